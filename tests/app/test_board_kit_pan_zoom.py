"""Kit: the parts of a pan/zoom board (issue 19, session 17: what Wooly Bully's board drew
with its own code): the overlay's chips, zoom buttons, pressed buttons and badges
(``parts.overlay``), the landscape's grid and places (``parts.grid``), a hand's rows
(``parts.hand.HandGrid``) and where its pieces lie, drawings kept per device size
(``painting.Drawings``), and the view's ``fit_area`` / ``keep_in_sight``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.painting import Drawings
from farmhouse.app.board.palette import INK, PAPER
from farmhouse.app.board.parts.grid import PlaceMark, SquareGrid, quarter_turns
from farmhouse.app.board.parts.hand import HandGrid
from farmhouse.app.board.parts.overlay import (
    ZOOM,
    badge,
    bands,
    chip_text,
    fit_chip,
    press_under_pointer,
    zoom_buttons,
    zoom_column,
)
from farmhouse.app.board.text import text_item
from farmhouse.app.board.view import BoardView

pytestmark = pytest.mark.gui


class AreaView(BoardView):
    """A pan/zoom view whose drawn area is :attr:`area` (a landscape board's)."""

    area: QRectF | None = None

    def fit_area(self) -> QRectF | None:
        return self.area


@pytest.fixture
def view(qtbot):
    board = AreaView(QRectF(0, 0, 400, 300), None, pan_zoom=True)
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    qtbot.waitExposed(board)
    return board


def test_a_chip_keeps_its_text_on_one_line_or_breaks_it_after_the_colon(qapp):
    assert chip_text("Your turn", QSizeF(300, 36), 17) == (17, "Your turn")
    size, shown = chip_text("Your turn: 2 tiles to lay", QSizeF(120, 36), 17)
    assert size < 17 and shown == "Your turn:\n2 tiles to lay"
    label = text_item(None, "", QPointF(0, 0), 15, True)
    assert fit_chip(label, "Your turn: 2 tiles to lay", QSizeF(120, 36), 17, 20) == shown
    assert label.text() == shown and abs(label.sceneBoundingRect().center().y() - 20) < 1
    assert fit_chip(label, "Your turn: 2 tiles to lay", QSizeF(120, 36), 17, 20) is None


def test_zoom_buttons_zoom_the_view_and_fit_it_again(qtbot, view):
    layer = Layer(view.scene())
    layer.setParentItem(view.overlay)
    rects = {n: QRectF(10 + 50 * k, 10, 40, 40) for k, n in enumerate(("in", "out", "fit"))}
    labels = {"in": ("+", "Zoom in"), "out": ("−", "Zoom out"), "fit": ("Fit", "Fit all")}
    boxes = zoom_buttons(layer, rects, labels)
    assert [b.role for b in boxes.values()] == [ZOOM] * 3 and boxes["in"].toolTip() == "Zoom in"
    view.fit()
    fitted = view.zoom
    view.zoom_clicked("in")
    assert view.zoom == pytest.approx(fitted * 1.25)
    view.zoom_clicked("out")
    view.zoom_clicked("out")
    assert view.zoom == pytest.approx(fitted * 0.8)
    view.zoom_clicked("fit")
    assert view.zoom == pytest.approx(fitted)


def test_a_button_under_the_pointer_shows_pressed_while_it_can_be_pressed(view):
    layer = Layer(view.scene())
    boxes = zoom_buttons(layer, {"fit": QRectF(0, 0, 40, 40)}, {"fit": ("Fit", "")})
    box = boxes["fit"]
    press_under_pointer([box], (ZOOM, "fit"))
    assert box.border_width == 2.0  # (not lit: nothing to press)
    box.lit = True
    press_under_pointer([box], (ZOOM, "fit"))
    assert box.border_width == 3.5
    press_under_pointer([box], None)
    assert box.border_width == 2.0


def test_a_badge_keeps_its_size_in_pixels_at_every_zoom(view):
    layer = Layer(view.scene())
    shown = badge(layer, QPointF(100, 100), "12", PAPER, INK, "Twelve sheep")
    for factor in (1.0, 2.0):
        view.zoom_by(factor)
        item = shown.deviceTransform(view.viewportTransform()).mapRect(shown.boundingRect())
        assert item.width() == pytest.approx(shown.boundingRect().width())
    assert shown.toolTip() == "Twelve sheep"


def test_a_square_grid_puts_north_up_and_finds_the_cell_under_a_point():
    grid = SquareGrid(96.0, (7, 5))
    assert grid.rect((1, 2)) == QRectF(96, -192, 96, 96)
    assert grid.at(QPointF(100, -100)) == (1, 2) and grid.at(grid.centre((-3, 4))) == (-3, 4)
    start = grid.around([])
    assert start.width() == 7 * 96 and start.center() == grid.centre((0, 0))
    assert grid.around([(10, 0)]).contains(grid.rect((10, 0)))


def test_a_place_shows_whether_the_piece_fits_as_it_is_or_turned(view):
    layer = Layer(view.scene())
    place = PlaceMark(SquareGrid(96.0), (1, -1), layer, "cell")
    assert place.role == "cell" and place.data_value == (1, -1) and place.pos() == QPointF(96, 96)
    assert place.state == "" and not place.lit
    place.set_state("turn")
    assert place.lit and place.state == "turn"
    place.set_state("")
    assert not place.lit


def test_a_hand_takes_more_rows_as_it_grows():
    grid = HandGrid(70.0, 56.0, 40.0, 3, 12.0, 28.0)
    assert grid.fit(0, 500) == (70.0, 1)
    assert grid.fit(6, 500) == (70.0, 1)  # 6 × 70 + 5 × 12 = 480
    size, rows = grid.fit(12, 500)
    assert rows == 2 and 56 <= size <= 70
    size, rows = grid.fit(40, 500, extra=80)  # (no room for a third row of 40)
    assert rows == 2 and size == 40.0
    assert grid.fit(40, 500)[1] == 3


def test_drawings_are_drawn_once_per_device_size_and_copied(qapp):
    drawings, drawn = Drawings(10), []

    def draw(painter: QPainter, side: float) -> None:
        drawn.append(side)
        painter.fillRect(QRectF(0, 0, side, side), QColor("#336699"))

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    drawings.blit(painter, "tile", 32, draw)
    drawings.blit(painter, "tile", 32, draw)
    painter.scale(1.5, 1.5)
    drawings.blit(painter, "tile", 32, draw)
    painter.end()
    assert drawn == [32, 48] and QColor(image.pixel(40, 40)) == QColor("#336699")


def test_keep_in_sight_fits_what_the_board_draws_until_the_player_zooms(view):
    view.area = QRectF(0, 0, 400, 300)
    view.fit()
    assert view.fit_rect == view.area
    view.area = QRectF(-200, 0, 600, 300)  # (grown: fitted again)
    view.keep_in_sight()
    assert view.fit_rect == view.area
    zoom = view.zoom
    view.zoom_by(2.0)  # (the player zoomed: only what is new is brought into view)
    view.area = QRectF(-400, 0, 800, 300)
    news = QRectF(-390, 10, 50, 50)
    view.keep_in_sight([news])
    assert view.zoom == pytest.approx(zoom * 2.0) and view.fit_rect.contains(view.area)
    assert view.mapToScene(view.viewport().rect()).boundingRect().intersects(news)


def test_the_bands_under_the_overlay_frame_the_scenes_window():
    top, column, bottom = bands(800, 600, 50, 500, 200)
    assert top == (QRectF(0, 0, 800, 50), "bottom") and bottom == (QRectF(0, 500, 800, 100), "top")
    assert column == (QRectF(0, 50, 200, 450), "right")
    assert [edge for _, edge in bands(800, 600, 50, 500)] == ["bottom", "top"]
    zooms = zoom_column(790, 60, 40, 6)
    assert list(zooms) == ["in", "out", "fit"] and zooms["out"] == QRectF(750, 106, 40, 40)


def test_a_tiles_art_turns_about_its_centre():
    north = quarter_turns(1, 96).map(QPointF(0.5, 0))  # (the top edge's middle)
    assert north.x() == pytest.approx(96) and north.y() == pytest.approx(48)
    assert quarter_turns(0, 96).map(QPointF(1, 1)) == QPointF(96, 96)
