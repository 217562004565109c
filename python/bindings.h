// The Python module's C++ side (docs/python.md): each bind_* file adds one
// concept of the engine to the module, over these shared wrappers.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/playthrough.h"
#include "core/state.h"

namespace rookery::python {

namespace py = pybind11;

// Python's handles to the engine's types: a Game is shared by its states, a
// State is owned by its Python object.
struct PyGame {
  std::shared_ptr<const Game> game;
};
// A State with the moves that made it, chance included (pyspiel's history(), and
// what serialize() and pickling replay). `history_known` is false for a state drawn
// by resample_hidden, whose path nobody knows.
struct PyState {
  explicit PyState(std::unique_ptr<State> s, std::vector<Move> moves = {}, bool known = true)
      : state(std::move(s)), history(std::move(moves)), history_known(known) {}
  // An independent copy, history included.
  PyState copy() const { return PyState(state->clone(), history, history_known); }

  std::unique_ptr<State> state;
  std::vector<Move> history;
  bool history_known = true;
};

// pyspiel's player ids (SPECTATOR is ours, outside its range: -5 is its MEAN_FIELD): CHANCE,
// SIMULTANEOUS, INVALID and TERMINAL mean in rookery what they mean in OpenSpiel.
inline constexpr int kPyChance = kChancePlayer;  // -1
inline constexpr int kPySimultaneous = -2;
inline constexpr int kPyInvalid = -3;
inline constexpr int kPyTerminal = -4;
inline constexpr int kPySpectator = -6;  // the engine's kSpectator; -5 is pyspiel's MEAN_FIELD

// OpenSpiel's current player: the one acting seat, or what stands in its place.
int current_player(const State& s);
// A viewer named from Python: a seat, or SPECTATOR; RookeryError for anything else.
Player viewer_of(const State& s, int viewer);
// RookeryError unless `player` is a seat of this game, or CHANCE where `chance_ok`.
void check_seat(const State& s, Player player, bool chance_ok = true);
// Applies a checked move and adds it to the history; IllegalActionError says why
// not, in the caller's numbering (seat 0 first), and changes nothing.
void apply_checked(PyState& s, Action action, std::optional<Player> player);
// pyspiel's methods on the State class (bind_spiel.cpp): history, serialization,
// pickling, joint moves, information states, rewards.
void bind_spiel_state(py::class_<PyState>& state);
// The module's deserialize_state.
void bind_spiel_module(py::module_& m);

// Turned into rookery.RookeryError (a ValueError) at the boundary.
struct RookeryError {
  std::string message;
};
// Turned into rookery.IllegalActionError, with the rulebook's reason.
struct IllegalAction {
  std::string reason;
  Player player;
  Action action;
};

// The value of `r`, or RookeryError with its message.
template <typename T>
T unwrap(Result<T> r) {
  if (!r) throw RookeryError{r.error().message};
  return std::move(r).value();
}
void unwrap(const Result<void>& r);

// JSON to Python objects (dict, list, str, int, float, bool, None) and back.
py::object to_python(const nlohmann::json& value);
nlohmann::json from_python(const py::handle& value);

// The seat a call names: `player` if given, else the state's one acting seat
// (chance at a chance node); a RookeryError where several act or none.
Player seat_or_current(const State& state, std::optional<Player> player);

void bind_errors(py::module_& m);
void bind_game(py::module_& m);
void bind_state(py::module_& m);
void bind_record(py::module_& m);
void bind_bot(py::module_& m);
void bind_sim(py::module_& m);
void bind_coach(py::module_& m);
void bind_batch(py::module_& m);

}  // namespace rookery::python
