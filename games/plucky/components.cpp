#include "games/plucky/components.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/json_input.h"
#include "core/text.h"

// The data files, embedded at build time.
extern const std::string_view kPluckyBoardJson;
extern const std::string_view kPluckyCharactersJson;
extern const std::string_view kPluckyActionsJson;
extern const std::string_view kPluckyEventsJson;

namespace rookery::plucky {

namespace {

using nlohmann::json;

// One row of a name table: an enum value and its data-file spelling.
template <typename E>
struct Named {
  E value;
  std::string_view name;
};

// The one table per enum, read in both directions (value -> name, name -> value).
constexpr std::array kTimings{
    Named<Timing>{Timing::kTurn, "turn"},
    Named<Timing>{Timing::kPadlock, "padlock"},
    Named<Timing>{Timing::kLightning, "lightning"},
    Named<Timing>{Timing::kPassive, "passive"},
};
constexpr std::array kEffects{
    Named<Effect>{Effect::kExtraMovement, "extra_movement"},
    Named<Effect>{Effect::kBellySlide, "belly_slide"},
    Named<Effect>{Effect::kPushInArea, "push_in_area"},
    Named<Effect>{Effect::kPushInWater, "push_in_water"},
    Named<Effect>{Effect::kStealFish, "steal_fish"},
    Named<Effect>{Effect::kWalrusStep, "walrus_step"},
    Named<Effect>{Effect::kOrcaEvent, "orca_event"},
    Named<Effect>{Effect::kWalrusAreaEvent, "walrus_area_event"},
    Named<Effect>{Effect::kCancelEvent, "cancel_event"},
    Named<Effect>{Effect::kCancelLightning, "cancel_lightning"},
    Named<Effect>{Effect::kNoOrcaEvents, "no_orca_events"},
    Named<Effect>{Effect::kHoleGuard, "hole_guard"},
    Named<Effect>{Effect::kFishOnHole, "fish_on_hole"},
    Named<Effect>{Effect::kNoWaterBonus, "no_water_bonus"},
    Named<Effect>{Effect::kDrawCards, "draw_cards"},
    Named<Effect>{Effect::kSwimExtra, "swim_extra"},
    Named<Effect>{Effect::kFishNextToHole, "fish_next_to_hole"},
    Named<Effect>{Effect::kCancelTargeting, "cancel_targeting"},
    Named<Effect>{Effect::kRedrawEvent, "redraw_event"},
    Named<Effect>{Effect::kCheaperEvade, "cheaper_evade"},
};
constexpr std::array kEventEffects{
    Named<EventEffect>{EventEffect::kEaten, "eaten"},
    Named<EventEffect>{EventEffect::kEatenInAreaOrWater, "eaten_in_area_or_water"},
    Named<EventEffect>{EventEffect::kEatenOnWalrus, "eaten_on_walrus"},
    Named<EventEffect>{EventEffect::kDiscardFish, "discard_fish"},
    Named<EventEffect>{EventEffect::kCurrent, "current"},
    Named<EventEffect>{EventEffect::kDiscardCard, "discard_card"},
    Named<EventEffect>{EventEffect::kWalrusTakesFish, "walrus_takes_fish"},
    Named<EventEffect>{EventEffect::kWalrusShove, "walrus_shove"},
    Named<EventEffect>{EventEffect::kNothing, "nothing"},
};
static_assert(kTimings.size() == static_cast<std::size_t>(Timing::kPassive) + 1);
static_assert(kEffects.size() == static_cast<std::size_t>(Effect::kCheaperEvade) + 1);
static_assert(kEventEffects.size() == static_cast<std::size_t>(EventEffect::kNothing) + 1);

// The spelling of `value` in `table`; "?" for a value the table lacks.
template <typename E, std::size_t N>
std::string_view name_in(const std::array<Named<E>, N>& table, E value) {
  for (const auto& row : table) {
    if (row.value == value) return row.name;
  }
  return "?";
}

// The value spelled `name` in `table`, or nothing.
template <typename E, std::size_t N>
std::optional<E> value_in(const std::array<Named<E>, N>& table, std::string_view name) {
  for (const auto& row : table) {
    if (row.name == name) return row.value;
  }
  return std::nullopt;
}

// Every spelling in `table`, comma-separated, for error messages.
template <typename E, std::size_t N>
std::string names_in(const std::array<Named<E>, N>& table) {
  std::vector<std::string> names;
  for (const auto& row : table) names.emplace_back(row.name);
  return join(names, ", ");
}

// Reads fields of one data file; every error names the file, the entry and the field.
class Reader {
 public:
  explicit Reader(std::string_view file) : file_(file) {}

