// A Fistful of Penguins' observation tensor and action space (core/tensor.h,
// docs/observation-tensors.md). Money has no ceiling in the rules, so dollars
// and tokens are divided by a scale past any game's reach and capped at 1. In
// the advanced game a seller's die shows its face and price only where the
// observation shows them: to everyone once revealed, to the seller always
// (FP-13); others see only whether it has chosen and priced.
#include "games/fistful/fistful_tensor.h"

#include <algorithm>

namespace rookery::fistful {

namespace {

constexpr int kPhases = 6;  // rolling, market choice, market rolling, pricing, deciding, over
constexpr float kDollarScale = 300;  // dollars and stop winnings: / $300, capped at 1
constexpr float kTokenScale = 100;   // penguin tokens held: / 100, capped at 1
constexpr int kMarketFlags = 5;      // has a die, sold, revealed, has chosen, has priced

float scaled(int amount, float scale) {
  return std::clamp(static_cast<float>(amount) / scale, 0.0f, 1.0f);
}

// Calls `emit` with every non-empty multiset of at most `size` dice over the
// faces that `allowed` marks.
template <typename Emit>
void each_multiset(int size, const std::array<bool, kNumFaces>& allowed, Emit&& emit) {
  FaceCounts pick{};
  auto rec = [&](auto&& self, int face, int left) -> void {
    if (face == kNumFaces) {
      if (total(pick) > 0) emit(pick);
      return;
    }
    const int most = allowed[static_cast<std::size_t>(face)] ? left : 0;
    for (int n = 0; n <= most; ++n) {
      pick[static_cast<std::size_t>(face)] = static_cast<std::uint8_t>(n);
      self(self, face + 1, left - n);
    }
    pick[static_cast<std::size_t>(face)] = 0;
  };
  rec(rec, 0, size);
}

}  // namespace

TensorLayout tensor_layout(const Options& o) {
  const int p = o.players;
  TensorLayout layout;
  auto add = [&](const char* name, std::vector<int> shape, std::vector<std::string> fields,
                 const char* meaning) {
    layout.segments.push_back({name, std::move(shape), std::move(fields), meaning});
  };
  add("phase", {kPhases}, {"phase"},
      "one-hot: rolling, market choice, market rolling, pricing, deciding, over");
  add("round", {kRounds}, {"round"}, "one-hot: round 1, 2, 3 (the last stays in showdowns)");
  if (p > 1) {
    add("active_player", {p}, {"active_player"},
        "one-hot over the rows (row 0 the viewer): whose turn it is");
  }
  add("dice", {kNumFaces}, {"dice"},
      "dice in play per face / 9: penguin, squirrel, moose, kangaroo, lion, camel");
  add("cashed_in", {1}, {"cashed_in"}, "dice cashed in this turn / 9");
  add("dice_to_roll", {1}, {"dice_to_roll"}, "dice the next roll rolls / 9");
  add("spare_dice", {1}, {"spare_dice"}, "dice left in the bank / 9");
  add("starting_dice", {1}, {"starting_dice"}, "the dice this turn began with / 9");
  add("money", {p}, {"players"}, "per row: dollars / $300 (capped at 1)");
  add("tokens", {p}, {"players"}, "per row: penguin tokens / 100 (capped at 1)");
  add("kangaroo_chip", {p, 2}, {"players"}, "per row: its kangaroo chip's side, one-hot: 1, 2");
  if (p > 1) {
    add("showdown", {kMaxShowdowns + 1 + 2 * p}, {"showdown", "players"},
        "one-hot showdown 0 (the main game) to 3, then per row: 1 in the showdown, then per "
        "row: its showdown dollars / $300 (FP-11)");
  }
  if (o.advanced) {
    add("market", {p, kMarketFlags}, {"market"},
        "per row: 1 for a die from the bank, sold, revealed, has chosen, has priced (FP-13)");
    add("market_face", {p, kNumFaces}, {"market"},
        "per row where shown: its die's face, one-hot (the seller's own always, others' once "
        "revealed)");
    add("market_price", {p, 2}, {"market"},
        "per row where shown: its asking dollars / 340 and penguin tokens / 2");
  }
  add("stop_preview", {2, 2}, {"stop_preview"},
      "when deciding: stopping scoring animals, then lions (if any show): dollars / $300 and "
      "penguin tokens / 45 (FP-6)");
  if (p > 1) add("winners", {p}, {"winners"}, "per row: 1 for a winner at the end (ties share)");
  return layout;
}

std::vector<Action> distinct_actions(const Options& o) {
  std::vector<Action> out = {kStop, kStopLions, kDraw};
  for (int n = 1; n <= kNumDice; ++n) out.push_back(kCashInBase + n);  // R7
  if (o.advanced) {
    for (int seller = 0; seller < o.players; ++seller) out.push_back(kBuyBase + seller);
    out.push_back(kKeepDie);
    out.push_back(kRerollDie);
    for (int dollars = 0; dollars <= kMaxAskingDollars; ++dollars)
      for (int tokens = dollars == 0 ? 1 : 0; tokens <= 2; ++tokens)
        out.push_back(kPriceBase + 3 * dollars + tokens);
  }
  std::array<bool, kNumFaces> every{};
  every.fill(true);
  each_multiset(kNumDice, every, [&](const FaceCounts& c) { out.push_back(reroll_action(c)); });
  // The chip turns one or two dice (its side), never a kangaroo (R10, FP-10).
  std::array<bool, kNumFaces> turnable = every;
  turnable[kKangaroo] = false;
  each_multiset(2, turnable, [&](const FaceCounts& c) { out.push_back(chip_action(c)); });
  std::sort(out.begin(), out.end());
  return out;
}

void FistfulState::observation_tensor(Player player, std::span<float> out) const {
  const int p = options_.players;
  const int first = player >= 0 && player < p ? player : 0;
  auto seat_of = [&](int row) { return (first + row) % p; };
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("phase"), static_cast<int>(phase_));
  one_hot(w.take("round"), showdown_ ? kRounds - 1 : std::min<int>(round_, kRounds - 1));
  if (p > 1) {
    std::span<float> active = w.take("active_player");
    for (int row = 0; row < p; ++row)
      if (seat_of(row) == active_) active[static_cast<std::size_t>(row)] = 1;
  }
  std::span<float> dice = w.take("dice");
  for (int f = 0; f < kNumFaces; ++f)
    dice[static_cast<std::size_t>(f)] =
        static_cast<float>(in_play_[static_cast<std::size_t>(f)]) / kNumDice;
  w.take("cashed_in")[0] = static_cast<float>(cashed_) / kNumDice;
  w.take("dice_to_roll")[0] = static_cast<float>(to_roll_) / kNumDice;
  w.take("spare_dice")[0] = static_cast<float>(spare_dice()) / kNumDice;
  w.take("starting_dice")[0] =
      static_cast<float>(showdown_ ? kShowdownDice : starting_dice(round_, p)) / kNumDice;
  std::span<float> money = w.take("money");
  std::span<float> tokens = w.take("tokens");
  std::span<float> chip = w.take("kangaroo_chip");
  for (int row = 0; row < p; ++row) {
    const Purse& purse = purses_[static_cast<std::size_t>(seat_of(row))];
    const auto r = static_cast<std::size_t>(row);
    money[r] = scaled(purse.money, kDollarScale);
    tokens[r] = scaled(purse.tokens, kTokenScale);
    one_hot(chip.subspan(2 * r, 2), purse.chip - 1);
  }
  if (p > 1) {
    std::span<float> showdown = w.take("showdown");
    one_hot(showdown.first(kMaxShowdowns + 1), showdown_);
    if (showdown_) {  // the observation shows these during showdowns only
      for (int row = 0; row < p; ++row) {
        const int seat = seat_of(row);
        const auto r = static_cast<std::size_t>(row);
        if (in_showdown(seat)) showdown[kMaxShowdowns + 1 + r] = 1;
        showdown[kMaxShowdowns + 1 + static_cast<std::size_t>(p) + r] =
            scaled(showdown_received_[static_cast<std::size_t>(seat)], kDollarScale);
      }
    }
  }
  if (options_.advanced) {
    std::span<float> flags = w.take("market");
    std::span<float> face = w.take("market_face");
    std::span<float> price = w.take("market_price");
    for (int row = 0; row < p; ++row) {
      const int seat = seat_of(row);
      const MarketDie& m = market_[static_cast<std::size_t>(seat)];
      if (!m.has_die) continue;
      const auto r = static_cast<std::size_t>(row);
      std::span<float> f = flags.subspan(r * kMarketFlags, kMarketFlags);
      f[0] = 1;
      f[1] = m.sold ? 1 : 0;
      f[2] = m.revealed ? 1 : 0;
      if (!m.sold && !m.revealed) {
        f[3] = phase_ != Phase::kMarketChoice || m.chosen ? 1 : 0;
        f[4] = m.priced ? 1 : 0;
      }
      // As market_json: face and price to everyone once revealed, to the seller always.
      const bool visible = (m.revealed || player == seat) && !m.sold;
      if (visible && (!m.needs_roll || m.keeps))
        one_hot(face.subspan(r * kNumFaces, kNumFaces), m.face);
      if (visible && m.priced) {
        price[2 * r] = static_cast<float>(m.dollars) / kMaxAskingDollars;
        price[2 * r + 1] = static_cast<float>(m.tokens) / 2;
      }
    }
  }
  std::span<float> preview_values = w.take("stop_preview");
  if (phase_ == Phase::kDeciding) {
    const StopScore animals = preview(Mode::kAnimals);
    preview_values[0] = scaled(animals.dollars(), kDollarScale);
    preview_values[1] = static_cast<float>(animals.tokens) / penguin_tokens(kNumDice);
    if (lions_showing(in_play_)) {
      const StopScore lions = preview(Mode::kLions);
      preview_values[2] = scaled(lions.dollars(), kDollarScale);
      preview_values[3] = static_cast<float>(lions.tokens) / penguin_tokens(kNumDice);
    }
  }
  if (p > 1) {
    std::span<float> won = w.take("winners");
    if (phase_ == Phase::kOver) {
      for (int row = 0; row < p; ++row)
        if ((winners_ >> seat_of(row)) & 1u) won[static_cast<std::size_t>(row)] = 1;
    }
  }
}

}  // namespace rookery::fistful
