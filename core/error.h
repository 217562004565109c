// Error and Result<T>: the one way bad input travels through Rookery.
//
// Library code never throws for bad input and never exits: it returns an Error
// (a stable machine-readable code plus a message saying what was received, what
// was expected and where). Front ends convert it once at their boundary.
#pragma once

#include <cassert>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace rookery {

enum class ErrorCode {
  kInvalidArgument,  // a malformed or out-of-range value (CLI flag, parameter, JSON field)
  kUnknownName,      // a game, parameter, bot or command that does not exist
  kIllegalAction,    // an action that is not legal for that player now
  kParseError,       // text or JSON that cannot be read at all
  kNotTerminal,      // a question that only has an answer once the game is over
  kIoError,          // a file that cannot be read or written
  kLimitReached,     // more than a server allows (tables, connections): try again later
  kMoving,           // a table passing between server processes for a moment: try again soon
  kSeatNotHeld,      // a credential that does not hold the seat it speaks for (lost, or never held)
  kNotSignedIn,  // a request that needs an account, without an open session (or a wrong password)
};

// Stable snake_case name of a code, used in JSON answers ("illegal_action").
std::string_view error_code_name(ErrorCode code);

struct Error {
  ErrorCode code;
  std::string message;
};

// Either a value or an Error. Small, explicit, and cheap to move.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : v_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // The value; only valid when ok().
  const T& value() const& {
    assert(ok());
    return std::get<0>(v_);
  }
  T& value() & {
    assert(ok());
    return std::get<0>(v_);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(v_));
  }
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }

  // The error; only valid when !ok().
  const Error& error() const {
    assert(!ok());
    return std::get<1>(v_);
  }

 private:
  std::variant<T, Error> v_;
};

// Result of an operation with no value.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}  // NOLINT: implicit by design

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const Error& error() const {
    assert(!ok_);
    return error_;
  }

 private:
  Error error_{ErrorCode::kInvalidArgument, {}};
  bool ok_ = true;
};

inline Result<void> ok_result() { return {}; }

inline Error make_error(ErrorCode code, std::string message) {
  return Error{code, std::move(message)};
}

}  // namespace rookery
