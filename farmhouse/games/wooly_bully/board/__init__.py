"""The Wooly Bully board: a pan/zoom :class:`~farmhouse.app.board.view.BoardView` that draws a
:class:`~farmhouse.games.wooly_bully.rules.View` (the growing landscape, the fields, the
players, the hand) and lets the human build every legal action with the mouse or the keys.

Its parts: :mod:`.tiles` (tiles painted from the rules' face data), :mod:`.layout` (where
everything lies), :mod:`.layers` (the landscape's parts, each redrawn only when it changes),
:mod:`.hud` (what stays pinned to the window), :mod:`.moves` (the legal actions grouped for
lookups), :mod:`.input` (choosing, turning, flipping and laying, the buttons and keys, the
explanations), :mod:`.highlights` (what lights up, the ghost, the hint), :mod:`.animations`
and :mod:`.pictures` (tiles for the rules page).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import keep_names, text_item, text_width
from farmhouse.app.board.view import BoardView
from farmhouse.core.game import Event
from farmhouse.games.wooly_bully.board.animations import PLACING, BoardAnimations
from farmhouse.games.wooly_bully.board.highlights import HINT_LINES, Highlights
from farmhouse.games.wooly_bully.board.hint import HintSpots
from farmhouse.games.wooly_bully.board.hud import CHIP_NAME, FIT_WIDTH, HudLayers
from farmhouse.games.wooly_bully.board.input import BoardInput, help_text
from farmhouse.games.wooly_bully.board.layers import (
    Z_FIELDS,
    Z_GHOST,
    Z_MARKS,
    Z_TARGETS,
    Z_TILES,
    CellLayers,
    CellTarget,
    DrawnLayers,
)
from farmhouse.games.wooly_bully.board.layout import Hud, cell_rect, cells_rect
from farmhouse.games.wooly_bully.board.piece import REVEAL, Piece
from farmhouse.games.wooly_bully.board.tiles import FACE_CACHE, TILE, TileItem, prime_art
from farmhouse.games.wooly_bully.choices import WoolyBullyChoices
from farmhouse.games.wooly_bully.data import Cell
from farmhouse.games.wooly_bully.rules import View
from farmhouse.games.wooly_bully.texts import fill, next_bonus, tr

__all__ = ["FACE_CACHE", "WoolyBullyBoard", "create_board"]

#: The fitted zoom is a power of this step (refits that change little keep the zoom, so the
#: tiles' pictures already drawn at that size serve again).
FIT_ZOOM_STEP = 2**0.125
#: Pixels a tile keeps at least when fitted, while the landscape with its ring of open
#: places fits the room at that size (the step above never rounds below it).
FIT_TILE_LEAST = 64.0
#: Room around the ghost for its frame, which keeps a few pixels' width at every zoom.
GHOST_MARGIN = 30.0


class WoolyBullyBoard(
    HintSpots, BoardInput, Highlights, BoardAnimations, HudLayers, DrawnLayers, BoardView
):
    """The Wooly Bully board widget (see the package docstring).

    Test hooks: :meth:`tray_item`, :meth:`cell_target`, :meth:`button_item`,
    :meth:`tile_item`, ``piece`` (the chosen piece), ``ghost`` and ``ghost_cell``, ``marks``
    and ``newest``, plus those of BoardView.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(cells_rect([(0, 0)]), parent, pan_zoom=True)
        self._view: View | None = None
        self._legal: list[Any] = []
        self._choices: WoolyBullyChoices | None = None
        self._idle: WoolyBullyChoices | None = None
        self._places: dict[tuple[str, int, int], dict[Cell, tuple[int, ...]]] = {}
        self._names: list[str] = []
        self.piece: Piece | None = None
        self.ghost_cell: Cell | None = None
        self.confirming_quit = False
        self._faces: dict[int, tuple[int, int]] = {}
        self._why: dict[tuple[Piece, Cell], str] = {}
        self._snapshots: dict[int | None, dict[Cell, int]] = {}
        self._recent_cells: list[Cell] | None = None
        self.marks: dict[Cell, int] = {}
        self.newest: list[Cell] = []
        self.tray_items: list[TileItem] = []
        self.cell_targets: dict[Cell, CellTarget] = {}
        self.buttons: dict[str, Box] = {}
        self.tile_items: dict[Cell, TileItem] = {}
        self.ghost: TileItem | None = None
        self._hint: QGraphicsSimpleTextItem | None = None
        self._hint_panel: Box | None = None
        self._hint_shown: tuple[str, float, int] | None = None
        self._texts: dict[str, QGraphicsSimpleTextItem] = {}
        self._chip_boxes: list[Box] = []
        self._hud: tuple[tuple[int, int, int, int, float], Hud] | None = None
        scene = self.scene()
        self.cells = CellLayers(scene, Z_TILES)
        self.fields_layer = Layer(scene, Z_FIELDS)
        self.marks_layer = Layer(scene, Z_MARKS)
        self.targets_layer = Layer(scene, Z_TARGETS)
        self.cover_layer = Layer(scene, Z_TARGETS + 0.5)
        self.hud_layers: dict[str, Layer] = {}
        for name, z in (
            ("backing", 0),
            ("banner", 1),
            ("status", 1),
            ("chips", 1),
            ("tray", 2),
            ("buttons", 3),
            ("hint", 3),
            ("prompt", 5),
        ):
            layer = Layer(scene, z)
            layer.setParentItem(self.overlay)
            self.hud_layers[name] = layer
        self.fit_zoom_step = FIT_ZOOM_STEP
        self.fit_zoom_least = FIT_TILE_LEAST / TILE
        self.setToolTip(help_text())
        prime_art()

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
        self.animations.finish()
        seen = [e for e in events if e.visible_to(view.seat)]
        self._view = view
        self._legal = list(legal)
        self._choices = WoolyBullyChoices(view, self._legal)
        self._idle = None  # (made when the board waits: BoardInput.choices)
        self._places = {}
        self._why = {}
        names = list(names) or [
            fill(tr("Seat %1", "a seat without a name"), i + 1) for i in range(view.players)
        ]
        if names != self._names:
            keep_names(names)  # no line of board text breaks inside a name
        self._names = names
        if self.piece is not None and (
            not self._legal or (self.piece.kind != REVEAL and self.piece.tile not in view.hand)
        ):
            self.piece = None
        if not self._legal:
            self.confirming_quit = False
        if self.ghost is None:
            square = view.catalogue.tiles[view.catalogue.village_square]
            self.ghost = TileItem(square, 0, 0, margin=GHOST_MARGIN)
            self.scene().addItem(self.ghost)
            self.ghost.setZValue(Z_GHOST)
            self.ghost.setOpacity(0.86)
            self.ghost.setVisible(False)
        self._note_marks(view, seen)
        fresh = self._redraw()
        self._follow(view, fresh)
        self.animations.play(self._steps_for(seen, fresh))
        if self._legal and self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_recent(self, events: Sequence[Event], seat: int | None = None) -> None:
        """What happened since ``seat``'s last turn (``Match.since_last_decision``, given
        before every view): the next :meth:`show_view` marks the tiles those ``events`` laid, by
        whom, and frames the newest, as during play."""
        self._recent_cells = _placed_cells(events)

    def interactive_changed(self) -> None:
        """Light or dim the choices when the board becomes (non-)interactive."""
        if self._view is not None:
            self._refresh_highlights()

    def hover_changed(self) -> None:
        """The pointer moved to another target: show a button under it as pressed."""
        for box in self.buttons.values():
            hovered = self.hover == (box.role, box.data_value) and box.lit
            border = 3.5 if hovered else 2.0
            if box.border_width != border:
                box.border_width = border
                box.update()

    def overlay_changed(self) -> None:
        """The window changed size: lay the overlay out again."""
        if self._view is None:
            self.fit_margins = self.hud_for(2).margins
        else:
            self.fit_margins = self.hud().margins
            self._redraw()

    def retranslate(self) -> None:
        """Redraw all texts in the current language."""
        self.setToolTip(help_text())
        for layer in self._layers():
            layer.invalidate()
        self._why = {}
        if self._view is not None:
            self.animations.finish()
            self._redraw()

    # ---------------------------------------------------------------- drawing

    def _layers(self) -> list[Layer]:
        return [
            self.fields_layer,
            self.marks_layer,
            self.targets_layer,
            self.cover_layer,
            *self.hud_layers.values(),
        ]

    def hud_for(self, players: int, hand: int = 0) -> Hud:
        """The overlay's layout for the viewport as it is now (and a hand of ``hand`` tiles:
        a big hand makes the tray taller)."""
        size = self.viewport().size()
        names = max((text_width(n, CHIP_NAME, True) for n in self._names), default=0.0)
        key = (size.width(), size.height(), players, hand, names)
        if self._hud is None or self._hud[0] != key:
            self._hud = (key, Hud(size.width(), size.height(), players, hand, names))
        return self._hud[1]

    def hud(self) -> Hud:
        """The overlay's layout now."""
        assert self._view is not None
        return self.hud_for(self._view.players, self._tray_count(self._view))

    @staticmethod
    def _tray_count(view: View) -> int:
        """How many tiles the tray shows (none without a seat, at the end, or after quitting)."""
        if view.seat is None or view.game_over:
            return 0
        return len(view.hand)

    def _redraw(self) -> list[Cell]:
        """Bring every layer up to date with ``_view``; returns the cells drawn anew."""
        view = self._view
        assert view is not None
        board = view.board
        names = tuple(self._names)
        fresh = self.cells.sync(dict(board.cells), self._draw_cell)
        for cell in [c for c in self.tile_items if c not in board.cells]:
            del self.tile_items[cell]
        self._sync_targets(board.open_cells)
        facts = self._field_facts(view)
        self.fields_layer.refresh((facts, names), self._draw_fields, view, *facts)
        marks = tuple(sorted(self.marks.items()))
        newest = tuple(self.newest)
        self.marks_layer.refresh((marks, newest, names), self._draw_marks, marks, newest)
        hud = self.hud()
        if hud.margins != self.fit_margins:  # a big hand made the tray taller (or smaller)
            self.fit_margins = hud.margins
            if self._fitted:
                self.fit()
        size = (hud.width, hud.height, hud.rows)
        layers = self.hud_layers
        tray = view.seat is not None and not view.game_over
        bands = tuple(r.getRect() for r, _ in hud.backings())
        layers["backing"].refresh((size, bands, tray), self._draw_backing, hud, tray)
        text, seat = self._banner_text(view)
        mine = view.seat is not None and view.to_move == view.seat and not view.game_over
        layers["banner"].refresh((size, seat, mine), self._draw_banner, hud, seat, mine)
        colour = view.colour if view.seat is not None and not view.game_over else None
        revealed = view.seat is not None and view.revealed[view.seat]
        layers["status"].refresh((size, colour, revealed), self._draw_status, hud, colour, revealed)
        over = len(board.cells) if view.game_over else 0  # (the final scores)
        chips = (size, view.colours, view.revealed, view.game_over, over, names)
        layers["chips"].refresh(chips, self._draw_chips, hud, view)
        self._update_texts(view, text)
        layers["buttons"].refresh((size, view.responding), self._draw_buttons, hud, view.responding)
        if view.seat is None or view.game_over:
            layers["tray"].clear()
            self.tray_items = []
            self.buttons.pop("rotate", None)
            self.buttons.pop("flip", None)
        else:
            key = (size, view.hand, view.seat, view.quit_order)
            layers["tray"].refresh(key, self._draw_tray, hud, view)
        layers["hint"].refresh((size, hud.hint.getRect()), self._draw_hint, hud)
        self._refresh_highlights()
        return fresh

    def _draw_hint(self, layer: Layer, hud: Hud) -> None:
        rect = hud.hint
        panel = Box(rect, QColor(255, 248, 236, 225), None, 8, parent=layer)
        panel.role = "panel"
        self._hint_panel = panel
        self._hint = text_item(layer, "", QPointF(rect.left() + 8, rect.top() + 4), 15, True, INK)
        self._hint.setData(FIT_WIDTH, rect.width() - 16)
        self._hint.setData(HINT_LINES, hud.hint_lines)
        self._hint_shown = None  # (the text it shows is set by _refresh_hint)

    def _redraw_prompt(self) -> None:
        view = self._view
        layer = self.hud_layers.get("prompt")
        if view is None or layer is None:
            return
        if self.confirming_quit and self.decision():
            hud = self.hud()
            bonus = next_bonus(view)
            layer.refresh(((hud.width, hud.height), bonus), self._draw_prompt, hud, bonus)
        else:
            layer.clear()
            self.buttons.pop("confirm", None)
            self.buttons.pop("cancel", None)

    def _note_marks(self, view: View, events: Sequence[Event]) -> None:
        """What the marks layer shows: tiles laid since the viewer's last move (by whom) and
        the newest placement."""
        cells = _placed_cells(events)
        recent, self._recent_cells = self._recent_cells, None
        if recent is not None:
            # after a hand-over or a load: what this seat saw is the landscape without the
            # tiles laid since its last decision (set_recent), and without these events' tiles
            laid = {*recent, *cells}
            self._snapshots[view.seat] = {
                c: p.tile for c, p in view.board.cells.items() if c not in laid
            }
            if not cells:
                self.newest = recent[-1:]
        if cells:
            self.newest = cells[-1:]
        snapshot = self._snapshots.get(view.seat)
        if snapshot is None:
            self.marks = {}
        else:
            self.marks = {
                cell: placed.placer
                for cell, placed in view.board.cells.items()
                if snapshot.get(cell) != placed.tile
            }

    def _chosen(self, action: Any) -> None:
        """The human chose ``action``: remember the landscape they saw, then send it."""
        view = self._view
        if view is not None:
            self._snapshots[view.seat] = {c: p.tile for c, p in view.board.cells.items()}
        self.action_chosen.emit(action)

    @staticmethod
    def landscape_rect(view: View) -> QRectF:
        """The scene rectangle the view fits: the landscape with the ring of open places
        around it (and at least :data:`~.layout.MIN_FIT_CELLS`)."""
        return cells_rect([*view.board.cells, *view.board.open_cells])

    def fit(self) -> None:
        """Show the landscape with its ring of open places as large as the room beside the
        overlay allows (the Fit button, the 0 key, a resize, and every move until the player
        zooms or pans)."""
        if self._view is not None:
            need = self.landscape_rect(self._view)
            if need != self.fit_rect:
                self.fit_rect = need
                self.setSceneRect(self.sceneRect().united(need.adjusted(-400, -400, 400, 400)))
        super().fit()

    def _follow(self, view: View, fresh: Sequence[Cell]) -> None:
        """Keep the landscape in sight: while the player has not zoomed or panned, fit it
        with its ring of open places whenever that grew beyond what the view shows or could
        be shown larger no more (else nothing moves and only what changed is repainted);
        otherwise only bring other players' new tiles into view."""
        need = self.landscape_rect(view)
        if self._fitted:
            self.follow(need)
            return
        self.fit_rect = self.fit_rect.united(need)
        self.setSceneRect(self.sceneRect().united(self.fit_rect.adjusted(-400, -400, 400, 400)))
        for cell in fresh:
            placer = view.board.cells[cell].placer
            if placer != view.seat and placer >= 0:
                self.ensureVisible(cell_rect(cell), 40, 40)

    # ---------------------------------------------------------------- test hooks

    def tray_item(self, index: int) -> TileItem:
        """The hand tray's tile ``index``."""
        return self.tray_items[index]

    def cell_target(self, cell: Cell) -> CellTarget | None:
        """The place target of ``cell`` (an open cell or a coverable wolf/hunter), or None."""
        return self.cell_targets.get(cell)

    def button_item(self, name: str) -> Box | None:
        """A button: "reveal", "wolf", "hunter", "end", "quit", "rotate", "flip", "confirm",
        "cancel", "zoom_in", "zoom_out", "zoom_fit"."""
        return self.buttons.get(name)

    def tile_item(self, cell: Cell) -> TileItem | None:
        """The tile drawn on ``cell``."""
        return self.tile_items.get(cell)

    def hint_text(self) -> str:
        """What the board says to do now (in the column at the left, or over the tray), as
        one line (however it is wrapped on screen)."""
        return str(self._hint.toolTip()) if self._hint is not None else ""


def _placed_cells(events: Sequence[Event]) -> list[Cell]:
    """The cells where ``events`` laid a tile, in order."""
    return [
        (int(e.params["cell"][0]), int(e.params["cell"][1]))
        for e in events
        if e.key in PLACING and e.params.get("cell")
    ]


def create_board(parent: QWidget | None = None) -> WoolyBullyBoard:
    """A new Wooly Bully board (the app's entry point for this game)."""
    return WoolyBullyBoard(parent)
