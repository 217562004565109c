// Push Push Penguin's rules: the round, turns, moving and what landing does.
#include "games/push_push/push_push_state.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace rookery::push_push {

namespace {

// A fixed-capacity container would overflow: a broken proof of its bound. Stop loudly rather
// than truncate or overwrite the position.
[[noreturn]] void capacity_exceeded(const char* what) {
  std::fprintf(stderr, "push_push: capacity of %s exceeded; stopping\n", what);
  std::abort();
}

// Two dice as one unordered outcome: low * 32 + high (faces are at most 20).
constexpr Action pair_code(int a, int b) { return std::min(a, b) * 32 + std::max(a, b); }

// Whether `value` is one of a die's faces (Board::penguin_faces, orca_faces).
bool on_die(std::uint32_t faces, Action value) {
  return value >= 0 && value < 32 && ((faces >> value) & 1u) != 0;
}

}  // namespace

PushPushState::PushPushState(std::shared_ptr<const Game> game, std::shared_ptr<const Board> board,
                             Options options)
    : ValueState(std::move(game)), board_(std::move(board)), options_(options) {
  // R1: seats clockwise; a Waddlebot sits to the right of its controller (PP-12). Capacity:
  // penguins_ holds the six standees (PP-1); make_game refuses more, and a direct caller asking
  // for more stops loudly here rather than writing past the array.
  if (options_.players < 1 || options_.waddlebots < 0 ||
      options_.players + options_.waddlebots > kMaxPenguins) {
    capacity_exceeded("the penguins (six standees)");
  }
  for (int p = 0; p < options_.players; ++p) {
    if (p < options_.waddlebots) {
      Penguin& bot = penguins_[num_penguins_++];
      bot.owner = static_cast<std::int8_t>(p);
      bot.bot = true;
    }
    penguins_[num_penguins_++].owner = static_cast<std::int8_t>(p);
  }
  holder_ = static_cast<std::int8_t>(player_penguin(0));  // the youngest player (seat 1)
  orca_ = static_cast<std::int16_t>(board_->orca_start);
  supply_ = static_cast<std::int16_t>(board_->fish_supply - num_penguins_);  // one fish each
  start_round();
}

bool PushPushState::operator==(const PushPushState& other) const {
  if (num_tasks_ != other.num_tasks_) return false;
  for (int i = 0; i < num_tasks_; ++i) {
    if (!(tasks_[static_cast<std::size_t>(i)] == other.tasks_[static_cast<std::size_t>(i)]))
      return false;
  }
  return board_ == other.board_ && options_.players == other.options_.players &&
         options_.waddlebots == other.options_.waddlebots && penguins_ == other.penguins_ &&
         num_penguins_ == other.num_penguins_ && orca_ == other.orca_ && supply_ == other.supply_ &&
         round_ == other.round_ && holder_ == other.holder_ && turn_index_ == other.turn_index_ &&
         focus_ == other.focus_ && winner_ == other.winner_ && seal_face_ == other.seal_face_ &&
         last_seal_ == other.last_seal_ && last_orca_die_ == other.last_orca_die_ &&
         gobbled_ == other.gobbled_ && revealed_ == other.revealed_ &&
         matching_rerolls_ == other.matching_rerolls_ && orca_done_ == other.orca_done_ &&
         phase_ == other.phase_ && chance_kind_ == other.chance_kind_;
}

int PushPushState::player_penguin(Player p) const {
  for (int i = 0; i < num_penguins_; ++i) {
    const Penguin& g = penguins_[static_cast<std::size_t>(i)];
    if (g.owner == p && !g.bot) return i;
  }
  return -1;
}

std::string PushPushState::penguin_name(int i) const {
  const Penguin& g = penguins_[static_cast<std::size_t>(i)];
  return g.bot ? player_name(g.owner) + "'s Waddlebot" : player_name(g.owner);
}

// ---- The round (R2) ---------------------------------------------------------

void PushPushState::start_round() {
  for (int i = 0; i < num_penguins_; ++i) {
    Penguin& g = penguins_[static_cast<std::size_t>(i)];
    g.dice = {};
    g.chosen = g.bot;  // a Waddlebot's one die is always its GO die
    g.both_go = false;
  }
  revealed_ = false;
  orca_done_ = false;
  turn_index_ = 0;
  need_chance(ChanceKind::kRoundRoll, 0);  // R2: everyone rolls in secret (PP-4)
}

