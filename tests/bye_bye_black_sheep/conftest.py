"""Helpers for the Bye-Bye Black Sheep tests: card names, playing a list of actions, seeded
random games and the invariants every reachable state keeps."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep import positions as P
from farmhouse.games.bye_bye_black_sheep.data import (
    ADVANCED_POOL,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TURN_LIMIT_PER_PLAYER,
    WOLF,
    black_sheep,
    is_black_sheep,
    kind_of,
    universe,
)
from farmhouse.games.bye_bye_black_sheep.positions import describe
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    Draw,
    Options,
    Phase,
    State,
    Stop,
    copy_state,
    triplets,
)

#: Every option combination (BB section 11).
OPTIONS = [
    Options(),
    Options(advanced=True),
    Options(joker=True),
    Options(advanced=True, joker=True),
]
OPTION_IDS = ["base", "advanced", "joker", "advanced+joker"]


def k(name: str) -> int:
    """The card kind named ``name`` (``"goat"``, ``"eagle"``, ``"joker"`` …)."""
    return kind_of(name)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, keys(events)
    return found[0]


def play(state: State, *actions: Any) -> tuple[State, list[Event]]:
    """Apply ``actions`` one after the other; the final state and all their events."""
    events: list[Event] = []
    for action in actions:
        state, new = GAME.apply(state, action)
        events.extend(new)
    return state, events


def count(cards: tuple[int, ...], name: str) -> int:
    return cards.count(kind_of(name))


def random_game(
    players: int, options: Options, seed: int
) -> Iterator[tuple[State, Any, State, list[Event]]]:
    """A game with uniformly random legal actions; yields (before, action, after, events)."""
    rng = Rng.from_seed(seed ^ 0x5EED)
    state = GAME.setup(players, options, seed)
    while GAME.to_move(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        after, events = GAME.apply(state, action)
        yield state, action, after, events
        state = after


def biased_game(
    players: int, options: Options, seed: int, stop: float = 0.5
) -> Iterator[tuple[State, Any, State, list[Event]]]:
    """A game of random players that draw until they may place (D ≥ 3), then stop with
    probability ``stop`` per decision, use a special and place while they can (each 90%):
    long games that reach empty piles, big zoos and triplet wins. Yields (before, action,
    after, events)."""
    rng = Rng.from_seed(seed ^ 0xB1A5)
    state = GAME.setup(players, options, seed)
    while GAME.to_move(state) is not None:
        legal = GAME.legal_actions(state)
        if state.phase is Phase.DRAW:
            p = stop if len(state.wh) >= 3 else 0.02
            action = legal[0] if rng.random() < p else rng.choice(legal[1:])
        elif len(legal) > 1 and type(legal[0]).__name__ == "Decline" and rng.random() < 0.9:
            action = rng.choice(legal[1:])
        else:
            action = rng.choice(legal)
        after, events = GAME.apply(state, action)
        yield state, action, after, events
        state = after


def _sub(small: tuple[int, ...], big: tuple[int, ...]) -> bool:
    """``small`` ⊆ ``big`` as multisets."""
    have = Counter(big)
    have.subtract(small)
    return all(v >= 0 for v in have.values())


def check_invariants(s: State) -> None:
    """Assert what every state reached by legal play keeps: every card accounted for, each
    black sheep with its owner, knowledge that is true, and the turn's bookkeeping. A
    failure names the position (:func:`~farmhouse.games.bye_bye_black_sheep.positions.describe`)."""
    try:
        _invariants(s)
    except AssertionError as err:
        raise AssertionError(f"{err}\nposition: {describe(s)}") from None


def _invariants(s: State) -> None:
    n = s.players
    opts = s.options
    where = Counter()
    for h in s.hands:
        assert list(h) == sorted(h)
        where.update(h)
    for z in s.zoos:
        assert list(z) == sorted(z)
        assert all(c <= LAST_SPECIES for c in z), "only set cards lie in a zoo"
        where.update(z)
    assert all(c <= LAST_SPECIES for c in s.pile), "the pile holds only set cards"
    where.update(s.pile)
    where.update(s.removed)
    where.update(s.wh)
    where.update(s.covered)
    if s.magpie_beside:
        where[MAGPIE] += 1
    assert where == Counter(universe(n, opts.advanced, opts.joker)), "cards created or lost"
    # BB-7.1: each black sheep is in its owner's hand, exactly once, and nowhere else.
    for seat in range(n):
        assert s.hands[seat].count(black_sheep(seat)) == 1
        assert sum(1 for c in s.hands[seat] if is_black_sheep(c)) == 1
    assert not any(is_black_sheep(c) for c in (*s.wh, *s.covered, *s.pile))
    # BB-2.6: the advanced game removes 8 - n specials; the base game none.
    assert len(s.removed) == (len(ADVANCED_POOL) - n if opts.advanced else 0)
    # The joker's declared species exists exactly while it lies in a zoo (BB-5.4, BB-7.4d).
    in_zoo = any(JOKER in z for z in s.zoos)
    assert (s.joker_species != 0) == in_zoo
    # Knowledge is true: known cards are in the hand; the public knows less than anyone.
    for j in range(n):
        public = s.known[n * n + j]
        assert black_sheep(j) in public
        for o in range(n + 1):
            kn = s.known[o * n + j]
            if o == j:
                assert kn == ()
                continue
            assert list(kn) == sorted(kn)
            assert _sub(kn, s.hands[j]), (o, j, kn, s.hands[j])
            assert _sub(public, kn)
        if MAGPIE in s.hands[j]:
            assert MAGPIE in public, "the Magpie's place is public"
        for sp in s.excluded[j]:
            assert s.hands[j].count(sp) == public.count(sp), "an Eagle's 'no' holds"
    # BB-7.4b: beside the pile only while no zoo has 3 species and no two zoos share one.
    if s.magpie_beside:
        species = [{s.joker_species if c == JOKER else c for c in z} for z in s.zoos]
        assert all(len(sp) < 3 for sp in species)
        for a in range(n):
            for b in range(a + 1, n):
                assert not species[a] & species[b]
    target = SETUP[n].triplets_to_win
    for seat, z in enumerate(s.zoos):
        if seat != s.winner:
            assert triplets(z, s.joker_species) < target
    # The turn's bookkeeping.
    if s.covered:
        assert s.wolf_victim is not None and WOLF in s.wh
    if s.phase is Phase.OVER:
        assert s.ended_by in ("bb.end.triplets", "bb.end.stall", "bb.end.turn_limit")
        if s.ended_by == "bb.end.triplets":
            assert s.winner is not None
            assert triplets(s.zoos[s.winner], s.joker_species) >= target
        else:
            assert s.winner is None and s.wh == () and s.covered == ()
        return
    assert s.ended_by is None and s.winner is None
    assert s.stall < STALL_TURNS_PER_PLAYER * n
    assert s.turns < TURN_LIMIT_PER_PLAYER * n
    if s.phase is Phase.DRAW:
        assert s.subject is None and s.placements_left == 0
    elif s.phase is Phase.MOLE:
        assert s.subject is not None and s.subject != s.active
        assert s.known[s.active * n + s.subject] == s.hands[s.subject]
        assert any(c <= LAST_SPECIES for c in s.hands[s.subject])
    elif s.phase is Phase.WHITE_SHEEP:
        assert s.subject is not None and s.subject != s.active
        assert any(c <= LAST_SPECIES for c in s.hands[s.subject])
    elif s.phase is Phase.PLACE:
        assert s.placements_left > 0 and s.wh == () and s.covered == ()
        assert any(c <= LAST_SPECIES for c in s.hands[s.active])
    elif s.phase is Phase.MAGPIE:
        assert any(z for v, z in enumerate(s.zoos) if v != s.active)
    if s.phase is not Phase.PLACE:
        assert s.wh or not s.covered


def _fixed_part(state: State, seat: int) -> Counter:
    """Cards of ``seat``'s hand that some observer knows (they may not move)."""
    n = state.players
    fixed: Counter = Counter()
    for o in range(n + 1):
        if o != seat:
            fixed |= Counter(state.known[o * n + seat])
    return fixed


