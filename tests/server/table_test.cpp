// The online table without the network: the store, a table's authority over
// moves, durability before acknowledgement, projections that leak nothing, and
// bots on worker threads (docs/protocol.md, "The online table").
#include "server/table.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <thread>

#include "ai/mcts_bot.h"
#include "core/playthrough.h"
#include "core/rng.h"
#include "games/registry.h"
#include "server/lobby.h"
#include "server/store.h"
#include "tests/server/view_text.h"

namespace rookery {
namespace {

std::unique_ptr<Store> memory_store() {
  auto store = open_sqlite_store(":memory:", Durability::kProcess);
  EXPECT_TRUE(store.ok());
  return std::move(*store);
}

// A store whose writes fail, as on a full disk.
class FullDisk final : public Store {
 public:
  Result<void> create_table(const TableRecord&) override { return ok_result(); }
  Result<void> append_move(const std::string&, int, const MoveRecord&) override {
    return fail ? make_error(ErrorCode::kIoError, "disk full") : ok_result();
  }
  Result<void> append_moves(const std::string& table, int version,
                            const std::vector<MoveRecord>& moves) override {
    writes.push_back(moves);
    return Store::append_moves(table, version, moves);
  }
  Result<void> remove_moves_from(const std::string&, int) override {
    return fail ? make_error(ErrorCode::kIoError, "disk full") : ok_result();
  }
  Result<void> update_seat(const std::string&, int, const SeatRecord&) override {
    return ok_result();
  }
  Result<void> vacate_seat(const std::string&, const Departure&, const SeatRecord&) override {
    return ok_result();
  }
  Result<std::vector<TableRecord>> load_all() override { return std::vector<TableRecord>{}; }
  Result<std::optional<TableRecord>> load_table(const std::string&) override {
    return std::optional<TableRecord>();
  }
  bool fail = false;
  std::vector<std::vector<MoveRecord>> writes;  // each append_moves, in order
};

std::string temp_db(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("rookery-" + name + "-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  std::filesystem::remove(path.string() + "-wal");
  std::filesystem::remove(path.string() + "-shm");
  return path.string();
}

// Bots are named "Bot: ..." at a table (from the bot table): a person may not
// take a name that passes for one; any other name is theirs.
TEST(Table, APersonsNameMayNotPassForABot) {
  EXPECT_FALSE(check_seat_name("Bot: strongest measured").ok());
  EXPECT_FALSE(check_seat_name("  bOT:x").ok());
  EXPECT_NE(check_seat_name("Bot: x").error().message.find("names the bots"), std::string::npos);
  EXPECT_TRUE(check_seat_name("Botany").ok());
  EXPECT_TRUE(check_seat_name("Robot: Rex").ok());
  EXPECT_TRUE(check_seat_name("Bot").ok());
  // Nor in other spaces, invisible characters or look-alike letters (NFKC's
  // compatibility forms), and no name turns the text around it.
  for (const char* lookalike :
       {"B\u200bot: random moves", "\u00a0Bot: random moves", "\uff22ot: random", "\u202eAnn",
        "Ann\u2066", "B o t : x", "\U0001d401ot: x", "\u24b7ot: x", "Bot\uff1a x", "Bot\ufe55 x",
        "\u3000bot:x",
        // Forms that only a full NFKC fold reads as "bot:": modifier letters, Fraktur,
        // circled letters with a vertical presentation colon, a small colon.
        "\u1d2e\u1d52\u1d57: x", "\U0001d505ot: x", "\u24b7\u24de\u24e3\ufe13x", "bot\ufe55x"}) {
    EXPECT_FALSE(check_seat_name(lookalike).ok()) << lookalike;
  }
  EXPECT_TRUE(check_seat_name("Zoë").ok());
  EXPECT_TRUE(check_seat_name("\u738b\u5c0f\u660e").ok());
  EXPECT_TRUE(check_seat_name("\u0411\u043e\u0440\u0438\u0441").ok());
}

TEST(Table, OthersSeeASecretSimultaneousChoiceOnlyAsHasChosen) {
  // Push Push: every player secretly puts one die on GO; the log shows the others
  // only that a choice was made, until the reveal.
  auto store = memory_store();
  TableRecord r{"pp", "push_push(players=2)", 3, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  ASSERT_TRUE(store->create_table(r).ok());
  auto table = Table::open(r, store.get()).value();
  auto ann = table->join(0, "Ann").value();
  ASSERT_TRUE(table->join(1, "Bob").ok());
  const auto mine = table->view(0);
  ASSERT_FALSE(mine["legal"].empty());
  const std::string choice = mine["legal"][0];
  ASSERT_TRUE(table->act(0, ann, choice).ok());
  const auto last = [&](Player viewer) {
    return table->view(viewer)["log"].back()["text"].get<std::string>();
  };
  EXPECT_EQ(last(0), choice);
  EXPECT_EQ(last(1), "has chosen");
  EXPECT_EQ(last(kSpectator), "has chosen");
  // Player 1's dice stay under the cup in the others' observation too.
  const nlohmann::json bobs = table->view(1);
  const auto& theirs = bobs["observation"]["penguins"][1];
  EXPECT_TRUE(theirs["has_chosen"].get<bool>());
  EXPECT_FALSE(theirs.contains("dice"));
}

// Waits up to a few seconds for `done`.
template <typename F>
bool eventually(F done) {
  for (int i = 0; i < 500; ++i) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// The same storage tests for each backend: an SQLite file, and a real PostgreSQL
// server when ROOKERY_TEST_POSTGRES names one (scripts/test starts it), each test
// in a schema of its own.
class Storage : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    static int count = 0;
    const std::string name = "s" + std::to_string(::getpid()) + "_" + std::to_string(++count);
    if (GetParam() == "sqlite") {
      where_ = temp_db(name);
      return;
    }
    const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
    if (base == nullptr || *base == 0) {
      GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)";
    }
    schema_ = name;
    pqxx::connection c(base);
    pqxx::nontransaction n(c);
    n.exec("CREATE SCHEMA " + schema_);
    where_ = std::string(base) + "?options=-csearch_path%3D" + schema_;
  }
  void TearDown() override {
    if (!schema_.empty()) {
      pqxx::connection c(std::getenv("ROOKERY_TEST_POSTGRES"));
      pqxx::nontransaction n(c);
      n.exec("DROP SCHEMA " + schema_ + " CASCADE");
    } else if (!where_.empty()) {
      std::filesystem::remove(where_);
      std::filesystem::remove(where_ + "-wal");
      std::filesystem::remove(where_ + "-shm");
    }
  }
  std::unique_ptr<Store> open(Durability d = Durability::kProcess) {
    auto store = open_store(where_, d);
    EXPECT_TRUE(store.ok()) << store.error().message;
    return std::move(*store);
  }
  std::string where_;
  std::string schema_;
};

TEST_P(Storage, TablesSeatsAndMovesSurviveReopening) {
  {
    auto store = open(Durability::kFull);
    TableRecord t{"abc", "pantolino(players=2)", 42, {{"human", "", ""}, {"random", "", ""}}, {},
                  {}};
    ASSERT_TRUE(store->create_table(t).ok());
    ASSERT_TRUE(store->append_move("abc", 1, {-1, "roll red red star blue"}).ok());
    ASSERT_TRUE(store->append_move("abc", 2, {0, "stop"}).ok());
    ASSERT_TRUE(store->update_seat("abc", 0, {"human", "secret", "Ann"}).ok());
    // The same move number twice is refused: a move is recorded once.
    EXPECT_FALSE(store->append_move("abc", 2, {0, "stop"}).ok());
    TableRecord big{"big", "pantolino(players=2)", ~0ULL, {{"human", "", ""}}, {}, {}};
    ASSERT_TRUE(store->create_table(big).ok());  // seeds use all 64 bits
  }
  auto store = open();
  auto tables = store->load_all().value();
  ASSERT_EQ(tables.size(), 2u);
  EXPECT_EQ(tables[0].seed, 42u);
  EXPECT_EQ(tables[1].seed, ~0ULL);
  EXPECT_EQ(tables[0].seats[0].credential, "secret");
  EXPECT_EQ(tables[0].seats[1].kind, "random");
  ASSERT_EQ(tables[0].moves.size(), 2u);
  EXPECT_EQ(tables[0].moves[1].action, "stop");
}

// The coach's settings and reviews (docs/protocol.md, "The coach"): a table made
// with hints on says so after reopening, a review is kept per seat and replaced
// when kept again, and a table stored before either has hints off and no review.
TEST_P(Storage, HintsAndReviewsSurviveReopening) {
  {
    auto store = open(Durability::kFull);
    ASSERT_TRUE(store->set_hints_on("abc").ok());
    ASSERT_TRUE(store->set_hints_on("abc").ok());  // twice is once
    ASSERT_TRUE(store->save_review("abc", 1, R"({"accuracy": 50})").ok());
    ASSERT_TRUE(store->save_review("abc", 1, R"({"accuracy": 75})").ok());
    ASSERT_TRUE(store->save_review("abc", 0, R"({"accuracy": 100})").ok());
  }
  auto store = open();
  EXPECT_TRUE(store->hints_on("abc").value());
  EXPECT_FALSE(store->hints_on("old").value());
  EXPECT_EQ(store->load_review("abc", 1).value(),
            std::optional<std::string>(R"({"accuracy": 75})"));
  EXPECT_EQ(store->load_review("abc", 0).value(),
            std::optional<std::string>(R"({"accuracy": 100})"));
  EXPECT_FALSE(store->load_review("abc", 2).value().has_value());
  EXPECT_FALSE(store->load_review("old", 0).value().has_value());
}

// Moves taken back (Table::undo) are gone from the store, and the table goes on
// from there: the next move takes the freed number.
TEST_P(Storage, MovesTakenBackAreGoneAfterReopening) {
  {
    auto store = open(Durability::kFull);
    TableRecord t{"abc", "plucky(players=3)", 42, {}, {}, {}};
    ASSERT_TRUE(store->create_table(t).ok());
    ASSERT_TRUE(store->append_move("abc", 1, {-1, "deal Bully"}).ok());
    ASSERT_TRUE(store->append_move("abc", 2, {0, "move north"}).ok());
    ASSERT_TRUE(store->append_move("abc", 3, {1, "pass"}).ok());
    ASSERT_TRUE(store->remove_moves_from("abc", 2).ok());
    ASSERT_TRUE(store->append_move("abc", 2, {0, "move east"}).ok());
  }
  auto table = open()->load_table("abc").value();
  ASSERT_TRUE(table.has_value());
  ASSERT_EQ(table->moves.size(), 2u);
  EXPECT_EQ(table->moves[1].action, "move east");
}

// A table whose stored moves no longer replay (played under rules corrected
// since) must not keep the server from starting: it is left out, stays in the
// store, and the lobby says why.
TEST_P(Storage, ATableThatNoLongerReplaysIsLeftOutAndTheOthersAreServed) {
  std::string good;
  {
    auto store = open();
    TableRecord old{
        "0bad0bad", "pantolino(players=2)", 7, {{"human", "", ""}, {"random", "", ""}}, {}, {}};
    ASSERT_TRUE(store->create_table(old).ok());
    ASSERT_TRUE(store->append_move("0bad0bad", 1, {0, "fly to the moon"}).ok());
    Lobby lobby(std::move(store), 1);
    good = lobby.create("pantolino", {"human", "random"}).value()->id();
  }
  Lobby again(open(), 1);
  auto left_out = again.restore();
  ASSERT_TRUE(left_out.ok()) << left_out.error().message;
  ASSERT_EQ(left_out->size(), 1u);
  EXPECT_NE((*left_out)[0].find("0bad0bad"), std::string::npos) << (*left_out)[0];
  EXPECT_NE((*left_out)[0].find("move 1"), std::string::npos) << (*left_out)[0];
  EXPECT_NE(again.find(good), nullptr);
  EXPECT_EQ(again.find("0bad0bad"), nullptr);
  EXPECT_NE(again.not_served("0bad0bad").find("move 1"), std::string::npos);
  EXPECT_EQ(again.not_served(good), "");
  EXPECT_EQ(again.list()["total"], 1u);
  ASSERT_TRUE(again.restore().ok());  // still in the store, still left out
}

TEST_P(Storage, ARestartedLobbyHasEveryTableAsItWas) {
  std::string id;
  std::string before;
  std::string human;
  {
    Lobby lobby(open(), 2);
    auto table = lobby.create("push_push(players=3)", {"random", "heuristic", "random"}, 5);
    ASSERT_TRUE(table.ok()) << table.error().message;
    id = (*table)->id();
    ASSERT_TRUE(eventually([&] { return (*table)->view(kSpectator)["terminal"].get<bool>(); }));
    before = (*table)->view(kSpectator).dump();
    auto open_seat = lobby.create("pantolino", {"human", "human"}).value();
    human = open_seat->id();
    ASSERT_TRUE(open_seat->join(1, "Bob").ok());
    EXPECT_EQ(lobby.list()["total"], 2u);
  }
  Lobby again(open(), 1);
  ASSERT_TRUE(again.restore().ok());
  auto table = again.find(id);
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->view(kSpectator).dump(), before);
  EXPECT_TRUE(again.find(human)->view(kSpectator)["seats"][1]["taken"].get<bool>());
}

TEST_P(Storage, AMoveAndTheChanceAfterItAreWrittenAllOrNone) {
  // Table::commit writes a move and the chance outcomes that follow it at once
  // (Store::append_moves): a batch that cannot be written leaves none of them.
  auto store = open(Durability::kFull);
  TableRecord r{"abc", "pantolino(players=2)", 1, {{"human", "", ""}}, {}, {}};
  ASSERT_TRUE(store->create_table(r).ok());
  ASSERT_TRUE(store->append_moves("abc", 1, {{-1, "roll red red star blue"}, {0, "stop"}}).ok());
  ASSERT_TRUE(store->append_move("abc", 4, {-1, "roll blue blue blue blue"}).ok());
  // Moves 3 and 4: 4 is stored already, so 3 is not stored either.
  auto refused = store->append_moves("abc", 3, {{1, "stop"}, {-1, "roll red red red red"}});
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("moves 3 to 4 of table abc"), std::string::npos)
      << refused.error().message;
  const TableRecord t = store->load_table("abc").value().value();
  ASSERT_EQ(t.moves.size(), 3u);  // 1, 2 and 4 (3 is missing: the write failed whole)
  EXPECT_EQ(t.moves[2].action, "roll blue blue blue blue");
}

