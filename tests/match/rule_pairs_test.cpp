// Match of the Penguins: where two rules meet. Each test turns exact cards from the real deck so
// that two clauses of games/match/RULES.md (and their rulings MP-1..MP-8) act on the same state:
// the card clock and its steps, the window, pawns, wrong claims, ties, rounds and the end. The
// table of pairs is in RULES.md, "Where two rules meet".
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/match/match_test_util.h"

namespace rookery::match {
namespace {

std::vector<std::string> passes(int players) { return std::vector<std::string>(players, "pass"); }

std::vector<int> two_fish_cards() {
  std::vector<int> out;
  for (int i = 0; i < kDeckSize; ++i) {
    if (card(i).fish == 2) out.push_back(i);
  }
  return out;
}

std::string claim_text(int kind, int ms) {
  if (kind < kBlackPawn) return call(kind, ms);
  const char* what = kind == kBlackPawn   ? "grab black pawn"
                     : kind == kWhitePawn ? "grab white pawn"
                                          : "knock";
  return std::string(what) + " at " + std::to_string(ms) + " ms";
}

// Player `winner` wins one round alone with a one-match pair turned on a fresh table (the pair's
// cards are the round's only face-up cards): +2 cards.
void win_a_pair(MatchState& s, Player winner, const Pair& pair) {
  const int players = static_cast<int>(s.scores().size());
  turn(s, pair.a);
  step(s, passes(players));
  turn(s, pair.b);
  std::vector<std::string> commits = passes(players);
  commits[static_cast<std::size_t>(winner)] = call(first_shared_element(pair.a, pair.b), 700);
  step(s, commits);
  step(s, passes(players));
}

Verdict verdict_of(const MatchState& s, Player p, int ms) {
  for (const Revealed& r : s.last_claims()) {
    if (r.player == p && r.ms == ms) return r.verdict;
  }
  ADD_FAILURE() << "no claim of player " << p << " at " << ms << " ms";
  return Verdict::kWrong;
}

int cards_accounted(const MatchState& s) {
  int n = s.out_of_play() + s.face_up_count() + s.deck_left();
  for (Player p = 0; p < static_cast<Player>(s.scores().size()); ++p) n += s.won(p);
  return n;
}

// Turns every card but `closer` and `last`, then `closer` (a two-fish card). After each card
// `winner` makes the highest correct claim at 100 ms, alone, and everyone passes the window, so
// each round ends with its first match. Leaves `last` alone in the deck, no card face up.
void play_to_the_last_card(MatchState& s, Player winner, int closer, int last) {
  const int players = static_cast<int>(s.scores().size());
  std::vector<int> order;
  for (int c = 0; c < kDeckSize; ++c) {
    if (c != closer && c != last) order.push_back(c);
  }
  order.push_back(closer);
  for (int c : order) {
    turn(s, c);
    int best = -1;
    for (int kind : {kKnock, kWhitePawn, kBlackPawn, 0, 1, 2, 3, 4, 5}) {
      if (s.correct(kind)) {
        best = kind;
        break;
      }
    }
    std::vector<std::string> commits = passes(players);
    if (best >= 0) commits[static_cast<std::size_t>(winner)] = claim_text(best, 100);
    step(s, commits);
    if (s.phase() == Phase::kWindow) step(s, passes(players));
    ASSERT_EQ(s.phase(), Phase::kTurning);
  }
}

// ---- The window (MP-3, MP-8c) meets the clock, pawns, ties and wrong claims --------------------

// R3 window x R6 wrong claims: a claim of the card's step timed after the window has closed
// (t0 + 1500 ms) is too late: it is neither heard nor judged, and costs nothing, even when
// it would be wrong (MP-3, MP-5).
TEST(MatchRulePairs, R3WindowEndMeetsR6WrongClaim_AClaimAfterTheWindowIsLateAndCostsNothing) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  win_a_pair(*s, 1, one);
  ASSERT_EQ(s->won(1), 2);
  const Pair other = pair_sharing(1, 1, {one.a, one.b});
  turn(*s, other.a);
  step(*s, passes(3));
  turn(*s, other.b);
  const int e = first_shared_element(other.a, other.b);
  // Player 1 calls at 300 (the window runs to 1800); player 2's wrong grab comes at 1900.
  step(*s, {call(e, 300), "grab white pawn at 1900 ms", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_FALSE(s->is_legal(2, claim_action(kKnock, 1801)));  // the window ends at 1800
  EXPECT_TRUE(s->is_legal(2, claim_action(kKnock, 1800)));
  step(*s, passes(3));
  EXPECT_EQ(verdict_of(*s, 1, 1900), Verdict::kLate);
  EXPECT_EQ(s->won(1), 2);  // no penalty
  EXPECT_EQ(s->won(0), 2);
  EXPECT_EQ(s->out_of_play(), 0);
}

// R3 window (MP-8c) x R5 pawns: the white pawn goes to the earliest grab over the card's step and
// the window together: a grab made in the window at 800 ms beats a sealed grab at 1200 ms, which
// is refused without penalty.
TEST(MatchRulePairs, R3SealedClaimMeetsR5WhitePawn_TheEarliestGrabWinsTheSealedOneIsRefused) {
  auto s = table(3);
  const Pair same = pair_sharing(kElements, kElements);
  ASSERT_GE(same.a, 0);
  win_a_pair(*s, 1, pair_sharing(1, 1, {same.a, same.b}));
  ASSERT_EQ(s->won(1), 2);
  turn(*s, same.a);
  step(*s, passes(3));
  turn(*s, same.b);
  step(*s, {call(0, 300), "grab white pawn at 1200 ms", "pass"});  // identical: every element
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_EQ(s->window_start(), 300);
  step(*s, {"pass", "pass", "grab white pawn at 800 ms"});
  EXPECT_EQ(verdict_of(*s, 2, 800), Verdict::kCorrect);
  EXPECT_EQ(verdict_of(*s, 1, 1200), Verdict::kRefused);
  EXPECT_EQ(s->won(2), 2);  // identical: all the face-up cards
  EXPECT_EQ(s->won(1), 2);  // refused: no penalty
  EXPECT_EQ(s->won(0), 0);  // the call is outranked, not wrong
}

// R3 window x R4 ties: a call of the same rank made in the window within 150 ms of the opening
// call ties with it and splits the cards; a sealed one 200 ms after it does not (MP-3, MP-4).
TEST(MatchRulePairs, R3WindowMeetsR4Tie_ASameRankCallInTheWindowWithin150msSplits) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  const int extra = pair_sharing(0, 0, {one.a, one.b}).a;
  turn(*s, extra);
  step(*s, passes(3));
  turn(*s, one.a);
  step(*s, passes(3));
  turn(*s, one.b);
  const int e = first_shared_element(one.a, one.b);
  step(*s, {call(e, 500), "pass", call(e, 700)});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, {"pass", call(e, 640), "pass"});
  EXPECT_EQ(s->won(0), 1);  // three cards, two winners: one each
  EXPECT_EQ(s->won(1), 1);
  EXPECT_EQ(s->won(2), 0);  // correct, 200 ms late: no card, no penalty
  EXPECT_EQ(s->out_of_play(), 1);
  EXPECT_EQ(verdict_of(*s, 2, 700), Verdict::kCorrect);
}

// R6 wrong claims x R4 winnings (and the rulebook's Note): a correct caller who then grabs a pawn
// with no higher match is wrong and pays; the penalty is taken from the cards held before the
// round's winnings, so with none it costs nothing and the caller still wins the round.
TEST(MatchRulePairs, R6WrongPawnMeetsR4Winnings_ThePenaltyComesBeforeTheRoundsCards) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  const Pair other = pair_sharing(1, 1, {one.a, one.b});
  for (const Pair& pair : {one, other}) {
    turn(*s, pair.a);
    step(*s, passes(3));
    turn(*s, pair.b);
    step(*s, {call(first_shared_element(pair.a, pair.b), 500), "pass", "pass"});
    ASSERT_EQ(s->phase(), Phase::kWindow);
    step(*s, {"grab white pawn at 900 ms", "pass", "pass"});  // no identical pair: wrong
    ASSERT_EQ(s->phase(), Phase::kWindow);                    // MP-8a: the window goes on
    step(*s, passes(3));
  }
  // First round: no card to lose, then both cards; second: one lost, then two more.
  EXPECT_EQ(s->won(0), 3);
  EXPECT_EQ(s->out_of_play(), 1);
  EXPECT_EQ(s->rounds_played(), 3);
}

