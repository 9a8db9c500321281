"""The Black Sheep board in the real main window, as players found it: readable text in every
language, pastures and hand as large as the window allows, labels that cover nothing, the
banner and the board naming the same seat, "Last moves" after a load, and a quiet board once
the game is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.i18n import LANGUAGES
from farmhouse.app.linebreak import plain
from farmhouse.core import saves
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.black_sheep.board import layout
from farmhouse.games.black_sheep.board.layout import geometry
from farmhouse.games.black_sheep.rules import Options, Play
from tests.app.keyplay import real_window
from tests.app.readable import contrast, problems, visible_texts
from tests.black_sheep.board_items import (
    discard_cards,
    end_banner,
    keep_all,
    pending_cards,
    pick_as_click,
)

pytestmark = pytest.mark.gui

#: Nothing a player must read is drawn smaller than this at 1280 × 800, nor in a 1280 × 720
#: window (pixels).
MIN_PIXELS = 12.0


@pytest.fixture
def window(qtbot):
    with real_window(qtbot, size=(1280, 800)) as w:
        yield w


@pytest.fixture
def styled(qapp):
    """The app's own look (fonts, palette, stylesheet) as ``open_window`` gives it; the
    previous look is restored afterwards."""
    from farmhouse.app.style import apply_style, register_fonts

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    apply_style(qapp, register_fonts())
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def played(players: int, moves: int, options: Options | None = None, seed: int = 3) -> Match:
    """A match of a human (seat 0) and AIs, ``moves`` actions in (then on to seat 0's turn),
    or to the end with ``moves`` < 0."""
    seats = [Seat("Player 1")] + [Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)]
    match = Match.new("black_sheep", seats, options or Options(), seed)
    ais = {i: make_ai("black_sheep", "easy", 100 + i) for i in range(players)}
    done = 0
    while not match.is_over and (moves < 0 or done < moves or match.to_move != 0):
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
        done += 1
    return match


def open_discard_prompt(board) -> bool:
    """Start a single-card play that may discard; True if the prompt opened."""
    for action in board.legal:
        if isinstance(action, Play) and action.discard is not None and len(action.cards) == 1:
            pick_as_click(board, "hand", board.view.hand.index(action.cards[0]))
            pick_as_click(board, "side", action.pasture)
            return bool(discard_cards(board))
    return False


def smallest_text(board) -> tuple[float, str]:
    """The smallest text a player sees on ``board`` (labels, blocks, boxes and the lettering
    of the cards' art), as (pixels, text)."""
    return min((piece.pixels, piece.text) for piece in visible_texts(board))


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("players", "tasks"), [(2, False), (3, True), (4, False), (4, True)], ids=str
)
def test_nothing_a_player_reads_is_below_12_pixels(qtbot, window, lang, players, tasks, size):
    """At 1280 × 800 and in a 1280 × 720 window, every text and every card's rank is at
    least 12 px (the pasture cards' own corners were 6 px: their rank is on a badge), in
    play, with the discard prompt open and at the end; and nothing else a player would
    stumble over (the readable-text check: the prompt once let the hand's numbers peek out
    under it, into its "discard" labels)."""
    window.resize(*size)
    window.set_language(lang)
    window.start_match(played(players, 12, Options(task_cards=tasks)))
    qtbot.wait(20)
    board = window.game_page.board
    assert smallest_text(board)[0] >= MIN_PIXELS, smallest_text(board)
    assert problems(board) == []
    assert open_discard_prompt(board) or players == 2  # (a 2-player hand may offer none)
    assert smallest_text(board)[0] >= MIN_PIXELS, smallest_text(board)
    assert problems(board) == []
    # the end, every corral value shown
    window.start_match(played(players, -1, Options(task_cards=tasks)))
    qtbot.wait(20)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
    board = window.game_page.board  # a new match, a new board
    assert board.view.game_over
    assert smallest_text(board)[0] >= MIN_PIXELS, smallest_text(board)
    assert problems(board) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_end_of_game_corral_values_stay_inside_their_corral(qtbot, window, players):
    window.start_match(played(players, -1))
    qtbot.wait(20)
    board = window.game_page.board
    geo = board.geo
    view = board.view
    me = view.seat
    others = [(me + k) % players for k in range(1, players)]
    corrals = {me: geo.own_corral_rect()}
    for seat, panel in zip(others, geo.opponent_rects(len(others)), strict=True):
        corrals[seat] = geo.opponent_corral_rect(panel)
    values = [
        item
        for item in board.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.isVisible()
        and item.text()[:1] in "+-"
        and item.text()[1:].isdigit()
        and item.parentItem() is not board.table.layer["scoring"]  # (the bonus points won)
    ]
    assert len(values) >= 4
    for item in values:
        rect = item.sceneBoundingRect()
        assert any(corral.contains(rect) for corral in corrals.values()), (item.text(), rect)


def test_the_4_player_board_uses_the_window_at_1280x800(qtbot, window):
    window.start_match(played(4, 8))
    qtbot.wait(20)
    board = window.game_page.board
    scale = board.zoom
    mapped = board.mapFromScene(board.geo.scene).boundingRect()
    viewport = board.viewport().rect()
    # the scene fills the board's area (a few pixels of rounding at most)
    assert mapped.width() >= viewport.width() - 30 and mapped.height() >= viewport.height() - 30
    assert board.geo.mat * scale >= 140  # pasture mats: 110 px before, in a fixed 1600 × 1000
    small_w, _ = board.geo.small_card
    assert small_w * scale >= 40  # cards on the pastures: 31 px before
    assert board.geo.hand_card[0] * scale >= 90  # hand cards: 72 px before


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("width", [1280.0, 1300.0, 1580.0, 1760.0])
def test_combination_labels_cover_no_card_no_mat_and_no_other_label(players, width, qapp):
    geo = geometry(players, width)
    edges = [layout.edge_of(rel, players) for rel in range(players)]
    labels = [(p, e, geo.combo_rect(p, e)) for p in range(3) for e in edges]
    blocked = [geo.side_rect(p, e).adjusted(4, 4, -4, -4) for p in range(3) for e in edges]
    blocked += [geo.mat_rect(p) for p in range(3)]
    for p, edge, rect in labels:
        assert geo.scene.contains(rect), (p, edge)
        assert rect.top() >= layout.TOP_Y + layout.TOP_H, (p, edge)  # under the top panels
        assert rect.bottom() <= layout.BOTTOM_Y, (p, edge)  # over the own panel and hand
        for other in blocked:
            assert not rect.intersects(other), (p, edge, rect, other)
        for q, other_edge, other in labels:
            if (q, other_edge) != (p, edge):
                assert not rect.intersects(other), (p, edge, q, other_edge)


def test_the_discard_prompt_is_readable_clickable_and_covers_no_text(qtbot, window):
    window.start_match(played(4, 12))
    qtbot.wait(20)
    board = window.game_page.board
    assert open_discard_prompt(board)
    scale = board.zoom
    cards = discard_cards(board)
    hint = board.prompt.block.sceneBoundingRect()
    for card in cards:
        rect = card.sceneBoundingRect()
        assert card.size[0] * scale >= 88  # was 37 px
        assert not rect.intersects(hint)
        assert QRectF(board.geo.scene).contains(rect)
    keep = keep_all(board)
    assert keep.rect.width() * scale >= 100 and keep.rect.height() * scale >= 40


def test_banner_and_board_name_the_same_seat_through_ai_moves_and_scoring(qtbot, window):
    seats = [Seat(f"Bot {i + 1}", "ai", "easy") for i in range(4)]
    match = Match.new("black_sheep", seats, Options(), 11)
    window.set_ai_speed("fast")
    window.start_match(match)
    controller = window.game_page.controller
    controller.ai_delay_ms = 60
    board = window.game_page.board
    board.set_animation_speed(0.25)
    page = window.game_page
    wrong: list[tuple[object, object, str]] = []

    def sample() -> None:
        banner = page._turn_seat
        marked = board.marked_turn()
        prompt = plain(board.prompt.block.toPlainText()) if board.prompt.block is not None else ""
        if banner != marked or (banner is not None and controller.names[banner] not in prompt):
            wrong.append((banner, marked, prompt))

    sampler = QTimer()
    sampler.timeout.connect(sample)
    sampler.start(4)

    def scored_twice() -> bool:
        return sum(e.key == "bs.scored" for ev in match.turn_events for e in ev) >= 2

    qtbot.waitUntil(scored_twice, timeout=60000)
    sampler.stop()
    controller.stop()
    assert wrong == []


def test_a_loaded_game_shows_its_last_moves(qtbot, window, tmp_path):
    match = played(3, 10)
    path = tmp_path / "mid.farmhouse"
    saves.save_match(match, path)
    assert window.open_path(path)
    qtbot.wait(20)
    board = window.game_page.board
    lines = board.table._last_moves_lines()
    assert lines  # what the two bots did since Player 1's last turn
    last = max(i for i, seat in enumerate(match.movers) if seat == 0)
    bots = {match.seats[s].name for s in match.movers[last + 1 :]}
    assert bots and all(any(name in line for line in lines) for name in bots)
    assert not any("Player 1 plays" in line for line in lines)  # not older than that


def test_after_the_game_the_status_bar_and_the_key_hints_are_gone(qtbot, window):
    window.statusBar().showMessage("Player 1 cannot play and passes.", 8000)
    window.start_match(played(2, -1))
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
    assert window.statusBar().currentMessage() == ""
    texts = window.game_page.board.texts_on_board()
    assert not any(t.startswith("Keys:") for t in texts)
    assert "The game is over." in texts


def ink_pixels(board, rect: QRectF) -> int:
    """How many pixels of the board's viewport inside scene ``rect`` are dark (text ink)."""
    image = board.viewport().grab().toImage()
    area = board.mapFromScene(rect).boundingRect().intersected(image.rect())
    return sum(
        image.pixelColor(x, y).lightness() < 110
        for x in range(area.left(), area.right(), 2)
        for y in range(area.top(), area.bottom(), 2)
    )


@pytest.mark.parametrize("players", [2, 4])
def test_the_discard_question_is_drawn_after_the_hint_was_shown(qtbot, styled, window, players):
    """The tester's repro: a card chosen (the hint is painted), then a pasture: the question
    "Discard a card?" must be painted too, not left blank by the text item's pixmap cache."""
    window.start_match(played(players, 4))
    qtbot.wait(50)
    board = window.game_page.board
    action = next(a for a in board.legal if isinstance(a, Play) and a.discard and len(a.cards) == 1)
    pick_as_click(board, "hand", board.view.hand.index(action.cards[0]))
    qtbot.wait(50)  # painted: "Now click your side of a lit pasture"
    assert ink_pixels(board, board.prompt.block.sceneBoundingRect()) > 20
    pick_as_click(board, "side", action.pasture)
    qtbot.wait(50)
    assert "Discard" in board.prompt.block.toPlainText()
    assert ink_pixels(board, board.prompt.block.sceneBoundingRect()) > 20


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_card_being_played_shows_on_its_pasture_while_the_discard_question_is_open(
    qtbot, window, players, size
):
    window.resize(*size)
    window.start_match(played(players, 4))
    qtbot.wait(50)
    board = window.game_page.board
    action = next(a for a in board.legal if isinstance(a, Play) and a.discard and len(a.cards) == 1)
    pick_as_click(board, "hand", board.view.hand.index(action.cards[0]))
    assert pending_cards(board) == []
    pick_as_click(board, "side", action.pasture)
    (card,) = pending_cards(board)
    assert card.path == layout.card_path(action.cards[0]) and card.glow is not None
    side = board.geo.side_rect(action.pasture, "bottom")
    assert side.contains(card.sceneBoundingRect().center())
    hint = plain(board.prompt.block.toPlainText())
    assert action.cards[0].value in hint.replace("_", " ") and "pasture" in hint
    assert "playing" in board.texts_on_board()
    # the question covers no card of the prompt, and is inside the scene
    assert QRectF(board.geo.scene).contains(board.prompt.block.sceneBoundingRect())
    for item in discard_cards(board):
        assert not item.sceneBoundingRect().intersects(board.prompt.block.sceneBoundingRect())
    pick_as_click(board, "keep")  # the play goes through; the pending card goes
    qtbot.wait(20)
    assert pending_cards(board) == []


def near_the_end(players: int) -> Match:
    """A match whose end is triggered (pastures no longer refilled), at seat 0's turn."""
    for seed in range(3, 40):
        seats = [Seat("Player 1")] + [
            Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)
        ]
        match = Match.new("black_sheep", seats, Options(), seed)
        ais = {i: make_ai("black_sheep", "easy", 100 + i) for i in range(players)}
        while not match.is_over and not (match.view(0).end_triggered and match.to_move == 0):
            view = match.view(match.to_move)
            legal = list(match.game.legal_actions_in_view(view))
            match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
        if not match.is_over:
            return match
    raise AssertionError("no game reached its end trigger with seat 0 to play")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_end_banner_shows_its_whole_text_inside_it(qtbot, window, lang, size, players):
    """The tester's find: 「終盤：牧草地はもう補充されません」 was cut off by its box (Qt wrapped
    nowhere: a Japanese sentence is one word for it). The text is broken between words, all
    of it shown, at no less than MIN_TEXT, inside the box, and "Last moves" starts under it
    (in place of the supply since issue 18, F19: the panel's room kept in the last round)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetricsF

    from farmhouse.app.board.text import break_points
    from farmhouse.app.linebreak import keep_words
    from farmhouse.games.black_sheep.texts import tr

    window.resize(*size)
    window.set_language(lang)
    window.start_match(near_the_end(players))
    qtbot.wait(20)
    board = window.game_page.board
    banner = end_banner(board)
    assert banner is not None
    whole = tr("Last round: pastures are no longer refilled")
    assert "".join(plain(banner.text).split()) == "".join(whole.split())  # nothing elided
    assert "…" not in banner.text
    assert banner.font_size >= 12 and banner.font_size >= layout.MIN_TEXT
    # laid out as the box paints it: bold, centred, wrapped inside the box
    font = QFont()
    font.setPixelSize(int(banner.font_size))
    font.setBold(True)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    drawn = QFontMetricsF(font).boundingRect(banner.rect, flags, keep_words(banner.text))
    assert banner.rect.contains(drawn), (lang, banner.rect, drawn)
    # each line breaks between words (after a space, CJK punctuation or a particle)
    at = 0
    for line in plain(banner.text).split("\n")[:-1]:
        at = whole.index(line, at) + len(line)
        while whole[at] == " ":
            at += 1
        assert at in break_points(whole), (line, whole)
    # nothing else is drawn over it: the piles' labels beside it (it stands where the
    # supply stood, which refills nothing in the last round), "Last moves" starts below
    rect, bottom = banner.sceneBoundingRect(), banner.rect.bottom()
    for item in board.table.layer["last_moves"].childItems():
        assert item.sceneBoundingRect().top() >= bottom - 2, (item, bottom)
    for item in [*board.table.layer["discard"].childItems(), *board.table.deck.labels]:
        if isinstance(item, QGraphicsSimpleTextItem):
            assert not item.sceneBoundingRect().intersects(rect), item.text()
    assert not board.table.layer["supply"].childItems()
    assert smallest_text(board)[0] >= MIN_PIXELS or size != (1280, 800)


@pytest.mark.parametrize("players", [2, 4])
def test_after_the_game_the_board_shows_final_scores_and_the_bonus_cards_won(
    qtbot, window, players
):
    """The game-over board shows final results, not in-game hints: each seat's panel its
    final score (no "known points" line), and under the own panel the bonus cards each seat
    earned (a figure per majority card, the complete sets)."""
    from farmhouse.games.black_sheep import texts

    window.start_match(played(players, -1))
    qtbot.wait(20)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
    board = window.game_page.board
    outcome = window.game_page.controller.match.outcome()
    shown = [plain(t) for t in board.texts_on_board()]
    assert not any(t.startswith("known points") for t in shown)
    badges = {getattr(b, "text", ""): b.toolTip() for b in board.scene().items()}
    for seat in range(players):
        final = texts.final_score_text(outcome.scores[seat], label=True)
        assert final in shown or final in badges.values()  # (said shorter, in full in its tip)
        assert texts.bonus_cards_text(outcome.breakdown[seat]) in badges.values()  # (its row)
    majorities = sum(len(p["majorities"]) for p in outcome.breakdown)
    tips = [
        item.toolTip()
        for item in board.table.layer["scoring"].childItems()
        if item.toolTip().startswith("Majority card")
    ]
    assert len(tips) == majorities
    sets = [p["sets"] for p in outcome.breakdown if p["sets"]]
    for count in sets:
        assert texts.fill(texts.tr("%n complete set(s)", "", count)) in shown
    # in the hand's column, in their frame (the rules' reminder stays under the own panel)
    frame = board.table.result_rect()
    assert frame.left() >= board.geo.hand_column.left()
    reminder = board.geo.scoring_rect.adjusted(-4, -4, 4, 4)
    for item in board.table.layer["scoring"].childItems():
        rect = item.sceneBoundingRect()
        assert frame.adjusted(-4, -4, 4, 4).contains(rect) or reminder.contains(rect), item
    assert smallest_text(board)[0] >= MIN_PIXELS


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_key_hints_are_large_and_dark_enough_to_read(qtbot, window, lang, size):
    """The tester's find: the key line under the hand was 11 px of grey on the beige table.
    It is at least 12 px, in a colour of at least 7:1 contrast with the table; it wraps
    only between its parts (a lone "back" was left on a line of its own). It ends with
    Ctrl+Tab, the way to the side panel (session 20), where that fits in its two lines (at
    1280 × 720); a narrower board leaves it out rather than a third line cut by its edge."""
    from farmhouse.app.board.palette import TABLE
    from farmhouse.games.black_sheep.texts import keys_text

    window.resize(*size)
    window.set_language(lang)
    window.start_match(played(4, 12))
    qtbot.wait(20)
    board = window.game_page.board
    keys, short = plain(keys_text()), plain(keys_text(board_exit=False))
    parts = [part.strip() for part in keys.split("·")]
    drawn = board.table.layer["keys"].childItems()
    lines = [p for p in visible_texts(board) if p.item in drawn]
    shown = "".join(plain(p.text) for p in lines).replace(" ", "")
    assert shown == keys.replace(" ", ""), (shown, short)  # (Ctrl+Tab too: issue 18)
    assert len(lines) <= 2 and "Ctrl+Tab" in keys
    for line in lines:
        assert line.pixels >= MIN_PIXELS, (line.text, line.pixels)
        pieces = [piece.strip() for piece in plain(line.text).split("·")]
        assert all(piece in parts for piece in pieces if piece), (line.text, parts)
        assert contrast(line.item.defaultTextColor(), TABLE) >= 7, line.item.defaultTextColor()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_game_over_line_lies_clear_of_the_result(qtbot, window, lang, players):
    """The prompt line grows upwards from over the hand (clear of the focus ring); once the
    game is over it ends over the result (the bonus cards won), not on its frame."""
    window.resize(1280, 720)
    window.set_language(lang)
    window.start_match(played(players, -1))
    qtbot.wait(20)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
    board = window.game_page.board
    line = board.prompt.block.sceneBoundingRect()
    assert line.height() > 0
    assert line.bottom() <= board.table.result_rect().top() + 4  # (the block's own margin)


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_key_line_leaves_no_part_alone_on_its_last_line(qtbot, window, lang, players):
    """The tester's find: in Japanese and Chinese the key line ended with a lone "Esc 戻る" on
    a line of its own. A key line of more than one line is balanced: its last line holds more
    than one of its parts."""
    window.resize(1280, 720)
    window.set_language(lang)
    window.start_match(played(players, 12))
    qtbot.wait(20)
    board = window.game_page.board
    drawn = board.table.layer["keys"].childItems()
    lines = [plain(p.text) for p in visible_texts(board) if p.item in drawn]
    assert lines
    if len(lines) > 1:
        assert len([part for part in lines[-1].split("·") if part.strip()]) > 1, lines


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_last_moves_end_clear_of_the_board_edge(qtbot, window, players, size):
    """The tester's find: the "Last moves" block ran down to the board's bottom edge. Its room
    ends at least 7 px above the edge (it ended 2.6 px above it), every line of the block
    lies in that room (in play and at the end of the game, under the end banner), and the
    board has nothing a player cannot read."""
    window.resize(*size)
    checked = 0
    for match in (played(players, 16), played(players, -1)):
        window.start_match(match)
        qtbot.wait(20)
        if window.game_over_dialog is not None:
            window.game_over_dialog.reject()
        board = window.game_page.board
        block = board.table.recent_panel.block
        if block is None or len(board.table._last_moves_lines()) < 3:
            continue  # (a game may end with too few lines to fill the block)
        checked += 1
        room = board.table.recent_panel.rect  # (where "Last moves" was drawn)
        edge = board.mapFromScene(QPointF(0, board.geo.scene.bottom())).y()
        assert edge - board.mapFromScene(QPointF(0, room.bottom())).y() >= 7
        lines = [p for p in board.shown_texts() if p.item is block]
        assert len(lines) >= 2
        bottom = max(p.rect.bottom() for p in lines)
        assert bottom <= board.mapFromScene(QPointF(0, room.bottom())).y() + 0.5
        assert problems(board) == []
    assert checked >= 1


@pytest.mark.parametrize(
    "names",
    [
        ["Player 1", "Player 2", "Player 3", "Player 4"],
        ["Maximiliana Wolkenstein", "Bartholomew Brown", "Cleopatra Jones", "Dai"],
    ],
    ids=["default", "long"],
)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_names_are_whole_at_the_end_of_the_game(qtbot, window, lang, names):
    """The tester's find: at game over the own panel said "Playe…" (English, 1280 × 800):
    the final score took the name's room. Every seat's name is shown whole, in its panel and
    among the bonus cards won, and nothing on the board is cut short."""
    window.set_language(lang)
    seats = [Seat(names[0])] + [Seat(n, "ai", "easy") for n in names[1:]]
    match = Match.new("black_sheep", seats, Options(), 3)
    ais = {i: make_ai("black_sheep", "easy", 100 + i) for i in range(4)}
    while not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
    window.start_match(match)
    qtbot.wait(20)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
    board = window.game_page.board
    for seat, name in enumerate(names):
        layer = board.table.plates[seat].layer
        shown = [
            i.text()
            for i in sorted(layer.childItems(), key=lambda i: i.y())
            if hasattr(i, "text") and callable(i.text)
        ]
        assert " ".join(plain(t) for t in shown if t) == name
    rows = [plain(t) for t in board.texts_on_board()]
    assert all(name in rows for name in names)  # the bonus cards won name everyone whole
    assert problems(board) == []


#: 24-character names (the longest the new-game dialog takes), as ``--names long`` gives them.
LONG_NAMES = {
    "en": "Maximiliana Wolfgangsdot",
    "ja": "ながいなまえのプレイヤーさんですよろしくおねがい",
    "zh_CN": "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕",
}


def name_lines_and_corral(board, seat: int) -> tuple[list[QRectF], list[str], QRectF]:
    """The scene rectangles and texts of seat ``seat``'s name lines on its panel, and the
    rectangle of its corral's wooden frame."""
    table = board.table
    items = [
        item
        for item in table.plates[seat].layer.childItems()
        if isinstance(item, QGraphicsSimpleTextItem)
    ]
    items.sort(key=lambda item: item.sceneBoundingRect().top())
    corral = table.seat_layers[(seat, "corral")].childrenBoundingRect()
    return [i.sceneBoundingRect() for i in items], [i.text() for i in items], corral


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["zh_CN", "ja", "en"])
def test_a_long_name_on_the_own_panel_lies_clear_of_its_other_line_and_the_corral(
    qtbot, styled, window, lang, size
):
    """A 24-character name on the viewer's own panel took two lines that touched each other
    (spaced by the Latin font's line height: Chinese and Japanese glyphs come from a taller
    font) and lay on the corral's top rail and posts (an opponent's too, at 1280 × 720).
    The lines are apart, above the corral (which gives way), and the own name whole."""
    name = LONG_NAMES[lang]
    window.resize(*size)
    window.set_language(lang)
    seats = [Seat(name)] + [Seat(name[:-1] + str(i), "ai", "easy") for i in range(1, 4)]
    match = Match.new("black_sheep", seats, Options(), 7)
    window.start_match(match)
    qtbot.wait(20)
    board = window.game_page.board
    rects, lines, corral = name_lines_and_corral(board, board.table.me)
    assert "".join(lines).replace(" ", "") == name.replace(" ", ""), lines  # whole
    for seat in board.table.plates:  # the opponents' names too
        rects, lines, corral = name_lines_and_corral(board, seat)
        for upper, lower in zip(rects, rects[1:], strict=False):
            assert upper.bottom() <= lower.top() + 0.5, (lines, upper, lower)
        assert rects[-1].bottom() <= corral.top(), (seat, lines, rects[-1], corral)
    assert [p for p in problems(board) if p.startswith("overlap")] == []


def test_a_pasture_side_that_cannot_be_chosen_yet_is_unavailable_with_its_reason(qtbot, window):
    """Before a card is chosen, the pasture sides were "enabled" buttons with their reason as
    description (the tester's T4): they are unavailable buttons, the reason said."""
    from farmhouse.app.board.access import accessible_tree

    window.start_match(played(2, 4))
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=10_000)
    sides = [row for row in accessible_tree(board) if "pasture" in row[1] and "(key " in row[1]]
    assert sides
    for role, _name, description, states in sides:
        assert role == "Button" and "unavailable" in states and description
