"""The kit's numbered choice panel (parts/choice_panel.py): its choices are targets that light,
are picked by click, by number key and by Tab, carry their numbers and captions, and its
buttons and note sit after them inside the frame."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from farmhouse.app.board import access
from farmhouse.app.board.game_board import GameBoard, box_first_text
from farmhouse.app.board.palette import INK, PAPER
from farmhouse.app.board.parts.choice_panel import Choice, ChoicePanel
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import IllegalAction

pytestmark = pytest.mark.gui

#: The actions: keep a tile (3, 5 or 7 of them), or keep them all.
ACTIONS = [("take", 3), ("take", 5), ("keep",)]


class TileChoices(PathChoices[Any, tuple[Any, ...]]):
    def path(self, action: tuple[Any, ...]) -> Iterable[Target]:
        return [("tile", action[1])] if action[0] == "take" else [("keep",)]

    def shown(self, selection: Selection) -> Iterable[Target]:
        return [("tile", 3), ("tile", 5), ("tile", 7), ("keep",)]

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        return IllegalAction("tile.gone", tile=target[1])


def tile(parent: QGraphicsItem, size: QSizeF) -> QGraphicsObject:
    return Box(QRectF(0, 0, size.width(), size.height()), PAPER, INK, 8, parent=parent)


class PanelBoard(GameBoard):
    def __init__(self, numbers: str = "below", rows: int = 1) -> None:
        super().__init__(QRectF(0, 0, 1000, 600))
        self.panel = ChoicePanel(self, QSizeF(80, 100), numbers=numbers, rows=rows)  # type: ignore[arg-type]
        self.chosen: list[Any] = []
        self.action_chosen.connect(self.chosen.append)

    def make_choices(self, view: Any, legal: Sequence[Any]) -> TileChoices:
        return TileChoices(view, legal)

    def draw(self, view: Any) -> None:
        choices = [
            Choice(("tile", t), tile, "take", f"Tile {t} (key {k + 1})")
            for k, t in enumerate((3, 5, 7))
        ]
        width = self.panel.width(len(choices), buttons=True)
        rect = QRectF(500 - width / 2, 100, width, 180)
        self.panel.show(
            rect,
            choices,
            title="Choose a tile",
            keys="1-3 choose",
            buttons=[(("keep",), "Keep all")],
            note="Esc: back",
            key=view,
        )

    def shortcut(self, event: Any) -> Target | None:
        return self.panel.key_target(event)


@pytest.fixture
def board(qtbot):
    board = PanelBoard()
    qtbot.addWidget(board)
    board.resize(1000, 600)
    board.show()
    board.show_view("v", ACTIONS)
    return board


def texts(item: QGraphicsItem) -> list[str]:
    return [i.text() for i in item.childItems() if isinstance(i, QGraphicsSimpleTextItem)]


def test_the_choices_are_lit_targets_in_order_with_their_numbers_and_captions(board):
    panel = board.panel
    assert list(panel.items) == [("tile", 3), ("tile", 5), ("tile", 7)]
    assert [board.item_of(t) for t in panel.items] == list(panel.items.values())
    assert [board.item_of(t).lit for t in panel.items] == [True, True, False]
    assert board.item_of(("keep",)) is panel.buttons[("keep",)]
    assert [texts(item) for item in panel.items.values()] == [["1"], ["2"], ["3"]]
    on_layer = texts(panel.layer)
    assert on_layer.count("take") == 3 and "Choose a tile" in on_layer and "Esc: back" in on_layer
    assert panel.items[("tile", 5)].toolTip() == "Tile 5 (key 2)"
    assert board.focus_order() == [("tile", 3), ("tile", 5), ("keep",)]


def test_everything_lies_inside_the_frame_the_buttons_after_the_choices(board):
    panel = board.panel
    frame = panel.rect
    words = [i for i in panel.layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    parts = [*panel.items.values(), *panel.buttons.values(), *words]
    assert all(frame.contains(p.sceneBoundingRect().adjusted(3, 3, -3, -3)) for p in parts)
    last = panel.items[("tile", 7)].sceneBoundingRect()
    assert panel.buttons[("keep",)].sceneBoundingRect().left() > last.right()
    lefts = [item.sceneBoundingRect().left() for item in panel.items.values()]
    assert lefts == sorted(lefts) and len(set(lefts)) == 3


def test_a_number_key_picks_its_choice_and_an_unlit_one_is_explained(qtbot, board):
    explained: list[str] = []
    board.explain = explained.append  # type: ignore[method-assign]
    qtbot.keyClick(board, Qt.Key.Key_3)
    assert board.chosen == [] and explained  # tile 7 is not offered
    qtbot.keyClick(board, Qt.Key.Key_9)  # no such choice: nothing
    assert board.chosen == []
    qtbot.keyClick(board, Qt.Key.Key_2)
    assert board.chosen == [("take", 5)]


def test_a_click_on_a_button_picks_it(qtbot, board):
    button = board.panel.buttons[("keep",)]
    pos = board.mapFromScene(button.sceneBoundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert board.chosen == [("keep",)]


def test_the_same_key_keeps_the_items_and_clear_hides_the_panel(board):
    items = dict(board.panel.items)
    board.redraw()
    assert board.panel.items == items and board.panel.layer.childItems()
    board.panel.clear()
    assert board.panel.items == {} and board.panel.layer.childItems() == []
    assert board.item_of(("tile", 3)) is None


def test_numbers_on_the_pieces_and_a_grid_filled_column_by_column(qtbot):
    board = PanelBoard(numbers="on", rows=2)
    qtbot.addWidget(board)
    board.show_view("v", ACTIONS)
    items = list(board.panel.items.values())
    badges = [[c for c in item.childItems() if isinstance(c, Box)] for item in items]
    assert [[b.text for b in bs] for bs in badges] == [["1"], ["2"], ["3"]]
    first, second, third = (item.pos() for item in items)
    assert first.x() == second.x() and second.y() >= first.y() + 100
    assert third.x() >= first.x() + 80 and third.y() == first.y()


def test_left_keeps_room_free_before_the_choices_and_buttons(board):
    """``left=``: the choices and the buttons start that much further right (the game draws
    something of its own there); the frame and title stay where they were."""
    panel = board.panel
    before = {t: item.pos().x() for t, item in panel.items.items()}
    button = panel.buttons[("keep",)].rect.left()
    frame = QRectF(panel.rect)
    choices = [Choice(("tile", t), tile) for t in (3, 5, 7)]
    rect = QRectF(frame.left(), frame.top(), frame.width() + 60, frame.height())
    panel.show(rect, choices, title="Choose a tile", buttons=[(("keep",), "Keep all")], left=60)
    after = {t: item.pos().x() for t, item in panel.items.items()}
    assert {t: after[t] - before[t] for t in after} == {t: 60 for t in after}
    assert panel.buttons[("keep",)].rect.left() == button + 60
    assert panel.rect == rect


def test_the_focus_ring_goes_around_a_choice_and_its_caption(qtbot, board):
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.set_focus_target(("tile", 3))
    ring = board.key_focus_rect()
    piece = board.panel.items[("tile", 3)].sceneBoundingRect()
    words = [i for i in board.panel.layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    caption = min((w for w in words if w.text() == "take"), key=lambda w: w.x())
    assert ring is not None and ring.contains(piece.adjusted(3, 3, -3, -3))
    assert ring.contains(caption.sceneBoundingRect())


def test_the_focus_ring_of_the_last_button_goes_around_the_note_not_over_it(qtbot, board):
    """Black Sheep's "Keep all" ring hid "Esc: back" under it (issue 19): the note lies
    inside the ring of the button above it, whole."""
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.set_focus_target(("keep",))
    ring = board.key_focus_rect()
    words = [i for i in board.panel.layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    note = next(w for w in words if w.text() == "Esc: back").sceneBoundingRect()
    assert ring is not None and ring.contains(board.panel.buttons[("keep",)].sceneBoundingRect())
    assert ring.contains(note)


def test_the_title_is_listed_for_screen_readers(board):
    """The panel's title is read out like the pieces on the table (its tooltip is its
    accessible name): El Gaucho's panels asked their question to sighted players only, and
    Wooly Bully's quit question had to set the title's tooltip itself."""
    names = [name for _role, name, _desc, _states in access.accessible_tree(board)]
    assert "Choose a tile" in names
    board.panel.clear()
    names = [name for _role, name, _desc, _states in access.accessible_tree(board)]
    assert "Choose a tile" not in names


def test_a_title_wider_than_the_frame_is_shrunk_to_fit_it(board):
    """A title wider than its frame crossed the frame's right border (Wooly Bully's
    Japanese quit question at 800 × 600): it is shrunk to fit inside (not under 12 px),
    its tooltip the whole title."""
    title = "Quit now for a bonus of 6 points? You take no more turns."
    from farmhouse.app.board.text import text_width

    panel = board.panel
    wide = text_width(title, panel.title_size, True)
    rect = QRectF(100, 100, 0.85 * wide + 2 * panel.pad, 100)  # (shrunk to 85%: over 12 px)
    panel.show(rect, [], title=title, buttons=[(("keep",), "Keep all")])
    heading = next(
        i for i in panel.layer.childItems()
        if isinstance(i, QGraphicsSimpleTextItem) and i.toolTip() == title
    )  # fmt: skip
    assert heading.text() == title and heading.font().pixelSize() * heading.scale() >= 12
    assert rect.adjusted(2, 2, -2, -2).contains(heading.sceneBoundingRect())


@pytest.mark.parametrize("grow", ["down", "up"])
def test_a_button_label_of_three_lines_is_whole_the_cells_and_frame_grow(qtbot, grow):
    """A button choice whose label wraps to more lines than its cell holds (El Gaucho's
    "Add Brown 5 at the end: forced sale of the Brown herd (2 × 9 = 18 pesos)") is never
    cut: every button grows to the tallest label, the frame with them (up or down)."""
    board = PanelBoard()
    qtbot.addWidget(board)
    panel = board.panel
    panel.cell, panel.rows, panel.grow = QSizeF(230, 44), 2, grow
    long = "3. Add Brown 5 at the end: forced sale of the Brown herd (2 × 9 = 18 pesos)"
    labels = ["1. Add Black 3 at the end of its herd", "2. Add Black 6", long, long]
    choices = [Choice(("tile", k), None, label) for k, label in enumerate(labels)]
    rect = QRectF(100, 100, panel.width(4), 140)
    panel.show(rect, choices, title="New tiles for your herds")
    boxes = [panel.items[("tile", k)] for k in range(4)]
    for box in boxes:
        assert isinstance(box, Box)
        ((_, size, lines),) = box.drawn_texts()
        assert size >= 12 and box.rect.contains(lines), box.text  # (whole, not shrunk away)
        assert panel.rect.contains(box.mapRectToScene(box.rect))
    assert len({box.rect.height() for box in boxes}) == 1  # (equal cells)
    assert boxes[2].rect.height() > 44
    kept = panel.rect.bottom() if grow == "up" else panel.rect.top()
    assert kept == (rect.bottom() if grow == "up" else rect.top())
    assert panel.rect.height() > rect.height()


@pytest.mark.parametrize("grow", ["down", "up"])
def test_labels_taller_than_the_room_widen_the_frame_within_it(qtbot, grow):
    """Session 21's tester (issue 18): El Gaucho's nine "New tiles for your herds" choices
    wrapped to three lines each and the frame grew up over the steppe's and the pile's
    counts. Given a ``room``, the frame stays inside it: it grows as far as the room lets,
    then widens (leftwards first, its cells with it) so that the labels wrap to fewer lines;
    every label whole, the cells equal. Labels that fit ``rect`` leave it as it was; without
    a room the frame grows as before."""
    board = PanelBoard()
    qtbot.addWidget(board)
    panel = board.panel
    panel.cell, panel.rows, panel.grow, panel.text = QSizeF(150, 44), 3, grow, 16.0
    labels = [f"{k + 1}. Sort White {k} into place {k % 3} of its herd" for k in range(9)]
    choices = [Choice(("tile", k), None, label) for k, label in enumerate(labels)]
    rect = QRectF(400, 200, panel.width(9), 194)
    room = (
        QRectF(20, 140, rect.right() - 20, 320)
        if grow == "up"
        else QRectF(20, 200, rect.right() - 20, 260)
    )
    assert panel.label_height(labels[0], 150) > 60  # (three lines: the frame would grow past)
    panel.room = room
    panel.show(rect, choices, title="New tiles for your herds")
    assert room.contains(panel.rect)
    assert panel.rect.right() == rect.right()  # (widened leftwards)
    assert panel.rect.width() > rect.width()
    boxes = [panel.items[("tile", k)] for k in range(9)]
    for box in boxes:
        assert isinstance(box, Box)
        ((_, size, lines),) = box.drawn_texts()
        assert size >= 16 and box.rect.contains(lines), box.text
        assert panel.rect.contains(box.mapRectToScene(box.rect))
    assert len({(box.rect.width(), box.rect.height()) for box in boxes}) == 1
    short = [Choice(("tile", k), None, f"{k + 1}. Add") for k in range(9)]
    panel.show(rect, short, title="New tiles for your herds")
    assert (panel.rect.left(), panel.rect.width()) == (rect.left(), rect.width())  # (as it was)
    panel.room = None
    panel.show(rect, choices, title="New tiles for your herds")
    assert panel.rect.width() == rect.width() and not room.contains(panel.rect)  # (past it)


@pytest.mark.parametrize(
    "long",
    [
        "3. Add Brown 5 at the end: forced sale of the Brown herd (2 × 9 = 18 pesos)",
        "3. 把棕牛5加在最後：強制出售棕牛群（2 × 9 = 18 塊錢）",
        "3. 茶牛5を最後に加える：茶牛の群れを強制売却（2 × 9 = 18ペソ）",
    ],
)
def test_a_long_button_label_keeps_a_margin_inside_its_frame(qtbot, long):
    """Issue 18: El Gaucho's forced-sale choice in Traditional Chinese wrapped across the
    whole button and its first line touched the top edge (4 units from it, the frame line 2
    wide), its lines the sides (1 unit). A button choice's label keeps the same margin
    (6 units or more: LABEL_MARGIN) from every edge as a short label, whatever its length."""
    board = PanelBoard()
    qtbot.addWidget(board)
    panel = board.panel
    panel.cell, panel.rows, panel.text = QSizeF(277, 44), 2, 16.0
    labels = ["1. Add Black 3", "2. 把黑牛6加在牛群最後", long, long + "。"]
    choices = [Choice(("tile", k), None, label) for k, label in enumerate(labels)]
    panel.show(QRectF(100, 100, panel.width(4), 140), choices, title="New tiles")
    for k in range(4):
        box = panel.items[("tile", k)]
        assert isinstance(box, Box)
        ((_, _, lines),) = box.drawn_texts()
        assert box.rect.adjusted(6, 6, -6, -6).contains(lines), (box.text, box.rect, lines)


def test_a_cancel_button_sits_beside_the_first_button_and_is_heard_as_no_choice(qtbot, board):
    """``cancel``: a plain paper button as big as the first button, ``gap`` to its right,
    its label its tooltip; a click on it is the board's ``other_clicked("cancel")``."""
    heard: list[str] = []
    board.other_clicked = lambda role, value, item: heard.append(role)  # type: ignore[method-assign]
    panel = board.panel
    assert panel.cancel is None  # (none asked)
    rect = QRectF(100, 100, 500, 180)
    panel.show(rect, [], title="Quit?", buttons=[(("keep",), "Quit")], cancel="Cancel")
    keep, cancel = panel.buttons[("keep",)], panel.cancel
    assert cancel is not None and cancel.role == "cancel" and cancel.toolTip() == "Cancel"
    assert cancel.rect == keep.rect.translated(keep.rect.width() + panel.gap, 0)
    assert cancel.fill == PAPER and cancel.text == "Cancel"
    pos = board.mapFromScene(cancel.sceneBoundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert heard == ["cancel"] and board.chosen == []
    panel.clear()
    assert panel.cancel is None


# ---------------------------------------------------------------- a box a pick opens (F16)

#: A shed whose door opens a box of two ways to paint it, over the lit "Done" button.
SHED_ACTIONS = [("paint", "red"), ("paint", "blue"), ("done",)]
DOOR, DONE = ("door",), ("done",)


class ShedChoices(PathChoices[Any, tuple[Any, ...]]):
    def path(self, action: tuple[Any, ...]) -> Iterable[Target]:
        return [DOOR, ("paint", action[1])] if action[0] == "paint" else [DONE]

    def pick(self, selection: Selection, target: Target) -> Any:
        if target == DONE:  # (pressed whatever was picked before, as El Gaucho's End turn)
            return ("done",)
        return super().pick(selection, target)

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        out = super().targets(selection)
        out[DONE] = None  # (lit after the door too: under the box)
        return out

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        return IllegalAction("shed.no")


class ShedBoard(GameBoard):
    """A door and a Done button; the door picked opens a box over Done."""

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 1000, 600))
        self.panel = ChoicePanel(self, QSizeF(200, 44), rows=2)  # type: ignore[arg-type]
        self.chosen: list[Any] = []
        self.action_chosen.connect(self.chosen.append)
        self.explained: list[str] = []
        self.illegal_attempt.connect(self.explained.append)

    def make_choices(self, view: Any, legal: Sequence[Any]) -> ShedChoices:
        return ShedChoices(view, legal)

    def draw(self, view: Any) -> None:
        door = Box(QRectF(100, 100, 120, 120), PAPER, INK, 8, "Door", 16)
        door.setToolTip("Door")
        self.scene().addItem(door)
        self.bind(door, DOOR)
        done = Box(QRectF(500, 360, 160, 50), PAPER, INK, 8, "Done (D)", 16)
        done.setToolTip("Done")
        self.scene().addItem(done)
        self.bind(done, DONE)
        self.selection_changed()

    def selection_changed(self) -> None:
        if DOOR not in self.selection:
            self.panel.clear()
            return
        choices = [
            Choice(("paint", c), None, f"{k}. Paint it {c}") for k, c in ((1, "red"), (2, "blue"))
        ]
        self.panel.show(QRectF(400, 280, 360, 180), choices, title="Paint", key="paint")

    def shortcut(self, event: Any) -> Target | None:
        if event.key() == Qt.Key.Key_D:
            return DONE
        return self.panel.key_target(event)


