#include "games/fistful/scoring.h"

#include <algorithm>

namespace rookery::fistful {

StopScore score_stop(const FaceCounts& dice, Mode mode, const SquirrelTable& table) {
  StopScore s;
  s.mode = mode;
  s.tokens = penguin_tokens(dice[kPenguin]);  // penguins score in both modes (FP-5, FP-6)
  if (mode == Mode::kLions) {
    s.bank_dollars = 7 * dice[kLion];  // only lions and penguins score (FP-6)
    return s;
  }
  const int squirrels = dice[kSquirrel];
  // FP-7: payment i of $i from the ((i-1) mod k)+1-th payer to the left.
  std::array<int, kMaxPlayers> order{};  // at most players - 1 payers (players <= kMaxPlayers)
  int k = 0;
  for (int step = 1; step < table.players; ++step) {
    const int seat = (table.active + step) % table.players;
    if (table.payers[static_cast<std::size_t>(seat)]) order[static_cast<std::size_t>(k++)] = seat;
  }
  if (k > 0) {
    std::array<int, kMaxPlayers> left = table.money;
    for (int i = 1; i <= squirrels; ++i) {
      const auto seat = static_cast<std::size_t>(order[static_cast<std::size_t>((i - 1) % k)]);
      const int pay = table.capped ? std::min(i, std::max(0, left[seat])) : i;
      left[seat] -= pay;
      s.paid_by[seat] += pay;
      s.squirrel_dollars += pay;
    }
  } else if (table.bank_pays) {
    s.bank_dollars += squirrels * (squirrels + 1) / 2;  // FP-7 option solo_squirrels=bank
  }
  s.bank_dollars += 9 * std::min<int>(dice[kMoose], squirrels);  // FP-8: paired moose
  s.kangaroos = dice[kKangaroo];
  s.bank_dollars += s.kangaroos * s.kangaroos;                   // FP-9: count squared
  if (!lions_showing(dice)) s.bank_dollars += 5 * dice[kCamel];  // camels void when a lion shows
  return s;
}

Mode best_mode(const FaceCounts& dice, const SquirrelTable& table) {
  if (!lions_showing(dice)) return Mode::kAnimals;
  const int animals = score_stop(dice, Mode::kAnimals, table).dollars();
  const int lions = score_stop(dice, Mode::kLions, table).dollars();
  return lions > animals ? Mode::kLions : Mode::kAnimals;
}

const char* solo_rating(int score) {
  if (score >= 120) return "Zowie";
  if (score >= 100) return "Excellent";
  if (score >= 80) return "Very Good";
  if (score >= 60) return "Quite Good";
  return "below the bands (under 60)";
}

}  // namespace rookery::fistful
