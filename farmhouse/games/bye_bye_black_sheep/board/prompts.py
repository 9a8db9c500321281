"""The prompt of the Bye-Bye Black Sheep board: the instruction over the viewer's hand, the
buttons of the decision (Stop, the "no" of each special, Back), and the choices drawn over
the watering hole: the Eagle's players and species (with what is known of the chosen hand),
the Mole's view of a hand, the joker's species.

:class:`Prompt` is four layers (the instruction, the choice over the watering hole, the
buttons, the line of keys), each redrawn only when what it shows changes; the buttons and the
Eagle's and joker's cards and players that stay are kept as the prompt changes. Its targets
go into the board's :class:`~.items.Drawn`; the board binds and lights them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from farmhouse.app.board.game_board import ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided, text_item, wrap_lines, wrapped_block
from farmhouse.core.choices import Selection, Target
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE, CardItem, Drawn, card_item
from farmhouse.games.bye_bye_black_sheep.choices import DECLINE, STOP
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

#: The height of the Eagle's player chips (room for a name on two lines).
CHIP_H = 52.0
#: The room (scene units) the Eagle's legend takes at the bottom of the choice panel.
LEGEND_ROOM = 34.0


def _remove(item: QGraphicsItem) -> None:
    if item.scene() is not None:
        item.scene().removeItem(item)


class Prompt:
    """The prompt of the board in ``scene`` (see the module docstring); its targets go
    into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.prompt_layer, self.overlay_layer, self.button_layer, self.keys_layer = (
            Layer(scene, z=19) for _ in range(4)
        )
        self.marks_layer = Layer(scene, z=19)  # (over the choice's cards)
        self.cards: dict[int, CardItem] = {}  # the species cards of the choice
        self.chips: dict[int, Box] = {}  # the Eagle's player chips by seat
        self.tags: list[Box] = []  # the marks on the species cards
        self.choices: list[tuple[Target, Any]] = []
        self.view: Any = None
        self.legal: Sequence[Any] = ()
        self.names: Sequence[str] = ()
        self.others: list[int] = []
        self.selection: Selection = ()
        self.lit: list[Target] = []
        self.askable: set[int] = set()
        self.text = ""

    def layers(self) -> list[Layer]:
        """The prompt's layers (a language switch redraws them)."""
        return [
            self.prompt_layer,
            self.overlay_layer,
            self.button_layer,
            self.keys_layer,
            self.marks_layer,
        ]

    def reset(self) -> None:
        """Build everything anew next time (a language switch)."""
        self.overlay_layer.clear()
        self.marks_layer.clear()
        self.button_layer.clear()
        self.drawn.buttons = {}

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
        self.view, self.legal, self.names, self.others = view, legal, names, others
        self.selection, self.lit, self.askable = selection, lit, askable
        keys = view.seat is not None and view.phase is not Phase.OVER  # (nothing to press after)
        self.keys_layer.refresh(keys, self._draw_keys, keys)
        self.text = texts.prompt_text(view, bool(legal), names, selection)
        self.prompt_layer.refresh(self.text, self._draw_prompt_text, self.text)
        frame = self._overlay_frame()
        self.overlay_layer.refresh(frame, self._draw_overlay, frame[0])
        self.drawn.choices = list(self.choices)
        marks = self._marks(frame[0] == "eagle") if self.cards else {}
        key = (self.overlay_layer.redraws, tuple(marks.items()))
        self.marks_layer.refresh(key, self._draw_marks, marks, frame[0] == "eagle")
        buttons = [name for t, name in ((STOP, "stop"), (DECLINE, "decline")) if t in lit]
        if texts.declaring(selection):
            buttons.append("cancel")
        labels = tuple((b, texts.button_label(b, view.phase)) for b in buttons)
        self.button_layer.revise(labels, self._draw_buttons, labels)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _draw_keys(self, layer: Layer, keys: bool) -> None:
        """The line of keys under the hand, right of the hand's card count."""
        if keys:
            text = tr("Tab/arrows move · Enter picks · S stop · N no · Esc back")
            at, width = QPointF(L.HAND_AREA.right() - 10, L.KEYS_Y), L.HAND_AREA.width() - 20
            text_item(layer, text, at, L.MIN_TEXT, False, MUTED, "right", width)

    def _draw_prompt_text(self, layer: Layer, text: str) -> None:
        if text:
            at, width = QPointF(L.HAND_AREA.left() + 10, L.HAND_TEXT_Y), L.HAND_AREA.width() - 28
            wrapped_block(layer, text, at, width, L.MIN_TEXT + 3, INK, True, KEEP_WHOLE)

    def _draw_buttons(self, layer: Layer, buttons: tuple[tuple[str, str], ...]) -> None:
        """The buttons in a row (a button with the same label in the same place is kept,
        its look brought up to date by the board)."""
        kept, self.drawn.buttons = self.drawn.buttons, {}
        x = L.HAND_AREA.left() + 14
        for name, label in buttons:
            width = max(170.0, len(label) * 11.0 + 40)
            rect = QRectF(x, L.BUTTON_Y, width, L.BUTTON_H)
            button = kept.pop(name, None)
            if button is None or button.text != label or button.rect != rect:
                if button is not None:
                    _remove(button)
                button = Box(rect, GOLD, INK, 12, label, L.MIN_TEXT + 3, layer)
                button.role, button.data_value = "button", name  # (the board binds them)
                button.setZValue(20)
            self.drawn.buttons[name] = button
            x += width + 14
        for button in kept.values():
            _remove(button)

    # ---------------------------------------------------------------- the choice over the hole

    def _overlay_frame(self) -> tuple[Any, ...]:
        """What the choice over the watering hole shows, drawn anew when it changes (an
        Eagle's chosen player and marks and a joker's stars are not part of it)."""
        view, names = self.view, tuple(self.names)
        if self.legal and texts.declaring(self.selection):
            return ("joker", view.players, view.seat)
        if self.legal and view.phase is Phase.EAGLE:
            return ("eagle", tuple(s for s in self.others if s in self.askable), view.seat, names)
        if self.legal and view.phase is Phase.MOLE:
            subject = view.subject if view.subject is not None else 0
            return ("mole", subject, view.known[subject], view.seat, names)
        return ("", view.seat, names)

    def _draw_overlay(self, layer: Layer, kind: str) -> None:
        """The Eagle's, Mole's or joker's choice."""
        self.cards, self.chips, self.drawn.choices = {}, {}, []
        if kind == "joker":
            self._panel(layer, tr("Joker"), data.JOKER)
            self._species_grid(layer, L.PROMPT_RECT.top() + 30)
        elif kind == "eagle":
            self._draw_eagle(layer)
        elif kind == "mole":
            self._draw_mole(layer)
        self.choices = list(self.drawn.choices)

    def _marks(self, eagle: bool) -> dict[int, str]:
        """The marks on the species cards: the joker's star on a species one card short of a
        triplet; for the Eagle's asked player, ✓ a species known in that hand, × one it has
        none of."""
        view = self.view
        if not eagle:
            zoo = Counter(view.zoos[view.seat])
            return {sp: "★" for sp, n in zoo.items() if n == data.TRIPLET - 1 and sp}
        target = texts.asked_player(view, self.selection)
        for seat, chip in self.chips.items():  # (the asked player's chip is gold)
            colour = QColor("#FFEFC4") if target == seat else PAPER
            if chip.fill != colour:
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
            _remove(tag)
        self.tags = []
        for sp, card in self.cards.items():
            if sp in marks:
                w, h = card.size
                box = QRectF(w - 26, h - 26, 28, 26)
                self.tags.append(Box(box, QColor("#FFFFFF"), INK, 12, marks[sp], L.MIN_TEXT, card))
        if marks and eagle:
            at = QPointF(L.PROMPT_RECT.right() - 14, L.PROMPT_RECT.bottom() - LEGEND_ROOM + 4)
            legend = tr("✓ known in that hand · × that hand has none")
            text_item(layer, legend, at, L.MIN_TEXT, False, MUTED, "right")

    def _panel(self, layer: Layer, title: str, picture: int, top: float = 14.0) -> None:
        """The choice's panel over the watering hole, with the special card's picture and
        name on its left, ``top`` units under the panel's top."""
        panel = Box(L.PROMPT_RECT, PAPER, INK, 14, parent=layer)
        panel.border_width = 3
        panel.setZValue(15)
        card = card_item(layer, picture, 62, 86.8)
        card.setPos(L.PROMPT_RECT.left() + 14, L.PROMPT_RECT.top() + top)
        card.setZValue(16)
        at = QPointF(L.PROMPT_RECT.left() + 45, L.PROMPT_RECT.top() + top + 94)
        text_item(layer, title, at, L.MIN_TEXT + 1, True, INK, "centre", 84).setZValue(16)

    def _species_grid(self, layer: Layer, top: float) -> None:
        """Cards of every species in use in rows of 8, each a ``species`` target."""
        if texts.declaring(self.selection):
            where = tr("a species the joker may count as")
        else:
            where = tr("a species the Eagle may ask for")
        species = data.species_in_use(self.view.players)
        rows = (len(species) + 7) // 8
        room = L.PROMPT_RECT.bottom() - LEGEND_ROOM - top  # (the Eagle's legend goes under them)
        h = min(86.8, (room - 10 * (rows - 1)) / rows)
        w = h / 1.4
        for i, sp in enumerate(species):
            card = card_item(layer, sp, w, h, where)
            card.setPos(L.PROMPT_RECT.left() + 100 + (i % 8) * (w + 28), top + (i // 8) * (h + 10))
            card.setZValue(16)
            self.cards[sp] = card
            self.drawn.choices.append((("species", sp), card))

    def _draw_eagle(self, layer: Layer) -> None:
        """The players to ask in a row across the panel (their names whole), the Eagle and
        the species under them."""
        self._panel(layer, tr("Eagle"), data.EAGLE, 14 + CHIP_H + 12)
        seats = [s for s in self.others if s in self.askable]
        n = max(1, len(seats))
        width = min(240.0, (L.PROMPT_RECT.width() - 28 - 10 * (n - 1)) / n)
        spacing = QFontMetricsF(board_font(L.MIN_TEXT, True)).lineSpacing()
        x, top = L.PROMPT_RECT.left() + 14, L.PROMPT_RECT.top() + 14
        for seat in seats:
            name = self._name(seat)
            chip = Box(QRectF(x, top, width, CHIP_H), PAPER, seat_qcolour(seat), 10, parent=layer)
            chip.border_width = 3
            chip.setZValue(16)
            chip.setToolTip(fill(tr("%1's hand (key %2)"), name, self.others.index(seat) + 1))
            seat_symbol(seat, QPointF(x + 16, top + CHIP_H / 2), 8, chip)
            # the name whole, on two lines where it needs them (elided only beyond that)
            lines = wrap_lines(name, L.MIN_TEXT, width - 38, True, names=False)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            first = top + CHIP_H / 2 - spacing * len(lines) / 2
            for i, line in enumerate(lines):
                line = elided(line, L.MIN_TEXT, width - 38, True)
                at = QPointF(x + 30, first + i * spacing)
                text_item(chip, line, at, L.MIN_TEXT, True).setToolTip(name)
            self.chips[seat] = chip
            self.drawn.choices.append((("hand", seat), chip))
            x += width + 10
        self._species_grid(layer, top + CHIP_H + 12)

    def _draw_mole(self, layer: Layer) -> None:
        """The Mole's view of a hand: its cards in a row, each with its count and key."""
        view = self.view
        subject = view.subject if view.subject is not None else 0
        self._panel(layer, tr("Mole"), data.MOLE)
        seen = Counter(view.known[subject])
        kinds = sorted(seen)
        w, h = 80.0, 112.0
        step = min(w + 12, (L.PROMPT_RECT.width() - 130 - w) / max(1, len(kinds) - 1))
        left, top = L.PROMPT_RECT.left() + 110, L.PROMPT_RECT.top() + 60
        whose = fill(tr("%1's hand"), self._name(subject))
        at = QPointF(left, L.PROMPT_RECT.top() + 20)
        text_item(layer, whose, at, L.MIN_TEXT + 2, True).setZValue(16)
        for i, kind in enumerate(kinds):
            key = L.HAND_KEYS[i] if i < len(L.HAND_KEYS) else ""
            where = fill(tr("%1's hand, seen with the Mole (key %2)"), self._name(subject), key)
            card = card_item(layer, kind, w, h, where)
            card.setPos(left + i * step, top)
            card.setZValue(16 + i * 0.01)
            if seen[kind] > 1:
                box = QRectF(w - 40, h - 28, 40, 26)
                badge = Box(box, INK, None, 8, fill(tr("×%1"), seen[kind]), L.MIN_TEXT, card)
                badge.text_colour = QColor("#FFFFFF")
            if key:
                at = QPointF(left + i * step + w / 2, top + h + 4)
                number = text_item(layer, key, at, L.MIN_TEXT, True, MUTED, "centre")
                number.setZValue(16)
                ring_with(card, number)  # (the focus ring goes around it)
            self.drawn.choices.append((("mole", kind), card))
