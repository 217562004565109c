// Pantolino in words and JSON: action strings, parsing, observation, description.
#include <bit>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "games/pantolino/pantolino_state.h"

namespace rookery::pantolino {

namespace {

std::string face_name(int face) { return std::string(kFaceNames[static_cast<std::size_t>(face)]); }

std::string dice_numbers(int mask) {
  std::vector<std::string> parts;
  for (int d = 0; d < kNumDice; ++d) {
    if ((mask >> d) & 1) parts.push_back(std::to_string(d + 1));
  }
  return join(parts, " ");
}

Error parse_error(std::string_view text, const std::string& expected) {
  return make_error(ErrorCode::kParseError,
                    "cannot read action " + quote_prefix(text) + "; expected " + expected);
}

// "red 3" at words[i], words[i+1] -> token id.
std::optional<int> parse_token(const std::vector<std::string>& words, std::size_t i) {
  if (i + 1 >= words.size()) return std::nullopt;
  const auto colour = face_from_word(words[i]);
  const auto boots = parse_int(words[i + 1]);
  if (!colour || *colour == kStar || !boots || *boots < kMinBoots || *boots > kMaxBoots) {
    return std::nullopt;
  }
  return token_id(*colour, *boots);
}

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::kRolling:
      return "rolling";
    case Phase::kDeciding:
      return "deciding";
    case Phase::kTaking:
      return "taking";
    case Phase::kOver:
      return "over";
  }
  return "?";
}

}  // namespace

std::string PantolinoState::action_to_string(Player player, Action action) const {
  if (player == kChancePlayer) {
    const int k = std::popcount(to_roll_);
    int n = 1;
    for (int i = 0; i < k; ++i) n *= kNumFaces;
    if (action < 0 || action >= n) return "action " + std::to_string(action);
    std::string text = "roll";
    int code = action;
    for (int i = 0; i < k; ++i) {
      text += " " + face_name(code % kNumFaces);
      code /= kNumFaces;
    }
    return text;
  }
  if (action == kStop) return "stop";
  if (action > 0 && action < (1 << kNumDice)) return "reroll " + dice_numbers(action);
  if (action >= kTakeBase && action < kTakeBase + kNumTokens) {
    return "take " + token_name(action - kTakeBase);
  }
  if (action >= kStealBase && action < kStealBase + options_.players) {
    const Centipede& c = centipedes_[static_cast<std::size_t>(action - kStealBase)];
    const std::string victim = player_name(action - kStealBase);
    if (c.length == 0) return "take the tail token from " + victim;
    return "take " + token_name(c.tokens[c.length - 1u]) + " from " + victim;
  }
  if (action == kTakeNothing) return "take nothing";
  if (action >= kDiscardBase && action < kDiscardBase + kNumTokens) {
    return "discard " + token_name(action - kDiscardBase);
  }
  return "action " + std::to_string(action);
}

namespace {

// {"colour": "red", "boots": 3}.
nlohmann::json token_form(int token) {
  return {{"colour", face_name(token_colour(token))}, {"boots", token_boots(token)}};
}

}  // namespace

// Kinds: roll (faces), stop, reroll (dice: indices into the observation's dice),
// take (token; from: a seat when Escaping Boots takes a tail token), take_nothing,
// discard (token). See docs/moves.md.
nlohmann::json PantolinoState::move_form(Player player, Action action) const {
  if (player == kChancePlayer) {
    nlohmann::json faces = nlohmann::json::array();
    const int k = std::popcount(to_roll_);
    int code = action;
    for (int i = 0; i < k; ++i, code /= kNumFaces) faces.push_back(face_name(code % kNumFaces));
    return {{"kind", "roll"}, {"faces", faces}};
  }
  if (action == kStop) return {{"kind", "stop"}};
  if (action > 0 && action < (1 << kNumDice)) {
    nlohmann::json dice = nlohmann::json::array();
    for (int d = 0; d < kNumDice; ++d) {
      if ((action >> d) & 1) dice.push_back(d);
    }
    return {{"kind", "reroll"}, {"dice", dice}};
  }
  if (action >= kTakeBase && action < kTakeBase + kNumTokens)
    return {{"kind", "take"}, {"token", token_form(action - kTakeBase)}};
  if (action >= kStealBase && action < kStealBase + options_.players) {
    const Centipede& c = centipedes_[static_cast<std::size_t>(action - kStealBase)];
    return {{"kind", "take"},
            {"token", c.length == 0 ? nlohmann::json() : token_form(c.tokens[c.length - 1u])},
            {"from", action - kStealBase}};
  }
  if (action == kTakeNothing) return {{"kind", "take_nothing"}};
  if (action >= kDiscardBase && action < kDiscardBase + kNumTokens)
    return {{"kind", "discard"}, {"token", token_form(action - kDiscardBase)}};
  return State::move_form(player, action);
}

