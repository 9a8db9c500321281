"""The hot-seat hand-over screen: Enter and Space continue, the button shows its focus, and
the summary box is exactly as tall as its text."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from farmhouse.app import key_guard, style
from farmhouse.app.board.linebreak import plain
from farmhouse.app.board.parts.recent import left_out_text
from farmhouse.app.game_page import GamePage
from farmhouse.app.hand_over import HandOverScreen
from farmhouse.app.i18n import Translations
from farmhouse.core.game import Seat

from .fakes import FakeMatch
from .test_controller import make_controller

pytestmark = pytest.mark.gui


def shown_screen(
    qtbot, lines: list[str], name: str = "Ann", size: tuple[int, int] = (958, 660)
) -> HandOverScreen:
    """A hand-over screen for ``name``, ``size`` px (by default the board's room at
    1280 × 720), showing ``lines`` since that player's last turn, shown and exposed."""
    screen = HandOverScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.set_name(name, lines)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def hot_seat_page(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot)
    page.set_controller(controller)
    page.resize(1200, 700)
    page.show()
    qtbot.waitExposed(page)
    page.start(FakeMatch([Seat("Ann"), Seat("Bob")]))
    assert page.handover_shown
    return page, controller, board


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_return_and_space_continue_from_the_hand_over(qtbot, key):
    page, controller, board = hot_seat_page(qtbot)
    button = page.hand_over.button
    assert page.focusWidget() is button  # the hand-over gives its button the focus
    page.activateWindow()
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3000)  # (at once: ignored)
    qtbot.keyClick(button, key)
    qtbot.waitUntil(lambda: not page.handover_shown, timeout=2000)
    assert board.last_view.seat == 0 and board.interactive


def test_a_held_enter_key_does_not_click_the_hand_over_away(qtbot):
    """Only a new press counts: the repeats of the key that confirmed the last move do not."""
    page, controller, board = hot_seat_page(qtbot)
    button = page.hand_over.button
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        repeat = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "\r", True, 1)
        QApplication.sendEvent(button, repeat)
    qtbot.wait(300)
    assert page.handover_shown and controller.pending_handover == 0


def test_a_click_as_the_hand_over_appears_does_not_pass_it(qtbot, monkeypatch):
    """A double click meant for the board (skipping an animation) does not click the hand-over
    button that appears under it (issue 19); a click a moment later does."""
    monkeypatch.setattr(key_guard, "ARMING_MS", 2000)
    page, controller, board = hot_seat_page(qtbot)
    button = page.hand_over.button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton)
    assert page.handover_shown and controller.pending_handover == 0
    qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=6000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.handover_shown, timeout=2000)


def test_the_hand_over_button_shows_its_focus(qtbot, styled_app):
    page, controller, board = hot_seat_page(qtbot)
    button = page.hand_over.button
    page.activateWindow()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    focused = button.grab().toImage()
    button.clearFocus()
    qtbot.waitUntil(lambda: not button.hasFocus(), timeout=1000)
    unfocused = button.grab().toImage()
    assert focused.size() == unfocused.size()  # the ring does not change the button's size
    assert focused != unfocused


@pytest.mark.parametrize("language", ["en", "ja", "zh_TW"])
@pytest.mark.parametrize(
    "lines",
    [
        ["Ann takes 1"],
        ["Ann2が牧草地 III にニワトリを出し、豚を捨てました。"] * 4,
        ["Bob sells a herd of " + "very " * 40 + "many cattle."],
        ["玩家 2從牌庫補了 3 張手牌。"] * 14,
    ],
)
def test_the_summary_box_is_as_tall_as_its_text(qtbot, styled_app, language, lines):
    translations = Translations()
    translations.set_language(language)
    style.apply_language_font(styled_app, language, style.register_fonts())
    try:
        screen = shown_screen(qtbot, lines)
        box, label, title = screen.summary_box, screen.summary, screen.summary_title
        margins = box.layout().contentsMargins()
        frame = box.frameWidth()
        content = title.height() + box.layout().spacing() + label.height()
        assert box.height() == margins.top() + content + margins.bottom() + 2 * frame
        assert label.height() == label.heightForWidth(label.width())
        assert title.height() == title.sizeHint().height()
    finally:
        translations.set_language("en")


