"""Where wrapped text may break, in every language.

Qt breaks Chinese and Japanese text between any two characters, so a wrapped label can split
a word (「手番」 as 「手／番」, 「3枚」 as 「3／枚」). :func:`keep_words` joins the characters of
each word with U+2060 WORD JOINER, so such a label breaks only at spaces, at U+200B ZERO
WIDTH SPACE (which a translation may put where a break reads well) and at punctuation
(「、」「。」「・」「：」, brackets). Latin text is left as it is: it breaks at spaces anyway.
Use it for banners and short wrapped labels, not for running text such as a game log (a long
sentence with no space would become one unbreakable word there).

A player's name never breaks, in any text: :func:`keep_name` makes it one unbreakable piece
(no-break spaces, word joiners where a line could otherwise break), so "Bot 5" cannot wrap as
"Bot⏎5" and 「ゆうこ」 not as 「ゆ⏎うこ」. The shell hands every board and every log line the
names already kept whole (``MatchController.names``), so the games' texts need do nothing.

No Qt here: the shell's labels and the board kit's texts both use it.
"""

from __future__ import annotations

import unicodedata

#: Joins two characters that must stay on one line (invisible, no width).
WORD_JOINER = "\u2060"
#: An invisible place where a line may break (for translations without spaces).
BREAK = "\u200b"
#: A space where a line must not break.
NO_BREAK_SPACE = "\u00a0"
#: Characters after which a line may break (hyphens, dashes, slashes, closing brackets, …).
_BREAK_AFTER = frozenset("-\u2010\u2011\u2012\u2013\u2014/\\|!?)]}%…·・、。，,;:")
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


def plain(text: str) -> str:
    """``text`` without word joiners and zero-width spaces, and with plain spaces for no-break
    ones (to compare or search shown text)."""
    return text.replace(WORD_JOINER, "").replace(BREAK, "").replace(NO_BREAK_SPACE, " ")
