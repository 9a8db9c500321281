"""Where a line of text may break, in every language: the one rule the board kit and the
shell wrap by.

Qt breaks Chinese and Japanese text between any two characters, so a wrapped line could
split a word (「手番」 as 「手／番」, 「3枚」 as 「3／枚」) or a player's name (「ゆ／うこ」,
"Bot⏎5"). :func:`break_points` says where a line may break instead:

- at a space between Latin words (a space beside a Chinese or Japanese character, as in
  「3 張」 or 「牧場 II」, holds its neighbours together);
- after Chinese and Japanese punctuation (、。：・ closing brackets …) and before an opening
  bracket;
- in running text of an app language written without spaces (``lang`` ``ja``, ``zh_TW``,
  ``zh_CN``), between phrases as BudouX (Google's small phrase models) finds them
  (「プレイヤーの／手札を／クリックすると、」): a katakana word such as 「セットカード」 or a term
  such as 「牧草地」 never breaks; without a ``lang`` (short labels), Chinese and Japanese break
  only at spaces and punctuation;
- never inside a word of :data:`~farmhouse.app.board.words.WORDS` (the glossary's terms and
  everyday words the phrase models cut: 「不|完整」, 「放|進」, 「三張|一組」, 「返|回」), in
  every text;
- in Chinese running text, never after a negation, a number or a demonstrative before the
  character it holds on to (:data:`BIND_NEXT`: 「不|是」, 「一|張」, 「這|種」), nor before a
  particle, a verb's complement or a counter (:data:`BIND_PREVIOUS`: 「看得|到」, 「最好|的」,
  「三|張」): the Chinese phrase models cut such one-character pieces off;
- never right after the bullet that begins a list's line ("• |Bot 5": no bullet alone);
- never inside a sum of numbers ("3 + 3", 「3＋3」, "3 × 9 + 5", "2 × 9 = 18 pesos" with its
  result and the result's word: :data:`SUM`);
- never between a number and a Chinese or Japanese letter that touches it, on either side
  (「白牛3上」: the number belongs to the word, neither 「白牛3|上」 nor 「白牛|3上」);
- never before a count sign and its number (「鳄鱼×3」: the count belongs to the word before it);
- never between a number and the Chinese or Japanese counter after it (「玩了 7632 次」:
  :func:`cjk_count`; the number goes to the next line with it; in Latin text "1 herd" is
  kept whole where a caller asks, :func:`whole_counts`);
- never inside a player's name (:func:`keep_names`: "Bot 5" is one word, in Latin and Chinese
  text alike; a line may break where a name meets Chinese or Japanese text, "輪到|Bot 5",
  but not before the kana that hold on to it, "Bot 5さんの") nor inside a term the caller
  keeps whole (``keep``);
- never before an em dash that follows a character (Chinese ——: 「…III——約 51%」, never a
  line that starts with the dash nor a dash broken in two);
- never before small kana, the long vowel mark or closing punctuation, nor before a Japanese
  particle (:data:`PARTICLES`: を に が は の へ と で も や; :data:`PARTICLE_WORDS`: から まで
  より など … , each one word no line breaks inside) that follows a word, a name, a
  number or a closing bracket (「…」を見ました, 「（2枚）を」, "Bot 5 に"): it stays with the
  word before. (After a sentence's or a clause's end, 。、！？, the same kana may begin a
  word: 「、もう一度」.)

The same rule reaches Qt's own wrapping (labels, text blocks, the game log) as invisible
characters: :func:`keep_words` (labels: ``lang`` None, a break at every space as well) and
:func:`keep_phrases` (running text) join with U+2060 WORD JOINER the characters a line must
not break between, and :func:`keep_name` makes a name one unbreakable piece. The kit's own
wrapping (:func:`farmhouse.app.board.text.wrap_lines`) breaks at :func:`break_points`.

In Chinese the same functions put one half-width space where a Chinese character meets a
Latin letter or a digit at either edge of a player's name (:func:`spaced_names`: 「從 Bot 2
抽到」, 「玩家 2 把兩張馬…」, as beside any Latin word or number); so do the kit's one-line
labels, the board's tooltips, what the screen reader hears and the shell's labels.

No Qt here: the shell's labels and the board kit's texts both use it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import cache, lru_cache, partial
from typing import Any

from farmhouse.app.board.words import WORDS

#: Joins two characters that must stay on one line (invisible, no width).
WORD_JOINER = "\u2060"
#: An invisible place where a line may break (for translations without spaces).
BREAK = "\u200b"
#: A space where a line must not break.
NO_BREAK_SPACE = "\u00a0"
#: Characters after which a line may break (hyphens, dashes, slashes, CJK punctuation,
#: closing brackets, …).
BREAK_AFTER = frozenset(
    "-\u2010\u2011\u2012\u2013\u2014/\\|!?)]}%…·・、。，．,;:：；！？）」』】〉》〕"
)
#: The em dash: Chinese writes a dash inside a sentence as ——, which never begins a line
#: nor breaks in two (a line may break after it).
EM_DASH = "\u2014"
#: Bullets before a list's line: never alone on a line (no break right after one).
BULLETS = frozenset("•・‣◦▪-–—*")
#: Opening brackets: a line may break before one, never after it.
OPENING = frozenset("([{（「『【〈《〔")
#: Characters a line never starts with: closing punctuation, small kana, the long vowel mark.
NO_START = frozenset(
    "、。，．：；！？）」』】〉》〕…・ー％%,.:;!?)ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
)
#: Japanese particles (one kana each): a line never starts with one that follows a word, a
#: name, a number or a closing bracket (see :func:`break_points`).
PARTICLES = frozenset("をにがはのへとでもや")
#: Japanese particles of more than one kana: each is one word (no line breaks inside it), and
#: a line never starts with one that follows a word, a name, a number or a closing bracket
#: ("Bot 5|から", not "Bot 5か|ら"), as with :data:`PARTICLES`.
PARTICLE_WORDS: tuple[str, ...] = (
    "ばかり",
    "くらい",
    "ぐらい",
    "から",
    "まで",
    "より",
    "など",
    "だけ",
    "しか",
    "ほど",
    "さえ",
    "こそ",
)
#: Where a clause or sentence ends: the kana of :data:`PARTICLES` after them may begin a word.
_CLAUSE_END = frozenset("、。，．！？!?")
#: BudouX's phrase model for each app language written without spaces.
_PHRASE_MODELS = {
    "ja": "load_default_japanese_parser",
    "zh_TW": "load_default_traditional_chinese_parser",
    "zh_CN": "load_default_simplified_chinese_parser",
}
#: A number and the sign after it that joins it to the next number ("3 + ", "3＋", "9 × ",
#: "9 = "): a sum such as "3 + 3" is one piece no line breaks inside (「3 +|3を払いました」
#: broke), its result too ("2 × 9 = 18"); and a result with the word or counter right after
#: it (" 18 pesos", 「 18ペソ」: 「2 × 9 = ⏎18ペソ」 broke). Signed values count as numbers
#: ("+3 +2 = +5", "−1 −2 = −3", with a true minus: Black Sheep's figure values).
SUM = re.compile(
    r"\d[ \u00a0]?[+＋×=＝\u2212][ \u00a0]?(?=[+\u2212]?\d)"
    r"|(?:(?<=[=＝])|(?<=[=＝][ \u00a0]))\d+[ \u00a0]?(?=[^\W\d_])"
)
#: A number and the space after it before a word ("1 herd", "46 games"): kept whole by
#: :func:`whole_counts` (the number would end a line, its word begin the next).
COUNT = re.compile(r"\d[ \u00a0](?=[^\W\d_])(?![\u3041-\u309f])")


@cache
def cjk_count() -> re.Pattern[str]:
    """The space between a number and a Chinese or Japanese counter or word after it
    (「7632 次」, 「3 張」): never a place to break. Not before hiragana: 「Player 1 さんの」
    is a name and its ending, which may break apart. Compiled when first asked for: its
    character ranges take ``re`` 14M instructions to compile (callgrind), which a
    window with no Chinese or Japanese text to break need not pay."""
    return re.compile(r"(?<=\d) (?=[\u4e00-\u9fff\u3400-\u4dbf\u30a0-\u30ff])")


def _counted(text: str) -> bool:
    """True if ``text`` has a space and a Chinese or Japanese character (:func:`_is_cjk`),
    which :func:`cjk_count` may find a counter among: only then is the pattern compiled (an
    English label with an ellipsis or a dash is not Latin to :func:`keep_words` either)."""
    return " " in text and any(_is_cjk(c) for c in text)


#: A tag of HTML (its text is left alone) or a run of text between tags.
_TAG = re.compile(r"(<[^>]*>)")

#: The players' names, which no line breaks inside (see :func:`keep_names`), longest first.
_NAMES: tuple[str, ...] = ()
#: The game's own terms, which no line breaks inside (see :func:`keep_terms`).
_TERMS: tuple[str, ...] = ()
#: The app's language (see :func:`set_language`): whose phrases running text breaks between.
_LANGUAGE = "en"


def set_language(lang: str) -> None:
    """The app's language is now ``lang`` (the shell says so when it switches): the language
    :func:`break_points` breaks running text in unless it is given one."""
    global _LANGUAGE
    _LANGUAGE = lang


def language() -> str:
    """The app's language as :func:`set_language` last set it (``"en"`` before)."""
    return _LANGUAGE


