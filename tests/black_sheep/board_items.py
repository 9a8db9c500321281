"""Where the Black Sheep board's tests find its pieces: the board's public parts (its hand,
table, question panel) and its choice model's targets, read the way a player sees them.

These were methods of the board that only tests used; the board no longer carries them.
"""

from __future__ import annotations

from typing import Any

from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.games.black_sheep.choices import hand_positions


def hand_cards(board: Any) -> list[SvgItem]:
    """The viewer's hand card items, in hand order (none for a spectator's view)."""
    if board.view is None or board.view.seat is None:
        return []
    return [item for item in board.hand.items if isinstance(item, SvgItem)]


def own_side(board: Any, pasture: int) -> Box | None:
    """The viewer's side target of ``pasture`` (None for a spectator or a retired pasture)."""
    return board.table.side_items.get(pasture)


def mat_of(board: Any, pasture: int) -> SvgItem:
    """The mat picture of ``pasture``."""
    return board.table.mat_items[pasture]


def discard_cards(board: Any) -> list[SvgItem]:
    """The cards the discard question offers (empty while it is not asked)."""
    return list(board.question.panel.items.values())


def pending_cards(board: Any) -> list[SvgItem]:
    """The card(s) shown as being played while the discard question is open."""
    return [item for item in board.question.layer.childItems() if isinstance(item, SvgItem)]


def keep_all(board: Any) -> Box | None:
    """The discard question's "Keep all" button, if shown."""
    return board.question.panel.buttons.get(("keep",))


def pass_button(board: Any) -> Box | None:
    """The "Pass" button, shown when passing is the only legal action."""
    return board.item_of(("pass",))


def end_banner(board: Any) -> Box | None:
    """The "last round" banner, once the end is triggered (None before)."""
    if board.view is None or not board.view.end_triggered:
        return None
    return next((i for i in board.table.layer["end"].childItems() if isinstance(i, Box)), None)


def picked_cards(board: Any) -> list[int]:
    """The hand positions picked (0-based, in the order picked)."""
    return hand_positions(board.selection)


def pick_as_click(board: Any, role: str, value: int | None = None) -> None:
    """Do what a click on the item of target ``(role, value)`` does (``(role,)`` without a
    value): a picked hand card is put back, anything else is picked (a running animation is
    finished first)."""
    target = (role,) if value is None else (role, value)
    if board.is_animating():
        board.animations.finish()
    if target in board.selection:
        board.picked_again(target)
    else:
        board.pick(target)
