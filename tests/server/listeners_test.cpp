// Who is told when a table changes, alone (server/listeners.h): everyone, or for
// an answer only held, the server and the holder's own connections; a listener
// may call back in; and whether a table is watched or changed lately.
#include "server/listeners.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

TEST(Listeners, AHeldAnswerReachesTheServerAndItsHoldersConnectionsAlone) {
  Listeners listeners;
  std::vector<std::string> told;
  listeners.add([&] { told.push_back("server"); });
  listeners.add([&] { told.push_back("ann"); }, "ann-secret");
  listeners.add([&] { told.push_back("spectator"); }, "");
  listeners.tell_holder("ann-secret");
  EXPECT_EQ(told, (std::vector<std::string>{"server", "ann"}));
  told.clear();
  listeners.tell_holder("");  // nobody's: the server alone
  EXPECT_EQ(told, (std::vector<std::string>{"server"}));
  told.clear();
  listeners.tell_everyone();
  EXPECT_EQ(told, (std::vector<std::string>{"server", "ann", "spectator"}));
}

TEST(Listeners, AListenerIsCalledOffTheLockAndMayAddAndRemove) {
  Listeners listeners;
  int calls = 0;
  int added = -1;
  listeners.add([&] {
    ++calls;
    if (added < 0) added = listeners.add([&] { ++calls; });  // would deadlock under the lock
  });
  listeners.tell_everyone();
  listeners.tell_everyone();
  EXPECT_EQ(calls, 3);
  listeners.remove(added);
  listeners.tell_everyone();
  EXPECT_EQ(calls, 4);
}

TEST(Listeners, ATableIsWatchedWhileAViewerListensAndChangedSinceItsLastChange) {
  Listeners listeners;
  listeners.add([] {});  // the server's own
  const auto before = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  const auto after = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  EXPECT_FALSE(listeners.watched_or_changed_since(after));
  const int viewer = listeners.add([] {}, "");
  EXPECT_TRUE(listeners.watched_or_changed_since(after));
  listeners.remove(viewer);
  listeners.tell_everyone();
  EXPECT_TRUE(listeners.watched_or_changed_since(before));
}

}  // namespace
}  // namespace rookery
