"""Running Chinese and Japanese text (the game log, the hand-over's "since your last turn")
breaks only between phrases: never inside a word such as 「プレイヤー」 or 「牧草地」, never
inside a name. Qt alone breaks between any two of their characters."""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument

from farmhouse.app.board.linebreak import (
    NO_BREAK_SPACE,
    WORD_JOINER,
    keep_name,
    keep_phrases,
    keep_words,
    plain,
)
from farmhouse.app.board.parts.recent import BULLET
from farmhouse.app.board.text import wrap_lines
from farmhouse.app.game_page import GamePage
from farmhouse.app.game_ui import load_game_ui
from farmhouse.app.hand_over import HandOverScreen
from farmhouse.app.i18n import Translations
from farmhouse.core.game import Event

from .test_linebreak import lines as label_lines

pytestmark = pytest.mark.gui

NAME = "Annabelle Fitzgerald"
#: Japanese log lines (as the games write them) and words none may break inside.
LINES = [
    f"{keep_name(NAME)}が牧草地を制し、次の手番を得ました。",
    f"{keep_name('Bot 5')}が{keep_name('プレイヤー2')}からカンガルーを引きました（この手番の2枚目）。",
    f"{keep_name('ゆうこ')}がドロボウカササギで{keep_name('Bot 5')}のセットカードを1枚取りました。",
    f"（スタートプレイヤー：{keep_name(NAME)}）。",  # (may break after the colon)
]
WORDS = [
    NAME,
    "Bot 5",
    "プレイヤー2",
    "ゆうこ",
    "牧草地",
    "カンガルー",
    "ドロボウカササギ",
    "セットカード",
]
#: The same in Traditional Chinese: a number stays with its counter across the space.
LINES_ZH = [
    f"{keep_name('玩家 2')}把鱷魚放進動物園（現在 3 張）。{keep_name('玩家 2')}湊齊三張一組。",
    f"{keep_name(NAME)}從{keep_name('Bot 5')}那裡抽到袋鼠（本回合第 2 張）。",
]
WORDS_ZH = [NAME, "Bot 5", "玩家 2", "現在 3 張", "第 2 張"]


def document_lines(document: QTextDocument) -> list[list[str]]:
    """Each paragraph's lines as laid out (plain text)."""
    out = []
    block = document.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        out.append(
            [
                plain(text[line.textStart() : line.textStart() + line.textLength()])
                for line in (layout.lineAt(i) for i in range(layout.lineCount()))
            ]
        )
        block = block.next()
    return out


def broken_words(paragraphs: list[list[str]], words: list[str] = WORDS) -> list[str]:
    """The ``words`` some paragraph has but none of its lines has whole."""
    broken = []
    for lines in paragraphs:
        for word in words:
            if word in "".join(lines) and not any(word in line for line in lines):
                broken.append(word)
    return broken


def test_keep_phrases_leaves_the_text_and_english_alone():
    text = LINES[0]
    assert plain(keep_phrases(text, "ja")) == plain(text)
    assert keep_phrases("Ann plays cow to pasture II.", "ja") == "Ann plays cow to pasture II."
    assert keep_phrases(text, "en") == text
    assert WORD_JOINER + "し" in keep_phrases("牧草地を制し、", "ja")  # 「制し」 is one phrase


@pytest.fixture(params=["ja", "zh_TW"])
def language(request):
    tr = Translations()
    tr.set_language(request.param)
    yield request.param
    tr.set_language("en")


@pytest.mark.parametrize("width", [200, 240, 282])  # (the side panel: 282)
def test_the_game_log_breaks_between_phrases_only(qtbot, language, width):
    lines, words = (LINES, WORDS) if language == "ja" else (LINES_ZH, WORDS_ZH)
    page = GamePage()
    qtbot.addWidget(page)
    page._on_log_appended(lines)
    assert page.log_lines() == lines  # the lines themselves are as the game wrote them
    document = page.log.document()
    document.setTextWidth(width)
    paragraphs = [p for p in document_lines(document) if "".join(p)]
    assert len(paragraphs) == len(lines) and any(len(p) > 1 for p in paragraphs)
    assert broken_words(paragraphs, words) == [], [[line for line in p] for p in paragraphs]


