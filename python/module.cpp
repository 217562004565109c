// PYBIND11_MODULE: rookery._rookery, which the package rookery re-exports.
#include "python/bindings.h"

namespace rookery::python {

PYBIND11_MODULE(_rookery, m) {
  m.doc() = "Rookery's engine: five penguin tabletop games, their bots, records and simulations";
  m.attr("CHANCE") = kChancePlayer;
  m.attr("SPECTATOR") = kSpectator;
  m.attr("SIMULTANEOUS") = -3;
  m.attr("TERMINAL") = -4;
  bind_errors(m);
  bind_game(m);
  bind_state(m);
  bind_record(m);
  bind_bot(m);
  bind_sim(m);
  bind_coach(m);
}

}  // namespace rookery::python
