#include "core/playthrough.h"

#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "core/text.h"

namespace rookery {

namespace {
constexpr const char* kFormat = "rookery-playthrough";
constexpr int kVersion = 1;

Error record_error(const std::string& what) {
  return make_error(ErrorCode::kParseError, "bad game record: " + what);
}

// A "version" this reader knows: an integer up to kVersion (compared whole, never narrowed).
bool known_version(const nlohmann::json& v) {
  if (v.is_number_unsigned()) return v.get<std::uint64_t>() <= static_cast<std::uint64_t>(kVersion);
  return v.is_number_integer() && v.get<std::int64_t>() <= kVersion;
}
}  // namespace

Playthrough::Playthrough(std::shared_ptr<const Game> game, std::uint64_t seed)
    : game_(std::move(game)), state_(game_->new_initial_state(game_)), seed_(seed) {}

Playthrough::Playthrough(const Playthrough& other)
    : game_(other.game_), state_(other.state_->clone()), seed_(other.seed_), moves_(other.moves_) {}

Playthrough& Playthrough::operator=(const Playthrough& other) {
  if (this != &other) {
    game_ = other.game_;
    state_ = other.state_->clone();
    seed_ = other.seed_;
    moves_ = other.moves_;
  }
  return *this;
}

Result<void> Playthrough::apply(Player player, Action action) {
  Result<void> r = state_->apply(player, action);
  if (r) moves_.push_back(Move{player, action});
  return r;
}

Result<void> Playthrough::apply_text(Player player, std::string_view text) {
  Result<Action> action = state_->parse_action(player, text);
  if (!action) return action.error();
  return apply(player, *action);
}

Action Playthrough::auto_chance_outcome() const {
  return chance_outcome_at(*state_, moves_.size());
}

Action Playthrough::chance_outcome_at(const State& state, std::size_t made) const {
  Rng rng = Rng::derived(seed_, made);
  return state.sample_chance(rng);
}

std::vector<Move> Playthrough::advance_chance() {
  std::vector<Move> made;
  while (!state_->is_terminal() && state_->is_chance_node()) {
    const Action outcome = auto_chance_outcome();
    state_->apply_unchecked(kChancePlayer, outcome);
    moves_.push_back(Move{kChancePlayer, outcome});
    made.push_back(moves_.back());
  }
  return made;
}

nlohmann::json Playthrough::to_json() const {
  nlohmann::json moves = nlohmann::json::array();
  // Replay the record to name each action in the words of its own position.
  std::unique_ptr<State> replay = game_->new_initial_state(game_);
  for (const Move& m : moves_) {
    nlohmann::json entry;
    entry["player"] =
        m.player == kChancePlayer ? nlohmann::json("chance") : nlohmann::json(m.player);
    entry["action"] = replay->action_to_string(m.player, m.action);
    moves.push_back(std::move(entry));
    replay->apply_unchecked(m.player, m.action);
  }
  return nlohmann::json{{"format", kFormat},
                        {"version", kVersion},
                        {"game", game_->game_string()},
                        {"seed", seed_},
                        {"moves", std::move(moves)}};
}

Result<Playthrough> Playthrough::from_json(const nlohmann::json& record, const GameLoader& loader) {
  if (!record.is_object()) return record_error("expected a JSON object");
  if (record.contains("format") && record["format"] != kFormat) {
    return record_error("\"format\" is " + json_excerpt(record["format"]) + ", expected \"" +
                        kFormat + "\"");
  }
  if (record.contains("version") && !known_version(record["version"])) {
    return record_error("\"version\" " + json_excerpt(record["version"]) +
                        " is not supported (up to " + std::to_string(kVersion) + ")");
  }
  if (!record.contains("game") || !record["game"].is_string()) {
    return record_error("\"game\" must be a game string such as \"pantolino(players=2)\"");
  }
  std::uint64_t seed = 0;
  if (record.contains("seed")) {
    const auto& s = record["seed"];
    if (s.is_number_unsigned()) {
      seed = s.get<std::uint64_t>();
    } else if (s.is_string() && parse_u64(s.get<std::string>())) {
      seed = *parse_u64(s.get<std::string>());
    } else {
      return record_error("\"seed\" must be a non-negative integer, got " + json_excerpt(s));
    }
  }
  auto game = loader(record["game"].get<std::string>());
  if (!game) return game.error();
  Playthrough playthrough(*game, seed);
  if (!record.contains("moves")) return playthrough;
  if (!record["moves"].is_array()) return record_error("\"moves\" must be an array");
  std::size_t index = 0;
  for (const auto& entry : record["moves"]) {
    ++index;
    const std::string where = "move " + std::to_string(index);
    if (!entry.is_object() || !entry.contains("player") || !entry.contains("action") ||
        !entry["action"].is_string()) {
      return record_error(where + " must be {\"player\": seat or \"chance\", \"action\": text}");
    }
    Player player;
    const auto& p = entry["player"];
    if (p == "chance") {
      player = kChancePlayer;
    } else if (p.is_number_integer() && p.get<long long>() >= 0 &&
               p.get<long long>() < playthrough.game().num_players()) {
      player = p.get<int>();
    } else {
      return record_error(where + ": \"player\" " + json_excerpt(p) +
                          " is not \"chance\" or a seat 0.." +
                          std::to_string(playthrough.game().num_players() - 1));
    }
    Result<void> r = playthrough.apply_text(player, entry["action"].get<std::string>());
    if (!r) {
      return make_error(r.error().code, "bad game record: " + where + " (" + player_name(player) +
                                            ", " +
                                            quote_prefix(entry["action"].get<std::string>()) +
                                            "): " + r.error().message);
    }
  }
  return playthrough;
}

}  // namespace rookery
