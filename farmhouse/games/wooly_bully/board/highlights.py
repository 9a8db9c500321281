"""Lighting the Wooly Bully board: what can be done now lights up, what cannot is dimmed and
says why (a button's or a tray tile's ``why_not``), the ghost of the chosen piece sits on its
place (framed green where it fits, dashed where it fits when turned, red with its wrong sides
marked where it does not) and the hint over the tray says what to do next.

:class:`Highlights` is a mixin of the board; it changes items in place and repaints only what
changed (every repaint request adds to the area Qt draws again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER, WARN
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import fit_lines
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.board.hud import FIT_WIDTH, MIN_TEXT, fitted_size
from farmhouse.games.wooly_bully.board.layers import CellTarget
from farmhouse.games.wooly_bully.board.layout import ACTIONS, cell_rect
from farmhouse.games.wooly_bully.board.piece import (
    HUNTER_PIECE,
    PLACE,
    REVEAL,
    WOLF_PIECE,
    Piece,
)
from farmhouse.games.wooly_bully.board.tiles import TileItem
from farmhouse.games.wooly_bully.choices import HAND, WoolyBullyChoices
from farmhouse.games.wooly_bully.data import SIDES, Cell, Face
from farmhouse.games.wooly_bully.rules import DISCARD, View
from farmhouse.games.wooly_bully.texts import fill, next_bonus, tr


def _restyle(box: Box, fill: Any, glow: Any, text_colour: Any) -> None:
    """Give a button its look, repainting it only when that changes (every repaint request
    adds to the area Qt draws again)."""
    if (box.fill, box.glow, box.text_colour) != (fill, glow, text_colour):
        box.fill, box.glow, box.text_colour = fill, glow, text_colour
        box.update()


#: The item data role holding how many lines the hint may take (1: one line, shrunk to fit).
HINT_LINES = 17


class Highlights:
    """The lit, dimmed and explained state of every choice (a mixin of the board)."""

    _view: View | None
    _names: list[str]
    piece: Piece | None
    ghost_cell: Cell | None
    confirming_quit: bool
    tray_items: list[TileItem]
    cell_targets: dict[Cell, CellTarget]
    buttons: dict[str, Box]
    ghost: TileItem | None
    _hint: Any
    _hint_shown: tuple[str, float, int] | None
    cover_layer: Layer

    if TYPE_CHECKING:  # provided by the input mixin and the board

        @property
        def choices(self) -> WoolyBullyChoices: ...
        def decision(self) -> bool: ...
        def _face_of(self, tile: int) -> tuple[int, int]: ...
        def _piece_face(self, piece: Piece) -> Face: ...
        def _targets(self) -> dict[Cell, tuple[int, ...]]: ...
        def _fits(self, cell: Cell) -> str: ...
        def _why_tile(self, tile: int) -> str: ...
        def _why_flip(self, tile: int, shown: int) -> str: ...
        def _playable_faces(self, tile: int) -> tuple[bool, bool]: ...
        def _why_button(self, name: str) -> str: ...
        def _redraw_prompt(self) -> None: ...

    def _refresh_highlights(self) -> None:
        """Light what can be done now: tray tiles, places, buttons; move the ghost."""
        view = self._view
        if view is None:
            return
        active = self.decision()
        choices = self.choices
        piece = self.piece if active else None
        for k, item in enumerate(self.tray_items):
            tile = view.hand[k] if k < len(view.hand) else None
            chosen = piece is not None and piece.tile == tile
            face, rotation = self._face_of(tile) if tile is not None else (0, 0)
            # lit only when the face shown can be played; "flip to lay" when the other can
            shown = flip = False
            if active and tile is not None:
                if view.phase == DISCARD:
                    shown = choices.can_pick((), (HAND, tile))
                else:
                    faces = self._playable_faces(tile)
                    shown, flip = faces[face], faces[1 - face] and not faces[face]
            if tile is not None:
                item.set_face(view.catalogue.tiles[tile], face, rotation)
            glow = GOLD if chosen else LEGAL if shown else None
            flip = flip and not chosen
            dimmed = active and not shown and not flip and not chosen
            item.lit = shown or chosen
            if item.lit or not active or tile is None:
                item.why_not = None
            else:
                item.why_not = self._why_flip(tile, face) if flip else self._why_tile(tile)
            if (glow, dimmed, flip) != (item.glow, item.dimmed, item.flip_mark):
                item.glow, item.dimmed, item.flip_mark = glow, dimmed, flip
                item.update()
        targets = self._targets() if piece is not None else {}
        for cell, target in self.cell_targets.items():
            state = self._fits(cell) if cell in targets else ""
            target.set_state(state)
            if state:
                target.why_not = None
        self._refresh_cover_targets(targets)
        buttons = {name: choices.can_pick((), (name,)) for name in ACTIONS}
        chosen_kind = {REVEAL: "reveal", WOLF_PIECE: "wolf", HUNTER_PIECE: "hunter"}.get(
            piece.kind if piece is not None else ""
        )
        for name, possible in buttons.items():
            box = self.buttons.get(name)
            if box is None:
                continue
            lit = active and possible
            box.lit = lit
            box.why_not = None if lit or not active else self._why_button(name)
            fill_colour = GOLD if lit and chosen_kind == name else PAPER
            # opportunities glow; ending the turn only once nothing else is to be laid
            wanted = name in ("reveal", "wolf", "hunter") or (
                name == "end" and not choices.can_lay()
            )
            _restyle(
                box,
                fill_colour,
                LEGAL if lit and wanted else None,
                INK if lit or not active else MUTED,
            )
            visible = view.seat is not None and not view.game_over
            if box.isVisible() != visible:
                box.setVisible(visible)
        for name in ("rotate", "flip"):
            box = self.buttons.get(name)
            if box is None:
                continue
            if name == "rotate":
                lit = (
                    piece is not None
                    and piece.kind == PLACE
                    and len(self._piece_face(piece).rotations) > 1
                )
            else:
                lit = piece is not None and piece.kind != REVEAL
            box.lit = lit
            box.why_not = None if lit else tr("Choose a tile from your hand first (keys 1–9).")
            _restyle(box, box.fill, LEGAL if lit else None, INK if lit else MUTED)
        self._redraw_prompt()
        self._refresh_ghost()
        self._refresh_hint()

    def _refresh_cover_targets(self, targets: dict[Cell, tuple[int, ...]]) -> None:
        """Wolves and hunters that the chosen piece may cover are places too."""
        view = self._view
        assert view is not None
        cover = tuple(sorted(c for c in targets if c in view.board.cells))
        self.cover_layer.refresh(cover, self._draw_cover_targets, cover)

    def _draw_cover_targets(self, layer: Any, cells: tuple[Cell, ...]) -> None:
        for cell, target in list(self.cell_targets.items()):
            if target.scene() is None:
                del self.cell_targets[cell]  # a cover target the layer has just removed
        for cell in cells:
            target = CellTarget(cell, layer)
            target.set_state("fit")
            self.cell_targets[cell] = target

    def _refresh_ghost(self) -> None:
        """Put the ghost of the chosen piece on its place, green where it fits."""
        ghost = self.ghost
        view = self._view
        if ghost is None or view is None:
            return
        piece = self.piece
        cell = self.ghost_cell
        if piece is None or cell is None or not self.decision():
            ghost.setVisible(False)
            return
        if cell in view.board.cells and cell not in self._targets():
            ghost.setVisible(False)  # over a tile already laid (that it cannot cover)
            return
        tile = view.catalogue.tiles[piece.tile]
        ghost.set_face(tile, piece.face, piece.rotation)
        ghost.setPos(cell_rect(cell).topLeft())
        fits = self._fits(cell)
        sides: tuple[int, ...] = ()
        frame = LEGAL if fits else WARN
        if fits != "fit" and cell not in view.board.cells:
            fit = ls.explain(view.board, piece.tile, piece.face, piece.rotation, cell)
            sides = tuple(SIDES.index(s) for s in fit.sides)
        if (ghost.frame, ghost.frame_dashed, ghost.bad_sides) != (frame, fits == "turn", sides):
            ghost.frame, ghost.frame_dashed, ghost.bad_sides = frame, fits == "turn", sides
            ghost.update()
        ghost.setVisible(True)

    def _refresh_hint(self) -> None:
        """Say what to do now: one line over the tray, shrunk to fit, or in the column at the
        left a block of lines broken between words (never inside a word or a name), shrunk
        only if they would not fit the column; its panel fits the text. The full text is the
        item's tooltip."""
        hint = self._hint
        if hint is None:
            return
        text = self._hint_text()
        width = float(hint.data(FIT_WIDTH) or 600.0)
        lines = int(hint.data(HINT_LINES) or 1)
        shown = (text, width, lines)
        if shown == self._hint_shown:
            return
        self._hint_shown = shown
        if lines > 1:
            size, wrapped = fit_lines(text, 15, width, lines, True, self._names, MIN_TEXT)
            hint.setText("\n".join(wrapped[:lines]))
        else:
            size = fitted_size(text, width, 15)
            hint.setText(text)
        hint.setToolTip(text)
        font = hint.font()
        if abs(font.pixelSize() - size) > 0.1:
            font.setPixelSize(int(size))
            hint.setFont(font)
        panel = getattr(self, "_hint_panel", None)
        if panel is not None:
            rect = QRectF(panel.rect)
            bounds = hint.boundingRect()
            if lines > 1:
                rect.setHeight(bounds.height() + 8)
            else:
                rect.setWidth(min(width + 16, bounds.width() + 20))
            if rect != panel.rect:
                panel.prepareGeometryChange()
                panel.rect = rect
                panel.update()
            panel.setVisible(bool(text))
        hint.setVisible(bool(text))

    def _hint_text(self) -> str:
        """What to do now, over the tray."""
        view = self._view
        assert view is not None
        if view.seat is None or view.game_over:
            return ""
        if not self.decision():
            if view.to_move is None:
                return ""
            name = self._names[view.to_move] if view.to_move < len(self._names) else "?"
            return fill(tr("Waiting for %1…", "hint"), name)
        if self.confirming_quit:
            return fill(
                tr(
                    "Quit for %n point(s)? Press Q again or Enter; Esc cancels.",
                    "",
                    next_bonus(view),
                )
            )
        if view.phase == DISCARD:
            excess = len(view.hand) - view.options.hand_size
            return fill(tr("No tile fits: click %n tile(s) of your hand to discard.", "", excess))
        piece = self.piece
        if piece is None:
            if view.responding:
                return tr(
                    "Answer with a wolf, a hunter, a reveal or by quitting, or click Done (E)."
                )
            if view.phase == "forced":
                return tr("Your tile touches two or more tiles: lay one more now (keys 1–9).")
            if self.choices.can_lay() and any(item.flip_mark for item in self.tray_items):
                # what the hand's tiles with the dashed "flip to lay" mark mean, and the key
                return tr(
                    "Choose a tile (keys 1–9), then a lit place. A dashed tile with an arrow "
                    "fits once flipped (F)."
                )
            if self.choices.can_lay():
                return tr("Choose a tile from your hand (keys 1–9), then a lit place.")
            if view.owed_now >= 1:
                return tr(
                    "None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal."
                )
            return tr("All your tiles for this turn are laid: end your turn (E).")
        if piece.kind == WOLF_PIECE:
            return tr("Lay the wolf on a lit forest place. Esc puts it back.")
        if piece.kind == HUNTER_PIECE:
            return tr("Lay the hunter on a lit place, or right on a prowling wolf.")
        if piece.kind == REVEAL:
            return tr("Lay your shepherd tile on a lit place to reveal your colour.")
        if view.owed_now < 1 and view.phase != "forced":
            return tr("All your tiles for this turn are laid: end your turn (E).")
        if not self._targets():
            return tr("This face fits nowhere: flip it (F) or choose another tile.")
        return tr("Click a lit place to lay it. R or right click turns it, F flips it.")
