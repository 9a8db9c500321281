"""El Gaucho display texts: names, game-log lines, refusals, option labels, the score
breakdown, the side panel's seat line, the choices of the board's prompts and the rules.

Everything is translated through ``QCoreApplication.translate("ElGaucho", …)`` (the
module-level :func:`tr`) and follows the terms of ``shared/GLOSSARY.md`` (the seed's words in
Chinese). The engine (``rules.py``) only reports keys and parameters; this module turns them
into sentences. Nothing is joined in code: lists go through the translated separator
:func:`join`, and optional parts of a sentence are messages of their own.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from farmhouse.app.board.parts.prompt import turn_text
from farmhouse.app.board.text import key_line, with_board_exit
from farmhouse.app.game_ui import GameUI, window_controls
from farmhouse.core.game import Event, IllegalAction, Outcome, places
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.about import ABOUT
from farmhouse.games.el_gaucho.about import blurb as blurb
from farmhouse.games.el_gaucho.about import credit as credit
from farmhouse.games.el_gaucho.about import title as title
from farmhouse.games.el_gaucho.data import (
    AREA_COSTS,
    AREAS,
    BREED_CODES,
    BREEDS,
    PLAYER_COUNTS,
    SMALL_NUMBERS,
    STEPPE_SIZE,
    make_tile,
    tile_code,
)
from farmhouse.paths import resources_dir


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in the "ElGaucho" context (``n`` selects a plural form)."""
    return QCoreApplication.translate("ElGaucho", text, disambiguation, n)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``, … in a translated ``template`` by ``args`` (highest first, so
    ``%1`` never eats the start of ``%10``)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


def join(items: Sequence[str]) -> str:
    """``items`` joined by the translated list separator (", " in English, "、" in CJK)."""
    return tr(", ").join(items)


# ----------------------------------------------------------------------------- names


# The names below are translated one at a time, as they are asked for: a board names a breed
# or an area some 70 times when it draws a view, and translating all five breeds (six areas)
# for each name cost El Gaucho's first view of a save 2M instructions (a translation is ~5k).
def _named(
    words: Mapping[str, Callable[[], str]],
    ids: Sequence[str],
    key: str | int,
    unknown: Callable[[str], str],
) -> str:
    """The wording of ``key`` (an id of ``ids`` or its index) in ``words``, translated alone
    (a board names breeds, herds and areas some 70 times a view); ``unknown(id)`` for an id
    ``words`` does not have."""
    key = ids[key] if isinstance(key, int) else key
    word = words.get(key)
    return word() if word is not None else unknown(key)


_BREED_NAMES: dict[str, Callable[[], str]] = {
    "black": lambda: tr("Black"),
    "brown": lambda: tr("Brown"),
    "white": lambda: tr("White"),
    "spotted": lambda: tr("Spotted"),
    "red": lambda: tr("Red"),
}


def breed_name(breed: str | int) -> str:
    """The translated breed name (an id of ``data.BREEDS`` or its index)."""
    return _named(_BREED_NAMES, BREEDS, breed, str)


_HERD_NAMES: dict[str, Callable[[], str]] = {
    "black": lambda: tr("the Black herd"),
    "brown": lambda: tr("the Brown herd"),
    "white": lambda: tr("the White herd"),
    "spotted": lambda: tr("the Spotted herd"),
    "red": lambda: tr("the Red herd"),
}


def herd_name(breed: str | int) -> str:
    """ "the Red herd" and so on, translated."""
    return _named(_HERD_NAMES, BREEDS, breed, str)


def tile_name(code: str | int) -> str:
    """A tile by breed and value: "Red 7" (a code such as ``"RD7"`` or a tile id)."""
    if isinstance(code, int):
        code = tile_code(code)
    prefix, value = code[:2], code[2:]
    if prefix not in BREED_CODES:
        return code
    return fill(
        tr("%1 %2", "a cattle tile: breed, value"), breed_name(BREED_CODES.index(prefix)), value
    )


def tiles_text(codes: Sequence[str | int]) -> str:
    """Several tiles as a translated list."""
    return join([tile_name(c) for c in codes])


_AREA_NAMES: dict[str, Callable[[], str]] = {
    "sort": lambda: tr("Sort"),
    "wish": lambda: tr("Wish"),
    "immediate_sale": lambda: tr("Immediate sale"),
    "steal": lambda: tr("Steal"),
    "raise_replace": lambda: tr("Raise/Replace"),
    "hidden_cattle": lambda: tr("Hidden cattle"),
}


def area_name(area: str | int) -> str:
    """The translated name of an action area (an id of ``data.AREAS`` or its index)."""
    return _named(_AREA_NAMES, AREAS, area, str)


_AREA_EFFECTS: dict[str, Callable[[], str]] = {
    "sort": lambda: tr("Put a tile you gain anywhere in its herd."),
    "wish": lambda: tr("Gain a die of the value you name."),
    "immediate_sale": lambda: tr("Sell a herd of 2 or more tiles for 5 pesos extra."),
    "steal": lambda: tr("Take a tile from another player's herd."),
    "raise_replace": lambda: tr(
        "Raise 1 or 2 of your lying gauchos (stand them up), or replace another player's "
        "lying gaucho."
    ),
    "hidden_cattle": lambda: tr("Look at the steppe and take 1 tile, or 2 tiles of 4 or less."),
}


def area_effect(area: str | int) -> str:
    """One line saying what an action area does when its gaucho is used."""
    return _named(_AREA_EFFECTS, AREAS, area, lambda _key: "")


def row_name(row: int) -> str:
    """ "row 1" for the 0-based row index 0 (the bottom row)."""
    return fill(tr("row %1"), row + 1)


def payment_text(paid: Sequence[int]) -> str:
    """How dice paid: "4" for one die, "4 + 2" for two."""
    dice = [int(d) for d in paid]
    if len(dice) == 2:
        return fill(tr("%1 + %2", "two dice paying together"), dice[0], dice[1])
    return join([str(d) for d in dice])


def dice_text(dice: Sequence[int]) -> str:
    """A list of die values."""
    return join([str(int(d)) for d in dice])


def herd_values(values: Sequence[int]) -> str:
    """A herd's values left to right: "3 · 5 · 9", never broken across lines (no-break
    spaces round the dots: a Japanese log line broke 「…群れに加えました（1」 / 「· 12）。」)."""
    return tr(" · ", "between herd values").replace(" ", "\u00a0").join(str(v) for v in values)


