#pragma once
// A database file only its owner may read and write (docs/security.md, "Data at rest").

#include <string>

#include "core/error.h"

namespace rookery {

// Creates `path` readable and writable by its owner only (0600), or corrects the
// mode of an existing file. `create`: make the file when it is missing (else a
// missing file is left so).
Result<void> make_private(const std::string& path, bool create);

}  // namespace rookery
