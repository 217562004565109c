// Plucky Penguins: where two rules meet. Every clause has its own test elsewhere;
// these scenarios put two clauses (or rulings) that touch the same state into one
// position and assert what the rulebook and the rulings demand there. The table
// "Where two rules meet" in games/plucky/RULES.md lists every pair, with these tests
// and the older ones that already covered a pair.
#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

// Three (or more) players with passive characters, player 1 holding `cards` in its
// turn of `round` (no Event is drawn in round 1, so most tests use round 2).
std::unique_ptr<PluckyState> turn_of_player_1(std::vector<int> cards, int round = 2,
                                              int players = 3) {
  auto s = table(players);
  for (int p = 0; p < players; ++p) give_character(*s, p, kSwimmer);
  s->set_hand(0, cards);
  at_turn(*s, round, 0);
  return s;
}

// The Events of round 2 after `setup` placed the penguins (passive characters, no cards).
template <typename Setup>
std::unique_ptr<PluckyState> events(Setup setup, int players = 3) {
  auto s = table(players);
  for (int p = 0; p < players; ++p) give_character(*s, p, kSwimmer);
  for (int p = 0; p < players; ++p) put(*s, p, "c5");  // island, out of the walrus' area
  setup(*s);
  at_events(*s);
  return s;
}

// Jumps to the fishing of round 1 (the walrus and the round's end follow).
void to_fishing(PluckyState& s) {
  Position& p = s.edit();
  p.stage = Stage::kFishing;
  p.turn_player = -1;
  p.active = -1;
  p.movements = 0;
  s.settle();
}

void ended_turn_on(PluckyState& s, int penguin, std::string_view square, int fish = 0) {
  put(s, penguin, square, fish);
  s.edit().penguins[static_cast<std::size_t>(penguin)].turn_end =
      static_cast<std::int8_t>(sq(square));
}

int hole_at(const PluckyState& s, std::string_view square) {
  return s.components().board.hole_index[static_cast<std::size_t>(sq(square))];
}

// Everyone still to take a turn in round 1 ends it at once (draws by first outcome).
void end_remaining_turns(PluckyState& s) {
  while (!s.is_terminal() && s.position().stage == Stage::kTurns) {
    if (s.is_chance_node()) {
      first_outcomes(s);
      continue;
    }
    const Player p = acting(s);
    if (s.position().decision == Decision::kActivate ||
        s.position().decision == Decision::kHandLimit) {
      act(s, p, s.action_to_string(p, s.legal_actions(p)[0]));
    } else if (s.position().window_open) {
      act(s, p, "pass");
    } else {
      act(s, p, "end turn");
    }
  }
}

// Two penguins left (player 1 eaten in round 2's Events): the Final Phase, at player
// 2's turn in round 3 with no cards in either hand. All three are Swimmers.
std::unique_ptr<PluckyState> final_phase_turn() {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  put(*s, 0, "c1", 0);
  put(*s, 1, "d4", 2);
  put(*s, 2, "f4", 0);
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");  // player 1 eaten
  pass_window(*s);
  first_outcomes(*s);
  EXPECT_TRUE(s->position().final_phase);
  EXPECT_EQ(s->position().round, 3);
  EXPECT_EQ(acting(*s), 1);
  s->set_hand(1, {});
  s->set_hand(2, {});
  return s;
}

// ---- fishing against cards, abilities and the walrus ----------------------

// R9 Lucky Catch x R13 fishing: the hole Lucky Catch gains at is the hole fished
// last (PL-12d), so the same penguin ending its turn there gains nothing more.
TEST(RulePairs, R9LuckyCatchMeetsR13Fishing_TheSameHoleIsNotFishedTwice_PL12d) {
  auto s = turn_of_player_1({kLuckyCatch}, 1);
  put(*s, 0, "c3", 0);
  put(*s, 1, "g3", 0);  // another hole: fishes normally, to show fishing took place
  act(*s, 0, "play Lucky Catch");
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(0).last_hole, hole_at(*s, "c3"));
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 1);  // no second fish from c3
  EXPECT_EQ(s->penguin(1).fish, 1);
  EXPECT_EQ(s->position().supply, kFishSupply - 2);
}

// R12 Shove onto the walrus' square x PL-12d Lucky Catch: a penguin shoved (by its own
// player, FAQ) onto a hole where the walrus stands may not use Lucky Catch there.
TEST(RulePairs, R9ShoveOntoTheWalrusSquareMeetsPL12dLuckyCatch_Refused) {
  auto s = turn_of_player_1({kShove, kLuckyCatch}, 1);
  s->edit().walrus = static_cast<std::int8_t>(sq("c3"));
  put(*s, 0, "c4", 0);
  act(*s, 0, "play Shove on player 1 north");
  pass_window(*s);
  ASSERT_EQ(at(*s, 0), "c3");
  const std::string why = refusal(*s, 0, "play Lucky Catch");
  EXPECT_NE(why.find("walrus' area"), std::string::npos) << why;
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->hand_count(0, kLuckyCatch), 1);
}

