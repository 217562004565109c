// Several server processes over one PostgreSQL database (docs/deploy.md;
// server/ownership.h), here as several lobbies in one test, each with its own
// store and so its own name among the others: a table passes to the lobby a
// client asks, is taken over when its holder stops renewing, resumes a Match
// card with the time it had left, and a lobby that lost a table writes
// nothing more to it. The card clock's part needs no database.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <pqxx/pqxx>
#include <thread>

#include "server/connection_limits.h"
#include "server/lobby.h"
#include "server/ownership.h"

namespace rookery {
namespace {

using std::chrono::milliseconds;
using Clock = Table::Clock;

// Asks `lobby` for `id` until it has it (every 50 ms, for up to `within`).
std::shared_ptr<Table> reach(Lobby& lobby, const std::string& id, milliseconds within) {
  const auto until = Clock::now() + within;
  for (;;) {
    if (auto t = lobby.find(id)) return t;
    if (Clock::now() > until) return nullptr;
    std::this_thread::sleep_for(milliseconds(50));
  }
}

TEST(TakenOver, AMatchCardGoesOnWithTheTimeItHadLeft) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  const auto t0 = Clock::now();
  TableRecord r{
      "m1", "match(players=2,card_ms=2000)", 5, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  ASSERT_TRUE(store->create_table(r).ok());
  auto first = Table::open(r, store.get(), t0).value();
  (void)first->join(0, "Ann", t0).value();
  (void)first->join(1, "Bob", t0).value();  // the first card is turned
  EXPECT_FALSE(first->clock_mark(t0 - milliseconds(1)) == std::nullopt);
  const ClockMark mark = first->clock_mark(t0 + milliseconds(1300)).value();
  EXPECT_EQ(mark.version, 1);
  EXPECT_EQ(mark.elapsed_ms, 1300);
  // Another process opens the stored table later: afresh, the card would have
  // its whole 2 s again; resumed, it has the 700 ms it had left.
  const auto later = t0 + milliseconds(5000);
  auto second = Table::open(first->record(), store.get(), later).value();
  EXPECT_EQ(second->view(kSpectator, 0, later)["clock"]["since_card_ms"], 0);
  second->resume_clock(mark, later);
  EXPECT_EQ(second->view(kSpectator, 0, later)["clock"]["since_card_ms"], 1300);
  EXPECT_EQ(second->deadline().value(), later + milliseconds(700));
  // A mark of another step (a move made since) is not applied.
  auto third = Table::open(first->record(), store.get(), later).value();
  third->resume_clock({0, 1300}, later);
  EXPECT_EQ(third->view(kSpectator, 0, later)["clock"]["since_card_ms"], 0);
}

// Two lobbies sharing a fresh schema of the test database.
class Cluster : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
    if (base == nullptr || *base == 0) {
      GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)";
    }
    static int count = 0;
    schema_ = "cluster_" + std::to_string(::getpid()) + "_" + std::to_string(++count);
    pqxx::connection c(base);
    pqxx::nontransaction n(c);
    n.exec("CREATE SCHEMA " + schema_);
    url_ = std::string(base) + "?options=-csearch_path%3D" + schema_;
  }
  void TearDown() override {
    if (schema_.empty()) return;
    pqxx::connection c(std::getenv("ROOKERY_TEST_POSTGRES"));
    pqxx::nontransaction n(c);
    n.exec("DROP SCHEMA " + schema_ + " CASCADE");
  }
  std::unique_ptr<Lobby> lobby(LobbyLimits limits = {}) {
    auto store = open_store(url_, Durability::kProcess);
    EXPECT_TRUE(store.ok()) << store.error().message;
    return std::make_unique<Lobby>(std::move(*store), 1, limits);
  }
  void sql(const std::string& statement) {
    pqxx::connection c(url_);
    pqxx::nontransaction n(c);
    n.exec(statement);
  }
  std::string schema_;
  std::string url_;
};

