// Players in public (docs/protocol.md, "Accounts, ratings and profiles"): a
// profile per account (ratings per game with their history, games played and
// won, recent results) and a leaderboard per game. Read only; no secret of an
// account, a seat or a session is in either.
#include "core/text.h"
#include "games/registry.h"
#include "server/api_routes.h"

namespace rookery {

using nlohmann::json;

namespace {

constexpr int kRecentGames = 20;
constexpr int kHistoryPoints = 100;
constexpr int kLeaderboardDefault = 50;
constexpr int kLeaderboardMost = 100;

// The game called `name` ("pantolino") among the registered games, if any.
const GameFacts* game_facts(const std::string& name) {
  for (const GameEntry& g : registered_games()) {
    if (g.facts.name == name) return &g.facts;
  }
  return nullptr;
}

std::string title_of(const std::string& name) {
  const GameFacts* facts = game_facts(name);
  return facts ? facts->title : name;
}

// Ratings to the tenth, as people read them.
double tenth(double x) { return static_cast<double>(static_cast<long long>(x * 10 + 0.5)) / 10; }

json rating_json(const GameRating& r) {
  return {{"game", r.game},
          {"title", title_of(r.game)},
          {"rating", tenth(r.rating.rating)},
          {"deviation", tenth(r.rating.deviation)},
          {"provisional", ratings::provisional(r.rating)},
          {"games", r.games},
          {"wins", r.wins}};
}

}  // namespace

Response api::profile(ApiCall& call) {
  if (!call.people) return fail(call.req, not_found("this server keeps no accounts"));
  const std::string& name = call.target.path[2];
  const auto account = call.people->accounts.named(name);
  if (!account) return fail(call.req, not_found("no player is called " + quote_prefix(name, 60)));
  StandingRows& rows = call.people->standings.rows();
  auto rated = rows.ratings_of(account->id);
  if (!rated) return fail(call.req, rated.error());
  json ratings = json::array();
  for (const GameRating& r : *rated) {
    json one = rating_json(r);
    auto history = rows.history(account->id, r.game, kHistoryPoints);
    if (!history) return fail(call.req, history.error());
    json points = json::array();
    for (const RatingPoint& p : *history) {
      points.push_back({{"table", p.table},
                        {"at", p.at},
                        {"rating", tenth(p.rating)},
                        {"deviation", tenth(p.deviation)}});
    }
    one["history"] = std::move(points);
    ratings.push_back(std::move(one));
  }
  auto played = rows.played(account->id);
  if (!played) return fail(call.req, played.error());
  auto results = rows.results_of(account->id, kRecentGames);
  if (!results) return fail(call.req, results.error());
  json recent = json::array();
  for (const GameResult& r : *results) {
    recent.push_back({{"table", r.table},
                      {"game", r.game},
                      {"title", title_of(r.game)},
                      {"seat", r.seat},
                      {"place", r.place},
                      {"players", r.players},
                      {"rated", r.rated},
                      {"terminal", true},
                      {"at", r.at}});
  }
  return reply(call.req, http::status::ok,
               {{"name", account->name},
                {"ratings", std::move(ratings)},
                {"games", {{"played", played->played}, {"won", played->won}}},
                {"recent", std::move(recent)}});
}

Response api::leaderboard(ApiCall& call) {
  if (!call.people) return fail(call.req, not_found("this server keeps no accounts"));
  const std::string& game = call.target.path[2];
  const GameFacts* facts = game_facts(game);
  if (!facts) return fail(call.req, not_found("there is no game " + quote_prefix(game, 60)));
  int limit = kLeaderboardDefault;
  if (const std::string l = call.target.get("limit"); !l.empty()) {
    const auto n = parse_int(l);
    if (!n || *n < 1 || *n > kLeaderboardMost) {
      return fail(call.req,
                  make_error(ErrorCode::kInvalidArgument,
                             "limit is a number from 1 to " + std::to_string(kLeaderboardMost)));
    }
    limit = *n;
  }
  auto leaders =
      call.people->standings.rows().leaderboard(game, ratings::kProvisionalDeviation, limit);
  if (!leaders) return fail(call.req, leaders.error());
  json players = json::array();
  for (const Leader& l : *leaders) {
    json one = rating_json(l.rating);
    players.push_back({{"name", l.name},
                       {"rating", one["rating"]},
                       {"deviation", one["deviation"]},
                       {"games", l.rating.games},
                       {"wins", l.rating.wins}});
  }
  return reply(call.req, http::status::ok,
               {{"game", game}, {"title", facts->title}, {"players", std::move(players)}});
}

}  // namespace rookery
