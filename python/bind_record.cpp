// Record: a game being played with its record (game string, seed, moves), saved,
// loaded and replayed bit for bit (core/playthrough.h).
#include <pybind11/stl.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/json_input.h"
#include "core/playthrough.h"
#include "games/registry.h"
#include "python/bindings.h"

namespace rookery::python {

namespace {

std::shared_ptr<const Game> game_of(const py::object& game) {
  if (py::isinstance<PyGame>(game)) return game.cast<const PyGame&>().game;
  if (py::isinstance<py::str>(game)) return unwrap(load_game(game.cast<std::string>()));
  throw RookeryError{"a record's game is a Game or a game string"};
}

Playthrough replay(const nlohmann::json& record) {
  const GameLoader loader = [](std::string_view s) { return load_game(s); };
  return unwrap(Playthrough::from_json(record, loader));
}

std::vector<std::pair<Player, Action>> move_list(const std::vector<Move>& moves) {
  std::vector<std::pair<Player, Action>> out;
  out.reserve(moves.size());
  for (const Move& m : moves) out.emplace_back(m.player, m.action);
  return out;
}

void record_apply(Playthrough& play, Action action, std::optional<Player> player) {
  // At the end the engine's refusal says the game is over.
  const Player p =
      player || !play.state().is_terminal() ? seat_or_current(play.state(), player) : 0;
  Result<void> r = play.apply(p, action);
  if (!r) throw IllegalAction{r.error().message, p, action};
}

}  // namespace

void bind_record(py::module_& m) {
  py::class_<Playthrough>(m, "Record",
                          "A game being played with its record, which replays it bit for bit.")
      .def(py::init([](const py::object& game, std::uint64_t seed) {
             return Playthrough(game_of(game), seed);
           }),
           py::arg("game"), py::arg("seed") = 1,
           "A new game; `seed` draws the record's own chance (advance_chance).")
      .def_property_readonly("game", [](const Playthrough& p) { return PyGame{p.shared_game()}; })
      .def_property_readonly("seed", &Playthrough::seed)
      .def(
          "state", [](const Playthrough& p) { return PyState(p.state().clone(), p.moves()); },
          "A copy of the position now.")
      .def_property_readonly("moves", [](const Playthrough& p) { return move_list(p.moves()); })
      .def("apply", &record_apply, py::arg("action"), py::arg("player") = py::none(),
           "Applies a checked move and records it; IllegalActionError says why not.")
      .def(
          "apply_text",
          [](Playthrough& p, const std::string& text, std::optional<Player> player) {
            const Player seat = seat_or_current(p.state(), player);
            record_apply(p, unwrap(p.state().parse_action(seat, text)), seat);
          },
          py::arg("text"), py::arg("player") = py::none())
      .def(
          "advance_chance", [](Playthrough& p) { return move_list(p.advance_chance()); },
          "Applies the record's seeded chance outcomes until a seat acts; the moves made.")
      .def(
          "to_json", [](const Playthrough& p) { return to_python(p.to_json()); },
          "The record as a dict (docs/protocol.md, records).")
      .def_static(
          "from_json", [](const py::handle& record) { return replay(from_python(record)); },
          py::arg("record"), "Replays a record; RookeryError names the move that cannot be played.")
      .def(
          "save",
          [](const Playthrough& p, const std::string& path) {
            std::ofstream out(path);
            out << p.to_json().dump() << "\n";
            if (!out.flush()) throw RookeryError{"cannot write " + path};
          },
          py::arg("path"))
      .def_static(
          "load",
          [](const std::string& path) {
            std::ifstream in(path);
            if (!in) throw RookeryError{"cannot open " + path};
            std::stringstream text;
            text << in.rdbuf();
            return replay(unwrap(parse_json_input(text.str())));
          },
          py::arg("path"), "Reads and replays a saved record.")
      .def(
          "replay",
          [](const Playthrough& p) {
            std::vector<PyState> states;
            std::unique_ptr<State> s = p.game().new_initial_state(p.shared_game());
            std::vector<Move> done;
            states.emplace_back(s->clone());
            for (const Move& move : p.moves()) {
              s->apply_unchecked(move.player, move.action);
              done.push_back(move);
              states.emplace_back(s->clone(), done);
            }
            return states;
          },
          "The state before the first move, then after each move.");
}

}  // namespace rookery::python