// R13 fishing x R14 the walrus: fishing comes before the walrus moves (PL-4a), so a
// penguin out of the walrus' area at fishing time fishes even if the walrus then
// walks onto its square.
TEST(RulePairs, R13FishingMeetsR14Walrus_FishingIsCheckedBeforeTheWalrusMoves_PL4a) {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  s->edit().walrus = static_cast<std::int8_t>(sq("e3"));  // 2 squares from c3
  ended_turn_on(*s, 0, "c3");
  put(*s, 1, "i9");
  put(*s, 2, "a9");
  to_fishing(*s);
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->position().walrus, sq("c3"));  // e3 -> d3 -> c3 afterwards
}

// R13 fishing x Shove: "still there after all turns" (PL-4): a penguin that ended its
// turn on a hole and was shoved off it by a later player does not fish.
TEST(RulePairs, R13FishingMeetsShove_ShovedOffTheHoleAfterItsTurnNoFish_PL4) {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  put(*s, 0, "c3", 0);
  put(*s, 1, "c4", 0);
  put(*s, 2, "i9", 0);
  act(*s, 0, "end turn");
  first_outcomes(*s);
  ASSERT_EQ(acting(*s), 1);
  s->set_hand(1, {kShove});
  act(*s, 1, "play Shove on player 1 east");
  pass_window(*s);
  EXPECT_EQ(at(*s, 0), "d3");
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->position().supply, kFishSupply);
}

// R13 fishing x Walrus Call: the walrus' area is judged at fishing time, so a Walrus
// Call later in the round that brings the walrus next to the hole stops the fishing.
TEST(RulePairs, R13FishingMeetsWalrusCall_TheWalrusCalledNextToTheHoleStopsIt_PL4) {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  s->edit().walrus = static_cast<std::int8_t>(sq("e3"));
  put(*s, 0, "c3", 0);
  put(*s, 1, "i9", 0);
  put(*s, 2, "a9", 0);
  act(*s, 0, "end turn");
  first_outcomes(*s);
  s->set_hand(1, {kWalrusCall});
  act(*s, 1, "play Walrus Call on player 1 west");
  pass_window(*s);
  EXPECT_EQ(s->position().walrus, sq("d3"));
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 0);
}

// PL-5 Fisher x Hole Guard: the Fisher's hole next to it is fishing too, so another
// player's Hole Guard keeps it off; its ability is not spent on a fish it did not get.
TEST(RulePairs, PL5FisherMeetsHoleGuard_AGuardedHoleNextToTheFisherGivesNothing_PL12d) {
  auto s = turn_of_player_1({kHoleGuard}, 1);
  give_character(*s, 1, kFisher);
  put(*s, 0, "c3", 0);
  put(*s, 1, "d3", 0);  // next to c3
  put(*s, 2, "i9", 0);
  act(*s, 0, "play Hole Guard");
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 1);  // the guard fishes
  EXPECT_EQ(s->penguin(1).fish, 0);
  EXPECT_FALSE(s->penguin(1).ability_used);
}

// PL-5 Fisher x PL-4 the same hole: the hole next to the Fisher is not fished twice
// in a row either.
TEST(RulePairs, PL5FisherMeetsPL4SameHole_NotTheHoleItFishedLast) {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  give_character(*s, 2, kFisher);
  put(*s, 0, "i9");
  put(*s, 1, "i1");
  ended_turn_on(*s, 2, "d7");  // next to the hole c7
  s->edit().penguins[2].last_hole = static_cast<std::int8_t>(hole_at(*s, "c7"));
  to_fishing(*s);
  EXPECT_EQ(s->penguin(2).fish, 0);
  EXPECT_FALSE(s->penguin(2).ability_used);
  // Fished elsewhere last: it fishes c7 and spends its ability.
  auto t = table(3);
  for (int p = 0; p < 3; ++p) give_character(*t, p, kSwimmer);
  give_character(*t, 2, kFisher);
  put(*t, 0, "i9");
  put(*t, 1, "i1");
  ended_turn_on(*t, 2, "d7");
  t->edit().penguins[2].last_hole = static_cast<std::int8_t>(hole_at(*t, "g3"));
  to_fishing(*t);
  EXPECT_EQ(t->penguin(2).fish, 1);
  EXPECT_EQ(t->penguin(2).last_hole, hole_at(*t, "c7"));
  EXPECT_TRUE(t->penguin(2).ability_used);
}

