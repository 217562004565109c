// Plucky Penguins' alternative modes (PL-11): penguin by penguin turns in the team
// modes, fish trades between allies, and the Golden Fish (picked up, dropped,
// passed, carried home in Capture the Fish).
#include <algorithm>

#include "games/plucky/plucky_state.h"

namespace rookery::plucky {

int PluckyState::hand_limit(Player p) const {
  // 4, or the team modes' 7 or 5; the Final Phase keeps the mode's limit (PL-12b).
  return options_.hand_limit[static_cast<std::size_t>(p)];
}

bool PluckyState::has_penguin_to_move(Player p) const {
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.owner == p && g.alive && !(pos_.activated & (1u << i))) return true;
  }
  return false;
}

int PluckyState::user_penguin(Player p, int src) const {
  if (src >= kCharacterSource) {
    for (int i = 0; i < options_.penguins; ++i) {
      const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
      if (g.owner == p && g.character == src - kCharacterSource) return i;
    }
    return -1;
  }
  // PL-13e: "you" on a card is one penguin: the active one for a card played in its
  // activation; for Dodge, the penguin of p's that drew the Event, in p's own turn too.
  const bool answers_event = source(src).effect == Effect::kCancelEvent;
  if (p == pos_.turn_player && pos_.active >= 0 &&
      (!answers_event || event_entry_of(pos_.active) >= 0))
    return pos_.active;
  for (int i = pos_.stack_size - 1; i >= 0; --i) {
    const Entry& e = pos_.stack[static_cast<std::size_t>(i)];
    if (e.event && e.drawn && !e.cancelled &&
        pos_.penguins[static_cast<std::size_t>(e.penguin)].owner == p) {
      return e.penguin;
    }
  }
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.owner == p && g.alive) return i;
  }
  return -1;
}

bool PluckyState::next_team_activation() {
  // PL-11: one penguin's whole turn at a time, teams alternating from the
  // Leader's; the team's players take turns choosing, each one of their own
  // penguins that has not moved this round.
  if (pos_.seat_cursor == 0) {
    pos_.seat_cursor = 1;  // cards are drawn at the start of the round
    for (int p = 0; p < options_.players; ++p) {
      if (alive_player(p))
        pos_.draws_owed[static_cast<std::size_t>(p)] =
            static_cast<std::uint8_t>(options_.draw[static_cast<std::size_t>(p)]);
    }
    return true;
  }
  const int first_team = options_.player_team[static_cast<std::size_t>(pos_.leader)];
  for (int tries = 0; tries < options_.teams; ++tries) {
    const int team = (first_team + pos_.side) % options_.teams;
    ++pos_.side;
    // The team's players with a penguin still to move, in seat order.
    std::array<int, kMaxPenguins> players{};  // at most one entry per seat, 8 seats at most
    int count = 0;
    for (int p = 0; p < options_.players; ++p) {
      if (options_.player_team[static_cast<std::size_t>(p)] != team) continue;
      for (int i = 0; i < options_.penguins; ++i) {
        const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
        if (g.owner == p && g.alive && !(pos_.activated & (1u << i))) {
          players[static_cast<std::size_t>(count++)] = p;
          break;
        }
      }
    }
    if (count == 0) continue;
    auto& turns = pos_.team_turns[static_cast<std::size_t>(team)];
    const int player = players[static_cast<std::size_t>(turns % count)];
    // Modulo 12, a multiple of every count of a team's players (1 to 4): the rotation is
    // exact, and a long game (up to 60 rounds of 4 turns) never overflows the byte.
    turns = static_cast<std::int8_t>((turns + 1) % 12);
    int only = -1;
    int choices = 0;
    for (int i = 0; i < options_.penguins; ++i) {
      const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
      if (g.owner == player && g.alive && !(pos_.activated & (1u << i))) {
        only = i;
        ++choices;
      }
    }
    if (choices == 1) {
      start_activation(only);
    } else {
      pos_.decision = Decision::kActivate;
      pos_.decider = static_cast<std::int8_t>(player);
    }
    return true;
  }
  return false;
}

