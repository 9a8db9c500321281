"""Choosing actions on the El Gaucho board: clicks, keys, the prompt line, the choice panel
and the highlights, all read from the game's choice model
(:class:`~farmhouse.games.el_gaucho.choices.ElGauchoChoices`).

The model lists every target on the board with ``None`` when it can be picked now, else the
rules' reason why not; the board lights the first, explains the others (hover and click) and
keeps the *selection*, the targets picked so far. A pick leads to a longer selection (its
next targets light up; where several actions remain, the choice panel shows them as buttons,
keys 1–9) or to a legal action, which is played. At the start of a turn two dice of the roll
light what they could pay for: clicking one of those takes the dice, and the rest of the
pick waits for the next decision (:meth:`BoardInput.play_queued`).

Keys: 1–9 the dice, opening tiles or the panel's buttons, Tab/Shift+Tab move between lit
targets, Enter or Space picks the focused one (or takes the two chosen dice, or keeps the
chosen tiles), E ends the turn, Esc steps back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtGui import QColor

from farmhouse.core.choices import Target
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.rules import View, pampa_layout
from farmhouse.games.el_gaucho.texts import fill, tr

#: The fill of a button that cannot be pressed now.
MUTED_BUTTON = QColor("#D9CCB0")
#: The choice panel's room (over the dice tray and "Since your last move").
CHOICE_RECT = L.CHOICE_RECT


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your "
        "gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends "
        "the turn, Esc goes back, Ctrl+Z undoes a step."
    )


def place_words(view: View, target: Target, name: Callable[[int], str]) -> str:
    """Where ``target`` is on the board, in words ("" for a target that names its place
    itself: an action area, a gaucho on one, a button); ``name(seat)`` names a seat."""
    kind = target[0]
    value: Any = target[1] if len(target) > 1 else None
    if kind in ("tile", "space"):
        lay = pampa_layout(view.options.pampa_layout, view.players)
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


def lit_sorted(keys: Sequence[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Keys in a stable order (for tests)."""
    return sorted(keys, key=repr)