// R12 eaten x R13 an empty supply: an eaten penguin's fish go back to the supply at
// once, so a supply emptied before can give them out again in the same round.
TEST(RulePairs, R12EatenMeetsR13EmptySupply_TheEatenFishCanBeFishedAgain) {
  auto s = turn_of_player_1({kOrcaSighting}, 2, 4);
  put(*s, 0, "c3", 0);
  put(*s, 1, "e1", 2);  // water
  put(*s, 2, "i9", 0);
  put(*s, 3, "a9", 0);
  s->edit().supply = 0;
  act(*s, 0, "play Orca Sighting on player 2");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_EQ(s->position().decision, Decision::kEvade);  // 2 fish could pay
  act(*s, 1, "accept");
  EXPECT_FALSE(s->penguin(1).alive);
  EXPECT_EQ(s->position().supply, 2);
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->position().supply, 1);
}

// ---- responses: the stack, Counter, Trickster, Dodge, Lucky, Diver ----------

// PL-5 Diver x PL-6 Counter: the Diver is an ability, not a lightning card, so Counter
// is not offered against it, and the discount stands.
TEST(RulePairs, PL5DiverMeetsPL6Counter_CounterCannotCancelTheDiscount) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kDiver);
    t.set_hand(2, {kCounter});
    put(t, 0, "c1", 1);
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");  // evade cost 2
  ASSERT_EQ(acting(*s), 2);
  act(*s, 2, "pass");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Diver");
  ASSERT_EQ(acting(*s), 2);
  EXPECT_EQ(s->legal_actions(2).size(), 1u);  // pass only
  EXPECT_NE(refusal(*s, 2, "play Counter").find("no lightning card"), std::string::npos);
  act(*s, 2, "pass");
  ASSERT_EQ(s->position().decision, Decision::kEvade);  // 2 - 1 = 1 fish, and it has 1
  act(*s, 0, "evade");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->hand_count(2, kCounter), 1);
}

// PL-5 Diver x PL-6 Dodge: an Event cancelled by Dodge still uses the discount up (R15).
TEST(RulePairs, PL5DiverMeetsPL6Dodge_ACancelledEventUsesTheDiscountUp_R15) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kDiver);
    t.set_hand(0, {kDodge});
    put(t, 0, "c1", 0);
    put(t, 1, "e1", 0);  // its Event comes next: the round is still on when we look
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Diver");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "play Dodge");
  pass_window(*s);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  ASSERT_EQ(s->position().stack[0].penguin, 1);
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_TRUE(s->penguin(0).ability_used);
  EXPECT_FALSE(s->penguin(0).cheaper_evade);
  EXPECT_EQ(s->position().event_discard[0][0], 1);  // Orca Attack
  EXPECT_EQ(s->position().discard[kDodge], 1);
}

// PL-6 Counter x Dodge: Dodge is a lightning card, so Counter cancels it and the
// Event goes through.
TEST(RulePairs, PL6CounterMeetsPL6Dodge_TheCounteredDodgeLetsTheEventThrough) {
  auto s = events([](PluckyState& t) {
    t.set_hand(0, {kDodge});
    t.set_hand(1, {kCounter});
    put(t, 0, "c1", 0);
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "pass");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "play Dodge");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "play Counter");
  pass_window(*s);
  EXPECT_FALSE(s->penguin(0).alive);
  EXPECT_TRUE(s->position().melted);
  EXPECT_EQ(s->position().discard[kDodge], 1);
  EXPECT_EQ(s->position().discard[kCounter], 1);
}

// PL-6 Counter x the FAQ escape: a Splash that would lift a penguin out of the water
// before its Orca Event resolves is countered, so the penguin stays and is eaten.
TEST(RulePairs, PL6CounterMeetsFAQEscape_ACounteredSplashSparesNobody_PL8) {
  auto s = events([](PluckyState& t) {
    t.set_hand(1, {kSplash});
    t.set_hand(2, {kCounter});
    put(t, 0, "b3", 0);  // water, next to the island at c3
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "play Splash on player 1 east");
  ASSERT_EQ(acting(*s), 2);
  act(*s, 2, "play Counter");
  pass_window(*s);
  EXPECT_EQ(at(*s, 0), "b3");
  EXPECT_FALSE(s->penguin(0).alive);
}

// PL-5 Trickster x Orca Sighting: the card targets the Trickster's penguin, so it
// can be cancelled, and no Event is drawn.
TEST(RulePairs, PL5TricksterMeetsPL6OrcaSighting_NoEventIsDrawn) {
  auto s = turn_of_player_1({kOrcaSighting});
  give_character(*s, 1, kTrickster);
  put(*s, 1, "c1");  // water
  act(*s, 0, "play Orca Sighting on player 2");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "use Trickster");
  pass_window(*s);
  EXPECT_FALSE(s->is_chance_node());
  EXPECT_EQ(acting(*s), 0);  // back to player 1's turn
  EXPECT_EQ(s->position().stack_size, 0);
  EXPECT_EQ(s->position().discard[kOrcaSighting], 1);
  EXPECT_EQ(s->position().event_discard[0], EventCounts{});
  EXPECT_TRUE(s->penguin(1).ability_used);
}

