#pragma once
// What finished games say of the people who played them (issue: players who come
// back): each account's results, its rating per game (Glicko-2, docs/ratings.md)
// and the rating's history, for profiles and leaderboards. The rules live here;
// the rows live beside the accounts (StandingRows: SQLite or PostgreSQL).

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "server/glicko2.h"
#include "server/store.h"

namespace rookery {

// One account's place at one finished table.
struct Finisher {
  std::int64_t account = 0;
  int seat = 0;
  int place = 1;  // 1 is first; equal places tie; a rated game's leaver is behind everyone
};

// A finished table as its players' records see it.
struct FinishedGame {
  std::string table;
  std::string game;  // the game's short name ("pantolino"): a rating is per game
  bool rated = false;
  int players = 0;      // seats, or at a rated table the people rated
  std::int64_t at = 0;  // when it was recorded, in seconds since 1970
  std::vector<Finisher> finishers;
};

// One account's result at one table, as its profile lists it.
struct GameResult {
  std::string table;
  std::string game;
  int seat = 0;
  int place = 1;
  int players = 0;
  bool rated = false;
  std::int64_t at = 0;
};

// An account's rating for one game, with how many rated games made it.
struct GameRating {
  std::string game;
  ratings::Rating rating;
  int games = 0;
  int wins = 0;
};

// A rating as it stood after one rated game.
struct RatingPoint {
  std::string table;
  std::int64_t at = 0;
  double rating = 0;
  double deviation = 0;
};

// A leaderboard's line.
struct Leader {
  std::string name;
  GameRating rating;
};

// How many games an account finished, and won (first place).
struct Played {
  int played = 0;
  int won = 0;
};

// The storage of results and ratings (SQLite: sqlite_standing_rows). Safe from
// several threads and, on PostgreSQL, from several server processes.
class StandingRows {
 public:
  // The ratings after a game, from those before it (in `finishers` order).
  using Rate = std::function<std::vector<ratings::Rating>(const std::vector<ratings::Rating>&)>;
  virtual ~StandingRows() = default;
  // Records `game`'s results and, when it is rated, the ratings `rate` makes of
  // the finishers' ratings read in the same transaction, all or none; false when
  // `game.table` was recorded before (then nothing changes).
  virtual Result<bool> record(const FinishedGame& game, const Rate& rate) = 0;
  // Whether table `table`'s results are recorded.
  virtual Result<bool> recorded(const std::string& table) = 0;
  // Every game `account` has a rating for.
  virtual Result<std::vector<GameRating>> ratings_of(std::int64_t account) = 0;
  // `account`'s rating of `game` after each of its last `limit` rated games, oldest first.
  virtual Result<std::vector<RatingPoint>> history(std::int64_t account, const std::string& game,
                                                   int limit) = 0;
  // `account`'s last `limit` results, newest first.
  virtual Result<std::vector<GameResult>> results_of(std::int64_t account, int limit) = 0;
  virtual Result<Played> played(std::int64_t account) = 0;
  // The best `limit` ratings of `game` with a deviation of at most `max_deviation`.
  virtual Result<std::vector<Leader>> leaderboard(const std::string& game, double max_deviation,
                                                  int limit) = 0;
};

// Results and ratings in the SQLite database file `path`, the accounts' file.
Result<std::unique_ptr<StandingRows>> sqlite_standing_rows(const std::string& path);
// Results and ratings in the PostgreSQL database at `url`, shared by every server process.
Result<std::unique_ptr<StandingRows>> postgres_standing_rows(const std::string& url);

// finishers(table, returns) → the places of the accounts at a finished table:
// by the game's returns (more is better); at a rated table the people who left
// (or whose seat was handed to a bot) finish behind everyone, tied.
std::vector<Finisher> finishers(const TableRecord& table, const std::vector<double>& returns);

// A table's game's short name: "pantolino" of "pantolino(players=2)".
std::string game_name(const std::string& game_string);

class Standings {
 public:
  explicit Standings(std::unique_ptr<StandingRows> rows) : rows_(std::move(rows)) {}
  // Records the results of finished `table` (with its `returns`) for its
  // accounts, and at a rated table moves their ratings (Glicko-2 by finishing
  // order); once per table, whatever calls it again. Nothing without accounts.
  Result<void> settle(const TableRecord& table, const std::vector<double>& returns);
  StandingRows& rows() { return *rows_; }

 private:
  std::unique_ptr<StandingRows> rows_;
};

}  // namespace rookery
