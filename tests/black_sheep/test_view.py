"""Views (section 5, BS-11), determinisation (sample_state) and legal actions from a view."""

from __future__ import annotations

import copy

import pytest

from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import GAME, Options, State

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep

CONFIGS = [
    (2, Options()),
    (3, Options(task_cards=True)),
    (4, Options(values_hidden_until_end=True)),
    (2, Options(task_cards=True, values_hidden_until_end=True)),
    (4, Options(task_cards=True)),
]


def _positions(play_random, every=5):
    """Mid-game states of a few random games, plus each game's final state."""
    found = []
    for n, (players, options) in enumerate(CONFIGS):
        steps = list(play_random(players, options, 500 + n))
        found.extend(before for i, (before, _, _, _) in enumerate(steps) if i % every == 0)
        found.append(steps[-1][2])
    return found


def _seats(state: State):
    return [*range(state.players), None]


def _visible_values(state: State, seat: int | None) -> set[int]:
    """Figures whose values ``seat`` may know (section 5)."""
    if state.to_move is None:
        return {f for c in state.corrals for f in c}
    if seat is None or state.options.values_hidden_until_end:
        return set()
    return set(state.corrals[seat])


def _perturb(state: State, seat: int | None, rng: Rng) -> State:
    """The same state with everything ``seat`` may not see reshuffled."""
    s = copy.deepcopy(state)
    others = [i for i in range(state.players) if i != seat]
    pool = s.deck + [c for i in others for c in s.hands[i]]
    rng.shuffle(pool)
    for i in others:
        size = len(s.hands[i])
        s.hands[i] = sorted(pool[:size], key=ANIMALS.index)
        del pool[:size]
    s.deck = pool
    known = _visible_values(state, seat)
    for a in ANIMALS:
        hidden = [f for f, t in enumerate(s.figure_types) if t is a and f not in known]
        values = [s.figure_values[f] for f in hidden]
        rng.shuffle(values)
        for f, v in zip(hidden, values, strict=True):
            s.figure_values[f] = v
    if state.options.task_cards and state.to_move is not None:
        tasks = s.unused_tasks + [t for i in others for t in s.secret_tasks[i]]
        rng.shuffle(tasks)
        for i in others:
            n = len(s.secret_tasks[i])
            s.secret_tasks[i] = sorted(tasks[:n])
            del tasks[:n]
        s.unused_tasks = tasks
    s.rng = Rng.from_seed(rng.next_u64())
    return s


def test_views_reveal_nothing_hidden(play_random):
    rng = Rng.from_seed(77)
    changed = 0
    for state in _positions(play_random):
        for seat in _seats(state):
            view = GAME.view(state, seat)
            other = _perturb(state, seat, rng)
            changed += GAME.digest(other) != GAME.digest(state)
            assert GAME.view(other, seat) == view
            known = _visible_values(state, seat)
            for corral in view.corrals:
                for fv in corral:
                    assert fv.value == (state.figure_values[fv.id] if fv.id in known else None)
            assert all(fv.value is None for p in view.pastures for fv in p.figures)
            assert view.hand == (() if seat is None else tuple(state.hands[seat]))
    assert changed > 100  # the perturbation really hid something


def test_other_secret_tasks_appear_only_at_the_end(play_random):
    steps = list(play_random(3, Options(task_cards=True), 8))
    state = steps[len(steps) // 2][0]
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view.secret_tasks == tuple(state.secret_tasks[seat])
        assert view.revealed_secret_tasks is None
        assert view.face_up_tasks == tuple(state.face_up_tasks)
    assert GAME.view(state, None).secret_tasks == ()
    final = steps[-1][2]
    assert GAME.view(final, None).revealed_secret_tasks == tuple(
        tuple(t) for t in final.secret_tasks
    )


def test_own_values_follow_the_option(build):
    """BS-11.1: owners see their own values unless `values_hidden_until_end`; all values are
    public at the end."""
    corrals = {0: [(H, 3), (B, -2)], 1: [(C, 1)]}
    plain = build(2, corrals=corrals)
    hidden = build(2, corrals=corrals, options=Options(values_hidden_until_end=True))
    assert [fv.value for fv in GAME.view(plain, 0).corrals[0]] == [3, -2]
    assert [fv.value for fv in GAME.view(plain, 0).corrals[1]] == [None]
    assert [fv.value for fv in GAME.view(hidden, 0).corrals[0]] == [None, None]
    over = build(2, corrals=corrals, options=Options(values_hidden_until_end=True), to_move=None)
    assert [[fv.value for fv in c] for c in GAME.view(over, None).corrals] == [[3, -2], [1]]
    with pytest.raises(ValueError):
        GAME.view(plain, 2)


def test_sample_state_is_consistent_with_the_view(play_random, invariants):
    rng = Rng.from_seed(5)
    for state in _positions(play_random, every=7):
        for seat in _seats(state):
            view = GAME.view(state, seat)
            sample = GAME.sample_state(view, rng)
            assert GAME.view(sample, seat) == view
            invariants(sample)
            if seat is not None and seat == state.to_move:
                assert GAME.legal_actions(sample) == GAME.legal_actions(state)
                assert GAME.legal_actions_in_view(view) == GAME.legal_actions(state)
            else:
                assert GAME.to_move(sample) == GAME.to_move(state)
                assert GAME.legal_actions_in_view(view) == []


def test_samples_differ_and_can_be_played_out(play_random, invariants):
    steps = list(play_random(4, Options(task_cards=True), 31))
    state = steps[20][0]
    seat = state.to_move
    view = GAME.view(state, seat)
    rng = Rng.from_seed(9)
    samples = [GAME.sample_state(view, rng) for _ in range(5)]
    assert len({GAME.digest(s) for s in samples}) == 5
    assert len({tuple(s.deck) for s in samples}) > 1
    assert len({tuple(s.figure_values) for s in samples}) > 1
    for sample in samples:
        play = Rng.from_seed(sample.turn)
        while sample.to_move is not None:
            sample, _ = GAME.apply(sample, play.choice(GAME.legal_actions(sample)))
        invariants(sample)
        assert GAME.outcome(sample) is not None


def test_legal_actions_in_view_at_every_turn(play_random):
    for players in (2, 3, 4):
        for before, _, _, _ in play_random(players, Options(), 40 + players):
            seat = before.to_move
            view = GAME.view(before, seat)
            assert GAME.legal_actions_in_view(view) == GAME.legal_actions(before)
