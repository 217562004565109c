// Match of the Penguins' observation tensor (docs/observation-tensors.md): the
// face-up cards and what a player looks for in them, sealed claims hidden
// (MP-7), rows rotated to the viewer, and the action space.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/match/match_tensor.h"
#include "tests/match/match_test_util.h"
#include "tests/tensor_test_util.h"

namespace rookery::match {
namespace {

constexpr auto at = rookery::testing::tensor_at;

TEST(MatchTensor, ShowsTheFaceUpCardsAndWhichClaimsAreCorrect_MP2) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  const int e = first_shared_element(one.a, one.b);
  const int colour = card(one.a).colours[static_cast<std::size_t>(e)];
  turn(*s, one.a);
  EXPECT_EQ(at(s->observation_tensor(0), *s, "correct_claims", e), 0);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  const std::vector<float> t = s->observation_tensor(0);
  EXPECT_EQ(at(t, *s, "face_up", one.a), 1);
  EXPECT_EQ(at(t, *s, "face_up", one.b), 1);
  EXPECT_EQ(at(t, *s, "element_colours", e * kColours + colour), 1);  // two cards: a match
  EXPECT_EQ(at(t, *s, "latest_card", e * kColours + colour), 1);
  EXPECT_EQ(at(t, *s, "correct_claims", e), 1);
  EXPECT_EQ(at(t, *s, "correct_claims", kBlackPawn), 0);  // one element only
  EXPECT_EQ(at(t, *s, "correct_claims", kKnock), 0);
  EXPECT_FLOAT_EQ(at(t, *s, "deck_left", 0), 62.0f / 64);
  EXPECT_EQ(at(t, *s, "phase", 1), 1);  // claims
}

TEST(MatchTensor, ShowsOnlyThatOthersHaveCommittedNeverTheirClaim_MP7) {
  auto a = table(3);
  auto b = table(3);
  for (auto* s : {a.get(), b.get()}) turn(*s, 10);
  act(*a, 0, "knock at 100 ms");
  act(*b, 0, "call lei at 900 ms");
  const std::vector<float> seen = a->observation_tensor(1);
  EXPECT_EQ(seen, b->observation_tensor(1));
  EXPECT_EQ(at(seen, *a, "committed", 2), 1);  // player 1 is row 2 for player 2
  EXPECT_EQ(at(seen, *a, "committed", 0), 0);
  // Player 1 sees its own knock and its time.
  const std::vector<float> own = a->observation_tensor(0);
  EXPECT_EQ(at(own, *a, "your_claim", kKnock), 1);
  EXPECT_FLOAT_EQ(at(own, *a, "your_claim_ms", 0), 100.0f / (2000 + 3000));
  EXPECT_NE(own, b->observation_tensor(0));
}

TEST(MatchTensor, LastClaimsAndCardsWonAreRotatedToTheViewer_MP3) {
  auto s = table(3);
  const Pair one = pair_sharing(1, 1);
  const int e = first_shared_element(one.a, one.b);
  turn(*s, one.a);
  step(*s, {"pass", "pass", "pass"});
  turn(*s, one.b);
  step(*s, {"pass", call(e, 400), "pass"});
  ASSERT_EQ(s->phase(), Phase::kWindow);
  const std::vector<float> w = s->observation_tensor(0);
  EXPECT_EQ(at(w, *s, "window_claims", 1 * kClaimKinds + e), 1);  // player 2 is row 1
  EXPECT_FLOAT_EQ(at(w, *s, "window_opened_at", 0), 400.0f / 5000);
  step(*s, {"pass", "pass", "pass"});
  const std::vector<float> t = s->observation_tensor(2);  // player 3: player 2 is row 2
  EXPECT_FLOAT_EQ(at(t, *s, "won", 2), 2.0f / 64);
  EXPECT_EQ(at(t, *s, "last_claims", 2 * kClaimKinds + e), 1);
  EXPECT_EQ(at(t, *s, "last_verdicts", 2 * 4 + 0), 1);  // correct
  EXPECT_FLOAT_EQ(at(t, *s, "last_cards_won", 2), 2.0f / 64);
}

TEST(MatchTensor, ActionSpaceHoldsPassAndEveryClaimAtEveryMillisecond_MP3) {
  auto game = load_game("match(players=2,card_ms=1000)").value();
  const std::vector<Action> v = game->distinct_actions();
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  EXPECT_EQ(v.size(), 9u * (1000 + 3000 + 1) + 1);
  EXPECT_TRUE(std::binary_search(v.begin(), v.end(), claim_action(kKnock, 3999)));
  EXPECT_FALSE(std::binary_search(v.begin(), v.end(), claim_action(kKnock, 4001)));
  EXPECT_TRUE(std::binary_search(v.begin(), v.end(), kPass));
}

}  // namespace
}  // namespace rookery::match
