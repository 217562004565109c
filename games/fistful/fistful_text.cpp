// A Fistful of Penguins in words and JSON: action text, parsing, observation,
// and the position as the terminal shows it.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

namespace {

// "squirrel lion lion", or "no dice".
std::string dice_words(const FaceCounts& c) {
  const std::string text = faces_text(c);
  return text.empty() ? "no dice" : text;
}

// Faces named by words[first..] as a multiset; nothing if a word is not a face.
std::optional<FaceCounts> parse_faces(const std::vector<std::string>& words, std::size_t first,
                                      std::size_t last) {
  FaceCounts c{};
  for (std::size_t i = first; i < last; ++i) {
    const auto f = face_from_word(words[i]);
    if (!f || c[static_cast<std::size_t>(*f)] >= kNumDice) return std::nullopt;
    ++c[static_cast<std::size_t>(*f)];
  }
  return c;
}

Error parse_error(std::string_view text, const std::string& expected) {
  return make_error(ErrorCode::kParseError,
                    "cannot read action " + quote_prefix(text) + "; expected " + expected);
}

std::string money(int dollars) { return "$" + std::to_string(dollars); }

nlohmann::json score_json(const StopScore& s, int players) {
  nlohmann::json paid = nlohmann::json::array();
  for (int p = 0; p < players; ++p) paid.push_back(s.paid_by[static_cast<std::size_t>(p)]);
  return {{"dollars", s.dollars()},
          {"bank_dollars", s.bank_dollars},
          {"squirrel_dollars", s.squirrel_dollars},
          {"paid_by", paid},
          {"tokens", s.tokens}};
}

}  // namespace

std::string FistfulState::action_to_string(Player player, Action action) const {
  if (player == kChancePlayer) {
    if (!is_roll(action) || total(rolled_dice(action)) != to_roll_) {
      return "action " + std::to_string(action);
    }
    return "roll " + dice_words(rolled_dice(action));
  }
  const bool market_action =
      is_buy(action) || action == kKeepDie || action == kRerollDie || is_price(action);
  if (market_action) return market_action_text(player, action);
  if (action == kStop) return lions_showing(in_play_) ? "stop scoring animals" : "stop";
  if (action == kStopLions) return "stop scoring lions";
  if (action == kDraw) return "draw a die";
  if (is_cash_in(action)) {
    const int n = action - kCashInBase;
    return "cash in " + std::to_string(n) + (n == 1 ? " penguin" : " penguins");
  }
  if (is_reroll(action)) return "reroll " + dice_words(reroll_dice(action));
  if (is_chip(action)) {
    return "spend chip: turn " + dice_words(chip_dice(action)) + " to kangaroo";
  }
  return "action " + std::to_string(action);
}

namespace {

// ["squirrel", "lion", "lion"]: each die by its face, in the order of the faces.
nlohmann::json faces_form(const FaceCounts& c) {
  nlohmann::json out = nlohmann::json::array();
  for (int f = 0; f < kNumFaces; ++f) {
    for (int i = 0; i < c[static_cast<std::size_t>(f)]; ++i)
      out.push_back(kFaceNames[static_cast<std::size_t>(f)]);
  }
  return out;
}

}  // namespace

