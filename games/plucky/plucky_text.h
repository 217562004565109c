// Plucky Penguins' actions in words ("move north then east", "play Shove on
// player 3 east") and back. The words depend only on the components, so the
// table is built once per game and parsing is a lookup.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/action.h"
#include "core/error.h"
#include "games/plucky/components.h"

namespace rookery::plucky {

class ActionNames {
 public:
  explicit ActionNames(std::shared_ptr<const Components> components);
  // A player's action (player >= 0) or a chance outcome (kChancePlayer) in words;
  // "action N" for an id that is no action at all.
  std::string text(Player player, Action action) const;
  // The action these words name (case and spacing forgiven), or an error naming them.
  Result<Action> parse(Player player, std::string_view words) const;

 private:
  std::shared_ptr<const Components> components_;
  std::unordered_map<std::string, Action> player_actions_;
  std::unordered_map<std::string, Action> chance_outcomes_;
};

}  // namespace rookery::plucky
