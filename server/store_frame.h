// The frame every statement of a store runs in, shared by the SQLite and the
// PostgreSQL stores: the connection's lock, one transaction, and a database
// exception turned into the Error that says what could not be done. Written once
// so that the two stores differ only in their SQL, and no method forgets to
// commit, to take the lock, or to name what failed.
#pragma once

#include <exception>
#include <mutex>
#include <string>
#include <type_traits>
#include <utility>

#include "core/error.h"

namespace rookery {

// Runs `body(tx)` in a new `Transaction` of `db` while holding `connection`, commits,
// and returns what `body` returned (nothing for void). A database exception
// rolls the transaction back (its destructor) and becomes `fail(what, e)`.
template <typename Transaction, typename Db, typename Fail, typename Body>
auto in_transaction(std::mutex& connection, Db& db, const Fail& fail, const std::string& what,
                    Body&& body) -> Result<std::invoke_result_t<Body, Transaction&>> {
  using T = std::invoke_result_t<Body, Transaction&>;
  std::lock_guard lock(connection);
  try {
    Transaction tx(db);
    if constexpr (std::is_void_v<T>) {
      std::forward<Body>(body)(tx);
      tx.commit();
      return ok_result();
    } else {
      T value = std::forward<Body>(body)(tx);
      tx.commit();
      return value;
    }
  } catch (const std::exception& e) {
    return fail(what, e);
  }
}

}  // namespace rookery
