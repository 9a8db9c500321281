"""Screen readers on the board: the scene as accessible objects, focus and announcements.

A :class:`~farmhouse.app.board.game_board.GameBoard` is one widget to Qt; a screen reader
would hear "graphic" and nothing else. :func:`install` (called by every GameBoard) gives Qt
an accessible interface for such boards (:class:`BoardAccessible`) whose children are:

- the board's headline (:meth:`GameBoard.banner_text`), when it has one;
- every target with an item on the board, in the choice model's order, named by
  :meth:`GameBoard.target_name` (by default the item's tooltip: the same words a player
  reads when hovering it), described by the reason it cannot be picked now (the same text
  as its refusal tooltip), marked focusable, focused, selected (picked) or unavailable;
- every other piece a player may look at: each visible item with a tooltip, named by its
  tooltip's first line and described by the rest, top to bottom, left to right.

A target the hint shown suggests is described so ("Suggested by the hint").

Other widgets get an interface of the kit too (:func:`_factory`, by what they offer):

- a view of lines of text (the game log: ``spoken_line``, ``line_count``) is a list whose
  items are its lines as spoken (:class:`LinesAccessible`), without the word joiners that
  keep Chinese and Japanese words whole where it draws them: a text view's own interface
  gives its text with them, to a screen reader's review mode, a braille display and the
  text-changed events (session 17's second tester, U9), and cannot be replaced from Python;
- a widget with an ``accessible_role`` (the name of a :class:`QAccessible.Role`) has that
  role (the look back, focused while it is shown: a plain widget is an unnamed "filler");
- a stack of pages (the window's pages, the board's place: the live board, the look back,
  the hand-over) has one child, the page it shows (:class:`PagesAccessible`).

Only what is on screen is in the tree (session 24's tester, F7): Qt lists every page of a
stack, shown or not, and flags only the hidden page itself invisible, not what lies in it (a
table's cells, a board's pieces); so a closed look back's board stayed in the tree through a
hot-seat hand-over, the last player's cards named "… in your hand" to the next player. A
stack lists only its page on screen, and a board not shown in its window has no children.

The keyboard focus on a target is the accessible focus (:func:`focus_moved` sends Qt's focus
event for that child, so a screen reader speaks it as the player moves over it);
:func:`announce` sends Qt's announcement event, which screen readers speak without moving the
focus (moves, turn changes and refusals: the shell calls it). :func:`accessible_tree` reads
the tree back in-process, for tests.

Everything is read when a screen reader asks, in the current language: nothing here keeps
texts of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QApplication,
    QGraphicsItem,
    QStackedWidget,
    QWidget,
)

from farmhouse.app.board.linebreak import plain, spaced_names

# Functions told of every accessibility event the kit sends, as ``(kind, object, text)``
# (``kind``: "focus", "selection", "announce", "name": the board's own name changed,
# "lines": a view of lines got new ones, its text their count, or was set anew, "*"); for
# tests and logging.
LISTENERS: list[Callable[[str, QObject, str], None]] = []

_installed = False
# The children handed out so far, per board widget (by id): Qt keeps pointers to them, so
# Python must not free one before Qt has let it go (see :func:`_release`).
_KIDS: dict[int, dict[tuple[int, Any], PieceAccessible]] = {}
# The line items handed out so far, per view of lines (by id), by line.
_LINES: dict[int, dict[int, LineAccessible]] = {}
# The name last told for each board widget (by id; see :func:`changed`).
_NAMES: dict[int, str] = {}


def install() -> None:
    """Give Qt the boards' accessible interface (once per process; the kit's
    :mod:`~farmhouse.app.board.access_gate` calls it before its first call here, which for a
    board shown as the app starts comes after the window's first paint)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
        # (a stack a screen reader asked for before: Qt's interface lists every page)
        for top in QApplication.topLevelWidgets():
            for stack in top.findChildren(QStackedWidget):
                adopt(stack)