def keep_names(names: Sequence[str]) -> None:
    """Keep the players' ``names`` whole wherever text is broken into lines
    (:func:`break_points`, so the kit's ``wrap_lines`` and text blocks, and what
    :func:`keep_words`/:func:`keep_phrases` prepare for Qt). A board calls it with the names it
    is given (every ``show_view``); it holds for every board of the app (they show one
    match's names)."""
    global _NAMES
    _NAMES = _longest_first(names)


def keep_terms(terms: Sequence[str]) -> None:
    """Keep the game's own ``terms`` whole wherever text is broken into lines, as
    :func:`keep_names` keeps the names: the Chinese and Japanese words of the glossary that
    the phrase models alone may split (「動物園」 as 「動|物園」 after 「放進」). A board gives its
    game's terms when it is made (``GameBoard.KEEP_WHOLE``); they hold for every board of the
    app until the next board gives its own."""
    global _TERMS
    _TERMS = _longest_first(terms)


def _longest_first(texts: Sequence[str]) -> tuple[str, ...]:
    """The non-blank ``texts``, each once, longest first and, among texts as long, in
    code point order: the same order whatever order they came in (a set's order was the
    process's string hashes': which of two 24-character names a fit shortened first, or
    kept whole where both met, changed from run to run)."""
    return tuple(sorted({t for t in texts if t and t.strip()}, key=lambda t: (-len(t), t)))


