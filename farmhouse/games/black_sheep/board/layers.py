"""The drawn layers of the Black Sheep board: each part of the view (a pasture, a seat's
panel, the piles, the supply, "Last moves", the viewer's hand) is drawn into its own
:class:`~farmhouse.app.board.layers.Layer` and redrawn only when that part changes.

:class:`DrawnLayers` is a mixin of the board; it reads ``self._view``, ``self._names`` and
``self._recent`` and records where things are (``_side_anchor``, ``_corral_anchor``,
``_hand_anchor``) for the animations, and the targets (``_hand_items``, ``_side_items``,
``_mat_items``) for input.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, pale
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, text_block, text_item
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import (
    ART,
    CARD_H,
    CARD_W,
    DISCARD_POS,
    FIGURE,
    HAND,
    HAND_X,
    HAND_Y,
    LAST_MOVES_BOTTOM,
    MAT,
    PASTURE_X,
    PASTURE_Y,
    PILE_H,
    PILE_W,
    SMALL,
    SUPPLY_LEFT,
    card_path,
    completion_centre,
    edge_of,
    edge_strip,
    figure_path,
    figure_pos,
    hand_card_x,
    opponent_corral_rect,
    side_card_pos,
    side_rect,
)
from farmhouse.games.black_sheep.data import ANIMALS, Animal
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import describe_event, fill, tr

#: Events summarised under "Last moves" on the board (the app's log shows every event).
SUMMARY_KEYS = frozenset(
    {
        "bs.played",
        "bs.side_completed",
        "bs.drew",
        "bs.reshuffled",
        "bs.scored",
        "bs.end_triggered",
        "bs.retired",
        "bs.passed",
        "bs.stalled",
        "bs.next",
        "bs.game_over",
    }
)


class DrawnLayers:
    """Drawing of every part of the board (a mixin of the board class)."""

    _view: View | None
    _names: list[str]
    _recent: list[Any]
    _line_cache: dict[int, tuple[Any, str | None]]
    _hand_items: list[SvgItem]
    _side_items: dict[int, Box]
    _mat_items: dict[int, SvgItem]
    _side_anchor: dict[tuple[int, int], tuple[QPointF, str]]
    _corral_anchor: dict[int, QPointF]
    _hand_anchor: dict[int, QPointF]

    def _viewer(self) -> int:
        assert self._view is not None
        return self._view.seat if self._view.seat is not None else 0

    # ---------------------------------------------------------------- seats

    def _name_plate(
        self, layer: Layer, seat: int, rect: QRectF, size: float, reserve_right: float = 0.0
    ) -> None:
        """The seat's panel with its colour symbol, name and turn badge; a name too long for
        the panel (less ``reserve_right`` scene units kept free on the right) is elided."""
        view = self._view
        assert view is not None
        to_move = view.to_move == seat and not view.game_over
        panel = Box(rect, QColor("#FFEFC4") if to_move else PAPER, seat_qcolour(seat), 14)
        panel.border_width = 4
        if to_move:
            panel.glow = INK
        panel.setParentItem(layer)
        symbol = seat_symbol(seat, QPointF(rect.left() + 24, rect.top() + 24), 11, layer)
        symbol.setZValue(1)
        turn = tr("▶ your turn") if seat == view.seat else tr("▶ to play")
        badge_w = QFontMetricsF(board_font(16, True)).horizontalAdvance(turn) + 28 if to_move else 0
        name = self._names[seat] if seat < len(self._names) else "?"
        room = rect.width() - 44 - 12 - reserve_right - (badge_w + 12 if to_move else 0.0)
        shown = QFontMetricsF(board_font(size, True)).elidedText(
            name, Qt.TextElideMode.ElideRight, room
        )
        label = text_item(layer, shown, QPointF(rect.left() + 44, rect.top() + 10), size, True)
        label.setToolTip(name)
        if to_move:
            x = label.pos().x() + label.boundingRect().width() + 12
            badge = Box(QRectF(x, rect.top() + 8, badge_w, 32), GOLD, INK, 16, turn, 16)
            badge.setParentItem(layer)

    def _draw_corral(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        mat = SvgItem(ART / "corral.svg", rect.width(), rect.height(), layer)
        mat.setPos(rect.topLeft())
        figures = view.corrals[seat]
        slot_w = (rect.width() - 24) / len(ANIMALS)
        size = min(slot_w * 0.95, rect.height() * 0.52)
        self._corral_anchor[seat] = rect.center()
        for i, animal in enumerate(ANIMALS):
            group = [f for f in figures if f.animal == animal]
            x = rect.left() + 12 + i * slot_w + (slot_w - size) / 2
            y = rect.top() + rect.height() * 0.14
            icon = SvgItem(figure_path(animal), size, size, layer)
            icon.setToolTip(texts.animal_name(animal))
            icon.setPos(x, y)
            icon.setOpacity(1.0 if group else 0.22)
            icon.data_value = (seat, animal)
            count = text_item(
                layer,
                f"×{len(group)}",
                QPointF(x + size / 2, y + size - 2),
                size * 0.34,
                True,
                INK if group else QColor("#9A8B74"),
                "centre",
            )
            count.setZValue(2)
            values = sorted((f.value for f in group if f.value is not None), reverse=True)
            for row in range(0, len(values), 3):
                line = " ".join(f"{v:+d}" for v in values[row : row + 3])
                val = text_item(
                    layer, line, QPointF(x + size / 2, 0), size * 0.26, True, QColor("#7A2E26")
                )
                width = val.boundingRect().width()
                scale = min(1.0, slot_w / width)
                val.setScale(scale)
                val.setPos(x + size / 2 - width * scale / 2, y + size * (1.3 + 0.3 * row / 3))
                val.setZValue(2)
        known = [f.value for f in figures if f.value is not None]
        if known:
            text_item(
                layer,
                fill(tr("known points: %1"), f"{sum(known):+d}"),
                QPointF(rect.right() - 4, rect.top() - 34),
                16,
                True,
                INK,
                "right",
            )

    def _draw_backs(self, layer: Layer, view: View, seat: int, panel: QRectF) -> None:
        """An opponent's hand as card backs, with its count."""
        backs = view.hand_sizes[seat]
        x0 = opponent_corral_rect(panel).right() + 14
        w = 42.0
        for i in range(backs):
            back = SvgItem(card_path(None), w, w * 1.4, layer)
            back.setPos(x0 + i * 14, panel.top() + 58 + i * 3)
            back.setRotation(-6 + i * 6)
        self._hand_anchor[seat] = QPointF(x0 + 30, panel.top() + 90)
        text_item(
            layer,
            fill(tr("%n card(s)", "", backs), backs),
            QPointF(x0 + 36, panel.top() + 128),
            17,
            False,
            INK,
            "centre",
        )

    def _own_reserve(self, view: View, me: int) -> float:
        """Room kept free at the right of the own name for the "known points" line."""
        known = [f.value for f in view.corrals[me] if f.value is not None]
        if not known:
            return 0.0
        points = fill(tr("known points: %1"), f"{sum(known):+d}")
        return QFontMetricsF(board_font(16, True)).horizontalAdvance(points) + 12

    def _draw_hand(self, layer: Layer, view: View, me: int) -> None:
        self._hand_items = []
        w, h = CARD_W * HAND, CARD_H * HAND
        if view.seat is None:  # a spectator (hand-over screen): seat 0's hand face down
            for i in range(view.hand_sizes[me]):
                back = SvgItem(card_path(None), w, h, layer)
                back.setPos(HAND_X - 1.5 * w - 16 + i * (w + 16), HAND_Y)
            return
        text_item(
            layer,
            tr("Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear"),
            QPointF(1590, 968),
            17,
            False,
            QColor("#7A6A55"),
            "right",
        )
        n = len(view.hand)
        self._hand_anchor[me] = QPointF(HAND_X, HAND_Y)
        for i, animal in enumerate(view.hand):
            card = SvgItem(card_path(animal), w, h, layer)
            card.setPos(hand_card_x(i, n), HAND_Y)
            card.role = "hand"
            card.setToolTip(
                fill(tr("%1 (rank %2) — key %3"), texts.animal_name(animal), animal.rank, i + 1)
            )
            card.data_value = i
            card.setZValue(5)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
            text_item(
                layer,
                str(i + 1),
                QPointF(hand_card_x(i, n) + w / 2, HAND_Y + h + 4),
                16,
                True,
                QColor("#7A6A55"),
                "centre",
            )
            self._hand_items.append(card)

    # ---------------------------------------------------------------- table

    def _draw_piles(self, layer: Layer, view: View) -> None:
        x, y = 30.0, 250.0
        for i in range(min(4, max(1, view.deck_size // 12 + 1))):
            back = SvgItem(card_path(None), PILE_W, PILE_H, layer)
            back.setPos(x + i * 2, y - i * 2)
            back.setOpacity(1.0 if view.deck_size else 0.25)
        text_item(
            layer,
            fill(tr("Deck: %1"), view.deck_size),
            QPointF(x + PILE_W / 2, y + PILE_H + 8),
            17,
            True,
            INK,
            "centre",
        )
        x2 = DISCARD_POS.x()
        if view.discard:
            for i, animal in enumerate(view.discard[-3:]):
                card = SvgItem(card_path(animal), PILE_W, PILE_H, layer)
                card.setPos(x2 + i * 3, y + i * 2)
                card.setRotation((i - 1) * 4)
        else:
            Box(QRectF(x2, y, PILE_W, PILE_H), None, QColor("#B9A886"), 9).setParentItem(layer)
        text_item(
            layer,
            fill(tr("Discard: %1"), len(view.discard)),
            QPointF(x2 + PILE_W / 2, y + PILE_H + 8),
            17,
            True,
            INK,
            "centre",
        )
        if view.end_triggered:
            end = Box(
                QRectF(22, 408, 266, 50),
                QColor("#F6D6C8"),
                QColor("#B5473A"),
                10,
                tr("Last round: pastures are no longer refilled"),
                15,
            )
            end.setParentItem(layer)

    def _last_moves_lines(self) -> tuple[str, ...]:
        """The newest five "Last moves" lines (each event described once, then remembered)."""
        cache = self._line_cache
        lines = []
        for event in self._recent:
            if event.key in SUMMARY_KEYS:
                if id(event) not in cache:
                    cache[id(event)] = (event, describe_event(event, self._names))
                text = cache[id(event)][1]
                if text:
                    lines.append(text)
        return tuple(lines[-5:])

    def _draw_last_moves(self, layer: Layer, lines: Sequence[str], end_triggered: bool) -> None:
        if not lines:
            return
        top = 466.0 if end_triggered else 412.0
        text_item(layer, tr("Last moves"), QPointF(26, top), 16, True)
        shown = list(lines)
        log = text_block(
            layer, "\n".join("• " + line for line in shown), QPointF(22, top + 22), 252
        )
        while len(shown) > 1 and log.boundingRect().height() > LAST_MOVES_BOTTOM - (top + 22):
            shown = shown[1:]  # keep the newest lines that fit above the own panel
            log.setPlainText("\n".join("• " + line for line in shown))

    def _draw_supply_and_tasks(self, layer: Layer, view: View) -> None:
        left = SUPPLY_LEFT
        text_item(layer, tr("Supply"), QPointF(left + 116, 236), 18, True, INK, "centre")
        counts = dict(view.supply)
        for i, animal in enumerate(ANIMALS):
            x = left + (i % 2) * 120
            y = 262 + (i // 2) * 64
            icon = SvgItem(figure_path(animal), 56, 56, layer)
            icon.setPos(x, y)
            icon.setOpacity(1.0 if counts.get(animal, 0) else 0.25)
            text_item(layer, f"×{counts.get(animal, 0)}", QPointF(x + 60, y + 16), 20, True)
        if not view.options.task_cards:
            text_item(
                layer,
                tr("Bonus cards: 6 points each"),
                QPointF(left + 120, 462),
                15,
                False,
                INK,
                "centre",
            )
            text_item(
                layer,
                tr("majority per animal · complete set"),
                QPointF(left + 120, 482),
                13,
                False,
                MUTED,
                "centre",
            )
            return
        y = 458
        text_item(
            layer, tr("Task cards (reconstructed deck)"), QPointF(left, y), 15, True, max_width=236
        )
        tasks: list[tuple[str, str]] = [(t, tr("face up")) for t in view.face_up_tasks]
        tasks += [(t, tr("your secret")) for t in view.secret_tasks]
        if view.revealed_secret_tasks is not None:
            for seat, ids in enumerate(view.revealed_secret_tasks):
                if seat != view.seat:
                    tasks += [(t, fill(tr("%1's secret"), self._names[seat])) for t in ids]
        top = y + 24.0
        for task_id, where in tasks:
            label = text_block(
                layer,
                f"{task_id} · {texts.task_text(task_id)} ({where})",
                QPointF(left - 4, top),
                236,
                15,
            )
            label.setZValue(1)
            height = label.boundingRect().height()
            Box(
                QRectF(left - 6, top + 1, 242, height - 2), PAPER, QColor("#B9A886"), 6
            ).setParentItem(layer)
            top += height + 4

    # ---------------------------------------------------------------- pastures

    def _draw_pasture_ground(self, layer: Layer, view: View, p: int) -> None:
        """What changes only with the seating or when pasture ``p`` retires: its mat, name
        plaque, the seats' edge strips and the backdrops of their sides."""
        pasture = view.pastures[p]
        cx, cy = PASTURE_X[p], PASTURE_Y
        half = MAT / 2
        mat = SvgItem(ART / "pasture.svg", MAT, MAT, layer)
        mat.setPos(cx - half, cy - half)
        mat.dimmed = not pasture.active
        if view.seat is not None:  # a click on the mat means "my side of it"
            mat.role = "side" if pasture.active else "retired"
            mat.data_value = p
        self._mat_items[p] = mat
        me = self._viewer()
        plaque = Box(
            QRectF(cx - 26, cy - half - 2 if view.players != 2 else cy - 18, 52, 30),
            QColor("#C48A52"),
            INK,
            6,
            texts.pasture_name(p),
            20,
            layer,
        )
        plaque.setZValue(3)
        if view.players == 2:
            plaque.setPos(0, -half + 14)
        for seat in range(view.players):
            edge = edge_of((seat - me) % view.players, view.players)
            r = edge_strip(p, edge)
            strip = Box(r, seat_qcolour(seat), INK, 3, parent=layer)
            strip.border_width = 1
            strip.setZValue(1)
            long = r.width() > r.height()
            for j in range(3):
                c = (
                    QPointF(r.left() + r.width() * (j + 1) / 4, r.center().y())
                    if long
                    else QPointF(r.center().x(), r.top() + r.height() * (j + 1) / 4)
                )
                sym = seat_symbol(seat, c, 5, layer, seat_qcolour(seat).lighter(130), 1.2)
                sym.setZValue(2)
            self._side_anchor[(p, seat)] = (side_card_pos(p, edge, 0), edge)
            if pasture.active:
                backdrop = Box(side_rect(p, edge), pale(seat_qcolour(seat), 0.4), None, 10)
                backdrop.setParentItem(layer)
                backdrop.setZValue(-1)
        if not pasture.active:
            text_item(
                layer, tr("retired"), QPointF(cx, cy - 12), 24, True, MUTED, "centre"
            ).setZValue(6)

    def _draw_pasture_targets(self, layer: Layer, view: View, p: int) -> None:
        """The sides of an active pasture ``p`` as click targets (above the cards, so the
        viewer's lit side tints its cards)."""
        self._side_items.pop(p, None)
        if not view.pastures[p].active:
            return
        me = self._viewer()
        for seat in range(view.players):
            edge = edge_of((seat - me) % view.players, view.players)
            target = Box(side_rect(p, edge), None, None, 10, parent=layer)
            target.role = "side" if seat == view.seat else "other_side"
            target.data_value = p
            if seat == view.seat:
                self._side_items[p] = target

    def _draw_pasture_play(self, layer: Layer, view: View, p: int, fresh: Sequence[int]) -> None:
        """What play changes on pasture ``p``: each seat's side (the last ``fresh[seat]`` cards
        marked as just played), completion tokens and the figures."""
        pasture = view.pastures[p]
        me = self._viewer()
        for seat in range(view.players):
            edge = edge_of((seat - me) % view.players, view.players)
            cards = pasture.sides[seat]
            for k, animal in enumerate(cards):
                card = SvgItem(card_path(animal), CARD_W * SMALL, CARD_H * SMALL, layer)
                card.setToolTip(texts.animal_name(animal))
                card.setPos(side_card_pos(p, edge, k))
                card.setZValue(4 + k)
                card.data_value = ("side_card", p, seat, k)
                if k >= len(cards) - fresh[seat]:
                    card.glow = GOLD
                    card.setToolTip(fill(tr("%1 (just played)"), texts.animal_name(animal)))
                card.dimmed = not pasture.active
            completion = pasture.completion[seat]
            if completion is not None:
                self._completion_token(layer, p, edge, completion)
        for k, figure in enumerate(pasture.figures):
            fig = SvgItem(figure_path(figure.animal), FIGURE, FIGURE, layer)
            fig.setToolTip(texts.animal_name(figure.animal))
            fig.setPos(figure_pos(p, k))
            fig.setZValue(3)
            fig.data_value = ("pasture_figure", p, k)
            if figure.value is not None:
                text_item(
                    layer,
                    f"{figure.value:+d}",
                    QPointF(fig.x() + FIGURE / 2, fig.y() + FIGURE - 8),
                    16,
                    True,
                    QColor("#7A2E26"),
                    "centre",
                ).setZValue(4)

    def _fresh_counts(self, view: View, p: int) -> tuple[int, ...]:
        """Per seat, how many of the last cards on its side of ``p`` were played just now."""
        out = []
        for seat in range(view.players):
            cards = view.pastures[p].sides[seat]
            count = 0
            for event in reversed(self._recent):
                if (
                    event.key == "bs.played"
                    and event.seat == seat
                    and event.params.get("pasture") == p
                ):
                    played = [Animal(c) for c in event.params.get("cards", ())]
                    if list(cards[len(cards) - len(played) :]) == played:
                        count = len(played)
                        break
            out.append(count)
        return tuple(out)

    def _completion_token(self, layer: Layer, p: int, edge: str, number: int) -> None:
        centre = completion_centre(p, edge)
        token = Box(
            QRectF(centre.x() - 15, centre.y() - 15, 30, 30),
            QColor("#FFFFFF"),
            INK,
            15,
            str(number),
            16,
            layer,
        )
        token.setToolTip(tr("Completion number: on identical combinations the lower one wins."))
        token.setZValue(9)
