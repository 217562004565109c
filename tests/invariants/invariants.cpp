#include "tests/invariants/invariants.h"

#include "games/game_list.h"

namespace rookery {

// Each game's, defined in tests/<game>/invariants.cpp.
#define ROOKERY_DECLARE_INVARIANTS(g) StateInvariant g##_invariants();
ROOKERY_GAMES(ROOKERY_DECLARE_INVARIANTS)
#undef ROOKERY_DECLARE_INVARIANTS

StateInvariant invariants_for(const std::string& name) {
#define ROOKERY_INVARIANTS_OF(g) \
  if (name == #g) return g##_invariants();
  ROOKERY_GAMES(ROOKERY_INVARIANTS_OF)
#undef ROOKERY_INVARIANTS_OF
  return {};
}

}  // namespace rookery
