#include "cli/realtime_play.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>

namespace rookery {

namespace {

constexpr const char* kClearScreen = "\x1b[2J\x1b[H";

// The milliseconds at which a claim may come in this step, both included (the rules decide).
struct Span {
  int first = 0;
  int last = -1;
};

struct Plan {
  Player player;
  Action action;
  int ms;
  bool shown = false;
};

struct TimedKey {
  char key;
  int ms;
};

std::string key_name(char key) {
  if (key == ' ') return "space";
  if (std::isprint(static_cast<unsigned char>(key))) return std::string(1, key);
  return "code " + std::to_string(static_cast<unsigned char>(key));
}

class Table {
 public:
  Table(const RealtimeTable& table, Playthrough& play, LiveInput& input, std::ostream& out)
      : t_(table), play_(play), input_(input), out_(out), carried_(t_.names.size()) {}

  Result<TableEnd> run() {
    if (auto end = start_screen()) return *end;
    while (!play_.state().is_terminal()) {
      if (play_.state().is_chance_node()) {
        const Action card = play_.auto_chance_outcome();
        if (Result<void> r = play_.apply(kChancePlayer, card); !r) return r.error();
        draw_cards();
        continue;
      }
      if (card_at_ < 0) draw_cards();  // a game taken up in the middle of a step
      const int round = play_.state().rounds_played();
      Result<std::optional<TableEnd>> end = step();
      if (!end) return end.error();
      if (*end) return **end;
      const State& state = play_.state();
      if (phase() == "window") {
        const Span span = claim_span(state);
        out_ << "  A correct claim at " << span.first - 1 << " ms: anyone may claim higher until "
             << span.last << " ms.\n"
             << std::flush;
        continue;  // the same card's clock runs on
      }
      if (!state.is_terminal() && state.rounds_played() != round) {
        out_ << "\nRound over.\n" << state.describe(t_.human);
        if (auto quit = pause()) return *quit;
      }
    }
    return TableEnd::kGameOver;
  }

 private:
  std::string phase() const {
    return play_.state().observation(t_.human).value("phase", std::string());
  }

  // When the first acting player may claim now, as the rules' legality says (no step
  // is longer than the last card's window at the slowest card_ms: 12 s).
  Span claim_span(const State& state) const {
    const Player p = state.acting_players()[0];
    Span span{-1, -1};
    for (int ms = 0; ms < 12000; ++ms) {
      if (!state.is_legal(p, t_.keys.any_claim(ms))) continue;
      if (span.first < 0) span.first = ms;
      span.last = ms;
    }
    if (span.first < 0) span.first = 0;
    return span;
  }

  // How to play, then space to begin; the end of the table if the human leaves instead.
  std::optional<TableEnd> start_screen() {
    const int card_ms = play_.state().observation(t_.human).value("card_ms", 0);
    out_ << "\n"
         << play_.game().facts().title << " in real time: a card is turned every " << card_ms
         << " ms. You are " << player_name(t_.human)
         << ". Press a claim's key the moment you see it (no Enter):\n";
    for (const ClaimKey& k : t_.keys.keys) out_ << "  " << k.key << "  " << k.claim << "\n";
    out_ << "  " << kQuitKey << "  quit (the game so far is saved with --save)\n"
         << "One claim per card; after a correct claim, 1.5 s more in which anyone may claim "
            "higher.\nPress space to start.\n"
         << std::flush;
    for (;;) {
      const std::optional<char> key = input_.next_key(kForever);
      if (!key || *key == ' ' || *key == '\n' || *key == '\r') return std::nullopt;
      if (auto end = leaving(*key)) return end;
      out_ << "Press space to start, " << kQuitKey << " to quit.\n" << std::flush;
    }
  }

  // Whether `key` leaves the table, and how.
  static std::optional<TableEnd> leaving(char key) {
    if (key == kQuitKey || key == 'Q') return TableEnd::kQuit;
    if (key == kInterruptKey || key == kEndOfInputKey) return TableEnd::kInterrupted;
    return std::nullopt;
  }

  // The face-up row redrawn when a card is turned; its clock starts now.
  void draw_cards() {
    out_ << kClearScreen << play_.game().facts().title << ", " << player_name(t_.human)
         << " (you)\n"
         << play_.state().describe(t_.human) << t_.keys.legend() << "\n"
         << std::flush;
    card_at_ = input_.now_ms();
  }

  // Time to read the round's result; space goes on at once.
  std::optional<TableEnd> pause() {
    out_ << "Next round in " << (t_.pause_ms + 999) / 1000 << " s (space: now, " << kQuitKey
         << ": quit).\n"
         << std::flush;
    const std::int64_t until = input_.now_ms() + t_.pause_ms;
    for (;;) {
      const std::optional<char> key = input_.next_key(until);
      if (!key || *key == ' ' || *key == '\n' || *key == '\r') return std::nullopt;
      if (auto end = leaving(*key)) return end;
    }
  }

