#include "cli/claim_keys.h"

#include <cctype>

namespace rookery {

const ClaimKey* ClaimKeys::find(char key) const {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(key)));
  for (const ClaimKey& k : keys) {
    if (k.key == lower) return &k;
  }
  return nullptr;
}

std::string ClaimKeys::legend() const {
  std::string out = "Keys:";
  for (const ClaimKey& k : keys) {
    // The claim without its verb: "call umbrella" shows as "umbrella", "grab black
    // pawn" as "black pawn"; a one-word claim ("knock") as it is.
    const std::size_t space = k.claim.find(' ');
    const std::string name = space == std::string::npos ? k.claim : k.claim.substr(space + 1);
    out += std::string("  ") + k.key + " " + name;
  }
  return out + "  " + kQuitKey + " quit";
}

std::optional<ClaimKeys> claim_keys_for(const GameFacts& facts) {
  if (!facts.real_time || facts.claim_keys.empty()) return std::nullopt;
  return ClaimKeys{facts.claim_keys};
}

}  // namespace rookery
