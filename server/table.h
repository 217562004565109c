// Table: one game being played online. The server's authority over it: every
// action is checked against the seat's credential, the acting players and the
// legal actions; every move is stored before it is acknowledged; and everything
// sent out is one viewer's projection, with nothing another seat may not see.
// Thread-safe: one mutex per table orders its moves.
//
// A real-time game (GameFacts::real_time: Match of the Penguins) is played on the
// server's card clock: the table turns each card when the last step's time is up,
// times each person's claim when it arrives, makes each bot's claim at its moment
// and passes the seats that stayed silent when a step's time runs out. The table
// keeps the time; whoever calls tick() at deadline() (the lobby's clock thread)
// makes it happen.
//
// A turn-based game with response windows (moves that may be answered, "pass"
// among the legal moves: Plucky Penguins) times its passes the same way: a pass
// lands no earlier than PassWindow::kDefaultMinimum after the window opened, and a seat
// with nothing but "pass" is passed for then (PassWindow says why).
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "core/playthrough.h"
#include "server/account.h"
#include "server/card_clock.h"
#include "server/coach_desk.h"
#include "server/invitations.h"
#include "server/listeners.h"
#include "server/ownership.h"
#include "server/pass_window.h"
#include "server/presence.h"
#include "server/store.h"
#include "server/table_chat.h"
#include "server/timed_claims.h"
#include "server/undo_judge.h"

namespace rookery {

// How long a person's seat must have had no connection before the others may
// hand it to a bot (Table::hand_over); `rookery serve --hand-over-after`.
inline constexpr std::chrono::milliseconds kDefaultHandOverAfter{std::chrono::seconds(60)};

// A bot's turn to think: it works on its own copy, off the table's lock.
struct BotJob {
  int seat = 0;
  int version = 0;  // the table's version it thinks about; stale answers are dropped
  std::unique_ptr<State> state;
  std::shared_ptr<Bot> bot;
  // The moves made since this bot's last job, from the state it thought about
  // then (none at its first job): told to the bot before it thinks, so mcts
  // keeps its tree between decisions as it does in `sim` and `play`.
  std::unique_ptr<State> since;
  std::vector<Move> moves;

  // Tells the bot every move since its last job, in order (Bot::observe), and
  // leaves `since` at the job's state; off the table's lock, on the thread that
  // then asks the bot to choose.
  void catch_up();
};

class Table {
 public:
  using Clock = std::chrono::steady_clock;
  using TimePoint = Clock::time_point;

  // A table from its record, its moves replayed (a new table has none). The error
  // names what could not be replayed. A real-time table whose clock runs (below)
  // starts the step it stands in afresh at `now`. Its bots think within
  // `budget` (a stored seat asking for more is capped to it).
  // A response window lasts at least `window` (PassWindow).
  // A seat held by a person with no connection for `hand_over_after` may be
  // handed to a bot by the others (hand_over).
  // A `follower` is a copy of a table another server process plays, for
  // watching only: it makes no move (no chance, bot or clock) and is kept up
  // to date by follow().
  static Result<std::shared_ptr<Table>> open(
      TableRecord record, Store* store, TimePoint now = Clock::now(), BotBudget budget = {},
      std::chrono::milliseconds window = PassWindow::kDefaultMinimum,
      std::chrono::milliseconds hand_over_after = kDefaultHandOverAfter, bool follower = false);

  const std::string& id() const { return record_.id; }
  // Moves made so far (chance included): the version a client has seen.
  int version() const;
  // The record as stored (seats, moves), for listing and "play again".
  TableRecord record() const;

  // Whether the game is played on the server's clock (GameFacts::real_time).
  bool real_time() const { return clock_.has_value(); }

