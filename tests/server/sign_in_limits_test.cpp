// Limits on guessing passwords: per name and per address over a window, the same
// refusal whether the name exists, and bounded memory under a flood.
#include "server/sign_in_limits.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

using namespace std::chrono_literals;
using Clock = SignInLimits::Clock;

TEST(SignInLimits, TenWrongPasswordsOnANameWaitTheWindowOut) {
  SignInLimits limits;
  const Clock::time_point t0{};
  for (int i = 0; i < 10; ++i) {
    ASSERT_FALSE(limits.wait("ann", "10.0.0.1", t0 + i * 1s).has_value()) << i;
    limits.failed("ann", "10.0.0.1", t0 + i * 1s);
  }
  // The eleventh try waits until 15 minutes after the first failure, from any address.
  EXPECT_EQ(limits.wait("ann", "10.0.0.1", t0 + 10s), 890s);
  EXPECT_EQ(limits.wait("ann", "10.0.0.9", t0 + 10s), 890s);
  EXPECT_FALSE(limits.wait("bob", "10.0.0.9", t0 + 10s).has_value()) << "other names go on";
  EXPECT_FALSE(limits.wait("ann", "10.0.0.1", t0 + 15min).has_value()) << "the window ended";
}

TEST(SignInLimits, OneAddressTryingManyNamesIsStoppedToo) {
  SignInLimits limits;
  const Clock::time_point t0{};
  for (int i = 0; i < 30; ++i) limits.failed("name" + std::to_string(i), "10.0.0.1", t0);
  EXPECT_TRUE(limits.wait("someone", "10.0.0.1", t0 + 1s).has_value());
  EXPECT_FALSE(limits.wait("someone", "10.0.0.2", t0 + 1s).has_value());
}

// Accounts made count against their address only: the new name starts with none.
TEST(SignInLimits, AccountsMadeCountAgainstTheAddressOnly) {
  SignInLimits limits;
  const Clock::time_point t0{};
  for (int i = 0; i < 29; ++i) limits.tried_from("10.0.0.1", t0);
  EXPECT_FALSE(limits.wait("new", "10.0.0.1", t0).has_value());
  limits.tried_from("10.0.0.1", t0);
  EXPECT_TRUE(limits.wait("new", "10.0.0.1", t0).has_value());
  EXPECT_FALSE(limits.wait("new", "10.0.0.2", t0).has_value());
}

// A right password forgets the name's failures (not the address's); a name that
// does not exist is counted like one that does (the caller counts both alike).
TEST(SignInLimits, ARightPasswordForgetsTheNamesFailures) {
  SignInLimits limits;
  const Clock::time_point t0{};
  for (int i = 0; i < 9; ++i) limits.failed("ann", "10.0.0.1", t0);
  limits.succeeded("ann");
  limits.failed("ann", "10.0.0.1", t0);
  EXPECT_FALSE(limits.wait("ann", "10.0.0.1", t0).has_value());
}

TEST(SignInLimits, AFloodOfNamesStaysWithinItsBound) {
  SignInLimits limits(SignInLimits::Options{10, 1000000, 15min, 1000});
  const Clock::time_point t0{};
  for (int i = 0; i < 100000; ++i)
    limits.failed("n" + std::to_string(i), "a" + std::to_string(i % 50), t0);
  EXPECT_LE(limits.remembered(), 2000u);
  // A fresh name is still limited after its own ten failures.
  for (int i = 0; i < 10; ++i) limits.failed("ann", "10.0.0.1", t0 + 1s);
  EXPECT_TRUE(limits.wait("ann", "10.0.0.2", t0 + 2s).has_value());
}

}  // namespace
}  // namespace rookery