void PushPushState::need_chance(ChanceKind kind, int penguin) {
  chance_kind_ = kind;
  focus_ = static_cast<std::int8_t>(penguin);
  phase_ = Phase::kChance;
}

void PushPushState::push_task(Task::Kind kind, int penguin) {
  // R6 (PP-6): a penguin acts once on the space it lands on. If it is moved again before its
  // landing was resolved (a hiding penguin's slide pushes it), that landing is void, as the
  // spaces passed are: it acts on its new space only, and never twice on one (issue 17).
  std::size_t kept = 0;
  for (std::size_t k = 0; k < num_tasks_; ++k) {
    if (tasks_[k].penguin != penguin) tasks_[kept++] = tasks_[k];
  }
  num_tasks_ = static_cast<std::uint8_t>(kept);
  // At most one task per penguin, so num_penguins_ <= kMaxPenguins entries (see tasks_).
  if (num_tasks_ >= tasks_.size()) capacity_exceeded("the pending landings");
  const auto space = penguins_[static_cast<std::size_t>(penguin)].pos;
  tasks_[num_tasks_++] = Task{kind, static_cast<std::uint8_t>(penguin), space};
}

void PushPushState::start_turn(int penguin) {
  focus_ = static_cast<std::int8_t>(penguin);
  gobbled_ = false;
  matching_rerolls_ = 0;
  const Penguin& g = penguins_[static_cast<std::size_t>(penguin)];
  if (g.bot) return move_by(penguin, g.dice[0]);  // R12: a Waddlebot just moves its GO die
  phase_ = Phase::kTurn;
}

void PushPushState::continue_play() {
  phase_ = Phase::kResolving;
  while (phase_ == Phase::kResolving) {
    if (num_tasks_ > 0) {
      const Task t = tasks_[--num_tasks_];
      if (t.kind == Task::kSurprise) {
        need_chance(ChanceKind::kSurprise, t.penguin);  // R11: roll the seal die to hide
      } else {
        act_on_space(t.penguin);
      }
      continue;
    }
    if (!orca_done_ && turn_index_ + 1 < num_penguins_) {
      ++turn_index_;  // R2: turns go clockwise from the Orca-die holder
      start_turn((holder_ + turn_index_) % num_penguins_);
      continue;
    }
    if (!orca_done_) {
      orca_done_ = true;
      // R10: the orca waits at the diving point and the die is no longer rolled.
      if (orca_ > board_->diving_point) need_chance(ChanceKind::kOrca, holder_);
      continue;
    }
    // R10: the Orca die passes left; its holder acts first next round.
    holder_ = static_cast<std::int8_t>((holder_ + 1) % num_penguins_);
    if (round_ >= kMaxRounds) {
      // R11: the safety bound; the penguin second in line wins. The position stays at the last
      // round played (100), not a 101st that never starts.
      winner_ = line()[1];
      phase_ = Phase::kOver;
      return;
    }
    ++round_;
    start_round();
  }
}

// ---- Moving and landing (R5..R9) ----------------------------------------------

void PushPushState::move_by(int penguin, int steps) {
  const int from = penguins_[static_cast<std::size_t>(penguin)].pos;
  // R5: a penguin never passes the orca; reaching it ends the move there.
  const int target = from < orca_ && from + steps >= orca_ ? orca_ : from + steps;
  place(penguin, target);
}

