"""The Black Sheep board: a QGraphicsView that draws a :class:`~rules.View` and lets the
human build one legal :class:`~rules.Play` (or :class:`~rules.Pass`).

Layout (scene units, 1600 × 1000, scaled to fit the window with its aspect kept): the other
seats' panels along the top (name, hand as card backs, corral), the three pasture mats in the
middle with each seated player's cards on the edge facing them (the viewer's edge is at the
bottom), deck and discard pile on the left, supply and task cards on the right, and the
viewer's corral, hand and prompts at the bottom.

Interaction: click (or press 1–3 for) hand cards to select one or two, then click your side
of a pasture (or press A/S/D, or move with ←/→ and press Enter). After a single card, a prompt
offers the optional discard (BS-4.1): its cards carry their hand numbers, and 1–3 keep meaning
the hand positions there. Esc goes back one step (prompt, then selection). Only choices that start a legal play light
up; anything else emits :attr:`illegal_attempt` with a translated explanation.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board_base import BoardWidget
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.data import ANIMALS, SIDE_SIZE, Animal
from farmhouse.games.black_sheep.rules import Pass, Play, View
from farmhouse.games.black_sheep.texts import (  # re-exported for the app (board_base)
    breakdown_rows,
    describe_action,
    describe_event,
    describe_illegal,
    fill,
    tr,
)
from farmhouse.paths import resources_dir

__all__ = [
    "BlackSheepBoard",
    "breakdown_rows",
    "create_board",
    "describe_action",
    "describe_event",
    "describe_illegal",
]

SCENE = QRectF(0, 0, 1600, 1000)
ART = resources_dir() / "black_sheep"

INK = QColor("#3D2B1F")
PAPER = QColor("#FFF8EC")
TABLE = QColor("#E9DDC2")
GOLD = QColor("#F5B82E")
LEGAL = QColor("#12A4B8")
#: Seat colours (data.SEAT_COLOURS) and their shapes, so colour is never the only cue.
SEAT_QCOLOURS = (QColor("#D8483F"), QColor("#E8B21F"), QColor("#8C5BB8"), QColor("#3579C9"))
SEAT_SHAPES = ("circle", "triangle", "diamond", "square")

CARD_W, CARD_H = 100.0, 140.0  # art size
SMALL = 0.52  # cards on pastures
HAND = 1.2  # cards in the viewer's hand
MAT = 184.0
FIGURE = 78.0
PASTURE_X = (432.0, 800.0, 1168.0)
PASTURE_Y = 430.0
HAND_Y = 800.0
HAND_X = 880.0
DISCARD_POS = QPointF(150, 250)
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

# ----------------------------------------------------------------------------- SVG rendering


class SvgCache:
    """Renders SVG files to pixmaps at device resolution and keeps them.

    ``pixmap(path, width, height, dpr)`` returns a QPixmap of ``width`` × ``height`` device
    pixels with ``devicePixelRatio`` ``dpr``; results are cached by (file, size, dpr).
    """

    def __init__(self) -> None:
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[Path, int, int, float], QPixmap] = {}

    def pixmap(self, path: Path, width: int, height: int, dpr: float) -> QPixmap:
        """The cached rendering of ``path`` at ``width`` × ``height`` device pixels."""
        key = (path, width, height, dpr)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            self._renderers[path] = renderer
        pixmap = QPixmap(QSize(max(1, width), max(1, height)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, width, height))
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        if len(self._pixmaps) > 600:
            self._pixmaps.clear()
        self._pixmaps[key] = pixmap
        return pixmap

    def __len__(self) -> int:
        return len(self._pixmaps)


SVG_CACHE = SvgCache()


class SvgItem(QGraphicsObject):
    """An SVG picture of ``size`` scene units, rendered crisply at the current zoom and
    device pixel ratio (device size rounded to 4 px to keep the cache small).

    ``role`` and ``data_value`` tell the board what a click on it means; ``glow`` draws a
    highlight outline (None = none).
    """

    def __init__(
        self, path: Path, width: float, height: float, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.size = (width, height)
        self.role: str | None = None
        self.data_value: Any = None
        self.glow: QColor | None = None
        self.lit = False  # a legal choice right now
        self.dimmed = False

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-9, -9, self.size[0] + 18, self.size[1] + 18)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, *self.size))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        dpr = painter.device().devicePixelRatioF()
        w = max(4, int(round(self.size[0] * scale * dpr / 4)) * 4)
        h = max(4, int(round(self.size[1] * scale * dpr / 4)) * 4)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, *self.size)
        painter.drawPixmap(target, SVG_CACHE.pixmap(self.path, w, h, dpr), QRectF(0, 0, w, h))
        if self.dimmed:
            painter.fillRect(target, QColor(233, 221, 194, 150))
        if self.glow is not None:
            draw_glow(painter, target.adjusted(-3, -3, 3, 3), self.glow, 8)


def draw_glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float) -> None:
    """A highlight outline: a white halo under a coloured line (readable on any card tint)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#FFFFFF"), 9))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(colour, 5))
    painter.drawRoundedRect(rect, radius, radius)


def pale(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with white: ``amount`` 1 = the colour, 0 = white."""
    return QColor(
        *(
            int(c * amount + 255 * (1 - amount))
            for c in (colour.red(), colour.green(), colour.blue())
        )
    )


def card_path(animal: Animal | None) -> Path:
    """The SVG of an animal card, or of the card back for ``None``."""
    return ART / ("card_back.svg" if animal is None else f"card_{animal.value}.svg")


def figure_path(animal: Animal) -> Path:
    """The SVG of an animal figure."""
    return ART / f"figure_{animal.value}.svg"


def seat_symbol_path(shape: str, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of a seat symbol (circle, triangle, diamond or square)."""
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - r),
                    QPointF(x + r, y),
                    QPointF(x, y + r),
                    QPointF(x - r, y),
                    QPointF(x, y - r),
                ]
            )
        )
    else:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - r),
                    QPointF(x + r, y + r * 0.8),
                    QPointF(x - r, y + r * 0.8),
                    QPointF(x, y - r),
                ]
            )
        )
    return path


class Box(QGraphicsObject):
    """A rounded rectangle (panels, buttons, prompts, side targets) with optional text.

    Like :class:`SvgItem` it carries ``role``/``data_value`` for clicks and a ``glow``.
    """

    def __init__(
        self,
        rect: QRectF,
        fill: QColor | None,
        border: QColor | None = None,
        radius: float = 10,
        text: str = "",
        font_size: float = 18,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.rect = rect
        self.fill = fill
        self.border = border
        self.radius = radius
        self.text = text
        self.font_size = font_size
        self.border_width = 2.0
        self.role: str | None = None
        self.data_value: Any = None
        self.glow: QColor | None = None
        self.lit = False  # a legal choice right now

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, self.border_width) if self.border else Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.fill) if self.fill else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, self.radius, self.radius)
        if self.glow is not None:
            draw_glow(painter, self.rect.adjusted(-2, -2, 2, 2), self.glow, self.radius)
        if self.text:
            font = QFont()
            font.setPixelSize(int(self.font_size))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(
                self.rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text
            )


