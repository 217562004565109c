// Push Push Penguin in words and JSON: action text, parsing, what each player
// may see (other players' dice stay under their cups until the reveal), and the
// track as the terminal shows it.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "games/push_push/push_push_state.h"

namespace rookery::push_push {

namespace {

Error parse_error(std::string_view text, const std::string& expected) {
  return make_error(ErrorCode::kParseError,
                    "cannot read action " + quote_prefix(text) + "; expected " + expected);
}

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::kChance:
      return "rolling";
    case Phase::kSelecting:
      return "selecting";
    case Phase::kTurn:
      return "turn";
    case Phase::kAssign:
      return "assigning";
    case Phase::kSealChoice:
      return "seal";
    case Phase::kSurpriseChoice:
      return "surprised";
    case Phase::kResolving:
      return "resolving";
    case Phase::kOver:
      return "over";
  }
  return "?";
}

}  // namespace

std::string PushPushState::action_to_string(Player player, Action action) const {
  if (player == kChancePlayer) {
    switch (chance_kind_) {
      case ChanceKind::kRoundRoll:
      case ChanceKind::kReroll:
        if (penguins_[static_cast<std::size_t>(focus_)].bot)
          return "roll " + std::to_string(action);
        return "roll " + std::to_string(action / 32) + " " + std::to_string(action % 32);
      case ChanceKind::kSeal:
      case ChanceKind::kSurprise:
        if (action >= 0 && action < 6)
          return "seal: " + seal_face_name(board_->seal_die[static_cast<std::size_t>(action)]);
        break;
      case ChanceKind::kOrca:
        return "orca: " + std::to_string(action);
    }
    return "action " + std::to_string(action);
  }
  switch (action) {
    case kRerollMatching:
      return "reroll both";
    case kGobbleReroll:
      return "gobble: reroll both";
    case kGobbleBothGo:
      return "gobble: both go";
    case kMove:
      return "move";
    case kAccept:
      return "accept";
    case kGobbleSeal:
      return "gobble: reroll the seal die";
    case kGiveUp:
      return "give up";
    default:
      break;
  }
  if (is_go(action)) return "go " + std::to_string(action - kGoBase);
  if (is_take(action)) return "take " + std::to_string(action - kTakeBase);
  return "action " + std::to_string(action);
}

// Kinds: roll (dice: one or two numbers), seal (face), orca (number), go
// (spaces), reroll_both, gobble_reroll, gobble_both_go, move, accept, take
// (number), gobble_seal, give_up. See docs/moves.md.
nlohmann::json PushPushState::move_form(Player player, Action action) const {
  if (player == kChancePlayer) {
    switch (chance_kind_) {
      case ChanceKind::kRoundRoll:
      case ChanceKind::kReroll:
        if (penguins_[static_cast<std::size_t>(focus_)].bot)
          return {{"kind", "roll"}, {"dice", {action}}};
        return {{"kind", "roll"}, {"dice", {action / 32, action % 32}}};
      case ChanceKind::kSeal:
      case ChanceKind::kSurprise:
        if (action >= 0 && action < 6)
          return {{"kind", "seal"},
                  {"face", seal_face_name(board_->seal_die[static_cast<std::size_t>(action)])}};
        break;
      case ChanceKind::kOrca:
        return {{"kind", "orca"}, {"number", action}};
    }
    return State::move_form(player, action);
  }
  switch (action) {
    case kRerollMatching:
      return {{"kind", "reroll_both"}};
    case kGobbleReroll:
      return {{"kind", "gobble_reroll"}};
    case kGobbleBothGo:
      return {{"kind", "gobble_both_go"}};
    case kMove:
      return {{"kind", "move"}};
    case kAccept:
      return {{"kind", "accept"}};
    case kGobbleSeal:
      return {{"kind", "gobble_seal"}};
    case kGiveUp:
      return {{"kind", "give_up"}};
    default:
      break;
  }
  if (is_go(action)) return {{"kind", "go"}, {"spaces", action - kGoBase}};
  if (is_take(action)) return {{"kind", "take"}, {"number", action - kTakeBase}};
  return State::move_form(player, action);
}

