// Match of the Penguins: cards turned on a clock, claims resolved from
// (player, claim, time) alone (MP-7). Clause numbers (R1..) refer to RULES.md.
//
// Each card interval is one secret, simultaneous step: every player commits a
// claim with its time in ms since the card was turned, or passes. If a correct
// claim came, turning stops and a 1.5 s window step follows in which anyone may
// add a claim (MP-3). Live play, bots and replays all go through this one path.
#pragma once

#include <array>
#include <cstdint>

#include "core/state.h"
#include "games/match/deck.h"

namespace rookery::match {

inline constexpr int kMaxPlayers = 6;
inline constexpr int kWindowMs = 1500;  // MP-3
inline constexpr int kTieMs = 150;      // MP-3
inline constexpr int kGridMs = 50;      // legal_actions lists claims on this grid; any ms is legal

// Claims: call an element (0..5), grab a black pawn, grab the white pawn, knock.
inline constexpr int kBlackPawn = 6;
inline constexpr int kWhitePawn = 7;
inline constexpr int kKnock = 8;
inline constexpr int kClaimKinds = 9;
inline constexpr int kMaxCardMs = 9000;    // the slowest pace a table may set (card_ms)
inline constexpr int kUsualCardMs = 2000;  // MP-3's pace, which the bots' reaction times are for
// The longest step at the slowest pace: the last card's claims last card_ms +
// 1500 ms (MP-6), and its window 1500 ms more (MP-3).
inline constexpr int kMaxClaimMs = kMaxCardMs + 2 * kWindowMs;
// Action ids, dense and the same at every pace: a claim's id is kind * (kMaxClaimMs + 1)
// + its time in ms, then "pass"; every id lies in [0, kNumActions), the game's action
// space (Game::num_distinct_actions). Times past a pace's longest step are never legal.
inline constexpr Action kPass = kClaimKinds * (kMaxClaimMs + 1);
inline constexpr Action kNumActions = kPass + 1;
constexpr Action claim_action(int kind, int ms) { return kind * (kMaxClaimMs + 1) + ms; }
constexpr int claim_kind(Action claim) { return static_cast<int>(claim / (kMaxClaimMs + 1)); }
constexpr int claim_ms(Action claim) { return static_cast<int>(claim % (kMaxClaimMs + 1)); }

// MP-2's one match: two cards show `element` in the same colour (a close-up
// shows its own element only).
bool one_match(const Card& a, const Card& b, int element);

enum class Phase : std::uint8_t { kTurning, kClaims, kWindow, kOver };
enum class Verdict : std::uint8_t { kCorrect, kWrong, kRefused, kLate };

struct Claim {
  std::int8_t kind = -1;  // -1: passed
  std::int16_t ms = 0;
  bool committed = false;
  bool operator==(const Claim&) const = default;
};

// A claim as everyone saw it once revealed, with the verdict (for the log and tests).
struct Revealed {
  std::int8_t player = 0;
  std::int8_t kind = 0;
  std::int16_t ms = 0;
  Verdict verdict = Verdict::kWrong;
  std::int8_t cards_won = 0;
  bool operator==(const Revealed&) const = default;
};

struct Options {
  int players = 3;
  int card_ms = kUsualCardMs;  // MP-3: one card every 2 s
};

class MatchState final : public ValueState<MatchState> {
 public:
  MatchState(std::shared_ptr<const Game> game, std::shared_ptr<const Deck> deck, Options options);

