"""Issue X7 (session 19): a message box's text went to Qt as it was, and Qt broke Chinese
and Japanese anywhere (「…這個存檔已損壞或不完／整。」, 「…不合規則的動／作。」,
「…壊れているか、不／完全です。」). Now it goes through the app's one breaker, as the app's
other running text does (:func:`farmhouse.app.labels.message_text`).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QLabel

from farmhouse.app.board.linebreak import WORD_JOINER, plain
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.test_linebreak import line_spans
from tests.app.test_words_whole import inside

pytestmark = pytest.mark.gui


def test_a_message_box_breaks_chinese_only_between_words(qtbot, tmp_path):
    """Opening a damaged save in Traditional Chinese: the box's text went to Qt as it was
    (「…損壞或不完／整。」); now it is prepared by the breaker (word joiners inside each word)
    and Qt's lines, at the box's width, begin at no place inside a word."""
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], None, 1)
    path = tmp_path / "trunc.farmhouse"
    saves.save_match(match, path)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    with real_window(qtbot, "zh_TW", (1280, 720)) as window:
        assert window.open_path(path) is False
        box = window.message_box
        assert box is not None
        text = box.text()
        assert "不完整" in plain(text)
        assert WORD_JOINER.join("不完整") in text
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        qtbot.waitUntil(lambda: label.isVisible())
        anywhere = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere  # (as the box's label)
        spans = line_spans(label.text(), label.font(), label.contentsRect().width(), anywhere)
        starts = [start for start, _ in spans]
        assert len(starts) > 1, "the text is wrapped"
        shown = label.text()
        for word in ("不完整", "存檔", "損壞"):
            kept = WORD_JOINER.join(word)
            assert inside(shown, kept, starts) == [], (word, starts, plain(shown))
        box.done(0)


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
@pytest.mark.parametrize("content", ["hello, this is not a saved game\n", ""])
def test_the_not_a_save_box_keeps_a_negation_with_its_verb(qtbot, tmp_path, lang, content):
    """Session 19's second tester, Y5: opening a file that is not JSON (or an empty one) in
    Chinese, the box broke 「…這個檔案不是存檔（不／是 JSON）。」: the phrase model cut the
    negation from its verb. 不 holds on to the character after it (``BIND_NEXT``); no line of
    the box begins inside 「不是」."""
    path = tmp_path / "notjson.farmhouse"
    path.write_text(content, encoding="utf-8")
    with real_window(qtbot, lang, (1280, 720)) as window:
        assert window.open_path(path) is False
        box = window.message_box
        assert box is not None
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        qtbot.waitUntil(lambda: label.isVisible())
        shown = label.text()
        assert "不是" in plain(shown)
        anywhere = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere  # (as the box's label)
        for width in range(label.contentsRect().width(), 150, -7):  # (any path's length)
            spans = line_spans(shown, label.font(), width, anywhere)
            lines = [plain(shown[start : start + length]) for start, length in spans]
            assert len(lines) > 1, "the text is wrapped"
            pairs = zip(lines, lines[1:], strict=False)
            cut = [(a, b) for a, b in pairs if a.endswith("不") and b[:1] == "是"]
            assert cut == [], (width, lines)
        box.done(0)
