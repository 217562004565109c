// Match of the Penguins, clause by clause (games/match/RULES.md, MP-1..MP-7),
// including the rulebook's three sample rounds, with exact cards turned.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/match/match_test_util.h"

namespace rookery::match {
namespace {

int two_fish_card() {
  for (int i = 0; i < kDeckSize; ++i) {
    if (default_deck()->at(static_cast<std::size_t>(i)).fish == 2) return i;
  }
  return -1;
}

TEST(Match, R1_TheDeckHasMP1sCountsAndIsExactlyTheGeneratorsOutput) {
  std::ifstream file(std::string(ROOKERY_SOURCE_DIR) + "/games/match/data/deck.json");
  std::stringstream text;
  text << file.rdbuf();
  EXPECT_EQ(text.str(), generate_deck_json(2026));  // the committed deck is seed 2026
  ASSERT_NE(default_deck(), nullptr);
  EXPECT_EQ(default_deck()->size(), 64u);
  // A deck that breaks MP-1 is refused with the reason.
  auto broken = parse_deck(R"({"cards": [{"id": "x", "closeup": "umbrella", "colour": "red"}]})",
                           "deck.json");
  ASSERT_FALSE(broken.ok());
  EXPECT_NE(broken.error().message.find("MP-1 has 64"), std::string::npos);
  auto wrong_colour = parse_deck(
      R"({"cards": [{"id": "x", "closeup": "umbrella", "colour": "pink"}]})", "deck.json");
  EXPECT_NE(wrong_colour.error().message.find("cards[0] (x)"), std::string::npos);
  // Fields of the wrong type are refused, never thrown as exceptions; numbers are not narrowed.
  const struct {
    const char* card;
    const char* expected;
  } cases[] = {
      {R"({"id": "x", "closeup": "umbrella", "colour": 5})", "\"colour\" must be"},
      {R"({"id": "x", "colours": {"umbrella": "yellow", "sunglasses": "green", "lei": "orange",
          "shirt": "red", "blanket": "purple", "pail": "blue"}, "fish": "2"})",
       "\"fish\" must be 1 or 2"},
      {R"({"id": "x", "colours": {"umbrella": "yellow", "sunglasses": "green", "lei": "orange",
          "shirt": "red", "blanket": "purple", "pail": "blue"}, "fish": 4294967298})",
       "\"fish\" must be 1 or 2"},
  };
  for (const auto& c : cases) {
    auto d = parse_deck(std::string(R"({"cards": [)") + c.card + "]}", "deck.json");
    ASSERT_FALSE(d.ok()) << c.card;
    EXPECT_NE(d.error().message.find(c.expected), std::string::npos) << d.error().message;
  }
}

TEST(Match, R2_MatchesAreRecognisedByRank_MP2) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  EXPECT_TRUE(s->correct(first_shared_element(one.a, one.b)));
  EXPECT_FALSE(s->correct(kBlackPawn));
  EXPECT_FALSE(s->correct(kWhitePawn));
  EXPECT_FALSE(s->correct(kKnock));
}

TEST(Match, SampleRound1_AudreyAndEmmaEachTakeOneCardTheRestLeavePlay) {
  auto s = table(4);  // Audrey, Danny, Emma, Zach
  const Pair several = pair_sharing(2, 5);
  const int extra = pair_sharing(0, 0, {several.a, several.b}).a;
  for (int card : {several.a, extra}) {
    turn(*s, card);
    step(*s, {"pass", "pass", "pass", "pass"});
  }
  turn(*s, several.b);
  const int e = first_shared_element(several.a, several.b);
  step(*s, {call(e, 500), call(e, 560), "pass", "pass"});  // Audrey and Danny call
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, {"grab black pawn at 900 ms", "pass", "grab black pawn at 1000 ms", "pass"});
  EXPECT_EQ(s->won(0), 1);  // Audrey
  EXPECT_EQ(s->won(1), 0);  // Danny: correct, outranked, no penalty
  EXPECT_EQ(s->won(2), 1);  // Emma
  EXPECT_EQ(s->out_of_play(), 1);
  EXPECT_EQ(s->rounds_played(), 2);
  EXPECT_EQ(s->dealer(), 1);  // the deck passes left
}

