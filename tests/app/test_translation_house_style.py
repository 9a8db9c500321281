"""The house style of ``i18n/README.md`` that a machine can check: one wording per concept in
each language, the game terms the review of the Chinese and Japanese texts settled on, and the
punctuation each language uses. Each test names the rule it guards; a new message that breaks
one is either reworded or, where the game's own words really differ, listed with the reason."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict

import pytest

from farmhouse.app.i18n import i18n_dir

CJK_LANGUAGES = ("ja", "zh_TW", "zh_CN")
CHINESE = ("zh_TW", "zh_CN")
#: A CJK ideograph, kana or full-width character.
CJK = r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]"

#: "Since your last turn" (the hand-over's summary, each board's panel, tooltips and rules
#: naming it): one phrase per language, whether the English says "turn" or "move".
SINCE_YOUR_LAST_TURN = {
    "ja": "あなたの前回の手番以降",
    "zh_TW": "自你上回合以來",
    "zh_CN": "自你上回合以来",
}
#: How a rank line ("1. Ann — 22 points (winner)") tags the winner.
WINNER_TAG = {"ja": "（勝者）", "zh_TW": "（勝利者）", "zh_CN": "（胜利者）"}
#: "The published rules" / "the original rules" in option texts and the rules pages.
PUBLISHED_RULES = {"ja": "公式ルール", "zh_TW": "原版規則", "zh_CN": "原版规则"}
#: El Gaucho's dice-less round: the seed's 無骰階段, never 回合 (the UI's word for a turn).
DICELESS_ROUND = {"zh_TW": "無骰階段", "zh_CN": "无骰阶段"}
#: A Wooly Bully wolf or hunter in a hand or the bag is a tile (版塊, counted with 張).
TILE_WORD = {"zh_TW": "版塊", "zh_CN": "板块"}

#: English texts that several contexts translate differently on purpose (each game's own
#: words); every other text shared by several contexts reads the same in each of them.
SHARED_SOURCES_THAT_DIFFER = {
    "%1 and %2": "two dice are numbers (spaces around them); two names or halves are not",
    "red": "Black Sheep's seat edges are colours of a side, Wooly Bully's are sheep colours",
    "blue": "as 'red'",
    "yellow": "as 'red'",
    "%1 cannot play and passes.": "Black Sheep says 'has no card to play'; the shell is general",
    "Total: %1": "points (總分) in Black Sheep and Wooly Bully, pesos (合計) in El Gaucho",
    "Final scoring": "El Gaucho keeps its seed's 記分階段",
    "Players": "Bye-Bye Black Sheep's rules table means the number of players",
    "There is no such tile.": "a cattle tile (牛卡) is not a landscape tile (版塊)",
    "%1 %2": "El Gaucho's cattle tile (breed, value) is one word; a numbered file name is spaced",
}


def messages(lang: str):
    """(context, source, translation forms) for every message of ``lang``."""
    root = ET.parse(i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    for context in root.findall("context"):
        for message in context.findall("message"):
            translation = message.find("translation")
            numerus = translation.findall("numerusform")
            forms = [f.text or "" for f in numerus] if numerus else [translation.text or ""]
            yield context.findtext("name") or "", message.findtext("source") or "", forms


def texts(lang: str, context: str | None = None, source: str | None = None, flags=re.IGNORECASE):
    """(context, source, text) for every translated form, optionally of one context or one
    source pattern (a regular expression searched with ``flags``)."""
    for ctx, src, forms in messages(lang):
        if context is not None and ctx != context:
            continue
        if source is not None and not re.search(source, src, flags):
            continue
        for text in forms:
            yield ctx, src, text


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_one_translation_for_the_same_english_in_every_context(lang):
    """One wording per concept: "The game is over.", "It is not your turn.", "Waiting for
    %1…", "▶ to play", "Setup"… read the same in every game and in the shell."""
    seen: dict[str, dict[tuple[str, ...], list[str]]] = defaultdict(lambda: defaultdict(list))
    for context, source, forms in messages(lang):
        seen[source][tuple(forms)].append(context)
    differing = {
        source: dict(translations)
        for source, translations in seen.items()
        if len(translations) > 1 and source not in SHARED_SOURCES_THAT_DIFFER
    }
    assert differing == {}


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_since_your_last_turn_has_one_wording(lang):
    phrase = SINCE_YOUR_LAST_TURN[lang]
    found = list(texts(lang, source=r"since your last (turn|move)"))
    # the kit's panel (every board's and the hand-over's title: one message), tooltips, rules
    assert ("RecentPanel", "Since your last turn") in {(ctx, src) for ctx, src, _ in found}
    assert len(found) >= 4
    assert [(ctx, src, text) for ctx, src, text in found if phrase not in text] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_rank_lines_tag_the_winner_alike(lang):
    found = list(texts(lang, source=r"^%1\. %2 — .*winner"))
    assert found
    assert [text for _, _, text in found if not text.endswith(WINNER_TAG[lang])] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_the_published_rules_have_one_name(lang):
    found = list(texts(lang, source=r"\b(published|original) rules\b"))
    assert len(found) >= 8
    assert [text for _, _, text in found if PUBLISHED_RULES[lang] not in text] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_the_seat_line_separator_is_a_spaced_middle_dot(lang):
    """The spaced " · " between the parts of a seat line in every game (not the katakana ・)."""
    found = [text for _, source, text in texts(lang) if source == " · "]
    assert len(found) >= 3
    assert set(found) == {" · "}


