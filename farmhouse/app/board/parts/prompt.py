"""PromptBar: the line on a board that says what to do now, with the buttons of the choices
that are no piece on the board (pass, keep all, go, stop drawing).

The bar is a paper strip with the prompt's text, wrapped between words (never inside a word
or a name, also in Chinese and Japanese) and shrunk to fit its room, and the buttons to its
right. Each button is a :class:`~farmhouse.app.board.targets.Box` bound to its target on the
:class:`~farmhouse.app.board.game_board.GameBoard`, so it lights, explains, takes the focus
and is named like every other target.

A column mode (``hug=True``, with ``valign="top"``): the paper hugs the text — as tall as
its lines (a block in a column at a board's side, Wooly Bully's "what to do now"), or, with
one line, as wide as the line (shrunk to fit, never wrapped) — and at most ``lines`` lines
are shown (the whole text in its tooltip), drawn by a plain text item (:attr:`PromptBar.label`: a new text costs no document
layout). ``parent`` puts the bar under an item (a board's overlay, pinned to the window).
With ``valign="bottom"`` the lines sit at the bar's bottom and the paper hugs them there
(Wooly Bully's lines over a narrow board's tray).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import UNWRAPPED, board_font, fit_lines, text_item, wrapped_block
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

# The prompt's largest and smallest font sizes (scene units), its most lines and the gap
# between its parts.
PROMPT_FONT, PROMPT_MIN_FONT, PROMPT_LINES, PROMPT_GAP = 22.0, 14.0, 2, 14.0


def turn_text(name: str) -> str:
    """The prompt of a board that only shows (a replay's, ``GameBoard.read_only``) while a
    seat is to move: whose turn it is at the position shown ("Ann's turn", ``name`` the
    seat's name as the board writes it), never "Waiting for Ann…": nobody is waited for in a
    replay (issue 18)."""
    #: A replay's board, where a live game's says whom it waits for: whose turn it is at the
    #: move shown (%1: a player's name).
    return QCoreApplication.translate("GameBoard", "%1's turn").replace("%1", name)


class PromptBar:
    """The prompt line (see the module docstring). ``rect``: where the bar lies (scene
    units); ``button_width``: the width of each button; ``z``: the layer's stacking.

    Optional (the defaults are the paper strip above): ``font``/``min_font``/``lines``: the
    text's largest and least size and its most lines; ``paper``: False draws no strip (the
    text alone, on the table); ``align``: "left" or "centre" lines; ``valign``: "centre" or
    "bottom" (a text taller than the bar grows upwards, off what lies under the bar);
    ``bold``: the text in bold. Column mode and the paper's look (additive): ``hug`` (see
    the module docstring; ``valign`` may then be "top"), ``parent``, ``keep`` (terms kept
    whole besides the names), ``soft`` (see :func:`~farmhouse.app.board.text.wrap_lines`),
    ``fill``/``border``/``radius`` (the paper) and ``margin`` (room around the text, left
    and right / top and bottom)."""

    def __init__(
        self,
        board: GameBoard,
        rect: QRectF,
        *,
        button_width: float = 170.0,
        z: float = 19.0,
        font: float = PROMPT_FONT,
        min_font: float = PROMPT_MIN_FONT,
        lines: int = PROMPT_LINES,
        paper: bool = True,
        align: str = "left",
        valign: str = "centre",
        bold: bool = False,
        hug: bool = False,
        parent: QGraphicsItem | None = None,
        keep: Sequence[str] = (),
        soft: bool = False,
        fill: QColor = PAPER,
        border: QColor | None = INK,
        radius: float = 12.0,
        margin: tuple[float, float] = (PROMPT_GAP, 6.0),
    ) -> None:
        self.board = board
        self.rect = QRectF(rect)
        self.button_width = button_width
        self.layer = Layer(board.scene(), z)
        if parent is not None:
            self.layer.setParentItem(parent)
        self.hug, self.keep, self.soft, self.margin = hug, tuple(keep), soft, margin
        self.look = (fill, border, radius)
        self.paper_box: Box | None = None
        self._fits: dict[tuple[str, float, int, bool, float, str], tuple[float, list[str]]] = {}
        self.text = ""
        self.note = ""  # (a line under the text, in the board's key lines' look)
        self.note_label: QGraphicsSimpleTextItem | None = None
        self.buttons: dict[Target, Box] = {}
        self.font, self.min_font, self.lines = font, min_font, lines
        self.paper, self.align, self.valign, self.bold = paper, align, valign, bold
        self.block: QGraphicsTextItem | None = None  # the text as drawn (None: no text)
        self.label: QGraphicsSimpleTextItem | None = None  # (instead, in column mode)
        self._room = QRectF()  # where the text goes
        self._shape: object = None  # the buttons and place last drawn
        self._buttons: tuple[tuple[Target, str], ...] = ()  # (those buttons)

    def move_to(self, rect: QRectF) -> None:
        """Put the bar at ``rect``: drawn there at once with what it shows (a board laid out
        anew for a resized window need not show its text again), else at the next
        :meth:`show`."""
        if rect != self.rect:
            self.rect = QRectF(rect)
            self.layer.invalidate()
            if self._shape is not None:  # (drawn before)
                self.show(self.text, self._buttons)

    def show(self, text: str, buttons: Sequence[tuple[Target, str]] = (), note: str = "") -> bool:
        """Show ``text`` and one button per ``(target, label)``; drawn anew only when they
        changed (a new text alone is set on the text item kept). ``note``: a line under the
        text (with a text only) in the look of the other boards' key lines, regular and a
        size smaller than the text (Wooly Bully's "Ctrl+Tab side panel" stood in bold as a
        line of its hint), counted in the bar's :attr:`lines`. Returns True if it drew."""
        self.text, self.note = text, note if text else ""
        key = (text, self.note, tuple(buttons), self.rect.getRect())
        drew = self.layer.revise(key, self._update, tuple(buttons))
        if not drew:
            for target, box in self.buttons.items():
                self.board.bind(box, target)
        return drew

    def _update(self, layer: Layer, buttons: Sequence[tuple[Target, str]]) -> None:
        block = self.block or self.label
        same = self._shape == (tuple(buttons), self.rect.getRect())
        if same and self.text and block is not None and block.scene() is not None:
            self._set_text(block)  # (the same bar and buttons: only the text changed)
        else:
            self._draw(layer, buttons)

    def _draw(self, layer: Layer, buttons: Sequence[tuple[Target, str]]) -> None:
        layer.clear()
        self.buttons = {}
        self.block = self.label = self.note_label = None
        r = self.rect
        self.paper_box = Box(r, *self.look[:2], self.look[2], parent=layer) if self.paper else None
        mx, my = self.margin
        right = r.right() - mx
        for target, label in reversed(buttons):
            rect = QRectF(
                right - self.button_width, r.top() + 8, self.button_width, r.height() - 16
            )
            box = Box(rect, GOLD, INK, 10, label, 20, layer)
            self.buttons[target] = box
            self.board.bind(box, target)
            right = rect.left() - PROMPT_GAP
        room = QRectF(r.left() + mx, r.top() + my, right - r.left() - mx, r.height() - 2 * my)
        self._room, self._shape = room, (tuple(buttons), r.getRect())
        self._buttons = tuple(buttons)
        if self.hug and self.paper_box is not None and not self.text:
            self.paper_box.setVisible(False)  # (no text: no paper)
        if self.text and self.hug:
            self.label = text_item(layer, "", room.topLeft(), self.font, self.bold, INK)
            self._set_text(self.label)
        elif self.text and room.width() > 40:
            block = wrapped_block(
                layer, "", room.topLeft(), room.width(), self.font, INK, self.bold
            )
            if self.align == "centre":
                block.setTextWidth(room.width())
                option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
                option.setWrapMode(QTextOption.WrapMode.NoWrap)  # (wrapped already)
                block.document().setDefaultTextOption(option)
            self.block = block
            self._set_text(block)

    def _fit(self, text: str, lines: int, bold: bool, size: float = 0.0) -> tuple[float, list[str]]:
        """:func:`~farmhouse.app.board.text.fit_lines` of ``text`` in the bar's room, from
        ``size`` (0: the bar's font) down, in at most ``lines`` lines (remembered: the same
        few texts come again move after move)."""
        room = self._room
        key = (text, room.width(), lines, bold, size, QFont().key())
        found = self._fits.get(key)
        if found is None:
            if len(self._fits) > 64:
                self._fits.clear()
            found = self._fits[key] = fit_lines(
                text,
                size or self.font,
                room.width(),
                max(lines, 1),
                bold,
                self.keep,
                self.min_font,
                self.soft,
            )
        return found

    def _set_note(
        self, block: QGraphicsTextItem | QGraphicsSimpleTextItem, size: float
    ) -> QGraphicsSimpleTextItem | None:
        """The :attr:`note` under the text ``block`` (drawn at ``size``): regular, a size
        smaller (not under the bar's least size), shrunk to one line, else wrapped between
        words in the room; None
        (and the one drawn before gone) when there is none."""
        if not self.note or self.lines < 2:
            if self.note_label is not None:
                self.note_label.setVisible(False)
            return None
        if self.note_label is None or self.note_label.scene() is None:
            self.note_label = text_item(self.layer, "", self._room.topLeft(), size, False, INK)
        note = self.note_label
        fitted, lines = self._fit(self.note, 1, False, max(self.min_font, size - 2))
        font = board_font(fitted, False)
        if font != note.font():
            note.setFont(font)
        note.setText("\n".join(lines))
        note.setVisible(True)
        return note

    def _set_text(self, block: QGraphicsTextItem | QGraphicsSimpleTextItem) -> None:
        """Set the bar's text on ``block``: wrapped between words (never inside a word or a
        name) at the largest size that fits its lines, placed in the bar's room."""
        room = self._room
        most = self.lines - (1 if self.note and self.lines > 1 else 0)  # (the note's line)
        size, lines = self._fit(self.text, most, self.bold)
        font = board_font(size, self.bold)
        if font != block.font():  # (a new font lays the text out again)
            block.setFont(font)
        if isinstance(block, QGraphicsSimpleTextItem):
            one = self.lines == 1  # (one line: shrunk to fit, never wrapped)
            block.setText(self.text if one else "\n".join(lines[:most]))
        else:
            block.setPlainText("\n".join(lines))
            block.setData(UNWRAPPED, self.text)
        block.setToolTip(f"{self.text}\n{self.note}" if self.note else self.text)
        note = self._set_note(block, size)
        height = block.boundingRect().height() + (note.boundingRect().height() if note else 0)
        free = room.height() - height
        shift = {"bottom": free, "top": 0.0}.get(self.valign, free / 2)
        block.setPos(room.left(), room.top() + shift)
        if note is not None:
            note.setPos(room.left(), block.y() + block.boundingRect().height())
        block.update()  # (its cached pixmap drawn anew, see text.set_block_text)
        paper = self.paper_box
        if self.hug and paper is not None:  # the paper hugs the text
            mx, my = self.margin
            bounds, rect = block.boundingRect(), QRectF(self.rect)
            if note is not None:
                bounds.setHeight(height)
                bounds.setWidth(max(bounds.width(), note.boundingRect().width()))
            if self.lines > 1 and self.valign == "bottom":  # (under it: the room's bottom)
                rect.setTop(rect.bottom() - bounds.height() - 2 * my)
            elif self.lines > 1:
                rect.setHeight(bounds.height() + 2 * my)
            else:
                rect.setWidth(min(rect.width(), bounds.width() + 2 * mx))
            if rect != paper.rect:
                paper.prepareGeometryChange()
                paper.rect = rect
                paper.update()
