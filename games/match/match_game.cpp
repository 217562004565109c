#include "games/match/match_game.h"

#include <nlohmann/json.hpp>

#include "games/match/match_state.h"
#include "games/match/match_tensor.h"

namespace rookery::match {

namespace {

class MatchGame final : public Game {
 public:
  MatchGame(Params params, Options options, std::shared_ptr<const Deck> deck)
      : Game(match::facts(), std::move(params), options.players),
        options_(options),
        deck_(std::move(deck)),
        layout_(tensor_layout(options_)) {}
  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<MatchState>(std::move(self), deck_, options_);
  }
  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override {
    return match::distinct_actions(options_);
  }
  int num_distinct_actions() const override { return kNumActions; }
  int max_chance_outcomes() const override { return kDeckSize; }  // the card turned
  // Per card: its turn, then steps of claims: after a wrong claim at t the card's
  // claims (or its window) go on after t (MP-8a), so a card has at most one step per
  // ms of its longest interval (the last card's: card_ms + 1500) and one per ms of
  // its window (1500), each step a claim or pass from each player.
  int max_game_length() const override {
    return kDeckSize * (1 + options_.players * (options_.card_ms + 2 * kWindowMs + 1));
  }
  // Each card's face, by id: what a front end draws for the observation's card ids.
  nlohmann::json components() const override {
    nlohmann::json cards = nlohmann::json::array();
    for (const Card& card : *deck_) {
      nlohmann::json colours = nlohmann::json::object();
      for (int e = 0; e < kElements; ++e) {
        if (card.closeup && e != card.element) continue;
        colours[std::string(kElementNames[static_cast<std::size_t>(e)])] =
            kColourNames[static_cast<std::size_t>(card.colours[static_cast<std::size_t>(e)])];
      }
      cards.push_back({{"id", card.id},
                       {"closeup", card.closeup},
                       {"colours", colours},
                       {"fish", card.fish},
                       {"text", card_text(card)}});
    }
    return {{"cards", cards}};
  }

 private:
  Options options_;
  std::shared_ptr<const Deck> deck_;
  TensorLayout layout_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 3, 2, kMaxPlayers, "number of players (2 use one black pawn)"),
      ParamSpec::integer("card_ms", 2000, 500, kMaxCardMs, "ms between cards being turned (MP-3)"),
  };
  return specs;
}

namespace {

// 1..6 call the elements in the deck's order; then the pawns and the knock (MP-3).
std::vector<ClaimKey> claim_keys() {
  std::vector<ClaimKey> keys;
  // What each claim is for (R3, MP-2).
  for (int e = 0; e < kElements; ++e) {
    keys.push_back({static_cast<char>('1' + e),
                    "call " + std::string(kElementNames[static_cast<std::size_t>(e)]),
                    "one match"});
  }
  keys.push_back({'b', "grab black pawn", "several matches"});
  keys.push_back({'w', "grab white pawn", "two identical cards"});
  keys.push_back({'k', "knock", "two fish in one pail"});
  return keys;
}

}  // namespace

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "match",
      .title = "Match of the Penguins",
      .summary = "spot matching penguins first as the cards are turned: call, grab a pawn or knock",
      .min_players = 2,
      .max_players = kMaxPlayers,
      .chance = true,
      .hidden_information = true,  // claims are sealed until all have committed
      .simultaneous = true,
      .real_time = true,
      .claim_keys = claim_keys(),
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  const std::shared_ptr<const Deck>& deck = default_deck();
  if (!deck) return make_error(ErrorCode::kParseError, "the built-in deck does not validate");
  Options options;
  options.players = params.get_int("players");
  options.card_ms = params.get_int("card_ms");
  return std::shared_ptr<const Game>(std::make_shared<MatchGame>(params, options, deck));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {
      "match",
      "match(players=2)",
      "match(players=6,card_ms=1000)",
      "match(players=2,card_ms=9000)",
  };
  return list;
}

}  // namespace rookery::match
