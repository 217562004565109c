// State: one position of a game, the interface every game implements and every
// algorithm, front end and test uses.
//
// All randomness is explicit: a chance node lists its outcomes with exact
// probabilities and the caller picks one, so tests and clients can set exact
// dice. Hot-path members (legal_actions, apply_unchecked, sample_chance) never
// allocate; concrete states are compact value types (ValueState below).
//
// A game implements the allocation-free "_into" forms (copy_into, scores_into,
// returns_into, resample_hidden_into, acting_players and legal_actions into a
// list); the allocating forms are plain wrappers over them, so each is written once.
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "core/action.h"
#include "core/chance.h"
#include "core/error.h"
#include "core/game.h"
#include "core/rng.h"

namespace rookery {

class State {
 public:
  explicit State(std::shared_ptr<const Game> game) : game_(std::move(game)) {}
  virtual ~State() = default;

  // The game this position belongs to.
  const Game& game() const { return *game_; }
  const std::shared_ptr<const Game>& game_ptr() const { return game_; }
  int num_players() const { return game_->num_players(); }

  // An independent copy of this position.
  std::unique_ptr<State> clone() const;
  // Makes `out` an independent copy of this position, copying into the state
  // already there when it is of the same kind (search keeps one scratch state
  // and copies into it each iteration instead of allocating).
  virtual void copy_into(std::unique_ptr<State>& out) const = 0;
  // True when both describe the same position, hidden parts included.
  virtual bool equals(const State& other) const = 0;

  // Who acts now: one player, several (secret simultaneous choices, any order),
  // {kChancePlayer} at a chance node, none at the end.
  virtual void acting_players(PlayerList& out) const = 0;
  PlayerList acting_players() const;
  bool is_chance_node() const;
  // True once the game is over (including by its safety bound).
  virtual bool is_terminal() const = 0;

  // The legal actions of `player` now (empty if that player may not act; chance
  // outcomes come from chance_outcomes(), never from here).
  virtual void legal_actions(Player player, ActionList& out) const = 0;
  ActionList legal_actions(Player player) const;
  // Whether `action` is legal for `player` now. By default: listed by
  // legal_actions. A game whose legal set is too large to list (a claim at any
  // millisecond) lists a representative grid there and decides here.
  virtual bool is_legal(Player player, Action action) const;
  // Applies a move after checking the player may act and the action is legal;
  // on error the state is unchanged and the message says why.
  Result<void> apply(Player player, Action action);
  // Applies a move known to be legal (search and playouts): no checks, no allocation.
  virtual void apply_unchecked(Player player, Action action) = 0;

  // At a chance node: every outcome with its exact probability.
  virtual ChanceDistribution chance_outcomes() const = 0;
  // At a chance node: one outcome drawn with those probabilities, quickly.
  virtual Action sample_chance(Rng& rng) const = 0;
  // At a chance node: whether `action` is among chance_outcomes() with a weight
  // above 0. apply checks chance moves with it, so games answer it directly, at
  // about the cost of sample_chance; by default it builds the distribution.
  virtual bool is_chance_outcome(Action action) const;

  // Each player's current score in the game's own measure (boots, dollars, fish).
  std::vector<double> scores() const;
  // At the end: what each player maximises. With 2+ players a win share (1 for a
  // sole winner, 1/k each for k tied winners, 0 otherwise); solo, the score.
  std::vector<double> returns() const;
  // scores() and returns() into `out`, reusing its storage: no allocation once
  // `out` has held as many values.
  virtual void scores_into(std::vector<double>& out) const = 0;
  virtual void returns_into(std::vector<double>& out) const = 0;

  // The side `player` plays on: players on one side win together (Plucky's Capture
  // the Fish with more than two players); 0 .. num_players() - 1. By default each
  // player is a side of its own.
  virtual int side(Player player) const { return player; }

  // For games played in rounds: the round in progress, or the last one at the end
  // (a game's length for simulations); 0 for games without rounds.
  virtual int rounds_played() const { return 0; }

  // Everything `player` may see now and nothing more, as JSON for servers and UIs.
  virtual nlohmann::json observation(Player player) const = 0;
  // `player`'s observation as numbers, laid out by game().observation_tensor_layout(),
  // into `out` (exactly that many values): a function of observation(player)
  // alone, segment by segment (core/tensor.h). The default writes nothing.
  virtual void observation_tensor(Player player, std::span<float> out) const;
  std::vector<float> observation_tensor(Player player) const;
  // A string equal for all states `player` cannot tell apart (for search).
  virtual std::string information_key(Player player) const;
  // The position in words, as `viewer` sees it, for the terminal.
  virtual std::string describe(Player viewer) const = 0;

