#include "bench/http_client.h"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <chrono>
#include <stdexcept>
#include <thread>

namespace rookery_load {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

namespace {

Answer call_once(int port, http::verb method, const std::string& target,
                 const nlohmann::json& body) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)));
  http::request<http::string_body> req{method, target, 11};
  req.set(http::field::host, "localhost");
  if (!body.is_null()) {
    req.set(http::field::content_type, "application/json");
    req.body() = body.dump();
  }
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  return {static_cast<int>(res.result_int()), nlohmann::json::parse(res.body(), nullptr, false)};
}

}  // namespace

Answer http_call(int port, http::verb method, const std::string& target,
                 const nlohmann::json& body) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  for (;;) {
    Answer a;
    try {
      a = call_once(port, method, target, body);
    } catch (const std::exception& e) {
      if (std::chrono::steady_clock::now() > until)
        throw std::runtime_error(target + ": " + e.what());
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      continue;
    }
    const bool moving = a.status == 503 && a.body.is_object() && a.body.contains("error") &&
                        a.body["error"].value("code", "") == "moving";
    if (!moving || std::chrono::steady_clock::now() > until) return a;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

}  // namespace rookery_load
