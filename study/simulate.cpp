#include "study/simulate.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>
#include <thread>

#include "ai/bot.h"
#include "core/text.h"
#include "games/registry.h"

namespace rookery {

Result<GameOutcome> play_bot_game(const std::shared_ptr<const Game>& game,
                                  const std::vector<std::string>& bot_specs,
                                  std::uint64_t game_seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < bot_specs.size(); ++s) {
    auto bot = make_bot_for(bot_specs[s], *game, mix_seed(game_seed, s + 1));
    if (!bot) return bot.error();
    bots.push_back(std::move(*bot));
  }
  std::unique_ptr<State> state = game->new_initial_state(game);
  Rng chance(game_seed, 0);
  GameOutcome out;
  PlayerList acting;
  while (!state->is_terminal()) {
    state->acting_players(acting);
    if (acting[0] == kChancePlayer) {
      const Action outcome = state->sample_chance(chance);
      for (const auto& bot : bots) bot->observe(*state, kChancePlayer, outcome);
      state->apply_unchecked(kChancePlayer, outcome);
      continue;
    }
    // Secret simultaneous choices: each acting player commits in seat order.
    const Player p = acting[0];
    const Action a = bots[static_cast<std::size_t>(p)]->choose(*state, p);
    // Every seat is told every move (mcts keeps its tree below it).
    for (const auto& bot : bots) bot->observe(*state, p, a);
    Result<void> r = state->apply(p, a);
    if (!r)
      return make_error(r.error().code, "bot " + bot_specs[static_cast<std::size_t>(p)] +
                                            " made an illegal move: " + r.error().message);
    ++out.moves;
  }
  out.returns = state->returns();
  out.scores = state->scores();
  out.rounds = state->rounds_played();
  return out;
}

