// Push Push Penguin: the race to be second in line. The position, the round's
// steps, moving, pushing, slides, fish, seals, the orca and Surprises.
// Clause numbers (R1..) refer to games/push_push/RULES.md.
#pragma once

#include <array>
#include <cstdint>

#include "core/state.h"
#include "games/push_push/board.h"

namespace rookery::push_push {

inline constexpr int kMaxPenguins = 6;  // six standees (PP-1)
inline constexpr int kMaxRounds = 100;  // PP-11 safety bound

// Action ids of players, dense: every one lies in [0, kNumActions), the game's
// action space (Game::num_distinct_actions). Chance outcomes: see chance_outcomes().
inline constexpr Action kRerollMatching = 0;  // "reroll both" (step A: the dice match)
inline constexpr Action kGobbleReroll = 1;    // "gobble: reroll both"
inline constexpr Action kGobbleBothGo = 2;    // "gobble: both go"
inline constexpr Action kMove = 3;            // "move"
inline constexpr Action kAccept = 4;          // "accept" a seal's orca tail or lead penguin
inline constexpr Action kGobbleSeal = 5;      // "gobble: reroll the seal die"
// "give up": no longer legal (PP-11: a Surprised penguin gobbles and rerolls while it has fish);
// the id and its text stay so old records read, and are refused with the reason.
inline constexpr Action kGiveUp = 6;
inline constexpr Action kGoBase = kGiveUp;               // + value 1..kMaxFace: "go 5" (the GO die)
inline constexpr Action kTakeBase = kGoBase + kMaxFace;  // + number 1..kMaxFace: "take 7"
inline constexpr Action kNumActions = kTakeBase + kMaxFace + 1;
// Chance outcome ids: a die's face, a seal face's index, or two dice as low * 32 + high.
inline constexpr Action kMaxChanceOutcome = kMaxFace * 32 + kMaxFace;
constexpr bool is_go(Action a) { return a > kGoBase && a <= kGoBase + kMaxFace; }
constexpr bool is_take(Action a) { return a > kTakeBase && a <= kTakeBase + kMaxFace; }

enum class Phase : std::uint8_t {
  kChance,          // a die is rolled (see ChanceKind)
  kSelecting,       // every player secretly picks the GO die (PP-4)
  kTurn,            // steps A and B of a turn, or move
  kAssign,          // after a reroll: which die is GO
  kSealChoice,      // a seal's result: accept, take a number, or gobble a fish
  kSurpriseChoice,  // no longer entered: a Surprised penguin gobbles to reroll by itself (PP-11)
  kResolving,       // internal: automatic steps are running
  kOver
};
inline constexpr int kMaxMatchingRerolls = 10;  // per turn; a safety bound (RULES.md R4)

enum class ChanceKind : std::uint8_t { kRoundRoll, kReroll, kSeal, kSurprise, kOrca };

struct Options {
  int players = 3;
  int waddlebots = 0;  // PP-1, PP-12: with 2 players, 2
};

struct Penguin {
  std::int16_t pos = 0;
  std::int16_t fish = 1;               // each penguin starts with one (PP-8)
  std::int8_t owner = 0;               // the player who decides for it
  bool bot = false;                    // a Waddlebot (PP-12)
  std::array<std::uint8_t, 2> dice{};  // dice[0] is GO, dice[1] NO (a Waddlebot has GO only)
  bool chosen = false;                 // GO die picked this round
  bool both_go = false;                // a fish made both dice GO
  bool operator==(const Penguin&) const = default;
};

// Work still to do after a landing: act on a space, or be Surprised (PP-6). `space` is the
// space landed on: a penguin always stands on the space of its one pending task.
struct Task {
  enum Kind : std::uint8_t { kActOnSpace, kSurprise } kind;
  std::uint8_t penguin;
  std::int16_t space;
  bool operator==(const Task&) const = default;
};

class PushPushState final : public ValueState<PushPushState> {
 public:
  PushPushState(std::shared_ptr<const Game> game, std::shared_ptr<const Board> board,
                Options options);

  using State::acting_players;  // the convenience overloads stay visible
  using State::legal_actions;
  using State::observation_tensor;
  // The same position, hidden parts included (ValueState::equals).
  bool operator==(const PushPushState& other) const;
  void acting_players(PlayerList& out) const override;
  bool is_terminal() const override { return phase_ == Phase::kOver; }
  void legal_actions(Player player, ActionList& out) const override;
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
  int rounds_played() const override { return std::min<int>(round_, kMaxRounds); }

