// Plucky Penguins: every Action card and every character ability has a test of
// its effect (games/plucky/RULES.md R9, R15; PL-5, PL-6).
#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

// Player 1 holds `cards` in its first turn; the others hold nothing and have
// passive characters, so no window asks anyone unless a test says so.
std::unique_ptr<PluckyState> holding(std::vector<int> cards, int round = 1) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
  s->set_hand(0, cards);
  at_turn(*s, round, 0);
  return s;
}

TEST(PluckyCards, Waddle_OneMoreMovement) {
  auto s = holding({kWaddle});
  put(*s, 0, "d4");
  act(*s, 0, "play Waddle");
  EXPECT_EQ(s->position().movements, 3);
  EXPECT_EQ(s->position().discard[kWaddle], 1);
  act(*s, 0, "move east");
  act(*s, 0, "move east");
  act(*s, 0, "move east");
  EXPECT_EQ(at(*s, 0), "g4");
}

TEST(PluckyCards, BellySlide_UpToTwoSquaresStraightOverIce) {
  auto s = holding({kBellySlide, kBellySlide});
  put(*s, 0, "d4");
  act(*s, 0, "play Belly Slide east 2 squares");
  EXPECT_EQ(at(*s, 0), "f4");
  EXPECT_EQ(s->position().movements, 2);  // not a movement
  put(*s, 0, "f3");
  EXPECT_NE(refusal(*s, 0, "play Belly Slide east 2 squares").find("over ice"), std::string::npos);
  act(*s, 0, "play Belly Slide east 1 square");
  EXPECT_EQ(at(*s, 0), "g3");
}

TEST(PluckyCards, Shove_MovesAPenguinInYourAreaOneSquare_PL4b) {
  auto s = holding({kShove, kShove});
  put(*s, 0, "d4");
  put(*s, 1, "e4");
  put(*s, 2, "g4");
  EXPECT_NE(refusal(*s, 0, "play Shove on player 3 east").find("area"), std::string::npos);
  act(*s, 0, "play Shove on player 2 north");  // the direction is the player's
  EXPECT_EQ(at(*s, 1), "e3");
}

TEST(PluckyCards, Splash_MovesAPenguinInWaterOneSquare) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
  s->set_hand(1, {kSplash});
  put(*s, 0, "c2");
  put(*s, 2, "d4");
  act(*s, 0, "move north");  // c2 -> c1, water; the window asks player 2
  EXPECT_NE(refusal(*s, 1, "play Splash on player 3 east").find("water"), std::string::npos);
  act(*s, 1, "play Splash on player 1 west");
  pass_window(*s);
  EXPECT_EQ(at(*s, 0), "b1");
}

TEST(PluckyCards, FishThief_TakesOneFishFromAPenguinInYourArea_CapFive_PL4) {
  auto s = holding({kFishThief, kFishThief});
  put(*s, 0, "d4", 1);
  put(*s, 1, "d5", 3);
  act(*s, 0, "play Fish Thief on player 2");
  EXPECT_EQ(s->penguin(0).fish, 2);
  EXPECT_EQ(s->penguin(1).fish, 2);
  // At 5 fish nothing could be gained, so nothing taken: not offered (PL-13f).
  put(*s, 0, "d4", 5);
  EXPECT_NE(refusal(*s, 0, "play Fish Thief on player 2").find("5 fish already"),
            std::string::npos);
  EXPECT_EQ(s->penguin(1).fish, 2);
}

TEST(PluckyCards, WalrusCall_TheWalrusStepsOnceTowardAPenguinYouName) {
  auto s = holding({kWalrusCall});
  put(*s, 1, "e3");
  EXPECT_NE(refusal(*s, 0, "play Walrus Call on player 2 east").find("closer"), std::string::npos);
  act(*s, 0, "play Walrus Call on player 2 north");
  EXPECT_EQ(s->position().walrus, sq("e4"));
}

