"""El Gaucho positions: build one in a few lines, write any state as one line and read it back
(what FEN is to chess), for worked examples, AI tests, assertion messages and bug reports.

Seats are written as letters: ``A`` = seat 0, ``B`` = seat 1, … A pampa row is a string of
its spaces left to right, separated by blanks: ``.`` is an empty space, ``RD9`` a tile,
``RD9/A`` a tile with seat A's gaucho standing on it and ``RD9/a`` with it lying (lower case =
lying). ``rows[0]`` is the bottom row (the reference's row 1); a row may list fewer spaces than
it has (the rest are empty). A herd is a string of tile codes left to right (``"RD3 RD5 RD9"``).

Example (EG-EX-4)::

    state = position(
        3,
        rows=["BK12/A RD9/b .", "WH2/a SP5/B BR3 RD6", "BR11/B BK1/A WH8/a .", "SP7/c RD10/b BK4/a ."],
        herds={0: ["BK10 BK6"]},
        to_move=2, dice=[1, 2],
    )

Everything not placed is dealt at random (from ``seed``) into the Steppe (4 tiles) and the
pile (after the given ``pile`` top); with ``rest="sold"`` the leftover tiles count as sold
instead, for late positions with a short pile. (:func:`build` is the older name of
:func:`position`.)

:func:`describe` writes every part of any state (the pile's order, the Steppe, opening tiles,
the ledger, the dice, the generator) on one line, :func:`parse` reads it back to an equal
state. Both :func:`position` and :func:`parse` refuse impossible positions with
:class:`~farmhouse.core.game.InvalidPosition` (a ValueError) naming what is wrong (see
:func:`check`): tiles beyond or missing from Table C1, more gauchos than Table C3 gives,
money its ledger does not add up to or sales no herd could make, counters the rules cannot
reach, or a line that is not a position (naming the word).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from farmhouse.core.game import InvalidPosition
from farmhouse.core.positions import options_text, read_flag, read_int, read_line, read_options
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.data import (
    AREAS,
    BREED_CODES,
    BREEDS,
    DIE_FACES,
    IMMEDIATE_SALE_BONUS,
    IMMEDIATE_SALE_MIN_HERD,
    PLAYER_COUNTS,
    STEPPE_SIZE,
    TILE_COUNT,
    VALUES,
    tile_breed,
    tile_code,
    tile_id,
    tile_value,
)
from farmhouse.games.el_gaucho.rules import Options, State

#: When an area gaucho was placed: in an earlier round (or the opening), earlier in this
#: round (a seat whose turn is over), or in the current turn of the seat to move.
WHEN: tuple[str, ...] = ("earlier", "this_round", "this_turn")

_LETTERS = "ABCD"


def seat_letter(seat: int) -> str:
    """``"A"`` for seat 0, ``"B"`` for seat 1, …"""
    return _LETTERS[seat]


def _code(code: str, what: str) -> int:
    try:
        return tile_id(code)
    except ValueError:
        raise InvalidPosition(f"{what}: {code!r} is not a tile code (like 'RD7')") from None


class _Tiles:
    """Tracks that each tile is used once and is in play."""

    def __init__(self, removed: int) -> None:
        self.removed = removed
        self.used: dict[int, str] = {}

    def take(self, code: str, where: str) -> int:
        t = _code(code, where)
        if tile_breed(t) == self.removed:
            raise InvalidPosition(
                f"{where}: {code} belongs to the removed breed {BREEDS[self.removed]}"
            )
        if t in self.used:
            raise InvalidPosition(f"{where}: {code} is already used ({self.used[t]})")
        self.used[t] = where
        return t


def _herd(text: str | Sequence[str]) -> list[str]:
    return text.split() if isinstance(text, str) else list(text)


def position(
    players: int = 3,
    *,
    rows: Sequence[str] = (),
    herds: Mapping[int, Sequence[str | Sequence[str]]] | None = None,
    money: Mapping[int, int] | None = None,
    areas: Mapping[int, Sequence[str] | Mapping[str, str]] | None = None,
    supply: Mapping[int, int] | None = None,
    to_move: int = 0,
    start_player: int = 0,
    round: int = 1,
    dice: Sequence[int] | None = None,
    wish: int = 0,
    pool: Sequence[int] | None = None,
    steppe: Sequence[str] | None = None,
    seen: Mapping[int, Sequence[str]] | None = None,
    pile: Sequence[str] = (),
    rest: str = "pile",
    sold: Sequence[str] = (),
    discarded: Mapping[int, Sequence[str]] | None = None,
    end_round: int = -1,
    removed_breed: str | None = None,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A State in a normal or dice-less turn of seat ``to_move`` (round ``round``, start
    player ``start_player``), from named pieces (see the module docstring).

    - ``herds[seat]``: that seat's herds; ``money[seat]``: pesos earned before (kept in the
      ledger as kind ``"earlier"``).
    - ``areas[seat]``: area ids placed in an earlier round, or ``{area: when}`` with *when* in
      :data:`WHEN`. ``supply`` (optional) must equal what is left of each seat's gauchos
      (Table C3).
    - ``dice``: the two dice the seat to move has taken (``None``: it has not taken any yet,
      the ``pool`` holds them); ``wish``: an unspent Wish die. ``pool`` defaults to a roll
      (from ``seed``) of the dice left for the later seats of the round.
    - ``steppe``: the Steppe (default: 4 leftover tiles); ``seen[seat]`` the Steppe tiles a
      seat knows; ``pile``: the pile's top tiles; ``rest``: ``"pile"`` or ``"sold"``, where
      the leftover tiles go; ``sold``/``discarded[seat]``: tiles out of the game.
    - ``end_round``: the round of the end trigger (the pile must then be empty; with an
      empty pile it is required). With 2 players ``removed_breed`` names the breed out of
      play (default: the last, red).

    Raises InvalidPosition for anything impossible (and what :func:`check` refuses): unknown
    or repeated tiles, a tile on an
    unusable space, a gaucho without a tile, herds that are not strictly monotone or two
    herds of one breed, more gauchos than a seat owns, a supply that does not add up, dice
    that are not 1-6, a Steppe or pile that contradicts the end trigger, bad seats.
    """
    options = options or Options()
    problems = options.problems()
    if problems:
        raise InvalidPosition(f"bad options: {problems}")
    if players not in rules.GAME.player_counts:
        raise InvalidPosition(f"El Gaucho has 2 to 4 players, not {players}")
    n = players
    for name, seat in (("to_move", to_move), ("start_player", start_player)):
        if not 0 <= seat < n:
            raise InvalidPosition(f"{name} {seat} is not a seat of a {n}-player game")
    if round < 1:
        raise InvalidPosition("round must be 1 or more")
    pc = PLAYER_COUNTS[n]
    removed = -1
    if pc.remove_breed:
        removed = BREEDS.index(removed_breed) if removed_breed else len(BREEDS) - 1
    elif removed_breed is not None:
        raise InvalidPosition("a breed is removed only with 2 players")
    tiles = _Tiles(removed)
    layout = rules.pampa_layout(options.pampa_layout, n)

    pampa = [-1] * layout.size
    gauchos = [-1] * layout.size
    if len(rows) > len(layout.row_lengths):
        raise InvalidPosition(f"the pampa has {len(layout.row_lengths)} rows, not {len(rows)}")
    for r, text in enumerate(rows):
        tokens = text.split()
        if len(tokens) > layout.row_lengths[r]:
            raise InvalidPosition(f"row {r + 1} has {layout.row_lengths[r]} spaces: {text!r}")
        for sp, token in enumerate(tokens):
            if token == ".":
                continue
            i = layout.index(r, sp)
            where = f"row {r + 1} space {sp + 1}"
            if not layout.usable[i]:
                raise InvalidPosition(f"{where} is not usable with {n} players")
            code, _, who = token.partition("/")
            pampa[i] = tiles.take(code, where)
            if who:
                if len(who) != 1 or who.upper() not in _LETTERS[:n]:
                    raise InvalidPosition(
                        f"{where}: {who!r} is not a seat letter (A-{_LETTERS[n - 1]})"
                    )
                gauchos[i] = _LETTERS.index(who.upper()) * 2 + (1 if who.islower() else 0)

    herd_lists: list[list[list[int]]] = [[[] for _ in BREEDS] for _ in range(n)]
    for seat, items in (herds or {}).items():
        _check_seat(seat, n, "herds")
        for item in items:
            codes = _herd(item)
            ids = [tiles.take(c, f"herd of seat {seat_letter(seat)}") for c in codes]
            if not ids:
                continue
            breeds = {tile_breed(t) for t in ids}
            if len(breeds) != 1:
                raise InvalidPosition(f"a herd holds one breed: {codes}")
            b = breeds.pop()
            values = [tile_value(t) for t in ids]
            if not rules.is_monotone(values):
                raise InvalidPosition(f"a herd is strictly rising or falling: {codes}")
            if herd_lists[seat][b]:
                raise InvalidPosition(f"seat {seat_letter(seat)} has two {BREEDS[b]} herds")
            herd_lists[seat][b] = values

    order_index = (to_move - start_player) % n
    first_turn = (round - 1) * n + 1
    turn_no = first_turn + order_index
    area_turns = [-1] * (len(AREAS) * n)
    for seat, placed in (areas or {}).items():
        _check_seat(seat, n, "areas")
        pairs: list[tuple[str, str]] = (
            list(placed.items())
            if isinstance(placed, Mapping)
            else [(a, "earlier") for a in placed]
        )
        for area, when in pairs:
            if area not in AREAS:
                raise InvalidPosition(f"{area!r} is not an action area {AREAS}")
            if when not in WHEN:
                raise InvalidPosition(f"{when!r} is not one of {WHEN}")
            if when == "this_turn" and seat != to_move:
                raise InvalidPosition("only the seat to move placed a gaucho this turn")
            seat_turn = first_turn + (seat - start_player) % n
            if when == "this_round" and seat_turn >= turn_no:
                raise InvalidPosition(
                    f"seat {seat_letter(seat)} has not had its turn in this round yet"
                )
            turn = {"earlier": 0, "this_round": seat_turn, "this_turn": turn_no}[when]
            area_turns[AREAS.index(area) * n + seat] = turn

    counts = [0] * n
    for g in gauchos:
        if g >= 0:
            counts[g >> 1] += 1
    for a in range(len(AREAS)):
        for seat in range(n):
            if area_turns[a * n + seat] >= 0:
                counts[seat] += 1
    supplies = []
    for seat in range(n):
        left = pc.gauchos - counts[seat]
        if left < 0:
            raise InvalidPosition(
                f"seat {seat_letter(seat)} has {pc.gauchos} gauchos, {counts[seat]} are placed"
            )
        if supply is not None and seat in supply and supply[seat] != left:
            raise InvalidPosition(
                f"seat {seat_letter(seat)}: {pc.gauchos} gauchos, {counts[seat]} placed, so "
                f"{left} in supply, not {supply[seat]}"
            )
        supplies.append(left)

    sold_ids = [tiles.take(c, "sold") for c in sold]
    discarded_ids: list[list[int]] = [[] for _ in range(n)]
    for seat, thrown in (discarded or {}).items():
        _check_seat(seat, n, "discarded")
        discarded_ids[seat] = [tiles.take(c, "discarded") for c in thrown]
    top = [tiles.take(c, "pile") for c in pile]
    steppe_ids = None if steppe is None else sorted(tiles.take(c, "steppe") for c in steppe)
    rng = Rng.from_seed(seed)
    leftover = [t for t in range(TILE_COUNT) if tile_breed(t) != removed and t not in tiles.used]
    rng.shuffle(leftover)
    if steppe_ids is None:
        steppe_ids = sorted(leftover[:STEPPE_SIZE])
        del leftover[:STEPPE_SIZE]
    if rest == "pile":
        pile_ids = top + leftover
    elif rest == "sold":
        pile_ids = top
        sold_ids += sorted(leftover)
    else:
        raise InvalidPosition(f"rest must be 'pile' or 'sold', not {rest!r}")
    if len(steppe_ids) > STEPPE_SIZE:
        raise InvalidPosition(f"the Steppe holds at most {STEPPE_SIZE} tiles")
    if pile_ids and len(steppe_ids) < STEPPE_SIZE:
        raise InvalidPosition(
            "the Steppe is always refilled to 4 while the pile has tiles (EG-5.10)"
        )
    if (end_round >= 0) != (not pile_ids):
        raise InvalidPosition("the end is triggered exactly when the pile is empty (EG-8.1)")
    if end_round >= 0 and not end_round <= round <= end_round + 2:
        raise InvalidPosition(f"after an end trigger in round {end_round} come only 2 more rounds")
    seen_ids: list[list[int]] = [[] for _ in range(n)]
    for seat, known in (seen or {}).items():
        _check_seat(seat, n, "seen")
        ids = [_code(c, "seen") for c in known]
        if any(t not in steppe_ids for t in ids):
            raise InvalidPosition(f"seat {seat_letter(seat)} can only know tiles in the Steppe")
        seen_ids[seat] = sorted(ids)

    diceless = end_round >= 0 and round == end_round + 2
    taken = dice is not None
    my_dice = sorted(dice or ())
    if diceless and (taken or pool):
        raise InvalidPosition("there are no dice in the dice-less round (EG-8.3)")
    if taken and len(my_dice) > 2:
        raise InvalidPosition("a seat takes exactly 2 dice (EG-3.1); it may have spent some")
    if any(not 1 <= d <= DIE_FACES for d in (*my_dice, *(pool or ()))):
        raise InvalidPosition("dice show 1 to 6")
    if not 0 <= wish <= DIE_FACES or (wish and not taken and not diceless):
        raise InvalidPosition("a Wish die (1-6) is gained after taking dice")
    pool_size = 0 if diceless else pc.dice - 2 * (order_index + (1 if taken else 0))
    if pool is None:
        pool_ids = sorted(rng.randbelow(DIE_FACES) + 1 for _ in range(pool_size))
    else:
        if len(pool) != pool_size:
            raise InvalidPosition(
                f"{pool_size} dice are left in the pool at this point, not {len(pool)}"
            )
        pool_ids = sorted(pool)

    ledger: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
    money_list = [0] * n
    for seat, pesos in (money or {}).items():
        _check_seat(seat, n, "money")
        if pesos < 0:
            raise InvalidPosition("money is never negative")
        money_list[seat] = pesos
        if pesos:
            ledger[seat].append((rules.EARLIER, 0, 0, 0, 0, pesos))

    s = State(
        players=n,
        options=options,
        rng=rng.spawn(),
        phase="turn",
        round=round,
        start_player=start_player,
        to_move=to_move,
        removed_breed=removed,
        pile=tuple(pile_ids),
        steppe=tuple(steppe_ids),
        seen=[tuple(x) for x in seen_ids],
        tiles=pampa,
        gauchos=gauchos,
        supply=supplies,
        areas=area_turns,
        herds=[tuple(tuple(h) for h in hs) for hs in herd_lists],
        money=money_list,
        ledger=[tuple(x) for x in ledger],
        sold=tuple(sold_ids),
        drawn=[() for _ in range(n)],
        kept=[() for _ in range(n)],
        discarded=[tuple(x) for x in discarded_ids],
        pool=tuple(pool_ids),
        dice=tuple(my_dice),
        wish=wish,
        dice_taken=taken or diceless,
        turn_no=turn_no,
        round_first_turn=first_turn,
        order_index=order_index,
        pending=[() for _ in range(n)],
        end_round=end_round,
    )
    check(s)
    return s


