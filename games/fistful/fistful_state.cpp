// A Fistful of Penguins: turns, rounds, scoring a stop, the end and the showdown.
#include "games/fistful/fistful_state.h"

#include <algorithm>
#include <bit>

#include "games/fistful/dice_subsets.h"

namespace rookery::fistful {

namespace {

constexpr std::uint64_t pow6(int k) {
  std::uint64_t r = 1;
  for (int i = 0; i < k; ++i) r *= kNumFaces;
  return r;
}

constexpr std::uint64_t factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

}  // namespace

FistfulState::FistfulState(std::shared_ptr<const Game> game, Options options)
    : ValueState(std::move(game)), options_(options) {
  start_turn();
}

bool FistfulState::operator==(const FistfulState& other) const {
  return options_.players == other.options_.players &&
         options_.solo_squirrels_bank == other.options_.solo_squirrels_bank &&
         options_.advanced == other.options_.advanced && purses_ == other.purses_ &&
         market_ == other.market_ && in_play_ == other.in_play_ && finals_ == other.finals_ &&
         showdown_received_ == other.showdown_received_ &&
         money_after_round_ == other.money_after_round_ &&
         tokens_cashed_at_end_ == other.tokens_cashed_at_end_ && cashed_ == other.cashed_ &&
         to_roll_ == other.to_roll_ && round_ == other.round_ && active_ == other.active_ &&
         showdown_ == other.showdown_ && contenders_ == other.contenders_ &&
         winners_ == other.winners_ && token_reroll_ == other.token_reroll_ &&
         starting_roll_ == other.starting_roll_ && phase_ == other.phase_;
}

void FistfulState::start_turn() {
  // R3: a turn starts by rolling the starting dice; the showdown uses 7 (FP-11).
  in_play_ = {};
  cashed_ = 0;
  market_ = {};  // unsold market dice go back to the bank (FP-13)
  starting_roll_ = true;
  token_reroll_ = false;
  to_roll_ = static_cast<std::uint8_t>(showdown_ ? kShowdownDice
                                                 : starting_dice(round_, options_.players));
  if (showdown_) purses_[active_].tokens = kShowdownTokens;  // saved tokens can't be used
  phase_ = Phase::kRolling;
}

void FistfulState::acting_players(PlayerList& out) const {
  out.clear();
  switch (phase_) {
    case Phase::kRolling:
    case Phase::kMarketRolling:
      return out.push_back(kChancePlayer);
    case Phase::kDeciding:
      return out.push_back(active_);
    case Phase::kMarketChoice:
    case Phase::kPricing:
      return sellers_to_choose(out);  // secret simultaneous choices (FP-13)
    case Phase::kOver:
      return;
  }
}

void FistfulState::add_reroll_actions(ActionList& out) const {
  const std::span<const std::uint16_t> picks = sub_hand_ids(kHands.id(in_play_));
  Action* at = out.grow(static_cast<int>(picks.size()));
  for (const std::uint16_t id : picks) *at++ = kRerollBase + id - 1;  // reroll_action
}

void FistfulState::add_chip_actions(ActionList& out) const {
  FaceCounts turnable = in_play_;
  turnable[kKangaroo] = 0;  // turning a kangaroo to a kangaroo changes nothing
  const int side = purses_[active_].chip;
  for_each_pick_of_two(turnable, side == 2,
                       [&](const FaceCounts& pick) { out.push_back(chip_action(pick)); });
}

// Capacity of the ActionList (1024): the active player holds at most 9 dice in play
// (FP-1), so rerolls are at most the non-empty sub-multisets of 9 dice over 6 faces
// (at most 3*3*3*2*2*2 - 1 = 215), cash-ins at most 9, chip turns of up to 2 dice at
// most 5 + 15 = 20, buys at most 5, plus stop, stop scoring lions and draw: at most
// 252. A seller's price list is at most 341 * 3 - 1 = 1022 (kMaxAskingDollars).
void FistfulState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  if (phase_ == Phase::kMarketChoice || phase_ == Phase::kPricing) {
    return market_actions(player, out);
  }
  if (phase_ != Phase::kDeciding || player != active_) return;
  // R4: stop, naming the mode when lions show (FP-6).
  out.push_back(kStop);
  if (lions_showing(in_play_)) out.push_back(kStopLions);
  if (total(in_play_) == 0) return;  // FP-5: no die left in play, the turn must stop
  const Purse& purse = purses_[active_];
  if (purse.tokens > 0) {
    if (spare_dice() > 0) out.push_back(kDraw);  // R5, FP-4
    add_reroll_actions(out);                     // R6: at least one die
  }
  for (int n = 1; n <= in_play_[kPenguin]; ++n) out.push_back(kCashInBase + n);  // R7, FP-5
  if (purse.chip > 0) add_chip_actions(out);                                     // R10, FP-10
  if (options_.advanced) buy_actions(out);                                       // R15, FP-13
}