  // Seats a person on open human seat `seat` under `name` (checked by
  // check_seat_name; "" for "player N"); returns their secret credential. At a
  // real-time table the last seat taken starts the clock: the first card is turned.
  // `person` is who asks (the server passes their address; "" unknown): someone
  // who left a seat here saw its secrets and may take no other seat at this
  // table, only that one again. A seat someone else held before may be taken;
  // every view then names who saw its secrets (the seat's "seen_by").
  // Someone signed in (`account`) takes it for their account, under its name;
  // at a rated table (TableRecord::rated) only an account may sit, one seat each.
  Result<std::string> join(int seat, const std::string& name, TimePoint now = Clock::now(),
                           const std::string& person = "", const Account* account = nullptr);
  // The person leaves seat `seat`: it opens again, or a bot takes it (`bot_spec`,
  // refused when it asks for more than the table's bot budget). In a game with
  // hidden information under way it never opens again: without a `bot_spec`
  // the stand-in bot takes it, so that nobody else learns its secrets, and
  // every seat still open goes to the stand-in bot too, so that the one who
  // left cannot come back to another seat from another address. Their leaving is
  // stored (a Departure, with `person`): see join().
  Result<void> leave(int seat, const std::string& credential, const std::string& bot_spec,
                     const std::string& person = "");
  // Checks and makes the move `text` for `seat`; stored before it returns the new
  // version. At a real-time table, as claim().
  // With `leave_standing`, the move is also left standing for the span the game
  // allows (State::standing_span: an advanced Fistful seller's "keep my die" for
  // the rest of the turn): until the span ends the server makes the standing move
  // for the seat whenever it is asked, at the window's minimum. Refused for a
  // move that cannot stand now.
  // `held` (when given) says whether the move was only held (a response
  // window's answer sent before its minimum), not yet made and stored.
  Result<int> act(int seat, const std::string& credential, std::string_view text,
                  TimePoint now = Clock::now(), bool leave_standing = false, bool* held = nullptr);
  // At a real-time table: the claim `words` ("grab black pawn", or "pass") for
  // `seat`, timed by the server: its ms are those from the face-up card's turn to
  // `now` (in the window at least the first ms the window allows). Checked as any
  // move and stored before it returns the version and the move made. `seen`, the
  // version the claimer last saw, refuses a claim made on a card whose time ran
  // out before it arrived, instead of counting it on the next card.
  struct Claimed {
    int version = 0;
    std::string action;  // "grab black pawn at 850 ms"
  };
  Result<Claimed> claim(int seat, const std::string& credential, std::string_view words,
                        TimePoint now = Clock::now(), std::optional<int> seen = std::nullopt);
  // Takes back `seat`'s last move within its turn, and returns the new version.
  // Allowed only while nothing has happened since but the passes of the response
  // window it opened made by bots or for people who had nothing but "pass" (no
  // chance, no other move, no person who had a choice), the seat was the only
  // one to act before it and is again now, and the move showed it nothing
  // hidden. Never at a real-time table. The move and those passes are removed
  // from the store first.
  Result<int> undo(int seat, const std::string& credential);
  // A bot's answer to `job`; dropped (not an error) when the table has moved on.
  // At a real-time table a claim is held until its moment and made then (tick).
  Result<int> act_as_bot(const BotJob& job, Action action, TimePoint now = Clock::now());
  // Bots whose turn it is and who are not already thinking.
  std::vector<BotJob> bot_jobs();

  // The card clock of a real-time table: does what is due by `now`, in time order
  // (a card turned, a bot's claim at its moment, silent seats passed when a step's
  // time is up). At a table with response windows: the passes due by `now`.
  Result<void> tick(TimePoint now = Clock::now());
  // When tick() next has something to do; nothing while the table waits for no time.
  std::optional<TimePoint> deadline() const;

  // The round trip last measured to `seat`'s connection, in ms (-1: unknown); shown
  // to everyone in the view's seats.
  void report_latency(int seat, int ms);

