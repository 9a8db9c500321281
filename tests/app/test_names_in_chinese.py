"""A player's name inside Chinese text: one half-width space where a Chinese character meets
a Latin letter or a digit at either edge of the name (i18n/README.md, "Names and spacing"):
「玩家 1 從 Bot 2 抽到鼴鼠」, 「輪到 Player 1」, 「給 Player 1 的提示」, 「Human1 獲勝！」; none
where the name begins or ends with a Chinese character (「從玩家 2 抽到」) or meets punctuation
(「是 Bot 2。」); Japanese attaches names (「プレイヤー2が」). Session 19's second tester, Y7
(「玩家 1 從Bot 2 抽到鼴鼠」, 「輪到Player 1」: the space after a name, not the one before it)
and Y4 (the hint's title and the game-over headline had neither: 「給Player 1的提示」,
「Human1獲勝！」).

The window test goes through every text a player reads or hears in a real window in
Chinese: labels, buttons, the status bar, the game log, the board's own labels, the
tooltips of the board's pieces as the board shows them and of the widgets, the screen
reader's names and descriptions, the hint box and the game-over dialog."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPointF, QSizeF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QToolTip, QWidget

from farmhouse.app.board import access, linebreak
from farmhouse.app.board.linebreak import (
    WORD_JOINER,
    keep_name,
    keep_phrases,
    keep_words,
    plain,
    spaced_names,
)
from farmhouse.app.board.parts.overlay import fit_chip
from farmhouse.app.board.text import text_item, wrap_lines
from farmhouse.app.i18n import Translations
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.readable import late_game_match
from tests.app.test_hint_fits import long_hint, show

pytestmark = pytest.mark.gui

#: A Chinese character.
HAN = "[\u3400-\u4dbf\u4e00-\u9fff]"
GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]


@pytest.fixture
def names():
    """Keep the players' names of these tests while one runs (and the earlier ones after)."""
    before = linebreak.kept_names()
    linebreak.keep_names(["Player 1", "Bot 2", "玩家 2", "Ann", "ゆうこ", "安", "Jo (guest)"])
    yield
    linebreak.keep_names(before)


@pytest.mark.parametrize(
    ("text", "spaced"),
    [
        ("玩家 1 從Bot 2 抽到鼴鼠", "玩家 1 從 Bot 2 抽到鼴鼠"),
        ("輪到Player 1", "輪到 Player 1"),
        ("起始玩家是Bot 2。", "起始玩家是 Bot 2。"),
        ("給Player 1的提示", "給 Player 1 的提示"),
        ("Ann獲勝！", "Ann 獲勝！"),
        ("安把Ann的牛", "安把 Ann 的牛"),
        ("從玩家 2抽到", "從玩家 2 抽到"),  # (a name that begins with a Chinese character)
        ("交給玩家 2。", "交給玩家 2。"),
        ("（Bot 2）", "（Bot 2）"),  # (punctuation: no space)
        ("Bot 2、Ann和安", "Bot 2、Ann 和安"),
        ("從ゆうこ抽到", "從ゆうこ抽到"),
        ("從Jo (guest)抽到", "從 Jo (guest)抽到"),  # (a bracket is no letter)
        ("輪到 Player 1", "輪到 Player 1"),  # (once)
        (f"給{WORD_JOINER}{keep_name('Player 1')}{WORD_JOINER}的提示", "給 Player 1 的提示"),
        ("從Bot 22抽到", "從Bot 22抽到"),  # (not a name: "Bot 2" is part of it)
    ],
)
@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "ja", "en"])
def test_a_name_is_spaced_from_the_chinese_on_either_side(names, text, spaced, lang):
    """The house style's rule for a name in Chinese, both edges, in Chinese only."""
    shown = spaced_names(text, lang)
    if lang in ("zh_TW", "zh_CN"):
        assert plain(shown) == spaced
        assert spaced_names(shown, lang) == shown
    else:
        assert shown == text


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_labels_running_text_and_the_kits_wrapping_space_a_name_on_both_sides(qtbot, names, lang):
    tr = Translations()
    tr.set_language(lang)
    try:
        line = f"玩家 1 從{keep_name('Bot 2')}抽到鼴鼠。"
        expected = "玩家 1 從 Bot 2 抽到鼴鼠。"
        assert plain(keep_words(line)) == expected
        assert plain(keep_phrases(line, lang)) == expected
        assert plain("".join(wrap_lines(line, 16, 1000))) == expected
        # a template broken for labels first, the name put in after (the hint's title)
        assert plain(keep_words(keep_words("給%1的提示").replace("%1", "Player 1"))) == (
            "給 Player 1 的提示"
        )
    finally:
        tr.set_language("en")


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_a_chip_fitted_to_its_room_spaces_a_name(qtbot, names, lang):
    """The kit's one-line chips fitted to their room (``fit_chip``: Wooly Bully's headline)
    space a name as every label does (session 20's second tester, A7: 「遊戲結束：Ann2以 13
    分獲勝」 on Wooly Bully's board at the end, the log beside it spaced)."""
    tr = Translations()
    tr.set_language(lang)
    try:
        layer = QGraphicsRectItem()
        label = text_item(layer, "", QPointF(0, 0), 17, True)
        fit_chip(label, "遊戲結束：Bot 2以 13 分獲勝", QSizeF(800, 40), 17, 20)
        assert plain(label.text()) == "遊戲結束：Bot 2 以 13 分獲勝"
    finally:
        tr.set_language("en")


