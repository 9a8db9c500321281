"""Wrapped labels break between words only, also in Chinese and Japanese, and the side panel
keeps its shape from one turn to the next."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from farmhouse.app.board.linebreak import (
    NO_BREAK_SPACE,
    WORD_JOINER,
    break_points,
    keep_name,
    keep_phrases,
    keep_words,
    plain,
    whole_counts,
)
from farmhouse.app.game_page import GamePage
from farmhouse.app.i18n import Translations
from farmhouse.core.game import Seat

from .fakes import FakeMatch, StubbornAI, fake_ui

pytestmark = pytest.mark.gui


def line_spans(
    text: str,
    font: QFont,
    width: float,
    wrap: QTextOption.WrapMode = QTextOption.WrapMode.WordWrap,
) -> list[tuple[int, int]]:
    """Where Qt breaks ``text`` in ``font`` into lines ``width`` pixels wide (``wrap``: a
    word-wrapping label's mode; a message box's label wraps anywhere where it must): each
    line's (start, length) in ``text``."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(wrap)
    layout.setTextOption(option)
    layout.beginLayout()
    spans = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    return spans


def lines(text: str, width: int, size: int = 22) -> list[str]:
    """How Qt wraps ``text`` at ``width`` pixels (as a word-wrapping label does)."""
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    return [plain(text[start : start + n]).strip() for start, n in line_spans(text, font, width)]


def test_keep_words_joins_the_characters_of_cjk_words_only():
    assert keep_words("Player 1's turn") == "Player 1's turn"  # Latin text is left alone
    assert keep_words("手札3枚") == WORD_JOINER.join("手札3枚")
    joined = keep_words("動物コマ0個・手札3枚")
    assert plain(joined) == "動物コマ0個・手札3枚"
    assert WORD_JOINER + "・" not in joined and "・" + WORD_JOINER not in joined
    assert keep_words(joined) == joined and keep_words("") == ""
    assert "\u200b" in keep_words("牧草地\u200bの辺")  # a translation's break stays a break


@pytest.mark.parametrize(
    ("text", "width", "expected"),
    [
        ("Player 1 さんの手番", 170, ["Player 1", "さんの手番"]),
        ("動物コマ0個・手札3枚", 170, ["動物コマ0個・", "手札3枚"]),
        ("輪到 Player 1", 80, ["輪到", "Player", "1"]),
    ],
)
def test_a_wrapped_label_never_splits_a_word(qapp, text, width, expected):
    assert lines(keep_words(text), width) == expected


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_the_turn_banner_keeps_its_height_between_ai_and_human_turns(qtbot, lang):
    translations = Translations()
    translations.set_language(lang)
    try:
        page = GamePage()
        qtbot.addWidget(page)
        from farmhouse.app.controller import MatchController

        from .fakes import FakeBoard

        board = FakeBoard()
        controller = MatchController(
            board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, lv, s: StubbornAI()
        )
        page.set_controller(controller)
        page.resize(1000, 760)
        page.show()
        names = ["Player 1", "Bot 2 with a rather long name", "ゆうこ"]
        page.start(FakeMatch([Seat(names[0]), Seat(names[1], "ai", "easy"), Seat(names[2])]))
        heights, panel = set(), []
        for seat in (0, 1, 2, 1, 0):
            page._on_turn(seat)
            page._on_thinking(not page.controller.match.seats[seat].is_human)
            qtbot.wait(1)
            heights.add(page.turn.height())
            panel.append(page.seats_title.mapTo(page, page.seats_title.rect().topLeft()).y())
            metrics = page.turn.fontMetrics()
            room = page.turn.contentsRect()  # inside the style sheet's padding
            wrap = int(Qt.TextFlag.TextWordWrap)
            text = metrics.boundingRect(QRect(0, 0, room.width(), 10_000), wrap, page.turn.text())
            assert text.height() <= room.height() and text.width() <= room.width()
            assert metrics.lineSpacing() * 2 <= room.height()
        assert len(heights) == 1 and len(set(panel)) == 1  # nothing below the banner moves
        controller.shutdown()
    finally:
        translations.set_language("en")


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_the_start_cards_describe_each_game_without_splitting_a_word(qtbot, lang):
    """A game's one-sentence description on the start page wraps at the breaks its
    translation marks (U+200B) and at punctuation, never inside a word (「黒ヒ／ツジ」)."""
    from farmhouse.app.start_page import GameCard
    from farmhouse.core import registry

    translations = Translations()
    translations.set_language(lang)
    try:
        for game_id in registry.game_ids():
            card = GameCard(game_id)
            qtbot.addWidget(card)
            card.resize(250, 340)
            card.show()
            shown = card.blurb.text()
            assert WORD_JOINER in shown and "\u200b" in shown, game_id
            # every piece between two break chances is a short word or phrase
            pieces = shown.replace("\u200b", " ").replace("，", " ").replace("、", " ")
            pieces = pieces.replace("。", " ").replace("！", " ").split()
            assert max(len(plain(p)) for p in pieces) <= 8, (game_id, pieces)
            # how Qt wraps it at the label's width: each line ends at a break chance
            text = shown.replace(WORD_JOINER, "")
            allowed = {i + 1 for i, ch in enumerate(text) if ch in "\u200b、，。！"}
            layout = QTextLayout(shown, card.blurb.font())
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.WordWrap)
            layout.setTextOption(option)
            layout.beginLayout()
            ends = []
            while (line := layout.createLine()).isValid():
                line.setLineWidth(card.blurb.width())
                ends.append(plain(shown[: line.textStart() + line.textLength()]))
            layout.endLayout()
            assert len(ends) >= 2, game_id  # (it does wrap at this width)
            for end in ends[:-1]:
                assert len(end.replace("\u200b", "")) in {
                    len(text[:a].replace("\u200b", "")) for a in allowed
                }, (game_id, end)
    finally:
        translations.set_language("en")


