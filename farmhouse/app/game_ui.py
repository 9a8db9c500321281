"""The Qt side of one game, loaded from ``farmhouse.games.<id>.board`` (and ``.texts``).

See :mod:`farmhouse.app.board_base` for what a board module provides.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from farmhouse.app.board_base import BoardWidget
from farmhouse.core.game import Event, IllegalAction, Outcome


@attrs.frozen
class GameUI:
    """The functions the shell needs from a game's board module."""

    create_board: Callable[[QWidget | None], BoardWidget]
    describe_event: Callable[[Event, Sequence[str]], str | None]
    describe_illegal: Callable[[IllegalAction], str]
    breakdown_rows: Callable[[Outcome, Sequence[str]], list[tuple[str, list[str]]]]


def load_game_ui(game_id: str) -> GameUI:
    """Import the board module of ``game_id``; texts come from its ``texts`` module if any.

    Raises ImportError if the game has no board module.
    """
    board = importlib.import_module(f"farmhouse.games.{game_id}.board")
    try:
        texts: Any = importlib.import_module(f"farmhouse.games.{game_id}.texts")
    except ImportError:
        texts = board

    def pick(name: str) -> Any:
        return getattr(texts, name, None) or getattr(board, name)

    return GameUI(
        create_board=board.create_board,
        describe_event=pick("describe_event"),
        describe_illegal=pick("describe_illegal"),
        breakdown_rows=pick("breakdown_rows"),
    )


class Summary(QObject):
    """Translation context "Summary" for counted phrases (lupdate needs ``self.tr`` to see
    them as plural messages)."""

    def figures(self, n: int) -> str:
        """ "3 figures" in the current language."""
        return self.tr("%n figure(s)", "", n)

    def hand(self, n: int) -> str:
        """ "3 cards in hand" in the current language."""
        return self.tr("%n card(s) in hand", "", n)


_SUMMARY = Summary()


def seat_summary(view: Any, seat: int) -> str:
    """A short translated line about ``seat`` from ``view``: figures in its corral, the points
    of those whose values the view shows, and its hand size ("" if the view has neither)."""
    parts: list[str] = []
    corrals = getattr(view, "corrals", None)
    if corrals is not None and seat < len(corrals):
        figures = corrals[seat]
        parts.append(_SUMMARY.figures(len(figures)))
        known = [f.value for f in figures if getattr(f, "value", None) is not None]
        if known:
            parts.append(
                QCoreApplication.translate("Summary", "%1 points known").replace(
                    "%1", f"{sum(known):+d}"
                )
            )
    hand_sizes = getattr(view, "hand_sizes", None)
    if hand_sizes is not None and seat < len(hand_sizes):
        parts.append(_SUMMARY.hand(hand_sizes[seat]))
    return " · ".join(parts)
