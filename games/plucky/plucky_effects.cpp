// Plucky Penguins' effects: response windows and the stack (PL-8), one
// primitive per card and ability effect (PL-5, PL-6) and per Event effect (PL-7).
#include <algorithm>

#include "games/plucky/plucky_state.h"

namespace rookery::plucky {

// ---- response windows (PL-8) ----------------------------------------------

void PluckyState::open_window(int opener) {
  pos_.window_open = true;
  pos_.window_mask = static_cast<std::uint8_t>((1u << options_.players) - 1);
  pos_.window_start = static_cast<std::int8_t>((opener + 1) % options_.players);
  pos_.window_at = -1;
}

bool PluckyState::window_eligible(int seat) const {
  // Who is asked depends on public facts only (hand sizes, abilities used, whose
  // turn it is), so being asked reveals nothing (PL-8).
  if (!alive_player(seat)) return false;
  // R7: in your own turn only in response to another lightning play.
  if (seat == pos_.turn_player && !lightning_on_top()) return false;
  if (pos_.hand_size[static_cast<std::size_t>(seat)] > 0) return true;
  // No card in hand: a ready lightning ability is the only answer left.
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.owner == seat && g.alive && g.character >= 0 && !g.ability_used &&
        source(kCharacterSource + g.character).timing == Timing::kLightning)
      return true;
  }
  return false;
}

bool PluckyState::find_asked() {
  for (int i = 0; i < options_.players; ++i) {
    const int s = (pos_.window_start + i) % options_.players;
    if ((pos_.window_mask & (1u << s)) == 0) continue;
    if (window_eligible(s)) {
      pos_.window_at = static_cast<std::int8_t>(s);
      return true;
    }
    pos_.window_mask = static_cast<std::uint8_t>(pos_.window_mask & ~(1u << s));
  }
  pos_.window_at = -1;
  return false;
}

bool PluckyState::lightning_on_top() const {
  if (pos_.stack_size == 0) return false;
  const Entry& top = pos_.stack[pos_.stack_size - 1u];
  return !top.event && source(top.source).timing == Timing::kLightning;
}

int PluckyState::event_entry_of(int penguin) const {
  for (int i = pos_.stack_size - 1; i >= 0; --i) {
    const Entry& e = pos_.stack[static_cast<std::size_t>(i)];
    if (e.event && e.drawn && !e.cancelled && e.penguin == penguin) return i;
  }
  return -1;
}

void PluckyState::play_use(int seat, Action use) {
  const UseIds::Use u = *read_use(*components_, use);
  push_use(seat, u.source, u.target, u.dir, u.amount);
}

void PluckyState::push_use(int seat, int src, int target, int dir, int amount) {
  const auto s = static_cast<std::size_t>(seat);
  const Usable& u = source(src);
  const int user = user_penguin(seat, src);
  if (src < kCharacterSource) {
    --pos_.hands[s][static_cast<std::size_t>(src)];
    --pos_.hand_size[s];
  } else {
    pos_.penguins[static_cast<std::size_t>(user)].ability_used = true;
  }
  Entry e;
  e.player = static_cast<std::int8_t>(seat);
  e.penguin = static_cast<std::int8_t>(user);
  e.source = static_cast<std::int8_t>(src);
  e.target = static_cast<std::int8_t>(target);
  e.dir = static_cast<std::int8_t>(dir);
  e.amount = static_cast<std::int8_t>(amount);
  switch (u.effect) {
    case Effect::kCancelLightning:
      e.cancels = static_cast<std::int8_t>(pos_.stack_size - 1);
      break;
    case Effect::kCancelTargeting:
      for (int i = pos_.stack_size - 1; i >= 0 && e.cancels < 0; --i) {
        const Entry& x = pos_.stack[static_cast<std::size_t>(i)];
        if (!x.event && !x.cancelled && x.source < kCharacterSource && x.target == e.penguin)
          e.cancels = static_cast<std::int8_t>(i);
      }
      break;
    case Effect::kCancelEvent:
    case Effect::kRedrawEvent:
      e.cancels = static_cast<std::int8_t>(event_entry_of(e.penguin));
      break;
    default:
      break;
  }
  if (pos_.stack_size >= kMaxStack) capacity_exceeded("the stack of plays");
  pos_.stack[pos_.stack_size++] = e;
  // PL-8: a window after each lightning play and each play that targets or moves a penguin.
  if (u.timing == Timing::kLightning || target != kNoTarget || u.effect == Effect::kBellySlide) {
    open_window(seat);
  }
}

