#include "study/plot.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <map>

#include "core/text.h"

namespace rookery {

namespace {

constexpr double kWidth = 760;
constexpr double kLeft = 70;  // room for axis labels
constexpr double kRight = 20;
constexpr double kTop = 50;
constexpr std::array<const char*, 8> kColours = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                                 "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"};

std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else if (c == '&') {
      out += "&amp;";
    } else if (c == '"') {
      out += "&quot;";
    } else {
      out += c;
    }
  }
  return out;
}

std::string header(double height, const std::string& title) {
  return fmt::format(
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
             "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\" font-size=\"12\">\n"
             "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
             kWidth, height) +
         fmt::format("<text x=\"{}\" y=\"24\" font-size=\"15\" font-weight=\"bold\">{}</text>\n",
                     kLeft, escape(title));
}

// A "nice" step for about `count` ticks over `span`.
double tick_step(double span, int count) {
  const double raw = span / count;
  const double magnitude = std::pow(10, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (raw <= m * magnitude) return m * magnitude;
  }
  return 10 * magnitude;
}

}  // namespace

std::string sim_score_svg(const SimResult& r) {
  const double height = 420;
  const double bottom = height - 60;
  // Scores are binned to whole numbers (boots, dollars, fish are whole in every game so far).
  std::vector<std::map<long long, double>> shares(r.seats.size());
  double lo = 1e300;
  double hi = -1e300;
  double top = 0;
  for (std::size_t s = 0; s < r.seats.size(); ++s) {
    for (double x : r.seats[s].scores) {
      shares[s][std::llround(x)] += 1.0 / static_cast<double>(r.seats[s].scores.size());
      lo = std::min(lo, std::round(x));
      hi = std::max(hi, std::round(x));
    }
    for (const auto& [score, share] : shares[s]) top = std::max(top, share);
  }
  if (lo > hi) lo = hi = 0;
  if (hi == lo) hi = lo + 1;
  top = top > 0 ? top * 1.1 : 1;
  const auto x_of = [&](double v) {
    return kLeft + (v - lo) / (hi - lo) * (kWidth - kLeft - kRight);
  };
  const auto y_of = [&](double v) { return bottom - v / top * (bottom - kTop); };
  std::string svg = header(
      height, "Score distribution per seat: " + r.game + ", " + std::to_string(r.games) + " games");
  // Axes with ticks.
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"black\"/>\n",
                     kLeft, bottom, kWidth - kRight);
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"black\"/>\n",
                     kLeft, kTop, bottom);
  const double xs = std::max(1.0, tick_step(hi - lo, 10));
  for (double v = std::ceil(lo / xs) * xs; v <= hi + 1e-9; v += xs) {
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x_of(v),
                       bottom + 16, format_real(v));
  }
  const double ys = tick_step(top, 5);
  for (double v = 0; v <= top + 1e-12; v += ys) {
    svg += fmt::format(
        "<text x=\"{}\" y=\"{:.1f}\" text-anchor=\"end\">{}%</text>\n"
        "<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" stroke=\"#ddd\"/>\n",
        kLeft - 6, y_of(v) + 4, format_real(std::round(v * 1000) / 10), kLeft, y_of(v),
        kWidth - kRight, y_of(v));
  }
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">score</text>\n",
                     (kLeft + kWidth) / 2, bottom + 36);
  svg += fmt::format(
      "<text x=\"16\" y=\"{}\" transform=\"rotate(-90 16 {})\" text-anchor=\"middle\">share of "
      "games</text>\n",
      (kTop + bottom) / 2, (kTop + bottom) / 2);
  for (std::size_t s = 0; s < r.seats.size(); ++s) {
    const char* colour = kColours[s % kColours.size()];
    std::string points;
    for (long long v = static_cast<long long>(lo); v <= static_cast<long long>(hi); ++v) {
      const auto it = shares[s].find(v);
      const double share = it == shares[s].end() ? 0 : it->second;
      points += fmt::format("{:.1f},{:.1f} ", x_of(static_cast<double>(v)), y_of(share));
    }
    svg += fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"/>\n",
                       colour, points);
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/><text x=\"{}\" "
        "y=\"{}\">seat {}: {} (mean {:.2f})</text>\n",
        kWidth - 300, kTop + 18 * static_cast<double>(s), colour, kWidth - 282,
        kTop + 10 + 18 * static_cast<double>(s), s + 1, escape(r.seats[s].bot),
        r.seats[s].mean_score);
  }
  return svg + "</svg>\n";
}

