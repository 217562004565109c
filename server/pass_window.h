// PassWindow: how long a response window lasts at a turn-based table, so that
// its length reveals no secret. Two kinds of window:
// - a game that asks players whether they answer a move ("pass" is then a legal
//   move: Plucky Penguins' lightning windows, R7). Being asked reveals nothing
//   there (PL-8), and a window that closed at once would say that nobody held an
//   answer;
// - a recurring decision that a player may leave standing (State::standing_span:
//   an advanced Fistful seller's keep or reroll and price, R15). An answer the
//   server makes for them at once would say which choice stood.
// So every answer (a pass, or a move of a seat that may have a standing choice)
// lands no earlier than `minimum` after the move that opened the window (the
// last move that was not an answer); the server makes the answers that are no
// choice (a seat with nothing but "pass") or that stand then; a person's answer
// sent sooner is held until then. Bots answer as they decide, which is at once
// whatever they hold, so their speed tells nothing. docs/protocol.md, "Response
// windows".
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <vector>

#include "core/action.h"

namespace rookery {

class PassWindow {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  // The shortest a window lasts unless the server says otherwise
  // (`rookery serve --response-window-ms`).
  static constexpr std::chrono::milliseconds kDefaultMinimum{1200};

  PassWindow(std::size_t seats, std::chrono::milliseconds minimum)
      : minimum_(minimum), held_(seats) {}

  // A move was made at `at`: a move other than an answer opens a new window (and
  // drops the answers held for the last one).
  void moved(bool was_answer, TimePoint at);
  // When an answer may land now: `minimum` after the window opened.
  TimePoint passes_from() const { return opened_ + minimum_; }
  // Whether `seat`'s answer `action` sent at `now` must wait; it is then held
  // (in place of one held before: the last word counts).
  bool hold(std::size_t seat, Action action, TimePoint now);
  // The answer held for `seat`, if any.
  std::optional<Action> held(std::size_t seat) const { return held_[seat]; }
  // The answer held for `seat` was made (or can no longer be).
  void release(std::size_t seat) { held_[seat].reset(); }
  // Whether any answer is held.
  bool any_held() const;

 private:
  std::chrono::milliseconds minimum_;
  TimePoint opened_{};
  std::vector<std::optional<Action>> held_;
};

}  // namespace rookery
