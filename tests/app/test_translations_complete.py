"""Every .ts file is complete and current: nothing unfinished, empty or obsolete, the
placeholders and plural forms intact, the game terms of shared/GLOSSARY.md used, and no
source string of the app or a game missing from the files."""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from farmhouse.app import i18n

#: ``%1``…``%9``, ``%n`` (Qt) and ``%(name)s`` (texts.describe_illegal) placeholders.
PLACEHOLDER = re.compile(r"%(?:\d|n|\([a-z_]+\)s)")
#: Plural forms Qt expects per language (English: one/other; Chinese and Japanese: one form).
NUMERUS_FORMS = {"en": 2, "zh_TW": 1, "zh_CN": 1, "ja": 1}
#: English word in a source → the glossary term its translation must contain.
GLOSSARY_TERMS: dict[str, dict[str, str]] = {
    "pasture": {"ja": "牧草地", "zh_TW": "牧場", "zh_CN": "牧场"},
    "figure": {"ja": "コマ", "zh_TW": "模型", "zh_CN": "模型"},
    "corral": {"ja": "囲い", "zh_TW": "畜欄", "zh_CN": "畜栏"},
    "discard pile": {"ja": "捨て札", "zh_TW": "棄牌堆", "zh_CN": "弃牌堆"},
    "black sheep": {"ja": "黒ヒツジ", "zh_TW": "黑羊", "zh_CN": "黑羊"},
}
#: Traditional / Simplified character pairs that must not be mixed up between zh_TW and zh_CN.
SCRIPT_PAIRS = "場场 欄栏 張张 牌牌 選选 個个 這这 還还 從从 會会 無无 對对 開开 關关 獲获 勝胜 動动 點点 數数 遊游 戲戏 補补 棄弃 輪轮 結结 實实 儲储 載载"


#: Strings lupdate cannot see: PySide6's lupdate skips ``QCoreApplication.translate(ctx, text,
#: "", n)`` when ``n`` is a call or attribute (``len(x)``, ``info.moves``), and with a plain
#: variable it still misses the plural (numerus) form. ``self.tr(text, "", n)`` (or a game's
#: module-level ``tr(text, "", n)``) works; then run ``--update``, translate, drop the entry.
LUPDATE_MISSES: set[tuple[str, str]] = set()


def messages(lang: str):
    """(context, source, translation element, numerus?) for every message of ``lang``."""
    root = ET.parse(i18n.i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    for context in root.findall("context"):
        for message in context.findall("message"):
            yield (
                context.findtext("name") or "",
                message.findtext("source") or "",
                message.find("translation"),
                message.get("numerus") == "yes",
            )


def forms(translation: ET.Element) -> list[str]:
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_is_finished_and_not_empty(lang):
    problems = [
        (context, source, translation.get("type"), forms(translation))
        for context, source, translation, _ in messages(lang)
        if translation.get("type") is not None or not all(t.strip() for t in forms(translation))
    ]
    assert problems == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_placeholders_match_the_source_in_every_form(lang):
    wrong = [
        (context, source, text)
        for context, source, translation, _ in messages(lang)
        for text in forms(translation)
        if Counter(PLACEHOLDER.findall(text)) != Counter(PLACEHOLDER.findall(source))
    ]
    assert wrong == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_source_with_a_count_is_a_plural_message(lang):
    """``%n`` needs numerus forms; lrelease rejects forms on a message lupdate did not mark."""
    assert [
        source for _, source, _, numerus in messages(lang) if "%n" in source and not numerus
    ] == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_plural_messages_have_every_plural_form(lang):
    plurals = [
        (source, translation) for _, source, translation, numerus in messages(lang) if numerus
    ]
    assert any("%n card(s)" in source for source, _ in plurals)
    for source, translation in plurals:
        texts = forms(translation)
        assert len(translation.findall("numerusform")) == NUMERUS_FORMS[lang], source
        assert len(set(texts)) == len(texts), f"{lang}: identical plural forms for {source!r}"


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_game_terms_follow_the_glossary(lang):
    wrong = [
        (source, text)
        for _, source, translation, _ in messages(lang)
        for word, terms in GLOSSARY_TERMS.items()
        if re.search(rf"\b[{word[0]}{word[0].upper()}]{word[1:]}", source)  # not "Black Sheep"
        for text in forms(translation)
        if terms[lang] not in text
    ]
    assert wrong == []


@pytest.mark.parametrize(("lang", "index"), [("zh_TW", 1), ("zh_CN", 0)])
def test_chinese_translations_keep_to_their_script(lang, index):
    foreign = {pair[index] for pair in SCRIPT_PAIRS.split() if pair[0] != pair[1]}
    wrong = [
        text
        for _, _, translation, _ in messages(lang)
        for text in forms(translation)
        if foreign & set(text)
    ]
    assert wrong == []


def test_compiled_translations_choose_the_plural_form(qapp, tmp_path):
    expected = {
        "en": ("1 card", "3 cards"),
        "ja": ("1枚", "3枚"),
        "zh_TW": ("1 張", "3 張"),
        "zh_CN": ("1 张", "3 张"),
    }
    for lang, (one, three) in expected.items():
        qm = tmp_path / f"{lang}.qm"
        assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{lang}.ts", qm)
        translator = QTranslator()
        assert translator.load(str(qm))
        QCoreApplication.installTranslator(translator)
        try:
            assert QCoreApplication.translate("BlackSheep", "%n card(s)", "", 1) == one
            assert QCoreApplication.translate("BlackSheep", "%n card(s)", "", 3) == three
        finally:
            QCoreApplication.removeTranslator(translator)


@pytest.mark.skipif(i18n._tool("lupdate") is None, reason="pyside6-lupdate not installed")
def test_ts_files_hold_exactly_the_current_source_strings(tmp_path):
    """Fails when a string was added or changed without ``python -m farmhouse.app.i18n --update``."""
    ts = tmp_path / "fresh.ts"
    files = [str(p) for p in i18n.source_files()]
    subprocess.run([*i18n._tool("lupdate"), "-silent", *files, "-ts", str(ts)], check=True)
    i18n.assign_game_contexts(ts)  # a game's module-level tr() gets its context
    root = ET.parse(ts).getroot()
    current = {
        (c.findtext("name") or "", m.findtext("source") or "")
        for c in root.findall("context")
        for m in c.findall("message")
    }
    for lang in i18n.LANGUAGES:
        stored = {(context, source) for context, source, _, _ in messages(lang)}
        assert stored == current, f"{lang}: run python -m farmhouse.app.i18n --update"


def test_lupdate_sees_every_translated_string_in_the_sources():
    """Every literal ``translate("Ctx", "text", …)`` and ``tr("text", …)`` call is in the .ts
    files: a call lupdate cannot parse would stay English in every language."""
    stored = {(context, source) for context, source, _, _ in messages("en")}
    sources = {source for _, source in stored}
    missing = set()
    for path in i18n.source_files():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            texts = [a.value for a in node.args[:2] if isinstance(a, ast.Constant)]
            if name == "translate" and len(texts) == 2 and (texts[0], texts[1]) not in stored:
                missing.add((texts[0], texts[1]))
            elif name == "tr" and texts and isinstance(texts[0], str) and texts[0] not in sources:
                missing.add(("?", texts[0]))
    assert missing - LUPDATE_MISSES == set()


#: The calls lupdate reads a translated text from.
TRANSLATING_CALLS = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"}


def translator_comments(path) -> tuple[set[str], list[int]]:
    """The ``#:`` comment blocks of ``path``, as lupdate joins a block's lines: (the texts of
    those written for a text, i.e. in the statement of the next ``tr(`` call, right above it;
    the first line of each block followed by another statement before the file's next
    ``tr(`` call, which lupdate gives to that call all the same)."""
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline))
    own: set[str] = set()
    misplaced: list[int] = []
    i = 0
    while i < len(tokens):
        if tokens[i].type != tokenize.COMMENT or not tokens[i].string.startswith("#:"):
            i += 1
            continue
        block = [tokens[i]]
        i += 1
        while i < len(tokens) and tokens[i].type in (tokenize.COMMENT, tokenize.NL):
            if tokens[i].type == tokenize.COMMENT:
                if not tokens[i].string.startswith("#:"):
                    break
                block.append(tokens[i])
            i += 1
        statement_ends = False
        for k in range(i, len(tokens)):
            if tokens[k].type == tokenize.NEWLINE:
                statement_ends = True
            elif (
                tokens[k].type == tokenize.NAME
                and tokens[k].string in TRANSLATING_CALLS
                and tokens[k + 1].string == "("
            ):
                if statement_ends:
                    misplaced.append(block[0].start[0])
                else:
                    own.add(" ".join(t.string[2:].strip() for t in block))
                break
    return own, misplaced


