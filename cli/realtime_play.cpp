#include "cli/realtime_play.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>

#include "server/card_clock.h"

namespace rookery {

namespace {

constexpr const char* kClearScreen = "\x1b[2J\x1b[H";

std::string key_name(char key) {
  if (key == ' ') return "space";
  if (std::isprint(static_cast<unsigned char>(key))) return std::string(1, key);
  return "code " + std::to_string(static_cast<unsigned char>(key));
}

bool is_go_on(char key) { return key == ' ' || key == '\n' || key == '\r'; }

// The terminal's view of a game on the card clock (server/card_clock.h, the server's
// clock too): the clock turns the cards, times the claims and makes the bots' claims
// at their moments; this class reads keys, asks the bots and draws what happens.
class Table {
 public:
  Table(const RealtimeTable& table, Playthrough& play, LiveInput& input, std::ostream& out)
      : t_(table), play_(play), input_(input), out_(out), clock_(play, [this](Player p, Action a) {
          return commit(p, a);
        }) {
    clock_.pause_between_rounds(std::chrono::milliseconds(t_.pause_ms));
  }

  Result<TableEnd> run() {
    if (auto end = start_screen()) return *end;
    if (!play_.state().is_terminal() && !play_.state().is_chance_node()) {
      draw_cards();  // a game taken up in the middle of a step
      clock_.resume(now());
      shown_step_ = clock_.steps();
    }
    while (!play_.state().is_terminal()) {
      if (Result<void> r = ask_bots(); !r) return r.error();
      const std::optional<CardClock::Time> due = clock_.deadline();
      const std::optional<char> key = input_.next_key(
          due ? std::chrono::ceil<std::chrono::milliseconds>(*due).count() : kForever);
      const CardClock::Time now = this->now();
      if (Result<bool> r = clock_.advance(now); !r) return r.error();  // what was due comes first
      announce();
      if (!key) continue;
      if (auto end = leaving(*key)) return *end;
      if (Result<void> r = press(*key, now); !r) return r.error();
      announce();
    }
    return TableEnd::kGameOver;
  }

 private:
  const State& state() const { return play_.state(); }
  CardClock::Time now() const { return std::chrono::milliseconds(input_.now_ms()); }

