#include "server/table.h"

#include <sys/random.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "ai/game_bots.h"
#include "core/move_form.h"
#include "core/reveals.h"
#include "core/text.h"
#include "games/registry.h"
#include "server/people_latency.h"

namespace rookery {

namespace {

// Fills `out` from getrandom(2), which blocks only before the kernel's pool is
// first seeded and never returns predictable bytes.
void secure_random(void* out, std::size_t size) {
  auto* bytes = static_cast<unsigned char*>(out);
  while (size > 0) {
    const ssize_t n = ::getrandom(bytes, size, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::abort();  // no secure randomness: no secrets can be made safely
    }
    bytes += n;
    size -= static_cast<std::size_t>(n);
  }
}

}  // namespace

std::string new_credential() {
  unsigned char bytes[16];
  secure_random(bytes, sizeof bytes);
  std::string out;
  const char* digits = "0123456789abcdef";
  for (unsigned char b : bytes) {
    out += digits[b >> 4];
    out += digits[b & 15u];
  }
  return out;
}

std::uint64_t secure_random_u64() {
  std::uint64_t value = 0;
  secure_random(&value, sizeof value);
  return value;
}

Table::Table(TableRecord record, Store* store, Playthrough play)
    : record_(std::move(record)), store_(store), play_(std::move(play)) {}

Result<void> Table::replay_stored(const MoveRecord& m) {
  const State& state = play_.state();
  auto action = state.parse_action(m.player, m.action);
  if (!action) {
    return make_error(ErrorCode::kParseError, "table " + record_.id + ", move " +
                                                  std::to_string(log_.size() + 1) + ": " +
                                                  action.error().message);
  }
  log_move(state, m.player, *action);
  if (auto r = play_.apply(m.player, *action); !r) {
    return make_error(r.error().code, "table " + record_.id + ", move " +
                                          std::to_string(log_.size()) + ": " + r.error().message);
  }
  record_.moves.push_back(m);
  return ok_result();
}

Result<std::shared_ptr<Table>> Table::open(TableRecord record, Store* store, TimePoint now,
                                           BotBudget budget, std::chrono::milliseconds window,
                                           std::chrono::milliseconds hand_over_after,
                                           bool follower) {
  auto game = load_game(record.game, static_cast<int>(record.seats.size()));
  if (!game) return game.error();
  Playthrough play(*game, record.seed);
  std::shared_ptr<Table> table(new Table(record, store, std::move(play)));
  table->record_.moves.clear();
  // The talk is kept by the chat, not twice in the record.
  table->chat_ = TableChat(std::move(table->record_.chat), record.chat_mutes);
  table->record_.chat.clear();
  table->budget_ = budget;
  bool hints_on = false;
  // Who may sit, and whether the game waits for its guests (table_seats.cpp).
  if (store != nullptr) {
    auto access = store->load_access(record.id);
    if (!access) return access.error();
    table->invitations_ = Invitations(std::move(*access));
    auto hints = store->hints_on(record.id);
    if (!hints) return hints.error();
    hints_on = *hints;
  }
  // A game played on a clock is timed by the server when its claims read "... at N ms"
  // and a seat may pass (games/match/RULES.md, "Action text").
  if ((*game)->facts().real_time && table->play_.state().parse_action(0, "pass").ok()) {
    Table* t = table.get();
    table->clock_.emplace(table->play_, [t](Player p, Action a) -> Result<void> {
      if (auto r = t->commit(p, a); !r) return r;
      if (p == kChancePlayer) t->card_version_ = static_cast<int>(t->log_.size());
      return ok_result();
    });
  } else {
    // Every turn-based table times its response windows (PassWindow); a game with
    // neither "pass" nor standing choices never opens one that waits.
    table->windows_.emplace(record.seats.size(), window);
  }
  const auto seats = record.seats.size();
  table->coach_ = std::make_shared<CoachDesk>(seats, hints_on, budget, store, record.id);
  table->standing_.assign(seats, "");
  // Nobody is connected yet: every person's seat is away from now (a restart
  // gives them the whole time again to come back).
  table->presence_ = Presence(seats, now, hand_over_after);
  for (std::size_t s = 0; s < record.seats.size(); ++s) {
    table->thinking_.push_back(false);
    table->told_state_.emplace_back();
    table->told_version_.push_back(0);
    table->bots_.emplace_back();
    if (record.seats[s].kind == "human") continue;
    auto bot = make_bot_within(record.seats[s].kind, **game, mix_seed(record.seed, s + 1), budget,
                               OverBudget::kCap);
    if (!bot) {
      return make_error(bot.error().code,
                        "seat " + std::to_string(s + 1) + ": " + bot.error().message);
    }
    table->bots_.back() = std::move(*bot);
  }
  // Replay the stored moves, rebuilding each viewer's log.
  for (const MoveRecord& m : record.moves) {
    if (auto r = table->replay_stored(m); !r) return r.error();
  }
  std::lock_guard lock(table->mutex_);
  if (follower) {
    // Another process plays it: nothing is moved or timed here (follow()).
    table->follower_ = true;
    return table;
  }
  if (!table->clock_) {
    table->judge_last_move();
    if (auto r = table->run_chance(); !r) return r.error();
    return table;
  }
  for (std::size_t i = table->play_.moves().size(); i > 0; --i) {
    if (table->play_.moves()[i - 1].player == kChancePlayer) {
      table->card_version_ = static_cast<int>(i);
      break;
    }
  }
  // Taken up in the middle of a step (a restart): the step starts afresh now.
  table->clock_->resume(clock_time(now));
  if (auto r = table->advance(now); !r) return r.error();
  return table;
}

int Table::version() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(log_.size());
}

