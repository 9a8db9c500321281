"""The Wooly Bully board's overlay: what stays pinned to the window while the landscape pans
and zooms (viewport pixels, laid out by :class:`~.layout.Hud`): the turn banner, the bag and
the viewer's own secret colour, a chip per player, the action and zoom buttons, the hand tray
with the rotate and flip buttons, and the question before quitting. Every text is one line
that fits (never broken inside a word) and at least :data:`MIN_TEXT` pixels; texts that
change move by move are set in place (:meth:`HudPart.update_texts`), not redrawn.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.game_board import ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, TABLE, WARN, pale
from farmhouse.app.board.parts.buttons import MIN_TEXT, button, button_row, fitted_size
from farmhouse.app.board.svg import SvgItem, fill_rect
from farmhouse.app.board.targets import Box, Target
from farmhouse.app.board.text import elided, text_item
from farmhouse.games.wooly_bully.board.layout import Hud
from farmhouse.games.wooly_bully.board.seatmarks import SEAT_INK, seat_mark
from farmhouse.games.wooly_bully.board.tiles import ART, MEADOW_FILL, STRONG, TileItem, symbol_path
from farmhouse.games.wooly_bully.rules import View
from farmhouse.games.wooly_bully.texts import banner_text as turn_banner
from farmhouse.games.wooly_bully.texts import (
    chip_status,
    colour_name,
    fill,
    outcome_in_view,
    tr,
)

__all__ = ["MIN_TEXT", "CHIP_NAME", "FIT_WIDTH", "HudPart", "fitted_size"]

#: The font of a name in its chip (pixels; shrunk to :data:`MIN_TEXT` before it is cut).
CHIP_NAME = 13.0
#: The frame of the chip of the seat on turn (pixels; the others' are 1.5).
TURN_BORDER = 3.5
#: The item data role holding the width (px) a hud label may fill (the kit's text items use
#: roles 0-2 for their alignment, full text and minimum size).
FIT_WIDTH = 16


def panel(
    rect: QRectF,
    fill: QColor | None,
    border: QColor | None,
    radius: float,
    width: float,
    layer: Layer,
) -> Box:
    """A box at ``rect`` (pixels) filled with ``fill``, its ``border`` line ``width`` pixels
    wide, its corners of ``radius``, under what it frames: a click on it reaches no place."""
    box = Box(rect, fill, border, radius, parent=layer)
    box.role = "panel"
    box.border_width = width
    return box


def fitted_label(
    layer: Layer, text: str, pos: QPointF, room: float, size: float, bold: bool = True, **kw: Any
) -> QGraphicsSimpleTextItem:
    """One line of ``text`` at ``pos`` that fits ``room`` pixels: shrunk down to
    :data:`MIN_TEXT`, then shortened with "…"; the whole text is its tooltip unless ``tip``
    is False (``kw``: :func:`text_item`'s ``colour`` and ``align``)."""
    tip = kw.pop("tip", True)
    fitted = fitted_size(text, room, size, bold)
    label = text_item(layer, elided(text, fitted, room, bold), pos, fitted, bold, **kw)
    if tip:
        label.setToolTip(text)
    return label


class Backing(Target, QGraphicsObject):
    """An opaque band of the table's colour under a strip of the overlay (a zoomed-in
    landscape never shows through), with a thin line on its ``edge`` side ("bottom", "top"
    or "right"); a panel for clicks: a click on it never reaches a place under it."""

    role = "panel"

    def __init__(self, rect: QRectF, edge: str, parent: QGraphicsItem) -> None:
        super().__init__()
        self.setParentItem(parent)
        self.rect = rect
        self.edge = edge

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.rect
        fill_rect(painter, rect, TABLE)
        painter.setPen(QPen(QColor(61, 43, 31, 70), 1))
        if self.edge == "right":
            x = rect.right() - 0.5
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            return
        y = rect.bottom() - 0.5 if self.edge == "bottom" else rect.top() + 0.5
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))


#: The overlay's layers, bottom to top, with their stacking (the hint's and the quit
#: question's are drawn by the board).
HUD_LAYERS = (
    ("backing", 0),
    ("banner", 1),
    ("status", 1),
    ("chips", 1),
    ("tray", 2),
    ("buttons", 3),
    ("hint", 3),
    ("prompt", 5),
)