// ---- resolution -----------------------------------------------------------

void PluckyState::resolve_top() {
  Entry& top = pos_.stack[pos_.stack_size - 1u];
  if (top.event) {
    resolve_event(top);
    return;
  }
  const Entry e = top;
  --pos_.stack_size;
  if (e.source < kCharacterSource) {
    const auto t = static_cast<std::size_t>(e.source);
    if (!e.cancelled && source(e.source).timing == Timing::kPadlock) {
      ++pos_.on_table[t];  // R8: it lasts until the end of the round
    } else {
      ++pos_.discard[t];  // PL-9
    }
  }
  if (!e.cancelled && pos_.penguins[static_cast<std::size_t>(e.penguin)].alive) resolve_use(e);
}

void PluckyState::resolve_use(const Entry& e) {
  Penguin& user = pos_.penguins[static_cast<std::size_t>(e.penguin)];
  const bool has_target = e.target != kNoTarget;
  Penguin* target = has_target ? &pos_.penguins[static_cast<std::size_t>(e.target)] : nullptr;
  // A target that was eaten or left the required place meanwhile makes the play fizzle.
  if (target != nullptr && !target->alive) return;
  const Usable& u = source(e.source);
  switch (u.effect) {
    case Effect::kExtraMovement:
      if (pos_.turn_player == e.player) ++pos_.movements;
      break;
    case Effect::kBellySlide: {
      int square = user.square;
      for (int k = 0; k < e.amount; ++k) {
        const int next = step(square, e.dir);
        if (next < 0 || in_water(next)) break;
        square = next;
      }
      move_penguin(e.penguin, square);
      break;
    }
    case Effect::kPushInArea:
      if (distance(user.square, target->square) <= 1) {
        const int next = step(target->square, e.dir);
        if (next >= 0) move_penguin(e.target, next);
      }
      break;
    case Effect::kPushInWater:
      if (in_water(target->square)) {
        const int next = step(target->square, e.dir);
        if (next >= 0) move_penguin(e.target, next);
      }
      break;
    case Effect::kStealFish:
      if (distance(user.square, target->square) <= 1 && target->fish > 0 && user.fish < kMaxFish &&
          e.target != e.penguin) {
        --target->fish;  // PL-4: the cap limits every gain; at 5 nothing is taken
        ++user.fish;
      }
      break;
    case Effect::kWalrusStep: {
      const int next = step(pos_.walrus, e.dir);
      if (next >= 0 && on_island(next) &&
          distance(next, target->square) < distance(pos_.walrus, target->square)) {
        pos_.walrus = static_cast<std::int8_t>(next);
      }
      break;
    }
    case Effect::kOrcaEvent:
      if (in_water(target->square) && !target->thick_ice) draw_event(e.target, Deck::kOrca);
      break;
    case Effect::kWalrusAreaEvent:
      // The deck its square calls for: Orca in water, Walrus on ice (R9).
      if (in_walrus_area(target->square)) {
        if (!in_water(target->square)) {
          draw_event(e.target, Deck::kWalrus);
        } else if (!target->thick_ice) {
          draw_event(e.target, Deck::kOrca);
        }
      }
      break;
    case Effect::kCancelEvent:
    case Effect::kCancelLightning:
    case Effect::kCancelTargeting:
      if (e.cancels >= 0) pos_.stack[static_cast<std::size_t>(e.cancels)].cancelled = true;
      break;
    case Effect::kNoOrcaEvents:
      user.thick_ice = true;
      break;
    case Effect::kHoleGuard: {
      // PL-13c: a hole guarded this round is not guarded again (checked again here,
      // as every play's conditions are when it resolves). PL-13e: "only you" is the
      // penguin that played it.
      const int hole = components_->board.hole_index[static_cast<std::size_t>(user.square)];
      if (hole >= 0 && pos_.hole_guard[static_cast<std::size_t>(hole)] < 0)
        pos_.hole_guard[static_cast<std::size_t>(hole)] = e.penguin;
      break;
    }
    case Effect::kFishOnHole: {
      // PL-12d: Lucky Catch is fishing: it obeys the fishing restrictions when it
      // resolves, and the hole becomes the one the penguin fished last (PL-4).
      const int hole = components_->board.hole_index[static_cast<std::size_t>(user.square)];
      if (hole >= 0 && may_fish(e.penguin, hole)) {
        gain_fish(e.penguin, 1);
        user.last_hole = static_cast<std::int8_t>(hole);
      }
      break;
    }
    case Effect::kNoWaterBonus:
      pos_.snowstorm = true;
      break;
    case Effect::kDrawCards:
      pos_.draws_owed[static_cast<std::size_t>(e.player)] =
          static_cast<std::uint8_t>(pos_.draws_owed[static_cast<std::size_t>(e.player)] + u.amount);
      break;
    case Effect::kRedrawEvent:
      if (e.cancels >= 0) {
        Entry& ev = pos_.stack[static_cast<std::size_t>(e.cancels)];
        if (ev.event && !ev.cancelled) {
          ++pos_.event_discard[static_cast<std::size_t>(ev.deck)]
                              [static_cast<std::size_t>(ev.source)];
          ev.drawn = false;
          draw_event_into(e.cancels);
        }
      }
      break;
    case Effect::kCheaperEvade:
      user.cheaper_evade = true;
      break;
    case Effect::kSwimExtra:
    case Effect::kFishNextToHole:
      break;  // passive: they act within movement and fishing
  }
}

