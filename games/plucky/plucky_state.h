// Plucky Penguins: the position and the round (PL-4a) — turns with movements and
// cards, response windows with a last-in-first-out stack (PL-8), fishing, the
// walrus, Events, Melting and the Final Phase. Clause numbers (R1..) refer to
// games/plucky/RULES.md.
//
// Every card and ability is data (components.h) resolved by one primitive per
// effect. Card draws and Event draws are chance nodes over what is left in the
// deck, so no hidden deck order is stored: only hands are secret.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/state.h"
#include "games/plucky/components.h"
#include "games/plucky/modes.h"

namespace rookery::plucky {

inline constexpr int kMaxRounds = 60;  // PL-11 safety bound
inline constexpr int kHandLimit = 4;
inline constexpr int kStartingHand = 4;
inline constexpr int kMovements = 2;
// The stack's capacity. Plays pile up only in response windows, where only lightning
// cards and lightning abilities are played, above at most one Event or turn play at the
// bottom: with the built-in data at most 1 + 13 lightning cards (Splash 4, Dodge 5,
// Counter 4) + 3 lightning abilities (Trickster, Lucky, Diver) = 17 entries. Data
// replaced through ROOKERY_PLUCKY_DATA can have more lightning cards: a push past this
// capacity stops the program loudly (capacity_exceeded), it never overwrites.
inline constexpr int kMaxStack = 40;

// Player action ids, dense: every one lies in [0, kUseBase + Components::uses.size()),
// the game's action space (Game::num_distinct_actions). In order: end turn; pass (a
// response window goes by); evade (discard fish against an Event); accept (its
// effect); + square: set-up placement; + character: choose one; + d1*25 + d2*5 + d3
// (d2, d3: 0 none, else dir+1): a movement; + direction: the Leader's or a player's
// pick; + penguin: the Leader picks the walrus' target; + penguin: which goes next
// (team modes); + Golden Fish: pick it up (its team's in Capture the Fish); + ally:
// hand it over; + card title: discard one; + ally*11 + fish+5: give (>0) or take
// (<0) fish; + UseIds::id: play a card or use an ability (use_action).
inline constexpr Action kEndTurn = 0;
inline constexpr Action kPass = 1;
inline constexpr Action kEvade = 2;
inline constexpr Action kAccept = 3;
inline constexpr Action kPlaceBase = 4;
inline constexpr Action kCharacterBase = kPlaceBase + kSquares;
inline constexpr Action kMoveBase = kCharacterBase + kCharacters;
inline constexpr Action kChooseDirection = kMoveBase + 100;
inline constexpr Action kChoosePenguin = kChooseDirection + 4;
inline constexpr Action kActivateBase = kChoosePenguin + kMaxPenguins;
inline constexpr Action kPickUpBase = kActivateBase + kMaxPenguins;
inline constexpr Action kPassGoldBase = kPickUpBase + 2;
inline constexpr Action kDiscardBase = kPassGoldBase + kMaxPenguins;
inline constexpr Action kTradeBase = kDiscardBase + kMaxCardKinds;
inline constexpr Action kUseBase = kTradeBase + 11 * kMaxPenguins;
// Chance outcome ids.
inline constexpr Action kDrawCardBase = 0;     // + card title
inline constexpr Action kDrawEventBase = 100;  // + deck*20 + event title
inline constexpr Action kDealBase = 200;       // + character

// Picking up, passing the Golden Fish or trading fish (PL-11): they cost a movement.
constexpr bool is_special(Action a) {
  return (a >= kPickUpBase && a < kPickUpBase + 2) ||
         (a >= kPassGoldBase && a < kPassGoldBase + kMaxPenguins) ||
         (a >= kTradeBase && a < kTradeBase + 11 * kMaxPenguins);
}
constexpr Action move_action(int d1, int d2 = -1, int d3 = -1) {
  return kMoveBase + d1 * 25 + (d2 + 1) * 5 + (d3 + 1);
}
// Playing a card or using an ability (its source: UseIds) on a penguin, in a
// direction, so far; -1, never legal, for a shape its effect does not take.
inline Action use_action(const Components& c, int source, int target = kNoTarget,
                         int dir = kNoDirection, int amount = 1) {
  const int id = c.uses.id(source, target, dir, amount);
  return id < 0 ? -1 : kUseBase + id;
}
// A use action taken apart; nullopt for any other id.
inline std::optional<UseIds::Use> read_use(const Components& c, Action a) {
  if (a < kUseBase || a >= kUseBase + c.uses.size()) return std::nullopt;
  return c.uses.use(static_cast<int>(a - kUseBase));
}

class ActionNames;

enum class Stage : std::uint8_t {
  kDealCharacters,
  kChooseCharacters,
  kPlace,
  kTurns,
  kFishing,
  kWalrus,
  kEvents,
  kRoundEnd,
  kOver
};

// A decision that stops the flow until its player answers.
enum class Decision : std::uint8_t {
  kNone,
  kChooseCharacter,
  kPlace,
  kEvade,         // evade the Event or accept it
  kDiscard,       // an Event: discard a card of your choice
  kHandLimit,     // the end of a turn: discard down to the hand limit
  kActivate,      // team modes: which of the player's penguins takes the next turn
  kWalrusTarget,  // the Leader picks among tied nearest penguins (PL-3)
  kWalrusStep,    // the Leader picks between two equally good walrus steps
  kCurrentStep,   // the Leader picks the current's direction between two corners
  kShoveStep,     // the Leader picks which way the walrus shoves
};

enum class ChanceKind : std::uint8_t { kNone, kDealCharacter, kDrawCard, kDrawEvent };

struct Penguin {
  std::int8_t square = -1;
  std::int8_t fish = 0;
  std::int8_t owner = 0;
  std::int8_t character = -1;
  std::int8_t last_hole = -1;  // PL-4: not again before fishing elsewhere
  std::int8_t turn_end = -1;   // the square it ended its own turn on this round
  bool alive = true;
  bool ability_used = false;   // once per round (PL-5)
  bool cheaper_evade = false;  // Diver played: the next Event costs one fish less
  bool thick_ice = false;      // Thick Ice played this round
  bool operator==(const Penguin&) const = default;
};

// One play waiting on the stack, or an Event being resolved (always at the bottom).
struct Entry {
  bool event = false;
  bool cancelled = false;
  bool drawn = false;              // an Event: its card has been drawn
  std::int8_t player = 0;          // who played it, or whose penguin drew the Event
  std::int8_t penguin = 0;         // the user's penguin, or the Event's penguin
  std::int8_t source = 0;          // use: source id; Event: title index
  std::int8_t target = kNoTarget;  // use: the penguin named
  std::int8_t dir = kNoDirection;
  std::int8_t amount = 1;
  std::int8_t cancels = -1;  // Counter, Trickster: the stack index of the cancelled play
  Deck deck = Deck::kOrca;   // an Event's deck
  bool operator==(const Entry&) const = default;
};

// An Event drawn, kept for the table: Events are drawn face up (PL-7), so everyone has seen it.
struct DrawnEvent {
  Deck deck = Deck::kOrca;
  std::int8_t title = 0;    // its index in the deck's data
  std::int8_t penguin = 0;  // the penguin that drew it
  std::int8_t player = 0;   // that penguin's owner
  std::int16_t round = 0;
  bool operator==(const DrawnEvent&) const = default;
};
// How many of the latest Events are kept: a full Events phase with the most penguins.
inline constexpr int kRecentEvents = kMaxPenguins;

// Counts per title: the data files are refused with more than kMaxCardKinds titles or
// kMaxEventKinds Events per deck (components.cpp), and a count never exceeds the 60
// cards (20 per Event deck) of the box, which fits a byte.
using CardCounts = std::array<std::uint8_t, kMaxCardKinds>;
using EventCounts = std::array<std::uint8_t, kMaxEventKinds>;

// A fixed-capacity container would overflow (a broken proof of its bound): stop the
// program loudly rather than truncate or write past it.
[[noreturn]] void capacity_exceeded(const char* what);

// Everything that changes during a game, compared as a whole by equals().
// Capacities: penguins, players and teams are at most kMaxPenguins (8), which
// make_options refuses to exceed (modes.cpp), so the per-penguin and per-player arrays
// and the bit masks in a byte (activated, window_mask, winners) hold them all. The board
// has exactly 4 holes (components.cpp refuses others) and at most 2 Golden Fish.
struct Position {
  std::array<Penguin, kMaxPenguins> penguins{};
  std::array<CardCounts, kMaxPenguins> hands{};  // per player
  std::array<std::uint8_t, kMaxPenguins> hand_size{};
  std::array<std::uint8_t, kMaxPenguins> draws_owed{};
  CardCounts deck{};
  CardCounts discard{};
  CardCounts on_table{};  // padlock cards in play this round
  std::array<EventCounts, 2> event_deck{};
  std::array<EventCounts, 2> event_discard{};
  // The penguin guarding each hole this round, or -1 ("only you" is one penguin, PL-13e).
  std::array<std::int8_t, 4> hole_guard{-1, -1, -1, -1};
  std::array<Entry, kMaxStack> stack{};
  std::uint8_t stack_size = 0;
  std::uint8_t deck_size = 0;
  std::int8_t walrus = 0;
  std::int8_t walrus_target = -1;
  std::int8_t walrus_steps = 0;
  std::int8_t supply = kFishSupply;
  std::int8_t leader = 0;
  std::int16_t round = 1;
  std::int8_t seat_cursor = 0;   // seats visited in this stage, from the Leader
  std::int8_t turn_player = -1;  // -1 outside a turn
  std::int8_t active = -1;       // the penguin taking its turn (its activation)
  std::uint8_t activated = 0;    // bit per penguin: its turn this round is over
  std::int8_t side = 0;          // team modes: teams moved so far this round, from the Leader's
  // Turns taken per team, modulo 12 (rotates the team's 1 to 4 players: 12 is a multiple
  // of each count, so the rotation is exact and the byte never overflows).
  std::array<std::int8_t, kMaxPenguins> team_turns{};
  // The latest Events drawn, oldest first, and how many of them drawn_events holds.
  std::array<DrawnEvent, kRecentEvents> drawn_events{};
  std::uint8_t drawn_count = 0;
  std::array<std::int8_t, 2> gold_square{-1, -1};  // a Golden Fish on the ground, or -1
  std::array<std::int8_t, 2> gold_holder{-1, -1};  // the penguin holding it, or -1
  std::int8_t movements = 0;                       // movements left in this turn
  std::int8_t decider = -1;                        // who answers the pending decision
  std::int8_t subject = -1;                        // the penguin the pending decision is about
  std::int8_t window_at = -1;                      // the seat asked in the open window
  std::uint8_t window_mask = 0;                    // seats still to be asked
  std::int8_t window_start = 0;                    // asking goes clockwise from here
  std::int8_t chance_for = -1;  // the seat dealt to or drawing; an Event's stack index
  std::uint8_t winners = 0;     // bit per player, at the end
  bool window_open = false;
  bool melted = false;       // PL-4a: corners became water
  bool final_phase = false;  // two penguins left
  bool deck_out = false;     // the last Action card was drawn: this round is the last
  bool snowstorm = false;    // no water bonus this round
  Stage stage = Stage::kDealCharacters;
  Decision decision = Decision::kNone;
  ChanceKind chance = ChanceKind::kNone;
  bool operator==(const Position&) const = default;
};

class PluckyState final : public ValueState<PluckyState> {
 public:
  PluckyState(std::shared_ptr<const Game> game, std::shared_ptr<const Components> components,
              std::shared_ptr<const ActionNames> names, Options options);

