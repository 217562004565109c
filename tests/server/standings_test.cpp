// Standings (issue: players who come back): the places of a finished table, a
// rated game's ratings moved once per table, leavers last, and the profile's and
// leaderboard's reads, on SQLite and on PostgreSQL when the test database is there.
#include "server/standings.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <thread>

#include "server/people.h"

namespace rookery {
namespace {

TableRecord table_of(std::vector<std::int64_t> accounts, bool rated) {
  TableRecord t;
  t.id = "t1";
  t.game = "pantolino(players=" + std::to_string(accounts.size()) + ")";
  t.rated = rated;
  for (std::int64_t a : accounts) t.seats.push_back({"human", "c", "n", a});
  return t;
}

TEST(Finishers, PlacesComeFromTheReturnsAndTiesShare) {
  const auto f = finishers(table_of({1, 2, 3}, true), {0.0, 1.0, 1.0});
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].place, 3);
  EXPECT_EQ(f[1].place, 1);
  EXPECT_EQ(f[2].place, 1);
}

TEST(Finishers, GuestsAndBotsHaveNoResultButCountAtAnUnratedTable) {
  TableRecord t = table_of({0, 7}, false);
  t.seats[0].kind = "random";
  const auto f = finishers(t, {1.0, 0.0});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].account, 7);
  EXPECT_EQ(f[0].place, 2);  // behind the bot
  EXPECT_TRUE(finishers(table_of({0, 0}, false), {1.0, 0.0}).empty());
}

TEST(Finishers, WhoLeftARatedGameIsLastEvenIfTheirBotWon) {
  // Ann (1) left; the stand-in bot at her seat won. Bob (2) is first among people.
  TableRecord t = table_of({0, 2}, true);
  t.seats[0].kind = "heuristic";
  t.departures.push_back({0, "Ann", "127.0.0.1", 5, 1});
  const auto f = finishers(t, {1.0, 0.0});
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].account, 2);
  EXPECT_EQ(f[0].place, 1);
  EXPECT_EQ(f[1].account, 1);
  EXPECT_EQ(f[1].place, 2);
}

TEST(Finishers, OneResultPerAccount) {
  const auto f = finishers(table_of({4, 4}, false), {0.0, 1.0});
  ASSERT_EQ(f.size(), 1u);
}

TEST(GameName, IsTheGameStringsName) {
  EXPECT_EQ(game_name("pantolino(players=2,escaping_boots=false)"), "pantolino");
  EXPECT_EQ(game_name("match"), "match");
}

// People on each store: an SQLite file in a fresh folder, and PostgreSQL in a
// fresh schema of the test database when ROOKERY_TEST_POSTGRES names one.
class StandingsOn : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    static int count = 0;
    ++count;
    if (std::string(GetParam()) == "sqlite") {
      folder_ = std::filesystem::temp_directory_path() /
                ("rookery-standings-" + std::to_string(::getpid()) + "-" + std::to_string(count));
      std::filesystem::create_directories(folder_);
      where_ = (folder_ / "rookery.db").string();
      return;
    }
    const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
    if (base == nullptr || *base == 0) GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set";
    schema_ = "standings_" + std::to_string(::getpid()) + "_" + std::to_string(count);
    pqxx::connection c(base);
    pqxx::nontransaction(c).exec("CREATE SCHEMA " + schema_);
    where_ = std::string(base) + "?options=-csearch_path%3D" + schema_;
  }
  void TearDown() override {
    if (!folder_.empty()) std::filesystem::remove_all(folder_);
    if (schema_.empty()) return;
    pqxx::connection c(std::getenv("ROOKERY_TEST_POSTGRES"));
    pqxx::nontransaction(c).exec("DROP SCHEMA " + schema_ + " CASCADE");
  }
  std::filesystem::path folder_;
  std::string schema_;
  std::string where_;
};
INSTANTIATE_TEST_SUITE_P(Stores, StandingsOn, ::testing::Values("sqlite", "postgres"),
                         [](const auto& info) { return std::string(info.param); });

