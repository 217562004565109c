// Attacks by message (security review, problems 3, 5 and 8): JSON nested deep
// enough to overflow a stack, clients that send without ever reading, and
// floods; each against a real `rookery serve` (or `rookery engine`), which must
// stay up, keep its memory bounded and answer a well-behaved client within 100 ms.
#include <gtest/gtest.h>
#include <sys/socket.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <cstdio>
#include <fstream>
#include <thread>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

// A WebSocket to a table, from a socket with a small receive buffer.
class Socket {
 public:
  Socket(int port, const std::string& target, int receive_buffer = 0) : ws_(ioc_) {
    auto& sock = ws_.next_layer();
    sock.open(tcp::v4());
    if (receive_buffer > 0) sock.set_option(net::socket_base::receive_buffer_size(receive_buffer));
    sock.connect(
        tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)));
    ws_.handshake("127.0.0.1", target);
  }
  // Sends one text message; false once the server has closed the connection.
  bool send(const std::string& text) {
    beast::error_code ec;
    ws_.write(net::buffer(text), ec);
    return !ec;
  }
  json read() {
    beast::flat_buffer buffer;
    ws_.read(buffer);
    return json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
  }
  json read_until(const std::string& type) {
    for (;;) {
      json j = read();
      if (j.is_object() && j["type"] == type) return j;
    }
  }

 private:
  net::io_context ioc_;
  websocket::stream<tcp::socket> ws_;
};

std::string nested(const std::string& open, const std::string& close, int depth) {
  std::string s;
  s.reserve(static_cast<std::size_t>(depth) * (open.size() + close.size()));
  for (int i = 0; i < depth; ++i) s += open;
  for (int i = 0; i < depth; ++i) s += close;
  return s;
}

TEST(HostileMessages, JsonNestedDeepIsRefusedEvenOnASmallStack) {
  // A 2 MiB stack for every thread of the server: an echo that recursed per
  // level would have crashed at 32,000 levels.
  Server server({"--max-message", "1048576"}, ProcessLimits{0, 2 << 20});
  const std::string table =
      create_table(server.port(), R"({"game":"pantolino","seats":["human","random"]})");
  Socket ws(server.port(), "/ws/tables/" + table);
  ws.read_until("update");
  for (const int depth : {32'000, 200'000}) {
    ws.send(R"({"type":"ping","id":)" + nested("[", "]", depth) + "}");
    const json refused = ws.read_until("error");
    EXPECT_EQ(refused["code"], "parse_error") << depth;
    ws.send(R"({"type":"ping","client_ms":)" + nested("{\"a\":", "}", depth / 5) + "}");
    EXPECT_EQ(ws.read_until("error")["code"], "parse_error");
  }
  // An id that is not a scalar is not echoed.
  ws.send(R"({"type":"ping","id":[1,[2]]})");
  EXPECT_EQ(ws.read_until("error")["code"], "invalid_argument");
  ws.send(R"({"type":"ping","id":"still here"})");
  EXPECT_EQ(ws.read_until("pong")["id"], "still here");
  // The same in an HTTP body.
  const Answer body =
      http(server.port(), "POST", "/api/tables",
           R"({"game":"pantolino","seats":["human"],"x":)" + nested("[", "]", 30'000) + "}");
  EXPECT_EQ(body.status, 400);
  EXPECT_EQ(body.json()["error"]["code"], "parse_error");
  EXPECT_TRUE(server.alive());
  EXPECT_LT(well_behaved_answer(server.port()).count(), 100);
}

TEST(HostileMessages, TheEngineAnswersADeepLineAndGoesOn) {
  // `rookery engine` keeps running after any bad line (docs/protocol.md).
  const std::string input = ::testing::TempDir() + "/deep-engine-lines.txt";
  {
    std::ofstream lines(input);
    lines << R"({"id":)" << nested("[", "]", 100'000) << R"(,"cmd":"games"})"
          << "\n";
    lines << R"({"id":1,"cmd":"new","game":"pantolino"})"
          << "\n";
    lines << R"({"id":2,"cmd":"legal","player":)" << nested("{\"a\":", "}", 200'000) << "}\n";
    lines << R"({"id":3,"cmd":"status"})"
          << "\n";
  }
  FILE* engine =
      popen(("ulimit -s 2048; " + std::string(ROOKERY_BIN) + " engine < " + input).c_str(), "r");
  ASSERT_NE(engine, nullptr);
  std::vector<json> answers;
  char* line = nullptr;
  size_t size = 0;
  while (getline(&line, &size, engine) > 0) answers.push_back(json::parse(line, nullptr, false));
  free(line);
  EXPECT_EQ(pclose(engine), 0);
  ASSERT_EQ(answers.size(), 4u);
  EXPECT_FALSE(answers[0]["ok"].get<bool>());
  EXPECT_EQ(answers[0]["error"]["code"], "parse_error");
  EXPECT_TRUE(answers[1]["ok"].get<bool>());
  EXPECT_FALSE(answers[2]["ok"].get<bool>());
  EXPECT_EQ(answers[3]["id"], 3);
  EXPECT_TRUE(answers[3]["ok"].get<bool>());
}

TEST(HostileMessages, AClientThatSendsButNeverReadsIsClosedBeforeItCostsMemory) {
  Server server;
  const std::string table =
      create_table(server.port(), R"({"game":"pantolino","seats":["human","random"]})");
  const long before = server.rss_kib();
  // One spectator with a 4 KiB receive buffer sends up to 1,000,000 tiny
  // messages and never reads an answer.
  Socket ws(server.port(), "/ws/tables/" + table, 4096);
  int sent = 0;
  while (sent < 1'000'000 && ws.send("{}")) ++sent;
  const long after = server.rss_kib();
  if (!kSanitized) {
    EXPECT_LT(after - before, 64 * 1024) << "KiB grown after " << sent << " messages";
  }
  EXPECT_TRUE(server.alive());
  EXPECT_LT(well_behaved_answer(server.port()).count(), 100);
}

TEST(HostileMessages, SyncFloodsOfABigViewByClientsThatNeverReadStayBounded) {
  Server server;
  // A finished four-player game: a view of tens of kilobytes.
  const std::string table = create_table(
      server.port(),
      R"x({"game":"pantolino(players=4)","seats":["random","random","random","random"]})x");
  for (int i = 0; i < 500; ++i) {
    if (http(server.port(), "GET", "/api/tables/" + table).json()["terminal"] == true) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  const long before = server.rss_kib();
  std::vector<std::unique_ptr<Socket>> sockets;
  for (int i = 0; i < 20; ++i) {
    sockets.push_back(std::make_unique<Socket>(server.port(), "/ws/tables/" + table, 4096));
  }
  // 20 syncs a second on each, within the rate limit, for 8 seconds.
  long peak = before;
  for (int tick = 0; tick < 160; ++tick) {
    for (auto& s : sockets) s->send(R"({"type":"sync","version":0})");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    peak = std::max(peak, server.rss_kib());
  }
  if (!kSanitized) {
    EXPECT_LT(peak - before, 64 * 1024) << "KiB grown at the peak";
  }
  EXPECT_TRUE(server.alive());
  EXPECT_LT(well_behaved_answer(server.port()).count(), 100);
}

}  // namespace
}  // namespace rookery::hostile
