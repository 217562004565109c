// The engine line protocol (docs/protocol.md): answers echo ids, errors keep it running.
#include "cli/engine.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"

namespace rookery {
namespace {

nlohmann::json ask(Engine& engine, const std::string& line) {
  return nlohmann::json::parse(engine.handle_line(line));
}

TEST(Engine, ManualChanceSetsExactDice) {
  Engine e;
  auto r = ask(e, R"({"id":1,"cmd":"new","game":"pantolino","seed":3,"chance":"manual"})");
  ASSERT_EQ(r["ok"], true) << r;
  EXPECT_EQ(r["id"], 1);
  EXPECT_EQ(r["result"]["acting"], nlohmann::json::array({"chance"}));
  r = ask(e, R"({"id":2,"cmd":"legal","player":"chance"})");
  EXPECT_EQ(r["result"]["outcomes"].size(), 1296u);
  EXPECT_EQ(r["result"]["total"], 1296);
  r = ask(e, R"({"id":3,"cmd":"apply","player":"chance","action":"roll red red yellow star"})");
  ASSERT_EQ(r["ok"], true) << r;
  r = ask(e, R"({"id":4,"cmd":"observe","player":0})");
  EXPECT_EQ(r["result"]["dice"], nlohmann::json::array({"red", "red", "yellow", "star"}));
  r = ask(e, R"({"id":5,"cmd":"apply","player":0,"action":"stop"})");
  ASSERT_EQ(r["ok"], true) << r;
  r = ask(e, R"({"id":6,"cmd":"legal","player":0})");
  EXPECT_EQ(r["result"]["actions"],
            nlohmann::json::array({"take yellow 2", "take red 2", "take red 3"}));
  r = ask(e, R"({"id":7,"cmd":"apply","player":0,"action":"take red 3"})");
  ASSERT_EQ(r["ok"], true) << r;
  r = ask(e, R"({"id":8,"cmd":"scores"})");
  EXPECT_EQ(r["result"]["scores"], nlohmann::json::array({3.0, 0.0}));
  r = ask(e, R"({"id":9,"cmd":"state"})");
  EXPECT_EQ(r["result"]["moves"].size(), 3u);
}

TEST(Engine, AutomaticChanceReportsTheRolls) {
  Engine e;
  auto r = ask(e, R"json({"id":"a","cmd":"new","game":"pantolino(players=3)","seed":11})json");
  ASSERT_EQ(r["ok"], true) << r;
  EXPECT_EQ(r["id"], "a");
  EXPECT_EQ(r["result"]["events"].size(), 1u);
  EXPECT_EQ(r["result"]["acting"], nlohmann::json::array({0}));
  r = ask(e, R"({"id":"b","cmd":"apply","player":0,"action":"reroll 1 2"})");
  EXPECT_EQ(r["result"]["events"][0]["player"], "chance");
}

TEST(Engine, EveryBadRequestGetsAnErrorAndTheEngineKeepsRunning) {
  Engine e;
  const struct {
    const char* line;
    const char* code;
  } cases[] = {
      {"not json", "parse_error"},
      {"[1,2]", "parse_error"},
      {R"({"id":1})", "invalid_argument"},
      {R"({"id":2,"cmd":"legal","player":0})", "invalid_argument"},  // no game yet
      {R"({"id":3,"cmd":"fly"})", "unknown_name"},
      {R"({"id":4,"cmd":"new","game":"chess"})", "unknown_name"},
      {R"json({"id":5,"cmd":"new","game":"pantolino(players=9)"})json", "invalid_argument"},
      {R"({"id":6,"cmd":"new","game":"pantolino","seed":"x"})", "invalid_argument"},
      {R"({"id":7,"cmd":"new","game":"pantolino","chance":"sometimes"})", "invalid_argument"},
  };
  for (const auto& c : cases) {
    auto r = ask(e, c.line);
    EXPECT_EQ(r["ok"], false) << c.line;
    EXPECT_EQ(r["error"]["code"], c.code) << c.line << " -> " << r;
    EXPECT_FALSE(r["error"]["message"].get<std::string>().empty());
  }
  ASSERT_EQ(ask(e, R"({"id":8,"cmd":"new","game":"pantolino","seed":1})")["ok"], true);
  const struct {
    const char* line;
    const char* code;
  } in_game[] = {
      {R"({"id":9,"cmd":"apply","player":1,"action":"stop"})", "illegal_action"},
      {R"({"id":10,"cmd":"apply","player":0,"action":"take red 3"})", "illegal_action"},
      {R"({"id":11,"cmd":"apply","player":0,"action":"dance"})", "parse_error"},
      {R"({"id":12,"cmd":"apply","player":0})", "invalid_argument"},
      {R"({"id":13,"cmd":"apply","player":12,"action":"stop"})", "invalid_argument"},
      {R"({"id":14,"cmd":"observe","player":"chance"})", "invalid_argument"},
      {R"({"id":15,"cmd":"returns"})", "not_terminal"},
      {R"({"id":16,"cmd":"load","record":{"game":"pantolino","moves":[{"player":0,"action":"stop"}]}})",
       "illegal_action"},
  };
  for (const auto& c : in_game) {
    auto r = ask(e, c.line);
    EXPECT_EQ(r["ok"], false) << c.line;
    EXPECT_EQ(r["error"]["code"], c.code) << c.line << " -> " << r;
  }
  // The game survived every bad request.
  EXPECT_EQ(ask(e, R"({"id":17,"cmd":"status"})")["result"]["moves"], 1);
}

// Each of these lines once crashed the engine with a stack overflow: nlohmann's
// parser is iterative, but copying and dumping a value recurse once per level.
TEST(Engine, DeeplyNestedJsonIsRefusedAndTheEngineKeepsAnswering) {
  Engine e;
  const std::string deep_id =
      R"({"id":)" + std::string(60000, '[') + std::string(60000, ']') + R"(,"cmd":"games"})";
  auto r = ask(e, deep_id);
  EXPECT_EQ(r["ok"], false) << r;
  EXPECT_EQ(r["error"]["code"], "parse_error") << r;
  EXPECT_TRUE(r["id"].is_null()) << r;  // the request could not be read
  EXPECT_NE(r["error"]["message"].get<std::string>().find("64 levels"), std::string::npos) << r;
  EXPECT_EQ(ask(e, R"({"id":2,"cmd":"games"})")["ok"], true);

  ASSERT_EQ(ask(e, R"({"id":3,"cmd":"new","game":"pantolino","seed":1})")["ok"], true);
  std::string deep_player = R"({"id":4,"cmd":"legal","player":)";
  constexpr int kLevels = 1000000;
  deep_player.reserve(deep_player.size() + kLevels * 6 + 8);
  for (int i = 0; i < kLevels; ++i) deep_player += R"({"a":)";
  deep_player += "1";
  deep_player.append(kLevels, '}');
  deep_player += "}";
  r = ask(e, deep_player);
  EXPECT_EQ(r["ok"], false);
  EXPECT_EQ(r["error"]["code"], "parse_error");
  r = ask(e, R"({"id":5,"cmd":"legal","player":0})");
  EXPECT_EQ(r["ok"], true) << r;
  EXPECT_EQ(r["id"], 5);

  // Nesting up to the limit is read; a player nested that deep is only refused.
  std::string nested = R"({"id":6,"cmd":"legal","player":)";
  for (int i = 0; i < 60; ++i) nested += R"({"a":)";
  nested += "1" + std::string(60, '}') + "}";
  r = ask(e, nested);
  EXPECT_EQ(r["error"]["code"], "invalid_argument") << r;
}

TEST(Engine, ErrorMessagesQuoteOnlyAPrefixOfWhatWasSent) {
  Engine e;
  const std::string junk(100000, 'x');
  auto r = ask(e, junk);
  EXPECT_EQ(r["error"]["code"], "parse_error");
  EXPECT_LT(r["error"]["message"].get<std::string>().size(), 300u) << r;
  ASSERT_EQ(ask(e, R"({"id":1,"cmd":"new","game":"pantolino","seed":1})")["ok"], true);
  r = ask(e, R"({"id":2,"cmd":"legal","player":")" + junk + R"("})");
  EXPECT_EQ(r["error"]["code"], "invalid_argument");
  EXPECT_LT(r["error"]["message"].get<std::string>().size(), 300u) << r;
  r = ask(e, R"({"id":3,"cmd":"apply","player":0,"action":")" + junk + R"("})");
  EXPECT_EQ(r["error"]["code"], "parse_error");
  EXPECT_LT(r["error"]["message"].get<std::string>().size(), 600u) << r;
  r = ask(e, R"({"id":4,"cmd":")" + junk + R"("})");
  EXPECT_EQ(r["error"]["code"], "unknown_name");
  EXPECT_LT(r["error"]["message"].get<std::string>().size(), 300u) << r;
}

TEST(Engine, LoadContinuesASavedGame) {
  Engine a;
  ask(a, R"({"id":1,"cmd":"new","game":"pantolino","seed":8})");
  ask(a, R"({"id":2,"cmd":"apply","player":0,"action":"stop"})");
  const auto record = ask(a, R"({"id":3,"cmd":"state"})")["result"];
  Engine b;
  auto r = ask(b, nlohmann::json{{"id", 4}, {"cmd", "load"}, {"record", record}}.dump());
  ASSERT_EQ(r["ok"], true) << r;
  EXPECT_EQ(ask(b, R"({"cmd":"observe","player":0})")["result"],
            ask(a, R"({"cmd":"observe","player":0})")["result"]);
}

TEST(Engine, QuitEndsTheLoopAndBlankLinesAreIgnored) {
  std::istringstream in(
      "\n{\"id\":1,\"cmd\":\"games\"}\n{\"id\":2,\"cmd\":\"quit\"}\n{\"id\":3,\"cmd\":\"games\"}"
      "\n");
  std::ostringstream out;
  EXPECT_EQ(run_engine(in, out), kExitOk);
  std::istringstream lines(out.str());
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) {
    ++n;
    EXPECT_EQ(nlohmann::json::parse(line)["id"], n);
  }
  EXPECT_EQ(n, 2);
}

}  // namespace
}  // namespace rookery
