// Pantolino's observation tensor and action space (core/tensor.h,
// docs/observation-tensors.md). Nothing in Pantolino is hidden, so the tensor
// is the whole position as the observation words it.
#include "games/pantolino/pantolino_tensor.h"

#include "games/pantolino/pantolino_state.h"

namespace rookery::pantolino {

namespace {

constexpr int kPhases = 4;         // rolling, deciding, taking, over
constexpr int kMaxCentipede = 45;  // every token's boots: 5 colours x (2 + 3 + 4)

// Seat of row `row` for `viewer`: the viewer first, then the seats after it
// in turn order; a spectator's rows are the seats in order.
int seat_of_row(Player viewer, int row, int players) {
  return viewer < 0 ? row : (viewer + row) % players;
}

}  // namespace

TensorLayout tensor_layout(const Options& o) {
  const int p = o.players;
  TensorLayout layout;
  layout.segments.push_back(
      {"phase", {kPhases}, {"phase"}, "one-hot: rolling, deciding, taking, over"});
  if (p > 1) {
    layout.segments.push_back({"current_player",
                               {p},
                               {"current_player"},
                               "one-hot over the rows (row 0 the viewer): whose turn it is"});
  }
  layout.segments.push_back(
      {"rolls_done", {kMaxRolls + 1}, {"rolls_done"}, "one-hot: rolls made this turn, 0 to 3"});
  layout.segments.push_back(
      {"dice",
       {kNumDice, kNumFaces},
       {"dice"},
       "each die's face, one-hot: yellow, red, green, blue, black, star (zeros before a roll)"});
  layout.segments.push_back(
      {"dice_to_roll", {kNumDice}, {"dice_to_roll"}, "1 for each die the next roll rolls"});
  layout.segments.push_back({"supply",
                             {kNumTokens},
                             {"supply"},
                             "1 for each token still in the supply: yellow 2, 3, 4, red 2, ..."});
  layout.segments.push_back({"centipede_tokens",
                             {p, kNumTokens},
                             {"centipedes"},
                             "per row (row 0 the viewer): 1 for each token on its centipede"});
  layout.segments.push_back({"centipede_tail",
                             {p, kNumTokens},
                             {"centipedes"},
                             "per row: its tail token, one-hot (the one Escaping Boots take)"});
  layout.segments.push_back(
      {"boots", {p}, {"centipedes"}, "per row: boots on its centipede / 45 (all the tokens)"});
  if (p > 1) {
    layout.segments.push_back(
        {"winners", {p}, {"winners"}, "per row: 1 for a winner at the end (ties share)"});
  }
  return layout;
}

std::vector<Action> distinct_actions(const Options& o) {
  std::vector<Action> out;
  out.push_back(kStop);
  for (int mask = 1; mask < (1 << kNumDice); ++mask) out.push_back(mask);  // rerolls
  for (int t = 0; t < kNumTokens; ++t) out.push_back(kTakeBase + t);
  out.push_back(kTakeNothing);
  if (o.escaping_boots) {
    for (int seat = 0; seat < o.players; ++seat) out.push_back(kStealBase + seat);
  }
  if (o.discard_smallest || o.players == 1) {  // solo always discards (PA-3)
    for (int t = 0; t < kNumTokens; ++t) out.push_back(kDiscardBase + t);
  }
  return out;
}

void PantolinoState::observation_tensor(Player player, std::span<float> out) const {
  const int p = options_.players;
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("phase"), static_cast<int>(phase_));
  if (p > 1) {
    std::span<float> current = w.take("current_player");
    for (int row = 0; row < p; ++row)
      if (seat_of_row(player, row, p) == current_) current[static_cast<std::size_t>(row)] = 1;
  }
  one_hot(w.take("rolls_done"), rolls_done_);
  std::span<float> dice = w.take("dice");
  if (rolls_done_ > 0) {  // before the first roll the observation shows no dice
    for (int d = 0; d < kNumDice; ++d)
      one_hot(dice.subspan(static_cast<std::size_t>(d * kNumFaces), kNumFaces),
              dice_[static_cast<std::size_t>(d)]);
  }
  std::span<float> rolling = w.take("dice_to_roll");
  if (phase_ == Phase::kRolling) {
    for (int d = 0; d < kNumDice; ++d)
      if ((to_roll_ >> d) & 1) rolling[static_cast<std::size_t>(d)] = 1;
  }
  std::span<float> supply = w.take("supply");
  for (int t = 0; t < kNumTokens; ++t)
    if (in_supply(t)) supply[static_cast<std::size_t>(t)] = 1;
  std::span<float> held = w.take("centipede_tokens");
  for (int row = 0; row < p; ++row) {
    const Centipede& c = centipede(seat_of_row(player, row, p));
    for (int i = 0; i < c.length; ++i)
      held[static_cast<std::size_t>(row * kNumTokens + c.tokens[static_cast<std::size_t>(i)])] = 1;
  }
  std::span<float> tail = w.take("centipede_tail");
  for (int row = 0; row < p; ++row) {
    const Centipede& c = centipede(seat_of_row(player, row, p));
    if (c.length > 0)
      tail[static_cast<std::size_t>(row * kNumTokens + c.tokens[c.length - 1u])] = 1;
  }
  std::span<float> boot_counts = w.take("boots");
  for (int row = 0; row < p; ++row)
    boot_counts[static_cast<std::size_t>(row)] =
        static_cast<float>(boots(seat_of_row(player, row, p))) / kMaxCentipede;
  if (p > 1) {
    std::span<float> won = w.take("winners");
    if (phase_ == Phase::kOver) {
      for (Player seat : winners())
        for (int row = 0; row < p; ++row)
          if (seat_of_row(player, row, p) == seat) won[static_cast<std::size_t>(row)] = 1;
    }
  }
}

}  // namespace rookery::pantolino
