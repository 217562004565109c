// Plucky Penguins in words and JSON: action texts, what each player may see
// (their own hand; others' hand sizes only), the board drawn for the terminal,
// and determinisation of the hidden hands.
#include "games/plucky/plucky_text.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/text.h"
#include "games/plucky/plucky_state.h"

namespace rookery::plucky {

namespace {

std::string normalize(std::string_view text) { return join(split_words(to_lower(text)), " "); }

std::string dir_word(int d) { return std::string(direction_name(d)); }

// A use action (use_action) taken apart: what is played or used, on whom, which
// way and how far; nothing for an id that names no card or character.
struct Use {
  const Usable* usable = nullptr;
  bool card = false;  // an Action card played, not a character's ability
  int target = kNoTarget;
  int dir = kNoDirection;
  int amount = 1;
};
std::optional<Use> read_use_of(const Components& c, Action action) {
  const std::optional<UseIds::Use> parts = read_use(c, action);
  if (!parts) return std::nullopt;
  const int src = parts->source;
  Use u{nullptr, src < kCharacterSource, parts->target, parts->dir, parts->amount};
  if (u.card ? src >= static_cast<int>(c.cards.size())
             : src - kCharacterSource >= static_cast<int>(c.characters.size())) {
    return std::nullopt;
  }
  u.usable = u.card ? &c.cards[static_cast<std::size_t>(src)]
                    : &c.characters[static_cast<std::size_t>(src - kCharacterSource)];
  return u;
}

std::string use_text(const Components& c, Action action,
                     const std::function<std::string(int)>& penguin) {
  const std::optional<Use> use = read_use_of(c, action);
  if (!use) return "action " + std::to_string(action);
  const Usable& u = *use->usable;
  const bool card = use->card;
  const int target = use->target;
  const int dir = use->dir;
  const int amount = use->amount;
  std::string out = (card ? "play " : "use ") + u.title;
  if (target != kNoTarget) out += " on " + penguin(target);
  if (dir != kNoDirection) out += " " + dir_word(dir);
  if (chooses_amount(u.effect) || amount > 1) {
    out += " " + std::to_string(amount) + (amount == 1 ? " square" : " squares");
  }
  return out;
}

}  // namespace

std::string ActionNames::penguin(int i) const { return penguin_name(mode_, i); }

ActionNames::ActionNames(std::shared_ptr<const Components> components, Mode mode)
    : components_(std::move(components)), mode_(mode) {
  // Every well-formed id, legal somewhere or not, so refusals can name it.
  const auto add = [&](Player p, Action a) {
    auto& table = p == kChancePlayer ? chance_outcomes_ : player_actions_;
    table.emplace(normalize(text(p, a)), a);
  };
  for (Action a : {kEndTurn, kPass, kEvade, kAccept}) add(0, a);
  for (int s = 0; s < kSquares; ++s) add(0, kPlaceBase + s);
  for (int c = 0; c < kCharacters; ++c) add(0, kCharacterBase + c);
  for (int code = 0; code < 100; ++code) {
    if ((code / 5) % 5 == 0 && code % 5 != 0) continue;  // a third square needs a second
    add(0, kMoveBase + code);
  }
  for (int d = 0; d < 4; ++d) add(0, kChooseDirection + d);
  for (int i = 0; i < kMaxPenguins; ++i) add(0, kChoosePenguin + i);
  for (int i = 0; i < kMaxPenguins; ++i) add(0, kActivateBase + i);
  for (int f = 0; f < 2; ++f) add(0, kPickUpBase + f);
  for (int i = 0; i < kMaxPenguins; ++i) add(0, kPassGoldBase + i);
  for (int i = 0; i < kMaxPenguins; ++i) {
    for (int k = 0; k < 11; ++k) {
      if (k != 5) add(0, kTradeBase + i * 11 + k);
    }
  }
  for (std::size_t t = 0; t < components_->cards.size(); ++t)
    add(0, kDiscardBase + static_cast<Action>(t));
  for (Action use = kUseBase; use < kUseBase + components_->uses.size(); ++use) add(0, use);
  for (std::size_t t = 0; t < components_->cards.size(); ++t)
    add(kChancePlayer, kDrawCardBase + static_cast<Action>(t));
  for (int d = 0; d < 2; ++d) {
    for (std::size_t t = 0; t < components_->events[static_cast<std::size_t>(d)].size(); ++t)
      add(kChancePlayer, kDrawEventBase + d * 20 + static_cast<Action>(t));
  }
  for (int c = 0; c < kCharacters; ++c) add(kChancePlayer, kDealBase + c);
}

std::string ActionNames::text(Player player, Action a) const {
  const Components& c = *components_;
  if (player == kChancePlayer) {
    if (a >= kDrawCardBase && a < kDrawCardBase + static_cast<Action>(c.cards.size()))
      return "draw " + c.cards[static_cast<std::size_t>(a - kDrawCardBase)].title;
    if (a >= kDrawEventBase && a < kDrawEventBase + 40) {
      const auto d = static_cast<std::size_t>((a - kDrawEventBase) / 20);
      const auto t = static_cast<std::size_t>((a - kDrawEventBase) % 20);
      if (t < c.events[d].size())
        return std::string("draw ") + (d == 0 ? "Orca" : "Walrus") + " Event " +
               c.events[d][t].title;
    }
    if (a >= kDealBase && a < kDealBase + static_cast<Action>(c.characters.size()))
      return "deal " + c.characters[static_cast<std::size_t>(a - kDealBase)].title;
    return "action " + std::to_string(a);
  }
  if (a == kEndTurn) return "end turn";
  if (a == kPass) return "pass";
  if (a == kEvade) return "evade";
  if (a == kAccept) return "accept";
  if (a >= kPlaceBase && a < kPlaceBase + kSquares)
    return "place on " + square_name(static_cast<int>(a - kPlaceBase));
  if (a >= kCharacterBase && a < kCharacterBase + static_cast<Action>(c.characters.size()))
    return "choose " + c.characters[static_cast<std::size_t>(a - kCharacterBase)].title;
  if (a >= kMoveBase && a < kMoveBase + 100) {
    const int code = static_cast<int>(a - kMoveBase);
    std::string out = "move " + dir_word(code / 25);
    if ((code / 5) % 5 > 0) out += " then " + dir_word((code / 5) % 5 - 1);
    if (code % 5 > 0) out += " then " + dir_word(code % 5 - 1);
    return out;
  }
  if (a >= kChooseDirection && a < kChooseDirection + 4)
    return "choose " + dir_word(static_cast<int>(a - kChooseDirection));
  if (a >= kChoosePenguin && a < kChoosePenguin + kMaxPenguins)
    return "choose " + penguin(static_cast<int>(a - kChoosePenguin));
  if (a >= kActivateBase && a < kActivateBase + kMaxPenguins)
    return "go with " + penguin(static_cast<int>(a - kActivateBase));
  if (a >= kPickUpBase && a < kPickUpBase + 2) {
    if (mode_ == Mode::kCaptureTheFish)
      return "pick up team " + std::to_string(a - kPickUpBase + 1) + "'s Golden Fish";
    return a == kPickUpBase ? "pick up the Golden Fish" : "pick up the second Golden Fish";
  }
  if (a >= kPassGoldBase && a < kPassGoldBase + kMaxPenguins)
    return "pass the Golden Fish to " + penguin(static_cast<int>(a - kPassGoldBase));
  if (a >= kTradeBase && a < kTradeBase + 11 * kMaxPenguins && (a - kTradeBase) % 11 != 5) {
    const int ally = static_cast<int>((a - kTradeBase) / 11);
    const int give = static_cast<int>((a - kTradeBase) % 11) - 5;
    const int n = give > 0 ? give : -give;
    return std::string(give > 0 ? "give " : "take ") + std::to_string(n) + " fish " +
           (give > 0 ? "to " : "from ") + penguin(ally);
  }
  if (a >= kDiscardBase && a < kDiscardBase + static_cast<Action>(c.cards.size()))
    return "discard " + c.cards[static_cast<std::size_t>(a - kDiscardBase)].title;
  if (read_use(c, a)) return use_text(c, a, [this](int i) { return penguin(i); });
  return "action " + std::to_string(a);
}

// Kinds (docs/moves.md): draw_card (card), draw_event (deck, event), deal
// (character); end_turn, pass, evade, accept, place (square), choose_character
// (character), move (steps), choose_direction (direction), choose_penguin and
// go_with (penguin), pick_up (golden_fish: 0 or 1), pass_golden_fish (to),
// give_fish (to, fish), take_fish (from, fish), discard (card), play (card) and
// use (character), each with its target penguin, direction and squares if named.
// Cards and characters are named by their ids in the components.
nlohmann::json ActionNames::form(Player player, Action a) const {
  const Components& c = *components_;
  const auto unknown = [&] { return nlohmann::json{{"kind", "action"}}; };
  if (player == kChancePlayer) {
    if (a >= kDrawCardBase && a < kDrawCardBase + static_cast<Action>(c.cards.size()))
      return {{"kind", "draw_card"},
              {"card", c.cards[static_cast<std::size_t>(a - kDrawCardBase)].id}};
    if (a >= kDrawEventBase && a < kDrawEventBase + 40) {
      const auto d = static_cast<std::size_t>((a - kDrawEventBase) / 20);
      const auto t = static_cast<std::size_t>((a - kDrawEventBase) % 20);
      if (t < c.events[d].size())
        return {{"kind", "draw_event"},
                {"deck", d == 0 ? "orca" : "walrus"},
                {"event", c.events[d][t].title}};
    }
    if (a >= kDealBase && a < kDealBase + static_cast<Action>(c.characters.size()))
      return {{"kind", "deal"},
              {"character", c.characters[static_cast<std::size_t>(a - kDealBase)].id}};
    return unknown();
  }
  if (a == kEndTurn) return {{"kind", "end_turn"}};
  if (a == kPass) return {{"kind", "pass"}};
  if (a == kEvade) return {{"kind", "evade"}};
  if (a == kAccept) return {{"kind", "accept"}};
  if (a >= kPlaceBase && a < kPlaceBase + kSquares)
    return {{"kind", "place"}, {"square", square_name(static_cast<int>(a - kPlaceBase))}};
  if (a >= kCharacterBase && a < kCharacterBase + static_cast<Action>(c.characters.size()))
    return {{"kind", "choose_character"},
            {"character", c.characters[static_cast<std::size_t>(a - kCharacterBase)].id}};
  if (a >= kMoveBase && a < kMoveBase + 100) {
    const int code = static_cast<int>(a - kMoveBase);
    nlohmann::json steps = {dir_word(code / 25)};
    if ((code / 5) % 5 > 0) steps.push_back(dir_word((code / 5) % 5 - 1));
    if (code % 5 > 0) steps.push_back(dir_word(code % 5 - 1));
    return {{"kind", "move"}, {"steps", steps}};
  }
  if (a >= kChooseDirection && a < kChooseDirection + 4)
    return {{"kind", "choose_direction"},
            {"direction", dir_word(static_cast<int>(a - kChooseDirection))}};
  if (a >= kChoosePenguin && a < kChoosePenguin + kMaxPenguins)
    return {{"kind", "choose_penguin"}, {"penguin", a - kChoosePenguin}};
  if (a >= kActivateBase && a < kActivateBase + kMaxPenguins)
    return {{"kind", "go_with"}, {"penguin", a - kActivateBase}};
  if (a >= kPickUpBase && a < kPickUpBase + 2)
    return {{"kind", "pick_up"}, {"golden_fish", a - kPickUpBase}};
  if (a >= kPassGoldBase && a < kPassGoldBase + kMaxPenguins)
    return {{"kind", "pass_golden_fish"}, {"to", a - kPassGoldBase}};
  if (a >= kTradeBase && a < kTradeBase + 11 * kMaxPenguins && (a - kTradeBase) % 11 != 5) {
    const int ally = static_cast<int>((a - kTradeBase) / 11);
    const int give = static_cast<int>((a - kTradeBase) % 11) - 5;
    if (give > 0) return {{"kind", "give_fish"}, {"to", ally}, {"fish", give}};
    return {{"kind", "take_fish"}, {"from", ally}, {"fish", -give}};
  }
  if (a >= kDiscardBase && a < kDiscardBase + static_cast<Action>(c.cards.size()))
    return {{"kind", "discard"}, {"card", c.cards[static_cast<std::size_t>(a - kDiscardBase)].id}};
  if (const std::optional<Use> use = read_use_of(c, a)) {
    nlohmann::json out = {{"kind", use->card ? "play" : "use"},
                          {use->card ? "card" : "character", use->usable->id}};
    if (use->target != kNoTarget) out["target"] = use->target;
    if (use->dir != kNoDirection) out["direction"] = dir_word(use->dir);
    if (chooses_amount(use->usable->effect) || use->amount > 1) out["squares"] = use->amount;
    return out;
  }
  return unknown();
}

Result<Action> ActionNames::parse(Player player, std::string_view words) const {
  const auto& table = player == kChancePlayer ? chance_outcomes_ : player_actions_;
  const std::string key = normalize(words);
  const auto it = table.find(key);
  if (it != table.end()) return it->second;
  // A passive ability has no action (UseIds): say why rather than what is readable.
  for (const Usable& u : components_->characters) {
    if (u.timing == Timing::kPassive && key.rfind(normalize("use " + u.title), 0) == 0)
      return make_error(ErrorCode::kIllegalAction,
                        u.title + "'s ability works by itself; it is not played");
  }
  return make_error(
      ErrorCode::kParseError,
      "cannot read action " + quote_prefix(words) +
          (player == kChancePlayer
               ? "; expected \"draw <card or Event title>\" or \"deal <character>\""
               : "; expected e.g. \"move north\", \"move north then east\", \"play "
                 "Shove on player 2 east\", \"use Bully on player 3 west\", \"pass\", "
                 "\"end turn\", \"evade\", \"accept\", \"discard Waddle\""));
}

// ---- the state's words ------------------------------------------------------

std::string PluckyState::action_to_string(Player player, Action action) const {
  return names_->text(player, action);
}

nlohmann::json PluckyState::move_form(Player player, Action action) const {
  return names_->form(player, action);
}

Result<Action> PluckyState::parse_action(Player player, std::string_view text) const {
  return names_->parse(player, text);
}

std::string PluckyState::public_action_text(Player viewer, Player player, Action action) const {
  if (player == kChancePlayer && pos_.chance == ChanceKind::kDrawCard) {
    const std::string who = player_name(pos_.chance_for);
    if (viewer != pos_.chance_for) return who + " draws an Action card";  // hands are secret
    return who + " draws " + source(static_cast<int>(action - kDrawCardBase)).title;
  }
  if (player == kChancePlayer && pos_.chance == ChanceKind::kDrawEvent) {
    return player_name(pos_.stack[static_cast<std::size_t>(pos_.chance_for)].player) + " " +
           action_to_string(player, action).replace(0, 4, "draws");
  }
  if (player == kChancePlayer && pos_.chance == ChanceKind::kDealCharacter) {
    // Characters are dealt to penguins ("penguin 3" in the team modes).
    return penguin_label(pos_.chance_for) + " is dealt " +
           source(kCharacterSource + static_cast<int>(action - kDealBase)).title;
  }
  return action_to_string(player, action);
}

namespace {

const char* stage_name(Stage s) {
  switch (s) {
    case Stage::kDealCharacters:
      return "dealing characters";
    case Stage::kChooseCharacters:
      return "choosing characters";
    case Stage::kPlace:
      return "placing penguins";
    case Stage::kTurns:
      return "turns";
    case Stage::kFishing:
      return "fishing";
    case Stage::kWalrus:
      return "the walrus moves";
    case Stage::kEvents:
      return "events";
    case Stage::kRoundEnd:
      return "end of round";
    case Stage::kOver:
      return "over";
  }
  return "?";
}

const char* decision_name(Decision d) {
  switch (d) {
    case Decision::kNone:
      return "none";
    case Decision::kChooseCharacter:
      return "choose a character";
    case Decision::kPlace:
      return "place your penguin on a corner ice square";
    case Decision::kEvade:
      return "evade the Event by discarding fish, or accept it";
    case Decision::kDiscard:
      return "discard a card";
    case Decision::kHandLimit:
      return "discard down to the hand limit";
    case Decision::kActivate:
      return "choose which of your penguins takes its turn";
    case Decision::kWalrusTarget:
      return "as Leader, choose which tied penguin the walrus goes for";
    case Decision::kWalrusStep:
      return "as Leader, choose the walrus' step";
    case Decision::kCurrentStep:
      return "as Leader, choose the current's direction";
    case Decision::kShoveStep:
      return "as Leader, choose where the walrus shoves";
  }
  return "?";
}

char terrain_char(Terrain t) {
  switch (t) {
    case Terrain::kCorner:
      return '+';
    case Terrain::kWater:
      return '~';
    case Terrain::kIsland:
      return '.';
    case Terrain::kHole:
      return 'o';
  }
  return '?';
}

}  // namespace

nlohmann::json PluckyState::observation(Player player) const {
  using nlohmann::json;
  const Components& c = *components_;
  json board = json::array();
  for (int r = 0; r < kSide; ++r) {
    std::string row;
    for (int col = 0; col < kSide; ++col) row += terrain_char(terrain(r * kSide + col));
    board.push_back(row);
  }
  json walrus_area = json::array();
  for (int sq = 0; sq < kSquares; ++sq) {
    if (in_walrus_area(sq)) walrus_area.push_back(square_name(sq));
  }
  json penguins = json::array();
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    penguins.push_back({
        {"label", penguin_label(i)},
        {"player", g.owner},
        {"team", options_.team[static_cast<std::size_t>(i)]},
        {"golden_fish", gold_of(i) >= 0},
        {"square", g.square >= 0 ? square_name(g.square) : ""},
        {"fish", g.fish},
        {"alive", g.alive},
        {"character", g.character >= 0 ? source(kCharacterSource + g.character).id : ""},
        {"ability_used", g.ability_used},
        {"last_hole", g.last_hole},
        {"thick_ice", g.thick_ice},
        {"cheaper_evade", g.cheaper_evade},
        {"moved", (pos_.activated & (1u << i)) != 0},
    });
  }
  const auto counts = [&](const CardCounts& k) {
    json out = json::object();
    for (std::size_t t = 0; t < c.cards.size(); ++t) {
      if (k[t] > 0) out[c.cards[t].id] = k[t];
    }
    return out;
  };
  json stack = json::array();
  for (int i = 0; i < pos_.stack_size; ++i) {
    const Entry& e = pos_.stack[static_cast<std::size_t>(i)];
    if (e.event) {
      stack.push_back({{"event", e.drawn ? event_card(e).id : ""},
                       {"deck", e.deck == Deck::kOrca ? "orca" : "walrus"},
                       {"penguin", e.penguin},  // the penguin it is about (public)
                       {"player", e.player},
                       {"cancelled", e.cancelled}});
    } else {
      stack.push_back({{"play", source(e.source).id},
                       {"penguin", e.penguin},
                       {"player", e.player},
                       {"target", e.target == kNoTarget ? -1 : e.target},
                       {"direction", e.dir == kNoDirection ? "" : dir_word(e.dir)},
                       {"amount", e.amount},
                       {"cancelled", e.cancelled}});
    }
  }
  json gold = json::array();
  for (int f = 0; f < options_.golden_fish; ++f) {
    const auto k = static_cast<std::size_t>(f);
    gold.push_back({{"square", pos_.gold_square[k] >= 0 ? square_name(pos_.gold_square[k]) : ""},
                    {"holder", pos_.gold_holder[k]}});
  }
  json hand_sizes = json::array();
  for (int p = 0; p < options_.players; ++p)
    hand_sizes.push_back(pos_.hand_size[static_cast<std::size_t>(p)]);
  // Events are drawn face up (PL-7): the latest ones are public.
  json drawn_events = json::array();
  for (int k = 0; k < pos_.drawn_count; ++k) {
    const DrawnEvent& d = pos_.drawn_events[static_cast<std::size_t>(k)];
    drawn_events.push_back(
        {{"event",
          c.events[static_cast<std::size_t>(d.deck)][static_cast<std::size_t>(d.title)].id},
         {"deck", d.deck == Deck::kOrca ? "orca" : "walrus"},
         {"penguin", d.penguin},
         {"player", d.player},
         {"round", d.round}});
  }
  json out = {
      {"game", "plucky"},
      {"you", player},
      {"mode", mode_name(options_.mode)},
      {"golden_fish", gold},
      {"hand_sizes", hand_sizes},
      {"active", pos_.active},
      {"round", pos_.round},
      {"stage", stage_name(pos_.stage)},
      {"leader", pos_.leader},
      {"board", board},
      {"walrus", square_name(pos_.walrus)},
      {"walrus_area", walrus_area},
      {"penguins", penguins},
      {"supply", pos_.supply},
      {"deck", pos_.deck_size},
      {"discard", counts(pos_.discard)},
      {"on_table", counts(pos_.on_table)},
      {"hole_guard", hole_guard_players()},
      {"stack", stack},
      {"drawn_events", drawn_events},
      {"turn", pos_.turn_player},
      {"movements", pos_.movements},
      {"decision", decision_name(pos_.decision)},
      {"decider", pos_.decision == Decision::kNone ? -1 : pos_.decider},
      {"asked", pos_.window_open ? pos_.window_at : -1},
      {"final_phase", pos_.final_phase},
      {"melted", pos_.melted},
      {"deck_out", pos_.deck_out},
      {"snowstorm", pos_.snowstorm},
      {"winners", pos_.winners},
  };
  json events = json::object();
  for (int d = 0; d < 2; ++d) {
    int left = 0;
    json discards = json::object();
    for (std::size_t t = 0; t < c.events[static_cast<std::size_t>(d)].size(); ++t) {
      left += pos_.event_deck[static_cast<std::size_t>(d)][t];
      if (pos_.event_discard[static_cast<std::size_t>(d)][t] > 0)
        discards[c.events[static_cast<std::size_t>(d)][t].id] =
            pos_.event_discard[static_cast<std::size_t>(d)][t];
    }
    events[d == 0 ? "orca" : "walrus"] = {{"left", left}, {"discard", discards}};
  }
  out["events"] = events;
  if (player >= 0 && player < options_.players) {
    out["hand"] = counts(pos_.hands[static_cast<std::size_t>(player)]);
  }
  return out;
}

