// The coach at a table without the network (table.h, "the coach"): a hint's
// work is handed out once per version and its answer found after it runs; the
// lobby lets at most Lobby::kCoachJobs of the coach's jobs out at once, and a
// table asked while there is no room says the coach is busy.
#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <thread>

#include "server/lobby.h"

namespace rookery {
namespace {

std::unique_ptr<Store> memory_store() {
  return open_sqlite_store(":memory:", Durability::kProcess).value();
}

// A solo Pantolino table with its one seat taken; the credential in `credential`.
std::shared_ptr<Table> solo(Store& store, std::string& credential, std::uint64_t seed = 3) {
  TableRecord r{
      "solo" + std::to_string(seed), "pantolino(players=1)", seed, {{"human", "", ""}}, {}, {}};
  EXPECT_TRUE(store.create_table(r).ok());
  auto table = Table::open(r, &store).value();
  credential = table->join(0, "Ann").value();
  return table;
}

TEST(CoachTable, AHintIsWorkedOutOnceAndThenAnswered) {
  auto store = memory_store();
  std::string credential;
  auto table = solo(*store, credential);
  auto first = table->hint(0, credential).value();
  EXPECT_FALSE(first.ready);
  EXPECT_EQ(first.body["status"], "thinking");
  ASSERT_TRUE(first.work);
  // Asked again while the work is out: no second piece of work.
  auto again = table->hint(0, credential).value();
  EXPECT_FALSE(again.ready);
  EXPECT_FALSE(again.work);
  EXPECT_FALSE(first.work());  // a hint is one run
  auto done = table->hint(0, credential).value();
  ASSERT_TRUE(done.ready);
  EXPECT_EQ(done.body["assessment"]["measure"], "boots");
  EXPECT_TRUE(done.body["assessment"]["exact"].get<bool>());
  // A wrong credential, a seat that is not there.
  EXPECT_FALSE(table->hint(0, credential + "0").ok());
  EXPECT_FALSE(table->hint(3, credential).ok());
}

TEST(CoachTable, WithNoRoomNewWorkIsRefusedButAnswersMadeAreGiven) {
  auto store = memory_store();
  std::string credential;
  auto table = solo(*store, credential);
  const Result<Table::CoachReply> busy = table->hint(0, credential, false);
  ASSERT_FALSE(busy.ok());
  EXPECT_EQ(busy.error().code, ErrorCode::kLimitReached);
  EXPECT_NE(busy.error().message.find("busy"), std::string::npos);
  auto started = table->hint(0, credential).value();
  started.work();
  EXPECT_TRUE(table->hint(0, credential, false).value().ready);
}

TEST(CoachTable, TheLobbyLetsOutAtMostItsShareOfCoachJobs) {
  Lobby lobby(memory_store(), 1);
  auto table = lobby.create("pantolino(players=1)", {"human"}).value();
  std::mutex m;
  std::condition_variable cv;
  bool release = false;
  const auto blocked = [&] {
    std::unique_lock lock(m);
    cv.wait(lock, [&] { return release; });
    return false;
  };
  for (int i = 0; i < Lobby::kCoachJobs; ++i) {
    ASSERT_TRUE(lobby.coach_reserve()) << i;
    lobby.coach(table, blocked);
  }
  EXPECT_FALSE(lobby.coach_reserve());
  {
    std::lock_guard lock(m);
    release = true;
  }
  cv.notify_all();
  bool room = false;
  for (int i = 0; i < 500 && !(room = lobby.coach_reserve()); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(room);
  lobby.coach_release();
}

// A position taken back (undo) and played again has the same version as the
// one before: no hint made for the first is given for the second, and work
// still running for the first fills in nothing.
TEST(CoachTable, AHintMadeBeforeAnUndoIsNotGivenAfterIt) {
  auto store = memory_store();
  std::string credential;
  // A first roll that lets two tokens or more be taken after "stop": a choice.
  std::shared_ptr<Table> table;
  for (std::uint64_t seed = 1; seed < 100 && !table; ++seed) {
    table = solo(*store, credential, seed);
    ASSERT_TRUE(table->act(0, credential, "stop").ok());
    if (table->view(0)["legal"].size() < 2) table = nullptr;
  }
  ASSERT_NE(table, nullptr);
  auto before = table->hint(0, credential).value();
  ASSERT_TRUE(before.work);
  EXPECT_FALSE(before.work());
  ASSERT_TRUE(table->hint(0, credential).value().ready);
  ASSERT_TRUE(table->undo(0, credential).ok());
  ASSERT_TRUE(table->act(0, credential, "stop").ok());
  auto after = table->hint(0, credential).value();
  EXPECT_FALSE(after.ready) << after.body.dump();
  ASSERT_TRUE(after.work);
  // Work for a position taken back, run late, fills in nothing.
  ASSERT_TRUE(table->undo(0, credential).ok());
  ASSERT_TRUE(table->act(0, credential, "stop").ok());
  EXPECT_FALSE(after.work());
  EXPECT_FALSE(table->hint(0, credential).value().ready);
}

}  // namespace
}  // namespace rookery
