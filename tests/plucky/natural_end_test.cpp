// Plucky Penguins: each mode reaches its natural end (RULES.md R16, R17, R20, R21;
// PL-9, PL-11, PL-12c) in a measured share of seeded games, never by the
// safety bound of 60 rounds. The shares are written in RULES.md ("How games end").
#include <bit>
#include <cstdio>

#include "ai/plucky/plucky_policies.h"
#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

struct Ends {
  int games = 0;
  int deck_out = 0;      // R16: the last Action card's round
  int round_ten = 0;     // R20: the end of round 10 (Golden Fish)
  int captured = 0;      // R21: a rival fish carried home
  int eliminations = 0;  // R17, PL-11: one side (or none) left
  int bound = 0;         // PL-11: the 60-round safety bound
};

// `games` seeded games of `game_string`, every seat the project's heuristic
// (ai/plucky), or every move a random legal one.
Ends play(const std::string& game_string, int games, bool heuristic = true) {
  auto game = load_game(game_string).value();
  auto policy = make_plucky_heuristic();
  Ends ends;
  ActionList legal;
  PlayerList acting;
  for (int g = 0; g < games; ++g) {
    Rng rng(1000 + static_cast<std::uint64_t>(g));
    auto state = game->new_initial_state(game);
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        EXPECT_TRUE(state->apply(kChancePlayer, state->sample_chance(rng)).ok());
        continue;
      }
      state->acting_players(acting);
      const Player p = acting[0];
      if (heuristic) {
        EXPECT_TRUE(state->apply(p, policy->choose(*state, p, rng)).ok());
        continue;
      }
      state->legal_actions(p, legal);
      EXPECT_TRUE(state->apply(p, legal[rng.below(legal.size())]).ok());
    }
    const auto& s = dynamic_cast<const PluckyState&>(*state);
    const Position& pos = s.position();
    std::uint32_t sides = 0;
    for (int i = 0; i < s.num_penguins(); ++i) {
      if (s.penguin(i).alive) sides |= 1u << s.options().team[static_cast<std::size_t>(i)];
    }
    ++ends.games;
    if (std::popcount(sides) <= 1) {
      ++ends.eliminations;
    } else if (s.options().mode == Mode::kCaptureTheFish && pos.round < kMaxRounds) {
      ++ends.captured;
    } else if (s.options().golden_rounds > 0 && pos.round == s.options().golden_rounds) {
      ++ends.round_ten;
    } else if (pos.deck_out) {
      ++ends.deck_out;
    } else {
      ++ends.bound;
    }
  }
  std::printf(
      "%s, %s seats: %d games: deck-out %d, round 10 %d, capture %d, eliminations %d, bound %d\n",
      game_string.c_str(), heuristic ? "heuristic" : "random", ends.games, ends.deck_out,
      ends.round_ten, ends.captured, ends.eliminations, ends.bound);
  return ends;
}

// Heuristic seats (ai/plucky) play as players would; random seats wander into
// the water and are eaten, so their games end mostly by eliminations. The
// thresholds sit a little under the shares measured with these seeds.
TEST(PluckyNaturalEnd, R16_TheStandardGameEndsByTheDeckOrByEliminations_PL9) {
  const Ends e = play("plucky(players=5)", 100);
  EXPECT_EQ(e.bound, 0);
  EXPECT_EQ(e.deck_out + e.eliminations, e.games);
  EXPECT_GE(e.deck_out, e.games * 9 / 10);  // measured 100 of 100
}

TEST(PluckyNaturalEnd, R20_GoldenFishEndsInRoundTenNotByTheDeck_PL9) {
  for (const char* g :
       {"plucky(mode=golden_fish,players=5)", "plucky(mode=golden_fish,players=8)"}) {
    const Ends e = play(g, 60);
    EXPECT_EQ(e.deck_out, 0) << g;  // the discards are reshuffled (PL-9)
    EXPECT_EQ(e.bound, 0) << g;
    EXPECT_EQ(e.round_ten + e.eliminations, e.games) << g;
    EXPECT_GE(e.round_ten, e.games * 9 / 10) << g;  // measured 59 and 60 of 60
    const Ends r = play(g, 200, /*heuristic=*/false);
    EXPECT_EQ(r.deck_out, 0) << g;
    EXPECT_EQ(r.bound, 0) << g;
    EXPECT_GE(r.round_ten, r.games / 20) << g;  // measured 22 and 52 of 200
  }
}

TEST(PluckyNaturalEnd, R21_CaptureTheFishEndsByACaptureOrByEliminations_PL12c) {
  const Ends e = play("plucky(mode=capture_the_fish,players=4)", 60);
  EXPECT_EQ(e.deck_out, 0);  // PL-12c: the discards are reshuffled
  EXPECT_EQ(e.bound, 0);
  EXPECT_EQ(e.captured + e.eliminations, e.games);
  EXPECT_GE(e.captured, e.games * 7 / 10);  // measured 53 of 60
}

TEST(PluckyNaturalEnd, R19_TheTeamGameEndsByTheDeckOrByEliminations_PL11) {
  const Ends e = play("plucky(mode=teams,players=2)", 50);
  EXPECT_EQ(e.bound, 0);
  EXPECT_EQ(e.deck_out + e.eliminations, e.games);
  EXPECT_GE(e.deck_out, e.games * 9 / 10);  // measured 50 of 50
}

}  // namespace
}  // namespace rookery::plucky::testing