std::string PluckyState::describe(Player viewer) const {
  std::string out = "     a  b  c  d  e  f  g  h  i\n";
  for (int r = 0; r < kSide; ++r) {
    out += (r + 1 < 10 ? "  " : " ") + std::to_string(r + 1) + " ";
    for (int col = 0; col < kSide; ++col) {
      const int sq = r * kSide + col;
      std::string cell;
      for (int i = 0; i < options_.penguins; ++i) {
        const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
        if (g.alive && g.square == sq) cell += static_cast<char>('1' + i);
      }
      if (pos_.walrus == sq) cell += 'W';
      for (int f = 0; f < options_.golden_fish; ++f) {
        if (pos_.gold_square[static_cast<std::size_t>(f)] == sq) cell += 'G';
      }
      if (cell.empty()) cell = std::string(2, terrain_char(terrain(sq)));
      if (cell.size() == 1) cell += terrain_char(terrain(sq));
      if (cell.size() > 2) cell = cell.substr(0, 1) + '*';
      out += " " + cell;
    }
    out += "\n";
  }
  out += std::string("  (+ corner ice, ~ water, . island ice, o fishing hole, W walrus, ") +
         (options_.golden_fish > 0 ? "G Golden Fish, " : "") +
         (one_penguin_each(options_.mode) ? "digits: players)\n" : "digits: penguins)\n");
  out += "Round " + std::to_string(pos_.round) + " (" + stage_name(pos_.stage) + "), Leader " +
         player_name(pos_.leader) + ", walrus on " + square_name(pos_.walrus) + ", " +
         std::to_string(pos_.deck_size) + " Action cards left, " + std::to_string(pos_.supply) +
         " fish in the supply";
  if (pos_.final_phase) out += ", FINAL PHASE";
  if (pos_.melted) out += ", corners melted";
  if (pos_.snowstorm) out += ", Snowstorm";
  out += "\n";
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    out += "  " + penguin_label(i);
    if (!one_penguin_each(options_.mode)) out += " of " + player_name(g.owner);
    // "(team 1, Swimmer, ability used)": only the parts that apply.
    std::vector<std::string> about;
    if (options_.mode == Mode::kCaptureTheFish)
      about.push_back("team " + std::to_string(options_.team[static_cast<std::size_t>(i)] + 1));
    if (g.character >= 0) about.push_back(source(kCharacterSource + g.character).title);
    if (g.ability_used) about.push_back("ability used");
    if (!about.empty()) out += " (" + join(about, ", ") + ")";
    if (!g.alive) {
      out += ": eaten\n";
      continue;
    }
    out += ": " + (g.square >= 0 ? square_name(g.square) : std::string("not placed")) + ", " +
           std::to_string(g.fish) + " fish";
    if (gold_of(i) >= 0) out += ", holds the Golden Fish";
    if (pos_.activated & (1u << i)) out += ", has moved";
    out += "\n";
  }
  for (int p = 0; p < options_.players; ++p) {
    out += "  " + player_name(p) + " holds " +
           std::to_string(pos_.hand_size[static_cast<std::size_t>(p)]) + " cards";
    if (p == viewer && pos_.hand_size[static_cast<std::size_t>(p)] > 0) {
      std::vector<std::string> hand;
      for (std::size_t t = 0; t < components_->cards.size(); ++t) {
        for (int k = 0; k < pos_.hands[static_cast<std::size_t>(p)][t]; ++k)
          hand.push_back(components_->cards[t].title);
      }
      out += ": " + join(hand, ", ");
    }
    out += "\n";
  }
  for (int i = 0; i < pos_.stack_size; ++i) {
    const Entry& e = pos_.stack[static_cast<std::size_t>(i)];
    out += "  on the table: " + player_name(e.player) + " ";
    if (e.event) {
      out += e.drawn ? "drew " + event_card(e).title + " (" + event_card(e).text + ")"
                     : "draws an Event";
    } else {
      out += "played " + source(e.source).title;
      if (e.target != kNoTarget) out += " on " + penguin_label(e.target);
    }
    if (e.cancelled) out += " (cancelled)";
    out += "\n";
  }
  if (pos_.decision != Decision::kNone) {
    out += player_name(pos_.decider) + ": " + decision_name(pos_.decision) + "\n";
  } else if (pos_.window_open) {
    out += player_name(pos_.window_at) + " may respond with a lightning card or pass\n";
  } else if (pos_.turn_player >= 0) {
    out += player_name(pos_.turn_player) + "'s turn";
    if (!one_penguin_each(options_.mode)) out += " with " + penguin_label(pos_.active);
    out += ", " + std::to_string(pos_.movements) + " movement(s) left\n";
  }
  return out;
}

