// `rookery replay FILE`: a saved game record printed move by move.
#include <ostream>

#include "cli/commands.h"
#include "study/record_file.h"

namespace rookery {

int run_replay(const std::string& path, bool verbose, std::ostream& out, std::ostream& err) {
  auto play = read_record_file(path);
  if (!play) {
    err << "error: " << play.error().message << "\n";
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
