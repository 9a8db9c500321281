"""The board kit's template and parts (farmhouse.app.board.game_board, .parts) on a made-up
game: put card a or b on a free cell of a 3 × 3 grid. What a game board gets from the kit:
lit targets and refusals from its choice model, picks and Esc, arrows by geometry, the
default hint rings, the zone's layout and the hand's keys."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from farmhouse.app.board.game_board import POINTER_ONLY, READING_GROUP, GameBoard, ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, PAPER
from farmhouse.app.board.parts.hand import Hand
from farmhouse.app.board.parts.prompt import PromptBar
from farmhouse.app.board.parts.zone import Piece, Zone
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import IllegalAction

pytestmark = pytest.mark.gui

Action = tuple[str, str, int, int]
TAKEN = (1, 2)  # the cell that is taken


class GridChoices(PathChoices[Any, Action]):
    def path(self, action: Action) -> Iterable[Target]:
        if action == PASS:
            return [("pass",)]
        return [("card", action[1]), ("cell", action[2], action[3])]

    def shown(self, selection: Selection) -> Iterable[Target]:
        if not selection:
            return [("card", "a"), ("card", "b"), ("pass",)]
        return [("cell", r, c) for r in range(3) for c in range(3)]

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        return IllegalAction("grid.taken", row=target[1], column=target[2])


PASS = ("pass", "", 0, 0)
MOVES: list[Action] = [
    ("put", card, r, c) for card in "ab" for r in range(3) for c in range(3) if (r, c) != TAKEN
] + [PASS]


def box(parent: QGraphicsItem, size: QSizeF) -> QGraphicsObject:
    return Box(QRectF(0, 0, size.width(), size.height()), PAPER, INK, 8, parent=parent)


class GridBoard(GameBoard):
    def __init__(self, pan_zoom: bool = False) -> None:
        super().__init__(QRectF(0, 0, 900, 700), pan_zoom=pan_zoom)
        self.hand = Hand(self, QRectF(0, 520, 900, 150), QSizeF(120, 120))
        self.prompt = PromptBar(self, QRectF(0, 440, 900, 60))
        self.cells: dict[Target, Box] = {}

    def make_choices(self, view: Any, legal: Sequence[Any]) -> GridChoices:
        return GridChoices(view, legal)

    def draw(self, view: Any) -> None:
        cards = [("card", "a"), ("card", "b")]
        self.hand.show([Piece(c, box, c, f"Card {c[1]}") for c in cards])
        if not self.cells:
            for r in range(3):
                for c in range(3):
                    cell = Box(QRectF(300 + c * 110, 40 + r * 110, 100, 100), GOLD, INK, 6)
                    self.scene().addItem(cell)
                    self.cells[("cell", r, c)] = cell
        for target, cell in self.cells.items():
            self.bind(cell, target)
        if self.item_of(("pass",)) is None:  # a button pinned to the window
            button = Box(QRectF(20, 20, 120, 50), GOLD, INK, 8, "Pass", 20, self.overlay)
            button.setToolTip("Pass")
            self.bind(button, ("pass",))

    def describe_refusal(self, error: IllegalAction) -> str:
        return f"Cell {error.params['row']},{error.params['column']} is taken."

    def selection_changed(self) -> None:
        self.hand.lift(self.selection)
        self.prompt.show("Choose a card, then a cell.", [(("stop",), "Stop")])

    def shortcut(self, event: QKeyEvent) -> Target | None:
        return self.hand.key_target(event)


def shown_grid_board(qtbot, cls: type[GridBoard] = GridBoard) -> GridBoard:
    """A ``cls`` board on screen at 900×700 showing :data:`MOVES`, its targets lit."""
    board = cls()
    qtbot.addWidget(board)
    board.resize(900, 700)
    board.show()
    qtbot.waitExposed(board)
    board.show_view(object(), MOVES, (), ["Ann"])
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    board.refresh_targets()
    return board


@pytest.fixture
def board(qtbot):
    board = shown_grid_board(qtbot)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    return board


def key(board, k):
    QTest.keyClick(board, k)


def test_the_targets_are_lit_and_refused_from_the_choice_model(board, qtbot):
    assert board.focus_order() == [("card", "a"), ("card", "b"), ("pass",)]
    a = board.item_of(("card", "a"))
    assert a.lit and a.glow == LEGAL
    # the cells are shown by the model only after a card: not lit yet, no reason given
    assert not board.item_of(("cell", 0, 0)).lit
    key(board, Qt.Key.Key_2)  # the hand's key: card b
    assert board.selection == (("card", "b"),)
    assert board.item_of(("card", "b")).glow == GOLD  # picked
    taken = board.item_of(("cell", *TAKEN))
    assert not taken.lit and taken.why_not == "Cell 1,2 is taken."
    said = []
    board.illegal_attempt.connect(said.append)
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(taken)
    )
    assert said == ["Cell 1,2 is taken."]
    assert board.selection == (("card", "b"),)
    chosen = []
    board.action_chosen.connect(chosen.append)
    cell = board.item_of(("cell", 2, 0))
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(cell)
    )
    assert chosen == [("put", "b", 2, 0)]


def test_arrows_move_the_focus_by_where_the_targets_lie(board):
    key(board, Qt.Key.Key_1)
    assert board.focus_target == ("cell", 0, 0)  # the first cell of the next step
    key(board, Qt.Key.Key_Down)
    assert board.focus_target == ("cell", 1, 0)
    key(board, Qt.Key.Key_Right)
    assert board.focus_target == ("cell", 1, 1)
    key(board, Qt.Key.Key_Right)  # (1, 2) is taken: the nearest to the right, first in order
    assert board.focus_target == ("cell", 0, 2)
    key(board, Qt.Key.Key_Left)
    assert board.focus_target == ("cell", 0, 1)
    key(board, Qt.Key.Key_Up)  # nothing above: the focus stays
    assert board.focus_target == ("cell", 0, 1)
    key(board, Qt.Key.Key_Escape)  # one pick back: the card has the focus again
    assert board.selection == () and board.focus_target == ("card", "a")
    key(board, Qt.Key.Key_Escape)  # nothing to step back: the focus goes
    assert board.focus_target is None and board.key_focus_rect() is None


def test_while_the_board_takes_no_choices_every_target_says_why(board):
    board.set_interactive(False)
    assert board.focus_order() == []
    a = board.item_of(("card", "a"))
    assert not a.lit and a.why_not == "It is not your turn."
    said = []
    board.illegal_attempt.connect(said.append)
    key(board, Qt.Key.Key_1)
    assert said == ["It is not your turn."] and board.selection == ()
    board.set_interactive(True)
    assert a.lit


def test_the_hint_rings_the_targets_on_the_actions_path(board):
    spots = board.hint_spots(("put", "a", 0, 1))
    assert [s.item for s in spots] == [board.item_of(("card", "a")), board.item_of(("cell", 0, 1))]
    assert board.hint_spots(("put", "a", *TAKEN)) == []  # not a legal action


def test_the_prompt_bar_binds_its_buttons(board):
    button = board.prompt.buttons[("stop",)]
    assert board.item_of(("stop",)) is button and button.text == "Stop"
    assert "Choose a card, then a cell." in board.texts_on_board()


def test_a_zone_lays_out_side_by_side_then_overlapping(board):
    zone = Zone(board, QRectF(0, 0, 500, 100), QSizeF(100, 100), gap=10)
    lefts = [r.left() for r in zone.slots(3)]
    assert lefts == [90.0, 200.0, 310.0]  # 320 wide, centred in 500
    many = zone.slots(9)
    assert many[0].left() == 0 and many[-1].right() == 500  # overlapping to fit
    column = Zone(board, QRectF(0, 0, 100, 500), QSizeF(100, 50), direction="column", align="start")
    assert [r.top() for r in column.slots(2)] == [0.0, 60.0]
    pile = Zone(board, QRectF(10, 10, 100, 100), QSizeF(80, 80), gap=3, direction="stack")
    assert [r.topLeft().toTuple() for r in pile.slots(3)] == [(10, 10), (13, 13), (16, 16)]


def test_a_zone_that_may_shrink_keeps_its_gap_before_it_overlaps(board):
    """Kit (session 20: El Gaucho's nine dice of a roll): a row with ``shrink`` below 1 that
    does not fit draws its pieces smaller, the gap kept, down to that share of their size,
    centred on the row's middle; past that it overlaps as any row; with ``ring`` the focus
    ring goes round each piece that far out, not round its glow."""
    from farmhouse.app.board.svg import svg_piece
    from farmhouse.paths import resources_dir

    zone = Zone(board, QRectF(0, 0, 500, 100), QSizeF(100, 100), gap=20, shrink=0.8, ring=2)
    five = zone.slots(5)  # (5 × 100 + 4 × 20 > 500: 84 each, 20 apart)
    assert [r.width() for r in five] == [84.0] * 5 and five[0].height() == 84
    assert all(b.left() - a.right() == 20 for a, b in zip(five, five[1:], strict=False))
    assert five[0].left() == 0 and five[-1].right() == 500 and five[0].center().y() == 50
    many = zone.slots(9)  # (at 80 % the gap would go: they overlap)
    assert many[0].width() == 80 and many[-1].right() == 500
    die = resources_dir() / "el_gaucho" / "die_1.svg"
    zone.show([Piece(k, functools.partial(svg_piece, die), ("die", k), "") for k in range(5)])
    assert zone.items[0].ring_bounds == QRectF(-2, -2, 88, 88)


def test_a_zone_draws_again_only_when_its_pieces_change(board):
    zone = Zone(board, QRectF(0, 0, 500, 100), QSizeF(100, 100))
    pieces = [Piece(("x", i), box, ("x", i), f"piece {i}") for i in range(2)]
    assert zone.show(pieces)
    first = list(zone.items)
    assert not zone.show(pieces)
    assert zone.items == first and first[1].toolTip() == "piece 1"
    assert board.item_of(("x", 1)) is first[1]
    assert zone.show(pieces[:1])
    assert len(zone.items) == 1


def test_zone_badges_stay_readable_in_the_strip_that_shows(board):
    """Kit: a piece's badge ("×2") lies in the part of it the next piece leaves uncovered,
    at its full text size; where "×N" is wider than that strip it says "N" there; without
    such a short form it lies under the piece. No badge covers another or a neighbour."""
    zone = Zone(board, QRectF(0, 0, 400, 100), QSizeF(100, 100), gap=10, badge_size=19)
    for count, short in ((3, False), (8, False), (12, True)):  # strips 110, ≈43, ≈27 wide
        pieces = [
            Piece(("x", i), box, None, f"piece {i}", f"×{i % 8 + 2}", str(i % 8 + 2))
            for i in range(count)
        ]
        zone.show(pieces)
        badges = [
            next(c for c in item.childItems() if isinstance(c, Box) and c.text)
            for item in zone.items
        ]
        rects = [b.mapRectToScene(b.rect) for b in badges]
        slots = zone.slots(count)
        said = [("" if short and i < count - 1 else "×") + str(i % 8 + 2) for i in range(count)]
        assert [b.text for b in badges] == said
        assert all(b.font_size == 19 and not b.toolTip() for b in badges)  # (the piece's)
        for i, (rect, slot) in enumerate(zip(rects, slots, strict=True)):
            shown = slot if i == count - 1 else QRectF(slot.topLeft(), slots[i + 1].bottomLeft())
            assert shown.contains(rect), (i, rect, shown)
        for a, b in zip(rects, rects[1:], strict=False):
            assert not a.intersects(b)
    zone.show([Piece(("x", i), box, badge="×2") for i in range(12)])  # no short form
    first = next(c for c in zone.items[0].childItems() if isinstance(c, Box) and c.text)
    assert first.text == "×2"
    assert first.mapRectToScene(first.rect).top() > zone.slots(12)[0].bottom()  # under it


def test_an_overlapping_hand_keys_its_caps_and_badges_to_the_strip_that_shows(board):
    """Kit: in a hand whose pieces overlap, each key cap lies under the strip of its own
    piece (not under the next piece), the keys go past 0 when the hand names more, and a
    quiet badge ("×1") is pale where the others are dark, in the corner asked for."""
    hand = Hand(board, QRectF(0, 0, 500, 100), QSizeF(100, 100), tags="cap", keys="1234567890QW")
    hand.badge_side = "left"
    pieces = [
        Piece(("x", i), box, ("x", i), f"piece {i}", f"×{1 + i % 2}", quiet=i % 2 == 0)
        for i in range(12)
    ]
    hand.show(pieces)
    slots = hand.slots(12)
    assert [cap.text for cap in hand.tags] == list("1234567890QW")
    for i, cap in enumerate(hand.tags[:-1]):
        centre = cap.mapRectToScene(cap.rect).center().x()
        assert slots[i].left() < centre < slots[i + 1].left(), i
    event = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_W, Qt.KeyboardModifier.NoModifier, "w")
    assert hand.key_target(event) == ("x", 11)
    first = next(c for c in hand.items[0].childItems() if isinstance(c, Box) and c.text == "×1")
    second = next(c for c in hand.items[1].childItems() if isinstance(c, Box) and c.text == "×2")
    assert first.fill != second.fill and second.fill == INK  # "×1" quiet, "×2" dark
    assert first.rect.left() == 1  # in the bottom left corner


def test_a_zone_keeps_the_items_of_pieces_drawn_again_alike(board):
    """Kit: a zone drawn again keeps the item of each piece that looks the same (moving it)
    and draws only the new ones; a piece that left takes its item along, and anything else
    in the layer goes."""
    zone = Zone(board, QRectF(0, 0, 500, 100), QSizeF(100, 100))
    pieces = [Piece(("x", i), box, ("x", i), f"piece {i}", f"×{i + 2}") for i in range(3)]
    zone.show(pieces)
    a, b, c = zone.items
    extra = Box(QRectF(0, 0, 5, 5), PAPER, parent=zone.layer)
    zone.show([pieces[0], pieces[2], Piece(("x", 9), box, None, "new")])
    assert zone.items[:2] == [a, c] and zone.items[2] not in (a, b, c)
    assert a.scene() is board.scene() and c.scene() is board.scene()
    assert b.scene() is None and extra.scene() is None and c.toolTip() == "piece 2"
    assert c.pos() == zone.slots(3)[1].topLeft()  # moved to its new place


def test_a_piece_kept_for_another_place_is_no_longer_the_item_of_its_old_place(board):
    """Kit: a zone whose pieces stand for places ("die", k) keeps the item of a die that
    looks the same for another place; the place it left (the last, gone) is then bound to
    nothing, so the kept item is lit and explained as its new place only (El Gaucho's roll,
    2 5 5 6 → 5 5 6: the kept 5 was lit as die 1, then refused as the gone die 3)."""
    zone = Zone(board, QRectF(0, 0, 500, 100), QSizeF(100, 100))
    zone.show([Piece(v, box, ("die", k), f"a {v}") for k, v in enumerate((2, 5, 5, 6))])
    zone.show([Piece(v, box, ("die", k), f"a {v}") for k, v in enumerate((5, 5, 6))])
    assert board.item_of(("die", 3)) is None
    assert {t: id(i) for t, i in board.bound_targets().items() if t[0] == "die"} == {
        ("die", k): id(zone.items[k]) for k in range(3)
    }


def test_the_hand_lifts_the_picked_card(board):
    a, b = board.hand.items
    y = b.pos().y()
    key(board, Qt.Key.Key_2)
    assert b.pos().y() < y and a.pos().y() == y
    key(board, Qt.Key.Key_Escape)
    assert b.pos().y() == y


def test_the_accessibility_check_finds_unnamed_targets_and_a_missing_headline(board):
    from farmhouse.app.board import access

    key(board, Qt.Key.Key_1)  # the cells can be picked now: they have no tooltip, no name
    found = access.problems(board)
    assert "the board has no headline (banner_text)" in found
    assert "target ('cell', 0, 0) has no name" in found
    assert not any("'card'" in line for line in found)  # the cards are named by their tips


def test_the_focus_ring_follows_a_button_pinned_to_the_window(qtbot):
    board = GridBoard(pan_zoom=True)
    qtbot.addWidget(board)
    board.resize(900, 700)
    board.show()
    qtbot.waitExposed(board)
    board.show_view(object(), MOVES, (), ["Ann"])
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    QTest.keyClick(board, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert board.focus_target == ("pass",)
    button = board.item_of(("pass",))

    def ring_holds_button() -> bool:  # around the button, a few pixels off it
        ring = board.mapFromScene(board.key_focus_rect()).boundingRect()
        shown = board.shown_rect(button).toAlignedRect()
        return ring.contains(shown) and ring.width() < shown.width() + 30

    before = board.shown_rect(button)
    assert before.contains(QRectF(20, 20, 120, 50))
    assert ring_holds_button()
    board.zoom_by(1.5)
    board.pan_by(40, 30)
    assert board.shown_rect(button) == before  # pinned to the window
    assert ring_holds_button()


def test_screen_readers_get_words_without_the_cjk_line_breaking_marks(board):
    from farmhouse.app.board import access
    from farmhouse.app.labels import plain_label

    board.item_of(("card", "a")).setToolTip("牧\u200b草\u2060地")
    names = [row[1] for row in access.accessible_tree(board)]
    assert "牧草地" in names
    label = plain_label("や\u2060さ\u2060し\u2060い")
    assert label.accessibleName() == "やさしい"
    label.setText("ふ\u200bつう")
    assert label.accessibleName() == "ふつう"


def test_the_hovered_target_is_the_bound_one_under_the_pointer(board, qtbot):
    cell = board.item_of(("cell", 0, 0))
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(cell))
    qtbot.waitUntil(lambda: board.hovered_target == ("cell", 0, 0), timeout=2000)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(board.item_of(("card", "b"))))
    qtbot.waitUntil(lambda: board.hovered_target == ("card", "b"), timeout=2000)


def test_the_pointer_leaving_the_board_hovers_nothing(board, qtbot, monkeypatch):
    """Leaving the board's viewport is a move to nothing: no target stays hovered (the kit's
    BoardView; a board relights what the hover lit in :meth:`hover_changed`)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    changed: list[object] = []
    cell = board.item_of(("cell", 0, 0))
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(cell))
    qtbot.waitUntil(lambda: board.hovered_target == ("cell", 0, 0), timeout=2000)
    hover_changed = board.hover_changed
    monkeypatch.setattr(
        board, "hover_changed", lambda: (changed.append(board.hover), hover_changed())
    )
    QApplication.sendEvent(board.viewport(), QEvent(QEvent.Type.Leave))
    assert board.hovered_target is None
    assert changed == [None]
    QApplication.sendEvent(board.viewport(), QEvent(QEvent.Type.Leave))
    assert changed == [None]  # (once: nothing more to relight)


