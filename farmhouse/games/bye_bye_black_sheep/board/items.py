"""Scene items of the Bye-Bye Black Sheep board: a card (a black sheep in its owner's
colour, the species number in its corner) and :class:`Drawn`, what the board's parts drew where.
"""

from __future__ import annotations

from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.seats import SEAT_HEX
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L

#: Japanese and Chinese game terms that a wrapped line never splits.
KEEP_WHOLE = (
    *("水飲み場", "黒ヒツジ", "白ヒツジ", "母ヒツジ", "3枚組", "飲水處", "饮水处"),
    *("動物園", "动物园", "少なすぎて"),  # (phrases alone broke 「放進動|物園」「少な|すぎて」)
)


class CardItem(SvgItem):
    """A card picture; ``base_glow`` is its outline when it is no choice (gold: just placed)."""

    base_glow: QColor | None = None
    #: The card kind it shows (None: the back).
    kind: int | None = None
    #: The (seat, species, place in the column) a zoo card stands for: its own, or in another
    #: player's zoo, drawn compact, those of every card of its kind in the column.
    slots: tuple[tuple[int, int, int], ...] = ()


@attrs.define
class Drawn:
    """What the board's parts drew where (each part fills in its own fields as it draws;
    the board binds the targets from it, the animations start and end there)."""

    hands: dict[int, Box] = attrs.field(factory=dict)  # other players' hands by seat
    zoo: dict[tuple[int, int], list[CardItem]] = attrs.field(factory=dict)  # by (seat, kind)
    zoo_slots: dict[tuple[int, int, int], CardItem] = attrs.field(factory=dict)
    zoo_rects: dict[int, QRectF] = attrs.field(factory=dict)
    wh: list[CardItem] = attrs.field(factory=list)  # the watering hole's row
    wh_label: QGraphicsSimpleTextItem | None = None
    anchors: dict[int, QPointF] = attrs.field(factory=dict)  # where cards fly to a hand
    spectator: bool = False  # a replay's board (GameBoard.spectator): no seat is "you"


def card_item(
    parent: Any, kind: int | None, width: float, height: float, where: str | None = None
) -> CardItem:
    """A card picture (``None``: the back; a black sheep in its owner's colour). With
    ``where`` (the place it lies, "Ann's zoo") its tooltip names it there and a species card
    gets its number in its top-left corner."""
    owner = kind - data.BLACK_SHEEP_BASE if kind is not None and data.is_black_sheep(kind) else None
    tint = SEAT_HEX[owner % len(SEAT_HEX)] if owner is not None else None
    item = CardItem(L.card_path(kind), width, height, parent, tint)
    item.kind = kind
    if kind is not None:
        name = texts.kind_name(kind)
        item.setToolTip(name if where is None else texts.placed(name, where))
        if where is not None and data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
            corner_badge(item, str(kind), L.MIN_TEXT, border=None)
    return item
