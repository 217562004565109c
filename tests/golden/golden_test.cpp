// Golden playthroughs and behaviour signatures: the proof that a refactor changed
// no behaviour. The configurations are each game's tests/<game>/goldens.json;
// each file of tests/golden/ holds the record of one seeded game
// played by bots and every player's final observation and the returns; the test
// replays the record, plays the game again with the same bots, and compares both
// byte for byte. signatures.json holds `rookery bench`'s behaviour signature per
// game string. A rules change regenerates them (scripts/update-goldens) in the
// same commit and says why; a refactor must leave them as they are.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/json_input.h"
#include "core/playthrough.h"
#include "core/rng.h"
#include "games/registry.h"
#include "study/bench.h"

namespace rookery {
namespace {

// One golden game: its file name (without .json), game string, a bot per seat and the seed.
struct Golden {
  std::string name;
  std::string game;
  std::vector<std::string> bots;
  std::uint64_t seed;
};

void PrintTo(const Golden& g, std::ostream* os) { *os << g.name << ": " << g.game; }

std::filesystem::path golden_dir() { return ROOKERY_GOLDEN_DIR; }

// A JSON file's contents, read as the engine reads outside input.
Result<nlohmann::json> parse_file(const std::filesystem::path& path) {
  std::ifstream file(path);
  std::stringstream buffer;
  buffer << file.rdbuf();
  return parse_json_input(buffer.str());
}

// The goldens.json files that are not lists of goldens.
std::vector<std::string>& unreadable_golden_lists() {
  static std::vector<std::string> files;
  return files;
}

// Each game's golden configurations, in its own tests/<game>/goldens.json: a list
// of {"name", "game", "bots", "seed"}, the configurations whose rules differ, one
// of them with a small search seat (with heuristic playouts where the strongest
// seat uses them) so the search is guarded too.
const std::vector<Golden>& goldens() {
  static const std::vector<Golden> list = [] {
    std::vector<Golden> out;
    std::vector<std::filesystem::path> files;
    for (const auto& dir : std::filesystem::directory_iterator(ROOKERY_TESTS_DIR)) {
      if (std::filesystem::exists(dir.path() / "goldens.json"))
        files.push_back(dir.path() / "goldens.json");
    }
    std::sort(files.begin(), files.end());
    for (const std::filesystem::path& path : files) {
      auto parsed = parse_file(path);
      if (!parsed || !parsed->is_array()) {
        // Told by Golden.EveryFileHasAConfigurationAndEveryGameAGolden: no test runs yet.
        unreadable_golden_lists().push_back(path.string());
        continue;
      }
      try {
        for (const nlohmann::json& g : *parsed) {
          out.push_back({g.at("name").get<std::string>(), g.at("game").get<std::string>(),
                         g.at("bots").get<std::vector<std::string>>(),
                         g.at("seed").get<std::uint64_t>()});
        }
      } catch (const nlohmann::json::exception&) {  // a field missing or of the wrong type
        unreadable_golden_lists().push_back(path.string());
      }
    }
    return out;
  }();
  return list;
}

// Set (to anything) by scripts/update-goldens: write the files instead of comparing.
bool updating() { return std::getenv("ROOKERY_UPDATE_GOLDENS") != nullptr; }

Result<std::shared_ptr<const Game>> loader(std::string_view s) { return load_game(s); }

// The game played as `rookery play GAME --seats BOTS --seed SEED` plays it: chance
// from the record's (seed, move number), seat s's bot seeded with mix_seed(seed, s + 1).
Playthrough play_golden(const Golden& g) {
  auto game = load_game(g.game, static_cast<int>(g.bots.size()));
  EXPECT_TRUE(game.ok()) << game.error().message;
  Playthrough play(*game, g.seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < g.bots.size(); ++s) {
    auto bot = make_bot_for(g.bots[s], **game, mix_seed(g.seed, s + 1));
    EXPECT_TRUE(bot.ok()) << bot.error().message;
    bots.push_back(std::move(*bot));
  }
  while (!play.state().is_terminal()) {
    const State& state = play.state();
    const Player p = state.acting_players()[0];
    const Action a = p == kChancePlayer ? play.auto_chance_outcome()
                                        : bots[static_cast<std::size_t>(p)]->choose(state, p);
    for (const auto& bot : bots) bot->observe(state, p, a);
    const Result<void> r = play.apply(p, a);
    EXPECT_TRUE(r.ok()) << r.error().message;
    if (!r) break;
  }
  return play;
}

// What a golden file holds beside the record: every player's final observation and the returns.
nlohmann::json final_view(const State& state) {
  nlohmann::json observations = nlohmann::json::array();
  for (Player p = 0; p < state.game().num_players(); ++p)
    observations.push_back(state.observation(p));
  return {{"observations", observations}, {"returns", state.returns()}};
}

nlohmann::json read_json(const std::filesystem::path& path) {
  EXPECT_TRUE(std::filesystem::exists(path)) << "cannot open " << path;
  auto parsed = parse_file(path);
  EXPECT_TRUE(parsed.ok()) << path << ": " << parsed.error().message;
  return parsed ? *parsed : nlohmann::json();
}

void write_json(const std::filesystem::path& path, const nlohmann::json& j) {
  std::ofstream file(path);
  file << j.dump(1) << "\n";
  ASSERT_TRUE(file) << "cannot write " << path;
}

class GoldenPlaythrough : public ::testing::TestWithParam<Golden> {};

TEST_P(GoldenPlaythrough, ReplaysToTheSameEndAndPlaysTheSameMoves) {
  const Golden& g = GetParam();
  const std::filesystem::path path = golden_dir() / (g.name + ".json");
  if (updating()) {
    const Playthrough play = play_golden(g);
    ASSERT_TRUE(play.state().is_terminal()) << g.name;
    nlohmann::json file = {{"bots", g.bots}, {"record", play.to_json()}};
    file.update(final_view(play.state()));
    write_json(path, file);
    return;
  }
  const nlohmann::json golden = read_json(path);
  ASSERT_TRUE(golden.is_object()) << path;
  ASSERT_EQ(golden["bots"], nlohmann::json(g.bots)) << path << " was made with other bots";

  // (1) The record replays to the same final observations and returns, byte for byte.
  auto replayed = Playthrough::from_json(golden["record"], loader);
  ASSERT_TRUE(replayed.ok()) << path << ": " << replayed.error().message;
  EXPECT_EQ(replayed->to_json().dump(), golden["record"].dump()) << g.name << ": the record";
  EXPECT_EQ(replayed->seed(), g.seed);
  EXPECT_TRUE(replayed->state().is_terminal()) << path << ": the record ends before the game";
  const nlohmann::json view = final_view(replayed->state());
  ASSERT_EQ(view["observations"].size(), golden["observations"].size());
  for (std::size_t p = 0; p < view["observations"].size(); ++p) {
    EXPECT_EQ(view["observations"][p].dump(), golden["observations"][p].dump())
        << g.name << ": player " << p << "'s final observation";
  }
  EXPECT_EQ(view["returns"].dump(), golden["returns"].dump()) << g.name << ": returns";

  // (2) The same seed and bots play the same moves again.
  const Playthrough again = play_golden(g);
  const nlohmann::json moves = again.to_json()["moves"];
  const nlohmann::json& expected = golden["record"]["moves"];
  for (std::size_t i = 0; i < std::min(moves.size(), expected.size()); ++i) {
    ASSERT_EQ(moves[i].dump(), expected[i].dump()) << g.name << ": first different move, " << i;
  }
  EXPECT_EQ(moves.size(), expected.size()) << g.name << ": game length";
}

INSTANTIATE_TEST_SUITE_P(Games, GoldenPlaythrough, ::testing::ValuesIn(goldens()),
                         [](const ::testing::TestParamInfo<Golden>& info) {
                           return info.param.name;
                         });

TEST(Golden, EveryFileHasAConfigurationAndEveryGameAGolden) {
  if (updating()) GTEST_SKIP() << "updating";
  for (const std::string& f : unreadable_golden_lists())
    ADD_FAILURE() << f << ": not a list of goldens";
  std::set<std::string> named;
  std::set<std::string> games;
  for (const Golden& g : goldens()) {
    named.insert(g.name + ".json");
    games.insert(g.game.substr(0, g.game.find('(')));
  }
  for (const auto& entry : std::filesystem::directory_iterator(golden_dir())) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() == ".json" && file != "signatures.json") {
      EXPECT_TRUE(named.contains(file)) << file << " is not in goldens(): a stale golden";
    }
  }
  for (const GameEntry& e : registered_games()) {
    EXPECT_TRUE(games.contains(e.facts.name)) << e.facts.name << " has no golden playthrough";
  }
}

// Every game's defaults and every golden's configuration.
std::vector<std::string> signature_games() {
  std::set<std::string> out;
  for (const Golden& g : goldens()) {
    out.insert(g.game);
    out.insert(g.game.substr(0, g.game.find('(')));
  }
  return {out.begin(), out.end()};
}

std::string hex(std::uint64_t v) {
  std::ostringstream s;
  s << std::hex << v;
  return s.str();
}

TEST(Golden, BehaviourSignaturesAreTheCommittedOnes) {
  const std::filesystem::path path = golden_dir() / "signatures.json";
  nlohmann::json actual = nlohmann::json::object();
  for (const std::string& s : signature_games()) {
    auto game = load_game(s);
    ASSERT_TRUE(game.ok()) << s << ": " << game.error().message;
    actual[s] = hex(behaviour_signature(*game));
  }
  if (updating()) {
    write_json(path, actual);
    return;
  }
  const nlohmann::json expected = read_json(path);
  for (const auto& [game, signature] : actual.items()) {
    EXPECT_EQ(signature, expected.value(game, nlohmann::json())) << game;
  }
  EXPECT_EQ(expected.size(), actual.size()) << "signatures.json lists other games";
}

}  // namespace
}  // namespace rookery
