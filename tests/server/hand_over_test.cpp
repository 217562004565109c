// A seat whose player is away (docs/protocol.md, "A seat whose player is
// away"): each view tells who is connected and for how long the others have
// been away, and once a seat's player has had no connection for the set time
// another person at the table hands it to a bot, which plays on; every other
// case is refused with its reason, and the store keeps the change.
#include <gtest/gtest.h>

#include <chrono>

#include "server/store.h"
#include "server/table.h"

namespace rookery {
namespace {

using namespace std::chrono_literals;

std::unique_ptr<Store> memory_store() {
  return open_sqlite_store(":memory:", Durability::kProcess).value();
}

std::string refusal(const Result<void>& r) { return r ? "" : r.error().message; }

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

struct Seated {
  std::unique_ptr<Store> store = memory_store();
  std::shared_ptr<Table> table;
  std::string ann, bob;  // seats 1 and 2
  Table::TimePoint start = Table::Clock::now();
};

// Pantolino for Ann and Bob, whose seats are handed over after 30 s away.
Seated seated(const std::string& game = "pantolino(players=2)") {
  Seated s;
  TableRecord r{"t1", game, 7, {{"human", "", ""}, {"human", "", ""}}, {}, {}};
  EXPECT_TRUE(s.store->create_table(r).ok());
  s.table = Table::open(r, s.store.get(), s.start, {}, PassWindow::kDefaultMinimum, 30s).value();
  s.ann = s.table->join(0, "Ann", s.start).value();
  s.bob = s.table->join(1, "Bob", s.start).value();
  return s;
}

TEST(HandOver, EachViewTellsWhoIsConnectedAndForHowLongTheOthersHaveBeenAway) {
  Seated s = seated();
  s.table->connected(0, s.ann);
  s.table->connected(0, s.ann);  // a second tab
  s.table->connected(1, "not bob's");
  nlohmann::json view = s.table->view(kSpectator, 0, s.start + 5s);
  EXPECT_EQ(view["hand_over_after_ms"], 30000);
  EXPECT_TRUE(view["seats"][0]["connected"].get<bool>());
  EXPECT_FALSE(view["seats"][0].contains("away_ms"));
  // Bob's page never came (a wrong credential counts for nothing): away since he sat.
  EXPECT_FALSE(view["seats"][1]["connected"].get<bool>());
  EXPECT_EQ(view["seats"][1]["away_ms"], 5000);
  // Ann closes one tab: still here. Then the other: away from then.
  s.table->disconnected(0, s.ann, s.start + 6s);
  EXPECT_TRUE(s.table->view(1, 0, s.start + 7s)["seats"][0]["connected"].get<bool>());
  s.table->disconnected(0, s.ann, s.start + 8s);
  view = s.table->view(1, 0, s.start + 10s);
  EXPECT_FALSE(view["seats"][0]["connected"].get<bool>());
  EXPECT_EQ(view["seats"][0]["away_ms"], 2000);
}

TEST(HandOver, TheOthersHandAnAbsentPlayersSeatToABotOnceTheTimeIsUp) {
  Seated s = seated();
  s.table->connected(1, s.bob);
  s.table->connected(0, s.ann);
  const auto gone = s.start + 10s;
  s.table->disconnected(0, s.ann, gone);
  // Ann's turn, and she is gone: too early, with the time left.
  const std::string early = refusal(s.table->hand_over(1, s.bob, 0, "", gone + 20s));
  EXPECT_TRUE(has(early, "Ann has been away for 20 s")) << early;
  EXPECT_TRUE(has(early, "after 30 s away, in 10 s")) << early;
  ASSERT_TRUE(s.table->hand_over(1, s.bob, 0, "", gone + 30s).ok());
  // The stand-in is the rule of thumb; Ann's credential holds nothing now. A
  // Pantolino seat has no secrets, so nobody is said to have seen any (a game
  // with secrets names her: SeatPeeking).
  const nlohmann::json view = s.table->view(1, 0, gone + 31s);
  EXPECT_EQ(view["seats"][0]["kind"], "heuristic");
  EXPECT_FALSE(view["seats"][0].contains("connected"));
  EXPECT_EQ(view["seats"][0]["seen_by"], nlohmann::json::array());
  EXPECT_FALSE(s.table->holds(0, s.ann));
  // The bot plays Ann's turn.
  const std::vector<BotJob> jobs = s.table->bot_jobs();
  ASSERT_EQ(jobs.size(), 1u);
  EXPECT_EQ(jobs[0].seat, 0);
  // The store keeps it: reopened, the seat is the bot's, and Ann's departure is there.
  const auto stored = s.store->load_table("t1").value();
  ASSERT_TRUE(stored.has_value());
  EXPECT_EQ(stored->seats[0].kind, "heuristic");
  ASSERT_EQ(stored->departures.size(), 1u);
  EXPECT_EQ(stored->departures[0].name, "Ann");
}

TEST(HandOver, OnlyAnotherPersonHandsOverAndOnlyTheSeatOfAPlayerWhoIsAway) {
  Seated s = seated();
  s.table->connected(0, s.ann);
  const auto late = s.start + 1h;
  EXPECT_TRUE(has(refusal(s.table->hand_over(1, s.bob, 0, "", late)), "Ann is connected"));
  EXPECT_TRUE(has(refusal(s.table->hand_over(1, s.bob, 1, "", late)), "your own seat"));
  EXPECT_TRUE(has(refusal(s.table->hand_over(1, "guess", 0, "", late)), "does not hold"));
  EXPECT_TRUE(has(refusal(s.table->hand_over(1, s.bob, 2, "", late)), "no seat 3"));
  EXPECT_TRUE(
      has(refusal(s.table->hand_over(0, s.ann, 1, "mcts(iterations=100000000)", late)), "at most"));
  // A named bot plays it; then it is a bot's seat, which cannot be handed over again.
  ASSERT_TRUE(s.table->hand_over(0, s.ann, 1, "random", late).ok());
  EXPECT_EQ(s.table->record().seats[1].kind, "random");
  EXPECT_TRUE(has(refusal(s.table->hand_over(0, s.ann, 1, "", late)), "played by a bot"));
  // A seat nobody holds is the host's to give (give_seat_to_bot), not the others'.
  Seated open = seated();
  ASSERT_TRUE(open.table->leave(1, open.bob, "").ok());
  EXPECT_TRUE(has(refusal(open.table->hand_over(0, open.ann, 1, "", late)), "is open"));
}

// A finished game needs nobody: handing a seat over then is refused, and the
// seat stays the person's (their name on the result).
TEST(HandOver, AfterTheGameEndedNothingIsHandedOver) {
  Seated s = seated();
  const std::string creds[] = {s.ann, s.bob};
  for (int move = 0; move < 5000 && !s.table->view(kSpectator, 0, s.start)["terminal"]; ++move) {
    const nlohmann::json acting = s.table->view(kSpectator, 0, s.start)["acting"];
    ASSERT_FALSE(acting.empty());
    const int seat = acting[0];
    const nlohmann::json mine = s.table->view(seat, 0, s.start);
    ASSERT_FALSE(mine["legal"].empty());
    ASSERT_TRUE(s.table->act(seat, creds[seat], mine["legal"][0].get<std::string>(), s.start).ok());
  }
  ASSERT_TRUE(s.table->view(kSpectator, 0, s.start)["terminal"].get<bool>());
  EXPECT_EQ(refusal(s.table->hand_over(1, s.bob, 0, "", s.start + 1h)), "the game is over");
  EXPECT_EQ(s.table->view(kSpectator, 0, s.start + 1h)["seats"][0]["kind"], "human");
}

TEST(HandOver, AReopenedTableGivesEveryoneTheWholeTimeAgain) {
  Seated s = seated();
  const auto restart = s.start + 1h;
  auto again =
      Table::open(s.table->record(), s.store.get(), restart, {}, PassWindow::kDefaultMinimum, 30s)
          .value();
  const nlohmann::json view = again->view(kSpectator, 0, restart + 1s);
  EXPECT_EQ(view["seats"][0]["away_ms"], 1000);
  EXPECT_TRUE(has(refusal(again->hand_over(1, s.bob, 0, "", restart + 29s)), "in 1 s"));
  EXPECT_TRUE(again->hand_over(1, s.bob, 0, "", restart + 30s).ok());
}

TEST(HandOver, AConnectionOfTheSeatsFormerHolderDoesNotKeepItsNewHolderHere) {
  Seated s = seated();
  s.table->connected(1, s.bob);
  ASSERT_TRUE(s.table->leave(1, s.bob, "").ok());
  const std::string cy = s.table->join(1, "Cy", s.start + 1s).value();
  const nlohmann::json view = s.table->view(0, 0, s.start + 4s);
  EXPECT_FALSE(view["seats"][1]["connected"].get<bool>());
  EXPECT_EQ(view["seats"][1]["away_ms"], 3000);
  s.table->disconnected(1, s.bob, s.start + 5s);  // Bob's page closes: Cy is still away since 1 s
  EXPECT_EQ(s.table->view(0, 0, s.start + 6s)["seats"][1]["away_ms"], 5000);
  s.table->connected(1, cy);
  EXPECT_TRUE(s.table->view(0, 0, s.start + 7s)["seats"][1]["connected"].get<bool>());
}

TEST(HandOver, AtARealTimeTableTheBotClaimsForTheAbsentPlayer) {
  Seated s = seated("match(players=2)");
  ASSERT_TRUE(s.table->hand_over(0, s.ann, 1, "", s.start + 30s).ok());
  EXPECT_EQ(s.table->record().seats[1].kind.rfind("reaction(", 0), 0u)
      << s.table->record().seats[1].kind;
}

}  // namespace
}  // namespace rookery
