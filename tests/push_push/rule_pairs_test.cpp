// Push Push Penguin: where two rules meet. Each test sets up the exact position in which two
// clauses of games/push_push/RULES.md (and their rulings PP-1..PP-12) act on the same state, and
// checks the outcome; the table of pairs is in RULES.md, "Where two rules meet".
#include <gtest/gtest.h>

#include "tests/push_push/push_push_test_util.h"

namespace rookery::push_push {
namespace {

std::string features(const std::string& slides, const std::string& fish, const std::string& seals) {
  return R"("slides": [)" + slides + R"(], "fish": [)" + fish + R"(], "seals": [)" + seals + "]";
}

int fish(const PushPushState& s, int penguin) { return s.penguin(penguin).fish; }

// ---- Pushes (R6) meet fish, the orca and the end -----------------------------------------------

// R6 x R8: "If a Penguin is pushed onto anything listed below, they follow the instructions": the
// pushed penguin gains the fish, in another player's turn; the mover, on a plain space, gains
// nothing.
TEST(PushPushRulePairs, R6PushMeetsR8Fish_ThePushedPenguinGainsTheFish_PP6_PP8) {
  auto s = table("push_push", board_json(25, 20, features("", "3", "")));
  roll_and_choose(*s, {"roll 2 1", "roll 2 1", "roll 1 1"}, {2, 2, 1});
  act(*s, 0, "move");  // player 1 to 2
  act(*s, 1, "move");  // player 2 lands on 2: player 1 is pushed onto the fish at 3
  EXPECT_EQ(pos(*s, 0), 3);
  EXPECT_EQ(pos(*s, 1), 2);
  EXPECT_EQ(fish(*s, 0), 2);
  EXPECT_EQ(fish(*s, 1), 1);
  EXPECT_EQ(s->fish_supply(), 16);
  EXPECT_EQ(s->focus(), 2);  // player 3's turn next
}

// R6 x R11: a row is pushed front first and its front penguin lands on the orca's space: it is
// Surprised and resolves first (front to back); the others, the mover last, act afterwards.
TEST(PushPushRulePairs, R6RowPushMeetsR11Surprise_TheFrontIsSurprisedFirstThenTheMoverActs_PP6) {
  auto s = table("push_push", board_json(6, 2, features("", "4", "")));
  roll_and_choose(*s, {"roll 5 1", "roll 4 1", "roll 4 1"}, {5, 4, 4});
  act(*s, 0, "move");  // player 1 to 5, next to the orca
  act(*s, 1, "move");  // player 2 onto the fish at 4: two fish
  ASSERT_EQ(fish(*s, 1), 2);
  act(*s, 2, "move");  // player 3 lands on 4: player 1 is pushed onto the orca, player 2 to 5
  EXPECT_EQ(pos(*s, 0), 6);
  EXPECT_EQ(pos(*s, 1), 5);
  EXPECT_EQ(pos(*s, 2), 4);
  ASSERT_EQ(s->phase(), Phase::kChance);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  EXPECT_EQ(fish(*s, 2), 1);                  // the mover's own landing waits its turn
  act(*s, kChancePlayer, "seal: orca tail");  // player 1 hides behind the last (4): on 3
  EXPECT_EQ(pos(*s, 0), 3);
  EXPECT_EQ(fish(*s, 2), 2);  // then the mover acts on the fish at 4
  EXPECT_EQ(fish(*s, 1), 2);  // the pushed penguin on the plain 5: nothing
  EXPECT_EQ(s->num_pending(), 0);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kOrca);  // every turn taken: the orca's roll
}

// R6 x R11 (PP-6, "A Surprise that ends the game stops everything"): the front penguin of the row
// fails to hide; the game ends at once and the mover's pending landing on a fish is never
// resolved. The winner is read from the position as it stands.
TEST(PushPushRulePairs, R6RowPushMeetsR11End_TheEndStopsTheMoversPendingLanding_PP6_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "4", "")));
  roll_and_choose(*s, {"roll 5 1", "roll 4 1", "roll 4 1"}, {5, 4, 4});
  act(*s, 0, "move");
  act(*s, 1, "move");
  act(*s, 2, "move");
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: 2/7");  // no tail: player 1 gobbles its one fish
  EXPECT_EQ(fish(*s, 0), 0);
  act(*s, kChancePlayer, "seal: 3/5");  // no tail, no fish: chased away
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->num_pending(), 0);
  EXPECT_EQ(fish(*s, 2), 1);        // the mover never acted on the fish at 4
  EXPECT_EQ(s->fish_supply(), 17);  // 20 - 3 dealt - 1 (player 2's fish) + 1 gobbled
  EXPECT_EQ(s->winner(), 1);        // player 2 on 5, next in line after the orca's 6
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 1.0, 0.0}));
}

