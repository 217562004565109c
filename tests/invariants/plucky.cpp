// The invariants of plucky checked at every move of the conformance playouts:
// every card and Event card accounted for, fish conserved, the Golden Fish in
// one place, the walrus' move (PL-3), and refusals that tell the truth.
#include <array>
#include <string>

#include "games/plucky/plucky_state.h"
#include "tests/invariants/invariants.h"

namespace rookery {

namespace {

using plucky::ChanceKind;
using plucky::Decision;
using plucky::Effect;
using plucky::Entry;
using plucky::PluckyState;
using plucky::Position;
using plucky::Stage;

std::string n(int v) { return std::to_string(v); }

// PL-6, PL-9: the Action cards live in the deck, the hands, the discard pile, on the
// table (padlock cards) and on the stack (plays waiting to resolve); they add up to the
// deck of the data files (60 in the box). Each hand's size is the sum of its cards.
// PL-7, PL-9: each Event deck's cards live in the deck, its discard pile and, once drawn,
// on the stack until they resolve; 20 each in the box.
std::string check_cards(const PluckyState& s) {
  const Position& p = s.position();
  const plucky::Components& c = s.components();
  int expected = 0;
  for (const auto& card : c.cards) expected += card.copies;
  int deck = 0;
  int discard = 0;
  int table = 0;
  for (int t = 0; t < plucky::kMaxCardKinds; ++t) {
    deck += p.deck[static_cast<std::size_t>(t)];
    discard += p.discard[static_cast<std::size_t>(t)];
    table += p.on_table[static_cast<std::size_t>(t)];
  }
  if (deck != p.deck_size)
    return "the deck holds " + n(deck) + " cards but counts " + n(p.deck_size);
  int hands = 0;
  for (int pl = 0; pl < s.num_players(); ++pl) {
    int held = 0;
    for (std::uint8_t k : p.hands[static_cast<std::size_t>(pl)]) held += k;
    if (held != p.hand_size[static_cast<std::size_t>(pl)]) {
      return "player " + n(pl + 1) + " holds " + n(held) + " cards but its hand size is " +
             n(p.hand_size[static_cast<std::size_t>(pl)]);
    }
    hands += held;
  }
  int stacked = 0;
  std::array<int, 2> events_stacked{};
  for (int i = 0; i < p.stack_size; ++i) {
    const Entry& e = p.stack[static_cast<std::size_t>(i)];
    if (!e.event && e.source < plucky::kCharacterSource) ++stacked;
    if (e.event && e.drawn) ++events_stacked[static_cast<std::size_t>(e.deck)];
  }
  if (deck + hands + discard + table + stacked != expected) {
    return "Action cards are not conserved: deck " + n(deck) + " + hands " + n(hands) +
           " + discards " + n(discard) + " + on the table " + n(table) + " + on the stack " +
           n(stacked) + " is not " + n(expected);
  }
  for (int d = 0; d < 2; ++d) {
    int want = 0;
    for (const auto& ev : c.events[static_cast<std::size_t>(d)]) want += ev.copies;
    int have = events_stacked[static_cast<std::size_t>(d)];
    for (std::uint8_t k : p.event_deck[static_cast<std::size_t>(d)]) have += k;
    for (std::uint8_t k : p.event_discard[static_cast<std::size_t>(d)]) have += k;
    if (have != want) {
      return std::string(d == 0 ? "Orca" : "Walrus") +
             " Event cards are not conserved: deck + discards + drawn is " + n(have) + ", not " +
             n(want);
    }
  }
  return {};
}

// PL-4, PL-11: fish live on living penguins (0 to 5 each) and in the supply; an eaten
// penguin's return to the supply. Their sum is the box's 20. A Golden Fish is outside
// that count: it is held by exactly one living penguin, or lies on exactly one square.
std::string check_fish(const PluckyState& s) {
  const Position& p = s.position();
  int held = 0;
  for (int i = 0; i < s.num_penguins(); ++i) {
    const plucky::Penguin& g = s.penguin(i);
    if (g.fish < 0 || g.fish > plucky::kMaxFish)
      return s.penguin_label(i) + " holds " + n(g.fish) + " fish, outside 0..5 (PL-4)";
    if (!g.alive && g.fish != 0)
      return s.penguin_label(i) + " was eaten but still holds " + n(g.fish) + " fish";
    held += g.fish;
  }
  if (p.supply < 0) return "the fish supply is negative";
  if (held + p.supply != plucky::kFishSupply) {
    return "fish are not conserved: penguins hold " + n(held) + " and the supply " + n(p.supply) +
           ", but the box has " + n(plucky::kFishSupply);
  }
  for (int f = 0; f < s.options().golden_fish; ++f) {
    const int holder = p.gold_holder[static_cast<std::size_t>(f)];
    const int square = p.gold_square[static_cast<std::size_t>(f)];
    if ((holder >= 0) == (square >= 0)) {
      return "Golden Fish " + n(f + 1) + " is " +
             (holder >= 0 ? "both held and on the ground" : "neither held nor on the ground");
    }
    if (holder >= 0 && !s.penguin(holder).alive)
      return "Golden Fish " + n(f + 1) + " is held by an eaten penguin";
  }
  return {};
}

// PL-3: the walrus stays on the island. When it moves by itself (not by a Walrus Call),
// every step takes it strictly closer to its target; so the squares it went equal the
// distance it gained on the target, at most 2 (3 in the Final Phase). When a whole move
// ran in this step and chose its target here, the target is a nearest penguin (the
// holder of the Golden Fish first; ties by fish), and a move cut short stops only
// where no island square next to the walrus is closer.
std::string check_walrus(const PluckyState& before, const PluckyState& s) {
  const Position& a = before.position();
  const Position& b = s.position();
  if (!s.on_island(b.walrus)) return "the walrus is off the island (PL-3)";
  int call = -1;
  for (std::size_t t = 0; t < s.components().cards.size(); ++t) {
    if (s.components().cards[t].effect == Effect::kWalrusStep) call = static_cast<int>(t);
  }
  if (call >= 0 &&
      b.discard[static_cast<std::size_t>(call)] != a.discard[static_cast<std::size_t>(call)])
    return {};  // a Walrus Call resolved: it steps toward the penguin named
  // The walrus' own move ran (or went on) in this step: the stage reached or passed it.
  const bool past = b.stage > Stage::kWalrus || b.round > a.round;
  // A game that ended in this step may have ended before the walrus' move (eliminations
  // in a turn: its target is then last round's) or after it (the last round's end):
  // only a walrus that moved tells that it ran.
  if (b.stage == Stage::kOver && a.walrus == b.walrus) return {};
  const bool moving = b.stage == Stage::kWalrus || (a.stage <= Stage::kWalrus && past);
  if (!moving) {
    if (a.walrus != b.walrus) return "the walrus moved outside its move and without a Walrus Call";
    return {};
  }
  if (b.walrus_target < 0) {
    if (a.walrus != b.walrus) return "the walrus moved without a target";
    return {};
  }
  const int target = s.penguin(b.walrus_target).square;
  const int went = plucky::distance(a.walrus, b.walrus);
  const int gained = plucky::distance(a.walrus, target) - plucky::distance(b.walrus, target);
  const int most = b.final_phase ? 3 : 2;
  if (went != gained || went > most) {
    return "the walrus went " + n(went) + " squares from " + plucky::square_name(a.walrus) +
           " to " + plucky::square_name(b.walrus) + " but came only " + n(gained) +
           " closer to its target on " + plucky::square_name(target) +
           ": a step did not take it strictly closer (PL-3)";
  }
  // The whole move ran in this step, its target chosen here.
  const bool whole = a.stage < Stage::kWalrus && past;
  const bool chosen_here = whole || a.decision == Decision::kWalrusTarget;
  if (chosen_here) {
    const bool holder = b.gold_holder[0] >= 0 || b.gold_holder[1] >= 0;
    int best = 1 << 20;
    for (int i = 0; i < s.num_penguins(); ++i) {
      const plucky::Penguin& g = s.penguin(i);
      if (!g.alive || (holder && s.gold_of(i) < 0)) continue;
      best = std::min(best, plucky::distance(g.square, a.walrus) * 16 - g.fish);
    }
    const plucky::Penguin& t = s.penguin(b.walrus_target);
    if (!t.alive || (holder && s.gold_of(b.walrus_target) < 0) ||
        plucky::distance(t.square, a.walrus) * 16 - t.fish != best) {
      return "the walrus on " + plucky::square_name(a.walrus) + " went for " +
             s.penguin_label(b.walrus_target) + " on " + plucky::square_name(t.square) +
             ", not the nearest penguin (then the one with more fish, PL-3)";
    }
  }
  if (whole && went < most) {
    for (int d = 0; d < 4; ++d) {
      const int next = plucky::step(b.walrus, d);
      if (next >= 0 && s.on_island(next) &&
          plucky::distance(next, target) < plucky::distance(b.walrus, target)) {
        return "the walrus stopped on " + plucky::square_name(b.walrus) + " after " + n(went) +
               " steps although " + plucky::square_name(next) + " is closer to its target";
      }
    }
  }
  return {};
}

// A refusal's reason is true: a few actions the acting player may not take now, and
// each claim explain_illegal makes about them checked against the position.
std::string check_refusals(const PluckyState& s) {
  PlayerList acting;
  s.acting_players(acting);
  if (acting.empty() || acting[0] < 0) return {};
  const Player p = acting[0];
  const Position& pos = s.position();
  ActionList tried;
  tried.push_back(plucky::kEndTurn);
  tried.push_back(plucky::kPass);
  for (int d = 0; d < 4; ++d) tried.push_back(plucky::move_action(d));
  for (std::size_t t = 0; t < s.components().cards.size(); ++t) {
    const Effect e = s.components().cards[t].effect;
    if (e == Effect::kFishOnHole || e == Effect::kExtraMovement)
      tried.push_back(plucky::use_action(static_cast<int>(t)));
    if (e == Effect::kOrcaEvent) tried.push_back(plucky::use_action(static_cast<int>(t), 0));
  }
  const ActionList legal = s.legal_actions(p);
  const bool own_turn = pos.turn_player == p && pos.active >= 0;
  for (Action a : tried) {
    if (legal.contains(a)) continue;
    const std::string why = s.explain_illegal(p, a);
    const auto claims = [&why](const char* words) { return why.find(words) != std::string::npos; };
    const std::string what = "refused \"" + s.action_to_string(p, a) + "\" ";
    if (claims("no movement left") && own_turn && pos.movements > 0)
      return what + "for want of movements, but " + n(pos.movements) + " are left";
    if (claims("Final Phase") && !pos.final_phase)
      return what + "by the Final Phase, which has not begun";
    if (claims("first round") && pos.round != 1)
      return what + "as in the first round, but this is round " + n(pos.round);
    if (own_turn) {
      const int sq = s.penguin(pos.active).square;
      const bool hole = s.components().board.hole_index[static_cast<std::size_t>(sq)] >= 0;
      if (claims("not on a fishing hole") && hole)
        return what + "as off a fishing hole, but " + plucky::square_name(sq) + " is one";
      if (claims("walrus' area can not fish") && !s.in_walrus_area(sq))
        return what + "as in the walrus' area, but " + plucky::square_name(sq) + " is not";
      if (claims("fished last") &&
          s.penguin(pos.active).last_hole !=
              s.components().board.hole_index[static_cast<std::size_t>(sq)])
        return what + "as the hole fished last, but it is not";
    }
  }
  return {};
}

}  // namespace

StateInvariant plucky_invariants() {
  return invariant_of<PluckyState>(
      "Plucky",
      [](const PluckyState& before, Player, Action, const PluckyState& after) -> std::string {
        for (const PluckyState* s : {&before, &after}) {
          if (std::string broken = check_cards(*s); !broken.empty()) return broken;
          if (std::string broken = check_fish(*s); !broken.empty()) return broken;
        }
        if (std::string broken = check_walrus(before, after); !broken.empty()) return broken;
        if (after.position().round < 1 || after.position().round > plucky::kMaxRounds)
          return "the round is " + n(after.position().round) + ", outside 1..60 (PL-11)";
        return check_refusals(after);
      });
}

}  // namespace rookery
