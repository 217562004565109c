// Who sits at a table and when its game starts: taking a seat, private tables
// and their invites, a host's table waiting for its guests, and a seat the host
// gives to a bot (docs/protocol.md, "Private tables and invites").
#include <algorithm>

#include "ai/game_bots.h"
#include "core/text.h"
#include "server/table.h"

namespace rookery {

Result<std::string> Table::take_seat(int seat, const std::string& name, TimePoint now,
                                     const std::string& person, const Account* account) {
  if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) {
    return make_error(ErrorCode::kInvalidArgument, "there is no seat " + std::to_string(seat + 1) +
                                                       " at table " + id() + "; seats are 1.." +
                                                       std::to_string(record_.seats.size()));
  }
  SeatRecord r = record_.seats[static_cast<std::size_t>(seat)];
  if (r.kind != "human") {
    return make_error(
        ErrorCode::kInvalidArgument,
        seat_words(seat) + " is played by the bot " + bot_title(play_.game().facts().name, r.kind));
  }
  if (!r.credential.empty()) {
    return make_error(ErrorCode::kInvalidArgument, seat_words(seat) + " is taken by " + r.name);
  }
  if (auto checked = check_seat_name(name); !checked) return checked.error();
  // A rated game's result moves its players' ratings: each seat is an account's.
  if (record_.rated && !account) {
    return make_error(ErrorCode::kNotSignedIn,
                      "sign in to take a seat at a rated table: its result moves the players' "
                      "ratings");
  }
  if (account && record_.rated) {
    for (std::size_t s = 0; s < record_.seats.size(); ++s) {
      if (record_.seats[s].account == account->id) {
        return make_error(ErrorCode::kInvalidArgument,
                          "you already hold " + seat_words(static_cast<int>(s)) +
                              " of this rated table: a rated game has one seat per player");
      }
    }
  }
  // Whoever left a seat here has seen its secrets (a die, a hand): another
  // seat would give them two seats' secrets. Their own seat back tells them
  // nothing new.
  for (const Departure& d : record_.departures) {
    const bool same =
        (!person.empty() && d.person == person) || (account && d.account == account->id);
    if (same && d.seat != seat) {
      return make_error(ErrorCode::kInvalidArgument,
                        "you held seat " + std::to_string(d.seat + 1) +
                            " of this table and saw its secrets, so you may take no other "
                            "seat here (seat " +
                            std::to_string(d.seat + 1) + " again, when it is open)");
    }
  }
  r.credential = new_credential();
  const std::string given(trim(name));
  r.name = account ? account->name : given.empty() ? player_name(seat) : given;
  r.account = account ? account->id : 0;
  if (auto w = store_->update_seat(id(), seat, r); !w) return w.error();
  record_.seats[static_cast<std::size_t>(seat)] = r;
  // Away until their page connects (hand_over).
  presence_.seated(static_cast<std::size_t>(seat), person, now);
  // The last seat taken starts the game: the card clock's first card, or the
  // chance moves a table waiting for its guests held back. The seat is taken
  // even if they cannot be stored now; the next tick or move makes them.
  (void)advance(now);
  if (!clock_) (void)run_chance();  // a real-time table's cards are the clock's
  return r.credential;
}

bool Table::listed() const {
  std::lock_guard lock(mutex_);
  return invitations_.listed();
}

Access Table::access() const {
  std::lock_guard lock(mutex_);
  return invitations_.access();
}

bool Table::waiting() const {
  std::lock_guard lock(mutex_);
  return waiting_locked();
}

bool Table::waiting_locked() const {
  if (invitations_.host() < 0 || !log_.empty() || play_.state().is_terminal()) return false;
  return std::any_of(record_.seats.begin(), record_.seats.end(),
                     [](const SeatRecord& s) { return s.open(); });
}

