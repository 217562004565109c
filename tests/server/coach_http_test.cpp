// The coach over HTTP, against a real `rookery serve` (docs/protocol.md, "The
// coach"): hints only where they spoil nothing and only to the seat's holder,
// exact values in Pantolino, searched chances elsewhere, and a review made once
// the game is over, kept in the database across a restart.
#include <gtest/gtest.h>

#include <thread>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

using nlohmann::json;

std::string error_of(const Answer& a) {
  return a.json().value("error", json::object()).value("message", "");
}

// Asks `target` until the coach has its answer (not 202), within a bound.
Answer awaited(int port, const std::string& target) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30 * kSlowdown);
  Answer a = http(port, "GET", target);
  while (a.status == 202 && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    a = http(port, "GET", target);
  }
  return a;
}

json view_of(int port, const std::string& table, const std::string& credential) {
  return http(port, "GET", "/api/tables/" + table + "?seat=0&credential=" + credential).json();
}

TEST(CoachHttp, HintsAtASoloTableAreExactAndPlayingThemLosesNothing) {
  const std::string folder = new_folder();
  Server server({}, {}, folder);
  const int port = server.port();
  std::string table;
  std::string credential;
  {
    table = create_table(port, R"j({"game": "pantolino(players=1)", "seats": ["human"]})j");
    credential = join(port, table, 0, "Ann");
    const std::string hint = "/api/tables/" + table + "/hint?seat=0&credential=" + credential;
    // Only the seat's holder: no credential, a wrong one.
    Answer a = http(port, "GET", "/api/tables/" + table + "/hint?seat=0");
    EXPECT_EQ(a.status, 400);
    EXPECT_NE(error_of(a).find("credential"), std::string::npos) << a.body;
    a = http(port, "GET", "/api/tables/" + table + "/hint?seat=0&credential=" + credential + "x");
    EXPECT_EQ(a.status, 400) << a.body;
    // Before the end there is no review.
    a = http(port, "GET", "/api/tables/" + table + "/analysis?seat=0&credential=" + credential);
    EXPECT_EQ(a.status, 400);
    EXPECT_NE(error_of(a).find("once the game is over"), std::string::npos) << a.body;

    int hints = 0;
    for (json v = view_of(port, table, credential); !v["terminal"].get<bool>();
         v = view_of(port, table, credential)) {
      ASSERT_TRUE(v["coach"]["hints"].get<bool>()) << v["coach"].dump();
      const std::vector<std::string> legal = v["legal"];
      std::string best = legal.front();
      if (legal.size() >= 2) {
        const Answer h = awaited(port, hint);
        ASSERT_EQ(h.status, 200) << h.body;
        const json got = h.json();
        EXPECT_EQ(got["version"], v["version"]);
        const json& assessment = got["assessment"];
        EXPECT_TRUE(assessment["exact"].get<bool>());
        EXPECT_EQ(assessment["measure"], "boots");
        ASSERT_EQ(assessment["options"].size(), legal.size());
        for (const json& o : assessment["options"]) {
          EXPECT_NE(std::find(legal.begin(), legal.end(), o["words"].get<std::string>()),
                    legal.end());
          EXPECT_LE(o["value"].get<double>(), assessment["options"][0]["value"].get<double>());
        }
        best = assessment["options"][0]["words"];
        ++hints;
      }
      const Answer moved =
          http(port, "POST", "/api/tables/" + table + "/act",
               json{{"seat", 0}, {"credential", credential}, {"action", best}}.dump());
      ASSERT_EQ(moved.status, 200) << moved.body;
    }
    EXPECT_GT(hints, 10);
    const json over = view_of(port, table, credential);
    EXPECT_TRUE(over["coach"]["review"].get<bool>());
    EXPECT_FALSE(over["coach"]["hints"].get<bool>());
    a = http(port, "GET", hint);
    EXPECT_EQ(a.status, 400);
    EXPECT_NE(error_of(a).find("game is over"), std::string::npos) << a.body;

    const Answer review =
        awaited(port, "/api/tables/" + table + "/analysis?seat=0&credential=" + credential);
    ASSERT_EQ(review.status, 200) << review.body;
    const json r = review.json();
    EXPECT_EQ(r["status"], "done");
    EXPECT_EQ(r["review"]["accuracy"].get<double>(), 100);
    EXPECT_TRUE(r["review"]["mistakes"].empty());
    EXPECT_EQ(r["review"]["decisions"].size(), static_cast<std::size_t>(hints));
    for (const json& d : r["review"]["decisions"]) EXPECT_EQ(d["loss"].get<double>(), 0);
    server.stop();
  }
  // Restarted, the review comes from the database at once.
  Server again({}, {}, folder);
  const Answer kept = http(again.port(), "GET",
                           "/api/tables/" + table + "/analysis?seat=0&credential=" + credential);
  EXPECT_EQ(kept.status, 200) << kept.body;
  EXPECT_EQ(kept.json()["review"]["accuracy"].get<double>(), 100);
}