TEST(Match, SampleRound2_ZachTakesTheIdenticalPairWrongGrabsCostACard) {
  auto s = table(4);
  const Pair same = pair_sharing(kElements, kElements);  // two identical cards
  ASSERT_GE(same.a, 0);
  // Emma first wins two cards (one match, alone), so she has one to lose.
  const Pair one = pair_sharing(1, 1, {same.a, same.b});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass", "pass"});
  turn(*s, one.b);
  step(*s, {"pass", "pass", call(first_shared_element(one.a, one.b), 700), "pass"});
  step(*s, {"pass", "pass", "pass", "pass"});
  ASSERT_EQ(s->won(2), 2);
  turn(*s, same.a);
  step(*s, {"pass", "pass", "pass", "pass"});
  turn(*s, same.b);
  step(*s, {"pass", "grab black pawn at 700 ms", "grab black pawn at 650 ms",
            "grab white pawn at 400 ms"});
  step(*s, {"pass", "pass", "pass", "pass"});
  // The wrong grabs, sealed into the window (MP-8c), are settled there one step
  // each, the window going on just after each (MP-8a): Emma's at 650, then Danny's
  // at 700, and everyone passes the rest of it.
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_EQ(s->claims_from_ms(), 651);
  step(*s, {"pass", "pass", "pass", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_EQ(s->claims_from_ms(), 701);
  step(*s, {"pass", "pass", "pass", "pass"});
  EXPECT_EQ(s->won(3), 2);  // Zach: both cards
  EXPECT_EQ(s->won(2), 1);  // Emma's wrong grab cost one card
  EXPECT_EQ(s->won(1), 0);  // Danny had none to lose: no penalty
}

TEST(Match, SampleRound3_DannysKnockBeatsZachAndEmmasBlackPawns) {
  auto s = table(4);
  const Pair several = pair_sharing(2, 5);
  turn(*s, several.a);
  step(*s, {"pass", "pass", "pass", "pass"});
  turn(*s, several.b);
  step(*s, {"pass", "pass", "pass", "pass"});
  turn(*s, two_fish_card());
  step(*s, {"pass", "knock at 700 ms", "grab black pawn at 500 ms", "grab black pawn at 450 ms"});
  step(*s, {"pass", "pass", "pass", "pass"});
  EXPECT_EQ(s->won(1), 3);  // Danny: all the cards
  EXPECT_EQ(s->won(2), 0);
  EXPECT_EQ(s->won(3), 0);
  EXPECT_EQ(s->out_of_play(), 0);
}

TEST(Match, R4_CorrectClaimsWithin150msTieAndSplitTheRestLeavesPlay_MP3_MP4) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  const int extra = pair_sharing(0, 0, {one.a, one.b}).a;
  turn(*s, extra);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {call(e, 400), call(e, 540), call(e, 560)});  // 560 is more than 150 ms after 400
  step(*s, {"pass", "pass", "pass"});
  EXPECT_EQ(s->won(0), 1);
  EXPECT_EQ(s->won(1), 1);
  EXPECT_EQ(s->won(2), 0);
  EXPECT_EQ(s->out_of_play(), 1);
}

TEST(Match, R6_AWrongClaimWithNoCardsCostsNothingAndTheRoundGoesOn_MP5) {
  auto s = table(3);
  turn(*s, two_fish_card() == 0 ? 1 : 0);
  step(*s, {"knock at 300 ms", "pass", "pass"});
  EXPECT_EQ(s->won(0), 0);
  EXPECT_EQ(s->out_of_play(), 0);
  EXPECT_EQ(s->phase(), Phase::kClaims);  // MP-8a: the same card's claims go on
  step(*s, {"pass", "pass", "pass"});
  EXPECT_EQ(s->phase(), Phase::kTurning);  // not the end of the round: the next card
  EXPECT_EQ(s->rounds_played(), 1);
}

