// MCTS: determinism, the bot's parameters, and decisions a search must get right.
#include "ai/mcts.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "ai/bot.h"
#include "ai/heuristic.h"
#include "ai/pantolino/pantolino_policies.h"
#include "ai/pantolino/pantolino_turn_solver.h"
#include "core/testing/toy_game.h"
#include "games/registry.h"

namespace rookery {
namespace {

std::unique_ptr<State> toy_after_deal(int card0, int card1) {
  auto game = toy::load("toy").value();
  auto s = game->new_initial_state(game);
  EXPECT_TRUE(s->apply(kChancePlayer, card0 - 1).ok());
  EXPECT_TRUE(s->apply(kChancePlayer, card1 - 1).ok());
  return s;
}

// Pantolino after the first roll of the first turn, with seeded dice.
std::unique_ptr<State> pantolino_first_decision(const char* game_string, std::uint64_t seed) {
  auto game = load_game(game_string).value();
  auto s = game->new_initial_state(game);
  Rng rng(seed);
  while (s->is_chance_node()) s->apply_unchecked(kChancePlayer, s->sample_chance(rng));
  return s;
}

// Flat search judged by heuristic playouts to the end of a Pantolino turn (the
// configuration of docs/strength.md, with its own c and iterations).
MctsOptions flat_turn_search(double c, int iterations) {
  MctsOptions o;
  o.rollout = RolloutPolicy::kHeuristic;
  o.playout_moves = 3;
  o.expand_after = 1'000'000;
  o.exploration = c;
  o.iterations = iterations;
  return o;
}

TEST(Mcts, SameSeedSameChoicesAndStatistics) {
  for (const auto& [threads, paired] : {std::pair{1, false}, {2, false}, {1, true}, {2, true}}) {
    MctsOptions o;
    o.iterations = 300;
    o.seed = 42;
    o.threads = threads;
    o.paired = paired;
    const auto s = pantolino_first_decision("pantolino", 5);
    MctsSearch a(o), b(o);
    for (int move = 0; move < 3; ++move) {
      EXPECT_EQ(a.choose(*s, 0), b.choose(*s, 0));
      ASSERT_EQ(a.root_choices().size(), b.root_choices().size());
      for (std::size_t i = 0; i < a.root_choices().size(); ++i) {
        EXPECT_EQ(a.root_choices()[i].action, b.root_choices()[i].action);
        EXPECT_EQ(a.root_choices()[i].visits, b.root_choices()[i].visits);
      }
      EXPECT_EQ(a.last_stats().iterations, 300);
    }
  }
}

TEST(Mcts, VisitsAddUpToTheIterationsAtADecisionRoot) {
  MctsOptions o;
  o.iterations = 500;
  MctsSearch search(o);
  const auto s = pantolino_first_decision("pantolino(players=3)", 9);
  search.choose(*s, 0);
  long long visits = 0;
  for (const auto& c : search.root_choices()) visits += c.visits;
  EXPECT_EQ(visits, 500);
  EXPECT_EQ(search.root_choices().size(), 16u);  // stop and 15 rerolls, all tried
  EXPECT_GT(search.last_stats().nodes, 500);
}

TEST(Mcts, BetsWithTheHighestCardInSecretSimultaneousChoices) {
  // Player 1 holds a 3: betting wins the pot or shares it; folding can lose it.
  // The opponent's card is hidden, so every determinisation redraws it.
  MctsOptions o;
  o.iterations = 2000;
  o.seed = 7;
  MctsSearch search(o);
  const auto s = toy_after_deal(3, 1);
  const Action bet = s->parse_action(0, "bet").value();
  EXPECT_EQ(search.choose(*s, 0), bet);
  // Player 2 moves after player 1's secret commit and must not see it: the
  // search still finds betting with a 3 best.
  auto t = toy_after_deal(1, 3);
  ASSERT_TRUE(t->apply(0, t->parse_action(0, "fold").value()).ok());
  EXPECT_EQ(search.choose(*t, 1), bet);
}

TEST(Mcts, ChoosesALegalTakeAfterStopping) {
  MctsOptions o;
  MctsSearch search(o);
  auto game = load_game("pantolino").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(
      s->apply(kChancePlayer, s->parse_action(kChancePlayer, "roll red red red red").value()).ok());
  ASSERT_TRUE(s->apply(0, s->parse_action(0, "stop").value()).ok());
  // Taking with four red: red 2, red 3 and red 4 qualify; take one of them.
  const Action a = search.choose(*s, 0);
  EXPECT_TRUE(s->legal_actions(0).contains(a));
}

TEST(Mcts, ChanceOutcomeCapKeepsTheSearchDeterministicAndTriesEveryRootAction) {
  // With one stored outcome per chance node every later iteration reuses it, so
  // the walk goes deeper than without a cap; the root is searched as before.
  const auto s = pantolino_first_decision("pantolino", 5);
  MctsOptions o;
  o.iterations = 400;
  o.seed = 3;
  o.chance_outcomes = 1;
  MctsSearch a(o), b(o);
  EXPECT_EQ(a.choose(*s, 0), b.choose(*s, 0));
  EXPECT_EQ(a.root_choices().size(), 16u);
  long long visits = 0;
  for (const auto& c : a.root_choices()) visits += c.visits;
  EXPECT_EQ(visits, 400);
  for (std::size_t i = 0; i < a.root_choices().size(); ++i) {
    EXPECT_EQ(a.root_choices()[i].visits, b.root_choices()[i].visits);
  }
  // Uncapped, nearly every iteration meets a new roll and adds a chance node
  // as well as a decision node; capped at one outcome per chance node, fewer.
  o.chance_outcomes = 0;
  MctsSearch uncapped(o);
  uncapped.choose(*s, 0);
  EXPECT_LT(a.last_stats().nodes, uncapped.last_stats().nodes);
}

long long root_visits(const MctsSearch& search) {
  long long visits = 0;
  for (const auto& c : search.root_choices()) visits += c.visits;
  return visits;
}

long long visits_of(const MctsSearch& search, Action action) {
  for (const auto& c : search.root_choices()) {
    if (c.action == action) return c.visits;
  }
  return -1;
}

TEST(Mcts, ReusedSubtreeKeepsItsVisitsAndStaysDeterministic) {
  // Player 1 searches a roll, then stops (a root action every search tries) and
  // must take a boot: the next search starts from the "stop" subtree.
  const auto s = pantolino_first_decision("pantolino", 5);
  const Action stop = s->parse_action(0, "stop").value();
  auto after = s->clone();
  ASSERT_TRUE(after->apply(0, stop).ok());
  ASSERT_EQ(after->acting_players()[0], 0);
  ASSERT_GT(after->legal_actions(0).size(), 1);

  MctsOptions o;
  o.iterations = 600;
  o.seed = 11;
  MctsSearch a(o), b(o);
  a.choose(*s, 0);
  b.choose(*s, 0);
  const long long stop_visits = visits_of(a, stop);
  ASSERT_GT(stop_visits, 1);
  a.observe(*s, 0, stop);
  b.observe(*s, 0, stop);
  a.choose(*after, 0);
  b.choose(*after, 0);
  // The root is the old "stop" node with its visits; its first visit created it
  // and went no further, every other one reached a take, and 600 more follow.
  EXPECT_EQ(a.last_stats().reused_visits, stop_visits);
  EXPECT_EQ(root_visits(a), stop_visits - 1 + 600);
  EXPECT_EQ(a.last_stats().iterations, 600);
  // Same seed, same calls: the same statistics after reuse.
  ASSERT_EQ(a.root_choices().size(), b.root_choices().size());
  for (std::size_t i = 0; i < a.root_choices().size(); ++i) {
    EXPECT_EQ(a.root_choices()[i].action, b.root_choices()[i].action);
    EXPECT_EQ(a.root_choices()[i].visits, b.root_choices()[i].visits);
  }

  // Without reuse, or without being told the move, the search starts afresh.
  o.reuse = false;
  MctsSearch fresh(o);
  fresh.choose(*s, 0);
  fresh.observe(*s, 0, stop);
  fresh.choose(*after, 0);
  EXPECT_EQ(fresh.last_stats().reused_visits, 0);
  EXPECT_EQ(root_visits(fresh), 600);
  o.reuse = true;
  MctsSearch untold(o);
  untold.choose(*s, 0);
  untold.choose(*after, 0);
  EXPECT_EQ(untold.last_stats().reused_visits, 0);
  EXPECT_EQ(root_visits(untold), 600);
}

TEST(Mcts, ReuseFollowsChanceButNotSecretChoices) {
  // Pantolino: rerolling one die has few outcomes, all of them in the tree
  // after 800 iterations; the subtree below the rolled one is kept.
  const auto s = pantolino_first_decision("pantolino", 5);
  MctsOptions o;
  o.iterations = 800;
  o.seed = 2;
  MctsSearch search(o);
  search.choose(*s, 0);
  const Action reroll = s->parse_action(0, "reroll 1").value();
  const long long reroll_visits = visits_of(search, reroll);
  auto t = s->clone();
  search.observe(*t, 0, reroll);
  t->apply_unchecked(0, reroll);
  ASSERT_TRUE(t->is_chance_node());
  Rng dice(9);
  const Action roll = t->sample_chance(dice);
  search.observe(*t, kChancePlayer, roll);
  t->apply_unchecked(kChancePlayer, roll);
  ASSERT_EQ(t->acting_players()[0], 0);
  search.choose(*t, 0);
  EXPECT_GT(search.last_stats().reused_visits, 0);
  EXPECT_LT(search.last_stats().reused_visits, reroll_visits);

  // Toy: the bets are secret and simultaneous, so the tree is dropped there.
  MctsOptions toy;
  toy.iterations = 300;
  toy.seed = 4;
  MctsSearch bettor(toy);
  auto round = toy_after_deal(3, 1);
  const Action bet = bettor.choose(*round, 0);
  bettor.observe(*round, 0, bet);
  ASSERT_TRUE(round->apply(0, bet).ok());
  const Action fold = round->parse_action(1, "fold").value();
  bettor.observe(*round, 1, fold);
  ASSERT_TRUE(round->apply(1, fold).ok());
  while (round->is_chance_node()) {
    const Action deal = round->chance_outcomes().outcomes[0].action;
    bettor.observe(*round, kChancePlayer, deal);
    ASSERT_TRUE(round->apply(kChancePlayer, deal).ok());
  }
  ASSERT_FALSE(round->is_terminal());
  bettor.choose(*round, 0);
  EXPECT_EQ(bettor.last_stats().reused_visits, 0);
  EXPECT_EQ(root_visits(bettor), 300);
}

TEST(Mcts, AKeptTreeChoosesOnlyAMoveLegalNow) {
  // Plucky hides hands and draws cards open loop, so a kept node below the
  // seat's own draw holds moves of searched worlds where it drew other cards.
  // In this game (4 players, seed 47) player 4's kept tree once chose Waddle,
  // which it did not hold, at the 302nd decision: every choice must be legal.
  auto game = load_game("plucky");
  ASSERT_TRUE(game.ok());
  const std::uint64_t seed = 47;
  std::vector<std::unique_ptr<MctsSearch>> seats;
  for (int p = 0; p < 4; ++p) {
    MctsOptions o;
    o.iterations = 300;
    o.rollout = RolloutPolicy::kHeuristic;
    o.playout_rounds = 1;
    o.heuristic_eval = true;
    o.exploration = 0.2;
    o.expand_after = 30;
    o.seed = mix_seed(seed, static_cast<std::uint64_t>(p));
    seats.push_back(std::make_unique<MctsSearch>(o));
  }
  auto state = (*game)->new_initial_state(*game);
  Rng rng(seed);
  int decisions = 0;
  while (!state->is_terminal() && decisions < 310) {
    const Player p = state->acting_players()[0];
    const Action a = p == kChancePlayer ? state->sample_chance(rng)
                                        : seats[static_cast<std::size_t>(p)]->choose(*state, p);
    if (p != kChancePlayer) {
      ++decisions;
      ASSERT_TRUE(state->is_legal(p, a)) << "decision " << decisions << ": player " << p + 1
                                         << " chose " << state->action_to_string(p, a);
    }
    for (auto& seat : seats) seat->observe(*state, p, a);
    state->apply_unchecked(p, a);
  }
  EXPECT_EQ(decisions, 310);
}

TEST(Mcts, ExpandAfterLeavesThePositionsBelowRareNodesToThePlayout) {
  // Grown only below nodes visited 10,000 times, the tree of 400 iterations is
  // the root's moves and the rolls after them: no decision below a roll.
  const auto s = pantolino_first_decision("pantolino", 5);
  MctsOptions o;
  o.iterations = 400;
  o.seed = 3;
  o.expand_after = 10'000;
  MctsSearch flat(o);
  flat.choose(*s, 0);
  o.expand_after = 0;
  MctsSearch grown(o);
  grown.choose(*s, 0);
  EXPECT_LT(flat.last_stats().nodes, grown.last_stats().nodes);
  // Root, 16 root moves, at most one roll (or, after stop, nothing) below each iteration.
  EXPECT_LE(flat.last_stats().nodes, 1 + 16 + 400);
  EXPECT_EQ(root_visits(flat), 400);
}

TEST(Mcts, PriorSendsTheSearchToThePolicysMove) {
  // PUCT with the heuristic's move as 90% of the prior visits it most; plain
  // UCT spreads the same iterations over the 16 moves.
  const auto s = pantolino_first_decision("pantolino", 5);
  Rng rng(1);
  const Action rule_of_thumb = make_pantolino_heuristic()->choose(*s, 0, rng);
  MctsOptions o;
  o.iterations = 400;
  o.playout_moves = 3;
  o.prior = 0.9;
  MctsSearch guided(o);
  guided.choose(*s, 0);
  o.prior = 0;
  MctsSearch plain(o);
  plain.choose(*s, 0);
  EXPECT_EQ(guided.root_choices().front().action, rule_of_thumb);
  EXPECT_GT(visits_of(guided, rule_of_thumb), 400 / 4);
  EXPECT_GT(visits_of(guided, rule_of_thumb), 2 * visits_of(plain, rule_of_thumb));
  EXPECT_EQ(root_visits(guided), 400);
}

// What the turn solver expects of `text` (an option of the position's first roll).
double expected_boots(const State& s, const std::string& text) {
  const nlohmann::json obs = s.observation(0);
  pantolino_turn::Dice dice{};
  for (int d = 0; d < pantolino_turn::kNumDice; ++d) {
    dice[static_cast<std::size_t>(d)] =
        pantolino_turn::face_from_word(obs["dice"][static_cast<std::size_t>(d)].get<std::string>())
            .value_or(-1);
  }
  const pantolino_turn::TurnSolver solver(pantolino_turn::full_supply());
  for (const auto& option : solver.options(dice, 1)) {
    if (pantolino_turn::option_text(option.reroll_mask) == text) return option.expected;
  }
  ADD_FAILURE() << "no option " << text;
  return 0;
}

TEST(Mcts, HeuristicPlayoutsAtTheRootFindTheTurnSolversRerollsWhereTheRuleOfThumbErrs) {
  // The first rolls (seeds 1..40) where the rule of thumb gives up expected
  // boots against the exact turn solver (14 of them, 0.06 to 0.07 boots each):
  // flat search with heuristic playouts to the end of the turn (the
  // configuration of docs/strength.md) gives up less than half as much on them.
  // Seeded, so the outcome is exact.
  auto heuristic = make_pantolino_heuristic();
  MctsOptions o = flat_turn_search(0.2, 2000);
  double heuristic_loss = 0;
  double mcts_loss = 0;
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto s = pantolino_first_decision("pantolino", seed);
    Rng rng(seed);
    const std::string rule_of_thumb = s->action_to_string(0, heuristic->choose(*s, 0, rng));
    const double heuristic_value = expected_boots(*s, rule_of_thumb);
    double top = 0;
    for (Action a : s->legal_actions(0)) {
      top = std::max(top, expected_boots(*s, s->action_to_string(0, a)));
    }
    if (top - heuristic_value < 1e-9) continue;
    ++positions;
    o.seed = seed;
    MctsSearch search(o);
    mcts_loss += top - expected_boots(*s, s->action_to_string(0, search.choose(*s, 0)));
    heuristic_loss += top - heuristic_value;
  }
  ASSERT_GE(positions, 10);
  EXPECT_LT(mcts_loss, heuristic_loss / 2) << positions << " positions";
}

TEST(Mcts, PairedRootMovesAreComparedOnTheSameLuck) {
  // Pantolino's first decision, every root move tried about equally often (a
  // large c) with heuristic playouts to the end of the turn: over 40 seeds the
  // estimated difference between two moves varies less (about 0.6 times as
  // much) when their k-th tries share the dice (paired) than when each try
  // rolls its own.
  const auto s = pantolino_first_decision("pantolino", 5);
  const ActionList legal = s->legal_actions(0);
  const std::size_t kFirst = 1, kSecond = 2;  // "reroll 1" and "reroll 2": one die each
  constexpr int kSeeds = 40;
  ASSERT_EQ(s->action_to_string(0, legal[kFirst]), "reroll 1");
  ASSERT_EQ(s->action_to_string(0, legal[kSecond]), "reroll 2");
  const auto spread = [&](bool paired) {
    MctsOptions o = flat_turn_search(100, 320);
    o.paired = paired;
    std::vector<double> differences;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
      o.seed = seed;
      MctsSearch search(o);
      search.choose(*s, 0);
      double first = 0, second = 0;
      for (const MctsRootChoice& c : search.root_choices()) {
        if (c.action == legal[kFirst]) first = c.mean_return;
        if (c.action == legal[kSecond]) second = c.mean_return;
      }
      differences.push_back(first - second);
    }
    double mean = 0, square = 0;
    for (double d : differences) mean += d / kSeeds;
    for (double d : differences) square += (d - mean) * (d - mean) / (kSeeds - 1);
    return std::sqrt(square);
  };
  const double independent = spread(false), paired = spread(true);
  EXPECT_LT(paired, independent * 0.75) << "paired " << paired << ", independent " << independent;
}

