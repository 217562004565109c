// Invitations: who may sit at a hosted or private table (docs/protocol.md,
// "Private tables and invites"): the table's Access (listed or invite-only, the
// host's seat, the invites and who spent them), the invites of the table played
// again from it, and the throttle on wrong invite secrets; and what a view
// shows of them, to the host alone for the secrets.
//
// Lock rule: none of its own. It is a plain value the table keeps and asks
// under the table's lock; the table seats the guest and stores the spending.
#pragma once

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/state.h"
#include "server/store.h"

namespace rookery {

// Wrong invite secrets one person may send a table in a minute; the rest are
// refused unread, so that secrets cannot be tried in bulk.
inline constexpr int kWrongInvitesPerMinute = 10;

class Invitations {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  Invitations() = default;  // a listed table, open to anyone, with no host
  explicit Invitations(Access access) : access_(std::move(access)) {}

  const Access& access() const { return access_; }
  // Whether the lobby lists the table: not an invite-only (private) one.
  bool listed() const { return !access_.invite_only; }
  // The host's seat; -1 none.
  int host() const { return access_.host; }

  // The seat the invite `secret`, sent by `person` (their address) at `now`,
  // seats its guest at: the invite's own seat, or for the any-seat invite the
  // `asked` seat when given, else the first open one of `seats`. The error says
  // why not: too many wrong secrets from `person` in the last minute (refused
  // unread, kLimitReached), a secret that is not one of `table`'s (counted as
  // wrong), an invite used already, another seat asked, no seat open.
  Result<int> seat_for(const std::string& secret, std::optional<int> asked,
                       const std::vector<SeatRecord>& seats, const std::string& person,
                       TimePoint now, const std::string& table);
  // The invite `secret` was used by `who`: spent when it was for one seat
  // (the any-seat invite seats guests while seats are open). True when it was
  // spent, so that the store is told.
  bool spend(const std::string& secret, const std::string& who);

  // The invites of the table played again from this one, by seat ("" none).
  void set_next_invites(std::vector<std::string> by_seat) { next_invites_ = std::move(by_seat); }

  // What `viewer`'s view adds: private and host; for a seat, its next_invite;
  // for the host, while the game is not `over`, the invites of the open ones
  // of `seats` (and the any-seat one while a seat is open).
  void into(nlohmann::json& view, Player viewer, const std::vector<SeatRecord>& seats,
            bool over) const;

 private:
  Access access_;
  std::vector<std::string> next_invites_;
  // Per person, when they sent a wrong invite secret in the last minute.
  std::map<std::string, std::vector<TimePoint>> wrong_;
};

}  // namespace rookery
