// The coach at a table (table.h, "the coach"): hints where they spoil nothing,
// and each person's review once the game is over. The work runs on the lobby's
// bot workers within the bots' budget per decision, off the table's lock, on
// copies of the game.
#include <algorithm>
#include <atomic>

#include "ai/game_bots.h"
#include "ai/review.h"
#include "server/table.h"

namespace rookery {

namespace {

// Searches at a table never draw on the table's seed: whoever could read a
// search's random stream back from its values would learn the draws to come.
constexpr std::uint64_t kCoachSeed = 0xC0AC4'5EED;

// Hints and reviews are asked and answered for seats that exist.
Result<void> check_seat(int seat, std::size_t seats) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= seats) {
    return make_error(ErrorCode::kInvalidArgument,
                      "this table has " + std::to_string(seats) + " seats: \"seat\" is 0.." +
                          std::to_string(seats - 1) + ", not " + std::to_string(seat));
  }
  return ok_result();
}

// One review costs at most this many decisions' worth of the bots' budget.
constexpr long long kReviewDecisionBudgets = 30;

Error coach_busy() {
  return make_error(ErrorCode::kLimitReached,
                    "the coach is busy with other tables; ask again in a few seconds");
}

}  // namespace

struct Table::ReviewWork {
  explicit ReviewWork(ReviewBuilder b) : builder(std::move(b)), decisions(builder.decisions()) {}
  ReviewBuilder builder;  // stepped by one worker at a time
  const int decisions;
  std::atomic<int> assessed{0};
};

bool Table::coach_working() const {
  return std::any_of(hint_out_.begin(), hint_out_.end(), [](bool b) { return b; }) ||
         std::any_of(reviews_.begin(), reviews_.end(), [](const auto& r) { return r != nullptr; });
}

bool Table::hints_on() const {
  std::lock_guard lock(mutex_);
  return hints_on_;
}

bool Table::hints_for(int seat) const {
  if (!has_coach(play_.game().facts().name)) return false;
  if (hints_on_ || record_.seats.size() == 1) return true;
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    if (static_cast<int>(s) != seat && record_.seats[s].kind == "human") return false;
  }
  return true;
}

void Table::coach_into(nlohmann::json& view, Player viewer) const {
  if (!has_coach(play_.game().facts().name)) return;  // every view asks: no message built
  nlohmann::json coach = {{"hints_on", hints_on_}};
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
  const int version = static_cast<int>(log_.size());
  const auto at = static_cast<std::size_t>(seat);
  HintSlot& slot = hints_[at];
  CoachReply reply;
  if (slot.version == version && !slot.answer.is_null()) {
    reply.ready = true;
    reply.body = slot.answer.contains("error")
                     ? nlohmann::json{{"version", version},
                                      {"status", "failed"},
                                      {"message", slot.answer["error"]}}
                     : nlohmann::json{{"version", version}, {"assessment", slot.answer}};
    return reply;
  }
  reply.body = {{"version", version}, {"status", "thinking"}};
  // One piece of work per seat: this version's, or an earlier one's still
  // running (its answer is dropped; ask again once it is done).
  if (hint_out_[at]) return reply;
  if (!may_start) return coach_busy();
  const std::uint64_t ticket = next_ticket_++;
  slot = {version, ticket, nullptr};
  hint_out_[at] = true;
  CoachOptions options;
  options.max_iterations = budget_.iterations;
  options.max_ms = budget_.think_ms;
  options.seed = mix_seed(kCoachSeed, static_cast<std::uint64_t>(version));
  std::shared_ptr<const State> copy = state.clone();
  reply.work = [copy, at, ticket, options](Table& table) {
    const auto current = [&] { return table.hints_[at].ticket == ticket; };
    {
      std::lock_guard lock(table.mutex_);
      if (!current()) {  // the table moved on before the work began: nobody waits for it
        table.hint_out_[at] = false;
        return false;
      }
    }
    auto assessed = assess(*copy, static_cast<Player>(at), options);
    std::lock_guard lock(table.mutex_);
    table.hint_out_[at] = false;
    if (current()) {
      table.hints_[at].answer = assessed ? assessment_json(*assessed)
                                         : nlohmann::json{{"error", assessed.error().message}};
    }
    return false;
  };
  return reply;
}

Result<Table::CoachReply> Table::review(int seat, const std::string& credential, bool may_start) {
  std::lock_guard lock(mutex_);
  if (auto ok = check_seat(seat, record_.seats.size()); !ok) return ok.error();
  if (auto ok = check_holder(seat, credential); !ok) return ok.error();
  if (auto ok = coach_available(play_.game()); !ok) return ok.error();
  if (!play_.state().is_terminal()) {
    return make_error(ErrorCode::kInvalidArgument, "the review comes once the game is over");
  }
  const auto at = static_cast<std::size_t>(seat);
  CoachReply reply;
  if (reviewed_[at].is_null() && reviews_[at] == nullptr && store_ != nullptr) {
    auto kept = store_->load_review(record_.id, seat);
    if (!kept) return kept.error();
    if (*kept) reviewed_[at] = nlohmann::json::parse(**kept, nullptr, false);
    if (reviewed_[at].is_discarded()) reviewed_[at] = nullptr;  // unreadable: made again
  }
  if (!reviewed_[at].is_null()) {
    reply.ready = true;
    reply.body = reviewed_[at].contains("error")
                     ? nlohmann::json{{"status", "failed"}, {"message", reviewed_[at]["error"]}}
                     : nlohmann::json{{"status", "done"}, {"review", reviewed_[at]}};
    return reply;
  }
  if (const auto& out = reviews_[at]) {
    reply.body = {
        {"status", "thinking"}, {"assessed", out->assessed.load()}, {"decisions", out->decisions}};
    return reply;
  }
  if (!may_start) return coach_busy();
  CoachOptions options;
  options.max_iterations = budget_.iterations;
  options.max_ms = budget_.think_ms;
  options.seed = kCoachSeed;
  auto builder = ReviewBuilder::start(play_, seat, options);
  if (!builder) return builder.error();
  // A long game's review costs at most kReviewDecisionBudgets decisions' budget
  // in all: its decisions share it.
  if (const int decisions = builder->decisions(); decisions > kReviewDecisionBudgets) {
    const auto share = [&](long long whole) {
      return std::max<long long>(1, whole * kReviewDecisionBudgets / decisions);
    };
    options.max_iterations = share(budget_.iterations);
    options.max_ms = static_cast<int>(share(budget_.think_ms));
    builder = ReviewBuilder::start(play_, seat, options);
    if (!builder) return builder.error();
  }
  auto work = std::make_shared<ReviewWork>(std::move(*builder));
  reviews_[at] = work;
  reply.body = {{"status", "thinking"}, {"assessed", 0}, {"decisions", work->decisions}};
  reply.work = [work, seat](Table& table) {
    Result<void> stepped = work->builder.step();
    work->assessed = work->builder.assessed();
    if (stepped.ok() && !work->builder.done()) return true;
    nlohmann::json made = stepped.ok() ? review_json(work->builder.finish())
                                       : nlohmann::json{{"error", stepped.error().message}};
    // Kept before it is shown, so it is made once; a store that fails keeps it
    // in memory only.
    if (stepped.ok() && table.store_ != nullptr) {
      (void)table.store_->save_review(table.record_.id, seat, made.dump());
    }
    std::lock_guard lock(table.mutex_);
    table.reviewed_[static_cast<std::size_t>(seat)] = std::move(made);
    table.reviews_[static_cast<std::size_t>(seat)] = nullptr;
    return false;
  };
  return reply;
}

}  // namespace rookery
