#include "server/private_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace rookery {

Result<void> make_private(const std::string& path, bool create) {
  const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | (create ? O_CREAT : 0), 0600);
  if (fd < 0) {
    if (errno == ENOENT && !create) return ok_result();
    return make_error(ErrorCode::kIoError,
                      "cannot open the database " + path + ": " + std::strerror(errno));
  }
  const int changed = ::fchmod(fd, 0600);
  const int error = errno;
  ::close(fd);
  if (changed != 0) {
    return make_error(ErrorCode::kIoError,
                      "cannot make the database " + path + " private: " + std::strerror(error));
  }
  return ok_result();
}

}  // namespace rookery