Result<Action> PushPushState::parse_action(Player player, std::string_view original) const {
  const std::vector<std::string> words = split_words(to_lower(original));
  if (words.empty()) return parse_error(original, "an action such as \"move\" or \"go 5\"");
  if (player == kChancePlayer) {
    const bool dice_roll =
        chance_kind_ == ChanceKind::kRoundRoll || chance_kind_ == ChanceKind::kReroll;
    if (dice_roll && words[0] == "roll") {
      const bool bot = penguins_[static_cast<std::size_t>(focus_)].bot;
      if (words.size() == (bot ? 2u : 3u)) {
        const auto a = parse_int(words[1]);
        const auto b = bot ? a : parse_int(words[2]);
        if (a && b && *a >= 1 && *a <= 20 && *b >= 1 && *b <= 20) {
          return bot ? *a : std::min(*a, *b) * 32 + std::max(*a, *b);
        }
      }
      return parse_error(original, bot ? "\"roll N\" (one die)" : "\"roll N M\" (two dice)");
    }
    // A seal or Surprise roll only: the orca's die is named "orca: N" (action_to_string).
    const bool seal_roll =
        chance_kind_ == ChanceKind::kSeal || chance_kind_ == ChanceKind::kSurprise;
    if (seal_roll && (words[0] == "seal:" || words[0] == "seal")) {
      const std::string rest = join(std::vector<std::string>(words.begin() + 1, words.end()), " ");
      for (std::size_t f = 0; f < 6; ++f) {
        if (seal_face_name(board_->seal_die[f]) == rest) return static_cast<Action>(f);
      }
      return parse_error(original, "\"seal: orca tail\", \"seal: lead penguin\" or \"seal: 2/7\"");
    }
    if (chance_kind_ == ChanceKind::kOrca && (words[0] == "orca:" || words[0] == "orca") &&
        words.size() == 2) {
      if (const auto v = parse_int(words[1]); v && *v >= 1 && *v <= kMaxFace) return *v;
    }
    return parse_error(
        original, "the outcome of the die being rolled (\"roll 3 5\", \"seal: 2/7\", \"orca: 2\")");
  }
  const std::string text = join(words, " ");
  for (Action a :
       {kRerollMatching, kGobbleReroll, kGobbleBothGo, kMove, kAccept, kGobbleSeal, kGiveUp}) {
    if (text == action_to_string(player, a)) return a;
  }
  if (text == "gobble: reroll seal" || text == "gobble: reroll the seal") return kGobbleSeal;
  if (words.size() == 2 && (words[0] == "go" || words[0] == "take")) {
    if (const auto v = parse_int(words[1]); v && *v >= 1 && *v <= kMaxFace) {
      return (words[0] == "go" ? kGoBase : kTakeBase) + *v;
    }
  }
  return parse_error(original,
                     "one of: go N, reroll both, gobble: reroll both, gobble: both go, move, "
                     "accept, take N, gobble: reroll the seal die");
}

std::string PushPushState::explain_illegal(Player player, Action action) const {
  if (player == kChancePlayer) return {};
  if (action == kGiveUp) {
    return "nobody gives up: a Surprised penguin gobbles its fish one at a time to reroll the "
           "seal die, and the game ends by itself when it has none left (R11, PP-11)";
  }
  if (phase_ == Phase::kOver) return "the game is over";
  PlayerList acting;
  acting_players(acting);
  if (!acting.contains(player)) return player_name(player) + " is not to act now";
  // A gobble where gobbling belongs (a turn's step B, a seal), refused for want of fish.
  const bool gobble =
      (phase_ == Phase::kTurn && (action == kGobbleReroll || action == kGobbleBothGo)) ||
      (phase_ == Phase::kSealChoice && action == kGobbleSeal);
  if (gobble && penguins_[static_cast<std::size_t>(focus_)].fish == 0)
    return penguin_name(focus_) + " has no fish to gobble";
  return {};
}

std::string PushPushState::public_action_text(Player viewer, Player player, Action action) const {
  // Before the reveal a roll and a GO choice are known to their owner only (PP-4).
  if (!revealed_ && phase_ == Phase::kChance && chance_kind_ == ChanceKind::kRoundRoll) {
    const Penguin& g = penguins_[static_cast<std::size_t>(focus_)];
    if (!g.bot && g.owner == viewer) return "your dice: " + action_to_string(player, action);
    return penguin_name(focus_) + " rolls under the cup";
  }
  if (phase_ == Phase::kSelecting && player != viewer) return "has chosen";
  return action_to_string(player, action);
}

