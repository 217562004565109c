// The advanced game's market (FP-13): every other player secretly rolls and
// prices a die, the prices are revealed together, the active player may buy,
// and after each reroll bought with a token the unsold sellers may secretly
// reroll and reprice. Clause R15 of games/fistful/RULES.md.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/text.h"
#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

namespace {

bool on_offer(const MarketDie& m) { return m.has_die && !m.sold; }

}  // namespace

int FistfulState::market_dice() const {
  if (!options_.advanced) return 0;  // only the advanced game has a market (FP-13)
  int n = 0;
  for (const MarketDie& m : market_) n += on_offer(m) ? 1 : 0;
  return n;
}

void FistfulState::after_roll() {
  to_roll_ = 0;
  const bool starting = starting_roll_;
  const bool token_reroll = token_reroll_;
  starting_roll_ = false;
  token_reroll_ = false;
  if (options_.advanced && showdown_ == 0) {  // no market in a showdown (FP-11)
    if (starting) return open_market();
    if (token_reroll && market_dice() > 0) return reopen_market();
  }
  phase_ = Phase::kDeciding;
}

void FistfulState::open_market() {
  // Each other player, from the active player's left, takes a die if one is left.
  for (int step = 1; step < options_.players; ++step) {
    const auto seller = static_cast<std::size_t>((active_ + step) % options_.players);
    if (spare_dice() == 0) break;
    market_[seller] = MarketDie{};
    market_[seller].has_die = true;
    market_[seller].needs_roll = true;
  }
  next_market_step();
}

void FistfulState::reopen_market() {
  // After a token reroll every unsold seller may secretly reroll and reprice.
  for (MarketDie& m : market_) {
    if (!on_offer(m)) continue;
    m.chosen = false;
    m.priced = false;
    m.revealed = false;
  }
  phase_ = Phase::kMarketChoice;
}

void FistfulState::next_market_step() {
  for (const MarketDie& m : market_) {
    if (on_offer(m) && m.needs_roll) {
      phase_ = Phase::kMarketRolling;
      to_roll_ = 1;
      return;
    }
  }
  to_roll_ = 0;
  for (const MarketDie& m : market_) {
    if (on_offer(m) && !m.priced) {
      phase_ = Phase::kPricing;
      return;
    }
  }
  // All revealed together; a sold die stays as it was shown when bought.
  for (MarketDie& m : market_) {
    if (on_offer(m)) m.revealed = true;
  }
  phase_ = Phase::kDeciding;
}

bool FistfulState::seller_to_choose(Player seller) const {
  if (seller == active_ || seller < 0 || seller >= options_.players) return false;
  const MarketDie& m = market_[static_cast<std::size_t>(seller)];
  if (!on_offer(m)) return false;
  if (phase_ == Phase::kMarketChoice) return !m.chosen;
  return phase_ == Phase::kPricing && !m.priced && !m.needs_roll;
}

void FistfulState::sellers_to_choose(PlayerList& out) const {
  for (int p = 0; p < options_.players; ++p) {
    if (seller_to_choose(p)) out.push_back(p);
  }
}

void FistfulState::market_actions(Player seller, ActionList& out) const {
  if (!seller_to_choose(seller)) return;
  if (phase_ == Phase::kMarketChoice) {
    out.push_back(kKeepDie);
    out.push_back(kRerollDie);
    return;
  }
  // $0..own money, plus the black chip's 0, 1 or 2 tokens, but not $0 and none:
  // kPriceBase + 3 * dollars + tokens runs through one range, from $0 and 1 token.
  const int max_dollars =
      std::min<int>(purses_[static_cast<std::size_t>(seller)].money, kMaxAskingDollars);
  const int count = 3 * max_dollars + 2;
  Action* at = out.grow(count);
  for (int i = 0; i < count; ++i) at[i] = kPriceBase + 1 + i;
}

void FistfulState::buy_actions(ActionList& out) const {
  const Purse& buyer = purses_[active_];
  for (int s = 0; s < options_.players; ++s) {
    const MarketDie& m = market_[static_cast<std::size_t>(s)];
    if (on_offer(m) && m.revealed && buyer.money >= m.dollars && buyer.tokens >= m.tokens) {
      out.push_back(kBuyBase + s);
    }
  }
}

