"""Kit: the Hand part's key caps and read-only mode (session 7; count badges are the
Zone's ``Piece.badge``, bb-board5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from farmhouse.app.board.parts.hand import CAP_BELOW, CAP_FONT, Hand
from farmhouse.app.game_ui import game_ui_or_none
from farmhouse.core import registry

from .readable import MIN_PIXELS, late_game_match
from .test_game_board import shown_grid_board
from .test_readable_text import open_board, styled  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


@pytest.fixture
def board(qtbot):
    return shown_grid_board(qtbot)


def press(number: int) -> QKeyEvent:
    key = Qt.Key(int(Qt.Key.Key_0) + number)
    return QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, str(number))


def test_a_hand_with_key_caps_keeps_them_under_its_pieces_inside_the_focus_ring(board):
    board.hand.tag_place = "cap"
    board.hand.layer.invalidate()
    board.redraw()
    card = board.item_of(("card", "b"))
    cap = board.hand.tags[1]
    assert cap.parentItem() is card and cap.text == "2"
    piece = card.mapRectToScene(QRectF(0, 0, 120, 120))
    shown = cap.sceneBoundingRect()
    assert shown.top() >= piece.bottom() and shown.bottom() <= piece.bottom() + CAP_BELOW + 4
    board.set_focus_target(("card", "b"))
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(shown) and ring.contains(piece)


def test_a_read_only_hand_draws_and_answers_no_keys(board):
    hand = board.hand
    assert hand.keyed and hand.key_of(0) == "1" and hand.tags
    assert hand.key_target(press(2)) == ("card", "b")
    board.set_read_only(True)
    assert not hand.keyed and hand.key_of(0) == ""
    assert hand.key_target(press(2)) is None
    assert hand.tags == []
    card = board.item_of(("card", "a"))
    assert card is not None and not card.childItems()  # (no corner tag)
    board.set_read_only(False)
    assert hand.key_of(0) == "1" and card is not board.item_of(("card", "a"))


def test_the_toy_games_hand_names_its_keys_only_where_it_takes_them(qtbot):
    """The worked example: the toy's cards' tooltips name their keys (Hand.key_of) on a board
    that plays, and none on a read-only one (a replay)."""
    from tests.core.toygame.rules import GAME, Options
    from tests.core.toygame.texts import DiceRaceBoard

    board = DiceRaceBoard()
    qtbot.addWidget(board)
    state = GAME.setup(2, Options(), 1)
    board.show_view(GAME.view(state, 0), GAME.legal_actions(state), (), ["Ann", "Ben"])
    assert board.hand.items[1].toolTip() == "Step 2: move your token two squares (key 2)"
    board.set_read_only(True)
    assert board.hand.items[1].toolTip() == "Step 2: move your token two squares"


def test_a_hand_names_the_place_of_a_key_and_where_its_pieces_are_shown(board):
    hand = board.hand
    assert hand.key_index(press(1)) == 0 and hand.key_index(press(9)) == 8
    letter = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Z, Qt.KeyboardModifier.NoModifier, "z")
    assert hand.key_index(letter) is None
    first, last = hand.items[0], hand.items[-1]
    shown = hand.shown_rect()
    assert shown == board.shown_rect(first).united(board.shown_rect(last))
    assert shown.width() > board.shown_rect(first).width()
    hand.clear()
    assert hand.shown_rect() is None


def cap_hands(board) -> list[Hand]:
    """The board's hands that draw key caps."""
    return [h for h in vars(board).values() if isinstance(h, Hand) and h.tag_place == "cap"]


