// Plucky Penguins' components (PL-1, PL-5..PL-7): the built-in data files, their
// validation (every error names the file, the entry and the field) and replacing
// them through ROOKERY_PLUCKY_DATA.
#include "games/plucky/components.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>

#include "core/testing/conformance.h"
#include "games/registry.h"

extern const std::string_view kPluckyBoardJson;
extern const std::string_view kPluckyCharactersJson;
extern const std::string_view kPluckyActionsJson;
extern const std::string_view kPluckyEventsJson;

namespace rookery::plucky {
namespace {

using nlohmann::json;

// Every title of a list with its copies.
template <typename T>
std::map<std::string, int> copies_by_title(const std::vector<T>& items) {
  std::map<std::string, int> out;
  for (const auto& item : items) out[item.title] = item.copies;
  return out;
}

// Expects `result` to have failed with a message containing every one of `parts`.
template <typename T>
void expect_error(const Result<T>& result, std::initializer_list<std::string_view> parts) {
  ASSERT_FALSE(result.ok()) << "expected an error mentioning " << *parts.begin();
  const std::string& message = result.error().message;
  for (std::string_view part : parts) {
    EXPECT_NE(message.find(part), std::string::npos) << "\"" << part << "\" not in: " << message;
  }
}

// The built-in board with row `row` replaced.
std::string board_with_row(int row, const std::string& letters) {
  json j = json::parse(kPluckyBoardJson);
  j["rows"][static_cast<std::size_t>(row)] = letters;
  return j.dump();
}

// --- The built-in data -----------------------------------------------------------

TEST(PluckyComponents, TheBuiltInDataValidates) {
  ASSERT_NE(default_components(), nullptr);
  ::unsetenv("ROOKERY_PLUCKY_DATA");
  auto loaded = load_components();
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  EXPECT_EQ(*loaded, default_components());  // no directory named: the same components
}

TEST(PluckyComponents, TheBoardIsPL1) {
  const Board& b = default_components()->board;
  const std::vector<int> corners{0, 1, 7, 8, 9, 17, 63, 71, 72, 73, 79, 80};
  const std::map<int, int> holes{{20, 0}, {24, 1}, {56, 2}, {60, 3}};  // c3, g3, c7, g7
  int island = 0;
  int water = 0;
  for (int s = 0; s < kSquares; ++s) {
    const Terrain t = b.terrain[static_cast<std::size_t>(s)];
    const bool corner = std::find(corners.begin(), corners.end(), s) != corners.end();
    EXPECT_EQ(t == Terrain::kCorner, corner) << square_name(s);
    EXPECT_EQ(t == Terrain::kHole, holes.count(s) == 1) << square_name(s);
    const int hole = holes.count(s) == 1 ? holes.at(s) : -1;
    EXPECT_EQ(b.hole_index[static_cast<std::size_t>(s)], hole) << square_name(s);
    island += t == Terrain::kIsland ? 1 : 0;
    water += t == Terrain::kWater ? 1 : 0;
  }
  EXPECT_EQ(island, 21);  // the 5x5 island minus its 4 holes, the walrus' square included
  EXPECT_EQ(water, 44);
  EXPECT_EQ(b.holes, 4);
  EXPECT_EQ(b.walrus_start, 40);
  EXPECT_EQ(square_name(b.walrus_start), "e5");
  EXPECT_EQ(b.terrain[40], Terrain::kIsland);  // the walrus starts on island ice
  EXPECT_EQ(square_name(20) + square_name(24) + square_name(56) + square_name(60), "c3g3c7g7");
}

TEST(PluckyComponents, TheActionCardsArePL6) {
  const auto& cards = default_components()->cards;
  const std::map<std::string, int> expected{
      {"Waddle", 6},      {"Belly Slide", 5}, {"Shove", 6},         {"Splash", 4},
      {"Fish Thief", 5},  {"Walrus Call", 4}, {"Orca Sighting", 3}, {"Walrus Grumble", 3},
      {"Dodge", 5},       {"Counter", 4},     {"Thick Ice", 3},     {"Hole Guard", 3},
      {"Lucky Catch", 4}, {"Snowstorm", 2},   {"Rummage", 3},
  };
  EXPECT_EQ(copies_by_title(cards), expected);
  int total = 0;
  for (const auto& c : cards) total += c.copies;
  EXPECT_EQ(total, kActionCards);
  EXPECT_EQ(cards[1].id, "belly_slide");
  EXPECT_EQ(cards[1].effect, Effect::kBellySlide);
  EXPECT_EQ(cards[1].amount, 2);
  EXPECT_EQ(cards[3].timing, Timing::kLightning);   // Splash
  EXPECT_EQ(cards[10].timing, Timing::kPadlock);    // Thick Ice
  EXPECT_EQ(cards[14].effect, Effect::kDrawCards);  // Rummage draws 2
  EXPECT_EQ(cards[14].amount, 2);
  EXPECT_EQ(cards[0].amount, 1);  // the default
}

TEST(PluckyComponents, TheCharactersArePL5) {
  const auto& chars = default_components()->characters;
  ASSERT_EQ(chars.size(), static_cast<std::size_t>(kCharacters));
  std::vector<std::string> titles;
  for (const auto& c : chars) titles.push_back(c.title);
  EXPECT_EQ(titles, (std::vector<std::string>{"Swimmer", "Sprinter", "Fisher", "Trickster", "Lucky",
                                              "Bully", "Thief", "Diver"}));
  EXPECT_EQ(chars[0].timing, Timing::kPassive);
  EXPECT_EQ(chars[0].effect, Effect::kSwimExtra);
  EXPECT_EQ(chars[7].effect, Effect::kCheaperEvade);
}

// One Event card as the rulings list it: effect, evade cost (-1: none) and copies.
struct ExpectedEvent {
  EventEffect effect;
  int evade;
  int copies;
};

void expect_deck(const std::vector<EventCard>& deck, const std::vector<ExpectedEvent>& expected) {
  ASSERT_EQ(deck.size(), expected.size());
  int total = 0;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    EXPECT_EQ(deck[i].effect, expected[i].effect) << deck[i].id;
    EXPECT_EQ(deck[i].evade, expected[i].evade) << deck[i].id;
    EXPECT_EQ(deck[i].copies, expected[i].copies) << deck[i].id;
    total += deck[i].copies;
  }
  EXPECT_EQ(total, kEventCards);
}

TEST(PluckyComponents, TheEventDecksArePL7) {
  const auto& events = default_components()->events;
  expect_deck(events[static_cast<std::size_t>(Deck::kOrca)],
              {{EventEffect::kEaten, 2, 4},
               {EventEffect::kEatenInAreaOrWater, 3, 2},
               {EventEffect::kDiscardFish, -1, 3},
               {EventEffect::kCurrent, 1, 3},
               {EventEffect::kDiscardCard, 1, 3},
               {EventEffect::kNothing, -1, 5}});
  expect_deck(events[static_cast<std::size_t>(Deck::kWalrus)],
              {{EventEffect::kEaten, 2, 3},
               {EventEffect::kEatenOnWalrus, 1, 3},
               {EventEffect::kDiscardCard, 1, 4},
               {EventEffect::kWalrusTakesFish, -1, 3},
               {EventEffect::kWalrusShove, 1, 3},
               {EventEffect::kNothing, -1, 4}});
  EXPECT_EQ(events[0][2].amount, 2);  // Orca Nibble: discard 2 fish
}

// --- Names and the grid ------------------------------------------------------------

TEST(PluckyComponents, NamesAreTheDataFileSpellings) {
  EXPECT_EQ(timing_name(Timing::kTurn), "turn");
  EXPECT_EQ(timing_name(Timing::kPadlock), "padlock");
  EXPECT_EQ(timing_name(Timing::kLightning), "lightning");
  EXPECT_EQ(timing_name(Timing::kPassive), "passive");
  const std::vector<std::string_view> effects{
      "extra_movement",    "belly_slide",      "push_in_area",   "push_in_water",
      "steal_fish",        "walrus_step",      "orca_event",     "walrus_area_event",
      "cancel_event",      "cancel_lightning", "no_orca_events", "hole_guard",
      "fish_on_hole",      "no_water_bonus",   "draw_cards",     "swim_extra",
      "fish_next_to_hole", "cancel_targeting", "redraw_event",   "cheaper_evade"};
  for (std::size_t e = 0; e < effects.size(); ++e) {
    EXPECT_EQ(effect_name(static_cast<Effect>(e)), effects[e]);
  }
  const std::vector<std::string_view> event_effects{
      "eaten",        "eaten_in_area_or_water", "eaten_on_walrus", "discard_fish", "current",
      "discard_card", "walrus_takes_fish",      "walrus_shove",    "nothing"};
  for (std::size_t e = 0; e < event_effects.size(); ++e) {
    EXPECT_EQ(event_effect_name(static_cast<EventEffect>(e)), event_effects[e]);
  }
}

TEST(PluckyComponents, StepsAndSquareNames) {
  EXPECT_EQ(square_name(0), "a1");
  EXPECT_EQ(square_name(8), "i1");
  EXPECT_EQ(square_name(80), "i9");
  EXPECT_EQ(square_name(29), "c4");
  EXPECT_EQ(step(40, 0), 31);
  EXPECT_EQ(step(40, 1), 41);
  EXPECT_EQ(step(40, 2), 49);
  EXPECT_EQ(step(40, 3), 39);
  EXPECT_EQ(step(0, 0), -1);
  EXPECT_EQ(step(0, 3), -1);
  EXPECT_EQ(step(8, 1), -1);
  EXPECT_EQ(step(80, 2), -1);
  EXPECT_EQ(step(9, 3), -1);  // no wrapping to the row above
  EXPECT_EQ(direction_name(0), "north");
  EXPECT_EQ(direction_name(1), "east");
  EXPECT_EQ(direction_name(2), "south");
  EXPECT_EQ(direction_name(3), "west");
}

// --- Validation: every error names the file, the entry and the field ---------------

TEST(PluckyComponents, ActionCardErrors) {
  const json base = json::parse(kPluckyActionsJson);
  const auto parse = [](const json& j) { return parse_action_cards(j.dump(), "actions.json"); };
  json j = base;
  j["cards"][0]["copies"] = 7;
  expect_error(parse(j), {"actions.json", "cards", "\"copies\"", "sum to 60", "got 61"});
  j = base;
  j["cards"][2]["copies"] = 0;
  expect_error(parse(j), {"actions.json", "cards[2] \"shove\"", "\"copies\"", "1..60", "got 0"});
  j = base;
  j["cards"][3]["effect"] = "teleport";
  expect_error(parse(j), {"actions.json", "cards[3] \"splash\"", "\"effect\"", "\"teleport\"",
                          "extra_movement", "cheaper_evade"});
  j = base;
  j["cards"][4]["id"] = "shove";
  expect_error(parse(j),
               {"actions.json", "cards[4] \"shove\"", "\"id\"", "already used by cards[2]"});
  j = base;
  j["cards"][6]["title"] = "Shove";
  expect_error(parse(j), {"actions.json", "cards[6] \"orca_sighting\"", "\"title\"", "Shove"});
  j = base;
  j["cards"][5].erase("title");
  expect_error(parse(j), {"actions.json", "cards[5] \"walrus_call\"", "\"title\" is missing"});
  j = base;
  j["cards"][1]["timing"] = "whenever";
  expect_error(parse(j), {"actions.json", "cards[1] \"belly_slide\"", "\"timing\"", "\"whenever\"",
                          "lightning"});
  j = base;
  j["cards"][1]["timing"] = "passive";
  expect_error(parse(j), {"actions.json", "cards[1] \"belly_slide\"", "\"timing\"", "\"passive\""});
  j = base;
  j["cards"][1]["amount"] = 4;
  expect_error(parse(j), {"actions.json", "cards[1] \"belly_slide\"", "\"amount\"", "1..3"});
  j = base;
  j["cards"][7]["id"] = "Walrus-Grumble";
  expect_error(parse(j), {"actions.json", "cards[7] \"Walrus-Grumble\"", "\"id\"", "lowercase"});
  j = base;
  j["cards"][0]["text"] = 3;
  expect_error(parse(j), {"actions.json", "cards[0] \"waddle\"", "\"text\"", "string"});
  j = base;
  j["cards"][8] = "dodge";
  expect_error(parse(j), {"actions.json", "cards[8]", "object"});
  j = base;
  while (j["cards"].size() <= static_cast<std::size_t>(kMaxCardKinds))
    j["cards"].push_back(json::object());
  expect_error(parse(j), {"actions.json", "cards", "at most 24"});
  j = base;
  j.erase("cards");
  expect_error(parse(j), {"actions.json", "\"cards\" is missing"});
}

TEST(PluckyComponents, CharacterErrors) {
  const json base = json::parse(kPluckyCharactersJson);
  const auto parse = [](const json& j) { return parse_characters(j.dump(), "characters.json"); };
  json j = base;
  j["characters"].erase(7);
  expect_error(parse(j), {"characters.json", "characters", "exactly 8", "got 7"});
  j = base;
  j["characters"][2]["effect"] = "fly";
  expect_error(parse(j), {"characters.json", "characters[2] \"fisher\"", "\"effect\"", "\"fly\"",
                          "fish_next_to_hole"});
  j = base;
  j["characters"][6]["title"] = "Bully";
  expect_error(parse(j), {"characters.json", "characters[6] \"thief\"", "\"title\"",
                          "already used by characters[5] \"bully\""});
  j = base;
  j["characters"][3]["timing"] = "never";
  expect_error(parse(j), {"characters.json", "characters[3] \"trickster\"", "\"timing\"", "never"});
  j = base;
  j["characters"][3]["timing"] = "padlock";  // allowed for an ability
  EXPECT_TRUE(parse(j).ok());
  j = base;
  j["characters"][0].erase("text");
  expect_error(parse(j), {"characters.json", "characters[0] \"swimmer\"", "\"text\" is missing"});
}

TEST(PluckyComponents, EventErrors) {
  const json base = json::parse(kPluckyEventsJson);
  const auto parse = [](const json& j) { return parse_events(j.dump(), "events.json"); };
  json j = base;
  j["orca"][5]["copies"] = 6;
  expect_error(parse(j), {"events.json", "orca", "\"copies\"", "sum to 20", "got 21"});
  j = base;
  j["walrus"][0]["effect"] = "tickled";
  expect_error(parse(j), {"events.json", "walrus[0] \"walrus_attack\"", "\"effect\"", "\"tickled\"",
                          "walrus_shove"});
  j = base;
  j["orca"][1]["evade"] = 6;
  expect_error(parse(j), {"events.json", "orca[1] \"orca_ambush\"", "\"evade\"", "0..5"});
  j = base;
  j["orca"][1].erase("evade");
  expect_error(parse(j), {"events.json", "orca[1] \"orca_ambush\"", "\"evade\" is missing"});
  j = base;
  j["orca"][2]["amount"] = 6;
  expect_error(parse(j), {"events.json", "orca[2] \"orca_nibble\"", "\"amount\"", "1..5"});
  j = base;
  j["walrus"][3]["id"] = "walrus_roar";
  expect_error(parse(j),
               {"events.json", "walrus[3] \"walrus_roar\"", "\"id\"", "already used by walrus[2]"});
  j = base;
  j["walrus"][5]["id"] = "calm_water";  // ids are unique per deck only
  EXPECT_TRUE(parse(j).ok());
  j = base;
  j.erase("walrus");
  expect_error(parse(j), {"events.json", "\"walrus\" is missing"});
}

TEST(PluckyComponents, BoardErrors) {
  const auto parse = [](const std::string& text) { return parse_board(text, "board.json"); };
  expect_error(parse(board_with_row(0, "CWWWWWWCC")),
               {"board.json", "rows", "exactly 12 C squares", "got 11"});
  expect_error(parse(board_with_row(3, "WWIIIIIW")),
               {"board.json", "rows[3]", "\"rows\"", "9 characters", "\"WWIIIIIW\""});
  expect_error(parse(board_with_row(3, "WWIIXIIWW")), {"board.json", "rows[3]", "C W I F M"});
  expect_error(parse(board_with_row(2, "WWIIIIIWW")),
               {"board.json", "rows", "exactly 4 F squares", "got 2"});
  expect_error(parse(board_with_row(3, "WWIIMIIWW")),
               {"board.json", "rows", "exactly 1 M square", "got 2"});
  expect_error(parse(board_with_row(0, "CCWWIWWCC")),
               {"board.json", "rows", "connected", "e1", "e5"});
  json j = json::parse(kPluckyBoardJson);
  j["rows"].erase(8);
  expect_error(parse(j.dump()), {"board.json", "rows", "exactly 9 strings"});
}

TEST(PluckyComponents, TextThatIsNotAJsonObject) {
  expect_error(parse_board("the board, drawn by hand", "board.json"),
               {"board.json", "not valid JSON"});
  expect_error(parse_action_cards("{\"cards\": [", "actions.json"),
               {"actions.json", "not valid JSON"});
  expect_error(parse_characters("[1, 2, 3]", "characters.json"),
               {"characters.json", "must be a JSON object", "array"});
  expect_error(parse_events("[]", "events.json"), {"events.json", "must be a JSON object"});
}

// --- Other decks ---------------------------------------------------------------------

// Six kinds of card, ten copies each, reusing the primitives under new names.
json alternative_actions() {
  json cards = json::array();
  const auto add = [&cards](const char* id, const char* title, const char* timing,
                            const char* effect, int amount) {
    cards.push_back({{"id", id},
                     {"title", title},
                     {"text", std::string("Our own ") + title + "."},
                     {"timing", timing},
                     {"effect", effect},
                     {"amount", amount},
                     {"copies", 10}});
  };
  add("extra_waddle", "Extra Waddle", "turn", "extra_movement", 1);
  add("long_slide", "Long Slide", "turn", "belly_slide", 3);
  add("nudge", "Nudge", "turn", "push_in_area", 1);
  add("duck", "Duck", "lightning", "cancel_event", 1);
  add("ice_wall", "Ice Wall", "padlock", "no_orca_events", 1);
  add("deep_rummage", "Deep Rummage", "turn", "draw_cards", 3);
  return json{{"cards", cards}};
}

TEST(PluckyComponents, AnAlternativeDeckLoadsWithItsOwnTitles) {
  auto cards = parse_action_cards(alternative_actions().dump(), "actions.json");
  ASSERT_TRUE(cards.ok()) << cards.error().message;
  ASSERT_EQ(cards->size(), 6u);
  EXPECT_EQ((*cards)[0].title, "Extra Waddle");
  EXPECT_EQ((*cards)[0].text, "Our own Extra Waddle.");
  EXPECT_EQ((*cards)[0].copies, 10);
  EXPECT_EQ((*cards)[1].effect, Effect::kBellySlide);
  EXPECT_EQ((*cards)[1].amount, 3);
  EXPECT_EQ((*cards)[4].timing, Timing::kPadlock);
}

// A fresh directory under the system's temporary directory, removed at the end.
class DataDirectory {
 public:
  explicit DataDirectory(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("rookery-plucky-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~DataDirectory() {
    ::unsetenv("ROOKERY_PLUCKY_DATA");
    std::filesystem::remove_all(path_);
  }
  // Writes `text` to `file` in the directory.
  void write(const std::string& file, const std::string& text) const {
    std::ofstream(path_ / file) << text;
  }
  // Points ROOKERY_PLUCKY_DATA here (unset again by the destructor).
  void use() const { ::setenv("ROOKERY_PLUCKY_DATA", path_.c_str(), 1); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

TEST(PluckyComponents, TheDataDirectoryReplacesTheFilesItHolds) {
  DataDirectory dir("replace");
  dir.write("actions.json", alternative_actions().dump());
  dir.use();
  auto loaded = load_components();
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  const Components& c = **loaded;
  ASSERT_EQ(c.cards.size(), 6u);
  EXPECT_EQ(c.cards[0].title, "Extra Waddle");
  EXPECT_EQ(c.characters.size(), default_components()->characters.size());  // built in
  EXPECT_EQ(c.board.walrus_start, 40);
  EXPECT_EQ(c.events[0].size(), default_components()->events[0].size());
}

TEST(PluckyComponents, ABrokenFileInTheDataDirectoryIsAnErrorNamingItsPath) {
  DataDirectory dir("broken");
  dir.write("events.json", "{\"orca\": [");
  dir.use();
  const std::string path = (dir.path() / "events.json").string();
  expect_error(load_components(), {path, "not valid JSON"});
  json actions = alternative_actions();
  actions["cards"][2]["copies"] = 9;
  dir.write("events.json", std::string(kPluckyEventsJson));
  dir.write("actions.json", actions.dump());
  expect_error(load_components(),
               {(dir.path() / "actions.json").string(), "cards", "\"copies\"", "got 59"});
  std::filesystem::remove(dir.path() / "actions.json");
  std::filesystem::create_directory(dir.path() / "actions.json");
  expect_error(load_components(), {(dir.path() / "actions.json").string(), "cannot be read"});
}

TEST(PluckyComponents, AGameIsPlayedWithTheAlternativeDeck) {
  DataDirectory dir("play");
  dir.write("actions.json", alternative_actions().dump());
  dir.use();
  auto game = load_game("plucky(players=3)");
  ASSERT_TRUE(game.ok()) << game.error().message;
  auto state = (*game)->new_initial_state(*game);
  // Its titles are the words of the moves, with the printed amounts.
  auto slide = state->parse_action(0, "play Long Slide east 3 squares");
  ASSERT_TRUE(slide.ok()) << slide.error().message;
  EXPECT_EQ(state->action_to_string(0, *slide), "play Long Slide east 3 squares");
  EXPECT_FALSE(state->parse_action(0, "play Waddle").ok());
  // Random games with it honour every contract of the game API.
  ConformanceOptions options;
  options.playouts = 20;
  const ConformanceReport report = check_conformance(
      *game, [](std::string_view s) { return load_game(s); }, options);
  for (const std::string& f : report.failures) ADD_FAILURE() << f;
  EXPECT_EQ(report.playouts, 20);
}

TEST(PluckyComponents, AGameWithAnUnknownEffectIsRefusedNamingIt) {
  DataDirectory dir("unknown");
  json actions = alternative_actions();
  actions["cards"][3]["effect"] = "teleport";
  dir.write("actions.json", actions.dump());
  dir.use();
  auto game = load_game("plucky(players=3)");
  ASSERT_FALSE(game.ok());
  EXPECT_NE(game.error().message.find("teleport"), std::string::npos) << game.error().message;
  EXPECT_NE(game.error().message.find("cards[3]"), std::string::npos) << game.error().message;
}

TEST(PluckyComponents, AMissingDataDirectoryIsAnError) {
  DataDirectory dir("missing");
  const std::string missing = (dir.path() / "nowhere").string();
  ::setenv("ROOKERY_PLUCKY_DATA", missing.c_str(), 1);
  expect_error(load_components(), {"ROOKERY_PLUCKY_DATA", missing, "not a directory"});
}

}  // namespace
}  // namespace rookery::plucky
