// Plucky Penguins' rule of thumb, for every mode. Everything is worth "fish":
// a square where a penguin ends its turn is scored by what it brings (a fish
// from a hole, a step toward the Golden Fish or home) less what the Events may
// cost there, and the other choices follow simple rules.
//
//  1. Moving: end the turn on the best square reachable with the movements left
//     (one square each; two from water, R6). A hole is worth a fish when it is
//     not the one fished last, not guarded by another player, and outside the
//     walrus' area (distance 1 or less) now. Events cost what they are expected
//     to cost where the walrus will be after its move (it goes for the nearest
//     penguin): in water an Orca Event (30% of them eat), on ice in the walrus'
//     area a Walrus Event; being eaten costs far more than the fish evading
//     would (less for a side two fish or more behind: it must take risks).
//     Ending near another hole and away from the walrus is worth a little.
//     Waddle, the Sprinter and Belly Slide are used when the extra movement
//     reaches a better square.
//  2. Final Phase: no fishing; end on the island as far from the walrus as
//     possible (it moves 3 and eats the last but one).
//  3. Golden Fish: pick it up when standing on it, walk toward it when it lies on
//     the ground, and with it run from the walrus and keep out of water (any lost
//     fish is the Golden Fish first). Capture the Fish: pick up the rival fish,
//     carry it home by the shortest way, and otherwise walk toward it.
//  4. Cards in the turn: Lucky Catch on a hole; Fish Thief (and the Thief) on
//     the adjacent rival with the most fish; Orca Sighting and Walrus Grumble on
//     the rival with the most fish; Shove (and the Bully) when it pushes a rival
//     that has moved off its hole, into water or into the walrus' area; Walrus
//     Call when it brings the walrus next to a rival that would fish; Rummage to
//     speed the end when leading. Thick Ice before ending in water, Hole Guard
//     before ending on a hole a rival could share.
//  5. Windows: against an own Event that would eat, Dodge, else a Splash out of
//     the water, else the Lucky redraw, else the Diver; Counter a rival's
//     lightning play that saves it from being eaten or moves one's own penguin;
//     the Trickster cancels a rival's card on one's own penguin. Otherwise pass.
//  6. Evade every Event that would eat; evade a one-fish Event only at the cap
//     of 5 fish (a fish spent there comes back at the next hole); never evade a
//     harmless one with the Golden Fish (it would be the fish discarded).
//  7. Discards: the least useful card (Snowstorm first, Dodge last). As Leader,
//     the walrus goes for the rival with most fish and steps away from one's own
//     penguins; a current or a shove goes the way best for one's own penguin and
//     worst for a rival's. Set-up: the character that fishes or steals, and the
//     corner square nearest a hole. In team modes the penguin that gains most by
//     moving goes first; fish are never traded.
#include "ai/plucky/plucky_policies.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "core/text.h"
#include "games/plucky/plucky_state.h"

namespace rookery {

namespace {

using plucky::Decision;
using plucky::PluckyState;
using plucky::Terrain;

// The grid is the game's own (PL-1, PL-2).
using plucky::direction_name;
using plucky::distance;
using plucky::kMaxFish;
using plucky::kSide;
using plucky::kSquares;
using plucky::step;

// ---- squares ----------------------------------------------------------------

// "c4" -> row * 9 + column (columns a..i, rows 1..9 from the top); -1 otherwise.
int square_of(std::string_view name) {
  if (name.size() < 2 || name[0] < 'a' || name[0] >= 'a' + kSide) return -1;
  const std::optional<int> row = parse_int(name.substr(1));
  if (!row || *row < 1 || *row > kSide) return -1;
  return (*row - 1) * kSide + (name[0] - 'a');
}

// 0..3 for "north", "east", "south", "west"; -1 otherwise.
int direction_of(std::string_view word) {
  for (int d = 0; d < 4; ++d) {
    if (word == direction_name(d)) return d;
  }
  return -1;
}

// The three corner squares of a board corner group (0 top left .. 3 bottom right).
std::array<int, 3> corner_group(int group) {
  const int r = group < 2 ? 0 : kSide - 1, c = group % 2 == 0 ? 0 : kSide - 1;
  const int dr = r == 0 ? 1 : -1, dc = c == 0 ? 1 : -1;
  return {r * kSide + c, r * kSide + c + dc, (r + dr) * kSide + c};
}

// ---- the position -------------------------------------------------------------

// Ids below are views of the game's component strings (card, character and Event
// ids, mode names), which the state's components keep alive while the View lives.
struct Bird {         // a penguin as the policy sees it
  std::string label;  // how actions name it: "player 2" or "penguin 3"
  int player = 0, team = 0, square = -1, fish = 0, last_hole = -1;
  bool alive = false, gold = false, ability_used = false, thick_ice = false;
  bool cheaper_evade = false;
  bool eaten = false;  // alive is also false before the penguin is placed
  std::string_view character;
};

struct Item {  // one entry of the stack
  bool event = false;
  std::string_view id;    // the Event's or the play's card or ability id
  std::string_view deck;  // an Event's deck: "orca" or "walrus"
  int player = -1, target = -1;
  bool cancelled = false;
};

struct Gold {
  int square = -1, holder = -1;
};

struct View {
  Player me = 0;
  int players = 0;
  std::string_view mode;
  Decision decision = Decision::kNone;
  std::array<Terrain, kSquares> ground{};  // after Melting
  int walrus = -1, round = 1, supply = 0, active = -1, turn = -1, leader = 0, movements = 0;
  bool final_phase = false, snowstorm = false;
  std::vector<Bird> birds;
  std::vector<Item> stack;
  std::vector<Gold> gold;
  std::vector<int> hole_guard;  // per hole: the guarding player, or -1
  std::vector<int> holes;       // hole squares in reading order (their index)
  std::vector<std::pair<std::string_view, int>> hand;  // card id, copies held
  int my_team = -1;

