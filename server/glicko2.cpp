#include "server/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rookery::ratings {

namespace {

// The Glicko-2 scale: (rating - 1500) / 173.7178, as in the paper.
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500;
// The convergence tolerance of the volatility's iteration (the paper's epsilon).
constexpr double kEpsilon = 0.000001;

double g(double phi) {
  return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double mu_j, double phi_j) {
  return 1 / (1 + std::exp(-g(phi_j) * (mu - mu_j)));
}

// Step 5: the new volatility, by the Illinois algorithm on f(x) = 0.
double new_volatility(double sigma, double phi, double v, double delta, double tau) {
  const double a = std::log(sigma * sigma);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double A = a;
  double B = 0;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0) ++k;
    B = a - k * tau;
  }
  double fA = f(A);
  double fB = f(B);
  while (std::abs(B - A) > kEpsilon) {
    const double C = A + (A - B) * fA / (fB - fA);
    const double fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return std::exp(A / 2);
}

}  // namespace

Rating update(const Rating& r, std::span<const Outcome> games, const Params& p) {
  const double mu = (r.rating - kCentre) / kScale;
  const double phi = r.deviation / kScale;
  if (games.empty()) return idle(r, 1, p);
  // Steps 3 and 4: the estimated variance v and the improvement delta.
  double inverse_v = 0;
  double sum = 0;
  for (const Outcome& o : games) {
    const double mu_j = (o.opponent.rating - kCentre) / kScale;
    const double phi_j = o.opponent.deviation / kScale;
    const double e = expected(mu, mu_j, phi_j);
    inverse_v += g(phi_j) * g(phi_j) * e * (1 - e);
    sum += g(phi_j) * (o.score - e);
  }
  const double v = 1 / inverse_v;
  const double delta = v * sum;
  // Steps 5 to 7.
  const double sigma = new_volatility(r.volatility, phi, v, delta, p.tau);
  const double phi_star = std::sqrt(phi * phi + sigma * sigma);
  const double new_phi = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  const double new_mu = mu + new_phi * new_phi * sum;
  // Step 8, back to the familiar scale.
  return {kScale * new_mu + kCentre, std::min(p.max_deviation, kScale * new_phi), sigma};
}

Rating idle(const Rating& r, int periods, const Params& p) {
  double phi = r.deviation / kScale;
  for (int i = 0; i < periods && phi * kScale < p.max_deviation; ++i)
    phi = std::sqrt(phi * phi + r.volatility * r.volatility);
  return {r.rating, std::min(p.max_deviation, kScale * phi), r.volatility};
}

std::vector<Rating> rate_game(std::span<const Rating> before, std::span<const int> places,
                              std::span<const int> sides, const Params& p) {
  const std::size_t n = before.size();
  const auto side = [&](std::size_t i) { return sides.empty() ? static_cast<int>(i) : sides[i]; };
  std::vector<Rating> after;
  after.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<Outcome> games;
    for (std::size_t j = 0; j < n; ++j) {
      if (side(j) == side(i)) continue;  // oneself, or a teammate
      const double score = places[i] < places[j] ? 1 : places[i] == places[j] ? 0.5 : 0;
      games.push_back({before[j], score});
    }
    after.push_back(update(before[i], games, p));
  }
  return after;
}

}  // namespace rookery::ratings
