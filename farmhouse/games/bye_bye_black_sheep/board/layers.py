"""The drawn layers of the players' parts of the Bye-Bye Black Sheep board: each seat's
panel (name, triplets, whose turn it is), another player's hand row (backs, count, risk),
every zoo (:class:`Seats`), and the viewer's hand (:class:`OwnHandRow`). Each part is drawn
into its own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when that part
changes; the hand rows and the viewer's hand keep their items and change only what changed.

What they draw where goes into the board's :class:`~.items.Drawn` (the targets the board
binds, the places the animations use). The middle band is :mod:`.table`, the items are
:mod:`.items`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, WARN, pale
from farmhouse.app.board.seats import SEAT_HEX, seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    board_font,
    set_text,
    text_item,
    text_width,
)
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board.items import (
    CardItem,
    Drawn,
    FanItem,
    HandRow,
    OwnHand,
    card_item,
    key_cap,
    number_badge,
    placed,
    zoo_place,
)
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    ART,
    HAND_AREA,
    HAND_CARD_H,
    HAND_CARD_W,
    HAND_KEYS,
    HAND_Y,
    KEY_CAP,
    KEY_CAP_Y,
    KEYS_Y,
    MIN_TEXT,
    OWN_PANEL,
    OWN_ZOO,
    ZOO_ART_SIZE,
    ZOO_SIGN,
    fan_positions,
    fan_rect,
    hand_slot,
    hand_strip,
    opponent_rects,
    opponent_zoo_rect,
    zoo_slots,
)
from farmhouse.games.bye_bye_black_sheep.rules import HandRisk, View, draw_risks, species_counts
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

#: A risk at least this high is shown in warning red.
HIGH_RISK = 0.25
#: Where another player's triplets go when the name needs the panel's head: beside the
#: hand's count, at the right (from the panel's top).
TRIPS_BELOW = 52.0


def beside(bar: QRectF, size: float) -> float:
    """The top of a bold label of digits (a percentage) of ``size`` whose digits are centred
    on the height of ``bar``."""
    metrics = QFontMetricsF(board_font(size, True))
    ink = metrics.tightBoundingRect("0123456789%")  # (from the baseline, upwards negative)
    return bar.center().y() - metrics.ascent() - ink.center().y()


def turn_state(view: View, seat: int, mover: int | None) -> str:
    """How ``seat``'s panel shows whose decision it is ("you", "to_move", "you_decide",
    "deciding", "active" or ""), ``mover`` being the seat the shell's banner names (see
    ``BoardWidget.turn_mark``)."""
    if mover is None:
        return ""
    if mover != view.to_move:  # the last move still in sight: its seat keeps the mark
        return ("you" if seat == view.seat else "to_move") if seat == mover else ""
    if view.to_move == seat:
        out_of_turn = seat != view.active  # the White Sheep's owner
        if seat == view.seat:
            return "you_decide" if out_of_turn else "you"
        return "deciding" if out_of_turn else "to_move"
    return "active" if seat == view.active else ""


def column_counts(view: View, seat: int) -> dict[int, int]:
    """``seat``'s zoo: how many cards each species column holds (a joker in its column)."""
    return {sp: n for sp, n in species_counts(view.zoos[seat], view.joker_species).items() if sp}