class HudPart:
    """The overlay's drawing (see the module docstring), on layers under ``parent`` (the
    board's overlay item) in ``scene``. ``turn_mark(to_move, game_over)`` is the seat whose
    turn the board shows; ``faces``: tile → the face and turn it shows in the hand (0, 0 if
    not there).

    What it drew, for the board's input and lighting: ``tray_items`` (the hand's tiles),
    ``buttons`` (by name), ``texts`` (the labels set in place), ``chip_boxes`` (one per
    seat); the same containers for the board's whole life."""

    def __init__(
        self,
        scene: QGraphicsScene,
        parent: QGraphicsItem,
        turn_mark: Callable[[int | None, bool], int | None],
        faces: Mapping[int, tuple[int, int]],
    ) -> None:
        self.turn_mark = turn_mark
        self.faces = faces
        self.layers: dict[str, Layer] = {}
        for name, z in HUD_LAYERS:
            layer = Layer(scene, z)
            layer.setParentItem(parent)
            self.layers[name] = layer
        self.tray_items: list[TileItem] = []
        self.buttons: dict[str, Box] = {}
        self.texts: dict[str, QGraphicsSimpleTextItem] = {}
        self.chip_boxes: list[Box] = []
        self._shown: dict[str, tuple[QGraphicsSimpleTextItem, str]] = {}  # the texts set
        self._texts_key: tuple[object, ...] = ()  # what update_texts last showed
        self.names: Sequence[str] = ()
        self.hud: Hud | None = None

    def draw(self, view: View, hud: Hud, names: Sequence[str]) -> None:
        """Bring the overlay up to date with ``view`` in the layout ``hud`` (``names``: the
        seats' names); a layer is redrawn only when its part changed."""
        self.hud = hud
        self.names = names
        size = (hud.width, hud.height, hud.rows)
        layers = self.layers
        tray = view.seat is not None and not view.game_over
        bands = tuple(r.getRect() for r, _ in hud.backings())
        layers["backing"].refresh((size, bands, tray), self._draw_backing, hud, tray)
        text, seat = self.banner_text(view)
        mine = view.seat is not None and view.to_move == view.seat and not view.game_over
        layers["banner"].refresh((size, seat, mine), self._draw_banner, hud, seat, mine)
        colour = view.colour if view.seat is not None and not view.game_over else None
        revealed = view.seat is not None and view.revealed[view.seat]
        layers["status"].refresh((size, colour, revealed), self._draw_status, hud, colour, revealed)
        over = len(view.board.cells) if view.game_over else 0  # (the final scores)
        chips = (size, view.colours, view.revealed, view.game_over, over, tuple(names))
        layers["chips"].refresh(chips, self._draw_chips, hud, view)
        self.update_texts(view, text)
        layers["buttons"].refresh((size, view.responding), self._draw_buttons, hud, view.responding)
        if view.seat is None or view.game_over:
            layers["tray"].clear()
            self.tray_items.clear()
            self.buttons.pop("rotate", None)
            self.buttons.pop("flip", None)
        else:
            key = (size, view.hand, view.seat, view.quit_order)
            layers["tray"].refresh(key, self._draw_tray, hud, view)

    def marked_turn(self) -> int | None:
        """The seat whose chip is framed as being on turn (None: nobody)."""
        boxes = self.chip_boxes
        return next((s for s, box in enumerate(boxes) if box.border_width == TURN_BORDER), None)

    def banner_text(self, view: View) -> tuple[str, int | None]:
        """The turn banner's text and the seat it is about."""
        return turn_banner(view, self.names, self.turn_mark(view.to_move, view.game_over))

    def _seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _draw_backing(self, layer: Layer, hud: Hud, tray: bool) -> None:
        """Opaque bands under the strip along the top (banner, bag, colour, chips in a row),
        the column at the left (chips and hint) and, while the hand ``tray`` shows, the tray
        along the bottom and the hint line over it (see :class:`Backing`)."""
        bands = hud.backings()
        for rect, edge in bands if tray else bands[:-1]:
            Backing(rect, edge, layer)

    def _draw_banner(self, layer: Layer, hud: Hud, seat: int | None, mine: bool) -> None:
        """The turn banner's frame and symbol (its text: :meth:`_update_texts`)."""
        rect = hud.banner
        fill_colour = QColor("#FFEFC4") if mine else PAPER
        box = panel(rect, fill_colour, SEAT_INK, 10, 4, layer)
        if mine:
            box.glow = INK
        x = rect.left() + 12
        if seat is not None:
            seat_mark(seat, QPointF(x + 8, rect.center().y()), 9, layer)
            x += 24
        label = text_item(layer, "", QPointF(x, rect.top()), 17, True)
        label.setData(FIT_WIDTH, rect.right() - x - 10)
        self.texts["banner"] = label

    def _draw_status(self, layer: Layer, hud: Hud, colour: str | None, revealed: bool) -> None:
        """The bag and, for the viewer alone, their colour."""
        rect = hud.bag
        panel(rect, PAPER, INK, 10, 1.5, layer).setToolTip(tr("Tiles left in the bag"))
        icon = SvgItem(ART / "bag.svg", 28, 31, layer)
        icon.setPos(rect.left() + 8, rect.top() + 4)
        label = text_item(layer, "", QPointF(rect.left() + 42, rect.top()), 15, True)
        label.setData(FIT_WIDTH, rect.width() - 50)
        self.texts["bag"] = label
        if colour is None:
            return
        rect = hud.colour
        own = panel(rect, pale(MEADOW_FILL[colour], 0.55), QColor(STRONG[colour]), 10, 2.5, layer)
        symbol = SvgItem(symbol_path(colour), 24, 24, layer)
        symbol.setPos(rect.left() + 8, rect.center().y() - 12)
        if revealed:
            text = fill(tr("Your sheep: %1 (revealed)"), colour_name(colour))
            own.setToolTip(tr("Everybody knows your colour now."))
        else:
            text = fill(tr("Your sheep: %1 (secret)"), colour_name(colour))
            own.setToolTip(tr("Only you can see this: keep it secret."))
        at = QPointF(rect.left() + 38, 0)
        label = fitted_label(layer, text, at, rect.width() - 44, 15, tip=False)
        label.setY(rect.center().y() - label.boundingRect().height() / 2)

    def _draw_chips(self, layer: Layer, hud: Hud, view: View) -> None:
        """A chip per player: symbol, name, colour if this view may show it (the status line
        and whose turn it is: :meth:`_update_texts`)."""
        self.chip_boxes.clear()
        for seat, rect in enumerate(hud.chips):
            self.chip_boxes.append(panel(rect, PAPER, SEAT_INK, 8, 1.5, layer))
            seat_mark(seat, QPointF(rect.left() + 13, rect.top() + 12), 7, layer)
            colour = view.colours[seat]
            known = colour is not None and (view.revealed[seat] or view.game_over)
            own_secret = colour is not None and not known
            right = rect.right() - 6
            if colour is not None:
                symbol = SvgItem(symbol_path(colour), 18, 18, layer)
                symbol.setPos(right - 18, rect.top() + 3)
                if own_secret:
                    symbol.setOpacity(0.55)
                    symbol.setToolTip(tr("Your colour (only you see it)"))
                else:
                    symbol.setToolTip(self._on_chip(colour_name(colour), seat))
                right -= 22
            elif not view.game_over:
                mark = text_item(
                    layer, "?", QPointF(right - 4, rect.top() + 2), 15, True, MUTED, "right"
                )
                mark.setToolTip(self._on_chip(tr("Colour still secret"), seat))
                right -= 16
            name = self._seat_name(seat)
            room = right - (rect.left() + 24) - 4
            fitted_label(layer, name, QPointF(rect.left() + 24, rect.top() + 3), room, CHIP_NAME)
            status = text_item(layer, "", QPointF(rect.left() + 24, rect.top() + 20), 12)
            status.setData(FIT_WIDTH, rect.width() - 30)
            self.texts[f"chip{seat}"] = status

    def update_texts(self, view: View, banner: str) -> None:
        """The overlay's texts that change move by move, set in place (no redraw): the
        banner, the bag, each chip's status line and whose turn it is."""
        hud = self.hud
        assert hud is not None, "update_texts after draw"
        marked = self.turn_mark(view.to_move, view.game_over)
        seen = (view.bag_size, view.hand_sizes, view.quit_order, view.passed, view.game_over)
        shown = (banner, marked, seen, tuple(self.names), tuple(self.texts.values()))
        if shown == self._texts_key:
            return  # (nothing they show changed: often so in another's turn)
        self._texts_key = shown
        outcome = outcome_in_view(view) if view.game_over else None
        wanted = {"banner": banner, "bag": fill(tr("Bag: %1"), view.bag_size)}
        for seat in range(view.players):
            wanted[f"chip{seat}"] = chip_status(view, seat, outcome)
        for key, text in wanted.items():
            item = self.texts.get(key)
            if item is None or self._shown.get(key) == (item, text):
                continue
            self._shown[key] = (item, text)
            width = float(item.data(FIT_WIDTH) or 200.0)
            chip = key.startswith("chip")
            size = 12.0 if chip else fitted_size(text, width, 17.0 if key == "banner" else 15.0)
            font = item.font()
            if font.pixelSize() != int(size):
                font.setPixelSize(int(size))
                item.setFont(font)
            item.setText(elided(text, size, width, item.font().bold()))
            item.setToolTip(self._on_chip(text, int(key[4:])) if chip else text)
            if not chip:
                rect = hud.banner if key == "banner" else hud.bag
                item.setY(rect.center().y() - item.boundingRect().height() / 2)
        for seat, box in enumerate(self.chip_boxes):
            lit = marked == seat or (outcome is not None and seat in outcome.winners)
            fill_colour = QColor("#FFEFC4") if lit else PAPER
            border = TURN_BORDER if marked == seat else 1.5
            if (box.fill, box.border_width) != (fill_colour, border):
                box.fill, box.border_width = fill_colour, border
                box.update()

    def _on_chip(self, text: str, seat: int) -> str:
        """``text`` shown in ``seat``'s chip, with that place (its tooltip and the name
        screen readers say: "3 tiles, Ann's chip")."""
        #: Where a part of a player's chip on the Wooly Bully board is (%1: the player's
        #: name), after what it shows: "3 tiles, Ann's chip", for screen readers.
        chip = fill(tr("%1's chip", "where a part of a player's chip is"), self._seat_name(seat))
        return fill(tr("%1, %2", "a tile and its place"), text, chip)

    def _draw_buttons(self, layer: Layer, hud: Hud, responding: bool) -> None:
        labels = {
            "reveal": tr("Reveal (V)"),
            "wolf": tr("Wolf (W)"),
            "hunter": tr("Hunter (H)"),
            "end": tr("Done (E)") if responding else tr("End turn (E)"),
            "quit": tr("Quit (Q)"),
        }
        self.buttons.update(button_row(layer, hud.actions, labels, "action"))
        zooms = button_row(layer, hud.zooms, {"in": "+", "out": "−", "fit": tr("Fit")}, "zoom", 17)
        tips = {
            "in": tr("Zoom in (+)"),
            "out": tr("Zoom out (−)"),
            "fit": tr("Show the whole landscape (0)"),
        }
        for name, box in zooms.items():
            box.setToolTip(tips[name])
            self.buttons["zoom_" + name] = box

    def _draw_tray(self, layer: Layer, hud: Hud, view: View) -> None:
        """The viewer's hand: each tile with its chosen face and turn, numbered for the keys,
        and the rotate and flip buttons."""
        self.tray_items.clear()
        panel(hud.tray, QColor(255, 248, 236, 235), INK, 12, 1.5, layer)
        size, rects = hud.tray_tiles(len(view.hand))
        for k, (tile_id, rect) in enumerate(zip(view.hand, rects, strict=True)):
            face, rotation = self.faces.get(tile_id, (0, 0))
            tile = view.catalogue.tiles[tile_id]
            item = TileItem(tile, face, rotation, size, layer)
            item.setPos(rect.topLeft())
            item.role = "tray"
            item.data_value = k
            item.setZValue(2 + k * 0.001)
            self.tray_items.append(item)
            if k < 9:  # the key number, inside the focus ring round the tile
                number = text_item(
                    layer,
                    str(k + 1),
                    QPointF(rect.center().x(), rect.bottom() + 3),
                    13,
                    True,
                    MUTED,
                    "centre",
                )
                ring_with(item, number)
        if not view.hand:
            message = (
                tr("You have quit: your tiles are set aside.")
                if view.seat in view.quit_order
                else tr("Your hand is empty.")
            )
            text_item(
                layer,
                message,
                QPointF(hud.tray.left() + 16, hud.tray.center().y() - 9),
                15,
                False,
                MUTED,
            )
        if view.seat in view.quit_order:
            self.buttons.pop("rotate", None)
            self.buttons.pop("flip", None)
            return
        self.buttons["rotate"] = button(hud.rotate, tr("Rotate (R)"), "rotate", None, layer)
        self.buttons["flip"] = button(hud.flip, tr("Flip (F)"), "flip", None, layer)

    def draw_prompt(self, layer: Layer, hud: Hud, bonus: int) -> None:
        """The question before quitting (it cannot be undone)."""
        width, height = 420.0, 112.0
        rect = QRectF((hud.width - width) / 2, hud.tray.top() - height - 44, width, height)
        panel(rect, PAPER, WARN, 12, 3, layer).glow = INK
        text = fill(tr("Quit now for a bonus of %n point(s)? You take no more turns.", "", bonus))
        at = QPointF(rect.center().x(), rect.top() + 14)
        fitted_label(layer, text, at, width - 24, 15, False, colour=INK, align="centre")
        yes = button(
            QRectF(rect.left() + 24, rect.bottom() - 54, 180, 40),
            fill(tr("Quit (+%1)"), bonus),
            "confirm",
            None,
            layer,
            fill=GOLD,
        )
        yes.lit = True
        no = button(
            QRectF(rect.right() - 204, rect.bottom() - 54, 180, 40),
            tr("Cancel (Esc)"),
            "cancel",
            None,
            layer,
        )
        no.lit = True
        self.buttons["confirm"], self.buttons["cancel"] = yes, no