TEST_P(Storage, AMoveOfAnyTextComesBackAsItWas) {
  // The moves of a batch travel together (PostgreSQL: as arrays, server/pg_array.h),
  // so no text may be bent on the way: quotes, backslashes, commas, braces, NULL.
  auto store = open(Durability::kFull);
  TableRecord r{"abc", "pantolino(players=2)", 1, {{"human", "", ""}}, {}, {}};
  ASSERT_TRUE(store->create_table(r).ok());
  const std::vector<std::string> texts = {
      "say \"hi\", {then} go", "back\\slash \\\"", "NULL", "", " spaced ", "{}", "a,b",
      "caf\u00e9 \U0001f427"};
  std::vector<MoveRecord> moves;
  for (const std::string& t : texts) moves.push_back({0, t});
  ASSERT_TRUE(store->append_moves("abc", 1, moves).ok());
  const TableRecord t = store->load_table("abc").value().value();
  ASSERT_EQ(t.moves.size(), texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) EXPECT_EQ(t.moves[i].action, texts[i]);
}

TEST_P(Storage, MovesFromManyThreadsAreAllStoredAndAFailingOneFailsAlone) {
  // SQLite writes moves that arrive together in one transaction (group commit);
  // each caller still gets its own result.
  auto store = open(Durability::kFull);
  for (int t = 0; t < 8; ++t) {
    TableRecord r{"t" + std::to_string(t), "pantolino(players=2)", 1, {{"human", "", ""}}, {}, {}};
    ASSERT_TRUE(store->create_table(r).ok());
  }
  std::atomic<int> failures = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int v = 1; v <= 25; ++v) {
        if (!store->append_move("t" + std::to_string(t), v, {0, "stop"}).ok()) ++failures;
      }
      // A version already stored is refused, and only that one.
      if (store->append_move("t" + std::to_string(t), 3, {0, "stop"}).ok()) ++failures;
    });
  }
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(failures, 0);
  // What group commit did: every move written once, in no more transactions than writes.
  const CommitCounts counts = store->commit_counts();
  EXPECT_EQ(counts.moves, 8 * 25);
  EXPECT_EQ(counts.writes, 8 * 25);
  EXPECT_GE(counts.transactions, 1);
  EXPECT_LE(counts.transactions, 8 * 25 + 8);  // the refused ones may have had their own
  auto tables = store->load_all().value();
  ASSERT_EQ(tables.size(), 8u);
  for (const TableRecord& t : tables) EXPECT_EQ(t.moves.size(), 25u) << t.id;
}

