"""The start page at 1280 × 720 (a laptop's window, title bar and panel taken off) in every
language: no text is cut off or covered by another widget, and what does not fit is reached
by scrolling (issue 18: the game descriptions were cut off behind the buttons a little under
800 px, 740 in English, 775 in Japanese and Chinese). Also at 1920 × 1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from farmhouse.app.main import open_window
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

LANGUAGES = ["en", "ja", "zh_TW", "zh_CN"]


def settle(widget: QWidget, rounds: int = 20) -> None:
    """Run the event loop until the geometry of ``widget``'s children stops changing."""

    def shape():
        return [c.geometry().getRect() for c in widget.findChildren(QWidget)]

    before = None
    for _ in range(rounds):
        QApplication.processEvents()
        now = shape()
        if now == before:
            return
        before = now


def in_page(page: QWidget, widget: QWidget) -> QRect:
    """``widget``'s rectangle in the coordinates of the page's scrolled content."""
    content = page.scroller.widget()
    return QRect(widget.mapTo(content, QPoint(0, 0)), widget.size())


def needed_height(label: QLabel) -> int:
    """The height ``label``'s text needs at the label's width (its lines, wrapped as Qt wraps
    them, inside its margins)."""
    if label.wordWrap():
        return QLabel.heightForWidth(label, label.width())
    return label.fontMetrics().height()


def texts_and_buttons(page: QWidget) -> list[QWidget]:
    content = page.scroller.widget()
    return [
        w
        for w in content.findChildren(QWidget)
        if isinstance(w, (QLabel, QAbstractButton)) and w.isVisible()
    ]


@pytest.fixture
def window(qtbot, request):
    # a few saved games, so that the list has lines
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    for n in range(5):
        match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, n)
        match.apply(match.legal_actions()[0])
        saves.save_match(match, folder / f"game {n}.farmhouse")
    w = open_window(request.param)  # the app's own style, fonts and language
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: not w.start_page.checking, timeout=20_000)
    yield w
    w.translations.set_language("en")


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_text_on_the_start_page_is_cut_off_or_covered(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    page = window.start_page
    settle(window)
    widgets = texts_and_buttons(page)
    labels = [w for w in widgets if isinstance(w, QLabel) and w.text()]
    assert len(labels) >= 4 * 3 + 2  # each card's title, players and blurb; the headings
    for label in labels:
        # the whole text fits its label: as many lines as it wraps to, and as wide
        assert label.height() >= needed_height(label), (label.text(), label.height())
        if not label.wordWrap():
            width = label.fontMetrics().horizontalAdvance(label.text())
            assert width <= label.contentsRect().width(), label.text()
    for card in page.cards:  # a card's texts lie inside the card, one above the other
        parts = [card.picture, card.title, card.players, card.blurb, card.button]
        for upper, lower in zip(parts, parts[1:], strict=False):
            assert upper.geometry().bottom() < lower.geometry().top(), (card.game_id, upper)
        assert card.button.geometry().bottom() < card.contentsRect().bottom()
    # no text or button overlaps another one anywhere on the page
    rects = [(w, in_page(page, w)) for w in widgets]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            assert not ra.intersects(rb), (a.objectName() or a.text(), b.objectName() or b.text())
    # the list shows a few lines at least
    assert page.saved.height() >= 3 * page.saved.sizeHintForRow(0)


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_scrolling_reaches_everything_on_the_start_page(qtbot, window):
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 720))
    page = window.start_page
    settle(window)
    viewport = page.scroller.viewport()
    for widget in [*texts_and_buttons(page), page.saved]:
        page.scroller.ensureWidgetVisible(widget, 0, 0)
        settle(window)
        shown = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        assert viewport.rect().contains(shown), (widget.objectName(), shown, viewport.rect())