def kept_terms() -> tuple[str, ...]:
    """The terms :func:`keep_terms` was last given (longest first)."""
    return _TERMS


def kept_names() -> tuple[str, ...]:
    """The names :func:`keep_names` was last given (longest first)."""
    return _NAMES


def _is_word_char(char: str) -> bool:
    return unicodedata.category(char)[0] in "LNM"


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in "WF"


def _is_hiragana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u309f"


def _is_cjk(ch: str) -> bool:
    return (
        "\u3041" <= ch <= "\u30ff"  # kana
        or "\u31f0" <= ch <= "\u31ff"
        or "\u4e00" <= ch <= "\u9fff"  # han
        or "\u3400" <= ch <= "\u4dbf"
        or ch in "々〆"
        or "\uff00" <= ch <= "\uffef"  # full-width forms
    )


def _number_in_word(a: str, b: str) -> bool:
    """True if ``a`` and ``b`` are a digit and a Chinese or Japanese letter (a kanji, a kana,
    the long vowel mark), in either order: a number that touches a Chinese or Japanese word
    belongs to it (「白牛3」, 「3上」, 「約55%」, 「ラウンド3」), and no line breaks between them."""
    digit_first = unicodedata.category(a) == "Nd"
    letter = b if digit_first else a
    digit = a if digit_first else b
    return (
        unicodedata.category(digit) == "Nd"
        and unicodedata.category(letter) in ("Lo", "Lm")
        and _is_cjk(letter)
    )


@cache
def _phrase_parser(lang: str) -> Any:
    import budoux  # (imported when first needed: the start page does without it)

    return getattr(budoux, _PHRASE_MODELS[lang])()


def phrase_language(text: str, lang: str) -> str:
    """The language whose phrases break ``text``: the app language ``lang`` when it is written
    without spaces, else (Chinese or Japanese text in an English app: a player's name, a
    test) Japanese if ``text`` has kana, Chinese if it has other Chinese characters, and
    ``lang`` itself otherwise."""
    if lang in _PHRASE_MODELS:
        return lang
    if any("\u3041" <= c <= "\u30ff" for c in text):
        return "ja"
    if any(_is_cjk(c) for c in text):
        return "zh_TW" if lang == "zh_TW" else "zh_CN"
    return lang


@lru_cache(maxsize=4096)
def _phrase_starts(text: str, lang: str | None) -> frozenset[int]:
    """Where BudouX starts a new phrase in ``text`` (empty without a phrase language).
    Remembered: boards wrap the same lines again from move to move."""
    if lang not in _PHRASE_MODELS or all(ord(c) < 0x1100 for c in text):
        return frozenset()
    starts: set[int] = set()
    at = 0
    for phrase in _phrase_parser(lang).parse(text.replace(WORD_JOINER, "\u2061")):
        at += len(phrase)
        starts.add(at)
    starts.discard(len(text))
    return frozenset(starts)


@cache
def _words_by_first() -> dict[str, tuple[str, ...]]:
    """:data:`~farmhouse.app.board.words.WORDS` by their first character (longest first)."""
    by_first: dict[str, list[str]] = {}
    for word in WORDS:
        by_first.setdefault(word[0], []).append(word)
    return {first: tuple(words) for first, words in by_first.items()}


def _narrow_points(text: str, protected: list[bool], bullet: range) -> list[int]:
    """:func:`break_points`' last step for ``text`` without a Chinese or Japanese character,
    kana, wide or full-width form (:func:`_has_wide`): of its rules only those that hold
    for such text, asked only where they can give a point, after a space or a U+200B
    (``protected``: the indices inside names, terms and sums; ``bullet``: after a lone
    bullet)."""
    points = []
    for i in _after_spaces(text):
        a, b = text[i - 1], text[i]
        if protected[i] or b == WORD_JOINER or b in NO_START or i in bullet:
            continue
        if b in (" ", NO_BREAK_SPACE) or (b == EM_DASH and a != " "):
            continue
        if b == "×" and text[i + 1 : i + 2].isdigit():
            continue
        points.append(i)
    return points


def _after_spaces(text: str) -> list[int]:
    """The indices ``i`` (0 < i < len(text)) right after a space or a U+200B (:data:`BREAK`),
    in order: where text without Chinese or Japanese may break. (Found by ``str.find``: a
    pattern compiled at import cost the first window ~2M instructions.)"""
    found = []
    for mark in (" ", BREAK):
        at = text.find(mark, 0, len(text) - 1)
        while at >= 0:
            found.append(at + 1)
            at = text.find(mark, at + 1, len(text) - 1)
    if len(found) > 1 and BREAK in text:
        found.sort()
    return found


def _lone_bullet(text: str) -> range:
    """The indices ``i`` at which ``text[:i]`` is one bullet (:data:`BULLETS`) between
    spaces, where no line may break ("• |Wolfeschlegelsteinhausen"); empty when ``text`` does
    not start so. (``text[:i].strip() in BULLETS`` for every ``i``, asked once.)"""
    first = len(text) - len(text.lstrip())
    if first >= len(text) or text[first] not in BULLETS:
        return range(0)
    after = text[first + 1 :]
    return range(first + 1, first + 2 + len(after) - len(after.lstrip()))