@pytest.mark.parametrize("width", [200, 282])
def test_the_log_after_a_hand_over_breaks_as_the_appended_log_does(qtbot, language, width):
    """Hot-seat: after each hand-over the log is set anew (``log_reset``); its lines carry the
    same word joiners as lines appended one by one (a game against the computer), so they
    break between phrases only (「この手|番」 broke before)."""
    lines, words = (LINES, WORDS) if language == "ja" else (LINES_ZH, WORDS_ZH)
    appended, reset = GamePage(), GamePage()
    qtbot.addWidget(appended)
    qtbot.addWidget(reset)
    appended._on_log_appended(lines)
    reset._on_log_reset(lines)
    assert reset.log_lines() == lines
    assert reset.log.toPlainText() == appended.log.toPlainText()
    joiners = sum(line.count(WORD_JOINER) for line in lines)  # (the names' own)
    assert reset.log.toPlainText().count(WORD_JOINER) > joiners  # and the phrases'
    document = reset.log.document()
    document.setTextWidth(width)
    paragraphs = [p for p in document_lines(document) if "".join(p)]
    assert broken_words(paragraphs, words) == [], paragraphs


def test_the_hand_over_summary_breaks_each_line_as_the_log_does(qtbot, language):
    """The hand-over's "since your last turn" gives each line the log's joiners (phrases of
    the line itself, not of the whole list: 「少な|すぎて」 broke before)."""
    lines = LINES if language == "ja" else LINES_ZH
    log = GamePage()
    qtbot.addWidget(log)
    log._on_log_appended(lines)
    screen = HandOverScreen()
    qtbot.addWidget(screen)
    screen.set_name("花子", lines)
    shown = [
        line[len(BULLET) :].replace(NO_BREAK_SPACE, " ") for line in screen.summary_text.split("\n")
    ]
    assert shown == log.log.toPlainText().split("\n")


#: Japanese particles (a wrapped line must never start with one after a word, a name or a
#: closing bracket) and what never starts a line anyway (small kana, closing punctuation).
PARTICLES = "をにがはのへとでもや"
NO_START = "、。）」』】ぁぃぅぇぉっゃゅょァィゥェォッャュョー"


def mole_lines() -> list[str]:
    """Bye-Bye Black Sheep's Mole lines as its game log writes them in Japanese, with names
    at the screen (a name in 「」 too: a player may call themselves so)."""
    ui = load_game_ui("bye_bye_black_sheep")
    names = [keep_name(n) for n in ("「ゆうこ」", "Bot 5", "プレイヤー3", "花子")]
    events = [
        Event("bb.mole_looked", {"seat": s, "target": t, "cards": 3}, s)
        for s, t in ((1, 0), (3, 2), (2, 1))
    ] + [
        Event("bb.mole_saw", {"seat": 3, "target": t, "cards": ["tiger", "goat", "goat"]}, 3)
        for t in (0, 1, 2)
    ]
    return ui.log_lines(events, names)


def line_starts(paragraphs: list[list[str]]) -> list[str]:
    """Every wrapped line after a paragraph's first (the places a line break was put)."""
    return [line for lines in paragraphs for line in lines[1:]]


