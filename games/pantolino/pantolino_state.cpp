// Pantolino's rules. Clause numbers (R1..) refer to games/pantolino/RULES.md.
#include "games/pantolino/pantolino_state.h"

#include <algorithm>
#include <bit>

namespace rookery::pantolino {

namespace {
constexpr int pow6(int k) {
  int r = 1;
  for (int i = 0; i < k; ++i) r *= kNumFaces;
  return r;
}
}  // namespace

PantolinoState::PantolinoState(std::shared_ptr<const Game> game, Options options)
    : ValueState(std::move(game)), options_(options) {}

bool PantolinoState::operator==(const PantolinoState& other) const {
  // The dice matter only once rolled this turn.
  const bool dice_equal = rolls_done_ == 0 || dice_ == other.dice_;
  return options_.players == other.options_.players &&
         options_.escaping_boots == other.options_.escaping_boots &&
         options_.discard_smallest == other.options_.discard_smallest && dice_equal &&
         centipedes_ == other.centipedes_ && supply_ == other.supply_ && turns_ == other.turns_ &&
         current_ == other.current_ && rolls_done_ == other.rolls_done_ &&
         to_roll_ == other.to_roll_ && phase_ == other.phase_;
}

void PantolinoState::acting_players(PlayerList& out) const {
  out.clear();
  switch (phase_) {
    case Phase::kRolling:
      out.push_back(kChancePlayer);
      break;
    case Phase::kDeciding:
    case Phase::kTaking:
      out.push_back(current_);
      break;
    case Phase::kOver:
      break;
  }
}

int PantolinoState::count_for(int colour) const {
  int count = 0;
  for (std::uint8_t f : dice_) count += (f == colour || f == kStar) ? 1 : 0;
  return count;
}

// Capacity of the ActionList: stop and 15 rerolls, or at most 15 takes and 3 steals,
// or at most 15 discards, or "take nothing": far below kMaxLegalActions.
void PantolinoState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  if (player != current_ || phase_ == Phase::kOver || phase_ == Phase::kRolling) return;
  if (phase_ == Phase::kDeciding) {
    // R3: stop, or reroll any non-empty set of dice (set-aside dice included).
    out.push_back(kStop);
    for (Action mask = 1; mask < (1 << kNumDice); ++mask) out.push_back(mask);
    return;
  }
  // kTaking. R5: any supply token of a colour worth at most that colour's count.
  for (int t = 0; t < kNumTokens; ++t) {
    if (in_supply(t) && token_boots(t) <= count_for(token_colour(t))) out.push_back(kTakeBase + t);
  }
  // R8 (Escaping Boots): an opponent's tail token on the same terms.
  if (options_.escaping_boots) {
    for (Player q = 0; q < options_.players; ++q) {
      const Centipede& c = centipedes_[static_cast<std::size_t>(q)];
      if (q == current_ || c.length == 0) continue;
      const int tail = c.tokens[c.length - 1u];
      if (token_boots(tail) <= count_for(token_colour(tail))) out.push_back(kStealBase + q);
    }
  }
  if (!out.empty()) return;  // R6: if any token qualifies you must take one
  if (options_.discard_smallest) {
    // R7 (PA-6): remove the smallest token left in the supply, choice among equals.
    int smallest = kMaxBoots + 1;
    for (int t = 0; t < kNumTokens; ++t) {
      if (in_supply(t)) smallest = std::min(smallest, token_boots(t));
    }
    for (int t = 0; t < kNumTokens; ++t) {
      if (in_supply(t) && token_boots(t) == smallest) out.push_back(kDiscardBase + t);
    }
    return;
  }
  out.push_back(kTakeNothing);  // R6: you receive nothing
}