def _words_in(text: str) -> list[tuple[int, int]]:
    """Where the words of :data:`~farmhouse.app.board.words.WORDS` stand in ``text`` (start,
    end), the longest at each place, none overlapping the one before it."""
    by_first = _words_by_first()
    found = []
    i = 0
    while i < len(text):
        for word in by_first.get(text[i], ()):
            if text.startswith(word, i):
                found.append((i, i + len(word)))
                i += len(word) - 1
                break
        i += 1
    return found


def _has_wide(text: str) -> bool:
    """True if ``text`` has a Chinese or Japanese character or kana (:func:`_is_cjk`) or a
    wide or full-width one (:func:`_is_wide`): none in pure ASCII."""
    return not text.isascii() and any(not c.isascii() and (_is_cjk(c) or _is_wide(c)) for c in text)


#: Whether a word of :data:`~farmhouse.app.board.words.WORDS`, and whether one of
#: :data:`PARTICLE_WORDS`, has no Chinese or Japanese character, kana, wide or full-width form
#: (:func:`_has_wide`): none has, so :func:`break_points` looks for none of them in text
#: without one. Written out (working it out at the first break cost the first window ~1M
#: instructions); ``tests/app/test_linebreak.py`` holds them to the words.
NARROW_WORDS = False
NARROW_PARTICLES = False


#: The app languages whose running text is Chinese (:func:`_bound_in_chinese`).
_CHINESE = frozenset({"zh_TW", "zh_CN"})
#: Chinese characters that hold on to the character after them: a negation before its verb
#: (「不|是」「沒|有」), a number, demonstrative or quantifier before its counter (「一|張」
#: 「這|種」「每|位」), and a coverb before its object (issue 18: 「• Eve 把|大象×3放進動物園。」
#: left 把 alone at a line's end): 把 被 從/从 給/给 對/对 讓/让 將/将, none of which ends a
#: word of the app's texts but as a coverb (「交給|主人」「電腦對|戰」, each scanned). A line
#: such as 「Bot 4 把駱駝放進動物園。」 may still break where the name meets the Chinese
#: (:func:`break_points`: 「Bot 4|把駱駝…」). 在 and 向 hold on too, but not where they end a
#: word (:data:`BIND_NEXT_UNLESS_AFTER`); 用 為/为 和 與/与 end too many words (使用, 因為,
#: 總和, 參與) to be among them.
BIND_NEXT = frozenset(
    "不沒没未別别非一二兩两三四五六七八九十幾几半每這这那哪某各另第把被從从給给對对讓让將将"
)
#: Coverbs that also end common words: each holds on to the character after it (as
#: :data:`BIND_NEXT`) unless it follows one of the characters given, with which it is a word
#: whose end is a place to break (「現在|有 2 組」「正在|思考」 stay apart, 「放在|牧場」 holds
#: its place together; 「轉個方向|就放得下」, but 「向|一位玩家」).
BIND_NEXT_UNLESS_AFTER = {"在": frozenset("現现正存實实所自好"), "向": frozenset("方傾倾意志動动")}
#: Chinese characters that hold on to the character before them: a particle or a verb's
#: complement (「最好|的」「抽|到」「看得|到」「看|得到」「拿|了」), a counter after its
#: number (「三|張」「兩|個」「一|輪」).
BIND_PREVIOUS = frozenset("的了著着過过到得們们者個个張张座位種种顆颗隻組组次步輪轮邊边塊块項项")


def _bound_in_chinese(a: str, b: str, before: str = "") -> bool:
    """True if the Chinese characters ``a`` and ``b`` (in this order, ``before`` the
    character before ``a``, "" at the start) hold together in a Chinese sentence: ``a`` is
    one of :data:`BIND_NEXT` (or of :data:`BIND_NEXT_UNLESS_AFTER`, not after a character
    it ends a word with) or ``b`` one of :data:`BIND_PREVIOUS`. The phrase models for
    Chinese are small and cut one character off a word where nothing holds it (「不|是
    JSON」, 「看得|到」: session 19's second tester, Y5); these characters never stand alone
    at a line's end or start."""
    if b in BIND_PREVIOUS and _is_han(a):
        return True
    if not _is_han(b):
        return False
    unless = BIND_NEXT_UNLESS_AFTER.get(a)
    return a in BIND_NEXT or (unless is not None and before not in unless)


def _lone_first(text: str, i: int) -> bool:
    """True if the phrase that ends at ``i`` in ``text`` is one Chinese or Japanese character
    that begins the text or a clause (after 。，、：… ): a line must not end with it alone
    (session 22's tester: 「…或用 Tab 與 Enter。有／虛線框和箭頭記號的版塊，」, the sentence's
    first character left on the line of the one before); the line may break before it."""
    if not _is_han(text[i - 1]):
        return False
    before = text[i - 2] if i >= 2 else ""
    return not before or (before in BREAK_AFTER and _is_wide(before))


def _spaced_from_han(text: str, end: int) -> bool:
    """True if a name ending at ``end`` in ``text`` is followed by one space and a Chinese
    character that may begin a line (not a particle or complement of :data:`BIND_PREVIOUS`:
    「Ann 的」 holds together): the name is spaced from the Chinese after it
    (:func:`spaced_names`), and a line may break after that space."""
    after = text[end + 1 : end + 2]
    return (
        text[end : end + 1] == " "
        and bool(after)
        and _is_han(after)
        and (after not in BIND_PREVIOUS)
    )


