// The terminal's single-key mode on a pseudo-terminal: entered, restored after
// an exception, a signal and a quit, and keys read with their deadlines.
#include "cli/terminal_input.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "cli/commands.h"

namespace rookery {
namespace {

// A pseudo-terminal pair: keys written to `master` arrive at `slave`.
struct Pty {
  int master = -1;
  int slave = -1;
  Pty() {
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) return;
    slave = open(ptsname(master), O_RDWR | O_NOCTTY);
  }
  ~Pty() {
    if (slave >= 0) close(slave);
    if (master >= 0) close(master);
  }
  termios settings() const {
    termios t{};
    tcgetattr(slave, &t);
    return t;
  }
  void type(const std::string& keys) const {
    EXPECT_EQ(write(master, keys.data(), keys.size()), static_cast<ssize_t>(keys.size()));
  }
};

bool line_mode(const termios& t) { return (t.c_lflag & ICANON) && (t.c_lflag & ECHO); }

TEST(Terminal, SingleKeyModeIsRestoredAfterAnException) {
  Pty pty;
  ASSERT_GE(pty.slave, 0);
  ASSERT_TRUE(line_mode(pty.settings()));
  try {
    RawTerminal raw(pty.slave);
    EXPECT_TRUE(raw.active());
    EXPECT_FALSE(pty.settings().c_lflag & ICANON);
    EXPECT_FALSE(pty.settings().c_lflag & ECHO);
    EXPECT_TRUE(pty.settings().c_lflag & ISIG);  // Ctrl-C still signals
    throw std::runtime_error("boom");
  } catch (const std::runtime_error&) {
  }
  EXPECT_TRUE(line_mode(pty.settings()));
}

TEST(Terminal, AFileThatIsNotATerminalIsLeftAlone) {
  RawTerminal raw(open("/dev/null", O_RDONLY));
  EXPECT_FALSE(raw.active());
}

TEST(Terminal, KeysArriveOneByOneAndTheDeadlineEndsTheWait) {
  Pty pty;
  ASSERT_GE(pty.slave, 0);
  TerminalInput input(pty.slave);
  pty.type("b\x1b[A");
  EXPECT_EQ(input.next_key(input.now_ms() + 1000), 'b');
  EXPECT_EQ(input.next_key(input.now_ms() + 1000), '\x1b');  // an arrow key is one key
  const std::int64_t start = input.now_ms();
  EXPECT_EQ(input.next_key(start + 30), std::nullopt);
  EXPECT_GE(input.now_ms(), start + 30);
}

TEST(Terminal, CtrlCBecomesAKeyAndTheHandlersAreRestored) {
  struct sigaction before {};
  sigaction(SIGINT, nullptr, &before);
  Pty pty;
  ASSERT_GE(pty.slave, 0);
  {
    TerminalInput input(pty.slave);
    std::raise(SIGINT);  // as Ctrl-C would
    EXPECT_EQ(input.next_key(input.now_ms() + 1000), kInterruptKey);
  }
  struct sigaction after {};
  sigaction(SIGINT, nullptr, &after);
  EXPECT_EQ(after.sa_handler, before.sa_handler);
  EXPECT_TRUE(line_mode(pty.settings()));
}

TEST(Terminal, QuittingARealTimeGameRestoresTheTerminalAndSaves) {
  Pty pty;
  ASSERT_GE(pty.slave, 0);
  const termios original = pty.settings();
  PlayOptions o;
  o.game = "match";
  o.seats = "human,reaction";
  o.seed = 9;
  o.save_path = testing::TempDir() + "/rookery_terminal_quit.json";
  const int slave = pty.slave;
  o.live = [slave] { return std::make_unique<TerminalInput>(slave); };
  pty.type(" q");  // start, then quit during the first card
  std::istringstream in;
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  const termios restored = pty.settings();
  EXPECT_EQ(restored.c_lflag, original.c_lflag);
  EXPECT_EQ(restored.c_iflag, original.c_iflag);
  EXPECT_NE(out.str().find("Game left unfinished after"), std::string::npos);
  std::ostringstream replay_out, replay_err;
  EXPECT_EQ(run_replay(o.save_path, false, replay_out, replay_err), kExitOk) << replay_err.str();
  std::remove(o.save_path.c_str());
}

}  // namespace
}  // namespace rookery
