// `rookery list`: what can be played, with every parameter's default and range.
#include <nlohmann/json.hpp>
#include <ostream>

#include "ai/bot.h"
#include "ai/game_bots.h"
#include "cli/commands.h"
#include "core/text.h"
#include "games/registry.h"
#include "study/catalogue.h"

namespace rookery {

int run_list(bool json, std::ostream& out) {
  if (json) {
    out << catalogue_json().dump(2) << "\n";
    return kExitOk;
  }
  out << "Games (write them as NAME or NAME(param=value,...)):\n";
  for (const GameEntry& e : registered_games()) {
    const GameFacts& f = e.facts;
    out << "\n  " << f.name << "  " << f.title << ", " << f.min_players << "-" << f.max_players
        << " players: " << f.summary << "\n";
    for (const ParamSpec& p : e.params) {
      out << "      " << p.name << " = " << p.default_text() << "  (" << p.range_text() << ")  "
          << p.help;
      if (!p.applies_when.empty()) out << "  [only when " << p.applies_when << "]";
      out << "\n";
    }
    out << "    bots offered, weakest first (default " << default_bot(f.name) << "):\n";
    for (const BotLevel& level : bot_levels(f.name)) {
      out << "      " << level.title << ": " << level.spec;
      if (!level.about.empty()) out << "  (" << level.about << ")";
      out << "\n";
    }
    const std::string strongest = strongest_bot(f.name);
    if (!strongest.empty()) out << "    strongest bot measured: " << strongest << "\n";
    const std::string search = search_defaults(f.name);
    if (!search.empty())
      out << "    mcts in this game: mcts(" << search << "), unless a spec sets otherwise\n";
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