  bool water(int s) const {
    return s >= 0 && ground[static_cast<std::size_t>(s)] == Terrain::kWater;
  }
  bool island(int s) const {
    return s >= 0 && (ground[static_cast<std::size_t>(s)] == Terrain::kIsland ||
                      ground[static_cast<std::size_t>(s)] == Terrain::kHole);
  }
  int hole_index(int s) const {
    const auto it = std::find(holes.begin(), holes.end(), s);
    return it == holes.end() ? -1 : static_cast<int>(it - holes.begin());
  }
  const Bird& bird(int i) const { return birds[static_cast<std::size_t>(i)]; }
  bool rival(int i) const { return bird(i).team != my_team; }
  int holds(std::string_view card) const {
    for (const auto& [id, n] : hand) {
      if (id == card) return n;
    }
    return 0;
  }
  int team_fish(int team) const {
    int n = 0;
    for (const Bird& b : birds) n += b.alive && b.team == team ? b.fish : 0;
    return n;
  }
};

// What player `me` may know of the position: the same facts as the observation
// (the board after Melting, the penguins, the stack with its drawn Events, the
// Golden Fish, `me`'s own hand), read from the state without building JSON.
View view_of(const PluckyState& state, Player me) {
  const plucky::Position& pos = state.position();
  const plucky::Options& options = state.options();
  const plucky::Components& c = state.components();
  View v;
  v.me = me;
  v.mode = plucky::mode_name(options.mode);
  v.decision = pos.decision;
  for (int s = 0; s < kSquares; ++s) {
    v.ground[static_cast<std::size_t>(s)] = state.terrain(s);
    if (v.ground[static_cast<std::size_t>(s)] == Terrain::kHole) v.holes.push_back(s);
  }
  v.walrus = pos.walrus;
  v.round = pos.round;
  v.supply = pos.supply;
  v.active = pos.active;
  v.turn = pos.turn_player;
  v.leader = pos.leader;
  v.movements = pos.movements;
  v.final_phase = pos.final_phase;
  v.snowstorm = pos.snowstorm;
  v.players = options.players;
  for (int i = 0; i < state.num_penguins(); ++i) {
    const plucky::Penguin& g = state.penguin(i);
    Bird b;
    b.label = state.penguin_label(i);
    b.player = g.owner;
    b.team = options.team[static_cast<std::size_t>(i)];
    b.square = g.square;
    b.fish = g.fish;
    b.alive = g.alive && g.square >= 0;
    b.eaten = !g.alive;
    b.gold = state.gold_of(i) >= 0;
    if (g.character >= 0) b.character = state.source(plucky::kCharacterSource + g.character).id;
    b.ability_used = g.ability_used;
    b.last_hole = g.last_hole;
    b.thick_ice = g.thick_ice;
    b.cheaper_evade = g.cheaper_evade;
    if (b.player == me) v.my_team = b.team;
    v.birds.push_back(std::move(b));
  }
  for (int k = 0; k < pos.stack_size; ++k) {
    const plucky::Entry& e = pos.stack[static_cast<std::size_t>(k)];
    Item it;
    it.event = e.event;
    it.player = e.player;
    it.cancelled = e.cancelled;
    if (e.event) {
      const auto deck = static_cast<std::size_t>(e.deck);
      if (e.drawn) it.id = c.events[deck][static_cast<std::size_t>(e.source)].id;
      it.deck = e.deck == plucky::Deck::kOrca ? "orca" : "walrus";
    } else {
      it.id = state.source(e.source).id;
      it.target = e.target == plucky::kNoTarget ? -1 : e.target;
    }
    v.stack.push_back(it);
  }
  for (int f = 0; f < options.golden_fish; ++f)
    v.gold.push_back({pos.gold_square[static_cast<std::size_t>(f)],
                      pos.gold_holder[static_cast<std::size_t>(f)]});
  for (const std::int8_t guard : pos.hole_guard) v.hole_guard.push_back(guard);
  if (me >= 0 && me < options.players) {
    for (std::size_t t = 0; t < c.cards.size(); ++t) {
      const int n = state.hand_count(me, static_cast<int>(t));
      if (n > 0) v.hand.emplace_back(c.cards[t].id, n);
    }
  }
  return v;
}

// ---- actions ----------------------------------------------------------------------

enum class Kind { kEnd, kMove, kPlay, kPass, kDiscard, kOther };

struct Choice {
  Action id = 0;
  std::string text;  // kOther only (and "end turn", "pass"): the action in words
  Kind kind = Kind::kOther;
  int land = -1;          // kMove: where the movement ends
  std::string_view card;  // kPlay, kDiscard: the card or ability id ("belly_slide", "bully")
  bool ability = false;
  int target = -1, dir = -1, amount = 1;
};

// One legal action of `player`, decoded from its id; `from` is the moving
// penguin's square. Only the rare other decisions are read from their words.
Choice read_choice(const PluckyState& state, Player player, Action id, int from) {
  Choice c;
  c.id = id;
  if (id == plucky::kEndTurn) {
    c.kind = Kind::kEnd;
    c.text = "end turn";
  } else if (id == plucky::kPass) {
    c.kind = Kind::kPass;
    c.text = "pass";
  } else if (id >= plucky::kMoveBase && id < plucky::kMoveBase + 100) {
    const int code = static_cast<int>(id - plucky::kMoveBase);
    c.kind = Kind::kMove;
    c.land = step(from, code / 25);
    if ((code / 5) % 5 > 0) c.land = step(c.land, (code / 5) % 5 - 1);
    if (code % 5 > 0) c.land = step(c.land, code % 5 - 1);
  } else if (id >= plucky::kUseBase) {
    const int code = static_cast<int>(id - plucky::kUseBase);
    const int source = code / 135, target = (code / 15) % 9, dir = (code / 3) % 5;
    c.kind = Kind::kPlay;
    c.ability = source >= plucky::kCharacterSource;
    c.card = state.source(source).id;
    c.target = target == plucky::kNoTarget ? -1 : target;
    c.dir = dir == plucky::kNoDirection ? -1 : dir;
    c.amount = code % 3 + 1;
  } else {
    c.text = state.action_to_string(player, id);
    const auto& cards = state.components().cards;
    const int discard = static_cast<int>(id - plucky::kDiscardBase);
    if (discard >= 0 && discard < static_cast<int>(cards.size())) {
      c.kind = Kind::kDiscard;
      c.card = cards[static_cast<std::size_t>(discard)].id;
    }
  }
  return c;
}

// The choice whose text is `text`, if legal now.
const Choice* find_text(const std::vector<Choice>& choices, std::string_view text) {
  for (const Choice& c : choices) {
    if (c.text == text) return &c;
  }
  return nullptr;
}

// ---- what a square is worth ------------------------------------------------------

// The Events' odds in the built-in decks (PL-7): 20 cards each.
constexpr double kOrcaAttack = 4 / 20.0, kOrcaAmbush = 2 / 20.0, kOrcaNibble = 3 / 20.0;
constexpr double kOrcaOther = 6 / 20.0;  // a current or a lost card
constexpr double kWalrusAttack = 3 / 20.0, kWalrusPounce = 3 / 20.0, kWalrusSnack = 3 / 20.0;
constexpr double kWalrusOther = 7 / 20.0;  // a shove or a lost card
constexpr double kCardWorth = 0.3;         // an Action card, in fish

// What being eaten costs penguin `i`, in fish: the game itself, not only its fish.
double death_cost(const View& v, int i) {
  const Bird& b = v.bird(i);
  if (v.final_phase) return 30;  // the last one standing wins
  if (v.mode == "capture_the_fish") return 3 + (b.gold ? 15 : 0);
  if (v.mode == "golden_fish") return 6 + b.fish + (b.gold ? 10 : 0);
  // Two fish or more behind the best rival side, staying safe loses anyway: risk more.
  int best_rival = 0;
  for (const Bird& r : v.birds) {
    if (r.alive && r.team != b.team) best_rival = std::max(best_rival, v.team_fish(r.team));
  }
  const bool trailing = best_rival - v.team_fish(b.team) >= 2;
  return (trailing ? 3 : 6) + 1.5 * b.fish;
}

// What losing `n` fish costs penguin `i` (a held Golden Fish goes first, R20).
double fish_loss(const View& v, int i, int n) {
  const Bird& b = v.bird(i);
  if (n <= 0) return 0;
  if (b.gold) return (v.mode == "golden_fish" ? 8 : 10) + std::min(n - 1, b.fish);
  return std::min(n, b.fish);
}

// What an Event that eats costs penguin `i`: a Dodge, the evade cost, or its life.
double eaten_cost(const View& v, int i, int evade) {
  if (v.bird(i).player == v.me && v.holds("dodge") > 0) return 0.5;
  const int cost = std::max(0, evade - (v.bird(i).cheaper_evade ? 1 : 0));
  const int have = v.bird(i).fish + (v.bird(i).gold ? 1 : 0);
  return have >= cost ? fish_loss(v, i, cost) : death_cost(v, i);
}

// Where the walrus will stand after its move (PL-3) if penguin `i` ends on `s`:
// it goes for the nearest penguin (more fish breaks ties; the Golden Fish's
// holder first), each step onto an island square closer to it.
int walrus_after(const View& v, int i, int s) {
  bool holder = false;
  for (const Bird& b : v.birds) holder = holder || (b.alive && b.gold);
  int target = -1, best = 1 << 20;
  for (std::size_t k = 0; k < v.birds.size(); ++k) {
    const Bird& b = v.birds[k];
    if (!b.alive || (holder && !b.gold)) continue;
    const int sq = static_cast<int>(k) == i ? s : b.square;
    // Ties go to `i`: expect the worst.
    const int key = (distance(sq, v.walrus) * 16 - b.fish) * 2 + (static_cast<int>(k) == i ? 0 : 1);
    if (key < best) best = key, target = sq;
  }
  int w = v.walrus;
  for (int n = v.final_phase ? 3 : 2; n > 0 && target >= 0; --n) {
    int next = -1;  // of equally good steps, the one nearest `s`: expect the worst
    for (int d = 0; d < 4; ++d) {
      const int q = step(w, d);
      if (q < 0 || !v.island(q) || distance(q, target) >= distance(w, target)) continue;
      if (next < 0 || distance(q, s) < distance(next, s)) next = q;
    }
    if (next < 0) break;
    w = next;
  }
  return w;
}

// The expected cost of this round's Event for penguin `i` on `s`, the walrus on `w2`.
double event_cost(const View& v, int i, int s, int w2) {
  if (v.round < 2) return 0;  // R10: no Event in round 1
  const Bird& b = v.bird(i);
  const double card = kCardWorth;
  if (v.water(s)) {
    if (b.thick_ice) return 0;
    const double cost = kOrcaAttack * eaten_cost(v, i, 2) + kOrcaAmbush * eaten_cost(v, i, 3) +
                        kOrcaNibble * fish_loss(v, i, 2) + kOrcaOther * card;
    // Thick Ice, played before the turn ends, spares the penguin for a card.
    return b.player == v.me && v.holds("thick_ice") > 0 ? std::min(cost, card) : cost;
  }
  if (distance(s, w2) > 1) return 0;
  return kWalrusAttack * eaten_cost(v, i, 2) + (s == w2 ? kWalrusPounce * eaten_cost(v, i, 1) : 0) +
         kWalrusSnack * fish_loss(v, i, 1) + kWalrusOther * card;
}

// 1 if penguin `i` ending its turn on `s` fishes this round (R13), else 0.
double fishing_gain(const View& v, int i, int s) {
  const Bird& b = v.bird(i);
  if (v.final_phase || v.supply <= 0 || b.fish >= kMaxFish || distance(s, v.walrus) <= 1) return 0;
  int hole = v.hole_index(s);
  if (hole < 0 && b.character == "fisher" && !b.ability_used) {
    for (int d = 0; d < 4 && hole < 0; ++d) hole = v.hole_index(step(s, d));  // next to a hole
  }
  if (hole < 0 || hole == b.last_hole) return 0;
  const int guard = hole < static_cast<int>(v.hole_guard.size())
                        ? v.hole_guard[static_cast<std::size_t>(hole)]
                        : -1;
  return guard >= 0 && guard != b.player ? 0 : 1;
}

// A little for ending near another hole away from the walrus (the next fish), less
// with each square farther.
double next_hole_bonus(const View& v, int i, int s) {
  const int used = fishing_gain(v, i, s) > 0 ? v.hole_index(s) : v.bird(i).last_hole;
  int best = kSquares;
  for (std::size_t h = 0; h < v.holes.size(); ++h) {
    if (static_cast<int>(h) != used && distance(v.holes[h], v.walrus) > 2)
      best = std::min(best, distance(s, v.holes[h]));
  }
  return std::max(0.0, 0.4 - 0.06 * best);
}

// Golden Fish (R20): toward it on the ground; with it, away from the walrus.
double golden_term(const View& v, int i, int s, int w2) {
  if (v.gold.empty()) return 0;
  if (v.bird(i).gold) return 0.4 * std::min(distance(s, w2), 6);
  const Gold& g = v.gold[0];
  if (g.holder < 0 && g.square >= 0) return -0.8 * distance(s, g.square);
  return 0;
}

// Capture the Fish (R21): carry the rival fish home, else go for it; chase a thief.
double capture_term(const View& v, int i, int s) {
  const Bird& b = v.bird(i);
  if (v.gold.size() < 2 || b.team > 1) return 0;
  const Gold& theirs = v.gold[static_cast<std::size_t>(1 - b.team)];
  const Gold& ours = v.gold[static_cast<std::size_t>(b.team)];
  if (theirs.holder == i) {
    int home = kSquares;
    for (int sq : corner_group(b.team == 0 ? 0 : 3)) home = std::min(home, distance(s, sq));
    return 20 - 1.5 * home;
  }
  double value = 0;
  if (theirs.holder < 0 && theirs.square >= 0) value -= 0.8 * distance(s, theirs.square);
  if (ours.holder >= 0) value -= 0.3 * distance(s, v.bird(ours.holder).square);
  return value;
}

// What penguin `i` ending its turn on `s` is worth, in fish (rules 1 to 3).
// `fishes`: whether its ending there would count for fishing.
double end_value(const View& v, int i, int s, bool fishes = true) {
  const int w2 = walrus_after(v, i, s);
  double value = -event_cost(v, i, s, w2);
  if (v.mode == "golden_fish") value += golden_term(v, i, s, w2);
  if (v.mode == "capture_the_fish") value += capture_term(v, i, s);
  if (v.final_phase) return value + 0.3 * distance(s, w2) - (v.island(s) ? 0 : 5);
  const double fish_weight = v.mode == "capture_the_fish" ? 0.5 : 1.0;
  if (fishes) value += fish_weight * fishing_gain(v, i, s);
  value += next_hole_bonus(v, i, s);
  return value - 0.1 * std::max(0, 4 - distance(s, w2));
}

// How many squares one movement of penguin `i` from `s` may cover (R6).
int squares_per_movement(const View& v, int i, int s) {
  if (!v.water(s)) return 1;
  const Bird& b = v.bird(i);
  return 1 + (v.snowstorm ? 0 : 1) + (b.character == "swimmer" && !b.ability_used ? 1 : 0);
}

// What penguin `i` ending its turn on each square is worth, each computed on first
// use: a turn reaches only the squares near the penguin, and end_value is the
// policy's costliest call (heuristic playouts make it at every move).
class EndValues {
 public:
  EndValues(const View& v, int i) : v_(v), i_(i) {}
  double operator[](int s) {
    const auto k = static_cast<std::size_t>(s);
    if (!known_[k]) value_[k] = end_value(v_, i_, s), known_[k] = true;
    return value_[k];
  }