@pytest.fixture
def shed(qtbot):
    board = ShedBoard()
    qtbot.addWidget(board)
    board.resize(1000, 600)
    board.show()
    qtbot.waitExposed(board)
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    board.show_view("v", SHED_ACTIONS)
    board.set_interactive(True)
    return board


def test_a_box_opened_by_keys_has_the_focus_and_keeps_the_keys_from_what_it_covers(qtbot, shed):
    qtbot.keyClick(shed, Qt.Key.Key_Tab)
    assert shed.focus_target == DOOR
    qtbot.keyClick(shed, Qt.Key.Key_Return)  # (opens the box over Done)
    red, blue = ("paint", "red"), ("paint", "blue")
    assert list(shed.panel.items) == [red, blue] and DONE in shed.pickable()
    assert shed.focus_target == red and shed.focus_order() == [red, blue]
    assert shed.covered(shed.item_of(DONE)) and not shed.covered(shed.panel.items[red])
    ring = shed.key_focus_rect()
    assert ring is not None and ring.contains(shed.panel.items[red].sceneBoundingRect())
    qtbot.keyClick(shed, Qt.Key.Key_Down)
    assert shed.focus_target == blue
    qtbot.keyClick(shed, Qt.Key.Key_Down)  # (nothing further down: Done is under the box)
    assert shed.focus_target == blue
    qtbot.keyClick(shed, Qt.Key.Key_Tab)
    qtbot.keyClick(shed, Qt.Key.Key_Up)
    assert shed.focus_target == red
    qtbot.keyClick(shed, Qt.Key.Key_D)  # (a key of the game for what lies under the box)
    assert shed.chosen == [] and shed.explained[-1] == box_first_text()
    qtbot.keyClick(shed, Qt.Key.Key_Escape)  # (closes the box: the focus back on the door)
    assert shed.panel.frame is None and shed.focus_target == DOOR
    assert not shed.covered(shed.item_of(DONE)) and DONE in shed.focus_order()
    qtbot.keyClick(shed, Qt.Key.Key_Return)
    qtbot.keyClick(shed, Qt.Key.Key_Return)  # (Enter in the box: its first choice)
    assert shed.chosen == [("paint", "red")]


def test_a_box_opened_by_a_click_has_the_focus_on_its_first_choice(qtbot, shed):
    door = shed.item_of(DOOR)
    qtbot.mouseClick(
        shed.viewport(), Qt.MouseButton.LeftButton, pos=shed.item_centre_in_viewport(door)
    )
    assert shed.selection == (DOOR,) and shed.focus_target == ("paint", "red")
    qtbot.keyClick(shed, Qt.Key.Key_Return)
    assert shed.chosen == [("paint", "red")]
