#include "core/params.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <set>

#include "core/text.h"

namespace rookery {

ParamSpec ParamSpec::integer(std::string name, int def, int min, int max, std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.kind = ParamKind::kInt;
  s.default_int = def;
  s.min_int = min;
  s.max_int = max;
  s.help = std::move(help);
  return s;
}

ParamSpec ParamSpec::boolean(std::string name, bool def, std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.kind = ParamKind::kBool;
  s.default_bool = def;
  s.help = std::move(help);
  return s;
}

ParamSpec ParamSpec::choice(std::string name, std::string def, std::vector<std::string> choices,
                            std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.kind = ParamKind::kChoice;
  s.default_choice = std::move(def);
  s.choices = std::move(choices);
  s.help = std::move(help);
  return s;
}

ParamSpec ParamSpec::real(std::string name, double def, double min, double max, std::string help) {
  ParamSpec s;
  s.name = std::move(name);
  s.kind = ParamKind::kDouble;
  s.default_double = def;
  s.min_double = min;
  s.max_double = max;
  s.help = std::move(help);
  return s;
}

std::string format_real(double value) {
  // to_chars without a format gives the shortest text that round-trips, the
  // same on every machine, so canonical strings are stable.
  char buffer[32];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, r.ptr);
}

std::string ParamSpec::default_text() const {
  switch (kind) {
    case ParamKind::kInt:
      return std::to_string(default_int);
    case ParamKind::kBool:
      return default_bool ? "true" : "false";
    case ParamKind::kChoice:
      return default_choice;
    case ParamKind::kDouble:
      return format_real(default_double);
  }
  return {};
}

std::string ParamSpec::range_text() const {
  switch (kind) {
    case ParamKind::kInt:
      return std::to_string(min_int) + ".." + std::to_string(max_int);
    case ParamKind::kBool:
      return "true or false";
    case ParamKind::kChoice:
      return "one of: " + join(choices, ", ");
    case ParamKind::kDouble:
      return format_real(min_double) + ".." + format_real(max_double) + " (a decimal number)";
  }
  return {};
}

namespace {

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}
bool is_value_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' ||
         c == ':' || c == '+';
}

Error syntax_error(std::string_view text, std::size_t pos, std::string_view what) {
  return make_error(ErrorCode::kParseError, "cannot read " + quote_prefix(text) + " at character " +
                                                std::to_string(pos + 1) + ": " + std::string(what) +
                                                " (expected name or name(key=value,...))");
}

}  // namespace

Result<SpecString> parse_spec_string(std::string_view original) {
  const std::string_view text = trim(original);
  SpecString spec;
  std::size_t i = 0;
  const auto skip_spaces = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  };
  while (i < text.size() && is_name_char(text[i])) spec.name.push_back(text[i++]);
  if (spec.name.empty()) return syntax_error(text, i, "a name is missing");
  spec.name = to_lower(spec.name);
  skip_spaces();
  if (i == text.size()) return spec;
  if (text[i] != '(') return syntax_error(text, i, "unexpected character");
  ++i;
  skip_spaces();
  if (i < text.size() && text[i] == ')') {
    ++i;
  } else {
    std::set<std::string> seen;  // keys so far: a long string is not checked pair by pair
    for (;;) {
      skip_spaces();
      std::string key;
      while (i < text.size() && is_name_char(text[i])) key.push_back(text[i++]);
      if (key.empty()) return syntax_error(text, i, "a parameter name is missing");
      skip_spaces();
      if (i >= text.size() || text[i] != '=') return syntax_error(text, i, "'=' is missing");
      ++i;
      skip_spaces();
      std::string value;
      while (i < text.size() && is_value_char(text[i])) value.push_back(text[i++]);
      if (value.empty()) return syntax_error(text, i, "a value is missing after '='");
      skip_spaces();
      key = to_lower(key);
      if (!seen.insert(key).second) {
        return syntax_error(text, i, "parameter " + key + " is given twice");
      }
      spec.args.emplace_back(std::move(key), std::move(value));
      if (i < text.size() && text[i] == ',') {
        ++i;
        continue;
      }
      if (i < text.size() && text[i] == ')') {
        ++i;
        break;
      }
      return syntax_error(text, i, "',' or ')' is missing");
    }
  }
  skip_spaces();
  if (i != text.size()) return syntax_error(text, i, "unexpected text after ')'");
  return spec;
}

Result<std::vector<std::string>> split_top_level(std::string_view text) {
  std::vector<std::string> items;
  std::string current;
  int depth = 0;
  for (char c : text) {
    if (c == '(') ++depth;
    if (c == ')' && --depth < 0) {
      return make_error(ErrorCode::kParseError, "unbalanced ')' in " + quote_prefix(text));
    }
    if (c == ',' && depth == 0) {
      items.emplace_back(trim(current));
      current.clear();
    } else {
      current.push_back(c);
    }
  }
  if (depth != 0)
    return make_error(ErrorCode::kParseError, "unbalanced '(' in " + quote_prefix(text));
  items.emplace_back(trim(current));
  for (const auto& item : items) {
    if (item.empty())
      return make_error(ErrorCode::kParseError, "empty item in " + quote_prefix(text));
  }
  return items;
}

