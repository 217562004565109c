#include "core/testing/conformance.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>

#include "core/sentence.h"
#include "core/testing/tensor_check.h"
#include "core/text.h"

namespace rookery {

namespace {

constexpr std::size_t kMaxFailures = 30;
// Below this many playouts a rare event (a showdown in an advanced Fistful game)
// may not happen at all, so a segment that never moved says nothing; the
// sanitizer runs play 60, the suite's own runs 400 (Plucky 133).
constexpr int kPlayoutsToSeeEverySegment = 100;

class Checker {
 public:
  Checker(const std::shared_ptr<const Game>& game, const GameLoader& loader,
          const ConformanceOptions& options)
      : game_(game), loader_(loader), options_(options), tensors_(*game) {}

  ConformanceReport run() {
    for (int i = 0; i < options_.playouts && report_.failures.size() < kMaxFailures; ++i) {
      playout(i);
      ++report_.playouts;
    }
    if (report_.playouts >= kPlayoutsToSeeEverySegment && report_.ok()) {
      if (std::string constant = tensors_.never_varied(); !constant.empty()) {
        fail(report_.playouts, 0, constant);
      }
    }
    return report_;
  }

 private:
  void fail(int playout, std::size_t ply, const std::string& what) {
    if (report_.failures.size() < kMaxFailures) {
      report_.failures.push_back(game_->game_string() + " playout " + std::to_string(playout) +
                                 " move " + std::to_string(ply) + ": " + what);
    }
  }

  void playout(int index) {
    Rng rng = Rng::derived(options_.seed, static_cast<std::uint64_t>(index));
    Playthrough play(game_, options_.seed + static_cast<std::uint64_t>(index));
    std::size_t ply = 0;
    int chance_nodes = 0;
    while (!play.state().is_terminal()) {
      const State& state = play.state();
      ply = play.moves().size();
      if (static_cast<int>(ply) >= game_->max_game_length()) {
        fail(index, ply,
             "game longer than max_game_length " + std::to_string(game_->max_game_length()));
        return;
      }
      PlayerList acting;
      state.acting_players(acting);
      if (acting.empty()) {
        fail(index, ply, "no acting player in a non-terminal state");
        return;
      }
      const bool deep = static_cast<int>(ply) < options_.deep_check_moves ||
                        ply % static_cast<std::size_t>(options_.deep_check_every) == 0;
      if (deep) check_hidden(index, ply, state, rng);
      // Tensors at the deep states and the state after each, so that
      // consecutive states are compared.
      if (deep || ply % static_cast<std::size_t>(options_.deep_check_every) == 1) {
        if (std::string broken = tensors_.see(index, ply, state); !broken.empty()) {
          fail(index, ply, broken);
        }
      }
      Player mover;
      Action action;
      if (acting.size() == 1 && acting[0] == kChancePlayer) {
        mover = kChancePlayer;
        action = state.sample_chance(rng);
        if (chance_nodes++ % options_.full_chance_every == 0 &&
            !check_chance(index, ply, state, action))
          return;
      } else {
        for (Player p : acting) {
          if (p < 0 || p >= game_->num_players()) {
            fail(index, ply, "acting player " + std::to_string(p) + " is not a seat");
            return;
          }
        }
        mover = acting[static_cast<int>(rng.below(static_cast<std::uint32_t>(acting.size())))];
        if (deep && !check_legal_actions(index, ply, state, acting)) return;
        ActionList legal;
        state.legal_actions(mover, legal);
        action = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        if (!tensors_.in_action_space(action)) {
          fail(index, ply,
               "legal action " + state.action_to_string(mover, action) + " (" +
                   std::to_string(action) + ") is not among the game's distinct actions");
        }
      }
      if (deep) check_log_sentences(index, ply, state, mover, action);
      if (options_.invariants) state.copy_into(before_);
      std::unique_ptr<State> copy = deep ? state.clone() : nullptr;
      if (copy && !copy->equals(state)) fail(index, ply, "a clone is not equal to its original");
      if (deep) {
        // copy_into over the scratch state, which holds an earlier position.
        state.copy_into(scratch_);
        if (!scratch_->equals(state)) fail(index, ply, "copy_into is not equal to its original");
      }
      Result<void> r = play.apply(mover, action);
      if (!r) {
        fail(index, ply,
             "legal action " + std::to_string(action) + " was refused: " + r.error().message);
        return;
      }
      if (options_.invariants) {
        const std::string broken = options_.invariants(*before_, mover, action, play.state());
        if (!broken.empty()) {
          fail(index, ply, "after " + before_->action_to_string(mover, action) + ": " + broken);
          return;
        }
      }
      // A move offered to a player is a real choice: one that leaves the whole state
      // as it was (not even whose turn it is changes) is a play that does nothing.
      if (copy && mover != kChancePlayer && copy->equals(play.state())) {
        fail(index, ply,
             "the offered move " + copy->action_to_string(mover, action) +
                 " changes nothing at all");
      }
      if (copy) {
        copy->apply_unchecked(mover, action);
        if (!copy->equals(play.state())) {
          fail(index, ply, "a clone diverged after the same action " + std::to_string(action));
        }
      }
      ++report_.actions;
    }
    if (std::string broken = tensors_.see(index, play.moves().size(), play.state());
        !broken.empty()) {
      fail(index, play.moves().size(), broken);
    }
    check_terminal(index, play);
    check_record_round_trip(index, play);
  }

