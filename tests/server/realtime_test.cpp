// Match of the Penguins on the server's card clock (docs/protocol.md, "Real time
// at the table"): claims timed by the server, silent seats passed when a step's
// time is up, the next card turned only when the step's time is over, bots'
// claims made at their moment, and the refusals. The table's tests pass the time
// in (a fake clock, so nothing waits); the lobby's run on the real clock with
// generous tolerances.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "core/playthrough.h"
#include "games/registry.h"
#include "server/lobby.h"
#include "server/people_latency.h"
#include "server/table.h"
#include "server/timed_claims.h"

namespace rookery {
namespace {

using std::chrono::milliseconds;
using Clock = Table::Clock;
using nlohmann::json;

std::unique_ptr<Store> memory_store() {
  auto store = open_sqlite_store(":memory:", Durability::kProcess);
  EXPECT_TRUE(store.ok());
  return std::move(*store);
}

// A real-time table opened at `at`, from a record (no moves: a new table).
std::shared_ptr<Table> match_table(Store* store, const std::string& game,
                                   std::vector<std::string> seats, std::uint64_t seed,
                                   Clock::time_point at, std::vector<MoveRecord> moves = {}) {
  TableRecord r{"m" + std::to_string(seed), game, seed, {}, std::move(moves), {}};
  for (const std::string& s : seats) r.seats.push_back({s, "", ""});
  EXPECT_TRUE(store->create_table(r).ok());
  auto table = Table::open(r, store, at);
  EXPECT_TRUE(table.ok()) << table.error().message;
  return *table;
}

std::string last_text(const json& view) { return view["log"].back()["text"]; }

// The ms a timed claim's words carry ("knock at 850 ms" -> 850).
int ms_of(const std::string& action) {
  auto timed = split_timed(action);
  EXPECT_TRUE(timed.has_value()) << action;
  return timed ? timed->ms : -1;
}

bool has_error(const Result<Table::Claimed>& r, ErrorCode code, const std::string& words) {
  return !r.ok() && r.error().code == code && r.error().message.find(words) != std::string::npos;
}

TEST(TimedClaims, TheWordsAndTheLegalTimesAreReadFromTheRules) {
  auto timed = split_timed("Grab  black pawn at 850 ms");
  ASSERT_TRUE(timed.has_value());
  EXPECT_EQ(timed->claim, "grab black pawn");
  EXPECT_EQ(timed->ms, 850);
  EXPECT_FALSE(split_timed("pass").has_value());
  EXPECT_FALSE(split_timed("take red 3").has_value());
  auto game = load_game("match(players=2,card_ms=2000)").value();
  Playthrough play(game, 1);
  ASSERT_TRUE(play.apply(kChancePlayer, play.auto_chance_outcome()).ok());
  auto span = claim_span(play.state(), 0);
  ASSERT_TRUE(span.has_value());
  EXPECT_EQ(span->first, 0);
  EXPECT_EQ(span->last, 1999);  // R3: a card's interval is card_ms
  const auto words = claim_words(play.state(), 0);
  EXPECT_EQ(words.front(), "pass");
  EXPECT_EQ(words.back(), "knock");
  EXPECT_EQ(words.size(), 10u);  // pass, six calls, two pawns, the knock
}

TEST(RealTime, AClaimIsTimedByTheServerFromTheMomentTheCardWasTurned) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=2000)", {"human", "human"}, 3, t0);
  EXPECT_EQ(table->version(), 0);  // the clock waits for every human seat
  EXPECT_FALSE(table->view(kSpectator, 0, t0)["clock"]["running"].get<bool>());
  auto ann = table->join(0, "Ann", t0).value();
  EXPECT_TRUE(
      has_error(table->claim(0, ann, "knock", t0), ErrorCode::kIllegalAction, "has not started"));
  const auto card = t0 + milliseconds(10);
  auto bob = table->join(1, "Bob", card).value();
  ASSERT_EQ(table->version(), 1);  // the last seat taken: the first card is turned
  const json before = table->view(1, 0, card + milliseconds(400));
  EXPECT_EQ(before["clock"]["since_card_ms"], 400);
  EXPECT_EQ(before["clock"]["claims_until_ms"], 1999);
  EXPECT_EQ(before["legal"].front(), "pass");  // claims without times
  EXPECT_EQ(before["legal"].back(), "knock");
  // Their structure (docs/moves.md), without a time too: the server adds it.
  ASSERT_EQ(before["moves"].size(), before["legal"].size());
  EXPECT_EQ(before["moves"].front(), (json{{"words", "pass"}, {"kind", "pass"}}));
  EXPECT_EQ(before["moves"].back(), (json{{"words", "knock"}, {"kind", "knock"}}));
  for (const json& m : before["moves"]) {
    EXPECT_FALSE(m.contains("ms")) << m.dump();
    if (m["words"] == "grab black pawn") {
      EXPECT_EQ(m, (json{{"words", "grab black pawn"}, {"kind", "grab"}, {"pawn", "black"}}));
    }
  }