namespace {

// "red, red and star".
std::string listed(const std::vector<std::string>& items) {
  if (items.size() < 2) return join(items, "");
  return join(std::vector<std::string>(items.begin(), items.end() - 1), ", ") + " and " +
         items.back();
}

// "the red token with 3 boots".
std::string token_words(int token) {
  const int boots = token_boots(token);
  return "the " + std::string(kFaceNames[static_cast<std::size_t>(token_colour(token))]) +
         " token with " + std::to_string(boots) + (boots == 1 ? " boot" : " boots");
}

}  // namespace

// Everything in Pantolino is in plain view, so every viewer reads the same sentence.
std::string PantolinoState::log_sentence(Player, Player player, Action action) const {
  const std::string who = "{" + std::to_string(player) + "}";
  if (player == kChancePlayer) {
    const int k = std::popcount(to_roll_);
    std::vector<std::string> faces;
    int code = action;
    for (int i = 0; i < k; ++i, code /= kNumFaces) faces.push_back(face_name(code % kNumFaces));
    return std::string(k == kNumDice ? "The dice land "
                       : k == 1      ? "The die lands "
                                     : "They land ") +
           listed(faces) + ".";
  }
  if (action == kStop) return who + " stops rolling.";
  if (action > 0 && action < (1 << kNumDice)) {
    std::vector<std::string> faces;
    for (int d = 0; d < kNumDice; ++d) {
      if ((action >> d) & 1) faces.push_back(face_name(dice_[static_cast<std::size_t>(d)]));
    }
    const std::size_t n = faces.size();
    return who + " rerolls " + (n == 1 ? "1 die: " : std::to_string(n) + " dice: ") +
           join(faces, ", ") + ".";
  }
  if (action >= kTakeBase && action < kTakeBase + kNumTokens) {
    return who + " takes " + token_words(action - kTakeBase) + ".";
  }
  if (action >= kStealBase && action < kStealBase + options_.players) {
    const Centipede& c = centipedes_[static_cast<std::size_t>(action - kStealBase)];
    const std::string victim = "{" + std::to_string(action - kStealBase) + "}";
    if (c.length == 0) return who + " takes the tail token of " + victim + "'s centipede.";
    return who + " takes " + token_words(c.tokens[c.length - 1u]) + " from the tail of " + victim +
           "'s centipede.";
  }
  if (action == kTakeNothing) return who + " takes nothing: no token matches the dice.";
  if (action >= kDiscardBase && action < kDiscardBase + kNumTokens) {
    return who + " discards " + token_words(action - kDiscardBase) + ".";
  }
  return "";
}

