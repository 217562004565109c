// A Fistful of Penguins' log in sentences (State::log_sentence): every move of
// seeded advanced games is a sentence, and what a viewer may not know is not in
// theirs: another seller's die and price (FP-13), and whether they kept or
// rerolled it, which reads the same either way.
#include <gtest/gtest.h>

#include <string>

#include "core/rng.h"
#include "core/state.h"
#include "games/fistful/components.h"
#include "games/fistful/fistful_state.h"
#include "games/registry.h"

namespace rookery::fistful {
namespace {

TEST(FistfulLog, EveryMoveIsASentenceAndTheMarketsSecretsStaySecret_FP13) {
  int secret_lines = 0, choices = 0, prices = 0, quiet = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto game = load_game("fistful(players=3,advanced=true)").value();
    auto s = game->new_initial_state(game);
    Rng rng(seed);
    for (int ply = 0; ply < 3000 && !s->is_terminal(); ++ply) {
      const bool chance = s->is_chance_node();
      const Player p = chance ? kChancePlayer : s->acting_players()[0];
      Action a = 0;
      if (chance) {
        a = s->sample_chance(rng);
      } else {
        const ActionList legal = s->legal_actions(p);
        a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      }
      const std::string words = s->action_to_string(p, a);
      for (Player viewer : {Player{0}, Player{1}, Player{2}, kSpectator}) {
        const std::string said = s->log_sentence(viewer, p, a);
        // Quiet only to a seller whose kept die is "rolled": their own "keeps their
        // die." said it; everyone else reads the same line either way.
        if (said.empty()) {
          EXPECT_TRUE(chance && viewer != kSpectator) << words;
          EXPECT_EQ(s->log_sentence(kSpectator, p, a),
                    "{" + std::to_string(viewer) + "} rolls a secret die.")
              << words;
          ++quiet;
          continue;
        }
        EXPECT_EQ(said.back(), '.') << said;
        const std::string shown = s->public_action_text(viewer, p, a);
        if (shown == words || shown.rfind("your", 0) == 0) continue;
        ++secret_lines;
        EXPECT_EQ(said.find('$'), std::string::npos) << viewer << ": " << said;
        for (std::string_view face : kFaceNames) {
          EXPECT_EQ(said.find(face), std::string::npos) << viewer << ": " << said;
        }
      }
      if (!chance && (a == kKeepDie || a == kRerollDie)) {
        ++choices;
        // The other choice reads the same to everyone else.
        const Action other = a == kKeepDie ? kRerollDie : kKeepDie;
        for (Player viewer : {Player{0}, Player{1}, Player{2}, kSpectator}) {
          if (viewer == p) continue;
          EXPECT_EQ(s->log_sentence(viewer, p, a), s->log_sentence(viewer, p, other));
        }
      }
      if (words.rfind("price", 0) == 0) ++prices;
      ASSERT_TRUE(s->apply(p, a).ok());
    }
  }
  EXPECT_GT(secret_lines, 50);
  EXPECT_GT(choices, 5);
  EXPECT_GT(prices, 10);
  EXPECT_GT(quiet, 0);
}

TEST(FistfulLog, TheDiceLandInWords) {
  auto game = load_game("fistful(players=2)").value();
  auto s = game->new_initial_state(game);
  Rng rng(1);
  const Action roll = s->sample_chance(rng);
  ASSERT_EQ(s->action_to_string(kChancePlayer, roll), "roll penguin penguin lion camel");
  EXPECT_EQ(s->log_sentence(kSpectator, kChancePlayer, roll),
            "The dice land penguin, penguin, lion and camel.");
}

}  // namespace
}  // namespace rookery::fistful