// R5 pawns x R3 window: black pawns are taken in time order over the card's step and the window,
// one per player and two in all; a second grab by a holder and a grab after both are taken are
// refused without penalty (MP-3, MP-4).
TEST(MatchRulePairs, R5BlackPawnsMeetR3Window_OnePerPlayerTwoInAllAcrossTheWindow) {
  auto s = table(3);
  const Pair several = pair_sharing(2, 5);
  win_a_pair(*s, 2, pair_sharing(1, 1, {several.a, several.b}));
  ASSERT_EQ(s->won(2), 2);
  turn(*s, several.a);
  step(*s, passes(3));
  turn(*s, several.b);
  step(*s, {"grab black pawn at 400 ms", "pass", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, {"grab black pawn at 600 ms", "grab black pawn at 700 ms", "grab black pawn at 800 ms"});
  EXPECT_EQ(verdict_of(*s, 0, 600), Verdict::kRefused);  // already holds one
  EXPECT_EQ(verdict_of(*s, 1, 700), Verdict::kCorrect);
  EXPECT_EQ(verdict_of(*s, 2, 800), Verdict::kRefused);  // both taken
  EXPECT_EQ(s->won(0), 1);
  EXPECT_EQ(s->won(1), 1);
  EXPECT_EQ(s->won(2), 2);  // refused: no penalty
  EXPECT_EQ(s->out_of_play(), 0);
}

// R5 pawns x R6 wrong claims (MP-3, MP-5, MP-8a): a pawn grabbed by mistake is held like any
// other (the rulebook's example has players holding black pawns they grabbed by mistake), so a
// second grab of it at the same moment is refused without penalty. The wrong grab pays its MP-5
// penalty, the step ends there and the card's claims go on (MP-8a), and once the step is settled
// the pawn is back on the table: a later wrong grab of it pays again.
TEST(MatchRulePairs, R5PawnHeldMeetsR6WrongGrab_AWrongGrabHoldsThePawnUntilSettled) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1, two_fish_cards());
  const Pair other = pair_sharing(1, 1, [&] {
    std::vector<int> avoid = two_fish_cards();
    avoid.insert(avoid.end(), {one.a, one.b});
    return avoid;
  }());
  win_a_pair(*s, 1, one);
  win_a_pair(*s, 2, other);
  ASSERT_EQ(s->won(1), 2);
  ASSERT_EQ(s->won(2), 2);
  const int alone = pair_sharing(0, 6,
                                 [&] {
                                   std::vector<int> avoid = two_fish_cards();
                                   avoid.insert(avoid.end(), {one.a, one.b, other.a, other.b});
                                   return avoid;
                                 }())
                        .a;
  turn(*s, alone);  // one card face up: no identical pair
  step(*s, {"pass", "grab white pawn at 300 ms", "grab white pawn at 300 ms"});
  EXPECT_EQ(verdict_of(*s, 1, 300), Verdict::kWrong);
  EXPECT_EQ(verdict_of(*s, 2, 300), Verdict::kRefused);  // player 2 holds it (seat order)
  EXPECT_EQ(s->won(1), 1);
  EXPECT_EQ(s->won(2), 2);  // refused: no penalty
  EXPECT_EQ(s->out_of_play(), 1);
  ASSERT_EQ(s->phase(), Phase::kClaims);  // MP-8a: the card's claims go on
  step(*s, {"pass", "pass", "grab white pawn at 500 ms"});
  EXPECT_EQ(verdict_of(*s, 2, 500), Verdict::kWrong);  // the pawn went back when settled
  EXPECT_EQ(s->won(2), 1);
  EXPECT_EQ(s->out_of_play(), 2);
  ASSERT_EQ(s->phase(), Phase::kClaims);
  step(*s, passes(3));
  EXPECT_EQ(s->phase(), Phase::kTurning);
}