  // What `viewer` (a seat, or kSpectator) may see now: the observation, the legal
  // actions when it is their move, who acts, the result at the end, and the log
  // of moves after version `since` in the words that viewer may read.
  // At a real-time table the view also tells the card clock as it stands at `now`.
  nlohmann::json view(Player viewer, int since = 0, TimePoint now = Clock::now()) const;
  // The table as `viewer` saw it right after move `version` (0: before the first),
  // for a replay: the same projection as view(), with no legal moves. The error
  // says which steps there are.
  Result<nlohmann::json> view_at(Player viewer, int version) const;
  // The table "play again" made from this one, shown in every view as `next`
  // (kept in memory: after a restart the lobby's list still has it).
  void set_next(const std::string& id);
  // That table's id, or "" before anyone played again.
  std::string next() const;
  // Whether `credential` holds seat `seat`.
  bool holds(int seat, const std::string& credential) const;
  // Whether the game is over.
  bool terminal() const;
  // What the lobby lists of the table: id, game, title, seats (kind, taken,
  // name), open seats, version and whether it is over; no position, no log.
  nlohmann::json summary() const;
  // Whether the table may leave memory (it stays in the store): nobody watches
  // it, no bot is thinking, its clock waits for nothing, and it has not changed
  // since `since`.
  bool idle_since(TimePoint since) const;

  // ---- who sits and when the game starts (table_seats.cpp) ----
  // Whether the lobby lists the table: not an invite-only (private) one.
  bool listed() const;
  // Who may sit, the host and the invites (Store::load_access).
  Access access() const;
  // Whether the game waits for its guests: a table with a host (Access::host)
  // before any move while a human seat is open. No chance, no bot and no person
  // moves meanwhile; the game starts when the last human seat is taken.
  bool waiting() const;
  // Seats a guest who brings an invite's `secret`: at the invite's seat, or, for
  // the any-seat invite, at `seat` when given, else the first open human seat.
  // A wrong secret, a spent one, a taken seat and a name join() refuses are
  // each refused with the reason; more than kWrongInvitesPerMinute wrong secrets
  // from one `person` in a minute are refused unread (kLimitReached).
  struct Seated {
    int seat = 0;
    std::string credential;
  };
  // The seat `seat`, held with `credential` by a guest, becomes `account`'s
  // (someone who signed up or in keeps the seats that browser held), under the
  // account's name. Refused for a seat another account holds.
  Result<void> adopt(int seat, const std::string& credential, const Account& account);
  // ---- talk at the table (table_talk.cpp; docs/protocol.md, "Talk at the table") ----
  // Says `text` to the players as the player at `seat` (holding `credential`);
  // stored before it returns the line's number (TableChat::next's refusals).
  Result<int> say(int seat, const std::string& credential, std::string_view text,
                  TimePoint now = Clock::now());
  // Says `text` to the spectators as `account`, signed in, who holds no seat here.
  Result<int> say_as_spectator(const Account& account, std::string_view text,
                               TimePoint now = Clock::now());
  // The player at `seat` no longer sees (`muted`), or again sees, the lines of
  // the player at `other`; the seats it has muted.
  Result<std::vector<int>> mute(int seat, const std::string& credential, int other, bool muted);
  // The results of a finished game: each seat's return (more is better); none
  // while it is under way.
  std::vector<double> returns() const;
  Result<Seated> join_invited(const std::string& secret, std::optional<int> seat,
                              const std::string& name, TimePoint now = Clock::now(),
                              const std::string& person = "", const Account* account = nullptr);
  // The host (holding seat Access::host with `credential`) gives the open human
  // seat `seat` to the bot `bot_spec` ("" for the game's default bot), so that
  // the game can start without that guest.
  Result<void> give_seat_to_bot(int host_seat, const std::string& credential, int seat,
                                const std::string& bot_spec);
  // ---- people away from their seats (table_presence.cpp) ----
  // A connection of the holder of `seat` (with `credential`) opened, or ended.
  // A seat is away from when its holder's last connection ends (or from when
  // it was taken, or the table opened, until one comes); everyone is told.
  void connected(int seat, const std::string& credential);
  void disconnected(int seat, const std::string& credential, TimePoint now = Clock::now());
  // Who a connection of `seat` (with `credential`) sees as now: that seat while
  // the credential holds it; once the seat is given up (left, or handed to a
  // bot, which forgot its connections and round trip) a spectator, as the
  // connection watches from then on.
  Player connection_viewer(Player seat, const std::string& credential) const;
  // A request of the holder of `seat` (with `credential`) over HTTP came at
  // `now`: without a connection, the seat counts as present until one more
  // hand_over_after has passed, and away only from then, so a player who plays
  // over HTTP is not handed over (nobody is told: the request changes nothing
  // anyone sees but the time away).
  void seen(int seat, const std::string& credential, TimePoint now = Clock::now());
  // Another person at the table (holding `asker_seat` with `credential`) hands
  // seat `seat`, whose holder has been away for at least hand_over_after, to
  // the bot `bot_spec` ("" for the stand-in), so that the game goes on without
  // them. Their leaving is stored as a Departure, as leave()'s. The error says
  // why not: not away, or not long enough yet (with the time left).
  Result<void> hand_over(int asker_seat, const std::string& credential, int seat,
                         const std::string& bot_spec, TimePoint now = Clock::now());
  // The invites of the table played again from this one, by seat ("" none):
  // each person here is shown their seat's invite to it (the view's next_invite).
  void set_next_invites(std::vector<std::string> by_seat);

