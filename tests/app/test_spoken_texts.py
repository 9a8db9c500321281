"""What a screen reader reads of the shell's labels in Chinese and Japanese: the words, never
the marks that keep them whole when lines wrap (U+2060 word joiners, U+200B zero-width
spaces; the tester's T3: the start page's titles read 「ブ⁠ラ⁠ッ⁠ク…」 in Japanese)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from farmhouse.app.board.linebreak import plain
from farmhouse.app.labels import plain_label

from .keyplay import real_window

pytestmark = pytest.mark.gui

MARKS = ("\u2060", "\u200b")


def name_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_the_start_pages_titles_and_blurbs_are_read_without_marks(qtbot, lang):
    with real_window(qtbot, lang) as window:
        cards = [c for c in window.start_page.cards if c.playable]
        assert cards
        for card in cards:
            for label in (card.title, card.blurb):
                assert any(mark in label.text() for mark in MARKS) or lang != "ja"
                assert name_of(label) == plain(label.text()) != ""


def test_a_plain_labels_name_is_its_text_without_marks(qtbot):
    label = plain_label("ブ\u2060ラ\u2060ッ\u2060ク")
    qtbot.addWidget(label)
    assert name_of(label) == "ブラック"
    label.setText("手\u2060元\u200bに")
    assert name_of(label) == "手元に"
