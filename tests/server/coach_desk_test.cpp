// A table's coach desk alone (server/coach_desk.h): one piece of work per seat,
// answers kept by version, an undo's forgetting, reviews kept in the store, and
// the work writing its answer to the desk with no table around it.
#include "server/coach_desk.h"

#include <gtest/gtest.h>

#include "games/registry.h"

namespace rookery {
namespace {

constexpr BotBudget kSmall{2'000, 2'000};

// Solo Pantolino, its first roll made: the seat has a choice to make.
Playthrough rolled(std::uint64_t seed = 3) {
  Playthrough play(load_game("pantolino(players=1)").value(), seed);
  EXPECT_TRUE(play.apply(kChancePlayer, play.auto_chance_outcome()).ok());
  return play;
}

TEST(CoachDesk, AHintIsWorkedOutOnceAndAnsweredAtItsVersion) {
  auto desk = std::make_shared<CoachDesk>(1, false, kSmall, nullptr, "t");
  Playthrough play = rolled();
  auto first = desk->hint(0, 1, play.state(), true).value();
  EXPECT_FALSE(first.ready);
  EXPECT_EQ(first.body["status"], "thinking");
  ASSERT_TRUE(first.work);
  EXPECT_TRUE(desk->working());
  EXPECT_FALSE(desk->hint(0, 1, play.state(), true).value().work) << "one piece of work per seat";
  EXPECT_FALSE(first.work());  // a hint is one run, written to the desk alone
  EXPECT_FALSE(desk->working());
  auto done = desk->hint(0, 1, play.state(), false).value();
  ASSERT_TRUE(done.ready) << "an answer made is given even when the coach is busy";
  EXPECT_EQ(done.body["version"], 1);
  EXPECT_EQ(done.body["assessment"]["measure"], "boots");
  // The next version is a new question.
  EXPECT_FALSE(desk->hint(0, 2, play.state(), true).value().ready);
}

TEST(CoachDesk, WithNoRoomNewWorkIsRefusedAsBusy) {
  auto desk = std::make_shared<CoachDesk>(1, false, kSmall, nullptr, "t");
  Playthrough play = rolled();
  auto busy = desk->hint(0, 1, play.state(), false);
  ASSERT_FALSE(busy.ok());
  EXPECT_EQ(busy.error().code, ErrorCode::kLimitReached);
  EXPECT_FALSE(desk->working());
}

TEST(CoachDesk, AHintOutDuringAnUndoIsDroppedNotGivenForTheNextPosition) {
  auto desk = std::make_shared<CoachDesk>(1, false, kSmall, nullptr, "t");
  Playthrough play = rolled();
  auto before = desk->hint(0, 1, play.state(), true).value();
  desk->forget_hints();  // a move made and taken back: version 1 again, another position
  EXPECT_FALSE(before.work());
  auto after = desk->hint(0, 1, play.state(), true).value();
  EXPECT_FALSE(after.ready) << "the answer made before the undo is not given";
  ASSERT_TRUE(after.work);
  EXPECT_FALSE(after.work());
  EXPECT_TRUE(desk->hint(0, 1, play.state(), true).value().ready);
}

TEST(CoachDesk, AReviewIsMadeADecisionAtATimeAndKeptInTheStore) {
  auto store = open_sqlite_store(":memory:", Durability::kProcess).value();
  Playthrough play = rolled(5);
  while (!play.state().is_terminal()) {
    const State& s = play.state();
    const Player p = s.acting_players()[0];
    const Action a = p == kChancePlayer ? play.auto_chance_outcome() : s.legal_actions(p)[0];
    ASSERT_TRUE(play.apply(p, a).ok());
  }
  auto desk = std::make_shared<CoachDesk>(1, false, kSmall, store.get(), "t");
  auto started = desk->review(0, play, true).value();
  ASSERT_TRUE(started.work);
  EXPECT_FALSE(desk->review(0, play, true).value().work) << "one review at a time";
  while (started.work()) {
  }
  auto done = desk->review(0, play, false).value();
  ASSERT_TRUE(done.ready);
  EXPECT_EQ(done.body["status"], "done");
  // Another desk of the same table (after a restart) finds it in the store.
  auto again = std::make_shared<CoachDesk>(1, false, kSmall, store.get(), "t");
  auto kept = again->review(0, play, false).value();
  ASSERT_TRUE(kept.ready);
  EXPECT_EQ(kept.body["review"], done.body["review"]);
}

}  // namespace
}  // namespace rookery