@pytest.mark.parametrize("lang", CHINESE)
def test_no_katakana_middle_dot_in_chinese(lang):
    assert [text for _, _, text in texts(lang) if "\u30fb" in text] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_a_round_is_never_called_a_turn_in_chinese(lang):
    """回合 is a player's turn (你的回合, 結束回合); a round is 輪, El Gaucho's dice-less
    round 無骰階段. A text about rounds says 回合 at most once per "turn" it mentions."""
    wrong = [
        (source, text)
        for _, source, text in texts(lang, source=r"\brounds?\b")
        if text.count("回合") > len(re.findall(r"\bturns?\b", source, re.IGNORECASE))
    ]
    assert wrong == []
    diceless = list(texts(lang, context="ElGaucho", source=r"dice-less"))
    assert len(diceless) >= 10
    assert [text for _, _, text in diceless if DICELESS_ROUND[lang] not in text] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_triplets_are_counted_with_zu(lang):
    """三張一組 are counted with 組 (三張一組 3 組), never 個."""
    found = list(texts(lang, context="ByeByeBlackSheep", source=r"triplet"))
    assert len(found) >= 10
    counted_with_ge = re.compile(r"(?:%n|%\d|\d)\s*[個个]")
    assert [text for _, _, text in found if counted_with_ge.search(text)] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_wolves_and_hunters_in_hand_are_tiles(lang):
    """A Wooly Bully wolf or hunter that is drawn, flipped or in the bag is a tile (一張狼版塊),
    not an animal (一隻狼, 一位獵人)."""
    tiles = r"^a (wolf|hunter)$|^(This|As a) (wolf|hunter)( it)? fits|wolf or hunter|\d wolves"
    found = list(texts(lang, context="WoolyBully", source=tiles, flags=0))
    assert len(found) >= 7
    animal = re.compile(r"[隻只位](?:狼|獵人|猎人)")
    assert [
        text for _, _, text in found if TILE_WORD[lang] not in text or animal.search(text)
    ] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_no_ascii_colon_after_cjk(lang):
    """Full-width ： after CJK text, also after a menu accelerator (「場所(&L)：」)."""
    colon = re.compile(CJK + r"(?:\(&\w\))?:")
    assert [text for _, _, text in texts(lang) if colon.search(text)] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_one_ellipsis_character(lang):
    """The app writes one … (as the English does), never ……."""
    assert [text for _, _, text in texts(lang) if "……" in text] == []


def test_japanese_ranges_use_the_full_width_tilde():
    """「1～9」「%1～%2人」: ～ (U+FF5E), not the wave dash 〜 (U+301C)."""
    assert [text for _, _, text in texts("ja") if "\u301c" in text] == []


#: A Chinese or Japanese letter: kana or an ideograph (not punctuation).
CJK_LETTER = r"[\u3040-\u30ff\u3400-\u9fff]"