@pytest.mark.parametrize("window", ["ja"], indirect=True)
def test_a_window_too_low_for_the_cards_scrolls_instead_of_cutting_them(qtbot, window):
    window.resize(1280, 480)
    qtbot.waitUntil(lambda: window.height() == 480)
    page = window.start_page
    settle(window)
    bar = page.scroller.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    for card in page.cards:
        assert card.blurb.height() >= needed_height(card.blurb)
        assert card.height() >= card.minimumSizeHint().height()


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", [(800, 600), (990, 700)])
def test_a_narrow_window_wraps_the_cards_and_never_scrolls_sideways(qtbot, window, size):
    """Below some 1130 px the four cards stayed in one row: the page scrolled sideways (326 px
    at 800 × 600), the fourth game and Delete… off screen. Below some 1000 px the cards wrap
    (two by two), and every card and button lies within the page's width."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    page = window.start_page
    settle(window)
    assert page.scroller.horizontalScrollBar().maximum() == 0
    viewport = page.scroller.viewport()
    for widget in [*page.cards, *texts_and_buttons(page), page.saved]:
        left = widget.mapTo(viewport, QPoint(0, 0)).x()
        assert 0 <= left and left + widget.width() <= viewport.width(), widget.objectName()
    tops = sorted({card.y() for card in page.cards})
    assert len(tops) == 2, tops  # two rows of two
    # ... and the rest is reached by scrolling down
    for widget in [page.cards[-1], page.delete_button, page.saved]:
        page.scroller.ensureWidgetVisible(widget, 0, 0)
        settle(window)
        shown = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        assert viewport.rect().intersects(shown), widget.objectName()


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_a_wide_window_keeps_the_cards_in_one_row(qtbot, window):
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 720))
    page = window.start_page
    settle(window)
    assert len({card.y() for card in page.cards}) == 1
    assert page.scroller.horizontalScrollBar().maximum() == 0


def whole_texts(page: QWidget) -> list[tuple[str, int, int]]:
    """(text, width it needs, width it has) of each card's text that is wider than its label
    (a word no line may break: 「バイバイブラックシープ」 in a narrow card) or drawn in under
    12 px."""
    from PySide6.QtGui import QFontInfo

    from farmhouse.app.labels import text_box

    wide = []
    for card in page.cards:
        for label in (card.title, card.players, card.blurb):
            need = text_box(label.text(), label.font(), label.width()).width()
            if need > label.width() or QFontInfo(label.font()).pixelSize() < 12:
                wide.append((label.text(), need, label.width()))
    return wide


@pytest.fixture
def continued(qtbot, request):
    """The window in ``request.param`` with saves and an autosave (Continue is offered) of a
    game with a long name: the tester's two saves in Japanese."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    names = ["ながいなまえのプレイヤーさんですよろしくおねがい", "Maximiliana Wolfgangsdottir"]
    for n, game in enumerate(["black_sheep", "wooly_bully"]):
        match = Match.new(game, [Seat(names[n]), Seat("Bob")], None, n)
        match.apply(match.legal_actions()[0])
        saves.save_match(match, folder / f"game {n}.farmhouse")
        saves.autosave(match)
    w = open_window(request.param)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: not w.start_page.checking, timeout=20_000)
    yield w
    w.translations.set_language("en")


@pytest.mark.parametrize("continued", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", [(1000, 700), (1024, 768), (1100, 700), (1280, 720)])
def test_from_1000_px_the_cards_stand_in_one_row_and_continue_is_on_the_first_screen(
    qtbot, continued, size
):
    """Issue 18 (a tester, two saves in Japanese at 1024 × 768): the four cards went two by
    two below some 1130 px, the second row's 「新しいゲーム…」 at the window's bottom edge and the
    saved games' heading, Continue and the list below the fold (at 1100 × 700 both lower
    New game… buttons cut at the bottom). From 1000 px the cards stand in one row, narrower,
    their texts whole and readable (no word wider than its card, nothing under 12 px), and
    Continue, the buttons and some lines of the list are on the first screen, unscrolled."""
    window = continued
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    page = window.start_page
    settle(window)
    assert len({card.y() for card in page.cards}) == 1, [c.y() for c in page.cards]
    assert page.scroller.horizontalScrollBar().maximum() == 0
    assert page.scroller.verticalScrollBar().value() == 0
    viewport = page.scroller.viewport()
    assert whole_texts(page) == []
    for widget in [*page.cards, page.continue_button, page.delete_button]:
        shown = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        assert viewport.rect().contains(shown), (widget.objectName(), shown, viewport.rect())
    assert page.continue_button.isEnabled()
    list_top = page.saved.mapTo(viewport, QPoint(0, 0)).y()
    assert viewport.height() - list_top >= 2 * page.saved.sizeHintForRow(0)
