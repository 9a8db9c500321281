"""Wooly Bully display texts: names, game-log lines, refusals, the score breakdown, the side
panel's seat line, the rule options and the rules for players.

Everything is translated through :func:`tr` in the "WoolyBully" context and follows the terms
of ``shared/GLOSSARY.md``. The engine (``rules.py``) reports keys and parameters only; this
module turns them into whole sentences. Lists go through the translated list separator
(:func:`join_list`), counts through plural messages, and a sentence with an optional part is a
message of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from farmhouse.app.board.linebreak import spaced_names
from farmhouse.app.board.parts.prompt import turn_text
from farmhouse.app.game_about import count_word
from farmhouse.app.game_ui import GameUI, window_controls
from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import Event, IllegalAction, Outcome, places
from farmhouse.games.wooly_bully import rules
from farmhouse.games.wooly_bully.about import ABOUT
from farmhouse.games.wooly_bully.about import blurb as blurb
from farmhouse.games.wooly_bully.about import credit as credit
from farmhouse.games.wooly_bully.about import title as title
from farmhouse.games.wooly_bully.data import COLOURS, QUIT_BONUS, STANDARD

# ----------------------------------------------------------------------------- helpers


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in the "WoolyBully" context (``n`` selects a plural form)."""
    return QCoreApplication.translate("WoolyBully", text, disambiguation, n)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``, … in a translated ``template`` by ``args`` (highest first, so
    ``%1`` never eats the start of ``%10``)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


def join_list(items: Sequence[str]) -> str:
    """``items`` joined by the translated list separator (", " in English, "、" in CJK)."""
    return tr(", ", "list separator").join(items)


def name_of(names: Sequence[str], seat: Any) -> str:
    """The name of ``seat`` ("Seat 3" if the names do not say)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    #: A player who has no name: %1 is the seat's number (1, 2, …).
    return fill(
        tr("Seat %1", "a seat without a name"), (seat + 1) if isinstance(seat, int) else "?"
    )


# The names below are translated one at a time, as they are asked for: a board names colours
# and labels many times when it draws a view (Wooly Bully's first view of a save: 176
# translations for 44 colours; a translation is ~5k instructions).
_COLOUR_NAMES: dict[str, Callable[[], str]] = {
    "K": lambda: tr("black", "sheep colour"),
    "B": lambda: tr("blue", "sheep colour"),
    "R": lambda: tr("red", "sheep colour"),
    "Y": lambda: tr("yellow", "sheep colour"),
}


def colour_name(colour: str | None) -> str:
    """The translated name of a sheep colour letter (K, B, R, Y)."""
    name = _COLOUR_NAMES.get(colour or "")
    return name() if name is not None else "?"


_LABEL_NAMES: dict[str, Callable[[], str]] = {
    "V": lambda: tr("village"),
    "F": lambda: tr("forest"),
    "K": lambda: tr("black meadow"),
    "B": lambda: tr("blue meadow"),
    "R": lambda: tr("red meadow"),
    "Y": lambda: tr("yellow meadow"),
}


def label_name(label: str) -> str:
    """What a segment label shows: village, forest, or a meadow of a colour."""
    name = _LABEL_NAMES.get(label)
    return name() if name is not None else label


_SIDE_NAMES: dict[str, Callable[[], str]] = {
    "N": lambda: tr("north"),
    "E": lambda: tr("east"),
    "S": lambda: tr("south"),
    "W": lambda: tr("west"),
}


def side_name(side: str) -> str:
    """The translated name of a tile side N, E, S or W."""
    name = _SIDE_NAMES.get(side)
    return name() if name is not None else side


def labels_text(labels: str) -> str:
    """The two labels of a side in words ("village", or "forest and blue meadow")."""
    if len(labels) != 2 or labels[0] == labels[1]:
        return label_name(labels[:1])
    return fill(
        tr("%1 and %2", "two halves of a side"), label_name(labels[0]), label_name(labels[1])
    )


def face_text(code: str) -> str:
    """A face in words, from its code ("a blue meadow with forest")."""
    stem, _, colours = code.partition("-")
    c = [colour_name(x) for x in colours]
    if stem in ("M3", "M4"):
        return fill(tr("a %1 meadow"), c[0])
    if stem in ("DMF", "HMF", "CMF"):
        return fill(tr("a %1 meadow with forest"), c[0])
    if stem in ("DMV", "HMV", "CMV"):
        return fill(tr("a %1 meadow with village"), c[0])
    if stem in ("DMM", "HMM") and len(c) == 2:
        return fill(tr("a %1 and %2 meadow"), c[0], c[1])
    if stem == "V":
        return tr("a village")
    return tr("a forest")


def tile_kind_text(kind: str) -> str:
    """One tile of a kind in words: "a wolf", "a hunter", "a landscape tile"."""
    return {"wolf": tr("a wolf"), "hunter": tr("a hunter")}.get(kind, tr("a landscape tile"))


def drawn_text(tile_names: Sequence[str]) -> str:
    """The tiles one draw brought: "2 landscape tiles, a wolf", "a landscape tile" (the count
    as ``count_word`` says it: 兩張風景版塊, never 「抽到2 張」)."""
    kinds = []
    for name in tile_names:
        tid = STANDARD.by_name.get(name)
        kinds.append(STANDARD.tiles[tid].kind if tid is not None else "landscape")
    items = []
    landscape = sum(1 for k in kinds if k not in ("wolf", "hunter"))
    if landscape == 1:
        items.append(tile_kind_text("landscape"))
    elif landscape:
        items.append(fill(tr("%1 landscape tile(s)", "", landscape), count_word(landscape)))
    items += [tile_kind_text(k) for k in kinds if k in ("wolf", "hunter")]
    return join_list(items)


def piece_text(tile: Any, face: int) -> str:
    """A tile of the catalogue with ``face`` up, in words: "a blue meadow with forest", "a
    wolf", "the Village Square", "a shepherd tile"."""
    if tile.kind in ("wolf", "hunter") and face == 0:
        return tile_kind_text(tile.kind)
    if tile.kind == "shepherd":
        return tr("a shepherd tile")
    if tile.kind == "village_square":
        return tr("the Village Square")
    return face_text(tile.faces[face].code)


def place_text(cell: tuple[int, int]) -> str:
    """Where ``cell`` lies, from the Village Square at (0, 0): "2 east, 1 south of the
    Village Square" (north is y + 1), or "the Village Square" itself."""
    x, y = cell
    parts = []
    if y:
        parts.append(
            fill(
                tr("%n tile(s) north", "place", y) if y > 0 else tr("%n tile(s) south", "place", -y)
            )
        )
    if x:
        parts.append(
            fill(tr("%n tile(s) east", "place", x) if x > 0 else tr("%n tile(s) west", "place", -x))
        )
    if not parts:
        return tr("the Village Square")
    return fill(tr("%1 of the Village Square"), join_list(parts))


def laid_text(tile: Any, face: int, cell: tuple[int, int]) -> str:
    """A tile on the landscape with its place (its tooltip and its name for screen
    readers): "a blue meadow, 2 east of the Village Square"."""
    if cell == (0, 0):
        return piece_text(tile, face)
    #: A tile on the landscape (%1, "a blue meadow") and where it lies (%2, "2 east of the
    #: Village Square"), for screen readers and the tile's tooltip.
    return fill(tr("%1, %2", "a tile and its place"), piece_text(tile, face), place_text(cell))


def open_place_text(cell: tuple[int, int]) -> str:
    """An open place of the landscape with where it lies (its name for screen readers)."""
    return fill(tr("Open place, %1"), place_text(cell))


def place_name(view: Any, cell: tuple[int, int]) -> str:
    """A place of the landscape in ``view`` as screen readers name it: an open place, or the
    tile laid there, with where it lies."""
    placed = view.board.cells.get(cell)
    if placed is None:
        return open_place_text(cell)
    return laid_text(view.catalogue.tiles[placed.tile], placed.face, cell)


def at_place(text: str, cell: tuple[int, int]) -> str:
    """``text`` about something on ``cell`` with the cell's place (tooltips and the names
    screen readers say: "Laid by Ann since your last move, 1 north of the Village Square")."""
    return fill(tr("%1, %2", "a tile and its place"), text, place_text(cell))


