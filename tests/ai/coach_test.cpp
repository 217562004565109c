// The coach (ai/coach.h) and the review (ai/review.h): exact values are the
// solvers' own, optimal play loses nothing, a bad move loses exactly what it
// should, searched values carry honest intervals, and no assessment changes by
// a byte when another seat's secret does.
#include "ai/coach.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "ai/bot.h"
#include "ai/fistful/fistful_policies.h"
#include "ai/pantolino/pantolino_turn_solver.h"
#include "ai/pantolino/pantolino_view.h"
#include "ai/review.h"
#include "core/playthrough.h"
#include "games/registry.h"

namespace rookery {
namespace {

namespace pt = pantolino_turn;

// A game played to its end by the bots of `specs` (chance from the record's seed).
Playthrough played(const std::string& game_string, const std::vector<std::string>& specs,
                   std::uint64_t seed) {
  auto game = load_game(game_string).value();
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    bots.push_back(make_bot_for(specs[i], *game, seed + i).value());
  }
  Playthrough play(game, seed);
  while (true) {
    play.advance_chance();
    if (play.state().is_terminal()) break;
    const Player p = play.state().acting_players()[0];
    const Action a = bots[static_cast<std::size_t>(p)]->choose(play.state(), p);
    EXPECT_TRUE(play.apply(p, a).ok());
  }
  return play;
}

// A state of `game_string` after random moves until `player` has a choice of
// two or more options, `skip` such choices passed first; nullptr if the game ends.
std::unique_ptr<State> at_a_decision(const std::string& game_string, Player player,
                                     std::uint64_t seed, int skip) {
  auto game = load_game(game_string).value();
  auto s = game->new_initial_state(game);
  Rng rng(seed);
  while (!s->is_terminal()) {
    if (s->is_chance_node()) {
      s->apply_unchecked(kChancePlayer, s->sample_chance(rng));
      continue;
    }
    const PlayerList acting = s->acting_players();
    if (acting.contains(player) && s->legal_actions(player).size() >= 2 && skip-- <= 0) return s;
    const Player p = acting[static_cast<int>(rng.below(static_cast<std::uint32_t>(acting.size())))];
    const ActionList legal = s->legal_actions(p);
    s->apply_unchecked(
        p, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
  }
  return nullptr;
}

TEST(Coach, WilsonIntervalHoldsTheMeanAndNarrowsWithSamples) {
  const auto [lo10, hi10] = wilson_interval(0.5, 10);
  const auto [lo1000, hi1000] = wilson_interval(0.5, 1000);
  EXPECT_LT(lo10, 0.5);
  EXPECT_GT(hi10, 0.5);
  EXPECT_LT(hi1000 - lo1000, (hi10 - lo10) / 5);
  // Known values: p = 0.5, n = 100 gives 0.4038..0.5962.
  const auto [lo, hi] = wilson_interval(0.5, 100);
  EXPECT_NEAR(lo, 0.40383, 1e-4);
  EXPECT_NEAR(hi, 0.59617, 1e-4);
  // All wins still leaves room below 1, and no samples says nothing.
  EXPECT_LT(wilson_interval(1.0, 20).first, 1.0);
  EXPECT_EQ(wilson_interval(0.3, 0), (std::pair<double, double>{0.0, 1.0}));
}

TEST(Coach, PantolinoValuesAreTheTurnSolversForEveryOption) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto s = at_a_decision("pantolino(players=3,escaping_boots=true)", 1, seed,
                           static_cast<int>(seed % 7));
    if (s == nullptr) continue;
    const Assessment a = assess(*s, 1, {}).value();
    ASSERT_TRUE(a.exact);
    EXPECT_EQ(a.measure, CoachMeasure::kBoots);
    EXPECT_EQ(a.options.size(), static_cast<std::size_t>(s->legal_actions(1).size()));
    const pantolino_view::View v = pantolino_view::view_of(*s, 1);
    const double held = v.boots[1];
    if (v.phase == pantolino::Phase::kDeciding) {
      const pt::TurnSolver solver(v.takeable);
      for (const pt::Option& o : solver.options(v.dice, v.rolls_done)) {
        const auto it = std::find_if(a.options.begin(), a.options.end(), [&](const OptionValue& x) {
          return x.words == pt::option_text(o.reroll_mask);
        });
        ASSERT_NE(it, a.options.end()) << pt::option_text(o.reroll_mask);
        EXPECT_DOUBLE_EQ(it->value, held + o.expected);
        EXPECT_EQ(it->low, it->value);
        EXPECT_EQ(it->high, it->value);
      }
      ++checked;
    }
    for (std::size_t i = 1; i < a.options.size(); ++i) {
      EXPECT_LE(a.options[i].value, a.options[i - 1].value);
    }
  }
  EXPECT_GT(checked, 10);
}

