// Push Push Penguin, clause by clause (games/push_push/RULES.md, PP-1..PP-12),
// on small boards written for each test so a position is a few moves away.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/push_push/push_push_test_util.h"

namespace rookery::push_push {
namespace {

const std::string kPlain = R"("slides": [], "fish": [], "seals": [])";

TEST(PushPush, R1_SeatsFishAndTheOrcaDieHolder_PP1_PP12) {
  auto s = table("push_push(players=2)", board_json(20, 15, kPlain));
  ASSERT_EQ(s->num_penguins(), 4);
  // A Waddlebot sits to the right of its controller: W1, P1, W2, P2 clockwise.
  EXPECT_TRUE(s->penguin(0).bot);
  EXPECT_EQ(s->penguin(0).owner, 0);
  EXPECT_FALSE(s->penguin(1).bot);
  EXPECT_EQ(s->orca_holder(), 1);  // player 1 (the youngest) holds the Orca die
  for (int i = 0; i < 4; ++i) EXPECT_EQ(s->penguin(i).fish, 1);
  EXPECT_EQ(s->fish_supply(), 16);
  EXPECT_EQ(s->orca(), 20);
}

TEST(PushPush, R2_DiceStayUnderTheCupUntilEveryoneHasChosen_PP4) {
  auto a = table("push_push", board_json(20, 15, kPlain));
  auto b = table("push_push", board_json(20, 15, kPlain));
  for (const char* r : {"roll 3 5", "roll 2 2", "roll 1 6"}) act(*a, kChancePlayer, r);
  for (const char* r : {"roll 4 6", "roll 2 2", "roll 1 6"}) act(*b, kChancePlayer, r);
  // Player 2 cannot tell the two apart; player 1 can.
  EXPECT_EQ(a->observation(1).dump(), b->observation(1).dump());
  EXPECT_NE(a->observation(0).dump(), b->observation(0).dump());
  act(*a, 0, "go 5");
  EXPECT_EQ(a->observation(1)["penguins"][0]["has_chosen"], true);
  EXPECT_FALSE(a->observation(1)["penguins"][0].contains("go"));
  EXPECT_EQ(a->public_action_text(1, 0, kGoBase + 5), "has chosen");
  act(*a, 1, "go 2");
  act(*a, 2, "go 6");
  // Revealed together; turns begin with the Orca-die holder.
  EXPECT_EQ(a->observation(1)["penguins"][0]["go"], nlohmann::json::array({5}));
  EXPECT_EQ(a->phase(), Phase::kTurn);
  EXPECT_EQ(a->focus(), 0);
}

TEST(PushPush, R4_MatchingDiceMayBeRerolledUntilAFishIsGobbled_PP5) {
  auto s = table("push_push", board_json(25, 20, kPlain));
  roll_and_choose(*s, {"roll 1 3", "roll 2 2", "roll 1 1"}, {3, 2, 1});
  act(*s, 0, "move");
  EXPECT_TRUE(s->legal_actions(1).contains(kRerollMatching));
  act(*s, 1, "reroll both");
  act(*s, kChancePlayer, "roll 4 4");
  act(*s, 1, "go 4");
  EXPECT_TRUE(s->legal_actions(1).contains(kRerollMatching));  // still matching: again
  act(*s, 1, "gobble: both go");
  EXPECT_FALSE(s->legal_actions(1).contains(kRerollMatching));  // step B has begun
  EXPECT_EQ(s->penguin(1).fish, 0);
  act(*s, 1, "move");
  EXPECT_EQ(pos(*s, 1), 8);  // both dice GO: 4 + 4
}

TEST(PushPush, R4_GobblingAFishRerollsBothDiceAndTheyAreReassigned_PP5) {
  auto s = table("push_push", board_json(25, 20, kPlain));
  roll_and_choose(*s, {"roll 1 3", "roll 2 5", "roll 1 1"}, {1, 2, 1});
  act(*s, 0, "gobble: reroll both");
  EXPECT_EQ(s->fish_supply(), 18);  // back to the pool
  act(*s, kChancePlayer, "roll 6 2");
  EXPECT_EQ(s->phase(), Phase::kAssign);
  act(*s, 0, "go 6");
  EXPECT_FALSE(s->legal_actions(0).contains(kGobbleReroll));  // no fish left
  act(*s, 0, "move");
  EXPECT_EQ(pos(*s, 0), 6);
}

TEST(PushPush, R6_APushChainOfThreeEndsOnASlide_PP6_PP7) {
  auto s =
      table("push_push(players=4)",
            board_json(25, 20, R"("slides": [{"from": 5, "to": 9}], "fish": [], "seals": [])"));
  roll_and_choose(*s, {"roll 4 1", "roll 3 1", "roll 2 1", "roll 2 1"}, {4, 3, 2, 2});
  act(*s, 0, "move");  // player 1 to 4
  act(*s, 1, "move");  // player 2 to 3
  act(*s, 2, "move");  // player 3 to 2
  act(*s, 3, "move");  // player 4 lands on 2: pushes 2, 3, 4 forward, the front one first
  EXPECT_EQ(pos(*s, 3), 2);
  EXPECT_EQ(pos(*s, 2), 3);
  EXPECT_EQ(pos(*s, 1), 4);
  EXPECT_EQ(pos(*s, 0), 9);  // pushed onto the slide at 5, down to 9
}

TEST(PushPush, R7_ASlidePushesWhoeverWaitsAtItsEnd_PP7) {
  auto s =
      table("push_push",
            board_json(25, 20, R"("slides": [{"from": 2, "to": 6}], "fish": [], "seals": [])"));
  roll_and_choose(*s, {"roll 6 1", "roll 2 1", "roll 1 1"}, {6, 2, 1});
  act(*s, 0, "move");  // to 6
  act(*s, 1, "move");  // to 2, slides to 6 and pushes player 1 to 7
  EXPECT_EQ(pos(*s, 1), 6);
  EXPECT_EQ(pos(*s, 0), 7);
}

TEST(PushPush, R8_FishGiveOneFishFromTheSupply_PP8) {
  auto s = table("push_push", board_json(25, 20, R"("slides": [], "fish": [3], "seals": [])"));
  roll_and_choose(*s, {"roll 3 1", "roll 2 1", "roll 5 1"}, {3, 1, 5});
  act(*s, 0, "move");
  EXPECT_EQ(s->penguin(0).fish, 2);
  EXPECT_EQ(s->fish_supply(), 16);
  act(*s, 1, "move");  // passing over the fish at 3 does nothing: only the landing space acts
  EXPECT_EQ(s->penguin(1).fish, 1);
}

TEST(PushPush, R9_SealLeadPenguinNumbersAndTheOrcaTail_PP9) {
  auto s = table("push_push", board_json(25, 20, R"("slides": [], "fish": [], "seals": [2])"));
  roll_and_choose(*s, {"roll 5 1", "roll 2 1", "roll 2 1"}, {5, 2, 2});
  act(*s, 0, "move");  // to 5
  act(*s, 1, "move");  // onto the seal at 2
  act(*s, kChancePlayer, "seal: lead penguin");
  EXPECT_EQ(s->phase(), Phase::kSealChoice);
  act(*s, 1, "gobble: reroll the seal die");  // gobbling rerolls the seal die
  EXPECT_EQ(s->penguin(1).fish, 0);
  act(*s, kChancePlayer, "seal: lead penguin");
  EXPECT_FALSE(s->legal_actions(1).contains(kGobbleSeal));  // no fish left
  act(*s, 1, "accept");
  EXPECT_EQ(pos(*s, 1), 6);  // just in front of the leader
  act(*s, 2, "move");        // onto the seal at 2 as well
  act(*s, kChancePlayer, "seal: 2/7");
  EXPECT_TRUE(s->legal_actions(2).contains(kTakeBase + 2));
  act(*s, 2, "take 7");
  EXPECT_EQ(pos(*s, 2), 9);
  act(*s, kChancePlayer, "orca: 1");
  roll_and_choose(*s, {"roll 1 1", "roll 1 1", "roll 1 1"}, {1, 1, 1});
  // Round 2 starts with player 2 (at 6): to 7. Player 3 to 10. Player 1 to 6.
  act(*s, 1, "move");
  act(*s, 2, "move");
  act(*s, 0, "move");
  EXPECT_EQ(s->orca(), 24);
}

// The Seal die and the Orca die are rolled in plain view: every seat sees their latest results
// (the table shows them), a seal's result after it is settled too.
TEST(PushPush, R9_R10_EveryoneSeesTheLatestSealAndOrcaDice_PP9_PP10) {
  auto s = table("push_push", board_json(25, 20, R"("slides": [], "fish": [], "seals": [2])"));
  EXPECT_FALSE(s->observation(0).contains("last_seal"));
  EXPECT_FALSE(s->observation(0).contains("last_orca_die"));
  roll_and_choose(*s, {"roll 5 1", "roll 2 1", "roll 3 1"}, {5, 2, 3});
  act(*s, 0, "move");
  act(*s, 1, "move");  // onto the seal at 2
  act(*s, kChancePlayer, "seal: 2/7");
  act(*s, 1, "take 2");
  for (Player viewer : {0, 1, 2}) EXPECT_EQ(s->observation(viewer)["last_seal"], "2/7");
  act(*s, 2, "move");
  act(*s, kChancePlayer, "orca: 3");
  EXPECT_EQ(s->observation(2)["last_orca_die"], 3);
  EXPECT_EQ(s->observation(2)["last_seal"], "2/7");
}

TEST(PushPush, R9_TheSealsOrcaTailAdvancesTheOrca_PP9) {
  auto s = table("push_push", board_json(25, 20, R"("slides": [], "fish": [], "seals": [2])"));
  roll_and_choose(*s, {"roll 2 1", "roll 1 1", "roll 1 1"}, {2, 1, 1});
  act(*s, 0, "move");
  act(*s, kChancePlayer, "seal: orca tail");
  act(*s, 0, "accept");
  EXPECT_EQ(s->orca(), 24);
}

TEST(PushPush, EndExample1And2_StoppedByTheOrcaThenHidesToTheBack_PP11) {
  // The orca two spaces away: Yellow's GO 3 runs into it after two spaces.
  auto s = table("push_push", board_json(2, 1, kPlain));
  roll_and_choose(*s, {"roll 3 1", "roll 1 1", "roll 1 1"}, {3, 1, 1});
  act(*s, 0, "move");
  EXPECT_EQ(pos(*s, 0), 2);  // on the orca's space: Surprised
  EXPECT_EQ(s->phase(), Phase::kChance);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: orca tail");  // hides behind the last penguin: Start
  EXPECT_EQ(pos(*s, 0), 0);
  EXPECT_FALSE(s->is_terminal());
}

TEST(PushPush, EndExample3And4_TheOrcaReachesGreenWhoFailsToHideAndPurpleWins_PP10_PP11) {
  auto s = table("push_push", board_json(9, 5, kPlain));
  roll_and_choose(*s, {"roll 6 1", "roll 2 1", "roll 1 1"}, {6, 2, 1});
  for (Player p = 0; p < 3; ++p) act(*s, p, "move");  // Green 6, Purple 2, Yellow 1
  ASSERT_EQ(s->chance_kind(), ChanceKind::kOrca);
  act(*s, kChancePlayer, "orca: 3");  // 9 -> 6: onto Green
  EXPECT_EQ(s->orca(), 6);
  act(*s, kChancePlayer, "seal: 2/7");  // no tail: Green gobbles its fish to reroll (PP-11)
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: 3/5");  // no fish left: chased away
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 1);  // Purple, second in line
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 1.0, 0.0}));
}