TEST(Mcts, PlayoutRoundsStopPlayoutsAtTheRoundsEndAndScoreMargins) {
  // Push Push, 3 players, the first decision: playouts to the end are longest,
  // to the end of the next round shorter, to the end of this round shortest;
  // with a horizon the means are score margins, not shares of the win.
  auto game = load_game("push_push(players=3)").value();
  auto s = game->new_initial_state(game);
  Rng dice(4);
  while (s->is_chance_node()) s->apply_unchecked(kChancePlayer, s->sample_chance(dice));
  const Player p = s->acting_players()[0];
  MctsOptions o;
  o.iterations = 200;
  long long actions[3] = {0, 0, 0};
  bool margins_outside_0_1 = false;
  for (int rounds : {0, 1, 2}) {
    o.playout_rounds = rounds;
    MctsSearch search(o);
    search.choose(*s, p);
    actions[rounds] = search.last_stats().playout_actions;
    for (const auto& c : search.root_choices()) {
      if (rounds == 0) {
        EXPECT_GE(c.mean_return, 0);
        EXPECT_LE(c.mean_return, 1);
      } else if (c.mean_return < 0 || c.mean_return > 1) {
        margins_outside_0_1 = true;
      }
    }
  }
  EXPECT_GT(actions[1], 0);
  EXPECT_LT(actions[1], actions[2]);
  EXPECT_LT(actions[2], actions[0]);
  EXPECT_TRUE(margins_outside_0_1);
}