// ---- Hiding (R11) meets the spaces' features -------------------------------------------------

// R11 x R8: a hide is a landing ("If you land on anything previously mentioned, follow the
// instructions as normal"): hiding onto a fish gains it.
TEST(PushPushRulePairs, R11HideMeetsR8Fish_HidingOntoAFishGainsIt_PP8_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "2", "")));
  roll_and_choose(*s, {"roll 3 1", "roll 4 1", "roll 6 1"}, {3, 4, 6});
  act(*s, 0, "move");  // to 3
  act(*s, 1, "move");  // to 4
  act(*s, 2, "move");  // GO 6 runs into the orca at 6
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: orca tail");  // behind the last penguin (3): on the fish at 2
  EXPECT_EQ(pos(*s, 2), 2);
  EXPECT_EQ(fish(*s, 2), 2);
  EXPECT_EQ(s->fish_supply(), 16);
}

// R11 x R9 x R6: hiding onto a seal rolls the seal, decided by the hider's owner; its number
// lands on a penguin and pushes it.
TEST(PushPushRulePairs, R11HideMeetsR9Seal_TheHiderRollsTheSealAndItsMovePushes_PP6_PP9_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "", "2")));
  roll_and_choose(*s, {"roll 3 1", "roll 4 1", "roll 6 1"}, {3, 4, 6});
  act(*s, 0, "move");
  act(*s, 1, "move");
  act(*s, 2, "move");
  act(*s, kChancePlayer, "seal: orca tail");  // hides on the seal at 2
  ASSERT_EQ(pos(*s, 2), 2);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSeal);
  EXPECT_EQ(s->focus(), 2);
  act(*s, kChancePlayer, "seal: 2/7");
  EXPECT_EQ(s->acting_players()[0], 2);
  EXPECT_TRUE(s->legal_actions(2).contains(kTakeBase + 2));
  EXPECT_TRUE(s->legal_actions(2).contains(kGobbleSeal));
  act(*s, 2, "take 2");  // onto player 2 at 4, who is pushed to 5
  EXPECT_EQ(pos(*s, 2), 4);
  EXPECT_EQ(pos(*s, 1), 5);
  EXPECT_EQ(pos(*s, 0), 3);
  EXPECT_EQ(s->num_pending(), 0);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kOrca);
}

// ---- Seals (R9) meet the orca, other seals, penguins and fish ----------------------------------

// R9 x R10 x R11: the seal's orca tail advances the orca onto the leader, who is Surprised in
// another penguin's turn and, with no tail and no fish, is chased away (PP-9, PP-11).
TEST(PushPushRulePairs, R9OrcaTailMeetsR11Surprise_TheOrcaAdvancesOntoTheLeader_PP9_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "", "2")));
  roll_and_choose(*s, {"roll 5 1", "roll 2 1", "roll 1 1"}, {5, 2, 1});
  act(*s, 0, "move");  // to 5, next to the orca
  act(*s, 1, "move");  // onto the seal at 2
  act(*s, kChancePlayer, "seal: orca tail");
  act(*s, 1, "accept");
  EXPECT_EQ(s->orca(), 5);  // one space, onto player 1
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: 3/5");  // player 1 gobbles its fish by itself
  EXPECT_EQ(fish(*s, 0), 0);
  act(*s, kChancePlayer, "seal: 4/6");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 1);  // player 2 on 2; player 3 is still on Start
}

// R9 x R11: the seal sits next to the orca; its orca tail advances the orca onto the seal's own
// roller, who is Surprised and, holding fish, gobbles to reroll by itself (PP-9, PP-11).
TEST(PushPushRulePairs, R9OrcaTailMeetsR11Surprise_TheRollerItselfIsSurprised_PP9_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "", "5")));
  roll_and_choose(*s, {"roll 5 1", "roll 2 1", "roll 1 1"}, {5, 2, 1});
  act(*s, 0, "move");  // onto the seal at 5
  act(*s, kChancePlayer, "seal: orca tail");
  act(*s, 0, "accept");
  EXPECT_EQ(s->orca(), 5);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: 2/7");  // gobbles its fish, rolls again
  EXPECT_EQ(fish(*s, 0), 0);
  act(*s, kChancePlayer, "seal: orca tail");  // hides on Start: the others are there
  EXPECT_EQ(pos(*s, 0), 0);
  EXPECT_EQ(s->orca(), 5);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(s->focus(), 1);
}

