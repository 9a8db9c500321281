"""Every seat's secrets at once, for a replay with everything shown (issue 20).

The replay page's board draws one seat's view (boards draw one viewer's view); with
everything shown, :class:`HoldingsStrip` shows under it, for every seat, what that seat held
in secret at that moment (its hand; Wooly Bully's secret colour too): a board of the game per
seat, drawing that seat's own view (:class:`~farmhouse.core.replay.AllViews`), kept out of
sight (shown, so that it lays out, but placed far left of the page), and in the strip, under
the seat's name, the places where that board says it drew the viewer's holdings
(:meth:`BoardWidget.holdings_rects <farmhouse.app.board.base.BoardWidget.holdings_rects>`,
the kit's optional hook), rendered by the board itself at the strip's size
(:class:`HoldingsPicture`). The game's own drawing, so the shell knows no game. A seat's
board is drawn again only when that seat's view changed. A seat whose board draws no
holdings is named, with a line saying so; when no seat's board draws any (El Gaucho's draws
a seat's opening tiles only while that seat chooses them), the strip is not shown.

Only for finished games: the timeline refuses everything shown for any other
(:meth:`Timeline.viewers <farmhouse.core.replay.Timeline.viewers>`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QPixmap, QRegion, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.linebreak import keep_name, keep_words
from farmhouse.app.board.svg import SVG_CACHE
from farmhouse.app.labels import elided, plain_label

# (Plain comments: lupdate would hand "#:" ones to the next message's translator.)
# The strip's height (px: a name line and the pictures of the holdings): this share of the
# page's height, at least the least; where the boards out of sight lie (px left of the page:
# never painted, but shown, so they lay out).
STRIP_SHARE = 0.19
STRIP_LEAST = 120
OUT_OF_SIGHT = -40_000


def release(widget: QWidget) -> None:
    """Take ``widget`` out of sight and out of its parent now, and delete it when control
    is back in the event loop (a widget only deleteLater'd stays its parent's visible child
    until then: for ever under a driver that only calls ``processEvents``, which never
    deletes)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


class HoldingsPicture(QLabel):
    """A part of another board as it draws it (``rect``, in that board's viewport pixels),
    rendered anew at this label's size (the board's vector drawing scaled, not a scaled
    screenshot), whole and as large as it fits; only shows (no input, no focus)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: BoardWidget | None = None
        self.rect_shown = QRectF()
        self._drawing = False
        self._again = False
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(40, 30)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_part(self, board: BoardWidget, rect: QRectF) -> None:
        """Show ``rect`` of ``board`` (viewport pixels), drawn as the board draws it."""
        self.board, self.rect_shown = board, QRectF(rect)
        self.draw()

    def draw(self) -> None:
        """Render the part again at the label's size (after a resize, a new position)."""
        if self._drawing:  # rendering the board may lay out this label's window again:
            self._again = True  # then it is drawn again at its new size
            return
        self._drawing = True
        try:
            for _ in range(3):
                self._again = False
                board, rect = self.board, self.rect_shown
                if board is None or rect.isEmpty() or self.width() < 2 or self.height() < 2:
                    self.clear()
                    return
                self._draw(board, rect)
                if not self._again:
                    break
        finally:
            self._drawing = False

    def _draw(self, board: BoardWidget, rect: QRectF) -> None:
        scale = min(self.width() / rect.width(), self.height() / rect.height())
        ratio = self.devicePixelRatioF()
        part = rect.toAlignedRect()
        picture = QPixmap((QSizeF(part.size()) * scale * ratio).toSize())
        for _ in range(2):  # again if the paint asked for pictures at this size (drawn now)
            # the board paints its part as on a screen of that many pixels per pixel: its
            # own drawing at this size (also the items pinned to its window), not a
            # screenshot scaled
            picture.setDevicePixelRatio(scale * ratio)
            picture.fill(Qt.GlobalColor.transparent)
            board.viewport().render(picture, QPoint(0, 0), QRegion(part))
            if not SVG_CACHE.warm():
                break
        picture.setDevicePixelRatio(ratio)
        self.setPixmap(picture)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.draw()


