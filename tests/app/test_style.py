"""Fonts: the CJK fallback follows the UI language (Japanese, Simplified, Traditional shapes)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontDatabase, QTextLayout
from PySide6.QtWidgets import QApplication, QWidget

from farmhouse.app import style
from farmhouse.app.i18n import Translations

BUNDLED = ["Farmhouse CJK"]
NOTO = {"ja": "Noto Sans CJK JP", "zh_CN": "Noto Sans CJK SC", "zh_TW": "Noto Sans CJK TC"}


@pytest.fixture
def noto(qapp):
    """Skip unless the Noto Sans CJK fonts (Debian: fonts-noto-cjk) are installed."""
    if not set(NOTO.values()) <= set(QFontDatabase.families()):
        pytest.skip("fonts-noto-cjk is not installed")


@pytest.fixture
def app_font(qapp):
    """Restore the application font after the test."""
    saved = QApplication.font()
    yield
    QApplication.setFont(saved)


@pytest.mark.parametrize("language", ["ja", "zh_CN", "zh_TW"])
def test_the_language_system_font_comes_before_the_bundled_one(noto, language):
    families = style.font_families("DejaVu Sans", language, BUNDLED)
    assert families[:2] == ["DejaVu Sans", NOTO[language]]
    assert families[-1] == "Farmhouse CJK"
    assert not {NOTO[other] for other in NOTO if other != language} & set(families)


def test_without_a_system_cjk_font_the_bundled_one_is_the_fallback(qapp, monkeypatch):
    monkeypatch.setattr(style.QFontDatabase, "families", staticmethod(lambda *args: ["Arial"]))
    for language in ("en", "ja", "zh_CN", "zh_TW"):
        assert style.font_families("Arial", language, BUNDLED) == ["Arial", "Farmhouse CJK"]


def test_english_adds_only_the_bundled_font(noto):
    assert style.font_families("DejaVu Sans", "en", BUNDLED) == ["DejaVu Sans", "Farmhouse CJK"]


class _Child(QWidget):
    """Records the app font's families when it is told the language changed."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seen: list[list[str]] = []

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.seen.append(QApplication.font().families())
        super().changeEvent(event)


def test_switching_language_switches_the_fallback_before_children_redraw(qtbot, noto, app_font):
    translations = Translations()
    window = QWidget()
    qtbot.addWidget(window)
    child = _Child(window)
    follower = style.LanguageFont(QApplication.instance(), lambda: translations.language, BUNDLED)
    window.installEventFilter(follower)
    style.apply_style(QApplication.instance(), BUNDLED, "en")
    base = QApplication.font().families()[0]
    try:
        for language in ("ja", "zh_CN", "zh_TW"):
            translations.set_language(language)
            qtbot.waitUntil(lambda: len(child.seen) > 0)
            assert QApplication.font().families()[:2] == [base, NOTO[language]]
            assert child.seen[-1][:2] == [base, NOTO[language]]
            assert QApplication.font().families()[-1] == "Farmhouse CJK"
            child.seen.clear()
    finally:
        translations.set_language("en")


