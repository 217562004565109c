#include "games/match/deck.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "core/json_input.h"
#include "core/rng.h"

extern const std::string_view kMatchDeckJson;  // embedded at build time

namespace rookery::match {

namespace {

constexpr int kCloseups = 6;
constexpr int kIdenticalPairs = 6;
constexpr int kTwoFish = 4;
static_assert(kCloseups == kElements, "MP-1: one close-up per element");

std::array<std::int8_t, kElements> random_permutation(Rng& rng) {
  std::array<std::int8_t, kElements> p{};
  for (int i = 0; i < kElements; ++i) p[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i);
  for (int i = kElements - 1; i > 0; --i) {  // Fisher-Yates with the project's own draws
    std::swap(p[static_cast<std::size_t>(i)], p[rng.below(static_cast<std::uint32_t>(i + 1))]);
  }
  return p;
}

nlohmann::json colours_json(const std::array<std::int8_t, kElements>& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int e = 0; e < kElements; ++e) {
    j[std::string(kElementNames[static_cast<std::size_t>(e)])] =
        kColourNames[static_cast<std::size_t>(c[static_cast<std::size_t>(e)])];
  }
  return j;
}

}  // namespace

std::string generate_deck_json(std::uint64_t seed) {
  Rng rng(seed, 64);
  nlohmann::json cards = nlohmann::json::array();
  int n = 0;
  const auto next_id = [&n] {
    ++n;
    return std::string(n < 10 ? "m0" : "m") + std::to_string(n);
  };
  // Six close-ups: one per element, six different colours (the pail shows one fish).
  const auto closeup_colours = random_permutation(rng);
  for (int e = 0; e < kElements; ++e) {
    cards.push_back(
        {{"id", next_id()},
         {"closeup", std::string(kElementNames[static_cast<std::size_t>(e)])},
         {"colour",
          kColourNames[static_cast<std::size_t>(closeup_colours[static_cast<std::size_t>(e)])]}});
  }
  // 52 different colourings: the first 6 appear twice, the next 4 carry two fish.
  std::vector<std::array<std::int8_t, kElements>> colourings;
  while (colourings.size() < 52) {
    const auto p = random_permutation(rng);
    if (std::find(colourings.begin(), colourings.end(), p) == colourings.end())
      colourings.push_back(p);
  }
  for (std::size_t i = 0; i < colourings.size(); ++i) {
    const int copies = i < kIdenticalPairs ? 2 : 1;
    for (int c = 0; c < copies; ++c) {
      nlohmann::json card = {{"id", next_id()}, {"colours", colours_json(colourings[i])}};
      if (i >= kIdenticalPairs && i < kIdenticalPairs + kTwoFish) card["fish"] = 2;
      cards.push_back(card);
    }
  }
  return nlohmann::json{{"seed", seed}, {"cards", cards}}.dump(1) + "\n";
}

