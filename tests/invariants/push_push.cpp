// The invariants of push_push checked at every move of the conformance playouts.
#include "tests/invariants/invariants.h"

namespace rookery {

StateInvariant push_push_invariants() { return {}; }

}  // namespace rookery
