"""The players' parts of the Bye-Bye Black Sheep board: each seat's panel (name, triplets,
whose turn it is), another player's hand row (backs, count, risk) and every zoo
(:class:`Seats`), and the viewer's hand (:func:`own_hand`, the kit's hand's pieces). Each part is drawn into its
own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when that part changes; the
hand rows and the viewer's hand keep their items and change only what changed. What they
draw where goes into the board's :class:`~.items.Drawn`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.base import Held
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, WARN, pale
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.parts.plate import SeatPlate, fit_plate
from farmhouse.app.board.parts.zone import Piece, count_badge
from farmhouse.app.board.seats import SEAT_HEX, seat_symbol
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, text_item, text_width
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import CardItem, Drawn, card_item
from farmhouse.games.bye_bye_black_sheep.rules import View, draw_risks, species_counts
from farmhouse.games.bye_bye_black_sheep.texts import fill, name_of, placed, tr

# A risk at least this high is shown in warning red.
HIGH_RISK = 0.25
WHITE = QColor("#FFFFFF")
# A seat's name beside its triplets, on one line (the hand row lies right under it): set
# smaller, then elided, never moving them; the turn badge lies on the zoo's sign.
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


class Seats:
    """Every seat's panel in ``scene``: the viewer's at the bottom left, the others along
    the top; targets and places go into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.scene = scene
        self.drawn = drawn
        self.layers: dict[int, dict[str, Layer]] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.shown: dict[int, tuple[Any, ...]] = {}  # each plate's place, name, triplets, badge
        self.piles: dict[int, tuple[Any, Pile]] = {}  # another's hand: its panel, its backs
        self.targets: dict[int, Box] = {}  # another's hand: the target
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
        keys: bool = True,
    ) -> None:
        """Bring every seat's panel up to date (``viewer``: the seat drawn at the bottom;
        ``mover``: the seat marked as on turn; ``fresh``: per seat, the species placed
        since the viewer's last turn, outlined in gold; ``keys``: the others' hands are
        numbered with their keys, not on a read-only board)."""
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
            if seat in self.piles:
                self.piles.pop(seat)[1].clear()
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
            name = name_of(self.names, seat)
            self._plate(view, seat, rect, 22 if own else 20)
            zoo = L.OWN_ZOO if own else L.opponent_zoo_rect(rect)
            layers["zoo_art"].refresh(zoo.getRect(), self._draw_zoo_art, seat, zoo)
            zoo_key = (rect.getRect(), view.zoos[seat], view.joker_species, *fresh[seat].items())
            layers["zoo"].refresh((*zoo_key, name, own), self._draw_zoo, view, seat, zoo, fresh)
            if own:
                layers["hand"].clear()
                if seat in self.piles:
                    self.piles.pop(seat)[1].clear()
            else:
                count, risk = view.hand_sizes[seat], risks[seat]
                number = others.index(seat) + 1 if keys else 0
                row = (rect.getRect(), number, name, count, risk)
                layers["hand"].refresh(row, self._draw_opponent_hand, seat, rect, *row[1:])
                self.drawn.hands[seat] = self.targets[seat]
            for item in layers["zoo"].childItems():
                if isinstance(item, CardItem) and item.slots and item.kind is not None:
                    self.drawn.zoo.setdefault((seat, item.kind), []).append(item)
                    for slot in item.slots:
                        self.drawn.zoo_slots[slot] = item

    def _triplets_text(self, view: View, seat: int) -> tuple[str, int]:
        done = sum(1 for n in column_counts(view, seat).values() if n >= data.TRIPLET)
        if seat == self.viewer:
            #: The viewer's triplets: %1 completed, %2 the number the game asks for.
            return fill(tr("Triplets %1/%2"), done, view.target), done
        # a narrow panel: the star stands for "triplets" as on the zoo's columns
        return fill(tr("★ %1/%2"), done, view.target), done

    # ---------------------------------------------------------------- name plates

    def _plate(self, view: View, seat: int, rect: QRectF, size: float) -> None:
        """A seat's name plate (the kit's) and its triplets at the right of the panel's head
        (the name gives way: smaller, then elided, whole in its tooltip)."""
        trips, done = self._triplets_text(view, seat)
        name, state = name_of(self.names, seat), turn_state(view, seat, self.mover)
        badge = texts.turn_label(state, self.drawn.spectator) if state else ""
        # (its tooltip too: "★ 0/3" reads the same in every language, and the other players'
        # tooltips kept the old language after a switch until their next change; issue 18)
        triplets = fill(tr("Triplets: %1 of the %2 needed to win"), done, view.target)
        if self.shown.get(seat) == (rect.getRect(), name, trips, state, badge, triplets):
            return  # (as shown, in this language: nothing to measure)
        self.shown[seat] = (rect.getRect(), name, trips, state, badge, triplets)
        room = rect.width() - 40 - 12 - text_width(trips, L.MIN_TEXT + 1, True) - 16
        fit = _fit_plate(name, room, size, (badge,))
        zoo = L.OWN_ZOO if seat == self.viewer else L.opponent_zoo_rect(rect)
        at = QRectF(zoo.center().x() - fit.badge_w / 2, zoo.top() - 13, fit.badge_w, 30)
        lit = state not in ("", "active")
        self.plates[seat].show(rect, fit, lit, badge_at=at)
        key = (rect.getRect(), trips, placed(triplets, name))
        self.layers[seat]["trips"].refresh(key, self._triplets, *key)

    @staticmethod
    def _triplets(layer: Layer, rect: Any, text: str, tip: str) -> None:
        left, top, width, _ = rect
        at = QPointF(left + width - 12, top + 12)
        count = text_item(layer, text, at, L.MIN_TEXT + 1, True, INK, "right")
        count.setZValue(1)
        count.setToolTip(tip)

    # ---------------------------------------------------------------- the other players

    def _draw_opponent_hand(
        self, layer: Layer, seat: int, panel: QRectF, key: int, name: str, count: int, risk: Any
    ) -> None:
        """An opponent's hand row (the draw target): backs (a kit pile, kept while the panel
        stays), key, count and black-sheep chance."""
        fan = QRectF(panel.left() + 12, panel.top() + 50, 150, 96)
        self.drawn.anchors[seat] = QPointF(fan.left() + 36, fan.top() + 8)
        at = QRectF(panel.left() + 6, panel.top() + 44, panel.width() - 12, 104)
        target = self.targets[seat] = Box(at, None, None, 10, parent=layer)
        target.role, target.data_value = "hand", seat
        target.setZValue(3)
        target.setToolTip(texts.hand_tip(name, key, count, risk))
        if key:
            at = QRectF(fan.left() - 4, fan.top() + 62, 28, 28)
            Box(at, WHITE, INK, 14, str(key), L.MIN_TEXT, layer).setZValue(2)
        x = fan.right() - 20
        if self.piles.get(seat, (None,))[0] != panel.getRect():
            if seat in self.piles:
                self.piles[seat][1].clear()
            backs = QRectF(fan.left(), fan.top() + 8, 120, 67.2)
            pile = Pile(
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
            )
            self.piles[seat] = (panel.getRect(), pile)
        self.piles[seat][1].show(count, fill(tr("%n card(s)", "", count), count))
        if risk is None or not count:
            return
        room = panel.right() - 10 - x
        bar = QRectF(x, panel.top() + 114, min(90.0, room - 60), 12)
        colour = WARN if risk.p_black_sheep >= HIGH_RISK else INK
        text = fill(tr("black sheep: %1 in %2"), risk.black_sheep, risk.cards)
        risk_at = QPointF(x, panel.top() + 78)
        text_item(layer, text, risk_at, L.MIN_TEXT, False, colour, max_width=room)
        Box(bar, QColor("#E8DCC0"), MUTED, 4, parent=layer)
        width = max(4.0, bar.width() * risk.p_black_sheep)
        Box(QRectF(bar.left(), bar.top(), width, bar.height()), colour, None, 4, parent=layer)
        # the percentage beside the bar, its digits centred on the bar's height
        metrics = QFontMetricsF(board_font(L.MIN_TEXT, True))
        ink = metrics.tightBoundingRect("0123456789%")  # (from the baseline, upwards negative)
        beside = QPointF(bar.right() + 8, bar.center().y() - metrics.ascent() - ink.center().y())
        percent = fill(tr("%1%"), round(risk.p_black_sheep * 100))
        text_item(layer, percent, beside, L.MIN_TEXT, True, colour)

    # ---------------------------------------------------------------- zoos

    def _draw_zoo(
        self, layer: Layer, view: View, seat: int, rect: QRectF, fresh: dict[int, Counter[int]]
    ) -> None:
        """A zoo: a column per species (a joker in its species'), triplets on gold, the cards
        placed since the viewer's last turn outlined in gold; another player's zoo shows each
        kind once per column, "×2" on it."""
        compact = seat != self.viewer
        self.drawn.zoo_rects[seat] = rect
        where = texts.zoo_place(seat, self.viewer, name_of(self.names, seat), self.drawn.spectator)
        columns: dict[int, list[int]] = {}
        for card in sorted(view.zoos[seat], key=lambda c: (c == data.JOKER, c)):
            species = view.joker_species if card == data.JOKER else card
            columns.setdefault(species, []).append(card)
        order = sorted(columns)
        if not order:
            at = QPointF(rect.center().x(), rect.center().y() - 10)
            text_item(layer, tr("empty zoo"), at, L.MIN_TEXT, False, MUTED, "centre")
            return
        # (compact: the joker under its species' card, whose count badge would lie under it)
        shown = {s: sorted(set(columns[s]), key=lambda c: c != data.JOKER) for s in order}
        heights = [len(shown[s]) if compact else len(columns[s]) for s in order]
        card_w, card_h, places, step = L.zoo_slots(heights, rect, 80.0)
        for place, species in zip(places, order, strict=True):
            x, top = place.x(), place.y()
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
            new = fresh[seat].get(species, 0)  # (the newest cards, outlined in gold)
            newest = cards[len(cards) - new :] if new else []
            for k, card in enumerate(drawn):
                item = card_item(layer, card, card_w, card_h, where)
                item.setPos(x, top + k * step)
                item.setZValue(1 + k)
                if card == data.JOKER:
                    as_species = fill(tr("joker as %1"), name)
                    item.setToolTip(placed(as_species, where))
                held = cards.count(card)
                if compact and held > 1:  # ("2" where "×2" is wider than the card)
                    tip = tr("%1 holds %n card(s) of %2 in their zoo.", "", held)
                    tip = triplet_of or fill(tip, name_of(self.names, seat), name)
                    room, label = QRectF(0, 0, card_w, card_h), fill(tr("×%1"), held)
                    badge = count_badge(item, label, room, L.MIN_TEXT, short=str(held), tip=tip)
                    if triplet:  # (gold, as the column's frame)
                        badge.fill, badge.border, badge.text_colour = GOLD, INK, INK
                if (card in newest) if compact else k >= len(cards) - new:
                    item.glow = item.base_glow = GOLD
                    whose = name_of(self.names, self.viewer) if self.drawn.spectator else None
                    item.setToolTip(texts.placed_since(item.toolTip(), whose))
                # the places of the column it stands for (compact: every card of its kind)
                mine = [j for j, c in enumerate(cards) if (c == card if compact else j == k)]
                item.slots = tuple((seat, species, j) for j in mine)

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