def test_every_widget_takes_the_new_fallbacks_under_a_style_sheet(qtbot, noto, app_font):
    """With the app's style sheet, Qt told only the windows of the new app font: after a
    switch from English to Japanese the widgets inside kept English's fallbacks (the side
    panel drew 「CPU・むずかしい」 with another font's 「・」 than a window started in
    Japanese). Every widget takes them, its own size kept."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    app = QApplication.instance()
    sheet = app.styleSheet()
    translations = Translations()
    style.apply_style(app, BUNDLED, "en")
    window = QWidget()
    qtbot.addWidget(window)
    inner = QWidget(window)
    QVBoxLayout(window).addWidget(inner)
    plain, title, small = QLabel("CPU・むずかしい", inner), QLabel("T", inner), QLabel("s", inner)
    title.setObjectName("title")  # (a size from the style sheet)
    font = QFont(small.font())
    font.setPixelSize(9)
    small.setFont(font)  # (a size of its own)
    follower = style.LanguageFont(app, lambda: translations.language, BUNDLED)
    window.installEventFilter(follower)
    window.show()
    qtbot.waitExposed(window)
    title_size = title.font().pointSizeF()
    try:
        translations.set_language("ja")
        qtbot.waitUntil(lambda: app.font().families()[1:2] == [NOTO["ja"]])
        want = app.font().families()
        assert [w.font().families() for w in (inner, plain, title, small)] == [want] * 4
        assert (title.font().pointSizeF(), small.font().pixelSize()) == (title_size, 9)
    finally:
        translations.set_language("en")
        app.setStyleSheet(sheet)


def cjk_families(text: str) -> set[str]:
    """The fonts that draw ``text`` in the app font, but its first (Latin) family."""
    font = QApplication.font()
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()} - {font.families()[0]}


@pytest.mark.parametrize("first", ["zh_TW", "zh_CN", "en"])
def test_after_a_switch_cjk_text_is_drawn_with_the_new_language_s_font(qapp, noto, app_font, first):
    """A switch from Traditional Chinese to Japanese: the punctuation and ideographs of the
    Latin-led text ("CPU・むずかしい", "手番") came from the Chinese font, Qt's font engine for
    the UI font kept the fallbacks of the language it was first used in (session 17, F3:
    "Bot2（CPU•むずかしい）", a narrow dot; "ウーリー•ブリー" in the Statistics filter).
    Every CJK character is drawn with the new language's font, as when started in it."""
    text = "Bot2（CPU・むずかしい）手番"
    app = QApplication.instance()
    style.apply_language_font(app, first, BUNDLED)
    cjk_families(text)  # (the font engines made under the first language)
    style.apply_language_font(app, "ja", BUNDLED)
    assert cjk_families(text) == {NOTO["ja"]}
    style.apply_language_font(app, "zh_TW", BUNDLED)  # (and back)
    assert cjk_families("Bot2（電腦・困難）") == {NOTO["zh_TW"]}


@pytest.fixture
def styled(qapp):
    """The app's look (palette, stylesheet, fonts), restored after the test."""
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, [])
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def _darkest(image, rect) -> int:
    """The lightness (0-255) of the darkest pixel of ``image`` inside ``rect`` (the text)."""
    rect = rect.intersected(image.rect())
    return min(
        image.pixelColor(x, y).lightness()
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    )


def test_disabled_menu_items_look_disabled(qtbot, styled):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    menu = QMenu()
    qtbot.addWidget(menu)
    enabled, disabled = QAction("Save the game", menu), QAction("Undo the move", menu)
    disabled.setEnabled(False)
    menu.addActions([enabled, disabled])
    menu.adjustSize()
    image = menu.grab().toImage()
    ink = _darkest(image, menu.actionGeometry(enabled))
    pale = _darkest(image, menu.actionGeometry(disabled))
    assert ink < 90 and pale > ink + 60, (ink, pale)


@pytest.mark.parametrize("kind", ["QPushButton", "QCheckBox", "QLabel", "QRadioButton"])
def test_disabled_widgets_look_disabled(qtbot, styled, kind):
    from PySide6 import QtWidgets

    pair = [getattr(QtWidgets, kind)("Undo the move") for _ in range(2)]
    pair[1].setEnabled(False)
    shades = []
    for widget in pair:
        qtbot.addWidget(widget)
        widget.adjustSize()
        image = widget.grab().toImage()
        shades.append(_darkest(image, image.rect()))
    assert shades[1] > shades[0] + 60, shades


# ----------------------------------------------------------------------------- Latin text


def _latin_quote(raw) -> bool:
    """True if the raw font ``raw`` draws “ as a Latin quote: narrower than its "M" by far (a
    full-width CJK quote is as wide as a CJK character, a whole em)."""
    quote, m = (raw.advancesForGlyphIndexes(raw.glyphIndexesForString(c))[0].x() for c in "“M")
    return 0 < quote < 0.75 * m