// A table of two whose face-up cards share several elements, the second just
// turned: a black pawn's grab is correct (MP-2).
auto two_with_several_matches() {
  auto s = table(2);
  const Pair several = pair_sharing(2, 5);
  turn(*s, several.a);
  step(*s, {"pass", "pass"});
  turn(*s, several.b);
  return s;
}

// N2 (the table for a first evening): the log tells who claimed what and won
// what, once it is heard; a claim or a pass still sealed writes no sentence, for
// the others or its claimer, so a log for people has no line for it.
TEST(Match, R3_TheLogSaysTheClaimsOnceHeardAndNothingWhileSealed_MP7) {
  auto s = two_with_several_matches();
  const Action grab = s->parse_action(0, "grab black pawn at 300 ms").value();
  for (Player viewer : {0, 1, kSpectator}) EXPECT_EQ(s->log_sentence(viewer, 0, grab), "");
  act(*s, 0, "grab black pawn at 300 ms");
  // The last claim completes the step: the correct grab is heard and opens the
  // window; the later one stays sealed (MP-8c).
  const Action second = s->parse_action(1, "grab black pawn at 320 ms").value();
  const std::string heard = s->log_sentence(kSpectator, 1, second);
  EXPECT_EQ(heard, s->log_sentence(0, 1, second));  // the same for everyone
  EXPECT_EQ(heard,
            "{0} grabs black pawn at 300 ms. A correct claim: the others may claim higher until "
            "1800 ms.");
  act(*s, 1, "grab black pawn at 320 ms");
  // The window's last commit settles it: every claim with its verdict and the card won.
  const PlayerList acting = static_cast<const State&>(*s).acting_players();
  ASSERT_FALSE(acting.empty());
  const Player last = acting[acting.size() - 1];
  if (acting.size() > 1) {
    EXPECT_EQ(s->log_sentence(kSpectator, acting[0], kPass), "");  // not the last: sealed
    act(*s, acting[0], "pass");
  }
  const std::string settled = s->log_sentence(kSpectator, last, kPass);
  act(*s, last, "pass");
  EXPECT_EQ(s->won(0), 1);
  EXPECT_NE(settled.find("{0} grabs black pawn at 300 ms: correct, and wins 1 card."),
            std::string::npos)
      << settled;
  EXPECT_NE(settled.find("{1} grabs black pawn at 320 ms: refused"), std::string::npos) << settled;
}

TEST(Match, R5_WithTwoPlayersOneBlackPawnTheSecondGrabIsRefused_MP3_MP4) {
  auto s = two_with_several_matches();
  step(*s, {"grab black pawn at 300 ms", "grab black pawn at 320 ms"});
  step(*s, {"pass", "pass"});
  EXPECT_EQ(s->won(0), 1);  // the one black pawn: one card
  EXPECT_EQ(s->won(1), 0);  // refused without penalty
  ASSERT_EQ(s->last_claims().size(), 2u);
  EXPECT_EQ(s->last_claims()[1].verdict, Verdict::kRefused);
  EXPECT_EQ(s->out_of_play(), 1);
}

TEST(Match, R3_ClaimsAreSealedUntilEveryoneHasCommitted_MP7) {
  auto a = table(3);
  auto b = table(3);
  for (auto* s : {a.get(), b.get()}) turn(*s, 10);
  act(*a, 0, "knock at 100 ms");
  act(*b, 0, "call lei at 900 ms");
  EXPECT_EQ(a->observation(1).dump(), b->observation(1).dump());
  EXPECT_EQ(a->public_action_text(1, 0, claim_action(kKnock, 100)), "has committed");
  EXPECT_FALSE(a->is_legal(0, kPass));                  // one commit per step
  EXPECT_TRUE(a->is_legal(1, claim_action(3, 1237)));   // any millisecond, not just the grid
  EXPECT_FALSE(a->is_legal(1, claim_action(3, 2000)));  // after the next card
}

