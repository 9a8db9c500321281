"""How a board's targets look, set in one place: :class:`Look` says which of the kit's ways
of showing a target a board wants, :meth:`GameBoard.light
<farmhouse.app.board.game_board.GameBoard.light>` (the default) shows them, and
:func:`restyle` changes an item's look repainting it only when something changed.

Every board lights its targets from the choice model the same way: teal (``LEGAL``) while a
target can be picked, gold while it is picked; on top of that, each board used to repeat
(in 80–165 lines) a few of these, now options of :class:`Look`:

- ``hover``: a lit target under the pointer glows gold (a pointer move lights anew the
  target it left and the one it entered:
  :meth:`~farmhouse.app.board.game_board.GameBoard.hover_changed`);
- ``dim``: a target that cannot be picked now is veiled (its ``dimmed``) while another
  target of its kind can (the other dice of the roll, the rest of the hand); True for
  every kind, or the kinds to veil (``{"pool_die", "die"}``);
- ``cursor``: a pointing hand over the targets that can be picked;
- ``buttons``: the kinds drawn as buttons (``("pass",)``, ``("stop",)``): their ``fill`` is
  gold while they can be pressed (the palette's one lighter gold,
  :data:`~farmhouse.app.board.palette.HOVER`, under the pointer with ``hover``), else the
  colour given for the kind; a button has no glow.

A board sets ``LOOK = Look(hover=True, dim=True, ...)`` on its class and overrides
:meth:`~farmhouse.app.board.game_board.GameBoard.light` only for what is its own (calling
``super().light`` for the rest). What a board works out once per lighting (whose turn, the
held piece) it asks of :meth:`~farmhouse.app.board.game_board.GameBoard.lit_once`.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.palette import GOLD, HOVER, LEGAL


class Look:
    """Which of the kit's ways of showing a target a board wants (see the module docstring;
    every option off: the glow alone, as before). ``dim``: True (every kind) or the kinds
    veiled; ``buttons``: target kind → the fill of such a button while it cannot be
    pressed. (A plain class: making an attrs class takes ~0.5 ms, and every board imports
    this before its first paint: issue 18.)"""

    __slots__ = ("hover", "dim", "cursor", "buttons")

    def __init__(
        self,
        hover: bool = False,
        dim: bool | Collection[str] = False,
        cursor: bool = False,
        buttons: Mapping[str, QColor] | None = None,
    ) -> None:
        self.hover = hover
        self.dim: bool | frozenset[str] = dim if isinstance(dim, bool) else frozenset(dim)
        self.cursor = cursor
        self.buttons: Mapping[str, QColor] = dict(buttons or {})

    def dims(self, kind: object) -> bool:
        """Whether a target of ``kind`` is veiled while another of its kind can be picked."""
        return self.dim is True or (not isinstance(self.dim, bool) and kind in self.dim)


def same(old: Any, new: Any) -> bool:
    """Whether two looks' values (colours, flags, or None) are the same, never comparing
    None with a colour: that makes PySide create the Python types of QImage and QGradient
    (~20M instructions of opening a save)."""
    if old is None or new is None:
        return old is new
    return bool(old == new)


def restyle(item: QGraphicsItem, **values: Any) -> bool:
    """Set the attributes ``values`` of ``item`` (``glow=``, ``dimmed=``, ``fill=``, …) and
    repaint it once, only if one of them changed (every repaint request adds to the area Qt
    draws again). Returns True if it changed."""
    piece: Any = item
    changed = {k: v for k, v in values.items() if not same(getattr(piece, k, None), v)}
    for name, value in changed.items():
        setattr(piece, name, value)
    if changed:
        item.update()
    return bool(changed)


def look_of(look: Look, kind: str, state: str, hovered: bool, dim: bool) -> dict[str, Any]:
    """The attributes a target of ``kind`` in ``state`` (``"lit"``, ``"picked"`` or ``""``)
    shows with ``look``: ``hovered`` (under the pointer), ``dim`` (another target of its
    kind can be picked now)."""
    lit = state == "lit"
    hover = look.hover and lit and hovered
    if kind in look.buttons:
        off = look.buttons[kind]
        fill = (HOVER if hover else GOLD) if lit else off
        return {"glow": None, "fill": fill, "unusable": not lit and state != "picked"}
    glow = GOLD if hover or state == "picked" else LEGAL if lit else None
    if look.dims(kind):
        return {"glow": glow, "dimmed": dim and not state}
    return {"glow": glow}


def point_at(item: QGraphicsItem, lit: bool) -> None:
    """A pointing hand over ``item`` while it is ``lit`` (set only when that changes)."""
    piece: Any = item
    if getattr(piece, "_pointing", None) != lit:
        shape = Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor
        item.setCursor(shape)
        piece._pointing = lit
