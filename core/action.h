// Players, actions and the fixed-capacity action list used on the hot path.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

namespace rookery {

// A seat index, 0-based. Text for people says "player 1" for seat 0.
using Player = int;
// The pseudo-player that applies chance outcomes (dice rolls, shuffles).
inline constexpr Player kChancePlayer = -1;
// A viewer who holds no seat (a spectator, a replay): sees only public information.
inline constexpr Player kSpectator = -2;

// An action is a game-specific integer id; its meaning lives in the game's
// action_to_string / parse_action.
using Action = std::int32_t;

// Stops the program, saying why: a FixedList was asked to hold more than its
// capacity, which its users prove large enough (see each capacity's comment).
// Dropping the item, or writing past the end, would play a wrong game quietly;
// in every build, this is loud instead.
[[noreturn]] inline void fixed_list_overflow(int capacity) {
  std::fprintf(stderr, "rookery: a fixed list of capacity %d overflowed; this is a bug\n",
               capacity);
  std::abort();
}

// A vector with fixed capacity and no heap allocation: legal_actions fills one
// of these on the stack, so random playouts and search never allocate per move.
// Adding past the capacity stops the program (fixed_list_overflow).
template <typename T, int Capacity>
class FixedList {
 public:
  void clear() { size_ = 0; }
  void push_back(T value) {
    if (size_ >= Capacity) [[unlikely]]
      fixed_list_overflow(Capacity);
    items_[size_++] = value;
  }
  // Makes room for `n` more items at the end and returns where they start, for a
  // bulk fill (a table copied in) that checks the capacity once.
  T* grow(int n) {
    if (n > Capacity - size_) [[unlikely]]
      fixed_list_overflow(Capacity);
    T* at = items_.data() + size_;
    size_ += n;
    return at;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T operator[](int i) const {
    assert(i >= 0 && i < size_);
    return items_[i];
  }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  bool contains(T value) const {
    for (T v : *this)
      if (v == value) return true;
    return false;
  }
  std::span<const T> span() const { return {items_.data(), static_cast<std::size_t>(size_)}; }
  static constexpr int capacity() { return Capacity; }

 private:
  std::array<T, Capacity> items_;  // left uninitialised: only [0, size_) is read
  int size_ = 0;
};

// Upper bound on legal actions of one player in one state, for every game. The
// largest lists: Plucky under 700 with its data (games/plucky), Match's claims
// are listed on a coarse grid, Fistful's market and Push Push's choices are a
// few dozen; a game whose list could exceed it stops loudly (fixed_list_overflow).
inline constexpr int kMaxLegalActions = 1024;
using ActionList = FixedList<Action, kMaxLegalActions>;

// Up to this many players may act at once (secret simultaneous choices): no game
// seats more than 8 (Plucky), so every seat acting at once fits.
inline constexpr int kMaxPlayers = 8;
using PlayerList = FixedList<Player, kMaxPlayers>;

}  // namespace rookery