TEST(PluckyCards, OrcaSighting_APenguinInWaterDrawsAnOrcaEventNow_NotInRoundOne) {
  auto s = holding({kOrcaSighting});
  put(*s, 1, "c1");
  EXPECT_NE(refusal(*s, 0, "play Orca Sighting on player 2").find("first round"),
            std::string::npos);
  s->edit().round = 2;
  EXPECT_NE(refusal(*s, 0, "play Orca Sighting on player 3").find("water"), std::string::npos);
  act(*s, 0, "play Orca Sighting on player 2");
  ASSERT_TRUE(s->is_chance_node());
  EXPECT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  act(*s, kChancePlayer, "draw Orca Event Orca Nibble");
  // No fish to lose: nothing happens; the Event goes to its discard pile.
  EXPECT_EQ(s->position().event_discard[0][2], 1);
  EXPECT_EQ(acting(*s), 0);
}

TEST(PluckyCards, WalrusGrumble_DrawsFromTheDeckThePenguinsSquareCallsFor) {
  auto s = holding({kWalrusGrumble, kWalrusGrumble}, 2);
  s->edit().walrus = static_cast<std::int8_t>(sq("c4"));
  put(*s, 1, "c5");  // ice, in the walrus' area: the Walrus deck
  put(*s, 2, "b4");  // water, in the walrus' area: the Orca deck
  act(*s, 0, "play Walrus Grumble on player 2");
  ASSERT_TRUE(s->is_chance_node());
  EXPECT_EQ(s->chance_outcomes().outcomes[0].action, kDrawEventBase + 20);  // Walrus deck
  act(*s, kChancePlayer, "draw Walrus Event Walrus Nap");
  act(*s, 0, "play Walrus Grumble on player 3");
  EXPECT_EQ(s->chance_outcomes().outcomes[0].action, kDrawEventBase + 0);  // Orca deck
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  put(*s, 1, "g5");
}

TEST(PluckyCards, LuckyCatch_OnAHoleGainOneFishNow) {
  auto s = holding({kLuckyCatch, kLuckyCatch});
  put(*s, 0, "d4", 0);
  EXPECT_NE(refusal(*s, 0, "play Lucky Catch").find("fishing hole"), std::string::npos);
  put(*s, 0, "c3", 0);
  act(*s, 0, "play Lucky Catch");
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->position().supply, kFishSupply - 1);
}

// Issue 17, PL-12d: Lucky Catch is fishing, under fishing's restrictions (PL-4).
TEST(PluckyCards, LuckyCatch_ObeysTheFishingRestrictions_PL12d) {
  auto s = holding({kLuckyCatch, kLuckyCatch});
  put(*s, 0, "c3", 0);
  s->edit().penguins[0].last_hole = 0;  // c3 is the hole it fished last
  EXPECT_NE(refusal(*s, 0, "play Lucky Catch").find("fished last"), std::string::npos);
  s->edit().penguins[0].last_hole = -1;
  s->edit().hole_guard[0] = 1;  // player 2 guards c3
  EXPECT_NE(refusal(*s, 0, "play Lucky Catch").find("Hole Guard"), std::string::npos);
  s->edit().hole_guard[0] = -1;
  s->edit().walrus = static_cast<std::int8_t>(sq("d3"));
  EXPECT_NE(refusal(*s, 0, "play Lucky Catch").find("walrus' area"), std::string::npos);
  s->edit().walrus = static_cast<std::int8_t>(sq("e5"));
  act(*s, 0, "play Lucky Catch");
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(0).last_hole, 0);  // it fished at c3
  EXPECT_NE(refusal(*s, 0, "play Lucky Catch").find("fished last"), std::string::npos);
}

// Issue 17, PL-6: Counter cancels "a lightning card just played", not an ability.
TEST(PluckyCards, Counter_CancelsALightningCardNotAnAbility_PL6) {
  auto s = holding({kShove});
  give_character(*s, 1, kTrickster);
  s->set_hand(2, {kCounter});
  put(*s, 0, "d4");
  put(*s, 1, "d5");
  act(*s, 0, "play Shove on player 2 south");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "use Trickster");
  ASSERT_EQ(acting(*s), 2);
  EXPECT_NE(refusal(*s, 2, "play Counter").find("no lightning card"), std::string::npos);
  pass_window(*s);
  EXPECT_EQ(at(*s, 1), "d5");  // the Trickster's cancel stood
  EXPECT_EQ(s->hand_count(2, kCounter), 1);
}

