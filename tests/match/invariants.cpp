// The invariants of match checked at every move of the conformance playouts: the
// 64 cards are all accounted for (deck, face up, won, out of play), and a card
// never comes back once won or out of play.
#include "tests/invariants/invariants.h"

#include <string>

#include "games/match/match_state.h"

namespace rookery {

namespace {

using match::MatchState;

// MP-1: every card is in exactly one of the deck, the face-up row, a player's
// winnings and out of play.
std::string check_cards(const MatchState& s) {
  int won = 0;
  for (Player p = 0; p < s.num_players(); ++p) {
    if (s.won(p) < 0)
      return "player " + std::to_string(p + 1) + " has won a negative number of cards";
    won += s.won(p);
  }
  if (s.out_of_play() < 0) return "a negative number of cards is out of play";
  const int all = s.deck_left() + s.face_up_count() + won + s.out_of_play();
  if (all != static_cast<int>(s.deck().size()) || all != match::kDeckSize) {
    return "the cards do not add up to 64: deck " + std::to_string(s.deck_left()) + ", face up " +
           std::to_string(s.face_up_count()) + ", won " + std::to_string(won) + ", out of play " +
           std::to_string(s.out_of_play());
  }
  return {};
}

}  // namespace

StateInvariant match_invariants() {
  return invariant_of<MatchState>(
      "Match",
      [](const MatchState& before, Player, Action, const MatchState& after) -> std::string {
        if (std::string broken = check_cards(after); !broken.empty()) return broken;
        // Cards out of play never return (MP-4, MP-5, MP-6).
        if (after.out_of_play() < before.out_of_play())
          return "cards came back from out of play: " + std::to_string(before.out_of_play()) +
                 " before, " + std::to_string(after.out_of_play()) + " after";
        return {};
      });
}

}  // namespace rookery
