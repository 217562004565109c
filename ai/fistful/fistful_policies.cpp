// Fistful policies. The rule of thumb, for the active player:
//
//  1. Value of stopping now: the better mode's dollars (after payers'
//     shortfalls, FP-6) plus the penguin tokens the showing penguins give.
//  2. The target face: kangaroos (count squared), lions ($7 each) or camels ($5
//     each while no lion shows), whichever the dice showing favour most. Dice
//     that are neither the target, nor penguins, nor a squirrel-moose pair are
//     junk.
//  3. With no token left and penguins showing beside junk: cash the penguins
//     in (their tokens pay for rerolls).
//  4. With tokens: reroll the junk when there are two or more junk dice, or one
//     beside three or more of the target; draw a spare die while fewer than six
//     dice are in play and three or more tokens are left.
//  5. Before stopping, spend a held chip on junk dice when that raises the
//     score now and either the chip cannot be used later (last round) or it
//     adds to two or more kangaroos.
//  6. Stop in the better mode.
//  Advanced market: a seller keeps their die and asks what it is worth to the
//  active player now: how much it would add to their stop (dollars plus the
//  tokens of a penguin, in the better mode, squirrels paid as they stand), at
//  least $1 and at most the seller's money (with no money, the least price
//  allowed). A sale then never gains the buyer more at once than it costs
//  them. The active player does not buy.
//
// The optimal policy plays the exact solo solver's choice.
#include "ai/fistful/fistful_policies.h"

#include <algorithm>
#include <mutex>

#include "ai/fistful/fistful_solo_solver.h"
#include "games/fistful/fistful_state.h"

