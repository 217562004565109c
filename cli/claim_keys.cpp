#include "cli/claim_keys.h"

#include <cctype>

#include "games/match/match_state.h"

namespace rookery {

std::optional<Action> ClaimKeys::claim(char key, int ms) const {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(key)));
  for (const ClaimKey& k : keys) {
    if (k.key == lower) return match::claim_action(k.kind, ms);
  }
  return std::nullopt;
}

Action ClaimKeys::any_claim(int ms) const { return match::claim_action(keys.front().kind, ms); }

int ClaimKeys::ms_of(Action claim) const { return match::claim_ms(claim); }

Action ClaimKeys::pass() const { return match::kPass; }

std::string ClaimKeys::legend() const {
  std::string out = "Keys:";
  for (const ClaimKey& k : keys) {
    // "call umbrella" shows as "umbrella", "grab black pawn" as "black pawn".
    std::string name = k.claim;
    for (const char* verb : {"call ", "grab "}) {
      if (name.rfind(verb, 0) == 0) name = name.substr(5);
    }
    out += std::string("  ") + k.key + " " + name;
  }
  return out + "  " + kQuitKey + " quit";
}

std::optional<ClaimKeys> claim_keys_for(const GameFacts& facts) {
  if (facts.name != "match") return std::nullopt;
  ClaimKeys keys;
  // 1..6 call the elements in the deck's order; then the pawns and the knock (MP-3).
  for (int e = 0; e < match::kElements; ++e) {
    keys.keys.push_back({static_cast<char>('1' + e),
                         "call " + std::string(match::kElementNames[static_cast<std::size_t>(e)]),
                         e});
  }
  keys.keys.push_back({'b', "grab black pawn", match::kBlackPawn});
  keys.keys.push_back({'w', "grab white pawn", match::kWhitePawn});
  keys.keys.push_back({'k', "knock", match::kKnock});
  return keys;
}

}  // namespace rookery