  // ---- the coach (table_coach.cpp; docs/protocol.md, "The coach") ----
  // What the coach answers now (coach_desk.h).
  using CoachReply = rookery::CoachReply;
  // The options of `seat` (holding `credential`) at its decision now, each with
  // its value from what the seat has seen (ai/coach.h). Given only where a hint
  // spoils nothing: a solo table, one where every other seat is a bot, or one
  // made with hints on (every view says so). Without `may_start`, work that
  // is not out yet is refused as kLimitReached (the coach is busy elsewhere).
  Result<CoachReply> hint(int seat, const std::string& credential, bool may_start = true);
  // The coach's review of `seat` (holding `credential`) once the game is over:
  // computed once, a decision at a time, and kept in the store.
  Result<CoachReply> review(int seat, const std::string& credential, bool may_start = true);
  // Whether the table was made with hints on for every seat.
  bool hints_on() const;

  // ---- several server processes (table_ownership.cpp; server/ownership.h) ----
  // This process gives the table up (handed to another process, or its lease
  // lost): no bot is asked and no clock runs here any more, and everyone
  // watching is told (retired() is then true) so that they reconnect. The
  // store refuses this process's writes once the lease has passed.
  void retire();
  bool retired() const;
  // A real-time table's face-up card and how long it has been up at `now`;
  // nothing between steps or at another table.
  std::optional<ClockMark> clock_mark(TimePoint now = Clock::now()) const;
  // A follower (open) catches up with the table as another process stored
  // it: the seats as they are, and the moves made since; its watchers are told.
  // False when the stored table took moves back (undo): open a new follower.
  Result<bool> follow(const TableRecord& stored);
  // Taken over from another process: when `mark` is of the step the table
  // stands in (same version), that card goes on with the time it had left,
  // instead of afresh.
  void resume_clock(const ClockMark& mark, TimePoint now = Clock::now());
  // Calls `listener` (off the lock) after every change; returns an id for
  // unsubscribe. Without a `credential`: the server's own listener, told of
  // every change. With one (a viewer's connection; "" a spectator): told of what
  // everyone may learn of, and of an answer only held (act) only when it holds
  // the seat that sent it, so that nobody else learns even when it came.
  int subscribe(std::function<void()> listener,
                std::optional<std::string> credential = std::nullopt);
  void unsubscribe(int id);

