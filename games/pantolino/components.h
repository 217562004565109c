// Pantolino's components: dice faces and boot tokens (PA-1, PA-2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rookery::pantolino {

inline constexpr int kNumDice = 4;     // PA-1
inline constexpr int kNumColours = 5;  // yellow, red, green, blue, black
inline constexpr int kNumFaces = 6;    // the five colours and the star (PA-1)
inline constexpr int kStar = 5;        // the joker face
inline constexpr int kMinBoots = 2;    // tokens show 2, 3 or 4 boots (PA-2)
inline constexpr int kMaxBoots = 4;
inline constexpr int kTokensPerColour = 3;
inline constexpr int kNumTokens = kNumColours * kTokensPerColour;  // 15 (rulebook)
inline constexpr int kMaxPlayers = 4;                              // PA-3
inline constexpr int kMaxRolls = 3;                                // PA-4
inline constexpr int kMaxTurns = 1000;                             // PA-7 safety bound

// Face names in die order; colours first so a colour index is also its face.
inline constexpr std::array<std::string_view, kNumFaces> kFaceNames = {"yellow", "red",   "green",
                                                                       "blue",   "black", "star"};

// Token id = colour * 3 + (boots - 2): the 15 distinct tokens of the supply.
constexpr int token_id(int colour, int boots) {
  return colour * kTokensPerColour + boots - kMinBoots;
}
constexpr int token_colour(int token) { return token / kTokensPerColour; }
constexpr int token_boots(int token) { return token % kTokensPerColour + kMinBoots; }

// "red 3".
inline std::string token_name(int token) {
  return std::string(kFaceNames[static_cast<std::size_t>(token_colour(token))]) + " " +
         std::to_string(token_boots(token));
}

// The face index named by a word ("red", "star"/"joker"), if any.
inline std::optional<int> face_from_word(std::string_view word) {
  for (int f = 0; f < kNumFaces; ++f) {
    if (kFaceNames[static_cast<std::size_t>(f)] == word) return f;
  }
  if (word == "joker") return kStar;
  return std::nullopt;
}

}  // namespace rookery::pantolino
