// UndoJudge: which move at a table may be taken back now, or why not (Table::undo;
// docs/protocol.md, "Undo"). A person may take back a move that changed nothing
// but their own turn: they alone could move before it, nothing but the others'
// passes of the response window it opened came after it (no chance, no answer,
// no person who had a choice), they alone act again, and it showed them
// nothing hidden.
//
// Lock rule: none of its own. It is a plain value the table keeps and asks
// under the table's lock.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/error.h"
#include "core/state.h"

namespace rookery {

class UndoJudge {
 public:
  // Nothing may be taken back, and there is no reason to tell (chance, a bot's
  // move, a table on the clock, a new game).
  void clear();
  // A person's `action` by `player`, made as move `version` from `before` to
  // `after`: a candidate unless it ended the game, was made while others could
  // move too, or showed something hidden (tested in positions the player
  // cannot tell from `before`, drawn from `seed`). That last test costs some
  // observations, so it is made only when the answer is first needed: most
  // moves hand the turn on and are never asked about (`before` and `after` are
  // copied for it).
  void judge(const State& before, const State& after, Player player, Action action, int version,
             std::uint64_t seed);
  // A move that is not a person's own move to judge came after (chance, a bot's
  // move, a pass) by `player`: a `pass`, and whether the passer `chose` (a person
  // who had more than "pass"). The passes of bots and of people with nothing
  // but "pass" leave the candidate as it is; a person asked about it makes it
  // stand for good; anything else ends it.
  void moved_on(Player player, bool pass, bool chose);
  // A person other than `mover` had a choice in the window `mover`'s move opened
  // (found when the table is replayed): that move stands.
  void asked_about(Player mover);
  // The seat that may take back its move in position `now`, if any: the
  // candidate's, while it alone acts and the game goes on.
  std::optional<Player> undoable_by(const State& now) const;
  // For `seat` in position `now`, whose table's last move was `last_mover`'s
  // (none before the first): the version of the move to take back (that move
  // and every one after it go), or why it cannot be, in the player's words.
  Result<int> take_back(Player seat, const State& now, std::optional<Player> last_mover) const;

 private:
  struct Candidate {
    Player player = 0;
    int version = 0;
  };
  // A candidate whose "showed something hidden" test is still to be made.
  struct Unsettled {
    std::unique_ptr<State> before, after;
    Action action = 0;
    std::uint64_t seed = 0;
  };
  // Makes the deferred test, if any: a move that showed something hidden is
  // no candidate. Const, as the answers that need it: it only learns.
  void settle() const;
  mutable std::optional<Candidate> candidate_;
  mutable std::unique_ptr<Unsettled> unsettled_;
  mutable std::string refusal_;  // why the last move may not be, when there is no candidate
  // The seat whose move stands because another person was asked about it, or
  // -1: no move of the mover's may be taken back once another person answered
  // it, even with a pass.
  Player asked_about_ = -1;
};

}  // namespace rookery