void PantolinoState::apply_unchecked(Player player, Action action) {
  switch (phase_) {
    case Phase::kRolling: {
      // The outcome gives the faces of the dice in to_roll, lowest die first.
      int code = action;
      for (int d = 0; d < kNumDice; ++d) {
        if ((to_roll_ >> d) & 1u) {
          dice_[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(code % kNumFaces);
          code /= kNumFaces;
        }
      }
      ++rolls_done_;
      phase_ = rolls_done_ >= kMaxRolls ? Phase::kTaking : Phase::kDeciding;
      return;
    }
    case Phase::kDeciding:
      if (action == kStop) {
        phase_ = Phase::kTaking;
      } else {
        to_roll_ = static_cast<std::uint8_t>(action);
        phase_ = Phase::kRolling;
      }
      return;
    case Phase::kTaking:
      if (action >= kTakeBase && action < kTakeBase + kNumTokens) {
        const int token = action - kTakeBase;
        supply_ = static_cast<std::uint16_t>(supply_ & ~(1u << token));
        take_token(token);
      } else if (action >= kStealBase && action < kStealBase + kMaxPlayers) {
        Centipede& victim = centipedes_[static_cast<std::size_t>(action - kStealBase)];
        take_token(victim.tokens[--victim.length]);
      } else if (action >= kDiscardBase && action < kDiscardBase + kNumTokens) {
        supply_ = static_cast<std::uint16_t>(supply_ & ~(1u << (action - kDiscardBase)));
      }
      end_turn();
      return;
    case Phase::kOver:
      return;
  }
  (void)player;
}

void PantolinoState::take_token(int token) {
  // R5: attached at the tail of the taker's centipede.
  Centipede& mine = centipedes_[current_];
  mine.tokens[mine.length++] = static_cast<std::uint8_t>(token);
}

void PantolinoState::end_turn() {
  ++turns_;
  // R9: the game ends when the supply is empty; R11: safety bound.
  if (supply_ == 0 || turns_ >= kMaxTurns) {
    phase_ = Phase::kOver;
    return;
  }
  current_ = static_cast<std::uint8_t>((current_ + 1) % options_.players);  // R2: to the left
  rolls_done_ = 0;
  to_roll_ = (1u << kNumDice) - 1;
  phase_ = Phase::kRolling;
}

ChanceDistribution PantolinoState::chance_outcomes() const {
  ChanceDistribution dist;
  if (phase_ != Phase::kRolling) return dist;
  const int n = pow6(std::popcount(to_roll_));
  dist.outcomes.reserve(static_cast<std::size_t>(n));
  for (Action a = 0; a < n; ++a) dist.outcomes.push_back({a, 1});
  dist.total = static_cast<std::uint64_t>(n);
  return dist;
}

Action PantolinoState::sample_chance(Rng& rng) const {
  return static_cast<Action>(rng.below(static_cast<std::uint32_t>(pow6(std::popcount(to_roll_)))));
}

bool PantolinoState::is_chance_outcome(Action action) const {
  // Every face of every die rolled, each roll equally likely: 0 .. 6^dice - 1.
  return phase_ == Phase::kRolling && action >= 0 && action < pow6(std::popcount(to_roll_));
}

int PantolinoState::boots(Player p) const {
  const Centipede& c = centipede(p);
  int total = 0;
  for (int i = 0; i < c.length; ++i) total += token_boots(c.tokens[static_cast<std::size_t>(i)]);
  return total;
}

int PantolinoState::best_colour_boots(Player p) const {
  std::array<int, kNumColours> per_colour{};
  const Centipede& c = centipede(p);
  for (int i = 0; i < c.length; ++i) {
    const int t = c.tokens[static_cast<std::size_t>(i)];
    per_colour[static_cast<std::size_t>(token_colour(t))] += token_boots(t);
  }
  return *std::max_element(per_colour.begin(), per_colour.end());
}

std::vector<Player> PantolinoState::winners() const {
  std::vector<Player> best;
  if (options_.players < 2) return best;
  // R10: most boots; tie: larger best single-colour total; still tied: shared.
  for (Player p = 0; p < options_.players; ++p) {
    if (best.empty()) {
      best.push_back(p);
      continue;
    }
    const auto key = [this](Player q) { return std::pair(boots(q), best_colour_boots(q)); };
    if (key(p) > key(best.front())) {
      best.assign(1, p);
    } else if (key(p) == key(best.front())) {
      best.push_back(p);
    }
  }
  return best;
}

void PantolinoState::scores_into(std::vector<double>& out) const {
  out.resize(static_cast<std::size_t>(options_.players));
  for (Player p = 0; p < options_.players; ++p) out[static_cast<std::size_t>(p)] = boots(p);
}

void PantolinoState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (phase_ != Phase::kOver) return;
  if (options_.players == 1) {  // R12: the solo score is the boots collected
    scores_into(out);
    return;
  }
  // R10, as in winners(), without a list: most boots, then the larger best
  // single-colour total; still tied, the win is shared.
  const auto key = [this](Player q) { return std::pair(boots(q), best_colour_boots(q)); };
  auto best = key(0);
  for (Player p = 1; p < options_.players; ++p) best = std::max(best, key(p));
  int count = 0;
  for (Player p = 0; p < options_.players; ++p) count += key(p) == best;
  for (Player p = 0; p < options_.players; ++p) {
    if (key(p) == best) out[static_cast<std::size_t>(p)] = 1.0 / count;
  }
}

}  // namespace rookery::pantolino
