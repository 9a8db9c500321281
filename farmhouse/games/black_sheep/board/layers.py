"""The drawn layers of the Black Sheep board: :class:`Table` (each part of the view in its
own layer) and :class:`Question` (the discard question over the hand). Nothing a player
must read is smaller than :data:`~.layout.MIN_TEXT`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.game_board import POINTER_ONLY, READING_GROUP, GameBoard
from farmhouse.app.board.layers import Layer, LayerMap
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, pale
from farmhouse.app.board.parts.choice_panel import Choice, ChoicePanel
from farmhouse.app.board.parts.final import FinalRow, FinalRows
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.parts.plate import PlateFit, SeatPlate, under_name
from farmhouse.app.board.parts.recent import FRAME, RecentPanel
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    balance,
    centred_lines,
    elided,
    key_line,
    line_count,
    line_height,
    line_pitch,
    set_block_text,
    text_block,
    text_item,
    text_width,
    wrap_lines,
)
from farmhouse.core.choices import Target
from farmhouse.core.game import Event, Outcome
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import (
    ART,
    BOTTOM_MARGIN,
    HAND_Y,
    HEIGHT,
    KEY_LINES,
    KEYS_TOP,
    MIN_TEXT,
    MIN_WIDTH,
    PILE_H,
    PILE_LABELS_TOP,
    PILE_W,
    RESULT_TOP,
    SUPPLY_ICON,
    TOKEN_R,
    Geometry,
    card_item,
    card_path,
    edge_of,
    figure_path,
    geometry,
)
from farmhouse.games.black_sheep.choices import just_played
from farmhouse.games.black_sheep.data import ANIMALS, Animal
from farmhouse.games.black_sheep.rules import FigureView, View, view_outcome
from farmhouse.games.black_sheep.texts import fill, tr

# Colours of secondary texts and of known figure values.
SOFT = QColor("#6B5B45")
SECRET_TINT = pale(GOLD, 0.45)  # (a secret task's row: gold, as its tag)
VALUE = QColor("#7A2E26")
# Font sizes (scene units) of the board's texts.
BADGE_SIZE = 20.0
COUNT_SIZE = 20.0
TITLE_SIZE = 21.0  # titles ("Last moves", "Supply", the scoring cards)
BONUS_ICON = 24.0  # a majority card's figure among the bonus cards won
TASK_ROW = 30.0  # a task card's row (less where many do not fit under the own panel)
BANNER_PAD = 14.0  # the room beside the end banner's lines (both sides together)


def label(
    parent: QGraphicsItem,
    text: str,
    at: QPointF,
    size: float = MIN_TEXT,
    bold: bool = True,
    colour: QColor = INK,
    align: str = "centre",
    width: float | None = None,
) -> QGraphicsSimpleTextItem:
    """A kit ``text_item``: fitted to ``width`` (if given) down to ``MIN_TEXT``, then elided."""
    return text_item(parent, text, at, size, bold, colour, align, width, MIN_TEXT)


@functools.lru_cache(maxsize=32)
def counts_bottom(counts: tuple[str, str], geo: Geometry) -> float:
    """Where the piles' ``counts`` end in ``geo`` (as many lines as the longer one takes)."""
    widths = (geo.pile_label_rect(False).width(), geo.pile_label_rect(True).width())
    lines = [wrap_lines(t, COUNT_SIZE, w, True) for t, w in zip(counts, widths, strict=True)]
    return PILE_LABELS_TOP + max(map(len, lines)) * line_pitch(COUNT_SIZE, True)