std::string ladder_elo_svg(const LadderResult& r) {
  const double row = 34;
  const double label_width = 260;
  const double height = kTop + row * static_cast<double>(r.ratings.size()) + 60;
  const double bottom = height - 50;
  double lo = 0;
  double hi = 0;
  for (const LadderRating& x : r.ratings) {
    lo = std::min(lo, x.ci95_low);
    hi = std::max(hi, x.ci95_high);
  }
  const double pad = std::max(10.0, (hi - lo) * 0.05);
  lo -= pad;
  hi += pad;
  const double left = kLeft + label_width;
  const auto x_of = [&](double v) {
    return left + (v - lo) / (hi - lo) * (kWidth - left - kRight);
  };
  std::string svg = header(height, "Elo with 95% intervals: " + r.game + ", " +
                                       std::to_string(r.games_per_pairing) + " games per pairing");
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"black\"/>\n", left,
                     bottom, kWidth - kRight);
  const double step = tick_step(hi - lo, 8);
  for (double v = std::ceil(lo / step) * step; v <= hi + 1e-9; v += step) {
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3}\" text-anchor=\"middle\">{4}</text>\n",
        x_of(v), kTop - 10, bottom, bottom + 16, format_real(std::round(v)));
  }
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">Elo (field mean 0)</text>\n",
                     (left + kWidth) / 2, bottom + 36);
  std::vector<std::size_t> order(r.ratings.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return r.ratings[a].elo > r.ratings[b].elo;
  });
  for (std::size_t k = 0; k < order.size(); ++k) {
    const LadderRating& x = r.ratings[order[k]];
    const double y = kTop + row * (static_cast<double>(k) + 0.5);
    const char* colour = kColours[order[k] % kColours.size()];
    svg += fmt::format("<text x=\"{}\" y=\"{:.1f}\">{}</text>\n", kLeft - 50, y + 4, escape(x.bot));
    svg += fmt::format(
        "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"{}\" "
        "stroke-width=\"2\"/>\n",
        x_of(x.ci95_low), y, x_of(x.ci95_high), y, colour);
    for (double end : {x.ci95_low, x.ci95_high}) {
      svg += fmt::format(
          "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"{3}\" "
          "stroke-width=\"2\"/>\n",
          x_of(end), y - 6, y + 6, colour);
    }
    svg += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"{}\"/><text x=\"{:.1f}\" "
        "y=\"{:.1f}\" text-anchor=\"middle\" font-size=\"10\">{:.0f}</text>\n",
        x_of(x.elo), y, colour, x_of(x.elo), y - 9, x.elo);
  }
  return svg + "</svg>\n";
}

