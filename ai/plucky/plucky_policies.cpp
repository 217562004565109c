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
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/plucky/plucky_view.h"
#include "ai/plucky/square_values.h"
#include "core/text.h"
#include "games/plucky/plucky_state.h"

namespace rookery {

namespace plucky_policy {

namespace {

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
  if (v.final_phase) return kGameInFish;
  return v.mode == "capture_the_fish" ? 3 : 6;
}

// Golden Fish and Capture the Fish are won by a Golden Fish, not by fish (R20,
// R21), so fish alone would judge a position wrongly: the Golden Fish counts what
// the rule of thumb says it is worth (held: kGoldenFishHeld, as in death_cost; Capture:
// each penguin's capture_term), and a game already won counts far more than any fish.
void add_golden_fish(const State& state, const View& v, std::vector<double>& out) {
  const bool capture = v.mode == "capture_the_fish";
  for (std::size_t k = 0; k < v.birds.size(); ++k) {
    const Bird& b = v.birds[k];
    if (!b.alive || b.player < 0 || b.player >= static_cast<int>(out.size())) continue;
    // Golden Fish: the holder at the end of round 10 wins, and while it lies on the
    // ground the nearest penguin is the likeliest to take it (the search stops at
    // the round's end, before the pick-up it would see). Capture the Fish: the
    // rival fish carried home, or each penguin's way toward it.
    const int i = static_cast<int>(k);
    const double worth = capture  ? capture_term(v, i, b.square)
                         : b.gold ? kGoldenFishHeld
                                  : loose_gold_term(v, b.square);
    out[static_cast<std::size_t>(b.player)] += worth;
  }
  if (state.is_terminal()) {
    std::vector<double> won;
    state.returns_into(won);
    for (std::size_t p = 0; p < out.size() && p < won.size(); ++p) out[p] += kGameInFish * won[p];
  }
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
    if (!v.gold.empty()) add_golden_fish(state, v, out);
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

}  // namespace plucky_policy

std::string plucky_heuristic_summary() {
  return "ends the turn on the best square it can reach: a free hole outside the walrus' area, "
         "out of water and the walrus' reach (Final Phase: on the island far from the walrus; "
         "Golden Fish and Capture the Fish: fetch and carry the fish); evades Events that eat, "
         "Dodges them, steals and shoves rivals, discards the least useful card";
}

std::unique_ptr<GamePolicy> make_plucky_heuristic() {
  return std::make_unique<plucky_policy::PluckyHeuristic>();
}

}  // namespace rookery
