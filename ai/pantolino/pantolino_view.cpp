// Pantolino's view, read from the state (see pantolino_view.h).
#include "ai/pantolino/pantolino_view.h"

namespace rookery::pantolino_view {

// The policies and the coach name a reroll by the solver's mask of dice: that mask
// is the reroll's action id, and the empty mask is stop's.
static_assert(pantolino::kStop == 0 && pantolino::kTakeBase == 1 << pantolino::kNumDice);

namespace {

const pantolino::PantolinoState& pantolino_of(const State& state) {
  return dynamic_cast<const pantolino::PantolinoState&>(state);
}

void add_token(pt::Takeable& t, int token) {
  t[static_cast<std::size_t>(pantolino::token_colour(token))] |=
      static_cast<std::uint8_t>(1u << (pantolino::token_boots(token) - pt::kMinBoots));
}

}  // namespace

std::optional<Take> take_of(const State& state, Action action) {
  using namespace pantolino;
  int token = -1;
  int victim = -1;
  if (action >= kTakeBase && action < kTakeNothing) {
    token = static_cast<int>(action - kTakeBase);
  } else if (action >= kStealBase && action < kDiscardBase) {
    victim = static_cast<int>(action - kStealBase);
    const Centipede& c = pantolino_of(state).centipede(victim);
    if (c.length == 0) return std::nullopt;
    token = c.tokens[c.length - 1u];  // R8: only the tail
  } else {
    return std::nullopt;
  }
  return Take{token_colour(token), token_boots(token), victim};
}

View view_of(const State& state, Player me) {
  using namespace pantolino;
  const PantolinoState& s = pantolino_of(state);
  View v;
  v.phase = s.phase();
  v.rolls_done = s.rolls_done();
  if (v.rolls_done > 0) {  // before the turn's first roll the dice show nothing
    for (int d = 0; d < kNumDice; ++d) v.dice[static_cast<std::size_t>(d)] = s.face(d);
  }
  for (int t = 0; t < kNumTokens; ++t) {
    if (s.in_supply(t)) add_token(v.takeable, t);
  }
  for (Player p = 0; p < s.options().players; ++p) {
    const Centipede& c = s.centipede(p);
    v.boots.push_back(s.boots(p));
    if (p == me) {
      for (int i = 0; i < c.length; ++i) {
        const int token = c.tokens[static_cast<std::size_t>(i)];
        v.my_colour_boots[static_cast<std::size_t>(token_colour(token))] += token_boots(token);
      }
    } else if (s.options().escaping_boots && c.length > 0) {
      add_token(v.takeable, c.tokens[c.length - 1u]);  // R8: only the tail
    }
  }
  return v;
}

Action legal_or_first(const State& state, Player me, Action action) {
  const ActionList legal = state.legal_actions(me);
  return legal.contains(action) ? action : legal[0];
}

}  // namespace rookery::pantolino_view