  // Every viewer's log sentence for the move: a sentence, naming seats only as
  // {N} of a real seat (the reader fills in names), or none for a quiet move.
  void check_log_sentences(int index, std::size_t ply, const State& state, Player mover,
                           Action action) {
    for (Player viewer = kSpectator; viewer < game_->num_players(); ++viewer) {
      if (viewer < 0 && viewer != kSpectator) continue;
      const std::string said = state.log_sentence(viewer, mover, action);
      const std::string where =
          "log sentence \"" + said + "\" for viewer " + std::to_string(viewer);
      if (!said.empty() && said.back() != '.') fail(index, ply, where + ": not a sentence");
      if (seats_as_placeholders(said) != said) {
        fail(index, ply, where + ": a seat named as \"player N\"");
      }
      // Each {N}: a seat of this game.
      for (std::size_t at = said.find('{'); at != std::string::npos; at = said.find('{', at + 1)) {
        const std::size_t close = said.find('}', at);
        const auto seat = close == std::string::npos
                              ? std::nullopt
                              : parse_int(said.substr(at + 1, close - at - 1));
        if (!seat || *seat < 0 || *seat >= game_->num_players()) {
          fail(index, ply, where + ": no such seat");
        }
      }
    }
  }

  // Each action's move_form: an object whose "kind" is a word of the game's
  // (lower case and "_", never the "action" of an unknown id), and no two
  // actions share a form, so a program can pick a move by its structure alone.
  bool check_move_forms(int index, std::size_t ply, const State& state, Player p,
                        const ActionList& actions) {
    std::set<std::string> seen;
    for (Action a : actions) {
      const nlohmann::json form = state.move_form(p, a);
      const std::string where = "move form " + form.dump() + " of " + state.action_to_string(p, a) +
                                " (" + player_name(p) + ")";
      const bool has_kind = form.is_object() && form.contains("kind") && form["kind"].is_string();
      const std::string kind = has_kind ? form["kind"].get<std::string>() : "";
      const bool word = !kind.empty() && kind != "action" &&
                        kind.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
      if (!word) {
        fail(index, ply, where + ": no kind in the game's words");
        return false;
      }
      if (!seen.insert(form.dump()).second) {
        fail(index, ply, where + ": another action has the same form");
        return false;
      }
    }
    return true;
  }

  // A standing choice's move (State::standing_move) is one of the player's legal
  // moves, and only within a span: the server makes it for them.
  bool check_standing(int index, std::size_t ply, const State& state, Player p,
                      const ActionList& legal) {
    const std::optional<Action> move = state.standing_move(p);
    if (!move) return true;
    if (state.standing_span(p).empty()) {
      fail(index, ply, "a standing move for " + player_name(p) + " outside any span");
      return false;
    }
    if (!legal.contains(*move)) {
      fail(
          index, ply,
          "the standing move " + std::to_string(*move) + " of " + player_name(p) + " is not legal");
      return false;
    }
    return true;
  }

