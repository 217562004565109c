// Who may take a seat that someone else has held (docs/security.md, "Seat
// peeking"): whoever held a seat saw its secrets (Fistful's secret die, a Push
// Push hand, Plucky's cards). Once the game is under way such a seat goes to a
// bot, never to another person, and every view names who saw its secrets; the
// person who left may take no other seat at that table, even after a restart.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>

#include "server/store.h"
#include "server/table.h"

namespace rookery {
namespace {

using nlohmann::json;

std::string temp_db(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("rookery-seats-" + name + "-" + std::to_string(::getpid()) + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

std::unique_ptr<Store> open_file(const std::string& path) {
  auto store = open_sqlite_store(path, Durability::kProcess);
  EXPECT_TRUE(store.ok()) << store.error().message;
  return std::move(*store);
}

// A table of `game` with two human seats, stored in `store`.
std::shared_ptr<Table> two_people(Store& store, const std::string& game) {
  TableRecord r{"t1", game, 11, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  EXPECT_TRUE(store.create_table(r).ok());
  auto table = Table::open(r, &store);
  EXPECT_TRUE(table.ok()) << table.error().message;
  return *table;
}

json seen_by(const json& view, int seat) { return view["seats"][seat]["seen_by"]; }

class SeatPeeking : public ::testing::TestWithParam<const char*> {};

// The story, in each game where a seat holds something hidden.
TEST_P(SeatPeeking, ASeatLeftInTheGameAndTheOpenSeatsGoToBotsAndItsLeaverIsNamedToAll) {
  const std::string path = temp_db(std::to_string(std::hash<std::string>{}(GetParam())));
  {
    auto store = open_file(path);
    auto table = two_people(*store, GetParam());
    const std::string ann = table->join(0, "Ann", Table::Clock::now(), "10.0.0.1").value();
    // The premise: seat 1 holds a secret that only its holder sees.
    const json seen = table->view(0)["observation"];
    ASSERT_NE(seen, table->view(kSpectator)["observation"]) << "no secret to peek at";
    ASSERT_TRUE(table->leave(0, ann, "", "10.0.0.1").ok());

    // Nobody may take seat 1 now, from any address: the stand-in bot plays it
    // with the secret Ann read, and everyone is told who saw it. Nor seat 2,
    // still open when she left: back from another address, she would hold it
    // knowing seat 1's secret. The stand-in bot plays it too.
    for (const int seat : {0, 1}) {
      const json now = table->view(kSpectator)["seats"][seat];
      EXPECT_NE(now["kind"], "human") << "seat " << seat;
      EXPECT_TRUE(now["taken"].get<bool>());
      EXPECT_FALSE(table->join(seat, "Ann again", Table::Clock::now(), "10.0.0.1").ok());
      EXPECT_FALSE(table->join(seat, "Bob", Table::Clock::now(), "10.0.0.2").ok());
    }
    EXPECT_EQ(seen_by(table->view(kSpectator), 0), json::array({"Ann"}));
    EXPECT_EQ(seen_by(table->view(kSpectator), 1), json::array());
    EXPECT_EQ(table->summary()["seats"][0]["seen_by"], json::array({"Ann"}));
    // The bot plays on for Ann: the seat says so (the result names her too).
    EXPECT_EQ(table->view(kSpectator)["seats"][0].value("played_for", ""), "Ann");
    EXPECT_FALSE(table->view(kSpectator)["seats"][1].contains("played_for"));
  }
  // After a restart the table still knows who left which seat, and it stays the bot's.
  auto store = open_file(path);
  auto record = store->load_table("t1").value();
  ASSERT_TRUE(record.has_value());
  ASSERT_EQ(record->departures.size(), 1u);
  EXPECT_EQ(record->departures[0].person, "10.0.0.1");
  EXPECT_NE(record->seats[0].kind, "human");
  auto table = Table::open(*record, store.get()).value();
  EXPECT_EQ(seen_by(table->view(kSpectator), 0), json::array({"Ann"}));
  EXPECT_EQ(table->view(kSpectator)["seats"][0].value("played_for", ""), "Ann");
  EXPECT_FALSE(table->join(0, "Ann", Table::Clock::now(), "10.0.0.1").ok());
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

// Before the game starts (a host's table waiting for its guests) no secret has
// been dealt: a seat given up opens again.
TEST(SeatPeeking, BeforeAnythingIsDealtASeatLeftOpensAgain) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  TableRecord r{"t2", "push_push(players=3)", 11, {}, {}, {}};
  r.seats = {{"human", "", ""}, {"human", "", ""}, {"human", "Host", new_credential()}};
  Access access;
  access.host = 2;
  ASSERT_TRUE(store->create_access(r.id, access).ok());
  ASSERT_TRUE(store->create_table(r).ok());
  auto table = Table::open(r, store.get()).value();
  const std::string ann = table->join(0, "Ann", Table::Clock::now(), "10.0.0.1").value();
  ASSERT_TRUE(table->waiting()) << "seat 2 is still open: nothing is dealt";
  ASSERT_TRUE(table->leave(0, ann, "", "10.0.0.1").ok());
  const json seat = table->view(kSpectator)["seats"][0];
  EXPECT_EQ(seat["kind"], "human");
  EXPECT_FALSE(seat["taken"].get<bool>());
}

INSTANTIATE_TEST_SUITE_P(HiddenSeats, SeatPeeking,
                         ::testing::Values("fistful(players=2,advanced=true)",
                                           "push_push(players=2)",
                                           "plucky(players=2,mode=capture_the_fish)"),
                         [](const auto& info) {
                           return std::string(info.index == 0   ? "FistfulAdvanced"
                                              : info.index == 1 ? "PushPush"
                                                                : "Plucky");
                         });

TEST(SeatPeeking, ABotMayAlwaysTakeASeatAPersonLeft) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  auto table = two_people(*store, "fistful(players=2,advanced=true)");
  const std::string ann = table->join(0, "Ann", Table::Clock::now(), "10.0.0.1").value();
  ASSERT_TRUE(table->leave(0, ann, "random", "10.0.0.1").ok());
  const json seat = table->view(kSpectator)["seats"][0];
  EXPECT_EQ(seat["kind"], "random");
  EXPECT_TRUE(seat["taken"].get<bool>());
  EXPECT_EQ(seat["seen_by"], json::array({"Ann"}));  // told all the same
  EXPECT_FALSE(table->join(1, "Ann", Table::Clock::now(), "10.0.0.1").ok());
}

TEST(SeatPeeking, SomeoneWhoNeverLeftMayHoldTwoSeatsAsAtOneScreen) {
  // Friends at one screen (one address) take a seat each; nobody left, nobody
  // is named.
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  auto table = two_people(*store, "push_push(players=2)");
  ASSERT_TRUE(table->join(0, "Ann", Table::Clock::now(), "10.0.0.1").ok());
  ASSERT_TRUE(table->join(1, "Bob", Table::Clock::now(), "10.0.0.1").ok());
  EXPECT_EQ(seen_by(table->view(kSpectator), 0), json::array());
  EXPECT_EQ(seen_by(table->view(kSpectator), 1), json::array());
}

}  // namespace
}  // namespace rookery
