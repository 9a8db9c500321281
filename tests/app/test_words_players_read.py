"""The words of hints and log lines as a player reads them in each language (session 18's
tester): El Gaucho's dice named by their faces, never by what the keys count (V1); Black
Sheep's figures and cards counted, with Chinese counts that need no space (V3, V4); Wooly
Bully's hint says when the tile must be flipped (V7); the hint's lines in Chinese keep ——
whole and off a line's start (V6)."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from farmhouse.app import i18n
from farmhouse.app.board import linebreak
from farmhouse.app.hints import Hint, HintMove, hint_lines
from farmhouse.core.game import Event, Seat
from farmhouse.core.match import Match

LANGUAGES = ("en", "ja", "zh_TW", "zh_CN")


@contextlib.contextmanager
def installed(lang: str):
    """``lang``'s translation installed for the block (English too: its plural forms)."""
    translator = QTranslator()
    path = i18n.qm_path(lang)
    assert path is not None and translator.load(str(path))
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


#: How each language names the two dice that show 2 and 3 (their faces, not their places).
FACES = {
    "en": "Take the dice showing 2 and 3",
    "ja": "出目2と3のダイスを取る",
    "zh_TW": "拿取點數 2 和 3 的骰子",
    "zh_CN": "拿取点数 2 和 3 的骰子",
}
FACES_LOG = {
    "en": "Ann takes the dice showing 2 and 3.",
    "ja": "Annが出目2と3のダイスを取りました。",
    "zh_TW": "Ann拿取點數 2 和 3 的骰子。",
    "zh_CN": "Ann拿取点数 2 和 3 的骰子。",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_el_gauchos_dice_are_named_by_their_faces(qapp, lang):
    """V1 (S2): "Take the dice 2 and 3" read as the keys 2 and 3, which count the dice's
    places in the roll (⚀ ⚀ ⚀ ⚁ ⚂: the keys took two 1s). The hint and the log name the
    faces the dice show."""
    from farmhouse.games.el_gaucho import rules, texts

    with installed(lang):
        assert texts.describe_action(rules.TakeDice((2, 3))) == FACES[lang]
        line = texts.describe_event(Event("EG.dice_taken", {"seat": 0, "dice": [2, 3]}), ["Ann"])
        assert line == FACES_LOG[lang]


#: Pasture III scores with two horse figures, and with a cow and a pig.
FIGURES = {
    "en": ("wins 2 horse figures with", "wins 1 cow figure and 1 pig figure with"),
    "ja": ("馬の動物コマ2個を獲得", "牛の動物コマ1個と豚の動物コマ1個を獲得"),
    "zh_TW": ("贏得兩個馬動物模型。", "贏得一個牛動物模型和一個豬動物模型。"),
    "zh_CN": ("赢得两个马动物模型。", "赢得一个牛动物模型和一个猪动物模型。"),
}
#: A play of two horses and of a cow and a pig.
PLAYED = {
    "en": ("Ann plays 2 horses to pasture III.", "Ann plays cow, pig to pasture III."),
    "ja": ("Annが牧草地 III に馬2枚を出しました。", "Annが牧草地 III に牛、豚を出しました。"),
    "zh_TW": ("Ann把兩張馬打到牧場 III。", "Ann把牛、豬打到牧場 III。"),
    "zh_CN": ("Ann把两张马打到牧场 III。", "Ann把牛、猪打到牧场 III。"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_black_sheeps_figures_and_cards_are_counted(qapp, lang):
    """V3: "Bob wins horse and horse with four of a kind" (all languages): the figures are
    counted as the cards are. V4: 「玩家 2把2 張馬打到牧場 III」: a count in Chinese is a
    word (兩張馬), which needs no space beside 把."""
    from farmhouse.games.black_sheep import texts

    with installed(lang):
        for figures, words in zip((["horse", "horse"], ["cow", "pig"]), FIGURES[lang], strict=True):
            params = {"pasture": 2, "winner": 0, "figures": figures, "combos": []}
            assert words in texts.describe_event(Event("bs.scored", params), ["Ann"])
        for cards, line in zip((["horse", "horse"], ["cow", "pig"]), PLAYED[lang], strict=True):
            params = {"seat": 0, "pasture": 2, "cards": cards}
            assert texts.describe_event(Event("bs.played", params), ["Ann"]) == line


#: Wooly Bully's hint for a tile laid on the face its hand does not show.
FLIP = {
    "en": "flip tile ",
    "ja": "を裏返して",
    "zh_TW": "張版塊翻面，放置",
    "zh_CN": "张板块翻面，放置",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wooly_bullys_hint_says_when_to_flip_the_tile(qapp, lang):
    """V7: the hint said 「放置村庄」 and rang tile 2, which showed a red meadow with forest:
    a move on a tile's other face says to flip it, and which tile (its key)."""
    from farmhouse.games.wooly_bully import rules, texts

    match = Match.new("wooly_bully", [Seat("Ann"), Seat("Bob")], None, 7)
    view = match.view(match.to_move)
    legal = [a for a in match.game.legal_actions_in_view(view) if isinstance(a, rules.Place)]
    flipped = next(a for a in legal if a.face == 1)
    shown = next(a for a in legal if a.face == 0)
    key = str(view.hand.index(flipped.tile) + 1)
    with installed(lang):
        said = texts.action_text(flipped, view)
        assert FLIP[lang] in said and key in said
        assert FLIP[lang] not in texts.action_text(shown, view)


CHANCES = {"zh_TW": "——約 30%", "zh_CN": "——约 30%"}


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_chinese_hint_lines_keep_the_dash_whole_and_off_a_lines_start(qapp, lang):
    """V6: 「第三：把馬、黑羊打到牧場 III — 約 51%。」 wrapped as 「…III」/「— 約 51%。」: a
    dash inside a Chinese sentence is —— without spaces, which never begins a line; the
    third line is 第三佳, beside 最佳 and 次佳."""
    moves = (HintMove("a", 0.5, 900), HintMove("b", 0.4, 400), HintMove("c", 0.3, 300))
    words = {"a": "保留紅牛10", "b": "棄掉馬", "c": "把馬、黑羊打到牧場 III"}
    with installed(lang):
        lines = hint_lines(Hint(0, moves, 1600), words.__getitem__)
    assert " — " not in "".join(lines)
    assert lines[2].startswith("第三佳：") and lines[2].endswith(CHANCES[lang] + "。")
    text = lines[2]
    points = linebreak.break_points(text, lang=lang)
    assert not [i for i in points if text[i] == "—" or text[i - 1 : i + 1] == "——"]


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_a_dash_after_a_digit_never_begins_a_drawn_line(qapp, lang):
    """Session 18's second tester, W3: 「次佳：直立在白牛2上，支付 2」/「——约 45%。」: the break
    points kept the dash off a line's start, but Qt breaks before a dash after a digit by
    itself, and only a word joiner stops it: :func:`~linebreak.keep_words` puts one there
    (as it does between Chinese characters); a label as narrow as a word never starts a
    line with the dash."""
    from PySide6.QtGui import QTextLayout
    from PySide6.QtWidgets import QLabel

    moves = (HintMove("a", 0.5, 900), HintMove("b", 0.45, 400), HintMove("c", 0.3, 300))
    words = {"a": "保留紅牛10", "b": "直立在白牛2上，支付 2", "c": "棄掉馬"}
    with installed(lang):
        lines = hint_lines(Hint(0, moves, 1600), words.__getitem__)
    text = linebreak.keep_words(lines[1])
    assert "2\u2060—\u2060—" in text
    label = QLabel()
    for width in range(40, 400, 4):
        layout = QTextLayout(text, label.font())
        layout.beginLayout()
        starts = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            starts.append(text[line.textStart()])
        layout.endLayout()
        assert "—" not in starts, width