  bool check_chance(int index, std::size_t ply, const State& state, Action sampled) {
    const ChanceDistribution dist = state.chance_outcomes();
    std::uint64_t sum = 0;
    bool sampled_found = false;
    // Every outcome's text round-trips when there are few; a spread sample otherwise.
    const std::size_t stride = dist.outcomes.size() <= 64 ? 1 : dist.outcomes.size() / 64;
    for (std::size_t i = 0; i < dist.outcomes.size(); ++i) {
      const ChanceOutcome& o = dist.outcomes[i];
      sum += o.weight;
      if (o.weight == 0) fail(index, ply, "chance outcome with weight 0");
      const int bound = state.game().max_chance_outcomes();
      if (bound > 0 && (o.action < 0 || o.action >= bound)) {
        fail(index, ply,
             "chance outcome " + std::to_string(o.action) + " is outside 0.." +
                 std::to_string(bound - 1) + " (Game::max_chance_outcomes)");
      }
      if (o.action == sampled) sampled_found = true;
      if (i % stride != 0 && o.action != sampled) continue;
      const std::string text = state.action_to_string(kChancePlayer, o.action);
      Result<Action> parsed = state.parse_action(kChancePlayer, text);
      if (!parsed || *parsed != o.action) {
        fail(index, ply, "chance outcome text " + text + " does not parse back to its action");
        return false;
      }
    }
    if (dist.outcomes.size() <= 64) {
      ActionList outcomes;
      for (const ChanceOutcome& o : dist.outcomes) outcomes.push_back(o.action);
      if (!check_move_forms(index, ply, state, kChancePlayer, outcomes)) return false;
    }
    if (dist.outcomes.empty() || dist.total == 0 || sum != dist.total) {
      fail(index, ply,
           "chance weights sum to " + std::to_string(sum) + ", total says " +
               std::to_string(dist.total));
      return false;
    }
    if (!sampled_found) {
      fail(index, ply, "sample_chance gave " + std::to_string(sampled) + ", not a listed outcome");
      return false;
    }
    return check_chance_outcome_test(index, ply, state, dist);
  }

  // is_chance_outcome (what apply checks a chance move with) agrees with the
  // distribution: every listed outcome, and the ids around and between them.
  bool check_chance_outcome_test(int index, std::size_t ply, const State& state,
                                 const ChanceDistribution& dist) {
    std::vector<Action> listed;
    for (const ChanceOutcome& o : dist.outcomes) listed.push_back(o.action);
    std::sort(listed.begin(), listed.end());
    const auto in_list = [&](Action a) {
      return std::binary_search(listed.begin(), listed.end(), a);
    };
    std::vector<Action> probes = {-1, 0, listed.front() - 1, listed.back() + 1,
                                  listed.back() + 1000};
    const std::size_t stride = listed.size() <= 256 ? 1 : listed.size() / 256;
    for (std::size_t i = 0; i < listed.size(); i += stride) {
      probes.push_back(listed[i]);
      probes.push_back(listed[i] + 1);
      probes.push_back(listed[i] - 1);
    }
    for (Action a : probes) {
      if (state.is_chance_outcome(a) != in_list(a)) {
        fail(index, ply,
             "is_chance_outcome(" + std::to_string(a) + ") says " + (in_list(a) ? "no" : "yes") +
                 ", the distribution " + (in_list(a) ? "lists it" : "does not"));
        return false;
      }
    }
    return true;
  }

  bool check_legal_actions(int index, std::size_t ply, const State& state,
                           const PlayerList& acting) {
    for (Player p : acting) {
      ActionList legal;
      state.legal_actions(p, legal);
      if (legal.empty()) {
        fail(index, ply, player_name(p) + " must act but has no legal action");
        return false;
      }
      for (Action a : legal) {
        const std::string text = state.action_to_string(p, a);
        Result<Action> parsed = state.parse_action(p, text);
        if (!parsed || *parsed != a) {
          fail(index, ply,
               "action text " + text + " of " + player_name(p) + " does not parse back to action " +
                   std::to_string(a) + (parsed ? "" : ": " + parsed.error().message));
          return false;
        }
      }
      if (!check_garbled_texts(index, ply, state, p, legal)) return false;
      if (!check_move_forms(index, ply, state, p, legal)) return false;
      if (!check_standing(index, ply, state, p, legal)) return false;
      // An action id that is not legal is refused and changes nothing.
      Action illegal = -7;
      for (Action a = 0; a < 100000; ++a) {
        if (!legal.contains(a) && !state.is_legal(p, a)) {
          illegal = a;
          break;
        }
      }
      std::unique_ptr<State> copy = state.clone();
      if (copy->apply(p, illegal).ok() || !copy->equals(state)) {
        fail(index, ply,
             "illegal action " + std::to_string(illegal) + " was accepted or changed the state");
        return false;
      }
    }
    // Players who may not act have no legal actions.
    for (Player p = 0; p < game_->num_players(); ++p) {
      if (!acting.contains(p) && !state.legal_actions(p).empty()) {
        fail(index, ply, player_name(p) + " has legal actions but is not acting");
        return false;
      }
    }
    return true;
  }

