// Who is at a table's seats (presence.h).
#include "server/presence.h"

#include <algorithm>
#include <cstdlib>

namespace rookery {

namespace {

long long ms_between(Presence::TimePoint from, Presence::TimePoint to) {
  return std::max<long long>(
      0, std::chrono::duration_cast<std::chrono::milliseconds>(to - from).count());
}

}  // namespace

Presence::Presence(std::size_t seats, TimePoint now, std::chrono::milliseconds hand_over_after)
    : hand_over_after_(hand_over_after),
      connections_(seats),
      away_since_(seats, now),
      person_(seats),
      latency_(seats, -1) {}

bool Presence::connect(std::size_t seat, const std::string& credential) {
  return connections_[seat][credential]++ == 0;
}

bool Presence::disconnect(std::size_t seat, const std::string& credential,
                          const std::string& holder, TimePoint now) {
  const auto it = connections_[seat].find(credential);
  if (it == connections_[seat].end()) return false;
  if (--it->second > 0) return false;
  connections_[seat].erase(it);
  if (holder != credential) return false;
  away_since_[seat] = now;
  return true;
}

void Presence::seen(std::size_t seat, TimePoint now) {
  if (connections_[seat].empty()) {
    away_since_[seat] = std::max(away_since_[seat], now + hand_over_after_);
  }
}

void Presence::seated(std::size_t seat, const std::string& person, TimePoint now) {
  away_since_[seat] = now;
  person_[seat] = person;
}

void Presence::vacated(std::size_t seat) {
  connections_[seat].clear();
  person_[seat].clear();
  latency_[seat] = -1;
}

Result<void> Presence::away_long_enough(std::size_t seat, const std::string& holder,
                                        const std::string& name, TimePoint now) const {
  if (connections_[seat].contains(holder)) {
    return make_error(ErrorCode::kInvalidArgument,
                      name +
                          " is connected: only a seat whose player is away can be handed to "
                          "a bot");
  }
  const long long away = ms_between(away_since_[seat], now);
  const long long wait = hand_over_after_.count();
  if (away < wait) {
    const long long left = (wait - away + 999) / 1000;
    return make_error(ErrorCode::kInvalidArgument,
                      name + " has been away for " + std::to_string(away / 1000) +
                          " s; their seat can be handed to a bot after " +
                          std::to_string((wait + 999) / 1000) + " s away, in " +
                          std::to_string(left) + " s");
  }
  return ok_result();
}

bool Presence::report_latency(std::size_t seat, int ms) {
  int& shown = latency_[seat];
  ms = std::max(ms, -1);
  const bool changed = (shown < 0) != (ms < 0) || std::abs(shown - ms) > 10;
  shown = ms;
  return changed;
}

void Presence::into(nlohmann::json& view, const std::vector<SeatRecord>& records,
                    TimePoint now) const {
  view["hand_over_after_ms"] = hand_over_after_.count();
  nlohmann::json& seats = view["seats"];
  for (std::size_t s = 0; s < records.size() && s < seats.size(); ++s) {
    const SeatRecord& r = records[s];
    if (r.kind != "human" || r.credential.empty()) continue;
    const bool here = connections_[s].contains(r.credential);
    seats[s]["connected"] = here;
    if (!here) seats[s]["away_ms"] = ms_between(away_since_[s], now);
  }
}

}  // namespace rookery
