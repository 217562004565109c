#include "tests/invariants/invariants.h"

namespace rookery {

StateInvariant invariants_for(const std::string& name) {
  if (name == "fistful") return fistful_invariants();
  if (name == "pantolino") return pantolino_invariants();
  if (name == "push_push") return push_push_invariants();
  if (name == "match") return match_invariants();
  if (name == "plucky") return plucky_invariants();
  return {};
}

}  // namespace rookery
