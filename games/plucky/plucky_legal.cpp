// Plucky Penguins' legality: what each player may do now and, for anything else,
// why not in the rulebook's words. One check per action serves legal_actions,
// is_legal and explain_illegal, so the list and the refusals cannot disagree.
#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>

#include "core/text.h"
#include "games/plucky/plucky_state.h"

namespace rookery::plucky {

enum class PluckyState::Problem : std::uint8_t {
  kNone,
  kNotActing,
  kNotAnAnswer,  // not one of the answers to the pending question
  kUnknownAction,
  kNotInTurn,        // a turn or padlock card outside your own turn
  kLightningTiming,  // a lightning play outside a window or in your own turn unprovoked
  kNoSuchCard,
  kNotYourCharacter,
  kAbilityUsed,
  kPassive,
  kShape,  // a penguin, direction or distance missing or too many
  kNoPenguin,
  kNotInArea,
  kNotInWater,
  kNotInWalrusArea,
  kRoundOne,
  kNoFishToTake,
  kWalrusWay,
  kSlideOverIce,
  kNotOnHole,
  kNoEventToCancel,
  kNoLightningToCancel,
  kNothingTargetsYou,
  kDiverActive,
  kNoMovementLeft,
  kOffBoard,
  kTooManySquares,
  kFinalPhaseIsland,
  kOwnFish,
  kHoldsGold,
  kNoGoldHere,
  kNoGoldHeld,
  kNoAlly,
  kTradeFish,
  kFinalPhaseNoFishing,
  kFishInWalrusArea,
  kSameHole,
  kHoleGuarded,
  kFishCap,
  kNotItsActivation,
  kFinalPhaseCloser,    // PL-13h: out of reach, a movement brings the penguin closer
  kGoesNowhere,         // PL-13f: a movement that ends where it began
  kHoleGuardedAlready,  // PL-13c
  kInForce,             // PL-13f: a second Snowstorm or Thick Ice
  kUnderThickIce,       // PL-13f: no Orca Event for a penguin under Thick Ice
  kTakerFull,           // PL-13f: the taker holds 5 fish
  kDeckEmpty,           // PL-13f: Rummage draws nothing
  kEventDoesNothing,    // PL-13f: Dodge against an Event that does nothing
  kSameSquareTie,       // PL-13f: the Leader named a second tied penguin of one square
};

int PluckyState::squares_allowed(int penguin) const {
  // R6: one square; a movement that starts in water may add one, and the Swimmer
  // one more, once per round. A Snowstorm stops every extra square in water, the
  // Swimmer's included ("for anyone", PL-13g).
  if (!in_water(pos_.penguins[static_cast<std::size_t>(penguin)].square) || pos_.snowstorm)
    return 1;
  return swimmer_ready(penguin) ? 3 : 2;
}

bool PluckyState::island_within_reach(int square, int movements, bool swimmer_ready) const {
  // R17: can `movements` more movements bring a penguin on `square` back onto the
  // island? In the Final Phase the corners have melted (the first penguin eaten
  // melts them, PL-4a), so every square off the island is water and each movement
  // from it covers 2 squares (1 in a Snowstorm), the Swimmer's once 1 more (R6).
  const int d = island_distance(square);
  if (d == 0) return true;
  if (movements <= 0) return false;
  if (!in_water(square)) return d <= movements;  // corner ice: one square a movement
  if (pos_.snowstorm) return d <= movements;     // no extra square at all (PL-13g)
  return d <= movements * 2 + (swimmer_ready ? 1 : 0);
}

PluckyState::Problem PluckyState::final_phase_problem(int from, int to, int movements_before,
                                                      int movements_after, bool swimmer_before,
                                                      bool swimmer_after) const {
  // R17, PL-13h: a turn may end off the island only when no sequence of the moves
  // left could end it there. While the island is within reach, whatever the
  // penguin does must keep it within reach; once it is not, each movement must
  // bring the penguin closer. Carrying the rival fish home in Capture the Fish
  // wins at once (R21): that turn does not end off the island.
  if (!pos_.final_phase || on_island(to) || delivers_rival_fish(pos_.active, to))
    return Problem::kNone;
  if (island_within_reach(from, movements_before, swimmer_before))
    return island_within_reach(to, movements_after, swimmer_after) ? Problem::kNone
                                                                   : Problem::kFinalPhaseIsland;
  return island_distance(to) < island_distance(from) ? Problem::kNone : Problem::kFinalPhaseCloser;
}

PluckyState::Problem PluckyState::end_turn_problem() const {
  // R17, PL-13h: off the island with movements left, a movement could still bring
  // the penguin onto it or closer to it (every square off the island has a
  // neighbour one square nearer: distances are counted in steps).
  const Penguin& g = pos_.penguins[static_cast<std::size_t>(pos_.active)];
  if (!pos_.final_phase || on_island(g.square) || pos_.movements <= 0) return Problem::kNone;
  return island_within_reach(g.square, pos_.movements, swimmer_ready(pos_.active))
             ? Problem::kFinalPhaseIsland
             : Problem::kFinalPhaseCloser;
}

bool PluckyState::swimmer_ready(int penguin) const {
  const Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  return g.character >= 0 && !g.ability_used &&
         source(kCharacterSource + g.character).effect == Effect::kSwimExtra;
}

PluckyState::Problem PluckyState::fishing_problem(int penguin, int hole) const {
  // PL-4 and PL-12d: the restrictions on fishing, which Lucky Catch obeys too.
  const Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  if (pos_.final_phase) return Problem::kFinalPhaseNoFishing;  // R17
  if (in_walrus_area(g.square)) return Problem::kFishInWalrusArea;
  if (hole == g.last_hole) return Problem::kSameHole;
  // PL-13e: only the guarding penguin fishes there, not its player's other penguins.
  const int guard = pos_.hole_guard[static_cast<std::size_t>(hole)];
  if (guard >= 0 && guard != penguin) return Problem::kHoleGuarded;
  if (g.fish >= kMaxFish || pos_.supply == 0) return Problem::kFishCap;
  return Problem::kNone;
}

int PluckyState::hole_guard_player(int hole) const {
  const int guard = pos_.hole_guard[static_cast<std::size_t>(hole)];
  return guard < 0 ? -1 : pos_.penguins[static_cast<std::size_t>(guard)].owner;
}

std::array<int, 4> PluckyState::hole_guard_players() const {
  std::array<int, 4> out{};
  for (int h = 0; h < 4; ++h) out[static_cast<std::size_t>(h)] = hole_guard_player(h);
  return out;
}

bool PluckyState::any_discards() const {
  for (std::uint8_t c : pos_.discard)
    if (c > 0) return true;
  return false;
}

bool PluckyState::may_fish(int penguin, int hole) const {
  return fishing_problem(penguin, hole) == Problem::kNone;
}

int PluckyState::island_distance(int square) const {
  return components_->board.island_distance[static_cast<std::size_t>(square)];
}

PluckyState::Problem PluckyState::check_move(Player p, Action a) const {
  const int code = static_cast<int>(a - kMoveBase);
  const int dirs[3] = {code / 25, (code / 5) % 5 - 1, code % 5 - 1};
  if (dirs[1] < 0 && dirs[2] >= 0) return Problem::kUnknownAction;
  if (pos_.movements <= 0) return Problem::kNoMovementLeft;
  (void)p;
  const int from = pos_.penguins[static_cast<std::size_t>(pos_.active)].square;
  int square = from;
  int squares = 0;
  for (int d : dirs) {
    if (d < 0) break;
    square = step(square, d);
    if (square < 0) return Problem::kOffBoard;
    ++squares;
  }
  if (squares > squares_allowed(pos_.active)) return Problem::kTooManySquares;
  if (square == from) return Problem::kGoesNowhere;  // PL-13f: only spends a movement
  if (!pos_.final_phase) return Problem::kNone;
  // A third square is the Swimmer's (a second from water being the water's own).
  const bool swimmer = swimmer_ready(pos_.active);
  return final_phase_problem(from, square, pos_.movements, pos_.movements - 1, swimmer,
                             swimmer && squares < 3);
}

PluckyState::Problem PluckyState::source_problem(Player p, int src) const {
  const int n_sources = kCharacterSource + static_cast<int>(components_->characters.size());
  if (src >= n_sources ||
      (src < kCharacterSource && src >= static_cast<int>(components_->cards.size())))
    return Problem::kUnknownAction;
  const Usable& u = source(src);
  const int me = user_penguin(p, src);
  // Who may use it, and when (R5, R7, R8).
  if (src < kCharacterSource) {
    if (hand_count(p, src) == 0) return Problem::kNoSuchCard;
  }
  if (me < 0) return Problem::kNotYourCharacter;
  const Penguin& self = pos_.penguins[static_cast<std::size_t>(me)];
  if (!self.alive) return Problem::kNotYourCharacter;
  if (src >= kCharacterSource) {
    if (u.timing == Timing::kPassive) return Problem::kPassive;
    if (self.ability_used) return Problem::kAbilityUsed;
    // PL-12e: an ability without the lightning symbol is used by its own penguin
    // in that penguin's own turn, not during another penguin's activation.
    if (u.timing != Timing::kLightning && pos_.turn_player == p && pos_.active != me)
      return Problem::kNotItsActivation;
  }
  const bool in_window = pos_.window_open && pos_.window_at == p;
  if (u.timing == Timing::kLightning) {
    if (!in_window) return Problem::kLightningTiming;
  } else if (in_window || pos_.turn_player != p) {
    return Problem::kNotInTurn;
  }
  return Problem::kNone;
}

PluckyState::Problem PluckyState::check_use(Player p, Action a) const {
  const UseIds::Use use = *read_use(*components_, a);
  if (const Problem who = source_problem(p, use.source); who != Problem::kNone) return who;
  return use_problem(p, use.source, user_penguin(p, use.source), use.target, use.dir, use.amount);
}

PluckyState::Problem PluckyState::use_problem(Player p, int src, int me, int target, int dir,
                                              int amount) const {
  const Usable& u = source(src);
  // Its shape: a penguin, a direction and a distance where the effect needs them.
  const bool want_target = needs_target(u.effect);
  const bool want_dir = needs_direction(u.effect);
  if (want_target != (target != kNoTarget) || want_dir != (dir != kNoDirection) ||
      (!chooses_amount(u.effect) && amount != 1) || amount > u.amount) {
    return Problem::kShape;
  }
  if (want_target &&
      (target >= options_.penguins || !pos_.penguins[static_cast<std::size_t>(target)].alive))
    return Problem::kNoPenguin;
  return effect_problem(p, src, me, target, dir, amount);
}

PluckyState::Problem PluckyState::effect_problem(Player p, int src, int me, int target, int dir,
                                                 int amount) const {
  const Usable& u = source(src);
  const Penguin& self = pos_.penguins[static_cast<std::size_t>(me)];
  const Penguin* t =
      target != kNoTarget ? &pos_.penguins[static_cast<std::size_t>(target)] : nullptr;
  switch (u.effect) {
    case Effect::kBellySlide: {
      int square = self.square;
      for (int k = 0; k < amount; ++k) {
        square = step(square, dir);
        if (square < 0 || in_water(square)) return Problem::kSlideOverIce;
      }
      return Problem::kNone;
    }
    case Effect::kPushInArea:
    case Effect::kPushInWater: {
      if (const Problem where = target_problem(u.effect, me, target); where != Problem::kNone)
        return where;
      const int next = step(t->square, dir);
      if (next < 0) return Problem::kOffBoard;
      // R17, PL-13h: in the Final Phase a player may not push its own penguin, in
      // its own turn, where a movement could not go.
      if (pos_.final_phase && pos_.turn_player == p && target == pos_.active) {
        const bool swimmer = swimmer_ready(target);
        return final_phase_problem(t->square, next, pos_.movements, pos_.movements, swimmer,
                                   swimmer);
      }
      return Problem::kNone;
    }
    case Effect::kStealFish:
      if (distance(self.square, t->square) > 1) return Problem::kNotInArea;
      if (t->fish == 0 || target == me) return Problem::kNoFishToTake;
      return self.fish >= kMaxFish ? Problem::kTakerFull : Problem::kNone;  // PL-13f
    case Effect::kWalrusStep: {
      const int next = step(pos_.walrus, dir);
      if (next < 0 || !on_island(next) ||
          distance(next, t->square) >= distance(pos_.walrus, t->square)) {
        return Problem::kWalrusWay;
      }
      return Problem::kNone;
    }
    case Effect::kOrcaEvent:
      if (pos_.round == 1) return Problem::kRoundOne;
      if (!in_water(t->square)) return Problem::kNotInWater;
      return t->thick_ice ? Problem::kUnderThickIce : Problem::kNone;  // PL-13f
    case Effect::kWalrusAreaEvent:
      if (pos_.round == 1) return Problem::kRoundOne;
      if (!in_walrus_area(t->square)) return Problem::kNotInWalrusArea;
      // In water it is an Orca Event (R9), which Thick Ice keeps away (PL-13f).
      return in_water(t->square) && t->thick_ice ? Problem::kUnderThickIce : Problem::kNone;
    case Effect::kCancelEvent: {
      const int entry = event_entry_of(me);
      if (entry < 0) return Problem::kNoEventToCancel;
      // PL-13f: an Event that does nothing wherever its penguin stands.
      return event_card(pos_.stack[static_cast<std::size_t>(entry)]).effect == EventEffect::kNothing
                 ? Problem::kEventDoesNothing
                 : Problem::kNone;
    }
    case Effect::kRedrawEvent:
      return event_entry_of(me) >= 0 ? Problem::kNone : Problem::kNoEventToCancel;
    case Effect::kCancelLightning:
      // PL-6: Counter cancels a lightning *card*; a lightning ability is not a card.
      return lightning_on_top() && pos_.stack[pos_.stack_size - 1u].source < kCharacterSource &&
                     !pos_.stack[pos_.stack_size - 1u].cancelled
                 ? Problem::kNone
                 : Problem::kNoLightningToCancel;
    case Effect::kCancelTargeting:
      for (int i = 0; i < pos_.stack_size; ++i) {
        const Entry& x = pos_.stack[static_cast<std::size_t>(i)];
        if (!x.event && !x.cancelled && x.source < kCharacterSource && x.target == me)
          return Problem::kNone;
      }
      return Problem::kNothingTargetsYou;
    case Effect::kHoleGuard: {
      const int hole = components_->board.hole_index[static_cast<std::size_t>(self.square)];
      if (hole < 0) return Problem::kNotOnHole;
      if (pos_.final_phase) return Problem::kFinalPhaseNoFishing;  // PL-13f: nobody fishes
      return pos_.hole_guard[static_cast<std::size_t>(hole)] >= 0 ? Problem::kHoleGuardedAlready
                                                                  : Problem::kNone;  // PL-13c
    }
    case Effect::kNoOrcaEvents:  // PL-13f: already in force for the round
      return self.thick_ice ? Problem::kInForce : Problem::kNone;
    case Effect::kNoWaterBonus:
      return pos_.snowstorm ? Problem::kInForce : Problem::kNone;
    case Effect::kDrawCards:  // PL-13f: a deck with nothing to draw (and no discards to shuffle)
      return pos_.deck_size == 0 && !(options_.reshuffle_actions && any_discards())
                 ? Problem::kDeckEmpty
                 : Problem::kNone;
    case Effect::kFishOnHole: {  // Lucky Catch obeys the fishing restrictions (PL-12d, R17)
      const int hole = components_->board.hole_index[static_cast<std::size_t>(self.square)];
      return hole < 0 ? Problem::kNotOnHole : fishing_problem(me, hole);
    }
    case Effect::kCheaperEvade:  // PL-13f: no Event is drawn in round 1, and it lapses then
      if (pos_.round == 1) return Problem::kRoundOne;
      return self.cheaper_evade ? Problem::kDiverActive : Problem::kNone;
    case Effect::kSwimExtra:
    case Effect::kFishNextToHole:
      return Problem::kPassive;
    default:
      return Problem::kNone;
  }
}

PluckyState::Problem PluckyState::target_problem(Effect effect, int me, int target) const {
  const int from = pos_.penguins[static_cast<std::size_t>(me)].square;
  const int at = pos_.penguins[static_cast<std::size_t>(target)].square;
  switch (effect) {
    case Effect::kPushInArea:  // the target in the user's area (PL-2)
      return distance(from, at) > 1 ? Problem::kNotInArea : Problem::kNone;
    case Effect::kPushInWater:
      return in_water(at) ? Problem::kNone : Problem::kNotInWater;
    default:
      return Problem::kNone;
  }
}

PluckyState::Problem PluckyState::check(Player p, Action a) const {
  PlayerList acting;
  acting_players(acting);
  if (p < 0 || !acting.contains(p)) return Problem::kNotActing;
  return check_acting(p, a);
}

PluckyState::Problem PluckyState::check_acting(Player p, Action a) const {
  const auto self = static_cast<std::size_t>(p);
  const auto answer = [&](bool ok) { return ok ? Problem::kNone : Problem::kNotAnAnswer; };
  int count = 0;
  switch (pos_.decision) {
    case Decision::kChooseCharacter: {
      const int c = static_cast<int>(a - kCharacterBase);
      if (c < 0 || c >= kCharacters) return Problem::kNotAnAnswer;
      for (int i = 0; i < options_.penguins; ++i) {
        if (pos_.penguins[static_cast<std::size_t>(i)].character == c) return Problem::kNotAnAnswer;
      }
      return Problem::kNone;
    }
    case Decision::kPlace: {
      const Action sq = a - kPlaceBase;
      if (sq < 0 || sq >= kSquares ||
          components_->board.terrain[static_cast<std::size_t>(sq)] != Terrain::kCorner) {
        return Problem::kNotAnAnswer;
      }
      // Capture the Fish: each team starts in its own corner (team 1 top left).
      if (options_.mode == Mode::kCaptureTheFish) {
        const int team = options_.team[static_cast<std::size_t>(pos_.seat_cursor)];
        return answer(corner_group(static_cast<int>(sq)) == (team == 0 ? 0 : 3));
      }
      return Problem::kNone;
    }
    case Decision::kEvade:
      return answer(a == kEvade || a == kAccept);
    case Decision::kDiscard:
    case Decision::kHandLimit: {
      const Action t = a - kDiscardBase;
      return answer(t >= 0 && t < kMaxCardKinds &&
                    pos_.hands[self][static_cast<std::size_t>(t)] > 0);
    }
    case Decision::kWalrusTarget: {
      const Action i = a - kChoosePenguin;
      if (i < 0 || i >= options_.penguins) return Problem::kNotAnAnswer;
      const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
      const bool holder = pos_.gold_holder[0] >= 0 || pos_.gold_holder[1] >= 0;
      // PL-3: the walrus' candidates (the Golden Fish's holder first), nearest and
      // then richest first: the lowest key.
      const auto candidate = [&](int j) {
        return pos_.penguins[static_cast<std::size_t>(j)].alive && (!holder || gold_of(j) >= 0);
      };
      const auto key = [&](int j) {
        const Penguin& h = pos_.penguins[static_cast<std::size_t>(j)];
        return distance(h.square, pos_.walrus) * 16 - h.fish;
      };
      int best = kSquares * 16;
      for (int j = 0; j < options_.penguins; ++j) {
        if (candidate(j)) best = std::min(best, key(j));
      }
      const auto nearest = [&](int j) { return candidate(j) && key(j) == best; };
      // PL-13f: tied penguins on one square send the walrus the same way: the
      // first of them stands for the square.
      for (int j = 0; j < i; ++j) {
        if (nearest(j) && pos_.penguins[static_cast<std::size_t>(j)].square == g.square)
          return nearest(static_cast<int>(i)) ? Problem::kSameSquareTie : Problem::kNotAnAnswer;
      }
      return answer(nearest(static_cast<int>(i)));
    }
    case Decision::kActivate: {
      const Action i = a - kActivateBase;
      if (i < 0 || i >= options_.penguins) return Problem::kNotAnAnswer;
      const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
      return answer(g.owner == p && g.alive && !(pos_.activated & (1u << i)));
    }
    case Decision::kWalrusStep:
    case Decision::kCurrentStep:
    case Decision::kShoveStep: {
      const std::array<int, 4> options = pending_steps(count);
      for (int k = 0; k < count; ++k) {
        if (a == kChooseDirection + options[static_cast<std::size_t>(k)]) return Problem::kNone;
      }
      return Problem::kNotAnAnswer;
    }
    case Decision::kNone:
      break;
  }
  if (pos_.window_open) {
    if (a == kPass) return Problem::kNone;  // R7: passing is always legal
    if (!read_use(*components_, a)) return Problem::kNotAnAnswer;
    return check_use(p, a);
  }
  if (is_special(a)) return check_special(p, a);
  if (a == kEndTurn) return end_turn_problem();
  if (a >= kMoveBase && a < kMoveBase + 100) return check_move(p, a);
  if (read_use(*components_, a)) return check_use(p, a);
  return Problem::kUnknownAction;
}

PluckyState::Problem PluckyState::check_special(Player p, Action a) const {
  (void)p;
  if (pos_.window_open || pos_.active < 0) return Problem::kUnknownAction;
  if (pos_.movements <= 0) return Problem::kNoMovementLeft;
  const Penguin& me = pos_.penguins[static_cast<std::size_t>(pos_.active)];
  const Problem problem = check_special_shape(a);
  if (problem != Problem::kNone) return problem;
  // R17, PL-13h: each of these spends a movement where the penguin stands.
  const bool swimmer = swimmer_ready(pos_.active);
  return final_phase_problem(me.square, me.square, pos_.movements, pos_.movements - 1, swimmer,
                             swimmer);
}

PluckyState::Problem PluckyState::check_special_shape(Action a) const {
  const Penguin& me = pos_.penguins[static_cast<std::size_t>(pos_.active)];
  const int my_team = options_.team[static_cast<std::size_t>(pos_.active)];
  if (a < kPassGoldBase) {  // pick up a Golden Fish from the ground (PL-11)
    const int f = static_cast<int>(a - kPickUpBase);
    if (f >= options_.golden_fish) return Problem::kUnknownAction;
    if (options_.mode == Mode::kCaptureTheFish && f == my_team) return Problem::kOwnFish;
    if (gold_of(pos_.active) >= 0) return Problem::kHoldsGold;
    return pos_.gold_square[static_cast<std::size_t>(f)] == me.square ? Problem::kNone
                                                                      : Problem::kNoGoldHere;
  }
  // Passing the Golden Fish or trading fish: with an ally on the same square.
  const int ally = static_cast<int>(a < kTradeBase ? a - kPassGoldBase : (a - kTradeBase) / 11);
  if (one_penguin_each(options_.mode)) return Problem::kNoAlly;
  if (ally >= options_.penguins || ally == pos_.active) return Problem::kNoAlly;
  const Penguin& other = pos_.penguins[static_cast<std::size_t>(ally)];
  if (!other.alive || options_.team[static_cast<std::size_t>(ally)] != my_team ||
      other.square != me.square) {
    return Problem::kNoAlly;
  }
  if (a < kTradeBase) {
    if (gold_of(pos_.active) < 0) return Problem::kNoGoldHeld;
    return gold_of(ally) >= 0 ? Problem::kHoldsGold : Problem::kNone;
  }
  const int give = static_cast<int>((a - kTradeBase) % 11) - 5;
  if (give == 0) return Problem::kUnknownAction;
  const int from = give > 0 ? me.fish : other.fish;
  const int to = give > 0 ? other.fish : me.fish;
  const int n = give > 0 ? give : -give;
  return from >= n && to + n <= kMaxFish ? Problem::kNone : Problem::kTradeFish;
}

bool PluckyState::is_legal(Player player, Action action) const {
  return check(player, action) == Problem::kNone;
}

void PluckyState::add_moves(Player player, ActionList& out) const {
  // Only paths that stay on the board, are no longer than a movement allows and
  // end away from where they began are generated: check_move refuses the others
  // whatever the rest of the state.
  // Before the Final Phase that is all check_move asks (R6), so only the Final
  // Phase's island rule (R17) needs the full check.
  if (pos_.movements <= 0) return;
  const int allowed = squares_allowed(pos_.active);
  const int from = pos_.penguins[static_cast<std::size_t>(pos_.active)].square;
  const bool island_rule = pos_.final_phase;
  const auto add_if = [&](Action a) {
    assert(island_rule || check_move(player, a) == Problem::kNone);
    if (!island_rule || check_move(player, a) == Problem::kNone) out.push_back(a);
  };
  for (int d1 = 0; d1 < 4; ++d1) {
    const int s1 = step(from, d1);
    if (s1 < 0) continue;
    add_if(move_action(d1));
    if (allowed < 2) continue;
    for (int d2 = 0; d2 < 4; ++d2) {
      const int s2 = step(s1, d2);
      if (s2 < 0) continue;
      if (s2 != from) add_if(move_action(d1, d2));  // back where it began: nothing (PL-13f)
      if (allowed < 3) continue;
      for (int d3 = 0; d3 < 4; ++d3) {
        if (step(s2, d3) >= 0) add_if(move_action(d1, d2, d3));
      }
    }
  }
}

namespace {

// A bit per title held (bit t: hand[t] > 0), eight titles at a time: each byte's
// "not zero" lands in its high bit, and one multiply gathers the eight high
// bits into the top byte (the cross terms fall below it or past the word).
std::uint32_t titles_held(const CardCounts& hand) {
  static_assert(kMaxCardKinds % 8 == 0 && kMaxCardKinds <= 32);
  static_assert(std::endian::native == std::endian::little, "byte t is bits 8t..8t+7");
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  std::uint32_t held = 0;
  for (int w = 0; w < kMaxCardKinds / 8; ++w) {
    std::uint64_t x;
    std::memcpy(&x, hand.data() + 8 * w, sizeof x);
    const std::uint64_t nonzero = (((x & kLow7) + kLow7) | x) & ~kLow7;
    held |= static_cast<std::uint32_t>(((nonzero >> 7) * 0x0102040810204080ULL) >> 56) << (8 * w);
  }
  return held;
}

}  // namespace

void PluckyState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  PlayerList acting;
  acting_players(acting);
  if (player < 0 || !acting.contains(player)) return;
  // Capacity (kMaxLegalActions, 1024): with the built-in data a turn offers at most
  // end turn 1 + moves 84 + Golden Fish and trades 79 + cards 15 titles (at most 32
  // each: 8 penguins x 4 directions) + 4 abilities x 32 < 700. Data with 24 titles of
  // such cards could pass it: then the program stops loudly instead of truncating.
  const auto add_if = [&](Action a) {
    if (check_acting(player, a) != Problem::kNone) return;
    if (out.size() >= kMaxLegalActions) capacity_exceeded("the list of legal actions");
    out.push_back(a);
  };
  switch (pos_.decision) {
    case Decision::kChooseCharacter:
      for (int c = 0; c < kCharacters; ++c) add_if(kCharacterBase + c);
      return;
    case Decision::kPlace:
      for (int s = 0; s < kSquares; ++s) add_if(kPlaceBase + s);
      return;
    case Decision::kEvade:
      out.push_back(kEvade);
      out.push_back(kAccept);
      return;
    case Decision::kDiscard:
    case Decision::kHandLimit:  // any title held (check_acting's answer)
      for (std::uint32_t m = titles_held(pos_.hands[static_cast<std::size_t>(player)]); m != 0;
           m &= m - 1) {
        out.push_back(kDiscardBase + std::countr_zero(m));
      }
      return;
    case Decision::kWalrusTarget:
      for (int i = 0; i < options_.penguins; ++i) add_if(kChoosePenguin + i);
      return;
    case Decision::kActivate:
      for (int i = 0; i < options_.penguins; ++i) add_if(kActivateBase + i);
      return;
    case Decision::kWalrusStep:
    case Decision::kCurrentStep:
    case Decision::kShoveStep: {  // the steps check_acting accepts, in direction order
      int count = 0;
      const std::array<int, 4> steps = pending_steps(count);
      for (int k = 0; k < count; ++k)
        out.push_back(kChooseDirection + steps[static_cast<std::size_t>(k)]);
      return;
    }
    case Decision::kNone:
      break;
  }
  if (pos_.window_open) {
    out.push_back(kPass);
  } else {
    add_if(kEndTurn);
    add_moves(player, out);
    if (options_.golden_fish > 0 || !one_penguin_each(options_.mode)) {
      for (Action a = kPickUpBase; a < kTradeBase + 11 * kMaxPenguins; ++a) {
        if (is_special(a)) add_if(a);
      }
    }
  }
  // Cards in hand and the character's ability, with every target they allow, in
  // the order of their sources.
  std::array<int, kMaxCardKinds + kCharacters> sources;  // only the first n_sources are read
  std::size_t n_sources = 0;
  const int n_cards = static_cast<int>(components_->cards.size());
  const auto& hand = pos_.hands[static_cast<std::size_t>(player)];
  // R7: in a window only lightning cards, out of one only the others (source_problem).
  const std::uint32_t lightning = components_->lightning_cards;
  const std::uint32_t playable_now = pos_.window_open ? lightning : ~lightning;
  const std::uint32_t held = titles_held(hand) & ((1u << std::min(n_cards, kCharacterSource)) - 1);
  for (std::uint32_t m = held & playable_now; m != 0; m &= m - 1) {
    sources[n_sources++] = std::countr_zero(m);
  }
  const std::size_t first_ability = n_sources;
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.owner == player && g.character >= 0)
      sources[n_sources++] = kCharacterSource + g.character;
  }
  const auto abilities = sources.begin() + static_cast<std::ptrdiff_t>(first_ability);
  std::sort(abilities, sources.begin() + static_cast<std::ptrdiff_t>(n_sources));
  n_sources = static_cast<std::size_t>(
      std::unique(abilities, sources.begin() + static_cast<std::ptrdiff_t>(n_sources)) -
      sources.begin());
  for (std::size_t k = 0; k < n_sources; ++k) {
    const int src = sources[k];
    // Most cards in hand cannot be played at this moment (R7's timings): one
    // check for the card instead of one for each of its up to 96 targetings.
    if (source_problem(player, src) != Problem::kNone) continue;
    const int me = user_penguin(player, src);
    const Usable& u = source(src);
    const int targets = needs_target(u.effect) ? options_.penguins : 1;
    const int dirs = needs_direction(u.effect) ? 4 : 1;
    const int amounts = chooses_amount(u.effect) ? std::min(u.amount, kMaxAmount) : 1;
    for (int t = 0; t < targets; ++t) {
      const int target = needs_target(u.effect) ? t : kNoTarget;
      // A dead penguin is no target: one check instead of one per direction.
      if (target != kNoTarget && (!pos_.penguins[static_cast<std::size_t>(t)].alive ||
                                  target_problem(u.effect, me, target) != Problem::kNone))
        continue;
      for (int d = 0; d < dirs; ++d) {
        for (int m = 1; m <= amounts; ++m) {
          const int dir = needs_direction(u.effect) ? d : kNoDirection;
          if (effect_problem(player, src, me, target, dir, m) != Problem::kNone) continue;
          if (out.size() >= kMaxLegalActions) capacity_exceeded("the list of legal actions");
          out.push_back(use_action(*components_, src, target, dir, m));
        }
      }
    }
  }
}

