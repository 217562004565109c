#pragma once
// The error a database's failure is answered with, the same in every store.

#include <exception>
#include <string>

#include "core/error.h"

namespace rookery {

// kIoError: "the database could not <what>: <the library's words>".
inline Error db_error(const std::string& what, const std::exception& e) {
  return make_error(ErrorCode::kIoError, "the database could not " + what + ": " + e.what());
}

}  // namespace rookery