  // "file: entry: what" (no entry part when `entry` is empty).
  Error error(const std::string& entry, const std::string& what) const {
    return make_error(ErrorCode::kParseError,
                      std::string(file_) + ": " + entry + (entry.empty() ? "" : ": ") + what);
  }

  // "file: entry: field "f" must be <expected>, got <value>".
  Error field_error(const std::string& entry, const char* field, const std::string& expected,
                    const json& got) const {
    return error(entry, field_label(field) + " must be " + expected + ", got " + json_excerpt(got));
  }

  // The whole text as a JSON object, or an error saying why it is not one.
  Result<json> object(std::string_view text) const {
    if (json_nesting_depth(text) > kMaxJsonDepth) {
      return error("", "nests arrays and objects more than " + std::to_string(kMaxJsonDepth) +
                           " levels deep");
    }
    auto parsed = parse_json_input(text);
    if (!parsed) return error("", "is not valid JSON");
    json j = std::move(*parsed);
    if (!j.is_object())
      return error("", std::string("must be a JSON object, got ") + j.type_name());
    return j;
  }

  // The field itself, or an error if the object lacks it.
  Result<const json*> field(const json& j, const std::string& entry, const char* field) const {
    if (!j.contains(field)) return error(entry, field_label(field) + " is missing");
    return &j.at(field);
  }

  // An integer field in [min, max].
  Result<int> integer(const json& j, const std::string& entry, const char* name, int min,
                      int max) const {
    auto v = field(j, entry, name);
    if (!v) return v.error();
    return integer_value(**v, entry, name, min, max);
  }

  // An integer field in [min, max], or `fallback` when the field is absent.
  Result<int> optional_integer(const json& j, const std::string& entry, const char* name, int min,
                               int max, int fallback) const {
    if (!j.contains(name)) return fallback;
    return integer_value(j.at(name), entry, name, min, max);
  }

  // A string field; empty only when `may_be_empty`.
  Result<std::string> string(const json& j, const std::string& entry, const char* name,
                             bool may_be_empty) const {
    auto v = field(j, entry, name);
    if (!v) return v.error();
    if (!(*v)->is_string() || (!may_be_empty && (*v)->get<std::string>().empty())) {
      return field_error(entry, name, may_be_empty ? "a string" : "a non-empty string", **v);
    }
    return (*v)->get<std::string>();
  }

  // A stable id: non-empty, lowercase letters and underscores only.
  Result<std::string> id(const json& j, const std::string& entry) const {
    auto v = string(j, entry, "id", false);
    if (!v) return v;
    for (char c : *v) {
      if (!((c >= 'a' && c <= 'z') || c == '_')) {
        return field_error(entry, "id", "lowercase letters and underscores", j.at("id"));
      }
    }
    return v;
  }

  // A field naming a row of `table`; the error lists every name the table knows.
  template <typename E, std::size_t N>
  Result<E> choice(const json& j, const std::string& entry, const char* name,
                   const std::array<Named<E>, N>& table) const {
    auto v = field(j, entry, name);
    if (!v) return v.error();
    const auto value =
        (*v)->is_string() ? value_in(table, (*v)->get<std::string>()) : std::optional<E>();
    if (!value) return field_error(entry, name, "one of " + names_in(table), **v);
    return *value;
  }

  // A field that must be an array of at most `max` entries.
  Result<const json*> list(const json& j, const char* name, int max) const {
    auto v = field(j, "", name);
    if (!v) return v;
    if (!(*v)->is_array()) return field_error("", name, "a list", **v);
    if ((*v)->size() > static_cast<std::size_t>(max)) {
      return error(name, "has " + std::to_string((*v)->size()) + " entries, at most " +
                             std::to_string(max) + " are allowed");
    }
    return v;
  }

 private:
  static std::string field_label(const char* field) { return std::string("field ") + quote(field); }

  Result<int> integer_value(const json& v, const std::string& entry, const char* name, int min,
                            int max) const {
    const auto n = json_integer(v);
    if (!n || *n < min || *n > max) {
      return field_error(entry, name,
                         "an integer " + std::to_string(min) + ".." + std::to_string(max), v);
    }
    return static_cast<int>(*n);
  }