INSTANTIATE_TEST_SUITE_P(Backends, Storage, ::testing::Values("sqlite", "postgres"));

TEST(Store, AnUnopenableDatabaseIsAClearError) {
  auto store = open_sqlite_store("/nonexistent-dir/x/rookery.db", Durability::kProcess);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().message.find("cannot open the database"), std::string::npos);
}

std::shared_ptr<Table> pantolino_table(Store* store, const std::string& seats2 = "human") {
  TableRecord r{"t1", "pantolino(players=2)", 7, {{"human", "", ""}, {seats2, "", ""}}, {}, {}};
  EXPECT_TRUE(store->create_table(r).ok());
  return Table::open(r, store).value();
}

TEST(Table, EveryMoveIsCheckedAgainstTheCredentialTheActingPlayersAndTheRules) {
  auto store = memory_store();
  auto table = pantolino_table(store.get());
  EXPECT_EQ(table->version(), 1);  // the first roll is made on opening
  auto ann = table->join(0, "Ann").value();
  auto bob = table->join(1, "Bob").value();
  EXPECT_FALSE(table->join(0, "Eve").ok());  // taken
  EXPECT_NE(table->act(0, "wrong", "stop").error().message.find("credential"), std::string::npos);
  EXPECT_FALSE(table->act(0, bob, "stop").ok());  // Bob's secret does not hold seat 1
  // Not Bob's turn: the rules say why.
  auto early = table->act(1, bob, "stop");
  ASSERT_FALSE(early.ok());
  EXPECT_EQ(early.error().code, ErrorCode::kIllegalAction);
  auto nonsense = table->act(0, ann, "fly");
  ASSERT_FALSE(nonsense.ok());
  EXPECT_EQ(nonsense.error().code, ErrorCode::kParseError);
  EXPECT_EQ(table->version(), 1);  // refusals change nothing
  auto v = table->act(0, ann, "stop");
  ASSERT_TRUE(v.ok()) << v.error().message;
  EXPECT_EQ(*v, 2);
}

