// What a search backs up when it judges a position by scores instead of wins (the
// playout limits of MctsOptions): each player's lead over the best rival, which in
// games of much luck shows a move's effect with far less noise than who finally wins.
#pragma once

#include <vector>

namespace rookery {

// Into `out`: each player's score less the best other player's score; solo, the
// score. With `sides` (State::side per player, not empty when some side holds
// several players), each side's total less the best other side's total, so that a
// teammate's gain is one's own; `totals` is scratch, one entry per player.
void score_margins(const std::vector<double>& scores, const std::vector<int>& sides,
                   std::vector<double>& totals, std::vector<double>& out);

}  // namespace rookery