std::string PluckyState::explain_illegal(Player player, Action action) const {
  const Problem problem = check(player, action);
  const std::string who = player_name(player);
  // PL-12e, PL-13e: an ability answers for its own penguin, which its refusals name
  // in the team modes (elsewhere each player has one penguin, named by its player).
  const std::optional<UseIds::Use> use = read_use(*components_, action);
  const bool ability = use && use->source >= kCharacterSource;
  const int me = ability ? user_penguin(player, use->source) : -1;
  const bool own_penguin = me >= 0 && !one_penguin_each(options_.mode);
  const std::string penguin = own_penguin ? penguin_name(options_.mode, me) : who + "'s penguin";
  switch (problem) {
    case Problem::kNone:
    case Problem::kNotActing:
    case Problem::kNotAnAnswer:
    case Problem::kUnknownAction:
      return "";
    case Problem::kNotInTurn:
      return "cards without a symbol and padlock cards are played in your own turn only (R7)";
    case Problem::kLightningTiming:
      return "lightning cards and abilities are played out of your own turn, or in response "
             "to another lightning play (R7)";
    case Problem::kNoSuchCard:
      return who + " holds no such card";
    case Problem::kNotYourCharacter:
      return "that is not " + who + "'s character";
    case Problem::kAbilityUsed:
      return who + "'s ability has been used this round (once per round, PL-5)";
    case Problem::kPassive:
      return "that ability works by itself; it is not played";
    case Problem::kShape:
      return "that card needs exactly the penguin, direction and distance its text asks for";
    case Problem::kNoPenguin:
      return "no such penguin in the game";
    case Problem::kNotInArea:
      return "the target must be in your penguin's area (its square or one next to it, PL-2)";
    case Problem::kNotInWater:
      return "the target must be in water";
    case Problem::kNotInWalrusArea:
      return "the target must be in the walrus' area";
    case Problem::kRoundOne:
      return "no Event card is drawn in the first round, in any case (PL-4a)";
    case Problem::kNoFishToTake:
      return "there is no fish to take from that penguin";
    case Problem::kWalrusWay:
      return "the walrus steps onto an island square that brings it closer to the penguin named";
    case Problem::kSlideOverIce:
      return "a Belly Slide goes straight over ice only, and stays on the board";
    case Problem::kNotOnHole:
      return penguin + " is not on a fishing hole";
    case Problem::kNoEventToCancel:
      if (own_penguin)
        return "an ability serves its own penguin (PL-12e, PL-13e), and " + penguin +
               " has no Event waiting to resolve";
      return who + " has drawn no Event that is waiting to resolve";
    case Problem::kNoLightningToCancel:
      return "no lightning card has just been played";
    case Problem::kNothingTargetsYou:
      if (own_penguin)
        return "an ability serves its own penguin (PL-12e, PL-13e), and no Action card waiting "
               "on the table targets " +
               penguin;
      return "no Action card waiting on the table targets " + who + "'s penguin";
    case Problem::kDiverActive:
      return penguin + "'s next Event already costs one fish less";
    case Problem::kNoMovementLeft:
      return who + " has no movement left this turn";
    case Problem::kOffBoard:
      return "that would leave the board";
    case Problem::kTooManySquares:
      return "a movement is one square; one more only when it starts in water (not in a "
             "Snowstorm), and the Swimmer's once per round (R6)";
    case Problem::kOwnFish:
      return "in Capture the Fish a team carries the rival team's Golden Fish, not its own";
    case Problem::kHoldsGold:
      return "a penguin carries one Golden Fish at a time";
    case Problem::kNoGoldHere:
      return "the Golden Fish is not on this penguin's square";
    case Problem::kNoGoldHeld:
      return "this penguin holds no Golden Fish";
    case Problem::kNoAlly:
      return "fish pass between allied penguins on the same square, in the team modes (PL-11)";
    case Problem::kTradeFish:
      return "not that many fish to give, or more than 5 for the one receiving (PL-4)";
    case Problem::kFinalPhaseIsland:
      return "in the Final Phase a penguin may not end its turn off the central island on "
             "purpose: the moves it has left can still bring it there (R17, PL-13h)";
    case Problem::kFinalPhaseNoFishing:
      return "penguins can not fish anymore in the Final Phase (R17)";
    case Problem::kFishInWalrusArea:
      return "a penguin in the walrus' area can not fish (PL-4, PL-12d)";
    case Problem::kSameHole:
      return "a penguin can not fish from the hole it fished last before fishing from another "
             "(PL-4, PL-12d)";
    case Problem::kHoleGuarded:
      return "another penguin guards this hole with Hole Guard this round (PL-12d, PL-13e)";
    case Problem::kFishCap:
      return "a penguin holds 5 fish at most, and the supply must have one to give (PL-4)";
    case Problem::kNotItsActivation:
      return "a penguin's ability is used by that penguin in its own turn (PL-12e)";
    case Problem::kFinalPhaseCloser:
      return "in the Final Phase a penguin that can no longer reach the central island spends "
             "each movement coming closer to it (R17, PL-13h)";
    case Problem::kGoesNowhere:
      return "that movement ends where it began: it would change nothing (PL-13f)";
    case Problem::kHoleGuardedAlready:
      return "this hole is guarded already this round: it can not be guarded again (PL-13c)";
    case Problem::kInForce:
      return "that card is already in force this round: a second one would change nothing "
             "(PL-13f)";
    case Problem::kUnderThickIce:
      return "that penguin is under Thick Ice: it draws no Orca Events this round (PL-13f)";
    case Problem::kTakerFull:
      return penguin + " holds 5 fish already: it could take nothing (PL-4, PL-13f)";
    case Problem::kDeckEmpty:
      return "the Action deck is empty: Rummage would draw nothing (PL-9, PL-13f)";
    case Problem::kSameSquareTie:
      return "the tied penguins on that square send the walrus the same way: the square is "
             "named by its first penguin (PL-13f)";
    case Problem::kEventDoesNothing:
      return "that Event does nothing: there is nothing to dodge (PL-13f)";
  }
  return "";
}

}  // namespace rookery::plucky
