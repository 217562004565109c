// A turn-based table's response windows and standing choices (PassWindow says
// why every answer waits for the window's minimum; docs/protocol.md, "Response
// windows" and "Standing choices").
#include <algorithm>
#include <nlohmann/json.hpp>

#include "server/table.h"

namespace rookery {

bool Table::is_pass(Player player, Action action) const {
  return player >= 0 && play_.state().action_to_string(player, action) == "pass";
}

bool Table::is_answer(Player player, Action action) const {
  return is_pass(player, action) || (player >= 0 && !play_.state().standing_span(player).empty());
}

std::optional<Action> Table::automatic_answer(Player player) const {
  const State& state = play_.state();
  const auto s = static_cast<std::size_t>(player);
  // A standing choice first: it is what the person asked for.
  if (!standing_[s].empty() && standing_[s] == state.standing_span(player)) {
    if (std::optional<Action> move = state.standing_move(player)) return move;
  }
  // Nothing but "pass" is no choice (PL-8: being asked tells nothing).
  const ActionList legal = state.legal_actions(player);
  if (legal.size() == 1 && is_pass(player, legal[0])) return legal[0];
  return std::nullopt;
}

std::optional<Player> Table::answer_waiting() const {
  const State& state = play_.state();
  if (state.is_terminal()) return std::nullopt;
  for (Player p : state.acting_players()) {
    if (p < 0) continue;
    const auto s = static_cast<std::size_t>(p);
    if (windows_->held(s)) return p;
    if (bots_[s]) continue;  // a bot decides for itself, and its answer is held
    if (automatic_answer(p)) return p;
  }
  return std::nullopt;
}

Result<bool> Table::make_due_answers(TimePoint now) {
  bool changed = false;
  // Each answer may ask the next seat; answers do not reopen the window, so the
  // other answers due are made at once after the first.
  while (now >= windows_->passes_from()) {
    const std::optional<Player> p = answer_waiting();
    if (!p) break;
    const auto s = static_cast<std::size_t>(*p);
    std::optional<Action> move = windows_->held(s);
    windows_->release(s);
    if (!move || !play_.state().is_legal(*p, *move)) {
      // Nothing held, or what was held is no longer a move: the automatic answer,
      // if there is one (else the seat is asked as usual).
      move = bots_[s] ? std::nullopt : automatic_answer(*p);
      if (!move) continue;
    }
    if (auto r = commit(*p, *move, /*then_chance=*/true); !r) return r.error();
    changed = true;
  }
  return changed;
}

Result<void> Table::leave_standing_with(int seat, Action action) {
  const State& state = play_.state();
  const std::string span = state.standing_span(seat);
  // Read as a flag and a value, not an optional: GCC 12 at -O3 takes the
  // optional's value for uninitialised here (-Wmaybe-uninitialized).
  const std::optional<Action> move = span.empty() ? std::nullopt : state.standing_move(seat);
  const bool can = move.has_value();
  const Action standing = move.value_or(Action{});
  if (!can || standing != action) {
    std::string why = "\"" + state.action_to_string(seat, action) + "\" cannot be left standing";
    if (can) why += "; only \"" + state.action_to_string(seat, standing) + "\" can, now";
    return make_error(ErrorCode::kInvalidArgument, why);
  }
  standing_[static_cast<std::size_t>(seat)] = span;
  return ok_result();
}

void Table::drop_ended_standing() {
  const State& state = play_.state();
  for (std::size_t s = 0; s < standing_.size(); ++s) {
    if (!standing_[s].empty() && standing_[s] != state.standing_span(static_cast<Player>(s))) {
      standing_[s].clear();
    }
  }
}

void Table::add_answers_json(Player viewer, nlohmann::json& out) const {
  const State& state = play_.state();
  const auto s = static_cast<std::size_t>(viewer);
  if (windows_) {
    if (const std::optional<Action> held = windows_->held(s)) {
      out["held"] = state.action_to_string(viewer, *held);
    }
  }
  const std::string span = state.standing_span(viewer);
  if (span.empty()) return;
  const bool on = standing_[s] == span;
  const std::optional<Action> move = state.standing_move(viewer);
  if (!on && !move) return;
  nlohmann::json standing = {{"on", on}};
  if (move) standing["words"] = state.action_to_string(viewer, *move);
  out["standing"] = standing;
}

}  // namespace rookery
