// Store: where tables and their moves live so that a restarted server has every
// table exactly as it acknowledged it. A move is written before it is
// acknowledged; the SQLite store is the embedded default.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace rookery {

class Ownership;  // server/ownership.h

// A seat as configured and as taken: "human" or a bot spec, and who holds it.
struct SeatRecord {
  std::string kind;        // "human" or a bot spec such as "mcts(iterations=1000)"
  std::string credential;  // the secret of the person holding a human seat ("" when open)
  std::string name;        // the name they gave
  // The account of the person holding it (docs/protocol.md, "Accounts"): 0 for
  // a guest, a bot or nobody. Its name is then the account's name.
  std::int64_t account = 0;
  // Whether a person may take it: a human seat nobody holds.
  bool open() const { return kind == "human" && credential.empty(); }
};

// Seat `seat` (from 0) in the words of a message: "seat 3".
inline std::string seat_words(int seat) { return "seat " + std::to_string(seat + 1); }

struct MoveRecord {
  int player = 0;      // kChancePlayer (-1) for chance outcomes
  std::string action;  // the action's words, the public interface of moves
};

// A person who held a seat and left it: they saw its secrets, so whoever holds
// the seat after them is told, and they may take no other seat at the table.
struct Departure {
  int seat = 0;
  std::string name;          // the name they held it under
  std::string person;        // who they were to the server (their address); "" unknown
  int version = 0;           // the table's version when they left
  std::int64_t account = 0;  // their account, 0 for a guest (a rated game's leaver is last)
};

// A link's secret that lets a guest take a seat at a private table: for seat
// `seat`, or for any open seat (-1). A seat's invite is spent once it seats
// someone; the any-seat invite serves until every seat is taken.
struct Invite {
  int seat = -1;
  std::string secret;   // 128 bits from the secure randomness, as hex (new_credential)
  std::string used_by;  // the name of the guest it seated ("" unused; never for seat -1)
};

// Who may sit at a table and when its game starts (docs/protocol.md, "Private
// tables and invites"). A table stored before these existed has the defaults:
// listed, open to anyone, no host, played from the start as it always was.
struct Access {
  bool invite_only = false;  // unlisted; a seat is taken with an invite only
  int host = -1;             // the creator's seat; -1: none (the game begins at once)
  std::vector<Invite> invites;
};

// A line said at a table's chat (docs/protocol.md, "Talk at the table"): by a
// seat's player to the players, or by a spectator (seat -1) to the spectators.
struct ChatLine {
  int n = 0;      // numbers the table's lines from 1, both channels
  int seat = -1;  // the speaker's seat; -1: a spectator
  std::string name;
  std::string text;
  int version = 0;      // the table's version when it was said
  std::int64_t at = 0;  // seconds since 1970
};

// A player who no longer sees another player's lines.
struct ChatMute {
  int seat = 0;
  int muted = 0;  // the seat whose lines `seat` does not see
};

struct TableRecord {
  std::string id;
  std::string game;  // the canonical game string
  std::uint64_t seed = 0;
  std::vector<SeatRecord> seats;
  std::vector<MoveRecord> moves;      // in order: move i made version i + 1
  std::vector<Departure> departures;  // in the order they left
  // Whether its result moves its players' ratings: every seat a person's,
  // each taken by an account (docs/ratings.md).
  bool rated = false;
  std::vector<ChatLine> chat = {};  // in the order said
  std::vector<ChatMute> chat_mutes = {};
};

// A seat an account holds, as Store::seats_of_account finds it.
struct AccountSeat {
  std::string table;
  int seat = 0;
  std::string credential;
};

// Moves written, by how many writes (append_moves calls) in how many
// transactions: what group commit saved (server/group_commit.h).
struct CommitCounts {
  long long moves = 0;
  long long writes = 0;
  long long transactions = 0;
};

// How much a write survives: the process being killed, or the power failing too.
enum class Durability { kProcess, kFull };

