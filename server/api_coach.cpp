// The coach's routes (api_routes.h), for the holder of a seat only: its values
// come from that seat's information. 202 while it thinks; ask again for the
// answer. Lobby::ask_coach decides and schedules; this only translates.
#include "core/text.h"
#include "server/api_routes.h"

namespace rookery {

namespace {

Response ask(ApiCall& call, Lobby::CoachKind kind) {
  const auto seat = parse_int(call.target.get("seat"));
  if (!seat) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "query \"seat\" (your seat, a number from 0) and "
                                     "\"credential\" are needed"));
  }
  // A share of the coach per address and per credential (Lobby::coach_reserve).
  const std::string credential = credential_of(call.req, call.target);
  auto answer =
      call.lobby.ask_coach(call.table, *seat, credential, kind, {call.client, credential});
  if (!answer) return fail(call.req, answer.error());
  return reply(call.req, answer->ready ? http::status::ok : http::status::accepted, answer->body);
}

}  // namespace

Response api::hint(ApiCall& call) { return ask(call, Lobby::CoachKind::kHint); }

Response api::analysis(ApiCall& call) { return ask(call, Lobby::CoachKind::kReview); }

}  // namespace rookery