TEST(PushPush, R8_TheOrcaWaitsAtTheDivingPointAndTheDiePassesLeft_PP10) {
  auto s = table("push_push", board_json(17, 16, kPlain));
  roll_and_choose(*s, {"roll 1 2", "roll 1 2", "roll 1 2"}, {1, 1, 2});
  for (Player p = 0; p < 3; ++p) act(*s, p, "move");
  act(*s, kChancePlayer, "orca: 3");  // only one ocean space to go: stops at 16
  EXPECT_EQ(s->orca(), 16);
  EXPECT_EQ(s->round(), 2);
  EXPECT_EQ(s->orca_holder(), 1);  // passed left
  roll_and_choose(*s, {"roll 1 2", "roll 1 2", "roll 1 2"}, {1, 1, 1});
  EXPECT_EQ(s->focus(), 1);  // the new holder acts first
  act(*s, 1, "move");
  act(*s, 2, "move");
  act(*s, 0, "move");
  EXPECT_EQ(s->phase(), Phase::kChance);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kRoundRoll);  // no orca roll once it waits
  EXPECT_EQ(s->round(), 3);
}

TEST(PushPush, R11_AWaddlebotMovesItsOneDieAndCanWinForNobody_PP12) {
  auto s = table("push_push(players=2)", board_json(9, 5, kPlain));
  // Seats: W1, P1, W2, P2. Rolls in seat order; the bots roll one die.
  for (const char* r : {"roll 6", "roll 1 2", "roll 2", "roll 1 1"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 1");
  act(*s, 1, "go 1");
  // Turns from the holder (P1, seat 2): P1, W2, P2, W1.
  act(*s, 0, "move");
  EXPECT_EQ(pos(*s, 2), 2);  // W2 moved its die automatically
  act(*s, 1, "move");        // P2 lands on 1, occupied by P1: pushes P1 to 2? no: W2 is at 2
  EXPECT_EQ(pos(*s, 0), 6);  // W1 moved its 6
  act(*s, kChancePlayer, "orca: 3");    // onto W1 at 6
  act(*s, kChancePlayer, "seal: 2/7");  // W1 gobbles its fish by itself
  EXPECT_EQ(s->penguin(0).fish, 0);
  act(*s, kChancePlayer, "seal: 4/6");  // chased away
  ASSERT_TRUE(s->is_terminal());
  EXPECT_TRUE(s->penguin(s->winner()).bot);  // W2 second in line: no player wins
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 0.0}));
}