def adopt(board: QWidget) -> None:
    """Let go of an interface Qt holds for ``board`` that is not the kit's (one made before
    :func:`install`: Qt makes one for every widget shown while a screen reader listens), so
    that the next question gets :class:`BoardAccessible` (or, for another widget the kit
    serves, its interface: :func:`_factory`). Installs the factory first."""
    install()
    iface = QAccessible.queryAccessibleInterface(board)
    if iface is not None and not _ours(iface, board):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, QWidget):
        return None
    if hasattr(obj, "accessible_items"):
        return BoardAccessible(obj)
    if hasattr(obj, "spoken_line") and hasattr(obj, "line_count"):
        return LinesAccessible(obj)
    if isinstance(obj, QStackedWidget):
        return PagesAccessible(obj)
    role = getattr(obj, "accessible_role", None)
    if isinstance(role, str):
        return QAccessibleWidget(obj, getattr(QAccessible.Role, role))
    return None


def _ours(iface: QAccessibleInterface, widget: QWidget) -> bool:
    """True if ``iface`` is the one :func:`_factory` gives ``widget`` (of that class)."""
    if hasattr(widget, "accessible_items"):
        return isinstance(iface, BoardAccessible)
    if hasattr(widget, "spoken_line") and hasattr(widget, "line_count"):
        return isinstance(iface, LinesAccessible)
    if isinstance(widget, QStackedWidget):
        return isinstance(iface, PagesAccessible)
    role = getattr(widget, "accessible_role", None)
    return not isinstance(role, str) or iface.role() == getattr(QAccessible.Role, role)


def spoken(text: str) -> str:
    """``text`` as a screen reader should get it: without the marks that keep Chinese and
    Japanese words whole on the board (word joiners, zero-width spaces), no-break spaces
    as spaces, and a player's name spaced from the Chinese around it as the screen shows
    it (:func:`~farmhouse.app.board.linebreak.spaced_names`: 「從 Bot 2 抽到」)."""
    return plain(spaced_names(text))


def _tip_lines(item: QGraphicsItem) -> list[str]:
    return [line for line in spoken(item.toolTip()).splitlines() if line.strip()]


class _Leaf(QAccessibleInterface):
    """A child of one of the kit's interfaces (``parent_iface``) with no children of its own
    and no QObject: a piece of a board, a line of the game log."""

    def __init__(self, parent_iface: QAccessibleInterface) -> None:
        super().__init__()
        self.parent_iface = parent_iface

    def parent_valid(self) -> bool:
        """True while the parent's interface (and so its widget) still lives."""
        return shiboken6.isValid(self.parent_iface) and self.parent_iface.isValid()

    def object(self) -> Any:
        return None

    def window(self) -> Any:
        return self.parent_iface.window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> Any:  # noqa: N802 (Qt API)
        return None

    def childAt(self, x: int, y: int) -> Any:  # noqa: N802 (Qt API)
        return None

    def parent(self) -> QAccessibleInterface:
        return self.parent_iface

    def child(self, index: int) -> Any:
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt API)
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt API)
        return -1


