// Plucky Penguins' other modes (games/plucky/RULES.md R19..R22; PL-11): the 2-
// and 3-player team modes, Golden Fish and Capture the Fish.
#include <map>

#include "games/plucky/plucky_game.h"
#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

std::unique_ptr<PluckyState> fresh(const std::string& game_string) {
  auto game = load_game(game_string).value();
  auto state = game->new_initial_state(game);
  return std::unique_ptr<PluckyState>(dynamic_cast<PluckyState*>(state.release()));
}

// ---- the player counts of each mode ----------------------------------------

// The rulebook's counts (PL-11) are what the game takes, and what the catalogue
// publishes for the lobby (players_by_choice), so a lobby that fits the players
// field to them is never refused.
TEST(PluckyModes, EachModeTakesTheRulebooksPlayerCountsAndPublishesThem_PL11) {
  const std::map<std::string, std::pair<int, int>> rulebook = {{"standard", {3, 8}},
                                                               {"teams", {2, 3}},
                                                               {"golden_fish", {4, 8}},
                                                               {"capture_the_fish", {2, 8}}};
  const ParamSpec* mode = nullptr;
  for (const ParamSpec& p : param_specs()) {
    if (p.name == "mode") mode = &p;
  }
  ASSERT_NE(mode, nullptr);
  ASSERT_EQ(mode->players_by_choice.size(), mode->choices.size());
  for (std::size_t i = 0; i < mode->choices.size(); ++i) {
    const std::string& name = mode->choices[i];
    ASSERT_TRUE(rulebook.contains(name)) << name;
    EXPECT_EQ(mode->players_by_choice[i], rulebook.at(name)) << name;
    for (int players = 2; players <= 8; ++players) {
      const auto [min, max] = rulebook.at(name);
      auto game = load_game("plucky(mode=" + name + ",players=" + std::to_string(players) + ")");
      EXPECT_EQ(static_cast<bool>(game), players >= min && players <= max)
          << name << " " << players;
      if (!game) {
        EXPECT_NE(game.error().message.find(std::to_string(min)), std::string::npos)
            << game.error().message;
      }
    }
  }
  auto four_teams = load_game("plucky(mode=teams,players=4)");
  ASSERT_FALSE(four_teams);
  EXPECT_NE(four_teams.error().message.find("takes 2 or 3 players"), std::string::npos)
      << four_teams.error().message;
}

// ---- R19 the team modes ----------------------------------------------------

TEST(PluckyTeams, R19_TwoPlayersDraftFourPenguinsEachAlternately_PL11) {
  auto s = fresh("plucky(mode=teams,players=2,characters=chosen)");
  for (int pick = 0; pick < 8; ++pick) {
    ASSERT_EQ(s->position().decision, Decision::kChooseCharacter);
    EXPECT_EQ(acting(*s), pick % 2);
    EXPECT_EQ(s->legal_actions(pick % 2).size(), 8 - pick);
    act(*s, pick % 2, s->action_to_string(pick % 2, s->legal_actions(pick % 2)[0]));
  }
  EXPECT_EQ(s->num_penguins(), 8);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(s->penguin(i).owner, i % 2);
  // Placement alternates too, the Leader's penguin first, on corner ice.
  for (int i = 0; i < 8; ++i) {
    ASSERT_EQ(s->position().decision, Decision::kPlace);
    EXPECT_EQ(acting(*s), i % 2);
    act(*s, i % 2, "place on a1");
  }
  // 7 cards each, then 2 more each at the start of the round.
  for (int k = 0; k < 7 + 7 + 2 + 2; ++k) {
    ASSERT_EQ(s->position().chance, ChanceKind::kDrawCard) << k;
    ASSERT_TRUE(s->apply(kChancePlayer, s->chance_outcomes().outcomes[0].action).ok());
  }
  EXPECT_EQ(s->position().hand_size[0], 9);
  EXPECT_EQ(s->position().hand_size[1], 9);
  // The Leader's team moves first and chooses which penguin.
  EXPECT_EQ(s->position().decision, Decision::kActivate);
  EXPECT_EQ(acting(*s), 0);
  EXPECT_EQ(s->legal_actions(0).size(), 4);
}

