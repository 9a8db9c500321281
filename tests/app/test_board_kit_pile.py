"""The kit's pile (``parts/pile.py``): a deck, bag or supply with its count under it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.text import text_width
from farmhouse.paths import resources_dir

pytestmark = pytest.mark.gui

BACK = resources_dir() / "bye_bye_black_sheep" / "card_back.svg"


def test_a_pile_shows_more_backs_when_bigger_and_fades_when_empty(qapp):
    scene = QGraphicsScene()
    pile = Pile(scene, QRectF(10, 50, 60, 84), BACK, most=4, per=10, step=(2, -3))
    pile.show(25, "Deck: 25")
    assert [p.pos() for p in pile.pictures] == [QPointF(10 + 2 * i, 50 - 3 * i) for i in range(3)]
    assert all(p.opacity() == 1.0 for p in pile.pictures)
    assert pile.top_left() == QPointF(14, 44)  # (pieces fly from the top picture)
    pile.show(99, "Deck: 99")
    assert len(pile.pictures) == 4  # (at most ``most``)
    pile.show(0, "Deck: 0")
    assert len(pile.pictures) == 1 and pile.pictures[0].opacity() == pytest.approx(0.3)


def test_the_count_is_centred_under_the_pile_and_names_it_for_screen_readers(qapp):
    scene = QGraphicsScene()
    pile = Pile(scene, QRectF(0, 0, 100, 140), BACK, size=20)
    pile.show(7, "Pile: 7", "Cards are drawn from it.", why_not="You draw from a hand.")
    (label,) = pile.labels
    assert label.text() == "Pile: 7" and label.y() == 144
    assert label.x() == pytest.approx(50 - text_width("Pile: 7", 20, True) / 2, abs=0.5)
    (top,) = pile.pictures
    assert top.toolTip() == "Pile: 7\nCards are drawn from it."
    assert (top.role, top.why_not) == ("pile", "You draw from a hand.")


def test_a_new_count_redraws_the_label_alone(qapp):
    scene = QGraphicsScene()
    pile = Pile(scene, QRectF(0, 0, 60, 84), BACK)
    assert pile.show(12, "Bag: 12")
    picture = pile.pictures[0]
    assert not pile.show(12, "Bag: 12")  # nothing changed: nothing drawn
    assert pile.show(11, "Bag: 11")
    assert pile.pictures[0] is picture and picture.toolTip() == "Bag: 11"
    assert pile.labels[0].text() == "Bag: 11" and pile.label_layer.redraws == 2
    assert pile.picture_layer.redraws == 1


def test_a_long_label_breaks_between_words_within_its_width(qapp):
    scene = QGraphicsScene()
    at = QPointF(200, 10)
    pile = Pile(scene, QRectF(0, 0, 60, 84), BACK, label_at=at, label_width=90, size=16)
    pile.show(40, "Tiles left in the bag: 40")
    assert len(pile.labels) > 1
    assert all(line.sceneBoundingRect().width() <= 90.5 for line in pile.labels)
    assert " ".join(line.text() for line in pile.labels) == "Tiles left in the bag: 40"
    assert pile.labels[0].y() == 10 and pile.labels[1].y() > 10


def test_a_spread_pile_is_one_item_with_a_picture_per_piece_that_fits_its_room(qapp):
    """A hand's card backs: one picture per piece across the room, closer when they would
    not fit, centred; drawn by one item; the label starts at label_at (left aligned)."""
    from farmhouse.app.board.parts.pile import Backs

    scene = QGraphicsScene()
    room = QRectF(100, 20, 150, 96)
    at = QPointF(260, 20)
    pile = Pile(
        scene,
        QRectF(0, 0, 48, 67),
        BACK,
        most=30,
        per=1,
        step=(14, 0),
        spread=room,
        one_item=True,
        label_at=at,
        label_align="left",
    )
    pile.show(3, "3 cards")
    (backs,) = pile.pictures
    assert isinstance(backs, Backs) and backs.toolTip() == "3 cards"
    assert [p.x() for p in backs.places] == [137, 151, 165]  # (48 + 2 × 14 wide, centred)
    assert pile.top_left() == QPointF(165, 20)
    pile.show(12, "12 cards")
    assert pile.pictures == [backs]  # (the one item is kept, given its new places)
    assert len(backs.places) == 12 and backs.places[0].x() == 100
    assert backs.places[-1].x() + 48 == pytest.approx(250)  # (closer: all within the room)
    assert backs.boundingRect() == QRectF(100, 20, 150, 67)
    assert pile.labels[0].pos() == at
    pile.show(0, "0 cards")
    assert backs.places == [] and not backs.isVisible() and pile.labels[0].text() == "0 cards"
