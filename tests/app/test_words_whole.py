"""Issue X7 (session 19): Chinese and Japanese words broken at line ends. Qt broke a
message box's text anywhere (「…這個存檔已損壞或不完／整。」, 「…不合規則的動／作。」,
「…壊れているか、不／完全です。」: its text did not go through the app's breaker), and the
breaker itself let lines break inside words: its Chinese phrase models (BudouX, no
dictionary) cut 「放|進」, 「接|著」, 「不|完整」 and the glossary term 「三張|一組」, and only
a few terms of the board made last were kept whole (``GameBoard.KEEP_WHOLE``, those seen
broken). Now every text of the app keeps whole the glossary's terms and the everyday words
the models cut (:data:`farmhouse.app.board.words.WORDS`); the message box:
``test_message_box_words.py``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from farmhouse.app import i18n
from farmhouse.app.board import linebreak
from farmhouse.app.board.linebreak import break_points
from farmhouse.app.board.words import GLOSSARY_WORDS, WORDS
from tests.app.test_translations_complete import GLOSSARY_TERMS

pytestmark = pytest.mark.gui


@pytest.fixture
def no_board_terms():
    """No board's terms (``keep_terms``): the words must be whole by themselves."""
    kept = linebreak.kept_terms()
    linebreak.keep_terms(())
    yield
    linebreak.keep_terms(kept)


def inside(text: str, word: str, points: list[int]) -> list[int]:
    """The break ``points`` of ``text`` inside an occurrence of ``word``."""
    found = []
    start = text.find(word)
    while start >= 0:
        found += [p for p in points if start < p < start + len(word)]
        start = text.find(word, start + 1)
    return found


#: The tester's lines (Bye-Bye's "Since your last turn" box, the "cannot open" box) and the
#: word each broke inside.
SEEN = [
    ("zh_TW", "Bot 4把駱駝放進動物園。", "放進"),
    ("zh_CN", "Bot 4把骆驼放进动物园。", "放进"),
    ("zh_TW", "Bot 2抽到3張牌，接著抽到三張一組。", "接著"),
    ("zh_CN", "Bot 2抽到3张牌，接着抽到三张一组。", "接着"),
    ("zh_TW", "湊成三張一組", "三張一組"),
    ("zh_CN", "凑成三张一组", "三张一组"),
    ("zh_TW", "無法開啟「x.farmhouse」：這個存檔已損壞或不完整。", "不完整"),
    ("zh_CN", "无法打开“x.farmhouse”：这个存档已损坏或不完整。", "不完整"),
    ("zh_TW", "無法開啟「x.farmhouse」：檔案中有不合規則的動作。", "動作"),
    ("ja", "「x.farmhouse」を開けません：この保存データは壊れているか、不完全です。", "不完全"),
    # session 19's second tester, Y5: a negation cut from its verb, a verb from its
    # complement; and what the scan of every translation found cut (session 20)
    ("zh_TW", "無法開啟「x.farmhouse」：這個檔案不是存檔（不是 JSON）。", "不是"),
    ("zh_CN", "无法打开“x.farmhouse”：这个文件不是存档（不是 JSON）。", "不是"),
    ("zh_TW", "玩家 1 從牌庫抽到獅子×2、河馬（只有你看得到）。", "看得到"),
    ("zh_CN", "玩家 1 从牌堆抽到狮子×2、河马（只有你看得到）。", "看得到"),
    ("zh_CN", "玩家 1 从牌堆抽到狮子×2、河马（只有你看得到）。", "抽到"),
    ("zh_TW", "按 Esc 返回上一步。", "返回"),
    ("zh_TW", "保留起始牛卡", "起始"),
    ("zh_TW", "選項會詢問你", "選項"),
    ("zh_TW", "查看自己的手牌", "查看"),
    ("zh_TW", "打出一張牌", "一張"),
    ("zh_CN", "最好的牌", "好的"),
    ("ja", "R：時計回りに回転", "時計回り"),
    # (session 20's second tester, A6: Wooly Bully's question before quitting, 「再／按」)
    ("zh_TW", "要退出並獲得 6 分嗎？再按 Q 退出；Esc 取消。", "再按"),
    ("zh_CN", "要退出并获得 6 分吗？再按 Q 退出；Esc 取消。", "再按"),
]


@pytest.mark.parametrize(("lang", "text", "word"), SEEN)
def test_the_breaker_keeps_the_words_the_phrase_models_cut(no_board_terms, lang, text, word):
    """Before the fix the phrase models' breaks inside these words were allowed."""
    assert inside(text, word, break_points(text, lang=lang)) == []
    assert inside(text, word, break_points(text, lang="")) == []  # (a label: words only)


def test_the_words_hold_the_glossary_terms():
    """The glossary's Chinese and Japanese terms the translation tests check are kept."""
    for terms in GLOSSARY_TERMS.values():
        for term in terms.values():
            assert any(term in word for word in WORDS), term
    assert {"三張一組", "三张一组", "3枚組", "動物園", "水飲み場"} <= set(GLOSSARY_WORDS)


def translated_texts(lang: str) -> set[str]:
    """Every translation (and plural form) of the app's ``.ts`` file for ``lang``."""
    root = ET.parse(i18n.i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    return {
        form.text or ""
        for message in root.iter("message")
        for form in [message.find("translation"), *message.iter("numerusform")]
        if form is not None and form.text
    }


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_no_translation_breaks_inside_a_word(no_board_terms, lang):
    """In every translation of the app, no line may break inside a word of :data:`WORDS`
    (whatever board was made last), as running text and as a label."""
    texts = translated_texts(lang)
    broken = []
    for text in sorted(texts):
        words = [w for w in WORDS if w in text]
        if not words:
            continue
        for points in (break_points(text, lang=lang), break_points(text, lang="")):
            broken += [(text, w) for w in words if inside(text, w, points)]
    assert broken == []


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_no_line_ends_with_a_clause_s_first_character_alone(no_board_terms, lang):
    """Session 22's tester (5, Wooly Bully's key note at 1000 × 650 in zh_TW): 「…或用 Tab 與
    Enter。有／虛線框和箭頭記號的版塊，」: the phrase model made 有 a phrase of its own, and the
    line broke after it, one character past the full stop, instead of at it. In no
    translation does a line break after the one character that begins the text or a clause
    (after 。，、：…); it may break before it."""
    texts = translated_texts(lang)
    lone = []
    for text in sorted(texts):
        for i in break_points(text, lang=lang):
            before = text[i - 2] if i >= 2 else ""
            first = not before or (before in "。，、：；！？）」』" and before != text[i - 1])
            if first and "\u4e00" <= text[i - 1] <= "\u9fff":
                lone.append(text[max(0, i - 6) : i] + "|" + text[i : i + 4])
    assert lone == []
    note = "選版塊用 1–9，或用 Tab 與 Enter。有虛線框和箭頭記號的版塊，翻面後就放得下（F）。"
    at = note.index("有")
    points = break_points(note, lang="zh_TW")
    assert at in points and at + 1 not in points
