// Plucky Penguins' observation tensor (docs/observation-tensors.md): exact values
// at a known position, rows rotated to the viewer, hands kept secret (R18), values
// in [0, 1] over whole games, and the action space of each mode.
#include <algorithm>

#include "ai/plucky/plucky_policies.h"
#include "games/plucky/plucky_tensor.h"
#include "tests/plucky/plucky_test_util.h"
#include "tests/tensor_test_util.h"

namespace rookery::plucky::testing {
namespace {

constexpr auto at = rookery::testing::tensor_at;

TEST(PluckyTensor, ShowsTheTableFromTheViewersSeat) {
  auto s = table(3);  // player 1's first turn: a1, i1, a9; Swimmer, Sprinter, Fisher
  const int stack_entry = (15 + 8) + 2 + (6 + 6) + 2 * 3 + 4 + 2;
  ASSERT_EQ(s->game().observation_tensor_layout().size(),
            9 + 1 + 3 + 3 + 3 + 1 + 10 + 3 + 3 + 4 + 81 + 3 * 81 + 3 + 3 * 8 + 3 * 4 + 3 * 5 + 1 +
                1 + 15 + 15 + 4 * 3 + 15 + 3 + 2 + 12 + 1 + 4 * stack_entry + 3);
  s->set_hand(0, {kWaddle, kShove});
  s->set_hand(1, {kSplash});
  put(*s, 1, "i1", 2);
  const std::vector<float> mine = s->observation_tensor(0);
  const std::vector<float> theirs = s->observation_tensor(1);
  EXPECT_EQ(at(mine, *s, "stage", 3), 1);  // turns
  EXPECT_FLOAT_EQ(at(mine, *s, "round", 0), 1.0f / 60);
  EXPECT_FLOAT_EQ(at(mine, *s, "movements", 0), 2.0f / 9);  // 2 + 6 Waddles + the Sprinter
  EXPECT_EQ(at(mine, *s, "walrus", sq("e5")), 1);
  // Row 0 is the viewer: player 1's turn and lead are row 0 for it, row 2 for player 2.
  EXPECT_EQ(at(mine, *s, "turn", 0), 1);
  EXPECT_EQ(at(theirs, *s, "turn", 2), 1);
  EXPECT_EQ(at(theirs, *s, "leader", 2), 1);
  EXPECT_EQ(at(theirs, *s, "active", 2), 1);
  EXPECT_EQ(at(mine, *s, "penguin_square", 0 * 81 + sq("a1")), 1);
  EXPECT_EQ(at(mine, *s, "penguin_square", 1 * 81 + sq("i1")), 1);
  EXPECT_EQ(at(theirs, *s, "penguin_square", 0 * 81 + sq("i1")), 1);
  EXPECT_EQ(at(theirs, *s, "penguin_square", 2 * 81 + sq("a1")), 1);
  EXPECT_FLOAT_EQ(at(mine, *s, "penguin_fish", 1), 2.0f / 5);
  EXPECT_FLOAT_EQ(at(theirs, *s, "penguin_fish", 0), 2.0f / 5);
  EXPECT_EQ(at(mine, *s, "penguin_character", 0 * 8 + kSwimmer), 1);
  EXPECT_EQ(at(theirs, *s, "penguin_character", 0 * 8 + kSprinter), 1);
  EXPECT_EQ(at(mine, *s, "penguin_flags", 2 * 5), 1);  // player 3's penguin is alive
  EXPECT_FLOAT_EQ(at(mine, *s, "supply", 0), 18.0f / 20);
  // The viewer's own hand per title / its copies; every hand's size / 8 (4 + 1 + 3 Rummages).
  EXPECT_FLOAT_EQ(at(mine, *s, "hand", kWaddle), 1.0f / 6);
  EXPECT_FLOAT_EQ(at(mine, *s, "hand", kShove), 1.0f / 6);
  EXPECT_EQ(at(mine, *s, "hand", kSplash), 0);  // player 2's card
  EXPECT_FLOAT_EQ(at(theirs, *s, "hand", kSplash), 1.0f / 4);
  EXPECT_FLOAT_EQ(at(mine, *s, "hand_sizes", 0), 2.0f / 8);
  EXPECT_FLOAT_EQ(at(mine, *s, "hand_sizes", 1), 1.0f / 8);
  EXPECT_FLOAT_EQ(at(theirs, *s, "hand_sizes", 2), 2.0f / 8);
  EXPECT_FLOAT_EQ(at(mine, *s, "events_left", 0), 1.0f);
}

TEST(PluckyTensor, AnotherSeatsHandIsNotInTheTensorTheViewersOwnIs) {
  auto s = table(3);
  s->set_hand(0, {kWaddle});
  s->set_hand(1, {kSplash});
  const std::vector<float> mine = s->observation_tensor(0);
  const std::vector<float> theirs = s->observation_tensor(1);
  s->set_hand(1, {kCounter});  // the same size, another card
  EXPECT_EQ(s->observation_tensor(0), mine);
  EXPECT_NE(s->observation_tensor(1), theirs);
  s->set_hand(0, {kDodge});
  EXPECT_NE(s->observation_tensor(0), mine);
  // A spectator sees no hand at all.
  const std::vector<float> spectator = s->observation_tensor(kSpectator);
  for (int t = 0; t < 15; ++t) EXPECT_EQ(at(spectator, *s, "hand", t), 0);
}

TEST(PluckyTensor, TheStackShowsTheTopPlayWithItsTargetFromTheViewersSeat) {
  auto s = table(3);
  at_turn(*s, 2, 0);
  put(*s, 1, "b1");
  s->set_hand(0, {kShove});
  s->set_hand(1, {kCounter});  // so the window waits for player 2's answer
  act(*s, 0, "play Shove on player 2 east");
  ASSERT_EQ(s->position().stack_size, 1);
  const int entry = (15 + 8) + 2 + (6 + 6) + 2 * 3 + 4 + 2;
  const int target_at = (15 + 8) + 2 + 12 + 3;
  const std::vector<float> mine = s->observation_tensor(0);
  const std::vector<float> theirs = s->observation_tensor(1);
  EXPECT_FLOAT_EQ(at(mine, *s, "stack_size", 0), 1.0f / kMaxStack);
  EXPECT_EQ(at(mine, *s, "stack", kShove), 1);
  EXPECT_EQ(at(mine, *s, "stack", target_at + 1), 1);      // player 2: row 1 for player 1
  EXPECT_EQ(at(theirs, *s, "stack", target_at + 0), 1);    // row 0 for player 2 itself
  EXPECT_EQ(at(mine, *s, "stack", target_at + 3 + 1), 1);  // east
  EXPECT_EQ(at(mine, *s, "stack", entry + kShove), 0);     // only one entry
}

TEST(PluckyTensor, OwnersGetASegmentOnlyWhereTheRowsDoNotTellThem) {
  const auto has = [](const std::string& game_string) {
    return load_game(game_string).value()->observation_tensor_layout().offset("penguin_owner") >= 0;
  };
  EXPECT_FALSE(has("plucky"));
  EXPECT_FALSE(has("plucky(mode=teams,players=3)"));
  EXPECT_FALSE(has("plucky(mode=capture_the_fish,players=4)"));
  EXPECT_TRUE(has("plucky(mode=capture_the_fish,players=5)"));
  // Capture the Fish with 5: player 1 runs penguins 1 and 7, player 2 penguin 2 and 6.
  auto s = table_for("plucky(mode=capture_the_fish,players=5)");
  const std::vector<float> mine = s->observation_tensor(0);
  EXPECT_EQ(at(mine, *s, "penguin_owner", 0 * 5 + 0), 1);
  EXPECT_EQ(at(mine, *s, "penguin_owner", 6 * 5 + 0), 1);
  const std::vector<float> second = s->observation_tensor(1);
  EXPECT_EQ(at(second, *s, "penguin_owner", 0 * 5 + 0), 1);  // penguin 2
  EXPECT_EQ(at(second, *s, "penguin_owner", 4 * 5 + 0), 1);  // penguin 6
  // Row 0 of the Golden Fish is the viewer's team's: team 1's on a1, team 2's on i9.
  EXPECT_EQ(at(mine, *s, "golden_fish", sq("a1")), 1);
  EXPECT_EQ(at(second, *s, "golden_fish", sq("i9")), 1);
}

TEST(PluckyTensor, EveryValueLiesInZeroToOneOverWholeGames) {
  // The heuristic's games run long and fill hands; random ones wander into the water.
  auto policy = make_plucky_heuristic();
  for (const char* game_string :
       {"plucky(players=8)", "plucky(mode=teams,players=2)", "plucky(mode=golden_fish,players=4)",
        "plucky(mode=capture_the_fish,players=3)"}) {
    auto game = load_game(game_string).value();
    ActionList legal;
    for (int g = 0; g < 6; ++g) {
      Rng rng(77 + static_cast<std::uint64_t>(g));
      auto state = game->new_initial_state(game);
      for (;;) {
        for (Player p = -1; p < game->num_players(); ++p) {
          for (float v : state->observation_tensor(p < 0 ? kSpectator : p))
            ASSERT_TRUE(v >= 0 && v <= 1) << game_string << " " << v;
        }
        if (state->is_terminal()) break;
        if (state->is_chance_node()) {
          ASSERT_TRUE(state->apply(kChancePlayer, state->sample_chance(rng)).ok());
          continue;
        }
        const Player p = acting(*state);
        state->legal_actions(p, legal);
        const Action a = g % 2 ? policy->choose(*state, p, rng) : legal[rng.below(legal.size())];
        ASSERT_TRUE(state->apply(p, a).ok());
      }
    }
  }
}

TEST(PluckyTensor, TheActionSpaceHoldsEachModesMovesAndOnlyRealIds) {
  const auto space = [](const std::string& game_string) {
    return load_game(game_string).value()->distinct_actions();
  };
  const auto has = [](const std::vector<Action>& v, Action a) {
    return std::binary_search(v.begin(), v.end(), a);
  };
  const std::vector<Action> plain = space("plucky");
  EXPECT_TRUE(std::is_sorted(plain.begin(), plain.end()));
  EXPECT_EQ(std::adjacent_find(plain.begin(), plain.end()), plain.end());
  EXPECT_TRUE(has(plain, kEndTurn) && has(plain, kPass) && has(plain, kEvade));
  EXPECT_TRUE(has(plain, kPlaceBase + sq("a1")));
  EXPECT_FALSE(has(plain, kPlaceBase + sq("e5")));  // not corner ice
  EXPECT_TRUE(has(plain, move_action(0, 1, 1)));    // the Swimmer's third square
  const Components& c = *default_components();
  EXPECT_TRUE(has(plain, use_action(c, kShove, 3, 2)));
  EXPECT_FALSE(has(plain, use_action(c, kShove, 4, 2)));  // no fifth penguin
  EXPECT_TRUE(has(plain, use_action(c, kBellySlide, kNoTarget, 1, 2)));
  EXPECT_EQ(use_action(c, kCharacterSource + kSwimmer), -1);  // passive: never played
  EXPECT_EQ(use_action(c, kShove), -1);                       // Shove names a penguin
  // The space is dense: every id below num_distinct_actions but a few is some
  // configuration's action (squares that are not corner ice, moves that skip a step).
  const int n = load_game("plucky").value()->num_distinct_actions();
  EXPECT_EQ(n, kUseBase + c.uses.size());
  EXPECT_LT(plain.back(), n);
  EXPECT_FALSE(has(plain, kCharacterBase));  // dealt, not chosen
  EXPECT_FALSE(has(plain, kActivateBase) || has(plain, kTradeBase) || has(plain, kPickUpBase));
  EXPECT_TRUE(has(space("plucky(characters=chosen)"), kCharacterBase + kDiver));
  const std::vector<Action> teams = space("plucky(mode=teams,players=2)");
  EXPECT_TRUE(has(teams, kActivateBase + 7) && has(teams, kTradeBase + 7 * 11 + 10));
  EXPECT_FALSE(has(teams, kTradeBase + 5) || has(teams, kPickUpBase));
  const std::vector<Action> golden = space("plucky(mode=golden_fish,players=5)");
  EXPECT_TRUE(has(golden, kPickUpBase));
  EXPECT_FALSE(has(golden, kPickUpBase + 1) || has(golden, kPassGoldBase));
  const std::vector<Action> capture = space("plucky(mode=capture_the_fish,players=2)");
  EXPECT_TRUE(has(capture, kPickUpBase + 1) && has(capture, kPassGoldBase + 7));
  // Every id names an action: none is a number the rules cannot read.
  auto s = table_for("plucky(mode=capture_the_fish,players=2)");
  for (Action a : capture) {
    EXPECT_NE(s->action_to_string(0, a), "action " + std::to_string(a));
    EXPECT_EQ(s->parse_action(0, s->action_to_string(0, a)).value(), a);
  }
}

// UseIds numbers each shape a card or ability takes once: every id reads back as
// the use that made it, and a shape its effect does not take has no id.
TEST(PluckyActionIds, EveryUseOfACardOrAbilityHasOneDenseId) {
  const Components& c = *default_components();
  ASSERT_GT(c.uses.size(), 0);
  for (int id = 0; id < c.uses.size(); ++id) {
    const UseIds::Use u = c.uses.use(id);
    ASSERT_EQ(c.uses.id(u.source, u.target, u.dir, u.amount), id) << id;
  }
  EXPECT_EQ(c.uses.id(kShove, 3, 4, 1), -1);  // a direction beyond the four
  EXPECT_EQ(c.uses.id(kShove, kNoTarget, 2, 1), -1);
  EXPECT_EQ(c.uses.id(kBellySlide, kNoTarget, 1, 4), -1);  // farther than the card goes
  const std::optional<UseIds::Use> slide = read_use(c, use_action(c, kBellySlide, kNoTarget, 1, 2));
  ASSERT_TRUE(slide.has_value());
  EXPECT_EQ(slide->source, kBellySlide);
  EXPECT_EQ(slide->dir, 1);
  EXPECT_EQ(slide->amount, 2);
  EXPECT_FALSE(read_use(c, kUseBase - 1).has_value());
  EXPECT_FALSE(read_use(c, kUseBase + c.uses.size()).has_value());
}

}  // namespace
}  // namespace rookery::plucky::testing
