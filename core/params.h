// Parameters of a game (or a bot), parsed from a readable spec string such as
// "pantolino(players=3,escaping_boots=true)", validated against declared specs.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/error.h"

namespace rookery {

enum class ParamKind { kInt, kBool, kChoice, kDouble };

// The declaration of one parameter: name, kind, default and allowed range.
struct ParamSpec {
  std::string name;
  ParamKind kind = ParamKind::kInt;
  std::string help;
  int default_int = 0;
  int min_int = 0;
  int max_int = 0;
  bool default_bool = false;
  std::string default_choice;
  std::vector<std::string> choices;
  double default_double = 0;
  double min_double = 0;
  double max_double = 0;
  // When the option applies: "" always, else "OTHER=VALUE" or "OTHER!=VALUE" on
  // another parameter of the same game ("players=1": the solo game only). Front
  // ends offer it only then; elsewhere the game ignores or refuses it, as its
  // rules say.
  std::string applies_when;
  // For a choice that decides how many may play (Plucky's mode, Fistful's advanced
  // game): the player counts each choice takes, in the order of `choices` (a
  // boolean's: false, then true), so front ends fit the players field, or the
  // choice, before sending. Empty: the game's own range holds for every choice.
  std::vector<std::pair<int, int>> players_by_choice;

  static ParamSpec integer(std::string name, int def, int min, int max, std::string help);
  static ParamSpec boolean(std::string name, bool def, std::string help);
  static ParamSpec choice(std::string name, std::string def, std::vector<std::string> choices,
                          std::string help);
  // A real number in [min, max], written in decimal ("1.4", "0.5", "2").
  static ParamSpec real(std::string name, double def, double min, double max, std::string help);

  // This spec, applying only when `condition` holds (see applies_when).
  ParamSpec when(std::string condition) const {
    ParamSpec s = *this;
    s.applies_when = std::move(condition);
    return s;
  }

  // This choice (or boolean) spec, with the player counts (min, max) each of its
  // choices takes.
  ParamSpec players_per_choice(std::vector<std::pair<int, int>> ranges) const {
    ParamSpec s = *this;
    s.players_by_choice = std::move(ranges);
    return s;
  }

  // The default as it is written in a spec string ("2", "false", "standard").
  std::string default_text() const;
  // The allowed values in words ("1..4", "true or false", "one of: a, b", "0..100").
  std::string range_text() const;
};

using ParamValue = std::variant<int, bool, std::string, double>;

// The shortest decimal text that reads back as exactly `value` ("1.4", "2", "0.001").
std::string format_real(double value);

// A spec string split into its name and raw key=value arguments, not yet validated.
struct SpecString {
  std::string name;
  std::vector<std::pair<std::string, std::string>> args;
};

// Splits "name(k=v,...)" or "name"; errors name the position of the problem.
Result<SpecString> parse_spec_string(std::string_view text);

// Splits a comma-separated list at top level only ("a,b(x=1,y=2),c" -> 3 items).
Result<std::vector<std::string>> split_top_level(std::string_view text);

// Validated values for every declared parameter (defaults filled in).
class Params {
 public:
  Params() = default;

  // Checks each argument against the specs of `owner` (a game or bot name, for messages).
  static Result<Params> validate(std::string_view owner, const std::vector<ParamSpec>& specs,
                                 const std::vector<std::pair<std::string, std::string>>& args);

  int get_int(std::string_view name) const;
  bool get_bool(std::string_view name) const;
  const std::string& get_choice(std::string_view name) const;
  double get_double(std::string_view name) const;
  // Whether the spec string set this parameter explicitly.
  bool is_set(std::string_view name) const;
  // Overrides one value (already known to be valid, e.g. a count derived from seats).
  void set(std::string_view name, ParamValue value);

  // Every parameter in declaration order, "k=v,k=v" (empty when there are none).
  std::string canonical_args() const;

 private:
  struct Entry {
    std::string name;
    ParamValue value;
    bool set_explicitly;
  };
  const Entry& find(std::string_view name) const;
  std::vector<Entry> entries_;
};

}  // namespace rookery