def _never(a: str, b: str, before: str = "") -> bool:
    """False: no characters hold together but by the words and phrases (Japanese)."""
    return False


def _is_han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf"


def break_points(
    text: str,
    keep: Sequence[str] = (),
    names: bool = True,
    lang: str | None = None,
    every_space: bool = False,
    terms: bool = True,
) -> list[int]:
    """The indices ``i`` (0 < i < len(text)) before which a line of ``text`` may break, by
    the rule of the module docstring: at spaces (``every_space``: at every space, as a short
    label may; else not at one beside a Chinese or Japanese character), after punctuation,
    before an opening bracket, between BudouX phrases when ``lang`` is ``ja``, ``zh_TW`` or
    ``zh_CN`` (None, the default: the app's language, :func:`set_language`; ``""``: no
    phrases, words only); never inside a string of ``keep`` (game terms such as "水飲み場") or
    of the game's terms (:func:`keep_terms`) or of the app's words
    (:data:`~farmhouse.app.board.words.WORDS`: 「不完整」, 「放進」) nor, with
    ``names`` (the default), inside a player's name (:func:`keep_names`; False: the names are
    words like any others, for breaking a name itself that does not fit on one line), and
    never where a word joiner (U+2060) holds two characters together. A U+200B in the text is
    a place to break. ``terms`` False: the game's terms and the app's words are words like
    any others (a player's name is broken by its own phrases: :func:`name_points`).
    """
    protected = [False] * (len(text) + 1)
    # Text with no Chinese or Japanese character, kana, wide or full-width form (most of an
    # English app's: the game log, the boards' prompts): the rules below that ask for one
    # are skipped for it (the same points, a fraction of the work: issue 18, ~0.5M
    # instructions a line before a saved game's first paint).
    wide = _has_wide(text)
    # a name is a word: where it meets Chinese or Japanese text ("輪到|Bot 5", "Bot 5|把山羊")
    # a line may break (not before an ending that holds on to it: "Bot 5さんの"), after it
    # also across the space that spaces it from Chinese (:func:`spaced_names`: 「Eve |把大象×3
    # 放進動物園。」, where the coverb holds its object: issue 18); not before it there (「從
    # Bot 2」: the coverb stays with the name)
    edges: set[int] = set()
    ends: set[int] = set()  # where a name or term ends (a particle after it stays with it)
    name_ends: set[int] = set()  # where a name ends ("Bot 4 把": a name's number, no count)
    for term in (*keep, *(_TERMS if terms else ()), *(_NAMES if names else ())):
        if not term:
            continue
        name = names and term in _NAMES
        start = text.find(term)
        while start >= 0:
            for i in range(start + 1, start + len(term)):
                protected[i] = True
            end = start + len(term)
            ends.add(end)
            if name:
                name_ends.add(end)
            if name and start > 0 and _is_cjk(text[start - 1]):
                edges.add(start)
            if name and end < len(text) and _is_cjk(text[end]) and not _is_hiragana(text[end]):
                edges.add(end)
            elif name and _spaced_from_han(text, end):
                edges.add(end + 1)
            start = text.find(term, start + 1)
    app_words = _words_in(text) if terms and (wide or NARROW_WORDS) else ()
    for start, end in app_words:  # 「不完整」「放進」「三張一組」
        for i in range(start + 1, end):
            protected[i] = True
        ends.add(end)
    for joined in SUM.finditer(text):  # "3 + 3": one piece
        for i in range(joined.start() + 1, joined.end() + 1):
            protected[i] = True
    for counted in cjk_count().finditer(text) if wide and _counted(text) else ():  # 「7632 次」
        if counted.start() not in name_ends:  # (「Bot 4 |把駱駝」: the name's number)
            protected[counted.end()] = True
    particle_words = PARTICLE_WORDS if wide or NARROW_PARTICLES else ()
    for word in particle_words:  # 「から」「まで」…: one word, kept with the word before
        start = text.find(word)
        while start >= 0:
            for i in range(start + 1, start + len(word)):
                protected[i] = True
            if start > 0 and (
                start in ends
                or (text[start - 1] not in _CLAUSE_END and not _is_hiragana(text[start - 1]))
            ):
                protected[start] = True
            start = text.find(word, start + 1)
    bullet = _lone_bullet(text)
    if not wide:  # (only after a space or a U+200B can such text break: the rules below)
        return _narrow_points(text, protected, bullet)
    phrase_lang = _LANGUAGE if lang is None else lang
    phrases = _phrase_starts(text, phrase_lang)
    bound = _bound_in_chinese if phrase_lang in _CHINESE else _never
    points = []
    for i in range(1, len(text)):
        a, b = text[i - 1], text[i]
        if protected[i] or WORD_JOINER in (a, b) or b in NO_START or a in OPENING:
            continue
        if i in bullet:  # "• |Wolfeschlegelsteinhausen": never after a lone bullet
            continue
        if (
            wide
            and b in PARTICLES
            and (i in ends or (a not in _CLAUSE_END and not _is_hiragana(a)))
        ):  # 「…」を, （2枚）を, "Bot 5 に", 牧草地 III に: the particle stays with the word
            continue
        if b in (" ", NO_BREAK_SPACE) or a == NO_BREAK_SPACE:
            continue
        if b == EM_DASH and a != " ":  # 「…打到牧場 III——約 51%」: —— never begins a line
            continue
        if wide and _number_in_word(a, b):  # 「白牛3上」: never 「白牛3|上」 nor 「白牛|3上」
            continue
        if b == "×" and text[i + 1 : i + 2].isdigit():  # 「鳄鱼×3」: a count keeps its word
            continue
        if a == " ":
            beside_cjk = wide and ((i >= 2 and _is_cjk(text[i - 2])) or _is_cjk(b))
            if every_space or not beside_cjk or i in edges:
                points.append(i)
            continue
        if (
            i in edges
            or a == BREAK
            or (wide and a in BREAK_AFTER and _is_wide(a))  # Chinese, Japanese punctuation
            or (wide and b in OPENING and _is_cjk(a) and not _lone_first(text, i))
            or (
                i in phrases
                and (_is_wide(a) or _is_wide(b))
                and not bound(a, b, text[i - 2] if i >= 2 else "")
                and not _lone_first(text, i)
            )
        ):
            points.append(i)
    return points