def laid_by_text(name: str, cell: tuple[int, int], since: str | None = None) -> str:
    """The mark of a tile laid by ``name`` since the viewer's last move (``since``: on a
    spectator's board, a replay, the seat whose last move it is), with its place."""
    if since is None:
        return at_place(fill(tr("Laid by %1 since your last move"), name), cell)
    #: A replay's board: a tile laid by a player (%1) since the last move of the player (%2)
    #: whose view the board shows.
    return at_place(fill(tr("Laid by %1 since %2's last move"), name, since), cell)


def scored_field_texts(
    name: str, shown: str, colour: str, sheep: int, cell: tuple[int, int]
) -> tuple[str, str]:
    """A scored field's badge at the end (WB-9.1): its text ("Ann: 7 sheep", the scorer's
    name ``shown`` as it fits) and its tooltip (``name`` whole, the field's colour, with the
    place of its badge)."""
    text = fill(tr("%1: %2 sheep", "scored field"), shown, sheep)
    tip = fill(tr("%1 scores this %2 field: %3 sheep"), name, colour_name(colour), sheep)
    return text, at_place(tip, cell)


def field_text(colour: str, sheep: int, cell: tuple[int, int], spoiled: bool) -> str:
    """An enclosed field's badge tooltip: its colour and sheep (spoiled by a wolf, WB-5.2),
    with the place of its badge."""
    tip = tr("Enclosed %1 field: %2 sheep, spoiled by a wolf") if spoiled else ""
    tip = tip or tr("Enclosed %1 field: %2 sheep")
    return at_place(fill(tip, colour_name(colour), sheep), cell)


def hand_tile_text(tile: Any, face: int, index: int, owner: str | None = None) -> str:
    """Tile ``index`` (0-based) of the viewer's hand with ``face`` up, its other side and
    its number key (the first nine have one): its tooltip and its name for screen
    readers. ``owner``: the viewer's name on a spectator's board (a replay, no keys), where
    the hand is named, not "your" (spaced in Chinese: :func:`spaced_names`)."""
    shown, other = piece_text(tile, face), piece_text(tile, 1 - face)
    if owner is not None:
        #: A replay's board: a tile (%1, its other side %2) in a player's (%3) hand.
        tip = fill(tr("%1 (other side: %2), in %3's hand"), shown, other, owner)
        return spaced_names(tip, names=(owner,))
    if index < 9:
        return fill(tr("%1 (other side: %2), in your hand, key %3"), shown, other, index + 1)
    return fill(tr("%1 (other side: %2), in your hand"), shown, other)


def quit_place_text(position: int) -> str:
    """ "quit 1st" … "quit 4th"."""
    names = {1: tr("quit 1st"), 2: tr("quit 2nd"), 3: tr("quit 3rd"), 4: tr("quit 4th")}
    return names.get(position, str(position))


def next_bonus(view: Any) -> int:
    """The quit bonus the seat to move would get by quitting now (table 3.4)."""
    bonuses = QUIT_BONUS.get(view.players, (0,))
    position = len(view.quit_order)
    return bonuses[position] if position < len(bonuses) else 0


def quit_question(bonus: int) -> tuple[str, str, str]:
    """The question before quitting (it cannot be undone, WB-7.1) for a quit ``bonus``: its
    title and the labels of its Quit and Cancel buttons."""
    title = fill(tr("Quit now for a bonus of %n point(s)? You take no more turns.", "", bonus))
    return title, fill(tr("Quit (+%1)"), bonus), tr("Cancel (Esc)")


def seat_names(names: Sequence[str], players: int) -> list[str]:
    """The seats' ``names``, or "Seat 1" … for a board given none (``players`` seats)."""
    return list(names) or [
        fill(tr("Seat %1", "a seat without a name"), i + 1) for i in range(players)
    ]


def bag_texts(count: int) -> tuple[str, str]:
    """The bag's label ("Bag: 40", ``count`` tiles left) and its tooltip."""
    return fill(tr("Bag: %1"), count), tr("Tiles left in the bag")


# ----------------------------------------------------------------------------- the board's words

# The game's terms no wrapped line of the board breaks inside (shared/GLOSSARY.md; the
# phrase models alone broke 「選版|塊」).
KEEP_WHOLE = (
    "版塊",
    "板块",
    "タイル",
    "小村廣場",
    "小村广场",
    "村の広場",
    "羊圈地",
    "獵人",
    "猎人",
)


def button_labels(responding: bool = False) -> dict[str, str]:
    """The board's buttons by name, each label with its key: the actions (End turn is Done
    while answering, WB-3.5), Rotate and Flip."""
    return {
        "reveal": tr("Reveal (V)"),
        "wolf": tr("Wolf (W)"),
        "hunter": tr("Hunter (H)"),
        "end": tr("Done (E)") if responding else tr("End turn (E)"),
        "quit": tr("Quit (Q)"),
        "rotate": tr("Rotate (R)"),
        "flip": tr("Flip (F)"),
    }


def zoom_labels() -> dict[str, tuple[str, str]]:
    """The zoom buttons by name: their labels and tooltips."""
    return {
        "in": ("+", tr("Zoom in (+)")),
        "out": ("−", tr("Zoom out (−)")),
        "fit": (tr("Fit"), tr("Show the whole landscape (0)")),
    }


