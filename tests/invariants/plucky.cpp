// The invariants of plucky checked at every move of the conformance playouts.
#include "tests/invariants/invariants.h"

namespace rookery {

StateInvariant plucky_invariants() { return {}; }

}  // namespace rookery
