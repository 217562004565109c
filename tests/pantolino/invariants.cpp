// The invariants of pantolino checked at every move of the conformance playouts:
// the 15 boot tokens are conserved (supply + centipedes + removed from the game),
// each in one place only, and a refusal's reason is true.
#include "tests/invariants/invariants.h"

#include <array>
#include <string>

#include "games/pantolino/pantolino_state.h"

namespace rookery {

namespace {

using pantolino::Centipede;
using pantolino::kNumTokens;
using pantolino::PantolinoState;

// Where each token is: counts per token id over the supply and every centipede.
// Returns the number of tokens removed from the game (in no place), or a negative
// number when a token is in two places (and `why` says which).
int removed_tokens(const PantolinoState& s, std::string& why) {
  std::array<int, kNumTokens> places{};
  for (int t = 0; t < kNumTokens; ++t) places[static_cast<std::size_t>(t)] += s.in_supply(t);
  for (Player p = 0; p < s.num_players(); ++p) {
    const Centipede& c = s.centipede(p);
    if (c.length > kNumTokens) {
      why = "player " + std::to_string(p + 1) + "'s centipede has more than 15 tokens";
      return -1;
    }
    for (int i = 0; i < c.length; ++i) {
      const int t = c.tokens[static_cast<std::size_t>(i)];
      if (t < 0 || t >= kNumTokens) {
        why = "a centipede holds token id " + std::to_string(t) + ", which does not exist";
        return -1;
      }
      ++places[static_cast<std::size_t>(t)];
    }
  }
  int removed = 0;
  for (int t = 0; t < kNumTokens; ++t) {
    if (places[static_cast<std::size_t>(t)] > 1) {
      why = pantolino::token_name(t) + " is in " +
            std::to_string(places[static_cast<std::size_t>(t)]) +
            " places at once (supply and centipedes)";
      return -1;
    }
    removed += places[static_cast<std::size_t>(t)] == 0;
  }
  return removed;
}

// PA-2, PA-5, PA-6: supply + centipedes + removed = 15; only a discard removes a
// token, and nothing ever comes back from removal.
std::string check_tokens(const PantolinoState& before, Action action, Player player,
                         const PantolinoState& after) {
  std::string why;
  const int was = removed_tokens(before, why);
  if (was < 0) return "before the move: " + why;
  const int now = removed_tokens(after, why);
  if (now < 0) return why;
  const bool discard = player >= 0 && action >= pantolino::kDiscardBase &&
                       action < pantolino::kDiscardBase + kNumTokens;
  if (now != was + (discard ? 1 : 0)) {
    return "tokens are not conserved: " + std::to_string(was) + " removed from the game before " +
           (discard ? "a discard" : "a move that removes none") + ", " + std::to_string(now) +
           " after";
  }
  return {};
}

// A refusal's reason is true: every action the current player may not take now,
// checked against the claim explain_illegal makes.
std::string check_refusals(const PantolinoState& s) {
  if (s.phase() != pantolino::Phase::kTaking) return {};
  const Player p = s.current_player();
  const ActionList legal = static_cast<const State&>(s).legal_actions(p);
  bool can_take = false;
  for (Action a : legal) {
    can_take = can_take || (a >= pantolino::kTakeBase && a < pantolino::kTakeNothing) ||
               (a >= pantolino::kStealBase && a < pantolino::kDiscardBase);
  }
  for (Action a = pantolino::kTakeBase; a < pantolino::kDiscardBase + kNumTokens; ++a) {
    if (legal.contains(a)) continue;
    const std::string why = s.explain_illegal(p, a);
    const auto says = [&why](const char* words) { return why.find(words) != std::string::npos; };
    if (says("a token qualifies, so you must take one") && !can_take)
      return "refused " + s.action_to_string(p, a) + " because a token qualifies, but none does";
    if (says("no token qualifies, and under discard_smallest") && can_take)
      return "refused " + s.action_to_string(p, a) + " because no token qualifies, but one does";
    if (says("is no longer in the supply") && a >= pantolino::kTakeBase &&
        a < pantolino::kTakeBase + kNumTokens && s.in_supply(a - pantolino::kTakeBase))
      return "refused " + s.action_to_string(p, a) + " as gone from the supply, but it is there";
  }
  return {};
}

}  // namespace

StateInvariant pantolino_invariants() {
  return invariant_of<PantolinoState>(
      "Pantolino",
      [](const PantolinoState& before, Player player, Action action,
         const PantolinoState& after) -> std::string {
        if (std::string broken = check_tokens(before, action, player, after); !broken.empty())
          return broken;
        return check_refusals(after);
      });
}

}  // namespace rookery