  using State::acting_players;
  using State::legal_actions;
  using State::observation_tensor;
  // The same position, hidden parts included (ValueState::equals).
  bool operator==(const PluckyState& other) const;
  void acting_players(PlayerList& out) const override;
  bool is_terminal() const override { return pos_.stage == Stage::kOver; }
  void legal_actions(Player player, ActionList& out) const override;
  bool is_legal(Player player, Action action) const override;
  void apply_unchecked(Player player, Action action) override;
  ChanceDistribution chance_outcomes() const override;
  Action sample_chance(Rng& rng) const override;
  bool is_chance_outcome(Action action) const override;
  void scores_into(std::vector<double>& out) const override;
  void returns_into(std::vector<double>& out) const override;
  int rounds_played() const override { return std::min<int>(pos_.round, kMaxRounds); }
  // The player's team (PL-11): in Capture the Fish seats alternate teams.
  int side(Player player) const override {
    return options_.player_team[static_cast<std::size_t>(player)];
  }
  nlohmann::json observation(Player player) const override;
  // The observation as numbers (plucky_tensor.cpp, docs/observation-tensors.md).
  void observation_tensor(Player player, std::span<float> out) const override;
  std::string describe(Player viewer) const override;
  std::string action_to_string(Player player, Action action) const override;
  nlohmann::json move_form(Player player, Action action) const override;
  Result<Action> parse_action(Player player, std::string_view text) const override;
  std::string explain_illegal(Player player, Action action) const override;
  std::string public_action_text(Player viewer, Player player, Action action) const override;
  void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const override;

