// Attacks of the third security review, each against a real `rookery serve`:
// requests a proxy passes but the server could not read (problem 1),
// credentials kept out of URLs (12), one client holding the coach (2), the
// update stream telling of a held answer (3), simultaneous creates and "play
// again" (6), guessable table ids (11), an HTTP player handed over (10).
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <mutex>
#include <set>
#include <thread>

#include "tests/server/hostile_harness.h"

namespace rookery::hostile {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// A WebSocket to a table whose messages are read on a thread of their own and
// kept with the moment each arrived.
class Recorder {
 public:
  Recorder(int port, const std::string& target) : ws_(ioc_) {
    ws_.next_layer().connect(
        tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)));
    ws_.handshake("127.0.0.1", target);
  }
  ~Recorder() { close(); }
  void send(const json& message) {
    std::lock_guard lock(write_);
    ws_.write(net::buffer(message.dump()));
  }
  void start() {
    reader_ = std::thread([this] {
      for (;;) {
        beast::flat_buffer buffer;
        beast::error_code ec;
        ws_.read(buffer, ec);
        if (ec) break;
        std::lock_guard lock(mutex_);
        got_.push_back({Clock::now(), json::parse(beast::buffers_to_string(buffer.data()))});
      }
      done_ = true;
    });
  }
  struct Message {
    Clock::time_point at;
    json body;
  };
  std::vector<Message> messages() {
    std::lock_guard lock(mutex_);
    return got_;
  }
  // Waits up to `limit` for a message of `type` arriving after `since`.
  std::optional<Message> wait_for(const std::string& type, Clock::time_point since,
                                  std::chrono::milliseconds limit) {
    const auto end = Clock::now() + limit;
    while (Clock::now() < end) {
      for (const Message& m : messages()) {
        if (m.at > since && m.body.value("type", "") == type) return m;
      }
      std::this_thread::sleep_for(10ms);
    }
    return std::nullopt;
  }
  bool closed() const { return done_; }
  void close() {
    beast::error_code ec;
    ws_.next_layer().shutdown(tcp::socket::shutdown_both, ec);
    if (reader_.joinable()) reader_.join();
  }

 private:
  net::io_context ioc_;
  websocket::stream<tcp::socket> ws_;
  std::mutex write_;
  std::mutex mutex_;
  std::vector<Message> got_;
  std::thread reader_;
  std::atomic<bool> done_ = false;
};

json view_with(int port, const std::string& table, const std::vector<std::string>& headers,
               const std::string& query = "") {
  return http(port, "GET", "/api/tables/" + table + query, "", headers).json();
}

