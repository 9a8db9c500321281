"""The prompt of the Bye-Bye Black Sheep board: the instruction over the viewer's hand with
the buttons of the decision (the kit's :class:`~farmhouse.app.board.parts.prompt.PromptBar`:
Stop, the "no" of each special), the line of keys, and the questions over the watering hole
in the kit's :class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`: the Eagle's
players and species (with what is known of the asked hand), the Mole's view of a hand, the
joker's species (with Back). A panel is drawn anew only when its choices change, so the
Eagle's cards and players stay as the asked player changes (only their marks change).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER
from farmhouse.app.board.parts.choice_panel import Choice, ChoicePanel
from farmhouse.app.board.parts.prompt import PromptBar
from farmhouse.app.board.parts.zone import count_badge
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided, name_lines, text_item, with_board_exit
from farmhouse.core.choices import Selection, Target
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import card_item
from farmhouse.games.bye_bye_black_sheep.choices import DECLINE, STOP
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View, final_outcome
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

# The width of the Eagle's players' panel (left of the species).
PLAYERS_W = 226.0
# The room (scene units) the Eagle's legend takes at the bottom of the species panel.
LEGEND_ROOM = 34.0


class Prompt:
    """The prompt on ``board`` (see the module docstring); its panels bind their targets."""

    def __init__(self, board: Any) -> None:
        scene, size = board.scene(), L.MIN_TEXT
        bar = QRectF(L.HAND_AREA.left() + 4, L.HAND_TEXT_Y - 4, L.HAND_AREA.width() - 8, 72)
        self.bar = PromptBar(
            board, bar, button_width=210, font=size + 3, min_font=size, paper=False, bold=True
        )
        panel = partial(ChoicePanel, board, text=size, title_size=size + 2)
        self.players = panel(QSizeF(194, 52), rows=4, gap=8)
        self.species = panel(QSizeF(67, 93.8), rows=2, gap=10)
        self.mole = panel(QSizeF(80, 112))
        self.keys_layer, self.marks_layer, self.final_layer = (Layer(scene, 19) for _ in "kmf")
        self.tags: list[Box] = []  # the marks on the species cards
        self.cards_drawn = 0  # how often the species cards were drawn (their marks with them)
        self.text = ""
        self.board = board  # (read-only, a board that only shows: no keys nor orders)

    def draw(
        self,
        view: View,
        legal: Sequence[Any],
        names: Sequence[str],
        others: list[int],
        selection: Selection,
        lit: list[Target],
        askable: set[int],
    ) -> None:
        """Bring the prompt up to date: ``selection`` picked so far, ``lit`` the targets
        that can be picked after it, ``others`` the other players in the order of their
        panels, ``askable`` those the Eagle may ask."""
        keys = view.seat is not None and view.phase is not Phase.OVER and not self.board.read_only
        phase = view.phase if keys and legal else None  # (the keys of the viewer's decision)
        self.keys_layer.refresh((keys, phase), self._draw_keys, keys, phase)
        self.text = texts.prompt_text(view, bool(legal), names, selection, self.board.read_only)
        buttons = [t for t in (STOP, DECLINE) if t in lit]
        self.bar.show(self.text, [(t, texts.button_label(str(t[0]), view.phase)) for t in buttons])
        declaring = bool(legal) and texts.declaring(selection)
        eagle = bool(legal) and view.phase is Phase.EAGLE and not declaring
        mole = bool(legal) and view.phase is Phase.MOLE
        seats = [s for s in others if s in askable] if eagle else []
        species = self._in_use(view) if eagle or declaring else []
        rect = QRectF(L.PROMPT_RECT)  # (the panels cover the watering hole and its status)
        if seats:
            chips = [self._chip(s, others.index(s) + 1, names) for s in seats]
            at = QRectF(rect.left(), rect.top(), PLAYERS_W, rect.height())
            self.players.show(at, chips, title=tr("Eagle"), key=(tuple(seats), tuple(names)))
        else:
            self.players.clear()
        if species:
            rect.setLeft(rect.left() + (0 if declaring else PLAYERS_W + 6))
            self._species(view, species, rect, declaring, (tuple(seats), tuple(names)))
        else:
            self.species.clear()
        if mole:
            self._mole(view, names)
        else:
            self.mole.clear()
        marks = self._marks(view, selection, eagle) if self.species.items else {}
        key = (self.cards_drawn, tuple(marks.items()))
        self.marks_layer.refresh(key, self._draw_marks, marks, eagle)
        final = (view.game_over, view.zoos, tuple(names))
        self.final_layer.refresh(final, self._draw_final, view, names)
        covered = seats or species or mole or view.game_over  # ("Since your last turn" narrower)
        self.board.table.recent.place(L.RECENT_BESIDE if covered else L.RECENT_RECT)

    def _draw_keys(self, layer: Layer, keys: bool, phase: Phase | None) -> None:
        """The line of keys under the prompt (its text's left edge), over the hand: those of
        the viewer's decision in ``phase`` (:func:`~.texts.keys_text`), ending with Ctrl+Tab."""
        if keys:
            text = with_board_exit(texts.keys_text(phase))
            at, width = QPointF(L.HAND_AREA.left() + 18, L.KEY_LINE_Y), L.HAND_AREA.width() - 28
            text_item(layer, text, at, L.MIN_TEXT, False, MUTED, "left", width)

    # ---------------------------------------------------------------- the questions

    def _chip(self, seat: int, key: int, names: Sequence[str]) -> Choice:
        """The Eagle's choice of ``seat``: its colour, symbol and name (whole, on two lines
        where it needs them, never broken inside a word: elided beyond that, whole in the
        tooltip; :func:`~farmhouse.app.board.text.name_lines`)."""
        name = texts.name_of(names, seat)
        size = L.MIN_TEXT

        def draw(parent: QGraphicsItem, cell: QSizeF) -> QGraphicsItem:
            w, h = cell.width(), cell.height()
            chip = Box(QRectF(0, 0, w, h), PAPER, seat_qcolour(seat), 10, parent=parent)
            chip.border_width = 3
            seat_symbol(seat, QPointF(16, h / 2), 8, chip)
            lines = name_lines(name, size, w - 38, True)
            spacing = QFontMetricsF(board_font(size, True)).lineSpacing()
            for i, line in enumerate(lines):
                at = QPointF(30, h / 2 + (i - len(lines) / 2) * spacing)
                text_item(chip, elided(line, size, w - 38, True), at, size, True).setToolTip(name)
            return chip

        return Choice(("hand", seat), draw, tip=fill(tr("%1's hand (key %2)"), name, key), number=0)

    def _species(
        self, view: View, species: list[int], rect: QRectF, joker: bool, asked: Any
    ) -> None:
        """The ``species`` cards in ``rect``, each a ``species`` choice (the joker's: with
        Back); drawn anew when the players to ask (``asked``) change."""
        if joker:
            where = tr("a species the joker may count as")
        else:
            where = tr("a species the Eagle may ask for")
        choices = [Choice(("species", sp), self._card(sp, where), number=0) for sp in species]
        title = tr("Joker") if joker else ""
        if self.species.show(rect, choices, title=title, key=(where, asked, tuple(species))):
            self.cards_drawn += 1
            if joker:
                at = QRectF(rect.right() - 190, rect.center().y() - 26, 176, 52)
                label = texts.button_label("cancel", view.phase)
                back = Box(at, GOLD, INK, 12, label, L.MIN_TEXT + 3, self.species.layer)
                back.role, back.data_value = "button", "cancel"

    @staticmethod
    def _in_use(view: View) -> list[int]:
        """The species in use, ordered so that the panel's two rows read left to right (it
        fills its columns top to bottom: column ``c`` holds the ``c``-th of each row)."""
        species = data.species_in_use(view.players)
        half = (len(species) + 1) // 2
        return [sp for c in range(half) for sp in species[c::half]]

    def _mole(self, view: View, names: Sequence[str]) -> None:
        """The Mole's view of a hand: its cards in a row (two, if many), each with its count
        and key."""
        subject = view.subject if view.subject is not None else 0
        name = texts.name_of(names, subject)
        seen = Counter(view.known[subject])
        kinds = sorted(seen)
        self.mole.rows = 1 if len(kinds) <= 8 else 2
        self.mole.cell = QSizeF(80, 112) if len(kinds) <= 8 else QSizeF(64, 89.6)
        choices = []
        for i, kind in enumerate(kinds):
            key = L.HAND_KEYS[i] if i < len(L.HAND_KEYS) else ""
            where = fill(tr("%1's hand, seen with the Mole (key %2)"), name, key)
            card = self._card(kind, where, seen[kind])
            number, label = (i + 1, "") if i < 9 else (0, key)  # (keys past 9: a caption)
            choices.append(Choice(("mole", kind), card, label, number=number))
        title, top = fill(tr("%1's hand"), name), 40 if self.mole.rows == 1 else 10
        shown = (view.known[subject], name)
        self.mole.show(L.PROMPT_RECT, choices, title=title, top=top, key=shown)

    @staticmethod
    def _card(kind: int, where: str, count: int = 1) -> Any:
        """A card drawer for a panel: ``kind`` lying at ``where`` (its tooltip), "×2" on it."""

        def draw(parent: QGraphicsItem, cell: QSizeF) -> QGraphicsItem:
            w, h = cell.width(), cell.height()
            card = card_item(parent, kind, w, h, where)
            if count > 1:
                count_badge(card, fill(tr("×%1"), count), QRectF(0, 0, w, h), L.MIN_TEXT)
            return card

        return draw

    def _marks(self, view: Any, selection: Selection, eagle: bool) -> dict[int, str]:
        """The marks on the species cards: the joker's star on a species one card short of a
        triplet; for the Eagle's asked player (whose chip turns gold), ✓ a species known in
        that hand, × one it has none of."""
        if not eagle:
            zoo = Counter(view.zoos[view.seat])
            return {sp: "★" for sp, n in zoo.items() if n == data.TRIPLET - 1 and sp}
        target = texts.asked_player(view, selection)
        for (_, seat), chip in self.players.items.items():
            colour = QColor("#FFEFC4") if target == seat else PAPER
            if isinstance(chip, Box) and chip.fill != colour:
                chip.fill = colour
                chip.update()
        if target is None:
            return {}
        marks = {sp: "×" for sp in view.excluded[target]}
        species = range(data.FIRST_SPECIES, data.LAST_SPECIES + 1)
        marks.update({sp: "✓" for sp in view.known[target] if sp in species})
        return marks

    def _draw_marks(self, layer: Layer, marks: dict[int, str], eagle: bool) -> None:
        """Each mark in a tag at its species card's bottom right (the Eagle's with their
        legend on ``layer``)."""
        for tag in self.tags:
            if tag.scene() is not None:
                tag.scene().removeItem(tag)
        self.tags = []
        card: Any
        for (_, sp), card in self.species.items.items():
            if sp in marks:
                w, h = card.size
                box = QRectF(w - 26, h - 26, 28, 26)
                self.tags.append(Box(box, QColor("#FFFFFF"), INK, 12, marks[sp], L.MIN_TEXT, card))
        if marks and eagle:
            rect = self.species.rect
            at = QPointF(rect.right() - 14, rect.bottom() - LEGEND_ROOM + 4)
            legend = tr("✓ known in that hand · × that hand has none")
            text_item(layer, legend, at, L.MIN_TEXT, False, MUTED, "right", rect.width() - 28)

    @staticmethod
    def _draw_final(layer: Layer, view: View, names: Sequence[str]) -> None:
        """At the game's end, the kit's end-of-game rows over the watering hole: each seat's
        place, name, triplets and of which species (BB-9.1, BB-9.4)."""
        if not view.game_over:
            return
        from farmhouse.app.board.parts.final import FinalRow, FinalRows, ranked  # (at the end)

        ended = view.ended_by or ""
        outcome = final_outcome(view.zoos, view.joker_species, view.target, view.winner, ended)
        rows = [
            FinalRow(seat, names[seat], texts.score_text(outcome.scores[seat]), (lines[0],), place)
            for (place, seat), (_, lines) in zip(
                ranked(outcome, names), texts.breakdown_rows(outcome, names), strict=False
            )
        ]
        rect = L.PROMPT_RECT.adjusted(12, 0, 0, 0)  # (clear of the stalled turns' line)
        Box(rect, PAPER, INK, 14, parent=layer).border_width = 3
        size, room = L.MIN_TEXT, rect.height() - 8  # (the most the rows may take: inside)
        table = FinalRows(rows, rect.width() - 20, size=size + 1, small=size, room=room)
        table.draw(layer, rect.topLeft() + QPointF(10, 4), frame=None)