  // Read access for tests, bots and text.
  const Components& components() const { return *components_; }
  const Position& position() const { return pos_; }
  const Penguin& penguin(int i) const { return pos_.penguins[static_cast<std::size_t>(i)]; }
  int num_penguins() const { return options_.penguins; }
  const Options& options() const { return options_; }
  // "player 2" with one penguin each; "penguin 3" in team modes.
  std::string penguin_label(int penguin) const;
  // The player whose penguin guards `hole` this round (-1: none), as the table shows it.
  int hole_guard_player(int hole) const;
  // Each hole's hole_guard_player, in hole order.
  std::array<int, 4> hole_guard_players() const;
  // The Golden Fish `penguin` holds (-1: none).
  int gold_of(int penguin) const;
  // These four are asked for every candidate action, hence inline.
  // The board as it is now (after Melting).
  Terrain terrain(int square) const {
    const Terrain t = components_->board.terrain[static_cast<std::size_t>(square)];
    return t == Terrain::kCorner && pos_.melted ? Terrain::kWater : t;  // PL-4a Melting
  }
  bool in_water(int square) const { return terrain(square) == Terrain::kWater; }
  bool on_island(int square) const {
    const Terrain t = components_->board.terrain[static_cast<std::size_t>(square)];
    return t == Terrain::kIsland || t == Terrain::kHole;
  }
  bool in_walrus_area(int square) const { return distance(square, pos_.walrus) <= 1; }
  int hand_count(Player p, int title) const {
    return pos_.hands[static_cast<std::size_t>(p)][static_cast<std::size_t>(title)];
  }
  // A card title or a character.
  const Usable& source(int id) const {
    return id >= kCharacterSource
               ? components_->characters[static_cast<std::size_t>(id - kCharacterSource)]
               : components_->cards[static_cast<std::size_t>(id)];
  }
  // The seat acting as Leader: the holder of the token, or the next living one.
  int acting_leader() const;

