// Pantolino's view, read from the observation JSON (see pantolino_view.h).
#include "ai/pantolino/pantolino_view.h"

#include <nlohmann/json.hpp>

#include "core/text.h"

namespace rookery::pantolino_view {

namespace {

std::pair<int, int> token_of(const std::string& text) {
  const std::vector<std::string> w = split_words(text);
  if (w.size() != 2) return {-1, 0};
  return {pt::face_from_word(w[0]).value_or(-1), parse_int(w[1]).value_or(0)};
}

void add_token(pt::Takeable& t, const std::string& text) {
  const auto [colour, boots] = token_of(text);
  if (colour >= 0 && colour < pt::kNumColours && boots >= pt::kMinBoots && boots <= pt::kMaxBoots) {
    t[static_cast<std::size_t>(colour)] |= static_cast<std::uint8_t>(1u << (boots - pt::kMinBoots));
  }
}

}  // namespace

std::optional<Take> take_of(const std::string& words) {
  const std::vector<std::string> w = split_words(words);
  if (w.size() < 3 || w[0] != "take") return std::nullopt;
  Take t;
  t.colour = pt::face_from_word(w[1]).value_or(-1);
  t.boots = parse_int(w[2]).value_or(0);
  if (w.size() == 6) t.victim = parse_int(w[5]).value_or(1) - 1;  // "... from player 2"
  return t;
}

View view_of(const State& state, Player me) {
  const nlohmann::json obs = state.observation(me);
  View v;
  v.phase = obs.value("phase", "");
  v.rolls_done = obs.value("rolls_done", 0);
  const auto& dice = obs["dice"];
  for (std::size_t d = 0; d < dice.size() && d < pt::kNumDice; ++d) {
    v.dice[d] = std::max(0, pt::face_from_word(dice[d].get<std::string>()).value_or(-1));
  }
  for (const auto& t : obs["supply"]) add_token(v.takeable, t.get<std::string>());
  const bool escaping = obs["options"].value("escaping_boots", false);
  for (const auto& c : obs["centipedes"]) {
    const int player = c.value("player", 0);
    v.boots.push_back(c.value("boots", 0));
    const auto& tokens = c["tokens"];
    if (player == me) {
      for (const auto& t : tokens) {
        const auto [colour, boots] = token_of(t.get<std::string>());
        if (colour >= 0 && colour < pt::kNumColours)
          v.my_colour_boots[static_cast<std::size_t>(colour)] += boots;
      }
    } else if (escaping && !tokens.empty()) {
      add_token(v.takeable, tokens.back().get<std::string>());  // R8: only the tail
    }
  }
  return v;
}

// The legal action whose text is `text` (the policies speak the game's words).
Action action_for(const State& state, Player me, const std::string& text) {
  const ActionList legal = state.legal_actions(me);
  for (Action a : legal) {
    if (state.action_to_string(me, a) == text) return a;
  }
  return legal[0];
}

}  // namespace rookery::pantolino_view
