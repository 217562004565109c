"""The conformance properties again, from Python, for every game: what a
researcher relies on when driving rookery as they drive OpenSpiel."""

import copy
import fractions
import json
import os
import re
import subprocess

import numpy as np
import pytest

import rookery
from conftest import CONFIGURATIONS, random_move

PLAYOUTS = 4
DEEP_MOVES = 80  # the costly checks at the first moves of each playout, then every 10th


def check_state(state, rng):
    game = state.game
    players = game.num_players
    # Clones are equal and independent.
    twin = state.clone()
    assert twin == state and copy.copy(state) == state and copy.deepcopy(state) == state
    if not state.is_terminal():
        kept = state.clone()
        player, action = random_move(twin, rng)
        twin.apply(action, player)
        assert state == kept, "a move on a clone changed the original"
    # Whose move: one seat, CHANCE, SIMULTANEOUS or TERMINAL, as acting_players says.
    acting = state.acting_players()
    current = state.current_player()
    if state.is_terminal():
        assert current == rookery.TERMINAL and acting == []
    elif state.is_chance_node():
        assert current == rookery.CHANCE and not state.is_simultaneous_node()
    elif len(acting) > 1:
        assert current == rookery.SIMULTANEOUS and state.is_simultaneous_node()
    else:
        assert acting == [current] and 0 <= current < players
        assert state.legal_actions() == state.legal_actions(current)
    # Observations are dicts; tensors have the game's shape, and a resample of
    # what a seat cannot see leaves its tensor and observation alone.
    for seat in range(players):
        obs = state.observation(seat)
        assert isinstance(obs, dict)
        tensor = state.observation_tensor(seat)
        assert tensor.dtype == np.float32 and tensor.shape == game.observation_tensor_shape
        assert np.all(np.isfinite(tensor))
        other = state.resample_hidden(seat, rng)
        assert other.observation(seat) == obs
        assert other.information_key(seat) == state.information_key(seat)
        assert np.array_equal(other.observation_tensor(seat), tensor)
    if state.is_chance_node():
        exact = state.chance_outcomes_exact()
        assert sum(p for _, p in exact) == 1
        assert all(isinstance(p, fractions.Fraction) for _, p in exact)
        floats = dict(state.chance_outcomes())
        assert floats.keys() == {a for a, _ in exact}
        assert all(abs(floats[a] - float(p)) < 1e-12 for a, p in exact)
        assert abs(sum(floats.values()) - 1) < 1e-9
        assert state.legal_actions() == [a for a, _ in exact]
        assert state.sample_chance(rng) in floats
        return
    space = game.distinct_actions()
    size = game.num_distinct_actions
    for seat in [s for s in acting if s >= 0]:
        legal = state.legal_actions(seat)
        assert legal, "an acting seat has no legal action"
        mask = state.legal_actions_mask(seat)
        # OpenSpiel's convention: the mask is indexed by the action id itself.
        assert mask.dtype == np.bool_ and mask.shape == (size,)
        assert set(np.flatnonzero(mask).tolist()) == set(legal)
        assert set(legal) <= set(space) and all(0 <= a < size for a in legal)
        # Words round trip, and the words listed are the legal actions'.
        words = state.legal_action_words(seat)
        assert len(words) == len(legal)
        for action, text in list(zip(legal, words))[:20]:
            assert state.action_to_string(seat, action) == text
            assert state.string_to_action(text, seat) == action
            assert state.is_legal(action, seat)
        # An illegal action is refused with a reason, and changes nothing: an id
        # no game uses, and one of the action space that is not legal now.
        # (Match takes a claim at any ms, not only the listed grid: hence is_legal.)
        legal_set = set(legal)
        unlisted = (a for a in reversed(space) if a not in legal_set and not state.is_legal(a, seat))
        candidates = [-5] + [a for a in [next(unlisted, None)] if a is not None]
        for illegal in candidates:
            before = state.clone()
            assert not state.is_legal(illegal, seat)
            with pytest.raises(rookery.IllegalActionError) as refused:
                state.apply(illegal, seat)
            assert refused.value.reason and refused.value.action == illegal
            assert refused.value.player == seat
            assert isinstance(refused.value, rookery.RookeryError)
            assert isinstance(refused.value, ValueError)
            assert state == before


def changed_fields(before, after):
    return {k for k in set(before) | set(after) if before.get(k) != after.get(k)}


