// The real-time table driven by a fake clock and keys pressed at given
// milliseconds: which claims each key makes, when the bots' claims appear, the
// window, unmapped keys, quitting and saving.
#include "cli/realtime_play.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "games/match/match_state.h"
#include "games/registry.h"
#include "server/timed_claims.h"

namespace rookery {
namespace {

using match::MatchState;
using match::Revealed;
using match::Verdict;

// Keys at given clock times; the clock jumps to each key or deadline.
class ScriptedInput final : public LiveInput {
 public:
  explicit ScriptedInput(std::vector<std::pair<std::int64_t, char>> keys)
      : keys_(std::move(keys)) {}
  std::int64_t now_ms() override { return now_; }
  std::optional<char> next_key(std::int64_t deadline_ms) override {
    if (next_ < keys_.size() && keys_[next_].first < deadline_ms) {
      now_ = std::max(now_, keys_[next_].first);
      return keys_[next_++].second;
    }
    if (deadline_ms == kForever) return kEndOfInputKey;  // nobody left at the keyboard
    now_ = std::max(now_, deadline_ms);
    return std::nullopt;
  }

 private:
  std::vector<std::pair<std::int64_t, char>> keys_;
  std::size_t next_ = 0;
  std::int64_t now_ = 0;
};

// Output that notes the clock each time it is flushed, to tell when a line appeared.
class StampedOutput : public std::stringbuf {
 public:
  explicit StampedOutput(LiveInput& clock) : clock_(clock) {}
  // The clock when `text` was shown (the first flush after it), or -1.
  std::int64_t shown_at(const std::string& text) const {
    const std::size_t at = str().find(text);
    if (at == std::string::npos) return -1;
    for (const auto& [size, ms] : stamps_) {
      if (size >= at + text.size()) return ms;
    }
    return -1;
  }

 protected:
  int sync() override {
    stamps_.emplace_back(str().size(), clock_.now_ms());
    return 0;
  }

 private:
  LiveInput& clock_;
  std::vector<std::pair<std::size_t, std::int64_t>> stamps_;
};

// A bot that answers from a list, then passes.
class ScriptedBot final : public Bot {
 public:
  explicit ScriptedBot(std::vector<std::string> answers) : answers_(std::move(answers)) {}
  std::string spec() const override { return "scripted"; }
  Action choose(const State& state, Player player) override {
    const std::string text = next_ < answers_.size() ? answers_[next_++] : "pass";
    return state.parse_action(player, text).value();
  }

 private:
  std::vector<std::string> answers_;
  std::size_t next_ = 0;
};

int shared(int a, int b) {
  const match::Deck& d = *match::default_deck();
  int n = 0;
  for (int e = 0; e < match::kElements; ++e) {
    n += d[static_cast<std::size_t>(a)].colours[static_cast<std::size_t>(e)] ==
         d[static_cast<std::size_t>(b)].colours[static_cast<std::size_t>(e)];
  }
  return n;
}

// Two full, one-fish cards sharing between `min` and `max` elements.
std::pair<int, int> pair_sharing(int min, int max) {
  const match::Deck& d = *match::default_deck();
  for (int i = 0; i < match::kDeckSize; ++i) {
    for (int j = i + 1; j < match::kDeckSize; ++j) {
      const match::Card& a = d[static_cast<std::size_t>(i)];
      const match::Card& b = d[static_cast<std::size_t>(j)];
      if (a.closeup || b.closeup || a.fish == 2 || b.fish == 2) continue;
      if (shared(i, j) >= min && shared(i, j) <= max) return {i, j};
    }
  }
  return {-1, -1};
}

int first_shared_element(int a, int b) {
  const match::Deck& d = *match::default_deck();
  for (int e = 0; e < match::kElements; ++e) {
    if (d[static_cast<std::size_t>(a)].colours[static_cast<std::size_t>(e)] ==
        d[static_cast<std::size_t>(b)].colours[static_cast<std::size_t>(e)])
      return e;
  }
  return -1;
}

int one_fish_card() {
  for (int i = 0; i < match::kDeckSize; ++i) {
    if (match::default_deck()->at(static_cast<std::size_t>(i)).fish == 1) return i;
  }
  return -1;
}

// A two-player table with these cards turned (everyone passing in between).
Playthrough table_with(const std::vector<int>& cards) {
  Playthrough play(load_game("match(players=2)").value(), 1);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i > 0) {
      EXPECT_TRUE(play.apply_text(0, "pass").ok());
      EXPECT_TRUE(play.apply_text(1, "pass").ok());
    }
    const std::string id = match::default_deck()->at(static_cast<std::size_t>(cards[i])).id;
    EXPECT_TRUE(play.apply_text(kChancePlayer, "turn " + id).ok());
  }
  return play;
}

