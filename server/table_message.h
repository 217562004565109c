// A message a table's WebSocket client sends (docs/protocol.md, "Messages"): read
// and checked here, apart from the network code, so that it can be tested and
// fuzzed alone. Every field is checked for its type; nothing is echoed except
// `id` and `client_ms`, which must be scalars.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"

namespace rookery {

struct TableMessage {
  enum class Type { kAct, kClaim, kSync, kPing, kUndo, kAuth };
  Type type = Type::kPing;
  nlohmann::json id;                 // echoed in the answer: null, a string or a number
  std::string words;                 // act: the move's words; claim: the claim's words or "pass"
  bool standing = false;             // act: leave the move standing (Table::act)
  std::optional<long long> version;  // sync: the version seen; claim: the version claimed on
  nlohmann::json client_ms;          // ping: echoed as sent (null when absent)
  std::string credential;            // auth: the seat's credential, as the first message
};

// The message in `text`, or why it cannot be read. When the error comes after
// the id was read, `id` holds it so the error answer can still carry it.
Result<TableMessage> read_table_message(std::string_view text, nlohmann::json* id = nullptr);

}  // namespace rookery
