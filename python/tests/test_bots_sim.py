"""Bots, simulations and ladders from Python: the seat specs of `rookery list`,
and the same JSON as `rookery sim --json` and `rookery ladder --json`."""

import threading
import time

import numpy as np
import pytest

import rookery
from conftest import random_move


@pytest.mark.parametrize("name", [g["name"] for g in rookery.games()])
def test_the_default_and_weakest_levels_play_legal_moves(name):
    entry = next(g for g in rookery.games() if g["name"] == name)
    game = rookery.load_game(name)
    for spec in ["random", entry["default_bot"]]:
        bots = [rookery.Bot(spec, game, seed=s) for s in range(game.num_players)]
        state, rng, moves = game.new_initial_state(), rookery.Rng(5), 0
        while not state.is_terminal() and moves < 300:
            if state.is_chance_node():
                player, action = random_move(state, rng)
            else:
                player = state.acting_players()[0]
                action = bots[player].step(state, player)
                assert state.is_legal(action, player), state.action_to_string(player, action)
                if name != "match":  # Match lists its claims' times on a 50 ms grid only
                    assert action in state.legal_actions(player)
            for bot in bots:
                bot.observe(state, player, action)
            state.apply(action, player)
            moves += 1


def test_a_bot_names_its_spec_and_refuses_a_bad_one():
    game = rookery.load_game("pantolino")
    assert rookery.Bot("heuristic", game).spec.startswith("heuristic")
    assert rookery.Bot("mcts(iterations=50)", game).thinks_long
    with pytest.raises(rookery.RookeryError, match="unknown bot"):
        rookery.Bot("genius", game)
    other = rookery.load_game("fistful").new_initial_state()
    with pytest.raises(rookery.RookeryError, match="made for"):
        rookery.Bot("random", game).step(other)


def test_sim_returns_the_command_lines_json():
    result = rookery.sim("pantolino", ["heuristic", "random"], games=40, seed=2)
    assert {"game", "games", "seats", "mean_length", "seconds", "games_per_second"} <= set(result)
    assert result["game"] == rookery.load_game("pantolino(players=2)").game_string
    assert result["games"] == 40 and len(result["seats"]) == 2
    for seat in result["seats"]:
        assert {"bot", "wins", "win_rate", "ci95", "mean_score"} <= set(seat)
        low, high = seat["ci95"]
        assert 0 <= low <= seat["win_rate"] <= high <= 1
    assert [seat["bot"] for seat in result["seats"]] == ["heuristic", "random"]
    assert sum(seat["wins"] for seat in result["seats"]) == pytest.approx(40)
    assert result["seats"][0]["win_rate"] > result["seats"][1]["win_rate"]
    again = rookery.sim("pantolino", ["heuristic", "random"], games=40, seed=2, threads=2)
    assert again["seats"] == result["seats"]  # the seed decides, not the threads
    with pytest.raises(rookery.RookeryError, match="games"):
        rookery.sim("pantolino", ["random", "random"], games=0)


def test_sim_of_a_solo_game_has_no_wins_and_rounds_where_the_game_has_them():
    solo = rookery.sim("pantolino(players=1)", ["random"], games=10, seed=1)
    seat = solo["seats"][0]
    assert seat["wins"] is None and seat["win_rate"] is None and seat["ci95"] is None
    assert seat["mean_score"] > 0
    rounds = rookery.sim("push_push", ["random"] * 3, games=10, seed=1)["rounds"]
    assert {"mean", "median", "histogram"} <= set(rounds)
    assert sum(rounds["histogram"].values()) == 10


