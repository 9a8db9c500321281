"""Layouts that let a narrow window stay narrow.

- :class:`FlowLayout`: a row of widgets that wraps onto further rows when the width runs out
  (Qt's "flow layout" example), with an optional gap that pushes the items after it to the
  right edge of their row, as ``addStretch`` does in a :class:`QHBoxLayout`.
- :class:`CurrentPageStack`: a :class:`QStackedWidget` whose size hints are those of the page
  on screen only (Qt's own ask for the largest of all its pages, so that a wide page once
  shown held the window's least width on every page afterwards).
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtWidgets import QLayout, QLayoutItem, QStackedWidget, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping onto a new row when the next one does not fit.

    :meth:`add_stretch` marks a place in the sequence: the room a row has left goes there (the
    items after it sit at the right edge of their rows). Rows are as tall as
    their tallest item, items centred on the row. Spacing: ``spacing()`` between items and
    rows (px), 6 when the style gives none.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch_at: int | None = None  # the index of the first item after the gap

    def add_stretch(self) -> None:
        """The room a row has left goes here (before the next item added)."""
        self._stretch_at = len(self._items)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        if not 0 <= index < len(self._items):
            return None
        if self._stretch_at is not None and index < self._stretch_at:
            self._stretch_at -= 1
        return self._items.pop(index)

    def expandingDirections(self) -> QtCore.Qt.Orientation:  # noqa: N802 (Qt override)
        # (``QtCore.Qt`` read here: the window's first paint makes no Qt namespace)
        return QtCore.Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """All items in one row."""
        shown = self._shown()
        margins = self.contentsMargins()
        width = sum(item.sizeHint().width() for item in shown)
        width += self._gap() * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height) + _extent(margins)

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        """The widest item (each on its own row at worst)."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size + _extent(self.contentsMargins())

    def _gap(self) -> int:
        spacing = self.spacing()
        return spacing if spacing >= 0 else 6

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in ``rect`` (when ``move``); the height the rows take (px)."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        gap = self._gap()
        rows: list[list[tuple[int, QLayoutItem, QSize]]] = []
        row: list[tuple[int, QLayoutItem, QSize]] = []
        used = 0
        for index, item in enumerate(self._items):
            if item.isEmpty():
                continue
            size = item.sizeHint().boundedTo(QSize(max(area.width(), 0), 1 << 20))
            size = size.expandedTo(item.minimumSize())
            need = size.width() if not row else used + gap + size.width()
            if row and need > area.width():
                rows.append(row)
                row, need = [], size.width()
            row.append((index, item, size))
            used = need
        if row:
            rows.append(row)
        y = area.top()
        for line in rows:
            height = max(size.height() for _, _, size in line)
            width = sum(size.width() for _, _, size in line) + gap * (len(line) - 1)
            spare = max(0, area.width() - width)
            x = area.left()
            for place, (index, item, size) in enumerate(line):
                before = line[place - 1][0] if place else -1
                if self._stretch_at is not None and before < self._stretch_at <= index:
                    x += spare  # the gap, on the row that holds it
                if move:
                    top = y + (height - size.height()) // 2
                    item.setGeometry(QRect(QPoint(x, top), size))
                x += size.width() + gap
            y += height + gap
        if rows:
            y -= gap
        return y - area.top() + margins.top() + margins.bottom()


def _extent(margins: QMargins) -> QSize:
    return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())


class CurrentPageStack(QStackedWidget):
    """A stacked widget sized by the page on screen: its size hint and least size are the
    current page's (a page not shown holds no room), asked again when the page changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _: self._changed())

    def _changed(self) -> None:
        self.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        page = self.currentWidget()
        return super().sizeHint() if page is None else page.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        least = page.minimumSizeHint().expandedTo(page.minimumSize())
        return least.boundedTo(page.maximumSize())