// Kinds: roll (faces), stop (scoring: "lions" or "animals" while lions show),
// draw, cash_in (penguins), reroll (faces), chip (faces turned to kangaroo), and
// the market's keep_my_die, reroll_my_die, price (dollars, penguins) and buy
// (from; face, dollars, penguins once revealed). See docs/moves.md.
nlohmann::json FistfulState::move_form(Player player, Action action) const {
  if (player == kChancePlayer) {
    if (!is_roll(action)) return State::move_form(player, action);
    return {{"kind", "roll"}, {"faces", faces_form(rolled_dice(action))}};
  }
  if (action == kKeepDie) return {{"kind", "keep_my_die"}};
  if (action == kRerollDie) return {{"kind", "reroll_my_die"}};
  if (is_price(action))
    return {{"kind", "price"},
            {"dollars", (action - kPriceBase) / 3},
            {"penguins", (action - kPriceBase) % 3}};
  if (action >= kBuyBase && action < kBuyBase + options_.players) {
    const MarketDie& m = market_[static_cast<std::size_t>(action - kBuyBase)];
    nlohmann::json out = {{"kind", "buy"}, {"from", action - kBuyBase}};
    if (m.revealed) {
      out["face"] = kFaceNames[m.face];
      out["dollars"] = m.dollars;
      out["penguins"] = m.tokens;
    }
    return out;
  }
  if (action == kStop) {
    if (lions_showing(in_play_)) return {{"kind", "stop"}, {"scoring", "animals"}};
    return {{"kind", "stop"}};
  }
  if (action == kStopLions) return {{"kind", "stop"}, {"scoring", "lions"}};
  if (action == kDraw) return {{"kind", "draw"}};
  if (is_cash_in(action)) return {{"kind", "cash_in"}, {"penguins", action - kCashInBase}};
  if (is_reroll(action)) return {{"kind", "reroll"}, {"faces", faces_form(reroll_dice(action))}};
  if (is_chip(action)) return {{"kind", "chip"}, {"faces", faces_form(chip_dice(action))}};
  return State::move_form(player, action);
}

Result<Action> FistfulState::parse_action(Player player, std::string_view original) const {
  const std::vector<std::string> words = split_words(to_lower(original));
  if (words.empty()) return parse_error(original, "an action such as \"stop\" or \"reroll lion\"");
  if (player == kChancePlayer) {
    const std::size_t first = words[0] == "roll" ? 1 : 0;
    // "roll no dice" is how action_to_string names a roll of no dice.
    const bool no_dice =
        words.size() == first + 2 && words[first] == "no" && words[first + 1] == "dice";
    const auto faces =
        no_dice ? std::optional<FaceCounts>(FaceCounts{}) : parse_faces(words, first, words.size());
    const std::string expected = "\"roll\" and the faces of the " + std::to_string(to_roll_) +
                                 " dice rolled (penguin, squirrel, moose, kangaroo, lion, camel)";
    if (!faces || total(*faces) != to_roll_) return parse_error(original, expected);
    return roll_action(*faces);
  }
  const std::string& verb = words[0];
  if (verb == "price" || verb == "buy" || (words.size() == 3 && words[1] == "my")) {
    return parse_market_action(player, words, original);
  }
  if (verb == "stop") {
    if (words.size() == 1) {
      if (lions_showing(in_play_)) {
        return parse_error(original,
                           "\"stop scoring lions\" or \"stop scoring animals\": "
                           "lions are showing, so say which to score");
      }
      return kStop;
    }
    if (words.size() == 3 && words[1] == "scoring" && words[2] == "lions") return kStopLions;
    if (words.size() == 3 && words[1] == "scoring" && words[2] == "animals") return kStop;
    return parse_error(original, "\"stop\", \"stop scoring lions\" or \"stop scoring animals\"");
  }
  if (verb == "draw") {
    if (words == std::vector<std::string>{"draw", "a", "die"} || words.size() == 1) return kDraw;
    return parse_error(original, "\"draw a die\"");
  }
  if (verb == "cash") {
    // "cash in 2 penguins" (also "cash in 2").
    if (words.size() >= 3 && words.size() <= 4 && words[1] == "in") {
      const auto n = parse_int(words[2]);
      const bool noun_ok = words.size() == 3 || face_from_word(words[3]) == kPenguin;
      if (n && *n >= 1 && *n <= kNumDice && noun_ok) return kCashInBase + *n;
    }
    return parse_error(original, "\"cash in N penguins\" with N from 1 to the penguins showing");
  }
  if (verb == "reroll" || verb == "re-roll") {
    const auto faces = parse_faces(words, 1, words.size());
    if (!faces || total(*faces) == 0 || total(*faces) > kNumDice) {
      return parse_error(original,
                         "\"reroll\" and the faces of the dice to reroll (one to nine), "
                         "e.g. \"reroll squirrel lion lion\"");
    }
    return reroll_action(*faces);
  }
  if (verb == "spend" || verb == "turn") {
    // "spend chip: turn lion camel to kangaroo" (also "turn lion to kangaroo").
    std::size_t i = 0;
    if (verb == "spend") {
      if (words.size() < 2 || (words[1] != "chip" && words[1] != "chip:")) {
        return parse_error(original, "\"spend chip: turn FACES to kangaroo\"");
      }
      i = 2;
      if (i < words.size() && words[i] == "turn") ++i;
    } else {
      i = 1;
    }
    std::size_t last = words.size();
    if (last >= i + 2 && words[last - 2] == "to" && face_from_word(words[last - 1]) == kKangaroo) {
      last -= 2;
    }
    const auto faces = parse_faces(words, i, last);
    if (!faces || total(*faces) == 0 || total(*faces) > 2) {
      return parse_error(original, "\"spend chip: turn FACES to kangaroo\" with one or two dice");
    }
    return chip_action(*faces);
  }
  return parse_error(original,
                     "one of: stop, stop scoring lions, stop scoring animals, draw a die, reroll "
                     "FACES, cash in N penguins, spend chip: turn FACES to kangaroo");
}

