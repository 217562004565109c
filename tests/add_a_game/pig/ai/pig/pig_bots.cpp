// Pig's row of the bot table (ai/bot_row.h, listed by ai/game_bots.h): the
// classic rule of thumb, hold at 20, and search above it.
#include "ai/bot_row.h"
#include "games/pig/pig_state.h"

namespace rookery {

namespace {

// Holds once the turn total reaches 20 (or the target comes within reach).
class HoldAtTwenty final : public GamePolicy {
 public:
  Action choose(const State& state, Player player, Rng&) override {
    const auto& s = dynamic_cast<const pig::PigState&>(state);
    if (!state.is_legal(player, pig::kRoll)) return pig::kHold;
    return s.turn_total() >= 20 ? pig::kHold : pig::kRoll;
  }
};

}  // namespace

GameBots pig_bots() {
  GameBots row{.game = "pig"};
  row.heuristic = PolicyEntry{"pig", "rolls until the turn total reaches 20, then holds",
                              [] { return std::make_unique<HoldAtTwenty>(); }};
  row.strongest = "mcts";
  row.levels = level_seats(half_random_rule(), {"heuristic", "holds once the turn reaches 20"},
                           {"mcts(iterations=200)", "weighs rolling on against holding"},
                           {"mcts", "weighs each choice longer"});
  row.coach_search = "mcts(iterations=1000)";
  return row;
}

}  // namespace rookery