TEST(CoachHttp, HintsOnlyWhereTheySpoilNothing) {
  Server server;
  const int port = server.port();
  // Two people: a hint would help one against the other.
  const std::string duel = create_table(
      port, R"j({"game": "push_push(players=3)", "seats": ["human", "human", "heuristic"]})j");
  const std::string ann = join(port, duel, 0, "Ann");
  join(port, duel, 1, "Bob");
  Answer a = http(port, "GET", "/api/tables/" + duel + "/hint?seat=0&credential=" + ann);
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("spoil nothing"), std::string::npos) << a.body;
  const json duel_view = view_of(port, duel, ann);
  ASSERT_TRUE(duel_view.contains("coach")) << duel_view.dump();
  EXPECT_FALSE(duel_view["coach"]["hints"].get<bool>());

  // The same table made with hints on: everyone is told, in the list and each view.
  const std::string open = create_table(
      port,
      R"j({"game": "push_push(players=3)", "seats": ["human", "human", "heuristic"], "hints": true})j");
  const json listed = http(port, "GET", "/api/tables").json();
  bool told = false;
  for (const json& t : listed["tables"]) told = told || (t["table"] == open && t["hints"] == true);
  EXPECT_TRUE(told) << listed.dump();
  std::string at = open;
  std::string cat = join(port, at, 0, "Cat");
  join(port, at, 1, "Dan");
  json v = view_of(port, at, cat);
  EXPECT_TRUE(v["coach"]["hints_on"].get<bool>());
  // Doubles leave one move, and no choice has no hint: another such table then.
  for (int tries = 0; v["legal"].size() < 2 && tries < 10; ++tries) {
    at = create_table(
        port,
        R"j({"game": "push_push(players=3)", "seats": ["human", "human", "heuristic"], "hints": true})j");
    cat = join(port, at, 0, "Cat");
    join(port, at, 1, "Dan");
    v = view_of(port, at, cat);
  }
  ASSERT_GE(v["legal"].size(), 2u) << v.dump();
  {
    const Answer h = awaited(port, "/api/tables/" + at + "/hint?seat=0&credential=" + cat);
    ASSERT_EQ(h.status, 200) << h.body;
    const json assessment = h.json()["assessment"];
    EXPECT_FALSE(assessment["exact"].get<bool>());
    EXPECT_EQ(assessment["measure"], "win");
    for (const json& o : assessment["options"]) {
      EXPECT_LE(o["low"].get<double>(), o["value"].get<double>());
      EXPECT_GE(o["high"].get<double>(), o["value"].get<double>());
    }
  }
  // "hints" is true or false, nothing else.
  a = http(port, "POST", "/api/tables",
           R"j({"game": "pantolino", "seats": ["human", "random"], "hints": "yes"})j");
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("\"hints\""), std::string::npos) << a.body;
  // Match has no coach, and says why.
  const std::string match = create_table(
      port, R"j({"game": "match(players=2)", "seats": ["human", "reaction(level=child)"]})j");
  const std::string eve = join(port, match, 0, "Eve");
  a = http(port, "GET", "/api/tables/" + match + "/hint?seat=0&credential=" + eve);
  EXPECT_EQ(a.status, 400);
  EXPECT_NE(error_of(a).find("race against the clock"), std::string::npos) << a.body;
  EXPECT_FALSE(view_of(port, match, eve).contains("coach"));
}

}  // namespace
}  // namespace rookery::hostile