TEST(PluckyTeams, R19_ThreePlayersTwoPenguinsFiveCardsDrawOne_PL11) {
  auto s = table_for("plucky(mode=teams,players=3)");
  EXPECT_EQ(s->num_penguins(), 6);
  for (int i = 0; i < 6; ++i) EXPECT_EQ(s->penguin(i).owner, i % 3);
  const Options& o = s->options();
  EXPECT_EQ(o.starting_hand[0], 5);
  EXPECT_EQ(o.draw[0], 1);
  EXPECT_EQ(o.hand_limit[2], 5);
  auto two = table_for("plucky(mode=teams,players=2)");
  EXPECT_EQ(two->options().starting_hand[1], 7);
  EXPECT_EQ(two->options().draw[1], 2);
  EXPECT_EQ(two->options().hand_limit[0], 7);
  EXPECT_FALSE(load_game("plucky(mode=teams,players=4)").ok());
}

TEST(PluckyTeams, R19_PenguinTurnsAlternateBetweenTheTeams_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  act(*s, 0, "go with penguin 3");  // penguin index 2, player 1's
  EXPECT_EQ(s->position().active, 2);
  EXPECT_EQ(acting(*s), 0);
  act(*s, 0, "end turn");
  EXPECT_EQ(s->position().decision, Decision::kActivate);
  EXPECT_EQ(acting(*s), 1);
  EXPECT_NE(refusal(*s, 1, "go with penguin 1"), "");  // not player 2's
  act(*s, 1, "go with penguin 2");
  act(*s, 1, "end turn");
  EXPECT_EQ(acting(*s), 0);
  EXPECT_EQ(s->legal_actions(0).size(), 3);  // penguin 3 has had its turn
}

// Issue 17, PL-12e: a penguin's ability is its own, used in its own activation.
TEST(PluckyTeams, R19_AnAbilityIsUsedOnlyInItsOwnPenguinsActivation_PL12e) {
  auto s = table_for("plucky(mode=teams,players=2)");
  give_character(*s, 0, kSwimmer);
  give_character(*s, 2, kSprinter);  // penguin 3, player 1's
  give_character(*s, 4, kBully);     // penguin 5, player 1's
  act(*s, 0, "go with penguin 1");
  const std::string why = refusal(*s, 0, "use Sprinter");
  EXPECT_NE(why.find("its own turn"), std::string::npos) << why;
  EXPECT_EQ(s->position().movements, kMovements);
  EXPECT_FALSE(s->penguin(2).ability_used);
  for (Action a : s->legal_actions(0)) {
    const std::string words = s->action_to_string(0, a);
    EXPECT_EQ(words.find("use Sprinter"), std::string::npos) << words;
    EXPECT_EQ(words.find("use Bully"), std::string::npos) << words;
  }
  act(*s, 0, "end turn");
  act(*s, 1, "go with penguin 2");
  act(*s, 1, "end turn");
  act(*s, 0, "go with penguin 3");
  act(*s, 0, "use Sprinter");  // in its own activation, for itself
  EXPECT_EQ(s->position().movements, kMovements + 1);
  EXPECT_TRUE(s->penguin(2).ability_used);
}

TEST(PluckyTeams, R19_FishingAndEventsComeAfterEveryPenguinHasMoved_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  for (int i = 0; i < 8; ++i) put(*s, i, i % 2 == 0 ? "c3" : "i9");
  for (int k = 0; k < 8; ++k) {
    ASSERT_EQ(s->position().round, 1);
    const Player p = acting(*s);
    if (s->position().decision == Decision::kActivate) {
      act(*s, p, s->action_to_string(p, s->legal_actions(p)[0]));
    }
    ASSERT_EQ(s->position().stage, Stage::kTurns);
    act(*s, acting(*s), "end turn");
  }
  // All eight have moved: fishing (each of the four on the hole gains one fish),
  // then the walrus (four tied: the Leader picks), then round 2.
  while (s->position().decision == Decision::kWalrusTarget ||
         s->position().decision == Decision::kWalrusStep) {
    act(*s, 0, s->action_to_string(0, s->legal_actions(0)[0]));
  }
  EXPECT_EQ(s->position().round, 2);
  int fish = 0;
  for (int i = 0; i < 8; i += 2) fish += s->penguin(i).fish;
  EXPECT_EQ(fish, 4);
}

TEST(PluckyTeams, R19_TheSharedHandPlaysOnAnyPenguinOwnIncluded_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  s->set_hand(0, {kShove});
  put(*s, 0, "d4");
  put(*s, 2, "d5");
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "play Shove on penguin 3 south");  // its own team's penguin
  pass_window(*s);
  EXPECT_EQ(at(*s, 2), "d6");
}

