// The invariants of push_push checked at every move of the conformance playouts
// (and of the crowded games in tests/push_push): fish conserved, no landing
// resolved twice, every penguin on the track, refusals that tell the truth.
#include "tests/invariants/invariants.h"

#include <array>
#include <string>

#include "games/push_push/push_push_state.h"

namespace rookery {

namespace {

using push_push::ChanceKind;
using push_push::Phase;
using push_push::PushPushState;
using push_push::Task;

std::string penguin_words(const PushPushState& s, int i) {
  return "penguin " + std::to_string(i) + " (" + s.penguin_name(i) + ")";
}

// PP-8, R8: fish live in two places only, the penguins' boards and the supply; gobbling moves
// one to the supply, a fish space moves one from it. Their sum is the board's fish_supply.
std::string check_fish(const PushPushState& s) {
  int held = 0;
  for (int i = 0; i < s.num_penguins(); ++i) {
    if (s.penguin(i).fish < 0) return penguin_words(s, i) + " holds a negative number of fish";
    held += s.penguin(i).fish;
  }
  if (s.fish_supply() < 0) return "the fish supply is negative";
  if (held + s.fish_supply() != s.board().fish_supply) {
    return "fish are not conserved: penguins hold " + std::to_string(held) + " and the supply " +
           std::to_string(s.fish_supply()) + ", but the game has " +
           std::to_string(s.board().fish_supply);
  }
  return {};
}

// Every penguin stays in the game (no rule removes one: the one chased away ends the game where
// it stands), on the track between Start and the orca, one a space except on Start.
std::string check_penguins(const PushPushState& before, const PushPushState& s) {
  const int expected =
      s.game().params().get_int("players") + s.game().params().get_int("waddlebots");
  if (s.num_penguins() != expected || before.num_penguins() != expected) {
    return "the game has " + std::to_string(s.num_penguins()) + " penguins (" +
           std::to_string(before.num_penguins()) + " before the move) but " +
           std::to_string(expected) + " were seated, and no rule removes a penguin";
  }
  const push_push::Board& board = s.board();
  if (s.orca() < board.diving_point || s.orca() > board.orca_start)
    return "the orca is on space " + std::to_string(s.orca()) + ", outside the ocean";
  std::array<int, push_push::kMaxSpaces> on_space{};
  for (int i = 0; i < s.num_penguins(); ++i) {
    const int pos = s.penguin(i).pos;
    if (pos < 0 || pos > s.orca()) {
      return penguin_words(s, i) + " is on space " + std::to_string(pos) +
             ", off the track between Start and the orca (" + std::to_string(s.orca()) + ")";
    }
    if (pos != 0 && on_space[static_cast<std::size_t>(pos)]++ > 0)
      return "two penguins share space " + std::to_string(pos);
  }
  return {};
}

// R6 (PP-6): each landing is resolved once. A penguin has at most one landing pending, for the
// space it stands on; a Surprise is pending only on the orca's space; and the penguin resolving
// a seal or a Surprise now has no other landing still pending (which it would resolve again).
std::string check_landings(const PushPushState& s) {
  std::array<int, push_push::kMaxPenguins> pending{};
  for (int k = 0; k < s.num_pending(); ++k) {
    const Task& t = s.pending_task(k);
    if (t.penguin >= s.num_penguins()) return "a pending landing names no penguin";
    const int pos = s.penguin(t.penguin).pos;
    if (pending[t.penguin]++ > 0)
      return penguin_words(s, t.penguin) + " has two landings pending: one would act twice";
    if (t.space != pos) {
      return penguin_words(s, t.penguin) + " has a landing pending on space " +
             std::to_string(t.space) + " but stands on " + std::to_string(pos);
    }
    if (t.kind == Task::kSurprise && pos != s.orca())
      return penguin_words(s, t.penguin) + " is to be Surprised away from the orca";
  }
  const bool resolving =
      s.phase() == Phase::kSealChoice ||
      (s.phase() == Phase::kChance &&
       (s.chance_kind() == ChanceKind::kSeal || s.chance_kind() == ChanceKind::kSurprise));
  if (resolving && pending[static_cast<std::size_t>(s.focus())] > 0) {
    return penguin_words(s, s.focus()) +
           " is resolving a landing while another of its landings is still pending";
  }
  if (resolving && s.phase() != Phase::kChance) return {};
  if (s.phase() == Phase::kChance && s.chance_kind() == ChanceKind::kSurprise &&
      s.penguin(s.focus()).pos != s.orca()) {
    return penguin_words(s, s.focus()) + " rolls to hide but is not on the orca's space";
  }
  if (s.phase() == Phase::kChance && s.chance_kind() == ChanceKind::kSeal &&
      !s.board().seal[static_cast<std::size_t>(s.penguin(s.focus()).pos)]) {
    return penguin_words(s, s.focus()) + " rolls the seal die off a seal";
  }
  return {};
}

// A refusal's reason is true: try the player actions that are not legal for a seated player and
// check each claim explain_illegal makes against the position.
std::string check_refusals(const PushPushState& s, Player sample) {
  using namespace push_push;
  const Player players = s.num_players();
  const Player p = sample % players;
  PlayerList acting;
  s.acting_players(acting);
  const ActionList legal = s.legal_actions(p);
  static constexpr std::array<Action, 11> kTried = {
      kRerollMatching, kGobbleReroll, kGobbleBothGo, kMove,         kAccept,      kGobbleSeal,
      kGiveUp,         kGoBase + 1,   kGoBase + 6,   kTakeBase + 2, kTakeBase + 7};
  for (Action a : kTried) {
    if (legal.contains(a)) continue;
    const std::string why = s.explain_illegal(p, a);
    const auto claims = [&why](const char* words) { return why.find(words) != std::string::npos; };
    if (claims("nobody gives up") && a != kGiveUp)
      return "refused " + s.action_to_string(p, a) + " as giving up";
    if (a == kGiveUp && !claims("nobody gives up"))
      return "\"give up\" refused without saying that PP-11 has no giving up: " + why;
    if (claims("the game is over") && !s.is_terminal())
      return "refused " + s.action_to_string(p, a) + " as after the game, which goes on";
    if (claims("is not to act now") && acting.contains(p))
      return "refused " + s.action_to_string(p, a) + " as out of turn, but player " +
             std::to_string(p) + " is to act";
    if (claims("has no fish")) {
      const bool gobbling = s.phase() == Phase::kTurn || s.phase() == Phase::kSealChoice;
      if (!gobbling || s.penguin(s.focus()).fish != 0)
        return "refused " + s.action_to_string(p, a) + " for want of fish, but there are fish";
    }
  }
  return {};
}

}  // namespace

StateInvariant push_push_invariants() {
  return invariant_of<PushPushState>(
      "Push Push",
      [](const PushPushState& before, Player player, Action,
         const PushPushState& after) -> std::string {
        for (const PushPushState* s : {&before, &after}) {
          if (std::string broken = check_fish(*s); !broken.empty()) return broken;
        }
        if (std::string broken = check_penguins(before, after); !broken.empty()) return broken;
        if (std::string broken = check_landings(after); !broken.empty()) return broken;
        if (after.round() < 1 || after.round() > push_push::kMaxRounds)
          return "the round is " + std::to_string(after.round()) + ", outside 1..100 (PP-11)";
        // A different seat each move, chance moves included, so every seat is sampled.
        return check_refusals(after, player < 0 ? after.round() : player + 1);
      });
}

}  // namespace rookery
