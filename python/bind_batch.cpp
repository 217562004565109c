// GameBatch: many games of one configuration stepped together in C++, for
// vectorised learning environments (rookery.envs.VectorEnv). One call moves every
// game one decision on and writes numpy arrays: no Python per game or per move.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <span>

#include "python/bindings.h"

namespace rookery::python {

namespace {

// N games, each with its own random stream for chance; a finished game starts
// again at once (the step that ends it reports its returns).
class GameBatch {
 public:
  GameBatch(std::shared_ptr<const Game> game, int size) : game_(std::move(game)) {
    if (size < 1)
      throw RookeryError{"a batch holds at least one game, not " + std::to_string(size)};
    if (game_->num_distinct_actions() == 0 || game_->observation_tensor_layout().size() == 0)
      throw RookeryError{game_->facts().name + " has no action space or tensor to batch"};
    states_.resize(static_cast<std::size_t>(size));
    rngs_.assign(static_cast<std::size_t>(size), Rng(0));
  }

  int size() const { return static_cast<int>(states_.size()); }

  // Every game from the start; game i draws its chance from Rng::derived(seed, i).
  py::tuple reset(std::uint64_t seed) {
    for (std::size_t i = 0; i < states_.size(); ++i) {
      rngs_[i] = Rng::derived(seed, i);
      restart(i);
    }
    return views();
  }

  // Game i's seat to act plays actions[i] (checked first, all of them, so a refusal
  // changes nothing); chance follows, and finished games restart.
  py::tuple step(
      const py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>& actions) {
    if (actions.ndim() != 1 || actions.shape(0) != size()) {
      throw RookeryError{"step takes one action per game: an array of " + std::to_string(size())};
    }
    const std::int64_t* a = actions.data();
    for (std::size_t i = 0; i < states_.size(); ++i) {
      const Player p = seat(*states_[i]);
      const std::int64_t action = a[i];
      if (action < 0 || action >= game_->num_distinct_actions() ||
          !states_[i]->is_legal(p, static_cast<Action>(action))) {
        throw IllegalAction{"game " + std::to_string(i) + ": action " + std::to_string(action) +
                                " is not legal for seat " + std::to_string(p) + " (" +
                                states_[i]->action_to_string(p, static_cast<Action>(action)) + ")",
                            p, static_cast<Action>(action)};
      }
    }
    const int players = game_->num_players();
    py::array_t<float> rewards(std::vector<py::ssize_t>{size(), players});
    py::array_t<bool> done(size());
    float* r = rewards.mutable_data();
    bool* d = done.mutable_data();
    {
      py::gil_scoped_release free;
      std::vector<double> returns;
      for (std::size_t i = 0; i < states_.size(); ++i) {
        State& s = *states_[i];
        s.apply_unchecked(seat(s), static_cast<Action>(a[i]));
        advance_chance(i);
        d[i] = s.is_terminal();
        float* row = r + i * static_cast<std::size_t>(players);
        std::fill(row, row + players, 0.0f);
        if (d[i]) {
          s.returns_into(returns);
          for (int p = 0; p < players; ++p) row[p] = static_cast<float>(returns[p]);
          restart(i);
        }
      }
    }
    py::tuple v = views();
    return py::make_tuple(v[0], rewards, done, v[1], v[2]);
  }

  // A copy of game i now.
  PyState state(int i) const {
    if (i < 0 || i >= size()) throw RookeryError{"no game " + std::to_string(i)};
    return PyState(states_[static_cast<std::size_t>(i)]->clone(), {}, false);
  }

 private:
  // The seat that acts next: the one acting, or the first of several (they choose in
  // secret, one after another, as in AECEnv).
  static Player seat(const State& s) {
    PlayerList acting;
    s.acting_players(acting);
    return acting[0];
  }

  void advance_chance(std::size_t i) {
    State& s = *states_[i];
    while (s.is_chance_node()) s.apply_unchecked(kChancePlayer, s.sample_chance(rngs_[i]));
  }

  void restart(std::size_t i) {
    states_[i] = game_->new_initial_state(game_);
    advance_chance(i);
  }

  // (observations, masks, seats): each game's tensor and legal mask for its seat to act.
  py::tuple views() const {
    const int obs = game_->observation_tensor_layout().size();
    const int space = game_->num_distinct_actions();
    py::array_t<float> observations(std::vector<py::ssize_t>{size(), obs});
    py::array_t<bool> masks(std::vector<py::ssize_t>{size(), space});
    py::array_t<int> seats(size());
    float* o = observations.mutable_data();
    bool* m = masks.mutable_data();
    int* p = seats.mutable_data();
    {
      py::gil_scoped_release free;
      ActionList legal;
      for (std::size_t i = 0; i < states_.size(); ++i) {
        const State& s = *states_[i];
        p[i] = seat(s);
        float* row = o + i * static_cast<std::size_t>(obs);
        std::fill(row, row + obs, 0.0f);
        s.observation_tensor(p[i], std::span<float>(row, static_cast<std::size_t>(obs)));
        bool* mask = m + i * static_cast<std::size_t>(space);
        std::fill(mask, mask + space, false);
        s.legal_actions(p[i], legal);
        for (Action a : legal) mask[a] = true;
      }
    }
    return py::make_tuple(observations, masks, seats);
  }

  std::shared_ptr<const Game> game_;
  std::vector<std::unique_ptr<State>> states_;
  std::vector<Rng> rngs_;
};

}  // namespace

void bind_batch(py::module_& m) {
  py::class_<GameBatch>(m, "GameBatch",
                        "Many games of one configuration stepped together in C++ "
                        "(rookery.envs.VectorEnv is the environment over it).")
      .def(py::init([](const PyGame& g, int size) { return GameBatch(g.game, size); }),
           py::arg("game"), py::arg("size"))
      .def_property_readonly("size", &GameBatch::size)
      .def("reset", &GameBatch::reset, py::arg("seed"),
           "Every game from the start: (observations, masks, seats).")
      .def("step", &GameBatch::step, py::arg("actions"),
           "Each game's seat to act plays its action: (observations, rewards, done, masks, "
           "seats); a finished game's row of rewards holds its returns, and it starts again.")
      .def("state", &GameBatch::state, py::arg("index"), "A copy of game `index` now.");
}

}  // namespace rookery::python