def test_ladder_returns_ratings_with_intervals():
    result = rookery.ladder("pantolino", ["random", "heuristic"], games=20, seed=1)
    assert {"game", "players", "games_per_pairing", "ratings", "pairings", "seconds"} <= set(result)
    assert result["games_per_pairing"] == 20 and result["players"] == 2
    ratings = {r["bot"]: r for r in result["ratings"]}
    assert ratings.keys() == {"random", "heuristic"}
    for rating in ratings.values():
        assert {"bot", "elo", "ci95", "score", "games"} <= set(rating)
        assert rating["ci95"][0] <= rating["elo"] <= rating["ci95"][1]
    assert ratings["heuristic"]["elo"] > ratings["random"]["elo"]
    (pairing,) = result["pairings"]
    assert {"a", "b", "games", "a_share", "ci95"} <= set(pairing) and pairing["games"] == 20
    assert rookery.ladder("pantolino", ["random", "heuristic"], games=20, seed=1,
                          threads=2)["ratings"] == result["ratings"]
    with pytest.raises(rookery.RookeryError):
        rookery.ladder("pantolino", ["random"], games=4)  # a ladder needs two bots
    with pytest.raises(rookery.RookeryError):
        rookery.ladder("pantolino(players=1)", ["random", "heuristic"], games=4)


def test_playouts_are_arrays_reproducible_from_the_seed():
    game = rookery.load_game("fistful(players=3)")
    a = game.playouts(50, seed=9)
    assert a["returns"].shape == (50, 3) and a["scores"].shape == (50, 3)
    assert a["moves"].shape == (50,) and a["moves"].dtype == np.int64
    assert a["rounds"].shape == (50,) and a["rounds"].dtype == np.int64
    assert a["returns"].dtype == np.float64 and a["scores"].dtype == np.float64
    assert (a["moves"] > 0).all()
    np.testing.assert_allclose(a["returns"].sum(axis=1), 1.0)  # win shares
    b = game.playouts(50, seed=9, threads=2)
    for key in a:
        assert np.array_equal(a[key], b[key])
    assert not np.array_equal(a["scores"], game.playouts(50, seed=10)["scores"])
    with pytest.raises(rookery.RookeryError, match="seats"):
        game.playouts(5, bots=["random"])
    with pytest.raises(rookery.RookeryError, match="games"):
        game.playouts(0)


def test_playouts_with_bots_follow_their_specs():
    game = rookery.load_game("pantolino(players=2)")
    result = game.playouts(60, seed=4, bots=["heuristic", "random"])
    assert result["returns"].shape == (60, 2)
    shares = result["returns"].mean(axis=0)
    assert shares[0] > shares[1]  # the rule of thumb beats random moves
    again = game.playouts(60, seed=4, bots=["heuristic", "random"])
    assert np.array_equal(result["scores"], again["scores"])
    with pytest.raises(rookery.RookeryError, match="unknown bot"):
        game.playouts(5, bots=["random", "genius"])


def test_playouts_release_the_gil():
    """Another Python thread runs while playouts run in C++."""
    game = rookery.load_game("pantolino")
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    game.playouts(3000, seed=1)
    done.set()
    ticker.join()
    assert len(ticks) > 10


def test_a_bot_is_reproducible_from_its_seed_and_refuses_a_seat_without_a_move():
    game = rookery.load_game("pantolino(players=2)")
    state = game.new_initial_state()
    with pytest.raises(rookery.RookeryError, match="no move"):
        rookery.Bot("random", game).step(state)  # a chance node: no seat moves
    state.apply(state.sample_chance(rookery.Rng(3)))
    picks = {rookery.Bot("mcts(iterations=200)", game, seed=3).step(state) for _ in range(3)}
    assert len(picks) == 1
    with pytest.raises(rookery.RookeryError, match="no move"):
        rookery.Bot("random", game).step(state, 1)  # seat 1 waits


def test_a_bots_search_releases_the_gil():
    game = rookery.load_game("pantolino(players=2)")
    state = game.new_initial_state()
    state.apply(state.sample_chance(rookery.Rng(1)))
    bot = rookery.Bot("mcts(iterations=20000)", game, seed=1)
    ticks, done = [], threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    start = time.perf_counter()
    bot.step(state)
    elapsed = time.perf_counter() - start
    done.set()
    ticker.join()
    assert elapsed < 0.02 or len(ticks) > 5, (elapsed, len(ticks))