  // How to play, then space to begin; the end of the table if the human leaves instead.
  std::optional<TableEnd> start_screen() {
    const int card_ms = state().observation(t_.human).value("card_ms", 0);
    out_ << "\n"
         << play_.game().facts().title << " in real time: a card is turned every " << card_ms
         << " ms. You are " << player_name(t_.human)
         << ". Press a claim's key the moment you see it (no Enter):\n";
    for (const ClaimKey& k : t_.keys.keys) {
      out_ << "  " << k.key << "  " << k.claim << ": " << k.meaning << "\n";
    }
    out_ << "  " << kQuitKey << "  quit (the game so far is saved with --save)\n"
         << "A wrong claim costs its penalty and you may claim again; after a correct claim, "
            "1.5 s more in which anyone may claim higher, one claim each.\nPress space to "
            "start.\n"
         << std::flush;
    for (;;) {
      const std::optional<char> key = input_.next_key(kForever);
      if (!key || is_go_on(*key)) return std::nullopt;
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

  // The face-up row redrawn when a card is turned.
  void draw_cards() {
    out_ << kClearScreen << play_.game().facts().title << ", " << player_name(t_.human)
         << " (you)\n"
         << state().describe(t_.human) << t_.keys.legend() << "\n"
         << std::flush;
  }

  // Every move the clock makes, shown as it is made: a card turned redraws the row,
  // a claim is shown at its moment (passes are not shown).
  Result<void> commit(Player player, Action action) {
    const bool pass = player != kChancePlayer && state().action_to_string(player, action) == "pass";
    const std::string text =
        player == kChancePlayer ? "" : state().action_to_string(player, action);
    const int round = state().rounds_played();
    if (Result<void> r = play_.apply(player, action); !r) return r;
    if (player == kChancePlayer) {
      draw_cards();
      return ok_result();
    }
    if (!pass) {
      out_ << "  "
           << (player == t_.human ? player_name(player) + " (you)"
                                  : t_.names[static_cast<std::size_t>(player)])
           << ": " << text << "\n"
           << std::flush;
    }
    round_over_ = round_over_ || (state().rounds_played() != round && !state().is_terminal());
    return ok_result();
  }

  // What a new step of claims on the same card, or a round's end, means to the human.
  void announce() {
    const std::optional<ClaimSpan>& span = clock_.span();
    if (span && clock_.steps() != shown_step_ && clock_.step_of_card() > 0) {
      if (state().observation(t_.human).value("phase", std::string()) == "window") {
        out_ << "  A correct claim at " << span->first - 1 << " ms: anyone may claim higher until "
             << span->last << " ms.\n";
      } else {
        out_ << "  Claims on this card go on until " << span->last << " ms.\n";
      }
      out_ << std::flush;
    }
    shown_step_ = clock_.steps();
    if (!round_over_) return;
    round_over_ = false;
    out_ << "\nRound over.\n"
         << state().describe(t_.human) << "Next round in " << (t_.pause_ms + 999) / 1000
         << " s (space: now, " << kQuitKey << ": quit).\n"
         << std::flush;
  }

  // Each bot acting in this step without a claim held decides: its claim is held
  // until its moment by the clock, or made now.
  Result<void> ask_bots() {
    for (bool asked = true; asked;) {
      asked = false;
      for (Player p : state().acting_players()) {
        Bot* bot = p >= 0 ? t_.bots[static_cast<std::size_t>(p)] : nullptr;
        if (!bot || clock_.holds(p)) continue;
        const Action a = bot->choose(state(), p);
        if (!state().is_legal(p, a)) {
          return make_error(ErrorCode::kIllegalAction,
                            t_.names[static_cast<std::size_t>(p)] +
                                " chose a claim not legal now: " + state().action_to_string(p, a));
        }
        if (Result<void> r = clock_.offer(p, a, now()); !r) return r;
        asked = true;
        break;  // the state may have moved on: look again
      }
    }
    return ok_result();
  }

  // A key pressed at `now`: the human's claim, made now on the clock, or a hint why not.
  Result<void> press(char key, CardClock::Time now) {
    if (state().is_chance_node()) {
      if (is_go_on(key)) clock_.turn_next_card_at(now);  // the next round, now
      return ok_result();
    }
    const ClaimKey* claim = t_.keys.find(key);
    if (!claim) {
      out_ << "  Key " << key_name(key) << " makes no claim. " << t_.keys.legend() << "\n"
           << std::flush;
      return ok_result();
    }
    const std::optional<ClaimSpan>& span = clock_.span();
    if (!span || !state().acting_players().contains(t_.human)) {
      out_ << "  Your claim in this window stands: one claim each after a correct claim.\n"
           << std::flush;
      return ok_result();
    }
    const int ms = std::max(clock_.elapsed_ms(now), span->first);
    const Result<Action> action = timed_claim(state(), t_.human, claim->claim, ms);
    if (!action) return action.error();  // the game's own keys always read
    if (!state().is_legal(t_.human, *action)) {
      std::unique_ptr<State> copy = state().clone();
      const Result<void> refused = copy->apply(t_.human, *action);
      out_ << "  " << (refused ? std::string("Not legal now.") : refused.error().message) << "\n"
           << std::flush;
      return ok_result();
    }
    return clock_.claim_now(t_.human, *action, now);
  }

  const RealtimeTable& t_;
  Playthrough& play_;
  LiveInput& input_;
  std::ostream& out_;
  CardClock clock_;
  int shown_step_ = 0;       // the last step of claims the human was told of
  bool round_over_ = false;  // a round ended: its result not shown yet
};

}  // namespace

Result<TableEnd> play_realtime(const RealtimeTable& table, Playthrough& play, LiveInput& input,
                               std::ostream& out) {
  return Table(table, play, input, out).run();
}

}  // namespace rookery
