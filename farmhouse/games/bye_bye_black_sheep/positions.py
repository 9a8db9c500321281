"""Set up a Bye-Bye Black Sheep position in a few lines, for worked examples, AI tests and
bug reports (DESIGN: Positions for tests).

Cards are named, not numbered: species names (``"tiger"``, ``"goat"`` …, Table 1.2),
``"joker"``, ``"eagle"``, ``"mole"``, ``"magpie"``, ``"white_sheep"``, ``"mother_sheep"``,
``"wolf"`` and ``"black_sheep"`` (in a hand: the owner's; in ``draws``: the target's). A joker
in a zoo is written with its declared species, ``"joker:goat"``. Seats are 0-based
(P1 = seat 0).

Every card of the game must end up somewhere, so what is not listed is dealt as *filler*
from a generator seeded by ``seed``: unlisted specials (and the Magpie when it is not beside
the pile) go into the free places of hands, unlisted set cards fill the rest of the hands and
then the pile. A position that cannot happen in a game is refused with ValueError: too many
copies of a card, a species or special not in play, a hand without its owner's black sheep
or with another's, a zoo of special cards, a joker without a declared species, a zoo that
already wins, the Magpie beside the pile although a zoo holds three species or two zoos
share one (it would have been taken, BB-7.4b), or set cards left over when the pile size is
fixed (put them in zoos or hands).

The position starts at the beginning of ``active``'s turn (phase DRAW, empty watering hole).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.data import (
    ADVANCED_POOL,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    MAGPIE_SPECIES,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TURN_LIMIT_PER_PLAYER,
    black_sheep,
    card_name,
    is_black_sheep,
    kind_of,
    species_in_use,
    universe,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    FORCE_BLACK_SHEEP,
    Options,
    Phase,
    State,
    _copy,
    _initial_knowledge,
    triplets,
)


def position(
    players: int,
    *,
    options: Options | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    hand_sizes: Mapping[int, int] | int | None = None,
    zoos: Mapping[int, Sequence[str]] | None = None,
    pile: Sequence[str] | int | None = None,
    pile_top: Sequence[str] = (),
    magpie_beside: bool | None = None,
    active: int = 0,
    draws: Sequence[str] = (),
    stall: int = 0,
    turns: int = 0,
    public_known: Mapping[int, Sequence[str]] | None = None,
    seed: int = 0,
) -> State:
    """A validated :class:`~farmhouse.games.bye_bye_black_sheep.rules.State` at the start of
    ``active``'s turn.

    - ``hands[s]``: cards seat ``s`` holds (its black sheep is added when not listed);
      ``hand_sizes`` (one int for all seats, or per seat) pads a hand with filler to that
      size. A seat without listed cards holds the refill target (Table 1.3) unless sized;
      a seat with listed cards and no size holds exactly those.
    - ``zoos[s]``: the cards in seat ``s``'s zoo (``"joker:<species>"`` for the joker).
    - ``pile``: the pile, top first, as names; or its size (``pile_top`` on top, filler
      below); or ``None``: ``pile_top`` then every set card left over.
    - ``magpie_beside``: ``None`` = beside the pile unless a hand lists it or the zoos show
      that it has been taken (then it is filler in a hand).
    - ``draws``: the cards the next draws take, in order (``State.forced_draws``).
    - ``stall``/``turns``: the stall counter and the turns completed (BB-9.3).
    - ``public_known[s]``: cards everybody knows seat ``s`` holds (e.g. taken from the
      watering hole); they must be in that hand. Each owner's black sheep, and the Magpie
      in a hand, are always public.

    Raises ValueError for impossible positions (see the module docstring).
    """
    options = options or Options()
    if players not in SETUP:
        raise ValueError(f"Bye-Bye Black Sheep needs 2 to 5 players, got {players}")
    if not 0 <= active < players:
        raise ValueError(f"no seat {active} to be active")
    row = SETUP[players]
    if not 0 <= stall < STALL_TURNS_PER_PLAYER * players:
        raise ValueError(f"stall counter {stall} would already have ended the game")
    if not 0 <= turns < TURN_LIMIT_PER_PLAYER * players:
        raise ValueError(f"{turns} turns would already have ended the game")
    rng = Rng.from_seed(seed)
    in_use = set(species_in_use(players))
    box = Counter(universe(players, options.advanced, options.joker))
    hands = hands or {}
    zoos = zoos or {}
    for seat in (*hands, *zoos, *(public_known or {})):
        if not 0 <= seat < players:
            raise ValueError(f"no seat {seat} in a {players}-player game")

    def kind(name: str) -> int:
        k = kind_of(name)
        if k <= LAST_SPECIES and k != JOKER and k not in in_use:
            raise ValueError(f"{name!r} is not in use with {players} players")
        if box[k] == 0 and not is_black_sheep(k):
            raise ValueError(f"{name!r} is not in this game (options {options})")
        return k

    # -- zoos
    zoo_cards: list[tuple[int, ...]] = []
    joker_species = 0
    for seat in range(players):
        cards: list[int] = []
        for name in zoos.get(seat, ()):
            base, _, declared = name.partition(":")
            if base.strip().lower() == "joker":
                if not declared:
                    raise ValueError("a joker in a zoo needs a species: 'joker:<species>'")
                sp = kind(declared)
                if not 1 <= sp <= LAST_SPECIES:
                    raise ValueError(f"a joker is declared as a species, not {declared!r}")
                kind("joker")
                joker_species = sp
                cards.append(JOKER)
                continue
            k = kind(name)
            if k > LAST_SPECIES:
                raise ValueError(f"only set cards lie in a zoo, not {name!r} (BB-5.3)")
            cards.append(k)
        zoo_cards.append(tuple(sorted(cards)))
        if triplets(zoo_cards[-1], joker_species) >= row.triplets_to_win:
            raise ValueError(f"seat {seat}'s zoo already wins (BB-6.3)")

    # -- hands as listed
    listed: list[list[int]] = []
    magpie_listed = False
    for seat in range(players):
        cards = []
        for name in hands.get(seat, ()):
            if name.strip().lower() == "black_sheep":
                k = black_sheep(seat)
            else:
                k = kind(name)
                if is_black_sheep(k) and k != black_sheep(seat):
                    raise ValueError(f"seat {seat} cannot hold {name!r} (BB-7.1)")
            cards.append(k)
        if cards.count(black_sheep(seat)) > 1:
            raise ValueError(f"seat {seat} lists its black sheep twice")
        if black_sheep(seat) not in cards:
            cards.append(black_sheep(seat))
        magpie_listed = magpie_listed or MAGPIE in cards
        listed.append(cards)

    def sized(seat: int) -> int:
        if isinstance(hand_sizes, int):
            return hand_sizes
        if hand_sizes is not None and seat in hand_sizes:
            return hand_sizes[seat]
        return len(listed[seat]) if seat in hands else row.hand_target

    sizes = [sized(seat) for seat in range(players)]
    for seat in range(players):
        if sizes[seat] < len(listed[seat]):
            raise ValueError(f"seat {seat} lists {len(listed[seat])} cards, more than its size")

    # -- the magpie
    zoo_species = [
        {joker_species if c == JOKER else c for c in z} for z in zoo_cards
    ]  # effective species per zoo
    taken_by_zoos = any(len(sp) >= MAGPIE_SPECIES for sp in zoo_species) or any(
        zoo_species[a] & zoo_species[b] for a in range(players) for b in range(a + 1, players)
    )
    if magpie_beside is None:
        magpie_beside = not magpie_listed and not taken_by_zoos
    if magpie_beside and magpie_listed:
        raise ValueError("the Magpie cannot both lie beside the pile and be in a hand")
    if magpie_beside and taken_by_zoos:
        raise ValueError(
            "the Magpie would have been taken: a zoo holds 3 species or two zoos share one "
            "(BB-7.4b)"
        )

    # -- what is left for filler
    left = Counter(box)
    used: list[int] = [c for z in zoo_cards for c in z]
    used += [c for cards in listed for c in cards]
    if magpie_beside:
        used.append(MAGPIE)
    top = [kind(name) for name in pile_top]
    explicit_pile = None if pile is None or isinstance(pile, int) else [kind(n) for n in pile]
    if explicit_pile is not None and top:
        raise ValueError("give the pile either as names or as a size with pile_top, not both")
    for k in (*top, *(explicit_pile or ())):
        if k > LAST_SPECIES:
            raise ValueError(f"the pile holds only set cards, not {card_name(k)!r} (BB-2.3)")
    used += top + (explicit_pile or [])
    left.subtract(used)
    too_many = sorted(card_name(k) for k, v in left.items() if v < 0)
    if too_many:
        raise ValueError(f"more copies than the game has: {', '.join(too_many)}")
    specials = [k for k in sorted(left.elements()) if k > LAST_SPECIES]
    sets = [k for k in sorted(left.elements()) if k <= LAST_SPECIES]
    rng.shuffle(specials)
    rng.shuffle(sets)
    removed: list[int] = []
    if options.advanced:
        to_remove = len(ADVANCED_POOL) - players
        pool_left = [k for k in specials if k != MAGPIE]
        if len(pool_left) < to_remove:
            raise ValueError(
                f"the advanced game removes {to_remove} specials unseen, only "
                f"{len(pool_left)} are left unlisted (BB-2.6)"
            )
        removed = pool_left[:to_remove]
        for k in removed:
            specials.remove(k)
    free = [sizes[s] - len(listed[s]) for s in range(players)]
    if len(specials) > sum(free):
        raise ValueError(
            f"{len(specials)} unlisted special cards need a place in a hand, only "
            f"{sum(free)} free places (hands of sizes {sizes})"
        )
    slots = [s for s in range(players) for _ in range(free[s])]
    rng.shuffle(slots)
    final = [list(cards) for cards in listed]
    for k, seat in zip(specials, slots, strict=False):
        final[seat].append(k)
    for seat in slots[len(specials) :]:
        if not sets:
            raise ValueError("not enough set cards left to fill the hands")
        final[seat].append(sets.pop())

    # -- the pile
    if explicit_pile is not None:
        pile_cards = explicit_pile
    elif isinstance(pile, int):
        if pile < len(top):
            raise ValueError("pile_top holds more cards than the pile")
        extra = pile - len(top)
        if extra > len(sets):
            raise ValueError(f"only {len(sets)} set cards are left for a pile of {pile}")
        pile_cards = top + sets[:extra]
        sets = sets[extra:]
    else:
        pile_cards = top + sets
        sets = []
    if sets:
        raise ValueError(
            f"{len(sets)} set cards are not in any hand, zoo or the pile: place them "
            f"({', '.join(sorted(card_name(k) for k in sets))})"
        )

    # -- knowledge
    known = _initial_knowledge(players)
    hands_t = [tuple(sorted(cards)) for cards in final]
    for seat, names in (public_known or {}).items():
        extra_known = [kind(n) for n in names]
        have = Counter(hands_t[seat])
        have.subtract(extra_known)
        if any(v < 0 for v in have.values()):
            raise ValueError(f"seat {seat} does not hold all of {list(names)}")
        for o in range(players + 1):
            if o != seat:
                idx = o * players + seat
                known[idx] = tuple(sorted((*known[idx], *extra_known)))
    for seat, hand in enumerate(hands_t):
        if MAGPIE in hand:  # the Magpie's place is always public (section 10)
            for o in range(players + 1):
                idx = o * players + seat
                if o != seat and MAGPIE not in known[idx]:
                    known[idx] = tuple(sorted((*known[idx], MAGPIE)))

    forced: list[int] = []
    for name in draws:
        forced.append(FORCE_BLACK_SHEEP if name.strip().lower() == "black_sheep" else kind(name))

    pile_t = tuple(pile_cards)
    return State(
        players=players,
        options=options,
        rng=Rng.from_seed(rng.next_u64()),
        hands=hands_t,
        zoos=zoo_cards,
        pile=pile_t,
        removed=tuple(sorted(removed)),
        known=known,
        excluded=[() for _ in range(players)],
        start_player=active,
        active=active,
        phase=Phase.DRAW,
        joker_species=joker_species,
        magpie_beside=magpie_beside,
        pile_at_start=len(pile_t),
        stall=stall,
        turns=turns,
        forced_draws=tuple(forced),
    )


def with_draws(state: State, *names: str) -> State:
    """A copy of ``state`` whose next draws take the named cards, after any already forced
    (``"black_sheep"`` = the target's). ValueError for an unknown name."""
    forced = [
        FORCE_BLACK_SHEEP if n.strip().lower() == "black_sheep" else kind_of(n) for n in names
    ]
    s = _copy(state)
    s.forced_draws = state.forced_draws + tuple(forced)
    return s


def names(cards: Sequence[int]) -> list[str]:
    """The readable names of ``cards`` (species names, ``"joker"``, special ids,
    ``"black_sheep:<seat>"``), in order."""
    return [card_name(c) for c in cards]
