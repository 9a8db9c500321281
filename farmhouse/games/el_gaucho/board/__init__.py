"""The El Gaucho board: a :class:`~farmhouse.app.board.view.BoardView` that draws a
:class:`~farmhouse.games.el_gaucho.rules.View` (the dice ranch) and lets the human choose the
seat's legal actions with the mouse or the keyboard.

Its parts: :mod:`.layout` (where everything lies), :mod:`.layers` (the drawn parts, each
redrawn only when its part of the view changes), :mod:`.input` (targets, clicks, keys, the
prompt line and choice panel, highlights, why-not texts) and :mod:`.animations` (the roll,
gauchos, the drive, sales).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.recent import title_for
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import keep_names
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.board.animations import BoardAnimations
from farmhouse.games.el_gaucho.board.hint import HintSpots
from farmhouse.games.el_gaucho.board.input import BoardInput, help_text, place_words
from farmhouse.games.el_gaucho.board.layers import DrawnLayers
from farmhouse.games.el_gaucho.choices import ElGauchoChoices
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, tile_code, tile_value
from farmhouse.games.el_gaucho.rules import View, is_diceless, pampa_layout
from farmhouse.games.el_gaucho.texts import describe_event, describe_illegal, fill, tr

__all__ = ["SVG_CACHE", "ElGauchoBoard", "SvgItem", "create_board"]

#: Events summarised under "Since your last move" (the app's log shows every event).
SUMMARY_KEYS = frozenset(
    {
        "EG.opening_revealed",
        "EG.opening_placed",
        "EG.round_started",
        "EG.dice_taken",
        "EG.stood",
        "EG.lay",
        "EG.raised",
        "EG.area_occupied",
        "EG.took_back",
        "EG.activated",
        "EG.wished",
        "EG.stole",
        "EG.replaced",
        "EG.compensation",
        "EG.hidden_taken",
        "EG.drive_started",
        "EG.drive_tile",
        "EG.final_tile",
        "EG.sale",
        "EG.end_triggered",
        "EG.turn_skipped",
        "EG.game_over",
    }
)
#: Most lines "Since your last move" keeps (the newest that fit are shown).
RECENT_LINES = 12


class ElGauchoBoard(HintSpots, BoardInput, BoardAnimations, DrawnLayers, GameBoard):
    """The El Gaucho board widget (see the package docstring for layout and controls).

    Test hooks: :meth:`target`, :meth:`targets`, :meth:`lit_targets`, :meth:`choice_items`,
    :meth:`recent_lines`, plus those of BoardView.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(L.SCENE, parent)
        self._view: View | None = None
        self._legal: list[Any] = []
        self._names: list[str] = []
        self._targets: dict[tuple[str, Any], Any] = {}
        self._panel_of = {}
        self._marks: frozenset[tuple[str, Any]] = frozenset()
        self._model: ElGauchoChoices | None = None
        self._queued: tuple[tuple[Any, ...], ...] = ()
        self._queued_for: tuple[Any, ...] | None = None
        self._choices: list[Any] = []
        self._tile_index: dict[str, int] = {}
        self._hint: QGraphicsSimpleTextItem | None = None
        self._recent_heights: dict[str, float] = {}
        self._recent_shown: tuple[str, ...] = ()
        self._line_cache: dict[int, tuple[Event, str | None]] = {}
        scene = self.scene()
        self.ground_layer = Layer(scene, z=0)
        # the pampa: per row its number and total and the frames of what the last moves
        # changed there (below its tiles), per space its tile and its gaucho (above the tile);
        # each row stacks above the rows below it (a frame overlaps the next row's edge)
        self.row_layers = [Layer(scene, z=row_z(r)) for r in range(L.ROWS)]
        self.row_total_layers = [Layer(scene, z=row_z(r)) for r in range(L.ROWS)]
        self._row_labels: dict[int, Box] = {}
        self._label_widths: dict[tuple[str, float], float] = {}
        self.pampa_mark_layers = [Layer(scene, z=row_z(r) - 0.004) for r in range(L.ROWS)]
        self.space_layers: dict[int, Layer] = {}
        self.gaucho_layers: dict[int, Layer] = {}
        # the action areas: per area the frames of what the last moves changed (below its
        # slots), per slot (area, seat) the empty slot or its gaucho
        self.area_mark_layers = [Layer(scene, z=1.996) for _ in AREAS]
        self.area_layers: dict[tuple[int, int], Layer] = {}
        # the round column: the round (and final banner), the steppe, the pile, each drawn
        # anew only when what it shows changed (a round end changes the round, not the steppe)
        self.side_layer = Layer(scene, z=1)
        self.steppe_layer = Layer(scene, z=1.1)  # (the tiles of Hidden cattle over the pile)
        self.pile_layer = Layer(scene, z=1)
        self.pile_count_layer = Layer(scene, z=1)
        self.pool_layer = Layer(scene, z=3)
        self.dice_layer = Layer(scene, z=3)
        self.track_layer = Layer(scene, z=1)
        self.recent_layer = Layer(scene, z=1)
        self.panel_layers: dict[int, Layer] = {}
        self.icon_layers: dict[int, Layer] = {}
        self.name_layers: dict[int, Layer] = {}
        self.money_layers: dict[int, Layer] = {}
        self.supply_layers: dict[int, Layer] = {}
        self.start_layers: dict[int, Layer] = {}
        self.herd_mark_layers: dict[tuple[int, int], Layer] = {}
        self.frame_layers: dict[int, Layer] = {}
        self.herd_layers: dict[tuple[int, int], Layer] = {}
        self.herd_base_layers: dict[tuple[int, int], Layer] = {}
        self.herd_tile_layers: dict[tuple[int, int], Layer] = {}
        self.prompt_layer = Layer(scene, z=18)
        self.setToolTip(help_text())

    # ---------------------------------------------------------------- GameBoard hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> ElGauchoChoices:
        """The choice model of ``view``'s seat (see :mod:`~farmhouse.games.el_gaucho.choices`);
        picks queued after taking the dice that do not belong to this view are dropped."""
        self._view = view
        self._legal = list(legal)
        names = list(self.names) or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        if names != self._names:
            self._line_cache = {}
            keep_names(names)  # no line of board text breaks inside a name
        self._names = names
        self._tile_index = {tile_code(t): i for i, t in enumerate(view.tiles) if t >= 0}
        self.drop_stale_queue(view, self.events)
        self._model = ElGauchoChoices(view, self._legal)
        return self._model

    def lay_out(self, view: Any) -> None:
        """What the last moves changed (their frames), for :meth:`draw`."""
        self._marks = self._marks_for([*self.recent, *self.events], view)

    def draw(self, view: Any) -> None:
        """Bring every layer up to date with ``view`` (each redraws only if its part changed)."""
        self._redraw()

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """The animation steps of the viewer's ``events``."""
        return self.steps_for(list(events))

    def describe_refusal(self, error: IllegalAction) -> str:
        """A refusal of the rules in the player's words."""
        return describe_illegal(error)

    def banner_text(self) -> str:
        """The prompt line: what to do now (the board's headline for screen readers)."""
        return self.hint_text() if self._view is not None else ""

    def target_name(self, target: Any) -> str:
        """What ``target`` is and where (its accessible name): its tooltip's words, then its
        place ("Spotted 3 — stand for 3, lie for 2, pampa row 2, space 3")."""
        what = str(super().target_name(target))
        view = self._view
        where = "" if view is None else place_words(view, target, self._name)
        return (
            fill(tr("%1, %2", "accessible name: a piece, where it is"), what, where)
            if (what and where)
            else what or where
        )

    def texts_changed(self) -> None:
        """The language changed: every layer holds text."""
        self.setToolTip(help_text())
        self._line_cache = {}
        for layer in self._layers():
            layer.invalidate()

    def selection_changed(self) -> None:
        """The prompt line and the choice panel follow the selection."""
        if self._view is not None:
            self._rebuild_prompt()

    def hover_changed(self) -> None:
        """The pointer moved to another target: light it (gold under the pointer)."""
        self.refresh_targets()

    def shortcut(self, event: QKeyEvent) -> Any:
        """The target of one of the game's keys (see :func:`shortcut_target`)."""
        return self.key_target(event)

    def game_key(self, event: QKeyEvent) -> bool:
        """Enter with no target focused: take the two dice chosen, or keep the tiles."""
        return self.enter_key(event)

    # ---------------------------------------------------------------- drawing

    def _layers(self) -> list[Layer]:
        return [
            self.ground_layer,
            *self.row_layers,
            *self.row_total_layers,
            *self.space_layers.values(),
            *self.gaucho_layers.values(),
            *self.pampa_mark_layers,
            *self.area_mark_layers,
            *self.area_layers.values(),
            self.side_layer,
            self.steppe_layer,
            self.pile_layer,
            self.pile_count_layer,
            self.pool_layer,
            self.dice_layer,
            self.track_layer,
            self.recent_layer,
            *self.frame_layers.values(),
            *self.panel_layers.values(),
            *self.icon_layers.values(),
            *self.name_layers.values(),
            *self.money_layers.values(),
            *self.supply_layers.values(),
            *self.start_layers.values(),
            *self.herd_base_layers.values(),
            *self.herd_tile_layers.values(),
            *self.herd_layers.values(),
            *self.herd_mark_layers.values(),
            self.prompt_layer,
        ]

    def _redraw(self) -> None:
        """Bring every layer up to date with ``_view`` (each redraws only if its part changed)."""
        view = self._view
        if view is None:
            return
        names = tuple(self._names)
        seating = (view.players, view.seat, view.options.pampa_layout, view.removed_breed)
        self.ground_layer.refresh(seating, self._draw_ground, view)
        marks = self._marks
        lay = pampa_layout(view.options.pampa_layout, view.players)
        for r, layer in enumerate(self.row_layers):
            if r >= len(lay.rows):
                layer.clear()
                self.row_total_layers[r].clear()
                self.pampa_mark_layers[r].clear()
                continue
            indices = lay.rows[r]
            total = sum(tile_value(view.tiles[i]) for i in indices if view.tiles[i] >= 0)
            if layer.refresh(seating, self._draw_row_label, view, r):
                self.row_total_layers[r].invalidate()  # (the new label needs its tooltip)
            self.row_total_layers[r].refresh(
                (seating, total, view.options.fill_threshold),
                self._draw_row_total,
                view,
                r,
                total,
            )
            framed = tuple(i for i in indices if ("tile", i) in marks)
            self.pampa_mark_layers[r].refresh(
                (seating, framed),
                self._draw_pampa_marks,
                [L.space_pos(r, lay.space_of[i]) for i in framed],
            )
        small = view.options.small_numbers
        spaces = {i for indices in lay.rows for i in indices}
        for i in list(self.space_layers):
            if i not in spaces:
                self.space_layers.pop(i).clear()
                self.gaucho_layers.pop(i).clear()
        for i in sorted(spaces):
            tile = view.tiles[i]
            pos = L.space_pos(lay.row_of[i], lay.space_of[i])
            space = self.space_layers.get(i)
            if space is None:
                z = row_z(lay.row_of[i])
                space = self.space_layers[i] = Layer(self.scene(), z=z)
                self.gaucho_layers[i] = Layer(self.scene(), z=z + 0.002)
            small_no = small[tile_value(tile) - 1] if tile >= 0 else None
            space.refresh((seating, tile, small_no), self._draw_space, view, i, pos)
            g = view.gauchos[i]
            self.gaucho_layers[i].refresh((seating, g), self._draw_gaucho, g, pos)
        n = view.players
        for key in [k for k in self.area_layers if k[1] >= n]:
            self.area_layers.pop(key).clear()
        for a, marks_layer in enumerate(self.area_mark_layers):
            for seat in range(n):
                t = view.areas[a * n + seat]
                slot = self.area_layers.get((a, seat))
                if slot is None:
                    slot = self.area_layers[(a, seat)] = Layer(self.scene(), z=2)
                fresh = t >= view.turn_no and view.phase == "turn" and seat == view.to_move
                slot.refresh(
                    (seating, t >= 0, fresh, names[seat] if seat < len(names) else ""),
                    self._draw_area_slot,
                    view,
                    a,
                    seat,
                )
            framed = tuple(s for s in range(n) if ("area_gaucho", (a, s)) in marks)
            marks_layer.refresh((seating, framed), self._draw_area_marks, view, a, framed)
        self.side_layer.refresh(
            (seating, view.round, self.final_banner(view)), self._draw_side, view
        )
        self.steppe_layer.refresh(
            (
                seating,
                view.steppe_count,
                view.steppe_known if view.hidden_active else (),
                view.options.small_numbers,
            ),
            self._draw_steppe,
            view,
        )
        pile = view.pile_count
        backs = min(5, max(1, pile // 8 + 1)) if pile else 1
        self.pile_layer.refresh((seating, backs, not pile), self._draw_pile, backs, not pile)
        self.pile_count_layer.refresh((seating, pile), self._draw_pile_count, view)
        self.pool_layer.refresh(
            (seating, view.pool, view.phase == "turn", is_diceless(view)),
            self._draw_pool,
            view,
        )
        mover = view.to_move
        self.dice_layer.refresh(
            (
                seating,
                view.dice,
                view.wish,
                view.dice_taken,
                mover,
                view.phase,
                view.hidden_active,
                names[mover] if mover is not None and mover < len(names) else "",
            ),
            self._draw_dice,
            view,
        )
        self.track_layer.refresh((seating, view.money, names), self._draw_track, view)
        title, lines = self.recent_lines()
        room = self.recent_rect(view)
        if self.recent_layer.refresh(
            (title, not lines, room.getRect()), self._draw_recent, title, not lines, room
        ):
            self._recent_shown = ()
        if lines != self._recent_shown:
            self._fill_recent(lines)
            self._recent_shown = lines
        me = self._viewer()
        order = [(me + k) % view.players for k in range(view.players)]
        rects = L.panel_rects(view.players)
        self._panel_of = dict(zip(order, rects, strict=True))
        for seat in list(self.panel_layers):
            if seat >= view.players:
                for layers in (
                    self.panel_layers,
                    self.icon_layers,
                    self.name_layers,
                    self.frame_layers,
                    self.money_layers,
                    self.supply_layers,
                    self.start_layers,
                ):
                    layers.pop(seat).clear()
        for seat, rect in self._panel_of.items():
            frame = self.frame_layers.get(seat)
            if frame is None:
                frame = self.frame_layers[seat] = Layer(self.scene(), z=3.5)
            frame.refresh((seating, rect.getRect()), self._draw_panel_frame, view, seat, rect)
            plate = self.panel_layers.get(seat)
            if plate is None:
                plate = self.panel_layers[seat] = Layer(self.scene(), z=4)
                self.name_layers[seat] = Layer(self.scene(), z=4)
                self.icon_layers[seat] = Layer(self.scene(), z=4.1)
                self.money_layers[seat] = Layer(self.scene(), z=4.1)
                self.supply_layers[seat] = Layer(self.scene(), z=4.1)
                self.start_layers[seat] = Layer(self.scene(), z=4.1)
            to_move = self._marked(view, seat)
            plate.refresh((seating, rect.getRect(), to_move), self._draw_panel, view, seat, rect)
            self.name_layers[seat].refresh(
                (seating, rect.getRect(), self.panel_name_key(view, seat, rect)),
                self._draw_panel_name,
                view,
                seat,
                rect,
            )
            self.icon_layers[seat].refresh(
                (seating, rect.getRect()), self._draw_panel_icons, view, seat, rect
            )
            self.money_layers[seat].refresh(
                (seating, rect.getRect(), view.money[seat]),
                self._draw_panel_money,
                view,
                seat,
                rect,
            )
            self.supply_layers[seat].refresh(
                (seating, rect.getRect(), view.supply[seat], view.start_player == seat),
                self._draw_panel_supply,
                view,
                seat,
                rect,
            )
            self.start_layers[seat].refresh(
                (seating, rect.getRect(), view.start_player == seat),
                self._draw_panel_start,
                view,
                seat,
                rect,
            )
            for b in self.breeds_in_play(view):
                herd = view.herds[seat][b]
                herd_layer = self.herd_layers.get((seat, b))
                if herd_layer is None:
                    # each herd row above the one before it, its frames between them
                    z = 5 + 0.01 * b
                    herd_layer = self.herd_layers[(seat, b)] = Layer(self.scene(), z=z)
                    self.herd_base_layers[(seat, b)] = Layer(self.scene(), z=z - 0.002)
                    self.herd_tile_layers[(seat, b)] = Layer(self.scene(), z=z - 0.001)
                    self.herd_mark_layers[(seat, b)] = Layer(self.scene(), z=z - 0.004)
                if self.herd_base_layers[(seat, b)].refresh(
                    (seating, rect.getRect()), self.draw_herd_base, view, seat, b, rect
                ):
                    herd_layer.invalidate()  # (the new row needs its tooltip)
                self.herd_tile_layers[(seat, b)].revise(
                    (seating, rect.getRect(), herd), self.draw_herd_tiles, view, seat, b, rect
                )
                herd_layer.refresh(
                    (seating, rect.getRect(), herd), self.draw_herd_row, view, seat, b, rect
                )
                marked = tuple(
                    sorted(v[2] for role, v in marks if role == "herd_tile" and v[:2] == (seat, b))
                )
                self.herd_mark_layers[(seat, b)].refresh(
                    (seating, rect.getRect(), herd if marked else (), marked),
                    self.draw_herd_marks,
                    view,
                    seat,
                    b,
                    rect,
                    marked,
                )
        for key in list(self.herd_layers):
            if key[0] >= view.players or key[1] == view.removed_breed:
                self.herd_layers.pop(key).clear()
                self.herd_base_layers.pop(key).clear()
                self.herd_tile_layers.pop(key).clear()
                self.herd_mark_layers.pop(key).clear()

    # ---------------------------------------------------------------- since your last move

    def _recent_events(self) -> list[Event]:
        return self.recent

    def recent_lines(self) -> tuple[str, tuple[str, ...]]:
        """The "Since your last turn" panel's title and lines (oldest first)."""
        view = self._view
        title = title_for(self.recent_seat, None if view is None else view.seat, self._names)
        lines: list[str] = []
        cache = self._line_cache
        for event in self._recent_events():
            if event.key not in SUMMARY_KEYS:
                continue
            if id(event) not in cache:
                cache[id(event)] = (event, describe_event(event, self._names))
            text = cache[id(event)][1]
            if text:
                lines.append(text)
        return title, tuple(lines[-RECENT_LINES:])

    def _marks_for(self, events: Sequence[Event], view: View) -> frozenset[tuple[str, Any]]:
        """The targets the given events changed that are still on the board."""
        marks: set[tuple[str, Any]] = set()
        lay = pampa_layout(view.options.pampa_layout, view.players)
        for e in events:
            p = e.params
            if e.key in ("EG.stood", "EG.lay", "EG.raised", "EG.hidden_taken", "EG.replaced"):
                for code in p.get("tiles", ()) or [p.get("tile")]:
                    if code in self._tile_index:
                        marks.add(("tile", self._tile_index[code]))
            elif e.key in ("EG.area_occupied", "EG.opening_placed"):
                seat, area = p.get("seat"), p.get("area")
                if (
                    area in AREAS
                    and seat is not None
                    and view.areas[AREAS.index(area) * view.players + seat] >= 0
                ):
                    marks.add(("area_gaucho", (AREAS.index(area), seat)))
            elif e.key == "EG.herd_added":
                seat, code, pos = p.get("seat"), str(p.get("tile", "")), p.get("position")
                b = next(
                    (i for i, c in enumerate(("BK", "BR", "WH", "SP", "RD")) if code.startswith(c)),
                    -1,
                )
                if seat is not None and b >= 0 and isinstance(pos, int):
                    herd = view.herds[seat][b]
                    if pos < len(herd) and herd[pos] == int(code[2:]):
                        marks.add(("herd_tile", (seat, b, pos)))
            elif e.key == "EG.pampa_refilled":
                for placed in p.get("placed", ()):
                    i = lay.index(int(placed["row"]), int(placed["space"]))
                    if i >= 0 and view.tiles[i] >= 0:
                        marks.add(("tile", i))
        return frozenset(marks)

    # ---------------------------------------------------------------- test hooks

    def target(self, role: str, value: Any) -> Any:
        """The item of target ``role``/``value`` (KeyError if it is not on the board)."""
        return self._targets[(role, value)]

    def targets(self) -> dict[tuple[str, Any], Any]:
        """Every target on the board by (role, value)."""
        return dict(self._targets)

    def lit_targets(self) -> set[tuple[str, Any]]:
        """The (role, value) of every lit target."""
        return {k for k, item in self._targets.items() if item.lit}

    def choice_items(self) -> list[Box]:
        """The buttons of the choice panel, in key order."""
        return [self._targets[("choice", a)] for a in self._choices]

    def panel_choices(self) -> list[Any]:
        """The actions behind the choice panel's buttons."""
        return list(self._choices)

    def hint(self) -> str:
        """The prompt line's text."""
        return self._hint.text() if self._hint is not None else ""

    def breeds_shown(self) -> list[str]:
        """The breeds whose herd rows are drawn."""
        assert self._view is not None
        return [BREEDS[b] for b in self.breeds_in_play(self._view)]


def row_z(row: int) -> float:
    """The stacking of pampa row ``row``'s layers: each row above the rows below it."""
    return 1 + 0.01 * row


def create_board(parent: QWidget | None = None) -> ElGauchoBoard:
    """A new El Gaucho board (the app's entry point for this game)."""
    return ElGauchoBoard(parent)
