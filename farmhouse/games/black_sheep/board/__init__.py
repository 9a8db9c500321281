"""The Black Sheep board: a :class:`~farmhouse.app.board.view.BoardView` that draws a
:class:`~farmhouse.games.black_sheep.rules.View` and lets the human build one legal
:class:`~farmhouse.games.black_sheep.rules.Play` (or :class:`~farmhouse.games.black_sheep.rules.Pass`).

Its parts: :mod:`.layout` (where everything lies), :mod:`.layers` (the drawn parts, each
redrawn only when it changes), :mod:`.input` (choosing a play: clicks, keys, the discard
prompt, highlights) and :mod:`.animations` (played cards, scoring).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsTextItem, QWidget

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.recent import title_for
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import keep_names
from farmhouse.app.board.view import BoardView
from farmhouse.core.choices import Selection
from farmhouse.core.game import Event
from farmhouse.games.black_sheep.board.animations import BoardAnimations
from farmhouse.games.black_sheep.board.hint import HintSpots
from farmhouse.games.black_sheep.board.input import BoardInput, help_text
from farmhouse.games.black_sheep.board.layers import DrawnLayers
from farmhouse.games.black_sheep.board.layout import Geometry, geometry, scene_width
from farmhouse.games.black_sheep.choices import BlackSheepChoices
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import fill, tr

__all__ = ["SVG_CACHE", "BlackSheepBoard", "SvgItem", "create_board"]


class BlackSheepBoard(HintSpots, BoardInput, BoardAnimations, DrawnLayers, BoardView):
    """The Black Sheep board widget (see the package docstring for layout and controls).

    A new view redraws only the layers whose part of the view changed.

    The scene's width follows the window's shape (:func:`~.layout.scene_width`) and the
    layout (:attr:`geo`) follows the width and the number of players: on a resize that
    changes it, every layer is drawn anew.

    Test hooks: :meth:`hand_card_items`, :meth:`pasture_side_item`, :meth:`discard_prompt_items`,
    :meth:`keep_all_item`, :meth:`pass_item`, :meth:`mat_item`, :meth:`marked_turn`, plus
    those of BoardView; ``selection`` (selected hand indices).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        geo = geometry(2, scene_width(1.6))
        super().__init__(geo.scene, parent)
        self.geo: Geometry = geo
        self._shape: tuple[int, int, int] | None = None  # viewport size and players laid out
        self._recent_kept = False
        self._recent_seat: int | None = None
        self._view: View | None = None
        self._legal: list[Any] = []
        self._events: list[Event] = []
        self._recent: list[Event] = []
        # id(event) -> (event, its "Last moves" line); the event is kept so the id stays its own
        self._line_cache: dict[int, tuple[Event, str | None]] = {}
        self._names: list[str] = []
        # (and from the first view on, ``_choices``: its choice model, choices.py)
        self._picked: Selection = ()  # the targets picked so far
        self._focus_pasture: int | None = None
        self._hand_items: list[SvgItem] = []
        self._side_items: dict[int, Box] = {}
        self._mat_items: dict[int, SvgItem] = {}
        self._prompt_items: list[SvgItem] = []
        self._pending_items: list[SvgItem] = []  # the card being played, under the question
        self._keep_item: Box | None = None
        self._end_banner: Box | None = None
        self._log_item: QGraphicsTextItem | None = None  # the "Last moves" block
        self._last_moves_shown: tuple[tuple[str, ...], Any] | None = None  # (lines, room)
        self._plate_panels: dict[int, tuple[Box, Box]] = {}  # seat -> its panel plain, lit
        self._plate_label_right: dict[int, float] = {}  # seat -> where its name ends
        self._bonus_rows: dict[int, str] = {}  # seat -> its bonus cards, once the game is over
        self._hand_top = self.geo.hand_y  # where the hand's cards lie (lower at game over)
        self._pass_item: Box | None = None
        self._hint: QGraphicsTextItem | None = None
        self._side_anchor: dict[tuple[int, int], tuple[QPointF, str]] = {}
        self._corral_anchor: dict[int, QPointF] = {}
        self._hand_anchor: dict[int, QPointF] = {}
        scene = self.scene()
        # the piles: the deck's backs, the discard's top cards, their counts, the end banner
        self.deck_layer = Layer(scene)
        self.discard_layer = Layer(scene)
        self.piles_layer = Layer(scene)
        self.end_layer = Layer(scene)
        self.last_moves_layer = Layer(scene)
        self.supply_layer = Layer(scene)
        self.scoring_layer = Layer(scene)
        # per pasture: the ground (mat, strips), the figures and the targets
        self.pasture_layers = [(Layer(scene), Layer(scene, 1), Layer(scene, 2)) for _ in range(3)]
        # per (pasture, seat): that seat's side of the pasture (its cards, completion token)
        self.side_layers: dict[tuple[int, int], Layer] = {}
        self.seat_layers: dict[int, dict[str, Layer]] = {}
        self.hand_layer = Layer(scene, z=5)
        self.keys_layer = Layer(scene)
        self.prompt_layer = Layer(scene, z=19)
        self.setToolTip(help_text())

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
        self.animations.finish()  # an interrupted animation still reports that it ended
        seen = [e for e in events if e.visible_to(view.seat)]
        if self._recent_kept:
            self._recent_kept = False  # set_recent said what this seat has not seen yet
        elif self._view is None or self._view.seat != view.seat:
            self._recent = []
        # what happened since this seat's own last move ("Last moves", just-played cards)
        self._recent = (self._recent + seen)[-40:]
        kept = {id(e) for e in self._recent}
        self._line_cache = {k: v for k, v in self._line_cache.items() if k in kept}
        self._view = view
        self._legal = list(legal)
        self._events = seen
        names = list(names) or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        if names != self._names:
            self._line_cache = {}
            keep_names(names)  # no line of board text breaks inside a name
        self._names = names
        self._choices = BlackSheepChoices(view, self._legal)
        self._picked = ()
        self._focus_pasture = None
        self._relayout(view.players)
        self._redraw()
        self.animations.play(self._steps_for(seen) if self.animations.speed > 0 else [])
        if self._legal and self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # keys 1-3, A/S/D work at once

    def set_recent(self, events: Sequence[Event], seat: int | None = None) -> None:
        """Start "Since your last turn" (and the just-played marks) from ``events``: what
        happened since ``seat``'s last turn (``Match.since_last_decision``), for the view
        shown next."""
        self._recent = list(events)[-40:]
        self._recent_seat = seat
        self._recent_kept = True

    def set_turn(self, seat: int | None) -> None:
        """Mark ``seat`` as the one on turn (the seat the shell's banner names)."""
        changed = not self.turn_known or seat != self.turn_seat
        super().set_turn(seat)
        if changed and self._view is not None:
            self._redraw()

    def marked_turn(self) -> int | None:
        """The seat the board marks as being on turn now (None: nobody)."""
        return self._turn() if self._view is not None else None

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        if self._view is not None:
            self._relayout(self._view.players)
        super().resizeEvent(event)

    def _relayout(self, players: int) -> None:
        """Take the layout for ``players`` and the window's shape; if it changed, move the
        scene to it and draw every layer anew."""
        size = self.viewport().size()
        shape = (size.width(), size.height(), players)
        if shape == self._shape:
            return
        self._shape = shape
        aspect = size.width() / size.height() if size.height() > 0 else 1.6
        geo = geometry(players, scene_width(aspect))
        if geo is self.geo:
            return
        self.animations.finish()
        self.geo = geo
        self.setSceneRect(geo.scene)
        self.fit_rect = geo.scene
        for layer in self._layers():
            layer.invalidate()
        self.fit()
        if self._view is not None and self._view.players == players:
            self._redraw()

    def interactive_changed(self) -> None:
        """Light or dim the choices when the board becomes (non-)interactive."""
        self._refresh_highlights()

    def animations_done(self) -> None:
        """Refresh the highlights once the animations of a move have ended."""
        self._refresh_highlights()

    def hover_changed(self) -> None:
        """The pointer moved to another target: light it."""
        self._refresh_highlights()

    def retranslate(self) -> None:
        """Redraw all texts in the current language."""
        self.setToolTip(help_text())
        self._line_cache = {}
        for layer in self._layers():
            layer.invalidate()
        if self._view is not None:
            self.animations.finish()
            self._redraw()

    # ---------------------------------------------------------------- drawing

    def _layers(self) -> list[Layer]:
        return [
            self.deck_layer,
            self.discard_layer,
            self.piles_layer,
            self.end_layer,
            self.last_moves_layer,
            self.supply_layer,
            self.scoring_layer,
            *(layer for layers in self.pasture_layers for layer in layers),
            *self.side_layers.values(),
            *(layer for layers in self.seat_layers.values() for layer in layers.values()),
            self.hand_layer,
            self.keys_layer,
            self.prompt_layer,
        ]

    def _redraw(self) -> None:
        """Bring every layer up to date with ``_view`` (each redraws only if its part changed)."""
        view = self._view
        assert view is not None
        geo = self.geo
        me = self._viewer()
        names = tuple(self._names)
        outcome = self._outcome()
        bonus = tuple(map(str, outcome.breakdown)) if outcome is not None else None
        backs = self._deck_backs(view)
        self.deck_layer.refresh(backs, self._draw_deck, *backs)
        top = tuple(view.discard[-3:])
        self.discard_layer.refresh(top, self._draw_discard, top)
        self.piles_layer.refresh(
            (view.deck_size, len(view.discard)),
            self._draw_pile_labels,
            view.deck_size,
            len(view.discard),
        )
        self.end_layer.refresh(view.end_triggered, self._draw_end_banner, view.end_triggered)
        lines = self._last_moves_lines()
        room = self._last_moves_room(view.end_triggered)
        # the title and the block kept while there are lines; a move changes the block's text
        title = title_for(self._recent_seat, view.seat, self._names)
        drawn = self.last_moves_layer.refresh(
            (bool(lines), room.getRect(), title), self._draw_last_moves, bool(lines), room, title
        )
        if lines and (drawn or (lines, room.getRect()) != self._last_moves_shown):
            self._show_last_moves(lines, room)
        self._last_moves_shown = (lines, room.getRect())
        self.supply_layer.refresh(view.supply, self._draw_supply, view)
        self.scoring_layer.refresh(
            (
                view.options,
                view.face_up_tasks,
                view.secret_tasks,
                view.revealed_secret_tasks,
                view.seat,
                names,
                bonus,
            ),
            self._draw_scoring,
            view,
        )
        for p, (ground, play, targets) in enumerate(self.pasture_layers):
            seating = (view.players, view.seat, view.pastures[p].active)
            ground.refresh(seating, self._draw_pasture_ground, view, p)
            targets.refresh(seating, self._draw_pasture_targets, view, p)
            play.refresh((view.pastures[p].figures, seating), self._draw_figures, view, p)
            fresh = self._fresh_counts(view, p)
            pasture = view.pastures[p]
            for seat in range(view.players):
                side = self.side_layers.get((p, seat))
                if side is None:  # (above the figures; the sides stack in seat order)
                    side = self.side_layers[(p, seat)] = Layer(self.scene(), 1)
                cards, completion = pasture.sides[seat], pasture.completion[seat]
                side.refresh(
                    (cards, fresh[seat], completion, seating),
                    self._draw_side,
                    view,
                    p,
                    seat,
                    cards,
                    fresh[seat],
                    completion,
                )
            for p_seat in [k for k in self.side_layers if k[0] == p and k[1] >= view.players]:
                self.side_layers.pop(p_seat).clear()
        others = [(me + k) % view.players for k in range(1, view.players)]
        panels = dict(zip(others, geo.opponent_rects(len(others)), strict=True))
        panels[me] = geo.own_panel
        for seat in list(self.seat_layers):
            if seat not in panels:
                for layer in self.seat_layers.pop(seat).values():
                    layer.clear()
        plates = {
            seat: self._plate_parts(seat, rect, 22 if seat == me else 20)
            for seat, rect in panels.items()
        }
        if any(plate.badge and plate.badge != plate.full_badge for plate in plates.values()):
            # one badge saying less: every badge says as little (the panels read alike)
            plates = {
                seat: self._plate_parts(seat, rect, 22 if seat == me else 20, short=True)
                for seat, rect in panels.items()
            }
        for seat, rect in panels.items():
            own = seat == me
            layers = self.seat_layers.get(seat)
            if layers is None:
                scene = self.scene()
                # the panel (redrawn when its name or size changes), over it the turn badge
                layers = {"plate": Layer(scene), "badge": Layer(scene)}
                layers["corral"] = Layer(scene, 0.5)
                for i in range(len(ANIMALS)):  # each animal of the corral apart, over it
                    layers[f"slot{i}"] = Layer(scene, 0.5)
                layers["backs"] = Layer(scene, 0.5)
                self.seat_layers[seat] = layers
            plate = plates[seat]
            layers["plate"].refresh(
                (rect.getRect(), plate.lines, plate.name, plate.name_size),
                self._name_plate,
                seat,
                rect,
                plate,
            )
            self._light_plate(seat, plate.to_move)
            layers["badge"].refresh((rect.getRect(), plate), self._turn_badge, seat, rect, plate)
            corral = geo.own_corral_rect() if own else geo.opponent_corral_rect(rect)
            layers["corral"].refresh(corral.getRect(), self._draw_corral, seat, corral)
            figures = view.corrals[seat]
            for i, animal in enumerate(ANIMALS):
                group = tuple(f for f in figures if f.animal == animal)
                layers[f"slot{i}"].refresh(
                    (corral.getRect(), group), self._draw_corral_slot, seat, corral, i, group
                )
            if own:
                layers["backs"].refresh(
                    ("own", view.corrals[seat], geo.width, view.game_over),
                    self._draw_own_points,
                    view,
                    seat,
                )
            else:
                layers["backs"].refresh(
                    (rect.getRect(), view.hand_sizes[seat]),
                    self._draw_backs,
                    view,
                    seat,
                    rect,
                )
        self.hand_layer.refresh(
            (me, view.seat, view.hand, view.hand_sizes[me], bonus, names),
            self._draw_hand,
            view,
            me,
        )
        self.keys_layer.refresh(view.seat is not None and not view.game_over, self._draw_keys, view)
        self._rebuild_prompt()
        self._refresh_highlights()

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

    def pending_card_items(self) -> list[SvgItem]:
        """The card(s) shown as being played while the discard question is open."""
        return list(self._pending_items)

    def keep_all_item(self) -> Box | None:
        """The "Keep all" button of the discard prompt, if shown."""
        return self._keep_item

    def pass_item(self) -> Box | None:
        """The "Pass" button, shown when passing is the only legal action."""
        return self._pass_item

    def end_banner_item(self) -> Box | None:
        """The "last round" banner, once the end is triggered (None before)."""
        view = self._view
        banner = self._end_banner
        if view is None or not view.end_triggered or banner is None or banner.scene() is None:
            return None
        return banner


def create_board(parent: QWidget | None = None) -> BlackSheepBoard:
    """A new Black Sheep board (the app's entry point for this game)."""
    return BlackSheepBoard(parent)
