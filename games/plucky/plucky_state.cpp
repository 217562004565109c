// Plucky Penguins' round (PL-4a): set-up, turns in leader order, fishing, the
// walrus, Events, the end of the round, the Final Phase and the end of the game.
#include "games/plucky/plucky_state.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>

namespace rookery::plucky {

void capacity_exceeded(const char* what) {
  std::fprintf(stderr, "plucky: capacity of %s exceeded; stopping\n", what);
  std::abort();
}

PluckyState::PluckyState(std::shared_ptr<const Game> game,
                         std::shared_ptr<const Components> components,
                         std::shared_ptr<const ActionNames> names, Options options)
    : ValueState(std::move(game)),
      components_(std::move(components)),
      names_(std::move(names)),
      options_(options) {
  for (std::size_t t = 0; t < components_->cards.size(); ++t) {
    pos_.deck[t] = static_cast<std::uint8_t>(components_->cards[t].copies);
  }
  pos_.deck_size = kActionCards;
  for (int d = 0; d < 2; ++d) {
    const auto& events = components_->events[static_cast<std::size_t>(d)];
    for (std::size_t t = 0; t < events.size(); ++t) {
      pos_.event_deck[static_cast<std::size_t>(d)][t] = static_cast<std::uint8_t>(events[t].copies);
    }
  }
  for (int i = 0; i < options_.penguins; ++i)
    pos_.penguins[static_cast<std::size_t>(i)].owner = options_.owner[static_cast<std::size_t>(i)];
  pos_.walrus = static_cast<std::int8_t>(components_->board.walrus_start);
  // PL-11: the Golden Fish starts with the walrus; in Capture the Fish each team's
  // fish starts in its corner (team 1 top left, team 2 the opposite corner).
  if (options_.mode == Mode::kGoldenFish) pos_.gold_square[0] = pos_.walrus;
  if (options_.mode == Mode::kCaptureTheFish) {
    pos_.gold_square[0] = 0;
    pos_.gold_square[1] = kSquares - 1;
  }
  pos_.leader = 0;  // R2: the youngest player, seat 1, is the first Penguin Leader
  pos_.stage = options_.choose_characters ? Stage::kChooseCharacters : Stage::kDealCharacters;
  advance();
}

bool PluckyState::operator==(const PluckyState& other) const {
  // Components loaded twice from the same files are equal, not identical.
  return (components_ == other.components_ || *components_ == *other.components_) &&
         options_.players == other.options_.players && options_.mode == other.options_.mode &&
         options_.choose_characters == other.options_.choose_characters && pos_ == other.pos_;
}

void PluckyState::acting_players(PlayerList& out) const {
  out.clear();
  if (pos_.stage == Stage::kOver) return;
  if (pos_.chance != ChanceKind::kNone) {
    out.push_back(kChancePlayer);
  } else if (pos_.decision != Decision::kNone) {
    out.push_back(pos_.decider);
  } else if (pos_.window_open) {
    out.push_back(pos_.window_at);
  } else if (pos_.turn_player >= 0) {
    out.push_back(pos_.turn_player);
  }
}

int PluckyState::seat_from_leader(int k) const { return (pos_.leader + k) % options_.players; }

int PluckyState::acting_leader() const {
  for (int k = 0; k < options_.players; ++k) {
    const int s = seat_from_leader(k);
    if (alive_player(s)) return s;
  }
  return pos_.leader;
}

bool PluckyState::alive_player(Player p) const {
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.alive && g.owner == p) return true;
  }
  return false;
}

int PluckyState::penguin_in_order(int k) const {
  for (int j = 0; j < options_.players; ++j) {
    const int s = seat_from_leader(j);
    for (int i = 0; i < options_.penguins; ++i) {
      if (pos_.penguins[static_cast<std::size_t>(i)].owner == s && k-- == 0) return i;
    }
  }
  return -1;
}

std::string PluckyState::penguin_label(int penguin) const {
  return penguin_name(options_.mode, penguin);
}

