"""The drawn layers of the Black Sheep board: each part of the view (a pasture, a seat's
panel, the piles, the supply, "Last moves", the bonus or task cards, the viewer's hand) is
drawn into its own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when that part
changes.

:class:`DrawnLayers` is a mixin of the board; it reads ``self._view``, ``self._names``,
``self._recent`` and ``self.geo`` (the :class:`~.layout.Geometry`) and records where things
are (``_side_anchor``, ``_corral_anchor``, ``_hand_anchor``) for the animations, and the
targets (``_hand_items``, ``_side_items``, ``_mat_items``) for input. Nothing a player must
read is smaller than :data:`~.layout.MIN_TEXT`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, pale
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    board_font,
    set_block_text,
    text_block,
    text_item,
    text_width,
    wrap_lines,
)
from farmhouse.core.game import Outcome
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import (
    ART,
    MIN_TEXT,
    PILE_H,
    PILE_W,
    TOKEN_R,
    Geometry,
    card_path,
    edge_of,
    figure_path,
)
from farmhouse.games.black_sheep.data import ANIMALS, TASKS_BY_ID, Animal
from farmhouse.games.black_sheep.rules import FigureView, View, view_outcome
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
#: Colours of secondary texts and of known figure values.
SOFT = QColor("#6B5B45")
VALUE = QColor("#7A2E26")
#: Font sizes (scene units) of the board's texts.
BADGE_SIZE = 17.0
COUNT_SIZE = 17.0
# The room left and right of the end banner's lines (scene units, both sides together).
BANNER_PAD = 14.0


class DrawnLayers:
    """Drawing of every part of the board (a mixin of the board class)."""

    _view: View | None
    _names: list[str]
    _recent: list[Any]
    _line_cache: dict[int, tuple[Any, str | None]]
    _end_banner: Box | None
    _log_item: QGraphicsTextItem | None
    _plate_panels: dict[int, tuple[Box, Box]]
    _plate_label_right: dict[int, float]
    _bonus_rows: dict[int, str]
    _hand_items: list[SvgItem]
    _side_items: dict[int, Box]
    _mat_items: dict[int, SvgItem]
    _side_anchor: dict[tuple[int, int], tuple[QPointF, str]]
    _corral_anchor: dict[int, QPointF]
    _hand_anchor: dict[int, QPointF]
    geo: Geometry
    turn_seat: int | None
    turn_known: bool

    def _viewer(self) -> int:
        assert self._view is not None
        return self._view.seat if self._view.seat is not None else 0

    def _turn(self) -> int | None:
        """The seat marked as being on turn: the one the shell's banner names (see
        :meth:`BoardWidget.set_turn`), or the view's seat to move if the shell never said."""
        view = self._view
        assert view is not None
        if self.turn_known:
            return self.turn_seat
        return None if view.game_over else view.to_move

    # ---------------------------------------------------------------- seats

    def _plate_parts(
        self, seat: int, rect: QRectF, size: float, reserve_right: float = 0.0
    ) -> tuple[str, str, str, float, bool]:
        """What the seat's panel shows: (the name as shown, elided to the room the panel
        leaves it, the full name, the badge's text or "", its width, on turn)."""
        view = self._view
        assert view is not None
        to_move = self._turn() == seat
        turn = tr("▶ your turn") if seat == view.seat else tr("▶ to play")
        outcome = self._outcome()
        final = outcome is not None and seat < len(outcome.scores)
        if final:  # the game is over: the seat's final score where the turn badge would be
            assert outcome is not None
            turn = texts.final_score_text(outcome.scores[seat], label=True)
        badged = to_move or final
        badge_w = QFontMetricsF(board_font(BADGE_SIZE, True)).horizontalAdvance(turn) + 24
        name = self._names[seat] if seat < len(self._names) else "?"
        room = rect.width() - 44 - 12 - reserve_right - (badge_w + 12 if badged else 0.0)
        shown = QFontMetricsF(board_font(size, True)).elidedText(
            name, Qt.TextElideMode.ElideRight, max(room, 20)
        )
        return shown, name, turn if badged else "", badge_w if badged else 0.0, to_move

    def _name_plate(
        self, layer: Layer, seat: int, rect: QRectF, size: float, shown: str, name: str
    ) -> None:
        """The seat's panel with its colour symbol and name (``shown``: the name as it fits).
        The panel is drawn twice, plain and lit (the seat on turn); :meth:`_light_plate`
        shows one of them, so a turn change redraws neither."""
        plain = Box(rect, PAPER, seat_qcolour(seat), 14, parent=layer)
        plain.border_width = 4
        lit = Box(rect, QColor("#FFEFC4"), seat_qcolour(seat), 14, parent=layer)
        lit.border_width = 4
        lit.glow = INK
        lit.setVisible(False)
        self._plate_panels[seat] = (plain, lit)
        symbol = seat_symbol(seat, QPointF(rect.left() + 24, rect.top() + 24), 11, layer)
        symbol.setZValue(1)
        label = text_item(layer, shown, QPointF(rect.left() + 44, rect.top() + 10), size, True)
        label.setToolTip(name)
        label.setZValue(1)  # (above both panels)
        self._plate_label_right[seat] = (
            label.pos().x() + label.boundingRect().width() * label.scale()
        )

    def _light_plate(self, seat: int, to_move: bool) -> None:
        """Show the seat's panel lit while it is on turn, plain otherwise."""
        plain, lit = self._plate_panels[seat]
        if lit.isVisible() != to_move:
            lit.setVisible(to_move)
            plain.setVisible(not to_move)

    def _turn_badge(
        self, layer: Layer, seat: int, rect: QRectF, turn: str, badge_w: float, to_move: bool
    ) -> None:
        """The badge right of the seat's name: "your turn" / "to play" (gold) while it is on
        turn, its final score once the game is over."""
        if not turn:
            return
        x = self._plate_label_right[seat] + 12
        badge = Box(
            QRectF(x, rect.top() + 8, badge_w, 32),
            GOLD if to_move else PAPER,
            INK,
            16,
            turn,
            BADGE_SIZE,
        )
        badge.setParentItem(layer)

    def _draw_corral(self, layer: Layer, seat: int, rect: QRectF) -> None:
        """A corral's fence (its animals are drawn by :meth:`_draw_corral_slot`)."""
        mat = SvgItem(ART / "corral.svg", rect.width(), rect.height(), layer)
        mat.setPos(rect.topLeft())
        self._corral_anchor[seat] = rect.center()

    @staticmethod
    def _corral_slot(rect: QRectF, i: int) -> tuple[float, float, float, float]:
        """Where the ``i``-th animal of a corral goes: (its centre's x, its top, the slot's
        width, the picture's size)."""
        inner = rect.adjusted(rect.width() * 0.03, rect.height() * 0.1, -rect.width() * 0.03, 0)
        slot_w = inner.width() / len(ANIMALS)
        size = min(slot_w * 0.9, rect.height() * 0.42)
        return inner.left() + (i + 0.5) * slot_w, inner.top(), slot_w, size

    def _draw_corral_slot(
        self, layer: Layer, seat: int, rect: QRectF, i: int, group: Sequence[FigureView]
    ) -> None:
        """One animal of a corral (``group``: the seat's figures of it): its picture, how many
        and, where the view shows them, the sum of their values (each value in the tooltip)."""
        animal = ANIMALS[i]
        centre, top, slot_w, size = self._corral_slot(rect, i)
        icon = SvgItem(figure_path(animal), size, size, layer)
        icon.setPos(centre - size / 2, top)
        icon.setOpacity(1.0 if group else 0.22)
        icon.data_value = (seat, animal)
        count = text_item(
            layer,
            f"×{len(group)}",
            QPointF(centre, top + size - 3),
            MIN_TEXT,
            True,
            INK if group else QColor("#9A8B74"),
            "centre",
        )
        count.setZValue(2)
        values = sorted((f.value for f in group if f.value is not None), reverse=True)
        tip = texts.animal_name(animal)
        if values:
            value = text_item(
                layer,
                f"{sum(values):+d}",
                QPointF(centre, top + size + MIN_TEXT + 1),
                MIN_TEXT,
                True,
                VALUE,
                "centre",
                slot_w - 2,
                MIN_TEXT,
            )
            value.setZValue(2)
            tip = fill(tr("%1: %2"), tip, " ".join(f"{v:+d}" for v in values))
            value.setToolTip(tip)
        icon.setToolTip(tip)

    def _draw_backs(self, layer: Layer, view: View, seat: int, panel: QRectF) -> None:
        """An opponent's hand as card backs, with its count."""
        backs = view.hand_sizes[seat]
        x0 = self.geo.opponent_corral_rect(panel).right() + 16
        w = 40.0
        for i in range(backs):
            back = SvgItem(card_path(None), w, w * 1.4, layer)
            back.setPos(x0 + i * 14, panel.top() + 54 + i * 3)
            back.setRotation(-6 + i * 6)
        self._hand_anchor[seat] = QPointF(x0 + 28, panel.top() + 86)
        text_item(
            layer,
            fill(tr("%n card(s)", "", backs), backs),
            QPointF(x0 + 34, panel.top() + 122),
            COUNT_SIZE,
            False,
            INK,
            "centre",
            panel.right() - x0 + 8,
            MIN_TEXT,
        )

    @staticmethod
    def _known_points_text(view: View, me: int) -> str:
        known = [f.value for f in view.corrals[me] if f.value is not None]
        if not known:
            return ""
        return fill(tr("known points: %1"), f"{sum(known):+d}")

    def _draw_own_points(self, layer: Layer, view: View, me: int) -> None:
        if view.game_over:
            return  # an in-game hint: the name plate shows the final score instead
        points = self._known_points_text(view, me)
        if points:
            panel = self.geo.own_panel
            corral = self.geo.own_corral_rect()
            text_item(
                layer,
                points,
                QPointF(panel.right() - 14, corral.bottom() - 2),
                COUNT_SIZE,
                True,
                INK,
                "right",
                panel.width() - 28,
                MIN_TEXT,
            ).setZValue(1)

    def _draw_hand(self, layer: Layer, view: View, me: int) -> None:
        self._hand_items = []
        geo = self.geo
        w, h = geo.hand_card
        if view.seat is None:  # a spectator (hand-over screen): seat 0's hand face down
            count = view.hand_sizes[me]
            for i in range(count):
                back = SvgItem(card_path(None), w, h, layer)
                back.setPos(geo.hand_card_x(i, count), geo.hand_y)
            return
        n = len(view.hand)
        self._hand_anchor[me] = QPointF(geo.hand_x, geo.hand_y)
        for i, animal in enumerate(view.hand):
            x = geo.hand_card_x(i, n)
            card = SvgItem(card_path(animal), w, h, layer)
            card.setPos(x, geo.hand_y)
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
                QPointF(x + w / 2, geo.hand_y + h + 3),
                BADGE_SIZE,
                True,
                SOFT,
                "centre",
            )
            self._hand_items.append(card)

    def _draw_keys(self, layer: Layer, view: View) -> None:
        """The key hints under the hand (while the viewer plays; not after the game)."""
        if view.seat is None or view.game_over:
            return
        geo = self.geo
        column = geo.hand_column
        text_block(
            layer,
            tr("Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear"),
            QPointF(column.left(), geo.keys_top),
            column.width(),
            MIN_TEXT,
            SOFT,
            align="centre",
        )

    # ---------------------------------------------------------------- table

    @staticmethod
    def _deck_backs(view: View) -> tuple[int, bool]:
        """What the deck shows: how many card backs, and whether it has cards (else pale)."""
        return min(4, max(1, view.deck_size // 12 + 1)), view.deck_size > 0

    def _draw_deck(self, layer: Layer, backs: int, full: bool) -> None:
        deck = self.geo.deck_pos
        for i in range(backs):
            back = SvgItem(card_path(None), PILE_W, PILE_H, layer)
            back.setPos(deck.x() + i * 2, deck.y() - i * 2)
            back.setOpacity(1.0 if full else 0.25)

    def _draw_discard(self, layer: Layer, top: Sequence[Animal]) -> None:
        """The discard pile: its top three cards (an empty pile as an outline)."""
        discard = self.geo.discard_pos
        if top:
            for i, animal in enumerate(top):
                card = SvgItem(card_path(animal), PILE_W, PILE_H, layer)
                card.setPos(discard.x() + i * 3, discard.y() + i * 2)
                card.setRotation((i - 1) * 4)
        else:
            Box(
                QRectF(discard, QPointF(discard.x() + PILE_W, discard.y() + PILE_H)),
                None,
                QColor("#B9A886"),
                9,
            ).setParentItem(layer)

    def _draw_pile_labels(self, layer: Layer, deck_size: int, discarded: int) -> None:
        """The counts under the deck and the discard pile."""
        geo = self.geo
        deck, discard = geo.deck_pos, geo.discard_pos
        label_y = deck.y() + PILE_H + 8
        text_item(
            layer,
            fill(tr("Deck: %1"), deck_size),
            QPointF(deck.x() + PILE_W / 2, label_y),
            COUNT_SIZE,
            True,
            INK,
            "centre",
            88,
            MIN_TEXT,
        )
        text_item(
            layer,
            fill(tr("Discard: %1"), discarded),
            # a little right of the pile's centre, up to the supply: "Discard: 62" needs 102
            QPointF(discard.x() + PILE_W / 2 + 4, label_y),
            COUNT_SIZE,
            True,
            INK,
            "centre",
            108,
            MIN_TEXT,
        )

    def _draw_end_banner(self, layer: Layer, end_triggered: bool) -> None:
        """The "last round" banner, once the end is triggered."""
        if end_triggered:
            text, rect = self._end_banner_fit()
            end = Box(rect, QColor("#F6D6C8"), QColor("#B5473A"), 10, text, MIN_TEXT)
            end.setParentItem(layer)
            self._end_banner = end

    def _end_banner_fit(self) -> tuple[str, QRectF]:
        """The end banner's text broken into lines between words (never inside a Chinese or
        Japanese word) at :data:`MIN_TEXT`, and its rectangle: :attr:`~.Geometry.end_banner_rect`,
        taller if the lines need it ("Last moves" then starts lower)."""
        rect = QRectF(self.geo.end_banner_rect)
        text = tr("Last round: pastures are no longer refilled")
        lines = wrap_lines(text, MIN_TEXT, rect.width() - BANNER_PAD, True)
        height = len(lines) * QFontMetricsF(board_font(MIN_TEXT, True)).lineSpacing() + 6
        rect.setHeight(max(rect.height(), height))
        return "\n".join(lines), rect

    def _last_moves_lines(self) -> tuple[str, ...]:
        """The newest "Last moves" lines (each event described once, then remembered)."""
        cache = self._line_cache
        lines = []
        for event in self._recent:
            if event.key in SUMMARY_KEYS:
                if id(event) not in cache:
                    cache[id(event)] = (event, describe_event(event, self._names))
                text = cache[id(event)][1]
                if text:
                    lines.append(text)
        return tuple(lines[-8:])

    def _last_moves_room(self, end_triggered: bool) -> QRectF:
        """Where "Last moves" goes: under the end banner once the end is triggered."""
        if not end_triggered:
            return self.geo.last_moves_rect
        return self.geo.last_moves_under(self._end_banner_fit()[1].bottom())

    def _draw_last_moves(self, layer: Layer, shown: bool, rect: QRectF) -> None:
        """The "Last moves" title and its (empty) block, if ``shown`` (there are lines):
        :meth:`_show_last_moves` fills it."""
        if not shown:
            return
        text_item(layer, tr("Last moves"), QPointF(rect.left() + 2, rect.top()), 18, True)
        self._log_item = text_block(
            layer,
            "",
            QPointF(rect.left() - 2, rect.top() + 26),
            rect.width() + 4,
            MIN_TEXT,
            words=False,
        )

    def _show_last_moves(self, lines: Sequence[str], rect: QRectF) -> None:
        """The newest ``lines`` that fit under the "Last moves" title, in its kept block."""
        log = self._log_item
        assert log is not None
        top = rect.top() + 26
        # the newest lines that fit, measured line by line (one layout of the block only)
        metrics = QFontMetricsF(board_font(MIN_TEXT))
        room = QRectF(0, 0, rect.width() - 4, 10_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        height, shown = 8.0, list[str]()  # (the block's document margins)
        for line in reversed(lines):
            height += metrics.boundingRect(room, flags, "• " + line).height()
            if shown and height > rect.bottom() - top:
                break
            shown.insert(0, line)
        set_block_text(log, "\n".join("• " + line for line in shown))
        while len(shown) > 1 and log.boundingRect().height() > rect.bottom() - top:
            shown = shown[1:]  # (a rare line the estimate got wrong)
            set_block_text(log, "\n".join("• " + line for line in shown))

    def _draw_supply(self, layer: Layer, view: View) -> None:
        rect = self.geo.supply_rect
        cell = rect.width() / 2
        text_item(
            layer, tr("Supply"), QPointF(rect.center().x(), rect.top()), 18, True, INK, "centre"
        )
        counts = dict(view.supply)
        for i, animal in enumerate(ANIMALS):
            x = rect.left() + (i % 2) * cell + 8
            y = rect.top() + 28 + (i // 2) * 52
            icon = SvgItem(figure_path(animal), 48, 48, layer)
            icon.setPos(x, y)
            icon.setOpacity(1.0 if counts.get(animal, 0) else 0.25)
            icon.setToolTip(texts.animal_name(animal))
            text_item(layer, f"×{counts.get(animal, 0)}", QPointF(x + 52, y + 12), 19, True)

    def _draw_scoring(self, layer: Layer, view: View) -> None:
        """Under the own panel: the bonus cards (bonus mode) or the task cards in play."""
        rect = self.geo.scoring_rect
        outcome = self._outcome()
        if not view.options.task_cards and outcome is not None:
            self._draw_bonus_won(layer, view, outcome, rect)
            return
        if not view.options.task_cards:
            frame = Box(rect.adjusted(0, 0, 0, -rect.height() + 84), PAPER, QColor("#B9A886"), 10)
            frame.setParentItem(layer)
            text_item(
                layer,
                tr("Bonus cards: 6 points each"),
                QPointF(rect.center().x(), rect.top() + 10),
                17,
                True,
                INK,
                "centre",
                rect.width() - 16,
                MIN_TEXT,
            )
            text_block(
                layer,
                tr("most of an animal · each complete set of all six"),
                QPointF(rect.left() + 8, rect.top() + 34),
                rect.width() - 16,
                MIN_TEXT,
                SOFT,
                align="centre",
            )
            return
        text_item(layer, tr("Task cards"), QPointF(rect.left() + 4, rect.top() - 1), 17, True)
        # face-up cards plain; a secret one tinted, with a tag saying whose it is
        tasks: list[tuple[str, str]] = [(t, "") for t in view.face_up_tasks]
        tasks += [(t, tr("secret")) for t in view.secret_tasks]
        if view.revealed_secret_tasks is not None:
            for seat, ids in enumerate(view.revealed_secret_tasks):
                if seat != view.seat:
                    name = self._names[seat] if seat < len(self._names) else "?"
                    tasks += [(t, fill(tr("%1's secret"), name)) for t in ids]
        top = rect.top() + 22
        row_h = min(28.0, (rect.bottom() - top) / max(1, len(tasks)))  # 6 cards: 22 units
        metrics = QFontMetricsF(board_font(MIN_TEXT, True))
        for task_id, tag in tasks:
            task = TASKS_BY_ID[task_id]
            row = QRectF(rect.left(), top, rect.width(), row_h - 1)
            back = Box(row, QColor("#FFF1CF") if tag else PAPER, QColor("#B9A886"), 6)
            back.setParentItem(layer)
            x = row.left() + 4
            icons = task.animals if task.kind == "combination" else task.animals[:1]
            for animal in icons:
                icon = SvgItem(figure_path(Animal(animal)), row_h - 4, row_h - 4, layer)
                icon.setPos(x, row.top())
                x += row_h - 4
            right = row.right() - 4
            text = texts.task_text(task_id)
            if tag:
                shown = metrics.elidedText(tag, Qt.TextElideMode.ElideRight, 150)
                tag_w = metrics.horizontalAdvance(shown) + 12
                badge = Box(
                    QRectF(right - tag_w, row.top() + 1.5, tag_w, row.height() - 3),
                    GOLD,
                    None,
                    5,
                    shown,
                    MIN_TEXT,
                    layer,
                )
                badge.setZValue(1)
                right -= tag_w + 4
                text_tip = fill(tr("%1 (%2)"), text, tag)
            else:
                text_tip = text
            label = text_item(
                layer,
                text,
                QPointF(x + 4, row.top() + (row.height() - MIN_TEXT * 1.35) / 2),
                MIN_TEXT,
                False,
                INK,
                "left",
                right - x - 6,
                MIN_TEXT,
            )
            label.setY(row.center().y() - label.boundingRect().height() * label.scale() / 2)
            label.setZValue(1)
            back.setToolTip(text_tip)
            top += row_h

    def _outcome(self) -> Outcome | None:
        """The final result once the game is over (every value open), else None."""
        view = self._view
        return view_outcome(view) if view is not None else None

    def _draw_bonus_won(self, layer: Layer, view: View, outcome: Outcome, rect: QRectF) -> None:
        """After the game, under the own panel: per seat (the viewer first) the bonus cards it
        earned (BS-8.2, BS-8.3): a figure for each majority card, the complete sets and their
        points; a row whose sets do not fit beside its figures takes a second line."""
        frame = Box(rect, PAPER, QColor("#B9A886"), 10)
        frame.setParentItem(layer)
        text_item(
            layer,
            tr("Bonus cards won (6 points each)"),
            QPointF(rect.center().x(), rect.top() + 6),
            17,
            True,
            INK,
            "centre",
            rect.width() - 16,
            MIN_TEXT,
        )
        me = self._viewer()
        seats = [(me + k) % view.players for k in range(view.players)]
        name_w, total_w = 118.0, 44.0
        left = rect.left() + 28 + name_w + 6  # where the figures start
        right = rect.right() - 10 - total_w - 6  # where they must end
        rows = []
        for seat in seats:
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            majorities = [Animal(a) for a in part.get("majorities", ())]
            sets = int(part.get("sets", 0))
            if sets:
                extra = fill(tr("%n complete set(s)", "", sets))
            elif not majorities:
                extra = tr("no bonus cards")
            else:
                extra = ""
            rows.append((seat, part, majorities, sets, extra))
        top = rect.top() + 32
        unit = 30.0

        def needs_two(majorities: list[Animal], extra: str, unit: float) -> bool:
            icons = len(majorities) * (unit - 1)
            return bool(extra and majorities) and (
                left + icons + 4 + text_width(extra, MIN_TEXT) > right
            )

        for _ in range(3):  # rows of one or two lines, as high as the frame allows
            lines = sum(2 if needs_two(m, x, unit) else 1 for _, _, m, _, x in rows)
            unit = min(30.0, (rect.bottom() - 4 - top) / max(1, lines))
        icon = unit - 4
        self._bonus_rows = {}
        for seat, part, majorities, sets, extra in rows:
            two = needs_two(majorities, extra, unit)
            y = top + (unit - MIN_TEXT * 1.35) / 2
            seat_symbol(seat, QPointF(rect.left() + 16, top + unit / 2), 7, layer).setZValue(1)
            name = self._names[seat] if seat < len(self._names) else "?"
            label = text_item(
                layer, name, QPointF(rect.left() + 28, y), MIN_TEXT, True, INK, "left", name_w
            )
            label.setToolTip(name)
            tip = texts.bonus_cards_text(part)
            x = left
            for animal in majorities:
                back = Box(QRectF(x, top + 2, icon, icon), GOLD, INK, 5, parent=layer)
                back.border_width = 1
                figure = SvgItem(figure_path(animal), icon - 4, icon - 4, layer)
                figure.setPos(x + 2, top + 4)
                figure.setZValue(1)
                figure.setToolTip(fill(tr("Majority card (%1): +6"), texts.animal_name(animal)))
                x += icon + 3
            points = int(part.get("majority_points", 0)) + int(part.get("set_points", 0))
            text_item(
                layer,
                f"+{points}" if points else "0",
                QPointF(rect.right() - 10, y),
                MIN_TEXT,
                True,
                INK if points else SOFT,
                "right",
            )
            if extra:
                at = QPointF(left, y + unit) if two else QPointF(x + 2 if majorities else x, y)
                item = text_item(
                    layer,
                    extra,
                    at,
                    MIN_TEXT,
                    False,
                    INK if sets else SOFT,
                    "left",
                    max(20.0, right - at.x()),
                    MIN_TEXT,
                )
                item.setToolTip(tip)
            self._bonus_rows[seat] = tip
            top += unit * (2 if two else 1)

    # ---------------------------------------------------------------- pastures

    def _draw_pasture_ground(self, layer: Layer, view: View, p: int) -> None:
        """What changes only with the seating or when pasture ``p`` retires: its mat, name
        plaque, the seats' edge strips and the backdrops of their sides."""
        geo = self.geo
        pasture = view.pastures[p]
        rect = geo.mat_rect(p)
        mat = SvgItem(ART / "pasture.svg", rect.width(), rect.height(), layer)
        mat.setPos(rect.topLeft())
        mat.dimmed = not pasture.active
        if view.seat is not None:  # a click on the mat means "my side of it"
            mat.role = "side" if pasture.active else "retired"
            mat.data_value = p
        self._mat_items[p] = mat
        me = self._viewer()
        plaque = Box(
            geo.plaque_rect(p), QColor("#C48A52"), INK, 6, texts.pasture_name(p), 20, layer
        )
        plaque.setZValue(3)
        for seat in range(view.players):
            edge = edge_of((seat - me) % view.players, view.players)
            r = geo.edge_strip(p, edge)
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
                sym = seat_symbol(seat, c, 5 * geo.k, layer, seat_qcolour(seat).lighter(130), 1.2)
                sym.setZValue(2)
            self._side_anchor[(p, seat)] = (geo.side_card_pos(p, edge, 0), edge)
            if pasture.active:
                backdrop = Box(geo.side_rect(p, edge), pale(seat_qcolour(seat), 0.4), None, 10)
                backdrop.setParentItem(layer)
                backdrop.setZValue(-1)
        if not pasture.active:
            text_item(
                layer,
                tr("retired"),
                QPointF(rect.center().x(), rect.center().y() - 14),
                24,
                True,
                MUTED,
                "centre",
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
            target = Box(self.geo.side_rect(p, edge), None, None, 10, parent=layer)
            target.role = "side" if seat == view.seat else "other_side"
            target.data_value = p
            if seat == view.seat:
                self._side_items[p] = target

    def _draw_side(
        self,
        layer: Layer,
        view: View,
        p: int,
        seat: int,
        cards: Sequence[Animal],
        fresh: int,
        completion: int | None,
    ) -> None:
        """A seat's side of pasture ``p``: its cards (the last ``fresh`` marked as just
        played) and its completion token."""
        geo = self.geo
        active = view.pastures[p].active
        edge = edge_of((seat - self._viewer()) % view.players, view.players)
        w, h = geo.small_card
        for k, animal in enumerate(cards):
            card = SvgItem(card_path(animal), w, h, layer)
            card.setToolTip(texts.animal_name(animal))
            card.setPos(geo.side_card_pos(p, edge, k))
            card.setZValue(4 + k)
            card.data_value = ("side_card", p, seat, k)
            if k >= len(cards) - fresh:
                card.glow = GOLD
                card.setToolTip(fill(tr("%1 (just played)"), texts.animal_name(animal)))
            card.dimmed = not active
        if completion is not None:
            self._completion_token(layer, p, edge, completion)

    def _draw_figures(self, layer: Layer, view: View, p: int) -> None:
        """The figures on pasture ``p`` (their values where the view shows them)."""
        geo = self.geo
        size = geo.figure
        for k, figure in enumerate(view.pastures[p].figures):
            fig = SvgItem(figure_path(figure.animal), size, size, layer)
            fig.setToolTip(texts.animal_name(figure.animal))
            fig.setPos(geo.figure_pos(p, k))
            fig.setZValue(3)
            fig.data_value = ("pasture_figure", p, k)
            if figure.value is not None:
                text_item(
                    layer,
                    f"{figure.value:+d}",
                    QPointF(fig.x() + size / 2, fig.y() + size - 8),
                    17,
                    True,
                    VALUE,
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
        centre = self.geo.completion_centre(p, edge)
        token = Box(
            QRectF(centre.x() - TOKEN_R, centre.y() - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R),
            QColor("#FFFFFF"),
            INK,
            TOKEN_R,
            str(number),
            MIN_TEXT,
            layer,
        )
        token.setToolTip(tr("Completion number: on identical combinations the lower one wins."))
        token.setZValue(9)
