// "Add a game" (ARCHITECTURE.md): every registered game has what the checklist
// asks for in its own folders, so a new game that misses a step fails here with
// the step named.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "ai/game_bots.h"
#include "games/registry.h"

namespace rookery {
namespace {

const std::filesystem::path kRoot = ROOKERY_SOURCE_DIR;

std::string read(const std::filesystem::path& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

TEST(AddAGame, EveryRegisteredGameHasItsFolders) {
  for (const GameEntry& e : registered_games()) {
    const std::string& name = e.facts.name;
    SCOPED_TRACE(name);
    // 1. Its rules and their clauses.
    const std::string rules = read(kRoot / "games" / name / "RULES.md");
    EXPECT_NE(rules.find(e.facts.title), std::string::npos)
        << "games/" << name << "/RULES.md: missing, or not about " << e.facts.title;
    // 2. Its sources join the games library from its own folder.
    EXPECT_TRUE(std::filesystem::exists(kRoot / "games" / name / "CMakeLists.txt"));
    // 3. Its row in the bot table, and seats to offer.
    EXPECT_NE(bots_of(name), nullptr) << "no row in ai/game_bots.cpp";
    EXPECT_FALSE(bot_levels(name).empty());
    // 4. Its rule tests, invariants, natural ends and golden playthroughs.
    for (const char* file :
         {"CMakeLists.txt", "goldens.json", "invariants.cpp", "natural_end_test.cpp"}) {
      EXPECT_TRUE(std::filesystem::exists(kRoot / "tests" / name / file))
          << "tests/" << name << "/" << file << " is missing";
    }
    // 5. Its observation's and its moves' schemas, which the web's contract checks and types read.
    for (const std::string& schema : {name + ".observation.json", name + ".moves.json"}) {
      EXPECT_TRUE(std::filesystem::exists(kRoot / "docs" / "schemas" / schema))
          << "docs/schemas/" << schema << " is missing";
    }
  }
}

// The configurations every consumer plays (GameEntry::configurations): the game's
// defaults first, then others of the same game, each loading, none twice.
TEST(AddAGame, EveryGamesConfigurationsLoadWithItsDefaultsFirst) {
  for (const GameEntry& e : registered_games()) {
    SCOPED_TRACE(e.facts.name);
    ASSERT_FALSE(e.configurations.empty());
    EXPECT_EQ(e.configurations.front(), e.facts.name);
    std::set<std::string> canonical;
    for (const std::string& c : e.configurations) {
      auto game = load_game(c);
      ASSERT_TRUE(game.ok()) << c << ": " << game.error().message;
      EXPECT_EQ((*game)->facts().name, e.facts.name) << c;
      EXPECT_TRUE(canonical.insert((*game)->game_string()).second) << c << " is listed twice";
    }
  }
}

// An option that applies only sometimes names another parameter of its game and a
// value that parameter may take, so the lobby can tell when to offer it.
TEST(AddAGame, EveryOptionsConditionNamesAnotherParameterAndOneOfItsValues) {
  int conditions = 0;
  for (const GameEntry& e : registered_games()) {
    for (const ParamSpec& p : e.params) {
      if (p.applies_when.empty()) continue;
      ++conditions;
      SCOPED_TRACE(e.facts.name + "." + p.name + ": " + p.applies_when);
      const std::size_t eq = p.applies_when.find('=');
      ASSERT_NE(eq, std::string::npos);
      const bool negated = eq > 0 && p.applies_when[eq - 1] == '!';
      const std::string other = p.applies_when.substr(0, negated ? eq - 1 : eq);
      const std::string value = p.applies_when.substr(eq + 1);
      EXPECT_NE(other, p.name);
      const auto it = std::find_if(e.params.begin(), e.params.end(),
                                   [&](const ParamSpec& q) { return q.name == other; });
      ASSERT_NE(it, e.params.end()) << "no parameter " << other;
      EXPECT_TRUE(Params::validate(e.facts.name, {*it}, {{other, value}}).ok())
          << value << " is not a value of " << other;
    }
  }
  EXPECT_GE(conditions, 4);  // Fistful's solo and advanced options, Pantolino's variants
}

// A game's web face is its folder web/src/games/<game>/: a page of its own
// (page.tsx) exports `page` and a guide (guide.tsx) exports `guide`, which is how
// the front end finds them (import.meta.glob); a game without a page gets the
// generic page. Every folder belongs to a registered game, and no game's page
// lies outside its folder, where the glob would not find it.
TEST(AddAGame, EveryGameFolderOfTheWebBelongsToAGameAndExportsWhatItHas) {
  std::set<std::string> games;
  for (const GameEntry& e : registered_games()) games.insert(e.facts.name);
  const std::filesystem::path faces = kRoot / "web" / "src" / "games";
  int found = 0;
  for (const auto& entry : std::filesystem::directory_iterator(faces)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory()) {
      EXPECT_TRUE(name == "generic.tsx" || entry.path().extension() == ".ts")
          << entry.path() << ": a game's page is web/src/games/<game>/page.tsx";
      continue;
    }
    ++found;
    EXPECT_TRUE(games.contains(name)) << entry.path() << " is the folder of no registered game";
    for (const auto& [file, exported] : {std::pair{"page.tsx", "export const page: GamePage"},
                                         std::pair{"guide.tsx", "export const guide"}}) {
      const std::filesystem::path path = entry.path() / file;
      if (!std::filesystem::exists(path)) continue;
      EXPECT_NE(read(path).find(exported), std::string::npos) << path << " does not export it";
    }
  }
  EXPECT_GE(found, 1);
}

}  // namespace
}  // namespace rookery