TEST(Table, EachLogEntryCarriesItsSentenceForPeople) {
  auto store = memory_store();
  auto table = pantolino_table(store.get());
  auto ann = table->join(0, "Ann").value();
  ASSERT_TRUE(table->act(0, ann, "stop").ok());
  const nlohmann::json log = table->view(1)["log"];
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0]["text"].get<std::string>().rfind("roll ", 0), 0u) << "the engine's words stay";
  EXPECT_EQ(log[0]["sentence"].get<std::string>().rfind("The dice land ", 0), 0u);
  EXPECT_EQ(log[1]["sentence"], "{0} stops rolling.");
  // A table opened again from the store has the same sentences.
  auto again = Table::open(table->record(), store.get()).value();
  EXPECT_EQ(again->view(1)["log"], log);
}

TEST(Table, ABotIsToldTheMovesSinceItsLastDecisionAndKeepsItsTree) {
  // Ann stops at once every turn; Bob is an mcts seat. Each of Bob's jobs after
  // his first carries the moves since: his own, chance's and Ann's, in order,
  // from the state he thought about, so his search starts from the kept subtree.
  auto store = memory_store();
  auto table = pantolino_table(store.get(), "mcts(iterations=300)");
  auto ann = table->join(0, "Ann").value();
  int jobs_done = 0;
  int reused = 0;
  while (jobs_done < 8) {
    std::vector<BotJob> jobs = table->bot_jobs();
    if (jobs.empty()) {
      ASSERT_TRUE(table->act(0, ann, "stop").ok() ||
                  table->act(0, ann, table->view(0)["legal"][0].get<std::string>()).ok());
      continue;
    }
    ASSERT_EQ(jobs.size(), 1u);
    BotJob& job = jobs[0];
    if (jobs_done == 0) {
      EXPECT_FALSE(job.since);
      EXPECT_TRUE(job.moves.empty());
    } else {
      ASSERT_TRUE(job.since);
      ASSERT_FALSE(job.moves.empty());
      EXPECT_EQ(job.moves.front().player, 1);  // his own last move comes first
      auto replayed = job.since->clone();
      for (const Move& m : job.moves) ASSERT_TRUE(replayed->apply(m.player, m.action).ok());
      EXPECT_TRUE(replayed->equals(*job.state));
    }
    job.catch_up();
    const Action action = job.bot->choose(*job.state, job.seat);
    const auto* mcts = dynamic_cast<const MctsBot*>(job.bot.get());
    ASSERT_NE(mcts, nullptr);
    // A decision within Bob's turn follows his own move (and its roll), which the
    // last search's tree holds: its visits are kept. Without the moves told, every
    // search would start afresh.
    if (mcts->search().last_stats().reused_visits > 0) ++reused;
    ASSERT_TRUE(table->act_as_bot(job, action).ok());
    ++jobs_done;
  }
  EXPECT_GT(reused, 0);
}

