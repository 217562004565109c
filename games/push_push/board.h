// Push Push Penguin's board and dice as data (PP-2, PP-3): the track with its
// slides, fish and seals, and the faces of the three kinds of dice. Loaded from
// JSON and validated fully: an error names the file, the entry and the field.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/error.h"

namespace rookery::push_push {

inline constexpr int kMaxSpaces = 128;
// The largest number on a die face, and on a seal face: the action space has room
// for each ("go 20", "take 20").
inline constexpr int kMaxFace = 20;

enum class SealKind : std::uint8_t { kOrcaTail, kLeadPenguin, kNumbers };

struct SealFace {
  SealKind kind = SealKind::kOrcaTail;
  std::uint8_t low = 0;  // kNumbers: the two numbers, low first
  std::uint8_t high = 0;
  bool operator==(const SealFace&) const = default;
};

struct Board {
  std::string name;
  int last_space = 0;    // spaces 0 (Penguin Start) .. last_space
  int ocean_start = 0;   // the first ocean space
  int orca_start = 0;    // where the orca begins
  int diving_point = 0;  // the last ocean space: the orca stops there for good
  std::array<std::int16_t, kMaxSpaces> slide_to{};  // slide start -> its end; 0: no slide
  std::array<bool, kMaxSpaces> fish{};
  std::array<bool, kMaxSpaces> seal{};
  int fish_supply = 0;
  std::array<std::uint8_t, 6> penguin_die{};
  std::array<std::uint8_t, 6> orca_die{};
  // Derived: bit v set when a face of the die shows v (faces are 1..kMaxFace), so
  // that checking a rolled face costs a shift.
  std::uint32_t penguin_faces = 0;
  std::uint32_t orca_faces = 0;
  std::array<SealFace, 6> seal_die{};
};

// Reads and validates a board; `file` names the source in error messages.
Result<std::shared_ptr<const Board>> parse_board(std::string_view json_text, std::string_view file);

// The board compiled into the program (games/push_push/data/board.json).
const std::shared_ptr<const Board>& default_board();

// The first face of the seal die equal to face `f`: equal faces (the two lead
// penguins) are one chance outcome, named by their first face.
int first_equal_seal_face(const Board& board, int f);

// "2/7", "orca tail", "lead penguin".
std::string seal_face_name(const SealFace& face);

}  // namespace rookery::push_push