def test_a_wrapped_japanese_line_never_starts_with_a_particle(qtbot):
    """「…（3枚）を見ました。」 broke after the bracket, and a line began 「を見ました。」 (found by
    a tester): the game log, the board kit's wrapping and a label never start a line with a
    particle, small kana or closing punctuation; it stays with the word before."""
    tr = Translations()
    tr.set_language("ja")
    try:
        lines = mole_lines()
        assert any(")を見ました" in plain(line).replace("）", ")") for line in lines), lines
        assert any("「ゆうこ」" in plain(line) for line in lines)
        page = GamePage()
        qtbot.addWidget(page)
        page._on_log_appended(lines)
        document = page.log.document()
        starts: list[str] = []
        for width in range(100, 290, 6):
            document.setTextWidth(width)
            starts += line_starts(document_lines(document))
            starts += line_starts([wrap_lines(line, 12, width) for line in lines])
            starts += line_starts([wrap_lines(plain(line), 12, width) for line in lines])
            starts += line_starts([label_lines(keep_words(line), width, 14) for line in lines])
        assert len(starts) > 100
        bad = sorted({s for s in starts if s and s[0] in PARTICLES + NO_START})
        assert bad == []
    finally:
        tr.set_language("en")


def test_a_particle_stays_with_the_word_a_name_or_the_bracket_before_it():
    from farmhouse.app.board.linebreak import break_points

    def pieces(text: str, **kw) -> list[str]:
        points = break_points(text, lang="ja", **kw)
        return [text[a:b] for a, b in zip([0, *points], [*points, len(text)], strict=True)]

    assert not any(p.startswith("を") for p in pieces("「ゆうこ」を見ました。"))
    assert "（2枚）を" in "|".join(pieces("太郎の手札（2枚）を見ました。"))
    assert pieces("Bot 5 にカード", every_space=True)[0] != "Bot 5 "
    # after a clause's end the same kana may begin a word
    assert any(p.startswith("もう") for p in pieces("パスしました、もう一度どうぞ。"))


#: The tester's long Latin names (a Japanese game log line names them before 「から」).
LONG_NAMES = ("Bartholomew Longname-Smith", "Bartholomew Longname-Smith II", "やまだたろう")


@contextmanager
def eagle_draws_in_japanese(draws, lang="ja"):
    """Bye-Bye's Japanese (or ``lang``) log lines of an Eagle drawn by seat ``s`` from seat
    ``t`` for each ``(s, t)`` of ``draws``, the seats named :data:`LONG_NAMES` (kept whole, as
    the app keeps names); the language and the kept names are put back afterwards."""
    from farmhouse.app.board.linebreak import keep_names

    tr = Translations()
    tr.set_language(lang)
    keep_names(LONG_NAMES)
    try:
        ui = load_game_ui("bye_bye_black_sheep")
        names = [keep_name(n) for n in LONG_NAMES]
        events = [
            Event("bb.drew", {"seat": s, "source": t, "card": "eagle", "drawn": 2}, s)
            for s, t in draws
        ]
        yield ui.log_lines(events, names)
    finally:
        keep_names(())
        tr.set_language("en")


def test_a_particle_of_two_kana_stays_whole_after_a_latin_name(qtbot):
    """「Bartholomew Longname-Smith IIか|らワシを引きました…」 (found by a tester at 1280×720):
    the game log broke 「から」 after a Latin name. A particle of more than one kana is one
    word, kept whole with the name before it, in the game log, the kit's wrapping and a
    label, at every width."""
    from farmhouse.app.board.linebreak import break_points

    with eagle_draws_in_japanese(((0, 1), (1, 2), (2, 1), (0, 2))) as lines:
        assert any("Smith IIからワシを" in plain(line) for line in lines), lines
        page = GamePage()
        qtbot.addWidget(page)
        page._on_log_appended(lines)
        document = page.log.document()
        starts: list[str] = []
        piece = "Bartholomew Longname-Smith IIから"
        label_font = QFont()
        label_font.setPixelSize(14)
        label_font.setBold(True)
        fits = 4 + max(
            QFontMetricsF(document.defaultFont()).horizontalAdvance(piece)
            + 2 * document.documentMargin(),
            QFontMetricsF(label_font).horizontalAdvance(piece),
        )
        for width in range(120, 400, 5):
            # (the kit elides a name that does not fit with its particle: "Bartholomew
            # Longname-Smit…から"; Qt cuts anywhere a piece wider than the whole line, so the
            # log and the labels are checked where the name and 「から」 fit on one line)
            starts += line_starts([wrap_lines(plain(line), 12, width) for line in lines])
            if width >= fits:
                document.setTextWidth(width)
                starts += line_starts(document_lines(document))
                starts += line_starts([label_lines(keep_words(line), width, 14) for line in lines])
        assert len(starts) > 100
        assert sorted({s for s in starts if s.startswith("ら")}) == []
        # 「から」 and 「まで」 are one word: no break inside, none before it after a word
        text = "Bot 5からワシ、3枚まで引けます。"
        points = break_points(text, lang="ja")
        for word in ("から", "まで"):
            at = text.index(word)
            assert not {at, at + 1} & set(points), (word, points)