void PushPushState::place(int penguin, int target) {
  // R6: landing on a penguin pushes it, and a row of penguins moves front first. Capacity
  // proven: the row holds other penguins, one a space, so at most kMaxPenguins - 1.
  std::array<int, kMaxPenguins> row{};
  int row_size = 0;
  if (target != 0 && target != orca_) {
    for (int space = target;; ++space) {
      int occupant = -1;
      for (int i = 0; i < num_penguins_; ++i) {
        if (i != penguin && penguins_[static_cast<std::size_t>(i)].pos == space) occupant = i;
      }
      if (occupant < 0) break;
      if (row_size >= static_cast<int>(row.size())) capacity_exceeded("a pushed row");
      row[static_cast<std::size_t>(row_size++)] = occupant;
    }
  }
  penguins_[static_cast<std::size_t>(penguin)].pos = static_cast<std::int16_t>(target);
  // Tasks run last-pushed first: the pushed penguins front to back, then the mover.
  push_task(target == orca_ ? Task::kSurprise : Task::kActOnSpace, penguin);
  for (int k = 0; k < row_size; ++k) {
    Penguin& pushed = penguins_[static_cast<std::size_t>(row[static_cast<std::size_t>(k)])];
    ++pushed.pos;
    push_task(pushed.pos == orca_ ? Task::kSurprise : Task::kActOnSpace,
              row[static_cast<std::size_t>(k)]);
  }
}

void PushPushState::act_on_space(int penguin) {
  // The board's feature arrays hold kMaxSpaces; a penguin stands between Start and the orca,
  // and the board file is refused if the orca starts past last_space < kMaxSpaces.
  Penguin& g = penguins_[static_cast<std::size_t>(penguin)];
  const auto space = static_cast<std::size_t>(g.pos);
  if (g.pos == orca_) return push_task(Task::kSurprise, penguin);
  if (const int end = board_->slide_to[space]; end != 0) {
    // R7: down the slide; one that would carry past the orca stops on its space.
    return place(penguin, std::min<int>(end, orca_));
  }
  if (board_->fish[space]) {
    if (supply_ > 0) {  // R8 (PP-8): an empty supply gives nothing
      --supply_;
      ++g.fish;
    }
    return;
  }
  if (board_->seal[space]) need_chance(ChanceKind::kSeal, penguin);  // R9
}

int PushPushState::lead_position(int except) const {
  int lead = -1;
  for (int i = 0; i < num_penguins_; ++i) {
    if (i != except) lead = std::max<int>(lead, penguins_[static_cast<std::size_t>(i)].pos);
  }
  return lead;
}

void PushPushState::seal_result(int penguin, const SealFace& face, int number) {
  const Penguin& g = penguins_[static_cast<std::size_t>(penguin)];
  switch (face.kind) {
    case SealKind::kOrcaTail:
      return advance_orca(1);  // R9: the orca advances one space
    case SealKind::kLeadPenguin: {
      // R9: just in front of the leader; nothing if you lead; the orca's space Surprises.
      const int lead = lead_position(penguin);
      if (lead < g.pos) return;
      return place(penguin, std::min<int>(lead + 1, orca_));
    }
    case SealKind::kNumbers:
      return move_by(penguin, number);
  }
}

void PushPushState::advance_orca(int steps) {
  // R10: toward the penguins, stopping on the first penguin it reaches, never past the diving
  // point.
  for (int s = 0; s < steps && orca_ > board_->diving_point; ++s) {
    --orca_;
    for (int i = 0; i < num_penguins_; ++i) {
      if (penguins_[static_cast<std::size_t>(i)].pos == orca_) return push_task(Task::kSurprise, i);
    }
  }
}

void PushPushState::surprise_roll_result(int penguin, bool tail) {
  Penguin& g = penguins_[static_cast<std::size_t>(penguin)];
  if (tail) {
    // R11: hide behind the last penguin (Start if the last is on Start), acting there.
    int last = board_->last_space;
    for (int i = 0; i < num_penguins_; ++i) {
      if (i != penguin) last = std::min<int>(last, penguins_[static_cast<std::size_t>(i)].pos);
    }
    return place(penguin, std::max(0, last - 1));
  }
  // R11 (PP-11): no tail and no fish: the game ends by itself. While it holds fish, the penguin
  // gobbles one and rerolls: there is nothing to choose and no giving up (issue 17), for a
  // player's penguin as for a Waddlebot (R12).
  if (g.fish == 0) return end_game(penguin);
  --g.fish;
  ++supply_;
  need_chance(ChanceKind::kSurprise, penguin);
}