def test_the_board_keeps_what_happened_since_the_last_turn_for_its_panel(board):
    from farmhouse.core.game import Event

    events = [Event("grid.put", {"cell": 3}, seat=1)]
    board.set_recent(events, 0)
    board.show_view(object(), MOVES, (), ["Ann", "Ben"])
    assert board.recent == events and board.recent_seat == 0


class LazyGridChoices(GridChoices):
    """The grid's model as a LitChoices: it lights from ``lit`` and counts the reasons the
    board asks for."""

    def __init__(self, view: Any, legal: Sequence[Any]) -> None:
        super().__init__(view, legal)
        self.asked: list[Target] = []

    def lit(self, selection: Selection = ()) -> dict[Target, bool]:
        return self.shown_lit(selection)

    def reason(self, selection: Selection, target: Target) -> IllegalAction | None:
        self.asked.append(target)
        return None if self.shown_lit(selection).get(target) else self.refusal(selection, target)


class LazyGridBoard(GridBoard):
    def make_choices(self, view: Any, legal: Sequence[Any]) -> LazyGridChoices:
        return LazyGridChoices(view, legal)


def test_a_lit_choices_model_is_asked_a_reason_only_for_a_target_looked_at(qtbot):
    """A model with ``lit`` and ``reason`` (farmhouse.core.choices.LitChoices) lights the
    board without working out any refusal; the reason of a refused target is asked when it is
    hovered, clicked or read by a screen reader, once, and says what ``targets`` says."""
    from farmhouse.app.board import access
    from farmhouse.core.choices import LitChoices

    board = LazyGridBoard()
    qtbot.addWidget(board)
    board.resize(900, 700)
    board.show()
    qtbot.waitExposed(board)
    board.show_view(object(), MOVES, (), ["Ann"])
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    model = board.choices
    assert isinstance(model, LazyGridChoices) and isinstance(model, LitChoices)
    QTest.keyClick(board, Qt.Key.Key_1)  # card a: the cells are shown, one of them taken
    board.refresh_targets()
    assert board.selection == (("card", "a"),)
    assert model.asked == []  # lit, focused, refreshed: no reason worked out
    assert board.pickable() == [
        ("cell", r, c) for r in range(3) for c in range(3) if (r, c) != TAKEN
    ]
    taken = board.item_of(("cell", *TAKEN))
    assert not taken.lit
    said = []
    board.illegal_attempt.connect(said.append)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(taken))
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(taken)
    )
    assert said == ["Cell 1,2 is taken."]
    assert model.asked == [("cell", *TAKEN)]  # once for hover and click
    tree = access.accessible_tree(board)
    assert any(row[2] == "Cell 1,2 is taken." and "unavailable" in row[3] for row in tree)
    assert model.asked == [("cell", *TAKEN)]
    whole = board.reasons  # every reason, for a board that reads them all
    assert list(whole) == list(model.targets(board.selection))
    assert [t for t, why in whole.items() if why is None] == board.pickable()
    refused = whole[("cell", *TAKEN)]
    assert refused is not None and refused.reason == "grid.taken"


