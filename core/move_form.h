// A move's form as clients get it (docs/moves.md): State::move_form with the move's
// words beside it, in a table's view and in the engine's `legal` alike.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/state.h"

namespace rookery {

// `action`'s form for `player`, with `words` (its action_to_string) as "words".
inline nlohmann::json form_with_words(const State& state, Player player, Action action,
                                      const std::string& words) {
  nlohmann::json form = state.move_form(player, action);
  form["words"] = words;
  return form;
}

}  // namespace rookery
