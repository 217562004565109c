// `rookery analyse`: the coach's review of a saved game, in words, as JSON and
// as SVG; its exact values are those `rookery solve` prints; bad input refused.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "ai/bot.h"
#include "ai/coach.h"
#include "ai/pantolino/pantolino_turn_solver.h"
#include "ai/pantolino/pantolino_view.h"
#include "cli/commands.h"
#include "core/playthrough.h"
#include "games/registry.h"

namespace rookery {
namespace {

namespace pt = pantolino_turn;

// A Pantolino game between the rule of thumb (player 1) and random moves, saved.
std::string saved_game(std::uint64_t seed) {
  auto game = load_game("pantolino(players=2)").value();
  auto heuristic = make_bot_for("heuristic", *game, 1).value();
  auto random = make_bot_for("random", *game, 2).value();
  Playthrough play(game, seed);
  while (true) {
    play.advance_chance();
    if (play.state().is_terminal()) break;
    const Player p = play.state().acting_players()[0];
    EXPECT_TRUE(play.apply(p, (p == 0 ? heuristic : random)->choose(play.state(), p)).ok());
  }
  const std::string path = testing::TempDir() + "analyse_" + std::to_string(seed) + ".json";
  std::ofstream(path) << play.to_json().dump();
  return path;
}

TEST(Analyse, ReviewsAPlayerInWordsAndAsJson) {
  AnalyseOptions o;
  o.record = saved_game(4);
  o.player = 2;
  std::ostringstream out, err;
  ASSERT_EQ(run_analyse(o, out, err), kExitOk) << err.str();
  const std::string text = out.str();
  EXPECT_NE(text.find("Review of player 2 in Pantolino"), std::string::npos) << text;
  EXPECT_NE(text.find("Accuracy: "), std::string::npos) << text;
  EXPECT_NE(text.find("Biggest mistakes:\n  1. move "), std::string::npos) << text;
  EXPECT_NE(text.find("boots"), std::string::npos) << text;

  o.json = true;
  o.plot = testing::TempDir() + "analyse.svg";
  std::ostringstream jout, jerr;
  ASSERT_EQ(run_analyse(o, jout, jerr), kExitOk) << jerr.str();
  const nlohmann::json j = nlohmann::json::parse(jout.str());
  EXPECT_EQ(j["player"], 1);
  EXPECT_EQ(j["game"].get<std::string>().rfind("pantolino(", 0), 0u);
  ASSERT_FALSE(j["decisions"].empty());
  // Random moves make mistakes: three, biggest first, each a clear loss.
  ASSERT_EQ(j["mistakes"].size(), 3u);
  double previous = 1e9;
  for (int k : j["mistakes"]) {
    const nlohmann::json& d = j["decisions"][static_cast<std::size_t>(k)];
    EXPECT_TRUE(d["clear"].get<bool>());
    EXPECT_LE(d["loss"].get<double>(), previous);
    previous = d["loss"].get<double>();
    EXPECT_EQ(d["assessment"]["measure"], "boots");
  }
  EXPECT_LT(j["accuracy"].get<double>(), 100);
  std::ifstream svg(o.plot);
  std::stringstream buffer;
  buffer << svg.rdbuf();
  EXPECT_EQ(buffer.str().rfind("<svg", 0), 0u);
  EXPECT_NE(buffer.str().find("Expected result, player 2"), std::string::npos);
}

TEST(Analyse, PantolinoValuesAreThoseRookerySolvePrints) {
  // Every decision while rolling of a saved game, against `rookery solve
  // pantolino-turn --json` given the same supply, dice and rolls.
  const std::string path = saved_game(9);
  std::ifstream file(path);
  std::stringstream buffer;
  buffer << file.rdbuf();
  const Playthrough play =
      Playthrough::from_json(nlohmann::json::parse(buffer.str()), [](std::string_view s) {
        return load_game(s);
      }).value();
  auto s = play.game().new_initial_state(play.shared_game());
  int compared = 0;
  for (const Move& m : play.moves()) {
    const pantolino_view::View v = pantolino_view::view_of(*s, m.player);
    if (m.player >= 0 && v.phase == pantolino::Phase::kDeciding && v.rolls_done < pt::kMaxRolls) {
      SolveOptions solve;
      solve.problem = "pantolino-turn";
      solve.supply = pt::tokens_text(v.takeable);
      solve.dice = "";
      for (int f : v.dice)
        solve.dice += std::string(pt::kFaceNames[static_cast<std::size_t>(f)]) + " ";
      solve.rolls = v.rolls_done;
      solve.json = true;
      std::ostringstream out, err;
      ASSERT_EQ(run_solve(solve, out, err), kExitOk) << err.str();
      const nlohmann::json solved = nlohmann::json::parse(out.str());
      const Assessment a = assess(*s, m.player, {}).value();
      const double held = v.boots[static_cast<std::size_t>(m.player)];
      ASSERT_EQ(a.options.size(), solved["options"].size());
      for (const nlohmann::json& option : solved["options"]) {
        const auto it = std::find_if(a.options.begin(), a.options.end(), [&](const OptionValue& x) {
          return x.words == option["action"].get<std::string>();
        });
        ASSERT_NE(it, a.options.end()) << option.dump();
        EXPECT_DOUBLE_EQ(it->value, held + option["expected"].get<double>());
      }
      ++compared;
    }
    s->apply_unchecked(m.player, m.action);
  }
  EXPECT_GT(compared, 5);
}

TEST(Analyse, RefusesWhatItCannotReview) {
  AnalyseOptions o;
  o.record = saved_game(5);
  o.player = 3;
  std::ostringstream out, err;
  EXPECT_EQ(run_analyse(o, out, err), kExitBadInput);
  EXPECT_NE(err.str().find("--player must be 1..2"), std::string::npos) << err.str();

  o.record = testing::TempDir() + "no_such_record.json";
  o.player = 1;
  std::ostringstream out2, err2;
  EXPECT_EQ(run_analyse(o, out2, err2), kExitBadInput);
  EXPECT_NE(err2.str().find("cannot open"), std::string::npos) << err2.str();

  // Match of the Penguins: a claim is a race, and the coach says so.
  auto match = load_game("match(players=2)").value();
  const std::string path = testing::TempDir() + "analyse_match.json";
  std::ofstream(path) << Playthrough(match, 1).to_json().dump();
  o.record = path;
  std::ostringstream out3, err3;
  EXPECT_EQ(run_analyse(o, out3, err3), kExitBadInput);
  EXPECT_NE(err3.str().find("race against the clock"), std::string::npos) << err3.str();
}

}  // namespace
}  // namespace rookery
