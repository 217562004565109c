// Standing choices at an online table (docs/protocol.md, "Standing choices"): an
// advanced Fistful seller who keeps their die may leave "keep my die" standing
// for the rest of the active player's turn; the server then keeps the die and
// asks the same price for them at each repricing (R15, FP-13), at the response
// window's minimum like any answer, so how fast a seller answers does not tell
// that their choice stood.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>

#include "core/rng.h"
#include "server/store.h"
#include "server/table.h"

namespace rookery {
namespace {

using Clock = Table::Clock;
constexpr auto kLater = std::chrono::hours(1);  // a move sent long after its window opened

struct Seated {
  std::unique_ptr<Store> store;
  std::shared_ptr<Table> table;
  std::vector<std::string> credentials;
};

Seated people_at(const std::string& game, int players, std::uint64_t seed) {
  Seated out{open_sqlite_store(":memory:", Durability::kProcess).value(), nullptr, {}};
  TableRecord r;
  r.id = "st";
  r.game = game;
  r.seed = seed;
  for (int s = 0; s < players; ++s) r.seats.push_back({"human", "", ""});
  EXPECT_TRUE(out.store->create_table(r).ok());
  out.table = Table::open(r, out.store.get()).value();
  for (int s = 0; s < players; ++s)
    out.credentials.push_back(out.table->join(s, "p" + std::to_string(s)).value());
  return out;
}

std::vector<std::string> legal_of(const Table& table, int seat) {
  return table.view(seat)["legal"].get<std::vector<std::string>>();
}

bool offers(const std::vector<std::string>& legal, const std::string& move) {
  return std::find(legal.begin(), legal.end(), move) != legal.end();
}

// Plays seeded random moves, every one sent long after its window opened (so
// none is held), until `stop(seat, legal)` holds for an acting seat; false when
// the game ended first. A token reroll is preferred, so that markets reopen.
template <typename Stop>
bool play_until(Seated& t, Rng& rng, Stop stop) {
  for (int i = 0; i < 5000 && !t.table->terminal(); ++i) {
    const nlohmann::json spectator = t.table->view(kSpectator);
    int seat = -1;
    std::vector<std::string> legal;
    for (const auto& a : spectator["acting"]) {
      legal = legal_of(*t.table, a.get<int>());
      if (stop(a.get<int>(), legal)) return true;
      seat = a.get<int>();
    }
    if (seat < 0) return false;
    std::string move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    for (const std::string& m : legal) {
      if (m.rfind("reroll ", 0) == 0 && m != "reroll my die" && rng.below(2) == 0) move = m;
    }
    const auto v = t.table->act(seat, t.credentials[static_cast<std::size_t>(seat)], move,
                                Clock::now() + kLater);
    EXPECT_TRUE(v.ok()) << move << ": " << v.error().message;
  }
  return false;
}

// The seat asked to keep or reroll now, or -1.
int keep_or_reroll_seat(const Table& table) {
  const nlohmann::json spectator = table.view(kSpectator);
  for (const auto& a : spectator["acting"]) {
    if (offers(legal_of(table, a.get<int>()), "keep my die")) return a.get<int>();
  }
  return -1;
}

// Answers every seat asked now except `skip`, long after the minimum, with its
// first legal move (keeping, pricing or buying nothing special).
void others_answer(Seated& t, int skip) {
  const nlohmann::json spectator = t.table->view(kSpectator);
  for (const auto& a : spectator["acting"]) {
    const int seat = a.get<int>();
    if (seat == skip) continue;
    const std::vector<std::string> legal = legal_of(*t.table, seat);
    ASSERT_TRUE(t.table
                    ->act(seat, t.credentials[static_cast<std::size_t>(seat)], legal.front(),
                          Clock::now() + kLater)
                    .ok());
  }
}

constexpr const char* kMarket = "fistful(players=3,advanced=true)";

TEST(Standing, ASellerWhoKeepsForTheRestOfTheTurnIsNotAskedAgain_FP13) {
  Seated t = people_at(kMarket, 3, 21);
  Rng rng(21);
  bool seen_again = false;
  for (int tries = 0; tries < 20 && !seen_again; ++tries) {
    ASSERT_TRUE(play_until(t, rng, [](int, const std::vector<std::string>& legal) {
      return offers(legal, "keep my die");
    }));
    const int seller = keep_or_reroll_seat(*t.table);
    ASSERT_GE(seller, 0);
    const auto s = static_cast<std::size_t>(seller);
    // The view offers the keep as the move that can stand.
    const nlohmann::json before = t.table->view(seller);
    ASSERT_TRUE(before.contains("standing"));
    EXPECT_EQ(before["standing"]["words"], "keep my die");
    EXPECT_EQ(before["standing"]["on"], false);
    ASSERT_TRUE(
        t.table->act(seller, t.credentials[s], "keep my die", Clock::now() + kLater, true).ok());
    EXPECT_EQ(t.table->view(seller)["standing"]["on"], true);
    // The others answer; the dice are rolled; then the seller's price is asked
    // for them at the window's minimum, the price they asked before.
    const std::string old_price = [&] {
      const nlohmann::json view = t.table->view(seller);
      for (const auto& entry : view["log"]) {
        if (entry["player"] == seller && entry["text"].get<std::string>().rfind("price", 0) == 0)
          return entry["text"].get<std::string>();
      }
      return std::string();
    }();
    ASSERT_FALSE(old_price.empty());
    others_answer(t, seller);
    std::string last_price;
    for (int step = 0; step < 10; ++step) {
      const auto due = t.table->deadline();
      if (!due) break;
      const int version = t.table->version();
      ASSERT_TRUE(t.table->tick(*due - std::chrono::milliseconds(1)).ok());
      EXPECT_EQ(t.table->version(), version) << "nothing lands before the minimum";
      ASSERT_TRUE(t.table->tick(*due).ok());
      const nlohmann::json view = t.table->view(seller, version);
      for (const auto& entry : view["log"]) {
        if (entry["player"] == seller) last_price = entry["text"].get<std::string>();
      }
      others_answer(t, seller);
    }
    EXPECT_EQ(last_price, old_price) << "the same price, asked for the seller";
    // Until the turn ends, the seller is never asked: whenever a market reopens,
    // the keep and the price are made for them.
    for (int i = 0; i < 300 && !t.table->terminal(); ++i) {
      const nlohmann::json view = t.table->view(seller);
      if (!view.contains("standing")) break;  // the turn is over, or the die sold
      EXPECT_EQ(view["standing"]["on"], true);
      const bool asked =
          std::find(view["acting"].begin(), view["acting"].end(), seller) != view["acting"].end();
      if (asked) {
        seen_again = true;
        const auto due = t.table->deadline();
        ASSERT_TRUE(due.has_value()) << "a standing answer is due";
        const int version = t.table->version();
        ASSERT_TRUE(t.table->tick(*due).ok());
        ASSERT_GT(t.table->version(), version);
        continue;
      }
      const nlohmann::json spectator = t.table->view(kSpectator);
      if (spectator["acting"].empty()) break;
      const int seat = spectator["acting"].at(0).get<int>();
      std::vector<std::string> legal = legal_of(*t.table, seat);
      std::string move = legal.front();
      for (const std::string& m : legal) {
        if (m.rfind("reroll ", 0) == 0 && m != "reroll my die") move = m;  // reopen the market
      }
      ASSERT_TRUE(t.table
                      ->act(seat, t.credentials[static_cast<std::size_t>(seat)], move,
                            Clock::now() + kLater)
                      .ok());
    }
    // The turn over, nothing stands: the next market asks the seller again.
    const nlohmann::json after = t.table->view(seller);
    if (after.contains("standing")) {
      EXPECT_EQ(after["standing"]["on"], false);
    }
  }
  EXPECT_TRUE(seen_again) << "a reopened market was made for a standing seller";
}

TEST(Standing, OnlyTheMoveTheGameLetsStandCanBeLeftStanding) {
  Seated t = people_at(kMarket, 3, 5);
  Rng rng(5);
  ASSERT_TRUE(play_until(t, rng, [](int, const std::vector<std::string>& legal) {
    return offers(legal, "keep my die");
  }));
  const int seller = keep_or_reroll_seat(*t.table);
  const auto s = static_cast<std::size_t>(seller);
  const auto refused =
      t.table->act(seller, t.credentials[s], "reroll my die", Clock::now() + kLater, true);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message,
            "\"reroll my die\" cannot be left standing; only \"keep my die\" can, now");
  EXPECT_EQ(t.table->view(seller)["standing"]["on"], false) << "a refusal leaves nothing";
  // A game without standing choices refuses every one.
  Seated p = people_at("pantolino(players=2)", 2, 3);
  const std::string first = legal_of(*p.table, 0).front();
  const auto none = p.table->act(0, p.credentials[0], first, Clock::now(), true);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message, "\"" + first + "\" cannot be left standing");
  EXPECT_FALSE(p.table->view(0).contains("standing"));
}