TEST_F(Cluster, ATablePassesToTheProcessItsPlayersAsk) {
  auto a = lobby();
  auto b = lobby();
  auto made = a->create("pantolino", {"human", "human"}).value();
  const std::string id = made->id();
  const std::string ann = made->join(0, "Ann").value();
  // Listed by every process at once, though only one holds it.
  EXPECT_EQ(b->list()["total"], 1);
  EXPECT_EQ(b->list()["tables"][0]["table"], id);
  // Asked of b: moving for a moment, then b's.
  EXPECT_EQ(b->find(id), nullptr);
  EXPECT_TRUE(b->moving(id));
  auto there = reach(*b, id, milliseconds(3000));
  ASSERT_NE(there, nullptr);
  // A request whose look missed it, answered after it arrived, is told to ask
  // again, not that there is no such table (its arrival ended the asking).
  EXPECT_TRUE(b->moving(id));
  EXPECT_EQ(there->version(), made->version());
  // a gave it up: its copy is retired and can write nothing more.
  EXPECT_TRUE(made->retired());
  const std::string move = made->view(0)["legal"][0];
  auto refused = made->act(0, ann, move);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().code, ErrorCode::kMoving) << refused.error().message;
  // The seat's holder goes on at b, with the same credential.
  EXPECT_TRUE(there->act(0, ann, move).ok());
  // Just taken for a client, it is not handed straight back.
  EXPECT_EQ(a->find(id), nullptr);
  std::this_thread::sleep_for(milliseconds(600));
  EXPECT_EQ(a->find(id), nullptr);
  EXPECT_FALSE(there->retired());
}

// One client's games in play count in every process: the limit does not
// multiply by the number of processes.
TEST_F(Cluster, TablesPerClientCountInEveryProcess) {
  LobbyLimits limits;
  limits.tables_per_client = 3;
  auto a = lobby(limits);
  auto b = lobby(limits);
  for (int i = 0; i < 2; ++i)
    ASSERT_TRUE(a->create("pantolino", {"human", "human"}, {}, "10.9.9.9").ok());
  ASSERT_TRUE(b->create("pantolino", {"human", "human"}, {}, "10.9.9.9").ok());
  auto refused = b->create("pantolino", {"human", "human"}, {}, "10.9.9.9");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().code, ErrorCode::kLimitReached);
  EXPECT_EQ(a->create("pantolino", {"human", "human"}, {}, "10.9.9.9").error().code,
            ErrorCode::kLimitReached);
  EXPECT_TRUE(a->create("pantolino", {"human", "human"}, {}, "10.9.9.8").ok());  // another client
}

// The table limit (--max-tables) counts the games in play in every process,
// and a table that left memory everywhere (its lease let go) no longer counts.
TEST_F(Cluster, TheTableLimitCountsEveryProcess) {
  LobbyLimits limits;
  limits.open_tables = 3;
  auto a = lobby(limits);
  auto b = lobby(limits);
  for (int i = 0; i < 2; ++i) ASSERT_TRUE(a->create("pantolino", {"human", "human"}).ok());
  ASSERT_TRUE(b->create("pantolino", {"human", "human"}).ok());
  auto refused = b->create("pantolino", {"human", "human"});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().code, ErrorCode::kLimitReached);
  EXPECT_NE(refused.error().message.find("3 games in play"), std::string::npos)
      << refused.error().message;
  EXPECT_EQ(a->create("pantolino", {"human", "human"}).error().code, ErrorCode::kLimitReached);
  // a's two tables leave memory (idle): they are in play nowhere now.
  EXPECT_EQ(a->unload_idle(Clock::now() + std::chrono::hours(1)), 2u);
  EXPECT_TRUE(b->create("pantolino", {"human", "human"}).ok());
}

// One address's connections and its places at the coach are counted across
// the processes (SiteCounts), as shared at each lease renewal.
TEST_F(Cluster, OneClientsConnectionsAndCoachPlacesCountInEveryProcess) {
  auto a = lobby();
  auto b = lobby();
  ASSERT_NE(a->site_counts(), nullptr);
  {  // the places go before the lobbies whose counts they change
    ConnectionLimits at_a(100, 3, a->site_counts());
    ConnectionLimits at_b(100, 3, b->site_counts());
    auto first = at_a.open("10.1.1.1");
    auto second = at_a.open("10.1.1.1");
    ASSERT_TRUE(first && second);
    ASSERT_TRUE(a->share_counts().ok());
    ASSERT_TRUE(b->share_counts().ok());
    auto third = at_b.open("10.1.1.1");
    EXPECT_NE(third, nullptr);
    EXPECT_EQ(at_b.open("10.1.1.1"), nullptr) << "a fourth connection, in the other process";
    EXPECT_NE(at_b.open("10.1.1.2"), nullptr) << "another address has its own";
    // One closed at a: b may take another once a has shared it.
    second.reset();
    ASSERT_TRUE(a->share_counts().ok());
    ASSERT_TRUE(b->share_counts().ok());
    EXPECT_NE(at_b.open("10.1.1.1"), nullptr);
  }
  // The coach's places: kCoachJobsPerAsker per address in all.
  const Lobby::CoachAsker who{"10.2.2.2", "secret-credential"};
  for (int i = 0; i < Lobby::kCoachJobsPerAsker; ++i) ASSERT_TRUE(a->coach_reserve(who));
  ASSERT_TRUE(a->share_counts().ok());
  ASSERT_TRUE(b->share_counts().ok());
  EXPECT_FALSE(b->coach_reserve(who));
  EXPECT_FALSE(b->coach_reserve({"10.2.2.3", "secret-credential"})) << "the same credential";
  EXPECT_TRUE(b->coach_reserve({"10.2.2.3", "another-credential"}));
  // The credential is not written to the database, only its hash.
  pqxx::connection c(url_);
  pqxx::nontransaction n(c);
  EXPECT_EQ(n.exec("SELECT count(*) FROM counts WHERE key LIKE '%secret%'")[0][0].as<int>(), 0);
  EXPECT_GT(n.exec("SELECT count(*) FROM counts WHERE kind = 'coach credential'")[0][0].as<int>(),
            0);
  // A process that stops (here without giving its places back) counts no more
  // once its last renewal has run out.
  a.reset();
  std::this_thread::sleep_for(kLeaseTime + milliseconds(200));
  ASSERT_TRUE(b->share_counts().ok());
  EXPECT_TRUE(b->coach_reserve(who));
}

