// Games: the catalogue, load_game, a configured Game and the engine's Rng.
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "games/registry.h"
#include "python/bindings.h"
#include "study/catalogue.h"

namespace rookery::python {

namespace {

// A game's parameters as a dict of Python values, in declaration order.
py::dict params_dict(const Game& game) {
  py::dict out;
  for (const GameEntry& e : registered_games()) {
    if (e.facts.name != game.facts().name) continue;
    for (const ParamSpec& p : e.params) {
      switch (p.kind) {
        case ParamKind::kInt:
          out[py::str(p.name)] = game.params().get_int(p.name);
          break;
        case ParamKind::kBool:
          out[py::str(p.name)] = game.params().get_bool(p.name);
          break;
        case ParamKind::kChoice:
          out[py::str(p.name)] = game.params().get_choice(p.name);
          break;
        case ParamKind::kDouble:
          out[py::str(p.name)] = game.params().get_double(p.name);
          break;
      }
    }
  }
  return out;
}

py::dict facts_dict(const GameFacts& f) {
  py::dict d;
  d["name"] = f.name;
  d["title"] = f.title;
  d["summary"] = f.summary;
  d["min_players"] = f.min_players;
  d["max_players"] = f.max_players;
  d["chance"] = f.chance;
  d["hidden_information"] = f.hidden_information;
  d["simultaneous"] = f.simultaneous;
  d["real_time"] = f.real_time;
  d["constant_sum"] = f.constant_sum;
  return d;
}

py::list layout_list(const TensorLayout& layout) {
  py::list out;
  int offset = 0;
  for (const TensorSegment& s : layout.segments) {
    py::dict d;
    d["name"] = s.name;
    d["shape"] = py::tuple(py::cast(s.shape));
    d["offset"] = offset;
    d["size"] = s.size();
    d["fields"] = s.fields;
    d["meaning"] = s.meaning;
    out.append(d);
    offset += s.size();
  }
  return out;
}

}  // namespace

void bind_game(py::module_& m) {
  m.def(
      "catalogue", [] { return to_python(catalogue_json()); },
      "Every game with its parameters and bot levels, and every bot: `rookery list --json`.");
  m.def(
      "games", [] { return to_python(catalogue_json()["games"]); },
      "Every game with its parameters and bot levels, in listing order.");
  m.def(
      "bots", [] { return to_python(catalogue_json()["bots"]); },
      "Every bot a seat can name, with its parameters.");
  m.def(
      "load_game",
      [](const std::string& game_string, std::optional<int> players) {
        return PyGame{unwrap(load_game(game_string, players))};
      },
      py::arg("game_string"), py::arg("players") = py::none(),
      "The game a game string describes, e.g. \"pantolino(players=3)\"; `players` fills in the "
      "count when the string does not set it.");

  py::class_<Rng>(m, "Rng", "The engine's seeded random generator (PCG32).")
      .def(py::init<std::uint64_t>(), py::arg("seed"))
      .def("below", &Rng::below, py::arg("n"), "A uniform integer in [0, n).");

  py::class_<PyGame>(m, "Game", "One configured game: its facts, parameters and initial state.")
      .def_property_readonly("name", [](const PyGame& g) { return g.game->facts().name; })
      .def_property_readonly("title", [](const PyGame& g) { return g.game->facts().title; })
      .def_property_readonly("game_string", [](const PyGame& g) { return g.game->game_string(); })
      .def_property_readonly("num_players", [](const PyGame& g) { return g.game->num_players(); })
      .def_property_readonly("params", [](const PyGame& g) { return params_dict(*g.game); })
      .def_property_readonly("facts", [](const PyGame& g) { return facts_dict(g.game->facts()); })
      .def_property_readonly("max_game_length",
                             [](const PyGame& g) { return g.game->max_game_length(); })
      .def(
          "new_initial_state",
          [](const PyGame& g) { return PyState(g.game->new_initial_state(g.game)); },
          "The position before the first action (often a chance node).")
      .def_property_readonly("observation_tensor_shape",
                             [](const PyGame& g) {
                               return py::make_tuple(g.game->observation_tensor_layout().size());
                             })
      .def_property_readonly(
          "observation_tensor_layout",
          [](const PyGame& g) { return layout_list(g.game->observation_tensor_layout()); },
          "The tensor's segments in order: name, shape, offset, size, the observation fields "
          "each encodes, and its meaning (docs/observation-tensors.md).")
      .def(
          "distinct_actions", [](const PyGame& g) { return g.game->distinct_actions(); },
          "Every action id a player may ever take in this configuration, ascending: each lies in "
          "0..num_distinct_actions-1, the fixed action space.")
      .def_property_readonly("num_distinct_actions",
                             [](const PyGame& g) { return g.game->num_distinct_actions(); })
      .def(
          "max_utility", [](const PyGame& g) { return g.game->max_utility(); },
          "The largest return: 1 (a win share), or a solo game's bound on its score.")
      .def(
          "min_utility", [](const PyGame& g) { return g.game->min_utility(); },
          "The smallest return.")
      .def_property_readonly(
          "max_chance_outcomes", [](const PyGame& g) { return g.game->max_chance_outcomes(); },
          "One more than the largest chance outcome id.")
      .def(
          "components", [](const PyGame& g) { return to_python(g.game->components()); },
          "The printed components (card texts) a front end shows beside the observation.")
      .def("__eq__", [](const PyGame& a,
                        const PyGame& b) { return a.game->game_string() == b.game->game_string(); })
      .def("__hash__", [](const PyGame& g) { return py::hash(py::str(g.game->game_string())); })
      .def("__str__", [](const PyGame& g) { return g.game->game_string(); })
      .def("__repr__",
           [](const PyGame& g) { return "rookery.load_game('" + g.game->game_string() + "')"; });
}

}  // namespace rookery::python
