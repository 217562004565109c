// Presence: who is at a table's seats (docs/protocol.md, "A seat whose player
// is away"): each holder's open connections, since when a seat's holder has had
// none, who took each seat (their address), and each seat's round trip.
//
// Lock rule: none of its own. It is a plain value the table keeps and asks
// under the table's lock; the table checks credentials against its seats
// before it tells the presence anything.
#pragma once

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/error.h"
#include "server/store.h"

namespace rookery {

class Presence {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  // `seats` seats, every one away from `now` (nobody connected yet: a restart
  // gives them the whole time again to come back); a holder away for
  // `hand_over_after` may be handed to a bot.
  Presence(std::size_t seats, TimePoint now, std::chrono::milliseconds hand_over_after);
  Presence() : Presence(0, {}, {}) {}  // no seats (a table before open() sizes it)

  std::chrono::milliseconds hand_over_after() const { return hand_over_after_; }

  // A connection of the holder of `seat` (with `credential`) opened; true when
  // it is their first (they arrived: everyone is told).
  bool connect(std::size_t seat, const std::string& credential);
  // A connection with `credential` at `seat` ended at `now`; true when it was
  // the last of the seat's holder (`holder`'s credential), who is away from now.
  bool disconnect(std::size_t seat, const std::string& credential, const std::string& holder,
                  TimePoint now);
  // A request of the seat's holder over HTTP came at `now`: without a
  // connection, the seat counts as present until one more hand_over_after has
  // passed (a request is a moment, a connection lasts), and away only from then.
  void seen(std::size_t seat, TimePoint now);
  // `person` (their address, "" unknown) took `seat` at `now`: away until their
  // page connects.
  void seated(std::size_t seat, const std::string& person, TimePoint now);
  // The seat's holder left or was handed over: their connections, address and
  // round trip are forgotten.
  void vacated(std::size_t seat);
  // Who took `seat` (seated's `person`).
  const std::string& person(std::size_t seat) const { return person_[seat]; }
  // Whether the holder of `seat` (with credential `holder`, called `name`) has
  // been away for hand_over_after at `now`; the error says they are connected,
  // or how long until they may be handed over.
  Result<void> away_long_enough(std::size_t seat, const std::string& holder,
                                const std::string& name, TimePoint now) const;

  // The round trip measured to `seat`'s connection, in ms (-1: unknown); true
  // when everyone should be told (it became known or unknown, or moved by more
  // than 10 ms: every other update carries the latest too).
  bool report_latency(std::size_t seat, int ms);
  // Each seat's round trip in ms, -1 unknown.
  const std::vector<int>& latencies() const { return latency_; }

  // What a view adds about who is away at `now`: the table's
  // `hand_over_after_ms`, and for each held human seat of `seats` (the view's
  // `seats`, by the record's `records`) whether it is `connected`, else `away_ms`.
  void into(nlohmann::json& view, const std::vector<SeatRecord>& records, TimePoint now) const;

 private:
  std::chrono::milliseconds hand_over_after_;
  std::vector<std::map<std::string, int>> connections_;  // per seat: credential -> open ones
  std::vector<TimePoint> away_since_;                    // per seat
  std::vector<std::string> person_;                      // per seat: who took it
  std::vector<int> latency_;                             // per seat, ms; -1 unknown
};

}  // namespace rookery
