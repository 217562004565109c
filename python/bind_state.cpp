// State: one position, with the engine's checked moves, chance, observations
// and tensors.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "python/bindings.h"

namespace rookery::python {

namespace {

// OpenSpiel's current player: the one acting seat, or what stands in its place.
int current_player(const State& s) {
  PlayerList acting;
  s.acting_players(acting);
  if (acting.empty()) return -4;     // TERMINAL
  if (acting.size() > 1) return -3;  // SIMULTANEOUS
  return acting[0];
}

std::vector<Action> legal_list(const State& s, Player player) {
  if (player == kChancePlayer) {
    std::vector<Action> out;
    for (const ChanceOutcome& o : s.chance_outcomes().outcomes)
      if (o.weight > 0) out.push_back(o.action);
    return out;
  }
  ActionList legal;
  s.legal_actions(player, legal);
  return {legal.begin(), legal.end()};
}

void check_seat(const State& s, Player player) {
  if (player != kChancePlayer && (player < 0 || player >= s.num_players())) {
    throw RookeryError{"no seat " + std::to_string(player) + ": seats are 0 to " +
                       std::to_string(s.num_players() - 1)};
  }
}

void check_viewer(const State& s, Player viewer) {
  if (viewer != kSpectator && (viewer < 0 || viewer >= s.num_players())) {
    throw RookeryError{"no viewer " + std::to_string(viewer) + ": seats are 0 to " +
                       std::to_string(s.num_players() - 1) + ", or SPECTATOR"};
  }
}

void apply_checked(State& s, Action action, std::optional<Player> player) {
  // At the end the engine's refusal says the game is over.
  const Player p = player || !s.is_terminal() ? seat_or_current(s, player) : 0;
  Result<void> r = s.apply(p, action);
  if (!r) throw IllegalAction{r.error().message, p, action};
}

}  // namespace

void bind_state(py::module_& m) {
  py::class_<PyState>(m, "State", "One position of a game, hidden parts included.")
      .def_property_readonly("game", [](const PyState& s) { return PyGame{s.state->game_ptr()}; })
      .def("__repr__",
           [](const PyState& s) {
             // Who acts, in words, so a state printed at a prompt says where the game is.
             const int current = current_player(*s.state);
             const std::string who = current == -4   ? "over"
                                     : current == -3 ? "several players to act"
                                     : current < 0   ? "chance to act"
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
      .def("is_simultaneous_node", [](const PyState& s) { return current_player(*s.state) == -3; })
      .def(
          "legal_actions",
          [](const PyState& s, std::optional<Player> player) {
            const Player p = player ? *player : current_player(*s.state);
            if (p == -4) return std::vector<Action>{};
            if (p == -3) throw RookeryError{"several players act at once here; say which"};
            check_seat(*s.state, p);
            return legal_list(*s.state, p);
          },
          py::arg("player") = py::none(),
          "The legal action ids of `player` (default: the one acting now); at a chance node, the "
          "outcomes.")
      .def(
          "legal_actions_mask",
          [](const PyState& s, std::optional<Player> player) {
            const int size = s.state->game().num_distinct_actions();
            py::array_t<bool> mask(size);
            bool* out = mask.mutable_data();
            std::fill(out, out + size, false);
            // No space, or over and nobody acts: empty or all false. Several acting at once: say
            // which, as elsewhere.
            if (size == 0 || (!player && s.state->is_terminal())) return mask;
            const Player p = seat_or_current(*s.state, player);
            if (p < 0) return mask;  // chance: its outcomes are not in the players' space
            check_seat(*s.state, p);
            ActionList legal;
            s.state->legal_actions(p, legal);
            for (Action a : legal) {
              // The conformance suite proves every legal move lies in the space; a miss is a
              // game's bug, said out loud rather than a mask that hides a move.
              if (a < 0 || a >= size)
                throw RookeryError{
                    "legal action " + std::to_string(a) + " (" + s.state->action_to_string(p, a) +
                    ") is outside the game's action space 0.." + std::to_string(size - 1)};
              out[a] = true;
            }
            return mask;
          },
          py::arg("player") = py::none(),
          "A bool array of game.num_distinct_actions: true at `player`'s legal action ids.")
      .def(
          "legal_action_words",
          [](const PyState& s, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            check_seat(*s.state, p);
            std::vector<std::string> out;
            for (Action a : legal_list(*s.state, p)) out.push_back(s.state->action_to_string(p, a));
            return out;
          },
          py::arg("player") = py::none(), "The legal actions in the rulebook's words.")
      .def(
          "action_to_string",
          [](const PyState& s, Action action, std::optional<Player> player) {
            return s.state->action_to_string(seat_or_current(*s.state, player), action);
          },
          py::arg("action"), py::arg("player") = py::none())
      .def(
          "string_to_action",
          [](const PyState& s, const std::string& text, std::optional<Player> player) {
            return unwrap(s.state->parse_action(seat_or_current(*s.state, player), text));
          },
          py::arg("text"), py::arg("player") = py::none(),
          "The action id of the words (\"reroll 1 3\"); RookeryError if they mean none.")
      .def(
          "is_legal",
          [](const PyState& s, Action action, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            if (p == kChancePlayer) {
              const std::vector<Action> outcomes = legal_list(*s.state, p);
              return std::find(outcomes.begin(), outcomes.end(), action) != outcomes.end();
            }
            return s.state->is_legal(p, action);
          },
          py::arg("action"), py::arg("player") = py::none())
      .def(
          "apply",
          [](PyState& s, Action action, std::optional<Player> player) {
            apply_checked(*s.state, action, player);
          },
          py::arg("action"), py::arg("player") = py::none(),
          "Applies a move after checking it; IllegalActionError (with .reason) leaves the state "
          "unchanged.")
      .def(
          "apply_text",
          [](PyState& s, const std::string& text, std::optional<Player> player) {
            const Player p = seat_or_current(*s.state, player);
            apply_checked(*s.state, unwrap(s.state->parse_action(p, text)), p);
          },
          py::arg("text"), py::arg("player") = py::none())
      .def(
          "chance_outcomes",
          [](const PyState& s) {
            std::vector<std::pair<Action, double>> out;
            if (!s.state->is_chance_node()) return out;
            const ChanceDistribution d = s.state->chance_outcomes();
            for (std::size_t i = 0; i < d.outcomes.size(); ++i)
              out.emplace_back(d.outcomes[i].action, d.probability(i));
            return out;
          },
          "At a chance node: (action, probability) pairs; empty elsewhere.")
      .def(
          "chance_outcomes_exact",
          [](const PyState& s) {
            py::list out;
            if (!s.state->is_chance_node()) return out;
            py::object fraction = py::module_::import("fractions").attr("Fraction");
            const ChanceDistribution d = s.state->chance_outcomes();
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
      .def("clone", [](const PyState& s) { return PyState{s.state->clone()}; })
      .def("__copy__", [](const PyState& s) { return PyState{s.state->clone()}; })
      .def("__deepcopy__", [](const PyState& s, py::dict) { return PyState{s.state->clone()}; })
      .def("__eq__", [](const PyState& a, const PyState& b) { return a.state->equals(*b.state); })
      .def(
          "observation",
          [](const PyState& s, Player player) {
            check_viewer(*s.state, player);
            return to_python(s.state->observation(player));
          },
          py::arg("player"), "Everything `player` may see now, and nothing more, as a dict.")
      .def(
          "observation_tensor",
          [](const PyState& s, Player player) {
            check_viewer(*s.state, player);
            const int size = s.state->game().observation_tensor_layout().size();
            py::array_t<float> out(size);
            s.state->observation_tensor(
                player, std::span<float>(out.mutable_data(), static_cast<std::size_t>(size)));
            return out;
          },
          py::arg("player"),
          "The observation as a float32 array laid out by game.observation_tensor_layout.")
      .def(
          "information_key",
          [](const PyState& s, Player player) {
            check_viewer(*s.state, player);
            return s.state->information_key(player);
          },
          py::arg("player"), "Equal for all states `player` cannot tell apart.")
      .def("returns", [](const PyState& s) { return s.state->returns(); })
      .def("scores", [](const PyState& s) { return s.state->scores(); })
      .def(
          "resample_hidden",
          [](const PyState& s, Player player, Rng& rng) {
            check_seat(*s.state, player);
            return PyState{s.state->resample_hidden(player, rng)};
          },
          py::arg("player"), py::arg("rng"),
          "A full state `player` cannot tell from this one, its hidden parts drawn at random.")
      .def(
          "describe",
          [](const PyState& s, Player viewer) {
            check_viewer(*s.state, viewer);
            return s.state->describe(viewer);
          },
          py::arg("viewer") = kSpectator, "The position in words, as `viewer` sees it.")
      .def("__str__", [](const PyState& s) { return s.state->describe(kSpectator); })
      .def_property_readonly("rounds_played",
                             [](const PyState& s) { return s.state->rounds_played(); });
}

}  // namespace rookery::python
