// The coach at a table (table.h, "the coach"): who may be given hints and
// reviews, and what every view says of the coach. The hints and reviews
// themselves, and their work, are the table's CoachDesk's (coach_desk.h).
#include "ai/coach.h"
#include "server/table.h"

namespace rookery {

namespace {

// Hints and reviews are asked and answered for seats that exist.
Result<void> check_seat(int seat, std::size_t seats) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= seats) {
    return make_error(ErrorCode::kInvalidArgument,
                      "this table has " + std::to_string(seats) + " seats: \"seat\" is 0.." +
                          std::to_string(seats - 1) + ", not " + std::to_string(seat));
  }
  return ok_result();
}

}  // namespace

bool Table::hints_on() const { return coach_->hints_on(); }

bool Table::hints_for(int seat) const {
  if (!has_coach(play_.game().facts().name)) return false;
  if (coach_->hints_on() || record_.seats.size() == 1) return true;
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    if (static_cast<int>(s) != seat && record_.seats[s].kind == "human") return false;
  }
  return true;
}

void Table::coach_into(nlohmann::json& view, Player viewer) const {
  if (!has_coach(play_.game().facts().name)) return;  // every view asks: no message built
  nlohmann::json coach = {{"hints_on", coach_->hints_on()}};
  if (viewer >= 0) {
    coach["hints"] = hints_for(viewer) && !play_.state().is_terminal();
    coach["review"] = play_.state().is_terminal();
  }
  view["coach"] = std::move(coach);
}

Result<Table::CoachReply> Table::hint(int seat, const std::string& credential, bool may_start) {
  std::lock_guard lock(mutex_);
  if (auto ok = check_seat(seat, record_.seats.size()); !ok) return ok.error();
  if (auto ok = check_holder(seat, credential); !ok) return ok.error();
  if (auto ok = coach_available(play_.game()); !ok) return ok.error();
  if (!hints_for(seat)) {
    return make_error(ErrorCode::kInvalidArgument,
                      "hints are given only where they spoil nothing: at a solo table, one where "
                      "every other seat is a bot, or one made with hints on");
  }
  const State& state = play_.state();
  if (state.is_terminal()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the game is over: ask for its review (analysis) instead");
  }
  if (!state.acting_players().contains(seat) || state.legal_actions(seat).size() < 2) {
    return make_error(ErrorCode::kInvalidArgument,
                      player_name(seat) + " has no choice to make now");
  }
  return coach_->hint(seat, static_cast<int>(log_.size()), state, may_start);
}

Result<Table::CoachReply> Table::review(int seat, const std::string& credential, bool may_start) {
  std::lock_guard lock(mutex_);
  if (auto ok = check_seat(seat, record_.seats.size()); !ok) return ok.error();
  if (auto ok = check_holder(seat, credential); !ok) return ok.error();
  if (auto ok = coach_available(play_.game()); !ok) return ok.error();
  if (!play_.state().is_terminal()) {
    return make_error(ErrorCode::kInvalidArgument, "the review comes once the game is over");
  }
  return coach_->review(seat, play_, may_start);
}

}  // namespace rookery
