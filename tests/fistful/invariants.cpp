// The invariants of fistful checked at every move of the conformance playouts:
// money moves only when a stop is scored or a market die is bought (and a buy
// only moves it, and tokens, from buyer to seller); nobody's money or tokens go
// below zero; and a refusal's reason is true.
#include "tests/invariants/invariants.h"

#include <string>

#include "games/fistful/fistful_state.h"

namespace rookery {

namespace {

using fistful::FistfulState;

std::string seat(Player p) { return "player " + std::to_string(p + 1); }

bool is_buy(Player player, Action action) {
  return player >= 0 && action >= fistful::kBuyBase &&
         action < fistful::kBuyBase + fistful::kMaxPlayers;
}

bool is_stop(const FistfulState& before, Player player, Action action) {
  return player >= 0 && before.phase() == fistful::Phase::kDeciding &&
         (action == fistful::kStop || action == fistful::kStopLions);
}

// FP-3, FP-6..FP-11, FP-13: money changes hands only at a stop (the bank, the
// squirrels, the final $1 a token) or a buy; a buy conserves money and tokens.
std::string check_money(const FistfulState& before, Player player, Action action,
                        const FistfulState& after) {
  const int n = after.options().players;
  int money_before = 0;
  int money_after = 0;
  int tokens_before = 0;
  int tokens_after = 0;
  for (Player p = 0; p < n; ++p) {
    const fistful::Purse& a = after.purse(p);
    if (a.money < 0) return seat(p) + " has negative money ($" + std::to_string(a.money) + ")";
    if (a.tokens < 0) return seat(p) + " has a negative number of penguin tokens";
    money_before += before.purse(p).money;
    money_after += a.money;
    tokens_before += before.purse(p).tokens;
    tokens_after += a.tokens;
  }
  if (is_stop(before, player, action)) return {};
  if (is_buy(player, action)) {
    if (money_after != money_before || tokens_after != tokens_before) {
      return "a buy did not conserve money and tokens: $" + std::to_string(money_before) + " and " +
             std::to_string(tokens_before) + " tokens before, $" + std::to_string(money_after) +
             " and " + std::to_string(tokens_after) + " after";
    }
    return {};
  }
  for (Player p = 0; p < n; ++p) {
    if (after.purse(p).money != before.purse(p).money) {
      return seat(p) + "'s money changed from $" + std::to_string(before.purse(p).money) + " to $" +
             std::to_string(after.purse(p).money) + " on " +
             before.action_to_string(player, action) + ", which is neither a stop nor a buy";
    }
  }
  return {};
}

// A refusal's reason is true: the active player's refused moves, each claim that
// explain_illegal makes checked against the position.
std::string check_refusals(const FistfulState& s) {
  if (s.phase() != fistful::Phase::kDeciding) return {};
  const Player p = s.active();
  const ActionList legal = static_cast<const State&>(s).legal_actions(p);
  const fistful::Purse& purse = s.purse(p);
  ActionList sample;
  sample.push_back(fistful::kStopLions);
  sample.push_back(fistful::kDraw);
  for (int k = 1; k <= fistful::kNumDice; ++k) sample.push_back(fistful::kCashInBase + k);
  for (int q = 0; q < s.options().players; ++q) sample.push_back(fistful::kBuyBase + q);
  for (Action a : sample) {
    if (legal.contains(a)) continue;
    const std::string why = s.explain_illegal(p, a);
    const auto says = [&why](const std::string& words) {
      return why.find(words) != std::string::npos;
    };
    const std::string move = s.action_to_string(p, a);
    if (says("no die is left in play") && fistful::total(s.in_play()) != 0)
      return "refused " + move + " as with no die in play, but dice are in play";
    if (says("and " + seat(p) + " has none") && purse.tokens != 0)
      return "refused " + move + " for want of a token, but " + seat(p) + " has some";
    if (says("no spare die is left") && s.spare_dice() != 0)
      return "refused " + move + " for want of a spare die, but " + std::to_string(s.spare_dice()) +
             " are left";
    if (says("no lion is showing") && s.in_play()[fistful::kLion] != 0)
      return "refused " + move + " as with no lion showing, but a lion shows";
    if (says("the asking price is") && a >= fistful::kBuyBase) {
      const fistful::MarketDie& m = s.market(a - fistful::kBuyBase);
      if (purse.money >= m.dollars && purse.tokens >= m.tokens)
        return "refused " + move + " for its price, but " + seat(p) + " can pay it";
    }
  }
  return {};
}

}  // namespace

StateInvariant fistful_invariants() {
  return invariant_of<FistfulState>(
      "Fistful",
      [](const FistfulState& before, Player player, Action action,
         const FistfulState& after) -> std::string {
        if (std::string broken = check_money(before, player, action, after); !broken.empty())
          return broken;
        return check_refusals(after);
      });
}

}  // namespace rookery