TableRecord Table::record() const {
  std::lock_guard lock(mutex_);
  return record_;
}

bool Table::terminal() const {
  std::lock_guard lock(mutex_);
  return play_.state().is_terminal();
}

nlohmann::json Table::summary() const {
  std::lock_guard lock(mutex_);
  nlohmann::json seats = nlohmann::json::array();
  int open = 0;
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    nlohmann::json seat = seat_json(s);
    open += seat["taken"].get<bool>() ? 0 : 1;
    seats.push_back(std::move(seat));
  }
  return {{"table", record_.id},
          {"game", record_.game},
          {"title", play_.game().facts().title},
          {"seats", std::move(seats)},
          {"open_seats", open},
          {"version", log_.size()},
          {"terminal", play_.state().is_terminal()},
          {"hints", coach_->hints_on()},
          {"rated", record_.rated}};
}

bool Table::idle_since(TimePoint since) const {
  // Someone besides the lobby watches, or it changed since.
  if (listeners_.watched_or_changed_since(since)) return false;
  std::lock_guard lock(mutex_);
  if (std::any_of(thinking_.begin(), thinking_.end(), [](bool b) { return b; })) return false;
  if (windows_ && answer_waiting()) return false;
  if (coach_->working()) return false;  // a hint or a review being made stays in memory
  return !(clock_ && clock_running() && !play_.state().is_terminal());
}

bool Table::holds(int seat, const std::string& credential) const {
  std::lock_guard lock(mutex_);
  return seat >= 0 && seat < static_cast<int>(record_.seats.size()) && !credential.empty() &&
         record_.seats[static_cast<std::size_t>(seat)].credential == credential;
}

Result<std::string> Table::join(int seat, const std::string& name, TimePoint now,
                                const std::string& person, const Account* account) {
  std::string credential;
  {
    std::lock_guard lock(mutex_);
    if (!invitations_.listed()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "table " + id() +
                            " is private: a seat there is taken with the invite link its host "
                            "sends");
    }
    auto taken = take_seat(seat, name, now, person, account);
    if (!taken) return taken.error();
    credential = std::move(*taken);
  }
  notify();
  return credential;
}

Result<void> Table::leave(int seat, const std::string& credential, const std::string& bot_spec,
                          const std::string& person) {
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    SeatRecord r{"human", "", ""};
    std::shared_ptr<Bot> bot;
    // A seat with secrets in a game under way is never open again: its next
    // holder would learn what the one who left saw (seat peeking), from
    // whatever address. The stand-in bot plays it on.
    const bool secrets =
        play_.game().facts().hidden_information && !log_.empty() && !play_.state().is_terminal();
    std::string spec = bot_spec;
    if (spec.empty() && secrets) spec = stand_in_spec();
    if (!spec.empty()) {  // a bot takes over the seat
      auto made = make_bot_within(spec, play_.game(), mix_seed(record_.seed, 1000 + seat), budget_,
                                  OverBudget::kRefuse);
      if (!made) return made.error();
      bot = std::move(*made);
      r.kind = bot->spec();
    }
    const SeatRecord& was = record_.seats[static_cast<std::size_t>(seat)];
    const Departure left{seat, was.name, person, static_cast<int>(log_.size()), was.account};
    if (auto w = store_->vacate_seat(id(), left, r); !w) return w.error();
    record_.seats[static_cast<std::size_t>(seat)] = r;
    record_.departures.push_back(left);
    bots_[static_cast<std::size_t>(seat)] = std::move(bot);
    told_state_[static_cast<std::size_t>(seat)].reset();  // the new bot has seen nothing
    // What the person left standing or held leaves with them.
    standing_[static_cast<std::size_t>(seat)].clear();
    presence_.vacated(static_cast<std::size_t>(seat));
    if (windows_) windows_->release(static_cast<std::size_t>(seat));
    // Nor does anyone new sit at the table after that: the one who left, back
    // from another address, would hold a seat knowing another's secrets. The
    // seats still open go to the stand-in bot too.
    if (secrets) {
      if (auto r = close_open_seats(); !r) return r.error();
    }
  }
  notify();
  return ok_result();
}

