#include "games/pig/pig_state.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/text.h"

namespace rookery::pig {

PigState::PigState(std::shared_ptr<const Game> game, Options options)
    : ValueState(std::move(game)), options_(options) {}

void PigState::acting_players(PlayerList& out) const {
  out.clear();
  if (over_) return;
  out.push_back(rolling_ ? kChancePlayer : current_);
}

void PigState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  if (over_ || rolling_ || player != current_) return;
  // R4: once the score and the turn total reach the target, rolling on could
  // only lose, so the player holds.
  if (score(current_) + turn_total_ < options_.target) out.push_back(kRoll);  // R3
  out.push_back(kHold);
}

void PigState::apply_unchecked(Player player, Action action) {
  if (player == kChancePlayer) {
    last_roll_ = static_cast<int>(action) + 1;
    rolling_ = false;
    if (last_roll_ == 1) {  // R3: a 1 loses the turn total and ends the turn
      turn_total_ = 0;
      end_turn();
    } else {
      turn_total_ += last_roll_;
    }
    return;
  }
  if (action == kRoll) {
    rolling_ = true;
    return;
  }
  // R4: hold banks the turn total; reaching the target wins at once.
  scores_[static_cast<std::size_t>(current_)] += turn_total_;
  turn_total_ = 0;
  if (scores_[static_cast<std::size_t>(current_)] >= options_.target) {
    over_ = true;
    return;
  }
  end_turn();
}

void PigState::end_turn() {
  ++turns_;
  if (turns_ >= kMaxTurns) {  // R5: the safety bound
    over_ = true;
    return;
  }
  current_ = (current_ + 1) % options_.players;
  rolling_ = true;
}

ChanceDistribution PigState::chance_outcomes() const {
  ChanceDistribution d;
  if (over_ || !rolling_) return d;
  for (Action f = 0; f < kFaces; ++f) d.outcomes.push_back({f, 1});
  d.total = kFaces;
  return d;
}

Action PigState::sample_chance(Rng& rng) const { return static_cast<Action>(rng.below(kFaces)); }

void PigState::scores_into(std::vector<double>& out) const {
  out.assign(scores_.begin(), scores_.begin() + options_.players);
}

void PigState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (!over_) return;
  const int best = *std::max_element(scores_.begin(), scores_.begin() + options_.players);
  const auto winners = std::count(scores_.begin(), scores_.begin() + options_.players, best);
  for (std::size_t p = 0; p < out.size(); ++p) {
    if (scores_[p] == best) out[p] = 1.0 / static_cast<double>(winners);
  }
}

nlohmann::json PigState::observation(Player) const {
  // Nothing is hidden: every seat sees the same.
  nlohmann::json obs = {
      {"game", "pig"},
      {"target", options_.target},
      {"scores", std::vector<int>(scores_.begin(), scores_.begin() + options_.players)},
      {"current_player", current_},
      {"turn_total", turn_total_},
      {"last_roll", last_roll_ == 0 ? nlohmann::json() : nlohmann::json(last_roll_)},
      {"phase", over_      ? "over"
                : rolling_ ? "rolling"
                           : "deciding"}};
  return obs;
}

namespace {
// The largest score or turn total: a roll that reaches the target from one below
// it (R4 then holds), so the tensor's numbers stay within [0, 1].
float most_points(const Options& o) { return static_cast<float>(o.target - 1 + kFaces); }
}  // namespace

TensorLayout tensor_layout(const Options& o) {
  TensorLayout layout;
  layout.segments.push_back({"phase", {3}, {"phase"}, "one-hot: rolling, deciding, over"});
  layout.segments.push_back(
      {"current_player", {o.players}, {"current_player"}, "one-hot: whose turn it is"});
  layout.segments.push_back(
      {"scores", {o.players}, {"scores"}, "each seat's score / (the target + 5)"});
  layout.segments.push_back(
      {"turn_total", {1}, {"turn_total"}, "the turn total / (the target + 5)"});
  layout.segments.push_back(
      {"last_roll", {kFaces}, {"last_roll"}, "one-hot: the face last rolled"});
  return layout;
}

void PigState::observation_tensor(Player, std::span<float> out) const {
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("phase"), over_ ? 2 : rolling_ ? 0 : 1);
  one_hot(w.take("current_player"), current_);
  std::span<float> scores = w.take("scores");
  for (int p = 0; p < options_.players; ++p) {
    scores[static_cast<std::size_t>(p)] =
        static_cast<float>(scores_[static_cast<std::size_t>(p)]) / most_points(options_);
  }
  w.take("turn_total")[0] = static_cast<float>(turn_total_) / most_points(options_);
  one_hot(w.take("last_roll"), last_roll_ - 1);
}

std::string PigState::describe(Player) const {
  std::string text = "Pig to " + std::to_string(options_.target) + ".";
  for (Player p = 0; p < options_.players; ++p) {
    text += " " + player_name(p) + ": " + std::to_string(score(p)) + ".";
  }
  if (over_) return text + " The game is over.\n";
  return text + " " + player_name(current_) + "'s turn, turn total " + std::to_string(turn_total_) +
         (rolling_ ? ", rolling." : ".") + "\n";
}

std::string PigState::action_to_string(Player player, Action action) const {
  if (player == kChancePlayer) {
    if (action >= 0 && action < kFaces) return "roll " + std::to_string(action + 1);
  } else if (action == kRoll) {
    return "roll";
  } else if (action == kHold) {
    return "hold";
  }
  return "action " + std::to_string(action);
}

std::string PigState::log_sentence(Player, Player player, Action action) const {
  if (player == kChancePlayer) {
    if (action == 0) return "{" + std::to_string(current_) + "} rolls a 1 and loses the turn.";
    return "{" + std::to_string(current_) + "} rolls a " + std::to_string(action + 1) + ".";
  }
  const std::string who = "{" + std::to_string(player) + "}";
  if (action == kRoll) return who + " rolls again.";
  return who + " holds " + std::to_string(turn_total_) + ".";
}

nlohmann::json PigState::move_form(Player player, Action action) const {
  if (player == kChancePlayer) return {{"kind", "roll"}, {"face", action + 1}};
  return {{"kind", action == kRoll ? "roll" : "hold"}};
}

Result<Action> PigState::parse_action(Player player, std::string_view text) const {
  const std::vector<std::string> words = split_words(to_lower(text));
  if (player == kChancePlayer) {
    if (words.size() == 2 && words[0] == "roll") {
      const auto face = parse_int(words[1]);
      if (face && *face >= 1 && *face <= kFaces) return *face - 1;
    }
    return make_error(ErrorCode::kParseError, "cannot read the roll " + quote(text) +
                                                  "; expected \"roll 1\" to \"roll 6\"");
  }
  if (words.size() == 1 && words[0] == "roll") return kRoll;
  if (words.size() == 1 && words[0] == "hold") return kHold;
  return make_error(ErrorCode::kParseError,
                    "cannot read the move " + quote(text) + "; expected \"roll\" or \"hold\"");
}

void PigState::resample_hidden_into(Player, Rng&, std::unique_ptr<State>& out) const {
  copy_state_into(*this, out);  // nothing is hidden
}

}  // namespace rookery::pig
