// Bots at a real-time table claim with the latency of the table's people. A
// person's claim is stamped when it reaches the server, one round trip after the
// card was turned there (the card travels out, the claim back), so a bot that
// answered on the server's own clock would be quicker by the network alone.
#pragma once

#include <vector>

#include "core/state.h"

namespace rookery {

// The median round trip measured at people's seats (values >= 0 where
// `is_person`), in ms; 0 when nobody's is known.
int people_latency_ms(const std::vector<int>& latency_ms, const std::vector<bool>& is_person);

// `action` made `delay_ms` later when it is a timed claim (the same words at
// ms + delay); a claim that would then come after the step's last legal ms is
// "pass", too late as a person's would be. Any other action is unchanged.
Action delayed_claim(const State& state, Player player, Action action, int delay_ms);

}  // namespace rookery
