// The rulebook's Scoring Summary, example by example, with the exact amounts
// (FP-5..FP-9). Clause R8 of games/fistful/RULES.md.
#include "games/fistful/scoring.h"

#include <gtest/gtest.h>

namespace rookery::fistful {
namespace {

FaceCounts dice(int penguins, int squirrels, int moose, int kangaroos, int lions, int camels) {
  return {static_cast<std::uint8_t>(penguins), static_cast<std::uint8_t>(squirrels),
          static_cast<std::uint8_t>(moose),    static_cast<std::uint8_t>(kangaroos),
          static_cast<std::uint8_t>(lions),    static_cast<std::uint8_t>(camels)};
}

// Alice (seat 0) collecting at a table of `players`, everyone with `money`.
SquirrelTable table(int players, int money = 100) {
  SquirrelTable t;
  t.players = players;
  t.active = 0;
  for (int p = 1; p < players; ++p) {
    t.payers[static_cast<std::size_t>(p)] = true;
    t.money[static_cast<std::size_t>(p)] = money;
  }
  return t;
}

TEST(FistfulScoring, PenguinTableOneThreeSixUpToFortyFive) {
  const int expected[] = {0, 1, 3, 6, 10, 15, 21, 28, 36, 45};
  for (int n = 0; n <= 9; ++n) EXPECT_EQ(penguin_tokens(n), expected[n]) << n;
  // Penguins showing are tokens, not money, in either mode.
  const StopScore s = score_stop(dice(3, 0, 0, 0, 1, 0), Mode::kAnimals, table(2));
  EXPECT_EQ(s.tokens, 6);
  EXPECT_EQ(score_stop(dice(3, 0, 0, 0, 1, 0), Mode::kLions, table(2)).tokens, 6);
}

TEST(FistfulScoring, ExampleTwoSquirrelsBobPaysOneCliffPaysTwo) {
  const StopScore s = score_stop(dice(0, 2, 0, 0, 0, 0), Mode::kAnimals, table(3));
  EXPECT_EQ(s.paid_by[1], 1);  // Bob, to Alice's left
  EXPECT_EQ(s.paid_by[2], 2);  // Cliff, next
  EXPECT_EQ(s.dollars(), 3);
  EXPECT_EQ(s.bank_dollars, 0);  // squirrels never take from the bank
}

TEST(FistfulScoring, ExampleFourSquirrelsAmongFourPlayersPayFiveTwoThree) {
  const StopScore s = score_stop(dice(0, 4, 0, 0, 0, 0), Mode::kAnimals, table(4));
  EXPECT_EQ(s.paid_by[1], 5);  // Bob: $1 + $4, charged twice as the rotation comes back
  EXPECT_EQ(s.paid_by[2], 2);  // Cliff
  EXPECT_EQ(s.paid_by[3], 3);  // Debby
  EXPECT_EQ(s.dollars(), 10);
}

TEST(FistfulScoring, SquirrelPayersNeverGoBelowZero_FP7) {
  SquirrelTable t = table(3);
  t.money[1] = 0;  // Bob is broke: his $1 is lost
  t.money[2] = 1;  // Cliff has only $1 of the $2 he owes
  const StopScore s = score_stop(dice(0, 2, 0, 0, 0, 0), Mode::kAnimals, t);
  EXPECT_EQ(s.paid_by[1], 0);
  EXPECT_EQ(s.paid_by[2], 1);
  EXPECT_EQ(s.dollars(), 1);
  // A payer charged twice pays what is left after the first charge.
  SquirrelTable two = table(2, 4);
  const StopScore again = score_stop(dice(0, 3, 0, 0, 0, 0), Mode::kAnimals, two);
  EXPECT_EQ(again.paid_by[1], 4);  // owes 1 + 2 + 3 = 6, has 4
}

TEST(FistfulScoring, SoloSquirrelsTakeNothingUnlessTheBankPays_FP7) {
  SquirrelTable solo = table(1);
  EXPECT_EQ(score_stop(dice(0, 3, 0, 0, 0, 0), Mode::kAnimals, solo).dollars(), 0);
  solo.bank_pays = true;
  EXPECT_EQ(score_stop(dice(0, 3, 0, 0, 0, 0), Mode::kAnimals, solo).dollars(), 6);
  // Solo squirrels still pair with moose.
  solo.bank_pays = false;
  EXPECT_EQ(score_stop(dice(0, 1, 1, 0, 0, 0), Mode::kAnimals, solo).dollars(), 9);
}

TEST(FistfulScoring, ExampleOneSquirrelTwoMooseScoresNinePlusOne_FP8) {
  const StopScore s = score_stop(dice(0, 1, 2, 0, 0, 0), Mode::kAnimals, table(2));
  EXPECT_EQ(s.bank_dollars, 9);  // one paired moose
  EXPECT_EQ(s.paid_by[1], 1);    // the squirrel
  EXPECT_EQ(s.dollars(), 10);
  EXPECT_EQ(score_stop(dice(0, 0, 3, 0, 0, 0), Mode::kAnimals, table(2)).dollars(), 0);
}

TEST(FistfulScoring, KangaroosScoreTheirCountSquared_FP9) {
  const int expected[] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
  for (int k = 0; k <= 9; ++k) {
    const StopScore s = score_stop(dice(0, 0, 0, k, 0, 0), Mode::kAnimals, table(2));
    EXPECT_EQ(s.dollars(), expected[k]) << k;
    EXPECT_EQ(s.kangaroos, k);
  }
}

TEST(FistfulScoring, ExampleLionLionPenguinScoresFourteenAndOneToken) {
  const StopScore s = score_stop(dice(1, 0, 0, 0, 2, 0), Mode::kLions, table(2));
  EXPECT_EQ(s.dollars(), 14);
  EXPECT_EQ(s.tokens, 1);
}

TEST(FistfulScoring, ExampleLionKangarooKangarooEitherFourOrSevenNeverEleven) {
  const FaceCounts d = dice(0, 0, 0, 2, 1, 0);
  const StopScore animals = score_stop(d, Mode::kAnimals, table(2));
  const StopScore lions = score_stop(d, Mode::kLions, table(2));
  EXPECT_EQ(animals.dollars(), 4);
  EXPECT_EQ(animals.kangaroos, 2);
  EXPECT_EQ(lions.dollars(), 7);
  EXPECT_EQ(lions.kangaroos, 0);  // taking the lion's $7 gives no kangaroo chip
}

TEST(FistfulScoring, ExampleThreeCamelsMooseSquirrelScoresTwentyFive) {
  const StopScore s = score_stop(dice(0, 1, 1, 0, 0, 3), Mode::kAnimals, table(2));
  EXPECT_EQ(s.bank_dollars, 24);  // 3 camels x $5 + 1 paired moose x $9
  EXPECT_EQ(s.paid_by[1], 1);
  EXPECT_EQ(s.dollars(), 25);
}

TEST(FistfulScoring, ExampleTwoCamelsMooseTwoSquirrelsTwoLionsFourteenOrTwelve) {
  const FaceCounts d = dice(0, 2, 1, 0, 2, 2);
  const StopScore lions = score_stop(d, Mode::kLions, table(3));
  const StopScore animals = score_stop(d, Mode::kAnimals, table(3));
  EXPECT_EQ(lions.dollars(), 14);
  EXPECT_EQ(animals.dollars(), 12);  // moose $9 + $1 + $2 squirrels; camels void
  EXPECT_EQ(animals.paid_by[1], 1);
  EXPECT_EQ(animals.paid_by[2], 2);
  EXPECT_EQ(best_mode(d, table(3)), Mode::kLions);
}

TEST(FistfulScoring, ScoringLionsVoidsEveryOtherAnimal_FP6) {
  const StopScore s = score_stop(dice(0, 3, 2, 2, 1, 2), Mode::kLions, table(3));
  EXPECT_EQ(s.dollars(), 7);
  EXPECT_EQ(s.squirrel_dollars, 0);
}

TEST(FistfulScoring, BestModePaysMoreAfterShortfallsAnimalsOnATie_FP6) {
  // 1 lion ($7) against 3 squirrels worth $6 from a rich table: lions.
  EXPECT_EQ(best_mode(dice(0, 3, 0, 0, 1, 0), table(2)), Mode::kLions);
  // Against 4 kangaroos ($16): animals.
  EXPECT_EQ(best_mode(dice(0, 0, 0, 4, 1, 0), table(2)), Mode::kAnimals);
  // 1 lion against 1 moose + 1 squirrel when the payer is broke: $9 > $7, animals.
  EXPECT_EQ(best_mode(dice(0, 1, 1, 0, 1, 0), table(2, 0)), Mode::kAnimals);
  // Payers' shortfall decides: 3 squirrels $6 due but the payer has $2: lions ($7).
  EXPECT_EQ(best_mode(dice(0, 3, 0, 0, 1, 0), table(2, 2)), Mode::kLions);
  // A tie: 2 squirrels ($1 + $2) and 2 kangaroos ($4) make $7, as does the lion: animals.
  EXPECT_EQ(best_mode(dice(0, 2, 0, 2, 1, 0), table(2)), Mode::kAnimals);
  // No lion showing: only animals exists.
  EXPECT_EQ(best_mode(dice(0, 0, 0, 0, 0, 1), table(2)), Mode::kAnimals);
}

}  // namespace
}  // namespace rookery::fistful
