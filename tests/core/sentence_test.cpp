// Log sentences from the engine's words (core/sentence.h): the grammar a game
// without sentences of its own gets.
#include "core/sentence.h"

#include <gtest/gtest.h>

namespace rookery {
namespace {

TEST(Sentence, ImperativesTurnThirdPerson) {
  EXPECT_EQ(third_person("pass"), "passes");
  EXPECT_EQ(third_person("play Waddle on penguin 2"), "plays Waddle on penguin 2");
  EXPECT_EQ(third_person("go 5"), "goes 5");
  EXPECT_EQ(third_person("end turn"), "ends turn");
  EXPECT_EQ(third_person("fly north"), "flies north");
  EXPECT_EQ(third_person("touch the orca"), "touches the orca");
  EXPECT_EQ(third_person("knock"), "knocks");
  EXPECT_EQ(third_person(""), "");
}

TEST(Sentence, SeatsBecomePlaceholdersForTheReadersNames) {
  EXPECT_EQ(seats_as_placeholders("take red 3 from player 2"), "take red 3 from {1}");
  EXPECT_EQ(seats_as_placeholders("player 1 is dealt Fisher, player 12 too"),
            "{0} is dealt Fisher, {11} too");
  EXPECT_EQ(seats_as_placeholders("player 0 and multiplayer 3"), "player 0 and multiplayer 3");
}

TEST(Sentence, ACapitalAndAFullStop) {
  EXPECT_EQ(as_sentence("the dice land"), "The dice land.");
  EXPECT_EQ(as_sentence("{0} passes"), "{0} passes.");
  EXPECT_EQ(as_sentence("Done!"), "Done!");
  EXPECT_EQ(as_sentence(""), "");
}

}  // namespace
}  // namespace rookery
