// The Python module's C++ side (docs/python.md): each bind_* file adds one
// concept of the engine to the module, over these shared wrappers.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "core/error.h"
#include "core/state.h"

namespace rookery::python {

namespace py = pybind11;

// Python's handles to the engine's types: a Game is shared by its states, a
// State is owned by its Python object.
struct PyGame {
  std::shared_ptr<const Game> game;
};
struct PyState {
  std::unique_ptr<State> state;
};

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

}  // namespace rookery::python
