// Push Push Penguin's log in sentences (State::log_sentence): each move with its
// penguin, its spaces and where it and the penguins it pushed ended; the dice under
// the cup and the GO choice said to their owner only (PP-4); the end says who was
// second in line.
#include <gtest/gtest.h>

#include <string>

#include "core/rng.h"
#include "core/state.h"
#include "games/registry.h"

namespace rookery {
namespace {

// Whether `text` holds a digit outside its {N} seat placeholders.
bool has_number(const std::string& text) {
  bool in_seat = false;
  for (char c : text) {
    if (c == '{') in_seat = true;
    if (c == '}') in_seat = false;
    if (!in_seat && c >= '0' && c <= '9') return true;
  }
  return false;
}

TEST(PushPushLog, EveryMoveOfSeededGamesIsASentenceThatKeepsTheCupSecret_PP4) {
  int moves_seen = 0, ends_seen = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto game = load_game("push_push(players=3)").value();
    auto s = game->new_initial_state(game);
    Rng rng(seed);
    for (int ply = 0; ply < 2000 && !s->is_terminal(); ++ply) {
      const bool chance = s->is_chance_node();
      const Player p = chance ? kChancePlayer : s->acting_players()[0];
      const Action a = chance ? s->sample_chance(rng) : [&] {
        const ActionList legal = s->legal_actions(p);
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      }();
      const std::string words = s->action_to_string(p, a);
      for (Player viewer : {Player{0}, Player{1}, Player{2}, kSpectator}) {
        const std::string said = s->log_sentence(viewer, p, a);
        ASSERT_FALSE(said.empty()) << words;
        EXPECT_EQ(said.back(), '.') << said;
        EXPECT_EQ(said.find("player"), std::string::npos)
            << "seats are {N}, named by the reader: " << said;
        const std::string shown = s->public_action_text(viewer, p, a);
        if (shown.find("under the cup") != std::string::npos || shown == "has chosen") {
          // What the viewer may not read is not in the sentence either: no die's number.
          EXPECT_FALSE(has_number(said)) << viewer << ": " << said;
        }
      }
      const std::string spectator = s->log_sentence(kSpectator, p, a);
      if (words == "move") {
        // "{1} moves 4 spaces to 23, and pushes {2} to 24." (or "{1}'s Waddlebot moves ...")
        EXPECT_EQ(spectator.rfind("{", 0), 0u) << spectator;
        EXPECT_NE(spectator.find(" moves "), std::string::npos) << spectator;
        EXPECT_NE(spectator.find(" to "), std::string::npos) << spectator;
        ++moves_seen;
      }
      ASSERT_TRUE(s->apply(p, a).ok());
      if (s->is_terminal()) {
        EXPECT_NE(spectator.find("second in line"), std::string::npos) << spectator;
        ++ends_seen;
      }
    }
  }
  EXPECT_GT(moves_seen, 100);
  EXPECT_GT(ends_seen, 15);
}

}  // namespace
}  // namespace rookery
