// Attacks on the static-file route and on URLs (security review, problems 1, 9
// and 12), each against a real `rookery serve` whose database lies next to the
// static folder, as in the Quick start's layout. After each, a well-behaved
// client is still answered within 100 ms.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

// A server whose --static folder holds index.html, app.js, assets/style.css, a
// hidden file and a link that points outside; secret.txt and the database lie
// one level up.
class StaticFolder : public ::testing::Test {
 protected:
  StaticFolder() : folder_(new_folder()) {
    write(fs::path(folder_) / "secret.txt", "the secret outside");
    write(fs::path(folder_) / "dist/index.html", "<!doctype html><title>lobby</title>");
    write(fs::path(folder_) / "dist/app.js", "console.log('app')");
    write(fs::path(folder_) / "dist/assets/style.css", "body{}");
    write(fs::path(folder_) / "dist/.env", "PASSWORD=hidden");
    fs::create_symlink(fs::path(folder_) / "secret.txt", fs::path(folder_) / "dist/linked.txt");
    server_ = std::make_unique<Server>(std::vector<std::string>{"--static", folder_ + "/dist"},
                                       ProcessLimits{}, folder_);
  }
  void TearDown() override {
    EXPECT_TRUE(server_->alive());
    EXPECT_LT(well_behaved_answer(port()).count(), 100);
  }
  int port() const { return server_->port(); }
  Answer get(const std::string& target) { return http(port(), "GET", target); }

  std::string folder_;
  std::unique_ptr<Server> server_;
};

TEST_F(StaticFolder, EncodedSlashesDotsAndNulsNeverLeaveTheFolder) {
  // The database is one level up: every encoding of a way out is refused.
  ASSERT_TRUE(fs::exists(folder_ + "/rookery.db"));
  for (const std::string target :
       {"/..%2frookery.db",
        "/..%2f..%2frookery.db",
        "/%2e%2e%2frookery.db",
        "/..%2frookery.db-wal",
        "/..%2Fsecret.txt",
        "/%2e%2e%2fsecret.txt",
        "/..%5csecret.txt",
        "/..\\secret.txt",
        "/..%252fsecret.txt",
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/x/..%2f..%2fsecret.txt",
        "//etc/passwd",
        "/%2fetc%2fpasswd",
        "/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
        "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fproc%2fself%2fenviron",
        "/..%2F..%2F..%2F..%2F..%2Fproc%2Fself%2Fcmdline",
        "/.",
        "/%2e",
        "/..",
        "/.env",
        "/%2eenv",
        "/linked.txt",
        "/index.html%00.png",
        "/app.js%00",
        "/assets"}) {
    const Answer a = get(target);
    EXPECT_EQ(a.status, 404) << target << ": " << a.body.substr(0, 200);
    EXPECT_EQ(a.body.find("secret"), std::string::npos) << target;
    EXPECT_EQ(a.body.find("root:"), std::string::npos) << target;
    EXPECT_EQ(a.body.find("SQLite"), std::string::npos) << target;
  }
}

TEST_F(StaticFolder, TheFrontEndsFilesAreServedWithTheirTypes) {
  const Answer index = get("/");
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.body, "<!doctype html><title>lobby</title>");
  EXPECT_EQ(index.header("Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(index.header("X-Content-Type-Options"), "nosniff");
  // Only the server's own scripts and styles run, nothing inline; no framing.
  const std::string policy = index.header("Content-Security-Policy");
  EXPECT_EQ(policy.rfind("default-src 'self';", 0), 0u) << policy;
  EXPECT_EQ(policy.find("unsafe-inline"), std::string::npos) << policy;
  EXPECT_NE(policy.find("frame-ancestors 'none'"), std::string::npos) << policy;
  EXPECT_EQ(get("/index.html").body, index.body);
  EXPECT_EQ(get("/app.js").header("Content-Type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(get("/assets/style.css").header("Content-Type"), "text/css; charset=utf-8");
  EXPECT_EQ(get("/assets/style.css").body, "body{}");
}

TEST_F(StaticFolder, HeadSendsTheHeadersOfAGetAndNoBody) {
  const Answer page = raw_http(port(), "HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.header("Content-Length"), "35");
  EXPECT_EQ(page.body, "") << "bytes after the headers of a HEAD answer";
  const Answer api =
      raw_http(port(), "HEAD /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(api.status, 200);
  EXPECT_EQ(api.header("Content-Type"), "application/json");
  EXPECT_GT(std::stoul(api.header("Content-Length")), 100u);
  EXPECT_EQ(api.body, "");
}

TEST_F(StaticFolder, InvalidUtf8InAUrlIsAnsweredNotDropped) {
  for (const std::string target :
       {"/%ff", "/api/tables/%ff", "/api/components?game=%ff", "/api/%ff%fe", "/%c0%af"}) {
    const Answer a = get(target);
    EXPECT_TRUE(a.status == 404 || a.status == 400) << target << ": " << a.status;
    const auto j = a.json();
    ASSERT_TRUE(j.is_object()) << target << ": " << a.body;
    EXPECT_TRUE(j["error"]["message"].is_string()) << target;
  }
}

}  // namespace
}  // namespace rookery::hostile