def name_points(name: str, lang: str | None = None) -> list[int]:
    """Where a player's ``name`` too wide for a line may break (the indices, as
    :func:`break_points` gives them): between its words, or the phrases of its own script
    (a name with kana by Japanese phrases, in a Chinese or an English app too, where the
    Chinese model found no place to break it; else :func:`phrase_language` of the name in
    app language ``lang``, None: the app's, :func:`language`), never leaving its first or
    last character alone on a line (the phrase model cuts
    「おねが|い」). The same points wherever and whenever a name is broken (the shell's seat
    list, turn banner and hint, the board kit's plates): they depend on the name alone, not
    on the game's terms of the board made last (:func:`keep_terms`: 「村の|広場の|…」 after
    one board, 「村の広場の|…」 after Wooly Bully's) nor on the other players' names."""
    lang = _LANGUAGE if lang is None else lang
    kana = any("\u3041" <= c <= "\u30ff" for c in name)
    lang = "ja" if kana else phrase_language(name, lang)
    points = break_points(name, names=False, lang=lang, terms=False)
    return [i for i in points if 1 < i < len(name) - 1 or name[i - 1] == " " or name[i] == " "]


def _join(text: str, points: Sequence[int], every_char: bool) -> str:
    """``text`` with a word joiner wherever Qt could break a line but :func:`break_points`
    (``points``) does not allow it: before an em dash that follows a character, after a
    slash before a sign (「←/→」), before a count sign and its number, and between
    two characters with a wide one on a side (and, unless ``every_char``, both letters, digits
    or marks, or punctuation Qt breaks after and a letter: Qt keeps other punctuation where it
    belongs by itself)."""
    allowed = set(points)
    out = [text[0]]
    for i in range(1, len(text)):
        a, b = text[i - 1], text[i]
        if (
            i not in allowed
            and WORD_JOINER not in (a, b)
            and BREAK not in (a, b)
            and not a.isspace()
            and not b.isspace()
            and (
                b == EM_DASH  # 「支付 2——约」: Qt breaks before a dash after a digit too (W3)
                # 「または ←/→ と Enter」: Qt breaks after a slash before a sign (a tooltip
                # did); before a letter it may ("/tmp/|saves", a path in a message)
                or (a == "/" and not _is_word_char(b))
                or (b == "×" and text[i + 1 : i + 2].isdigit())  # 「鳄鱼×3」: Qt breaks there
                or (_is_wide(a) or _is_wide(b))
                and (
                    every_char
                    or (_is_word_char(a) and _is_word_char(b))
                    or (a in BREAK_AFTER and _is_word_char(b))  # 「…」を: Qt breaks after 」
                )
            )
        ):
            out.append(WORD_JOINER)
        out.append(b)
    return "".join(out)


#: The app languages that put a half-width space between Chinese text and a Latin letter or
#: a digit at the edge of a player's name (:func:`spaced_names`).
_SPACED_NUMBERS = frozenset({"zh_TW", "zh_CN"})
#: A Chinese character (a han ideograph).
_HAN = "[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"


def _latin_edge(char: str) -> bool:
    """True if ``char`` (the first or last character of a name) is a Latin letter or a
    digit (narrow: not a full-width form, nor a kana or a han character)."""
    return (
        unicodedata.category(char) in ("Lu", "Ll", "Lt", "Nd")
        and not _is_wide(char)
        and not _is_cjk(char)
    )


