// Plucky Penguins' observation tensor and action space (core/tensor.h,
// docs/observation-tensors.md). Hands are the only secret (R18): the tensor
// holds the viewer's own hand and every hand's size, never another hand nor
// what the deck holds (that would tell the others' hands).
#include "games/plucky/plucky_tensor.h"

#include <algorithm>

namespace rookery::plucky {

namespace {

constexpr int kStages = 9;      // Stage, in its order
constexpr int kDecisions = 10;  // every Decision but kNone, in its order
constexpr int kHoles = 4;       // components.cpp refuses a board with more or fewer
constexpr int kStackShown = 4;  // the topmost entries: the plays that answer each other
static_assert(static_cast<int>(Stage::kOver) + 1 == kStages);
static_assert(static_cast<int>(Decision::kShoveStep) == kDecisions);

// Divisors that come from the data and the mode rather than a printed number.
struct Bounds {
  int movements = kMovements;  // 2, each extra-movement card and each such ability once
  int hand = 0;  // a full hand, a draw on top, and each draw card's extra cards (R4, PL-11)
};

Bounds bounds(const Options& o, const Components& c) {
  Bounds b;
  for (int p = 0; p < o.players; ++p) {
    const auto s = static_cast<std::size_t>(p);
    b.hand = std::max(b.hand, o.hand_limit[s] + o.draw[s]);
  }
  for (const Usable& u : c.cards) {
    if (u.effect == Effect::kExtraMovement) b.movements += u.copies;
    if (u.effect == Effect::kDrawCards) b.hand += u.copies * (u.amount - 1);
  }
  for (const Usable& u : c.characters) {
    if (u.effect == Effect::kExtraMovement) ++b.movements;
  }
  b.hand = std::min(b.hand, kActionCards);
  return b;
}

int num_sources(const Components& c) {
  return static_cast<int>(c.cards.size() + c.characters.size());
}
int num_events(const Components& c) {
  return static_cast<int>(c.events[0].size() + c.events[1].size());
}

// One stack entry: its source, deck and Event, penguin, target, direction, amount, cancelled.
int stack_entry_size(const Options& o, const Components& c) {
  return num_sources(c) + 2 + num_events(c) + 2 * o.penguins + 4 + 2;
}

bool is_seat(Player viewer, const Options& o) { return viewer >= 0 && viewer < o.players; }

// The row of `seat` for `viewer`: the viewer first, then the seats after it in
// turn order; a spectator's rows are the seats in order.
int seat_row(Player viewer, int seat, const Options& o) {
  return is_seat(viewer, o) ? (seat - viewer + o.players) % o.players : seat;
}

// The row of a penguin for `viewer`: penguin i < players belongs to seat i in
// every mode (modes.cpp), so rotating by the viewer's seat puts its first
// penguin in row 0 and keeps the seats' order.
int penguin_row(Player viewer, int penguin, const Options& o) {
  return is_seat(viewer, o) ? (penguin - viewer + o.penguins) % o.penguins : penguin;
}

// Whether the rotated rows tell every viewer alike whose each penguin is. They do
// where the owners repeat with the seats (one penguin each, the team modes,
// Capture the Fish with 2, 4 or 8 players); elsewhere the owners get a segment.
bool rows_tell_owners(const Options& o) {
  for (int v = 0; v < o.players; ++v) {
    for (int r = 0; r < o.penguins; ++r) {
      const int owner = o.owner[static_cast<std::size_t>((v + r) % o.penguins)];
      if ((owner - v + o.players) % o.players != o.owner[static_cast<std::size_t>(r)]) return false;
    }
  }
  return true;
}

// Whether some card of the deck has `effect` or `timing`: the segments of Hole Guard
// and the padlock cards exist only where the deck can put something in them.
bool has_card(const Components& c, Effect effect) {
  return std::any_of(c.cards.begin(), c.cards.end(),
                     [&](const Usable& u) { return u.effect == effect; });
}
bool has_card(const Components& c, Timing timing) {
  return std::any_of(c.cards.begin(), c.cards.end(),
                     [&](const Usable& u) { return u.timing == timing; });
}

void set(std::span<float> out, int index, float value) {
  out[static_cast<std::size_t>(index)] = value;
}

}  // namespace

TensorLayout tensor_layout(const Options& o, const Components& c) {
  const int n = o.players;
  const int p = o.penguins;
  const int cards = static_cast<int>(c.cards.size());
  const int characters = static_cast<int>(c.characters.size());
  const Bounds b = bounds(o, c);
  const std::string by_copies = " / its copies";
  TensorLayout layout;
  auto add = [&](std::string name, std::vector<int> shape, std::vector<std::string> fields,
                 std::string meaning) {
    layout.segments.push_back(
        {std::move(name), std::move(shape), std::move(fields), std::move(meaning)});
  };
  add("stage", {kStages}, {"stage"},
      "one-hot: dealing characters, choosing characters, placing penguins, turns, fishing, "
      "the walrus moves, events, end of round, over");
  add("round", {1}, {"round"}, "the round / 60 (the safety bound, PL-11)");
  add("leader", {n}, {"leader"}, "one-hot over the rows (row 0 the viewer): the Penguin Leader");
  add("turn", {n}, {"turn"}, "one-hot over the rows: whose turn it is (zeros outside turns)");
  add("active", {p}, {"active"},
      "one-hot over the penguin rows (row 0 the viewer's first penguin): the penguin moving");
  add("movements", {1}, {"movements"},
      "movements left / " + std::to_string(b.movements) +
          " (2, one per extra-movement card and ability)");
  add("decision", {kDecisions}, {"decision"},
      "one-hot: choose a character, place, evade, discard, hand limit, which penguin, the "
      "walrus' target, its step, the current's, the shove's (none: zeros)");
  add("decider", {n}, {"decider"}, "one-hot over the rows: who answers the decision");
  add("asked", {n}, {"asked"}, "one-hot over the rows: who is asked in the open window");
  add("flags", {4}, {"final_phase", "melted", "deck_out", "snowstorm"},
      "1 each: Final Phase, corners melted, the last Action card drawn, Snowstorm");
  add("walrus", {kSquares}, {"walrus"}, "its square, one-hot (row by row from a1)");
  add("penguin_square", {p, kSquares}, {"penguins"},
      "per penguin row: its square, one-hot (zeros before it is placed)");
  add("penguin_fish", {p}, {"penguins"}, "per penguin row: its fish / 5");
  add("penguin_character", {p, characters}, {"penguins"},
      "per penguin row: its character, one-hot: Swimmer, Sprinter, Fisher, ...");
  add("penguin_last_hole", {p, kHoles}, {"penguins"},
      "per penguin row: the hole it fished last, one-hot");
  add("penguin_flags", {p, 5}, {"penguins"},
      "per penguin row, 1 each: alive, ability used, Thick Ice, Diver's discount, moved");
  if (!rows_tell_owners(o)) {
    add("penguin_owner", {p, n}, {"penguins"},
        "per penguin row: its player, one-hot over the rows (where rows alone do not tell)");
  }
  if (o.golden_fish > 0) {
    add("golden_fish", {o.golden_fish, kSquares + p}, {"golden_fish"},
        "per Golden Fish (row 0 the viewer's team's): its square one-hot, then its holder "
        "one-hot over the penguin rows");
  }
  add("supply", {1}, {"supply"}, "fish in the supply / 20");
  add("deck", {1}, {"deck"}, "Action cards left in the deck / 60");
  add("discard", {cards}, {"discard"}, "per card title: in the discard pile" + by_copies);
  if (has_card(c, Timing::kPadlock))
    add("on_table", {cards}, {"on_table"}, "per card title: padlock cards in play" + by_copies);
  if (has_card(c, Effect::kHoleGuard))
    add("hole_guard", {kHoles, n}, {"hole_guard"},
        "per hole: who guards it, one-hot over the rows");
  add("hand", {cards}, {"hand"}, "per card title: in the viewer's hand" + by_copies);
  add("hand_sizes", {n}, {"hand_sizes"},
      "per row: cards in hand / " + std::to_string(b.hand) +
          " (a full hand, a draw and Rummage's extra cards)");
  add("events_left", {2}, {"events"}, "Orca, Walrus: cards left in the deck / 20");
  add("event_discard", {num_events(c)}, {"events"},
      "per Orca then Walrus Event title: discarded" + by_copies);
  add("stack_size", {1}, {"stack"}, "entries on the stack / " + std::to_string(kMaxStack));
  add("stack", {kStackShown, stack_entry_size(o, c)}, {"stack"},
      "the top 4 entries, top first: the card or character played, one-hot; an Event's deck "
      "and title, one-hot; its penguin and target, one-hot over the penguin rows; direction, "
      "one-hot; amount / 3; cancelled");
  add("winners", {n}, {"winners"}, "per row: 1 for a winner at the end (ties share)");
  return layout;
}

std::vector<Action> distinct_actions(const Options& o, const Components& c) {
  std::vector<Action> out = {kEndTurn, kPass, kEvade, kAccept};
  for (int s = 0; s < kSquares; ++s) {
    if (c.board.terrain[static_cast<std::size_t>(s)] == Terrain::kCorner)
      out.push_back(kPlaceBase + s);
  }
  if (o.choose_characters) {
    for (int k = 0; k < static_cast<int>(c.characters.size()); ++k)
      out.push_back(kCharacterBase + k);
  }
  // A third square only with the Swimmer's ability (R6).
  const bool swimmer = std::any_of(c.characters.begin(), c.characters.end(),
                                   [](const Usable& u) { return u.effect == Effect::kSwimExtra; });
  for (int d1 = 0; d1 < 4; ++d1) {
    out.push_back(move_action(d1));
    for (int d2 = 0; d2 < 4; ++d2) {
      out.push_back(move_action(d1, d2));
      for (int d3 = 0; swimmer && d3 < 4; ++d3) out.push_back(move_action(d1, d2, d3));
    }
  }
  for (int d = 0; d < 4; ++d) out.push_back(kChooseDirection + d);
  for (int i = 0; i < o.penguins; ++i) out.push_back(kChoosePenguin + i);
  const bool teams = !one_penguin_each(o.mode);  // several penguins a side (PL-11)
  for (int i = 0; teams && i < o.penguins; ++i) out.push_back(kActivateBase + i);
  for (int f = 0; f < o.golden_fish; ++f) out.push_back(kPickUpBase + f);
  for (int i = 0; teams && o.golden_fish > 0 && i < o.penguins; ++i)
    out.push_back(kPassGoldBase + i);
  for (int t = 0; t < static_cast<int>(c.cards.size()); ++t) out.push_back(kDiscardBase + t);
  for (int i = 0; teams && i < o.penguins; ++i) {
    for (int k = 0; k < 11; ++k) {
      if (k != 5) out.push_back(kTradeBase + i * 11 + k);  // 5: no fish at all
    }
  }
  for (int src = 0; src < kCharacterSource + static_cast<int>(c.characters.size()); ++src) {
    if (src >= static_cast<int>(c.cards.size()) && src < kCharacterSource) continue;
    const Usable& u = src < kCharacterSource
                          ? c.cards[static_cast<std::size_t>(src)]
                          : c.characters[static_cast<std::size_t>(src - kCharacterSource)];
    if (u.timing == Timing::kPassive) continue;  // works by itself, never played
    const int targets = needs_target(u.effect) ? o.penguins : 1;
    const int dirs = needs_direction(u.effect) ? 4 : 1;
    const int amounts = chooses_amount(u.effect) ? std::min(u.amount, kMaxAmount) : 1;
    for (int t = 0; t < targets; ++t) {
      for (int d = 0; d < dirs; ++d) {
        for (int m = 1; m <= amounts; ++m) {
          out.push_back(use_action(c, src, needs_target(u.effect) ? t : kNoTarget,
                                   needs_direction(u.effect) ? d : kNoDirection, m));
        }
      }
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void PluckyState::observation_tensor(Player player, std::span<float> out) const {
  const Options& o = options_;
  const Components& c = *components_;
  const int n = o.players;
  const int np = o.penguins;
  const int cards = static_cast<int>(c.cards.size());
  const Bounds b = bounds(o, c);
  const auto seat = [&](int s) { return seat_row(player, s, o); };
  const auto row = [&](int penguin) { return penguin_row(player, penguin, o); };
  // A seat or penguin one-hot; -1 (nobody) leaves it all zeros.
  const auto seat_hot = [&](std::span<float> part, int s) {
    if (s >= 0 && s < n) set(part, seat(s), 1);
  };
  const auto penguin_hot = [&](std::span<float> part, int i) {
    if (i >= 0 && i < np) set(part, row(i), 1);
  };
  const auto per_title = [&](std::span<float> part, const CardCounts& counts) {
    for (int t = 0; t < cards; ++t) {
      set(part, t,
          static_cast<float>(counts[static_cast<std::size_t>(t)]) /
              static_cast<float>(c.cards[static_cast<std::size_t>(t)].copies));
    }
  };
  TensorWriter w(game().observation_tensor_layout(), out);
  one_hot(w.take("stage"), static_cast<int>(pos_.stage));
  set(w.take("round"), 0, static_cast<float>(pos_.round) / kMaxRounds);
  seat_hot(w.take("leader"), pos_.leader);
  seat_hot(w.take("turn"), pos_.turn_player);
  penguin_hot(w.take("active"), pos_.active);
  set(w.take("movements"), 0, static_cast<float>(pos_.movements) / static_cast<float>(b.movements));
  one_hot(w.take("decision"), static_cast<int>(pos_.decision) - 1);  // kNone: zeros
  seat_hot(w.take("decider"), pos_.decision == Decision::kNone ? -1 : pos_.decider);
  seat_hot(w.take("asked"), pos_.window_open ? pos_.window_at : -1);
  std::span<float> flags = w.take("flags");
  set(flags, 0, pos_.final_phase);
  set(flags, 1, pos_.melted);
  set(flags, 2, pos_.deck_out);
  set(flags, 3, pos_.snowstorm);
  one_hot(w.take("walrus"), pos_.walrus);
  std::span<float> squares = w.take("penguin_square");
  for (int i = 0; i < np; ++i)
    one_hot(squares.subspan(static_cast<std::size_t>(row(i) * kSquares), kSquares),
            penguin(i).square);
  std::span<float> fish = w.take("penguin_fish");
  for (int i = 0; i < np; ++i) set(fish, row(i), static_cast<float>(penguin(i).fish) / kMaxFish);
  std::span<float> character = w.take("penguin_character");
  const int characters = static_cast<int>(c.characters.size());
  for (int i = 0; i < np; ++i)
    one_hot(character.subspan(static_cast<std::size_t>(row(i) * characters),
                              static_cast<std::size_t>(characters)),
            penguin(i).character);
  std::span<float> hole = w.take("penguin_last_hole");
  for (int i = 0; i < np; ++i)
    one_hot(hole.subspan(static_cast<std::size_t>(row(i) * kHoles), kHoles), penguin(i).last_hole);
  std::span<float> penguin_flags = w.take("penguin_flags");
  for (int i = 0; i < np; ++i) {
    const Penguin& g = penguin(i);
    const int at = row(i) * 5;
    set(penguin_flags, at, g.alive);
    set(penguin_flags, at + 1, g.ability_used);
    set(penguin_flags, at + 2, g.thick_ice);
    set(penguin_flags, at + 3, g.cheaper_evade);
    set(penguin_flags, at + 4, (pos_.activated >> i) & 1u);
  }
  if (!rows_tell_owners(o)) {
    std::span<float> owner = w.take("penguin_owner");
    for (int i = 0; i < np; ++i)
      set(owner, row(i) * n + seat(o.owner[static_cast<std::size_t>(i)]), 1);
  }
  if (o.golden_fish > 0) {
    // Capture the Fish: row 0 the viewer's team's fish (fish f is team f's).
    const int first = is_seat(player, o) && o.golden_fish > 1
                          ? o.player_team[static_cast<std::size_t>(player)]
                          : 0;
    std::span<float> gold = w.take("golden_fish");
    const int width = kSquares + np;
    for (int k = 0; k < o.golden_fish; ++k) {
      const auto f = static_cast<std::size_t>((first + k) % o.golden_fish);
      std::span<float> part =
          gold.subspan(static_cast<std::size_t>(k * width), static_cast<std::size_t>(width));
      one_hot(part.first(kSquares), pos_.gold_square[f]);
      penguin_hot(part.subspan(kSquares), pos_.gold_holder[f]);
    }
  }
  set(w.take("supply"), 0, static_cast<float>(pos_.supply) / kFishSupply);
  set(w.take("deck"), 0, static_cast<float>(pos_.deck_size) / kActionCards);
  per_title(w.take("discard"), pos_.discard);
  if (has_card(c, Timing::kPadlock)) per_title(w.take("on_table"), pos_.on_table);
  if (has_card(c, Effect::kHoleGuard)) {
    std::span<float> guard = w.take("hole_guard");
    for (int h = 0; h < kHoles; ++h)
      seat_hot(guard.subspan(static_cast<std::size_t>(h * n), static_cast<std::size_t>(n)),
               hole_guard_player(h));
  }
  std::span<float> hand = w.take("hand");
  if (is_seat(player, o)) per_title(hand, pos_.hands[static_cast<std::size_t>(player)]);
  std::span<float> sizes = w.take("hand_sizes");
  for (int s = 0; s < n; ++s)
    set(sizes, seat(s),
        static_cast<float>(pos_.hand_size[static_cast<std::size_t>(s)]) /
            static_cast<float>(b.hand));
  std::span<float> left = w.take("events_left");
  std::span<float> event_discard = w.take("event_discard");
  int at = 0;
  for (int d = 0; d < 2; ++d) {
    const auto& deck = c.events[static_cast<std::size_t>(d)];
    int count = 0;
    for (std::size_t t = 0; t < deck.size(); ++t, ++at) {
      count += pos_.event_deck[static_cast<std::size_t>(d)][t];
      set(event_discard, at,
          static_cast<float>(pos_.event_discard[static_cast<std::size_t>(d)][t]) /
              static_cast<float>(deck[t].copies));
    }
    set(left, d, static_cast<float>(count) / kEventCards);
  }
  set(w.take("stack_size"), 0, static_cast<float>(pos_.stack_size) / kMaxStack);
  std::span<float> stack = w.take("stack");
  const int width = stack_entry_size(o, c);
  const int sources = num_sources(c);
  const int event_at = sources + 2;
  const int penguin_at = event_at + num_events(c);
  const int dir_at = penguin_at + 2 * np;
  for (int k = 0; k < kStackShown && k < pos_.stack_size; ++k) {
    const Entry& e = pos_.stack[static_cast<std::size_t>(pos_.stack_size - 1 - k)];
    std::span<float> part =
        stack.subspan(static_cast<std::size_t>(k * width), static_cast<std::size_t>(width));
    if (e.event) {
      set(part, sources + static_cast<int>(e.deck), 1);
      // Events are drawn face up (PL-7); before the draw only the deck is known.
      if (e.drawn)
        set(part,
            event_at + (e.deck == Deck::kOrca ? 0 : static_cast<int>(c.events[0].size())) +
                e.source,
            1);
    } else {
      set(part, e.source < kCharacterSource ? e.source : cards + e.source - kCharacterSource, 1);
      penguin_hot(
          part.subspan(static_cast<std::size_t>(penguin_at + np), static_cast<std::size_t>(np)),
          e.target == kNoTarget ? -1 : e.target);
      one_hot(part.subspan(static_cast<std::size_t>(dir_at), 4),
              e.dir == kNoDirection ? -1 : e.dir);
      set(part, dir_at + 4, static_cast<float>(e.amount) / kMaxAmount);
    }
    penguin_hot(part.subspan(static_cast<std::size_t>(penguin_at), static_cast<std::size_t>(np)),
                e.penguin);
    set(part, dir_at + 5, e.cancelled);
  }
  std::span<float> won = w.take("winners");
  for (int s = 0; s < n; ++s)
    if ((pos_.winners >> s) & 1u) set(won, seat(s), 1);
}

}  // namespace rookery::plucky
