"""The Black Sheep board: a kit :class:`~farmhouse.app.board.game_board.GameBoard` that
draws a :class:`~farmhouse.games.black_sheep.rules.View` and lets the human build one legal
Play (or Pass) from the choice model's targets (:mod:`..choices`). It is a
:class:`~.layers.Table` (pastures, seats, piles, supply, "Last moves", scoring cards), the
kit's Hand and PromptBar (with Pass), a :class:`~.layers.Question` (the discard question)
and :class:`~.animations.MoveAnimations`; :mod:`.layout` says where everything lies.

Click (or press 1–3 for) one or two hand cards, then your side of a pasture (A/S/D); Tab,
the arrows and Enter pick too. After a single card, the optional discard (BS-4.1): 1–3
discard that card, K or Enter keeps all. Esc steps back one pick.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QWidget

from farmhouse.app.board.base import Held
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.palette import GOLD, LEGAL
from farmhouse.app.board.parts.flight import Flight
from farmhouse.app.board.parts.hand import Hand
from farmhouse.app.board.parts.look import Look, point_at, restyle
from farmhouse.app.board.parts.prompt import PromptBar
from farmhouse.app.board.parts.recent import title_for
from farmhouse.app.board.parts.zone import Piece
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.core.choices import Target
from farmhouse.core.game import Event
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.animations import FLY_MS, MoveAnimations
from farmhouse.games.black_sheep.board.layers import Question, Table, card_drawer
from farmhouse.games.black_sheep.board.layout import (
    CARD_H,
    CARD_W,
    HAND_Y,
    HINT_SIZE,
    MIN_TEXT,
    Geometry,
    card_path,
    geometry,
    scene_width,
)
from farmhouse.games.black_sheep.choices import BlackSheepChoices, hand_positions, side_of
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import describe_illegal, fill, tr

__all__ = ["SVG_CACHE", "BlackSheepBoard", "SvgItem", "create_board"]

# The game's keys: the hand's cards (at the discard question: that card to discard), the
# sides of pastures I, II, III.
DIGITS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
PASTURE_KEYS = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}
# The tint of a lit side, and of a lit side under the pointer.
SIDE_TINT, SIDE_HOVER = QColor(18, 164, 184, 50), QColor(18, 164, 184, 110)


class BlackSheepBoard(GameBoard):
    """The Black Sheep board widget (see the package docstring). A new view redraws only the
    layers whose part of the view changed; the layout (:attr:`geo`) follows the window's
    shape (:func:`~.layout.scene_width`) and the number of players: when it changes, every
    layer is drawn anew. "Last moves" and the just-played marks show the kit's :attr:`recent`.
    """

    LOOK = Look(hover=True, cursor=True, buttons={"keep": GOLD, "pass": GOLD})
    ENTER = (("keep",), ("pass",))  # (Enter with no target focused: keep all, or pass)
    describe_refusal = staticmethod(describe_illegal)  # (the rules' reason in the player's words)
    view: View | None
    _model: BlackSheepChoices  # (set by make_choices before any other hook)

    def __init__(self, parent: QWidget | None = None) -> None:
        geo = geometry(2, scene_width(1.6))
        super().__init__(geo.scene, parent)
        self.geo: Geometry = geo
        self.table = Table(self.scene(), self.bind)
        self.hand = Hand(self, QRectF(), QSizeF(*geo.hand_card), gap=16, lift=28, tags="below")
        self.hand_top = HAND_Y  # where the hand's cards lie (lower at game over)
        self.prompt = PromptBar(
            self,
            geo.prompt_rect(),
            z=20,
            font=HINT_SIZE,
            min_font=MIN_TEXT,
            paper=False,
            align="centre",
            valign="bottom",  # (a taller text rises, clear of a card's focus ring)
            bold=True,
        )
        self.question = Question(self)
        self.set_help(texts.help_text)  # (worded again at a language switch: the kit)

    # ---------------------------------------------------------------- GameBoard's hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> BlackSheepChoices:
        """The choice model of ``view``."""
        self._model = BlackSheepChoices(view, legal)
        return self._model

    def lay_out(self, view: Any) -> None:
        """The layout for the view's players and the window's shape (if new, all drawn anew)."""
        size = self.viewport().size()
        aspect = size.width() / size.height() if size.height() > 0 else 1.6
        geo = geometry(view.players, scene_width(aspect))
        if geo is not self.geo:
            self.animations.finish()
            self.geo, self.fit_rect = geo, geo.scene
            self.setSceneRect(geo.scene)
            self.fit()
            self.texts_changed()

    def draw(self, view: Any) -> None:
        """Bring every layer and the hand up to date with ``view`` (no line breaks in names)."""
        #: A player who has no name: %1 is the seat's number (1, 2, …).
        names = self.names or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        if self.name_seats(names):  # (no line of board text breaks inside a name)
            self.table.line_cache = {}
        title = title_for(self.recent_seat, self.addressed(view.seat), names, self.recent_began)
        self.table.read_only = self.read_only
        self.table.you = self.addressed(view.seat)  # (None on a spectator's board)
        self.table.draw(view, names, self.geo, self.marked_turn(), self.recent, title)
        self._show_hand(view)

    def _show_hand(self, view: View) -> None:
        """The viewer's hand, each card's key under it (a spectator: seat 0's, face down);
        once the game is over, under the result, as large as the room left allows."""
        geo = self.geo
        w, h = geo.hand_card
        top, scale = self.table.hand_place(view)
        self.hand_top = top
        if scale == 0:
            self.hand.clear()
            return
        self.hand.gap = 16 * scale
        column = QRectF(geo.hand_column.left(), top, geo.hand_column.width(), h * scale)
        self.hand.move_to(column, QSizeF(w, h) * scale)
        self.hand.numbered = view.seat is not None and not view.game_over
        if view.seat is None:
            count = view.hand_sizes[view.seat or 0]
            self.hand.show([Piece(None, card_drawer(None, False)) for _ in range(count)])
            return
        owner = self.names[view.seat] if self.spectator else None  # (a replay's board)
        small, pieces = scale < 1, []
        for i, animal in enumerate(view.hand):
            tip = texts.hand_card_tip(animal, owner, i + 1 if self.hand.keyed else 0)
            pieces.append(Piece((animal, small), card_drawer(animal, small), ("hand", i), tip))
        self.hand.show(pieces)

    def selection_changed(self) -> None:
        """The prompt (and the discard question) for the cards and side picked so far."""
        view = self.view
        assert view is not None
        pending, turn = self._pending, self.marked_turn()
        must_pass = bool(self.legal) and self._model.must_pass()
        picked = hand_positions(self.selection) if pending is not None else ()
        cards = [view.hand[i] for i in picked]
        who = self.seat_name(turn)
        hint = self._choice_hint() if self.legal and pending is None and not must_pass else ""
        waiting = None if self.legal else who
        text = texts.prompt_text(view, waiting, cards, pending, must_pass, hint, self.read_only)
        discards = self._model.discards(self.selection)
        self.prompt.move_to(self.geo.prompt_rect(view.game_over))
        #: The button of a player with no legal play (BS-2.2): they play, discard and draw
        #: nothing.
        self.prompt.show(text, [(("pass",), tr("Pass"))] if must_pass else [])
        self.question.show(view, self.geo, pending, cards, list(discards))
        self.table.show_keys(view, discards)

    def _choice_hint(self) -> str:
        return texts.choice_hint(len(self.selection), self._model.side_next(self.selection))

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """Played cards fly, scoring shows the combinations (:class:`MoveAnimations`)."""
        view = self.view
        assert view is not None
        hands = dict(self.table.hand_anchor)
        if view.seat is not None:
            hands[view.seat] = QPointF(self.geo.hand_x, self.hand_top)
        fly = Flight(self.animations, FLY_MS)
        return MoveAnimations(view, self.geo, fly, self.table, hands).steps(list(events))

    def banner_text(self) -> str:
        """The prompt's line: whose turn it is and what to do now."""
        return self.prompt.text

    def texts_changed(self) -> None:
        """Every layer of the scene drawn anew (a language switch, a layout change)."""
        self.table.line_cache = {}
        self.invalidate_layers()

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """Where the hint of ``action`` points (BS-3.1, BS-4.1, BS-2.2): the viewer's side of
        its pasture ("play here", first: it carries the caption), its cards in the hand, the
        card it discards ("then discard", on its picture; at the discard question the card
        it shows, not the hand's card under it: session 23 F1), or Pass."""
        spots: list[HintSpot] = []
        for target in self._model.hint_path(action) if self.view is not None else ():
            kind = target[0]
            hand = ("hand", target[1]) if kind == "discard" else target
            item = self.item_of(target) or self.item_of(hand)
            if item is None:
                continue
            if kind == "side":
                label = tr("play here", "hint: the side to play to")
                spots.insert(0, HintSpot(item=item, label=label))
            elif kind == "discard":
                spots.append(HintSpot(item=item, label=tr("then discard", "hint"), tag_inside=True))
            else:
                spots.append(HintSpot(item=item))
        return spots

    def marked_turn(self) -> int | None:
        """The seat marked as being on turn now (None: nobody; the kit's ``turn_mark``)."""
        view = self.view
        return None if view is None else self.turn_mark(view.to_move, view.game_over)

    @property
    def _pending(self) -> int | None:
        """The pasture whose side is picked, while the discard question is open."""
        return side_of(self.selection)

    # ---------------------------------------------------------------- clicks and keys

    def picked_again(self, target: Target) -> bool:
        """A click on a picked hand card, or its number, puts it back."""
        if target[0] != "hand" or self._pending is not None:
            return False
        self.unpick(target)
        return True

    def other_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """A click on a mat (the own side of it) or on another seat's side."""
        if role == "other_side" and self.view is not None:
            self.explain(texts.own_side_only(self.view.seat or 0))
        elif role == "mat" and not getattr(item, "why_not", None):  # (else said already)
            self.pick(("side", int(value)))

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """The target of one of the game's keys: 1-3 a hand card (at the discard question,
        that card to discard), A/S/D the own side of pasture I/II/III, K keep all, P pass."""
        key, card = event.key(), self.hand.key_target(event)
        if card is not None:  # (the kit hand's number keys)
            return ("discard", card[1]) if self._pending is not None else card
        if key in PASTURE_KEYS:
            return ("side", PASTURE_KEYS[Qt.Key(key)])
        if key == Qt.Key.Key_K and self._pending is not None:
            return ("keep",)
        if key == Qt.Key.Key_P and ("pass",) in self.reasons:
            return ("pass",)
        return None

    def game_key(self, event: QKeyEvent) -> bool:
        """The keys the board answers before the kit: a number for no card or for the card
        being played (says why not; a picked card's number puts it back: picked_again)."""
        view = self.view
        if view is None or event.key() not in DIGITS:
            return False
        index = DIGITS[Qt.Key(event.key())]
        playing = self._pending is not None and index in hand_positions(self.selection)
        if index >= len(view.hand) or playing:
            self.explain(texts.no_card_text(playing))
        else:
            return False
        return True

    # ---------------------------------------------------------------- how targets look

    def light(self, target: Target, item: QGraphicsItem, state: str) -> None:
        """The kit's look (:attr:`LOOK`); a lit side of a pasture is tinted too, gold under the
        pointer or over its mat (a click there plays to it)."""
        if target[0] != "side":
            return super().light(target, item, state)
        on = state == "lit"
        hot = on and (self.hovered_target == target or self.hover == ("mat", target[1]))
        tint = SIDE_HOVER if hot else SIDE_TINT if on else None
        restyle(item, glow=GOLD if hot else LEGAL if on else None, fill=tint)
        point_at(item, on)

    def hover_targets(self, hover: tuple[str, Any] | None) -> Collection[Target] | None:
        """The targets a pointer on ``hover`` relights: a mat's own side, none for another
        seat's side, else the kit's."""
        if hover is not None and hover[0] in ("mat", "other_side"):
            return (("side", hover[1]),) if hover[0] == "mat" else ()
        return super().hover_targets(hover)

    def targets_refreshed(self) -> None:
        """After each lighting: the picked cards lifted, the rest of the hand dimmed; cards,
        sides and mats say why this step does not offer them."""
        if self.view is None:
            return
        active = self.taking_choices()
        reasons = self.reasons
        asking = self._pending is not None  # the discard question is open
        must_pass = active and self._model.must_pass()
        hint = self._choice_hint() if active and self.selection and not asking else ""
        step = texts.step_text(must_pass, asking, len(self.selection), hint) if active else None

        def why_not(target: Target) -> str | None:  # (what a step does not offer: the step)
            why = reasons.get(target, step)
            return why if why is None or isinstance(why, str) else self.refusal_text(why)

        picked = hand_positions(self.selection)
        cards = self.hand.items if self.view.seat is not None else []
        for i, card in enumerate(c for c in cards if isinstance(c, SvgItem)):
            selected = i in picked
            hovered = active and self.hover == ("hand", ("hand", i))
            lift = 0 if asking else 28 if selected else 10 if hovered else 0
            card.setY(self.hand_top - lift)  # (under the discard prompt the hand lies still)
            restyle(card, dimmed=active and not selected and card.glow is None and not must_pass)
            card.why_not = None if selected else why_not(("hand", i))
        for p, side in self.table.side_items.items():
            side.why_not = why_not(("side", p))
        for p, mat in self.table.mat_items.items():  # (a click on a mat means the own side)
            mat.why_not = why_not(("side", p)) if active else None

    def holdings_held(self) -> list[Held]:
        """The viewer's hand (BS-5) for a replay's strip: each card's art without its corner
        lettering (under 12 px there) and its rank as text; none for a spectator."""
        view = self.view
        if view is None or view.seat is None:
            return []
        owner = self.seat_name(view.seat)
        tip, card = texts.hand_card_tip, CARD_W / CARD_H
        return [Held(card_path(a, True), str(a.rank), tip(a, owner), card) for a in view.hand]


def create_board(parent: QWidget | None = None) -> BlackSheepBoard:
    """A new Black Sheep board (the app's entry point for this game)."""
    return BlackSheepBoard(parent)
