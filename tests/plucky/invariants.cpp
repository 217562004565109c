// The invariants of plucky checked at every move of the conformance playouts:
// every card and Event card accounted for, fish conserved, the Golden Fish in
// one place, the walrus' move (PL-3), and refusals that tell the truth.
#include "tests/invariants/invariants.h"

#include <array>
#include <string>

#include "games/plucky/plucky_state.h"

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
      tried.push_back(plucky::use_action(s.components(), static_cast<int>(t)));
    if (e == Effect::kOrcaEvent)
      tried.push_back(plucky::use_action(s.components(), static_cast<int>(t), 0));
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

// R6 and R17 worked out square by square, independently of the engine's arithmetic:
// whether some sequence of the movements the active penguin has left ends on the
// island. A movement is one square, two from water, the Swimmer's third once; a
// Snowstorm allows no extra square (PL-13g).
bool island_reachable(const PluckyState& s, int square, int movements, bool swimmer) {
  if (s.on_island(square)) return true;
  if (movements <= 0) return false;
  const Position& pos = s.position();
  const int squares = !s.in_water(square) || pos.snowstorm ? 1 : swimmer ? 3 : 2;
  bool found = false;
  const auto walk = [&](auto&& self, int at, int taken) -> void {
    if (found || taken == squares) return;
    for (int d = 0; d < 4 && !found; ++d) {
      const int next = plucky::step(at, d);
      if (next < 0) continue;
      if (island_reachable(s, next, movements - 1, swimmer && taken + 1 < 3)) found = true;
      self(self, next, taken + 1);
    }
  };
  walk(walk, square, 0);
  return found;
}

bool active_can_reach_island(const PluckyState& s) {
  const Position& pos = s.position();
  const plucky::Penguin& g = s.penguin(pos.active);
  const bool swimmer =
      g.character >= 0 && !g.ability_used &&
      s.source(plucky::kCharacterSource + g.character).effect == Effect::kSwimExtra;
  return island_reachable(s, g.square, pos.movements, swimmer);
}

// R17, PL-13h: in the Final Phase no turn ends off the island while the moves left
// could end it there, and no movement or pick-up of the penguin's own gives that up.
std::string check_final_phase(const PluckyState& before, Player player, Action action,
                              const PluckyState& after) {
  const Position& pos = before.position();
  if (!pos.final_phase || pos.active < 0 || player != pos.turn_player || pos.window_open ||
      pos.decision != Decision::kNone || pos.stack_size > 0)
    return {};
  const bool own_move = action == plucky::kEndTurn || plucky::is_special(action) ||
                        (action >= plucky::kMoveBase && action < plucky::kMoveBase + 100);
  if (!own_move || !active_can_reach_island(before)) return {};
  const int me = pos.active;
  if (action == plucky::kEndTurn) {
    if (before.on_island(before.penguin(me).square)) return {};
    return "the turn of " + before.penguin_label(me) +
           " ended off the island in the Final Phase while its moves left could reach it "
           "(R17, PL-13h)";
  }
  if (after.is_terminal() || after.position().active != me) return {};
  if (after.on_island(after.penguin(me).square) || active_can_reach_island(after)) return {};
  return "\"" + before.action_to_string(player, action) + "\" left the island out of reach of " +
         before.penguin_label(me) + "'s moves in the Final Phase (R17, PL-13h)";
}

// PL-13f: an offered play that can change nothing. A movement that ends where it
// began, and every card or ability the turn player is offered at the start of an
// action (nothing waiting), played out with everyone passing: the table must differ
// from the one where only that card was spent (or that ability used).
std::string check_no_op_plays(const PluckyState& s) {
  const Position& pos = s.position();
  if (s.is_terminal() || pos.active < 0 || pos.window_open || pos.stack_size > 0 ||
      pos.decision != Decision::kNone || pos.chance != ChanceKind::kNone)
    return {};
  const Player p = pos.turn_player;
  for (Action a : s.legal_actions(p)) {
    const auto use = plucky::read_use(s.components(), a);
    if (!use) continue;
    const int src = use->source;
    std::unique_ptr<State> played = s.clone();
    auto& t = dynamic_cast<PluckyState&>(*played);
    t.apply_unchecked(p, a);
    bool decided = false;  // a chance draw or someone's decision: the play did something
    for (int k = 0; k < 64 && !decided; ++k) {
      const Position& now = t.position();
      if (now.chance != ChanceKind::kNone || now.decision != Decision::kNone || t.is_terminal()) {
        decided = true;
      } else if (now.window_open) {
        PlayerList asked;
        t.acting_players(asked);
        t.apply_unchecked(asked[0], plucky::kPass);
      } else {
        break;
      }
    }
    if (decided || t.position().window_open || t.position().stack_size > 0) continue;
    Position spent = pos;  // the table with only the card spent or the ability used
    if (src < plucky::kCharacterSource) {
      const auto c = static_cast<std::size_t>(src);
      --spent.hands[static_cast<std::size_t>(p)][c];
      --spent.hand_size[static_cast<std::size_t>(p)];
      if (s.source(src).timing == plucky::Timing::kPadlock)
        ++spent.on_table[c];
      else
        ++spent.discard[c];
    } else {
      for (int i = 0; i < s.num_penguins(); ++i) {
        plucky::Penguin& g = spent.penguins[static_cast<std::size_t>(i)];
        if (g.owner == p && g.character == src - plucky::kCharacterSource) g.ability_used = true;
      }
    }
    Position result = t.position();
    result.window_start = spent.window_start;
    if (result == spent)
      return "\"" + s.action_to_string(p, a) + "\" is offered but changes nothing (PL-13f)";
  }
  return {};
}

}  // namespace

StateInvariant plucky_invariants() {
  return invariant_of<PluckyState>(
      "Plucky",
      [](const PluckyState& before, Player player, Action action,
         const PluckyState& after) -> std::string {
        for (const PluckyState* s : {&before, &after}) {
          if (std::string broken = check_cards(*s); !broken.empty()) return broken;
          if (std::string broken = check_fish(*s); !broken.empty()) return broken;
        }
        if (std::string broken = check_walrus(before, after); !broken.empty()) return broken;
        if (after.position().round < 1 || after.position().round > plucky::kMaxRounds)
          return "the round is " + n(after.position().round) + ", outside 1..60 (PL-11)";
        if (std::string broken = check_final_phase(before, player, action, after); !broken.empty())
          return broken;
        if (action >= plucky::kMoveBase && action < plucky::kMoveBase + 100 &&
            player == before.position().turn_player && before.position().active >= 0 &&
            after.position().active == before.position().active &&
            after.penguin(before.position().active).square ==
                before.penguin(before.position().active).square)
          return "\"" + before.action_to_string(player, action) +
                 "\" ends where it began: it only spends a movement (PL-13f)";
        if (std::string broken = check_no_op_plays(after); !broken.empty()) return broken;
        return check_refusals(after);
      });
}

}  // namespace rookery
