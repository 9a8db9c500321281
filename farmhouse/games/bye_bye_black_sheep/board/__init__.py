"""The Bye-Bye Black Sheep board: a :class:`~farmhouse.app.board.view.BoardView` that draws a
:class:`~farmhouse.games.bye_bye_black_sheep.rules.View` and lets the human take the
decision that is due (draw, stop, the Eagle, the Mole, the Magpie, the White Sheep,
placing).

Its parts: :mod:`.layout` (where everything lies), :mod:`.layers` (the players' parts) and
:mod:`.table` (the pile, the watering hole, the status and "Since your last turn"), each
part redrawn only when it changes, on the items of :mod:`.items`; :mod:`.input` (clicks,
keys, highlights, explanations) with :mod:`.prompts` (the instruction, buttons and the
Eagle, Mole and joker choices); :mod:`.animations` (cards flying and turning over).

The board remembers the events it has shown, so after a hand-over the next player sees
"Since your last turn" (what the others did) and the zoo cards placed meanwhile in gold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.recent import title_for
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import keep_names
from farmhouse.app.board.view import BoardView
from farmhouse.core.choices import Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.bye_bye_black_sheep import texts
from farmhouse.games.bye_bye_black_sheep.board.animations import BoardAnimations
from farmhouse.games.bye_bye_black_sheep.board.hint import HintSpots
from farmhouse.games.bye_bye_black_sheep.board.input import BoardInput, help_text
from farmhouse.games.bye_bye_black_sheep.board.items import CardItem, HandRow, OwnHand
from farmhouse.games.bye_bye_black_sheep.board.layers import DrawnLayers
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    OWN_PANEL,
    OWN_ZOO,
    SCENE,
    opponent_rects,
    opponent_zoo_rect,
)
from farmhouse.games.bye_bye_black_sheep.board.prompts import BoardPrompts, KeptOverlay
from farmhouse.games.bye_bye_black_sheep.board.table import TableLayers
from farmhouse.games.bye_bye_black_sheep.choices import ByeByeChoices
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View, draw_risks
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

__all__ = ["ByeByeBlackSheepBoard", "create_board"]

#: Events that add a card to the watering hole (the newest cards there are outlined).
ROW_ADDS = frozenset(
    {"bb.drew", "bb.eagle_asked", "bb.mole_picked", "bb.magpie_stole", "bb.mother_sheep"}
)


class ByeByeBlackSheepBoard(
    HintSpots, BoardInput, BoardPrompts, BoardAnimations, TableLayers, DrawnLayers, BoardView
):
    """The Bye-Bye Black Sheep board widget (see the package docstring).

    Test hooks: :meth:`hand_items` (another player's hand targets by seat),
    :meth:`own_card_items` (the viewer's hand by card kind), :meth:`zoo_card_items`,
    :meth:`choice_items` (the Eagle's players and species, the Mole's cards, the joker's
    species), :meth:`button_item` ("stop", "decline", "cancel"), plus those of BoardView.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCENE, parent)
        self._view: View | None = None
        self._prev_view: View | None = None
        self._legal: list[Any] = []
        self._names: list[str] = []
        self._recent: list[Event] = []  # since the last turn (set_recent)
        self._recent_seat: int | None = None
        self._last_batch: list[Event] = []
        self._selection: Selection = ()
        self._offered: ByeByeChoices | None = None
        self._model: ByeByeChoices | None = None
        self._reasons: dict[Selection, dict[Target, IllegalAction | None]] = {}
        self._said: dict[tuple[str, str], str] = {}
        self._focus: Target | None = None
        self._highlighted: tuple[Any, ...] | None = None
        self._fan_items: dict[int, Box] = {}
        self._hand_rows: dict[int, HandRow] = {}
        self._own_hand = OwnHand()
        self._hand_items: dict[int, SvgItem] = {}
        self._zoo_items: dict[tuple[int, int], list[SvgItem]] = {}
        self._zoo_slot_items: dict[tuple[int, int, int], SvgItem] = {}
        self._zoo_rects: dict[int, QRectF] = {}
        self._wh_items: list[SvgItem] = []
        self._wh_label: QGraphicsSimpleTextItem | None = None
        self._choice_items: list[Any] = []
        self._buttons: dict[str, Box] = {}
        self._pile_item: SvgItem | None = None
        self._magpie_item: SvgItem | None = None
        self._hand_anchor: dict[int, QPointF] = {}
        scene = self.scene()
        self.centre_layer = Layer(scene)
        self.pile_count_layer = Layer(scene)
        self.stall_layer = Layer(scene)
        self.recent_frame_layer = Layer(scene, 0.5)
        self.pond_layer = Layer(scene, 0.5)
        self.wh_layer = Layer(scene, 1)
        self.status_layer = Layer(scene, 1)
        self.recent_title_layer = Layer(scene, 1)
        self.recent_layer = Layer(scene, 1)
        self.seat_layers: dict[int, dict[str, Layer]] = {}
        self.hand_layer = Layer(scene, z=5)
        # the prompt: instruction, choice over the watering hole, buttons (stacked in this
        # order), line of keys
        self.prompt_layer = Layer(scene, z=19)
        self.overlay_layer = Layer(scene, z=19)
        self.button_layer = Layer(scene, z=19)
        self.keys_layer = Layer(scene, z=19)
        self._kept_overlay: KeptOverlay | None = None
        # "Since your last turn": summary line → its wrapped lines (most stay from move to move)
        self._wrapped: dict[str, list[str]] = {}
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
        if seen:
            self._last_batch = seen
        elif self._view is None or self._view.step != view.step:
            self._last_batch = []
        self._prev_view = self._view
        self._view = view
        self._legal = list(legal)
        names = list(names) or [fill(tr("Player %1"), i + 1) for i in range(view.players)]
        if names != self._names:
            keep_names(names)  # no line of board text breaks inside a name
            self._wrapped = {}
        self._names = names
        self._selection = ()
        self._focus = None
        self._offered = None
        self._build_choices()
        self._redraw()
        steps = self._steps_for(seen, self._prev_view) if self.animations.speed > 0 else []
        self.animations.play(steps)
        if self._legal and self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys work at once

    def interactive_changed(self) -> None:
        """Light or dim the choices when the board becomes (non-)interactive."""
        if self._view is not None:
            self._build_choices()
            self._refresh_highlights()

    def animations_done(self) -> None:
        """Refresh the highlights once the animations of a move have ended."""
        if self._view is not None:
            self._refresh_highlights()

    def hover_changed(self) -> None:
        """The pointer moved to another target: light it."""
        if self._view is not None:
            self._refresh_highlights()

    def retranslate(self) -> None:
        """Redraw all texts in the current language."""
        self.setToolTip(help_text())
        for layer in self._layers():
            layer.invalidate()
        self.hand_layer.clear()  # the hand keeps its items between moves: build it anew
        self.overlay_layer.clear()  # (so do the choice over the watering hole and the buttons)
        self._kept_overlay = None
        self.button_layer.clear()
        self._buttons = {}
        self._wrapped = {}
        self._own_hand.reset()
        self._said = {}
        if self._view is not None:
            self.animations.finish()
            self._redraw()

    def _action_chosen(self, action: Any) -> None:
        self._focus = None
        self.action_chosen.emit(action)

    # ---------------------------------------------------------------- what to draw

    def _layers(self) -> list[Layer]:
        return [
            self.centre_layer,
            self.pile_count_layer,
            self.stall_layer,
            self.recent_frame_layer,
            self.pond_layer,
            self.wh_layer,
            self.status_layer,
            self.recent_title_layer,
            self.recent_layer,
            *(layer for layers in self.seat_layers.values() for layer in layers.values()),
            self.hand_layer,
            self.prompt_layer,
            self.overlay_layer,
            self.button_layer,
            self.keys_layer,
        ]

    def _name_key(self) -> tuple[str, ...]:
        return tuple(self._names)

    def _others(self) -> list[int]:
        """The other seats in the order of their panels (clockwise after the viewer)."""
        assert self._view is not None
        me = self._viewer()
        return [(me + k) % self._view.players for k in range(1, self._view.players)]

    def _since_last_turn(self) -> list[Event]:
        """The events of "Since your last turn" (:meth:`set_recent`)."""
        return self._recent

    def set_recent(self, events: Sequence[Event], seat: int | None = None) -> None:
        """What happened since ``seat``'s last turn (``Match.since_last_decision``), for
        "Since your last turn" and the zoo cards placed meanwhile."""
        self._recent = list(events)
        self._recent_seat = seat

    def _newest_in_row(self, view: View) -> int:
        added = 0
        for event in self._last_batch:
            if event.key in ROW_ADDS and event.params.get("card") is not None:
                added += 1
            if event.key == "bb.wolf":
                added = 1
        return min(added, len(view.wh))

    def _redraw(self) -> None:
        """Bring every layer up to date with ``_view`` (each redraws only if its part changed)."""
        view = self._view
        assert view is not None
        me = self._viewer()
        names = tuple(self._names)
        recent = self._since_last_turn()
        fresh: dict[int, Counter[int]] = {s: Counter() for s in range(view.players)}
        for event in recent:
            if event.key == "bb.placed":
                fresh[event.params["seat"]][event.params["species"]] += 1
        self._fan_items = {}
        self._zoo_items = {}
        self._zoo_slot_items = {}
        self.centre_layer.refresh(
            (view.pile_size == 0, view.magpie_beside, view.target, view.removed_count),
            self._draw_centre,
            view,
        )
        self.pile_count_layer.refresh(view.pile_size, self._draw_pile_count, view)
        self.stall_layer.refresh(
            (view.stall, view.players, view.removed_count > 0), self._draw_stall, view
        )
        self.recent_frame_layer.refresh((), self._draw_recent_frame)
        self.pond_layer.refresh((), self._draw_pond)
        newest = self._newest_in_row(view)
        self.wh_layer.refresh(
            (view.wh, view.covered, view.wolf_victim, newest, view.game_over, names),
            self._draw_watering_hole,
            view,
            newest,
        )
        self.status_layer.refresh(
            (self._status_text(view), view.covered, view.wolf_victim, names),
            self._draw_status,
            view,
        )
        title = title_for(self._recent_seat, view.seat, self._names)
        lines = tuple(texts.turn_summaries(recent, self._names))
        self.recent_title_layer.refresh(title, self._draw_recent_title, title)
        self.recent_layer.refresh(lines, self._draw_recent, lines)
        risks = draw_risks(view)
        others = self._others()
        panels = dict(zip(others, opponent_rects(len(others)), strict=True))
        panels[me] = OWN_PANEL
        for seat in list(self.seat_layers):
            if seat not in panels:
                for layer in self.seat_layers.pop(seat).values():
                    layer.clear()
        for seat, rect in panels.items():
            own = seat == me
            layers = self.seat_layers.get(seat)
            if layers is None:
                scene = self.scene()
                layers = {
                    "plate": Layer(scene),
                    "turn": Layer(scene, 0.6),
                    "hand": Layer(scene, 0.5),
                    "zoo_art": Layer(scene, 0.4),
                    "zoo": Layer(scene, 0.5),
                }
                self.seat_layers[seat] = layers
            size = 22 if own else 20
            trips = self._triplets_text(view, seat)
            name = names[seat] if seat < len(names) else ""
            layers["plate"].refresh(
                (rect.getRect(), name, trips, own), self._plate, view, seat, rect, size
            )
            layers["turn"].refresh(
                (rect.getRect(), name, trips, self._turn_state(view, seat)),
                self._turn_marker,
                view,
                seat,
                rect,
                size,
            )
            zoo_rect = OWN_ZOO if own else opponent_zoo_rect(rect)
            layers["zoo_art"].refresh(zoo_rect.getRect(), self._draw_zoo_art, seat, zoo_rect)
            zoo_key = (
                rect.getRect(),
                view.zoos[seat],
                view.joker_species,
                tuple(fresh[seat].items()),
            )
            if own:
                layers["hand"].clear()
                layers["zoo"].refresh(zoo_key, self._draw_own_zoo, view, seat, fresh[seat])
            else:
                key = others.index(seat) + 1
                layers["hand"].refresh(
                    (rect.getRect(), key, self._name_key()),
                    self._draw_opponent_hand,
                    seat,
                    rect,
                    key,
                )
                self._update_opponent_hand(view, seat, risks[seat])
                layers["zoo"].refresh(
                    zoo_key, self._draw_opponent_zoo, view, seat, rect, fresh[seat]
                )
        self._collect_targets()
        self._highlighted = None  # the targets may be new items
        preview = view.phase in (Phase.PLACE, Phase.WHITE_SHEEP) and view.to_move == view.seat
        self._update_own_hand(self.hand_layer, view, me, preview)
        self._rebuild_prompt()
        self._refresh_highlights()

    def _collect_targets(self) -> None:
        """Find the other players' hands and the zoo cards in the seat layers (redrawn now
        or kept from before)."""
        for seat, layers in self.seat_layers.items():
            for item in layers["hand"].childItems():
                if isinstance(item, Box) and item.role == "hand":
                    self._fan_items[seat] = item
            for item in layers["zoo"].childItems():
                if isinstance(item, CardItem) and item.role == "zoo_card":
                    self._zoo_items.setdefault(item.data_value, []).append(item)
                    for slot in item.slots:
                        self._zoo_slot_items[slot] = item

    # ---------------------------------------------------------------- test hooks

    def hand_items(self) -> dict[int, Box]:
        """The other players' hands (draw targets) by seat."""
        return dict(self._fan_items)

    def own_card_items(self) -> dict[int, SvgItem]:
        """The viewer's hand, one item per card kind held."""
        return dict(self._hand_items)

    def zoo_card_items(self, seat: int) -> list[SvgItem]:
        """The cards of ``seat``'s zoo."""
        return [i for (s, _), group in self._zoo_items.items() if s == seat for i in group]

    def choice_items(self) -> list[Any]:
        """The targets of the Eagle, Mole or joker prompt (players, species, cards)."""
        return list(self._choice_items)

    def button_item(self, name: str) -> Box | None:
        """The button ``name`` ("stop", "decline", "cancel") if shown."""
        return self._buttons.get(name)

    def wh_items(self) -> list[SvgItem]:
        """The cards in the watering-hole row."""
        return list(self._wh_items)


def create_board(parent: QWidget | None = None) -> ByeByeBlackSheepBoard:
    """A new Bye-Bye Black Sheep board (the app's entry point for this game)."""
    return ByeByeBlackSheepBoard(parent)