  // Mangled action texts (cut, doubled, swapped, nonsense) never crash: they are
  // refused with an error, or read as some action that apply() then judges.
  bool check_garbled_texts(int index, std::size_t ply, const State& state, Player p,
                           const ActionList& legal) {
    const std::string text = state.action_to_string(p, legal[0]);
    const std::string garbled[] = {"",
                                   " ",
                                   text.substr(0, text.size() / 2),
                                   text + " " + text,
                                   text + " 99",
                                   "99 " + text,
                                   std::string(text.rbegin(), text.rend()),
                                   "\x01\xff",
                                   "-1",
                                   "2147483648",
                                   text.substr(text.size() / 2)};
    for (const std::string& g : garbled) {
      Result<Action> parsed = state.parse_action(p, g);
      if (!parsed) {
        if (parsed.error().message.empty()) {
          fail(index, ply, "empty error message for action text " + g);
          return false;
        }
        continue;
      }
      std::unique_ptr<State> copy = state.clone();
      const bool applied = copy->apply(p, *parsed).ok();
      if (applied != state.is_legal(p, *parsed) || (!applied && !copy->equals(state))) {
        fail(index, ply, "garbled text \"" + g + "\" was judged wrongly by apply");
        return false;
      }
    }
    return true;
  }

  void check_hidden(int index, std::size_t ply, const State& state, Rng& rng) {
    for (Player p = 0; p < game_->num_players(); ++p) {
      Rng same = rng;
      std::unique_ptr<State> other = state.resample_hidden(p, rng);
      // resample_hidden_into over the scratch state: the same draws, the same state.
      state.resample_hidden_into(p, same, scratch_);
      if (!scratch_->equals(*other)) {
        fail(index, ply, "resample_hidden_into differs from resample_hidden for " + player_name(p));
      }
      if (other->observation(p) != state.observation(p)) {
        fail(index, ply,
             "observation of " + player_name(p) +
                 " changed when only hidden information changed:\n  " +
                 state.observation(p).dump() + "\n  " + other->observation(p).dump());
      } else if (std::string tensor = tensors_.same_for(p, state, *other); !tensor.empty()) {
        fail(index, ply, tensor);
      } else if (other->information_key(p) != state.information_key(p)) {
        fail(index, ply,
             "information key of " + player_name(p) + " changed with hidden information");
      } else if (state.legal_actions(p).span().size() != other->legal_actions(p).span().size()) {
        fail(index, ply, "legal actions of " + player_name(p) + " changed with hidden information");
      }
      if (!game_->facts().hidden_information && !other->equals(state)) {
        fail(index, ply, "resample_hidden changed a game with no hidden information");
      }
    }
  }

  void check_terminal(int index, const Playthrough& play) {
    const State& state = play.state();
    const std::size_t ply = play.moves().size();
    if (!state.acting_players().empty()) fail(index, ply, "players still act after the end");
    if (state.returns().size() != static_cast<std::size_t>(game_->num_players()) ||
        state.scores().size() != static_cast<std::size_t>(game_->num_players())) {
      fail(index, ply, "returns or scores do not have one entry per player");
    }
    // The _into forms over vectors that held other values give the same.
    std::vector<double> into(static_cast<std::size_t>(game_->num_players()) + 3, -7.0);
    state.returns_into(into);
    if (into != state.returns()) fail(index, ply, "returns_into differs from returns");
    into.assign(1, -7.0);
    state.scores_into(into);
    if (into != state.scores()) fail(index, ply, "scores_into differs from scores");
    const std::vector<double> returns = state.returns();
    for (Player p = 0; p < game_->num_players(); ++p) {
      if (!state.legal_actions(p).empty()) fail(index, ply, "legal actions after the end");
      // Sides index the players' own range, and players of one side win together.
      const int side = state.side(p);
      if (side < 0 || side >= game_->num_players()) fail(index, ply, "a side out of range");
      for (Player q = 0; q < game_->num_players(); ++q) {
        if (state.side(q) == side &&
            returns[static_cast<std::size_t>(q)] != returns[static_cast<std::size_t>(p)])
          fail(index, ply, "players of one side end with different returns");
      }
    }
  }

  void check_record_round_trip(int index, const Playthrough& play) {
    const std::string text = play.to_json().dump();
    Result<Playthrough> back = Playthrough::from_json(nlohmann::json::parse(text), loader_);
    if (!back) {
      fail(index, play.moves().size(), "its record does not replay: " + back.error().message);
      return;
    }
    if (!back->state().equals(play.state()) || back->to_json().dump() != text) {
      fail(index, play.moves().size(), "the replayed record differs from the original");
    }
  }

  std::shared_ptr<const Game> game_;
  const GameLoader& loader_;
  ConformanceOptions options_;
  ConformanceReport report_;
  std::unique_ptr<State> scratch_;  // copy_into and resample_hidden_into write here
  std::unique_ptr<State> before_;   // the state before the move, for the invariants
  TensorCheck tensors_;
};

}  // namespace

ConformanceReport check_conformance(const std::shared_ptr<const Game>& game,
                                    const GameLoader& loader, const ConformanceOptions& options) {
  return Checker(game, loader, options).run();
}

}  // namespace rookery
