"""The middle band of the Bye-Bye Black Sheep board: the pile with its count and the Magpie
beside it, the goal and the idle-turn line, the watering hole with the drawn cards (and the
Wolf's covered stack), the status line under it and "Since your last turn".

:class:`Table` draws each part into its own :class:`~farmhouse.app.board.layers.Layer`,
redrawn only when that part changes; "Since your last turn" is the kit's
:class:`~farmhouse.app.board.parts.recent.RecentPanel`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, WARN
from farmhouse.app.board.parts.recent import RecentPanel
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, text_item, wrap_lines, wrapped_block
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board.items import (
    KEEP_WHOLE,
    Drawn,
    card_item,
    number_badge,
    placed,
)
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    ART,
    GOAL_Y,
    LEFT_TEXT,
    MAGPIE_RECT,
    MIN_TEXT,
    PILE_RECT,
    RECENT_RECT,
    STATUS_Y,
    WH_CARD_H,
    WH_CARD_W,
    WH_RECT,
    WH_ROW,
    covered_pos,
    wh_slot,
)
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr


class Table:
    """The middle band of the board in ``scene``; what it draws where goes into ``drawn``
    (the watering hole's cards and label)."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.names: Sequence[str] = ()
        self.centre_layer = Layer(scene)
        self.pile_count_layer = Layer(scene)
        self.stall_layer = Layer(scene)
        self.pond_layer = Layer(scene, 0.5)
        self.wh_layer = Layer(scene, 1)
        self.status_layer = Layer(scene, 1)
        self.recent_layer = Layer(scene, 1)
        self.recent = RecentPanel(MIN_TEXT, MIN_TEXT)

    def layers(self) -> list[Layer]:
        """Every layer of the band (a language switch redraws them)."""
        return [
            self.centre_layer,
            self.pile_count_layer,
            self.stall_layer,
            self.pond_layer,
            self.wh_layer,
            self.status_layer,
            self.recent_layer,
        ]

    def draw(
        self, view: View, names: Sequence[str], newest: int, title: str, lines: Sequence[str]
    ) -> None:
        """Bring the band up to date with ``view`` (``newest``: how many of the watering
        hole's cards came in with the last move; ``title`` and ``lines``: "Since your last
        turn")."""
        self.names = names
        self.centre_layer.refresh(
            (view.pile_size == 0, view.magpie_beside, view.target, view.removed_count),
            self._draw_centre,
            view,
        )
        self.pile_count_layer.refresh(view.pile_size, self._draw_pile_count, view)
        self.stall_layer.refresh(
            (view.stall, view.players, view.removed_count > 0), self._draw_stall, view
        )
        self.pond_layer.refresh((), self._draw_pond)
        key = (view.wh, view.covered, view.wolf_victim, newest, view.game_over, tuple(names))
        self.wh_layer.refresh(key, self._draw_watering_hole, view, newest)
        status = (self.status_text(view), view.covered, view.wolf_victim, tuple(names))
        self.status_layer.refresh(status, self._draw_status, view)
        self.recent_layer.refresh((title, tuple(lines)), self._draw_recent, title, lines)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _draw_centre(self, layer: Layer, view: View) -> None:
        """The pile with its count, the Magpie beside it while nobody has it, the goal, the
        stall counter and the special cards put away."""
        pile = SvgItem(ART / "pile.svg", PILE_RECT.width(), PILE_RECT.height(), layer)
        pile.setPos(PILE_RECT.topLeft())
        pile.setOpacity(1.0 if view.pile_size else 0.3)
        pile.role = "pile"
        pile.why_not = tr(
            "Nobody draws from the pile during a turn: after each turn it refills the other "
            "players' hands."
        )
        if view.magpie_beside:
            magpie = card_item(layer, data.MAGPIE, MAGPIE_RECT.width(), MAGPIE_RECT.height())
            magpie.setPos(MAGPIE_RECT.topLeft())
            magpie.role = "magpie"
            magpie.why_not = tr(
                "The Thieving Magpie goes to the first player who places a third species in "
                "their zoo, or a species that another zoo already has."
            )
            text_item(
                layer,
                tr("Magpie"),
                QPointF(MAGPIE_RECT.center().x(), MAGPIE_RECT.bottom() + 4),
                MIN_TEXT,
                False,
                INK,
                "centre",
            )
        y = GOAL_Y + 30
        goal = text_item(
            layer,
            fill(tr("Goal: %n triplet(s)", "", view.target), view.target),
            QPointF(LEFT_TEXT.left(), y),
            MIN_TEXT + 1,
            True,
            max_width=LEFT_TEXT.width(),
            min_size=MIN_TEXT,
        )
        goal.setToolTip(goal.text())
        if view.removed_count:
            wrapped_block(
                layer,
                self._removed_text(view),
                QPointF(LEFT_TEXT.left() - 4, y + 24),  # (the block's margin)
                LEFT_TEXT.width(),
                MIN_TEXT,
                MUTED,
                keep=KEEP_WHOLE,
            )

    @staticmethod
    def _removed_text(view: View) -> str:
        return fill(tr("%n special card(s) put away", "", view.removed_count))

    def _stall_top(self, view: View) -> float:
        """Where the idle-turn line goes: under the goal and the special cards put away
        (one or two lines of them)."""
        top = GOAL_Y + 30 + 28
        if view.removed_count:
            lines = wrap_lines(self._removed_text(view), MIN_TEXT, LEFT_TEXT.width())
            top += len(lines) * QFontMetricsF(board_font(MIN_TEXT)).lineSpacing()
        return top

    def _draw_stall(self, layer: Layer, view: View) -> None:
        """The idle-turn counter while it runs (BB-9.3: the game ends when it reaches 2n)."""
        if not view.stall:
            return
        limit = data.STALL_TURNS_PER_PLAYER * view.players
        label = text_item(
            layer,
            fill(tr("Stalled turns: %1 of %2"), view.stall, limit),
            QPointF(LEFT_TEXT.left(), self._stall_top(view)),
            MIN_TEXT,
            True,
            WARN,
            max_width=LEFT_TEXT.width(),
            min_size=MIN_TEXT,
        )
        label.setToolTip(
            tr(
                "A turn is stalled when no card enters a zoo and the pile does not shrink. "
                "When every player has had two stalled turns in a row, the game ends."
            )
        )

    def _wh_why_not(self) -> str:
        return tr(
            "The cards in the watering hole go into the hand of the player whose turn it is "
            "when the turn ends."
        )

    def _draw_pond(self, layer: Layer) -> None:
        """The watering hole's art (it never changes: the cards lie in their own layer)."""
        art = SvgItem(ART / "watering_hole.svg", WH_RECT.width(), WH_RECT.height(), layer)
        art.setPos(WH_RECT.topLeft())
        art.role = "wh"
        art.why_not = self._wh_why_not()

    def _draw_pile_count(self, layer: Layer, view: View) -> None:
        count = text_item(
            layer,
            fill(tr("Pile: %1"), view.pile_size),
            QPointF(PILE_RECT.center().x(), PILE_RECT.bottom() + 4),
            MIN_TEXT + 1,
            True,
            INK,
            "centre",
        )
        count.setToolTip(count.text())

    def _draw_watering_hole(self, layer: Layer, view: View, newest: int) -> None:
        """The watering hole with the drawn cards in a row (the ``newest`` last ones outlined
        in gold) and the cards under the Wolf as a face-down stack."""
        self.drawn.wh = []
        count = len(view.wh)
        if view.covered:
            pos = covered_pos(count)
            for i in range(min(4, len(view.covered))):
                back = card_item(layer, None, WH_CARD_W, WH_CARD_H)
                back.setPos(pos + QPointF(-i * 4, -i * 3))
                back.setZValue(1)
            badge = Box(
                QRectF(pos.x() - 16, pos.y() - 12, 34, 30),
                QColor("#FFFFFF"),
                INK,
                14,
                str(len(view.covered)),
                MIN_TEXT,
            )
            badge.setParentItem(layer)
            badge.setZValue(30)
            victim = view.wolf_victim if view.wolf_victim is not None else 0
            badge.setToolTip(
                fill(
                    tr(
                        "%n card(s) under the Wolf: %1 gets them at the end of the turn.",
                        "",
                        len(view.covered),
                    ),
                    self._name(victim),
                )
            )
        for i, kind in enumerate(view.wh):
            item = card_item(layer, kind, WH_CARD_W, WH_CARD_H)
            item.setToolTip(placed(texts.kind_name(kind), tr("the watering hole")))
            item.setPos(wh_slot(i, count))
            item.setZValue(2 + i)
            item.role = "wh"
            item.data_value = ("wh", i)
            item.why_not = self._wh_why_not()
            number_badge(item, kind)
            if i >= count - newest:
                item.glow = GOLD
            self.drawn.wh.append(item)
        self.drawn.wh_label = None
        if not count and not view.game_over:
            self.drawn.wh_label = text_item(
                layer,
                tr("Watering hole"),
                QPointF(WH_RECT.center().x(), WH_RECT.center().y() - 12),
                MIN_TEXT + 3,
                True,
                QColor("#2F6F8F"),
                "centre",
            )

    def status_text(self, view: View) -> str:
        """The line under the watering hole: cards drawn and what stopping now would allow."""
        if view.game_over:
            return ""
        me = view.seat
        active = view.active
        if view.phase is Phase.PLACE:
            left = view.placements_left
            if active == me:
                return fill(tr("You may place %n more card(s).", "", left))
            return fill(tr("%1 is placing: %n more card(s) allowed.", "", left), self._name(active))
        drawn = view.drawn
        allowance = max(0, drawn - data.PLACEMENT_DISCOUNT)
        if drawn == 0:
            return tr("No card drawn yet this turn.")
        if active == me:
            if allowance == 0:
                return fill(tr("Drawn: %1 · you place nothing unless you draw 3 or more."), drawn)
            return fill(tr("Drawn: %1 · stop now to place %n card(s).", "", allowance), drawn)
        if allowance == 0:
            return fill(tr("Drawn: %1 · nothing to place yet."), drawn)
        return fill(
            tr("Drawn: %1 · %2 may place %n card(s) if they stop.", "", allowance),
            drawn,
            self._name(active),
        )

    def _draw_status(self, layer: Layer, view: View) -> None:
        text = self.status_text(view)
        if text:
            line = text_item(
                layer,
                text,
                QPointF(WH_ROW.center().x(), STATUS_Y),
                MIN_TEXT + 3,
                True,
                INK,
                "centre",
                WH_ROW.width(),
            )
            line.setToolTip(text)
        if view.covered and view.wolf_victim is not None:
            text_item(
                layer,
                fill(
                    tr("Under the Wolf: %n card(s) for %1", "", len(view.covered)),
                    self._name(view.wolf_victim),
                ),
                QPointF(WH_ROW.center().x(), STATUS_Y + 30),
                MIN_TEXT,
                False,
                MUTED,
                "centre",
                WH_ROW.width(),
            )

    def _draw_recent(self, layer: Layer, title: str, lines: Sequence[str]) -> None:
        """ "Since your last turn" (the kit's panel); its block's tooltip lists what it
        shows, for screen readers."""
        block = self.recent.draw(layer, RECENT_RECT, title, lines)
        if block is not None:
            shown = self.recent.shown
            hidden = len(shown) < len(lines)
            more = [tr("Earlier moves are in the game log.")] if hidden else []
            block.setToolTip("\n".join([title, *shown, *more]))
