"""The kit's buttons (``parts/buttons.py``): one-line labels that fit their button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.buttons import MIN_TEXT, PADDING, button, button_row
from farmhouse.app.board.text import text_width

pytestmark = pytest.mark.gui


def test_a_label_that_fits_keeps_its_size_and_has_no_tooltip(qapp):
    scene = QGraphicsScene()
    layer = Layer(scene)
    box = button(QRectF(0, 0, 200, 38), "Flip (F)", "flip", None, layer)
    assert (box.text, box.font_size, box.toolTip()) == ("Flip (F)", 15, "")
    assert (box.role, box.data_value) == ("flip", None)


def test_a_long_label_shrinks_then_is_shortened_with_the_whole_label_as_tooltip(qapp):
    scene = QGraphicsScene()
    layer = Layer(scene)
    label = "Show the whole landscape"
    shrunk = button(QRectF(0, 0, text_width(label, 13, True) + PADDING, 38), label, "a", 1, layer)
    assert shrunk.text == label and MIN_TEXT <= shrunk.font_size < 15
    assert text_width(label, shrunk.font_size, True) <= shrunk.rect.width() - PADDING
    cut = button(QRectF(0, 0, 80, 38), label, "a", 1, layer)
    assert cut.font_size == MIN_TEXT and cut.text.endswith("…") and cut.toolTip() == label


def test_a_row_of_buttons_comes_from_data_in_its_order(qapp):
    scene = QGraphicsScene()
    layer = Layer(scene)
    rects = {n: QRectF(k * 120, 0, 112, 38) for k, n in enumerate(("wolf", "end"))}
    row = button_row(layer, rects, {"end": "End turn (E)", "wolf": "Wolf (W)"}, "action")
    assert list(row) == ["end", "wolf"]
    assert [(b.text, b.role, b.data_value, b.rect) for b in row.values()] == [
        ("End turn (E)", "action", "end", rects["end"]),
        ("Wolf (W)", "action", "wolf", rects["wolf"]),
    ]
    with pytest.raises(KeyError):
        button_row(layer, rects, {"quit": "Quit"}, "action")
