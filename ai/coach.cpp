// The coach (see coach.h): the game's exact values where it has them, else its
// coach search, whose root statistics become values with intervals.
#include "ai/coach.h"

#include <algorithm>
#include <cmath>

#include "ai/game_bots.h"
#include "ai/mcts.h"
#include "ai/mcts_bot.h"

namespace rookery {

const char* measure_name(CoachMeasure measure) {
  switch (measure) {
    case CoachMeasure::kBoots:
      return "boots";
    case CoachMeasure::kScore:
      return "score";
    case CoachMeasure::kWinChance:
      return "win";
  }
  return "win";
}

std::pair<double, double> wilson_interval(double p, long long n) {
  if (n <= 0) return {0.0, 1.0};
  constexpr double z = 1.959963984540054;
  const double nn = static_cast<double>(n);
  p = std::clamp(p, 0.0, 1.0);
  const double denominator = 1 + z * z / nn;
  const double centre = (p + z * z / (2 * nn)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

// The search's options: the game's coach spec over its own search settings,
// played to the end (win shares, so every value lies within 0..1), afresh, on
// one thread, for the iterations asked.
Result<MctsOptions> search_options(const Game& game, const std::string& spec,
                                   const CoachOptions& coach, int legal) {
  auto full = with_game_search(spec, game);
  if (!full) return full.error();
  auto parsed = parse_spec_string(*full);
  if (!parsed) return parsed.error();
  auto params = Params::validate("mcts", mcts_param_specs(), parsed->args);
  if (!params) return params.error();
  auto options = mcts_options(*params, coach.seed);
  if (!options) return options.error();
  options->seed = coach.seed;
  options->time_ms = 0;
  if (coach.iterations > 0) options->iterations = static_cast<int>(coach.iterations);
  // Every option tried a few times at least, so each has a value; within the budget.
  options->iterations = std::max(options->iterations, 4 * legal);
  if (coach.max_iterations > 0) {
    options->iterations =
        static_cast<int>(std::min<long long>(options->iterations, coach.max_iterations));
  }
  options->max_ms = coach.max_ms;
  options->playout_moves = 0;
  options->playout_rounds = 0;
  options->heuristic_eval = false;
  options->reuse = false;
  options->threads = 1;
  return options;
}

Result<Assessment> searched(const State& state, Player player, const GameBots& row,
                            const CoachOptions& coach) {
  const ActionList legal = state.legal_actions(player);
  auto options = search_options(state.game(), row.coach_search, coach, legal.size());
  if (!options) return options.error();
  MctsSearch search(*options);
  search.choose(state, player);
  Assessment a;
  a.player = player;
  a.measure = CoachMeasure::kWinChance;
  a.exact = false;
  // The playouts made, which a time limit may have cut short.
  a.method = "the strongest search's chance of winning, " +
             std::to_string(search.last_stats().iterations) + " playouts";
  // Best first: the search's own order (most visited), which is its choice.
  for (const MctsRootChoice& c : search.root_choices()) {
    const auto [low, high] = wilson_interval(c.mean_return, c.visits);
    a.options.push_back({c.action, state.action_to_string(player, c.action), "", c.mean_return, low,
                         high, c.visits});
  }
  // A legal option the search did not reach (its time ran out): no value, the
  // whole range as its interval.
  for (Action action : legal) {
    const bool tried = std::any_of(a.options.begin(), a.options.end(),
                                   [&](const OptionValue& o) { return o.action == action; });
    if (!tried) {
      a.options.push_back({action, state.action_to_string(player, action), "", 0, 0, 1, 0});
    }
  }
  return a;
}

}  // namespace

bool has_coach(std::string_view game) {
  const GameBots* row = bots_of(game);
  return row != nullptr && (row->exact_values || !row->coach_search.empty());
}

Result<void> coach_available(const Game& game) {
  const GameBots* row = bots_of(game.facts().name);
  if (!has_coach(game.facts().name)) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the coach has nothing to say about " + game.facts().title +
                          (row != nullptr && !row->no_coach.empty() ? ": " + row->no_coach : ""));
  }
  return ok_result();
}

Result<Assessment> assess(const State& state, Player player, const CoachOptions& options) {
  if (Result<void> ok = coach_available(state.game()); !ok) return ok.error();
  if (options.iterations < 0 || options.iterations > kMaxCoachIterations) {
    return make_error(ErrorCode::kInvalidArgument, "iterations must be 0 (the game's own) to " +
                                                       std::to_string(kMaxCoachIterations));
  }
  if (player < 0 || state.is_terminal() || !state.acting_players().contains(player)) {
    return make_error(ErrorCode::kInvalidArgument,
                      player_name(player) + " has no decision to make now");
  }
  const GameBots& row = *bots_of(state.game().facts().name);
  std::optional<Assessment> a;
  if (row.exact_values) a = row.exact_values(state, player);
  if (!a && row.coach_search.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the coach has no values for this decision of " + state.game().facts().title);
  }
  if (!a) {
    auto found = searched(state, player, row, options);
    if (!found) return found.error();
    a = std::move(*found);
  }
  for (OptionValue& o : a->options) o.sentence = state.log_sentence(player, player, o.action);
  return *a;
}

}  // namespace rookery