// PL-5 Trickster x Bully: the Trickster cancels an Action *card*; the Bully's push is
// an ability, so the Trickster has nothing to cancel.
TEST(RulePairs, PL5TricksterMeetsPL5Bully_AnAbilityIsNotAnActionCard) {
  auto s = turn_of_player_1({}, 1);
  give_character(*s, 0, kBully);
  give_character(*s, 1, kTrickster);
  put(*s, 0, "d4");
  put(*s, 1, "d5");
  act(*s, 0, "use Bully on player 2 south");
  ASSERT_EQ(acting(*s), 1);  // asked: it holds a ready lightning ability
  EXPECT_EQ(s->legal_actions(1).size(), 1u);
  EXPECT_NE(refusal(*s, 1, "use Trickster").find("no Action card"), std::string::npos);
  act(*s, 1, "pass");
  EXPECT_EQ(at(*s, 1), "d6");
  EXPECT_FALSE(s->penguin(1).ability_used);
}

// PL-5 Lucky x PL-6 Dodge, Dodge played first: the stack resolves last played first,
// so Lucky redraws, and Dodge then cancels the Event now waiting (the redrawn one).
// A reading of the rulebook: "cancel an Event you drew" fits the new card too.
TEST(RulePairs, PL5LuckyMeetsPL6Dodge_DodgeCancelsTheRedrawnEvent_FAQ) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kLucky);
    t.set_hand(0, {kDodge});
    put(t, 0, "c1", 0);
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  act(*s, 0, "play Dodge");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Lucky");
  pass_window(*s);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);  // Lucky: a new card
  EXPECT_EQ(s->position().event_discard[0][0], 1);          // Orca Attack discarded
  act(*s, kChancePlayer, "draw Orca Event Orca Ambush");
  pass_window(*s);
  EXPECT_TRUE(s->penguin(0).alive);                 // Dodge cancelled the Ambush
  EXPECT_EQ(s->position().event_discard[0][1], 1);  // Orca Ambush
  EXPECT_EQ(s->position().discard[kDodge], 1);
}

// ---- Events against cards, movement and Melting -----------------------------

// Thick Ice x Orca Sighting and Walrus Grumble: "you draw no Orca Events this round"
// holds for card-called Events too, so such a play could change nothing and is not
// offered (PL-13f); Thick Ice does not stop a Walrus Event.
TEST(RulePairs, ThickIceMeetsOrcaSightingAndWalrusGrumble_NoOrcaEventOnlyWalrus_PL6_PL13f) {
  auto s = turn_of_player_1({kOrcaSighting, kWalrusGrumble, kWalrusGrumble});
  s->edit().penguins[1].thick_ice = true;  // player 2 played Thick Ice this round
  s->edit().walrus = static_cast<std::int8_t>(sq("c4"));
  put(*s, 0, "e7");
  put(*s, 1, "b4");  // water, in the walrus' area
  EXPECT_NE(refusal(*s, 0, "play Orca Sighting on player 2").find("Thick Ice"), std::string::npos);
  // From water Walrus Grumble calls the Orca deck.
  EXPECT_NE(refusal(*s, 0, "play Walrus Grumble on player 2").find("Thick Ice"), std::string::npos);
  put(*s, 1, "c5");  // ice, in the walrus' area: the Walrus deck
  act(*s, 0, "play Walrus Grumble on player 2");
  pass_window(*s);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].deck, Deck::kWalrus);
}

// PL-4a eligibility x Splash: a penguin's Event deck is decided when it is reached; a
// Splash out of the water onto ice in the walrus' area before then gives it a Walrus
// Event instead of an Orca Event.
TEST(RulePairs, PL4aEligibilityMeetsSplash_TheDeckIsDecidedWhenThePenguinIsReached) {
  auto s = events([](PluckyState& t) {
    t.edit().walrus = static_cast<std::int8_t>(sq("c5"));
    t.set_hand(1, {kSplash});
    put(t, 0, "c1");
    put(t, 1, "g5");  // island, far from the walrus: no Event
    put(t, 2, "b4");  // water
  });
  ASSERT_EQ(s->position().stack[0].penguin, 0);
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "play Splash on player 3 east");
  pass_window(*s);
  EXPECT_EQ(at(*s, 2), "c4");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].penguin, 2);
  EXPECT_EQ(s->position().stack[0].deck, Deck::kWalrus);
}

// R12 Melting x Strong Current: on a melted corner the current has no square nearer
// a corner to push to, so the Event would do nothing: no evade is offered and no
// fish is paid (R11: "and the card would do something").
TEST(RulePairs, R12MeltingMeetsStrongCurrent_NoEvadeOfferedForACurrentThatCannotPush_R11) {
  auto s = events([](PluckyState& t) {
    t.edit().melted = true;
    put(t, 0, "a1", 1);  // a melted corner: water
  });
  ASSERT_EQ(s->position().stack[0].deck, Deck::kOrca);
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  EXPECT_NE(s->position().decision, Decision::kEvade);
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(at(*s, 0), "a1");
  EXPECT_EQ(s->position().event_discard[0][3], 1);  // Strong Current
}

