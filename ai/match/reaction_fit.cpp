#include "ai/match/reaction_fit.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/params.h"
#include "games/match/match_state.h"

namespace rookery {

namespace {

// The ReactionModel::notice_ms index of a claim kind (MP-2): knock is two fish,
// the white pawn an identical pair, the black pawn several, a call one match.
int model_index(int claim_kind) {
  if (claim_kind == match::kKnock) return 0;
  if (claim_kind == match::kWhitePawn) return 1;
  if (claim_kind == match::kBlackPawn) return 2;
  return 3;
}

bool any_match(const match::MatchState& state) {
  for (int kind = 0; kind < match::kClaimKinds; ++kind) {
    if (state.correct(kind)) return true;
  }
  return false;
}

// No person answers sooner than this: simple reaction time alone is 200-250 ms.
constexpr int kQuickestPersonMs = 250;

// x rounded to `places` decimals, as the nearest double (so "0.3" prints as 0.3).
double round_to(double x, int places) {
  const double scale = std::pow(10.0, places);
  return std::round(x * scale) / scale;
}

}  // namespace

void ReactionEvidence::add(const ReactionEvidence& other) {
  notices.insert(notices.end(), other.notices.begin(), other.notices.end());
  steps += other.steps;
  steps_with_match += other.steps_with_match;
  passed_on_match += other.passed_on_match;
  wrong += other.wrong;
}

void note_reaction_move(const State& before, Player player, Action action,
                        const std::vector<int>& people, ReactionEvidence& evidence) {
  const auto* state = dynamic_cast<const match::MatchState*>(&before);
  if (!state || state->phase() != match::Phase::kClaims) return;
  if (std::find(people.begin(), people.end(), player) == people.end()) return;
  const bool match_there = any_match(*state);
  ++evidence.steps;
  if (match_there) ++evidence.steps_with_match;
  if (action == match::kPass) {
    if (match_there) ++evidence.passed_on_match;
  } else if (state->correct(match::claim_kind(action))) {
    evidence.notices.push_back(
        {model_index(match::claim_kind(action)), match::claim_ms(action), state->face_up_count()});
  } else {
    ++evidence.wrong;
    if (match_there) ++evidence.passed_on_match;
  }
}

void gather_reaction_evidence(const Playthrough& play, const std::vector<int>& people,
                              ReactionEvidence& evidence) {
  Playthrough replay(play.shared_game(), play.seed());
  for (const Move& move : play.moves()) {
    note_reaction_move(replay.state(), move.player, move.action, people, evidence);
    if (!replay.apply(move.player, move.action)) return;  // a record that does not replay
  }
}

Result<ReactionModel> fit_reaction(const ReactionEvidence& evidence, const ReactionModel& prior,
                                   int min_notices) {
  const auto& notices = evidence.notices;
  if (static_cast<int>(notices.size()) < min_notices) {
    return make_error(ErrorCode::kInvalidArgument,
                      "too few claims to fit: " + std::to_string(notices.size()) +
                          " correct claims by people, and a fit needs " +
                          std::to_string(min_notices));
  }
  // Each kind's mean time and cards, to take the scan time within kinds (a kind
  // noticed later is not a sign of more cards).
  std::array<double, 4> sum_ms{}, sum_cards{}, count{};
  for (const auto& n : notices) {
    const auto k = static_cast<std::size_t>(n.kind);
    sum_ms[k] += n.ms;
    sum_cards[k] += n.face_up;
    count[k] += 1;
  }
  double sxy = 0, sxx = 0;
  for (const auto& n : notices) {
    const auto k = static_cast<std::size_t>(n.kind);
    const double dx = n.face_up - sum_cards[k] / count[k];
    sxy += dx * (n.ms - sum_ms[k] / count[k]);
    sxx += dx * dx;
  }
  ReactionModel m = prior;
  m.scan_ms =
      sxx > 0 ? std::clamp(static_cast<int>(std::lround(sxy / sxx)), 0, 2000) : prior.scan_ms;
  // Times as if two cards were face up.
  std::vector<double> two(notices.size());
  std::array<double, 4> sum_two{};
  for (std::size_t i = 0; i < notices.size(); ++i) {
    two[i] = notices[i].ms - static_cast<double>(m.scan_ms) * std::max(0, notices[i].face_up - 2);
    sum_two[static_cast<std::size_t>(notices[i].kind)] += two[i];
  }
  // The floor: a log-normal sample says little about where its tail starts, and
  // the quickest claims are partly lucky guesses, so the prior's floor stays,
  // lowered only when people's quickest 1% come sooner, and never below the
  // quickest a person reacts at all.
  std::vector<double> sorted = two;
  std::sort(sorted.begin(), sorted.end());
  const double quick = sorted[sorted.size() / 100];
  m.floor_ms = std::max(kQuickestPersonMs, std::min(prior.floor_ms, static_cast<int>(quick) - 1));
  // Kinds seen often enough get their own mean; the others the prior's, scaled
  // by how much quicker or slower than the prior these people are.
  double seen = 0, prior_seen = 0;
  for (std::size_t k = 0; k < 4; ++k) {
    if (count[k] >= 5) {
      seen += sum_two[k] / count[k];
      prior_seen += prior.notice_ms[k];
    }
  }
  const double scale = prior_seen > 0 ? seen / prior_seen : 1.0;
  for (std::size_t k = 0; k < 4; ++k) {
    const double mean = count[k] >= 5 ? sum_two[k] / count[k] : prior.notice_ms[k] * scale;
    m.notice_ms[k] = std::clamp(static_cast<int>(std::lround(mean)), m.floor_ms + 1, 9000);
  }
  // The spread: the deviation of log(time - floor) within each kind.
  // Claims at or under the floor (guesses) are left out of it.
  std::array<double, 4> sum_log{}, above{};
  for (std::size_t i = 0; i < notices.size(); ++i) {
    if (two[i] <= m.floor_ms + 1) continue;
    const auto k = static_cast<std::size_t>(notices[i].kind);
    sum_log[k] += std::log(two[i] - m.floor_ms);
    above[k] += 1;
  }
  double squares = 0, used = 0;
  for (std::size_t i = 0; i < notices.size(); ++i) {
    if (two[i] <= m.floor_ms + 1) continue;
    const auto k = static_cast<std::size_t>(notices[i].kind);
    const double d = std::log(two[i] - m.floor_ms) - sum_log[k] / above[k];
    squares += d * d;
    used += 1;
  }
  int kinds = 0;
  for (double c : above) kinds += c > 0 ? 1 : 0;
  const double dof = used - kinds;
  m.spread = dof > 0 ? std::min(2.0, round_to(std::sqrt(squares / dof), 2)) : prior.spread;
  m.miss =
      evidence.steps_with_match > 0
          ? round_to(static_cast<double>(evidence.passed_on_match) / evidence.steps_with_match, 3)
          : prior.miss;
  m.false_claim = evidence.steps > 0
                      ? round_to(static_cast<double>(evidence.wrong) / evidence.steps, 3)
                      : prior.false_claim;
  return m;
}

std::string reaction_spec(const ReactionModel& m) {
  return "reaction(two_fish_ms=" + std::to_string(m.notice_ms[0]) +
         ",identical_ms=" + std::to_string(m.notice_ms[1]) +
         ",several_ms=" + std::to_string(m.notice_ms[2]) +
         ",one_ms=" + std::to_string(m.notice_ms[3]) + ",miss=" + format_real(m.miss) +
         ",false_claim=" + format_real(m.false_claim) + ",floor_ms=" + std::to_string(m.floor_ms) +
         ",scan_ms=" + std::to_string(m.scan_ms) + ",spread=" + format_real(m.spread) + ")";
}

}  // namespace rookery
