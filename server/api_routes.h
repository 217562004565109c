// The lobby's HTTP API as a route table (docs/protocol.md): each route is a
// method, a path pattern and a handler, and each resource's handlers live in a
// file of their own:
//   api_catalogue.cpp  GET /api/games, GET /api/components
//   api_tables.cpp     GET and POST /api/tables (the lobby's list, a new table)
//   api_table.cpp      GET /api/tables/{id} and /replay (a viewer's view)
//   api_coach.cpp      GET /api/tables/{id}/hint and /analysis
//   api_seat.cpp       POST /api/tables/{id}/join, leave, bot, hand-over, undo,
//                      act and again (what a seat's holder does)
//   api_chat.cpp       POST /api/tables/{id}/chat and mute (talk at the table)
//   api_account.cpp    /api/account...: sign up, in and out, passwords, an
//                      account's seats and tables
//   api_players.cpp    GET /api/players/{name}, /api/leaderboards/{game}
// The router (api_routes.cpp) finds the table a route names before its handler
// runs, and reads a POST's body once. Handlers only translate: every decision is
// Lobby's or Table's.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "server/http_common.h"
#include "server/lobby.h"
#include "server/people.h"

namespace rookery {

// One request as a route's handler sees it.
struct ApiCall {
  Lobby& lobby;
  const Request& req;
  const Target& target;          // target.path[0] == "api"
  const std::string& client;     // the requester's address, which per-client limits count by
  nlohmann::json body;           // a POST's body, a JSON object (empty for a GET)
  std::shared_ptr<Table> table;  // the table {id} names, found by the router (else null)
  People* people = nullptr;      // the accounts, if this server keeps them
  // The account the request's session cookie is signed in as, if any.
  std::optional<Account> account() const;
};

// Answers a request under /api/ whose POST was already checked to be same-site
// (http_server.cpp): its route's answer, or 404 naming the path tried.
Response handle_api(Lobby& lobby, const Request& req, const Target& target,
                    const std::string& client, People* people = nullptr);
// Whether the request's route checks a password (sign up, sign in, a new
// password, a recovery): slow on purpose, so answered off the network threads.
bool checks_password(const Request& req, const Target& target);

// The handlers, by resource; each answers one route of the table in api_routes.cpp.
namespace api {
Response games(ApiCall& call);           // the catalogue: every game, its options and bots
Response components(ApiCall& call);      // one game's components (cards, boards) to draw
Response list_tables(ApiCall& call);     // a page of the lobby's table summaries
Response create_table(ApiCall& call);    // a new table, perhaps hosted and private
Response view(ApiCall& call);            // the table as a seat or a spectator sees it now
Response replay(ApiCall& call);          // the table as that viewer saw it after a step
Response hint(ApiCall& call);            // the coach's values of a seat's options now
Response analysis(ApiCall& call);        // the coach's review of a seat's finished game
Response join(ApiCall& call);            // a person takes a seat, by its number or an invite
Response leave(ApiCall& call);           // a person leaves their seat to a bot or to others
Response give_to_bot(ApiCall& call);     // the host gives an open seat to a bot
Response hand_over(ApiCall& call);       // the others hand an away seat to a bot
Response undo(ApiCall& call);            // a seat takes back its last move
Response act(ApiCall& call);             // a seat's move
Response again(ApiCall& call);           // the same seats at a new table
Response say(ApiCall& call);             // a line at the table's chat, a player's or a spectator's
Response mute(ApiCall& call);            // a player no longer sees another's lines, or again
Response sign_up(ApiCall& call);         // a new account, signed in, with its recovery code
Response account(ApiCall& call);         // who the session is signed in as
Response sign_in(ApiCall& call);         // a new session for a name and password
Response sign_out(ApiCall& call);        // ends this session, or every one of the account
Response new_password(ApiCall& call);    // a new password, from the present one
Response recover(ApiCall& call);         // a new password, from the recovery code
Response keep_seats(ApiCall& call);      // a guest's seats become the account's
Response account_tables(ApiCall& call);  // the account's seats on every device
Response profile(ApiCall& call);         // a player's ratings, games and results
Response leaderboard(ApiCall& call);     // a game's best settled ratings
}  // namespace api

}  // namespace rookery
