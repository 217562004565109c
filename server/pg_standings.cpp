// Results and ratings in PostgreSQL (StandingRows), beside the accounts, so that
// every server process sharing the database rates each table once and shows the
// same profiles. The same three tables as SQLite's (sqlite_standings.cpp).
#include <mutex>
#include <pqxx/pqxx>

#include "server/db_error.h"
#include "server/standings.h"

namespace rookery {

namespace {

class PostgresStandingRows final : public StandingRows {
 public:
  explicit PostgresStandingRows(const std::string& url) : db_(url) {
    pqxx::work w(db_);
    w.exec("SELECT pg_advisory_xact_lock(7305903)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS results (table_id TEXT NOT NULL, account BIGINT NOT NULL, "
        "game TEXT NOT NULL, seat INTEGER NOT NULL, place INTEGER NOT NULL, players INTEGER NOT "
        "NULL, rated BOOLEAN NOT NULL, at BIGINT NOT NULL, id BIGSERIAL, "
        "PRIMARY KEY (table_id, account))");
    w.exec("CREATE INDEX IF NOT EXISTS results_by_account ON results (account, at)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS ratings (account BIGINT NOT NULL, game TEXT NOT NULL, "
        "rating DOUBLE PRECISION NOT NULL, deviation DOUBLE PRECISION NOT NULL, volatility "
        "DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL, "
        "PRIMARY KEY (account, game))");
    w.exec("CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS rating_history (account BIGINT NOT NULL, game TEXT NOT "
        "NULL, table_id TEXT NOT NULL, at BIGINT NOT NULL, rating DOUBLE PRECISION NOT NULL, "
        "deviation DOUBLE PRECISION NOT NULL, id BIGSERIAL, PRIMARY KEY (account, table_id))");
    w.exec("CREATE INDEX IF NOT EXISTS history_by_game ON rating_history (account, game, at)");
    w.commit();
  }

  Result<bool> record(const FinishedGame& game, const Rate& rate) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      // One table's results at a time across processes; the primary key says
      // whether it was recorded before.
      w.exec_params("SELECT pg_advisory_xact_lock(7305904, hashtext($1))", game.table);
      if (!w.exec_params("SELECT 1 FROM results WHERE table_id = $1", game.table).empty()) {
        return false;
      }
      for (const Finisher& f : game.finishers) {
        w.exec_params(
            "INSERT INTO results (table_id, account, game, seat, place, players, rated, at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            game.table, f.account, game.game, f.seat, f.place, game.players, game.rated, game.at);
      }
      if (game.rated) {
        std::vector<ratings::Rating> before;
        for (const Finisher& f : game.finishers) {
          // Created at a newcomer's rating, then locked: two tables ending at once
          // for one player are rated one after the other.
          w.exec_params(
              "INSERT INTO ratings (account, game, rating, deviation, volatility, games, wins) "
              "VALUES ($1, $2, $3, $4, $5, 0, 0) ON CONFLICT DO NOTHING",
              f.account, game.game, ratings::Rating{}.rating, ratings::Rating{}.deviation,
              ratings::Rating{}.volatility);
          const auto row = w.exec_params1(
              "SELECT rating, deviation, volatility FROM ratings WHERE account = $1 AND game = $2 "
              "FOR UPDATE",
              f.account, game.game);
          before.push_back({row[0].as<double>(), row[1].as<double>(), row[2].as<double>()});
        }
        const std::vector<ratings::Rating> after = rate(before);
        for (std::size_t i = 0; i < game.finishers.size() && i < after.size(); ++i) {
          const Finisher& f = game.finishers[i];
          w.exec_params(
              "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = games + "
              "1, wins = wins + $6 WHERE account = $1 AND game = $2",
              f.account, game.game, after[i].rating, after[i].deviation, after[i].volatility,
              f.place == 1 ? 1 : 0);
          w.exec_params(
              "INSERT INTO rating_history (account, game, table_id, at, rating, deviation) "
              "VALUES ($1, $2, $3, $4, $5, $6)",
              f.account, game.game, game.table, game.at, after[i].rating, after[i].deviation);
        }
      }
      w.commit();
      return true;
    } catch (const pqxx::unique_violation&) {
      return false;  // another process recorded it first
    } catch (const std::exception& e) {
      return db_error("record the results of table " + game.table, e);
    }
  }

