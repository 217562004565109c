// `rookery bench`: random playout speed and behaviour signature per game.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/commands.h"
#include "games/registry.h"
#include "study/bench.h"

namespace rookery {

int run_bench(const BenchOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<std::string> game_strings;
  if (!options.game.empty()) {
    game_strings.push_back(options.game);
  } else {
    for (const GameEntry& e : registered_games()) game_strings.push_back(e.facts.name);
  }
  if (options.playouts < 0) {
    err << "error: --playouts must be 0 (about a second) or more\n";
    return kExitBadInput;
  }
  nlohmann::json results = nlohmann::json::array();
  if (!options.json) {
    out << fmt::format("{:<52} {:>12} {:>14} {:>12} {:>9} {:>18}\n", "game", "playouts/s",
                       "actions/s", "mcts it/s", "overhead", "signature");
  }
  for (const std::string& s : game_strings) {
    auto game = load_game(s);
    if (!game) {
      err << "error: " << game.error().message << "\n";
      return kExitBadInput;
    }
    const BenchResult r = bench_game(*game, options.playouts);
    const std::string signature = fmt::format("{:016x}", r.signature);
    // MCTS iterations per random playout's time, and its inverse: what a search
    // iteration costs over a plain playout (docs/performance.md keeps it under 1.3).
    const double ratio =
        r.playouts_per_second > 0 ? r.mcts_iterations_per_second / r.playouts_per_second : 0;
    const double overhead =
        r.mcts_iterations_per_second > 0 ? r.playouts_per_second / r.mcts_iterations_per_second : 0;
    if (options.json) {
      results.push_back({{"game", (*game)->game_string()},
                         {"playouts", r.playouts},
                         {"actions", r.actions},
                         {"seconds", r.seconds},
                         {"playouts_per_second", r.playouts_per_second},
                         {"actions_per_second", r.actions_per_second},
                         {"mcts_iterations", r.mcts_iterations},
                         {"mcts_iterations_per_second", r.mcts_iterations_per_second},
                         {"mcts_ratio", ratio},
                         {"mcts_overhead", overhead},
                         {"signature", signature}});
    } else {
      out << fmt::format("{:<52} {:>12.0f} {:>14.0f} {:>12.0f} {:>9.2f} {:>18}\n",
                         (*game)->game_string(), r.playouts_per_second, r.actions_per_second,
                         r.mcts_iterations_per_second, overhead, signature);
    }
  }
  if (options.json) out << nlohmann::json{{"threads", 1}, {"results", results}}.dump() << "\n";
  return kExitOk;
}

}  // namespace rookery
