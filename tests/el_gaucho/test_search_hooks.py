"""The ``hard`` level's search hooks for El Gaucho (:class:`ai.ElGauchoHooks`): the unchecked
transition plays the game ``apply`` plays, playouts end (also in a game where every seat only
takes dice and ends its turn, which the rules allow for ever: EG-3.2, EG-7.1, EG-7.4, EG-8.1),
play legal actions and conserve the pieces, evaluations are win chances, candidates are the
legal actions best first, and equal views give equal decision keys."""

from __future__ import annotations

import random
from typing import Any

import pytest

from farmhouse.core.rng import Rng
from farmhouse.core.search import hooks_for
from farmhouse.games.el_gaucho import ai
from farmhouse.games.el_gaucho.rules import GAME, EndTurn, Options, State, TakeDice

from .conftest import OPTION_CONFIGS, check_invariants, hide_differently

HOOKS = ai.SEARCH_HOOKS


def _positions(players: int, options: Options, games: int = 2, every: int = 3) -> list[State]:
    """States (with more than one legal action) of random games, every ``every``-th one."""
    found: list[State] = []
    for g in range(games):
        rng = Rng.from_seed(500 + g)
        state = GAME.setup(players, options, 40 + g)
        i = 0
        while GAME.to_move(state) is not None:
            legal = GAME.legal_actions(state)
            if len(legal) > 1 and i % every == 0:
                found.append(state)
            state, _ = GAME.apply(state, rng.choice(legal))
            i += 1
    return found


def test_the_game_finds_these_hooks() -> None:
    assert hooks_for("el_gaucho") is HOOKS
    assert isinstance(HOOKS, ai.ElGauchoHooks)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_advance_is_apply_without_checks(players: int) -> None:
    """advance (a copy) and advance_in_place reach apply's state (same digest), and advance
    leaves its state untouched."""
    rng = Rng.from_seed(9)
    for state in _positions(players, Options(), games=1, every=2):
        before = GAME.digest(state)
        action = rng.choice(GAME.legal_actions(state))
        expected = GAME.digest(GAME.apply(state, action)[0])
        after = HOOKS.advance(state, action)
        assert GAME.digest(after) == expected
        assert GAME.digest(state) == before
        if GAME.to_move(after) is None:
            continue
        second = rng.choice(GAME.legal_actions(after))
        expected = GAME.digest(GAME.apply(GAME.apply(state, action)[0], second)[0])
        GAME.advance_in_place(after, second)
        assert GAME.digest(after) == expected
        assert GAME.digest(state) == before


@pytest.mark.parametrize(
    ("players", "name"), [(2, "default"), (3, "wish_diceless"), (4, "no_sort_same_round")]
)
def test_playouts_end_play_legal_actions_and_conserve_pieces(
    players: int, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A playout plays only legal actions, keeps every invariant of the pieces (tiles,
    gauchos), stops within ``playout_limit`` actions at the end of the round's drive (or of
    the game) and returns win chances for every seat."""
    played: list[int] = []
    real = GAME.advance_in_place

    def checked(state: State, action: Any) -> None:
        assert action in GAME.legal_actions(state)
        real(state, action)
        check_invariants(state)
        played[-1] += 1

    monkeypatch.setattr(GAME, "advance_in_place", checked)
    rand = random.Random(1).random
    for state in _positions(players, OPTION_CONFIGS[name], games=1, every=5):
        played.append(0)
        end = HOOKS.advance(state, GAME.legal_actions(state)[-1])
        if GAME.to_move(end) is None:
            continue
        start_round = end.round
        values = HOOKS.playout(end, rand)
        assert HOOKS.playout_limit is not None and played[-1] <= HOOKS.playout_limit
        assert GAME.to_move(end) is None or end.round <= start_round + 1 + HOOKS.playout_rounds
        assert len(values.wins) == len(values.rewards) == players
        assert all(0.0 <= v <= 1.0 for v in (*values.wins, *values.rewards))
        assert sum(values.wins) == pytest.approx(1.0)
    assert sum(played) > 100  # the playouts really played


def test_a_game_of_dice_and_ended_turns_never_ends_but_a_playout_does() -> None:
    """EG-3.2: ending the turn is always legal; EG-7.1/7.4: with no complete row no tile
    leaves the pampa and no refill draws; EG-8.1: only a draw that empties the pile ends
    the game. So seats that only take dice and end their turns play for ever (the rules
    allow it; the arena stops such a game at 10,000 actions). A playout from there still
    ends, valued by the evaluation."""
    state = GAME.setup(2, Options(), 3)
    while state.phase != "turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    pile = len(state.pile)
    for _ in range(600):
        legal = GAME.legal_actions(state)
        action = next((a for a in legal if isinstance(a, EndTurn | TakeDice)), legal[0])
        state, _ = GAME.apply(state, action)
    assert GAME.to_move(state) is not None and state.round > 100
    assert len(state.pile) == pile and state.end_round < 0
    values = HOOKS.playout(
        HOOKS.advance(state, GAME.legal_actions(state)[0]), random.Random(2).random
    )
    assert sum(values.wins) == pytest.approx(1.0)


def test_evaluate_gives_win_chances_that_follow_the_pesos() -> None:
    """evaluate: per seat a chance to win in [0, 1], summing to 1; more pesos for a seat
    raise its chance."""
    for state in _positions(3, Options(), games=1, every=9):
        values = HOOKS.evaluate(state)
        assert sum(values.wins) == pytest.approx(1.0)
        assert all(0.0 <= v <= 1.0 for v in (*values.wins, *values.rewards))
        richer = HOOKS.advance(state, GAME.legal_actions(state)[0])
        richer.money[0] += 30
        assert (
            HOOKS.evaluate(richer).wins[0]
            > HOOKS.evaluate(HOOKS.advance(state, GAME.legal_actions(state)[0])).wins[0]
        )


@pytest.mark.parametrize("players", [2, 4])
def test_candidates_are_the_legal_actions_best_first(players: int) -> None:
    for state in _positions(players, Options(), games=1, every=3):
        legal = GAME.legal_actions(state)
        got = list(HOOKS.candidates(state, legal))
        assert got and set(got) <= set(legal)
        assert len(set(got)) == len(got)
        scores = HOOKS.scores(state, legal)
        by_action = dict(zip(legal, scores, strict=True))
        assert [by_action[a] for a in got] == sorted((by_action[a] for a in got), reverse=True)


def test_decision_key_is_equal_for_equal_views_and_differs_for_others() -> None:
    rng = Rng.from_seed(4)
    keys = set()
    for state in _positions(3, Options(), games=1, every=6)[:30]:
        seat = GAME.to_move(state)
        assert seat is not None
        other = hide_differently(state, seat, rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        key = HOOKS.decision_key(GAME.view(state, seat))
        assert HOOKS.decision_key(GAME.view(other, seat)) == key
        keys.add(key)
    assert len(keys) == 30
