"""Seats in the side panel and the turn banner: by colour and shape, or, for a game whose own
colours a seat colour could be taken for (Wooly Bully's sheep), by shape in ink only."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from farmhouse.app.board.palette import INK
from farmhouse.app.board.seats import SEAT_HEX
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.seat_list import seat_chip
from farmhouse.app.settings import Settings
from farmhouse.app.style import WOOD
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


def colours(pixmap) -> set[str]:
    image = pixmap.toImage()
    out = set()
    for x in range(image.width()):
        for y in range(image.height()):
            c = QColor(image.pixel(x, y))
            if image.pixelColor(x, y).alpha() == 255:
                out.add(c.name().upper())
    return out


def test_a_chip_is_the_seats_shape_in_its_colour_or_in_ink(qapp):
    for seat in range(5):
        coloured = colours(seat_chip(seat, True, 24))
        assert SEAT_HEX[seat].upper() in coloured
        inked = colours(seat_chip(seat, False, 24))
        assert QColor(INK).name().upper() in inked
        assert not inked & {h.upper() for h in SEAT_HEX}
    # the shapes differ: the circle and the triangle cover different pixels
    circle, triangle = seat_chip(0, False, 24).toImage(), seat_chip(1, False, 24).toImage()
    assert circle != triangle


@pytest.mark.parametrize(("game_id", "coloured"), [("wooly_bully", False), ("black_sheep", True)])
def test_the_side_panel_and_banner_show_seat_colours_only_where_they_cannot_mislead(
    qtbot, game_id, coloured
):
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    window.start_match(Match.new(game_id, [Seat("Ann"), Seat("Ben")], None, 3))
    page = window.game_page
    qtbot.waitUntil(lambda: page.turn.text() != "", timeout=5000)
    seat = page.controller.match.to_move
    sheet = page.turn.styleSheet()
    if coloured:
        assert SEAT_HEX[seat].lower() in sheet.lower()
    else:
        assert WOOD.lower() in sheet.lower()
        assert not any(h.lower() in sheet.lower() for h in SEAT_HEX)
    chips = [colours(line.chip.pixmap()) for line in page._seat_lines]
    for i, found in enumerate(chips):
        assert (SEAT_HEX[i].upper() in found) == coloured
    page.controller.shutdown()
