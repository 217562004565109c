#include "games/plucky/modes.h"

#include "core/state.h"

namespace rookery::plucky {

namespace {

// PL-11: hands by how many penguins a player runs: 4 cards, draw 1, limit 4 for
// one penguin; 5/1/5 for two (or three); 7/2/7 for four.
void set_hand_rules(Options& o) {
  for (int p = 0; p < o.players; ++p) {
    int mine = 0;
    for (int i = 0; i < o.penguins; ++i) mine += o.owner[static_cast<std::size_t>(i)] == p;
    const auto s = static_cast<std::size_t>(p);
    o.starting_hand[s] = static_cast<std::int8_t>(mine >= 4 ? 7 : mine >= 2 ? 5 : 4);
    o.draw[s] = static_cast<std::int8_t>(mine >= 4 ? 2 : 1);
    o.hand_limit[s] = o.starting_hand[s];
  }
}

}  // namespace

std::string penguin_name(Mode mode, int penguin) {
  return one_penguin_each(mode) ? player_name(penguin) : "penguin " + std::to_string(penguin + 1);
}

const char* mode_name(Mode mode) {
  switch (mode) {
    case Mode::kStandard:
      return "standard";
    case Mode::kTeams:
      return "teams";
    case Mode::kGoldenFish:
      return "golden_fish";
    case Mode::kCaptureTheFish:
      return "capture_the_fish";
  }
  return "?";
}

Result<Options> make_options(Mode mode, int players, bool choose_characters) {
  Options o;
  o.players = players;
  o.choose_characters = choose_characters;
  o.mode = mode;
  const PlayerCounts counts = player_counts(mode);
  if (players < counts.min || players > counts.max) {
    const std::string takes = counts.max == counts.min + 1
                                  ? std::to_string(counts.min) + " or " + std::to_string(counts.max)
                                  : std::to_string(counts.min) + ".." + std::to_string(counts.max);
    return make_error(ErrorCode::kInvalidArgument,
                      std::string("plucky with mode=") + mode_name(mode) + " takes " + takes +
                          " players (PL-11); got " + std::to_string(players));
  }
  switch (mode) {
    case Mode::kStandard:
    case Mode::kGoldenFish:
      o.penguins = players;
      for (int i = 0; i < players; ++i) {
        o.owner[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i);
        o.team[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i);
      }
      o.teams = players;
      if (mode == Mode::kGoldenFish) {
        o.golden_fish = 1;
        o.golden_rounds = 10;
        o.reshuffle_actions = true;
      }
      break;
    case Mode::kTeams:
      // 2 players: 4 penguins each; 3 players: 2 each. Drafted alternately, so
      // penguin i belongs to player i mod n.
      o.penguins = players == 2 ? 8 : 6;
      for (int i = 0; i < o.penguins; ++i) {
        o.owner[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i % players);
        o.team[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i % players);
      }
      o.teams = players;
      o.draw_each_round = true;
      break;
    case Mode::kCaptureTheFish: {
      // Two teams of four penguins: seats alternate teams, and each team's four
      // penguins are shared round-robin among its players.
      o.penguins = 8;
      o.teams = 2;
      o.golden_fish = 2;
      o.draw_each_round = true;
      o.reshuffle_actions = true;  // PL-12c: the discards become a new deck, as in Golden Fish
      for (int i = 0; i < 8; ++i) {
        const int t = i % 2;
        const int k = i / 2;
        const int team_players = (players + 1 - t) / 2;  // seats t, t+2, ...
        o.team[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(t);
        o.owner[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(t + 2 * (k % team_players));
      }
      break;
    }
  }
  for (int i = 0; i < o.penguins; ++i) {
    o.player_team[static_cast<std::size_t>(o.owner[static_cast<std::size_t>(i)])] =
        o.team[static_cast<std::size_t>(i)];
  }
  set_hand_rules(o);
  return o;
}

}  // namespace rookery::plucky