TEST(PluckyTeams, R19_AlliesOnOneSquareTradeFishForAMovement_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  put(*s, 0, "d4", 3);
  put(*s, 2, "d4", 4);
  put(*s, 1, "d4", 1);  // a rival on the same square: no trading with it
  act(*s, 0, "go with penguin 1");
  EXPECT_NE(refusal(*s, 0, "give 1 fish to penguin 2").find("allied"), std::string::npos);
  EXPECT_NE(refusal(*s, 0, "give 2 fish to penguin 3").find("more than 5"), std::string::npos);
  act(*s, 0, "give 1 fish to penguin 3");
  EXPECT_EQ(s->penguin(0).fish, 2);
  EXPECT_EQ(s->penguin(2).fish, 5);
  EXPECT_EQ(s->position().movements, 1);
  act(*s, 0, "take 3 fish from penguin 3");
  EXPECT_EQ(s->penguin(0).fish, 5);
  EXPECT_EQ(s->position().movements, 0);
  auto t = table_for("plucky(players=3)");
  EXPECT_NE(refusal(*t, 0, "give 1 fish to player 2").find("team modes"), std::string::npos);
}

TEST(PluckyTeams, R19_ATeamWithNoLivingPenguinLosesOneEachIsTheFinalPhase_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  for (int i = 0; i < 8; ++i) put(*s, i, "c5");
  for (int i : {2, 4, 6, 3, 5, 7}) s->edit().penguins[static_cast<std::size_t>(i)].alive = false;
  put(*s, 0, "c1", 0);
  at_events(*s, 2);
  EXPECT_TRUE(s->position().final_phase);  // one penguin each
  while (s->position().chance == ChanceKind::kDrawCard) {
    ASSERT_TRUE(s->apply(kChancePlayer, s->chance_outcomes().outcomes[0].action).ok());
  }
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1}));
}

// Issue 17, PL-12a: in the team modes "the end of its turn" is the end of the
// player's part of the round: the limit applies once its last penguin has moved.
TEST(PluckyTeams, R4_TheHandLimitAppliesOnceThePlayersLastPenguinHasMoved_PL12a) {
  auto s = table_for("plucky(mode=teams,players=2)");
  s->set_hand(0, {kWaddle, kWaddle, kWaddle, kShove, kShove, kShove, kDodge, kDodge, kCounter});
  for (int k = 0; k < 4; ++k) {
    ASSERT_EQ(acting(*s), 0) << k;
    if (s->position().decision == Decision::kActivate)  // the last one goes by itself
      act(*s, 0, s->action_to_string(0, s->legal_actions(0)[0]));
    act(*s, 0, "end turn");
    if (k < 3) {
      EXPECT_NE(s->position().decision, Decision::kHandLimit) << k;  // penguins left to move
      EXPECT_EQ(s->position().hand_size[0], 9);
      ASSERT_EQ(acting(*s), 1);
      if (s->position().decision == Decision::kActivate)
        act(*s, 1, s->action_to_string(1, s->legal_actions(1)[0]));
      act(*s, 1, "end turn");
    }
  }
  ASSERT_EQ(s->position().decision, Decision::kHandLimit);  // its fourth penguin has moved
  act(*s, 0, "discard Waddle");
  act(*s, 0, "discard Counter");
  EXPECT_EQ(s->position().hand_size[0], 7);
  EXPECT_NE(s->position().decision, Decision::kHandLimit);
}

// PL-12a: penguins eaten before they moved count as done: the limit still applies.
TEST(PluckyTeams, R4_TheHandLimitAppliesWhenTheLastPenguinsWereEatenBeforeMoving_PL12a) {
  auto s = table_for("plucky(mode=teams,players=2)");
  s->set_hand(0, {kWaddle, kWaddle, kWaddle, kShove, kShove, kShove, kDodge, kDodge, kCounter});
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "end turn");
  EXPECT_NE(s->position().decision, Decision::kHandLimit);
  for (int i : {2, 4, 6}) s->edit().penguins[static_cast<std::size_t>(i)].alive = false;
  for (int k = 0; k < 4; ++k) {  // player 2's four penguins
    ASSERT_EQ(acting(*s), 1) << k;
    if (s->position().decision == Decision::kActivate)
      act(*s, 1, s->action_to_string(1, s->legal_actions(1)[0]));
    act(*s, 1, "end turn");
  }
  ASSERT_EQ(s->position().decision, Decision::kHandLimit);
  EXPECT_EQ(acting(*s), 0);
  act(*s, 0, "discard Waddle");
  act(*s, 0, "discard Waddle");
  EXPECT_EQ(s->position().hand_size[0], 7);
  EXPECT_NE(s->position().decision, Decision::kHandLimit);
  EXPECT_GT(s->position().stage, Stage::kTurns);  // then the round went on past the turns
}

