// Plucky Penguins: Events, evading, being eaten and Melting (games/plucky/RULES.md
// R10..R12; PL-4a, PL-7, PL-8 and the rulebook's FAQ).
#include <nlohmann/json.hpp>

#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

TEST(PluckyEvents, R10_NoEventIsDrawnInTheFirstRound_PL4a) {
  auto s = table();
  put(*s, 0, "c1");  // in water
  at_events(*s, 1);
  EXPECT_EQ(s->position().chance, ChanceKind::kDrawCard);  // round 2's first turn
  EXPECT_EQ(s->position().round, 2);
}

TEST(PluckyEvents, R11_FromTheLeaderOrcaInWaterWalrusInItsAreaOnIce_PL4a) {
  auto s = events(
      [](PluckyState& t) {
        t.edit().leader = 1;
        put(t, 0, "c1");  // water: Orca
        put(t, 1, "e4");  // ice next to the walrus: Walrus
        put(t, 2, "c4");  // ice, out of the walrus' area: nothing
      },
      3);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  const Entry& first = s->position().stack[0];
  EXPECT_EQ(first.penguin, 1);  // the Leader first
  EXPECT_EQ(first.deck, Deck::kWalrus);
  // Everyone sees whose penguin the Event is about (a front end lights its square).
  EXPECT_EQ(s->observation(kSpectator)["stack"][0]["penguin"], 1);
  act(*s, kChancePlayer, "draw Walrus Event Walrus Nap");
  pass_window(*s);
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].penguin, 0);  // player 3 skipped; then player 1
  EXPECT_EQ(s->position().stack[0].deck, Deck::kOrca);
}

// Events are drawn face up (PL-7): every seat and spectator sees the latest ones, with the
// penguin that drew each, for the table to show; the oldest goes once eight are kept.
TEST(PluckyEvents, PL7_EveryoneSeesTheLatestEventsDrawn) {
  const auto three = [](PluckyState& t) {
    t.edit().leader = 1;
    put(t, 0, "c1");  // water: Orca
    put(t, 1, "e4");  // ice next to the walrus: Walrus
    put(t, 2, "c4");  // nothing
  };
  auto s = events(three, 3);
  EXPECT_EQ(s->observation(kSpectator)["drawn_events"], nlohmann::json::array());
  act(*s, kChancePlayer, "draw Walrus Event Walrus Nap");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  const nlohmann::json walrus_nap = {
      {"event", "walrus_nap"}, {"deck", "walrus"}, {"penguin", 1}, {"player", 1}, {"round", 2}};
  const nlohmann::json calm_water = {
      {"event", "calm_water"}, {"deck", "orca"}, {"penguin", 0}, {"player", 0}, {"round", 2}};
  for (Player viewer : {kSpectator, 0, 2})
    EXPECT_EQ(s->observation(viewer)["drawn_events"],
              nlohmann::json::array({walrus_nap, calm_water}));

  auto full = events(three, 3);
  for (int k = 0; k < kRecentEvents; ++k)
    full->edit().drawn_events[static_cast<std::size_t>(k)] = {Deck::kOrca, 0, 0, 0,
                                                              static_cast<std::int16_t>(10 + k)};
  full->edit().drawn_count = kRecentEvents;
  act(*full, kChancePlayer, "draw Walrus Event Walrus Nap");
  const nlohmann::json kept = full->observation(kSpectator)["drawn_events"];
  ASSERT_EQ(kept.size(), static_cast<std::size_t>(kRecentEvents));
  EXPECT_EQ(kept[0]["round"], 11);  // the oldest (round 10) went
  EXPECT_EQ(kept[kRecentEvents - 1], walrus_nap);
}

TEST(PluckyEvents, R11_EvadeByDiscardingFishOrBeEaten) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "c1", 2);
    put(t, 1, "d4");
    put(t, 2, "d4");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(s->position().decision, Decision::kEvade);
  EXPECT_EQ(acting(*s), 0);
  act(*s, 0, "evade");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_EQ(s->position().supply, kFishSupply);
  // Without the fish to pay, there is no choice: eaten.
  auto t = events([](PluckyState& u) {
    put(u, 0, "c1", 1);
    put(u, 1, "d4");
    put(u, 2, "d4");
  });
  act(*t, kChancePlayer, "draw Orca Event Orca Attack");
  EXPECT_FALSE(t->penguin(0).alive);
  EXPECT_EQ(t->position().supply, kFishSupply);  // its fish go back
}

