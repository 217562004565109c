// Fuzzes a table's WebSocket messages (read_table_message): echoed fields are scalars, and a
// message read, written back as JSON and read again is the same message.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "server/table_message.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

using rookery::TableMessage;

bool is_scalar(const nlohmann::json& j) {
  return j.is_null() || j.is_string() || j.is_number() || j.is_boolean();
}

// The message as a client would send it.
nlohmann::json write(const TableMessage& m) {
  nlohmann::json j = {{"id", m.id}};
  switch (m.type) {
    case TableMessage::Type::kAct:
      j["type"] = "act";
      j["action"] = m.words;
      if (m.standing) j["standing"] = true;
      break;
    case TableMessage::Type::kClaim:
      j["type"] = "claim";
      j["claim"] = m.words;
      break;
    case TableMessage::Type::kSync:
      j["type"] = "sync";
      break;
    case TableMessage::Type::kUndo:
      j["type"] = "undo";
      break;
    case TableMessage::Type::kPing:
      j["type"] = "ping";
      j["client_ms"] = m.client_ms;
      break;
    case TableMessage::Type::kAuth:
      j["type"] = "auth";
      j["credential"] = m.credential;
      break;
  }
  if (m.version) j["version"] = *m.version;
  return j;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using rookery::fuzz::check;
  nlohmann::json id;
  const auto m = rookery::read_table_message(rookery::fuzz::as_text(data, size), &id);
  check(is_scalar(id), "an echoed id is not a scalar");
  if (!m) {
    check(!m.error().message.empty(), "a refused message has no message");
    return 0;
  }
  check(is_scalar(m->id) && is_scalar(m->client_ms), "an echoed field is not a scalar");
  check(m->id == id, "the id given back differs from the message's");
  const auto again = rookery::read_table_message(rookery::dump_json(write(*m)));
  check(again.ok(), "a message written back does not read");
  check(again->type == m->type && again->id == m->id && again->words == m->words &&
            again->standing == m->standing && again->client_ms == m->client_ms &&
            again->credential == m->credential,
        "a message written back reads differently");
  check(m->type == TableMessage::Type::kAct || m->type == TableMessage::Type::kPing ||
            again->version == m->version,
        "a message's version written back reads differently");
  return 0;
}
