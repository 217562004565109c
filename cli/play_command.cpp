// `rookery play`: a game in the terminal, humans and bots in any mix.
#include <algorithm>
#include <fstream>
#include <istream>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <random>

#include "ai/bot.h"
#include "cli/claim_keys.h"
#include "cli/commands.h"
#include "cli/realtime_play.h"
#include "core/playthrough.h"
#include "core/text.h"
#include "games/registry.h"
#include "study/seats.h"

namespace rookery {

namespace {

std::string seat_label(const std::vector<Seat>& seats, Player p) {
  return player_name(p) + " (" + seats[static_cast<std::size_t>(p)].label() + ")";
}

// Asks a human for an action until one is legal; nothing on end of input.
std::optional<Action> ask_human(const State& state, Player p, const std::vector<Seat>& seats,
                                std::istream& in, std::ostream& out) {
  out << "\n" << state.describe(p);
  const ActionList legal = state.legal_actions(p);
  out << "Your move, " << seat_label(seats, p) << ":\n";
  for (int i = 0; i < legal.size(); ++i) {
    out << "  " << (i + 1) << ". " << state.action_to_string(p, legal[i]) << "\n";
  }
  for (;;) {
    out << "Type a number or the action's words (\"help\", \"quit\"): " << std::flush;
    std::string line;
    if (!std::getline(in, line)) return std::nullopt;
    const std::string text = to_lower(trim(line));
    if (text.empty()) continue;
    if (text == "quit" || text == "exit") return std::nullopt;
    if (text == "help" || text == "?") {
      for (int i = 0; i < legal.size(); ++i) {
        out << "  " << (i + 1) << ". " << state.action_to_string(p, legal[i]) << "\n";
      }
      continue;
    }
    if (const auto n = parse_int(text)) {
      if (*n >= 1 && *n <= legal.size()) return legal[*n - 1];
      out << "There is no choice " << *n << "; pick 1.." << legal.size() << ".\n";
      continue;
    }
    Result<Action> a = state.parse_action(p, text);
    if (!a) {
      out << "Not understood: " << a.error().message << "\n";
      continue;
    }
    if (!legal.contains(*a)) {
      out << "Not allowed now: " << quote(state.action_to_string(p, *a))
          << " is not among the legal actions listed above.\n";
      continue;
    }
    return *a;
  }
}

// The pass, when passing is all `p` may do (a response window with nothing to
// respond with), so the table need not ask.
std::optional<Action> sole_pass(const State& state, Player p) {
  const ActionList legal = state.legal_actions(p);
  if (legal.size() == 1 && state.action_to_string(p, legal[0]) == "pass") return legal[0];
  return std::nullopt;
}

// ANSI: clear the screen and move to the top left.
constexpr const char* kClearScreen = "\x1b[2J\x1b[H";

// Asks the others to look away before `p` sees their secrets; false on end of input.
bool hand_over(Player p, std::istream& in, std::ostream& out) {
  out << kClearScreen << "Pass the keyboard to " << player_name(p)
      << ". Press Enter when the others are not looking." << std::flush;
  std::string line;
  return static_cast<bool>(std::getline(in, line));
}

bool save_record(const Playthrough& play, const std::string& path, std::ostream& out,
                 std::ostream& err) {
  if (path.empty()) return true;
  std::ofstream file(path);
  file << play.to_json().dump(1) << "\n";
  file.close();
  if (!file) {
    err << "error: could not write the game record to " << quote(path) << "\n";
    return false;
  }
  out << "Game record saved to " << path << " (replay it with: rookery replay " << path << ")\n";
  return true;
}

}  // namespace

int run_play(const PlayOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  auto seats = parse_seats(options.seats);
  if (!seats) {
    err << "error: " << seats.error().message << "\n";
    return kExitBadInput;
  }
  auto game = load_game(options.game, static_cast<int>(seats->size()));
  if (!game) {
    err << "error: " << game.error().message << "\n";
    return kExitBadInput;
  }
  const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
  Playthrough play(*game, seed);
  std::vector<std::unique_ptr<Bot>> bots(seats->size());
  for (std::size_t s = 0; s < seats->size(); ++s) {
    if ((*seats)[s].human) continue;
    auto bot = make_bot_for((*seats)[s].bot_spec, **game, mix_seed(seed, s + 1));
    if (!bot) {
      err << "error: bad seat " << quote((*seats)[s].bot_spec) << ": " << bot.error().message
          << "\n";
      return kExitBadInput;
    }
    bots[s] = std::move(*bot);
  }
  out << (*game)->facts().title << ": " << (*game)->game_string() << ", seed " << seed << "\n";
  for (std::size_t s = 0; s < seats->size(); ++s) {
    out << "  " << seat_label(*seats, static_cast<Player>(s)) << "\n";
  }
  // The log shows each move as the one human at the table may see it; with
  // several humans sharing the terminal (or none), as everyone may see it.
  Player viewer = kSpectator;
  const auto humans =
      std::count_if(seats->begin(), seats->end(), [](const Seat& s) { return s.human; });
  if (humans == 1) {
    viewer = static_cast<Player>(
        std::find_if(seats->begin(), seats->end(), [](const Seat& s) { return s.human; }) -
        seats->begin());
  }
  // A real-time game with one human and live keys: cards on the clock, single-key claims.
  const std::optional<ClaimKeys> keys = claim_keys_for((*game)->facts());
  if (humans == 1 && options.live && (*game)->facts().real_time && keys) {
    RealtimeTable table;
    for (std::size_t s = 0; s < seats->size(); ++s) {
      table.names.push_back(seat_label(*seats, static_cast<Player>(s)));
      table.bots.push_back(bots[s].get());
    }
    table.human = viewer;
    table.keys = *keys;
    const Result<TableEnd> end = [&]() -> Result<TableEnd> {
      try {
        const std::unique_ptr<LiveInput> input = options.live();  // the terminal restored after
        return play_realtime(table, play, *input, out);
      } catch (const std::exception& e) {
        return make_error(ErrorCode::kIoError, e.what());
      }
    }();
    if (!end) {
      err << "error: " << end.error().message << "\n";
      save_record(play, options.save_path, out, err);
      return 1;
    }
    if (*end != TableEnd::kGameOver) {
      out << "\n"
          << (*end == TableEnd::kInterrupted ? "Interrupted. " : "")
          << "Game left unfinished after " << play.moves().size() << " moves.\n";
      save_record(play, options.save_path, out, err);
      return kExitOk;
    }
  }
  while (!play.state().is_terminal()) {
    const State& state = play.state();
    const PlayerList acting = state.acting_players();
    const Player p = acting[0];
    Action action;
    const bool human = p != kChancePlayer && (*seats)[static_cast<std::size_t>(p)].human;
    if (p == kChancePlayer) {
      action = play.auto_chance_outcome();
    } else if (human && humans == 1 && sole_pass(state, p)) {
      // With one person at the terminal nobody learns from the skipped question;
      // with several, asking every time keeps "nothing to play" a secret.
      action = *sole_pass(state, p);
    } else if (human) {
      // Several people at one terminal and secrets in the game: each takes the
      // keyboard in turn and the screen is cleared before the next one looks.
      const bool pass_keyboard = humans > 1 && (*game)->facts().hidden_information;
      if (pass_keyboard && !hand_over(p, in, out)) {
        out << "\nGame left unfinished after " << play.moves().size() << " moves.\n";
        save_record(play, options.save_path, out, err);
        return kExitOk;
      }
      const auto chosen = ask_human(state, p, *seats, in, out);
      if (pass_keyboard) out << kClearScreen << std::flush;
      if (!chosen) {
        out << "\nGame left unfinished after " << play.moves().size() << " moves.\n";
        save_record(play, options.save_path, out, err);
        return kExitOk;
      }
      action = *chosen;
    } else {
      action = bots[static_cast<std::size_t>(p)]->choose(state, p);
    }
    const std::string who =
        p == kChancePlayer ? std::string("  chance: ") : "  " + seat_label(*seats, p) + ": ";
    out << who << state.public_action_text(viewer, p, action) << "\n";
    for (const auto& bot : bots) {
      if (bot) bot->observe(state, p, action);  // mcts keeps its tree below the move
    }
    if (Result<void> r = play.apply(p, action); !r) {
      err << "error: " << r.error().message << "\n";  // a bot bug; the game cannot go on
      return 1;
    }
  }
  out << "\n" << play.state().describe(kSpectator);
  const std::vector<double> scores = play.state().scores();
  out << "Scores:";
  for (std::size_t s = 0; s < scores.size(); ++s)
    out << "  " << player_name(static_cast<Player>(s)) << " " << scores[s];
  out << "\n";
  return save_record(play, options.save_path, out, err) ? kExitOk : kExitBadInput;
}

}  // namespace rookery
