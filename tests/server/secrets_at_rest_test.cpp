// Secrets at rest (issue: a seat's secrets belong to whoever holds the seat):
// the PostgreSQL password is taken from the environment or a file instead of
// the command line, and no line the server prints holds it; the SQLite modes
// are checked in hostile_limits_test.cpp.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "server/store.h"
#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

TEST(SecretsAtRest, APostgresPasswordIsMaskedWhereverTheDatabaseIsNamed) {
  EXPECT_EQ(masked_store_name("postgresql://ann:s3cret@db.example:5432/rookery"),
            "postgresql://ann:***@db.example:5432/rookery");
  EXPECT_EQ(masked_store_name("postgres://ann@db/rookery?password=s3cret&sslmode=require"),
            "postgres://ann@db/rookery?password=***&sslmode=require");
  EXPECT_EQ(masked_store_name("postgresql://db/rookery"), "postgresql://db/rookery");
  EXPECT_EQ(masked_store_name("rookery.db"), "rookery.db");
}

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

TEST(SecretsAtRest, AUrlFromTheEnvironmentOrAFileIsNeitherInTheCommandLineNorPrinted) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0)
    GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)";
  const std::string url = base;  // postgresql://user:password@host/db
  const std::string password =
      url.substr(url.find(':', 13) + 1, url.find('@') - url.find(':', 13) - 1);
  {
    setenv("ROOKERY_DB", url.c_str(), 1);
    Server server;
    unsetenv("ROOKERY_DB");
    ASSERT_GT(server.port(), 0);
    EXPECT_NE(server.first_line().find(":***@"), std::string::npos) << server.first_line();
    EXPECT_EQ(server.first_line().find(":" + password + "@"), std::string::npos);
    const std::string cmdline = file_text("/proc/" + std::to_string(server.pid()) + "/cmdline");
    EXPECT_EQ(cmdline.find("postgresql"), std::string::npos);
    EXPECT_EQ(http(server.port(), "GET", "/api/games").status, 200);
  }
  {
    const std::string folder = new_folder();
    const std::string secret = folder + "/db-url";
    std::ofstream(secret) << url << "\n";
    Server server({"--db-file", secret}, {}, folder);
    ASSERT_GT(server.port(), 0);
    EXPECT_NE(server.first_line().find(":***@"), std::string::npos) << server.first_line();
  }
  // Refused: the error names the database with its password masked.
  std::string wrong = url;
  wrong.replace(url.find(':', 13) + 1, password.size(), "Wrong-Pw-7731");
  const Exit refused = run_serve_expecting_exit({"--db", wrong});
  EXPECT_NE(refused.code, 0);
  EXPECT_EQ(refused.err.find("Wrong-Pw-7731"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find(":***@"), std::string::npos) << refused.err;
}

}  // namespace
}  // namespace rookery::hostile
