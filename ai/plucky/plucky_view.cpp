#include "ai/plucky/plucky_view.h"

#include <cstdint>
#include <optional>

#include "core/text.h"

namespace rookery::plucky_policy {

// ---- squares ----------------------------------------------------------------

int square_of(std::string_view name) {
  if (name.size() < 2 || name[0] < 'a' || name[0] >= 'a' + kSide) return -1;
  const std::optional<int> row = parse_int(name.substr(1));
  if (!row || *row < 1 || *row > kSide) return -1;
  return (*row - 1) * kSide + (name[0] - 'a');
}

int direction_of(std::string_view word) {
  for (int d = 0; d < 4; ++d) {
    if (word == direction_name(d)) return d;
  }
  return -1;
}

std::array<int, 3> corner_group(int group) {
  const int r = group < 2 ? 0 : kSide - 1, c = group % 2 == 0 ? 0 : kSide - 1;
  const int dr = r == 0 ? 1 : -1, dc = c == 0 ? 1 : -1;
  return {r * kSide + c, r * kSide + c + dc, (r + dr) * kSide + c};
}

// ---- the position -------------------------------------------------------------

// The same facts as the observation: the board after Melting, the penguins, the
// stack with its drawn Events, the Golden Fish and `me`'s own hand.
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
  for (const int guard : state.hole_guard_players()) v.hole_guard.push_back(guard);
  if (me >= 0 && me < options.players) {
    for (std::size_t t = 0; t < c.cards.size(); ++t) {
      const int n = state.hand_count(me, static_cast<int>(t));
      if (n > 0) v.hand.emplace_back(c.cards[t].id, n);
    }
  }
  return v;
}

// ---- actions ----------------------------------------------------------------------

// Move and play ids are decoded by arithmetic; only the rare other decisions are
// read from their words.
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
  } else if (const auto use = plucky::read_use(state.components(), id)) {
    c.kind = Kind::kPlay;
    c.ability = use->source >= plucky::kCharacterSource;
    c.card = state.source(use->source).id;
    c.target = use->target == plucky::kNoTarget ? -1 : use->target;
    c.dir = use->dir == plucky::kNoDirection ? -1 : use->dir;
    c.amount = use->amount;
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

const Choice* find_text(const std::vector<Choice>& choices, std::string_view text) {
  for (const Choice& c : choices) {
    if (c.text == text) return &c;
  }
  return nullptr;
}

}  // namespace rookery::plucky_policy
