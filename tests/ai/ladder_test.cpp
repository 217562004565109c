// Ladder, solve and plots as a user drives them: determinism, numbers, bad input.
#include "study/ladder.h"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"

namespace rookery {
namespace {

struct Output {
  int code;
  std::string out;
  std::string err;
};

Output ladder(LadderOptions o) {
  std::ostringstream out, err;
  const int code = run_ladder_command(o, out, err);
  return {code, out.str(), err.str()};
}

TEST(Ladder, SameSeedSameTableAtAnyThreadCountAndTheOrderIsRight) {
  LadderOptions o;
  o.game = "pantolino";
  o.bots = "random,heuristic,optimal";
  o.games = 40;
  o.seed = 5;
  o.json = true;
  const Output one = ladder(o);
  o.threads = 3;
  const Output three = ladder(o);
  ASSERT_EQ(one.code, kExitOk) << one.err;
  auto a = nlohmann::json::parse(one.out), b = nlohmann::json::parse(three.out);
  a.erase("seconds");
  b.erase("seconds");
  EXPECT_EQ(a, b);
  const auto& r = a["ratings"];
  ASSERT_EQ(r.size(), 3u);
  EXPECT_LT(r[0]["elo"].get<double>(), r[1]["elo"].get<double>());  // random below heuristic
  for (const auto& x : r) {
    EXPECT_LE(x["ci95"][0].get<double>(), x["elo"].get<double>());
    EXPECT_GE(x["ci95"][1].get<double>(), x["elo"].get<double>());
  }
  EXPECT_NEAR(r[0]["elo"].get<double>() + r[1]["elo"].get<double>() + r[2]["elo"].get<double>(), 0,
              1e-6);
  EXPECT_EQ(a["pairings"].size(), 3u);
}

TEST(Ladder, SeatsRotateAndBothBotsSitEverywhere) {
  for (int players : {2, 3, 4}) {
    std::vector<std::vector<int>> count(static_cast<std::size_t>(players), std::vector<int>(2, 0));
    for (int g = 0; g < 2 * players; ++g) {
      const std::vector<int> s = ladder_seating(players, g);
      for (int p = 0; p < players; ++p)
        ++count[static_cast<std::size_t>(p)]
               [static_cast<std::size_t>(s[static_cast<std::size_t>(p)])];
      EXPECT_NE(std::count(s.begin(), s.end(), 0), 0);
      EXPECT_NE(std::count(s.begin(), s.end(), 1), 0);
    }
    for (const auto& c : count) EXPECT_EQ(c[0], c[1]) << players << " players";
  }
}

TEST(Ladder, EloFitRecoversAKnownGap) {
  // 76% against an equal-sized field is about 200 Elo (a 2-bot fit, virtual draw included).
  const std::vector<std::vector<double>> wins = {{0, 759}, {241, 0}};
  const std::vector<std::vector<double>> games = {{0, 1000}, {1000, 0}};
  const std::vector<double> elo = fit_elo(wins, games);
  EXPECT_NEAR(elo[0] - elo[1], 200, 2);
  EXPECT_NEAR(elo[0] + elo[1], 0, 1e-9);
}

TEST(Ladder, BadInputIsRefusedWithAReason) {
  LadderOptions o;
  o.game = "pantolino";
  o.games = 2;
  for (const auto& [bots, game, expected] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"random", "pantolino", "at least two bots"},
           {"random,human", "pantolino", "human"},
           {"random,robot", "pantolino", "unknown bot"},
           {"random,heuristic", "match", "games with one: pantolino"},
           {"random,heuristic", "pantolino(players=1)", "solo"},
           {"random,mcts(c=500)", "pantolino", "0..100"}}) {
    o.bots = bots;
    o.game = game;
    const Output r = ladder(o);
    EXPECT_EQ(r.code, kExitBadInput) << bots << " " << game;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  }
}

TEST(Plots, SimAndLadderWriteSvg) {
  const std::string sim_path = testing::TempDir() + "sim_plot.svg";
  SimOptions s;
  s.game = "pantolino";
  s.seats = "heuristic,random";
  s.games = 30;
  s.plot = sim_path;
  std::ostringstream out, err;
  ASSERT_EQ(run_sim(s, out, err), kExitOk) << err.str();
  std::ifstream f(sim_path);
  const std::string svg((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_NE(svg.find("heuristic"), std::string::npos);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  EXPECT_NE(svg.find("polyline"), std::string::npos);

  LadderOptions o;
  o.game = "pantolino";
  o.bots = "random,heuristic";
  o.games = 10;
  o.plot = testing::TempDir() + "ladder_plot.svg";
  ASSERT_EQ(ladder(o).code, kExitOk);
  std::ifstream g(o.plot);
  const std::string elo((std::istreambuf_iterator<char>(g)), std::istreambuf_iterator<char>());
  EXPECT_NE(elo.find("Elo"), std::string::npos);
  EXPECT_NE(elo.find("<circle"), std::string::npos);
  s.plot = "/nonexistent-folder/x.svg";
  std::ostringstream out2, err2;
  EXPECT_EQ(run_sim(s, out2, err2), kExitBadInput);
  EXPECT_NE(err2.str().find("could not write"), std::string::npos);
}

TEST(Solve, PantolinoTurnPrintsValueAndBestDecision) {
  SolveOptions o;
  o.problem = "pantolino-turn";
  o.dice = "star star star star";
  o.json = true;
  std::ostringstream out, err;
  ASSERT_EQ(run_solve(o, out, err), kExitOk) << err.str();
  const auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["best"], "stop");
  EXPECT_DOUBLE_EQ(j["value"].get<double>(), 4.0);
  EXPECT_EQ(j["options"].size(), 16u);
  for (const auto& [field, value, expected] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"dice", "red red", "four faces"},
           {"supply", "red 9", "boots are 2, 3 or 4"},
           {"tails", "pink 2", "not a token colour"},
           {"problem", "chess", "unknown problem"}}) {
    SolveOptions bad;
    bad.problem = "pantolino-turn";
    if (field == "dice") bad.dice = value;
    if (field == "supply") bad.supply = value;
    if (field == "tails") bad.tails = value;
    if (field == "problem") bad.problem = value;
    std::ostringstream o2, e2;
    EXPECT_EQ(run_solve(bad, o2, e2), kExitBadInput) << field;
    EXPECT_NE(e2.str().find(expected), std::string::npos) << e2.str();
  }
}

TEST(Solve, FistfulSoloRefusesABadSquirrelOptionBeforeSolving) {
  // The full solve takes about a second in Release: it is measured by the
  // command, not run here; bad input is refused before any solving.
  SolveOptions bad;
  bad.problem = "fistful-solo";
  bad.solo_squirrels = "opponents";
  EXPECT_TRUE(bad.save.empty());  // the 30 MB policy file is written only when asked for
  std::ostringstream out, err;
  EXPECT_EQ(run_solve(bad, out, err), kExitBadInput);
  EXPECT_NE(err.str().find("none, bank"), std::string::npos) << err.str();
  EXPECT_TRUE(out.str().empty());
}

}  // namespace
}  // namespace rookery
