"""The hint on the Wooly Bully board: a suggested placement rings its place in the landscape,
where the tile is drawn with the face and turn it should be laid with, and the tile in the
hand tray (ringed, no tag); a wolf, hunter or reveal rings its place and its button; Quit and
End turn their buttons. Checked for every legal action of positions from random games."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from farmhouse.app.board.hint import HintRing
from farmhouse.games.wooly_bully.board import create_board
from farmhouse.games.wooly_bully.board.layout import GRID
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
                assert parents[0] is None and rings[0].rect == GRID.rect(action.cell)
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
                assert [t.text for t in board.hint_marks.tags] == ["Hint · 40%"]  # (ring alone)
            button = BUTTONS.get(type(action))
            if button is not None:
                assert parents[-1] is board.buttons[button]
            board.clear_hint()
            assert not [i for i in board.scene().items() if isinstance(i, HintRing)]
    assert {Place, Quit} <= kinds


BIG_HAND = [
    "F/V", "V/F", "M3-R/F", "DMV-K/F", "HMF-B/V", "CMV-Y/F", "F/M3-K",
    "V/HMM-RY", "DMF-R/V", "F/DMV-B", "HMV-K/F", "M3-Y/V", "DMM-KB/F", "CMF-R/V",
]  # fmt: skip


def _screen(board, item):
    return item.deviceTransform(board.viewportTransform()).mapRect(item.boundingRect())


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_a_hinted_hand_tile_keeps_its_key_number_readable_and_no_tag_leaves_the_tray(
    qtbot, board, lang
):
    """A placement's hint rings tile 3 of the hand (5 tiles, then 14 in the same board at
    966 × 650): no hint tag covers a key number under the hand's tiles, pokes out of the
    tray's frame or touches a button (the 'this tile' tag under the tray did all three);
    the hand's tiles lie clear of the action buttons, which move when the hand grows."""
    from farmhouse.app.i18n import Translations
    from farmhouse.games.wooly_bully.positions import position

    translations = Translations()
    translations.set_language(lang)
    try:
        board.resize(966, 650)
        for count in (5, 14):
            state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"},
                             hands={0: BIG_HAND[:count]}, colours="RKBY", bag=20)  # fmt: skip
            view = GAME.view(state, 0)
            legal = GAME.legal_actions(state)
            board.show_view(view, legal, [], ["Ann", "Bob", "Cy", "Di"])
            board.set_interactive(True)
            tile = state.hands[0][2]
            action = next(a for a in legal if isinstance(a, Place) and a.tile == tile)
            assert board.show_hint(action, "Hint · 40%")
            tray_item = board.tray_items[2]
            assert tray_item in [r.parentItem() for r in board.hint_marks.rings]
            tray = board.hud_part.layers["tray"].mapRectToScene(board.hud().tray)
            tray = board.mapFromScene(tray).boundingRect().toRectF()
            numbers = [_screen(board, n) for n in board.hand.tags]
            assert len(numbers) == min(count, 9)
            buttons = [_screen(board, b) for b in board.buttons.values() if b.isVisible()]
            for tag in board.hint_marks.tags:
                rect = tag.screen_rect(board)
                assert not any(rect.intersects(n) for n in numbers), (count, tag.text)
                assert not any(rect.intersects(b) for b in buttons), (count, tag.text)
                assert not rect.intersects(tray) or tray.contains(rect.toRect()), (count, rect)
            tiles = [_screen(board, t) for t in board.tray_items]
            for name in ("reveal", "wolf", "hunter", "end", "quit"):
                button = _screen(board, board.buttons[name])
                assert not any(button.intersects(t) for t in tiles), (count, name)
            board.clear_hint()
    finally:
        translations.set_language("en")


@pytest.mark.parametrize(
    ("lang", "size"),
    [
        ("en", (966, 690)),
        ("ja", (966, 690)),
        ("en", (1450, 1040)),
        ("ja", (480, 540)),
        ("zh_TW", (480, 540)),
        ("en", (966, 610)),
    ],
)
def test_a_hinted_button_s_tag_covers_no_button_and_stays_in_view(qtbot, board, lang, size):
    """Quit and End turn sit under Hunter and Reveal: their hint tag goes under them (above,
    "Hint · 40%" hid the Hunter button's label); no tag covers another button or leaves the
    view, and none covers its own button's frame (pulled back into the view where the board
    ended just below the button, it lay over the frame's bottom 6–10 px); at 480 × 540 too
    (an 800 × 600 window). Test 4 (fix12b): the tag stays in the tray, 2 px clear of its
    frame line (it lay 5 px over it at every size)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    from farmhouse.app.i18n import Translations

    translations = Translations()
    translations.set_language(lang)
    try:
        board.resize(*size)
        state, legal = next(
            (s, g) for s, g in positions(8, 40) if any(isinstance(a, EndTurn) for a in g)
        )
        board.show_view(GAME.view(state, 0), legal, [], ["Ann", "Bot"])
        board.set_interactive(True)
        port = board.viewport().rect().toRectF()
        for action in [a for a in legal if isinstance(a, Quit | EndTurn)]:
            assert board.show_hint(action, "Hint · 40%")
            hinted = board.buttons[BUTTONS[type(action)]]
            others = [  # (each button's face, without its glow)
                b.deviceTransform(board.viewportTransform()).mapRect(b.rect)
                for b in board.buttons.values()
                if b.isVisible() and b is not hinted
            ]
            words = [
                _screen(board, t)
                for t in hinted.childItems()
                if isinstance(t, QGraphicsSimpleTextItem | QGraphicsTextItem) and t.isVisible()
            ]
            own = hinted.deviceTransform(board.viewportTransform()).mapRect(hinted.rect)
            for tag in board.hint_marks.tags:
                rect = tag.screen_rect(board)
                assert not any(rect.intersects(b) for b in others), (action, rect)
                assert not any(rect.intersects(w) for w in words), (action, rect)
                assert not rect.intersects(own), (action, rect, own)
                assert port.contains(rect), (action, rect, port)
                tray = board.hud().tray  # (its frame line: 1.5 px, on its edge)
                assert tray.adjusted(2, 2, -2, -2).contains(rect), (action, rect, tray)
            board.clear_hint()
    finally:
        translations.set_language("en")