int PushPushState::sealed_penguin() const {
  return num_tasks_ > 0 ? tasks_[num_tasks_ - 1u].penguin : focus_;
}

std::string PushPushState::penguin_words(int i) const {
  const Penguin& g = penguins_[static_cast<std::size_t>(i)];
  return "{" + std::to_string(g.owner) + "}" + (g.bot ? "'s Waddlebot" : "");
}

std::string PushPushState::sentence_head(Player viewer, Player player, Action action) const {
  const Penguin& focus = penguins_[static_cast<std::size_t>(focus_)];
  const int sealed = sealed_penguin();
  if (player == kChancePlayer) {
    switch (chance_kind_) {
      case ChanceKind::kRoundRoll:
        // Under the cup until the reveal (PP-4): only the owner reads the dice.
        if (!focus.bot && focus.owner == viewer) {
          return penguin_words(focus_) + " rolls " + std::to_string(action / 32) + " and " +
                 std::to_string(action % 32) + " under the cup";
        }
        return penguin_words(focus_) +
               (focus.bot ? " rolls its die under the cup" : " rolls under the cup");
      case ChanceKind::kReroll:
        if (focus.bot) return "The die shows " + std::to_string(action);
        return "The dice show " + std::to_string(action / 32) + " and " +
               std::to_string(action % 32);
      // Whose roll it is (N3): the penguin on the seal, or the one the orca Surprised.
      case ChanceKind::kSeal:
        if (action < 0 || action >= 6) return "";
        return "The Seal die shows " +
               seal_face_name(board_->seal_die[static_cast<std::size_t>(action)]) + " for " +
               penguin_words(focus_);
      case ChanceKind::kSurprise:
        if (action < 0 || action >= 6) return "";
        return penguin_words(focus_) + " tries to hide from the orca: the Seal die shows " +
               seal_face_name(board_->seal_die[static_cast<std::size_t>(action)]);
      case ChanceKind::kOrca:
        return "The Orca die shows " + std::to_string(action);
    }
    return "";
  }
  switch (action) {
    case kRerollMatching:
      return penguin_words(focus_) + " rerolls both dice, which match";
    case kGobbleReroll:
      return penguin_words(focus_) + " gobbles a fish and rerolls both dice";
    case kGobbleBothGo:
      return penguin_words(focus_) + " gobbles a fish: both dice go";
    case kMove: {
      const int spaces = focus.dice[0] + (focus.both_go ? focus.dice[1] : 0);
      return penguin_words(focus_) + " moves " + std::to_string(spaces) +
             (spaces == 1 ? " space" : " spaces");
    }
    case kAccept: {
      const std::string face = seal_face_name(board_->seal_die[seal_face_]);
      if (face == "lead penguin") return penguin_words(sealed) + " follows the lead penguin";
      return penguin_words(sealed) + " takes the " + face;
    }
    case kGobbleSeal:
      return penguin_words(sealed) + " gobbles a fish and rerolls the Seal die";
    case kGiveUp:
      return penguin_words(sealed) + " gives up";
    default:
      break;
  }
  if (is_go(action)) {
    // Secret until the reveal (PP-4): the others read only that a choice was made.
    if (player == viewer || phase_ != Phase::kSelecting) {
      return "{" + std::to_string(player) + "} puts the " + std::to_string(action - kGoBase) +
             " on GO";
    }
    return "{" + std::to_string(player) + "} puts a die on GO in secret";
  }
  if (is_take(action)) {
    return penguin_words(sealed) + " moves " + std::to_string(action - kTakeBase) +
           " (the Seal die)";
  }
  return "";
}

