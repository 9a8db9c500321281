"""ChoicePanel: a numbered choice panel, drawn over a board for a question that is no piece
of the table (which card to discard, which tile to keep, which of several moves).

The panel is a framed paper box with an optional title (its tooltip too, so a screen reader
lists the question with the pieces on the table) and a line of keys at its right,
then the choices in a grid of equal cells, each bound to its target on the
:class:`~farmhouse.app.board.game_board.GameBoard` (so it lights, explains, takes the focus
and is named like every other target): a piece the game draws (a card, a tile) with its
number on it or under it, or a button whose label the game words (numbered as it likes).
After the choices come the panel's buttons (Keep all, Pass), stacked, with a note under them
("Esc: back"). The number keys 1–9 pick the choice of that number: a board's
:meth:`~farmhouse.app.board.game_board.GameBoard.shortcut` returns :meth:`ChoicePanel.key_target`.
The part translates nothing: every text comes from the game.

A panel is a box over the board, and the board's keys treat it so (each panel joins the
board's :attr:`~farmhouse.app.board.game_board.GameBoard.boxes`): a target it covers is not
reached by Tab, the arrows, Enter or a key of the game while it is shown, and a panel that a
pick opens takes the keyboard focus (:meth:`ChoicePanel.default_target`); Esc gives it back
(:meth:`~farmhouse.app.board.game_board.GameBoard.covered`). The End turn button under El
Gaucho's "Stand / Lie" box had the focus, and Enter ended the turn (session 23's tester, F16).
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

from collections.abc import Callable, Collection, Hashable, Sequence
from typing import TYPE_CHECKING, Literal, NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.game_board import RING_PART, ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.linebreak import phrase_breaks
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER
from farmhouse.app.board.parts.buttons import button
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, text_item, text_width
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The number keys, by Qt key: key 1 is number 1, … key 9 is number 9.
NUMBER_KEYS = {int(getattr(Qt.Key, f"Key_{n}")): n for n in range(1, 10)}
#: A button choice's fill (a choice that is no piece).
CHOICE_FILL = QColor("#FFF3D6")
#: The room (scene units: across, up and down) between a button choice's edges and its
#: label, whose lines wrap inside it: a long label keeps clear of the frame as a short one
#: does (El Gaucho's forced-sale choice in Chinese: its first line touched the top edge, its
#: lines the sides). A Chinese or Japanese label wraps between its phrases (the app's line
#: breaker), never cut by the button's sides (El Gaucho's nine "New tiles" choices in
#: Japanese showed 「…白牛1を群れの1番目に…」 cut at both ends).
LABEL_MARGIN = (8.0, 6.0)


class Choice(NamedTuple):
    """One choice of a :class:`ChoicePanel`: its ``target``; ``draw(parent, size)`` draws it
    as a piece (a card, a tile: an item under ``parent`` at (0, 0), ``size`` scene units),
    None makes it a button showing ``label``; ``label`` under a piece is its caption
    ("discard"); ``tip``: its tooltip and accessible name; ``number``: its key (1–9) and the
    number shown on a piece (None: its place in the panel, from 1; 0: none)."""

    target: Target
    draw: Callable[[QGraphicsItem, QSizeF], QGraphicsItem] | None = None
    label: str = ""
    tip: str = ""
    number: int | None = None


class ChoicePanel:
    """The panel (see the module docstring) on ``board``, in a layer of its own at ``z``.

    Its look, set once (attributes, may be changed before a :meth:`show`): ``cell``, the
    size of each choice (scene units); ``gap`` between cells (in a grid, room for what is
    under a piece) and ``pad`` inside the frame; ``rows``: the grid's rows (the choices
    fill it column by column; 1: a row); ``numbers``: a piece's number ``"on"`` it (a
    round white badge at its bottom) or ``"below"`` it (in muted bold, inside the focus
    ring); ``border``: the frame's line width; ``button``: the
    size of the panel's buttons; ``text``: the size of captions, notes and button choices
    (scene units, at least the board's smallest readable size); ``title_size``; ``grow``:
    which way the frame grows when a button choice's label needs taller cells than it holds
    (``"down"`` or ``"up"``); ``room``: None, or the most of the board the frame may take
    while its labels need more than the frame given (a frame that grew past what it was given
    covered what players read: El Gaucho's steppe and pile counts, session 21's tester).

    After :meth:`show`: :attr:`items` (each choice's item, in the panel's order),
    :attr:`buttons` (each button by target), :attr:`cancel` (the plain button that is no
    choice, or None), :attr:`rect` (the frame; empty when hidden) and :attr:`frame` (its item;
    None when hidden).
    """

    def __init__(
        self,
        board: "GameBoard",
        cell: QSizeF,
        *,
        z: float = 19.0,
        gap: float = 16.0,
        pad: float = 16.0,
        rows: int = 1,
        numbers: Literal["on", "below"] = "below",
        border: float = 3.0,
        button: tuple[float, float] = (150.0, 64.0),
        text: float = 12.0,
        title_size: float = 17.0,
        grow: Literal["down", "up"] = "down",
    ) -> None:
        self.board = board
        self.layer = Layer(board.scene(), z)
        self.cell, self.gap, self.pad, self.rows = QSizeF(cell), gap, pad, rows
        self.numbers, self.border, self.button = numbers, border, QSizeF(*button)
        self.text, self.title_size, self.grow = text, title_size, grow
        self.room: QRectF | None = None
        self.rect = QRectF()
        self.items: dict[Target, QGraphicsItem] = {}
        self.buttons: dict[Target, Box] = {}
        self.cancel: Box | None = None
        self.frame: Box | None = None
        self._keys: dict[int, Target] = {}
        self._shape: Hashable = None  # what the panel was last drawn from
        board.boxes.append(self)  # (its keys: see the module docstring)

    def width(self, count: int, buttons: bool = False) -> float:
        """The frame's width for ``count`` choices (and the buttons' column, if ``buttons``)
        in the panel's grid (scene units)."""
        columns = -(-count // max(1, self.rows))
        inner = columns * (self.cell.width() + self.gap)
        inner += self.gap / 2 + self.button.width() if buttons else -self.gap if columns else 0
        return self.pad * 2 + inner

    def clear(self) -> None:
        """Hide the panel (its targets' items leave the board)."""
        self.layer.clear()
        self.rect = QRectF()
        self.items, self.buttons, self._keys, self.cancel = {}, {}, {}, None
        self._shape, self.frame = None, None

    def targets(self) -> list[Target]:
        """The targets shown in the panel, in its order: the choices, then the buttons."""
        return [*self.items, *self.buttons]

    def default_target(
        self, pickable: Collection[Target], enter: Sequence[Target]
    ) -> Target | None:
        """Where the keyboard focus goes when the panel opens (Enter then picks it): the
        first of ``enter`` (the board's targets Enter picks with nothing focused: Black
        Sheep's Keep all) that it shows and is in ``pickable``, else its first target in
        ``pickable`` (El Gaucho's "1. Stand on …"); None if it shows none."""
        mine = [t for t in self.targets() if t in pickable]
        return next((t for t in enter if t in mine), mine[0] if mine else None)

    def show(
        self,
        rect: QRectF,
        choices: Sequence[Choice],
        *,
        title: str = "",
        keys: str = "",
        buttons: Sequence[tuple[Target, str]] = (),
        note: str = "",
        top: float = 10.0,
        key: Hashable = None,
        left: float = 0.0,
        cancel: str = "",
    ) -> bool:
        """Show the panel in the frame ``rect``: ``title`` (and the line ``keys`` at its
        right), the ``choices`` from ``top`` units under the frame's top (under the title),
        then the ``buttons`` (``(target, label)``, gold, bound to their targets) and
        ``note`` under them. With a ``key`` (a value equal exactly when the choices would be
        drawn the same), the panel is drawn anew only when it or anything else given
        changed; None: always. ``left``: room kept free left of the choices (for what the
        game draws there in :attr:`layer`). A button choice's label is never cut: the cells
        grow to the tallest label (:meth:`label_height`), and the frame with them if it must,
        downwards or (:attr:`grow` ``"up"``) upwards (:attr:`rect` is the frame as drawn).
        ``cancel``: the label of a plain button (paper, no choice: its role ``"cancel"``, which
        the board's ``other_clicked`` hears; its label its tooltip) as big as the first
        button, :attr:`gap` to its right (:attr:`cancel`; none without ``buttons``).
        Given a :attr:`room`, the frame first grows within its height, and only if its labels
        need more it widens into it (leftwards first, its cells with it, by quarters of the
        spare width) so that they wrap to fewer lines (:meth:`fitted`).
        Returns True if it drew."""
        shape = (
            key,
            rect.getRect(),
            title,
            keys,
            tuple(buttons),
            note,
            top,
            left,
            self.grow,
            cancel,
            None if self.room is None else self.room.getRect(),
        )
        if key is not None and shape == self._shape:
            for target, bound in {**self.items, **self.buttons}.items():
                self.board.bind(bound, target)  # (a board may have bound another item)
            return False
        self.clear()
        self._shape = shape
        if title:
            top += QFontMetricsF(board_font(self.title_size, True)).height()
        w, h, rows = self.cell.width(), self.cell.height(), max(1, self.rows)
        labels = [c.label for c in choices if c.draw is None]
        if labels:  # a button's label is whole: the cells grow to the tallest, the frame too
            columns = -(-len(choices) // rows)
            rect, w = self.fitted(rect, self.room, labels, top, len(choices[:rows]), columns)
            h = max(h, max(self.label_height(label, w) for label in labels))
            used = len(choices[:rows]) * (h + self.gap) - self.gap
            more = max(0.0, top + used + self.pad - rect.height())
            rect = QRectF(rect).adjusted(
                0, -more if self.grow == "up" else 0, 0, 0 if self.grow == "up" else more
            )
        layer, self.rect = self.layer, QRectF(rect)
        self.frame = frame = Box(rect, PAPER, INK, 14, parent=layer)
        frame.border_width = self.border
        frame.setZValue(-1)
        if title:
            at = QPointF(rect.left() + self.pad, rect.top() + 4)
            across = rect.width() - 2 * self.pad  # (shrunk to fit the frame, never across it)
            heading = text_item(layer, title, at, self.title_size, True, INK, "left", across)
            heading.setToolTip(title)  # (listed for screen readers, as the question)
            if keys:
                across = rect.width() - 3 * self.pad - text_width(title, self.title_size, True)
                at = QPointF(rect.right() - self.pad, rect.top() + 7)
                text_item(layer, keys, at, self.text, False, MUTED, "right", across, self.text)
        for k, choice in enumerate(choices):
            x = rect.left() + self.pad + left + k // rows * (w + self.gap)
            y = rect.top() + top + k % rows * (h + self.gap)
            number = k + 1 if choice.number is None else choice.number
            item: QGraphicsItem
            if choice.draw is None:  # (h: the tallest label's, at least the cell's)
                box = QRectF(x, y, w, h)
                label = phrase_breaks(choice.label)  # (wrapped between phrases)
                item = Box(box, CHOICE_FILL, INK, 10, label, self.text, layer)
                item.text_margin = LABEL_MARGIN
            else:
                item = self._piece(layer, choice, number, x, y)
            if choice.tip:
                item.setToolTip(choice.tip)
            self.items[choice.target] = self.board.bind(item, choice.target)
            if 0 < number <= 9:
                self._keys[number] = choice.target
        columns = -(-len(choices) // rows)
        x = rect.left() + self.pad + left
        x += columns * (w + self.gap) + self.gap / 2 if columns else 0
        self._draw_buttons(QPointF(x, rect.top() + top + h / 2), buttons, note)
        if cancel and buttons:
            first = self.buttons[buttons[0][0]].rect
            beside = QRectF(first.right() + self.gap, first.top(), first.width(), first.height())
            self.cancel = button(beside, cancel, "cancel", None, layer, 20)
            self.cancel.setToolTip(self.cancel.text)  # (listed for screen readers, as the title)
        return True

    def fitted(
        self,
        rect: QRectF,
        room: QRectF | None,
        labels: Sequence[str],
        top: float,
        rows: int,
        columns: int,
    ) -> tuple[QRectF, float]:
        """The frame (before it grows up or down) and the cells' width for button choices
        showing ``labels`` in ``rows`` rows and ``columns`` columns from ``top`` under the
        frame's top (scene units): ``rect`` and :attr:`cell`'s width while the labels' cells
        fit the height ``room`` leaves the frame to grow into (or with no ``room``); else
        ``rect`` widened within ``room`` (leftwards first) by the first of a quarter, a half,
        three quarters or all of the spare width whose wider cells fit, else by all of it."""
        width = self.cell.width()
        if room is None:
            return QRectF(rect), width

        def height(cell: float) -> float:  # (the frame's, the labels wrapped ``cell`` wide)
            tallest = max(self.label_height(label, cell) for label in labels)
            return top + rows * (max(self.cell.height(), tallest) + self.gap) - self.gap + self.pad

        limit = rect.bottom() - room.top() if self.grow == "up" else room.bottom() - rect.top()
        spare = max(0.0, room.width() - rect.width())
        extra = 0.0
        for extra in (0.0, spare / 4, spare / 2, spare * 3 / 4, spare):
            if height(width + extra / columns) <= limit:
                break
        left = max(room.left(), rect.left() - extra)
        frame = QRectF(left, rect.top(), rect.width() + extra, rect.height())
        return frame, width + extra / columns

    def label_height(self, label: str, width: float) -> float:
        """The height (scene units) a button choice ``width`` units wide needs to show
        ``label`` whole: its lines as the button wraps them at :attr:`text` inside its
        :data:`LABEL_MARGIN` across, and that margin above and below. Chinese and Japanese
        labels wrap between phrases (:func:`~farmhouse.app.board.linebreak.phrase_breaks`),
        as a button draws them."""
        box = Box(QRectF(0, 0, width, 1), None, None, 0, phrase_breaks(label), self.text)
        box.text_margin = (LABEL_MARGIN[0], 0.0)
        lines = box.drawn_texts()
        return lines[0][2].height() + 2 * LABEL_MARGIN[1] if lines else 0.0

    def _piece(
        self, layer: Layer, choice: Choice, number: int, x: float, y: float
    ) -> QGraphicsItem:
        """A piece drawn by the game at (``x``, ``y``) with its number and caption."""
        assert choice.draw is not None
        w, h = self.cell.width(), self.cell.height()
        item = choice.draw(layer, self.cell)
        item.setPos(x, y)
        item.setZValue(1)
        item.setCursor(Qt.CursorShape.PointingHandCursor)
        below = y + h
        if number and self.numbers == "on":
            badge = Box(QRectF(w / 2 - 19, h - 44, 38, 38), QColor("#FFFFFF"), INK, 19, str(number))
            badge.font_size = 20
            badge.border_width = 2.5
            badge.setParentItem(item)
        elif number:
            tag = text_item(
                item, str(number), QPointF(w / 2, h + 1), self.text, True, MUTED, "centre"
            )
            tag.setData(RING_PART, True)  # (the focus ring goes around it)
            below += tag.boundingRect().height() + 1
        if choice.label:
            at = QPointF(x + w / 2, below)
            caption = text_item(
                layer, choice.label, at, self.text, True, INK, "centre", w + 12, self.text
            )
            caption.setZValue(1)  # (over the piece's glow)
            ring_with(item, caption)  # (the focus ring goes around it, not over it)
        return item

    def _draw_buttons(self, at: QPointF, buttons: Sequence[tuple[Target, str]], note: str) -> None:
        """The panel's buttons stacked at ``at.x()``, centred (with ``note`` under them) on
        ``at.y()``, the middle of the first row of choices."""
        if not buttons and not note:
            return
        size, spacing = self.button, self.gap / 2
        height = len(buttons) * (size.height() + spacing) - spacing + (28 if note else 0)
        x, y = at.x(), at.y() - height / 2
        for target, label in buttons:
            box = Box(
                QRectF(x, y, size.width(), size.height()), GOLD, INK, 12, label, 20, self.layer
            )
            box.setZValue(1)
            self.buttons[target] = box
            self.board.bind(box, target)
            y += size.height() + spacing
        if note:
            room = min(size.width() + 20, self.rect.right() - x)
            at = QPointF(x + size.width() / 2, y - spacing + 12)
            line = text_item(
                self.layer, note, at, self.text, False, MUTED, "centre", room, self.text
            )
            if buttons:  # (the last button's focus ring goes around the note, not over it)
                ring_with(self.buttons[buttons[-1][0]], line)

    def key_target(self, event: QKeyEvent) -> Target | None:
        """The target of the choice whose number key ``event`` is (None: not a number key,
        or no choice has that number)."""
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return None
        number = NUMBER_KEYS.get(event.key())
        return self._keys.get(number) if number is not None else None