namespace rookery {

namespace {

namespace ff = fistful;

const ff::FistfulState& fistful_state(const State& state) {
  const auto* s = dynamic_cast<const ff::FistfulState*>(&state);
  if (s == nullptr) throw std::invalid_argument("a fistful policy was given another game");
  return *s;
}

bool legal(const State& state, Player player, Action a) {
  ActionList list;
  state.legal_actions(player, list);
  return std::find(list.begin(), list.end(), a) != list.end();
}

int stop_value(const ff::FaceCounts& dice, const ff::SquirrelTable& table) {
  const ff::StopScore s = ff::score_stop(dice, ff::best_mode(dice, table), table);
  return s.dollars() + s.tokens;
}

// What `seller`'s market die would add to the active player's stop now, at
// least $1 and at most the seller's money (0 when they have none).
int asking_dollars(const ff::FistfulState& s, Player seller) {
  const ff::FaceCounts dice = s.in_play();
  ff::FaceCounts with = dice;
  const auto face = static_cast<std::size_t>(s.market(seller).face);
  with[face] = static_cast<std::uint8_t>(with[face] + 1);
  const ff::SquirrelTable table = s.squirrel_table();
  const int worth = stop_value(with, table) - stop_value(dice, table);
  return std::min<int>(std::max(worth, 1), s.purse(seller).money);
}

class FistfulHeuristic final : public GamePolicy {
 public:
  Action choose(const State& state, Player player, Rng&) override {
    const ff::FistfulState& s = fistful_state(state);
    ActionList list;
    state.legal_actions(player, list);
    if (s.phase() != ff::Phase::kDeciding || player != s.active()) {
      // A seller in the market (FP-13): keep the die, ask its worth to the buyer.
      if (legal(state, player, ff::kKeepDie)) return ff::kKeepDie;
      const Action ask = ff::kPriceBase + 3 * asking_dollars(s, player);
      return legal(state, player, ask) ? ask : list[0];
    }
    const ff::FaceCounts dice = s.in_play();
    const ff::SquirrelTable table = s.squirrel_table();
    const ff::Purse& purse = s.purse(player);
    const Action stop = ff::best_mode(dice, table) == ff::Mode::kLions ? ff::kStopLions : ff::kStop;
    if (ff::total(dice) == 0) return stop;
    // 2. The target face and the junk.
    const int kangaroo = dice[ff::kKangaroo] * dice[ff::kKangaroo];
    const int lions = 7 * dice[ff::kLion];
    const int camels = dice[ff::kLion] ? 0 : 5 * dice[ff::kCamel];
    int target = ff::kKangaroo;
    if (lions > kangaroo && lions >= camels) target = ff::kLion;
    if (camels > kangaroo && camels > lions) target = ff::kCamel;
    ff::FaceCounts junk{};
    const int pairs = std::min(dice[ff::kSquirrel], dice[ff::kMoose]);
    for (int f = 0; f < ff::kNumFaces; ++f) {
      const auto u = static_cast<std::size_t>(f);
      if (f == ff::kPenguin || f == target) continue;
      int n = dice[u];
      if (f == ff::kSquirrel || f == ff::kMoose) n -= pairs;
      junk[u] = static_cast<std::uint8_t>(n);
    }
    const int junk_count = ff::total(junk);
    // 3. Tokens from penguins when none are left.
    if (purse.tokens == 0 && dice[ff::kPenguin] > 0 && junk_count > 0) {
      return ff::kCashInBase + dice[ff::kPenguin];
    }
    // 4. Draw, then reroll the junk.
    if (purse.tokens >= 3 && ff::total(dice) < 6 && legal(state, player, ff::kDraw))
      return ff::kDraw;
    if (purse.tokens > 0 && (junk_count >= 2 || (junk_count == 1 && dice[target] >= 3))) {
      return ff::reroll_action(junk);
    }
    // 5. The chip on junk before stopping.
    if (purse.chip > 0 && junk_count > 0 && (s.round() == 2 || dice[ff::kKangaroo] >= 2)) {
      ff::FaceCounts turn{};
      int left = purse.chip;
      for (int f = 0; f < ff::kNumFaces && left > 0; ++f) {
        const auto u = static_cast<std::size_t>(f);
        const int n = std::min<int>(junk[u], left);
        turn[u] = static_cast<std::uint8_t>(n);
        left -= n;
      }
      ff::FaceCounts after = dice;
      for (int f = 0; f < ff::kNumFaces; ++f)
        after[static_cast<std::size_t>(f)] -= turn[static_cast<std::size_t>(f)];
      after[ff::kKangaroo] = static_cast<std::uint8_t>(after[ff::kKangaroo] + ff::total(turn));
      const Action spend = ff::chip_action(turn);
      if (stop_value(after, table) > stop_value(dice, table) && legal(state, player, spend)) {
        return spend;
      }
    }
    return stop;  // 6.
  }
};

class FistfulOptimal final : public GamePolicy {
 public:
  Action choose(const State& state, Player player, Rng&) override {
    const ff::FistfulState& s = fistful_state(state);
    const fistful_solo::Solver& solver = fistful_solo_solver(s.options().solo_squirrels_bank);
    fistful_solo::Position p;
    p.round = s.round();
    p.in_play = s.in_play();
    p.cashed = s.cashed();
    p.tokens = s.purse(player).tokens;
    p.chip = s.purse(player).chip;
    return fistful_solo_action(solver.best(p));
  }
};

}  // namespace

// The two solved games (solo squirrels take nothing, or the bank pays), each
// solved once per process on first use and shared by every seat and thread.
const fistful_solo::Solver& fistful_solo_solver(bool bank) {
  static std::once_flag once[2];
  static std::unique_ptr<fistful_solo::Solver> solvers[2];
  const int i = bank ? 1 : 0;
  std::call_once(once[i], [&] {
    fistful_solo::Config config;
    config.bank_squirrels = bank;
    solvers[i] = std::make_unique<fistful_solo::Solver>(config);
  });
  return *solvers[i];
}

Action fistful_solo_action(const fistful_solo::Decision& d) {
  using Kind = fistful_solo::Decision::Kind;
  switch (d.kind) {
    case Kind::kStopAnimals:
      return ff::kStop;
    case Kind::kStopLions:
      return ff::kStopLions;
    case Kind::kDraw:
      return ff::kDraw;
    case Kind::kReroll:
      return ff::reroll_action(d.dice);
    case Kind::kCashIn:
      return ff::kCashInBase + d.count;
    case Kind::kSpendChip:
      return ff::chip_action(d.dice);
  }
  return ff::kStop;
}

std::string fistful_heuristic_summary() {
  return "reroll junk toward kangaroos, lions or camels while tokens last, cash penguins when "
         "out of tokens, chip on junk, stop in the better mode";
}
std::unique_ptr<GamePolicy> make_fistful_heuristic() {
  return std::make_unique<FistfulHeuristic>();
}

std::string fistful_optimal_summary() {
  return "solo only: the exact policy maximising the expected final score (rookery solve "
         "fistful-solo)";
}
std::unique_ptr<GamePolicy> make_fistful_optimal() { return std::make_unique<FistfulOptimal>(); }

Result<void> fistful_optimal_check(const Game& game) {
  if (game.num_players() == 1) return ok_result();
  return make_error(ErrorCode::kInvalidArgument,
                    "bot optimal plays fistful solo only (players=1); this table has " +
                        std::to_string(game.num_players()) + " players");
}

}  // namespace rookery
