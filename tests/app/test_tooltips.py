"""Tooltips, the About box and message boxes' details break Chinese and Japanese lines only
where the app's line breaker allows (issue 18): Qt wrapped the Take back button's Japanese
tooltip inside words (「見てい／るので」, 「記／録されます」). The texts are shown by the real
widgets, offscreen, and their lines laid out as Qt lays them out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QFont, QHelpEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QTextEdit, QToolTip, QWidget

from farmhouse.app.board.linebreak import break_points, plain, spaced_names
from farmhouse.app.board.text import TIP_CHARS
from farmhouse.app.tooltips import break_tooltips
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import styled_window
from tests.core.played import play

pytestmark = pytest.mark.gui

#: The widths (px) the texts are laid out at besides their own: a word cut at one width
#: may be whole at another.
WIDTHS = (120, 170, 230, 300)


def line_starts(text: str, font: QFont, width: float) -> list[int]:
    """Where each line but the first of ``text`` starts (indices into :func:`plain` of it)
    when Qt wraps it at word boundaries to ``width`` px in ``font``."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return [len(plain(text[:start])) for start in starts[1:]]


def bad_breaks(
    shown: str, font: QFont, lang: str, widths: tuple[float, ...], tip: str | None = None
) -> list[str]:
    """The lines of ``shown`` that begin where the line breaker allows no break, each as
    "…before|after…": its lines as shown (``tip``, the text set, says which of its newlines
    are its own: the others are where the text was laid out in lines) and each of its own
    paragraphs wrapped to each of ``widths``."""
    own = plain(spaced_names(tip if tip is not None else shown)).split("\n")
    lines = iter(shown.split("\n"))
    bad = []
    for text in own:
        allowed = set(break_points(text, lang=lang))
        allowed |= {i + 1 for i, c in enumerate(text) if c.isspace()}  # (after a space)
        starts, paragraph = [], ""
        while len(plain(paragraph)) < len(text):  # (the shown lines of this paragraph)
            if paragraph:
                starts.append(len(plain(paragraph)))
            paragraph += next(lines)
        assert plain(paragraph) == text
        for width in widths:
            starts += line_starts(paragraph, font, width)
        bad += [f"{text[max(0, i - 6) : i]}|{text[i : i + 6]}" for i in starts if i not in allowed]
    return bad


def shown_tip(widget: QWidget, pos: QPoint | None = None) -> QLabel:
    """The tooltip label Qt shows for the pointer resting on ``widget`` at ``pos`` (its
    middle if None), as the pointer asks for it (a ToolTip event)."""
    QToolTip.hideText()
    QApplication.processEvents()
    at = widget.rect().center() if pos is None else pos
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at)))
    QApplication.processEvents()
    assert QToolTip.isVisible()
    labels = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QLabel) and w.objectName() == "qtooltip_label" and w.isVisible()
    ]
    assert len(labels) == 1
    return labels[0]


def against_the_computer(game_id: str) -> Match:
    """``game_id`` for one person and a computer player after 20 easy moves (the person has
    moves to take back)."""
    seats = [Seat("Ann"), Seat(None, "ai", "easy")]
    return play(Match.new(game_id, seats, None, 3), until=20, seed=10)


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_the_take_back_buttons_tooltip_breaks_between_phrases(qtbot, qapp, lang):
    """The Take back button's tooltip (four sentences in Japanese: Qt wrapped 「見てい／る」)
    and every other tooltip of the game page's widgets: shown by the window's own widgets,
    each line starts where the line breaker allows."""
    with styled_window(qtbot, qapp, lang, (1280, 720)) as window:
        window.start_match(against_the_computer("black_sheep"))
        page = window.game_page
        qtbot.waitUntil(lambda: page.controller._awaiting_human, timeout=10_000)
        qtbot.waitUntil(lambda: page.undo_button.isEnabled(), timeout=3000)
        assert page.controller.back_kind() == "take_back"
        tipped = [
            w
            for w in window.findChildren(QWidget)
            if w.toolTip() and w.isVisible() and len(w.toolTip()) > 40
        ]
        assert page.undo_button in tipped
        for widget in tipped:
            label = shown_tip(widget)
            bad = bad_breaks(label.text(), label.font(), lang, WIDTHS, widget.toolTip())
            if widget is page.undo_button:  # (in lines, not one across the screen)
                assert "\n" in label.text()
                assert label.width() < (TIP_CHARS + 4) * label.fontMetrics().averageCharWidth()
            assert not bad, (type(widget).__name__, widget.toolTip(), bad)
        QToolTip.hideText()