TEST(PluckyCards, Rummage_DrawTwoActionCards) {
  auto s = holding({kRummage});
  act(*s, 0, "play Rummage");
  ASSERT_TRUE(s->is_chance_node());
  act(*s, kChancePlayer, "draw Dodge");
  ASSERT_TRUE(s->is_chance_node());
  act(*s, kChancePlayer, "draw Counter");
  EXPECT_EQ(s->hand_count(0, kDodge), 1);
  EXPECT_EQ(s->hand_count(0, kCounter), 1);
  EXPECT_EQ(s->position().hand_size[0], 2);
}

TEST(PluckyCards, HoleGuard_OnlyYouFishAtYourHoleThisRound) {
  auto s = holding({kHoleGuard});
  put(*s, 0, "c3", 0);
  put(*s, 1, "c3", 0);
  act(*s, 0, "play Hole Guard");
  EXPECT_EQ(s->position().hole_guard[0], 0);
  EXPECT_EQ(s->position().on_table[kHoleGuard], 1);
  // Both end their turns on the hole; only player 1 fishes.
  act(*s, 0, "end turn");
  first_outcomes(*s);
  act(*s, 1, "end turn");
  first_outcomes(*s);
  act(*s, 2, "end turn");
  first_outcomes(*s);
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(1).fish, 0);
}

TEST(PluckyCards, ThickIce_NoOrcaEventsForYouThisRound) {
  auto s = holding({kThickIce}, 2);
  put(*s, 0, "c1");
  act(*s, 0, "play Thick Ice");
  EXPECT_TRUE(s->penguin(0).thick_ice);
  at_events(*s);
  // Player 1 in water drew no Orca Event: the next round's first draw is next.
  EXPECT_EQ(s->position().chance, ChanceKind::kDrawCard);
  EXPECT_EQ(s->position().round, 3);
  EXPECT_FALSE(s->penguin(0).thick_ice);  // it lasted until the end of the round
  EXPECT_EQ(s->position().discard[kThickIce], 1);
}

// ---- abilities, once per round (PL-5) ----

TEST(PluckyAbilities, Sprinter_OneExtraMovement) {
  auto s = holding({});
  give_character(*s, 0, kSprinter);
  act(*s, 0, "use Sprinter");
  EXPECT_EQ(s->position().movements, 3);
  EXPECT_NE(refusal(*s, 0, "use Sprinter").find("once per round"), std::string::npos);
}

TEST(PluckyAbilities, Bully_PushesAPenguinInYourArea) {
  auto s = holding({});
  give_character(*s, 0, kBully);
  put(*s, 0, "d4");
  put(*s, 1, "d3");
  act(*s, 0, "use Bully on player 2 west");
  EXPECT_EQ(at(*s, 1), "c3");
  EXPECT_TRUE(s->penguin(0).ability_used);
}

TEST(PluckyAbilities, Thief_TakesAFishFromAPenguinInYourArea) {
  auto s = holding({});
  give_character(*s, 0, kThief);
  put(*s, 0, "d4", 0);
  put(*s, 1, "d4", 1);
  act(*s, 0, "use Thief on player 2");
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(1).fish, 0);
}

TEST(PluckyAbilities, Trickster_CancelsAnActionCardThatTargetsYou) {
  auto s = holding({kShove});
  give_character(*s, 1, kTrickster);
  put(*s, 0, "d4");
  put(*s, 1, "d5");
  act(*s, 0, "play Shove on player 2 south");
  ASSERT_EQ(acting(*s), 1);  // a lightning ability: asked in the window
  act(*s, 1, "use Trickster");
  pass_window(*s);
  EXPECT_EQ(at(*s, 1), "d5");
  EXPECT_EQ(s->position().discard[kShove], 1);
}

TEST(PluckyAbilities, Fisher_FishesFromAHoleNextToIt) {
  auto s = holding({});
  put(*s, 0, "d3", 0);  // next to the hole at c3
  act(*s, 0, "end turn");
  first_outcomes(*s);
  act(*s, 1, "end turn");
  first_outcomes(*s);
  act(*s, 2, "end turn");
  first_outcomes(*s);
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(0).last_hole, 0);
}

TEST(PluckyAbilities, PassiveAbilitiesAreNotPlayed) {
  auto s = holding({});
  EXPECT_NE(refusal(*s, 0, "use Fisher").find("by itself"), std::string::npos);
  EXPECT_NE(refusal(*s, 0, "use Bully on player 2 east").find("not player 1's character"),
            std::string::npos);
}

}  // namespace
}  // namespace rookery::plucky::testing
