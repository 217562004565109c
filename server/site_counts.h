// SiteCounts: what one client holds across every process of a site (several
// `rookery serve` over one PostgreSQL database, docs/deploy.md), so that its
// limits do not multiply by the processes: its connections and its places at
// the coach. Each process counts its own at once, and shares them through the
// database with the others at each lease renewal (Ownership::share_counts);
// a limit is checked against this process's own count plus the others' as
// last shared. One process alone (SQLite) shares nothing: the others' are 0.
//
// Lock rule: its own mutex, taken last (callers may hold theirs).
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <utility>

#include "core/error.h"

namespace rookery {

class Ownership;  // server/ownership.h

// What is counted ("connections", "coach address", ...) and of whom (an
// address; a credential goes in hashed: see SiteCounts::key_of_secret).
using CountKey = std::pair<std::string, std::string>;

class SiteCounts {
 public:
  // Changes this process's count of `key` by `delta`.
  void add(const CountKey& key, int delta);
  // The other live processes' count of `key`, as last shared (0 before).
  int others(const CountKey& key) const;
  // Sends this process's counts that changed since the last call and takes
  // the others' new sums; called by the lobby's cluster thread. A failure
  // keeps the changes for the next call.
  Result<void> share(Ownership& ownership);
  // A secret (a seat's credential) as a count's key: a hash that names it
  // without putting the secret itself in one more place in the database.
  static std::string key_of_secret(const std::string& secret);

 private:
  std::mutex sharing_;  // one share() at a time, so that others_ is never older
  mutable std::mutex mutex_;
  std::map<CountKey, int> mine_;
  std::map<CountKey, int> changed_;  // keys whose count changed since share(), with the count now
  std::map<CountKey, int> others_;
};

}  // namespace rookery