// R12 Melting x R6 the water bonus: an Orca Sighting that eats the first penguin in
// the middle of a turn melts the corners at once, so the turn player on corner ice
// now starts its movement in water.
TEST(RulePairs, R12MeltingMidTurnMeetsR6WaterBonus_TheCornerIsWaterAtOnce_PL4a) {
  auto s = turn_of_player_1({kOrcaSighting}, 2, 4);
  put(*s, 0, "a1");
  put(*s, 1, "e1", 0);  // water
  put(*s, 2, "c5");
  put(*s, 3, "g5");
  EXPECT_NE(refusal(*s, 0, "move east then east"), "");  // corner ice: one square
  act(*s, 0, "play Orca Sighting on player 2");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_FALSE(s->penguin(1).alive);
  EXPECT_TRUE(s->position().melted);
  EXPECT_FALSE(s->position().final_phase);  // three are left
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "move east then east");
  EXPECT_EQ(at(*s, 0), "c1");
}

// Orca Sighting x R17 the Final Phase: when the Sighting leaves two penguins in the
// middle of a turn, both refill to 4 cards at once, the turn goes on under the Final
// Phase, and that round has no fishing any more.
TEST(RulePairs, R12EatenMidTurnMeetsR17FinalPhase_RefillAtOnceNoFishingThatRound) {
  auto s = turn_of_player_1({kOrcaSighting}, 2, 3);
  put(*s, 0, "c3", 0);  // a hole
  put(*s, 1, "e1", 0);  // water
  put(*s, 2, "g5", 0);  // island
  act(*s, 0, "play Orca Sighting on player 2");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_FALSE(s->penguin(1).alive);
  EXPECT_TRUE(s->position().final_phase);
  std::vector<int> drawn_by;
  while (s->position().chance == ChanceKind::kDrawCard) {
    drawn_by.push_back(s->position().chance_for);
    ASSERT_TRUE(s->apply(kChancePlayer, s->chance_outcomes().outcomes[0].action).ok());
  }
  EXPECT_EQ(drawn_by, (std::vector<int>{0, 0, 0, 0, 2, 2, 2, 2}));
  ASSERT_EQ(acting(*s), 0);  // player 1's turn goes on
  EXPECT_EQ(s->position().turn_player, 0);
  end_remaining_turns(*s);
  ASSERT_GT(s->position().stage, Stage::kFishing);
  EXPECT_EQ(s->penguin(0).fish, 0);  // it ended its turn on c3, but no fishing now
  EXPECT_EQ(s->position().supply, kFishSupply);
}

// The Leader eaten x the Leader's choices: once the Leader's penguin is eaten, a tie
// of the current's squares is decided by the next living seat (PL-3, R11).
TEST(RulePairs, R12LeaderEatenMeetsR11LeadersChoice_TheNextLivingSeatChooses) {
  auto s = events(
      [](PluckyState& t) {
        put(t, 0, "c1", 0);  // the Leader, in water
        put(t, 2, "b2", 0);  // water; corners a2 and b1 equally near
      },
      4);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_FALSE(s->penguin(0).alive);
  ASSERT_EQ(s->position().stack[0].penguin, 2);
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  ASSERT_EQ(s->position().decision, Decision::kCurrentStep);
  EXPECT_EQ(acting(*s), 1);  // player 2, the next living seat
  act(*s, 1, "choose north");
  EXPECT_EQ(at(*s, 2), "b1");
}

// R12 Melting x Belly Slide: a slide goes over ice only, and melted corners are water.
TEST(RulePairs, R12MeltingMeetsBellySlide_NoSlideOntoAMeltedCorner) {
  auto s = turn_of_player_1({kBellySlide}, 1);
  put(*s, 0, "a1");
  EXPECT_TRUE(s->is_legal(0, s->parse_action(0, "play Belly Slide east 1 square").value()));
  s->edit().melted = true;
  EXPECT_NE(refusal(*s, 0, "play Belly Slide east 1 square").find("over ice"), std::string::npos);
  EXPECT_EQ(s->hand_count(0, kBellySlide), 1);
}

// ---- movement: Swimmer, Snowstorm and the Final Phase -----------------------

// PL-5 Swimmer x R17: the Swimmer's unused square counts in the Final Phase's reach.
TEST(RulePairs, PL5SwimmerMeetsR17Reach_TheUnusedSquareCounts) {
  auto s = final_phase_turn();
  put(*s, 1, "b3");  // water, next to c3
  // a2: 3 squares from the island; one movement of 2 left plus the Swimmer's square.
  act(*s, 1, "move west then north");
  pass_window(*s);
  EXPECT_EQ(at(*s, 1), "a2");
  EXPECT_NE(refusal(*s, 1, "end turn").find("Final Phase"), std::string::npos);
  act(*s, 1, "move east then east then south");  // back to c3 with the Swimmer's square
  pass_window(*s);
  EXPECT_EQ(at(*s, 1), "c3");
  EXPECT_TRUE(s->penguin(1).ability_used);
}

