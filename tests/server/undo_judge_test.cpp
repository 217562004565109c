// The undo judge alone (server/undo_judge.h), on Pantolino positions: which
// move may be taken back, and each refusal's reason, without a table around it.
// Table-level undo (the store, the view's offer) is tests/server/undo_test.cpp.
#include "server/undo_judge.h"

#include <gtest/gtest.h>

#include "core/playthrough.h"
#include "games/registry.h"

namespace rookery {
namespace {

std::string refusal(const Result<int>& r) { return r.ok() ? "" : r.error().message; }

// Pantolino for two, its first roll made: seat 0 is to move.
struct Position {
  Playthrough play{load_game("pantolino(players=2)").value(), 7};
  Position() { EXPECT_TRUE(play.apply(kChancePlayer, play.auto_chance_outcome()).ok()); }
  // Seat 0 stops: still seat 0's turn (a token to take), nothing rolled, nothing hidden.
  std::unique_ptr<State> stop() {
    auto before = play.state().clone();
    const Action stop = play.state().parse_action(0, "stop").value();
    EXPECT_TRUE(play.apply(0, stop).ok());
    return before;
  }
};

TEST(UndoJudge, AMoveWithinOnesOwnTurnMayBeTakenBackByItsPlayerAlone) {
  Position p;
  auto before = p.stop();
  UndoJudge judge;
  judge.judge(*before, p.play.state(), 0, p.play.moves().back().action, 2, 99);
  EXPECT_EQ(judge.undoable_by(p.play.state()), 0);
  EXPECT_EQ(judge.take_back(0, p.play.state(), 0).value(), 2);
  EXPECT_NE(refusal(judge.take_back(1, p.play.state(), 0)).find("not yours"), std::string::npos);
}

TEST(UndoJudge, AMoveMadeWhenAnotherSeatWasToMoveIsNotACandidate) {
  Position p;
  auto before = p.stop();
  UndoJudge judge;
  // As if seat 1 had made it: seat 0 was the one to move before it.
  judge.judge(*before, p.play.state(), 1, p.play.moves().back().action, 2, 99);
  EXPECT_EQ(judge.undoable_by(p.play.state()), std::nullopt);
  EXPECT_NE(refusal(judge.take_back(1, p.play.state(), 1)).find("while others could move too"),
            std::string::npos);
}

TEST(UndoJudge, ChanceOrABotsMoveAfterItEndsTheCandidate) {
  Position p;
  auto before = p.stop();
  UndoJudge judge;
  judge.judge(*before, p.play.state(), 0, p.play.moves().back().action, 2, 99);
  judge.moved_on(kChancePlayer, /*pass=*/false, /*chose=*/false);
  EXPECT_EQ(judge.undoable_by(p.play.state()), std::nullopt);
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), kChancePlayer)).find("not yours"),
            std::string::npos);
}

TEST(UndoJudge, PassesWithoutAChoiceLeaveItButAPersonAskedMakesItStand) {
  Position p;
  auto before = p.stop();
  UndoJudge judge;
  judge.judge(*before, p.play.state(), 0, p.play.moves().back().action, 2, 99);
  // A seat with nothing but "pass" (or a bot) passes: the move may still be taken back.
  judge.moved_on(1, /*pass=*/true, /*chose=*/false);
  EXPECT_EQ(judge.undoable_by(p.play.state()), 0);
  // A person who could have answered passes: they were asked, and the move stands.
  judge.moved_on(1, /*pass=*/true, /*chose=*/true);
  EXPECT_EQ(judge.undoable_by(p.play.state()), std::nullopt);
  const std::string asked = "another player was asked whether to answer it";
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), 1)).find(asked), std::string::npos);
  // Further passes of that window keep saying so.
  judge.moved_on(2, /*pass=*/true, /*chose=*/false);
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), 2)).find(asked), std::string::npos);
  // The mover's own pass is a new step: nothing to take back, for no reason kept.
  judge.moved_on(0, /*pass=*/true, /*chose=*/false);
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), 0)).find("a pass stands"),
            std::string::npos);
}

TEST(UndoJudge, AMoveFoundAskedAboutOnReplayStands) {
  Position p;
  p.stop();
  UndoJudge judge;
  judge.asked_about(0);
  EXPECT_EQ(judge.undoable_by(p.play.state()), std::nullopt);
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), 1)).find("was asked"), std::string::npos);
  judge.clear();
  EXPECT_NE(refusal(judge.take_back(0, p.play.state(), 1)).find("not yours"), std::string::npos);
}

}  // namespace
}  // namespace rookery
