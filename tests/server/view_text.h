// A table's view as text without who is connected and for how long: presence is
// the live state of the connections and the clock (docs/protocol.md, "A seat
// whose player is away"), which a restart, a reload or a millisecond changes;
// tests that compare views byte for byte compare the rest.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace rookery::testing {

inline std::string without_presence(nlohmann::json view) {
  for (nlohmann::json& seat : view["seats"]) {
    seat.erase("connected");
    seat.erase("away_ms");
  }
  return view.dump();
}

}  // namespace rookery::testing
