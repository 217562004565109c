// The card clock of a real-time game (games/match/RULES.md R3, MP-8): when the next
// card is turned, how long a step of claims lasts, a bot's claim made at its moment,
// and every silent seat passing when the step's time is up. The server's tables and
// the terminal's real-time table both run their games on this one clock, so a rule of
// timing is written once. It reads claims from the action text alone
// (server/timed_claims.h): nothing here names a game.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <vector>

#include "core/playthrough.h"
#include "server/timed_claims.h"

namespace rookery {

class CardClock {
 public:
  // A moment on the owner's clock, which never goes back, as the time since its epoch
  // (the terminal counts whole milliseconds, the server its steady clock's ticks).
  using Time = std::chrono::steady_clock::duration;
  // Makes one move of the game `play` holds, as its owner makes moves (stored, logged).
  using Commit = std::function<Result<void>(Player, Action)>;

  // A clock for the game in `play` (which must outlive it); every move it makes goes
  // through `commit`. The first card is turned by the first advance().
  CardClock(const Playthrough& play, Commit commit);

  // For a game taken up in the middle of a step (a restart, a resumed record): the
  // step starts afresh at `now` with its whole time to run (in a window, from its
  // first ms), or, taken over from another server process, as if its card had
  // been up `elapsed_ms` already (the time it had left).
  void resume(Time now, int elapsed_ms = 0);

  // Does what is due by `now`: the next card turned, the bots' held claims whose
  // moment has come (the earliest first, seat order on ties), and every seat still
  // silent when the step's time is up passing. True when a move was made.
  Result<bool> advance(Time now);

  // `player`'s claim (or pass), made now: checked legal by the caller. A claim that
  // opens a new step of claims ends this one (R3: a correct claim opens the window;
  // MP-8a: a wrong claim is resolved at once, and the card goes on), the others
  // passing; a bot's claim not yet due is carried into the new step.
  Result<void> claim_now(Player player, Action action, Time now);

  // A bot's decision for this step: a timed claim whose moment has not come is held
  // until then, so that the step is not resolved, nor the window opened, early;
  // anything else is made now. Checked legal by the caller.
  Result<void> offer(Player bot, Action action, Time now);

  // Whether a bot's claim of `player` waits for its moment.
  bool holds(Player player) const;
  // The moment of the next thing due (a card to turn, a held claim, the step's end);
  // nothing while the game waits for moves without a time, or is over.
  std::optional<Time> deadline() const;
  // Milliseconds since the face-up card was turned (never negative).
  int elapsed_ms(Time now) const;
  // Steps of claims begun so far (a count that only grows), and which step of the
  // face-up card this is: 0 for its first, then one more for its window or for
  // each step after a wrong claim (MP-8a).
  int steps() const { return steps_; }
  int step_of_card() const { return step_of_card_; }
  // This step's legal ms; nothing between steps.
  const std::optional<ClaimSpan>& span() const { return span_; }
  // When the next card is turned, once a step is resolved; nothing when not yet
  // known (it is turned by the next advance).
  std::optional<Time> next_card_at() const { return turn_at_; }
  // Makes the next card wait until `at` (the terminal's "space: go on now").
  void turn_next_card_at(Time at) { turn_at_ = at; }
  // A pause after a round's last step, before the first card of the next round is
  // turned, to read the round's result (the terminal's); none unless set.
  void pause_between_rounds(Time pause) { round_pause_ = pause; }
  // Whether `player` passed this step because its time ran out while it was silent.
  bool auto_passed(Player player) const;

 private:
  const State& state() const { return play_.state(); }
  // commit(), then the clock's bookkeeping: a new step begun, or the next card's time.
  Result<void> commit_timed(Player player, Action action, Time now);
  void begin_step();
  // Whether `action` by `player`, everyone else passing, leads to another step of claims.
  bool opens_next_step(Player player, Action action) const;
  Time step_end() const;  // when this step's time is up
  Action pass_action(Player player) const;

  struct Held {
    Action action;
    int ms;  // since the card was turned
  };
  const Playthrough& play_;
  Commit commit_;
  Time card_at_{};                            // when the face-up card was turned
  std::optional<ClaimSpan> span_;             // this step's legal ms; none between steps
  std::optional<Time> turn_at_;               // when the next card is turned
  std::vector<std::optional<Held>> held_;     // per seat: a bot's claim waiting for its ms
  std::vector<std::optional<Held>> carried_;  // per seat: a claim carried into the new step
  std::vector<bool> auto_passed_;             // per seat: passed when the step's time ran out
  Time round_pause_{};
  int steps_ = 0;
  int step_of_card_ = 0;
};

}  // namespace rookery