def test_a_hand_numbered_below_keeps_its_numbers_inside_the_focus_ring(board):
    """Kit: a Hand with tags="below" draws each key number under its piece, and the focus
    ring goes around the piece and its number (it never covers the number)."""
    board.hand.tag_place = "below"
    board.hand.layer.invalidate()
    board.redraw()
    card = board.item_of(("card", "a"))
    number = board.hand.tags[0]
    assert number.parentItem() is card and number.text() == "1"
    piece = card.mapRectToScene(QRectF(0, 0, 120, 120))
    assert number.sceneBoundingRect().top() >= piece.bottom()
    board.set_focus_target(("card", "a"))
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(number.sceneBoundingRect())
    assert ring.contains(piece)


def test_ring_with_puts_a_number_drawn_apart_inside_the_focus_ring(board):
    """Kit: ``ring_with(item, number)`` takes a key number drawn on the scene apart from its
    piece (not a child: the piece may turn) into the piece's focus ring; once the number
    is gone from the scene the ring is the piece's own again."""
    card = board.item_of(("card", "a"))
    piece = card.sceneBoundingRect()
    number = QGraphicsSimpleTextItem("1")
    board.scene().addItem(number)
    number.setPos(piece.center().x(), piece.bottom() + 8)
    board.set_focus_target(("card", "a"))
    alone = board.key_focus_rect()
    assert alone is not None and not alone.contains(number.sceneBoundingRect())
    ring_with(card, number)
    board.set_focus_target(("card", "a"))
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(number.sceneBoundingRect())
    board.scene().removeItem(number)
    board.set_focus_target(("card", "a"))
    assert board.key_focus_rect() == alone