// The expected boots of rerolling `mask` with one roll left, by trying every
// face of every rerolled die: no solver involved.
double brute_force_reroll(const pt::Takeable& takeable, pt::Dice dice, int mask) {
  std::vector<int> rerolled;
  for (int d = 0; d < pt::kNumDice; ++d) {
    if ((mask >> d) & 1) rerolled.push_back(d);
  }
  int outcomes = 1;
  for (std::size_t i = 0; i < rerolled.size(); ++i) outcomes *= pt::kNumFaces;
  double sum = 0;
  for (int code = 0; code < outcomes; ++code) {
    int c = code;
    for (int d : rerolled) {
      dice[static_cast<std::size_t>(d)] = c % pt::kNumFaces;
      c /= pt::kNumFaces;
    }
    sum += pt::take_value(takeable, dice);
  }
  return sum / outcomes;
}

TEST(Coach, ABadStopInPantolinoShowsItsExactLoss) {
  // Find a last reroll (two rolls done) where stopping is not the best move,
  // stop there on purpose, and check the review's loss by brute force.
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    auto game = load_game("pantolino(players=2)").value();
    Playthrough play(game, seed);
    bool done = false;
    while (!done) {
      play.advance_chance();
      if (play.state().is_terminal()) break;
      const State& s = play.state();
      const Player p = s.acting_players()[0];
      const pantolino_view::View v = pantolino_view::view_of(s, p);
      if (p == 0 && v.phase == pantolino::Phase::kDeciding && v.rolls_done == 2) {
        const Assessment a = assess(s, 0, {}).value();
        if (a.options[0].words != "stop" && a.options[0].value - a.options.back().value > 0.5) {
          // The best reroll's value, by brute force.
          double best = 0;
          for (int mask = 1; mask < (1 << pt::kNumDice); ++mask) {
            best = std::max(best, brute_force_reroll(v.takeable, v.dice, mask));
          }
          const double stop = pt::take_value(v.takeable, v.dice);
          ASSERT_GT(best, stop);
          ASSERT_TRUE(play.apply_text(0, "stop").ok());
          const Review r = review_game(play, 0, {}).value();
          const ReviewedDecision& last = r.decisions.back();
          EXPECT_EQ(last.move, static_cast<int>(play.moves().size()) - 1);
          EXPECT_EQ(last.assessment.options[static_cast<std::size_t>(last.chosen)].words, "stop");
          EXPECT_NEAR(last.loss, best - stop, 1e-9);
          EXPECT_TRUE(last.clear);
          ASSERT_FALSE(r.mistakes.empty());
          EXPECT_LT(r.accuracy, 100.0);
          return;
        }
      }
      // Otherwise the turn-optimal move, so the only loss is the one above.
      const Assessment a = assess(s, p, {}).value();
      ASSERT_TRUE(play.apply(p, a.options[0].action).ok());
    }
  }
  FAIL() << "no last reroll worth more than stopping in 400 games";
}

TEST(Coach, OptimalPantolinoPlayLosesNothing) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const Playthrough play = played("pantolino(players=2)", {"optimal", "optimal"}, seed);
    for (Player p = 0; p < 2; ++p) {
      const Review r = review_game(play, p, {}).value();
      ASSERT_GT(r.decisions.size(), 5u);
      for (const ReviewedDecision& d : r.decisions) {
        EXPECT_EQ(d.loss, 0) << "move " << d.move;
        EXPECT_FALSE(d.clear);
      }
      EXPECT_TRUE(r.mistakes.empty());
      EXPECT_DOUBLE_EQ(r.accuracy, 100);
    }
  }
}

// Solo Fistful, on the real solved game (one solve, about a second): the
// values at the first decision average, over the first roll, to the expected
// score of `rookery solve fistful-solo`; optimal play loses nothing; the worst
// option loses exactly the solver's difference.
TEST(Coach, FistfulSoloValuesAreTheSolvedGamesAndOptimalPlayLosesNothing) {
  const double expected = fistful_solo_solver(false).expected_score();
  auto game = load_game("fistful(players=1)").value();
  auto start = game->new_initial_state(game);
  ASSERT_TRUE(start->is_chance_node());
  double mean = 0;
  const ChanceDistribution roll = start->chance_outcomes();
  for (std::size_t i = 0; i < roll.outcomes.size(); ++i) {
    auto s = start->clone();
    s->apply_unchecked(kChancePlayer, roll.outcomes[i].action);
    ASSERT_FALSE(s->is_chance_node());
    const Assessment a = assess(*s, 0, {}).value();
    ASSERT_TRUE(a.exact);
    EXPECT_EQ(a.measure, CoachMeasure::kScore);
    mean += a.options[0].value * roll.probability(i);
  }
  EXPECT_NEAR(mean, expected, 1e-9);

  const Playthrough best = played("fistful(players=1)", {"optimal"}, 5);
  const Review r = review_game(best, 0, {}).value();
  ASSERT_GT(r.decisions.size(), 3u);
  for (const ReviewedDecision& d : r.decisions) EXPECT_EQ(d.loss, 0) << "move " << d.move;
  EXPECT_DOUBLE_EQ(r.accuracy, 100);

  // The worst option at the first decision, played on purpose.
  Playthrough worse(game, 5);
  worse.advance_chance();
  const Assessment a = assess(worse.state(), 0, {}).value();
  ASSERT_GE(a.options.size(), 2u);
  ASSERT_TRUE(worse.apply(0, a.options.back().action).ok());
  const Review w = review_game(worse, 0, {}).value();
  ASSERT_EQ(w.decisions.size(), 1u);
  EXPECT_NEAR(w.decisions[0].loss, a.options.front().value - a.options.back().value, 1e-12);
  EXPECT_GT(w.decisions[0].loss, 0);
  EXPECT_EQ(w.mistakes, std::vector<int>{0});
  EXPECT_DOUBLE_EQ(w.accuracy, 0);
}

