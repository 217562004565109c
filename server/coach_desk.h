// CoachDesk: a table's coach (docs/protocol.md, "The coach"): per seat, the hint
// asked for last and the review once made, and the work out for them.
//
// Lock rule: the desk has its own mutex. The table asks it under the table's
// lock (the table checks who may ask, and hands over a copy of the position);
// the coach's work, on a lobby worker, writes its answer here under the desk's
// mutex alone, so it never takes the table's lock. Order: table, then desk.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/error.h"
#include "core/playthrough.h"
#include "server/store.h"

namespace rookery {

// What the coach answers now: `body` when `ready`; otherwise `body` says it is
// thinking, and `work` (empty when that work is out already) is to be run on a
// bot worker, again while it returns true (a review, a decision a run), after
// which asking again finds the answer. The work holds the desk it writes to,
// and nothing of the table.
struct CoachReply {
  bool ready = false;
  nlohmann::json body;
  std::function<bool()> work;
};

class CoachDesk : public std::enable_shared_from_this<CoachDesk> {
 public:
  // The desk of table `table_id` with `seats` seats, made with hints on for
  // every seat or not: its searches think within `budget` per decision;
  // reviews are kept in `store` (may be null).
  CoachDesk(std::size_t seats, bool hints_on, BotBudget budget, Store* store, std::string table_id);

  // Whether the table was made with hints on for every seat (as stored).
  bool hints_on() const { return hints_on_; }

  // The hint for `seat` at the table's `version`, whose position is `state`
  // (the seat's decision: the table checked it may be given): the answer once
  // made, or "thinking" and the work to make it. Without `may_start`, work that
  // is not out yet is refused as kLimitReached (the coach is busy elsewhere).
  Result<CoachReply> hint(int seat, int version, const State& state, bool may_start);
  // The review of `seat`'s finished game `play`: kept in the store, computed
  // once, a decision at a time; as hint() otherwise.
  Result<CoachReply> review(int seat, const Playthrough& play, bool may_start);
  // Forgets every hint (an undo: a hint made before it has the version of the
  // position after it, but is not for it); work still out is dropped when done.
  void forget_hints();
  // Whether a hint or a review is being made (the table stays in memory).
  bool working() const;

 private:
  struct HintSlot {
    int version = -1;
    std::uint64_t ticket = 0;  // of the hint asked for last; 0 none
    nlohmann::json answer;
  };
  struct ReviewWork;

  const bool hints_on_;
  const BotBudget budget_;
  Store* const store_;
  const std::string table_id_;
  mutable std::mutex mutex_;  // guards everything below
  // Per seat: the version of the hint asked for last and the hint once made.
  // Each hint's work carries a ticket, so that an answer made for a position
  // taken back (undo) is never given for the one after it at the same version.
  std::vector<HintSlot> hints_;
  std::vector<bool> hint_out_;  // per seat: a hint's work is out; one at a time
  std::uint64_t next_ticket_ = 1;
  // Per seat: a review being made (its builder and progress), and the review once made.
  std::vector<std::shared_ptr<ReviewWork>> reviews_;
  std::vector<nlohmann::json> reviewed_;
};

}  // namespace rookery