// Issue 17, PL-12b: with one penguin each, the team mode keeps its own limit (7).
TEST(PluckyTeams, R17_TheTeamFinalPhaseKeepsTheModesHandLimit_PL12b) {
  auto s = table_for("plucky(mode=teams,players=2)");
  for (int i : {2, 4, 6, 3, 5, 7}) s->edit().penguins[static_cast<std::size_t>(i)].alive = false;
  s->edit().final_phase = true;
  s->edit().melted = true;
  put(*s, 0, "c5");
  s->set_hand(0, {kWaddle, kWaddle, kWaddle, kShove, kShove, kShove, kDodge, kDodge, kCounter});
  if (s->position().decision == Decision::kActivate) act(*s, 0, "go with penguin 1");
  ASSERT_EQ(s->position().active, 0);
  act(*s, 0, "end turn");
  ASSERT_EQ(s->position().decision, Decision::kHandLimit);
  act(*s, 0, "discard Waddle");
  act(*s, 0, "discard Waddle");
  EXPECT_EQ(s->position().hand_size[0], 7);  // not down to 4
  EXPECT_NE(s->position().decision, Decision::kHandLimit);
}

TEST(PluckyTeams, R19_AtDeckOutTheTeamWithMostFishWins_PL11) {
  auto s = table_for("plucky(mode=teams,players=2)");
  for (int i = 0; i < 8; ++i) put(*s, i, "c5", i % 2 == 0 ? 1 : 2);  // 4 vs 8
  s->edit().penguins[1].alive = false;  // eaten penguins' fish do not count
  s->edit().penguins[1].fish = 0;
  s->edit().deck_out = true;
  Position& p = s->edit();
  p.stage = Stage::kRoundEnd;
  p.decision = Decision::kNone;
  s->settle();
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1}));  // 4 against 6
}

// ---- R20 Golden Fish -------------------------------------------------------

TEST(PluckyGolden, R20_TheGoldenFishStartsWithTheWalrusAndIsPickedUpForAMovement_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  EXPECT_EQ(s->position().gold_square[0], sq("e5"));
  put(*s, 0, "e4");
  EXPECT_NE(refusal(*s, 0, "pick up the Golden Fish").find("not on this"), std::string::npos);
  act(*s, 0, "move south");
  pass_window(*s);
  act(*s, 0, "pick up the Golden Fish");
  EXPECT_EQ(s->position().gold_holder[0], 0);
  EXPECT_EQ(s->position().gold_square[0], -1);
  EXPECT_EQ(s->position().movements, 0);
  EXPECT_FALSE(load_game("plucky(mode=golden_fish,players=3)").ok());  // 4 and up
}

TEST(PluckyGolden, R20_ItIsDiscardedFirstAndDroppedOnTheNearestIslandSquare_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 1; i < 4; ++i) put(*s, i, "c5");
  put(*s, 0, "b3", 1);  // water, next to the hole at c3
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 0;
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);                                      // player 4's Trickster is asked
  ASSERT_EQ(s->position().decision, Decision::kEvade);  // the Golden Fish and 1 fish pay 2
  act(*s, 0, "evade");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->position().gold_holder[0], -1);
  EXPECT_EQ(s->position().gold_square[0], sq("c3"));  // b3 is water: the nearest island square
  EXPECT_EQ(s->position().supply, kFishSupply);       // the token is not a supply fish
}

TEST(PluckyGolden, R20_NeverStolenTheWalrusGoesForItLostWhenEaten_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  s->set_hand(0, {kFishThief});
  put(*s, 0, "d4", 0);
  put(*s, 1, "d4", 0);
  put(*s, 2, "e7");  // nearer the walrus than the holder
  put(*s, 3, "c5");
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 1;
  EXPECT_NE(refusal(*s, 0, "play Fish Thief on player 2").find("no fish"), std::string::npos);
  Position& p = s->edit();
  p.stage = Stage::kWalrus;
  p.turn_player = -1;
  p.active = -1;
  p.walrus_target = -1;
  p.walrus_steps = 2;
  s->settle();
  EXPECT_EQ(s->position().walrus_target, 1);  // the holder, not the nearest
  // Eaten, the holder lets it fall.
  put(*s, 1, "c1", 0);
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  EXPECT_FALSE(s->penguin(1).alive);
  EXPECT_EQ(s->position().gold_holder[0], -1);
  EXPECT_EQ(s->position().gold_square[0], sq("c3"));
}

