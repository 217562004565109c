// Helpers for Push Push Penguin's rule tests: small boards written per test, a
// position on one, moves by their text, and a round's dice and choices.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/push_push/push_push_state.h"
#include "games/registry.h"

namespace rookery::push_push {

// A 30-space board: the orca starts on `orca`, the diving point is `diving`.
inline std::string board_json(int orca, int diving, const std::string& features, int supply = 20) {
  return R"({"last_space": 30, "ocean_start": )" + std::to_string(diving) +
         R"(, "diving_point": )" + std::to_string(diving) + R"(, "orca_start": )" +
         std::to_string(orca) + R"(, "fish_supply": )" + std::to_string(supply) +
         R"(, "penguin_die": [1,2,3,4,5,6], "orca_die": [1,1,2,2,3,3],
         "seal_die": ["orca_tail","lead_penguin","lead_penguin","2/7","3/5","4/6"], )" +
         features + "}";
}

// The start of `game_string` on `board` (JSON).
inline std::unique_ptr<PushPushState> table(const std::string& game_string,
                                            const std::string& board) {
  auto game = load_game(game_string).value();
  auto parsed = parse_board(board, "test board");
  EXPECT_TRUE(parsed.ok()) << parsed.error().message;
  const auto& p = game->params();
  return std::make_unique<PushPushState>(game, *parsed,
                                         Options{p.get_int("players"), p.get_int("waddlebots")});
}

// Applies the move `text` of `p`, which must be legal.
inline void act(State& s, Player p, std::string_view text) {
  auto a = s.parse_action(p, text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.error().message;
  auto r = s.apply(p, *a);
  ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
}

// Rolls each penguin's dice in seat order, then each player picks GO.
inline void roll_and_choose(PushPushState& s, const std::vector<std::string>& rolls,
                            const std::vector<int>& go) {
  for (const std::string& r : rolls) act(s, kChancePlayer, r);
  for (Player p = 0; p < static_cast<Player>(go.size()); ++p)
    act(s, p, "go " + std::to_string(go[static_cast<std::size_t>(p)]));
}

// Where penguin `penguin` stands.
inline int pos(const PushPushState& s, int penguin) { return s.penguin(penguin).pos; }

}  // namespace rookery::push_push