def test_ring_with_bounds_rings_that_rectangle_not_the_items_bounds(board):
    """Kit: ``ring_with(item, bounds=rect)`` rings ``rect`` (the item's own coordinates), not
    a bounding rectangle that holds room for a glow: the ring keeps its gap from the piece
    itself and stays off the pieces beside it (Wooly Bully's tray, issue 18)."""
    card = board.item_of(("card", "a"))
    board.set_focus_target(("card", "a"))
    alone = board.key_focus_rect()
    inner = card.boundingRect().adjusted(8, 8, -8, -8)
    ring_with(card, bounds=inner)
    board.set_focus_target(("card", "a"))
    ring = board.key_focus_rect()
    assert ring is not None and alone is not None
    assert alone.contains(ring) and ring != alone
    assert ring.contains(card.mapRectToScene(inner))
    assert ring.width() == pytest.approx(alone.width() - 16, abs=1.5)


def test_the_recent_panel_cuts_a_line_taller_than_itself_at_its_bottom(board):
    """Kit: one line that wraps to more lines than the panel holds shows the lines that fit,
    the last ending in "…", inside the panel; its tooltip has the whole line."""
    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel

    layer = Layer(board.scene())
    panel = RecentPanel(16.0)
    rect = QRectF(0, 0, 200, 120)
    line = " ".join(["Ann plays a card onto the pasture."] * 6)
    panel.show(layer, rect, "Since your last turn", [line])
    block = panel.block
    assert block is not None and block.toPlainText().endswith("…")
    assert rect.contains(block.sceneBoundingRect())
    assert block.toolTip() == "Since your last turn\n" + line