  // Whether these commits (everyone else passing) would open the window: asked of the rules.
  bool opens_window(const std::vector<std::optional<Action>>& commits) const {
    std::unique_ptr<State> probe = play_.state().clone();
    for (Player p : play_.state().acting_players()) {
      const auto& c = commits[static_cast<std::size_t>(p)];
      if (!probe->apply(p, c ? *c : t_.keys.pass())) return false;
    }
    return probe->observation(t_.human).value("phase", std::string()) == "window";
  }

  // One sealed step, live: the bots' secret commits are asked first and shown at
  // their times; the human's first mapped key is theirs. The claims step ends
  // early at a correct claim, the bots' later claims carried into the window.
  Result<std::optional<TableEnd>> step() {
    const State& state = play_.state();
    const bool window = phase() == "window";
    const PlayerList acting = state.acting_players();
    const Span span = claim_span(state);
    std::vector<std::optional<Action>> commits(t_.names.size());
    std::vector<Plan> plans;
    for (Player p : acting) {
      if (p == t_.human) continue;
      std::optional<Action>& carried = carried_[static_cast<std::size_t>(p)];
      const Action a = carried && state.is_legal(p, *carried)
                           ? *carried
                           : t_.bots[static_cast<std::size_t>(p)]->choose(state, p);
      carried.reset();
      if (a == t_.keys.pass()) {
        commits[static_cast<std::size_t>(p)] = a;
      } else {
        plans.push_back({p, a, t_.keys.ms_of(a)});
      }
    }
    std::stable_sort(plans.begin(), plans.end(),
                     [](const Plan& a, const Plan& b) { return a.ms < b.ms; });
    // Shows the bots' claims due by `ms`; true when one of them opened the window.
    const auto reveal_until = [&](int ms) {
      for (Plan& plan : plans) {
        if (plan.shown || plan.ms > ms) continue;
        plan.shown = true;
        commits[static_cast<std::size_t>(plan.player)] = plan.action;
        out_ << "  " << t_.names[static_cast<std::size_t>(plan.player)] << ": "
             << state.action_to_string(plan.player, plan.action) << "\n"
             << std::flush;
        if (!window && opens_window(commits)) return true;
      }
      return false;
    };
    std::optional<Action>& mine = commits[static_cast<std::size_t>(t_.human)];
    bool opened = false;
    while (!opened) {
      std::optional<char> key;
      int ms = 0;
      if (pending_) {  // pressed as the window opened: it belongs to the window
        key = pending_->key;
        ms = pending_->ms;
        pending_.reset();
      } else {
        int next = span.last + 1;
        for (const Plan& plan : plans) {
          if (!plan.shown) {
            next = std::min(next, plan.ms);
            break;
          }
        }
        key = input_.next_key(card_at_ + next);
        ms = static_cast<int>(input_.now_ms() - card_at_);
      }
      // The bots' claims made by now come first.
      if (reveal_until(std::min(ms, span.last))) {
        opened = true;
        if (key) pending_ = TimedKey{*key, ms};
        break;
      }
      if (!key) {
        if (ms > span.last) break;  // the interval is over: the next card
        continue;
      }
      if (auto end = leaving(*key)) return std::optional<TableEnd>(*end);
      const std::optional<Action> claim = t_.keys.claim(*key, std::max(ms, span.first));
      if (!claim) {
        out_ << "  Key " << key_name(*key) << " makes no claim. " << t_.keys.legend() << "\n"
             << std::flush;
        continue;
      }
      if (ms > span.last) {
        out_ << "  Too late for this card (" << ms << " ms).\n" << std::flush;
        continue;
      }
      if (mine) {
        out_ << "  One claim per card" << (window ? " and one in the window" : "") << ": yours, "
             << state.action_to_string(t_.human, *mine) << ", stands.\n"
             << std::flush;
        continue;
      }
      mine = *claim;
      out_ << "  " << player_name(t_.human)
           << " (you): " << state.action_to_string(t_.human, *claim) << "\n"
           << std::flush;
      if (!window && opens_window(commits)) opened = true;
    }
    // Everyone's commits at once, in seat order; a bot whose claim had not come
    // when the window opened passes now and makes that claim in the window.
    for (Player p : acting) {
      const std::optional<Action>& c = commits[static_cast<std::size_t>(p)];
      if (!c && p != t_.human) {
        for (const Plan& plan : plans) {
          if (plan.player == p) carried_[static_cast<std::size_t>(p)] = plan.action;
        }
      }
      if (Result<void> r = play_.apply(p, c ? *c : t_.keys.pass()); !r) return r.error();
    }
    return std::optional<TableEnd>();
  }

  const RealtimeTable& t_;
  Playthrough& play_;
  LiveInput& input_;
  std::ostream& out_;
  std::int64_t card_at_ = -1;                   // the clock when the face-up card was turned
  std::vector<std::optional<Action>> carried_;  // a bot's claim held over into the window
  std::optional<TimedKey> pending_;             // a key pressed as the window opened
};

}  // namespace

Result<TableEnd> play_realtime(const RealtimeTable& table, Playthrough& play, LiveInput& input,
                               std::ostream& out) {
  return Table(table, play, input, out).run();
}

}  // namespace rookery