void PluckyState::set_hand(Player p, const std::vector<int>& titles) {
  auto& hand = pos_.hands[static_cast<std::size_t>(p)];
  for (std::size_t t = 0; t < hand.size(); ++t) {
    pos_.deck[t] = static_cast<std::uint8_t>(pos_.deck[t] + hand[t]);
    pos_.deck_size = static_cast<std::uint8_t>(pos_.deck_size + hand[t]);
    hand[t] = 0;
  }
  for (int t : titles) {
    --pos_.deck[static_cast<std::size_t>(t)];
    --pos_.deck_size;
    ++hand[static_cast<std::size_t>(t)];
  }
  pos_.hand_size[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(titles.size());
}

// ---- the flow -------------------------------------------------------------

void PluckyState::advance() {
  for (;;) {
    // Capture the Fish: carrying the rival fish home wins at once (PL-11).
    if (options_.mode == Mode::kCaptureTheFish && pos_.stage != Stage::kOver && check_capture())
      return;
    if (pos_.stage == Stage::kOver || pos_.chance != ChanceKind::kNone ||
        pos_.decision != Decision::kNone) {
      return;
    }
    if (pos_.window_open) {
      if (find_asked()) return;
      pos_.window_open = false;
      continue;
    }
    if (pos_.stack_size > 0) {
      resolve_top();
      continue;
    }
    // Owed cards are drawn one at a time, in leader order (R3, R4, R17).
    bool owed = false;
    for (int k = 0; k < options_.players && !owed; ++k) {
      const int s = seat_from_leader(k);
      if (pos_.draws_owed[static_cast<std::size_t>(s)] == 0) continue;
      if (pos_.deck_size == 0 && options_.reshuffle_actions) {
        // Golden Fish (PL-9) and Capture the Fish (PL-12c): the discards become the deck.
        pos_.deck = pos_.discard;
        pos_.discard = {};
        for (std::uint8_t c : pos_.deck)
          pos_.deck_size = static_cast<std::uint8_t>(pos_.deck_size + c);
      }
      if (pos_.deck_size == 0 || !alive_player(s)) {
        pos_.draws_owed[static_cast<std::size_t>(s)] = 0;  // PL-9: later draws give nothing
        continue;
      }
      pos_.chance = ChanceKind::kDrawCard;
      pos_.chance_for = static_cast<std::int8_t>(s);
      owed = true;
    }
    if (owed) return;
    if (check_standing()) continue;
    if (pos_.turn_player >= 0) return;  // the turn player acts
    advance_stage();
  }
}

void PluckyState::next_seat_in_stage() { ++pos_.seat_cursor; }

void PluckyState::advance_stage() {
  const int n = options_.players;
  switch (pos_.stage) {
    case Stage::kDealCharacters:
      if (pos_.seat_cursor < options_.penguins) {
        pos_.chance = ChanceKind::kDealCharacter;
        pos_.chance_for = pos_.seat_cursor;
        return;
      }
      pos_.stage = Stage::kPlace;
      pos_.seat_cursor = 0;
      return;
    case Stage::kChooseCharacters:
      if (pos_.seat_cursor < options_.penguins) {  // drafted in turn (PL-11)
        pos_.decision = Decision::kChooseCharacter;
        pos_.decider = options_.owner[static_cast<std::size_t>(pos_.seat_cursor)];
        return;
      }
      pos_.stage = Stage::kPlace;
      pos_.seat_cursor = 0;
      return;
    case Stage::kPlace:
      if (pos_.seat_cursor < options_.penguins) {  // R2: the Leader places first
        pos_.decision = Decision::kPlace;
        pos_.decider = options_.owner[static_cast<std::size_t>(pos_.seat_cursor)];
        return;
      }
      for (int s = 0; s < n; ++s)
        pos_.draws_owed[static_cast<std::size_t>(s)] =
            static_cast<std::uint8_t>(options_.starting_hand[static_cast<std::size_t>(s)]);
      pos_.stage = Stage::kTurns;
      pos_.seat_cursor = 0;
      return;
    case Stage::kTurns:
      if (!one_penguin_each(options_.mode)) {
        if (next_team_activation()) return;
        // PL-12a: a player whose last penguins were eaten before they moved discards
        // down to its limit once every penguin has moved.
        for (int k = 0; k < n; ++k) {
          const int s = seat_from_leader(k);
          if (alive_player(s) && pos_.hand_size[static_cast<std::size_t>(s)] > hand_limit(s)) {
            pos_.decision = Decision::kHandLimit;
            pos_.decider = static_cast<std::int8_t>(s);
            pos_.subject = static_cast<std::int8_t>(s);
            return;
          }
        }
        pos_.stage = Stage::kFishing;
        return;
      }
      while (pos_.seat_cursor < n) {
        const int s = seat_from_leader(pos_.seat_cursor++);
        if (pos_.penguins[static_cast<std::size_t>(s)].alive) {
          start_turn(s);
          return;
        }
      }
      pos_.stage = Stage::kFishing;
      return;
    case Stage::kFishing:
      fishing();
      pos_.stage = Stage::kWalrus;
      pos_.walrus_target = -1;
      pos_.walrus_steps = static_cast<std::int8_t>(pos_.final_phase ? 3 : 2);  // PL-3
      return;
    case Stage::kWalrus:
      walrus_move();
      if (pos_.decision == Decision::kNone) {
        pos_.stage = Stage::kEvents;
        pos_.seat_cursor = 0;
      }
      return;
    case Stage::kEvents:
      // R10: no Event in round 1; then one penguin at a time from the Leader,
      // its eligibility checked when it is reached (PL-4a).
      while (pos_.round > 1 && pos_.seat_cursor < options_.penguins) {
        const int s = penguin_in_order(pos_.seat_cursor++);
        const Penguin& g = pos_.penguins[static_cast<std::size_t>(s)];
        if (!g.alive) continue;
        if (in_water(g.square)) {
          if (g.thick_ice) continue;  // Thick Ice: no Orca Event this round
          draw_event(s, Deck::kOrca);
          return;
        }
        if (in_walrus_area(g.square)) {
          draw_event(s, Deck::kWalrus);
          return;
        }
      }
      pos_.stage = Stage::kRoundEnd;
      return;
    case Stage::kRoundEnd:
      round_end();
      return;
    case Stage::kOver:
      return;
  }
}

void PluckyState::start_turn(int seat) {
  start_activation(seat);                             // one penguin each: penguin i is player i's
  ++pos_.draws_owed[static_cast<std::size_t>(seat)];  // R4: draw at the start of the turn
}

void PluckyState::start_activation(int penguin) {
  pos_.active = static_cast<std::int8_t>(penguin);
  pos_.turn_player = pos_.penguins[static_cast<std::size_t>(penguin)].owner;
  pos_.movements = kMovements;
}

void PluckyState::end_turn() {
  const int s = pos_.turn_player;
  Penguin& g = pos_.penguins[static_cast<std::size_t>(pos_.active)];
  g.turn_end = g.square;
  pos_.activated = static_cast<std::uint8_t>(pos_.activated | (1u << pos_.active));
  pos_.turn_player = -1;
  pos_.active = -1;
  pos_.movements = 0;
  // R4; PL-12a: in the team modes the limit applies once the player's last
  // penguin has moved in the round, not after each penguin's activation.
  if (!one_penguin_each(options_.mode) && has_penguin_to_move(s)) return;
  if (alive_player(s) && pos_.hand_size[static_cast<std::size_t>(s)] > hand_limit(s)) {
    pos_.decision = Decision::kHandLimit;  // R4: the owner picks the excess to discard
    pos_.decider = static_cast<std::int8_t>(s);
    pos_.subject = static_cast<std::int8_t>(s);
  }
}

void PluckyState::fishing() {
  if (pos_.final_phase) return;  // R17: no fishing in the Final Phase
  for (int k = 0; k < options_.penguins; ++k) {
    const int s = penguin_in_order(k);
    Penguin& g = pos_.penguins[static_cast<std::size_t>(s)];
    // PL-4: it ended its own turn here and is still here.
    if (!g.alive || g.turn_end != g.square) continue;
    int hole = components_->board.hole_index[static_cast<std::size_t>(g.square)];
    bool fisher = false;
    if (hole < 0 && g.character >= 0 && !g.ability_used &&
        source(kCharacterSource + g.character).effect == Effect::kFishNextToHole) {
      for (int d = 0; d < 4 && hole < 0; ++d) {  // Fisher: a hole next to it (PL-5)
        const int next = step(g.square, d);
        if (next >= 0) hole = components_->board.hole_index[static_cast<std::size_t>(next)];
      }
      fisher = hole >= 0;
    }
    // PL-4: not in the walrus' area, not the hole fished last, not above 5 fish,
    // not from an empty supply, not at a hole another player guards.
    if (hole < 0 || !may_fish(s, hole)) continue;
    if (fisher) g.ability_used = true;
    gain_fish(s, 1);
    g.last_hole = static_cast<std::int8_t>(hole);
  }
}

void PluckyState::walrus_step_to(int square) {
  pos_.walrus = static_cast<std::int8_t>(square);
  --pos_.walrus_steps;
}

void PluckyState::walrus_move() {
  // PL-3: the target is fixed once per walrus move: the nearest living penguin,
  // then the one with more fish, then the Leader's choice.
  if (pos_.walrus_target < 0) {
    // The key is distance * 16 - fish: nearer first, then more fish (at most 5,
    // so fish never outweigh a square). A penguin on the walrus' own square is at
    // distance 0 and its key is negative: "no best yet" is its own flag, not a
    // negative key (PL-3, R14).
    int best = 0;
    bool found = false;
    // Bound: at most one entry per penguin, options_.penguins <= kMaxPenguins.
    std::array<int, kMaxPenguins> tied{};
    int count = 0;
    const bool holder = pos_.gold_holder[0] >= 0 || pos_.gold_holder[1] >= 0;
    for (int i = 0; i < options_.penguins; ++i) {
      const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
      if (!g.alive) continue;
      if (holder && gold_of(i) < 0) continue;  // PL-3: the Golden Fish's holder first
      const int key = distance(g.square, pos_.walrus) * 16 - g.fish;
      if (!found || key < best) {
        found = true;
        best = key;
        count = 0;
      }
      if (key == best) tied[static_cast<std::size_t>(count++)] = i;
    }
    if (count == 0) {
      pos_.walrus_steps = 0;
      return;
    }
    // PL-13f: the Leader's list names one penguin per square (check_acting), since
    // tied penguins on one square send the walrus the same way.
    if (count > 1) {
      pos_.decision = Decision::kWalrusTarget;
      pos_.decider = static_cast<std::int8_t>(acting_leader());
      return;
    }
    pos_.walrus_target = static_cast<std::int8_t>(tied[0]);
  }
  while (pos_.walrus_steps > 0) {
    int count = 0;
    const std::array<int, 4> options = walrus_steps(count);
    if (count == 0) {  // none brings it closer: it stops
      pos_.walrus_steps = 0;
      return;
    }
    if (count > 1) {
      pos_.decision = Decision::kWalrusStep;
      pos_.decider = static_cast<std::int8_t>(acting_leader());
      return;
    }
    walrus_step_to(step(pos_.walrus, options[0]));
  }
}

void PluckyState::round_end() {
  // R3, R8: padlock cards leave the table; abilities come back; the Leader token passes left.
  for (std::size_t t = 0; t < pos_.on_table.size(); ++t) {
    pos_.discard[t] = static_cast<std::uint8_t>(pos_.discard[t] + pos_.on_table[t]);
    pos_.on_table[t] = 0;
  }
  pos_.hole_guard = {-1, -1, -1, -1};
  pos_.snowstorm = false;
  for (Penguin& g : pos_.penguins) {
    g.ability_used = false;
    g.thick_ice = false;
    g.cheaper_evade = false;  // R15: a Diver's discount not used this round lapses
    g.turn_end = -1;
  }
  // Capture the Fish: a Golden Fish still on the ground goes home (PL-11).
  if (options_.mode == Mode::kCaptureTheFish) {
    for (int f = 0; f < 2; ++f) {
      if (pos_.gold_holder[static_cast<std::size_t>(f)] < 0)
        pos_.gold_square[static_cast<std::size_t>(f)] =
            static_cast<std::int8_t>(f == 0 ? 0 : kSquares - 1);
    }
  }
  check_standing();
  if (pos_.stage == Stage::kOver) return;
  if (options_.golden_rounds > 0 && pos_.round >= options_.golden_rounds) {
    game_over_by_fish();  // Golden Fish: its holder at the end of round 10 wins (R20)
    return;
  }
  if (pos_.deck_out || pos_.round >= kMaxRounds) {  // R16, PL-9, PL-11
    if (options_.mode == Mode::kCaptureTheFish) {   // no capture by then: a draw
      pos_.winners = static_cast<std::uint8_t>((1u << options_.players) - 1);
      pos_.stage = Stage::kOver;
      pos_.turn_player = -1;
      return;
    }
    game_over_by_fish();
    return;
  }
  for (int k = 1; k <= options_.players; ++k) {
    const int s = seat_from_leader(k);
    if (alive_player(s)) {
      pos_.leader = static_cast<std::int8_t>(s);
      break;
    }
  }
  ++pos_.round;
  pos_.stage = Stage::kTurns;
  pos_.seat_cursor = 0;
  pos_.side = 0;
  pos_.activated = 0;
}

void PluckyState::remember_drawn(const Entry& e) {
  if (pos_.drawn_count == kRecentEvents) {  // full: the oldest makes room
    std::move(pos_.drawn_events.begin() + 1, pos_.drawn_events.end(), pos_.drawn_events.begin());
    --pos_.drawn_count;
  }
  pos_.drawn_events[pos_.drawn_count++] = {e.deck, e.source, e.penguin, e.player, pos_.round};
}

bool PluckyState::check_standing() {
  if (pos_.stage == Stage::kOver || pos_.stage < Stage::kTurns) return false;
  std::uint8_t teams_alive = 0;
  int living = 0;
  for (int i = 0; i < options_.penguins; ++i) {
    if (pos_.penguins[static_cast<std::size_t>(i)].alive) {
      ++living;
      teams_alive = static_cast<std::uint8_t>(teams_alive |
                                              (1u << options_.team[static_cast<std::size_t>(i)]));
    }
  }
  // R17, PL-9, PL-11: the last side standing wins; none: the walrus does.
  // Penguins eaten in the same Events phase are eaten at once, so the phase ends first.
  if (std::popcount(teams_alive) <= 1 && pos_.stage != Stage::kEvents) {
    pos_.winners = 0;
    for (int p = 0; p < options_.players; ++p) {
      if (teams_alive & (1u << options_.player_team[static_cast<std::size_t>(p)]))
        pos_.winners = static_cast<std::uint8_t>(pos_.winners | (1u << p));
    }
    pos_.stage = Stage::kOver;
    pos_.turn_player = -1;
    pos_.active = -1;
    return true;
  }
  if (living == 2 && std::popcount(teams_alive) == 2 && !pos_.final_phase) {
    // R17: the Final Phase, two penguins of two sides left: both refill to 4 cards at once.
    pos_.final_phase = true;
    for (int p = 0; p < options_.players; ++p) {
      const auto s = static_cast<std::size_t>(p);
      if (alive_player(p) && pos_.hand_size[s] < kHandLimit) {
        pos_.draws_owed[s] = static_cast<std::uint8_t>(kHandLimit - pos_.hand_size[s]);
      }
    }
    return true;
  }
  return false;
}

void PluckyState::game_over_by_fish() {
  // PL-11: in Golden Fish an end by rounds (round 10, or any early end scored
  // here) goes to the holder of the Golden Fish; nobody holds it: most fish.
  if (options_.mode == Mode::kGoldenFish && pos_.gold_holder[0] >= 0) {
    const int holder = pos_.gold_holder[0];
    pos_.winners =
        static_cast<std::uint8_t>(1u << pos_.penguins[static_cast<std::size_t>(holder)].owner);
    pos_.stage = Stage::kOver;
    pos_.turn_player = -1;
    pos_.active = -1;
    return;
  }
  // PL-10, PL-11: most fish on living penguins (per team in team modes); ties shared.
  std::array<int, kMaxPenguins> fish{};  // by team: at most 8 teams (make_options)
  std::uint8_t alive = 0;
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    const int t = options_.team[static_cast<std::size_t>(i)];
    if (!g.alive) continue;
    fish[static_cast<std::size_t>(t)] += g.fish;
    alive = static_cast<std::uint8_t>(alive | (1u << t));
  }
  int best = -1;
  for (int t = 0; t < options_.teams; ++t) {
    if (alive & (1u << t)) best = std::max(best, fish[static_cast<std::size_t>(t)]);
  }
  pos_.winners = 0;
  for (int p = 0; p < options_.players; ++p) {
    const int t = options_.player_team[static_cast<std::size_t>(p)];
    if ((alive & (1u << t)) && fish[static_cast<std::size_t>(t)] == best)
      pos_.winners = static_cast<std::uint8_t>(pos_.winners | (1u << p));
  }
  pos_.stage = Stage::kOver;
  pos_.turn_player = -1;
  pos_.active = -1;
}