def test_the_hand_over_screen_is_made_only_when_two_humans_share_the_computer(qtbot):
    """A game against the computer (a save opened as the app starts) is drawn without the
    hand-over screen; a hot-seat game gets it at its first hand-over."""
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot)
    page.set_controller(controller)
    page.resize(1200, 700)
    page.show()
    qtbot.waitExposed(page)
    page.start(FakeMatch([Seat("Ann"), Seat("Bob", "ai", "normal")]))
    assert page.findChildren(HandOverScreen) == [] and not page.handover_shown
    assert page.board_stack.currentWidget() is board
    hot, _, _ = hot_seat_page(qtbot)
    assert len(hot.findChildren(HandOverScreen)) == 1 and hot.handover_shown


def test_a_wrapped_summary_line_is_indented_under_its_bullet_text(qtbot, styled_app):
    """「• Annabelle Fitzgeraldが最後のプレイヤーとなり、…手番には / 1枚引いて…」: the wrapped
    part started under the bullet (a tester, Wooly Bully in Japanese at 1280×720). Each
    line's continuation is indented to the text after the bullet; a one-line line is not."""
    from PySide6.QtGui import QTextDocument

    translations = Translations()
    translations.set_language("ja")
    style.apply_language_font(styled_app, "ja", style.register_fonts())
    long = (
        "Annabelle Fitzgeraldが最後のプレイヤーとなり、タイルを置かない手番には"
        "1枚引いてゲームを続けることになりました。"
    )
    try:
        screen = HandOverScreen()
        qtbot.addWidget(screen)
        screen.resize(958, 660)
        screen.set_name("Ann", ["Bot 4がタイルを1枚引きました。", long])
        screen.show()
        qtbot.waitExposed(screen)
        label = screen.summary
        assert screen.summary_text.split("\n")[1].replace("\u2060", "").endswith("ました。")
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        document.setTextWidth(label.contentsRect().width())
        document.documentLayout().documentSize()
        short, wrapped = document.begin(), document.begin().next()
        assert short.layout().lineCount() == 1 and wrapped.layout().lineCount() >= 2
        first, second = wrapped.layout().lineAt(0), wrapped.layout().lineAt(1)
        bullet = label.fontMetrics().horizontalAdvance("•\u00a0")
        assert bullet > 4
        assert abs(second.x() - first.x() - bullet) <= 1.0, (first.x(), second.x(), bullet)
        assert short.layout().lineAt(0).x() == first.x()  # every bullet at the same place
    finally:
        translations.set_language("en")


def summary_height(screen: HandOverScreen) -> float:
    """The height of the summary's text as laid out in its label's font and width."""
    from PySide6.QtGui import QTextDocument

    label = screen.summary
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    return document.size().height()


@pytest.mark.parametrize("first", ["long", "ja"])
def test_the_summary_is_as_tall_as_its_text_after_a_taller_one(qtbot, styled_app, first):
    """An empty line between the summary's title and its "…" (a tester): the box kept the
    height of the summary before (a hand-over with longer lines, or the same in Japanese
    before a switch to English: the label's height for its width was never less than its
    old fixed height), and the text sat in the middle. Each summary is exactly as tall as
    its text, the "…" right under the title, as on a screen that showed it first."""
    translations = Translations()
    older = [f"Bob drew card {i}." for i in range(14)]
    long = [
        f"Bob plays a black sheep and a cow to pasture II and discards pig {i}, then draws"
        " two cards from the draw pile and passes the turn on."
        for i in range(14)
    ]
    try:
        screen = HandOverScreen()
        qtbot.addWidget(screen)
        screen.resize(958, 660)
        if first == "ja":
            translations.set_language("ja")
            style.apply_language_font(styled_app, "ja", style.register_fonts())
            screen.retranslate()
            screen.set_name("Ann", ["Bobがカードを引きました。"] * 14)
        else:
            screen.set_name("Ann", long)
        screen.show()
        qtbot.waitExposed(screen)
        taller = screen.summary.height()
        translations.set_language("en")
        style.apply_language_font(styled_app, "en", style.register_fonts())
        screen.set_name("Ann", older)
        qtbot.wait(10)
        assert screen.summary_text.startswith("…")
        fresh = shown_screen(qtbot, older)
        assert screen.summary.height() < taller
        assert screen.summary.size() == fresh.summary.size()
        assert abs(screen.summary.height() - summary_height(screen)) <= 1
    finally:
        translations.set_language("en")
        style.apply_language_font(styled_app, "en", style.register_fonts())


KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろ"


def five_kana_players_after(moves: int):
    """Bye-Bye Black Sheep, five people at one computer named with 24 kana each (the longest
    name the new-game dialog allows), after ``moves`` easy moves."""
    from farmhouse.app.new_game import MAX_NAME_LENGTH
    from farmhouse.core.ai import CancelToken, make_ai
    from farmhouse.core.match import Match

    names = [KANA[5 * i : 5 * i + MAX_NAME_LENGTH] for i in range(5)]
    match = Match.new("bye_bye_black_sheep", [Seat(n) for n in names], None, 5)
    ais = [make_ai("bye_bye_black_sheep", "easy", 10 + i) for i in range(5)]
    while len(match.actions) < moves and not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 0.1, CancelToken()))
    return match


@pytest.mark.parametrize(
    ("language", "size"), [("ja", (1280, 720)), ("zh_TW", (1280, 720)), ("ja", (800, 600))]
)
def test_a_hand_over_never_grows_the_window(qtbot, qapp, language, size, monkeypatch):
    """Japanese, five 24-kana names, 23 lines since the player's last turn, 1280 × 720: the
    hand-over's summary of 10 wrapped lines (480 px) and its one-line sentence made the
    screen's minimum 975 × 810, and the window grew to 1297 × 874 and kept that size after
    the hand-over (a tester). The window keeps its size through the hand-over; the summary
    shows the newest lines that fit, whole, above them how many it left out, and the sentence
    fits. (The summary lists the game-log lines here: Bye-Bye Black Sheep's own summary,
    which the hand-over lists since issue 18's F21, is seldom that long.)"""
    from farmhouse.app.controller import MatchController
    from farmhouse.app.hand_over import HANDOVER_SUMMARY_LINES
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings

    def log_lines(controller, seat):  # (nobody's move kept: the newest lines)
        events = controller.match.since_last_decision(seat, None)
        return [(line, None) for line in controller.ui.log_lines(events, controller.kept_names)]

    monkeypatch.setattr(MatchController, "since_turn", log_lines)

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), language)
    translations = Translations()
    translations.set_language(language)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    try:
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        match = five_kana_players_after(40)
        window.start_match(match)
        page = window.game_page
        qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
        qtbot.wait(100)
        shown = window.size()
        assert shown.toTuple() == size  # (was 1297 × 874 at 1280 × 720; 802 × 600 at 800 × 600)
        screen = page.hand_over
        lines = page.controller.lines_since_turn(match.to_move)
        assert len(lines) > HANDOVER_SUMMARY_LINES

        # the newest lines that fit, the last one last, the notice above them; each whole
        def bare(text: str) -> str:  # (without the marks that keep words whole)
            return text.replace("\u2060", "").replace("\xa0", " ")

        text = bare(screen.summary_text)
        left_out = len(lines) - text.count("\n• ")
        assert text.startswith(bare(left_out_text(left_out)) + "\n")  # (how many: A5)
        assert text.split("\n")[-1] == "• " + bare(lines[-1])
        label = screen.summary
        assert label.height() >= label.heightForWidth(label.width())  # no line cut off
        assert abs(label.height() - summary_height(screen)) <= 1
        box = screen.summary_box.geometry()
        assert box.bottom() < screen.height() and box.right() < screen.width()
        # the sentence and the button fit the screen, a long name shortened
        assert screen.text.sizeHint().width() <= screen.text.width()
        assert screen.button.sizeHint().width() <= screen.button.width()
        assert screen.minimumSizeHint().height() < screen.height() - 100
        screen.button.click()
        qtbot.waitUntil(lambda: not page.handover_shown, timeout=3000)
        qtbot.wait(100)
        assert window.size() == shown
    finally:
        window.game_page.controller.shutdown()
        translations.set_language("en")
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)


