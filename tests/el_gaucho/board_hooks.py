"""What the El Gaucho board tests read of the board, through its public parts: the items
bound to targets (GameBoard.item_of/bound_targets), the choice panel's buttons and the prompt
line. (These were methods of the board that only the tests used.)"""

from __future__ import annotations

from typing import Any


def target(board: Any, role: str, value: Any) -> Any:
    """The item of target ``role``/``value`` (KeyError if it is not on the board)."""
    item = board.item_of((role, value))
    if item is None:
        raise KeyError((role, value))
    return item


def targets(board: Any) -> dict[tuple[str, Any], Any]:
    """Every target on the board by (role, value)."""
    return dict(board.bound_targets())


def lit_targets(board: Any) -> set[tuple[str, Any]]:
    """The (role, value) of every lit target."""
    return {k for k, item in board.bound_targets().items() if getattr(item, "lit", False)}


def panel_choices(board: Any) -> list[Any]:
    """The actions behind the choice panel's buttons, in key order."""
    return list(board._choices)


def choice_items(board: Any) -> list[Any]:
    """The buttons of the choice panel, in key order."""
    return [target(board, "choice", action) for action in panel_choices(board)]


def hint(board: Any) -> str:
    """The prompt line's text as drawn."""
    return board._hint.text() if board._hint is not None else ""


def texts_in(board: Any, rect: Any) -> list[str]:
    """The texts drawn (and visible) within scene rectangle ``rect``, top to bottom, left to
    right: what a player reads there."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.app.board.targets import Box

    found = []
    for item in board.scene().items():
        if not item.isVisible() or not rect.contains(item.sceneBoundingRect()):
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            found.append((item.sceneBoundingRect(), item.text()))
        elif isinstance(item, Box) and item.text:
            found.append((item.sceneBoundingRect(), item.text))
    found.sort(key=lambda f: (round(f[0].top()), f[0].left()))
    return [text for _, text in found]


def tooltips(board: Any) -> list[str]:
    """The tooltips of every visible item on the board (what pointing at it says)."""
    return [i.toolTip() for i in board.scene().items() if i.isVisible() and i.toolTip()]


def text_with_tip(board: Any, tip: str) -> list[Any]:
    """The visible text items whose tooltip is ``tip``."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [
        i
        for i in board.scene().items()
        if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible() and i.toolTip() == tip
    ]


def frames(board: Any, colour: Any) -> list[Any]:
    """The scene rectangles of the visible frames (unfilled boxes) drawn in ``colour``: the
    "just happened" marks."""
    from farmhouse.app.board.targets import Box

    return [
        i.sceneBoundingRect()
        for i in board.scene().items()
        if isinstance(i, Box) and i.isVisible() and i.fill is None and i.border == colour
    ]


def pictures_in(board: Any, rect: Any) -> list[str]:
    """The names of the pictures (SVG art, by file stem) drawn and visible within scene
    rectangle ``rect``: "gaucho_lying", "tile_black", …"""
    from farmhouse.app.board.svg import SvgItem

    return sorted(
        i.path.stem
        for i in board.scene().items()
        if isinstance(i, SvgItem) and i.isVisible() and rect.contains(i.sceneBoundingRect())
    )


def final_frame(board: Any, title: str = "Final scoring") -> Any:
    """The scene rectangle of the end-of-game rows' frame (the paper box centred on the
    visible ``title`` and around it), or None while there is none."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.app.board.palette import INK, PAPER
    from farmhouse.app.board.targets import Box

    items = [i for i in board.scene().items() if i.isVisible()]
    titles = [
        i.sceneBoundingRect()
        for i in items
        if isinstance(i, QGraphicsSimpleTextItem) and i.text() == title
    ]
    boxes = [
        i.sceneBoundingRect()
        for i in items
        if isinstance(i, Box)
        and (i.fill, i.border) == (PAPER, INK)
        and any(
            i.sceneBoundingRect().contains(t)
            and abs(i.sceneBoundingRect().center().x() - t.center().x()) < 2
            for t in titles
        )
    ]
    return min(boxes, key=lambda r: r.width() * r.height(), default=None)


def hint_shown(board: Any) -> bool:
    """Whether the prompt line is visible."""
    return board._hint is not None and board._hint.isVisible()


def whose_dice(board: Any) -> list[Any]:
    """The labels in the dice tray that carry a tooltip (the one naming whose dice they are)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.games.el_gaucho.board import layout as L

    return [
        i
        for i in board.scene().items()
        if isinstance(i, QGraphicsSimpleTextItem)
        and i.isVisible()
        and i.toolTip()
        and L.TRAY_RECT.contains(i.sceneBoundingRect())
    ]


def recent_lines(board: Any) -> tuple[str, tuple[str, ...]]:
    """The "Since your last turn" panel's title and every line given to it (oldest first:
    it shows those that fit and says how many it left out), as last drawn."""
    return board.recent_title(), tuple(board.table.recent.given)