void FistfulState::apply_market(Player player, Action action) {
  if (phase_ == Phase::kMarketRolling) {
    // The first seller in turn order still waiting for a roll gets this face.
    for (int step = 1; step < options_.players; ++step) {
      MarketDie& m = market_[static_cast<std::size_t>((active_ + step) % options_.players)];
      if (on_offer(m) && m.needs_roll) {
        const FaceCounts& rolled = rolled_dice(action);  // one die: a single face
        // A kept die's roll is not used: it only hides the choice (R15).
        if (!m.keeps) {
          m.face = static_cast<std::uint8_t>(std::max_element(rolled.begin(), rolled.end()) -
                                             rolled.begin());
        }
        m.needs_roll = false;
        m.keeps = false;
        break;
      }
    }
    return next_market_step();
  }
  MarketDie& m = market_[static_cast<std::size_t>(player)];
  if (phase_ == Phase::kMarketChoice) {
    // R15: the choice is secret, so every unsold seller's die is rolled in the
    // open; a kept die ignores its roll. Others see the same steps either way.
    m.chosen = true;
    m.needs_roll = true;
    m.keeps = action == kKeepDie;
    for (const MarketDie& other : market_) {
      if (on_offer(other) && !other.chosen) return;  // waiting for the others
    }
    return next_market_step();
  }
  if (phase_ == Phase::kPricing) {
    m.dollars = static_cast<std::int16_t>((action - kPriceBase) / 3);
    m.tokens = static_cast<std::uint8_t>((action - kPriceBase) % 3);
    m.priced = true;
    return next_market_step();
  }
  // kDeciding: the active player buys at the asking price; money and tokens go to
  // the seller, the die keeps its face, and the seller is done for the turn.
  const int seller = action - kBuyBase;
  MarketDie& sold = market_[static_cast<std::size_t>(seller)];
  Purse& buyer = purses_[active_];
  Purse& vendor = purses_[static_cast<std::size_t>(seller)];
  buyer.money = static_cast<std::int16_t>(buyer.money - sold.dollars);
  buyer.tokens = static_cast<std::int16_t>(buyer.tokens - sold.tokens);
  vendor.money = static_cast<std::int16_t>(vendor.money + sold.dollars);
  vendor.tokens = static_cast<std::int16_t>(vendor.tokens + sold.tokens);
  ++in_play_[sold.face];
  sold.sold = true;
}

// A seller's standing choice (docs/protocol.md, "Standing choices"): after each
// token reroll an unsold seller is asked to keep or reroll and then to price
// again (R15); one who keeps may leave both answers to the server until the
// active player's turn ends. The span is that turn.
std::string FistfulState::standing_span(Player player) const {
  if (!options_.advanced || player < 0 || player >= options_.players || player == active_ ||
      is_terminal()) {
    return "";
  }
  if (!on_offer(market_[static_cast<std::size_t>(player)])) return "";
  return "round " + std::to_string(round_ + 1) + ", turn of player " + std::to_string(active_ + 1);
}

std::optional<Action> FistfulState::standing_move(Player player) const {
  if (standing_span(player).empty()) return std::nullopt;
  const MarketDie& m = market_[static_cast<std::size_t>(player)];
  std::optional<Action> move;
  if (phase_ == Phase::kMarketChoice && !m.chosen) move = kKeepDie;
  // The price asked before this repricing; a first price is always a decision
  // (a new die's price is empty, which is never legal).
  if (phase_ == Phase::kPricing && !m.priced) move = kPriceBase + 3 * m.dollars + m.tokens;
  if (!move || !is_legal(player, *move)) return std::nullopt;
  return move;
}

