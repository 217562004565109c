// `rookery engine`: the line protocol on stdin/stdout.
#include <istream>
#include <ostream>

#include "cli/commands.h"
#include "cli/engine.h"
#include "core/text.h"

namespace rookery {

int run_engine(std::istream& in, std::ostream& out) {
  Engine engine;
  std::string line;
  while (!engine.quit_requested() && std::getline(in, line)) {
    if (trim(line).empty()) continue;  // blank lines are ignored, not errors
    out << engine.handle_line(line) << "\n" << std::flush;
  }
  return kExitOk;
}

}  // namespace rookery
