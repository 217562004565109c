// The explicit list of bots a seat can name.
#include <algorithm>

#include "ai/bot.h"
#include "ai/random_bot.h"
#include "core/text.h"

namespace rookery {

const std::vector<BotInfo>& registered_bots() {
  static const std::vector<BotInfo> bots = {
      {"random", "a uniformly random legal action", {}},
  };
  return bots;
}

Result<std::unique_ptr<Bot>> make_bot(std::string_view spec_text, std::uint64_t seed) {
  auto spec = parse_spec_string(spec_text);
  if (!spec) return spec.error();
  const auto& bots = registered_bots();
  const auto it = std::find_if(bots.begin(), bots.end(),
                               [&](const BotInfo& b) { return b.name == spec->name; });
  if (it == bots.end()) {
    std::vector<std::string> names;
    for (const BotInfo& b : bots) names.push_back(b.name);
    return make_error(ErrorCode::kUnknownName,
                      "unknown bot " + quote(spec->name) + "; known bots: " + join(names, ", "));
  }
  auto params = Params::validate("bot " + spec->name, it->params, spec->args);
  if (!params) return params.error();
  return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
}

}  // namespace rookery