 private:
  Table(TableRecord record, Store* store, Playthrough play);
  // Whether `credential` holds seat `seat`, as an error naming the seat if not;
  // the caller holds the lock.
  Result<void> check_holder(int seat, const std::string& credential) const;
  // Applies one stored move, as open() replays them; the caller holds the lock
  // (or is open()).
  Result<void> replay_stored(const MoveRecord& m);
  // Stores and applies one move; the caller holds the lock and checked legality.
  // With `then_chance`, the chance outcomes that follow it (as run_chance would
  // draw them) are stored in the same write, so they wait for the disk once.
  Result<void> commit(Player player, Action action, bool then_chance = false);
  // Applies one move just stored (commit): the log, the state, the response
  // windows and the undo judge; the caller holds the lock.
  Result<void> make(Player player, Action action, MoveRecord move);
  // How a view lists the viewer's legal moves: as moves, as claims without their
  // times (a real-time step), or not at all (a replay).
  enum class Legal { kMoves, kClaims, kNone };
  // `state` as `viewer` sees it, with the log of moves since..upto; the caller
  // holds the lock.
  nlohmann::json view_of(const State& state, Player viewer, int since, int upto,
                         Legal legal_as) const;
  // What anyone may know of `seat`, in the lobby's summary and every view: seat,
  // kind, taken, name, and seen_by (the people who held it and left it, in
  // order, each once: they have seen its secrets). The caller holds the lock.
  nlohmann::json seat_json(std::size_t seat) const;
  // Undo: judges `player`'s `action`, made at version `version` from `before` to
  // `after`, as a move that may be taken back later (undo_); the caller holds the lock.
  void judge_undo(const State& before, const State& after, Player player, Action action,
                  int version);
  // The table's game replayed from its seed through its first `count` moves.
  Result<Playthrough> replayed(std::size_t count) const;
  // Automatic chance moves until a player must act.
  Result<void> run_chance();
  // Response windows and standing choices (server/table_windows.cpp); the caller
  // holds the lock. Whether `action` is `player`'s pass.
  bool is_pass(Player player, Action action) const;
  // Whether `action` by `player` answers a window (PassWindow): a pass, or a move
  // of a seat that may leave its choice standing now.
  bool is_answer(Player player, Action action) const;
  // The move the server makes for a person's seat `player` now without asking:
  // its only move, "pass", or the move its standing choice makes.
  std::optional<Action> automatic_answer(Player player) const;
  // An acting seat whose answer is due once the window's minimum is over: one
  // that sent an answer early, or a person's seat with an automatic answer.
  std::optional<Player> answer_waiting() const;
  // Makes the answers due by `now`; true when a move was made.
  Result<bool> make_due_answers(TimePoint now);
  // Leaves `action` standing for `seat` (act), or says why it cannot stand.
  Result<void> leave_standing_with(int seat, Action action);
  // Forgets the standing choices whose span is over.
  void drop_ended_standing();
  // The viewer's standing choice and held answer, as the view's `standing` and
  // `held` (docs/protocol.md).
  void add_answers_json(Player viewer, nlohmann::json& out) const;
  void notify();
  // Tells the server's listeners and the connections of the holder of
  // `credential` alone (an answer held: nothing leaves for anyone else).
  void notify_holder(const std::string& credential);
  // Seating (table_seats.cpp); the caller holds the lock. Takes open human seat
  // `seat` for a person (join's checks and effects, invites aside).
  Result<std::string> take_seat(int seat, const std::string& name, TimePoint now,
                                const std::string& person, const Account* account);
  bool waiting_locked() const;
  // Gives every open human seat to the stand-in bot (leave, at a table with
  // secrets); the caller holds the lock.
  Result<void> close_open_seats();
  // What `viewer`'s view adds about seating: private, host, waiting, and for the
  // host the invites of the open seats; for a seat, its next_invite.
  void seating_into(nlohmann::json& view, Player viewer) const;
  // The bot that takes a seat when nobody names one: the game's default level
  // (default_bot, Medium).
  std::string stand_in_spec() const;
  // Who is at the seats: connections, time away, who took each, round trips
  // (presence.h); sized by open().
  Presence presence_;
  // Who may sit: the host, the invites, wrong secrets (invitations.h); loaded by open().
  Invitations invitations_;
  TableChat chat_;  // the talk at the table (table_talk.cpp)
  // Stores a line chat_.next() made and keeps it; its number (the lock held).
  Result<int> keep_line(Result<ChatLine> line);