  // Read access for tests, bots and text.
  const Board& board() const { return *board_; }
  int num_penguins() const { return num_penguins_; }
  const Penguin& penguin(int i) const { return penguins_[static_cast<std::size_t>(i)]; }
  int orca() const { return orca_; }
  int orca_holder() const { return holder_; }  // the penguin seat holding the Orca die
  int round() const { return round_; }         // 1-based
  Phase phase() const { return phase_; }
  ChanceKind chance_kind() const { return chance_kind_; }
  int focus() const { return focus_; }  // the penguin rolling, choosing or taking its turn
  int fish_supply() const { return supply_; }
  // Landings still to resolve (PP-6), at most one per penguin; pending_task(k) for k in
  // [0, num_pending()), the last one runs first.
  int num_pending() const { return num_tasks_; }
  const Task& pending_task(int k) const { return tasks_[static_cast<std::size_t>(k)]; }
  // The penguin that won (-1: none yet, or the game ended with no winner).
  int winner() const { return winner_; }
  // Penguins in line, first (furthest along) to last; ties on Start in seat order from the holder.
  std::array<std::int8_t, kMaxPenguins> line() const;
  std::string penguin_name(int i) const;
  // Penguin i in a log sentence: "{2}" (its player) or "{2}'s Waddlebot".
  std::string penguin_words(int i) const;
  // The penguin a seal's result is for: the one whose landing is being resolved.
  int sealed_penguin() const;
  // The move itself as the start of a log sentence for `viewer`; "" for an unknown move.
  std::string sentence_head(Player viewer, Player player, Action action) const;
  // Why `action` is refused; for "give up", gobbles without fish and moves out of turn.
  std::string explain_illegal(Player player, Action action) const override;

 private:
  // resample_hidden's draws, on this state itself.
  void resample_in_place(Player player, Rng& rng);
  // The round's flow (R2): rolls, choices, turns from the holder, the orca, the next round.
  void start_round();
  void continue_play();  // runs automatic steps until someone must choose or roll
  void start_turn(int penguin);
  void finish_turn();
  void orca_step();
  // Movement (R5..R9).
  void move_by(int penguin, int steps);
  void place(int penguin, int target);
  void act_on_space(int penguin);
  void seal_result(int penguin, const SealFace& face, int number);
  void advance_orca(int steps);
  void surprise_roll_result(int penguin, bool tail);
  void end_game(int chased);
  void push_task(Task::Kind kind, int penguin);
  void need_chance(ChanceKind kind, int penguin);
  int player_penguin(Player p) const;
  int lead_position(int except) const;
  void set_dice(int penguin, Action outcome);

  std::shared_ptr<const Board> board_;
  Options options_;
  std::array<Penguin, kMaxPenguins> penguins_{};
  // Pending landings, run last in first out. Capacity proven: push_task keeps at most one task
  // per penguin (a penguin moved again acts once, on its new space: PP-6), so there are never
  // more than num_penguins_ <= kMaxPenguins; push_task stops the program loudly if not.
  std::array<Task, kMaxPenguins> tasks_{};
  std::uint8_t num_tasks_ = 0;
  std::uint8_t num_penguins_ = 0;
  std::int16_t orca_ = 0;
  std::int16_t supply_ = 0;
  std::int16_t round_ = 1;
  std::int8_t holder_ = 0;
  std::int8_t turn_index_ = 0;  // turns taken this round
  std::int8_t focus_ = 0;
  std::int8_t winner_ = -1;
  std::uint8_t seal_face_ = 0;  // the seal die's face index awaiting a choice
  bool gobbled_ = false;        // step B begun: step A is over (PP-5)
  bool revealed_ = false;       // this round's dice are revealed (PP-4)
  std::uint8_t matching_rerolls_ = 0;
  bool orca_done_ = false;  // the orca has moved this round
  Phase phase_ = Phase::kChance;
  ChanceKind chance_kind_ = ChanceKind::kRoundRoll;
  // The latest rolls of the Seal die (a face index) and the Orca die (its number), shown on
  // the table as the dice lie; -1 before the first roll.
  std::int8_t last_seal_ = -1;
  std::int8_t last_orca_die_ = -1;
};

}  // namespace rookery::push_push
