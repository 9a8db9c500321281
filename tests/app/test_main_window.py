"""The main window: start page, language switch, damaged files, opening a save from the
command line, and a whole human-vs-AI game of Black Sheep played by clicking the board."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from farmhouse.app.board.linebreak import plain
from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.main import open_window
from farmhouse.app.main_window import MainWindow
from farmhouse.app.new_game import GameSetup
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Outcome, Seat
from farmhouse.core.match import Match
from farmhouse.games.black_sheep.rules import Options, Play
from tests.black_sheep.board_items import hand_cards, keep_all, own_side

from .fakes import FakeMatch, FirstLegal, StubbornAI, fake_ui, noop_autosave

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, translations):
    settings = Settings()
    settings.ai_speed = "instant"
    w = MainWindow(settings, translations, ai_factory=lambda g, level, seed: FirstLegal())
    qtbot.addWidget(w)
    w.show()
    return w


def test_start_page_shows_the_four_games(window):
    cards = window.start_page.cards
    assert [c.game_id for c in cards] == [
        "black_sheep",
        "wooly_bully",
        "el_gaucho",
        "bye_bye_black_sheep",
    ]
    assert [c.title.text() for c in cards] == [
        "Black Sheep",
        "Wooly Bully",
        "El Gaucho",
        "Bye-Bye Black Sheep",
    ]
    assert cards[0].playable and cards[0].players.text() == "2–4 players"
    assert all(c.playable for c in cards)
    assert [c.players.text() for c in cards] == ["2–4 players"] * 3 + ["2–5 players"]
    assert not any(hasattr(c, "badge") for c in cards)  # every game is playable
    assert window.windowTitle() == "Farmhouse"
    assert not window.start_page.continue_button.isEnabled()


def test_language_switch_retranslates_without_restart(qtbot, window):
    window.set_language("zh_TW")
    qtbot.waitUntil(lambda: window.game_menu.title() == "遊戲(&G)", timeout=3000)
    assert plain(window.start_page.cards[0].title.text()) == "黑羊"
    assert plain(window.start_page.cards[3].title.text()) == "掰掰黑羊"
    assert window.start_page.cards[3].button.text() == "新遊戲…"
    assert window.settings.language == "zh_TW"
    window.set_language("ja")
    qtbot.waitUntil(lambda: window.game_menu.title() == "ゲーム(&G)", timeout=3000)
    window.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game", timeout=3000)
    assert window.start_page.cards[0].title.text() == "Black Sheep"


def test_damaged_save_gives_a_message_and_the_app_continues(qtbot, window, tmp_path):
    broken = tmp_path / "broken.farmhouse"
    broken.write_text("{ this is not json", encoding="utf-8")
    assert window.open_path(broken) is False
    box = window.message_box
    assert box is not None and box.isVisible()
    assert "broken.farmhouse" in box.text() and "not a saved game" in box.text()
    assert window.stack.currentWidget() is window.start_page
    box.accept()
    # A damaged autosave is listed as such, and the app still starts games.
    saves.autosave_dir().mkdir(parents=True, exist_ok=True)
    (saves.autosave_dir() / "bad.farmhouse").write_text("[]", encoding="utf-8")
    window.start_page.refresh()
    texts = [window.start_page.saved.item(i).text() for i in range(window.start_page.saved.count())]
    assert any("bad.farmhouse" in t and "damaged" in t for t in texts)
    window.start_setup(
        GameSetup("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], Options(), 3)
    )
    assert window.stack.currentWidget() is window.game_page


def test_savefile_on_the_command_line_opens_the_game(qtbot, tmp_path, translations):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], Options(), 11)
    match.apply(match.legal_actions()[0])
    path = tmp_path / "two.farmhouse"
    saves.save_match(match, path)
    w = open_window("en", path)
    qtbot.addWidget(w)
    assert w.stack.currentWidget() is w.game_page
    assert w.match.actions == match.actions and w.current_path == path
    # Two humans: the hand-over screen covers the board until Bob confirms.
    assert w.game_page.handover_shown
    assert w._start_page is None  # not built on the way to the board: when first shown
    w.show_start()
    assert w.stack.currentWidget() is w.start_page and w.stack.count() == 2
    w.close()


def open_a_finished_game(qtbot, window, tmp_path, seats, options=None):
    """Open a saved Black Sheep game played to its end (first legal moves) with ``seats``;
    wait for the result dialog."""
    match = Match.new("black_sheep", seats, options or Options(), 5)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    path = tmp_path / "done.farmhouse"
    saves.save_match(match, path)
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
    return match


def test_a_finished_game_offers_play_again_with_the_same_seats(qtbot, window, tmp_path):
    seats = [Seat("Ann"), Seat("Bot", "ai", "normal"), Seat("Cy", "ai", "easy")]
    match = open_a_finished_game(qtbot, window, tmp_path, seats, Options(task_cards=True))
    assert window.game_page.turn.text() == "Game over"
    window.game_over_dialog.again.click()
    qtbot.waitUntil(
        lambda: window.match is not None and window.match.match_id != match.match_id,
        timeout=3000,
    )
    assert window.match.seats == seats and window.match.options == Options(task_cards=True)
    assert window.stack.currentWidget() is window.game_page


# ----------------------------------------------------------------------------- end to end


def click(qtbot, board, item):
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def play_by_clicks(qtbot, window) -> Play:
    """Play the first legal play of the human to move by clicking cards, side, Keep all."""
    board = window.game_page.board
    match = window.match
    action = next(a for a in match.legal_actions() if isinstance(a, Play) and a.discard is None)
    hand = list(match.view(match.to_move).hand)
    used: list[int] = []
    for animal in action.cards:
        index = next(i for i, a in enumerate(hand) if a == animal and i not in used)
        used.append(index)
        click(qtbot, board, hand_cards(board)[index])
    click(qtbot, board, own_side(board, action.pasture))
    if len(action.cards) == 1:
        click(qtbot, board, keep_all(board))
    return action


def wait_for_human_or_end(qtbot, window):
    controller = window.game_page.controller
    qtbot.waitUntil(
        lambda: controller._awaiting_human or window.game_over_dialog is not None, timeout=10000
    )


def test_human_against_ai_by_clicks_with_save_and_resume(qtbot, window, tmp_path):
    window.start_setup(
        GameSetup("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], Options(), 2024)
    )
    window.game_page.board.set_animation_speed(0)
    # A few turns, then save by hand.
    for _ in range(4):
        wait_for_human_or_end(qtbot, window)
        before = len(window.match.actions)
        action = play_by_clicks(qtbot, window)
        assert window.match.actions[before] == action
    wait_for_human_or_end(qtbot, window)
    path = tmp_path / "mid.farmhouse"
    window.current_path = path
    assert window.save()
    saved_actions = list(window.match.actions)
    assert saves.latest_autosave() is not None
    window._fill_recent()
    assert "mid.farmhouse" in [a.text() for a in window.recent_menu.actions()]

    # Resume from the file in a fresh window and play to the end.
    window.close()
    settings = Settings()
    resumed = MainWindow(
        settings, window.translations, ai_factory=lambda g, level, seed: FirstLegal()
    )
    qtbot.addWidget(resumed)
    resumed.show()
    assert resumed.open_path(path)
    assert resumed.match.actions == saved_actions
    resumed.game_page.board.set_animation_speed(0)
    while resumed.game_over_dialog is None:
        wait_for_human_or_end(qtbot, resumed)
        if resumed.game_over_dialog is None:
            play_by_clicks(qtbot, resumed)
    dialog = resumed.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    outcome = resumed.match.outcome()
    assert outcome is not None
    assert "Ann" in dialog.ranking.text() and "Bot" in dialog.ranking.text()
    assert str(outcome.scores[0]) in dialog.ranking.text()
    dialog.back.click()
    qtbot.waitUntil(lambda: resumed.stack.currentWidget() is resumed.start_page, timeout=3000)
    assert os.path.exists(path)


def test_hot_seat_never_draws_a_hand_before_its_owner_confirms(qtbot, window):
    window.start_setup(GameSetup("black_sheep", [Seat("Ann"), Seat("Bob")], Options(), 8))
    page = window.game_page
    board = page.board
    board.set_animation_speed(0)
    names = ["Ann", "Bob"]
    assert page.handover_shown and not board.isVisible()
    assert hand_cards(board) == []  # only the public view lies under the cover
    for _ in range(3):
        seat = window.match.to_move
        assert page.hand_over.button.text() == f"I'm {names[seat]}, show my hand"
        page.hand_over.button.click()
        assert board.isVisible() and len(hand_cards(board)) == 3
        assert board.view.seat == seat
        play_by_clicks(qtbot, window)
        qtbot.waitUntil(lambda: page.handover_shown, timeout=5000)
        assert hand_cards(board) == [] and board.view.seat is None
    assert len(window.match.actions) == 3


def test_closing_the_window_cancels_a_thinking_ai(qtbot, translations):
    stubborn = StubbornAI()
    w = MainWindow(
        Settings(),
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: stubborn,
        autosave=noop_autosave,
    )
    qtbot.addWidget(w)
    w.show()
    w.start_match(FakeMatch([Seat("Bot", "ai", "easy"), Seat("Ann")]))
    assert stubborn.started.wait(3)
    w.close()
    assert stubborn.cancelled.is_set()  # close() waited for the cancelled thread
    assert w.match.actions == []


def test_language_switch_during_a_game_retranslates_the_game_page(qtbot, translations):
    w = MainWindow(
        Settings(),
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: StubbornAI(),
        autosave=noop_autosave,
    )
    qtbot.addWidget(w)
    w.show()
    w.start_match(FakeMatch([Seat("Ann"), Seat("Bot", "ai", "easy")]))
    page = w.game_page
    assert page.turn.text() == "Ann's turn"
    before = page.board.retranslations
    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: plain(page.turn.text()) == "輪到 Ann", timeout=3000)
    assert page.turn.text() == "輪\u2060到 Ann"  # a wrapped banner never splits 輪到
    assert page.log_title.text() == "遊戲紀錄"
    assert page.board.retranslations > before
    w.set_language("en")
    qtbot.waitUntil(lambda: page.turn.text() == "Ann's turn", timeout=3000)


# ----------------------------------------------------------------------------- shell fixes


def fake_window(qtbot, translations, ai=FirstLegal, autosave=noop_autosave):
    w = MainWindow(
        Settings(),
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: ai(),
        autosave=autosave,
    )
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_result_can_be_reopened_after_the_dialog_was_closed(qtbot, window, tmp_path):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], Options(), 5)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    path = tmp_path / "done.farmhouse"
    saves.save_match(match, path)
    page = window.game_page
    assert not window.result_action.isEnabled()
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
    first = window.game_over_dialog
    first.reject()  # closed: stay on the final board
    assert not first.isVisible()
    assert page.result_button.isVisible() and page.result_button.text() == "Show result"
    assert window.result_action.isEnabled() and window.result_action.text() == "R&esult…"
    page.result_button.click()
    again = window.game_over_dialog
    assert again is not first and again.isVisible()
    assert again.ranking.text() == first.ranking.text()
    again.reject()
    window.result_action.trigger()
    assert window.game_over_dialog.isVisible()
    window.game_over_dialog.reject()
    # A new game has no result yet.
    window.start_setup(
        GameSetup("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], Options(), 6)
    )
    assert not page.result_button.isVisible() and not window.result_action.isEnabled()


def test_show_result_takes_hints_place_in_its_look_and_in_tabs_order(qtbot, window, tmp_path):
    """The "Show result" button (made when a finished game first offers it) has the primary
    buttons' look, stands in Hint's place (hidden then), and Tab reaches it right after it,
    as when every button of the panel was made with the page."""
    open_a_finished_game(qtbot, window, tmp_path, [Seat("Ann"), Seat("Bot", "ai", "easy")])
    window.game_over_dialog.reject()
    page = window.game_page
    button = page.result_button
    assert button.isVisible() and not page.hint_button.isVisible()
    assert button.objectName() == "primary"
    assert page.undo_button.nextInFocusChain() is page.hint_button
    assert page.hint_button.nextInFocusChain() is button
    # the style sheet's primary look: its barn-red fill, as a primary button made at once
    from PySide6.QtWidgets import QPushButton

    twin = QPushButton(button.text(), button.parentWidget())
    twin.setObjectName("primary")
    twin.setGeometry(button.geometry())
    twin.show()
    middle = button.rect().center()
    assert button.grab().toImage().pixel(middle) == twin.grab().toImage().pixel(middle)
    twin.deleteLater()


def test_return_and_enter_press_the_side_panels_buttons(qtbot, window, tmp_path):
    """The board confirms with Enter, so players press Enter on "Show result" too (Qt presses
    only a dialog's buttons with it); a held key (auto-repeat) presses nothing."""
    open_a_finished_game(qtbot, window, tmp_path, [Seat("Ann"), Seat("Bot", "ai", "easy")])
    window.game_over_dialog.reject()
    page = window.game_page
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        assert window.game_over_dialog is None or not window.game_over_dialog.isVisible()
        page.result_button.setFocus()
        qtbot.keyPress(page.result_button, key)
        qtbot.waitUntil(
            lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible(),
            timeout=3000,
        )
        window.game_over_dialog.reject()
    held = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    pressed: list[bool] = []
    page.result_button.clicked.connect(lambda: pressed.append(True))
    QApplication.sendEvent(page.result_button, held)
    qtbot.wait(300)  # (animateClick clicks after 100 ms)
    assert held.isAccepted() and not pressed


def test_player_names_are_plain_text_and_long_names_are_elided(qtbot, translations):
    w = fake_window(qtbot, translations, ai=StubbornAI)
    html_name = "<b>Ann</b> & <i>co</i>"
    long_name = "W" * 60
    w.start_match(FakeMatch([Seat(html_name), Seat(long_name, "ai", "easy")]))
    page = w.game_page
    labels = [page.turn] + [line.name for line in page._seat_lines]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert plain(page.turn.text()) == f"{html_name}'s turn"
    assert plain(page._seat_lines[0].name.text()) == html_name
    ai_line = page._seat_lines[1].name
    assert "…" in ai_line.text() and len(ai_line.text()) < len(long_name)
    assert plain(ai_line.toolTip()) == f"{long_name} (AI, Easy)"
    assert ai_line.sizeHint().width() <= page.turn.parentWidget().width()
    # The banner elides a long name too, so it fits the side panel.
    page._on_turn(1)
    assert "…" in page.turn.text() and plain(page.turn.toolTip()) == long_name
    assert page.turn.minimumSizeHint().width() <= page.turn.parentWidget().width()
    # The hand-over screen and the game-over dialog show names as typed.
    page.hand_over.set_name(html_name)
    assert page.hand_over.text.textFormat() == Qt.TextFormat.PlainText
    assert html_name in plain(page.hand_over.text.text())
    outcome = Outcome(scores=(3, 1), ranking=((0,), (1,)), winners=(0,))
    dialog = GameOverDialog(outcome, [html_name, long_name], fake_ui(), w)
    qtbot.addWidget(dialog)
    assert dialog.headline.textFormat() == Qt.TextFormat.PlainText
    assert plain(dialog.headline.text()) == f"{html_name} wins!"
    assert dialog.ranking.textFormat() == Qt.TextFormat.PlainText
    ranking = plain(dialog.ranking.text())
    assert html_name in ranking and long_name not in ranking
    w.close()


def test_a_failing_autosave_warns_once_without_stopping_the_game(qtbot, translations):
    def failing(match):
        raise PermissionError(13, "Permission denied", "/nowhere/autosave/x.farmhouse")

    w = fake_window(qtbot, translations, autosave=failing)
    w.start_match(FakeMatch([Seat("Bot", "ai", "easy"), Seat("Cy", "ai", "easy")], start=5))
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=5000)  # the game went on
    assert len(w.match.actions) >= 3
    box = w.autosave_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert "/nowhere/autosave" in box.text() and "Permission denied" in box.text()
    boxes = [b for b in w.findChildren(QMessageBox) if b.windowTitle() == "Autosave failed"]
    assert boxes == [box]  # later failures of this match add no second box
    w.close()