Result<void> Table::close_open_seats() {
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    if (!record_.seats[s].open()) continue;
    auto made = make_bot_within(stand_in_spec(), play_.game(), mix_seed(record_.seed, 1000 + s),
                                budget_, OverBudget::kRefuse);
    if (!made) return made.error();
    const SeatRecord r{(*made)->spec(), "", ""};
    if (auto w = store_->update_seat(id(), static_cast<int>(s), r); !w) return w.error();
    record_.seats[s] = r;
    bots_[s] = std::move(*made);
    told_state_[s].reset();
  }
  return ok_result();
}

Result<void> Table::commit(Player player, Action action, bool then_chance) {
  const State& state = play_.state();
  std::vector<MoveRecord> moves{{player, state.action_to_string(player, action)}};
  std::vector<Action> outcomes;
  if (then_chance && !waiting_locked()) {
    // Drawn ahead on a copy, exactly as run_chance will draw them.
    std::unique_ptr<State> ahead = state.clone();
    ahead->apply_unchecked(player, action);
    while (!ahead->is_terminal() && ahead->is_chance_node()) {
      const Action outcome = play_.chance_outcome_at(*ahead, play_.moves().size() + moves.size());
      moves.push_back({kChancePlayer, ahead->action_to_string(kChancePlayer, outcome)});
      outcomes.push_back(outcome);
      ahead->apply_unchecked(kChancePlayer, outcome);
    }
  }
  // Durable first: a move that is not stored is not made.
  if (auto w = store_->append_moves(id(), static_cast<int>(log_.size()) + 1, moves); !w) {
    return w.error();
  }
  if (auto r = make(player, action, std::move(moves[0])); !r) return r;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    if (auto r = make(kChancePlayer, outcomes[i], std::move(moves[i + 1])); !r) return r;
  }
  return ok_result();
}

Result<void> Table::make(Player player, Action action, MoveRecord move) {
  const State& state = play_.state();
  const bool pass = windows_ && is_pass(player, action);
  const bool answer = windows_ && is_answer(player, action);
  // A person who could have answered and passed was asked about the move: what
  // they did, and when, told the mover something (see judge_undo).
  const bool chose = pass && player >= 0 &&
                     record_.seats[static_cast<std::size_t>(player)].kind == "human" &&
                     state.legal_actions(player).size() > 1;
  // What a person's move is made from, when it might be taken back (judge_undo);
  // bots never take a move back.
  std::unique_ptr<State> before;
  const bool person =
      player >= 0 && record_.seats[static_cast<std::size_t>(player)].kind == "human";
  if (!clock_ && person && !pass) before = state.clone();
  log_move(state, player, action);
  if (auto r = play_.apply(player, action); !r) {  // checked by the caller
    log_.pop_back();
    sentences_.pop_back();
    return r.error();
  }
  if (windows_) {
    windows_->moved(answer, Clock::now());
    if (player >= 0) windows_->release(static_cast<std::size_t>(player));
    drop_ended_standing();
  }
  record_.moves.push_back(std::move(move));
  if (before) {
    judge_undo(*before, play_.state(), player, action, static_cast<int>(log_.size()));
  } else {
    undo_.moved_on(player, pass, chose);
  }
  return ok_result();
}

void Table::judge_undo(const State& before, const State& after, Player player, Action action,
                       int version) {
  // Bots never take a move back, and claims on the clock stand.
  if (clock_ || player < 0 || record_.seats[static_cast<std::size_t>(player)].kind != "human") {
    undo_.clear();
    return;
  }
  undo_.judge(before, after, player, action, version,
              mix_seed(record_.seed, static_cast<std::uint64_t>(version)));
}

