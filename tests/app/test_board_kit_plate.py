"""The kit's seat plate (parts/plate.py): the name is never cut while the badge can give way,
a turn change only lights the other copy of the panel, and every text it shows has its
tooltip (the accessible name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.parts.plate import SeatPlate, badge_width, fit_plate
from farmhouse.app.board.text import text_width

pytestmark = pytest.mark.gui

RECT = QRectF(10, 10, 390, 170)
BADGES = ("▶ your turn", "▶")


def names_drawn(plate: SeatPlate) -> list[QGraphicsSimpleTextItem]:
    items = [i for i in plate.layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    return sorted(items, key=lambda i: i.y())


def test_the_badge_gives_way_before_the_name(qapp):
    """A short name stands beside the whole badge; a longer one makes the badge say "▶"
    (its tooltip the whole text), then is set smaller, then takes two lines, never cut."""
    room = 240.0
    fit = fit_plate("Ann", room, 22, BADGES, min_size=19, badge_size=20)
    assert (fit.lines, fit.badge, fit.name_size) == (("Ann",), "▶ your turn", 22)
    middle = "W" * 7  # too wide beside the whole badge, fits beside "▶" at full size
    assert text_width(middle, 22, True) > room - badge_width(BADGES[0], 20) - 12
    assert text_width(middle, 22, True) <= room - badge_width("▶", 20) - 12
    fit = fit_plate(middle, room, 22, BADGES, min_size=19, badge_size=20)
    assert (fit.badge, fit.full_badge, fit.name_size) == ("▶", "▶ your turn", 22)
    long_name = "Maximiliana Wolkenstein-Ferreira"
    fit = fit_plate(long_name, 300, 22, BADGES, min_size=19, badge_size=20)
    assert fit.badge == "▶" and fit.name_size == 19 and len(fit.lines) == 2
    assert " ".join(fit.lines) == long_name
    # the badge lying elsewhere: the name has the whole room, the badge says everything
    fit = fit_plate(
        middle, room, 22, ("Final score: 21 points",), min_size=19, badge_size=20, beside=False
    )
    assert (fit.lines, fit.badge, fit.name_size) == ((middle,), "Final score: 21 points", 22)


def test_a_turn_change_lights_the_plate_without_drawing_it_again(qapp):
    scene = QGraphicsScene()
    plate = SeatPlate(scene, 2)
    fit = plate.fit(RECT, "Ann", 22, ("",), full="▶ to play")
    plate.show(RECT, fit, False, counts=[("3 cards", "Ann has 3 cards")], tip="Ann, seat 3")
    assert plate.plain is not None and plate.lit is not None
    assert plate.plain.isVisible() and not plate.lit.isVisible() and plate.badge is None
    drawn = plate.layer.redraws
    lit = plate.fit(RECT, "Ann", 22, ("▶ to play", "▶"))
    plate.show(RECT, lit, True, counts=[("3 cards", "Ann has 3 cards")], tip="Ann, seat 3")
    assert plate.layer.redraws == drawn  # (the name and counts are the same)
    assert plate.lit.isVisible() and not plate.plain.isVisible()
    assert plate.badge is not None and plate.badge.text == "▶ to play"
    # the badge right of the name, both inside the panel
    name = names_drawn(plate)[0]
    assert name.sceneBoundingRect().right() < plate.badge.sceneBoundingRect().left()
    assert RECT.contains(plate.badge.sceneBoundingRect().adjusted(3, 3, -3, -3))
    texts = {i.text(): i.toolTip() for i in names_drawn(plate)}
    assert texts == {"Ann": "Ann, seat 3", "3 cards": "Ann has 3 cards"}


def test_a_shortened_badge_says_it_all_in_its_tooltip(qapp):
    scene = QGraphicsScene()
    plate = SeatPlate(scene, 0, min_size=19)
    long_name = "Maximiliana Wolkenstein-Ferreira"
    fit = plate.fit(RECT, long_name, 22, BADGES)
    plate.show(RECT, fit, True)
    assert plate.badge is not None and plate.badge.text == "▶"
    assert plate.badge.toolTip() == "▶ your turn"
    labels = names_drawn(plate)
    assert " ".join(label.text() for label in labels) == long_name
    assert all(label.toolTip() == long_name for label in labels)
    assert all(label.font().pixelSize() >= 19 for label in labels)
    right = max(label.sceneBoundingRect().right() for label in labels)
    assert right < plate.badge.sceneBoundingRect().left()
    plate.clear()
    assert plate.layer.childItems() == [] and plate.badge_layer.childItems() == []


def test_a_plate_without_room_for_two_lines_elides_the_name_on_one(qapp):
    """``two_lines=False`` (Bye-Bye Black Sheep's narrow panels, its hand row right under the
    name): a name too long even at the least size is one elided line, not two."""
    name = "Maximiliana Wolkenstein-Ferreira Y Santos"
    two = fit_plate(name, 160, 20, min_size=19, badge_size=19)
    one = fit_plate(name, 160, 20, min_size=19, badge_size=19, two_lines=False)
    assert len(two.lines) == 2
    assert len(one.lines) == 1 and one.name == name
    # elided in its middle: the end, where names like "Player 1" and "Player 2" differ, kept
    head, _, tail = one.lines[0].partition("…")
    assert head and tail and name.startswith(head) and name.endswith(tail), one.lines


def test_a_head_only_plate_lights_its_head_and_keeps_the_panel(qapp):
    """``head=``: a seat panel holding more than its plate (herds, cards) lights a strip over
    its top only; the plain panel stays shown and its frame widens to ``lit_border``; ``ink=``
    draws the frame and the symbol in that colour, not the seat's."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsPathItem

    scene = QGraphicsScene()
    ink = QColor("#3D2B1F")
    plate = SeatPlate(scene, 1, head=40.0, border=2.0, lit_border=5.0, ink=ink)
    fit = plate.fit(RECT, "Ann", 22)
    plate.show(RECT, fit, False)
    assert plate.plain is not None and plate.lit is not None and not plate.is_lit
    drawn = plate.layer.redraws
    plate.show(RECT, fit, True)
    assert plate.layer.redraws == drawn and plate.is_lit
    assert plate.plain.isVisible() and plate.plain.border_width == 5.0
    strip = plate.lit.sceneBoundingRect()
    assert strip.height() <= 40.0 + 1 and RECT.contains(strip)
    assert strip.top() <= RECT.top() + 6 and strip.width() > RECT.width() - 12
    plate.show(RECT, fit, False)
    assert not plate.is_lit and plate.plain.isVisible() and plate.plain.border_width == 2.0
    assert plate.plain.border == ink
    symbols = [i for i in plate.layer.childItems() if isinstance(i, QGraphicsPathItem)]
    assert [s.brush().color() for s in symbols] == [ink]
    # the default: the whole panel lit in the seat's colour, the plain copy hidden
    whole = SeatPlate(scene, 1)
    whole.show(RECT, fit, True)
    assert whole.lit is not None and whole.lit.sceneBoundingRect().height() > 100
    assert whole.plain is not None and not whole.plain.isVisible()