TEST(PluckyEvents, R11_OrcaAmbushEatsInWaterAtThreeFish) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "c1", 2);
    put(t, 1, "d4");
    put(t, 2, "d4");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Ambush");
  EXPECT_FALSE(s->penguin(0).alive);  // 2 fish cannot pay 3
}

TEST(PluckyEvents, R11_OrcaNibbleDiscardsTwoFishAndCannotBeEvaded) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "c1", 3);
    put(t, 1, "d4");
    put(t, 2, "d4");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Nibble");
  EXPECT_EQ(s->position().decision, Decision::kNone);
  EXPECT_EQ(s->penguin(0).fish, 1);
}

TEST(PluckyEvents, R11_StrongCurrentPushesTowardTheNearestCornerLeaderPicksTies) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "d1", 0);  // nearest corner b1: west
    put(t, 1, "b2", 0);  // corners a2 and b1 equally near: the Leader picks
    put(t, 2, "d4");
  });
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  EXPECT_EQ(at(*s, 0), "c1");
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  ASSERT_EQ(s->position().decision, Decision::kCurrentStep);
  EXPECT_EQ(acting(*s), 0);  // the Leader
  EXPECT_EQ(s->legal_actions(0).size(), 2);
  act(*s, 0, "choose north");
  EXPECT_EQ(at(*s, 1), "b1");
}

TEST(PluckyEvents, R11_ColdSplashAndWalrusRoarDiscardACardOfYourChoice) {
  auto s = events([](PluckyState& t) {
    t.set_hand(0, {kShove, kDodge});
    put(t, 0, "c1", 0);
    put(t, 1, "e4", 0);
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Cold Splash");
  // Player 1 holds a Dodge: the window asks first.
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "pass");
  ASSERT_EQ(s->position().decision, Decision::kDiscard);
  act(*s, 0, "discard Shove");
  EXPECT_EQ(s->hand_count(0, kShove), 0);
  EXPECT_EQ(s->hand_count(0, kDodge), 1);
  // Player 2 (no card): nothing to discard, nothing happens.
  act(*s, kChancePlayer, "draw Walrus Event Walrus Roar");
  EXPECT_EQ(s->position().decision, Decision::kNone);
}

TEST(PluckyEvents, R11_CalmWaterAndWalrusNapDoNothing) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "c1", 2);
    put(t, 1, "e4", 2);
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  act(*s, kChancePlayer, "draw Walrus Event Walrus Nap");
  EXPECT_EQ(s->penguin(0).fish, 2);
  EXPECT_EQ(s->penguin(1).fish, 2);
  EXPECT_EQ(s->position().event_discard[0][5], 1);
  EXPECT_EQ(s->position().event_discard[1][5], 1);
}

TEST(PluckyEvents, R11_WalrusAttackEatsWalrusPounceOnlyOnItsSquare) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "e4", 0);
    put(t, 1, "e5", 0);
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Walrus Event Walrus Pounce");  // e4 is not the walrus' square
  EXPECT_TRUE(s->penguin(0).alive);
  act(*s, kChancePlayer, "draw Walrus Event Walrus Pounce");
  EXPECT_FALSE(s->penguin(1).alive);
  auto t = events([](PluckyState& u) {
    put(u, 0, "e4", 0);
    put(u, 1, "c5");
    put(u, 2, "c5");
  });
  act(*t, kChancePlayer, "draw Walrus Event Walrus Attack");
  EXPECT_FALSE(t->penguin(0).alive);
}

TEST(PluckyEvents, R11_WalrusSnackTakesOneFishAndWalrusShovePushesAway) {
  auto s = events([](PluckyState& t) {
    put(t, 0, "e4", 2);
    put(t, 1, "e5", 0);
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Walrus Event Walrus Snack");
  EXPECT_EQ(s->penguin(0).fish, 1);
  EXPECT_EQ(s->position().supply, kFishSupply - 1);
  // On the walrus' own square every way is away: the Leader picks.
  act(*s, kChancePlayer, "draw Walrus Event Walrus Shove");
  ASSERT_EQ(s->position().decision, Decision::kShoveStep);
  EXPECT_EQ(s->legal_actions(0).size(), 4);
  act(*s, 0, "choose west");
  EXPECT_EQ(at(*s, 1), "d5");
  auto t = events([](PluckyState& u) {
    put(u, 0, "e4", 0);
    put(u, 1, "c5");
    put(u, 2, "c5");
  });
  act(*t, kChancePlayer, "draw Walrus Event Walrus Shove");
  ASSERT_EQ(t->position().decision, Decision::kShoveStep);
  EXPECT_EQ(t->legal_actions(0).size(), 3);  // e3, d4, f4 are all farther from e5
  EXPECT_NE(refusal(*t, 0, "choose south"), "");
  act(*t, 0, "choose north");
  EXPECT_EQ(at(*t, 0), "e3");
}

TEST(PluckyEvents, Dodge_CancelsAnEventYouDrew) {
  auto s = events([](PluckyState& t) {
    t.set_hand(0, {kDodge});
    put(t, 0, "c1", 0);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "play Dodge");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->position().event_discard[0][0], 1);
}

TEST(PluckyAbilities, Lucky_DiscardsTheEventJustDrawnAndDrawsAgain) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kLucky);
    put(t, 0, "c1", 0);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  act(*s, 0, "use Lucky");
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().event_discard[0][0], 1);
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  EXPECT_TRUE(s->penguin(0).alive);
}