nlohmann::json FistfulState::observation(Player player) const {
  nlohmann::json obs;
  obs["game"] = "fistful";
  obs["you"] = player;
  const char* phases[] = {"rolling", "market_choice", "market_rolling",
                          "pricing", "deciding",      "over"};
  obs["phase"] = phases[static_cast<int>(phase_)];
  // Rounds count 1..3; once the main game is over the last round stays shown.
  obs["round"] = showdown_ ? kRounds : std::min<int>(round_ + 1, kRounds);
  obs["showdown"] = showdown_;
  obs["active_player"] = active_;
  nlohmann::json dice = nlohmann::json::array();
  for (int f = 0; f < kNumFaces; ++f) {
    for (int i = 0; i < in_play_[static_cast<std::size_t>(f)]; ++i) {
      dice.push_back(kFaceNames[static_cast<std::size_t>(f)]);
    }
  }
  obs["dice"] = dice;
  obs["cashed_in"] = cashed_;
  obs["dice_to_roll"] = to_roll_;
  obs["spare_dice"] = spare_dice();
  // The dice this turn began with (FP-3, FP-11), so no reader works it out again.
  obs["starting_dice"] = showdown_ ? kShowdownDice : starting_dice(round_, options_.players);
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < options_.players; ++p) {
    const Purse& purse = purses_[static_cast<std::size_t>(p)];
    nlohmann::json j = {{"player", p},
                        {"money", purse.money},
                        {"tokens", purse.tokens},
                        {"kangaroo_chip", purse.chip}};
    if (showdown_) {
      j["in_showdown"] = in_showdown(p);
      j["showdown_dollars"] = showdown_received_[static_cast<std::size_t>(p)];
    }
    players.push_back(j);
  }
  obs["players"] = players;
  if (options_.advanced) obs["market"] = market_json(player);
  if (phase_ == Phase::kDeciding) {
    // What each way of stopping would score now (FP-6), so no one has to work it out.
    obs["stop_preview"]["animals"] = score_json(preview(Mode::kAnimals), options_.players);
    if (lions_showing(in_play_)) {
      obs["stop_preview"]["lions"] = score_json(preview(Mode::kLions), options_.players);
    }
  }
  // The main game's rounds so far, for the result's breakdown: everyone's money
  // at the end of each, and once it is over the tokens turned into dollars (R12).
  const int rounds_done = showdown_ || phase_ == Phase::kOver ? kRounds : round_;
  if (options_.players > 1 && rounds_done > 0) {
    nlohmann::json rounds = nlohmann::json::array();
    for (int r = 0; r < rounds_done; ++r) {
      rounds.push_back(std::vector<int>(
          money_after_round_[static_cast<std::size_t>(r)].begin(),
          money_after_round_[static_cast<std::size_t>(r)].begin() + options_.players));
    }
    obs["money_after_round"] = rounds;
    if (rounds_done == kRounds) {
      obs["tokens_into_dollars"] = std::vector<int>(
          tokens_cashed_at_end_.begin(), tokens_cashed_at_end_.begin() + options_.players);
    }
  }
  if (phase_ == Phase::kOver) {
    obs["winners"] = winners();
    if (options_.players == 1) {
      obs["solo_score"] = solo_score();
      obs["rating"] = solo_rating(solo_score());
    }
  }
  return obs;
}