// Snowstorm x R17: in a Snowstorm a movement from water covers one square, so the
// reach shrinks and a step away from the island is refused.
TEST(RulePairs, SnowstormMeetsR17Reach_OneSquareAMovement) {
  auto s = final_phase_turn();
  s->edit().penguins[1].ability_used = true;  // no Swimmer's square
  put(*s, 1, "b3");
  EXPECT_TRUE(s->is_legal(1, s->parse_action(1, "move west").value()));  // a3: 2 away, 1 left
  s->edit().snowstorm = true;
  const std::string why = refusal(*s, 1, "move west");
  EXPECT_NE(why.find("Final Phase"), std::string::npos) << why;
  EXPECT_EQ(at(*s, 1), "b3");
}

// PL-5 Bully x R17: the Bully may not push its own penguin off the island out of
// reach either; pushing the rival off is not "on purpose" for that rival.
TEST(RulePairs, PL5BullyMeetsR17_NoPushingYourselfOffTheIsland) {
  auto s = final_phase_turn();
  give_character(*s, 1, kBully);
  put(*s, 1, "c4");
  put(*s, 2, "c5");
  s->edit().movements = 0;
  const std::string why = refusal(*s, 1, "use Bully on player 2 west");
  EXPECT_NE(why.find("Final Phase"), std::string::npos) << why;
  act(*s, 1, "use Bully on player 3 west");
  pass_window(*s);
  EXPECT_EQ(at(*s, 2), "b5");
  act(*s, 1, "end turn");
}

// R17 x R16: the Final Phase does not stop the end by the deck: the round in which
// the last Action card is drawn is the last, and the more fish wins (PL-9, PL-10).
TEST(RulePairs, R17FinalPhaseMeetsR16DeckOut_TheMoreFishWins_PL9) {
  auto s = final_phase_turn();
  put(*s, 1, "d4", 1);
  put(*s, 2, "f4", 3);
  s->edit().deck_out = true;
  at_round_end(*s, 3);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, 1}));
}

// ---- cards and the deck -----------------------------------------------------

// Rummage x R16: Rummage drawing the last card makes the round the last; its second
// card gives nothing.
TEST(RulePairs, RummageMeetsR16DeckOut_TheSecondDrawGivesNothing_PL9) {
  auto s = turn_of_player_1({kRummage}, 1);
  put(*s, 0, "c5", 1);
  put(*s, 1, "a1", 0);
  put(*s, 2, "i9", 0);
  std::vector<int> rest;
  for (int t = 0; t < kMaxCardKinds; ++t) {
    for (int k = 0; k < s->position().deck[static_cast<std::size_t>(t)]; ++k) rest.push_back(t);
  }
  rest.pop_back();
  s->set_hand(2, rest);  // all but one card out of the deck
  ASSERT_EQ(s->position().deck_size, 1);
  act(*s, 0, "play Rummage");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawCard);
  first_outcomes(*s);
  EXPECT_FALSE(s->is_chance_node());  // the second draw gives nothing
  EXPECT_EQ(s->position().hand_size[0], 1);
  EXPECT_TRUE(s->position().deck_out);
  EXPECT_EQ(acting(*s), 0);
  end_remaining_turns(*s);
  while (!s->is_terminal() && s->position().decision != Decision::kNone) {
    const Player p = acting(*s);
    act(*s, p, s->action_to_string(p, s->legal_actions(p)[0]));
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0, 0}));
}

// ---- Golden Fish ------------------------------------------------------------

// R20 x PL-5 Diver: the Golden Fish alone pays an evade cost brought down to 1.
TEST(RulePairs, R20GoldenFishMeetsPL5Diver_TheTokenPaysTheDiscountedCost) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 0; i < 4; ++i) give_character(*s, i, kSwimmer);
  give_character(*s, 0, kDiver);
  for (int i = 1; i < 4; ++i) put(*s, i, "c5");
  put(*s, 0, "b3", 0);
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 0;
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Diver");
  pass_window(*s);
  ASSERT_EQ(s->position().decision, Decision::kEvade);
  act(*s, 0, "evade");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->position().gold_holder[0], -1);
  EXPECT_EQ(s->position().gold_square[0], sq("c3"));
  EXPECT_EQ(s->position().supply, kFishSupply);
}

