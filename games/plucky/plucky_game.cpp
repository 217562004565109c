#include "games/plucky/plucky_game.h"

#include <nlohmann/json.hpp>

#include "games/plucky/plucky_state.h"
#include "games/plucky/plucky_tensor.h"
#include "games/plucky/plucky_text.h"

namespace rookery::plucky {

namespace {

class PluckyGame final : public Game {
 public:
  PluckyGame(Params params, Options options, std::shared_ptr<const Components> components)
      : Game(plucky::facts(), std::move(params), options.players),
        options_(options),
        components_(std::move(components)),
        names_(std::make_shared<const ActionNames>(components_, options.mode)),
        layout_(tensor_layout(options_, *components_)),
        actions_(plucky::distinct_actions(options_, *components_)) {}

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<PluckyState>(std::move(self), components_, names_, options_);
  }

  // Per round and player: a turn of at most 2 + 8 movements and card plays (each
  // card is played once), each followed by a window of one answer per seat, plus
  // an Event with its window, evade and Leader choices. 60 rounds (PL-11).
  int max_game_length() const override {
    const int n = options_.penguins;
    const int per_play = 2 + 2 * n;  // the play, a window, a response and its window
    const int per_round = n * (4 + 12 * per_play) + n * (6 + 4 * per_play) + 8;
    return 40 + kMaxRounds * per_round + kActionCards * per_play;
  }
  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override { return actions_; }
  int num_distinct_actions() const override { return kUseBase + components_->uses.size(); }
  int max_chance_outcomes() const override { return kDealBase + kCharacters; }

  // The printed texts of the characters, the Action cards and the Events, by id:
  // what a front end shows for the ids in the observation.
  nlohmann::json components() const override {
    const auto usable = [](const std::vector<Usable>& list) {
      nlohmann::json out = nlohmann::json::array();
      for (const Usable& u : list) {
        out.push_back({{"id", u.id},
                       {"title", u.title},
                       {"text", u.text},
                       {"timing", timing_name(u.timing)},
                       {"copies", u.copies}});
      }
      return out;
    };
    nlohmann::json events = nlohmann::json::object();
    for (Deck deck : {Deck::kOrca, Deck::kWalrus}) {
      nlohmann::json list = nlohmann::json::array();
      for (const EventCard& e : components_->events[static_cast<std::size_t>(deck)]) {
        list.push_back({{"id", e.id},
                        {"title", e.title},
                        {"text", e.text},
                        {"evade", e.evade},
                        {"copies", e.copies}});
      }
      events[deck == Deck::kOrca ? "orca" : "walrus"] = list;
    }
    return {{"characters", usable(components_->characters)},
            {"cards", usable(components_->cards)},
            {"events", events}};
  }

 private:
  Options options_;
  std::shared_ptr<const Components> components_;
  std::shared_ptr<const ActionNames> names_;
  TensorLayout layout_;
  std::vector<Action> actions_;  // built once: the list runs to hundreds of ids
};

// The mode choice with the player counts of each mode (modes.h), so the lobby and
// the refusal read the same table.
ParamSpec mode_spec() {
  std::vector<std::string> names;
  std::vector<std::pair<int, int>> counts;
  for (Mode m : kModes) {
    names.emplace_back(mode_name(m));
    counts.emplace_back(player_counts(m).min, player_counts(m).max);
  }
  return ParamSpec::choice("mode", "standard", std::move(names),
                           "the standard game, the 2- and 3-player team modes, Golden Fish or "
                           "Capture the Fish (PL-11)")
      .players_per_choice(std::move(counts));
}

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 4, 2, kMaxPenguins,
                         "number of players: 3 to 8 in the standard game, 2 or 3 in teams, "
                         "4 to 8 with the Golden Fish, 2 to 8 in Capture the Fish (PL-11)"),
      mode_spec(),
      ParamSpec::choice("characters", "dealt", {"dealt", "chosen"},
                        "character cards dealt at random or chosen in leader order (PL-4b)"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "plucky",
      .title = "Plucky Penguins",
      .summary = "fish on a melting island; dodge the walrus and the orcas with cards",
      .min_players = 2,
      .max_players = kMaxPenguins,
      .chance = true,
      .hidden_information = true,  // hands
      .simultaneous = false,
      .real_time = false,
      .constant_sum = false,  // none left standing: the walrus wins, nobody scores (R17)
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  auto components = load_components();
  if (!components) return components.error();
  const std::string& mode_text = params.get_choice("mode");
  Mode mode = Mode::kStandard;
  for (Mode m : kModes) {
    if (mode_text == mode_name(m)) mode = m;
  }
  auto options =
      make_options(mode, params.get_int("players"), params.get_choice("characters") == "chosen");
  if (!options) return options.error();
  return std::shared_ptr<const Game>(
      std::make_shared<PluckyGame>(params, *options, std::move(*components)));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {
      "plucky",
      "plucky(players=3)",
      "plucky(players=8)",
      "plucky(players=5,characters=chosen)",
      "plucky(mode=teams,players=2)",
      "plucky(mode=teams,players=3,characters=chosen)",
      "plucky(mode=golden_fish,players=5)",
      "plucky(mode=capture_the_fish,players=2)",
      "plucky(mode=capture_the_fish,players=5)",
  };
  return list;
}

}  // namespace rookery::plucky
