// The subcommands as a user drives them: output, determinism and bad input.
#include "cli/commands.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "games/registry.h"
#include "study/bench.h"
#include "study/simulate.h"

namespace rookery {
namespace {

struct Output {
  int code;
  std::string out;
  std::string err;
};

Output sim(SimOptions options) {
  std::ostringstream out, err;
  const int code = run_sim(options, out, err);
  return {code, out.str(), err.str()};
}

TEST(Sim, SameSeedSameNumbersAtAnyThreadCount) {
  SimOptions o;
  o.game = "pantolino(players=3)";
  o.seats = "random,random,random";
  o.games = 300;
  o.seed = 77;
  o.json = true;
  o.threads = 1;
  const Output one = sim(o);
  o.threads = 2;
  const Output two = sim(o);
  o.threads = 5;
  const Output five = sim(o);
  ASSERT_EQ(one.code, kExitOk) << one.err;
  auto a = nlohmann::json::parse(one.out), b = nlohmann::json::parse(two.out),
       c = nlohmann::json::parse(five.out);
  for (auto* j : {&a, &b, &c}) {
    j->erase("seconds");
    j->erase("games_per_second");
  }
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, c);
  EXPECT_EQ(a["games"], 300);
  EXPECT_EQ(a["seats"].size(), 3u);
  double total = 0;
  for (const auto& seat : a["seats"]) {
    total += seat["wins"].get<double>();
    EXPECT_LE(seat["ci95"][0].get<double>(), seat["win_rate"].get<double>());
    EXPECT_GE(seat["ci95"][1].get<double>(), seat["win_rate"].get<double>());
  }
  EXPECT_NEAR(total, 300.0, 1e-9);  // win shares add up to one per game
  o.seed = 78;
  EXPECT_NE(nlohmann::json::parse(sim(o).out)["seats"], a["seats"]);
}

TEST(Sim, SoloReportsScoresNotWins) {
  SimOptions o;
  o.game = "pantolino(players=1)";
  o.seats = "random";
  o.games = 50;
  o.json = true;
  const Output r = sim(o);
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["seats"][0]["win_rate"].is_null());
  EXPECT_GT(j["seats"][0]["mean_score"].get<double>(), 0);
  // PA-3/PA-6: a solo game is exactly 15 turns of 1 to 3 rolls.
  EXPECT_GE(j["mean_length"].get<double>(), 15.0);
  EXPECT_LE(j["mean_length"].get<double>(), 45.0);
}

TEST(Sim, BadInputExitsTwoWithAMessage) {
  const struct {
    const char* game;
    const char* seats;
    int games;
    const char* expected;
  } cases[] = {
      {"pantolino", "random,human", 10, "human"},
      {"pantolino", "random,alphazero", 10, "unknown bot"},
      {"pantolino(players=3)", "random,random", 10, "3 players"},
      {"pantolino", "random,random", 0, "--games"},
      {"monopoly", "random,random", 10, "unknown game"},
  };
  for (const auto& c : cases) {
    SimOptions o;
    o.game = c.game;
    o.seats = c.seats;
    o.games = c.games;
    const Output r = sim(o);
    EXPECT_EQ(r.code, kExitBadInput) << c.game << " " << c.seats;
    EXPECT_NE(r.err.find(c.expected), std::string::npos) << r.err;
  }
}

TEST(Play, HumanAgainstBotWithTypedMovesAndRejectedInput) {
  PlayOptions o;
  o.seats = "human,random";
  o.seed = 4;
  o.save_path = testing::TempDir() + "/rookery_play_record.json";
  // Nonsense, an out-of-range number, an illegal action, then numbers until the game ends.
  std::string typed = "dance\n99\ntake black 4\n";
  for (int i = 0; i < 3000; ++i) typed += "1\n";
  std::istringstream in(typed);
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  const std::string text = out.str();
  EXPECT_NE(text.find("seed 4"), std::string::npos);
  EXPECT_NE(text.find("Not understood"), std::string::npos);
  EXPECT_NE(text.find("There is no choice 99"), std::string::npos);
  EXPECT_NE(text.find("Not allowed now"), std::string::npos);
  EXPECT_NE(text.find("The game is over"), std::string::npos);
  EXPECT_NE(text.find("Game record saved"), std::string::npos);

  std::ostringstream replay_out, replay_err;
  ASSERT_EQ(run_replay(o.save_path, false, replay_out, replay_err), kExitOk) << replay_err.str();
  EXPECT_NE(replay_out.str().find("1. chance: roll"), std::string::npos);
  EXPECT_NE(replay_out.str().find("The game is over"), std::string::npos);
  std::remove(o.save_path.c_str());
}

TEST(Play, ALoneHumanWithOnlyAPassToMakeIsNotAsked) {
  // Plucky Penguins asks every card holder after each move; the human never types
  // "pass", so each pass in the log was made for them.
  PlayOptions o;
  o.game = "plucky";
  o.seats = "random,human,random";
  o.seed = 3;
  std::string typed = "place on i1\n";
  for (int i = 0; i < 200; ++i) typed += "end turn\n";
  std::istringstream in(typed);
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("player 2 (human): pass"), std::string::npos);
  EXPECT_NE(out.str().find("player 2 (human): end turn"), std::string::npos);
}

TEST(Play, EndOfInputLeavesCleanly) {
  PlayOptions o;
  o.seed = 1;
  std::istringstream in("");
  std::ostringstream out, err;
  EXPECT_EQ(run_play(o, in, out, err), kExitOk);
  EXPECT_NE(out.str().find("unfinished"), std::string::npos);
}

