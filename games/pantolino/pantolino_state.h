// Pantolino's position and rules: rolling, rerolling, taking a boot token.
//
// A turn is: chance rolls the dice in `to_roll` → the player stops or picks dice
// to reroll (at most three rolls, PA-4) → the player takes a token (PA-5/PA-6).
#pragma once

#include <array>
#include <cstdint>

#include "core/state.h"
#include "games/pantolino/components.h"

namespace rookery::pantolino {

// Action ids, dense: every one lies in [0, kNumActions), the game's action space
// (Game::num_distinct_actions). Decisions after a roll: "stop" (keep the dice as
// they are); 1..15, "reroll 1 3" (bit i set rerolls die i+1); + token: "take red 3"
// from the supply; "take nothing" (no token qualifies); + seat: "take red 3 from
// player 2" (Escaping Boots); + token: "discard yellow 2" (PA-6 discard_smallest).
inline constexpr Action kStop = 0;
inline constexpr Action kTakeBase = 16;
inline constexpr Action kTakeNothing = kTakeBase + kNumTokens;
inline constexpr Action kStealBase = kTakeNothing + 1;
inline constexpr Action kDiscardBase = kStealBase + kMaxPlayers;
inline constexpr Action kNumActions = kDiscardBase + kNumTokens;
// Chance actions: the faces of the dice being rolled, in die order, base 6.
inline constexpr int kRollOutcomes = 6 * 6 * 6 * 6;  // all four dice rolled

enum class Phase : std::uint8_t { kRolling, kDeciding, kTaking, kOver };

// The rule options of one game (PA-3, PA-5, PA-6).
struct Options {
  int players = 2;
  bool escaping_boots = false;
  bool discard_smallest = false;  // already forced on in solo (PA-3)
};

struct Centipede {
  // Capacity: a token is in one place only (supply, one centipede, or removed), so a
  // centipede holds at most all 15 tokens (PA-2).
  std::array<std::uint8_t, kNumTokens> tokens{};  // head first, tail last (PA-5)
  std::uint8_t length = 0;
  bool operator==(const Centipede&) const = default;
};

class PantolinoState final : public ValueState<PantolinoState> {
 public:
  PantolinoState(std::shared_ptr<const Game> game, Options options);

  // The same position, hidden parts included (ValueState::equals).
  bool operator==(const PantolinoState& other) const;
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
  std::string describe(Player viewer) const override;
  std::string action_to_string(Player player, Action action) const override;
  nlohmann::json move_form(Player player, Action action) const override;
  std::string log_sentence(Player viewer, Player player, Action action) const override;
  Result<Action> parse_action(Player player, std::string_view text) const override;
  std::string explain_illegal(Player player, Action action) const override;
  void resample_hidden_into(Player, Rng&, std::unique_ptr<State>& out) const override {
    copy_into(out);
  }

  // Read access for tests, bots and text.
  const Options& options() const { return options_; }
  Phase phase() const { return phase_; }
  Player current_player() const { return current_; }
  int rolls_done() const { return rolls_done_; }
  int face(int die) const { return dice_[static_cast<std::size_t>(die)]; }
  std::uint8_t to_roll() const { return to_roll_; }
  bool in_supply(int token) const { return (supply_ >> token) & 1u; }
  bool supply_empty() const { return supply_ == 0; }
  const Centipede& centipede(Player p) const { return centipedes_[static_cast<std::size_t>(p)]; }
  int turns_played() const { return turns_; }
  // Boots of one colour the dice count for now: dice of that colour plus every star (PA-5).
  int count_for(int colour) const;
  // Total boots on a player's centipede (PA-7 score).
  int boots(Player p) const;
  // The player's largest single-colour boot total (PA-7 tie-break).
  int best_colour_boots(Player p) const;
  // The players who win now (all tied winners; the solo player is never listed).
  std::vector<Player> winners() const;

 private:
  void end_turn();
  void take_token(int token);

  Options options_;
  std::array<std::uint8_t, kNumDice> dice_{};
  std::array<Centipede, kMaxPlayers> centipedes_{};  // players <= kMaxPlayers (PA-3)
  static_assert(kNumTokens <= 16, "supply_ has one bit per token");
  std::uint16_t supply_ = (1u << kNumTokens) - 1;  // bit per token id
  std::uint16_t turns_ = 0;
  std::uint8_t current_ = 0;
  std::uint8_t rolls_done_ = 0;
  std::uint8_t to_roll_ = 0b1111;  // dice the pending roll will roll
  Phase phase_ = Phase::kRolling;
};

}  // namespace rookery::pantolino
