// A database made before accounts (no seat or departure knows an account, no
// table is rated) opens with every table as it was, and takes accounts from then
// on: the migration adds columns and tables, never drops a row. On SQLite, and
// on PostgreSQL when ROOKERY_TEST_POSTGRES names a test database.
#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>

#include "server/store.h"

namespace rookery {
namespace {

// The tables of a database before accounts, with one table, two seats, one
// move and one departure in them.
const char* kOldSchema[] = {
    "CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed BIGINT NOT NULL, "
    "created BIGINT NOT NULL)",
    "CREATE TABLE seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, "
    "credential TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (table_id, seat))",
    "CREATE TABLE moves (table_id TEXT NOT NULL, version INTEGER NOT NULL, player INTEGER NOT "
    "NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, version))",
    "CREATE TABLE departures (table_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, "
    "person TEXT NOT NULL, version INTEGER NOT NULL)",
    "INSERT INTO tables VALUES ('0123456789abcdef', 'pantolino(players=2)', 7, 0)",
    "INSERT INTO seats VALUES ('0123456789abcdef', 0, 'human', 'c0', 'Ann')",
    "INSERT INTO seats VALUES ('0123456789abcdef', 1, 'random', '', '')",
    "INSERT INTO moves VALUES ('0123456789abcdef', 1, -1, 'roll yellow star black red')",
    "INSERT INTO departures VALUES ('0123456789abcdef', 1, 'Bob', '10.0.0.2', 0)",
};

// The table as the old database had it, now with no account and unrated.
void expect_as_it_was(Store& store) {
  auto all = store.load_all();
  ASSERT_TRUE(all.ok()) << all.error().message;
  ASSERT_EQ(all->size(), 1u);
  const TableRecord& t = all->front();
  EXPECT_EQ(t.id, "0123456789abcdef");
  EXPECT_FALSE(t.rated);
  ASSERT_EQ(t.seats.size(), 2u);
  EXPECT_EQ(t.seats[0].name, "Ann");
  EXPECT_EQ(t.seats[0].credential, "c0");
  EXPECT_EQ(t.seats[0].account, 0);
  ASSERT_EQ(t.moves.size(), 1u);
  ASSERT_EQ(t.departures.size(), 1u);
  EXPECT_EQ(t.departures[0].name, "Bob");
  EXPECT_EQ(t.departures[0].account, 0);
}

// From now on a seat and a departure know their account.
void expect_taking_accounts(Store& store) {
  const TableRecord t = store.load_all().value().front();
  ASSERT_TRUE(store.update_seat(t.id, 0, {"human", "c0", "Ann", 42}).ok());
  ASSERT_TRUE(store.vacate_seat(t.id, {0, "Ann", "10.0.0.1", 1, 42}, {"random", "", ""}).ok());
  const auto again = store.load_table(t.id).value().value();
  EXPECT_EQ(again.departures.back().account, 42);
  ASSERT_TRUE(store.update_seat(t.id, 0, {"human", "c9", "Ann", 42}).ok());
  const auto seats = store.seats_of_account(42, 10).value();
  ASSERT_EQ(seats.size(), 1u);
  EXPECT_EQ(seats[0].credential, "c9");
}

TEST(StoreMigration, AnSqliteFileFromBeforeAccountsKeepsEveryTable) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("rookery-migration-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const std::string path = (folder / "rookery.db").string();
  {
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    for (const char* sql : kOldSchema) old.exec(sql);
  }
  {
    auto store = open_sqlite_store(path, Durability::kProcess);
    ASSERT_TRUE(store.ok()) << store.error().message;
    expect_as_it_was(**store);
    expect_taking_accounts(**store);
  }
  // Opened again, the migration is not made twice.
  auto reopened = open_sqlite_store(path, Durability::kProcess);
  ASSERT_TRUE(reopened.ok()) << reopened.error().message;
  EXPECT_EQ((*reopened)->load_all()->size(), 1u);
  reopened->reset();
  std::filesystem::remove_all(folder);
}

TEST(StoreMigration, APostgresDatabaseFromBeforeAccountsKeepsEveryTable) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0) GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set";
  const std::string schema = "migration_" + std::to_string(::getpid());
  {
    pqxx::connection c(base);
    pqxx::work w(c);
    w.exec("CREATE SCHEMA " + schema);
    w.exec("SET search_path TO " + schema);
    for (const char* sql : kOldSchema) {
      // PostgreSQL's departures were ordered by a serial id.
      const std::string s = sql;
      w.exec(s.rfind("CREATE TABLE departures", 0) == 0
                 ? "CREATE TABLE departures (id BIGSERIAL PRIMARY KEY, table_id TEXT NOT NULL, "
                   "seat INTEGER NOT NULL, name TEXT NOT NULL, person TEXT NOT NULL, version "
                   "INTEGER NOT NULL)"
             : s.rfind("INSERT INTO departures", 0) == 0
                 ? "INSERT INTO departures (table_id, seat, name, person, version) VALUES "
                   "('0123456789abcdef', 1, 'Bob', '10.0.0.2', 0)"
                 : s);
    }
    w.commit();
  }
  const std::string url = std::string(base) + "?options=-csearch_path%3D" + schema;
  {
    auto store = open_postgres_store(url, Durability::kProcess);
    ASSERT_TRUE(store.ok()) << store.error().message;
    // Writes need the table's lease (several processes); reading says enough.
    expect_as_it_was(**store);
  }
  pqxx::connection c(base);
  pqxx::nontransaction(c).exec("DROP SCHEMA " + schema + " CASCADE");
}

}  // namespace
}  // namespace rookery
