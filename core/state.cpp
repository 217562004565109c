#include "core/state.h"

#include <nlohmann/json.hpp>

#include "core/sentence.h"
#include "core/text.h"

namespace rookery {

nlohmann::json Game::components() const { return nlohmann::json::object(); }

const TensorLayout& Game::observation_tensor_layout() const {
  static const TensorLayout none;
  return none;
}

std::vector<Action> Game::distinct_actions() const { return {}; }

int Game::num_distinct_actions() const {
  const std::vector<Action> actions = distinct_actions();
  return actions.empty() ? 0 : actions.back() + 1;
}

std::string Game::game_string() const {
  const std::string args = params_.canonical_args();
  return args.empty() ? facts_.name : facts_.name + "(" + args + ")";
}

std::string player_name(Player player) {
  if (player == kChancePlayer) return "chance";
  if (player == kSpectator) return "spectator";
  return "player " + std::to_string(player + 1);
}

PlayerList State::acting_players() const {
  PlayerList out;
  acting_players(out);
  return out;
}

bool State::is_chance_node() const {
  PlayerList players;
  acting_players(players);
  return players.size() == 1 && players[0] == kChancePlayer;
}

std::unique_ptr<State> State::clone() const {
  std::unique_ptr<State> out;
  copy_into(out);
  return out;
}

std::vector<double> State::scores() const {
  std::vector<double> out;
  scores_into(out);
  return out;
}

std::vector<double> State::returns() const {
  std::vector<double> out;
  returns_into(out);
  return out;
}

std::unique_ptr<State> State::resample_hidden(Player player, Rng& rng) const {
  std::unique_ptr<State> out;
  resample_hidden_into(player, rng, out);
  return out;
}

ActionList State::legal_actions(Player player) const {
  ActionList out;
  legal_actions(player, out);
  return out;
}

bool State::is_chance_outcome(Action action) const {
  const ChanceDistribution dist = chance_outcomes();
  for (const ChanceOutcome& o : dist.outcomes) {
    if (o.action == action && o.weight > 0) return true;
  }
  return false;
}

namespace {

// The refusals of State::apply, out of line: built only when a move is refused,
// they keep apply's own frame small (a checked move, chance's included, should
// cost about what an unchecked one does).
[[gnu::noinline]] Error not_your_move(Player player, const PlayerList& acting) {
  std::vector<std::string> names;
  for (Player p : acting) names.push_back(player_name(p));
  return Error{ErrorCode::kIllegalAction,
               "it is not " + player_name(player) + "'s move; waiting for " + join(names, ", ")};
}

// Why `action` may not be played by `player` in `s`, naming what may be.
[[gnu::noinline]] Error refusal(const State& s, Player player, Action action) {
  if (player == kChancePlayer) {
    return Error{ErrorCode::kIllegalAction,
                 "impossible chance outcome " + quote(s.action_to_string(player, action))};
  }
  ActionList legal;
  s.legal_actions(player, legal);
  std::vector<std::string> texts;
  for (int i = 0; i < legal.size() && i < 12; ++i) {
    texts.push_back(s.action_to_string(player, legal[i]));
  }
  if (legal.size() > 12) texts.push_back("... " + std::to_string(legal.size() - 12) + " more");
  const std::string why = s.explain_illegal(player, action);
  return Error{ErrorCode::kIllegalAction,
               "illegal action " + quote(s.action_to_string(player, action)) + " for " +
                   player_name(player) + (why.empty() ? "" : ": " + why) +
                   "; legal now: " + join(texts, ", ")};
}

}  // namespace

Result<void> State::apply(Player player, Action action) {
  if (is_terminal()) {
    return make_error(ErrorCode::kIllegalAction, "the game is over; no action can be applied");
  }
  PlayerList acting;
  acting_players(acting);
  if (!acting.contains(player)) return not_your_move(player, acting);
  const bool allowed =
      player == kChancePlayer ? is_chance_outcome(action) : is_legal(player, action);
  if (!allowed) return refusal(*this, player, action);
  apply_unchecked(player, action);
  return ok_result();
}

void State::observation_tensor(Player player, std::span<float> out) const {
  TensorWriter writer(game().observation_tensor_layout(), out);  // checks the size
  (void)player;
}

std::vector<float> State::observation_tensor(Player player) const {
  std::vector<float> out(static_cast<std::size_t>(game().observation_tensor_layout().size()));
  observation_tensor(player, out);
  return out;
}

std::string State::information_key(Player player) const { return observation(player).dump(); }

std::string State::explain_illegal(Player, Action) const { return {}; }

bool State::is_legal(Player player, Action action) const {
  ActionList legal;
  legal_actions(player, legal);
  return legal.contains(action);
}

std::string State::public_action_text(Player, Player player, Action action) const {
  return action_to_string(player, action);  // games without secrets show every move
}

std::string State::log_sentence(Player viewer, Player player, Action action) const {
  const std::string shown = public_action_text(viewer, player, action);
  if (shown.empty()) return "";
  if (player == kChancePlayer) return as_sentence(seats_as_placeholders(shown));
  // The engine's words are imperatives ("play Waddle"); a secret move's words for
  // the others already read in the third person ("has chosen").
  const bool imperative = shown == action_to_string(player, action);
  return as_sentence("{" + std::to_string(player) + "} " +
                     seats_as_placeholders(imperative ? third_person(shown) : shown));
}

nlohmann::json State::move_form(Player player, Action action) const {
  // The first word as the kind, the rest as it is: distinct moves stay distinct.
  const std::string words = action_to_string(player, action);
  const std::size_t space = words.find(' ');
  nlohmann::json form = {{"kind", words.substr(0, space)}};
  if (space != std::string::npos) form["rest"] = words.substr(space + 1);
  return form;
}

std::string State::standing_span(Player) const { return ""; }

std::optional<Action> State::standing_move(Player) const { return std::nullopt; }

}  // namespace rookery
