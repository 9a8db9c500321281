"""The players' parts of the Bye-Bye Black Sheep board: each seat's panel (name, triplets,
whose turn it is), another player's hand row (backs, count, risk) and every zoo
(:class:`Seats`), and the viewer's hand (:class:`OwnHandRow`). Each part is drawn into its
own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when that part changes; the
hand rows and the viewer's hand keep their items and change only what changed. What they
draw where goes into the board's :class:`~.items.Drawn`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, WARN, pale
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.parts.plate import SeatPlate, fit_plate
from farmhouse.app.board.seats import SEAT_HEX, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, set_text, text_item, text_width
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import (
    CardItem,
    Drawn,
    card_item,
    key_cap,
)
from farmhouse.games.bye_bye_black_sheep.rules import HandRisk, View, draw_risks, species_counts
from farmhouse.games.bye_bye_black_sheep.texts import fill, placed, tr

#: A risk at least this high is shown in warning red.
HIGH_RISK = 0.25
#: Where another player's triplets go when the name needs the panel's head: beside the
#: hand's count, at the right (from the panel's top).
TRIPS_BELOW = 52.0
WHITE = QColor("#FFFFFF")
#: A seat's name beside its triplets, on one line (the hand row lies right under it); the
#: turn badge lies on the zoo's sign.
_fit_plate = functools.partial(
    fit_plate, min_size=L.MIN_TEXT, badge_size=L.MIN_TEXT, beside=False, two_lines=False
)


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


@attrs.define
class HandRow:
    """The items of another player's hand row and the (count, risk, name) they show."""

    pile: Pile
    risk: QGraphicsSimpleTextItem
    bar: Box
    filled: Box
    percent: QGraphicsSimpleTextItem
    target: Box
    text_room: float
    number: int = 0  # the key that draws from it
    state: Any = None


