#include "games/push_push/board.h"

#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "core/text.h"

extern const std::string_view kPushPushBoardJson;  // embedded at build time

namespace rookery::push_push {

namespace {

class Reader {
 public:
  explicit Reader(std::string_view file) : file_(file) {}

  Error error(const std::string& entry, const std::string& what) const {
    return make_error(ErrorCode::kParseError,
                      std::string(file_) + ": " + entry + (entry.empty() ? "" : ": ") + what);
  }

  // An integer field in [min, max], or an error naming it.
  Result<int> integer(const nlohmann::json& j, const std::string& entry, const char* field, int min,
                      int max) const {
    if (!j.contains(field)) return error(entry, std::string("field \"") + field + "\" is missing");
    const auto& v = j[field];
    const auto n = json_integer(v);
    if (!n || *n < min || *n > max) {
      return error(entry, std::string("field \"") + field + "\" must be an integer " +
                              std::to_string(min) + ".." + std::to_string(max) + ", got " +
                              json_excerpt(v));
    }
    return static_cast<int>(*n);
  }

 private:
  std::string_view file_;
};

std::optional<SealFace> parse_seal_face(const std::string& text) {
  if (text == "orca_tail") return SealFace{SealKind::kOrcaTail, 0, 0};
  if (text == "lead_penguin") return SealFace{SealKind::kLeadPenguin, 0, 0};
  const auto slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const auto a = parse_int(std::string_view(text).substr(0, slash));
  const auto b = parse_int(std::string_view(text).substr(slash + 1));
  if (!a || !b || *a < 1 || *b < 1 || *a > kMaxFace || *b > kMaxFace || *a == *b)
    return std::nullopt;
  return SealFace{SealKind::kNumbers, static_cast<std::uint8_t>(std::min(*a, *b)),
                  static_cast<std::uint8_t>(std::max(*a, *b))};
}

}  // namespace

int first_equal_seal_face(const Board& board, int f) {
  for (int e = 0; e < f; ++e) {
    if (board.seal_die[static_cast<std::size_t>(e)] == board.seal_die[static_cast<std::size_t>(f)])
      return e;
  }
  return f;
}

std::string seal_face_name(const SealFace& face) {
  switch (face.kind) {
    case SealKind::kOrcaTail:
      return "orca tail";
    case SealKind::kLeadPenguin:
      return "lead penguin";
    case SealKind::kNumbers:
      return std::to_string(face.low) + "/" + std::to_string(face.high);
  }
  return "?";
}

Result<std::shared_ptr<const Board>> parse_board(std::string_view json_text,
                                                 std::string_view file) {
  const Reader r(file);
  const auto parsed = parse_json_input(json_text);
  if (!parsed) return r.error("", "not a JSON object (" + parsed.error().message + ")");
  if (!parsed->is_object()) return r.error("", "not a JSON object");
  const nlohmann::json& j = *parsed;
  auto board = std::make_shared<Board>();
  board->name = "unnamed";
  if (j.contains("name")) {
    if (!j["name"].is_string()) return r.error("", "field \"name\" must be a string");
    board->name = j["name"].get<std::string>();
  }
  auto last = r.integer(j, "", "last_space", 10, kMaxSpaces - 1);
  if (!last) return last.error();
  board->last_space = *last;
  auto ocean = r.integer(j, "", "ocean_start", 1, *last);
  auto orca = r.integer(j, "", "orca_start", 1, *last);
  auto diving = r.integer(j, "", "diving_point", 1, *last);
  auto supply = r.integer(j, "", "fish_supply", 0, 1000);
  for (const auto* f : {&ocean, &orca, &diving, &supply}) {
    if (!*f) return f->error();
  }
  board->ocean_start = *ocean;
  board->orca_start = *orca;
  board->diving_point = *diving;
  board->fish_supply = *supply;
  if (!(board->ocean_start <= board->diving_point && board->diving_point < board->orca_start)) {
    return r.error("",
                   "need ocean_start <= diving_point < orca_start (the orca swims toward the "
                   "penguins and stops for good at the diving point)");
  }
  // Features: each space at most one, none on Start or in the orca's path past the diving point.
  std::array<std::string, kMaxSpaces> used{};
  const auto claim = [&](long long space, const std::string& entry) -> Result<void> {
    if (space <= 0 || space >= board->orca_start) {
      return r.error(entry, "space " + std::to_string(space) + " must be between 1 and " +
                                std::to_string(board->orca_start - 1));
    }
    if (!used[static_cast<std::size_t>(space)].empty()) {
      return r.error(entry, "space " + std::to_string(space) + " already has " +
                                used[static_cast<std::size_t>(space)] +
                                " (no space has two features)");
    }
    used[static_cast<std::size_t>(space)] = entry;
    return {};
  };
  if (!j.contains("slides") || !j["slides"].is_array())
    return r.error("", "\"slides\" must be an array");
  for (std::size_t i = 0; i < j["slides"].size(); ++i) {
    const std::string entry = "slides[" + std::to_string(i) + "]";
    const auto& s = j["slides"][i];
    if (!s.is_object()) return r.error(entry, "must be {\"from\": space, \"to\": space}");
    auto from = r.integer(s, entry, "from", 1, *last);
    if (!from) return from.error();
    auto to = r.integer(s, entry, "to", 1, *last);
    if (!to) return to.error();
    if (*to <= *from) return r.error(entry, "a slide goes forward: \"to\" must be after \"from\"");
    if (auto c = claim(*from, entry); !c) return c.error();
    board->slide_to[static_cast<std::size_t>(*from)] = static_cast<std::int16_t>(*to);
  }
  for (const char* kind : {"fish", "seals"}) {
    if (!j.contains(kind) || !j[kind].is_array()) {
      return r.error("", std::string("\"") + kind + "\" must be an array of spaces");
    }
    for (std::size_t i = 0; i < j[kind].size(); ++i) {
      const std::string entry = std::string(kind) + "[" + std::to_string(i) + "]";
      const auto& v = j[kind][i];
      const auto space = json_integer(v);
      if (!space) return r.error(entry, "must be a space number, got " + json_excerpt(v));
      if (auto c = claim(*space, entry); !c) return c.error();
      (std::string(kind) == "fish" ? board->fish : board->seal)[static_cast<std::size_t>(*space)] =
          true;
    }
  }
  // Slide ends are plain spaces, so a slide never chains into another feature.
  for (int s = 0; s < kMaxSpaces; ++s) {
    const int to = board->slide_to[static_cast<std::size_t>(s)];
    if (to != 0 && !used[static_cast<std::size_t>(to)].empty()) {
      return r.error("slides", "the slide from " + std::to_string(s) + " ends on space " +
                                   std::to_string(to) + ", which has " +
                                   used[static_cast<std::size_t>(to)]);
    }
  }
  const auto die = [&](const char* field, std::array<std::uint8_t, 6>& out,
                       int max) -> Result<void> {
    if (!j.contains(field) || !j[field].is_array() || j[field].size() != 6) {
      return r.error(field, "must list the die's 6 faces");
    }
    for (std::size_t i = 0; i < 6; ++i) {
      const auto& v = j[field][i];
      const auto face = json_integer(v);
      if (!face || *face < 1 || *face > max) {
        return r.error(std::string(field) + "[" + std::to_string(i) + "]",
                       "a face must be 1.." + std::to_string(max) + ", got " + json_excerpt(v));
      }
      out[i] = static_cast<std::uint8_t>(*face);
    }
    return {};
  };
  if (auto d = die("penguin_die", board->penguin_die, kMaxFace); !d) return d.error();
  if (auto d = die("orca_die", board->orca_die, kMaxFace); !d) return d.error();
  static_assert(kMaxFace < 32, "the face masks are 32 bits");
  for (const std::uint8_t f : board->penguin_die) board->penguin_faces |= 1u << f;
  for (const std::uint8_t f : board->orca_die) board->orca_faces |= 1u << f;
  if (!j.contains("seal_die") || !j["seal_die"].is_array() || j["seal_die"].size() != 6) {
    return r.error("seal_die", "must list the die's 6 faces");
  }
  for (std::size_t i = 0; i < 6; ++i) {
    const auto& v = j["seal_die"][i];
    const auto face = v.is_string() ? parse_seal_face(v.get<std::string>()) : std::nullopt;
    if (!face) {
      return r.error("seal_die[" + std::to_string(i) + "]",
                     "unknown face " + json_excerpt(v) +
                         "; expected \"orca_tail\", \"lead_penguin\" or two "
                         "different numbers like \"2/7\"");
    }
    board->seal_die[i] = *face;
  }
  return std::shared_ptr<const Board>(std::move(board));
}

const std::shared_ptr<const Board>& default_board() {
  // The embedded file is checked by a test; a broken one stops the program at once.
  static const std::shared_ptr<const Board> board = [] {
    auto b = parse_board(kPushPushBoardJson, "games/push_push/data/board.json");
    assert(b.ok() && "the embedded board does not validate");
    return b.ok() ? *b : nullptr;
  }();
  return board;
}

}  // namespace rookery::push_push
