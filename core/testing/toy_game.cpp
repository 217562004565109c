#include "core/testing/toy_game.h"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "core/state.h"
#include "core/text.h"

namespace rookery::toy {

namespace {

constexpr int kMaxToyPlayers = 3;
constexpr std::array<std::uint64_t, 3> kCardWeights = {1, 2, 1};  // cards 1, 2, 3
constexpr Action kFold = 0;
constexpr Action kBet = 1;

struct ToyOptions {
  int players = 2;
  int rounds = 2;
};

class ToyState final : public ValueState<ToyState> {
 public:
  ToyState(std::shared_ptr<const Game> game, ToyOptions options)
      : ValueState(std::move(game)), options_(options) {}

  // The same position, hidden cards included (ValueState::equals).
  bool operator==(const ToyState& o) const {
    return round_ == o.round_ && dealt_ == o.dealt_ && cards_ == o.cards_ &&
           choices_ == o.choices_ && pots_ == o.pots_ && revealed_ == o.revealed_;
  }

  void acting_players(PlayerList& out) const override {
    out.clear();
    if (is_terminal()) return;
    if (dealt_ < options_.players) {
      out.push_back(kChancePlayer);
      return;
    }
    for (Player p = 0; p < options_.players; ++p) {
      if (choices_[static_cast<std::size_t>(p)] < 0) out.push_back(p);
    }
  }

  bool is_terminal() const override { return round_ >= options_.rounds; }

  void legal_actions(Player player, ActionList& out) const override {
    out.clear();
    PlayerList acting;
    acting_players(acting);
    if (player == kChancePlayer || !acting.contains(player)) return;
    out.push_back(kFold);
    out.push_back(kBet);
  }

  void apply_unchecked(Player player, Action action) override {
    if (player == kChancePlayer) {
      cards_[static_cast<std::size_t>(dealt_++)] = action + 1;
      return;
    }
    choices_[static_cast<std::size_t>(player)] = action;
    if (std::all_of(choices_.begin(), choices_.begin() + options_.players,
                    [](int c) { return c >= 0; })) {
      reveal();
    }
  }

  ChanceDistribution chance_outcomes() const override {
    ChanceDistribution d;
    if (dealt_ >= options_.players || is_terminal()) return d;
    for (Action a = 0; a < 3; ++a)
      d.outcomes.push_back({a, kCardWeights[static_cast<std::size_t>(a)]});
    d.total = 4;
    return d;
  }

  Action sample_chance(Rng& rng) const override {
    const std::uint32_t x = rng.below(4);
    return x == 0 ? 0 : (x == 3 ? 2 : 1);
  }

  void scores_into(std::vector<double>& out) const override {
    out.assign(pots_.begin(), pots_.begin() + options_.players);
  }

  void returns_into(std::vector<double>& r) const override {
    r.assign(static_cast<std::size_t>(options_.players), 0.0);
    if (!is_terminal()) return;
    const double best = *std::max_element(pots_.begin(), pots_.begin() + options_.players);
    int winners = 0;
    for (Player p = 0; p < options_.players; ++p)
      winners += pots_[static_cast<std::size_t>(p)] == best;
    for (Player p = 0; p < options_.players; ++p) {
      if (pots_[static_cast<std::size_t>(p)] == best)
        r[static_cast<std::size_t>(p)] = 1.0 / winners;
    }
  }

  nlohmann::json observation(Player player) const override {
    nlohmann::json obs;
    obs["game"] = "toy";
    obs["you"] = player;
    obs["round"] = round_ + (is_terminal() ? 0 : 1);
    obs["pots"] = scores();
    obs["last_reveal"] = revealed_;  // cards and choices of the previous round, public
    nlohmann::json others = nlohmann::json::array();
    for (Player p = 0; p < options_.players; ++p) {
      const auto i = static_cast<std::size_t>(p);
      nlohmann::json seat = {
          {"player", p}, {"has_card", p < dealt_}, {"has_chosen", choices_[i] >= 0}};
      if (p == player) {
        if (p < dealt_) seat["card"] = cards_[i];
        if (choices_[i] >= 0) seat["choice"] = choices_[i] == kBet ? "bet" : "fold";
      }
      others.push_back(seat);
    }
    obs["seats"] = others;
    return obs;
  }

  std::string describe(Player viewer) const override { return observation(viewer).dump(1) + "\n"; }