  auto claimed = table->claim(0, ann, "grab black pawn", card + milliseconds(850));
  ASSERT_TRUE(claimed.ok()) << claimed.error().message;
  EXPECT_EQ(claimed->action, "grab black pawn at 850 ms");
  // One card face up: the grab is wrong. MP-8a: it ends the step at once (Bob
  // passes it) and the card's claims go on after 850 ms, Ann's included.
  EXPECT_EQ(claimed->version, 3);
  EXPECT_EQ(last_text(table->view(0)), "has committed");  // Bob's pass, as Ann reads it
  EXPECT_EQ(table->view(0, 0, card + milliseconds(860))["clock"]["claims_from_ms"], 851);

  // Refusals, each with its reason; nothing changes.
  EXPECT_TRUE(has_error(table->claim(1, bob, "knock at 300 ms", card + milliseconds(900)),
                        ErrorCode::kInvalidArgument, "without its time"));
  EXPECT_TRUE(has_error(table->claim(1, bob, "fly", card + milliseconds(900)),
                        ErrorCode::kParseError, "call umbrella"));
  EXPECT_TRUE(has_error(table->claim(1, ann, "knock", card + milliseconds(900)),
                        ErrorCode::kSeatNotHeld, "credential"));
  EXPECT_EQ(table->version(), 3);
  // "act" at a real-time table is timed the same way.
  auto passed = table->act(1, bob, "pass", card + milliseconds(900));
  ASSERT_TRUE(passed.ok()) << passed.error().message;
  EXPECT_EQ(*passed, 4);
  EXPECT_EQ(last_text(table->view(0)), "has committed");  // sealed until all have committed
  EXPECT_TRUE(has_error(table->claim(1, bob, "knock", card + milliseconds(950)),
                        ErrorCode::kIllegalAction, "already"));
}

TEST(RealTime, TheNextCardIsNotTurnedBeforeTheIntervalEndsEvenWhenAllHaveCommitted) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=2000)", {"human", "human"}, 4, t0);
  auto ann = table->join(0, "Ann", t0).value();
  auto bob = table->join(1, "Bob", t0).value();
  ASSERT_TRUE(table->claim(0, ann, "pass", t0 + milliseconds(100)).ok());
  ASSERT_TRUE(table->claim(1, bob, "pass", t0 + milliseconds(200)).ok());
  EXPECT_EQ(table->version(), 3);                         // the step is resolved...
  EXPECT_EQ(table->deadline(), t0 + milliseconds(2000));  // ...the next card waits for its time
  EXPECT_EQ(table->view(0, 0, t0 + milliseconds(500))["clock"]["next_card_in_ms"], 1500);
  EXPECT_TRUE(has_error(table->claim(0, ann, "knock", t0 + milliseconds(1500)),
                        ErrorCode::kIllegalAction, "next card is turned in 500 ms"));
  ASSERT_TRUE(table->tick(t0 + milliseconds(1999)).ok());
  EXPECT_EQ(table->version(), 3);
  ASSERT_TRUE(table->tick(t0 + milliseconds(2000)).ok());
  EXPECT_EQ(table->version(), 4);
  EXPECT_EQ(table->view(0)["observation"]["face_up"].size(), 2u);
  // The new card's clock starts when it is turned.
  auto claimed = table->claim(1, bob, "knock", t0 + milliseconds(2345));
  ASSERT_TRUE(claimed.ok()) << claimed.error().message;
  EXPECT_EQ(claimed->action, "knock at 345 ms");
}

