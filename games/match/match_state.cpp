// Match of the Penguins' rules: matches (MP-2), claims in real time (MP-3),
// winnings (MP-4), wrong claims (MP-5), rounds and the end (MP-6).
#include "games/match/match_state.h"

#include <algorithm>
#include <bit>
#include <tuple>

namespace rookery::match {

namespace {

// MP-2's rank, low to high: one match < several < identical < two fish.
int rank_of(int kind) {
  return kind < kBlackPawn ? 0 : kind == kBlackPawn ? 1 : kind == kWhitePawn ? 2 : 3;
}

int shared_elements(const Card& a, const Card& b) {
  int n = 0;
  for (int e = 0; e < kElements; ++e)
    n += a.colours[static_cast<std::size_t>(e)] == b.colours[static_cast<std::size_t>(e)];
  return n;
}

// The colour a card shows for an element, or -1 (a close-up shows one element only).
int colour_of(const Card& c, int element) {
  if (c.closeup && c.element != element) return -1;
  return c.colours[static_cast<std::size_t>(element)];
}

}  // namespace

bool one_match(const Card& a, const Card& b, int element) {
  const int ca = colour_of(a, element);
  return ca >= 0 && ca == colour_of(b, element);
}

MatchState::MatchState(std::shared_ptr<const Game> game, std::shared_ptr<const Deck> deck,
                       Options options)
    : ValueState(std::move(game)), deck_(std::move(deck)), options_(options) {
  remaining_ = deck_->size() >= 64 ? ~0ULL : (1ULL << deck_->size()) - 1;
}

bool MatchState::operator==(const MatchState& other) const {
  if (revealed_count_ != other.revealed_count_ || face_up_count_ != other.face_up_count_)
    return false;
  for (int i = 0; i < face_up_count_; ++i) {
    if (face_up_[static_cast<std::size_t>(i)] != other.face_up_[static_cast<std::size_t>(i)])
      return false;
  }
  for (int i = 0; i < revealed_count_; ++i) {
    if (!(revealed_[static_cast<std::size_t>(i)] == other.revealed_[static_cast<std::size_t>(i)]))
      return false;
  }
  return deck_ == other.deck_ && options_.players == other.options_.players &&
         options_.card_ms == other.options_.card_ms && remaining_ == other.remaining_ &&
         won_ == other.won_ && out_of_play_ == other.out_of_play_ && rounds_ == other.rounds_ &&
         dealer_ == other.dealer_ && t0_ == other.t0_ && from_ms_ == other.from_ms_ &&
         claims_ == other.claims_ && earlier_ == other.earlier_ && kept_ == other.kept_ &&
         phase_ == other.phase_;
}

int MatchState::deck_left() const { return std::popcount(remaining_); }

int MatchState::interval_ms() const {
  // R3: a card every card_ms; after the last card one last window (MP-6).
  return final_window() ? options_.card_ms + kWindowMs : options_.card_ms;
}

bool MatchState::correct(int kind) const {
  const Deck& d = *deck_;
  for (int i = 0; i < face_up_count_; ++i) {
    const Card& a = d[face_up_[static_cast<std::size_t>(i)]];
    if (kind == kKnock && a.fish == 2) return true;  // R2: two fish in one pail
    for (int j = i + 1; j < face_up_count_; ++j) {
      const Card& b = d[face_up_[static_cast<std::size_t>(j)]];
      if (kind < kBlackPawn) {
        if (one_match(a, b, kind)) return true;
      } else if (!a.closeup && !b.closeup) {
        const int shared = shared_elements(a, b);
        if (kind == kBlackPawn && shared >= 2 && shared < kElements) return true;  // several
        if (kind == kWhitePawn && shared == kElements) return true;                // identical
      }
    }
  }
  return false;
}

void MatchState::acting_players(PlayerList& out) const {
  out.clear();
  if (phase_ == Phase::kTurning) out.push_back(kChancePlayer);
  if (phase_ == Phase::kClaims || phase_ == Phase::kWindow) {
    for (Player p = 0; p < options_.players; ++p) {
      if (!claims_[static_cast<std::size_t>(p)].committed)
        out.push_back(p);  // secret, simultaneous
    }
  }
}

bool MatchState::is_legal(Player player, Action action) const {
  if ((phase_ != Phase::kClaims && phase_ != Phase::kWindow) || player < 0 ||
      player >= options_.players || claims_[static_cast<std::size_t>(player)].committed) {
    return false;
  }
  if (action == kPass) return true;
  const int kind = claim_kind(action);
  const int ms = claim_ms(action);
  if (action < 0 || kind >= kClaimKinds) return false;
  // R3: claims within this card's interval; in the window, after its opening claim.
  if (phase_ == Phase::kClaims) return ms > from_ms_ && ms < interval_ms();
  return ms > from_ms_ && ms <= t0_ + kWindowMs;
}

void MatchState::legal_actions(Player player, ActionList& out) const {
  out.clear();
  if (!is_legal(player, kPass)) return;
  const bool window_goes_on = phase_ == Phase::kWindow && from_ms_ > t0_;
  const int from = phase_ == Phase::kClaims || window_goes_on ? from_ms_ + 1 : t0_ + kGridMs;
  const int to = phase_ == Phase::kClaims ? interval_ms() - 1 : t0_ + kWindowMs;
  // The grid widens for long intervals (slow card_ms) so the list fits an
  // ActionList; any millisecond stays legal through is_legal.
  // Capacity: the grid is chosen so that pass + kinds x (grid points + the end
  // point) is at most kMaxLegalActions (1 + 9 x 113 = 1018 at the finest grid that fits).
  // After a wrong claim (MP-8a) the list also ends on the step's last ms, so that a
  // claim drawn from it can end the card's claims: steps cannot crawl a ms at a time.
  const int ends = (phase_ == Phase::kClaims && from_ms_ >= 0) || window_goes_on ? 1 : 0;
  int grid = kGridMs;
  while (((to - from) / grid + 1 + ends) * kClaimKinds + 1 > kMaxLegalActions) grid += kGridMs;
  for (int kind = 0; kind < kClaimKinds; ++kind) {
    int last = -1;
    for (int ms = from; ms <= to; ms += grid) out.push_back(claim_action(kind, last = ms));
    if (ends && last != to && to >= from) out.push_back(claim_action(kind, to));
  }
  out.push_back(kPass);  // the largest id: the list ascends, as OpenSpiel lists them
}

void MatchState::apply_unchecked(Player player, Action action) {
  if (phase_ == Phase::kTurning) {
    // R3: the dealer turns the next card face up.
    remaining_ &= ~(1ULL << action);
    face_up_[face_up_count_++] = static_cast<std::uint8_t>(action);
    phase_ = Phase::kClaims;
    claims_ = {};
    from_ms_ = -1;
    return;
  }
  Claim& c = claims_[static_cast<std::size_t>(player)];
  c.committed = true;
  c.kind = static_cast<std::int8_t>(action == kPass ? -1 : claim_kind(action));
  c.ms = static_cast<std::int16_t>(action == kPass ? 0 : claim_ms(action));
  for (const Claim& other : claims_) {
    if (&other - claims_.data() < options_.players && !other.committed)
      return;  // others still to commit
  }
  resolve();
}

void MatchState::carry_claims_after(int ms) {
  for (Claim& c : claims_) {
    c.committed = c.kind >= 0 && c.ms > ms;  // sealed: that player's claim in the next step
    if (!c.committed) c = Claim{};
  }
}

void MatchState::resolve() {
  // Every claim of this round so far, in time order (seat order on equal times).
  struct Entry {
    int player, kind, ms;
    bool now;  // made in this step (not heard before)
  };
  // A fixed array and an insertion sort (stable: seat order on equal times), so
  // resolving never allocates. Capacity: each player adds at most three claims
  // (earlier_, kept_, claims_), so n <= 3 * players <= 3 * kMaxPlayers.
  std::array<Entry, 3 * kMaxPlayers> entries{};
  std::size_t n = 0;
  const auto add = [&](Player p, const Claim& c, bool now) {
    std::size_t j = n++;
    for (; j > 0 && entries[j - 1].ms > c.ms; --j) entries[j] = entries[j - 1];
    entries[j] = Entry{p, c.kind, c.ms, now};
  };
  for (Player p = 0; p < options_.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (phase_ == Phase::kWindow && earlier_[i].kind >= 0) add(p, earlier_[i], false);
    if (phase_ == Phase::kWindow && kept_[i].kind >= 0) add(p, kept_[i], false);
    if (claims_[i].kind >= 0) add(p, claims_[i], true);
  }
  // R5 (MP-3): pawns are objects: the white to the first grab, a black to each of
  // the first grabbers (two, one with 2 players), one per player; later grabs are refused.
  std::array<Verdict, 3 * kMaxPlayers> verdict{};
  const int black_pawns = options_.players == 2 ? 1 : 2;
  int blacks_taken = 0;
  bool white_taken = false;
  std::array<bool, kMaxPlayers> holds_black{};
  int first_correct = -1;
  for (std::size_t i = 0; i < n; ++i) {
    const Entry& e = entries[i];
    // R3: after the window closed a claim is too late, whatever it claims (a pawn
    // grab included: it takes no pawn and is not "refused").
    if (first_correct >= 0 && e.ms > first_correct + kWindowMs) {
      verdict[i] = Verdict::kLate;
      continue;
    }
    if (e.kind == kWhitePawn) {
      if (white_taken) {
        verdict[i] = Verdict::kRefused;
        continue;
      }
      white_taken = true;
    }
    if (e.kind == kBlackPawn) {
      if (blacks_taken == black_pawns || holds_black[static_cast<std::size_t>(e.player)]) {
        verdict[i] = Verdict::kRefused;
        continue;
      }
      ++blacks_taken;
      holds_black[static_cast<std::size_t>(e.player)] = true;
    }
    verdict[i] = correct(e.kind) ? Verdict::kCorrect : Verdict::kWrong;
    if (verdict[i] == Verdict::kCorrect && first_correct < 0) first_correct = e.ms;
  }
  // MP-8a: a step ends at its first wrong claim, as it does at the live table: the
  // claims of this step timed after it are not heard yet; they stay sealed as their
  // players' claims in the next step, and everyone, the wrong claimer too, may claim
  // again from just after it. (Before a correct claim in the claims phase; in the
  // window, any wrong claim of this step.) A verdict depends only on earlier claims,
  // so the step's first part keeps the verdicts it has.
  for (std::size_t i = 0; i < n; ++i) {
    if (!entries[i].now || verdict[i] != Verdict::kWrong) continue;
    if (phase_ == Phase::kClaims && first_correct >= 0 && first_correct <= entries[i].ms) break;
    const int cut = entries[i].ms;
    while (n > 0 && entries[n - 1].ms > cut) --n;
    first_correct = -1;
    for (std::size_t j = 0; j < n && first_correct < 0; ++j)
      if (verdict[j] == Verdict::kCorrect) first_correct = entries[j].ms;
    break;
  }
  bool any_wrong = false;
  for (std::size_t i = 0; i < n; ++i) any_wrong = any_wrong || verdict[i] == Verdict::kWrong;
  if (phase_ == Phase::kClaims && first_correct >= 0) {
    // R3: a correct claim stops the turning and opens the window for higher claims.
    // MP-8c: the window hears the claims made up to its opening claim; those timed
    // later stay sealed and are their players' claims in the window.
    t0_ = static_cast<std::int16_t>(first_correct);
    earlier_ = claims_;
    for (Claim& c : earlier_) {
      if (c.kind >= 0 && c.ms > t0_) c = Claim{};
    }
    carry_claims_after(t0_);
    from_ms_ = t0_;
    phase_ = Phase::kWindow;
    return;
  }
  if (phase_ == Phase::kWindow) {
    // MP-8a in the window: a wrong claim does not end the window for its claimer.
    // The claims of this step are heard and settled: the wrong ones cost their cards
    // now, the correct ones are kept for the window's end (each player's best), and
    // the window goes on after the step's last claim while time is left.
    bool wrong_now = false;
    int last_now = -1;
    for (std::size_t i = 0; i < n; ++i) {
      if (!entries[i].now) continue;
      wrong_now = wrong_now || verdict[i] == Verdict::kWrong;
      last_now = std::max(last_now, entries[i].ms);
    }
    if (wrong_now && last_now < t0_ + kWindowMs) {
      revealed_count_ = 0;
      for (std::size_t i = 0; i < n; ++i) {
        const Entry& e = entries[i];
        if (!e.now) continue;
        const auto p = static_cast<std::size_t>(e.player);
        revealed_[revealed_count_++] =
            Revealed{static_cast<std::int8_t>(e.player), static_cast<std::int8_t>(e.kind),
                     static_cast<std::int16_t>(e.ms), verdict[i], 0};
        if (verdict[i] == Verdict::kWrong && won_[p] > 0) {  // R6 (MP-5)
          --won_[p];
          ++out_of_play_;
        }
        Claim& k = kept_[p];
        if (verdict[i] == Verdict::kCorrect &&
            (k.kind < 0 || rank_of(e.kind) > rank_of(k.kind) ||
             (rank_of(e.kind) == rank_of(k.kind) && e.ms < k.ms))) {
          k = Claim{static_cast<std::int8_t>(e.kind), static_cast<std::int16_t>(e.ms), false};
        }
      }
      from_ms_ = static_cast<std::int16_t>(last_now);
      carry_claims_after(last_now);
      return;
    }
  }
  // R6 (MP-5): each wrong claim puts one of the claimer's won cards out of play.
  revealed_count_ = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (verdict[i] == Verdict::kWrong && won_[static_cast<std::size_t>(entries[i].player)] > 0) {
      --won_[static_cast<std::size_t>(entries[i].player)];
      ++out_of_play_;
    }
  }
  // MP-8a: a wrong claim does not end the card for anyone, its claimer included.
  // The step was cut at its first wrong claim (above): the claims up to it are
  // heard and settled, and the same card's claims go on just after it, with the
  // later claims of the step still sealed.
  const int last_ms = n > 0 ? entries[n - 1].ms : -1;
  if (phase_ == Phase::kClaims && any_wrong && last_ms + 1 < interval_ms()) {
    for (std::size_t i = 0; i < n; ++i) {
      revealed_[revealed_count_++] = Revealed{
          static_cast<std::int8_t>(entries[i].player), static_cast<std::int8_t>(entries[i].kind),
          static_cast<std::int16_t>(entries[i].ms), verdict[i], 0};
    }
    from_ms_ = static_cast<std::int16_t>(last_ms);
    carry_claims_after(last_ms);
    return;
  }
  // R4 (MP-4): the highest correct rank wins; earliest, and those within 150 ms, tie.
  int best_rank = -1;
  for (std::size_t i = 0; i < n; ++i) {
    if (verdict[i] == Verdict::kCorrect) best_rank = std::max(best_rank, rank_of(entries[i].kind));
  }
  std::array<int, kMaxPlayers> gain{};
  int taken = 0;
  if (best_rank == 1) {
    for (std::size_t i = 0; i < n; ++i) {  // each correct black pawn: one card
      if (verdict[i] == Verdict::kCorrect && entries[i].kind == kBlackPawn &&
          taken < face_up_count_) {
        ++gain[static_cast<std::size_t>(entries[i].player)];
        ++taken;
      }
    }
  } else if (best_rank >= 0) {
    int earliest = -1;
    std::array<bool, kMaxPlayers> winner{};
    int winners = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (verdict[i] != Verdict::kCorrect || rank_of(entries[i].kind) != best_rank) continue;
      if (earliest < 0) earliest = entries[i].ms;
      if (entries[i].ms <= earliest + kTieMs &&
          !winner[static_cast<std::size_t>(entries[i].player)]) {
        winner[static_cast<std::size_t>(entries[i].player)] = true;
        ++winners;
      }
    }
    for (Player p = 0; p < options_.players; ++p) {
      if (winner[static_cast<std::size_t>(p)]) {
        gain[static_cast<std::size_t>(p)] = face_up_count_ / winners;  // split; the rest leave play
        taken += face_up_count_ / winners;
      }
    }
  }
  static_assert(std::tuple_size_v<decltype(revealed_)> >= 3 * kMaxPlayers,
                "revealed_ holds every claim of a resolution (n <= 3 * players)");
  for (std::size_t i = 0; i < n; ++i) {
    revealed_[revealed_count_++] = Revealed{
        static_cast<std::int8_t>(entries[i].player), static_cast<std::int8_t>(entries[i].kind),
        static_cast<std::int16_t>(entries[i].ms), verdict[i], 0};
  }
  for (Player p = 0; p < options_.players; ++p)
    won_[static_cast<std::size_t>(p)] += gain[static_cast<std::size_t>(p)];
  for (int i = 0; i < revealed_count_; ++i) {
    Revealed& r = revealed_[static_cast<std::size_t>(i)];
    if (r.verdict == Verdict::kCorrect)
      r.cards_won = static_cast<std::int8_t>(gain[static_cast<std::size_t>(r.player)]);
  }
  claims_ = {};
  earlier_ = {};
  kept_ = {};
  t0_ = -1;
  from_ms_ = -1;
  if (taken > 0) {
    out_of_play_ = static_cast<std::int16_t>(out_of_play_ + face_up_count_ - taken);
    return end_round();
  }
  if (best_rank >= 0) {
    // MP-8b: a tie that gives every winner 0 cards does not end the round: the
    // face-up cards leave play, the same dealer turns the next card.
    out_of_play_ = static_cast<std::int16_t>(out_of_play_ + face_up_count_);
    face_up_count_ = 0;
    phase_ = deck_left() == 0 ? Phase::kOver : Phase::kTurning;
    return;
  }
  if (final_window()) {  // R7: cards nobody wins leave play
    out_of_play_ = static_cast<std::int16_t>(out_of_play_ + face_up_count_);
    face_up_count_ = 0;
    phase_ = Phase::kOver;
    return;
  }
  phase_ = Phase::kTurning;  // no correct claim: the next card
}

