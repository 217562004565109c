// `rookery`: the command line. Parses arguments (CLI11 lives only here) and
// hands over to the subcommands of cli/commands.h.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"
#include "cli/terminal_input.h"

int main(int argc, char** argv) {
  using namespace rookery;
  CLI::App app{"Rookery: five penguin tabletop games to play, simulate and study"};
  app.set_version_flag("--version", "rookery 0.1.0");
  app.require_subcommand(1);

  bool list_json = false;
  auto* list =
      app.add_subcommand("list", "games, their parameters with defaults and ranges, and bots");
  list->add_flag("--json", list_json, "one JSON object");

  PlayOptions play;
  std::uint64_t play_seed = 0;
  auto* play_cmd =
      app.add_subcommand("play", "play a game in the terminal against bots or friends");
  play_cmd->add_option("game", play.game, "game string, e.g. \"pantolino(escaping_boots=true)\"")
      ->capture_default_str();
  play_cmd
      ->add_option("--seats", play.seats, "one entry per seat: human or a bot, e.g. human,random")
      ->capture_default_str();
  auto* play_seed_opt =
      play_cmd->add_option("--seed", play_seed, "seed for the dice (default: random, printed)");
  play_cmd->add_option("--save", play.save_path, "write the game record to this file at the end");
  bool play_no_clock = false;
  play_cmd->add_flag("--no-clock", play_no_clock,
                     "real-time games: type each claim with its time instead of single keys "
                     "on the clock");

  SimOptions sim;
  auto* sim_cmd = app.add_subcommand("sim", "simulate many games between bots");
  sim_cmd->add_option("game", sim.game, "game string")->required();
  sim_cmd->add_option("--games", sim.games, "number of games")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  sim_cmd->add_option("--seats", sim.seats, "one bot per seat (default: random in every seat)");
  sim_cmd->add_option("--seed", sim.seed, "base seed; same seed, same numbers")
      ->capture_default_str();
  sim_cmd->add_option("--threads", sim.threads, "worker threads (results do not depend on it)")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  sim_cmd->add_flag("--json", sim.json, "one JSON object");
  sim_cmd->add_option("--plot", sim.plot, "write the score distribution per seat as SVG here");

  LadderOptions ladder;
  auto* ladder_cmd =
      app.add_subcommand("ladder", "every pairing of some bots: Elo with 95% intervals");
  ladder_cmd->add_option("game", ladder.game, "game string (2 or more players)")->required();
  ladder_cmd->add_option("--bots", ladder.bots, "two or more bots, e.g. random,heuristic,mcts")
      ->required();
  ladder_cmd->add_option("--games", ladder.games, "games per pairing")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  ladder_cmd->add_option("--seed", ladder.seed, "base seed; same seed, same numbers")
      ->capture_default_str();
  ladder_cmd
      ->add_option("--threads", ladder.threads, "worker threads (results do not depend on it)")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  ladder_cmd->add_flag("--json", ladder.json, "one JSON object");
  ladder_cmd->add_option("--plot", ladder.plot, "write the Elo table as SVG here");

  std::string replay_path;
  bool replay_verbose = false;
  auto* replay_cmd = app.add_subcommand("replay", "print a saved game move by move");
  replay_cmd
      ->add_option("file", replay_path, "a game record (rookery play --save, engine \"state\")")
      ->required();
  replay_cmd->add_flag("--verbose", replay_verbose, "show the position after every move");

  auto* engine_cmd =
      app.add_subcommand("engine", "JSON line protocol on stdin/stdout (docs/protocol.md)");

  BenchOptions bench;
  auto* bench_cmd =
      app.add_subcommand("bench", "random playouts/s, actions/s and behaviour signature per game");
  bench_cmd->add_option("game", bench.game, "one game string (default: every game)");
  bench_cmd->add_option("--playouts", bench.playouts,
                        "playouts to time (default: about one second's worth)");
  bench_cmd->add_flag("--json", bench.json, "one JSON object");

  SolveOptions solve;
  auto* solve_cmd = app.add_subcommand("solve", "exact solvers: pantolino-turn, fistful-solo");
  solve_cmd->add_option("problem", solve.problem, "what to solve: pantolino-turn or fistful-solo")
      ->required();
  solve_cmd->add_option("--supply", solve.supply,
                        "tokens in the supply, e.g. \"red 2, red 3, blue 4\" (default: all 15)");
  solve_cmd->add_option("--tails", solve.tails,
                        "opponents' tail tokens that may be taken (Escaping Boots)");
  solve_cmd->add_option("--dice", solve.dice,
                        "the four faces showing, e.g. \"red red star blue\" (default: before "
                        "the first roll)");
  solve_cmd->add_option("--rolls", solve.rolls, "rolls done so far, with --dice (1..3)")
      ->capture_default_str();
  solve_cmd
      ->add_option("--solo-squirrels", solve.solo_squirrels,
                   "fistful-solo: who pays solo squirrels, none or bank (FP-7)")
      ->capture_default_str();
  solve_cmd->add_option("--save", solve.save,
                        "fistful-solo: write the policy (about 30 MB) to this file; default: none");
  solve_cmd->add_flag("--json", solve.json, "one JSON object");

  AnalyseOptions analyse;
  auto* analyse_cmd = app.add_subcommand(
      "analyse", "the coach's review of a saved game: each decision's loss, the biggest mistakes");
  analyse_cmd->add_option("record", analyse.record, "a game record (rookery play --save)")
      ->required();
  analyse_cmd->add_option("--player", analyse.player, "the player to review, 1 first")
      ->capture_default_str();
  analyse_cmd->add_flag("--json", analyse.json, "one JSON object");
  analyse_cmd
      ->add_option("--iterations", analyse.iterations,
                   "search iterations per decision where the game is not solved (0: the "
                   "game's own)")
      ->capture_default_str()
      ->check(CLI::Range(0LL, 1'000'000LL));
  analyse_cmd->add_option("--seed", analyse.seed, "the searches' seed; same seed, same review")
      ->capture_default_str();
  analyse_cmd->add_option("--plot", analyse.plot,
                          "write the expected result over the game as SVG here");

  FitReactionOptions fit;
  auto* fit_cmd = app.add_subcommand(
      "fit-reaction", "a Match reaction bot fitted to the claims people made on this server");
  fit_cmd->add_option("--db", fit.db, "the server's database (stop the server first)")
      ->capture_default_str();
  fit_cmd->add_option("--min-claims", fit.min_claims, "fewest correct claims by people to fit")
      ->capture_default_str();

  ServeOptions serve;
  auto* serve_cmd = app.add_subcommand(
      "serve",
      "the online table: a lobby over HTTP + JSON and each table over WebSocket, on one port. "
      "The server is the authority: every move is checked against the seat's credential and "
      "the legal moves, stored in the database before it is acknowledged, and everything sent "
      "is the viewer's own view. Restarted, it has every table as it was. Protocol: "
      "docs/protocol.md");
  ServerOptions& net = serve.server;
  serve_cmd->add_option("--port", net.port, "TCP port (0: any free port)")->capture_default_str();
  serve_cmd
      ->add_option("--address", net.address,
                   "address to listen on (0.0.0.0: every address, to share on a network; "
                   "see docs/security.md)")
      ->capture_default_str();
  serve_cmd
      ->add_option("--db", serve.db,
                   "SQLite database file, created when missing, or a PostgreSQL URL "
                   "(postgresql://user:password@host/db); also from the environment variable "
                   "ROOKERY_DB, which, unlike the command line, other users cannot read")
      ->envname("ROOKERY_DB")
      ->capture_default_str();
  serve_cmd->add_option("--db-file", serve.db_file,
                        "a file (readable by the server's user only) whose first line is the "
                        "database, for a PostgreSQL URL with a password");
  serve_cmd
      ->add_option("--durability", serve.durability,
                   "process: a move survives the server being killed (SQLite WAL, "
                   "synchronous=NORMAL); full: it survives a power cut too (synchronous=FULL)")
      ->capture_default_str();
  serve_cmd
      ->add_option("--threads", net.threads,
                   "network threads; they also wait for the database, so more threads than "
                   "cores let moves of many tables share one commit")
      ->capture_default_str();
  serve_cmd->add_option("--bot-threads", serve.bot_threads, "threads the bots think on")
      ->capture_default_str();
  serve_cmd
      ->add_option("--bot-iterations", serve.lobby.bots.iterations,
                   "most search iterations a bot may spend on one decision")
      ->check(CLI::Range(1LL, 100'000'000LL))
      ->capture_default_str();
  serve_cmd
      ->add_option("--bot-think-ms", serve.lobby.bots.think_ms,
                   "most milliseconds a bot may think about one decision (then it plays its "
                   "best move so far)")
      ->check(CLI::Range(1, 3'600'000))
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-tables", serve.lobby.open_tables, "most games in play (not over) at once")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  serve_cmd
      ->add_option("--response-window-ms", serve.window_ms,
                   "shortest a response window lasts (a pass lands no sooner; docs/protocol.md)")
      ->check(CLI::Range(0, 60'000))
      ->capture_default_str();
  serve_cmd
      ->add_option("--hand-over-after", serve.hand_over_after_s,
                   "seconds a person's seat has had no connection before the others at the "
                   "table may hand it to a bot")
      ->check(CLI::Range(0.0, 86'400.0))
      ->capture_default_str();
  serve_cmd
      ->add_option("--tables-per-client", serve.lobby.tables_per_client,
                   "most games in play that one address may have created")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  serve_cmd->add_option("--max-message", net.max_message, "largest request or message, bytes")
      ->capture_default_str();
  serve_cmd
      ->add_option("--rate", net.messages_per_second, "WebSocket messages a second per connection")
      ->capture_default_str();
  serve_cmd->add_option("--idle", net.idle_seconds, "seconds before a silent WebSocket closes")
      ->capture_default_str();
  serve_cmd
      ->add_option("--request-timeout", net.request_seconds,
                   "seconds an HTTP request may take to arrive whole")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-outbox", net.max_outbox,
                   "bytes a WebSocket may have waiting to be sent before it is closed as too "
                   "slow a reader")
      ->capture_default_str();
  serve_cmd
      ->add_option("--max-connections", net.max_connections,
                   "connections in all (0: the descriptor limit less a reserve)")
      ->capture_default_str();
  serve_cmd
      ->add_option("--connections-per-address", net.connections_per_address,
                   "connections from one address")
      ->capture_default_str();
  serve_cmd->add_option("--allow-origin", net.allowed_origins,
                        "an origin (http://host:port) whose pages may create tables, join and play "
                        "here besides the server's own; repeatable");
  serve_cmd->add_option("--trust-proxy", net.trusted_proxies,
                        "the address of a reverse proxy whose X-Forwarded-For names the client "
                        "(for the per-client limits and who left which seat); repeatable");
  serve_cmd->add_option("--static", net.static_dir,
                        "folder of files served under / (the front end)");

  const auto is_command = [&](const std::string& name) {
    try {
      return app.get_subcommand(name) != nullptr;
    } catch (const CLI::OptionNotFound&) {
      return false;
    }
  };
  if (argc > 1 && argv[1][0] != '-' && !is_command(argv[1])) {
    std::cerr
        << "error: unknown command \"" << argv[1]
        << "\"; commands: list, play, sim, ladder, replay, analyse, engine, bench, solve, serve, "
           "fit-reaction (see "
           "'rookery --help')\n";
    return kExitBadInput;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "error: " << e.what()
              << "\nRun 'rookery --help' (or 'rookery COMMAND --help') for usage.\n";
    return kExitBadInput;
  }

  if (*list) return run_list(list_json, std::cout);
  if (*play_cmd) {
    if (*play_seed_opt) play.seed = play_seed;
    if (!play_no_clock && isatty(STDIN_FILENO)) {
      play.live = [] { return std::make_unique<TerminalInput>(STDIN_FILENO); };
    }
    return run_play(play, std::cin, std::cout, std::cerr);
  }
  if (*sim_cmd) return run_sim(sim, std::cout, std::cerr);
  if (*ladder_cmd) return run_ladder_command(ladder, std::cout, std::cerr);
  if (*replay_cmd) return run_replay(replay_path, replay_verbose, std::cout, std::cerr);
  if (*engine_cmd) return run_engine(std::cin, std::cout);
  if (*bench_cmd) return run_bench(bench, std::cout, std::cerr);
  if (*solve_cmd) return run_solve(solve, std::cout, std::cerr);
  if (*serve_cmd) return run_serve(serve, std::cout, std::cerr);
  if (*fit_cmd) return run_fit_reaction(fit, std::cout, std::cerr);
  if (*analyse_cmd) return run_analyse(analyse, std::cout, std::cerr);
  return kExitBadInput;
}
