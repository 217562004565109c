// PYBIND11_MODULE: rookery._rookery, which the package rookery re-exports.
#include "python/bindings.h"

namespace rookery::python {

PYBIND11_MODULE(_rookery, m) {
  m.doc() = "Rookery's engine: five penguin tabletop games, their bots, records and simulations";
  // pyspiel's player ids, and ours for a viewer without a seat.
  m.attr("CHANCE") = kPyChance;
  m.attr("SIMULTANEOUS") = kPySimultaneous;
  m.attr("INVALID") = kPyInvalid;
  m.attr("TERMINAL") = kPyTerminal;
  m.attr("SPECTATOR") = kPySpectator;
  bind_errors(m);
  bind_game(m);
  bind_state(m);
  bind_spiel_module(m);
  bind_record(m);
  bind_bot(m);
  bind_sim(m);
  bind_coach(m);
  bind_batch(m);
}

}  // namespace rookery::python
