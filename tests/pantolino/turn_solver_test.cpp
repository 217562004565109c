// The Pantolino turn solver against an independent brute force over ordered
// dice and reroll masks, and the policies that use it.
#include <gtest/gtest.h>

#include <map>

#include "ai/bot.h"
#include "ai/pantolino/pantolino_turn_solver.h"
#include "core/rng.h"
#include "core/testing/toy_game.h"
#include "games/registry.h"

namespace rookery::pantolino_turn {
namespace {

// Brute force: ordered dice (6^4 tuples), every reroll mask, memoised on
// (dice, rolls done); the token value computed token by token.
class BruteForce {
 public:
  explicit BruteForce(const Takeable& t) : takeable_(t) {}

  int token_value(const Dice& dice) const {
    int best = 0;
    for (int colour = 0; colour < kNumColours; ++colour) {
      for (int boots = 2; boots <= 4; ++boots) {
        if (!((takeable_[static_cast<std::size_t>(colour)] >> (boots - 2)) & 1)) continue;
        int count = 0;
        for (int f : dice) count += (f == colour || f == kStar) ? 1 : 0;
        if (boots <= count && boots > best) best = boots;
      }
    }
    return best;
  }

  double value(const Dice& dice, int rolls_done) {
    const int code = ((dice[0] * 6 + dice[1]) * 6 + dice[2]) * 6 + dice[3];
    const auto key = std::pair(code, rolls_done);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    double best = token_value(dice);
    if (rolls_done < 3) {
      for (int mask = 1; mask < 16; ++mask) best = std::max(best, reroll(dice, mask, rolls_done));
    }
    memo_[key] = best;
    return best;
  }

  double reroll(const Dice& dice, int mask, int rolls_done) {
    int k = 0;
    for (int d = 0; d < 4; ++d) k += (mask >> d) & 1;
    int outcomes = 1;
    for (int i = 0; i < k; ++i) outcomes *= 6;
    double sum = 0;
    for (int o = 0; o < outcomes; ++o) {
      Dice next = dice;
      for (int d = 0, x = o; d < 4; ++d) {
        if ((mask >> d) & 1) {
          next[static_cast<std::size_t>(d)] = x % 6;
          x /= 6;
        }
      }
      sum += value(next, rolls_done + 1);
    }
    return sum / outcomes;
  }

  double turn() {
    double sum = 0;
    for (int o = 0; o < 1296; ++o) sum += value({o % 6, o / 6 % 6, o / 36 % 6, o / 216}, 1);
    return sum / 1296;
  }