void PluckyState::draw_card(int seat, int title) {
  const auto s = static_cast<std::size_t>(seat);
  --pos_.deck[static_cast<std::size_t>(title)];
  --pos_.deck_size;
  ++pos_.hands[s][static_cast<std::size_t>(title)];
  ++pos_.hand_size[s];
  --pos_.draws_owed[s];
  // R16, PL-9: the last card makes this round the last, unless the mode reshuffles
  // the discards into a new deck (Golden Fish, PL-9; Capture the Fish, PL-12c).
  if (pos_.deck_size == 0 && !options_.reshuffle_actions) pos_.deck_out = true;
}

// ---- applying actions -----------------------------------------------------

void PluckyState::apply_unchecked(Player player, Action action) {
  if (player == kChancePlayer) {
    const ChanceKind kind = pos_.chance;
    pos_.chance = ChanceKind::kNone;
    if (kind == ChanceKind::kDealCharacter) {
      pos_.penguins[static_cast<std::size_t>(pos_.chance_for)].character =
          static_cast<std::int8_t>(action - kDealBase);
      next_seat_in_stage();
    } else if (kind == ChanceKind::kDrawCard) {
      draw_card(pos_.chance_for, static_cast<int>(action - kDrawCardBase));
    } else if (kind == ChanceKind::kDrawEvent) {
      Entry& e = pos_.stack[static_cast<std::size_t>(pos_.chance_for)];
      const int code = static_cast<int>(action - kDrawEventBase);
      e.source = static_cast<std::int8_t>(code % 20);
      e.drawn = true;
      --pos_.event_deck[static_cast<std::size_t>(e.deck)][static_cast<std::size_t>(e.source)];
      remember_drawn(e);
      open_window(e.player);  // PL-8: a window after each Event draw
    }
    advance();
    return;
  }
  const auto self = static_cast<std::size_t>(player);
  const Decision decision = pos_.decision;
  if (decision != Decision::kNone) {
    pos_.decision = Decision::kNone;
    switch (decision) {
      case Decision::kChooseCharacter:
        pos_.penguins[static_cast<std::size_t>(pos_.seat_cursor)].character =
            static_cast<std::int8_t>(action - kCharacterBase);
        next_seat_in_stage();
        break;
      case Decision::kPlace:
        pos_.penguins[static_cast<std::size_t>(pos_.seat_cursor)].square =
            static_cast<std::int8_t>(action - kPlaceBase);
        next_seat_in_stage();
        break;
      case Decision::kEvade: {
        const Entry e = pos_.stack[pos_.stack_size - 1u];
        --pos_.stack_size;
        if (action == kEvade) {
          lose_fish(e.penguin, evade_cost(e));
        } else {
          apply_event_effect(e);
        }
        pos_.penguins[static_cast<std::size_t>(e.penguin)].cheaper_evade = false;
        ++pos_.event_discard[static_cast<std::size_t>(e.deck)][static_cast<std::size_t>(e.source)];
        break;
      }
      case Decision::kDiscard:
        discard_card(player, static_cast<int>(action - kDiscardBase));
        break;
      case Decision::kHandLimit:  // R4: down to the limit, one card at a time
        discard_card(player, static_cast<int>(action - kDiscardBase));
        if (pos_.hand_size[self] > hand_limit(player)) pos_.decision = Decision::kHandLimit;
        break;
      case Decision::kWalrusTarget:
        pos_.walrus_target = static_cast<std::int8_t>(action - kChoosePenguin);
        break;
      case Decision::kActivate:
        start_activation(static_cast<int>(action - kActivateBase));
        break;
      case Decision::kWalrusStep:
        walrus_step_to(step(pos_.walrus, static_cast<int>(action - kChooseDirection)));
        break;
      case Decision::kCurrentStep:
      case Decision::kShoveStep:
        move_penguin(pos_.subject,
                     step(pos_.penguins[static_cast<std::size_t>(pos_.subject)].square,
                          static_cast<int>(action - kChooseDirection)));
        break;
      case Decision::kNone:
        break;
    }
    advance();
    return;
  }
  if (pos_.window_open) {
    if (action == kPass) {
      pos_.window_mask = static_cast<std::uint8_t>(pos_.window_mask & ~(1u << player));
    } else {
      play_use(player, action);
    }
    advance();
    return;
  }
  // The turn player, with the active penguin.
  if (action == kEndTurn) {
    end_turn();
  } else if (is_special(action)) {
    special_action(action);
  } else if (action >= kMoveBase && action < kMoveBase + 100) {
    const int code = static_cast<int>(action - kMoveBase);
    const int dirs[3] = {code / 25, (code / 5) % 5 - 1, code % 5 - 1};
    Penguin& g = pos_.penguins[static_cast<std::size_t>(pos_.active)];
    const int extra_allowed = squares_allowed(pos_.active) - 1;
    const bool bonus = in_water(g.square) && !pos_.snowstorm;
    int squares = 0;
    int square = g.square;
    for (int d : dirs) {
      if (d < 0) break;
      square = step(square, d);
      ++squares;
    }
    // R6: a second square is the water bonus, a third (or a second in a
    // Snowstorm) is the Swimmer's.
    if (squares - 1 > (bonus ? 1 : 0) && extra_allowed > 0) g.ability_used = true;
    --pos_.movements;
    move_penguin(pos_.active, square);
    open_window(player);  // PL-8: a window after each action that moves a penguin
  } else {
    play_use(player, action);
  }
  advance();
}

