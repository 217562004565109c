// The front end's files, served under "/": only regular files inside the static
// folder, whatever the request's encoding. The request's path arrives as
// decoded segments; a segment that could climb out or hide ("..", ".", a
// leading dot, a slash, a backslash or a NUL inside it) is refused before the
// file system is asked, and the path is canonicalised (symbolic links
// resolved) and must still lie inside the canonical folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace rookery {

class StaticFiles {
 public:
  // Files under `folder` ("" or a folder that does not exist: none).
  explicit StaticFiles(const std::string& folder);

  struct File {
    std::filesystem::path path;  // canonical, inside the folder
    std::string content_type;    // from the file's real name
  };
  // The file named by the decoded `segments` of a request path (none: the index
  // page), or nothing when there is no such regular file inside the folder.
  std::optional<File> find(const std::vector<std::string>& segments) const;

 private:
  std::optional<std::filesystem::path> root_;  // canonical
};

// The Content-Type for a file name, by its extension.
std::string content_type_of(const std::string& name);

}  // namespace rookery