def own_hand(view: View, me: int, preview: bool, key_of: Any, owner: str | None) -> list[Piece]:
    """The viewer's hand for the kit's :class:`~farmhouse.app.board.parts.hand.Hand`: one
    card per kind with its count and tooltip (naming its key, ``key_of(index)``, if it has
    one; ``owner``: its seat named, a replay); while placing (``preview``) a card that would
    complete a triplet gets a star. A spectator sees the active player's hand face down."""
    if view.seat is None:
        return [Piece(("back", i), _hand_card(None, "")) for i in range(view.hand_sizes[me])]
    zoo = column_counts(view, me) if preview else {}
    counts = Counter(view.hand)
    pieces = []
    for i, kind in enumerate(sorted(counts)):
        species = kind if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES else 0
        key, after, held = key_of(i), zoo.get(kind, 0) + 1, counts[kind]
        tip = texts.own_card_tip(kind, key, held, owner, after if preview and species else 0)
        star = species and preview and after == data.TRIPLET
        star_tip = fill(tr("Triplet of %1"), texts.species_name(species)) if star else ""
        draw = _hand_card(kind, star_tip)
        label = fill(tr("×%1"), held)
        pieces.append(Piece((kind, star_tip), draw, ("own", kind), tip, label, quiet=held == 1))
    return pieces