def perturb_hidden(state: State, seat: int | None, rng: Rng) -> State:
    """The same state with everything hidden from ``seat`` changed: the cards nobody knows
    in other hands, the pile and the removed specials are swapped around (set cards only in
    the pile, specials only among the removed, never against an Eagle's "no"), the pile is
    reordered, the generator and forced draws change."""
    s = copy_state(state)
    n = s.players
    places: list[tuple[str, int]] = []  # (location, index or seat) per movable card
    cards: list[int] = []
    for j in range(n):
        if j == seat:
            continue
        free = Counter(s.hands[j])
        free.subtract(_fixed_part(s, j))
        for c in free.elements():
            places.append(("hand", j))
            cards.append(c)
    for c in s.pile:
        places.append(("pile", 0))
        cards.append(c)
    for c in s.removed:
        places.append(("removed", 0))
        cards.append(c)

    def fits(c: int, place: tuple[str, int]) -> bool:
        where, j = place
        if where == "pile":
            return c <= LAST_SPECIES
        if where == "removed":
            return c > LAST_SPECIES
        return c not in s.excluded[j]

    for _ in range(4 * len(cards)):
        a, b = rng.randbelow(len(cards) or 1), rng.randbelow(len(cards) or 1)
        if cards and fits(cards[a], places[b]) and fits(cards[b], places[a]):
            cards[a], cards[b] = cards[b], cards[a]
    hands = {j: list(_fixed_part(s, j).elements()) for j in range(n) if j != seat}
    pile, removed = [], []
    for c, (where, j) in zip(cards, places, strict=True):
        {"hand": hands.get(j), "pile": pile, "removed": removed}[where].append(c)
    for j, h in hands.items():
        s.hands[j] = tuple(sorted(h))
    rng.shuffle(pile)
    s.pile = tuple(pile)
    s.removed = tuple(sorted(removed))
    s.rng = Rng.from_seed(rng.next_u64())
    s.forced_draws = () if state.forced_draws else (black_sheep(0),)
    return s


