"""Issue 19: the "Since your last turn" panel (the kit's RecentPanel) on every game's real
board at 1280 × 720 shows as many whole lines as its room holds, newest first, in every
language. The tester's find: on Black Sheep's board in Japanese it often showed the newest
line alone with a line's room free below it, leaving out an older line that English shows
(the older line, two lines long in Japanese, was measured at the height of Japanese text in
its fallback font, a line taller than the board font the room is counted in).

The room is counted in lines of the board font (:func:`board_font` at the panel's size, its
line spacing rounded up to a whole unit as Qt lays out Latin lines): the lines drawn fit in
it, lie inside the panel, and the next older line would not have fitted.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF

from farmhouse.app.board.parts.recent import RecentPanel
from farmhouse.app.board.text import board_font, drawn_texts
from farmhouse.app.i18n import LANGUAGES
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

#: Where each game's board keeps its panel.
PANELS: dict[str, Callable[[Any], RecentPanel]] = {
    "black_sheep": lambda board: board.table.recent_panel,
    "bye_bye_black_sheep": lambda board: board.table.recent,
    "el_gaucho": lambda board: board.table.recent,
}

#: How many positions with more lines than the panel shows are checked per game and language.
FULL_POSITIONS = 3


def played(game: str, players: int, moves: int, seed: int = 3) -> Match:
    """A match of a human (seat 0) and easy AIs, ``moves`` actions in, then on to seat 0's
    turn."""
    seats = [Seat("Player 1")] + [Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)]
    match = Match.new(game, seats, None, seed)
    ais = {i: make_ai(game, "easy", 100 + i) for i in range(players)}
    done = 0
    while not match.is_over and (done < moves or match.to_move != 0):
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
        done += 1
    return match


def real_panels(qtbot: Any, game: str, lang: str) -> Iterator[RecentPanel]:
    """The "since your last turn" panel of ``game``'s real board at 1280 × 720, in ``lang``,
    with four players, 4, 13, 22 … actions into a game (each time at the human's turn), while
    the game is not over and the board shows lines in its panel."""
    with real_window(qtbot, lang, (1280, 720)) as window:
        for moves in range(4, 240, 9):
            match = played(game, 4, moves)
            if match.is_over:
                return
            window.start_match(match)
            qtbot.wait(5)
            panel = PANELS[game](window.game_page.board)
            if panel.block is not None:
                yield panel


def check_fills(panel: RecentPanel) -> tuple[int, int]:
    """Assert that ``panel``'s lines fill its room as the docstring says; returns the lines
    drawn and the lines the room holds."""
    block = panel.block
    assert block is not None
    rect = panel.rect
    drawn = [block.mapRectToScene(piece.rect) for piece in drawn_texts(block)]
    assert drawn
    for line in drawn:  # every line inside the panel's frame
        assert rect.contains(line), (line, rect, block.toPlainText())
    pitch = math.ceil(QFontMetricsF(board_font(panel.size)).lineSpacing())
    margin = block.document().documentMargin()
    first = block.mapToScene(0, margin).y()  # the first line's top
    holds = math.floor((rect.bottom() - margin - first) / pitch)
    assert len(drawn) <= holds
    older = len(panel.given) - len(panel.shown)
    if panel.keep and panel.shown != panel.given[older:]:  # (each seat's move kept: F19)
        for line in [line for line in panel.given if line not in panel.shown]:
            wrapped = panel.wrap(line, rect.width() - 20)  # (no line left out would fit)
            assert len(drawn) + len(wrapped) > holds, (line, len(drawn), holds)
    elif older > 0:  # the next older line would not have fitted
        wrapped = panel.wrap(panel.given[older - 1], rect.width() - 20)
        assert len(drawn) + len(wrapped) > holds, (
            f"{len(drawn)} lines shown, the room holds {holds}, the next older line "
            f"({len(wrapped)} lines) left out: {panel.given[older - 1]!r}"
        )
    return len(drawn), holds


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(PANELS))
def test_the_panel_shows_as_many_whole_lines_as_its_room_holds(qtbot, game, lang):
    """On the real board at 1280 × 720, in positions with more lines since the viewer's
    last turn than the panel shows (4 players: several events), the panel fills its room:
    the shown lines fit, and the next older line would not have (Japanese before the fix:
    2 lines shown where the room holds 4, the older line of 2 left out)."""
    full = 0
    for panel in real_panels(qtbot, game, lang):
        check_fills(panel)
        full += len(panel.given) > len(panel.shown)
        if full >= FULL_POSITIONS:
            break
    assert full >= FULL_POSITIONS
