#include "cli/engine.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "core/move_form.h"
#include "core/text.h"
#include "games/registry.h"

namespace rookery {

namespace {

// Errors inside dispatch travel as this exception and become one error answer.
struct RequestError {
  Error error;
};

[[noreturn]] void fail(ErrorCode code, std::string message) {
  throw RequestError{make_error(code, std::move(message))};
}

template <typename T>
T unwrap(Result<T> r) {
  if (!r) throw RequestError{r.error()};
  return std::move(*r);
}

void unwrap(Result<void> r) {
  if (!r) throw RequestError{r.error()};
}

// Moves with their texts as the engine reports them: [{"player":..,"action":..}].
nlohmann::json moves_json(const std::vector<Move>& moves, const std::vector<std::string>& texts) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    out.push_back({{"player", moves[i].player == kChancePlayer ? nlohmann::json("chance")
                                                               : nlohmann::json(moves[i].player)},
                   {"action", texts[i]}});
  }
  return out;
}

nlohmann::json player_json(Player p) {
  return p == kChancePlayer ? nlohmann::json("chance") : nlohmann::json(p);
}

}  // namespace

std::string Engine::handle_line(std::string_view line) {
  nlohmann::json answer;
  nlohmann::json id = nullptr;
  try {
    // Deeper JSON is refused before it is built: no request nests more than a few levels.
    if (json_nesting_depth(line) > kMaxJsonDepth) {
      fail(ErrorCode::kParseError, "the line nests arrays and objects more than " +
                                       std::to_string(kMaxJsonDepth) + " levels deep");
    }
    auto parsed = parse_json_input(line);
    if (!parsed)
      fail(ErrorCode::kParseError, "the line is not valid JSON: " + quote_prefix(trim(line)));
    const nlohmann::json& request = *parsed;
    if (!request.is_object()) fail(ErrorCode::kParseError, "a request must be a JSON object");
    if (request.contains("id")) id = request["id"];
    if (!request.contains("cmd") || !request["cmd"].is_string()) {
      fail(ErrorCode::kInvalidArgument,
           "a request needs \"cmd\": one of new, load, legal, apply, observe, describe, state, "
           "scores, returns, status, games, quit");
    }
    nlohmann::json result = dispatch(request["cmd"].get<std::string>(), request);
    answer = {{"id", id}, {"ok", true}, {"result", std::move(result)}};
  } catch (const RequestError& e) {
    answer = {{"id", id},
              {"ok", false},
              {"error", {{"code", error_code_name(e.error.code)}, {"message", e.error.message}}}};
  } catch (const nlohmann::json::exception& e) {
    answer = {{"id", id},
              {"ok", false},
              {"error",
               {{"code", "invalid_argument"}, {"message", std::string("bad field: ") + e.what()}}}};
  }
  // Error messages quote what was received, which may not be UTF-8: replace, never throw.
  return dump_json(answer);
}

const Playthrough& Engine::playthrough() const {
  if (!play_)
    fail(ErrorCode::kInvalidArgument,
         "no game yet: send {\"cmd\":\"new\",\"game\":\"pantolino\"} first");
  return *play_;
}

Result<Player> Engine::player_field(const nlohmann::json& request, bool allow_chance) const {
  const int players = playthrough().game().num_players();
  if (!request.contains("player")) {
    return make_error(ErrorCode::kInvalidArgument,
                      std::string("\"player\" is missing: a seat 0..") +
                          std::to_string(players - 1) + (allow_chance ? " or \"chance\"" : ""));
  }
  const auto& p = request["player"];
  if (allow_chance && p == "chance") return kChancePlayer;
  if (p.is_number_integer() && p.get<long long>() >= 0 && p.get<long long>() < players) {
    return p.get<int>();
  }
  return make_error(ErrorCode::kInvalidArgument,
                    "\"player\" " + json_excerpt(p) + " is not a seat 0.." +
                        std::to_string(players - 1) + (allow_chance ? " or \"chance\"" : ""));
}

nlohmann::json Engine::status() const {
  const State& s = playthrough().state();
  nlohmann::json acting = nlohmann::json::array();
  for (Player p : s.acting_players()) acting.push_back(player_json(p));
  return {
      {"acting", acting}, {"terminal", s.is_terminal()}, {"moves", playthrough().moves().size()}};
}

nlohmann::json Engine::advance() {
  std::vector<std::string> texts;
  std::vector<Move> made;
  if (auto_chance_) {
    while (!play_->state().is_terminal() && play_->state().is_chance_node()) {
      const Action a = play_->auto_chance_outcome();
      texts.push_back(play_->state().action_to_string(kChancePlayer, a));
      unwrap(play_->apply(kChancePlayer, a));
      made.push_back(play_->moves().back());
    }
  }
  return moves_json(made, texts);
}