void PushPushState::end_game(int chased) {
  // R11: the penguin with the next-highest position wins; if all others are on
  // Start, the first of them clockwise from the Orca-die holder.
  int best = -1;
  for (int k = 0; k < num_penguins_; ++k) {
    const int i = (holder_ + k) % num_penguins_;
    if (i == chased) continue;
    if (best < 0 || penguins_[static_cast<std::size_t>(i)].pos >
                        penguins_[static_cast<std::size_t>(best)].pos) {
      best = i;
    }
  }
  winner_ = static_cast<std::int8_t>(best);
  num_tasks_ = 0;  // a Surprise that ends the game stops everything
  phase_ = Phase::kOver;
}

std::array<std::int8_t, kMaxPenguins> PushPushState::line() const {
  // Capacity: num_penguins_ <= kMaxPenguins (checked in the constructor).
  std::array<std::int8_t, kMaxPenguins> order{};
  for (int k = 0; k < num_penguins_; ++k) {
    order[static_cast<std::size_t>(k)] = static_cast<std::int8_t>((holder_ + k) % num_penguins_);
  }
  std::stable_sort(order.begin(), order.begin() + num_penguins_, [&](std::int8_t a, std::int8_t b) {
    return penguins_[static_cast<std::size_t>(a)].pos > penguins_[static_cast<std::size_t>(b)].pos;
  });
  return order;
}

// ---- Who acts, what is legal, applying ----------------------------------------

void PushPushState::acting_players(PlayerList& out) const {
  out.clear();
  switch (phase_) {
    case Phase::kChance:
      out.push_back(kChancePlayer);
      break;
    case Phase::kSelecting:
      // At most 6 players (PP-1), within PlayerList's kMaxPlayers (8).
      for (int i = 0; i < num_penguins_; ++i) {
        const Penguin& g = penguins_[static_cast<std::size_t>(i)];
        if (!g.chosen) out.push_back(g.owner);  // secret and simultaneous (PP-4)
      }
      break;
    case Phase::kTurn:
    case Phase::kAssign:
    case Phase::kSealChoice:
    case Phase::kSurpriseChoice:
      out.push_back(penguins_[static_cast<std::size_t>(focus_)].owner);
      break;
    case Phase::kResolving:
    case Phase::kOver:
      break;
  }
}

void PushPushState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  PlayerList acting;
  acting_players(acting);
  if (player < 0 || !acting.contains(player)) return;
  const int mine = phase_ == Phase::kSelecting ? player_penguin(player) : focus_;
  const Penguin& g = penguins_[static_cast<std::size_t>(mine)];
  switch (phase_) {
    case Phase::kSelecting:
    case Phase::kAssign:
      out.push_back(kGoBase + g.dice[0]);
      if (g.dice[1] != g.dice[0]) out.push_back(kGoBase + g.dice[1]);
      break;
    case Phase::kTurn:
      // R4 (PP-5): A, matching dice may be rerolled; B, gobble a fish; C, move.
      if (!gobbled_ && !g.both_go && g.dice[0] == g.dice[1] &&
          matching_rerolls_ < kMaxMatchingRerolls) {
        out.push_back(kRerollMatching);
      }
      if (g.fish > 0) {
        out.push_back(kGobbleReroll);
        if (!g.both_go) out.push_back(kGobbleBothGo);
      }
      out.push_back(kMove);
      break;
    case Phase::kSealChoice: {
      const SealFace& face = board_->seal_die[seal_face_];
      if (face.kind == SealKind::kNumbers) {
        out.push_back(kTakeBase + face.low);
        out.push_back(kTakeBase + face.high);
      } else {
        out.push_back(kAccept);
      }
      if (g.fish > 0) out.push_back(kGobbleSeal);
      break;
    }
    default:
      break;
  }
}

void PushPushState::set_dice(int penguin, Action outcome) {
  Penguin& g = penguins_[static_cast<std::size_t>(penguin)];
  if (g.bot) {
    g.dice = {static_cast<std::uint8_t>(outcome), 0};
  } else {
    g.dice = {static_cast<std::uint8_t>(outcome / 32), static_cast<std::uint8_t>(outcome % 32)};
  }
}

