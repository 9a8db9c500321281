"""The Wooly Bully board's overlay, pinned to the window while the landscape pans and zooms
(viewport pixels, laid out by :class:`~.layout.Hud`): the turn banner, the bag, the viewer's
own secret colour, the action and zoom buttons, the hand's tray with Rotate and Flip. Texts
are at least :data:`MIN_TEXT` pixels (the header's chips on two lines if need be)."""

from __future__ import annotations

import re
from contextlib import suppress
from itertools import product

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK, MUTED, PAPER, TABLE, pale
from farmhouse.app.board.parts.buttons import MIN_TEXT, button, button_row, fitted_size
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided, text_item, wrap_lines
from farmhouse.games.wooly_bully import texts
from farmhouse.games.wooly_bully.board.layers import SEAT_INK, seat_mark
from farmhouse.games.wooly_bully.board.layout import Hud
from farmhouse.games.wooly_bully.board.tiles import ART, MEADOW_FILL, STRONG, symbol_path
from farmhouse.games.wooly_bully.rules import View

__all__ = ["HudPart"]


def panel(
    rect: QRectF,
    fill: QColor | None,
    border: QColor | None,
    radius: float,
    width: float,
    layer: Layer,
) -> Box:
    """A box at ``rect`` (pixels), its ``border`` ``width`` pixels wide, its corners of
    ``radius``, under what it frames: a click on it reaches no place."""
    box = Box(rect, fill, border, radius, parent=layer)
    box.role = "panel"
    box.border_width = width
    return box


# The overlay's layers with their stacking.
HUD_LAYERS = (("backing", 0), ("banner", 1), ("status", 1), ("bag", 1), ("tray", 2), ("buttons", 3))


def chip_text(text: str, room: QSizeF, size: float, head: bool = True) -> tuple[float, str]:
    """``text`` in a header chip's ``room`` (pixels) and its size: one line from ``size``
    down to 14 px, else two of 14 to 12 px, broken after the colon ("▶ Your turn:" over "2
    tiles to lay") or between words (never in a name); else the first line whole and the rest
    elided, or (not ``head``: the own colour) what follows the colon."""
    one, width = fitted_size(text, room.width(), size), room.width()
    if one >= 14 and elided(text, one, width, True) == text:
        return one, text
    parts = re.split(r"(?<=[:：]) ?", text, maxsplit=1)
    for whole, least in product(dict.fromkeys(("\n".join(parts), text)), (14.0, 13.0, MIN_TEXT)):
        with suppress(ValueError):
            lines = "\n".join(wrap_lines(whole, least, width, True, strict=True))
            probe = QGraphicsSimpleTextItem(lines)  # (a CJK line stands taller)
            probe.setFont(board_font(least, True))
            if lines.count("\n") < 2 and probe.boundingRect().height() <= room.height():
                return least, lines
    if not head and len(parts) == 2:
        return chip_text(parts[1], room, size)
    first, *rest = wrap_lines("\n".join(parts), MIN_TEXT, width, True)
    return MIN_TEXT, first + "\n" + elided(" ".join(rest), MIN_TEXT, width, True)


