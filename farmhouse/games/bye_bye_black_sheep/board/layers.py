"""The drawn layers of the Bye-Bye Black Sheep board: each part of the view (a player's
panel, hand and zoo, the pile, the watering hole, the status line, "Since your last turn",
the viewer's hand) is drawn into its own :class:`~farmhouse.app.board.layers.Layer` and
redrawn only when that part changes.

:class:`DrawnLayers` is a mixin of the board; it reads ``self._view`` and ``self._names``,
records the click targets (``_fan_items``, ``_hand_items``, ``_zoo_items``, ``_wh_items``)
for input and where things are (``_hand_anchor``, ``_zoo_slot_items``, ``_zoo_rects``) for
the animations.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, WARN, pale
from farmhouse.app.board.seats import SEAT_HEX, seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    UNWRAPPED,
    board_font,
    place,
    set_text,
    text_block,
    text_item,
    wrap_lines,
)
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    ART,
    GOAL_Y,
    HAND_AREA,
    HAND_CARD_H,
    HAND_CARD_W,
    KEYS_Y,
    MAGPIE_RECT,
    MIN_TEXT,
    OWN_ZOO,
    PILE_RECT,
    RECENT_RECT,
    STATUS_Y,
    WH_CARD_H,
    WH_CARD_W,
    WH_RECT,
    WH_ROW,
    black_sheep_owner,
    card_path,
    covered_pos,
    fan_positions,
    fan_rect,
    hand_slot,
    opponent_zoo_rect,
    wh_slot,
    zoo_slots,
)
from farmhouse.games.bye_bye_black_sheep.rules import HandRisk, Phase, View, species_counts
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

#: Japanese and Chinese game terms that a wrapped line never splits.
KEEP_WHOLE = ("水飲み場", "黒ヒツジ", "白ヒツジ", "母ヒツジ", "3枚組", "飲水處", "饮水处")
#: A risk at least this high is shown in warning red.
HIGH_RISK = 0.25


class CardItem(SvgItem):
    """A card picture; ``base_glow`` is its outline when it is no choice (gold: just placed)."""

    base_glow: QColor | None = None
    #: (seat, species, place in the column) of a zoo card.
    slot: tuple[int, int, int] | None = None
    #: In the viewer's hand: the "×2" badge and the star of a card completing a triplet.
    count_badge: Box | None = None
    star: Box | None = None


@attrs.define
class OwnHand:
    """The items of the viewer's hand kept between moves (see
    ``DrawnLayers._update_own_hand``): cards by kind, the key numbers, the total, and
    what they show."""

    cards: dict[int, CardItem] = attrs.field(factory=dict)
    numbers: list[QGraphicsSimpleTextItem] = attrs.field(factory=list)
    total: QGraphicsSimpleTextItem | None = None
    owner: tuple[int, int | None] | None = None
    state: Any = None

    def reset(self) -> None:
        """Forget every item (they have been removed from the scene)."""
        self.cards, self.numbers, self.total, self.owner, self.state = {}, [], None, None, None


def card_item(parent: Any, kind: int | None, width: float, height: float) -> CardItem:
    """A card picture (``None``: the back); a black sheep in its owner's colour."""
    owner = black_sheep_owner(kind)
    tint = SEAT_HEX[owner % len(SEAT_HEX)] if owner is not None else None
    item = CardItem(card_path(kind), width, height, parent, tint)
    if kind is not None:
        item.setToolTip(texts.kind_name(kind))
    return item


def number_badge(card: SvgItem, kind: int) -> None:
    """The species number in the card's clear top-left corner (species cards only)."""
    if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
        badge = Box(QRectF(2, 3, 26, 22), QColor("#FFFFFF"), None, 6, str(kind), MIN_TEXT)
        badge.setParentItem(card)


