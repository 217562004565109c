// Match of the Penguins' 64 cards (MP-1): the deck as data, its seeded
// generator, and the checks every deck must pass.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace rookery::match {

inline constexpr int kElements = 6;
inline constexpr int kColours = 6;
inline constexpr int kDeckSize = 64;
inline constexpr std::array<std::string_view, kElements> kElementNames = {
    "umbrella", "sunglasses", "lei", "shirt", "blanket", "pail"};
inline constexpr std::array<std::string_view, kColours> kColourNames = {
    "yellow", "green", "orange", "red", "purple", "blue"};
inline constexpr int kPail = 5;  // the fish pail's element index

struct Card {
  std::string id;
  bool closeup = false;
  // Full penguin: colour of each element (a permutation). Close-up: only
  // colours[element] is meaningful.
  std::array<std::int8_t, kElements> colours{};
  std::int8_t element = -1;  // close-up: the element shown
  std::int8_t fish = 1;      // fish in the pail: 1, or 2 on the two-fish cards
};

using Deck = std::vector<Card>;

// The deck MP-1 describes, made from `seed` (the committed data file is seed 2026).
std::string generate_deck_json(std::uint64_t seed);

// Reads and checks a deck: 64 cards; 6 close-ups, one per element, in six
// different colours; 58 full penguins whose colourings are permutations; exactly
// 6 identical pairs and no other repeat; 4 two-fish cards whose colourings are
// found nowhere else. Errors name the file, the card and the field.
Result<std::shared_ptr<const Deck>> parse_deck(std::string_view json_text, std::string_view file);

// The deck compiled into the program (games/match/data/deck.json).
const std::shared_ptr<const Deck>& default_deck();

// "red umbrella, blue sunglasses, ..." or "close-up: red umbrella".
std::string card_text(const Card& card);

}  // namespace rookery::match
