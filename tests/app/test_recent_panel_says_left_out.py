"""Issue X6 (session 19): at 1280 × 720 with four players, Black Sheep's "Since your last
turn" panel showed the newest two of six lines (the hand-over screen had listed all six) with
no sign that older ones were left out: the "…" line it put first only where a line of room
was left over, which there was not. Now a panel that cannot show every line says how many
older ones it left out and where they are, in its first line, in every game and language
(older lines give way to it, never the newest one); its tooltip and what screen readers
read say it too.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from farmhouse.app.board.parts.recent import RecentPanel
from farmhouse.app.board.text import UNWRAPPED, line_pitch, wrap_lines
from farmhouse.app.i18n import Translations
from tests.app.test_recent_panel_fills import PANELS, real_panels

pytestmark = pytest.mark.gui


def check_says_left_out(panel: RecentPanel) -> None:
    """``panel`` shows every line given, or its first line is the notice of how many it
    left out (the right count)."""
    block = panel.block
    assert block is not None
    left_out = len(panel.given) - len(panel.shown)
    if panel.keep and panel.shown != panel.given[left_out:]:  # (each seat's move kept: F19)
        given = iter(panel.given)
        assert all(line in given for line in panel.shown)  # (in their order)
    else:
        assert panel.shown == panel.given[left_out:]
    assert panel.left_out == left_out
    text = block.data(UNWRAPPED)
    if left_out:
        notices = (panel.earlier_text(left_out), panel.earlier_text(left_out, short=True))
        assert text.split("\n")[0] in notices, text
        assert panel.earlier_text(left_out) in block.toolTip()  # (the whole notice)
        # the newest line shows, unless not one of its lines fits under the notice (then
        # the notice counts it too: it beats a half-cut line, session 19's tester, Y3)
        assert panel.shown or text in notices, text
    else:
        assert "…" not in text.split("\n")[0], text


def test_the_notice_has_real_plurals(qtbot):
    """The count in the notice, in English and Japanese."""
    translations = Translations()
    translations.set_language("en")
    assert RecentPanel().earlier_text(1) == "… 1 more line in the log (Ctrl+L)"
    assert RecentPanel().earlier_text(4) == "… 4 more lines in the log (Ctrl+L)"
    translations.set_language("ja")
    assert RecentPanel().earlier_text(4) == "…ほか4件はゲームログに（Ctrl+L）"


def test_a_small_panel_says_how_many_lines_it_left_out(qtbot):
    """Six lines in a panel with room for four: the notice and the newest lines that fit
    under it (before the fix: the newest lines, no notice, as if they were all)."""
    scene = QGraphicsScene()
    parent = QGraphicsRectItem()
    scene.addItem(parent)
    panel = RecentPanel(12)
    lines = [f"Bot {i} plays a card to pasture I and discards a cow." for i in range(6)]
    panel.draw(parent, QRectF(0, 0, 260, 120), "Since your last turn", lines)
    check_says_left_out(panel)
    assert 0 < len(panel.shown) < len(lines)
    panel.draw(parent, QRectF(0, 0, 260, 600), "Since your last turn", lines)
    check_says_left_out(panel)
    assert panel.shown == lines  # (room for all: no notice)


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "en"])
@pytest.mark.parametrize("game", sorted(PANELS))
def test_the_real_panels_say_what_they_left_out(qtbot, game, lang):
    """On every game's real board at 1280 × 720 with four players (the tester's Black Sheep
    in Japanese), positions with more lines than the panel shows begin with the notice."""
    cut = 0
    for panel in real_panels(qtbot, game, lang):
        check_says_left_out(panel)
        cut += panel.left_out > 0
        if cut >= 2:
            break
    assert cut >= 2


def test_a_panel_too_small_for_the_notice_and_the_newest_shows_the_notice(qtbot):
    """Session 19's tester (Y3): where the room under the title holds the notice but not one
    line of the newest entry under it, the panel showed the newest entry alone, cut short
    ("• Round 15, the last round with dice, beg…"), and left the older lines out with no
    word of them. Now the notice shows and counts every line; a line is never left out
    unsaid (in a room one line taller, the notice and the newest cut short under it)."""
    translations = Translations()
    translations.set_language("en")
    scene = QGraphicsScene()
    parent = QGraphicsRectItem()
    scene.addItem(parent)
    panel = RecentPanel(16)
    newest = "Round 15, the last round with dice, begins; Player 1 is the start player." * 2
    lines = [f"Bot {i} takes two dice." for i in range(7)] + [newest]
    panel.draw(parent, QRectF(0, 0, 240, 400), "Since your last turn", lines)
    margin = panel.block.document().documentMargin()
    pitch = line_pitch(16)
    for holds in (1, 2):  # (the notice on one line: said short in 220 units)
        height = panel._top + 2 * margin + holds * pitch + 0.5
        panel.draw(parent, QRectF(0, 0, 240, height), "Since your last turn", lines)
        check_says_left_out(panel)
        text = panel.block.toPlainText()
        assert text.count("\n") + 1 <= holds, text
        if holds == 1:
            assert panel.left_out == len(lines) and not panel.shown, text
        else:
            assert panel.shown == [newest] and text.endswith("…"), text


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_a_notice_too_long_for_one_line_is_said_short(qtbot, lang):
    """Session 20: in El Gaucho's panel (232 units of text at 16) the notice "… 7 more lines
    in the log (Ctrl+L)" took two lines in every language, a line the newest entry lacked.
    Where the whole notice wraps, the panel says it short ("… 7 more lines (Ctrl+L)", one line)
    and the line it saves goes to the entries; its tooltip still says it whole."""
    translations = Translations()
    translations.set_language(lang)
    try:
        panel = RecentPanel(16)
        width = 232.0
        assert len(wrap_lines(panel.earlier_text(7), 16, width)) == 2
        assert panel.notice(7, width) == panel.earlier_text(7, short=True)
        assert len(wrap_lines(panel.notice(7, width), 16, width)) == 1
        assert panel.notice(7, 600.0) == panel.earlier_text(7)  # (room: the whole notice)
        scene = QGraphicsScene()
        parent = QGraphicsRectItem()
        scene.addItem(parent)
        lines = [f"Bot {i} takes two dice." for i in range(8)]
        panel.draw(parent, QRectF(0, 0, width + 20, 400), "Since your last turn", lines)
        margin = panel.block.document().documentMargin()
        height = panel._top + 2 * margin + 3 * line_pitch(16) + 0.5  # (room for 3 lines)
        panel.draw(parent, QRectF(0, 0, width + 20, height), "Since your last turn", lines)
        check_says_left_out(panel)
        assert len(panel.shown) == 2, panel.block.toPlainText()  # (one line saved for them)
    finally:
        translations.set_language("en")


def test_a_long_list_is_wrapped_only_as_far_as_the_panel_reads_it(qtbot, monkeypatch):
    """Of 21 lines in a panel with room for a few (El Gaucho's save, issue 18: one shown),
    only the newest ones the panel weighs are wrapped (each line's wrapping measures its
    words: the other 20 were ~20M instructions of the save's first paint); the panel shows
    the same as with every line wrapped first, and its notice counts the rest."""
    from farmhouse.app.board.parts import recent

    lines = [f"Bot {i % 4} takes tile {i} and adds it to the herd of cattle." for i in range(21)]
    wrapped: list[str] = []
    wrap = recent.wrap_lines

    def counted(text: str, *args: Any, **kwargs: Any) -> list[str]:
        wrapped.append(text)
        return wrap(text, *args, **kwargs)

    scenes: list[QGraphicsScene] = []  # (kept alive with their panels)

    def drawn() -> RecentPanel:
        scene = QGraphicsScene()
        scenes.append(scene)
        parent = QGraphicsRectItem()
        scene.addItem(parent)
        panel = RecentPanel(12)
        panel.draw(parent, QRectF(0, 0, 260, 120), "Since your last turn", lines)
        return panel

    monkeypatch.setattr(recent, "wrap_lines", counted)
    panel = drawn()
    check_says_left_out(panel)
    assert 0 < len(panel.shown) < 5
    bulleted = [w for w in wrapped if w.startswith(recent.BULLET)]
    assert len(bulleted) <= len(panel.shown) + 2, bulleted  # (and those that gave way)

    class Eager(recent._Wrapped):  # every line wrapped first, as before
        def __init__(self, given: Any, wrap: Any) -> None:
            super().__init__(given, wrap)
            for i in range(len(given)):
                self[i]

    monkeypatch.setattr(recent, "_Wrapped", Eager)
    every = drawn()
    assert every.block is not None and panel.block is not None
    assert panel.block.toPlainText() == every.block.toPlainText()
    assert (panel.shown, panel.left_out) == (every.shown, every.left_out)
