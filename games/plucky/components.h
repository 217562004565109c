// Plucky Penguins' components as data (PL-1, PL-5..PL-7): the board, the eight
// characters, the 60 Action cards and the two Event decks. Cards are interpreted
// by a small set of effect primitives, so printed texts and numbers can replace
// ours in the data files without code. Loading validates everything: an error
// names the file, the entry and the field.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace rookery::plucky {

inline constexpr int kSide = 9;  // PL-1: 9x9
inline constexpr int kSquares = kSide * kSide;
inline constexpr int kMaxPenguins = 8;
inline constexpr int kMaxCardKinds = 24;   // distinct Action card titles
inline constexpr int kMaxEventKinds = 12;  // distinct Event titles per deck
inline constexpr int kActionCards = 60;    // the box's component list
inline constexpr int kEventCards = 20;     // per deck
inline constexpr int kCharacters = 8;
inline constexpr int kMaxFish = 5;      // PL-4: a penguin holds at most 5
inline constexpr int kFishSupply = 20;  // fish tokens in the box

enum class Terrain : std::uint8_t { kCorner, kWater, kIsland, kHole };

// The printed grid (PL-1): terrain per square, row by row from the top.
struct Board {
  std::array<Terrain, kSquares> terrain{};
  int walrus_start = 0;
  std::array<std::int8_t, kSquares> hole_index{};  // 0..3 on holes, -1 elsewhere
  int holes = 0;
  // Squares from each square to the nearest island square (0 on it), derived
  // from `terrain` once at load: the Final Phase's checks (R17) ask it for
  // every movement a penguin might make.
  std::array<std::int8_t, kSquares> island_distance{};
  // Squares from each square to the nearest corner square as printed, melted or
  // not, derived alike: the current carries a penguin toward it (PL-7).
  std::array<std::int8_t, kSquares> corner_distance{};
  bool operator==(const Board&) const = default;
};

// When a card or ability may be used (the card's timing descriptor).
enum class Timing : std::uint8_t {
  kTurn,       // no symbol: in your own turn
  kPadlock,    // in your turn, lasting until the end of the round
  kLightning,  // out of your turn, or in response to another lightning play
  kPassive,    // (abilities) applies by itself
};

// What a card or ability does; each is one primitive of the rules engine.
enum class Effect : std::uint8_t {
  kExtraMovement,    // one more movement of one square (Waddle, Sprinter)
  kBellySlide,       // up to `amount` squares straight over ice
  kPushInArea,       // move a penguin in your area one square (Shove, Bully)
  kPushInWater,      // move a penguin in water one square (Splash)
  kStealFish,        // take one fish from a penguin in your area (Fish Thief, Thief)
  kWalrusStep,       // the walrus steps once toward a penguin you name
  kOrcaEvent,        // a penguin in water draws an Orca Event now
  kWalrusAreaEvent,  // a penguin in the walrus' area draws an Event now
  kCancelEvent,      // cancel an Event you drew (Dodge)
  kCancelLightning,  // cancel a lightning play just made (Counter)
  kNoOrcaEvents,     // you draw no Orca Events this round (Thick Ice)
  kHoleGuard,        // only you may fish at your hole this round
  kFishOnHole,       // on a hole, gain one fish now (Lucky Catch)
  kNoWaterBonus,     // no extra water square for anyone this round (Snowstorm)
  kDrawCards,        // draw `amount` Action cards (Rummage)
  kSwimExtra,        // one more square on a water movement (Swimmer)
  kFishNextToHole,   // at fishing time, fish from a hole next to you (Fisher)
  kCancelTargeting,  // cancel an Action card that targets you (Trickster)
  kRedrawEvent,      // discard the Event you just drew and draw again (Lucky)
  kCheaperEvade,     // your next Event's evade cost is one less (Diver)
};

// An Action card title or a character: what using it does and when.
struct Usable {
  std::string id;     // stable id in data files and action texts' source: "shove"
  std::string title;  // as printed: "Shove"
  std::string text;   // the card's effect in words
  Timing timing = Timing::kTurn;
  Effect effect = Effect::kExtraMovement;
  int amount = 1;  // squares (Belly Slide), cards (Rummage)
  int copies = 1;  // Action cards: copies in the deck
  bool operator==(const Usable&) const = default;
};

// The shape of a use action: which of penguin, direction and distance the effect takes.
constexpr bool needs_target(Effect e) {
  return e == Effect::kPushInArea || e == Effect::kPushInWater || e == Effect::kStealFish ||
         e == Effect::kWalrusStep || e == Effect::kOrcaEvent || e == Effect::kWalrusAreaEvent;
}
constexpr bool needs_direction(Effect e) {
  return e == Effect::kBellySlide || e == Effect::kPushInArea || e == Effect::kPushInWater ||
         e == Effect::kWalrusStep;
}
constexpr bool chooses_amount(Effect e) { return e == Effect::kBellySlide; }

inline constexpr int kNoTarget = 8;     // in a use action: no penguin named
inline constexpr int kNoDirection = 4;  // in a use action: no direction
inline constexpr int kMaxAmount = 3;    // a use's distance is 1..3 (Belly Slide's squares)
// Sources of a use action: Action card titles 0..kMaxCardKinds-1, then characters.
inline constexpr int kCharacterSource = kMaxCardKinds;

