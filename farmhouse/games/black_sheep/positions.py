"""Black Sheep positions: build one in a few lines, write any state as one line and read it
back (like FEN for chess), for worked examples, AI tests, assertion messages and bug reports.

::

    state = position(2, hands={0: "HCP", 1: "SKB"}, figures={0: "KK"}, deck="SSS")
    line = describe(state)   # 'black_sheep players=2 to_move=0 start=0 turn=0 hands=HCP/BKS ...'
    assert parse(line) == state

**Letters.** Animal cards and figure types are one letter each: ``H`` horse, ``C`` cow, ``P``
pig, ``S`` sheep, ``K`` chicken, ``B`` black sheep (Table 3.1). Figure *i* of a type is that
letter and 1-6 (``H1`` … ``H6`` are figures 0-5, ``C1`` is figure 6, …, BS-1.2).

**The line** is ``black_sheep`` and then ``key=value`` fields, in this order, separated by
one blank; a field at its default is left out (marked *optional*):

- ``players=N``, ``to_move=SEAT`` (``-`` once the game is over), ``start=SEAT`` (the start
  player), ``turn=N`` (actions applied so far);
- ``options=task_cards,values_hidden_until_end`` (optional; the options that are on);
- ``hands=HCP/SK`` (seat 0's cards, seat 1's, …; ``-`` for an empty hand);
- ``I=``, ``II=``, ``III=`` the pastures: ``retired``, or ``FIGURES:SIDE/SIDE…`` with the
  figures on the pasture (``H1+C3``, ``-`` for none) and each seat's side in play order,
  ``#n`` after a full side giving its completion number (``HC/SKP#1``, BS-3.4);
- ``corrals=H2+B4/-`` (figures per seat), ``deck=…`` (top first), ``discard=…``;
- ``values=312213/…`` the hidden figure values: one group of six digits per type in the order
  above, figure 1 first (black sheep written without their minus sign);
- ``supply=H1+H2`` (optional: default every figure on no pasture and in no corral);
- ``counter=N`` (the completion counter), ``end=triggered``, ``passes=N`` (passes in a row,
  BS-2.4), ``secret=T01+T07/T03+T12``, ``face_up=…``, ``unused=…`` (task cards, BS-10;
  all optional);
- ``rng=…`` the generator's state in hex, so play continues exactly as it would have.

Positions may leave components out (a deck of three cards for a worked example); they may
never hold more than the box (Table 3.1), nor numbers the rules cannot reach. Anything else
raises :class:`~farmhouse.core.game.InvalidPosition` naming what is wrong.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from farmhouse.core.game import InvalidPosition
from farmhouse.core.positions import read_flag, read_int, read_line
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    CARDS_PER_TYPE,
    FIGURE_VALUES,
    HAND_SIZE,
    PASTURES,
    SIDE_SIZE,
    TASK_DEAL,
    TASKS_BY_ID,
    Animal,
)
from farmhouse.games.black_sheep.rules import FIGURE_TYPES, Options, PastureState, State

GAME_ID = "black_sheep"
#: Card and figure letters, in :data:`ANIMALS` order (horse … black sheep).
LETTERS = "HCPSKB"
_ANIMAL_OF = dict(zip(LETTERS, ANIMALS, strict=True))
_LETTER_OF = {a: letter for letter, a in _ANIMAL_OF.items()}
_ORDER = {a: i for i, a in enumerate(ANIMALS)}
#: Pasture names (I, II, III) as the line writes them.
PASTURE_NAMES = ("I", "II", "III")
_PER_TYPE = len(FIGURE_VALUES[ANIMALS[0]])
_FIGURES = len(FIGURE_TYPES)

Cards = Sequence[Animal] | str


def _cards(cards: Cards, where: str) -> list[Animal]:
    if not isinstance(cards, str):
        return [Animal(c) for c in cards]
    try:
        return [_ANIMAL_OF[c] for c in cards]
    except KeyError as err:
        raise InvalidPosition(
            f"{where}: {err.args[0]!r} is not a card letter ({LETTERS})"
        ) from None


def figure_name(figure: int) -> str:
    """``"H1"`` for figure 0, ``"C1"`` for figure 6, … (see the module docstring)."""
    return f"{_LETTER_OF[FIGURE_TYPES[figure]]}{figure % _PER_TYPE + 1}"


def figure_id(name: str) -> int:
    """The figure called ``name`` (``"H1"`` → 0). InvalidPosition for an unknown name."""
    if len(name) == 2 and name[0] in _ANIMAL_OF and name[1] in "123456":
        return LETTERS.index(name[0]) * _PER_TYPE + int(name[1]) - 1
    raise InvalidPosition(f"{name!r} is not a figure (a letter of {LETTERS} and 1-6)")


def position(
    players: int = 2,
    *,
    hands: Mapping[int, Cards] | None = None,
    figures: Mapping[int, Cards] | None = None,
    sides: Mapping[int, Mapping[int, Cards]] | None = None,
    completion: Mapping[tuple[int, int], int] | None = None,
    retired: Sequence[int] = (),
    corrals: Mapping[int, Sequence[tuple[Animal, int]]] | None = None,
    supply: Mapping[Animal, int] | None = None,
    deck: Cards = (),
    discard: Cards = (),
    to_move: int | None = 0,
    end_triggered: bool = False,
    options: Options | None = None,
    secret_tasks: Sequence[Sequence[str]] = (),
    face_up_tasks: Sequence[str] = (),
    turn: int | None = None,
    seed: int = 0,
) -> State:
    """A validated :class:`~farmhouse.games.black_sheep.rules.State` for a worked example.

    Cards are :class:`Animal` values or a string of letters (``"HCP"``). ``hands[seat]``;
    ``figures[p]`` the figure types on pasture p (0 = I); ``sides[p][seat]`` the cards on a
    side; full sides get completion numbers 1, 2, … in (pasture, seat) order unless
    ``completion`` gives them (BS-3.4). ``retired`` pastures hold nothing (BS-7.1).
    ``corrals[seat]`` lists (type, value): a figure of that type is given that value (the
    other values of the type stay as dealt). ``supply`` gives counts per type (``None``:
    every figure not placed elsewhere); figures that fit nowhere are left out of the game.
    ``turn`` defaults to the fewest actions that could have led here; ``seed`` seeds the
    state's generator.

    Raises InvalidPosition for a position no game could reach (see :func:`check`).
    """
    values: list[int] = []
    for a in ANIMALS:
        values.extend(FIGURE_VALUES[a])
    pools = {a: [f for f, t in enumerate(FIGURE_TYPES) if t is a] for a in ANIMALS}

    def take(animal: Animal, value: int | None = None) -> int:
        pool = pools[animal]
        if not pool:
            raise InvalidPosition(f"more {animal.value} figures than the {_PER_TYPE} in the box")
        if value is None:
            pick = pool[0]
        else:
            found = next((f for f in pool if values[f] == value), None)
            if found is None:
                raise InvalidPosition(
                    f"no {animal.value} figure worth {value} is left: the type's figures are "
                    f"worth {list(FIGURE_VALUES[animal])} (Table 3.1)"
                )
            pick = found
        pool.remove(pick)
        return pick

    corral_ids = [[take(a, v) for a, v in (corrals or {}).get(s, ())] for s in range(players)]
    pastures = []
    numbers: dict[tuple[int, int], int] = dict(completion or {})
    counter = max(numbers.values(), default=0)
    for p in range(PASTURES):
        active = p not in retired
        ids = [take(a) for a in _cards((figures or {}).get(p, ()), f"pasture {p}")]
        side_cards = [
            _cards((sides or {}).get(p, {}).get(s, ()), f"pasture {p}") for s in range(players)
        ]
        for s in range(players):
            if len(side_cards[s]) == SIDE_SIZE and (p, s) not in numbers:
                counter += 1
                numbers[p, s] = counter
        pastures.append(
            PastureState(active, ids, side_cards, [numbers.get((p, s)) for s in range(players)])
        )
    if supply is None:
        supply_ids = sorted(f for pool in pools.values() for f in pool)
    else:
        for a, n in supply.items():
            if n > len(pools[a]):
                raise InvalidPosition(
                    f"supply of {n} {a.value} figures: only {len(pools[a])} are left of "
                    f"the {_PER_TYPE} in the box"
                )
        supply_ids = sorted(f for a, n in supply.items() for f in pools[a][:n])
    hand_lists = [
        sorted(_cards((hands or {}).get(s, ()), f"seat {s}'s hand"), key=_ORDER.__getitem__)
        for s in range(players)
    ]
    counter = max(numbers.values(), default=0)
    on_sides = sum(len(side) for p in pastures for side in p.sides)
    state = State(
        players=players,
        options=options or Options(),
        rng=Rng.from_seed(seed),
        figure_types=list(FIGURE_TYPES),
        figure_values=values,
        supply=supply_ids,
        pastures=pastures,
        corrals=corral_ids,
        hands=hand_lists,
        deck=_cards(deck, "deck"),
        discard=_cards(discard, "discard"),
        to_move=to_move,
        start_player=0,
        completion_counter=counter,
        end_triggered=end_triggered,
        turn=max(counter, (on_sides + 1) // 2) if turn is None else turn,
        secret_tasks=[list(t) for t in secret_tasks],
        face_up_tasks=list(face_up_tasks),
    )
    check(state)
    return state


# ----------------------------------------------------------------------------- checks


def check(state: State) -> None:
    """Raise :class:`InvalidPosition` naming the first thing no game could reach in ``state``.

    Checked: seats and the player count (2-4); the figures (36, each in one place at most,
    the fixed types, values that are the type's list of Table 3.1); per type at most 14
    cards in hands, deck, discard pile and on sides; hands of at most 3 cards in rank order
    (BS-4.2); pastures (at most 2 figures, one side per seat of at most 3 cards, a completion
    number exactly on full sides, unique and not above the counter, BS-3.4; an active pasture
    whose sides are all full would have scored, BS-5.1; a retired one holds nothing, BS-7.1;
    no retired pasture before the end trigger, BS-7.1); the counters (passes in a row fewer
    than the players, BS-2.4; completions and passes each at most one per action, and at
    most 2 cards per action on the sides, BS-3.2); task cards only in the variant, distinct,
    at most as many as Table 3.3 deals (BS-10.1).
    """
    n = state.players
    if n not in (2, 3, 4):
        raise InvalidPosition(f"Black Sheep has 2 to 4 players, not {n}")
    if state.to_move is not None and not 0 <= state.to_move < n:
        raise InvalidPosition(f"to_move {state.to_move} is not a seat of a {n}-player game")
    if not 0 <= state.start_player < n:
        raise InvalidPosition(f"start player {state.start_player} is not a seat")
    if list(state.figure_types) != list(FIGURE_TYPES):
        raise InvalidPosition("the figures' types are fixed by the components (Table 3.1)")
    if len(state.figure_values) != _FIGURES:
        raise InvalidPosition(f"there are {_FIGURES} figure values, not {len(state.figure_values)}")
    for i, a in enumerate(ANIMALS):
        got = sorted(state.figure_values[i * _PER_TYPE : (i + 1) * _PER_TYPE])
        if got != sorted(FIGURE_VALUES[a]):
            raise InvalidPosition(
                f"the {a.value} figures are worth {list(FIGURE_VALUES[a])}, not {got} (Table 3.1)"
            )
    _check_figures(state)
    if len(state.hands) != n or len(state.corrals) != n or len(state.pastures) != PASTURES:
        raise InvalidPosition("one hand and one corral per seat, and 3 pastures")
    cards: Counter[Animal] = Counter(state.deck)
    cards.update(state.discard)
    for seat, hand in enumerate(state.hands):
        if len(hand) > HAND_SIZE:
            raise InvalidPosition(f"seat {seat}'s hand holds {len(hand)} cards, at most 3 (BS-4.2)")
        if hand != sorted(hand, key=_ORDER.__getitem__):
            raise InvalidPosition(f"seat {seat}'s hand is not in rank order")
        cards.update(hand)
    numbers: list[int] = []
    for p, pasture in enumerate(state.pastures):
        name = f"pasture {PASTURE_NAMES[p]}"
        if len(pasture.sides) != n or len(pasture.completion) != n:
            raise InvalidPosition(f"{name} needs one side per seat")
        if len(pasture.figures) > 2:
            raise InvalidPosition(f"{name} holds {len(pasture.figures)} figures, at most 2")
        for seat, (side, number) in enumerate(zip(pasture.sides, pasture.completion, strict=True)):
            cards.update(side)
            if len(side) > SIDE_SIZE:
                raise InvalidPosition(
                    f"{name}: seat {seat}'s side holds {len(side)} cards (BS-3.2)"
                )
            if (number is not None) != (len(side) == SIDE_SIZE):
                raise InvalidPosition(
                    f"{name}: seat {seat}'s side has a completion number exactly when full (BS-3.4)"
                )
            if number is not None:
                if not 1 <= number <= state.completion_counter:
                    raise InvalidPosition(
                        f"{name}: completion number {number} is not one the counter "
                        f"({state.completion_counter}) has given (BS-3.4)"
                    )
                numbers.append(number)
        if pasture.active and all(len(side) == SIDE_SIZE for side in pasture.sides):
            raise InvalidPosition(f"{name}: every side is full, it would have scored (BS-5.1)")
        if not pasture.active:
            if pasture.figures or any(pasture.sides):
                raise InvalidPosition(f"{name} is retired and holds nothing (BS-7.1)")
            if not state.end_triggered:
                raise InvalidPosition(f"{name} is retired before the end trigger (BS-7.1)")
    if len(set(numbers)) != len(numbers):
        raise InvalidPosition("two sides share a completion number (BS-3.4)")
    too_many = [a.value for a in ANIMALS if cards[a] > CARDS_PER_TYPE]
    if too_many:
        raise InvalidPosition(
            f"more than {CARDS_PER_TYPE} {', '.join(too_many)} cards (Table 3.1 lists "
            f"{CARDS_PER_TYPE} per type)"
        )
    if not 0 <= state.passes_in_row < n:
        raise InvalidPosition(
            f"{state.passes_in_row} passes in a row: with {n} players the game ends at {n} (BS-2.4)"
        )
    on_sides = sum(len(side) for p in state.pastures for side in p.sides)
    for what, count in (
        ("completions", state.completion_counter),
        ("passes in a row", state.passes_in_row),
        ("actions' worth of cards on the sides (2 per play)", (on_sides + 1) // 2),
    ):
        if count > state.turn:
            raise InvalidPosition(f"{count} {what} after {state.turn} actions")
    _check_tasks(state)


def _check_figures(state: State) -> None:
    where: dict[int, str] = {}
    places: list[tuple[str, Sequence[int]]] = [("the supply", state.supply)]
    places += [(f"pasture {PASTURE_NAMES[p]}", ps.figures) for p, ps in enumerate(state.pastures)]
    places += [(f"seat {s}'s corral", c) for s, c in enumerate(state.corrals)]
    for place, figures in places:
        for f in figures:
            if not 0 <= f < _FIGURES:
                raise InvalidPosition(f"{place}: there is no figure {f} (0-{_FIGURES - 1})")
            if f in where:
                raise InvalidPosition(
                    f"figure {figure_name(f)} is both in {where[f]} and in {place}"
                )
            where[f] = place
    if list(state.supply) != sorted(state.supply):
        raise InvalidPosition("the supply is kept sorted")


def _check_tasks(state: State) -> None:
    tasks = [t for seat in state.secret_tasks for t in seat]
    tasks += [*state.face_up_tasks, *state.unused_tasks]
    if not state.options.task_cards:
        if tasks:
            raise InvalidPosition("task cards are used only with the task_cards option (BS-10)")
        return
    unknown = [t for t in tasks if t not in TASKS_BY_ID]
    if unknown:
        raise InvalidPosition(f"unknown task cards {unknown}")
    if len(set(tasks)) != len(tasks):
        raise InvalidPosition("a task card is in two places")
    secret, face_up = TASK_DEAL[state.players]
    if len(state.secret_tasks) > state.players or any(len(t) > secret for t in state.secret_tasks):
        raise InvalidPosition(f"each seat holds {secret} secret task cards (BS-10.1)")
    if len(state.face_up_tasks) > face_up:
        raise InvalidPosition(f"{face_up} task cards lie face up (BS-10.1)")


# ----------------------------------------------------------------------------- one line


def _letters(cards: Sequence[Animal]) -> str:
    return "".join(_LETTER_OF[c] for c in cards) or "-"


def _figures(ids: Sequence[int]) -> str:
    return "+".join(figure_name(f) for f in ids) or "-"


def _seats(items: Sequence[str]) -> str:
    return "/".join(items)


def describe(state: State) -> str:
    """``state`` as one line (see the module docstring); :func:`parse` reads it back to an
    equal state (same :meth:`~farmhouse.games.black_sheep.rules.BlackSheep.digest`)."""
    s = state
    out = [
        GAME_ID,
        f"players={s.players}",
        f"to_move={'-' if s.to_move is None else s.to_move}",
        f"start={s.start_player}",
        f"turn={s.turn}",
    ]
    on = [name for name in ("task_cards", "values_hidden_until_end") if getattr(s.options, name)]
    if on:
        out.append(f"options={','.join(on)}")
    out.append("hands=" + _seats([_letters(h) for h in s.hands]))
    for p, pasture in enumerate(s.pastures):
        if not pasture.active and not pasture.figures and not any(pasture.sides):
            out.append(f"{PASTURE_NAMES[p]}=retired")
            continue
        sides = [
            _letters(side) + ("" if number is None else f"#{number}")
            for side, number in zip(pasture.sides, pasture.completion, strict=True)
        ]
        # an active=False pasture that still holds something cannot be written; check()
        # refuses it, so describe() of a valid state never gets here with one
        out.append(f"{PASTURE_NAMES[p]}={_figures(pasture.figures)}:{_seats(sides)}")
    out.append("corrals=" + _seats([_figures(c) for c in s.corrals]))
    out.append(f"deck={_letters(s.deck)}")
    out.append(f"discard={_letters(s.discard)}")
    groups = [
        "".join(str(abs(v)) for v in s.figure_values[i : i + _PER_TYPE])
        for i in range(0, _FIGURES, _PER_TYPE)
    ]
    out.append("values=" + "/".join(groups))
    if s.supply != _free_figures(s):
        out.append(f"supply={_figures(s.supply)}")
    if s.completion_counter:
        out.append(f"counter={s.completion_counter}")
    if s.end_triggered:
        out.append("end=triggered")
    if s.passes_in_row:
        out.append(f"passes={s.passes_in_row}")
    if s.secret_tasks:
        out.append("secret=" + _seats(["+".join(t) or "-" for t in s.secret_tasks]))
    if s.face_up_tasks:
        out.append("face_up=" + "+".join(s.face_up_tasks))
    if s.unused_tasks:
        out.append("unused=" + "+".join(s.unused_tasks))
    out.append(f"rng={s.rng.state:016x}")
    return " ".join(out)


def _free_figures(state: State) -> list[int]:
    used = {f for p in state.pastures for f in p.figures}
    used.update(f for c in state.corrals for f in c)
    return [f for f in range(_FIGURES) if f not in used]


_KEYS = (
    "players", "to_move", "start", "turn", "options", "hands", *PASTURE_NAMES, "corrals",
    "deck", "discard", "values", "supply", "counter", "end", "passes", "secret", "face_up",
    "unused", "rng",
)  # fmt: skip
_REQUIRED = ("players", "to_move", "start", "turn", "hands", "values", "rng")


def _fields(text: str) -> dict[str, str]:
    return read_line(text, GAME_ID, "a Black Sheep", _KEYS, _REQUIRED)[0]


def _int(fields: Mapping[str, str], key: str, default: int = 0) -> int:
    return read_int(fields, key, default)


def parse(text: str) -> State:
    """The state a :func:`describe` line writes. Raises InvalidPosition for a line that is
    not one (naming the word or field at fault) or a position no game could reach."""
    f = _fields(text)
    players = _int(f, "players")
    if players not in (2, 3, 4):
        raise InvalidPosition(f"players={f['players']}: Black Sheep has 2 to 4 players")

    def per_seat(key: str) -> list[str]:
        parts = f.get(key, "").split("/") if key in f else ["-"] * players
        if len(parts) != players:
            raise InvalidPosition(f"{key}={f[key]!r}: one entry per seat ({players})")
        return parts

    def cards(key: str, value: str) -> list[Animal]:
        return [] if value == "-" else _cards(value, f"{key}={value!r}")

    def figures(key: str, value: str) -> list[int]:
        if value == "-":
            return []
        try:
            return [figure_id(name) for name in value.split("+")]
        except InvalidPosition as err:
            raise InvalidPosition(f"{key}={value!r}: {err}") from None

    options_text = f.get("options", "")
    names = [o for o in options_text.split(",") if o]
    bad = [o for o in names if o not in ("task_cards", "values_hidden_until_end")]
    if bad:
        raise InvalidPosition(f"options={options_text!r}: unknown option {bad[0]!r}")
    options = Options(**{o: True for o in names})
    pastures = []
    for name in PASTURE_NAMES:
        value = f.get(name, "retired")
        if value == "retired":
            pastures.append(PastureState(False, [], [[] for _ in range(players)], [None] * players))
            continue
        figs, colon, sides_text = value.partition(":")
        sides = sides_text.split("/")
        if not colon or len(sides) != players:
            raise InvalidPosition(
                f"{name}={value!r}: write 'retired' or FIGURES:SIDE/SIDE… with one side per seat"
            )
        side_cards: list[list[Animal]] = []
        numbers: list[int | None] = []
        for side in sides:
            letters, hash_, number = side.partition("#")
            side_cards.append(cards(name, letters))
            if not hash_:
                numbers.append(None)
            elif number.isdigit():
                numbers.append(int(number))
            else:
                raise InvalidPosition(f"{name}={value!r}: {side!r} needs a number after '#'")
        pastures.append(PastureState(True, figures(name, figs), side_cards, numbers))
    values: list[int] = []
    groups = f["values"].split("/")
    if len(groups) != len(ANIMALS) or any(len(g) != _PER_TYPE or not g.isdigit() for g in groups):
        raise InvalidPosition(f"values={f['values']!r}: 6 groups of 6 digits, one per type")
    for a, group in zip(ANIMALS, groups, strict=True):
        sign = -1 if a is Animal.BLACK_SHEEP else 1
        values.extend(sign * int(d) for d in group)
    to_move_text = f["to_move"]
    state = State(
        players=players,
        options=options,
        rng=Rng(_int(f, "rng")),
        figure_types=list(FIGURE_TYPES),
        figure_values=values,
        supply=[],
        pastures=pastures,
        corrals=[figures("corrals", c) for c in per_seat("corrals")],
        hands=[cards("hands", h) for h in per_seat("hands")],
        deck=cards("deck", f.get("deck", "-") or "-"),
        discard=cards("discard", f.get("discard", "-") or "-"),
        to_move=None if to_move_text == "-" else _int(f, "to_move"),
        start_player=_int(f, "start"),
        completion_counter=_int(f, "counter"),
        end_triggered=_flag(f, "end", "triggered"),
        passes_in_row=_int(f, "passes"),
        turn=_int(f, "turn"),
        secret_tasks=[[] if t == "-" else t.split("+") for t in per_seat("secret")]
        if "secret" in f
        else [],
        face_up_tasks=[t for t in f.get("face_up", "").split("+") if t],
        unused_tasks=[t for t in f.get("unused", "").split("+") if t],
    )
    state.supply = figures("supply", f["supply"]) if "supply" in f else _free_figures(state)
    check(state)
    return state


def _flag(fields: Mapping[str, str], key: str, word: str) -> bool:
    return read_flag(fields, key, word)


__all__ = [
    "LETTERS",
    "PASTURE_NAMES",
    "check",
    "describe",
    "figure_id",
    "figure_name",
    "parse",
    "position",
]
