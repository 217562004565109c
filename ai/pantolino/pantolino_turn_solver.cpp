// Dynamic programming over dice multisets for the Pantolino turn (see the header).
#include "ai/pantolino/pantolino_turn_solver.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>

#include "core/text.h"

namespace rookery::pantolino_turn {

namespace {

using Counts = std::array<int, kNumFaces>;  // how many dice show each face

// A multiset as a number: counts are at most 4, so base 5 is enough.
int code_of(const Counts& counts) {
  int code = 0;
  for (int f = kNumFaces - 1; f >= 0; --f) code = code * 5 + counts[static_cast<std::size_t>(f)];
  return code;
}
constexpr int kCodes = 15625;  // 5^6

struct Outcome {
  Counts counts;
  double probability;
};

// Everything about multisets that does not depend on the tokens, built once.
struct Tables {
  std::array<std::vector<Outcome>, kNumDice + 1> rolls;  // rolling k dice: multiset outcomes
  std::vector<Counts> hands;                             // the 126 multisets of four dice
  std::vector<int> index_of_code;                        // code -> index in hands, or -1

  Tables() : index_of_code(kCodes, -1) {
    for (int k = 0; k <= kNumDice; ++k) {
      // Aggregate the 6^k equally likely ordered outcomes by multiset.
      std::vector<double> weight(kCodes, 0.0);
      int total = 1;
      for (int i = 0; i < k; ++i) total *= kNumFaces;
      for (int o = 0; o < total; ++o) {
        Counts c{};
        for (int i = 0, x = o; i < k; ++i, x /= kNumFaces)
          ++c[static_cast<std::size_t>(x % kNumFaces)];
        weight[static_cast<std::size_t>(code_of(c))] += 1.0;
      }
      for (int code = 0; code < kCodes; ++code) {
        if (weight[static_cast<std::size_t>(code)] == 0) continue;
        Counts c{};
        for (int f = 0, x = code; f < kNumFaces; ++f, x /= 5)
          c[static_cast<std::size_t>(f)] = x % 5;
        rolls[static_cast<std::size_t>(k)].push_back(
            {c, weight[static_cast<std::size_t>(code)] / total});
        if (k == kNumDice) {
          index_of_code[static_cast<std::size_t>(code)] = static_cast<int>(hands.size());
          hands.push_back(c);
        }
      }
    }
  }
  int index(const Counts& c) const {
    const int i = index_of_code[static_cast<std::size_t>(code_of(c))];
    assert(i >= 0);
    return i;
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

Counts counts_of(const Dice& dice) {
  Counts c{};
  for (int f : dice) ++c[static_cast<std::size_t>(f)];
  return c;
}

int take_value_counts(const Takeable& takeable, const Counts& counts) {
  int best = 0;
  for (int colour = 0; colour < kNumColours; ++colour) {
    // PA-5: the colour's count is its dice plus every star.
    const int n = counts[static_cast<std::size_t>(colour)] + counts[kStar];
    for (int boots = kMinBoots; boots <= std::min(n, kMaxBoots); ++boots) {
      if ((takeable[static_cast<std::size_t>(colour)] >> (boots - kMinBoots)) & 1) {
        best = std::max(best, boots);
      }
    }
  }
  return best;
}

}  // namespace

Takeable full_supply() {
  Takeable t;
  t.fill(0b111);
  return t;
}

Result<Takeable> parse_tokens(std::string_view text) {
  Takeable t{};
  const std::vector<std::string> words = split_words(to_lower(text));
  const auto bad = [&](const std::string& why) {
    return make_error(ErrorCode::kInvalidArgument,
                      "cannot read tokens " + quote(text) + ": " + why +
                          " (expected a list such as \"red 2, red 3, blue 4\")");
  };
  if (words.size() % 2 != 0) return bad("each token is a colour and its boots");
  for (std::size_t i = 0; i < words.size(); i += 2) {
    const int colour = face_from_word(words[i]).value_or(-1);
    const auto boots = parse_int(words[i + 1]);
    if (colour < 0 || colour == kStar) return bad(quote(words[i]) + " is not a token colour");
    if (!boots || *boots < kMinBoots || *boots > kMaxBoots) {
      return bad("boots are 2, 3 or 4, not " + quote(words[i + 1]));
    }
    const auto bit = static_cast<std::uint8_t>(1u << (*boots - kMinBoots));
    if (t[static_cast<std::size_t>(colour)] & bit) {
      return bad(words[i] + " " + words[i + 1] + " is given twice; there is one of each");
    }
    t[static_cast<std::size_t>(colour)] |= bit;
  }
  return t;
}

Result<Dice> parse_dice(std::string_view text) {
  const std::vector<std::string> words = split_words(to_lower(text));
  Dice dice{};
  const auto bad = [&] {
    return make_error(ErrorCode::kInvalidArgument,
                      "cannot read dice " + quote(text) +
                          ": expected four faces (yellow, red, green, blue, black or star), "
                          "e.g. \"red red star blue\"");
  };
  if (words.size() != kNumDice) return bad();
  for (std::size_t d = 0; d < words.size(); ++d) {
    dice[d] = face_from_word(words[d]).value_or(-1);
    if (dice[d] < 0) return bad();
  }
  return dice;
}

std::string tokens_text(const Takeable& takeable) {
  std::vector<std::string> parts;
  for (int c = 0; c < kNumColours; ++c) {
    for (int b = kMinBoots; b <= kMaxBoots; ++b) {
      if ((takeable[static_cast<std::size_t>(c)] >> (b - kMinBoots)) & 1) {
        parts.push_back(std::string(kFaceNames[static_cast<std::size_t>(c)]) + " " +
                        std::to_string(b));
      }
    }
  }
  return parts.empty() ? "none" : join(parts, ", ");
}

std::string option_text(int reroll_mask) {
  if (reroll_mask == 0) return "stop";
  std::string s = "reroll";
  for (int d = 0; d < kNumDice; ++d) {
    if ((reroll_mask >> d) & 1) s += " " + std::to_string(d + 1);
  }
  return s;
}

int take_value(const Takeable& takeable, const Dice& dice) {
  return take_value_counts(takeable, counts_of(dice));
}

TurnSolver::TurnSolver(const Takeable& takeable) : takeable_(takeable) {
  const Tables& t = tables();
  const std::size_t n = t.hands.size();
  for (auto& v : values_) v.assign(n, 0.0);
  // After the third roll the player must take (PA-4).
  for (std::size_t i = 0; i < n; ++i) {
    values_[kMaxRolls - 1][i] = take_value_counts(takeable_, t.hands[i]);
  }
  // Earlier: stop, or keep any smaller sub-multiset and reroll the rest.
  for (int rolls_done = kMaxRolls - 1; rolls_done >= 1; --rolls_done) {
    for (std::size_t i = 0; i < n; ++i) {
      const Counts& hand = t.hands[i];
      double best = take_value_counts(takeable_, hand);
      // Enumerate kept multisets as counts bounded by the hand, fewer than four dice.
      Counts kept{};
      for (;;) {
        int f = 0;
        while (f < kNumFaces &&
               kept[static_cast<std::size_t>(f)] == hand[static_cast<std::size_t>(f)]) {
          kept[static_cast<std::size_t>(f)] = 0;
          ++f;
        }
        if (f == kNumFaces) break;
        ++kept[static_cast<std::size_t>(f)];
        int size = 0;
        for (int c : kept) size += c;
        if (size < kNumDice) best = std::max(best, reroll_value(kept, rolls_done));
      }
      // The empty keep (reroll all four) is not produced by the loop above.
      best = std::max(best, reroll_value(Counts{}, rolls_done));
      values_[static_cast<std::size_t>(rolls_done - 1)][i] = best;
    }
  }
}

double TurnSolver::reroll_value(const std::array<int, kNumFaces>& kept, int rolls_done) const {
  const Tables& t = tables();
  int size = 0;
  for (int c : kept) size += c;
  double sum = 0;
  for (const Outcome& o : t.rolls[static_cast<std::size_t>(kNumDice - size)]) {
    Counts hand = kept;
    for (int f = 0; f < kNumFaces; ++f)
      hand[static_cast<std::size_t>(f)] += o.counts[static_cast<std::size_t>(f)];
    sum += o.probability *
           values_[static_cast<std::size_t>(rolls_done)][static_cast<std::size_t>(t.index(hand))];
  }
  return sum;
}

double TurnSolver::value(const Dice& dice, int rolls_done) const {
  assert(rolls_done >= 1 && rolls_done <= kMaxRolls);
  return values_[static_cast<std::size_t>(rolls_done - 1)]
                [static_cast<std::size_t>(tables().index(counts_of(dice)))];
}

double TurnSolver::turn_value() const {
  double sum = 0;
  for (const Outcome& o : tables().rolls[kNumDice]) {
    sum += o.probability * values_[0][static_cast<std::size_t>(tables().index(o.counts))];
  }
  return sum;
}

std::vector<Option> TurnSolver::options(const Dice& dice, int rolls_done) const {
  std::vector<Option> out;
  out.push_back({0, static_cast<double>(take_value(takeable_, dice))});
  if (rolls_done < kMaxRolls) {
    for (int mask = 1; mask < (1 << kNumDice); ++mask) {
      Counts kept{};
      for (int d = 0; d < kNumDice; ++d) {
        if (!((mask >> d) & 1)) ++kept[static_cast<std::size_t>(dice[static_cast<std::size_t>(d)])];
      }
      out.push_back({mask, reroll_value(kept, rolls_done)});
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Option& a, const Option& b) {
    if (std::abs(a.expected - b.expected) > 1e-12) return a.expected > b.expected;
    return std::popcount(static_cast<unsigned>(a.reroll_mask)) <
           std::popcount(static_cast<unsigned>(b.reroll_mask));
  });
  return out;
}

}  // namespace rookery::pantolino_turn