void Table::judge_last_move() {
  undo_.clear();
  const std::vector<Move>& moves = play_.moves();
  if (clock_ || moves.empty()) return;
  // Back over the passes of a response window to the move that opened it.
  std::size_t made = moves.size();
  while (windows_ && made > 0 && is_pass(moves[made - 1].player, moves[made - 1].action)) --made;
  if (made == 0) return;
  const Move& m = moves[made - 1];
  if (m.player < 0) return;
  for (std::size_t i = made; i < moves.size(); ++i) {
    if (moves[i].player == m.player) return;  // the mover's own pass: a new step
  }
  for (std::size_t i = made; i < moves.size(); ++i) {
    const Player p = moves[i].player;
    if (p < 0 || record_.seats[static_cast<std::size_t>(p)].kind != "human") continue;
    auto then = replayed(i);
    if (then && then->state().legal_actions(p).size() > 1) {  // a person was asked about it
      undo_.asked_about(m.player);
      return;
    }
  }
  auto before = replayed(made - 1);
  auto after = replayed(made);
  if (before && after) {
    judge_undo(before->state(), after->state(), m.player, m.action, static_cast<int>(made));
  }
}

Result<Playthrough> Table::replayed(std::size_t count) const {
  Playthrough then(play_.shared_game(), record_.seed);
  for (std::size_t i = 0; i < count && i < play_.moves().size(); ++i) {
    const Move& m = play_.moves()[i];
    if (auto r = then.apply(m.player, m.action); !r) return r.error();
  }
  return then;
}

Result<int> Table::undo(int seat, const std::string& credential) {
  int version = 0;
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    const std::vector<Move>& moves = play_.moves();
    if (clock_) {
      return make_error(ErrorCode::kIllegalAction, "a claim on the clock cannot be taken back");
    }
    const auto taken_back =
        undo_.take_back(seat, play_.state(),
                        moves.empty() ? std::nullopt : std::optional<Player>(moves.back().player));
    if (!taken_back) return taken_back.error();
    // The move and the passes after it; forgotten in the store first, so a move
    // taken back is gone after a restart too.
    const auto first = static_cast<std::size_t>(*taken_back);
    const std::size_t made = first - 1;
    if (auto r = store_->remove_moves_from(id(), static_cast<int>(first)); !r) return r.error();
    auto back = replayed(made);
    if (!back) return back.error();
    play_ = std::move(*back);
    log_.resize(made);
    sentences_.resize(made);
    record_.moves.resize(made);
    // A bot told of the move forgets what it was told (none can have been: the
    // seat moved alone before and after; kept for safety).
    for (std::size_t s = 0; s < told_version_.size(); ++s) {
      if (told_version_[s] > static_cast<int>(made)) {
        told_state_[s].reset();
        told_version_[s] = 0;
      }
    }
    judge_last_move();  // the move before may be taken back too
    version = static_cast<int>(log_.size());
    // A hint made for the position before the undo has the same version as
    // the next one but is not for it.
    coach_->forget_hints();
  }
  notify();
  return version;
}

Result<void> Table::check_holder(int seat, const std::string& credential) const {
  if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty() ||
      record_.seats[static_cast<std::size_t>(seat)].credential != credential) {
    return make_error(ErrorCode::kSeatNotHeld,
                      "that credential does not hold seat " + std::to_string(seat + 1));
  }
  return ok_result();
}

void Table::log_move(const State& state, Player player, Action action) {
  const std::size_t viewers = record_.seats.size() + 1;
  std::vector<std::string> texts(viewers), sentences(viewers);
  for (std::size_t v = 0; v < viewers; ++v) {
    const Player viewer = v + 1 == viewers ? kSpectator : static_cast<Player>(v);
    texts[v] = state.public_action_text(viewer, player, action);
    sentences[v] = state.log_sentence(viewer, player, action);
  }
  log_.push_back(std::move(texts));
  sentences_.push_back(std::move(sentences));
}

Result<void> Table::run_chance() {
  if (waiting_locked()) return ok_result();  // the game starts when every guest is seated
  while (!play_.state().is_terminal() && play_.state().is_chance_node()) {
    if (auto r = commit(kChancePlayer, play_.auto_chance_outcome()); !r) return r;
  }
  return ok_result();
}

