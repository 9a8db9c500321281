"""The Wooly Bully board's overlay, pinned to the window while the landscape pans and zooms
(viewport pixels, laid out by :class:`~.layout.Hud`): the turn banner, the bag, the viewer's
own secret colour, the action and zoom buttons, the hand's tray with Rotate and Flip. Texts
are at least :data:`~farmhouse.app.board.parts.buttons.MIN_TEXT` pixels (the header's chips on two lines if need be)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK, MUTED, PAPER, pale
from farmhouse.app.board.parts.buttons import button, button_row
from farmhouse.app.board.parts.overlay import backing, fit_chip, panel, pinned_layers, zoom_buttons
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import text_item
from farmhouse.games.wooly_bully import texts
from farmhouse.games.wooly_bully.board.layers import SEAT_INK, seat_mark
from farmhouse.games.wooly_bully.board.layout import Hud
from farmhouse.games.wooly_bully.board.tiles import ART, MEADOW_FILL, STRONG, symbol_path
from farmhouse.games.wooly_bully.rules import View

__all__ = ["HudPart"]


# The overlay's layers with their stacking.
HUD_LAYERS = (("backing", 0), ("banner", 1), ("status", 1), ("bag", 1), ("tray", 2), ("buttons", 3))


class HudPart:
    """The overlay's drawing on layers under ``board``'s overlay (pinned to the window),
    from the board's seat names, the seat whose turn it shows (``turn_mark``) and whether it
    is read-only (no action, Rotate or Flip buttons) or a spectator's (a replay: the seat
    named, not "you"). ``buttons``: the buttons drawn, by name (one dictionary for the
    board's life)."""

    def __init__(self, board: GameBoard) -> None:
        self.board = board
        scene, parent = board.scene(), board.overlay
        self.layers = pinned_layers(board, HUD_LAYERS)
        self.buttons: dict[str, Box] = {}
        self.banner: tuple[QGraphicsSimpleTextItem, QSizeF, QRectF]  # the label, its room
        self.bag = Pile(scene, QRectF(), ART / "bag.svg", size=15, label_align="left", z=1)
        for part in (self.bag.picture_layer, self.bag.label_layer):
            part.setParentItem(parent)

    def draw(self, view: View, hud: Hud) -> None:
        """Bring the overlay up to date with ``view`` in the layout ``hud``; a layer is
        redrawn only when its part changed."""
        read_only = self.board.read_only
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
        whose = self.board.spectated(view.seat)
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

    def _draw_backing(self, layer: Layer, hud: Hud, tray: bool) -> None:
        """The kit's opaque bands (:meth:`~.layout.Hud.backings`; the bottom one while the
        ``tray`` shows)."""
        bands = hud.backings()
        backing(layer, bands if tray else bands[:-1])

    def _set_banner(self, text: str) -> None:
        """Set the banner's text in place, fitted to its room (drawing its panel anew cost a
        tenth of a move's median)."""
        label, room, rect = self.banner
        if fit_chip(label, text, room, 17, rect.center().y()) is not None:
            label.setToolTip(text)

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
        """The viewer's own colour (``whose``: on a spectator's board, the seat's name). The
        panel's tooltip holds the whole line and its warning, what a screen reader lists (the
        label has none: it would be listed twice)."""
        if colour is None:
            return
        rect = hud.colour
        own = panel(rect, pale(MEADOW_FILL[colour], 0.55), QColor(STRONG[colour]), 10, 2.5, layer)
        symbol = SvgItem(symbol_path(colour), 24, 24, layer)
        symbol.setPos(rect.left() + 8, rect.center().y() - 12)
        text, tip = texts.colour_status(colour, revealed, whose)
        own.setToolTip(f"{text}\n{tip}")
        label = text_item(layer, "", QPointF(rect.left() + 38, 0), 15, True)
        room = QSizeF(rect.width() - 44, rect.height() - 4)
        fit_chip(label, text, room, 15, rect.center().y(), head=False)

    def _draw_buttons(self, layer: Layer, hud: Hud, responding: bool) -> None:
        labels = {n: t for n, t in texts.button_labels(responding).items() if n in hud.actions}
        for name in labels:
            self.buttons.pop(name, None)
        if not self.board.read_only:  # (a board that only shows has nothing to press)
            self.buttons.update(button_row(layer, hud.actions, labels, "action"))
        for name, box in zoom_buttons(layer, hud.zooms, texts.zoom_labels()).items():
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
