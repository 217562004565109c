// Where people's accounts and standings are kept (people.h).
#include "server/people.h"

#include <atomic>

namespace rookery {

namespace {

// The accounts and the standings are two connections to one database: "in
// memory" is then one shared in-memory database, named apart for each People.
std::string shared_memory() {
  static std::atomic<int> made{0};
  return "file:rookery-people-" + std::to_string(++made) + "?mode=memory&cache=shared";
}

}  // namespace

std::string people_place(const std::string& where) {
  if (postgres_url(where) || where == ":memory:") return where;
  const std::size_t slash = where.find_last_of('/');
  const std::size_t dot = where.find_last_of('.');
  const bool has_extension =
      dot != std::string::npos && (slash == std::string::npos || dot > slash);
  return has_extension ? where.substr(0, dot) + "-accounts" + where.substr(dot)
                       : where + "-accounts";
}

Result<std::unique_ptr<People>> open_people(const std::string& where) {
  const std::string place = where == ":memory:" ? shared_memory() : people_place(where);
  const bool postgres = postgres_url(place);
  auto accounts = postgres ? postgres_account_rows(place) : sqlite_account_rows(place);
  if (!accounts) return accounts.error();
  auto standings = postgres ? postgres_standing_rows(place) : sqlite_standing_rows(place);
  if (!standings) return standings.error();
  return std::make_unique<People>(std::move(*accounts), std::move(*standings));
}

}  // namespace rookery