// R9 x R11: a fish gobbled to reroll a seal is gone when the seal's number then carries the
// penguin onto the orca: the first miss of the Surprise ends the game.
TEST(PushPushRulePairs, R9SealGobbleMeetsR11Surprise_TheFishSpentOnTheSealIsGone_PP9_PP11) {
  auto s = table("push_push", board_json(6, 2, features("", "", "2")));
  roll_and_choose(*s, {"roll 2 1", "roll 1 1", "roll 1 1"}, {2, 1, 1});
  act(*s, 0, "move");
  act(*s, kChancePlayer, "seal: 3/5");
  act(*s, 0, "gobble: reroll the seal die");
  EXPECT_EQ(fish(*s, 0), 0);
  act(*s, kChancePlayer, "seal: 4/6");
  EXPECT_FALSE(s->legal_actions(0).contains(kGobbleSeal));
  act(*s, 0, "take 6");  // 2 + 6 = 8, stopped on the orca at 6
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: lead penguin");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 1);  // the others on Start: the first clockwise from the holder
}

// R9 x R9 (lead penguin): "nothing if you lead"; a penguin behind the leader goes just in front
// of it, and R8: that space is a landing, so its fish is gained.
TEST(PushPushRulePairs, R9LeadPenguinMeetsR8Fish_NothingIfYouLeadElseInFrontOntoTheFish_PP9) {
  auto s = table("push_push", board_json(25, 20, features("", "6", "1, 3")));
  roll_and_choose(*s, {"roll 3 1", "roll 5 1", "roll 1 2"}, {3, 5, 1});
  act(*s, 0, "move");  // onto the seal at 3, everyone else on Start: player 1 leads
  act(*s, kChancePlayer, "seal: lead penguin");
  act(*s, 0, "accept");
  EXPECT_EQ(pos(*s, 0), 3);  // nothing
  act(*s, 1, "move");        // to 5, the new leader
  act(*s, 2, "move");        // onto the seal at 1
  act(*s, kChancePlayer, "seal: lead penguin");
  act(*s, 2, "accept");
  EXPECT_EQ(pos(*s, 2), 6);  // in front of the leader: the fish
  EXPECT_EQ(fish(*s, 2), 2);
  EXPECT_EQ(s->fish_supply(), 16);
}

// R9 x R5: a seal's number that would carry the penguin past the orca ends the move on the
// orca's space: Surprised (PP-6 "a penguin never passes the orca", PP-9).
TEST(PushPushRulePairs, R9NumbersMeetR5Orca_TakingSevenStopsOnTheOrcaSurprised_PP6_PP9) {
  auto s = table("push_push", board_json(6, 2, features("", "", "2")));
  roll_and_choose(*s, {"roll 2 1", "roll 1 1", "roll 1 1"}, {2, 1, 1});
  act(*s, 0, "move");
  act(*s, kChancePlayer, "seal: 2/7");
  act(*s, 0, "take 7");
  EXPECT_EQ(pos(*s, 0), 6);  // not 9
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: orca tail");  // the others are on Start: hides on Start
  EXPECT_EQ(pos(*s, 0), 0);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(s->focus(), 1);
}

// R9 x R9: a seal's number that lands on another seal is a new landing: the seal is rolled
// again, once, then the turns go on.
TEST(PushPushRulePairs, R9NumbersMeetR9Seal_ASealMoveOntoASealRollsAgainOnce_PP6_PP9) {
  auto s = table("push_push", board_json(25, 20, features("", "", "2, 5")));
  roll_and_choose(*s, {"roll 2 1", "roll 1 1", "roll 1 1"}, {2, 1, 1});
  act(*s, 0, "move");
  act(*s, kChancePlayer, "seal: 3/5");
  act(*s, 0, "take 3");  // onto the seal at 5
  ASSERT_EQ(s->phase(), Phase::kChance);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSeal);
  act(*s, kChancePlayer, "seal: 2/7");
  act(*s, 0, "take 2");
  EXPECT_EQ(pos(*s, 0), 7);
  EXPECT_EQ(s->num_pending(), 0);
  EXPECT_EQ(s->phase(), Phase::kTurn);
  EXPECT_EQ(s->focus(), 1);
}

// R9 x R6 x R8: a seal's number that lands on a penguin pushes it, and the pushed penguin acts
// on its new space (a fish).
TEST(PushPushRulePairs, R9NumbersMeetR6Push_ASealMovePushesOntoAFish_PP6_PP8_PP9) {
  auto s = table("push_push", board_json(25, 20, features("", "5", "2")));
  roll_and_choose(*s, {"roll 4 1", "roll 2 1", "roll 1 1"}, {4, 2, 1});
  act(*s, 0, "move");  // to 4
  act(*s, 1, "move");  // onto the seal at 2
  act(*s, kChancePlayer, "seal: 2/7");
  act(*s, 1, "take 2");  // onto player 1 at 4: pushed onto the fish at 5
  EXPECT_EQ(pos(*s, 1), 4);
  EXPECT_EQ(pos(*s, 0), 5);
  EXPECT_EQ(fish(*s, 0), 2);
  EXPECT_EQ(fish(*s, 1), 1);
}

