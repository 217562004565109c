#include "server/card_clock.h"

#include <algorithm>

namespace rookery {

CardClock::CardClock(const Playthrough& play, Commit commit)
    : play_(play), commit_(std::move(commit)) {
  const auto seats = static_cast<std::size_t>(play.game().num_players());
  held_.resize(seats);
  carried_.resize(seats);
  auto_passed_.assign(seats, false);
}

void CardClock::resume(Time now, int elapsed_ms) {
  if (state().is_terminal() || state().is_chance_node()) return;
  begin_step();
  card_at_ = now - std::chrono::milliseconds(std::max(elapsed_ms, span_ ? span_->first : 0));
}

int CardClock::elapsed_ms(Time now) const {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now - card_at_).count();
  return static_cast<int>(std::clamp<long long>(ms, 0, kClaimSearchCeilingMs + 1));
}

CardClock::Time CardClock::step_end() const {
  return card_at_ + std::chrono::milliseconds(span_ ? span_->last + 1 : 0);
}

Action CardClock::pass_action(Player player) const {
  // Every real-time game lets a seat pass (server/table.cpp checks it when a table opens).
  return state().parse_action(player, "pass").value();
}

bool CardClock::holds(Player player) const {
  return player >= 0 && static_cast<std::size_t>(player) < held_.size() &&
         held_[static_cast<std::size_t>(player)].has_value();
}

bool CardClock::auto_passed(Player player) const {
  return player >= 0 && static_cast<std::size_t>(player) < auto_passed_.size() &&
         auto_passed_[static_cast<std::size_t>(player)];
}

void CardClock::begin_step() {
  ++steps_;
  ++step_of_card_;
  span_ = claim_span(state(), state().acting_players()[0]);
  std::fill(auto_passed_.begin(), auto_passed_.end(), false);
  for (std::size_t s = 0; s < held_.size(); ++s) {
    held_[s].reset();
    // A bot's claim whose moment had not come when the step ended is made in the new one.
    const std::optional<Held> carried = carried_[s];
    carried_[s].reset();
    const auto p = static_cast<Player>(s);
    if (carried && span_ && state().acting_players().contains(p) &&
        state().is_legal(p, carried->action)) {
      held_[s] = carried;
    }
  }
}

bool CardClock::opens_next_step(Player player, Action action) const {
  std::unique_ptr<State> probe = state().clone();
  const PlayerList acting = probe->acting_players();
  if (!probe->apply(player, action)) return false;
  for (Player p : acting) {
    if (p != player && !probe->apply(p, pass_action(p))) return false;
  }
  // Everyone acting again at once: another step of claims on the same card.
  return !probe->is_terminal() && !probe->is_chance_node();
}

Result<void> CardClock::commit_timed(Player player, Action action, Time now) {
  const PlayerList before = state().acting_players();
  const int round = state().rounds_played();
  const Time ended = span_ ? step_end() : now;  // when the step's time is (or was) up
  if (auto r = commit_(player, action); !r) return r;
  if (state().is_terminal()) {
    span_.reset();
    turn_at_.reset();
    return ok_result();
  }
  if (state().is_chance_node()) {
    // The step is resolved; the next card is turned when its time is up, even when
    // every seat committed early: the game's clock is the owner's, not the fastest seat's.
    if (player != kChancePlayer) {
      turn_at_ = ended + (state().rounds_played() != round ? round_pause_ : Time{});
    }
    span_.reset();
    return ok_result();
  }
  if (player == kChancePlayer) {
    card_at_ = now;  // a card turned: its clock starts
    step_of_card_ = -1;
    begin_step();
    return ok_result();
  }
  bool new_step = false;
  for (Player p : state().acting_players()) {
    new_step = new_step || p == player || !before.contains(p);
  }
  if (new_step) begin_step();  // the window, or MP-8a's next step: the card's clock runs on
  return ok_result();
}

Result<void> CardClock::claim_now(Player player, Action action, Time now) {
  PlayerList others;
  for (Player p : state().acting_players()) {
    if (p != player) others.push_back(p);
  }
  const bool ends_step = action != pass_action(player) && opens_next_step(player, action);
  if (auto r = commit_timed(player, action, now); !r) return r;
  if (!ends_step) return ok_result();
  // R3: a correct claim stops the turning and opens the window (MP-8a: a wrong one
  // is resolved, and claims go on). The claims still to come are made in the new
  // step: the others pass this one now, and a bot's claim not yet due is carried over.
  for (Player p : others) {
    const auto s = static_cast<std::size_t>(p);
    if (held_[s]) carried_[s] = held_[s];
    held_[s].reset();
    if (auto r = commit_timed(p, pass_action(p), now); !r) return r;
  }
  return ok_result();
}

Result<void> CardClock::offer(Player bot, Action action, Time now) {
  const std::optional<TimedWords> timed = split_timed(state().action_to_string(bot, action));
  if (span_ && timed && timed->ms > elapsed_ms(now)) {
    held_[static_cast<std::size_t>(bot)] = Held{action, timed->ms};
    return ok_result();
  }
  return claim_now(bot, action, now);
}

Result<bool> CardClock::advance(Time now) {
  bool changed = false;
  for (;;) {
    if (state().is_terminal()) return changed;
    if (state().is_chance_node()) {
      if (!turn_at_) turn_at_ = now;  // the clock has just started, or started again
      if (now < *turn_at_) return changed;
      turn_at_.reset();
      if (auto r = commit_timed(kChancePlayer, play_.auto_chance_outcome(), now); !r) {
        return r.error();
      }
      changed = true;
      continue;
    }
    if (!span_) return changed;  // a step without times waits for its moves
    const int elapsed = elapsed_ms(now);
    std::optional<std::size_t> due;
    for (std::size_t s = 0; s < held_.size(); ++s) {
      if (held_[s] && held_[s]->ms <= elapsed && (!due || held_[s]->ms < held_[*due]->ms)) due = s;
    }
    if (due) {
      const Held held = *held_[*due];
      held_[*due].reset();
      const auto p = static_cast<Player>(*due);
      if (state().acting_players().contains(p) && state().is_legal(p, held.action)) {
        if (auto r = claim_now(p, held.action, now); !r) return r.error();
        changed = true;
      }
      continue;
    }
    if (now < step_end()) return changed;
    // R3: the step's time is up; whoever has not claimed passes (a bot still
    // thinking too: its answer will be stale). Only a seat without a held claim
    // was silent: a person, or a bot that had not answered.
    for (Player p : state().acting_players()) {
      const auto s = static_cast<std::size_t>(p);
      held_[s].reset();
      auto_passed_[s] = true;
      if (auto r = commit_timed(p, pass_action(p), now); !r) return r.error();
    }
    changed = true;
  }
}

std::optional<CardClock::Time> CardClock::deadline() const {
  if (state().is_terminal()) return std::nullopt;
  if (state().is_chance_node()) return turn_at_.value_or(Time{});  // none set: at once
  if (!span_) return std::nullopt;
  Time at = step_end();
  for (const std::optional<Held>& h : held_) {
    if (h) at = std::min(at, card_at_ + std::chrono::milliseconds(h->ms));
  }
  return at;
}

}  // namespace rookery
