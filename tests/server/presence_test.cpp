// Who is at a table's seats, alone (server/presence.h): connections counted per
// credential, time away, a request over HTTP counting as a moment's presence,
// the hand-over's wait, and round trips told only when they change.
// Table-level hand-over is tests/server/hand_over_test.cpp.
#include "server/presence.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;
const Presence::TimePoint kStart{seconds(1000)};

std::string refusal(const Result<void>& r) { return r.ok() ? "" : r.error().message; }

TEST(Presence, ASeatIsAwayFromTheStartUntilItsHolderConnects) {
  Presence p(2, kStart, seconds(60));
  EXPECT_NE(refusal(p.away_long_enough(0, "ann", "Ann", kStart + seconds(59))).find("in 1 s"),
            std::string::npos);
  EXPECT_TRUE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(60)).ok());
  EXPECT_TRUE(p.connect(0, "ann")) << "her first connection: she arrived";
  EXPECT_FALSE(p.connect(0, "ann")) << "a second tab";
  EXPECT_NE(refusal(p.away_long_enough(0, "ann", "Ann", kStart + seconds(90))).find("connected"),
            std::string::npos);
  EXPECT_FALSE(p.disconnect(0, "ann", "ann", kStart + seconds(100))) << "one tab still open";
  EXPECT_TRUE(p.disconnect(0, "ann", "ann", kStart + seconds(100)));
  EXPECT_FALSE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(159)).ok());
  EXPECT_TRUE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(160)).ok());
}

TEST(Presence, AnOldCredentialsConnectionEndingMakesNobodyAway) {
  Presence p(1, kStart, seconds(60));
  p.connect(0, "old");  // watched on with a credential the seat no longer has
  p.connect(0, "new");
  EXPECT_FALSE(p.disconnect(0, "old", "new", kStart + seconds(5)));
  EXPECT_FALSE(p.disconnect(0, "nobody", "new", kStart + seconds(5)));
  nlohmann::json view = {{"seats", {nlohmann::json::object()}}};
  p.into(view, {{"human", "new", "Ann"}}, kStart + seconds(5));
  EXPECT_TRUE(view["seats"][0]["connected"].get<bool>());
  EXPECT_EQ(view["hand_over_after_ms"], 60'000);
}

TEST(Presence, ARequestOverHttpCountsAsPresentForOneMoreWait) {
  Presence p(1, kStart, seconds(60));
  p.seen(0, kStart + seconds(50));
  EXPECT_FALSE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(109)).ok());
  EXPECT_TRUE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(170)).ok());
  nlohmann::json view = {{"seats", {nlohmann::json::object()}}};
  p.into(view, {{"human", "ann", "Ann"}}, kStart + seconds(110));
  EXPECT_FALSE(view["seats"][0]["connected"].get<bool>());
  EXPECT_EQ(view["seats"][0]["away_ms"], 0) << "not away before the wait it was given";
}

TEST(Presence, ASeatTakenOrLeftStartsAfresh) {
  Presence p(1, kStart, seconds(60));
  p.seated(0, "10.0.0.1", kStart + seconds(100));
  EXPECT_EQ(p.person(0), "10.0.0.1");
  EXPECT_FALSE(p.away_long_enough(0, "ann", "Ann", kStart + seconds(150)).ok());
  p.connect(0, "ann");
  p.report_latency(0, 80);
  p.vacated(0);
  EXPECT_EQ(p.person(0), "");
  EXPECT_EQ(p.latencies()[0], -1);
  EXPECT_FALSE(p.disconnect(0, "ann", "ann", kStart + seconds(200))) << "its connections forgotten";
}

TEST(Presence, ARoundTripIsToldWhenItBecomesKnownOrMovesMoreThan10Ms) {
  Presence p(1, kStart, seconds(60));
  EXPECT_TRUE(p.report_latency(0, 100));
  EXPECT_FALSE(p.report_latency(0, 108));
  EXPECT_EQ(p.latencies()[0], 108) << "kept, and carried by the next update";
  EXPECT_TRUE(p.report_latency(0, 130));
  EXPECT_TRUE(p.report_latency(0, -5));
  EXPECT_EQ(p.latencies()[0], -1);
}

}  // namespace
}  // namespace rookery
