"""Every board repaints all it changes, also after a hint (session 23, F9: in a real window
Wooly Bully's banner, bag, prompt, hand and buttons stopped repainting after the first hint,
while its tiles went on: the hint marks listened to ``QGraphicsScene.changed``, which puts
the scene into Qt's old way of updating its views, where an item taken off the scene
repaints only the scene's own rectangle and drops the other updates of that turn).

What a board shows is read from its window's backing store (what the screen shows), never
from ``grab()`` (which paints everything anew), and compared with a fresh rendering."""

from __future__ import annotations

import importlib
import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.view import BoardView

pytestmark = pytest.mark.gui

GAMES = {"black_sheep": 4, "wooly_bully": 2, "el_gaucho": 3, "bye_bye_black_sheep": 4}


class PaintSpy(QObject):
    """The regions a widget was painted in, as its paint events said."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False


def test_a_pinned_item_repaints_when_an_item_leaves_the_scene_after_a_hint(qtbot):
    """A window-pinned label changed in the turn an item leaves the scene is repainted, with a
    hint shown and after it (it was not: only the scene's own rectangle was)."""
    board = BoardView(QRectF(0, 0, 200, 200), pan_zoom=True)
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    piece = QGraphicsRectItem(QRectF(50, 50, 40, 40))
    board.scene().addItem(piece)
    label = QGraphicsSimpleTextItem("one", board.overlay)
    label.setPos(10, 10)  # (the window's corner: outside the scene's rectangle)
    board.hint_marks._spots = lambda _action: [HintSpot(item=piece)]
    spy = PaintSpy()
    board.viewport().installEventFilter(spy)
    for clear in (False, True):
        assert board.show_hint("act", "Hint")
        if clear:
            board.clear_hint()
        qtbot.wait(30)
        gone = QGraphicsRectItem(QRectF(120, 120, 20, 20))
        board.scene().addItem(gone)
        qtbot.wait(30)
        spy.region = QRegion()
        board.scene().removeItem(gone)
        label.setText(label.text() + " more")
        qtbot.wait(30)
        where = label.deviceTransform(board.viewportTransform()).mapRect(label.boundingRect())
        assert spy.region.contains(where.toAlignedRect()), (clear, where, spy.region)


def on_screen(board: BoardView) -> QImage:
    """The board's viewport as its window's backing store holds it (what the screen shows)."""
    store = board.window().backingStore().paintDevice()
    assert isinstance(store, QImage)
    ratio = store.devicePixelRatio()
    port = board.viewport()
    top = port.mapTo(board.window(), port.rect().topLeft())
    return store.copy(
        int(top.x() * ratio),
        int(top.y() * ratio),
        int(port.width() * ratio),
        int(port.height() * ratio),
    )


def differing(a: QImage, b: QImage) -> float:
    """The share of pixels (every third row and column) that differ between ``a`` and ``b``
    by more than 40 in a colour channel (a picture drawn at a slightly other size or place
    by a partial repaint differs by a few units: not what a player sees as wrong)."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    width, height = min(a.width(), b.width()), min(a.height(), b.height())
    seen = bad = 0
    for y in range(0, height, 3):
        for x in range(0, width, 3):
            seen += 1
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q:
                bad += max(abs((p >> s & 255) - (q >> s & 255)) for s in (0, 8, 16)) > 40
    return bad / max(seen, 1)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_board_shows_what_it_draws_after_a_hint(qtbot, game_id):
    """Each game's board, a hint shown and cleared on the viewer's turn, then moves played: the
    screen (the backing store) shows what a fresh rendering of the board shows."""
    rules = importlib.import_module(f"farmhouse.games.{game_id}.rules")
    board = importlib.import_module(f"farmhouse.games.{game_id}.board").create_board(None)
    qtbot.addWidget(board)
    board.resize(1000, 640)
    board.show()
    qtbot.waitExposed(board)
    board.set_animation_speed(0)
    game, players = rules.GAME, GAMES[game_id]
    state = game.setup(players, rules.Options(), 23)
    rng = random.Random(23)
    names = [f"P{n + 1}" for n in range(players)]
    hinted = False
    events: list = []
    for _ in range(14):
        if game.to_move(state) is None:
            break
        legal = list(game.legal_actions(state))
        mine = game.to_move(state) == 0
        board.show_view(game.view(state, 0), legal if mine else [], events, names)
        board.set_interactive(mine)
        qtbot.wait(15)
        if mine and not hinted:
            hinted = board.show_hint(legal[0], "Hint · 50%")
            qtbot.wait(30)
            board.clear_hint()
            qtbot.wait(15)
        state, events = game.apply(state, rng.choice(legal))
    assert hinted
    qtbot.wait(60)
    shown, fresh = on_screen(board), board.viewport().grab().toImage()
    assert differing(shown, fresh) < 0.0005, game_id
