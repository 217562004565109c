// FixedList, the allocation-free list of the hot path: it never truncates and
// never writes past its end (issue: no silent truncation), in every build.
#include <gtest/gtest.h>

#include "core/action.h"

namespace rookery {
namespace {

TEST(FixedList, HoldsUpToItsCapacityInOrder) {
  FixedList<int, 3> list;
  for (int i = 0; i < 3; ++i) list.push_back(i * 10);
  ASSERT_EQ(list.size(), 3);
  EXPECT_EQ(list[0], 0);
  EXPECT_EQ(list[2], 20);
  EXPECT_TRUE(list.contains(10));
}

TEST(FixedList, GrowsByABlockAfterWhatItHolds) {
  FixedList<int, 5> list;
  list.push_back(7);
  int* at = list.grow(3);
  for (int i = 0; i < 3; ++i) at[i] = i;
  ASSERT_EQ(list.size(), 4);
  EXPECT_EQ(list[0], 7);
  EXPECT_EQ(list[3], 2);
  list.grow(0);
  EXPECT_EQ(list.size(), 4);
}

// A block that would not fit stops the program instead of writing past the end.
void overgrow() {
  FixedList<int, 3> list;
  list.push_back(1);
  list.grow(3);
}

TEST(FixedListDeathTest, ABlockPastItsCapacityStopsTheProgramSayingWhy) {
  EXPECT_DEATH(overgrow(), "fixed list of capacity 3 overflowed");
}

// The list is filled past its capacity by one.
void overfill() {
  FixedList<int, 3> list;
  for (int i = 0; i < 4; ++i) list.push_back(i);
}

TEST(FixedListDeathTest, OneMoreThanItsCapacityStopsTheProgramSayingWhy) {
  EXPECT_DEATH(overfill(), "fixed list of capacity 3 overflowed");
}

}  // namespace
}  // namespace rookery
