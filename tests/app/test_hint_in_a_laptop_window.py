"""The hint in a laptop-sized window (session 25's tester, issues 17 and 18): the hint box's
text padded on both sides (F12), the game log and the players' heading kept beside a hint at
1280 × 720 and 1280 × 800 (F5), the folded panel kept open for a hint shown as the window
narrows (F13), and in a narrow window a board that stays readable beside the hint (F4)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.test_hint_fits import long_hint, show, steady_least
from tests.app.test_hints_in_window import human_turn_with_a_choice

pytestmark = pytest.mark.gui

WHITE = QColor("#ffffff").rgb()


def bot_match(game_id: str, players: int, seed: int = 3) -> Match:
    """A match of ``game_id``: seat 0 a person ("Ann"), the others normal computer seats."""
    seats = [Seat("Ann")] + [Seat(f"Bot {i + 1}", "ai", "normal") for i in range(players - 1)]
    return Match.new(game_id, seats, None, seed)


def hint_shown(qtbot, window, game_id: str, players: int, hint=long_hint):
    """A game of Player 1 against AIs (:func:`bot_match`) in ``window``, at Player 1's turn
    with a choice, the hint ``hint(controller, match)`` shown and the window settled: its
    game page."""
    match = bot_match(game_id, players)
    window.start_match(match)
    human_turn_with_a_choice(qtbot, window, match)
    page = window.game_page
    show(page.controller, hint(page.controller, match))
    steady_least(qtbot, window)
    return page


def ink_columns(image, top: int, bottom: int, left: int, right: int) -> list[int]:
    """The columns from ``left`` to ``right`` (excluded) of ``image`` with a pixel between rows
    ``top`` and ``bottom`` (excluded) that is not white."""
    return [
        x for x in range(left, right) if any(image.pixel(x, y) != WHITE for y in range(top, bottom))
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_text_keeps_as_much_room_right_of_it_as_left(qtbot, styled, lang):
    """F12: the hint's text lay on a beige box whose right edge was the text's, 6 px from the
    violet frame, with a white margin on the left only ("…to pasture I" touching the frame).
    Black Sheep, four players, 1280 × 800: the text lies on the box's white, and its ink
    keeps at least 9 px from the frame on both sides."""
    styled(lang)
    with real_window(qtbot, lang=lang, size=(1280, 800)) as window:
        page = hint_shown(qtbot, window, "black_sheep", 4)
        panel = page.hint_panel
        assert panel.isVisible() and panel.text_whole()
        image = panel.grab().toImage()
        ratio = image.devicePixelRatio()
        assert ratio == 1
        body = panel.body.geometry().translated(panel.text_area.geometry().topLeft())
        area = panel.text_area.geometry()
        # the text's background is the box's white (its commonest colour)
        colours = Counter(
            image.pixel(x, y)
            for x in range(area.left(), area.right(), 2)
            for y in range(area.top(), area.bottom(), 2)
        )
        assert colours.most_common(1)[0][0] == WHITE, (hex(colours.most_common(1)[0][0]), lang)
        frame = 2  # (the box's border: QFrame#hintPanel)
        ink = ink_columns(image, body.top(), body.bottom(), frame, image.width() - frame)
        left_room = ink[0] - frame
        right_room = image.width() - frame - 1 - ink[-1]
        assert left_room >= 9 and right_room >= 9, (left_room, right_room, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hint_shown_as_the_window_narrows_keeps_the_panel_open(qtbot, styled, lang):
    """F13: a hint shown at 1280 × 800, then the window made 1100 × 700 (un-maximised on a
    small laptop): the side panel folded away with the hint's words, the board's badge alone
    left. As when the hint is asked for in a narrow window, the panel opens over the board
    with the hint in it; wide again, it lies beside the board with the hint; narrow again,
    open again."""
    styled(lang)
    with real_window(qtbot, lang=lang, size=(1280, 800)) as window:
        page = hint_shown(qtbot, window, "wooly_bully", 3)
        c = page.controller
        assert not page.folded and page.hint_panel.isVisible()
        for size, folded in [((1100, 700), True), ((1920, 1080), False), ((1100, 700), True)]:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            steady_least(qtbot, window)
            assert page.folded == folded, size
            assert page.panel_open and page.panel.isVisible(), size
            assert page.hint_panel.isVisible() and page.hint_panel.text_whole(), size
            assert page.fold_bar.button.isChecked() == folded, size
            assert c.hint is not None and page.board.hint_marks.shown, size


@pytest.mark.parametrize(
    ("game_id", "players", "lang", "size", "heading"),
    [
        ("el_gaucho", 2, "en", (1280, 720), True),
        ("black_sheep", 4, "en", (1280, 800), True),
        ("black_sheep", 4, "en", (1280, 720), False),
        ("el_gaucho", 4, "ja", (1280, 800), True),
        ("wooly_bully", 3, "ja", (1280, 800), True),
        ("bye_bye_black_sheep", 5, "en", (1280, 800), True),
    ],
)
def test_the_game_log_stays_beside_a_hint_in_a_laptop_window(
    qtbot, styled, game_id, players, lang, size, heading
):
    """F5: at 1280 × 720 and 1280 × 800 a hint hid the whole game log and its title, and the
    players' heading, until it was closed (El Gaucho, two players, 1280 × 720; Black Sheep,
    four, 1280 × 800): a player keeping the hint open could not see what had just happened.
    The hint is shown whole (no scroll bar), every seat whole, and below them the log's title
    and at least two whole lines of the log (it scrolls), and the players' heading where
    ``heading`` (Black Sheep's four seats at 1280 × 720 leave no room for it)."""
    from tests.app.test_hint_fits import three_long_hints, whole_seats

    styled(lang)
    with real_window(qtbot, lang=lang, size=size) as window:
        page = hint_shown(qtbot, window, game_id, players, three_long_hints)
        c = page.controller
        qtbot.wait(100)
        panel = page.hint_panel
        where = (game_id, lang, size)
        assert panel.isVisible() and panel.text_whole(), where
        assert not panel.text_area.verticalScrollBar().isVisible(), where
        assert whole_seats(page) == players, where
        log = page.log
        assert page.log_title.isVisible() and log.isVisible(), where
        two = log.least_height(2, f"{page.log_title.text()} Ag")
        assert log.height() >= two, (where, log.height(), two)
        side = page.seats_area.parentWidget()
        assert log.geometry().bottom() <= side.contentsRect().bottom(), where
        assert page.seats_title.isVisible() == heading, where
        c.clear_hint()
        qtbot.wait(50)
        assert page.log.isVisible() and page.seats_title.isVisible(), where


def hint_now(controller, action) -> None:
    """Show a hint of ``action`` for the seat to move (no search: the page's layout is what is
    tested)."""
    from farmhouse.app.hints import Hint, HintMove

    show(controller, Hint(controller.match.to_move, (HintMove(action, 0.55, 400),), 400))


def tags_over_texts(board) -> list[str]:
    """The board's texts a hint tag lies over (more than a pixel across and down)."""
    from farmhouse.app.board.hint import HintTag
    from tests.app.readable import visible_texts

    texts = [t for t in visible_texts(board) if not isinstance(t.item.parentItem(), HintTag)]
    found = []
    for tag in board.hint_marks.tags:
        rect = tag.screen_rect(board).adjusted(1, 1, -1, -1)
        for piece in texts:
            both = rect.intersected(piece.rect)
            if both.width() > 1 and both.height() > 1:
                found.append(f"{tag.text!r} over {piece.text!r}")
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game_id", ["black_sheep", "el_gaucho", "bye_bye_black_sheep", "wooly_bully"]
)
def test_a_narrow_window_keeps_the_board_readable_beside_a_hint(qtbot, styled, game_id, lang):
    """F4: in a 1100 × 700 window (the panel folded), a hint opened the panel over the board
    and shrank the board beside it: its text 9–10 px high, and the hint's badge, as large as
    ever, over the first character of the "Since your last turn" title. With a hint of each
    of the player's moves (up to 12), the board draws no text under 12 px, the hint's badge
    lies over no text of the board, and the panel over none of the hint's rings."""
    from tests.app.readable import late_game_match, problems
    from tests.app.test_side_fold import marks_on_page

    styled(lang)
    with real_window(qtbot, lang=lang, size=(1100, 700)) as window:
        window.start_match(late_game_match(game_id))
        page = window.game_page
        c = page.controller
        board = page.board
        board.set_animation_speed(0)
        qtbot.waitUntil(c.can_hint, timeout=10_000)
        assert page.folded and not page.panel_open
        actions = c.match.legal_actions()
        step = max(1, len(actions) // 12)
        for action in actions[::step][:12]:
            hint_now(c, action)
            qtbot.wait(60)
            where = (game_id, lang, c.ui.describe_action(action, c.match.view(0), c.kept_names))
            assert page.panel_open and page.hint_panel.isVisible(), where
            small = [p for p in problems(board) if p.startswith("too small")]
            rings = marks_on_page(page)[: len(board.hint_marks.rings)]
            drawer = page.panel.geometry()
            covered = [r for r in rings if r.intersected(drawer).width() > 1]
            assert small == [], where
            assert tags_over_texts(board) == [], where
            assert covered == [], where
            c.clear_hint()
            qtbot.wait(20)