def seat_name(names: Sequence[str], seat: Any) -> str:
    """The name of ``seat`` (0-based) among ``names``; a seat without one: "Seat 3"."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    #: A player who has no name: %1 is the seat's number (1, 2, …).
    return fill(tr("Seat %1"), (seat + 1) if isinstance(seat, int) else "?")


# The game's terms no wrapped line breaks inside (shared/GLOSSARY.md), the pesos' counters
# first: a number keeps its counter (「18 塊錢」, kit's cjk_count) and the counter is one word
# (「18 塊⏎錢」 could split; issue 18).
KEEP_WHOLE = (
    *("塊錢", "块钱", "ペソ"),
    *("牛仔", "牛卡", "牛群", "ガウチョ", "牛タイル", "群れ"),
    *("行動區", "行动区", "アクションエリア", "草原區", "草原区", "ステップ", "パンパ"),
    *("抓牛階段", "抓牛阶段", "牛追い", "牛泥棒", "ダイス", "骰子"),
)


def hint_labels() -> dict[str, str]:
    """The hint's captions of the dice a hinted move involves, by target kind: the dice of the
    roll it takes (EG-3.1), the own dice it pays with (EG-3.4)."""
    return {
        "pool_die": tr("take", "hint: dice to take"),
        "die": tr("pay", "hint: dice to pay with"),
    }


def pesos_text(pesos: int) -> str:
    """ "1 peso", "27 pesos"."""
    return tr("%n peso(s)", "", int(pesos))


def sale_sum(count: int, highest: int, bonus: int) -> str:
    """The arithmetic of a sale: "3 × 9" or "3 × 9 + 5"."""
    if bonus:
        return fill(tr("%1 × %2 + %3", "sale with bonus"), count, highest, bonus)
    return fill(tr("%1 × %2", "sale: tiles × highest value"), count, highest)


# ----------------------------------------------------------------------------- log lines

_Describer = Callable[[Mapping[str, Any], Sequence[str]], str | None]


def _paid_line(
    with_wish: str, plain: str, p: Mapping[str, Any], n: Sequence[str], what: str
) -> str:
    template = with_wish if p.get("wish_used") else plain
    return fill(template, seat_name(n, p["seat"]), what, payment_text(p.get("paid", ())))


def _stood(p: Mapping[str, Any], n: Sequence[str]) -> str:
    return _paid_line(
        tr("%1 stands a gaucho on %2 and pays %3 (with the Wish die)."),
        tr("%1 stands a gaucho on %2 and pays %3."),
        p,
        n,
        tile_name(p["tile"]),
    )


def _lay(p: Mapping[str, Any], n: Sequence[str]) -> str:
    return _paid_line(
        tr("%1 lays a gaucho down on %2 and pays %3 (with the Wish die)."),
        tr("%1 lays a gaucho down on %2 and pays %3."),
        p,
        n,
        tile_name(p["tile"]),
    )


def _raised(p: Mapping[str, Any], n: Sequence[str]) -> str:
    tiles = list(p.get("tiles", ()))
    if p.get("via") == "raise_replace":
        return fill(
            tr("%1 stands up %n lying gaucho(s) for free: %2.", "", len(tiles)),
            seat_name(n, p["seat"]),
            tiles_text(tiles),
        )
    return _paid_line(
        tr("%1 stands up the gaucho on %2 and pays %3 (with the Wish die)."),
        tr("%1 stands up the gaucho on %2 and pays %3."),
        p,
        n,
        tiles_text(tiles),
    )


def _occupied(p: Mapping[str, Any], n: Sequence[str]) -> str:
    return _paid_line(
        tr("%1 occupies %2 and pays %3 (with the Wish die)."),
        tr("%1 occupies %2 and pays %3."),
        p,
        n,
        area_name(p["area"]),
    )


def _took_back(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("source") == "area":
        return fill(
            tr("%1 takes back the gaucho from %2 without using it."),
            seat_name(n, p["seat"]),
            area_name(p["area"]),
        )
    return fill(
        tr("%1 takes back the lying gaucho from %2."), seat_name(n, p["seat"]), tile_name(p["tile"])
    )


def _compensation(p: Mapping[str, Any], n: Sequence[str]) -> str:
    template = (
        tr("%1 gets %n peso(s) for the stolen %2.", "", int(p["pesos"]))
        if p.get("reason") == "steal"
        else tr("%1 gets %n peso(s) for the replaced gaucho on %2.", "", int(p["pesos"]))
    )
    return fill(template, seat_name(n, p["seat"]), tile_name(p["tile"]))


def _round_started(p: Mapping[str, Any], n: Sequence[str]) -> str:
    kind = p.get("kind")
    if kind == "diceless":
        return fill(
            tr("Round %1, the dice-less round: only gauchos on action areas may be used."),
            p["round"],
        )
    if kind == "last_normal":
        return fill(
            tr("Round %1, the last round with dice, begins; %2 is the start player."),
            p["round"],
            seat_name(n, p["start_player"]),
        )
    return fill(
        tr("Round %1 begins; %2 is the start player."), p["round"], seat_name(n, p["start_player"])
    )


def _turn_ended(p: Mapping[str, Any], n: Sequence[str]) -> str:
    unused = list(p.get("unused_dice", ()))
    if unused:
        return fill(
            tr("%1 ends the turn; unused dice: %2."), seat_name(n, p["seat"]), dice_text(unused)
        )
    return fill(tr("%1 ends the turn."), seat_name(n, p["seat"]))


def _drive_started(p: Mapping[str, Any], n: Sequence[str]) -> str:
    rows_ = [int(r) + 1 for r in p.get("rows", ())]
    if not rows_:
        return tr("Cattle drive: no row is complete.")
    return fill(
        tr("Cattle drive: %n complete row(s): %1.", "", len(rows_)), join([str(r) for r in rows_])
    )


def _herd_added(p: Mapping[str, Any], n: Sequence[str]) -> str:
    values = [int(str(c)[2:]) for c in p.get("herd", ())]
    template = (
        tr("%1 sorts %2 into the herd: %3.")
        if p.get("sorted")
        else tr("%1 adds %2 to the herd: %3.")
    )
    return fill(template, seat_name(n, p["seat"]), tile_name(p["tile"]), herd_values(values))


def _sale(p: Mapping[str, Any], n: Sequence[str]) -> str:
    pesos = int(p["pesos"])
    count, highest, bonus = int(p["count"]), int(p["highest"]), int(p.get("bonus", 0))
    kind = p.get("kind")
    who, herd = seat_name(n, p["seat"]), herd_name(p["breed"])
    arithmetic = sale_sum(count, highest, bonus)
    if kind == "forced":
        template = tr("%1 must sell %2: %3 = %n peso(s).", "", pesos)
    elif kind == "immediate":
        template = tr("%1 sells %2 at once: %3 = %n peso(s).", "", pesos)
    elif count == 1:
        return fill(
            tr("%1 sells a single tile, %2, for %n peso(s).", "", pesos),
            who,
            tile_name(p["tiles"][0]) if p.get("tiles") else herd,
        )
    else:
        template = tr("%1 sells %2: %3 = %n peso(s).", "", pesos)
    return fill(template, who, herd, arithmetic)


def _opening_revealed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    parts = [
        fill(tr("%1 keeps %2", "opening tiles"), seat_name(n, seat), tiles_text(kept))
        for seat, kept in enumerate(p.get("kept", ()))
    ]
    return fill(tr("The opening tiles are revealed: %1."), tr("; ").join(parts))


def _game_over(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winners = list(p.get("winners", ()))
    scores = list(p.get("scores", ()))
    if len(winners) == 1:
        w = winners[0]
        score = int(scores[w]) if w < len(scores) else 0
        return fill(tr("Game over: %1 wins with %n peso(s).", "", score), seat_name(n, w))
    return fill(tr("Game over: %1 share the win."), join([seat_name(n, w) for w in winners]))


def _end_triggered(p: Mapping[str, Any], n: Sequence[str]) -> str:
    template = (
        tr(
            "The steppe refill empties the pile: round %1 is the last round with dice, "
            "round %2 the dice-less round."
        )
        if p.get("source") == "steppe_refill"
        else tr(
            "The pampa refill empties the pile: round %1 is the last round with dice, "
            "round %2 the dice-less round."
        )
    )
    return fill(template, p["last_normal_round"], p["diceless_round"])


def _steppe_refilled(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    """EG-5.10 step 4. No line when nothing was taken (the steppe is still full: the seat
    only looked); "the pile is empty" only when a gap stays because it is."""
    count = int(p.get("count", 0))
    if count:
        return tr("The steppe is refilled with %n tile(s).", "", count)
    if int(p.get("steppe_count", 0)) >= STEPPE_SIZE:
        return None
    return tr("The steppe is not refilled: the pile is empty.")


def _pampa_refilled(p: Mapping[str, Any], n: Sequence[str]) -> str:
    placed = list(p.get("placed", ()))
    if not placed:
        return tr("No new tile comes onto the pampa.")
    return fill(
        tr("%n tile(s) come onto the pampa: %1.", "", len(placed)),
        tiles_text([x["tile"] for x in placed]),
    )


def _describers() -> dict[str, _Describer]:
    return {
        "EG.kept": lambda p, n: fill(
            #: A private log line: only the player (%1) sees which opening tiles (%2) they
            #: kept (named as every line is, for a hot-seat log: Black Sheep's wording).
            tr("%1 keeps %2 (only you see them).", "", len(p.get("tiles", ()))),
            seat_name(n, p["seat"]),
            tiles_text(p.get("tiles", ())),
        ),
        "EG.keep_chosen": lambda p, n: fill(
            tr("%1 has chosen which opening tiles to keep."), seat_name(n, p["seat"])
        ),
        "EG.opening_revealed": _opening_revealed,
        "EG.opening_placed": lambda p, n: fill(
            tr("%1 puts a gaucho on %2 for free."), seat_name(n, p["seat"]), area_name(p["area"])
        ),
        "EG.round_started": _round_started,
        "EG.dice_rolled": lambda p, n: fill(
            tr("%1 rolls the dice: %2."), seat_name(n, p["seat"]), dice_text(p.get("dice", ()))
        ),
        "EG.turn_started": lambda p, n: None,  # the turn banner says it
        "EG.start_player_passed": lambda p, n: None,  # the round's line next says it
        "EG.turn_skipped": lambda p, n: fill(
            tr("%1 has no action area to use and passes."), seat_name(n, p["seat"])
        ),
        "EG.dice_taken": lambda p, n: fill(
            #: The dice named by the faces they show (a key 1–5 counts their places instead).
            tr("%1 takes the dice showing %2."),
            seat_name(n, p["seat"]),
            payment_text_list(p.get("dice", ())),
        ),
        "EG.die_unused": lambda p, n: fill(tr("The last die, a %1, stays unused."), p["die"]),
        "EG.stood": _stood,
        "EG.lay": _lay,
        "EG.raised": _raised,
        "EG.area_occupied": _occupied,
        "EG.took_back": _took_back,
        "EG.activated": lambda p, n: fill(
            tr("%1 uses %2."), seat_name(n, p["seat"]), area_name(p["area"])
        ),
        "EG.wished": lambda p, n: fill(
            tr("%1 wishes for a die showing %2."), seat_name(n, p["seat"]), p["value"]
        ),
        "EG.stole": lambda p, n: fill(
            tr("%1 steals %2 from %3."),
            seat_name(n, p["seat"]),
            tile_name(p["tile"]),
            seat_name(n, p["victim"]),
        ),
        "EG.replaced": lambda p, n: fill(
            tr("%1 replaces the lying gaucho of %2 on %3 with a standing one."),
            seat_name(n, p["seat"]),
            seat_name(n, p["victim"]),
            tile_name(p["tile"]),
        ),
        "EG.compensation": _compensation,
        "EG.hidden_looked": lambda p, n: fill(
            tr("%1 secretly looks at the %n tile(s) of the steppe.", "", int(p["steppe_count"])),
            seat_name(n, p["seat"]),
        ),
        "EG.hidden_seen": lambda p, n: fill(
            #: A private log line: only the player (%1) sees the tiles (%2) in the steppe
            #: with Hidden Cattle.
            tr("%1 sees in the steppe: %2 (only you see them).", "", len(p.get("tiles", ()))),
            seat_name(n, p["seat"]),
            tiles_text(p.get("tiles", ())),
        ),
        "EG.hidden_taken": lambda p, n: fill(
            tr("%1 takes %2 from the steppe and stands on it in %3."),
            seat_name(n, p["seat"]),
            tile_name(p["tile"]),
            row_name(int(p["row"])),
        ),
        "EG.steppe_refilled": _steppe_refilled,
        "EG.turn_ended": _turn_ended,
        "EG.drive_started": _drive_started,
        "EG.drive_tile": lambda p, n: fill(
            tr("%1 brings %2 home."), seat_name(n, p["seat"]), tile_name(p["tile"])
        ),
        "EG.final_scoring_started": lambda p, n: tr(
            "Final scoring: every standing gaucho brings its tile home, then every herd is sold."
        ),
        "EG.final_tile": lambda p, n: fill(
            tr("%1 brings %2 home for the final scoring."),
            seat_name(n, p["seat"]),
            tile_name(p["tile"]),
        ),
        "EG.herd_added": _herd_added,
        "EG.sale": _sale,
        "EG.pampa_refilled": _pampa_refilled,
        "EG.end_triggered": _end_triggered,
        "EG.game_over": _game_over,
    }


def payment_text_list(dice: Sequence[int]) -> str:
    """Two dice taken: "3 and 5"."""
    values = [int(d) for d in dice]
    if len(values) == 2:
        return fill(tr("%1 and %2", "two dice"), values[0], values[1])
    return dice_text(values)


# Event keys this module describes (tests compare it with ``rules.EVENT_KEYS``).
DESCRIBED_EVENT_KEYS = frozenset(_describers())


def _spectator_describers() -> dict[str, _Describer]:
    # the private events as someone watching every seat reads them (a replay with
    # everything shown): in the third person, like every public line
    return {
        "EG.kept": lambda p, n: fill(
            #: The log of a replay with everything shown: the opening tiles (%2) a player
            #: (%1) kept, which only that player saw.
            tr("%1 keeps %2."),
            seat_name(n, p["seat"]),
            tiles_text(p.get("tiles", ())),
        ),
        "EG.hidden_seen": lambda p, n: fill(
            #: The log of a replay with everything shown: the tiles (%2) a player (%1) saw
            #: in the steppe with Hidden Cattle, which only that player saw.
            tr("%1 sees in the steppe: %2."),
            seat_name(n, p["seat"]),
            tiles_text(p.get("tiles", ())),
        ),
    }


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or ``None``
    for the turn start (the banner says it) and the start player passed on (the next line,
    the round's, names the start player: tester 23's F21 read it twice in a row). Every line names its seat; a private event
    (``EG.kept``, EG-1.5; ``EG.hidden_seen``, EG-5.10) also tells its only reader that nobody
    else sees it ("Ann keeps Red 3 (only you see it)."), as Black Sheep's, or with
    ``spectator`` (a reader who is not that seat: a replay with everything shown) just says
    it ("Ann keeps Red 3."). Unknown keys give ``None``."""
    describer = (_spectator_describers() if spectator else {}).get(event.key)
    describer = describer or _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names)


