// Plucky Penguins' position as the rule of thumb sees it: what one player may
// know (the board after Melting, the penguins, the walrus, the stack, the Golden
// Fish, its own hand) and its legal actions decoded from their ids. Both are read
// from PluckyState directly, without the observation JSON, because heuristic
// playouts call the policy at every move.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/action.h"
#include "games/plucky/plucky_state.h"

namespace rookery::plucky_policy {

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
int square_of(std::string_view name);
// 0..3 for "north", "east", "south", "west"; -1 otherwise.
int direction_of(std::string_view word);
// The three corner squares of a board corner group (0 top left .. 3 bottom right).
std::array<int, 3> corner_group(int group);

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

// What player `me` may know of the position: the observation's facts, without JSON.
View view_of(const PluckyState& state, Player me);

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

// One legal action of `player`, decoded from its id; `from`: the moving penguin's square.
Choice read_choice(const PluckyState& state, Player player, Action id, int from);
// The choice whose text is `text`, if legal now; null otherwise.
const Choice* find_text(const std::vector<Choice>& choices, std::string_view text);

}  // namespace rookery::plucky_policy