def summary_overflow(screen: HandOverScreen) -> float:
    """How far (pixels) the widest line of the hand-over's summary, laid out as the label lays
    it out (rich text, wrapped at word boundaries only), reaches past the label's width
    (0 or less: every line inside)."""
    from PySide6.QtGui import QTextDocument, QTextOption

    label = screen.summary
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    option = doc.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(option)
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(label.width())
    doc.size()  # (laid out)
    widest = 0.0
    block = doc.begin()
    while block.isValid():
        lines = block.layout()
        for k in range(lines.lineCount()):
            line = lines.lineAt(k)
            widest = max(widest, line.x() + line.naturalTextWidth())
        block = block.next()
    return widest - label.width()


@pytest.mark.parametrize("language", ["en", "ja", "zh_TW", "zh_CN"])
def test_a_summary_line_with_a_24_kana_name_stays_inside_its_box(qtbot, styled_app, language):
    """Bye-Bye, five people named with 24 kana: in Traditional Chinese a line such as
    「…ねの從あいう…ね抽到獅子」 ran past the summary box's right edge where the box was
    narrower than a name with the verb held to it (「…ね抽到」: no break between them), the
    text cut by the box. Every line now stays inside its box at every width of the screen
    (the board's room of a window 800 px wide and wider); a name goes to a line of its own
    and is never elided while it fits a line."""
    from farmhouse.app.board.linebreak import keep_name, keep_names, plain
    from farmhouse.app.game_ui import load_game_ui

    translations = Translations()
    translations.set_language(language)
    style.apply_language_font(styled_app, language, style.register_fonts())
    match = five_kana_players_after(40)
    names = [seat.name for seat in match.seats]
    keep_names(names)  # (as the game's board does)
    ui = load_game_ui("bye_bye_black_sheep")
    kept = [keep_name(n) for n in names]
    lines = [
        line
        for events in match.turn_events
        for line in ui.log_lines([e for e in events if e.visible_to(None)], kept)
    ]
    lines = list(dict.fromkeys(line for line in lines if sum(k in line for k in kept) >= 1))
    try:
        screen = shown_screen(qtbot, [], names[0], (440, 536))
        over = []
        for width in range(440, 720, 12):
            screen.resize(width, 536)
            for at in range(0, len(lines), 3):
                chunk = lines[at : at + 3]
                screen.set_name(names[0], chunk)
                QApplication.processEvents()
                if summary_overflow(screen) > 0.5:
                    over.append((width, round(summary_overflow(screen)), plain(chunk[0])))
                # a name is elided only if it is wider than a line of the box
                room = screen.summary.width() - 20
                metrics = screen.summary.fontMetrics()
                shown = plain(screen.summary.text())
                seen = chunk[len(chunk) - screen.summary_text.count("•") :]  # (the newest)
                for name in names:
                    for line in (plain(line) for line in seen if name in plain(line)):
                        held = name + "'s" if name + "'s" in line else name  # (one word)
                        assert name in shown or metrics.horizontalAdvance(held) > room, (
                            width,
                            line,
                            screen.summary_text,
                        )
        assert over == []
    finally:
        translations.set_language("en")
        style.apply_language_font(styled_app, "en", style.register_fonts())
        keep_names([])


