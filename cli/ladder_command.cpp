// `rookery ladder`: every pairing of some bots, an Elo table with 95% intervals.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/commands.h"
#include "core/params.h"
#include "study/ladder.h"
#include "study/plot.h"

namespace rookery {

int run_ladder_command(const LadderOptions& options, std::ostream& out, std::ostream& err) {
  auto bots = split_top_level(options.bots);
  if (!bots) {
    err << "error: bad --bots: " << bots.error().message << "\n";
    return kExitBadInput;
  }
  LadderConfig config{options.game, *bots, options.games, options.seed, options.threads};
  int last_tenth = 0;
  auto result = run_ladder(config, [&](int done, int total) {
    const int tenth = total ? done * 10 / total : 10;
    while (last_tenth < tenth) {
      ++last_tenth;
      err << "progress: " << last_tenth * 10 << "% (" << done << "/" << total << " games)\n";
    }
  });
  if (!result) {
    err << "error: " << result.error().message << "\n";
    return kExitBadInput;
  }
  if (!options.plot.empty()) {
    if (Result<void> w = write_file(options.plot, ladder_elo_svg(*result)); !w) {
      err << "error: " << w.error().message << "\n";
      return kExitBadInput;
    }
  }
  if (options.json) {
    out << ladder_result_json(*result).dump() << "\n";
    return kExitOk;
  }
  out << fmt::format("{}: {} games per pairing, seed {}\n", result->game, result->games_per_pairing,
                     options.seed);
  out << fmt::format("  {:<40} {:>7} {:>17} {:>7}\n", "bot", "Elo", "95% interval", "score");
  std::vector<std::size_t> order(result->ratings.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return result->ratings[a].elo > result->ratings[b].elo;
  });
  for (std::size_t i : order) {
    const LadderRating& r = result->ratings[i];
    out << fmt::format("  {:<40} {:>7.0f} {:>7.0f}..{:>7.0f} {:>6.1f}%\n", r.bot, r.elo, r.ci95_low,
                       r.ci95_high, 100 * r.score);
  }
  out << "Pairings (share of the win of the first bot, 95% interval):\n";
  for (const LadderPairing& p : result->pairings) {
    out << fmt::format("  {} vs {}: {:.1f}% ({:.1f}%..{:.1f}%)\n",
                       result->ratings[static_cast<std::size_t>(p.a)].bot,
                       result->ratings[static_cast<std::size_t>(p.b)].bot, 100 * p.a_share,
                       100 * p.ci95_low, 100 * p.ci95_high);
  }
  out << fmt::format("  {:.1f} s ({} thread{})\n", result->seconds, options.threads,
                     options.threads == 1 ? "" : "s");
  if (!options.plot.empty()) out << "Plot written to " << options.plot << "\n";
  return kExitOk;
}

}  // namespace rookery
