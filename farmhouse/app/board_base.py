"""What the app expects from a game's board module (``farmhouse.games.<id>.board``).

A board module provides:

- ``create_board(parent: QWidget | None) -> BoardWidget``: the game's board widget.
- ``describe_event(event: Event, names: Sequence[str]) -> str | None``: one translated
  game-log line for an engine event (``None`` for events the log skips).
- ``describe_illegal(error: IllegalAction) -> str``: a translated explanation of a refusal.
- ``describe_action(action, names: Sequence[str], seat: int) -> str``: a short translated text.
- ``breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]``:
  for the game-over screen, per seat (in ranking order) a heading and lines saying what each
  point came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsView

from farmhouse.core.game import Event


class BoardWidget(QGraphicsView):
    """Base class of every game board: a QGraphicsView the app drives.

    Signals:
    - ``action_chosen(object)``: the human picked a complete legal action.
    - ``illegal_attempt(str)``: a translated explanation of an attempt that was refused.
    - ``animations_finished()``: every animation started by :meth:`show_view` has ended.
    """

    action_chosen = Signal(object)
    illegal_attempt = Signal(str)
    animations_finished = Signal()

    def show_view(
        self,
        view: Any,
        legal: Sequence[Any],
        events: Sequence[Event] = (),
        names: Sequence[str] = (),
    ) -> None:
        """Draw ``view`` (what the seat at the screen may see), animate ``events`` that led
        to it, and let the human choose among ``legal`` (empty: not their decision)."""
        raise NotImplementedError

    def set_interactive(self, enabled: bool) -> None:
        """Allow or forbid the human to choose actions (False while an AI thinks)."""
        raise NotImplementedError

    def set_animation_speed(self, factor: float) -> None:
        """Scale animation durations: 1.0 normal, 0 instant, 2.0 twice as slow."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Redraw any text after a language switch."""
        raise NotImplementedError