def test_every_translator_comment_stands_right_above_its_text():
    """lupdate takes every ``#:`` comment for the translator comment of the next ``tr()`` it
    reads in the file, however far below, and joins all it met on the way: a ``#:`` comment
    documenting a constant gave "Seat %1" the tint of a lit side and "The game is over." the
    event keys of a module. In the files lupdate reads, a ``#:`` comment is a translator's,
    written in the statement of its text; other comments there are plain ``#`` comments."""
    root = i18n.source_files()[0].parents[2]
    misplaced = [
        f"{path.relative_to(root)}:{line}"
        for path in i18n.source_files()
        for line in translator_comments(path)[1]
    ]
    assert misplaced == []


@pytest.mark.skipif(i18n._tool("lupdate") is None, reason="pyside6-lupdate not installed")
def test_every_message_carries_only_its_own_translator_comment(tmp_path):
    """lupdate reading the sources gives every message either no comment or comments written
    for it (lupdate joins those of one text used in several places with a ``----------``
    line), and the four .ts files hold exactly these comments ("Hint" carried "How many moves
    a hint explains", "Pass" the key table's)."""
    ts = tmp_path / "fresh.ts"
    files = [str(p) for p in i18n.source_files()]
    subprocess.run([*i18n._tool("lupdate"), "-silent", *files, "-ts", str(ts)], check=True)
    i18n.assign_game_contexts(ts)
    own = set().union(*(translator_comments(path)[0] for path in i18n.source_files()))
    fresh = {
        (c.findtext("name"), m.findtext("source"), m.findtext("comment")): m.findtext(
            "extracomment"
        )
        or ""
        for c in ET.parse(ts).getroot().findall("context")
        for m in c.findall("message")
    }
    foreign = {
        key[:2]: part[:60]
        for key, comment in fresh.items()
        for part in comment.split("\n----------\n")
        if part and " ".join(part.split()) not in own
    }
    assert foreign == {}
    for lang in i18n.LANGUAGES:
        stored = {
            (c.findtext("name"), m.findtext("source"), m.findtext("comment")): m.findtext(
                "extracomment"
            )
            or ""
            for c in ET.parse(i18n.i18n_dir() / f"farmhouse_{lang}.ts").getroot().findall("context")
            for m in c.findall("message")
        }
        assert {k: v[:60] for k, v in stored.items() if fresh.get(k) != v} == {}, lang
