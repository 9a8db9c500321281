"""Views (section 4), determinisation (sample_state) and legal actions from a view."""

from __future__ import annotations

import pytest

from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho.positions import build
from farmhouse.games.el_gaucho.rules import GAME, ActivateHiddenCattle, Options, State

from .conftest import OPTION_CONFIGS, check_invariants, hide_differently

CONFIGS = [
    (2, Options()),
    (3, OPTION_CONFIGS["average_below"]),
    (4, OPTION_CONFIGS["wish_diceless"]),
    (3, OPTION_CONFIGS["layout"]),
    (2, OPTION_CONFIGS["removed_black"]),
]


def _positions(play_random, every=4) -> list[State]:
    """States of a few random games (every ``every``-th, all keep-phase ones, every Hidden
    cattle in progress) plus each game's final state."""
    found = []
    for n, (players, options) in enumerate(CONFIGS):
        steps = list(play_random(players, options, 800 + n))
        for i, (before, _, _, _) in enumerate(steps):
            if i % every == 0 or before.phase == "keep" or before.hidden_active:
                found.append(before)
        found.append(steps[-1][2])
    return found


def _seats(state: State) -> list[int | None]:
    return [*range(state.players), None]


def test_views_reveal_nothing_hidden(play_random):
    rng = Rng.from_seed(77)
    changed = 0
    for state in _positions(play_random):
        for seat in _seats(state):
            view = GAME.view(state, seat)
            other = hide_differently(state, seat, rng)
            check_invariants(other)
            changed += GAME.digest(other) != GAME.digest(state)
            assert GAME.view(other, seat) == view
            assert view.pile_count == len(state.pile) and view.steppe_count == len(state.steppe)
            if seat is None:
                assert view.drawn == view.kept == view.discarded == view.steppe_known == ()
            else:
                assert set(view.steppe_known) <= set(state.seen[seat])
                assert view.drawn == state.drawn[seat] and view.kept == state.kept[seat]
    assert changed > 300  # the perturbation really hid something


def test_the_opening_choice_stays_secret_until_the_reveal():
    state = GAME.setup(3, Options(start_player="seat0"), 12)
    first = GAME.legal_actions(state)[0]
    after, _ = GAME.apply(state, first)
    for seat in (1, 2, None):
        view = GAME.view(after, seat)
        assert view.kept == () and view.keep_chosen == (True, False, False)
        assert view.drawn_counts == (4, 4, 4)
        assert view.drawn == (() if seat is None else after.drawn[seat])
    assert GAME.view(after, 0).kept == after.kept[0]


def test_a_seat_knows_the_steppe_tiles_it_saw_while_they_stay():
    state = build(
        3,
        areas={0: ["hidden_cattle"], 1: ["hidden_cattle"]},
        dice=[1, 1],
        steppe=["RD1", "RD2", "RD3", "RD12"],
        seen={1: ["RD2", "RD12"]},
    )
    assert GAME.view(state, 1).steppe_known == tuple(sorted(state.seen[1]))
    assert GAME.view(state, 0).steppe_known == ()
    state, _ = GAME.apply(state, ActivateHiddenCattle())
    assert GAME.view(state, 0).steppe_known == state.steppe
    taken = next(a for a in GAME.legal_actions(state) if a.tile == "RD2")
    state, _ = GAME.apply(state, taken)
    # RD2 is public on the pampa now; seat 1 still knows RD12 in the Steppe.
    assert len(GAME.view(state, 1).steppe_known) == 1


def test_view_refuses_seats_not_at_the_table():
    state = GAME.setup(2, Options(), 1)
    with pytest.raises(ValueError):
        GAME.view(state, 2)


def test_sample_state_is_consistent_with_the_view(play_random):
    rng = Rng.from_seed(5)
    for state in _positions(play_random, every=6):
        for seat in _seats(state):
            view = GAME.view(state, seat)
            sample = GAME.sample_state(view, rng)
            assert GAME.view(sample, seat) == view
            check_invariants(sample)
            if seat is not None and seat == state.to_move:
                assert GAME.legal_actions(sample) == GAME.legal_actions(state)
                assert GAME.legal_actions_in_view(view) == GAME.legal_actions(state)
            else:
                assert GAME.to_move(sample) == GAME.to_move(state)
                assert GAME.legal_actions_in_view(view) == []


def test_samples_differ_and_can_be_played_out(play_random):
    steps = list(play_random(4, Options(), 31))
    state = next(b for i, (b, _, _, _) in enumerate(steps) if i > 40 and b.phase == "turn")
    view = GAME.view(state, state.to_move)
    rng = Rng.from_seed(9)
    samples = [GAME.sample_state(view, rng) for _ in range(5)]
    assert len({GAME.digest(s) for s in samples}) == 5
    assert len({s.pile for s in samples}) == 5
    for sample in samples:
        play = Rng.from_seed(sample.step)
        while sample.to_move is not None:
            sample, _ = GAME.apply(sample, play.choice(GAME.legal_actions(sample)))
        check_invariants(sample)
        assert GAME.outcome(sample) is not None


def test_legal_actions_in_view_at_every_decision(play_random):
    for players in (2, 3, 4):
        for before, _, _, _ in play_random(players, Options(), 40 + players):
            seat = before.to_move
            view = GAME.view(before, seat)
            assert GAME.legal_actions_in_view(view) == GAME.legal_actions(before)
            if seat is not None:
                other = (seat + 1) % players
                assert GAME.legal_actions_in_view(GAME.view(before, other)) == []
