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


def layers(board: Any, part: str) -> dict[Any, Any]:
    """The board's layers of ``part`` ("gaucho", "money", …) by key (a space, a seat…; None
    for a part there is one of: "dice", "final", …)."""
    return {key: layer for (kind, key), layer in board.table.parts.items() if kind == part}
