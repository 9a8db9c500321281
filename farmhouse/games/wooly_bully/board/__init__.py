"""The Wooly Bully board: a pan/zoom :class:`~farmhouse.app.board.game_board.GameBoard`
drawing a :class:`~farmhouse.games.wooly_bully.rules.View` and offering the choice model
:class:`~farmhouse.games.wooly_bully.choices.HeldChoices` (the hand's tiles, the landscape's
places and the buttons are its targets). Mouse: a tile of the hand follows the pointer as a
ghost, green where it fits, red with its wrong sides marked; right click, Ctrl/Alt + wheel
turn it. Keys: 1–9 a tile, R / Shift+R turn, F flip, V W H E Q the buttons, + − 0 zoom.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPoint, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget

from farmhouse.app.board.base import Held
from farmhouse.app.board.game_board import GameBoard, ring_with
from farmhouse.app.board.hint import HintSpot, spot_clear_of
from farmhouse.app.board.palette import GOLD, LEGAL, PAPER
from farmhouse.app.board.parts.buttons import MIN_TEXT
from farmhouse.app.board.parts.carry import Carry
from farmhouse.app.board.parts.confirm import Confirmation
from farmhouse.app.board.parts.hand import Hand
from farmhouse.app.board.parts.look import restyle
from farmhouse.app.board.parts.overlay import press_under_pointer
from farmhouse.app.board.parts.prompt import PromptBar
from farmhouse.app.board.parts.zone import Piece as ZPiece
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_exit_text, text_width
from farmhouse.core.choices import Target
from farmhouse.core.game import Event
from farmhouse.games.wooly_bully import texts
from farmhouse.games.wooly_bully.board import layout as L
from farmhouse.games.wooly_bully.board.animations import steps_for
from farmhouse.games.wooly_bully.board.hud import HudPart
from farmhouse.games.wooly_bully.board.layers import Z_GHOST, LandscapeLayers
from farmhouse.games.wooly_bully.board.tiles import (
    TILE,
    TileItem,
    prime_art,
    show_face,
    symbol_path,
)
from farmhouse.games.wooly_bully.choices import (
    CELL,
    CONFIRM,
    HAND,
    QUIT,
    HeldChoices,
    Holding,
    LaidSince,
    Piece,
    others_laid,
    selection_of,
)
from farmhouse.games.wooly_bully.data import Cell
from farmhouse.games.wooly_bully.rules import Place, View

__all__ = ["WoolyBullyBoard", "create_board"]

# The fitted zoom is a power of this step (a refit that changes little keeps the zoom and the
# tiles' pictures drawn at it); the pixels a fitted tile keeps at least.
FIT_ZOOM_STEP, FIT_TILE_LEAST = 2**0.125, 64.0
# What to do now: a kit prompt bar on the overlay, its paper hugging the lines.
HINT_BAR: dict[str, Any] = dict(z=3, font=15, min_font=MIN_TEXT, bold=True, valign="top")
HINT_BAR.update(hug=True, keep=texts.KEEP_WHOLE, soft=True, border=None, radius=8, margin=(8, 4))
HINT_BAR.update(fill=QColor(255, 248, 236, 225))
# The buttons' letters and the targets they pick.
_KEYS = (Qt.Key.Key_V, Qt.Key.Key_W, Qt.Key.Key_H, Qt.Key.Key_E, Qt.Key.Key_Q)
_LETTERS = dict(zip(_KEYS, L.ACTIONS, strict=True))
# The hand's tray: the kit's Hand, a tile's key number under it (13 px), bigger hands in rows.
TRAY: dict[str, Any] = dict(gap=L.TRAY_GAP, lift=0.0, align="start", z=2.5, tags="below")
TRAY.update(tag_font=13.0, keys="123456789", row_gap=L.TRAY_ROW_GAP)


class WoolyBullyBoard(GameBoard):
    """The Wooly Bully board widget. Its parts: ``landscape`` (``tile_items``,
    ``cell_targets`` by cell), ``hud_part`` (``buttons`` by name), ``hand`` (``tray_items``),
    ``prompt``, ``confirmation`` (the question before quitting), ``carry`` (the held
    ``piece``, its ``ghost`` at its ``cell``); ``laid``: the tiles laid since the viewer's
    last move."""

    KEEP_WHOLE = texts.KEEP_WHOLE
    # The rules' reasons in the player's words (the kit keeps them: refusal_text).
    describe_refusal = staticmethod(texts.describe_illegal)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(L.GRID.around([(0, 0)]), parent, pan_zoom=True)
        self.holding = Holding()  # the face and turn each tile shows, what Cancel gives back
        self.faces = self.holding.faces
        self._new_view = False
        self._tile_names: dict[tuple[int, int, int, str | None], str] = {}
        self._hand_shown: tuple[Any, ...] | None = None  # what the tray's Hand was shown for
        self._hint_asked: tuple[int, Any, Piece | None, bool, bool, bool, bool] | None = None
        self._fresh: list[Cell] = []
        self.laid = LaidSince()
        self.landscape = LandscapeLayers(self.scene())
        self.tile_items = self.landscape.tile_items
        self.cell_targets = self.landscape.cell_targets
        self.hud_part = HudPart(self)
        self.hand = Hand(self, QRectF(), QSizeF(L.TRAY_TILE, L.TRAY_TILE), **TRAY)
        self.hand.layer.setParentItem(self.overlay)
        self.buttons = self.hud_part.buttons
        self.prompt = PromptBar(self, QRectF(), parent=self.overlay, **HINT_BAR)
        # Quit asks once more (Q again or Enter: quit; Esc or Cancel: back to what was held)
        restore = self.holding.cancel
        self.confirmation: Confirmation = Confirmation(
            self, (QUIT,), (CONFIRM,), Qt.Key.Key_Q, restore=restore, parent=self.overlay
        )
        held = (self._paint_held, self._cannot_turn, texts.turned_to_fit_text)
        takes = (HAND, *L.ACTIONS)  # (taking another tile or a button puts back the held one)
        put_back = self.holding.put_back
        self.carry: Carry = Carry(
            self, L.GRID, *held, CELL, Z_GHOST, takes=takes, put_back=put_back
        )
        self.fit_zoom_step = FIT_ZOOM_STEP
        self.fit_zoom_least = FIT_TILE_LEAST / TILE
        self.set_help(texts.help_text)  # (worded again at a language switch: the kit)
        self.action_chosen.connect(self._own_move)
        prime_art()

    # ---------------------------------------------------------------- state

    @property
    def tray_items(self) -> list[TileItem]:
        """The hand's tiles in the tray, in the hand's order."""
        return [item for item in self.hand.items if isinstance(item, TileItem)]

    @property
    def model(self) -> HeldChoices:
        """The choice model of the view on the board."""
        assert isinstance(self.choices, HeldChoices), "no view shown yet"
        return self.choices

    # ---------------------------------------------------------------- GameBoard's hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> HeldChoices:
        """The choice model of ``view``; the tiles laid since the viewer's last move noted."""
        self._new_view = True
        self.laid.note(view, self.events)
        return self.holding.choices(view, legal)

    def lay_out(self, view: Any) -> None:
        """The seats' names (kept whole in every line)."""
        self.name_seats(texts.seat_names(self.names, view.players))

    def draw(self, view: Any) -> None:
        """Bring every layer up to date with ``view`` and bind the targets."""
        names = tuple(self.names)
        self.landscape.since = self.spectated(self.recent_seat)  # (a replay: the seat named)
        marks = tuple(sorted(self.laid.marks.items()))
        fresh = self.landscape.draw(view, names, marks, tuple(self.laid.newest))
        hud = self.hud()
        self.keep_room(hud.margins)  # (a big hand makes the tray taller, or smaller)
        self.hud_part.draw(view, hud)
        self.prompt.lines = hud.hint_lines
        self.prompt.valign = "top" if hud.column else "bottom"  # (over the tray: on it)
        self.prompt.move_to(hud.hint)
        # the tray's Hand is shown (its tiles' tooltips worded) only when this changed
        tray = hud.tiles.getRect()
        shown = (view.hand, view.seat, tray, hud.rows, self.read_only, self.spectator)
        if hud.over:
            self.hand.clear()
        elif shown != self._hand_shown:
            self.hand.rows = hud.rows
            self.hand.move_to(hud.tiles, QSizeF(hud.tile_size, hud.tile_size))
            tip, tile = self.target_name, partial(partial, self._tray_tile)
            self.hand.show([ZPiece(t, tile(t), (HAND, t), tip((HAND, t))) for t in view.hand])
        self._hand_shown = None if hud.over else shown
        for n in (n for n in L.ACTIONS if n in self.buttons):
            if self.buttons[n].data_value != (n,):  # (bound already while the item lasts)
                self.bind(self.buttons[n], (n,))
        self.landscape.places.bind(self, bool(self.legal))  # (on the viewer's turn only)
        if self._new_view:  # (other players' new tiles brought into view)
            self._new_view, self._fresh = False, fresh
            self.keep_in_sight([L.GRID.rect(cell) for cell in others_laid(view, fresh)])

    def _tray_tile(self, tile: int, parent: QGraphicsItem, size: QSizeF) -> TileItem:
        """``tile`` of the hand as it is shown (its focus ring around the tile and its
        number, not its glow: off the neighbours)."""
        face, rotation = self.faces.get(tile, (0, 0))
        item = TileItem(self.view.catalogue.tiles[tile], face, rotation, size.width(), parent)
        ring_with(item, bounds=QRectF(0, 0, size.width(), size.width()))
        return item

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """Tiles dropping into place, covered wolves fading, fields outlined."""
        assert self.view is not None
        land = self.landscape
        layers = (land.fields_layer, land.labels_layer)
        return steps_for(self.animations, self.view, self.tile_items, layers, events, self._fresh)

    def selection_changed(self) -> None:
        """The held piece, the question before quitting, the ghost and the tray's faces."""
        view, piece = self.view, self.carry.piece
        if view is None:
            return
        self.holding.picked(self.selection, piece)
        places = self.landscape.places
        places.cover(self.model.covers(piece))
        if places.bound:  # (the places it may cover: targets too)
            places.bind(self, True)
        self._redraw_prompt()
        for name, lit in self.model.turn_buttons(piece).items():
            box = self.buttons.get(name)
            if box is not None:
                box.lit = lit
                box.why_not = None if lit else texts.choose_tile_text()
                restyle(box, glow=LEGAL if lit else None, unusable=not lit)
        self.carry.follow()

    def _lighting_now(self) -> tuple[bool, Piece | None]:
        return self.lit_once("held", lambda: (self.taking_choices(), self.carry.piece))

    def light(self, target: Target, item: QGraphicsItem, state: str) -> None:
        """A tile of the hand lights only when the face it shows can be played (dashed "flip
        to lay" when its other face can); the buttons glow for what is worth doing; the
        places are lit all at once (:meth:`targets_refreshed`)."""
        if target[0] == HAND and isinstance(item, TileItem):
            self._light_tile(target[1], item)
        elif target[0] in L.ACTIONS and isinstance(item, Box):
            self._light_button(target, item)

    def targets_refreshed(self) -> None:
        """The places are lit all at once (most say the same: choose a tile first, or why
        the board waits); then the line saying what to do now."""
        if self.choices is not None and self.landscape.places.bound:
            pickable = set(self.pickable())  # (no reason is worked out to light a place)
            held = bool(self.selection)
            idle = None if held else self._idle_text()
            piece = self.carry.piece if held and self.taking_choices() else None
            for cell, item in self.cell_targets.items():
                fits = self.model.place_state(piece, cell, (CELL, *cell) in pickable)
                item.set_state(fits)
                lit = fits == "fit"  # (a dashed place is no pick yet: a click turns the tile)
                if item.lit != lit:
                    item.lit = lit
                # (None: not shown; no place is shown before a piece is held)
                reason = None if fits or not held else self.reason_of((CELL, *cell))
                if fits or reason is not None:
                    flips = self.model.flip_advised(piece, cell, reason)
                    item.why_not = texts.place_advice(item.why_not, fits, flips)
                else:
                    item.why_not = idle
        self._refresh_hint()

    def game_key(self, event: QKeyEvent) -> bool:
        """A number or a button's letter first puts back what is held (R / Shift+R and F turn
        and flip it: the kit's Carry)."""
        key, view = Qt.Key(event.key()), self.view
        if view is None:
            return False
        index = self.hand.key_index(event)
        if index is not None and self.taking_choices():
            if index >= len(view.hand):
                self.explain(texts.no_tile_text())
                return True
            return self.carry.take((HAND, view.hand[index]))  # (its own number: put back)
        if key in _LETTERS and self.selection:  # (Q again, the question asked: the kit's)
            tile = self.model.next_special(self.carry.piece, _LETTERS[key])
            if tile is not None:  # W with a wolf held: the next wolf (H: hunter)
                self.clear_selection()
                self.pick(self.holding.hold(tile, (0, 0)))
                return True
            self.carry.take((_LETTERS[key],))
        return False

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """1–9: the hand's tiles; V W H E Q: the buttons (Q again quits indeed: the kit's
        :class:`Confirmation`)."""
        key, tile = Qt.Key(event.key()), self.hand.key_target(event)
        if tile is not None or self.view is None or key not in _LETTERS:
            return tile
        return (_LETTERS[key],)

    def other_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """Rotate and Flip; the zoom buttons and the question's Cancel are the kit's
        (:func:`~farmhouse.app.board.parts.overlay.zoom_buttons`, :class:`Confirmation`)."""
        if role in ("rotate", "flip"):
            self.carry.turn(flip=role == "flip")
        elif role == CELL:  # a place while it is no target (not the viewer's turn)
            self.explain(self._idle_text())

    def texts_changed(self) -> None:
        """Every layer that holds text is drawn again."""
        self.invalidate_layers()
        self._tile_names, self._hint_asked, self._hand_shown = {}, None, None
        self.animations.finish()

    def target_name(self, target: Target) -> str:
        """A tile of the hand (its faces and key), a place of the landscape (open, or the
        wolf or hunter there) or a button, with where it is (as the tooltips say)."""
        view = self.view
        if view is not None and target[0] == HAND and target[1] in view.hand:
            tile = target[1]
            owner = self.spectated(view.seat)
            key = (tile, self.faces.get(tile, (0, 0))[0], view.hand.index(tile), owner)
            if key not in self._tile_names:
                self._tile_names[key] = texts.hand_tile_text(view.catalogue.tiles[tile], *key[1:])
            return self._tile_names[key]
        if view is not None and target[0] == CELL:
            return texts.place_name(view, (target[1], target[2]))
        return super().target_name(target)

    def banner_text(self) -> str:
        """The turn banner's text."""
        return self.hud_part.banner_text(self.view)[0] if self.view is not None else ""

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """Where the hint ``action`` is shown: its place, a placement's tile drawn there as it
        should lie (WB-3.3, WB-3.4), then the pieces on its path (the hand's tile, ringed
        with no tag: a tag covered its key number; the Reveal, End or Quit button) and a
        wolf's or hunter's button (WB-5.1, WB-6.1); a button with another just above it has
        its tag below it (the tag hid that button's label)."""
        if self.view is None:
            return []
        path = self.model.path(action)
        tile = partial(_hint_tile, self.view, action) if isinstance(action, Place) else None
        spots = [HintSpot(rect=L.GRID.rect(t[1:]), picture=tile) for t in path if t[0] == CELL]
        for target in self.model.hint_path(action):
            item = self.item_of(target)
            if item is not None and item.isVisible():  # (its tag clear of a button above)
                spots.append(spot_clear_of(item, self.buttons.values()))
        return spots

    def set_recent(
        self, events: Sequence[Event], seat: int | None = None, began: bool = False
    ) -> None:
        """As BoardWidget's; the next view also marks the tiles ``events`` laid (newest framed)."""
        super().set_recent(events, seat, began)
        self.laid.recent(events)

    def hover_changed(self) -> None:
        """The pointer moved to another target: show a button under it as pressed."""
        press_under_pointer([*self.buttons.values(), *self.confirmation.buttons], self.hover)

    def overlay_changed(self) -> None:
        """The window changed size: the room the overlay leaves (the board draws again)."""
        self.fit_margins = self.hud().margins

    # ---------------------------------------------------------------- the held piece

    def _cannot_turn(self, piece: Piece | None, flip: bool) -> str:
        """Why the held ``piece`` cannot be turned a quarter (``flip``: turned over, a wolf or
        hunter to its meadow side and back) now (or why the board waits), or "" (R, F, the
        Rotate and Flip buttons, a right click, the wheel: see :class:`Carry`)."""
        if not self.taking_choices():
            return self._closed()
        model, kind = self.model, piece.kind if piece is not None else None
        return texts.cannot_turn_text(self.view, kind, flip, model.turns(piece), model.can_lay())

    def _closed(self) -> str:
        """Why the human cannot act now (the game is over, not your turn, wait)."""
        closed = self.model.closed()
        return texts.wait_text() if closed is None else self.refusal_text(closed)

    def _own_move(self, action: Any) -> None:
        """The human chose: the advice is done; remember the landscape they saw."""
        self.explain("")
        if self.view is not None:
            self.laid.moved(self.view)

    # ---------------------------------------------------------------- lighting

    def _light_tile(self, tile: int, item: TileItem) -> None:
        view = self.view
        active, piece = self._lighting_now()
        chosen = piece is not None and piece.tile == tile
        face, rotation = self.faces.get(tile, (0, 0))
        item.set_face(view.catalogue.tiles[tile], face, rotation)
        name = self.target_name((HAND, tile))
        if item.toolTip() != name:
            item.setToolTip(name)
        shown, flip = self.model.tile_look(tile) if active else (False, False)
        flip = flip and not chosen
        item.lit = shown or chosen
        if active and flip:
            item.why_not = texts.flip_advice(view.catalogue.tiles[tile].kind, face)
        elif active and not item.lit and self.selection:  # (else the kit's reason stands)
            item.explain_later(partial(self.refusal_of, (), (HAND, tile)))  # (as put back)
        glow = GOLD if chosen else LEGAL if shown else None
        dimmed = active and not shown and not flip and not chosen
        restyle(item, glow=glow, dimmed=dimmed, flip_mark=flip)

    def _idle_text(self) -> str:
        """What a place says while no piece is held (or the board waits)."""
        return texts.idle_text(self.taking_choices()) or self._closed()

    def _light_button(self, target: Target, box: Box) -> None:
        active, piece = self._lighting_now()
        look = self.model.button_look(piece, target) if active else None
        lit, held, worth = look or (False, False, False)
        box.lit = lit
        if active and not lit and self.selection:  # (else the kit's reason stands)
            box.explain_later(partial(self.refusal_of, (), target))  # (as put back)
        fill_colour, glow = GOLD if held else PAPER, LEGAL if worth else None
        restyle(box, fill=fill_colour, glow=glow, unusable=active and not lit)
        visible = self.view.seat is not None and not self.view.game_over
        if box.isVisible() != visible:
            box.setVisible(visible)

    def _paint_held(self, painter: QPainter, piece: Piece, size: float) -> None:
        """The held piece's face as it is turned: the ghost's picture (see :class:`Carry`)."""
        show_face(painter, self.view.catalogue.tiles[piece.tile], piece.face, piece.rotation, size)

    # ---------------------------------------------------------------- pointer

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        found = self.target_at(event.position().toPoint())
        if found is not None and event.button() == Qt.MouseButton.LeftButton:
            _, value, item = found
            if isinstance(value, tuple) and self.carry.take(value):  # (put back: taken again)
                return
            if self.reasons.get(value, False) is None and not getattr(item, "lit", True):
                # a tile marked "flip to lay": taken, with the advice to flip it
                self.explain(getattr(item, "why_not", None) or "")
                self.pick(value)
                return
        super().mousePressEvent(event)

    def background_clicked(self, point: QPoint) -> None:
        """A click on the landscape where no place is: an occupied cell or the empty table."""
        view, piece = self.view, self.carry.piece
        if view is None or view.seat is None or view.game_over:
            return
        if piece is None or not self.taking_choices():
            self.explain(self._idle_text())
            return
        cell = L.GRID.at(self.mapToScene(point))
        err = self.model.why_not(selection_of(piece, self.model.face(piece)), (CELL, *cell))
        self.explain(self.refusal_text(err) if err is not None else "")

    # ---------------------------------------------------------------- drawing

    def hud(self) -> L.Hud:
        """The overlay's layout for the viewport and the view's hand (none before a view)."""
        view = self.view
        # (no tray once the game is over nor in the public view, which knows no hand, nor
        # while the hand is drawn apart: a replay's holdings strip)
        over = view is not None and (view.game_over or view.seat is None or self.holdings_apart)
        hand = len(view.hand) if view is not None and not over else 0  # (big: a taller tray)
        size = self.viewport().size()
        return L.hud_for(size.width(), size.height(), hand, over, self.read_only)

    def _redraw_prompt(self) -> None:
        """The question before quitting (it cannot be undone): the kit's confirmation over the
        tray, with Quit (+bonus) and Cancel."""
        view = self.view
        if view is None or not (self.confirmation.asked and self.taking_choices()):
            self.confirmation.clear()
            return
        hud, bonus = self.hud(), texts.next_bonus(view)
        title, quit_label, cancel = texts.quit_question(bonus)
        width = min(hud.width - 40, max(420.0, text_width(title, 15, True) + 40))
        bottom = hud.tray.top() - 44 if hud.column else hud.hint.top() - 10  # (over the lines)
        rect = QRectF((hud.width - width) / 2, bottom - 100, width, 100)
        self.confirmation.show(rect, title, quit_label, cancel)

    def _refresh_hint(self) -> None:
        """Say what to do now (:attr:`prompt`: lines broken between words, never inside a
        word or a name, shrunk only if they would not fit; the whole text its tooltip), on the
        player's turn in the column with Ctrl+Tab under it, a note as the other games' key
        lines look)."""
        view, taking = self.view, self.taking_choices()
        apart = self.holdings_apart  # (as in the public view: the banner says whose turn)
        keys = taking and view is not None and self.hud().column  # (Ctrl+Tab on a line)
        asked = (id(self.choices), self.selection, self.carry.piece, taking, self.read_only, apart)
        if view is None or (*asked, keys) == self._hint_asked:
            return  # (the kit lights twice a view: the text is worked out once)
        self._hint_asked = (*asked, keys)
        now = self.model.prompting(self.selection, taking)._asdict()
        hint = texts.board_hint(view, self.names, read_only=self.read_only, **now)
        self.prompt.show("" if apart else hint, note=board_exit_text() if keys else "")

    def marked_turn(self) -> int | None:
        """The seat the turn banner shows as being on turn (None: nobody)."""
        return self.hud_part.banner_text(self.view)[1] if self.view is not None else None

    def fit_area(self) -> QRectF | None:
        """The landscape with the ring of open places around it (and at least
        :data:`~.layout.MIN_FIT_CELLS`) while a view is shown: what Fit, the 0 key, a resize
        and every move until the player zooms or pans show as large as the room beside the
        overlay allows (the kit's :meth:`fit` and :meth:`keep_in_sight`)."""
        board = self.view.board if self.view is not None else None
        return L.GRID.around([*board.cells, *board.open_cells]) if board is not None else None

    def holdings_rect(self) -> QRectF | None:
        """Where the viewer's hand tiles lie in the tray (see BoardWidget), or None: the
        tiles' squares alone (the kit hand's ``pieces_rect``: not the room for their glow,
        which took in a corner of the tray's frame, a speck in the replay's holdings strip)."""
        if self.view is None or self.view.seat is None:
            return None
        return self.hand.pieces_rect()

    def holdings_source(self, view: Any) -> Any:
        """The hand tiles pictured (:meth:`holdings_rect`) are drawn from the seat, its hand and
        whether the game is over (see BoardWidget)."""
        return (view.seat, view.hand, view.game_over)

    def holdings_held(self) -> list[Held]:
        """The viewer's colour (secret until revealed, WB-2.2, WB-6.4; see BoardWidget): its
        symbol and "Ann's sheep: blue (secret)" on a line (its panel, shrunk into a replay's
        strip, had its words under 12 px). Its hand tiles are :meth:`holdings_rect`."""
        view = self.view
        if view is None or view.seat is None or view.game_over or view.colour is None:
            return []
        whose = self.spectated(view.seat)
        text, tip = texts.colour_status(view.colour, view.revealed[view.seat], whose)
        return [Held(symbol_path(view.colour), text, tip, beside=True)]


def _hint_tile(view: View, action: Place) -> TileItem:
    """The tile of the hint ``action`` drawn on its place as it should lie (the landscape
    shows through a little)."""
    item = TileItem(view.catalogue.tiles[action.tile], action.face, action.rotation, TILE, margin=0)
    item.setPos(L.GRID.rect(action.cell).topLeft())
    item.setOpacity(0.8)
    return item


def create_board(parent: QWidget | None = None) -> WoolyBullyBoard:
    """A new Wooly Bully board (the app's entry point for this game)."""
    return WoolyBullyBoard(parent)