TEST(Standing, ASellersQuickAnswerIsHeldToTheMinimumAndTheViewSaysSo_FP13) {
  Seated t = people_at(kMarket, 3, 9);
  Rng rng(9);
  ASSERT_TRUE(play_until(t, rng, [](int, const std::vector<std::string>& legal) {
    return offers(legal, "keep my die");
  }));
  const int seller = keep_or_reroll_seat(*t.table);
  const auto s = static_cast<std::size_t>(seller);
  const int version = t.table->version();
  // Sent at once, a reroll waits like a kept die would: neither lands sooner.
  const auto v = t.table->act(seller, t.credentials[s], "reroll my die");
  ASSERT_TRUE(v.ok()) << v.error().message;
  EXPECT_EQ(*v, version) << "held, not made yet";
  EXPECT_EQ(t.table->view(seller)["held"], "reroll my die");
  EXPECT_FALSE(t.table->view(kSpectator).contains("held")) << "only the seller is told";
  // The last word counts.
  ASSERT_TRUE(t.table->act(seller, t.credentials[s], "keep my die").ok());
  EXPECT_EQ(t.table->view(seller)["held"], "keep my die");
  const auto due = t.table->deadline();
  ASSERT_TRUE(due.has_value());
  ASSERT_TRUE(t.table->tick(*due).ok());
  ASSERT_GT(t.table->version(), version);
  EXPECT_FALSE(t.table->view(seller).contains("held"));
  // The seller's view no longer asks them, and their log line is the same secret
  // "has chosen" others read whichever they chose.
  const nlohmann::json log = t.table->view(kSpectator, version)["log"];
  ASSERT_FALSE(log.empty());
  EXPECT_EQ(log.at(0)["player"], seller);
}

