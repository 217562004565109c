#include "study/ladder.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "core/text.h"
#include "games/registry.h"
#include "study/seats.h"
#include "study/simulate.h"

namespace rookery {

namespace {

constexpr double kZ95 = 1.959963984540054;
constexpr int kBootstrapSamples = 400;

struct PairGame {
  int pairing;
  int g;  // game number within the pairing
};

}  // namespace

std::vector<int> ladder_seating(int players, int g) {
  std::vector<int> seats(static_cast<std::size_t>(players));
  const int first = g % 2;              // who takes the first seat of the pattern
  const int shift = (g / 2) % players;  // then rotate the pattern round the table
  for (int i = 0; i < players; ++i) {
    seats[static_cast<std::size_t>((i + shift) % players)] = (first + i) % 2;
  }
  return seats;
}

std::vector<double> fit_elo(const std::vector<std::vector<double>>& wins,
                            const std::vector<std::vector<double>>& games) {
  // Bradley-Terry by minorisation-maximisation (Hunter 2004), strengths
  // gamma_i = 10^(elo_i/400); the virtual draw adds 0.5 win and 1 game per pair.
  const std::size_t n = wins.size();
  std::vector<double> gamma(n, 1.0);
  for (int iteration = 0; iteration < 10000; ++iteration) {
    double change = 0;
    for (std::size_t i = 0; i < n; ++i) {
      double w = 0;
      double denominator = 0;
      for (std::size_t j = 0; j < n; ++j) {
        if (i == j || games[i][j] <= 0) continue;
        w += wins[i][j] + 0.5;
        denominator += (games[i][j] + 1) / (gamma[i] + gamma[j]);
      }
      const double next = denominator > 0 ? w / denominator : gamma[i];
      change = std::max(change, std::abs(std::log(next / gamma[i])));
      gamma[i] = next;
    }
    // Keep the geometric mean at 1 (mean Elo 0).
    double log_mean = 0;
    for (double g : gamma) log_mean += std::log(g);
    log_mean /= static_cast<double>(n);
    for (double& g : gamma) g /= std::exp(log_mean);
    if (change < 1e-12) break;
  }
  std::vector<double> elo(n);
  for (std::size_t i = 0; i < n; ++i) elo[i] = 400 * std::log10(gamma[i]);
  return elo;
}

Result<LadderResult> run_ladder(const LadderConfig& config,
                                const std::function<void(int done, int total)>& progress) {
  if (config.games < 1)
    return make_error(ErrorCode::kInvalidArgument, "--games must be at least 1");
  if (config.threads < 1)
    return make_error(ErrorCode::kInvalidArgument, "--threads must be at least 1");
  if (config.bots.size() < 2) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a ladder needs at least two bots, e.g. --bots random,heuristic");
  }
  auto game = load_game(config.game);
  if (!game) return game.error();
  const int players = (*game)->num_players();
  if (players < 2) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a ladder needs a game of 2 or more players; " + (*game)->game_string() +
                          " is solo (compare solo bots' mean scores with rookery sim)");
  }
  std::vector<Seat> seats;
  for (const std::string& b : config.bots) {
    if (to_lower(trim(b)) == "human") {
      return make_error(ErrorCode::kInvalidArgument,
                        "a ladder is for bots only; \"human\" cannot take part");
    }
    seats.push_back(Seat{false, b});
  }
  if (Result<void> ok = check_bot_seats(seats, **game); !ok) return ok.error();

  const int n = static_cast<int>(config.bots.size());
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) pairs.emplace_back(a, b);
  }
  const int total = static_cast<int>(pairs.size()) * config.games;
  std::vector<Result<GameOutcome>> outcomes(static_cast<std::size_t>(total),
                                            Result<GameOutcome>(GameOutcome{}));
  std::vector<std::vector<int>> seatings(static_cast<std::size_t>(total));
  const auto start = std::chrono::steady_clock::now();
  run_jobs(
      total, config.threads,
      [&](int i) {
        const auto [a, b] = pairs[static_cast<std::size_t>(i / config.games)];
        const std::vector<int> who = ladder_seating(players, i % config.games);
        std::vector<std::string> specs;
        for (int w : who) specs.push_back(config.bots[static_cast<std::size_t>(w == 0 ? a : b)]);
        seatings[static_cast<std::size_t>(i)] = who;
        outcomes[static_cast<std::size_t>(i)] =
            play_bot_game(*game, specs, mix_seed(config.seed, static_cast<std::uint64_t>(i)));
      },
      [&](int done) {
        if (progress) progress(done, total);
      });

  // a's share of each game: the returns of a's seats over all returns (win
  // shares add up to 1, so this is a's part of the victory).
  std::vector<double> share(static_cast<std::size_t>(total));
  for (int i = 0; i < total; ++i) {
    const auto& o = outcomes[static_cast<std::size_t>(i)];
    if (!o) return o.error();
    double mine = 0;
    double all = 0;
    for (int s = 0; s < players; ++s) {
      const double r = o->returns[static_cast<std::size_t>(s)];
      all += r;
      if (seatings[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)] == 0) mine += r;
    }
    share[static_cast<std::size_t>(i)] = all > 0 ? mine / all : 0.5;
  }

  LadderResult result;
  result.game = (*game)->game_string();
  result.players = players;
  result.games_per_pairing = config.games;
  const auto table = [&](const std::vector<double>& shares) {
    std::vector<std::vector<double>> wins(static_cast<std::size_t>(n),
                                          std::vector<double>(static_cast<std::size_t>(n), 0.0));
    auto games = wins;
    for (std::size_t p = 0; p < pairs.size(); ++p) {
      const auto a = static_cast<std::size_t>(pairs[p].first);
      const auto b = static_cast<std::size_t>(pairs[p].second);
      double sum = 0;
      for (int g = 0; g < config.games; ++g)
        sum += shares[p * static_cast<std::size_t>(config.games) + static_cast<std::size_t>(g)];
      wins[a][b] += sum;
      wins[b][a] += config.games - sum;
      games[a][b] = games[b][a] = config.games;
    }
    return std::pair(wins, games);
  };
  const auto [wins, games] = table(share);
  const std::vector<double> elo = fit_elo(wins, games);

  // 95% intervals: bootstrap, resampling games within each pairing (seeded, so
  // the intervals are as reproducible as the games).
  std::vector<std::vector<double>> samples(static_cast<std::size_t>(n));
  Rng rng(mix_seed(config.seed, 0xB00757), 11);
  std::vector<double> resampled(share.size());
  for (int b = 0; b < kBootstrapSamples; ++b) {
    for (std::size_t p = 0; p < pairs.size(); ++p) {
      const std::size_t base = p * static_cast<std::size_t>(config.games);
      for (int g = 0; g < config.games; ++g) {
        resampled[base + static_cast<std::size_t>(g)] =
            share[base + rng.below(static_cast<std::uint32_t>(config.games))];
      }
    }
    const auto [bw, bg] = table(resampled);
    const std::vector<double> e = fit_elo(bw, bg);
    for (int i = 0; i < n; ++i)
      samples[static_cast<std::size_t>(i)].push_back(e[static_cast<std::size_t>(i)]);
  }
  for (int i = 0; i < n; ++i) {
    auto& s = samples[static_cast<std::size_t>(i)];
    std::sort(s.begin(), s.end());
    LadderRating r;
    r.bot = config.bots[static_cast<std::size_t>(i)];
    r.elo = elo[static_cast<std::size_t>(i)];
    r.ci95_low = s[static_cast<std::size_t>(kBootstrapSamples * 0.025)];
    r.ci95_high = s[static_cast<std::size_t>(kBootstrapSamples * 0.975) - 1];
    double won = 0;
    for (int j = 0; j < n; ++j)
      won += wins[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
    r.games = (n - 1) * config.games;
    r.score = won / r.games;
    result.ratings.push_back(r);
  }
  for (std::size_t p = 0; p < pairs.size(); ++p) {
    LadderPairing lp;
    lp.a = pairs[p].first;
    lp.b = pairs[p].second;
    lp.games = config.games;
    double sum = 0;
    double sum_sq = 0;
    for (int g = 0; g < config.games; ++g) {
      const double x =
          share[p * static_cast<std::size_t>(config.games) + static_cast<std::size_t>(g)];
      sum += x;
      sum_sq += x * x;
    }
    lp.a_share = sum / config.games;
    // Normal interval of a mean of shares in 0..1 (sample variance).
    const double var =
        config.games > 1 ? (sum_sq - sum * sum / config.games) / (config.games - 1) : 0.25;
    const double half = kZ95 * std::sqrt(std::max(var, 0.0) / config.games);
    lp.ci95_low = std::max(0.0, lp.a_share - half);
    lp.ci95_high = std::min(1.0, lp.a_share + half);
    result.pairings.push_back(lp);
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

nlohmann::json ladder_result_json(const LadderResult& r) {
  nlohmann::json ratings = nlohmann::json::array();
  for (const LadderRating& x : r.ratings) {
    ratings.push_back({{"bot", x.bot},
                       {"elo", x.elo},
                       {"ci95", {x.ci95_low, x.ci95_high}},
                       {"score", x.score},
                       {"games", x.games}});
  }
  nlohmann::json pairings = nlohmann::json::array();
  for (const LadderPairing& p : r.pairings) {
    pairings.push_back({{"a", r.ratings[static_cast<std::size_t>(p.a)].bot},
                        {"b", r.ratings[static_cast<std::size_t>(p.b)].bot},
                        {"games", p.games},
                        {"a_share", p.a_share},
                        {"ci95", {p.ci95_low, p.ci95_high}}});
  }
  return {{"game", r.game},     {"players", r.players}, {"games_per_pairing", r.games_per_pairing},
          {"ratings", ratings}, {"pairings", pairings}, {"seconds", r.seconds}};
}

}  // namespace rookery