class Store {
 public:
  virtual ~Store() = default;
  // Records a new table with its seats (and no moves).
  virtual Result<void> create_table(const TableRecord& table) = 0;
  // Records move number `version` (1-based) of `table`, durably, before it is acknowledged.
  virtual Result<void> append_move(const std::string& table, int version,
                                   const MoveRecord& move) = 0;
  // Records `moves` as numbers `version`, `version` + 1, ... of `table` in one
  // durable write, all or none: a move and the chance outcomes that follow it
  // wait for the disk once. Stores that cannot do better write them one by one.
  virtual Result<void> append_moves(const std::string& table, int version,
                                    const std::vector<MoveRecord>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (auto w = append_move(table, version + static_cast<int>(i), moves[i]); !w) return w;
    }
    return ok_result();
  }
  // Forgets the moves of `table` from number `version` on, its last ones: moves
  // taken back within their player's turn (Table::undo). Durable like append_move.
  virtual Result<void> remove_moves_from(const std::string& table, int version) = 0;
  // Records who holds seat `seat` and what kind of seat it now is.
  virtual Result<void> update_seat(const std::string& table, int seat,
                                   const SeatRecord& record) = 0;
  // Records, in one write, that a person left a seat (`departure`) and who or
  // what holds that seat now (`record`).
  virtual Result<void> vacate_seat(const std::string& table, const Departure& departure,
                                   const SeatRecord& record) = 0;
  // Records that the invite with `secret` at `table` seated `name` (spent). Not
  // pure: a store made for a test that keeps no invites refuses.
  virtual Result<void> spend_invite(const std::string& table, const std::string& secret,
                                    const std::string& name) {
    (void)secret;
    (void)name;
    return make_error(ErrorCode::kIoError, "this store keeps no invites (table " + table + ")");
  }
  // Records who may sit at table `table` and its invites, before the table
  // itself (create_table): a table is never stored without them. Not pure, as
  // spend_invite: a test's store keeps only the defaults.
  virtual Result<void> create_access(const std::string& table, const Access& access) {
    if (!access.invite_only && access.host < 0 && access.invites.empty()) return ok_result();
    return make_error(ErrorCode::kIoError, "this store keeps no invites (table " + table + ")");
  }
  // Who may sit at `table`: what create_access and spend_invite recorded, or
  // the defaults (a table stored before private tables existed).
  virtual Result<Access> load_access(const std::string& table) {
    (void)table;
    return Access{};
  }
  // The coach (docs/protocol.md, "The coach"). Records that `table` was made
  // with hints on for every seat. Not pure, as spend_invite.
  virtual Result<void> set_hints_on(const std::string& table) {
    return make_error(ErrorCode::kIoError,
                      "this store keeps no coach settings (table " + table + ")");
  }
  // Whether `table` was made with hints on (false for a table stored before hints).
  virtual Result<bool> hints_on(const std::string& table) {
    (void)table;
    return false;
  }
  // Keeps the coach's review of `seat` at the finished `table` (its JSON text),
  // so that it is computed once. A store that keeps none computes it again.
  virtual Result<void> save_review(const std::string& table, int seat, const std::string& review) {
    (void)table;
    (void)seat;
    (void)review;
    return ok_result();
  }
  // The review save_review kept, or nothing.
  virtual Result<std::optional<std::string>> load_review(const std::string& table, int seat) {
    (void)table;
    (void)seat;
    return std::optional<std::string>{};
  }
  // Records a chat line of `table` (ChatLine::n new), durably. Not pure, as
  // spend_invite: a test's store keeps no chat.
  virtual Result<void> append_chat(const std::string& table, const ChatLine& line) {
    (void)line;
    return make_error(ErrorCode::kIoError, "this store keeps no chat (table " + table + ")");
  }
  // Records that the player at `mute.seat` does (`muted`) or does not see the
  // lines of the player at `mute.muted`.
  virtual Result<void> set_chat_mute(const std::string& table, const ChatMute& mute, bool muted) {
    (void)mute;
    (void)muted;
    return make_error(ErrorCode::kIoError, "this store keeps no chat (table " + table + ")");
  }
  // The seats account `account` holds (SeatRecord::account), the newest
  // tables first, at most `limit`: its tables on every device. A store made
  // for a test that keeps no accounts finds none.
  virtual Result<std::vector<AccountSeat>> seats_of_account(std::int64_t account, int limit) {
    (void)account;
    (void)limit;
    return std::vector<AccountSeat>{};
  }
  // The moves written since the store was opened (refused ones not counted),
  // and in how many transactions.
  virtual CommitCounts commit_counts() const { return {}; }
  // Who plays which table when several server processes share this database
  // (PostgreSQL), or null: a store only one server uses (SQLite).
  virtual Ownership* ownership() { return nullptr; }
  // Every table with its seats, moves and departures, in creation order.
  virtual Result<std::vector<TableRecord>> load_all() = 0;
  // One table with its seats, moves and departures, or nothing when there is no such table
  // (a table that left the server's memory is loaded again when asked for).
  virtual Result<std::optional<TableRecord>> load_table(const std::string& id) = 0;
};

// An SQLite database at `path` (":memory:" for none), created when missing, in WAL
// mode; kProcess writes with synchronous=NORMAL, kFull with synchronous=FULL.
// The file and its write-ahead log are readable by their owner only (0600; the
// modes of existing files are corrected), and held with an exclusive lock: a
// second server on the same file is refused.
Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& path, Durability durability);

// A PostgreSQL database at `url` ("postgresql://user:password@host/db"), its tables
// created when missing.
Result<std::unique_ptr<Store>> open_postgres_store(const std::string& url, Durability durability);

// The database as people may be shown it: a PostgreSQL URL with its password
// (user:PASSWORD@, or a password= parameter) replaced by "***"; a path as it is.
std::string masked_store_name(const std::string& where);

// Whether `where` names a PostgreSQL database (postgresql:// or postgres://).
bool postgres_url(const std::string& where);

// PostgreSQL for a postgresql:// URL, else an SQLite file at that path.
Result<std::unique_ptr<Store>> open_store(const std::string& where, Durability durability);

}  // namespace rookery