std::string FistfulState::market_action_text(Player player, Action action) const {
  if (action == kKeepDie) return "keep my die";
  if (action == kRerollDie) return "reroll my die";
  if (is_price(action)) {
    const int dollars = (action - kPriceBase) / 3;
    const int tokens = (action - kPriceBase) % 3;
    std::string text = "price";
    if (dollars > 0) text += " $" + std::to_string(dollars);
    if (dollars > 0 && tokens > 0) text += " and";
    if (tokens > 0) text += " " + std::to_string(tokens) + (tokens == 1 ? " penguin" : " penguins");
    return text;
  }
  if (action >= kBuyBase && action < kBuyBase + options_.players) {
    const MarketDie& m = market_[static_cast<std::size_t>(action - kBuyBase)];
    std::string text = "buy";
    if (m.revealed) text += " the " + std::string(kFaceNames[m.face]);
    text += " from " + player_name(action - kBuyBase);
    if (m.revealed) {
      text += " for $" + std::to_string(m.dollars);
      if (m.tokens > 0)
        text += " and " + std::to_string(m.tokens) + (m.tokens == 1 ? " penguin" : " penguins");
    }
    return text;
  }
  (void)player;
  return "action " + std::to_string(action);
}

Result<Action> FistfulState::parse_market_action(Player player,
                                                 const std::vector<std::string>& words,
                                                 std::string_view text) const {
  (void)player;
  const auto error = [&](const std::string& expected) {
    return make_error(ErrorCode::kParseError,
                      "cannot read action " + quote_prefix(text) + "; expected " + expected);
  };
  if (words.size() == 3 && words[1] == "my" && words[2] == "die") {
    if (words[0] == "keep") return kKeepDie;
    if (words[0] == "reroll") return kRerollDie;
  }
  if (words[0] == "price") {
    // "price $3", "price $3 and 1 penguin", "price 2 penguins".
    int dollars = 0;
    int tokens = 0;
    std::size_t i = 1;
    if (i < words.size() && !words[i].empty() && words[i][0] == '$') {
      const auto d = parse_int(std::string_view(words[i]).substr(1));
      if (!d || *d < 0 || *d > kMaxAskingDollars)
        return error("a price such as \"price $3 and 1 penguin\"");
      dollars = *d;
      ++i;
      if (i < words.size() && words[i] == "and") ++i;
    }
    if (i + 2 == words.size() && face_from_word(words[i + 1]) == kPenguin) {
      const auto t = parse_int(words[i]);
      if (!t || *t < 1 || *t > 2) return error("1 or 2 penguins (the black chip's sides)");
      tokens = *t;
      i += 2;
    }
    if (i != words.size() || (dollars == 0 && tokens == 0)) {
      return error(
          "a price such as \"price $3\", \"price $3 and 1 penguin\" or \"price 2 penguins\"");
    }
    return kPriceBase + 3 * dollars + tokens;
  }
  if (words[0] == "buy") return parse_buy(words, text);
  return error("keep my die, reroll my die, price $N [and K penguins], or buy from player N");
}