// The action-text fuzz target's round trip (docs/fuzzing.md): at the orca's roll, a seal die's
// words were read as an orca outcome ("seal: lead penguin" as "orca: 1").
TEST(PushPush, AnOrcaRollIsReadOnlyInTheOrcaDiesWords) {
  auto s = table("push_push(players=2)", board_json(9, 5, kPlain));
  for (const char* r : {"roll 6", "roll 1 2", "roll 2", "roll 1 1"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 1");
  act(*s, 1, "go 1");
  act(*s, 0, "move");
  act(*s, 1, "move");
  ASSERT_EQ(s->chance_kind(), ChanceKind::kOrca);
  EXPECT_FALSE(s->parse_action(kChancePlayer, "seal: lead penguin").ok());
  EXPECT_FALSE(s->parse_action(kChancePlayer, "seal: orca tail").ok());
  EXPECT_EQ(s->parse_action(kChancePlayer, "orca: 3").value(), 3);
  act(*s, kChancePlayer, "orca: 3");  // onto a penguin: a Surprise, rolled with the seal die
  EXPECT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_EQ(s->parse_action(kChancePlayer, "seal: 2/7").value(), 3);
  EXPECT_FALSE(s->parse_action(kChancePlayer, "orca: 2").ok());
}

TEST(PushPush, BoardDataErrorsNameTheEntryAndField) {
  const struct {
    std::string json;
    const char* expected;
  } cases[] = {
      {"{", "not a JSON object"},
      {board_json(20, 15, R"("slides": [], "fish": [3, 3], "seals": [])"),
       "fish[1]: space 3 already has fish[0]"},
      {board_json(20, 15, R"("slides": [{"from": 8, "to": 4}], "fish": [], "seals": [])"),
       "slides[0]"},
      {board_json(20, 25, kPlain), "diving_point"},
      {board_json(20, 15, R"("slides": [], "fish": [], "seals": [44]])"), "not a JSON object"},
      {board_json(20, 15, R"("slides": [], "fish": [], "seals": [25])"),
       "seals[0]: space 25 must be between 1 and 19"},
      // Numbers past int are not narrowed into range (4294967297 once read as space 1 and
      // then indexed the track with its full value), and every field has its type checked.
      {board_json(20, 15, R"("slides": [], "fish": [4294967297], "seals": [])"),
       "fish[0]: space 4294967297 must be between 1 and 19"},
      {board_json(20, 15, R"("slides": [], "fish": [18446744073709551615], "seals": [])"),
       "fish[0]: must be a space number"},
      {board_json(20, 15, R"("name": 3, "slides": [], "fish": [], "seals": [])"),
       "field \"name\" must be a string"},
      {std::string(100000, '['), "64 levels deep"},
  };
  for (const auto& c : cases) {
    auto b = parse_board(c.json, "board.json");
    ASSERT_FALSE(b.ok()) << c.json;
    EXPECT_NE(b.error().message.find("board.json"), std::string::npos);
    EXPECT_NE(b.error().message.find(c.expected), std::string::npos) << b.error().message;
  }
  EXPECT_NE(default_board(), nullptr);  // the built-in board validates
  std::string big_face = board_json(20, 15, kPlain);
  big_face.replace(big_face.find("[1,2,3,4,5,6]"), 13, "[1,2,3,4,5,4294967302]");
  auto b = parse_board(big_face, "board.json");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("penguin_die[5]: a face must be 1..20"), std::string::npos)
      << b.error().message;
}

}  // namespace
}  // namespace rookery::push_push

