// The lobby's HTTP API as a route table (docs/protocol.md): each route is a
// method, a path pattern and a handler, and each resource's handlers live in a
// file of their own:
//   api_catalogue.cpp  GET /api/games, GET /api/components
//   api_tables.cpp     GET and POST /api/tables (the lobby's list, a new table)
//   api_table.cpp      GET /api/tables/{id} and /replay (a viewer's view)
//   api_coach.cpp      GET /api/tables/{id}/hint and /analysis
//   api_seat.cpp       POST /api/tables/{id}/join, leave, bot, hand-over, undo,
//                      act and again (what a seat's holder does)
// The router (api_routes.cpp) finds the table a route names before its handler
// runs, and reads a POST's body once. Handlers only translate: every decision is
// Lobby's or Table's.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "server/http_common.h"
#include "server/lobby.h"

namespace rookery {

// One request as a route's handler sees it.
struct ApiCall {
  Lobby& lobby;
  const Request& req;
  const Target& target;          // target.path[0] == "api"
  const std::string& client;     // the requester's address, which per-client limits count by
  nlohmann::json body;           // a POST's body, a JSON object (empty for a GET)
  std::shared_ptr<Table> table;  // the table {id} names, found by the router (else null)
};

// Answers a request under /api/ whose POST was already checked to be same-site
// (http_server.cpp): its route's answer, or 404 naming the path tried.
Response handle_api(Lobby& lobby, const Request& req, const Target& target,
                    const std::string& client);

// The handlers, by resource; each answers one route of the table in api_routes.cpp.
namespace api {
Response games(ApiCall& call);         // the catalogue: every game, its options and bots
Response components(ApiCall& call);    // one game's components (cards, boards) to draw
Response list_tables(ApiCall& call);   // a page of the lobby's table summaries
Response create_table(ApiCall& call);  // a new table, perhaps hosted and private
Response view(ApiCall& call);          // the table as a seat or a spectator sees it now
Response replay(ApiCall& call);        // the table as that viewer saw it after a step
Response hint(ApiCall& call);          // the coach's values of a seat's options now
Response analysis(ApiCall& call);      // the coach's review of a seat's finished game
Response join(ApiCall& call);          // a person takes a seat, by its number or an invite
Response leave(ApiCall& call);         // a person leaves their seat to a bot or to others
Response give_to_bot(ApiCall& call);   // the host gives an open seat to a bot
Response hand_over(ApiCall& call);     // the others hand an away seat to a bot
Response undo(ApiCall& call);          // a seat takes back its last move
Response act(ApiCall& call);           // a seat's move
Response again(ApiCall& call);         // the same seats at a new table
}  // namespace api

}  // namespace rookery