def held_hand(view: View, names: Sequence[str]) -> list[Held]:
    """The viewer's hand drawn compactly for a replay's holdings strip (see
    ``BoardWidget.holdings_held``; ``names``: the seats', naming its owner in the tooltips):
    a card per kind, in hand order, its number or name (a card without one: "×1" under a
    9-px picture named no special; F6) and how many if more than one ("12 ×2", "Mole", "Eagle
    ×2"), a black sheep in its owner's colour. None for a spectator (a public view)."""
    if view.seat is None:
        return []
    owner = names[view.seat] if view.seat < len(names) else None
    counts = Counter(view.hand)
    pieces = []
    for kind in sorted(counts):
        held = counts[kind]
        if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
            text = str(kind) + (" " + fill(tr("×%1"), held) if held > 1 else "")
        else:  # (the Magpie by its short name, as beside the pile)
            name = tr("Magpie") if kind == data.MAGPIE else texts.kind_name(kind)
            text = texts.counted(name, held)
        black = kind - data.BLACK_SHEEP_BASE if data.is_black_sheep(kind) else None
        tint = SEAT_HEX[black % len(SEAT_HEX)] if black is not None else None
        tip = texts.own_card_tip(kind, "", held, owner)
        pieces.append(Held(L.card_path(kind), text, tip, L.HAND_CARD_W / L.HAND_CARD_H, tint))
    return pieces


@functools.cache
def _hand_card(kind: int | None, star: str) -> Any:
    """A hand card drawer: ``kind`` (None: a back) with its species number, and the star of
    a card completing a triplet (``star``: its tooltip; "": none)."""

    def draw(parent: Any, size: Any) -> CardItem:
        card = card_item(parent, kind, size.width(), size.height())
        if kind is not None and data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
            corner_badge(card, str(kind), L.MIN_TEXT, border=None)
        if star:
            box = Box(QRectF(1, 30, 28, 26), GOLD, INK, 12, "★", L.MIN_TEXT, card)
            box.setZValue(6)
            box.setToolTip(star)
        return card

    return draw
