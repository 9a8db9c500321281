"""Where wrapped text may break, in every language.

Qt breaks Chinese and Japanese text between any two characters, so a wrapped label can split
a word (「手番」 as 「手／番」, 「3枚」 as 「3／枚」). :func:`keep_words` joins the characters of
each word with U+2060 WORD JOINER, so such a label breaks only at spaces, at U+200B ZERO
WIDTH SPACE (which a translation may put where a break reads well) and at punctuation
(「、」「。」「・」「：」, brackets). Latin text is left as it is: it breaks at spaces anyway.
Use it for banners and short wrapped labels, not for running text such as a game log (a long
sentence with no space would become one unbreakable word there).

No Qt here: the shell's labels and the board kit's texts both use it.
"""

from __future__ import annotations

import unicodedata

#: Joins two characters that must stay on one line (invisible, no width).
WORD_JOINER = "\u2060"
#: An invisible place where a line may break (for translations without spaces).
BREAK = "\u200b"
#: A space where a line never breaks (inside a player's name, see the board kit's text).
NO_BREAK_SPACE = "\u00a0"


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


def plain(text: str) -> str:
    """``text`` without word joiners and zero-width spaces, and with plain spaces for no-break
    ones (to compare or search shown text)."""
    return text.replace(WORD_JOINER, "").replace(BREAK, "").replace(NO_BREAK_SPACE, " ")