def test_the_recent_panel_says_nothing_new_to_screen_readers_too(board):
    """Kit: a panel with no lines shows "Nothing new." and screen readers hear it with the
    panel's title (its tooltip), as they hear the lines when there are some."""
    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel, nothing_text

    layer = Layer(board.scene())
    panel = RecentPanel(16.0)
    panel.show(layer, QRectF(0, 0, 200, 120), "Since your last turn", [])
    names = [item.toolTip() for item, _ in board.accessible_items()]
    assert "Since your last turn\n" + nothing_text() in names


def test_the_recent_panel_holds_as_many_japanese_lines_as_english_ones(board):
    """Kit (issue 19): the panel draws its lines ``line_pitch`` apart in every language, so
    a room that holds four English lines holds four Japanese ones (Japanese lines, set in a
    taller fallback font, were drawn farther apart: three fitted and the older lines gave
    way), all inside the frame; the newest lines filling the room under the line that says
    how many older ones were left out (issue X6)."""
    from PySide6.QtGui import QFontMetricsF

    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel
    from farmhouse.app.board.text import board_font, drawn_texts, line_pitch

    english = ["Ann plays a cow.", "Bo plays a pig.", "Cy plays a hen.", "Di plays a ram."]
    japanese = ["Annが牛を出した。", "Boが豚を出した。", "Cyが鶏を出した。", "Diが羊を出した。"]
    title = QFontMetricsF(board_font(17.0, True)).lineSpacing()
    height = 6 + title + 4 + 4 * line_pitch(16.0) + 8 + 1  # four lines and the margins
    for k, lines in enumerate([english, japanese]):
        panel = RecentPanel(16.0)
        rect = QRectF(0, 300 * k, 380, height)  # (the notice on one line)
        panel.show(Layer(board.scene()), rect, "Since your last turn", ["Ed plays.", *lines])
        assert panel.shown == lines[1:]
        block = panel.block
        assert block is not None
        assert block.toPlainText().split("\n")[0] == panel.earlier_text(2)
        drawn = [block.mapRectToScene(piece.rect) for piece in drawn_texts(block)]
        assert len(drawn) == 4 and all(rect.contains(line) for line in drawn)
        tops = [line.top() for line in drawn[1:]]  # (the lines under the notice, its "…"
        # in the fallback font of its own height)
        assert [b - a for a, b in zip(tops, tops[1:], strict=False)] == [line_pitch(16.0)] * 2


def test_a_cut_recent_list_starts_with_the_count_of_what_it_left_out(board):
    """Kit: when an older entry does not fit (it wraps) the list starts with the line that
    says how many were left out and where they are (before issue X6 a bare "…", and only
    where a line of room was left), above the newest entries, which stay whole; the tooltip
    says it too and lists them."""
    from PySide6.QtGui import QFontMetricsF

    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel
    from farmhouse.app.board.text import board_font, drawn_texts, line_pitch

    newest = ["Bo plays a pig.", "Cy plays a hen.", "Di plays a ram."]
    older = "Ann plays a cow, a horse and a pig to the third pasture and discards a hen."
    title = QFontMetricsF(board_font(17.0, True)).lineSpacing()
    height = 6 + title + 4 + 4 * line_pitch(16.0) + 8 + 1  # four lines and the margins
    panel = RecentPanel(16.0)
    rect = QRectF(0, 0, 380, height)  # (the notice on one line)
    panel.show(Layer(board.scene()), rect, "Since your last turn", [older, *newest])
    assert panel.shown == newest
    block = panel.block
    assert block is not None and block.toPlainText().split("\n")[0] == panel.earlier_text(1)
    drawn = [block.mapRectToScene(piece.rect) for piece in drawn_texts(block)]
    assert len(drawn) == 4 and all(rect.contains(line) for line in drawn)
    assert block.toolTip().splitlines()[1:] == [panel.earlier_text(1), *newest]


