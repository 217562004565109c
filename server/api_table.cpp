// A table as a viewer sees it (api_routes.h): now, or after one of its steps
// (the replay). A seat's view needs its credential; anyone may look on as a
// spectator.
#include "core/text.h"
#include "server/api_routes.h"

namespace rookery {

namespace {

// Who asks: the seat of the query, when its credential holds it (the seat's
// player is then known to be here), else a spectator; or why not.
Result<Player> viewer_of(ApiCall& call) {
  if (call.target.get("seat").empty()) return kSpectator;
  const auto seat = parse_int(call.target.get("seat"));
  const std::string credential = credential_of(call.req, call.target);
  if (!seat || !call.table->holds(*seat, credential)) {
    return make_error(ErrorCode::kSeatNotHeld, "that credential does not hold that seat");
  }
  call.table->seen(*seat, credential);
  return *seat;
}

}  // namespace

Response api::view(ApiCall& call) {
  const auto viewer = viewer_of(call);
  if (!viewer) return fail(call.req, viewer.error());
  const int since = parse_int(call.target.get("since")).value_or(0);
  return reply(call.req, http::status::ok, call.table->view(*viewer, since));
}

Response api::replay(ApiCall& call) {
  const auto viewer = viewer_of(call);
  if (!viewer) return fail(call.req, viewer.error());
  const auto version = parse_int(call.target.get("version"));
  if (!version) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "query \"version\" (the step to show, from 0) is missing"));
  }
  auto then = call.table->view_at(*viewer, *version);
  if (!then) return fail(call.req, then.error());
  return reply(call.req, http::status::ok, *then);
}

}  // namespace rookery