  Result<bool> recorded(const std::string& table) override {
    return read<bool>("read the results of table " + table, [&](pqxx::read_transaction& r) {
      return !r.exec_params("SELECT 1 FROM results WHERE table_id = $1", table).empty();
    });
  }

  Result<std::vector<GameRating>> ratings_of(std::int64_t account) override {
    return read<std::vector<GameRating>>("read the ratings", [&](pqxx::read_transaction& r) {
      std::vector<GameRating> out;
      for (const auto& row :
           r.exec_params("SELECT game, rating, deviation, volatility, games, wins FROM ratings "
                         "WHERE account = $1 AND games > 0 ORDER BY games DESC, game",
                         account)) {
        out.push_back(rating_at(row));
      }
      return out;
    });
  }

  Result<std::vector<RatingPoint>> history(std::int64_t account, const std::string& game,
                                           int limit) override {
    return read<std::vector<RatingPoint>>(
        "read the rating history", [&](pqxx::read_transaction& r) {
          std::vector<RatingPoint> out;
          for (const auto& row : r.exec_params(
                   "SELECT table_id, at, rating, deviation FROM (SELECT table_id, at, rating, "
                   "deviation, id FROM rating_history WHERE account = $1 AND game = $2 ORDER BY at "
                   "DESC, id DESC LIMIT $3) h ORDER BY at, id",
                   account, game, limit)) {
            out.push_back({row[0].as<std::string>(), row[1].as<std::int64_t>(), row[2].as<double>(),
                           row[3].as<double>()});
          }
          return out;
        });
  }

  Result<std::vector<GameResult>> results_of(std::int64_t account, int limit) override {
    return read<std::vector<GameResult>>("read the results", [&](pqxx::read_transaction& r) {
      std::vector<GameResult> out;
      for (const auto& row :
           r.exec_params("SELECT table_id, game, seat, place, players, rated, at FROM results "
                         "WHERE account = $1 ORDER BY at DESC, id DESC LIMIT $2",
                         account, limit)) {
        out.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<int>(),
                       row[3].as<int>(), row[4].as<int>(), row[5].as<bool>(),
                       row[6].as<std::int64_t>()});
      }
      return out;
    });
  }

  Result<Played> played(std::int64_t account) override {
    return read<Played>("read the games played", [&](pqxx::read_transaction& r) {
      const auto row = r.exec_params1(
          "SELECT COUNT(*), COUNT(*) FILTER (WHERE place = 1) FROM results WHERE account = $1",
          account);
      return Played{row[0].as<int>(), row[1].as<int>()};
    });
  }

  Result<std::vector<Leader>> leaderboard(const std::string& game, double max_deviation,
                                          int limit) override {
    return read<std::vector<Leader>>("read the leaderboard", [&](pqxx::read_transaction& r) {
      std::vector<Leader> out;
      for (const auto& row : r.exec_params(
               "SELECT r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, a.name FROM "
               "ratings r JOIN accounts a ON a.id = r.account WHERE r.game = $1 AND r.games > 0 "
               "AND r.deviation <= $2 ORDER BY r.rating DESC, a.key LIMIT $3",
               game, max_deviation, limit)) {
        out.push_back({row[6].as<std::string>(), rating_at(row)});
      }
      return out;
    });
  }

 private:
  static GameRating rating_at(const pqxx::row& row) {
    return {row[0].as<std::string>(),
            {row[1].as<double>(), row[2].as<double>(), row[3].as<double>()},
            row[4].as<int>(),
            row[5].as<int>()};
  }

  template <class T, class Body>
  Result<T> read(const std::string& what, Body body) {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      return body(r);
    } catch (const std::exception& e) {
      return db_error(what, e);
    }
  }

  std::mutex mutex_;
  pqxx::connection db_;
};

}  // namespace

Result<std::unique_ptr<StandingRows>> postgres_standing_rows(const std::string& url) {
  try {
    return std::unique_ptr<StandingRows>(std::make_unique<PostgresStandingRows>(url));
  } catch (const std::exception& e) {
    return db_error("open the results", e);
  }
}

}  // namespace rookery
