// Plucky Penguins: the decisions after the third rules review (PL-13), each played
// as at the table: the Final Phase's island rule over all the moves left (R17,
// PL-13h), Events judged by their own condition, guarded holes, "you" as one
// penguin in the team modes, refusals that name that penguin, and no play
// offered that can change nothing.
#include <algorithm>

#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

constexpr auto npos = std::string::npos;

// Whether `text` is among the moves offered to `p` now.
bool offered(const PluckyState& s, Player p, std::string_view text) {
  for (Action a : s.legal_actions(p)) {
    if (s.action_to_string(p, a) == text) return true;
  }
  return false;
}

// The Final Phase's round 3 at player 2's turn: nobody holds a card (no window
// asks anyone) and player 2's Swimmer has used its square.
std::unique_ptr<PluckyState> final_turn() {
  auto s = final_phase();
  first_outcomes(*s);
  EXPECT_EQ(acting(*s), 1);
  s->set_hand(1, {});
  s->set_hand(2, {});
  s->edit().penguins[1].ability_used = true;
  return s;
}

// ---- R17, PL-13h: the island rule over all the moves left --------------------

// The review's PL-C2: a water movement covers two squares, so from a3 one movement
// reaches the hole c3; stopping on b3 would end the turn off the island on purpose.
TEST(PluckyPL13, R17_AMovementThatCouldReachTheIslandMayNotStopShort_PL13h) {
  auto s = final_turn();
  put(*s, 1, "a3");
  s->edit().movements = 1;
  EXPECT_FALSE(offered(*s, 1, "move east"));
  const std::string why = refusal(*s, 1, "move east");
  EXPECT_NE(why.find("can still bring it there"), npos) << why;
  EXPECT_TRUE(offered(*s, 1, "move east then east"));
  act(*s, 1, "move east then east");
  EXPECT_EQ(at(*s, 1), "c3");
  act(*s, 1, "end turn");
}

// Out of reach, the penguin is not stranded on purpose: each movement it makes
// brings it closer, and once it has none left its turn may end off the island.
TEST(PluckyPL13, R17_OutOfReachEachMovementComesCloserThenTheTurnMayEnd_PL13h) {
  auto s = final_turn();
  put(*s, 1, "b1");  // three squares from c3; one movement covers two
  s->edit().movements = 1;
  std::string why = refusal(*s, 1, "end turn");
  EXPECT_NE(why.find("coming closer"), npos) << why;
  why = refusal(*s, 1, "move west");  // a1: further away
  EXPECT_NE(why.find("coming closer"), npos) << why;
  EXPECT_FALSE(offered(*s, 1, "move west"));
  EXPECT_TRUE(offered(*s, 1, "move east"));
  act(*s, 1, "move east then south");  // c2, next to the island
  EXPECT_EQ(s->position().movements, 0);
  act(*s, 1, "end turn");
}

// The review's PL-C1: picking up a Golden Fish spends a movement where the penguin
// stands, so it is judged like one: it may not leave the island out of reach.
TEST(PluckyPL13, R17_APickUpThatLeavesTheIslandOutOfReachIsRefused_PL13h) {
  auto s = table_for("plucky(mode=golden_fish,players=4)");
  for (int p = 0; p < 4; ++p) give_character(*s, p, kSwimmer);
  put(*s, 0, "c1", 1);
  put(*s, 1, "d4", 2);
  put(*s, 2, "f4", 0);
  put(*s, 3, "e1", 0);
  at_events(*s, 2);
  for (int eaten = 0; eaten < 2; ++eaten) {  // players 1 and 4, in water
    act(*s, kChancePlayer, "draw Orca Event Orca Attack");
    pass_window(*s);
  }
  first_outcomes(*s);
  ASSERT_TRUE(s->position().final_phase);
  const Player p = acting(*s);
  ASSERT_GE(p, 0);
  const int me = s->position().active;
  ASSERT_GE(me, 0);
  for (int q = 0; q < 4; ++q) s->set_hand(q, {});
  Position& pos = s->edit();
  pos.penguins[static_cast<std::size_t>(me)].ability_used = true;
  pos.movements = 2;
  pos.gold_holder = {-1, -1};
  pos.gold_square[0] = static_cast<std::int8_t>(sq("a1"));
  put(*s, me, "a1");  // four squares from c3: two movements of two reach it
  EXPECT_FALSE(offered(*s, p, "pick up the Golden Fish"));
  const std::string why = refusal(*s, p, "pick up the Golden Fish");
  EXPECT_NE(why.find("can still bring it there"), npos) << why;
  // From b2 the hole is two squares away: one movement after the pick-up reaches it.
  s->edit().gold_square[0] = static_cast<std::int8_t>(sq("b2"));
  put(*s, me, "b2");
  act(*s, p, "pick up the Golden Fish");
  act(*s, p, "move east then south");
  EXPECT_EQ(at(*s, me), "c3");
}