 private:
  const View& v_;
  int i_;
  std::array<double, kSquares> value_{};
  std::array<bool, kSquares> known_{};
};

// The best end value penguin `i` can reach from `s` with `movements` left (staying included).
double best_reachable(const View& v, int i, int s, int movements, EndValues& value) {
  std::array<bool, kSquares> at{};
  at[static_cast<std::size_t>(s)] = true;
  for (int m = 0; m < movements; ++m) {
    std::array<bool, kSquares> next = at;
    for (int q = 0; q < kSquares; ++q) {
      if (!at[static_cast<std::size_t>(q)]) continue;
      const int k = squares_per_movement(v, i, q);
      const int row = q / kSide, col = q % kSide;
      for (int dr = -k; dr <= k; ++dr) {  // the squares within k steps of q
        const int r = row + dr, reach = k - std::abs(dr);
        if (r < 0 || r >= kSide) continue;
        for (int c = std::max(0, col - reach); c <= std::min(kSide - 1, col + reach); ++c)
          next[static_cast<std::size_t>(r * kSide + c)] = true;
      }
    }
    at = next;
  }
  double best = -1e9;
  for (int r = 0; r < kSquares; ++r) {
    if (at[static_cast<std::size_t>(r)]) best = std::max(best, value[r]);
  }
  return best;
}

// ---- rules for particular choices --------------------------------------------------

// Standard modes: whether the rival penguin `i` has had its turn this round (seat order).
bool has_moved(const View& v, int i) {
  if (v.mode == "teams" || v.mode == "capture_the_fish") return true;  // not known: assume so
  const int n = std::max(1, v.players);
  return (v.bird(i).player - v.leader + n) % n < (v.me - v.leader + n) % n;
}

// The harm to rival `t` of being pushed one square toward `dir` (Shove, Bully).
double push_harm(const View& v, int t, int dir) {
  const int from = v.bird(t).square, to = step(from, dir);
  if (to < 0 || !v.rival(t)) return -1;
  if (!has_moved(v, t) && !v.final_phase) return 0;  // it will move again anyway
  return end_value(v, t, from) - end_value(v, t, to, false);
}

// Rule 4: a card or ability worth playing at once in the own turn, if any.
std::optional<Action> turn_play(const View& v, const std::vector<Choice>& choices) {
  const Bird& me = v.bird(v.active);
  const Choice* best = nullptr;
  double best_score = 0;
  const auto consider = [&](const Choice& c, double score) {
    if (score > best_score) best = &c, best_score = score;
  };
  for (const Choice& c : choices) {
    if (c.kind != Kind::kPlay) continue;
    const bool on_rival = c.target >= 0 && v.rival(c.target);
    const int fish = on_rival ? v.bird(c.target).fish : 0;
    if (c.card == "lucky_catch" && me.fish < kMaxFish && v.supply > 0) {
      consider(c, 10);
    } else if ((c.card == "fish_thief" || c.card == "thief") && on_rival && me.fish < kMaxFish &&
               !v.final_phase) {
      consider(c, 9 + fish * 0.1 + (c.ability ? 0.05 : 0));
    } else if ((c.card == "orca_sighting" || c.card == "walrus_grumble") && on_rival &&
               !v.bird(c.target).thick_ice) {
      consider(c, 8 + fish * 0.1);
    } else if ((c.card == "shove" || c.card == "bully") && on_rival) {
      const double harm = push_harm(v, c.target, c.dir);
      if (harm >= (c.ability ? 0.3 : 0.6)) consider(c, 6 + harm);
    } else if (c.card == "walrus_call" && on_rival) {
      const int w1 = step(v.walrus, c.dir);
      const bool spoils =
          (has_moved(v, c.target) && fishing_gain(v, c.target, v.bird(c.target).square) > 0) ||
          v.final_phase;
      if (w1 >= 0 && distance(w1, v.bird(c.target).square) <= 1 && spoils &&
          distance(w1, me.square) >= 3) {
        consider(c, 5);
      }
    } else if (c.card == "rummage" && !v.final_phase &&
               (v.mode == "standard" || v.mode == "teams")) {
      bool leading = true;  // the end comes sooner: good for the one ahead
      for (const Bird& b : v.birds) {
        if (b.alive && b.team != v.my_team && v.team_fish(b.team) >= v.team_fish(v.my_team))
          leading = false;
      }
      if (leading) consider(c, 4);
    }
  }
  if (best != nullptr) return best->id;
  return std::nullopt;
}

// Rule 4: what to play just before ending the turn on the active penguin's square.
std::optional<Action> before_ending(const View& v, const std::vector<Choice>& choices) {
  const Bird& me = v.bird(v.active);
  for (const Choice& c : choices) {
    if (c.card == "thick_ice" && v.water(me.square) && v.round >= 2 && !me.thick_ice) return c.id;
    if (c.card == "hole_guard" && v.hole_index(me.square) >= 0 &&
        fishing_gain(v, v.active, me.square) > 0) {
      for (std::size_t k = 0; k < v.birds.size(); ++k) {
        const Bird& b = v.birds[k];
        if (b.alive && v.rival(static_cast<int>(k)) && distance(b.square, me.square) <= 2)
          return c.id;
      }
    }
  }
  return std::nullopt;
}

// Rule 1: the movement (or end of turn, or extra movement) toward the best square.
Action move_choice(const View& v, const std::vector<Choice>& choices, int movements) {
  const int i = v.active;
  const int here = v.bird(i).square;
  EndValues value(v, i);
  const Choice* best = nullptr;
  double best_score = -1e18;
  const auto consider = [&](const Choice& c, double score) {
    if (best == nullptr || score > best_score + 1e-9) best = &c, best_score = score;
  };
  for (const Choice& c : choices) {  // "end turn" first: it wins ties
    if (c.kind == Kind::kEnd) consider(c, value[here]);
  }
  for (const Choice& c : choices) {
    if (c.kind == Kind::kMove && c.land >= 0) {
      consider(c, best_reachable(v, i, c.land, movements - 1, value) - 0.001);
    } else if (c.kind == Kind::kPlay && (c.card == "waddle" || c.card == "sprinter")) {
      consider(c, best_reachable(v, i, here, movements + 1, value) - (c.ability ? 0.05 : 0.35));
    } else if (c.kind == Kind::kPlay && c.card == "belly_slide" && c.dir >= 0) {
      int land = here;
      for (int k = 0; k < c.amount; ++k) land = step(land, c.dir);
      if (land >= 0) consider(c, best_reachable(v, i, land, movements, value) - 0.35);
    }
  }
  if (best == nullptr) return choices.front().id;
  if (best->kind == Kind::kEnd) {
    if (auto a = before_ending(v, choices)) return *a;
  }
  return best->id;
}

// The penguins of `player` that an Event of `deck` could have been drawn for.
std::vector<int> event_penguins(const View& v, int player, std::string_view deck) {
  std::vector<int> out;
  for (std::size_t k = 0; k < v.birds.size(); ++k) {
    const Bird& b = v.birds[k];
    if (!b.alive || b.player != player) continue;
    const bool fits = deck == "orca" ? v.water(b.square) : distance(b.square, v.walrus) <= 1;
    if (fits) out.push_back(static_cast<int>(k));
  }
  if (out.empty()) {
    for (std::size_t k = 0; k < v.birds.size(); ++k) {
      if (v.birds[k].alive && v.birds[k].player == player) out.push_back(static_cast<int>(k));
    }
  }
  return out;
}

// Whether Event `id` of `deck` eats penguin `i` where it stands (unknown Events: assume so).
bool eats(const View& v, std::string_view id, int i) {
  const int s = v.bird(i).square;
  if (id == "orca_attack" || id == "walrus_attack") return true;
  if (id == "orca_ambush") return v.water(s) || distance(s, v.walrus) <= 1;
  if (id == "walrus_pounce") return s == v.walrus;
  static const char* kHarmless[] = {"orca_nibble", "strong_current", "cold_splash",  "calm_water",
                                    "walrus_roar", "walrus_snack",   "walrus_shove", "walrus_nap"};
  return std::none_of(std::begin(kHarmless), std::end(kHarmless),
                      [&](const char* h) { return id == h; });
}

// The stack index of the drawn, uncancelled Event of `player` (the bottom entry), or -1.
int event_of(const View& v, int player) {
  for (int k = static_cast<int>(v.stack.size()) - 1; k >= 0; --k) {
    const Item& e = v.stack[static_cast<std::size_t>(k)];
    if (e.event && !e.id.empty() && !e.cancelled && e.player == player) return k;
  }
  return -1;
}

// Whether `player`'s Event would eat one of its penguins that could have drawn it.
bool event_eats(const View& v, int player) {
  const int k = event_of(v, player);
  if (k < 0) return false;
  const Item& e = v.stack[static_cast<std::size_t>(k)];
  for (int i : event_penguins(v, player, e.deck)) {
    if (eats(v, e.id, i)) return true;
  }
  return false;
}

// Whether `player` has already played something that saves it from its Event.
bool saved_already(const View& v, int player) {
  for (const Item& e : v.stack) {
    if (!e.event && !e.cancelled && e.player == player && (e.id == "dodge" || e.id == "lucky"))
      return true;
  }
  return false;
}

// Whether seat `player` plays for another team than the policy's.
bool rival_player(const View& v, int player) {
  for (const Bird& b : v.birds) {
    if (b.player == player) return b.team != v.my_team;
  }
  return false;
}

// The fish an Event costs to evade in the built-in decks (unknown Events: 2).
int evade_cost(std::string_view id) {
  if (id == "orca_ambush") return 3;
  if (id == "orca_attack" || id == "walrus_attack") return 2;
  return id.empty() ? 2 : 1;
}

// Whether a rival's lightning play on top of the stack is worth a Counter.
bool worth_countering(const View& v, const Item& top, bool threatened) {
  if (top.event || !rival_player(v, top.player)) return false;
  const bool saves_rival =
      (top.id == "dodge" || top.id == "lucky" || top.id == "diver") && event_eats(v, top.player);
  const bool moves_mine = top.id == "splash" && top.target >= 0 && !v.rival(top.target);
  const bool undoes_mine = top.id == "counter" && threatened;
  return saves_rival || moves_mine || undoes_mine;
}

// Whether a rival's card waiting on the stack targets one of the policy's penguins.
bool targeted_by_rival(const View& v) {
  for (const Item& e : v.stack) {
    if (!e.event && !e.cancelled && e.target >= 0 && v.bird(e.target).player == v.me &&
        rival_player(v, e.player))
      return true;
  }
  return false;
}

// Rule 5: a lightning answer in a window, or pass.
Action window_choice(const View& v, const std::vector<Choice>& choices) {
  const bool threatened = event_eats(v, v.me) && !saved_already(v, v.me);
  const int k = event_of(v, v.me);
  const int cost = k >= 0 ? evade_cost(v.stack[static_cast<std::size_t>(k)].id) : 0;
  for (const char* want : {"dodge", "splash", "lucky", "diver", "counter", "trickster"}) {
    for (const Choice& c : choices) {
      if (c.kind != Kind::kPlay || c.card != want) continue;
      if (threatened && c.card == "dodge") return c.id;
      if (threatened && c.card == "splash" && c.target >= 0 && v.bird(c.target).player == v.me) {
        const int to = step(v.bird(c.target).square, c.dir);  // out of the water, away
        if (to >= 0 && !v.water(to) && distance(to, v.walrus) > 1) return c.id;
      }
      if (threatened && c.card == "lucky") return c.id;
      if (threatened && c.card == "diver") {
        for (const Bird& b : v.birds) {
          if (b.alive && b.player == v.me && b.fish >= cost - 1) return c.id;
        }
      }
      if (c.card == "counter" && !v.stack.empty() &&
          worth_countering(v, v.stack.back(), threatened))
        return c.id;
      if (c.card == "trickster" && targeted_by_rival(v)) return c.id;
    }
  }
  const Choice* pass = find_text(choices, "pass");
  return pass != nullptr ? pass->id : choices.front().id;
}

// Rule 6: evade or accept the Event on top of the stack.
Action evade_choice(const View& v, const std::vector<Choice>& choices) {
  const Choice* evade = find_text(choices, "evade");
  const Choice* accept = find_text(choices, "accept");
  if (evade == nullptr || accept == nullptr) return choices.front().id;
  const int k = event_of(v, v.me);
  if (k < 0) return evade->id;
  const Item& e = v.stack[static_cast<std::size_t>(k)];
  const std::vector<int> mine = event_penguins(v, v.me, e.deck);
  for (int i : mine) {
    if (eats(v, e.id, i)) return evade->id;
  }
  for (int i : mine) {
    if (v.bird(i).gold) return accept->id;  // the Golden Fish would be the fish paid
  }
  const bool cheap = e.id == "strong_current" || e.id == "cold_splash" || e.id == "walrus_roar" ||
                     e.id == "walrus_shove";
  for (int i : mine) {
    if (cheap && v.bird(i).fish >= kMaxFish) return evade->id;
  }
  return accept->id;
}

// How much a card is worth keeping (rule 7); unknown titles in the middle.
int keep_rank(std::string_view id) {
  static constexpr std::pair<std::string_view, int> kRank[] = {
      {"dodge", 15},         {"fish_thief", 14},    {"lucky_catch", 13}, {"waddle", 12},
      {"orca_sighting", 11}, {"shove", 10},         {"thick_ice", 9},    {"counter", 8},
      {"belly_slide", 7},    {"walrus_grumble", 6}, {"splash", 5},       {"hole_guard", 4},
      {"walrus_call", 3},    {"rummage", 2},        {"snowstorm", 1}};
  for (const auto& [card, rank] : kRank) {
    if (card == id) return rank;
  }
  return 7;
}

// Rule 7: discard the least useful card.
Action discard_choice(const std::vector<Choice>& choices) {
  const Choice* worst = nullptr;
  int worst_rank = 1 << 20;
  for (const Choice& c : choices) {
    if (c.kind != Kind::kDiscard) continue;
    const int rank = keep_rank(c.card);
    if (rank < worst_rank) worst = &c, worst_rank = rank;
  }
  return worst != nullptr ? worst->id : choices.front().id;
}

// The penguin index named by the last two words of `text` ("choose player 3"), or -1.
int named_bird(const View& v, const std::string& text) {
  const std::vector<std::string> w = split_words(text);
  if (w.size() < 2) return -1;
  const std::string label = w[w.size() - 2] + " " + w.back();
  for (std::size_t k = 0; k < v.birds.size(); ++k) {
    if (v.birds[k].label == label) return static_cast<int>(k);
  }
  return -1;
}

// Rule 7: as Leader, the walrus goes for the tied rival with the most fish.
Action walrus_target_choice(const View& v, const std::vector<Choice>& choices) {
  const Choice* best = &choices.front();
  double best_score = -1e9;
  for (const Choice& c : choices) {
    const int i = named_bird(v, c.text);
    if (i < 0) continue;
    const double score = (v.rival(i) ? 100 : 0) + v.bird(i).fish;
    if (score > best_score) best = &c, best_score = score;
  }
  return best->id;
}

// Rule 7: as Leader, the walrus' step that keeps it farthest from one's own penguins.
Action walrus_step_choice(const View& v, const std::vector<Choice>& choices) {
  const Choice* best = &choices.front();
  double best_score = -1e9;
  for (const Choice& c : choices) {
    const std::vector<std::string> w = split_words(c.text);
    const int to = w.size() == 2 ? step(v.walrus, direction_of(w[1])) : -1;
    if (to < 0) continue;
    int own = kSquares, rivals = kSquares;
    for (std::size_t k = 0; k < v.birds.size(); ++k) {
      if (!v.birds[k].alive) continue;
      int& d = v.rival(static_cast<int>(k)) ? rivals : own;
      d = std::min(d, distance(to, v.birds[k].square));
    }
    const double score = own * 10 - rivals;
    if (score > best_score) best = &c, best_score = score;
  }
  return best->id;
}

// Rule 7: a current or a shove (the Leader's choice): best for one's own penguin,
// worst for a rival's. The penguin is the one the offered directions fit.
Action push_step_choice(const View& v, const std::vector<Choice>& choices, bool current) {
  int subject = -1;
  for (std::size_t k = 0; k < v.birds.size() && subject < 0; ++k) {
    const Bird& b = v.birds[k];
    const bool fits = current ? v.water(b.square) : distance(b.square, v.walrus) <= 1;
    if (b.alive && fits) subject = static_cast<int>(k);
  }
  if (subject < 0) return choices.front().id;
  const Choice* best = &choices.front();
  double best_score = -1e18;
  for (const Choice& c : choices) {
    const std::vector<std::string> w = split_words(c.text);
    const int to = w.size() == 2 ? step(v.bird(subject).square, direction_of(w[1])) : -1;
    if (to < 0) continue;
    const double value = end_value(v, subject, to, false);
    const double score = v.rival(subject) ? -value : value;
    if (score > best_score) best = &c, best_score = score;
  }
  return best->id;
}

// Rule 7: the first character of this list that is still free.
Action character_choice(const std::vector<Choice>& choices) {
  for (const char* want :
       {"Fisher", "Thief", "Diver", "Lucky", "Sprinter", "Swimmer", "Bully", "Trickster"}) {
    if (const Choice* c = find_text(choices, std::string("choose ") + want)) return c->id;
  }
  return choices.front().id;
}

// Rule 7: the corner square nearest a hole, away from penguins already there.
Action place_choice(const View& v, const std::vector<Choice>& choices) {
  const Choice* best = &choices.front();
  double best_score = 1e9;
  for (const Choice& c : choices) {
    const std::vector<std::string> w = split_words(c.text);
    const int s = w.size() == 3 ? square_of(w[2]) : -1;
    if (s < 0) continue;
    int hole = kSquares;
    for (int h : v.holes) hole = std::min(hole, distance(s, h));
    int crowd = 0;
    for (const Bird& b : v.birds) crowd += b.square >= 0 && distance(b.square, s) <= 2 ? 1 : 0;
    const double score = hole * 10 + crowd;
    if (score < best_score) best = &c, best_score = score;
  }
  return best->id;
}

// Team modes: the penguin that gains most by moving takes its turn first.
Action activate_choice(const View& v, const std::vector<Choice>& choices) {
  const Choice* best = &choices.front();
  double best_gain = -1e18;
  for (const Choice& c : choices) {
    const int i = named_bird(v, c.text);
    if (i < 0) continue;
    View as = v;
    as.active = i;
    EndValues value(as, i);
    const int here = v.bird(i).square;
    const double gain = best_reachable(as, i, here, 2, value) - value[here];
    if (gain > best_gain) best = &c, best_gain = gain;
  }
  return best->id;
}

// What an eaten penguin has cost its side, in fish, beyond the fish it carried
// (which the score no longer counts): the rest of the game, as death_cost.
double eaten_penalty(const View& v) {
  if (v.final_phase) return 30;
  return v.mode == "capture_the_fish" ? 3 : 6;
}

const PluckyState& plucky_state(const State& state) {
  const auto* s = dynamic_cast<const PluckyState*>(&state);
  if (s == nullptr) throw std::invalid_argument("a plucky policy was given another game");
  return *s;
}

class PluckyHeuristic final : public GamePolicy {
 public:
  // The score (fish on living penguins) less eaten_penalty for each eaten
  // penguin: a score counts an eaten penguin like a living one without fish,
  // though being eaten loses the game.
  bool evaluate(const State& state, std::vector<double>& out) override {
    state.scores_into(out);
    const View v = view_of(plucky_state(state), 0);
    for (const Bird& b : v.birds) {
      if (b.eaten && b.player >= 0 && b.player < static_cast<int>(out.size())) {
        out[static_cast<std::size_t>(b.player)] -= eaten_penalty(v);
      }
    }
    return true;
  }

