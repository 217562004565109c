#include "study/catalogue.h"

#include "ai/bot.h"
#include "ai/coach.h"
#include "ai/game_bots.h"
#include "games/registry.h"

namespace rookery {

namespace {

const char* kind_name(ParamKind kind) {
  switch (kind) {
    case ParamKind::kInt:
      return "int";
    case ParamKind::kBool:
      return "bool";
    case ParamKind::kChoice:
      return "choice";
    case ParamKind::kDouble:
      return "double";
  }
  return "?";
}

nlohmann::json params_json(const std::vector<ParamSpec>& specs) {
  nlohmann::json out = nlohmann::json::array();
  for (const ParamSpec& p : specs) {
    nlohmann::json j = {{"name", p.name},
                        {"kind", kind_name(p.kind)},
                        {"default", p.default_text()},
                        {"range", p.range_text()},
                        {"help", p.help}};
    if (p.kind == ParamKind::kInt) {
      j["min"] = p.min_int;
      j["max"] = p.max_int;
    }
    if (p.kind == ParamKind::kDouble) {
      j["min"] = p.min_double;
      j["max"] = p.max_double;
    }
    if (p.kind == ParamKind::kChoice) j["choices"] = p.choices;
    if (!p.applies_when.empty()) j["applies_when"] = p.applies_when;
    if (!p.players_by_choice.empty()) {
      nlohmann::json by = nlohmann::json::object();
      // A boolean's values are "false" then "true" (Fistful's advanced game).
      const std::vector<std::string> values =
          p.kind == ParamKind::kBool ? std::vector<std::string>{"false", "true"} : p.choices;
      for (std::size_t i = 0; i < p.players_by_choice.size() && i < values.size(); ++i)
        by[values[i]] = {p.players_by_choice[i].first, p.players_by_choice[i].second};
      j["players_by_choice"] = by;
    }
    out.push_back(j);
  }
  return out;
}

}  // namespace

nlohmann::json catalogue_json() {
  nlohmann::json games = nlohmann::json::array();
  for (const GameEntry& e : registered_games()) {
    const GameFacts& f = e.facts;
    games.push_back({{"name", f.name},
                     {"title", f.title},
                     {"summary", f.summary},
                     {"min_players", f.min_players},
                     {"max_players", f.max_players},
                     {"chance", f.chance},
                     {"hidden_information", f.hidden_information},
                     {"simultaneous", f.simultaneous},
                     {"real_time", f.real_time},
                     {"params", params_json(e.params)},
                     // Game strings whose rules differ, the defaults first: what a
                     // contract check or a study plays to cover the game's modes.
                     {"configurations", e.configurations}});
    const std::string strongest = strongest_bot(f.name);
    if (!strongest.empty()) games.back()["strongest_bot"] = strongest;
    const std::string search = search_defaults(f.name);
    if (!search.empty()) games.back()["mcts_defaults"] = search;
    nlohmann::json levels = nlohmann::json::array();
    for (const BotLevel& level : bot_levels(f.name)) {
      nlohmann::json l = {{"spec", level.spec}, {"title", level.title}};
      if (!level.about.empty()) l["about"] = level.about;
      levels.push_back(std::move(l));
    }
    games.back()["bot_levels"] = levels;
    games.back()["default_bot"] = default_bot(f.name);
    // Whether the coach values this game's decisions (hints, reviews: docs/coach.md).
    games.back()["coach"] = has_coach(f.name);
    if (!f.claim_keys.empty()) {
      nlohmann::json keys = nlohmann::json::array();
      for (const ClaimKey& k : f.claim_keys) {
        keys.push_back(
            {{"key", std::string(1, k.key)}, {"claim", k.claim}, {"meaning", k.meaning}});
      }
      games.back()["claim_keys"] = keys;
    }
  }
  nlohmann::json bots = nlohmann::json::array();
  for (const BotInfo& b : registered_bots()) {
    bots.push_back({{"name", b.name}, {"summary", b.summary}, {"params", params_json(b.params)}});
  }
  return {{"games", games}, {"bots", bots}};
}

}  // namespace rookery
