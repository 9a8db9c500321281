"""The Bye-Bye Black Sheep board: a :class:`~farmhouse.app.board.game_board.GameBoard` (the
kit's template) that draws a :class:`~farmhouse.games.bye_bye_black_sheep.rules.View` and
lets the human take the decision that is due (draw, stop, the Eagle, the Mole, the Magpie,
the White Sheep, placing) through the choice model
(:class:`~farmhouse.games.bye_bye_black_sheep.choices.ByeByeChoices`).

The board is composed of its drawing parts, each given what it needs: :class:`~.table.Table`
(the pile, the watering hole, the status and the kit's "Since your last turn"),
:class:`~.layers.Seats` (every seat's panel, hand row and zoo), the kit's
:class:`~farmhouse.app.board.parts.hand.Hand` (the viewer's hand, :func:`~.layers.own_hand`),
:class:`~.prompts.Prompt` (the instruction, buttons and the Eagle, Mole and joker choices in
kit panels, which bind their targets) and :class:`~.animations.MoveAnimations`; the others
write what they drew where into one :class:`~.items.Drawn`, from which the board binds the
hand rows and zoo cards.

Keys: the kit's (Tab, Shift+Tab and the arrows over the lit targets, Enter or Space picks,
Esc steps back) and the game's own: 1–4 another player's hand (as numbered on the panels),
1–9, 0, Q…P a card (as on the key caps under the hand, or the Mole's cards), S stop, N (or
D) the "no" of the decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QWidget

from farmhouse.app.board.base import Held
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.palette import MUTED, PAPER
from farmhouse.app.board.parts.hand import Hand
from farmhouse.app.board.parts.look import Look, restyle
from farmhouse.app.board.text import text_item
from farmhouse.core.choices import Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.bye_bye_black_sheep import texts
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.animations import ARRIVALS, MoveAnimations
from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE, Drawn
from farmhouse.games.bye_bye_black_sheep.board.layers import Seats, held_hand, own_hand, turn_state
from farmhouse.games.bye_bye_black_sheep.board.prompts import Prompt
from farmhouse.games.bye_bye_black_sheep.board.table import Table
from farmhouse.games.bye_bye_black_sheep.choices import DECLINE, STOP, ByeByeChoices
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View
from farmhouse.games.bye_bye_black_sheep.texts import describe_illegal, fill, phase_hint, tr

__all__ = ["ByeByeBlackSheepBoard", "create_board"]

# The kinds drawn as pictures, dimmed where they cannot be picked.
DIMMED = ("own", "zoo", "species", "mole")


class ByeByeBlackSheepBoard(GameBoard):
    """The Bye-Bye Black Sheep board widget (see the package docstring). Tests read what
    its parts drew in :attr:`drawn` (an :class:`~.items.Drawn`) and the hooks at the end."""

    KEEP_WHOLE = KEEP_WHOLE
    # Lit targets glow gold under the pointer, the rest of their kind is dimmed, the pointer
    # is a hand over them; Stop and the "no" are gold while they can be pressed.
    LOOK = Look(hover=True, dim=DIMMED, cursor=True, buttons={"stop": PAPER, "decline": PAPER})

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(L.SCENE, parent)
        scene = self.scene()
        self.drawn = Drawn()
        self.table = Table(scene, self.drawn)
        self.seats = Seats(scene, self.drawn)
        row = QRectF(L.HAND_AREA.left() + 14, L.HAND_Y, L.HAND_AREA.width() - 28, L.HAND_CARD_H)
        size = QSizeF(L.HAND_CARD_W, L.HAND_CARD_H)
        self.hand = Hand(self, row, size, gap=8, lift=0, tags="cap", keys=L.HAND_KEYS)
        self.hand.badge_side = "left"
        self.prompt = Prompt(self)
        self._prev_view: View | None = None  # the view before the one shown (animations)
        self._shown: View | None = None
        self._last_batch: list[Event] = []  # the last events shown (the newest row cards)
        # per target, the items drawn for it besides the bound one (lit and explained alike)
        self._companions: dict[Target, list[Any]] = {}
        self._hand_shown: Any = None  # what the hand was drawn for
        self.set_help(texts.board_help)  # (worded again at a language switch: the kit)

    # ---------------------------------------------------------------- GameBoard's hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> ByeByeChoices:
        """The choice model of ``view`` (choices.py), the others' hands clockwise after the
        seat drawn at the bottom."""
        self._prev_view, self._shown = self._shown, view
        return ByeByeChoices(view, legal, self._viewer())

    def draw(self, view: Any) -> None:
        """Bring every part up to date with ``view`` (each redraws only what changed)."""
        names = self.names or [fill(tr("Player %1"), i + 1) for i in range(view.players)]
        self.name_seats(names)  # (no line of board text breaks inside a name)
        if self.events:
            self._last_batch = list(self.events)
        elif self._prev_view is None or self._prev_view.step != view.step:
            self._last_batch = []
        added = 0  # the cards the last move added to the watering hole
        for event in self._last_batch:
            if event.key in ARRIVALS and event.params.get("card") is not None:
                added += 1
            if event.key == "bb.wolf":
                added = 1
        fresh: dict[int, Counter[int]] = {s: Counter() for s in range(view.players)}
        for event in self.recent:
            if event.key == "bb.placed":
                fresh[event.params["seat"]][event.params["species"]] += 1
        lines = self.table.recent.owned(texts.summary_entries(self.recent, names))  # (each turn)
        self.drawn.spectator = self.spectator  # (a replay's board: no seat is "you")
        self.table.draw(view, names, min(added, len(view.wh)), self.recent_title(), lines)
        mover, me = self.turn_mark(view.to_move, view.game_over), self._viewer()
        self.seats.draw(view, names, me, mover, fresh, not (self.read_only or view.game_over))
        preview = view.phase in (Phase.PLACE, Phase.WHITE_SHEEP) and view.to_move == view.seat
        self.drawn.anchors[me] = QPointF(L.HAND_AREA.center().x() - L.HAND_CARD_W / 2, L.HAND_Y - 4)
        hand: tuple[Any, ...] = (me, view.seat, view.hand, view.hand_sizes[me], view.game_over)
        hand += (self.read_only, preview and view.zoos[me], view.joker_species)  # (previews)
        if hand != self._hand_shown:  # (its pieces' tooltips take a millisecond to word)
            self._hand_shown = hand
            self.hand.numbered = view.seat is not None and not view.game_over  # (keys to press)
            owner = names[me] if self.spectator else None  # (a replay: the seat named)
            if self.hand.show(own_hand(view, me, preview, self.hand.key_of, owner), me):
                total = texts.hand_total(view, me, names, self.spectator)
                at = QPointF(L.HAND_AREA.left() + 14, L.KEYS_Y)
                text_item(self.hand.layer, total, at, L.MIN_TEXT, True, MUTED)

    def selection_changed(self) -> None:
        """The prompt for the targets picked so far; every target bound to its item."""
        view, model = self.view, self.choices
        if view is None or not isinstance(model, ByeByeChoices):
            return
        lit = [t for t, ok in model.lit(self.selection).items() if ok]
        askable: set[int] = set()
        if view.phase is Phase.EAGLE and self.legal:  # (the players the Eagle may ask)
            askable = {t[1] for t in model.next_targets(()) if t[0] == "hand"}
        self.prompt.draw(view, self.legal, self.names, model.others(), self.selection, lit, askable)
        self._bind_all()

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """Cards fly and turn over (:class:`~.animations.MoveAnimations`)."""
        moves = MoveAnimations(self.animations, self.view, self._prev_view, self.drawn)
        return moves.steps(list(events))

    def describe_refusal(self, error: IllegalAction) -> str:
        """The rules' reason in the player's words (``texts.describe_illegal``)."""
        return describe_illegal(error, self.names)

    def banner_text(self) -> str:
        """The prompt's instruction, else the line under the watering hole."""
        if self.view is None:
            return ""
        return self.prompt.text or self.table.status_text(self.view) or tr("The game is over.")

    def texts_changed(self) -> None:
        """A language switch: every layer of the board (its parts' and the kit's) redrawn."""
        self._hand_shown = None
        self.invalidate_layers()

    def target_name(self, target: Target) -> str:
        """The target's tooltip (what it is and where, its key) on one line."""
        out = ""
        for line in super().target_name(target).splitlines():
            if line.strip():
                out += ("" if not out else " " if out[-1] in ".。!?！？" else "; ") + line
        return out

    def other_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """Back steps back; a target's second item (another card of its kind in a zoo, a
        hand row while the Eagle's chips stand for it) picks the target."""
        if role == "button" and value == "cancel":
            self.step_back()
        elif isinstance(value, tuple) and item in self._companions.get(value, ()):
            bound = self.item_of(value)
            if bound is not None:
                self.target_clicked(role, value, bound)

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """One ring per target of ``action``'s path (the Eagle's player chip before that
        player's hand); another's hand ringed on its edge, its tag on its foot: clear of its
        owner's name and the zoo's cards (BB-4.1, BB-7.2, BB-7.3b, BB-7.4c, BB-5.2.3, BB-5.3)."""
        return [
            attrs.evolve(spot, tag_on_edge=getattr(spot.item, "role", None) == "hand")
            for spot in super().hint_spots(action)
        ]

    def shown_rect(self, item: QGraphicsItem) -> QRectF:
        """Where ``item`` is on the screen (see GameBoard); another player's hand row and a
        card seen with the Mole count a little inside their edge, so the focus ring round
        them leaves the name above and the key below readable."""
        shown = super().shown_rect(item)
        if getattr(item, "role", None) == "mole" or item in self.drawn.hands.values():
            inset = min(10.0, shown.height() / 6)
            return shown.adjusted(inset, inset, -inset, -inset)
        return shown

    # ---------------------------------------------------------------- targets and their look

    def _bind_all(self) -> None:
        """Bind every target to its item (an Eagle's chip before that player's hand row, the
        first card of a kind in a zoo); the others drawn for it are its companions."""
        drawn = self.drawn
        items: dict[Target, list[Any]] = {("hand", s): [row] for s, row in drawn.hands.items()}
        items.update({("zoo", s, kind): list(cards) for (s, kind), cards in drawn.zoo.items()})
        for target, item in self.prompt.players.items.items():  # (the kit binds the rest)
            items.setdefault(target, []).insert(0, item)
        self._companions = {}
        for target, group in items.items():
            self.bind(group[0], target)
            for extra in group[1:]:
                extra.role, extra.data_value = str(target[0]), target
            self._companions[target] = group[1:]

    def lit_kinds(self) -> frozenset[Any]:
        """The kinds dimmed where not pickable: those pickable now, the Eagle's species and
        the Mole's cards."""
        return super().lit_kinds() | {"species", "mole"}

    def light(self, target: Target, item: QGraphicsItem, state: str) -> None:
        """The kit's look (:attr:`LOOK`) on the target's item and its companions; a card
        that cannot be picked keeps its gold "just placed" outline; a lit hand row is
        tinted."""
        lit = state == "lit"
        look = (state, self.hovered_target == target, target[0] in self.lit_kinds())
        bound: Any = item
        for piece in (item, *self._companions.get(target, ())):
            if piece is not item:  # (its reason is the bound item's, worked out when read)
                piece.lit = bound.lit
                piece.explain_later(lambda: bound.why_not)
            if getattr(piece, "look", None) == look:
                continue  # (as shown)
            piece.look = look
            super().light(target, piece, state)
            if not state and getattr(piece, "base_glow", None) is not None:
                restyle(piece, glow=piece.base_glow)
            if piece in self.drawn.hands.values():
                hover = lit and self.hovered_target == target
                restyle(piece, fill=QColor(18, 164, 184, 90 if hover else 40) if lit else None)

    # ---------------------------------------------------------------- the game's keys

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """The target of one of the game's keys: a hand key (see :meth:`_key_target`), S
        stop, N or D the "no" of the decision."""
        key = event.key()
        if key == Qt.Key.Key_S:
            return STOP
        if key in (Qt.Key.Key_N, Qt.Key.Key_D):
            return DECLINE
        found = self._key_target(event)
        return found if isinstance(found, tuple) else None

    def game_key(self, event: QKeyEvent) -> bool:
        """A hand key that stands for nothing now: say why (True: handled)."""
        found = self._key_target(event)
        if isinstance(found, str):
            self.explain(found)
        return isinstance(found, str)

    def _key_target(self, event: QKeyEvent) -> Target | str | None:
        """A hand key's target (the numbered hands, the hand cards under their key caps, the
        Mole's cards), a text saying why it stands for nothing now, or None: not a key now."""
        view, index = self.view, self.hand.key_index(event)
        if view is None or index is None:
            return None
        phase, declaring = view.phase, texts.declaring(self.selection)
        placing = phase in (Phase.PLACE, Phase.WHITE_SHEEP) and not declaring
        if index >= 9 and not (placing or phase is Phase.MOLE):
            return None
        if phase in (Phase.DRAW, Phase.EAGLE) and not declaring:
            others = self.choices.others() if isinstance(self.choices, ByeByeChoices) else []
            if self.selection:
                return tr("Choose the species with the mouse or ←/→ and Enter.")
            if index >= len(others):
                return tr("There is no such player.")
            return ("hand", others[index])
        if phase is Phase.MOLE or placing:
            cards = sorted(set(view.known[view.subject or 0] if phase is Phase.MOLE else view.hand))
            if index >= len(cards):
                return tr("There is no such card.")
            return ("mole" if phase is Phase.MOLE else "own", cards[index])
        return phase_hint(phase.value) if self.legal and self.interactive else None

    def _viewer(self) -> int:
        """The seat drawn at the bottom: the view's seat; for a spectator, the board's
        viewpoint (where the people at the screen sit), or the active seat without one."""
        view = self._shown
        assert view is not None
        if view.seat is not None:
            return int(view.seat)
        return self.viewpoint if self.viewpoint is not None else int(view.active)

    # ---------------------------------------------------------------- test hooks

    def marked_turn(self) -> int | None:
        """The seat the board marks as deciding now (its frame and gold badge; None: nobody)."""
        view = self.view
        if view is None:
            return None
        mover = self.turn_mark(view.to_move, view.game_over)
        marked = ("you", "to_move", "you_decide", "deciding")
        return next((s for s in range(view.players) if turn_state(view, s, mover) in marked), None)

    def holdings_held(self) -> list[Held]:
        """The viewer's hand compactly (:func:`~.layers.held_hand`): its cards' lettering,
        at the size of the board's, would be unreadable in a replay's strip."""
        return [] if self.view is None else held_hand(self.view, self.names)


def create_board(parent: QWidget | None = None) -> ByeByeBlackSheepBoard:
    """A new Bye-Bye Black Sheep board (the app's entry point for this game)."""
    return ByeByeBlackSheepBoard(parent)
