// The review of a game for one player, after it: at each of their decisions
// the coach's values (ai/coach.h), the value lost against the best option, the
// biggest mistakes, an accuracy figure and the expected result move by move.
// The JSON form is what `rookery analyse --json` prints and the server's
// analysis route answers (docs/protocol.md, "The coach").
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "ai/coach.h"
#include "core/playthrough.h"

namespace rookery {

// One decision of the reviewed player: a move of theirs with two or more options.
struct ReviewedDecision {
  int move = 0;  // the move's index in the record's moves (0 first)
  Assessment assessment;
  int chosen = 0;   // the option played, an index into assessment.options
  double loss = 0;  // the best option's value minus the one played, at least 0
  bool clear =
      false;  // a loss beyond doubt: exact, or the played option's interval below the best value
};

struct Review {
  Player player = 0;
  std::vector<ReviewedDecision> decisions;  // in the order played
  // The three biggest clear losses at most, biggest first: indices into decisions.
  std::vector<int> mistakes;
  // In percent: the mean over decisions whose options differ of how much of
  // the gap between the worst and the best option the move played kept (100:
  // always the best; decisions whose options are all equal count for nothing).
  double accuracy = 100;
};

// A review built one decision at a time, so a server's worker can take turns
// with the bots between decisions. Not thread-safe: one step at a time.
class ReviewBuilder {
 public:
  // The review of `player` in the game `record` holds (finished or not); the
  // error says why there is none (a game without a coach, no such player).
  static Result<ReviewBuilder> start(const Playthrough& record, Player player,
                                     const CoachOptions& options);
  // Assesses the next decision from what the player saw then (the moves before
  // it replayed); a search's seed there is options.seed mixed with the move's
  // index. Nothing to do once done().
  Result<void> step();
  bool done() const { return assessed() == total_; }
  // Decisions assessed so far, of decisions() in all.
  int assessed() const { return static_cast<int>(review_.decisions.size()); }
  int decisions() const { return total_; }
  // The review, its mistakes and accuracy counted; once done().
  Review finish() const;

 private:
  ReviewBuilder(const Playthrough& record, Player player, const CoachOptions& options);
  Playthrough record_;
  CoachOptions options_;
  std::unique_ptr<State> state_;  // the position before move next_
  std::size_t next_ = 0;
  int total_ = 0;
  Review review_;
};

// The whole review at once (ReviewBuilder stepped to the end).
Result<Review> review_game(const Playthrough& record, Player player, const CoachOptions& options);

// An assessment as JSON: {"player", "measure", "exact", "method", "options": [{"action",
// "words", "sentence", "value", "low", "high", "samples"}]}.
nlohmann::json assessment_json(const Assessment& assessment);
// A review as JSON: {"player", "accuracy", "mistakes", "decisions": [{"move", "chosen",
// "loss", "clear", "assessment"}]}.
nlohmann::json review_json(const Review& review);

}  // namespace rookery
