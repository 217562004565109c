// `rookery replay FILE`: a saved game record printed move by move.
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "cli/commands.h"
#include "core/json_input.h"
#include "core/playthrough.h"
#include "core/text.h"
#include "games/registry.h"

namespace rookery {

int run_replay(const std::string& path, bool verbose, std::ostream& out, std::ostream& err) {
  std::ifstream file(path);
  if (!file) {
    err << "error: cannot open " << quote(path) << "\n";
    return kExitBadInput;
  }
  std::stringstream buffer;
  buffer << file.rdbuf();
  const auto record = parse_json_input(buffer.str());
  if (!record) {
    err << "error: " << quote(path) << " cannot be read: " << record.error().message
        << " (expected a game record from rookery play --save)\n";
    return kExitBadInput;
  }
  auto play = Playthrough::from_json(*record, [](std::string_view s) { return load_game(s); });
  if (!play) {
    err << "error: " << path << ": " << play.error().message << "\n";
    return kExitBadInput;
  }
  // Walk the record again from the start to print each move in its own position's words.
  const Game& game = play->game();
  out << game.facts().title << ": " << game.game_string() << ", seed " << play->seed() << ", "
      << play->moves().size() << " moves\n";
  std::unique_ptr<State> state = game.new_initial_state(play->state().game_ptr());
  std::size_t n = 0;
  for (const Move& m : play->moves()) {
    out << ++n << ". " << player_name(m.player) << ": "
        << state->action_to_string(m.player, m.action) << "\n";
    state->apply_unchecked(m.player, m.action);
    if (verbose) out << state->describe(kSpectator);
  }
  out << "\n" << state->describe(kSpectator);
  if (!state->is_terminal()) out << "(the record ends before the game does)\n";
  return kExitOk;
}

}  // namespace rookery
