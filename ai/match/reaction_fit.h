// Fitting the reaction-time model to people: from played games of Match of the
// Penguins, each person's claims with their times and the cards they were made
// on, then the ReactionModel that plays like them (`rookery fit-reaction`).
#pragma once

#include <string>
#include <vector>

#include "ai/match/reaction_bot.h"
#include "core/playthrough.h"

namespace rookery {

// What people did on the cards of their games' claims steps (not the windows,
// whose times count from the opening claim).
struct ReactionEvidence {
  struct Notice {
    int kind = 0;     // ReactionModel::notice_ms order: two fish, identical, several, one
    int ms = 0;       // since the card was turned
    int face_up = 0;  // cards face up then
  };
  std::vector<Notice> notices;  // correct claims, each the best a person could see
  int steps = 0;                // claims steps a person answered
  int steps_with_match = 0;     // of those, with a match face up
  int passed_on_match = 0;      // passes (or wrong claims) where a match was there
  int wrong = 0;                // wrong claims

  // Adds what `other` holds to this (the evidence of one more game).
  void add(const ReactionEvidence& other);
};

// Adds to `evidence` what `player` did with `action` at `before` (the position
// the move is made in), when the player is one of `people` (seats) and `before`
// is a claims step of Match; anything else adds nothing.
void note_reaction_move(const State& before, Player player, Action action,
                        const std::vector<int>& people, ReactionEvidence& evidence);

// note_reaction_move over every move of `play`, a game replayed from its start.
void gather_reaction_evidence(const Playthrough& play, const std::vector<int>& people,
                              ReactionEvidence& evidence);

// The model that fits `evidence`: `prior`'s floor (lowered when people's
// quickest 1% come sooner, never under 250 ms), the scan time per card by least
// squares within each kind, each kind's mean at two cards face up
// (a kind with fewer than 5 notices keeps `prior`'s, scaled like the others),
// the log-normal spread, and the miss and wrong-claim rates per card as observed
// (a match noticed too late counts as missed).
// Refused when there are fewer than `min_notices` correct claims.
Result<ReactionModel> fit_reaction(const ReactionEvidence& evidence, const ReactionModel& prior,
                                   int min_notices = 20);

// `model` as a reaction bot spec: "reaction(two_fish_ms=...,...,spread=0.42)".
std::string reaction_spec(const ReactionModel& model);

}  // namespace rookery
