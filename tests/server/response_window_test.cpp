// Response windows at an online table (server/pass_window.h): every pass lands no
// earlier than PassWindow::kDefaultMinimum after the move that opened the window, a
// person with nothing but "pass" is passed for then, and a pass sent sooner is
// held until then, so how long a window lasts tells nobody what a person holds
// (Plucky Penguins R7, PL-8; docs/protocol.md, "Response windows").
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "core/rng.h"
#include "server/lobby.h"
#include "server/store.h"
#include "server/table.h"

namespace rookery {
namespace {

using Clock = Table::Clock;
constexpr auto kLater = std::chrono::hours(1);  // a move sent long after its window opened

struct Seated {
  std::shared_ptr<Table> table;
  std::vector<std::string> credentials;
};

Seated plucky_table(Store* store, int players) {
  TableRecord r{"pl", "plucky(players=" + std::to_string(players) + ")", 11, {}, {}, {}};
  for (int s = 0; s < players; ++s) r.seats.push_back({"human", "", ""});
  EXPECT_TRUE(store->create_table(r).ok());
  Seated out{Table::open(r, store).value(), {}};
  for (int s = 0; s < players; ++s)
    out.credentials.push_back(out.table->join(s, "p" + std::to_string(s)).value());
  return out;
}

// The seat that acts now with the legal moves it has, from its own view.
std::pair<int, std::vector<std::string>> acting(const Table& table) {
  const nlohmann::json spectator = table.view(kSpectator);
  const int seat = spectator["acting"].at(0).get<int>();
  return {seat, table.view(seat)["legal"].get<std::vector<std::string>>()};
}

// Plays seeded random moves, each sent long after its window opened (so none is
// held), until `stop` says so; false when the game ended first.
template <typename Stop>
bool play_until(Seated& t, Rng& rng, Stop stop) {
  for (int i = 0; i < 5000 && !t.table->terminal(); ++i) {
    auto [seat, legal] = acting(*t.table);
    if (stop(seat, legal)) return true;
    const std::string& move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    const int before = t.table->version();
    const auto v = t.table->act(seat, t.credentials[static_cast<std::size_t>(seat)], move,
                                Clock::now() + kLater);
    EXPECT_TRUE(v.ok()) << v.error().message;
    if (v.ok()) {
      EXPECT_GT(*v, before) << "\"" << move << "\" sent after the minimum is made at once";
    }
  }
  return false;
}

const auto only_pass = [](int, const std::vector<std::string>& legal) {
  return legal.size() == 1 && legal[0] == "pass";
};

TEST(ResponseWindows, APersonWithNothingButPassIsPassedForOnceTheMinimumIsOver_PL8) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  Seated t = plucky_table(store.get(), 3);
  Rng rng(5);
  ASSERT_TRUE(play_until(t, rng, only_pass));
  const int version = t.table->version();
  const auto due = t.table->deadline();
  ASSERT_TRUE(due.has_value()) << "a forced pass is due";
  EXPECT_LE(*due, Clock::now() + PassWindow::kDefaultMinimum);
  // Nothing happens before the minimum ...
  ASSERT_TRUE(t.table->tick(*due - std::chrono::milliseconds(1)).ok());
  EXPECT_EQ(t.table->version(), version);
  // ... and at it the pass is made for the seat, logged as its pass.
  const int seat = acting(*t.table).first;
  ASSERT_TRUE(t.table->tick(*due).ok());
  ASSERT_GT(t.table->version(), version);
  const nlohmann::json entry = t.table->view(kSpectator, version)["log"].at(0);
  EXPECT_EQ(entry["player"], seat);
  EXPECT_EQ(entry["text"], "pass");
}

TEST(ResponseWindows, APassSentBeforeTheMinimumIsHeldThenMade_PL8) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  Seated t = plucky_table(store.get(), 3);
  Rng rng(8);
  // A seat that may answer or pass: its quick pass must look like a forced one.
  ASSERT_TRUE(play_until(t, rng, [](int, const std::vector<std::string>& legal) {
    return legal.size() > 1 && std::find(legal.begin(), legal.end(), "pass") != legal.end();
  }));
  const auto [seat, legal] = acting(*t.table);
  const int version = t.table->version();
  const auto v = t.table->act(seat, t.credentials[static_cast<std::size_t>(seat)], "pass");
  ASSERT_TRUE(v.ok()) << v.error().message;
  EXPECT_EQ(*v, version) << "held, not made yet";
  EXPECT_EQ(t.table->version(), version);
  const auto due = t.table->deadline();
  ASSERT_TRUE(due.has_value());
  ASSERT_TRUE(t.table->tick(*due).ok());
  EXPECT_GT(t.table->version(), version);
  EXPECT_EQ(t.table->view(kSpectator, version)["log"].at(0)["player"], seat);
}

TEST(ResponseWindows, APassAfterTheMinimumLandsAtOnceAndOtherMovesAreNeverHeld) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  Seated t = plucky_table(store.get(), 3);
  Rng rng(7);
  int moves = 0;
  int passes = 0;
  // Every move in play_until is sent after the minimum: each one is made at once
  // (play_until checks that the version moved), passes among them. (A random game
  // may end early: it stops at 200 moves or once 40 windows have passed.)
  ASSERT_TRUE(play_until(t, rng, [&](int, const std::vector<std::string>& legal) {
    passes += std::count(legal.begin(), legal.end(), "pass");
    return ++moves > 200 || passes > 40;
  }));
  EXPECT_GT(passes, 10);
  // No table without "pass" among its moves has windows: nothing is ever due.
  TableRecord r{"pa", "pantolino(players=2)", 1, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  ASSERT_TRUE(store->create_table(r).ok());
  auto pantolino = Table::open(r, store.get()).value();
  EXPECT_FALSE(pantolino->deadline().has_value());
}

TEST(ResponseWindows, TheLobbyPassesForAPersonWithNothingToAnswerAndTheGameGoesOn) {
  LobbyLimits limits;
  limits.response_window = std::chrono::milliseconds(20);
  Lobby lobby(open_sqlite_store(":memory:", Durability::kProcess).value(), 1, limits);
  auto table = lobby.create("plucky(players=3)", {"human", "random", "random"}, 4).value();
  const std::string ann = table->join(0, "Ann").value();
  Rng rng(4);
  int passed_for_ann = 0;
  const auto until = Clock::now() + std::chrono::seconds(60);
  while (passed_for_ann < 3 && !table->terminal() && Clock::now() < until) {
    const nlohmann::json mine = table->view(0);
    const auto legal = mine["legal"].get<std::vector<std::string>>();
    if (legal.empty()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    const int version = mine["version"];
    if (legal.size() == 1 && legal[0] == "pass") {
      // Ann sends nothing: the server passes for her.
      while (table->version() == version && Clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      }
      ASSERT_EQ(table->view(0, version)["log"].at(0)["player"], 0);
      ++passed_for_ann;
      continue;
    }
    const std::string& move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    ASSERT_TRUE(table->act(0, ann, move).ok());
  }
  EXPECT_EQ(passed_for_ann, 3) << "three windows where Ann held nothing that answers";
}

}  // namespace
}  // namespace rookery
