"""Behaviour is pinned: seeded random games (2–4 players, each option preset) must give exactly
the legal actions, views, refusals, events, samples, digests and outcomes recorded in
``equivalence_fingerprints.json`` (recorded from the engine before the rollout work split
``apply`` into checks and transitions).

Each game is folded into two SHA-256 fingerprints of ``repr`` texts (types count, not just
values): ``play`` (per step: the legal actions, every seat's and the spectator's view, the
legal actions in the mover's view, a probe action applied to see its events or refusal, the
chosen action's events; every 16th step the view and legal actions of a sampled state; at
the end the views and the outcome) and ``states`` (the digests of the states every 8th step,
of the samples, and at the end).

After a deliberate change of behaviour, record again with
``python tests/black_sheep/test_equivalence.py`` from the repository root.
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
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import GAME, Options, Pass, Play

FIXTURE = Path(__file__).with_name("equivalence_fingerprints.json")

OPTIONS: dict[str, Options] = {
    "default": Options(),
    "tasks": Options(task_cards=True),
    "hidden": Options(values_hidden_until_end=True),
    "tasks_hidden": Options(task_cards=True, values_hidden_until_end=True),
}

#: (players, options name, seed): 3 × 4 × 6 = 72 games.
CASES: list[tuple[int, str, int]] = [
    (players, name, 1000 * players + 17 * i + k)
    for players in (2, 3, 4)
    for k, name in enumerate(OPTIONS)
    for i in range(6)
]

#: Every action shape (legal or not somewhere): plays of 1–3 cards with or without a discard
#: on pastures -1 to 3, a pass, and something that is no action at all.
PROBES: tuple[Any, ...] = (
    *(
        Play(p, cards, discard)
        for p in range(-1, 4)
        for k in (1, 2, 3)
        for cards in itertools.combinations_with_replacement(ANIMALS, k)
        for discard in (None, ANIMALS[(len(cards) + p) % len(ANIMALS)])
    ),
    Play(0, ()),
    Pass(),
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


def fingerprint(players: int, options: Options, seed: int) -> dict[str, Any]:
    """The two fingerprints of one seeded random game, and its length."""
    play = hashlib.sha256()
    states = hashlib.sha256()
    rng = Rng.from_seed(seed ^ 0xB5)
    state = GAME.setup(players, options, seed)
    _feed(states, GAME.digest(state))
    step = 0
    while state.to_move is not None:
        seat = state.to_move
        legal = GAME.legal_actions(state)
        _feed(play, legal)
        for s in (*range(players), None):
            _feed(play, GAME.view(state, s))
        view = GAME.view(state, seat)
        _feed(play, GAME.legal_actions_in_view(view))
        _feed(play, _probe(state, PROBES[rng.randbelow(len(PROBES))]))
        if step % 16 == 5:
            sample = GAME.sample_state(view, Rng.from_seed(seed + step))
            _feed(play, GAME.view(sample, seat))
            _feed(play, GAME.legal_actions(sample))
            _feed(states, GAME.digest(sample))
        state, events = GAME.apply(state, legal[rng.randbelow(len(legal))])
        _feed(play, events)
        step += 1
        if step % 8 == 0:
            _feed(states, GAME.digest(state))
        assert step < 5000
    _feed(play, [GAME.view(state, s) for s in (*range(players), None)])
    _feed(play, _probe(state, Pass()))
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