// ---- Slides (R7) meet the orca and the board's other features --------------------------------

// R7 x R5/R11 (PP-7): a slide that would carry a penguin past the orca stops it on the orca's
// space: Surprised.
TEST(PushPushRulePairs, R7SlideMeetsR5Orca_ASlidePastTheOrcaStopsOnIt_PP7_PP11) {
  auto s = table("push_push", board_json(8, 4, features(R"({"from": 2, "to": 12})", "", "")));
  roll_and_choose(*s, {"roll 2 1", "roll 3 1", "roll 1 1"}, {2, 3, 1});
  act(*s, 0, "move");  // onto the slide at 2: its end (12) is past the orca (8)
  EXPECT_EQ(pos(*s, 0), 8);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: orca tail");
  EXPECT_EQ(pos(*s, 0), 0);  // the others on Start: hides on Start
  EXPECT_EQ(s->focus(), 1);
}

// R7 x R8/R9 (PP-3: no space has two features): a slide whose end is a fish or a seal is refused
// by the board's validation, so a slide never chains into another feature.
TEST(PushPushRulePairs, R7SlideMeetsR8FishOrR9Seal_ASlideEndingOnAFeatureIsRefused_PP3) {
  for (const auto& [f, what] :
       {std::pair{features(R"({"from": 2, "to": 6})", "6", ""), "fish[0]"},
        std::pair{features(R"({"from": 2, "to": 6})", "", "6"), "seals[0]"},
        std::pair{features(R"({"from": 2, "to": 6})", "2", ""), "already has slides[0]"}}) {
    auto b = parse_board(board_json(25, 20, f), "board.json");
    ASSERT_FALSE(b.ok()) << f;
    EXPECT_NE(b.error().message.find(what), std::string::npos) << b.error().message;
  }
}

// ---- Fish (R4 gobbling, R8 the supply) meet the turn and the Surprise ------------------------

// R4 x R8 (PP-8): with the supply empty a fish space gives nothing; a fish gobbled in step B goes
// back to the supply, and the next fish space landed on gives it out again.
TEST(PushPushRulePairs, R4GobbleMeetsR8EmptySupply_AGobbledFishRefillsTheSupply_PP5_PP8) {
  auto s = table("push_push", board_json(25, 20, features("", "2, 4", ""), /*supply=*/3));
  ASSERT_EQ(s->fish_supply(), 0);  // three penguins took the three fish
  roll_and_choose(*s, {"roll 2 1", "roll 1 3", "roll 6 1"}, {2, 1, 6});
  act(*s, 0, "move");  // onto the fish at 2: the supply is empty
  EXPECT_EQ(fish(*s, 0), 1);
  EXPECT_EQ(s->fish_supply(), 0);
  act(*s, 1, "gobble: both go");  // the fish goes back to the supply
  EXPECT_EQ(fish(*s, 1), 0);
  EXPECT_EQ(s->fish_supply(), 1);
  act(*s, 1, "move");  // 1 + 3 = 4: the fish at 4
  EXPECT_EQ(pos(*s, 1), 4);
  EXPECT_EQ(fish(*s, 1), 1);
  EXPECT_EQ(s->fish_supply(), 0);
}

// R4 x R5 x R11: both dice made GO run into the orca; the fish gobbled for it is gone, so the
// Surprised penguin has none to reroll with and the first miss ends the game. With everyone else
// on Start, the first of them clockwise from the holder wins (PP-11).
TEST(PushPushRulePairs, R4BothGoMeetsR11Surprise_TheGobbledFishCannotBuyAReroll_PP5_PP11) {
  auto s = table("push_push", board_json(8, 4, features("", "", "")));
  roll_and_choose(*s, {"roll 5 4", "roll 1 1", "roll 1 1"}, {5, 1, 1});
  act(*s, 0, "gobble: both go");
  EXPECT_EQ(fish(*s, 0), 0);
  act(*s, 0, "move");  // 5 + 4 = 9, stopped on the orca at 8
  EXPECT_EQ(pos(*s, 0), 8);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: lead penguin");  // no tail and no fish: the game ends
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 1);
  EXPECT_EQ(s->fish_supply(), 18);
}

