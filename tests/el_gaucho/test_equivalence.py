"""Behaviour is pinned: seeded random games (every player count, several options) must give
exactly the events, views, legal actions, refusals, samples, digests and outcomes recorded in
``equivalence_fingerprints.json`` (recorded from the engine before its speed work).

Each game is folded into two SHA-256 fingerprints of ``repr`` texts (so types count, not
just values): ``play`` (per step: the legal actions, every seat's and the spectator's view,
the legal actions in the mover's view, two probe actions (one from earlier states or a
broken one, one built from the state), applied to see their events or refusals, the chosen action's events; at the end the
outcome; every 16th step the view and legal actions of a sampled state) and ``states`` (the
digests of those states, sampled ones included, every 8th step and at the end).

After a deliberate change of behaviour, record again with
``python -m tests.el_gaucho.test_equivalence`` from the repository root.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho.data import TILE_CODES
from farmhouse.games.el_gaucho.rules import (
    GAME,
    ActivateHiddenCattle,
    ActivateImmediateSale,
    ActivateRaise,
    ActivateReplace,
    ActivateSteal,
    ActivateWish,
    AddToHerd,
    EndTurn,
    HiddenDone,
    HiddenTake,
    Keep,
    Lie,
    Occupy,
    Options,
    PlaceOpening,
    Raise,
    Stand,
    TakeBack,
    TakeDice,
    pampa_layout,
)

FIXTURE = Path(__file__).with_name("equivalence_fingerprints.json")

OPTIONS: dict[str, Options] = {
    "default": Options(),
    "greater_15": Options(fill_threshold=15, fill_stop_rule="greater_than"),
    "average_seat0": Options(opening_keep_rule="average_below", start_player="seat0"),
    "layout_smalls": Options(
        pampa_layout=((2, 2, 2, 3), (2, 2, 2, 3, 4), (2, 2, 2, 4), (2, 2, 2, 3, 4)),
        small_numbers=(1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6),
        two_player_removed_breed="black",
    ),
    "wish_no_sort": Options(wish_in_diceless_round=True, sort_same_round=False),
}

#: (players, options name, seed): 3 × 5 × 16 = 240 games.
CASES: list[tuple[int, str, int]] = [
    (players, name, 1000 * players + 17 * i + k)
    for players in (2, 3, 4)
    for k, name in enumerate(OPTIONS)
    for i in range(16)
]

#: Actions that are never legal (bad codes, bad counts, bad areas …), probed now and then.
BROKEN: tuple[Any, ...] = (
    Stand("XX1", (1,)),
    Stand("RD1", (1, 2, 3)),
    Stand("RD1", ()),
    Lie("RD12", (3, 3)),
    Raise("BK1", (1,)),
    Occupy("nowhere", (1,)),
    Occupy("sort", (1, 2, 3)),
    TakeDice((1,)),
    TakeDice((7, 7)),
    TakeBack(),
    TakeBack(area="sort", tile="RD1"),
    ActivateWish(0),
    ActivateWish(7),
    ActivateImmediateSale("purple"),
    ActivateSteal("ZZ9"),
    ActivateRaise(()),
    ActivateRaise(("RD1", "RD2", "RD3")),
    ActivateReplace("BK12"),
    ActivateHiddenCattle(),
    HiddenTake("RD1", 9, 9),
    HiddenTake("RD1", 0, 0),
    HiddenDone(),
    AddToHerd("RD1"),
    AddToHerd("RD1", 7),
    Keep(()),
    Keep(("RD1", "RD2", "RD3", "RD4")),
    Keep(("BK1", "BK3", "BK2")),
    Keep(("BK12", "BK11")),
    PlaceOpening("nowhere"),
    Stand("RD1", (6,)),
    Occupy("hidden_cattle", (1,)),
    AddToHerd("RD1", 0),
    AddToHerd("BK5", 3),
    AddToHerd("SP7", 1),
    EndTurn(),
    "not an action",
)


def _feed(h: Any, item: object) -> None:
    h.update(repr(item).encode())
    h.update(b"\n")


def _probe(state: Any, action: Any) -> object:
    try:
        after, events = GAME.apply(state, action)
    except IllegalAction as err:
        return ("refused", err.reason, err.params)
    return ("applied", events, after.to_move)


def _derived(state: Any) -> list[Any]:
    """Actions built from ``state`` that are often illegal in a subtle way: keeps of the
    drawn tiles in every order, additions at every index, Hidden cattle takes of every Steppe
    tile, stands with every die, raises of every lying gaucho."""
    seat = state.to_move
    out: list[Any] = []
    drawn = [TILE_CODES[t] for t in state.drawn[seat]]
    out += [Keep(p) for k in (1, 2, 3) for p in itertools.permutations(drawn[:4], k)]
    for t in state.pending[seat]:
        out += [AddToHerd(TILE_CODES[t], k) for k in (None, 0, 1, 2, 3, 5)]
    lay = pampa_layout(state.options.pampa_layout, state.players)
    empty = [i for i, t in enumerate(state.tiles) if t < 0]
    for t in state.steppe:
        for i in empty[:3]:
            out.append(HiddenTake(TILE_CODES[t], lay.row_of[i], lay.space_of[i]))
    for i, t in enumerate(state.tiles):
        if t >= 0:
            code = TILE_CODES[t]
            out += [Stand(code, (d,)) for d in range(1, 7)]
            if state.gauchos[i] >= 0:
                out += [Raise(code, (d,)) for d in range(1, 4)]
                out += [TakeBack(tile=code), ActivateReplace(code), ActivateRaise((code,))]
    return out or [EndTurn()]


def fingerprint(players: int, options: Options, seed: int) -> dict[str, Any]:
    """The two fingerprints of one seeded random game, and its length."""
    play = hashlib.sha256()
    states = hashlib.sha256()
    rng = Rng.from_seed(seed ^ 0xE9)
    state = GAME.setup(players, options, seed)
    _feed(states, GAME.digest(state))
    pool: list[Any] = list(BROKEN)
    step = 0
    while state.to_move is not None:
        seat = state.to_move
        legal = GAME.legal_actions(state)
        _feed(play, legal)
        for s in (*range(players), None):
            _feed(play, GAME.view(state, s))
        view = GAME.view(state, seat)
        _feed(play, GAME.legal_actions_in_view(view))
        _feed(play, _probe(state, pool[rng.randbelow(len(pool))]))
        derived = _derived(state)
        _feed(play, _probe(state, derived[rng.randbelow(len(derived))]))
        if step % 16 == 5:
            sample = GAME.sample_state(view, Rng.from_seed(seed + step))
            _feed(play, GAME.view(sample, seat))
            _feed(play, GAME.legal_actions(sample))
            _feed(states, GAME.digest(sample))
        action = legal[rng.randbelow(len(legal))]
        pool.append(legal[rng.randbelow(len(legal))])
        state, events = GAME.apply(state, action)
        _feed(play, events)
        step += 1
        if step % 8 == 0:
            _feed(states, GAME.digest(state))
        assert step < 5000
    _feed(play, [GAME.view(state, s) for s in (*range(players), None)])
    _feed(play, [_probe(state, action) for action in (EndTurn(), pool[-1])])
    _feed(play, GAME.outcome(state))
    _feed(states, GAME.digest(state))
    return {"steps": step, "play": play.hexdigest(), "states": states.hexdigest()}


def _key(players: int, name: str, seed: int) -> str:
    return f"{players}/{name}/{seed}"


def _recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("players", "name", "seed"), CASES)
def test_game_matches_the_recorded_fingerprint(players, name, seed):
    expected = _recorded()[_key(players, name, seed)]
    assert fingerprint(players, OPTIONS[name], seed) == expected


def test_every_case_is_recorded():
    assert sorted(_recorded()) == sorted(_key(*case) for case in CASES)


if __name__ == "__main__":
    FIXTURE.write_text(
        json.dumps(
            {_key(p, n, s): fingerprint(p, OPTIONS[n], s) for p, n, s in CASES},
            indent=1,
            sort_keys=True,
        )
        + "\n",
        encoding="utf-8",
    )
    print(f"recorded {len(CASES)} games in {FIXTURE}")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", list(OPTIONS))
def test_apply_never_changes_its_input_whatever_the_action(players, name, state_snapshot):
    """Every legal action and many illegal ones, at every step of a random game, leave the
    state they are applied to untouched (apply copies only what it changes)."""
    rng = Rng.from_seed(players * 31 + len(name))
    state = GAME.setup(players, OPTIONS[name], players * 7 + len(name))
    pool: list[Any] = list(BROKEN)
    while state.to_move is not None:
        before = state_snapshot(state)
        legal = GAME.legal_actions(state)
        for action in (*legal, *_derived(state)[::7], *pool[-10:]):
            try:
                GAME.apply(state, action)
            except IllegalAction:
                pass
            assert state_snapshot(state) == before, action
        pool.extend(legal[:2])
        state, _ = GAME.apply(state, legal[rng.randbelow(len(legal))])