# Events summarised under "Since your last turn" (the app's log shows every event).
SUMMARY_KEYS = frozenset(
    {
        "EG.opening_revealed",
        "EG.opening_placed",
        "EG.round_started",
        "EG.dice_taken",
        "EG.stood",
        "EG.lay",
        "EG.raised",
        "EG.area_occupied",
        "EG.took_back",
        "EG.activated",
        "EG.wished",
        "EG.stole",
        "EG.replaced",
        "EG.compensation",
        "EG.hidden_taken",
        "EG.drive_started",
        "EG.drive_tile",
        "EG.final_tile",
        "EG.sale",
        "EG.end_triggered",
        "EG.turn_skipped",
        "EG.game_over",
    }
)


# A seat's own moves among them (where its gaucho went, which area it used and how): the
# board's "Since your last turn" keeps each opponent's latest whole (issue 18).
MOVE_KEYS = frozenset(
    {
        "EG.opening_placed",
        "EG.stood",
        "EG.lay",
        "EG.raised",
        "EG.area_occupied",
        "EG.took_back",
        "EG.activated",
        "EG.wished",
        "EG.stole",
        "EG.replaced",
        "EG.hidden_taken",
        "EG.turn_skipped",
    }
)


def summary_line(event: Event, names: Sequence[str]) -> str | None:
    """The line of ``event`` under "Since your last turn" (None: it has none there; the
    game log shows every event)."""
    return describe_event(event, names) if event.key in SUMMARY_KEYS else None


def recent_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The lines of "Since your last turn" for ``events`` (:func:`summary_line` of each):
    the board's panel and the hot-seat hand-over list the same (``GameUI.recent_lines``)."""
    return [line for line, _ in recent_entries(events, names)]


def recent_entries(events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, int | None]]:
    """:func:`recent_lines` with the seat of each one's own move (:data:`MOVE_KEYS`), None for
    the others: each opponent's latest is kept whole (``GameUI.recent_entries``)."""
    lines = [(e, line) for e in events if (line := summary_line(e, names))]
    return [(line, e.seat if e.key in MOVE_KEYS else None) for e, line in lines]


# ----------------------------------------------------------------------------- the board


def prompt_text(
    view: Any,
    legal: Sequence[Any],
    mode: str,
    selection: Sequence[tuple[Any, ...]],
    choices: Sequence[Any],
    own: Sequence[int],
    name: Callable[[int], str],
    read_only: bool = False,
) -> str:
    """The board's prompt line, what to do now: for ``view`` with the seat's ``legal``
    actions, the board's ``mode`` ("wait", "keep", "take" or "main"), the targets picked so
    far (``selection``), the ``choices`` its panel offers and the mover's ``own`` dice;
    ``name(seat)`` names a seat. ``read_only`` (a board that only shows, a replay's, in
    "wait"): whose turn it is (:func:`turn_text`), even the viewer's, never "wait for the
    move to be shown" nor "Waiting for…". "The game is over." once it is (EG-8.5); while the
    final scoring is shown (a view of phase "final", :func:`rules.final_stages`) what it is."""
    if view.game_over:
        return tr("The game is over.")
    if view.phase == "final":  # (a stage of the final scoring's animation: rules.final_stages)
        return tr(
            "Final scoring: every standing gaucho brings its tile home, then every herd is sold."
        )
    if mode == "wait":
        if view.to_move is None:
            return ""
        if view.to_move == view.seat and not read_only:  # the own move is still being shown
            return tr("Please wait for the move to be shown.")
        if read_only:
            return turn_text(name(view.to_move))
        return fill(tr("Waiting for %1…"), name(view.to_move))
    if mode == "keep":
        return fill(
            tr(
                "Click the tiles to keep in the order they go into your herd (keys 1–%1), "
                "then click Keep (Enter)."
            ),
            len(view.drawn),
        )
    if view.phase == "opening":
        return tr("Put your opening gaucho on a lit action area, for free.")
    if any(isinstance(a, rules.AddToHerd) for a in legal):
        return tr("Add your new tiles to your herds, one after the other.")
    dice = [t[1] for t in selection if t[0] == "die"]
    if mode == "take":
        taken = [t[1] for t in selection if t[0] == "pool_die"]
        if not taken:
            return fill(
                tr("Your turn: click 2 dice of the roll (keys %1)."), key_range(len(view.pool))
            )
        if len(taken) == 1:
            return tr("Click one more die.")
        if len(selection) == 2:
            return tr("Click a lit place to spend these dice there, or press Enter to take them.")
    if choices or (selection and not dice):
        keys = key_range(len(choices))
        return fill(tr("Choose one of the lit choices or a button (keys %1); Esc goes back."), keys)
    if view.hidden_active:
        return tr("Hidden cattle: click a steppe tile, then an empty space; or Done (E).")
    if view.must_place:
        return tr("Place the gaucho you took back.")
    if dice:
        return fill(
            tr("Click a lit place to pay with %1."),
            dice_text([own[k] for k in dice]),
        )
    if rules.is_diceless(view):
        return tr(
            "Dice-less round: click one of your gauchos on an action area, or end the turn (E)."
        )
    if not own:
        return tr("Use your gauchos on action areas, or end the turn (E).")
    return tr(
        "Click a die or a lit place to spend your dice; click your gauchos on action areas "
        "to use them; E ends the turn."
    )


def final_banner(view: Any) -> str:
    """The on-screen announcement of the final rounds ("" before the end is triggered)."""
    if view.end_round < 0 or view.game_over:
        return tr("Game over") if view.game_over else ""
    if view.phase == "final":
        return tr("Final scoring")
    if rules.is_diceless(view):
        return tr("Dice-less round: only action areas")
    if view.round == view.end_round + 1:
        return tr("Last round with dice!")
    return tr("The pile is empty: one more round with dice, then a dice-less round")