Result<std::shared_ptr<const Deck>> parse_deck(std::string_view json_text, std::string_view file) {
  const auto error = [&](const std::string& where, const std::string& what) {
    return make_error(ErrorCode::kParseError, std::string(file) + ": " + where + ": " + what);
  };
  const auto parsed = parse_json_input(json_text);
  if (!parsed) return error("deck", parsed.error().message);
  const nlohmann::json& j = *parsed;
  if (!j.is_object() || !j.contains("cards") || !j["cards"].is_array()) {
    return error("deck", "expected {\"cards\": [...]}");
  }
  const auto find = [](auto names, const std::string& word) -> int {
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i] == word) return static_cast<int>(i);
    }
    return -1;
  };
  auto deck = std::make_shared<Deck>();
  for (std::size_t i = 0; i < j["cards"].size(); ++i) {
    const auto& c = j["cards"][i];
    const std::string where = "cards[" + std::to_string(i) + "]";
    if (!c.is_object() || !c.contains("id") || !c["id"].is_string())
      return error(where, "\"id\" (a string) is missing");
    Card card;
    card.id = c["id"].get<std::string>();
    const std::string at = where + " (" + card.id + ")";
    if (c.contains("closeup")) {
      card.closeup = true;
      card.element = static_cast<std::int8_t>(
          c["closeup"].is_string() ? find(kElementNames, c["closeup"].get<std::string>()) : -1);
      const int colour = c.contains("colour") && c["colour"].is_string()
                             ? find(kColourNames, c["colour"].get<std::string>())
                             : -1;
      if (card.element < 0)
        return error(
            at,
            "\"closeup\" must name an element: umbrella, sunglasses, lei, shirt, blanket or pail");
      if (colour < 0)
        return error(at, "\"colour\" must be yellow, green, orange, red, purple or blue");
      card.colours[static_cast<std::size_t>(card.element)] = static_cast<std::int8_t>(colour);
    } else {
      if (!c.contains("colours") || !c["colours"].is_object())
        return error(at, "\"colours\" (element: colour) is missing");
      std::array<bool, kColours> used{};
      for (int e = 0; e < kElements; ++e) {
        const std::string name(kElementNames[static_cast<std::size_t>(e)]);
        const auto& v = c["colours"].value(name, nlohmann::json());
        const int colour = v.is_string() ? find(kColourNames, v.get<std::string>()) : -1;
        if (colour < 0) return error(at, "colours." + name + " is missing or not a colour");
        if (used[static_cast<std::size_t>(colour)]) {
          return error(at, "colours." + name + ": " + v.get<std::string>() +
                               " is used twice (a full penguin wears all six colours)");
        }
        used[static_cast<std::size_t>(colour)] = true;
        card.colours[static_cast<std::size_t>(e)] = static_cast<std::int8_t>(colour);
      }
      const auto fish = c.contains("fish") ? json_integer(c["fish"]) : std::optional<long long>(1);
      if (fish != 1 && fish != 2) return error(at, "\"fish\" must be 1 or 2");
      card.fish = static_cast<std::int8_t>(*fish);
    }
    deck->push_back(card);
  }
  // MP-1's counts.
  if (deck->size() != kDeckSize)
    return error("deck", std::to_string(deck->size()) + " cards; MP-1 has 64");
  std::array<int, kElements> closeups{};
  std::array<bool, kColours> closeup_colours{};
  std::map<std::array<std::int8_t, kElements>, std::vector<const Card*>> by_colouring;
  for (const Card& c : *deck) {
    if (c.closeup) {
      ++closeups[static_cast<std::size_t>(c.element)];
      const auto colour = static_cast<std::size_t>(c.colours[static_cast<std::size_t>(c.element)]);
      if (closeup_colours[colour])
        return error("close-ups",
                     "two close-ups share the colour " + std::string(kColourNames[colour]));
      closeup_colours[colour] = true;
    } else {
      by_colouring[c.colours].push_back(&c);
    }
  }
  for (int e = 0; e < kElements; ++e) {
    if (closeups[static_cast<std::size_t>(e)] != 1) {
      return error("close-ups", "need one close-up of each element; " +
                                    std::string(kElementNames[static_cast<std::size_t>(e)]) +
                                    " has " +
                                    std::to_string(closeups[static_cast<std::size_t>(e)]));
    }
  }
  int pairs = 0;
  int two_fish = 0;
  for (const auto& [colouring, cards] : by_colouring) {
    if (cards.size() > 2)
      return error(cards[0]->id, "its colouring appears " + std::to_string(cards.size()) +
                                     " times; at most twice (an identical pair)");
    if (cards.size() == 2) ++pairs;
    for (const Card* c : cards) {
      if (c->fish == 2) {
        ++two_fish;
        if (cards.size() != 1)
          return error(c->id, "a two-fish card's colouring must be found nowhere else");
      }
    }
  }
  if (pairs != kIdenticalPairs)
    return error("deck", std::to_string(pairs) + " identical pairs; MP-1 has exactly 6");
  if (two_fish != kTwoFish)
    return error("deck", std::to_string(two_fish) + " two-fish cards; MP-1 has 4");
  return std::shared_ptr<const Deck>(std::move(deck));
}

const std::shared_ptr<const Deck>& default_deck() {
  static const std::shared_ptr<const Deck> deck = [] {
    auto d = parse_deck(kMatchDeckJson, "games/match/data/deck.json");
    assert(d.ok() && "the embedded deck does not validate");
    return d.ok() ? *d : nullptr;
  }();
  return deck;
}

std::string card_text(const Card& card) {
  const auto colour = [&](int e) {
    return std::string(
        kColourNames[static_cast<std::size_t>(card.colours[static_cast<std::size_t>(e)])]);
  };
  if (card.closeup) {
    return "close-up: " + colour(card.element) + " " +
           std::string(kElementNames[static_cast<std::size_t>(card.element)]);
  }
  std::string text;
  for (int e = 0; e < kElements; ++e) {
    if (e) text += ", ";
    text += colour(e) + " " + std::string(kElementNames[static_cast<std::size_t>(e)]);
  }
  if (card.fish == 2) text += " (two fish)";
  return text;
}

}  // namespace rookery::match
