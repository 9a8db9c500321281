"""PromptBar: the line on a board that says what to do now, with the buttons of the choices
that are no piece on the board (pass, keep all, go, stop drawing).

The bar is a paper strip with the prompt's text, wrapped between words (never inside a word
or a name, also in Chinese and Japanese) and shrunk to fit its room, and the buttons to its
right. Each button is a :class:`~farmhouse.app.board.targets.Box` bound to its target on the
:class:`~farmhouse.app.board.game_board.GameBoard`, so it lights, explains, takes the focus
and is named like every other target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import fit_lines, wrapped_block
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The prompt's largest and smallest font sizes (scene units), its most lines and the gap
#: between its parts.
PROMPT_FONT, PROMPT_MIN_FONT, PROMPT_LINES, PROMPT_GAP = 22.0, 14.0, 2, 14.0


class PromptBar:
    """The prompt line (see the module docstring). ``rect``: where the bar lies (scene
    units); ``button_width``: the width of each button; ``z``: the layer's stacking.

    Optional (the defaults are the paper strip above): ``font``/``min_font``/``lines``: the
    text's largest and least size and its most lines; ``paper``: False draws no strip (the
    text alone, on the table); ``align``: "left" or "centre" lines; ``valign``: "centre" or
    "bottom" (a text taller than the bar grows upwards, off what lies under the bar);
    ``bold``: the text in bold."""

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
    ) -> None:
        self.board = board
        self.rect = QRectF(rect)
        self.button_width = button_width
        self.layer = Layer(board.scene(), z)
        self.text = ""
        self.buttons: dict[Target, Box] = {}
        self.font, self.min_font, self.lines = font, min_font, lines
        self.paper, self.align, self.valign, self.bold = paper, align, valign, bold
        self.block: QGraphicsTextItem | None = None  # the text as drawn (None: no text)

    def move_to(self, rect: QRectF) -> None:
        """Put the bar at ``rect`` (drawn anew at the next :meth:`show`)."""
        if rect != self.rect:
            self.rect = QRectF(rect)
            self.layer.invalidate()

    def show(self, text: str, buttons: Sequence[tuple[Target, str]] = ()) -> bool:
        """Show ``text`` and one button per ``(target, label)``; drawn anew only when they
        changed. Returns True if it drew."""
        self.text = text
        key = (text, tuple(buttons), self.rect.getRect())
        drew = self.layer.refresh(key, self._draw, tuple(buttons))
        if not drew:
            for target, box in self.buttons.items():
                self.board.bind(box, target)
        return drew

    def _draw(self, layer: Layer, buttons: Sequence[tuple[Target, str]]) -> None:
        layer.clear()
        self.buttons = {}
        self.block = None
        r = self.rect
        if self.paper:
            Box(r, PAPER, INK, 12, parent=layer)
        right = r.right() - PROMPT_GAP
        for target, label in reversed(buttons):
            rect = QRectF(
                right - self.button_width, r.top() + 8, self.button_width, r.height() - 16
            )
            box = Box(rect, GOLD, INK, 10, label, 20, layer)
            self.buttons[target] = box
            self.board.bind(box, target)
            right = rect.left() - PROMPT_GAP
        room = QRectF(
            r.left() + PROMPT_GAP, r.top() + 6, right - r.left() - PROMPT_GAP, r.height() - 12
        )
        if self.text and room.width() > 40:
            size, _ = fit_lines(
                self.text, self.font, room.width(), self.lines, self.bold, min_size=self.min_font
            )
            block = wrapped_block(
                layer, self.text, room.topLeft(), room.width(), size, INK, self.bold
            )
            block.setToolTip(self.text)
            if self.align == "centre":
                block.setTextWidth(room.width())
                option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
                option.setWrapMode(QTextOption.WrapMode.NoWrap)  # (wrapped already)
                block.document().setDefaultTextOption(option)
            free = room.height() - block.boundingRect().height()
            top = room.top() + (free if self.valign == "bottom" else free / 2)
            block.setPos(room.left(), top)
            self.block = block