@attrs.define
class HandRow:
    """The items of another player's hand row (see ``DrawnLayers._draw_opponent_hand``) and
    the (count, risk, name) they show."""

    fan: FanItem
    count: QGraphicsSimpleTextItem
    risk: QGraphicsSimpleTextItem
    bar: Box
    filled: Box
    percent: QGraphicsSimpleTextItem
    target: Box
    fan_room: QRectF
    text_room: float
    state: Any = None


class FanItem(QGraphicsObject):
    """Card backs fanned out (another player's hand): one item that blits the cached back
    at each place, cheaper to build and paint than an item per card."""

    def __init__(self, positions: Sequence[QPointF], width: float, height: float) -> None:
        super().__init__()
        self.size = (width, height)
        self.positions: list[QPointF] = []
        self._rect = QRectF()
        self.set_positions(positions)

    def set_positions(self, positions: Sequence[QPointF]) -> None:
        """Show a back at each of ``positions`` (top-left corners)."""
        self.prepareGeometryChange()
        self.positions = list(positions)
        self._rect = QRectF()
        for pos in self.positions:
            self._rect = self._rect.united(QRectF(pos.x(), pos.y(), *self.size))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        w = max(1, round(self.size[0] * t.m11() * dpr))
        h = max(1, round(self.size[1] * t.m22() * dpr))
        pixmap = SVG_CACHE.pixmap(card_path(None), w, h, dpr)
        painter.save()
        painter.resetTransform()
        for pos in self.positions:
            at = t.map(pos)
            painter.drawPixmap(
                QPointF(round(at.x() * dpr) / dpr, round(at.y() * dpr) / dpr), pixmap
            )
        painter.restore()