  Action choose(const State& state, Player player, Rng& rng) override {
    (void)rng;
    ActionList legal;
    state.legal_actions(player, legal);
    if (legal.size() == 1) return legal[0];  // no observation needed: the common window pass
    const PluckyState& s = plucky_state(state);
    const View v = view_of(s, player);
    const int from = v.active >= 0 ? v.bird(v.active).square : -1;
    std::vector<Choice> choices;
    choices.reserve(legal.size());
    for (Action a : legal) choices.push_back(read_choice(s, player, a, from));
    switch (v.decision) {
      case Decision::kEvade:
        return evade_choice(v, choices);
      case Decision::kDiscard:
      case Decision::kHandLimit:
        return discard_choice(choices);
      case Decision::kChooseCharacter:
        return character_choice(choices);
      case Decision::kPlace:
        return place_choice(v, choices);
      case Decision::kActivate:
        return activate_choice(v, choices);
      case Decision::kWalrusTarget:
        return walrus_target_choice(v, choices);
      case Decision::kWalrusStep:
        return walrus_step_choice(v, choices);
      case Decision::kCurrentStep:
        return push_step_choice(v, choices, true);
      case Decision::kShoveStep:
        return push_step_choice(v, choices, false);
      case Decision::kNone:
        break;
    }
    if (find_text(choices, "pass") != nullptr) return window_choice(v, choices);
    if (v.active < 0) return choices.front().id;
    for (const Choice& c : choices) {  // rule 3: the Golden Fish is always picked up
      if (c.text.rfind("pick up", 0) == 0) return c.id;
    }
    if (auto a = turn_play(v, choices)) return *a;
    return move_choice(v, choices, v.movements);
  }
};

}  // namespace

std::string plucky_heuristic_summary() {
  return "ends the turn on the best square it can reach: a free hole outside the walrus' area, "
         "out of water and the walrus' reach (Final Phase: on the island far from the walrus; "
         "Golden Fish and Capture the Fish: fetch and carry the fish); evades Events that eat, "
         "Dodges them, steals and shoves rivals, discards the least useful card";
}

std::unique_ptr<GamePolicy> make_plucky_heuristic() { return std::make_unique<PluckyHeuristic>(); }

}  // namespace rookery
