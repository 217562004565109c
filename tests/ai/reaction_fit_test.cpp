// Fitting the Match reaction model to people's claims: games played by a known
// model give back that model's times, and `rookery fit-reaction` reads them from
// a server's database, refusing to fit from too few.
#include "ai/match/reaction_fit.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "ai/bot.h"
#include "cli/commands.h"
#include "games/registry.h"
#include "server/store.h"

namespace rookery {
namespace {

// A game of Match with `spec` in every seat, as if people had played it.
Playthrough played(const std::string& game_string, const std::string& spec, std::uint64_t seed) {
  auto game = load_game(game_string).value();
  Playthrough play(game, seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < game->num_players(); ++p)
    bots.push_back(make_bot(spec, seed * 10 + static_cast<std::uint64_t>(p)).value());
  play.advance_chance();
  while (!play.state().is_terminal()) {
    const Player p = play.state().acting_players()[0];
    EXPECT_TRUE(play.apply(p, bots[static_cast<std::size_t>(p)]->choose(play.state(), p)).ok());
    play.advance_chance();
  }
  return play;
}

TEST(ReactionFit, GamesOfAKnownModelGiveBackItsTimes) {
  const ReactionModel skilled = reaction_levels()[2].second;
  ReactionEvidence evidence;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    gather_reaction_evidence(played("match(players=3)", "reaction(level=skilled)", seed), {0, 1, 2},
                             evidence);
  }
  ASSERT_GT(evidence.notices.size(), 300u);
  auto fit = fit_reaction(evidence, reaction_levels()[1].second);
  ASSERT_TRUE(fit.ok()) << fit.error().message;
  // Only the notices that beat the card's time are seen, so the slowest are cut
  // off: the one-match mean comes out a little quicker, never slower.
  EXPECT_LE(fit->notice_ms[3], skilled.notice_ms[3] * 1.05);
  EXPECT_GE(fit->notice_ms[3], skilled.notice_ms[3] * 0.7);
  EXPECT_GE(fit->floor_ms, 250);
  EXPECT_LE(fit->floor_ms, skilled.floor_ms);
  EXPECT_GT(fit->scan_ms, 0);
  EXPECT_GT(fit->spread, 0.2);
  EXPECT_LT(fit->spread, 0.8);
  // Per card: one missed among several matches is not a card missed; one noticed
  // too late is.
  EXPECT_NEAR(fit->miss, skilled.miss, 0.1);
  EXPECT_NEAR(fit->false_claim, skilled.false_claim, 0.02);
  // The spec plays.
  EXPECT_TRUE(make_bot(reaction_spec(*fit), 1).ok()) << reaction_spec(*fit);
}

TEST(ReactionFit, TooFewClaimsAreRefusedAndOtherGamesAddNothing) {
  ReactionEvidence evidence;
  auto pantolino = load_game("pantolino").value();
  gather_reaction_evidence(Playthrough(pantolino, 1), {0, 1}, evidence);
  EXPECT_EQ(evidence.steps, 0);
  auto fit = fit_reaction(evidence, reaction_levels()[1].second);
  ASSERT_FALSE(fit.ok());
  EXPECT_NE(fit.error().message.find("too few claims"), std::string::npos);
}

// The command reads people's seats (not the bots') from a server's database.
TEST(ReactionFit, TheCommandFitsFromTheServersDatabase) {
  const std::string db =
      (std::filesystem::temp_directory_path() / ("rookery-fit-" + std::to_string(getpid()) + ".db"))
          .string();
  std::filesystem::remove(db);
  {
    auto store = open_sqlite_store(db, Durability::kProcess).value();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const Playthrough play = played("match(players=2)", "reaction(level=champion)", seed);
      TableRecord r{"fit" + std::to_string(seed), "match(players=2)", seed, {}, {}, {}};
      r.seats = {{"human", "", "Ann"}, {seed % 2 ? "human" : "reaction", "", "Bob"}};
      ASSERT_TRUE(store->create_table(r).ok());
      Playthrough words(play.shared_game(), seed);  // each move's words in its position
      int version = 0;
      for (const Move& m : play.moves()) {
        const MoveRecord move{m.player, words.state().action_to_string(m.player, m.action)};
        ASSERT_TRUE(store->append_move(r.id, ++version, move).ok());
        ASSERT_TRUE(words.apply(m.player, m.action).ok());
      }
    }
  }
  std::ostringstream out, err;
  FitReactionOptions options;
  options.db = db;
  ASSERT_EQ(run_fit_reaction(options, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("at 12 Match tables"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("one match: "), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("99999"), std::string::npos) << out.str();  // shares rounded
  EXPECT_NE(out.str().find("reaction(two_fish_ms="), std::string::npos) << out.str();
  options.min_claims = 100000;
  std::ostringstream out2, err2;
  EXPECT_EQ(run_fit_reaction(options, out2, err2), kExitBadInput);
  EXPECT_NE(err2.str().find("too few claims"), std::string::npos) << err2.str();
  std::filesystem::remove(db);
  std::filesystem::remove(db + "-wal");
  std::ostringstream out3, err3;
  EXPECT_EQ(run_fit_reaction(options, out3, err3), kExitBadInput);
  EXPECT_NE(err3.str().find("no database at"), std::string::npos) << err3.str();
  EXPECT_FALSE(std::filesystem::exists(db));  // reading created nothing
}

}  // namespace
}  // namespace rookery