@pytest.mark.parametrize("lang", CHINESE)
def test_chinese_counts_are_spaced_on_both_sides_or_neither(lang):
    """One half-width space between Chinese and a number: 「3 張」「北 2 格」, never a space on
    one side only (「把2 張馬」: the count message began with its number and met 把 in the
    template; the counted cards now say 兩張馬) nor ``%n`` touching a Chinese character.
    Session 18, V4."""
    one_side = re.compile(
        rf"{CJK_LETTER}(?:%n|\d+) {CJK_LETTER}|{CJK_LETTER} (?:%n|\d+){CJK_LETTER}"
        rf"|{CJK_LETTER}%n|%n{CJK_LETTER}"
    )
    assert [text for _, _, text in texts(lang) if one_side.search(text)] == []


def test_japanese_counters_attach_to_their_number():
    """「ダイス2個」「%1人」「完成番号5」: a number and its counter touch (session 18, V14:
    「ダイス 2 個」「%1 人では」)."""
    spaced = re.compile(r"(?:\d|%n|%\d) [枚個人つ組点手列回秒番]")
    assert [text for _, _, text in texts("ja") if spaced.search(text)] == []


#: Key names: a space on each side beside Chinese or Japanese text.
KEY_NAME = r"(?:Enter|Esc|Tab|Space|Page Up|Page Down|Home|End|Ctrl\+\S|Shift|[↑↓←→])"


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_key_names_are_spaced_from_chinese_and_japanese_text(lang):
    """「Enter で」「按 Enter」「↑ と ↓ で」「用 ← 和 →」: a key name, arrows included, stands
    apart from the words around it (none beside full-width punctuation). Session 18, V14:
    「Enterで」「按Enter查看」「用Page Up和Page Down」 in the screen readers' key texts."""
    touching = re.compile(rf"{CJK_LETTER}{KEY_NAME}|{KEY_NAME}{CJK_LETTER}")
    assert [text for _, _, text in texts(lang) if touching.search(text)] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_a_dash_in_a_chinese_sentence_is_unspaced(lang):
    """A dash inside a sentence is —— without spaces (「…打到牧場 III——約 51%」; a spaced
    " — " wrapped to a line's start). Only the rank lines' column separator keeps " — "
    (「1. 安 — 22 分」). Session 18, V6."""
    rank = re.compile(r"^%1\. %2 — ")
    found = [
        (source, text)
        for _, source, text in texts(lang)
        if (" —" in text or "— " in text) and not rank.match(source)
    ]
    assert found == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_the_rules_name_the_fit_button_as_it_reads(lang):
    """Wooly Bully's rules tell to click Fit by the button's own words (session 18, V5: the
    zh_CN rules said “显示全部”, the button read 全览)."""
    (button,) = {text for _, _, text in texts(lang, "WoolyBully", r"^Fit$")}
    rules = [text for _, _, text in texts(lang, "WoolyBully", r"\band Fit shows\b")]
    assert rules
    assert [text for text in rules if button not in text] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_the_hint_lines_rank_alike(lang):
    """最佳、次佳、第三佳: the third line is named as the first two (「第三：」 read "third:")."""
    found = [text for _, _, text in texts(lang, "Hint", r"^(Best|Second best|Third best)\b")]
    assert len(found) == 3
    assert [text for text in found if "佳" not in text.split("：")[0]] == []


@pytest.mark.parametrize("lang", CHINESE)
def test_a_move_is_never_walked_in_chinese(lang):
    """A move in a card or dice game is 一步 or 動作, never the chess words 走法 or 走
    (「連同之後電腦的動作」, not 「電腦走的步」; session 18, V13)."""
    walked = re.compile(r"走法|走的步|走過|走过|走出|走完|再走|[腦脑]走")
    assert [text for _, _, text in texts(lang) if walked.search(text)] == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_the_flip_badge_is_an_arrow_not_a_rotation_mark(lang):
    """Wooly Bully's "fits once flipped" badge is a circular arrow: the prompt calls it an
    arrow (箭頭記號, 箭头标记, 矢印), never a rotation mark, for rotating (R) and flipping (F)
    are two words of the glossary (session 18, V8: 「有虛線框和旋轉記號的版塊翻面後放得下」)."""
    found = [text for _, _, text in texts(lang, "WoolyBully", r"with an arrow fits once flipped")]
    assert found
    assert [text for text in found if re.search("旋轉|旋转|回転", text)] == []
    assert all(re.search("箭頭|箭头|矢印", text) for text in found)
