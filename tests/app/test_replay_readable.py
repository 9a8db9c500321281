"""The readable-text test for the replay page (issue 18): a finished game watched in the real
main window offscreen at 1280 × 720, with the most players, the board drawing "Everything
shown" (each position's seat to move, every seat's holdings beside it) and the public view,
late in the game and at its end: no text a player must read under 12 px, none overlapping,
none cut (:func:`tests.app.readable.problems`), as on the game page's board at that size
(``test_readable_text``). Before: the timeline bar and the holdings strip under the board
took 46 and about 150 of its 656 px, and its text came out 8–9 px (Bye-Bye Black Sheep, 5
players), 9–10 px (Black Sheep, 4)."""

from __future__ import annotations

import pytest

from farmhouse.core.replay import EVERYTHING
from tests.app.readable import problems, watching_finished
from tests.app.test_readable_text import GAMES, styled  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


def watch(qtbot, game_id: str, lang: str, size: tuple[int, int]):
    """The main window at ``size`` in ``lang`` watching a finished game of ``game_id`` (the
    most players), from its game-over dialog's page."""
    return watching_finished(qtbot, game_id, lang, size)


#: (language, window size): 1280 × 720 in three languages; 1280 × 800 and 1920 × 1080 (where
#: the holdings stand under the board) in Japanese.
CASES = [
    ("en", (1280, 720)),
    ("ja", (1280, 720)),
    ("zh_TW", (1280, 720)),
    ("ja", (1280, 800)),
    ("ja", (1920, 1080)),
]


@pytest.mark.parametrize(
    ("lang", "size"), CASES, ids=lambda c: c if isinstance(c, str) else f"{c[0]}x{c[1]}"
)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_replay_board_is_readable_with_everything_shown(qtbot, styled, game_id, lang, size):  # noqa: F811
    window, page = watch(qtbot, game_id, lang, size)
    try:
        found = []
        for viewer in (EVERYTHING, None):
            page.set_viewer(viewer)
            for position in (int(page.last * 0.8), page.last):
                page.go(position, force=True)
                page.flush_holdings()
                qtbot.wait(50)
                board = page.board
                assert board.shown_texts()
                found += [f"{viewer} at {position}: {p}" for p in problems(board)]
                # the page whole in the window: the board, and the holdings beside it
                assert page.width() <= window.width()
                if not page.holdings.isHidden():
                    strip = page.holdings.geometry()
                    assert not strip.intersects(board.geometry())
                    assert strip.right() <= page.width()
        assert found == []
    finally:
        window.game_page.controller.shutdown()
