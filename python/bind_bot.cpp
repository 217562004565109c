// Bot: any seat spec of `rookery list` as an object that picks moves.
#include <pybind11/stl.h>

#include "ai/bot.h"
#include "python/bindings.h"

namespace rookery::python {

namespace {

struct PyBot {
  std::unique_ptr<Bot> bot;
  std::shared_ptr<const Game> game;
};

void check_same_game(const PyBot& b, const State& s) {
  if (s.game().game_string() != b.game->game_string()) {
    throw RookeryError{"this bot was made for " + b.game->game_string() + ", not " +
                       s.game().game_string()};
  }
}

}  // namespace

void bind_bot(py::module_& m) {
  py::class_<PyBot>(m, "Bot", "A seat's bot, from a spec such as \"heuristic\" or \"mcts\".")
      .def(py::init([](const std::string& spec, const PyGame& game, std::uint64_t seed) {
             return PyBot{unwrap(make_bot_for(spec, *game.game, seed)), game.game};
           }),
           py::arg("spec"), py::arg("game"), py::arg("seed") = 0,
           "The bot `spec` names, for `game`; `seed` makes its choices reproducible.")
      .def_property_readonly("spec", [](const PyBot& b) { return b.bot->spec(); })
      .def_property_readonly("thinks_long", [](const PyBot& b) { return b.bot->thinks_long(); })
      .def(
          "step",
          [](PyBot& b, const PyState& state, std::optional<Player> player) {
            check_same_game(b, *state.state);
            const Player p = seat_or_current(*state.state, player);
            if (p < 0 || p >= state.state->num_players() || state.state->legal_actions(p).empty()) {
              throw RookeryError{player_name(p) + " has no move to make here"};
            }
            // The bot thinks on its own copy, so another Python thread may use
            // the state meanwhile: the GIL is free during a search.
            std::unique_ptr<State> copy = state.state->clone();
            py::gil_scoped_release free;
            return b.bot->choose(*copy, p);
          },
          py::arg("state"), py::arg("player") = py::none(),
          "The action the bot picks for `player` (default: the one acting now); not applied.")
      .def(
          "observe",
          [](PyBot& b, const PyState& state, Player player, Action action) {
            check_same_game(b, *state.state);
            b.bot->observe(*state.state, player, action);
          },
          py::arg("state"), py::arg("player"), py::arg("action"),
          "A move about to be applied (every seat's, chance included), so a search keeps its "
          "tree.");
}

}  // namespace rookery::python