namespace rookery::push_push {
namespace {

TEST(PushPush, TheDefaultBoardIsThePP3LayoutWithThePP2Dice) {
  const Board& b = *default_board();
  EXPECT_EQ(b.last_space, 80);
  EXPECT_EQ(b.ocean_start, 68);
  EXPECT_EQ(b.orca_start, 80);
  EXPECT_EQ(b.diving_point, 68);
  EXPECT_EQ(b.slide_to[12], 20);
  EXPECT_EQ(b.slide_to[28], 38);
  EXPECT_EQ(b.slide_to[42], 50);
  EXPECT_EQ(b.slide_to[60], 66);
  for (int f : {6, 16, 24, 34, 46, 54, 62, 72})
    EXPECT_TRUE(b.fish[static_cast<std::size_t>(f)]) << f;
  for (int s : {10, 22, 32, 40, 52, 58, 70}) EXPECT_TRUE(b.seal[static_cast<std::size_t>(s)]) << s;
  EXPECT_EQ(b.fish_supply, 20);
  EXPECT_EQ(b.orca_die, (std::array<std::uint8_t, 6>{1, 1, 2, 2, 3, 3}));
  EXPECT_EQ(seal_face_name(b.seal_die[0]), "orca tail");
  EXPECT_EQ(seal_face_name(b.seal_die[3]), "2/7");
  // The Orca die's outcomes: 1, 2 and 3, a third each; the seal's tail one in six.
  auto s = table("push_push", board_json(20, 15, kPlain));
  roll_and_choose(*s, {"roll 1 2", "roll 1 2", "roll 1 2"}, {1, 1, 1});
  for (Player p = 0; p < 3; ++p) act(*s, p, "move");
  const ChanceDistribution orca = s->chance_outcomes();
  ASSERT_EQ(orca.outcomes.size(), 3u);
  for (const ChanceOutcome& o : orca.outcomes) EXPECT_EQ(o.weight * 3, orca.total);
}

TEST(PushPush, R11_WithEveryoneElseOnStartTheFirstClockwiseFromTheHolderWins_PP11) {
  auto s = table("push_push", board_json(2, 1, kPlain));
  roll_and_choose(*s, {"roll 3 1", "roll 1 1", "roll 1 1"}, {3, 1, 1});
  act(*s, 0, "move");  // player 1 runs into the orca; the others are still on Start
  act(*s, kChancePlayer, "seal: 3/5");  // its one fish is gobbled to reroll (PP-11)
  act(*s, kChancePlayer, "seal: 3/5");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 1);  // the holder is player 1; clockwise the next is player 2
}

TEST(PushPush, R12_AWaddlebotHoldingTheOrcaDieRollsItAndActsFirst_PP12) {
  auto s = table("push_push(players=2)", board_json(20, 10, kPlain));
  for (const char* r : {"roll 1", "roll 1 2", "roll 1", "roll 1 2"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 1");
  act(*s, 1, "go 1");
  act(*s, 0, "move");
  act(*s, 1, "move");
  act(*s, kChancePlayer, "orca: 1");  // player 1 rolled it; it passes left to Waddlebot 2
  EXPECT_EQ(s->orca_holder(), 2);
  EXPECT_TRUE(s->penguin(2).bot);
  const int before = pos(*s, 2);
  for (const char* r : {"roll 2", "roll 1 2", "roll 5", "roll 1 2"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 1");
  act(*s, 1, "go 1");
  // Turns from the holder: Waddlebot 2 moved its 5 by itself, and player 2 is asked next.
  EXPECT_EQ(pos(*s, 2), before + 5);
  EXPECT_EQ(s->focus(), 3);
  act(*s, 1, "move");  // then Waddlebot 1 moves by itself, and player 1 is asked
  EXPECT_EQ(s->focus(), 1);
  act(*s, 0, "move");
  // The Waddlebot holding the die rolls the orca.
  EXPECT_EQ(s->phase(), Phase::kChance);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kOrca);
  EXPECT_EQ(s->focus(), 2);
}

TEST(PushPush, R11_AfterOneHundredRoundsTheSecondInLineWins_PP11) {
  // Every penguin that reaches the orca hides at once: a game that would never end.
  auto s = table("push_push", board_json(3, 2, kPlain));
  int guard = 0;
  while (!s->is_terminal() && ++guard < 100000) {
    const PlayerList acting = s->acting_players();
    if (acting[0] == kChancePlayer) {
      switch (s->chance_kind()) {
        case ChanceKind::kRoundRoll:
        case ChanceKind::kReroll:
          act(*s, kChancePlayer, "roll 6 6");
          break;
        case ChanceKind::kSeal:
        case ChanceKind::kSurprise:
          act(*s, kChancePlayer, "seal: orca tail");
          break;
        case ChanceKind::kOrca:
          act(*s, kChancePlayer, "orca: 1");
          break;
      }
      continue;
    }
    const Player p = acting[0];
    act(*s, p, s->action_to_string(p, s->legal_actions(p).span().back()));
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->round(), kMaxRounds);  // the last round played, not a 101st (issue 25)
  EXPECT_EQ(s->observation(0)["round"], kMaxRounds);
  EXPECT_EQ(s->winner(), s->line()[1]);
}

}  // namespace
}  // namespace rookery::push_push

namespace rookery::push_push {
namespace {

TEST(PushPush, R6_APushedPenguinsSealIsDecidedByItsOwnerMidTurn_PP6) {
  auto s = table("push_push", board_json(25, 20, R"("slides": [], "fish": [], "seals": [3])"));
  roll_and_choose(*s, {"roll 2 1", "roll 2 1", "roll 1 1"}, {2, 2, 1});
  act(*s, 0, "move");  // player 1 to 2
  act(*s, 1, "move");  // player 2 lands on 2 and pushes player 1 onto the seal at 3
  EXPECT_EQ(pos(*s, 0), 3);
  act(*s, kChancePlayer, "seal: 2/7");
  ASSERT_EQ(s->phase(), Phase::kSealChoice);
  EXPECT_EQ(s->acting_players()[0], 0);  // player 1 decides, in player 2's turn
  act(*s, 0, "take 2");
  EXPECT_EQ(pos(*s, 0), 5);
  EXPECT_EQ(s->focus(), 2);  // then the turns go on: player 3
}

}  // namespace
}  // namespace rookery::push_push

namespace rookery::push_push {
namespace {

// Issue 17, item 9 (review D1): "Gobble Up your Fish Tokens one at a time to reroll the Seal Die
// until you get the Orca tail. If you do not get the Orca tail, the game ends." (PP-11). A
// Surprised penguin holding fish has nothing to choose: it gobbles and rerolls by itself, and
// the game ends by itself once it has no fish and no tail. There is no "give up".
TEST(PushPush, R11_ASurprisedPenguinGobblesEveryFishToHideAndNeverGivesUp_PP11) {
  auto s = table("push_push", board_json(9, 5, R"("slides": [], "fish": [3], "seals": [])"));
  roll_and_choose(*s, {"roll 3 1", "roll 6 1", "roll 1 1"}, {3, 6, 1});
  act(*s, 0, "move");                 // onto the fish at 3: two fish
  act(*s, 1, "move");                 // to 6
  act(*s, 2, "move");                 // to 1
  act(*s, kChancePlayer, "orca: 3");  // 9 -> 6: onto player 2
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: orca tail");  // player 2 hides behind the last (1): on Start
  EXPECT_EQ(pos(*s, 1), 0);
  roll_and_choose(*s, {"roll 6 1", "roll 1 2", "roll 2 2"}, {6, 1, 2});
  act(*s, 1, "move");  // the holder passed left: player 2 first, to 1, pushing player 3 to 2
  act(*s, 2, "move");  // player 3 to 4
  act(*s, 0, "move");  // player 1 from 3 with GO 6 runs into the orca at 6
  ASSERT_EQ(pos(*s, 0), 6);
  ASSERT_EQ(s->penguin(0).fish, 2);
  ASSERT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  act(*s, kChancePlayer, "seal: 2/7");  // no tail: the first fish is gobbled, the die rerolled
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->phase(), Phase::kChance);
  EXPECT_EQ(s->chance_kind(), ChanceKind::kSurprise);
  EXPECT_TRUE(s->legal_actions(0).empty());  // nothing to choose
  // "give up" still reads, and is refused with the rule.
  EXPECT_EQ(s->parse_action(0, "give up").value(), kGiveUp);
  EXPECT_FALSE(s->apply(0, kGiveUp).ok());
  EXPECT_NE(s->explain_illegal(0, kGiveUp).find("PP-11"), std::string::npos);
  act(*s, kChancePlayer, "seal: lead penguin");  // the second fish
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->fish_supply(), 18);
  EXPECT_FALSE(s->is_terminal());
  act(*s, kChancePlayer, "seal: 4/6");  // no fish, no tail: the game ends by itself
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner(), 2);  // player 3 on 4 is next in line
}

// Issue 17, item 10 (review D2, transcript A2 on the default board): player 2 lands on 21 and
// pushes player 3 onto the seal at 22; the lead penguin sends player 3 onto the orca (68); it
// hides on 12, slides to 20 and pushes player 4 (20 -> 21) and player 2 (21 -> 22) before
// player 2's own landing on 21 was resolved. "Whenever you land on or are pushed onto"
// something, follow it: player 2 resolves the seal at 22 once, and its landing on 21 is void,
// like the spaces it passed (PP-6).
TEST(PushPush, R6_APenguinPushedOnBeforeItActsResolvesOnlyItsNewSpaceOnce_PP6) {
  auto game = load_game("push_push(players=5)").value();
  auto state = game->new_initial_state(game);
  auto& s = static_cast<PushPushState&>(*state);
  // Requests 2-107 of the transcript: "c:" a chance outcome, "N:" player N+1's action.
  // clang-format off
  const char* script[] = {
      "c:roll 6 6", "c:roll 3 1", "c:roll 4 1", "c:roll 1 2", "c:roll 2 1", "0:go 6", "1:go 3",
      "2:go 4", "3:go 1", "4:go 2", "0:gobble: both go", "0:move", "1:move", "2:move",
      "3:move", "4:move", "c:orca: 3", "c:roll 4 1", "c:roll 5 1", "c:roll 5 1", "c:roll 2 1",
      "c:roll 2 1", "0:go 4", "1:go 5", "2:go 5", "3:go 2", "4:go 2", "1:move", "2:move",
      "3:move", "4:move", "0:move", "c:orca: 3", "c:roll 4 1", "c:roll 5 1", "c:roll 2 1",
      "c:roll 2 1", "c:roll 2 1", "0:go 4", "1:go 5", "2:go 2", "3:go 2", "4:go 2", "2:move",
      "3:move", "4:move", "0:move", "1:move", "c:orca: 3", "c:roll 4 1", "c:roll 1 2",
      "c:roll 4 1", "c:roll 2 1", "c:roll 2 1", "0:go 4", "1:go 1", "2:go 4", "3:go 2",
      "4:go 2", "3:move", "4:move", "0:move", "1:move", "2:move", "c:orca: 3", "c:roll 4 6",
      "c:roll 2 1", "c:roll 3 1", "c:roll 2 1", "c:roll 3 1", "0:go 4", "1:go 2", "2:go 3",
      "3:go 2", "4:go 3", "4:move", "0:gobble: both go", "0:move", "1:move", "2:move",
      "3:move", "c:roll 1 2", "c:roll 1 2", "c:roll 3 1", "c:roll 3 1", "c:roll 2 1", "0:go 1",
      "1:go 1", "2:go 3", "3:go 3", "4:go 2", "0:move", "1:move", "2:move", "3:move", "4:move",
      "c:roll 1 2", "c:roll 4 1", "c:roll 1 2", "c:roll 1 2", "c:roll 1 2", "0:go 1", "1:go 4",
      "2:go 1", "3:go 1", "4:go 1"};
  // clang-format on
  for (std::string_view line : script) {
    const Player p = line[0] == 'c' ? kChancePlayer : line[0] - '0';
    act(s, p, line.substr(2));
  }
  ASSERT_EQ(pos(s, 1), 17);
  act(s, 1, "move");  // player 2 to 21: pushes player 3 onto the seal at 22
  act(s, kChancePlayer, "seal: lead penguin");
  act(s, 2, "accept");  // player 3 in front of the leader (67): the orca's space
  ASSERT_EQ(s.chance_kind(), ChanceKind::kSurprise);
  act(s, kChancePlayer, "seal: orca tail");  // hides on 12, slides to 20, pushes 4 and 2
  EXPECT_EQ(pos(s, 2), 20);
  EXPECT_EQ(pos(s, 3), 21);
  EXPECT_EQ(pos(s, 1), 22);
  ASSERT_EQ(s.chance_kind(), ChanceKind::kSeal);  // player 2's seal at 22
  EXPECT_EQ(s.focus(), 1);
  act(s, kChancePlayer, "seal: orca tail");
  act(s, 1, "accept");  // the orca waits at the diving point: nothing happens
  // Resolved once: the turns go on with player 3, no second seal roll for player 2.
  EXPECT_EQ(s.phase(), Phase::kTurn);
  EXPECT_EQ(s.focus(), 2);
  EXPECT_EQ(pos(s, 1), 22);
  EXPECT_EQ(s.num_pending(), 0);
}

}  // namespace
}  // namespace rookery::push_push

