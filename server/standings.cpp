// Results and ratings of finished games (standings.h).
#include "server/standings.h"

#include <algorithm>
#include <chrono>
#include <set>

#include "server/wall_clock.h"

namespace rookery {

std::string game_name(const std::string& game_string) {
  return game_string.substr(0, game_string.find('('));
}

std::vector<Finisher> finishers(const TableRecord& table, const std::vector<double>& returns) {
  std::vector<Finisher> out;
  std::set<std::int64_t> seated;
  for (std::size_t s = 0; s < table.seats.size() && s < returns.size(); ++s) {
    const std::int64_t account = table.seats[s].account;
    if (account == 0 || !seated.insert(account).second) continue;  // one result an account
    // At a rated table, only people's places count: a leaver's bot is nobody's rival.
    int place = 1;
    for (std::size_t o = 0; o < table.seats.size() && o < returns.size(); ++o) {
      if (table.rated && table.seats[o].account == 0) continue;
      if (returns[o] > returns[s]) ++place;
    }
    out.push_back({account, static_cast<int>(s), place});
  }
  if (!table.rated) return out;
  // Leaving a rated game (or being handed to a bot) loses it: behind everyone.
  const int last = static_cast<int>(out.size()) + 1;
  std::set<std::int64_t> left;
  for (const Departure& d : table.departures) {
    if (d.account == 0 || seated.count(d.account) != 0 || !left.insert(d.account).second) continue;
    out.push_back({d.account, d.seat, last});
  }
  return out;
}

Result<void> Standings::settle(const TableRecord& table, const std::vector<double>& returns) {
  FinishedGame game;
  game.table = table.id;
  game.game = game_name(table.game);
  game.rated = table.rated;
  game.finishers = finishers(table, returns);
  if (game.finishers.empty()) return ok_result();
  game.players =
      table.rated ? static_cast<int>(game.finishers.size()) : static_cast<int>(table.seats.size());
  game.at = unix_seconds();
  // A rated game of one person (the others left before the end) still rates:
  // the leavers are their rivals. Alone, nobody's rating moves.
  std::vector<int> places;
  for (const Finisher& f : game.finishers) places.push_back(f.place - 1);
  auto rate = [&places](const std::vector<ratings::Rating>& before) {
    if (before.size() < 2) return before;
    return ratings::rate_game(before, places);
  };
  auto recorded = rows_->record(game, rate);
  if (!recorded) return recorded.error();
  return ok_result();
}

}  // namespace rookery