def test_the_recent_panel_counts_its_title_in_the_font_that_draws_it(board):
    """Kit: the lines start as far under a Chinese or Japanese title (drawn in its taller
    fallback font: 25 units for 17, not the board font's 20) as under a Latin one; the title
    was counted in the board font, and the first line came within 3 units of it. As far
    under its letters (session 20, A2: counted from the foot of its line, 2 units lower
    than its letters in that font, the room held a line less in Chinese and Japanese), and
    clear of its line's box too."""
    from PySide6.QtGui import QFontMetricsF, QTextLayout

    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel
    from farmhouse.app.board.text import drawn_texts

    def foot(item: QGraphicsSimpleTextItem) -> float:
        """The foot of the title's lowest letter (scene units)."""
        layout = QTextLayout(item.text(), item.font())
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        below = QFontMetricsF(item.font()).tightBoundingRect(item.text()).bottom()
        return item.sceneBoundingRect().top() + (line.ascent() + below) * item.scale()

    gaps = []
    boxes = []
    for k, title in enumerate(["Since your last turn", "あなたの前回の手番以降", "自你上回合以來"]):
        layer = Layer(board.scene())
        panel = RecentPanel(16.0)
        rect = QRectF(0, 300 * k, 300, 200)
        panel.show(layer, rect, title, ["Ann plays a cow.", "Bo plays a pig."])
        (item,) = [
            i
            for i in layer.childItems()
            if isinstance(i, QGraphicsSimpleTextItem) and i.text() == title
        ]
        block = panel.block
        assert block is not None
        first = min(block.mapRectToScene(piece.rect).top() for piece in drawn_texts(block))
        gaps.append(first - foot(item))
        boxes.append(first - item.sceneBoundingRect().bottom())
    assert min(gaps) >= 6 and max(gaps) - min(gaps) < 1, gaps
    assert min(boxes) >= 6, boxes


def test_the_recent_panel_keeps_its_frame_and_changes_only_its_text(board):
    """Kit: RecentPanel.show draws the frame and title once; lines after "Nothing new." and a
    new list of lines change only what is under the title (a new list: only the kept
    block's text, the newest lines that fit; the block's tooltip says them)."""
    from farmhouse.app.board.layers import Layer
    from farmhouse.app.board.parts.recent import RecentPanel

    layer = Layer(board.scene())
    panel = RecentPanel(16.0)
    rect = QRectF(0, 0, 300, 200)
    assert panel.show(layer, rect, "Since your last turn", [])
    assert panel.block is None  # "Nothing new."
    nothing = [
        i
        for i in layer.childItems()
        if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Nothing new."
    ]
    assert len(nothing) == 1
    assert not panel.show(layer, rect, "Since your last turn", ["Ann plays a."])
    assert nothing[0].scene() is None  # "Nothing new." gave way to the block, in the frame
    block = panel.block
    assert block is not None and "Ann plays a." in block.toPlainText()
    assert not panel.show(layer, rect, "Since your last turn", ["Ann plays a.", "Bo plays b."])
    assert panel.block is block and layer.redraws == 1  # (from "Nothing new." too)
    assert "Bo plays b." in block.toPlainText() and panel.shown[-1] == "Bo plays b."
    assert block.toolTip() == "Since your last turn\nAnn plays a.\nBo plays b."


