#include "core/error.h"

namespace rookery {

std::string_view error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::kInvalidArgument:
      return "invalid_argument";
    case ErrorCode::kUnknownName:
      return "unknown_name";
    case ErrorCode::kIllegalAction:
      return "illegal_action";
    case ErrorCode::kParseError:
      return "parse_error";
    case ErrorCode::kNotTerminal:
      return "not_terminal";
    case ErrorCode::kIoError:
      return "io_error";
    case ErrorCode::kLimitReached:
      return "limit_reached";
    case ErrorCode::kMoving:
      return "moving";
    case ErrorCode::kSeatNotHeld:
      return "seat_not_held";
    case ErrorCode::kNotSignedIn:
      return "not_signed_in";
  }
  return "error";
}

}  // namespace rookery