  std::string_view file_;
};

// `list[i] "id"` (or `list[i]` while the entry has no string id): how errors name an entry.
std::string entry_name(const std::string& list, std::size_t i, const json& e) {
  std::string name = list + "[" + std::to_string(i) + "]";
  if (e.is_object() && e.contains("id") && e.at("id").is_string()) {
    name += " " + quote(e.at("id").get<std::string>());
  }
  return name;
}

// Records `value` of `field` for `entry`; an error if an earlier entry of the list used it.
Result<void> claim_unique(const Reader& r, std::map<std::string, std::string>& seen,
                          const std::string& entry, const char* field, const std::string& value) {
  const auto [it, inserted] = seen.emplace(value, entry);
  if (!inserted) {
    return r.error(entry, std::string("field ") + quote(field) + " " + quote(value) +
                              " is already used by " + it->second);
  }
  return {};
}

// An error unless the copies of a list's entries sum to `expected`.
template <typename T>
Result<void> check_copies(const Reader& r, const char* list, const std::vector<T>& items,
                          int expected, const char* why) {
  int total = 0;
  for (const auto& item : items) total += item.copies;
  if (total != expected) {
    return r.error(list, "the \"copies\" must sum to " + std::to_string(expected) + " (" + why +
                             "), got " + std::to_string(total));
  }
  return {};
}

// Ids and titles already used in one list, for uniqueness checks.
struct SeenNames {
  std::map<std::string, std::string> ids;
  std::map<std::string, std::string> titles;
};

// The id and title of an entry, each unique within its list.
Result<void> read_names(const Reader& r, const json& e, const std::string& entry, SeenNames& seen,
                        std::string& id, std::string& title) {
  auto i = r.id(e, entry);
  if (!i) return i.error();
  auto t = r.string(e, entry, "title", false);
  if (!t) return t.error();
  if (auto u = claim_unique(r, seen.ids, entry, "id", *i); !u) return u;
  if (auto u = claim_unique(r, seen.titles, entry, "title", *t); !u) return u;
  id = *i;
  title = *t;
  return {};
}

// One character or Action card; `card` adds `copies` and forbids passive timing.
Result<Usable> read_usable(const Reader& r, const json& e, const std::string& entry,
                           SeenNames& seen, bool card) {
  if (!e.is_object()) return r.error(entry, "must be an object, got " + json_excerpt(e));
  Usable u;
  if (auto n = read_names(r, e, entry, seen, u.id, u.title); !n) return n.error();
  auto text = r.string(e, entry, "text", true);
  if (!text) return text.error();
  u.text = *text;
  auto timing = r.choice(e, entry, "timing", kTimings);
  if (!timing) return timing.error();
  if (card && *timing == Timing::kPassive) {
    return r.field_error(entry, "timing", "one of turn, padlock, lightning (a card is played)",
                         e.at("timing"));
  }
  u.timing = *timing;
  auto effect = r.choice(e, entry, "effect", kEffects);
  if (!effect) return effect.error();
  u.effect = *effect;
  auto amount = r.optional_integer(e, entry, "amount", 1, 3, 1);
  if (!amount) return amount.error();
  u.amount = *amount;
  if (card) {
    auto copies = r.integer(e, entry, "copies", 1, kActionCards);
    if (!copies) return copies.error();
    u.copies = *copies;
  }
  return u;
}

// The entries of list `name` as characters (`card` false) or Action cards.
Result<std::vector<Usable>> read_usables(const Reader& r, const json& j, const char* name, int max,
                                         bool card) {
  auto list = r.list(j, name, max);
  if (!list) return list.error();
  std::vector<Usable> out;
  SeenNames seen;
  for (std::size_t i = 0; i < (*list)->size(); ++i) {
    const json& e = (*list)->at(i);
    auto u = read_usable(r, e, entry_name(name, i, e), seen, card);
    if (!u) return u.error();
    out.push_back(std::move(*u));
  }
  return out;
}

// The evade cost: an integer 0..5, or null for "cannot be evaded" (-1).
Result<int> read_evade(const Reader& r, const json& e, const std::string& entry) {
  auto v = r.field(e, entry, "evade");
  if (!v) return v.error();
  if ((*v)->is_null()) return -1;
  return r.integer(e, entry, "evade", 0, 5);
}

// One Event card of a deck.
Result<EventCard> read_event(const Reader& r, const json& e, const std::string& entry,
                             SeenNames& seen) {
  if (!e.is_object()) return r.error(entry, "must be an object, got " + json_excerpt(e));
  EventCard c;
  if (auto n = read_names(r, e, entry, seen, c.id, c.title); !n) return n.error();
  auto text = r.string(e, entry, "text", true);
  if (!text) return text.error();
  c.text = *text;
  auto effect = r.choice(e, entry, "effect", kEventEffects);
  if (!effect) return effect.error();
  c.effect = *effect;
  auto amount = r.optional_integer(e, entry, "amount", 1, 5, 1);
  if (!amount) return amount.error();
  c.amount = *amount;
  auto evade = read_evade(r, e, entry);
  if (!evade) return evade.error();
  c.evade = *evade;
  auto copies = r.integer(e, entry, "copies", 1, kEventCards);
  if (!copies) return copies.error();
  c.copies = *copies;
  return c;
}

// The deck listed under `name`, its copies summing to 20.
Result<std::vector<EventCard>> read_deck(const Reader& r, const json& j, const char* name) {
  auto list = r.list(j, name, kMaxEventKinds);
  if (!list) return list.error();
  std::vector<EventCard> deck;
  SeenNames seen;
  for (std::size_t i = 0; i < (*list)->size(); ++i) {
    const json& e = (*list)->at(i);
    auto c = read_event(r, e, entry_name(name, i, e), seen);
    if (!c) return c.error();
    deck.push_back(std::move(*c));
  }
  if (auto s = check_copies(r, name, deck, kEventCards, "an Event deck has 20 cards"); !s) {
    return s.error();
  }
  return deck;
}

// The terrain a board letter stands for (M, the walrus start, is island ice).
std::optional<Terrain> terrain_of(char letter) {
  switch (letter) {
    case 'C':
      return Terrain::kCorner;
    case 'W':
      return Terrain::kWater;
    case 'I':
    case 'M':
      return Terrain::kIsland;
    case 'F':
      return Terrain::kHole;
    default:
      return std::nullopt;
  }
}

bool on_island(Terrain t) { return t == Terrain::kIsland || t == Terrain::kHole; }

// The first island square not orthogonally connected to `from` over island squares, or -1.
int first_cut_off_island_square(const Board& board, int from) {
  std::array<bool, kSquares> reached{};
  std::vector<int> frontier{from};
  reached[static_cast<std::size_t>(from)] = true;
  while (!frontier.empty()) {
    const int s = frontier.back();
    frontier.pop_back();
    for (int d = 0; d < 4; ++d) {
      const int n = step(s, d);
      if (n < 0 || reached[static_cast<std::size_t>(n)]) continue;
      if (!on_island(board.terrain[static_cast<std::size_t>(n)])) continue;
      reached[static_cast<std::size_t>(n)] = true;
      frontier.push_back(n);
    }
  }
  for (int s = 0; s < kSquares; ++s) {
    if (on_island(board.terrain[static_cast<std::size_t>(s)]) &&
        !reached[static_cast<std::size_t>(s)]) {
      return s;
    }
  }
  return -1;
}

// Row `row` of the grid into `board`: 9 letters from C W I F M.
Result<void> read_row(const Reader& r, const json& v, int row, Board& board, int& walruses) {
  const std::string entry = "rows[" + std::to_string(row) + "]";
  const std::string expected = std::to_string(kSide) + " characters from C W I F M";
  if (!v.is_string() || v.get<std::string>().size() != static_cast<std::size_t>(kSide)) {
    return r.field_error(entry, "rows", expected, v);
  }
  const std::string letters = v.get<std::string>();
  for (int c = 0; c < kSide; ++c) {
    const auto t = terrain_of(letters[static_cast<std::size_t>(c)]);
    if (!t) return r.field_error(entry, "rows", expected, v);
    const int square = row * kSide + c;
    board.terrain[static_cast<std::size_t>(square)] = *t;
    if (*t == Terrain::kHole) board.hole_index[static_cast<std::size_t>(square)] = board.holes++;
    if (letters[static_cast<std::size_t>(c)] == 'M') {
      board.walrus_start = square;
      ++walruses;
    }
  }
  return {};
}

// Board::island_distance and corner_distance from the terrain (holes are island
// squares too).
void fill_distances(Board& board) {
  for (int square = 0; square < kSquares; ++square) {
    int island = kSquares;
    int corner = kSquares;
    for (int s = 0; s < kSquares; ++s) {
      const Terrain t = board.terrain[static_cast<std::size_t>(s)];
      if (t == Terrain::kIsland || t == Terrain::kHole)
        island = std::min(island, distance(square, s));
      if (t == Terrain::kCorner) corner = std::min(corner, distance(square, s));
    }
    board.island_distance[static_cast<std::size_t>(square)] = static_cast<std::int8_t>(island);
    board.corner_distance[static_cast<std::size_t>(square)] = static_cast<std::int8_t>(corner);
  }
}

// An error unless the grid has exactly `expected` squares of `terrain` (letter `letter`).
Result<void> check_count(const Reader& r, const Board& board, Terrain terrain, char letter,
                         int expected, const char* why) {
  int n = 0;
  for (Terrain t : board.terrain) n += t == terrain ? 1 : 0;
  if (n != expected) {
    return r.error("rows", "field \"rows\" must hold exactly " + std::to_string(expected) + " " +
                               letter + " squares (" + why + "), got " + std::to_string(n));
  }
  return {};
}

// The four data files: their texts and the names errors give them.
enum DataFile { kBoardFile, kCharactersFile, kActionsFile, kEventsFile, kDataFiles };
constexpr std::array<std::string_view, kDataFiles> kFileNames{"board.json", "characters.json",
                                                              "actions.json", "events.json"};

struct Sources {
  std::array<std::string, kDataFiles> text;
  std::array<std::string, kDataFiles> file;
};

// The embedded data files, named by their place in the source tree.
Sources builtin_sources() {
  Sources s;
  s.text = {std::string(kPluckyBoardJson), std::string(kPluckyCharactersJson),
            std::string(kPluckyActionsJson), std::string(kPluckyEventsJson)};
  for (int f = 0; f < kDataFiles; ++f) {
    s.file[static_cast<std::size_t>(f)] =
        "games/plucky/data/" + std::string(kFileNames[static_cast<std::size_t>(f)]);
  }
  return s;
}

// The whole text of a regular file, or an I/O error naming its path.
Result<std::string> read_text_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    return make_error(ErrorCode::kIoError, path.string() + ": cannot be read (not a regular file)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) return make_error(ErrorCode::kIoError, path.string() + ": cannot be opened");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return make_error(ErrorCode::kIoError, path.string() + ": cannot be read");
  return text;
}

// Replaces each source by the file of the same name in `dir`, where one exists.
Result<void> override_sources(Sources& sources, const std::filesystem::path& dir) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    return make_error(ErrorCode::kIoError, "ROOKERY_PLUCKY_DATA: " + dir.string() +
                                               " is not a directory (missing, or a file)");
  }
  for (int f = 0; f < kDataFiles; ++f) {
    const auto path = dir / kFileNames[static_cast<std::size_t>(f)];
    if (!std::filesystem::exists(path, ec)) continue;
    auto text = read_text_file(path);
    if (!text) return text.error();
    sources.text[static_cast<std::size_t>(f)] = std::move(*text);
    sources.file[static_cast<std::size_t>(f)] = path.string();
  }
  return {};
}