Result<Table::Seated> Table::join_invited(const std::string& secret, std::optional<int> seat,
                                          const std::string& name, TimePoint now,
                                          const std::string& person, const Account* account) {
  Seated seated;
  {
    std::lock_guard lock(mutex_);
    auto at = invitations_.seat_for(secret, seat, record_.seats, person, now, id());
    if (!at) return at.error();
    auto taken = take_seat(*at, name, now, person, account);
    if (!taken) return taken.error();
    // Spent: the seat was taken (a failure to record it is told at the next
    // use as "taken by", since the seat is).
    const std::string who = record_.seats[static_cast<std::size_t>(*at)].name;
    if (invitations_.spend(secret, who)) (void)store_->spend_invite(id(), secret, who);
    seated = {*at, std::move(*taken)};
  }
  notify();
  return seated;
}

Result<void> Table::adopt(int seat, const std::string& credential, const Account& account) {
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    SeatRecord r = record_.seats[static_cast<std::size_t>(seat)];
    if (r.account == account.id) return ok_result();
    if (r.account != 0) {
      return make_error(ErrorCode::kInvalidArgument,
                        seat_words(seat) + " is held by another account");
    }
    r.account = account.id;
    r.name = account.name;
    if (auto w = store_->update_seat(id(), seat, r); !w) return w.error();
    record_.seats[static_cast<std::size_t>(seat)] = r;
  }
  notify();
  return ok_result();
}

std::vector<double> Table::returns() const {
  std::lock_guard lock(mutex_);
  if (!play_.state().is_terminal()) return {};
  return play_.state().returns();
}

Result<void> Table::give_seat_to_bot(int host_seat, const std::string& credential, int seat,
                                     const std::string& bot_spec) {
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(host_seat, credential); !held) return held.error();
    if (invitations_.host() != host_seat) {
      return make_error(ErrorCode::kInvalidArgument,
                        "only the host, who made the table, gives a seat to a bot");
    }
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) {
      return make_error(ErrorCode::kInvalidArgument,
                        "there is no seat " + std::to_string(seat + 1) + " at table " + id());
    }
    const SeatRecord& was = record_.seats[static_cast<std::size_t>(seat)];
    if (was.kind != "human") {
      return make_error(ErrorCode::kInvalidArgument,
                        seat_words(seat) + " is played by a bot already");
    }
    if (!was.credential.empty()) {
      return make_error(ErrorCode::kInvalidArgument,
                        seat_words(seat) + " is taken by " + was.name +
                            "; only an open seat can be given to a bot");
    }
    if (play_.state().is_terminal())
      return make_error(ErrorCode::kIllegalAction, "the game is over");
    if (record_.rated) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a rated table is played by people only: its seats wait for players");
    }
    const std::string spec = bot_spec.empty() ? stand_in_spec() : bot_spec;
    auto made = make_bot_within(spec, play_.game(), mix_seed(record_.seed, 1000 + seat), budget_,
                                OverBudget::kRefuse);
    if (!made) return made.error();
    const SeatRecord r{(*made)->spec(), "", ""};
    if (auto w = store_->update_seat(id(), seat, r); !w) return w.error();
    record_.seats[static_cast<std::size_t>(seat)] = r;
    bots_[static_cast<std::size_t>(seat)] = std::move(*made);
    told_state_[static_cast<std::size_t>(seat)].reset();
    // That may have been the last seat the game waited for.
    (void)advance(Clock::now());
    if (!clock_) {
      if (auto c = run_chance(); !c) return c.error();
    }
  }
  notify();
  return ok_result();
}

std::string Table::stand_in_spec() const {
  // A stand-in for a friend who did not come or went away: the game's Medium
  // level, which plays as a person might at little cost to the server.
  return default_bot(play_.game().facts().name);
}

void Table::set_next_invites(std::vector<std::string> by_seat) {
  {
    std::lock_guard lock(mutex_);
    invitations_.set_next_invites(std::move(by_seat));
  }
  notify();
}

void Table::seating_into(nlohmann::json& view, Player viewer) const {
  invitations_.into(view, viewer, record_.seats, play_.state().is_terminal());
  if (waiting_locked()) view["waiting"] = true;
}

}  // namespace rookery
