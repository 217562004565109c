// Writes Match of the Penguins' deck (MP-1) to standard output:
//   match_make_deck [SEED] > games/match/data/deck.json
// The committed deck is seed 2026; a test checks that it is exactly this program's output.
#include <cstdlib>
#include <iostream>

#include "games/match/deck.h"

int main(int argc, char** argv) {
  const std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2026;
  std::cout << rookery::match::generate_deck_json(seed);
  return 0;
}