Result<int> Table::act(int seat, const std::string& credential, std::string_view text,
                       TimePoint now, bool leave_standing, bool* held_out) {
  if (clock_ && leave_standing) {
    return make_error(ErrorCode::kInvalidArgument,
                      "no move can be left standing in a real-time game");
  }
  if (clock_) {
    auto claimed = claim(seat, credential, text, now);
    if (!claimed) return claimed.error();
    return claimed->version;
  }
  int version = 0;
  bool held = false;
  {
    std::lock_guard lock(mutex_);
    if (auto holder = check_holder(seat, credential); !holder) return holder.error();
    const State& state = play_.state();
    if (state.is_terminal()) {
      return make_error(ErrorCode::kIllegalAction, "the game is over");
    }
    if (waiting_locked()) {
      return make_error(ErrorCode::kIllegalAction,
                        "the game has not started: it starts when every seat is taken");
    }
    auto action = state.parse_action(seat, text);
    if (!action) return action.error();
    if (!state.acting_players().contains(seat) || !state.is_legal(seat, *action)) {
      // The state's own check says why, in the rulebook's words.
      std::unique_ptr<State> copy = state.clone();
      auto refused = copy->apply(seat, *action);
      return refused ? make_error(ErrorCode::kIllegalAction, "not legal now") : refused.error();
    }
    if (leave_standing) {
      if (auto r = leave_standing_with(seat, *action); !r) return r.error();
    }
    // An answer sent before the window's minimum is held and made then (tick).
    held = windows_ && is_answer(seat, *action) &&
           windows_->hold(static_cast<std::size_t>(seat), *action, now);
    if (!held) {
      if (auto r = commit(seat, *action, /*then_chance=*/true); !r) return r.error();
    }
    version = static_cast<int>(log_.size());
  }
  // A held answer changes nothing anyone else may see, nor when: only the
  // holder's own connections hear of it (their view's `held`).
  if (held) {
    notify_holder(credential);
  } else {
    notify();
  }
  if (held_out != nullptr) *held_out = held;
  return version;
}

Result<int> Table::act_as_bot(const BotJob& job, Action action, TimePoint now) {
  Result<int> result = 0;
  {
    std::lock_guard lock(mutex_);
    const auto seat = static_cast<std::size_t>(job.seat);
    thinking_[seat] = false;
    if (clock_) {
      if (auto r = advance(now); !r) result = r.error();  // what was due comes first
    }
    // A table that moved on meanwhile (another seat's secret choice, a seat handed
    // over) makes the answer stale: it is dropped and the bot asked again.
    if (result && static_cast<int>(log_.size()) == job.version && bots_[seat] == job.bot) {
      const State& state = play_.state();
      if (!clock_) {
        if (auto r = commit(job.seat, action, /*then_chance=*/true); !r) result = r.error();
      } else if (state.acting_players().contains(job.seat) && state.is_legal(job.seat, action)) {
        // The bot's claim reaches the table as late as a person's would.
        std::vector<bool> person;
        for (const SeatRecord& r : record_.seats) person.push_back(r.kind == "human");
        // At most a quarter of the step's time: a person whose client answers
        // pings late cannot push every bot's claim past the step.
        const std::optional<ClaimSpan>& span = clock_->span();
        const int delay = std::min(people_latency_ms(presence_.latencies(), person),
                                   span ? std::max(0, span->last / 4) : 0);
        const Action arrives = delayed_claim(state, job.seat, action, delay);
        if (auto r = clock_->offer(job.seat, arrives, clock_time(now)); !r) result = r.error();
      }
    }
    if (result) result = static_cast<int>(log_.size());
  }
  notify();
  return result;
}

std::vector<BotJob> Table::bot_jobs() {
  std::lock_guard lock(mutex_);
  std::vector<BotJob> jobs;
  const State& state = play_.state();
  if (state.is_terminal() || waiting_locked() || retired_ || follower_) return jobs;
  for (Player p : state.acting_players()) {
    if (p < 0) continue;
    const auto s = static_cast<std::size_t>(p);
    if (!bots_[s] || thinking_[s] || (clock_ && clock_->holds(p))) continue;
    thinking_[s] = true;
    BotJob job{p, static_cast<int>(log_.size()), state.clone(), bots_[s], nullptr, {}};
    if (told_state_[s]) {
      job.since = std::move(told_state_[s]);
      const std::vector<Move>& made = play_.moves();
      job.moves.assign(made.begin() + told_version_[s], made.end());
    }
    told_state_[s] = state.clone();
    told_version_[s] = job.version;
    jobs.push_back(std::move(job));
  }
  return jobs;
}