class Table:
    """Everything on the board but the hand and the prompt, in ``scene``: each part of the
    view (a pasture, a seat's panel, the piles, the supply, "Last moves", the scoring cards)
    in its own :class:`~farmhouse.app.board.layers.Layer`, redrawn only when it changed.
    ``bind``: the board's ``bind``, for the viewer's sides. :meth:`draw` keeps where things
    are for the animations (``side_anchor``, ``corral_anchor``, ``hand_anchor``) and the
    target items (``side_items``, ``mat_items``)."""

    def __init__(
        self, scene: QGraphicsScene, bind: Callable[[QGraphicsItem, Target], QGraphicsItem]
    ) -> None:
        self.scene, self.bind = scene, bind
        self.view: View | None = None
        self.me = 0  # the seat drawn at the bottom (the viewer's; seat 0 for a spectator)
        self.outcome: Outcome | None = None  # the final result, once the game is over
        self.names: list[str] = []
        self.geo: Geometry = geometry(2, MIN_WIDTH)
        self.turn: int | None = None  # the seat marked as being on turn
        self.read_only = False  # a board that only shows: no key line (GameBoard.read_only)
        self.you: int | None = None  # the seat spoken to as "you" (None: a spectator's board)
        self._recent: Sequence[Event] = ()  # what happened since the viewer's last turn
        # id(event) -> (event, its "Last moves" line); the event is kept so the id stays its own
        self.line_cache: dict[int, tuple[Event, str | None]] = {}
        self.side_items: dict[int, Box] = {}
        self.mat_items: dict[int, SvgItem] = {}
        self.recent_panel = RecentPanel(MIN_TEXT, TITLE_SIZE)  # "Since your last turn"
        self.plates: dict[int, SeatPlate] = {}
        self.majorities: dict[int, list[Animal]] = {}  # seat -> its majority cards, then
        self.side_anchor: dict[tuple[int, int], tuple[QPointF, str]] = {}
        self.corral_anchor: dict[int, QPointF] = {}
        self.hand_anchor: dict[int, QPointF] = {}
        pile = QRectF(0, 0, PILE_W, PILE_H)
        self.deck = Pile(scene, pile, card_path(None), most=4, per=12, faded=0.25, size=COUNT_SIZE)
        # the layers by part, in their stacking order (per pasture: its ground, that is its
        # mat and strips, its figures and its targets)
        self.layer = LayerMap(scene)
        for part in ("discard", "end", "last_moves", "supply", "scoring"):
            self.layer.at(part)
        for p in range(3):
            for z, part in enumerate(("ground", "figures", "targets")):  # (read together)
                self.layer.at((part, p), z).setData(READING_GROUP, ("pasture", p))
        self.layer.at("keys")
        # per (pasture, seat) its side (cards, completion token), above the figures; per
        # (seat, part) a seat's panel: its "corral", each animal ("slot<i>") and "backs"
        self.side_layers, self.seat_layers = LayerMap(scene, 1), LayerMap(scene, 0.5)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else "?"

    def draw(
        self,
        view: View,
        names: list[str],
        geo: Geometry,
        turn: int | None,
        recent: Sequence[Event],
        title: str,
    ) -> None:
        """Bring every layer up to date with ``view``: the seats' ``names``, laid out by
        ``geo``, ``turn`` the seat on turn, ``recent`` what happened since the viewer's last
        turn ("Last moves" under ``title``, the just-played marks)."""
        self.view, self.names, self.geo, self.turn, self._recent = view, names, geo, turn, recent
        self.me = view.seat or 0
        self.outcome = outcome = view_outcome(view)
        named, bonus = tuple(names), outcome and tuple(map(str, outcome.breakdown))
        parts, deck = self.layer, self.deck
        labels = texts.pile_texts(view.deck_size, len(view.discard))
        deck.rect.moveTopLeft(geo.deck_pos)
        deck.label_at = self._count_at(False, labels[0])
        deck.label_width = geo.pile_label_rect(False).width()
        deck.show(view.deck_size, labels[0])
        top = tuple(view.discard[-3:])
        parts["discard"].refresh((top, labels[1]), self._draw_discard, top, labels[1])
        last_round = view.end_triggered and not view.game_over  # (at game over: stale)
        parts["end"].refresh(last_round, self._draw_end_banner, last_round)
        room = geo.last_moves_rect(counts_bottom(texts.pile_texts(88, 88), geo))
        self.recent_panel.show(parts["last_moves"], room, title, self._last_moves_lines())
        parts["supply"].refresh((view.supply, last_round), self._draw_supply, view, last_round)
        tasks = (view.face_up_tasks, view.secret_tasks, view.revealed_secret_tasks)
        scoring = (view.options, *tasks, view.seat, named, bonus)
        parts["scoring"].refresh(scoring, self._draw_scoring, view)
        for p in range(3):
            ground, play, targets = (parts[(part, p)] for part in ("ground", "figures", "targets"))
            pasture = view.pastures[p]
            seating = (view.players, view.seat, pasture.active)
            ground.refresh(seating, self._draw_pasture_ground, view, p)
            targets.refresh(seating, self._draw_pasture_targets, view, p)
            play.refresh((pasture.figures, seating), self._draw_figures, view, p)
            for seat in range(view.players):
                cards, completion = pasture.sides[seat], pasture.completion[seat]
                fresh = just_played(recent, p, seat, cards)
                key = (cards, fresh, completion, seating, named)
                self.side_layers.at((p, seat)).refresh(key, self._draw_side, view, p, seat, fresh)
        self.side_layers.keep([(p, s) for p in range(3) for s in range(view.players)])
        self._draw_seats(view, named)

    def _draw_seats(self, view: View, named: tuple[str, ...]) -> None:
        """Each seat's panel: name plate, corral, hand (card backs, or the own known points)."""
        geo, me = self.geo, self.me
        others = [(me + k) % view.players for k in range(1, view.players)]
        panels = dict(zip(others, geo.opponent_rects(len(others)), strict=True))
        panels[me] = geo.own_panel
        for seat in [s for s in self.plates if s not in panels]:
            self.plates.pop(seat).clear()
        self.seat_layers.keep([k for k in self.seat_layers if k[0] in panels])
        for seat in [s for s in panels if s not in self.plates]:
            self.plates[seat] = SeatPlate(self.scene, seat, min_size=MIN_TEXT)
        fits = {seat: self._plate_fit(seat, rect) for seat, rect in panels.items()}
        if any(fit.badge and fit.badge != fit.full_badge for fit in fits.values()):
            # one badge saying less: every badge says as little (the panels read alike)
            fits = {seat: self._plate_fit(seat, rect, short=True) for seat, rect in panels.items()}
        for seat, rect in panels.items():
            own, fit = seat == me, fits[seat]
            below = None
            if fit.badge and seat == view.seat and self.outcome is not None:  # (the score)
                below = QRectF(rect.right() - 12 - fit.badge_w, rect.bottom() - 33, fit.badge_w, 30)
            self.plates[seat].show(rect, fit, self.turn == seat, badge_at=below)
            corral = geo.own_corral_rect() if own else geo.opponent_corral_rect(rect)
            # below the name, on two lines too (the corral gives way: smaller)
            corral = under_name(corral, rect.top() + self.plates[seat].name_height(fit))
            part = self.seat_layers.at
            part((seat, "corral")).refresh(corral.getRect(), self._draw_corral, seat, corral)
            for i, animal in enumerate(ANIMALS):
                group = tuple(f for f in view.corrals[seat] if f.animal == animal)
                slot = (corral.getRect(), group, named, own and view.seat is not None)
                draw = self._draw_corral_slot
                part((seat, f"slot{i}")).refresh(slot, draw, seat, corral, i, group)
            if own:
                mine = ("own", view.corrals[seat], geo.width, view.game_over)
                part((seat, "backs")).refresh(mine, self._draw_own_points, view, seat)
            else:
                backs = (rect.getRect(), view.hand_sizes[seat])
                part((seat, "backs")).refresh(backs, self._draw_backs, view, seat, rect)
            parts = [v for k, v in self.seat_layers.items() if k[0] == seat]
            for layer in [self.plates[seat].layer, *parts]:  # (its name read with its corral)
                layer.setData(READING_GROUP, f"seat {seat}")

    def _plate_fit(self, seat: int, rect: QRectF, short: bool = False) -> PlateFit:
        """How the seat's panel shows its name and badge: "your turn" / "to play", the final
        score at the end ("▶" or the points alone where the name needs the room; ``short``:
        from the start). The own final score goes under the corral (the name has the head)."""
        view, outcome, me = self.view, self.outcome, self.me
        assert view is not None
        final = outcome is not None and seat < len(outcome.scores)
        score = outcome.scores[seat] if outcome is not None and final else None
        turn, brief = texts.badge_texts(score, seat == self.you)
        fit, args = self.plates[seat].fit, (rect, self._name(seat), 22 if seat == me else 20)
        if final and seat == view.seat:
            return fit(*args, (turn,), beside=False)
        if not (self.turn == seat or final):
            return fit(*args, ("",), full=turn)
        return fit(*args, (brief,) if short else (turn, brief), full=turn)

    def _draw_corral(self, layer: Layer, seat: int, rect: QRectF) -> None:
        mat = SvgItem(ART / "corral.svg", rect.width(), rect.height(), layer)
        mat.setPos(rect.topLeft())
        self.corral_anchor[seat] = rect.center()

    def _draw_corral_slot(
        self, layer: Layer, seat: int, rect: QRectF, i: int, group: Sequence[FigureView]
    ) -> None:
        """One animal of a corral (``group``: the seat's figures of it): its picture, how many,
        and the sum of the values the view shows (each in the tooltip)."""
        animal = ANIMALS[i]
        inner = rect.adjusted(rect.width() * 0.03, rect.height() * 0.1, -rect.width() * 0.03, 0)
        slot_w = inner.width() / len(ANIMALS)
        size = min(slot_w * 0.9, rect.height() * 0.42)
        centre, top = inner.left() + (i + 0.5) * slot_w, inner.top()
        icon = SvgItem(figure_path(animal), size, size, layer)
        icon.setPos(centre - size / 2, top)
        icon.setOpacity(1.0 if group else 0.22)
        icon.data_value = (seat, animal)
        colour = INK if group else QColor("#9A8B74")
        label(layer, f"×{len(group)}", QPointF(centre, top + size - 3), colour=colour).setZValue(2)
        values = sorted((f.value for f in group if f.value is not None), reverse=True)
        owner = None if seat == self.me and self.you is not None else self._name(seat)
        icon.setToolTip(tip := texts.corral_tip(animal, len(group), owner, values))
        if values:
            at = QPointF(centre, top + size + MIN_TEXT + 1)
            value = label(layer, texts.signed(sum(values)), at, colour=VALUE, width=slot_w - 2)
            value.setZValue(2)
            value.setToolTip(tip)
            value.setData(POINTER_ONLY, True)  # (screen readers hear the icon's name once)

    def _draw_backs(self, layer: Layer, view: View, seat: int, panel: QRectF) -> None:
        """An opponent's hand as card backs, with its count."""
        backs = view.hand_sizes[seat]
        x0 = self.geo.opponent_corral_rect(panel).right() + 16
        for i in range(backs):
            back = card_item(None, 40, 40 * 1.4, layer)
            back.setPos(x0 + i * 14, panel.top() + 54 + i * 3)
            back.setRotation(-6 + i * 6)
        self.hand_anchor[seat] = QPointF(x0 + 28, panel.top() + 86)
        count, at = fill(tr("%n card(s)", "", backs), backs), QPointF(x0 + 34, panel.top() + 122)
        tip = texts.hand_count_tip(self._name(seat), backs)
        label(layer, count, at, COUNT_SIZE, False, width=panel.right() - x0 + 8).setToolTip(tip)

    def _draw_own_points(self, layer: Layer, view: View, me: int) -> None:
        """The own corral's known points, in play."""
        panel, corral = self.geo.own_panel, self.geo.own_corral_rect()
        if not (points := texts.known_points(view, me)):
            return
        at = QPointF(panel.right() - 14, corral.bottom() - 2)
        label(layer, points, at, COUNT_SIZE, True, INK, "right", panel.width() - 28).setZValue(1)

    def show_keys(self, view: View, discards: Sequence[int]) -> None:
        """The key hints under the hand while the viewer plays (at the discard question, its
        keys: the ``discards`` offered), in ink (the contrast small text needs), balanced."""
        playing = view.seat is not None and not view.game_over and not self.read_only
        self.layer["keys"].refresh((playing, *discards), self._draw_keys, playing, discards)

    def _draw_keys(self, layer: Layer, playing: bool, discards: Sequence[int]) -> None:
        column, keys = self.geo.hand_column, key_line(texts.keys_text(discards))
        if playing:
            at = QPointF(column.left(), KEYS_TOP)
            block = text_block(layer, keys, at, column.width(), MIN_TEXT, align="centre")
            if line_count(block) > KEY_LINES:  # (no Ctrl+Tab rather than a line cut off)
                set_block_text(block, key_line(texts.keys_text(discards, board_exit=False)))
            balance(block)

    def _draw_discard(self, layer: Layer, top: Sequence[Animal], count: str) -> None:
        """The discard pile: its top three cards (an empty pile as an outline) and ``count``
        under it, broken between words where it does not fit on one line."""
        discard, room = self.geo.discard_pos, self.geo.pile_label_rect(True)
        pile: QGraphicsItem = Box(QRectF(discard, QSizeF(PILE_W, PILE_H)), None, FRAME, 9)
        for i, animal in enumerate(top):
            pile = card_item(animal, PILE_W, PILE_H, layer)
            pile.setPos(discard.x() + i * 3, discard.y() + i * 2)
            pile.setRotation((i - 1) * 4)
        pile.setParentItem(layer)  # (the top card, or the outline of an empty pile)
        pile.setToolTip(texts.discard_tip(count, top[-1] if top else None))
        centred_lines(layer, count, self._count_at(True, count), room.width(), COUNT_SIZE, True)

    def _count_at(self, discard: bool, text: str) -> QPointF:
        """Where the count ``text`` under the deck or discard pile is centred (under the pile
        as far as its room allows)."""
        room = self.geo.pile_label_rect(discard)
        x = (self.geo.discard_pos if discard else self.geo.deck_pos).x() + PILE_W / 2
        width = min(room.width(), text_width(text, COUNT_SIZE, True))
        return QPointF(min(max(x, room.left() + width / 2), room.right() - width / 2), room.top())

    def _draw_end_banner(self, layer: Layer, end_triggered: bool) -> None:
        """The "last round" banner where the supply was (it refills nothing now), taller if
        its lines need it."""
        if not end_triggered:
            return
        rect = self.geo.supply_rect
        text = tr("Last round: pastures are no longer refilled")
        wrapped = "\n".join(wrap_lines(text, MIN_TEXT, rect.width() - BANNER_PAD, True))
        box = Box(rect, QColor("#F6D6C8"), QColor("#B5473A"), 10, wrapped, MIN_TEXT, layer)
        box.prepareGeometryChange()
        box.rect.setHeight(max(rect.height(), box.drawn_texts()[0][2].height() + 6))

    def _last_moves_lines(self) -> tuple[str, ...]:
        """The "Last moves" lines, all of them (the panel shows the newest that fit, each
        seat's move first, and says how many it left out); each event worded once."""
        old, line = self.line_cache, texts.summary_line
        self.line_cache = {
            id(e): old.get(id(e)) or (e, line(e, self.names, self.you is None))
            for e in self._recent
        }
        worded = [(e, text) for e in self._recent if (text := self.line_cache[id(e)][1])]
        # each seat's latest play or pass whole, before other lines (issue 18, F19)
        moves = {e.seat: e for e, _ in worded if e.key in texts.MOVE_KEYS}
        self.recent_panel.keep = [moves.get(e.seat) is e for e, _ in worded]
        return tuple(text for _, text in worded)

    def _draw_supply(self, layer: Layer, view: View, last_round: bool) -> None:
        """The supply's figures with their counts, as large as its rows allow (none in the
        last round: the end banner is there)."""
        rect, columns = self.geo.supply_rect, self.geo.supply_columns
        if last_round:
            return
        label(layer, tr("Supply"), QPointF(rect.center().x(), rect.top()), TITLE_SIZE)
        top = rect.top() + line_height(tr("Supply"), TITLE_SIZE, True)  # (CJK: taller)
        counts, rows = dict(view.supply), len(ANIMALS) // columns
        size = min(SUPPLY_ICON, (rect.bottom() - top) / rows - 4)
        for i, animal in enumerate(ANIMALS):
            x = rect.left() + (i % columns) * rect.width() / columns + 4
            y = top + (i // columns) * (size + 4)
            count = counts.get(animal, 0)
            icon = SvgItem(figure_path(animal), size, size, layer)
            icon.setPos(x, y)
            icon.setOpacity(1.0 if count else 0.25)
            icon.setToolTip(fill(tr("%1 ×%2 in the supply"), texts.animal_name(animal), count))
            icon.setData(READING_GROUP, "supply")  # (read in one go, not split by a corral)
            at = QPointF(x + size + 2, y + (size - 26) / 2)
            label(layer, f"×{count}", at, COUNT_SIZE, align="left")

    def _draw_scoring(self, layer: Layer, view: View) -> None:
        """The bonus or task cards under the own panel; once the game is over, the bonus cards
        won or every task card in the hand's column (:meth:`result_rect`)."""
        outcome, rect = self.outcome, self.geo.scoring_rect
        if view.options.task_cards:
            tasks = texts.task_rows(view, self.names)
            roomy = outcome is not None
            self._draw_task_list(layer, tasks, self.result_rect() if roomy else rect, roomy)
            return
        if outcome is not None:  # (the bonus cards won, in the hand's column)
            at = QPointF(self.geo.hand_column.left(), RESULT_TOP)
            self._bonus_table(view, outcome).draw(layer, at, self._draw_majority, FRAME)
        box = Box(rect.adjusted(0, 0, 0, -rect.height() + 84), PAPER, FRAME, 10, parent=layer)
        at, title = QPointF(rect.center().x(), rect.top() + 10), tr("Bonus cards: 6 points each")
        label(layer, title, at, TITLE_SIZE, width=rect.width() - 16)
        words = tr("most of an animal · each complete set of all six")
        box.setToolTip(f"{title}\n{words}")  # (what a screen reader lists)
        at = QPointF(rect.left() + 8, rect.top() + 34)
        text_block(layer, words, at, rect.width() - 16, MIN_TEXT, SOFT, align="centre")

    def _bonus_table(self, view: View, outcome: Outcome) -> FinalRows:
        """The bonus cards won (BS-8.2, BS-8.3) as the kit's end-of-game rows: per seat (the
        viewer first) a figure per majority card, its complete sets and their points."""
        me, rows = self.me, []
        self.majorities = {}
        for seat in [(me + k) % view.players for k in range(view.players)]:
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            won, score, words = texts.bonus_row(part)
            self.majorities[seat], tip = won, texts.bonus_cards_text(part)
            rows.append(FinalRow(seat, self._name(seat), score, words, None, len(won), tip))
        title = tr("Bonus cards won (6 points each)")
        width = self.geo.hand_column.width()
        return FinalRows(rows, width, title, size=MIN_TEXT, small=MIN_TEXT, figure=BONUS_ICON)

    def _draw_majority(self, parent: QGraphicsItem, seat: int, k: int, rect: QRectF) -> None:
        """Majority card ``k`` of ``seat``: its animal on gold."""
        animal = self.majorities[seat][k]
        Box(rect, GOLD, INK, 5, parent=parent).border_width = 1
        figure = SvgItem(figure_path(animal), rect.width() - 4, rect.height() - 4, parent)
        figure.setPos(rect.topLeft() + QPointF(2, 2))
        figure.setZValue(1)
        figure.setToolTip(fill(tr("Majority card (%1): +6"), texts.animal_name(animal)))

    def result_rect(self) -> QRectF:
        """Where the result is shown in the hand's column once the game is over (the bonus
        cards won, or the task cards with their title); empty before."""
        view, outcome = self.view, self.outcome
        if view is None or outcome is None:
            return QRectF()
        column = self.geo.hand_column
        if not view.options.task_cards:
            height = self._bonus_table(view, outcome).height
        else:
            tasks = texts.task_rows(view, self.names)
            rows = len(tasks) + sum(self._task_lines(tasks, column.width()))
            height = line_height(tr("Task cards"), TITLE_SIZE, True) + rows * TASK_ROW + 2
        return QRectF(column.left(), RESULT_TOP, column.width(), height)

    def hand_place(self, view: View) -> tuple[float, float]:
        """Where the viewer's hand lies: (its cards' top, their scale); at the end under the
        result, as large as the room left allows (scale 0: not drawn)."""
        geo = self.geo
        room = self.result_rect()
        if room.isEmpty():
            return HAND_Y, 1.0
        top = room.bottom() + 10
        height = HEIGHT - BOTTOM_MARGIN - top - BADGE_SIZE * 1.4
        scale = min(1.0, height / geo.hand_card[1])
        return top, scale if scale >= 0.5 else 0.0

    @staticmethod
    def _task_lines(tasks: list[tuple[str, str]], width: float) -> list[bool]:
        """Per task row ``width`` units wide: True where its tag needs a second line."""

        def need(task_id: str, tag: str) -> float:
            icons = len(texts.task_icons(task_id)) * (TASK_ROW - 4)
            words = text_width(texts.task_text(task_id), MIN_TEXT)
            return 8 + icons + words + 22 + text_width(tag, MIN_TEXT, True)

        return [bool(tag) and need(task_id, tag) > width for task_id, tag in tasks]

    def _draw_task_list(
        self, layer: Layer, tasks: list[tuple[str, str]], rect: QRectF, roomy: bool = False
    ) -> None:
        """The task cards as rows in ``rect`` under their title, a secret one tinted, with its
        tag (on a second line where ``rect`` has the room: ``roomy``, the result). Where it
        has not, the tint alone says "secret" (explained by the title) and the text has the row."""
        title = tr("Task cards")
        label(layer, title, QPointF(rect.left() + 4, rect.top() - 1), TITLE_SIZE, align="left")
        top = rect.top() + line_height(tr("Task cards"), TITLE_SIZE, True)
        rows = [(task_id, tag, bool(tag)) for task_id, tag in tasks]  # (id, tag, tinted)
        two_lines = self._task_lines(tasks, rect.width())
        if not roomy and top + (len(tasks) + sum(two_lines)) * TASK_ROW > rect.bottom():
            secret = tr("secret")
            if any(tag == secret for _, tag in tasks):
                self._secret_legend(layer, rect)
                rows = [(i, "" if tag == secret else tag, tint) for i, tag, tint in rows]
            two_lines = [False] * len(tasks)  # (what still does not fit is elided)
        line_h = min(TASK_ROW, (rect.bottom() - top) / max(1, len(tasks) + sum(two_lines)))
        for (task_id, tag, tint), two in zip(rows, two_lines, strict=True):
            row = QRectF(rect.left(), top, rect.width(), line_h * (2 if two else 1) - 1)
            line = QRectF(row.left(), row.top(), row.width(), line_h - 1)
            back = Box(row, SECRET_TINT if tint else PAPER, FRAME, 6, parent=layer)
            x, right = row.left() + 4, row.right() - 4
            for animal in texts.task_icons(task_id):
                icon = SvgItem(figure_path(animal), line_h - 4, line_h - 4, layer)
                icon.setPos(x, row.top())
                x += line_h - 4
            text = texts.task_text(task_id)
            back.setToolTip(fill(tr("%1 (%2)"), text, tag or tr("secret")) if tint else text)
            if tag:
                room = right - x if two else max(150.0, (right - x) / 2)
                shown = elided(tag, MIN_TEXT, room, True)
                tag_w = text_width(shown, MIN_TEXT, True) + 12
                tag_line = line.translated(0, line_h) if two else line
                where = QRectF(right - tag_w, tag_line.top() + 1.5, tag_w, tag_line.height() - 3)
                badge = Box(where, GOLD, None, 5, shown, MIN_TEXT, layer)
                badge.setZValue(1)
                badge.setToolTip(tag if shown != tag else "")
                if not two:
                    right -= tag_w + 4
            at = QPointF(x + 4, line.top())
            item = label(layer, text, at, MIN_TEXT, False, INK, "left", right - x - 6)
            item.setY(line.center().y() - item.boundingRect().height() * item.scale() / 2)
            item.setZValue(1)
            top += row.height() + 1

    def _secret_legend(self, layer: Layer, rect: QRectF) -> None:
        """At the right of the task cards' title: a secret task's tint and "secret"."""
        at = QPointF(rect.right() - 4, rect.top())
        word = label(layer, tr("secret"), at, MIN_TEXT, False, INK, "right")
        height = word.boundingRect().height()
        size = min(18.0, height - 4)
        swatch = QRectF(word.x() - 6 - size, rect.top() + (height - size) / 2, size, size)
        Box(swatch, SECRET_TINT, FRAME, 4, parent=layer)

    def _draw_pasture_ground(self, layer: Layer, view: View, p: int) -> None:
        """Pasture ``p``'s mat, name plaque, the seats' edge strips and their sides' backdrops."""
        geo = self.geo
        pasture = view.pastures[p]
        rect = geo.mat_rect(p)
        mat = SvgItem(ART / "pasture.svg", rect.width(), rect.height(), layer)
        mat.setPos(rect.topLeft())
        mat.dimmed = not pasture.active
        if view.seat is not None:  # a click on the mat means "my side of it"
            mat.role = "mat"  # (a turned-over mat too: the choice model says why not)
            mat.data_value = p
        self.mat_items[p] = mat
        name = texts.pasture_name(p)
        Box(geo.plaque_rect(p), QColor("#C48A52"), INK, 6, name, 21, layer).setZValue(3)
        for seat in range(view.players):
            edge = edge_of((seat - self.me) % view.players, view.players)
            r = geo.edge_strip(p, edge)
            strip = Box(r, seat_qcolour(seat), INK, 3, parent=layer)
            strip.border_width = 1
            strip.setZValue(1)
            for j in range(1, 4):
                if r.width() > r.height():
                    c = QPointF(r.left() + r.width() * j / 4, r.center().y())
                else:
                    c = QPointF(r.center().x(), r.top() + r.height() * j / 4)
                sym = seat_symbol(seat, c, 5 * geo.k, layer, seat_qcolour(seat).lighter(130), 1.2)
                sym.setZValue(2)
            self.side_anchor[(p, seat)] = (geo.side_card_pos(p, edge, 0), edge)
            if pasture.active:
                colour = pale(seat_qcolour(seat), 0.4)
                Box(geo.side_rect(p, edge), colour, None, 10, parent=layer).setZValue(-1)
        if not pasture.active:
            at = QPointF(rect.center().x(), rect.center().y() - 14)
            label(layer, tr("retired"), at, 24, colour=MUTED).setZValue(6)

    def _draw_pasture_targets(self, layer: Layer, view: View, p: int) -> None:
        """The sides of an active pasture ``p`` as targets (over the cards: a lit side tints)."""
        self.side_items.pop(p, None)
        if not view.pastures[p].active:
            return
        for seat in range(view.players):
            edge = edge_of((seat - self.me) % view.players, view.players)
            target = Box(self.geo.side_rect(p, edge), None, None, 10, parent=layer)
            if seat == view.seat:
                self.side_items[p] = target
                self.bind(target, ("side", p))  # (its tooltip is its accessible name)
                owner = None if self.you is not None else self._name(seat)  # (a replay's)
                target.setToolTip(texts.side_tip(p, owner))
            else:
                target.role, target.data_value = "other_side", p

    def _draw_side(self, layer: Layer, view: View, p: int, seat: int, fresh: int) -> None:
        """A seat's side of ``p``: its cards (the last ``fresh`` just played), completion token."""
        geo, cards, (w, h) = self.geo, view.pastures[p].sides[seat], self.geo.small_card
        edge = edge_of((seat - self.me) % view.players, view.players)
        layer.setData(READING_GROUP, ("pasture", p, seat))  # (a side's cards read in order)
        owner = None if seat == self.you else self._name(seat)
        for k, animal in enumerate(cards):
            card = card_item(animal, w, h, layer)
            name = texts.animal_name(animal)
            card.setPos(geo.side_card_pos(p, edge, k))
            card.setZValue(4 + k)
            card.data_value = ("side_card", p, seat, k)
            if k >= len(cards) - fresh:
                card.glow = GOLD
                name = fill(tr("%1 (just played)"), name)
            card.setToolTip(texts.on_side_text(name, p, owner, (k + 1, len(cards))))
            card.dimmed = not view.pastures[p].active
        if (completion := view.pastures[p].completion[seat]) is not None:
            c = geo.completion_centre(p, edge)
            rect = QRectF(c.x() - TOKEN_R, c.y() - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R)
            token = Box(rect, QColor("#FFFFFF"), INK, TOKEN_R, str(completion), MIN_TEXT, layer)
            token.setToolTip(texts.completion_tip(completion, p, owner))
            token.setZValue(9)

    def _draw_figures(self, layer: Layer, view: View, p: int) -> None:
        """The figures on pasture ``p`` (their values where the view shows them)."""
        size = self.geo.figure
        for k, figure in enumerate(view.pastures[p].figures):
            fig = SvgItem(figure_path(figure.animal), size, size, layer)
            tip = tr("%1, on pasture %2")
            fig.setToolTip(fill(tip, texts.animal_name(figure.animal), texts.pasture_name(p)))
            fig.setPos(self.geo.figure_pos(p, k))
            fig.setZValue(3)
            fig.data_value = ("pasture_figure", p, k)
            if figure.value is not None:
                at = QPointF(fig.x() + size / 2, fig.y() + size - 8)
                label(layer, texts.signed(figure.value), at, COUNT_SIZE, colour=VALUE).setZValue(4)


def card_drawer(animal: Animal | None, small: bool) -> Callable[[QGraphicsItem, QSizeF], SvgItem]:
    """What draws a card of ``animal`` (None: a card back), its rank made readable when
    ``small`` (under the bonus cards won)."""

    def draw(parent: QGraphicsItem, size: QSizeF) -> SvgItem:
        card = card_item(animal, size.width(), size.height(), parent, small)
        if animal is not None:
            card.setZValue(5)
        return card

    return draw


class Question:
    """The discard question (BS-4.1) on ``board``, beyond the prompt line's text: the card
    being played on its side; the other cards to discard and "Keep all" in the kit's
    :class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`."""

    def __init__(self, board: GameBoard) -> None:
        self.layer = Layer(board.scene(), z=19)
        self.panel = ChoicePanel(board, QSizeF(), numbers="on", border=2.5, text=MIN_TEXT)

    def show(
        self, view: View, geo: Geometry, pasture: int | None, cards: list[Animal], offer: list[int]
    ) -> None:
        """With ``pasture`` (the side picked), the discard question for the ``cards`` played
        there, offering the hand positions ``offer`` (laid out by ``geo``); else nothing."""
        self.layer.clear()
        self.panel.clear()
        if pasture is not None:
            self._draw_pending_card(self.layer, view, geo, pasture, cards)
            self._draw_discard_prompt(view, geo, offer)

    def _draw_pending_card(
        self, layer: Layer, view: View, geo: Geometry, pasture: int, playing: Sequence[Animal]
    ) -> None:
        """The cards ``playing`` where they will lie on ``pasture``, gold, tagged "playing"."""
        assert view.seat is not None
        w, h = geo.small_card
        place = len(view.pastures[pasture].sides[view.seat])
        for k, animal in enumerate(playing):
            card = card_item(animal, w, h, layer)
            card.setPos(geo.side_card_pos(pasture, "bottom", place + k))
            card.glow = GOLD
            card.setZValue(20)
            card.setToolTip(fill(tr("%1 (being played)"), texts.animal_name(animal)))
        first = geo.side_card_pos(pasture, "bottom", place)
        at = QPointF(first.x() + w / 2, first.y() + h + 4)
        tag = label(layer, tr("playing"), at, MIN_TEXT + 1, width=w + 60)
        back = Box(tag.sceneBoundingRect().adjusted(-6, -1, 6, 1), GOLD, INK, 8, parent=layer)
        back.setZValue(20)
        tag.setZValue(21)

    def _draw_discard_prompt(self, view: View, geo: Geometry, remaining: Sequence[int]) -> None:
        """The optional discard (BS-4.1) over the hand: the cards ``remaining`` (hand
        positions) at hand size, each with its hand number (the key to press), and "Keep
        all" (down over the hand's numbers, which its own numbers and "discard" replace)."""
        panel = self.panel
        panel.cell = QSizeF(*geo.hand_card)
        width = panel.width(len(remaining), buttons=True)
        rect = QRectF(geo.hand_x - width / 2, HAND_Y - 10, width, geo.hand_card[1] + 38)
        tip = tr("Discard %1 (key %2)")
        choices = []
        for i in remaining:
            name = fill(tip, texts.animal_name(view.hand[i]), i + 1)
            draw = card_drawer(view.hand[i], False)
            choices.append(Choice(("discard", i), draw, tr("discard"), name, i + 1))
        panel.show(rect, choices, buttons=[(("keep",), tr("Keep all (K)"))], note=tr("Esc: back"))