  std::string action_to_string(Player player, Action action) const override {
    if (player == kChancePlayer) {
      if (action >= 0 && action < 3) return "deal " + std::to_string(action + 1);
    } else if (action == kFold) {
      return "fold";
    } else if (action == kBet) {
      return "bet";
    }
    return "action " + std::to_string(action);
  }

  Result<Action> parse_action(Player player, std::string_view text) const override {
    const std::vector<std::string> words = split_words(to_lower(text));
    if (player == kChancePlayer) {
      if (words.size() == 2 && words[0] == "deal") {
        const auto card = parse_int(words[1]);
        if (card && *card >= 1 && *card <= 3) return *card - 1;
      }
      return make_error(ErrorCode::kParseError, "cannot read chance outcome " + quote(text) +
                                                    "; expected \"deal 1\"..\"deal 3\"");
    }
    if (words.size() == 1 && words[0] == "fold") return kFold;
    if (words.size() == 1 && words[0] == "bet") return kBet;
    return make_error(ErrorCode::kParseError,
                      "cannot read action " + quote(text) + "; expected \"bet\" or \"fold\"");
  }

  void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const override {
    copy_state_into(*this, out);
    static_cast<ToyState&>(*out).resample_in_place(player, rng);
  }

 private:
  // resample_hidden's draws, on this state itself.
  void resample_in_place(Player player, Rng& rng) {
    for (Player p = 0; p < options_.players; ++p) {
      const auto i = static_cast<std::size_t>(p);
      if (p == player) continue;
      if (p < dealt_) cards_[i] = sample_chance(rng) + 1;
      if (choices_[i] >= 0) choices_[i] = static_cast<int>(rng.below(2));
    }
  }

  void reveal() {
    int best = 0;
    for (Player p = 0; p < options_.players; ++p) {
      if (choices_[static_cast<std::size_t>(p)] == kBet)
        best = std::max(best, cards_[static_cast<std::size_t>(p)]);
    }
    // Counted in place: apply_unchecked never allocates.
    const auto wins = [&](std::size_t i) {
      return best == 0 || (choices_[i] == kBet && cards_[i] == best);
    };
    int winners = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(options_.players); ++i) winners += wins(i);
    for (std::size_t i = 0; i < static_cast<std::size_t>(options_.players); ++i) {
      if (wins(i)) pots_[i] += 1.0 / winners;
    }
    revealed_ = {};
    for (Player p = 0; p < options_.players; ++p) {
      const auto i = static_cast<std::size_t>(p);
      revealed_[i] = cards_[i] * 10 + choices_[i];
    }
    ++round_;
    dealt_ = 0;
    cards_ = {};
    choices_ = {-1, -1, -1};
  }

  ToyOptions options_;
  int round_ = 0;
  int dealt_ = 0;
  std::array<int, kMaxToyPlayers> cards_{};
  std::array<int, kMaxToyPlayers> choices_ = {-1, -1, -1};  // -1: not chosen yet
  std::array<double, kMaxToyPlayers> pots_{};
  std::array<int, kMaxToyPlayers> revealed_{};  // card*10 + choice, previous round
};

class ToyGame final : public Game {
 public:
  ToyGame(const Params& params, ToyOptions options)
      : Game(toy::facts(), params, options.players), options_(options) {}
  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<ToyState>(std::move(self), options_);
  }
  int max_game_length() const override { return options_.rounds * 2 * options_.players; }

 private:
  ToyOptions options_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 2, 2, kMaxToyPlayers, "number of players"),
      ParamSpec::integer("rounds", 2, 1, 5, "number of rounds"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "toy",
      .title = "Toy",
      .summary = "a tiny test game: secret cards, simultaneous bet or fold",
      .min_players = 2,
      .max_players = kMaxToyPlayers,
      .chance = true,
      .hidden_information = true,
      .simultaneous = true,
      .real_time = false,
  };
  return f;
}

std::shared_ptr<const Game> make_game(const Params& params) {
  ToyOptions options;
  options.players = params.get_int("players");
  options.rounds = params.get_int("rounds");
  return std::make_shared<ToyGame>(params, options);
}

Result<std::shared_ptr<const Game>> load(std::string_view game_string) {
  auto spec = parse_spec_string(game_string);
  if (!spec) return spec.error();
  if (spec->name != facts().name) {
    return make_error(ErrorCode::kUnknownName, "not the toy game: " + spec->name);
  }
  auto params = Params::validate(spec->name, param_specs(), spec->args);
  if (!params) return params.error();
  return make_game(*params);
}

}  // namespace rookery::toy
