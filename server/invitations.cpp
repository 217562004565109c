// Who may sit at a hosted or private table (invitations.h).
#include "server/invitations.h"

#include <algorithm>

namespace rookery {

Result<int> Invitations::seat_for(const std::string& secret, std::optional<int> asked,
                                  const std::vector<SeatRecord>& seats, const std::string& person,
                                  TimePoint now, const std::string& table) {
  // Secrets are not tried in bulk: a person's wrong ones of the last minute count.
  std::vector<TimePoint>& wrong = wrong_[person];
  std::erase_if(wrong, [&](TimePoint t) { return now - t > std::chrono::minutes(1); });
  if (wrong.size() >= static_cast<std::size_t>(kWrongInvitesPerMinute)) {
    return make_error(ErrorCode::kLimitReached,
                      "too many wrong invites for table " + table +
                          " from you in the last minute; wait a minute, and ask the host to "
                          "send the link again");
  }
  const auto invite =
      std::find_if(access_.invites.begin(), access_.invites.end(),
                   [&](const Invite& i) { return !secret.empty() && i.secret == secret; });
  if (invite == access_.invites.end()) {
    wrong.push_back(now);
    return make_error(ErrorCode::kInvalidArgument,
                      "that invite is not one of table " + table +
                          "'s; check that the whole link was copied, or ask the host for it "
                          "again");
  }
  if (wrong.empty()) wrong_.erase(person);
  if (!invite->used_by.empty()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "that invite was used already: " + invite->used_by + " took " +
                          seat_words(invite->seat) + " with it");
  }
  if (invite->seat >= 0) {
    if (asked && *asked != invite->seat) {
      return make_error(
          ErrorCode::kInvalidArgument,
          "that invite is for " + seat_words(invite->seat) + ", not " + seat_words(*asked));
    }
    return invite->seat;
  }
  if (asked) return *asked;  // the any-seat invite, at the seat asked for
  const auto first =
      std::find_if(seats.begin(), seats.end(), [](const SeatRecord& s) { return s.open(); });
  if (first == seats.end()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "every seat at table " + table + " is taken; you can watch it");
  }
  return static_cast<int>(first - seats.begin());
}

bool Invitations::spend(const std::string& secret, const std::string& who) {
  for (Invite& i : access_.invites) {
    if (i.secret == secret && i.seat >= 0) {
      i.used_by = who;
      return true;
    }
  }
  return false;
}

void Invitations::into(nlohmann::json& view, Player viewer, const std::vector<SeatRecord>& seats,
                       bool over) const {
  if (access_.invite_only) view["private"] = true;
  if (access_.host >= 0) view["host"] = access_.host;
  if (viewer >= 0 && static_cast<std::size_t>(viewer) < next_invites_.size() &&
      !next_invites_[static_cast<std::size_t>(viewer)].empty()) {
    view["next_invite"] = next_invites_[static_cast<std::size_t>(viewer)];
  }
  // The host alone is shown the invites: those of the seats still open, and
  // the any-seat one while a seat is open.
  if (viewer < 0 || viewer != access_.host || over) return;
  const bool any_open =
      std::any_of(seats.begin(), seats.end(), [](const SeatRecord& s) { return s.open(); });
  nlohmann::json invites = nlohmann::json::array();
  for (const Invite& i : access_.invites) {
    if (!i.used_by.empty()) continue;
    if (i.seat >= 0 ? seats[static_cast<std::size_t>(i.seat)].open() : any_open) {
      invites.push_back({{"seat", i.seat >= 0 ? nlohmann::json(i.seat) : nlohmann::json()},
                         {"secret", i.secret}});
    }
  }
  view["invites"] = std::move(invites);
}

}  // namespace rookery
