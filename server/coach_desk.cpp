// A table's coach desk (coach_desk.h): hints where the table allows them, and
// each person's review once the game is over. The work runs on the lobby's bot
// workers within the bots' budget per decision, off the table's lock, on copies
// of the game.
#include "server/coach_desk.h"

#include <algorithm>
#include <atomic>

#include "ai/coach.h"
#include "ai/review.h"
#include "core/rng.h"

namespace rookery {

namespace {

// Searches at a table never draw on the table's seed: whoever could read a
// search's random stream back from its values would learn the draws to come.
constexpr std::uint64_t kCoachSeed = 0xC0AC4'5EED;

// One review costs at most this many decisions' worth of the bots' budget.
constexpr long long kReviewDecisionBudgets = 30;

Error coach_busy() {
  return make_error(ErrorCode::kLimitReached,
                    "the coach is busy with other tables; ask again in a few seconds");
}

}  // namespace

struct CoachDesk::ReviewWork {
  explicit ReviewWork(ReviewBuilder b) : builder(std::move(b)), decisions(builder.decisions()) {}
  ReviewBuilder builder;  // stepped by one worker at a time
  const int decisions;
  std::atomic<int> assessed{0};
};

CoachDesk::CoachDesk(std::size_t seats, bool hints_on, BotBudget budget, Store* store,
                     std::string table_id)
    : hints_on_(hints_on),
      budget_(budget),
      store_(store),
      table_id_(std::move(table_id)),
      hints_(seats),
      hint_out_(seats, false),
      reviews_(seats),
      reviewed_(seats) {}

bool CoachDesk::working() const {
  std::lock_guard lock(mutex_);
  return std::any_of(hint_out_.begin(), hint_out_.end(), [](bool b) { return b; }) ||
         std::any_of(reviews_.begin(), reviews_.end(), [](const auto& r) { return r != nullptr; });
}

void CoachDesk::forget_hints() {
  std::lock_guard lock(mutex_);
  for (HintSlot& slot : hints_) slot = HintSlot{};
}

Result<CoachReply> CoachDesk::hint(int seat, int version, const State& state, bool may_start) {
  std::lock_guard lock(mutex_);
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
  reply.work = [desk = shared_from_this(), copy, at, ticket, options] {
    {
      std::lock_guard lock(desk->mutex_);
      if (desk->hints_[at].ticket != ticket) {  // moved on before the work began: nobody waits
        desk->hint_out_[at] = false;
        return false;
      }
    }
    auto assessed = assess(*copy, static_cast<Player>(at), options);
    std::lock_guard lock(desk->mutex_);
    desk->hint_out_[at] = false;
    if (desk->hints_[at].ticket == ticket) {
      desk->hints_[at].answer = assessed ? assessment_json(*assessed)
                                         : nlohmann::json{{"error", assessed.error().message}};
    }
    return false;
  };
  return reply;
}

Result<CoachReply> CoachDesk::review(int seat, const Playthrough& play, bool may_start) {
  std::lock_guard lock(mutex_);
  const auto at = static_cast<std::size_t>(seat);
  CoachReply reply;
  if (reviewed_[at].is_null() && reviews_[at] == nullptr && store_ != nullptr) {
    auto kept = store_->load_review(table_id_, seat);
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
  auto builder = ReviewBuilder::start(play, seat, options);
  if (!builder) return builder.error();
  // A long game's review costs at most kReviewDecisionBudgets decisions' budget
  // in all: its decisions share it.
  if (const int decisions = builder->decisions(); decisions > kReviewDecisionBudgets) {
    const auto share = [&](long long whole) {
      return std::max<long long>(1, whole * kReviewDecisionBudgets / decisions);
    };
    options.max_iterations = share(budget_.iterations);
    options.max_ms = static_cast<int>(share(budget_.think_ms));
    builder = ReviewBuilder::start(play, seat, options);
    if (!builder) return builder.error();
  }
  auto work = std::make_shared<ReviewWork>(std::move(*builder));
  reviews_[at] = work;
  reply.body = {{"status", "thinking"}, {"assessed", 0}, {"decisions", work->decisions}};
  reply.work = [desk = shared_from_this(), work, seat, at] {
    Result<void> stepped = work->builder.step();
    work->assessed = work->builder.assessed();
    if (stepped.ok() && !work->builder.done()) return true;
    nlohmann::json made = stepped.ok() ? review_json(work->builder.finish())
                                       : nlohmann::json{{"error", stepped.error().message}};
    // Kept before it is shown, so it is made once; a store that fails keeps it
    // in memory only.
    if (stepped.ok() && desk->store_ != nullptr) {
      (void)desk->store_->save_review(desk->table_id_, seat, made.dump());
    }
    std::lock_guard lock(desk->mutex_);
    desk->reviewed_[at] = std::move(made);
    desk->reviews_[at] = nullptr;
    return false;
  };
  return reply;
}

}  // namespace rookery