class HudPart:
    """The overlay's drawing on layers under ``board``'s overlay (pinned to the window),
    from the board's seat names, the seat whose turn it shows (``turn_mark``) and whether it
    is read-only (no action, Rotate or Flip buttons) or a spectator's (a replay: the seat
    named, not "you"). ``buttons``: the buttons drawn, by name (one dictionary for the
    board's life)."""

    def __init__(self, board: GameBoard) -> None:
        self.board = board
        scene, parent = board.scene(), board.overlay
        self.layers: dict[str, Layer] = {}
        for name, z in HUD_LAYERS:
            layer = Layer(scene, z)
            layer.setParentItem(parent)
            self.layers[name] = layer
        self.buttons: dict[str, Box] = {}
        self.banner: tuple[QGraphicsSimpleTextItem, QSizeF, QRectF]  # the label, its room
        self.bag = Pile(scene, QRectF(), ART / "bag.svg", size=15, label_align="left", z=1)
        for part in (self.bag.picture_layer, self.bag.label_layer):
            part.setParentItem(parent)

    def draw(self, view: View, hud: Hud) -> None:
        """Bring the overlay up to date with ``view`` in the layout ``hud``; a layer is
        redrawn only when its part changed."""
        read_only, spectator = self.board.read_only, self.board.spectator
        size = (hud.width, hud.height, hud.rows, hud.compact)  # (compact: buttons below)
        layers = self.layers
        tray = not hud.over
        bands = tuple(r.getRect() for r, _ in hud.backings())
        layers["backing"].refresh((size, bands, tray), self._draw_backing, hud, tray)
        text, seat = self.banner_text(view)
        mine = view.seat is not None and view.to_move == view.seat and not view.game_over
        layers["banner"].refresh((size, seat, mine), self._draw_banner, hud, seat, mine)
        self._set_banner(text)
        colour = None if hud.over else view.colour
        revealed = view.seat is not None and view.revealed[view.seat]
        whose = self._seat_name(view.seat) if spectator and view.seat is not None else None
        status = (size, colour, revealed, whose)
        layers["status"].refresh(status, self._draw_status, hud, colour, revealed, whose)
        layers["bag"].refresh(size, self._draw_bag, hud)
        self.bag.show(view.bag_size, *texts.bag_texts(view.bag_size))
        shown = (size, view.responding, read_only)
        layers["buttons"].refresh(shown, self._draw_buttons, hud, view.responding)
        if hud.over:
            layers["tray"].clear()
            self.buttons.pop("rotate", None)
            self.buttons.pop("flip", None)
        else:
            key = (size, view.hand, view.seat, view.quit_order, read_only, whose)
            layers["tray"].refresh(key, self._draw_tray, hud, view, whose)

    def banner_text(self, view: View) -> tuple[str, int | None]:
        """The turn banner's text and the seat it is about."""
        mover = self.board.turn_mark(view.to_move, view.game_over)
        return texts.banner_text(view, self.board.names, mover, self.board.spectator)

    def _seat_name(self, seat: int) -> str:
        names = self.board.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def _draw_backing(self, layer: Layer, hud: Hud, tray: bool) -> None:
        """Opaque bands of the table's colour (:meth:`~.layout.Hud.backings`; the bottom one
        while the ``tray`` shows), a thin line on the side facing the landscape."""
        bands = hud.backings()
        for rect, edge in bands if tray else bands[:-1]:
            panel(rect, TABLE, None, 0, 0, layer)
            x, y = rect.right() - 1, rect.bottom() - 1 if edge == "bottom" else rect.top()
            line = QRectF(x, rect.top(), 1, rect.height()) if edge == "right" else None
            line = line or QRectF(rect.left(), y, rect.width(), 1)
            panel(line, QColor(61, 43, 31, 70), None, 0, 0, layer)

    def _set_banner(self, text: str) -> None:
        """Set the banner's text in place, fitted to its room (drawing its panel anew cost a
        tenth of a move's median)."""
        label, room, rect = self.banner
        if label.data(DataKey.LABEL_TEXT) != text:
            size, shown = chip_text(text, room, 17)
            label.setFont(board_font(size, True))
            label.setText(shown)
            label.setData(DataKey.LABEL_TEXT, text)
            label.setToolTip(text)
            label.setY(rect.center().y() - label.boundingRect().height() / 2)

    def _draw_banner(self, layer: Layer, hud: Hud, seat: int | None, mine: bool) -> None:
        """The turn banner (its text: :meth:`_set_banner`), lit on the viewer's turn."""
        rect = hud.banner
        box = panel(rect, QColor("#FFEFC4") if mine else PAPER, SEAT_INK, 10, 4, layer)
        box.glow = INK if mine else None
        x = rect.left() + 12
        if seat is not None:
            seat_mark(seat, QPointF(x + 8, rect.center().y()), 9, layer)
            x += 24
        label = text_item(layer, "", QPointF(x, rect.top()), 17, True)
        self.banner = (label, QSizeF(rect.right() - x - 10, rect.height() - 4), rect)

    def _draw_bag(self, layer: Layer, hud: Hud) -> None:
        """The bag's frame; the kit's pile (the bag and its count) moves into it."""
        rect, bag = hud.bag, self.bag
        panel(rect, PAPER, INK, 10, 1.5, layer)
        bag.rect = QRectF(rect.left() + 8, rect.top() + 4, 28, 31)
        bag.label_at = QPointF(rect.left() + 42, rect.center().y() - 10)
        bag.invalidate()

    def _draw_status(
        self, layer: Layer, hud: Hud, colour: str | None, revealed: bool, whose: str | None
    ) -> None:
        """The viewer's own colour (``whose``: on a spectator's board, the seat's name)."""
        if colour is None:
            return
        rect = hud.colour
        own = panel(rect, pale(MEADOW_FILL[colour], 0.55), QColor(STRONG[colour]), 10, 2.5, layer)
        symbol = SvgItem(symbol_path(colour), 24, 24, layer)
        symbol.setPos(rect.left() + 8, rect.center().y() - 12)
        text, tip = texts.colour_status(colour, revealed, whose)
        own.setToolTip(tip)
        size, shown = chip_text(text, QSizeF(rect.width() - 44, rect.height() - 4), 15, False)
        label = text_item(layer, shown, QPointF(rect.left() + 38, 0), size, True)
        label.setToolTip(text if shown != text else "")
        label.setY(rect.center().y() - label.boundingRect().height() / 2)

    def _draw_buttons(self, layer: Layer, hud: Hud, responding: bool) -> None:
        labels = {n: t for n, t in texts.button_labels(responding).items() if n in hud.actions}
        for name in labels:
            self.buttons.pop(name, None)
        if not self.board.read_only:  # (a board that only shows has nothing to press)
            self.buttons.update(button_row(layer, hud.actions, labels, "action"))
        zooms = texts.zoom_labels()
        shown = {name: label for name, (label, _) in zooms.items()}
        for name, box in button_row(layer, hud.zooms, shown, "zoom", 17).items():
            box.setToolTip(zooms[name][1])
            self.buttons["zoom_" + name] = box

    def _draw_tray(self, layer: Layer, hud: Hud, view: View, whose: str | None) -> None:
        """The hand's tray (its tiles: the board's kit Hand), Rotate and Flip (``whose``: the
        seat's name on a spectator's board)."""
        panel(hud.tray, QColor(255, 248, 236, 235), INK, 12, 1.5, layer)
        quit_ = view.seat in view.quit_order
        if not view.hand:
            at = QPointF(hud.tray.left() + 16, hud.tray.center().y() - 9)
            text_item(layer, texts.empty_hand_text(quit_, whose), at, 15, False, MUTED)
        for name in ("rotate", "flip"):
            self.buttons.pop(name, None)
        labels = texts.button_labels()
        for name, rect in (
            () if quit_ or self.board.read_only else (("rotate", hud.rotate), ("flip", hud.flip))
        ):
            self.buttons[name] = button(rect, labels[name], name, None, layer)
