// `rookery sim`: many seeded bot games, with a live progress bar on a terminal.
#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/commands.h"
#include "games/registry.h"
#include "study/plot.h"
#include "study/simulate.h"

namespace rookery {

namespace {

// Progress on stderr: a redrawn bar on a terminal, a plain line per 10% when piped.
class Progress {
 public:
  Progress(int total, std::ostream& err)
      : total_(total), err_(err), tty_(isatty(STDERR_FILENO) != 0) {}
  void update(int done) {
    if (tty_) {
      const int width = 40;
      const int filled = total_ ? done * width / total_ : width;
      err_ << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
           << std::string(static_cast<std::size_t>(width - filled), '.') << "] " << done << "/"
           << total_ << (done == total_ ? "\n" : "") << std::flush;
      return;
    }
    const int tenth = total_ ? done * 10 / total_ : 10;
    while (last_tenth_ < tenth) {
      ++last_tenth_;
      err_ << "progress: " << last_tenth_ * 10 << "% (" << done << "/" << total_ << " games)\n";
    }
  }

 private:
  int total_;
  std::ostream& err_;
  bool tty_;
  int last_tenth_ = 0;
};

}  // namespace

int run_sim(const SimOptions& options, std::ostream& out, std::ostream& err) {
  std::string seat_list = options.seats;
  if (seat_list.empty()) {
    auto game = load_game(options.game);
    if (!game) {
      err << "error: " << game.error().message << "\n";
      return kExitBadInput;
    }
    for (int p = 0; p < (*game)->num_players(); ++p) seat_list += p ? ",random" : "random";
  }
  auto seats = parse_seats(seat_list);
  if (!seats) {
    err << "error: " << seats.error().message << "\n";
    return kExitBadInput;
  }
  SimConfig config{options.game, *seats, options.games, options.seed, options.threads};
  Progress progress(options.games, err);
  auto result = run_simulation(config, [&](int done) { progress.update(done); });
  if (!result) {
    err << "error: " << result.error().message << "\n";
    return kExitBadInput;
  }
  if (!options.plot.empty()) {
    if (Result<void> w = write_file(options.plot, sim_score_svg(*result)); !w) {
      err << "error: " << w.error().message << "\n";
      return kExitBadInput;
    }
  }
  if (options.json) {
    out << sim_result_json(*result).dump() << "\n";
    return kExitOk;
  }
  out << fmt::format("{}: {} games, seed {}\n", result->game, result->games, options.seed);
  if (result->solo) {
    out << fmt::format("  {:<28} {:>10}\n", "seat", "mean score");
  } else {
    out << fmt::format("  {:<28} {:>8} {:>9} {:>17} {:>11}\n", "seat", "wins", "win rate",
                       "95% interval", "mean score");
  }
  for (std::size_t s = 0; s < result->seats.size(); ++s) {
    const SeatStats& st = result->seats[s];
    const std::string label = fmt::format("{}. {}", s + 1, st.bot);
    if (result->solo) {
      out << fmt::format("  {:<28} {:>10.2f}\n", label, st.mean_score);
    } else {
      out << fmt::format("  {:<28} {:>8.1f} {:>8.1f}% {:>7.1f}%..{:>5.1f}% {:>11.2f}\n", label,
                         st.wins, 100 * st.win_rate, 100 * st.ci95_low, 100 * st.ci95_high,
                         st.mean_score);
    }
  }
  out << fmt::format("  mean length {:.1f} moves; {:.0f} games/s ({} thread{})\n",
                     result->mean_length, result->games_per_second, options.threads,
                     options.threads == 1 ? "" : "s");
  if (!result->rounds_histogram.empty()) {
    // The length in rounds: mean, median, and the share of games of each length.
    out << fmt::format("  rounds: mean {:.1f}, median {}; games by length:", result->mean_rounds,
                       result->median_rounds);
    for (std::size_t n = 0; n < result->rounds_histogram.size(); ++n) {
      if (result->rounds_histogram[n] == 0) continue;
      out << fmt::format(" {}:{:.1f}%", n, 100.0 * result->rounds_histogram[n] / result->games);
    }
    out << "\n";
  }
  if (!options.plot.empty()) out << "  plot written to " << options.plot << "\n";
  return kExitOk;
}

}  // namespace rookery
