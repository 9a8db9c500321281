"""A board's running animation worded anew after a language switch (the kit's
``Flight.label`` given its words as functions): the check the games' board tests share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def ghost_labels(board: Any) -> list[Any]:
    """The labels (ghost boxes with text) of ``board``'s running animation."""
    return [g for g in board.animations._ghosts if getattr(g, "text", "")]


def assert_labels_follow_a_switch(
    board: Any, switch: Callable[[], object], wanted: Callable[[], list[str]], least: float
) -> None:
    """The labels of ``board``'s running animation say ``wanted()`` (in the current
    language; spaces aside), and after ``switch()`` (to another language) and the board's
    ``retranslate()`` say ``wanted()`` anew, while the animation still runs, each within its
    box at ``least`` units or more. Ends the animation."""

    def said(words: list[str]) -> list[str]:
        return sorted("".join(w.split()) for w in words)

    assert said([g.text for g in ghost_labels(board)]) == said(wanted())
    before = said(wanted())
    switch()
    board.retranslate()
    assert board.is_animating() and said(wanted()) != before
    assert said([g.text for g in ghost_labels(board)]) == said(wanted())
    for label in ghost_labels(board):
        (_, size, drawn), *_ = label.drawn_texts()
        assert label.rect.contains(drawn) and size >= least, label.text
    board.animations.finish()
    board.set_animation_speed(0)
