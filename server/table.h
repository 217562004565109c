// Table: one game being played online. The server's authority over it: every
// action is checked against the seat's credential, the acting players and the
// legal actions; every move is stored before it is acknowledged; and everything
// sent out is one viewer's projection, with nothing another seat may not see.
// Thread-safe: one mutex per table orders its moves.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "core/playthrough.h"
#include "server/store.h"

namespace rookery {

// A bot's turn to think: it works on its own copy, off the table's lock.
struct BotJob {
  int seat = 0;
  int version = 0;  // the table's version it thinks about; stale answers are dropped
  std::unique_ptr<State> state;
  std::shared_ptr<Bot> bot;
};

class Table {
 public:
  // A table from its record, its moves replayed (a new table has none). The error
  // names what could not be replayed.
  static Result<std::shared_ptr<Table>> open(TableRecord record, Store* store);

  const std::string& id() const { return record_.id; }
  // Moves made so far (chance included): the version a client has seen.
  int version() const;
  // The record as stored (seats, moves), for listing and "play again".
  TableRecord record() const;

  // Seats a person on open human seat `seat`; returns their secret credential.
  Result<std::string> join(int seat, const std::string& name);
  // The person leaves seat `seat`: it opens again, or a bot takes it (`bot_spec`).
  Result<void> leave(int seat, const std::string& credential, const std::string& bot_spec);
  // Checks and makes the move `text` for `seat`; stored before it returns the new version.
  Result<int> act(int seat, const std::string& credential, std::string_view text);
  // A bot's answer to `job`; dropped (not an error) when the table has moved on.
  Result<int> act_as_bot(const BotJob& job, Action action);
  // Bots whose turn it is and who are not already thinking.
  std::vector<BotJob> bot_jobs();

  // What `viewer` (a seat, or kSpectator) may see now: the observation, the legal
  // actions when it is their move, who acts, the result at the end, and the log
  // of moves after version `since` in the words that viewer may read.
  nlohmann::json view(Player viewer, int since = 0) const;
  // Whether `credential` holds seat `seat`.
  bool holds(int seat, const std::string& credential) const;

  // Calls `listener` (off the lock) after every change; returns an id for unsubscribe.
  int subscribe(std::function<void()> listener);
  void unsubscribe(int id);

 private:
  Table(TableRecord record, Store* store, Playthrough play);
  // Applies and stores one move; the caller holds the lock and checked legality.
  Result<void> commit(Player player, Action action);
  // Automatic chance moves until a player must act.
  Result<void> run_chance();
  void notify();

  mutable std::mutex mutex_;
  TableRecord record_;
  Store* store_;
  Playthrough play_;
  std::vector<std::shared_ptr<Bot>> bots_;  // per seat; null for human seats
  std::vector<bool> thinking_;              // per seat: a bot job is out
  // log_[i][v]: move i + 1 as viewer v sees it (v = seat, last = spectator).
  std::vector<std::vector<std::string>> log_;
  std::mutex listeners_mutex_;
  std::vector<std::pair<int, std::function<void()>>> listeners_;
  int next_listener_ = 0;
};

// A fresh secret for a seat: 128 random bits as hex.
std::string new_credential();

}  // namespace rookery