def waiting_text(view: Any, name: Callable[[int], str]) -> str:
    """Why a board that waits takes no pick, and whom it waits for (``name(seat)``)."""
    if view is None or view.game_over:
        return tr("The game is over.")
    if view.to_move is None or view.to_move == view.seat:
        return tr("Please wait for the move to be shown.")
    return fill(tr("Please wait: it is %1's decision."), name(view.to_move))


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your "
        "gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends "
        "the turn, Esc goes back, Ctrl+Z undoes a step."
    )


def closed_space_tip(row: int, space: int) -> str:
    """The tooltip of a pampa space not used with this number of players (EG-1.3), which a
    screen reader reads as its name: ``row`` and ``space`` counted from 1."""
    #: A pampa space covered because fewer players play; %1 its row, %2 its place in the row.
    return fill(tr("Pampa row %1, space %2: not used with this number of players."), row, space)


def place_words(view: Any, target: tuple[Any, ...], name: Callable[[int], str]) -> str:
    """Where ``target`` is on the board, in words ("" for a target that names its place
    itself: an action area, a gaucho on one, a button); ``name(seat)`` names a seat."""
    kind = target[0]
    value: Any = target[1] if len(target) > 1 else None
    if kind in ("tile", "space"):
        lay = rules.pampa_layout(view.options.pampa_layout, view.players)
        where = fill(tr("pampa row %1, space %2"), lay.row_of[value] + 1, lay.space_of[value] + 1)
        g = view.gauchos[value] if kind == "tile" else -1
        if g >= 0:
            gaucho = tr("%1's gaucho lying on it") if g & 1 else tr("%1's gaucho standing on it")
            where = fill(
                tr("%1, %2", "accessible name: a piece, where it is"),
                where,
                fill(gaucho, name(g >> 1)),
            )
        return where
    if kind == "pool_die":
        return tr("in the roll")
    if kind == "herd":
        return fill(tr("%1's panel"), name(value[0]))
    if kind == "herd_tile":
        seat, breed, k = value
        return fill(tr("%1's herd, tile %2 of %3"), name(seat), k + 1, len(view.herds[seat][breed]))
    if kind == "steppe_tile":
        return tr("seen in the steppe")
    if kind == "pending":
        return tr("waiting to join your herds")
    if kind == "keep_tile":
        return tr("drawn for you to keep")
    return ""


def accessible_name(what: str, where: str) -> str:
    """A target's accessible name: what it is (its tooltip), then where ("Spotted 3 — stand
    for 3, lie for 2, pampa row 2, space 3")."""
    if what and where:
        # (a tooltip that is a sentence loses its full stop: not "…last., Ann's panel", nor
        # 「…売ります。、…」)
        what = what[:-1] if what.endswith((".", "。", "．")) else what
        return fill(tr("%1, %2", "accessible name: a piece, where it is"), what, where)
    return what or where


def pool_die_tip(value: int, key: int = 0) -> str:
    """The tooltip of a die of the roll showing ``value``, with its ``key`` (0: none, on a
    board that only shows or past the ninth die)."""
    if not key:
        #: A die of the roll on a board that only shows (a replay): %1 its face.
        return fill(tr("A rolled %1"), value)
    return fill(tr("A rolled %1 (key %2)"), value, key)


def own_die_tip(value: int, key: int, wish: bool, owner: str | None = None) -> str:
    """The tooltip of the mover's die showing ``value`` (the Wish die if ``wish``; EG-3.2):
    the viewer's with its ``key``, or, with an ``owner``, that seat's (another seat's turn,
    or a replay's board), without a key."""
    if owner is None:
        tip = tr("The Wish die: %1 (key %2)") if wish else tr("Your die: %1 (key %2)")
        return fill(tip, value, key)
    if wish:
        #: Another player's turn, or a replay's board: the Wish die showing %1.
        return fill(tr("The Wish die: %1"), value)
    #: Another player's turn, or a replay's board: a die of a player (%1) showing %2.
    return fill(tr("%1's die: %2"), owner, value)


def area_gaucho_tip(owner: str, area: int, fresh: bool) -> str:
    """The tooltip of ``owner``'s gaucho on action ``area`` (``fresh``: placed this turn)."""
    on = tr("%1's gaucho on %2 (placed this turn)") if fresh else tr("%1's gaucho on %2")
    return fill(on, owner, area_name(area))


def plate_texts(name: str, you: bool) -> tuple[str, str]:
    """A seat plate's name ("Ann (you)" for the viewer's) and its turn badge."""
    if you:
        return fill(tr("%1 (you)"), name), tr("▶ your turn")
    return name, tr("▶ to play")


def herd_texts(breed: int, herd: Sequence[int]) -> tuple[str, str]:
    """A herd row's sale label and tooltip (EG-6.3: a herd sells for its tiles times its
    highest value): "" and "Cattle: no herd yet" without tiles; a single tile's value."""
    if not herd:
        return "", fill(tr("%1: no herd yet"), breed_name(breed))
    if len(herd) == 1:
        single = tr("A single tile: it is sold only at the end, for its value.")
        return fill(tr("(%1)"), herd[0]), single
    pesos, arrow = len(herd) * max(herd), "↗" if herd[-1] > herd[0] else "↘"
    arithmetic = sale_sum(len(herd), max(herd), 0)
    sale = fill(tr("%1 %2 = %3", "direction, sale arithmetic, pesos"), arrow, arithmetic, pesos)
    return sale, fill(tr("%1 — sells now for %2"), herd_name(breed), pesos_text(pesos))


def final_words(part: Mapping[str, Any]) -> tuple[str, ...]:
    """A seat's final row after its pesos (EG-8.5), from its ``Outcome.breakdown`` part: its
    sales, compensations and the pesos it held at the start of this game."""
    words = [fill(tr("Sales: %1"), part["sales_total"])]
    if part["compensations"]:
        words.append(fill(tr("Compensations: %1"), part["compensation_total"]))
    if part["earlier"]:
        words.append(fill(tr("Pesos held at the start of this game: %1"), part["earlier"]))
    return tuple(words)


def panel_title(mode: str, adds: bool, owner: str | None = None) -> str:
    """The choice panel's title: the opening tiles to keep (``mode`` "keep", EG-1.5; on a
    replay's board ``owner``'s), the new tiles for the herds (``adds``), else "Choose"."""
    if mode == "keep" and owner is not None:
        #: A replay's board: the opening tiles a player (%1) chooses from.
        return fill(tr("%1's opening tiles"), owner)
    if mode == "keep":
        return tr("Your opening tiles")
    return tr("New tiles for your herds") if adds else tr("Choose")


def banner_text(key: str, params: Mapping[str, Any]) -> str | None:
    """The banner an animation shows for the event ``key`` with ``params``: the final
    rounds (EG-8.2, EG-8.3), the cattle drive and its complete rows (EG-6.1), the final
    scoring (EG-8.5); None for an event without one (a round that is not a last one)."""
    if key == "EG.end_triggered":
        return tr("The pile is empty! One more round with dice, then the dice-less round.")
    if key == "EG.final_scoring_started":
        return tr("Final scoring")
    if key == "EG.drive_started":
        rows = len(params.get("rows", ()))
        if not rows:
            return tr("Cattle drive: no row is complete")
        return fill(tr("Cattle drive: %n complete row(s)", "", rows))
    number, kind = params.get("round"), params.get("kind")
    if kind == "last_normal":
        return fill(tr("Round %1: the last round with dice!"), number)
    if kind == "diceless":
        return fill(tr("Round %1: the dice-less round. Only action areas may be used."), number)
    return None


def sale_text(kind: Any, count: int, highest: int, bonus: int, pesos: int) -> str:
    """A sale's label on the board: ``count`` tiles, the ``highest`` value, ``bonus`` pesos
    extra, ``pesos`` in all (EG-6.3, EG-5.7; ``kind`` "forced", "immediate", a drive's or
    "final"): "Sale: 3 × 9 = 27 pesos"; a single tile sold at the end (EG-8.4 step 2) is no
    herd and has no sum: "Single tile sold: 9 pesos"."""
    if kind == "final" and count == 1:
        return fill(tr("Single tile sold: %1"), pesos_text(pesos))
    template = {
        "forced": tr("Forced sale: %1 = %2"),
        "immediate": tr("Immediate sale: %1 = %2"),
    }.get(str(kind), tr("Sale: %1 = %2"))
    return fill(template, sale_sum(count, highest, bonus), pesos_text(pesos))


def sale_terms(kind: Any, count: int, highest: int, bonus: int, pesos: int) -> list[str]:
    """What a sale's label (:func:`sale_text`, the same arguments) keeps on one line: from
    its sum to its end ("3 × 9 = 27 pesos"), and its pesos ("27 pesos")."""
    text, made = sale_text(kind, count, highest, bonus, pesos), pesos_text(pesos)
    at = text.find(sale_sum(count, highest, bonus))
    return [text[at:], made] if at >= 0 else [made]


def key_range(count: int) -> str:
    """The number keys of ``count`` things (1 to 9): "1–5", or "1" for one."""
    count = max(1, min(9, count))
    return "1" if count == 1 else fill(tr("1–%1", "a range of number keys"), count)


