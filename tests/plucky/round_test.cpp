// Plucky Penguins: fishing, the walrus, the end of the round and of the game, the
// Final Phase and hidden hands (games/plucky/RULES.md R3, R13..R18; PL-3, PL-4,
// PL-9, PL-10).
#include <nlohmann/json.hpp>

#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

// Penguins placed by `setup` with passive characters and no cards; then the
// round goes on from fishing (round 1: no Events follow).
template <typename Setup>
std::unique_ptr<PluckyState> from_fishing(Setup setup, int players = 3) {
  auto s = table(players);
  for (int p = 0; p < players; ++p) give_character(*s, p, kSwimmer);
  // By default the walrus goes for player 1, alone nearest.
  put(*s, 0, "a5");
  for (int p = 1; p < players; ++p) put(*s, p, p % 2 == 1 ? "i1" : "a9");
  setup(*s);
  Position& p = s->edit();
  p.stage = Stage::kFishing;
  p.turn_player = -1;
  p.movements = 0;
  s->settle();
  return s;
}

void ended_turn_on(PluckyState& s, int penguin, std::string_view square, int fish = 0) {
  put(s, penguin, square, fish);
  s.edit().penguins[static_cast<std::size_t>(penguin)].turn_end =
      static_cast<std::int8_t>(sq(square));
}

TEST(PluckyFishing, R13_EndingTheTurnOnAHoleGivesOneFish_PL4) {
  auto s = from_fishing([](PluckyState& t) {
    ended_turn_on(t, 0, "c3");
    put(t, 1, "g3");  // on a hole, but it did not end its own turn there
    t.edit().penguins[1].turn_end = static_cast<std::int8_t>(sq("g2"));
  });
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->penguin(0).last_hole, 0);
  EXPECT_EQ(s->penguin(1).fish, 0);
  EXPECT_EQ(s->position().supply, kFishSupply - 1);
}

TEST(PluckyFishing, R13_NotInTheWalrusAreaNotTheSameHoleTwiceNotAboveFive_PL4) {
  auto s = from_fishing([](PluckyState& t) {
    t.edit().walrus = static_cast<std::int8_t>(sq("d3"));
    ended_turn_on(t, 0, "c3");  // next to the walrus
    ended_turn_on(t, 1, "g3");
    t.edit().penguins[1].last_hole = 1;  // g3 is the hole it fished last
    ended_turn_on(t, 2, "c7", 5);
  });
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->penguin(1).fish, 0);
  EXPECT_EQ(s->penguin(2).fish, 5);
}

TEST(PluckyFishing, R13_AnEmptySupplyGivesNothing_PL4) {
  auto s = from_fishing([](PluckyState& t) {
    ended_turn_on(t, 0, "c3");
    t.edit().supply = 0;
  });
  EXPECT_EQ(s->penguin(0).fish, 0);
}

TEST(PluckyWalrus, R14_TwoStepsTowardTheNearestPenguinOverTheIsland_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "e1");  // 4 squares north (water)
    put(t, 1, "a5");  // 4 west
    put(t, 2, "e8");  // 3 south: the nearest
  });
  EXPECT_EQ(s->position().walrus, sq("e7"));  // two steps; e8 is water, so it stops at e7
}

TEST(PluckyWalrus, R14_StopsWhenNoIslandSquareBringsItCloser_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "e9");
    put(t, 1, "a1");
    put(t, 2, "i1");
    t.edit().walrus = static_cast<std::int8_t>(sq("e7"));
  });
  EXPECT_EQ(s->position().walrus, sq("e7"));  // e8 is water: it cannot go on
}

TEST(PluckyWalrus, R14_TiesGoToMoreFishThenTheLeaderChooses_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "e2", 0);
    put(t, 1, "e8", 2);  // as near, more fish
    put(t, 2, "a1");
  });
  EXPECT_EQ(s->position().walrus, sq("e7"));
  auto t = from_fishing([](PluckyState& u) {
    put(u, 0, "e2", 1);
    put(u, 1, "e8", 1);
    put(u, 2, "a1");
  });
  ASSERT_EQ(t->position().decision, Decision::kWalrusTarget);
  EXPECT_EQ(acting(*t), 0);  // the Leader
  EXPECT_EQ(t->legal_actions(0).size(), 2);
  act(*t, 0, "choose player 1");
  EXPECT_EQ(t->position().walrus, sq("e3"));
}