class Seats:
    """Every seat's panel in ``scene``: the viewer's at the bottom left, the others along
    the top; targets and places go into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.scene = scene
        self.drawn = drawn
        self.layers: dict[int, dict[str, Layer]] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.shown: dict[int, tuple[Any, ...]] = {}  # each plate's place, name, triplets, turn
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
        panels = dict(zip(others, L.opponent_rects(len(others)), strict=True))
        panels[viewer] = L.OWN_PANEL
        for seat in [s for s in self.layers if s not in panels]:
            for layer in self.layers.pop(seat).values():
                layer.clear()
            self.plates.pop(seat).clear()
            self.shown.pop(seat, None)
            if seat in self.hand_rows:
                self.hand_rows.pop(seat).pile.clear()
        for seat, rect in panels.items():
            own = seat == viewer
            layers = self.layers.get(seat)
            if layers is None:
                plate = SeatPlate(
                    self.scene, seat, symbol=(22, 24), name_left=40, badge_size=L.MIN_TEXT
                )
                plate.badge_layer.setZValue(0.6)  # (over the zoo's sign)
                self.plates[seat] = plate
                z = {"trips": 0.0, "hand": 0.5, "zoo_art": 0.4, "zoo": 0.5}
                layers = self.layers[seat] = {k: Layer(self.scene, v) for k, v in z.items()}
            name = self._name(seat)
            self._plate(view, seat, rect, 22 if own else 20)
            zoo = L.OWN_ZOO if own else L.opponent_zoo_rect(rect)
            layers["zoo_art"].refresh(zoo.getRect(), self._draw_zoo_art, seat, zoo)
            zoo_key = (rect.getRect(), view.zoos[seat], view.joker_species, *fresh[seat].items())
            layers["zoo"].refresh((*zoo_key, name, own), self._draw_zoo, view, seat, zoo, fresh)
            if own:
                layers["hand"].clear()
                if seat in self.hand_rows:
                    self.hand_rows.pop(seat).pile.clear()
            else:
                number = others.index(seat) + 1
                row = (rect.getRect(), number, tuple(names))
                layers["hand"].refresh(row, self._draw_opponent_hand, seat, rect, number)
                self._update_opponent_hand(view, seat, risks[seat])
                self.drawn.hands[seat] = self.hand_rows[seat].target
            for item in layers["zoo"].childItems():
                if isinstance(item, CardItem) and item.slots and item.kind is not None:
                    self.drawn.zoo.setdefault((seat, item.kind), []).append(item)
                    for slot in item.slots:
                        self.drawn.zoo_slots[slot] = item

    def all_layers(self) -> list[Layer]:
        """Every seat's layers (a language switch redraws them)."""
        plates = [layer for p in self.plates.values() for layer in (p.layer, p.badge_layer)]
        return [layer for layers in self.layers.values() for layer in layers.values()] + plates

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _triplets_text(self, view: View, seat: int) -> tuple[str, int]:
        done = sum(1 for n in column_counts(view, seat).values() if n >= data.TRIPLET)
        if seat == self.viewer:
            return fill(tr("Triplets %1/%2"), done, view.target), done
        # a narrow panel: the star stands for "triplets" as on the zoo's columns
        return fill(tr("★ %1/%2"), done, view.target), done

    # ---------------------------------------------------------------- name plates

    def _plate(self, view: View, seat: int, rect: QRectF, size: float) -> None:
        """A seat's name plate (the kit's) and its triplets at the right, or, where the name
        needs the room, beside the hand's count."""
        trips, done = self._triplets_text(view, seat)
        name, state = self._name(seat), turn_state(view, seat, self.mover)
        if self.shown.get(seat) == (rect.getRect(), name, trips, state):
            return  # (as shown: nothing to measure)
        self.shown[seat] = (rect.getRect(), name, trips, state)
        trips_w = text_width(trips, L.MIN_TEXT + 1, True)
        room = rect.width() - 40 - 12
        beside = seat == self.viewer or text_width(name, size, True) <= room - trips_w - 16
        badge = texts.turn_label(state) if state else ""
        room -= trips_w + 16 if beside else 0
        fit = _fit_plate(name, room, size, (badge,))
        zoo = L.OWN_ZOO if seat == self.viewer else L.opponent_zoo_rect(rect)
        at = QRectF(zoo.center().x() - fit.badge_w / 2, zoo.top() - 13, fit.badge_w, 30)
        lit = state not in ("", "active")
        self.plates[seat].show(rect, fit, lit, badge_at=at)
        triplets = fill(tr("Triplets: %1 of the %2 needed to win"), done, view.target)
        key = (rect.getRect(), trips, placed(triplets, name), beside)
        self.layers[seat]["trips"].refresh(key, self._triplets, *key)

    @staticmethod
    def _triplets(layer: Layer, rect: Any, text: str, tip: str, beside: bool) -> None:
        left, top, width, _ = rect
        at = QPointF(left + width - 12, top + (12 if beside else TRIPS_BELOW))
        count = text_item(layer, text, at, L.MIN_TEXT + 1, True, INK, "right")
        count.setZValue(1)
        count.setToolTip(tip)

    # ---------------------------------------------------------------- the other players

    def _draw_opponent_hand(self, layer: Layer, seat: int, panel: QRectF, key: int) -> None:
        """An opponent's hand row (the draw target): backs, key, count and black-sheep
        chance, filled in by :meth:`_update_opponent_hand`."""
        fan = QRectF(panel.left() + 12, panel.top() + 50, 150, 96)
        self.drawn.anchors[seat] = QPointF(fan.left() + 36, fan.top() + 8)
        if seat in self.hand_rows:
            self.hand_rows[seat].pile.clear()
        at = QRectF(panel.left() + 6, panel.top() + 44, panel.width() - 12, 104)
        target = Box(at, None, None, 10, parent=layer)
        target.role, target.data_value = "hand", seat
        target.setZValue(3)
        at = QRectF(fan.left() - 4, fan.top() + 62, 28, 28)
        Box(at, WHITE, INK, 14, str(key), L.MIN_TEXT, layer).setZValue(2)
        x = fan.right() - 20
        room = panel.right() - 10 - x
        bar = QRectF(x, panel.top() + 114, min(90.0, room - 60), 12)
        # the percentage beside the bar, its digits centred on the bar's height
        metrics = QFontMetricsF(board_font(L.MIN_TEXT, True))
        ink = metrics.tightBoundingRect("0123456789%")  # (from the baseline, upwards negative)
        beside = QPointF(bar.right() + 8, bar.center().y() - metrics.ascent() - ink.center().y())
        backs = QRectF(fan.left(), fan.top() + 8, 120, 67.2)
        row = self.hand_rows[seat] = HandRow(
            pile=Pile(
                self.scene,
                QRectF(0, 0, 48, 67.2),
                L.card_path(None),
                most=40,
                step=(14, 0),
                size=L.MIN_TEXT + 2,
                label_at=QPointF(x, panel.top() + 50),
                z=0.45,  # (under the hand's target)
                spread=backs,
                one_item=True,
                label_align="left",
            ),
            risk=text_item(layer, "", QPointF(x, panel.top() + 78), L.MIN_TEXT),
            bar=Box(bar, QColor("#E8DCC0"), MUTED, 4),
            filled=Box(QRectF(bar), INK, None, 4),
            percent=text_item(layer, "", beside, L.MIN_TEXT, True),
            target=target,
            text_room=room,
            number=key,
        )
        for item in (row.bar, row.filled):
            item.setParentItem(layer)

    def _update_opponent_hand(self, view: View, seat: int, risk: HandRisk | None) -> None:
        """Show ``seat``'s hand size and risk in its row (if they are not shown already)."""
        row = self.hand_rows[seat]
        count = view.hand_sizes[seat]
        state = (count, risk, self._name(seat))
        if state == row.state:
            return
        row.state = state
        row.pile.show(count, fill(tr("%n card(s)", "", count), count))
        shown = risk is not None and count > 0
        for item in (row.risk, row.bar, row.filled, row.percent):
            item.setVisible(shown)
        row.target.setToolTip(texts.hand_tip(self._name(seat), row.number, count, risk))
        if risk is None or not shown:
            return
        colour = WARN if risk.p_black_sheep >= HIGH_RISK else INK
        text = fill(tr("black sheep: %1 in %2"), risk.black_sheep, risk.cards)
        set_text(row.risk, text, row.text_room)
        row.risk.setBrush(colour)
        set_text(row.percent, fill(tr("%1%"), round(risk.p_black_sheep * 100)))
        row.percent.setBrush(colour)
        bar = row.bar.rect
        row.filled.prepareGeometryChange()
        width = max(4.0, bar.width() * risk.p_black_sheep)
        row.filled.rect = QRectF(bar.left(), bar.top(), width, bar.height())
        row.filled.fill = colour
        row.filled.update()

    # ---------------------------------------------------------------- zoos

    def _draw_zoo(
        self, layer: Layer, view: View, seat: int, rect: QRectF, fresh: dict[int, Counter[int]]
    ) -> None:
        """A zoo: a column per species (a joker in its species'), triplets on gold, the cards
        placed since the viewer's last turn outlined in gold; another player's zoo shows each
        kind once per column, "×2" on it."""
        compact = seat != self.viewer
        self.drawn.zoo_rects[seat] = rect
        where = texts.zoo_place(seat, self.viewer, self._name(seat))
        columns: dict[int, list[int]] = {}
        for card in sorted(view.zoos[seat], key=lambda c: (c == data.JOKER, c)):
            species = view.joker_species if card == data.JOKER else card
            columns.setdefault(species, []).append(card)
        order = sorted(columns)
        if not order:
            at = QPointF(rect.center().x(), rect.center().y() - 10)
            text_item(layer, tr("empty zoo"), at, L.MIN_TEXT, False, MUTED, "centre")
            return
        shown = {s: sorted(set(columns[s]), key=lambda c: c == data.JOKER) for s in order}
        heights = [len(shown[s]) if compact else len(columns[s]) for s in order]
        card_w, card_h, lefts, step, top = L.zoo_slots(heights, rect, 80.0)
        for x, species in zip(lefts, order, strict=True):
            cards = columns[species]
            drawn = shown[species] if compact else cards
            triplet = len(cards) >= data.TRIPLET
            name = texts.species_name(species)
            triplet_of = placed(fill(tr("Triplet of %1"), name), where) if triplet else ""
            if triplet:
                height = card_h + step * (len(drawn) - 1)
                box = QRectF(x - 4, top - 4, card_w + 8, height + 8)
                Box(box, pale(GOLD, 0.55), GOLD, 6, parent=layer).setZValue(0.5)
            if triplet and not compact:  # a star under the column (a compact one: its
                # count is gold instead, a narrow card has no room for both)
                box = QRectF(x + card_w / 2 - 14, top + height - 12, 28, 26)
                star = Box(box, GOLD, INK, 12, "★", L.MIN_TEXT, layer)
                star.setZValue(20)
                star.setToolTip(triplet_of)
            items: list[CardItem] = []
            for k, card in enumerate(drawn):
                item = card_item(layer, card, card_w, card_h, where)
                item.setPos(x, top + k * step)
                item.setZValue(1 + k)
                if card == data.JOKER:
                    as_species = fill(tr("joker as %1"), name)
                    item.setToolTip(placed(as_species, where))
                held = cards.count(card)
                if compact and held > 1:
                    box = QRectF(card_w - 33, card_h - 27, 32, 26)
                    label = fill(tr("×%1"), held)
                    fill_, border = (GOLD, INK) if triplet else (INK, None)
                    count = Box(box, fill_, border, 8, label, L.MIN_TEXT, item)
                    count.border_width = 1.5
                    count.text_colour = INK if triplet else WHITE
                    tip = tr("%1 holds %n card(s) of %2 in their zoo.", "", held)
                    tip = fill(tip, self._name(seat), name)
                    count.setToolTip(triplet_of if triplet else tip)
                items.append(item)
            # the newest cards of the column outlined in gold (compact: the kinds among them)
            new = fresh[seat].get(species, 0)
            newest = cards[len(cards) - new :] if new else []
            for i, item in enumerate(items):
                if (drawn[i] in newest) if compact else i >= len(cards) - new:
                    item.glow = item.base_glow = GOLD
                    item.setToolTip(fill(tr("%1 (placed since your last turn)"), item.toolTip()))
            # every card of the column has its place (in a compact column: its kind's card)
            for k, card in enumerate(cards):
                item = items[drawn.index(card)] if compact else items[k]
                item.slots += ((seat, species, k),)

    def _draw_zoo_art(self, layer: Layer, seat: int, rect: QRectF) -> None:
        """A zoo's art in its owner's colours, with the owner's symbol on its sign."""
        art = SvgItem(L.ART / "zoo.svg", rect.width(), rect.height(), layer, SEAT_HEX[seat % 5])
        art.setPos(rect.topLeft())
        sx, sy = rect.width() / L.ZOO_ART_SIZE[0], rect.height() / L.ZOO_ART_SIZE[1]
        centre = QPointF(
            rect.left() + L.ZOO_SIGN.center().x() * sx, rect.top() + L.ZOO_SIGN.center().y() * sy
        )
        radius = min(L.ZOO_SIGN.height() * sy * 0.34, 9.0)
        seat_symbol(seat, centre, radius, layer, outline=1.2).setZValue(1)


