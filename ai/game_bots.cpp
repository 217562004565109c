#include "ai/game_bots.h"

#include <algorithm>

#include "games/game_list.h"

namespace rookery {

// Each game's row, defined in its ai/<game>/ and declared here, so the table
// includes none of them.
#define ROOKERY_DECLARE_BOTS(g) GameBots g##_bots();
ROOKERY_GAMES(ROOKERY_DECLARE_BOTS)
#undef ROOKERY_DECLARE_BOTS

const std::vector<GameBots>& game_bots() {
#define ROOKERY_BOTS_ROW(g) g##_bots(),
  static const std::vector<GameBots> table = {ROOKERY_GAMES(ROOKERY_BOTS_ROW)};
#undef ROOKERY_BOTS_ROW
  return table;
}

namespace {
// The entries of the bot table's `field`, in the table's order.
std::vector<PolicyEntry> policies_in_table(std::optional<PolicyEntry> GameBots::*field) {
  std::vector<PolicyEntry> list;
  for (const GameBots& row : game_bots()) {
    if (row.*field) list.push_back(*(row.*field));
  }
  return list;
}
}  // namespace

const std::vector<PolicyEntry>& heuristic_policies() {
  static const std::vector<PolicyEntry> list = policies_in_table(&GameBots::heuristic);
  return list;
}

const std::vector<PolicyEntry>& optimal_policies() {
  static const std::vector<PolicyEntry> list = policies_in_table(&GameBots::optimal);
  return list;
}

const GameBots* bots_of(std::string_view game) {
  const auto& table = game_bots();
  const auto it =
      std::find_if(table.begin(), table.end(), [&](const GameBots& b) { return b.game == game; });
  return it == table.end() ? nullptr : &*it;
}

std::string default_bot(std::string_view game) {
  const std::vector<BotLevel> levels = bot_levels(game);
  for (const BotLevel& l : levels) {
    if (l.title == kLevelTitles[kDefaultLevel]) return l.spec;
  }
  return levels.empty() ? "random" : levels.front().spec;
}

std::vector<BotLevel> bot_levels(std::string_view game) {
  const GameBots* row = bots_of(game);
  if (row != nullptr && !row->levels.empty()) return row->levels;
  // Random first: a seat that costs the server nothing.
  std::vector<BotLevel> levels = {{"random", "random moves"}};
  if (row != nullptr && row->heuristic) levels.push_back({"heuristic", "rule of thumb"});
  levels.push_back({"mcts(iterations=200)", "quick search (200 iterations)"});
  levels.push_back({"mcts(iterations=1000)", "search (1,000 iterations)"});
  if (row != nullptr && !row->strongest.empty() &&
      std::none_of(levels.begin(), levels.end(),
                   [&](const BotLevel& l) { return l.spec == row->strongest; })) {
    levels.push_back({row->strongest, "strongest measured"});
  }
  // An exact policy that plays only some configurations (Fistful's, solo only,
  // where no other seat is there to offer) is left to the command line.
  if (row != nullptr && row->optimal && !row->optimal->check) {
    levels.push_back({"optimal", "exact solver"});
  }
  return levels;
}

std::string bot_title(std::string_view game, std::string_view spec) {
  for (const BotLevel& level : bot_levels(game)) {
    if (level.spec == spec) return level.title;
  }
  if (spec == strongest_bot(game)) return "strongest measured";
  // Specs typed by hand: the kind of bot, by the name before its parameters.
  const std::string_view name = spec.substr(0, spec.find('('));
  if (name == "random") return "random moves";
  if (name == "heuristic") return spec == name ? "rule of thumb" : "rule of thumb, with mistakes";
  if (name == "optimal") return "exact solver";
  if (name == "mcts") return "search";
  if (name == "reaction") return "reaction times";
  return std::string(spec);
}

std::string strongest_bot(std::string_view game) {
  const GameBots* row = bots_of(game);
  return row == nullptr ? "" : row->strongest;
}

std::string search_defaults(std::string_view game) {
  const GameBots* row = bots_of(game);
  return row == nullptr ? "" : row->search;
}

}  // namespace rookery
