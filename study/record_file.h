// A game record saved to a file (`rookery play --save`), read back for the
// commands that take one (`replay`, `analyse`).
#pragma once

#include <string>

#include "core/playthrough.h"

namespace rookery {

// The game `path` holds, replayed; the error names the file and what is wrong
// with it (it cannot be opened, is not JSON, or holds a move that cannot be made).
Result<Playthrough> read_record_file(const std::string& path);

}  // namespace rookery
