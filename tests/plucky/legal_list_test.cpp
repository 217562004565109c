// The list of legal actions is built by pruned generation (paths that stay on
// the board, only the cards that may be played at this moment), while
// is_legal asks the full check of one action. Both must name the same set, in
// every mode and phase: this walks every action id at each decision of games
// played by the rule of thumb with random slips (so that games reach the Final
// Phase, R17, where random penguins would have drowned long before).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/plucky/plucky_policies.h"
#include "core/rng.h"
#include "games/plucky/plucky_state.h"
#include "games/registry.h"

namespace rookery::plucky {
namespace {

// One past the largest action id of any kind (the uses of every source).
const Action kActionIds = kUseBase + default_components()->uses.size();

// Plays one game of `game_string` from `seed` by the rule of thumb, with a random
// move instead one time in `slip_one_in` (0: never), and calls
// `at(state, player, legal, rng)` at each decision, stopping when it returns
// false; returns the decisions seen.
template <typename AtDecision>
int play(const std::string& game_string, std::uint64_t seed, std::uint32_t slip_one_in,
         AtDecision&& at) {
  auto game = load_game(game_string);
  EXPECT_TRUE(game.ok()) << game_string;
  if (!game.ok()) return 0;
  std::unique_ptr<State> state = (*game)->new_initial_state(*game);
  std::unique_ptr<GamePolicy> policy = make_plucky_heuristic();
  Rng rng(seed);
  int decisions = 0;
  while (!state->is_terminal()) {
    const Player p = state->acting_players()[0];
    if (p == kChancePlayer) {
      state->apply_unchecked(p, state->sample_chance(rng));
      continue;
    }
    const ActionList legal = state->legal_actions(p);
    if (!at(*state, p, legal, rng)) return decisions;
    ++decisions;
    const Action a =
        slip_one_in > 0 && rng.below(slip_one_in) == 0
            ? legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]
            : policy->choose(*state, p, rng);
    state->apply_unchecked(p, a);
  }
  return decisions;
}

// Plays one game of `game_string` from `seed`, checking the list at every decision;
// returns the decisions checked and counts those of the Final Phase in `final_phase`.
int check_game(const std::string& game_string, std::uint64_t seed, int& final_phase) {
  return play(
      game_string, seed, 5, [&](const State& state, Player p, const ActionList& legal, Rng&) {
        int allowed = 0;
        for (Action a = 0; a < kActionIds; ++a) {
          const bool listed = legal.contains(a);
          if (listed != state.is_legal(p, a)) {
            ADD_FAILURE() << game_string << " seed " << seed << ": " << state.action_to_string(p, a)
                          << (listed ? " is listed but refused" : " is allowed but not listed");
            return false;
          }
          allowed += listed ? 1 : 0;
        }
        EXPECT_EQ(allowed, static_cast<int>(legal.size())) << "an action listed twice";
        if (dynamic_cast<const PluckyState&>(state).position().final_phase) ++final_phase;
        return true;
      });
}

TEST(LegalList, HoldsExactlyTheActionsTheFullCheckAllowsInEveryMode) {
  int decisions = 0;
  int final_phase = 0;
  for (const char* game :
       {"plucky", "plucky(players=3)", "plucky(players=8)", "plucky(players=5,characters=chosen)",
        "plucky(mode=teams,players=3)", "plucky(mode=golden_fish,players=5)",
        "plucky(mode=capture_the_fish,players=2)", "plucky(mode=capture_the_fish,players=5)"}) {
    for (std::uint64_t seed = 1; seed <= 2; ++seed)
      decisions += check_game(game, seed, final_phase);
  }
  EXPECT_GT(decisions, 1000);
  EXPECT_GT(final_phase, 20) << "the Final Phase (R17) was hardly reached";
}

// A search's determinisation (other hands dealt anew, PL-6) leaves the
// player's own options as they are: they follow from what the player knows.
TEST(LegalList, ADeterminisationLeavesThePlayersOwnOptionsAsTheyAre) {
  std::unique_ptr<State> world;
  for (const char* game_string : {"plucky", "plucky(mode=teams,players=3)"}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      play(game_string, seed, 0,
           [&](const State& state, Player p, const ActionList& legal, Rng& rng) {
             for (int k = 0; k < 3; ++k) {
               state.resample_hidden_into(p, rng, world);
               const ActionList there = world->legal_actions(p);
               EXPECT_EQ(there.size(), legal.size()) << game_string << " seed " << seed;
               if (there.size() != legal.size()) return false;
               for (Action a : there) {
                 EXPECT_TRUE(legal.contains(a)) << world->action_to_string(p, a);
                 if (!legal.contains(a)) return false;
               }
             }
             return true;
           });
    }
  }
}

}  // namespace
}  // namespace rookery::plucky
