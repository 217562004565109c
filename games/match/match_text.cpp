// Match of the Penguins in words and JSON: claims with their times, what each
// player may see (others' sealed claims stay hidden until all have committed),
// and each round's result in words.
#include <nlohmann/json.hpp>

#include "core/sentence.h"
#include "core/text.h"
#include "games/match/match_state.h"

namespace rookery::match {

namespace {

std::string claim_words(int kind) {
  if (kind < kBlackPawn)
    return "call " + std::string(kElementNames[static_cast<std::size_t>(kind)]);
  if (kind == kBlackPawn) return "grab black pawn";
  if (kind == kWhitePawn) return "grab white pawn";
  return "knock";
}

const char* verdict_word(Verdict v) {
  switch (v) {
    case Verdict::kCorrect:
      return "correct";
    case Verdict::kWrong:
      return "wrong";
    case Verdict::kRefused:
      return "refused (pawn already held)";
    case Verdict::kLate:
      return "too late";
  }
  return "?";
}

nlohmann::json card_json(const Card& c) {
  nlohmann::json j = {{"id", c.id}, {"text", card_text(c)}};
  nlohmann::json colours = nlohmann::json::object();
  for (int e = 0; e < kElements; ++e) {
    if (c.closeup && c.element != e) continue;  // a close-up shows one element
    colours[std::string(kElementNames[static_cast<std::size_t>(e)])] =
        kColourNames[static_cast<std::size_t>(c.colours[static_cast<std::size_t>(e)])];
  }
  j["colours"] = colours;
  if (c.closeup) {
    j["closeup"] = kElementNames[static_cast<std::size_t>(c.element)];
  } else {
    j["fish"] = c.fish;
  }
  return j;
}

}  // namespace

std::string MatchState::action_to_string(Player player, Action action) const {
  if (player == kChancePlayer) {
    if (action >= 0 && action < static_cast<Action>(deck_->size())) {
      return "turn " + (*deck_)[static_cast<std::size_t>(action)].id;
    }
    return "action " + std::to_string(action);
  }
  if (action == kPass) return "pass";
  if (action >= 0 && claim_kind(action) < kClaimKinds) {
    return claim_words(claim_kind(action)) + " at " + std::to_string(claim_ms(action)) + " ms";
  }
  return "action " + std::to_string(action);
}

// Kinds: turn (card: its id in the observation's deck), pass, call (element),
// grab (pawn: "black" or "white"), knock; each claim with its time (ms). See
// docs/moves.md.
nlohmann::json MatchState::move_form(Player player, Action action) const {
  if (player == kChancePlayer) {
    if (action >= 0 && action < static_cast<Action>(deck_->size()))
      return {{"kind", "turn"}, {"card", (*deck_)[static_cast<std::size_t>(action)].id}};
    return State::move_form(player, action);
  }
  if (action == kPass) return {{"kind", "pass"}};
  if (action < 0 || claim_kind(action) >= kClaimKinds) return State::move_form(player, action);
  const int kind = claim_kind(action);
  nlohmann::json out;
  if (kind < kBlackPawn) {
    out = {{"kind", "call"}, {"element", kElementNames[static_cast<std::size_t>(kind)]}};
  } else if (kind == kBlackPawn || kind == kWhitePawn) {
    out = {{"kind", "grab"}, {"pawn", kind == kBlackPawn ? "black" : "white"}};
  } else {
    out = {{"kind", "knock"}};
  }
  out["ms"] = claim_ms(action);
  return out;
}

Result<Action> MatchState::parse_action(Player player, std::string_view original) const {
  const std::vector<std::string> words = split_words(to_lower(original));
  const auto error = [&](const std::string& expected) {
    return make_error(ErrorCode::kParseError,
                      "cannot read action " + quote_prefix(original) + "; expected " + expected);
  };
  if (player == kChancePlayer) {
    if (words.size() == 2 && words[0] == "turn") {
      for (std::size_t c = 0; c < deck_->size(); ++c) {
        if ((*deck_)[c].id == words[1]) return static_cast<Action>(c);
      }
    }
    return error("\"turn\" and a card id such as m17");
  }
  if (words.size() == 1 && words[0] == "pass") return kPass;
  // "<claim> at <ms> ms": call ELEMENT, grab black pawn, grab white pawn, knock.
  const auto at = std::find(words.begin(), words.end(), "at");
  const std::string expected =
      "\"pass\" or a claim with its time: \"call umbrella at 850 ms\", \"grab black pawn at 1200 "
      "ms\", "
      "\"grab white pawn at 900 ms\", \"knock at 300 ms\"";
  if (at == words.end() || at + 1 == words.end()) return error(expected);
  const auto ms = parse_int(*(at + 1));
  if (!ms || *ms < 0 || (at + 2 != words.end() && !(at + 3 == words.end() && *(at + 2) == "ms"))) {
    return error(expected);
  }
  if (*ms > kMaxClaimMs) {
    return error("a claim at most " + std::to_string(kMaxClaimMs) +
                 " ms after its card (the longest step at the slowest pace)");
  }
  const std::string claim = join(std::vector<std::string>(words.begin(), at), " ");
  for (int kind = 0; kind < kClaimKinds; ++kind) {
    if (claim == claim_words(kind)) return claim_action(kind, *ms);
  }
  return error(expected);
}

std::string MatchState::public_action_text(Player viewer, Player player, Action action) const {
  if (player >= 0 && player != viewer) return "has committed";  // sealed until all have
  return action_to_string(player, action);
}

// The card turned in words (not its id), and the claims of a step once they are
// heard: the move that completes a step's claims says every claim heard, its
// verdict and the cards it won (N2). A claim or a pass still sealed tells nobody
// anything yet, its claimer included (the board shows their own): no sentence,
// so the log has no line for it (docs/protocol.md, "quiet").
std::string MatchState::log_sentence(Player /*viewer*/, Player player, Action action) const {
  if (player == kChancePlayer) {
    if (action < 0 || action >= static_cast<Action>(deck_->size())) return "";
    const Card& card = (*deck_)[static_cast<std::size_t>(action)];
    if (card.closeup) return "A close-up is turned: " + card_text(card).substr(10) + ".";
    return "A card is turned: " + card_text(card) + ".";
  }
  if (phase_ != Phase::kClaims && phase_ != Phase::kWindow) return "";
  for (Player p = 0; p < options_.players; ++p) {
    if (p != player && !claims_[static_cast<std::size_t>(p)].committed) return "";  // sealed
  }
  MatchState after = *this;
  after.apply_unchecked(player, action);
  // "{1} calls blanket at 1320 ms", as each claim heard is said.
  const auto claim = [](Player p, int kind, int ms) {
    return "{" + std::to_string(p) + "} " + third_person(claim_words(kind)) + " at " +
           std::to_string(ms) + " ms";
  };
  std::string text;
  if (phase_ == Phase::kClaims && after.phase_ == Phase::kWindow) {
    // A correct claim opened the window: the claims up to it are heard (MP-8c).
    for (Player p = 0; p < options_.players; ++p) {
      const Claim& c = after.earlier_[static_cast<std::size_t>(p)];
      if (c.kind < 0) continue;
      text += (text.empty() ? "" : " ") + claim(p, c.kind, c.ms) + ".";
    }
    return text + " A correct claim: the others may claim higher until " +
           std::to_string(after.t0_ + kWindowMs) + " ms.";
  }
  // The claims heard and settled by this move; none when it changed nothing heard.
  if (after.last_claims() == last_claims() && after.won_ == won_) return "";
  for (const Revealed& r : after.last_claims()) {
    if (!text.empty()) text += " ";
    text += claim(r.player, r.kind, r.ms) + ": " + verdict_word(r.verdict);
    if (r.cards_won > 0)
      text += ", and wins " + std::to_string(r.cards_won) + (r.cards_won == 1 ? " card" : " cards");
    const auto i = static_cast<std::size_t>(r.player);
    if (r.verdict == Verdict::kWrong && after.won_[i] < won_[i]) text += ", and loses a card";
    text += ".";
  }
  return text;
}

nlohmann::json MatchState::observation(Player player) const {
  nlohmann::json obs;
  obs["game"] = "match";
  obs["you"] = player;
  const char* phases[] = {"turning", "claims", "window", "over"};
  obs["phase"] = phases[static_cast<int>(phase_)];
  obs["round"] = rounds_;
  obs["dealer"] = dealer_;
  obs["deck_left"] = deck_left();
  obs["final_window"] = final_window() && phase_ != Phase::kOver;
  obs["card_ms"] = options_.card_ms;
  nlohmann::json cards = nlohmann::json::array();
  for (int i = 0; i < face_up_count_; ++i)
    cards.push_back(card_json((*deck_)[face_up_[static_cast<std::size_t>(i)]]));
  obs["face_up"] = cards;
  obs["won"] = scores();
  obs["out_of_play"] = out_of_play_;
  nlohmann::json committed = nlohmann::json::array();
  for (Player p = 0; p < options_.players; ++p)
    committed.push_back(claims_[static_cast<std::size_t>(p)].committed);
  obs["committed"] = committed;
  if (player >= 0 && player < options_.players &&
      claims_[static_cast<std::size_t>(player)].committed) {
    const Claim& mine = claims_[static_cast<std::size_t>(player)];
    obs["your_claim"] = mine.kind < 0 ? std::string("pass")
                                      : action_to_string(player, claim_action(mine.kind, mine.ms));
  }
  if (phase_ == Phase::kClaims || phase_ == Phase::kWindow) {
    // After a wrong claim the card's claims go on from just after it (MP-8a).
    obs["claims_from_ms"] = claims_from_ms();
  }
  if (phase_ == Phase::kWindow) {
    // The claims made up to the window's opening claim were heard by everyone;
    // later ones stay sealed (MP-8c).
    nlohmann::json heard = nlohmann::json::array();
    for (Player p = 0; p < options_.players; ++p) {
      for (const Claim& c :
           {earlier_[static_cast<std::size_t>(p)], kept_[static_cast<std::size_t>(p)]}) {
        if (c.kind >= 0)
          heard.push_back({{"player", p}, {"claim", claim_words(c.kind)}, {"ms", c.ms}});
      }
    }
    obs["window"] = {{"opened_at_ms", t0_}, {"closes_at_ms", t0_ + kWindowMs}, {"claims", heard}};
  }
  nlohmann::json last = nlohmann::json::array();
  for (const Revealed& r : last_claims()) {
    last.push_back({{"player", r.player},
                    {"claim", claim_words(r.kind)},
                    {"ms", r.ms},
                    {"verdict", verdict_word(r.verdict)},
                    {"cards_won", r.cards_won}});
  }
  obs["last_claims"] = last;
  return obs;
}

std::string MatchState::describe(Player viewer) const {
  std::string out = "Round " + std::to_string(rounds_) + ", " + player_name(dealer_) + " deals; " +
                    std::to_string(deck_left()) + " cards in the deck.\n";
  if (!last_claims().empty()) {
    out += "Last claims:";
    for (const Revealed& r : last_claims()) {
      out += "\n  " + player_name(r.player) + ": " + claim_words(r.kind) + " at " +
             std::to_string(r.ms) + " ms, " + verdict_word(r.verdict) +
             (r.cards_won ? ", won " + std::to_string(r.cards_won) + " cards" : "");
    }
    out += "\n";
  }
  for (int i = 0; i < face_up_count_; ++i) {
    out += "  " + std::to_string(i + 1) + ". " +
           card_text((*deck_)[face_up_[static_cast<std::size_t>(i)]]) + "\n";
  }
  if (phase_ == Phase::kWindow) {
    out += "A correct claim at " + std::to_string(t0_) + " ms: anyone may claim higher until " +
           std::to_string(t0_ + kWindowMs) + " ms.\n";
  }
  out += "Cards won:";
  for (Player p = 0; p < options_.players; ++p) {
    out += " " + player_name(p) + (p == viewer ? " (you)" : "") + " " +
           std::to_string(won_[static_cast<std::size_t>(p)]) + ";";
  }
  out += " out of play " + std::to_string(out_of_play_) + "\n";
  return out;
}

}  // namespace rookery::match