TEST(Table, AMoveThatCannotBeStoredIsNotMade) {
  FullDisk disk;
  TableRecord r{"t1", "pantolino(players=2)", 7, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  auto table = Table::open(r, &disk).value();
  auto ann = table->join(0, "Ann").value();
  disk.fail = true;
  const std::string before = testing::without_presence(table->view(0));
  auto v = table->act(0, ann, "stop");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.error().code, ErrorCode::kIoError);
  EXPECT_EQ(testing::without_presence(table->view(0)), before);  // nothing lost, nothing half-done
  disk.fail = false;
  EXPECT_TRUE(table->act(0, ann, "stop").ok());
}

TEST(Table, AMoveAndTheChanceAfterItWaitForTheDiskOnce) {
  // One write for a person's move and the roll that follows it (Table::commit),
  // drawn ahead exactly as the table then makes it.
  FullDisk disk;
  TableRecord r{"t1", "pantolino(players=2)", 7, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  auto table = Table::open(r, &disk).value();
  auto ann = table->join(0, "Ann").value();
  disk.writes.clear();
  ASSERT_TRUE(table->act(0, ann, "reroll 1").ok());
  ASSERT_EQ(disk.writes.size(), 1u);
  ASSERT_EQ(disk.writes[0].size(), 2u);
  EXPECT_EQ(disk.writes[0][0].action, "reroll 1");
  EXPECT_EQ(disk.writes[0][1].player, kChancePlayer);
  const TableRecord made = table->record();
  ASSERT_EQ(made.moves.size(), 3u);  // the first roll, "reroll 1", its roll
  EXPECT_EQ(made.moves[2].action, disk.writes[0][1].action);
  // The roll drawn ahead is the one the game's seed gives at that move, as a
  // roll made on its own (run_chance) would be.
  Playthrough alone(load_game(made.game).value(), made.seed);
  ASSERT_TRUE(alone.apply_text(kChancePlayer, made.moves[0].action).ok());
  ASSERT_TRUE(alone.apply_text(0, "reroll 1").ok());
  EXPECT_EQ(alone.state().action_to_string(kChancePlayer, alone.auto_chance_outcome()),
            made.moves[2].action);
}

TEST(Table, TheViewHasLegalMovesOnlyForTheActingSeatAndTheLogSinceAVersion) {
  auto store = memory_store();
  auto table = pantolino_table(store.get());
  auto ann = table->join(0, "Ann").value();
  ASSERT_TRUE(table->act(0, ann, "stop").ok());
  const auto mine = table->view(0);
  EXPECT_FALSE(mine["legal"].empty());
  EXPECT_TRUE(table->view(1)["legal"].empty());
  EXPECT_TRUE(table->view(kSpectator)["legal"].empty());
  EXPECT_EQ(mine["log"].size(), 2u);
  const auto since = table->view(0, 1);  // a client that saw version 1 gets the rest
  ASSERT_EQ(since["log"].size(), 1u);
  EXPECT_EQ(since["log"][0]["version"], 2);
  EXPECT_EQ(since["log"][0]["text"], "stop");
}

TEST(Table, TheViewGivesEachLegalMoveItsStructureBesideItsWords) {
  // docs/moves.md: `moves` holds the moves of `legal`, in the same order, each
  // with its words, so a page picks by structure and sends the words back.
  auto store = memory_store();
  auto table = pantolino_table(store.get());
  auto ann = table->join(0, "Ann").value();
  nlohmann::json view = table->view(0);
  ASSERT_EQ(view["moves"].size(), view["legal"].size());
  for (std::size_t i = 0; i < view["legal"].size(); ++i)
    EXPECT_EQ(view["moves"][i]["words"], view["legal"][i]);
  EXPECT_EQ(view["moves"][0], (nlohmann::json{{"words", "stop"}, {"kind", "stop"}}));
  // "reroll 1 3" names dice 1 and 3: indices 0 and 2 of the observation's dice.
  const auto reroll =
      std::find_if(view["moves"].begin(), view["moves"].end(),
                   [](const nlohmann::json& m) { return m["words"] == "reroll 1 3"; });
  ASSERT_NE(reroll, view["moves"].end());
  EXPECT_EQ((*reroll)["kind"], "reroll");
  EXPECT_EQ((*reroll)["dice"], (nlohmann::json{0, 2}));
  EXPECT_TRUE(table->view(1)["moves"].empty()) << "only the acting seat has moves";
  ASSERT_TRUE(table->act(0, ann, "stop").ok());
  view = table->view(0);
  for (const nlohmann::json& m : view["moves"]) {
    if (m["kind"] != "take") continue;
    const std::string words = "take " + m["token"]["colour"].get<std::string>() + " " +
                              std::to_string(m["token"]["boots"].get<int>());
    EXPECT_EQ(m["words"], words);
  }
}

// Plucky Penguins, played by random moves from `seed`: the moves as records,
// stopped where a player (not chance) is to move.
std::vector<MoveRecord> random_plucky_moves(std::uint64_t seed, int count) {
  auto game = load_game("plucky(players=3)").value();
  Playthrough play(game, seed);
  Rng rng(seed);
  std::vector<MoveRecord> out;
  while (static_cast<int>(out.size()) < count || play.state().is_chance_node()) {
    const State& s = play.state();
    const Player p = s.acting_players()[0];
    const Action a =
        p == kChancePlayer
            ? play.auto_chance_outcome()
            : s.legal_actions(p)[rng.below(static_cast<std::uint32_t>(s.legal_actions(p).size()))];
    out.push_back({p, s.action_to_string(p, a)});
    EXPECT_TRUE(play.apply(p, a).ok());
  }
  return out;
}

TEST(Table, AViewDoesNotChangeWhenOnlyWhatItsViewerMayNotSeeChanges) {
  // Two tables whose histories differ only in one card player 2 drew: player 1's
  // and the spectator's bytes are the same; player 2's are not.
  std::vector<MoveRecord> moves = random_plucky_moves(11, 60);
  std::vector<MoveRecord> other = moves;
  bool changed = false;
  for (std::size_t i = 0; i < other.size() && !changed; ++i) {
    // The deal gives each player four cards in seat order: 3 deals, 3 placements,
    // then player 1's four draws; the next draw is player 2's first card.
    if (i == 10 && other[i].player == kChancePlayer) {
      other[i].action = other[i].action == "draw Waddle" ? "draw Counter" : "draw Waddle";
      changed = true;
    }
  }
  ASSERT_TRUE(changed);
  auto store = memory_store();
  TableRecord a{"a",   "plucky(players=3)",
                1,     {{"human", "", ""}, {"human", "", ""}, {"human", "", ""}},
                moves, {}};
  TableRecord b = a;
  b.id = "a";  // same id, so the bytes may be compared whole
  b.moves = other;
  auto ta = Table::open(a, store.get());
  auto tb = Table::open(b, store.get());
  ASSERT_TRUE(ta.ok()) << ta.error().message;
  ASSERT_TRUE(tb.ok()) << tb.error().message;
  EXPECT_EQ((*ta)->view(0).dump(), (*tb)->view(0).dump());
  EXPECT_EQ((*ta)->view(2).dump(), (*tb)->view(2).dump());
  EXPECT_EQ((*ta)->view(kSpectator).dump(), (*tb)->view(kSpectator).dump());
  EXPECT_NE((*ta)->view(1).dump(), (*tb)->view(1).dump());
}

TEST(Lobby, ASeatLeftByAPersonCanBeHandedToABot) {
  Lobby lobby(memory_store(), 1);
  auto table = lobby.create("pantolino", {"human", "random"}, 3).value();
  auto ann = table->join(0, "Ann").value();
  ASSERT_TRUE(table->leave(0, ann, "random").ok());
  EXPECT_TRUE(eventually([&] { return table->view(kSpectator)["terminal"].get<bool>(); }));
  EXPECT_FALSE(table->leave(0, ann, "").ok());  // the credential no longer holds it
}

TEST(Lobby, BadTablesAreRefusedWithTheReason) {
  Lobby lobby(memory_store(), 1);
  EXPECT_NE(lobby.create("chess", {"human"}).error().message.find("unknown game"),
            std::string::npos);
  EXPECT_NE(lobby.create("pantolino", {"human", "wizard"}).error().message.find("wizard"),
            std::string::npos);
  EXPECT_FALSE(lobby.create("pantolino", {}).ok());
}

TEST(Lobby, OnlyASeatedPlayerPlaysAgainAndOnlyOnceTheGameIsOver) {
  Lobby lobby(memory_store(), 1);
  auto t = lobby.create("pantolino", {"human", "human"}).value();
  const std::string creds[2] = {t->join(0, "Ann").value(), t->join(1, "Bob").value()};
  EXPECT_EQ(lobby.again(t->id(), 0, "").error().code, ErrorCode::kSeatNotHeld);
  EXPECT_EQ(lobby.again(t->id(), 0, creds[0]).error().code, ErrorCode::kIllegalAction);
  for (int moves = 0; moves < 5000 && !t->terminal(); ++moves) {
    const nlohmann::json acting = t->view(kSpectator)["acting"];
    const int seat = acting[0];
    const std::string move = t->view(seat)["legal"][0];
    ASSERT_TRUE(t->act(seat, creds[seat], move).ok());
  }
  ASSERT_TRUE(t->terminal());
  EXPECT_FALSE(t->view(kSpectator).contains("next"));
  auto again = lobby.again(t->id(), 1, creds[1]);
  ASSERT_TRUE(again.ok());
  EXPECT_NE((*again)->id(), t->id());
  EXPECT_EQ((*again)->record().game, t->record().game);
  // Everyone still at the old table is shown the new one, and asking again
  // (two people at once) leads to that same table.
  EXPECT_EQ(t->view(kSpectator)["next"], (*again)->id());
  EXPECT_EQ(lobby.again(t->id(), 0, creds[0]).value()->id(), (*again)->id());
}

}  // namespace
}  // namespace rookery