TEST(RealTime, ASeatThatStaysSilentPassesWhenTheTimeIsUpAndALateClaimIsRefused) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=500)", {"human", "human"}, 5, t0);
  auto ann = table->join(0, "Ann", t0).value();
  auto bob = table->join(1, "Bob", t0).value();
  ASSERT_TRUE(table->claim(0, ann, "pass", t0 + milliseconds(100)).ok());
  EXPECT_EQ(table->deadline(), t0 + milliseconds(500));
  ASSERT_TRUE(table->tick(t0 + milliseconds(499)).ok());
  EXPECT_EQ(table->version(), 2);
  ASSERT_TRUE(table->tick(t0 + milliseconds(500)).ok());
  const json log = table->view(kSpectator)["log"];
  ASSERT_EQ(log.size(), 4u);  // card, Ann's pass, Bob passed by the clock, the next card
  EXPECT_EQ(log[2]["player"], 1);
  EXPECT_EQ(table->view(1)["log"][2]["text"], "pass");
  EXPECT_EQ(log[3]["player"], -1);
  // Bob's claim on the first card arrives after its time: refused, not counted on
  // the second.
  EXPECT_TRUE(has_error(table->claim(1, bob, "knock", t0 + milliseconds(520), 1),
                        ErrorCode::kIllegalAction, "too late"));
  EXPECT_EQ(table->version(), 4);
}

// The first element two face-up cards show in the same colour, or "".
std::string shared_element(const json& face_up) {
  for (const auto& [element, colour] : face_up[0]["colours"].items()) {
    if (face_up[1]["colours"].contains(element) && face_up[1]["colours"][element] == colour)
      return element;
  }
  return "";
}

TEST(RealTime, ACorrectClaimOpensTheWindowAtOnceOnTheSameCardsClock) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  const auto card = t0 + milliseconds(2000);
  // A seed whose first two cards share an element's colour (one match, R2).
  std::shared_ptr<Table> table;
  std::string ann, bob, element;
  for (std::uint64_t seed = 10; seed < 60 && element.empty(); ++seed) {
    table = match_table(store.get(), "match(players=2,card_ms=2000)", {"human", "human"}, seed, t0);
    ann = table->join(0, "Ann", t0).value();
    bob = table->join(1, "Bob", t0).value();
    ASSERT_TRUE(table->tick(card).ok());  // both silent: passed, and the second card turned
    element = shared_element(table->view(0)["observation"]["face_up"]);
  }
  ASSERT_FALSE(element.empty());
  ASSERT_EQ(table->version(), 4);
  auto called = table->claim(0, ann, "call " + element, card + milliseconds(300));
  ASSERT_TRUE(called.ok()) << called.error().message;
  EXPECT_EQ(called->action, "call " + element + " at 300 ms");
  // The claim ended the step: Bob passed it, and the window is open for both.
  json view = table->view(1, 0, card + milliseconds(300));
  EXPECT_EQ(view["observation"]["phase"], "window");
  EXPECT_EQ(view["acting"].size(), 2u);
  EXPECT_EQ(view["clock"]["claims_from_ms"], 301);
  EXPECT_EQ(view["clock"]["claims_until_ms"], 1800);
  // Bob's call in the window is timed on the same card's clock; 700 ms after Ann's,
  // it does not tie with hers (R4).
  auto late = table->claim(1, bob, "call " + element, card + milliseconds(1000));
  ASSERT_TRUE(late.ok()) << late.error().message;
  EXPECT_EQ(late->action, "call " + element + " at 1000 ms");
  // Ann stays silent: she passes when the window closes, and the next round's
  // first card is turned then.
  EXPECT_EQ(table->deadline(), card + milliseconds(1801));
  const int before = table->version();
  ASSERT_TRUE(table->tick(card + milliseconds(1800)).ok());
  EXPECT_EQ(table->version(), before);
  ASSERT_TRUE(table->tick(card + milliseconds(1801)).ok());
  view = table->view(0);
  EXPECT_EQ(view["observation"]["round"], 2);
  EXPECT_EQ(view["observation"]["face_up"].size(), 1u);
  EXPECT_EQ(view["observation"]["won"][0].get<double>(), 2.0);  // Ann's call won both cards
}