// R2 close-up x R2 several/identical (MP-2): a close-up counts for its own element in a One
// Match, and never for Several or Identical; the call wins both cards, and a black-pawn grab on
// the pair is wrong (no cards: no penalty).
TEST(MatchRulePairs, R2CloseUpMeetsR2Several_ACloseUpMatchesOneElementOnly) {
  int closeup = -1, full = -1;
  for (int i = 0; i < kDeckSize && full < 0; ++i) {
    if (!card(i).closeup) continue;
    for (int j = 0; j < kDeckSize; ++j) {
      const auto el = static_cast<std::size_t>(card(i).element);
      if (!card(j).closeup && card(j).fish == 1 && card(j).colours[el] == card(i).colours[el]) {
        closeup = i;
        full = j;
        break;
      }
    }
  }
  ASSERT_GE(full, 0);
  auto s = table(3);
  turn(*s, closeup);
  step(*s, passes(3));
  turn(*s, full);
  const int e = card(closeup).element;
  EXPECT_TRUE(s->correct(e));
  for (int other = 0; other < kElements; ++other) {
    if (other != e) {
      EXPECT_FALSE(s->correct(other)) << other;
    }
  }
  EXPECT_FALSE(s->correct(kBlackPawn));
  EXPECT_FALSE(s->correct(kWhitePawn));
  step(*s, {call(e, 500), "grab black pawn at 600 ms", "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, passes(3));  // the sealed grab is heard and settled in the window
  EXPECT_EQ(verdict_of(*s, 1, 600), Verdict::kWrong);
  step(*s, passes(3));
  EXPECT_EQ(s->won(0), 2);
  EXPECT_EQ(s->won(1), 0);
}

// R7 round end x R5 pawns: the pawns go back to the centre when a round ends, so the black pawn's
// holder may grab it again in the next round; the deck passes left each time (MP-6).
TEST(MatchRulePairs, R7RoundEndMeetsR5Pawns_ThePawnsReturnAndTheDeckPassesLeft) {
  auto s = table(3);
  const Pair first = pair_sharing(2, 5);
  const Pair second = pair_sharing(2, 5, {first.a, first.b});
  for (const Pair& pair : {first, second}) {
    turn(*s, pair.a);
    step(*s, passes(3));
    turn(*s, pair.b);
    step(*s, {"grab black pawn at 400 ms", "pass", "pass"});
    step(*s, passes(3));
    EXPECT_EQ(verdict_of(*s, 0, 400), Verdict::kCorrect);
  }
  EXPECT_EQ(s->won(0), 2);
  EXPECT_EQ(s->out_of_play(), 2);
  EXPECT_EQ(s->rounds_played(), 3);
  EXPECT_EQ(s->dealer(), 2);
}

// MP-8b x R6: in a round whose tie gives every winner 0 cards, a wrong claim still costs its card,
// and the round does not end: the same dealer turns the next card.
TEST(MatchRulePairs, MP8bZeroCardTieMeetsR6WrongClaim_ThePenaltyStandsTheRoundGoesOn) {
  auto s = table(3);
  const std::vector<int> fish = two_fish_cards();
  win_a_pair(*s, 2, pair_sharing(1, 1, fish));
  ASSERT_EQ(s->won(2), 2);
  ASSERT_EQ(s->dealer(), 1);
  turn(*s, fish[0]);  // alone: two knocks tie over one card
  step(*s, {"knock at 300 ms", "knock at 400 ms", "grab black pawn at 350 ms"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, passes(3));  // player 3's sealed wrong grab was settled in the window
  ASSERT_EQ(s->phase(), Phase::kWindow);
  step(*s, passes(3));
  EXPECT_EQ(s->won(0), 0);
  EXPECT_EQ(s->won(1), 0);
  EXPECT_EQ(s->won(2), 1);
  EXPECT_EQ(s->out_of_play(), 2);  // the penalty and the card nobody could take
  EXPECT_EQ(s->rounds_played(), 2);
  EXPECT_EQ(s->dealer(), 1);
  EXPECT_EQ(s->phase(), Phase::kTurning);
}

// ---- The last card (MP-6) meets the window, ties and wrong claims -----------------------------

// R3 clock x R7 the end: the last card's step lasts a card interval plus 1.5 s (to 3499 ms at
// the default 2000); a correct claim in it opens a full window, wins the card, and the game ends;
// most cards wins.
TEST(MatchRulePairs, R3LastWindowMeetsR7End_AClaimInTheLastWindowWinsAndTheGameEnds) {
  auto s = table(3);
  const std::vector<int> fish = two_fish_cards();
  play_to_the_last_card(*s, 0, fish[0], fish[1]);
  ASSERT_EQ(s->deck_left(), 1);
  ASSERT_EQ(s->face_up_count(), 0);
  const int before = s->won(0);
  turn(*s, fish[1]);
  EXPECT_TRUE(s->final_window());
  EXPECT_TRUE(s->is_legal(2, claim_action(kKnock, 3499)));
  EXPECT_FALSE(s->is_legal(2, claim_action(kKnock, 3500)));
  step(*s, {"pass", "pass", "knock at 3200 ms"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  EXPECT_TRUE(s->is_legal(0, claim_action(kKnock, 4700)));  // t0 + 1500
  EXPECT_FALSE(s->is_legal(0, claim_action(kKnock, 4701)));
  step(*s, passes(3));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->won(2), 1);
  EXPECT_EQ(s->won(0), before);
  EXPECT_EQ(cards_accounted(*s), kDeckSize);
  EXPECT_EQ(s->returns(), (std::vector<double>{1.0, 0.0, 0.0}));
}

// MP-8b x R7 deck running out: a 0-card tie on the last card does not end a round, but the deck is
// out: the card leaves play and the game ends.
TEST(MatchRulePairs, MP8bZeroCardTieMeetsR7DeckOut_TheGameEndsAndTheCardLeavesPlay) {
  auto s = table(3);
  const std::vector<int> fish = two_fish_cards();
  play_to_the_last_card(*s, 0, fish[0], fish[1]);
  const int rounds = s->rounds_played();
  const int out = s->out_of_play();
  const int won = s->won(0);
  turn(*s, fish[1]);
  step(*s, {"knock at 300 ms", "knock at 400 ms", "pass"});
  step(*s, passes(3));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->won(0), won);
  EXPECT_EQ(s->won(1), 0);
  EXPECT_EQ(s->out_of_play(), out + 1);
  EXPECT_EQ(s->rounds_played(), rounds);
  EXPECT_EQ(cards_accounted(*s), kDeckSize);
}

// R6 wrong claims x R7 the end: a wrong claim on the last card costs its card and does not end
// the game early: the last step's claims go on to its end (MP-8a), then the card nobody won
// leaves play.
TEST(MatchRulePairs, R6WrongClaimMeetsR7End_TheLastCardsClaimsGoOnThenItLeavesPlay) {
  auto s = table(3);
  const std::vector<int> fish = two_fish_cards();
  int last = -1;
  for (int c = 0; c < kDeckSize && last < 0; ++c) {
    if (card(c).fish == 1) last = c;
  }
  play_to_the_last_card(*s, 1, fish[0], last);
  const int won = s->won(1);
  ASSERT_GT(won, 0);
  const int out = s->out_of_play();
  turn(*s, last);  // alone: nothing to claim
  step(*s, {"pass", "knock at 3000 ms", "pass"});
  EXPECT_EQ(s->won(1), won - 1);
  ASSERT_EQ(s->phase(), Phase::kClaims);
  EXPECT_EQ(s->claims_from_ms(), 3001);
  EXPECT_TRUE(s->is_legal(1, claim_action(kKnock, 3499)));
  step(*s, passes(3));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->out_of_play(), out + 2);  // the penalty and the last card
  EXPECT_EQ(cards_accounted(*s), kDeckSize);
}

// R7 the end x R4 ties: cards nobody wins leave play, and equal totals share the win (here nobody
// claims all game: every card leaves play and the two players share it).
TEST(MatchRulePairs, R7EndMeetsTies_NobodyClaimsEveryCardLeavesPlayTheWinIsShared) {
  auto s = table(2);
  for (int c = 0; c < kDeckSize; ++c) {
    ASSERT_FALSE(s->is_terminal());
    turn(*s, c);
    step(*s, passes(2));
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->out_of_play(), kDeckSize);
  EXPECT_EQ(s->rounds_played(), 1);
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
}

}  // namespace
}  // namespace rookery::match