void FistfulState::apply_unchecked(Player player, Action action) {
  if (phase_ == Phase::kRolling) {
    const FaceCounts& rolled = rolled_dice(action);
    for (int f = 0; f < kNumFaces; ++f) {
      in_play_[static_cast<std::size_t>(f)] += rolled[static_cast<std::size_t>(f)];
    }
    return after_roll();
  }
  if (phase_ != Phase::kDeciding || is_buy(action)) {
    return apply_market(player, action);
  }
  Purse& purse = purses_[active_];
  if (action == kStop || action == kStopLions) {
    stop(action == kStopLions ? Mode::kLions : Mode::kAnimals);
  } else if (action == kDraw) {
    --purse.tokens;  // R5: a token for a spare die, rolled at once
    to_roll_ = 1;
    token_reroll_ = false;  // a draw does not reopen the market (FP-13)
    phase_ = Phase::kRolling;
  } else if (is_cash_in(action)) {
    const int n = action - kCashInBase;  // R7: cashed dice leave play for the turn
    purse.tokens = static_cast<std::int16_t>(purse.tokens + penguin_tokens(n));
    in_play_[kPenguin] = static_cast<std::uint8_t>(in_play_[kPenguin] - n);
    cashed_ = static_cast<std::uint8_t>(cashed_ + n);
  } else if (is_reroll(action)) {
    const FaceCounts& pick = reroll_dice(action);
    --purse.tokens;  // R6: a token rerolls any dice you choose
    token_reroll_ = true;
    for (int f = 0; f < kNumFaces; ++f) {
      in_play_[static_cast<std::size_t>(f)] -= pick[static_cast<std::size_t>(f)];
    }
    to_roll_ = static_cast<std::uint8_t>(total(pick));
    phase_ = Phase::kRolling;
  } else if (is_chip(action)) {
    const FaceCounts& pick = chip_dice(action);
    for (int f = 0; f < kNumFaces; ++f) {
      in_play_[static_cast<std::size_t>(f)] -= pick[static_cast<std::size_t>(f)];
    }
    in_play_[kKangaroo] = static_cast<std::uint8_t>(in_play_[kKangaroo] + total(pick));
    purse.chip = 0;  // R10 (FP-10): the chip is spent
  }
}

void FistfulState::resample_hidden_into(Player player, Rng& rng,
                                        std::unique_ptr<State>& out) const {
  copy_state_into(*this, out);
  static_cast<FistfulState&>(*out).resample_market(player, rng);
}

SquirrelTable FistfulState::squirrel_table() const {
  SquirrelTable t;
  t.players = options_.players;
  t.active = active_;
  t.capped = showdown_ == 0;
  t.bank_pays = options_.players == 1 && options_.solo_squirrels_bank;
  for (int p = 0; p < options_.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    // R8: opponents pay; in a showdown only the other showdown players (FP-11).
    t.payers[i] = p != active_ && (showdown_ == 0 || in_showdown(p));
    t.money[i] = purses_[i].money;
  }
  return t;
}

void FistfulState::stop(Mode mode) {
  const SquirrelTable table = squirrel_table();
  const StopScore s = score_stop(in_play_, mode, table);
  Purse& purse = purses_[active_];
  if (showdown_ == 0) {
    purse.tokens = static_cast<std::int16_t>(purse.tokens + s.tokens);
    purse.money = static_cast<std::int16_t>(purse.money + s.dollars());
    for (int p = 0; p < options_.players; ++p) {
      purses_[static_cast<std::size_t>(p)].money = static_cast<std::int16_t>(
          purses_[static_cast<std::size_t>(p)].money - s.paid_by[static_cast<std::size_t>(p)]);
    }
    // R9 (FP-9): scoring kangaroos in round 1 gives the one side, in round 2 the two side.
    if (mode == Mode::kAnimals && s.kangaroos > 0 && round_ < 2) purse.chip = round_ == 0 ? 1 : 2;
  } else {
    // R13 (FP-11): only the dollars received in the showdown count; the main totals stay.
    showdown_received_[active_] =
        static_cast<std::int16_t>(showdown_received_[active_] + s.dollars());
    purse.tokens = 0;
  }
  in_play_ = {};
  market_ = {};
  cashed_ = 0;
  // R2: the next player to the left; the start player (seat 1) starts every round.
  if (showdown_ == 0) {
    if (++active_ < options_.players) return start_turn();
    active_ = 0;
    for (int p = 0; p < options_.players; ++p) {
      money_after_round_[round_][static_cast<std::size_t>(p)] =
          purses_[static_cast<std::size_t>(p)].money;
    }
    if (++round_ < kRounds) return start_turn();
    return end_main_game();
  }
  for (int p = active_ + 1; p < options_.players; ++p) {
    if (in_showdown(p)) {
      active_ = static_cast<std::uint8_t>(p);
      return start_turn();
    }
  }
  finish_showdown();
}

