// PassWindow: how long a response window lasts at a turn-based table whose game
// asks players whether they answer a move ("pass" is then a legal move: Plucky
// Penguins' lightning windows, R7). Being asked reveals nothing there (PL-8), and
// the time a window takes must not either: a window that closed at once would
// say that nobody held an answer. So every pass lands no earlier than `minimum`
// after the move that opened the window (the last move that was not a pass), and
// a person's seat whose only legal move is "pass" is passed for then, so nobody is
// made to click a pass that is no choice. A person's pass sent sooner is held
// until then. Bots pass as they decide: a bot passes at once whatever it holds,
// so its speed tells nothing. docs/protocol.md, "Response windows".
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <vector>

namespace rookery {

class PassWindow {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  // The shortest a window lasts unless the server says otherwise
  // (`rookery serve --response-window-ms`).
  static constexpr std::chrono::milliseconds kDefaultMinimum{1200};

  PassWindow(std::size_t seats, std::chrono::milliseconds minimum)
      : minimum_(minimum), held_(seats, false) {}

  // A move was made at `at`: a move other than a pass opens a new window (and
  // drops passes held for the last one).
  void moved(bool was_pass, TimePoint at);
  // When a pass may land now: `minimum` after the window opened.
  TimePoint passes_from() const { return opened_ + minimum_; }
  // Whether a pass by `seat` sent at `now` must wait; it is then held.
  bool hold(std::size_t seat, TimePoint now);
  // Whether `seat` has a pass held.
  bool held(std::size_t seat) const { return held_[seat]; }
  // The pass held for `seat` was made (or can no longer be).
  void release(std::size_t seat) { held_[seat] = false; }
  // Whether any pass is held.
  bool any_held() const;

 private:
  std::chrono::milliseconds minimum_;
  TimePoint opened_{};
  std::vector<bool> held_;
};

}  // namespace rookery