RealtimeTable human_and(Bot& bot, const Playthrough& play) {
  RealtimeTable t;
  t.names = {"player 1 (human)", "player 2 (scripted)"};
  t.bots = {nullptr, &bot};
  t.human = 0;
  t.keys = claim_keys_for(play.game().facts()).value();
  return t;
}

// The moves after the first `skip`, in words.
std::vector<std::string> moves_after(const Playthrough& play, std::size_t skip) {
  std::unique_ptr<State> s = play.game().new_initial_state(play.state().game_ptr());
  std::vector<std::string> out;
  for (std::size_t i = 0; i < play.moves().size(); ++i) {
    const Move& m = play.moves()[i];
    if (i >= skip)
      out.push_back(player_name(m.player) + ": " + s->action_to_string(m.player, m.action));
    s->apply_unchecked(m.player, m.action);
  }
  return out;
}

const MatchState& match_state(const Playthrough& play) {
  return dynamic_cast<const MatchState&>(play.state());
}

TEST(Realtime, AKeyAt700msBeatsABotAt850msToTheOnlyBlackPawn) {
  const auto [a, b] = pair_sharing(2, 5);
  Playthrough play = table_with({a, b});
  const std::size_t before = play.moves().size();
  ScriptedBot bot({"grab black pawn at 850 ms"});
  ScriptedInput input({{0, ' '}, {700, 'b'}, {2300, 'q'}});
  StampedOutput buffer(input);
  std::ostream out(&buffer);
  const Result<TableEnd> end = play_realtime(human_and(bot, play), play, input, out);
  ASSERT_TRUE(end.ok()) << end.error().message;
  EXPECT_EQ(*end, TableEnd::kQuit);

  // The key's claim opened the window at 700 ms; the bot's 850 ms grab came in it, at
  // its moment, refused; the human, silent in the window, passed when it closed.
  EXPECT_EQ(moves_after(play, before),
            (std::vector<std::string>{"player 1: grab black pawn at 700 ms", "player 2: pass",
                                      "player 2: grab black pawn at 850 ms", "player 1: pass"}));
  const std::vector<Revealed> claims = match_state(play).last_claims();
  ASSERT_EQ(claims.size(), 2u);
  EXPECT_EQ(claims[0], (Revealed{0, match::kBlackPawn, 700, Verdict::kCorrect, 1}));
  EXPECT_EQ(claims[1], (Revealed{1, match::kBlackPawn, 850, Verdict::kRefused, 0}));
  EXPECT_EQ(match_state(play).won(0), 1);

  // Each claim appeared on screen at its own moment, the bot's not before 850 ms.
  EXPECT_EQ(buffer.shown_at("player 1 (you): grab black pawn at 700 ms"), 700);
  EXPECT_EQ(buffer.shown_at("A correct claim at 700 ms: anyone may claim higher until 2200 ms"),
            700);
  EXPECT_EQ(buffer.shown_at("player 2 (scripted): grab black pawn at 850 ms"), 850);
  // The round's result in the game's words, once the window closed.
  EXPECT_EQ(buffer.shown_at("Round over."), 2201);  // after the window's last ms, 2200
  const std::string text = buffer.str();
  EXPECT_NE(text.find("player 1: grab black pawn at 700 ms, correct, won 1 cards"),
            std::string::npos);
  EXPECT_NE(text.find("player 2: grab black pawn at 850 ms, refused"), std::string::npos);
}

TEST(Realtime, TheBotsFasterClaimIsShownBeforeTheKeyAndWins) {
  const auto [a, b] = pair_sharing(2, 5);
  Playthrough play = table_with({a, b});
  ScriptedBot bot({"grab black pawn at 850 ms"});
  ScriptedInput input({{0, ' '}, {900, 'b'}, {2500, 'q'}});
  StampedOutput buffer(input);
  std::ostream out(&buffer);
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  EXPECT_EQ(buffer.shown_at("player 2 (scripted): grab black pawn at 850 ms"), 850);
  EXPECT_EQ(buffer.shown_at("player 1 (you): grab black pawn at 900 ms"), 900);
  const std::vector<Revealed> claims = match_state(play).last_claims();
  ASSERT_EQ(claims.size(), 2u);
  EXPECT_EQ(claims[0], (Revealed{1, match::kBlackPawn, 850, Verdict::kCorrect, 1}));
  EXPECT_EQ(claims[1], (Revealed{0, match::kBlackPawn, 900, Verdict::kRefused, 0}));
}

