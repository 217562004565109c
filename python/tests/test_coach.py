"""The coach from Python (docs/coach.md): a decision's options with their values,
and a recorded game's review, as the dicts of `rookery analyse --json`."""

import pytest

import rookery


def decision_of(game_string, seed=1):
    """A record of `game_string` advanced to its first decision."""
    record = rookery.Record(rookery.load_game(game_string), seed=seed)
    record.advance_chance()
    return record


def test_pantolino_values_are_exact_and_best_first():
    record = decision_of("pantolino(players=2)")
    state = record.state()
    a = rookery.assess(state)
    assert a["exact"] and a["measure"] == "boots"
    assert sorted(o["action"] for o in a["options"]) == sorted(state.legal_actions(0))
    values = [o["value"] for o in a["options"]]
    assert values == sorted(values, reverse=True)
    assert all(o["low"] == o["value"] == o["high"] and o["samples"] == 0 for o in a["options"])


def test_a_review_of_a_bad_game_names_its_mistakes():
    record = decision_of("pantolino(players=2)", seed=4)
    # Player 1 always rerolls everything it may, player 2 takes the first move.
    while not record.state().is_terminal():
        state = record.state()
        player = state.acting_players()[0]
        legal = state.legal_actions(player)
        record.apply(legal[-1] if player == 0 else legal[0], player)
        record.advance_chance()
    r = rookery.review(record, 0)
    assert r["accuracy"] < 100
    assert len(r["mistakes"]) == 3
    losses = [r["decisions"][k]["loss"] for k in r["mistakes"]]
    assert losses == sorted(losses, reverse=True) and losses[-1] > 0


def test_searched_values_are_chances_with_intervals():
    record = decision_of("push_push(players=3)", seed=2)
    state = record.state()
    # A seat with a choice (a forced move is not searched).
    player = max(state.acting_players(), key=lambda p: len(state.legal_actions(p)))
    assert len(state.legal_actions(player)) >= 2
    a = rookery.assess(state, player=player, iterations=200, seed=3)
    assert not a["exact"] and a["measure"] == "win"
    assert sum(o["samples"] for o in a["options"]) == max(200, 4 * len(a["options"]))
    for o in a["options"]:
        assert 0 <= o["low"] <= o["value"] <= o["high"] <= 1
    assert rookery.assess(state, player=player, iterations=200, seed=3) == a  # the same seed, the same values


def test_match_has_no_coach():
    record = decision_of("match(players=2)")
    with pytest.raises(rookery.RookeryError, match="race against the clock"):
        rookery.review(record, 0)


def test_no_assessment_for_chance_or_out_of_range():
    record = rookery.Record(rookery.load_game("pantolino(players=2)"), seed=1)
    state = record.state()
    assert state.is_chance_node()
    with pytest.raises(rookery.RookeryError, match="no decision to make"):
        rookery.assess(state)
    record.advance_chance()
    with pytest.raises(rookery.RookeryError, match="iterations must be"):
        rookery.assess(record.state(), iterations=2**40)