TEST(RealTime, ABotsSealedClaimIsMadeAtItsMomentNotWhenItIsChosen) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=2000)",
                           {"human", "reaction(level=child)"}, 6, t0);
  auto ann = table->join(0, "Ann", t0).value();
  auto jobs = table->bot_jobs();
  ASSERT_EQ(jobs.size(), 1u);
  // One card face up: an identical pair cannot be there, so the grab is wrong and
  // opens no window (R2).
  const Action grab = jobs[0].state->parse_action(1, "grab white pawn at 700 ms").value();
  ASSERT_TRUE(table->act_as_bot(jobs[0], grab, t0 + milliseconds(5)).ok());
  EXPECT_EQ(table->version(), 1);  // held until 700 ms
  EXPECT_TRUE(table->bot_jobs().empty());
  EXPECT_EQ(table->deadline(), t0 + milliseconds(700));
  ASSERT_TRUE(table->tick(t0 + milliseconds(699)).ok());
  EXPECT_EQ(table->version(), 1);
  ASSERT_TRUE(table->tick(t0 + milliseconds(700)).ok());
  // MP-8a: the wrong grab ends the step at once (Ann passes it); the card's claims
  // go on after 700 ms.
  EXPECT_EQ(table->version(), 3);
  EXPECT_EQ(last_text(table->view(0)), "pass");
  ASSERT_TRUE(table->claim(0, ann, "pass", t0 + milliseconds(800)).ok());
  const json claims = table->view(0)["observation"]["last_claims"];
  ASSERT_EQ(claims.size(), 1u);
  EXPECT_EQ(claims[0]["ms"], 700);
  EXPECT_EQ(claims[0]["verdict"], "wrong");
}

// A person's claim is stamped one round trip after the card was turned (it
// travels out, the claim back): a bot's claim comes as late, by the median of
// the people's measured round trips, and one pushed past the card is a pass.
TEST(RealTime, ABotsClaimArrivesAsLateAsThePeoplesRoundTrip) {
  EXPECT_EQ(people_latency_ms({240, -1, 100, 90}, {true, true, false, true}), 165);
  EXPECT_EQ(people_latency_ms({240, 30, 100}, {true, true, true}), 100);
  EXPECT_EQ(people_latency_ms({-1, 50}, {true, false}), 0);  // nobody's measured: no delay
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=2000)",
                           {"human", "reaction(level=child)"}, 6, t0);
  auto ann = table->join(0, "Ann", t0).value();
  table->report_latency(0, 240);
  table->report_latency(1, 5);  // a bot's seat is not a person's
  auto jobs = table->bot_jobs();
  ASSERT_EQ(jobs.size(), 1u);
  const State& state = *jobs[0].state;
  EXPECT_EQ(state.action_to_string(
                1, delayed_claim(state, 1, state.parse_action(1, "knock at 1900 ms").value(), 240)),
            "pass");
  EXPECT_EQ(state.action_to_string(
                1, delayed_claim(state, 1, state.parse_action(1, "pass").value(), 240)),
            "pass");
  const Action grab = state.parse_action(1, "grab white pawn at 700 ms").value();
  ASSERT_TRUE(table->act_as_bot(jobs[0], grab, t0 + milliseconds(5)).ok());
  EXPECT_EQ(table->deadline(), t0 + milliseconds(940));
  ASSERT_TRUE(table->tick(t0 + milliseconds(939)).ok());
  EXPECT_EQ(table->version(), 1);
  ASSERT_TRUE(table->tick(t0 + milliseconds(940)).ok());
  ASSERT_TRUE(table->claim(0, ann, "pass", t0 + milliseconds(1000)).ok());
  const json claims = table->view(0)["observation"]["last_claims"];
  ASSERT_EQ(claims.size(), 1u);
  EXPECT_EQ(claims[0]["ms"], 940);
}

