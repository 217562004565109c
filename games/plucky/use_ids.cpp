// Plays of cards and abilities as dense action ids (UseIds, components.h).
#include <algorithm>

#include "games/plucky/components.h"

namespace rookery::plucky {

void UseIds::build(const std::vector<Usable>& cards, const std::vector<Usable>& characters) {
  blocks_ = {};
  size_ = 0;
  const auto add = [&](int source, const Usable& u) {
    if (u.timing == Timing::kPassive) return;  // works by itself, never played
    Block& b = blocks_[static_cast<std::size_t>(source)];
    b.offset = size_;
    b.targets = static_cast<std::int8_t>(needs_target(u.effect) ? kMaxPenguins : 1);
    b.dirs = static_cast<std::int8_t>(needs_direction(u.effect) ? 4 : 1);
    b.amounts =
        static_cast<std::int8_t>(chooses_amount(u.effect) ? std::min(u.amount, kMaxAmount) : 1);
    size_ += b.targets * b.dirs * b.amounts;
  };
  const int n_cards = std::min(static_cast<int>(cards.size()), kCharacterSource);
  for (int t = 0; t < n_cards; ++t) add(t, cards[static_cast<std::size_t>(t)]);
  const int n_characters = std::min(static_cast<int>(characters.size()), kCharacters);
  for (int k = 0; k < n_characters; ++k)
    add(kCharacterSource + k, characters[static_cast<std::size_t>(k)]);
}

int UseIds::id(int source, int target, int dir, int amount) const {
  if (source < 0 || source >= static_cast<int>(blocks_.size())) return -1;
  const Block& b = blocks_[static_cast<std::size_t>(source)];
  if (b.targets == 0) return -1;
  // Each part is either taken (an index below its count) or absent (its "none").
  const int t = b.targets > 1 ? target : (target == kNoTarget ? 0 : -1);
  const int d = b.dirs > 1 ? dir : (dir == kNoDirection ? 0 : -1);
  const int m = amount - 1;
  if (t < 0 || t >= b.targets || d < 0 || d >= b.dirs || m < 0 || m >= b.amounts) return -1;
  return b.offset + (t * b.dirs + d) * b.amounts + m;
}

UseIds::Use UseIds::use(int id) const {
  // The block holding `id`: the last source played whose offset is at most `id`.
  int source = 0;
  for (int s = 0; s < static_cast<int>(blocks_.size()); ++s) {
    const Block& b = blocks_[static_cast<std::size_t>(s)];
    if (b.targets > 0 && b.offset <= id) source = s;
  }
  const Block& b = blocks_[static_cast<std::size_t>(source)];
  const int code = id - b.offset;
  Use out;
  out.source = source;
  out.amount = code % b.amounts + 1;
  if (b.dirs > 1) out.dir = (code / b.amounts) % b.dirs;
  if (b.targets > 1) out.target = code / (b.amounts * b.dirs);
  return out;
}

}  // namespace rookery::plucky