// Review D4: the window must not hear claims from the future. A claim timed after
// the window's opening claim stays sealed and is its player's claim in the window
// (MP-8c): others do not see it, and its player cannot claim a second time.
TEST(Match, MP8c_TheWindowHearsOnlyClaimsUpToItsOpeningClaim) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1, {two_fish_card()});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, two_fish_card());
  step(*s, {"pass", "pass", "pass"});  // nobody knocked in time: the fish card stays up
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {call(e, 500), "knock at 1800 ms", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  const nlohmann::json obs = s->observation(2);
  ASSERT_EQ(obs["window"]["claims"].size(), 1u);  // only the call at 500 ms
  EXPECT_EQ(obs["window"]["claims"][0]["player"], 0);
  EXPECT_EQ(obs["committed"][1], true);  // player 2's knock is sealed: their window claim
  EXPECT_TRUE(s->legal_actions(1).empty());
  EXPECT_FALSE(s->is_legal(1, claim_action(kKnock, 600)));
  // Player 3 knocks at 600 ms, earlier than player 2's sealed knock: player 3 wins.
  step(*s, {"pass", "pass", "knock at 600 ms"});
  EXPECT_EQ(s->won(2), 3);
  EXPECT_EQ(s->won(1), 0);
}

// Review D5: a tie that gives every winner 0 cards does not end the round (MP-8b).
TEST(Match, MP8b_ATieThatGivesEveryWinnerNoCardDoesNotEndTheRound) {
  auto s = table(3);
  turn(*s, two_fish_card());
  step(*s, {"knock at 300 ms", "knock at 400 ms", "pass"});
  step(*s, {"pass", "pass", "pass"});
  EXPECT_EQ(s->won(0), 0);
  EXPECT_EQ(s->won(1), 0);
  EXPECT_EQ(s->out_of_play(), 1);  // the one card leaves play
  EXPECT_EQ(s->face_up_count(), 0);
  EXPECT_EQ(s->rounds_played(), 1);  // the same round
  EXPECT_EQ(s->dealer(), 0);         // the deck does not pass
  EXPECT_EQ(s->phase(), Phase::kTurning);
}