TEST(PluckyGolden, R20_TheHolderAtTheEndOfRoundTenWins_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 0; i < 4; ++i) put(*s, i, "c5", i == 3 ? 5 : 0);
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 2;
  at_round_end(*s, 10);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, 1, 0}));
}

TEST(PluckyGolden, R20_TheActionDiscardsAreReshuffled_PL9) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  Position& p = s->edit();
  p.discard = p.deck;
  p.deck = {};
  p.deck_size = 0;
  act(*s, 0, "end turn");
  ASSERT_EQ(s->position().chance,
            ChanceKind::kDrawCard);  // player 2's draw comes from the discards
  EXPECT_FALSE(s->position().deck_out);
  EXPECT_GT(s->position().deck_size, 50);
}

// Issue 17: in a mode that reshuffles the discards, drawing the last card of the
// deck does not make the round the last; the game goes on to round 10 (PL-9).
// `mode_string` with every card but one moved to the discard pile; player 2
// then draws that last card at the start of its turn.
std::unique_ptr<PluckyState> last_card_drawn(const std::string& mode_string) {
  auto s = table_for(mode_string);
  Position& p = s->edit();
  int keep = -1;
  for (int t = 0; t < kMaxCardKinds; ++t) {
    auto& c = p.deck[static_cast<std::size_t>(t)];
    if (c > 0 && keep < 0) {
      keep = t;
      p.discard[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(c - 1);
      c = 1;
    } else {
      p.discard[static_cast<std::size_t>(t)] = c;
      c = 0;
    }
  }
  p.deck_size = 1;
  return s;
}

TEST(PluckyGolden, R20_TheLastCardDoesNotEndTheGameTheDiscardsAreReshuffled_PL9) {
  auto s = last_card_drawn("plucky(mode=golden_fish,players=8)");
  act(*s, 0, "end turn");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawCard);
  first_outcomes(*s);  // player 2 draws the last card
  EXPECT_EQ(s->position().deck_size, 0);
  EXPECT_FALSE(s->position().deck_out);  // this round is not the last
  act(*s, 1, "end turn");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawCard);  // player 3 draws from the discards
  EXPECT_GT(s->position().deck_size, 50);
  // The end of round 4 (where 8 players used to run out) is not the end.
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 0;
  at_round_end(*s, 4);
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(s->position().round, 5);
}

TEST(PluckyGolden, R20_AnEndByRoundsGoesToTheHolderNotToTheMostFish_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=8)");
  for (int i = 0; i < 8; ++i) put(*s, i, "c5", i == 3 ? 5 : 0);
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 0;  // player 1 holds it with no fish
  at_round_end(*s, 10);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0, 0, 0, 0, 0, 0, 0}));
}

// ---- R21 Capture the Fish --------------------------------------------------

TEST(PluckyCapture, R21_TwoTeamsOfFourFishInOppositeCornersPenguinsStartHome_PL11) {
  auto s = fresh("plucky(mode=capture_the_fish,players=3)");
  EXPECT_EQ(s->num_penguins(), 8);
  // Seats alternate teams; a team's four penguins are shared among its players.
  const std::vector<int> owners = {0, 1, 2, 1, 0, 1, 2, 1};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(s->penguin(i).owner, owners[static_cast<std::size_t>(i)]);
  EXPECT_EQ(s->position().gold_square[0], sq("a1"));
  EXPECT_EQ(s->position().gold_square[1], sq("i9"));
  first_outcomes(*s);
  ASSERT_EQ(s->position().decision, Decision::kPlace);
  EXPECT_EQ(s->legal_actions(0).size(), 3);  // a1, b1, a2
  EXPECT_NE(refusal(*s, 0, "place on i9"), "");
  act(*s, 0, "place on b1");
  EXPECT_NE(refusal(*s, 1, "place on a1"), "");
  act(*s, 1, "place on h9");
}

// Two players, both at their first penguin's turn with penguin 1 (team 1).
std::unique_ptr<PluckyState> capture() {
  auto s = table_for("plucky(mode=capture_the_fish,players=2)");
  act(*s, 0, "go with penguin 1");
  return s;
}