ChanceDistribution PluckyState::chance_outcomes() const {
  ChanceDistribution dist;
  const auto add = [&](Action a, std::uint64_t w) {
    dist.outcomes.push_back({a, w});
    dist.total += w;
  };
  if (pos_.chance == ChanceKind::kDealCharacter) {
    for (int c = 0; c < kCharacters; ++c) {
      bool taken = false;
      for (int i = 0; i < options_.penguins; ++i)
        taken = taken || pos_.penguins[static_cast<std::size_t>(i)].character == c;
      if (!taken) add(kDealBase + c, 1);
    }
  } else if (pos_.chance == ChanceKind::kDrawCard) {
    for (std::size_t t = 0; t < pos_.deck.size(); ++t) {
      if (pos_.deck[t] > 0) add(kDrawCardBase + static_cast<Action>(t), pos_.deck[t]);
    }
  } else if (pos_.chance == ChanceKind::kDrawEvent) {
    const Deck d = pos_.stack[static_cast<std::size_t>(pos_.chance_for)].deck;
    const EventCounts& deck = pos_.event_deck[static_cast<std::size_t>(d)];
    for (std::size_t t = 0; t < deck.size(); ++t) {
      if (deck[t] > 0)
        add(kDrawEventBase + static_cast<int>(d) * 20 + static_cast<Action>(t), deck[t]);
    }
  }
  return dist;
}

