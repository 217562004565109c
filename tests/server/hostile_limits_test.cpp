// Attacks on the server's resources and rules of access (security review,
// problems 2, 4, 6, 7, 10, 11, 13 and 14), each against a real `rookery serve`;
// after each, a well-behaved client is still answered within 100 ms.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <thread>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// Waits up to `limit` for the table's version to pass `version`.
bool moves_within(int port, const std::string& table, int version,
                  std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    const json view = http(port, "GET", "/api/tables/" + table).json();
    if (view.is_object() && view["version"].get<int>() > version) return true;
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

TEST(HostileLimits, SearchesAboveTheBudgetAreRefusedAndOthersShareTheBotThreadsFairly) {
  Server server({"--bot-threads", "2", "--bot-think-ms", "500"});
  const int port = server.port();
  const Answer greedy =
      http(port, "POST", "/api/tables",
           R"x({"game":"pantolino","seats":["mcts(iterations=100000000)","human"]})x");
  EXPECT_EQ(greedy.status, 400);
  EXPECT_NE(greedy.body.find("at most 100000 iterations"), std::string::npos) << greedy.body;
  EXPECT_EQ(http(port, "POST", "/api/tables",
                 R"x({"game":"pantolino","seats":["mcts(threads=8)","human"]})x")
                .status,
            400);
  // Four tables of searches at the budget, playing each other without end...
  for (int i = 0; i < 4; ++i) {
    create_table(
        port,
        R"x({"game":"pantolino","seats":["mcts(iterations=100000)","mcts(iterations=100000)"]})x");
  }
  // ...then a random bot, to move first against a person: it answers at once,
  // as it takes no time to think...
  const std::string table =
      create_table(port, R"({"game":"pantolino","seats":["random","human"]})");
  EXPECT_TRUE(moves_within(port, table, 1, 500ms * kSlowdown));
  // ...and a search: it gets its share of the bot threads, after at most the
  // two searches of other tables waiting before it.
  const std::string searched =
      create_table(port, R"x({"game":"pantolino","seats":["mcts(iterations=100000)","human"]})x");
  EXPECT_TRUE(moves_within(port, searched, 1, 3000ms * kSlowdown));
  const std::string ann = join(port, table, 1);
  // Nor can a seat be handed to a search above the budget.
  const Answer leave =
      http(port, "POST", "/api/tables/" + table + "/leave",
           json{{"seat", 1}, {"credential", ann}, {"bot", "mcts(iterations=100000000)"}}.dump());
  EXPECT_EQ(leave.status, 400);
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileLimits, SearchesStoredBeforeABudgetAreCappedAfterARestart) {
  const std::string folder = new_folder();
  Server before(
      {"--bot-iterations", "100000000", "--bot-think-ms", "3600000", "--bot-threads", "2"}, {},
      folder);
  for (int i = 0; i < 4; ++i) {
    create_table(
        before.port(),
        R"x({"game":"pantolino","seats":["mcts(iterations=100000000)","mcts(iterations=100000000)"]})x");
  }
  before.kill_hard();
  Server after({"--bot-think-ms", "500", "--bot-threads", "2"}, {}, folder);
  const std::string table =
      create_table(after.port(), R"({"game":"pantolino","seats":["random","random"]})");
  EXPECT_TRUE(moves_within(after.port(), table, 1, 2000ms * kSlowdown));
  EXPECT_LT(well_behaved_answer(after.port()).count(), 100);
}

TEST(HostileLimits, TablesNamesAndTheLobbyListAreBounded) {
  Server server({"--tables-per-client", "20", "--max-tables", "30"});
  const int port = server.port();
  const std::string body =
      R"x({"game":"pantolino(players=4)","seats":["human","human","human","human"]})x";
  std::string first;
  for (int i = 0; i < 20; ++i) {
    const std::string id = create_table(port, body);
    if (first.empty()) first = id;
  }
  const Answer twentyfirst = http(port, "POST", "/api/tables", body);
  EXPECT_EQ(twentyfirst.status, 429);
  EXPECT_EQ(twentyfirst.json()["error"]["code"], "limit_reached");
  // Another client has its own count, and the server a count of all.
  const std::string post =
      "POST /api/tables HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
      "Content-Type: application/json\r\nContent-Length: " +
      std::to_string(body.size()) + "\r\n\r\n" + body;
  int made = 0;
  int refused = 0;
  for (int i = 0; i < 15; ++i) {
    const Answer a = raw_http(port, post, "127.0.0.2");
    made += a.status == 201;
    refused += a.status == 429;
  }
  EXPECT_EQ(made, 10);
  EXPECT_EQ(refused, 5);
  // Names: at most 40 characters, no control characters.
  const auto join_as = [&](int seat, const std::string& name) {
    return http(port, "POST", "/api/tables/" + first + "/join",
                json{{"seat", seat}, {"name", name}}.dump());
  };
  EXPECT_EQ(join_as(0, std::string(60'000, 'x')).status, 400);
  EXPECT_EQ(join_as(0, std::string(41, 'x')).status, 400);
  EXPECT_EQ(join_as(0, "Ann\nBob").status, 400);
  // Bots are named "Bot: ..." at a table: a person may not pass for one.
  EXPECT_EQ(join_as(0, "Bot: strongest measured").status, 400);
  EXPECT_EQ(join_as(0, "  bOT:x").status, 400);
  EXPECT_EQ(join_as(0, std::string(40, 'x')).status, 200);
  EXPECT_EQ(join_as(1, "Zoë 🐧").status, 200);
  // The lobby list: a page of summaries, never every view.
  const Answer list = http(port, "GET", "/api/tables");
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.json()["total"], 30);
  EXPECT_EQ(list.json()["tables"].size(), 30u);
  EXPECT_FALSE(list.json()["tables"][0].contains("observation"));
  EXPECT_FALSE(list.json()["tables"][0].contains("log"));
  EXPECT_LT(list.body.size(), 30u * 1024);
  EXPECT_EQ(http(port, "GET", "/api/tables?limit=10&offset=25").json()["tables"].size(), 5u);
  EXPECT_EQ(http(port, "GET", "/api/tables?limit=100000").json()["tables"].size(), 30u);
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileLimits, AChosenSeedIsTakenOnlyWhereItRevealsNothingToAPerson) {
  Server server;
  const int port = server.port();
  for (const std::string game :
       {"fistful(players=3,advanced=true)", "push_push(players=3)", "plucky(players=3)"}) {
    const Answer two_people = http(
        port, "POST", "/api/tables",
        json{{"game", game}, {"seats", {"human", "human", "random"}}, {"seed", 424242}}.dump());
    EXPECT_EQ(two_people.status, 400) << game;
    EXPECT_NE(two_people.body.find("seed"), std::string::npos);
    // One person against bots: whatever the seed tells, it tells no other person.
    const Answer against_bots = http(
        port, "POST", "/api/tables",
        json{{"game", game}, {"seats", {"human", "random", "random"}}, {"seed", 424242}}.dump());
    EXPECT_EQ(against_bots.status, 201) << game << against_bots.body;
    // Nothing sent shows a seed.
    const std::string id = against_bots.json()["table"];
    EXPECT_EQ(http(port, "GET", "/api/tables/" + id).body.find("seed"), std::string::npos);
  }
  // Two tables made the same way draw different dice.
  const std::string a = create_table(port, R"({"game":"pantolino","seats":["human","human"]})");
  const std::string b = create_table(port, R"({"game":"pantolino","seats":["human","human"]})");
  const json la = http(port, "GET", "/api/tables/" + a).json()["log"];
  const json lb = http(port, "GET", "/api/tables/" + b).json()["log"];
  const json lc =
      http(port, "GET",
           "/api/tables/" + create_table(port, R"({"game":"pantolino","seats":["human","human"]})"))
          .json()["log"];
  EXPECT_FALSE(la == lb && lb == lc) << "three tables rolled the same first dice";
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileLimits, SeatsAndPlayingAgainBelongToSeatedPlayers) {
  Server server;
  const int port = server.port();
  const std::string table = create_table(port, R"({"game":"pantolino","seats":["human","human"]})");
  // Seat numbers are checked as the 64-bit numbers they were sent as.
  for (const std::string seat : {"4294967296", "18446744073709551615", "-1", "2", "1e3"}) {
    const Answer a =
        http(port, "POST", "/api/tables/" + table + "/join", R"({"seat":)" + seat + "}");
    EXPECT_EQ(a.status, 400) << seat << ": " << a.body;
  }
  const json seats = http(port, "GET", "/api/tables/" + table).json()["seats"];
  EXPECT_FALSE(seats[0]["taken"].get<bool>());
  const std::string ann = join(port, table, 0);
  // Nobody plays "again" anonymously, nor before the end.
  EXPECT_EQ(http(port, "POST", "/api/tables/" + table + "/again", "{}").status, 400);
  const Answer early = http(port, "POST", "/api/tables/" + table + "/again",
                            json{{"seat", 0}, {"credential", ann}}.dump());
  EXPECT_EQ(early.status, 400);
  EXPECT_EQ(early.json()["error"]["code"], "illegal_action");
  EXPECT_FALSE(http(port, "GET", "/api/tables/" + table).json().contains("next"));
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileLimits, OtherSitesPagesCannotChangeAnything) {
  Server server({"--allow-origin", "http://friend.example:5173"});
  const int port = server.port();
  const std::string body = R"({"game":"pantolino","seats":["human","random"]})";
  const auto post = [&](const std::vector<std::string>& headers) {
    std::string raw = "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                      "\r\nConnection: close\r\nContent-Length: " + std::to_string(body.size()) +
                      "\r\n";
    for (const std::string& h : headers) raw += h + "\r\n";
    return raw_http(port, raw + "\r\n" + body).status;
  };
  // A "simple" cross-site request (a form, or fetch without preflight).
  EXPECT_EQ(post({"Content-Type: text/plain", "Origin: http://evil.example"}), 415);
  EXPECT_EQ(post({"Content-Type: application/x-www-form-urlencoded"}), 415);
  EXPECT_EQ(post({}), 415);
  // JSON from another site's page (it needed a preflight, which is not granted).
  EXPECT_EQ(post({"Content-Type: application/json", "Origin: http://evil.example"}), 403);
  EXPECT_EQ(post({"Content-Type: application/json", "Origin: null"}), 403);
  // The server's own pages, programs without an Origin, and allowed origins.
  EXPECT_EQ(
      post({"Content-Type: application/json", "Origin: http://127.0.0.1:" + std::to_string(port)}),
      201);
  EXPECT_EQ(post({"Content-Type: application/json"}), 201);
  EXPECT_EQ(
      post({"Content-Type: application/json; charset=utf-8", "Origin: http://friend.example:5173"}),
      201);
  // A browser asks first before a cross-origin JSON POST: granted to the allowed origin only.
  const auto ask = [&](const std::string& origin) {
    return raw_http(port,
                    "OPTIONS /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                    "Origin: " +
                        origin +
                        "\r\nAccess-Control-Request-Method: POST\r\n"
                        "Access-Control-Request-Headers: content-type\r\n\r\n");
  };
  const Answer friendly = ask("http://friend.example:5173");
  EXPECT_EQ(friendly.status, 204);
  EXPECT_EQ(friendly.header("Access-Control-Allow-Origin"), "http://friend.example:5173");
  const Answer hostile = ask("http://evil.example");
  EXPECT_NE(hostile.status, 204);
  EXPECT_EQ(hostile.header("Access-Control-Allow-Origin"), "");
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileLimits, ASecondServerOnTheSameDatabaseIsRefusedAndTheFileIsPrivate) {
  Server first;
  const std::string table =
      create_table(first.port(), R"({"game":"pantolino","seats":["human","human"]})");
  const Exit second = run_serve_expecting_exit({"--db", first.db()});
  EXPECT_NE(second.code, 0);
  EXPECT_NE(second.err.find("in use by another server"), std::string::npos) << second.err;
  // The first is unharmed.
  EXPECT_EQ(http(first.port(), "GET", "/api/tables/" + table).status, 200);
  struct stat db {};
  ASSERT_EQ(stat(first.db().c_str(), &db), 0);
  EXPECT_EQ(db.st_mode & 0777, 0600u);
  struct stat wal {};
  if (stat((first.db() + "-wal").c_str(), &wal) == 0) {
    EXPECT_EQ(wal.st_mode & 0777, 0600u);
  }
  EXPECT_LT(well_behaved_answer(first.port()).count(), 100);
}

TEST(HostileLimits, AnExistingDatabaseReadableByOthersIsMadePrivateAtStart) {
  const std::string folder = new_folder();
  const std::string db = folder + "/rookery.db";
  Server first({}, {}, folder);
  create_table(first.port(), R"({"game":"pantolino","seats":["human","human"]})");
  first.stop();
  ASSERT_EQ(chmod(db.c_str(), 0644), 0);
  Server again({}, {}, folder);
  struct stat st {};
  ASSERT_EQ(stat(db.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_EQ(http(again.port(), "GET", "/api/tables").json()["total"], 1);
}

TEST(HostileLimits, IdleConnectionsFromOneAddressNeitherSpinNorShutOthersOut) {
  // 256 descriptors, and 300 connections that never send a byte.
  Server server({"--request-timeout", "3"}, ProcessLimits{256, 0});
  const int port = server.port();
  std::vector<int> idle;
  for (int i = 0; i < 300; ++i) {
    const int fd = open_idle(port, "127.0.0.2");
    if (fd >= 0) idle.push_back(fd);
  }
  const long start = server.cpu_ticks();
  std::this_thread::sleep_for(1s);
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
  std::this_thread::sleep_for(1s);
  EXPECT_LT(server.cpu_ticks() - start, 20) << "CPU ticks in 2 s: the accept loop spins";
  // Past the request timeout the server has let every idle connection go.
  std::this_thread::sleep_for(2500ms);
  int closed = 0;
  for (int fd : idle) {
    char byte;
    closed += recv(fd, &byte, 1, MSG_DONTWAIT) == 0;
    close(fd);
  }
  EXPECT_EQ(closed, static_cast<int>(idle.size()));
  EXPECT_TRUE(server.alive());
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

}  // namespace
}  // namespace rookery::hostile
