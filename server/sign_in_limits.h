#pragma once
// Limits on guessing passwords: failed sign-ins (and recovery codes) are counted
// per account name and per address over a window; past either limit the next try
// is refused until the window ends. The refusal says the same whether the name
// exists or not. Counts live in memory, bounded (accounts: issue 51).

#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace rookery {

class SignInLimits {
 public:
  using Clock = std::chrono::steady_clock;
  struct Options {
    int per_name = 10;                     // failures on one name in a window
    int per_address = 30;                  // failures from one address in a window
    std::chrono::seconds window{15 * 60};  // counted from a key's first failure
    std::size_t most_keys = 100000;        // names and addresses remembered at once
  };

  SignInLimits() : SignInLimits(Options{}) {}
  explicit SignInLimits(Options options) : options_(options) {}

  // How long until `name` (folded) may be tried from `address`, or nothing when it may now.
  std::optional<std::chrono::seconds> wait(const std::string& name, const std::string& address,
                                           Clock::time_point now);
  // Counts a failed try of `name` from `address`.
  void failed(const std::string& name, const std::string& address, Clock::time_point now);
  // Counts a try from `address` that concerns no existing name (an account made).
  void tried_from(const std::string& address, Clock::time_point now);
  // A right password: the name's failures are forgotten (the address's stay).
  void succeeded(const std::string& name);
  // How many names and addresses are counted now (at most twice Options::most_keys).
  std::size_t remembered();

 private:
  struct Count {
    int failures = 0;
    Clock::time_point since;
  };
  // The count of `key` now: a window that has ended starts again from nothing.
  Count& count(std::unordered_map<std::string, Count>& counts, const std::string& key,
               Clock::time_point now);
  std::optional<std::chrono::seconds> over(const std::unordered_map<std::string, Count>& counts,
                                           const std::string& key, int limit,
                                           Clock::time_point now) const;
  void forget_ended(std::unordered_map<std::string, Count>& counts, Clock::time_point now);

  Options options_;
  std::mutex mutex_;
  std::unordered_map<std::string, Count> by_name_;
  std::unordered_map<std::string, Count> by_address_;
};

}  // namespace rookery
