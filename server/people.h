#pragma once
// People: everything the server keeps of people with accounts (docs/protocol.md,
// "Accounts, ratings and profiles"): the accounts and sessions, the limits on
// guessing their passwords, and their results and ratings. One per server,
// beside its tables' store: in SQLite a file of its own next to the tables'
// (which one server holds locked), in PostgreSQL the same database.

#include <memory>
#include <string>

#include "core/error.h"
#include "server/accounts.h"
#include "server/sign_in_limits.h"
#include "server/standings.h"

namespace rookery {

struct People {
  People(std::unique_ptr<AccountRows> account_rows, std::unique_ptr<StandingRows> standing_rows)
      : accounts(std::move(account_rows)), standings(std::move(standing_rows)) {}
  Accounts accounts;
  Standings standings;
  SignInLimits limits;
};

// Where the people of the tables' store `where` are kept: the same PostgreSQL
// database, or for the SQLite file "x/rookery.db" the file "x/rookery-accounts.db"
// (":memory:" stays in memory).
std::string people_place(const std::string& where);

// Opens (creating when missing) the people at people_place(where).
Result<std::unique_ptr<People>> open_people(const std::string& where);

}  // namespace rookery
