// Simulations from Python: sim and ladder as dicts, and playouts as arrays, all
// run in C++ with the GIL released.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "core/text.h"
#include "python/bindings.h"
#include "study/ladder.h"
#include "study/seats.h"
#include "study/simulate.h"

namespace rookery::python {

namespace {

constexpr int kMaxThreads = 256;

void check_counts(long long games, int threads) {
  if (games < 1) throw RookeryError{"games must be at least 1"};
  if (threads < 1 || threads > kMaxThreads)
    throw RookeryError{"threads must be 1 to " + std::to_string(kMaxThreads)};
}

py::dict playouts(const PyGame& g, int n, std::uint64_t seed,
                  std::optional<std::vector<std::string>> bots, int threads) {
  check_counts(n, threads);
  const int players = g.game->num_players();
  std::vector<std::string> specs =
      bots ? *bots : std::vector<std::string>(static_cast<std::size_t>(players), "random");
  if (static_cast<int>(specs.size()) != players) {
    throw RookeryError{"bots names " + std::to_string(specs.size()) + " seats; the game has " +
                       std::to_string(players)};
  }
  std::vector<std::string> seat_specs;
  for (const std::string& s : specs) seat_specs.push_back(s);
  unwrap(check_bot_seats(unwrap(parse_seats(join(seat_specs, ","))), *g.game));

  py::array_t<double> returns({n, players});
  py::array_t<double> scores({n, players});
  py::array_t<std::int64_t> moves(n);
  py::array_t<std::int64_t> rounds(n);
  double* r = returns.mutable_data();
  double* s = scores.mutable_data();
  std::int64_t* mv = moves.mutable_data();
  std::int64_t* rd = rounds.mutable_data();
  std::vector<std::string> errors(static_cast<std::size_t>(n));
  {
    py::gil_scoped_release free;
    run_jobs(n, threads, [&](int i) {
      Result<GameOutcome> outcome =
          play_bot_game(g.game, specs, mix_seed(seed, static_cast<std::uint64_t>(i)));
      if (!outcome) {
        errors[static_cast<std::size_t>(i)] = outcome.error().message;
        return;
      }
      for (int p = 0; p < players; ++p) {
        r[i * players + p] = outcome->returns[static_cast<std::size_t>(p)];
        s[i * players + p] = outcome->scores[static_cast<std::size_t>(p)];
      }
      mv[i] = outcome->moves;
      rd[i] = outcome->rounds;
    });
  }
  for (const std::string& e : errors)
    if (!e.empty()) throw RookeryError{e};
  py::dict out;
  out["returns"] = returns;
  out["scores"] = scores;
  out["moves"] = moves;
  out["rounds"] = rounds;
  return out;
}

}  // namespace

void bind_sim(py::module_& m) {
  m.def(
      "sim",
      [](const std::string& game, const std::vector<std::string>& bots, int games,
         std::uint64_t seed, int threads) {
        check_counts(games, threads);
        SimConfig config;
        config.game = game;
        config.seats = unwrap(parse_seats(join(bots, ",")));
        config.games = games;
        config.seed = seed;
        config.threads = threads;
        nlohmann::json result;
        {
          py::gil_scoped_release free;
          Result<SimResult> r = run_simulation(config);
          if (r)
            result = sim_result_json(*r);
          else
            result = {{"error", r.error().message}};
        }
        if (result.contains("error")) throw RookeryError{result["error"].get<std::string>()};
        return to_python(result);
      },
      py::arg("game"), py::arg("bots"), py::arg("games") = 1000, py::arg("seed") = 1,
      py::arg("threads") = 1,
      "Plays `games` seeded games between the bots (one spec per seat): `rookery sim --json`.");
  m.def(
      "ladder",
      [](const std::string& game, const std::vector<std::string>& bots, int games,
         std::uint64_t seed, int threads) {
        check_counts(games, threads);
        LadderConfig config{game, bots, games, seed, threads};
        nlohmann::json result;
        {
          py::gil_scoped_release free;
          Result<LadderResult> r = run_ladder(config);
          if (r)
            result = ladder_result_json(*r);
          else
            result = {{"error", r.error().message}};
        }
        if (result.contains("error")) throw RookeryError{result["error"].get<std::string>()};
        return to_python(result);
      },
      py::arg("game"), py::arg("bots"), py::arg("games") = 100, py::arg("seed") = 1,
      py::arg("threads") = 1,
      "Every pairing of the bots plays `games` games, seats rotated; Elo with 95% intervals: "
      "`rookery ladder --json`.");
  // Added to the Game class bound in bind_game.cpp.
  py::class_<PyGame>(m.attr("Game"))
      .def("playouts", &playouts, py::arg("n"), py::arg("seed") = 1, py::arg("bots") = py::none(),
           py::arg("threads") = 1,
           "Plays n games in C++ (random moves unless `bots` names a spec per seat); arrays of "
           "returns and scores (n, players), moves and rounds (n,).");
}

}  // namespace rookery::python