class PieceAccessible(_Leaf):
    """One child of a board: a target, a piece on the board, or the board's headline
    (``item`` None). ``target`` is the choice model's target, or None for a piece."""

    def __init__(
        self, board: BoardAccessible, item: QGraphicsItem | None, target: tuple[Any, ...] | None
    ) -> None:
        super().__init__(board)
        self.item = item
        self.target = target

    @property
    def board(self) -> Any:
        return self.parent_iface.object()

    def isValid(self) -> bool:  # noqa: N802 (Qt API)
        if not self.parent_valid():
            return False
        item = self.item
        return item is None or (shiboken6.isValid(item) and item.scene() is not None)

    def name(self) -> str:
        """What the piece is, in the current language."""
        if self.item is None:
            return str(self.board.banner_text())
        if self.target is not None:
            name = str(self.board.target_name(self.target))
            if name:
                return name
        lines = _tip_lines(self.item)
        return lines[0] if lines else str(getattr(self.item, "text", "") or "")

    def description(self) -> str:
        """More about it: why a target cannot be picked now, or the rest of a piece's
        tooltip."""
        if self.item is None:
            return ""
        if self.target is not None:
            why = getattr(self.item, "why_not", None)
            said = [str(why)] if why and not getattr(self.item, "lit", False) else []
            hinted = getattr(self.board, "hinted_targets", None)
            if hinted is not None and self.target in hinted():
                label_of = getattr(self.board, "hint_label", None)
                label = label_of(self.target) if label_of is not None else ""
                #: A screen reader's description of a piece on the board that the hint shown
                #: suggests picking (the board rings it).
                plain = QCoreApplication.translate("BoardAccessible", "Suggested by the hint")
                #: The same, for a piece the hint's ring captions (%1: the caption, e.g. "then
                #: discard", "pay"): what the hint suggests doing with it.
                told = QCoreApplication.translate("BoardAccessible", "Suggested by the hint: %1")
                said.append(told.replace("%1", label) if label else plain)
            return "\n".join(said)
        return "\n".join(_tip_lines(self.item)[1:])

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return spoken(self.name())
        if kind == QAccessible.Text.Description:
            return spoken(self.description())
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt API)
        pass

    def rect(self) -> QRect:
        board = self.board
        if self.item is None:
            return QRect(board.mapToGlobal(QPoint(0, 0)), board.size())
        shown = board.shown_rect(self.item).toAlignedRect()
        viewport = board.viewport()
        return QRect(viewport.mapToGlobal(shown.topLeft()), shown.size())

    def role(self) -> QAccessible.Role:
        """A button for a target that can be picked now, was picked, or cannot be picked
        for a reason it gives (unavailable); any other piece, a target not offered at this
        step among them (another seat's empty herd slot), is text to read."""
        target = self.target
        if self.item is None or target is None:
            return QAccessible.Role.StaticText
        if getattr(self.item, "lit", False) or target in self.board.selection or self._refused():
            return QAccessible.Role.Button
        return QAccessible.Role.StaticText

    def _refused(self) -> bool:
        """True for a target that cannot be picked now and says why: the choice model gives
        a reason, or the board gave its item one (``why_not``: Black Sheep's pasture sides
        before a card is chosen); not one picked already."""
        if self.target in self.board.selection:
            return False
        if self.board.reason_of(self.target) is not None:
            return True
        return bool(getattr(self.item, "why_not", None)) and not getattr(self.item, "lit", False)

    def state(self) -> Any:
        state = QAccessible.State()
        board = self.board
        if self.target is not None:
            lit = bool(getattr(self.item, "lit", False))
            state.focusable = lit
            state.focused = lit and board.focus_target == self.target and board.hasFocus()
            state.selectable = lit
            state.selected = self.target in board.selection
            # unavailable: with a reason, the choice model's or its item's (not merely not
            # listed at this step, nor picked already)
            state.disabled = self._refused()
        if (self.item is not None and not self.item.isVisible()) or not_shown(board):
            state.invisible = True
        return state