// A request naming a seat with a wrong credential, sent to another process,
// is answered there by a copy, and the table stays with its players.
TEST_F(Cluster, AWrongCredentialNeverMovesATable) {
  auto a = lobby();
  auto b = lobby();
  auto made = a->create("pantolino", {"human", "human"}).value();
  const std::string id = made->id();
  const std::string ann = made->join(0, "Ann").value();
  for (int i = 0; i < 5; ++i) {
    auto copy = b->find_for_seat(id, 0, std::string(32, '0'));
    ASSERT_NE(copy, nullptr);
    EXPECT_FALSE(copy->holds(0, std::string(32, '0')));
    std::this_thread::sleep_for(milliseconds(200));
  }
  EXPECT_FALSE(b->moving(id));
  EXPECT_FALSE(made->retired()) << "the table left the process its players use";
  // The holder's own credential, asked of b, takes it there as before.
  EXPECT_EQ(b->find_for_seat(id, 0, ann), nullptr);  // asked of a: moving for a moment
  EXPECT_TRUE(b->moving(id));
  EXPECT_NE(reach(*b, id, milliseconds(3000)), nullptr);
}

TEST_F(Cluster, ASpectatorElsewhereFollowsTheTableWithoutMovingIt) {
  auto a = lobby();
  auto b = lobby();
  auto made = a->create("pantolino", {"human", "random"}).value();
  const std::string id = made->id();
  const std::string ann = made->join(0, "Ann").value();
  // At b, a copy that follows: at once, and the table stays at a.
  auto copy = b->find_to_watch(id);
  ASSERT_NE(copy, nullptr);
  EXPECT_FALSE(b->moving(id));
  EXPECT_EQ(copy->version(), made->version());
  EXPECT_TRUE(copy->bot_jobs().empty());
  int heard = 0;
  copy->subscribe([&heard] { ++heard; });
  // Ann plays at a; b's copy catches up, told through the database.
  for (int moves = 0; moves < 6;) {
    const nlohmann::json legal = made->view(0)["legal"];
    if (legal.empty()) {
      std::this_thread::sleep_for(milliseconds(10));  // the bot's turn
      continue;
    }
    ASSERT_TRUE(made->act(0, ann, legal[0].get<std::string>()).ok());
    ++moves;
  }
  // The bot at a may still be moving: wait for the table to rest, then compare.
  for (int v = -1; v != made->version();) {
    v = made->version();
    std::this_thread::sleep_for(milliseconds(100));
  }
  const auto until = Clock::now() + milliseconds(3000);
  while (copy->version() != made->version() && Clock::now() < until) {
    std::this_thread::sleep_for(milliseconds(20));
  }
  EXPECT_EQ(copy->version(), made->version());
  EXPECT_GT(heard, 0);
  // A spectator sees the same at either process (presence aside).
  auto seen = [](const Table& t) {
    nlohmann::json v = t.view(kSpectator);
    v.erase("hand_over_after_ms");
    for (auto& seat : v["seats"]) {
      seat.erase("connected");
      seat.erase("away_ms");
      seat.erase("latency_ms");
    }
    return v.dump();
  };
  EXPECT_EQ(seen(*copy), seen(*made));
  EXPECT_FALSE(made->retired());
  EXPECT_FALSE(copy->retired());
  // A player asking b takes the table there: the copy ends, its watchers
  // reconnect to the table itself.
  EXPECT_EQ(b->find(id), nullptr);
  ASSERT_NE(reach(*b, id, milliseconds(3000)), nullptr);
  EXPECT_TRUE(copy->retired());
  EXPECT_NE(b->find_to_watch(id), copy);
}

