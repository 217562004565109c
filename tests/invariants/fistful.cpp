// The invariants of fistful checked at every move of the conformance playouts.
#include "tests/invariants/invariants.h"

namespace rookery {

StateInvariant fistful_invariants() { return {}; }

}  // namespace rookery