class BoardAccessible(QAccessibleWidget):
    """The accessible interface of a board widget (see the module docstring)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Pane, "")
        self._key = id(widget)
        self._kids: dict[tuple[int, Any], PieceAccessible] = _KIDS.setdefault(self._key, {})
        self._list: list[PieceAccessible] = []
        key = self._key
        widget.destroyed.connect(lambda *_: _release(_KIDS.pop(key, {}).values()))

    def _children(self) -> list[PieceAccessible]:
        board: Any = self.object()
        kids: dict[tuple[int, Any], PieceAccessible] = {}
        out: list[PieceAccessible] = []
        if not_shown(board):  # (none: the pieces of a board not on screen are nobody's)
            _release(self._kids.values())
            self._kids = _KIDS[self._key] = {}
            self._list = []
            return []
        if board.banner_text():
            banner = self._kids.get((0, None))
            if banner is None:
                banner = PieceAccessible(self, None, None)
            kids[(0, None)] = banner
            out.append(banner)
        for item, target in board.accessible_items():
            key = (id(item), target)
            kept = self._kids.get(key)
            kid = kept if kept is not None and kept.item is item else None
            if kid is None:
                kid = PieceAccessible(self, item, target)
            kids[key] = kid
            out.append(kid)
        _release(kid for k, kid in self._kids.items() if kids.get(k) is not kid)
        self._kids = kids
        _KIDS[self._key] = kids
        self._list = out
        return out

    def childCount(self) -> int:  # noqa: N802 (Qt API)
        return len(self._children())

    def child(self, index: int) -> Any:
        kids = self._list if 0 <= index < len(self._list) else self._children()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt API)
        for i, kid in enumerate(self._list):
            if kid is child:
                return i
        return -1

    def focusChild(self) -> Any:  # noqa: N802 (Qt API)
        board: Any = self.object()
        target = board.focus_target
        if target is None:
            return None
        for kid in self._children():
            if kid.target == target:
                return kid
        return None

    def childAt(self, x: int, y: int) -> Any:  # noqa: N802 (Qt API)
        for kid in self._children():
            if kid.item is not None and kid.rect().contains(x, y):
                return kid
        return None

    def text(self, kind: QAccessible.Text) -> str:
        widget: Any = self.object()
        if kind == QAccessible.Text.Name:
            return board_name(widget)
        if kind == QAccessible.Text.Description:
            return str(widget.accessibleDescription())
        return str(super().text(kind))

    def index_of_target(self, target: tuple[Any, ...]) -> int:
        """The child index of ``target`` (-1 if it has no item on the board)."""
        for i, kid in enumerate(self._children()):
            if kid.target == target:
                return i
        return -1


def not_shown(widget: QWidget) -> bool:
    """True if ``widget`` is not on screen while its window is: hidden itself or in a
    hidden widget (a page of a stack not shown, the look back once closed). A widget whose
    window is not shown (a board made by a test and never shown) counts as shown."""
    window = widget.window()
    return window is not widget and window.isVisible() and not widget.isVisible()


class PagesAccessible(QAccessibleWidget):
    """The accessible interface of a stack of pages (a :class:`QStackedWidget`): a layered
    pane whose one child is the page it shows (none while it shows none). Qt's own lists
    every page, and a page not shown is flagged invisible but not what lies in it (see the
    module docstring). Screen readers are told when the page shown changes."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.LayeredPane, "")
        stack: Any = widget
        stack.currentChanged.connect(lambda *_: _pages_changed(stack))

    def _page(self) -> QWidget | None:
        stack: Any = self.object()
        page = stack.currentWidget() if stack is not None else None
        return page if isinstance(page, QWidget) else None

    def childCount(self) -> int:  # noqa: N802 (Qt API)
        return 1 if self._page() is not None else 0

    def child(self, index: int) -> Any:
        page = self._page()
        if index != 0 or page is None:
            return None
        return QAccessible.queryAccessibleInterface(page)

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt API)
        page = self._page()
        return 0 if page is not None and child is not None and child.object() is page else -1


def _pages_changed(stack: QWidget) -> None:
    if shiboken6.isValid(stack) and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(stack, QAccessible.Event.ObjectReorder))


class LineAccessible(_Leaf):
    """Line ``index`` of a view of lines (:class:`LinesAccessible`): a list item named by
    the line as spoken, read when asked."""

    def __init__(self, view: LinesAccessible, index: int) -> None:
        super().__init__(view)
        self.index = index

    @property
    def view(self) -> Any:
        return self.parent_iface.object()

    def isValid(self) -> bool:  # noqa: N802 (Qt API)
        if not self.parent_valid():
            return False
        return bool(self.index < self.view.line_count())

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and self.isValid():
            return spoken(str(self.view.spoken_line(self.index)))
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt API)
        pass

    def rect(self) -> QRect:
        view = self.view
        shown = view.line_rect(self.index) if self.isValid() else None
        if shown is None:
            return QRect()
        port = view.viewport()
        return QRect(port.mapToGlobal(shown.topLeft()), shown.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> Any:
        state = QAccessible.State()
        view = self.view
        state.focusable = True
        state.focused = view.hasFocus() and view.key_item() == self.index
        if not view.isVisible():
            state.invisible = True
        elif not view.line_in_sight(self.index):
            state.offscreen = True
        return state


class LinesAccessible(QAccessibleWidget):
    """The accessible interface of a view of lines of text (see the module docstring): a
    list whose items (:class:`LineAccessible`) are its lines, ``spoken_line(i)`` each of
    ``line_count()``, the item of its ``key_item()`` focused while it has the focus (where
    they are: ``line_rect(i)``, ``line_in_sight(i)``, ``item_at(point)``, ``viewport()``);
    no text interface."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.List, "")
        self._key = id(widget)
        self._kids: dict[int, LineAccessible] = _LINES.setdefault(self._key, {})
        key = self._key
        widget.destroyed.connect(lambda *_: _release(_LINES.pop(key, {}).values()))

    def _count(self) -> int:
        view: Any = self.object()
        count = int(view.line_count())
        gone = [k for k in self._kids if k >= count]
        _release(self._kids.pop(k) for k in gone)
        return count

    def childCount(self) -> int:  # noqa: N802 (Qt API)
        return self._count()

    def child(self, index: int) -> Any:
        if not 0 <= index < self._count():
            return None
        kid = self._kids.get(index)
        if kid is None or not shiboken6.isValid(kid):
            kid = self._kids[index] = LineAccessible(self, index)
        return kid

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt API)
        for index, kid in self._kids.items():
            if kid is child:
                return index
        return -1

    def focusChild(self) -> Any:  # noqa: N802 (Qt API)
        view: Any = self.object()
        line = view.key_item()
        if not view.hasFocus() or line is None:
            return None
        return self.child(line)

    def childAt(self, x: int, y: int) -> Any:  # noqa: N802 (Qt API)
        view: Any = self.object()
        port = view.viewport()
        local = port.mapFromGlobal(QPoint(x, y))
        if not port.rect().contains(local):
            return None
        line = view.item_at(local)
        return self.child(line) if line is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        """Its name and description as Qt gives a widget's (a description falls back on
        its tooltip), as spoken."""
        if kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            return spoken(str(super().text(kind)))
        return str(super().text(kind))


def _release(kids: Iterable[QAccessibleInterface]) -> None:
    """Let Qt delete children that are gone from the board (their items were drawn anew):
    Qt may still hold them (a screen reader asked for them), so it deletes them, not Python
    (a Python-freed interface left in Qt's cache crashed the app under AT-SPI)."""
    for kid in list(kids):
        if shiboken6.isValid(kid):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(kid))


