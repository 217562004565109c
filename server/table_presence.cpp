// People away from their seats: whose page is connected, since when a seat's
// holder has had no connection, and the others handing a seat whose holder
// stayed away to a bot so that the game goes on (docs/protocol.md, "A seat
// whose player is away").
#include "ai/game_bots.h"
#include "server/table.h"

namespace rookery {

void Table::connected(int seat, const std::string& credential) {
  bool arrived = false;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty()) return;
    const auto s = static_cast<std::size_t>(seat);
    // Only the seat's holder counts: a connection with an old credential
    // (a seat left, or handed over) watches as a spectator.
    if (record_.seats[s].credential != credential) return;
    arrived = presence_.connect(s, credential);
  }
  if (arrived) notify();
}

void Table::disconnected(int seat, const std::string& credential, TimePoint now) {
  bool gone = false;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) return;
    const auto s = static_cast<std::size_t>(seat);
    gone = presence_.disconnect(s, credential, record_.seats[s].credential, now);
  }
  if (gone) notify();
}

Player Table::connection_viewer(Player seat, const std::string& credential) const {
  return seat >= 0 && holds(seat, credential) ? seat : kSpectator;
}

void Table::seen(int seat, const std::string& credential, TimePoint now) {
  std::lock_guard lock(mutex_);
  if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty()) return;
  const auto s = static_cast<std::size_t>(seat);
  if (record_.seats[s].credential != credential) return;
  presence_.seen(s, now);
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
    if (auto away = presence_.away_long_enough(s, was.credential, was.name, now); !away) {
      return away.error();
    }
    const std::string spec = bot_spec.empty() ? stand_in_spec() : bot_spec;
    auto made = make_bot_within(spec, play_.game(), mix_seed(record_.seed, 1000 + seat), budget_,
                                OverBudget::kRefuse);
    if (!made) return made.error();
    // The one who went away saw the seat's secrets: stored as a Departure, as
    // if they had left, so that whoever sits there later is told.
    const Departure left{seat, was.name, presence_.person(s), static_cast<int>(log_.size()),
                         was.account};
    const SeatRecord r{(*made)->spec(), "", ""};
    if (auto w = store_->vacate_seat(id(), left, r); !w) return w.error();
    record_.seats[s] = r;
    record_.departures.push_back(left);
    bots_[s] = std::move(*made);
    told_state_[s].reset();
    standing_[s].clear();
    presence_.vacated(s);
    if (windows_) windows_->release(s);
  }
  notify();
  return ok_result();
}

}  // namespace rookery