// PL-13g: a Snowstorm stops every extra square in water, the Swimmer's too, and
// the reach counts one square a movement.
TEST(PluckyPL13, PL5SwimmerMeetsSnowstorm_NoExtraSquareForAnyone_PL13g) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
  give_character(*s, 0, kSwimmer);
  s->set_hand(0, {kSnowstorm});
  at_turn(*s, 1, 0);
  put(*s, 0, "b2");  // water
  EXPECT_TRUE(offered(*s, 0, "move east then east then south"));
  act(*s, 0, "play Snowstorm");
  EXPECT_FALSE(offered(*s, 0, "move east then east then south"));
  EXPECT_FALSE(offered(*s, 0, "move east then east"));
  const std::string why = refusal(*s, 0, "move east then east");
  EXPECT_NE(why.find("one square"), npos) << why;
  act(*s, 0, "move east");
  EXPECT_FALSE(s->penguin(0).ability_used);  // the Swimmer's square was not spent
}

// ---- PL-13a..e ---------------------------------------------------------------

// PL-13a: Strong Current goes toward the nearest corner square as printed, melted or
// not; a penguin already on one stays, and the Event does nothing (nothing to evade).
TEST(PluckyPL13, R11StrongCurrentMeetsR12Melting_APenguinOnACornerStays_PL13a) {
  auto s = events([](PluckyState& t) {
    t.edit().melted = true;
    put(t, 0, "a2", 2);  // a melted corner square: water now, still a corner
    put(t, 1, "d4");
    put(t, 2, "d4");
  });
  act(*s, kChancePlayer, "draw Orca Event Strong Current");
  EXPECT_EQ(at(*s, 0), "a2");
  EXPECT_EQ(s->position().decision, Decision::kNone);
  EXPECT_EQ(s->penguin(0).fish, 2);
}

// PL-13b: Orca Ambush eats "in the walrus' area or in water", judged when it
// resolves: a Splash out of the water into the walrus' area does not spare it; out
// of the water elsewhere it does (PL-8's escape).
TEST(PluckyPL13, PL8EscapeMeetsOrcaAmbush_TheWalrusAreaStillCounts_PL13b) {
  for (const bool next_to_walrus : {true, false}) {
    auto s = events([&](PluckyState& t) {
      t.edit().walrus = static_cast<std::int8_t>(sq(next_to_walrus ? "d4" : "e6"));
      put(t, 0, "b4", 0);  // in water; c4 is next to d4
      put(t, 1, "g7");
      put(t, 2, "g7");
      t.set_hand(2, {kSplash});
    });
    act(*s, kChancePlayer, "draw Orca Event Orca Ambush");
    ASSERT_EQ(acting(*s), 2);
    act(*s, 2, "play Splash on player 1 east");
    pass_window(*s);
    first_outcomes(*s);
    EXPECT_EQ(s->penguin(0).square, sq("c4"));
    EXPECT_EQ(s->penguin(0).alive, !next_to_walrus) << (next_to_walrus ? "d4" : "e6");
  }
}

// PL-13c: a hole guarded this round cannot be guarded again.
TEST(PluckyPL13, HoleGuardMeetsHoleGuard_AGuardedHoleIsNotGuardedAgain_PL13c) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
  s->set_hand(0, {kHoleGuard});
  s->set_hand(1, {kHoleGuard});
  at_turn(*s, 1, 0);
  put(*s, 0, "c3");
  put(*s, 1, "c3");
  act(*s, 0, "play Hole Guard");
  at_turn(*s, 1, 1);
  s->edit().active = 1;
  EXPECT_FALSE(offered(*s, 1, "play Hole Guard"));
  const std::string why = refusal(*s, 1, "play Hole Guard");
  EXPECT_NE(why.find("guarded already"), npos) << why;
  EXPECT_EQ(s->position().hole_guard[0], 0);
}

// PL-13d: Belly Slide may start in water; every square it enters must be ice.
TEST(PluckyPL13, BellySlide_MayStartInWater_PL13d) {
  auto s = table();
  for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
  s->set_hand(0, {kBellySlide});
  at_turn(*s, 1, 0);
  put(*s, 0, "b4");
  act(*s, 0, "play Belly Slide east 2 squares");
  EXPECT_EQ(at(*s, 0), "d4");
}