TEST(PluckyWalrus, R14_TheLeaderChoosesBetweenTwoEquallyGoodSteps_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "g3");  // diagonal from e5: north or east both bring it closer
    put(t, 1, "a9");
    put(t, 2, "i9");
  });
  ASSERT_EQ(s->position().decision, Decision::kWalrusStep);
  EXPECT_EQ(s->legal_actions(0).size(), 2);
  act(*s, 0, "choose east");
  EXPECT_EQ(s->position().walrus, sq("f5"));
  ASSERT_EQ(s->position().decision, Decision::kWalrusStep);
  act(*s, 0, "choose north");
  EXPECT_EQ(s->position().walrus, sq("f4"));
}

// Issue 25: a penguin on the walrus' own square is at distance 0, the nearest
// possible (PL-3, R14): the walrus targets it and stays.
TEST(PluckyWalrus, R14_APenguinOnTheWalrusSquareKeepsItThere_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    t.edit().walrus = static_cast<std::int8_t>(sq("g7"));
    put(t, 0, "g7", 2);  // on the walrus' square, with fish
    put(t, 1, "e8", 0);  // another penguin further away
    put(t, 2, "a1", 0);
  });
  EXPECT_EQ(s->position().decision, Decision::kNone);  // no Leader's choice to make
  EXPECT_EQ(s->position().walrus, sq("g7"));
  EXPECT_EQ(s->position().walrus_target, 0);
  auto t = from_fishing([](PluckyState& u) {
    u.edit().walrus = static_cast<std::int8_t>(sq("c3"));
    put(u, 0, "c3", 1);
    put(u, 1, "g3", 4);  // more fish, but 4 squares away
    put(u, 2, "i9", 0);
  });
  EXPECT_EQ(t->position().walrus, sq("c3"));
}

// PL-13f: a choice between tied penguins on one square would send the walrus the
// same way: the Leader is offered the square once, named by its first penguin.
TEST(PluckyWalrus, R14_TwoTiedPenguinsOnTheWalrusSquareAreOneChoice_PL3_PL13f) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "e5", 1);  // both on the walrus' square, one fish each
    put(t, 1, "e5", 1);
    put(t, 2, "a1", 0);
  });
  ASSERT_EQ(s->position().decision, Decision::kWalrusTarget);
  EXPECT_EQ(acting(*s), 0);  // the Leader
  EXPECT_EQ(s->legal_actions(0).size(), 1u);
  EXPECT_NE(refusal(*s, 0, "choose player 2").find("same way"), std::string::npos);
  act(*s, 0, "choose player 1");
  EXPECT_EQ(s->position().walrus_target, 0);
  EXPECT_EQ(s->position().walrus, sq("e5"));  // at distance 0 already: it stays
  EXPECT_EQ(s->position().decision, Decision::kNone);
}

TEST(PluckyWalrus, R14_APenguinInItsAreaDrawsItOneStepThenItStays_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    put(t, 0, "e4", 0);  // in the walrus' area
    put(t, 1, "g3", 5);  // more fish, further
    put(t, 2, "a1", 0);
  });
  EXPECT_EQ(s->position().decision, Decision::kNone);
  EXPECT_EQ(s->position().walrus, sq("e4"));  // one step onto it, then none is closer
}

TEST(PluckyWalrus, R14_APenguinInWaterNearerThanAnyOnTheIslandIsTheTarget_PL3) {
  auto s = from_fishing([](PluckyState& t) {
    t.edit().walrus = static_cast<std::int8_t>(sq("e3"));
    put(t, 0, "e1", 0);  // water, 2 squares north: the nearest
    put(t, 1, "e7", 5);  // island, 4 squares south, more fish
    put(t, 2, "a9", 0);
  });
  EXPECT_EQ(s->position().walrus_target, 0);
  // e2 is water: no island square brings it closer, so it stops (PL-3).
  EXPECT_EQ(s->position().walrus, sq("e3"));
  EXPECT_EQ(s->position().decision, Decision::kNone);
}

TEST(PluckyRound, R3_TheLeaderTokenPassesLeftEachRound) {
  auto s = from_fishing([](PluckyState&) {});
  EXPECT_EQ(s->position().round, 2);
  EXPECT_EQ(s->position().leader, 1);
  EXPECT_EQ(s->position().chance_for, 1);  // player 2 moves first: its draw
}

