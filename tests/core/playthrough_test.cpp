// Game records: save, replay bit for bit, and clear errors for broken records.
#include "core/playthrough.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "ai/random_playout.h"
#include "games/registry.h"

namespace rookery {
namespace {

GameLoader loader() {
  return [](std::string_view s) { return load_game(s); };
}

Playthrough played(std::string_view game_string, std::uint64_t seed, int moves) {
  Playthrough play(load_game(game_string).value(), seed);
  Rng rng(seed);
  for (int i = 0; i < moves && !play.state().is_terminal(); ++i) {
    play.advance_chance();
    if (play.state().is_terminal()) break;
    const Player p = play.state().acting_players()[0];
    const ActionList legal = play.state().legal_actions(p);
    EXPECT_TRUE(
        play.apply(p, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))])
            .ok());
  }
  return play;
}

TEST(Playthrough, RecordReplaysBitForBit) {
  const Playthrough play = played("pantolino(players=3,escaping_boots=true)", 99, 200);
  const nlohmann::json record = play.to_json();
  EXPECT_EQ(record["format"], "rookery-playthrough");
  EXPECT_EQ(record["seed"], 99);
  auto back = Playthrough::from_json(nlohmann::json::parse(record.dump()), loader());
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back->state().equals(play.state()));
  EXPECT_EQ(back->to_json(), record);
}

TEST(Playthrough, AutomaticChanceDependsOnlyOnSeedAndMoveNumber) {
  // A game saved mid-way and reloaded rolls the same dice as one never saved.
  Playthrough a = played("pantolino", 5, 30);
  auto b = Playthrough::from_json(a.to_json(), loader());
  ASSERT_TRUE(b.ok());
  a.advance_chance();
  b->advance_chance();
  EXPECT_EQ(a.to_json(), b->to_json());
  Playthrough other_seed = played("pantolino", 6, 0);
  Playthrough same_seed = played("pantolino", 5, 0);
  same_seed.advance_chance();
  other_seed.advance_chance();
  EXPECT_EQ(same_seed.moves().size(), 1u);
}

TEST(Playthrough, BrokenRecordsGiveClearErrors) {
  const struct {
    const char* json;
    const char* expected;
  } cases[] = {
      {R"([1,2])", "JSON object"},
      {R"({"moves":[]})", "\"game\""},
      {R"({"game":"pantolino","format":"chess-pgn"})", "format"},
      {R"({"game":"pantolino","version":99})", "version"},
      {R"({"game":"nope"})", "unknown game"},
      {R"({"game":"pantolino","seed":-4})", "seed"},
      {R"({"game":"pantolino","moves":{}})", "array"},
      {R"({"game":"pantolino","moves":[{"player":0}]})", "move 1"},
      {R"({"game":"pantolino","moves":[{"player":"chance","action":"roll red red red"}]})",
       "move 1"},
      {R"({"game":"pantolino","moves":[{"player":7,"action":"stop"}]})", "seat"},
      {R"({"game":"pantolino","moves":[{"player":0,"action":"stop"}]})", "move 1"},
      {R"({"game":"pantolino","moves":[{"player":"chance","action":"roll red red red red"},{"player":0,"action":"take red 9"}]})",
       "move 2"},
  };
  for (const auto& c : cases) {
    auto r = Playthrough::from_json(nlohmann::json::parse(c.json), loader());
    ASSERT_FALSE(r.ok()) << c.json;
    EXPECT_NE(r.error().message.find(c.expected), std::string::npos)
        << c.json << " -> " << r.error().message;
  }
}

TEST(Playthrough, SeedMayBeWrittenAsAString) {
  auto r = Playthrough::from_json(
      nlohmann::json::parse(R"({"game":"pantolino","seed":"18446744073709551615","moves":[]})"),
      loader());
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->seed(), 18446744073709551615ULL);
}

TEST(Playthrough, RefusedMovesAreNotRecorded) {
  Playthrough play(load_game("pantolino").value(), 1);
  EXPECT_FALSE(play.apply(0, 0).ok());  // chance must roll first
  EXPECT_FALSE(play.apply_text(kChancePlayer, "roll purple red red red").ok());
  EXPECT_TRUE(play.moves().empty());
}

}  // namespace
}  // namespace rookery