// A person whose client answers pings late (3 s) cannot push a bot's claim past
// its step: the delay is at most a quarter of the step's time.
TEST(RealTime, ABotsClaimIsDelayedAtMostAQuarterOfTheStep) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=2000)",
                           {"human", "reaction(level=child)"}, 6, t0);
  ASSERT_TRUE(table->join(0, "Ann", t0).ok());
  table->report_latency(0, 3000);
  auto jobs = table->bot_jobs();
  ASSERT_EQ(jobs.size(), 1u);
  const Action grab = jobs[0].state->parse_action(1, "grab white pawn at 700 ms").value();
  ASSERT_TRUE(table->act_as_bot(jobs[0], grab, t0 + milliseconds(5)).ok());
  const int last = table->view(0, 0, t0)["clock"]["claims_until_ms"];
  EXPECT_EQ(table->deadline(), t0 + milliseconds(700 + last / 4));
  EXPECT_LT(last / 4, 3000);
}

TEST(RealTime, AClaimAfterTheGameEndedIsRefused) {
  // A whole game of passes, stored; the table opened on it is over.
  auto game = load_game("match(players=2,card_ms=500)").value();
  Playthrough play(game, 8);
  std::vector<MoveRecord> moves;
  while (!play.state().is_terminal()) {
    const Player p = play.state().acting_players()[0];
    const Action a = p == kChancePlayer ? play.auto_chance_outcome()
                                        : play.state().parse_action(p, "pass").value();
    moves.push_back({p, play.state().action_to_string(p, a)});
    ASSERT_TRUE(play.apply(p, a).ok());
  }
  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table =
      match_table(store.get(), "match(players=2,card_ms=500)", {"human", "human"}, 8, t0, moves);
  auto ann = table->join(0, "Ann", t0).value();
  EXPECT_TRUE(table->view(0)["terminal"].get<bool>());
  EXPECT_FALSE(table->deadline().has_value());
  EXPECT_TRUE(
      has_error(table->claim(0, ann, "knock", t0), ErrorCode::kIllegalAction, "the game is over"));
}

TEST(RealTime, ARestartedTableStartsTheStepItWasInAfresh) {
  auto store = memory_store();
  const auto t0 = Clock::now();
  TableRecord r{"again", "match(players=2,card_ms=2000)",
                9,       {{"human", "a", "Ann"}, {"human", "b", "Bob"}},
                {},      {}};
  ASSERT_TRUE(store->create_table(r).ok());
  auto first = Table::open(r, store.get(), t0).value();
  ASSERT_EQ(first->version(), 1);  // both seats held: the card is turned at once
  ASSERT_TRUE(first->claim(0, "a", "pass", t0 + milliseconds(1500)).ok());
  r.moves = first->record().moves;
  const auto later = t0 + milliseconds(60000);
  auto second = Table::open(r, store.get(), later).value();
  EXPECT_EQ(second->version(), 2);
  EXPECT_EQ(second->deadline(), later + milliseconds(2000));
}

// ---- the lobby's clock thread, on the real clock -----------------------------------------

// Waits up to a few seconds for `done`; returns when it was last seen false (taken
// before that look) and when it was first seen true, so that an event between the
// two is timed from below and above whatever the machine's load.
struct Seen {
  Clock::time_point not_yet;
  Clock::time_point done;
  bool ok = false;
};
template <typename F>
Seen when(F done) {
  Seen seen;
  for (int i = 0; i < 1000; ++i) {
    const auto before = Clock::now();
    if (done()) {
      seen.done = Clock::now();
      seen.ok = true;
      return seen;
    }
    seen.not_yet = before;
    std::this_thread::sleep_for(milliseconds(5));
  }
  return seen;
}

