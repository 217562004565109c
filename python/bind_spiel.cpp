// The rest of pyspiel's State, so OpenSpiel programs run on rookery's states:
// the history and move number, serialize() and pickling (a record replayed),
// apply_action / apply_actions / child, rewards, and a perfect-recall
// information state string (docs/python.md, "For OpenSpiel users").
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "games/registry.h"
#include "python/bindings.h"

namespace rookery::python {

namespace {

// The moves that made `s`; RookeryError for a state whose path is unknown.
const std::vector<Move>& known_history(const PyState& s) {
  if (!s.history_known) {
    throw RookeryError{
        "this state was drawn by resample_hidden, so the moves that lead to it are unknown: "
        "it has no history, serialization or information state string"};
  }
  return s.history;
}

// The state as a game record (docs/protocol.md, records): its moves as words.
std::string serialize(const PyState& s) {
  Playthrough record(s.state->game_ptr(), 0);
  for (const Move& m : known_history(s)) unwrap(record.apply(m.player, m.action));
  return record.to_json().dump();
}

// A state from serialize()'s text (or any saved record), replayed move by move.
PyState deserialize(const std::string& text) {
  const GameLoader loader = [](std::string_view g) { return load_game(g); };
  const Playthrough record = unwrap(Playthrough::from_json(unwrap(parse_json_input(text)), loader));
  return PyState(record.state().clone(), record.moves());
}

// What `viewer` learned of each move, in order, then what it sees now: equal for
// two states exactly when the seat cannot tell their histories apart (perfect
// recall, which the observation alone does not give).
std::string information_state(const PyState& s, Player viewer) {
  std::unique_ptr<State> replay = s.state->game().new_initial_state(s.state->game_ptr());
  std::string out;
  for (const Move& m : known_history(s)) {
    out += replay->public_action_text(viewer, m.player, m.action);
    out += '\n';
    replay->apply_unchecked(m.player, m.action);
  }
  return out + s.state->information_key(viewer);
}

// pyspiel's apply_action: the one acting seat's move, or chance's.
void apply_action(PyState& s, Action action) {
  if (current_player(*s.state) == kPySimultaneous) {
    throw RookeryError{
        "several seats act at once here: apply_actions([one action per seat]) or "
        "apply(action, seat)"};
  }
  apply_checked(s, action, std::nullopt);
}

// pyspiel's apply_actions: one action per seat at a simultaneous node; the entries
// of seats that do not act now are not read. All are checked before any is made.
void apply_actions(PyState& s, const std::vector<Action>& actions) {
  const State& state = *s.state;
  if (static_cast<int>(actions.size()) != state.num_players()) {
    throw RookeryError{
        "apply_actions takes one action per seat: " + std::to_string(state.num_players()) +
        ", not " + std::to_string(actions.size())};
  }
  PlayerList acting;
  state.acting_players(acting);
  if (acting.empty() || acting[0] == kChancePlayer) {
    throw RookeryError{acting.empty() ? "the game is over: nobody acts"
                                      : "a chance node: apply_action(outcome)"};
  }
  PyState trial = s.copy();
  for (Player p : acting) apply_checked(trial, actions[static_cast<std::size_t>(p)], p);
  s = std::move(trial);
}

std::vector<double> rewards(const State& s) {
  // Rewards come only at the end (a terminal reward model): the returns then.
  return s.is_terminal() ? s.returns() : std::vector<double>(s.num_players(), 0.0);
}

}  // namespace

void bind_spiel_state(py::class_<PyState>& state) {
  state
      .def(
          "history",
          [](const PyState& s) {
            std::vector<Action> out;
            for (const Move& m : known_history(s)) out.push_back(m.action);
            return out;
          },
          "The action ids applied so far, chance outcomes included, in order.")
      .def(
          "full_history",
          [](const PyState& s) {
            std::vector<std::pair<Player, Action>> out;
            for (const Move& m : known_history(s)) out.emplace_back(m.player, m.action);
            return out;
          },
          "(player, action) for each move so far; the player is CHANCE for chance outcomes.")
      .def("history_str",
           [](const PyState& s) {
             std::string out;
             for (const Move& m : known_history(s))
               out += (out.empty() ? "" : ", ") + std::to_string(m.action);
             return out;
           })
      .def(
          "move_number", [](const PyState& s) { return known_history(s).size(); },
          "How many moves were applied, chance outcomes included.")
      .def("serialize", &serialize,
           "The state as text: its game record (moves as words), which game.deserialize_state "
           "and Record.from_json read back.")
      .def(py::pickle([](const PyState& s) { return serialize(s); },
                      [](const std::string& text) { return deserialize(text); }))
      .def("apply_action", &apply_action, py::arg("action"),
           "pyspiel's apply_action: the move of the one seat acting, or a chance outcome; "
           "checked (IllegalActionError).")
      .def("apply_actions", &apply_actions, py::arg("actions"),
           "pyspiel's apply_actions at a simultaneous node: one action per seat (the entries of "
           "seats not acting are not read); all or none are made.")
      .def(
          "child",
          [](const PyState& s, Action action) {
            PyState out = s.copy();
            apply_action(out, action);
            return out;
          },
          py::arg("action"), "A copy with `action` applied.")
      .def(
          "rewards", [](const PyState& s) { return rewards(*s.state); },
          "The rewards of the last move: 0 until the end, then the returns.")
      .def(
          "player_reward",
          [](const PyState& s, Player player) {
            check_seat(*s.state, player, false);
            return rewards(*s.state)[static_cast<std::size_t>(player)];
          },
          py::arg("player"))
      .def(
          "information_state_string",
          [](const PyState& s, std::optional<int> player) {
            const int seat = player ? *player : current_player(*s.state);
            check_seat(*s.state, seat, false);
            return information_state(s, seat);
          },
          py::arg("player") = py::none(),
          "Equal for two states exactly when `player` cannot tell their histories apart: what "
          "the seat learned of each move, then what it sees (perfect recall).")
      .def(
          "information_state_tensor",
          [](const PyState&, const py::args&) {
            throw RookeryError{
                "rookery's games give no fixed-size perfect-recall tensor "
                "(game.get_type().provides_information_state_tensor is False): use "
                "observation_tensor(player), or information_state_string(player) for perfect "
                "recall"};
          },
          "Not provided: see observation_tensor and information_state_string.");
}

void bind_spiel_module(py::module_& m) {
  m.def(
      "deserialize_state", [](const std::string& text) { return deserialize(text); },
      py::arg("text"), "A state from State.serialize()'s text, its game from the text.");
}

}  // namespace rookery::python