void PluckyState::draw_event(int penguin, Deck deck) {
  if (pos_.round == 1) return;  // R10: no Event in round 1, whatever calls for it
  Entry e;
  e.event = true;
  e.player = pos_.penguins[static_cast<std::size_t>(penguin)].owner;
  e.penguin = static_cast<std::int8_t>(penguin);
  e.deck = deck;
  if (pos_.stack_size >= kMaxStack) capacity_exceeded("the stack of plays");
  pos_.stack[pos_.stack_size] = e;
  draw_event_into(pos_.stack_size++);
}

void PluckyState::draw_event_into(int index) {
  const auto d = static_cast<std::size_t>(pos_.stack[static_cast<std::size_t>(index)].deck);
  int left = 0;
  for (std::uint8_t c : pos_.event_deck[d]) left += c;
  if (left == 0) {  // PL-9: an empty Event deck reshuffles its discards
    pos_.event_deck[d] = pos_.event_discard[d];
    pos_.event_discard[d] = {};
  }
  pos_.chance = ChanceKind::kDrawEvent;
  pos_.chance_for = static_cast<std::int8_t>(index);
}

int PluckyState::evade_cost(const Entry& e) const {
  const EventCard& card = event_card(e);
  if (card.evade < 0) return -1;
  const bool diver = pos_.penguins[static_cast<std::size_t>(e.penguin)].cheaper_evade;
  return std::max(0, card.evade - (diver ? 1 : 0));
}

const EventCard& PluckyState::event_card(const Entry& e) const {
  return components_->events[static_cast<std::size_t>(e.deck)][static_cast<std::size_t>(e.source)];
}

