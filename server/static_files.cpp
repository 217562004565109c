#include "server/static_files.h"

#include <algorithm>
#include <system_error>

namespace rookery {

namespace fs = std::filesystem;

namespace {

// A decoded path segment that names a plain entry of a folder: no way up, no
// hidden files, nothing the file system would read as a separator or an end.
bool plain_segment(const std::string& s) {
  if (s.empty() || s.front() == '.') return false;
  return std::none_of(s.begin(), s.end(), [](char c) {
    return c == '/' || c == '\\' || c == '\0' || static_cast<unsigned char>(c) < 0x20;
  });
}

// Whether `inside` is `folder` or below it (both canonical).
bool within(const fs::path& inside, const fs::path& folder) {
  auto a = folder.begin();
  auto b = inside.begin();
  for (; a != folder.end(); ++a, ++b) {
    if (b == inside.end() || *a != *b) return false;
  }
  return true;
}

}  // namespace

StaticFiles::StaticFiles(const std::string& folder) {
  if (folder.empty()) return;
  std::error_code ec;
  fs::path root = fs::canonical(folder, ec);
  if (!ec && fs::is_directory(root, ec)) root_ = std::move(root);
}

std::optional<StaticFiles::File> StaticFiles::find(const std::vector<std::string>& segments) const {
  if (!root_) return std::nullopt;
  fs::path path = *root_;
  if (segments.empty()) path /= "index.html";
  for (const std::string& s : segments) {
    if (!plain_segment(s)) return std::nullopt;
    path /= s;
  }
  std::error_code ec;
  const fs::path real = fs::canonical(path, ec);
  if (ec || !within(real, *root_) || !fs::is_regular_file(real, ec) || ec) return std::nullopt;
  return File{real, content_type_of(real.filename().string())};
}

std::string content_type_of(const std::string& name) {
  const auto ends = [&](std::string_view e) {
    return name.size() >= e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js") || ends(".mjs")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".svg")) return "image/svg+xml";
  if (ends(".png")) return "image/png";
  if (ends(".ico")) return "image/x-icon";
  if (ends(".webmanifest")) return "application/manifest+json";
  if (ends(".json")) return "application/json";
  if (ends(".woff2")) return "font/woff2";
  if (ends(".txt")) return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

}  // namespace rookery
