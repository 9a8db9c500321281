"""The middle band of the Bye-Bye Black Sheep board: the pile with its count and the Magpie
beside it, the goal and the idle-turn line, the watering hole with the drawn cards (and the
Wolf's covered stack), the status line under it and the kit's "Since your last turn"
(:class:`~farmhouse.app.board.parts.recent.RecentPanel`). Each part is a
:class:`~farmhouse.app.board.layers.Layer` redrawn only when what it shows changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, WARN
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.parts.recent import RecentPanel
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, centred_lines, text_item, wrap_lines, wrapped_block
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE, Drawn, card_item
from farmhouse.games.bye_bye_black_sheep.rules import View
from farmhouse.games.bye_bye_black_sheep.texts import fill, name_of, tr


class Table:
    """The middle band of the board in ``scene``; the watering hole's cards and label go
    into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.names: Sequence[str] = ()
        z = {"centre": 0, "stall": 0, "pond": 0.5, "wh": 1, "status": 1}
        self.parts = {name: Layer(scene, depth) for name, depth in z.items()}
        self.pile = Pile(scene, L.PILE_RECT, L.ART / "pile.svg", size=L.MIN_TEXT + 1)
        self.recent_layer = Layer(scene, 1)
        self.recent = RecentPanel(L.MIN_TEXT, L.MIN_TEXT)

    def draw(
        self, view: View, names: Sequence[str], newest: int, title: str, lines: Sequence[str]
    ) -> None:
        """Bring the band up to date with ``view`` (``newest``: how many of the watering
        hole's cards came in with the last move; ``title`` and ``lines``: "Since your last
        turn")."""
        self.names = names
        parts = self.parts
        #: The draw pile: %1 is how many are left in it.
        label = fill(tr("Pile: %1"), view.pile_size)
        self.pile.show(view.pile_size, label, "", texts.why_not("pile"))
        centre = (view.magpie_beside, view.target, view.removed_count)
        parts["centre"].refresh(centre, self._draw_centre, view)
        stall = (view.stall, view.players, view.removed_count > 0)
        parts["stall"].refresh(stall, self._draw_stall, view)
        parts["pond"].refresh((), self._draw_pond)
        key = (view.wh, view.covered, view.wolf_victim, newest, view.game_over, tuple(names))
        parts["wh"].refresh(key, self._draw_watering_hole, view, newest)
        status = (self.status_text(view), view.covered, view.wolf_victim, tuple(names))
        parts["status"].refresh(status, self._draw_status, view)
        room = L.RECENT_RECT if self.recent.layer is None else self.recent.rect  # (:mod:`.prompts`)
        self.recent.show(self.recent_layer, room, title, lines)

    def status_text(self, view: View) -> str:
        """The line under the watering hole (:func:`~..texts.status_text`)."""
        return texts.status_text(view, self.names, self.drawn.spectator)

    def _draw_centre(self, layer: Layer, view: View) -> None:
        """The Magpie beside the pile while nobody has it, the goal, the special cards put
        away."""
        if view.magpie_beside:
            magpie = card_item(layer, data.MAGPIE, L.MAGPIE_RECT.width(), L.MAGPIE_RECT.height())
            magpie.setPos(L.MAGPIE_RECT.topLeft())
            magpie.role, magpie.why_not = "magpie", texts.why_not("magpie")
            room = L.MAGPIE_NAME  # (where one line is too wide, two even ones: ja, U4)
            at = QPointF(room.center().x(), room.top())
            centred_lines(
                layer, tr("Magpie"), at, room.width(), L.MIN_TEXT, keep=KEEP_WHOLE, even=True
            )
        y, width = L.GOAL_Y + 30, L.LEFT_TEXT.width()
        goal_text = fill(tr("Goal: %n triplet(s)", "", view.target), view.target)
        at = QPointF(L.LEFT_TEXT.left(), y)
        goal = text_item(layer, goal_text, at, L.MIN_TEXT + 1, True, INK, max_width=width)
        goal.setToolTip(goal.text())
        if view.removed_count:  # (the block's margin: 4 units)
            at = QPointF(L.LEFT_TEXT.left() - 4, y + 24)
            wrapped_block(layer, _removed(view), at, width, L.MIN_TEXT, MUTED, keep=KEEP_WHOLE)

    def _draw_stall(self, layer: Layer, view: View) -> None:
        """The idle-turn counter while it runs (BB-9.3: the game ends when it reaches 2n),
        under the goal and the special cards put away."""
        if not view.stall:
            return
        top = L.GOAL_Y + 30 + 28
        if view.removed_count:
            lines = wrap_lines(_removed(view), L.MIN_TEXT, L.LEFT_TEXT.width())
            top += len(lines) * QFontMetricsF(board_font(L.MIN_TEXT)).lineSpacing()
        limit = data.STALL_TURNS_PER_PLAYER * view.players
        text = fill(tr("Stalled turns: %1 of %2"), view.stall, limit)
        at, width = QPointF(L.LEFT_TEXT.left(), top), L.LEFT_TEXT.width()
        tip = tr(
            "A turn is stalled when no card enters a zoo and the pile does not shrink. "
            "When every player has had two stalled turns in a row, the game ends."
        )
        text_item(layer, text, at, L.MIN_TEXT, True, WARN, max_width=width).setToolTip(tip)

    def _draw_pond(self, layer: Layer) -> None:
        """The watering hole's art (it never changes: the cards lie in their own layer)."""
        art = SvgItem(L.ART / "watering_hole.svg", L.WH_RECT.width(), L.WH_RECT.height(), layer)
        art.setPos(L.WH_RECT.topLeft())
        art.role, art.why_not = "wh", texts.why_not("wh")

    def _draw_watering_hole(self, layer: Layer, view: View, newest: int) -> None:
        """The drawn cards in a row (the ``newest`` last ones outlined in gold) and the cards
        under the Wolf as a face-down stack with their count."""
        self.drawn.wh = []
        count = len(view.wh)
        if view.covered:
            pos = L.covered_pos(count)
            for i in range(min(4, len(view.covered))):
                back = card_item(layer, None, L.WH_CARD_W, L.WH_CARD_H)
                back.setPos(pos + QPointF(-i * 4, -i * 3))
                back.setZValue(1)
            box = QRectF(pos.x() - 16, pos.y() - 12, 34, 30)
            badge = Box(box, QColor("#FFFFFF"), INK, 14, str(len(view.covered)), L.MIN_TEXT, layer)
            badge.setZValue(30)
            victim = name_of(self.names, view.wolf_victim if view.wolf_victim is not None else 0)
            n = len(view.covered)
            tip = tr("%n card(s) under the Wolf: %1 gets them at the end of the turn.", "", n)
            badge.setToolTip(fill(tip, victim))
        for i, kind in enumerate(view.wh):
            item = card_item(layer, kind, L.WH_CARD_W, L.WH_CARD_H, tr("the watering hole"))
            item.setPos(L.wh_slot(i, count))
            item.setZValue(2 + i)
            item.role, item.data_value, item.why_not = "wh", ("wh", i), texts.why_not("wh")
            if i >= count - newest:
                item.glow = GOLD
            self.drawn.wh.append(item)
        self.drawn.wh_label = None
        if not count and not view.game_over:
            at = QPointF(L.WH_RECT.center().x(), L.WH_RECT.center().y() - 12)
            name, blue = tr("Watering hole"), QColor("#2F6F8F")
            self.drawn.wh_label = text_item(layer, name, at, L.MIN_TEXT + 3, True, blue, "centre")

    def _draw_status(self, layer: Layer, view: View) -> None:
        text = self.status_text(view)
        x, width = L.WH_ROW.center().x(), L.WH_ROW.width()
        if text:
            at = QPointF(x, L.STATUS_Y)
            line = text_item(layer, text, at, L.MIN_TEXT + 3, True, INK, "centre", width)
            line.setToolTip(text)
        if view.covered and view.wolf_victim is not None:
            n, victim = len(view.covered), name_of(self.names, view.wolf_victim)
            text = fill(tr("Under the Wolf: %n card(s) for %1", "", n), victim)
            at = QPointF(x, L.STATUS_Y + 30)
            text_item(layer, text, at, L.MIN_TEXT, False, MUTED, "centre", width)


def _removed(view: View) -> str:
    return fill(tr("%n special card(s) put away", "", view.removed_count))