// A 2-player teams game with characters chosen in order: player 1 drafts
// Lucky, Trickster, Bully and Thief for penguins 1, 3, 5 and 7.
std::unique_ptr<PluckyState> teams() {
  auto game = load_game("plucky(mode=teams,players=2,characters=chosen)").value();
  auto state = game->new_initial_state(game);
  std::unique_ptr<PluckyState> s(dynamic_cast<PluckyState*>(state.release()));
  for (const char* c :
       {"Lucky", "Fisher", "Trickster", "Diver", "Bully", "Swimmer", "Thief", "Sprinter"})
    act(*s, acting(*s), std::string("choose ") + c);
  for (int k = 0; k < 8; ++k) act(*s, acting(*s), k % 2 == 0 ? "place on a2" : "place on i8");
  first_outcomes(*s);
  for (int p = 0; p < 2; ++p) s->set_hand(p, {});
  return s;
}

// PL-13e and the review's PL-R: in the team modes an ability serves its own penguin,
// and its refusal says so instead of claiming nothing concerns the player.
TEST(PluckyPL13, TeamsMeetPL12e_RefusalsNameTheAbilitysOwnPenguin_PL13e) {
  auto s = teams();
  ASSERT_EQ(s->penguin(0).owner, 0);
  ASSERT_EQ(s->penguin(2).owner, 0);
  ASSERT_EQ(s->penguin(2).character, kTrickster);
  ASSERT_EQ(s->penguin(0).character, kLucky);
  put(*s, 0, "d4");
  put(*s, 1, "d4");
  put(*s, 3, "d4");
  put(*s, 4, "d4");
  put(*s, 5, "d4");
  put(*s, 6, "d4");
  put(*s, 7, "d4");
  put(*s, 2, "c1");  // only penguin 3 is in water: it draws the Orca Event
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  if (acting(*s) == 1) act(*s, 1, "pass");  // the Diver's player is asked first
  ASSERT_EQ(acting(*s), 0);
  EXPECT_FALSE(offered(*s, 0, "use Lucky"));
  const std::string why = refusal(*s, 0, "use Lucky");
  EXPECT_NE(why.find("penguin 1 has no Event waiting"), npos) << why;
  EXPECT_EQ(why.find("player 1 has drawn no Event"), npos) << why;
}

// PL-13e: Hole Guard's "only you" is the penguin that played it, not its player's
// other penguins.
TEST(PluckyPL13, TeamsMeetHoleGuard_OnlyTheGuardingPenguinFishesThere_PL13e) {
  auto s = teams();
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "go with penguin 3");
  s->set_hand(0, {kLuckyCatch});
  put(*s, 2, "c3");
  Position& p = s->edit();
  p.hole_guard[0] = 0;  // player 1's penguin 1 guards c3
  EXPECT_FALSE(offered(*s, 0, "play Lucky Catch"));
  const std::string why = refusal(*s, 0, "play Lucky Catch");
  EXPECT_NE(why.find("guards this hole"), npos) << why;
  s->edit().hole_guard[0] = 2;  // penguin 3 guards it itself
  EXPECT_TRUE(offered(*s, 0, "play Lucky Catch"));
}

// PL-13e: Dodge answers for whichever of its player's penguins drew the Event, in
// the player's own turn too (as out of it), not only for the penguin taking its turn.
TEST(PluckyPL13, TeamsMeetDodge_InYourOwnTurnItServesThePenguinThatDrewTheEvent_PL13e) {
  auto s = teams();
  ASSERT_EQ(acting(*s), 0);
  act(*s, 0, "go with penguin 1");
  s->edit().round = 2;
  s->set_hand(0, {kOrcaSighting, kDodge});
  s->set_hand(1, {kSplash});
  put(*s, 2, "c1");  // player 1's penguin 3, in water
  act(*s, 0, "play Orca Sighting on penguin 3");
  pass_window(*s);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");
  ASSERT_EQ(acting(*s), 1);
  act(*s, 1, "play Splash on penguin 3 east");  // a lightning play: the turn player is asked
  ASSERT_EQ(acting(*s), 0);
  EXPECT_TRUE(offered(*s, 0, "play Dodge"));
  act(*s, 0, "play Dodge");
  pass_window(*s);
  first_outcomes(*s);
  EXPECT_TRUE(s->penguin(2).alive);
  EXPECT_EQ(at(*s, 2), "d1");
}

// ---- PL-13f: no play that can change nothing -------------------------------