def touching(text: str, names) -> list[str]:
    """The places in ``text`` (as shown) where a Chinese character touches the Latin edge
    of one of ``names``."""
    shown = plain(text)
    found = []
    for name in names:
        edge = re.escape(name)
        for hit in re.finditer(f"{HAN}{edge}|{edge}{HAN}", shown):
            found.append(shown[max(0, hit.start() - 8) : hit.end() + 8])
    return found


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text of ``root``'s visible widgets a player reads or hears: its text, its
    tooltip, its accessible name and description (``(what, text)``)."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        kind = type(w).__name__
        for attr in ("text", "toPlainText", "currentMessage", "windowTitle"):
            get = getattr(w, attr, None)
            if callable(get):
                try:
                    value = get()
                except TypeError:
                    continue
                if isinstance(value, str) and value:
                    out.append((f"{kind}.{attr}", value))
        for what, value in (
            ("toolTip", w.toolTip()),
            ("accessibleName", w.accessibleName()),
            ("accessibleDescription", w.accessibleDescription()),
        ):
            if value:
                out.append((f"{kind}.{what}", value))
    return out


def board_texts(board) -> list[tuple[str, str]]:
    """What the board shows (its labels and lines), the tooltips it shows over its pieces
    (asked for as the pointer asks, at each piece with a tooltip) and what a screen reader
    reads of it."""
    out = [("drawn", shown.text) for shown in board.shown_texts()]
    port = board.viewport()
    for item in board.scene().items():
        if not item.toolTip() or not item.isVisible():
            continue
        centre = board.mapFromScene(item.sceneBoundingRect().center())
        if not port.rect().contains(centre):
            continue
        QToolTip.hideText()
        event = QHelpEvent(QEvent.Type.ToolTip, centre, port.mapToGlobal(centre))
        QApplication.sendEvent(port, event)
        if QToolTip.isVisible():
            out.append(("tooltip shown", QToolTip.text()))
    QToolTip.hideText()
    for role, name, description, _ in access.accessible_tree(board):
        out += [(f"screen reader {role}", name), (f"screen reader {role}", description)]
    return out


def unspaced(texts, names) -> list[tuple[str, list[str]]]:
    return [(what, hits) for what, text in texts if (hits := touching(text, names))]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_of_a_game_in_chinese_spaces_the_names(qtbot, styled, game_id):
    """A late position of each game in zh_TW with its hint shown, every text of the window,
    then its game-over dialog: no Chinese character touches a name's Latin edge."""
    styled("zh_TW")
    with real_window(qtbot, "zh_TW") as window:
        match = late_game_match(game_id)
        names = [seat.name for seat in match.seats]
        window.start_match(match)
        page = window.game_page
        c = page.controller
        qtbot.waitUntil(c.can_hint, timeout=20_000)
        show(c, long_hint(c, match))
        qtbot.wait(50)
        assert page.hint_panel.isVisible()
        texts = widget_texts(window) + board_texts(c.board)
        for line in range(page.log.line_count()):
            texts.append(("log spoken", page.log.spoken_line(line)))
        assert any("Player 1" in plain(t) for _, t in texts)
        assert unspaced(texts, names) == []
    with real_window(qtbot, "zh_TW") as window:
        match = late_game_match(game_id, over=True)
        window.start_match(match)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
        dialog = window.game_over_dialog
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        assert unspaced(widget_texts(dialog), names) == []
        # the board's own words at the end too (session 20's second tester, A7: Wooly
        # Bully's headline chip read 「遊戲結束：Ann2以 13 分獲勝」)
        board = window.game_page.controller.board
        assert unspaced(board_texts(board), names) == []


@pytest.mark.parametrize("game_id", ["black_sheep", "bye_bye_black_sheep"])
def test_the_hand_over_and_the_folded_panel_space_the_names(qtbot, styled, game_id):
    """Hot seat in zh_CN at 800 × 600 (the side panel folded): the hand-over's heading,
    button and summary, then the board, the folded panel's turn line and the status bar."""
    styled("zh_CN")
    with real_window(qtbot, "zh_CN", size=(800, 600)) as window:
        seats = [Seat("Player 1"), Seat("Player 2"), Seat("Bot 3", "ai", "easy")]
        match = Match.new(game_id, seats, None, 3)
        names = [seat.name for seat in seats]
        window.start_match(match)
        page = window.game_page
        qtbot.waitUntil(lambda: page.handover_shown, timeout=5000)
        texts = widget_texts(page.hand_over)
        assert any("Player 1" in plain(t) for _, t in texts)
        assert unspaced(texts, names) == []
        page.hand_over.button.click()
        qtbot.waitUntil(page.controller.can_hint, timeout=20_000)
        window.show_refusal("现在不能这样做：Player 1还没有出牌。")  # (a game's refusal)
        texts = widget_texts(window) + board_texts(page.controller.board)
        assert unspaced(texts, names) == []


@pytest.mark.parametrize("game_id", ["bye_bye_black_sheep", "el_gaucho"])
def test_a_replay_opened_first_spaces_the_names_in_its_log(qtbot, styled, tmp_path, game_id):
    """A replay watched before any game was shown in the window (from a save): its game
    log spaces the names as the game's log does (session 20's tester, Z4: 「Human3從Human2抽到
    企鵝」 in the replay's log beside 「Human2 抽了 3 張牌」 in its box: the log was set before
    its board's first view told the line breaker this game's names)."""
    from farmhouse.core import saves

    styled("zh_TW")
    with real_window(qtbot, "zh_TW") as window:
        match = late_game_match(game_id)
        names = [seat.name for seat in match.seats]
        path = tmp_path / "late.farmhouse"
        saves.save_match(match, path)
        assert window.watch_path(path)
        log = window.replay_page.log
        qtbot.waitUntil(lambda: log.toPlainText() != "", timeout=5000)
        text = log.toPlainText()
        assert any(name in plain(text) for name in names)
        assert touching(text, names) == []