// The move, then what it did that everyone sees: the penguins it moved (the mover
// first), the orca, and the end of the game.
std::string PushPushState::log_sentence(Player viewer, Player player, Action action) const {
  std::string text = sentence_head(viewer, player, action);
  if (text.empty()) return "";
  PushPushState after = *this;
  after.apply_unchecked(player, action);
  // The penguin the move moves: the one taking its turn, or the one a seal moves.
  const bool seal_move = action == kAccept || (is_take(action));
  const int sealed = sealed_penguin();
  const int mover = player == kChancePlayer ? -1
                    : action == kMove       ? focus_
                    : seal_move             ? sealed
                                            : -1;
  // Where the mover lands (a move of the dice or of a seal's number; the orca stops
  // it): the row of penguins standing from there on is pushed (R6).
  int landing = -1;
  if (mover >= 0) {
    const Penguin& m = penguins_[static_cast<std::size_t>(mover)];
    const int spaces = action == kMove     ? m.dice[0] + (m.both_go ? m.dice[1] : 0)
                       : action != kAccept ? action - kTakeBase
                                           : -1;
    if (spaces > 0) landing = std::min<int>(m.pos + spaces, orca_);
  }
  const auto occupied = [&](int space) {
    for (int i = 0; i < num_penguins_; ++i) {
      if (i != mover && penguins_[static_cast<std::size_t>(i)].pos == space) return true;
    }
    return false;
  };
  const auto pushed = [&](int space) {
    if (landing < 0 || space < landing) return false;
    for (int x = landing; x <= space; ++x) {
      if (!occupied(x)) return false;
    }
    return true;
  };
  std::vector<std::string> moved;
  for (int i = 0; i < num_penguins_; ++i) {
    const auto from = penguins_[static_cast<std::size_t>(i)].pos;
    const auto to = after.penguins_[static_cast<std::size_t>(i)].pos;
    if (from == to) continue;
    if (i == mover) {
      text += " to " + std::to_string(to);
    } else {
      moved.push_back((pushed(from) ? "pushes " : "") + penguin_words(i) +
                      (pushed(from) ? " to " : " goes to ") + std::to_string(to));
    }
  }
  if (!moved.empty()) text += (mover >= 0 ? ", and " : ": ") + join(moved, ", ");
  if (after.orca_ != orca_)
    text += (moved.empty() && mover < 0 ? ": " : "; ") + std::string("the orca swims to ") +
            std::to_string(after.orca_);
  text += ".";
  // A Surprised penguin that did not hide pays a fish to roll again (R11, PP-11).
  const bool surprise = player == kChancePlayer && chance_kind_ == ChanceKind::kSurprise;
  if (surprise && !after.is_terminal()) {
    const int before = penguins_[static_cast<std::size_t>(focus_)].fish;
    const int left = after.penguins_[static_cast<std::size_t>(focus_)].fish;
    if (left < before) {
      text += " " + penguin_words(focus_) + " gobbles a fish (" + std::to_string(left) +
              " left) to roll again.";
    }
  }
  if (after.is_terminal() && !is_terminal()) {
    if (after.winner_ >= 0) {
      const Penguin& w = after.penguins_[static_cast<std::size_t>(after.winner_)];
      // Who was chased away: the Surprised penguin with no fish left to gobble, or
      // one that gave up.
      const std::string chased =
          surprise ? " and chases " + penguin_words(focus_) + " away (no fish left to hide)"
          : player != kChancePlayer && action == kGiveUp
              ? " and chases " + penguin_words(sealed) + " away"
              : "";
      text += " The orca strikes" + chased + ": " + penguin_words(after.winner_) +
              " is second in line" + (w.bot ? ", so nobody wins." : " and wins.");
    } else {
      text += " The game is over.";
    }
  }
  return text;
}