void run_jobs(int count, int threads, const std::function<void(int i)>& job,
              const std::function<void(int done)>& progress) {
  std::atomic<int> next{0};
  std::atomic<int> done{0};
  const int report_every = std::max(1, count / 200);
  const auto worker = [&](bool reports) {
    for (int i = next++; i < count; i = next++) {
      job(i);
      const int finished = ++done;
      if (reports && progress && finished % report_every == 0) progress(finished);
    }
  };
  std::vector<std::thread> pool;
  // With one thread the caller's thread works and reports; with more, `threads`
  // workers play and the caller only reports (it sleeps, so it takes no core).
  for (int t = 0; t < threads && threads > 1; ++t) pool.emplace_back(worker, false);
  if (threads <= 1) {
    worker(true);
  } else {
    while (done.load() < count) {
      if (progress) progress(done.load());
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  for (auto& t : pool) t.join();
  if (progress) progress(done.load());
}

Result<void> check_bot_seats(const std::vector<Seat>& seats, const Game& game) {
  for (const Seat& s : seats) {
    if (s.human) {
      return make_error(ErrorCode::kInvalidArgument,
                        "no human seats here: every seat is a bot, such as \"random\"");
    }
    auto bot = make_bot_for(s.bot_spec, game, 0);
    if (!bot)
      return make_error(bot.error().code,
                        "bad seat " + quote(s.bot_spec) + ": " + bot.error().message);
  }
  return ok_result();
}

namespace {

// Wilson score interval for a proportion p over n trials, 95%.
std::pair<double, double> wilson95(double p, int n) {
  if (n <= 0) return {0, 0};
  const double z = 1.959963984540054;
  const double nn = n;
  const double denom = 1 + z * z / nn;
  const double centre = (p + z * z / (2 * nn)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / denom;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace

Result<SimResult> run_simulation(const SimConfig& config,
                                 const std::function<void(int done)>& progress) {
  if (config.games < 1)
    return make_error(ErrorCode::kInvalidArgument, "--games must be at least 1");
  if (config.threads < 1)
    return make_error(ErrorCode::kInvalidArgument, "--threads must be at least 1");
  auto game = load_game(config.game, static_cast<int>(config.seats.size()));
  if (!game) return game.error();

  if (Result<void> ok = check_bot_seats(config.seats, **game); !ok) return ok.error();
  std::vector<std::string> specs;
  for (const Seat& s : config.seats) specs.push_back(s.bot_spec);

  const auto start = std::chrono::steady_clock::now();
  std::vector<Result<GameOutcome>> outcomes(static_cast<std::size_t>(config.games),
                                            Result<GameOutcome>(GameOutcome{}));
  run_jobs(
      config.games, config.threads,
      [&](int i) {
        outcomes[static_cast<std::size_t>(i)] =
            play_bot_game(*game, specs, mix_seed(config.seed, static_cast<std::uint64_t>(i)));
      },
      progress);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // Aggregate in game order, so the sums are identical at any thread count.
  SimResult result;
  result.game = (*game)->game_string();
  result.games = config.games;
  result.solo = (*game)->num_players() == 1;
  result.seats.resize(config.seats.size());
  double total_moves = 0;
  for (const auto& o : outcomes) {
    if (!o) return o.error();
    total_moves += static_cast<double>(o->moves);
    if (o->rounds > 0) {
      if (result.rounds_histogram.size() <= static_cast<std::size_t>(o->rounds)) {
        result.rounds_histogram.resize(static_cast<std::size_t>(o->rounds) + 1, 0);
      }
      ++result.rounds_histogram[static_cast<std::size_t>(o->rounds)];
    }
    for (std::size_t s = 0; s < config.seats.size(); ++s) {
      if (!result.solo) result.seats[s].wins += o->returns[s];
      result.seats[s].mean_score += o->scores[s];
      result.seats[s].scores.push_back(o->scores[s]);
    }
  }
  for (std::size_t s = 0; s < config.seats.size(); ++s) {
    SeatStats& st = result.seats[s];
    st.bot = config.seats[s].bot_spec;
    st.win_rate = st.wins / config.games;
    std::tie(st.ci95_low, st.ci95_high) = wilson95(st.win_rate, config.games);
    st.mean_score /= config.games;
  }
  result.mean_length = total_moves / config.games;
  long long counted = 0;
  double round_sum = 0;
  for (std::size_t r = 0; r < result.rounds_histogram.size(); ++r) {
    counted += result.rounds_histogram[r];
    round_sum += static_cast<double>(r) * result.rounds_histogram[r];
  }
  if (counted > 0) {
    result.mean_rounds = round_sum / static_cast<double>(counted);
    long long seen = 0;  // the median: the first length reaching half the games
    for (std::size_t r = 0; r < result.rounds_histogram.size(); ++r) {
      seen += result.rounds_histogram[r];
      if (2 * seen >= counted) {
        result.median_rounds = static_cast<int>(r);
        break;
      }
    }
  }
  result.seconds = seconds;
  result.games_per_second = seconds > 0 ? config.games / seconds : 0;
  return result;
}

nlohmann::json sim_result_json(const SimResult& r) {
  nlohmann::json seats = nlohmann::json::array();
  for (const SeatStats& s : r.seats) {
    nlohmann::json seat = {{"bot", s.bot}, {"mean_score", s.mean_score}};
    if (r.solo) {
      seat["wins"] = nullptr;
      seat["win_rate"] = nullptr;
      seat["ci95"] = nullptr;
    } else {
      seat["wins"] = s.wins;
      seat["win_rate"] = s.win_rate;
      seat["ci95"] = {s.ci95_low, s.ci95_high};
    }
    seats.push_back(seat);
  }
  nlohmann::json out = {{"game", r.game},       {"games", r.games},
                        {"seats", seats},       {"mean_length", r.mean_length},
                        {"seconds", r.seconds}, {"games_per_second", r.games_per_second}};
  if (!r.rounds_histogram.empty()) {
    nlohmann::json histogram = nlohmann::json::object();
    for (std::size_t n = 0; n < r.rounds_histogram.size(); ++n) {
      if (r.rounds_histogram[n] > 0) histogram[std::to_string(n)] = r.rounds_histogram[n];
    }
    out["rounds"] = {
        {"mean", r.mean_rounds}, {"median", r.median_rounds}, {"histogram", histogram}};
  }
  return out;
}

}  // namespace rookery
