// How many connections the server holds: in all, and from one address. The
// total stays below the process's descriptor limit, so that one client
// opening idle connections cannot leave the server unable to accept or to
// open its database; the per-address cap keeps one client from taking them all.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/site_counts.h"

namespace rookery {

class ConnectionLimits {
 public:
  // With `site` (several processes serve one site), an address's connections
  // in the other processes count against its cap too, and this process's are
  // counted there for them; the total is this process's own (its descriptors).
  ConnectionLimits(std::size_t total, std::size_t per_address, SiteCounts* site = nullptr)
      : total_(total), per_address_(per_address), site_(site) {}
  // The key under which an address's connections are shared (SiteCounts).
  static CountKey site_key(const std::string& address) { return {"connections", address}; }

  // Held for as long as a connection is open; releases its place when destroyed.
  class Place {
   public:
    Place(ConnectionLimits& limits, std::string address)
        : limits_(limits), address_(std::move(address)) {}
    ~Place() { limits_.release(address_); }
    Place(const Place&) = delete;
    Place& operator=(const Place&) = delete;

   private:
    ConnectionLimits& limits_;
    std::string address_;
  };

  // A place for a new connection from `address`, or null when the server or
  // that address is at its cap (the caller closes the connection at once).
  std::unique_ptr<Place> open(const std::string& address);
  // Connections open now, in all.
  std::size_t open_count() const;

 private:
  void release(const std::string& address);

  const std::size_t total_;
  const std::size_t per_address_;
  SiteCounts* const site_;
  mutable std::mutex mutex_;
  std::size_t open_ = 0;
  std::map<std::string, std::size_t> by_address_;
};

}  // namespace rookery
