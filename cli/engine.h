// The engine protocol: one JSON request per line in, one JSON answer per line
// out, for programs that drive Rookery as UCI drives chess engines.
// Documented in docs/protocol.md.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/playthrough.h"

namespace rookery {

class Engine {
 public:
  // The answer to one request line (never throws; errors are answers).
  std::string handle_line(std::string_view line);
  // True once a "quit" request has been answered.
  bool quit_requested() const { return quit_; }

 private:
  nlohmann::json dispatch(const std::string& cmd, const nlohmann::json& request);
  nlohmann::json status() const;
  nlohmann::json advance();  // automatic chance, when on
  Result<Player> player_field(const nlohmann::json& request, bool allow_chance) const;
  const Playthrough& playthrough() const;

  std::optional<Playthrough> play_;
  bool auto_chance_ = true;
  bool quit_ = false;
};

}  // namespace rookery
