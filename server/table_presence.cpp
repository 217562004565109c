// People away from their seats: whose page is connected, since when a seat's
// holder has had no connection, and the others handing a seat whose holder
// stayed away to a bot so that the game goes on (docs/protocol.md, "A seat
// whose player is away").
#include <algorithm>

#include "ai/game_bots.h"
#include "server/table.h"

namespace rookery {

namespace {

std::string seat_words(int seat) { return "seat " + std::to_string(seat + 1); }

long long ms_between(Table::TimePoint from, Table::TimePoint to) {
  return std::max<long long>(
      0, std::chrono::duration_cast<std::chrono::milliseconds>(to - from).count());
}

}  // namespace

void Table::connected(int seat, const std::string& credential) {
  bool arrived = false;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty()) return;
    const auto s = static_cast<std::size_t>(seat);
    // Only the seat's holder counts: a connection with an old credential
    // (a seat left, or handed over) watches as a spectator.
    if (record_.seats[s].credential != credential) return;
    arrived = connections_[s][credential]++ == 0;
  }
  if (arrived) notify();
}

void Table::disconnected(int seat, const std::string& credential, TimePoint now) {
  bool gone = false;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) return;
    const auto s = static_cast<std::size_t>(seat);
    const auto it = connections_[s].find(credential);
    if (it == connections_[s].end()) return;
    if (--it->second > 0) return;
    connections_[s].erase(it);
    gone = record_.seats[s].credential == credential;
    if (gone) away_since_[s] = now;
  }
  if (gone) notify();
}

void Table::seen(int seat, const std::string& credential, TimePoint now) {
  std::lock_guard lock(mutex_);
  if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty()) return;
  const auto s = static_cast<std::size_t>(seat);
  if (record_.seats[s].credential != credential) return;
  // A player who plays over HTTP is here: as if connected for one more
  // hand_over_after (a request is a moment, a connection lasts), then away.
  if (connections_[s].empty()) away_since_[s] = std::max(away_since_[s], now + hand_over_after_);
}

Result<void> Table::hand_over(int asker_seat, const std::string& credential, int seat,
                              const std::string& bot_spec, TimePoint now) {
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(asker_seat, credential); !held) return held.error();
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) {
      return make_error(ErrorCode::kInvalidArgument,
                        "there is no seat " + std::to_string(seat + 1) + " at table " + id());
    }
    if (seat == asker_seat) {
      return make_error(ErrorCode::kInvalidArgument,
                        "that is your own seat: to let a bot play it, leave the table");
    }
    const auto s = static_cast<std::size_t>(seat);
    const SeatRecord& was = record_.seats[s];
    if (was.kind != "human") {
      return make_error(ErrorCode::kInvalidArgument,
                        seat_words(seat) + " is played by a bot already");
    }
    if (was.credential.empty()) {
      return make_error(
          ErrorCode::kInvalidArgument,
          seat_words(seat) + " is open: nobody holds it (the host can give an open seat to a bot)");
    }
    if (play_.state().is_terminal())
      return make_error(ErrorCode::kIllegalAction, "the game is over");
    if (connections_[s].contains(was.credential)) {
      return make_error(ErrorCode::kInvalidArgument,
                        was.name +
                            " is connected: only a seat whose player is away can be "
                            "handed to a bot");
    }
    const long long away = ms_between(away_since_[s], now);
    const long long wait = hand_over_after_.count();
    if (away < wait) {
      const long long left = (wait - away + 999) / 1000;
      return make_error(ErrorCode::kInvalidArgument,
                        was.name + " has been away for " + std::to_string(away / 1000) +
                            " s; their seat can be handed to a bot after " +
                            std::to_string((wait + 999) / 1000) + " s away, in " +
                            std::to_string(left) + " s");
    }
    const std::string spec = bot_spec.empty() ? stand_in_spec() : bot_spec;
    auto made = make_bot_within(spec, play_.game(), mix_seed(record_.seed, 1000 + seat), budget_,
                                OverBudget::kRefuse);
    if (!made) return made.error();
    // The one who went away saw the seat's secrets: stored as a Departure, as
    // if they had left, so that whoever sits there later is told.
    const Departure left{seat, was.name, seated_person_[s], static_cast<int>(log_.size())};
    const SeatRecord r{(*made)->spec(), "", ""};
    if (auto w = store_->vacate_seat(id(), left, r); !w) return w.error();
    record_.seats[s] = r;
    record_.departures.push_back(left);
    bots_[s] = std::move(*made);
    told_state_[s].reset();
    standing_[s].clear();
    connections_[s].clear();
    seated_person_[s].clear();
    latency_[s] = -1;
    if (windows_) windows_->release(s);
  }
  notify();
  return ok_result();
}

void Table::presence_into(nlohmann::json& view, TimePoint now) const {
  view["hand_over_after_ms"] = hand_over_after_.count();
  nlohmann::json& seats = view["seats"];
  for (std::size_t s = 0; s < record_.seats.size() && s < seats.size(); ++s) {
    const SeatRecord& r = record_.seats[s];
    if (r.kind != "human" || r.credential.empty()) continue;
    const bool here = connections_[s].contains(r.credential);
    seats[s]["connected"] = here;
    if (!here) seats[s]["away_ms"] = ms_between(away_since_[s], now);
  }
}

}  // namespace rookery
