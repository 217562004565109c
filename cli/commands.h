// The `rookery` subcommands, callable without the argument parser (tests call
// them directly). Each returns the process exit code: 0 ok, 2 bad input.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "cli/live_input.h"
#include "server/http_server.h"

namespace rookery {

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 2;

// `rookery list`: games, their parameters with defaults and ranges, and bots.
int run_list(bool json, std::ostream& out);

struct PlayOptions {
  std::string game = "pantolino";
  std::string seats = "human,random";
  std::optional<std::uint64_t> seed;  // drawn at random and printed when absent
  std::string save_path;              // where to write the record at the end, if set
  // Keys and a clock for a real-time game with one human (main gives the terminal's
  // when stdin is one); empty: every move is typed at `in`.
  std::function<std::unique_ptr<LiveInput>()> live;
};
// `rookery play`: a game in the terminal; humans type at `in`, or press single keys
// on the clock in a real-time game when `options.live` is set.
int run_play(const PlayOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

struct SimOptions {
  std::string game;
  std::string seats;  // empty: "random" in every seat of the game string's player count
  int games = 1000;
  std::uint64_t seed = 1;
  int threads = 1;
  bool json = false;
  std::string plot;  // write an SVG of the score distribution per seat here, if set
};
// `rookery sim`: many bot games, win rates with 95% intervals, mean score and length.
int run_sim(const SimOptions& options, std::ostream& out, std::ostream& err);

// `rookery replay FILE`: a saved game printed move by move.
int run_replay(const std::string& path, bool verbose, std::ostream& out, std::ostream& err);

// `rookery engine`: the line protocol of docs/protocol.md until "quit" or end of input.
int run_engine(std::istream& in, std::ostream& out);

struct BenchOptions {
  std::string game;  // empty: every registered game with its defaults
  int playouts = 0;  // 0: a default per game
  bool json = false;
};
// `rookery bench`: random playouts/s, actions/s and a behaviour signature per game.
int run_bench(const BenchOptions& options, std::ostream& out, std::ostream& err);

struct LadderOptions {
  std::string game;
  std::string bots;  // "random,heuristic,mcts(iterations=1000)"
  int games = 100;   // per pairing
  std::uint64_t seed = 1;
  int threads = 1;
  bool json = false;
  std::string plot;  // write an SVG of the Elo table here, if set
};
// `rookery ladder`: every pairing with seats rotated, Elo with 95% intervals.
int run_ladder_command(const LadderOptions& options, std::ostream& out, std::ostream& err);

struct AnalyseOptions {
  std::string record;        // a game record (rookery play --save)
  int player = 1;            // 1-based, as the game names its players
  bool json = false;         // one JSON object (docs/cli.md, "analyse")
  long long iterations = 0;  // the coach search's iterations per decision (0: the game's own)
  std::uint64_t seed = 1;    // the searches' seed: same seed, same review
  std::string plot;          // write the expected result over the game as SVG here, if set
};
// `rookery analyse RECORD --player N`: the coach's review of one player's decisions.
int run_analyse(const AnalyseOptions& options, std::ostream& out, std::ostream& err);

struct FitReactionOptions {
  std::string db = "rookery.db";  // the server's database (--db), read while it is stopped
  int min_claims = 20;            // fewer people's correct claims than this: no fit
};
// `rookery fit-reaction`: the reaction bot that notices like the people who
// played Match on this server, fitted from their stored claims.
int run_fit_reaction(const FitReactionOptions& options, std::ostream& out, std::ostream& err);

struct SolveOptions {
  std::string problem;  // "pantolino-turn" or "fistful-solo"
  std::string supply;   // tokens in the supply: "red 2, red 3", "all" (default) or "none"
  std::string tails;    // opponents' tail tokens that may be taken (Escaping Boots)
  std::string dice;     // the four faces showing; empty: before the first roll
  int rolls = 1;        // rolls done so far when dice are given (1..3)
  std::string solo_squirrels = "none";  // fistful-solo: FP-7 option, "none" or "bank"
  std::string save;  // fistful-solo: the policy file to write; "" or "none": none (opt-in)
  bool json = false;
};
// `rookery solve PROBLEM`: an exact solver's value and best decision.
int run_solve(const SolveOptions& options, std::ostream& out, std::ostream& err);

struct ServeOptions {
  std::string db = "rookery.db";       // also from ROOKERY_DB; never printed with its password
  std::string db_file;                 // a file whose first line is the database (a PostgreSQL URL)
  std::string durability = "process";  // or "full"
  int bot_threads = 4;                 // bots wait for the database too
  // The network side and its limits; threads: they also wait for the database,
  // so more than cores lets moves share a commit.
  ServerOptions server = [] {
    ServerOptions o;
    o.threads = 8;
    return o;
  }();
  LobbyLimits lobby;                                                      // tables and bots
  int window_ms = static_cast<int>(PassWindow::kDefaultMinimum.count());  // lobby.response_window
  double hand_over_after_s = 60;                                          // lobby.hand_over_after
};
// `rookery serve`: serves until SIGINT or SIGTERM.
int run_serve(const ServeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace rookery
