"""The prompt of the Bye-Bye Black Sheep board: the instruction over the viewer's hand, the
buttons of the decision (Stop, the "no" of each special, Back), and the choices drawn over
the watering hole: the Eagle's players and species (with what is known of the chosen hand),
the Mole's view of a hand, the joker's species.

:class:`Prompt` is four layers (the instruction, the choice over the watering hole, the
buttons, the line of keys), each redrawn only when what it shows changes; the buttons and the
Eagle's and joker's cards and players that stay are kept as the prompt changes (see
:meth:`Prompt.draw`). Its targets go into the board's :class:`~.items.Drawn`; the board binds
and lights them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.game_board import ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, elided, text_item, wrap_lines, wrapped_block
from farmhouse.core.choices import Selection, Target
from farmhouse.games.bye_bye_black_sheep import data, texts
from farmhouse.games.bye_bye_black_sheep.board.items import (
    KEEP_WHOLE,
    CardItem,
    Drawn,
    card_item,
    number_badge,
    placed,
)
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    BUTTON_H,
    BUTTON_Y,
    HAND_AREA,
    HAND_KEYS,
    HAND_TEXT_Y,
    KEYS_Y,
    MIN_TEXT,
    PROMPT_RECT,
)
from farmhouse.games.bye_bye_black_sheep.choices import DECLINE, JOKER_CARD, STOP
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View
from farmhouse.games.bye_bye_black_sheep.texts import fill, tr

#: Widest the instruction over the hand may be (scene units); it wraps to two lines.
PROMPT_WIDTH = HAND_AREA.width() - 28
#: The height of the Eagle's player chips (room for a name on two lines).
CHIP_H = 52.0


@attrs.define
class KeptOverlay:
    """The items of the choice over the watering hole kept while it changes (see
    ``Prompt._overlay_frame``): what stays (``frame``), the targets, the species cards
    by species with their mark tags, the Eagle's player chips by seat, the marks' legend."""

    frame: tuple[Any, ...]
    choices: list[Any] = attrs.field(factory=list)
    cards: dict[int, CardItem] = attrs.field(factory=dict)
    tags: dict[int, Box] = attrs.field(factory=dict)
    chips: dict[int, Box] = attrs.field(factory=dict)
    legend: QGraphicsSimpleTextItem | None = None


def _remove(item: QGraphicsItem) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)


class Prompt:
    """The prompt of the board in ``scene`` (see the module docstring); its targets go
    into ``drawn``."""

    def __init__(self, scene: QGraphicsScene, drawn: Drawn) -> None:
        self.drawn = drawn
        self.prompt_layer = Layer(scene, z=19)
        self.overlay_layer = Layer(scene, z=19)
        self.button_layer = Layer(scene, z=19)
        self.keys_layer = Layer(scene, z=19)
        self.kept: KeptOverlay | None = None
        self._view: View | None = None
        self._legal: Sequence[Any] = ()
        self._names: Sequence[str] = ()
        self.viewer = 0
        self.selection: Selection = ()
        self.lit: list[Target] = []
        self.askable: set[int] = set()
        self.text = ""

    def layers(self) -> list[Layer]:
        """The prompt's layers (a language switch redraws them)."""
        return [self.prompt_layer, self.overlay_layer, self.button_layer, self.keys_layer]

    def reset(self) -> None:
        """Build everything anew next time (a language switch)."""
        self.overlay_layer.clear()
        self.kept = None
        self.button_layer.clear()
        self.drawn.buttons = {}

    def draw(
        self,
        view: View,
        legal: Sequence[Any],
        names: Sequence[str],
        viewer: int,
        selection: Selection,
        lit: list[Target],
        askable: set[int],
    ) -> None:
        """Bring the prompt up to date: ``selection`` picked so far, ``lit`` the targets
        that can be picked after it, ``askable`` the players the Eagle may ask. The
        instruction, the buttons and the choice over the watering hole each redraw only
        when they change; buttons that stay and the cards and players of an Eagle or joker
        choice that stay are kept (not drawn anew)."""
        self._view, self._legal, self._names, self.viewer = view, legal, names, viewer
        self.selection, self.lit, self.askable = selection, lit, askable
        keys = view.seat is not None and view.phase is not Phase.OVER  # (nothing to press after)
        self.keys_layer.refresh(keys, self._draw_keys, keys)
        self.text = self._prompt_text()
        self.prompt_layer.refresh(self.text, self._draw_prompt_text, self.text)
        self.overlay_layer.revise(
            (self._overlay_key(), view.seat, tuple(self._names)), self._draw_overlay
        )
        buttons = self._button_key()
        self.button_layer.revise(buttons, self._draw_buttons, buttons)

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"

    def _others(self) -> list[int]:
        assert self._view is not None
        n = self._view.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def _asked_player(self) -> int | None:
        """The player the Eagle asks, once picked (the selection's first target)."""
        view, sel = self._view, self.selection
        if view is not None and view.phase is Phase.EAGLE and sel and sel[0][0] == "hand":
            return int(sel[0][1])
        return None

    def _is_declaring(self) -> bool:
        """True while the joker's species is due (BB-5.4)."""
        return bool(self.selection) and self.selection[0] == JOKER_CARD

    def _prompt_text(self) -> str:
        view = self._view
        assert view is not None
        if view.game_over:
            return tr("The game is over.")
        if view.seat is None:
            return ""
        if not self._legal and view.to_move != view.seat:  # (the own move animates: as due)
            if view.to_move is None:
                return ""
            if view.phase is Phase.WHITE_SHEEP and view.to_move != view.seat:
                return fill(
                    tr("%1 may place a card with the White Sheep…"), self._name(view.to_move)
                )
            return fill(tr("Waiting for %1…"), self._name(view.to_move))
        phase = view.phase
        if self._is_declaring():
            return tr("Joker: choose the species it counts as in your zoo.")
        if phase is Phase.DRAW:
            if view.drawn == 0:
                return tr("Your turn: click another player's hand to draw a card.")
            return tr("Draw another card from a hand, or stop and take the watering hole.")
        if phase is Phase.EAGLE:
            asked = self._asked_player()
            if asked is None:
                return tr("Eagle: choose a player to ask for a species, or do not ask.")
            return fill(
                tr("Eagle: which species do you ask %1 for? (Esc: another player)"),
                self._name(asked),
            )
        if phase is Phase.MOLE:
            return fill(
                tr("Mole: choose a set card from %1's hand for the watering hole."),
                self._name(view.subject if view.subject is not None else 0),
            )
        if phase is Phase.MAGPIE:
            return tr(
                "Thieving Magpie: click a card in another player's zoo to take it, or take nothing."
            )
        if phase is Phase.WHITE_SHEEP:
            return fill(
                tr("%1 drew your White Sheep: you may place one card from your hand in your zoo."),
                self._name(view.active),
            )
        if phase is Phase.PLACE:
            return fill(
                tr("Place up to %n card(s) from your hand into your zoo.", "", view.placements_left)
            )
        return ""

    def _button_label(self, name: str) -> str:
        view = self._view
        assert view is not None
        if name == "stop":
            return tr("Stop (S)")
        if name == "cancel":
            return tr("Back (Esc)")
        return {
            Phase.EAGLE: tr("Don't ask (N)"),
            Phase.MAGPIE: tr("Take nothing (N)"),
            Phase.WHITE_SHEEP: tr("Don't place (N)"),
            Phase.PLACE: tr("Done placing (N)"),
        }.get(view.phase, tr("No (N)"))

    def _overlay_key(self) -> tuple[Any, ...]:
        """What the Eagle, Mole or joker choice over the watering hole shows (empty: none)."""
        view = self._view
        assert view is not None
        if not self._legal:
            return ()
        if self._is_declaring():
            return ("joker", view.zoos[self.viewer], view.joker_species)
        if view.phase is Phase.EAGLE:
            target = self._asked_player()
            known = (view.known[target], view.excluded[target]) if target is not None else ()
            return ("eagle", target, known, tuple(self._others()))
        if view.phase is Phase.MOLE and view.subject is not None:
            return ("mole", view.subject, view.known[view.subject])
        return ()

    def _button_key(self) -> tuple[tuple[str, str], ...]:
        """The buttons of the decision: (name, label) each, in their order."""
        names = {STOP: "stop", DECLINE: "decline"}
        buttons = [names[t] for t in self.lit if t in names]
        if self._is_declaring():
            buttons.append("cancel")
        return tuple((b, self._button_label(b)) for b in buttons)

    def _draw_keys(self, layer: Layer, keys: bool) -> None:
        """The line of keys under the hand, right of the hand's card count (a layer of its
        own: it stays as the prompt changes). The key caps under the cards name the keys
        that choose them."""
        if keys:
            text_item(
                layer,
                tr("Tab/arrows move · Enter picks · S stop · N no · Esc back"),
                QPointF(HAND_AREA.right() - 10, KEYS_Y),
                MIN_TEXT,
                False,
                MUTED,
                "right",
                HAND_AREA.width() - 20,
            )

    def _draw_prompt_text(self, layer: Layer, text: str) -> None:
        if text:
            wrapped_block(
                layer,
                text,
                QPointF(HAND_AREA.left() + 10, HAND_TEXT_Y),
                PROMPT_WIDTH,
                MIN_TEXT + 3,
                INK,
                True,
                KEEP_WHOLE,
            )

    def _draw_buttons(self, layer: Layer, buttons: tuple[tuple[str, str], ...]) -> None:
        """The buttons in a row (a revised layer: a button with the same label in the same
        place is kept, its look brought up to date by the board)."""
        kept, self.drawn.buttons = self.drawn.buttons, {}
        x = HAND_AREA.left() + 14
        for name, label in buttons:
            width = max(170.0, len(label) * 11.0 + 40)
            rect = QRectF(x, BUTTON_Y, width, BUTTON_H)
            button = kept.pop(name, None)
            if button is None or button.text != label or button.rect != rect:
                if button is not None:
                    _remove(button)
                button = Box(rect, GOLD, INK, 12, label, MIN_TEXT + 3)
                button.setParentItem(layer)
                button.role = "button"  # (the board binds Stop and the "no" to targets)
                button.data_value = name
                button.setZValue(20)
            self.drawn.buttons[name] = button
            x += width + 14
        for button in kept.values():
            _remove(button)

    # ---------------------------------------------------------------- the choice over the hole

    def _overlay_frame(self) -> tuple[Any, ...]:
        """What of the choice over the watering hole stays as it changes: an Eagle choice
        keeps its player chips and species cards as the asked player changes (only the
        marks and the chosen chip change), a joker choice its species cards; any other
        change draws the choice anew."""
        view = self._view
        assert view is not None
        key = self._overlay_key()
        if key and key[0] == "eagle":
            chips = tuple(s for s in self._others() if s in self.askable)
            return ("eagle", chips, view.players, view.seat, tuple(self._names))
        if key and key[0] == "joker":
            return ("joker", view.players, view.seat)
        return (key, view.seat, tuple(self._names))

    def _draw_overlay(self, layer: Layer) -> None:
        """The Eagle, Mole or joker choice (a revised layer, see :meth:`_overlay_frame`)."""
        view = self._view
        assert view is not None
        frame = self._overlay_frame()
        kept = self.kept
        if kept is None or kept.frame != frame:
            layer.clear()
            kept = self.kept = KeptOverlay(frame)
            self.drawn.choices = []
            if self._legal:
                if self._is_declaring():
                    self._draw_species_overlay(layer, tr("Joker"), data.JOKER)
                elif view.phase is Phase.EAGLE:
                    self._draw_eagle_overlay(layer)
                elif view.phase is Phase.MOLE:
                    self._draw_mole_overlay(layer)
            kept.choices = list(self.drawn.choices)
        self.drawn.choices = list(kept.choices)
        if not kept.cards:
            return
        if frame[0] == "eagle":
            target = self._asked_player()
            for seat, chip in kept.chips.items():
                colour = QColor("#FFEFC4") if target == seat else PAPER
                if chip.fill != colour:
                    chip.fill = colour
                    chip.update()
            marks: dict[int, str] = {}
            if target is not None:
                for sp in view.excluded[target]:
                    marks[sp] = "×"
                for sp in view.known[target]:
                    if data.FIRST_SPECIES <= sp <= data.LAST_SPECIES:
                        marks[sp] = "✓"
            self._mark_cards(kept, marks)
            legend = target is not None and bool(marks)
            if legend and kept.legend is None:
                kept.legend = text_item(
                    layer,
                    tr("✓ known in that hand · × that hand has none"),
                    QPointF(PROMPT_RECT.right() - 14, PROMPT_RECT.bottom() - 30),
                    MIN_TEXT,
                    False,
                    MUTED,
                    "right",
                )
                kept.legend.setZValue(16)
            elif not legend and kept.legend is not None:
                _remove(kept.legend)
                kept.legend = None
        else:  # the joker: a star on the species one card short of a triplet
            me = self.viewer
            zoo = Counter(data.JOKER if c == data.JOKER else c for c in view.zoos[me])
            self._mark_cards(
                kept, {sp: "★" for sp, n in zoo.items() if n == data.TRIPLET - 1 and sp}
            )

    @staticmethod
    def _mark_cards(kept: KeptOverlay, marks: dict[int, str]) -> None:
        """Put ``marks`` (species → a short mark) over the kept species cards, each in a tag
        at the card's bottom right; tags of cards no longer marked go."""
        for sp, card in kept.cards.items():
            mark = marks.get(sp)
            tag = kept.tags.get(sp)
            if tag is not None and tag.text == mark:
                continue
            if tag is not None:
                _remove(tag)
                del kept.tags[sp]
            if mark:
                w, h = card.size
                tag = Box(
                    QRectF(w - 26, h - 26, 28, 26), QColor("#FFFFFF"), INK, 12, mark, MIN_TEXT
                )
                tag.setParentItem(card)
                kept.tags[sp] = tag

    def _overlay(self, layer: Layer, title: str, picture: int, top: float = 14.0) -> None:
        """The choice's panel over the watering hole, with the special card's picture and
        name on its left, ``top`` units under the panel's top."""
        panel = Box(PROMPT_RECT, PAPER, INK, 14)
        panel.border_width = 3
        panel.setParentItem(layer)
        panel.setZValue(15)
        card = card_item(layer, picture, 62, 86.8)
        card.setPos(PROMPT_RECT.left() + 14, PROMPT_RECT.top() + top)
        card.setZValue(16)
        text_item(
            layer,
            title,
            QPointF(PROMPT_RECT.left() + 45, PROMPT_RECT.top() + top + 94),
            MIN_TEXT + 1,
            True,
            INK,
            "centre",
            84,
        ).setZValue(16)

    def _species_grid(self, layer: Layer, top: float) -> None:
        """Cards of every species in use in rows of 8, each a ``species`` target (kept in
        the overlay, for :meth:`_mark_cards`)."""
        view = self._view
        assert view is not None
        kept = self.kept
        assert kept is not None
        species = list(data.species_in_use(view.players))
        if self._is_declaring():
            where = tr("a species the joker may count as")
        else:
            where = tr("a species the Eagle may ask for")
        w, h = 62.0, 86.8
        left = PROMPT_RECT.left() + 100
        for i, sp in enumerate(species):
            card = card_item(layer, sp, w, h)
            card.setPos(left + (i % 8) * (w + 28), top + (i // 8) * (h + 10))
            card.setZValue(16)
            card.setToolTip(placed(texts.species_name(sp), where))
            number_badge(card, sp)
            kept.cards[sp] = card
            self.drawn.choices.append((("species", sp), card))

    def _draw_eagle_overlay(self, layer: Layer) -> None:
        kept = self.kept
        assert kept is not None
        # the players to ask in a row across the panel (their names whole), the Eagle and
        # the species under them
        height = CHIP_H
        self._overlay(layer, tr("Eagle"), data.EAGLE, 14 + height + 12)
        targets = self.askable
        x = PROMPT_RECT.left() + 14
        n = max(1, len([s for s in self._others() if s in targets]))
        width = min(240.0, (PROMPT_RECT.width() - 28 - 10 * (n - 1)) / n)
        spacing = QFontMetricsF(board_font(MIN_TEXT, True)).lineSpacing()
        for seat in self._others():
            if seat not in targets:
                continue
            name = self._name(seat)
            top = PROMPT_RECT.top() + 14
            chip = Box(QRectF(x, top, width, height), PAPER, seat_qcolour(seat), 10)
            chip.border_width = 3
            chip.setParentItem(layer)
            chip.setZValue(16)
            number = self._others().index(seat) + 1
            chip.setToolTip(fill(tr("%1's hand (key %2)"), name, number))
            seat_symbol(seat, QPointF(x + 16, top + height / 2), 8, chip)
            # the name whole, on two lines where it needs them (elided only beyond that)
            lines = wrap_lines(name, MIN_TEXT, width - 38, True, names=False)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            lines = [elided(line, MIN_TEXT, width - 38, True) for line in lines]
            first = top + height / 2 - spacing * len(lines) / 2
            for i, line in enumerate(lines):
                label = text_item(chip, line, QPointF(x + 30, first + i * spacing), MIN_TEXT, True)
                label.setToolTip(name)
            kept.chips[seat] = chip
            self.drawn.choices.append((("hand", seat), chip))
            x += width + 10
        self._species_grid(layer, PROMPT_RECT.top() + 14 + height + 12)

    def _draw_species_overlay(self, layer: Layer, title: str, picture: int) -> None:
        self._overlay(layer, title, picture)
        self._species_grid(layer, PROMPT_RECT.top() + 30)

    def _draw_mole_overlay(self, layer: Layer) -> None:
        view = self._view
        assert view is not None
        subject = view.subject if view.subject is not None else 0
        self._overlay(layer, tr("Mole"), data.MOLE)
        seen = Counter(view.known[subject])
        kinds = sorted(seen)
        w, h = 80.0, 112.0
        step = min(w + 12, (PROMPT_RECT.width() - 130 - w) / max(1, len(kinds) - 1))
        left = PROMPT_RECT.left() + 110
        top = PROMPT_RECT.top() + 60
        text_item(
            layer,
            fill(tr("%1's hand"), self._name(subject)),
            QPointF(left, PROMPT_RECT.top() + 20),
            MIN_TEXT + 2,
            True,
        ).setZValue(16)
        for i, kind in enumerate(kinds):
            card = card_item(layer, kind, w, h)
            card.setPos(left + i * step, top)
            card.setZValue(16 + i * 0.01)
            key = HAND_KEYS[i] if i < len(HAND_KEYS) else ""
            where = fill(tr("%1's hand, seen with the Mole (key %2)"), self._name(subject), key)
            card.setToolTip(placed(texts.kind_name(kind), where))
            number_badge(card, kind)
            if seen[kind] > 1:
                badge = Box(
                    QRectF(w - 40, h - 28, 40, 26),
                    INK,
                    None,
                    8,
                    fill(tr("×%1"), seen[kind]),
                    MIN_TEXT,
                )
                badge.text_colour = QColor("#FFFFFF")
                badge.setParentItem(card)
            if i < len(HAND_KEYS):
                number = text_item(
                    layer,
                    HAND_KEYS[i],
                    QPointF(left + i * step + w / 2, top + h + 4),
                    MIN_TEXT,
                    True,
                    MUTED,
                    "centre",
                )
                number.setZValue(16)
                ring_with(card, number)  # (the focus ring goes around it)
            self.drawn.choices.append((("mole", kind), card))