// R20 x Walrus Snack: "the walrus takes one fish" takes the Golden Fish first (PL-11);
// it drops on the holder's island square and the ordinary fish stay.
TEST(RulePairs, R20GoldenFishMeetsWalrusSnack_TheTokenGoesFirst_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 0; i < 4; ++i) give_character(*s, i, kSwimmer);
  for (int i = 1; i < 4; ++i) put(*s, i, "c5");
  put(*s, 0, "e4", 2);  // ice, next to the walrus
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 0;
  at_events(*s, 2);
  ASSERT_EQ(s->position().stack[0].deck, Deck::kWalrus);
  act(*s, kChancePlayer, "draw Walrus Event Walrus Snack");
  EXPECT_EQ(s->penguin(0).fish, 2);
  EXPECT_EQ(s->position().gold_holder[0], -1);
  EXPECT_EQ(s->position().gold_square[0], sq("e4"));
  EXPECT_EQ(s->position().supply, kFishSupply - 2);
}

// R20's reshuffle (PL-9) x R4 the hand limit: a card discarded at the hand limit is
// in the discard pile, so an empty deck gives it out again at the very next draw.
TEST(RulePairs, R20ReshuffleMeetsR4HandLimit_TheDiscardedCardIsDrawnNext_PL9) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 0; i < 4; ++i) give_character(*s, i, kSwimmer);
  s->set_hand(0, {kWaddle, kShove, kShove, kDodge, kCounter});
  Position& p = s->edit();
  p.deck = {};
  p.deck_size = 0;
  p.discard = {};
  act(*s, 0, "end turn");
  ASSERT_EQ(s->position().decision, Decision::kHandLimit);
  act(*s, 0, "discard Counter");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawCard);  // player 2's draw
  const ChanceDistribution d = s->chance_outcomes();
  ASSERT_EQ(d.outcomes.size(), 1u);
  EXPECT_EQ(d.outcomes[0].action, kDrawCardBase + kCounter);
  first_outcomes(*s);
  EXPECT_EQ(s->hand_count(1, kCounter), 1);
  EXPECT_FALSE(s->position().deck_out);
}

// R20 x R17: two penguins left in Golden Fish: the end of round 10 still goes to the
// holder of the Golden Fish, not to the more fish (PL-11).
TEST(RulePairs, R20GoldenFishMeetsR17FinalPhase_RoundTenGoesToTheHolder_PL11) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int i = 0; i < 4; ++i) put(*s, i, "c5", i == 0 ? 5 : 0);
  s->edit().penguins[2].alive = false;
  s->edit().penguins[3].alive = false;
  s->edit().final_phase = true;
  s->edit().melted = true;
  s->edit().gold_square[0] = -1;
  s->edit().gold_holder[0] = 1;
  at_round_end(*s, 10);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1, 0, 0}));
}

// ---- team modes (PL-11, PL-12) ----------------------------------------------

std::unique_ptr<PluckyState> teams() {
  auto s = table_for("plucky(mode=teams,players=2)");
  for (int i = 0; i < 8; ++i) give_character(*s, i, kSwimmer);
  for (int i = 0; i < 8; ++i) put(*s, i, i % 2 == 0 ? "a9" : "i9");
  return s;
}

// Thick Ice x R19: the card acts from the penguin taking its turn: only that
// penguin is spared the Orca Events, not the player's other penguins.
TEST(RulePairs, ThickIceMeetsR19Teams_OnlyThePenguinThatPlayedIt) {
  auto s = teams();
  s->edit().round = 2;
  s->set_hand(0, {kThickIce});
  put(*s, 0, "c1");
  put(*s, 2, "g1");
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "play Thick Ice");
  EXPECT_TRUE(s->penguin(0).thick_ice);
  EXPECT_FALSE(s->penguin(2).thick_ice);
  for (int i = 1; i < 8; ++i) {
    if (i != 2) put(*s, i, "c5");
  }
  at_events(*s, 2);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].penguin, 2);  // penguin 1 skipped
  EXPECT_EQ(s->position().stack[0].deck, Deck::kOrca);
}

// PL-5 Diver x PL-12e: the discount is the Diver's own penguin's, not that of the
// team's penguin whose Event is waiting.
TEST(RulePairs, PL5DiverMeetsPL12eTeams_TheDiscountIsTheDiversOwn) {
  auto s = teams();
  give_character(*s, 2, kDiver);  // penguin 3, player 1's
  for (int i = 1; i < 8; ++i) put(*s, i, "c5");
  put(*s, 0, "c1", 1);
  put(*s, 4, "g1");  // penguin 5, player 1's, in water: its Event comes next
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");  // penguin 1: cost 2
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Diver");
  pass_window(*s);
  EXPECT_FALSE(s->penguin(0).alive);  // 1 fish could not pay 2
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].penguin, 4);
  EXPECT_TRUE(s->penguin(2).cheaper_evade);
}