def test_rules_describe_the_task_card_variant_when_the_game_uses_it(qtbot, window):
    window.show_rules()
    html = window.rules_dialog.rules_html()
    assert "<b>Bonus cards</b>, 6 points each" in html and "Task cards (an option)" in html
    window.rules_dialog.reject()
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    window.start_setup(GameSetup("black_sheep", seats, Options(task_cards=True), 4))
    window.show_rules()
    html = window.rules_dialog.rules_html()
    assert "Task cards (in this game)" in html and "<b>Bonus cards</b>" not in html
    window.rules_dialog.reject()


def test_a_save_whose_game_module_is_missing_gets_a_translated_message(
    qtbot, window, tmp_path, monkeypatch
):
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    path = tmp_path / "ok.farmhouse"
    saves.save_match(Match.new("black_sheep", [Seat("Ann"), Seat("Bo")], None, 5), path)

    def missing_board(*args, **kwargs):
        raise ImportError("No module named 'farmhouse.games.black_sheep.board'")

    monkeypatch.setattr(window, "start_match", missing_board)
    assert window.open_path(path) is False
    box = window.message_box
    assert box is not None and box.isVisible()
    assert "ok.farmhouse" in box.text() and "not available" in box.text()
    assert "No module named" not in box.text()
    assert window.stack.currentWidget() is window.start_page
    box.accept()