nlohmann::json Engine::dispatch(const std::string& cmd, const nlohmann::json& request) {
  if (cmd == "quit") {
    quit_ = true;
    return {{"bye", true}};
  }
  if (cmd == "games") {
    nlohmann::json games = nlohmann::json::array();
    for (const GameEntry& e : registered_games()) {
      games.push_back({{"name", e.facts.name},
                       {"title", e.facts.title},
                       {"min_players", e.facts.min_players},
                       {"max_players", e.facts.max_players}});
    }
    return {{"games", games}};
  }
  if (cmd == "new" || cmd == "load") {
    if (request.contains("chance")) {
      if (request["chance"] == "auto") {
        auto_chance_ = true;
      } else if (request["chance"] == "manual") {
        auto_chance_ = false;
      } else {
        fail(ErrorCode::kInvalidArgument,
             "\"chance\" must be \"auto\" or \"manual\", got " + json_excerpt(request["chance"]));
      }
    } else {
      auto_chance_ = true;
    }
    if (cmd == "new") {
      if (!request.contains("game") || !request["game"].is_string()) {
        fail(ErrorCode::kInvalidArgument,
             "\"game\" must be a game string such as \"pantolino(players=3)\"");
      }
      std::uint64_t seed = 1;
      if (request.contains("seed")) {
        if (!request["seed"].is_number_unsigned()) {
          fail(ErrorCode::kInvalidArgument,
               "\"seed\" must be a non-negative integer, got " + json_excerpt(request["seed"]));
        }
        seed = request["seed"].get<std::uint64_t>();
      }
      auto game = unwrap(load_game(request["game"].get<std::string>()));
      play_.emplace(game, seed);
    } else {
      if (!request.contains("record"))
        fail(ErrorCode::kInvalidArgument, "\"record\" (a saved game) is missing");
      play_.emplace(unwrap(Playthrough::from_json(
          request["record"], [](std::string_view s) { return load_game(s); })));
    }
    nlohmann::json events = advance();
    nlohmann::json result = status();
    result["game"] = play_->game().game_string();
    result["players"] = play_->game().num_players();
    result["seed"] = play_->seed();
    result["chance"] = auto_chance_ ? "auto" : "manual";
    result["events"] = events;
    return result;
  }
  static const std::vector<std::string> kGameCommands = {"status",   "legal", "apply",  "observe",
                                                         "describe", "state", "scores", "returns"};
  if (std::find(kGameCommands.begin(), kGameCommands.end(), cmd) == kGameCommands.end()) {
    fail(ErrorCode::kUnknownName,
         "unknown cmd " + quote_prefix(cmd) +
             "; known: new, load, legal, apply, observe, describe, state, scores, returns, status, "
             "games, quit");
  }
  const Playthrough& play = playthrough();
  const State& state = play.state();
  if (cmd == "status") return status();
  if (cmd == "legal") {
    const Player p = unwrap(player_field(request, true));
    nlohmann::json result = {{"player", player_json(p)}};
    if (p == kChancePlayer) {
      nlohmann::json outcomes = nlohmann::json::array();
      const ChanceDistribution dist = state.chance_outcomes();
      for (std::size_t i = 0; i < dist.outcomes.size(); ++i) {
        const Action outcome = dist.outcomes[i].action;
        const std::string words = state.action_to_string(kChancePlayer, outcome);
        outcomes.push_back({{"action", words},
                            {"probability", dist.probability(i)},
                            {"weight", dist.outcomes[i].weight},
                            {"form", form_with_words(state, kChancePlayer, outcome, words)}});
      }
      result["outcomes"] = outcomes;
      result["total"] = dist.total;
      return result;
    }
    // The words a client sends back, and each move's form (docs/moves.md) in the same order.
    nlohmann::json actions = nlohmann::json::array();
    nlohmann::json moves = nlohmann::json::array();
    for (Action a : state.legal_actions(p)) {
      const std::string words = state.action_to_string(p, a);
      actions.push_back(words);
      moves.push_back(form_with_words(state, p, a, words));
    }
    result["actions"] = actions;
    result["moves"] = moves;
    return result;
  }
  if (cmd == "apply") {
    const Player p = unwrap(player_field(request, true));
    if (!request.contains("action") || !request["action"].is_string()) {
      fail(ErrorCode::kInvalidArgument,
           "\"action\" must be the action's text, e.g. \"reroll 1 3\"");
    }
    const Action a = unwrap(state.parse_action(p, request["action"].get<std::string>()));
    const std::string text = state.action_to_string(p, a);
    unwrap(play_->apply(p, a));
    nlohmann::json events = advance();
    nlohmann::json result = status();
    result["applied"] = {{"player", player_json(p)}, {"action", text}};
    result["events"] = events;
    return result;
  }
  if (cmd == "observe") return state.observation(unwrap(player_field(request, false)));
  if (cmd == "describe") return {{"text", state.describe(unwrap(player_field(request, false)))}};
  if (cmd == "state") return play.to_json();
  if (cmd == "scores") return {{"scores", state.scores()}};
  // The last game command left: "returns".
  if (!state.is_terminal()) {
    fail(ErrorCode::kNotTerminal,
         "the game is not over yet; returns exist at the end (see \"scores\")");
  }
  return {{"returns", state.returns()}};
}

}  // namespace rookery