def text_item(
    scene_or_parent: QGraphicsScene | QGraphicsItem,
    text: str,
    pos: QPointF,
    size: float = 18,
    bold: bool = False,
    colour: QColor = INK,
    align: str = "left",
) -> QGraphicsSimpleTextItem:
    """A text label at ``pos`` (its left, centre or right edge per ``align``; top at pos.y)."""
    item = QGraphicsSimpleTextItem(text)
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(colour)
    width = item.boundingRect().width()
    dx = {"left": 0.0, "centre": -width / 2, "right": -width}[align]
    item.setPos(pos.x() + dx, pos.y())
    if isinstance(scene_or_parent, QGraphicsScene):
        scene_or_parent.addItem(item)
    else:
        item.setParentItem(scene_or_parent)
    return item


# ----------------------------------------------------------------------------- helpers


def edge_of(rel: int, players: int) -> str:
    """Where seat ``rel`` places after the viewer (0) sits around a pasture: "bottom", "left",
    "top" or "right" (clockwise; with 2 players the other seat is opposite)."""
    order = {
        2: ("bottom", "top"),
        3: ("bottom", "left", "right"),
        4: ("bottom", "left", "top", "right"),
    }[players]
    return order[rel]


def play_matches(action: Any, pasture: int, cards: Sequence[Animal]) -> bool:
    """True if ``action`` is a Play of exactly ``cards`` (any order) to ``pasture``."""
    return (
        isinstance(action, Play)
        and action.pasture == pasture
        and Counter(action.cards) == Counter(cards)
    )


def contains(bigger: Sequence[Animal], smaller: Sequence[Animal]) -> bool:
    """True if the multiset ``smaller`` is part of the multiset ``bigger``."""
    need = Counter(smaller)
    have = Counter(bigger)
    return all(have[a] >= n for a, n in need.items())


# ----------------------------------------------------------------------------- the board