  using State::legal_actions;
  using State::observation_tensor;
  // The same position, hidden parts included (ValueState::equals).
  bool operator==(const MatchState& other) const;
  void acting_players(PlayerList& out) const override;
  bool is_terminal() const override { return phase_ == Phase::kOver; }
  void legal_actions(Player player, ActionList& out) const override;
  bool is_legal(Player player, Action action) const override;
  void apply_unchecked(Player player, Action action) override;
  ChanceDistribution chance_outcomes() const override;
  Action sample_chance(Rng& rng) const override;
  bool is_chance_outcome(Action action) const override;
  void scores_into(std::vector<double>& out) const override;
  void returns_into(std::vector<double>& out) const override;
  nlohmann::json observation(Player player) const override;
  void observation_tensor(Player player, std::span<float> out) const override;
  std::string describe(Player viewer) const override;
  std::string action_to_string(Player player, Action action) const override;
  nlohmann::json move_form(Player player, Action action) const override;
  Result<Action> parse_action(Player player, std::string_view text) const override;
  std::string public_action_text(Player viewer, Player player, Action action) const override;
  std::string log_sentence(Player viewer, Player player, Action action) const override;
  void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const override;
  int rounds_played() const override { return rounds_; }

  // Read access for tests, bots and text.
  const Deck& deck() const { return *deck_; }
  Phase phase() const { return phase_; }
  int won(Player p) const { return won_[static_cast<std::size_t>(p)]; }
  int out_of_play() const { return out_of_play_; }
  int face_up_count() const { return face_up_count_; }
  // The face-up cards in the order turned: 0 <= i < face_up_count().
  const Card& face_up(int i) const { return (*deck_)[face_up_[static_cast<std::size_t>(i)]]; }
  int dealer() const { return dealer_; }
  bool final_window() const { return deck_left() == 0; }
  int deck_left() const;
  // Whether a claim of `kind` is correct for the cards face up now (MP-2).
  bool correct(int kind) const;
  // The claims revealed at the last resolution, in time order.
  std::vector<Revealed> last_claims() const;
  // The earliest correct claim's time, once the window is open.
  int window_start() const { return t0_; }
  // The first ms a claim may take in this step (claims step or window).
  int claims_from_ms() const { return from_ms_ + 1; }

 private:
  // resample_hidden's draws, on this state itself.
  void resample_in_place(Player player, Rng& rng);
  int interval_ms() const;  // how long claims may come in this step
  void resolve();
  // MP-8c: the claims of this step up to `ms` are heard; later ones stay sealed and
  // become the players' commits in the window.
  void carry_claims_after(int ms);
  void end_round();

  std::shared_ptr<const Deck> deck_;
  Options options_;
  // Capacities (every one proven, none truncates): the deck is exactly 64 cards
  // (MP-1; a deck file with another count is refused), so 64 bits hold the deck
  // and 64 slots every card that can be face up; seats are at most kMaxPlayers
  // (the `players` parameter's range); a resolution holds at most three claims per
  // player (one heard from the card's step, one kept from the window's earlier
  // steps, one of this step).
  static_assert(kDeckSize == 64, "remaining_ has one bit per card");
  std::uint64_t remaining_ = ~0ULL;  // bit per card still in the deck
  std::array<std::uint8_t, kDeckSize> face_up_{};
  std::uint8_t face_up_count_ = 0;
  std::array<std::int16_t, kMaxPlayers> won_{};
  std::int16_t out_of_play_ = 0;
  std::int16_t rounds_ = 1;
  std::int8_t dealer_ = 0;
  std::int16_t t0_ = -1;  // first correct claim's ms, or -1
  // Claims of this step come after this ms: -1 in a card's first step; in the window
  // its opening claim's ms; after a step of wrong claims, that step's last (MP-8a).
  std::int16_t from_ms_ = -1;
  std::array<Claim, kMaxPlayers> claims_{};   // this step's secret commits
  std::array<Claim, kMaxPlayers> earlier_{};  // the claims step's, during the window
  // In the window after a wrong claim (MP-8a): each player's best correct claim of
  // the window's earlier steps (highest rank, then earliest), heard by everyone.
  std::array<Claim, kMaxPlayers> kept_{};
  // A resolution holds at most three claims a player: earlier_, kept_, claims_.
  std::array<Revealed, 3 * kMaxPlayers> revealed_{};
  std::uint8_t revealed_count_ = 0;
  Phase phase_ = Phase::kTurning;
};

}  // namespace rookery::match
