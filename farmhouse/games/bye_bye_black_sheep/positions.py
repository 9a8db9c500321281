"""Bye-Bye Black Sheep positions: build one in a few lines, write any state as one line and
read it back (like FEN for chess), for worked examples, AI tests, assertion messages and bug
reports (DESIGN: Positions for tests).

::

    state = position(3, hands={0: ["tiger", "tiger", "eagle"]}, zoos={1: ["goat"]})
    line = describe(state)  # 'bye_bye_black_sheep players=3 phase=draw active=0 ...'
    assert GAME.digest(parse(line)) == GAME.digest(state)

Cards are named, not numbered: species names (``"tiger"``, ``"goat"`` …, Table 1.2),
``"joker"``, ``"eagle"``, ``"mole"``, ``"magpie"``, ``"white_sheep"``, ``"mother_sheep"``,
``"wolf"`` and ``"black_sheep"`` (in a hand: the owner's; in ``draws``: the target's;
``"black_sheep:2"`` is seat 2's). A joker in a zoo is written with its declared species,
``"joker:goat"``. Seats are 0-based (P1 = seat 0).

:func:`position` starts at the beginning of ``active``'s turn (phase DRAW, empty watering
hole). Every card of the game must end up somewhere, so what is not listed is dealt as
*filler* from a generator seeded by ``seed``: unlisted specials (and the Magpie when it is
not beside the pile) go into the free places of hands, unlisted set cards fill the rest of
the hands and then the pile.

:func:`describe` writes every part of any state (hidden hands, what each seat knows, the
pile's order and the generator) on one line; :func:`parse` reads it back. Both
:func:`position` and :func:`parse` refuse a position that cannot happen in a game with
:class:`~farmhouse.core.game.InvalidPosition` (a ValueError) naming what is wrong: too many
copies of a card, a species or special not in play, a hand without its owner's black sheep
or with another's, a zoo of special cards, a joker without a declared species, a zoo that
already wins, the Magpie beside the pile although a zoo holds three species or two zoos
share one (it would have been taken, BB-7.4b), set cards left over when the pile size is
fixed, counters the rules cannot reach (a stall counter above the turns, BB-9.3), knowledge
that is false (see :func:`check`), or a line that is not a position (naming the word).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from farmhouse.core.game import InvalidPosition
from farmhouse.core.positions import read_flag, read_int, read_line
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.data import (
    ADVANCED_POOL,
    BLACK_SHEEP_BASE,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    MAGPIE_SPECIES,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TURN_LIMIT_PER_PLAYER,
    WOLF,
    black_sheep,
    card_name,
    is_black_sheep,
    kind_of,
    species_in_use,
    universe,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    END_STALL,
    END_TRIPLETS,
    END_TURN_LIMIT,
    FORCE_BLACK_SHEEP,
    Options,
    Phase,
    State,
    copy_state,
    initial_knowledge,
    triplets,
)


def position(
    players: int = 3,
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
    turns: int | None = None,
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
    - ``stall``/``turns``: the stall counter and the turns completed (BB-9.3); ``turns``
      defaults to the fewest that reach the stall counter (``stall``).
    - ``public_known[s]``: cards everybody knows seat ``s`` holds (e.g. taken from the
      watering hole); they must be in that hand. Each owner's black sheep, and the Magpie
      in a hand, are always public.

    Raises InvalidPosition for impossible positions (see the module docstring).
    """
    options = options or Options()
    if players not in SETUP:
        raise InvalidPosition(f"Bye-Bye Black Sheep needs 2 to 5 players, got {players}")
    if not 0 <= active < players:
        raise InvalidPosition(f"no seat {active} to be active")
    row = SETUP[players]
    if not 0 <= stall < STALL_TURNS_PER_PLAYER * players:
        raise InvalidPosition(f"stall counter {stall} would already have ended the game")
    if turns is None:
        turns = stall
    if not 0 <= turns < TURN_LIMIT_PER_PLAYER * players:
        raise InvalidPosition(f"{turns} turns would already have ended the game")
    rng = Rng.from_seed(seed)
    in_use = set(species_in_use(players))
    box = Counter(universe(players, options.advanced, options.joker))
    hands = hands or {}
    zoos = zoos or {}
    for seat in (*hands, *zoos, *(public_known or {})):
        if not 0 <= seat < players:
            raise InvalidPosition(f"no seat {seat} in a {players}-player game")

    def kind(name: str) -> int:
        try:
            k = kind_of(name)
        except ValueError as err:
            raise InvalidPosition(str(err)) from None
        if k <= LAST_SPECIES and k != JOKER and k not in in_use:
            raise InvalidPosition(f"{name!r} is not in use with {players} players")
        if box[k] == 0 and not is_black_sheep(k):
            raise InvalidPosition(f"{name!r} is not in this game (options {options})")
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
                    raise InvalidPosition("a joker in a zoo needs a species: 'joker:<species>'")
                sp = kind(declared)
                if not 1 <= sp <= LAST_SPECIES:
                    raise InvalidPosition(f"a joker is declared as a species, not {declared!r}")
                kind("joker")
                joker_species = sp
                cards.append(JOKER)
                continue
            k = kind(name)
            if k > LAST_SPECIES:
                raise InvalidPosition(f"only set cards lie in a zoo, not {name!r} (BB-5.3)")
            cards.append(k)
        zoo_cards.append(tuple(sorted(cards)))
        if triplets(zoo_cards[-1], joker_species) >= row.triplets_to_win:
            raise InvalidPosition(f"seat {seat}'s zoo already wins (BB-6.3)")

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
                    raise InvalidPosition(f"seat {seat} cannot hold {name!r} (BB-7.1)")
            cards.append(k)
        if cards.count(black_sheep(seat)) > 1:
            raise InvalidPosition(f"seat {seat} lists its black sheep twice")
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
            raise InvalidPosition(
                f"seat {seat} lists {len(listed[seat])} cards, more than its size"
            )

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
        raise InvalidPosition("the Magpie cannot both lie beside the pile and be in a hand")
    if magpie_beside and taken_by_zoos:
        raise InvalidPosition(
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
        raise InvalidPosition("give the pile either as names or as a size with pile_top, not both")
    for k in (*top, *(explicit_pile or ())):
        if k > LAST_SPECIES:
            raise InvalidPosition(f"the pile holds only set cards, not {card_name(k)!r} (BB-2.3)")
    used += top + (explicit_pile or [])
    left.subtract(used)
    too_many = sorted(card_name(k) for k, v in left.items() if v < 0)
    if too_many:
        raise InvalidPosition(f"more copies than the game has: {', '.join(too_many)}")
    specials = [k for k in sorted(left.elements()) if k > LAST_SPECIES]
    sets = [k for k in sorted(left.elements()) if k <= LAST_SPECIES]
    rng.shuffle(specials)
    rng.shuffle(sets)
    removed: list[int] = []
    if options.advanced:
        to_remove = len(ADVANCED_POOL) - players
        pool_left = [k for k in specials if k != MAGPIE]
        if len(pool_left) < to_remove:
            raise InvalidPosition(
                f"the advanced game removes {to_remove} specials unseen, only "
                f"{len(pool_left)} are left unlisted (BB-2.6)"
            )
        removed = pool_left[:to_remove]
        for k in removed:
            specials.remove(k)
    free = [sizes[s] - len(listed[s]) for s in range(players)]
    if len(specials) > sum(free):
        raise InvalidPosition(
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
            raise InvalidPosition("not enough set cards left to fill the hands")
        final[seat].append(sets.pop())

    # -- the pile
    if explicit_pile is not None:
        pile_cards = explicit_pile
    elif isinstance(pile, int):
        if pile < len(top):
            raise InvalidPosition("pile_top holds more cards than the pile")
        extra = pile - len(top)
        if extra > len(sets):
            raise InvalidPosition(f"only {len(sets)} set cards are left for a pile of {pile}")
        pile_cards = top + sets[:extra]
        sets = sets[extra:]
    else:
        pile_cards = top + sets
        sets = []
    if sets:
        raise InvalidPosition(
            f"{len(sets)} set cards are not in any hand, zoo or the pile: place them "
            f"({', '.join(sorted(card_name(k) for k in sets))})"
        )

    # -- knowledge
    known = initial_knowledge(players)
    hands_t = [tuple(sorted(cards)) for cards in final]
    for seat, names in (public_known or {}).items():
        extra_known = [kind(n) for n in names]
        have = Counter(hands_t[seat])
        have.subtract(extra_known)
        if any(v < 0 for v in have.values()):
            raise InvalidPosition(f"seat {seat} does not hold all of {list(names)}")
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
    state = State(
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
        step=turns,  # at least one action per turn
        forced_draws=tuple(forced),
    )
    check(state)
    return state


def with_draws(state: State, *names: str) -> State:
    """A copy of ``state`` whose next draws take the named cards, after any already forced
    (``"black_sheep"`` = the target's). ValueError for an unknown name."""
    forced = [
        FORCE_BLACK_SHEEP if n.strip().lower() == "black_sheep" else kind_of(n) for n in names
    ]
    s = copy_state(state)
    s.forced_draws = state.forced_draws + tuple(forced)
    return s


def names(cards: Sequence[int]) -> list[str]:
    """The readable names of ``cards`` (species names, ``"joker"``, special ids,
    ``"black_sheep:<seat>"``), in order."""
    return [card_name(c) for c in cards]


# ----------------------------------------------------------------------------- checks


def check(state: State) -> None:
    """Raise :class:`InvalidPosition` naming the first thing no game could reach in ``state``.

    Checked: seats and the player count (2-5); every card of the game (Tables 1.1, 1.3, 1.4
    for the options) in exactly one place, so never more copies than the box; set cards only
    in zoos and the pile (BB-2.3, BB-5.3); each black sheep once, in its owner's hand
    (BB-7.1); the advanced game's removed specials (BB-2.6); the joker's species exactly
    while it lies in a zoo (BB-5.4); knowledge that is true (known cards are in the hand, the
    public knows no more than any seat, the black sheep and the Magpie's place are public, an
    Eagle's "no" holds); the Magpie beside the pile only while no zoo took it (BB-7.4b); no
    zoo with the winning triplets but the winner's (BB-6.3); the counters (stall counter and
    turns below their limits while the game goes on and the stall counter never above the
    turns, BB-9.3; at least one action per turn; the pile never above its size at the turn's
    start); and the turn's bookkeeping per phase.
    """
    n = state.players
    if n not in SETUP:
        raise InvalidPosition(f"Bye-Bye Black Sheep has 2 to 5 players, not {n}")
    for what, seat in (
        ("active", state.active),
        ("start", state.start_player),
        ("subject", state.subject),
        ("wolf_victim", state.wolf_victim),
        ("winner", state.winner),
    ):
        if seat is not None and not 0 <= seat < n:
            raise InvalidPosition(f"{what} {seat} is not a seat of a {n}-player game")
    if len(state.hands) != n or len(state.zoos) != n or len(state.excluded) != n:
        raise InvalidPosition("one hand, one zoo and one excluded list per seat")
    if len(state.known) != n * (n + 1):
        raise InvalidPosition(f"knowledge has {n + 1} observers of {n} hands")
    _check_cards(state)
    _check_knowledge(state)
    row = SETUP[n]
    for seat, zoo in enumerate(state.zoos):
        if seat != state.winner and triplets(zoo, state.joker_species) >= row.triplets_to_win:
            raise InvalidPosition(f"seat {seat}'s zoo already wins (BB-6.3)")
    _check_counters(state)
    _check_turn(state)


def _check_cards(state: State) -> None:
    n, options = state.players, state.options
    where: Counter[int] = Counter()
    for seat, (hand, zoo) in enumerate(zip(state.hands, state.zoos, strict=True)):
        if list(hand) != sorted(hand) or list(zoo) != sorted(zoo):
            raise InvalidPosition(f"seat {seat}'s hand and zoo are kept sorted")
        if any(c > LAST_SPECIES for c in zoo):
            raise InvalidPosition(f"seat {seat}'s zoo holds a special card (BB-5.3)")
        if hand.count(black_sheep(seat)) != 1 or sum(map(is_black_sheep, hand)) != 1:
            raise InvalidPosition(f"seat {seat}'s hand holds its own black sheep, once (BB-7.1)")
        where.update(hand)
        where.update(zoo)
    if any(c > LAST_SPECIES for c in state.pile):
        raise InvalidPosition("the pile holds only set cards (BB-2.3)")
    if any(is_black_sheep(c) for c in (*state.wh, *state.covered)):
        raise InvalidPosition("a black sheep goes straight back to its owner (BB-7.1)")
    for part in (state.pile, state.removed, state.wh, state.covered):
        where.update(part)
    where[MAGPIE] += state.magpie_beside
    box = Counter(universe(n, options.advanced, options.joker))
    extra = sorted(card_name(k) for k in where if where[k] > box[k])
    if extra:
        raise InvalidPosition(
            f"more copies than the game has (Tables 1.1, 1.3): {', '.join(extra)}"
        )
    missing = sorted(card_name(k) for k in box if where[k] < box[k])
    if missing:
        more = f" and {len(missing) - 8} more" if len(missing) > 8 else ""
        raise InvalidPosition(f"cards missing from the game: {', '.join(missing[:8])}{more}")
    removed = len(ADVANCED_POOL) - n if options.advanced else 0
    if len(state.removed) != removed:
        raise InvalidPosition(f"{removed} specials are removed unseen at setup (BB-2.6)")
    in_zoo = any(JOKER in z for z in state.zoos)
    if in_zoo != (state.joker_species != 0):
        raise InvalidPosition("the joker has a declared species exactly while in a zoo (BB-5.4)")
    if in_zoo and state.joker_species not in species_in_use(n):
        raise InvalidPosition(f"the joker is declared as species {state.joker_species}, not in use")
    if state.magpie_beside:
        zoo_species = [{state.joker_species if c == JOKER else c for c in z} for z in state.zoos]
        if any(len(sp) >= MAGPIE_SPECIES for sp in zoo_species) or any(
            zoo_species[a] & zoo_species[b] for a in range(n) for b in range(a + 1, n)
        ):
            raise InvalidPosition(
                "the Magpie would have been taken: a zoo holds 3 species or two zoos share "
                "one (BB-7.4b)"
            )


def _check_knowledge(state: State) -> None:
    n = state.players
    for seat in range(n):
        hand = Counter(state.hands[seat])
        public = state.known[n * n + seat]
        if black_sheep(seat) not in public:
            raise InvalidPosition(f"everybody knows seat {seat} holds its black sheep")
        for o in range(n + 1):
            known = state.known[o * n + seat]
            who = "the public" if o == n else f"seat {o}"
            if o == seat:
                if known:
                    raise InvalidPosition(f"seat {seat}'s knowledge of its own hand is unused")
                continue
            if list(known) != sorted(known) or Counter(known) - hand:
                raise InvalidPosition(
                    f"{who} knows cards seat {seat} does not hold: {names(known)}"
                )
            if Counter(public) - Counter(known):
                raise InvalidPosition(f"the public knows more of seat {seat}'s hand than {who}")
        if MAGPIE in hand and MAGPIE not in public:
            raise InvalidPosition("the Magpie's place is public (section 10)")
        for sp in state.excluded[seat]:
            if hand[sp] != public.count(sp):
                raise InvalidPosition(
                    f"seat {seat}'s hidden cards hold a {card_name(sp)} after an Eagle's 'no'"
                )


def _check_counters(state: State) -> None:
    n = state.players
    over = state.phase is Phase.OVER
    stall_limit = STALL_TURNS_PER_PLAYER * n
    turn_limit = TURN_LIMIT_PER_PLAYER * n
    if state.stall > state.turns:
        raise InvalidPosition(
            f"a stall counter of {state.stall} after {state.turns} turns (BB-9.3)"
        )
    if state.turns > state.step:
        raise InvalidPosition(f"{state.turns} turns after {state.step} actions")
    if state.stall < 0 or state.stall > stall_limit or (not over and state.stall == stall_limit):
        raise InvalidPosition(f"stall counter {state.stall} would already have ended the game")
    if state.turns > turn_limit or (not over and state.turns == turn_limit):
        raise InvalidPosition(f"{state.turns} turns would already have ended the game")
    if state.pile_at_start < len(state.pile):
        raise InvalidPosition(
            f"a pile of {len(state.pile)} after a turn that began with {state.pile_at_start}"
        )
    if state.placements_left < 0:
        raise InvalidPosition("placements_left is never negative")
    for k in state.forced_draws:
        if k != FORCE_BLACK_SHEEP and not 0 <= k < BLACK_SHEEP_BASE:
            raise InvalidPosition(f"forced draw {k} is not a card that can be drawn")


_ENDS = (END_TRIPLETS, END_STALL, END_TURN_LIMIT)


def _check_turn(state: State) -> None:
    s, n = state, state.players
    phase = s.phase
    if s.covered and (s.wolf_victim is None or WOLF not in s.wh):
        raise InvalidPosition("cards lie under the Wolf only while it lies in the watering hole")
    if phase is Phase.OVER:
        if s.ended_by not in _ENDS:
            raise InvalidPosition(f"a finished game says how it ended, not {s.ended_by!r}")
        if s.ended_by == END_TRIPLETS:
            if (
                s.winner is None
                or triplets(s.zoos[s.winner], s.joker_species) < SETUP[n].triplets_to_win
            ):
                raise InvalidPosition("a triplets win needs a winner with the triplets (BB-6.3)")
        elif s.winner is not None or s.wh or s.covered:
            raise InvalidPosition("a stalled game has no winner and an empty watering hole")
        return
    if s.ended_by is not None or s.winner is not None:
        raise InvalidPosition("a game that goes on has no winner and no end yet")
    if phase is Phase.DRAW and (s.subject is not None or s.placements_left):
        raise InvalidPosition("a turn's draw phase has no subject and no placements")
    if phase in (Phase.MOLE, Phase.WHITE_SHEEP):
        if s.subject is None or s.subject == s.active:
            raise InvalidPosition(f"phase {phase.value} needs another seat as subject")
        if not any(c <= LAST_SPECIES for c in s.hands[s.subject]):
            raise InvalidPosition(f"phase {phase.value}: seat {s.subject} holds no set card")
    if phase is Phase.PLACE and (s.placements_left <= 0 or s.wh or s.covered):
        raise InvalidPosition("the placing phase has placements left and no watering hole")
    if phase is not Phase.PLACE and s.placements_left:
        raise InvalidPosition("placements are left only in the placing phase")
    if phase is Phase.MAGPIE and not any(z for v, z in enumerate(s.zoos) if v != s.active):
        raise InvalidPosition("the Magpie steals from a zoo, and every other zoo is empty")


# ----------------------------------------------------------------------------- one line

GAME_ID = "bye_bye_black_sheep"


def _cards_text(cards: Sequence[int]) -> str:
    """Card names joined by commas, a run of one kind as ``name*count``; ``-`` if none."""
    out: list[str] = []
    i = 0
    while i < len(cards):
        j = i
        while j < len(cards) and cards[j] == cards[i]:
            j += 1
        name = "black_sheep" if cards[i] == FORCE_BLACK_SHEEP else card_name(cards[i])
        out.append(name if j - i == 1 else f"{name}*{j - i}")
        i = j
    return ",".join(out) or "-"


def _cards_of(text: str, where: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    out: list[int] = []
    for item in text.split(","):
        name, star, count = item.partition("*")
        if star and not (count.isdigit() and int(count) > 0):
            raise InvalidPosition(f"{where}: {item!r} needs a count after '*'")
        if name == "black_sheep":
            k = FORCE_BLACK_SHEEP
        else:
            try:
                k = kind_of(name)
            except ValueError:
                raise InvalidPosition(f"{where}: unknown card {name!r}") from None
        out.extend([k] * (int(count) if star else 1))
    return tuple(out)


def describe(state: State) -> str:
    """``state`` as one line, :func:`parse`'s input. Fields (``key=value``, blank-separated;
    the optional ones only when not at their default):

    ``players``, ``options`` (``advanced,joker``; optional), ``phase`` (``draw``, ``eagle``,
    ``mole``, ``magpie``, ``white_sheep``, ``place``, ``over``), ``active``, ``start``,
    ``turns``, ``stall``, ``step``, ``pile_at_start``; ``hands`` and ``zoos`` (per seat,
    ``/``-separated, cards as names joined by ``,``, ``goat*2`` for two goats, ``-`` for
    none); ``joker`` (the joker's declared species), ``pile`` (top first), ``removed``,
    ``magpie`` (``beside`` or ``taken``), ``wh`` (the watering hole), ``covered``,
    ``wolf_victim``, ``subject``, ``placements``, ``zoo_grew=yes``, ``winner``,
    ``ended_by`` (``triplets``, ``stall``, ``turn_limit``), ``known`` (``;``-separated
    ``SEAT@OBSERVER=cards`` for each observer's knowledge of a hand other than the
    black sheep everybody knows; OBSERVER a seat or ``all``), ``excluded`` (per seat),
    ``draws`` (forced draws), then ``rng`` (the generator's state in hex).
    """
    s, n = state, state.players
    initial = initial_knowledge(n)
    out = [GAME_ID, f"players={n}"]
    on = [o for o in ("advanced", "joker") if getattr(s.options, o)]
    if on:
        out.append("options=" + ",".join(on))
    out += [
        f"phase={s.phase.value}",
        f"active={s.active}",
        f"start={s.start_player}",
        f"turns={s.turns}",
        f"stall={s.stall}",
        f"step={s.step}",
        f"pile_at_start={s.pile_at_start}",
        "hands=" + "/".join(_cards_text(h) for h in s.hands),
        "zoos=" + "/".join(_cards_text(z) for z in s.zoos),
    ]
    if s.joker_species:
        out.append(f"joker={card_name(s.joker_species)}")
    out.append("pile=" + _cards_text(s.pile))
    if s.removed:
        out.append("removed=" + _cards_text(s.removed))
    out.append(f"magpie={'beside' if s.magpie_beside else 'taken'}")
    for key, cards in (("wh", s.wh), ("covered", s.covered)):
        if cards:
            out.append(f"{key}={_cards_text(cards)}")
    for key, value in (
        ("wolf_victim", s.wolf_victim),
        ("subject", s.subject),
        ("winner", s.winner),
    ):
        if value is not None:
            out.append(f"{key}={value}")
    if s.placements_left:
        out.append(f"placements={s.placements_left}")
    if s.zoo_grew:
        out.append("zoo_grew=yes")
    if s.ended_by is not None:
        out.append("ended_by=" + s.ended_by.removeprefix("bb.end."))
    entries = [
        f"{i % n}@{'all' if i // n == n else i // n}={_cards_text(k)}"
        for i, k in enumerate(s.known)
        if k != initial[i]
    ]
    if entries:
        out.append("known=" + ";".join(entries))
    if any(s.excluded):
        out.append("excluded=" + "/".join(_cards_text(e) for e in s.excluded))
    if s.forced_draws:
        out.append("draws=" + _cards_text(s.forced_draws))
    out.append(f"rng={s.rng.state:016x}")
    return " ".join(out)


_KEYS = (
    "players", "options", "phase", "active", "start", "turns", "stall", "step",
    "pile_at_start", "hands", "zoos", "joker", "pile", "removed", "magpie", "wh", "covered",
    "wolf_victim", "subject", "winner", "placements", "zoo_grew", "ended_by", "known",
    "excluded", "draws", "rng",
)  # fmt: skip
_REQUIRED = ("players", "phase", "active", "hands", "zoos", "pile", "magpie", "rng")


def _fields(text: str) -> dict[str, str]:
    return read_line(text, GAME_ID, "a Bye-Bye Black Sheep", _KEYS, _REQUIRED)[0]


def _optional(fields: Mapping[str, str], key: str) -> int | None:
    """The number in field ``key``, or None when the field is absent."""
    return read_int(fields, key) if key in fields else None


def parse(text: str) -> State:
    """The state a :func:`describe` line writes. Raises InvalidPosition for a line that is
    not one (naming the word or field at fault) or a position no game could reach
    (:func:`check`)."""
    f = _fields(text)
    n = read_int(f, "players")
    if n not in SETUP:
        raise InvalidPosition(f"players={f['players']}: Bye-Bye Black Sheep has 2 to 5 players")
    opts = [o for o in f.get("options", "").split(",") if o]
    if any(o not in ("advanced", "joker") for o in opts):
        raise InvalidPosition(f"options={f['options']!r}: the options are advanced and joker")

    def per_seat(key: str) -> list[tuple[int, ...]]:
        if key not in f:
            return [() for _ in range(n)]
        parts = f[key].split("/")
        if len(parts) != n:
            raise InvalidPosition(f"{key}={f[key]!r}: one entry per seat ({n})")
        return [_cards_of(p, f"{key}={f[key]!r}") for p in parts]

    def cards(key: str) -> tuple[int, ...]:
        return _cards_of(f.get(key, "-"), f"{key}={f.get(key)!r}")

    try:
        phase = Phase(f["phase"])
    except ValueError:
        raise InvalidPosition(f"phase={f['phase']!r}: one of {[p.value for p in Phase]}") from None
    if f["magpie"] not in ("beside", "taken"):
        raise InvalidPosition(f"magpie={f['magpie']!r}: beside or taken")
    joker = _cards_of(f.get("joker", "-"), f"joker={f.get('joker')!r}")
    if len(joker) > 1 or any(not 1 <= k <= LAST_SPECIES for k in joker):
        raise InvalidPosition(f"joker={f['joker']!r}: the species the joker is declared as")
    known = initial_knowledge(n)
    for entry in f["known"].split(";") if "known" in f else ():
        where, eq, names_text = entry.partition("=")
        seat_text, at, observer = where.partition("@")
        if not eq or not at or not seat_text.isdigit():
            raise InvalidPosition(f"known: {entry!r} is not SEAT@OBSERVER=cards")
        o = n if observer == "all" else int(observer) if observer.isdigit() else -1
        seat = int(seat_text)
        if not (0 <= seat < n and 0 <= o <= n):
            raise InvalidPosition(f"known: {entry!r} names no seat or observer")
        known[o * n + seat] = _cards_of(names_text, f"known: {entry!r}")
    ended = f.get("ended_by")
    state = State(
        players=n,
        options=Options(**{o: True for o in opts}),
        rng=Rng(read_int(f, "rng")),
        hands=per_seat("hands"),
        zoos=per_seat("zoos"),
        pile=cards("pile"),
        removed=cards("removed"),
        known=known,
        excluded=per_seat("excluded"),
        start_player=read_int(f, "start"),
        active=read_int(f, "active"),
        phase=phase,
        joker_species=joker[0] if joker else 0,
        magpie_beside=f["magpie"] == "beside",
        wh=cards("wh"),
        covered=cards("covered"),
        wolf_victim=_optional(f, "wolf_victim"),
        subject=_optional(f, "subject"),
        placements_left=read_int(f, "placements"),
        pile_at_start=read_int(f, "pile_at_start"),
        zoo_grew=_flag(f, "zoo_grew"),
        stall=read_int(f, "stall"),
        turns=read_int(f, "turns"),
        step=read_int(f, "step"),
        winner=_optional(f, "winner"),
        ended_by=None if ended is None else f"bb.end.{ended}",
        forced_draws=cards("draws"),
    )
    check(state)
    return state


def _flag(fields: Mapping[str, str], key: str) -> bool:
    return read_flag(fields, key)