void BotJob::catch_up() {
  if (!since) return;
  for (const Move& m : moves) {
    bot->observe(*since, m.player, m.action);
    since->apply_unchecked(m.player, m.action);
  }
}

nlohmann::json Table::view(Player viewer, int since, TimePoint now) const {
  std::lock_guard lock(mutex_);
  // At a real-time table, during a step of claims, the legal moves are the claims
  // without their times.
  nlohmann::json out = view_of(play_.state(), viewer, since, static_cast<int>(log_.size()),
                               clock_ && clock_->span() ? Legal::kClaims : Legal::kMoves);
  if (clock_) out["clock"] = clock_json(now);
  seating_into(out, viewer);
  coach_into(out, viewer);
  presence_.into(out, record_.seats, now);
  return out;
}

Result<nlohmann::json> Table::view_at(Player viewer, int version) const {
  std::lock_guard lock(mutex_);
  const int made = static_cast<int>(log_.size());
  if (version < 0 || version > made) {
    return make_error(ErrorCode::kInvalidArgument, "there is no step " + std::to_string(version) +
                                                       " at table " + record_.id +
                                                       "; steps are 0.." + std::to_string(made));
  }
  // The table as it stood then: the same game and seed, the first `version` moves.
  auto game = load_game(record_.game, static_cast<int>(record_.seats.size()));
  if (!game) return game.error();
  Playthrough then(*game, record_.seed);
  for (int i = 0; i < version; ++i) {
    const Move& m = play_.moves()[static_cast<std::size_t>(i)];
    if (auto r = then.apply(m.player, m.action); !r) return r.error();
  }
  // A step of a replay is not played: no legal moves.
  nlohmann::json out = view_of(then.state(), viewer, 0, version, Legal::kNone);
  out["replay"] = true;
  return out;
}

nlohmann::json Table::view_of(const State& state, Player viewer, int since, int upto,
                              Legal legal_as) const {
  const std::size_t column = viewer >= 0 ? static_cast<std::size_t>(viewer) : record_.seats.size();
  nlohmann::json seats = nlohmann::json::array();
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    nlohmann::json seat = seat_json(s);
    seat["latency_ms"] = bots_[s] ? 0 : presence_.latencies()[s];  // a bot plays on the server
    seats.push_back(std::move(seat));
  }
  nlohmann::json acting = nlohmann::json::array();
  for (Player p : state.acting_players()) acting.push_back(p);
  // The legal moves twice: as words (`legal`, what a client sends back) and as
  // forms with their structure (`moves`, docs/moves.md), in the same order.
  nlohmann::json legal = nlohmann::json::array();
  nlohmann::json moves = nlohmann::json::array();
  if (legal_as != Legal::kNone && viewer >= 0 && state.acting_players().contains(viewer)) {
    if (legal_as == Legal::kClaims) {
      for (const std::string& words : claim_words(state, viewer)) {
        legal.push_back(words);
        moves.push_back(claim_form(state, viewer, words));
      }
    } else {
      for (Action a : state.legal_actions(viewer)) {
        std::string words = state.action_to_string(viewer, a);
        moves.push_back(form_with_words(state, viewer, a, words));
        legal.push_back(std::move(words));
      }
    }
  }
  nlohmann::json log = nlohmann::json::array();
  since = std::max(0, std::min(since, upto));
  for (std::size_t i = static_cast<std::size_t>(since); i < static_cast<std::size_t>(upto); ++i) {
    const Player who = play_.moves()[i].player;
    nlohmann::json entry = {{"version", i + 1}, {"player", who}, {"text", log_[i][column]}};
    // A move whose game wrote no sentence for this viewer tells them nothing they
    // can see yet (a claim sealed until all have claimed): quiet, no line in a
    // log for people (docs/protocol.md).
    if (!sentences_[i][column].empty()) {
      entry["sentence"] = sentences_[i][column];
    } else {
      entry["quiet"] = true;
    }
    log.push_back(std::move(entry));
  }
  // Moved in, not listed in braces: an initializer list copies each part
  // whole, and a view is built for every viewer at every change.
  nlohmann::json out = nlohmann::json::object();
  out["table"] = record_.id;
  out["game"] = record_.game;
  out["title"] = play_.game().facts().title;
  out["version"] = upto;
  out["viewer"] = viewer;
  out["seats"] = std::move(seats);
  out["acting"] = std::move(acting);
  out["legal"] = std::move(legal);
  out["moves"] = std::move(moves);
  out["observation"] = state.observation(viewer);
  out["describe"] = state.describe(viewer);
  out["log_since"] = since;
  out["log"] = std::move(log);
  out["terminal"] = state.is_terminal();
  if (record_.rated) out["rated"] = true;
  out["chat"] = chat_.view(viewer, upto);
  // Whether the viewer may take back their last move now (undo).
  if (legal_as == Legal::kMoves && viewer >= 0 && undo_.undoable_by(play_.state()) == viewer)
    out["undo"] = true;
  if (legal_as == Legal::kMoves && viewer >= 0) add_answers_json(viewer, out);
  if (state.is_terminal()) {
    out["returns"] = state.returns();
    out["scores"] = state.scores();
  }
  if (!next_.empty()) out["next"] = next_;
  return out;
}