@pytest.mark.parametrize(
    "text",
    [
        "0 pesos · 7 gauchos in supply · 1 herd",  # el_gaucho_06_en: "· 1⏎herd"
        "電腦只根據你看得到的資訊，從這裡把遊戲往下玩了 7632 次得出的結果。",  # 「7632⏎次」
    ],
)
def test_a_number_stays_on_the_line_of_its_word_or_counter(qapp, text):
    """The tester's 「玩了 7632⏎次」 (the hint's footer) and "· 1⏎herd" (a seat line): a line
    may break before the number, never between it and the counter after it, in a label
    (keep_words) and in running text (keep_phrases), at every width; in Latin text, where a
    caller asks (whole_counts: a seat's summary, a hint)."""
    widths = range(120, 400, 4)  # (narrower than "0 pesos", Qt cuts a word anyway)
    assert any(line[-1].isdigit() for w in widths for line in lines(text, w, 14)[:-1])
    kept = [keep_words(text), keep_phrases(text, "zh_TW")]
    if all(
        ord(c) < 0x1100 for c in text
    ):  # Latin text keeps a number with its word where asked (a seat line)
        kept = [whole_counts(keep_words(text))]
        assert keep_words("move 3 of 15 — Left") == "move 3 of 15 — Left"  # not every label
    for shown in kept:
        for width in widths:
            wrapped = lines(shown, width, 14)
            assert not any(line[-1].isdigit() for line in wrapped[:-1]), (width, wrapped)
    # (a name's ending may still go to the next line: 「Player 1|さんの手番」)
    assert 9 in break_points("Player 1 さんの手番", lang="", every_space=True)


