// The review of a game for one player (see review.h).
#include "ai/review.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace rookery {

namespace {

// Below this, values are equal: exact values are sums of probabilities.
constexpr double kTiny = 1e-9;

ReviewedDecision judged(int move, Assessment assessment, Action played) {
  ReviewedDecision d;
  d.move = move;
  d.assessment = std::move(assessment);
  const std::vector<OptionValue>& options = d.assessment.options;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i].action == played) d.chosen = static_cast<int>(i);
  }
  const OptionValue& best = options.front();
  const OptionValue& mine = options[static_cast<std::size_t>(d.chosen)];
  d.loss = std::max(0.0, best.value - mine.value);
  if (d.loss <= kTiny) d.loss = 0;
  // A searched option the search never reached has no value: nothing is known lost.
  if (!d.assessment.exact && mine.samples == 0) d.loss = 0;
  // A search's values are estimates: the loss counts as a mistake only where
  // the played option's interval lies wholly below the best option's value.
  d.clear = d.loss > 0 && (d.assessment.exact || mine.high < best.value);
  return d;
}

double accuracy_of(const std::vector<ReviewedDecision>& decisions) {
  double kept = 0;
  int counted = 0;
  for (const ReviewedDecision& d : decisions) {
    const std::vector<OptionValue>& options = d.assessment.options;
    // Only values known: a searched option never reached has none.
    const auto known = [&](const OptionValue& o) { return d.assessment.exact || o.samples > 0; };
    if (!known(options[static_cast<std::size_t>(d.chosen)])) continue;
    double worst = options.front().value;
    for (const OptionValue& o : options) {
      if (known(o)) worst = std::min(worst, o.value);
    }
    const double best = options.front().value;
    if (best - worst <= kTiny) continue;
    const double mine = options[static_cast<std::size_t>(d.chosen)].value;
    kept += std::clamp((mine - worst) / (best - worst), 0.0, 1.0);
    ++counted;
  }
  return counted == 0 ? 100.0 : 100.0 * kept / counted;
}

}  // namespace

ReviewBuilder::ReviewBuilder(const Playthrough& record, Player player, const CoachOptions& options)
    : record_(record),
      options_(options),
      state_(record.game().new_initial_state(record.shared_game())) {
  review_.player = player;
}

Result<ReviewBuilder> ReviewBuilder::start(const Playthrough& record, Player player,
                                           const CoachOptions& options) {
  const Game& game = record.game();
  if (Result<void> ok = coach_available(game); !ok) return ok.error();
  if (player < 0 || player >= game.num_players()) {
    return make_error(ErrorCode::kInvalidArgument,
                      "no " + player_name(player) + " in this game: it has " +
                          std::to_string(game.num_players()) + " players");
  }
  ReviewBuilder builder(record, player, options);
  // Count the decisions: the player's moves where they had a choice.
  std::unique_ptr<State> s = game.new_initial_state(record.shared_game());
  const std::vector<Move>& moves = record.moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].player == player && s->legal_actions(player).size() >= 2) ++builder.total_;
    if (Result<void> ok = s->apply(moves[i].player, moves[i].action); !ok) {
      return make_error(ErrorCode::kInvalidArgument,
                        "move " + std::to_string(i + 1) + " of the record: " + ok.error().message);
    }
  }
  return builder;
}

Result<void> ReviewBuilder::step() {
  const std::vector<Move>& moves = record_.moves();
  const Player player = review_.player;
  for (; next_ < moves.size(); ++next_) {
    const Move& m = moves[next_];
    if (m.player == player && state_->legal_actions(player).size() >= 2) {
      CoachOptions at = options_;
      at.seed = mix_seed(options_.seed, next_);
      auto assessment = assess(*state_, player, at);
      if (!assessment) return assessment.error();
      review_.decisions.push_back(
          judged(static_cast<int>(next_), std::move(*assessment), m.action));
      state_->apply_unchecked(m.player, m.action);  // checked by start()
      ++next_;
      return ok_result();
    }
    state_->apply_unchecked(m.player, m.action);
  }
  return ok_result();
}

Review ReviewBuilder::finish() const {
  Review review = review_;
  std::vector<int> order;
  for (std::size_t i = 0; i < review.decisions.size(); ++i) {
    if (review.decisions[i].clear) order.push_back(static_cast<int>(i));
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return review.decisions[static_cast<std::size_t>(a)].loss >
           review.decisions[static_cast<std::size_t>(b)].loss;
  });
  if (order.size() > 3) order.resize(3);
  review.mistakes = order;
  review.accuracy = accuracy_of(review.decisions);
  return review;
}

Result<Review> review_game(const Playthrough& record, Player player, const CoachOptions& options) {
  auto builder = ReviewBuilder::start(record, player, options);
  if (!builder) return builder.error();
  while (!builder->done()) {
    if (Result<void> ok = builder->step(); !ok) return ok.error();
  }
  return builder->finish();
}

nlohmann::json assessment_json(const Assessment& a) {
  nlohmann::json options = nlohmann::json::array();
  for (const OptionValue& o : a.options) {
    options.push_back({{"action", o.action},
                       {"words", o.words},
                       {"sentence", o.sentence},
                       {"value", o.value},
                       {"low", o.low},
                       {"high", o.high},
                       {"samples", o.samples}});
  }
  return {{"player", a.player},
          {"measure", measure_name(a.measure)},
          {"exact", a.exact},
          {"method", a.method},
          {"options", options}};
}

nlohmann::json review_json(const Review& review) {
  nlohmann::json decisions = nlohmann::json::array();
  for (const ReviewedDecision& d : review.decisions) {
    decisions.push_back({{"move", d.move},
                         {"chosen", d.chosen},
                         {"loss", d.loss},
                         {"clear", d.clear},
                         {"assessment", assessment_json(d.assessment)}});
  }
  return {{"player", review.player},
          {"accuracy", review.accuracy},
          {"mistakes", review.mistakes},
          {"decisions", decisions}};
}

}  // namespace rookery