def test_the_game_log_elides_a_name_too_wide_with_its_particle(qtbot):
    """At 1280×720 the game log is narrower than "Bartholomew Longname-Smith IIから", so Qt
    cut the piece anywhere ("…IIか|らワシを", a tester): a name that does not fit on a log
    line together with its particle is elided with "…" in its middle (never cut; its end and
    the particle kept)."""
    with eagle_draws_in_japanese(((0, 1), (2, 1), (0, 2))) as lines:
        page = GamePage()
        qtbot.addWidget(page)
        page.resize(1280, 720)
        page.show()
        qtbot.waitExposed(page)
        page.log.setFixedWidth(230)
        qtbot.wait(10)
        page._on_log_appended(lines)
        laid = document_lines(page.log.document())
        starts = line_starts(laid)
        assert starts and not [s for s in starts if s.startswith("ら")], laid
        assert any(re.search("…[^…]*Smith IIから", "".join(p)) for p in laid), laid  # (its end)
        assert all(not s.startswith(("Smith", "Longname", "II")) for s in starts), laid
        # the log wider (the window resized): the next line fits every name to it again
        page.log.setFixedWidth(420)
        qtbot.wait(10)
        page._on_log_appended(lines[:1])
        text = plain(page.log.toPlainText())
        assert "…" not in text and text.count("Bartholomew Longname-Smith IIから") == 3, text


def test_the_game_log_fits_its_names_again_when_it_narrows(qtbot):
    """The game log fitted a line's names to its width when the line came (issue 18): lines
    appended while the log was wider kept their long names whole once it narrowed (the
    window laid out, resized), and Qt cut them anywhere (「ながいなまえのプレイヤーさんですよ|
    ろしくおねが3が」 at 1280 × 720, while the same line appended later was elided). The same
    lines at the same width read the same whatever width they were appended at: the log
    fits them again when its width changes, with no new line needed."""
    with eagle_draws_in_japanese(((0, 1), (2, 1), (0, 2))) as lines:
        page = GamePage()
        qtbot.addWidget(page)
        page.resize(1280, 720)
        page.show()
        qtbot.waitExposed(page)
        page.log.setFixedWidth(420)
        qtbot.wait(10)
        page._on_log_appended(lines)
        assert "…" not in page.log.toPlainText()  # (room for every name with its particle)
        page.log.setFixedWidth(230)
        qtbot.waitUntil(lambda: "…" in page.log.toPlainText(), timeout=2000)
        narrowed = page.log.toPlainText()
        laid = document_lines(page.log.document())
        assert not [s for s in line_starts(laid) if s.startswith(("ら", "Smith", "II"))], laid
        page._set_log(page.log_lines())  # (the same lines set at this width)
        assert page.log.toPlainText() == narrowed