  // The coach (table_coach.cpp); the caller holds the lock. Whether `seat` may
  // be given hints, and what every view says of the coach to `viewer`.
  bool hints_for(int seat) const;
  void coach_into(nlohmann::json& view, Player viewer) const;
  // Hints and reviews, with their own lock (coach_desk.h); made by open().
  std::shared_ptr<CoachDesk> coach_;

  // The card clock (real-time tables); the caller holds the lock.
  // Whether the clock runs: every human seat taken once (or a card already turned).
  bool clock_running() const;
  // Does what is due by `now` if the clock runs (CardClock::advance); true when a
  // move was made.
  Result<bool> advance(TimePoint now);
  Action pass_action(Player player) const;
  // `now` on the card clock's scale, and back.
  static CardClock::Time clock_time(TimePoint now) { return now.time_since_epoch(); }
  // How long until the next card is turned (0 when due or not yet timed).
  long long next_card_in_ms(TimePoint now) const;
  // The clock as a view tells it at `now` (running, the step's ms or the next card's wait).
  nlohmann::json clock_json(TimePoint now) const;

  mutable std::mutex mutex_;
  TableRecord record_;
  Store* store_;
  Playthrough play_;
  std::vector<std::shared_ptr<Bot>> bots_;  // per seat; null for human seats
  std::vector<bool> thinking_;              // per seat: a bot job is out
  // Per seat: the state a bot last thought about and the version it was at
  // (BotJob::since); reset when another bot or a person takes the seat.
  std::vector<std::unique_ptr<State>> told_state_;
  std::vector<int> told_version_;
  // log_[i][v]: move i + 1 as viewer v sees it (v = seat, last = spectator).
  std::vector<std::vector<std::string>> log_;
  // sentences_[i][v]: the same move as a sentence of v's log (State::log_sentence).
  std::vector<std::vector<std::string>> sentences_;
  // Each viewer's words and sentence for `player`'s `action` in `state`, before it is made.
  void log_move(const State& state, Player player, Action action);
  BotBudget budget_;
  std::string next_;  // the table played again from this one, if any

  // The card clock of a real-time table (none at a turn-based one).
  std::optional<CardClock> clock_;
  // The response windows of a turn-based table (none at a real-time one).
  std::optional<PassWindow> windows_;
  // Per seat: the span of the seat's standing choice (State::standing_span), or
  // "" for none. Kept in memory only: after a restart the seat is asked again.
  std::vector<std::string> standing_;
  int card_version_ = 0;   // the version that turned the face-up card
  bool retired_ = false;   // given up to another process (retire)
  bool follower_ = false;  // a copy of a table another process plays (open, follow)
  // Which move may be taken back now, or why not (undo_judge.h).
  UndoJudge undo_;
  // judge_undo for the last move as the table stands, passes of its response
  // window aside (none: nothing to take back).
  void judge_last_move();
  // Who is told of each change (listeners.h), with its own lock.
  Listeners listeners_;
};

// A fresh secret for a seat: 128 bits from the operating system's secure
// randomness, as hex.
std::string new_credential();

// 64 bits from the operating system's secure randomness (getrandom): the seeds
// of online tables, which nobody may predict.
std::uint64_t secure_random_u64();

// The longest name a seat may be given, in characters.
inline constexpr std::size_t kMaxSeatName = 40;
// Whether `name` may name a seat: valid UTF-8, at most kMaxSeatName characters,
// no control characters; the error says which rule it breaks.
Result<void> check_seat_name(std::string_view name);

}  // namespace rookery