nlohmann::json Table::seat_json(std::size_t seat) const {
  const SeatRecord& r = record_.seats[seat];
  // Who held this seat before and left it: in a game with secrets they saw its
  // secrets (Pantolino has none); at a bot's seat the last of them is whom the bot
  // plays on for, so that the page and the result name the person too.
  const bool secrets = play_.game().facts().hidden_information;
  nlohmann::json seen_by = nlohmann::json::array();
  std::string played_for;
  for (const Departure& d : record_.departures) {
    if (static_cast<std::size_t>(d.seat) != seat) continue;
    if (secrets && std::find(seen_by.begin(), seen_by.end(), d.name) == seen_by.end())
      seen_by.push_back(d.name);
    if (!d.name.empty()) played_for = d.name;
  }
  nlohmann::json out = nlohmann::json::object();  // moved in, not copied (view_of)
  out["seat"] = seat;
  out["kind"] = r.kind;
  out["taken"] = r.kind != "human" || !r.credential.empty();
  // A bot by what players call it: "Bot: rule of thumb" (its spec is `kind`).
  out["name"] = r.kind == "human" ? r.name : "Bot: " + bot_title(play_.game().facts().name, r.kind);
  out["seen_by"] = std::move(seen_by);
  if (r.kind != "human" && !played_for.empty()) out["played_for"] = played_for;
  if (r.account != 0) out["account"] = r.name;  // their profile's name
  return out;
}

void Table::report_latency(int seat, int ms) {
  bool changed = false;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) return;
    changed = presence_.report_latency(static_cast<std::size_t>(seat), ms);
  }
  if (changed) notify();
}

// ---- the card clock of a real-time table ----------------------------------------------

bool Table::clock_running() const {
  if (!log_.empty()) return true;
  return std::all_of(record_.seats.begin(), record_.seats.end(), [](const SeatRecord& s) {
    return s.kind != "human" || !s.credential.empty();
  });
}

Action Table::pass_action(Player player) const {
  return play_.state().parse_action(player, "pass").value();  // checked when opened
}

Result<bool> Table::advance(TimePoint now) {
  if (!clock_ || !clock_running()) return false;
  return clock_->advance(clock_time(now));
}

Result<void> Table::tick(TimePoint now) {
  Result<bool> changed = false;
  {
    std::lock_guard lock(mutex_);
    changed = windows_ ? make_due_answers(now) : advance(now);
  }
  if (!changed) return changed.error();
  if (*changed) notify();
  return ok_result();
}

std::optional<Table::TimePoint> Table::deadline() const {
  std::lock_guard lock(mutex_);
  if (retired_ || follower_) return std::nullopt;
  if (windows_) {
    if (!answer_waiting()) return std::nullopt;
    return windows_->passes_from();
  }
  if (!clock_ || !clock_running()) return std::nullopt;
  const std::optional<CardClock::Time> at = clock_->deadline();
  if (!at) return std::nullopt;
  return TimePoint(*at);
}

nlohmann::json Table::clock_json(TimePoint now) const {
  nlohmann::json clock = {{"running", clock_running()}};
  const State& state = play_.state();
  if (const std::optional<ClaimSpan>& span = clock_->span()) {
    clock["since_card_ms"] = clock_->elapsed_ms(clock_time(now));
    clock["claims_from_ms"] = span->first;
    clock["claims_until_ms"] = span->last;
  } else if (clock_running() && !state.is_terminal() && state.is_chance_node()) {
    clock["next_card_in_ms"] = next_card_in_ms(now);
  }
  return clock;
}

