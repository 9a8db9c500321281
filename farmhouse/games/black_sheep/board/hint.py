"""The hint on the Black Sheep board: which hand cards to play, on which side of which
pasture, and which card to discard (see :mod:`farmhouse.app.board.hint`): the targets the
choice model picks the hinted move by (:meth:`~..choices.BlackSheepChoices.hint_path`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.hint import HintSpot
from farmhouse.core.choices import Selection
from farmhouse.games.black_sheep.texts import tr


def hint_spots(
    path: Selection,
    hand: Sequence[QGraphicsItem],
    sides: Mapping[int, QGraphicsItem],
    pass_button: QGraphicsItem | None,
) -> list[HintSpot]:
    """The spots of a move picked by the targets ``path``: for a play the viewer's side of
    its pasture (``sides[p]``: "play here", first: it carries the hint's caption, clear of
    the hand), its cards in ``hand`` and the card it discards ("then discard", tagged under it
    so the prompt over the hand stays readable); for a pass ``pass_button`` (BS-3.1, BS-4.1,
    BS-2.2)."""
    spots: list[HintSpot] = []
    for kind, *rest in path:
        index = int(rest[0]) if rest else -1
        if kind == "side" and sides.get(index) is not None:
            label = tr("play here", "hint: the side to play to")
            spots.insert(0, HintSpot(item=sides[index], label=label))
        elif kind == "hand" and index < len(hand):
            spots.append(HintSpot(item=hand[index]))
        elif kind == "discard" and index < len(hand):
            label = tr("then discard", "hint")
            spots.append(HintSpot(item=hand[index], label=label, tag_below=True))
        elif kind == "pass" and pass_button is not None:
            spots.append(HintSpot(item=pass_button))
    return spots