  // The action in the rulebook's words ("reroll 1 3", "take red 3"); any id,
  // legal or not, gets a readable text ("action 999" at worst).
  virtual std::string action_to_string(Player player, Action action) const = 0;
  // Why `action` is not legal for `player` now, in the rulebook's words ("a reroll
  // costs a penguin token and player 1 has none"); "" when there is nothing more
  // specific to say than the list of legal actions. Only called for illegal actions.
  virtual std::string explain_illegal(Player player, Action action) const;
  // The move as `viewer` may learn of it (kSpectator: what everyone sees): a secret
  // roll or a secret price reads "player 3 rolls a secret die" to the others.
  // Call it before the move is applied.
  virtual std::string public_action_text(Player viewer, Player player, Action action) const;
  // The move as one sentence of `viewer`'s log, with the game's nouns and numbers,
  // "{N}" standing for seat N's name (the reader fills in names): "{0} rerolls 2
  // dice: red, joker." Shows nothing `viewer` may not see. Call it before the move
  // is applied. "" for a quiet move, one that shows `viewer` nothing yet (Match's
  // claims, sealed until all have claimed): logs for people give it no line. The
  // default: public_action_text in the third person ("{2} plays Waddle.";
  // core/sentence.h).
  virtual std::string log_sentence(Player viewer, Player player, Action action) const;
  // The move's structure for programs such as the table page, beside its words:
  // {"kind": "reroll", "dice": [0, 2]}, with the dice, tokens, squares or cards it
  // names (each game documents its kinds in docs/moves.md). Distinct legal moves
  // have distinct forms. The default: {"kind": the first word of its text,
  // "rest": the other words}.
  virtual nlohmann::json move_form(Player player, Action action) const;
  // Standing choices (docs/protocol.md, "Standing choices"): where `player` may
  // leave a recurring decision to the server for a span of play, the span's key,
  // which changes when the span ends ("" where nothing can stand now). An
  // advanced Fistful seller may keep their die at their price for the rest of
  // the active player's turn (R15).
  virtual std::string standing_span(Player player) const;
  // The move that carries out `player`'s standing choice now (Fistful: keep the
  // die, or ask the price set before), or nullopt where they must decide afresh.
  virtual std::optional<Action> standing_move(Player player) const;
  // The inverse of action_to_string (case and extra spaces forgiven); an Error
  // names the text and what was expected.
  virtual Result<Action> parse_action(Player player, std::string_view text) const = 0;

  // A full state `player` cannot tell from this one, with the hidden parts drawn
  // at random consistently with what `player` has seen (determinisation).
  std::unique_ptr<State> resample_hidden(Player player, Rng& rng) const;
  // resample_hidden into `out`, reusing it like copy_into.
  virtual void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const = 0;

 protected:
  State(const State&) = default;
  State& operator=(const State&) = default;

 private:
  std::shared_ptr<const Game> game_;
};

// copy_into for a concrete state type: assigns into `out` when it already holds
// a `Concrete`, else allocates one copy.
template <typename Concrete>
void copy_state_into(const Concrete& self, std::unique_ptr<State>& out) {
  if (State* current = out.get(); current != nullptr && typeid(*current) == typeid(Concrete)) {
    static_cast<Concrete&>(*current) = self;
  } else {
    out = std::make_unique<Concrete>(self);
  }
}

// The base of a game whose position is a value type `Position` (the class
// deriving from it, CRTP): copying the object copies the position, and
// Position::operator== compares positions, hidden parts included. It gives
// copy_into (and so clone) and equals, so the game writes neither.
template <typename Position>
class ValueState : public State {
 public:
  using State::State;
  void copy_into(std::unique_ptr<State>& out) const override { copy_state_into(self(), out); }
  bool equals(const State& other) const override {
    const auto* o = dynamic_cast<const Position*>(&other);
    return o != nullptr && self() == *o;
  }

 private:
  const Position& self() const { return static_cast<const Position&>(*this); }
};

// "player 1" for seat 0, "chance" for the chance player: the one way text names seats.
std::string player_name(Player player);

}  // namespace rookery