long long Table::next_card_in_ms(TimePoint now) const {
  const std::optional<CardClock::Time> at = clock_->next_card_at();
  if (!at) return 0;
  const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(*at - clock_time(now));
  return std::max<long long>(0, wait.count());
}

Result<Table::Claimed> Table::claim(int seat, const std::string& credential, std::string_view words,
                                    TimePoint now, std::optional<int> seen) {
  bool changed = false;
  Result<Claimed> result = [&]() -> Result<Claimed> {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    if (!clock_) {
      return make_error(ErrorCode::kInvalidArgument,
                        "this game is not played in real time: send the move with \"act\"");
    }
    const std::string said = rookery::join(split_words(to_lower(words)), " ");
    if (split_timed(said)) {
      return make_error(ErrorCode::kInvalidArgument,
                        "the server times the claims at this table: send " + quote(said) +
                            " without its time, as " + quote(split_timed(said)->claim));
    }
    auto advanced = advance(now);  // what was due comes first: a silent seat passes
    if (!advanced) return advanced.error();
    changed = *advanced;
    const State& state = play_.state();
    const std::string who = player_name(seat);
    if (state.is_terminal()) return make_error(ErrorCode::kIllegalAction, "the game is over");
    if (!clock_running()) {
      return make_error(ErrorCode::kIllegalAction,
                        "the card clock has not started: it starts when every human seat is "
                        "taken");
    }
    if (seen && *seen < card_version_) {
      // Sent on a card whose time ran out on the way: not counted on this one.
      return make_error(ErrorCode::kIllegalAction,
                        "too late: the card claimed on (version " + std::to_string(*seen) +
                            ") is no longer open; a card was turned at version " +
                            std::to_string(card_version_));
    }
    if (state.is_chance_node()) {
      const std::string next =
          "the next card is turned in " + std::to_string(next_card_in_ms(now)) + " ms";
      return make_error(
          ErrorCode::kIllegalAction,
          clock_->auto_passed(seat)
              ? "too late: the time for claims on this card ran out and " + who + " passed; " + next
              : "no card is open for claims now; " + next);
    }
    if (!state.acting_players().contains(seat)) {
      return make_error(ErrorCode::kIllegalAction,
                        clock_->auto_passed(seat)
                            ? "too late: the time for claims ran out and " + who + " passed"
                            : who + " has claimed or passed already in this step (a pass " +
                                  "waits for the next card; the window after a correct " +
                                  "claim takes one claim from each player)");
    }
    Result<Action> action = pass_action(seat);
    const std::optional<ClaimSpan>& span = clock_->span();
    if (!span) {
      action = state.parse_action(seat, said);
    } else if (said != "pass") {
      const std::vector<std::string> allowed = claim_words(state, seat);
      if (std::find(allowed.begin(), allowed.end(), said) == allowed.end()) {
        return make_error(ErrorCode::kParseError, "cannot read claim " + quote(words) +
                                                      "; claims now (the server adds the time): " +
                                                      rookery::join(allowed, ", "));
      }
      // The time is the server's: from the card's turn to the claim's arrival.
      action = timed_claim(state, seat, said,
                           std::max(clock_->elapsed_ms(clock_time(now)), span->first));
    }
    if (!action) return action.error();
    if (!state.is_legal(seat, *action)) {
      std::unique_ptr<State> copy = state.clone();
      auto refused = copy->apply(seat, *action);
      return refused ? make_error(ErrorCode::kIllegalAction, "not legal now") : refused.error();
    }
    std::string text = state.action_to_string(seat, *action);
    if (auto r = clock_->claim_now(seat, *action, clock_time(now)); !r) return r.error();
    changed = true;
    return Claimed{static_cast<int>(log_.size()), std::move(text)};
  }();
  if (changed) notify();
  return result;
}

int Table::subscribe(std::function<void()> listener, std::optional<std::string> credential) {
  return listeners_.add(std::move(listener), std::move(credential));
}

void Table::unsubscribe(int id) { listeners_.remove(id); }

void Table::set_next(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    next_ = id;
  }
  notify();
}

std::string Table::next() const {
  std::lock_guard lock(mutex_);
  return next_;
}

void Table::notify() { listeners_.tell_everyone(); }

void Table::notify_holder(const std::string& credential) { listeners_.tell_holder(credential); }

}  // namespace rookery
