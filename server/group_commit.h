// GroupCommit: moves of many tables that arrive together share one transaction,
// so that they share one wait for the disk (SQLite with synchronous=FULL,
// PostgreSQL with synchronous_commit on) while each is still acknowledged only
// once it is written. Used by both stores: they differ only in how a batch is
// written.
//
// The first caller to find no batch being written becomes the writer: it takes
// every write queued so far, writes them, and wakes the others, each of whom
// returns its own write's result; then it wakes the oldest write queued
// meanwhile, whose caller writes the next batch. No thread of its own, so
// nothing to start or stop, and one write alone waits no longer than it did
// without batching. Each caller is woken by itself, once: at thousands of
// moves a second, waking every waiting thread at each commit (most of them to
// sleep again) cost the server a sixth of its time.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "server/store.h"

namespace rookery {

// One caller's moves: `moves` are versions `version`, `version` + 1, ... of
// `table`, written all or none.
struct MoveWrite {
  std::string table;
  int version = 0;
  std::vector<MoveRecord> moves;
  Result<void> result = ok_result();  // set by the batch's writer
  bool done = false;
  std::condition_variable* wake = nullptr;  // its caller's, who waits in GroupCommit::submit

  // What writing it is, for its error: "record move 7 of table t" ("moves 7 to 9").
  std::string what() const {
    const std::string first = std::to_string(version);
    const std::string last = std::to_string(version + static_cast<int>(moves.size()) - 1);
    return (moves.size() == 1 ? "record move " + first : "record moves " + first + " to " + last) +
           " of table " + table;
  }
};

class GroupCommit {
 public:
  // What has been written so far (CommitCounts, server/store.h).
  CommitCounts counts() const {
    std::lock_guard lock(mutex_);
    return counts_;
  }

  // Queues `write`, and returns once it is written (by this thread or another),
  // with its result. `write_batch(batch)` writes every MoveWrite of `batch` in
  // one transaction and sets each one's `result` (a write that fails alone
  // fails only itself); it is called with no lock of this class held.
  template <typename Writer>
  Result<void> submit(MoveWrite write, Writer&& write_batch) {
    // On this thread's stack: it is notified under mutex_, before this call
    // can see its write done and return.
    std::condition_variable wake;
    auto mine = std::make_shared<MoveWrite>(std::move(write));
    mine->wake = &wake;
    std::unique_lock lock(mutex_);
    queue_.push_back(mine);
    while (!mine->done) {
      if (writing_) {
        wake.wait(lock);
        continue;
      }
      writing_ = true;
      std::vector<std::shared_ptr<MoveWrite>> batch;
      batch.swap(queue_);
      lock.unlock();
      write_batch(batch);
      lock.lock();
      ++counts_.transactions;
      for (auto& w : batch) {
        w->done = true;
        if (w != mine) w->wake->notify_one();
        if (!w->result) continue;
        ++counts_.writes;
        counts_.moves += static_cast<long long>(w->moves.size());
      }
      writing_ = false;
      // The writes queued meanwhile: the oldest one's caller writes them all.
      if (!queue_.empty()) queue_.front()->wake->notify_one();
    }
    return mine->result;
  }

 private:
  mutable std::mutex mutex_;  // guards queue_, writing_, counts_ and each queued write's `done`
  std::vector<std::shared_ptr<MoveWrite>> queue_;
  bool writing_ = false;
  CommitCounts counts_;
};

// A store whose moves are written in groups: it says how a batch is written
// (write_batch), and every move goes through one GroupCommit. The SQLite and
// the PostgreSQL stores are both such stores.
class GroupCommitStore : public Store {
 public:
  Result<void> append_move(const std::string& table, int version, const MoveRecord& m) final {
    return append_moves(table, version, {m});
  }
  Result<void> append_moves(const std::string& table, int version,
                            const std::vector<MoveRecord>& moves) final {
    return group_.submit(MoveWrite{table, version, moves},
                         [this](auto& batch) { write_batch(batch); });
  }
  CommitCounts commit_counts() const final { return group_.counts(); }

 protected:
  // Writes every MoveWrite of `batch` in one transaction and sets each one's
  // `result` (GroupCommit::submit).
  virtual void write_batch(std::vector<std::shared_ptr<MoveWrite>>& batch) = 0;

 private:
  GroupCommit group_;
};

}  // namespace rookery