void MatchState::end_round() {
  // R7 (MP-6): the round ends when someone has won a card; the deck passes left.
  face_up_count_ = 0;
  if (deck_left() == 0) {
    phase_ = Phase::kOver;
    return;
  }
  ++rounds_;
  dealer_ = static_cast<std::int8_t>((dealer_ + 1) % options_.players);
  phase_ = Phase::kTurning;
}

ChanceDistribution MatchState::chance_outcomes() const {
  ChanceDistribution d;
  if (phase_ != Phase::kTurning) return d;
  for (int c = 0; c < static_cast<int>(deck_->size()); ++c) {
    if ((remaining_ >> c) & 1ULL) d.outcomes.push_back({c, 1});  // a shuffled deck: any card left
  }
  d.total = d.outcomes.size();
  return d;
}

Action MatchState::sample_chance(Rng& rng) const {
  std::uint32_t k = rng.below(static_cast<std::uint32_t>(deck_left()));
  for (int c = 0; c < static_cast<int>(deck_->size()); ++c) {
    if (((remaining_ >> c) & 1ULL) && k-- == 0) return c;
  }
  return 0;
}

bool MatchState::is_chance_outcome(Action action) const {
  // Any card still in the dealer's deck may be turned next.
  return phase_ == Phase::kTurning && action >= 0 && action < static_cast<Action>(deck_->size()) &&
         ((remaining_ >> action) & 1ULL) != 0;
}