class DrawnLayers:
    """Drawing of every part of the board (a mixin of the board class)."""

    _view: View | None
    _names: list[str]
    _fan_items: dict[int, Box]
    _hand_rows: dict[int, HandRow]
    _own_hand: OwnHand
    _hand_items: dict[int, SvgItem]
    _zoo_items: dict[tuple[int, int], list[SvgItem]]
    _wh_items: list[SvgItem]
    _wh_label: QGraphicsSimpleTextItem | None
    _pile_item: SvgItem | None
    _magpie_item: SvgItem | None
    _hand_anchor: dict[int, QPointF]
    _zoo_slot_items: dict[tuple[int, int, int], SvgItem]
    _zoo_rects: dict[int, QRectF]

    def _viewer(self) -> int:
        """The seat drawn at the bottom: the view's seat, or the active seat for a spectator."""
        assert self._view is not None
        return self._view.seat if self._view.seat is not None else self._view.active

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"

    # ---------------------------------------------------------------- name plates

    def _triplets_text(self, view: View, seat: int) -> tuple[str, int]:
        done = sum(1 for n in self._column_counts(view, seat).values() if n >= data.TRIPLET)
        if seat == self._viewer():
            return texts.fill(tr("Triplets %1/%2"), done, view.target), done
        # a narrow panel: the star stands for "triplets" as on the zoo's columns
        return texts.fill(tr("★ %1/%2"), done, view.target), done

    def _badge_room(self) -> float:
        """Room kept beside every name for the turn badge, so no name moves when turns pass."""
        metrics = QFontMetricsF(board_font(MIN_TEXT, True))
        badges = (
            tr("▶ your turn"),
            tr("▶ to play"),
            tr("▶ you decide"),
            tr("▶ deciding"),
            tr("their turn"),
        )
        return max(metrics.horizontalAdvance(b) for b in badges) + 24

    def _name_width(self, seat: int, rect: QRectF, size: float, trips: str) -> tuple[str, float]:
        """The name as the panel shows it (elided to its room) and its width."""
        trips_w = QFontMetricsF(board_font(MIN_TEXT + 1, True)).horizontalAdvance(trips)
        room = rect.width() - 40 - 12 - trips_w - 16 - self._badge_room() - 10
        metrics = QFontMetricsF(board_font(size, True))
        shown = metrics.elidedText(self._name(seat), Qt.TextElideMode.ElideRight, max(20.0, room))
        return shown, metrics.horizontalAdvance(shown)

    def _plate(self, layer: Layer, view: View, seat: int, rect: QRectF, size: float) -> None:
        """A seat's panel with its colour symbol, name and triplets so far (whose turn it
        is is drawn over it by :meth:`_turn_marker`, so a turn change repaints little)."""
        panel = Box(rect, PAPER, seat_qcolour(seat), 14)
        panel.border_width = 4
        panel.setParentItem(layer)
        panel.setZValue(-2)
        symbol = seat_symbol(seat, QPointF(rect.left() + 22, rect.top() + 24), 11, layer)
        symbol.setZValue(1)
        trips, done = self._triplets_text(view, seat)
        count = text_item(
            layer,
            trips,
            QPointF(rect.right() - 12, rect.top() + 12),
            MIN_TEXT + 1,
            True,
            INK,
            "right",
        )
        count.setZValue(1)
        count.setToolTip(fill(tr("Triplets: %1 of the %2 needed to win"), done, view.target))
        shown, _ = self._name_width(seat, rect, size, trips)
        label = text_item(layer, shown, QPointF(rect.left() + 40, rect.top() + 10), size, True)
        label.setToolTip(self._name(seat))

    def _turn_state(self, view: View, seat: int) -> str:
        if view.game_over:
            return ""
        if view.to_move == seat:
            out_of_turn = seat != view.active  # the White Sheep's owner
            if seat == view.seat:
                return "you_decide" if out_of_turn else "you"
            return "deciding" if out_of_turn else "to_move"
        return "active" if seat == view.active else ""

    def _turn_marker(self, layer: Layer, view: View, seat: int, rect: QRectF, size: float) -> None:
        """Whose decision it is: a dark frame round the panel and a gold badge after the name
        (a pale "turn" badge on the active seat while the White Sheep's owner decides)."""
        state = self._turn_state(view, seat)
        if not state:
            return
        if state != "active":
            outer = rect.adjusted(-5, -5, 5, 5)
            for strip in (
                QRectF(outer.left(), outer.top(), outer.width(), 6),
                QRectF(outer.left(), outer.bottom() - 6, outer.width(), 6),
                QRectF(outer.left(), outer.top(), 6, outer.height()),
                QRectF(outer.right() - 6, outer.top(), 6, outer.height()),
            ):
                Box(strip, INK, None, 3).setParentItem(layer)
        text = {
            "you": tr("▶ your turn"),
            "to_move": tr("▶ to play"),
            "you_decide": tr("▶ you decide"),
            "deciding": tr("▶ deciding"),
            "active": tr("their turn"),
        }[state]
        trips, _ = self._triplets_text(view, seat)
        _, width = self._name_width(seat, rect, size, trips)
        badge_w = QFontMetricsF(board_font(MIN_TEXT, True)).horizontalAdvance(text) + 24
        colour = pale(GOLD, 0.35) if state == "active" else GOLD
        badge = Box(QRectF(rect.left() + 50 + width, rect.top() + 8, badge_w, 30), colour, INK, 15)
        badge.text = text
        badge.font_size = MIN_TEXT
        badge.setParentItem(layer)

    def _column_counts(self, view: View, seat: int) -> dict[int, int]:
        return {
            sp: n for sp, n in species_counts(view.zoos[seat], view.joker_species).items() if sp
        }

    # ---------------------------------------------------------------- the other players

    def _draw_opponent_hand(self, layer: Layer, seat: int, panel: QRectF, key: int) -> None:
        """The items of an opponent's hand row: the fan of card backs, its key number, the
        count, the black-sheep chance with its bar; the whole row is the draw target. Their
        content is set by :meth:`_update_opponent_hand`, so a new count changes texts
        instead of building the row again."""
        fan = fan_rect(panel)
        self._hand_anchor[seat] = QPointF(fan.left() + 36, fan.top() + 8)
        target = Box(
            QRectF(panel.left() + 6, panel.top() + 44, panel.width() - 12, 104), None, None, 10
        )
        target.setParentItem(layer)
        target.role = "hand"
        target.data_value = seat
        target.setZValue(3)
        number = Box(QRectF(fan.left() - 4, fan.top() + 62, 28, 28), QColor("#FFFFFF"), INK, 14)
        number.text = str(key)
        number.font_size = MIN_TEXT
        number.setParentItem(layer)
        number.setZValue(2)
        number.setToolTip(fill(tr("Key %1 draws from this hand"), key))
        x = fan.right() - 20
        room = panel.right() - 10 - x
        bar = QRectF(x, panel.top() + 112, min(90.0, room - 56), 12)
        parts = HandRow(
            fan=FanItem([], 48, 67.2),
            count=text_item(layer, "", QPointF(x, panel.top() + 54), MIN_TEXT + 2, True),
            risk=text_item(layer, "", QPointF(x, panel.top() + 82), MIN_TEXT),
            bar=Box(bar, QColor("#E8DCC0"), MUTED, 4),
            filled=Box(QRectF(bar), INK, None, 4),
            percent=text_item(
                layer, "", QPointF(bar.right() + 8, panel.top() + 103), MIN_TEXT, True
            ),
            target=target,
            fan_room=fan.adjusted(0, 0, -30, 0),
            text_room=room,
        )
        for item in (parts.fan, parts.bar, parts.filled):
            item.setParentItem(layer)
        self._hand_rows[seat] = parts

    def _update_opponent_hand(self, view: View, seat: int, risk: HandRisk | None) -> None:
        """Show ``seat``'s hand size and risk in its row (nothing happens if they are as
        shown already)."""
        parts = self._hand_rows.get(seat)
        if parts is None:
            return
        count = view.hand_sizes[seat]
        state = (count, risk, self._name(seat))
        if state == parts.state:
            return
        parts.state = state
        parts.fan.set_positions(fan_positions(count, parts.fan_room))
        set_text(parts.count, fill(tr("%n card(s)", "", count), count), parts.text_room)
        shown = risk is not None and count > 0
        for item in (parts.risk, parts.bar, parts.filled, parts.percent):
            item.setVisible(shown)
        if risk is None or not shown:
            parts.target.setToolTip("")
            return
        colour = WARN if risk.p_black_sheep >= HIGH_RISK else INK
        set_text(
            parts.risk,
            fill(tr("black sheep: %1 in %2"), risk.black_sheep, risk.cards),
            parts.text_room,
        )
        parts.risk.setBrush(colour)
        set_text(parts.percent, fill(tr("%1%"), round(risk.p_black_sheep * 100)))
        parts.percent.setBrush(colour)
        bar = parts.bar.rect
        parts.filled.prepareGeometryChange()
        parts.filled.rect = QRectF(
            bar.left(), bar.top(), max(4.0, bar.width() * risk.p_black_sheep), bar.height()
        )
        parts.filled.fill = colour
        parts.filled.update()
        known = [c for c in risk.known if not data.is_black_sheep(c)]
        if known:
            tip = fill(
                tr("%1 holds %n card(s).\nKnown to be in this hand: %2", "", count),
                self._name(seat),
                texts.card_list(known),
            )
        else:
            tip = fill(tr("%1 holds %n card(s).", "", count), self._name(seat))
        parts.target.setToolTip(tip)

    # ---------------------------------------------------------------- zoos

    def _draw_zoo(
        self,
        layer: Layer,
        view: View,
        seat: int,
        rect: QRectF,
        max_w: float,
        fresh: Counter[int],
    ) -> None:
        """A zoo on its art: one column per species (a joker in its declared species'
        column), triplets on a gold ground with a star, the cards placed since the viewer's
        last turn outlined in gold (``fresh``: species → how many)."""
        self._zoo_rects[seat] = rect
        zoo = view.zoos[seat]
        columns: dict[int, list[int]] = {}
        for card in sorted(zoo, key=lambda c: (c == data.JOKER, c)):
            species = view.joker_species if card == data.JOKER else card
            columns.setdefault(species, []).append(card)
        order = sorted(columns)
        if not order:
            text_item(
                layer,
                tr("empty zoo"),
                QPointF(rect.center().x(), rect.center().y() - 10),
                MIN_TEXT,
                False,
                MUTED,
                "centre",
            )
            return
        card_w, card_h, lefts, step = zoo_slots([len(columns[s]) for s in order], rect, max_w)
        top = rect.top() + 26
        for col, species in enumerate(order):
            cards = columns[species]
            x = lefts[col]
            if len(cards) >= data.TRIPLET:
                height = card_h + step * (len(cards) - 1)
                ground = Box(
                    QRectF(x - 4, top - 4, card_w + 8, height + 8), pale(GOLD, 0.55), GOLD, 6
                )
                ground.setParentItem(layer)
                ground.setZValue(0.5)
                star = Box(
                    QRectF(x + card_w / 2 - 13, top + height - 10, 26, 24),
                    GOLD,
                    INK,
                    12,
                    "★",
                    MIN_TEXT,
                )
                star.setParentItem(layer)
                star.setZValue(20)
                star.setToolTip(fill(tr("Triplet of %1"), texts.species_name(species)))
            new = fresh.get(species, 0)
            for k, card in enumerate(cards):
                item = card_item(layer, card, card_w, card_h)
                item.setPos(x, top + k * step)
                item.setZValue(1 + k)
                item.role = "zoo_card"
                item.data_value = (seat, card)
                if card == data.JOKER:
                    item.setToolTip(fill(tr("joker as %1"), texts.species_name(species)))
                if k >= len(cards) - new:
                    item.glow = item.base_glow = GOLD
                    item.setToolTip(fill(tr("%1 (placed since your last turn)"), item.toolTip()))
                item.slot = (seat, species, k)

    # ---------------------------------------------------------------- middle band

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
        self._pile_item = pile
        self._magpie_item = None
        if view.magpie_beside:
            magpie = card_item(layer, data.MAGPIE, MAGPIE_RECT.width(), MAGPIE_RECT.height())
            magpie.setPos(MAGPIE_RECT.topLeft())
            magpie.role = "magpie"
            magpie.why_not = tr(
                "The Thieving Magpie goes to the first player who places a third species in "
                "their zoo, or a species that another zoo already has."
            )
            self._magpie_item = magpie
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
        text_item(
            layer,
            fill(tr("Goal: %n triplet(s)", "", view.target), view.target),
            QPointF(20, y),
            MIN_TEXT + 1,
            True,
            max_width=224,
        )
        if view.removed_count:
            text_item(
                layer,
                fill(tr("%n special card(s) put away", "", view.removed_count)),
                QPointF(20, y + 28),
                MIN_TEXT,
                False,
                MUTED,
                max_width=224,
            )

    def _draw_stall(self, layer: Layer, view: View) -> None:
        """The idle-turn counter while it runs (BB-9.3: the game ends when it reaches 2n)."""
        if not view.stall:
            return
        limit = data.STALL_TURNS_PER_PLAYER * view.players
        label = text_item(
            layer,
            fill(tr("Idle turns: %1 of %2"), view.stall, limit),
            QPointF(20, GOAL_Y + 30 + (54 if view.removed_count else 28)),
            MIN_TEXT,
            True,
            WARN,
            max_width=224,
        )
        label.setToolTip(
            tr(
                "A turn is idle when no card enters a zoo and the pile does not shrink. "
                "When every player has had two idle turns in a row, the game ends."
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

    def _draw_zoo_art(self, layer: Layer, seat: int, rect: QRectF) -> None:
        """A zoo's art in its owner's colours (redrawn only when the panel moves)."""
        art = SvgItem(ART / "zoo.svg", rect.width(), rect.height(), layer, SEAT_HEX[seat % 5])
        art.setPos(rect.topLeft())

    def _draw_pile_count(self, layer: Layer, view: View) -> None:
        text_item(
            layer,
            fill(tr("Pile: %1"), view.pile_size),
            QPointF(PILE_RECT.center().x(), PILE_RECT.bottom() + 4),
            MIN_TEXT + 1,
            True,
            INK,
            "centre",
        )

    def _draw_watering_hole(self, layer: Layer, view: View, newest: int) -> None:
        """The watering hole with the drawn cards in a row (the ``newest`` last ones outlined
        in gold) and the cards under the Wolf as a face-down stack."""
        self._wh_items = []
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
            item.setPos(wh_slot(i, count))
            item.setZValue(2 + i)
            item.role = "wh"
            item.data_value = ("wh", i)
            item.why_not = self._wh_why_not()
            number_badge(item, kind)
            if i >= count - newest:
                item.glow = GOLD
            self._wh_items.append(item)
        self._wh_label = None
        if not count and not view.game_over:
            self._wh_label = text_item(
                layer,
                tr("Watering hole"),
                QPointF(WH_RECT.center().x(), WH_RECT.center().y() - 12),
                MIN_TEXT + 3,
                True,
                QColor("#2F6F8F"),
                "centre",
            )

    def _status_text(self, view: View) -> str:
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
        text = self._status_text(view)
        if text:
            text_item(
                layer,
                text,
                QPointF(WH_ROW.center().x(), STATUS_Y),
                MIN_TEXT + 3,
                True,
                INK,
                "centre",
                WH_ROW.width(),
            )
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

    def _draw_recent_frame(self, layer: Layer) -> None:
        Box(RECENT_RECT, PAPER, QColor("#B9A886"), 10).setParentItem(layer)

    def _draw_recent(self, layer: Layer, title: str, lines: Sequence[str]) -> None:
        """ "Since your last turn": the newest summary lines that fit."""
        text_item(
            layer,
            title,
            QPointF(RECENT_RECT.left() + 10, RECENT_RECT.top() + 8),
            MIN_TEXT,
            True,
            max_width=RECENT_RECT.width() - 20,
        )
        view = self._view
        started = view is None or view.turns > 0 or view.step > 1
        shown = list(lines) or [
            tr("Earlier moves are in the game log.") if started else tr("Nothing yet.")
        ]
        width = RECENT_RECT.width() - 20
        top = RECENT_RECT.top() + 34
        room = RECENT_RECT.bottom() - 6 - top
        spacing = QFontMetricsF(board_font(MIN_TEXT)).lineSpacing()
        wrapped = [wrap_lines("• " + line, MIN_TEXT, width, keep=KEEP_WHOLE) for line in shown]
        while len(wrapped) > 1 and sum(map(len, wrapped)) * spacing > room:
            wrapped = wrapped[1:]  # keep the newest lines that fit
        block = text_block(
            layer,
            "\n".join(part for w in wrapped for part in w),
            QPointF(RECENT_RECT.left() + 6, top),
            -1,
            MIN_TEXT,
        )
        block.setData(
            UNWRAPPED, "\n".join("• " + line for line in shown[len(shown) - len(wrapped) :])
        )
        if len(wrapped) < len(shown):
            block.setToolTip(tr("Earlier moves are in the game log."))

    # ---------------------------------------------------------------- the viewer

    def _update_own_hand(self, layer: Layer, view: View, me: int, preview: bool) -> None:
        """The viewer's hand, one card per kind with its count and key number below; while
        placing (``preview``) the cards that would complete a triplet get a star. The items
        of kinds still held are kept and moved, so a change builds only what is new."""
        hand = self._own_hand
        zoo = self._column_counts(view, me) if preview else {}
        state = (me, view.seat, view.hand, view.hand_sizes[me], preview, tuple(zoo.items()))
        if state == hand.state:
            return
        self._hand_anchor[me] = QPointF(HAND_AREA.center().x() - HAND_CARD_W / 2, 800)
        if view.seat is None or (me, view.seat) != hand.owner:
            for child in layer.childItems():
                layer.scene().removeItem(child)
            hand.reset()
            hand.owner = (me, view.seat)
        hand.state = state
        if view.seat is None:  # a spectator: the active player's hand face down
            count = view.hand_sizes[me]
            for i in range(count):
                back = card_item(layer, None, HAND_CARD_W, HAND_CARD_H)
                back.setPos(hand_slot(i, count))
            self._hand_items = {}
            return
        counts = Counter(view.hand)
        kinds = sorted(counts)
        for kind in [k for k in hand.cards if k not in counts]:
            layer.scene().removeItem(hand.cards.pop(kind))
        for i, kind in enumerate(kinds):
            card = hand.cards.get(kind)
            if card is None:
                card = hand.cards[kind] = card_item(layer, kind, HAND_CARD_W, HAND_CARD_H)
                card.role = "own_card"
                card.data_value = kind
                number_badge(card, kind)
            card.setPos(hand_slot(i, len(kinds)))
            card.setZValue(5 + i * 0.01)
            self._count_badge(card, counts[kind])
            self._preview(card, kind, zoo.get(kind, 0) + 1 if preview else 0)
        for i, pos in enumerate(hand_slot(i, len(kinds)) for i in range(min(9, len(kinds)))):
            if i == len(hand.numbers):
                hand.numbers.append(text_item(layer, str(i + 1), QPointF(), MIN_TEXT, True, MUTED))
            label = hand.numbers[i]
            place(label, QPointF(pos.x() + HAND_CARD_W / 2, pos.y() + HAND_CARD_H + 4), "centre")
            label.setVisible(True)
        for label in hand.numbers[min(9, len(kinds)) :]:
            label.setVisible(False)
        total = fill(tr("Your hand: %n card(s)", "", len(view.hand)))
        if hand.total is None:
            at = QPointF(HAND_AREA.left() + 14, KEYS_Y)
            hand.total = text_item(layer, total, at, MIN_TEXT, True, MUTED)
        else:
            set_text(hand.total, total)
        self._hand_items = dict(hand.cards)

    @staticmethod
    def _count_badge(card: CardItem, count: int) -> None:
        """The "×2" badge of a hand card held more than once."""
        if count > 1:
            if card.count_badge is None:
                badge = Box(
                    QRectF(HAND_CARD_W - 40, HAND_CARD_H - 30, 40, 28), INK, None, 8, "", MIN_TEXT
                )
                badge.text_colour = QColor("#FFFFFF")
                badge.setParentItem(card)
                card.count_badge = badge
            text = fill(tr("×%1"), count)
            if card.count_badge.text != text:
                card.count_badge.text = text
                card.count_badge.update()
        elif card.count_badge is not None:
            card.scene().removeItem(card.count_badge)
            card.count_badge = None

    @staticmethod
    def _preview(card: CardItem, kind: int, after: int) -> None:
        """While placing: the tooltip says what placing the card makes, and a star marks a
        card that completes a triplet (``after``: that species' count after it; 0: not
        placing)."""
        species = kind if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES else 0
        if after and species:
            name = texts.counted(texts.species_name(species), after)
            card.setToolTip(fill(tr("Placing it makes %1 in your zoo."), name))
        else:
            card.setToolTip(texts.kind_name(kind))
        if after == data.TRIPLET and species and card.star is None:
            star = Box(QRectF(HAND_CARD_W - 30, 2, 28, 26), GOLD, INK, 12, "★", MIN_TEXT)
            star.setParentItem(card)
            star.setToolTip(fill(tr("Triplet of %1"), texts.species_name(species)))
            card.star = star
        elif card.star is not None and not (after == data.TRIPLET and species):
            card.scene().removeItem(card.star)
            card.star = None

    def _draw_own_zoo(self, layer: Layer, view: View, me: int, fresh: Counter[int]) -> None:
        self._draw_zoo(layer, view, me, OWN_ZOO, 80.0, fresh)

    def _draw_opponent_zoo(
        self, layer: Layer, view: View, seat: int, panel: QRectF, fresh: Counter[int]
    ) -> None:
        self._draw_zoo(layer, view, seat, opponent_zoo_rect(panel), 46.0, fresh)
