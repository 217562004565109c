// The invariants of pantolino checked at every move of the conformance playouts.
#include "tests/invariants/invariants.h"

namespace rookery {

StateInvariant pantolino_invariants() { return {}; }

}  // namespace rookery
