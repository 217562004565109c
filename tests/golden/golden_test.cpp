// Golden playthroughs and behaviour signatures: the proof that a refactor changed
// no behaviour. Each file of tests/golden/ holds the record of one seeded game
// played by bots and every player's final observation and the returns; the test
// replays the record, plays the game again with the same bots, and compares both
// byte for byte. signatures.json holds `rookery bench`'s behaviour signature per
// game string. A rules change regenerates them (scripts/update-goldens) in the
// same commit and says why; a refactor must leave them as they are.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "cli/bench.h"
#include "core/json_input.h"
#include "core/playthrough.h"
#include "core/rng.h"
#include "games/registry.h"

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

// A search seat kept small so the suite stays fast; its choices guard the search.
const char* const kMcts = "mcts(iterations=60)";

// Per game, the configurations whose rules differ; one per game has an mcts seat
// (with heuristic playouts where the strongest seat uses them).
const std::vector<Golden>& goldens() {
  static const std::vector<Golden> list = {
      {"fistful_2p", "fistful(players=2)", {"heuristic", kMcts}, 1},
      {"fistful_4p", "fistful(players=4)", {"heuristic", "heuristic", "heuristic", "heuristic"}, 2},
      {"fistful_solo", "fistful(players=1)", {"heuristic"}, 3},
      {"fistful_solo_bank", "fistful(players=1,solo_squirrels=bank)", {"heuristic"}, 4},
      {"fistful_advanced",
       "fistful(players=3,advanced=true)",
       {"heuristic", "heuristic", "heuristic"},
       5},
      {"pantolino_2p",
       "pantolino(players=2)",
       {"heuristic", "mcts(iterations=60,rollout=heuristic,playout_moves=3)"},
       1},
      {"pantolino_solo", "pantolino(players=1)", {"optimal"}, 2},
      {"pantolino_variants",
       "pantolino(players=4,escaping_boots=true,discard_smallest=true)",
       {"heuristic", "heuristic", "heuristic", "heuristic"},
       3},
      {"push_push_3p", "push_push(players=3)", {"heuristic", "heuristic", kMcts}, 1},
      {"push_push_waddlebots",
       "push_push(players=4,waddlebots=2)",
       {"heuristic", "heuristic", "heuristic", "heuristic"},
       2},
      {"plucky_3p",
       "plucky(players=3)",
       {"heuristic", "heuristic",
        "mcts(iterations=40,rollout=heuristic,playout_rounds=1,eval=heuristic)"},
       1},
      {"plucky_chosen",
       "plucky(players=5,characters=chosen)",
       {"heuristic", "heuristic", "heuristic", "heuristic", "heuristic"},
       2},
      {"plucky_golden_fish",
       "plucky(mode=golden_fish,players=4)",
       {"heuristic", "heuristic", "heuristic", "heuristic"},
       3},
      {"plucky_capture_the_fish",
       "plucky(mode=capture_the_fish,players=2)",
       {"heuristic", "heuristic"},
       4},
      {"plucky_teams", "plucky(mode=teams,players=3)", {"heuristic", "heuristic", "heuristic"}, 5},
      {"match_2p", "match(players=2)", {"reaction", "mcts(iterations=20,playout_moves=20)"}, 1},
      {"match_4p",
       "match(players=4,card_ms=1000)",
       {"reaction(level=child)", "reaction", "reaction(level=skilled)", "reaction(level=champion)"},
       2},
  };
  return list;
}

std::filesystem::path golden_dir() { return ROOKERY_GOLDEN_DIR; }

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
  std::ifstream file(path);
  EXPECT_TRUE(file) << "cannot open " << path;
  std::stringstream buffer;
  buffer << file.rdbuf();
  auto parsed = parse_json_input(buffer.str());
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
