// Talk at the table (TableChat; docs/protocol.md, "Talk at the table"): text
// only, its length and rate, the two channels apart, mutes, and a replay's lines.
#include "server/table_chat.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

using Clock = TableChat::Clock;
using namespace std::chrono_literals;

ChatLine say(TableChat& chat, int seat, const std::string& text, int version = 0,
             Clock::time_point now = Clock::time_point{}) {
  auto line = chat.next(seat < 0 ? "account 1" : "seat " + std::to_string(seat), seat,
                        seat < 0 ? "Cid" : "Ann", text, version, now, 1000);
  EXPECT_TRUE(line.ok()) << line.error().message;
  chat.add(*line);
  return *line;
}

TEST(TableChat, ALineIsTrimmedTextOfAtMost300Characters) {
  TableChat chat;
  const Clock::time_point t{};
  EXPECT_EQ(say(chat, 0, "  good luck!  ").text, "good luck!");
  EXPECT_FALSE(chat.next("seat 1", 1, "Bob", "   ", 0, t, 0).ok());
  EXPECT_TRUE(chat.next("seat 1", 1, "Bob", std::string(300, 'x'), 0, t, 0).ok());
  const auto long_line = chat.next("seat 1", 1, "Bob", std::string(301, 'x'), 0, t, 0);
  ASSERT_FALSE(long_line.ok());
  EXPECT_NE(long_line.error().message.find("at most 300"), std::string::npos);
  // A line break, a right-to-left override, a zero-width space, bad UTF-8.
  for (const std::string bad : {"a\nb", "ok \u202Eevil", "a\u200Bb", "\xff"}) {
    EXPECT_FALSE(chat.next("seat 2", 2, "Cy", bad, 0, t, 0).ok()) << bad;
  }
  // Markup is only text: kept as it was said, for the page to show as text.
  EXPECT_EQ(say(chat, 1, "<b>hi</b>").text, "<b>hi</b>");
}

TEST(TableChat, FiveLinesInTenSecondsThenTheSpeakerWaits) {
  TableChat chat;
  const Clock::time_point t{};
  for (int i = 0; i < 5; ++i) say(chat, 0, "line " + std::to_string(i), 0, t + i * 100ms);
  const auto sixth = chat.next("seat 0", 0, "Ann", "one more", 0, t + 1s, 0);
  ASSERT_FALSE(sixth.ok());
  EXPECT_EQ(sixth.error().code, ErrorCode::kLimitReached);
  EXPECT_NE(sixth.error().message.find("wait 9 seconds"), std::string::npos)
      << sixth.error().message;
  EXPECT_TRUE(chat.next("seat 1", 1, "Bob", "another speaker", 0, t + 1s, 0).ok());
  EXPECT_TRUE(chat.next("seat 0", 0, "Ann", "later", 0, t + 10s, 0).ok());
}

TEST(TableChat, ATableKeepsAtMostAThousandLines) {
  TableChat chat;
  for (int i = 0; i < 1000; ++i) {
    chat.add({i + 1, 0, "Ann", "x", 0, 0});
  }
  const auto full = chat.next("seat 1", 1, "Bob", "hello", 0, Clock::time_point{}, 0);
  ASSERT_FALSE(full.ok());
  EXPECT_NE(full.error().message.find("full"), std::string::npos);
}

TEST(TableChat, PlayersAndSpectatorsReadTheirOwnChannelOnly) {
  TableChat chat;
  say(chat, 0, "players only");
  say(chat, -1, "spectators only");
  const auto player = chat.view(1, 0);
  ASSERT_EQ(player["lines"].size(), 1u);
  EXPECT_EQ(player["lines"][0]["text"], "players only");
  EXPECT_EQ(player["lines"][0]["seat"], 0);
  const auto spectator = chat.view(-2, 0);
  ASSERT_EQ(spectator["lines"].size(), 1u);
  EXPECT_EQ(spectator["lines"][0]["text"], "spectators only");
  EXPECT_TRUE(spectator["lines"][0]["seat"].is_null());
  EXPECT_FALSE(spectator.contains("muted"));
}

TEST(TableChat, AMutedPlayersLinesAreLeftOutForWhoeverMutedThemOnly) {
  TableChat chat({}, {{1, 0}});
  say(chat, 0, "from Ann");
  say(chat, 2, "from Cy");
  EXPECT_EQ(chat.view(1, 0)["lines"].size(), 1u);
  EXPECT_EQ(chat.view(1, 0)["muted"], nlohmann::json::array({0}));
  EXPECT_EQ(chat.view(2, 0)["lines"].size(), 2u);
  chat.set_muted(1, 0, false);
  EXPECT_EQ(chat.view(1, 0)["lines"].size(), 2u);
}

TEST(TableChat, AViewHoldsTheLast30LinesSaidByItsVersion) {
  TableChat chat;
  for (int i = 0; i < 40; ++i) chat.add({i + 1, 0, "Ann", std::to_string(i), i, 0});
  const auto now = chat.view(1, 100);
  ASSERT_EQ(now["lines"].size(), 30u);
  EXPECT_EQ(now["lines"][0]["text"], "10");
  EXPECT_EQ(now["total"], 40);
  const auto replay = chat.view(1, 4);  // a replay after step 4: lines said by then
  ASSERT_EQ(replay["lines"].size(), 5u);
  EXPECT_EQ(replay["lines"][4]["text"], "4");
}

}  // namespace
}  // namespace rookery