TEST(RealTimeLobby, AClaimSentAfter300msIsStampedWithTheServersTime) {
  Lobby lobby(memory_store(), 1);
  auto table =
      lobby.create("match(players=2,card_ms=2000)", {"human", "reaction(level=child)"}, 21).value();
  EXPECT_EQ(table->version(), 0);
  auto ann = table->join(0, "Ann").value();  // the card is turned within the join
  std::this_thread::sleep_for(milliseconds(300));
  auto claimed = table->claim(0, ann, "grab white pawn");
  ASSERT_TRUE(claimed.ok()) << claimed.error().message;
  EXPECT_GE(ms_of(claimed->action), 250) << claimed->action;
  EXPECT_LE(ms_of(claimed->action), 1500) << claimed->action;
}

TEST(RealTimeLobby, SilentSeatsPassAndTheNextCardComesWhenTheIntervalEnds) {
  Lobby lobby(memory_store(), 1);
  auto table = lobby.create("match(players=2,card_ms=1000)", {"human", "human"}).value();
  auto ann = table->join(0, "Ann").value();
  const auto before_card = Clock::now();
  auto bob = table->join(1, "Bob").value();
  ASSERT_EQ(table->version(), 1);
  // Nobody claims: the clock passes both at 1000 ms and turns the next card then.
  const Seen second = when([&] { return table->version() >= 4; });
  ASSERT_TRUE(second.ok);
  const json log = table->view(kSpectator)["log"];
  EXPECT_EQ(log[1]["player"], 0);
  EXPECT_EQ(log[2]["player"], 1);
  EXPECT_EQ(log[3]["player"], -1);
  EXPECT_GE(second.done - before_card, milliseconds(1000));
  EXPECT_LE(second.done - before_card, milliseconds(3000));
  // Both pass at once: the step is over, but the third card still waits for the
  // second card's 1000 ms.
  ASSERT_TRUE(table->claim(0, ann, "pass").ok());
  ASSERT_TRUE(table->claim(1, bob, "pass").ok());
  EXPECT_EQ(table->version(), 6);
  const Seen third = when([&] { return table->version() >= 7; });
  ASSERT_TRUE(third.ok);
  EXPECT_GE(third.done - second.not_yet, milliseconds(1000));
}

// Review D3 (MP-3, MP-6): the server cut claims at 9,999 ms, so with card_ms above
// 8,500 a window closed early. The bound is now the game's own: with card_ms=9000
// a knock at 8,701 ms opens a window to 10,201 ms, and a claim at 10,100 ms is
// stamped at its true time.
TEST(RealTime, WithCardMs9000AWindowOpenedLateKeepsItsWholeTime_MP3) {
  auto game = load_game("match(players=2,card_ms=9000)").value();
  Playthrough play(game, 1);
  ASSERT_TRUE(
      play.apply(kChancePlayer, play.state().parse_action(kChancePlayer, "turn m20").value())
          .ok());  // m20 has two fish
  ASSERT_TRUE(play.apply(0, play.state().parse_action(0, "knock at 8701 ms").value()).ok());
  ASSERT_TRUE(play.apply(1, play.state().parse_action(1, "pass").value()).ok());
  const auto span = claim_span(play.state(), 1);
  ASSERT_TRUE(span.has_value());
  EXPECT_EQ(span->first, 8702);
  EXPECT_EQ(span->last, 10201);

  auto store = memory_store();
  const auto t0 = Clock::now();
  auto table = match_table(store.get(), "match(players=2,card_ms=9000)", {"human", "human"}, 7, t0);
  auto ann = table->join(0, "Ann", t0).value();
  auto bob = table->join(1, "Bob", t0).value();
  ASSERT_EQ(table->view(0, 0, t0)["observation"]["face_up"][0]["id"], "m20");
  ASSERT_TRUE(table->claim(0, ann, "knock", t0 + milliseconds(8701)).ok());
  EXPECT_EQ(table->view(1, 0, t0 + milliseconds(8800))["clock"]["claims_until_ms"], 10201);
  auto late = table->claim(1, bob, "knock", t0 + milliseconds(10100));
  ASSERT_TRUE(late.ok()) << late.error().message;
  EXPECT_EQ(late->action, "knock at 10100 ms");
}

}  // namespace
}  // namespace rookery
