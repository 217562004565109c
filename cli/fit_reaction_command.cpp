// `rookery fit-reaction`: people's claims at the server's Match tables, replayed
// from the database, and the reaction model fitted to them (ai/match/reaction_fit.h).
#include <array>
#include <cmath>
#include <filesystem>
#include <ostream>

#include "ai/match/reaction_fit.h"
#include "cli/commands.h"
#include "core/params.h"
#include "games/registry.h"
#include "server/store.h"

namespace rookery {

namespace {

const char* const kKinds[] = {"two fish", "an identical pair", "several matches", "one match"};

}  // namespace

int run_fit_reaction(const FitReactionOptions& options, std::ostream& out, std::ostream& err) {
  // Reading must not create an empty database where none was.
  if (!options.db.starts_with("postgresql:") && !std::filesystem::exists(options.db)) {
    err << "error: no database at " << options.db << " (the --db of `rookery serve`)\n";
    return kExitBadInput;
  }
  auto store = open_store(options.db, Durability::kProcess);
  if (!store) {
    err << "error: " << store.error().message << "\n";
    return kExitBadInput;
  }
  auto tables = (*store)->load_all();
  if (!tables) {
    err << "error: " << tables.error().message << "\n";
    return kExitBadInput;
  }
  ReactionEvidence evidence;
  int played = 0;
  for (const TableRecord& table : *tables) {
    auto game = load_game(table.game);
    if (!game || (*game)->facts().name != "match") continue;
    std::vector<int> people;
    for (std::size_t s = 0; s < table.seats.size(); ++s) {
      if (table.seats[s].kind == "human") people.push_back(static_cast<int>(s));
    }
    if (people.empty()) continue;
    // One replay reads each move and what it tells; a table counts only whole.
    Playthrough play(*game, table.seed);
    ReactionEvidence mine;
    bool replays = true;
    for (const MoveRecord& m : table.moves) {
      const Result<Action> action = play.state().parse_action(m.player, m.action);
      if (action) note_reaction_move(play.state(), m.player, *action, people, mine);
      if (!action || !play.apply(m.player, *action)) {
        replays = false;
        break;
      }
    }
    if (!replays) {
      err << "warning: table " << table.id << " does not replay under today's rules; skipped\n";
      continue;
    }
    evidence.add(mine);
    ++played;
  }
  const ReactionModel prior = reaction_levels()[1].second;  // casual
  auto model = fit_reaction(evidence, prior, options.min_claims);
  if (!model) {
    err << "error: " << model.error().message << " (" << played << " Match tables with people, "
        << evidence.steps << " cards they answered, in " << masked_store_name(options.db) << ")\n";
    return kExitBadInput;
  }
  std::array<int, 4> seen{};
  for (const auto& n : evidence.notices) ++seen[static_cast<std::size_t>(n.kind)];
  out << "Fitted from " << evidence.notices.size() << " correct claims by people at " << played
      << " Match tables (" << evidence.steps << " cards answered):\n";
  for (std::size_t k = 0; k < 4; ++k) {
    out << "  " << kKinds[k] << ": " << model->notice_ms[k] << " ms on average with two cards up ("
        << seen[k] << (seen[k] == 1 ? " claim" : " claims")
        << (seen[k] >= 5 ? "" : ": too few, scaled from casual") << ")\n";
  }
  out << "  never sooner than " << model->floor_ms << " ms; " << model->scan_ms
      << " ms more per card face up beyond two; spread " << format_real(model->spread) << "\n";
  const auto percent = [](double share) { return format_real(std::round(share * 1000) / 10); };
  out << "  a match there but not claimed: " << percent(model->miss)
      << "% of the cards; a wrong claim: " << percent(model->false_claim) << "%\n";
  out << reaction_spec(*model) << "\n";
  return kExitOk;
}

}  // namespace rookery