namespace rookery::push_push {
namespace {

// The rulebook's example under "Penguin": "Green's GO die is a 3, so they move forward three
// spaces. Since Purple is already in that space, Purple is pushed one space forward." (R6, PP-6)
TEST(PushPush, PenguinExample_GreensThreeLandsOnPurpleWhoIsPushedOneSpace_PP6) {
  auto s = table("push_push", board_json(25, 20, kPlain));
  // Purple (player 1, the holder) moves first to 3; then Green (player 2) with GO 3.
  roll_and_choose(*s, {"roll 3 1", "roll 3 2", "roll 1 1"}, {3, 3, 1});
  act(*s, 0, "move");
  act(*s, 1, "move");
  EXPECT_EQ(pos(*s, 1), 3);  // Green
  EXPECT_EQ(pos(*s, 0), 4);  // Purple, pushed one space
  EXPECT_EQ(s->num_pending(), 0);
}

// The rulebook's example under "Slide": "Purple's GO die is a 1, so they move forward one space
// and end on a slide. They move down the slide, following the arrow." (R7, PP-7)
TEST(PushPush, SlideExample_PurplesOneEndsOnASlideAndGoesDownIt_PP7) {
  auto s =
      table("push_push",
            board_json(25, 20, R"("slides": [{"from": 1, "to": 5}], "fish": [], "seals": [])"));
  roll_and_choose(*s, {"roll 1 2", "roll 3 2", "roll 4 4"}, {1, 3, 4});
  act(*s, 0, "move");
  EXPECT_EQ(pos(*s, 0), 5);
}

}  // namespace
}  // namespace rookery::push_push