// Review A4 and MP-8a: a wrong claim costs its penalty, and its player may claim
// again on the same card; a further wrong claim costs again.
TEST(Match, MP8a_AWrongClaimDoesNotLockItsPlayerOutOfTheCard) {
  auto s = table(3);
  // Player 1 first wins two cards (one match, alone), so there are cards to lose.
  const Pair one = pair_sharing(1, 1, {two_fish_card()});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  step(*s, {call(first_shared_element(one.a, one.b), 700), "pass", "pass"});
  step(*s, {"pass", "pass", "pass"});
  ASSERT_EQ(s->won(0), 2);
  const Pair other = pair_sharing(1, 1, {one.a, one.b, two_fish_card()});
  turn(*s, other.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, other.b);
  const int e = first_shared_element(other.a, other.b);
  // Player 1 knocks wrongly at 300 ms: the card's claims go on after it.
  step(*s, {"knock at 300 ms", "pass", "pass"});
  EXPECT_EQ(s->won(0), 1);  // the penalty
  ASSERT_EQ(s->phase(), Phase::kClaims);
  EXPECT_EQ(s->claims_from_ms(), 301);
  EXPECT_EQ(s->observation(2)["claims_from_ms"], 301);
  EXPECT_FALSE(s->is_legal(0, claim_action(e, 300)));
  ASSERT_EQ(s->last_claims().size(), 1u);
  EXPECT_EQ(s->last_claims()[0].verdict, Verdict::kWrong);
  // Player 1 again: wrong at 400 (one card more), then right at 600.
  step(*s, {"grab white pawn at 400 ms", "pass", "pass"});
  EXPECT_EQ(s->won(0), 0);
  EXPECT_EQ(s->out_of_play(), 2);
  step(*s, {call(e, 600), call(e, 900), "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, {"pass", "pass", "pass"});
  EXPECT_EQ(s->won(0), 2);  // the call at 600 beats player 2's at 900
  EXPECT_EQ(s->won(1), 0);
}

// Item 20 (fixed capacities): the longest claims list, at the slowest card_ms and
// after a wrong claim (MP-8a, which adds the step's last ms), fits an ActionList
// and still ends on the step's last legal ms.
TEST(Match, R3_TheLongestClaimListFitsItsFixedCapacity_MP8a) {
  auto game = load_game("match(players=6,card_ms=9000)").value();
  auto s = game->new_initial_state(game);
  act(*s, kChancePlayer, "turn " + default_deck()->at(two_fish_card() == 0 ? 1 : 0).id);
  EXPECT_LE(s->legal_actions(0).size(), kMaxLegalActions);
  act(*s, 0, "knock at 1 ms");  // one card face up: wrong
  for (Player p = 1; p < 6; ++p) act(*s, p, "pass");
  const ActionList legal = s->legal_actions(0);
  EXPECT_LE(legal.size(), kMaxLegalActions);
  EXPECT_TRUE(legal.contains(claim_action(kKnock, 8999)));
  EXPECT_TRUE(legal.contains(claim_action(kKnock, 2)));
}

// MP-8a and MP-7, the review's MP-1: a step ends at its first wrong claim, in the
// engine (and so sim) as at the live table. A later correct claim of the same step
// stays sealed for the next step, and the wrong claimer may claim again just after
// its wrong claim, before it.
TEST(Match, MP8a_AStepEndsAtItsFirstWrongClaimTheLaterClaimsStaySealed) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1, {two_fish_card()});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {"knock at 300 ms", call(e, 1900), "pass"});
  ASSERT_EQ(s->phase(), Phase::kClaims);
  EXPECT_EQ(s->claims_from_ms(), 301);
  ASSERT_EQ(s->last_claims().size(), 1u);  // only the wrong knock is heard
  EXPECT_EQ(s->last_claims()[0].verdict, Verdict::kWrong);
  EXPECT_TRUE(s->is_legal(0, claim_action(e, 400)));   // the wrong claimer is not locked out
  EXPECT_FALSE(s->is_legal(1, claim_action(e, 400)));  // player 2's call stands, sealed
  step(*s, {call(e, 400), "pass", "pass"});            // player 2's sealed call: "pass" here
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_EQ(s->window_start(), 400);
  step(*s, {"pass", "pass", "pass"});
  EXPECT_EQ(s->won(0), 2);  // 400 ms beats the sealed call at 1900
  EXPECT_EQ(s->won(1), 0);
}

// The review's MP-1b: two wrong claims in one step: the next step starts just after
// the first, not after the last.
TEST(Match, MP8a_TwoWrongClaimsInAStepTheNextStepStartsAfterTheFirst) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1, {two_fish_card()});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {"knock at 300 ms", "pass", "grab white pawn at 1800 ms"});
  ASSERT_EQ(s->phase(), Phase::kClaims);
  EXPECT_EQ(s->claims_from_ms(), 301);
  EXPECT_EQ(s->observation(0)["claims_from_ms"], 301);
  EXPECT_TRUE(s->is_legal(0, claim_action(e, 400)));
  step(*s, {"pass", "pass", "pass"});  // player 3's sealed grab is heard now: wrong again
  ASSERT_EQ(s->last_claims().size(), 1u);
  EXPECT_EQ(s->last_claims()[0].verdict, Verdict::kWrong);
  EXPECT_EQ(s->claims_from_ms(), 1801);
}

// MP-8a in the window: a wrong claim there costs its card and the window goes on
// after it, its claimer free to claim again; a correct claim made before it counts.
TEST(Match, MP8a_AWrongClaimInTheWindowDoesNotLockItsPlayerOutOfTheWindow) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1, {two_fish_card()});
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, two_fish_card());
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {call(e, 500), "pass", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, {"pass", "grab white pawn at 700 ms", "pass"});  // wrong: no identical pair
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_EQ(s->claims_from_ms(), 701);
  EXPECT_TRUE(s->is_legal(1, claim_action(kKnock, 900)));
  step(*s, {"pass", "knock at 900 ms", "pass"});
  EXPECT_EQ(s->won(1), 3);  // the knock outranks the call (MP-3)
  EXPECT_EQ(s->won(0), 0);
}

}  // namespace
}  // namespace rookery::match