void FistfulState::end_main_game() {
  // R12 (FP-11): each unspent token is worth $1; most money wins.
  int best = -1;
  for (int p = 0; p < options_.players; ++p) {
    Purse& purse = purses_[static_cast<std::size_t>(p)];
    tokens_cashed_at_end_[static_cast<std::size_t>(p)] = purse.tokens;
    purse.money = static_cast<std::int16_t>(purse.money + purse.tokens);
    purse.tokens = 0;
    finals_[static_cast<std::size_t>(p)] = purse.money;
    best = std::max<int>(best, purse.money);
  }
  std::uint8_t tied = 0;
  for (int p = 0; p < options_.players; ++p) {
    if (finals_[static_cast<std::size_t>(p)] == best) tied |= static_cast<std::uint8_t>(1u << p);
  }
  if (options_.players == 1 || std::popcount(tied) == 1) {
    winners_ = options_.players == 1 ? 0 : tied;
    phase_ = Phase::kOver;
    return;
  }
  start_showdown(tied);
}

void FistfulState::start_showdown(std::uint8_t contenders) {
  ++showdown_;
  contenders_ = contenders;
  showdown_received_ = {};
  active_ = static_cast<std::uint8_t>(std::countr_zero(contenders));  // seat order from seat 1
  start_turn();
}

void FistfulState::finish_showdown() {
  int best = -1;
  for (int p = 0; p < options_.players; ++p) {
    if (in_showdown(p)) best = std::max<int>(best, showdown_received_[static_cast<std::size_t>(p)]);
  }
  std::uint8_t tied = 0;
  for (int p = 0; p < options_.players; ++p) {
    if (in_showdown(p) && showdown_received_[static_cast<std::size_t>(p)] == best) {
      tied |= static_cast<std::uint8_t>(1u << p);
    }
  }
  // R13: still tied, repeat among the tied, at most three showdowns; then shared.
  if (std::popcount(tied) > 1 && showdown_ < kMaxShowdowns) return start_showdown(tied);
  winners_ = tied;
  phase_ = Phase::kOver;
}

ChanceDistribution FistfulState::chance_outcomes() const {
  ChanceDistribution dist;
  if (phase_ != Phase::kRolling && phase_ != Phase::kMarketRolling) return dist;
  // Multisets of to_roll_ dice, each weighted by its number of orderings.
  FaceCounts all{};
  all.fill(static_cast<std::uint8_t>(to_roll_));
  for_each_subset(all, to_roll_, to_roll_, [&](const FaceCounts& c) {
    std::uint64_t w = factorial(to_roll_);
    for (std::uint8_t x : c) w /= factorial(x);
    dist.outcomes.push_back({roll_action(c), w});
  });
  dist.total = pow6(to_roll_);
  return dist;
}

Action FistfulState::sample_chance(Rng& rng) const {
  FaceCounts c{};
  for (int i = 0; i < to_roll_; ++i) ++c[rng.below(kNumFaces)];
  return roll_action(c);
}

bool FistfulState::is_chance_outcome(Action action) const {
  // Every multiset of to_roll_ dice can be rolled: its counts add up to to_roll_.
  if (phase_ != Phase::kRolling && phase_ != Phase::kMarketRolling) return false;
  return is_roll(action) && total(rolled_dice(action)) == to_roll_;
}

std::vector<Player> FistfulState::winners() const {
  std::vector<Player> w;
  for (int p = 0; p < options_.players; ++p) {
    if ((winners_ >> p) & 1u) w.push_back(p);
  }
  return w;
}

void FistfulState::scores_into(std::vector<double>& out) const {
  // The game's measure: money plus unspent tokens, as they count at the end.
  out.resize(static_cast<std::size_t>(options_.players));
  for (int p = 0; p < options_.players; ++p) {
    const Purse& purse = purses_[static_cast<std::size_t>(p)];
    out[static_cast<std::size_t>(p)] = purse.money + (showdown_ ? 0 : purse.tokens);
  }
}

void FistfulState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (phase_ != Phase::kOver) return;
  if (options_.players == 1) {
    out[0] = static_cast<double>(solo_score());  // FP-12
    return;
  }
  const int n = std::popcount(winners_);
  for (int p = 0; p < options_.players; ++p) {
    if ((winners_ >> p) & 1u) out[static_cast<std::size_t>(p)] = 1.0 / n;
  }
}

}  // namespace rookery::fistful