bool PluckyState::is_chance_outcome(Action action) const {
  // A character nobody has, a card title the deck holds, an Event its deck holds.
  if (pos_.chance == ChanceKind::kDealCharacter) {
    const Action c = action - kDealBase;
    if (c < 0 || c >= kCharacters) return false;
    for (int i = 0; i < options_.penguins; ++i)
      if (pos_.penguins[static_cast<std::size_t>(i)].character == c) return false;
    return true;
  }
  if (pos_.chance == ChanceKind::kDrawCard) {
    const Action t = action - kDrawCardBase;
    return t >= 0 && t < static_cast<Action>(pos_.deck.size()) &&
           pos_.deck[static_cast<std::size_t>(t)] > 0;
  }
  if (pos_.chance == ChanceKind::kDrawEvent) {
    const Deck d = pos_.stack[static_cast<std::size_t>(pos_.chance_for)].deck;
    const EventCounts& deck = pos_.event_deck[static_cast<std::size_t>(d)];
    const Action t = action - kDrawEventBase - static_cast<int>(d) * 20;
    return t >= 0 && t < static_cast<Action>(deck.size()) && deck[static_cast<std::size_t>(t)] > 0;
  }
  return false;
}

Action PluckyState::sample_chance(Rng& rng) const {
  // The same outcomes as chance_outcomes(), drawn without building the list.
  if (pos_.chance == ChanceKind::kDealCharacter) {
    int free = 0;
    std::array<int, kCharacters> options{};  // the data has exactly kCharacters characters
    for (int c = 0; c < kCharacters; ++c) {
      bool taken = false;
      for (int i = 0; i < options_.penguins; ++i)
        taken = taken || pos_.penguins[static_cast<std::size_t>(i)].character == c;
      if (!taken) options[static_cast<std::size_t>(free++)] = c;
    }
    return kDealBase + options[rng.below(static_cast<std::uint32_t>(free))];
  }
  if (pos_.chance == ChanceKind::kDrawCard) {
    int pick = static_cast<int>(rng.below(pos_.deck_size));
    for (std::size_t t = 0; t < pos_.deck.size(); ++t) {
      pick -= pos_.deck[t];
      if (pick < 0) return kDrawCardBase + static_cast<Action>(t);
    }
    return kDrawCardBase;
  }
  const Deck d = pos_.stack[static_cast<std::size_t>(pos_.chance_for)].deck;
  const EventCounts& deck = pos_.event_deck[static_cast<std::size_t>(d)];
  int total = 0;
  for (std::uint8_t c : deck) total += c;
  int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  for (std::size_t t = 0; t < deck.size(); ++t) {
    pick -= deck[t];
    if (pick < 0) return kDrawEventBase + static_cast<int>(d) * 20 + static_cast<Action>(t);
  }
  return kDrawEventBase;
}

void PluckyState::scores_into(std::vector<double>& out) const {
  // Fish on each player's living penguins.
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  for (int i = 0; i < options_.penguins; ++i) {
    const Penguin& g = pos_.penguins[static_cast<std::size_t>(i)];
    if (g.alive) out[static_cast<std::size_t>(g.owner)] += g.fish;
  }
}

void PluckyState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (pos_.stage != Stage::kOver) return;
  const int winners = std::popcount(pos_.winners);
  for (int i = 0; i < options_.players; ++i) {
    if (pos_.winners & (1u << i)) out[static_cast<std::size_t>(i)] = 1.0 / winners;
  }
}

}  // namespace rookery::plucky