def _board_iface(board: QWidget) -> BoardAccessible | None:
    iface = QAccessible.queryAccessibleInterface(board)
    return iface if isinstance(iface, BoardAccessible) else None


def _tell(kind: str, obj: QObject, text: str) -> None:
    for listener in list(LISTENERS):
        listener(kind, obj, text)


def focus_moved(board: QWidget, target: tuple[Any, ...]) -> None:
    """The keyboard focus went to ``target`` on ``board``: send the focus event for its
    child (a screen reader speaks its name and description)."""
    if not (QAccessible.isActive() or LISTENERS):
        return  # nobody listens: the children are not even listed
    iface = _board_iface(board)
    if iface is None:
        return
    index = iface.index_of_target(target)
    if index < 0:
        return
    if board.hasFocus():
        event = QAccessibleEvent(board, QAccessible.Event.Focus)
        event.setChild(index)
        QAccessible.updateAccessibility(event)
    kid = iface.child(index)
    _tell("focus", board, kid.text(QAccessible.Text.Name) if kid is not None else "")


def picked(board: QWidget, target: tuple[Any, ...]) -> None:
    """``target`` was picked (it is in the selection now): send the selection event for its
    child (a screen reader says it is selected)."""
    if not (QAccessible.isActive() or LISTENERS):
        return
    iface = _board_iface(board)
    index = iface.index_of_target(target) if iface is not None else -1
    if iface is None or index < 0:
        return
    event = QAccessibleEvent(board, QAccessible.Event.SelectionAdd)
    event.setChild(index)
    QAccessible.updateAccessibility(event)
    kid = iface.child(index)
    _tell("selection", board, kid.text(QAccessible.Text.Name) if kid is not None else "")


def board_focused(board: QWidget) -> None:
    """The board itself got the keyboard focus: speak its focused target, if any."""
    target = getattr(board, "focus_target", None)
    if target is not None:
        focus_moved(board, target)


def board_name(board: QWidget) -> str:
    """The board's accessible name: its own accessible name if it was given one, else its
    headline (:meth:`GameBoard.banner_text`: whose turn it is, "Game over"), as spoken."""
    b: Any = board
    return spoken(str(b.accessibleName() or b.banner_text()))


