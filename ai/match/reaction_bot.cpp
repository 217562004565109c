#include "ai/match/reaction_bot.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <numbers>

#include "core/text.h"
#include "games/match/match_state.h"

namespace rookery {

namespace {

// Match kinds by rank, low to high (MP-2).
enum Kind { kOneMatch = 0, kSeveral = 1, kIdentical = 2, kTwoFish = 3 };
constexpr std::array<int, 4> kModelIndex = {3, 2, 1,
                                            0};  // notice_ms order: fish, identical, several, one
// The game's claim of each higher kind.
constexpr std::array<int, 4> kClaimOf = {-1, match::kBlackPawn, match::kWhitePawn, match::kKnock};

struct Seen {
  int kind;
  int element;  // for one match
};

// Every match among the face-up cards, by the game's own rule (MP-2): one entry
// per element two cards share (each such pair is one more chance to notice it),
// and one per higher kind present.
std::vector<Seen> matches(const match::MatchState& state) {
  std::vector<Seen> out;
  for (int i = 0; i < state.face_up_count(); ++i) {
    for (int j = i + 1; j < state.face_up_count(); ++j) {
      for (int e = 0; e < match::kElements; ++e) {
        if (match::one_match(state.face_up(i), state.face_up(j), e)) out.push_back({kOneMatch, e});
      }
    }
  }
  for (int k = kSeveral; k <= kTwoFish; ++k) {
    if (state.correct(kClaimOf[static_cast<std::size_t>(k)])) out.push_back({k, -1});
  }
  return out;
}

std::string claim_text(const Seen& s, int ms) {
  std::string claim =
      s.kind == kTwoFish     ? "knock"
      : s.kind == kIdentical ? "grab white pawn"
      : s.kind == kSeveral
          ? "grab black pawn"
          : "call " +
                std::string(match::kElementNames[static_cast<std::size_t>(std::max(0, s.element))]);
  return claim + " at " + std::to_string(ms) + " ms";
}

// A standard normal draw (Box-Muller), the same on every platform, unlike
// std::normal_distribution.
double standard_normal(Rng& rng) {
  const double u = 1.0 - rng.uniform01();  // (0, 1]: log(u) is finite
  const double v = rng.uniform01();
  return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

int rank_of_claim(const std::string& claim) {
  if (claim == "knock") return kTwoFish;
  if (claim == "grab white pawn") return kIdentical;
  if (claim == "grab black pawn") return kSeveral;
  return kOneMatch;
}

}  // namespace

const std::vector<std::pair<std::string, ReactionModel>>& reaction_levels() {
  static const std::vector<std::pair<std::string, ReactionModel>> levels = {
      // notice_ms (two fish, identical, several, one), miss, false claim, floor,
      // scan per card, spread. A champion's one match at about 900 ms is a quick
      // person's: simple reaction alone is 200-250 ms, and a match must be found.
      {"child", {{1650, 2300, 3050, 1900}, 0.30, 0.06, 400, 130, 0.5}},
      {"casual", {{1430, 1980, 2640, 1650}, 0.25, 0.05, 350, 115, 0.5}},
      {"skilled", {{1260, 1740, 2320, 1450}, 0.20, 0.04, 350, 100, 0.5}},
      {"champion", {{1090, 1500, 2000, 1250}, 0.15, 0.03, 300, 85, 0.5}},
  };
  return levels;
}

std::vector<ParamSpec> reaction_param_specs() {
  return {
      ParamSpec::choice("level", "casual", {"child", "casual", "skilled", "champion"},
                        "a named preset"),
      ParamSpec::integer("two_fish_ms", 0, 0, 9000, "mean ms to notice two fish (0: the level's)"),
      ParamSpec::integer("identical_ms", 0, 0, 9000,
                         "mean ms to notice an identical pair (0: the level's)"),
      ParamSpec::integer("several_ms", 0, 0, 9000,
                         "mean ms to notice several matches (0: the level's)"),
      ParamSpec::integer("one_ms", 0, 0, 9000, "mean ms to notice one match (0: the level's)"),
      ParamSpec::real("miss", -1, -1, 1, "chance to miss a match (-1: the level's)"),
      ParamSpec::real("false_claim", -1, -1, 1,
                      "chance per card of a wrong claim (-1: the level's)"),
      ParamSpec::integer("floor_ms", 0, 0, 9000, "no notice sooner than this (0: the level's)"),
      ParamSpec::integer("scan_ms", -1, -1, 2000,
                         "ms more per face-up card beyond two (-1: the level's)"),
      ParamSpec::real("spread", -1, -1, 2,
                      "spread of notice times, log-normal sigma (-1: the level's)"),
  };
}

ReactionModel reaction_model(const Params& params) {
  ReactionModel m;
  for (const auto& [name, model] : reaction_levels()) {
    if (name == params.get_choice("level")) m = model;
  }
  const char* fields[] = {"two_fish_ms", "identical_ms", "several_ms", "one_ms"};
  for (std::size_t i = 0; i < 4; ++i) {
    if (params.get_int(fields[i]) > 0) m.notice_ms[i] = params.get_int(fields[i]);
  }
  if (params.get_double("miss") >= 0) m.miss = params.get_double("miss");
  if (params.get_double("false_claim") >= 0) m.false_claim = params.get_double("false_claim");
  if (params.get_int("floor_ms") > 0) m.floor_ms = params.get_int("floor_ms");
  if (params.get_int("scan_ms") >= 0) m.scan_ms = params.get_int("scan_ms");
  if (params.get_double("spread") >= 0) m.spread = params.get_double("spread");
  return m;
}

int notice_time_ms(const ReactionModel& model, int mean_ms, int face_up, double normal) {
  // exp(sigma Z - sigma^2 / 2) has mean 1, so the time's mean stays mean_ms.
  const double above = std::max(0, mean_ms - model.floor_ms) *
                       std::exp(model.spread * normal - model.spread * model.spread / 2);
  return model.floor_ms + static_cast<int>(above) + model.scan_ms * std::max(0, face_up - 2);
}

Result<void> ReactionBot::check_game(const Game& game) const {
  if (game.facts().name == "match") return {};
  return make_error(ErrorCode::kInvalidArgument,
                    "bot " + spec_ + " plays Match of the Penguins only, not " + game.facts().name);
}

Action ReactionBot::choose(const State& state, Player player) {
  const nlohmann::json obs = state.observation(player);
  const auto pass = [&] { return state.parse_action(player, "pass").value(); };
  const bool window = obs.value("phase", "") == "window";
  const int card_ms = obs.value("card_ms", 2000);
  const int limit = window ? obs["window"].value("closes_at_ms", 0)
                           : (obs.value("final_window", false) ? card_ms + 1500 : card_ms) - 1;
  // After a wrong claim a card's claims go on from just after it (MP-8a).
  const int from =
      obs.value("claims_from_ms", window ? obs["window"].value("opened_at_ms", 0) + 1 : 0);
  int heard_rank = -1;
  if (window) {
    for (const auto& c : obs["window"]["claims"])
      heard_rank = std::max(heard_rank, rank_of_claim(c.value("claim", "")));
  }
  // A table set to a slower pace than MP-3's is one where a person asked for more
  // time to look: the bots take their share of it, so that the slow pace is time
  // for that person, not a gift to the bots. A window keeps MP-3's 1.5 s, and so
  // do the bots' answers in it; a faster pace does not make the bots faster.
  const double pace =
      window ? 1.0 : std::max(1.0, card_ms / static_cast<double>(match::kUsualCardMs));
  // Notice each match present, each after its own reaction time, unless missed.
  std::optional<Seen> best;
  int best_ms = 0;
  // check_game admits Match only.
  const auto& match_state = static_cast<const match::MatchState&>(state);
  for (const Seen& s : matches(match_state)) {
    if (rng_.uniform01() < model_.miss || s.kind <= heard_rank) continue;
    const int mean =
        model_.notice_ms[static_cast<std::size_t>(kModelIndex[static_cast<std::size_t>(s.kind)])];
    const int ms = (window ? from : 0) +
                   static_cast<int>(pace * notice_time_ms(model_, mean, match_state.face_up_count(),
                                                          standard_normal(rng_)));
    if (ms < from) continue;  // noticed before the wrong claim it was sealed behind: no claim
    if (ms > limit) continue;
    // The highest-ranked match noticed in time, the earliest of equals.
    if (!best || s.kind > best->kind || (s.kind == best->kind && ms < best_ms)) {
      best = s;
      best_ms = ms;
    }
  }
  if (best) {
    auto a = state.parse_action(player, claim_text(*best, best_ms));
    return a ? *a : pass();
  }
  if (!window && rng_.uniform01() < model_.false_claim) {
    // A slip: a claim of any kind at any moment of the card.
    const Seen slip{static_cast<int>(rng_.below(4)), static_cast<int>(rng_.below(6))};
    if (limit <= from) return pass();
    auto a = state.parse_action(
        player, claim_text(slip, from + static_cast<int>(
                                            rng_.below(static_cast<std::uint32_t>(limit - from)))));
    return a ? *a : pass();
  }
  return pass();
}

}  // namespace rookery