class Seats:
    """Every seat's panel in ``scene``: the viewer's at the bottom left, the others along
    the top (see the module docstring); targets and places go into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.scene = scene
        self.drawn = drawn
        self.layers: dict[int, dict[str, Layer]] = {}
        self.hand_rows: dict[int, HandRow] = {}
        self.names: Sequence[str] = ()
        self.viewer = 0
        self.mover: int | None = None

    def draw(
        self,
        view: View,
        names: Sequence[str],
        viewer: int,
        mover: int | None,
        fresh: dict[int, Counter[int]],
    ) -> None:
        """Bring every seat's panel up to date (``viewer``: the seat drawn at the bottom;
        ``mover``: the seat marked as on turn; ``fresh``: per seat, the species placed
        since the viewer's last turn, outlined in gold)."""
        self.names, self.viewer, self.mover = names, viewer, mover
        self.drawn.hands, self.drawn.zoo, self.drawn.zoo_slots = {}, {}, {}
        risks = draw_risks(view)
        others = [(viewer + k) % view.players for k in range(1, view.players)]
        panels = dict(zip(others, opponent_rects(len(others)), strict=True))
        panels[viewer] = OWN_PANEL
        for seat in list(self.layers):
            if seat not in panels:
                for layer in self.layers.pop(seat).values():
                    layer.clear()
        for seat, rect in panels.items():
            own = seat == viewer
            layers = self.layers.get(seat)
            if layers is None:
                z = {"plate": 0.0, "turn": 0.6, "hand": 0.5, "zoo_art": 0.4, "zoo": 0.5}
                layers = self.layers[seat] = {k: Layer(self.scene, v) for k, v in z.items()}
            size = 22 if own else 20
            trips = self._triplets_text(view, seat)
            name = self._name(seat)
            plate = (rect.getRect(), name, trips, own)
            layers["plate"].refresh(plate, self._plate, view, seat, rect, size)
            turn = (rect.getRect(), name, trips, turn_state(view, seat, mover))
            layers["turn"].refresh(turn, self._turn_marker, view, seat, rect, size)
            zoo_rect = OWN_ZOO if own else opponent_zoo_rect(rect)
            layers["zoo_art"].refresh(zoo_rect.getRect(), self._draw_zoo_art, seat, zoo_rect)
            zoo_key = (
                rect.getRect(),
                view.zoos[seat],
                view.joker_species,
                tuple(fresh[seat].items()),
                name,
                own,
            )
            if own:
                layers["hand"].clear()
                layers["zoo"].refresh(
                    zoo_key, self._draw_zoo, view, seat, OWN_ZOO, 80.0, fresh[seat]
                )
            else:
                number = others.index(seat) + 1
                row = (rect.getRect(), number, tuple(names))
                layers["hand"].refresh(row, self._draw_opponent_hand, seat, rect, number)
                self._update_opponent_hand(view, seat, risks[seat])
                zoo = opponent_zoo_rect(rect)
                layers["zoo"].refresh(
                    zoo_key, self._draw_zoo, view, seat, zoo, 80.0, fresh[seat], True
                )
            for item in layers["zoo"].childItems():
                if isinstance(item, CardItem) and item.slots and item.kind is not None:
                    self.drawn.zoo.setdefault((seat, item.kind), []).append(item)
                    for slot in item.slots:
                        self.drawn.zoo_slots[slot] = item
            parts = self.hand_rows.get(seat)
            if not own and parts is not None:
                self.drawn.hands[seat] = parts.target

    def all_layers(self) -> list[Layer]:
        """Every seat's layers (a language switch redraws them)."""
        return [layer for layers in self.layers.values() for layer in layers.values()]

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    # ---------------------------------------------------------------- name plates

    def _triplets_text(self, view: View, seat: int) -> tuple[str, int]:
        done = sum(1 for n in column_counts(view, seat).values() if n >= data.TRIPLET)
        if seat == self.viewer:
            return texts.fill(tr("Triplets %1/%2"), done, view.target), done
        # a narrow panel: the star stands for "triplets" as on the zoo's columns
        return texts.fill(tr("★ %1/%2"), done, view.target), done

    def _plate(self, layer: Layer, view: View, seat: int, rect: QRectF, size: float) -> None:
        """A seat's panel with its colour symbol, name and triplets so far (whose turn it
        is is drawn over it by :meth:`_turn_marker`, so a turn change repaints little).

        The name is never cut while the rest can give way: where it does not fit beside the
        triplets, the triplets move down beside the hand's count (another player's panel),
        then the name is set smaller, down to :data:`MIN_TEXT`; only a name too long even
        then is elided (its tooltip gives it whole)."""
        panel = Box(rect, PAPER, seat_qcolour(seat), 14)
        panel.border_width = 4
        panel.setParentItem(layer)
        panel.setZValue(-2)
        symbol = seat_symbol(seat, QPointF(rect.left() + 22, rect.top() + 24), 11, layer)
        symbol.setZValue(1)
        trips, done = self._triplets_text(view, seat)
        name = self._name(seat)
        trips_w = text_width(trips, MIN_TEXT + 1, True)
        room = rect.width() - 40 - 12
        beside = text_width(name, size, True) <= room - trips_w - 16
        own = seat == self.viewer
        at = (
            QPointF(rect.right() - 12, rect.top() + 12)
            if beside or own
            else QPointF(rect.right() - 12, rect.top() + TRIPS_BELOW)
        )
        count = text_item(layer, trips, at, MIN_TEXT + 1, True, INK, "right")
        count.setZValue(1)
        count.setToolTip(
            placed(fill(tr("Triplets: %1 of the %2 needed to win"), done, view.target), name)
        )
        if beside or own:
            room -= trips_w + 16
        label = text_item(
            layer,
            name,
            QPointF(rect.left() + 40, rect.top() + 10),
            size,
            True,
            max_width=room,
            min_size=MIN_TEXT,
        )
        label.setY(rect.top() + 24 - label.boundingRect().height() * label.scale() / 2)
        label.setToolTip(name)

    def _turn_marker(self, layer: Layer, view: View, seat: int, rect: QRectF, size: float) -> None:
        """Whose decision it is: a dark frame round the panel and a gold badge on the zoo's
        name board (a pale "their turn" badge on the active seat while the White Sheep's
        owner decides)."""
        state = turn_state(view, seat, self.mover)
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
        # on the zoo's name board, where it squeezes no name and no count
        zoo = OWN_ZOO if seat == self.viewer else opponent_zoo_rect(rect)
        badge_w = QFontMetricsF(board_font(MIN_TEXT, True)).horizontalAdvance(text) + 24
        colour = pale(GOLD, 0.35) if state == "active" else GOLD
        at = QRectF(zoo.center().x() - badge_w / 2, zoo.top() - 13, badge_w, 30)
        badge = Box(at, colour, INK, 15)
        badge.text = text
        badge.font_size = MIN_TEXT
        badge.setParentItem(layer)

    # ---------------------------------------------------------------- the other players

    def _draw_opponent_hand(self, layer: Layer, seat: int, panel: QRectF, key: int) -> None:
        """The items of an opponent's hand row: the fan of card backs, its key number, the
        count, the black-sheep chance with its bar; the whole row is the draw target. Their
        content is set by :meth:`_update_opponent_hand`, so a new count changes texts
        instead of building the row again."""
        fan = fan_rect(panel)
        self.drawn.anchors[seat] = QPointF(fan.left() + 36, fan.top() + 8)
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
        x = fan.right() - 20
        room = panel.right() - 10 - x
        bar = QRectF(x, panel.top() + 114, min(90.0, room - 60), 12)
        parts = HandRow(
            fan=FanItem([], 48, 67.2),
            count=text_item(layer, "", QPointF(x, panel.top() + 50), MIN_TEXT + 2, True),
            risk=text_item(layer, "", QPointF(x, panel.top() + 78), MIN_TEXT),
            bar=Box(bar, QColor("#E8DCC0"), MUTED, 4),
            filled=Box(QRectF(bar), INK, None, 4),
            # beside the bar, its digits centred on it
            percent=text_item(
                layer, "", QPointF(bar.right() + 8, beside(bar, MIN_TEXT)), MIN_TEXT, True
            ),
            target=target,
            fan_room=fan.adjusted(0, 0, -30, 0),
            text_room=room,
            number=key,
        )
        for item in (parts.fan, parts.bar, parts.filled):
            item.setParentItem(layer)
        self.hand_rows[seat] = parts

    def _update_opponent_hand(self, view: View, seat: int, risk: HandRisk | None) -> None:
        """Show ``seat``'s hand size and risk in its row (nothing happens if they are as
        shown already)."""
        parts = self.hand_rows.get(seat)
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
        where = fill(tr("%1's hand (key %2)"), self._name(seat), parts.number)
        if risk is None or not shown:
            parts.target.setToolTip(where)
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
        parts.target.setToolTip(where + "\n" + tip)

    # ---------------------------------------------------------------- zoos

    def _draw_zoo(
        self,
        layer: Layer,
        view: View,
        seat: int,
        rect: QRectF,
        max_w: float,
        fresh: Counter[int],
        compact: bool = False,
    ) -> None:
        """A zoo on its art: one column per species (a joker in its declared species'
        column), triplets on a gold ground with a star, the cards placed since the viewer's
        last turn outlined in gold (``fresh``: species → how many), each species card with
        its number. ``compact`` (another player's zoo, drawn small): a column shows each kind
        of card once (a species card with "×2" for two, a joker under it), so its cards can be
        as tall as the zoo. The cards lie inside the fence, under its sign (the turn badge)."""
        self.drawn.zoo_rects[seat] = rect
        where = zoo_place(seat, self.viewer, self._name(seat))
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
        shown = {s: sorted(set(columns[s]), key=lambda c: c == data.JOKER) for s in order}
        heights = [len(shown[s]) if compact else len(columns[s]) for s in order]
        card_w, card_h, lefts, step, top = zoo_slots(heights, rect, max_w)
        for col, species in enumerate(order):
            cards = columns[species]
            x = lefts[col]
            drawn = shown[species] if compact else cards
            triplet = len(cards) >= data.TRIPLET
            if triplet:
                height = card_h + step * (len(drawn) - 1)
                ground = Box(
                    QRectF(x - 4, top - 4, card_w + 8, height + 8), pale(GOLD, 0.55), GOLD, 6
                )
                ground.setParentItem(layer)
                ground.setZValue(0.5)
            if triplet and not compact:  # a star under the column (a compact one: its
                # count is gold instead, a narrow card has no room for both)
                star = Box(
                    QRectF(x + card_w / 2 - 14, top + height - 12, 28, 26),
                    GOLD,
                    INK,
                    12,
                    "★",
                    MIN_TEXT,
                )
                star.setParentItem(layer)
                star.setZValue(20)
                triplet_of = fill(tr("Triplet of %1"), texts.species_name(species))
                star.setToolTip(placed(triplet_of, where))
            new = fresh.get(species, 0)
            items: list[CardItem] = []
            for k, card in enumerate(drawn):
                item = card_item(layer, card, card_w, card_h)
                item.setPos(x, top + k * step)
                item.setZValue(1 + k)
                what = texts.kind_name(card)
                if card == data.JOKER:
                    what = fill(tr("joker as %1"), texts.species_name(species))
                else:
                    number_badge(item, card)
                item.setToolTip(placed(what, where))
                held = cards.count(card)
                if compact and held > 1:
                    count = Box(
                        QRectF(card_w - 33, card_h - 27, 32, 26),
                        GOLD if triplet else INK,
                        INK if triplet else None,
                        8,
                        fill(tr("×%1"), held),
                        MIN_TEXT,
                        item,
                    )
                    count.border_width = 1.5
                    count.text_colour = INK if triplet else QColor("#FFFFFF")
                    count.setToolTip(
                        placed(fill(tr("Triplet of %1"), texts.species_name(species)), where)
                        if triplet
                        else fill(
                            tr("%1 holds %n card(s) of %2 in their zoo.", "", held),
                            self._name(seat),
                            texts.species_name(species),
                        )
                    )
                items.append(item)
            # the newest cards of the column outlined in gold (in a compact column: the kinds
            # among them)
            newest = cards[len(cards) - new :] if new else []
            for i, item in enumerate(items):
                card = drawn[i]
                if (card in newest) if compact else i >= len(cards) - new:
                    item.glow = item.base_glow = GOLD
                    item.setToolTip(fill(tr("%1 (placed since your last turn)"), item.toolTip()))
            # every card of the column has its place (in a compact column: its kind's card)
            for k, card in enumerate(cards):
                item = items[drawn.index(card)] if compact else items[k]
                item.slots += ((seat, species, k),)

    # ---------------------------------------------------------------- middle band

    def _draw_zoo_art(self, layer: Layer, seat: int, rect: QRectF) -> None:
        """A zoo's art in its owner's colours, with the owner's symbol on its sign (the name
        is in the panel's head just above; on the viewer's turn the turn badge covers the
        sign); redrawn only when the panel moves."""
        art = SvgItem(ART / "zoo.svg", rect.width(), rect.height(), layer, SEAT_HEX[seat % 5])
        art.setPos(rect.topLeft())
        sx, sy = rect.width() / ZOO_ART_SIZE[0], rect.height() / ZOO_ART_SIZE[1]
        centre = QPointF(
            rect.left() + ZOO_SIGN.center().x() * sx, rect.top() + ZOO_SIGN.center().y() * sy
        )
        radius = min(ZOO_SIGN.height() * sy * 0.34, 9.0)
        seat_symbol(seat, centre, radius, layer, outline=1.2).setZValue(1)


