// Fuzzes the data files (every input goes to each of the six parsers): what validates meets
// the checks the games rely on (board features in range, a 64-card deck, four holes).
#include <cstddef>
#include <cstdint>

#include "games/match/deck.h"
#include "games/plucky/components.h"
#include "games/push_push/board.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rookery;
  using fuzz::check;
  const auto text = fuzz::as_text(data, size);

  if (const auto board = push_push::parse_board(text, "board.json")) {
    const push_push::Board& b = **board;
    check(b.last_space < push_push::kMaxSpaces && b.diving_point < b.orca_start,
          "a Push Push board out of range validates");
    for (int s = 0; s <= b.last_space; ++s) {
      const int to = b.slide_to[static_cast<std::size_t>(s)];
      check(to == 0 || (to > s && to <= b.last_space), "a slide out of range validates");
    }
    for (int f = 0; f < 6; ++f) {
      check(!push_push::seal_face_name(b.seal_die[static_cast<std::size_t>(f)]).empty() &&
                push_push::first_equal_seal_face(b, f) <= f,
            "a seal face has no name");
    }
  } else {
    check(!board.error().message.empty(), "a refused board has no message");
  }

  if (const auto deck = match::parse_deck(text, "deck.json")) {
    check((*deck)->size() == static_cast<std::size_t>(match::kDeckSize),
          "a deck of the wrong size validates");
    for (const match::Card& c : **deck) check(!match::card_text(c).empty(), "a card has no text");
  } else {
    check(!deck.error().message.empty(), "a refused deck has no message");
  }

  if (const auto board = plucky::parse_board(text, "board.json")) {
    check(board->holes == 4 && board->walrus_start >= 0 && board->walrus_start < plucky::kSquares,
          "a Plucky board without four holes or a walrus validates");
  } else {
    check(!board.error().message.empty(), "a refused board has no message");
  }
  if (const auto characters = plucky::parse_characters(text, "characters.json")) {
    check(characters->size() == static_cast<std::size_t>(plucky::kCharacters),
          "a character list of the wrong size validates");
  } else {
    check(!characters.error().message.empty(), "refused characters have no message");
  }
  if (const auto cards = plucky::parse_action_cards(text, "actions.json")) {
    int copies = 0;
    for (const plucky::Usable& u : *cards) copies += u.copies;
    check(copies == plucky::kActionCards && cards->size() <= plucky::kMaxCardKinds,
          "an Action deck of the wrong size validates");
  } else {
    check(!cards.error().message.empty(), "refused Action cards have no message");
  }
  if (const auto events = plucky::parse_events(text, "events.json")) {
    for (const auto& deck : *events) {
      int copies = 0;
      for (const plucky::EventCard& e : deck) copies += e.copies;
      check(copies == plucky::kEventCards && deck.size() <= plucky::kMaxEventKinds,
            "an Event deck of the wrong size validates");
    }
  } else {
    check(!events.error().message.empty(), "refused Events have no message");
  }
  return 0;
}
