// `rookery_load failover`: a process killed under load behind nginx (bench/failover.cpp).
#pragma once

#include <chrono>
#include <cstddef>

#include "bench/installation.h"

namespace rookery_load {

struct FailoverOptions {
  int tables = 200;
  std::chrono::milliseconds think{150};        // a scripted person's time per move
  std::chrono::milliseconds kill_after{4000};  // from the start of play
  std::size_t victim = 1;                      // which process is killed
  std::chrono::milliseconds deadline{180000};  // every game must be over by then
  // Every person must be back by then: the goal (docs/deploy.md) by default; the
  // test suite gives a busy machine more, as what it proves is that they come back.
  std::chrono::milliseconds reconnect_limit{5000};
};

// Runs the scenario on an installation made from `base` (nginx in front, its
// processes over `base.postgres`); prints its figures as JSON and returns 0
// when it passed.
int run_failover(const InstallationOptions& base, const FailoverOptions& options);

}  // namespace rookery_load
