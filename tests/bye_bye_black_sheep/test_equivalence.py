"""Behaviour is pinned: seeded games (every player count and option combination, uniformly
random and biased players) must give exactly the events, views, legal actions, refusals,
samples, digests and outcomes recorded in ``equivalence_fingerprints.json`` (recorded from
the engine before its speed work; the ``states`` fingerprints again in session 17, when the
sampled states came to be dealt by ``Rng.shuffle_packed``: every ``play`` fingerprint
stayed, and with ``shuffle`` in ``shuffle_packed``'s place all of them are the old ones).

Each game is folded into two SHA-256 fingerprints of ``repr`` texts (so types count, not
just values): ``play`` (per step: the legal actions, every seat's and the spectator's view,
the legal actions in the mover's view, a probe action taken from earlier states or a broken
one, applied to see its events or refusal, the chosen action's events; at the end the
outcome; every 8th step the view and legal actions of a sampled state) and ``states`` (the
digests of those states, sampled ones included, every 8th step and at the end).

After a deliberate change of behaviour, record again with
``python -m tests.bye_bye_black_sheep.test_equivalence`` from the repository root.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Phase,
    Place,
    Steal,
    Stop,
)

FIXTURE = Path(__file__).with_name("equivalence_fingerprints.json")

OPTIONS: dict[str, Options] = {
    "base": Options(),
    "advanced": Options(advanced=True),
    "joker": Options(joker=True),
    "advanced+joker": Options(advanced=True, joker=True),
}

#: (players, options name, policy, seed): 4 × 4 × 2 × 10 = 320 games.
CASES: list[tuple[int, str, str, int]] = [
    (players, name, policy, 1000 * players + 31 * i + 7 * k + (policy == "biased"))
    for players in (2, 3, 4, 5)
    for k, name in enumerate(OPTIONS)
    for policy in ("random", "biased")
    for i in range(10)
]

#: Actions that are never legal (no such seat, card or species …), probed now and then.
BROKEN: tuple[Any, ...] = (
    Draw(9),
    Draw(-1),
    AskEagle(0, 99),
    AskEagle(9, 1),
    MolePick(17),
    MolePick(-1),
    Steal(9, 1),
    Steal(0, 99),
    Place(99),
    Place(17),
    Place(23),
    Place(0),
    Place(0, 99),
    Place(1, 2),
    Stop(),
    Decline(),
    "not an action",
)


def _feed(h: Any, item: object) -> None:
    h.update(repr(item).encode())
    h.update(b"\n")


def _probe(state: Any, action: Any, seat: int | None) -> object:
    try:
        after, events = GAME.apply(state, action, seat)
    except IllegalAction as err:
        return ("refused", err.reason, err.params)
    return ("applied", events, GAME.to_move(after))


def _choose(state: Any, legal: list[Any], policy: str, rng: Rng) -> Any:
    """A uniformly random action, or (``biased``) one of a player that draws until it may
    place, then stops half the time, and uses specials and places while it can (each 90%)."""
    if policy == "random":
        return legal[rng.randbelow(len(legal))]
    if state.phase is Phase.DRAW:
        p = 0.5 if len(state.wh) >= 3 else 0.02
        return legal[0] if rng.random() < p else legal[1 + rng.randbelow(len(legal) - 1)]
    if len(legal) > 1 and type(legal[0]) is Decline and rng.random() < 0.9:
        return legal[1 + rng.randbelow(len(legal) - 1)]
    return legal[rng.randbelow(len(legal))]


def fingerprint(players: int, options: Options, policy: str, seed: int) -> dict[str, Any]:
    """The two fingerprints of one seeded game, and its length."""
    play = hashlib.sha256()
    states = hashlib.sha256()
    rng = Rng.from_seed(seed ^ 0xBB)
    state = GAME.setup(players, options, seed)
    _feed(states, GAME.digest(state))
    pool: list[Any] = list(BROKEN)
    step = 0
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        _feed(play, legal)
        for s in (*range(players), None):
            _feed(play, GAME.view(state, s))
        view = GAME.view(state, seat)
        _feed(play, GAME.legal_actions_in_view(view))
        probe_seat = None if step % 3 else rng.randbelow(players)
        _feed(play, _probe(state, pool[rng.randbelow(len(pool))], probe_seat))
        if step % 8 == 3:
            sample = GAME.sample_state(view, Rng.from_seed(seed + step))
            _feed(play, GAME.view(sample, seat))
            _feed(play, GAME.legal_actions(sample))
            _feed(states, GAME.digest(sample))
        action = _choose(state, legal, policy, rng)
        pool.append(legal[rng.randbelow(len(legal))])
        state, events = GAME.apply(state, action)
        _feed(play, events)
        step += 1
        if step % 8 == 0:
            _feed(states, GAME.digest(state))
        assert step < 20000
    _feed(play, [GAME.view(state, s) for s in (*range(players), None)])
    _feed(play, [_probe(state, action, None) for action in (Stop(), pool[-1])])
    _feed(play, GAME.outcome(state))
    _feed(states, GAME.digest(state))
    return {"steps": step, "play": play.hexdigest(), "states": states.hexdigest()}


def _key(players: int, name: str, policy: str, seed: int) -> str:
    return f"{players}/{name}/{policy}/{seed}"


def _recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("players", "name", "policy", "seed"), CASES)
def test_game_matches_the_recorded_fingerprint(players, name, policy, seed):
    expected = _recorded()[_key(players, name, policy, seed)]
    assert fingerprint(players, OPTIONS[name], policy, seed) == expected


def test_every_case_is_recorded():
    assert sorted(_recorded()) == sorted(_key(*case) for case in CASES)


if __name__ == "__main__":
    FIXTURE.write_text(
        json.dumps(
            {_key(p, n, q, s): fingerprint(p, OPTIONS[n], q, s) for p, n, q, s in CASES},
            indent=1,
            sort_keys=True,
        )
        + "\n",
        encoding="utf-8",
    )
    print(f"recorded {len(CASES)} games in {FIXTURE}")


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("name", list(OPTIONS))
def test_apply_never_changes_its_input_whatever_the_action(players, name, state_snapshot):
    """Every legal action and the broken ones, at every step of a random game, leave the
    state they are applied to untouched: copies share the generator and knowledge tuples with
    their source (only a draw takes a generator of its own), so a transition that changed a
    shared part in place would show here."""
    rng = Rng.from_seed(players * 31 + len(name))
    state = GAME.setup(players, OPTIONS[name], players * 7 + len(name))
    while GAME.to_move(state) is not None:
        before = state_snapshot(state)
        legal = GAME.legal_actions(state)
        for action in (*legal, *BROKEN):
            try:
                GAME.apply(state, action)
            except IllegalAction:
                pass
            assert state_snapshot(state) == before, action
        state, _ = GAME.apply(state, rng.choice(legal))