TEST_P(StandingsOn, ARatedGameMovesBothRatingsOnceAndIsInTheirHistories) {
  auto people = open_people(where_).value();
  const auto ann = people->accounts.sign_up("Ann", "correct horse").value().account;
  const auto bob = people->accounts.sign_up("Bob", "battery staple").value().account;
  TableRecord t = table_of({ann.id, bob.id}, true);
  ASSERT_TRUE(people->standings.settle(t, {1.0, 0.0}).ok());
  ASSERT_TRUE(people->standings.settle(t, {1.0, 0.0}).ok());  // again: nothing changes
  StandingRows& rows = people->standings.rows();
  EXPECT_TRUE(rows.recorded("t1").value());
  const auto a = rows.ratings_of(ann.id).value();
  const auto b = rows.ratings_of(bob.id).value();
  ASSERT_EQ(a.size(), 1u);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(a[0].game, "pantolino");
  EXPECT_EQ(a[0].games, 1);
  EXPECT_EQ(a[0].wins, 1);
  EXPECT_EQ(b[0].wins, 0);
  // Two newcomers, one win: Glicko-2 moves them apart by the same amount.
  EXPECT_GT(a[0].rating.rating, 1600);
  EXPECT_NEAR(a[0].rating.rating - 1500, 1500 - b[0].rating.rating, 1e-6);
  EXPECT_LT(a[0].rating.deviation, 350);
  EXPECT_TRUE(ratings::provisional(a[0].rating));
  const auto history = rows.history(ann.id, "pantolino", 100).value();
  ASSERT_EQ(history.size(), 1u);
  EXPECT_EQ(history[0].table, "t1");
  EXPECT_DOUBLE_EQ(history[0].rating, a[0].rating.rating);
  const auto results = rows.results_of(bob.id, 20).value();
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].place, 2);
  EXPECT_EQ(results[0].players, 2);
  EXPECT_TRUE(results[0].rated);
  EXPECT_EQ(rows.played(ann.id).value().won, 1);
  EXPECT_EQ(rows.played(bob.id).value().played, 1);
  // Provisional: nobody on the leaderboard yet.
  EXPECT_TRUE(rows.leaderboard("pantolino", ratings::kProvisionalDeviation, 50).value().empty());
}

TEST_P(StandingsOn, ManyGamesSettleTheRatingsOntoTheLeaderboardBestFirst) {
  auto people = open_people(where_).value();
  const auto ann = people->accounts.sign_up("Ann", "correct horse").value().account;
  const auto bob = people->accounts.sign_up("Bob", "battery staple").value().account;
  for (int i = 0; i < 30; ++i) {
    TableRecord t = table_of({ann.id, bob.id}, true);
    t.id = "t" + std::to_string(i);
    ASSERT_TRUE(people->standings.settle(t, {i % 3 == 0 ? 0.0 : 1.0, 0.5}).ok());
  }
  const auto board =
      people->standings.rows().leaderboard("pantolino", ratings::kProvisionalDeviation, 50).value();
  ASSERT_EQ(board.size(), 2u);
  EXPECT_EQ(board[0].name, "Ann");  // won two games of three
  EXPECT_GT(board[0].rating.rating.rating, board[1].rating.rating.rating);
  EXPECT_EQ(board[0].rating.games, 30);
  EXPECT_EQ(people->standings.rows().results_of(ann.id, 20).value().size(), 20u);
  const auto history = people->standings.rows().history(ann.id, "pantolino", 100).value();
  ASSERT_EQ(history.size(), 30u);
  EXPECT_EQ(history.back().table, "t29");  // oldest first
}

TEST_P(StandingsOn, TwoSettlersOfOneTableRecordItOnce) {
  // Two server processes may both see a table end (one plays it, one follows it).
  auto first = open_people(where_).value();
  const auto ann = first->accounts.sign_up("Ann", "correct horse").value().account;
  const auto bob = first->accounts.sign_up("Bob", "battery staple").value().account;
  auto second = open_people(where_).value();
  const TableRecord t = table_of({ann.id, bob.id}, true);
  std::thread other([&] { ASSERT_TRUE(second->standings.settle(t, {0.0, 1.0}).ok()); });
  ASSERT_TRUE(first->standings.settle(t, {0.0, 1.0}).ok());
  other.join();
  EXPECT_EQ(first->standings.rows().ratings_of(ann.id).value().at(0).games, 1);
  EXPECT_EQ(first->standings.rows().history(bob.id, "pantolino", 10).value().size(), 1u);
}

TEST(People, BesideAnSqliteFileIsAFileOfItsOwn) {
  EXPECT_EQ(people_place("data/rookery.db"), "data/rookery-accounts.db");
  EXPECT_EQ(people_place("data.v2/rookery"), "data.v2/rookery-accounts");
  EXPECT_EQ(people_place("postgresql://u@h/db"), "postgresql://u@h/db");
}

}  // namespace
}  // namespace rookery
