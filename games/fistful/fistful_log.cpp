// A Fistful of Penguins in log sentences (State::log_sentence): the dice as they
// land, each decision with its dice and money, and the market's secrets kept as
// public_action_text keeps them: a seller's die and price are theirs alone until
// the reveal, and a keep or a secret reroll reads the same to the others (FP-13).
#include <string>
#include <vector>

#include "core/text.h"
#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

namespace {

// "lion, lion and camel" from a multiset of faces.
std::string dice_list(const FaceCounts& c) {
  const std::vector<std::string> faces = split_words(faces_text(c));
  if (faces.empty()) return "no dice";
  if (faces.size() == 1) return faces[0];
  return join(std::vector<std::string>(faces.begin(), faces.end() - 1), ", ") + " and " +
         faces.back();
}

std::string seat(Player p) { return "{" + std::to_string(p) + "}"; }

// "$3 and 1 penguin token".
std::string price_words(int dollars, int tokens) {
  std::string text;
  if (dollars > 0 || tokens == 0) text = "$" + std::to_string(dollars);
  if (tokens > 0) {
    text += (text.empty() ? "" : " and ") + std::to_string(tokens) +
            (tokens == 1 ? " penguin token" : " penguin tokens");
  }
  return text;
}

}  // namespace

std::string FistfulState::log_sentence(Player viewer, Player player, Action action) const {
  if (player == kChancePlayer) {
    if (!is_roll(action) || total(rolled_dice(action)) != to_roll_) return "";
    if (phase_ == Phase::kMarketRolling) {
      for (int step = 1; step < options_.players; ++step) {
        const int seller = (active_ + step) % options_.players;
        const MarketDie& m = market_[static_cast<std::size_t>(seller)];
        if (!m.has_die || m.sold || !m.needs_roll) continue;
        if (seller != viewer) return seat(seller) + " rolls a secret die.";
        // The keeper's own "keeps their die." said it: nothing new to them (quiet).
        // The others' line is the same whether the die was kept or rerolled (R15).
        if (m.keeps) return "";
        return seat(seller) + " rolls their secret die: " + dice_list(rolled_dice(action)) + ".";
      }
    }
    const bool one = total(rolled_dice(action)) == 1;
    return std::string(one ? "The die lands " : "The dice land ") + dice_list(rolled_dice(action)) +
           ".";
  }
  const std::string who = seat(player);
  if (action == kKeepDie || action == kRerollDie) {
    if (player != viewer) return who + " decides in secret whether to keep or reroll their die.";
    return who + (action == kKeepDie ? " keeps their die." : " rerolls their die in secret.");
  }
  if (is_price(action)) {
    if (player != viewer) return who + " sets a secret price.";
    const int dollars = (action - kPriceBase) / 3, tokens = (action - kPriceBase) % 3;
    return who + " asks " + price_words(dollars, tokens) + " for their die, in secret.";
  }
  if (action >= kBuyBase && action < kBuyBase + options_.players) {
    const MarketDie& m = market_[static_cast<std::size_t>(action - kBuyBase)];
    std::string text = who + " buys the die of " + seat(action - kBuyBase);
    if (m.revealed) {
      text +=
          ", a " + std::string(kFaceNames[m.face]) + ", for " + price_words(m.dollars, m.tokens);
    }
    return text + ".";
  }
  // What the stop scores, said with it (the stop preview before it): "stops and
  // scores $14 and 1 penguin token".
  if (action == kStop || action == kStopLions) {
    const StopScore s = preview(action == kStop ? Mode::kAnimals : Mode::kLions);
    const std::string how = action == kStopLions      ? " the lions"
                            : lions_showing(in_play_) ? " the animals"
                                                      : "";
    return who + " stops and scores" + how + ": " + price_words(s.dollars(), s.tokens) + ".";
  }
  if (action == kDraw) return who + " spends a penguin token to draw a die.";
  if (is_cash_in(action)) {
    const int n = action - kCashInBase;
    return who + " cashes in " + std::to_string(n) + (n == 1 ? " penguin." : " penguins.");
  }
  if (is_reroll(action)) {
    return who + " spends a penguin token to reroll " + dice_list(reroll_dice(action)) + ".";
  }
  if (is_chip(action)) {
    return who + " spends the black chip: " + dice_list(chip_dice(action)) + " turn to kangaroo.";
  }
  return "";
}

}  // namespace rookery::fistful
