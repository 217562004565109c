// Log sentences from the engine's words (State::log_sentence): what a game that
// writes no sentences of its own gets, and helpers for those that do.
#pragma once

#include <string>
#include <string_view>

namespace rookery {

// An imperative action in the third person: "pass" -> "passes", "play Waddle on
// penguin 2" -> "plays Waddle on penguin 2", "end turn" -> "ends turn".
std::string third_person(std::string_view imperative);
// "player 3" -> "{2}", everywhere in `text`: the reader names the seat.
std::string seats_as_placeholders(std::string_view text);
// A capital first letter and a full stop: "is dealt Fisher" -> "Is dealt Fisher.".
std::string as_sentence(std::string_view text);

}  // namespace rookery
