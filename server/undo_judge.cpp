// Which move may be taken back (undo_judge.h).
#include "server/undo_judge.h"

#include "core/reveals.h"

namespace rookery {

namespace {

constexpr const char* kAskedRefusal = "another player was asked whether to answer it, and answered";

}  // namespace

void UndoJudge::clear() {
  candidate_.reset();
  unsettled_.reset();
  refusal_.clear();
  asked_about_ = -1;
}

void UndoJudge::judge(const State& before, const State& after, Player player, Action action,
                      int version, std::uint64_t seed) {
  clear();
  const PlayerList was = before.acting_players();
  if (after.is_terminal()) {
    refusal_ = "the game is over";
  } else if (was.size() != 1 || was[0] != player) {
    refusal_ = "it was made while others could move too";
  } else {
    candidate_ = Candidate{player, version};
    unsettled_ =
        std::make_unique<Unsettled>(Unsettled{before.clone(), after.clone(), action, seed});
  }
}

void UndoJudge::settle() const {
  if (!unsettled_) return;
  const std::unique_ptr<Unsettled> u = std::move(unsettled_);
  if (candidate_ && shows_hidden(*u->before, candidate_->player, u->action, *u->after, u->seed)) {
    candidate_.reset();
    refusal_ = "it showed you something hidden";
  }
}

void UndoJudge::moved_on(Player player, bool pass, bool chose) {
  // Any move but a pass ends the candidate whatever it was; a pass may leave
  // it, so then it must be known.
  if (pass) settle();
  // Another seat's pass after a move that already stands (asked about) leaves
  // the refusal saying so; a pass of a bot or of a person with nothing but
  // "pass" leaves the candidate as it is.
  if (pass && !candidate_ && asked_about_ >= 0 && asked_about_ != player) return;
  if (pass && !chose && candidate_ && candidate_->player != player) return;
  if (chose && candidate_ && candidate_->player != player) {
    asked_about_ = candidate_->player;
    refusal_ = kAskedRefusal;
  } else {
    asked_about_ = -1;
    refusal_ = pass ? "a pass stands" : "";
  }
  candidate_.reset();
  unsettled_.reset();
}

void UndoJudge::asked_about(Player mover) {
  clear();
  asked_about_ = mover;
  refusal_ = kAskedRefusal;
}

std::optional<Player> UndoJudge::undoable_by(const State& now) const {
  if (!candidate_ || now.is_terminal()) return std::nullopt;
  const PlayerList acting = now.acting_players();
  if (acting.size() != 1 || acting[0] != candidate_->player) return std::nullopt;
  settle();
  if (!candidate_) return std::nullopt;
  return candidate_->player;
}

Result<int> UndoJudge::take_back(Player seat, const State& now,
                                 std::optional<Player> last_mover) const {
  settle();
  if (!candidate_ && asked_about_ == seat) {
    return make_error(ErrorCode::kIllegalAction,
                      "your last move cannot be taken back: " + refusal_);
  }
  if (!candidate_ || candidate_->player != seat) {
    if (last_mover != seat) {
      return make_error(ErrorCode::kIllegalAction,
                        "there is no move of yours to take back: the last move at the table "
                        "is not yours");
    }
    return make_error(
        ErrorCode::kIllegalAction,
        "your last move cannot be taken back: " +
            (candidate_ ? std::string("it answered another player's move") : refusal_));
  }
  if (undoable_by(now) != seat) {
    return make_error(ErrorCode::kIllegalAction,
                      "your last move cannot be taken back while others may still answer it");
  }
  return candidate_->version;
}

}  // namespace rookery