def test_a_name_wider_than_the_summary_box_is_elided_and_whole_in_its_tooltip(qtbot, styled_app):
    """A name wider than a whole line of the summary box (a 24-kana name on a screen 300 px
    wide) is shortened with "…", never cut by the box's edge, and the summary's tooltip
    gives the whole line; a summary shown whole has no tooltip of its own."""
    from farmhouse.app.board.linebreak import keep_name, keep_names, plain

    translations = Translations()
    translations.set_language("zh_TW")
    style.apply_language_font(styled_app, "zh_TW", style.register_fonts())
    name = KANA[:24]
    keep_names([name, "Bob"])
    line = f"Bob抽到{keep_name(name)}的黑羊：強制結束，不能放牌。"
    try:
        screen = shown_screen(qtbot, [line], "Bob", (300, 536))
        assert summary_overflow(screen) <= 0.5
        assert name not in plain(screen.summary.text()) and "…" in screen.summary.text()
        assert name in screen.summary.toolTip()
        screen.resize(958, 660)  # (the board's room at 1280 × 720: the name fits a line)
        QApplication.processEvents()
        assert name in plain(screen.summary.text()) and screen.summary.toolTip() == ""
    finally:
        translations.set_language("en")
        style.apply_language_font(styled_app, "en", style.register_fonts())
        keep_names([])


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN", "ja"])
def test_a_game_without_hands_hands_over_a_screen_not_a_hand(qtbot, lang):
    """Session 19's tester, X13: El Gaucho's hand-over said "show my hand" and "the next
    screen shows a hand" in a game with no hand. A game whose UI says its seats hold no
    hands (``GameUI.hands``) hands over the player's screen; the real El Gaucho page too."""
    from farmhouse.app.board.linebreak import plain
    from farmhouse.app.game_ui import load_game_ui

    translations = Translations()
    assert translations.set_language(lang)
    try:
        hands = {g: load_game_ui(g).hands for g in ("black_sheep", "el_gaucho")}
        assert hands == {"black_sheep": True, "el_gaucho": False}
        screen = shown_screen(qtbot, [])
        with_hand = (plain(screen.hint.text()), plain(screen.button.text()))
        screen.set_name("Ann", [], hands=False)
        without = (plain(screen.hint.text()), plain(screen.button.text()))
        hand_words = {"en": "hand", "zh_TW": "手牌", "zh_CN": "手牌", "ja": "手札"}[lang]
        assert all(hand_words in text for text in with_hand), with_hand
        assert not any(hand_words in text for text in without), without
        assert "Ann" in without[1]
        # the game page asks the game
        page, controller, board = hot_seat_page(qtbot)
        assert hand_words in plain(page.hand_over.button.text())
        controller.ui = attrs.evolve(controller.ui, hands=False)
        page._on_handover(1)
        assert hand_words not in plain(page.hand_over.button.text())
    finally:
        assert translations.set_language("en")


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN", "ja"])
def test_the_summary_says_how_many_lines_it_left_out(qtbot, styled_app, language):
    """Session 20's tester, A5: the hand-over's "Since your last turn" marked the lines it
    left out with a bare "…" where the boards' panel says "… 12 more lines in the log
    (Ctrl+L)". It says the same, the count right, on one line of its own above the newest
    lines, in the label as in its text for screen readers."""
    translations = Translations()
    lines = [f"Bob drew card {i}." for i in range(23)]
    try:
        translations.set_language(language)
        style.apply_language_font(styled_app, language, style.register_fonts())
        screen = shown_screen(qtbot, lines)
        text = plain(screen.summary_text).split("\n")
        shown = len(text) - 1
        assert 0 < shown < len(lines) and text[1:] == [f"• {line}" for line in lines[-shown:]]
        notice = left_out_text(len(lines) - shown)
        assert text[0] == plain(notice) and notice != "…"
        assert str(len(lines) - shown) in notice
        assert screen.summary.text().startswith(f'<p style="margin:0">{notice}</p>')
        assert screen.summary.accessibleName().startswith(plain(notice))
        metrics = screen.summary.fontMetrics()
        assert metrics.horizontalAdvance(notice) <= screen.summary.width()  # (one line)
    finally:
        translations.set_language("en")
        style.apply_language_font(styled_app, "en", style.register_fonts())


def test_ctrl_l_on_the_hand_over_goes_to_the_game_log(qtbot):
    """The notice on the hand-over names Ctrl+L: it is true there (the log beside it)."""
    page, controller, _board = hot_seat_page(qtbot)
    try:
        page.activateWindow()
        qtbot.waitUntil(page.isActiveWindow, timeout=2000)
        page.hand_over.button.setFocus()
        qtbot.waitUntil(page.hand_over.button.hasFocus, timeout=2000)
        qtbot.keyClick(page.hand_over.button, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(page.log.hasFocus, timeout=2000)
        assert page.handover_shown  # (the next player's screen still hidden)
    finally:
        controller.shutdown()
