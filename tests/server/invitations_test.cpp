// Who may sit at a hosted or private table, alone (server/invitations.h): an
// invite's seat, the any-seat invite, spending, the throttle on wrong secrets,
// and the host alone shown the secrets. Seating through a table is
// tests/server/private_tables_test.cpp.
#include "server/invitations.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

using std::chrono::seconds;
const Invitations::TimePoint kNow{seconds(5000)};

// A private table for three hosted at seat 0: an invite for seat 1, one for any seat.
Invitations hosted() { return Invitations(Access{true, 0, {{1, "for-one", ""}, {-1, "any", ""}}}); }

std::string refusal(const Result<int>& r) { return r.ok() ? "" : r.error().message; }

// Human seats, each open (nobody holds it) or held, as `open` says.
std::vector<SeatRecord> seats(std::initializer_list<bool> open) {
  std::vector<SeatRecord> out;
  for (bool o : open) out.push_back({"human", o ? "" : "held", o ? "" : "someone"});
  return out;
}

TEST(Invitations, AnInviteSeatsItsGuestAtItsSeatAndIsSpentThen) {
  Invitations door = hosted();
  EXPECT_FALSE(door.listed());
  const std::vector<SeatRecord> open = seats({false, true, true});
  EXPECT_EQ(door.seat_for("for-one", std::nullopt, open, "a", kNow, "t").value(), 1);
  EXPECT_NE(
      refusal(door.seat_for("for-one", 2, open, "a", kNow, "t")).find("is for seat 2, not seat 3"),
      std::string::npos);
  EXPECT_TRUE(door.spend("for-one", "Bea"));
  EXPECT_NE(refusal(door.seat_for("for-one", std::nullopt, open, "a", kNow, "t"))
                .find("used already: Bea took seat 2"),
            std::string::npos);
}

TEST(Invitations, TheAnySeatInviteTakesTheSeatAskedOrTheFirstOpenAndStays) {
  Invitations door = hosted();
  EXPECT_EQ(door.seat_for("any", std::nullopt, seats({false, false, true}), "a", kNow, "t").value(),
            2);
  EXPECT_EQ(door.seat_for("any", 1, seats({false, true, true}), "a", kNow, "t").value(), 1);
  EXPECT_FALSE(door.spend("any", "Cy")) << "it seats guests while seats are open";
  EXPECT_NE(
      refusal(door.seat_for("any", std::nullopt, seats({false, false, false}), "a", kNow, "t"))
          .find("every seat at table t is taken"),
      std::string::npos);
}

TEST(Invitations, WrongSecretsFromOnePersonAreRefusedUnreadAfterTheLimitForAMinute) {
  Invitations door = hosted();
  const std::vector<SeatRecord> open = seats({false, true, true});
  for (int i = 0; i < kWrongInvitesPerMinute; ++i) {
    auto wrong = door.seat_for("guess" + std::to_string(i), std::nullopt, open, "eve", kNow, "t");
    EXPECT_EQ(wrong.error().code, ErrorCode::kInvalidArgument) << i;
  }
  auto right = door.seat_for("for-one", std::nullopt, open, "eve", kNow, "t");
  ASSERT_FALSE(right.ok()) << "refused unread, even a right one";
  EXPECT_EQ(right.error().code, ErrorCode::kLimitReached);
  EXPECT_TRUE(door.seat_for("for-one", std::nullopt, open, "bea", kNow, "t").ok())
      << "another person is not held back";
  EXPECT_TRUE(door.seat_for("for-one", std::nullopt, open, "eve", kNow + seconds(61), "t").ok())
      << "a minute later";
}

TEST(Invitations, TheHostAloneIsShownTheInvitesOfTheOpenSeats) {
  Invitations door = hosted();
  door.set_next_invites({"", "next-for-bea", ""});
  nlohmann::json host, guest, watcher;
  door.into(host, 0, seats({false, true, false}), false);
  door.into(guest, 1, seats({false, true, false}), false);
  door.into(watcher, kSpectator, seats({false, true, false}), false);
  EXPECT_EQ(host["invites"].size(), 2u) << host.dump();
  EXPECT_EQ(host["host"], 0);
  EXPECT_TRUE(host["private"].get<bool>());
  EXPECT_FALSE(guest.contains("invites"));
  EXPECT_EQ(guest["next_invite"], "next-for-bea");
  EXPECT_FALSE(watcher.contains("invites"));
  nlohmann::json over;
  door.into(over, 0, seats({false, true, false}), true);
  EXPECT_FALSE(over.contains("invites")) << "not once the game is over";
}

}  // namespace
}  // namespace rookery
