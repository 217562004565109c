// A Fistful of Penguins: the position and the rules of turns, rounds, the end
// and the showdown. Clause numbers (R1..) refer to games/fistful/RULES.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/state.h"
#include "games/fistful/components.h"
#include "games/fistful/dice_ids.h"
#include "games/fistful/scoring.h"

namespace rookery::fistful {

// Action ids, dense: every one lies in [0, kNumActions), the game's action space
// (Game::num_distinct_actions). Chance outcomes are the dice rolled, kHands.id.
// The active player: "stop" / "stop scoring animals", "stop scoring lions", "draw a
// die" (one token), and + n (1..9): "cash in 2 penguins".
inline constexpr Action kStop = 0;
inline constexpr Action kStopLions = 1;
inline constexpr Action kDraw = 2;
inline constexpr Action kCashInBase = 2;
// The advanced game's market (FP-13). The active player, + seller: "buy the lion from
// player 3 for $4". A seller: "keep my die" and "reroll my die" (after a reroll), and
// + 3 * dollars + tokens: "price $3 and 1 penguin".
inline constexpr Action kBuyBase = kCashInBase + kNumDice + 1;
inline constexpr Action kKeepDie = kBuyBase + kMaxPlayers;
inline constexpr Action kRerollDie = kKeepDie + 1;
inline constexpr Action kPriceBase = kRerollDie + 1;
inline constexpr int kMaxAskingDollars = 340;  // keeps every price list within an ActionList
// The active player again, naming dice (chip_action, reroll_action): "spend chip:
// turn lion to kangaroo", "reroll squirrel lion".
inline constexpr Action kChipBase = kPriceBase + 3 * (kMaxAskingDollars + 1);
inline constexpr Action kRerollBase = kChipBase + kPairs.kSize - 1;
inline constexpr Action kNumActions = kRerollBase + kHands.kSize - 1;

constexpr bool is_cash_in(Action a) { return a > kCashInBase && a <= kCashInBase + kNumDice; }
constexpr bool is_buy(Action a) { return a >= kBuyBase && a < kBuyBase + kMaxPlayers; }
constexpr bool is_price(Action a) { return a >= kPriceBase && a < kChipBase; }
constexpr bool is_chip(Action a) { return a >= kChipBase && a < kRerollBase; }
constexpr bool is_reroll(Action a) { return a >= kRerollBase && a < kNumActions; }
// The reroll or chip turn of the dice `pick` (at least one), and back.
inline Action reroll_action(const FaceCounts& pick) { return kRerollBase + kHands.id(pick) - 1; }
inline Action chip_action(const FaceCounts& pick) { return kChipBase + kPairs.id(pick) - 1; }
inline const FaceCounts& reroll_dice(Action a) { return kHands.hand(a - kRerollBase + 1); }
inline const FaceCounts& chip_dice(Action a) { return kPairs.hand(a - kChipBase + 1); }
// A chance outcome: the dice rolled, and back.
constexpr bool is_roll(Action a) { return a >= 0 && a < kHands.kSize; }
inline Action roll_action(const FaceCounts& rolled) { return kHands.id(rolled); }
inline const FaceCounts& rolled_dice(Action a) { return kHands.hand(a); }

enum class Phase : std::uint8_t {
  kRolling,        // chance: the active player's dice
  kMarketChoice,   // sellers secretly choose to keep or reroll their die (FP-13)
  kMarketRolling,  // chance: a seller's secret die
  kPricing,        // sellers secretly set their asking prices
  kDeciding,       // the active player chooses
  kOver
};

struct Options {
  int players = 2;
  bool solo_squirrels_bank = false;  // FP-7 option solo_squirrels=bank
  bool advanced = false;             // the advanced game's market (FP-13)
};

// One seller's die in the advanced game's market (FP-13).
struct MarketDie {
  bool has_die = false;     // took a die from the bank this turn
  bool needs_roll = false;  // waiting for its secret roll
  bool chosen = false;      // kept or rerolled, in a repricing round
  // Chose to keep the die (secret): its slot is rolled like any other so that the
  // others cannot tell, but the roll is not used (R15).
  bool keeps = false;
  bool priced = false;    // has set its (secret) asking price
  bool revealed = false;  // face and price shown to everyone
  bool sold = false;      // bought: done for this turn
  std::uint8_t face = 0;
  std::int16_t dollars = 0;  // asking price: dollars ...
  std::uint8_t tokens = 0;   // ... and the black chip's 1 or 2 penguin tokens
  bool operator==(const MarketDie&) const = default;
};

struct Purse {
  std::int16_t money = kStartMoney;    // whole dollars (FP-3)
  std::int16_t tokens = kStartTokens;  // penguin tokens, a count (FP-3)
  std::uint8_t chip = 0;               // kangaroo chip: 0 none, else the side showing (FP-9)
  bool operator==(const Purse&) const = default;
};

class FistfulState final : public ValueState<FistfulState> {
 public:
  FistfulState(std::shared_ptr<const Game> game, Options options);

