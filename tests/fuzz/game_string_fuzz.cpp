// Fuzzes game strings (load_game): a string that loads has a canonical form that
// loads again to the same canonical form, and its game makes an initial state.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "core/state.h"
#include "games/registry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rookery;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The players a front end's seats would give: none, or 1..8 from the length.
  const std::optional<int> players =
      size % 3 == 0 ? std::nullopt : std::optional<int>(static_cast<int>(size % 9));
  auto game = load_game(text, players);
  if (!game) {
    if (game.error().message.empty()) std::abort();
    return 0;
  }
  const std::string canonical = (*game)->game_string();
  auto again = load_game(canonical);
  if (!again || (*again)->game_string() != canonical) std::abort();
  if (players && (*game)->num_players() != *players) std::abort();
  const auto state = (*game)->new_initial_state(*game);
  if (!state || state->is_terminal()) std::abort();
  return 0;
}