def spaced_names(text: str, lang: str | None = None, names: Sequence[str] = ()) -> str:
    """``text`` with one half-width space wherever a Chinese character and a Latin letter or
    digit meet at either edge of a player's name (:func:`keep_names`, also as
    :func:`keep_name` made it), in Chinese (``lang`` ``zh_TW`` or ``zh_CN``; None: the app's
    language): the house style spaces Chinese from Latin words and numbers
    (``i18n/README.md``), and a name placeholder is not spaced in the templates, since
    nobody knows which script the name will be in: 「從 Bot 2 抽到」, 「輪到 Player 1」,
    「給 Player 1 的提示」, 「玩家 2 把兩張馬…」, 「Ann 獲勝！」 (a word joiner there, from
    :func:`keep_words` of a template, becomes the space). Where the name begins or ends with
    a Chinese character (「從玩家 2 抽到」, 「安把」) or meets punctuation (「是 Bot 2。」,
    「（Bot 2）」) nothing is added. Japanese attaches names and numbers (「プレイヤー2が」,
    「Bot 2さんの」) and is left alone, as is every other language. The one function every
    place where a name goes into Chinese text uses (labels, running text, the kit's labels,
    tooltips, screen-reader text). ``names``: names to space besides the players' (one a
    caller is putting in: the hint's title, the game-over headline). Idempotent."""
    if (_LANGUAGE if lang is None else lang) not in _SPACED_NUMBERS:
        return text
    for name in _longest_first((*_NAMES, *names)) if names else _NAMES:
        before, after = _latin_edge(name[0]), _latin_edge(name[-1])
        if not (before or after):
            continue
        for form in dict.fromkeys((name, keep_name(name))):
            if form not in text:
                continue
            pattern = re.escape(form)
            if before:  # 「從⁠Bot 2」 → 「從 Bot 2」 (not inside a longer Latin word)
                pattern = f"(?:(?<={_HAN})(?P<lead>{WORD_JOINER}?))?(?<!{_LATIN})" + pattern
            if after:  # 「Bot 2⁠把」 → 「Bot 2 把」 (not "Bot 2" of "Bot 22")
                pattern += f"(?!{_LATIN})(?:(?P<tail>{WORD_JOINER}?)(?={_HAN}))?"
            text = re.sub(pattern, partial(_spaced, form), text)
    return text


#: A Latin letter or a digit (next to a name: the name is part of a longer word).
_LATIN = "[0-9A-Za-z\u00c0-\u024f]"


def _spaced(form: str, found: re.Match[str]) -> str:
    """The name ``form`` that :func:`spaced_names` ``found``, with a space on each side where
    it met a Chinese character (the match took in that side's word joiner, if any)."""
    groups = found.groupdict()
    lead = " " if groups.get("lead") is not None else ""
    tail = " " if groups.get("tail") is not None else ""
    return lead + form + tail


def keep_words(text: str) -> str:
    """``text`` (a label, a banner: short) that Qt wraps only where :func:`break_points` lets
    a label break: at spaces, U+200B and punctuation, never inside a Chinese or Japanese word
    or a player's name (word joiners between the characters of each word), and a space where
    no line may break (a number and its counter, 「玩了 7632 次」, and inside a sum) a no-break
    space. Latin text is left as it is (it breaks at spaces anyway), but for the spaces inside
    a sum
    (:func:`whole_sums`; a text that must keep a number with its word, as a seat's summary,
    passes through :func:`whole_counts` too). Idempotent; "" stays ""."""
    if not text or all(ord(c) < 0x1100 for c in text):
        return whole_sums(text)
    text = spaced_names(text)  # (「玩家 2 把」)
    if _counted(text):  # (Qt breaks at any plain space)
        text = cjk_count().sub(NO_BREAK_SPACE, text)
    text = whole_sums(text)  # (「2 × 9 = 18ペソ」: the sum's spaces too)
    return _join(text, break_points(text, lang="", every_space=True), every_char=False)


def phrase_breaks(text: str, lang: str | None = None) -> str:
    """``text`` (a short label that may need two or three lines: a choice panel's button)
    with a U+200B (:data:`BREAK`) wherever :func:`break_points` lets running text in app
    language ``lang`` (None: the app's, :func:`language`) break between phrases and no space
    is: :func:`keep_words`, which otherwise keeps Chinese and Japanese text whole but at
    spaces and punctuation, then wraps it there too (「仕分けで白牛1を|群れの1番目に|入れる」,
    never cut by its button's edges). Latin text and "" are returned as they are."""
    if not text or all(ord(c) < 0x1100 for c in text):
        return text
    out, last = [], 0
    for i in break_points(text, lang=lang):
        if BREAK in (text[i - 1], text[i]) or text[i - 1].isspace() or text[i].isspace():
            continue
        out += [text[last:i], BREAK]
        last = i
    return "".join([*out, text[last:]])


def whole_counts(text: str) -> str:
    """``text`` with the space between a number and the word or counter after it
    (:data:`COUNT`: "1 herd", "46 games") made a no-break space, for Qt's own wrapping of
    Latin text: a line never ends with the number of the next line's word (Chinese and
    Japanese text has this from :func:`keep_words` and :func:`keep_phrases` already). Used
    where a number reads with its word, as a hint's lines and a seat's summary (not in every
    label: "move 3 of 15" may break anywhere). Unchanged without one."""
    return COUNT.sub(lambda m: m.group().replace(" ", NO_BREAK_SPACE), text)


def whole_sums(text: str) -> str:
    """``text`` with the spaces inside each sum of numbers (:data:`SUM`: "3 + 3", "3 × 9 + 5",
    "2 × 9 = 18 pesos") made no-break spaces, for Qt's own wrapping of Latin text (which
    breaks at any space). Unchanged without one."""
    if not any(sign in text for sign in "+×＋=＝\u2212"):
        return text
    return SUM.sub(lambda m: m.group().replace(" ", NO_BREAK_SPACE), text)


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
            and (_is_wide(before) or _is_wide(char) or before in BREAK_AFTER or char in OPENING)
        ):
            out.append(WORD_JOINER)
        out.append(char)
    return "".join(out)


def whole_names(text: str) -> str:
    """``text`` with every player's name in it (:func:`keep_names`) made one unbreakable piece
    for Qt's own wrapping (:func:`keep_name`); it shows the same, and :func:`plain` reads it
    as the name."""
    for name in _NAMES:
        if name in text:
            whole = keep_name(name)
            if whole != name:
                text = text.replace(name, whole)
    return text