TEST(Realtime, AKeyInTheWindowIsAWindowClaimAtItsTime) {
  const auto [a, b] = pair_sharing(2, 5);
  const int element = first_shared_element(a, b);
  Playthrough play = table_with({a, b});
  const std::size_t before = play.moves().size();
  ScriptedBot bot({});
  // Call the shared element at 700 ms, then grab the black pawn in the window at 1500 ms.
  ScriptedInput input(
      {{0, ' '}, {700, static_cast<char>('1' + element)}, {1500, 'B'}, {2300, 'q'}});
  std::ostringstream out;
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  const std::string call =
      "call " + std::string(match::kElementNames[static_cast<std::size_t>(element)]);
  // The bot, with nothing to claim, passes each step as it opens.
  EXPECT_EQ(moves_after(play, before),
            (std::vector<std::string>{"player 2: pass", "player 1: " + call + " at 700 ms",
                                      "player 2: pass", "player 1: grab black pawn at 1500 ms"}));
  const std::vector<Revealed> claims = match_state(play).last_claims();
  ASSERT_EQ(claims.size(), 2u);
  EXPECT_EQ(claims[0].ms, 700);
  EXPECT_EQ(claims[1].kind, match::kBlackPawn);
  EXPECT_EQ(claims[1].ms, 1500);
  EXPECT_EQ(claims[1].verdict, Verdict::kCorrect);
  EXPECT_EQ(match_state(play).won(0), 1);  // the higher claim decides (MP-3)
}

TEST(Realtime, AnUnmappedKeyIsIgnoredWithAHint) {
  Playthrough play = table_with({one_fish_card()});
  ScriptedBot bot({});
  ScriptedInput input({{0, ' '}, {300, 'x'}, {2100, 'q'}});
  std::ostringstream out;
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  EXPECT_NE(out.str().find("Key x makes no claim. Keys:  1 umbrella  2 sunglasses  3 lei  "
                           "4 shirt  5 blanket  6 pail  b black pawn  w white pawn  k knock  "
                           "q quit"),
            std::string::npos)
      << out.str();
}

// MP-8a: a wrong claim costs its penalty at once and the card goes on, so the same
// player may claim again on it, at a later ms.
TEST(Realtime, MP8aAfterAWrongClaimTheSamePlayerMayClaimAgainOnTheSameCard) {
  Playthrough play = table_with({one_fish_card()});
  const std::size_t before = play.moves().size();
  ScriptedBot bot({});
  ScriptedInput input({{0, ' '}, {400, 'k'}, {500, '2'}, {2100, 'q'}});
  std::ostringstream out;
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  const std::vector<std::string> moves = moves_after(play, before);
  ASSERT_GE(moves.size(), 4u);
  // The bot, with nothing to claim, passes each step as it opens.
  EXPECT_EQ(moves[0], "player 2: pass");
  EXPECT_EQ(moves[1], "player 1: knock at 400 ms");  // one card face up: a wrong knock
  EXPECT_EQ(moves[2], "player 2: pass");
  EXPECT_EQ(moves[3], "player 1: call sunglasses at 500 ms");
  EXPECT_NE(out.str().find("Claims on this card go on until 1999 ms."), std::string::npos)
      << out.str();
}

// A bot's claim not yet due when another's wrong claim ends the step is made in the
// next step on the same card, at its own moment (the server's clock does the same).
TEST(Realtime, MP8aABotsLaterClaimIsCarriedPastAWrongClaim) {
  const auto [a, b] = pair_sharing(2, 5);
  Playthrough play = table_with({a, b});
  const std::size_t before = play.moves().size();
  ScriptedBot bot({"grab black pawn at 850 ms"});
  ScriptedInput input({{0, ' '}, {300, 'w'}, {2500, 'q'}});  // two cards: a wrong white pawn
  StampedOutput buffer(input);
  std::ostream out(&buffer);
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  const std::vector<std::string> moves = moves_after(play, before);
  ASSERT_GE(moves.size(), 3u);
  EXPECT_EQ(moves[0], "player 1: grab white pawn at 300 ms");
  EXPECT_EQ(moves[1], "player 2: pass");
  EXPECT_EQ(moves[2], "player 2: grab black pawn at 850 ms");
  EXPECT_EQ(buffer.shown_at("player 2 (scripted): grab black pawn at 850 ms"), 850);
}