TEST(Coach, SearchedValuesAreWinChancesWithIntervalsForEveryOption) {
  auto s = at_a_decision("push_push(players=3)", 0, 3, 2);
  ASSERT_NE(s, nullptr);
  CoachOptions o;
  o.iterations = 400;
  o.seed = 7;
  const Assessment a = assess(*s, 0, o).value();
  EXPECT_FALSE(a.exact);
  EXPECT_EQ(a.measure, CoachMeasure::kWinChance);
  EXPECT_EQ(a.options.size(), static_cast<std::size_t>(s->legal_actions(0).size()));
  long long samples = 0;
  for (const OptionValue& v : a.options) {
    EXPECT_GT(v.samples, 0) << v.words;
    EXPECT_GE(v.value, 0);
    EXPECT_LE(v.value, 1);
    EXPECT_LE(v.low, v.value);
    EXPECT_GE(v.high, v.value);
    EXPECT_LT(v.high - v.low, 1);
    samples += v.samples;
  }
  EXPECT_EQ(samples, 400);
  // The best first: the search's choice, the most tried.
  for (const OptionValue& v : a.options) EXPECT_LE(v.samples, a.options[0].samples);
  // The same seed gives the same values.
  EXPECT_EQ(assessment_json(a).dump(), assessment_json(assess(*s, 0, o).value()).dump());
}

TEST(Coach, MatchHasNoCoachAndSaysWhy) {
  auto game = load_game("match(players=2)").value();
  const Result<void> r = coach_available(*game);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("race against the clock"), std::string::npos);
  const Playthrough play(game, 1);
  EXPECT_FALSE(review_game(play, 0, {}).ok());
}

// Nothing hidden leaks: in every game with secrets, an assessment of a seat is
// the same to the byte when the others' secrets (and the deck) are dealt
// again consistently with what the seat has seen.
TEST(Coach, NoAssessmentChangesWhenAnotherSeatsSecretDoes) {
  const std::vector<std::string> games = {"fistful(players=3,advanced=true)",
                                          "push_push(players=3)", "plucky(players=4)",
                                          "plucky(mode=teams,players=2)"};
  for (const std::string& g : games) {
    int differing = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      const Player me = static_cast<Player>(seed % 2);
      auto s = at_a_decision(g, me, seed, static_cast<int>(seed * 3));
      if (s == nullptr) continue;
      Rng other(seed * 977);
      const std::unique_ptr<State> changed = s->resample_hidden(me, other);
      if (!changed->equals(*s)) ++differing;
      CoachOptions o;
      o.iterations = 48;
      o.seed = seed;
      const std::string mine = assessment_json(assess(*s, me, o).value()).dump();
      EXPECT_EQ(mine, assessment_json(assess(*changed, me, o).value()).dump())
          << g << " seed " << seed;
    }
    EXPECT_GT(differing, 0) << g << ": no position had another seat's secret to change";
  }
}

// The review is the coach at each decision: each of its assessments equals
// the one made of a position where the others' secrets were dealt again.
TEST(Coach, AReviewUsesOnlyTheReviewedSeatsInformation) {
  const Playthrough play = played("push_push(players=3)", {"heuristic", "random", "random"}, 11);
  CoachOptions o;
  o.iterations = 40;
  o.seed = 3;
  const Review r = review_game(play, 0, o).value();
  ASSERT_GT(r.decisions.size(), 3u);
  auto s = play.game().new_initial_state(play.shared_game());
  std::size_t next = 0;
  for (std::size_t i = 0; i < play.moves().size() && next < r.decisions.size(); ++i) {
    if (r.decisions[next].move == static_cast<int>(i)) {
      Rng other(i);
      const std::unique_ptr<State> changed = s->resample_hidden(0, other);
      CoachOptions at = o;
      at.seed = mix_seed(o.seed, i);
      EXPECT_EQ(assessment_json(r.decisions[next].assessment).dump(),
                assessment_json(assess(*changed, 0, at).value()).dump())
          << "move " << i;
      ++next;
    }
    s->apply_unchecked(play.moves()[i].player, play.moves()[i].action);
  }
  EXPECT_EQ(next, r.decisions.size());
}

}  // namespace
}  // namespace rookery