  // Position set-up for tests and puzzles: these bypass the rules.
  Position& edit() { return pos_; }
  // Moves `p`'s cards so their hand is exactly `titles` (from the deck).
  void set_hand(Player p, const std::vector<int>& titles);
  // Re-runs the automatic flow after edits (e.g. to open the next decision).
  void settle() { advance(); }

 private:
  // resample_hidden's draws, on this state itself.
  void resample_in_place(Player player, Rng& rng);
  // Flow (plucky_state.cpp).
  void advance();  // runs automatic steps until someone must act or a chance node
  void advance_stage();
  void start_turn(int seat);
  void end_turn();
  void fishing();
  void walrus_move();
  void walrus_step_to(int square);
  void round_end();
  bool check_standing();  // eliminations: Final Phase or the end; true if it changed the flow
  void game_over_by_fish();
  void draw_card(int seat, int title);
  void next_seat_in_stage();
  int seat_from_leader(int k) const;  // the k-th seat clockwise from the Leader
  // Effects (plucky_effects.cpp).
  void open_window(int opener);
  bool find_asked();  // the next seat to ask in the open window; false: it closes
  bool window_eligible(int seat) const;
  void push_use(int seat, int source, int target, int dir, int amount);
  void play_use(int seat, Action use);  // push_use of a use action's parts
  void draw_event(int penguin, Deck deck);
  void draw_event_into(int index);  // a chance node drawing the Event of stack entry `index`
  const EventCard& event_card(const Entry& e) const;
  void remember_drawn(const Entry& e);  // a drawn Event joins drawn_events, for the table
  void resolve_top();
  void resolve_use(const Entry& e);
  void resolve_event(const Entry& e);
  void apply_event_effect(const Entry& e);
  void event_done();
  void move_penguin(int penguin, int square);
  void eat(int penguin);
  void gain_fish(int penguin, int n);
  void lose_fish(int penguin, int n);
  void discard_card(Player p, int title);
  int evade_cost(const Entry& e) const;  // -1: cannot be evaded now
  bool event_applies(const Entry& e) const;
  // Legality (plucky_legal.cpp).
  enum class Problem : std::uint8_t;
  // Why `player` may not take `action` now (Problem::kNone: it is legal); no allocation.
  Problem check(Player player, Action action) const;
  // check, for a `player` known to be acting now (legal_actions asks it once).
  Problem check_acting(Player player, Action action) const;
  Problem check_use(Player player, Action action) const;
  // The part of check_use that holds for every target, direction and amount of
  // card or ability `src`: whether `player` holds it and may use it now.
  Problem source_problem(Player player, int src) const;
  // The rest of check_use, for a source without a source_problem used from
  // penguin `me` (user_penguin): whether this target, direction and amount fit.
  Problem use_problem(Player player, int src, int me, int target, int dir, int amount) const;
  // use_problem for a target, direction and amount of the shape the effect asks for,
  // a living target where it wants one: what legal_actions generates.
  Problem effect_problem(Player player, int src, int me, int target, int dir, int amount) const;
  // The part of effect_problem that depends on the living target alone, whatever the
  // direction: legal_actions asks it once per target instead of once per direction.
  Problem target_problem(Effect effect, int me, int target) const;
  Problem check_move(Player player, Action action) const;
  // Appends the legal movements of the active penguin (check_move's paths, pruned).
  void add_moves(Player player, ActionList& out) const;
  int squares_allowed(int penguin) const;  // in one movement now
  std::array<int, 4> current_steps(int penguin, int& count) const;
  std::array<int, 4> shove_steps(int penguin, int& count) const;
  std::array<int, 4> walrus_steps(int& count) const;
  // The directions the pending walrus, current or shove step may take, ascending.
  std::array<int, 4> pending_steps(int& count) const;
  int island_distance(int square) const;
  // R17: whether `movements` more movements can bring a penguin on `square` onto the island.
  bool island_within_reach(int square, int movements, bool swimmer_ready) const;
  bool swimmer_ready(int penguin) const;  // the Swimmer's extra square is still unused
  // R17, PL-13h: whether the active penguin, taken in its own turn from `from` to `to`
  // with `movements_before` then `movements_after` left (and the Swimmer's square
  // unused before and after), keeps to the Final Phase's island rule.
  Problem final_phase_problem(int from, int to, int movements_before, int movements_after,
                              bool swimmer_before, bool swimmer_after) const;
  Problem end_turn_problem() const;  // R17, PL-13h: why the turn may not end here now
  bool any_discards() const;         // the Action discard pile holds a card
  Problem fishing_problem(int penguin, int hole) const;  // PL-4, PL-12d: why it may not fish
  bool may_fish(int penguin, int hole) const;
  bool lightning_on_top() const;
  int event_entry_of(int penguin) const;  // stack index of its drawn, uncancelled Event, or -1
  // The penguin a play by `p` acts from: an ability's own penguin, the penguin
  // in its turn, else the one whose Event is waiting, else p's first living one.
  int user_penguin(Player p, int source) const;
  bool alive_player(Player p) const;  // has a living penguin
  int penguin_in_order(int k) const;  // the k-th penguin in leader order, or -1
  void start_activation(int penguin);
  bool next_team_activation();  // team modes: sets the next decision; false when all are done
  void drop_gold(int penguin);  // it lets go of any Golden Fish it holds (PL-11)
  void place_gold(int fish, int square);
  bool check_capture();  // Capture the Fish: a rival fish carried home wins at once
  // Capture the Fish: `penguin` carries the rival fish and `square` is in its home group.
  bool delivers_rival_fish(int penguin, int square) const;
  int corner_group(int square) const;               // 0..3 for corner squares, else -1
  Problem check_special(Player p, Action a) const;  // pick up, pass, trade
  Problem check_special_shape(Action a) const;      // check_special but the island rule
  void special_action(Action a);                    // pick up, pass, trade
  int hand_limit(Player p) const;  // 4, or the team modes' limit, also in the Final Phase
  // Team modes: `p` has a living penguin that has not taken its turn this round.
  bool has_penguin_to_move(Player p) const;
  std::shared_ptr<const Components> components_;
  std::shared_ptr<const ActionNames> names_;
  Options options_;
  Position pos_;
};

}  // namespace rookery::plucky