bool PluckyState::event_applies(const Entry& e) const {
  const Penguin& g = pos_.penguins[static_cast<std::size_t>(e.penguin)];
  if (!g.alive) return false;
  // PL-13b: an Event's condition is judged when it resolves. Orca Ambush names its
  // own ("in the walrus' area or in water"): a penguin moved out of water into the
  // walrus' area is still eaten.
  if (event_card(e).effect == EventEffect::kEatenInAreaOrWater)
    return in_walrus_area(g.square) || in_water(g.square);
  // PL-8, FAQ: out of the water (Orca) or out of the walrus' area on ice (Walrus)
  // by the time it resolves, the penguin is spared.
  if (e.deck == Deck::kOrca ? !in_water(g.square)
                            : in_water(g.square) || !in_walrus_area(g.square)) {
    return false;
  }
  switch (event_card(e).effect) {
    case EventEffect::kEatenOnWalrus:
      return g.square == pos_.walrus;
    case EventEffect::kDiscardFish:
    case EventEffect::kWalrusTakesFish:
      return g.fish > 0 || gold_of(e.penguin) >= 0;
    case EventEffect::kDiscardCard:
      return pos_.hand_size[static_cast<std::size_t>(g.owner)] > 0;
    case EventEffect::kCurrent:
    case EventEffect::kWalrusShove: {
      // R11 ("and the card would do something"), R12: a push with no square to go
      // to (a penguin on a melted corner is already at the nearest corner) does
      // nothing, so it is not offered to evade and costs no fish.
      int count = 0;
      if (event_card(e).effect == EventEffect::kCurrent) {
        current_steps(e.penguin, count);
      } else {
        shove_steps(e.penguin, count);
      }
      return count > 0;
    }
    case EventEffect::kNothing:
      return false;
    default:
      return true;
  }
}

void PluckyState::resolve_event(const Entry& top) {
  const Entry e = top;
  if (!e.cancelled && event_applies(e)) {
    const int cost = evade_cost(e);
    const int fish = pos_.penguins[static_cast<std::size_t>(e.penguin)].fish +
                     (gold_of(e.penguin) >= 0 ? 1 : 0);  // the Golden Fish pays first
    if (cost >= 0 && fish >= cost) {
      pos_.decision = Decision::kEvade;  // R11: discard fish to prevent it, or not
      pos_.decider = e.player;
      pos_.subject = e.penguin;
      return;
    }
    --pos_.stack_size;
    apply_event_effect(e);
  } else {
    --pos_.stack_size;
  }
  // R15, PL-5: the Diver's discount is used up when its penguin's next Event
  // resolves, whether the Event did something, nothing, or was cancelled.
  pos_.penguins[static_cast<std::size_t>(e.penguin)].cheaper_evade = false;
  ++pos_.event_discard[static_cast<std::size_t>(e.deck)][static_cast<std::size_t>(e.source)];
}

void PluckyState::apply_event_effect(const Entry& e) {
  const int penguin = e.penguin;
  Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  const EventCard& card = event_card(e);
  int count = 0;
  switch (card.effect) {
    case EventEffect::kEaten:
    case EventEffect::kEatenInAreaOrWater:
    case EventEffect::kEatenOnWalrus:
      eat(penguin);
      break;
    case EventEffect::kDiscardFish:
      lose_fish(penguin, card.amount);
      break;
    case EventEffect::kWalrusTakesFish:
      lose_fish(penguin, 1);
      break;
    case EventEffect::kDiscardCard:
      if (pos_.hand_size[static_cast<std::size_t>(g.owner)] > 0) {
        pos_.decision = Decision::kDiscard;  // the owner's choice (PL-4b)
        pos_.decider = g.owner;
        pos_.subject = static_cast<std::int8_t>(penguin);
      }
      break;
    case EventEffect::kCurrent:
    case EventEffect::kWalrusShove: {
      const bool current = card.effect == EventEffect::kCurrent;
      const std::array<int, 4> options =
          current ? current_steps(penguin, count) : shove_steps(penguin, count);
      if (count == 1) {
        move_penguin(penguin, step(g.square, options[0]));
      } else if (count > 1) {  // R11: the Leader decides for the sea and the walrus
        pos_.decision = current ? Decision::kCurrentStep : Decision::kShoveStep;
        pos_.decider = static_cast<std::int8_t>(acting_leader());
        pos_.subject = static_cast<std::int8_t>(penguin);
      }
      break;
    }
    case EventEffect::kNothing:
      break;
  }
}

// ---- primitives on penguins -----------------------------------------------

void PluckyState::move_penguin(int penguin, int square) {
  pos_.penguins[static_cast<std::size_t>(penguin)].square = static_cast<std::int8_t>(square);
}