@pytest.mark.parametrize("enter", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_picks_the_boards_enter_target_while_no_target_has_the_focus(qtbot, enter):
    """GameBoard.ENTER: the toy game's Go. A card picked with the mouse, Enter (no target
    focused) presses Go, as its prompt says; Space still needs a focused target, and with no
    card picked Enter presses nothing (Go cannot be picked yet)."""
    from tests.core.toygame.choices import CARDS, GO
    from tests.core.toygame.rules import GAME, Options
    from tests.core.toygame.texts import DiceRaceBoard

    board = DiceRaceBoard()
    qtbot.addWidget(board)
    board.resize(1000, 640)
    board.show()
    qtbot.waitExposed(board)
    state = GAME.setup(2, Options(), 1)
    legal = GAME.legal_actions(state)
    board.show_view(GAME.view(state, 0), legal, (), ["Ann", "Ben"])
    chosen, said = [], []
    board.action_chosen.connect(chosen.append)
    board.illegal_attempt.connect(said.append)
    key(board, enter)
    assert chosen == [] and board.selection == ()
    qtbot.mouseClick(
        board.viewport(),
        Qt.MouseButton.LeftButton,
        pos=board.item_centre_in_viewport(board.item_of(CARDS[1])),
    )
    assert board.selection == (CARDS[1],) and board.focus_target is None
    key(board, Qt.Key.Key_Space)
    assert chosen == [] and said[-1] == "First move to a choice with Tab or the arrow keys."
    key(board, enter)
    assert board.selection == () and len(chosen) == 1 and chosen[0] in legal
    assert GO in board.ENTER


def test_a_pick_or_a_step_back_says_the_picks_changed_a_refusal_does_not(board, qtbot):
    """``picks_changed`` (the shell withdraws a refusal with it, issue 18): a pick that does
    not complete the action and Esc's step back emit it; a refused pick does not."""
    seen: list[str] = []
    board.picks_changed.connect(lambda: seen.append("changed"))
    board.illegal_attempt.connect(lambda text: seen.append(text))
    assert board.pick(("card", "a"))
    assert seen == ["changed"]
    assert not board.pick(("cell", *TAKEN))  # refused: said, the picks stay
    assert seen == ["changed", "Cell 1,2 is taken."]
    key(board, Qt.Key.Key_Escape)  # one pick back
    assert board.selection == () and seen[-1] == "changed" and len(seen) == 3


class SlowBoard(GridBoard):
    """The grid board whose every move shows a sale label for a minute (a long end)."""

    def animate(self, events: Sequence[Any]) -> list[Any]:
        from farmhouse.app.board.parts.flight import Flight

        if not events:
            return []
        flight = Flight(self.animations)
        return [flight.hold(flight.label(QRectF(300, 200, 200, 40), "Sale"), 60_000)]


@pytest.mark.parametrize("skip", ["click", Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_a_click_or_esc_space_enter_finishes_a_running_animation_at_once(qtbot, skip):
    """The players' way past a long animation (El Gaucho's final sales, issue 18): a click on
    the board or Esc, Space or Enter ends it at once, and the board reports it done (the
    shell then goes on: the next turn, or the result of a finished game)."""
    from farmhouse.core.game import Event

    board = SlowBoard()
    qtbot.addWidget(board)
    board.resize(900, 700)
    board.show()
    qtbot.waitExposed(board)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    board.show_view(object(), [], [Event("grid.sold")], ["Ann"])
    assert board.is_animating() and board.animation_remaining_ms() > 50_000
    with qtbot.waitSignal(board.animations_finished, timeout=1000):
        if skip == "click":
            QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(board, skip)
        assert not board.is_animating()
    assert not [t for t in board.texts_on_board() if t == "Sale"]  # the label is gone
    board.show_view(object(), MOVES, (), ["Ann"])  # no animation: the keys are the board's
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    board.refresh_targets()
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("card", "a")


class StepBoard(GridBoard):
    """The grid board with a headline (the prompt), a prompt line drawn with the same words as
    its tooltip, a value whose tooltip repeats its card's, and a word for cells not offered yet."""

    def banner_text(self) -> str:
        return "Choose a card, then a cell."

    def draw(self, view: Any) -> None:
        super().draw(view)
        if not getattr(self, "line", None):
            self.line = QGraphicsSimpleTextItem(self.banner_text())
            self.line.setToolTip(self.banner_text())
            self.value = QGraphicsSimpleTextItem("+2")
            self.value.setToolTip("Card a")
            self.value.setData(POINTER_ONLY, True)
            for item in (self.line, self.value):
                self.scene().addItem(item)

    def targets_refreshed(self) -> None:
        for target, cell in self.cells.items():
            if target not in self.reasons:
                cell.why_not = "First choose a card."

    def shortcut(self, event: QKeyEvent) -> Target | None:
        if event.key() == Qt.Key.Key_C:
            return ("cell", 0, 0)
        return super().shortcut(event)


def test_a_screen_reader_hears_the_headline_once_and_no_pointer_only_tip(qtbot):
    """Items that only repeat the headline (Black Sheep's prompt line, issue 19) or a piece
    listed already (``POINTER_ONLY``: a value under its icon) are not listed again."""
    from farmhouse.app.board import access

    board = shown_grid_board(qtbot, StepBoard)
    names = [name for _, name, _, _ in access.accessible_tree(board)]
    assert names.count("Choose a card, then a cell.") == 1 and names[0] == board.banner_text()
    assert names.count("Card a") == 1  # the card, not its value


def test_a_screen_reader_hears_a_reading_group_together_where_its_first_falls(qtbot):
    """Test 11 (fix11c): a grid of counts (Black Sheep's supply, two columns) beside another
    piece on its rows was read split by it; items of one ``READING_GROUP`` are read one after
    another, where the first of them falls."""
    board = shown_grid_board(qtbot)
    scene = board.scene()
    placed = {}
    for name, x, y in (("s1", 600, 10), ("s2", 680, 10), ("s3", 600, 60), ("s4", 680, 60)):
        placed[name] = Box(QRectF(x, y, 30, 30), PAPER, INK, 4, name, 14)
        placed[name].setData(READING_GROUP, "supply")
    placed["corral"] = Box(QRectF(200, 60, 30, 30), PAPER, INK, 4, "c", 14)
    placed["below"] = Box(QRectF(10, 120, 30, 30), PAPER, INK, 4, "b", 14)
    for name, item in placed.items():
        item.setToolTip(name)
        scene.addItem(item)
    names = [item.toolTip() for item, _ in board.accessible_items() if item in placed.values()]
    assert names == ["s1", "s2", "s3", "s4", "corral", "below"]


def test_a_screen_reader_hears_nested_reading_groups_level_by_level(qtbot):
    """Test 1 (fix12b): a tuple ``READING_GROUP`` is a path of nested groups, outer level
    first: a pasture's pieces (``("pasture", 0)``) are read together, and in it each side's
    cards (``("pasture", 0, "left")``) one after another in their reading order, where the
    first of each falls (Black Sheep's left and right sides were read card 1, card 1, card 2,
    card 2 …), before a piece beside the pasture that comes later in the reading order. An
    item with no group of its own is in its parent's (the right side: a layer marked once)."""
    board = shown_grid_board(qtbot)
    scene = board.scene()
    right = Layer(scene)
    right.setData(READING_GROUP, ("pasture", 0, "right"))
    placed = {}
    for name, x, y, group in (
        ("L1", 500, 10, ("pasture", 0, "left")),
        ("R1", 700, 10, right),
        ("L2", 500, 60, ("pasture", 0, "left")),
        ("R2", 700, 60, right),
        ("other", 750, 30, None),
        ("figure", 600, 80, ("pasture", 0)),
        ("L3", 500, 110, ("pasture", 0, "left")),
        ("R3", 700, 110, right),
        ("s1", 600, 200, "supply"),
        ("below", 100, 230, None),
        ("s2", 650, 260, "supply"),
    ):
        placed[name] = Box(QRectF(x, y, 30, 30), PAPER, INK, 4, name, 14)
        placed[name].setToolTip(name)
        if isinstance(group, Layer):
            placed[name].setParentItem(group)
            continue
        if group is not None:
            placed[name].setData(READING_GROUP, group)
        scene.addItem(placed[name])
    names = [item.toolTip() for item, _ in board.accessible_items() if item in placed.values()]
    assert names == ["L1", "L2", "L3", "R1", "R2", "R3", "figure", "other", "s1", "s2", "below"]


def test_a_key_for_a_target_the_step_does_not_offer_says_what_a_click_on_it_says(qtbot):
    """A game's key for a target not offered at this step (Black Sheep's pasture keys at the
    discard question, issue 19) says the item's own reason, as a click on it does, not the
    model's "not allowed now"."""
    board = shown_grid_board(qtbot, StepBoard)
    said: list[str] = []
    board.illegal_attempt.connect(said.append)
    QTest.mouseClick(
        board.viewport(),
        Qt.MouseButton.LeftButton,
        pos=board.item_centre_in_viewport(board.cells[("cell", 0, 0)]),
    )
    QTest.keyClick(board, Qt.Key.Key_C)
    assert said == ["First choose a card."] * 2 and board.selection == ()


def test_the_focus_moving_on_to_another_target_says_picks_changed(board, qtbot):
    """The shell withdraws a refusal at ``picks_changed`` (issue 18): also when the keyboard
    focus moves on to another target, not when it stays or leaves every target."""
    seen: list[Any] = []
    board.picks_changed.connect(lambda: seen.append(board.focus_target))
    key(board, Qt.Key.Key_Tab)
    key(board, Qt.Key.Key_Right)
    board.set_focus_target(board.focus_target)  # (the same target again)
    board.set_focus_target(None)
    assert seen == [("card", "a"), ("card", "b")]


def test_invalidate_layers_has_every_layer_of_the_scene_drawn_anew(board):
    """A language switch: every kit Layer of the board's scene, one in the scene and one
    pinned to the window (a child of the overlay), draws again at its next refresh with the
    key it was drawn with; before that, the same key draws nothing."""
    drawn: list[Layer] = []
    in_scene = Layer(board.scene(), 1.0)
    pinned = Layer(board.scene(), 1.0)
    pinned.setParentItem(board.overlay)
    for layer in (in_scene, pinned):
        assert layer.refresh("key", drawn.append)
        assert not layer.refresh("key", drawn.append)
    board.invalidate_layers()
    assert in_scene.refresh("key", drawn.append) and pinned.refresh("key", drawn.append)
    assert drawn == [in_scene, pinned, in_scene, pinned]


def test_name_seats_keeps_the_names_whole_once_per_change(board, monkeypatch):
    """Issue 19 (every board needs it): ``name_seats`` takes the names as the board's and has
    the line breaker keep them whole only when they changed (True then: a board's wrapped
    lines go), so "Ann Lee" is never broken inside wherever the board wraps text."""
    from farmhouse.app.board import game_board, linebreak

    kept: list[list[str]] = []
    monkeypatch.setattr(game_board, "keep_names", lambda names: kept.append(list(names)))
    assert board.name_seats(("Ann Lee", "Bo")) and board.names == ["Ann Lee", "Bo"]
    assert not board.name_seats(["Ann Lee", "Bo"]) and kept == [["Ann Lee", "Bo"]]
    assert board.name_seats(["Ann Lee", "Cy"]) and kept[-1] == ["Ann Lee", "Cy"]
    monkeypatch.undo()
    board.name_seats(["Ann Lee", "Cy Dee"])
    assert "Ann Lee" in linebreak.kept_names() and "Cy Dee" in linebreak.kept_names()


def test_a_help_text_given_as_its_wording_is_worded_again_at_a_language_switch(board):
    """``set_help(words)``: the tooltip is ``words()`` now and again at every language switch
    (retranslate), so a board need not set it in ``texts_changed``; read-only: none."""
    language = ["en"]
    board.set_help(lambda: f"help in {language[0]}")
    tab = "\nTab goes round the lit places; Ctrl+Tab leaves the board."
    assert board.toolTip() == board.help_tip
    assert board.help_tip.startswith("help in en" + tab)  # (and the kit's line on Tab)
    language[0] = "ja"
    board.retranslate()
    assert board.toolTip() == board.help_tip
    assert board.help_tip.startswith("help in ja" + tab)
    board.set_read_only(True)
    assert board.toolTip() == ""
    board.set_read_only(False)
    board.set_help("plain")  # (a text as it is: not asked again)
    language[0] = "en"
    board.retranslate()
    assert board.toolTip().startswith("plain" + tab)


def test_refusal_of_words_why_a_target_could_not_be_picked_after_a_selection(board):
    """``refusal_of(selection, target)``: the choice model's reason in the board's words,
    None when the target could be picked (``()``: with nothing picked)."""
    assert board.refusal_of((), ("card", "a")) is None
    after_b = (("card", "b"),)
    assert board.refusal_of(after_b, ("cell", *TAKEN)) == "Cell 1,2 is taken."
    assert board.refusal_of(after_b, ("cell", 0, 0)) is None
    assert board.selection == ()  # (asking picks nothing)


class MarkedChoices(GridChoices):
    """Card a comes with a mark the model adds to the pick (as Wooly Bully's tile comes
    with its face)."""

    def path(self, action: Action) -> Iterable[Target]:
        path = list(super().path(action))
        return [path[0], ("mark", "a"), *path[1:]] if path[0] == ("card", "a") else path

    def pick(self, selection: Selection, target: Target) -> Any:
        result = super().pick(selection, target)
        return (*result, ("mark", "a")) if target == ("card", "a") else result


class MarkedBoard(GridBoard):
    def make_choices(self, view: Any, legal: Sequence[Any]) -> GridChoices:
        return MarkedChoices(view, legal)


def test_esc_steps_back_every_target_one_pick_added(qtbot):
    """A pick the model answered with two targets (card a and its mark) is stepped back
    whole; a pick of one target, one back."""
    board = shown_grid_board(qtbot, MarkedBoard)
    assert board.pick(("card", "a"))
    assert board.selection == (("card", "a"), ("mark", "a"))
    assert board.step_back() and board.selection == ()
    assert board.pick(("card", "b")) and board.selection == (("card", "b"),)
    assert board.step_back() and board.selection == ()
    assert not board.step_back()
