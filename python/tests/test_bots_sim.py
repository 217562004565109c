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
                assert action in state.legal_actions(player) or state.is_legal(action, player)
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
    assert result["games"] == 40 and len(result["seats"]) == 2
    assert result["seats"][0]["win_rate"] > result["seats"][1]["win_rate"]
    again = rookery.sim("pantolino", ["heuristic", "random"], games=40, seed=2, threads=2)
    assert again["seats"] == result["seats"]  # the seed decides, not the threads
    with pytest.raises(rookery.RookeryError, match="games"):
        rookery.sim("pantolino", ["random", "random"], games=0)


def test_ladder_returns_ratings_with_intervals():
    result = rookery.ladder("pantolino", ["random", "heuristic"], games=20, seed=1)
    ratings = {r["bot"]: r for r in result["ratings"]}
    assert ratings["heuristic"]["elo"] > ratings["random"]["elo"]
    assert "ci95" in ratings["random"] and result["pairings"]


def test_playouts_are_arrays_reproducible_from_the_seed():
    game = rookery.load_game("fistful(players=3)")
    a = game.playouts(50, seed=9)
    assert a["returns"].shape == (50, 3) and a["scores"].shape == (50, 3)
    assert a["moves"].shape == (50,) and a["moves"].dtype == np.int64
    np.testing.assert_allclose(a["returns"].sum(axis=1), 1.0)  # win shares
    b = game.playouts(50, seed=9, threads=2)
    for key in a:
        assert np.array_equal(a[key], b[key])
    assert not np.array_equal(a["scores"], game.playouts(50, seed=10)["scores"])
    with pytest.raises(rookery.RookeryError, match="seats"):
        game.playouts(5, bots=["random"])


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