TEST(Standing, WhatAPersonLeftStandingOrHeldLeavesWithThem) {
  Seated t = people_at(kMarket, 3, 13);
  Rng rng(13);
  ASSERT_TRUE(play_until(t, rng, [](int, const std::vector<std::string>& legal) {
    return offers(legal, "keep my die");
  }));
  const int seller = keep_or_reroll_seat(*t.table);
  const auto s = static_cast<std::size_t>(seller);
  // Sent at once: left standing, and held until the window's minimum.
  ASSERT_TRUE(t.table->act(seller, t.credentials[s], "keep my die", Clock::now(), true).ok());
  EXPECT_EQ(t.table->view(seller)["held"], "keep my die");
  const int version = t.table->version();
  ASSERT_TRUE(t.table->leave(seller, t.credentials[s], "").ok());
  // The seat is the stand-in bot's now (a seat with secrets is never open
  // again), and the bot is asked afresh: nothing the person held or left
  // standing is made for it.
  EXPECT_NE(t.table->view(kSpectator)["seats"][seller]["kind"], "human");
  EXPECT_EQ(t.table->version(), version) << "the held keep was not made";
  const std::vector<BotJob> jobs = t.table->bot_jobs();
  EXPECT_TRUE(std::any_of(jobs.begin(), jobs.end(), [&](const BotJob& j) {
    return j.seat == seller;
  })) << "the bot decides for itself";
}

}  // namespace
}  // namespace rookery