// Playing a card or using an ability as dense ids 0 .. size() - 1: each source
// that is ever played (not passive) gets a block of the shape its effect takes,
// a target penguin (one of kMaxPenguins), a direction (one of 4), a distance
// (1 .. its amount, at most kMaxAmount), or none of them. Built from the data
// at load, so the action space is exactly what the cards and characters allow.
class UseIds {
 public:
  struct Use {
    int source = 0;
    int target = kNoTarget;
    int dir = kNoDirection;
    int amount = 1;
  };
  // The blocks of the cards' and characters' sources.
  void build(const std::vector<Usable>& cards, const std::vector<Usable>& characters);
  // How many ids there are.
  int size() const { return size_; }
  // The id of a use, or -1 when the source's effect does not take that shape.
  int id(int source, int target, int dir, int amount) const;
  // The use of an id in [0, size()).
  Use use(int id) const;
  bool operator==(const UseIds&) const = default;

 private:
  struct Block {
    int offset = 0;
    std::int8_t targets = 0;  // 0: the source is never played
    std::int8_t dirs = 0;
    std::int8_t amounts = 0;
    bool operator==(const Block&) const = default;
  };
  std::array<Block, kCharacterSource + kCharacters> blocks_{};
  int size_ = 0;
};

// What an Event card does when it is not evaded.
enum class EventEffect : std::uint8_t {
  kEaten,               // you are eaten
  kEatenInAreaOrWater,  // eaten if in the walrus' area or in water
  kEatenOnWalrus,       // eaten if on the walrus' square
  kDiscardFish,         // discard `amount` fish
  kCurrent,             // pushed one square toward the nearest corner
  kDiscardCard,         // discard a card of your choice
  kWalrusTakesFish,     // the walrus takes one fish
  kWalrusShove,         // the walrus shoves you one square away from it
  kNothing,
};

struct EventCard {
  std::string id;
  std::string title;
  std::string text;
  EventEffect effect = EventEffect::kNothing;
  int amount = 1;
  int evade = -1;  // fish to discard to prevent it; -1: cannot be evaded
  int copies = 1;
  bool operator==(const EventCard&) const = default;
};

enum class Deck : std::uint8_t { kOrca, kWalrus };

struct Components {
  Board board;
  std::vector<Usable> characters;                // 8 (PL-5)
  std::vector<Usable> cards;                     // Action card titles, copies summing to 60 (PL-6)
  std::array<std::vector<EventCard>, 2> events;  // [Deck], copies summing to 20 each (PL-7)
  // Bit t set: card title t has the lightning timing (R7), derived from `cards`
  // at load. Most legal-action lists are asked in a response window, where only
  // lightning cards may be played: the list looks at those cards alone.
  std::uint32_t lightning_cards = 0;
  UseIds uses;  // derived from `cards` and `characters` at load
  bool operator==(const Components&) const = default;
};

// Reads and validates each data file; `file` names the source in errors.
Result<Board> parse_board(std::string_view json_text, std::string_view file);
Result<std::vector<Usable>> parse_characters(std::string_view json_text, std::string_view file);
Result<std::vector<Usable>> parse_action_cards(std::string_view json_text, std::string_view file);
Result<std::array<std::vector<EventCard>, 2>> parse_events(std::string_view json_text,
                                                           std::string_view file);

// The components built into the program (games/plucky/data/*.json), or, when the
// environment names a directory in ROOKERY_PLUCKY_DATA, those of its files
// (board.json, characters.json, actions.json, events.json) that exist there.
Result<std::shared_ptr<const Components>> load_components();
// The built-in components alone.
const std::shared_ptr<const Components>& default_components();

// Grid helpers (PL-2): squares are row * 9 + column, rows from the top.
constexpr int row_of(int square) { return square / kSide; }
constexpr int col_of(int square) { return square % kSide; }
constexpr int distance(int a, int b) {
  const int dr = row_of(a) - row_of(b);
  const int dc = col_of(a) - col_of(b);
  return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
}
// Directions 0..3: north, east, south, west. The square one step away, or -1 off the board.
// Inline: the list of legal moves takes a step for every path it considers.
constexpr int step(int square, int direction) {
  if (square < 0 || square >= kSquares) return -1;
  const int r = row_of(square);
  const int c = col_of(square);
  switch (direction) {
    case 0:
      return r > 0 ? square - kSide : -1;
    case 1:
      return c < kSide - 1 ? square + 1 : -1;
    case 2:
      return r < kSide - 1 ? square + kSide : -1;
    case 3:
      return c > 0 ? square - 1 : -1;
    default:
      return -1;
  }
}
// "north", "east", "south", "west".
std::string_view direction_name(int direction);
// "c4": columns a..i from the left, rows 1..9 from the top.
std::string square_name(int square);

// The data-file names of timings and effects ("lightning", "push_in_area").
std::string_view timing_name(Timing t);
std::string_view effect_name(Effect e);
std::string_view event_effect_name(EventEffect e);

}  // namespace rookery::plucky