def changed(board: QWidget) -> None:
    """The board's pieces or targets changed (a new view, a pick): tell screen readers to
    read its children again, and its name if that changed (the headline: a screen reader
    keeps the name it read, and said "Waiting for Bot2…" on the player's own turn)."""
    QAccessible.updateAccessibility(QAccessibleEvent(board, QAccessible.Event.ObjectReorder))
    if not (QAccessible.isActive() or LISTENERS):
        return
    name = board_name(board)
    key = id(board)
    if _NAMES.get(key) == name:
        return
    if key not in _NAMES:
        board.destroyed.connect(lambda *_: _NAMES.pop(key, None))
    _NAMES[key] = name
    QAccessible.updateAccessibility(QAccessibleEvent(board, QAccessible.Event.NameChanged))
    _tell("name", board, name)


def announce(obj: QObject, text: str, assertive: bool = False) -> None:
    """Have screen readers speak ``text`` (a move, a turn change, a refusal) without moving
    the focus: Qt's announcement event on ``obj`` (``assertive``: interrupt what is being
    spoken, for refusals)."""
    if not text:
        return
    text = spoken(text)
    event = QAccessibleAnnouncementEvent(obj, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
    _tell("announce", obj, text)


def line_focused(view: QWidget) -> None:
    """The keyboard moved to line ``view.key_item()`` of ``view`` (a view of lines,
    focused): send the focus event for its item (a screen reader speaks the line, as for an
    item of any list)."""
    v: Any = view
    line = v.key_item()
    if line is None:
        return
    if v.hasFocus() and QAccessible.isActive():
        iface = QAccessible.queryAccessibleInterface(view)
        if isinstance(iface, LinesAccessible):
            event = QAccessibleEvent(view, QAccessible.Event.Focus)
            event.setChild(line)
            QAccessible.updateAccessibility(event)
    _tell("focus", view, spoken(str(v.spoken_line(line))))


def lines_added(view: QWidget, first: int, count: int) -> None:
    """Lines ``first`` to ``first + count - 1`` were added to ``view`` (a view of lines):
    tell screen readers of their items (one event each, not the whole list again)."""
    if QAccessible.isActive():
        iface = QAccessible.queryAccessibleInterface(view)
        if isinstance(iface, LinesAccessible):
            for line in range(first, first + count):
                event = QAccessibleEvent(view, QAccessible.Event.ObjectCreated)
                event.setChild(line)
                QAccessible.updateAccessibility(event)
    _tell("lines", view, str(count))


def lines_reset(view: QWidget) -> None:
    """``view`` (a view of lines) was filled anew: its items handed out so far are let go
    (a screen reader keeps what it read of an item: after a hot-seat hand-over it would
    still have the last player's private lines), and screen readers read its items again."""
    kids = _LINES.get(id(view))
    if kids:
        _release(list(kids.values()))
        kids.clear()
    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
    _tell("lines", view, "*")


def problems(board: QWidget) -> list[str]:
    """What a screen reader's user would miss on ``board`` now (for every game's tests):
    a target without a name, a target that cannot be picked without the reason, a board
    without a headline. Empty when all is well."""
    install()
    out: list[str] = []
    b: Any = board
    if not b.banner_text():
        out.append("the board has no headline (banner_text)")
    iface = QAccessible.queryAccessibleInterface(board)
    kids = [iface.child(i) for i in range(iface.childCount())] if iface is not None else []
    for kid in kids:
        if not isinstance(kid, PieceAccessible) or kid.target is None:
            continue
        if not kid.name().strip():
            out.append(f"target {kid.target!r} has no name")
        if kid.state().disabled and not kid.description().strip():
            out.append(f"target {kid.target!r} cannot be picked and says not why")
    return out


def accessible_tree(widget: QWidget) -> list[tuple[str, str, str, str]]:
    """The accessible children of ``widget`` as a screen reader reads them, in order:
    ``(role name, name, description, states)`` (states: "focused", "selected",
    "unavailable", space separated). For tests of every game's board."""
    install()
    iface = QAccessible.queryAccessibleInterface(widget)
    out: list[tuple[str, str, str, str]] = []
    if iface is None:
        return out
    for i in range(iface.childCount()):
        kid = iface.child(i)
        if kid is None:
            continue
        state = kid.state()
        flags = [
            name
            for name, on in (
                ("focused", state.focused),
                ("selected", state.selected),
                ("unavailable", state.disabled),
            )
            if on
        ]
        out.append(
            (
                kid.role().name,
                kid.text(QAccessible.Text.Name),
                kid.text(QAccessible.Text.Description),
                " ".join(flags),
            )
        )
    return out