  // The same position, hidden parts included (ValueState::equals).
  bool operator==(const FistfulState& other) const;
  void acting_players(PlayerList& out) const override;
  bool is_terminal() const override { return phase_ == Phase::kOver; }
  void legal_actions(Player player, ActionList& out) const override;
  void apply_unchecked(Player player, Action action) override;
  ChanceDistribution chance_outcomes() const override;
  Action sample_chance(Rng& rng) const override;
  bool is_chance_outcome(Action action) const override;
  void scores_into(std::vector<double>& out) const override;
  void returns_into(std::vector<double>& out) const override;
  nlohmann::json observation(Player player) const override;
  void observation_tensor(Player player, std::span<float> out) const override;
  using State::observation_tensor;  // the vector overload stays visible
  std::string describe(Player viewer) const override;
  std::string action_to_string(Player player, Action action) const override;
  nlohmann::json move_form(Player player, Action action) const override;
  // An unsold seller may keep their die at their price for the rest of this turn.
  std::string standing_span(Player player) const override;
  std::optional<Action> standing_move(Player player) const override;
  Result<Action> parse_action(Player player, std::string_view text) const override;
  std::string explain_illegal(Player player, Action action) const override;
  std::string public_action_text(Player viewer, Player player, Action action) const override;
  std::string log_sentence(Player viewer, Player player, Action action) const override;
  void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const override;

  // Read access for tests, bots, solvers and text.
  const Options& options() const { return options_; }
  Phase phase() const { return phase_; }
  Player active() const { return active_; }
  int round() const { return round_; }        // 0..2 in the main game
  int showdown() const { return showdown_; }  // 0 in the main game, then 1..3
  const Purse& purse(Player p) const { return purses_[static_cast<std::size_t>(p)]; }
  const FaceCounts& in_play() const { return in_play_; }
  int cashed() const { return cashed_; }
  int to_roll() const { return to_roll_; }
  // Dice left in the bank to draw (FP-4): market dice held by sellers included.
  int spare_dice() const { return kNumDice - total(in_play_) - cashed_ - market_dice(); }
  const MarketDie& market(Player seller) const { return market_[static_cast<std::size_t>(seller)]; }
  // Dice sellers hold in the market now.
  int market_dice() const;
  // Who pays squirrels for the active player now, and what they have.
  SquirrelTable squirrel_table() const;
  // What stopping now in `mode` would score.
  StopScore preview(Mode mode) const { return score_stop(in_play_, mode, squirrel_table()); }
  // Money after the main game (tokens counted as $1, FP-11); valid once it is over.
  int final_total(Player p) const { return finals_[static_cast<std::size_t>(p)]; }
  // Dollars received in the current (or last) showdown (FP-11).
  int showdown_dollars(Player p) const { return showdown_received_[static_cast<std::size_t>(p)]; }
  bool in_showdown(Player p) const { return (contenders_ >> p) & 1u; }
  // The winners at the end (all tied winners); empty in solo.
  std::vector<Player> winners() const;
  // Solo score (FP-12): money plus unspent tokens.
  int solo_score() const { return purses_[0].money + purses_[0].tokens; }

 private:
  void start_turn();
  void stop(Mode mode);
  void end_main_game();
  void start_showdown(std::uint8_t contenders);
  void finish_showdown();
  void add_reroll_actions(ActionList& out) const;
  void add_chip_actions(ActionList& out) const;
  // The market (fistful_market.cpp).
  void after_roll();
  void open_market();
  void reopen_market();
  void next_market_step();
  void apply_market(Player player, Action action);
  void market_actions(Player seller, ActionList& out) const;
  // Whether `seller` has a secret choice to make now (keep or reroll, or a price).
  bool seller_to_choose(Player seller) const;
  // Every seller who has not yet made the market's secret choice of this step.
  void sellers_to_choose(PlayerList& out) const;
  void buy_actions(ActionList& out) const;
  std::string market_action_text(Player player, Action action) const;
  Result<Action> parse_market_action(Player player, const std::vector<std::string>& words,
                                     std::string_view text) const;
  // "buy ...": the seat, refused when a face or price written is not what is on offer.
  Result<Action> parse_buy(const std::vector<std::string>& words, std::string_view text) const;
  nlohmann::json market_json(Player viewer) const;
  void resample_market(Player viewer, Rng& rng);

  // Capacities: seats are at most kMaxPlayers (6, FP-2; the `players` parameter's
  // range), so the per-seat arrays and the 8-bit seat masks contenders_ and
  // winners_ hold every seat; dice counts are at most 9 (FP-1) in 8 bits.
  static_assert(kMaxPlayers <= 8, "contenders_ and winners_ are 8-bit seat masks");
  Options options_;
  std::array<Purse, kMaxPlayers> purses_{};
  std::array<MarketDie, kMaxPlayers> market_{};
  FaceCounts in_play_{};
  std::array<std::int16_t, kMaxPlayers> finals_{};
  std::array<std::int16_t, kMaxPlayers> showdown_received_{};
  // Each player's money at the end of each round of the main game, and the tokens
  // each turned into dollars at its end (R12): the result's breakdown.
  std::array<std::array<std::int16_t, kMaxPlayers>, kRounds> money_after_round_{};
  std::array<std::uint8_t, kMaxPlayers> tokens_cashed_at_end_{};
  std::uint8_t cashed_ = 0;
  std::uint8_t to_roll_ = 0;
  std::uint8_t round_ = 0;
  std::uint8_t active_ = 0;
  std::uint8_t showdown_ = 0;    // 0: main game
  std::uint8_t contenders_ = 0;  // bit per seat in the showdown
  std::uint8_t winners_ = 0;     // bit per seat, set at the end
  bool token_reroll_ = false;    // the pending roll is a reroll bought with a token (FP-13)
  bool starting_roll_ = true;    // the pending roll is the turn's starting roll
  Phase phase_ = Phase::kRolling;
};

}  // namespace rookery::fistful
