// Plucky Penguins' game modes (PL-11): who owns which penguin, which team each
// belongs to, hand sizes and draws, and the Golden Fish. Pure data computed once
// per game from the mode and the number of players.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "games/plucky/components.h"

namespace rookery::plucky {

enum class Mode : std::uint8_t {
  kStandard,        // 3..8 players, one penguin each
  kTeams,           // 2 players with 4 penguins each, or 3 with 2 each
  kGoldenFish,      // 4..8 players: hold the Golden Fish at the end of round 10
  kCaptureTheFish,  // 2..8 players in two teams of 4 penguins
};

// Every mode, in the order the lobby offers them.
constexpr std::array<Mode, 4> kModes = {Mode::kStandard, Mode::kTeams, Mode::kGoldenFish,
                                        Mode::kCaptureTheFish};

struct Options {
  int players = 4;
  bool choose_characters = false;  // PL-4b: dealt at random, or chosen in leader order
  Mode mode = Mode::kStandard;
  int penguins = 4;
  int teams = 4;
  std::array<std::int8_t, kMaxPenguins> owner{};  // by penguin
  std::array<std::int8_t, kMaxPenguins> team{};   // by penguin
  std::array<std::int8_t, kMaxPenguins> player_team{};
  std::array<std::int8_t, kMaxPenguins> starting_hand{};  // by player
  std::array<std::int8_t, kMaxPenguins> draw{};           // by player: per turn, or per round
  std::array<std::int8_t, kMaxPenguins> hand_limit{};     // by player
  bool draw_each_round = false;    // team modes: cards are drawn at the start of the round
  bool reshuffle_actions = false;  // Golden Fish (PL-9), Capture (PL-12c): discards reshuffled
  int golden_fish = 0;             // tokens on the board: 0, 1 (Golden Fish) or 2 (Capture)
  int golden_rounds = 0;           // Golden Fish: the holder at the end of this round wins
};

// The player counts a mode takes (PL-11), inclusive.
struct PlayerCounts {
  int min;
  int max;
};
constexpr PlayerCounts player_counts(Mode mode) {
  switch (mode) {
    case Mode::kStandard:
      return {3, kMaxPenguins};
    case Mode::kTeams:
      return {2, 3};
    case Mode::kGoldenFish:
      return {4, kMaxPenguins};
    case Mode::kCaptureTheFish:
      return {2, kMaxPenguins};
  }
  return {0, 0};
}

// The options of `mode` with `players`, or an error saying which counts it takes.
Result<Options> make_options(Mode mode, int players, bool choose_characters);

// "standard", "teams", "golden_fish", "capture_the_fish".
const char* mode_name(Mode mode);

// Whether action words name penguins "player N" (one penguin each) or "penguin N".
constexpr bool one_penguin_each(Mode mode) {
  return mode == Mode::kStandard || mode == Mode::kGoldenFish;
}

// A penguin in words: "player 2" with one penguin each, "penguin 3" in team modes.
std::string penguin_name(Mode mode, int penguin);

}  // namespace rookery::plucky