Result<Params> Params::validate(std::string_view owner, const std::vector<ParamSpec>& specs,
                                const std::vector<std::pair<std::string, std::string>>& args) {
  Params params;
  for (const ParamSpec& spec : specs) {
    ParamValue def;
    switch (spec.kind) {
      case ParamKind::kInt:
        def = spec.default_int;
        break;
      case ParamKind::kBool:
        def = spec.default_bool;
        break;
      case ParamKind::kChoice:
        def = spec.default_choice;
        break;
      case ParamKind::kDouble:
        def = spec.default_double;
        break;
    }
    params.entries_.push_back(Entry{spec.name, def, false});
  }
  for (const auto& arg : args) {
    const std::string& key = arg.first;  // named, not bound: lambdas below capture them
    const std::string& raw = arg.second;
    const auto it =
        std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& s) { return s.name == key; });
    if (it == specs.end()) {
      std::vector<std::string> names;
      for (const ParamSpec& s : specs) names.push_back(s.name);
      return make_error(ErrorCode::kUnknownName,
                        "unknown parameter " + quote_prefix(key) + " for " + std::string(owner) +
                            (names.empty() ? "; it takes no parameters"
                                           : "; valid parameters: " + join(names, ", ")));
    }
    const ParamSpec& spec = *it;
    const auto bad_value = [&] {
      return make_error(ErrorCode::kInvalidArgument,
                        "bad value " + quote_prefix(raw) + " for parameter " + spec.name + " of " +
                            std::string(owner) + "; expected " + spec.range_text());
    };
    Entry& entry = params.entries_[static_cast<std::size_t>(it - specs.begin())];
    entry.set_explicitly = true;
    switch (spec.kind) {
      case ParamKind::kInt: {
        const auto v = parse_int(raw);
        if (!v || *v < spec.min_int || *v > spec.max_int) return bad_value();
        entry.value = *v;
        break;
      }
      case ParamKind::kBool: {
        const std::string lower = to_lower(raw);
        if (lower == "true" || lower == "1" || lower == "yes") {
          entry.value = true;
        } else if (lower == "false" || lower == "0" || lower == "no") {
          entry.value = false;
        } else {
          return bad_value();
        }
        break;
      }
      case ParamKind::kChoice: {
        const std::string lower = to_lower(raw);
        if (std::find(spec.choices.begin(), spec.choices.end(), lower) == spec.choices.end()) {
          return bad_value();
        }
        entry.value = lower;
        break;
      }
      case ParamKind::kDouble: {
        // Plain decimal only: no "nan", "inf" or hexadecimal, and the whole text.
        double v = 0;
        const char* first = raw.data();
        const char* last = raw.data() + raw.size();
        if (first != last && *first == '+') ++first;
        const auto r = std::from_chars(first, last, v, std::chars_format::general);
        if (r.ec != std::errc() || r.ptr != last || !std::isfinite(v) || v < spec.min_double ||
            v > spec.max_double) {
          return bad_value();
        }
        entry.value = v;
        break;
      }
    }
  }
  return params;
}

const Params::Entry& Params::find(std::string_view name) const {
  for (const Entry& e : entries_) {
    if (e.name == name) return e;
  }
  assert(false && "parameter not declared");
  std::abort();
}

int Params::get_int(std::string_view name) const { return std::get<int>(find(name).value); }
bool Params::get_bool(std::string_view name) const { return std::get<bool>(find(name).value); }
const std::string& Params::get_choice(std::string_view name) const {
  return std::get<std::string>(find(name).value);
}
double Params::get_double(std::string_view name) const {
  return std::get<double>(find(name).value);
}
bool Params::is_set(std::string_view name) const { return find(name).set_explicitly; }

void Params::set(std::string_view name, ParamValue value) {
  for (Entry& e : entries_) {
    if (e.name == name) {
      e.value = std::move(value);
      e.set_explicitly = true;
      return;
    }
  }
  assert(false && "parameter not declared");
}

std::string Params::canonical_args() const {
  std::vector<std::string> parts;
  for (const Entry& e : entries_) {
    std::string text;
    if (const int* i = std::get_if<int>(&e.value)) text = std::to_string(*i);
    if (const bool* b = std::get_if<bool>(&e.value)) text = *b ? "true" : "false";
    if (const std::string* s = std::get_if<std::string>(&e.value)) text = *s;
    if (const double* d = std::get_if<double>(&e.value)) text = format_real(*d);
    parts.push_back(e.name + "=" + text);
  }
  return join(parts, ",");
}

}  // namespace rookery
