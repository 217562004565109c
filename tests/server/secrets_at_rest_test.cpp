// Secrets at rest (issue: a seat's secrets belong to whoever holds the seat):
// the PostgreSQL password is taken from the environment or a file instead of
// the command line, and no line the server prints holds it, nor a seat's
// credential; the SQLite modes are checked in hostile_limits_test.cpp.
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

// Every credential the server hands out, and near misses of them, are sent
// back in every way a client can: wrong, in the query of a route that does not
// exist, to a WebSocket, after the seat was left. No answer but the join's own
// holds one, and neither does anything the server prints.
TEST(SecretsAtRest, NoAnswerNorLineTheServerPrintsHoldsASeatCredential) {
  Server server;
  const int port = server.port();
  ASSERT_GT(port, 0);
  const std::string table = create_table(
      port, R"j({"game":"fistful(players=3,advanced=true)","seats":["human","human","human"]})j");
  auto join_from = [&](int seat, const std::string& from) {
    const Answer a = http(port, "POST", "/api/tables/" + table + "/join",
                          nlohmann::json{{"seat", seat}, {"name", "Ann"}}.dump(), {}, from);
    return a.status == 200 ? a.json()["credential"].get<std::string>() : std::string();
  };
  const std::string ann = join_from(0, "127.0.0.2");
  ASSERT_EQ(ann.size(), 32u);
  std::string near = ann;
  near.back() = near.back() == '0' ? '1' : '0';  // one digit off
  std::vector<Answer> answers;
  auto ask = [&](const std::string& method, const std::string& target, const nlohmann::json& body,
                 const std::string& from = "127.0.0.2") {
    answers.push_back(http(port, method, target, body.is_null() ? "" : body.dump(), {}, from));
    return answers.back();
  };
  const std::string at = "/api/tables/" + table;
  for (const std::string& c : {near, std::string(ann + ann)}) {
    // A credential that does not hold the seat: 400 seat_not_held (docs/protocol.md).
    EXPECT_EQ(ask("POST", at + "/act", {{"seat", 0}, {"credential", c}, {"action", "roll"}}).status,
              400);
    EXPECT_EQ(ask("GET", at + "?seat=0&credential=" + c, nullptr).status, 400);
    EXPECT_EQ(ask("POST", at + "/leave", {{"seat", 0}, {"credential", c}}).status, 400);
    EXPECT_EQ(ask("POST", at + "/again", {{"seat", 0}, {"credential", c}}).status, 400);
    EXPECT_EQ(ask("GET", at + "?seat=1&credential=" + ann, nullptr).status, 400);  // another seat
    EXPECT_EQ(ask("GET", "/api/nothing?seat=0&credential=" + c, nullptr).status, 404);
    EXPECT_EQ(ask("GET", "/api/tables/" + table + "/peek?credential=" + ann, nullptr).status, 404);
    answers.push_back(raw_http(port, "GET /ws/tables/" + table + "?seat=1&credential=" + ann +
                                         " HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\n"
                                         "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
                                         "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"));
    EXPECT_EQ(answers.back().status, 400);
  }
  const std::string bob = join_from(1, "127.0.0.3");
  const std::string cy = join_from(2, "127.0.0.4");
  ASSERT_EQ(bob.size(), 32u);
  ASSERT_EQ(cy.size(), 32u);
  EXPECT_EQ(ask("GET", at + "?seat=0&credential=" + ann, nullptr).status, 200);
  EXPECT_EQ(ask("POST", at + "/leave", {{"seat", 0}, {"credential", ann}}).status, 200);
  // Left: her seat is the stand-in bot's (seat peeking), and her old credential
  // is only wrong now.
  EXPECT_EQ(join_from(0, "127.0.0.5"), "");
  EXPECT_EQ(ask("POST", at + "/act", {{"seat", 0}, {"credential", ann}, {"action", "roll"}}).status,
            400);
  EXPECT_EQ(ask("GET", at + "?seat=2&credential=" + bob, nullptr, "127.0.0.3").status, 400);
  // What anyone may look at: the lobby, a spectator, and each seat its own view.
  EXPECT_EQ(ask("GET", "/api/tables", nullptr).status, 200);
  EXPECT_EQ(ask("GET", at, nullptr).status, 200);
  EXPECT_EQ(ask("GET", at + "/replay?version=1", nullptr).status, 200);
  const Answer bobs = ask("GET", at + "?seat=1&credential=" + bob, nullptr, "127.0.0.3");
  ASSERT_EQ(bobs.status, 200);
  EXPECT_EQ(bobs.json()["seats"][0]["seen_by"], nlohmann::json::array({"Ann"}));
  server.stop();

  const std::vector<std::string> secrets = {ann, bob, cy, near};
  for (const Answer& a : answers) {
    for (const std::string& c : secrets) {
      EXPECT_EQ(a.body.find(c), std::string::npos) << a.status << " " << a.body;
      EXPECT_EQ(a.head.find(c), std::string::npos) << a.head;
    }
  }
  const std::string printed = server.output() + server.errors();
  EXPECT_NE(printed.find("Rookery is serving"), std::string::npos) << printed;
  for (const std::string& c : secrets) EXPECT_EQ(printed.find(c), std::string::npos) << printed;
}