Result<Action> FistfulState::parse_buy(const std::vector<std::string>& words,
                                       std::string_view text) const {
  // "buy from player 3", or in full "buy the lion from player 3 for $4 and 1 penguin".
  // R15 (FP-13, no haggling): a face or a price written must be what the seller asks
  // now; after a repricing an old text is refused with what is on offer instead.
  const auto error = [&](const std::string& expected) -> Result<Action> {
    // Older, looser texts ("buy player 2") still name the seller when they name
    // no face and no price.
    bool names_terms = false;
    for (const std::string& w : words) {
      names_terms = names_terms || face_from_word(w).has_value() || (!w.empty() && w[0] == '$');
    }
    for (std::size_t j = 1; !names_terms && j + 1 < words.size(); ++j) {
      const auto seat = words[j] == "player" ? parse_int(words[j + 1]) : std::nullopt;
      if (seat && *seat >= 1 && *seat <= options_.players) return kBuyBase + *seat - 1;
    }
    return make_error(ErrorCode::kParseError,
                      "cannot read action " + quote_prefix(text) + "; expected " + expected);
  };
  const std::string form =
      "\"buy from player N\" or \"buy the lion from player N for $4 [and 1 penguin]\"";
  std::size_t i = 1;
  std::optional<int> face;
  if (i < words.size() && words[i] == "the") ++i;
  if (i < words.size() && words[i] != "from") {
    const auto f = face_from_word(words[i]);
    if (!f) return error(form);
    face = *f;
    ++i;
  }
  if (i + 2 > words.size() || words[i] != "from" || words[i + 1] != "player") return error(form);
  const auto seat = parse_int(words[i + 2]);
  if (!seat || *seat < 1 || *seat > options_.players) return error(form);
  i += 3;
  std::optional<int> dollars;
  int tokens = 0;
  if (i < words.size()) {
    // "for $4", "for $4 and 1 penguin", "for 2 penguins".
    if (words[i] != "for") return error(form);
    ++i;
    if (i < words.size() && !words[i].empty() && words[i][0] == '$') {
      dollars = parse_int(std::string_view(words[i]).substr(1));
      if (!dollars || *dollars < 0) return error(form);
      ++i;
      if (i < words.size() && words[i] == "and") ++i;
    } else {
      dollars = 0;
    }
    if (i + 2 == words.size() && face_from_word(words[i + 1]) == kPenguin) {
      const auto t = parse_int(words[i]);
      if (!t || *t < 0) return error(form);
      tokens = *t;
      i += 2;
    }
    if (i != words.size()) return error(form);
  }
  const Action action = kBuyBase + *seat - 1;
  if (!face && !dollars) return action;
  const MarketDie& m = market_[static_cast<std::size_t>(*seat - 1)];
  // Only a die on offer and revealed can be compared; otherwise the move's
  // refusal says why it cannot be bought.
  if (!on_offer(m) || !m.revealed) return action;
  const bool face_ok = !face || *face == m.face;
  const bool price_ok = !dollars || (*dollars == m.dollars && tokens == m.tokens);
  if (face_ok && price_ok) return action;
  std::string asks = "$" + std::to_string(m.dollars);
  if (m.tokens > 0)
    asks += " and " + std::to_string(m.tokens) + (m.tokens == 1 ? " penguin" : " penguins");
  return make_error(ErrorCode::kIllegalAction,
                    "cannot " + quote_prefix(text) + ": " + player_name(*seat - 1) +
                        " now offers the " + std::string(kFaceNames[m.face]) + " for " + asks +
                        "; to buy it say " + quote_prefix(market_action_text(active_, action)) +
                        " or \"buy from " + player_name(*seat - 1) + "\"");
}

nlohmann::json FistfulState::market_json(Player viewer) const {
  nlohmann::json out = nlohmann::json::array();
  for (int s = 0; s < options_.players; ++s) {
    const MarketDie& m = market_[static_cast<std::size_t>(s)];
    if (!m.has_die) continue;
    nlohmann::json j = {{"player", s}, {"sold", m.sold}, {"revealed", m.revealed}};
    if (!m.sold && !m.revealed) {
      j["has_chosen"] = phase_ == Phase::kMarketChoice ? m.chosen : true;
      j["has_priced"] = m.priced;
    }
    // Face and price: to everyone once revealed, to the seller always (FP-13).
    const bool visible = m.revealed || viewer == s;
    if (visible && !m.sold && (!m.needs_roll || m.keeps)) j["face"] = kFaceNames[m.face];
    if (visible && !m.sold && m.priced) j["price"] = {{"dollars", m.dollars}, {"tokens", m.tokens}};
    out.push_back(j);
  }
  return out;
}

void FistfulState::resample_market(Player viewer, Rng& rng) {
  for (int s = 0; s < options_.players; ++s) {
    MarketDie& m = market_[static_cast<std::size_t>(s)];
    if (s == viewer || !on_offer(m) || m.revealed) continue;
    // What `viewer` cannot see: the face, a secret reroll choice, a secret price.
    m.face = static_cast<std::uint8_t>(rng.below(kNumFaces));
    if (m.needs_roll && m.chosen) m.keeps = rng.below(2) == 1;  // the secret choice
    if (m.priced) {
      const int max_dollars =
          std::min<int>(purses_[static_cast<std::size_t>(s)].money, kMaxAskingDollars);
      m.dollars = static_cast<std::int16_t>(rng.below(static_cast<std::uint32_t>(max_dollars + 1)));
      m.tokens = static_cast<std::uint8_t>(rng.below(3));
      if (m.dollars == 0 && m.tokens == 0) m.tokens = 1;
    }
  }
}

}  // namespace rookery::fistful