// ---- The orca (R10) meets the Surprise and the round ------------------------------------------

// R10 x R11: the orca stops on the first penguin it reaches even with steps left; after the hide
// it does not go on (the penguin behind is not reached), and the die passes left.
TEST(PushPushRulePairs, R10OrcaMoveMeetsR11Hide_TheOrcaStopsOnTheFirstPenguinForGood_PP10_PP11) {
  auto s = table("push_push", board_json(8, 2, features("", "", "")));
  roll_and_choose(*s, {"roll 6 1", "roll 5 1", "roll 1 2"}, {6, 5, 1});
  act(*s, 0, "move");                 // 6
  act(*s, 1, "move");                 // 5
  act(*s, 2, "move");                 // 1
  act(*s, kChancePlayer, "orca: 3");  // 8 -> 7 -> 6: onto player 1 with one step left
  EXPECT_EQ(s->orca(), 6);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: orca tail");  // hides behind the last (1): Start
  EXPECT_EQ(pos(*s, 0), 0);
  EXPECT_EQ(s->orca(), 6);   // the third step is not taken
  EXPECT_EQ(pos(*s, 1), 5);  // player 2 was not reached
  EXPECT_EQ(s->round(), 2);
  EXPECT_EQ(s->orca_holder(), 1);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kRoundRoll);
}

// R2 x R6 x R11: a penguin pushed onto the orca before its own turn hides, and still takes its
// turn in the round, from the space it hid on.
TEST(PushPushRulePairs, R2TurnOrderMeetsR11Hide_APenguinHiddenBeforeItsTurnStillTakesIt_PP6_PP11) {
  auto s = table("push_push", board_json(7, 2, features("", "", "")));
  roll_and_choose(*s, {"roll 5 1", "roll 4 1", "roll 1 2"}, {5, 4, 1});
  act(*s, 0, "move");                 // 5
  act(*s, 1, "move");                 // 4
  act(*s, 2, "move");                 // 1
  act(*s, kChancePlayer, "orca: 1");  // 7 -> 6: nobody there
  ASSERT_EQ(s->orca_holder(), 1);
  roll_and_choose(*s, {"roll 3 1", "roll 1 2", "roll 2 1"}, {3, 1, 2});
  act(*s, 1, "move");  // player 2 lands on 5: player 1 is pushed onto the orca at 6
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->focus(), 0);
  act(*s, kChancePlayer, "seal: orca tail");  // hides behind the last (1): Start
  EXPECT_EQ(pos(*s, 0), 0);
  act(*s, 2, "move");  // player 3 from 1 to 3
  ASSERT_EQ(s->phase(), Phase::kTurn);
  EXPECT_EQ(s->focus(), 0);  // player 1's own turn comes all the same
  act(*s, 0, "move");
  EXPECT_EQ(pos(*s, 0), 3);  // GO 3 from Start: onto player 3, who is pushed to 4
  EXPECT_EQ(pos(*s, 2), 4);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kOrca);
}

// ---- Waddlebots (R12) meet seals (R9) ---------------------------------------------------------

// R12 x R9: a Waddlebot on a seal accepts whatever the die shows and takes the larger number, by
// itself, and never gobbles; its lead penguin puts it in front of the leader.
TEST(PushPushRulePairs, R12WaddlebotMeetsR9Seal_ItTakesTheLargerNumberAndNeverGobbles_PP12) {
  auto s = table("push_push(players=2)", board_json(20, 15, features("", "", "2")));
  // Seats W1, P1, W2, P2; the turns from the holder P1: P1, W2, P2, W1.
  for (const char* r : {"roll 2", "roll 1 3", "roll 2", "roll 3 4"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 1");
  act(*s, 1, "go 3");
  act(*s, 0, "move");  // P1 to 1; then W2 moves its 2 onto the seal by itself
  ASSERT_EQ(pos(*s, 2), 2);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSeal);
  act(*s, kChancePlayer, "seal: 2/7");  // nobody is asked: 7
  EXPECT_EQ(pos(*s, 2), 9);
  EXPECT_EQ(fish(*s, 2), 1);
  EXPECT_EQ(s->phase(), Phase::kTurn);
  EXPECT_EQ(s->focus(), 3);
  act(*s, 1, "move");  // P2 to 3; then W1 moves its 2 onto the seal
  ASSERT_EQ(pos(*s, 0), 2);
  act(*s, kChancePlayer, "seal: lead penguin");
  EXPECT_EQ(pos(*s, 0), 10);  // in front of W2 on 9
  EXPECT_EQ(fish(*s, 0), 1);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kOrca);
}

}  // namespace
}  // namespace rookery::push_push
