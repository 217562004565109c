#include "ai/mcts_bot.h"

#include "ai/heuristic.h"
#include "core/text.h"

namespace rookery {

const std::vector<ParamSpec>& mcts_param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("iterations", 1000, 1, 100'000'000, "search iterations per decision"),
      ParamSpec::integer("time_ms", 0, 0, 3'600'000,
                         "think this many milliseconds per decision instead (0: use iterations)"),
      ParamSpec::real("c", 1.4, 0, 100, "UCT exploration constant (returns scaled to 0..1)"),
      ParamSpec::choice("rollout", "random", {"random", "heuristic"},
                        "playout moves: random, or the game's heuristic (stronger, slower)"),
      ParamSpec::integer("playout_moves", 0, 0, 1'000'000,
                         "0: play out to the end and score wins; N: stop after N moves and "
                         "score the margin of points"),
      ParamSpec::integer("playout_rounds", 0, 0, 1'000,
                         "games played in rounds: N stops each playout when the round N "
                         "rounds later begins and scores the margin of points (0: off)"),
      ParamSpec::choice("eval", "scores", {"scores", "heuristic"},
                        "with playout_moves or playout_rounds: margins of the scores, or of "
                        "the game's heuristic evaluation"),
      ParamSpec::integer("chance_outcomes", 0, 0, 1'000'000,
                         "games without hidden information: at most this many sampled "
                         "outcomes per chance node, then reuse them (0: no cap)"),
      ParamSpec::integer("expand_after", 0, 0, 1'000'000,
                         "grow the tree below a node only after this many visits to it "
                         "(the playout decides there until then; 0: at once)"),
      ParamSpec::real("prior", 0, 0, 1,
                      "share of a PUCT prior given to the game's heuristic move "
                      "(0: plain UCT; needs a heuristic)"),
      ParamSpec::boolean("paired", false,
                         "compare root moves on the same luck: the k-th try of each move "
                         "gets the same hidden cards and chance draws"),
      ParamSpec::integer("seed", 0, 0, 2'000'000'000,
                         "fixed seed (0: the seat's seed from the game's seed)"),
      ParamSpec::integer("threads", 1, 1, 64, "independent trees searched in parallel"),
      ParamSpec::boolean("reuse", true,
                         "keep the search tree below the moves made since the last decision"),
  };
  return specs;
}

Result<MctsOptions> mcts_options(const Params& params, std::uint64_t seed) {
  if (params.is_set("iterations") && params.is_set("time_ms")) {
    return make_error(ErrorCode::kInvalidArgument,
                      "bot mcts takes iterations or time_ms, not both");
  }
  MctsOptions o;
  o.iterations = params.get_int("iterations");
  o.time_ms = params.get_int("time_ms");
  o.exploration = params.get_double("c");
  o.rollout = params.get_choice("rollout") == "heuristic" ? RolloutPolicy::kHeuristic
                                                          : RolloutPolicy::kRandom;
  o.seed = params.get_int("seed") != 0 ? static_cast<std::uint64_t>(params.get_int("seed")) : seed;
  o.threads = params.get_int("threads");
  o.playout_moves = params.get_int("playout_moves");
  o.chance_outcomes = params.get_int("chance_outcomes");
  o.playout_rounds = params.get_int("playout_rounds");
  o.heuristic_eval = params.get_choice("eval") == "heuristic";
  o.expand_after = params.get_int("expand_after");
  o.prior = params.get_double("prior");
  o.paired = params.get_bool("paired");
  o.reuse = params.get_bool("reuse");
  return o;
}

std::string MctsBot::spec() const {
  std::string s = "mcts(";
  s += options_.time_ms > 0 ? "time_ms=" + std::to_string(options_.time_ms)
                            : "iterations=" + std::to_string(options_.iterations);
  s += ",c=" + format_real(options_.exploration);
  if (options_.rollout == RolloutPolicy::kHeuristic) s += ",rollout=heuristic";
  if (options_.playout_moves > 0) s += ",playout_moves=" + std::to_string(options_.playout_moves);
  if (options_.playout_rounds > 0)
    s += ",playout_rounds=" + std::to_string(options_.playout_rounds);
  if (options_.heuristic_eval) s += ",eval=heuristic";
  if (options_.chance_outcomes > 0)
    s += ",chance_outcomes=" + std::to_string(options_.chance_outcomes);
  if (options_.expand_after > 0) s += ",expand_after=" + std::to_string(options_.expand_after);
  if (options_.prior > 0) s += ",prior=" + format_real(options_.prior);
  if (options_.paired) s += ",paired=true";
  if (options_.threads > 1) s += ",threads=" + std::to_string(options_.threads);
  if (!options_.reuse) s += ",reuse=false";
  return s + ")";
}

Result<void> MctsBot::check_game(const Game& game) const {
  if (options_.rollout != RolloutPolicy::kHeuristic && options_.prior == 0 &&
      !options_.heuristic_eval) {
    return ok_result();
  }
  // Heuristic playouts, the prior and the evaluation need the game's policy: the
  // same check as the heuristic seat.
  return PolicyBot("heuristic", heuristic_policies(), 0).check_game(game);
}

}  // namespace rookery
