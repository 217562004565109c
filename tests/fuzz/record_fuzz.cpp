// Fuzzes game records (Playthrough::from_json after parse_json_input): a record that replays,
// saved again, replays to the same game string, seed, moves and position.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "core/playthrough.h"
#include "games/registry.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rookery;
  using fuzz::check;
  const GameLoader loader = [](std::string_view s) { return load_game(s); };
  const auto record = parse_json_input(fuzz::as_text(data, size));
  if (!record) return 0;
  const auto play = Playthrough::from_json(*record, loader);
  if (!play) {
    check(!play.error().message.empty(), "a refused record has no message");
    return 0;
  }
  const auto saved = parse_json_input(dump_json(play->to_json()));
  check(saved.ok(), "a saved record is not JSON within the depth limit");
  const auto again = Playthrough::from_json(*saved, loader);
  check(again.ok(), "a saved record does not replay");
  check(again->game().game_string() == play->game().game_string() &&
            again->seed() == play->seed() && again->moves().size() == play->moves().size(),
        "a saved record replays to another game");
  for (std::size_t i = 0; i < play->moves().size(); ++i) {
    check(again->moves()[i].player == play->moves()[i].player &&
              again->moves()[i].action == play->moves()[i].action,
          "a saved record replays other moves");
  }
  check(again->state().equals(play->state()), "a saved record replays to another position");
  return 0;
}