TEST(PluckyEnd, R16_TheLastActionCardEndsTheGameAtTheEndOfTheRound_PL9_PL10) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  put(*s, 0, "a5", 2);
  put(*s, 1, "a1", 3);
  put(*s, 2, "i9", 3);
  // Player 1 draws the last card at the start of its turn.
  s->set_hand(0, {});
  Position& p = s->edit();
  std::vector<int> rest;
  for (int t = 0; t < kMaxCardKinds; ++t) {
    for (int k = 0; k < p.deck[static_cast<std::size_t>(t)]; ++k) rest.push_back(t);
  }
  rest.pop_back();
  s->set_hand(1, rest);  // all but one card out of the deck
  EXPECT_EQ(s->position().deck_size, 1);
  act(*s, 0, "end turn");
  ASSERT_TRUE(s->is_chance_node());
  first_outcomes(*s);  // player 2 draws the last card
  EXPECT_TRUE(s->position().deck_out);
  EXPECT_FALSE(s->is_terminal());  // the round goes on
  act(*s, 1, "end turn");
  while (s->position().decision == Decision::kHandLimit) {
    act(*s, 1, s->action_to_string(1, s->legal_actions(1)[0]));
  }
  EXPECT_FALSE(s->is_chance_node());  // player 3 draws nothing: the deck is empty
  act(*s, 2, "end turn");
  ASSERT_TRUE(s->is_terminal());
  // Players 2 and 3 tie on 3 fish and share the win.
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0.5, 0.5}));
  EXPECT_EQ(s->scores(), (std::vector<double>{2, 3, 3}));
}

TEST(PluckyEnd, R16_TheSafetyBoundOf60RoundsEndsTheGameByFish_PL11) {
  auto s = table();
  put(*s, 0, "a5", 1);
  put(*s, 1, "a1", 4);
  put(*s, 2, "i9", 2);
  Position& p = s->edit();
  p.round = kMaxRounds;
  p.stage = Stage::kRoundEnd;
  p.turn_player = -1;
  s->settle();
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->rounds_played(), kMaxRounds);
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1, 0}));
}

TEST(PluckyFinal, R17_TwoLeftRefillToFourCardsAtOnce) {
  auto s = final_phase();
  EXPECT_TRUE(s->position().final_phase);
  // Both refill to four (player 2 held one card), then the round goes on.
  int draws = 0;
  while (s->position().chance == ChanceKind::kDrawCard && s->position().round == 2) {
    ASSERT_TRUE(s->apply(kChancePlayer, s->chance_outcomes().outcomes[0].action).ok());
    ++draws;
  }
  EXPECT_EQ(draws, 3 + 4);
  EXPECT_EQ(s->position().hand_size[1], 4);
  EXPECT_EQ(s->position().hand_size[2], 4);
}

TEST(PluckyFinal, R17_NoFishingTheTurnEndsOnTheIslandTheWalrusMovesThree) {
  auto s = final_phase();
  first_outcomes(*s);
  ASSERT_EQ(s->position().round, 3);
  ASSERT_EQ(acting(*s), 1);  // player 2 leads round 3
  s->set_hand(1, {});        // no cards: no windows to pass in this test
  s->set_hand(2, {});
  put(*s, 1, "e2");  // in water, next to the island
  EXPECT_NE(refusal(*s, 1, "end turn").find("Final Phase"), std::string::npos);
  // e1 keeps the island within reach: one water movement covers e2 and e3.
  EXPECT_TRUE(s->is_legal(1, s->parse_action(1, "move north").value()));
  act(*s, 1, "move south");  // e3: the island
  act(*s, 1, "end turn");
  first_outcomes(*s);
  put(*s, 2, "g3");
  s->edit().walrus = static_cast<std::int8_t>(sq("e7"));
  act(*s, 2, "end turn");  // g3 is a hole, but there is no fishing now
  EXPECT_EQ(s->penguin(2).fish, 0);
  // The walrus went three steps toward player 2 on e3: e6, e5, e4.
  EXPECT_EQ(s->position().walrus, sq("e4"));
}

// Issue 17: the reach counts two squares for a movement that starts in water,
// and the refusal cites the Final Phase clause (R17).
TEST(PluckyFinal, R17_AMovementFromWaterCoversTwoSquaresOfTheReach) {
  auto s = final_phase();
  first_outcomes(*s);
  ASSERT_EQ(acting(*s), 1);
  s->set_hand(1, {});
  s->set_hand(2, {});
  s->edit().penguins[1].ability_used = true;  // no Swimmer's square: plain water movements
  put(*s, 1, "b3");                           // water, next to the hole c3
  // a3: one movement left, from water it covers a3 -> b3 -> c3.
  EXPECT_TRUE(s->is_legal(1, s->parse_action(1, "move west").value()));
  // a2: three squares from the island, one movement of two left: refused, citing R17.
  const std::string why = refusal(*s, 1, "move west then north");
  EXPECT_NE(why.find("Final Phase"), std::string::npos) << why;
  EXPECT_NE(why.find("R17"), std::string::npos) << why;
  act(*s, 1, "move west");
  act(*s, 1, "move east then east");  // back onto c3
  EXPECT_EQ(at(*s, 1), "c3");
}

