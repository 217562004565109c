// A Fistful of Penguins: dice, faces, starting dice and the penguin table
// (FP-0, FP-1, FP-2, FP-5).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rookery::fistful {

// The six faces of every die, one each (FP-1).
enum Face : int { kPenguin = 0, kSquirrel, kMoose, kKangaroo, kLion, kCamel };
inline constexpr int kNumFaces = 6;
inline constexpr int kNumDice = 9;  // nine identical dice (FP-1)
inline constexpr std::array<std::string_view, kNumFaces> kFaceNames = {
    "penguin", "squirrel", "moose", "kangaroo", "lion", "camel"};

inline constexpr int kStartMoney = 10;  // FP-0
inline constexpr int kStartTokens = 6;  // FP-0
inline constexpr int kRounds = 3;
inline constexpr int kMaxPlayers = 6;    // FP-2 (advanced game)
inline constexpr int kShowdownDice = 7;  // FP-11
inline constexpr int kShowdownTokens = 2;
inline constexpr int kMaxShowdowns = 3;

// Dice of each face: the dice are identical, so a hand of dice is a multiset.
using FaceCounts = std::array<std::uint8_t, kNumFaces>;

inline int total(const FaceCounts& c) {
  int n = 0;
  for (std::uint8_t x : c) n += x;
  return n;
}

// A multiset as one integer, a decimal digit per face (penguin lowest): action ids.
inline int encode_counts(const FaceCounts& c) {
  int code = 0;
  for (int f = kNumFaces - 1; f >= 0; --f) code = code * 10 + c[static_cast<std::size_t>(f)];
  return code;
}
inline FaceCounts decode_counts(int code) {
  FaceCounts c{};
  for (int f = 0; f < kNumFaces; ++f) {
    c[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(code % 10);
    code /= 10;
  }
  return c;
}

// Penguin tokens for n penguins in one group: 1, 3, 6, 10, ... = n(n+1)/2 (FP-5).
constexpr int penguin_tokens(int n) { return n * (n + 1) / 2; }

// Starting dice of a round (0-based) for a table of `players` (FP-2).
constexpr int starting_dice(int round, int players) {
  const int base = players >= 6 ? 2 : players == 5 ? 3 : 4;
  return base + round;
}

// True when every face of `part` is in `whole` as often.
inline bool is_subset(const FaceCounts& part, const FaceCounts& whole) {
  for (int f = 0; f < kNumFaces; ++f) {
    if (part[static_cast<std::size_t>(f)] > whole[static_cast<std::size_t>(f)]) return false;
  }
  return true;
}

// "squirrel lion lion": a multiset of faces in face order ("" when empty).
inline std::string faces_text(const FaceCounts& c) {
  std::string text;
  for (int f = 0; f < kNumFaces; ++f) {
    for (int i = 0; i < c[static_cast<std::size_t>(f)]; ++i) {
      if (!text.empty()) text += ' ';
      text += kFaceNames[static_cast<std::size_t>(f)];
    }
  }
  return text;
}

inline std::optional<int> face_from_word(std::string_view word) {
  for (int f = 0; f < kNumFaces; ++f) {
    const std::string_view name = kFaceNames[static_cast<std::size_t>(f)];
    // Plurals are forgiven: "lions", "moose", "penguins".
    if (word == name || (word.size() == name.size() + 1 && word.substr(0, name.size()) == name &&
                         word.back() == 's')) {
      return f;
    }
  }
  return std::nullopt;
}

}  // namespace rookery::fistful