def test_the_window_breaks_its_tooltips_once_painted(qtbot, qapp):
    """The main window installs the tooltips' filter on the app after its first paint (not
    before: nothing shows a tooltip sooner), once however many windows there are."""
    from farmhouse.app.tooltips import TipBreaker

    with styled_window(qtbot, qapp, "ja") as window:
        qtbot.waitUntil(lambda: qapp.findChild(TipBreaker) is not None, timeout=3000)
        assert window.isVisible()
        assert len(qapp.findChildren(TipBreaker)) == 1


def test_a_list_items_tooltip_breaks_between_phrases(qtbot, qapp, styled):
    """An item's tooltip in a list or table (the statistics' cells, the new-game dialog's
    levels) is broken as a widget's is."""
    from PySide6.QtWidgets import QListWidget, QListWidgetItem

    styled("ja")
    break_tooltips(qapp)
    tip = QApplication.translate(
        "GamePage",
        "Take your last move back, with the computer's moves after it (Ctrl+Z). "
        "The same move again draws or rolls the same, but you have seen what it "
        "revealed and can choose another move. The game-over summary and the "
        "statistics count take-backs.",
    )
    assert "見ている" in tip
    view = QListWidget()
    qtbot.addWidget(view)
    item = QListWidgetItem("項目")
    item.setToolTip(tip)
    view.addItem(item)
    view.show()
    qtbot.waitExposed(view)
    label = shown_tip(view.viewport(), view.visualItemRect(item).center())
    assert "\n" in label.text()  # (in lines: one would run across the screen)
    assert plain(label.text()).replace("\n", "") == tip
    assert not bad_breaks(label.text(), label.font(), "ja", WIDTHS, tip)
    QToolTip.hideText()


def test_the_about_box_and_a_message_boxs_details_break_between_phrases(qtbot, qapp):
    """The About box (its HTML) and a warning's details: their Chinese and Japanese lines
    break only between phrases."""
    from farmhouse.app.board.linebreak import keep_phrases

    with styled_window(qtbot, qapp, "ja") as window:
        window.show_about()
        box = window.about_box
        assert box is not None
        text = box.findChild(QLabel, "qt_msgbox_label")
        document = QTextEdit()
        document.setHtml(text.text())
        shown = document.toPlainText()
        assert plain(shown) != shown  # (joined between the characters of a phrase)
        assert not bad_breaks(shown, text.font(), "ja", WIDTHS)
        box.close()
        details = "ファイルが壊れているか、このバージョンでは読めない形式で保存されています。"
        window._warn("タイトル", "本文です。", details)
        warning = window.message_box
        assert isinstance(warning, QMessageBox)
        assert warning.detailedText() == keep_phrases(details, "ja")
        assert not bad_breaks(warning.detailedText(), text.font(), "ja", WIDTHS)
        warning.close()


def test_a_tooltip_with_emoji_breaks_between_words(qapp):
    """An emoji (🐑: two UTF-16 units in Qt, one character in Python) moved every later
    break of a long tooltip by one character per emoji: the name field's note broke "kept as
    t⏎yped". Qt's line positions are read as Qt counts them (``qt_slice``): each line of a
    tooltip after emoji names ends between words, and the lines are the text, nothing lost."""
    from itertools import pairwise

    from farmhouse.app.board.linebreak import qt_slice
    from farmhouse.app.board.text import tooltip_shown

    assert qt_slice("a🐑bc", 1, 3) == "🐑b" and qt_slice("abc", 1, 1) == "b"
    assert qt_slice("王🐑🐑x", 3, 3) == "🐑x"
    tip = " ".join(
        f"{name} has no font for the sheep 🐑🐑 here, so it shows as an empty box and the "
        "name is kept exactly as typed."
        for name in ("Zoë 🐑", "Ann 🦙🐑", "Bo")
    )
    lines = tooltip_shown(tip).split("\n")
    assert len(lines) > 1 and "".join(lines) == tip
    cut = [(a, b) for a, b in pairwise(lines) if a[-1].isalpha() and b[0].isalpha()]
    assert cut == []