def test_a_games_log_fits_its_long_names_from_the_start(qtbot, qapp, monkeypatch):
    """A game opened with its log (Black Sheep, 1 person and 3 computers named with 24 kana,
    at 1280 × 720): the log was set before the board had said which names to keep whole
    (keep_names, at the board's first view), so its lines were fitted with the last game's
    names or none, and Qt cut each 24-kana name anywhere (「…ですよ|ろしくおねが3が」, the
    screenshot tool's picture); lines logged later were elided. The names the log fits are
    the game's from its first line, and every line reads as the same line set anew at the
    log's width does."""
    from farmhouse.app.board.linebreak import kept_names
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from tests.app.keyplay import styled_window
    from tests.app.test_seat_list_whole import LONG, settled
    from tests.core.played import play

    name = LONG["ja"]
    names = [name] + [name[:-1] + str(i) for i in range(1, 4)]
    seats = [Seat(names[0])] + [Seat(n, "ai", "easy") for n in names[1:]]
    match = play(Match.new("black_sheep", seats, None, 3), until=12, seed=10)
    kept: list[tuple[str, ...]] = []  # (the names kept whole as each whole log is set)
    reset = GamePage._on_log_reset
    monkeypatch.setattr(
        GamePage,
        "_on_log_reset",
        lambda page, lines: (kept.append(kept_names()), reset(page, lines)),
    )
    with styled_window(qtbot, qapp, "ja", (1280, 720)) as window:
        window.start_match(match)
        settled(qtbot, window)
        assert kept and all(set(k) == set(names) for k in kept), kept
        page = window.game_page
        shown = page.log.toPlainText()
        assert "…" in shown  # (a 24-kana name is wider than a line of the log)
        page._set_log(page.log_lines())
        assert page.log.toPlainText() == shown


