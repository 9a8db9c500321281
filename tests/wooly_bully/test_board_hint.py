"""The hint on the Wooly Bully board: a suggested placement rings its place in the landscape,
where the tile is drawn with the face and turn it should be laid with, and the tile in the
hand tray ("this tile"); a wolf, hunter or reveal rings its place and its button; Quit and
End turn their buttons. Checked for every legal action of positions from random games."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from farmhouse.app.board.hint import HintRing
from farmhouse.games.wooly_bully.board import create_board
from farmhouse.games.wooly_bully.board.layout import cell_rect
from farmhouse.games.wooly_bully.board.tiles import TileItem
from farmhouse.games.wooly_bully.rules import (
    GAME,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    Reveal,
    Wolf,
)

from .conftest import random_game

pytestmark = pytest.mark.gui

BUTTONS = {Wolf: "wolf", Hunter: "hunter", Reveal: "reveal", EndTurn: "end", Quit: "quit"}


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(966, 690)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def positions(seed: int, count: int):
    """``count`` decisions of seat 0 from a random 2-player game: (state, legal)."""
    found = 0
    for before, _action, _after, _events in random_game(2, Options(), seed):
        if GAME.to_move(before) == 0:
            yield before, GAME.legal_actions(before)
            found += 1
            if found >= count:
                return


def test_every_legal_action_rings_its_place_tile_and_button(qtbot, board):
    kinds: set[type] = set()
    for state, legal in positions(8, 12):
        view = GAME.view(state, 0)
        board.show_view(view, legal, [], ["Ann", "Bot"])
        board.set_interactive(True)
        for action in legal[:: max(1, len(legal) // 25)] + [
            a for a in legal if not isinstance(a, Place)
        ]:
            kinds.add(type(action))
            assert board.show_hint(action, "Hint · 40%"), action
            rings = board.hint_marks.rings
            parents = [r.parentItem() for r in rings]
            if isinstance(action, Place | Wolf | Hunter | Reveal):
                assert parents[0] is None and rings[0].rect == cell_rect(action.cell)
            if isinstance(action, Place):
                picture = [c for c in rings[0].childItems() if isinstance(c, TileItem)]
                assert len(picture) == 1
                shown = picture[0]
                assert (shown.tile.id, shown.face, shown.rotation_turns) == (
                    action.tile,
                    action.face,
                    action.rotation,
                )
                tray = board.tray_items[view.hand.index(action.tile)]
                assert parents[1] is tray
                assert [t.text for t in board.hint_marks.tags] == ["Hint · 40%", "this tile"]
            button = BUTTONS.get(type(action))
            if button is not None:
                assert parents[-1] is board.buttons[button]
            board.clear_hint()
            assert not [i for i in board.scene().items() if isinstance(i, HintRing)]
    assert {Place, Quit} <= kinds