// Issue 17 (item 10): the count that rotates a team's players wraps at 12, so a
// long game keeps the rotation and never overflows it.
TEST(PluckyCapture, R21_ATeamsPlayersTakeTurnsToChooseInALongGame_PL11) {
  auto s = table_for("plucky(mode=capture_the_fish,players=4)");  // team 1: seats 1 and 3
  std::vector<Player> order;
  for (int k = 0; k < 8; ++k) {
    if (k == 1) s->edit().team_turns[0] = 125;  // a count near the byte's end
    const Player p = acting(*s);
    order.push_back(p);
    if (s->position().decision == Decision::kActivate)
      act(*s, p, s->action_to_string(p, s->legal_actions(p)[0]));
    act(*s, p, "end turn");
    EXPECT_GE(s->position().team_turns[0], 0);
    EXPECT_LT(s->position().team_turns[0], 12);
  }
  // Team 1's count goes 125 (odd: seat 3), then 6, 7 (seats 1, 3): it wraps at 12
  // instead of running past 127 into negative numbers.
  EXPECT_EQ(order, (std::vector<Player>{0, 1, 2, 3, 0, 1, 2, 3}));
}

TEST(PluckyCapture, R21_PickUpTheRivalFishNotYourOwn_PL11) {
  auto s = capture();
  put(*s, 0, "a1");
  EXPECT_NE(refusal(*s, 0, "pick up team 1's Golden Fish").find("rival"), std::string::npos);
  put(*s, 0, "i9");
  act(*s, 0, "pick up team 2's Golden Fish");
  EXPECT_EQ(s->position().gold_holder[1], 0);
}

TEST(PluckyCapture, R21_ADroppedFishStaysWhereItFallsAndGoesHomeAtTheEndOfTheRound_PL11) {
  auto s = capture();
  for (int i = 1; i < 8; ++i) put(*s, i, "c5");
  put(*s, 0, "h5", 1);  // water
  put(*s, 2, "c1");     // in water too: its Event comes next
  s->edit().gold_square[1] = -1;
  s->edit().gold_holder[1] = 0;
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Nibble");  // discards the fish first
  pass_window(*s);
  EXPECT_EQ(s->position().gold_square[1], sq("h5"));  // stays in the water
  EXPECT_EQ(s->position().round, 2);
  while (s->is_chance_node() && s->position().chance == ChanceKind::kDrawEvent) {
    act(*s, kChancePlayer, "draw Orca Event Calm Water");
    pass_window(*s);
  }
  EXPECT_EQ(s->position().round, 3);
  EXPECT_EQ(s->position().gold_square[1], sq("i9"));  // back home
}

TEST(PluckyCapture, R21_PassTheFishToAnAllyAndCarryItHomeToWin_PL11) {
  auto s = capture();
  put(*s, 0, "c2");
  put(*s, 2, "c2");  // an ally (team 1)
  s->edit().gold_square[1] = -1;
  s->edit().gold_holder[1] = 0;
  act(*s, 0, "pass the Golden Fish to penguin 3");
  EXPECT_EQ(s->position().gold_holder[1], 2);
  EXPECT_EQ(s->position().movements, 1);
  act(*s, 0, "end turn");
  act(*s, 1, "go with penguin 2");
  act(*s, 1, "end turn");
  act(*s, 0, "go with penguin 3");
  act(*s, 0, "move west then north");  // c2 -> b2 -> b1: team 1's corner
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

TEST(PluckyCapture, R21_TheLastCardDoesNotEndTheGameTheDiscardsAreReshuffled_PL12c) {
  auto s = last_card_drawn("plucky(mode=capture_the_fish,players=2)");
  while (s->position().deck_size > 0 && !s->is_terminal()) {
    if (s->is_chance_node()) {
      first_outcomes(*s);
    } else {
      const Player p = acting(*s);
      act(*s, p, s->action_to_string(p, s->legal_actions(p)[0]));
    }
  }
  // PL-12c: the game ends only by capture, eliminations or the round bound.
  EXPECT_FALSE(s->position().deck_out);
  at_round_end(*s, s->position().round);
  EXPECT_FALSE(s->is_terminal());
}

TEST(PluckyCapture, R21_NoCaptureByTheRoundBoundIsADraw_PL11_PL12c) {
  auto s = capture();
  at_round_end(*s, kMaxRounds);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
}

}  // namespace
}  // namespace rookery::plucky::testing
