// Results and ratings in SQLite (StandingRows), in the accounts' file: three
// tables, read by profiles and leaderboards (docs/protocol.md, "Accounts").
#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <mutex>

#include "server/db_error.h"
#include "server/private_file.h"
#include "server/standings.h"

namespace rookery {

namespace {

class SqliteStandingRows final : public StandingRows {
 public:
  explicit SqliteStandingRows(const std::string& path)
      : db_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_FULLMUTEX |
                      SQLite::OPEN_URI) {
    db_.exec("PRAGMA busy_timeout=5000");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS results (table_id TEXT NOT NULL, account INTEGER NOT NULL, "
        "game TEXT NOT NULL, seat INTEGER NOT NULL, place INTEGER NOT NULL, players INTEGER NOT "
        "NULL, rated INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (table_id, account))");
    db_.exec("CREATE INDEX IF NOT EXISTS results_by_account ON results (account, at)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS ratings (account INTEGER NOT NULL, game TEXT NOT NULL, "
        "rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER "
        "NOT NULL, wins INTEGER NOT NULL, PRIMARY KEY (account, game))");
    db_.exec("CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS rating_history (account INTEGER NOT NULL, game TEXT NOT "
        "NULL, table_id TEXT NOT NULL, at INTEGER NOT NULL, rating REAL NOT NULL, deviation "
        "REAL NOT NULL, PRIMARY KEY (account, table_id))");
    db_.exec("CREATE INDEX IF NOT EXISTS history_by_game ON rating_history (account, game, at)");
  }

  Result<bool> record(const FinishedGame& game, const Rate& rate) override {
    std::lock_guard lock(mutex_);
    try {
      // Written at once, so that another writer cannot read the ratings between.
      SQLite::Transaction t(db_, SQLite::TransactionBehavior::IMMEDIATE);
      SQLite::Statement seen(db_, "SELECT 1 FROM results WHERE table_id = ?");
      seen.bind(1, game.table);
      if (seen.executeStep()) return false;
      for (const Finisher& f : game.finishers) {
        SQLite::Statement q(db_,
                            "INSERT INTO results (table_id, account, game, seat, place, players, "
                            "rated, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, game.table);
        q.bind(2, static_cast<std::int64_t>(f.account));
        q.bind(3, game.game);
        q.bind(4, f.seat);
        q.bind(5, f.place);
        q.bind(6, game.players);
        q.bind(7, game.rated ? 1 : 0);
        q.bind(8, static_cast<std::int64_t>(game.at));
        q.exec();
      }
      if (game.rated) {
        std::vector<ratings::Rating> before;
        for (const Finisher& f : game.finishers) before.push_back(current(f.account, game.game));
        const std::vector<ratings::Rating> after = rate(before);
        for (std::size_t i = 0; i < game.finishers.size() && i < after.size(); ++i) {
          const Finisher& f = game.finishers[i];
          SQLite::Statement q(
              db_,
              "INSERT INTO ratings (account, game, rating, deviation, volatility, games, wins) "
              "VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (account, game) DO UPDATE SET rating = "
              "excluded.rating, deviation = excluded.deviation, volatility = "
              "excluded.volatility, games = games + 1, wins = wins + excluded.wins");
          q.bind(1, static_cast<std::int64_t>(f.account));
          q.bind(2, game.game);
          q.bind(3, after[i].rating);
          q.bind(4, after[i].deviation);
          q.bind(5, after[i].volatility);
          q.bind(6, f.place == 1 ? 1 : 0);
          q.exec();
          SQLite::Statement h(db_,
                              "INSERT INTO rating_history (account, game, table_id, at, rating, "
                              "deviation) VALUES (?, ?, ?, ?, ?, ?)");
          h.bind(1, static_cast<std::int64_t>(f.account));
          h.bind(2, game.game);
          h.bind(3, game.table);
          h.bind(4, static_cast<std::int64_t>(game.at));
          h.bind(5, after[i].rating);
          h.bind(6, after[i].deviation);
          h.exec();
        }
      }
      t.commit();
      return true;
    } catch (const SQLite::Exception& e) {
      return db_error("record the results of table " + game.table, e);
    }
  }

  Result<bool> recorded(const std::string& table) override {
    return read<bool>("read the results of table " + table, [&] {
      SQLite::Statement q(db_, "SELECT 1 FROM results WHERE table_id = ?");
      q.bind(1, table);
      return q.executeStep();
    });
  }

  Result<std::vector<GameRating>> ratings_of(std::int64_t account) override {
    return read<std::vector<GameRating>>("read the ratings", [&] {
      std::vector<GameRating> out;
      SQLite::Statement q(db_,
                          "SELECT game, rating, deviation, volatility, games, wins FROM ratings "
                          "WHERE account = ? ORDER BY games DESC, game");
      q.bind(1, static_cast<std::int64_t>(account));
      while (q.executeStep()) out.push_back(rating_at(q, 0));
      return out;
    });
  }

  Result<std::vector<RatingPoint>> history(std::int64_t account, const std::string& game,
                                           int limit) override {
    return read<std::vector<RatingPoint>>("read the rating history", [&] {
      std::vector<RatingPoint> out;
      SQLite::Statement q(db_,
                          "SELECT table_id, at, rating, deviation FROM (SELECT table_id, at, "
                          "rating, deviation, rowid FROM rating_history WHERE account = ? AND "
                          "game = ? ORDER BY at DESC, rowid DESC LIMIT ?) ORDER BY at, rowid");
      q.bind(1, static_cast<std::int64_t>(account));
      q.bind(2, game);
      q.bind(3, limit);
      while (q.executeStep()) {
        out.push_back({q.getColumn(0).getString(), q.getColumn(1).getInt64(),
                       q.getColumn(2).getDouble(), q.getColumn(3).getDouble()});
      }
      return out;
    });
  }

  Result<std::vector<GameResult>> results_of(std::int64_t account, int limit) override {
    return read<std::vector<GameResult>>("read the results", [&] {
      std::vector<GameResult> out;
      SQLite::Statement q(db_,
                          "SELECT table_id, game, seat, place, players, rated, at FROM results "
                          "WHERE account = ? ORDER BY at DESC, rowid DESC LIMIT ?");
      q.bind(1, static_cast<std::int64_t>(account));
      q.bind(2, limit);
      while (q.executeStep()) {
        out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString(),
                       q.getColumn(2).getInt(), q.getColumn(3).getInt(), q.getColumn(4).getInt(),
                       q.getColumn(5).getInt() != 0, q.getColumn(6).getInt64()});
      }
      return out;
    });
  }