// All components from the four sources, or the first validation error.
Result<std::shared_ptr<const Components>> build(const Sources& s) {
  auto c = std::make_shared<Components>();
  auto board = parse_board(s.text[kBoardFile], s.file[kBoardFile]);
  if (!board) return board.error();
  c->board = *board;
  auto characters = parse_characters(s.text[kCharactersFile], s.file[kCharactersFile]);
  if (!characters) return characters.error();
  c->characters = std::move(*characters);
  auto cards = parse_action_cards(s.text[kActionsFile], s.file[kActionsFile]);
  if (!cards) return cards.error();
  c->cards = std::move(*cards);
  static_assert(kMaxCardKinds <= 32, "lightning_cards has a bit per card title");
  for (std::size_t t = 0; t < c->cards.size(); ++t) {
    if (c->cards[t].timing == Timing::kLightning) c->lightning_cards |= 1u << t;
  }
  c->uses.build(c->cards, c->characters);
  auto events = parse_events(s.text[kEventsFile], s.file[kEventsFile]);
  if (!events) return events.error();
  c->events = std::move(*events);
  return std::shared_ptr<const Components>(std::move(c));
}

}  // namespace

Result<Board> parse_board(std::string_view json_text, std::string_view file) {
  const Reader r(file);
  auto j = r.object(json_text);
  if (!j) return j.error();
  auto rows = r.field(*j, "", "rows");
  if (!rows) return rows.error();
  if (!(*rows)->is_array() || (*rows)->size() != static_cast<std::size_t>(kSide)) {
    return r.field_error("rows", "rows", "a list of exactly 9 strings", **rows);
  }
  Board board;
  board.hole_index.fill(-1);
  int walruses = 0;
  for (int row = 0; row < kSide; ++row) {
    auto ok = read_row(r, (*rows)->at(static_cast<std::size_t>(row)), row, board, walruses);
    if (!ok) return ok.error();
  }
  if (auto c = check_count(r, board, Terrain::kCorner, 'C', 12, "the start squares"); !c) {
    return c.error();
  }
  if (auto c = check_count(r, board, Terrain::kHole, 'F', 4, "the fishing holes"); !c) {
    return c.error();
  }
  fill_distances(board);
  if (walruses != 1) {
    return r.error("rows", "field \"rows\" must hold exactly 1 M square (the walrus start), got " +
                               std::to_string(walruses));
  }
  if (const int cut = first_cut_off_island_square(board, board.walrus_start); cut >= 0) {
    return r.error("rows",
                   "field \"rows\": the island (I, F, M) must be orthogonally connected, "
                   "but " +
                       square_name(cut) + " cannot be reached from the walrus at " +
                       square_name(board.walrus_start));
  }
  return board;
}