def prompt_keys(view: Any, turn: Any, panel: bool) -> str:
    """The key line under the prompt (:func:`~farmhouse.app.board.text.key_line`): the keys
    of the seat's turn now, ``turn`` its choice model (None while the board waits, or at the
    opening tiles, whose panel shows its keys), ``panel`` True while the choice panel shows
    its own key line (then the final rounds' banner, :func:`final_banner`, or "": the panel
    covers the banner, whose warning was unread while the player picked: session 21's tester,
    S4). The prompt spoke only of clicking for most of a turn (session 19's tester, X5). Each
    ends with Ctrl+Tab, the way to the side panel
    (:func:`~farmhouse.app.board.text.with_board_exit`)."""
    if turn is None or view.game_over:
        return ""
    if panel:
        return final_banner(view)
    if turn.stage == "take":
        #: The key line under the prompt; %1 the keys of the roll's dice ("1–5").
        text = tr("Keys: %1 dice of the roll · Tab/arrows move · Enter picks · Esc back")
        return key_line(with_board_exit(fill(text, key_range(len(view.pool)))))
    if view.phase == "opening" or view.must_place:
        return key_line(with_board_exit(tr("Keys: Tab/arrows move · Enter picks · Esc back")))
    if view.hidden_active:
        text = tr("Keys: Tab/arrows move · Enter picks · E done · Esc back")
        return key_line(with_board_exit(text))
    if not turn.dice:
        text = tr("Keys: Tab/arrows move · Enter picks · E end turn · Esc back")
        return key_line(with_board_exit(text))
    #: The key line under the prompt; %1 the keys of the player's own dice ("1–3").
    text = tr("Keys: %1 your dice · Tab/arrows move · Enter picks · E end turn · Esc back")
    return key_line(with_board_exit(fill(text, key_range(len(turn.dice)))))


def keys_named(count: int) -> str:
    """The number keys of ``count`` things in words: "key 1" for one, "keys 1–3" for more
    (the CJK refusals said 「キー 1～1」 for one die: session 19's tester, X9)."""
    if count <= 1:
        #: The one number key of a single die or choice, inside a sentence ("…: key 1.").
        return tr("key 1")
    #: Number keys inside a sentence; %1 a range of them ("1–3").
    return fill(tr("keys %1"), key_range(count))


def panel_keys(count: int = 9) -> str:
    """The choice panel's key line for its ``count`` numbered choices or tiles (1 to 9)."""
    return fill(tr("Tab/arrows move · Enter picks · %1 choose · Esc back"), key_range(count))


# ----------------------------------------------------------------------------- refusals


def _illegal_texts() -> dict[str, str]:
    return {
        "EG.illegal.game_over": tr("The game is over."),
        "EG.illegal.unknown_action": tr("That is not an El Gaucho move."),
        "EG.illegal.wrong_phase": tr("That cannot be done at this moment of the game."),
        "EG.illegal.take_dice_first": tr("First take 2 dice from the roll."),
        "EG.illegal.dice_already_taken": tr("You have already taken your 2 dice this turn."),
        "EG.illegal.diceless_round": tr(
            "There are no dice in the dice-less round: only your action areas may be used."
        ),
        "EG.illegal.take_two_dice": tr("Take exactly 2 dice."),
        "EG.illegal.dice_not_in_pool": tr("Those dice are not in the roll: %(pool)s are left."),
        "EG.illegal.must_place": tr(
            "You took a gaucho back: place it now (on a tile, an action area or from the steppe)."
        ),
        "EG.illegal.add_to_herd_first": tr(
            "First add %(tiles)s to your herds (click a waiting tile)."
        ),
        "EG.illegal.finish_hidden_cattle": tr(
            "First finish Hidden cattle: take a steppe tile or click Done."
        ),
        "EG.illegal.no_such_tile": tr("There is no such tile."),
        "EG.illegal.tile_not_on_pampa": tr("%(tile)s is not on the pampa."),
        "EG.illegal.tile_occupied": tr("A gaucho is already on %(tile)s: one gaucho per tile."),
        "EG.illegal.not_own_lying": tr("No gaucho of yours lies on %(tile)s."),
        "EG.illegal.no_supply": tr(
            "You have no gaucho left in your supply: take one back from an action area or a "
            "lying one first."
        ),
        "EG.illegal.too_many_dice": tr("Pay with one die or the sum of two dice, never three."),
        "EG.illegal.one_die_only": tr("Lying down and standing up are paid with one die only."),
        "EG.illegal.no_dice_given": tr("Choose the dice to pay with."),
        "EG.illegal.dice_not_available": tr("You do not have those dice: you have %(dice)s."),
        "EG.illegal.wrong_payment": tr(
            "That costs exactly %(cost)s: %(paid)s does not pay it (no overpaying)."
        ),
        "EG.illegal.no_such_area": tr("There is no such action area."),
        "EG.illegal.area_own_gaucho": tr("You already have a gaucho on %(area)s."),
        "EG.illegal.area_activated_this_turn": tr(
            "You used %(area)s this turn: you may not go back there before your next turn."
        ),
        "EG.illegal.no_gaucho_on_area": tr("You have no gaucho on %(area)s."),
        "EG.illegal.gaucho_placed_this_turn": tr(
            "Your gaucho on %(area)s came this turn: it can be used from your next turn on."
        ),
        "EG.illegal.no_effect": tr("%(area)s would do nothing now."),
        "EG.illegal.bad_wish_value": tr("Wish for a value from 1 to 6."),
        "EG.illegal.no_such_breed": tr("There is no such breed."),
        "EG.illegal.herd_too_small": tr(
            "Immediate sale needs a herd of at least 2 tiles; %(breed)s has %(count)s."
        ),
        "EG.illegal.not_opponent_herd": tr("%(tile)s is not in another player's herd."),
        "EG.illegal.raise_count": tr("Stand up 1 or 2 of your lying gauchos."),
        "EG.illegal.not_opponent_lying": tr("No other player's gaucho lies on %(tile)s."),
        "EG.illegal.not_in_steppe": tr("%(tile)s is not in the steppe."),
        "EG.illegal.space_unavailable": tr("That space is not an empty space of the pampa."),
        "EG.illegal.hidden_pair_too_high": tr(
            "Two tiles from the steppe must both be 4 or less: %(tiles)s are not."
        ),
        "EG.illegal.hidden_take_limit": tr("You may not take another tile from the steppe."),
        "EG.illegal.hidden_take_first": tr("Take at least one tile from the steppe."),
        "EG.illegal.take_back_not_allowed": tr(
            "You may take a gaucho back only when your supply is empty and you are about to "
            "place one."
        ),
        "EG.illegal.take_back_source": tr(
            "Only your gauchos on action areas and your lying gauchos can be taken back."
        ),
        "EG.illegal.keep_count": tr("Keep 1, 2 or 3 of your opening tiles."),
        "EG.illegal.keep_not_drawn": tr("You did not draw %(tiles)s."),
        "EG.illegal.keep_too_high": tr(
            "You may keep %(count)s tiles only if each is %(limit)s or less."
        ),
        "EG.illegal.keep_order": tr(
            "%(breed)s must be strictly rising or falling: choose its tiles in that order."
        ),
        "EG.illegal.opening_area_taken": tr(
            "%(area)s already has an opening gaucho: choose another action area."
        ),
        "EG.illegal.not_pending": tr("%(tile)s is not waiting for your herd."),
        "EG.illegal.sort_unavailable": tr(
            "You have no gaucho on Sort that may be used now, or no herd of that breed."
        ),
        "EG.illegal.sort_position": tr("Sort can put %(tile)s only where the herd stays in order."),
        "EG.illegal.cannot_pay_tile": tr(
            "%(tile)s: standing costs %(cost)s (one die or two), lying %(small)s (one die); "
            "your dice do not pay that."
        ),
        "EG.illegal.cannot_pay_raise": tr(
            "Standing up your gaucho on %(tile)s costs %(cost)s with one die; your dice do not "
            "pay it."
        ),
        "EG.illegal.cannot_pay_area": tr(
            "%(area)s costs %(cost)s (one die or two); your dice do not pay it."
        ),
        "EG.illegal.no_dice_left": tr("You have no dice left to pay with this turn."),
        "EG.illegal.dice_pay_nothing": tr("%(paid)s pays for nothing that is possible now."),
        "EG.illegal.sort_when_gaining": tr(
            "Sort is used when you gain a tile: in the drive, after a Steal or in the final "
            "scoring."
        ),
        "core.illegal.not_with_selection": tr(
            "That does not go with what you picked: press Esc to go back."
        ),
        "EG.illegal.not_your_gaucho": tr(
            "That gaucho on %(area)s is another player's: you use only your own."
        ),
        "EG.options.fill_threshold": tr("The refill limit must be a number from 1 to 100."),
        "EG.options.fill_stop_rule": tr("Choose when a pampa row stops being refilled."),
        "EG.options.opening_keep_rule": tr("Choose a rule for keeping opening tiles."),
        "EG.options.pampa_layout": tr(
            "The pampa layout must give 12, 15 and 18 spaces for 2, 3 and 4 players."
        ),
        "EG.options.small_numbers": tr("Each small number must be from 1 to 6."),
        "EG.options.start_player": tr("Choose how the start player is chosen."),
        "EG.options.two_player_removed_breed": tr("Choose which breed leaves a 2-player game."),
        "EG.options.wish_in_diceless_round": tr(
            "Choose whether Wish works in the dice-less round."
        ),
        "EG.options.sort_same_round": tr(
            "Choose whether a gaucho put on Sort works in that round's cattle drive."
        ),
    }