void PluckyState::eat(int penguin) {
  Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  drop_gold(penguin);  // PL-11: an eaten holder loses the Golden Fish
  g.alive = false;
  pos_.supply = static_cast<std::int8_t>(pos_.supply + g.fish);
  g.fish = 0;
  const auto owner = static_cast<std::size_t>(g.owner);
  if (!alive_player(g.owner)) {  // out of the game: its cards are discarded
    for (std::size_t t = 0; t < pos_.hands[owner].size(); ++t) {
      pos_.discard[t] = static_cast<std::uint8_t>(pos_.discard[t] + pos_.hands[owner][t]);
      pos_.hands[owner][t] = 0;
    }
    pos_.hand_size[owner] = 0;
    pos_.draws_owed[owner] = 0;
  }
  pos_.melted = true;            // R12: Melting, when the first penguin is eaten
  if (pos_.active == penguin) {  // its turn is over
    pos_.activated = static_cast<std::uint8_t>(pos_.activated | (1u << penguin));
    pos_.turn_player = -1;
    pos_.active = -1;
    pos_.movements = 0;
  }
}

void PluckyState::gain_fish(int penguin, int n) {
  Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  const int gained = std::min({n, kMaxFish - g.fish, static_cast<int>(pos_.supply)});
  if (gained <= 0) return;
  g.fish = static_cast<std::int8_t>(g.fish + gained);
  pos_.supply = static_cast<std::int8_t>(pos_.supply - gained);
}

void PluckyState::lose_fish(int penguin, int n) {
  Penguin& g = pos_.penguins[static_cast<std::size_t>(penguin)];
  if (n > 0 && gold_of(penguin) >= 0) {  // PL-11: the Golden Fish goes first
    drop_gold(penguin);
    --n;
  }
  const int lost = std::min(n, static_cast<int>(g.fish));
  g.fish = static_cast<std::int8_t>(g.fish - lost);
  pos_.supply = static_cast<std::int8_t>(pos_.supply + lost);
}

void PluckyState::discard_card(Player p, int title) {
  const auto s = static_cast<std::size_t>(p);
  --pos_.hands[s][static_cast<std::size_t>(title)];
  --pos_.hand_size[s];
  ++pos_.discard[static_cast<std::size_t>(title)];
}

// ---- squares an effect may choose from ------------------------------------

// The squares an effect may choose from: at most one per direction, 4.
std::array<int, 4> PluckyState::current_steps(int penguin, int& count) const {
  // Toward the nearest corner square (as printed, melted or not).
  const int square = pos_.penguins[static_cast<std::size_t>(penguin)].square;
  const auto nearest = [&](int sq) {
    return components_->board.corner_distance[static_cast<std::size_t>(sq)];
  };
  std::array<int, 4> out{};
  count = 0;
  const int here = nearest(square);
  for (int d = 0; d < 4; ++d) {
    const int next = step(square, d);
    if (next >= 0 && nearest(next) < here) out[static_cast<std::size_t>(count++)] = d;
  }
  return out;
}

std::array<int, 4> PluckyState::shove_steps(int penguin, int& count) const {
  // Away from the walrus; from its own square, any way.
  const int square = pos_.penguins[static_cast<std::size_t>(penguin)].square;
  std::array<int, 4> out{};
  count = 0;
  for (int d = 0; d < 4; ++d) {
    const int next = step(square, d);
    if (next >= 0 &&
        (square == pos_.walrus || distance(next, pos_.walrus) > distance(square, pos_.walrus))) {
      out[static_cast<std::size_t>(count++)] = d;
    }
  }
  return out;
}

std::array<int, 4> PluckyState::pending_steps(int& count) const {
  return pos_.decision == Decision::kWalrusStep    ? walrus_steps(count)
         : pos_.decision == Decision::kCurrentStep ? current_steps(pos_.subject, count)
                                                   : shove_steps(pos_.subject, count);
}

std::array<int, 4> PluckyState::walrus_steps(int& count) const {
  // PL-3: an island square that brings it closer to its target.
  const int target = pos_.penguins[static_cast<std::size_t>(pos_.walrus_target)].square;
  std::array<int, 4> out{};
  count = 0;
  for (int d = 0; d < 4; ++d) {
    const int next = step(pos_.walrus, d);
    if (next >= 0 && on_island(next) && distance(next, target) < distance(pos_.walrus, target))
      out[static_cast<std::size_t>(count++)] = d;
  }
  return out;
}

}  // namespace rookery::plucky
