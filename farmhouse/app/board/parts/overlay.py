"""Parts pinned to the window over a board that pans and zooms (a landscape under the
:attr:`~farmhouse.app.board.view.BoardView.overlay`, which lays out its items in viewport
pixels): the overlay's layers (:func:`pinned_layers`), framed panels that take no clicks
(:func:`panel`), the opaque bands under its strips (:func:`bands`, :func:`backing`), header
chips whose text
fits their room on one or two lines (:func:`chip_text`, :func:`fit_chip`), the zoom buttons
(:func:`zoom_column`, :func:`zoom_buttons`, whose clicks the board handles itself:
:meth:`~farmhouse.app.board.view.BoardView.zoom_clicked`), buttons shown pressed under the
pointer (:func:`press_under_pointer`), and :func:`ignore_zoom` for an item of the scene that
keeps its size in pixels (:func:`badge`, a count on the landscape).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from itertools import product
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.linebreak import spaced_names
from farmhouse.app.board.palette import INK, TABLE
from farmhouse.app.board.parts.buttons import MIN_TEXT, button_row, fitted_size
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided, text_item, wrap_lines

#: The role of the zoom buttons' boxes (their value: "in", "out" or "fit").
ZOOM = "zoom"
#: The thin line a backing band draws on its side facing the scene.
BAND_EDGE = QColor(61, 43, 31, 70)
#: A button's border under the pointer while it can be pressed, and otherwise (pixels).
PRESSED_BORDER, BUTTON_BORDER = 3.5, 2.0


def pinned_layers(board: Any, stacking: Sequence[tuple[str, float]]) -> dict[str, Layer]:
    """A :class:`~farmhouse.app.board.layers.Layer` per name of ``stacking`` ((name, z)
    pairs), each under ``board``'s overlay (a
    :class:`~farmhouse.app.board.view.BoardView`): pinned to the window, in viewport
    pixels."""
    layers: dict[str, Layer] = {}
    for name, z in stacking:
        layer = Layer(board.scene(), z)
        layer.setParentItem(board.overlay)
        layers[name] = layer
    return layers


def panel(
    rect: QRectF,
    fill: QColor | None,
    border: QColor | None,
    radius: float,
    width: float,
    layer: QGraphicsItem,
) -> Box:
    """A box at ``rect`` (pixels), its ``border`` ``width`` pixels wide, its corners of
    ``radius``, under what it frames: a click on it reaches no place."""
    box = Box(rect, fill, border, radius, parent=layer)
    box.role = "panel"
    box.border_width = width
    return box


def backing(layer: QGraphicsItem, bands: Iterable[tuple[QRectF, str]]) -> None:
    """Opaque bands of the table's colour under the overlay's strips, so that the scene does
    not show through between its parts: each band a rectangle (pixels) and the side that
    faces the scene ("bottom", "top" or "right"), where a thin line edges it."""
    for rect, edge in bands:
        panel(rect, TABLE, None, 0, 0, layer)
        x, y = rect.right() - 1, rect.bottom() - 1 if edge == "bottom" else rect.top()
        line = QRectF(x, rect.top(), 1, rect.height()) if edge == "right" else None
        line = line or QRectF(rect.left(), y, rect.width(), 1)
        panel(line, BAND_EDGE, None, 0, 0, layer)


def bands(
    width: float, height: float, top: float, bottom: float, left: float | None = None
) -> list[tuple[QRectF, str]]:
    """The :func:`backing` bands of a ``width`` × ``height`` viewport whose overlay has a
    strip along the top down to ``top``, one along the bottom from ``bottom`` and, if
    ``left`` is given, a column at the left out to ``left`` between them (pixels): the top,
    the column, then the bottom band (last: a board may leave it out while its bottom strip
    is hidden), each with the side that faces the scene."""
    top_band = QRectF(0, 0, width, top)
    bottom_band = QRectF(0, bottom, width, height - bottom)
    if left is None:
        return [(top_band, "bottom"), (bottom_band, "top")]
    column = QRectF(0, top, left, max(0.0, bottom - top))
    return [(top_band, "bottom"), (column, "right"), (bottom_band, "top")]


def chip_text(text: str, room: QSizeF, size: float, head: bool = True) -> tuple[float, str]:
    """``text`` in a header chip's ``room`` (pixels) and its size: one line from ``size``
    down to 14 px, else two of 14 to 12 px, broken after the colon ("▶ Your turn:" over "2
    tiles to lay") or between words (never in a name); else the first line whole and the rest
    elided, or (not ``head``: a chip whose words before the colon may go) what follows the
    colon."""
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


def fit_chip(
    label: QGraphicsSimpleTextItem,
    text: str,
    room: QSizeF,
    size: float,
    middle: float,
    head: bool = True,
) -> str | None:
    """Show ``text`` on ``label`` as :func:`chip_text` fits it in ``room`` from ``size``
    pixels, the label centred on the height ``middle``; returns what it shows (the caller
    gives the whole text as a tooltip where it differs), or None when ``label`` showed
    ``text`` already: nothing changes then (setting a font and a text again cost a tenth of
    a move's median). A player's name in Chinese is spaced as in every label
    (:func:`~farmhouse.app.board.linebreak.spaced_names`: 「遊戲結束：Bot 2 以 13 分獲勝」)."""
    if label.data(DataKey.LABEL_TEXT) == text:
        return None
    fitted, shown = chip_text(spaced_names(text), room, size, head)
    label.setFont(board_font(fitted, True))
    label.setText(shown)
    label.setData(DataKey.LABEL_TEXT, text)
    label.setY(middle - label.boundingRect().height() / 2)
    return shown


def zoom_column(right: float, top: float, side: float, gap: float) -> dict[str, QRectF]:
    """Where the :func:`zoom_buttons` go: squares of ``side`` pixels ``gap`` apart, from
    ``top`` down, their right edges at ``right``, by name: "in", "out", "fit"."""
    names = ("in", "out", "fit")
    return {
        n: QRectF(right - side, top + k * (side + gap), side, side) for k, n in enumerate(names)
    }


def zoom_buttons(
    layer: QGraphicsItem, rects: Mapping[str, QRectF], labels: Mapping[str, tuple[str, str]]
) -> dict[str, Box]:
    """The zoom buttons ("in", "out", "fit": each a label and its tooltip in ``labels``) at
    their ``rects``, their role :data:`ZOOM`: a click on one zooms the board
    (:meth:`~farmhouse.app.board.view.BoardView.zoom_clicked`). Returns them by name."""
    shown = {name: label for name, (label, _) in labels.items()}
    boxes = button_row(layer, rects, shown, ZOOM, 17)
    for name, box in boxes.items():
        box.setToolTip(labels[name][1])
    return boxes


def press_under_pointer(buttons: Iterable[Box], hover: tuple[str, Any] | None) -> None:
    """Show the button under the pointer (``hover``: the board's (role, value) under it) as
    pressed, a thicker border, while it can be pressed (lit); the others as usual."""
    for box in buttons:
        border = (
            PRESSED_BORDER if hover == (box.role, box.data_value) and box.lit else BUTTON_BORDER
        )
        if box.border_width != border:
            box.border_width = border
            box.update()


def badge(
    parent: QGraphicsItem,
    centre: QPointF,
    text: str,
    fill: QColor,
    border: QColor,
    tip: str,
    before: Path | None = None,
    after: Path | None = None,
) -> Box:
    """A count on a landscape (a field's sheep) that keeps its size in pixels at every zoom
    (:func:`ignore_zoom`): a pill 26 px high centred on ``centre`` (``parent``'s units),
    ``text`` in bold 14 px between a 16 px picture ``before`` it (a colour's symbol) and a
    22 px one ``after`` it (a wolf's head), its ``tip`` as tooltip; z 5 over its layer."""
    size = 14.0
    width = QFontMetricsF(board_font(size, True)).horizontalAdvance(text) + 16
    width += 20 if before else 0
    width += 22 if after else 0
    box = Box(QRectF(-width / 2, -13, width, 26), fill, border, 13, "", size, parent)
    box.border_width = 2.5
    ignore_zoom(box)
    box.setPos(centre)
    box.setZValue(5)
    box.setToolTip(tip)
    x = -width / 2 + 8
    if before:
        symbol = SvgItem(before, 16, 16, box)
        symbol.setPos(x, -8)
        x += 19
    label = text_item(box, text, QPointF(x, -9), size, True, INK)
    label.setY(-label.boundingRect().height() / 2)
    if after:
        head = SvgItem(after, 22, 22, box)
        head.setPos(width / 2 - 26, -12)
    return box


def ignore_zoom(item: QGraphicsItem) -> QGraphicsItem:
    """Let ``item`` keep its size in pixels whatever the zoom (a badge on a landscape)."""
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
    return item
