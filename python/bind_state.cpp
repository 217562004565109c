// State: one position, with the engine's checked moves, chance, observations
// and tensors, under OpenSpiel's names and meanings where they overlap
// (docs/python.md, "For OpenSpiel users"); bind_spiel.cpp adds the rest of
// pyspiel's State.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "python/bindings.h"

namespace rookery::python {

int current_player(const State& s) {
  PlayerList acting;
  s.acting_players(acting);
  if (acting.empty()) return kPyTerminal;
  if (acting.size() > 1) return kPySimultaneous;
  return acting[0];
}

void check_seat(const State& s, Player player, bool chance_ok) {
  if (player == kChancePlayer && chance_ok) return;
  if (player < 0 || player >= s.num_players()) {
    throw RookeryError{"no seat " + std::to_string(player) + ": seats are 0 to " +
                       std::to_string(s.num_players() - 1) + (chance_ok ? " (or CHANCE, -1)" : "")};
  }
}

Player viewer_of(const State& s, int viewer) {
  if (viewer == kPySpectator) return kSpectator;
  if (viewer < 0 || viewer >= s.num_players()) {
    throw RookeryError{"no viewer " + std::to_string(viewer) + ": seats are 0 to " +
                       std::to_string(s.num_players() - 1) + ", or SPECTATOR (-6)"};
  }
  return viewer;
}

namespace {

// "seat 1 (player 2)": Python counts seats from 0, the game's words from 1.
std::string seat_words(Player p) {
  return "seat " + std::to_string(p) + " (" + player_name(p) + ")";
}

// The acting seats in words: "seat 0 (player 1)", "seats 0 and 2", "chance".
std::string acting_words(const State& s) {
  PlayerList acting;
  s.acting_players(acting);
  if (acting.size() == 1) return acting[0] == kChancePlayer ? "chance" : seat_words(acting[0]);
  std::string out = "seats";
  for (int i = 0; i < acting.size(); ++i)
    out += (i == 0 ? " " : i + 1 == acting.size() ? " and " : ", ") + std::to_string(acting[i]);
  return out;
}

// The legal actions of `p`, ascending (OpenSpiel's order); at a chance node, the
// outcomes.
std::vector<Action> legal_list(const State& s, Player player) {
  std::vector<Action> out;
  if (player == kChancePlayer) {
    for (const ChanceOutcome& o : s.chance_outcomes().outcomes)
      if (o.weight > 0) out.push_back(o.action);
  } else {
    ActionList legal;
    s.legal_actions(player, legal);
    out.assign(legal.begin(), legal.end());
  }
  if (!std::is_sorted(out.begin(), out.end())) std::sort(out.begin(), out.end());
  return out;
}

// The distribution with its outcomes in ascending order of action, as pyspiel lists them.
ChanceDistribution by_action(ChanceDistribution d) {
  std::sort(d.outcomes.begin(), d.outcomes.end(),
            [](const ChanceOutcome& a, const ChanceOutcome& b) { return a.action < b.action; });
  return d;
}

// The seat a question is about: `player`, or the one acting now; TERMINAL at the end.
Player asked_seat(const State& s, std::optional<Player> player) {
  if (player) return *player;
  const int current = current_player(s);
  if (current == kPySimultaneous) {
    throw RookeryError{"several seats act at once here (" + acting_words(s) +
                       "): say which (player=...)"};
  }
  return current;
}

// `ids` as a Python list of ints made once per id: a legal list of hundreds of
// claims (Match) is then references to kept objects, not new ones, which was most
// of a Python loop's time there. The ints kept are those below the largest action
// space (Match's 108 010), about 3 MB at most.
py::list id_list(const std::vector<Action>& ids) {
  static std::vector<PyObject*> kept;  // kept[i] is the int i; only touched with the GIL
  constexpr Action kMostKept = 1 << 18;
  py::list out(ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const Action a = ids[i];
    PyObject* item = nullptr;
    if (a >= 0 && a < kMostKept) {
      while (static_cast<std::size_t>(a) >= kept.size()) {
        kept.push_back(PyLong_FromLong(static_cast<long>(kept.size())));
        if (kept.back() == nullptr) throw py::error_already_set();
      }
      item = kept[static_cast<std::size_t>(a)];
      Py_INCREF(item);
    } else {
      item = PyLong_FromLong(a);
      if (item == nullptr) throw py::error_already_set();
    }
    PyList_SET_ITEM(out.ptr(), static_cast<py::ssize_t>(i), item);  // steals the reference
  }
  return out;
}

// A mask of `size` bools, true at `actions`.
py::array_t<bool> mask_of(int size, const std::vector<Action>& actions) {
  py::array_t<bool> mask(size);
  bool* out = mask.mutable_data();
  std::fill(out, out + size, false);
  for (Action a : actions) {
    // The conformance suite proves every id lies in its space; a miss is a game's
    // bug, said out loud rather than a mask that hides a move.
    if (a < 0 || a >= size)
      throw RookeryError{"action " + std::to_string(a) + " is outside the game's space 0.." +
                         std::to_string(size - 1)};
    out[a] = true;
  }
  return mask;
}

}  // namespace

void apply_checked(PyState& s, Action action, std::optional<Player> player) {
  State& state = *s.state;
  // At the end the engine's refusal says the game is over.
  const Player p = player || !state.is_terminal() ? seat_or_current(state, player) : 0;
  if (Result<void> r = state.apply(p, action); !r) {
    // The engine checks the seat too, but counts players from 1 ("player 2"): a
    // refused seat is named here as Python counts it, only once refused (the
    // accepted move, the loop's hot path, is checked once).
    if (!state.is_terminal()) {
      check_seat(state, p);
      PlayerList acting;
      state.acting_players(acting);
      if (!acting.contains(p)) {
        throw IllegalAction{(p == kChancePlayer ? std::string("chance") : seat_words(p)) +
                                " does not act now; " + acting_words(state) + " does",
                            p, action};
      }
    }
    throw IllegalAction{r.error().message, p, action};
  }
  s.history.push_back({p, action});
}

void bind_state(py::module_& m) {
  py::class_<PyState> state(m, "State", "One position of a game, hidden parts included.");
  state.def_property_readonly("game", [](const PyState& s) { return PyGame{s.state->game_ptr()}; })
      .def("get_game", [](const PyState& s) { return PyGame{s.state->game_ptr()}; })
      .def("num_players", [](const PyState& s) { return s.state->num_players(); })
      .def("__repr__",
           [](const PyState& s) {
             // Who acts, in words, so a state printed at a prompt says where the game is.
             const int current = current_player(*s.state);
             const std::string who = current == kPyTerminal       ? "over"
                                     : current == kPySimultaneous ? "several players to act"
                                     : current < 0                ? "chance to act"
                                                   : player_name(current) + " to act";
             return "<rookery.State of " + s.state->game().game_string() + ": " + who + ">";
           })
      .def(
          "acting_players",
          [](const PyState& s) {
            PlayerList acting;
            s.state->acting_players(acting);
            return std::vector<int>(acting.begin(), acting.end());
          },
          "Who acts now: one seat, several (secret simultaneous choices), [CHANCE], or none.")
      .def(
          "current_player", [](const PyState& s) { return current_player(*s.state); },
          "The one acting seat, CHANCE, SIMULTANEOUS when several act, TERMINAL at the end.")
      .def("is_chance_node", [](const PyState& s) { return s.state->is_chance_node(); })
      .def("is_terminal", [](const PyState& s) { return s.state->is_terminal(); })
      .def("is_simultaneous_node",
           [](const PyState& s) { return current_player(*s.state) == kPySimultaneous; })
      .def(
          "is_player_node", [](const PyState& s) { return current_player(*s.state) >= 0; },
          "True where one seat acts (not chance, not several at once, not the end).")
      .def(
          "legal_actions",
          [](const PyState& s, std::optional<Player> player) {
            const Player p = asked_seat(*s.state, player);
            if (p == kPyTerminal) return py::list();
            check_seat(*s.state, p);
            return id_list(legal_list(*s.state, p));
          },
          py::arg("player") = py::none(),
          "The legal action ids of `player` (default: the one acting now), ascending; at a "
          "chance node, the outcomes; [] for a seat that does not act now.")
      .def(
          "legal_actions_mask",
          [](const PyState& s, std::optional<Player> player) {
            const Game& game = s.state->game();
            // Over, and nobody named: the players' space, all false.
            if (!player && s.state->is_terminal()) return mask_of(game.num_distinct_actions(), {});
            const Player p = asked_seat(*s.state, player);
            check_seat(*s.state, p);
            if (p == kChancePlayer)
              return mask_of(game.max_chance_outcomes(), s.state->is_chance_node()
                                                             ? legal_list(*s.state, p)
                                                             : std::vector<Action>{});
            return mask_of(game.num_distinct_actions(), legal_list(*s.state, p));
          },
          py::arg("player") = py::none(),
          "A bool array indexed by action id, true at `player`'s legal actions: "
          "game.num_distinct_actions long, or game.max_chance_outcomes for CHANCE.")
      .def(
          "legal_action_words",
          [](const PyState& s, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            std::vector<std::string> out;
            for (Action a : legal_list(*s.state, p)) out.push_back(s.state->action_to_string(p, a));
            return out;
          },
          py::arg("player") = py::none(),
          "The legal actions in the rulebook's words, in the order of legal_actions.")
      .def(
          "action_to_string",
          [](const PyState& s, const py::args& args, const py::kwargs& kwargs) {
            // pyspiel's order: action_to_string(player, action), or (action) for the one
            // acting; keywords work either way.
            std::optional<Player> player;
            std::optional<Action> action;
            if (args.size() == 2) {
              player = args[0].cast<Player>();
              action = args[1].cast<Action>();
            } else if (args.size() == 1) {
              action = args[0].cast<Action>();
            } else if (!args.empty()) {
              throw RookeryError{"action_to_string(player, action) or action_to_string(action)"};
            }
            if (kwargs.contains("player")) player = kwargs["player"].cast<Player>();
            if (kwargs.contains("action")) action = kwargs["action"].cast<Action>();
            if (!action) throw RookeryError{"action_to_string needs an action"};
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            return s.state->action_to_string(p, *action);
          },
          "The action in the rulebook's words: action_to_string(player, action), as pyspiel, "
          "or action_to_string(action) for the seat acting now.")
      .def(
          "string_to_action",
          [](const PyState& s, const py::args& args, const py::kwargs& kwargs) {
            // pyspiel's order is (player, text); the types tell the two apart, so the
            // older (text, player) reads too.
            std::optional<Player> player;
            std::optional<std::string> text;
            for (const py::handle a : args) {
              if (py::isinstance<py::str>(a)) {
                text = a.cast<std::string>();
              } else {
                player = a.cast<Player>();
              }
            }
            if (kwargs.contains("player")) player = kwargs["player"].cast<Player>();
            if (kwargs.contains("text")) text = kwargs["text"].cast<std::string>();
            if (kwargs.contains("action_str")) text = kwargs["action_str"].cast<std::string>();
            if (!text) throw RookeryError{"string_to_action needs the action's words"};
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            return unwrap(s.state->parse_action(p, *text));
          },
          "The action id of the words (\"reroll 1 3\"): string_to_action(player, text), as "
          "pyspiel, or string_to_action(text); RookeryError if they mean none.")
      .def(
          "is_legal",
          [](const PyState& s, Action action, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            if (p == kChancePlayer) return s.state->is_chance_outcome(action);
            return s.state->is_legal(p, action);
          },
          py::arg("action"), py::arg("player") = py::none())
      .def(
          "apply",
          [](PyState& s, Action action, std::optional<Player> player) {
            apply_checked(s, action, player);
          },
          py::arg("action"), py::arg("player") = py::none(),
          "Applies a move after checking it; IllegalActionError (with .reason) leaves the state "
          "unchanged.")
      .def(
          "apply_text",
          [](PyState& s, const std::string& text, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            apply_checked(s, unwrap(s.state->parse_action(p, text)), p);
          },
          py::arg("text"), py::arg("player") = py::none())
      .def(
          "chance_outcomes",
          [](const PyState& s) {
            std::vector<std::pair<Action, double>> out;
            if (!s.state->is_chance_node()) return out;
            const ChanceDistribution d = by_action(s.state->chance_outcomes());
            for (std::size_t i = 0; i < d.outcomes.size(); ++i)
              out.emplace_back(d.outcomes[i].action, d.probability(i));
            return out;
          },
          "At a chance node: (action, probability) pairs by ascending action; empty elsewhere.")
      .def(
          "chance_outcomes_exact",
          [](const PyState& s) {
            py::list out;
            if (!s.state->is_chance_node()) return out;
            py::object fraction = py::module_::import("fractions").attr("Fraction");
            const ChanceDistribution d = by_action(s.state->chance_outcomes());
            for (const ChanceOutcome& o : d.outcomes)
              out.append(py::make_tuple(o.action, fraction(o.weight, d.total)));
            return out;
          },
          "At a chance node: (action, fractions.Fraction) pairs, exact (they sum to 1).")
      .def(
          "sample_chance",
          [](const PyState& s, Rng& rng) {
            if (!s.state->is_chance_node()) throw RookeryError{"not a chance node"};
            return s.state->sample_chance(rng);
          },
          py::arg("rng"), "One chance outcome drawn with its probability (not applied).")
      .def(
          "sample_and_apply",
          [](PyState& s, Rng& rng) {
            if (!s.state->is_chance_node()) throw RookeryError{"not a chance node"};
            const Action outcome = s.state->sample_chance(rng);
            s.state->apply_unchecked(kChancePlayer, outcome);  // drawn from the rules: legal
            s.history.push_back({kChancePlayer, outcome});
            return outcome;
          },
          py::arg("rng"),
          "At a chance node: draws an outcome with its probability and applies it; returns it.")
      .def("clone", &PyState::copy)
      .def("__copy__", &PyState::copy)
      .def("__deepcopy__", [](const PyState& s, py::dict) { return s.copy(); })
      .def("__eq__", [](const PyState& a, const PyState& b) { return a.state->equals(*b.state); })
      .def(
          "observation",
          [](const PyState& s, int player) {
            return to_python(s.state->observation(viewer_of(*s.state, player)));
          },
          py::arg("player"), "Everything `player` may see now, and nothing more, as a dict.")
      .def(
          "observation_tensor",
          [](const PyState& s, std::optional<int> player) {
            const Player viewer = viewer_of(*s.state, player ? *player : asked_seat(*s.state, {}));
            const int size = s.state->game().observation_tensor_layout().size();
            py::array_t<float> out(size);
            s.state->observation_tensor(
                viewer, std::span<float>(out.mutable_data(), static_cast<std::size_t>(size)));
            return out;
          },
          py::arg("player") = py::none(),
          "The observation of `player` (default: the one acting) as a float32 array laid out "
          "by game.observation_tensor_layout.")
      .def(
          "information_key",
          [](const PyState& s, int player) {
            return s.state->information_key(viewer_of(*s.state, player));
          },
          py::arg("player"),
          "Equal for all states whose observation `player` cannot tell apart (the present "
          "only: information_state_string remembers the past too).")
      .def(
          "observation_string",
          [](const PyState& s, std::optional<int> player) {
            return s.state->information_key(
                viewer_of(*s.state, player ? *player : asked_seat(*s.state, {})));
          },
          py::arg("player") = py::none(),
          "pyspiel's observation string: equal exactly when `player`'s observations are.")
      .def("returns", [](const PyState& s) { return s.state->returns(); })
      .def("scores", [](const PyState& s) { return s.state->scores(); })
      .def(
          "player_return",
          [](const PyState& s, Player player) {
            check_seat(*s.state, player, false);
            return s.state->returns()[static_cast<std::size_t>(player)];
          },
          py::arg("player"))
      .def(
          "resample_hidden",
          [](const PyState& s, Player player, Rng& rng) {
            check_seat(*s.state, player, false);
            // Its hidden parts are new, so the moves that led here are unknown.
            return PyState(s.state->resample_hidden(player, rng), {}, false);
          },
          py::arg("player"), py::arg("rng"),
          "A full state `player` cannot tell from this one, its hidden parts drawn at random.")
      .def(
          "describe",
          [](const PyState& s, int viewer) {
            return s.state->describe(viewer_of(*s.state, viewer));
          },
          py::arg("viewer") = kPySpectator, "The position in words, as `viewer` sees it.")
      .def("__str__", [](const PyState& s) { return s.state->describe(kSpectator); })
      .def_property_readonly("rounds_played",
                             [](const PyState& s) { return s.state->rounds_played(); });
  bind_spiel_state(state);
}

}  // namespace rookery::python
