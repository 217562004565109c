// The registry over the list of games (games/game_list.h).
#include "games/registry.h"

#include <algorithm>

#include "core/text.h"
#include "games/game_list.h"

namespace rookery {

ROOKERY_GAMES(ROOKERY_DECLARE_GAME_ENTRY)

const std::vector<GameEntry>& registered_games() {
#define ROOKERY_GAME_ENTRY(g) {g::facts(), g::param_specs(), g::make_game, g::configurations()},
  static const std::vector<GameEntry> games = {ROOKERY_GAMES(ROOKERY_GAME_ENTRY)};
#undef ROOKERY_GAME_ENTRY
  return games;
}

Result<std::shared_ptr<const Game>> load_game(std::string_view game_string,
                                              std::optional<int> players) {
  auto spec = parse_spec_string(game_string);
  if (!spec) return spec.error();
  const auto& games = registered_games();
  const auto it = std::find_if(games.begin(), games.end(),
                               [&](const GameEntry& e) { return e.facts.name == spec->name; });
  if (it == games.end()) {
    std::vector<std::string> names;
    for (const GameEntry& e : games) names.push_back(e.facts.name);
    return make_error(ErrorCode::kUnknownName, "unknown game " + quote_prefix(spec->name) +
                                                   "; known games: " + join(names, ", "));
  }
  auto params = Params::validate(spec->name, it->params, spec->args);
  if (!params) return params.error();
  if (players) {
    const bool has_players = std::any_of(it->params.begin(), it->params.end(),
                                         [](const ParamSpec& s) { return s.name == "players"; });
    if (!has_players || params->is_set("players")) {
      const int declared = has_players ? params->get_int("players") : it->facts.min_players;
      if (declared != *players) {
        return make_error(ErrorCode::kInvalidArgument,
                          std::to_string(*players) + " seats given, but " + spec->name + " has " +
                              std::to_string(declared) + " players");
      }
    } else {
      if (*players < it->facts.min_players || *players > it->facts.max_players) {
        return make_error(ErrorCode::kInvalidArgument,
                          std::to_string(*players) + " seats given; " + spec->name + " takes " +
                              std::to_string(it->facts.min_players) + ".." +
                              std::to_string(it->facts.max_players) + " players");
      }
      params->set("players", *players);
    }
  }
  return it->make(*params);
}

}  // namespace rookery