// Issue 17: no turn ends off the island on purpose, not even by a Shove on
// oneself after the movements are spent (R17).
TEST(PluckyFinal, R17_NoPushingYourOwnPenguinOffTheIslandOutOfReach) {
  auto s = final_phase();
  first_outcomes(*s);
  ASSERT_EQ(acting(*s), 1);
  s->set_hand(2, {});
  s->set_hand(1, {kShove, kShove});
  put(*s, 1, "c4");
  s->edit().movements = 0;
  const std::string why = refusal(*s, 1, "play Shove on player 2 west");
  EXPECT_NE(why.find("Final Phase"), std::string::npos) << why;
  // With a movement left the island stays within reach: allowed, but the turn
  // may not end until the penguin is back.
  s->edit().movements = 1;
  act(*s, 1, "play Shove on player 2 west");
  pass_window(*s);
  EXPECT_EQ(at(*s, 1), "b4");
  EXPECT_NE(refusal(*s, 1, "end turn").find("Final Phase"), std::string::npos);
  act(*s, 1, "move east");
  pass_window(*s);
  act(*s, 1, "end turn");
}

TEST(PluckyFinal, R17_LuckyCatchObeysTheFishingRestrictions_PL12d) {
  auto s = final_phase();
  first_outcomes(*s);
  ASSERT_EQ(acting(*s), 1);
  s->set_hand(2, {});
  s->set_hand(1, {kLuckyCatch});
  put(*s, 1, "g7", 1);  // a hole, far from the walrus
  const std::string why = refusal(*s, 1, "play Lucky Catch");
  EXPECT_NE(why.find("can not fish anymore"), std::string::npos) << why;
  EXPECT_EQ(s->penguin(1).fish, 1);
}

TEST(PluckyFinal, R17_TheLastOneStandingWins) {
  auto s = final_phase();
  first_outcomes(*s);
  put(*s, 1, "c2", 0);
  put(*s, 2, "f4");
  at_events(*s, 3);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, 1}));
}

TEST(PluckyFinal, R17_BothEatenTheWalrusWins_PL9) {
  auto s = final_phase();
  first_outcomes(*s);
  put(*s, 1, "c2", 0);
  put(*s, 2, "d2", 0);
  at_events(*s, 3);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_FALSE(s->is_terminal());  // eaten in the same Events: the phase goes on
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, 0}));
}

TEST(PluckyHidden, R18_HandsAreSecretAndResamplingKeepsWhatThePlayerSaw) {
  auto s = table();
  s->set_hand(0, {kShove, kDodge});
  s->set_hand(1, {kCounter, kCounter, kRummage});
  const nlohmann::json seen_by_1 = s->observation(0);
  EXPECT_EQ(seen_by_1["hand"]["shove"], 1);
  EXPECT_EQ(seen_by_1["hand_sizes"][1], 3);
  EXPECT_FALSE(s->observation(1).dump().find("shove") != std::string::npos);
  Rng rng(7);
  for (int k = 0; k < 20; ++k) {
    auto other = s->resample_hidden(0, rng);
    auto& o = dynamic_cast<PluckyState&>(*other);
    EXPECT_EQ(o.observation(0), seen_by_1);
    EXPECT_EQ(o.position().hands[0], s->position().hands[0]);
    EXPECT_EQ(o.position().hand_size[1], 3);
    EXPECT_EQ(o.position().deck_size, s->position().deck_size);
    int total = o.position().hand_size[0] + o.position().hand_size[1] + o.position().hand_size[2];
    for (std::uint8_t c : o.position().deck) total += c;
    EXPECT_EQ(total, kActionCards);
  }
  // Another player's draw shows only that a card was drawn.
  act(*s, 0, "end turn");
  ASSERT_EQ(s->position().chance_for, 1);
  const Action drawn = s->chance_outcomes().outcomes[0].action;
  EXPECT_EQ(s->public_action_text(0, kChancePlayer, drawn), "player 2 draws an Action card");
  EXPECT_EQ(s->public_action_text(1, kChancePlayer, drawn), "player 2 draws Waddle");
}

}  // namespace
}  // namespace rookery::plucky::testing