class OwnHandRow:
    """The viewer's hand at the bottom right of ``scene``: one card per kind with its count
    and key cap below, kept between moves (``cards`` by kind, the key caps ``numbers``);
    its cards go into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.layer = Layer(scene, z=5)
        self.reset()

    def reset(self) -> None:
        """Build the hand anew next time (a language switch)."""
        self.layer.clear()
        self.cards: dict[int, CardItem] = {}
        self.numbers: list[Box] = []
        self.total: QGraphicsSimpleTextItem | None = None
        self.owner: tuple[int, int | None] | None = None
        self.state: Any = None

    def update(self, view: View, me: int, preview: bool) -> None:
        """The viewer's hand, one card per kind with its count and key cap below; while
        placing (``preview``) the cards that would complete a triplet get a star. The items
        of kinds still held are kept and moved, so a change builds only what is new."""
        layer, scene = self.layer, self.layer.scene()
        zoo = column_counts(view, me) if preview else {}
        state = (me, view.seat, view.hand, view.hand_sizes[me], preview, tuple(zoo.items()))
        if state == self.state:
            return
        self.drawn.anchors[me] = QPointF(L.HAND_AREA.center().x() - L.HAND_CARD_W / 2, L.HAND_Y - 4)
        if view.seat is None or (me, view.seat) != self.owner:
            self.reset()
            self.owner = (me, view.seat)
        self.state = state
        if view.seat is None:  # a spectator: the active player's hand face down
            count = view.hand_sizes[me]
            for i in range(count):
                card_item(layer, None, L.HAND_CARD_W, L.HAND_CARD_H).setPos(L.hand_slot(i, count))
            self.drawn.cards = {}
            return
        counts = Counter(view.hand)
        kinds = sorted(counts)
        strip = min(L.HAND_CARD_W, L.hand_step(len(kinds))) if len(kinds) > 1 else L.HAND_CARD_W
        for kind in [k for k in self.cards if k not in counts]:
            gone = self.cards.pop(kind)
            for item in (gone.number, gone.count_badge, gone.star, gone):
                if item is not None:
                    scene.removeItem(item)
        for i, kind in enumerate(kinds):
            card = self.cards.get(kind)
            if card is None:
                card = self.cards[kind] = card_item(layer, kind, L.HAND_CARD_W, L.HAND_CARD_H)
                if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
                    number = Box(QRectF(0, 0, 26, 22), WHITE, None, 6, str(kind), L.MIN_TEXT, layer)
                    number.setZValue(6)
                    card.number = number
            card.setPos(L.hand_slot(i, len(kinds)))
            card.setZValue(5 + i * 0.01)
            if card.number is not None:
                card.number.setPos(card.pos() + QPointF(2, 3))
            self._count_badge(card, counts[kind], strip)
            key = L.HAND_KEYS[i] if i < len(L.HAND_KEYS) else ""
            self._preview(card, kind, zoo.get(kind, 0) + 1 if preview else 0, key, counts[kind])
        for i, key in enumerate(L.HAND_KEYS[: len(kinds)]):  # the key caps under the cards
            if i == len(self.numbers):
                self.numbers.append(key_cap(layer, key, L.KEY_CAP))
            x = L.hand_slot(i, len(kinds)).x() + min(strip, L.HAND_CARD_W) / 2 - L.KEY_CAP / 2
            self.numbers[i].setPos(x, L.KEY_CAP_Y)
            self.numbers[i].setVisible(True)
        for cap in self.numbers[len(kinds) :]:
            cap.setVisible(False)
        total = fill(tr("Your hand: %n card(s)", "", len(view.hand)))
        if self.total is None:
            at = QPointF(L.HAND_AREA.left() + 14, L.KEYS_Y)
            self.total = text_item(layer, total, at, L.MIN_TEXT, True, MUTED)
        else:
            set_text(self.total, total)
        self.drawn.cards = dict(self.cards)

    def _count_badge(self, card: CardItem, count: int, strip: float) -> None:
        """The "×2" badge of a hand card (a pale "×1" too), at the bottom of the card's strip
        that the next card does not cover (``strip`` wide), above every hand card."""
        rect = QRectF(0, 0, max(28.0, min(40.0, strip - 4)), 28)
        if card.count_badge is None:
            card.count_badge = Box(rect, INK, None, 8, "", L.MIN_TEXT, self.layer)
            card.count_badge.setZValue(6)
        badge = card.count_badge
        badge.setPos(card.pos() + QPointF(1, L.HAND_CARD_H - 31))
        text = fill(tr("×%1"), count)
        if badge.text != text or badge.rect != rect:
            single = count == 1
            badge.prepareGeometryChange()
            badge.rect, badge.text = rect, text
            badge.fill = QColor("#F4EEE2") if single else INK
            badge.border = MUTED if single else None
            badge.text_colour = INK if single else WHITE
            badge.update()

    def _preview(self, card: CardItem, kind: int, after: int, key: str, count: int) -> None:
        """The card's tooltip and, while placing, a star on a card that completes a triplet
        (``after``: that species' count after it; 0: not placing)."""
        species = kind if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES else 0
        where = fill(tr("your hand (key %1)"), key) if key else tr("your hand")
        tip = placed(texts.kind_name(kind), where)
        tip += "\n" + fill(tr("You hold %n card(s) of this kind.", "", count))
        if after and species:
            tip += "\n" + texts.placing_preview(species, after)
        card.setToolTip(tip)
        if after == data.TRIPLET and species:
            if card.star is None:
                card.star = Box(QRectF(0, 0, 28, 26), GOLD, INK, 12, "★", L.MIN_TEXT, self.layer)
                card.star.setZValue(6)
                card.star.setToolTip(fill(tr("Triplet of %1"), texts.species_name(species)))
            card.star.setPos(card.pos() + QPointF(1, 30))
        elif card.star is not None:
            self.layer.scene().removeItem(card.star)
            card.star = None