#: The name :func:`position` had before every game's positions module had one.
build = position


def _check_seat(seat: int, n: int, what: str) -> None:
    if not 0 <= seat < n:
        raise InvalidPosition(f"{what}: {seat} is not a seat of a {n}-player game")


def setup_with_pile(
    players: int,
    top: Sequence[str],
    *,
    start_player: int = 0,
    removed_breed: str | None = None,
    drawn: Mapping[int, Sequence[str]] | None = None,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A new game (keep phase) dealt by the real setup procedure (EG-1.4, EG-1.5, EG-7.4)
    from a pile whose top tiles are ``top``; the other tiles follow in an order shuffled from
    ``seed``. ``drawn[seat]`` fixes a seat's opening tiles (taken out of the pile first).
    With 2 players ``removed_breed`` defaults to red. ValueError for unknown or repeated
    tiles, tiles of the removed breed, or a wrong number of drawn tiles."""
    options = options or Options()
    if players not in rules.GAME.player_counts or options.problems():
        raise InvalidPosition("bad player count or options")
    pc = PLAYER_COUNTS[players]
    removed = -1
    if pc.remove_breed:
        removed = BREEDS.index(removed_breed) if removed_breed else len(BREEDS) - 1
    tiles = _Tiles(removed)
    fixed: dict[int, list[int]] = {}
    for seat, codes in (drawn or {}).items():
        _check_seat(seat, players, "drawn")
        if len(codes) != pc.opening_draw:
            raise InvalidPosition(f"each seat draws {pc.opening_draw} opening tiles")
        fixed[seat] = [tiles.take(c, f"drawn by {seat_letter(seat)}") for c in codes]
    head = [tiles.take(c, "pile") for c in top]
    rng = Rng.from_seed(seed)
    others = [t for t in range(TILE_COUNT) if tile_breed(t) != removed and t not in tiles.used]
    rng.shuffle(others)
    return rules.deal(players, options, rng, head + others, removed, start_player, fixed)


def describe_rows(state: State) -> list[str]:
    """The pampa of ``state`` in the row notation of :func:`build` (unusable spaces as ``.``)."""
    layout = rules.pampa_layout(state.options.pampa_layout, state.players)
    out = []
    for r, length in enumerate(layout.row_lengths):
        tokens = []
        for sp in range(length):
            i = layout.offsets[r] + sp
            t = state.tiles[i]
            if t < 0:
                tokens.append(".")
                continue
            g = state.gauchos[i]
            who = ""
            if g >= 0:
                letter = seat_letter(g >> 1)
                who = "/" + (letter.lower() if g & 1 else letter)
            tokens.append(tile_code(t) + who)
        out.append(" ".join(tokens))
    return out


# ----------------------------------------------------------------------------- checks


def check(state: State) -> None:
    """Raise :class:`InvalidPosition` naming the first thing no game could reach in ``state``.

    Checked: the options (:meth:`Options.problems`) and the player count; the removed breed
    (only with 2 players, EG-1.3); every tile in play in exactly one place (pampa, herds,
    opening tiles, pile, Steppe, sold, pending), so never more than Table C1 lists, and none
    of the removed breed; tiles only on usable spaces and gauchos only on tiles (Table C4);
    each seat's gauchos, placed or in supply, adding up to Table C3's number; herds strictly
    monotone, one per breed (EG-6.1); money equal to what its ledger adds up to, each sale
    worth count × highest (+ the Immediate sale's bonus, EG-5.7, EG-6.3) and each
    compensation the tile's value (EG-5.8, EG-5.9), never more tiles sold by sales than lie
    in the sold pile; the Steppe (at most 4, refilled while the pile lasts, EG-5.10) and what
    seats saw of it; the end trigger exactly when the pile is empty (EG-8.1) and at most two
    rounds after it; the phase, the seat to move and the dice of the turn (EG-3.1); counters
    (turn numbers of placed gauchos not in the future, the order index below the players).
    """
    n = state.players
    if n not in PLAYER_COUNTS:
        raise InvalidPosition(f"El Gaucho has 2 to 4 players, not {n}")
    problems = state.options.problems()
    if problems:
        raise InvalidPosition(f"bad options: {problems}")
    pc = PLAYER_COUNTS[n]
    if state.phase not in rules.PHASES:
        raise InvalidPosition(f"phase {state.phase!r} is not one of {rules.PHASES}")
    if pc.remove_breed != (0 <= state.removed_breed < len(BREEDS)) or (
        not pc.remove_breed and state.removed_breed != -1
    ):
        raise InvalidPosition("one breed is removed exactly with 2 players (EG-1.3)")
    layout = rules.pampa_layout(state.options.pampa_layout, n)
    per_seat = (state.seen, state.supply, state.herds, state.money, state.ledger, state.drawn,
                state.kept, state.discarded, state.pending)  # fmt: skip
    if any(len(x) != n for x in per_seat) or len(state.areas) != len(AREAS) * n:
        raise InvalidPosition(f"one entry per seat ({n}) in every per-seat part")
    if len(state.tiles) != layout.size or len(state.gauchos) != layout.size:
        raise InvalidPosition(f"the pampa has {layout.size} spaces with these options")
    _check_tiles(state, layout)
    _check_gauchos(state, layout)
    _check_money(state)
    _check_flow(state)


def _check_tiles(state: State, layout: rules.Layout) -> None:
    n = state.players
    places: dict[int, str] = {}

    def put(tiles: Sequence[int], where: str) -> None:
        for t in tiles:
            if not 0 <= t < TILE_COUNT:
                raise InvalidPosition(f"{where}: {t} is not a tile")
            if tile_breed(t) == state.removed_breed:
                raise InvalidPosition(
                    f"{where}: {tile_code(t)} belongs to the removed breed "
                    f"{BREEDS[state.removed_breed]} (EG-1.3)"
                )
            if t in places:
                raise InvalidPosition(f"{tile_code(t)} is both in {places[t]} and in {where}")
            places[t] = where

    put([t for t in state.tiles if t >= 0], "the pampa")
    for seat in range(n):
        letter = seat_letter(seat)
        for b, herd in enumerate(state.herds[seat]):
            if not all(1 <= v <= VALUES for v in herd):
                raise InvalidPosition(f"seat {letter}'s {BREEDS[b]} herd: values are 1-{VALUES}")
            if not rules.is_monotone(herd) or len(set(herd)) != len(herd):
                raise InvalidPosition(
                    f"seat {letter}'s {BREEDS[b]} herd is not strictly rising or falling (EG-6.1)"
                )
            put([b * VALUES + v - 1 for v in herd], f"seat {letter}'s herds")
        put(state.drawn[seat], f"seat {letter}'s opening tiles")
        put(state.discarded[seat], f"seat {letter}'s discarded tiles")
        put(state.pending[seat], f"seat {letter}'s pending tiles")
        if set(state.kept[seat]) - set(state.drawn[seat]):
            raise InvalidPosition(f"seat {letter} keeps tiles it did not draw (EG-1.5)")
        if set(state.seen[seat]) - set(state.steppe) or list(state.seen[seat]) != sorted(
            state.seen[seat]
        ):
            raise InvalidPosition(f"seat {letter} can only know tiles in the Steppe")
    put(state.pile, "the pile")
    put(state.steppe, "the Steppe")
    put(state.sold, "the sold tiles")
    in_play = TILE_COUNT - (VALUES if state.removed_breed >= 0 else 0)
    if len(places) != in_play:
        missing = [tile_code(t) for t in range(TILE_COUNT)
                   if t not in places and tile_breed(t) != state.removed_breed]  # fmt: skip
        more = f" and {len(missing) - 8} more" if len(missing) > 8 else ""
        raise InvalidPosition(f"tiles missing from the game: {', '.join(missing[:8])}{more}")
    for i, t in enumerate(state.tiles):
        where = f"row {layout.row_of[i] + 1} space {layout.space_of[i] + 1}"
        if t >= 0 and not layout.usable[i]:
            raise InvalidPosition(f"{where} is not usable with {n} players (Table C4)")
        g = state.gauchos[i]
        if g >= 0 and (t < 0 or g >> 1 >= n):
            raise InvalidPosition(f"{where}: a gaucho of a seat at the table stands on a tile")
    if list(state.steppe) != sorted(state.steppe) or len(state.steppe) > STEPPE_SIZE:
        raise InvalidPosition(f"the Steppe holds at most {STEPPE_SIZE} tiles, sorted")
    if state.pile and not state.hidden_active and len(state.steppe) != STEPPE_SIZE:
        raise InvalidPosition(
            "the Steppe is always refilled to 4 while the pile has tiles (EG-5.10)"
        )
    if set(state.hidden_taken) - {t for t in state.tiles if t >= 0}:
        raise InvalidPosition("tiles taken by Hidden cattle lie on the pampa (EG-5.10)")


def _check_gauchos(state: State, layout: rules.Layout) -> None:
    n = state.players
    total = PLAYER_COUNTS[n].gauchos
    for seat in range(n):
        on_pampa = sum(1 for g in state.gauchos if g >= 0 and g >> 1 == seat)
        on_areas = sum(1 for a in range(len(AREAS)) if state.areas[a * n + seat] >= 0)
        if on_pampa + on_areas > total:
            raise InvalidPosition(
                f"seat {seat_letter(seat)} has {total} gauchos, {on_pampa + on_areas} are "
                "placed (Table C3)"
            )
        if state.supply[seat] != total - on_pampa - on_areas:
            raise InvalidPosition(
                f"seat {seat_letter(seat)}: {total} gauchos, {on_pampa + on_areas} placed, so "
                f"{total - on_pampa - on_areas} in supply, not {state.supply[seat]}"
            )
    for i, turn in enumerate(state.areas):
        if turn > state.turn_no or turn < -1:
            raise InvalidPosition(
                f"seat {seat_letter(i % n)}'s gaucho on {AREAS[i // n]} was placed in turn "
                f"{turn}, after this turn ({state.turn_no})"
            )


_SALES = (0, 1, 2)  # forced, immediate, final
_IMMEDIATE = 1
_EARLIER = rules.EARLIER


def _check_money(state: State) -> None:
    sold_by_sales = 0
    for seat, entries in enumerate(state.ledger):
        letter = seat_letter(seat)
        if state.money[seat] != sum(e[-1] for e in entries) or state.money[seat] < 0:
            raise InvalidPosition(
                f"seat {letter} has {state.money[seat]} pesos, its sales and compensations "
                f"add up to {sum(e[-1] for e in entries)}"
            )
        for e in entries:
            if len(e) != 6 or not 0 <= e[0] < len(rules.LEDGER_KINDS):
                raise InvalidPosition(f"seat {letter}: {e} is not a ledger entry")
            kind, a, b, c, d, pesos = e
            name = rules.LEDGER_KINDS[kind]
            if kind in _SALES:
                bonus = IMMEDIATE_SALE_BONUS if kind == _IMMEDIATE else 0
                least = IMMEDIATE_SALE_MIN_HERD if kind == _IMMEDIATE else 1
                if not (0 <= a < len(BREEDS) and least <= b <= VALUES and 1 <= c <= VALUES
                        and b <= c and d == bonus and pesos == b * c + d):  # fmt: skip
                    raise InvalidPosition(
                        f"seat {letter}: no {name} sale earns {pesos} pesos as written "
                        f"({b} tiles, highest {c}, bonus {d}; EG-5.7, EG-6.3)"
                    )
                sold_by_sales += b
            elif kind == _EARLIER:
                if pesos < 0 or (a, b, c, d) != (0, 0, 0, 0):
                    raise InvalidPosition(f"seat {letter}: earlier pesos are a plain amount")
            elif not (0 <= a < TILE_COUNT and 0 <= b < state.players and b != seat
                      and (c, d) == (0, 0) and pesos == tile_value(a)):  # fmt: skip
                raise InvalidPosition(
                    f"seat {letter}: a {name} compensation pays the tile's value (EG-5.8, EG-5.9)"
                )
    if sold_by_sales > len(state.sold):
        raise InvalidPosition(
            f"sales sold {sold_by_sales} tiles, only {len(state.sold)} lie with the sold tiles"
        )


def _check_flow(state: State) -> None:
    n = state.players
    pc = PLAYER_COUNTS[n]
    if (state.end_round >= 0) != (not state.pile):
        raise InvalidPosition("the end is triggered exactly when the pile is empty (EG-8.1)")
    if state.end_round >= 0 and not state.round <= state.end_round + 2:
        raise InvalidPosition(
            f"after an end trigger in round {state.end_round} come only 2 more rounds"
        )
    if (state.phase == "over") != (state.to_move is None):
        raise InvalidPosition("nobody is to move exactly when the game is over")
    if state.to_move is not None and not 0 <= state.to_move < n:
        raise InvalidPosition(f"to_move {state.to_move} is not a seat")
    if not 0 <= state.start_player < n:
        raise InvalidPosition(f"start player {state.start_player} is not a seat")
    if not 0 <= state.order_index <= n:
        raise InvalidPosition(f"order index {state.order_index} with {n} players")
    if not 0 <= state.wish <= DIE_FACES:
        raise InvalidPosition("a Wish die shows 1 to 6 (0: none)")
    if any(not 1 <= d <= DIE_FACES for d in (*state.dice, *state.pool)):
        raise InvalidPosition("dice show 1 to 6")
    if not 0 <= state.activated < 1 << len(AREAS):
        raise InvalidPosition(f"activated {state.activated} names areas that do not exist")
    if state.round < 0 or state.turn_no < 0 or state.step < 0:
        raise InvalidPosition("round, turn and step are never negative")
    if state.phase == "turn":
        if state.round < 1:
            raise InvalidPosition("turns are played from round 1 on")
        if state.to_move != (state.start_player + state.order_index) % n:
            raise InvalidPosition(
                "the seat to move is the order index's seat after the start player"
            )
        if len(state.dice) > 2:
            raise InvalidPosition("a seat takes exactly 2 dice (EG-3.1)")
        if not rules.is_diceless(state):
            taken = 1 if state.dice_taken else 0
            left = pc.dice - 2 * (state.order_index + taken)
            if len(state.pool) != left:
                raise InvalidPosition(
                    f"{left} dice are left in the pool at this point, not {len(state.pool)}"
                )
    if state.phase in ("drive", "final") and (
        state.to_move is None or not state.pending[state.to_move]
    ):
        raise InvalidPosition(f"in the {state.phase} the seat to move has tiles to add")


# ----------------------------------------------------------------------------- one line

GAME_ID = "el_gaucho"
_SEATS = "/"


def _codes(tiles: Sequence[int]) -> str:
    return ",".join(tile_code(t) for t in tiles) or "-"


def _tiles_of(text: str, where: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    return tuple(_code(c, where) for c in text.split(","))


def _ledger_text(entry: tuple[int, ...], seat: int) -> str:
    kind, a, b, c, d, pesos = entry
    name = rules.LEDGER_KINDS[kind]
    if kind in _SALES:
        return f"{name}:{BREED_CODES[a]}.{b}x{c}" + (f"+{d}" if d else "") + f"={pesos}"
    if kind == _EARLIER:
        return f"{name}={pesos}"
    return f"{name}:{tile_code(a)}.{seat_letter(b)}={pesos}"


def _options_text(options: Options) -> list[str]:
    return options_text(options, Options())


def describe(state: State) -> str:
    """``state`` as one line, :func:`parse`'s input: ``el_gaucho`` and ``key=value`` fields
    (optional ones only when not at their default). Seats are letters (A = seat 0), tiles
    codes (``RD7``), per-seat parts ``/``-separated in seat order, lists ``,``-separated,
    ``-`` for an empty one.

    ``players``, ``opt.NAME`` (an option off its default, as JSON), ``phase``, ``round``,
    ``start``, ``to_move`` (``-`` when over), ``removed`` (the removed breed), ``pampa`` (rows
    bottom first, ``|``-separated, in the notation of :func:`position`: ``.``, ``RD9``,
    ``RD9/A`` standing, ``RD9/a`` lying), ``areas`` (``AREA:SEAT@TURN`` for each placed area
    gaucho, turn 0 = earlier than round 1), ``herds`` (a seat's herds ``+``-separated, tiles
    left to right), ``money``, ``ledger`` (``forced:BK.3x10=30``,
    ``immediate:RD.2x9+5=23``, ``steal:RD7.B=7``, ``earlier=12``), ``sold``, ``pile`` (top
    first), ``steppe``, ``seen``, ``drawn``, ``kept``, ``discarded``, ``pending``, ``pool``,
    ``dice``, ``wish``, ``dice_taken=yes``, ``activated`` (areas), ``turn``
    (the turn number), ``round_first_turn``, ``order``, ``must_place=yes``,
    ``hidden=yes``, ``hidden_taken``, ``end_round``, ``step`` and ``rng``. The gauchos in
    supply follow from those placed (Table C3).
    """
    s, n = state, state.players

    def seats(parts: Sequence[str]) -> str:
        return _SEATS.join(parts)

    out = [GAME_ID, f"players={n}", *_options_text(s.options), f"phase={s.phase}",
           f"round={s.round}", f"start={seat_letter(s.start_player)}",
           f"to_move={'-' if s.to_move is None else seat_letter(s.to_move)}"]  # fmt: skip
    if s.removed_breed >= 0:
        out.append(f"removed={BREEDS[s.removed_breed]}")
    out.append("pampa=" + "|".join(",".join(r.split()) for r in describe_rows(s)))
    placed = [
        f"{AREAS[i // n]}:{seat_letter(i % n)}@{turn}"
        for i, turn in enumerate(s.areas)
        if turn >= 0
    ]
    if placed:
        out.append("areas=" + ",".join(placed))
    out.append(
        "herds="
        + seats(
            [
                "+".join(_codes([b * VALUES + v - 1 for v in h]) for b, h in enumerate(hs) if h)
                or "-"
                for hs in s.herds
            ]
        )
    )
    out.append("money=" + seats([str(m) for m in s.money]))
    if any(s.ledger):
        out.append(
            "ledger="
            + seats(
                [
                    ",".join(_ledger_text(e, seat) for e in es) or "-"
                    for seat, es in enumerate(s.ledger)
                ]
            )  # fmt: skip
        )
    for key, tiles in (("sold", s.sold), ("pile", s.pile), ("steppe", s.steppe)):
        out.append(f"{key}={_codes(tiles)}")
    for key, lists in (("seen", s.seen), ("drawn", s.drawn), ("kept", s.kept),
                       ("discarded", s.discarded), ("pending", s.pending)):  # fmt: skip
        if any(lists):
            out.append(f"{key}=" + seats([_codes(x) for x in lists]))
    for key, dice in (("pool", s.pool), ("dice", s.dice)):
        if dice:
            out.append(f"{key}=" + ",".join(map(str, dice)))
    if s.wish:
        out.append(f"wish={s.wish}")
    if s.activated:
        out.append("activated=" + ",".join(a for i, a in enumerate(AREAS) if s.activated >> i & 1))
    out += [f"turn={s.turn_no}", f"round_first_turn={s.round_first_turn}", f"order={s.order_index}"]
    for key, flag in (("dice_taken", s.dice_taken), ("must_place", s.must_place),
                      ("hidden", s.hidden_active)):  # fmt: skip
        if flag:
            out.append(f"{key}=yes")
    if s.hidden_taken:
        out.append(f"hidden_taken={_codes(s.hidden_taken)}")
    if s.end_round >= 0:
        out.append(f"end_round={s.end_round}")
    out += [f"step={s.step}", f"rng={s.rng.state:016x}"]
    return " ".join(out)


_KEYS = (
    "players", "phase", "round", "start", "to_move", "removed", "pampa", "areas", "herds",
    "money", "ledger", "sold", "pile", "steppe", "seen", "drawn", "kept", "discarded",
    "pending", "pool", "dice", "wish", "activated", "turn", "round_first_turn", "order",
    "dice_taken", "must_place", "hidden", "hidden_taken", "end_round", "step", "rng",
)  # fmt: skip
_REQUIRED = ("players", "phase", "round", "start", "to_move", "pampa", "herds", "money",
             "pile", "steppe", "turn", "rng")  # fmt: skip


def _fields(text: str) -> tuple[dict[str, str], dict[str, str]]:
    return read_line(text, GAME_ID, "an El Gaucho", _KEYS, _REQUIRED, options=True)


def _parse_options(opts: Mapping[str, str]) -> Options:
    return read_options(opts, Options)


def parse(text: str) -> State:
    """The state a :func:`describe` line writes. Raises InvalidPosition for a line that is
    not one (naming the word or field at fault) or a position no game could reach
    (:func:`check`)."""
    f, opts = _fields(text)
    n = _int(f, "players")
    if n not in PLAYER_COUNTS:
        raise InvalidPosition(f"players={f['players']}: El Gaucho has 2 to 4 players")
    options = _parse_options(opts)
    if options.problems():
        raise InvalidPosition(f"bad options: {options.problems()}")

    def seat(key: str) -> int:
        letter = f[key]
        if len(letter) != 1 or letter not in _LETTERS[:n]:
            raise InvalidPosition(f"{key}={letter!r}: a seat letter A-{_LETTERS[n - 1]}")
        return _LETTERS.index(letter)

    def per_seat(key: str) -> list[str]:
        if key not in f:
            return ["-"] * n
        parts = f[key].split(_SEATS)
        if len(parts) != n:
            raise InvalidPosition(f"{key}={f[key]!r}: one entry per seat ({n})")
        return parts

    def tiles(key: str) -> tuple[int, ...]:
        return _tiles_of(f.get(key, "-"), f"{key}={f.get(key)!r}")

    def dice(key: str) -> tuple[int, ...]:
        text = f.get(key, "")
        try:
            return tuple(int(d) for d in text.split(",")) if text else ()
        except ValueError:
            raise InvalidPosition(f"{key}={text!r}: dice are numbers 1-6") from None

    layout = rules.pampa_layout(options.pampa_layout, n)
    rows = f["pampa"].split("|")
    if len(rows) != len(layout.row_lengths):
        raise InvalidPosition(f"pampa: {len(layout.row_lengths)} rows, '|'-separated")
    pampa = [-1] * layout.size
    gauchos = [-1] * layout.size
    for r, row in enumerate(rows):
        spaces = row.split(",")
        if len(spaces) != layout.row_lengths[r]:
            raise InvalidPosition(f"pampa row {r + 1} {row!r}: {layout.row_lengths[r]} spaces")
        for sp, token in enumerate(spaces):
            if token == ".":
                continue
            i = layout.index(r, sp)
            code, _, who = token.partition("/")
            pampa[i] = _code(code, f"pampa row {r + 1} space {sp + 1}")
            if who:
                if len(who) != 1 or who.upper() not in _LETTERS[:n]:
                    raise InvalidPosition(f"pampa row {r + 1} space {sp + 1}: {who!r} is no seat")
                gauchos[i] = _LETTERS.index(who.upper()) * 2 + (1 if who.islower() else 0)
    areas = [-1] * (len(AREAS) * n)
    for item in f["areas"].split(",") if "areas" in f else ():
        area, colon, rest = item.partition(":")
        letter, at, turn = rest.partition("@")
        if not (colon and at and area in AREAS and letter in _LETTERS[:n] and turn.isdigit()):
            raise InvalidPosition(f"areas: {item!r} is not AREA:SEAT@TURN")
        areas[AREAS.index(area) * n + _LETTERS.index(letter)] = int(turn)
    herds: list[tuple[tuple[int, ...], ...]] = []
    for part in per_seat("herds"):
        hs: list[tuple[int, ...]] = [() for _ in BREEDS]
        for herd in part.split("+") if part != "-" else ():
            ids = _tiles_of(herd, f"herds: {herd!r}")
            breeds = {tile_breed(t) for t in ids}
            if len(breeds) != 1 or hs[breeds.copy().pop()]:
                raise InvalidPosition(f"herds: {herd!r}: one herd per breed, of one breed")
            hs[breeds.pop()] = tuple(tile_value(t) for t in ids)
        herds.append(tuple(hs))
    money = []
    for m in per_seat("money"):
        if not m.lstrip("-").isdigit():
            raise InvalidPosition(f"money={f['money']!r}: pesos per seat")
        money.append(int(m))
    ledger = [_parse_ledger(part, n) for part in per_seat("ledger")]
    activated = 0
    for area in f["activated"].split(",") if "activated" in f else ():
        if area not in AREAS:
            raise InvalidPosition(f"activated: {area!r} is not an area")
        activated |= 1 << AREAS.index(area)
    removed = f.get("removed")
    if removed is not None and removed not in BREEDS:
        raise InvalidPosition(f"removed={removed!r}: one of {', '.join(BREEDS)}")
    to_move = None if f["to_move"] == "-" else seat("to_move")
    on_board = [0] * n
    for g in gauchos:
        if g >= 0:
            on_board[g >> 1] += 1
    for i, placed_in in enumerate(areas):
        if placed_in >= 0:
            on_board[i % n] += 1
    state = State(
        players=n,
        options=options,
        rng=Rng(_int(f, "rng")),
        phase=f["phase"],
        round=_int(f, "round"),
        start_player=seat("start"),
        to_move=to_move,
        removed_breed=-1 if removed is None else BREEDS.index(removed),
        pile=tiles("pile"),
        steppe=tiles("steppe"),
        seen=[_tiles_of(x, "seen") for x in per_seat("seen")],
        tiles=pampa,
        gauchos=gauchos,
        supply=[PLAYER_COUNTS[n].gauchos - k for k in on_board],
        areas=areas,
        herds=herds,
        money=money,
        ledger=ledger,
        sold=tiles("sold"),
        drawn=[_tiles_of(x, "drawn") for x in per_seat("drawn")],
        kept=[_tiles_of(x, "kept") for x in per_seat("kept")],
        discarded=[_tiles_of(x, "discarded") for x in per_seat("discarded")],
        pool=dice("pool"),
        dice=dice("dice"),
        wish=_int(f, "wish"),
        dice_taken=_flag(f, "dice_taken"),
        activated=activated,
        turn_no=_int(f, "turn"),
        round_first_turn=_int(f, "round_first_turn", 1),
        order_index=_int(f, "order"),
        must_place=_flag(f, "must_place"),
        hidden_active=_flag(f, "hidden"),
        hidden_taken=tiles("hidden_taken"),
        pending=[_tiles_of(x, "pending") for x in per_seat("pending")],
        end_round=_int(f, "end_round", -1),
        step=_int(f, "step"),
    )
    check(state)
    return state


def _parse_ledger(text: str, n: int) -> tuple[tuple[int, ...], ...]:
    if text == "-":
        return ()
    out = []
    for item in text.split(","):
        head, eq, pesos = item.rpartition("=")
        kind_name, _, rest = head.partition(":")
        try:
            if not eq or kind_name not in rules.LEDGER_KINDS:
                raise ValueError
            kind = rules.LEDGER_KINDS.index(kind_name)
            if kind in _SALES:
                breed, _, sale = rest.partition(".")
                count, _, high = sale.partition("x")
                high, _, bonus = high.partition("+")
                entry = (kind, BREED_CODES.index(breed), int(count), int(high), int(bonus or 0))
            elif kind == _EARLIER:
                if rest:
                    raise ValueError
                entry = (kind, 0, 0, 0, 0)
            else:
                code, _, by = rest.partition(".")
                if len(by) != 1 or by not in _LETTERS[:n]:
                    raise ValueError
                entry = (kind, tile_id(code), _LETTERS.index(by), 0, 0)
            out.append((*entry, int(pesos)))
        except ValueError:
            raise InvalidPosition(
                f"ledger: {item!r} is not forced:BK.3x10=30, immediate:RD.2x9+5=23, "
                "steal:RD7.B=7 or earlier=12"
            ) from None
    return tuple(out)


def _int(fields: Mapping[str, str], key: str, default: int = 0) -> int:
    return read_int(fields, key, default)


def _flag(fields: Mapping[str, str], key: str) -> bool:
    return read_flag(fields, key)


__all__ = [
    "VALUES",
    "WHEN",
    "build",
    "check",
    "describe",
    "describe_rows",
    "parse",
    "position",
    "seat_letter",
    "setup_with_pile",
]