@pytest.fixture(scope="session")
def invariants() -> Callable[[State], None]:
    """The :func:`check_invariants` helper."""
    return check_invariants


@pytest.fixture(scope="session")
def play_biased() -> Callable[..., Iterator[tuple[State, Any, State, list[Event]]]]:
    """The :func:`biased_game` helper."""
    return biased_game


@pytest.fixture(scope="session")
def play_random() -> Callable[..., Iterator[tuple[State, Any, State, list[Event]]]]:
    """The :func:`random_game` helper."""
    return random_game


# ----------------------------------------------------------------------------- board scenes
# Positions the board and choice-model tests share (forced draws make the specials appear).

#: The players' names in the board and choice tests.
NAMES = ["Ann", "Ben", "Cleo", "Dai", "Eve"]


def apply(state: State, *actions: Any) -> tuple[State, list[Event]]:
    """``state`` after ``actions`` and the events of the last one."""
    events: list[Event] = []
    for action in actions:
        state, events = GAME.apply(state, action)
    return state, events


def five_players(**kwargs: Any) -> State:
    """A 5-player position: Ann (seat 0) to move, zoos with a triplet, Ben holds the Magpie."""
    args: dict[str, Any] = dict(
        zoos={
            0: ["tiger", "tiger", "tiger", "goat"],
            1: ["lion", "lion"],
            2: ["panda"],
            3: ["zebra", "zebra", "zebra", "hippo"],
        },
        magpie_beside=False,
        hands={
            0: ["goat", "goat", "lion", "kangaroo"],
            1: ["magpie", "camel", "koala"],
            2: ["goat", "rabbit", "mole"],
            3: ["eagle", "kangaroo"],
            4: ["elephant", "monkey"],
        },
        hand_sizes={1: 7, 2: 6, 3: 7, 4: 5},
        active=0,
    )
    args.update(kwargs)
    return P.position(5, **args)


def eagle_state() -> tuple[State, list[Event]]:
    """Ann has drawn Dai's Eagle: whom to ask, and for what."""
    state = P.with_draws(five_players(), "eagle")
    return apply(state, Draw(3))


def magpie_state() -> tuple[State, list[Event]]:
    """Ann has drawn the Thieving Magpie from Ben: a card from another zoo, or nothing."""
    state = P.with_draws(five_players(), "magpie")
    return apply(state, Draw(1))


def white_sheep_state() -> tuple[State, list[Event]]:
    """4 players, advanced: Ann drew Cleo's White Sheep; Cleo (goat ×2 in her zoo) decides."""
    state = P.position(
        4,
        options=Options(advanced=True),
        hands={2: ["white_sheep", "goat", "tiger"]},
        zoos={2: ["goat", "goat"]},
        active=0,
        draws=["white_sheep"],
    )
    return apply(state, Draw(2))


def place_state(joker: bool = False) -> tuple[State, list[Event]]:
    """3 players: Ann drew 4 cards and stopped; she places up to 2 (a joker with ``joker``)."""
    hands = {0: ["goat", "goat", "lion", "eagle"] + (["joker"] if joker else [])}
    hands.update({1: ["hippo", "koala", "panda"], 2: ["penguin"]})
    state = P.position(
        3,
        options=Options(joker=joker),
        hands=hands,
        hand_sizes={1: 6, 2: 5},
        zoos={0: ["lion", "lion"]},
        active=0,
    )
    state = P.with_draws(state, "hippo", "koala", "penguin", "panda")
    return apply(state, Draw(1), Draw(1), Draw(2), Draw(1), Stop())
