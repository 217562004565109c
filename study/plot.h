// Plots as hand-written SVG (no dependency): any browser opens them.
#pragma once

#include <string>

#include "ai/review.h"
#include "core/error.h"
#include "study/ladder.h"
#include "study/simulate.h"

namespace rookery {

// One line per seat: the share of games ending with each score.
std::string sim_score_svg(const SimResult& result);

// Each bot's Elo as a point with its 95% interval as an error bar.
std::string ladder_elo_svg(const LadderResult& result);

// A review's expected result over the game: at each decision, what the best
// option was worth (a line) and what the move played was worth (points),
// the biggest mistakes marked and numbered as the review lists them.
std::string review_svg(const Review& review, const std::string& title);

// Writes `text` to `path`; the error names the file.
Result<void> write_file(const std::string& path, const std::string& text);

}  // namespace rookery
