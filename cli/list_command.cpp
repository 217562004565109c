// `rookery list`: what can be played, with every parameter's default and range.
#include <nlohmann/json.hpp>
#include <ostream>

#include "ai/bot.h"
#include "cli/commands.h"
#include "core/text.h"
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
    out.push_back(j);
  }
  return out;
}

}  // namespace

int run_list(bool json, std::ostream& out) {
  if (json) {
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
                       {"params", params_json(e.params)}});
    }
    nlohmann::json bots = nlohmann::json::array();
    for (const BotInfo& b : registered_bots()) {
      bots.push_back({{"name", b.name}, {"summary", b.summary}, {"params", params_json(b.params)}});
    }
    out << nlohmann::json{{"games", games}, {"bots", bots}}.dump(2) << "\n";
    return kExitOk;
  }
  out << "Games (write them as NAME or NAME(param=value,...)):\n";
  for (const GameEntry& e : registered_games()) {
    const GameFacts& f = e.facts;
    out << "\n  " << f.name << "  " << f.title << ", " << f.min_players << "-" << f.max_players
        << " players: " << f.summary << "\n";
    for (const ParamSpec& p : e.params) {
      out << "      " << p.name << " = " << p.default_text() << "  (" << p.range_text() << ")  "
          << p.help << "\n";
    }
  }
  out << "\nSeats: human, or a bot:\n";
  for (const BotInfo& b : registered_bots()) {
    out << "  " << b.name << "  " << b.summary << "\n";
    for (const ParamSpec& p : b.params) {
      out << "      " << p.name << " = " << p.default_text() << "  (" << p.range_text() << ")  "
          << p.help << "\n";
    }
  }
  return kExitOk;
}

}  // namespace rookery