TEST(Mcts, AGameWithoutAHeuristicIsSearchedWithoutOne) {
  // The bot refuses such options for such a game (check_game); the search
  // itself, used directly, plays random playouts, plain UCT and the scores.
  MctsOptions o;
  o.iterations = 300;
  o.rollout = RolloutPolicy::kHeuristic;
  o.prior = 0.5;
  o.heuristic_eval = true;
  o.playout_moves = 2;
  MctsSearch search(o);
  const auto s = toy_after_deal(3, 1);
  EXPECT_TRUE(s->legal_actions(0).contains(search.choose(*s, 0)));
  EXPECT_EQ(root_visits(search), 300);
}

TEST(Mcts, TimeBudgetStopsTheSearch) {
  MctsOptions o;
  o.time_ms = 30;
  MctsSearch search(o);
  const auto s = pantolino_first_decision("pantolino", 3);
  search.choose(*s, 0);
  EXPECT_GT(search.last_stats().iterations, 0);
  EXPECT_LT(search.last_stats().seconds, 1.0);
}

TEST(MctsBot, SpecStringsAndParameterErrors) {
  // Each spec as written, and as the bot writes it back: canonical order, the
  // iteration count and c always, other parameters only when not the default.
  const std::pair<const char*, const char*> specs[] = {
      {"mcts", "mcts(iterations=1000,c=1.4)"},
      {"mcts(iterations=2000,c=0.7)", "mcts(iterations=2000,c=0.7)"},
      {"mcts(time_ms=500)", "mcts(time_ms=500,c=1.4)"},
      {"mcts(chance_outcomes=8,playout_moves=4)",
       "mcts(iterations=1000,c=1.4,playout_moves=4,chance_outcomes=8)"},
      {"mcts(rollout=heuristic,playout_moves=3,expand_after=1000,c=0.2)",
       "mcts(iterations=1000,c=0.2,rollout=heuristic,playout_moves=3,expand_after=1000)"},
      {"mcts(playout_rounds=1,playout_moves=50)",
       "mcts(iterations=1000,c=1.4,playout_moves=50,playout_rounds=1)"},
      {"mcts(prior=0.5)", "mcts(iterations=1000,c=1.4,prior=0.5)"},
      {"mcts(playout_rounds=1,eval=heuristic)",
       "mcts(iterations=1000,c=1.4,playout_rounds=1,eval=heuristic)"},
      {"mcts(paired=true,c=0.2)", "mcts(iterations=1000,c=0.2,paired=true)"},
      {"mcts(paired=false)", "mcts(iterations=1000,c=1.4)"},
  };
  for (const auto& [written, canonical] : specs) {
    auto bot = make_bot(written, 1);
    ASSERT_TRUE(bot.ok()) << written << ": " << bot.error().message;
    EXPECT_EQ((*bot)->spec(), canonical);
  }

  auto guided = make_bot("mcts(prior=0.5)", 1);
  ASSERT_TRUE(guided.ok()) << guided.error().message;
  // The prior is the game's heuristic move: a game without a heuristic is refused.
  const auto toy_game = toy::load("toy").value();
  EXPECT_TRUE((*guided)->check_game(*load_game("pantolino").value()).ok());
  ASSERT_FALSE((*guided)->check_game(*toy_game).ok());
  EXPECT_NE((*guided)->check_game(*toy_game).error().message.find("heuristic"), std::string::npos);
  auto evaluated = make_bot("mcts(playout_rounds=1,eval=heuristic)", 1);
  ASSERT_TRUE(evaluated.ok()) << evaluated.error().message;
  EXPECT_FALSE((*evaluated)->check_game(*toy_game).ok());  // the evaluation is the heuristic's
  auto bad_prior = make_bot("mcts(prior=2)", 1);
  ASSERT_FALSE(bad_prior.ok());

  auto both = make_bot("mcts(iterations=10,time_ms=10)", 1);
  ASSERT_FALSE(both.ok());
  EXPECT_NE(both.error().message.find("not both"), std::string::npos);
  auto bad_c = make_bot("mcts(c=-1)", 1);
  ASSERT_FALSE(bad_c.ok());
  EXPECT_NE(bad_c.error().message.find("0..100"), std::string::npos) << bad_c.error().message;
  auto bad_name = make_bot("mcts(iteration=10)", 1);
  ASSERT_FALSE(bad_name.ok());
  EXPECT_NE(bad_name.error().message.find("iterations, time_ms, c"), std::string::npos)
      << bad_name.error().message;
  auto unknown = make_bot("mtcs", 1);
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("mcts"), std::string::npos);
}

TEST(MctsBot, BeatsRandomAtPantolino) {
  // A handful of quick games: a searching bot wins almost all of them against
  // random rerolls and random takes (the ladder measures strength properly).
  auto game = load_game("pantolino").value();
  double mcts_wins = 0;
  const int games = 10;
  for (int g = 0; g < games; ++g) {
    const Player me = g % 2;
    auto mcts = make_bot("mcts(iterations=100)", mix_seed(11, g)).value();
    auto random = make_bot("random", mix_seed(12, g)).value();
    auto s = game->new_initial_state(game);
    Rng dice(static_cast<std::uint64_t>(g));
    while (!s->is_terminal()) {
      const Player p = s->acting_players()[0];
      if (p == kChancePlayer) {
        s->apply_unchecked(p, s->sample_chance(dice));
      } else {
        ASSERT_TRUE(s->apply(p, (p == me ? *mcts : *random).choose(*s, p)).ok());
      }
    }
    mcts_wins += s->returns()[static_cast<std::size_t>(me)];
  }
  EXPECT_GE(mcts_wins, 8) << mcts_wins << " of " << games;
}

}  // namespace
}  // namespace rookery