@pytest.mark.parametrize(
    ("text", "whole", "piece", "lang"),
    [
        ("Add Brown 5 at the end: forced sale of the Brown herd (2 × 9 = 18 pesos)", "", "", "en"),
        ("茶牛5を最後に加える：茶牛の群れを強制売却（2 × 9 = 18ペソ）", "", "", "ja"),
        ("把棕牛5加在最後：強制出售棕牛群（2 × 9 = 18 塊錢）", "", "塊錢", "zh_TW"),
        ("Ann sells the Black herd: 3 × 9 + 5 = 32 pesos.", "3 × 9 + 5 = 32 pesos", "", "en"),
    ],
)
def test_a_sum_its_result_and_the_results_word_are_one_piece(qapp, text, whole, piece, lang):
    """El Gaucho's forced sale broke 「2 × 9 = ⏎18ペソ」 (issue 18): a sum is one piece with its
    result and the word or counter right after the result (a game's term, as 「塊錢」, one
    word), in a label (keep_words), in running text (keep_phrases) and in the kit's own
    wrapping (break_points), at every width that holds the piece."""
    from farmhouse.app.board.linebreak import keep_terms, kept_terms

    whole = whole or text[text.index("(" if lang == "en" else "（") + 1 :].rstrip(").）")
    start = text.index(whole)
    before = kept_terms()
    keep_terms([piece] if piece else [])
    try:
        points = break_points(text, lang=lang)
        assert not [i for i in points if start < i < start + len(whole)], (text, points)
        for shown in (keep_words(text), keep_phrases(text, lang)):
            for width in range(560, 160, -6):
                wrapped = lines(shown, width, 14)
                assert any(whole in line for line in wrapped), (width, wrapped)
    finally:
        keep_terms(before)


def test_the_cjk_counter_pattern_is_compiled_only_for_chinese_or_japanese_text():
    """Issue 18 (a save's start): the pattern that keeps a number with its Chinese or
    Japanese counter takes ``re`` ~14M instructions to compile (its character ranges); an
    English window's labels never ask for it, a Chinese one gets it and its no-break space."""
    from farmhouse.app.board import linebreak

    linebreak.cjk_count.cache_clear()
    assert linebreak.keep_words("Ann: 3 sheep · 1 herd") == "Ann: 3 sheep · 1 herd"
    linebreak.keep_words("Ann — 3 sheep…")  # (not Latin to keep_words: a dash, an ellipsis)
    linebreak.break_points("Ann — 3 sheep…")
    assert linebreak.cjk_count.cache_info().currsize == 0
    kept = linebreak.keep_words("玩了 7632 次")
    assert linebreak.cjk_count.cache_info().currsize == 1
    assert "7632" + linebreak.NO_BREAK_SPACE in kept


@pytest.mark.parametrize(
    ("text", "lang", "whole"),
    [
        (
            "最佳（畫面上已標示）：橫置在白牛3上，支付 2——從這裡開始，大約有 55% 的機會獲勝。",
            "zh_TW",
            "白牛3上",
        ),
        ("次佳：横置在白牛3上，支付 2——约 45%。", "zh_CN", "白牛3上"),
        ("いちばん良い手：赤牛7の上に横向きに置く。", "ja", "赤牛7の"),
        ("ラウンド3の最後に、CPU が4321回続けてみた結果です。", "ja", "ラウンド3の"),
        ("約55%の確率で勝てます", "ja", "約55%の"),
        ("• Bot 4把鳄鱼×3放进动物园。", "zh_CN", "鳄鱼×3"),
        ("• Bot 4把鱷魚×3放進動物園。", "zh_TW", "鱷魚×3"),
    ],
)
def test_a_number_never_breaks_from_the_cjk_word_it_belongs_to(qapp, text, lang, whole):
    """Session 18's second tester, W2: El Gaucho's hint in Chinese broke 「橫置在白牛3」/「上，
    支付 2」, between the tile's number and the word after it. A line never breaks between a
    number and a Chinese or Japanese character beside it, on either side (「白牛3」 is one word,
    「3上」 stays too), in the kit's own wrapping (break_points), in a label (keep_words) and in
    running text (keep_phrases), at every width; it may still break after punctuation before
    a number (「，|3」)."""
    start = text.index(whole)
    points = break_points(text, lang=lang)
    assert not [i for i in points if start < i < start + len(whole)], (whole, points)
    assert 1 in break_points("，3張", lang=lang)  # (after punctuation, as before)
    for shown in (keep_words(text), keep_phrases(text, lang)):
        for width in range(400, 60, -4):
            wrapped = lines(shown, width, 14)
            assert any(whole in line for line in wrapped), (width, wrapped)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_fitting_a_log_lines_names_breaks_no_line_where_the_whole_line_fits(monkeypatch, lang):
    """``fit_names`` asks the line breaker what a name holds on to only where the name with
    all the rest of its line is too wide (issue 18: the game log's last lines, set before a
    saved game's first paint, each ran the breaker); a name that does not fit with its particle
    is still elided whole, as before."""
    from farmhouse.app.board import linebreak

    before = linebreak._NAMES
    linebreak.keep_names(["Ann", "Bartholomew Longname-Smith II"])
    calls: list[str] = []
    breaker = linebreak.break_points

    def counted(text: str, **kwargs: Any) -> list[int]:
        calls.append(text)
        return breaker(text, **kwargs)

    monkeypatch.setattr(linebreak, "break_points", counted)
    width = lambda text: 10.0 * len(text)  # noqa: E731 (one unit a character)
    try:
        line = keep_name("Ann") + " takes 1 sheep from the pasture."
        assert linebreak.fit_names(line, 400, width, lang) == line
        assert calls == []
        long = keep_name("Bartholomew Longname-Smith II")
        line = long + "から1枚" if lang == "ja" else long + " takes 1."
        fitted = linebreak.fit_names(line, 200, width, lang)
        assert calls, "a name too wide with the rest of its line is measured with its part"
        # (elided in its middle: "…" between its start and its end, the line 200 units)
        shown = "Bartholo…mith IIから1枚" if lang == "ja" else "Bartholome…-Smith II takes 1."
        assert plain(fitted).replace(NO_BREAK_SPACE, " ") == shown
    finally:
        linebreak._NAMES = before