class OwnHandRow:
    """The viewer's hand at the bottom right of ``scene``: one card per kind with its count
    and key cap below; its cards go into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.layer = Layer(scene, z=5)
        self.kept = OwnHand()

    def reset(self) -> None:
        """Build the hand anew next time (a language switch)."""
        self.layer.clear()
        self.kept.reset()

    def update(self, view: View, me: int, preview: bool) -> None:
        """The viewer's hand, one card per kind with its count and key number below; while
        placing (``preview``) the cards that would complete a triplet get a star. The items
        of kinds still held are kept and moved, so a change builds only what is new."""
        layer = self.layer
        hand = self.kept
        zoo = column_counts(view, me) if preview else {}
        state = (me, view.seat, view.hand, view.hand_sizes[me], preview, tuple(zoo.items()))
        if state == hand.state:
            return
        self.drawn.anchors[me] = QPointF(HAND_AREA.center().x() - HAND_CARD_W / 2, HAND_Y - 4)
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
            self.drawn.cards = {}
            return
        counts = Counter(view.hand)
        kinds = sorted(counts)
        strip = hand_strip(len(kinds))
        for kind in [k for k in hand.cards if k not in counts]:
            gone = hand.cards.pop(kind)
            for badge in (gone.number, gone.count_badge, gone.star):
                if badge is not None:
                    layer.scene().removeItem(badge)
            layer.scene().removeItem(gone)
        for i, kind in enumerate(kinds):
            card = hand.cards.get(kind)
            if card is None:
                card = hand.cards[kind] = card_item(layer, kind, HAND_CARD_W, HAND_CARD_H)
                if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
                    card.number = Box(QRectF(0, 0, 26, 22), QColor("#FFFFFF"), None, 6, str(kind))
                    card.number.font_size = MIN_TEXT
                    card.number.setParentItem(layer)
                    card.number.setZValue(6)
            card.setPos(hand_slot(i, len(kinds)))
            card.setZValue(5 + i * 0.01)
            if card.number is not None:
                card.number.setPos(card.pos() + QPointF(2, 3))
            self._count_badge(layer, card, counts[kind], strip)
            after = zoo.get(kind, 0) + 1 if preview else 0
            key = HAND_KEYS[i] if i < len(HAND_KEYS) else ""
            self._preview(layer, card, kind, after, key, counts[kind])
        keyed = min(len(HAND_KEYS), len(kinds))
        for i in range(keyed):
            if i == len(hand.numbers):
                hand.numbers.append(key_cap(layer, HAND_KEYS[i], KEY_CAP))
            cap = hand.numbers[i]
            pos = hand_slot(i, len(kinds))
            cap.setPos(pos.x() + min(strip, HAND_CARD_W) / 2 - KEY_CAP / 2, KEY_CAP_Y)
            cap.setVisible(True)
        for cap in hand.numbers[keyed:]:
            cap.setVisible(False)
        total = fill(tr("Your hand: %n card(s)", "", len(view.hand)))
        if hand.total is None:
            at = QPointF(HAND_AREA.left() + 14, KEYS_Y)
            hand.total = text_item(layer, total, at, MIN_TEXT, True, MUTED)
        else:
            set_text(hand.total, total)
        self.drawn.cards = dict(hand.cards)

    @staticmethod
    def _count_badge(layer: Layer, card: CardItem, count: int, strip: float) -> None:
        """The "×2" badge of a hand card: how many of that kind the hand holds (a pale "×1"
        too), at the bottom of the card's strip that the next card does not cover (``strip``
        wide), drawn above every hand card (so no neighbour's outline crosses it)."""
        rect = QRectF(0, 0, max(28.0, min(40.0, strip - 4)), 28)
        if card.count_badge is None:
            badge = Box(rect, INK, None, 8, "", MIN_TEXT)
            badge.setParentItem(layer)
            badge.setZValue(6)
            card.count_badge = badge
        badge = card.count_badge
        badge.setPos(card.pos() + QPointF(1, HAND_CARD_H - 31))
        text = fill(tr("×%1"), count)
        single = count == 1
        if badge.text != text or badge.rect != rect:
            badge.prepareGeometryChange()
            badge.rect = rect
            badge.text = text
            badge.fill = QColor("#F4EEE2") if single else INK
            badge.border = MUTED if single else None
            badge.text_colour = INK if single else QColor("#FFFFFF")
            badge.update()

    @staticmethod
    def _preview(layer: Layer, card: CardItem, kind: int, after: int, key: str, count: int) -> None:
        """The card's tooltip (its name, place and key, how many the hand holds; while
        placing, what placing it makes; its badges and key cap have none of their own), and while placing a star on a card that completes a triplet (``after``:
        that species' count after it; 0: not placing), in the card's uncovered strip below
        its number."""
        species = kind if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES else 0
        where = fill(tr("your hand (key %1)"), key) if key else tr("your hand")
        tip = placed(texts.kind_name(kind), where)
        tip += "\n" + fill(tr("You hold %n card(s) of this kind.", "", count))
        if after and species:
            tip += "\n" + texts.placing_preview(species, after)
        card.setToolTip(tip)
        wanted = after == data.TRIPLET and bool(species)
        if wanted:
            if card.star is None:
                card.star = Box(QRectF(0, 0, 28, 26), GOLD, INK, 12, "★", MIN_TEXT)
                card.star.setParentItem(layer)
                card.star.setZValue(6)
                card.star.setToolTip(fill(tr("Triplet of %1"), texts.species_name(species)))
            card.star.setPos(card.pos() + QPointF(1, 30))
        elif card.star is not None:
            card.scene().removeItem(card.star)
            card.star = None