TEST_F(Cluster, ATableWhoseHolderStoppedIsTakenUpAndItsBotsGoOn) {
  auto a = lobby();
  auto b = lobby();
  // A person and a bot: b must take it up unasked for the bot to answer.
  auto made = b->create("pantolino", {"human", "heuristic"}).value();
  const std::string id = made->id();
  const std::string ann = made->join(0, "Ann").value();
  made = nullptr;
  // b stops renewing, as if killed: its leases are left to expire (under a
  // name no process has, so that b's clean stop cannot free them first).
  sql("UPDATE leases SET owner = 'gone', expires = now() + interval '300 milliseconds'");
  b.reset();
  auto there = reach(*a, id, milliseconds(5000));
  ASSERT_NE(there, nullptr);
  // Ann moves until the bot must answer; the bot answers at a.
  for (int i = 0; i < 50 && !there->terminal(); ++i) {
    const auto view = there->view(0);
    if (view["legal"].empty()) {
      std::this_thread::sleep_for(milliseconds(20));
      continue;
    }
    auto moved = there->act(0, ann, view["legal"].back().get<std::string>());
    ASSERT_TRUE(moved.ok()) << moved.error().message;
  }
  pqxx::connection c(url_);
  pqxx::read_transaction r(c);
  EXPECT_GT(r.exec_params1("SELECT count(*) FROM moves WHERE table_id = $1 AND player = 1", id)[0]
                .as<int>(),
            0);
}

TEST_F(Cluster, AnUnaskedTableOfAStoppedHolderIsTakenUpWithinItsLease) {
  auto a = lobby();
  auto b = lobby();
  const std::string id = b->create("pantolino", {"human", "human"}).value()->id();
  sql("UPDATE leases SET owner = 'gone', expires = now() + interval '300 milliseconds'");
  b.reset();  // as if killed (see above)
  // Nobody asks for it: a takes it up by itself.
  const auto until = Clock::now() + milliseconds(3000);
  while (a->loaded() == 0 && Clock::now() < until) std::this_thread::sleep_for(milliseconds(50));
  EXPECT_EQ(a->loaded(), 1u);
  pqxx::connection c(url_);
  pqxx::read_transaction r(c);
  EXPECT_EQ(
      r.exec_params1("SELECT count(*) FROM leases WHERE table_id = $1 AND owner = 'gone'", id)[0]
          .as<int>(),
      0);
}

TEST_F(Cluster, AMatchTableMovesWithItsCardsTimeLeft) {
  auto a = lobby();
  auto b = lobby();
  auto made = a->create("match(players=2,card_ms=9000)", {"human", "human"}).value();
  (void)made->join(0, "Ann").value();
  (void)made->join(1, "Bob").value();
  std::this_thread::sleep_for(milliseconds(1200));
  const ClockMark before = made->clock_mark().value();
  ASSERT_GE(before.elapsed_ms, 1200);
  auto there = reach(*b, made->id(), milliseconds(3000));
  ASSERT_NE(there, nullptr);
  // Resumed where it was, not afresh (which would be near 0).
  const ClockMark after = there->clock_mark().value();
  EXPECT_EQ(after.version, before.version);
  EXPECT_GE(after.elapsed_ms, before.elapsed_ms);
  EXPECT_LT(after.elapsed_ms, before.elapsed_ms + 3000);
}

TEST_F(Cluster, AStoreThatDoesNotHoldATableWritesNothingToIt) {
  auto store = open_store(url_, Durability::kProcess).value();
  TableRecord t{"abcd0123", "pantolino(players=2)", 1, {{"human", "", ""}, {"random", "", ""}}, {},
                {}};
  ASSERT_TRUE(store->create_table(t).ok());
  ASSERT_TRUE(store->append_move("abcd0123", 1, {-1, "roll red red star blue"}).ok());
  sql("UPDATE leases SET owner = 'another'");
  auto refused = store->append_move("abcd0123", 2, {0, "stop"});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().code, ErrorCode::kMoving);
  EXPECT_FALSE(store->update_seat("abcd0123", 0, {"human", "x", "Ann"}).ok());
  EXPECT_FALSE(store->remove_moves_from("abcd0123", 1).ok());
  EXPECT_EQ(store->load_table("abcd0123").value()->moves.size(), 1u);
}

}  // namespace
}  // namespace rookery