// The keys are the game's data: each one's claim is a claim the rules read.
TEST(Realtime, EveryClaimKeyMakesAClaimTheRulesRead) {
  Playthrough play = table_with({one_fish_card()});
  const std::optional<ClaimKeys> keys = claim_keys_for(play.game().facts());
  ASSERT_TRUE(keys.has_value());
  ASSERT_EQ(keys->keys.size(), 9u);
  for (const ClaimKey& k : keys->keys) {
    const Result<Action> claim = timed_claim(play.state(), 0, k.claim, 100);
    ASSERT_TRUE(claim.ok()) << k.claim;
    EXPECT_EQ(play.state().action_to_string(0, *claim), k.claim + " at 100 ms");
    EXPECT_EQ(keys->find(static_cast<char>(std::toupper(k.key))), keys->find(k.key));
  }
  EXPECT_EQ(keys->find('x'), nullptr);
}

TEST(Realtime, AKeyAfterTheIntervalGoesToTheNextCard) {
  Playthrough play = table_with({one_fish_card()});
  const std::size_t before = play.moves().size();
  ScriptedBot bot({});
  ScriptedInput input({{0, ' '}, {2100, 'k'}, {4100, 'q'}});
  std::ostringstream out;
  ASSERT_TRUE(play_realtime(human_and(bot, play), play, input, out).ok());
  const std::vector<std::string> moves = moves_after(play, before);
  ASSERT_GE(moves.size(), 4u);
  ASSERT_GE(moves.size(), 5u);
  EXPECT_EQ(moves[0], "player 2: pass");              // the bot at once
  EXPECT_EQ(moves[1], "player 1: pass");              // the human when the card's time ran out
  EXPECT_EQ(moves[2].rfind("chance: turn ", 0), 0u);  // the next card at 2000 ms
  EXPECT_EQ(moves[3], "player 2: pass");
  EXPECT_EQ(moves[4], "player 1: knock at 100 ms");
}

// run_play with live keys: a whole game, saved and replayed.
TEST(Realtime, PlayWithLiveKeysSavesARecordThatReplays) {
  PlayOptions o;
  o.game = "match";
  o.seats = "human,reaction(level=champion),reaction(level=skilled)";
  o.seed = 5;
  o.save_path = testing::TempDir() + "/rookery_realtime_record.json";
  o.live = [] {
    return std::make_unique<ScriptedInput>(
        std::vector<std::pair<std::int64_t, char>>{{0, ' '}, {500, 'b'}});
  };
  std::istringstream in;
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  const std::string text = out.str();
  EXPECT_NE(text.find("Press space to start"), std::string::npos);
  EXPECT_NE(text.find("player 1 (you): grab black pawn at 500 ms"), std::string::npos);
  EXPECT_NE(text.find("Round over."), std::string::npos);
  EXPECT_NE(text.find("Scores:"), std::string::npos);
  EXPECT_NE(text.find("Game record saved"), std::string::npos);
  std::ostringstream replay_out, replay_err;
  ASSERT_EQ(run_replay(o.save_path, false, replay_out, replay_err), kExitOk) << replay_err.str();
  EXPECT_NE(replay_out.str().find("player 1: grab black pawn at 500 ms"), std::string::npos);
  EXPECT_EQ(replay_out.str().find("the record ends before the game does"), std::string::npos);
  std::remove(o.save_path.c_str());
}

TEST(Realtime, QuittingLeavesTheGameSaved) {
  PlayOptions o;
  o.game = "match";
  o.seats = "human,reaction";
  o.seed = 3;
  o.save_path = testing::TempDir() + "/rookery_realtime_quit.json";
  o.live = [] {
    return std::make_unique<ScriptedInput>(
        std::vector<std::pair<std::int64_t, char>>{{0, ' '}, {4500, 'q'}});
  };
  std::istringstream in;
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("Game left unfinished after"), std::string::npos);
  std::ifstream file(o.save_path);
  const auto record = nlohmann::json::parse(file);
  EXPECT_GE(record["moves"].size(), 3u);  // cards turned and claims committed before the quit
  std::ostringstream replay_out, replay_err;
  EXPECT_EQ(run_replay(o.save_path, false, replay_out, replay_err), kExitOk) << replay_err.str();
  std::remove(o.save_path.c_str());
}

TEST(Realtime, WithoutLiveKeysMatchIsTypedAsBefore) {
  PlayOptions o;
  o.game = "match";
  o.seats = "human,reaction";
  o.seed = 3;
  std::istringstream in("grab black pawn at 850 ms\nquit\n");
  std::ostringstream out, err;
  ASSERT_EQ(run_play(o, in, out, err), kExitOk) << err.str();
  EXPECT_EQ(out.str().find("Press space to start"), std::string::npos);
  EXPECT_NE(out.str().find("Your move"), std::string::npos);
}

}  // namespace
}  // namespace rookery