// PL-5 Trickster x PL-12e: the Trickster cancels cards that target its own penguin,
// not those that target its team's other penguins.
TEST(RulePairs, PL5TricksterMeetsPL12eTeams_OnlyCardsTargetingTheTrickster) {
  auto s = teams();
  give_character(*s, 2, kTrickster);  // penguin 3, player 1's
  put(*s, 1, "d4");
  put(*s, 0, "d5");
  put(*s, 2, "d3");
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "end turn");
  act(*s, 1, "go with penguin 2");
  s->set_hand(1, {kShove, kShove});
  act(*s, 1, "play Shove on penguin 1 south");
  ASSERT_EQ(acting(*s), 0);
  EXPECT_NE(refusal(*s, 0, "use Trickster").find("no Action card"), std::string::npos);
  act(*s, 0, "pass");
  EXPECT_EQ(at(*s, 0), "d6");
  act(*s, 1, "play Shove on penguin 3 north");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "use Trickster");
  pass_window(*s);
  EXPECT_EQ(at(*s, 2), "d3");
  EXPECT_EQ(s->position().discard[kShove], 2);
}

// R12 eaten mid-activation x R19 alternation: a penguin eaten in its own activation
// (an Orca Sighting on itself) ends it; the rival team's activation comes next, and
// the player's hand limit waits for its last penguin (PL-12a).
TEST(RulePairs, R12EatenMidActivationMeetsR19Alternation_TheRivalTeamGoesNext) {
  auto s = teams();
  s->edit().round = 2;
  s->set_hand(0,
              {kOrcaSighting, kWaddle, kWaddle, kWaddle, kShove, kShove, kShove, kDodge, kDodge});
  for (int i = 1; i < 8; ++i) put(*s, i, "c5");
  put(*s, 0, "c1", 0);
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "play Orca Sighting on penguin 1");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  EXPECT_FALSE(s->penguin(0).alive);
  EXPECT_TRUE(s->position().melted);
  EXPECT_EQ(s->position().decision, Decision::kActivate);
  EXPECT_EQ(acting(*s), 1);
  EXPECT_EQ(s->position().hand_size[0], 8);  // over its limit of 7: no discard asked yet
}

// ---- Capture the Fish --------------------------------------------------------

std::unique_ptr<PluckyState> capture() {
  auto s = table_for("plucky(mode=capture_the_fish,players=2)");
  for (int i = 0; i < 8; ++i) give_character(*s, i, kSwimmer);
  for (int i = 1; i < 8; ++i) put(*s, i, "c5");
  s->edit().gold_square[1] = -1;
  s->edit().gold_holder[1] = 0;  // penguin 1 (team 1) carries team 2's fish
  return s;
}

// R21 x Strong Current: the current pushes the carrier into its own home corner: the
// rival fish is carried there, and the capture wins at once (decision). The carried
// fish could pay the evade cost (R20: it is discarded first); its team accepts.
TEST(RulePairs, R21CaptureMeetsStrongCurrent_ACarrierPushedHomeWins) {
  auto s = capture();
  put(*s, 0, "c1", 0);
  at_events(*s, 2);
  ASSERT_EQ(s->position().stack[0].penguin, 0);
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  ASSERT_EQ(s->position().decision, Decision::kEvade);  // the carried fish could pay 1
  act(*s, 0, "accept");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(at(*s, 0), "b1");
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// R21 x R12 Melting: the home corner stays the team's island after it melts.
TEST(RulePairs, R21CaptureMeetsR12Melting_AMeltedHomeCornerStillCounts) {
  auto s = capture();
  s->edit().melted = true;
  put(*s, 0, "c1");
  act(*s, 0, "go with penguin 1");
  act(*s, 0, "move west");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// R21 x R17: in the Final Phase of Capture the Fish the carrier may step into its home
// corner: the capture ends the game, so no turn ends off the island.
TEST(RulePairs, R21CaptureMeetsR17FinalPhase_TheCarrierMayStepHome) {
  auto s = capture();
  for (int i = 2; i < 8; ++i) s->edit().penguins[static_cast<std::size_t>(i)].alive = false;
  s->edit().final_phase = true;
  s->edit().melted = true;
  put(*s, 0, "c1");
  put(*s, 1, "e7");
  act(*s, 0, "go with penguin 1");
  s->edit().movements = 1;
  const std::string why = refusal(*s, 0, "move west");
  EXPECT_EQ(why, "");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
  // Without the rival fish the same step is refused.
  auto t = capture();
  for (int i = 2; i < 8; ++i) t->edit().penguins[static_cast<std::size_t>(i)].alive = false;
  t->edit().gold_holder[1] = -1;
  t->edit().gold_square[1] = static_cast<std::int8_t>(sq("i9"));
  t->edit().final_phase = true;
  t->edit().melted = true;
  put(*t, 0, "c1");
  put(*t, 1, "e7");
  act(*t, 0, "go with penguin 1");
  t->edit().movements = 1;
  EXPECT_NE(refusal(*t, 0, "move west").find("Final Phase"), std::string::npos);
}

}  // namespace
}  // namespace rookery::plucky::testing