def check_segments(before, after):
    """Each tensor segment that changed names an observation field that changed."""
    layout = before.game.observation_tensor_layout
    for seat in range(before.game.num_players):
        fields = changed_fields(before.observation(seat), after.observation(seat))
        t0, t1 = before.observation_tensor(seat), after.observation_tensor(seat)
        for segment in layout:
            part = slice(segment["offset"], segment["offset"] + segment["size"])
            if not np.array_equal(t0[part], t1[part]):
                assert fields & set(segment["fields"]), (
                    f"segment {segment['name']} changed, its fields {segment['fields']} did not")


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_random_playouts_honour_every_contract(game_string, tmp_path):
    game = rookery.load_game(game_string)
    layout = game.observation_tensor_layout
    assert sum(s["size"] for s in layout) == game.observation_tensor_shape[0]
    for p in range(PLAYOUTS):
        rng = rookery.Rng(p + 1)
        record = rookery.Record(game, seed=p + 1)
        state = record.state()
        moves = 0
        while not state.is_terminal():
            deep = moves < DEEP_MOVES or moves % 10 == 0
            if deep:
                check_state(state, rng)
            player, action = random_move(state, rng)
            record.apply(action, player)
            after = record.state()
            if deep:
                check_segments(state, after)
            state = after
            moves += 1
            assert moves <= game.max_game_length
        # At the end: nobody acts, returns and scores for every seat.
        assert state.acting_players() == [] and state.current_player() == rookery.TERMINAL
        assert all(state.legal_actions(s) == [] for s in range(game.num_players))
        assert state.legal_actions() == [] and not state.is_chance_node()
        assert all(not state.legal_actions_mask(s).any() for s in range(game.num_players))
        check_state(state, rng)  # observations, tensors and clones at the end too
        assert len(state.returns()) == len(state.scores()) == game.num_players
        with pytest.raises(rookery.IllegalActionError):
            state.apply(0, 0)
        # The record replays bit for bit, through a dict and through a file.
        again = rookery.Record.from_json(record.to_json())
        assert again.state() == state and again.moves == record.moves
        path = tmp_path / f"game{p}.json"
        record.save(str(path))
        assert rookery.Record.load(str(path)).state() == state
        assert record.replay()[-1] == state and len(record.replay()) == moves + 1


def test_games_list_parameters_and_load_by_string():
    names = [g["name"] for g in rookery.games()]
    # The same games, in the same order, as the command line lists.
    listed = json.loads(subprocess.run([os.environ["ROOKERY_BIN"], "list", "--json"],
                                       capture_output=True, text=True, check=True).stdout)
    assert names == [g["name"] for g in listed["games"]] and len(names) >= 5
    assert all(g["configurations"][0] == g["name"] for g in rookery.games())
    game = rookery.load_game("pantolino(players=3,escaping_boots=true)")
    assert game.params == {"players": 3, "escaping_boots": True, "discard_smallest": False}
    assert game.num_players == 3 and game.facts["chance"] is True
    assert rookery.load_game(str(game)) == game
    assert rookery.load_game("pantolino", players=4).num_players == 4


def test_bad_input_raises_a_clear_error():
    with pytest.raises(rookery.RookeryError, match="unknown game"):
        rookery.load_game("chess")
    with pytest.raises(rookery.RookeryError, match="players"):
        rookery.load_game("pantolino(players=9)")
    state = rookery.load_game("pantolino").new_initial_state()
    with pytest.raises(rookery.RookeryError):
        state.string_to_action("fly away", 0)
    with pytest.raises(rookery.RookeryError):
        rookery.Record.from_json({"format": "rookery-playthrough", "moves": "x"})
    with pytest.raises(rookery.RookeryError):
        rookery.Record.from_json(eval("[" * 200 + "]" * 200))  # nesting beyond the limit
    with pytest.raises(rookery.RookeryError):
        state.observation(7)


def test_a_refusal_carries_the_rulebooks_reason():
    game = rookery.load_game("pantolino(players=2)")
    state = game.new_initial_state()
    state.apply_text("roll red red red red")
    with pytest.raises(rookery.IllegalActionError) as refused:
        state.apply_text("take blue 2")
    assert "stop" in refused.value.reason and refused.value.player == 0


def test_the_tensor_page_names_every_segment_under_its_game():
    page = open(os.path.join(os.path.dirname(__file__), "..", "..", "docs",
                             "observation-tensors.md"), encoding="utf-8").read()
    sections = dict(re.findall(r"^## (.+?)\n(.*?)(?=^## |\Z)", page, re.S | re.M))
    for entry in rookery.games():
        layout = rookery.load_game(entry["name"]).observation_tensor_layout
        if not layout:
            continue
        section = sections.get(entry["title"], "")
        for segment in layout:
            assert f"| `{segment['name']}` |" in section, (entry["title"], segment["name"])
