"""Buttons: :class:`~farmhouse.app.board.targets.Box` items with a one-line label that fits.

A label never wraps or breaks inside a word: it is shrunk (down to :data:`MIN_TEXT` pixels)
until it fits its button, and in a very narrow window shortened with "…", the whole label
then the button's tooltip. :func:`button_row` lays out a board's row of named buttons from
data (name → rectangle, name → label); :func:`button_grid` works out such rectangles for a
block of buttons in rows and columns, a button spanning columns. A button's ``role`` and ``data_value`` are what a
click reports; bind it to a target with ``GameBoard.bind`` to have it lit, explained,
focused and named by the kit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.palette import INK, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided

#: Smallest font of a label a player must read (pixels).
MIN_TEXT = 12.0
#: Room a label leaves in its button, left and right together (pixels).
PADDING = 12.0


def fitted_size(text: str, width: float, size: float, bold: bool = True) -> float:
    """The largest font size from ``size`` down to :data:`MIN_TEXT` (in steps of half a
    pixel) at which ``text`` fits ``width`` pixels on one line (:data:`MIN_TEXT` if it fits
    at no size). Remembered per text, room and the app's font (a turn banner asks again for
    the same few texts move after move, and each step measures the text anew)."""
    return _fitted_size(text, width, size, bold, QFont().key())


@lru_cache(maxsize=1024)
def _fitted_size(text: str, width: float, size: float, bold: bool, font: str) -> float:
    while size > MIN_TEXT and QFontMetricsF(board_font(size, bold)).horizontalAdvance(text) > width:
        size -= 0.5
    return size


def button(
    rect: QRectF,
    text: str,
    role: str,
    value: object,
    parent: QGraphicsItem,
    size: float = 15,
    fill: QColor = PAPER,
) -> Box:
    """A button at ``rect`` (pixels or scene units) under ``parent`` with the label ``text``
    fitted to one line (see the module docstring), ``size`` pixels at most, reporting
    ``role`` and ``value`` when clicked."""
    room = rect.width() - PADDING
    font_size = fitted_size(text, room, size)
    shown = elided(text, font_size, room, True)
    box = Box(rect, fill, INK, 9, shown, font_size, parent)
    if shown != text:
        box.setToolTip(text)
    box.role = role
    box.data_value = value
    return box


def button_row(
    parent: QGraphicsItem,
    rects: Mapping[str, QRectF],
    labels: Mapping[str, str],
    role: str,
    size: float = 15,
) -> dict[str, Box]:
    """A :func:`button` for every name of ``labels`` at its rectangle in ``rects``, in the
    order of ``labels``, each reporting ``role`` and its name; returns them by name. Each
    button's focus ring stays out of the others (:func:`ring_limits`). Raises KeyError if a
    name has no rectangle."""
    from farmhouse.app.board.game_board import ring_with  # (it draws with these parts)

    boxes = {
        name: button(rects[name], label, role, name, parent, size) for name, label in labels.items()
    }
    limits = ring_limits({name: rects[name] for name in boxes})
    for name, box in boxes.items():
        ring_with(box, bounds=box.rect, limit=limits[name])  # (round it, not its glow)
    return boxes


def ring_limits(rects: Mapping[str, QRectF]) -> dict[str, QRectF]:
    """For each button of a block (name → rectangle), where its focus ring may go (the
    ``limit`` of ``ring_with``): to the middle of the gap to the next button above, below,
    left and right, unlimited where there is none (tester 23's F10: the ring of Wooly
    Bully's End turn was drawn across the labels of Reveal and Wolf above it)."""
    far = 1e6
    out: dict[str, QRectF] = {}
    for name, r in rects.items():
        left, top, right, bottom = -far, -far, far, far
        for other, o in rects.items():
            if other == name:
                continue
            if o.left() < r.right() and r.left() < o.right():  # (one above the other)
                if o.top() >= r.bottom():
                    bottom = min(bottom, (r.bottom() + o.top()) / 2)
                elif o.bottom() <= r.top():
                    top = max(top, (o.bottom() + r.top()) / 2)
            if o.top() < r.bottom() and r.top() < o.bottom():  # (side by side)
                if o.left() >= r.right():
                    right = min(right, (r.right() + o.left()) / 2)
                elif o.right() <= r.left():
                    left = max(left, (o.right() + r.left()) / 2)
        out[name] = QRectF(QPointF(left, top), QPointF(right, bottom))
    return out


def button_grid(
    rows: Sequence[Sequence[str]],
    at: QPointF,
    size: QSizeF,
    gap: float,
    row_gap: float = 0.0,
    gaps: Mapping[int, float] | None = None,
) -> dict[str, QRectF]:
    """The rectangles of a block of buttons from its top left ``at`` (pixels), for
    :func:`button_row`: ``rows`` of names, top to bottom, each name a cell of ``size`` from
    the left, the columns ``gap`` apart (``gaps``: another gap after column k, e.g. a wider one
    between two groups) and the rows ``row_gap`` apart; a name repeated in a row spans those
    columns and the gaps between them. By name, in the order the names first come."""
    out: dict[str, QRectF] = {}
    for r, row in enumerate(rows):
        x, y = at.x(), at.y() + r * (size.height() + row_gap)
        for k, name in enumerate(row):
            cell = QRectF(QPointF(x, y), size)
            out[name] = out[name].united(cell) if name in out else cell
            x += size.width() + (gaps or {}).get(k, gap)
    return out
