"""The kit's prompt line on the table (PromptBar without its paper strip: centred, bottom
aligned, bold) and balanced key lines (text.balance): no part of a key line is left alone
on its last line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsTextItem

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.parts.prompt import PromptBar, turn_text
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import balance, key_line, text_block
from farmhouse.app.i18n import Translations
from farmhouse.app.linebreak import plain

pytestmark = pytest.mark.gui

KEYS = "Keys: 1 2 3 cards · A S D pastures · Tab or arrows move · Enter picks · Esc back"


def lines_of(item: QGraphicsTextItem) -> list[str]:
    block = item.document().begin()
    text = block.text()
    layout = block.layout()
    return [
        plain(text[line.textStart() : line.textStart() + line.textLength()]).strip()
        for line in (layout.lineAt(i) for i in range(layout.lineCount()))
    ]


def test_a_key_line_of_two_lines_breaks_in_the_middle(qapp):
    """Wrapped to a width where only "· Esc back" spills over, the balanced line has two
    lines of about the same width, its centre kept; a line that fits stays as it was."""
    probe = text_block(None, key_line(KEYS), QPointF(0, 0), 2000, 19, align="centre")
    full = probe.document().idealWidth()
    item = text_block(None, key_line(KEYS), QPointF(100, 0), full - 30, 19, align="centre")
    assert lines_of(item)[-1] == "Esc back"  # the defect: a lone last part
    centre = item.x() + item.textWidth() / 2
    balance(item)
    lines = lines_of(item)
    assert len(lines) == 2 and lines[-1] != "Esc back"
    assert " ".join(lines) == KEYS
    assert abs(item.x() + item.textWidth() / 2 - centre) < 0.01
    one = text_block(None, key_line(KEYS), QPointF(0, 0), full + 10, 19, align="centre")
    balance(one)
    assert one.textWidth() == full + 10 and len(lines_of(one)) == 1


def test_a_prompt_on_the_table_is_centred_and_grows_upwards(qtbot):
    board = GameBoard(QRectF(0, 0, 900, 700))
    qtbot.addWidget(board)
    rect = QRectF(100, 400, 500, 50)
    bar = PromptBar(
        board, rect, paper=False, align="centre", valign="bottom", bold=True, font=19, min_font=19
    )
    bar.show("Choose a card.")
    assert bar.block is not None and bar.block.font().bold()
    assert not [i for i in bar.layer.childItems() if isinstance(i, Box)]  # no paper strip
    shown = bar.block.sceneBoundingRect()
    assert abs(shown.bottom() - (rect.bottom() - 6)) < 1
    assert bar.block.document().defaultTextOption().alignment() & 0x4  # AlignHCenter
    long = "Choose one or two cards from your hand, then your side of a pasture. " * 3
    bar.show(long)
    assert bar.block.sceneBoundingRect().top() < rect.top()  # it rose, its bottom kept
    assert abs(bar.block.sceneBoundingRect().bottom() - (rect.bottom() - 6)) < 1


def test_a_new_text_alone_is_set_on_the_kept_block(qtbot):
    """A move changes the prompt's text only: the text item is kept (no item made anew on
    every move), its lines wrapped again; new buttons draw the bar anew."""
    board = GameBoard(QRectF(0, 0, 900, 700))
    qtbot.addWidget(board)
    bar = PromptBar(board, QRectF(0, 440, 900, 60))
    bar.show("Waiting for Ann…", [(("stop",), "Stop")])
    block = bar.block
    assert block is not None
    bar.show("Waiting for Bob…", [(("stop",), "Stop")])
    assert bar.block is block and plain(block.toPlainText()) == "Waiting for Bob…"
    assert block.toolTip() == "Waiting for Bob…"
    bar.show("Waiting for Bob…", [(("stop",), "Stop"), (("pass",), "Pass")])
    assert bar.block is not block and set(bar.buttons) == {("stop",), ("pass",)}


def test_a_moved_prompt_is_drawn_at_its_new_place_at_once(qtbot):
    """Test 12: a board laid out anew for a resized window moves its prompt; the prompt was
    drawn there only at the next ``show`` (Wooly Bully's showed its text again at the next
    move only: the prompt stayed where the old window size had it). Now it is drawn there at
    once, with its text and buttons."""
    board = GameBoard(QRectF(0, 0, 900, 700))
    qtbot.addWidget(board)
    bar = PromptBar(board, QRectF(0, 440, 900, 60))
    bar.move_to(QRectF(0, 400, 900, 60))  # (nothing shown yet: nothing drawn)
    assert bar.paper_box is None
    bar.show("Waiting for Ann…", [(("stop",), "Stop")])
    bar.move_to(QRectF(20, 600, 700, 80))
    assert bar.paper_box is not None and bar.paper_box.rect == QRectF(20, 600, 700, 80)
    assert bar.buttons[("stop",)].rect.right() < 720
    assert plain(bar.block.toPlainText()) == "Waiting for Ann…"
    assert bar.block.sceneBoundingRect().top() >= 600


def test_a_column_prompt_hugs_its_text_and_keeps_to_its_lines(qtbot):
    """Column mode (``hug=True``, Wooly Bully's "what to do now" at the board's side): the
    lines start at the top of the bar, the paper is as tall as the lines (one line: as wide
    as it), no more than ``lines`` lines are shown (the whole text its tooltip), no text
    hides the paper; ``parent`` puts the bar under an item."""
    from PySide6.QtWidgets import QGraphicsRectItem

    board = GameBoard(QRectF(0, 0, 900, 700))
    qtbot.addWidget(board)
    holder = QGraphicsRectItem()
    board.scene().addItem(holder)
    rect = QRectF(10, 100, 220, 400)
    bar = PromptBar(board, rect, parent=holder, font=15, min_font=12, lines=3, bold=True)
    bar.hug, bar.margin, bar.valign = True, (8.0, 4.0), "top"
    assert bar.layer.parentItem() is holder
    long = "Click a lit place, or press Tab and Enter, to lay it. R turns it, F flips it. " * 3
    bar.show(long)
    paper = bar.paper_box
    assert bar.label is not None and paper is not None and paper.isVisible()
    assert bar.block is None  # (a plain text item: no document to lay out per text)
    lines = bar.label.text().split("\n")
    assert len(lines) == 3 and bar.label.toolTip() == long
    block = bar.label.sceneBoundingRect()
    assert abs(block.top() - (rect.top() + 4)) < 1 and abs(block.left() - (rect.left() + 8)) < 1
    assert abs(paper.rect.height() - (block.height() + 8)) < 1 and paper.rect.height() < 200
    bar.lines = 1
    bar.move_to(QRectF(10, 600, 800, 28))
    bar.show("Choose a tile.")
    assert bar.paper_box is not None
    assert bar.paper_box.rect.width() < 200  # as wide as its line
    bar.show("")
    assert bar.paper_box is not None and not bar.paper_box.isVisible()


def test_a_hugging_prompt_aligned_at_the_bottom_hugs_its_lines_there(qtbot):
    """``hug=True`` with ``valign="bottom"`` (Wooly Bully's prompt over a narrow board's
    tray): the lines sit at the bar's bottom and the paper hugs them there (it hugged the
    bar's top, away from the text, before)."""
    board = GameBoard(QRectF(0, 0, 900, 700))
    qtbot.addWidget(board)
    rect = QRectF(10, 400, 460, 68)
    bar = PromptBar(board, rect, font=15, min_font=12, lines=3, bold=True)
    bar.hug, bar.margin, bar.valign = True, (8.0, 4.0), "bottom"
    for text in ("Choose a tile.", "Click a lit place, or press Tab and Enter, to lay it. " * 2):
        bar.show(text)
        paper, label = bar.paper_box, bar.label
        assert paper is not None and label is not None
        block = label.sceneBoundingRect()
        assert abs(block.bottom() - (rect.bottom() - 4)) < 1, text
        assert paper.rect.contains(block) and abs(paper.rect.bottom() - rect.bottom()) < 1
        assert abs(paper.rect.height() - (block.height() + 8)) < 1, text


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Ann's turn"), ("ja", "Annさんの手番"), ("zh_TW", "輪到Ann"), ("zh_CN", "轮到Ann")],
)
def test_turn_text_says_whose_turn_it_is_in_every_language(qapp, lang, said):
    """turn_text, a replay board's prompt for the seat to move (issue 18: never "Waiting
    for…"), in each of the four languages."""
    translations = Translations()
    translations.set_language(lang)
    try:
        assert turn_text("Ann") == said
    finally:
        translations.set_language("en")
