// The load client's HTTP: one request on loopback, its JSON answer.
#pragma once

#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>
#include <string>

namespace rookery_load {

struct Answer {
  int status = 0;
  nlohmann::json body;
};

// One request to loopback `port`; a body (JSON) is sent as JSON. A table
// passing between processes (503, code "moving") is asked again every 50 ms
// for up to 10 s, as the page does; any other answer is returned as it is.
// Throws std::runtime_error when nothing answers.
Answer http_call(int port, boost::beast::http::verb method, const std::string& target,
                 const nlohmann::json& body = nullptr);

}  // namespace rookery_load