void PushPushState::apply_unchecked(Player player, Action action) {
  if (phase_ == Phase::kChance) {
    const int i = focus_;
    switch (chance_kind_) {
      case ChanceKind::kRoundRoll:
        set_dice(i, action);
        if (i + 1 < num_penguins_) return need_chance(ChanceKind::kRoundRoll, i + 1);
        phase_ = Phase::kSelecting;
        return;
      case ChanceKind::kReroll:
        set_dice(i, action);
        phase_ = Phase::kAssign;
        return;
      case ChanceKind::kSeal: {
        seal_face_ = static_cast<std::uint8_t>(action);
        last_seal_ = static_cast<std::int8_t>(action);
        const SealFace& face = board_->seal_die[seal_face_];
        if (penguins_[static_cast<std::size_t>(i)].bot) {
          // R12: a Waddlebot accepts the seal and takes the larger number.
          phase_ = Phase::kResolving;
          seal_result(i, face, face.high);
          return continue_play();
        }
        phase_ = Phase::kSealChoice;
        return;
      }
      case ChanceKind::kSurprise:
        last_seal_ = static_cast<std::int8_t>(action);
        phase_ = Phase::kResolving;
        surprise_roll_result(
            i, board_->seal_die[static_cast<std::size_t>(action)].kind == SealKind::kOrcaTail);
        // Still resolving: the penguin hid; otherwise it rolls again, chooses, or the game ended.
        if (phase_ == Phase::kResolving) continue_play();
        return;
      case ChanceKind::kOrca:
        last_orca_die_ = static_cast<std::int8_t>(action);
        phase_ = Phase::kResolving;
        advance_orca(action);
        return continue_play();
    }
  }
  const int i = phase_ == Phase::kSelecting ? player_penguin(player) : focus_;
  Penguin& g = penguins_[static_cast<std::size_t>(i)];
  switch (phase_) {
    case Phase::kSelecting:
    case Phase::kAssign:
      if (g.dice[0] != action - kGoBase) std::swap(g.dice[0], g.dice[1]);
      if (phase_ == Phase::kAssign) {
        phase_ = Phase::kTurn;
        return;
      }
      g.chosen = true;
      for (int k = 0; k < num_penguins_; ++k) {
        if (!penguins_[static_cast<std::size_t>(k)].chosen) return;  // waiting for the others
      }
      revealed_ = true;  // R3: revealed together; turns from the holder
      phase_ = Phase::kResolving;
      start_turn(holder_);
      if (phase_ == Phase::kResolving) continue_play();
      return;
    case Phase::kTurn:
      if (action == kMove) {
        phase_ = Phase::kResolving;
        move_by(i, g.both_go ? g.dice[0] + g.dice[1] : g.dice[0]);
        return continue_play();
      }
      if (action == kRerollMatching) {
        ++matching_rerolls_;
        return need_chance(ChanceKind::kReroll, i);
      }
      --g.fish;  // R4: gobbling returns the fish to the pool
      ++supply_;
      gobbled_ = true;
      if (action == kGobbleBothGo) {
        g.both_go = true;
        return;
      }
      g.both_go = false;
      return need_chance(ChanceKind::kReroll, i);
    case Phase::kSealChoice:
      if (action == kGobbleSeal) {
        --g.fish;
        ++supply_;
        return need_chance(ChanceKind::kSeal, i);
      }
      phase_ = Phase::kResolving;
      seal_result(i, board_->seal_die[seal_face_], action - kTakeBase);
      return continue_play();
    default:
      return;
  }
}

// ---- Chance -------------------------------------------------------------------

ChanceDistribution PushPushState::chance_outcomes() const {
  ChanceDistribution d;
  if (phase_ != Phase::kChance) return d;
  const auto add = [&d](Action a, std::uint64_t w) {
    for (ChanceOutcome& o : d.outcomes) {
      if (o.action == a) {
        o.weight += w;
        return;
      }
    }
    d.outcomes.push_back({a, w});
  };
  const Penguin& g = penguins_[static_cast<std::size_t>(focus_)];
  switch (chance_kind_) {
    case ChanceKind::kRoundRoll:
    case ChanceKind::kReroll:
      if (g.bot) {
        for (std::uint8_t v : board_->penguin_die) add(v, 1);
        d.total = 6;
      } else {
        for (std::uint8_t a : board_->penguin_die) {
          for (std::uint8_t b : board_->penguin_die) add(pair_code(a, b), 1);
        }
        d.total = 36;
      }
      break;
    case ChanceKind::kSeal:
    case ChanceKind::kSurprise:
      for (int f = 0; f < 6; ++f) add(first_equal_seal_face(*board_, f), 1);
      d.total = 6;
      break;
    case ChanceKind::kOrca:
      for (std::uint8_t v : board_->orca_die) add(v, 1);
      d.total = 6;
      break;
  }
  return d;
}