def tip_at(log, block_number: int) -> str:
    """The tooltip ``log`` shows with the pointer on its line (paragraph) ``block_number``
    ("" for none), its text as set (without the marks and line ends it is shown with)."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    QToolTip.hideText()
    QApplication.processEvents()
    block = log.document().findBlockByNumber(block_number)
    rect = log.document().documentLayout().blockBoundingRect(block)
    log.verticalScrollBar().setValue(int(rect.top()))
    top = rect.top() - log.verticalScrollBar().value()
    pos = QPoint(int(rect.left() + 30), int(top + rect.height() / 2))
    viewport = log.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)
    # (as text: the tooltip is shown in lines broken between phrases, tooltip_shown)
    return plain(QToolTip.text()).replace("\n", "") if QToolTip.isVisible() else ""


@pytest.mark.parametrize(("lang", "width"), [("ja", 230), ("en", 170)])
@pytest.mark.parametrize("replay", [False, True])
def test_a_log_line_with_an_elided_name_has_the_whole_line_as_its_tooltip(
    qtbot, lang, width, replay
):
    """ "Bartholomew Longname-Smit…から" (the game log, a tester): the players panel's name
    has a tooltip with the whole name, the log's line had none. A log line whose name is
    elided shows the whole line as its tooltip, in the game log and a replay's; a line shown
    whole has none of its own (a replay's log keeps its "Click a line…")."""
    from farmhouse.app.replay_page import ReplayLog

    with eagle_draws_in_japanese(((0, 1), (2, 1), (0, 2)), lang) as lines:
        lines = [*lines, "Bot 5: OK."]
        if replay:
            page = log = ReplayLog()
            qtbot.addWidget(page)
        else:
            page = GamePage()
            qtbot.addWidget(page)
            log = page.log
        page.resize(1280, 720)
        page.show()
        qtbot.waitExposed(page)
        log.setFixedWidth(width)
        qtbot.wait(10)
        if replay:
            log.set_entries([(1, line) for line in lines])
        else:
            page._on_log_appended(lines)
        shown = [plain(log.document().findBlockByNumber(i).text()) for i in range(len(lines))]
        elided = [i for i, text in enumerate(shown) if "…" in text]
        assert elided and elided != list(range(len(lines))), shown
        for i, line in enumerate(lines):
            tip = tip_at(log, i)
            if i in elided:
                assert tip == plain(line), (i, shown[i])
            else:
                assert plain(line) not in tip and "…" not in tip, (i, tip)


#: El Gaucho's sums, as its log lines show them: two dice paying, a sale with its bonus.
SUMS = ("3 + 3", "3 × 9 + 5")


def split_sums(paragraphs: list[list[str]]) -> list[list[str]]:
    """The wrapped ``paragraphs`` in which a line break falls inside one of :data:`SUMS`."""
    return [
        lines
        for lines in paragraphs
        if any("".join(lines).count(s) != sum(line.count(s) for line in lines) for s in SUMS)
    ]


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_a_sum_of_numbers_never_breaks(qtbot, lang):
    """「3 +|3を払いました」 (El Gaucho's Japanese log, a tester): a sum of numbers joined by
    "+" (or "×") is one piece, in the game log, the kit's wrapping and the line breaker,
    in every language and at every width."""
    from farmhouse.app.board.linebreak import break_points

    tr = Translations()
    tr.set_language(lang)
    try:
        ui = load_game_ui("el_gaucho")
        paid = {"seat": 0, "tile": "RD7", "row": 0, "space": 0, "paid": [3, 3]}
        lines = ui.log_lines([Event("EG.stood", paid, None)], ["Ann", "Bob"])
        lines.append(f"Bob: {SUMS[1]}、{SUMS[1]}, {SUMS[0]} {SUMS[1]}, {SUMS[0]}, {SUMS[1]}")
        assert SUMS[0] in lines[0], lines
        for line in lines:
            for sum_ in SUMS:
                at = line.find(sum_)
                while at >= 0:
                    inside = set(range(at + 1, at + len(sum_)))
                    assert not inside & set(break_points(line, lang=lang)), (line, sum_)
                    at = line.find(sum_, at + 1)
        page = GamePage()
        qtbot.addWidget(page)
        page._on_log_appended(lines)
        document = page.log.document()
        wrapped: list[list[str]] = []
        for width in range(180, 400, 3):  # (each unbreakable piece fits: none is cut)
            wrapped += [wrap_lines(plain(line), 12, width) for line in lines]
            document.setTextWidth(width)
            wrapped += document_lines(document)
        assert sum(len(lines_of) > 1 for lines_of in wrapped) > 50
        assert split_sums(wrapped) == []
    finally:
        tr.set_language("en")


@pytest.mark.parametrize("width", range(220, 420, 10))
def test_a_name_is_not_left_alone_on_its_line_before_the_magpie(qapp, width):
    """Session 18's second tester, W7: Bye-Bye's "since your last turn" in Japanese read
    「• Bot5が」 alone on a line, then 「ドロボウカササギでBot4の」: the Magpie's name, one word,
    did not fit the rest of the first line. 「ドロボウカササギ」 is two words (ドロボウ／カササギ,
    the README's rule for a long compound of katakana words) and the Magpie's running texts
    say so with a U+200B: the phrase starts on the name's line wherever 「• Bot5がドロボウ」
    fits, and neither word is broken (the board's panel wraps with the kit's ``wrap_lines``,
    in the board's least text size, at every width)."""
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.text import board_font
    from farmhouse.games.bye_bye_black_sheep import texts
    from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE
    from farmhouse.games.bye_bye_black_sheep.board.layout import MIN_TEXT

    names = ["Human1", "Bot2", "Bot3", "Bot4", "Bot5"]
    tr = Translations()
    tr.set_language("ja")
    try:
        linebreak.keep_names(names)
        linebreak.keep_terms(KEEP_WHOLE)
        event = Event(
            "bb.magpie_stole",
            {"seat": 4, "victim": 3, "card": "set:5", "drawn": 6, "triplets": 0},
            4,
        )
        line = texts.describe_event(event, names)
        assert line is not None and "ドロボウ" in line, line
        wrapped = wrap_lines(BULLET + line, MIN_TEXT, width)
        first = plain(wrapped[0])
        metrics = QFontMetricsF(board_font(MIN_TEXT))
        if metrics.horizontalAdvance(BULLET + "Bot5がドロボウ") <= width:
            assert first != BULLET + "Bot5が", wrapped
        shown = [plain(x) for x in wrapped]
        for word in ["ドロボウ", "カササギ", "動物園", "ライオン", "Bot4", "Bot5"]:
            assert any(word in x for x in shown), (word, wrapped)
    finally:
        tr.set_language("en")
        linebreak.keep_names([])
        linebreak.keep_terms([])


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "ja", "en"])
def test_a_name_that_ends_in_its_number_is_spaced_from_the_chinese_after_it(qtbot, lang):
    """Session 18's second tester, W5: 「玩家 2把兩張馬打到牧場 III。」, 「玩家 2以四個相同贏得…」:
    a default name ends in its number, which ran into the next Chinese word. In Chinese one
    half-width space stands between a number and Chinese text (i18n/README.md), after a name
    too, wherever a text is shown: the game log (``keep_phrases``), a label (``keep_words``),
    the boards' wrapped lines (``wrap_lines``); none before punctuation (「交給玩家 2。」) nor
    after a name without a number. Japanese attaches a number (「プレイヤー2が」: the house
    style's プレイヤー2), English is left alone."""
    from farmhouse.app.board import linebreak

    tr = Translations()
    tr.set_language(lang)
    before = linebreak.kept_names()
    name = {"ja": "プレイヤー2", "en": "Player 2"}.get(lang, "玩家 2")
    try:
        linebreak.keep_names(["玩家 1", name, "Bot 5", "安"])
        page = GamePage()
        qtbot.addWidget(page)
        lines = [
            f"{keep_name(name)}把兩張馬打到牧場 III。",
            f"{keep_name('Bot 5')}以四個相同贏得牧場 II。",
            f"{keep_name('安')}把牛打到牧場 II，交給{keep_name(name)}。",
        ]
        page._on_log_appended(lines)
        shown = plain(page.log.document().toPlainText()).splitlines()
        shown = [line for line in shown if line.strip()]
        chinese = lang in ("zh_TW", "zh_CN")
        expected = [
            f"{name} 把兩張馬打到牧場 III。" if chinese else f"{name}把兩張馬打到牧場 III。",
            "Bot 5 以四個相同贏得牧場 II。" if chinese else "Bot 5以四個相同贏得牧場 II。",
            f"安把牛打到牧場 II，交給{name}。",
        ]
        assert shown == expected
        assert plain(keep_words(lines[0])) == expected[0]
        assert plain("".join(wrap_lines(lines[1], 16, 1000))) == expected[1]
        assert plain(keep_phrases(keep_phrases(lines[0], lang), lang)) == expected[0]  # (once)
    finally:
        linebreak.keep_names(before)
        tr.set_language("en")


