// Private tables, invites and a host's table waiting for its guests, without the
// network (docs/protocol.md, "Private tables and invites"): unlisted, seated by
// invite only, each refusal said, nothing played until every seat is taken, the
// host's bot for a seat nobody came to, and all of it kept by the store.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <thread>

#include "server/lobby.h"
#include "server/store.h"
#include "server/table.h"

namespace rookery {
namespace {

std::unique_ptr<Store> memory_store() {
  return open_sqlite_store(":memory:", Durability::kProcess).value();
}

template <class F>
bool eventually(F f) {
  for (int i = 0; i < 500; ++i) {
    if (f()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

std::string message(const Result<Table::Seated>& r) { return r ? "" : r.error().message; }

// The host's view's invite for `seat` (-1: any open seat), or "".
std::string invite_for(Table& t, int host, int seat) {
  const nlohmann::json view = t.view(host);
  for (const auto& i : view["invites"]) {
    if ((seat < 0 && i["seat"].is_null()) || (seat >= 0 && i["seat"] == seat)) return i["secret"];
  }
  return "";
}

TEST(PrivateTable, IsUnlistedAndItsSeatsAreTakenWithAnInviteOnly) {
  Lobby lobby(memory_store(), 1);
  auto open = lobby.create("pantolino", {"human", "human"}).value();  // as old clients make them
  auto mine = lobby
                  .create("pantolino", {"human", "human", "random"}, std::nullopt, "",
                          Lobby::Host{std::nullopt, "Ann", true})
                  .value();
  const nlohmann::json listed = lobby.list()["tables"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["table"], open->id());
  EXPECT_TRUE(open->join(0, "Cy").ok());
  // Ann holds seat 1 from the start; seat 2 needs an invite.
  const TableRecord r = mine->record();
  const Access a = mine->access();
  EXPECT_EQ(a.host, 0);
  EXPECT_EQ(r.seats[0].name, "Ann");
  EXPECT_EQ(r.seats[0].credential.size(), 32u);
  const auto refused = mine->join(1, "Bob");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("private"), std::string::npos);
  // The host alone sees the invites: one for seat 2, one for any open seat.
  const nlohmann::json host_view = mine->view(0);
  ASSERT_EQ(host_view["invites"].size(), 2u);
  EXPECT_TRUE(host_view["private"].get<bool>());
  EXPECT_FALSE(mine->view(kSpectator).contains("invites"));
  const std::string seat2 = invite_for(*mine, 0, 1);
  ASSERT_EQ(seat2.size(), 32u);
  // Wrong, too long a name, the wrong seat: refused, the invite still good.
  EXPECT_NE(message(mine->join_invited(seat2 + "0", std::nullopt, "Bob")).find("not one of"),
            std::string::npos);
  EXPECT_NE(
      message(mine->join_invited(seat2, std::nullopt, std::string(41, 'b'))).find("at most 40"),
      std::string::npos);
  EXPECT_NE(message(mine->join_invited(seat2, 0, "Bob")).find("is for seat 2"), std::string::npos);
  auto bob = mine->join_invited(seat2, std::nullopt, "Bob");
  ASSERT_TRUE(bob.ok()) << bob.error().message;
  EXPECT_EQ(bob->seat, 1);
  EXPECT_TRUE(mine->holds(1, bob->credential));
  // Spent: used again it says by whom; the any-seat invite finds no open seat.
  EXPECT_NE(message(mine->join_invited(seat2, std::nullopt, "Eve")).find("used already: Bob"),
            std::string::npos);
  EXPECT_TRUE(mine->view(0)["invites"].empty());
  const std::string any = a.invites.back().secret;
  EXPECT_NE(message(mine->join_invited(any, std::nullopt, "Eve")).find("every seat"),
            std::string::npos);
}

TEST(PrivateTable, TheAnySeatInviteSeatsGuestsUntilTheTableIsFullAndGuessesAreLimited) {
  Lobby lobby(memory_store(), 1);
  auto t = lobby
               .create("push_push(players=3)", {"human", "human", "human"}, std::nullopt, "",
                       Lobby::Host{2, "Ann", true})
               .value();
  EXPECT_EQ(t->access().host, 2);
  const std::string any = invite_for(*t, 2, -1);
  ASSERT_FALSE(any.empty());
  EXPECT_EQ(t->join_invited(any, std::nullopt, "Bob").value().seat, 0);
  EXPECT_EQ(t->join_invited(any, std::nullopt, "Cy").value().seat, 1);
  EXPECT_FALSE(t->join_invited(any, std::nullopt, "Dee").ok());
  // A flood of guesses from one person: after kWrongInvitesPerMinute, refused
  // unread for a minute; another person is not held back.
  const auto now = Table::Clock::now();
  for (int i = 0; i < kWrongInvitesPerMinute; ++i) {
    EXPECT_EQ(t->join_invited("guess" + std::to_string(i), std::nullopt, "Eve", now, "10.0.0.9")
                  .error()
                  .code,
              ErrorCode::kInvalidArgument);
  }
  EXPECT_EQ(t->join_invited("guess", std::nullopt, "Eve", now, "10.0.0.9").error().code,
            ErrorCode::kLimitReached);
  EXPECT_EQ(t->join_invited("guess", std::nullopt, "Eve", now, "10.0.0.8").error().code,
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(
      t->join_invited("guess", std::nullopt, "Eve", now + std::chrono::seconds(61), "10.0.0.9")
          .error()
          .code,
      ErrorCode::kInvalidArgument);
}

TEST(PrivateTable, AHostsTableWaitsForEveryGuestBeforeAnythingIsPlayed) {
  Lobby lobby(memory_store(), 1);
  // Pantolino opens with a roll of the dice, and the bot would move next.
  auto t = lobby
               .create("pantolino(players=3)", {"human", "random", "human"}, std::nullopt, "",
                       Lobby::Host{std::nullopt, "Ann", false})
               .value();
  EXPECT_TRUE(lobby.list()["tables"].size() == 1u);  // open to anyone: listed
  const std::string ann = t->record().seats[0].credential;
  EXPECT_TRUE(t->waiting());
  EXPECT_TRUE(t->view(kSpectator)["waiting"].get<bool>());
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(t->version(), 0);
  EXPECT_TRUE(t->bot_jobs().empty());
  const auto early = t->act(0, ann, "stop");
  ASSERT_FALSE(early.ok());
  EXPECT_NE(early.error().message.find("has not started"), std::string::npos);
  // The last seat taken starts it: the first roll is made at once.
  ASSERT_TRUE(t->join(2, "Bob").ok());
  EXPECT_FALSE(t->waiting());
  EXPECT_GE(t->version(), 1);
  EXPECT_FALSE(t->view(kSpectator).contains("waiting"));
}

TEST(PrivateTable, TheHostGivesASeatNobodyCameToToABotAndTheGameStarts) {
  Lobby lobby(memory_store(), 1);
  auto t = lobby
               .create("pantolino", {"human", "human"}, std::nullopt, "",
                       Lobby::Host{std::nullopt, "Ann", true})
               .value();
  const std::string ann = t->record().seats[0].credential;
  EXPECT_FALSE(t->give_seat_to_bot(0, "wrong", 1, "").ok());
  EXPECT_FALSE(t->give_seat_to_bot(0, ann, 0, "").ok());  // her own, taken
  EXPECT_NE(t->give_seat_to_bot(0, ann, 1, "wizard").error().message.find("wizard"),
            std::string::npos);
  ASSERT_TRUE(t->give_seat_to_bot(0, ann, 1, "").ok());
  // The game's default bot, the lobby's first choice; the game has started.
  EXPECT_EQ(t->record().seats[1].kind, "heuristic");
  EXPECT_FALSE(t->waiting());
  EXPECT_GE(t->version(), 1);
  EXPECT_TRUE(t->view(0)["invites"].empty());
  // Only the host gives seats: a guest who joined another host's table does not.
  auto u = lobby
               .create("push_push(players=3)", {"human", "human", "human"}, std::nullopt, "",
                       Lobby::Host{0, "Ann", true})
               .value();
  auto bob = u->join_invited(invite_for(*u, 0, 1), std::nullopt, "Bob").value();
  EXPECT_NE(u->give_seat_to_bot(1, bob.credential, 2, "").error().message.find("only the host"),
            std::string::npos);
}

TEST(PrivateTable, ATableOfBotsOrWithoutAHostIsAsBefore) {
  Lobby lobby(memory_store(), 1);
  EXPECT_FALSE(lobby
                   .create("pantolino", {"random", "random"}, std::nullopt, "",
                           Lobby::Host{std::nullopt, "Ann", true})
                   .ok());
  auto bots = lobby.create("pantolino", {"random", "random"}).value();
  EXPECT_FALSE(bots->waiting());
  EXPECT_TRUE(eventually([&] { return bots->terminal(); }));
  // One person and a bot, private: the host's own game starts at once.
  auto solo = lobby
                  .create("pantolino", {"human", "random"}, std::nullopt, "",
                          Lobby::Host{std::nullopt, "Ann", true})
                  .value();
  EXPECT_FALSE(solo->waiting());
  EXPECT_GE(solo->version(), 1);
  EXPECT_TRUE(solo->access().invites.empty());       // nobody to invite
  EXPECT_TRUE(lobby.list()["tables"].size() == 1u);  // the bots' table only
}

TEST(PrivateTable, PlayedAgainItIsPrivateAndEachPersonIsShownTheirInvite) {
  Lobby lobby(memory_store(), 1);
  auto t = lobby
               .create("pantolino", {"human", "human"}, std::nullopt, "",
                       Lobby::Host{std::nullopt, "Ann", true})
               .value();
  const std::string ann = t->record().seats[0].credential;
  const std::string bob =
      t->join_invited(invite_for(*t, 0, 1), std::nullopt, "Bob").value().credential;
  const std::string creds[2] = {ann, bob};
  for (int moves = 0; moves < 5000 && !t->terminal(); ++moves) {
    const int seat = t->view(kSpectator)["acting"][0];
    ASSERT_TRUE(t->act(seat, creds[seat], t->view(seat)["legal"][0].get<std::string>()).ok());
  }
  ASSERT_TRUE(t->terminal());
  auto next = lobby.again(t->id(), 1, bob).value();
  const TableRecord r = next->record();
  const Access a = next->access();
  EXPECT_TRUE(a.invite_only);
  EXPECT_EQ(a.host, 1);  // Bob asked: he hosts it, seated as Bob
  EXPECT_EQ(r.seats[1].name, "Bob");
  EXPECT_TRUE(next->waiting());
  const std::string to_ann = t->view(0)["next_invite"];
  EXPECT_FALSE(t->view(1).contains("next_invite"));
  EXPECT_FALSE(t->view(kSpectator).contains("next_invite"));
  EXPECT_EQ(next->join_invited(to_ann, std::nullopt, "Ann").value().seat, 0);
  EXPECT_FALSE(next->waiting());
}

std::string temp_db() {
  const auto path = std::filesystem::temp_directory_path() /
                    ("rookery-private-" + std::to_string(::getpid()) + ".db");
  std::filesystem::remove(path);
  std::filesystem::remove(path.string() + "-wal");
  return path.string();
}

// Kept by the store: the flag, the host, the invites and which were used; a
// table stored before tables had them reads as listed and open, as it was.
void check_store_keeps_access(const std::string& where) {
  std::string id, plain, any;
  {
    Lobby lobby(open_store(where, Durability::kProcess).value(), 1);
    auto t = lobby
                 .create("push_push(players=3)", {"human", "human", "human"}, std::nullopt, "",
                         Lobby::Host{std::nullopt, "Ann", true})
                 .value();
    id = t->id();
    any = invite_for(*t, 0, -1);
    ASSERT_TRUE(t->join_invited(invite_for(*t, 0, 1), std::nullopt, "Bob").ok());
    plain = lobby.create("pantolino", {"human", "human"}).value()->id();
  }
  Lobby lobby(open_store(where, Durability::kProcess).value(), 1);
  ASSERT_TRUE(lobby.restore().ok());
  auto t = lobby.find(id);
  ASSERT_TRUE(t);
  const TableRecord r = t->record();
  const Access a = t->access();
  EXPECT_TRUE(a.invite_only);
  EXPECT_EQ(a.host, 0);
  ASSERT_EQ(a.invites.size(), 3u);
  EXPECT_EQ(a.invites[0].used_by, "Bob");
  EXPECT_TRUE(t->waiting());
  EXPECT_EQ(t->version(), 0);
  EXPECT_EQ(t->join_invited(any, std::nullopt, "Cy").value().seat, 2);
  EXPECT_FALSE(t->waiting());
  auto old = lobby.find(plain);
  EXPECT_FALSE(old->access().invite_only);
  EXPECT_EQ(old->access().host, -1);
  EXPECT_EQ(lobby.list()["tables"].size(), 1u);
}

TEST(PrivateTable, TheStoreKeepsItsAccessSqlite) {
  const std::string db = temp_db();
  check_store_keeps_access(db);
  std::filesystem::remove(db);
  std::filesystem::remove(db + "-wal");
}

TEST(PrivateTable, TheStoreKeepsItsAccessPostgres) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0) GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set";
  // A schema of its own, as the Storage tests have.
  const std::string schema = "private_tables_" + std::to_string(::getpid());
  {
    pqxx::connection c(base);
    pqxx::nontransaction n(c);
    n.exec("CREATE SCHEMA " + schema);
  }
  check_store_keeps_access(std::string(base) + "?options=-csearch_path%3D" + schema);
  pqxx::connection c(base);
  pqxx::nontransaction n(c);
  n.exec("DROP SCHEMA " + schema + " CASCADE");
}

}  // namespace
}  // namespace rookery
