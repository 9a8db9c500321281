"""Helpers for the El Gaucho tests: seeded random games and the state invariants."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho.data import AREAS, PLAYER_COUNTS, STEPPE_SIZE, TILE_COUNT, VALUES
from farmhouse.games.el_gaucho.positions import describe
from farmhouse.games.el_gaucho.rules import (
    GAME,
    LEDGER_KINDS,
    Options,
    State,
    is_diceless,
    is_monotone,
    pampa_layout,
)

#: One Options per option of the rules reference's section 5 changed from its default.
OPTION_CONFIGS: dict[str, Options] = {
    "default": Options(),
    "fill_threshold_15": Options(fill_threshold=15),
    "greater_than": Options(fill_stop_rule="greater_than"),
    "average_below": Options(opening_keep_rule="average_below"),
    "layout": Options(pampa_layout=((2, 2, 2, 3), (2, 2, 2, 3, 4), (2, 2, 2, 4), (2, 2, 2, 3, 4))),
    "small_numbers": Options(small_numbers=(1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6)),
    "seat0": Options(start_player="seat0"),
    "removed_black": Options(two_player_removed_breed="black"),
    "wish_diceless": Options(wish_in_diceless_round=True),
    "no_sort_same_round": Options(sort_same_round=False),
}


def in_play(state: State) -> int:
    """Tiles in play: 60, or 48 with 2 players (EG-1.3)."""
    return TILE_COUNT - (VALUES if state.removed_breed >= 0 else 0)


def tile_places(state: State) -> Counter[int]:
    """Every tile id with the number of places it is found in (each must be exactly 1)."""
    found: Counter[int] = Counter()
    found.update(state.pile)
    found.update(state.steppe)
    found.update(t for t in state.tiles if t >= 0)
    for seat, hs in enumerate(state.herds):
        for b, herd in enumerate(hs):
            found.update(b * VALUES + v - 1 for v in herd)
        found.update(state.drawn[seat])
        found.update(state.discarded[seat])
        found.update(state.pending[seat])
    found.update(state.sold)
    return found


def check_invariants(state: State) -> None:
    """Assert the conservation and shape invariants of a state (rules reference §2–§3); a
    failure names the position (:func:`~farmhouse.games.el_gaucho.positions.describe`)."""
    try:
        _invariants(state)
    except AssertionError as err:
        raise AssertionError(f"{err}\nposition: {describe(state)}") from None


def _invariants(state: State) -> None:
    n = state.players
    places = tile_places(state)
    assert all(c == 1 for c in places.values()), [t for t, c in places.items() if c > 1]
    assert len(places) == in_play(state)
    assert all(t // VALUES != state.removed_breed for t in places)
    # gauchos per player are constant (Table C3)
    total = PLAYER_COUNTS[n].gauchos
    for seat in range(n):
        on_pampa = sum(1 for g in state.gauchos if g >= 0 and g >> 1 == seat)
        on_areas = sum(1 for a in range(len(AREAS)) if state.areas[a * n + seat] >= 0)
        assert state.supply[seat] >= 0
        assert state.supply[seat] + on_pampa + on_areas == total, seat
    # money equals the sum of sales and compensations, and never goes down
    for seat in range(n):
        assert state.money[seat] == sum(e[-1] for e in state.ledger[seat]) >= 0
        for e in state.ledger[seat]:
            assert LEDGER_KINDS[e[0]] != "earlier"  # only positions start with money
            if e[0] <= 2:  # a sale: count × highest (+ bonus)
                assert e[-1] == e[2] * e[3] + e[4]
    # herds are strictly monotone, one per breed
    for hs in state.herds:
        for herd in hs:
            assert is_monotone(herd) and len(set(herd)) == len(herd)
    # the pampa: tiles on usable spaces only, gauchos on tiles only
    layout = pampa_layout(state.options.pampa_layout, n)
    for i, t in enumerate(state.tiles):
        if t >= 0:
            assert layout.usable[i]
        if state.gauchos[i] >= 0:
            assert t >= 0 and state.gauchos[i] >> 1 < n
    # the Steppe and the pile
    assert list(state.steppe) == sorted(state.steppe) and len(state.steppe) <= STEPPE_SIZE
    if not state.hidden_active and state.pile:
        assert len(state.steppe) == STEPPE_SIZE
    for seen in state.seen:
        assert set(seen) <= set(state.steppe)
    assert (state.end_round >= 0) == (not state.pile)
    if state.end_round >= 0:
        assert state.round <= state.end_round + 2
    # phases
    assert (state.phase == "over") == (state.to_move is None)
    if state.phase == "turn":
        assert state.to_move == (state.start_player + state.order_index) % n
        assert len(state.dice) <= 2
        if not is_diceless(state):
            taken = 1 if state.dice_taken else 0
            assert len(state.pool) == PLAYER_COUNTS[n].dice - 2 * (state.order_index + taken)
    if state.phase in ("drive", "final"):
        assert state.to_move is not None and state.pending[state.to_move]
    if state.phase == "over":
        assert all(not h for hs in state.herds for h in hs)
        assert all(g < 0 or g & 1 for g in state.gauchos)  # only lying gauchos stay


def random_game(
    players: int, options: Options, seed: int
) -> Iterator[tuple[State, Any, State, list[Event]]]:
    """Play a game with uniformly random legal actions; yields (before, action, after,
    events)."""
    rng = Rng.from_seed(seed ^ 0x5EED)
    state = GAME.setup(players, options, seed)
    while state.to_move is not None:
        action = rng.choice(GAME.legal_actions(state))
        after, events = GAME.apply(state, action)
        yield state, action, after, events
        state = after


@pytest.fixture(scope="session")
def invariants() -> Any:
    """The :func:`check_invariants` helper."""
    return check_invariants


@pytest.fixture(scope="session")
def play_random() -> Any:
    """The :func:`random_game` helper."""
    return random_game


def hide_differently(state: State, seat: int | None, rng: Rng) -> State:
    """A copy of ``state`` that differs only in what ``seat`` cannot see (section 4): the
    pile, the Steppe tiles it has not seen and the other seats' hidden opening tiles are
    dealt again from their pooled tiles; another seat's chosen (secret) keep becomes a random
    legal keep of its new tiles; other seats' Steppe knowledge follows the new Steppe."""
    from farmhouse.games.el_gaucho.data import tile_id
    from farmhouse.games.el_gaucho.rules import _keep_options

    s = attrs.evolve(
        state,
        seen=list(state.seen),
        drawn=list(state.drawn),
        kept=list(state.kept),
        discarded=list(state.discarded),
    )
    known = set(state.seen[seat]) if seat is not None else set()
    steppe_known = [t for t in state.steppe if t in known]
    steppe_unknown = [t for t in state.steppe if t not in known]
    others = [p for p in range(state.players) if p != seat]
    pool = list(state.pile) + steppe_unknown
    for p in others:
        pool += list(state.drawn[p]) + list(state.discarded[p])
    rng.shuffle(pool)
    for p in others:
        k = len(state.drawn[p])
        s.drawn[p] = tuple(pool[:k])
        del pool[:k]
        k = len(state.discarded[p])
        s.discarded[p] = tuple(sorted(pool[:k]))
        del pool[:k]
        if state.kept[p]:
            options = _keep_options(s.drawn[p], state.options.opening_keep_rule)
            s.kept[p] = tuple(tile_id(c) for c in options[rng.randbelow(len(options))].tiles)
    k = len(steppe_unknown)
    s.steppe = tuple(sorted(steppe_known + pool[:k]))
    del pool[:k]
    s.pile = tuple(pool)
    for p in others:
        if state.hidden_active and state.to_move == p:
            s.seen[p] = s.steppe
        else:
            s.seen[p] = tuple(t for t in state.seen[p] if t in s.steppe)
    s.rng = Rng.from_seed(rng.next_u64())
    return s
