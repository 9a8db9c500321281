"""Where wrapped text may break, in every language.

Qt breaks Chinese and Japanese text between any two characters, so a wrapped label can split
a word (「手番」 as 「手／番」, 「3枚」 as 「3／枚」). :func:`keep_words` joins the characters of
each word with U+2060 WORD JOINER, so such a label breaks only at spaces, at U+200B ZERO
WIDTH SPACE (which a translation may put where a break reads well) and at punctuation
(「、」「。」「・」「：」, brackets). Latin text is left as it is: it breaks at spaces anyway.
Use it for banners and short wrapped labels, not for running text such as a game log (a long
sentence with no space would become one unbreakable word there).

Running text (the rules, a log) cannot be joined word by word like a label: a long sentence
without a space would become one unbreakable piece. :func:`keep_phrases` breaks it between
phrases instead (「プレイヤーの／手札を／クリックすると、」), as BudouX (Google's small phrase
models for Japanese and both Chineses) finds them: a katakana word such as 「セットカード」
or a term such as 「牧草地」 then never breaks.

A player's name never breaks, in any text: :func:`keep_name` makes it one unbreakable piece
(no-break spaces, word joiners where a line could otherwise break), so "Bot 5" cannot wrap as
"Bot⏎5" and 「ゆうこ」 not as 「ゆ⏎うこ」. The shell hands every board and every log line the
names already kept whole (``MatchController.names``), so the games' texts need do nothing.

No Qt here: the shell's labels and the board kit's texts both use it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

#: Joins two characters that must stay on one line (invisible, no width).
WORD_JOINER = "\u2060"
#: An invisible place where a line may break (for translations without spaces).
BREAK = "\u200b"
#: A space where a line must not break.
NO_BREAK_SPACE = "\u00a0"
#: Characters after which a line may break (hyphens, dashes, slashes, closing brackets, …).
_BREAK_AFTER = frozenset(
    "-\u2010\u2011\u2012\u2013\u2014/\\|!?)]}%…·・、。，,;:：；！？）」』】〉》"
)
#: Characters before which a line may break (opening brackets).
_BREAK_BEFORE = frozenset("([{（「『【〈《")


def _is_word_char(char: str) -> bool:
    return unicodedata.category(char)[0] in "LNM"


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


def keep_words(text: str) -> str:
    """``text`` with a word joiner between two adjacent letters, digits or marks of which at
    least one is a wide (Chinese, Japanese, Korean or full-width) character: a wrapped label
    then breaks only at spaces, U+200B and punctuation. Idempotent; "" stays ""."""
    if not text or all(ord(c) < 0x1100 for c in text):
        return text
    out = [text[0]]
    for before, char in zip(text, text[1:], strict=False):
        if (
            before != WORD_JOINER
            and char != WORD_JOINER
            and _is_word_char(before)
            and _is_word_char(char)
            and (_is_wide(before) or _is_wide(char))
        ):
            out.append(WORD_JOINER)
        out.append(char)
    return "".join(out)


def keep_name(name: str) -> str:
    """``name`` as one piece no wrapped text breaks: its spaces (and other white space)
    become no-break spaces, and a word joiner goes between two characters where a line could
    otherwise break (either is a wide CJK character, or the first is a hyphen, slash or closing
    bracket, or the second an opening bracket). Runs of Latin letters and digits are left as
    they are. Idempotent; :func:`plain` gives the name back with ordinary spaces."""
    if not name:
        return name
    chars = [NO_BREAK_SPACE if c.isspace() else c for c in name]
    out = [chars[0]]
    for before, char in zip(chars, chars[1:], strict=False):
        if (
            before != WORD_JOINER
            and char != WORD_JOINER
            and (
                _is_wide(before)
                or _is_wide(char)
                or before in _BREAK_AFTER
                or char in _BREAK_BEFORE
            )
        ):
            out.append(WORD_JOINER)
        out.append(char)
    return "".join(out)


#: BudouX's phrase model for each app language written without spaces.
_PHRASE_MODELS = {
    "ja": "load_default_japanese_parser",
    "zh_TW": "load_default_traditional_chinese_parser",
    "zh_CN": "load_default_simplified_chinese_parser",
}
#: A tag of HTML (its text is left alone) or a run of text between tags.
_TAG = re.compile(r"(<[^>]*>)")


@cache
def _phrase_parser(lang: str) -> Any:
    import budoux  # (imported when first needed: the start page does without it)

    return getattr(budoux, _PHRASE_MODELS[lang])()


def keep_phrases(text: str, lang: str) -> str:
    """Running ``text`` in app language ``lang`` that a wrapped line breaks only between
    phrases: the characters of each phrase joined with word joiners, where Qt could otherwise
    break between them. A space beside a Chinese or Japanese character becomes a no-break
    space (a number stays with its counter: 「3 張」); other spaces stay places to break, and
    languages with spaces (``en``) are left as they are. Word joiners already in ``text`` (a name kept by :func:`keep_name`) stay.
    "" stays "".
    """
    if lang not in _PHRASE_MODELS or all(ord(c) < 0x1100 for c in text):
        return text
    parser = _phrase_parser(lang)
    # a space beside a wide character is no place to break: 「3 張」「牧場 II」「第 2 輪」
    chars = list(text)
    for i, char in enumerate(chars):
        if char == " " and any(0 <= j < len(chars) and _is_wide(chars[j]) for j in (i - 1, i + 1)):
            chars[i] = NO_BREAK_SPACE
    out = []
    for run in "".join(chars).split(" "):
        phrases = parser.parse(run) if run else [""]
        out.append("".join(_join_all(phrase) for phrase in phrases))
    return " ".join(out)


def keep_html_phrases(markup: str, lang: str) -> str:
    """:func:`keep_phrases` for the text of HTML ``markup`` (tags and entities left whole)."""
    import html  # (here: its table of entities costs the first window ~2 ms)

    if lang not in _PHRASE_MODELS:
        return markup
    parts = _TAG.split(markup)
    for i in range(0, len(parts), 2):  # the even parts are text, the odd ones tags
        if parts[i]:
            kept = keep_phrases(html.unescape(parts[i]), lang)
            parts[i] = html.escape(kept, quote=False)
    return "".join(parts)


def _join_all(phrase: str) -> str:
    """``phrase`` with a word joiner between any two of its characters where a line could
    break (a wide character on one side), except after punctuation a line may break after
    (「、」「：」「・」…) or before an opening bracket: a phrase such as
    「スタートプレイヤー：Annabelle Fitzgerald）。」 may still break after its colon."""
    if len(phrase) < 2:
        return phrase
    out = [phrase[0]]
    for before, char in zip(phrase, phrase[1:], strict=False):
        if (
            WORD_JOINER not in (before, char)
            and not before.isspace()
            and not char.isspace()
            and before not in _BREAK_AFTER
            and char not in _BREAK_BEFORE
            and (_is_wide(before) or _is_wide(char))
        ):
            out.append(WORD_JOINER)
        out.append(char)
    return "".join(out)


def plain(text: str) -> str:
    """``text`` without word joiners and zero-width spaces, and with plain spaces for no-break
    ones (to compare or search shown text)."""
    return text.replace(WORD_JOINER, "").replace(BREAK, "").replace(NO_BREAK_SPACE, " ")
