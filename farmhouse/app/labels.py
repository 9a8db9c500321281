"""Labels for text the user typed (player names) or read from a file: always plain text, so
that a name like ``<b>Ann</b>`` shows as typed, and names too long for the space elided."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that never interprets ``text`` (or later texts) as HTML."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def elided(text: str, widget: QWidget, width: int) -> str:
    """``text`` shortened with "…" at the end so that it fits ``width`` pixels in ``widget``'s
    font (style sheet included); unchanged if it fits."""
    widget.ensurePolished()
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(width, 1))


def elided_words(text: str, widget: QWidget, width: int, lines: int = 2) -> str:
    """``text`` for a word-wrapping label ``width`` pixels wide: at most about ``lines`` lines
    of it, and every single word too wide for one line elided (a label cannot break it)."""
    text = elided(text, widget, width * lines)
    return " ".join(elided(word, widget, width) for word in text.split(" "))