Result<Action> PantolinoState::parse_action(Player player, std::string_view original) const {
  const std::vector<std::string> words = split_words(to_lower(original));
  if (words.empty()) return parse_error(original, "an action such as \"stop\" or \"take red 3\"");
  if (player == kChancePlayer) {
    // "roll red star" (the word "roll" may be left out): one face per die rolled.
    const int k = std::popcount(to_roll_);
    const std::size_t first = words[0] == "roll" ? 1 : 0;
    const std::string expected =
        "\"roll\" and " + std::to_string(k) + " faces (yellow, red, green, blue, black or star)";
    if (words.size() - first != static_cast<std::size_t>(k)) return parse_error(original, expected);
    Action code = 0;
    Action scale = 1;
    for (std::size_t i = first; i < words.size(); ++i) {
      const auto f = face_from_word(words[i]);
      if (!f) return parse_error(original, expected);
      code += *f * scale;
      scale *= kNumFaces;
    }
    return code;
  }
  const std::string& verb = words[0];
  if (verb == "stop" || verb == "keep") {
    if (words.size() != 1) return parse_error(original, "\"stop\" alone");
    return kStop;
  }
  if (verb == "reroll" || verb == "re-roll") {
    int mask = 0;
    for (std::size_t i = 1; i < words.size(); ++i) {
      const auto d = parse_int(words[i]);
      if (!d || *d < 1 || *d > kNumDice || ((mask >> (*d - 1)) & 1)) {
        return parse_error(original,
                           "\"reroll\" and different die numbers 1..4, e.g. \"reroll 1 3\"");
      }
      mask |= 1 << (*d - 1);
    }
    if (mask == 0) return parse_error(original, "at least one die number after \"reroll\"");
    return mask;
  }
  if (verb == "take" && words.size() == 2 && words[1] == "nothing") return kTakeNothing;
  if (verb == "take" || verb == "discard") {
    const auto token = parse_token(words, 1);
    const std::string expected = "\"" + verb + "\" and a token such as \"red 3\"" +
                                 (verb == "take" ? " (optionally \"from player 2\")" : "");
    if (!token) return parse_error(original, expected);
    if (verb == "discard") {
      if (words.size() != 3) return parse_error(original, expected);
      return kDiscardBase + *token;
    }
    if (words.size() == 3) return kTakeBase + *token;
    if (words.size() == 6 && words[3] == "from" && words[4] == "player") {
      const auto seat = parse_int(words[5]);
      if (!seat || *seat < 1 || *seat > options_.players) {
        return parse_error(original, "a player number 1.." + std::to_string(options_.players));
      }
      const Player victim = *seat - 1;
      const Centipede& c = centipede(victim);
      if (c.length == 0 || c.tokens[c.length - 1u] != *token) {
        const std::string tail =
            c.length == 0 ? "has no tokens" : "ends with " + token_name(c.tokens[c.length - 1u]);
        return make_error(ErrorCode::kIllegalAction,
                          "cannot take " + token_name(*token) + " from " + player_name(victim) +
                              ": only the tail token may be taken, and that centipede " + tail);
      }
      return kStealBase + victim;
    }
    return parse_error(original, expected);
  }
  return parse_error(original,
                     "one of: stop, reroll DICE, take COLOUR BOOTS [from player N], take "
                     "nothing, discard COLOUR BOOTS");
}

std::string PantolinoState::explain_illegal(Player player, Action action) const {
  if (player != current_ || phase_ == Phase::kOver) return {};
  const bool taking = action >= kTakeBase;
  if (phase_ == Phase::kDeciding && taking)
    return "first stop rolling (\"stop\"), then take a token";
  if (phase_ == Phase::kTaking && !taking) return "the rolling is over: take a token now";
  if (phase_ != Phase::kTaking) return {};
  const auto counts = [&](int token) {
    const int colour = token_colour(token);
    return face_name(colour) + " counts " + std::to_string(count_for(colour)) + " (" +
           face_name(colour) + " dice plus stars)";
  };
  if (action >= kTakeBase && action < kTakeBase + kNumTokens) {
    const int token = action - kTakeBase;
    if (!in_supply(token)) return token_name(token) + " is no longer in the supply";
    return counts(token) + ": only tokens of at most that many boots";
  }
  if (action >= kStealBase && action < kStealBase + kMaxPlayers) {
    if (!options_.escaping_boots) return "taking from an opponent needs the Escaping Boots variant";
    const Player victim = action - kStealBase;
    if (victim == current_) return "you cannot take from your own centipede";
    const Centipede& c = centipede(victim);
    if (c.length == 0) return player_name(victim) + "'s centipede has no tokens";
    return counts(c.tokens[c.length - 1u]) + ": only tokens of at most that many boots";
  }
  if (action == kTakeNothing) {
    // R7 (PA-6): with discard_smallest, nothing qualifying means a discard, not nothing.
    ActionList legal;
    legal_actions(current_, legal);
    const bool must_discard =
        !legal.empty() && legal[0] >= kDiscardBase && legal[0] < kDiscardBase + kNumTokens;
    if (must_discard) {
      return "no token qualifies, and under discard_smallest you must remove a smallest token "
             "left in the supply from the game";
    }
    return "a token qualifies, so you must take one";
  }
  if (action >= kDiscardBase && action < kDiscardBase + kNumTokens) {
    return options_.discard_smallest
               ? "only when no token qualifies, and only a smallest token left in the supply"
               : "discarding is the discard_smallest rule, which is off in this game";
  }
  return {};
}

