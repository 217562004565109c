#include "server/table.h"

#include <random>

#include "core/text.h"
#include "games/registry.h"

namespace rookery {

std::string new_credential() {
  static thread_local std::random_device device;
  std::string out;
  const char* digits = "0123456789abcdef";
  for (int i = 0; i < 4; ++i) {
    std::uint32_t word = device();
    for (int k = 0; k < 8; ++k) {
      out += digits[word & 15u];
      word >>= 4;
    }
  }
  return out;
}

Table::Table(TableRecord record, Store* store, Playthrough play)
    : record_(std::move(record)), store_(store), play_(std::move(play)) {}

Result<std::shared_ptr<Table>> Table::open(TableRecord record, Store* store) {
  auto game = load_game(record.game, static_cast<int>(record.seats.size()));
  if (!game) return game.error();
  Playthrough play(*game, record.seed);
  std::shared_ptr<Table> table(new Table(record, store, std::move(play)));
  table->record_.moves.clear();
  const auto viewers = record.seats.size() + 1;
  for (std::size_t s = 0; s < record.seats.size(); ++s) {
    table->thinking_.push_back(false);
    table->bots_.emplace_back();
    if (record.seats[s].kind == "human") continue;
    auto bot = make_bot_for(record.seats[s].kind, **game, mix_seed(record.seed, s + 1));
    if (!bot) {
      return make_error(bot.error().code,
                        "seat " + std::to_string(s + 1) + ": " + bot.error().message);
    }
    table->bots_.back() = std::move(*bot);
  }
  // Replay the stored moves, rebuilding each viewer's log.
  for (const MoveRecord& m : record.moves) {
    const State& state = table->play_.state();
    auto action = state.parse_action(m.player, m.action);
    if (!action) {
      return make_error(ErrorCode::kParseError, "table " + record.id + ", move " +
                                                    std::to_string(table->log_.size() + 1) + ": " +
                                                    action.error().message);
    }
    std::vector<std::string> texts(viewers);
    for (std::size_t v = 0; v < viewers; ++v) {
      const Player viewer = v + 1 == viewers ? kSpectator : static_cast<Player>(v);
      texts[v] = state.public_action_text(viewer, m.player, *action);
    }
    if (auto r = table->play_.apply(m.player, *action); !r) {
      return make_error(r.error().code, "table " + record.id + ", move " +
                                            std::to_string(table->log_.size() + 1) + ": " +
                                            r.error().message);
    }
    table->log_.push_back(std::move(texts));
    table->record_.moves.push_back(m);
  }
  std::lock_guard lock(table->mutex_);
  if (auto r = table->run_chance(); !r) return r.error();
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

bool Table::holds(int seat, const std::string& credential) const {
  std::lock_guard lock(mutex_);
  return seat >= 0 && seat < static_cast<int>(record_.seats.size()) && !credential.empty() &&
         record_.seats[static_cast<std::size_t>(seat)].credential == credential;
}

Result<std::string> Table::join(int seat, const std::string& name) {
  std::string credential;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size())) {
      return make_error(ErrorCode::kInvalidArgument,
                        "there is no seat " + std::to_string(seat + 1) + " at table " + id() +
                            "; seats are 1.." + std::to_string(record_.seats.size()));
    }
    SeatRecord r = record_.seats[static_cast<std::size_t>(seat)];
    if (r.kind != "human") {
      return make_error(ErrorCode::kInvalidArgument,
                        "seat " + std::to_string(seat + 1) + " is played by the bot " + r.kind);
    }
    if (!r.credential.empty()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "seat " + std::to_string(seat + 1) + " is taken by " + r.name);
    }
    r.credential = new_credential();
    r.name = name.empty() ? player_name(seat) : name;
    if (auto w = store_->update_seat(id(), seat, r); !w) return w.error();
    record_.seats[static_cast<std::size_t>(seat)] = r;
    credential = r.credential;
  }
  notify();
  return credential;
}

Result<void> Table::leave(int seat, const std::string& credential, const std::string& bot_spec) {
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty() ||
        record_.seats[static_cast<std::size_t>(seat)].credential != credential) {
      return make_error(ErrorCode::kInvalidArgument,
                        "that credential does not hold seat " + std::to_string(seat + 1));
    }
    SeatRecord r{"human", "", ""};
    std::shared_ptr<Bot> bot;
    if (!bot_spec.empty()) {  // a bot takes over the seat
      auto made = make_bot_for(bot_spec, play_.game(), mix_seed(record_.seed, 1000 + seat));
      if (!made) return made.error();
      bot = std::move(*made);
      r.kind = bot->spec();
    }
    if (auto w = store_->update_seat(id(), seat, r); !w) return w.error();
    record_.seats[static_cast<std::size_t>(seat)] = r;
    bots_[static_cast<std::size_t>(seat)] = std::move(bot);
  }
  notify();
  return ok_result();
}

Result<void> Table::commit(Player player, Action action) {
  const State& state = play_.state();
  const std::size_t viewers = record_.seats.size() + 1;
  MoveRecord move{player, state.action_to_string(player, action)};
  // Durable first: a move that is not stored is not made.
  if (auto w = store_->append_move(id(), static_cast<int>(log_.size()) + 1, move); !w) {
    return w.error();
  }
  std::vector<std::string> texts(viewers);
  for (std::size_t v = 0; v < viewers; ++v) {
    const Player viewer = v + 1 == viewers ? kSpectator : static_cast<Player>(v);
    texts[v] = state.public_action_text(viewer, player, action);
  }
  if (auto r = play_.apply(player, action); !r) return r.error();  // checked by the caller
  log_.push_back(std::move(texts));
  record_.moves.push_back(std::move(move));
  return ok_result();
}

