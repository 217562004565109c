// `rookery analyse RECORD --player N`: the coach's review of a saved game for
// one player: the value lost at each decision, the biggest mistakes, accuracy,
// and the expected result move by move as SVG (--plot).
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>
#include <set>

#include "ai/review.h"
#include "cli/commands.h"
#include "core/text.h"
#include "study/plot.h"
#include "study/record_file.h"

namespace rookery {

namespace {

// A value on its measure's scale, in words: "4.58 boots", "112.3 points", "63.0%".
std::string value_text(CoachMeasure measure, double v) {
  switch (measure) {
    case CoachMeasure::kBoots:
      return fmt::format("{:.2f} boots", v);
    case CoachMeasure::kScore:
      return fmt::format("{:.2f} points", v);
    case CoachMeasure::kWinChance:
      return fmt::format("{:.1f}%", 100 * v);
  }
  return format_real(v);
}

// The value with its interval where it is an estimate.
std::string option_text(const Assessment& a, const OptionValue& o) {
  if (a.exact) return value_text(a.measure, o.value);
  if (o.samples == 0) return "not tried";
  return fmt::format("{} ({}..{})", value_text(a.measure, o.value), value_text(a.measure, o.low),
                     value_text(a.measure, o.high));
}

// The loss in words: boots and points as they are, a chance in percentage points.
std::string loss_text(CoachMeasure measure, double loss) {
  if (measure == CoachMeasure::kWinChance)
    return fmt::format("{:.1f} points of chance", 100 * loss);
  return value_text(measure, loss);
}

void print_review(const Playthrough& play, const Review& review, std::ostream& out) {
  const Game& game = play.game();
  out << "Review of " << player_name(review.player) << " in " << game.facts().title << " ("
      << game.game_string() << "), " << play.moves().size() << " moves\n";
  if (review.decisions.empty()) {
    out << "No decisions: every move of this player was forced.\n";
    return;
  }
  std::set<std::string> methods;
  for (const ReviewedDecision& d : review.decisions) methods.insert(d.assessment.method);
  for (const std::string& m : methods) out << "Values: " << m << ".\n";
  out << fmt::format("Accuracy: {:.1f}% over {} decisions.\n", review.accuracy,
                     review.decisions.size());
  out << "\nBiggest mistakes:\n";
  if (review.mistakes.empty()) out << "  none: no option played was clearly worse than the best\n";
  for (std::size_t k = 0; k < review.mistakes.size(); ++k) {
    const ReviewedDecision& d = review.decisions[static_cast<std::size_t>(review.mistakes[k])];
    const Assessment& a = d.assessment;
    const OptionValue& played = a.options[static_cast<std::size_t>(d.chosen)];
    out << fmt::format("  {}. move {}: played \"{}\" ({}); best \"{}\" ({}): lost {}\n", k + 1,
                       d.move + 1, played.words, option_text(a, played), a.options[0].words,
                       option_text(a, a.options[0]), loss_text(a.measure, d.loss));
  }
  out << "\nEvery decision (move, played, its value, the best option where another):\n";
  for (const ReviewedDecision& d : review.decisions) {
    const Assessment& a = d.assessment;
    const OptionValue& played = a.options[static_cast<std::size_t>(d.chosen)];
    std::string line =
        fmt::format("  {:>4}  {:<28} {}", d.move + 1, played.words, option_text(a, played));
    if (d.chosen != 0) {
      line += fmt::format("; best \"{}\" {}", a.options[0].words, option_text(a, a.options[0]));
      if (d.loss > 0) line += ", lost " + loss_text(a.measure, d.loss);
    }
    out << line << "\n";
  }
}

}  // namespace

int run_analyse(const AnalyseOptions& o, std::ostream& out, std::ostream& err) {
  auto play = read_record_file(o.record);
  if (!play) {
    err << "error: " << play.error().message << "\n";
    return kExitBadInput;
  }
  const int players = play->game().num_players();
  if (o.player < 1 || o.player > players) {
    err << "error: --player must be 1.." << players << " in this game\n";
    return kExitBadInput;
  }
  CoachOptions coach;
  coach.iterations = o.iterations;
  coach.seed = o.seed;
  auto review = review_game(*play, o.player - 1, coach);
  if (!review) {
    err << "error: " << review.error().message << "\n";
    return kExitBadInput;
  }
  if (!o.plot.empty()) {
    if (Result<void> ok = write_file(o.plot, review_svg(*review, play->game().facts().title));
        !ok) {
      err << "error: " << ok.error().message << "\n";
      return kExitBadInput;
    }
  }
  if (o.json) {
    nlohmann::json j = review_json(*review);
    j["game"] = play->game().game_string();
    out << j.dump() << "\n";
  } else {
    print_review(*play, *review, out);
  }
  return kExitOk;
}

}  // namespace rookery