Action PushPushState::sample_chance(Rng& rng) const {
  const Penguin& g = penguins_[static_cast<std::size_t>(focus_)];
  switch (chance_kind_) {
    case ChanceKind::kRoundRoll:
    case ChanceKind::kReroll:
      if (g.bot) return board_->penguin_die[rng.below(6)];
      return pair_code(board_->penguin_die[rng.below(6)], board_->penguin_die[rng.below(6)]);
    case ChanceKind::kSeal:
    case ChanceKind::kSurprise:
      return first_equal_seal_face(*board_, static_cast<int>(rng.below(6)));
    case ChanceKind::kOrca:
      return board_->orca_die[rng.below(6)];
  }
  return 0;
}

bool PushPushState::is_chance_outcome(Action action) const {
  // A face of the die being rolled (each of two faces for a person's two dice),
  // decoded and looked up, so that checking costs what drawing does.
  if (phase_ != Phase::kChance) return false;
  const Penguin& g = penguins_[static_cast<std::size_t>(focus_)];
  switch (chance_kind_) {
    case ChanceKind::kRoundRoll:
    case ChanceKind::kReroll: {
      if (g.bot) return on_die(board_->penguin_faces, action);
      if (action < 0) return false;
      const Action low = action / 32;
      const Action high = action % 32;
      return low <= high && on_die(board_->penguin_faces, low) &&
             on_die(board_->penguin_faces, high);
    }
    case ChanceKind::kSeal:
    case ChanceKind::kSurprise:
      return action >= 0 && action < 6 &&
             first_equal_seal_face(*board_, static_cast<int>(action)) == action;
    case ChanceKind::kOrca:
      return on_die(board_->orca_faces, action);
  }
  return false;
}

// ---- Results --------------------------------------------------------------------

void PushPushState::scores_into(std::vector<double>& out) const {
  // The game's measure: each player's place on the track (its own penguin).
  out.resize(static_cast<std::size_t>(options_.players));
  for (Player p = 0; p < options_.players; ++p)
    out[static_cast<std::size_t>(p)] = penguins_[static_cast<std::size_t>(player_penguin(p))].pos;
}

void PushPushState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (phase_ != Phase::kOver || winner_ < 0) return;
  const Penguin& w = penguins_[static_cast<std::size_t>(winner_)];
  if (!w.bot) out[static_cast<std::size_t>(w.owner)] = 1.0;  // a Waddlebot's win: no player wins
}

void PushPushState::resample_hidden_into(Player player, Rng& rng,
                                         std::unique_ptr<State>& out) const {
  copy_state_into(*this, out);
  static_cast<PushPushState&>(*out).resample_in_place(player, rng);
}

void PushPushState::resample_in_place(Player player, Rng& rng) {
  if (revealed_) return;
  // Before the reveal: the others' dice (rolled so far) and their GO choices (PP-4).
  const std::int8_t focus = focus_;
  const ChanceKind kind = chance_kind_;
  const int rolled =
      phase_ == Phase::kChance && chance_kind_ == ChanceKind::kRoundRoll ? focus_ : num_penguins_;
  for (int i = 0; i < rolled; ++i) {
    Penguin& g = penguins_[static_cast<std::size_t>(i)];
    if (!g.bot && g.owner == player) continue;
    focus_ = static_cast<std::int8_t>(i);
    chance_kind_ = ChanceKind::kRoundRoll;
    set_dice(i, sample_chance(rng));
    if (g.chosen && !g.bot && rng.below(2) == 1) std::swap(g.dice[0], g.dice[1]);
  }
  focus_ = focus;
  chance_kind_ = kind;
}

}  // namespace rookery::push_push
