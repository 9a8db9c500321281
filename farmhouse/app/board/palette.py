"""Board colours shared by every game's board (the app's widget palette is in ``style``)."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Dark brown ink for text and outlines.
INK = QColor("#3D2B1F")
#: Warm paper for panels and labels.
PAPER = QColor("#FFF8EC")
#: The table the board lies on.
TABLE = QColor("#E9DDC2")
#: Gold: the current selection, the winner, "just played".
GOLD = QColor("#F5B82E")
#: The lighter gold of a button under the pointer (:data:`GOLD` lighter by 15%: every board
#: shows it through the kit's look, ``parts/look.py``; a board never makes its own).
HOVER = QColor("#FFC84B")
#: Teal: a legal choice right now.
LEGAL = QColor("#12A4B8")
#: Muted brown for secondary text (hints, counts of nothing).
MUTED = QColor("#6B5B45")
#: The dashed outline of a button that cannot be pressed now (:attr:`Box.unusable
#: <farmhouse.app.board.targets.Box.unusable>`).
UNUSABLE_LINE = QColor("#A8957A")
#: Barn red for warnings on the board.
WARN = QColor("#B5473A")


def pale(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with white: ``amount`` 1 = the colour, 0 = white."""
    return QColor(
        *(
            int(c * amount + 255 * (1 - amount))
            for c in (colour.red(), colour.green(), colour.blue())
        )
    )