 private:
  Takeable takeable_;
  std::map<std::pair<int, int>, double> memo_;
};

Takeable random_takeable(Rng& rng) {
  Takeable t{};
  for (auto& c : t) c = static_cast<std::uint8_t>(rng.below(8));
  return t;
}

TEST(PantolinoTurnSolver, MatchesBruteForceOnEveryDiceAndRoll) {
  Rng rng(2024);
  std::vector<Takeable> cases = {full_supply(), Takeable{}, Takeable{0, 0b100, 0, 0, 0},
                                 Takeable{0b001, 0, 0, 0, 0b110}};
  for (int i = 0; i < 2; ++i) cases.push_back(random_takeable(rng));
  for (const Takeable& t : cases) {
    const TurnSolver solver(t);
    BruteForce brute(t);
    EXPECT_NEAR(solver.turn_value(), brute.turn(), 1e-9) << tokens_text(t);
    for (int o = 0; o < 1296; o += 7) {
      const Dice dice{o % 6, o / 6 % 6, o / 36 % 6, o / 216};
      EXPECT_EQ(take_value(t, dice), brute.token_value(dice));
      for (int rolls = 1; rolls <= 3; ++rolls) {
        ASSERT_NEAR(solver.value(dice, rolls), brute.value(dice, rolls), 1e-9)
            << tokens_text(t) << " rolls " << rolls;
      }
      const Option best = solver.best(dice, 1);
      EXPECT_NEAR(best.expected, brute.value(dice, 1), 1e-9);
      EXPECT_NEAR(
          best.reroll_mask == 0 ? brute.token_value(dice) : brute.reroll(dice, best.reroll_mask, 1),
          best.expected, 1e-9);
    }
  }
}

TEST(PantolinoTurnSolver, KnownPositions) {
  const TurnSolver full(full_supply());
  // Four stars take any 4: nothing beats stopping.
  EXPECT_EQ(full.best({kStar, kStar, kStar, kStar}, 1).reroll_mask, 0);
  EXPECT_DOUBLE_EQ(full.value({kStar, kStar, kStar, kStar}, 1), 4.0);
  // Nothing left to take: every turn is worth 0.
  EXPECT_DOUBLE_EQ(TurnSolver(Takeable{}).turn_value(), 0.0);
  // Three red and a blue with only red 4 left: keep the reds, reroll the blue.
  const TurnSolver red4(Takeable{0, 0b100, 0, 0, 0});
  const Option o = red4.best({1, 1, 1, 3}, 2);
  EXPECT_EQ(o.reroll_mask, 0b1000);
  EXPECT_NEAR(o.expected, 2.0 / 6.0 * 4, 1e-12);  // red or star on the last die
  EXPECT_EQ(option_text(0b1010), "reroll 2 4");
  EXPECT_GT(full.turn_value(), 3.0);
  EXPECT_LT(full.turn_value(), 4.0);
}

TEST(PantolinoTurnSolver, ReadsTokensAndDice) {
  auto t = parse_tokens("red 2, Red 3,blue 4");
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(tokens_text(*t), "red 2, red 3, blue 4");
  EXPECT_FALSE(parse_tokens("red 5").ok());
  EXPECT_FALSE(parse_tokens("star 2").ok());
  EXPECT_FALSE(parse_tokens("red 2, red 2").ok());
  EXPECT_FALSE(parse_tokens("red").ok());
  auto d = parse_dice("red joker star blue");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(*d, (Dice{1, kStar, kStar, 3}));
  EXPECT_FALSE(parse_dice("red red red").ok());
  EXPECT_NE(parse_dice("red red red pink").error().message.find("four faces"), std::string::npos);
}

TEST(PolicySeats, OptimalAndHeuristicPlayPantolinoAndRefuseOtherGames) {
  auto toy_game = toy::load("toy").value();
  for (const char* name : {"heuristic", "optimal"}) {
    auto bot = make_bot_for(name, *toy_game, 1);
    ASSERT_FALSE(bot.ok()) << name;
    EXPECT_NE(bot.error().message.find("pantolino"), std::string::npos) << bot.error().message;
    EXPECT_NE(bot.error().message.find("toy"), std::string::npos) << bot.error().message;
  }
  auto mcts_h = make_bot_for("mcts(rollout=heuristic)", *toy_game, 1);
  EXPECT_FALSE(mcts_h.ok());
  // Both play whole Pantolino games, every variant, legally.
  for (const char* g : {"pantolino(players=3,escaping_boots=true)", "pantolino(players=1)",
                        "pantolino(discard_smallest=true)"}) {
    auto game = load_game(g).value();
    auto state = game->new_initial_state(game);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < game->num_players(); ++p)
      bots.push_back(make_bot_for(p % 2 ? "heuristic" : "optimal", *game, 3).value());
    Rng dice(5);
    while (!state->is_terminal()) {
      const Player p = state->acting_players()[0];
      if (p == kChancePlayer) {
        state->apply_unchecked(p, state->sample_chance(dice));
        continue;
      }
      ASSERT_TRUE(state->apply(p, bots[static_cast<std::size_t>(p)]->choose(*state, p)).ok()) << g;
    }
  }
}

TEST(PolicySeats, OptimalStopsOnFourStarsAndTakesTheBestToken) {
  auto game = load_game("pantolino").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(
      s->apply(kChancePlayer, s->parse_action(kChancePlayer, "roll star star star star").value())
          .ok());
  for (const char* name : {"optimal", "heuristic"}) {
    auto bot = make_bot_for(name, *game, 1).value();
    EXPECT_EQ(s->action_to_string(0, bot->choose(*s, 0)), "stop") << name;
    auto taking = s->clone();
    ASSERT_TRUE(taking->apply(0, 0).ok());
    EXPECT_EQ(taking->action_to_string(0, bot->choose(*taking, 0)).back(), '4') << name;
  }
}

}  // namespace
}  // namespace rookery::pantolino_turn
