"""The kit's compact holdings (``Held``, ``BoardWidget.holdings_held``) and the replay strip's
row that draws them (``HeldRow``): a seat's secrets as small pictures with their numbers in
text never under 12 px, whatever the pictures' size (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo

from farmhouse.app.board.base import Held
from farmhouse.app.replay_holdings import HELD_TEXT, HeldRow, held_text_size

pytestmark = pytest.mark.gui

ART = Path(__file__).resolve().parents[2] / "resources"
CARD = ART / "bye_bye_black_sheep" / "card_zebra.svg"
COLOUR = ART / "wooly_bully" / "colour_blue.svg"


def cards(count: int) -> list[Held]:
    return [Held(CARD, f"{n + 1} ×2", f"zebra {n + 1}", 100 / 140) for n in range(count)]


def shown(row: HeldRow, qtbot, width: int, height: int) -> HeldRow:
    row.resize(width, height)
    row.show()
    qtbot.waitExposed(row)
    row.lay_out()
    return row


def test_a_board_holds_nothing_compact_unless_it_says_so(qtbot):
    from tests.core.toygame.texts import DiceRaceBoard

    board = DiceRaceBoard()
    qtbot.addWidget(board)
    assert board.holdings_held() == []


def test_pictures_fill_the_row_and_texts_stay_readable(qtbot, styled):
    styled("en")
    row = HeldRow()
    qtbot.addWidget(row)
    line = Held(COLOUR, "Ann's sheep: blue (secret)", "Only Ann knows", beside=True)
    row.show_held([line, *cards(7)])
    shown(row, qtbot, 300, 90)
    texts = row.texts
    assert [t.text() for t in texts] == [line.text] + [f"{n} ×2" for n in range(1, 8)]
    assert all(t.toolTip() for t in texts) and row.pictures[1].toolTip() == "zebra 1"
    for text in texts:  # bold, at least the least size, whatever the pictures' size
        info = QFontInfo(text.font())
        assert info.pixelSize() >= HELD_TEXT[0] >= 12 and info.bold()
    # the line above the cards; the cards side by side, inside the row, as high as each other
    assert texts[0].geometry().bottom() < row.pictures[1].geometry().top()
    boxes = [p.geometry() for p in row.pictures[1:]]
    assert len({b.height() for b in boxes}) == 1 and boxes[0].height() >= 30
    assert all(a.right() < b.left() for a, b in zip(boxes, boxes[1:], strict=False))
    assert boxes[0].left() >= 0 and boxes[-1].right() <= row.width()
    # each text under its picture, within the row
    for picture, text in zip(row.pictures[1:], texts[1:], strict=True):
        assert text.geometry().top() >= picture.geometry().bottom()
        assert text.geometry().bottom() <= row.height()
    # a narrower row: smaller pictures (the width binds), texts no smaller
    small = row.picture_height
    shown(row, qtbot, 220, 90)
    assert row.picture_height < small and row.pictures[-1].geometry().right() <= 220
    assert min(QFontInfo(t.font()).pixelSize() for t in texts) >= HELD_TEXT[0]
    # a taller and wider row: larger pictures; larger text as the strip asks, up to the
    # largest size (the strip's choice for a 1920 × 1080 window's page)
    shown(row, qtbot, 900, 200)
    assert row.picture_height > small
    row.set_text_size(held_text_size(1020))
    assert QFontInfo(texts[1].font()).pixelSize() == HELD_TEXT[1] > HELD_TEXT[0]
    fitted = row.fitted  # (a cap: pictures no higher, to stand level with other rows')
    row.set_cap(24)
    assert row.fitted == fitted and {p.height() for p in row.pictures[1:]} == {24}
    row.set_cap(0)
    assert row.picture_height == fitted
    row.set_text_size(held_text_size(660) - 5)  # (never under the least)
    assert QFontInfo(texts[1].font()).pixelSize() == HELD_TEXT[0] == held_text_size(660)


def test_a_line_wider_than_the_row_gives_way_in_its_middle_and_keeps_its_ends(qtbot, styled):
    styled("zh_CN")
    row = HeldRow()
    qtbot.addWidget(row)
    whole = "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩0的羊：黄色（已亮出）"
    row.show_held([Held(COLOUR, whole, "tip", beside=True)])
    shown(row, qtbot, 260, 40)
    text = row.texts[0]
    assert text.geometry().right() < row.width()
    assert text.fontMetrics().horizontalAdvance(text.text()) <= text.width()
    assert "…" in text.text() and text.text().startswith("欧阳")
    assert text.text().endswith("黄色（已亮出）") and text.toolTip() == "tip"
    shown(row, qtbot, 900, 40)  # room again: whole
    assert text.text() == whole


def test_the_row_keeps_its_labels_for_the_same_pieces_and_drops_those_gone(qtbot):
    row = HeldRow()
    qtbot.addWidget(row)
    shown(row, qtbot, 300, 80)
    row.show_held(cards(3))
    labels = list(row.pictures)
    row.show_held(cards(3))
    assert row.pictures == labels  # (nothing drawn again)
    row.show_held(cards(1))
    assert len(row.pictures) == len(row.texts) == 1
    assert row.findChildren(type(labels[0])) == [row.pictures[0], row.texts[0]]
    assert row.fixed_height() is None
    row.show_held([Held(None, "blue", "tip", beside=True)])
    assert row.fixed_height() == row.line_height() + 4 and not row.pictures[0].isVisible()


def test_a_board_keeps_a_view_without_drawing_it_until_it_draws_again(qtbot):
    """``keep_view`` (the strip's board whose pictured holdings did not change): the view,
    names and choice model follow, nothing is drawn; the next drawing draws the kept view."""
    from tests.app.test_game_board import GridBoard

    drawn: list[object] = []

    class Counting(GridBoard):
        def draw(self, view):
            drawn.append(view)
            super().draw(view)

    board = Counting()
    qtbot.addWidget(board)
    board.resize(900, 700)
    first, second = ("view", 1), ("view", 2)
    board.show_view(first, [], (), ["Ann"])
    assert drawn == [first]
    board.keep_view(second, ["Bea"])
    assert drawn == [first]  # (nothing drawn)
    assert board.view is second and board.names == ["Bea"] and not board.legal
    assert board.choices.view is second
    board.redraw()
    assert drawn == [first, second]


def test_holdings_source_is_the_view_only_on_a_board_that_pictures_places(qtbot):
    """The strip draws a seat's board again only when its ``holdings_source`` changed: the
    whole view on a board that pictures places of its drawing (its own ``holdings_rect`` or
    ``holdings_rects``), None on one that pictures none (nothing of it to draw again: Black
    Sheep's and Bye-Bye's hands are held, drawn compactly from the view)."""
    from PySide6.QtCore import QRectF

    from tests.app.test_game_board import GridBoard

    class OneRect(GridBoard):
        def holdings_rect(self):
            return QRectF(0, 0, 10, 10)

    class Rects(GridBoard):
        def holdings_rects(self):
            return [QRectF(0, 0, 10, 10)]

    view = ("view", 1)
    boards = [GridBoard(), OneRect(), Rects()]
    for board in boards:
        qtbot.addWidget(board)
    assert [board.holdings_source(view) for board in boards] == [None, view, view]