void PluckyState::resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const {
  copy_state_into(*this, out);
  static_cast<PluckyState&>(*out).resample_in_place(player, rng);
}

void PluckyState::resample_in_place(Player player, Rng& rng) {
  // The cards `player` has not seen are the deck and the others' hands: deal the
  // others' hands again from them, at their known sizes.
  Position& q = pos_;
  CardCounts unseen = q.deck;
  int total = q.deck_size;
  for (int s = 0; s < options_.players; ++s) {
    if (s == player) continue;
    for (std::size_t t = 0; t < unseen.size(); ++t) {
      unseen[t] = static_cast<std::uint8_t>(unseen[t] + q.hands[static_cast<std::size_t>(s)][t]);
      total += q.hands[static_cast<std::size_t>(s)][t];
      q.hands[static_cast<std::size_t>(s)][t] = 0;
    }
  }
  for (int s = 0; s < options_.players; ++s) {
    if (s == player) continue;
    for (int k = 0; k < q.hand_size[static_cast<std::size_t>(s)]; ++k) {
      int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
      for (std::size_t t = 0; t < unseen.size(); ++t) {
        pick -= unseen[t];
        if (pick < 0) {
          --unseen[t];
          --total;
          ++q.hands[static_cast<std::size_t>(s)][t];
          break;
        }
      }
    }
  }
  q.deck = unseen;
}

}  // namespace rookery::plucky
