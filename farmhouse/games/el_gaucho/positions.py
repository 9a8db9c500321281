"""Validated El Gaucho positions in a few lines, for worked examples, AI tests and bug reports
(what FEN is to chess).

Seats are written as letters: ``A`` = seat 0, ``B`` = seat 1, … A pampa row is a string of
its spaces left to right, separated by blanks: ``.`` is an empty space, ``RD9`` a tile,
``RD9/A`` a tile with seat A's gaucho standing on it and ``RD9/a`` with it lying (lower case =
lying). ``rows[0]`` is the bottom row (the reference's row 1); a row may list fewer spaces than
it has (the rest are empty). A herd is a string of tile codes left to right (``"RD3 RD5 RD9"``).

Example (EG-EX-4)::

    state = build(
        3,
        rows=["BK12/A RD9/b .", "WH2/a SP5/B BR3 RD6", "BR11/B BK1/A WH8/a .", "SP7/c RD10/b BK4/a ."],
        herds={0: ["BK10 BK6"]},
        to_move=2, dice=[1, 2],
    )

Everything not placed is dealt at random (from ``seed``) into the Steppe (4 tiles) and the
pile (after the given ``pile`` top); with ``rest="sold"`` the leftover tiles count as sold
instead, for late positions with a short pile. Impossible positions raise ValueError.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.data import (
    AREAS,
    BREEDS,
    DIE_FACES,
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
        raise ValueError(f"{what}: {code!r} is not a tile code (like 'RD7')") from None


class _Tiles:
    """Tracks that each tile is used once and is in play."""

    def __init__(self, removed: int) -> None:
        self.removed = removed
        self.used: dict[int, str] = {}

    def take(self, code: str, where: str) -> int:
        t = _code(code, where)
        if tile_breed(t) == self.removed:
            raise ValueError(f"{where}: {code} belongs to the removed breed {BREEDS[self.removed]}")
        if t in self.used:
            raise ValueError(f"{where}: {code} is already used ({self.used[t]})")
        self.used[t] = where
        return t


def _herd(text: str | Sequence[str]) -> list[str]:
    return text.split() if isinstance(text, str) else list(text)


def build(
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

    Raises ValueError for anything impossible: unknown or repeated tiles, a tile on an
    unusable space, a gaucho without a tile, herds that are not strictly monotone or two
    herds of one breed, more gauchos than a seat owns, a supply that does not add up, dice
    that are not 1-6, a Steppe or pile that contradicts the end trigger, bad seats.
    """
    options = options or Options()
    problems = options.problems()
    if problems:
        raise ValueError(f"bad options: {problems}")
    if players not in rules.GAME.player_counts:
        raise ValueError(f"El Gaucho has 2 to 4 players, not {players}")
    n = players
    for name, seat in (("to_move", to_move), ("start_player", start_player)):
        if not 0 <= seat < n:
            raise ValueError(f"{name} {seat} is not a seat of a {n}-player game")
    if round < 1:
        raise ValueError("round must be 1 or more")
    pc = PLAYER_COUNTS[n]
    removed = -1
    if pc.remove_breed:
        removed = BREEDS.index(removed_breed) if removed_breed else len(BREEDS) - 1
    elif removed_breed is not None:
        raise ValueError("a breed is removed only with 2 players")
    tiles = _Tiles(removed)
    layout = rules.pampa_layout(options.pampa_layout, n)

    pampa = [-1] * layout.size
    gauchos = [-1] * layout.size
    if len(rows) > len(layout.row_lengths):
        raise ValueError(f"the pampa has {len(layout.row_lengths)} rows, not {len(rows)}")
    for r, text in enumerate(rows):
        tokens = text.split()
        if len(tokens) > layout.row_lengths[r]:
            raise ValueError(f"row {r + 1} has {layout.row_lengths[r]} spaces: {text!r}")
        for sp, token in enumerate(tokens):
            if token == ".":
                continue
            i = layout.index(r, sp)
            where = f"row {r + 1} space {sp + 1}"
            if not layout.usable[i]:
                raise ValueError(f"{where} is not usable with {n} players")
            code, _, who = token.partition("/")
            pampa[i] = tiles.take(code, where)
            if who:
                if len(who) != 1 or who.upper() not in _LETTERS[:n]:
                    raise ValueError(f"{where}: {who!r} is not a seat letter (A-{_LETTERS[n - 1]})")
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
                raise ValueError(f"a herd holds one breed: {codes}")
            b = breeds.pop()
            values = [tile_value(t) for t in ids]
            if not rules.is_monotone(values):
                raise ValueError(f"a herd is strictly rising or falling: {codes}")
            if herd_lists[seat][b]:
                raise ValueError(f"seat {seat_letter(seat)} has two {BREEDS[b]} herds")
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
                raise ValueError(f"{area!r} is not an action area {AREAS}")
            if when not in WHEN:
                raise ValueError(f"{when!r} is not one of {WHEN}")
            if when == "this_turn" and seat != to_move:
                raise ValueError("only the seat to move placed a gaucho this turn")
            seat_turn = first_turn + (seat - start_player) % n
            if when == "this_round" and seat_turn >= turn_no:
                raise ValueError(f"seat {seat_letter(seat)} has not had its turn in this round yet")
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
            raise ValueError(
                f"seat {seat_letter(seat)} has {pc.gauchos} gauchos, {counts[seat]} are placed"
            )
        if supply is not None and seat in supply and supply[seat] != left:
            raise ValueError(
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
        raise ValueError(f"rest must be 'pile' or 'sold', not {rest!r}")
    if len(steppe_ids) > STEPPE_SIZE:
        raise ValueError(f"the Steppe holds at most {STEPPE_SIZE} tiles")
    if pile_ids and len(steppe_ids) < STEPPE_SIZE:
        raise ValueError("the Steppe is always refilled to 4 while the pile has tiles (EG-5.10)")
    if (end_round >= 0) != (not pile_ids):
        raise ValueError("the end is triggered exactly when the pile is empty (EG-8.1)")
    if end_round >= 0 and not end_round <= round <= end_round + 2:
        raise ValueError(f"after an end trigger in round {end_round} come only 2 more rounds")
    seen_ids: list[list[int]] = [[] for _ in range(n)]
    for seat, known in (seen or {}).items():
        _check_seat(seat, n, "seen")
        ids = [_code(c, "seen") for c in known]
        if any(t not in steppe_ids for t in ids):
            raise ValueError(f"seat {seat_letter(seat)} can only know tiles in the Steppe")
        seen_ids[seat] = sorted(ids)

    diceless = end_round >= 0 and round == end_round + 2
    taken = dice is not None
    my_dice = sorted(dice or ())
    if diceless and (taken or pool):
        raise ValueError("there are no dice in the dice-less round (EG-8.3)")
    if taken and len(my_dice) > 2:
        raise ValueError("a seat takes exactly 2 dice (EG-3.1); it may have spent some")
    if any(not 1 <= d <= DIE_FACES for d in (*my_dice, *(pool or ()))):
        raise ValueError("dice show 1 to 6")
    if not 0 <= wish <= DIE_FACES or (wish and not taken and not diceless):
        raise ValueError("a Wish die (1-6) is gained after taking dice")
    pool_size = 0 if diceless else pc.dice - 2 * (order_index + (1 if taken else 0))
    if pool is None:
        pool_ids = sorted(rng.randbelow(DIE_FACES) + 1 for _ in range(pool_size))
    else:
        if len(pool) != pool_size:
            raise ValueError(
                f"{pool_size} dice are left in the pool at this point, not {len(pool)}"
            )
        pool_ids = sorted(pool)

    ledger: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
    money_list = [0] * n
    for seat, pesos in (money or {}).items():
        _check_seat(seat, n, "money")
        if pesos < 0:
            raise ValueError("money is never negative")
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
    return s


def _check_seat(seat: int, n: int, what: str) -> None:
    if not 0 <= seat < n:
        raise ValueError(f"{what}: {seat} is not a seat of a {n}-player game")


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
        raise ValueError("bad player count or options")
    pc = PLAYER_COUNTS[players]
    removed = -1
    if pc.remove_breed:
        removed = BREEDS.index(removed_breed) if removed_breed else len(BREEDS) - 1
    tiles = _Tiles(removed)
    fixed: dict[int, list[int]] = {}
    for seat, codes in (drawn or {}).items():
        _check_seat(seat, players, "drawn")
        if len(codes) != pc.opening_draw:
            raise ValueError(f"each seat draws {pc.opening_draw} opening tiles")
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


__all__ = ["VALUES", "WHEN", "build", "describe_rows", "seat_letter", "setup_with_pile"]
