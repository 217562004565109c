// `rookery solve PROBLEM`: exact solvers. pantolino-turn: the rerolling policy
// that maximises the expected boots of the token taken this turn. fistful-solo:
// the policy that maximises the expected final score of solo Fistful.
#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "ai/fistful/fistful_solo_solver.h"
#include "ai/pantolino/pantolino_turn_solver.h"
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
  for (int c = 0; c < pt::kNumColours; ++c) {
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

// FP-12's bands, lowest first, as solo_rating names them.
struct Band {
  const char* name;
  int from;
};
constexpr Band kBands[] = {
    {"below 60", 0}, {"Quite Good", 60}, {"Very Good", 80}, {"Excellent", 100}, {"Zowie", 120}};

int solve_fistful_solo(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  const std::string squirrels = to_lower(trim(o.solo_squirrels));
  if (squirrels != "none" && squirrels != "bank") {
    err << "error: bad --solo-squirrels " << quote(o.solo_squirrels) << "; choices: none, bank\n";
    return kExitBadInput;
  }
  fistful_solo::Config config;
  config.bank_squirrels = squirrels == "bank";
  const auto started = std::chrono::steady_clock::now();
  const fistful_solo::Solver solver(config);
  const double solve_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const bool save = to_lower(trim(o.save)) != "none" && !trim(o.save).empty();
  std::vector<std::vector<char>> reached;
  const fistful_solo::ScoreDistribution dist = solver.distribution(save ? &reached : nullptr);
  const double total_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  double variance = 0;
  for (std::size_t s = 0; s < dist.probability.size(); ++s) {
    const double d = static_cast<double>(s) - solver.expected_score();
    variance += d * d * dist.probability[s];
  }
  std::vector<double> bands(std::size(kBands), 0.0);
  for (std::size_t s = 0; s < dist.probability.size(); ++s) {
    std::size_t b = 0;
    while (b + 1 < std::size(kBands) && static_cast<int>(s) >= kBands[b + 1].from) ++b;
    bands[b] += dist.probability[s];
  }
  std::size_t lines = 0;
  if (save) {
    std::ofstream file(o.save);
    if (!file) {
      err << "error: cannot write the policy to " << quote(o.save) << "\n";
      return kExitBadInput;
    }
    lines = solver.write_policy(file, reached);
    if (!file) {
      err << "error: writing the policy to " << quote(o.save) << " failed\n";
      return kExitBadInput;
    }
  }
  if (o.json) {
    nlohmann::json j = {{"problem", "fistful-solo"},
                        {"solo_squirrels", squirrels},
                        {"expected_score", solver.expected_score()},
                        {"standard_deviation", std::sqrt(variance)},
                        {"decision_points", solver.state_count()},
                        {"solve_seconds", solve_seconds},
                        {"seconds", total_seconds},
                        {"distribution", dist.probability}};
    nlohmann::json jb = nlohmann::json::array();
    for (std::size_t b = 0; b < bands.size(); ++b) {
      jb.push_back({{"band", kBands[b].name}, {"from", kBands[b].from}, {"probability", bands[b]}});
    }
    j["bands"] = jb;
    if (save) j["policy_file"] = o.save;
    out << j.dump() << "\n";
    return kExitOk;
  }
  out << fmt::format(
      "A Fistful of Penguins, solo (solo_squirrels={}): the policy that maximises the expected "
      "final score.\n",
      squirrels);
  out << fmt::format("Solved {} decision points in {:.2f} s (with the distribution: {:.2f} s).\n",
                     solver.state_count(), solve_seconds, total_seconds);
  out << fmt::format(
      "Expected score: {:.4f} (standard deviation {:.2f}), $10 and 6 tokens included.\n",
      solver.expected_score(), std::sqrt(variance));
  out << "Rating bands (FP-12):\n";
  for (std::size_t b = 0; b < bands.size(); ++b) {
    const std::string range = b + 1 < bands.size()
                                  ? fmt::format("{}-{}", kBands[b].from, kBands[b + 1].from - 1)
                                  : fmt::format("{}+", kBands[b].from);
    out << fmt::format("  {:<11} {:>7}  {:6.2f}%\n", kBands[b].name, b == 0 ? "0-59" : range,
                       100 * bands[b]);
  }
  out << "Score distribution (per 10 points):\n";
  for (std::size_t from = 0; from < dist.probability.size(); from += 10) {
    double p = 0;
    for (std::size_t s = from; s < std::min(from + 10, dist.probability.size()); ++s) {
      p += dist.probability[s];
    }
    if (p < 5e-5) continue;
    out << fmt::format("  {:>3}-{:<3} {:6.2f}% {}\n", from, from + 9, 100 * p,
                       std::string(static_cast<std::size_t>(std::lround(100 * p)), '#'));
  }
  if (save) out << fmt::format("Policy: {} decisions written to {}.\n", lines, o.save);
  return kExitOk;
}

}  // namespace

int run_solve(const SolveOptions& options, std::ostream& out, std::ostream& err) {
  if (options.problem == "pantolino-turn") return solve_pantolino_turn(options, out, err);
  if (options.problem == "fistful-solo") return solve_fistful_solo(options, out, err);
  err << "error: unknown problem " << quote(options.problem)
      << "; problems: pantolino-turn, fistful-solo\n";
  return kExitBadInput;
}

}  // namespace rookery