# Keys :func:`describe_illegal` explains (tests compare with the rules' keys).
EXPLAINED_KEYS = frozenset(_illegal_texts())


def _format_param(key: str, value: Any) -> str:
    if key in ("tile",) and isinstance(value, str):
        return tile_name(value)
    if key in ("tiles",) and isinstance(value, list | tuple):
        return tiles_text(value)
    if key == "area" and isinstance(value, str):
        return area_name(value)
    if key == "breed" and isinstance(value, str):
        return herd_name(value)
    if key in ("dice", "pool", "paid") and isinstance(value, list | tuple):
        return dice_text(value) if key != "paid" else payment_text(value)
    return str(value)


def _key_text(err: IllegalAction) -> str | None:
    """A number key past what it may choose (the choice model's ``EG.choice.no_such_die`` and
    ``EG.choice.no_such_key``: how many there are), or the choice model's target that is not
    on the board; None for any other reason."""
    params = dict(err.params)
    count = int(params.get("count", 0))
    keys = keys_named(count)
    if err.reason == "EG.choice.no_such_die" and params.get("roll"):
        #: %1 the keys: "key 1" or "keys 1–3".
        return fill(tr("The roll has only %n die(s): %1.", "", count), keys)
    if err.reason == "EG.choice.no_such_die":
        if not count:
            return tr("You have no dice now: click a lit place, or use Tab and Enter.")
        #: %1 the keys: "key 1" or "keys 1–3".
        return fill(tr("You have only %n die(s): %1.", "", count), keys)
    if err.reason == "EG.choice.no_such_key" and params.get("choices"):
        #: %1 the keys: "key 1" or "keys 1–3".
        return fill(tr("There are only %n choice(s): %1.", "", count), keys)
    if err.reason == "EG.choice.no_such_key":
        #: %1 the keys: "key 1" or "keys 1–3".
        return fill(tr("You drew %n opening tile(s): %1.", "", count), keys)
    if err.reason == "EG.choice.not_on_board":
        return tr("That is not on the board now.")
    return None


def _phase_text(err: IllegalAction) -> str | None:
    """What is due instead, for a wrong-phase refusal (None: the general text)."""
    params = dict(err.params)
    if params.get("phase") == "keep":
        return tr("First choose which opening tiles to keep.")
    if params.get("phase") == "opening":
        return tr("Put your opening gaucho on a free action area.")
    if params.get("action") == "HiddenTake":
        return tr("Empty spaces are filled by the refill or by Hidden cattle.")
    return None


def describe_illegal(err: IllegalAction) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is one of
    ``rules.ILLEGAL_REASONS`` or ``rules.OPTION_PROBLEMS``; parameters are filled in)."""
    text = _phase_text(err) if err.reason == "EG.illegal.wrong_phase" else _key_text(err)
    if text is None:
        text = _illegal_texts().get(err.reason)
    if text is None:
        return tr("That move is not allowed now.")
    for key, value in dict(err.params).items():
        text = text.replace(f"%({key})s", _format_param(key, value))
    return text


# ----------------------------------------------------------------------------- actions


def describe_action(action: Any, view: Any = None) -> str:
    """A short translated text for one legal action, for the board's prompts and tooltips."""
    if isinstance(action, rules.Stand):
        return fill(tr("Stand on %1, pay %2"), tile_name(action.tile), payment_text(action.dice))
    if isinstance(action, rules.Lie):
        return fill(tr("Lie on %1, pay %2"), tile_name(action.tile), payment_text(action.dice))
    if isinstance(action, rules.Raise):
        return fill(
            tr("Stand up the gaucho on %1, pay %2"),
            tile_name(action.tile),
            payment_text(action.dice),
        )
    if isinstance(action, rules.Occupy):
        return fill(tr("Occupy %1, pay %2"), area_name(action.area), payment_text(action.dice))
    if isinstance(action, rules.PlaceOpening):
        return fill(tr("Put a gaucho on %1"), area_name(action.area))
    if isinstance(action, rules.TakeDice):
        #: %1: the faces the two dice show ("2 and 3"), never their places in the roll (the
        #: keys 1–5 count those: "dice 2 and 3" read as keys took two other dice).
        return fill(tr("Take the dice showing %1"), payment_text_list(action.dice))
    if isinstance(action, rules.TakeBack):
        if action.area is not None:
            return fill(tr("Take back the gaucho from %1"), area_name(action.area))
        return fill(tr("Take back the lying gaucho from %1"), tile_name(action.tile or ""))
    if isinstance(action, rules.ActivateWish):
        return fill(tr("Wish for a %1"), action.value)
    if isinstance(action, rules.ActivateImmediateSale):
        return _immediate_sale_label(action, view)
    if isinstance(action, rules.ActivateSteal):
        return fill(tr("Steal %1"), tile_name(action.tile))
    if isinstance(action, rules.ActivateRaise):
        return fill(
            tr("Stand up %n lying gaucho(s) for free: %1", "", len(action.tiles)),
            tiles_text(action.tiles),
        )
    if isinstance(action, rules.ActivateReplace):
        return fill(tr("Replace the lying gaucho on %1"), tile_name(action.tile))
    if isinstance(action, rules.ActivateHiddenCattle):
        return tr("Look at the steppe")
    if isinstance(action, rules.HiddenTake):
        return fill(
            tr("Take %1 and stand on it in %2, space %3"),
            tile_name(action.tile),
            row_name(action.row),
            action.space + 1,
        )
    if isinstance(action, rules.HiddenDone):
        return tr("Done: take no more tiles")
    if isinstance(action, rules.AddToHerd):
        return _add_label(action, view)
    if isinstance(action, rules.EndTurn):
        return tr("End the turn")
    if isinstance(action, rules.Keep):
        return fill(tr("Keep %1"), tiles_text(action.tiles))
    return type(action).__name__


def _immediate_sale_label(action: Any, view: Any) -> str:
    herd: Sequence[int] = ()
    if view is not None and view.seat is not None:
        herd = view.herds[view.seat][BREEDS.index(action.breed)]
    if herd:
        return fill(
            tr("Sell %1 now: %2 = %n peso(s)", "", rules.sale_value(herd) + 5),
            herd_name(action.breed),
            sale_sum(len(herd), max(herd), 5),
        )
    return fill(tr("Sell %1 now"), herd_name(action.breed))


def _add_label(action: Any, view: Any) -> str:
    tile = action.tile
    herd: Sequence[int] = ()
    if view is not None and view.seat is not None:
        herd = view.herds[view.seat][BREEDS.index(BREEDS[BREED_CODES.index(tile[:2])])]
    value = int(tile[2:])
    if action.sort_at is not None:
        return fill(tr("Sort %1 into place %2 of its herd"), tile_name(tile), action.sort_at + 1)
    if herd and not rules.fits(herd, value):
        return fill(
            tr(
                "Add %1 at the end: forced sale of %2 (%3 = %n peso(s))", "", rules.sale_value(herd)
            ),
            tile_name(tile),
            herd_name(BREED_CODES.index(tile[:2])),
            sale_sum(len(herd), max(herd), 0),
        )
    if not herd:
        return fill(tr("Start a new herd with %1"), tile_name(tile))
    return fill(tr("Add %1 at the end of its herd"), tile_name(tile))


# ----------------------------------------------------------------------------- game over