TEST(PluckyAbilities, Diver_TheNextEventCostsOneFishLess) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kDiver);
    put(t, 0, "c1", 1);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  act(*s, 0, "use Diver");
  ASSERT_EQ(s->position().decision, Decision::kEvade);  // 2 - 1 = 1 fish
  act(*s, 0, "evade");
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(s->penguin(0).fish, 0);
  EXPECT_FALSE(s->penguin(0).cheaper_evade);
}

// Issue 17: "used up when that Event resolves" (R15): an Event that does nothing
// spends the discount too, and an unused discount lapses at the end of the round.
TEST(PluckyAbilities, R15_DiverDiscountIsUsedUpByAnEventThatDoesNothing_PL5) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kDiver);
    put(t, 0, "c1", 0);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  act(*s, 0, "use Diver");
  pass_window(*s);
  EXPECT_FALSE(s->penguin(0).cheaper_evade);  // spent on Calm Water
}

TEST(PluckyAbilities, R15_DiverDiscountDoesNotCarryIntoTheNextRound_PL5) {
  auto s = events([](PluckyState& t) {
    give_character(t, 0, kDiver);
    put(t, 0, "c1", 0);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  pass_window(*s);
  s->edit().penguins[0].cheaper_evade = true;  // as if played after its Event, this round
  const int round = s->position().round;
  at_round_end(*s, round);
  EXPECT_EQ(s->position().round, round + 1);
  EXPECT_FALSE(s->penguin(0).cheaper_evade);
}

TEST(PluckyEvents, FAQ_MovingOutOfTheWaterBeforeTheEventResolvesSparesThePenguin) {
  auto s = events([](PluckyState& t) {
    t.set_hand(1, {kSplash});
    put(t, 0, "b3", 0);  // water, next to c3 (island)
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "play Splash on player 1 east");
  pass_window(*s);
  EXPECT_TRUE(s->penguin(0).alive);
  EXPECT_EQ(at(*s, 0), "c3");
}

TEST(PluckyEvents, R12_TheFirstPenguinEatenMeltsTheCornersAtOnce_PL4a) {
  auto s = events(
      [](PluckyState& t) {
        t.set_hand(0, {kShove, kShove});
        put(t, 0, "c1", 1);
        put(t, 1, "a1", 0);  // corner ice: no Event yet
        put(t, 2, "c5");
        put(t, 3, "c5");
      },
      4);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  pass_window(*s);  // player 1 holds cards: asked first
  EXPECT_FALSE(s->penguin(0).alive);
  EXPECT_TRUE(s->position().melted);
  EXPECT_EQ(s->position().hand_size[0], 0);
  EXPECT_EQ(s->position().discard[kShove], 2);
  // Player 2 stands on a melted corner: in water now, it draws an Orca Event.
  ASSERT_EQ(s->position().chance, ChanceKind::kDrawEvent);
  EXPECT_EQ(s->position().stack[0].penguin, 1);
  EXPECT_EQ(s->position().stack[0].deck, Deck::kOrca);
}

TEST(PluckyEvents, R12_TheLeaderTokenSkipsEatenPlayers) {
  auto s = events(
      [](PluckyState& t) {
        put(t, 0, "c5");
        put(t, 1, "c1", 0);
        put(t, 2, "c5");
        put(t, 3, "c5");
      },
      4);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");  // player 2 eaten
  first_outcomes(*s);
  EXPECT_EQ(s->position().leader, 2);  // player 1 -> player 3
}

}  // namespace
}  // namespace rookery::plucky::testing