void MatchState::scores_into(std::vector<double>& out) const {
  out.assign(won_.begin(), won_.begin() + options_.players);
}

void MatchState::returns_into(std::vector<double>& out) const {
  out.assign(static_cast<std::size_t>(options_.players), 0.0);
  if (phase_ != Phase::kOver) return;
  const int best = *std::max_element(won_.begin(), won_.begin() + options_.players);
  int winners = 0;
  for (Player p = 0; p < options_.players; ++p)
    winners += won_[static_cast<std::size_t>(p)] == best;
  for (Player p = 0; p < options_.players; ++p) {
    if (won_[static_cast<std::size_t>(p)] == best)
      out[static_cast<std::size_t>(p)] = 1.0 / winners;  // R7: most cards
  }
}

std::vector<Revealed> MatchState::last_claims() const {
  return std::vector<Revealed>(revealed_.begin(), revealed_.begin() + revealed_count_);
}

void MatchState::resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const {
  copy_state_into(*this, out);
  static_cast<MatchState&>(*out).resample_in_place(player, rng);
}

void MatchState::resample_in_place(Player player, Rng& rng) {
  for (Player p = 0; p < options_.players; ++p) {
    Claim& c = claims_[static_cast<std::size_t>(p)];
    if (p == player || !c.committed) continue;
    // Another player's sealed commit: any legal claim, or a pass.
    const int pick = static_cast<int>(rng.below(kClaimKinds + 1));
    c.kind = static_cast<std::int8_t>(pick == kClaimKinds ? -1 : pick);
    const int from = claims_from_ms();
    const int span = phase_ == Phase::kClaims ? interval_ms() - from : t0_ + kWindowMs + 1 - from;
    c.ms = static_cast<std::int16_t>(
        c.kind < 0 ? 0 : from + static_cast<int>(rng.below(static_cast<std::uint32_t>(span))));
  }
}

}  // namespace rookery::match