@pytest.fixture(params=["Sans Serif", "Farmhouse CJK"])
def platform_font(request, qapp):
    """The platform's UI font: the generic "Sans Serif" the offscreen and bare X11 platforms
    give (no family of its own), or a CJK family; the app's look is restored afterwards."""
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    bundled = style.register_fonts()
    assert "Farmhouse CJK" in bundled
    if not any(style.has_latin_quotes(f) for f in style.LATIN_FAMILIES):
        pytest.skip("no Latin font installed")
    qapp.setFont(QFont(request.param))
    style.apply_style(qapp, bundled, "en")
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def test_english_quotes_come_from_a_latin_font_in_the_rules_and_on_the_board(qtbot, platform_font):
    """The bundled CJK font has full-width quotes; in English it must not draw the quotes of
    “Since your last turn” in the rules (nor the log's or the board's Latin text)."""
    from farmhouse.app.board.text import board_font
    from farmhouse.app.game_ui import load_game_ui
    from farmhouse.app.rules_dialog import RulesDialog

    family = QApplication.font().families()[0]
    assert family != "Farmhouse CJK" and style.has_latin_quotes(family)
    dialog = RulesDialog(load_game_ui("bye_bye_black_sheep"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    document = dialog.text.document()
    found = document.find("“Since your last turn”")
    assert not found.isNull()
    block = found.block()
    runs = block.layout().glyphRuns(found.selectionStart() - block.position(), 22)
    assert runs and all(_latin_quote(run.rawFont()) for run in runs), [
        run.rawFont().familyName() for run in runs
    ]
    for font in (board_font(12), QApplication.font()):
        layout = QTextLayout("“Since your last turn”", font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        families = {run.rawFont().familyName() for run in layout.glyphRuns()}
        assert "Farmhouse CJK" not in families
        assert all(_latin_quote(run.rawFont()) for run in layout.glyphRuns()), families


# ----------------------------------------------------------------------------- focus rings


def _ring_colours(qtbot, button) -> list[str]:
    """The colours a row of pixels meets from the focused ``button``'s left edge inward, at
    its middle height, each once (in order), as #rrggbb."""
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    holder.setObjectName("holder")
    holder.setStyleSheet(f"QWidget#holder {{ background: {style.CREAM}; }}")
    button.setParent(holder)
    button.move(10, 10)
    holder.resize(button.sizeHint().width() + 20, button.sizeHint().height() + 20)
    button.resize(button.sizeHint())
    holder.show()
    button.setFocus()
    QApplication.processEvents()
    assert button.hasFocus()
    image = holder.grab().toImage()
    y = button.geometry().center().y()
    seen: list[str] = []
    for x in range(button.x(), button.x() + 12):
        name = image.pixelColor(x, y).name()
        if not seen or seen[-1] != name:
            seen.append(name)
    return seen


@pytest.mark.parametrize("primary", [True, False], ids=["primary", "ordinary"])
def test_a_focused_button_is_ringed_clearly_on_every_button_colour(qtbot, styled, primary):
    """Issue 18: the 3 px navy focus ring of a barn-red primary button was weak against the
    red (1.9:1). A focused primary button is ringed navy outside (against the page) with a
    white line inside (against the red); an ordinary (straw) one navy: each line of the
    ring at least 3:1 (WCAG's least for what is not text) against what it lies on."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton

    from tests.app.readable import contrast

    button = QPushButton("Show the results" if primary else "Undo")
    if primary:
        button.setObjectName("primary")
    seen = _ring_colours(qtbot, button)
    fill = style.BARN if primary else style.STRAW
    navy, inner = style.FOCUS_RING.lower(), style.FOCUS_INNER.lower()
    expected = [navy, inner, fill.lower()] if primary else [navy, fill.lower()]
    assert [c for c in seen if c in expected] == expected, seen
    for page in (style.CREAM, style.STRAW, "#ffffff"):  # (the outer line against the pages)
        assert contrast(QColor(navy), QColor(page)) >= 3, page
    if primary:
        for red in (style.BARN, "#c4543b"):  # (and hovered)
            assert contrast(QColor(inner), QColor(red)) >= 3
    else:
        assert contrast(QColor(navy), QColor(fill)) >= 3


def test_the_primary_focus_ring_picture_has_the_style_s_colours():
    """The primary button's ring is a picture (a style sheet draws one border): its colours
    are the style's (:data:`style.FOCUS_RING`, :data:`style.FOCUS_INNER`, :data:`style.BARN`)."""
    import re

    svg = style.PRIMARY_FOCUS.read_text(encoding="utf-8")
    fills = [f.upper() for f in re.findall(r'fill="(#[0-9A-Fa-f]{6})"', svg)]
    assert fills == [c.upper() for c in (style.FOCUS_RING, style.FOCUS_INNER, style.BARN)]


@pytest.mark.parametrize("kind", ["QComboBox", "QLineEdit", "QSpinBox"])
def test_a_focused_drop_down_box_or_field_is_ringed(qtbot, styled, kind):
    """Issue 18, S3 (session 22's tester, 7): a focused drop-down box (the new-game dialog's
    game and seat boxes, the Statistics filters, the replay's "Watch as") looked exactly like
    an unfocused one, and a focused name field showed only its caret: a keyboard player could
    not tell which of 5 seats × 3 boxes Up and Down would change. A focused box or field is
    ringed in the buttons' navy (:data:`style.FOCUS_RING`, at least 3:1 against white and
    the pages), the same size as unfocused; an unfocused one keeps its straw frame. So is a
    spin box (the new-game dialog's number of players, session 23: only its selected text
    showed the focus)."""
    from PySide6 import QtWidgets
    from PySide6.QtGui import QColor

    from tests.app.readable import contrast

    widget = getattr(QtWidgets, kind)()
    if isinstance(widget, QtWidgets.QComboBox):
        widget.addItems(["Black Sheep", "Wooly Bully"])
    elif isinstance(widget, QtWidgets.QSpinBox):
        widget.setRange(2, 5)
    else:
        widget.setText("Ann")
    other = QtWidgets.QPushButton("Other")
    holder = QtWidgets.QWidget()
    qtbot.addWidget(holder)
    layout = QtWidgets.QVBoxLayout(holder)
    layout.addWidget(widget)
    layout.addWidget(other)
    holder.show()
    qtbot.waitExposed(holder)
    holder.activateWindow()

    def frame() -> tuple[str, object]:
        QApplication.processEvents()
        image = widget.grab().toImage()
        return image.pixelColor(0, widget.height() // 2).name(), widget.sizeHint()

    other.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(other.hasFocus, timeout=2000)
    quiet, quiet_size = frame()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=2000)
    ringed, ringed_size = frame()
    assert ringed == style.FOCUS_RING.lower() != quiet, (ringed, quiet)
    assert ringed_size == quiet_size  # (the dialog does not move when Tab passes)
    for page in (style.CREAM, style.STRAW, "#ffffff"):
        assert contrast(QColor(ringed), QColor(page)) >= 3


def test_the_start_pages_saved_games_list_shows_the_focus(qtbot, styled):
    """Session 22's tester, 7 (related): the start page's list of saved games got no ring when
    Tab reached it, only a faint current row. Focused, its frame is the buttons' navy."""
    from farmhouse.app.settings import Settings
    from farmhouse.app.start_page import StartPage

    page = StartPage(Settings())
    qtbot.addWidget(page)
    page.resize(1000, 700)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    listing = page.saved

    def frame() -> str:
        QApplication.processEvents()
        image = listing.grab().toImage()
        return image.pixelColor(0, listing.height() // 2).name()

    quiet = frame()
    listing.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(listing.hasFocus, timeout=2000)
    assert frame() == style.FOCUS_RING.lower() != quiet


def test_a_styled_spin_box_shows_its_arrows(qtbot, styled):
    """Styled like the drop-down boxes (for its focus ring), a spin box draws no arrows of its
    own: the style gives it ink arrows, pale where the number can go no further that way."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QSpinBox

    spin = QSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(2, 4)
    spin.setMinimumWidth(64)
    spin.show()
    qtbot.waitExposed(spin)

    def inks(image, top: bool) -> dict[str, int]:
        """How many pixels of the arrows' column (the box's right 20 px) in its top or bottom
        half are near ink, and near the pale colour."""
        found = {"ink": 0, "pale": 0}
        half = image.height() // 2
        for y in range(2, half) if top else range(half, image.height() - 2):
            for x in range(image.width() - 22, image.width() - 2):
                colour = image.pixelColor(x, y)
                for name, target in (("ink", style.INK), ("pale", style.DISABLED)):
                    near = QColor(target)
                    if (
                        max(
                            abs(colour.red() - near.red()),
                            abs(colour.green() - near.green()),
                            abs(colour.blue() - near.blue()),
                        )
                        < 40
                    ):
                        found[name] += 1
        return found

    def shot():
        QApplication.processEvents()
        return spin.grab().toImage()

    at_least = shot()  # 2: up in ink, down pale
    assert inks(at_least, top=True)["ink"] >= 4
    assert inks(at_least, top=False)["ink"] == 0 < inks(at_least, top=False)["pale"]
    spin.setValue(4)  # the most: up pale, down in ink
    at_most = shot()
    assert inks(at_most, top=True)["ink"] == 0 < inks(at_most, top=True)["pale"]
    assert inks(at_most, top=False)["ink"] >= 4
