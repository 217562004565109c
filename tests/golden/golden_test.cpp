// Golden playthroughs and behaviour signatures: the proof that a refactor changed
// no behaviour. The configurations are each game's tests/<game>/goldens.json;
// each tests/golden/<name>.txt holds one seeded game played by bots, step by step
// in lines (like OpenSpiel's playthroughs): who acts, the legal moves with their
// move forms, the move, every viewer's words and log sentence for it, every
// player's observation (hashed mid-game), and the returns. The test replays the
// file's record and plays the game again with the same bots, and compares both
// renderings with the file byte for byte, so that a change to any of these shows
// in `git diff` at its step. signatures.json holds `rookery bench`'s behaviour
// signature per game string. A rules change regenerates them (scripts/update-goldens)
// in the same commit and says why; a refactor must leave them as they are.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/bot.h"
#include "core/json_input.h"
#include "core/playthrough.h"
#include "core/rng.h"
#include "core/text.h"
#include "games/registry.h"
#include "study/bench.h"

namespace rookery {
namespace {

// One golden game: its file name (without .txt), game string, a bot per seat and the seed.
struct Golden {
  std::string name;
  std::string game;
  std::vector<std::string> bots;
  std::uint64_t seed;
};

void PrintTo(const Golden& g, std::ostream* os) { *os << g.name << ": " << g.game; }

std::filesystem::path golden_dir() { return ROOKERY_GOLDEN_DIR; }

// A JSON file's contents, read as the engine reads outside input.
Result<nlohmann::json> parse_file(const std::filesystem::path& path) {
  std::ifstream file(path);
  std::stringstream buffer;
  buffer << file.rdbuf();
  return parse_json_input(buffer.str());
}

// The goldens.json files that are not lists of goldens.
std::vector<std::string>& unreadable_golden_lists() {
  static std::vector<std::string> files;
  return files;
}

// Each game's golden configurations, in its own tests/<game>/goldens.json: a list
// of {"name", "game", "bots", "seed"}, the configurations whose rules differ, one
// of them with a small search seat (with heuristic playouts where the strongest
// seat uses them) so the search is guarded too.
const std::vector<Golden>& goldens() {
  static const std::vector<Golden> list = [] {
    std::vector<Golden> out;
    std::vector<std::filesystem::path> files;
    for (const auto& dir : std::filesystem::directory_iterator(ROOKERY_TESTS_DIR)) {
      if (std::filesystem::exists(dir.path() / "goldens.json"))
        files.push_back(dir.path() / "goldens.json");
    }
    std::sort(files.begin(), files.end());
    for (const std::filesystem::path& path : files) {
      auto parsed = parse_file(path);
      if (!parsed || !parsed->is_array()) {
        // Told by Golden.EveryFileHasAConfigurationAndEveryGameAGolden: no test runs yet.
        unreadable_golden_lists().push_back(path.string());
        continue;
      }
      try {
        for (const nlohmann::json& g : *parsed) {
          out.push_back({g.at("name").get<std::string>(), g.at("game").get<std::string>(),
                         g.at("bots").get<std::vector<std::string>>(),
                         g.at("seed").get<std::uint64_t>()});
        }
      } catch (const nlohmann::json::exception&) {  // a field missing or of the wrong type
        unreadable_golden_lists().push_back(path.string());
      }
    }
    return out;
  }();
  return list;
}

// Set (to anything) by scripts/update-goldens: write the files instead of comparing.
bool updating() { return std::getenv("ROOKERY_UPDATE_GOLDENS") != nullptr; }

Result<std::shared_ptr<const Game>> loader(std::string_view s) { return load_game(s); }

// The game played as `rookery play GAME --seats BOTS --seed SEED` plays it: chance
// from the record's (seed, move number), seat s's bot seeded with mix_seed(seed, s + 1).
Playthrough play_golden(const Golden& g) {
  auto game = load_game(g.game, static_cast<int>(g.bots.size()));
  EXPECT_TRUE(game.ok()) << game.error().message;
  Playthrough play(*game, g.seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < g.bots.size(); ++s) {
    auto bot = make_bot_for(g.bots[s], **game, mix_seed(g.seed, s + 1));
    EXPECT_TRUE(bot.ok()) << bot.error().message;
    bots.push_back(std::move(*bot));
  }
  while (!play.state().is_terminal()) {
    const State& state = play.state();
    const Player p = state.acting_players()[0];
    const Action a = p == kChancePlayer ? play.auto_chance_outcome()
                                        : bots[static_cast<std::size_t>(p)]->choose(state, p);
    for (const auto& bot : bots) bot->observe(state, p, a);
    const Result<void> r = play.apply(p, a);
    EXPECT_TRUE(r.ok()) << r.error().message;
    if (!r) break;
  }
  return play;
}

// How many lines of a legal list a golden shows: a longer list (Fistful's dice
// choices, Match's claims) is shown as its count, the hash of all its lines and
// its first kShownMoves lines, so that the files stay small enough to review.
constexpr std::size_t kShownMoves = 6;

// The file's first lines: what each line holds and what each hash covers ("@" is
// kShownMoves).
std::string header() {
  std::string text =
      "# Rookery golden playthrough, written and checked by tests/golden/golden_test.cpp\n"
      "# (scripts/update-goldens rewrites it; docs/testing.md). Each step: who acts; each\n"
      "# acting player's legal moves (chance: its outcomes, weight/total), each as its words\n"
      "# and its State::move_form; the move made, with its form; what each viewer reads of it,\n"
      "# before it is applied: `words` (public_action_text) and `log` (log_sentence), viewers\n"
      "# who read the same on one line; each player's observation. Hashes are 64-bit FNV-1a,\n"
      "# 16 hex digits: `obs` hashes observation(p) as compact JSON (the JSON itself at step 0\n"
      "# and at the end); a legal list of more than @ moves shows its count, the hash of all\n"
      "# its lines (each as shown below it, without the indent, ending in a newline) and its\n"
      "# first @ lines, or `as above` instead of them when it is the long list shown before it.\n";
  for (std::size_t at = text.find('@'); at != std::string::npos; at = text.find('@'))
    text.replace(at, 1, std::to_string(kShownMoves));
  return text;
}

// 64-bit FNV-1a: the same number on every platform and in every build.
std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 0xcbf29ce484222325ULL) {
  for (const unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// "#" and a hash as 16 hex digits.
std::string hash_text(std::uint64_t hash) {
  std::ostringstream s;
  s << '#' << std::hex << std::setw(16) << std::setfill('0') << hash;
  return s.str();
}

// A text as a JSON string: quoted, with quotes and control characters escaped.
std::string quoted(const std::string& text) { return nlohmann::json(text).dump(); }

// "1 move", "3 moves".
std::string count_of(std::size_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// One legal list: every line when it is short; else its count, its hash and its
// first lines, or no lines when it is the long list shown before it again (`last`,
// that list's hash, is updated): Match's grid of claims changes little per step.
void write_list(std::ostream& out, const std::string& who, const std::string& noun,
                const std::vector<std::string>& lines, std::uint64_t& last) {
  out << "  legal  " << who << ": " << count_of(lines.size(), noun);
  std::size_t shown = lines.size();
  if (lines.size() > kShownMoves) {
    std::uint64_t hash = fnv1a("");
    for (const std::string& line : lines) hash = fnv1a(line + "\n", hash);
    out << " " << hash_text(hash);
    shown = hash == std::exchange(last, hash) ? 0 : kShownMoves;
    out << (shown == 0 ? ", as above" : ", the first " + std::to_string(shown));
  }
  out << "\n";
  for (std::size_t i = 0; i < shown; ++i) out << "    " << lines[i] << "\n";
}

// What each viewer (each player, then the spectator) reads of a move, one line per
// distinct text: "everyone" when all read the same.
void write_by_viewer(std::ostream& out, const std::string& label,
                     const std::vector<std::string>& texts) {
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;  // text, its viewers
  for (std::size_t v = 0; v < texts.size(); ++v) {
    const Player viewer = v + 1 == texts.size() ? kSpectator : static_cast<Player>(v);
    auto same = std::find_if(groups.begin(), groups.end(),
                             [&](const auto& group) { return group.first == texts[v]; });
    if (same == groups.end()) same = groups.insert(groups.end(), {texts[v], {}});
    same->second.push_back(player_name(viewer));
  }
  for (const auto& [text, viewers] : groups) {
    out << "  " << label << std::string(7 - label.size(), ' ');
    if (groups.size() == 1) {
      out << "everyone";
    } else {
      for (std::size_t i = 0; i < viewers.size(); ++i) out << (i > 0 ? ", " : "") << viewers[i];
    }
    out << ": " << quoted(text) << "\n";
  }
}

// Every player's observation: in full, or hashed.
void write_observations(std::ostream& out, const State& state, bool full) {
  if (!full) out << "  obs   ";
  for (Player p = 0; p < state.num_players(); ++p) {
    const std::string json = state.observation(p).dump();
    if (full) {
      out << "  obs    " << player_name(p) << " " << json << "\n";
    } else {
      out << " " << player_name(p) << " " << hash_text(fnv1a(json));
    }
  }
  if (!full) out << "\n";
}

// One step: who acts, what each may do, the move, what each viewer reads of it and
// what each player sees, all in the position before the move (as a table logs it).
void write_step(std::ostream& out, std::size_t index, const State& state, const Move& move,
                std::uint64_t& last_list) {
  const PlayerList acting = state.acting_players();
  out << "\nstep " << index << " ";
  const char* separator = " ";
  for (const Player p : acting) out << std::exchange(separator, ", ") << player_name(p);
  out << "\n";
  if (state.is_chance_node()) {
    const ChanceDistribution dist = state.chance_outcomes();
    std::vector<std::string> lines;
    for (const ChanceOutcome& o : dist.outcomes) {
      lines.push_back(std::to_string(o.weight) + "/" + std::to_string(dist.total) + " " +
                      quoted(state.action_to_string(kChancePlayer, o.action)) + " " +
                      state.move_form(kChancePlayer, o.action).dump());
    }
    write_list(out, "chance", "outcome", lines, last_list);
  } else {
    for (const Player p : acting) {
      std::vector<std::string> lines;
      for (const Action a : state.legal_actions(p))
        lines.push_back(quoted(state.action_to_string(p, a)) + " " + state.move_form(p, a).dump());
      write_list(out, player_name(p), "move", lines, last_list);
    }
  }
  out << "  move   " << player_name(move.player) << " "
      << quoted(state.action_to_string(move.player, move.action)) << " "
      << state.move_form(move.player, move.action).dump() << "\n";
  std::vector<std::string> words, sentences;
  for (Player v = 0; v <= state.num_players(); ++v) {
    const Player viewer = v == state.num_players() ? kSpectator : v;
    words.push_back(state.public_action_text(viewer, move.player, move.action));
    sentences.push_back(state.log_sentence(viewer, move.player, move.action));
  }
  write_by_viewer(out, "words", words);
  write_by_viewer(out, "log", sentences);
  write_observations(out, state, index == 0);
}

// Numbers as JSON writes them ("1.0", "0.5"), separated by spaces.
std::string numbers(const std::vector<double>& values) {
  std::string out;
  for (const double v : values) out += (out.empty() ? "" : " ") + nlohmann::json(v).dump();
  return out;
}

// The golden file of a game played: its header, then every step of `played`'s
// record replayed from the start, then the final observations, scores and returns.
std::string render(const Golden& g, const Playthrough& played) {
  std::ostringstream out;
  out << header() << "golden " << g.name << "\ngame   " << played.game().game_string()
      << "\nbots   ";
  for (std::size_t s = 0; s < g.bots.size(); ++s) out << (s > 0 ? " | " : "") << g.bots[s];
  out << "\nseed   " << played.seed() << "\n";
  std::unique_ptr<State> state = played.game().new_initial_state(played.shared_game());
  std::uint64_t last_list = 0;
  for (std::size_t i = 0; i < played.moves().size(); ++i) {
    const Move& move = played.moves()[i];
    write_step(out, i, *state, move, last_list);
    const Result<void> r = state->apply(move.player, move.action);
    EXPECT_TRUE(r.ok()) << g.name << ", step " << i << ": " << r.error().message;
    if (!r) break;
  }
  out << "\nend\n";
  write_observations(out, *state, true);
  out << "  scores  " << numbers(state->scores()) << "\n";
  out << "  returns " << numbers(state->returns()) << "\n";
  return out.str();
}

// The record a golden file holds, as Playthrough::from_json reads it: the game and
// seed of its header and the player and words of each `move` line.
Result<nlohmann::json> record_of(const std::string& text) {
  nlohmann::json record = {{"format", "rookery-playthrough"}, {"version", 1}};
  nlohmann::json moves = nlohmann::json::array();
  std::istringstream lines(text);
  std::string line;
  const auto bad = [&line](const std::string& why) {
    return make_error(ErrorCode::kInvalidArgument, why + ": " + line);
  };
  while (std::getline(lines, line)) {
    if (line.starts_with("game   ")) record["game"] = line.substr(7);
    if (line.starts_with("seed   ")) {
      const auto seed = parse_u64(line.substr(7));
      if (!seed) return bad("a seed that is not a number");
      record["seed"] = *seed;
    }
    if (!line.starts_with("  move   ")) continue;
    // "  move   player 2 "words" {form}" or "  move   chance "words" {form}"
    std::string rest = line.substr(9);
    nlohmann::json player = "chance";
    if (rest.starts_with("player ")) {
      const std::size_t space = rest.find(' ', 7);
      const auto number =
          space == std::string::npos ? std::nullopt : parse_u64(rest.substr(7, space - 7));
      if (!number || *number == 0) return bad("a move line without its player's number");
      player = static_cast<Player>(*number - 1);
      rest = rest.substr(space + 1);
    } else if (rest.starts_with("chance ")) {
      rest = rest.substr(7);
    } else {
      return bad("a move line without its player");
    }
    // The words are a JSON string; the form after them is checked by comparison.
    std::size_t end = 1;
    while (end < rest.size() && rest[end] != '"') end += rest[end] == '\\' ? 2 : 1;
    if (!rest.starts_with('"') || end >= rest.size()) return bad("a move line without words");
    auto words = parse_json_input(rest.substr(0, end + 1));
    if (!words || !words->is_string()) return bad("a move line whose words do not read");
    moves.push_back({{"player", player}, {"action", *words}});
  }
  if (!record.contains("game") || !record.contains("seed"))
    return make_error(ErrorCode::kInvalidArgument, "no game or seed line");
  record["moves"] = moves;
  return record;
}

// Where `now` first differs from the golden file: its line number, the step it is
// in and both lines; "" when they are the same.
std::string first_difference(const std::string& golden, const std::string& now) {
  std::istringstream a(golden), b(now);
  std::string expected, actual, step = "the header";
  for (int number = 1;; ++number) {
    const bool more_expected = static_cast<bool>(std::getline(a, expected));
    const bool more_actual = static_cast<bool>(std::getline(b, actual));
    if (!more_expected && !more_actual) return "";
    if (more_expected && more_actual && expected == actual) {
      if (expected.starts_with("step ") || expected == "end") step = expected;
      continue;
    }
    std::ostringstream out;
    out << "line " << number << ", in `" << step
        << "`:\n  golden: " << (more_expected ? expected : "(the end of the file)")
        << "\n  now:    " << (more_actual ? actual : "(the end)");
    return out.str();
  }
}

// A file's bytes, as they are.
std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path);
  EXPECT_TRUE(file) << "cannot open " << path;
  std::stringstream buffer;
  buffer << file.rdbuf();
  return buffer.str();
}

// A JSON file, read as the engine reads outside input.
nlohmann::json read_json(const std::filesystem::path& path) {
  EXPECT_TRUE(std::filesystem::exists(path)) << "cannot open " << path;
  auto parsed = parse_file(path);
  EXPECT_TRUE(parsed.ok()) << path << ": " << parsed.error().message;
  return parsed ? *parsed : nlohmann::json();
}

// Writes `text` as the file's whole contents.
void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  ASSERT_TRUE(file) << "cannot write " << path;
}

// Writes `j` indented by one space per level, as signatures.json is kept.
void write_json(const std::filesystem::path& path, const nlohmann::json& j) {
  write_text(path, j.dump(1) + "\n");
}

class GoldenPlaythrough : public ::testing::TestWithParam<Golden> {};

TEST_P(GoldenPlaythrough, ReplaysAndPlaysAgainStepForStep) {
  const Golden& g = GetParam();
  const std::filesystem::path path = golden_dir() / (g.name + ".txt");
  if (updating()) {
    const Playthrough play = play_golden(g);
    ASSERT_TRUE(play.state().is_terminal()) << g.name;
    write_text(path, render(g, play));
    return;
  }
  const std::string golden = read_text(path);
  ASSERT_FALSE(golden.empty()) << path;
  // Named as `git diff` names it; a change meant to change behaviour regenerates it.
  const std::string file = "tests/golden/" + g.name + ".txt";
  const std::string fix =
      "\n(a refactor keeps the goldens; a behaviour change runs scripts/update-goldens)";

  // (1) The record replays to the same steps, byte for byte: every legal list,
  // move form, log sentence and observation on the way, and the returns.
  auto record = record_of(golden);
  ASSERT_TRUE(record.ok()) << file << ": " << record.error().message;
  auto replayed = Playthrough::from_json(*record, loader);
  ASSERT_TRUE(replayed.ok()) << file << ": " << replayed.error().message;
  EXPECT_TRUE(replayed->state().is_terminal()) << file << ": the record ends before the game";
  const std::string replayed_differs = first_difference(golden, render(g, *replayed));
  if (!replayed_differs.empty())
    ADD_FAILURE() << file << ", its record replayed, differs at " << replayed_differs << fix;

  // (2) The same seed and bots play the same game again, step for step.
  const std::string again_differs = first_difference(golden, render(g, play_golden(g)));
  if (!again_differs.empty())
    ADD_FAILURE() << file << ", played again by its bots, differs at " << again_differs << fix;
}

INSTANTIATE_TEST_SUITE_P(Games, GoldenPlaythrough, ::testing::ValuesIn(goldens()),
                         [](const ::testing::TestParamInfo<Golden>& info) {
                           return info.param.name;
                         });

TEST(Golden, EveryFileHasAConfigurationAndEveryGameAGolden) {
  if (updating()) GTEST_SKIP() << "updating";
  for (const std::string& f : unreadable_golden_lists())
    ADD_FAILURE() << f << ": not a list of goldens";
  std::set<std::string> named;
  std::set<std::string> games;
  for (const Golden& g : goldens()) {
    named.insert(g.name + ".txt");
    games.insert(g.game.substr(0, g.game.find('(')));
  }
  for (const auto& entry : std::filesystem::directory_iterator(golden_dir())) {
    const std::string file = entry.path().filename().string();
    const std::string ext = entry.path().extension().string();
    if ((ext == ".txt" && file != "CMakeLists.txt") ||
        (ext == ".json" && file != "signatures.json")) {
      EXPECT_TRUE(named.contains(file)) << file << " is not in goldens(): a stale golden";
    }
  }
  for (const GameEntry& e : registered_games()) {
    EXPECT_TRUE(games.contains(e.facts.name)) << e.facts.name << " has no golden playthrough";
  }
}

// Every game's defaults and every golden's configuration.
std::vector<std::string> signature_games() {
  std::set<std::string> out;
  for (const Golden& g : goldens()) {
    out.insert(g.game);
    out.insert(g.game.substr(0, g.game.find('(')));
  }
  return {out.begin(), out.end()};
}

std::string hex(std::uint64_t v) {
  std::ostringstream s;
  s << std::hex << v;
  return s.str();
}

TEST(Golden, BehaviourSignaturesAreTheCommittedOnes) {
  const std::filesystem::path path = golden_dir() / "signatures.json";
  nlohmann::json actual = nlohmann::json::object();
  for (const std::string& s : signature_games()) {
    auto game = load_game(s);
    ASSERT_TRUE(game.ok()) << s << ": " << game.error().message;
    actual[s] = hex(behaviour_signature(*game));
  }
  if (updating()) {
    write_json(path, actual);
    return;
  }
  const nlohmann::json expected = read_json(path);
  for (const auto& [game, signature] : actual.items()) {
    EXPECT_EQ(signature, expected.value(game, nlohmann::json())) << game;
  }
  EXPECT_EQ(expected.size(), actual.size()) << "signatures.json lists other games";
}

}  // namespace
}  // namespace rookery
