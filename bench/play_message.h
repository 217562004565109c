// What the load client's player needs from one of the server's table messages
// (docs/protocol.md, "The online table"), read without building a document:
// at thousands of messages a second the client shares the server's cores, so
// it reads only the fields a next move needs (simdjson's On-Demand API).
#pragma once

#include <simdjson.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace rookery_load {

struct PlayMessage {
  enum class Kind { kOther, kAck, kError, kUpdate };
  Kind kind = Kind::kOther;
  int version = 0;        // an ack's, or the update's view's
  bool terminal = false;  // an update: the game is over
  std::size_t legal = 0;  // an update: how many moves the seat may make
  std::string chosen;     // an update with legal moves: one of them, picked by the caller's rng
};

// Reads `text` (one message; grown in place to simdjson's padding). An update's
// move is picked uniformly with `rng` among its legal moves. A message that is
// not JSON, or not one of these, is kOther.
inline PlayMessage read_play_message(simdjson::ondemand::parser& parser, std::string& text,
                                     std::mt19937& rng) {
  PlayMessage out;
  const std::size_t size = text.size();
  text.reserve(size + simdjson::SIMDJSON_PADDING);
  simdjson::ondemand::document doc;
  std::string_view type;
  if (parser.iterate(text.data(), size, text.capacity()).get(doc) ||
      doc["type"].get_string().get(type)) {
    return out;
  }
  std::int64_t version = 0;
  if (type == "ack") {
    if (doc["version"].get_int64().get(version)) return out;
    out.kind = PlayMessage::Kind::kAck;
    out.version = static_cast<int>(version);
    return out;
  }
  if (type == "error") {
    out.kind = PlayMessage::Kind::kError;
    return out;
  }
  if (type != "update") return out;
  simdjson::ondemand::object view;
  simdjson::ondemand::array legal;
  if (doc["view"].get_object().get(view) || view["legal"].get_array().get(legal)) return out;
  // The moves' texts point into the parser's buffer until the next field is read.
  thread_local std::vector<std::string_view> moves;
  moves.clear();
  for (auto move : legal) {
    std::string_view m;
    if (move.get_string().get(m)) return out;
    moves.push_back(m);
  }
  if (!moves.empty()) {
    out.chosen =
        std::string(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
  }
  if (view["terminal"].get_bool().get(out.terminal) || view["version"].get_int64().get(version)) {
    return out;
  }
  out.kind = PlayMessage::Kind::kUpdate;
  out.legal = moves.size();
  out.version = static_cast<int>(version);
  return out;
}

}  // namespace rookery_load