def middle_cut(name: str, keep: int) -> str:
    """``name`` with only ``keep`` of its characters shown: the first half of them, "…", the
    last (more at the start for an odd ``keep``; spaces at the cut dropped), so that names
    that differ only at the end ("Player 1", "Player 2", 「歐陽…1」「歐陽…2」) stay apart when
    shortened; ``name`` itself when ``keep`` is at least its length."""
    if keep >= len(name):
        return name
    front = (keep + 1) // 2
    return name[:front].rstrip() + "…" + name[len(name) - (keep - front) :].lstrip()


def fit_names(
    text: str, room: float, width_of: Callable[[str], float], lang: str | None = None
) -> str:
    """``text`` (a log line, names as :func:`keep_name` made them) with every player's name
    (:func:`keep_names`) too wide for a line of ``room`` (the unit of ``width_of``, which
    measures a string) together with what no line may break from it (its particle:
    "Bartholomew Longname-Smith IIから") elided in its middle (:func:`middle_cut`: "Bartho…IIから"): Qt would cut such a piece anywhere
    ("…IIか|ら"); a name is never broken. ``lang``: as :func:`break_points`. Unchanged if every
    name fits."""
    shown = plain(text)
    for name in _NAMES:
        kept = keep_name(name)
        at = shown.find(name)
        if at < 0 or kept not in text:
            continue
        end = at + len(name)
        if width_of(name + shown[end:].rstrip()) <= room:
            # the name with all the rest of its line fits: so does it with the part of it
            # that holds on to it (no line breaking needed: most lines, ~0.1M instructions
            # each, on the way to a saved game's first paint)
            continue
        after = next((i for i in break_points(shown, lang=lang) if i > end), len(shown))
        tail = shown[end:after].rstrip()
        if width_of(name + tail) <= room:
            continue
        keep = len(name) - 1
        while keep > 1 and width_of(middle_cut(name, keep) + tail) > room:
            keep -= 1
        text = text.replace(kept, keep_name(middle_cut(name, keep)))
        shown = plain(text)
    return text


def keep_phrases(text: str, lang: str) -> str:
    """Running ``text`` in app language ``lang`` that Qt wraps only where
    :func:`break_points` lets running text break (between phrases, at spaces between Latin
    words, after punctuation; never inside a name): the characters of each phrase joined with
    word joiners, and a space beside a Chinese or Japanese character made a no-break space (a
    number stays with its counter: 「3 張」). Languages with spaces (``en``) are left as they
    are but for the spaces inside a sum (:func:`whole_sums`; :func:`whole_counts` keeps a
    number with its word there). Word joiners already in ``text`` (a name kept by
    :func:`keep_name`) stay. "" stays "".
    """
    if lang not in _PHRASE_MODELS or all(ord(c) < 0x1100 for c in text):
        return whole_sums(text)
    text = spaced_names(text, lang)  # (「玩家 2 把」)
    points = break_points(text, lang=lang)
    allowed = set(points)
    chars = list(text)
    for i, char in enumerate(chars):
        if char == " " and i + 1 not in allowed and i > 0:
            chars[i] = NO_BREAK_SPACE  # 「3 張」「牧場 II」「第 2 輪」: no place to break
    return _join("".join(chars), points, every_char=True)


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


def tip_text(tip: str, lang: str | None = None) -> str:
    """A tooltip's text ``tip`` as Qt is to show it, in app language ``lang`` (None: the
    app's, :func:`language`): Qt wraps a long tooltip between any two Chinese or Japanese
    characters (issue 18: 「見てい／る」 in the Take back button's Japanese tooltip), so
    its running text breaks between phrases by :func:`keep_phrases` (the marked-up text of a
    tooltip in HTML, one that starts with ``<``, by :func:`keep_html_phrases`), the players'
    names spaced in Chinese (:func:`spaced_names`). Latin text is left as it is (but for a
    sum's spaces); "" stays "". Not idempotent (a second pass may join more): give it the
    tooltip as set, never a text it made."""
    lang = _LANGUAGE if lang is None else lang
    tip = spaced_names(tip, lang)
    if not tip:
        return tip
    if tip.lstrip().startswith("<"):
        return keep_html_phrases(tip, lang)
    return keep_phrases(tip, lang)


def qt_slice(text: str, start: int, length: int) -> str:
    """The part of ``text`` that Qt names by ``start`` and ``length``, counted in UTF-16 code
    units (a ``QTextLine``'s ``textStart()`` and ``textLength()``). A character beyond the
    Basic Multilingual Plane (an emoji such as 🐑, some rare Chinese characters) is two units
    in Qt and one character in Python: slicing ``text`` by Qt's numbers moved each later
    line break by one character per such character (a tooltip after a name with an emoji
    broke "kept as t⏎yped")."""
    if text.isascii() or max(text) < "\U00010000":
        return text[start : start + length]
    units = text.encode("utf-16-le", "surrogatepass")
    return units[2 * start : 2 * (start + length)].decode("utf-16-le", "surrogatepass")


def plain(text: str) -> str:
    """``text`` without word joiners and zero-width spaces, and with plain spaces for no-break
    ones (to compare or search shown text)."""
    return text.replace(WORD_JOINER, "").replace(BREAK, "").replace(NO_BREAK_SPACE, " ")