#: Coverbs and the object they hold (issue 18), in both Chinese scripts: the text (names as
#: the games put them in), the two characters no line breaks between.
COVERBS = [
    ("zh_TW", "• Eve 把大象×3放進動物園。", "把大"),
    ("zh_CN", "• Eve 把大象×3放进动物园。", "把大"),
    ("zh_TW", "你的羊，但被狼破壞了。", "被狼"),
    ("zh_CN", "你的羊，但被狼破坏了。", "被狼"),
    ("zh_TW", "你可以從手牌放一張牌進動物園。", "從手"),
    ("zh_CN", "你可以从手牌放一张牌进动物园。", "从手"),
    ("zh_TW", "抽到黑羊的玩家把黑羊還給主人，你的回合結束。", "給主"),
    ("zh_CN", "抽到黑羊的玩家把黑羊还给主人，你的回合结束。", "给主"),
    ("zh_TW", "只和電腦對戰時，可以收回動作。", "對戰"),
    ("zh_CN", "只和电脑对战时，可以撤回动作。", "对战"),
    ("zh_TW", "Eve 讓牛仔直立，再拿一張牛卡。", "讓牛"),
    ("zh_CN", "Eve 让牛仔直立，再拿一张牛卡。", "让牛"),
    ("zh_TW", "無法將遊戲儲存到這個資料夾。", "將遊"),
    ("zh_CN", "无法将游戏保存到这个文件夹。", "将游"),
    ("zh_TW", "其餘種類留在盒中，本局不用。", "在盒"),
    ("zh_CN", "其余品种留在盒中，本局不用。", "在盒"),
    ("zh_TW", "用老鷹可以向一位玩家要一種動物。", "向一"),
    ("zh_CN", "用老鹰可以向一位玩家要一种动物。", "向一"),
]


