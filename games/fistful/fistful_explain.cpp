// Fistful in words for moves that are refused (the reason, in the rulebook's
// terms) and for moves others may only partly learn of (the market's secrets).
#include "core/text.h"
#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

namespace {

std::string dollars_and_tokens(int dollars, int tokens) {
  std::string text = "$" + std::to_string(dollars);
  if (tokens > 0)
    text += " and " + std::to_string(tokens) + (tokens == 1 ? " penguin" : " penguins");
  return text;
}

std::string faces_in_play(const FaceCounts& c) {
  const std::string text = faces_text(c);
  return text.empty() ? "none" : text;
}

}  // namespace

std::string FistfulState::explain_illegal(Player player, Action action) const {
  const std::string who = player_name(player);
  const Purse& purse = purses_[static_cast<std::size_t>(player)];
  const bool seller_move = action == kKeepDie || action == kRerollDie || is_price(action);
  if (seller_move) {
    if (phase_ != Phase::kPricing && phase_ != Phase::kMarketChoice) {
      return "the market takes prices only after a roll, before the dice are revealed";
    }
    if (player == active_) return "the active player does not sell a die";
    if (is_price(action)) {
      const int dollars = (action - kPriceBase) / 3;
      if (dollars > purse.money) {
        return "an asking price of $" + std::to_string(dollars) + " is more than " + who + "'s $" +
               std::to_string(purse.money);
      }
      if (dollars == 0 && (action - kPriceBase) % 3 == 0) return "a price is never empty";
    }
    return who + " has no secret die waiting for this choice";
  }
  if (player != active_ || phase_ != Phase::kDeciding) return {};
  if (action == kStopLions && !lions_showing(in_play_)) return "no lion is showing";
  // R4 (FP-5): with no die in play the turn must stop, so every other move is refused
  // for that reason: a draw, a reroll, a cash-in, the chip, and a buy (R15: FP-5 wins
  // over FP-13's "any decision point").
  if (action != kStop && total(in_play_) == 0) {
    return "no die is left in play, so the turn must stop";
  }
  if ((action == kDraw || is_reroll(action)) && purse.tokens == 0) {
    return "it costs a penguin token and " + who + " has none";
  }
  if (action == kDraw && spare_dice() == 0) {
    return "no spare die is left in the bank (9 dice, counting cashed-in and market dice)";
  }
  if (is_reroll(action) && !is_subset(reroll_dice(action), in_play_)) {
    return "only dice in play can be rerolled (cashed-in dice are out for the turn); in play: " +
           faces_in_play(in_play_);
  }
  if (is_cash_in(action)) {
    return "only " + std::to_string(in_play_[kPenguin]) + " penguins are showing";
  }
  if (is_chip(action)) {
    if (purse.chip == 0) return who + " holds no kangaroo chip";
    const FaceCounts& pick = chip_dice(action);
    if (total(pick) > purse.chip) {
      return "the chip shows " + std::to_string(purse.chip) + ": it turns at most that many dice";
    }
    if (pick[kKangaroo] > 0 || !is_subset(pick, in_play_)) {
      return "the chip turns dice in play that are not kangaroos; in play: " +
             faces_in_play(in_play_);
    }
  }
  if (action >= kBuyBase && action < kBuyBase + kMaxPlayers) {
    const int seller = action - kBuyBase;
    if (seller >= options_.players) return {};
    const MarketDie& m = market_[static_cast<std::size_t>(seller)];
    if (!m.has_die || m.sold || !m.revealed) return player_name(seller) + " has no die for sale";
    return "the asking price is " + dollars_and_tokens(m.dollars, m.tokens) + " and " + who +
           " has " + dollars_and_tokens(purse.money, purse.tokens);
  }
  return {};
}

std::string FistfulState::public_action_text(Player viewer, Player player, Action action) const {
  if (player == kChancePlayer && phase_ == Phase::kMarketRolling) {
    // The face of a seller's secret die is for the seller alone until the reveal.
    for (int step = 1; step < options_.players; ++step) {
      const int seller = (active_ + step) % options_.players;
      const MarketDie& m = market_[static_cast<std::size_t>(seller)];
      if (m.has_die && !m.sold && m.needs_roll) {
        if (seller == viewer) {
          if (m.keeps) return "your kept die stays as it is (this roll only hides your choice)";
          return "your secret die: " + action_to_string(player, action);
        }
        return player_name(seller) + " rolls a secret die";
      }
    }
  }
  if (player >= 0 && player != viewer &&
      (phase_ == Phase::kPricing || phase_ == Phase::kMarketChoice)) {
    return phase_ == Phase::kPricing ? "sets a secret price" : "has chosen";
  }
  return action_to_string(player, action);
}

}  // namespace rookery::fistful