nlohmann::json PushPushState::observation(Player player) const {
  nlohmann::json obs;
  obs["game"] = "push_push";
  obs["you"] = player;
  obs["round"] = round_;
  obs["phase"] = phase_name(phase_);
  obs["orca"] = orca_;
  obs["orca_die_holder"] = holder_;
  obs["focus"] = focus_;
  obs["fish_supply"] = supply_;
  // The board is in plain view: front ends draw it and policies plan with it.
  nlohmann::json slides = nlohmann::json::array(), fish = nlohmann::json::array(),
                 seals = nlohmann::json::array();
  for (int space = 0; space <= board_->last_space; ++space) {
    const auto i = static_cast<std::size_t>(space);
    if (board_->slide_to[i] != 0) slides.push_back({space, board_->slide_to[i]});
    if (board_->fish[i]) fish.push_back(space);
    if (board_->seal[i]) seals.push_back(space);
  }
  obs["board"] = {{"name", board_->name},
                  {"last_space", board_->last_space},
                  {"ocean_start", board_->ocean_start},
                  {"diving_point", board_->diving_point},
                  {"slides", slides},
                  {"fish", fish},
                  {"seals", seals}};
  nlohmann::json penguins = nlohmann::json::array();
  const int rolled =
      phase_ == Phase::kChance && chance_kind_ == ChanceKind::kRoundRoll && !revealed_
          ? focus_
          : num_penguins_;
  for (int i = 0; i < num_penguins_; ++i) {
    const Penguin& g = penguins_[static_cast<std::size_t>(i)];
    nlohmann::json j = {{"penguin", i},       {"name", penguin_name(i)}, {"owner", g.owner},
                        {"waddlebot", g.bot}, {"space", g.pos},          {"fish", g.fish}};
    const bool mine = !g.bot && g.owner == player;
    if (!revealed_) j["has_chosen"] = g.chosen;
    if (i < rolled && (revealed_ || mine)) {
      // GO and NO once chosen; before that, just the two dice.
      if (g.bot) {
        j["go"] = nlohmann::json::array({g.dice[0]});
      } else if (g.chosen || revealed_) {
        j["go"] = g.both_go ? nlohmann::json::array({g.dice[0], g.dice[1]})
                            : nlohmann::json::array({g.dice[0]});
        j["no"] = g.both_go ? nlohmann::json::array() : nlohmann::json::array({g.dice[1]});
      } else {
        j["dice"] = nlohmann::json::array({g.dice[0], g.dice[1]});
      }
    }
    penguins.push_back(j);
  }
  obs["penguins"] = penguins;
  if (phase_ == Phase::kSealChoice) obs["seal"] = seal_face_name(board_->seal_die[seal_face_]);
  // The Seal die and the Orca die are rolled in plain view (PP-9, PP-10, PP-11).
  if (last_seal_ >= 0)
    obs["last_seal"] = seal_face_name(board_->seal_die[static_cast<std::size_t>(last_seal_)]);
  if (last_orca_die_ >= 0) obs["last_orca_die"] = last_orca_die_;
  nlohmann::json order = nlohmann::json::array();
  const auto in_line = line();
  for (int k = 0; k < num_penguins_; ++k) order.push_back(in_line[static_cast<std::size_t>(k)]);
  obs["line"] = order;
  if (phase_ == Phase::kOver) obs["winner"] = winner_;
  return obs;
}

std::string PushPushState::describe(Player viewer) const {
  std::string out = "Round " + std::to_string(round_) + ". The orca is on space " +
                    std::to_string(orca_) +
                    (orca_ == board_->diving_point ? " (waiting at the diving point)" : "") + "; " +
                    penguin_name(holder_) + " holds the Orca die.\n";
  const auto in_line = line();
  for (int k = 0; k < num_penguins_; ++k) {
    const int i = in_line[static_cast<std::size_t>(k)];
    const Penguin& g = penguins_[static_cast<std::size_t>(i)];
    out += "  " + std::to_string(k + 1) + ". " + penguin_name(i) +
           (!g.bot && g.owner == viewer ? " (you)" : "") + ": space " + std::to_string(g.pos) +
           ", " + std::to_string(g.fish) + " fish";
    const bool mine = !g.bot && g.owner == viewer;
    if (revealed_ || (mine && phase_ != Phase::kChance)) {
      out +=
          g.bot ? ", GO " + std::to_string(g.dice[0])
          : g.both_go
              ? ", GO " + std::to_string(g.dice[0]) + "+" + std::to_string(g.dice[1])
              : (g.chosen || revealed_
                     ? ", GO " + std::to_string(g.dice[0]) + " NO " + std::to_string(g.dice[1])
                     : ", dice " + std::to_string(g.dice[0]) + " and " + std::to_string(g.dice[1]));
    } else if (!revealed_) {
      out += g.chosen ? ", dice hidden, chosen" : ", dice hidden";
    }
    out += "\n";
  }
  if (phase_ == Phase::kSealChoice) {
    out += penguin_name(focus_) + " is on a seal: " + seal_face_name(board_->seal_die[seal_face_]) +
           ".\n";
  }
  if (phase_ == Phase::kSurpriseChoice)
    out += penguin_name(focus_) + " is Surprised by the orca and failed to hide.\n";
  if (phase_ == Phase::kOver) {
    out += winner_ < 0
               ? std::string("The game is over: nobody wins.\n")
               : "The game is over: " + penguin_name(winner_) + " was second in line and wins" +
                     (penguins_[static_cast<std::size_t>(winner_)].bot
                          ? " (a Waddlebot: no player wins)"
                          : "") +
                     ".\n";
  }
  return out;
}

}  // namespace rookery::push_push