def test_the_game_over_ranking_uses_the_games_own_score_words(qtbot, translations):
    """A game that scores in something else than points (GameUI.score_text) names it in the
    ranking; without score_text the ranking counts points."""
    import attrs

    outcome = Outcome(scores=(3, 1), ranking=((0,), (1,)), winners=(0,))
    words = attrs.evolve(fake_ui(), score_text=lambda score: f"{score} stars")
    dialog = GameOverDialog(outcome, ["Ann", "Ben"], words, None)
    qtbot.addWidget(dialog)
    assert dialog.ranking.text() == "1. Ann — 3 stars\n2. Ben — 1 stars"
    plain = GameOverDialog(outcome, ["%2 Ann", "Ben"], fake_ui(), None)
    qtbot.addWidget(plain)
    assert plain.ranking.text() == "1. %2 Ann — 3 points\n2. Ben — 1 point"


def test_game_new_during_a_game_lets_the_player_choose_another_game_by_keyboard(qtbot, window):
    """Game → New… (Ctrl+N) during a Black Sheep game: the dialog's "Game:" list, focused,
    chooses El Gaucho with the arrow keys; its seats and rules replace Black Sheep's, the
    names typed so far stay, and Enter starts an El Gaucho game. No detour via the start."""
    window.start_setup(
        GameSetup("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "easy")], Options(), 3)
    )
    assert window.match.game_id == "black_sheep"
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    dialog = window.new_game_dialog
    chooser = dialog.chooser
    assert chooser is not None and dialog.chooser_label.buddy() is chooser
    assert dialog.chooser_label.text() == "&Game:"
    titles = [chooser.itemText(i) for i in range(chooser.count())]
    assert titles == ["Black Sheep", "Wooly Bully", "El Gaucho", "Bye-Bye Black Sheep"]
    assert (
        chooser.currentText() == "Black Sheep" and dialog.windowTitle() == "New game: Black Sheep"
    )
    qtbot.waitUntil(lambda: chooser.hasFocus())
    dialog.rows[0].name.setText("Ann")
    chooser.setFocus()
    for _ in range(2):
        qtbot.keyClick(chooser, Qt.Key.Key_Down)
    assert chooser.currentText() == "El Gaucho"
    assert dialog.game_id == "el_gaucho" and dialog.windowTitle() == "New game: El Gaucho"
    assert "task_cards" not in dialog.option_widgets  # Black Sheep's variant is gone
    assert type(dialog.options()).__module__ == "farmhouse.games.el_gaucho.rules"
    assert dialog.rows[0].name.text() == "Ann"
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    assert dialog.game_id == "bye_bye_black_sheep" and dialog.count.maximum() == 5
    qtbot.keyClick(chooser, Qt.Key.Key_Up)
    assert dialog.game_id == "el_gaucho" and dialog.count.maximum() == 4
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.match.game_id == "el_gaucho", timeout=5000)
    assert window.match.seats[0] == Seat("Ann")
    assert window.stack.currentWidget() is window.game_page


