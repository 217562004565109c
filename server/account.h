#pragma once
// A person's account as the rest of the server knows it: who is signed in, and
// who holds a seat (SeatRecord::account). The rules of accounts are accounts.h.

#include <cstdint>
#include <string>

namespace rookery {

struct Account {
  std::int64_t id = 0;
  std::string name;  // as its owner wrote it
};

}  // namespace rookery