TEST(PluckyPL13, NothingToChange_TheseAreNotOfferedAndAreRefusedWithTheirReason_PL13f) {
  const auto holding = [](std::vector<int> cards, int round) {
    auto s = table();
    for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
    s->set_hand(0, std::move(cards));
    at_turn(*s, round, 0);
    return s;
  };
  const auto refused = [](PluckyState& s, std::string_view text, std::string_view reason) {
    EXPECT_FALSE(offered(s, 0, text)) << text;
    const std::string why = refusal(s, 0, text);
    EXPECT_NE(why.find(reason), npos) << text << ": " << why;
  };
  {  // Fish Thief for a taker at 5 fish (PL-4's cap lets nothing be taken)
    auto s = holding({kFishThief}, 1);
    put(*s, 0, "d4", 5);
    put(*s, 1, "d5", 2);
    refused(*s, "play Fish Thief on player 2", "5 fish already");
    put(*s, 0, "d4", 4);
    EXPECT_TRUE(offered(*s, 0, "play Fish Thief on player 2"));
  }
  {  // a second Snowstorm or Thick Ice while one holds
    auto s = holding({kSnowstorm, kSnowstorm, kThickIce, kThickIce}, 2);
    put(*s, 0, "d4");
    act(*s, 0, "play Snowstorm");
    refused(*s, "play Snowstorm", "already in force");
    act(*s, 0, "play Thick Ice");
    refused(*s, "play Thick Ice", "already in force");
  }
  {  // Orca Sighting or Walrus Grumble (in water, an Orca Event) under Thick Ice
    auto s = holding({kOrcaSighting, kWalrusGrumble}, 2);
    s->edit().walrus = static_cast<std::int8_t>(sq("c4"));
    put(*s, 0, "e4");
    put(*s, 1, "b4");  // water, next to the walrus
    EXPECT_TRUE(offered(*s, 0, "play Orca Sighting on player 2"));
    s->edit().penguins[1].thick_ice = true;
    refused(*s, "play Orca Sighting on player 2", "Thick Ice");
    refused(*s, "play Walrus Grumble on player 2", "Thick Ice");
  }
  {  // Rummage with nothing to draw
    auto s = holding({kRummage}, 1);
    EXPECT_TRUE(offered(*s, 0, "play Rummage"));
    Position& p = s->edit();
    p.discard = p.deck;
    p.deck = {};
    p.deck_size = 0;
    refused(*s, "play Rummage", "draw nothing");
  }
  {  // a water movement back where it began
    auto s = holding({}, 1);
    put(*s, 0, "b2");
    refused(*s, "move east then west", "ends where it began");
    EXPECT_TRUE(offered(*s, 0, "move east then east"));
  }
  {  // Hole Guard and Lucky Catch in the Final Phase: nobody fishes
    auto s = final_turn();
    s->set_hand(1, {kHoleGuard, kLuckyCatch});
    put(*s, 1, "c3");
    for (const char* card : {"play Hole Guard", "play Lucky Catch"}) {
      EXPECT_FALSE(offered(*s, 1, card)) << card;
      EXPECT_NE(refusal(*s, 1, card).find("Final Phase"), npos) << card;
    }
  }
}

// PL-13f: the Diver's discount lapses at the round's end, and no Event is drawn in
// round 1: its ability is not offered then, in a window that asks its player.
TEST(PluckyPL13, DiverMeetsR10_NoDiscountBeforeAnyEventCanBeDrawn_PL13f) {
  for (const int round : {1, 2}) {
    auto s = table();
    for (int p = 0; p < 3; ++p) give_character(*s, p, kFisher);
    give_character(*s, 1, kDiver);
    at_turn(*s, round, 0);
    put(*s, 0, "d4");
    act(*s, 0, "move east");
    if (round == 2) {
      ASSERT_EQ(acting(*s), 1);
      EXPECT_TRUE(offered(*s, 1, "use Diver"));
    } else if (acting(*s) == 1) {
      EXPECT_FALSE(offered(*s, 1, "use Diver"));
      EXPECT_NE(refusal(*s, 1, "use Diver").find("first round"), npos);
    }
  }
}

// PL-13f: Dodge against an Event that does nothing wherever its penguin stands.
TEST(PluckyPL13, DodgeMeetsCalmWater_NothingToDodge_PL13f) {
  auto s = events([](PluckyState& t) {
    t.set_hand(0, {kDodge});
    put(t, 0, "c1", 0);
    put(t, 1, "c5");
    put(t, 2, "c5");
  });
  act(*s, kChancePlayer, "draw Orca Event Calm Water");
  if (acting(*s) == 0) {
    EXPECT_FALSE(offered(*s, 0, "play Dodge"));
    EXPECT_NE(refusal(*s, 0, "play Dodge").find("nothing to dodge"), npos);
  }
  EXPECT_EQ(s->hand_count(0, kDodge), 1);
}

}  // namespace
}  // namespace rookery::plucky::testing