class HoldingsCell(QWidget):
    """One seat's place in the strip: its name, and its holdings or a line saying that it
    holds nothing secret."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.name = QLabel()
        self.name.setObjectName("holdingsName")
        self.name.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.pictures: list[HoldingsPicture] = []  # one per place of the holdings
        self._pictures = QWidget()
        self._column = QVBoxLayout(self._pictures)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(4)
        self.nothing = plain_label()
        self.nothing.setObjectName("muted")
        self.nothing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.nothing.setWordWrap(True)
        self.board_shown = False  # (set by the strip once its board drew a view for it)
        self._stack = QStackedLayout()
        self._stack.addWidget(self._pictures)
        self._stack.addWidget(self.nothing)
        column.addWidget(self.name)
        column.addLayout(self._stack, 1)

    def show_holdings(self, board: BoardWidget) -> bool:
        """Show what ``board`` drew of its viewer's holdings (a picture per place, one
        above the other, each given room as tall as it is); False (and the "nothing" line)
        when it drew none."""
        rects = [r for r in board.holdings_rects() if not r.isEmpty()]
        if not rects:
            self._stack.setCurrentWidget(self.nothing)
            return False
        while len(self.pictures) < len(rects):
            self.pictures.append(HoldingsPicture())
            self._column.addWidget(self.pictures[-1])
        while len(self.pictures) > len(rects):
            gone = self.pictures.pop()
            self._column.removeWidget(gone)
            gone.deleteLater()
        for index, (picture, rect) in enumerate(zip(self.pictures, rects, strict=True)):
            self._column.setStretch(index, max(1, round(rect.height())))
            picture.show_part(board, rect)
        self._stack.setCurrentWidget(self._pictures)
        return True

    @property
    def part(self) -> HoldingsPicture:
        """The last picture (the hand, where there are several), for tests."""
        return self.pictures[-1]

    def redraw(self) -> None:
        """Render the pictures again (the strip was shown: its boards laid out)."""
        for picture in self.pictures:
            picture.draw()

    @property
    def drawn(self) -> bool:
        """True if the cell shows holdings (not the "nothing" line)."""
        return self._stack.currentWidget() is self._pictures


class HoldingsStrip(QFrame):
    """Every seat's holdings in a row (see the module docstring). Use: :meth:`set_game` with
    the game's board factory and its number of seats, then :meth:`show_views` at each
    position; :meth:`clear` drops the boards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holdingsStrip")
        self.setFixedHeight(STRIP_LEAST)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 6, 0, 0)
        self._row.setSpacing(16)
        self.boards: list[BoardWidget] = []
        self.cells: list[HoldingsCell] = []
        self._names: list[str] = []
        self.retranslate()

    def set_game(self, create_board: Callable[[QWidget | None], BoardWidget], seats: int) -> None:
        """Make one board per seat with ``create_board`` (the game's ``GameUI.create_board``)
        and one cell each; the previous game's are dropped."""
        self.clear()
        for _ in range(seats):
            board = create_board(self)
            board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            board.set_interactive(False)
            if isinstance(board, GameBoard):
                board.set_read_only(True)
            board.set_spectator(True)  # (its texts name its seat: nobody watching is "you")
            board.set_animation_speed(0.0)
            board.move(OUT_OF_SIGHT, 0)
            board.show()  # (when the strip is: a board out of sight still lays out)
            self.boards.append(board)
            cell = HoldingsCell()
            self._row.addWidget(cell, 1)
            self.cells.append(cell)
        self.retranslate()

    def clear(self) -> None:
        """Drop the boards and cells: out of the strip at once (hidden and no longer its
        children, so that a new game's seats are never drawn over the old ones, whenever
        Qt gets round to the deletion), then deleted (``deleteLater``)."""
        for cell in self.cells:
            self._row.removeWidget(cell)
        for widget in (*self.cells, *self.boards):
            release(widget)
        self.boards, self.cells = [], []

    def show_views(
        self,
        views: Sequence[Any],
        names: Sequence[str],
        size: QSize,
    ) -> bool:
        """Draw ``views[s]`` (seat ``s``'s own view) on seat ``s``'s board at ``size`` (the
        replay board's: its layout, so the holdings look as on the board), and show each seat's holdings under ``names[s]``. True if some seat's board
        drew holdings (the strip is worth showing: a game whose board draws none, El Gaucho's
        outside the choice of opening tiles, has nothing to show in it)."""
        self._names = list(names)
        drawn = False
        for seat, (board, cell, view) in enumerate(
            zip(self.boards, self.cells, views, strict=True)
        ):
            if board.size() != size:
                board.resize(size)
            elif getattr(board, "view", None) == view and cell.board_shown:
                drawn = cell.drawn or drawn  # (most steps change one seat's holdings)
                continue
            # (no set_turn: the turn mark is no part of the holdings, and a board draws
            # everything again for a new one, a third of a step's cost)
            board.set_recent([], seat)  # (its own seat's: named, never "your last turn")
            board.show_view(view, [], [], names)
            board.set_interactive(False)
            drawn = cell.show_holdings(board) or drawn
            cell.board_shown = True
            self._name_cell(seat)
        return drawn

    def fit_to_page(self, page_height: int) -> None:
        """Take the share of a page ``page_height`` pixels high that the strip gets."""
        self.setFixedHeight(max(STRIP_LEAST, round(page_height * STRIP_SHARE)))

    def follow_size(self, size: QSize) -> None:
        """The replay board has ``size`` now: the seats' boards lay out at it again and the
        cells show their holdings where they are then."""
        for board, cell in zip(self.boards, self.cells, strict=True):
            if board.size() != size:
                board.resize(size)
                cell.show_holdings(board)

    def _name_cell(self, seat: int) -> None:
        cell = self.cells[seat]
        if seat < len(self._names):
            name = keep_name(self._names[seat])
            cell.name.setText(elided(name, cell.name, max(cell.width(), 80)))
            cell.name.setToolTip(self._names[seat])

    def retranslate(self) -> None:
        """Set every text in the current language."""
        for cell in self.cells:
            #: A replay with everything shown: under a player's name, instead of the cards
            #: or tiles that player held in hand, when they held none at that moment.
            cell.nothing.setText(keep_words(self.tr("Nothing in hand")))
        self.setToolTip(self.tr("What each player held that the others could not see"))
        for seat in range(len(self.cells)):
            self._name_cell(seat)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        # (the seats' boards draw nothing while the strip is hidden: shown, they lay out)
        for board, cell in zip(self.boards, self.cells, strict=True):
            cell.show_holdings(board)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