def tie_break_text(key: str | None) -> str | None:
    """The translated text of an ``Outcome.tie_break`` key (EG-8.5)."""
    if key == rules.TIEBREAK_SHARED:
        return tr("Tied for the most pesos: the win is shared.")
    return None


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 146 pesos") and one line per sale
    and per compensation, then the totals (reads ``rules.final_outcome``'s breakdown)."""
    rows: list[tuple[str, list[str]]] = []
    place_of = places(outcome.ranking)  # (1, 2, 2, 4)
    for seats in outcome.ranking:
        for seat in seats:
            place = place_of[seat]
            score = int(outcome.scores[seat])
            heading = fill(tr("%1. %2 — %n peso(s)", "", score), place, seat_name(names, seat))
            if seat in outcome.winners:
                heading = fill(tr("%1 (winner)"), heading)
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            lines = _breakdown_lines(part, names)
            tie = tie_break_text(outcome.tie_break)
            if tie and seat in outcome.winners:
                lines.append(tie)
            rows.append((heading, lines))
    return rows


def _breakdown_lines(part: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    lines: list[str] = []
    for sale in part.get("sales", ()):
        count, highest, bonus, pesos = sale["count"], sale["highest"], sale["bonus"], sale["pesos"]
        herd = herd_name(sale["breed"])
        arithmetic = sale_sum(count, highest, bonus)
        if sale["kind"] == "final" and count == 1:  # a single tile is no herd (EG-8.4 step 2)
            tile = tile_name(make_tile(BREEDS.index(sale["breed"]), highest))
            single = tr("Final sale of a single tile, %1, for %n peso(s)", "", pesos)
            lines.append(fill(single, tile))
            continue
        if sale["kind"] == "forced":
            template = tr("Forced sale of %1: %2 = %3")
        elif sale["kind"] == "immediate":
            template = tr("Immediate sale of %1: %2 = %3")
        else:
            template = tr("Final sale of %1: %2 = %3")
        lines.append(fill(template, herd, arithmetic, pesos))
    for comp in part.get("compensations", ()):
        template = (
            tr("Compensation for %1, stolen by %2: %3")
            if comp["kind"] == "steal"
            else tr("Compensation for %1, replaced by %2: %3")
        )
        lines.append(
            fill(template, tile_name(comp["tile"]), seat_name(names, comp["by"]), comp["pesos"])
        )
    if not lines:
        lines.append(tr("No sales"))
    lines.append(fill(tr("Sales: %1"), part.get("sales_total", 0)))
    if part.get("compensations"):
        lines.append(fill(tr("Compensations: %1"), part.get("compensation_total", 0)))
    if part.get("earlier"):
        lines.append(fill(tr("Pesos held at the start of this game: %1"), part["earlier"]))
    lines.append(fill(tr("Total: %1"), part.get("total", 0)))
    return lines


# ----------------------------------------------------------------------------- presentation


def option_label(name: str) -> str:
    """The new-game dialog's label of rule option ``name`` (``rules.Options``)."""
    labels = {
        "fill_threshold": tr("Refill limit of a pampa row"),
        "fill_stop_rule": tr("A row stops being refilled"),
        "opening_keep_rule": tr("Keeping opening tiles"),
        "start_player": tr("Start player"),
        "two_player_removed_breed": tr("Breed left out with 2 players"),
        "wish_in_diceless_round": tr("Wish die usable in the dice-less round"),
        "sort_same_round": tr("A gaucho put on Sort works in that round's cattle drive"),
        "pampa_layout": tr("Pampa layout"),
        "small_numbers": tr("Lying-down costs (small numbers)"),
    }
    return labels.get(name, name)


def option_tooltip(name: str) -> str:
    """A longer explanation of rule option ``name`` ("" if none)."""
    tips = {
        "fill_threshold": tr(
            "When the tiles of a pampa row add up to this much, no more tiles are put in it "
            "during a refill (published rules: 20)."
        ),
        "fill_stop_rule": tr(
            "Whether a row stops at the limit itself or only above it. Most rule texts say at "
            "the limit; one rules summary says above it."
        ),
        "opening_keep_rule": tr(
            "Keep 3 opening tiles only if each is 4 or less and 2 only if each is 8 or less; "
            "or, as one rules summary words it, if their average is below 4 or 8."
        ),
        "start_player": tr("Who starts the first round: drawn at random, or the first seat."),
        "two_player_removed_breed": tr(
            "With 2 players one whole breed is left in the box: drawn at random, or the one "
            "you choose."
        ),
        "wish_in_diceless_round": tr(
            "Normally a Wish die gained in the dice-less round cannot be spent, since nothing "
            "may be bought with dice then. Turn this on to allow it."
        ),
        "sort_same_round": tr(
            "Normally a gaucho put on Sort may already help in the cattle drive of the same "
            "round. Turn this off to keep it for later rounds."
        ),
    }
    return tips.get(name, "")


def choice_label(name: str, value: Any) -> str:
    """The label of one value of a rule option with choices."""
    labels: dict[tuple[str, Any], str] = {
        ("fill_stop_rule", "at_least"): tr("at the limit (20 or more)"),
        ("fill_stop_rule", "greater_than"): tr("only above the limit (more than 20)"),
        ("opening_keep_rule", "each_at_most"): tr("each tile at most 4 / 8"),
        ("opening_keep_rule", "average_below"): tr("average below 4 / 8"),
        ("start_player", "random"): tr("drawn at random"),
        ("start_player", "seat0"): tr("the first seat"),
        ("two_player_removed_breed", "random"): tr("drawn at random"),
    }
    if name == "two_player_removed_breed" and value in BREEDS:
        return breed_name(value)
    return labels.get((name, value), str(value))


def setup_lines(view: Any, names: Sequence[str]) -> list[str]:
    """The game log's first lines: what the setup decided that everybody should know (with
    2 players, the breed left in the box)."""
    if getattr(view, "removed_breed", -1) < 0:
        return []
    return [
        fill(
            tr("2 players: the %1 tiles stay in the box; that breed is not in this game."),
            breed_name(view.removed_breed),
        )
    ]


def seat_summary(view: Any, seat: int) -> str:
    """The side panel's line about ``seat``: pesos, gauchos in supply and herds."""
    herds = sum(1 for h in view.herds[seat] if h)
    parts = [
        pesos_text(view.money[seat]),
        tr("%n gaucho(s) in supply", "", int(view.supply[seat])),
        # (none: words, not "0 herds", which Japanese cannot count: 「群れ0つ」)
        tr("%n herd(s)", "", herds) if herds else tr("no herds", "a seat line: no herd yet"),
    ]
    return tr(" · ", "between parts of a seat line").join(parts)


# ----------------------------------------------------------------------------- rules


def _img(name: str, width: int, tint: str | None = None) -> str:
    """An ``<img>`` of a picture of the game; seat-coloured art in the colour ``tint``."""
    path = resources_dir() / "el_gaucho" / f"{name}.svg"
    src = path.as_uri()
    if tint is not None:
        try:
            svg = path.read_text(encoding="utf-8")
        except OSError:
            svg = ""
        shade = _darker(tint)
        for placeholder, colour in (("#FF00FF", tint), ("#800080", shade)):
            svg = svg.replace(placeholder, colour).replace(placeholder.lower(), colour)
        src = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="{src}" width="{width}" style="vertical-align: middle">'


def _tile_img(breed: str, value: int, width: int) -> str:
    """A cattle tile with its value and small number written in, as an ``<img>``."""
    path = resources_dir() / "el_gaucho" / f"tile_{breed}.svg"
    try:
        svg = path.read_text(encoding="utf-8")
    except OSError:
        return ""
    small = SMALL_NUMBERS[value - 1]
    numbers = (
        f'<text x="19" y="27" font-size="22" font-weight="bold" text-anchor="middle" '
        f'font-family="sans-serif" fill="#3D2B1F">{value}</text>'
        f'<text x="86" y="91" font-size="14" font-weight="bold" text-anchor="middle" '
        f'font-family="sans-serif" fill="#6B5B45">{small}</text>'
    )
    svg = svg.replace("</svg>", numbers + "</svg>")
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" width="{width}">'


def _darker(hex_colour: str) -> str:
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#{:02X}{:02X}{:02X}".format(*(int(c / 1.4) for c in (r, g, b)))


def _escape(text: str, quote: bool = True) -> str:
    """``html.escape``, imported at first use (its entity table costs ~10M instructions, and
    only the rules dialog's texts need it)."""
    import html

    return html.escape(text, quote)


def _section(heading: str, body: str) -> str:
    return f"<h3>{_escape(heading)}</h3>{body}"


def _para(text: str) -> str:
    return f"<p>{_escape(text)}</p>"


def _items(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{_escape(t)}</li>" for t in items) + "</ul>"


def rules_html(options: Any = None) -> str:
    """The whole game for players, as HTML with pictures: the aim, setup, a turn, every action
    area, herds and sales, the drive, the end, the options in force and the controls."""
    opts = options if isinstance(options, rules.Options) else rules.Options()
    tiles = "".join(_tile_img(b, v, 58) for b, v in zip(BREEDS, (12, 7, 3, 9, 5), strict=True))
    herd = "".join(_tile_img("red", v, 46) for v in (3, 5, 9))
    areas = (
        "<table cellspacing='4'><tr>"
        + "".join(
            f"<td align='center'>{_img(f'area_{a}', 96)}<br>"
            + fill(
                tr("%1 (%2)", "an action area and its cost"),
                _escape(area_name(a)),
                AREA_COSTS[i],
            )
            + "</td>"
            for i, a in enumerate(AREAS)
        )
        + "</tr></table>"
    )
    out: list[str] = []
    out.append(
        _para(
            tr(
                "You are cattle barons on the pampa. Take dice from a shared roll to send your "
                "gauchos after cattle or onto action areas, build rising or falling herds and "
                "sell them. Whoever has the most pesos at the end wins."
            )
        )
    )
    out.append(
        _section(
            tr("The cattle"),
            f"<p>{tiles}</p>"
            + _items(
                [
                    tr(
                        "There are five breeds, told apart by colour and coat: Black, Brown "
                        "(white socks), White, Spotted and Red (a white belt). Each breed has "
                        "one tile of each value 1 to 12."
                    ),
                    tr(
                        "The big number at the top left is the tile's value; the small number "
                        "at the bottom right (about half the value) is what lying down on it "
                        "costs."
                    ),
                    tr("With 2 players one breed stays in the box."),
                ]
            ),
        )
    )
    counts = [
        fill(
            tr("%1 players: %2 dice, %3 gauchos each, %4 opening tiles drawn."),
            players,
            pc.dice,
            pc.gauchos,
            pc.opening_draw,
        )
        for players, pc in PLAYER_COUNTS.items()
    ]
    out.append(
        _section(
            tr("Setup"),
            _items(
                [
                    tr(
                        "The pampa has four rows. Tiles are laid face up from the bottom row "
                        "up, left to right; a row stops taking tiles once its values add up to "
                        "the refill limit."
                    ),
                    tr("Four face-down tiles form the steppe; the rest are the draw pile."),
                    *counts,
                    tr(
                        "Opening tiles: keep 3 only if each is 4 or less, 2 only if each is 8 "
                        "or less, or any 1. They are revealed together and start your herds."
                    ),
                    tr(
                        "Then, counter-clockwise and ending with the start player, everybody "
                        "puts one gaucho on a different action area for free."
                    ),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("A round"),
            f"<p>{_img('die_3', 36)}{_img('die_5', 36)}{_img('die_6', 36)}</p>"
            + _items(
                [
                    tr("The start player rolls all the dice."),
                    tr(
                        "Clockwise, each player takes exactly 2 dice from the roll and then "
                        "spends them. The last player chooses 2 of the 3 dice left."
                    ),
                    tr(
                        "After the last turn comes the cattle drive, then the pampa is "
                        "refilled and the start player passes to the left."
                    ),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("Spending dice"),
            f"<p>{_img('gaucho_standing', 30, '#D8483F')} {_img('gaucho_lying', 54, '#3579C9')}</p>"
            + _items(
                [
                    tr(
                        "Every cost is paid exactly, with one die or the sum of two. "
                        "Overpaying is not allowed and each die is spent once."
                    ),
                    tr("Stand on a free tile: pay its value. A standing gaucho claims the tile."),
                    tr(
                        "Lie on a free tile: pay its small number with one die. A lying gaucho "
                        "only reserves the tile."
                    ),
                    tr("Stand up one of your lying gauchos: pay the small number with one die."),
                    tr(
                        "Occupy action area 1 to 6: pay its number. You may have one gaucho on "
                        "each area; other players never block you."
                    ),
                    tr(
                        "With no gaucho left in your supply you may take one back from an "
                        "action area (its action is lost) or a lying one, to place it at once."
                    ),
                    tr("Unspent dice are lost when you end your turn."),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("Action areas"),
            areas
            + _para(
                tr(
                    "A gaucho put on an area in an earlier turn can be used in your turn: it "
                    "comes back to your supply and the action happens. You may not go back to "
                    "an area in the turn you used it. Only Sort works outside your turn."
                )
            )
            + _items(
                [
                    fill(tr("%1 (cost %2): %3"), area_name(a), AREA_COSTS[i], area_effect(a))
                    for i, a in enumerate(AREAS)
                ]
                + [
                    tr(
                        "Sort: when you gain a tile (drive, Steal, final scoring), put it "
                        "where its herd stays in order instead of at the end."
                    ),
                    tr(
                        "Wish: the wished die works like a rolled die this turn, alone or "
                        "together with one real die."
                    ),
                    tr(
                        "Steal: the victim gets the tile's value in pesos. The tile joins your "
                        "herd and may force a sale there (without the 5 extra pesos)."
                    ),
                    tr(
                        "Replace: the other player gets the tile's value in pesos and their "
                        "gaucho back; yours stands on the tile."
                    ),
                    tr(
                        "Hidden cattle: the tiles you take go face up onto empty spaces of the "
                        "pampa, each with one of your gauchos standing on it; then the steppe "
                        "is refilled to 4."
                    ),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("Herds and sales"),
            f"<p>{herd} → {_img('peso', 30)} 3 × 9 = 27</p>"
            + _items(
                [
                    tr(
                        "You have at most one herd per breed, a row of tiles that strictly "
                        "rises or strictly falls from left to right. New tiles join at the "
                        "right end."
                    ),
                    tr(
                        "A tile that does not fit forces a sale: the herd is sold and the new "
                        "tile starts a new herd."
                    ),
                    tr(
                        "A sale pays the number of tiles times the highest value, e.g. "
                        "3 × 9 = 27 pesos. Single tiles are sold only at the end."
                    ),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("The cattle drive"),
            _items(
                [
                    tr(
                        "A row is complete when every tile in it carries a gaucho, standing "
                        "or lying."
                    ),
                    tr(
                        "In complete rows each standing gaucho brings its tile home and "
                        "returns to its owner; lying gauchos and their tiles stay."
                    ),
                    tr(
                        "Several tiles gained at once join your herds in the order you "
                        "choose, one after the other."
                    ),
                ]
            ),
        )
    )
    out.append(
        _section(
            tr("The end"),
            _items(
                [
                    tr(
                        "When a refill empties the draw pile, the round is finished and one "
                        "more normal round is played; nothing is refilled any more."
                    ),
                    tr(
                        "Then comes the dice-less round: each player may only use gauchos "
                        "placed on action areas earlier."
                    ),
                    tr(
                        "Final scoring: every standing gaucho brings its tile home, even in "
                        "an incomplete row; then every herd is sold, a single tile for its "
                        "value. Lying gauchos score nothing."
                    ),
                    tr("The most pesos wins; tied players share the win."),
                ]
            ),
        )
    )
    heading = tr("Rules in this game") if options is not None else tr("The published rules")
    out.append(_section(heading, _items(_options_in_force(opts))))
    out.append(
        _section(
            tr("Controls"),
            _items(
                [
                    tr(
                        "Click two dice of the roll (or press their keys, 1 for the leftmost "
                        "die, 2 for the next, and so on): the places they can pay for light "
                        "up. Click one to take the dice and spend them there, or press Enter "
                        "to take them."
                    ),
                    tr(
                        "Your dice: click one or two to see what they pay for, then click a "
                        "lit tile, lying gaucho or action area. If there is more than one way, "
                        "a prompt asks which (keys 1 to 9)."
                    ),
                    tr(
                        "Use an action area by clicking your gaucho on it; the prompt then "
                        "asks for the herd, tile or gaucho it needs."
                    ),
                    tr(
                        "Tab and Shift+Tab move between the lit choices, Enter or Space picks "
                        "one, E ends the turn and Esc goes back a step."
                    ),
                    tr("Hover over anything that is not lit to read why it cannot be chosen."),
                    *window_controls(),
                ]
            ),
        )
    )
    return "".join(out)


def _options_in_force(opts: rules.Options) -> list[str]:
    stop = (
        tr("A pampa row stops taking tiles once its values add up to %1 or more.")
        if opts.fill_stop_rule == "at_least"
        else tr("A pampa row stops taking tiles once its values add up to more than %1.")
    )
    keep = (
        tr("Opening tiles: keep 3 if each is 4 or less, 2 if each is 8 or less, or any 1.")
        if opts.opening_keep_rule == "each_at_most"
        else tr(
            "Opening tiles: keep 3 if their average is below 4, 2 if their average is below "
            "8, or any 1."
        )
    )
    start = (
        tr("The start player is drawn at random.")
        if opts.start_player == "random"
        else tr("The first seat starts.")
    )
    removed = (
        tr("With 2 players a breed drawn at random stays in the box.")
        if opts.two_player_removed_breed == "random"
        else fill(
            tr("With 2 players the %1 breed stays in the box."),
            breed_name(opts.two_player_removed_breed),
        )
    )
    wish = (
        tr("A Wish die gained in the dice-less round may be spent.")
        if opts.wish_in_diceless_round
        else tr("A Wish die gained in the dice-less round cannot be spent.")
    )
    sort = (
        tr("A gaucho put on Sort this round may already help in this round's drive.")
        if opts.sort_same_round
        else tr("A gaucho put on Sort this round helps only from the next round on.")
    )
    lines = [fill(stop, opts.fill_threshold), keep, start, removed, wish, sort]
    if tuple(opts.small_numbers) != SMALL_NUMBERS:
        lines.append(
            fill(
                tr("Small numbers of the values 1 to 12: %1."),
                join([str(v) for v in opts.small_numbers]),
            )
        )
    return lines


# Events random games seldom produce, with the engine's parameters: with those of real games
# they let the language tests render every key of ``rules.EVENT_KEYS``
# (tests/app/test_cjk_text.py; a game with a texts module lists its own).
SAMPLE_EVENTS: tuple[Event, ...] = (
    Event("EG.turn_skipped", {"seat": 1, "reason": "no_activation"}, seat=1),
    Event(
        "EG.game_over",
        {"scores": [88, 88, 88, 41], "winners": [0, 1, 2], "tie_break": rules.TIEBREAK_SHARED},
    ),
)


def drawn_start(view: Any) -> int | None:
    """The seat the setup drew at random to start (EG-1.2), from the public view of the
    game's start (the start-player token passes each round); None where the option
    ``start_player`` made seat 0 the start player."""
    if view.options.start_player != "random":
        return None
    return int(view.start_player)


# How the game presents itself in the app (read by farmhouse.app.game_ui.load_game_ui): this
# module's texts, the title, blurb and cover of .about and the board package.
UI = GameUI.from_texts(
    __name__,
    about=ABOUT,
    describe_action=lambda action, view, names: describe_action(action, view),
    score_text=pesos_text,
    hands=False,  # (no hand: the hot-seat hand-over does not say "show my hand")
)