def test_every_boards_key_caps_are_readable_at_the_kits_own_size(qtbot, styled):  # noqa: F811
    """Issue 19: the caps' default (18 units) was 11.8 px on Bye-Bye's board at 1280 × 720,
    which set its own size to make up for it. Every board that shows key caps keeps the
    kit's size, and their keys are at least 12 px in a 1280 × 720 window."""
    games = []
    for game_id in registry.game_ids():
        ui = game_ui_or_none(game_id)
        if ui is not None and ui.create_board is not None:
            board = ui.create_board(None)
            if cap_hands(board):
                games.append(game_id)
            board.deleteLater()
    assert "bye_bye_black_sheep" in games
    for game_id in games:
        window, board = open_board(qtbot, late_game_match(game_id), (1280, 720), "en")
        try:
            shown = {id(t.item): t.pixels for t in board.shown_texts()}
            caps = [cap for hand in cap_hands(board) for cap in hand.tags]
            assert caps and all(hand.cap_font == CAP_FONT for hand in cap_hands(board))
            sizes = {cap.text: shown[id(cap)] for cap in caps if id(cap) in shown}
            assert len(sizes) == len(caps)
            assert min(sizes.values()) >= MIN_PIXELS, (game_id, sizes)
        finally:
            window.game_page.controller.shutdown()


def test_a_spectators_board_speaks_to_no_seat_and_draws_again_when_it_becomes_one(board):
    """Kit: ``set_spectator`` (a replay: nobody watching is a seat) makes ``addressed`` name
    no seat as "you" (boards then name the seat they follow), and draws the view again; a
    player's board addresses the view's seat."""
    drawn = []
    board.draw = lambda view: drawn.append(view)  # (the kit's redraw calls it)
    assert not board.spectator and board.addressed(2) == 2
    board.set_spectator(True)
    assert board.spectator and board.addressed(2) is None and len(drawn) == 1
    board.set_spectator(True)
    assert len(drawn) == 1  # (no change: not drawn again)
    board.set_spectator(False)
    assert board.addressed(2) == 2 and len(drawn) == 2


def test_a_hand_in_rows_keeps_reading_order_and_its_numbers_in_the_row_gap(board):
    """A big hand in two rows (Wooly Bully's tray): each row holds half the pieces in reading
    order, the rows ``row_gap`` apart, each number under its piece clear of the next row,
    and the keys still 1, 2… in that order."""
    from farmhouse.app.board.parts.zone import Piece

    from .test_game_board import box

    hand = Hand(
        board,
        QRectF(0, 300, 600, 200),
        QRectF(0, 0, 60, 60).size(),
        gap=10,
        tags="below",
        tag_font=13,
        rows=2,
        row_gap=24,
    )
    hand.show([Piece(("k", i), box, ("card", "ab"[i % 2]), f"Piece {i}") for i in range(5)])
    slots = [item.pos() for item in hand.items]
    assert [p.y() for p in slots] == [slots[0].y()] * 3 + [slots[0].y() + 84] * 2
    assert slots[0].x() < slots[1].x() < slots[2].x() and slots[3].x() == slots[0].x()
    assert slots[0].y() == 300 + (200 - 2 * 84 + 24) / 2  # (the block centred)
    number = hand.tags[0]
    assert number.text() == "1" and number.font().pixelSize() == 13
    under = number.mapRectToScene(number.boundingRect())
    assert under.top() >= slots[0].y() + 60 and under.bottom() <= slots[3].y()
    assert [t.text() for t in hand.tags] == ["1", "2", "3", "4", "5"]
    one_row = Hand(board, QRectF(0, 300, 600, 200), QRectF(0, 0, 60, 60).size())
    one_row.show([Piece(("k", i), box, None, "") for i in range(3)])
    assert {item.pos().y() for item in one_row.items} == {300 + (200 - 60) / 2}  # (as before)


def test_a_lowered_piece_rests_pixel_for_pixel_where_a_fresh_board_draws_it(qtbot):
    """Test 11 (fix11c): Black Sheep's hand after a skipped animation differed from a fresh
    board by 178 px along its cards' top edges: a piece lowered again (``Hand.lift``) kept
    the device-coordinate cache of where it was lifted (its sub-pixel phase). It paints
    itself anew where it rests."""
    board, fresh = shown_grid_board(qtbot), shown_grid_board(qtbot)
    for shown in (board, fresh):
        shown.hand.lift_by = 24.3  # (a lift of a fraction of a pixel's phase)
        shown.viewport().grab()  # (past the first paint, drawn without caches)
    board.hand.lift([("card", "a")])
    board.viewport().grab()  # (its cache drawn lifted)
    board.hand.lift([])
    assert board.hand.items[0].pos() == fresh.hand.items[0].pos()
    assert board.viewport().grab().toImage() == fresh.viewport().grab().toImage()