@pytest.mark.parametrize(("lang", "text", "pair"), COVERBS)
def test_a_chinese_coverb_holds_on_to_its_object(lang, text, pair):
    """Issue 18, S4 (session 22's tester, 5): Bye-Bye's box read 「• Eve 把／大象×3放進動物
    園。」, 把 alone at a line's end, its object on the next line. A coverb (把 被 從 給 對 讓
    將, and 在 向 where they do not end a word) holds on to the character after it; a line
    such as that one may break where the name meets the Chinese instead (「• Eve／把大象
    ×3放進動物園。」), never between a name's number and the coverb ("Bot 4 把" is no count);
    a word that ends in 在 or 向 still ends a phrase (「現在／有 2 組」, 「方向／就放得下」)."""
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.linebreak import break_points

    before = linebreak.kept_names()
    try:
        linebreak.keep_names(["Eve", "Bot 4"])
        at = text.index(pair) + 1
        assert at not in break_points(text, lang=lang)
        assert at not in break_points(linebreak.spaced_names(text, lang), lang=lang)
        if text.startswith("• Eve "):
            assert text.index("把") in break_points(text, lang=lang)  # (after "• Eve ")
            moved = text.replace("Eve", "Bot 4")
            assert moved.index("把") in break_points(moved, lang=lang)
    finally:
        linebreak.keep_names(before)


@pytest.mark.parametrize(
    ("lang", "text", "where"),
    [
        ("zh_TW", "三張一組：現在有 2 組。", "現在|有"),
        ("zh_CN", "三张一组：现在有 2 组。", "现在|有"),
        ("zh_TW", "%1正在思考…", "正在|思考"),
        ("zh_TW", "轉個方向就放得下。", "方向|就"),
        ("zh_CN", "转个方向就放得下。", "方向|就"),
    ],
)
def test_a_word_that_ends_in_a_coverb_still_ends_a_phrase(lang, text, where):
    """在 and 向 hold on to what follows only where they are coverbs: after 現 (現在), 正
    (正在), 方 (方向) … a line may still break after them (``BIND_NEXT_UNLESS_AFTER``)."""
    from farmhouse.app.board.linebreak import break_points

    at = text.index(where.replace("|", "")) + where.index("|")
    assert at in break_points(text, lang=lang)


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
@pytest.mark.parametrize("width", range(60, 260, 12))
def test_the_since_box_never_ends_a_line_with_a_coverb(qapp, lang, width):
    """The tester's line in Bye-Bye's board box (the kit's ``wrap_lines``, the board's least
    text size) and in Qt's own wrapping (``keep_phrases``: the hand-over, the log) at every
    width: no line ends with 把, and neither the name nor 放進 is broken."""
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.text import board_font
    from farmhouse.games.bye_bye_black_sheep.board.layout import MIN_TEXT

    before = linebreak.kept_names()
    tr = Translations()
    tr.set_language(lang)
    try:
        linebreak.keep_names(["Eve"])
        into = "放進動物園" if lang == "zh_TW" else "放进动物园"
        line = f"{keep_name('Eve')}把大象×3{into}。"
        wrapped = [plain(x) for x in wrap_lines(BULLET + line, MIN_TEXT, width)]
        assert not any(x.endswith("把") for x in wrapped), wrapped
        metrics = QFontMetricsF(board_font(MIN_TEXT))
        if metrics.horizontalAdvance(f"把大象×3{into}。") <= width:
            assert wrapped[-1].startswith("把") or len(wrapped) == 1, wrapped
        document = QTextDocument()
        document.setDefaultFont(board_font(MIN_TEXT))
        document.setTextWidth(width)
        document.setPlainText(keep_phrases(BULLET + line, lang))
        for paragraph in document_lines(document):
            assert not any(x.rstrip().endswith("把") for x in paragraph), paragraph
    finally:
        tr.set_language("en")
        linebreak.keep_names(before)
