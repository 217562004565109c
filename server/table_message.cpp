#include "server/table_message.h"

#include "core/json_input.h"
#include "core/text.h"

namespace rookery {

namespace {

bool is_scalar(const nlohmann::json& j) {
  return j.is_null() || j.is_string() || j.is_number() || j.is_boolean();
}

std::optional<long long> integer_field(const nlohmann::json& msg, const char* name) {
  if (!msg.contains(name) || !msg[name].is_number_integer()) return std::nullopt;
  return msg[name].is_number_unsigned() ? static_cast<long long>(std::min<std::uint64_t>(
                                              msg[name].get<std::uint64_t>(), 1ull << 62))
                                        : msg[name].get<long long>();
}

}  // namespace

Result<TableMessage> read_table_message(std::string_view text, nlohmann::json* id_out) {
  const Error shape = make_error(ErrorCode::kParseError,
                                 "a message is a JSON object with a \"type\": act, claim, undo, "
                                 "sync, ping or auth");
  auto parsed = parse_json_input(text);
  if (!parsed) {
    return make_error(ErrorCode::kParseError, parsed.error().message + "; " + shape.message);
  }
  const nlohmann::json& msg = *parsed;
  if (!msg.is_object()) return shape;
  TableMessage m;
  if (msg.contains("id")) {
    if (!is_scalar(msg["id"])) {
      return make_error(
          ErrorCode::kInvalidArgument,
          "field \"id\" is echoed as it came, so it is a string, a number, a boolean or null");
    }
    m.id = msg["id"];
    if (id_out) *id_out = m.id;
  }
  if (!msg.contains("type") || !msg["type"].is_string()) return shape;
  const std::string type = msg["type"].get<std::string>();
  if (type == "ping") {
    m.type = TableMessage::Type::kPing;
    if (msg.contains("client_ms")) {
      if (!is_scalar(msg["client_ms"])) {
        return make_error(ErrorCode::kInvalidArgument,
                          "field \"client_ms\" is echoed as it came, so it is a number");
      }
      m.client_ms = msg["client_ms"];
    }
  } else if (type == "sync") {
    m.type = TableMessage::Type::kSync;
    m.version = integer_field(msg, "version");
  } else if (type == "act") {
    m.type = TableMessage::Type::kAct;
    if (!msg.contains("action") || !msg["action"].is_string()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "field \"action\" (the move's words) is missing");
    }
    m.words = msg["action"].get<std::string>();
    if (msg.contains("standing")) {
      if (!msg["standing"].is_boolean()) {
        return make_error(ErrorCode::kInvalidArgument,
                          "field \"standing\" (leave the move standing) is true or false");
      }
      m.standing = msg["standing"].get<bool>();
    }
  } else if (type == "auth") {
    m.type = TableMessage::Type::kAuth;
    if (!msg.contains("credential") || !msg["credential"].is_string()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "field \"credential\" (the seat's credential) is missing");
    }
    m.credential = msg["credential"].get<std::string>();
  } else if (type == "undo") {
    m.type = TableMessage::Type::kUndo;
  } else if (type == "claim") {
    m.type = TableMessage::Type::kClaim;
    if (!msg.contains("claim") || !msg["claim"].is_string()) {
      return make_error(ErrorCode::kInvalidArgument,
                        "field \"claim\" (the claim's words, or \"pass\") is missing");
    }
    m.words = msg["claim"].get<std::string>();
    m.version = integer_field(msg, "version");
  } else {
    return make_error(
        ErrorCode::kUnknownName,
        "unknown message type " + quote(type) + "; expected act, claim, undo, sync, ping or auth");
  }
  return m;
}

}  // namespace rookery