// ---- the Golden Fish (PL-11) ----------------------------------------------

int PluckyState::gold_of(int penguin) const {
  for (int f = 0; f < options_.golden_fish; ++f) {
    if (pos_.gold_holder[static_cast<std::size_t>(f)] == penguin) return f;
  }
  return -1;
}

void PluckyState::drop_gold(int penguin) {
  const int f = gold_of(penguin);
  if (f < 0) return;
  pos_.gold_holder[static_cast<std::size_t>(f)] = -1;
  place_gold(f, pos_.penguins[static_cast<std::size_t>(penguin)].square);
}

void PluckyState::place_gold(int fish, int square) {
  // Golden Fish: on water or corner ice it moves to the nearest island square
  // (the first in reading order among equals). Capture the Fish: it stays.
  if (options_.mode == Mode::kGoldenFish && !on_island(square)) {
    int best = -1;
    for (int s = 0; s < kSquares; ++s) {
      if (on_island(s) && (best < 0 || distance(square, s) < distance(square, best))) best = s;
    }
    square = best;
  }
  pos_.gold_square[static_cast<std::size_t>(fish)] = static_cast<std::int8_t>(square);
}

int PluckyState::corner_group(int square) const {
  // The four groups of corner ice, by quadrant: 0 top left .. 3 bottom right.
  if (components_->board.terrain[static_cast<std::size_t>(square)] != Terrain::kCorner) return -1;
  return (row_of(square) >= kSide / 2 ? 2 : 0) + (col_of(square) >= kSide / 2 ? 1 : 0);
}

bool PluckyState::delivers_rival_fish(int penguin, int square) const {
  // Team 1's home is the top-left corner group, team 2's the bottom-right one.
  if (options_.mode != Mode::kCaptureTheFish) return false;
  const int f = gold_of(penguin);
  const int team = options_.team[static_cast<std::size_t>(penguin)];
  return f >= 0 && f != team && corner_group(square) == (team == 0 ? 0 : 3);
}

bool PluckyState::check_capture() {
  // Carrying the rival team's fish home wins at once.
  for (int f = 0; f < 2; ++f) {
    const int holder = pos_.gold_holder[static_cast<std::size_t>(f)];
    if (holder < 0 ||
        !delivers_rival_fish(holder, pos_.penguins[static_cast<std::size_t>(holder)].square))
      continue;
    const int team = options_.team[static_cast<std::size_t>(holder)];
    pos_.winners = 0;
    for (int p = 0; p < options_.players; ++p) {
      if (options_.player_team[static_cast<std::size_t>(p)] == team)
        pos_.winners = static_cast<std::uint8_t>(pos_.winners | (1u << p));
    }
    pos_.stage = Stage::kOver;
    pos_.turn_player = -1;
    pos_.active = -1;
    pos_.window_open = false;
    pos_.stack_size = 0;
    pos_.decision = Decision::kNone;
    pos_.chance = ChanceKind::kNone;
    return true;
  }
  return false;
}

void PluckyState::special_action(Action a) {
  Penguin& me = pos_.penguins[static_cast<std::size_t>(pos_.active)];
  --pos_.movements;  // each costs one movement
  if (a < kPassGoldBase) {
    const int f = static_cast<int>(a - kPickUpBase);
    pos_.gold_square[static_cast<std::size_t>(f)] = -1;
    pos_.gold_holder[static_cast<std::size_t>(f)] = pos_.active;
  } else if (a < kTradeBase) {
    const int f = gold_of(pos_.active);
    pos_.gold_holder[static_cast<std::size_t>(f)] = static_cast<std::int8_t>(a - kPassGoldBase);
  } else {
    const int code = static_cast<int>(a - kTradeBase);
    Penguin& ally = pos_.penguins[static_cast<std::size_t>(code / 11)];
    const int give = code % 11 - 5;  // > 0: to the ally; < 0: from it
    me.fish = static_cast<std::int8_t>(me.fish - give);
    ally.fish = static_cast<std::int8_t>(ally.fish + give);
  }
}

}  // namespace rookery::plucky
