// The coach from Python (docs/coach.md): a decision's options with their
// values, and the review of a recorded game, as the same dicts as
// `rookery analyse --json`; computed in C++ with the GIL released.
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "ai/review.h"
#include "python/bindings.h"

namespace rookery::python {

void bind_coach(py::module_& m) {
  m.def(
      "assess",
      [](const PyState& s, std::optional<Player> player, long long iterations, std::uint64_t seed) {
        const Player seat = seat_or_current(*s.state, player);
        CoachOptions options;
        options.iterations = iterations;
        options.seed = seed;
        // A copy: another thread may move the Python state while this one searches.
        const std::unique_ptr<State> copy = s.state->clone();
        Result<Assessment> a = make_error(ErrorCode::kInvalidArgument, "");
        {
          py::gil_scoped_release free;
          a = assess(*copy, seat, options);
        }
        return to_python(assessment_json(unwrap(std::move(a))));
      },
      py::arg("state"), py::arg("player") = py::none(), py::arg("iterations") = 0,
      py::arg("seed") = 1,
      "Every legal option of `player` (default: the one acting) with its value from what "
      "that player has seen, best first: exact in Pantolino and solo Fistful, else the "
      "strongest search's chance of winning with a 95% interval (`iterations` per decision, "
      "0: the game's own). A dict: measure, exact, method, options.");
  m.def(
      "review",
      [](const Playthrough& record, Player player, long long iterations, std::uint64_t seed) {
        check_seat(record.state(), player, false);  // in the caller's numbering, from 0
        CoachOptions options;
        options.iterations = iterations;
        options.seed = seed;
        const Playthrough copy = record;  // as assess: the record may move meanwhile
        Result<Review> r = make_error(ErrorCode::kInvalidArgument, "");
        {
          py::gil_scoped_release free;
          r = review_game(copy, player, options);
        }
        return to_python(review_json(unwrap(std::move(r))));
      },
      py::arg("record"), py::arg("player"), py::arg("iterations") = 0, py::arg("seed") = 1,
      "The coach's review of `player` (0 first) in a Record: each decision's options and the "
      "value lost, the three biggest mistakes, accuracy. The dict of `rookery analyse --json`.");
}

}  // namespace rookery::python