// A private table's invites are the host's alone: every answer a guest, a
// spectator, the lobby or a wrong guess gets, and every line the server prints,
// is without them; only the host's creation and the host's own view hold them.
TEST(SecretsAtRest, OnlyTheHostsAnswersHoldAPrivateTablesInvites) {
  Server server;
  const int port = server.port();
  ASSERT_GT(port, 0);
  const Answer made = http(port, "POST", "/api/tables",
                           R"j({"game":"push_push(players=3)","seats":["human","human","human"],
                "host":{"name":"Ann"}})j");
  ASSERT_EQ(made.status, 201) << made.body;
  const nlohmann::json m = made.json();
  const std::string table = m["table"];
  const std::string ann = m["credential"];
  std::vector<std::string> invites;
  for (const auto& i : m["invites"]) invites.push_back(i["secret"]);
  ASSERT_EQ(invites.size(), 3u);  // seats 2 and 3, and any open seat
  const std::string at = "/api/tables/" + table;
  EXPECT_EQ(http(port, "GET", at + "?seat=0&credential=" + ann).json()["invites"], m["invites"]);
  std::vector<Answer> answers;
  auto ask = [&](const std::string& method, const std::string& target, const nlohmann::json& body) {
    answers.push_back(
        http(port, method, target, body.is_null() ? "" : body.dump(), {}, "127.0.0.5"));
    return answers.back();
  };
  // Guesses one digit off, a seat's invite at another seat, and no invite.
  for (const std::string& i : invites) {
    std::string near = i;
    near.back() = near.back() == '0' ? '1' : '0';
    EXPECT_EQ(ask("POST", at + "/join", {{"invite", near}, {"name", "Eve"}}).status, 400);
  }
  EXPECT_EQ(
      ask("POST", at + "/join", {{"invite", invites[0]}, {"seat", 2}, {"name", "Eve"}}).status,
      400);
  EXPECT_EQ(ask("POST", at + "/join", {{"seat", 1}, {"name", "Eve"}}).status, 400);
  // Bob comes with his seat's invite: his join and his view (what his WebSocket
  // sends too) hold none of the others' invites, nor do the lobby and a
  // spectator's view.
  const Answer bobs_join = ask("POST", at + "/join", {{"invite", invites[0]}, {"name", "Bob"}});
  ASSERT_EQ(bobs_join.status, 200) << bobs_join.body;
  const std::string bob = bobs_join.json()["credential"];
  EXPECT_EQ(ask("GET", at + "?seat=1&credential=" + bob, nullptr).status, 200);
  EXPECT_EQ(ask("GET", at, nullptr).status, 200);
  EXPECT_EQ(ask("GET", "/api/tables", nullptr).status, 200);
  EXPECT_EQ(ask("GET", at + "?seat=0&credential=" + bob, nullptr).status, 400);  // Ann's view
  server.stop();

  for (const Answer& a : answers) {
    for (std::size_t k = 0; k < invites.size(); ++k) {
      EXPECT_EQ(a.head.find(invites[k]), std::string::npos) << a.head;
      // Bob's own invite is spent; he may see it only in his join's answer, and does not.
      EXPECT_EQ(a.body.find(invites[k]), std::string::npos) << a.status << " " << a.body;
    }
    EXPECT_EQ(a.body.find(ann), std::string::npos) << a.status << " " << a.body;
  }
  const std::string printed = server.output() + server.errors();
  for (const std::string& i : invites) EXPECT_EQ(printed.find(i), std::string::npos) << printed;
}

// Behind a reverse proxy every request comes from the proxy's address; with
// --trust-proxy its X-Forwarded-For names the person, and only then: anyone
// else's header is ignored.
TEST(SecretsAtRest, APersonBehindATrustedProxyIsKnownByTheAddressItForwards) {
  Server server({"--trust-proxy", "127.0.0.1"});
  const int port = server.port();
  ASSERT_GT(port, 0);
  const std::string table = create_table(
      port, R"j({"game":"pantolino(players=4)","seats":["human","human","human","human"]})j");
  const std::string at = "/api/tables/" + table;
  auto post = [&](const std::string& what, const nlohmann::json& body, const std::string& xff,
                  const std::string& from = "127.0.0.1") {
    return http(port, "POST", at + "/" + what, body.dump(), {"X-Forwarded-For: " + xff}, from);
  };
  const Answer ann = post("join", {{"seat", 0}, {"name", "Ann"}}, "10.1.1.1");
  ASSERT_EQ(ann.status, 200);
  const std::string credential = ann.json()["credential"];
  EXPECT_EQ(post("leave", {{"seat", 0}, {"credential", credential}}, "10.1.1.1").status, 200);
  // Another person behind the same proxy may take another seat; Ann may not,
  // whatever address she claims to come from before the proxy's own.
  EXPECT_EQ(post("join", {{"seat", 1}}, "10.1.1.2").status, 200);
  EXPECT_EQ(post("join", {{"seat", 2}}, "10.1.1.1").status, 400);
  EXPECT_EQ(post("join", {{"seat", 2}}, "10.7.7.7, 10.1.1.1").status, 400);
  // From an address that is not a trusted proxy the header means nothing.
  const Answer bob = post("join", {{"seat", 2}, {"name", "Bob"}}, "10.1.1.3", "127.0.0.2");
  ASSERT_EQ(bob.status, 200);
  EXPECT_EQ(post("leave", {{"seat", 2}, {"credential", bob.json()["credential"]}}, "10.1.1.3",
                 "127.0.0.2")
                .status,
            200);
  EXPECT_EQ(post("join", {{"seat", 3}}, "10.1.1.9", "127.0.0.2").status, 400);
  EXPECT_EQ(post("join", {{"seat", 3}}, "not an address").status, 200);  // the proxy itself
}

}  // namespace
}  // namespace rookery::hostile