  Result<Played> played(std::int64_t account) override {
    return read<Played>("read the games played", [&] {
      SQLite::Statement q(
          db_, "SELECT COUNT(*), COALESCE(SUM(place = 1), 0) FROM results WHERE account = ?");
      q.bind(1, static_cast<std::int64_t>(account));
      q.executeStep();
      return Played{q.getColumn(0).getInt(), q.getColumn(1).getInt()};
    });
  }

  Result<std::vector<Leader>> leaderboard(const std::string& game, double max_deviation,
                                          int limit) override {
    return read<std::vector<Leader>>("read the leaderboard", [&] {
      std::vector<Leader> out;
      SQLite::Statement q(db_,
                          "SELECT r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, "
                          "a.name FROM ratings r JOIN accounts a ON a.id = r.account WHERE "
                          "r.game = ? AND r.deviation <= ? ORDER BY r.rating DESC, a.key LIMIT ?");
      q.bind(1, game);
      q.bind(2, max_deviation);
      q.bind(3, limit);
      while (q.executeStep()) out.push_back({q.getColumn(6).getString(), rating_at(q, 0)});
      return out;
    });
  }

 private:
  static GameRating rating_at(SQLite::Statement& q, int first) {
    GameRating r;
    r.game = q.getColumn(first).getString();
    r.rating = {q.getColumn(first + 1).getDouble(), q.getColumn(first + 2).getDouble(),
                q.getColumn(first + 3).getDouble()};
    r.games = q.getColumn(first + 4).getInt();
    r.wins = q.getColumn(first + 5).getInt();
    return r;
  }

  // `account`'s rating of `game` now, a newcomer's if it has none (mutex_ held).
  ratings::Rating current(std::int64_t account, const std::string& game) {
    SQLite::Statement q(db_,
                        "SELECT rating, deviation, volatility FROM ratings WHERE account = ? AND "
                        "game = ?");
    q.bind(1, static_cast<std::int64_t>(account));
    q.bind(2, game);
    if (!q.executeStep()) return {};
    return {q.getColumn(0).getDouble(), q.getColumn(1).getDouble(), q.getColumn(2).getDouble()};
  }

  // A read under the connection's lock; a database error becomes a Result.
  template <class T, class Body>
  Result<T> read(const std::string& what, Body body) {
    std::lock_guard lock(mutex_);
    try {
      return body();
    } catch (const SQLite::Exception& e) {
      return db_error(what, e);
    }
  }

  std::mutex mutex_;
  SQLite::Database db_;
};

}  // namespace

Result<std::unique_ptr<StandingRows>> sqlite_standing_rows(const std::string& path) {
  if (path != ":memory:" && path.rfind("file:", 0) != 0) {
    if (auto p = make_private(path, true); !p) return p.error();
  }
  try {
    return std::unique_ptr<StandingRows>(std::make_unique<SqliteStandingRows>(path));
  } catch (const std::exception& e) {
    return db_error("open the results in " + path, e);
  }
}

}  // namespace rookery
