// Plucky Penguins' actions in words ("move north then east", "play Shove on
// player 3 east") and back. The words depend only on the components, so the
// table is built once per game and parsing is a lookup.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/action.h"
#include "core/error.h"
#include "games/plucky/components.h"
#include "games/plucky/modes.h"

namespace rookery::plucky {

class ActionNames {
 public:
  // Penguins are named "player N" when each player has one (`mode`), else "penguin N".
  ActionNames(std::shared_ptr<const Components> components, Mode mode);
  // A player's action (player >= 0) or a chance outcome (kChancePlayer) in words;
  // "action N" for an id that is no action at all.
  std::string text(Player player, Action action) const;
  // The action's structure (State::move_form): {"kind": "move", "steps": ["north"]}.
  nlohmann::json form(Player player, Action action) const;
  // The action these words name (case and spacing forgiven), or an error naming them.
  Result<Action> parse(Player player, std::string_view words) const;

 private:
  std::string penguin(int i) const;

  std::shared_ptr<const Components> components_;
  Mode mode_;
  std::unordered_map<std::string, Action> player_actions_;
  std::unordered_map<std::string, Action> chance_outcomes_;
};

}  // namespace rookery::plucky