Result<std::vector<Usable>> parse_characters(std::string_view json_text, std::string_view file) {
  const Reader r(file);
  auto j = r.object(json_text);
  if (!j) return j.error();
  auto characters = read_usables(r, *j, "characters", kMaxPenguins, false);
  if (!characters) return characters;
  if (characters->size() != static_cast<std::size_t>(kCharacters)) {
    return r.error("characters", "must list exactly " + std::to_string(kCharacters) +
                                     " characters (the box's player cards), got " +
                                     std::to_string(characters->size()));
  }
  return characters;
}

Result<std::vector<Usable>> parse_action_cards(std::string_view json_text, std::string_view file) {
  const Reader r(file);
  auto j = r.object(json_text);
  if (!j) return j.error();
  auto cards = read_usables(r, *j, "cards", kMaxCardKinds, true);
  if (!cards) return cards;
  if (auto s = check_copies(r, "cards", *cards, kActionCards, "the box's Action cards"); !s) {
    return s.error();
  }
  return cards;
}

Result<std::array<std::vector<EventCard>, 2>> parse_events(std::string_view json_text,
                                                           std::string_view file) {
  const Reader r(file);
  auto j = r.object(json_text);
  if (!j) return j.error();
  std::array<std::vector<EventCard>, 2> decks;
  auto orca = read_deck(r, *j, "orca");
  if (!orca) return orca.error();
  decks[static_cast<std::size_t>(Deck::kOrca)] = std::move(*orca);
  auto walrus = read_deck(r, *j, "walrus");
  if (!walrus) return walrus.error();
  decks[static_cast<std::size_t>(Deck::kWalrus)] = std::move(*walrus);
  return decks;
}

