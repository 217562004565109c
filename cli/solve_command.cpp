// `rookery solve PROBLEM`: exact solvers. Today: pantolino-turn, the rerolling
// policy that maximises the expected boots of the token taken this turn.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "ai/pantolino_turn_solver.h"
#include "cli/commands.h"
#include "core/text.h"

namespace rookery {

namespace {

namespace pt = pantolino_turn;

Result<pt::Takeable> read_tokens(const std::string& text, const pt::Takeable& if_empty) {
  const std::string lower = to_lower(trim(text));
  if (lower.empty()) return if_empty;
  if (lower == "none") return pt::Takeable{};
  if (lower == "all") return pt::full_supply();
  return pt::parse_tokens(lower);
}

int solve_pantolino_turn(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  const auto fail = [&](const std::string& message) {
    err << "error: " << message << "\n";
    return kExitBadInput;
  };
  auto supply = read_tokens(o.supply, pt::full_supply());
  if (!supply) return fail("bad --supply: " + supply.error().message);
  auto tails = read_tokens(o.tails, pt::Takeable{});
  if (!tails) return fail("bad --tails: " + tails.error().message);
  pt::Takeable takeable{};
  for (int c = 0; c < pt::kColours; ++c) {
    const auto i = static_cast<std::size_t>(c);
    takeable[i] = static_cast<std::uint8_t>((*supply)[i] | (*tails)[i]);
  }
  if (o.rolls < 1 || o.rolls > pt::kMaxRolls) return fail("--rolls must be 1, 2 or 3");
  const pt::TurnSolver solver(takeable);
  nlohmann::json j = {{"problem", "pantolino-turn"},
                      {"supply", pt::tokens_text(*supply)},
                      {"tails", pt::tokens_text(*tails)},
                      {"turn_value", solver.turn_value()}};
  const std::string header =
      fmt::format("Pantolino turn. Supply: {}. Tails that may be taken: {}.\n",
                  pt::tokens_text(*supply), pt::tokens_text(*tails));
  if (trim(o.dice).empty()) {
    if (o.json) {
      out << j.dump() << "\n";
    } else {
      out << header
          << fmt::format("Before the first roll: {:.4f} boots expected with optimal rerolling.\n",
                         solver.turn_value());
    }
    return kExitOk;
  }
  auto dice = pt::parse_dice(o.dice);
  if (!dice) return fail("bad --dice: " + dice.error().message);
  const std::vector<pt::Option> options = solver.options(*dice, o.rolls);
  std::vector<std::string> faces;
  for (int f : *dice) faces.emplace_back(pt::kFaceNames[static_cast<std::size_t>(f)]);
  j["dice"] = faces;
  j["rolls_done"] = o.rolls;
  j["value"] = options[0].expected;
  j["best"] = pt::option_text(options[0].reroll_mask);
  j["take_now"] = pt::take_value(takeable, *dice);
  nlohmann::json all = nlohmann::json::array();
  for (const pt::Option& opt : options) {
    all.push_back({{"action", pt::option_text(opt.reroll_mask)}, {"expected", opt.expected}});
  }
  j["options"] = all;
  if (o.json) {
    out << j.dump() << "\n";
    return kExitOk;
  }
  out << header
      << fmt::format("After roll {} of {} showing {}: the dice allow a {}-boot token now.\n",
                     o.rolls, pt::kMaxRolls, join(faces, " "), pt::take_value(takeable, *dice))
      << fmt::format("Best: {} ({:.4f} boots expected).\n", pt::option_text(options[0].reroll_mask),
                     options[0].expected);
  if (options.size() > 1) {
    out << "Every choice, best first (expected boots):\n";
    for (const pt::Option& opt : options) {
      out << fmt::format("  {:<16} {:.4f}\n", pt::option_text(opt.reroll_mask), opt.expected);
    }
  }
  return kExitOk;
}

}  // namespace

int run_solve(const SolveOptions& options, std::ostream& out, std::ostream& err) {
  if (options.problem == "pantolino-turn") return solve_pantolino_turn(options, out, err);
  err << "error: unknown problem " << quote(options.problem) << "; problems: pantolino-turn\n";
  return kExitBadInput;
}

}  // namespace rookery
