"""pyspiel's conventions on rookery's games and states (docs/python.md, "For OpenSpiel
users"): names, argument order, player ids, dense action ids, history, serialization,
pickling, joint moves, perfect-recall information states, utilities, and errors in
the caller's numbering. Then three programs written for pyspiel run with the one-line
import shim."""

import os
import pickle
import re
import subprocess
import sys

import numpy as np
import pytest

import rookery
import rookery.pyspiel as pyspiel
from conftest import CONFIGURATIONS, DEFAULTS, random_move

PROGRAMS = os.path.join(os.path.dirname(__file__), "pyspiel_programs")


def played(game_string, seed, moves=None):
    """A state after random moves from `seed` (to the end when `moves` is None)."""
    game = rookery.load_game(game_string)
    state = game.new_initial_state()
    rng = rookery.Rng(seed)
    count = 0
    while not state.is_terminal() and (moves is None or count < moves):
        player, action = random_move(state, rng)
        state.apply(action, player)
        count += 1
    return state


def first_simultaneous(game_string, seed):
    """The first state of a random game from `seed` where several seats choose at once."""
    state = rookery.load_game(game_string).new_initial_state()
    rng = rookery.Rng(seed)
    while not state.is_simultaneous_node():
        player, action = random_move(state, rng)
        state.apply(action, player)
    return state


def test_player_ids_are_pyspiels():
    assert (rookery.CHANCE, rookery.SIMULTANEOUS, rookery.INVALID, rookery.TERMINAL) == (
        -1, -2, -3, -4)
    assert pyspiel.PlayerId.SIMULTANEOUS == -2 and pyspiel.PlayerId.TERMINAL == -4
    assert rookery.SPECTATOR not in (-1, -2, -3, -4, -5)  # -5 is pyspiel's MEAN_FIELD


def test_game_facts_answer_as_properties_and_as_pyspiel_methods():
    game = pyspiel.load_game("pantolino", {"players": 3, "escaping_boots": True})
    assert game.game_string == rookery.load_game("pantolino(players=3,escaping_boots=true)").game_string
    assert game.num_players == game.num_players() == 3
    assert game.num_distinct_actions() == game.num_distinct_actions == 51
    assert game.observation_tensor_shape() == game.observation_tensor_shape
    assert game.observation_tensor_size() == game.observation_tensor_shape[0]
    assert game.max_game_length() > 0 and game.max_chance_outcomes() == 1296
    assert game.get_parameters()["players"] == 3
    assert pyspiel.registered_names() == [g["name"] for g in rookery.games()]
    with pytest.raises(rookery.RookeryError):
        pyspiel.load_game("pantolino(players=2)", {"players": 3})


@pytest.mark.parametrize("game_string,dynamics,utility", [
    ("pantolino", "SEQUENTIAL", "CONSTANT_SUM"),
    ("pantolino(players=1)", "SEQUENTIAL", "GENERAL_SUM"),
    ("push_push", "SIMULTANEOUS", "CONSTANT_SUM"),
    ("push_push(players=4,waddlebots=2)", "SIMULTANEOUS", "GENERAL_SUM"),  # PP-12: a Waddlebot can win for nobody
    ("match", "SIMULTANEOUS", "CONSTANT_SUM"),
    ("plucky", "SEQUENTIAL", "GENERAL_SUM"),  # everyone eaten: nobody wins
])
def test_get_type_says_what_kind_of_game(game_string, dynamics, utility):
    kind = rookery.load_game(game_string).get_type()
    assert kind.dynamics.name == dynamics and kind.utility.name == utility
    assert kind.chance_mode == rookery.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.reward_model == rookery.GameType.RewardModel.TERMINAL
    assert kind.provides_information_state_string and not kind.provides_information_state_tensor


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_returns_lie_within_the_utilities(game_string):
    game = rookery.load_game(game_string)
    for seed in range(3):
        returns = played(game_string, seed).returns()
        assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
        if game.get_type().utility.name == "CONSTANT_SUM":
            assert sum(returns) == pytest.approx(game.utility_sum())


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_history_serialize_and_pickle_rebuild_the_state(game_string):
    state = played(game_string, 4, moves=60)
    assert state.move_number() == len(state.history()) == len(state.full_history())
    assert [a for _, a in state.full_history()] == state.history()
    game = state.get_game()
    again = game.deserialize_state(state.serialize())
    assert again == state and again.history() == state.history()
    assert pickle.loads(pickle.dumps(state)) == state
    assert pickle.loads(pickle.dumps(game)) == game
    g2, s2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert g2 == game and s2 == state
    # A clone keeps the history; a resampled state has none to give.
    assert state.clone().history() == state.history()
    if not state.is_terminal() and state.current_player() >= 0:
        drawn = state.resample_hidden(state.current_player(), rookery.Rng(1))
        with pytest.raises(rookery.RookeryError, match="resample_hidden"):
            drawn.serialize()


def test_action_to_string_takes_the_player_first_as_pyspiel_does():
    state = played("pantolino", 1, moves=1)  # the first roll made: seat 0 decides
    for action in state.legal_actions():
        words = state.action_to_string(0, action)
        assert words == state.action_to_string(action)
        assert state.string_to_action(0, words) == action == state.string_to_action(words, 0)
    with pytest.raises(rookery.RookeryError, match="no seat 5"):
        state.action_to_string(5, 0)