Result<std::shared_ptr<const Components>> load_components() {
  const char* dir = std::getenv("ROOKERY_PLUCKY_DATA");
  if (dir == nullptr || *dir == '\0') {  // unset or empty: the built-in data
    if (default_components()) return default_components();
    return build(builtin_sources());  // the built-in data's own error
  }
  Sources sources = builtin_sources();
  if (auto o = override_sources(sources, dir); !o) return o.error();
  return build(sources);
}

const std::shared_ptr<const Components>& default_components() {
  // The embedded files are checked by a test; a broken one stops a debug build at once.
  static const std::shared_ptr<const Components> components = [] {
    auto c = build(builtin_sources());
    assert(c.ok() && "the embedded Plucky Penguins data does not validate");
    return c.ok() ? *c : nullptr;
  }();
  return components;
}

std::string_view direction_name(int direction) {
  static constexpr std::array<std::string_view, 4> kNames{"north", "east", "south", "west"};
  if (direction < 0 || direction >= 4) return "?";
  return kNames[static_cast<std::size_t>(direction)];
}

std::string square_name(int square) {
  if (square < 0 || square >= kSquares) return "?";
  return std::string(1, static_cast<char>('a' + col_of(square))) +
         std::to_string(row_of(square) + 1);
}

std::string_view timing_name(Timing t) { return name_in(kTimings, t); }
std::string_view effect_name(Effect e) { return name_in(kEffects, e); }
std::string_view event_effect_name(EventEffect e) { return name_in(kEventEffects, e); }

}  // namespace rookery::plucky