template <typename Predicate>
bool wait_until(Predicate p, std::chrono::milliseconds limit) {
  const auto end = Clock::now() + limit;
  while (Clock::now() < end) {
    if (p()) return true;
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

TEST(HostileStrangers, RequestsTheServerCannotReadAreAnsweredNeverClosedInSilence) {
  Server server;
  const int port = server.port();
  const std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  // What nginx passes on (header lines of up to 8 KB, 32 KB in all) is read.
  const Answer big =
      raw_http(port, "GET /api/games HTTP/1.1\r\n" + host + "X-A: " + std::string(5000, 'a') +
                         "\r\nX-B: " + std::string(5000, 'b') + "\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(big.status, 200) << big.head;
  std::string huge;
  for (int i = 0; i < 10; ++i)
    huge += "X-" + std::to_string(i) + ": " + std::string(8000, 'h') + "\r\n";
  const Answer too_big =
      raw_http(port, "GET /api/games HTTP/1.1\r\n" + host + huge + "Connection: close\r\n\r\n");
  EXPECT_EQ(too_big.status, 431) << too_big.head;
  EXPECT_EQ(too_big.header("Connection"), "close");
  // Malformed: answered 400, and nothing after it on the connection is read.
  for (const std::string& bad :
       {"GET /api/games HTTP/1.1\r\n" + host + "Content-Length: 5x\r\n\r\n",
        "GET /api/games HTTP/1.1\r\n" + host + "Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
        "GET /api/games HTTP/1.1\r\n" + host + "Bad Header\r\n\r\n",
        std::string("G\x01T / HTTP/1.1\r\n") + host + "\r\n"}) {
    const Answer a = raw_http(port, bad + "GET /api/games HTTP/1.1\r\n" + host + "\r\n");
    EXPECT_EQ(a.status, 400) << bad;
    EXPECT_EQ(a.body.find("HTTP/1.1 200"), std::string::npos) << "a smuggled request was answered";
  }
  const Answer body = http(port, "POST", "/api/tables", std::string(70'000, ' '));
  EXPECT_EQ(body.status, 413);
  EXPECT_LT(well_behaved_answer(port).count(), 100 * kSlowdown);
}

TEST(HostileStrangers, ACredentialTravelsInAHeaderOrTheWebSocketsFirstMessageNotInAUrl) {
  Server server;
  const int port = server.port();
  const std::string table = create_table(port, R"({"game":"pantolino","seats":["human","human"]})");
  const std::string ann = join(port, table, 0, "Ann");
  // Headers (as the page sends them), and the query as older clients do.
  for (const std::vector<std::string>& headers : std::vector<std::vector<std::string>>{
           {"Authorization: Bearer " + ann}, {"X-Rookery-Credential: " + ann}}) {
    const json v = view_with(port, table, headers, "?seat=0");
    EXPECT_EQ(v["viewer"], 0) << v.dump();
  }
  EXPECT_EQ(view_with(port, table, {}, "?seat=0&credential=" + ann)["viewer"], 0);
  EXPECT_EQ(http(port, "GET", "/api/tables/" + table + "?seat=0", "",
                 {"Authorization: Bearer " + std::string(32, '0')})
                .status,
            400);
  // A POST's credential may come in a header too.
  const Answer acted = http(port, "POST", "/api/tables/" + table + "/act",
                            R"({"seat":0,"action":"stop"})", {"Authorization: Bearer " + ann});
  EXPECT_NE(acted.status, 400) << acted.body;

  // The WebSocket: the seat in the URL, the credential as the first message.
  Recorder seat(port, "/ws/tables/" + table + "?seat=1");
  const std::string bob = join(port, table, 1, "Bob");
  seat.send({{"type", "auth"}, {"credential", bob}});
  seat.start();
  const auto update = seat.wait_for("update", Clock::time_point{}, 3000ms * kSlowdown);
  ASSERT_TRUE(update);
  EXPECT_EQ(update->body["view"]["viewer"], 1);
  // A wrong one is refused, and the connection closed.
  Recorder wrong(port, "/ws/tables/" + table + "?seat=1");
  wrong.send({{"type", "auth"}, {"credential", ann}});
  wrong.start();
  const auto refused = wrong.wait_for("error", Clock::time_point{}, 3000ms * kSlowdown);
  ASSERT_TRUE(refused);
  EXPECT_TRUE(wait_until([&] { return wrong.closed(); }, 3000ms * kSlowdown));
  for (const auto& m : wrong.messages()) EXPECT_NE(m.body["type"], "update");
}

TEST(HostileStrangers, OneClientHoldsAtMostItsShareOfTheCoach) {
  // One bot worker, kept busy by two searches playing each other: the coach's
  // jobs wait behind every bot's (they come after the bots). A hint that slips
  // in while the bots pause searches for its whole time, never its iterations
  // (set out of reach), so none is done before the next is asked for.
  Server server({"--bot-think-ms", "3000", "--bot-iterations", "100000000", "--bot-threads", "1"});
  const int port = server.port();
  create_table(port, R"x({"game":"pantolino","seats":["mcts","mcts"]})x");
  // Push Push against a bot: hints are searched, for the whole budget.
  const auto solo = [&](const std::string& from) {
    const Answer made =
        http(port, "POST", "/api/tables",
             R"j({"game":"push_push(players=2)","seats":["human","random"]})j", {}, from);
    const std::string table = made.json()["table"];
    const Answer joined =
        http(port, "POST", "/api/tables/" + table + "/join", R"({"seat":0,"name":"me"})", {}, from);
    const std::string credential = joined.json()["credential"];
    EXPECT_TRUE(wait_until(
        [&] {
          const json legal =
              view_with(port, table, {"Authorization: Bearer " + credential}, "?seat=0")["legal"];
          if (legal.size() == 1) {  // no choice: made, until there is one
            http(port, "POST", "/api/tables/" + table + "/act",
                 json{{"seat", 0}, {"credential", credential}, {"action", legal[0]}}.dump(), {},
                 from);
          }
          return legal.size() >= 2;
        },
        10000ms));
    return std::pair{table, credential};
  };
  std::vector<std::pair<std::string, std::string>> mine;
  for (int i = 0; i < 6; ++i) mine.push_back(solo("127.0.40.1"));
  const auto victim = solo("127.0.40.2");
  std::vector<int> codes;
  for (const auto& [table, credential] : mine) {
    codes.push_back(http(port, "GET", "/api/tables/" + table + "/hint?seat=0", "",
                         {"Authorization: Bearer " + credential}, "127.0.40.1")
                        .status);
  }
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 202), 2);
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 429), 4);
  // Another person is served at once.
  const Answer theirs = http(port, "GET", "/api/tables/" + victim.first + "/hint?seat=0", "",
                             {"Authorization: Bearer " + victim.second}, "127.0.40.2");
  EXPECT_EQ(theirs.status, 202) << theirs.body;
}

TEST(HostileStrangers, AHeldAnswerReachesNoOtherViewerBeforeTheWindowsMinimum) {
  Server server;
  const int port = server.port();
  const std::string table = create_table(
      port, R"x({"game":"fistful(players=3,advanced=true)","seats":["human","human","human"]})x");
  std::vector<std::string> c;
  for (int s = 0; s < 3; ++s) c.push_back(join(port, table, s, "p" + std::to_string(s)));
  Recorder spectator(port, "/ws/tables/" + table);
  spectator.start();
  Recorder holder(port, "/ws/tables/" + table + "?seat=1");
  holder.send({{"type", "auth"}, {"credential", c[1]}});
  holder.start();
  const auto acting = [&] { return http(port, "GET", "/api/tables/" + table).json()["acting"]; };
  ASSERT_TRUE(wait_until(
      [&] {
        const json a = acting();
        return std::find(a.begin(), a.end(), 1) != a.end();
      },
      5000ms));
  std::this_thread::sleep_for(300ms);  // the holder's connection is told to everyone first
  const json seat_view = view_with(port, table, {"Authorization: Bearer " + c[1]}, "?seat=1");
  std::string price;
  for (const auto& m : seat_view["legal"]) {
    if (m.get<std::string>().rfind("price", 0) == 0) price = m;
  }
  ASSERT_FALSE(price.empty()) << seat_view["legal"].dump();
  const int version = seat_view["version"];
  const auto sent = Clock::now();
  const Answer held = http(port, "POST", "/api/tables/" + table + "/act",
                           json{{"seat", 1}, {"credential", c[1]}, {"action", price}}.dump());
  // Held, not stored: 202 says so (a crash before the minimum loses it).
  ASSERT_EQ(held.status, 202) << held.body;
  EXPECT_EQ(held.json()["held"], true);
  // The holder's own connection is told ("held")...
  const auto told = holder.wait_for("update", sent, 1000ms * kSlowdown);
  ASSERT_TRUE(told);
  EXPECT_TRUE(told->body["view"].contains("held")) << told->body.dump();
  // ...and nobody else hears anything until the window's minimum.
  std::this_thread::sleep_for(700ms);
  for (const auto& m : spectator.messages()) {
    if (m.at > sent) {
      EXPECT_NE(m.body["view"]["version"], version) << "an update the held answer caused";
    }
  }
}

TEST(HostileStrangers, APlayerWhoPlaysOverHttpIsNotHandedOverWhilePlaying) {
  Server server({"--hand-over-after", "2"});
  const int port = server.port();
  const std::string table = create_table(port, R"({"game":"pantolino","seats":["human","human"]})");
  const std::string victim = join(port, table, 0, "Victim");
  const std::string rival = join(port, table, 1, "Rival");
  const auto hand_over = [&] {
    return http(
               port, "POST", "/api/tables/" + table + "/hand-over",
               json{{"seat", 1}, {"credential", rival}, {"away_seat", 0}, {"bot", "random"}}.dump())
        .status;
  };
  // The victim plays over HTTP: each request counts as being here.
  for (int i = 0; i < 3; ++i) {
    view_with(port, table, {"Authorization: Bearer " + victim}, "?seat=0");
    std::this_thread::sleep_for(1500ms);
    EXPECT_EQ(hand_over(), 400);
  }
  // Gone for good (no request for twice the time): then the others may.
  std::this_thread::sleep_for(4500ms);
  EXPECT_EQ(hand_over(), 200);
}

TEST(HostileStrangers, ASeatPeekedAtCannotBeCarriedToAnotherSeatFromAnotherAddress) {
  Server server;
  const int port = server.port();
  const std::string table = create_table(
      port, R"x({"game":"fistful(players=3,advanced=true)","seats":["human","human","human"]})x");
  const Answer eve = http(port, "POST", "/api/tables/" + table + "/join",
                          R"({"seat":1,"name":"Eve"})", {}, "127.0.42.1");
  const std::string credential = eve.json()["credential"];
  // Eve reads seat 2's secret die, and leaves.
  EXPECT_EQ(view_with(port, table, {"Authorization: Bearer " + credential}, "?seat=1")["viewer"],
            1);
  EXPECT_EQ(http(port, "POST", "/api/tables/" + table + "/leave",
                 json{{"seat", 1}, {"credential", credential}}.dump(), {}, "127.0.42.1")
                .status,
            200);
  // Neither that seat nor any other is a person's to take now, from any address.
  for (const char* from : {"127.0.42.1", "127.0.42.2"}) {
    for (int seat = 0; seat < 3; ++seat) {
      EXPECT_EQ(http(port, "POST", "/api/tables/" + table + "/join",
                     json{{"seat", seat}, {"name", "Someone"}}.dump(), {}, from)
                    .status,
                400)
          << "seat " << seat << " from " << from;
    }
  }
  const json seats = http(port, "GET", "/api/tables/" + table).json()["seats"];
  EXPECT_EQ(seats[1]["seen_by"], json::array({"Eve"}));
  for (const auto& seat : seats) EXPECT_NE(seat["kind"], "human");
}

// Sends `raw` on `n` connections from `from` but its last byte, then every last
// byte at once; the status of each answer.
std::vector<int> at_once(int port, const std::string& raw, int n, const std::string& from) {
  std::vector<int> fds;
  for (int i = 0; i < n; ++i) {
    fds.push_back(open_idle(port, from));
    ::send(fds.back(), raw.data(), raw.size() - 1, MSG_NOSIGNAL);
  }
  std::this_thread::sleep_for(300ms);
  for (int fd : fds) ::send(fd, raw.data() + raw.size() - 1, 1, MSG_NOSIGNAL);
  std::vector<int> codes;
  for (int fd : fds) {
    std::string got;
    char buffer[4096];
    timeval timeout{10, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    for (ssize_t k; (k = recv(fd, buffer, sizeof buffer, 0)) > 0;) got.append(buffer, k);
    ::close(fd);
    codes.push_back(got.rfind("HTTP/1.1 ", 0) == 0 ? std::stoi(got.substr(9, 3)) : 0);
  }
  return codes;
}

std::string post(int port, const std::string& target, const std::string& body) {
  return "POST " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
         "\r\nConnection: close\r\n\r\n" + body;
}

TEST(HostileStrangers, SimultaneousCreatesAndPlayAgainsStayWithinWhatIsAllowed) {
  Server server({"--tables-per-client", "5"});
  const int port = server.port();
  const auto codes =
      at_once(port, post(port, "/api/tables", R"({"game":"pantolino","seats":["human","human"]})"),
              20, "127.0.41.1");
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 201), 5);
  EXPECT_EQ(std::count(codes.begin(), codes.end(), 429), 15);

  // A game over, both players ask to play again, sixteen times at once: one next table.
  const std::string table =
      create_table(port, R"j({"game":"fistful(players=2)","seats":["human","human"]})j");
  const std::string c[2] = {join(port, table, 0), join(port, table, 1)};
  ASSERT_TRUE(wait_until(
      [&] {
        for (int s = 0; s < 2; ++s) {
          const json v = view_with(port, table, {"Authorization: Bearer " + c[s]},
                                   "?seat=" + std::to_string(s));
          if (v.value("terminal", false)) return true;
          if (!v["legal"].empty()) {
            const auto& legal = v["legal"];
            const bool stop = std::find(legal.begin(), legal.end(), "stop") != legal.end();
            http(port, "POST", "/api/tables/" + table + "/act",
                 json{{"seat", s}, {"credential", c[s]}, {"action", stop ? "stop" : legal[0]}}
                     .dump());
          }
        }
        return false;
      },
      20000ms));
  std::set<std::string> made;
  std::vector<std::thread> askers;
  std::mutex mutex;
  for (int i = 0; i < 16; ++i) {
    askers.emplace_back([&, i] {
      const int s = i % 2;
      const Answer a = http(port, "POST", "/api/tables/" + table + "/again",
                            json{{"seat", s}, {"credential", c[s]}}.dump());
      std::lock_guard lock(mutex);
      if (a.status == 201) made.insert(a.json()["table"].get<std::string>());
    });
  }
  for (auto& t : askers) t.join();
  EXPECT_EQ(made.size(), 1u);
  // New ids are 16 hex digits: not found by guessing.
  EXPECT_EQ(made.begin()->size(), 16u);
}

}  // namespace
}  // namespace rookery::hostile