def test_legal_actions_ascend_and_masks_are_indexed_by_id():
    for game_string in CONFIGURATIONS:
        state = played(game_string, 2, moves=30)
        if state.is_terminal():
            continue
        for seat in state.acting_players():
            legal = state.legal_actions(seat)
            assert legal == sorted(legal)
            size = (state.get_game().max_chance_outcomes() if seat == rookery.CHANCE
                    else state.get_game().num_distinct_actions())
            mask = state.legal_actions_mask(seat)
            assert mask.shape == (size,) and list(np.flatnonzero(mask)) == legal


def test_apply_actions_makes_every_seats_choice_at_once_or_none():
    state = first_simultaneous("push_push", 3)
    game = state.get_game()
    acting = state.acting_players()
    choices = [state.legal_actions(p)[0] if p in acting else 0 for p in range(game.num_players())]
    before = state.clone()
    bad = list(choices)
    bad[acting[-1]] = 9999
    with pytest.raises(rookery.IllegalActionError):
        state.apply_actions(bad)
    assert state == before and state.history() == before.history()  # all or none
    with pytest.raises(rookery.RookeryError, match="apply_actions"):
        state.apply_action(choices[acting[0]])
    state.apply_actions(choices)
    assert state.move_number() == before.move_number() + len(acting)
    assert not state.is_simultaneous_node() or state.acting_players() != acting


def test_information_state_remembers_what_the_seat_saw_and_no_more():
    # Perfect recall: states one observation cannot tell apart (the same position after
    # different rerolls) have different information states, and an information state
    # always has one observation.
    observation_of, histories = {}, {}
    for seed in range(40):
        game = rookery.load_game("pantolino")
        state = game.new_initial_state()
        rng = rookery.Rng(seed)
        while not state.is_terminal():
            if state.current_player() == 0:
                info, seen = state.information_state_string(0), state.observation_string(0)
                assert observation_of.setdefault(info, seen) == seen
                histories.setdefault(seen, set()).add(info)
            player, action = random_move(state, rng)
            state.apply(action, player)
    assert any(len(infos) > 1 for infos in histories.values())
    # A secret choice: seat 1's information is the same whichever GO die seat 0 picked.
    state = first_simultaneous("push_push", 5)
    picks = state.legal_actions(0)
    seen = set()
    for pick in picks:
        branch = state.clone()
        branch.apply(pick, 0)
        seen.add(branch.information_state_string(1))
    assert len(seen) == 1 and len(picks) > 1


def test_rewards_come_at_the_end():
    state = played("fistful", 3, moves=5)
    assert state.rewards() == [0.0] * state.num_players()
    end = played("fistful", 3)
    assert end.rewards() == end.returns()
    assert end.player_return(1) == end.returns()[1] == end.player_reward(1)


def test_wrong_seats_are_named_in_the_callers_numbering():
    state = played("pantolino", 1, moves=1)  # seat 0 acts
    action = state.legal_actions()[0]
    with pytest.raises(rookery.RookeryError, match=r"no seat 7: seats are 0 to 1"):
        state.apply(action, 7)
    with pytest.raises(rookery.IllegalActionError,
                       match=r"seat 1 \(player 2\) does not act now; seat 0 \(player 1\) does"):
        state.apply(action, 1)
    with pytest.raises(rookery.RookeryError, match="no viewer 9"):
        state.observation_tensor(9)
    with pytest.raises(rookery.RookeryError, match="no seat 5: seats are 0 to 1"):
        rookery.review(rookery.Record(state.get_game(), seed=1), 5)


def run_program(name, *args):
    """A pyspiel program's output; it runs as a user would run it."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    out = subprocess.run([sys.executable, os.path.join(PROGRAMS, name), *map(str, args)],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize("game_string", DEFAULTS)
def test_openspiels_random_playthrough_runs(game_string):
    out = run_program("random_rollout.py", game_string, 3)
    returns = [float(x) for x in re.findall(r"Utility for player \d+ is (\S+)", out)]
    assert len(returns) == rookery.load_game(game_string).num_players


def test_uct_written_for_pyspiel_beats_random_play():
    # 20 games of Fistful: a search no better than random play would average 0.5 (0.75 is
    # 2.2 standard deviations above); UCT with 100 simulations averages about 0.9.
    out = run_program("mcts_vs_random.py", "fistful", 20, 100, 1)
    mean = float(re.search(r"MCTS mean return: (\S+)", out).group(1))
    assert mean >= 0.75, out


def test_tabular_q_learning_written_for_pyspiel_runs():
    # It runs unchanged and fills its table; these games have too many states for a
    # table to learn much in a short schedule (the numpy example learns: test_learning_example).
    out = run_program("tabular_q_learning.py", "fistful(players=1)", 1000, 1)
    numbers = re.search(r"random play: (\S+), greedy before: (\S+), greedy after \d+ games: (\S+), "
                        r"states in the table: (\d+)", out)
    game = rookery.load_game("fistful(players=1)")
    returns = [float(x) for x in numbers.groups()[:3]]
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns), out
    assert int(numbers.group(4)) > 1000, out