namespace rookery {
namespace {

TEST_P(Storage, AnIdleTableLeavesMemoryAndComesBackAsItWasWhenAskedFor) {
  Lobby lobby(open(), 1);
  auto waiting = lobby.create("pantolino", {"human", "human"}).value();
  const std::string id = waiting->id();
  const std::string ann = waiting->join(0, "Ann").value();
  const std::string before = testing::without_presence(waiting->view(0));
  auto watched = lobby.create("pantolino", {"human", "human"}).value();
  const int viewer = watched->subscribe([] {});
  waiting.reset();
  // Not yet idle for long enough: both stay.
  EXPECT_EQ(lobby.unload_idle(Table::Clock::now()), 0u);
  // Ten minutes on, the table nobody watches leaves memory; the watched one stays.
  EXPECT_EQ(lobby.unload_idle(Table::Clock::now() + std::chrono::minutes(11)), 1u);
  EXPECT_EQ(lobby.loaded(), 1u);
  // One server lists the tables in its memory; servers sharing PostgreSQL
  // list every table from the database (docs/deploy.md), so a waiting
  // table's open seat can still be found.
  EXPECT_EQ(lobby.list()["total"], GetParam() == "sqlite" ? 1u : 2u);
  // Asked for, it is loaded again exactly as it was, and Ann still holds her seat.
  auto back = lobby.find(id);
  ASSERT_NE(back, nullptr);
  EXPECT_EQ(testing::without_presence(back->view(0)), before);
  EXPECT_TRUE(back->holds(0, ann));
  EXPECT_EQ(lobby.find("zzzzzzzz"), nullptr);
  EXPECT_EQ(lobby.find("../../etc"), nullptr);
  watched->unsubscribe(viewer);
}

}  // namespace
}  // namespace rookery
