// The conformance suite over every registered game, in several configurations.
#include "core/testing/conformance.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "core/testing/toy_game.h"
#include "games/registry.h"
#include "tests/invariants/invariants.h"

namespace rookery {
namespace {

// Game strings to check: each registered game's configurations (its defaults
// and those whose rules differ, GameEntry::configurations), and the test-only
// toy game's. A new game joins by registration alone.
std::vector<std::string> configurations() {
  std::vector<std::string> out;
  for (const GameEntry& e : registered_games()) {
    out.insert(out.end(), e.configurations.begin(), e.configurations.end());
  }
  out.emplace_back("toy");
  out.emplace_back("toy(players=3,rounds=5)");
  return out;
}

// A registered game, or the test-only toy game, from its game string.
Result<std::shared_ptr<const Game>> load_any(std::string_view game_string) {
  return game_string.rfind("toy", 0) == 0 ? toy::load(game_string) : load_game(game_string);
}

class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomPlayoutsHonourEveryContract) {
  auto game = load_any(GetParam());
  ASSERT_TRUE(game.ok()) << game.error().message;
  ConformanceOptions options;
  // Sanitizer runs ask for fewer playouts through the environment (CMakePresets.json).
  const char* playouts = std::getenv("ROOKERY_CONFORMANCE_PLAYOUTS");
  options.playouts = playouts != nullptr ? std::max(1, std::atoi(playouts)) : 400;
  // Plucky's games run to hundreds of moves, each checked in full: fewer suffice.
  if (GetParam().rfind("plucky", 0) == 0) options.playouts = std::max(1, options.playouts / 3);
  options.seed = 2026;
  options.invariants = invariants_for((*game)->facts().name);
  const ConformanceReport report = check_conformance(*game, load_any, options);
  for (const std::string& f : report.failures) ADD_FAILURE() << f;
  EXPECT_EQ(report.playouts, options.playouts);
  EXPECT_GT(report.actions, 0);
}

// Every configuration of a registered game gives learning programs a tensor and
// an action space (docs/observation-tensors.md); the conformance playouts above
// prove them right. The test-only toy game has neither.
TEST(Conformance, RegisteredGamesHaveAnObservationTensorAndAnActionSpace) {
  for (const std::string& game_string : configurations()) {
    if (game_string.rfind("toy", 0) == 0) continue;  // test-only: no tensor
    auto game = load_game(game_string);
    ASSERT_TRUE(game.ok()) << game.error().message;
    EXPECT_GT((*game)->observation_tensor_layout().size(), 0) << game_string;
    const std::vector<Action> actions = (*game)->distinct_actions();
    EXPECT_FALSE(actions.empty()) << game_string;
    EXPECT_TRUE(std::is_sorted(actions.begin(), actions.end())) << game_string;
    EXPECT_EQ(std::adjacent_find(actions.begin(), actions.end()), actions.end()) << game_string;
    // OpenSpiel's convention: every id lies in [0, num_distinct_actions), so an array of
    // logits or a mask is indexed by the id itself (legal moves are among `actions`).
    const int size = (*game)->num_distinct_actions();
    EXPECT_GE(actions.front(), 0) << game_string;
    EXPECT_LT(actions.back(), size) << game_string;
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, Conformance, ::testing::ValuesIn(configurations()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name;
                           for (char c : info.param)
                             name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name + "_" + std::to_string(info.index);
                         });

}  // namespace
}  // namespace rookery