std::string review_svg(const Review& r, const std::string& title) {
  const double height = 380;
  const double bottom = height - 60;
  const CoachMeasure measure =
      r.decisions.empty() ? CoachMeasure::kWinChance : r.decisions.front().assessment.measure;
  const double scale = measure == CoachMeasure::kWinChance ? 100 : 1;  // chances in percent
  double lo = measure == CoachMeasure::kWinChance ? 0 : 1e300;
  double hi = measure == CoachMeasure::kWinChance ? 100 : -1e300;
  const auto played = [&](const ReviewedDecision& d) {
    return scale * d.assessment.options[static_cast<std::size_t>(d.chosen)].value;
  };
  const auto best = [&](const ReviewedDecision& d) {
    return scale * d.assessment.options.front().value;
  };
  for (const ReviewedDecision& d : r.decisions) {
    lo = std::min({lo, played(d), best(d)});
    hi = std::max({hi, played(d), best(d)});
  }
  if (lo > hi) lo = hi = 0;
  if (hi - lo < 1) hi = lo + 1;
  const double n = std::max<double>(1, static_cast<double>(r.decisions.size()) - 1);
  const auto x_of = [&](std::size_t i) {
    return kLeft + static_cast<double>(i) / n * (kWidth - kLeft - kRight);
  };
  const auto y_of = [&](double v) { return bottom - (v - lo) / (hi - lo) * (bottom - kTop); };
  const char* unit = measure == CoachMeasure::kBoots   ? "boots"
                     : measure == CoachMeasure::kScore ? "final score"
                                                       : "chance of winning (%)";
  std::string svg = header(height, "Expected result, " + player_name(r.player) + ": " + title +
                                       fmt::format(" (accuracy {:.0f}%)", r.accuracy));
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"black\"/>\n",
                     kLeft, bottom, kWidth - kRight);
  const double ys = tick_step(hi - lo, 5);
  for (double v = std::ceil(lo / ys) * ys; v <= hi + 1e-9; v += ys) {
    svg += fmt::format(
        "<text x=\"{}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n"
        "<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" stroke=\"#ddd\"/>\n",
        kLeft - 6, y_of(v) + 4, format_real(std::round(v * 100) / 100), kLeft, y_of(v),
        kWidth - kRight, y_of(v));
  }
  svg += fmt::format(
      "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">decisions, in the order "
      "played</text>\n",
      (kLeft + kWidth) / 2, bottom + 36);
  svg += fmt::format(
      "<text x=\"16\" y=\"{0}\" transform=\"rotate(-90 16 {0})\" "
      "text-anchor=\"middle\">{1}</text>\n",
      (kTop + bottom) / 2, unit);
  std::string line;
  for (std::size_t i = 0; i < r.decisions.size(); ++i) {
    line += fmt::format("{:.1f},{:.1f} ", x_of(i), y_of(best(r.decisions[i])));
  }
  svg += fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"/>\n",
                     kColours[0], line);
  for (std::size_t i = 0; i < r.decisions.size(); ++i) {
    svg += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"{}\"/>\n", x_of(i),
                       y_of(played(r.decisions[i])), kColours[2]);
  }
  for (std::size_t k = 0; k < r.mistakes.size(); ++k) {
    const auto i = static_cast<std::size_t>(r.mistakes[k]);
    const double x = x_of(i);
    const double y = y_of(played(r.decisions[i]));
    svg += fmt::format(
        "<circle cx=\"{0:.1f}\" cy=\"{1:.1f}\" r=\"8\" fill=\"none\" stroke=\"{2}\" "
        "stroke-width=\"2\"/><text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\" "
        "fill=\"{2}\">{4}</text>\n",
        x, y, kColours[1], y + 22, k + 1);
  }
  svg += fmt::format(
      "<rect x=\"{0}\" y=\"{1}\" width=\"12\" height=\"3\" fill=\"{2}\"/><text x=\"{3}\" "
      "y=\"{4}\">the best option's worth</text>\n"
      "<circle cx=\"{5}\" cy=\"{6}\" r=\"4\" fill=\"{7}\"/><text x=\"{3}\" y=\"{8}\">the move "
      "played</text>\n",
      kWidth - 230, kTop - 14, kColours[0], kWidth - 212, kTop - 9, kWidth - 224, kTop + 3,
      kColours[2], kTop + 7);
  return svg + "</svg>\n";
}

Result<void> write_file(const std::string& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  file.close();
  if (!file) return make_error(ErrorCode::kIoError, "could not write " + quote(path));
  return ok_result();
}

}  // namespace rookery
