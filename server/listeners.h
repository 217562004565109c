// Listeners: who is told when a table changes (the lobby, and each viewer's
// connection), and when it last changed.
//
// Lock rule: its own mutex, never held while a listener is called: the calls
// are made off every lock, so a listener may ask the table for a view at once.
#pragma once

#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace rookery {

class Listeners {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  // Adds `call`; returns an id for remove(). Without a `credential`: told of
  // every change (the server's own listener). With one (a viewer's connection;
  // "" a spectator): told of what everyone may learn of, and of what only a
  // seat's holder may learn of only when `credential` holds that seat.
  int add(std::function<void()> call, std::optional<std::string> credential = std::nullopt);
  void remove(int id);
  // Tells everyone of a change, now.
  void tell_everyone();
  // Tells the server's listeners and the connections of `credential` alone
  // (an answer held: nothing leaves for anyone else, not even when it came).
  void tell_holder(const std::string& credential);
  // Whether anyone watches besides the server's one listener, or the table
  // changed after `since`: then it stays in memory.
  bool watched_or_changed_since(TimePoint since) const;

 private:
  struct Listener {
    int id = 0;
    std::function<void()> call;
    std::optional<std::string> credential;
  };
  // The listeners `credential` reaches (nullopt: every one), the change noted now.
  std::vector<std::function<void()>> reached(const std::optional<std::string>& credential);

  mutable std::mutex mutex_;  // guards everything below
  std::vector<Listener> listeners_;
  int next_id_ = 0;
  TimePoint changed_at_ = std::chrono::steady_clock::now();
};

}  // namespace rookery