def test_text_without_chinese_or_japanese_breaks_as_by_every_rule(monkeypatch):
    """``break_points`` skips the rules about Chinese and Japanese characters, kana and wide
    forms for text that has none (issue 18: the English log's and boards' lines, ~0.3M
    instructions each, before a saved game's first paint): every English text of the app,
    and some made to probe the edges, breaks at the same places as with every rule asked."""
    import html
    import re
    from pathlib import Path

    from farmhouse.app.board import linebreak

    source = (Path(__file__).resolve().parents[2] / "i18n" / "farmhouse_en.ts").read_text(
        encoding="utf-8"
    )
    texts = {html.unescape(m) for m in re.findall(r"<source>(.*?)</source>", source, re.S)}
    texts |= {
        "• Wolfeschlegelsteinhausen-Bergerdorff",
        "  -  a lone dash, then words",
        "3 + 3 = 6 points — Ann's turn…",
        "Bot\u00a05 takes 1 × 3",
        "a\u2060b c (d) [e] x/y",
    }
    before = linebreak._NAMES
    linebreak.keep_names(["Ann", "Bot\u00a05", "Bartholomew Longname-Smith II"])
    try:
        fast = {
            (t, lang, every): linebreak.break_points(t, lang=lang, every_space=every)
            for t in texts
            for lang in ("en", "ja", "zh_TW")
            for every in (False, True)
        }
        assert any(linebreak._has_wide(t) is False for t in texts)
        monkeypatch.setattr(linebreak, "_has_wide", lambda text: True)
        for (t, lang, every), points in fast.items():
            assert linebreak.break_points(t, lang=lang, every_space=every) == points, t
    finally:
        linebreak._NAMES = before


def test_the_written_out_flags_of_the_word_lists_hold():
    """``break_points`` skips the app's words and the particle words in text without Chinese
    or Japanese (``NARROW_WORDS``/``NARROW_PARTICLES`` False): true while every one of them
    has such a character. A word added without one must set its flag True."""
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.words import WORDS

    assert linebreak.NARROW_WORDS == any(not linebreak._has_wide(w) for w in WORDS)
    narrow = any(not linebreak._has_wide(w) for w in linebreak.PARTICLE_WORDS)
    assert linebreak.NARROW_PARTICLES == narrow