std::string FistfulState::describe(Player viewer) const {
  std::string out;
  const auto name = [&](Player p) { return player_name(p) + (p == viewer ? " (you)" : ""); };
  if (phase_ == Phase::kOver) {
    out += "The game is over.\n";
  } else {
    out += (showdown_ ? "Showdown " + std::to_string(showdown_)
                      : "Round " + std::to_string(round_ + 1) + " of 3") +
           ": " + name(active_) + "'s turn.\n";
  }
  if (phase_ == Phase::kDeciding) {
    out += "Dice in play: " + dice_words(in_play_);
    if (cashed_) out += "   (cashed in: " + std::to_string(cashed_) + ")";
    out += "   spare dice in the bank: " + std::to_string(spare_dice()) + "\n";
    const StopScore animals = preview(Mode::kAnimals);
    out += "Stopping now scores " + money(animals.dollars()) + " and " +
           std::to_string(animals.tokens) + (animals.tokens == 1 ? " token" : " tokens") +
           (lions_showing(in_play_) ? " with animals" : "");
    if (lions_showing(in_play_)) {
      const StopScore lions = preview(Mode::kLions);
      out += ", or " + money(lions.dollars()) + " and " + std::to_string(lions.tokens) +
             (lions.tokens == 1 ? " token" : " tokens") + " with lions";
    }
    out += ".\n";
  }
  if (options_.advanced && market_dice() > 0) {
    // The market as `viewer` sees it: revealed dice to all, a seller's own die to them.
    out += "Market:";
    for (int p = 0; p < options_.players; ++p) {
      const MarketDie& m = market_[static_cast<std::size_t>(p)];
      if (!m.has_die || m.sold) continue;
      out += "  " + player_name(p) + ": ";
      if (m.revealed || p == viewer) {
        out += m.needs_roll && !m.keeps ? std::string("a die to roll")
                                        : "a " + std::string(kFaceNames[m.face]);
        if (m.priced) {
          out += " for " + money(m.dollars) +
                 (m.tokens ? " and " + std::to_string(m.tokens) +
                                 (m.tokens == 1 ? " penguin" : " penguins")
                           : "");
        }
        if (!m.revealed) out += " (secret)";
      } else {
        out += m.priced ? "a secret die, priced" : "a secret die";
      }
      out += ";";
    }
    out += "\n";
  }
  for (int p = 0; p < options_.players; ++p) {
    const Purse& purse = purses_[static_cast<std::size_t>(p)];
    out += "  " + name(p) + ": " + money(purse.money) + ", " + std::to_string(purse.tokens) +
           " tokens" + (purse.chip ? ", kangaroo chip (" + std::to_string(purse.chip) + ")" : "");
    if (showdown_ && in_showdown(p)) {
      out += ", showdown " + money(showdown_received_[static_cast<std::size_t>(p)]);
    }
    out += "\n";
  }
  if (phase_ == Phase::kOver) {
    if (options_.players == 1) {
      out +=
          "Solo score: " + std::to_string(solo_score()) + " (" + solo_rating(solo_score()) + ").\n";
    } else {
      std::vector<std::string> names;
      for (Player p : winners()) names.push_back(player_name(p));
      out += (names.size() == 1 ? "Winner: " : "Shared victory: ") + join(names, ", ") +
             (showdown_ ? " after " + std::to_string(showdown_) + " showdown" +
                              (showdown_ == 1 ? "" : "s")
                        : "") +
             ".\n";
    }
  }
  return out;
}

}  // namespace rookery::fistful