@pytest.fixture
def styled_app(qapp):
    """The app's look as ``open_window`` gives it (fonts included), restored afterwards."""
    from farmhouse.app import style

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "en")
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


@pytest.mark.parametrize(
    "lines",
    [
        ["Ann2已选好要保留的起始牛卡。"],  # one short line (it was cut to half its height)
        ["Bot takes 1"],
        ["Ann1がAnn4からウサギを引きました（この手番の4枚目）。"] * 3,
        ["Bob sells a herd of " + "very " * 40 + "many cattle."],  # wraps in the widest box
    ],
)
def test_the_hand_over_summary_shows_every_line_whole(qtbot, styled_app, lines):
    """What happened since a player's last turn, under the hand-over button: the box is as wide
    as its longest line (at most HANDOVER_SUMMARY_WIDTH) and as tall as its wrapped text."""
    from farmhouse.app.hand_over import HANDOVER_SUMMARY_WIDTH

    from .test_handover import shown_screen

    screen = shown_screen(qtbot, lines, "Ann3", (958, 736))
    label = screen.summary
    assert screen.summary_box.isVisible()
    assert label.width() <= HANDOVER_SUMMARY_WIDTH
    assert label.height() >= label.heightForWidth(label.width())  # no line cut off
    assert screen.summary_box.geometry().contains(
        label.geometry().translated(screen.summary_box.pos())
    )
    widest = max(label.fontMetrics().horizontalAdvance(f"• {line}") for line in lines)
    if widest <= HANDOVER_SUMMARY_WIDTH:  # short lines are not wrapped
        assert label.heightForWidth(label.width()) == label.heightForWidth(10_000)