def test_a_word_of_a_name_is_never_cut_it_is_elided(qapp):
    """Bye-Bye's Eagle chooser drew "Wolfeschlegel / steinhausen" (a tester, 1280×720)
    beside "Bartholomew / Longname-S…": a name is broken only between its words, the same on
    every board (:func:`name_lines`, which the plates and the Eagle's choice use); a word
    too wide for the line is elided with "…" in its middle, never cut."""
    from farmhouse.app.board.text import name_lines

    long_word = "Wolfeschlegelsteinhausen"
    room = text_width(long_word, 19, True) * 0.7
    for lines in (
        name_lines(long_word, 19, room),
        fit_plate(long_word, room, 22, ("",), min_size=19, badge_size=20).lines,
    ):
        assert len(lines) == 1 and lines[0].count("…") == 1, lines
        head, _, tail = lines[0].partition("…")  # (elided in its middle: its end kept)
        assert head and tail and long_word.startswith(head) and long_word.endswith(tail)
    two = "Bartholomew Longname-Smith II"
    room = text_width("Longname-Smith II", 19, True) + 2
    assert name_lines(two, 19, room) == ["Bartholomew", "Longname-Smith II"]
    lines = name_lines(two, 19, text_width("Bartholomew", 19, True) + 2)
    assert lines[0] == "Bartholomew" and len(lines) == 2
    head, _, tail = lines[1].partition("…")  # (the rest elided in its middle)
    assert head and tail and "Longname-Smith II".startswith(head), lines
    assert "Longname-Smith II".endswith(tail), lines
    assert name_lines("Ann", 19, 200) == ["Ann"]


def test_names_that_differ_only_at_the_end_stay_apart_when_elided(qapp):
    """Long Chinese names that differ only in their last character (a family's "歐陽…1",
    "歐陽…2", session 25's tester F11) stay apart on one-line plates and in log lines
    fitted to their room: the middle goes, the end stays."""
    from farmhouse.app.board.linebreak import fit_names, keep_name, keep_names, plain

    names = [f"歐陽慕容司馬諸葛上官東方皇甫{k}" for k in (1, 2)]
    plates = [fit_plate(n, 160, 20, min_size=19, badge_size=19, two_lines=False) for n in names]
    assert [p.lines[0][-1] for p in plates] == ["1", "2"]
    keep_names(names)
    width = lambda text: 10.0 * len(text)  # noqa: E731  (ten units a character)
    lines = [plain(fit_names(keep_name(n) + "從", 100, width)) for n in names]
    assert [line[-2:] for line in lines] == ["1從", "2從"] and all("…" in x for x in lines)
    assert all(len(x) <= 10 for x in lines), lines
