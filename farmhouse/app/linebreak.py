"""Moved to the board kit: :mod:`farmhouse.app.board.linebreak` is the one line breaker of the
app. This name stays only for the boards and game tests that still import it (to go once they
import the kit's)."""

from __future__ import annotations

from farmhouse.app.board.linebreak import (
    BREAK,
    NO_BREAK_SPACE,
    WORD_JOINER,
    keep_html_phrases,
    keep_name,
    keep_phrases,
    keep_words,
    plain,
)

__all__ = [
    "BREAK",
    "NO_BREAK_SPACE",
    "WORD_JOINER",
    "keep_html_phrases",
    "keep_name",
    "keep_phrases",
    "keep_words",
    "plain",
]