Result<void> Table::run_chance() {
  while (!play_.state().is_terminal() && play_.state().is_chance_node()) {
    if (auto r = commit(kChancePlayer, play_.auto_chance_outcome()); !r) return r;
  }
  return ok_result();
}

Result<int> Table::act(int seat, const std::string& credential, std::string_view text) {
  int version = 0;
  {
    std::lock_guard lock(mutex_);
    if (seat < 0 || seat >= static_cast<int>(record_.seats.size()) || credential.empty() ||
        record_.seats[static_cast<std::size_t>(seat)].credential != credential) {
      return make_error(ErrorCode::kInvalidArgument,
                        "that credential does not hold seat " + std::to_string(seat + 1));
    }
    const State& state = play_.state();
    if (state.is_terminal()) {
      return make_error(ErrorCode::kIllegalAction, "the game is over");
    }
    auto action = state.parse_action(seat, text);
    if (!action) return action.error();
    if (!state.acting_players().contains(seat) || !state.is_legal(seat, *action)) {
      // The state's own check says why, in the rulebook's words.
      std::unique_ptr<State> copy = state.clone();
      auto refused = copy->apply(seat, *action);
      return refused ? make_error(ErrorCode::kIllegalAction, "not legal now") : refused.error();
    }
    if (auto r = commit(seat, *action); !r) return r.error();
    if (auto r = run_chance(); !r) return r.error();
    version = static_cast<int>(log_.size());
  }
  notify();
  return version;
}

Result<int> Table::act_as_bot(const BotJob& job, Action action) {
  Result<int> result = 0;
  {
    std::lock_guard lock(mutex_);
    thinking_[static_cast<std::size_t>(job.seat)] = false;
    // A table that moved on meanwhile (another seat's secret choice, a seat handed
    // over) makes the answer stale: it is dropped and the bot asked again.
    if (static_cast<int>(log_.size()) == job.version &&
        bots_[static_cast<std::size_t>(job.seat)] == job.bot) {
      if (auto r = commit(job.seat, action); !r) {
        result = r.error();
      } else if (auto c = run_chance(); !c) {
        result = c.error();
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
  if (state.is_terminal()) return jobs;
  for (Player p : state.acting_players()) {
    if (p < 0) continue;
    const auto s = static_cast<std::size_t>(p);
    if (!bots_[s] || thinking_[s]) continue;
    thinking_[s] = true;
    jobs.push_back({p, static_cast<int>(log_.size()), state.clone(), bots_[s]});
  }
  return jobs;
}

nlohmann::json Table::view(Player viewer, int since) const {
  std::lock_guard lock(mutex_);
  const State& state = play_.state();
  const std::size_t column = viewer >= 0 ? static_cast<std::size_t>(viewer) : record_.seats.size();
  nlohmann::json seats = nlohmann::json::array();
  for (std::size_t s = 0; s < record_.seats.size(); ++s) {
    const SeatRecord& r = record_.seats[s];
    seats.push_back({{"seat", s},
                     {"kind", r.kind},
                     {"taken", r.kind != "human" || !r.credential.empty()},
                     {"name", r.kind == "human" ? r.name : r.kind}});
  }
  nlohmann::json acting = nlohmann::json::array();
  for (Player p : state.acting_players()) acting.push_back(p);
  nlohmann::json legal = nlohmann::json::array();
  if (viewer >= 0 && state.acting_players().contains(viewer)) {
    for (Action a : state.legal_actions(viewer)) legal.push_back(state.action_to_string(viewer, a));
  }
  nlohmann::json log = nlohmann::json::array();
  since = std::max(0, std::min(since, static_cast<int>(log_.size())));
  for (std::size_t i = static_cast<std::size_t>(since); i < log_.size(); ++i) {
    const Player who = play_.moves()[i].player;
    log.push_back({{"version", i + 1}, {"player", who}, {"text", log_[i][column]}});
  }
  nlohmann::json out = {
      {"table", record_.id},
      {"game", record_.game},
      {"title", play_.game().facts().title},
      {"version", log_.size()},
      {"viewer", viewer},
      {"seats", seats},
      {"acting", acting},
      {"legal", legal},
      {"observation", state.observation(viewer)},
      {"describe", state.describe(viewer)},
      {"log_since", since},
      {"log", log},
      {"terminal", state.is_terminal()},
  };
  if (state.is_terminal()) {
    out["returns"] = state.returns();
    out["scores"] = state.scores();
  }
  return out;
}

int Table::subscribe(std::function<void()> listener) {
  std::lock_guard lock(listeners_mutex_);
  listeners_.emplace_back(next_listener_, std::move(listener));
  return next_listener_++;
}

void Table::unsubscribe(int id) {
  std::lock_guard lock(listeners_mutex_);
  std::erase_if(listeners_, [id](const auto& l) { return l.first == id; });
}

void Table::notify() {
  std::vector<std::function<void()>> copy;
  {
    std::lock_guard lock(listeners_mutex_);
    for (const auto& l : listeners_) copy.push_back(l.second);
  }
  for (const auto& f : copy) f();
}

}  // namespace rookery