class BlackSheepBoard(BoardWidget):
    """The Black Sheep board widget (see the module docstring for layout and controls).

    Test hooks: :meth:`hand_card_items`, :meth:`pasture_side_item`, :meth:`discard_prompt_items`,
    :meth:`keep_all_item`, :meth:`pass_item`, :meth:`item_centre_in_viewport`,
    :meth:`is_animating`; ``selection`` (selected hand indices).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(SCENE, self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(TABLE)
        self.setFrameShape(QGraphicsView_NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self._view: View | None = None
        self._legal: list[Any] = []
        self._events: list[Event] = []
        self._recent: list[Event] = []
        self._names: list[str] = []
        self._interactive = True
        self._speed = 1.0
        self.selection: list[int] = []
        self._pending: int | None = None  # pasture waiting for the discard answer
        self._focus_pasture: int | None = None
        self._hover: Any = None
        self._hand_items: list[SvgItem] = []
        self._side_items: dict[int, Box] = {}
        self._mat_items: dict[int, SvgItem] = {}
        self._prompt_items: list[SvgItem] = []
        self._prompt_extra: list[QGraphicsItem] = []
        self._keep_item: Box | None = None
        self._pass_item: Box | None = None
        self._hint: QGraphicsSimpleTextItem | None = None
        self._anim: QAbstractAnimation | None = None
        self._side_anchor: dict[tuple[int, int], tuple[QPointF, str]] = {}
        self._corral_anchor: dict[int, QPointF] = {}
        self._hand_anchor: dict[int, QPointF] = {}
        self.setToolTip(self._help_text())

    # ---------------------------------------------------------------- BoardWidget API

    def show_view(
        self,
        view: Any,
        legal: Sequence[Any],
        events: Sequence[Event] = (),
        names: Sequence[str] = (),
    ) -> None:
        """Draw ``view``, animate ``events`` (then emit animations_finished) and offer the
        choices in ``legal``."""
        self._finish_animation()  # an interrupted animation still reports that it ended
        seen = [e for e in events if e.visible_to(view.seat)]
        if self._view is None or self._view.seat != view.seat:
            self._recent = []
        # what happened since this seat's own last move ("Last moves", just-played cards)
        self._recent = (self._recent + seen)[-40:]
        self._view = view
        self._legal = list(legal)
        self._events = seen
        self._names = list(names) or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        self.selection = []
        self._pending = None
        self._focus_pasture = None
        self._rebuild()
        self._animate()
        if self._legal and self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # keys 1-3, A/S/D work at once

    def set_interactive(self, enabled: bool) -> None:
        """Allow or forbid choosing actions (False while an AI thinks)."""
        self._interactive = enabled
        self._refresh_highlights()

    def set_animation_speed(self, factor: float) -> None:
        """Scale animation durations: 1 normal, 0 instant, 2 twice as slow."""
        self._speed = max(0.0, factor)

    def retranslate(self) -> None:
        """Redraw all texts in the current language."""
        self.setToolTip(self._help_text())
        if self._view is not None:
            self._finish_animation()
            self._rebuild()

    # ---------------------------------------------------------------- test hooks

    def hand_card_items(self) -> list[SvgItem]:
        """The viewer's hand card items, in hand order."""
        return list(self._hand_items)

    def pasture_side_item(self, pasture: int) -> Box | None:
        """The viewer's side target of pasture ``pasture`` (None for a spectator)."""
        return self._side_items.get(pasture)

    def mat_item(self, pasture: int) -> SvgItem:
        """The mat picture of pasture ``pasture``."""
        return self._mat_items[pasture]

    def discard_prompt_items(self) -> list[SvgItem]:
        """The cards offered by the discard prompt (empty when no prompt is shown)."""
        return list(self._prompt_items)

    def keep_all_item(self) -> Box | None:
        """The "Keep all" button of the discard prompt, if shown."""
        return self._keep_item

    def pass_item(self) -> Box | None:
        """The "Pass" button, shown when passing is the only legal action."""
        return self._pass_item

    def item_centre_in_viewport(self, item: QGraphicsItem) -> Any:
        """The viewport point (QPoint) at the centre of ``item``'s shape, for mouse tests."""
        return self.mapFromScene(item.mapToScene(item.shape().boundingRect().center()))

    def is_animating(self) -> bool:
        """True while an animation runs."""
        return self._anim is not None

    def highlighted_items(self) -> list[QGraphicsItem]:
        """Items currently lit up as legal choices."""
        items: list[SvgItem | Box] = [
            *self._hand_items,
            *self._side_items.values(),
            *self._prompt_items,
        ]
        return [i for i in items if i.lit]

    def texts_on_board(self) -> list[str]:
        """Every text drawn on the board (labels and boxes)."""
        out: list[str] = []
        for item in self.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append(item.text())
            elif isinstance(item, QGraphicsTextItem):
                out.extend(item.toPlainText().split("\n"))
            elif isinstance(item, Box) and item.text:
                out.append(item.text)
        return out

    # ---------------------------------------------------------------- Qt events

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.fitInView(SCENE, Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self.fitInView(SCENE, Qt.AspectRatioMode.KeepAspectRatio)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        target = self._target_at(event.position().toPoint())
        if target is not None:
            self._click(*target)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        super().mouseMoveEvent(event)
        target = self._target_at(event.position().toPoint())
        if target != self._hover:
            self._hover = target
            self._refresh_highlights()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        digits = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
        pastures = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}
        if key in digits:
            index = digits[Qt.Key(key)]
            if self._pending is not None:
                self._discard_key(index)
            else:
                self._click("hand", index)
        elif key in pastures:
            self._click("side", pastures[Qt.Key(key)])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._pending is not None:
                self._click("keep", None)
            elif self._pass_item is not None:
                self._click("pass", None)
            elif self._focus_pasture is not None:
                self._click("side", self._focus_pasture)
            else:
                self._explain(tr("Choose a pasture first: A, S or D, or ←/→."))
        elif key == Qt.Key.Key_K and self._pending is not None:
            self._click("keep", None)
        elif key == Qt.Key.Key_P and self._pass_item is not None:
            self._click("pass", None)
        elif key == Qt.Key.Key_Escape:
            if self._pending is not None:  # one step back: keep the cards, choose again
                self._pending = None
            else:
                self.selection = []
                self._focus_pasture = None
            self._rebuild_prompt()
            self._refresh_highlights()
        else:
            super().keyPressEvent(event)

    # ---------------------------------------------------------------- choosing

    def _help_text(self) -> str:
        return tr(
            "Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture "
            "(keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you "
            "may discard one of your other cards (press its number) or keep all (K or Enter). "
            "Esc goes back one step."
        )

    def _discard_key(self, index: int) -> None:
        """Number key ``index`` (0-based hand position) while the discard prompt is open."""
        assert self._view is not None
        if index >= len(self._view.hand):
            self._explain(tr("You have no such card."))
        elif index in self.selection:
            self._explain(
                tr(
                    "That is the card you are playing. Press the number of another card to "
                    "discard it, or K to keep all."
                )
            )
        else:
            self._click("discard", self._view.hand[index])

    def _target_at(self, point: Any) -> tuple[str, Any] | None:
        for item in self.items(point):
            while item is not None:
                role = getattr(item, "role", None)
                if role:
                    return role, item.data_value  # type: ignore[attr-defined]
                item = item.parentItem()
        return None

    def _plays(self) -> list[Play]:
        return [a for a in self._legal if isinstance(a, Play)]

    def _selected_cards(self) -> list[Animal]:
        assert self._view is not None
        return [self._view.hand[i] for i in self.selection]

    def _card_selectable(self, index: int) -> bool:
        assert self._view is not None
        wanted = [*self._selected_cards(), self._view.hand[index]]
        return any(contains(p.cards, wanted) for p in self._plays())

    def _pasture_accepts(self, pasture: int) -> bool:
        cards = self._selected_cards()
        return bool(cards) and any(play_matches(p, pasture, cards) for p in self._plays())

    def _my_turn(self) -> bool:
        return bool(self._legal) and self._interactive and self._anim is None

    def _explain(self, text: str) -> None:
        self.illegal_attempt.emit(text)

    def _click(self, role: str, value: Any) -> None:
        if self._view is None:
            return
        if role in ("hand", "side", "other_side", "retired", "discard", "keep", "pass"):
            if not self._legal or not self._interactive:
                self._explain(tr("Please wait: it is not your turn to choose."))
                return
            if self._anim is not None:
                self._finish_animation()
        if role == "hand":
            self._click_hand(int(value))
        elif role == "side":
            self._click_side(int(value))
        elif role == "retired":
            self._explain(
                describe_illegal(IllegalAction("bs.illegal.pasture_retired", pasture=int(value)))
            )
        elif role == "other_side":
            me = self._viewer()
            self._explain(
                fill(
                    tr(
                        "You can only play to your own side: the %1 edge of a "
                        "pasture, nearest to you."
                    ),
                    texts.seat_colour_name(me),
                )
            )
        elif role == "discard":
            self._choose(self._pending, value)
        elif role == "keep":
            self._choose(self._pending, None)
        elif role == "pass":
            self._emit_action(next(a for a in self._legal if isinstance(a, Pass)))

    def _click_hand(self, index: int) -> None:
        assert self._view is not None
        if self._pending is not None:
            self._explain(tr("First answer the discard question (or press Esc)."))
            return
        if index >= len(self._view.hand):
            self._explain(tr("You have no such card."))
            return
        if not self._plays():
            self._explain(tr("You have no legal play: you must pass."))
            return
        if index in self.selection:
            self.selection.remove(index)
        elif len(self.selection) >= 2:
            self._explain(tr("You may play at most two cards in one turn."))
            return
        elif not self._card_selectable(index):
            if self.selection:
                self._explain(
                    tr(
                        "No pasture takes these cards together: no side of yours "
                        "has room for two cards."
                    )
                )
            else:
                self._explain(tr("This card cannot be played now."))
            return
        else:
            self.selection.append(index)
        self._refresh_highlights()

    def _click_side(self, pasture: int) -> None:
        assert self._view is not None
        if self._pending is not None:
            self._explain(tr("First answer the discard question (or press Esc)."))
            return
        cards = self._selected_cards()
        if not self._plays():
            self._explain(tr("You have no legal play: you must pass."))
            return
        if not cards:
            self._explain(tr("Choose one or two cards from your hand first."))
            return
        if not self._pasture_accepts(pasture):
            self._explain(self._why_not(pasture, len(cards)))
            return
        options = [p for p in self._plays() if play_matches(p, pasture, cards)]
        if any(p.discard is not None for p in options):
            self._pending = pasture
            self._rebuild_prompt()
            self._refresh_highlights()
            return
        self._emit_action(options[0])

    def _emit_action(self, action: Any) -> None:
        self._recent = []  # "Last moves" restarts from this move
        self.action_chosen.emit(action)

    def _why_not(self, pasture: int, count: int) -> str:
        assert self._view is not None and self._view.seat is not None
        mat = self._view.pastures[pasture]
        if not mat.active:
            err = IllegalAction("bs.illegal.pasture_retired", pasture=pasture)
        else:
            on_side = len(mat.sides[self._view.seat])
            if on_side >= SIDE_SIZE:
                err = IllegalAction("bs.illegal.side_full", pasture=pasture)
            else:
                allowed = {0: [1, 2], 1: [2], 2: [1]}[on_side]
                if count in allowed:
                    return tr("No play of these cards is allowed there.")
                err = IllegalAction(
                    "bs.illegal.wrong_card_count",
                    pasture=pasture,
                    on_side=on_side,
                    played=count,
                    allowed=allowed,
                )
        return describe_illegal(err)

    def _choose(self, pasture: int | None, discard: Any) -> None:
        if pasture is None:
            return
        cards = self._selected_cards()
        for play in self._plays():
            if play_matches(play, pasture, cards) and play.discard == discard:
                self._emit_action(play)
                return
        self._explain(
            describe_illegal(IllegalAction("bs.illegal.discard_not_in_hand", card=discard))
        )

    def _move_focus(self, step: int) -> None:
        candidates = [p for p in range(3) if self._pasture_accepts(p)]
        if not candidates:
            self._explain(tr("Choose one or two cards from your hand first."))
            return
        if self._focus_pasture not in candidates:
            self._focus_pasture = candidates[0 if step > 0 else -1]
        else:
            i = candidates.index(self._focus_pasture)
            self._focus_pasture = candidates[(i + step) % len(candidates)]
        self._refresh_highlights()

    # ---------------------------------------------------------------- drawing

    def _rebuild(self) -> None:
        scene = self.scene()
        scene.clear()
        self._hand_items = []
        self._side_items = {}
        self._mat_items = {}
        self._prompt_items = []
        self._prompt_extra = []
        self._keep_item = None
        self._pass_item = None
        self._hint = None
        self._side_anchor = {}
        self._corral_anchor = {}
        self._hand_anchor = {}
        view = self._view
        assert view is not None
        self._draw_piles(view)
        self._draw_supply_and_tasks(view)
        for pasture in view.pastures:
            self._draw_pasture(view, pasture)
        me = view.seat if view.seat is not None else 0
        others = [(me + k) % view.players for k in range(1, view.players)]
        width = min(520.0, (SCENE.width() - 20 - 10 * (len(others) - 1)) / len(others))
        left = (SCENE.width() - width * len(others) - 10 * (len(others) - 1)) / 2
        for k, seat in enumerate(others):
            self._draw_opponent(view, seat, QRectF(left + k * (width + 10), 8, width, 196))
        self._draw_own(view, me)
        self._rebuild_prompt()
        self._refresh_highlights()

    def _viewer(self) -> int:
        assert self._view is not None
        return self._view.seat if self._view.seat is not None else 0

    def _name_plate(self, seat: int, rect: QRectF, size: float, reserve_right: float = 0.0) -> None:
        """The seat's panel with its colour symbol, name and turn badge; a name too long for
        the panel (less ``reserve_right`` scene units kept free on the right) is elided."""
        view = self._view
        assert view is not None
        scene = self.scene()
        to_move = view.to_move == seat and not view.game_over
        panel = Box(rect, QColor("#FFEFC4") if to_move else PAPER, SEAT_QCOLOURS[seat], 14)
        panel.border_width = 4
        if to_move:
            panel.glow = INK
        scene.addItem(panel)
        symbol = scene.addPath(
            seat_symbol_path(SEAT_SHAPES[seat], QPointF(rect.left() + 24, rect.top() + 24), 11),
            QPen(INK, 2),
            QBrush(SEAT_QCOLOURS[seat]),
        )
        symbol.setZValue(1)
        turn = tr("▶ your turn") if seat == view.seat else tr("▶ to play")
        badge_font = QFont()
        badge_font.setPixelSize(16)
        badge_font.setBold(True)
        badge_w = QFontMetricsF(badge_font).horizontalAdvance(turn) + 28 if to_move else 0.0
        name = self._names[seat] if seat < len(self._names) else "?"
        name_font = QFont()
        name_font.setPixelSize(int(size))
        name_font.setBold(True)
        room = rect.width() - 44 - 12 - reserve_right - (badge_w + 12 if to_move else 0.0)
        shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, room)
        label = text_item(scene, shown, QPointF(rect.left() + 44, rect.top() + 10), size, True)
        label.setToolTip(name)
        if to_move:
            x = label.pos().x() + label.boundingRect().width() + 12
            badge = Box(QRectF(x, rect.top() + 8, badge_w, 32), GOLD, INK, 16, turn, 16)
            scene.addItem(badge)

    def _draw_corral(self, view: View, seat: int, rect: QRectF) -> None:
        scene = self.scene()
        mat = SvgItem(ART / "corral.svg", rect.width(), rect.height())
        mat.setPos(rect.topLeft())
        scene.addItem(mat)
        figures = view.corrals[seat]
        slot_w = (rect.width() - 24) / len(ANIMALS)
        size = min(slot_w * 0.95, rect.height() * 0.52)
        self._corral_anchor[seat] = rect.center()
        for i, animal in enumerate(ANIMALS):
            group = [f for f in figures if f.animal == animal]
            x = rect.left() + 12 + i * slot_w + (slot_w - size) / 2
            y = rect.top() + rect.height() * 0.14
            icon = SvgItem(figure_path(animal), size, size)
            icon.setToolTip(texts.animal_name(animal))
            icon.setPos(x, y)
            icon.setOpacity(1.0 if group else 0.22)
            icon.data_value = (seat, animal)
            scene.addItem(icon)
            count = text_item(
                scene,
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
                    scene, line, QPointF(x + size / 2, 0), size * 0.26, True, QColor("#7A2E26")
                )
                width = val.boundingRect().width()
                scale = min(1.0, slot_w / width)
                val.setScale(scale)
                val.setPos(x + size / 2 - width * scale / 2, y + size * (1.3 + 0.3 * row / 3))
                val.setZValue(2)
        known = [f.value for f in figures if f.value is not None]
        if known:
            text_item(
                scene,
                fill(tr("known points: %1"), f"{sum(known):+d}"),
                QPointF(rect.right() - 4, rect.top() - 34),
                16,
                True,
                INK,
                "right",
            )

    def _draw_opponent(self, view: View, seat: int, rect: QRectF) -> None:
        self._name_plate(seat, rect, 20)
        scene = self.scene()
        corral = QRectF(rect.left() + 10, rect.top() + 50, min(rect.width() - 120, 370), 0)
        corral.setHeight(corral.width() * 0.375)
        self._draw_corral(view, seat, corral)
        backs = view.hand_sizes[seat]
        x0 = corral.right() + 14
        w = 42.0
        for i in range(backs):
            back = SvgItem(card_path(None), w, w * 1.4)
            back.setPos(x0 + i * 14, rect.top() + 58 + i * 3)
            back.setRotation(-6 + i * 6)
            scene.addItem(back)
        self._hand_anchor[seat] = QPointF(x0 + 30, rect.top() + 90)
        text_item(
            scene,
            fill(tr("%n card(s)", "", backs), backs),
            QPointF(x0 + 36, rect.top() + 128),
            17,
            False,
            INK,
            "centre",
        )

    def _draw_own(self, view: View, me: int) -> None:
        scene = self.scene()
        rect = QRectF(10, 640, 500, 352)
        known = [f.value for f in view.corrals[me] if f.value is not None]
        reserve = 0.0
        if known:  # keep the "known points" line of the corral (drawn at the right) free
            font = QFont()
            font.setPixelSize(16)
            font.setBold(True)
            points = fill(tr("known points: %1"), f"{sum(known):+d}")
            reserve = QFontMetricsF(font).horizontalAdvance(points) + 12
        self._name_plate(me, rect, 24, reserve)
        corral = QRectF(rect.left() + 14, rect.top() + 56, rect.width() - 28, 0)
        corral.setHeight(corral.width() * 0.375)
        self._draw_corral(view, me, corral)
        if view.seat is None:  # a spectator (hand-over screen): seat 0's hand face down
            for i in range(view.hand_sizes[me]):
                back = SvgItem(card_path(None), CARD_W * HAND, CARD_H * HAND)
                back.setPos(HAND_X - 1.5 * CARD_W * HAND - 16 + i * (CARD_W * HAND + 16), HAND_Y)
                scene.addItem(back)
            return
        text_item(
            scene,
            tr("Keys: 1 2 3 cards · A S D pastures · ←/→ Enter · Esc clear"),
            QPointF(1590, 968),
            17,
            False,
            QColor("#7A6A55"),
            "right",
        )
        n = len(view.hand)
        w, h = CARD_W * HAND, CARD_H * HAND
        gap = 16.0
        x0 = HAND_X - (n * w + (n - 1) * gap) / 2
        self._hand_anchor[me] = QPointF(HAND_X, HAND_Y)
        for i, animal in enumerate(view.hand):
            card = SvgItem(card_path(animal), w, h)
            card.setPos(x0 + i * (w + gap), HAND_Y)
            card.role = "hand"
            card.setToolTip(
                fill(tr("%1 (rank %2) — key %3"), texts.animal_name(animal), animal.rank, i + 1)
            )
            card.data_value = i
            card.setZValue(5)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
            scene.addItem(card)
            text_item(
                scene,
                str(i + 1),
                QPointF(x0 + i * (w + gap) + w / 2, HAND_Y + h + 4),
                16,
                True,
                QColor("#7A6A55"),
                "centre",
            )
            self._hand_items.append(card)

    def _draw_piles(self, view: View) -> None:
        scene = self.scene()
        w, h = 88.0, 123.2
        x, y = 30.0, 250.0
        for i in range(min(4, max(1, view.deck_size // 12 + 1))):
            back = SvgItem(card_path(None), w, h)
            back.setPos(x + i * 2, y - i * 2)
            back.setOpacity(1.0 if view.deck_size else 0.25)
            scene.addItem(back)
        text_item(
            scene,
            fill(tr("Deck: %1"), view.deck_size),
            QPointF(x + w / 2, y + h + 8),
            17,
            True,
            INK,
            "centre",
        )
        x2 = DISCARD_POS.x()
        if view.discard:
            for i, animal in enumerate(view.discard[-3:]):
                card = SvgItem(card_path(animal), w, h)
                card.setPos(x2 + i * 3, y + i * 2)
                card.setRotation((i - 1) * 4)
                scene.addItem(card)
        else:
            scene.addItem(Box(QRectF(x2, y, w, h), None, QColor("#B9A886"), 9))
        text_item(
            scene,
            fill(tr("Discard: %1"), len(view.discard)),
            QPointF(x2 + w / 2, y + h + 8),
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
            scene.addItem(end)
        lines = [
            t
            for t in (describe_event(e, self._names) for e in self._recent if e.key in SUMMARY_KEYS)
            if t
        ][-5:]
        if lines:
            top = 466.0 if view.end_triggered else 412.0
            text_item(scene, tr("Last moves"), QPointF(26, top), 16, True)
            log = QGraphicsTextItem()
            font = QFont()
            font.setPixelSize(16)
            log.setFont(font)
            log.setDefaultTextColor(INK)
            log.setTextWidth(252)
            log.setPlainText("\n".join("• " + line for line in lines))
            while len(lines) > 1 and log.boundingRect().height() > 628 - (top + 22):
                lines = lines[1:]  # keep the newest lines that fit above the own panel
                log.setPlainText("\n".join("• " + line for line in lines))
            log.setPos(22, top + 22)
            scene.addItem(log)

    def _draw_supply_and_tasks(self, view: View) -> None:
        scene = self.scene()
        left = 1356.0
        text_item(scene, tr("Supply"), QPointF(left + 116, 236), 18, True, INK, "centre")
        counts = dict(view.supply)
        for i, animal in enumerate(ANIMALS):
            x = left + (i % 2) * 120
            y = 262 + (i // 2) * 64
            icon = SvgItem(figure_path(animal), 56, 56)
            icon.setPos(x, y)
            icon.setOpacity(1.0 if counts.get(animal, 0) else 0.25)
            scene.addItem(icon)
            text_item(scene, f"×{counts.get(animal, 0)}", QPointF(x + 60, y + 16), 20, True)
        if not view.options.task_cards:
            text_item(
                scene,
                tr("Bonus cards: 6 points each"),
                QPointF(left + 120, 462),
                15,
                False,
                INK,
                "centre",
            )
            text_item(
                scene,
                tr("majority per animal · complete set"),
                QPointF(left + 120, 482),
                13,
                False,
                QColor("#6B5B45"),
                "centre",
            )
            return
        y = 458
        title = text_item(scene, tr("Task cards (reconstructed deck)"), QPointF(left, y), 15, True)
        title.setScale(min(1.0, 236 / title.boundingRect().width()))
        tasks: list[tuple[str, str]] = [(t, tr("face up")) for t in view.face_up_tasks]
        tasks += [(t, tr("your secret")) for t in view.secret_tasks]
        if view.revealed_secret_tasks is not None:
            for seat, ids in enumerate(view.revealed_secret_tasks):
                if seat != view.seat:
                    tasks += [(t, fill(tr("%1's secret"), self._names[seat])) for t in ids]
        top = y + 24.0
        font = QFont()
        font.setPixelSize(15)
        for task_id, where in tasks:
            label = QGraphicsTextItem(f"{task_id} · {texts.task_text(task_id)} ({where})")
            label.setFont(font)
            label.setDefaultTextColor(INK)
            label.setTextWidth(236)
            label.setPos(left - 4, top)
            label.setZValue(1)
            height = label.boundingRect().height()
            scene.addItem(
                Box(QRectF(left - 6, top + 1, 242, height - 2), PAPER, QColor("#B9A886"), 6)
            )
            scene.addItem(label)
            top += height + 4

    def _side_geometry(self, pasture: int, edge: str, k: int) -> QPointF:
        """Top-left of card ``k`` on ``edge`` of ``pasture``."""
        cx, cy = PASTURE_X[pasture], PASTURE_Y
        w, h = CARD_W * SMALL, CARD_H * SMALL
        half = MAT / 2
        if edge in ("bottom", "top"):
            x = cx - (3 * w + 2 * 6) / 2 + k * (w + 6)
            y = cy + half + 8 if edge == "bottom" else cy - half - 8 - h
            return QPointF(x, y)
        x = cx - half - 8 - w if edge == "left" else cx + half + 8
        y = cy - half + k * 56
        return QPointF(x, y)

    def _draw_pasture(self, view: View, pasture: Any) -> None:
        scene = self.scene()
        p = pasture.index
        cx, cy = PASTURE_X[p], PASTURE_Y
        half = MAT / 2
        mat = SvgItem(ART / "pasture.svg", MAT, MAT)
        mat.setPos(cx - half, cy - half)
        mat.dimmed = not pasture.active
        if view.seat is not None:  # a click on the mat means "my side of it"
            mat.role = "side" if pasture.active else "retired"
            mat.data_value = p
        scene.addItem(mat)
        self._mat_items[p] = mat
        me = self._viewer()
        edge_rects = {
            "bottom": QRectF(cx - half + 14, cy + half - 14, MAT - 28, 14),
            "top": QRectF(cx - half + 14, cy - half, MAT - 28, 14),
            "left": QRectF(cx - half, cy - half + 14, 14, MAT - 28),
            "right": QRectF(cx + half - 14, cy - half + 14, 14, MAT - 28),
        }
        plaque = Box(
            QRectF(cx - 26, cy - half - 2 if view.players != 2 else cy - 18, 52, 30),
            QColor("#C48A52"),
            INK,
            6,
            texts.pasture_name(p),
            20,
        )
        plaque.setZValue(3)
        if view.players == 2:
            plaque.setPos(0, -half + 14)
        scene.addItem(plaque)
        for seat in range(view.players):
            rel = (seat - me) % view.players
            edge = edge_of(rel, view.players)
            strip = Box(edge_rects[edge], SEAT_QCOLOURS[seat], INK, 3)
            strip.border_width = 1
            strip.setZValue(1)
            scene.addItem(strip)
            r = edge_rects[edge]
            long = r.width() > r.height()
            for j in range(3):
                c = (
                    QPointF(r.left() + r.width() * (j + 1) / 4, r.center().y())
                    if long
                    else QPointF(r.center().x(), r.top() + r.height() * (j + 1) / 4)
                )
                sym = scene.addPath(
                    seat_symbol_path(SEAT_SHAPES[seat], c, 5),
                    QPen(INK, 1.2),
                    QBrush(SEAT_QCOLOURS[seat].lighter(130)),
                )
                sym.setZValue(2)
            cards = pasture.sides[seat]
            fresh = self._recently_played(p, seat, cards)
            first = self._side_geometry(p, edge, 0)
            if pasture.active:
                backdrop = Box(self._side_rect(p, edge), pale(SEAT_QCOLOURS[seat], 0.4), None, 10)
                backdrop.setZValue(-1)
                scene.addItem(backdrop)
            self._side_anchor[(p, seat)] = (first, edge)
            for k, animal in enumerate(cards):
                pos = self._side_geometry(p, edge, k)
                card = SvgItem(card_path(animal), CARD_W * SMALL, CARD_H * SMALL)
                card.setToolTip(texts.animal_name(animal))
                card.setPos(pos)
                card.setZValue(4 + k)
                card.data_value = ("side_card", p, seat, k)
                if k >= len(cards) - fresh:
                    card.glow = GOLD
                    card.setToolTip(fill(tr("%1 (just played)"), texts.animal_name(animal)))
                if not pasture.active:
                    card.dimmed = True
                scene.addItem(card)
            completion = pasture.completion[seat]
            if completion is not None:
                self._completion_token(p, edge, completion)
            if pasture.active and seat == view.seat:
                target = self._side_target(p, edge)
                target.role = "side"
                target.data_value = p
                self._side_items[p] = target
            elif pasture.active:
                target = self._side_target(p, edge)
                target.role = "other_side"
                target.data_value = p
        for k, figure in enumerate(pasture.figures):
            fig = SvgItem(figure_path(figure.animal), FIGURE, FIGURE)
            fig.setToolTip(texts.animal_name(figure.animal))
            fig.setPos(cx - FIGURE - 2 + k * (FIGURE + 4), cy - FIGURE / 2 + 6)
            fig.setZValue(3)
            fig.data_value = ("pasture_figure", p, k)
            scene.addItem(fig)
            if figure.value is not None:
                text_item(
                    scene,
                    f"{figure.value:+d}",
                    QPointF(fig.x() + FIGURE / 2, fig.y() + FIGURE - 8),
                    16,
                    True,
                    QColor("#7A2E26"),
                    "centre",
                ).setZValue(4)
        if not pasture.active:
            text_item(
                scene, tr("retired"), QPointF(cx, cy - 12), 24, True, QColor("#6B5B45"), "centre"
            ).setZValue(6)

    def _recently_played(self, p: int, seat: int, cards: Sequence[Animal]) -> int:
        """How many of the last cards on ``seat``'s side of ``p`` were played just now."""
        for event in reversed(self._recent):
            if event.key == "bs.played" and event.seat == seat and event.params.get("pasture") == p:
                played = [Animal(c) for c in event.params.get("cards", ())]
                if list(cards[len(cards) - len(played) :]) == played:
                    return len(played)
        return 0

    def _side_rect(self, p: int, edge: str) -> QRectF:
        first = self._side_geometry(p, edge, 0)
        last = self._side_geometry(p, edge, 2)
        return QRectF(first, last + QPointF(CARD_W * SMALL, CARD_H * SMALL)).adjusted(-5, -5, 5, 5)

    def _side_target(self, p: int, edge: str) -> Box:
        target = Box(self._side_rect(p, edge), None, None, 10)
        target.setZValue(8 if edge == "bottom" else 0)
        self.scene().addItem(target)
        return target

    def _completion_token(self, p: int, edge: str, number: int) -> None:
        last = self._side_geometry(p, edge, 2)
        w, h = CARD_W * SMALL, CARD_H * SMALL
        if edge in ("bottom", "top"):
            centre = QPointF(last.x() + w + 20, last.y() + h / 2)
        else:
            centre = QPointF(last.x() + w / 2, last.y() + h + 18)
        token = Box(
            QRectF(centre.x() - 15, centre.y() - 15, 30, 30),
            QColor("#FFFFFF"),
            INK,
            15,
            str(number),
            16,
        )
        token.setToolTip(tr("Completion number: on identical combinations the lower one wins."))
        token.setZValue(9)
        self.scene().addItem(token)

    def _rebuild_prompt(self) -> None:
        scene = self.scene()
        for item in [
            *self._prompt_items,
            *self._prompt_extra,
            self._keep_item,
            self._pass_item,
            self._hint,
        ]:
            if item is not None and item.scene() is scene:
                scene.removeItem(item)
        self._prompt_items = []
        self._prompt_extra = []
        self._keep_item = None
        self._pass_item = None
        view = self._view
        assert view is not None
        top = 660.0
        if view.game_over:
            text = tr("The game is over.")
        elif not self._legal:
            who = self._names[view.to_move] if view.to_move is not None else "?"
            text = fill(tr("Waiting for %1…"), who)
        elif self._pending is not None:
            text = fill(
                tr("Discard a card? (optional, after playing one card to %1)"),
                texts.pasture_name(self._pending),
            )
        elif not self._plays():
            text = tr("You have no legal play and must pass.")
        else:
            text = self._choice_hint()
        self._hint = text_item(scene, text, QPointF(HAND_X, top), 20, True, INK, "centre")
        self._fit_hint()
        if self._pending is not None:
            self._draw_discard_prompt(top + 36)
        elif self._legal and not self._plays():
            self._pass_item = Box(
                QRectF(HAND_X - 90, top + 50, 180, 50), GOLD, INK, 12, tr("Pass"), 22
            )
            self._pass_item.role = "pass"
            self._pass_item.setZValue(20)
            scene.addItem(self._pass_item)

    def _draw_discard_prompt(self, top: float) -> None:
        view = self._view
        assert view is not None
        scene = self.scene()
        remaining = [i for i in range(len(view.hand)) if i not in self.selection]
        panel = Box(QRectF(HAND_X - 300, top - 6, 600, 100), PAPER, INK, 12)
        panel.setZValue(19)
        scene.addItem(panel)
        self._prompt_extra.append(panel)
        x = HAND_X - 280
        for n, i in enumerate(remaining):
            card = SvgItem(card_path(view.hand[i]), 62, 86.8)
            card.setPos(x + n * 80, top + 2)
            card.role = "discard"
            card.data_value = view.hand[i]
            card.setZValue(20)
            card.setToolTip(fill(tr("Discard %1 (key %2)"), texts.animal_name(view.hand[i]), i + 1))
            # the card's hand number (as under the hand), so the key to press is the one shown
            badge = Box(QRectF(31 - 16, 86.8 - 28, 32, 32), QColor("#FFFFFF"), INK, 16, str(i + 1))
            badge.border_width = 2.5
            badge.setParentItem(card)
            scene.addItem(card)
            self._prompt_items.append(card)
        self._keep_item = Box(
            QRectF(HAND_X - 90, top + 18, 200, 52), GOLD, INK, 12, tr("Keep all (K)"), 20
        )
        self._keep_item.role = "keep"
        self._keep_item.setZValue(20)
        scene.addItem(self._keep_item)
        hint = text_item(
            scene,
            tr("Esc: back"),
            QPointF(HAND_X + 280, top + 36),
            15,
            False,
            QColor("#6B5B45"),
            "right",
        )
        hint.setZValue(20)
        self._prompt_extra.append(hint)

    def _refresh_highlights(self) -> None:
        if self._view is None:
            return
        active = bool(self._legal) and self._interactive
        for i, card in enumerate(self._hand_items):
            selected = i in self.selection
            hovered = active and self._hover == ("hand", i)
            card.setY(HAND_Y - (28 if selected else 10 if hovered else 0))
            if not active or self._pending is not None:
                card.glow = GOLD if selected else None
            elif selected:
                card.glow = GOLD
            elif self._card_selectable(i):
                card.glow = LEGAL if len(self.selection) < 2 else None
            else:
                card.glow = None
            card.lit = card.glow == LEGAL
            card.dimmed = active and not selected and card.glow is None and self._plays() != []
            card.update()
        for p, target in self._side_items.items():
            lit = active and self._pending is None and self._pasture_accepts(p)
            target.lit = lit
            target.glow = LEGAL if lit else None
            target.fill = QColor(18, 164, 184, 50) if lit else None
            target.setCursor(
                Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor
            )
            if lit and (self._hover == ("side", p) or self._focus_pasture == p):
                target.fill = QColor(18, 164, 184, 110)
                target.glow = GOLD
            target.update()
        for item in self._prompt_items:
            item.lit = True
            item.glow = GOLD if self._hover == ("discard", item.data_value) else LEGAL
            item.update()
        for button in (self._keep_item, self._pass_item):
            if button is not None:
                hover = self._hover == (button.role, None)
                button.fill = GOLD.lighter(125) if hover else GOLD
                button.update()
        if self._hint is not None and self._view is not None:
            self._rebuild_hint_text()

    def _choice_hint(self) -> str:
        if not self.selection:
            return tr("Your turn: choose 1 or 2 cards, then your side of a pasture.")
        if any(self._pasture_accepts(p) for p in range(3)):
            return tr("Now click your side of a lit pasture (A · S · D).")
        return tr("Choose one more card: no side of yours takes this card alone.")

    def _rebuild_hint_text(self) -> None:
        assert self._hint is not None and self._view is not None
        if self._pending is None and self._plays() and self._interactive:
            text = self._choice_hint()
            if text != self._hint.text():
                self._hint.setText(text)
                self._fit_hint()

    def _fit_hint(self) -> None:
        """Centre the hint over the hand, shrunk if it would reach the own panel."""
        assert self._hint is not None
        width = self._hint.boundingRect().width()
        scale = min(1.0, 700 / width) if width else 1.0
        self._hint.setScale(scale)
        self._hint.setX(HAND_X - width * scale / 2)

    # ---------------------------------------------------------------- animation

    def _duration(self, ms: float) -> int:
        return int(ms * self._speed)

    def _animate(self) -> None:
        group = QSequentialAnimationGroup(self)
        if self._speed > 0:
            for event in self._events:
                step = self._animation_for(event)
                if step is not None:
                    group.addAnimation(step)
        if group.animationCount() == 0:
            group.deleteLater()
            QTimer.singleShot(0, self._emit_finished)
            return
        self._anim = group
        group.finished.connect(self._animation_done)
        group.start()

    def _emit_finished(self) -> None:
        self.animations_finished.emit()

    def _animation_done(self) -> None:
        if self._anim is None:
            return
        self._anim = None
        for item in list(self.scene().items()):
            if getattr(item, "ghost", False):
                self.scene().removeItem(item)
            elif item.opacity() < 1 and getattr(item, "hidden_for_animation", False):
                item.setOpacity(1.0)
        self._refresh_highlights()
        self.animations_finished.emit()

    def _finish_animation(self) -> None:
        if self._anim is not None:
            self._anim.setCurrentTime(self._anim.totalDuration())

    def _move(
        self, item: QGraphicsObject, start: QPointF, end: QPointF, ms: float
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self._duration(ms))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        item.setPos(start)
        return anim

    def _fade(
        self, item: QGraphicsObject, start: float, end: float, ms: float
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self._duration(ms))
        item.setOpacity(start)
        return anim

    def _ghost(self, item: QGraphicsObject) -> QGraphicsObject:
        item.ghost = True  # type: ignore[attr-defined]
        item.setZValue(30)
        self.scene().addItem(item)
        return item

    def _animation_for(self, event: Event) -> QAbstractAnimation | None:
        handlers: dict[str, Callable[[Event], QAbstractAnimation | None]] = {
            "bs.played": self._animate_played,
            "bs.scored": self._animate_scored,
        }
        handler = handlers.get(event.key)
        return handler(event) if handler else None

    def _animate_played(self, event: Event) -> QAbstractAnimation | None:
        view = self._view
        assert view is not None
        seat = event.seat
        p = event.params.get("pasture")
        if seat is None or p is None or (p, seat) not in self._side_anchor:
            return None
        cards = [Animal(c) for c in event.params.get("cards", ())]
        side = view.pastures[p].sides[seat]
        edge = self._side_anchor[(p, seat)][1]
        source = self._hand_anchor.get(seat, QPointF(HAND_X, HAND_Y))
        group = QParallelAnimationGroup(self)
        if len(side) >= len(cards) and list(side[len(side) - len(cards) :]) == cards:
            # the cards are still on the side: move the real items
            items = {d.data_value: d for d in self.scene().items() if isinstance(d, SvgItem)}
            for k in range(len(side) - len(cards), len(side)):
                item = items.get(("side_card", p, seat, k))
                if item is not None:
                    group.addAnimation(self._move(item, source, item.pos(), 420))
        else:
            # the pasture scored in the same turn, so these cards completed the side:
            # fly ghosts to where they lay
            start = SIDE_SIZE - len(cards)
            for j, animal in enumerate(cards):
                pos = self._side_geometry(p, edge, min(SIDE_SIZE - 1, start + j))
                ghost = self._ghost(SvgItem(card_path(animal), CARD_W * SMALL, CARD_H * SMALL))
                group.addAnimation(self._move(ghost, source, pos, 420))
                group.addAnimation(self._fade(ghost, 1, 1, 420))
        discard = event.params.get("discard")
        if discard:
            ghost = self._ghost(SvgItem(card_path(Animal(discard)), 88, 123.2))
            group.addAnimation(self._move(ghost, source, DISCARD_POS, 420))
        return group if group.animationCount() else None

    def _animate_scored(self, event: Event) -> QAbstractAnimation | None:
        view = self._view
        assert view is not None
        params = event.params
        p = params.get("pasture")
        winner = params.get("winner")
        if p is None or winner is None:
            return None
        seq = QSequentialAnimationGroup(self)
        # 1. the sides as they were, with each combination's name
        show = QParallelAnimationGroup(self)
        combos = {c["seat"]: c for c in params.get("combos", ())}
        ghosts: list[QGraphicsObject] = []
        for seat in range(view.players):
            anchor = self._side_anchor.get((p, seat))
            if anchor is None:
                continue
            edge = anchor[1]
            combo = combos.get(seat)
            if combo is None:
                continue
            for k, animal in enumerate(combo["cards"]):
                pos = self._side_geometry(p, edge, k)
                ghost = self._ghost(
                    SvgItem(card_path(Animal(animal)), CARD_W * SMALL, CARD_H * SMALL)
                )
                ghost.setPos(pos)
                ghost.setZValue(25)
                ghosts.append(ghost)
                show.addAnimation(self._fade(ghost, 0, 1, 250))
            name = texts.combination_name(combo["combo"])
            label = Box(
                self._combo_rect(p, edge),
                GOLD if seat == winner else PAPER,
                INK,
                8,
                f"★ {name}" if seat == winner else name,
                14,
            )
            label.border_width = 3 if seat == winner else 1.5
            self._ghost(label)
            show.addAnimation(self._fade(label, 0, 1, 250))
        seq.addAnimation(show)
        seq.addAnimation(QPauseAnimation(self._duration(1200), self))
        # 2. the two figures move to the winner's corral
        move = QParallelAnimationGroup(self)
        target = self._corral_anchor.get(winner, QPointF(800, 900))
        refill_items = [
            d
            for d in self.scene().items()
            if isinstance(d, SvgItem)
            and isinstance(d.data_value, tuple)
            and d.data_value[:2] == ("pasture_figure", p)
        ]
        for k, animal in enumerate(params.get("figures", ())):
            start = QPointF(
                PASTURE_X[p] - FIGURE - 2 + k * (FIGURE + 4), PASTURE_Y - FIGURE / 2 + 6
            )
            ghost = self._ghost(SvgItem(figure_path(Animal(animal)), FIGURE, FIGURE))
            ghost.setPos(start)
            ghost.setOpacity(0)
            show.addAnimation(self._fade(ghost, 0, 1, 250))
            end = target + QPointF(-FIGURE + k * FIGURE * 0.8, -FIGURE / 2)
            move.addAnimation(self._move(ghost, start, end, 800))
            move.addAnimation(self._fade(ghost, 1, 0.2, 800))
        for ghost in ghosts:
            move.addAnimation(self._fade(ghost, 1, 0, 400))
        seq.addAnimation(move)
        # 3. the refill (or the retired mat) appears
        if refill_items:
            appear = QParallelAnimationGroup(self)
            for item in refill_items:
                item.hidden_for_animation = True  # type: ignore[attr-defined]
                appear.addAnimation(self._fade(item, 0, 1, 250))
            seq.addAnimation(appear)
        return seq

    def _combo_rect(self, p: int, edge: str) -> QRectF:
        first = self._side_geometry(p, edge, 0)
        w, h = CARD_W * SMALL, CARD_H * SMALL
        if edge == "bottom":
            return QRectF(first.x() - 10, first.y() + h + 6, 3 * w + 32, 28)
        if edge == "top":
            return QRectF(first.x() - 10, first.y() - 34, 3 * w + 32, 28)
        return QRectF(first.x() - 34, first.y() + MAT / 2 - 20, w + 68, 40)


QGraphicsView_NoFrame = BoardWidget.Shape.NoFrame  # noqa: N816 (Qt enum alias)


def create_board(parent: QWidget | None = None) -> BlackSheepBoard:
    """A new Black Sheep board (the app's entry point for this game)."""
    return BlackSheepBoard(parent)