def cannot_turn_text(view: Any, kind: str | None, flip: bool, turns: bool, can_lay: bool) -> str:
    """Why R (F with ``flip``) does nothing to the held piece of ``kind`` (None: nothing
    held; ``turns``: it looks different turned; ``can_lay``: a tile can be laid), or "" when
    it turns (flips)."""
    if kind is None:
        return choose_first_text(view, can_lay)
    if flip and kind == "reveal":
        return tr("Your shepherd tile is laid with its sheep showing.")
    return "" if flip or turns else tr("This tile looks the same every way round.")


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys, a sentence a line (sentences end
    at "." or "。", so no line breaks inside a word in any language)."""
    text = tr(
        "Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or "
        "right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. "
        "Drag to move the view, wheel or + − to zoom, 0 to fit."
    )
    return "\n".join(p for p in (p.strip() for p in re.split(r"(?<=[.。])\s*", text)) if p)


def _nothing_to_lay(view: Any) -> str:
    """No tile of the hand can be laid now: end the turn (or what else may be played)."""
    if view.owed_now >= 1:
        return tr("None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal.")
    return tr("All your tiles for this turn are laid: end your turn (E).")


def choose_first_text(view: Any, can_lay: bool) -> str:
    """What a key or button that needs a held tile says when none is held: choose one, or,
    if no tile can be laid now, that the turn can end."""
    if not can_lay and not view.responding and view.phase not in (rules.DISCARD, rules.FORCED):
        return _nothing_to_lay(view)
    return choose_tile_text()


def choose_tile_text() -> str:
    """What Rotate and Flip say while no tile is held."""
    return tr("Choose a tile from your hand first (keys 1–9).")


def idle_text(taking: bool) -> str | None:
    """What a place of the landscape says while no piece is held: choose a tile first while
    the seat may pick (``taking``), else None (the board says why it waits)."""
    return (
        tr("Choose a tile from your hand first (keys 1–9), then a lit place.") if taking else None
    )


def wait_text() -> str:
    """Why the player cannot act while the rules name no reason (an AI's turn shown)."""
    return tr("Please wait: it is not your turn.")


def no_tile_text() -> str:
    """A number key beyond the hand's tiles."""
    return tr("You have no tile with that number.")


def turned_to_fit_text() -> str:
    """A click on a place where the held tile fits when turned: it was turned so."""
    return tr("Turned so that it fits here: click again (or Enter) to lay it.")


def board_hint(
    view: Any,
    names: Sequence[str],
    held: str | None,
    *,
    taking: bool,
    confirming: bool,
    can_lay: bool,
    flip_marked: bool,
    fits_somewhere: bool,
    fits_as_turned: bool = True,
    read_only: bool = False,
) -> str:
    """What to do now, the line over the tray (or in the column at the left): ``held`` is the
    kind of the piece held ("place", "wolf", "hunter", "reveal") or None; ``taking``: the
    seat may pick now; ``confirming``: the question before quitting is asked; ``can_lay``: a
    tile of the hand can be laid; ``flip_marked``: a tile of the hand shows the "flip to
    lay" mark; ``fits_somewhere``: the held face fits somewhere; ``fits_as_turned``: it fits
    somewhere turned as it is; ``read_only``: a board that
    only shows, a replay's, which says whose turn it is (even the viewer's:
    :func:`turn_text`), never whom the game waits for nor what to do."""
    if view.seat is None or view.game_over:
        return ""
    if not taking or read_only:
        if view.to_move is None:
            return ""
        if read_only:
            return turn_text(name_of(names, view.to_move))
        return fill(tr("Waiting for %1…", "hint"), name_of(names, view.to_move))
    if confirming:
        return fill(tr("Quit for %n point(s)? Q again quits; Esc cancels.", "", next_bonus(view)))
    if view.phase == rules.DISCARD:
        excess = len(view.hand) - view.options.hand_size
        return fill(tr("No tile fits: click %n tile(s) of your hand to discard.", "", excess))
    if held is None:
        if view.responding:
            return tr("Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E).")
        if view.phase == rules.FORCED:
            return tr("Your tile touches two or more tiles: lay one more now (keys 1–9).")
        if can_lay and flip_marked:
            # what the hand's tiles with the dashed "flip to lay" mark mean, and the key
            return tr(
                "Choose a tile (1–9, or Tab and Enter), then a lit place. A dashed tile with "
                "an arrow fits once flipped (F)."
            )
        if can_lay:
            return tr("Choose a tile from your hand (1–9, or Tab and Enter), then a lit place.")
        return _nothing_to_lay(view)
    specials = {
        "wolf": tr("Lay the wolf on a lit forest place. Esc puts it back."),
        "hunter": tr("Lay the hunter on a lit place, or right on a prowling wolf."),
        "reveal": tr("Lay your shepherd tile on a lit place to reveal your colour."),
    }
    if held in specials:
        return specials[held]
    if view.owed_now < 1 and view.phase != rules.FORCED:
        return tr("All your tiles for this turn are laid: end your turn (E).")
    if not fits_somewhere:
        return tr("This face fits nowhere: flip it (F) or choose another tile.")
    if not fits_as_turned:
        return tr("Turned this way it fits nowhere: turn it (R).")  # (Tab and Enter say it too)
    return tr(
        "Click a lit place, or press Tab/arrows and Enter, to lay it. R or right click "
        "turns it, F flips it, Esc puts it back."
    )


def outcome_in_view(view: Any) -> Outcome:
    """The game's outcome as ``view`` shows it (the board's final scores)."""
    colours = [str(c) for c in view.colours]
    return rules.board_outcome(view.board, colours, view.quit_order, view.options, view.revealed)


def banner_text(
    view: Any, names: Sequence[str], mover: int | None, spectator: bool = False
) -> tuple[str, int | None]:
    """The turn banner's text and the seat it is about; ``mover``: the seat whose move the
    board still shows (the pause after another's move), else whose turn it is;
    ``spectator``: a board watched by none of the seats (a replay), where the view's seat
    is named like any other ("Ann is playing: 2 tiles to lay")."""
    if view.game_over:
        outcome = outcome_in_view(view)
        winners = list(outcome.winners)
        if len(winners) == 1:
            points = outcome.scores[winners[0]]
            text = tr("Game over: %1 wins with %n point(s)", "", points)
            return fill(text, name_of(names, winners[0])), winners[0]
        return fill(tr("Game over: a shared win"), ""), None
    if mover is not None and mover != view.to_move:
        return fill(tr("%1 is playing"), name_of(names, mover)), mover
    seat = view.to_move
    if seat == view.seat and not spectator:
        if view.responding:
            return fill(tr("▶ Your answer to %1's tile"), name_of(names, view.turn_seat)), seat
        if view.phase == rules.DISCARD:
            excess = len(view.hand) - view.options.hand_size
            return fill(tr("▶ Your turn: discard %n tile(s)", "", excess)), seat
        if view.phase == rules.FORCED:
            return tr("▶ Your turn: lay one more tile now"), seat
        if view.owed_now == 0:
            return tr("▶ Your turn: all your tiles are laid"), seat
        return fill(tr("▶ Your turn: %n tile(s) to lay", "", view.owed_now)), seat
    who = name_of(names, seat)
    if view.responding:
        return fill(tr("%1 may answer %2's tile"), who, name_of(names, view.turn_seat)), seat
    if view.owed_now < 1:  # (a wolf, a hunter, a reveal or the end of the turn may still come)
        return fill(tr("%1 is playing"), who), seat
    return fill(tr("%1 is playing: %n tile(s) to lay", "", view.owed_now), who), seat


def colour_status(colour: str, revealed: bool, whose: str | None = None) -> tuple[str, str]:
    """The viewer's own sheep colour as the board shows it to them alone ("Your sheep: blue
    (secret)") and its tooltip; ``whose``: on a spectator's board (a replay) the seat's name
    ("Ann's sheep: blue (secret)": its colour was secret, WB-2.2), spaced in Chinese as every
    name in running text (:func:`~farmhouse.app.board.linebreak.spaced_names`: 「Anna 的羊：藍色
    （祕密）」, also in a replay's strip, which draws it as a label of its own)."""
    name = colour_name(colour)
    if whose is None and revealed:
        return fill(tr("Your sheep: %1 (revealed)"), name), tr("Everybody knows your colour now.")
    if whose is None:
        return fill(tr("Your sheep: %1 (secret)"), name), tr(
            "Only you can see this: keep it secret."
        )
    if revealed:
        #: A replay's board: a player's (%1) sheep colour (%2), revealed.
        text = fill(tr("%1's sheep: %2 (revealed)"), whose, name)
        tip = fill(tr("Everybody knows %1's colour now."), whose)
    else:
        #: A replay's board: a player's (%1) sheep colour (%2), still secret.
        text = fill(tr("%1's sheep: %2 (secret)"), whose, name)
        tip = fill(tr("Only %1 knows this colour: it is still secret."), whose)
    return spaced_names(text, names=(whose,)), spaced_names(tip, names=(whose,))


def empty_hand_text(quit_: bool, whose: str | None = None) -> str:
    """What the tray says when the hand holds no tile: quit (its tiles set aside) or empty;
    ``whose``: on a spectator's board (a replay) the seat's name."""
    if whose is None:
        return (
            tr("You have quit: your tiles are set aside.") if quit_ else tr("Your hand is empty.")
        )
    if quit_:
        #: A replay's board: a player (%1) who has quit holds no tiles.
        return fill(tr("%1 has quit: their tiles are set aside."), whose)
    return fill(tr("%1's hand is empty."), whose)


# ----------------------------------------------------------------------------- log lines

_Describer = Callable[[Mapping[str, Any], Sequence[str]], str | None]


def _placed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who = name_of(n, p["seat"])
    code = str(p.get("code", ""))
    stem, _, colours = code.partition("-")
    c = [colour_name(x) for x in colours]
    if stem in ("M3", "M4"):
        return fill(tr("%1 lays a %2 meadow."), who, c[0])
    if stem in ("DMF", "HMF", "CMF"):
        return fill(tr("%1 lays a %2 meadow with forest."), who, c[0])
    if stem in ("DMV", "HMV", "CMV"):
        return fill(tr("%1 lays a %2 meadow with village."), who, c[0])
    if stem in ("DMM", "HMM") and len(c) == 2:
        return fill(tr("%1 lays a tile with %2 and %3 meadows."), who, c[0], c[1])
    if stem == "V":
        return fill(tr("%1 lays a village."), who)
    return fill(tr("%1 lays a forest."), who)


def _wolf(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("covered"):
        return fill(tr("%1's wolf pounces on the hunter."), name_of(n, p["seat"]))
    return fill(tr("%1 sets a wolf loose in the forest."), name_of(n, p["seat"]))


def _hunter(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("covered"):
        return fill(tr("Bang! %1's hunter chases the wolf away."), name_of(n, p["seat"]))
    return fill(tr("%1 sends a hunter into the forest."), name_of(n, p["seat"]))


def _removed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("reason") == "wolf_covers_hunter":
        return tr("The hunter leaves the game.")
    return tr("The wolf leaves the game.")


def _drew_count(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    who = name_of(n, p["seat"])
    count, wanted = int(p["count"]), int(p.get("wanted", p["count"]))
    if count == 0:
        # drawing from the empty bag goes without saying (the draw that emptied it said so);
        # every other draw is logged, one tile as well as several
        return None
    if count < wanted:
        return fill(tr("%1 draws the last %n tile(s) from the bag.", "", count), who)
    return fill(tr("%1 draws %n tile(s).", "", count), who)


def _owed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who = name_of(n, p["seat"])
    if p.get("reason") == "reveal":
        return fill(tr("%1 gains an extra placement for revealing."), who)
    return fill(tr("%1 gains %n extra placement(s).", "", int(p["gained"])), who)


def _enclosed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    colour = colour_name(p.get("colour"))
    sheep = int(p["sheep"])
    if p.get("spoiled_by"):
        return fill(
            tr("A %1 field with %2 sheep is enclosed, but a wolf spoils it."), colour, sheep
        )
    return fill(tr("A %1 field with %2 sheep is enclosed."), colour, sheep)


def _forests(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    if not p.get("wolves"):
        return None  # forests joining without wolves changes nothing anyone scores
    if p.get("active_wolves") and p.get("hunters"):
        return tr("Two forests grow together: the wolves in them still prowl.")
    if p.get("hunters"):
        return tr("Two forests grow together: the hunter now keeps the wolves at bay.")
    return tr("Two forests grow together: the wolf now prowls the whole forest.")


def _quit(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who = name_of(n, p["seat"])
    bonus = int(p.get("bonus", 0))
    if bonus == 0:
        return fill(tr("%1 quits; no bonus is left."), who)
    messages = {
        1: tr("%1 is the first to quit and earns +%2."),
        2: tr("%1 is the second to quit and earns +%2."),
        3: tr("%1 is the third to quit and earns +%2."),
    }
    return fill(messages.get(int(p.get("position", 1)), messages[1]), who, bonus)


def _next(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    # the ordinary clockwise turn needs no line, and neither does the last player's next turn
    # (WB-7.3): that they play on alone is said once, at the quit that left them alone (see
    # :func:`describe_events`), not again at every one of their turns
    return None


def _alone(quit: Event, following: Sequence[Event], n: Sequence[str]) -> str | None:
    """The line :func:`describe_events` adds after ``quit`` when it leaves one player
    (WB-7.3): "Ann plays on alone." (the last player is the seat of the next turn among
    ``following``, the events after it), said there once and not at each of Ann's turns.
    None when others are still in the game, when the game ends, or when the rules' own
    ``WB.plays_on`` follows (WB-7.4, option lone_player_draws: its line says it). Without a
    next turn among ``following`` (a quit in answer to another's tile, option
    reaction_windows) the last player is not named."""
    if int(quit.params.get("position", 0)) != len(n) - 1 or len(n) < 2:
        return None
    for event in following:
        if event.key in ("WB.plays_on", "WB.game_over"):
            return None
        if event.key == "WB.next_turn":
            return fill(tr("%1 plays on alone."), name_of(n, event.params["seat"]))
    return tr("Everyone else has quit: the last player plays on alone.")


def _window(p: Mapping[str, Any], n: Sequence[str]) -> str:
    return fill(
        tr("The others may answer %1's tile with a wolf, a hunter, a reveal or by quitting."),
        name_of(n, p["placer"]),
    )


def _colours(p: Mapping[str, Any], n: Sequence[str]) -> str:
    pairs = [
        fill(tr("%1: %2", "seat and colour"), name_of(n, s), colour_name(c))
        for s, c in enumerate(p.get("colours", ()))
    ]
    unused = [colour_name(c) for c in p.get("unused", ())]
    if unused:
        return fill(
            tr("The colours are revealed: %1. Nobody had %2."), join_list(pairs), join_list(unused)
        )
    return fill(tr("The colours are revealed: %1."), join_list(pairs))


def _scored(p: Mapping[str, Any], n: Sequence[str]) -> str:
    return fill(
        tr("%1 scores %n point(s): %2 from fields, %3 quit bonus.", "", int(p["total"])),
        name_of(n, p["seat"]),
        p.get("field_points", 0),
        p.get("quit_bonus", 0),
    )


def _game_over(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winners = list(p.get("winners", ()))
    scores = list(p.get("scores", ()))
    all_quit = p.get("reason") == "all_quit"
    if len(winners) == 1:
        w = winners[0]
        points = int(scores[w]) if w < len(scores) else 0
        if all_quit:
            text = tr("Everyone has quit. %1 wins with %n point(s).", "", points)
        else:
            text = tr("Nobody can lay a tile any more. %1 wins with %n point(s).", "", points)
        return fill(text, name_of(n, w))
    together = join_list([name_of(n, w) for w in winners])
    if all_quit:
        return fill(tr("Everyone has quit. The win is shared by %1."), together)
    return fill(tr("Nobody can lay a tile any more. The win is shared by %1."), together)


def _describers() -> dict[str, _Describer]:
    return {
        "WB.placed": _placed,
        "WB.wolf_placed": _wolf,
        "WB.hunter_placed": _hunter,
        "WB.tile_removed": _removed,
        "WB.revealed": lambda p, n: fill(
            tr("%1 reveals their colour, %2, and lays their shepherd tile."),
            name_of(n, p["seat"]),
            colour_name(p.get("colour")),
        ),
        "WB.drew": lambda p, n: fill(
            #: A private log line: only the drawing player (%1) sees what they drew (%2:
            #: cards or tiles).
            tr("%1 draws %2 (only you see them).", "", len(p.get("names", ()))),
            name_of(n, p["seat"]),
            drawn_text(p.get("names", ())),
        ),
        "WB.drew_count": _drew_count,
        "WB.owed": _owed,
        "WB.field_enclosed": _enclosed,
        "WB.forests_joined": _forests,
        "WB.forced_placement": lambda p, n: fill(
            tr("The tile touches two or more tiles: %1 must lay one more at once."),
            name_of(n, p["seat"]),
        ),
        "WB.discard_due": lambda p, n: fill(
            tr("No tile fits: %1 must discard %n tile(s).", "", int(p["count"])),
            name_of(n, p["seat"]),
        ),
        "WB.discarded": lambda p, n: fill(
            #: A private log line: only the discarding player (%1) sees which tile (%2).
            tr("%1 discards %2 (only you see it)."),
            name_of(n, p["seat"]),
            drawn_text([p.get("name", "")]),
        ),
        "WB.discarded_count": lambda p, n: fill(tr("%1 discards a tile."), name_of(n, p["seat"])),
        "WB.passed_cleared": lambda p, n: None,  # internal bookkeeping (WB-8.1)
        "WB.passed": lambda p, n: fill(tr("%1 lays no tile this turn."), name_of(n, p["seat"])),
        "WB.quit": _quit,
        "WB.turn_ended": lambda p, n: None,  # the next turn or the end says it
        "WB.plays_on": lambda p, n: fill(
            tr("%1 is the last player left and plays on: a turn without a tile draws one."),
            name_of(n, p["seat"]),
        ),
        "WB.lone_draw": lambda p, n: fill(
            tr("%1 lays no tile and draws one from the bag instead."), name_of(n, p["seat"])
        ),
        "WB.next_turn": _next,
        "WB.window_opened": _window,
        "WB.response_ended": lambda p, n: (
            None if p.get("quit") else fill(tr("%1 does not answer."), name_of(n, p["seat"]))
        ),
        "WB.colours_revealed": _colours,
        "WB.scored": _scored,
        "WB.game_over": _game_over,
    }


# Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).
DESCRIBED_EVENT_KEYS = frozenset(_describers())
# Event keys the log deliberately leaves out (bookkeeping that another line already says).
SILENT_EVENT_KEYS = frozenset({"WB.passed_cleared", "WB.turn_ended", "WB.next_turn"})


def _spectator_describers() -> dict[str, _Describer]:
    # the private events as someone watching every seat reads them (a replay with
    # everything shown): in the third person, like every public line
    return {
        "WB.drew": lambda p, n: fill(
            #: The log of a replay with everything shown: the tiles (%2) a player (%1) drew,
            #: which only that player saw.
            tr("%1 draws %2.", "tiles seen by a spectator"),
            name_of(n, p["seat"]),
            drawn_text(p.get("names", ())),
        ),
        "WB.discarded": lambda p, n: fill(
            #: The log of a replay with everything shown: the tile (%2) a player (%1)
            #: discarded, which only that player saw.
            tr("%1 discards %2."),
            name_of(n, p["seat"]),
            drawn_text([p.get("name", "")]),
        ),
    }


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or ``None``
    for events the log skips. Every line names its seat; a private event (``WB.drew``,
    WB-4.1; ``WB.discarded``) also tells its only reader that nobody else sees it ("Ann
    draws a wolf (only you see it)."), as Black Sheep's, or with ``spectator`` (a reader who
    is not that seat: a replay with everything shown) just says it ("Ann draws a wolf.").
    Unknown keys give ``None``."""
    describer = (_spectator_describers() if spectator else {}).get(event.key)
    describer = describer or _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names)


def describe_events(
    events: Sequence[Event], names: Sequence[str], spectator: bool = False
) -> list[str]:
    """The log lines of ``events`` (all visible to the reader; for a ``spectator``, every
    seat's, the private ones without "only you see it"): a draw the reader sees in full
    ("Ann draws a wolf (only you see it).", the private event) is not said a second time
    by its public count right after
    it ("Ann draws 1 tile."), nor is the last player's draw instead of a pass (WB-7.4),
    whose own line says it; nor, for a spectator, a discard by its public twin ("Ann
    discards a tile.")."""
    lines: list[str] = []
    previous: Event | None = None
    for event in events:
        said = (
            event.key == "WB.drew_count"
            and previous is not None
            and previous.key in ("WB.drew", "WB.lone_draw")
            and previous.params.get("seat") == event.params.get("seat")
            and int(event.params.get("count", 0)) == int(event.params.get("wanted", 0))
        ) or (
            spectator
            and event.key == "WB.discarded_count"
            and previous is not None
            and previous.key == "WB.discarded"
            and previous.params.get("seat") == event.params.get("seat")
        )
        if not (event.key == "WB.drew" and previous is not None and previous.key == "WB.lone_draw"):
            previous = event
        if said:
            continue
        line = describe_event(event, names, spectator)
        if line is not None:
            lines.append(line)
        if event.key == "WB.quit":  # (see _alone: the last player plays on, said once)
            alone = _alone(event, events[list(events).index(event) + 1 :], names)
            if alone is not None:
                lines.append(alone)
    return lines


# ----------------------------------------------------------------------------- refusals


def mismatch_text(
    sides: Sequence[str], expected: Mapping[str, str], shown: Mapping[str, str]
) -> str:
    """Which sides do not match: "It does not fit here: the north side needs village, not
    forest."."""
    parts = [
        fill(
            tr("the %1 side needs %2, not %3"),
            side_name(side),
            labels_text(str(expected.get(side, ""))),
            labels_text(str(shown.get(side, ""))),
        )
        for side in sides
    ]
    return fill(tr("It does not fit here: %1."), join_list(parts))


def _illegal_texts() -> dict[str, str]:
    return {
        "WB.illegal.game_over": tr("The game is over.", "refusal"),
        "WB.illegal.not_your_turn": tr("It is not your turn.", "refusal"),
        "WB.illegal.unknown_action": tr("That is not a Wooly Bully move."),
        "WB.illegal.tile_not_in_hand": tr("That tile is not in your hand."),
        "WB.illegal.no_such_tile": tr("There is no such tile."),
        "WB.illegal.bad_face": tr("That side of the tile cannot be laid this way."),
        "WB.illegal.use_special_action": tr(
            "To lay a wolf or hunter forest side up, use its own button (W or H); its meadow "
            "side is laid like any tile."
        ),
        "WB.illegal.bad_rotation": tr("The tile cannot be turned that way."),
        "WB.illegal.cell_occupied": tr("That place is already taken."),
        "WB.illegal.not_adjacent": tr("A tile must touch a tile already in the landscape."),
        "WB.illegal.no_placement_owed": tr(
            "You have no tile left to lay this turn: end your turn, or play a wolf, a hunter, "
            "reveal or quit."
        ),
        "WB.illegal.placement_compulsory": tr(
            "One of your landscape tiles fits, so you must lay a tile first."
        ),
        "WB.illegal.not_a_wolf": tr("That tile is not a wolf."),
        "WB.illegal.not_a_hunter": tr("That tile is not a hunter."),
        "WB.illegal.wolf_meets_hunter": tr(
            "A wolf cannot go into a forest where a hunter is already waiting."
        ),
        "WB.illegal.hunter_meets_wolf": tr(
            "A wolf prowls that forest: lay the hunter right on the wolf instead."
        ),
        "WB.illegal.wolf_not_active": tr("This wolf is already kept at bay by a hunter."),
        "WB.illegal.cover_not_allowed": tr("A wolf may not be laid on a hunter in this game."),
        "WB.illegal.already_revealed": tr("You have already revealed your colour."),
        "WB.illegal.forced_placement_due": tr("First lay the extra tile you owe."),
        "WB.illegal.no_discard_due": tr("Nothing needs to be discarded now."),
        "WB.illegal.not_in_response": tr("There is nothing to answer now."),
        "WB.illegal.in_response": tr("You are answering another player's tile: click Done."),
        "WB.option.hand_size_range": tr("Start with 3 or 4 tiles in hand."),
        "WB.option.extra_turn_with_forced_placement": tr(
            "“Extra placements instead of extra tiles” cannot be combined with “Lay one more "
            "after touching two or more”."
        ),
    }


def action_text(action: Any, view: Any = None, names: Sequence[str] = ()) -> str:
    """``action`` addressed to the player who may make it, for hints ("lay a blue meadow with
    forest"): where a tile goes, the board shows (a place has no name players use). A tile
    laid on its other face than the hand shows (its first: a tile is dealt and kept first face
    up until its player flips it) says so, with the tile's key in the hand ("flip tile 2 and
    lay a village": the board rings a tile whose picture shows another face). WB-3.3,
    WB-5.1, WB-6.1, WB-7.1, WB-3.5."""
    if isinstance(action, rules.Place):
        face = ""
        if view is not None:
            faces = view.catalogue.tiles[action.tile].faces
            face = faces[action.face].code if action.face < len(faces) else ""
            if action.face != 0 and action.tile in view.hand:
                return fill(
                    #: %1 the tile's number in the hand (its key), %2 the face it is laid
                    #: on, which the hand does not show: "flip tile 2 and lay a village".
                    tr("flip tile %1 and lay %2", "hint: the move"),
                    view.hand.index(action.tile) + 1,
                    face_text(face),
                )
        return fill(tr("lay %1", "hint: the move"), face_text(face))
    if isinstance(action, rules.Wolf):
        return tr("set a wolf loose", "hint: the move")
    if isinstance(action, rules.Hunter):
        return tr("send a hunter", "hint: the move")
    if isinstance(action, rules.Reveal):
        return tr("reveal your colour and lay your shepherd tile", "hint: the move")
    if isinstance(action, rules.Quit):
        if view is None:
            return tr("quit now", "hint: the move")
        return fill(tr("quit now for +%1", "hint: the move"), next_bonus(view))
    if isinstance(action, rules.EndTurn):
        return tr("end your turn", "hint: the move")
    if isinstance(action, rules.EndResponse):
        return tr("finish your answer", "hint: the move")
    if isinstance(action, rules.Discard):
        return tr("discard the marked tile", "hint: the move")
    return type(action).__name__


def describe_illegal(err: IllegalAction) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is one of
    ``rules.ILLEGAL_REASONS`` or ``rules.OPTION_PROBLEMS``, its parameters filled in)."""
    params = err.params
    if err.reason == "WB.illegal.mismatch":
        return mismatch_text(
            list(params.get("sides", ())), params.get("expected", {}), params.get("shown", {})
        )
    if err.reason == "WB.illegal.discard_due":
        count = int(params.get("count", 1))
        return fill(tr("First discard %n tile(s) from your hand.", "", count))
    if err.reason == "WB.illegal.fits_nowhere":
        return _nowhere_text(params)
    if err.reason == "WB.illegal.tile_fits_nowhere":
        kind = params.get("kind")
        if kind == "wolf":
            return tr("This wolf fits nowhere now, and neither does its meadow side.")
        if kind == "hunter":
            return tr("This hunter fits nowhere now, and neither does its meadow side.")
        return tr("This tile fits nowhere now, on either face. Try another one.")
    if err.reason == "WB.illegal.none_held":
        if params.get("kind") == "hunter":
            return tr("You hold no hunter.")
        return tr("You hold no wolf.")
    if err.reason == NOT_YOUR_TURN:  # (the choice model's, while the board waits)
        return tr("Please wait: it is not your turn.")
    text = _illegal_texts().get(err.reason)
    if text is None:
        return tr("That move is not allowed now.")
    return text


def _nowhere_text(params: Mapping[str, Any]) -> str:
    """``WB.illegal.fits_nowhere``: a wolf, a hunter, the shepherd, a face, or a face turned
    one way while another turn fits."""
    kind = params.get("kind")
    if kind == "wolf":
        return tr("No forest has room for a wolf now.")
    if kind == "hunter":
        return tr("No forest has room for a hunter now.")
    if kind == "shepherd":
        return tr(
            "Your shepherd tile fits nowhere yet: it needs a place where every side "
            "it touches is a meadow of your colour."
        )
    if params.get("rotation") is not None and params.get("turns"):
        return tr("Turned this way it fits nowhere: turn it (R).")
    return tr("This face fits nowhere: flip it (F) or choose another tile.")


def place_advice(why: str | None, fits: str, flips: bool) -> str | None:
    """What a place says with a piece held (``why``: the rules' reason it cannot go there, in
    words): nothing where it fits (``fits`` "fit"), the reason and "press R" where it fits
    when turned ("turn": a click there turns it), the reason and "press F" where the other
    face would fit (``flips``)."""
    if fits == "fit":
        return None
    if fits == "turn":
        return fill(tr("%1 Turned another way it fits here: press R."), why or "").strip()
    if flips and why:
        return fill(tr("%1 Its other face fits here: press F to flip it."), why)
    return why


def flip_advice(kind: str, shown: int) -> str:
    """What a tile of the hand whose face ``shown`` cannot be played, while its other face
    can, says on the board (its dashed "flip to lay" mark): the other face fits, press F.
    ``kind``: the tile's kind ("landscape", "wolf", "hunter")."""
    if kind == "wolf":
        if shown == 0:
            return tr(
                "As a wolf it fits nowhere now, but its meadow side does: flip it (F) to lay it."
            )
        return tr("Its meadow side fits nowhere now, but the wolf can be laid: flip it (F).")
    if kind == "hunter":
        if shown == 0:
            return tr(
                "As a hunter it fits nowhere now, but its meadow side does: flip it (F) to lay it."
            )
        return tr("Its meadow side fits nowhere now, but the hunter can be laid: flip it (F).")
    return tr("This side fits nowhere now, but its other side does: flip it (F) to lay it.")


# ----------------------------------------------------------------------------- game over


def tie_break_text(key: str | None) -> str | None:
    """The translated name of an ``Outcome.tie_break`` key (WB-9.3)."""
    texts = {
        "WB.tiebreak.largest_field": tr("Tied on points: the larger enclosed field wins."),
        "WB.tiebreak.quit_order": tr("Tied on points and field: whoever quit first wins."),
        "WB.tiebreak.shared": tr("Tied on points, field and quitting: the win is shared."),
    }
    return texts.get(key) if key else None


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 14 points, winner") and what each point
    came from: the colour, the scored field(s), fields a wolf spoiled, open fields, the quit
    bonus and the total, plus the tie-break that decided first place."""
    rows: list[tuple[str, list[str]]] = []
    place_of = places(outcome.ranking)  # (1, 2, 2, 4)
    tie = tie_break_text(outcome.tie_break)
    for seats in outcome.ranking:
        for seat in seats:
            place = place_of[seat]
            total = outcome.scores[seat]
            who = name_of(names, seat)
            if seat in outcome.winners:
                heading = fill(tr("%1. %2 — %n point(s), winner", "", total), place, who)
            else:
                heading = fill(tr("%1. %2 — %n point(s)", "", total), place, who)
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            lines = _breakdown_lines(part, total)
            if tie and seat in outcome.winners:
                lines.append(tie)
            rows.append((heading, lines))
    return rows


def _sheep_list(fields: Sequence[Mapping[str, Any]]) -> str:
    return join_list([str(int(f.get("sheep", 0))) for f in fields])


def _breakdown_lines(part: Mapping[str, Any], total: int) -> list[str]:
    lines: list[str] = []
    colour = colour_name(part.get("colour"))
    if part.get("revealed"):
        lines.append(fill(tr("Colour: %1 (revealed during the game)"), colour))
    else:
        lines.append(fill(tr("Colour: %1 (kept secret)"), colour))
    fields = [int(f) for f in part.get("fields", ())]
    points = int(part.get("field_points", 0))
    if not fields:
        lines.append(tr("No enclosed field without a wolf: 0 points"))
    elif len(fields) > 1 and points == sum(fields):
        lines.append(
            fill(
                tr("Enclosed fields: %1 = %2 sheep"),
                tr(" + ", "sum of fields").join(map(str, fields)),
                points,
            )
        )
    else:
        lines.append(fill(tr("Best enclosed field: %1 sheep"), points))
        if len(fields) > 1:
            lines.append(
                fill(
                    tr("Other enclosed fields (not counted): %1"),
                    join_list([str(f) for f in fields[1:]]),
                )
            )
    spoiled = list(part.get("spoiled_fields", ()))
    if spoiled:
        lines.append(fill(tr("Spoiled by a wolf (sheep): %1"), _sheep_list(spoiled)))
    open_fields = list(part.get("open_fields", ()))
    if open_fields:
        lines.append(fill(tr("Not enclosed (sheep): %1"), _sheep_list(open_fields)))
    position = part.get("quit_position")
    if position is None:
        lines.append(tr("Did not quit: no bonus"))
    else:
        lines.append(
            fill(tr("Quit bonus: +%1 (%2)"), part.get("quit_bonus", 0), quit_place_text(position))
        )
    lines.append(fill(tr("Total: %1", "score"), total))
    return lines


# ----------------------------------------------------------------------------- side panel


def seat_summary(view: Any, seat: int) -> str:
    """The side panel's line about ``seat``: its points at the end (WB-9.2), tiles in hand, a
    revealed colour, how and when the seat quit, and whether it passed. Never a colour this view does not show publicly
    (the own secret colour stays on the board, which the hand-over screen covers)."""
    parts: list[str] = []
    quit_order = list(view.quit_order)
    outcome = outcome_in_view(view) if view.game_over else None
    if outcome is not None:
        parts.append(fill(tr("%n point(s)", "", outcome.scores[seat])))
    if seat in quit_order:
        position = quit_order.index(seat) + 1
        bonus = QUIT_BONUS.get(view.players, (0,))[position - 1]
        parts.append(fill(tr("%1, +%2", "quit place and bonus"), quit_place_text(position), bonus))
    elif outcome is None:
        size = view.hand_sizes[seat]
        parts.append(fill(tr("%n tile(s) in hand", "", size)))
    public = view.game_over or view.revealed[seat]
    if public and view.colours[seat] is not None:
        if view.game_over and not view.revealed[seat]:
            parts.append(fill(tr("colour: %1"), colour_name(view.colours[seat])))
        else:
            parts.append(fill(tr("revealed: %1"), colour_name(view.colours[seat])))
    if seat in view.passed and not view.game_over:
        parts.append(tr("laid no tile"))
    return tr(" · ", "separator of the parts of a line").join(parts)


# ----------------------------------------------------------------------------- presentation


def option_label(name: str) -> str:
    """The new-game dialog's label of rule option ``name`` (``rules.Options``)."""
    labels = {
        "hand_size": tr("Tiles in hand at the start"),
        "reaction_windows": tr("Answer other players' tiles (wolf, hunter, reveal, quit)"),
        "hunter_protects_merged_forest": tr("A hunter guards the whole forest"),
        "score_all_fields": tr("Score every enclosed field"),
        "wolf_may_cover_hunter": tr("A wolf may pounce on a hunter"),
        "extra_turn_instead_of_draws": tr("Extra placements instead of extra tiles"),
        "forced_extra_placement": tr("Lay one more after touching two or more"),
        "lone_player_draws": tr("The last player draws instead of passing"),
    }
    return labels.get(name, name)


def option_tooltip(name: str) -> str:
    """A longer explanation of rule option ``name`` ("" if none)."""
    tips = {
        "hand_size": tr(
            "How many tiles each player draws at the start: 4 in the published rules, 3 for a "
            "tighter game."
        ),
        "reaction_windows": tr(
            "After every tile laid, each other player in turn may play a wolf or a hunter, "
            "reveal their colour or quit before the turn goes on, as the original rules allow "
            "at any moment. Off: only on your own turn."
        ),
        "hunter_protects_merged_forest": tr(
            "When forests grow together, a hunter anywhere in the forest stops all its wolves "
            "(the English rulebook). Off: a wolf keeps spoiling until a hunter is laid right on "
            "it."
        ),
        "score_all_fields": tr(
            "Count the sheep of all your enclosed fields without wolves, not only the best one."
        ),
        "wolf_may_cover_hunter": tr(
            "A wolf may also be laid on a hunter, which then leaves the game."
        ),
        "extra_turn_instead_of_draws": tr(
            "Every tile laid draws just one tile, but a tile that touches several tiles gives "
            "you one more placement for each tile it touches beyond the first."
        ),
        "forced_extra_placement": tr(
            "After a tile that touches two or more tiles, and its draws, you must lay one more "
            "tile at once; it draws nothing. If none fits, discard down to your starting hand "
            "size."
        ),
        "lone_player_draws": tr(
            "When everyone else has quit, the last player plays on: a turn in which they lay no "
            "tile draws one tile from the bag, until the bag is empty. Off: such a turn ends "
            "the game at once."
        ),
    }
    return tips.get(name, "")


def choice_label(name: str, value: Any) -> str:
    """The label of one value of an option with choices (Wooly Bully has none: the value)."""
    return str(value)


def _escape(text: str, quote: bool = True) -> str:
    """``html.escape``, imported at first use (its entity table costs ~10M instructions, and
    only the rules dialog's texts need it)."""
    import html

    return html.escape(text, quote)


def _img(url: str, alt: str) -> str:
    return f'<p align="center"><img src="{url}" alt="{_escape(alt)}"></p>'


def _section(heading: str, *paragraphs: str) -> str:
    body = "".join(p if p.startswith("<") else f"<p>{p}</p>" for p in paragraphs)
    return f"<h3>{_escape(heading)}</h3>{body}"


def _items(*items: str) -> str:
    return "<ul>" + "".join(f"<li style='margin-bottom:4px'>{i}</li>" for i in items) + "</ul>"


def _option_lines(options: Any) -> str:
    from farmhouse.games.wooly_bully.rules import Options

    current = options if options is not None else Options()
    items = []
    for name in (
        "hand_size",
        "reaction_windows",
        "hunter_protects_merged_forest",
        "score_all_fields",
        "wolf_may_cover_hunter",
        "extra_turn_instead_of_draws",
        "forced_extra_placement",
        "lone_player_draws",
    ):
        value = getattr(current, name)
        if name == "hand_size" and options is None:
            state = fill(tr("The published rules: %n tile(s).", "", int(value)))
        elif name == "hand_size":
            state = fill(tr("This game: %n tile(s).", "", int(value)))
        elif options is None:
            state = tr("The published rules: on.") if value else tr("The published rules: off.")
        else:
            state = tr("On in this game.") if value else tr("Off in this game.")
        items.append(
            fill(
                tr("<b>%1</b>: %2 %3", "option, its explanation, its setting"),
                _escape(option_label(name)),
                _escape(option_tooltip(name)),
                _escape(state),
            )
        )
    return _items(*items)


def rules_html(options: Any = None) -> str:
    """How to play, as HTML with pictures of tiles, for the rules dialog: the goal, setup, a
    turn, fields, wolves and hunters, revealing, quitting, the end, scoring, every option (as
    set in ``options``, the game on screen, or the published rules for ``None``) and the
    controls."""
    from farmhouse.games.wooly_bully.board import pictures

    e = _escape
    protects = bool(getattr(options, "hunter_protects_merged_forest", True))
    all_fields = bool(getattr(options, "score_all_fields", False))
    reactions = bool(getattr(options, "reaction_windows", False))
    hand = int(getattr(options, "hand_size", 4))
    lone_draws = bool(getattr(options, "lone_player_draws", True))
    symbols = " ".join(f'<img src="{pictures.symbol_url(c)}"> {e(colour_name(c))}' for c in COLOURS)
    tile_a = STANDARD.landscape_face("DMF-B")
    both_faces = pictures.tiles_url([(tile_a[0], 0, 0), (tile_a[0], 1, 0)])
    dmv = STANDARD.landscape_face("DMV-K")
    turns = pictures.tiles_url([(dmv[0], dmv[1], r) for r in range(4)], 64, 10)
    hmv = STANDARD.landscape_face("HMV-K")
    matching = pictures.landscape_url(
        (((0, 0), ("VS", 0, 0)), ((1, 0), (hmv[0], hmv[1], 2))), 80, ((1, 0),)
    )
    cmv = STANDARD.landscape_face("CMV-K")
    enclosed = pictures.landscape_url(
        (
            ((0, 0), ("VS", 0, 0)),
            ((1, 0), (cmv[0], cmv[1], 0)),
            ((2, 0), (cmv[0], cmv[1], 3)),
            ((1, 1), (cmv[0], cmv[1], 1)),
            ((2, 1), (cmv[0], cmv[1], 2)),
        ),
        64,
    )
    specials = pictures.tiles_url(
        [("WOLF-K", 0, 0), ("HUNTER-K", 0, 0), ("WOLF-K", 1, 0), ("SHEPHERD-B", 1, 0)]
    )
    start = pictures.tiles_url([("VS", 0, 0), ("SHEPHERD-R", 0, 0)])
    parts = [
        _section(
            tr("The goal"),
            e(
                tr(
                    "Together you lay one growing landscape of square tiles: villages, "
                    "forests and fenced meadows with sheep of four colours. Each player "
                    "secretly owns one colour and wants the biggest enclosed field of it, safe "
                    "from wolves."
                )
            ),
            f"<p align='center'>{symbols}</p>",
            e(
                tr(
                    "Each colour has its own tint and symbol: black a crescent moon, blue a "
                    "drop, red a heart, yellow a sun."
                )
            ),
        ),
        _section(
            tr("The tiles"),
            e(
                tr(
                    "Every tile has two faces. A face shows meadows of a colour with their "
                    "sheep, forests and villages; fences separate them. You may lay either "
                    "face up and turn the tile any way."
                )
            ),
            _img(both_faces, tr("The two faces of one tile")),
            _img(turns, tr("One face turned four ways")),
        ),
        _section(
            tr("Setup"),
            e(
                tr(
                    "The Village Square lies in the middle. Each player is dealt a shepherd "
                    "tile face down: its colour is your secret colour, shown only to you at "
                    "the top of the board. The bag holds 60 landscape tiles, 4 wolves and 4 "
                    "hunters."
                )
            ),
            e(fill(tr("Everybody draws %n tile(s) from the bag.", "", hand))),
            _img(start, tr("The Village Square and a shepherd tile face down")),
        ),
        _section(
            tr("Your turn"),
            e(
                tr(
                    "Lay one tile from your hand next to the landscape. It must touch at least "
                    "one tile, and every side it touches must match: village to village, "
                    "forest to forest, meadow to meadow of the same colour. Then draw one tile "
                    "for each tile it touches, so up to four."
                )
            ),
            _img(matching, tr("A tile that fits beside the Village Square")),
            e(
                tr(
                    "The first tile must meet the Village Square with its village. If none of "
                    "your landscape tiles fits anywhere, you may end your turn without laying "
                    "one and draw nothing. The meadow side of a wolf or hunter tile may be "
                    "laid like any tile."
                )
            ),
        ),
        _section(
            tr("Fields"),
            e(
                tr(
                    "Meadows of one colour that meet across tiles form a field. A field is "
                    "enclosed when none of its meadow edges is open: fences, forests, villages "
                    "and other tiles close it on every side. Holes in the landscape are "
                    "allowed. Enclosed fields are outlined on the board with their sheep count."
                )
            ),
            _img(enclosed, tr("Four meadow corners enclose a field of 4 sheep")),
        ),
        _section(
            tr("Wolves and hunters"),
            _img(specials, tr("Wolf, hunter, a meadow back and a shepherd tile")),
            e(
                tr(
                    "On your turn you may lay a wolf forest side up where every side it "
                    "touches is forest. Every field that borders its forest scores nothing. A "
                    "wolf may not join a forest that holds a hunter."
                )
            ),
            e(
                tr(
                    "A hunter goes forest side up into a forest without a prowling wolf, and "
                    "then no wolf may enter that forest. Or lay it right on a wolf: bang, the "
                    "wolf leaves the game. Wolves and hunters draw tiles like any tile."
                )
            ),
            e(
                tr(
                    "In this game, when forests grow together, a hunter anywhere in the forest "
                    "stops its wolves."
                )
                if protects
                else tr(
                    "In this game a wolf keeps spoiling when its forest grows together with a "
                    "hunter's: only a hunter laid on the wolf stops it."
                )
            ),
        ),
        _section(
            tr("Revealing your colour"),
            e(
                tr(
                    "Once per game, on your turn, you may reveal your colour: lay your "
                    "shepherd tile, a meadow of your colour with 4 sheep, where it fits, and "
                    "draw as usual. Then you may lay one extra tile this turn, so a turn can "
                    "bring three tiles down. Revealing is never required."
                )
            ),
        ),
        _section(
            tr("Quitting"),
            e(
                tr(
                    "On your turn you may quit the game. The first to quit earns 6 points, "
                    "the second 3 and the third 1 (with fewer players, fewer bonuses); the "
                    "last player earns none. Your fields still count, but you take no more "
                    "turns. When everyone else has quit, the last player plays on alone."
                )
            ),
            e(
                tr(
                    "The last player then draws one tile from the bag on each turn in which "
                    "they lay no tile, until the bag is empty; only after that does such a "
                    "turn end the game."
                )
                if lone_draws
                else tr(
                    "In this game, once the last player ends a turn without laying a tile, the "
                    "game is over."
                )
            ),
            e(
                tr(
                    "In this game the others may also answer each tile laid at once, one "
                    "after another, with a wolf, a hunter, a reveal or by quitting."
                )
            )
            if reactions
            else "",
        ),
        _section(
            tr("The end"),
            e(
                tr(
                    "The game ends when everyone has quit, or when every player still in the "
                    "game has, one after another, ended a turn without laying a tile."
                )
            ),
        ),
        _section(
            tr("Scoring"),
            e(
                tr(
                    "All colours are revealed. You score the sheep of your enclosed fields "
                    "of your colour that border no forest with a prowling wolf, plus your quit "
                    "bonus. Colours nobody holds score for nobody."
                )
            ),
            e(
                tr("In this game every such field counts.")
                if all_fields
                else tr("Only your best such field counts.")
            ),
            e(
                tr(
                    "The highest total wins. On a tie the larger field wins, then whoever "
                    "quit first; otherwise the win is shared."
                )
            ),
        ),
        _section(tr("Options"), _option_lines(options)),
        _section(
            tr("Playing with the mouse"),
            _items(
                e(
                    tr(
                        "Click a tile in your hand at the bottom. It follows the pointer over "
                        "the landscape; places where it fits light up (dashed: it fits when "
                        "turned)."
                    )
                ),
                e(
                    tr(
                        "Turn it with a right click, Ctrl + wheel or the Rotate button, flip "
                        "it with the Flip button, and click a lit place to lay it. A place "
                        "where it does not fit says which side does not match."
                    )
                ),
                e(
                    tr(
                        "The buttons beside your hand reveal, play a wolf or a hunter, end "
                        "the turn or quit. Drag the table to move it, turn the wheel to zoom, "
                        "and Fit shows the whole landscape."
                    )
                ),
                e(
                    tr(
                        "Enclosed fields are outlined with their sheep count. A prowling "
                        "wolf's forest is dashed red, and the fields it spoils are hatched."
                    )
                ),
                e(
                    tr(
                        "Tiles laid since your last move carry the symbol of the player who "
                        "laid them; the newest is framed in gold."
                    )
                ),
            ),
        ),
        _section(
            tr("Playing with the keyboard"),
            _items(
                e(tr("1–9: choose a tile of your hand; Esc: put it back.")),
                e(tr("R: turn clockwise, Shift + R: turn back; F: flip.")),
                e(
                    tr(
                        "Arrow keys: move the tile one place; Tab: jump to the next place where it fits."
                    )
                ),
                e(tr("Enter or Space: lay it there.")),
                e(tr("V: reveal, W: wolf, H: hunter, E: end the turn, Q: quit.")),
                e(
                    tr(
                        "+ and −: zoom; 0: fit the whole landscape; arrow keys move the view when no tile is chosen."
                    )
                ),
                *(e(line) for line in window_controls()),
            ),
        ),
    ]
    return "".join(parts)


__all__ = [
    "DESCRIBED_EVENT_KEYS",
    "SAMPLE_EVENTS",
    "SILENT_EVENT_KEYS",
    "blurb",
    "breakdown_rows",
    "choice_label",
    "colour_name",
    "describe_event",
    "describe_illegal",
    "fill",
    "option_label",
    "option_tooltip",
    "rules_html",
    "seat_summary",
    "title",
    "tr",
]


# Events random games seldom produce (enclosed fields, joined forests) or produce only under
# options (forced_extra_placement, reaction_windows, wolf_may_cover_hunter), with the engine's
# parameters: with those of real games they let the language tests render every key of
# ``rules.EVENT_KEYS`` (tests/app/test_cjk_text.py).
SAMPLE_EVENTS: tuple[Event, ...] = (
    Event(
        "WB.field_enclosed",
        {"colour": "R", "sheep": 5, "cells": [[0, 0], [1, 0], [1, 1]], "spoiled_by": []},
    ),
    Event(
        "WB.field_enclosed",
        {"colour": "K", "sheep": 3, "cells": [[2, 0], [2, 1]], "spoiled_by": [[3, 1]]},
    ),
    Event(
        "WB.forests_joined",
        {
            "cells": [[0, 2], [1, 2], [2, 2]],
            "wolves": [[0, 2]],
            "hunters": [[2, 2]],
            "active_wolves": [],
        },
    ),
    Event(
        "WB.forests_joined",
        {"cells": [[0, 2], [1, 2]], "wolves": [[0, 2]], "hunters": [], "active_wolves": [[0, 2]]},
    ),
    Event(
        "WB.tile_removed",
        {
            "tile": 7,
            "name": "WOLF-B",
            "cell": [1, 2],
            "by": "HUNTER-R",
            "reason": "hunter_covers_wolf",
        },
    ),
    Event(
        "WB.tile_removed",
        {
            "tile": 9,
            "name": "HUNTER-K",
            "cell": [2, 2],
            "by": "WOLF-Y",
            "reason": "wolf_covers_hunter",
        },
    ),
    Event("WB.forced_placement", {"seat": 1}, 1),
    Event("WB.discard_due", {"seat": 1, "count": 2, "hand_size": 4}, 1),
    Event("WB.discard_due", {"seat": 0, "count": 1, "hand_size": 4}, 0),
    Event("WB.discarded", {"seat": 1, "tile": 12, "name": "L12"}, 1, private_to=1),
    Event("WB.discarded_count", {"seat": 1, "count": 1, "hand": 5}, 1),
    Event("WB.discarded_count", {"seat": 1, "count": 2, "hand": 4}, 1),
    Event("WB.window_opened", {"placer": 0, "order": [1, 2, 3]}),
    Event("WB.response_ended", {"seat": 2, "quit": False}, 2),
    Event("WB.response_ended", {"seat": 3, "quit": True}, 3),
    Event("WB.plays_on", {"seat": 2}, 2),
    Event("WB.lone_draw", {"seat": 2}, 2),
)


def drawn_start(view: Any) -> int | None:
    """The seat the setup drew at random to be the first player (WB-2.2), from the public
    view of the game's start: the game log's first line says so."""
    return int(view.first_player)


# How the game presents itself in the app (read by farmhouse.app.game_ui.load_game_ui): this
# module's texts, the title, blurb and cover of .about and the board package.
UI = GameUI.from_texts(
    __name__,
    about=ABOUT,
    seat_colours=False,  # seat colours would read as sheep colours: seats by shape only
)
