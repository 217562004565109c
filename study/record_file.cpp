#include "study/record_file.h"

#include <fstream>
#include <sstream>

#include "core/json_input.h"
#include "core/text.h"
#include "games/registry.h"

namespace rookery {

Result<Playthrough> read_record_file(const std::string& path) {
  std::ifstream file(path);
  if (!file) return make_error(ErrorCode::kInvalidArgument, "cannot open " + quote(path));
  std::stringstream buffer;
  buffer << file.rdbuf();
  const auto record = parse_json_input(buffer.str());
  if (!record) {
    return make_error(ErrorCode::kInvalidArgument,
                      quote(path) + " cannot be read: " + record.error().message +
                          " (expected a game record from rookery play --save)");
  }
  auto play = Playthrough::from_json(*record, [](std::string_view s) { return load_game(s); });
  if (!play) return make_error(ErrorCode::kInvalidArgument, path + ": " + play.error().message);
  return play;
}

}  // namespace rookery