nlohmann::json PantolinoState::observation(Player player) const {
  nlohmann::json obs;
  obs["game"] = "pantolino";
  obs["you"] = player;
  obs["phase"] = phase_name(phase_);
  obs["turn"] = turns_ + (phase_ == Phase::kOver ? 0 : 1);
  obs["current_player"] = current_;
  obs["rolls_done"] = rolls_done_;
  nlohmann::json dice = nlohmann::json::array();
  if (rolls_done_ > 0) {
    for (std::uint8_t f : dice_) dice.push_back(face_name(f));
  }
  obs["dice"] = dice;
  nlohmann::json rolling = nlohmann::json::array();
  if (phase_ == Phase::kRolling) {
    for (int d = 0; d < kNumDice; ++d) {
      if ((to_roll_ >> d) & 1) rolling.push_back(d + 1);
    }
  }
  obs["dice_to_roll"] = rolling;
  nlohmann::json supply = nlohmann::json::array();
  for (int t = 0; t < kNumTokens; ++t) {
    if (in_supply(t)) supply.push_back(token_name(t));
  }
  obs["supply"] = supply;
  nlohmann::json centipedes = nlohmann::json::array();
  for (Player p = 0; p < options_.players; ++p) {
    nlohmann::json tokens = nlohmann::json::array();
    const Centipede& c = centipede(p);
    for (int i = 0; i < c.length; ++i)
      tokens.push_back(token_name(c.tokens[static_cast<std::size_t>(i)]));
    centipedes.push_back({{"player", p}, {"tokens", tokens}, {"boots", boots(p)}});
  }
  obs["centipedes"] = centipedes;
  obs["options"] = {{"players", options_.players},
                    {"escaping_boots", options_.escaping_boots},
                    {"discard_smallest", options_.discard_smallest}};
  if (phase_ == Phase::kOver) obs["winners"] = winners();
  return obs;
}

std::string PantolinoState::describe(Player viewer) const {
  std::string out;
  if (phase_ == Phase::kOver) {
    out += "The game is over after " + std::to_string(turns_) + " turns.\n";
  } else {
    out += "Turn " + std::to_string(turns_ + 1) + ": " + player_name(current_) +
           (viewer == current_ ? " (you)" : "");
    if (phase_ == Phase::kTaking) {
      out += " takes a token after " + std::to_string(rolls_done_) + " roll" +
             (rolls_done_ == 1 ? "" : "s") + ".\n";
    } else {
      out += " is rolling, roll " +
             std::to_string(rolls_done_ + (phase_ == Phase::kRolling ? 1 : 0)) + " of " +
             std::to_string(kMaxRolls) + ".\n";
    }
  }
  if (rolls_done_ > 0 && phase_ != Phase::kOver) {
    out += "Dice:";
    for (int d = 0; d < kNumDice; ++d) {
      out += "  " + std::to_string(d + 1) + ":" + face_name(dice_[static_cast<std::size_t>(d)]);
    }
    out += "\nCounts (stars included):";
    for (int c = 0; c < kNumColours; ++c) {
      out += " " + face_name(c) + " " + std::to_string(count_for(c));
    }
    out += "\n";
  }
  out += "Supply:";
  if (supply_ == 0) out += " empty";
  for (int c = 0; c < kNumColours; ++c) {
    std::string values;
    for (int b = kMinBoots; b <= kMaxBoots; ++b) {
      if (in_supply(token_id(c, b))) values += " " + std::to_string(b);
    }
    if (!values.empty()) out += "  " + face_name(c) + values;
  }
  out += "\n";
  for (Player p = 0; p < options_.players; ++p) {
    const Centipede& c = centipede(p);
    std::vector<std::string> tokens;
    for (int i = 0; i < c.length; ++i)
      tokens.push_back(token_name(c.tokens[static_cast<std::size_t>(i)]));
    out += "  " + player_name(p) + (p == viewer ? " (you)" : "") + ": " + std::to_string(boots(p)) +
           " boots" + (tokens.empty() ? "" : " [" + join(tokens, ", ") + "]") + "\n";
  }
  if (phase_ == Phase::kOver) {
    const std::vector<Player> w = winners();
    if (options_.players == 1) {
      out += "Solo score: " + std::to_string(boots(0)) + " boots.\n";
    } else {
      std::vector<std::string> names;
      for (Player p : w) names.push_back(player_name(p));
      out += (w.size() == 1 ? "Winner: " : "Shared victory: ") + join(names, ", ") + ".\n";
    }
  }
  return out;
}

}  // namespace rookery::pantolino
