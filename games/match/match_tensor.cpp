// Match of the Penguins' observation tensor and action space (core/tensor.h,
// docs/observation-tensors.md). Besides the face-up cards themselves, the
// tensor spells out what a player looks for in them (each element's colours,
// the card just turned, which claims are correct now), all read from the
// face-up cards alone. Other players' sealed claims never appear: only that
// they have committed (MP-7).
#include "games/match/match_tensor.h"

#include <algorithm>

namespace rookery::match {

namespace {

constexpr int kPhases = 4;    // turning, claims, window, over
constexpr int kVerdicts = 4;  // correct, wrong, refused, late

// The colour a card shows for an element, or -1 (a close-up shows one element only).
int colour_of(const Card& c, int element) {
  if (c.closeup && c.element != element) return -1;
  return c.colours[static_cast<std::size_t>(element)];
}

}  // namespace

int longest_step_ms(const Options& o) {
  // The last card's claims last card_ms + 1500 (MP-6) and its window 1500 more (MP-3).
  return o.card_ms + 2 * kWindowMs;
}

TensorLayout tensor_layout(const Options& o) {
  const int p = o.players;
  TensorLayout layout;
  auto add = [&](const char* name, std::vector<int> shape, const char* field, const char* meaning) {
    layout.segments.push_back({name, std::move(shape), {field}, meaning});
  };
  add("phase", {kPhases}, "phase", "one-hot: turning, claims, window, over");
  add("round", {1}, "round", "the round / 64 (each round takes a card at least)");
  add("dealer", {p}, "dealer", "one-hot over the rows (row 0 the viewer): who deals");
  add("deck_left", {1}, "deck_left", "cards left in the deck / 64");
  add("final_window", {1}, "final_window", "1 in the last window, after the last card (MP-6)");
  add("face_up", {kDeckSize}, "face_up", "1 for each card of the deck (in deck order) face up");
  add("element_colours", {kElements, kColours}, "face_up",
      "per element and colour: face-up cards showing it, 0, 1/2, or 1 for two or more");
  add("latest_card", {kElements, kColours}, "face_up",
      "the card turned last: per element its colour, one-hot (a close-up: its element only)");
  add("correct_claims", {kClaimKinds}, "face_up",
      "1 for each claim correct now: the six elements, black pawn, white pawn, knock (MP-2)");
  add("won", {p}, "won", "per row: cards won / 64");
  add("out_of_play", {1}, "out_of_play", "cards out of play / 64");
  add("committed", {p}, "committed", "per row: 1 once it has committed this step's claim");
  add("your_claim", {kClaimKinds + 1}, "your_claim",
      "the viewer's committed claim, one-hot: the nine claims, then pass");
  add("your_claim_ms", {1}, "your_claim", "its time / the longest step (card_ms + 3000 ms)");
  add("claims_from_ms", {1}, "claims_from_ms",
      "the first ms a claim may take in this step / the longest step (MP-8a)");
  add("window_opened_at", {1}, "window", "in a window: its opening claim's ms / the longest step");
  add("window_claims", {p, kClaimKinds}, "window",
      "in a window, per row: 1 for each claim heard before it opened (MP-8c)");
  add("last_claims", {p, kClaimKinds}, "last_claims",
      "per row: 1 for each claim revealed at the last resolution");
  add("last_verdicts", {p, kVerdicts}, "last_claims",
      "per row: 1 for each verdict its claims got: correct, wrong, refused, late");
  add("last_cards_won", {p}, "last_claims", "per row: cards its claims won / 64");
  return layout;
}

std::vector<Action> distinct_actions(const Options& o) {
  std::vector<Action> out;
  const int last = longest_step_ms(o);
  out.reserve(static_cast<std::size_t>(kClaimKinds * (last + 1) + 1));
  for (int kind = 0; kind < kClaimKinds; ++kind)
    for (int ms = 0; ms <= last; ++ms) out.push_back(claim_action(kind, ms));
  out.push_back(kPass);
  return out;
}

void MatchState::observation_tensor(Player player, std::span<float> out) const {
  const int p = options_.players;
  const bool seated = player >= 0 && player < p;
  const int first = seated ? player : 0;
  auto row_of = [&](int seat) { return static_cast<std::size_t>((seat - first + p) % p); };
  const float longest = static_cast<float>(longest_step_ms(options_));
  const Deck& d = *deck_;
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("phase"), static_cast<int>(phase_));
  w.take("round")[0] = static_cast<float>(std::min<int>(rounds_, kDeckSize)) / kDeckSize;
  one_hot(w.take("dealer"), static_cast<int>(row_of(dealer_)));
  w.take("deck_left")[0] = static_cast<float>(deck_left()) / kDeckSize;
  w.take("final_window")[0] = final_window() && phase_ != Phase::kOver ? 1 : 0;
  std::span<float> cards = w.take("face_up");
  std::span<float> shown = w.take("element_colours");
  std::array<int, kElements * kColours> counts{};
  for (int i = 0; i < face_up_count_; ++i) {
    const int card = face_up_[static_cast<std::size_t>(i)];
    cards[static_cast<std::size_t>(card)] = 1;
    for (int e = 0; e < kElements; ++e) {
      const int c = colour_of(d[static_cast<std::size_t>(card)], e);
      if (c >= 0) ++counts[static_cast<std::size_t>(e * kColours + c)];
    }
  }
  for (std::size_t k = 0; k < counts.size(); ++k)
    shown[k] = static_cast<float>(std::min(counts[k], 2)) / 2;
  std::span<float> latest = w.take("latest_card");
  if (face_up_count_ > 0) {
    const Card& top = d[face_up_[face_up_count_ - 1u]];
    for (int e = 0; e < kElements; ++e) {
      const int c = colour_of(top, e);
      if (c >= 0) latest[static_cast<std::size_t>(e * kColours + c)] = 1;
    }
  }
  std::span<float> right = w.take("correct_claims");
  for (int kind = 0; kind < kClaimKinds; ++kind)
    if (correct(kind)) right[static_cast<std::size_t>(kind)] = 1;
  std::span<float> won = w.take("won");
  for (Player s = 0; s < p; ++s)
    won[row_of(s)] = static_cast<float>(won_[static_cast<std::size_t>(s)]) / kDeckSize;
  w.take("out_of_play")[0] = static_cast<float>(out_of_play_) / kDeckSize;
  std::span<float> committed = w.take("committed");
  for (Player s = 0; s < p; ++s)
    if (claims_[static_cast<std::size_t>(s)].committed) committed[row_of(s)] = 1;
  std::span<float> my_claim = w.take("your_claim");
  std::span<float> my_ms = w.take("your_claim_ms");
  if (seated && claims_[static_cast<std::size_t>(player)].committed) {
    const Claim& mine = claims_[static_cast<std::size_t>(player)];
    one_hot(my_claim, mine.kind < 0 ? kClaimKinds : mine.kind);
    if (mine.kind >= 0) my_ms[0] = static_cast<float>(mine.ms) / longest;
  }
  std::span<float> from = w.take("claims_from_ms");
  if (phase_ == Phase::kClaims || phase_ == Phase::kWindow)
    from[0] = static_cast<float>(claims_from_ms()) / longest;
  std::span<float> opened = w.take("window_opened_at");
  std::span<float> heard = w.take("window_claims");
  if (phase_ == Phase::kWindow) {
    opened[0] = static_cast<float>(t0_) / longest;
    for (Player s = 0; s < p; ++s) {
      for (const Claim& c :
           {earlier_[static_cast<std::size_t>(s)], kept_[static_cast<std::size_t>(s)]}) {
        if (c.kind >= 0) heard[row_of(s) * kClaimKinds + static_cast<std::size_t>(c.kind)] = 1;
      }
    }
  }
  std::span<float> claimed = w.take("last_claims");
  std::span<float> verdicts = w.take("last_verdicts");
  std::span<float> gained = w.take("last_cards_won");
  for (int k = 0; k < revealed_count_; ++k) {
    const Revealed& r = revealed_[static_cast<std::size_t>(k)];
    const std::size_t row = row_of(r.player);
    claimed[row * kClaimKinds + static_cast<std::size_t>(r.kind)] = 1;
    verdicts[row * kVerdicts + static_cast<std::size_t>(r.verdict)] = 1;
    gained[row] += static_cast<float>(r.cards_won) / kDeckSize;
  }
}

}  // namespace rookery::match
