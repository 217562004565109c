// Solo Fistful solved exactly by dynamic programming over the turn graph (see
// the header for the state and why tokens need no cap).
//
// Values: W(round, chip, tokens, cashed, dice in play) = expected future dollars
// plus final tokens. Rerolls are priced through the classic "kept dice plus dice
// to roll" intermediate R(K, r) = mean over one die's faces of R(K + face, r - 1),
// R(K, 0) = W(K): six additions per entry instead of a sum over every roll.
// Layers are solved in an order where everything a layer needs is done: rounds
// from the last, chip held after chip spent (spending leads to chip 0), cashed
// dice from most to fewest (a cash-in adds cashed dice), tokens from fewest (a
// reroll spends one).
#include "ai/fistful/fistful_solo_solver.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "games/fistful/dice_subsets.h"
#include "games/fistful/scoring.h"

namespace rookery::fistful_solo {

namespace {

using fistful::kNumFaces;

constexpr double kTie = 1e-9;  // values closer than this are equal: the earlier kind wins
// The most penguin tokens one stop scores: every die a penguin (FP-5).
constexpr int kMaxStopTokens = fistful::penguin_tokens(fistful::kNumDice);

// Choice codes in the table: kind in the top 3 bits, an index below.
constexpr std::uint16_t code(Decision::Kind kind, int index) {
  return static_cast<std::uint16_t>((static_cast<int>(kind) << 13) | index);
}
constexpr Decision::Kind code_kind(std::uint16_t c) { return static_cast<Decision::Kind>(c >> 13); }
constexpr int code_index(std::uint16_t c) { return c & 0x1fff; }

int chips_in(int round) { return std::min(round, 2) + 1; }  // FP-9: sides earned so far

FaceCounts minus(FaceCounts a, const FaceCounts& b) {
  for (int f = 0; f < kNumFaces; ++f)
    a[static_cast<std::size_t>(f)] -= b[static_cast<std::size_t>(f)];
  return a;
}

using detail::StopFacts;

StopFacts stop_facts(const FaceCounts& dice, bool bank_squirrels) {
  fistful::SquirrelTable table;      // one player: nobody pays squirrels (FP-7) ...
  table.bank_pays = bank_squirrels;  // ... unless the bank does
  StopFacts s;
  const fistful::StopScore a = fistful::score_stop(dice, fistful::Mode::kAnimals, table);
  s.animals = a.dollars();
  s.tokens = a.tokens;
  s.kangaroo = a.kangaroos > 0;
  if (fistful::lions_showing(dice)) {
    s.lions = fistful::score_stop(dice, fistful::Mode::kLions, table).dollars();
  }
  return s;
}

}  // namespace

double ScoreDistribution::mean() const {
  double m = 0;
  for (std::size_t s = 0; s < probability.size(); ++s) m += static_cast<double>(s) * probability[s];
  return m;
}

std::string decision_text(const Decision& d) {
  const auto faces = [](const FaceCounts& c) {
    std::string s;
    for (int f = 0; f < kNumFaces; ++f) {
      for (int i = 0; i < c[static_cast<std::size_t>(f)]; ++i) {
        if (!s.empty()) s += ' ';
        s += fistful::kFaceNames[static_cast<std::size_t>(f)];
      }
    }
    return s;
  };
  switch (d.kind) {
    case Decision::Kind::kStopAnimals:
      return "stop scoring animals";
    case Decision::Kind::kStopLions:
      return "stop scoring lions";
    case Decision::Kind::kDraw:
      return "draw a die";
    case Decision::Kind::kReroll:
      return "reroll " + faces(d.dice);
    case Decision::Kind::kCashIn:
      return "cash in " + std::to_string(d.count) + (d.count == 1 ? " penguin" : " penguins");
    case Decision::Kind::kSpendChip:
      return "spend chip: turn " + faces(d.dice) + " to kangaroo";
  }
  return "?";
}

Solver::Solver(Config config) : config_(std::move(config)), n_(config_.dice) {
  const int rounds = static_cast<int>(config_.starting.size());
  if (n_ < 1 || n_ > fistful::kNumDice || rounds < 1 || rounds > fistful::kRounds ||
      config_.start_tokens < 0 || config_.start_money < 0) {
    throw std::invalid_argument("fistful solo solver: dice 1..9, rounds 1..3, no negative start");
  }
  for (int s : config_.starting) {
    if (s < 1 || s > n_) throw std::invalid_argument("fistful solo solver: starting dice 1..dice");
  }
  // Every multiset of at most n dice, smallest first: a layer with c dice cashed
  // uses the prefix of multisets of at most n - c dice.
  // One pass over the codes, bucketed by size; within a size, codes ascend.
  std::vector<std::vector<int>> by_size(static_cast<std::size_t>(n_ + 1));
  for (int code_value = 0; code_value < 1000000; ++code_value) {
    const int size = fistful::total(fistful::decode_counts(code_value));
    if (size <= n_) by_size[static_cast<std::size_t>(size)].push_back(code_value);
  }
  index_of_.assign(1000000, -1);
  prefix_.assign(static_cast<std::size_t>(n_ + 1), 0);
  for (int size = 0; size <= n_; ++size) {
    for (int code_value : by_size[static_cast<std::size_t>(size)]) {
      index_of_[static_cast<std::size_t>(code_value)] = static_cast<int>(sets_.size());
      sets_.push_back(fistful::decode_counts(code_value));
    }
    prefix_[static_cast<std::size_t>(size)] = static_cast<int>(sets_.size());
  }
  const auto index = [&](const FaceCounts& c) {
    return index_of_[static_cast<std::size_t>(fistful::encode_counts(c))];
  };
  add_.resize(sets_.size());
  less_.assign(sets_.size(), {-1, -1, -1, -1, -1, -1});
  for (std::size_t d = 0; d < sets_.size(); ++d) {
    for (int f = 0; f < kNumFaces; ++f) {
      FaceCounts c = sets_[d];
      ++c[static_cast<std::size_t>(f)];
      const int more = fistful::total(c) <= n_ ? index(c) : -1;
      add_[d][static_cast<std::size_t>(f)] = more;
      if (more >= 0)
        less_[static_cast<std::size_t>(more)][static_cast<std::size_t>(f)] = static_cast<int>(d);
    }
    // Nonempty sub-multisets (rerolls) by an odometer over the counts.
    sub_begin_.push_back(static_cast<int>(sub_keep_.size()));
    chip_begin_.push_back(static_cast<int>(chip_result_.size()));
    const FaceCounts& dice = sets_[d];
    std::vector<std::pair<int, int>> chips;  // (size, result)
    fistful::for_each_subset(dice, 1, fistful::kNumDice, [&](const FaceCounts& pick) {
      const int k = fistful::total(pick);
      sub_keep_.push_back(index(minus(dice, pick)));
      sub_size_.push_back(static_cast<std::uint8_t>(k));
      // The chip turns up to two dice that are not kangaroos already (FP-10).
      if (k <= 2 && pick[fistful::kKangaroo] == 0) {
        FaceCounts turned = minus(dice, pick);
        turned[fistful::kKangaroo] = static_cast<std::uint8_t>(turned[fistful::kKangaroo] + k);
        chips.emplace_back(k, index(turned));
      }
    });
    std::stable_sort(chips.begin(), chips.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [k, result] : chips) {
      chip_size_.push_back(static_cast<std::uint8_t>(k));
      chip_result_.push_back(result);
    }
  }
  sub_begin_.push_back(static_cast<int>(sub_keep_.size()));
  chip_begin_.push_back(static_cast<int>(chip_result_.size()));
  // The largest multiset (n dice kept) never has dice left to roll: its entry of
  // any roll level stays zero, so it pads the sources a multiset lacks.
  const int no_source = static_cast<int>(sets_.size()) - 1;
  fewer_ascending_.resize(sets_.size());
  for (std::size_t d = 0; d < sets_.size(); ++d) {
    std::array<int, 6> sources = less_[d];
    for (int& x : sources) x = x < 0 ? no_source : x;
    std::sort(sources.begin(), sources.end());
    fewer_ascending_[d] = sources;
  }
  // A reroll's R entry as one offset, so the hottest loop of the solve reads it directly.
  const auto stride = static_cast<std::size_t>(n_ + 1);
  for (std::size_t i = 0; i < sub_keep_.size(); ++i) {
    sub_at_.push_back(
        static_cast<std::uint32_t>(static_cast<std::size_t>(sub_keep_[i]) * stride + sub_size_[i]));
  }
  for (const FaceCounts& c : sets_) stops_.push_back(stop_facts(c, config_.bank_squirrels));
  for (const StopFacts& s : stops_) max_dollars_ = std::max({max_dollars_, s.animals, s.lions});
  for (int r = 0; r < rounds; ++r) {
    std::vector<std::size_t>& blocks = block_.emplace_back();
    std::size_t at = 0;
    for (int chip = 0; chip < chips_in(r); ++chip) {
      for (int c = 0; c <= n_; ++c) {
        blocks.push_back(at);
        at += static_cast<std::size_t>(token_reach(r, c) + 1) *
              static_cast<std::size_t>(prefix_[static_cast<std::size_t>(n_ - c)]);
      }
    }
    blocks.push_back(at);
  }
  values_.resize(static_cast<std::size_t>(rounds));
  choice_.resize(static_cast<std::size_t>(rounds));
  start_.resize(static_cast<std::size_t>(rounds));
  for (int r = rounds - 1; r >= 0; --r) solve_round(r);
}

int Solver::token_bound(int round) const {
  return config_.start_tokens + (round + 1) * n_ * (n_ + 1) / 2;
}

int Solver::token_reach(int round, int cashed) const {
  // A round starts with at most what the earlier turns scored (n(n+1)/2 each), and
  // cashing `cashed` dice earns at most cashed(cashed+1)/2 of this turn's tokens.
  // Every move stays within it: a cash-in of k more dice adds k(k+1)/2 tokens, at
  // most the difference of the two reaches; rerolls and draws spend tokens.
  return std::min(token_bound(round), config_.start_tokens + round * n_ * (n_ + 1) / 2 +
                                          fistful::penguin_tokens(cashed));
}

std::size_t Solver::layer_base(int round, int chip, int tokens, int cashed) const {
  assert(tokens <= token_reach(round, cashed));
  return block_[static_cast<std::size_t>(round)]
               [static_cast<std::size_t>(chip * (n_ + 1) + cashed)] +
         static_cast<std::size_t>(tokens) *
             static_cast<std::size_t>(prefix_[static_cast<std::size_t>(n_ - cashed)]);
}

double Solver::w(int round, int chip, int tokens, int cashed, int dice_index) const {
  // Tokens beyond the reach only follow from positions that cannot occur; a
  // spare token there is worth its final dollar, which keeps every lookup defined.
  const int bound = token_reach(round, cashed);
  const int extra = std::max(0, tokens - bound);
  return values_[static_cast<std::size_t>(round)][layer_base(round, chip, tokens - extra, cashed) +
                                                  static_cast<std::size_t>(dice_index)] +
         extra;
}

double Solver::next_value(int round, int tokens, int chip) const {
  if (round + 1 == static_cast<int>(config_.starting.size())) return tokens;  // FP-11: $1 each
  const int next = round + 1;
  const int bound = token_bound(next);
  const int extra = std::max(0, tokens - token_reach(next, 0));
  return start_[static_cast<std::size_t>(next)]
               [static_cast<std::size_t>(chip * (bound + 1) + tokens - extra)] +
         extra;
}

void Solver::reroll_scan(const double* r_prev, int begin, int end, double& best,
                         std::uint16_t& pick) const {
  // The threshold best + kTie changes only when a reroll wins, which is rare, so
  // the loop is a stream of loads and well-predicted compares. The scan keeps the
  // first of near-equal values, exactly as `consider` does.
  const std::uint32_t* at = sub_at_.data();
  double b = best;
  double beat = b + kTie;
  int won = -1;
  const auto step = [&](int i) {
    const double v = r_prev[at[i]];
    if (v > beat) {
      b = v;
      beat = v + kTie;
      won = i;
    }
  };
  int i = begin;
  // Four at a time: one compare of their max usually shows none of them wins.
  for (; i + 4 <= end; i += 4) {
    const double m = std::max(std::max(r_prev[at[i]], r_prev[at[i + 1]]),
                              std::max(r_prev[at[i + 2]], r_prev[at[i + 3]]));
    if (m > beat) {
      for (int j = i; j < i + 4; ++j) step(j);
    }
  }
  for (; i < end; ++i) step(i);
  if (won >= 0) {
    best = b;
    pick = code(Decision::Kind::kReroll, won - begin);
  }
}

void Solver::solve_round(int r) {
  const int chips = chips_in(r);
  const int bound = token_bound(r);
  const auto ur = static_cast<std::size_t>(r);
  values_[ur] = ZeroedPages<double>(block_[ur].back());
  choice_[ur] = ZeroedPages<std::uint16_t>(values_[ur].size());
  start_[ur].assign(static_cast<std::size_t>(chips * (bound + 1)), 0.0);
  const auto stride = static_cast<std::size_t>(n_ + 1);
  // R for the layer just below in tokens (prev) and for the current one (cur).
  std::vector<double> prev(sets_.size() * stride, 0.0), cur(sets_.size() * stride, 0.0);
  const int earned = r < 2 ? r + 1 : 0;  // the chip side scoring a kangaroo earns (FP-9)
  for (int chip = 0; chip < chips; ++chip) {
    for (int c = n_; c >= 0; --c) {
      const int room = n_ - c;  // dice that can still be in play
      const int layer_size = prefix_[static_cast<std::size_t>(room)];
      // Only the tokens the game can hold here: the table has no others.
      const int reach = token_reach(r, c);
      for (int t = 0; t <= reach; ++t) {
        const std::size_t base = layer_base(r, chip, t, c);
        double* vals = &values_[ur][base];
        std::uint16_t* choices = &choice_[ur][base];
        // What a stop leads to, by the tokens it scores, keeping the chip or earning
        // one; and where the layers a cash-in or the chip leads to start. A cash-in of
        // k dice earns k(k+1)/2 tokens, within the next layer's reach, so no lookup
        // here needs the spare-token clamp of w().
        std::array<double, kMaxStopTokens + 1> stop_keep{}, stop_earn{};
        for (int x = 0; x <= kMaxStopTokens; ++x) {
          stop_keep[static_cast<std::size_t>(x)] = next_value(r, t + x, chip);
          stop_earn[static_cast<std::size_t>(x)] = next_value(r, t + x, earned ? earned : chip);
        }
        std::array<const double*, fistful::kNumDice + 1> cash_to{};
        for (int k = 1; k <= room; ++k) {
          cash_to[static_cast<std::size_t>(k)] =
              &values_[ur][layer_base(r, chip, t + fistful::penguin_tokens(k), c + k)];
        }
        const double* chip_to = &values_[ur][layer_base(r, 0, t, c)];
        for (int d = 0; d < layer_size; ++d) {
          const auto ud = static_cast<std::size_t>(d);
          const FaceCounts& dice = sets_[ud];
          const StopFacts& s = stops_[ud];
          const int size = fistful::total(dice);
          const auto gained = static_cast<std::size_t>(s.tokens);
          double best = s.animals + (s.kangaroo ? stop_earn : stop_keep)[gained];
          std::uint16_t pick = code(Decision::Kind::kStopAnimals, 0);
          const auto consider = [&](double v, std::uint16_t why) {
            if (v > best + kTie) {
              best = v;
              pick = why;
            }
          };
          if (s.lions >= 0) {
            consider(s.lions + stop_keep[gained], code(Decision::Kind::kStopLions, 0));
          }
          if (size > 0) {
            if (t > 0) {
              if (size < room) consider(prev[ud * stride + 1], code(Decision::Kind::kDraw, 0));
              reroll_scan(prev.data(), sub_begin_[ud], sub_begin_[ud + 1], best, pick);
            }
            int after = d;
            for (int k = 1; k <= dice[fistful::kPenguin]; ++k) {
              after = less_[static_cast<std::size_t>(after)][fistful::kPenguin];
              consider(cash_to[static_cast<std::size_t>(k)][after],
                       code(Decision::Kind::kCashIn, k));
            }
            if (chip > 0) {
              const int b = chip_begin_[ud], e = chip_begin_[ud + 1];
              for (int i = b; i < e && chip_size_[static_cast<std::size_t>(i)] <= chip; ++i) {
                consider(chip_to[chip_result_[static_cast<std::size_t>(i)]],
                         code(Decision::Kind::kSpendChip, i - b));
              }
            }
          }
          vals[d] = best;
          choices[d] = pick;
        }
        // R for this layer: the next token layer's rerolls and draws use it.
        for (int k = 0; k < layer_size; ++k) cur[static_cast<std::size_t>(k) * stride] = vals[k];
        for (int roll = 1; roll <= room; ++roll) {
          const int kept = prefix_[static_cast<std::size_t>(room - roll)];
          for (int k = 0; k < kept; ++k) {
            const auto& next = add_[static_cast<std::size_t>(k)];
            double sum = 0;
            for (int f = 0; f < kNumFaces; ++f) {
              sum += cur[static_cast<std::size_t>(next[static_cast<std::size_t>(f)]) * stride +
                         static_cast<std::size_t>(roll - 1)];
            }
            cur[static_cast<std::size_t>(k) * stride + static_cast<std::size_t>(roll)] =
                sum / kNumFaces;
          }
        }
        if (c == 0) {
          const int first = config_.starting[ur];
          start_[ur][static_cast<std::size_t>(chip * (bound + 1) + t)] =
              cur[static_cast<std::size_t>(first)];  // the empty multiset is index 0
        }
        std::swap(prev, cur);
      }
    }
  }
}

double Solver::expected_score() const {
  return config_.start_money + turn_start_value(0, config_.start_tokens, 0);
}

double Solver::turn_start_value(int round, int tokens, int chip) const {
  if (round < 0 || round >= static_cast<int>(config_.starting.size()) || chip < 0 ||
      chip >= chips_in(round) || tokens < 0) {
    throw std::out_of_range("fistful solo solver: no such turn start");
  }
  const int bound = token_bound(round);
  const int extra = std::max(0, tokens - token_reach(round, 0));
  return start_[static_cast<std::size_t>(round)]
               [static_cast<std::size_t>(chip * (bound + 1) + tokens - extra)] +
         extra;
}

std::size_t Solver::state_count() const {
  std::size_t n = 0;
  for (const auto& v : values_) n += v.size();
  return n;
}

namespace {

void check_position(const Position& p, int rounds, int dice) {
  if (p.round < 0 || p.round >= rounds || p.tokens < 0 || p.cashed < 0 ||
      fistful::total(p.in_play) + p.cashed > dice || p.chip < 0 || p.chip >= chips_in(p.round)) {
    throw std::out_of_range("fistful solo solver: not a position of this game");
  }
}

}  // namespace

double Solver::value(const Position& p) const {
  check_position(p, static_cast<int>(config_.starting.size()), n_);
  const int d = index_of_[static_cast<std::size_t>(fistful::encode_counts(p.in_play))];
  return w(p.round, p.chip, p.tokens, p.cashed, d);
}

Decision Solver::best(const Position& p) const {
  check_position(p, static_cast<int>(config_.starting.size()), n_);
  const int d = index_of_[static_cast<std::size_t>(fistful::encode_counts(p.in_play))];
  const int extra = std::max(0, p.tokens - token_reach(p.round, p.cashed));
  const std::uint16_t c = choice_[static_cast<std::size_t>(p.round)]
                                 [layer_base(p.round, p.chip, p.tokens - extra, p.cashed) +
                                  static_cast<std::size_t>(d)];
  Decision out;
  out.kind = code_kind(c);
  out.value = w(p.round, p.chip, p.tokens, p.cashed, d);
  const auto ud = static_cast<std::size_t>(d);
  if (out.kind == Decision::Kind::kReroll) {
    const auto i = static_cast<std::size_t>(sub_begin_[ud] + code_index(c));
    out.dice = minus(p.in_play, sets_[static_cast<std::size_t>(sub_keep_[i])]);
  } else if (out.kind == Decision::Kind::kSpendChip) {
    const auto i = static_cast<std::size_t>(chip_begin_[ud] + code_index(c));
    // The result is in play minus the dice turned plus as many kangaroos.
    const FaceCounts& result = sets_[static_cast<std::size_t>(chip_result_[i])];
    FaceCounts turned{};
    for (int f = 0; f < kNumFaces; ++f) {
      if (f == fistful::kKangaroo) continue;
      turned[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(
          p.in_play[static_cast<std::size_t>(f)] - result[static_cast<std::size_t>(f)]);
    }
    out.dice = turned;
  } else if (out.kind == Decision::Kind::kCashIn) {
    out.count = code_index(c);
  }
  return out;
}

std::vector<Decision> Solver::options(const Position& p) const {
  check_position(p, static_cast<int>(config_.starting.size()), n_);
  std::vector<Decision> all;
  const int r = p.round;
  const StopFacts s = stop_facts(p.in_play, config_.bank_squirrels);
  const int earned = r < 2 ? r + 1 : 0;
  Decision stop;
  stop.value =
      s.animals + next_value(r, p.tokens + s.tokens, s.kangaroo && earned ? earned : p.chip);
  all.push_back(stop);
  if (s.lions >= 0) {
    stop.kind = Decision::Kind::kStopLions;
    stop.value = s.lions + next_value(r, p.tokens + s.tokens, p.chip);
    all.push_back(stop);
  }
  const int size = fistful::total(p.in_play);
  if (size > 0) {
    // Kept dice plus `roll` dice rolled, valued by enumerating every roll once.
    const auto rolled = [&](const FaceCounts& kept, int roll) {
      double sum = 0;
      std::uint64_t ways_total = 1;
      for (int i = 0; i < roll; ++i) ways_total *= kNumFaces;
      for (int i = 0; i < prefix_[static_cast<std::size_t>(roll)]; ++i) {
        const FaceCounts& faces = sets_[static_cast<std::size_t>(i)];
        if (fistful::total(faces) != roll) continue;
        std::uint64_t ways = 1;
        for (int k = 2; k <= roll; ++k) ways *= static_cast<std::uint64_t>(k);
        for (std::uint8_t x : faces) {
          for (int k = 2; k <= x; ++k) ways /= static_cast<std::uint64_t>(k);
        }
        FaceCounts after = kept;
        for (int f = 0; f < kNumFaces; ++f)
          after[static_cast<std::size_t>(f)] += faces[static_cast<std::size_t>(f)];
        const int d = index_of_[static_cast<std::size_t>(fistful::encode_counts(after))];
        sum += static_cast<double>(ways) * w(r, p.chip, p.tokens - 1, p.cashed, d);
      }
      return sum / static_cast<double>(ways_total);
    };
    if (p.tokens > 0) {
      if (size + p.cashed < n_) {
        Decision draw;
        draw.kind = Decision::Kind::kDraw;
        draw.value = rolled(p.in_play, 1);
        all.push_back(draw);
      }
      const auto ud = static_cast<std::size_t>(
          index_of_[static_cast<std::size_t>(fistful::encode_counts(p.in_play))]);
      for (int i = sub_begin_[ud]; i < sub_begin_[ud + 1]; ++i) {
        Decision re;
        re.kind = Decision::Kind::kReroll;
        const FaceCounts& kept =
            sets_[static_cast<std::size_t>(sub_keep_[static_cast<std::size_t>(i)])];
        re.dice = minus(p.in_play, kept);
        re.value = rolled(kept, fistful::total(re.dice));
        all.push_back(re);
      }
    }
    for (int k = 1; k <= p.in_play[fistful::kPenguin]; ++k) {
      Decision cash;
      cash.kind = Decision::Kind::kCashIn;
      cash.count = k;
      FaceCounts after = p.in_play;
      after[fistful::kPenguin] = static_cast<std::uint8_t>(after[fistful::kPenguin] - k);
      cash.value = w(r, p.chip, p.tokens + fistful::penguin_tokens(k), p.cashed + k,
                     index_of_[static_cast<std::size_t>(fistful::encode_counts(after))]);
      all.push_back(cash);
    }
    if (p.chip > 0) {
      FaceCounts turnable = p.in_play;
      turnable[fistful::kKangaroo] = 0;
      fistful::for_each_pick_of_two(turnable, p.chip == 2, [&](const FaceCounts& pick) {
        const int k = fistful::total(pick);
        Decision spend;
        spend.kind = Decision::Kind::kSpendChip;
        spend.dice = pick;
        FaceCounts after = minus(p.in_play, pick);
        after[fistful::kKangaroo] = static_cast<std::uint8_t>(after[fistful::kKangaroo] + k);
        spend.value = w(r, 0, p.tokens, p.cashed,
                        index_of_[static_cast<std::size_t>(fistful::encode_counts(after))]);
        all.push_back(spend);
      });
    }
  }
  std::stable_sort(all.begin(), all.end(), [](const Decision& a, const Decision& b) {
    if (a.value > b.value + kTie) return true;
    if (b.value > a.value + kTie) return false;
    return a.kind < b.kind;
  });
  return all;
}

std::vector<std::array<double, 4>> Solver::turn_outcomes(int r, int t0, int chip0,
                                                         std::vector<char>* reached,
                                                         TurnScratch& scratch) const {
  // Forward: the probability of each position of this turn under the optimal
  // policy from one turn start, layer by layer in an order where all mass that
  // flows into a layer has arrived before it is read (the reverse of solving).
  const int chips = chips_in(r);
  const int bound = token_bound(r);
  const auto ur = static_cast<std::size_t>(r);
  // Dice being rolled are laid out by the dice still to roll, then by the dice
  // kept: one roll's mass moves into the next level's contiguous entries.
  const std::size_t level = sets_.size();
  // The scratch arrays are all zeros on entry and on return (every entry read is
  // cleared), so one allocation serves every start of every round.
  ZeroedPages<double>& mass = scratch.mass;
  std::vector<double>& rcur = scratch.rcur;
  std::vector<double>& rnext = scratch.rnext;
  std::vector<int>& filled = scratch.filled;
  std::vector<double>& dense = scratch.dense;
  if (mass.size() < values_[ur].size()) mass = ZeroedPages<double>(values_[ur].size());
  rcur.resize(level * static_cast<std::size_t>(n_ + 1), 0.0);
  rnext.resize(level * static_cast<std::size_t>(n_ + 1), 0.0);
  filled.resize(std::max(filled.size(), static_cast<std::size_t>(chips * (bound + 1) * (n_ + 1))),
                0);
  const auto layer_id = [&](int chip, int t, int c) {
    return static_cast<std::size_t>((chip * (bound + 1) + t) * (n_ + 1) + c);
  };
  // The most dice (kept plus rolled) with mass in rcur and rnext, -1 for none:
  // the R passes skip the larger multisets, which hold no mass.
  int rcur_dice = config_.starting[ur], rnext_dice = -1;
  bool started = false;
  rcur[static_cast<std::size_t>(config_.starting[ur]) * level] = 1.0;  // the starting roll
  // outcomes[(dollars, tokens after, chip after)]
  std::vector<std::array<double, 4>> out;
  const int max_dollars = max_dollars_;
  const auto dense_index = [&](int dollars, int tokens, int chip) {
    return (static_cast<std::size_t>(dollars) * static_cast<std::size_t>(bound + 1) +
            static_cast<std::size_t>(tokens)) *
               3 +
           static_cast<std::size_t>(chip);
  };
  dense.resize(std::max(dense.size(), static_cast<std::size_t>(max_dollars + 1) *
                                          static_cast<std::size_t>(bound + 1) * 3),
               0.0);
  const int earned = r < 2 ? r + 1 : 0;
  for (int chip = chips - 1; chip >= 0; --chip) {
    for (int c = 0; c <= n_; ++c) {
      const int room = n_ - c;
      [[maybe_unused]] const int layer_size = prefix_[static_cast<std::size_t>(room)];
      for (int t = token_reach(r, c); t >= 0; --t) {  // no mass lies beyond the reach
        if (!started) {
          // Nothing reaches the layers before the start's.
          if (chip != chip0 || c != 0 || t != t0) continue;
          started = true;
        }
        const std::size_t base = layer_base(r, chip, t, c);
        int& hi = filled[layer_id(chip, t, c)];
        if (rcur_dice >= 0) {
          // One die rolls at a time: kept K with `roll` to roll becomes K + face with
          // one fewer, a sixth each. Each entry gathers from its sources in ascending
          // order, which is the order a scatter over the sources would add them in:
          // the sums are the same to the last bit, without a branch per entry.
          for (int roll = rcur_dice; roll >= 1; --roll) {
            double* from = &rcur[static_cast<std::size_t>(roll) * level];
            double* to = &rcur[static_cast<std::size_t>(roll - 1) * level];
            const int kept = prefix_[static_cast<std::size_t>(rcur_dice - roll)];
            for (int k = 0; k < kept; ++k) from[k] /= kNumFaces;
            const int landed = prefix_[static_cast<std::size_t>(rcur_dice - roll + 1)];
            for (int k = 0; k < landed; ++k) {
              const auto& sources = fewer_ascending_[static_cast<std::size_t>(k)];
              double v = to[k];
              for (int f = 0; f < kNumFaces; ++f) v += from[sources[static_cast<std::size_t>(f)]];
              to[k] = v;
            }
            std::fill(from, from + kept, 0.0);
          }
          for (int k = 0; k < prefix_[static_cast<std::size_t>(rcur_dice)]; ++k) {
            double& m = rcur[static_cast<std::size_t>(k)];
            if (m != 0) {
              mass[base + static_cast<std::size_t>(k)] += m;
              m = 0;
              hi = std::max(hi, k + 1);
            }
          }
          rcur_dice = -1;
        }
        if (hi > 0) {
          assert(hi <= layer_size);
          for (int d = 0; d < hi; ++d) {
            const auto ud = static_cast<std::size_t>(d);
            const double m = mass[base + ud];
            if (m == 0) continue;
            mass[base + ud] = 0;
            if (reached != nullptr) (*reached)[base + ud] = 1;
            const std::uint16_t choice = choice_[ur][base + ud];
            const int index = code_index(choice);
            switch (code_kind(choice)) {
              case Decision::Kind::kStopAnimals:
              case Decision::Kind::kStopLions: {
                const StopFacts& s = stops_[ud];
                const bool lions = code_kind(choice) == Decision::Kind::kStopLions;
                const int chip_after = !lions && s.kangaroo && earned ? earned : chip;
                dense[dense_index(lions ? s.lions : s.animals, std::min(t + s.tokens, bound),
                                  chip_after)] += m;
                break;
              }
              case Decision::Kind::kDraw:
                rnext[level + ud] += m;
                rnext_dice = std::max(rnext_dice, fistful::total(sets_[ud]) + 1);
                break;
              case Decision::Kind::kReroll: {
                const auto i = static_cast<std::size_t>(sub_begin_[ud] + index);
                rnext[sub_size_[i] * level + static_cast<std::size_t>(sub_keep_[i])] += m;
                rnext_dice = std::max(rnext_dice, fistful::total(sets_[ud]));
                break;
              }
              case Decision::Kind::kCashIn: {
                const int after =
                    index_of_[static_cast<std::size_t>(fistful::encode_counts(sets_[ud]) - index)];
                const int tk = std::min(t + fistful::penguin_tokens(index), bound);
                mass[layer_base(r, chip, tk, c + index) + static_cast<std::size_t>(after)] += m;
                int& to = filled[layer_id(chip, tk, c + index)];
                to = std::max(to, after + 1);
                break;
              }
              case Decision::Kind::kSpendChip: {
                const auto i = static_cast<std::size_t>(chip_begin_[ud] + index);
                mass[layer_base(r, 0, t, c) + static_cast<std::size_t>(chip_result_[i])] += m;
                int& to = filled[layer_id(0, t, c)];
                to = std::max(to, chip_result_[i] + 1);
                break;
              }
            }
          }
          hi = 0;
        }
        // Rerolls and draws from this layer land in the next one (one token fewer).
        std::swap(rcur, rnext);
        rcur_dice = rnext_dice;
        rnext_dice = -1;
      }
      assert(!started || rcur_dice < 0);
    }
  }
  for (int d = 0; d <= max_dollars; ++d) {
    for (int t = 0; t <= bound; ++t) {
      for (int chip = 0; chip < 3; ++chip) {
        double& slot = dense[dense_index(d, t, chip)];
        const double p = slot;
        slot = 0;
        if (p > 0)
          out.push_back(
              {static_cast<double>(d), static_cast<double>(t), static_cast<double>(chip), p});
      }
    }
  }
  return out;
}

ScoreDistribution Solver::distribution(std::vector<std::vector<char>>* reached) const {
  // Money only adds up and the policy ignores it, so a turn's outcome depends on
  // its start (tokens, chip) alone: combine each start's outcomes, turn by turn.
  struct Key {
    int money, tokens, chip;
  };
  std::vector<std::pair<Key, double>> now = {{{config_.start_money, config_.start_tokens, 0}, 1.0}};
  const int rounds = static_cast<int>(config_.starting.size());
  if (reached != nullptr) {
    reached->clear();
    for (const auto& v : values_) reached->emplace_back(v.size(), 0);
  }
  TurnScratch scratch;
  for (int r = 0; r < rounds; ++r) {
    const int bound = token_bound(r);
    std::vector<std::vector<std::array<double, 4>>> cache(
        static_cast<std::size_t>(3 * (bound + 1)));
    std::vector<char> have(cache.size(), 0);
    std::vector<std::pair<Key, double>> next;
    const int next_bound = bound + 1;  // tokens after this turn are at most bound
    // A turn adds at most max_dollars_, so the money axis has a known width and
    // every outcome is added in place, in the order the starts are listed.
    int max_money = 0;
    for (const auto& entry : now) max_money = std::max(max_money, entry.first.money);
    max_money += max_dollars_;
    std::vector<double> dense(
        static_cast<std::size_t>(max_money + 1) * static_cast<std::size_t>(next_bound) * 3, 0.0);
    const auto at = [&](const Key& k) {
      return (static_cast<std::size_t>(k.money) * static_cast<std::size_t>(next_bound) +
              static_cast<std::size_t>(k.tokens)) *
                 3 +
             static_cast<std::size_t>(k.chip);
    };
    for (const auto& [key, p] : now) {
      const auto slot = static_cast<std::size_t>(key.chip * (bound + 1) + key.tokens);
      if (!have[slot]) {
        cache[slot] = turn_outcomes(
            r, key.tokens, key.chip,
            reached != nullptr ? &(*reached)[static_cast<std::size_t>(r)] : nullptr, scratch);
        have[slot] = 1;
      }
      for (const auto& o : cache[slot]) {
        const Key k{key.money + static_cast<int>(o[0]), static_cast<int>(o[1]),
                    static_cast<int>(o[2])};
        dense[at(k)] += p * o[3];
      }
    }
    for (int m = 0; m <= max_money; ++m) {
      for (int t = 0; t < next_bound; ++t) {
        for (int chip = 0; chip < 3; ++chip) {
          const Key k{m, t, chip};
          if (dense[at(k)] > 0) next.push_back({k, dense[at(k)]});
        }
      }
    }
    now = std::move(next);
  }
  ScoreDistribution dist;
  for (const auto& [key, p] : now) {
    const auto score = static_cast<std::size_t>(key.money + key.tokens);  // FP-12
    if (dist.probability.size() <= score) dist.probability.resize(score + 1, 0.0);
    dist.probability[score] += p;
  }
  return dist;
}

}  // namespace rookery::fistful_solo

namespace rookery::fistful_solo {

namespace {

std::string counts_text(const FaceCounts& c) {
  std::string s;
  for (std::uint8_t x : c) s += static_cast<char>('0' + x);
  return s;
}

// The policy file's words: stop, lions, draw, reroll DICE, cash N, chip DICE.
std::string short_text(const Decision& d) {
  switch (d.kind) {
    case Decision::Kind::kStopAnimals:
      return "stop";
    case Decision::Kind::kStopLions:
      return "lions";
    case Decision::Kind::kDraw:
      return "draw";
    case Decision::Kind::kReroll:
      return "reroll " + counts_text(d.dice);
    case Decision::Kind::kCashIn:
      return "cash " + std::to_string(d.count);
    case Decision::Kind::kSpendChip:
      return "chip " + counts_text(d.dice);
  }
  return "?";
}

}  // namespace

std::size_t Solver::write_policy(std::ostream& out,
                                 const std::vector<std::vector<char>>& reached) const {
  out << "# fistful-solo policy: dice=" << n_ << " starting=";
  for (std::size_t i = 0; i < config_.starting.size(); ++i) {
    out << (i ? "," : "") << config_.starting[i];
  }
  out << " tokens=" << config_.start_tokens << " money=" << config_.start_money
      << " solo_squirrels=" << (config_.bank_squirrels ? "bank" : "none") << "\n"
      << "# expected_score " << expected_score() << "\n"
      << "# round tokens chip cashed dice decision (dice: counts of penguin squirrel moose "
         "kangaroo lion camel)\n";
  std::size_t lines = 0;
  for (int r = 0; r < static_cast<int>(config_.starting.size()); ++r) {
    for (int chip = 0; chip < chips_in(r); ++chip) {
      for (int t = 0; t <= token_bound(r); ++t) {
        for (int c = 0; c <= n_; ++c) {
          if (t > token_reach(r, c)) continue;  // not in the table: no game gets there
          const std::size_t base = layer_base(r, chip, t, c);
          for (int d = 0; d < prefix_[static_cast<std::size_t>(n_ - c)]; ++d) {
            if (!reached[static_cast<std::size_t>(r)][base + static_cast<std::size_t>(d)]) continue;
            Position p{r, sets_[static_cast<std::size_t>(d)], c, t, chip};
            out << r + 1 << ' ' << t << ' ' << chip << ' ' << c << ' ' << counts_text(p.in_play)
                << ' ' << short_text(best(p)) << '\n';
            ++lines;
          }
        }
      }
    }
  }
  return lines;
}

}  // namespace rookery::fistful_solo
