#include "server/timed_claims.h"

#include <algorithm>

#include "core/text.h"

namespace rookery {

std::optional<TimedWords> split_timed(std::string_view text) {
  std::vector<std::string> words = split_words(to_lower(text));
  if (!words.empty() && words.back() == "ms") words.pop_back();
  if (words.size() < 3 || words[words.size() - 2] != "at") return std::nullopt;
  const std::optional<int> ms = parse_int(words.back());
  if (!ms || *ms < 0) return std::nullopt;
  words.resize(words.size() - 2);
  return TimedWords{join(words, " "), *ms};
}

Result<Action> timed_claim(const State& state, Player player, const std::string& words, int ms) {
  return state.parse_action(player, words + " at " + std::to_string(ms) + " ms");
}

std::optional<ClaimSpan> claim_span(const State& state, Player player) {
  for (Action a : state.legal_actions(player)) {
    const std::optional<TimedWords> listed = split_timed(state.action_to_string(player, a));
    if (!listed) continue;
    const auto legal_at = [&](int ms) {
      const Result<Action> claim = timed_claim(state, player, listed->claim, ms);
      return claim.ok() && state.is_legal(player, *claim);
    };
    // R3: the legal times of a step are one interval (a card's interval, or the
    // window after its opening claim), so both ends are found by bisection from a
    // listed claim, which lies inside it.
    int lo = 0;
    int hi = listed->ms;  // the first legal ms is in [lo, hi]; hi is legal
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      if (legal_at(mid)) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    ClaimSpan span{hi, listed->ms};
    lo = listed->ms;  // the last legal ms is in [lo, hi]; lo is legal
    hi = kClaimSearchCeilingMs;
    while (lo < hi) {
      const int mid = lo + (hi - lo + 1) / 2;
      if (legal_at(mid)) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    span.last = lo;
    return span;
  }
  return std::nullopt;
}

std::vector<std::string> claim_words(const State& state, Player player) {
  // The moves without a time ("pass") first, then the claims, whatever order the
  // rules list them in: the table's order since the protocol began.
  std::vector<std::string> untimed, claims;
  for (Action a : state.legal_actions(player)) {
    const std::string text = state.action_to_string(player, a);
    const std::optional<TimedWords> timed = split_timed(text);
    std::vector<std::string>& list = timed ? claims : untimed;
    std::string words = timed ? timed->claim : text;
    if (std::find(list.begin(), list.end(), words) == list.end()) list.push_back(std::move(words));
  }
  untimed.insert(untimed.end(), claims.begin(), claims.end());
  return untimed;
}

nlohmann::json claim_form(const State& state, Player player, const std::string& words) {
  nlohmann::json form = {{"kind", "action"}};
  for (Action a : state.legal_actions(player)) {
    const std::string text = state.action_to_string(player, a);
    const std::optional<TimedWords> timed = split_timed(text);
    if ((timed ? timed->claim : text) != words) continue;
    form = state.move_form(player, a);
    form.erase("ms");
    break;
  }
  form["words"] = words;
  return form;
}

}  // namespace rookery
