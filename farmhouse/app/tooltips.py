"""Tooltips that break their lines by the app's line breaker.

Qt wraps a long tooltip between any two Chinese or Japanese characters (issue 18: the Take
back button's Japanese tooltip broke 「見てい／る」, 「記／録されます」). The app sets its
tooltips in many places (widgets, list and table items, the board's pieces); what they have in
common is the moment Qt shows one: a ToolTip event (a :class:`~PySide6.QtGui.QHelpEvent`) to
the widget under the pointer. :class:`TipBreaker`, an event filter on the application, takes
that event before the widget does and shows the widget's (or the list item's) tooltip as
:func:`~farmhouse.app.board.text.tooltip_shown` makes it: Chinese and Japanese lines break
between phrases, never inside a word or a name, and a long tooltip is shown in lines of 80
average characters in every language (Qt showed a plain one on a single line unless it was
wider than the screen: a Chinese one ran across a 1280 px screen). The texts set stay as they were (a screen
reader reads a widget's tooltip as its description: no invisible marks there).

The board's own pieces (a QGraphicsView's items) and the game log's lines show their
tooltips themselves, through the same :func:`~farmhouse.app.board.text.tooltip_shown`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QToolTip, QWidget

from farmhouse.app.board.text import tooltip_shown

_TOOL_TIP = QEvent.Type.ToolTip


class TipBreaker(QObject):
    """An event filter for the application (:func:`break_tooltips`) that shows every
    widget's tooltip, and every list or table item's, as
    :func:`~farmhouse.app.board.text.tooltip_shown` breaks it. Widgets with no tooltip of
    their own, and item views' items without one, are left to Qt (the event goes on to the
    widget, then to its parents, as without the filter)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() != _TOOL_TIP or not isinstance(event, QHelpEvent):
            return False
        if not isinstance(watched, QWidget):
            return False
        view = watched.parentWidget()
        if (
            isinstance(view, QAbstractItemView)
            and not isinstance(view, QHeaderView)
            and view.viewport() is watched
        ):
            return self._show_item_tip(view, event)
        tip = watched.toolTip()
        if not tip:
            return False
        QToolTip.showText(
            event.globalPos(), tooltip_shown(tip), watched, QRect(), watched.toolTipDuration()
        )
        return True

    @staticmethod
    def _show_item_tip(view: QAbstractItemView, event: QHelpEvent) -> bool:
        """Show the tooltip of ``view``'s item under the pointer (True), as Qt's item
        delegate would, broken by the line breaker; False if it has none."""
        index = view.indexAt(event.pos())
        tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
        if not isinstance(tip, str) or not tip:
            return False
        QToolTip.showText(
            event.globalPos(), tooltip_shown(tip), view.viewport(), view.visualRect(index)
        )
        return True


def break_tooltips(app: QApplication) -> TipBreaker:
    """Have every tooltip of ``app`` broken by the line breaker (:class:`TipBreaker`, installed
    once: the breaker already installed is returned). The filter sees every event of the app,
    and answers all but ToolTip at once."""
    found = app.findChild(TipBreaker)
    if isinstance(found, TipBreaker):
        return found
    breaker = TipBreaker(app)
    app.installEventFilter(breaker)
    return breaker