def test_a_hand_over_with_nothing_to_tell_hides_its_summary_quietly(qtbot, qtlog, styled_app):
    """No lines since the player's last turn: no box, and no Qt warning about its size (the
    empty label has no height for a width)."""
    from farmhouse.app.hand_over import HandOverScreen

    screen = HandOverScreen()
    qtbot.addWidget(screen)
    screen.resize(958, 660)  # (the board's room at 1280 × 720: the lines fit in it)
    screen.set_name("Ann", [])  # the first hand-over of a game: nothing happened yet
    screen.show()
    assert not screen.summary_box.isVisible() and screen.summary.text() == ""
    screen.set_name("Bob", ["Ann takes 1"])
    assert screen.summary_box.isVisible()
    screen.set_name("Cy", [])
    assert not screen.summary_box.isVisible() and screen.summary.text() == ""
    assert [r.message for r in qtlog.records if "Negative sizes" in r.message] == []


def test_a_name_that_wraps_the_turn_banner_onto_two_lines_is_shown_whole(
    qtbot, translations, styled_app
):
    """The banner has room for two lines; a name too wide for one line in the banner's font
    is not cut short: it stays whole on one line (never broken), in a smaller font."""
    w = fake_window(qtbot, translations, ai=StubbornAI)
    name = "Annabelle Fitzgerald"
    w.start_match(FakeMatch([Seat(name), Seat("Bob", "ai", "easy")]))
    page = w.game_page
    assert plain(page.turn.text()) == f"{name}'s turn"
    metrics = page.turn.fontMetrics()
    room = page.turn.contentsRect()
    box = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), page.turn.text())
    assert box.width() <= room.width() and box.height() <= room.height()
    w.close()
