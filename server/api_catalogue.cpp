// The catalogue's routes (api_routes.h): what games there are, and the
// components a page draws them with.
#include "games/registry.h"
#include "server/api_routes.h"
#include "study/catalogue.h"

namespace rookery {

Response api::games(ApiCall& call) { return reply(call.req, http::status::ok, catalogue_json()); }

Response api::components(ApiCall& call) {
  auto game = load_game(call.target.get("game"));
  if (!game) return fail(call.req, game.error());
  return reply(call.req, http::status::ok, (*game)->components());
}

}  // namespace rookery