TEST(Play, BadSeatsOrGameExitTwo) {
  PlayOptions o;
  o.seats = "human,robot";
  std::istringstream in("");
  std::ostringstream out, err;
  EXPECT_EQ(run_play(o, in, out, err), kExitBadInput);
  EXPECT_NE(err.str().find("unknown bot"), std::string::npos);
  o.seats = "human,random";
  o.game = "pantolino(players=4)";
  EXPECT_EQ(run_play(o, in, out, err), kExitBadInput);
}

TEST(Replay, UnreadableFilesExitTwoNamingTheProblem) {
  const std::string dir = testing::TempDir();
  const struct {
    const char* name;
    const char* content;
    const char* expected;
  } cases[] = {
      {"missing.json", nullptr, "cannot open"},
      {"garbage.json", "{not json", "not valid JSON"},
      {"wrong_move.json", R"({"game":"pantolino","moves":[{"player":0,"action":"stop"}]})",
       "move 1"},
  };
  for (const auto& c : cases) {
    const std::string path = dir + "/rookery_" + c.name;
    std::remove(path.c_str());
    if (c.content) std::ofstream(path) << c.content;
    std::ostringstream out, err;
    EXPECT_EQ(run_replay(path, false, out, err), kExitBadInput) << c.name;
    EXPECT_NE(err.str().find(c.expected), std::string::npos) << err.str();
    std::remove(path.c_str());
  }
}

TEST(List, JsonListsEveryGameWithItsParameters) {
  std::ostringstream out;
  ASSERT_EQ(run_list(true, out), kExitOk);
  const auto j = nlohmann::json::parse(out.str());
  ASSERT_EQ(j["games"].size(), registered_games().size());
  EXPECT_EQ(j["games"][0]["name"], "pantolino");
  EXPECT_EQ(j["games"][0]["params"][0]["name"], "players");
  EXPECT_EQ(j["games"][0]["params"][0]["range"], "1..4");
  EXPECT_EQ(j["bots"][0]["name"], "random");
  // The strongest bot measured for a game, for front ends to offer.
  EXPECT_EQ(j["games"][0]["strongest_bot"], "optimal");
  // The seats the lobby offers, from the bot table: four levels, weakest first,
  // each with a line for players; Medium is the default.
  EXPECT_EQ(j["games"][0]["bot_levels"][0]["spec"], "heuristic(mistakes=0.5)");
  EXPECT_EQ(j["games"][0]["bot_levels"][0]["title"], "Easy");
  EXPECT_FALSE(j["games"][0]["bot_levels"][0]["about"].get<std::string>().empty());
  EXPECT_EQ(j["games"][0]["bot_levels"][3]["title"], "Strongest");
  EXPECT_EQ(j["games"][0]["bot_levels"][3]["spec"], j["games"][0]["strongest_bot"]);
  EXPECT_EQ(j["games"][0]["default_bot"], "heuristic");
  EXPECT_EQ(j["games"][3]["name"], "match");
  EXPECT_EQ(j["games"][3]["bot_levels"][0]["spec"], "reaction(level=child)");
  // A real-time game's keys are game data the page reads; a turn-based game has none.
  EXPECT_FALSE(j["games"][0].contains("claim_keys"));
  const auto& keys = j["games"][3]["claim_keys"];
  ASSERT_EQ(keys.size(), 9u);
  EXPECT_EQ(keys[0],
            nlohmann::json({{"key", "1"}, {"claim", "call umbrella"}, {"meaning", "one match"}}));
  EXPECT_EQ(keys[7],
            nlohmann::json(
                {{"key", "w"}, {"claim", "grab white pawn"}, {"meaning", "two identical cards"}}));
}

TEST(Bench, SignatureIsStableAndSensitiveToTheRules) {
  auto plain = load_game("pantolino").value();
  auto variant = load_game("pantolino(escaping_boots=true)").value();
  EXPECT_EQ(behaviour_signature(plain), behaviour_signature(load_game("pantolino").value()));
  EXPECT_NE(behaviour_signature(plain), behaviour_signature(variant));
  const BenchResult r = bench_game(plain, 20);
  EXPECT_EQ(r.playouts, 20);
  EXPECT_GT(r.actions, 20 * 15);
}

}  // namespace
}  // namespace rookery

namespace rookery {
namespace {

TEST(Play, HotSeatWithSecretsHandsOverTheKeyboardAndClearsTheScreen) {
  PlayOptions o;
  o.game = "push_push";
  o.seats = "human,human,random";
  o.seed = 2;
  std::istringstream in("\n1\n\n1\nquit\n");
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  const std::string text = out.str();
  const std::size_t to_p2 = text.find("Pass the keyboard to player 2");
  ASSERT_NE(to_p2, std::string::npos);
  // Player 1's own view and choice come before the hand-over, which clears the screen first.
  const std::size_t p1_view = text.find("player 1 (you)");
  ASSERT_LT(p1_view, to_p2);
  EXPECT_NE(text.substr(p1_view, to_p2 - p1_view).find("\x1b[2J"), std::string::npos);
  // The log tells the table only that a choice was made.
  EXPECT_NE(text.find("player 1 (human): has chosen"), std::string::npos);
  EXPECT_EQ(text.find("player 1 (human): go"), std::string::npos);
}

}  // namespace
}  // namespace rookery
