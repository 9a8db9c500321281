"""GameBoard: the template every game's board is built on.

A game's board draws; the game's choice model (:mod:`farmhouse.core.choices`) says what can
be picked. :class:`GameBoard` owns what every board repeats around that:

- the sequence of a new view: :meth:`~GameBoard.show_view` finishes the running animation,
  keeps the view, the legal actions, the seats' names and the events the viewer may see,
  builds the choice model (:meth:`~GameBoard.make_choices`), then calls the game's hooks
  :meth:`~GameBoard.lay_out` (where things lie), :meth:`~GameBoard.draw` (the scene) and
  :meth:`~GameBoard.animate` (what moved), and lights the targets;
- the targets: the game binds each scene item that stands for a target (a tuple such as
  ``("hand", 3)``, see :mod:`farmhouse.core.choices`) with :meth:`~GameBoard.bind`; the board
  lights the ones ``choices.targets(selection)`` says can be picked now (the legal glow),
  marks the picked ones (gold) and gives every other one the rules' reason, in the player's
  words (:meth:`~GameBoard.refusal_text`), on hover and click;
- picking: a click on a lit target, Enter or Space on the focused one, or one of the game's
  own shortcut keys (:meth:`~GameBoard.shortcut`) calls ``choices.pick``; the result either
  extends the selection (the game redraws what shows it in
  :meth:`~GameBoard.selection_changed`) or is the complete action, which the board emits as
  ``action_chosen``; Esc steps back one pick;
- keyboard play (one mechanism for every game): Tab and Shift+Tab go round the targets
  that can be picked now, in the choice model's order, and do not leave the board while
  a game is played on it (nothing to pick: it says why); Ctrl+Tab and Ctrl+Shift+Tab leave
  it for the next or previous widget (the side panel, the game log) and come back to it, and
  Tab leaves a board that only shows; the arrow keys go to the nearest
  pickable target in their direction (by where the targets lie on the board). The focused
  target wears a focus ring (a dark blue dashed line, unlike the teal legal glow and the
  violet hint ring) and is the screen reader's focus (:mod:`.access`). A box shown over the
  board (:attr:`~GameBoard.boxes`: the kit's choice panels) keeps every key from what it
  covers, and a box a pick opens takes the focus: Enter picks its first choice (or the
  board's Enter default it shows), Esc closes it;
- the boilerplate: interactive on/off, hover, the end of animations and a language switch
  all refresh the targets; :meth:`~GameBoard.retranslate` redraws everything.

A game's board subclasses it and overrides the hooks (each documented below); it does not
override ``show_view``, ``keyPressEvent``, ``target_clicked`` or the BoardView events. The
kit's parts (:mod:`farmhouse.app.board.parts`) draw zones, hands and the prompt bar and bind
their items. ``farmhouse/app/board/README.md`` shows how a board is composed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board import access_gate as access
from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.linebreak import keep_names, keep_terms
from farmhouse.app.board.parts.look import Look, look_of, point_at, restyle
from farmhouse.app.board.parts.overlay import ZOOM
from farmhouse.app.board.parts.recent import title_for
from farmhouse.app.board.targets import Target as TargetItem
from farmhouse.app.board.view import BoardView
from farmhouse.core.choices import (
    NOT_YOUR_TURN,
    Choices,
    LitChoices,
    Reasons,
    Selection,
    StuckChoices,
    Target,
    reasons_of,
)
from farmhouse.core.game import Event, IllegalAction

# The focus ring's colour: a dark blue no board uses for anything else (teal is a legal
# choice, gold the selection, violet a hint, red a warning).
FOCUS = QColor("#1B3A8C")
# Widths in screen pixels of the focus ring's white halo and its dashed line, and the gap
# between a target and its ring.
FOCUS_HALO, FOCUS_LINE, FOCUS_GAP = 9.0, 4.0, 6.0
# Z value of the focus ring: above the boards' items and the hint rings, below the overlay.
FOCUS_Z = 37.0
# The item data key that puts a child of a target's item inside the focus ring (a key
# number under a hand card, see :class:`~farmhouse.app.board.parts.hand.Hand`): the ring
# goes around the item and those children, so it never covers what they say.
RING_PART = DataKey.RING_PART
# Data key (``item.setData(POINTER_ONLY, True)``): the item's tooltip only repeats what a
# piece listed already says (a value drawn under its icon): it is for the pointer, and
# screen readers do not hear it twice.
POINTER_ONLY = DataKey.POINTER_ONLY
# Data key (``item.setData(READING_GROUP, "supply")``): items with the same value are listed
# for screen readers one after another, where the first of them falls in the reading order
# (a grid of counts beside another is not split by it). A tuple is a path of nested groups,
# outer level first (``("pasture", 0, seat)``: a side's cards together, inside its pasture's).
# An item with none reads its nearest parent's (a layer's value marks all it draws).
READING_GROUP = DataKey.READING_GROUP


def ring_with(
    item: QGraphicsItem,
    *parts: QGraphicsItem,
    bounds: QRectF | None = None,
    gap: float | None = None,
    limit: QRectF | None = None,
) -> QGraphicsItem:
    """Put ``parts`` inside the focus ring of the target bound to ``item``: items drawn apart
    from it (a key number under a tile that rotates, in another layer) that the ring must
    not cover. Replaces earlier parts of ``item``; a part no longer on the scene or hidden
    is left out. For a child of ``item`` that does not rotate, ``RING_PART`` does the same.
    ``bounds`` (``item``'s coordinates): the ring goes around that rectangle instead of the
    item's bounding rectangle (bounds that hold room for a glow: the ring stays off the
    neighbours). ``gap``: the room between that rectangle and the ring, in screen pixels
    (None: :data:`FOCUS_GAP`; a smaller one for pieces packed close, whose ring would cover
    the neighbours' corners); ``limit`` (``item``'s coordinates): the ring, its white halo
    too, stays inside it (on the piece's own edge where the gap has no room: a neighbour's
    number beyond it stays clear). Returns ``item``."""
    piece: Any = item
    piece.ring_parts = tuple(parts)
    piece.ring_bounds, piece.ring_gap, piece.ring_limit = bounds, gap, limit
    return item


_T = TypeVar("_T")

# The reason a board gives for every target while it does not take choices (an AI thinks,
# an animation runs): the choice model's "not your turn".
_WAIT = IllegalAction(NOT_YOUR_TURN)


def tab_keys_text() -> str:
    """How Tab works on every board (a line of each board's tooltip, :meth:`GameBoard.set_help`):
    it goes round the lit places, Ctrl+Tab leaves the board (session 19's tester, X1)."""
    #: A line of every board's tooltip: Tab (and Shift+Tab) go round the places that can be
    #: picked and stay on the board; Ctrl+Tab (Ctrl+Shift+Tab) moves the keyboard focus off
    #: the board.
    return QCoreApplication.translate(
        "GameBoard", "Tab goes round the lit places; Ctrl+Tab leaves the board."
    )


def not_your_turn_text() -> str:
    """What a player hears who acts while it is not their turn (an AI thinks, an animation
    runs, another seat decides): the one wording of the board and the shell."""
    return QCoreApplication.translate("GameBoard", "It is not your turn.")


def wait_for_move_text() -> str:
    """What a player hears who acts while their own move is still being shown (its
    animation runs and the turn is still theirs): the one wording of every game's board and
    the shell (issue 19: the boards said "It is not your turn." there)."""
    return QCoreApplication.translate("GameBoard", "Please wait for the move to be shown.")


def core_refusal_text(error: IllegalAction) -> str | None:
    """The player's words for the choice model's own reasons (``core.illegal.*``), or None
    for a game's reason."""
    if error.reason == NOT_YOUR_TURN:
        return not_your_turn_text()
    if error.reason == "core.illegal.selection_unreachable":
        return QCoreApplication.translate(
            "GameBoard", "That choice no longer leads to a move. Press Esc to choose again."
        )
    return None


class HeldPiece(Protocol):
    """What the kit asks of a piece held over a board's grid (:attr:`GameBoard.carry`: the
    kit's :class:`~farmhouse.app.board.parts.carry.Carry`): each answer True when the event
    was taken."""

    def pressed(self, event: QMouseEvent, found: tuple[str, Any, QGraphicsItem] | None) -> bool:
        """A mouse press over ``found`` (the target under it, or None)."""
        ...

    def wheel(self, event: QWheelEvent) -> bool:
        """A wheel turn."""
        ...

    def key(self, event: QKeyEvent) -> bool:
        """A key press."""
        ...

    def moved(self, point: QPoint, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """The pointer moved to viewport ``point`` over ``found``."""
        ...

    def focused(self, target: Target | None) -> None:
        """The keyboard focus moved to ``target``."""
        ...


class AskedQuestion(Protocol):
    """What the kit asks of a question asked on a board before an action that cannot be
    undone (:attr:`GameBoard.confirmation`: the kit's
    :class:`~farmhouse.app.board.parts.confirm.Confirmation`)."""

    ask: Target  # the target whose pick asks it (Quit)
    confirm: Target  # the target whose pick answers it (the action)
    cancel_target: Target  # its Cancel button's, for the keyboard: no choice of the model

    @property
    def cancel_item(self) -> QGraphicsItem | None:
        """The Cancel button while the question is shown, else None."""
        ...

    @property
    def asked(self) -> bool:
        """True while the question is asked (the selection ends with :attr:`ask`)."""
        ...

    @property
    def shown(self) -> bool:
        """True while it is asked and on the board."""
        ...

    def key_target(self, event: QKeyEvent) -> Target | None:
        """:attr:`confirm` for its key pressed again while it is asked, else None."""
        ...

    def pressed(self, event: QMouseEvent, found: tuple[str, Any, QGraphicsItem] | None) -> bool:
        """A mouse press over ``found`` (:attr:`ask` again: confirmed); True if taken."""
        ...

    def clicked(self, item: QGraphicsItem) -> bool:
        """A click on ``item``, no target (its Cancel button: cancelled); True if taken."""
        ...

    def cancel(self) -> bool:
        """Step back out of the question (Esc); False while it is not asked."""
        ...


class ShownBox(Protocol):
    """What the kit asks of a box shown over a board (:attr:`GameBoard.boxes`: the kit's
    :class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`)."""

    @property
    def layer(self) -> QGraphicsItem:
        """What the box draws is under it."""
        ...

    @property
    def frame(self) -> QGraphicsItem | None:
        """The box's frame while it is shown, else None."""
        ...

    def default_target(
        self, pickable: Collection[Target], enter: Sequence[Target]
    ) -> Target | None:
        """Where the keyboard focus goes when a pick opens the box (see ChoicePanel)."""
        ...


def box_first_text() -> str:
    """What a key that would pick a target under a box shown on the board says."""
    #: Said when a key would pick something the box shown over the board covers (El
    #: Gaucho's End turn under its "Choose" box): pick one of the box's choices, or close it
    #: with Esc (which steps back to before it opened).
    return QCoreApplication.translate("GameBoard", "First choose in the box, or go back with Esc.")


class FocusRing(QGraphicsObject):
    """The keyboard focus: a dashed ring around the focused target, drawn in screen pixels
    (the same width at any zoom) above everything but the window-pinned overlay. It takes no
    clicks. :meth:`follow` puts it around an item (None: hides it)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(FOCUS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._rect = QRectF()
        self._margin = 20.0
        self.target: QGraphicsItem | None = None
        self.hide()

    def follow(
        self,
        item: QGraphicsItem | None,
        shown: QRectF,
        zoom: float,
        gap: float = FOCUS_GAP,
        limit: QRectF | None = None,
    ) -> None:
        """Ring ``item``, which the player sees at ``shown`` (scene units), ``gap`` screen
        pixels out of it and, halo and all, inside ``limit`` (scene units; None: anywhere;
        never over ``shown`` above or below), or hide the ring when ``item`` is None. ``zoom``: the view's scale, so the ring's gap
        and width are screen pixels."""
        self.target = item
        if item is None:
            self.hide()
            return
        zoom = zoom if zoom > 0 else 1.0
        gap = gap / zoom
        rect = shown.adjusted(-gap, -gap, gap, gap)
        if limit is not None:
            reach = FOCUS_HALO / 2 / zoom  # (the halo's outer edge, out of the ring's line)
            room = limit.adjusted(reach, reach, -reach, -reach)
            kept = rect.intersected(room)
            # (never over what it rings above or below, the key cap under a card: a window
            # too small for the halo lets it spill out there; sideways the line may lie on
            # the piece's own edge, off the neighbour's)
            kept.setTop(min(kept.top(), shown.top()))
            kept.setBottom(max(kept.bottom(), shown.bottom()))
            if kept.width() > 2 * reach:
                rect = kept
        self.prepareGeometryChange()
        self._rect = rect
        self._margin = (FOCUS_HALO + 2) / zoom
        self.show()
        self.update()

    def ring_rect(self) -> QRectF:
        """The rectangle the ring is drawn along (scene units)."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self._margin
        return self._rect.adjusted(-m, -m, m, m)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = min(self._rect.width(), self._rect.height()) / 8
        halo = QPen(QColor("#FFFFFF"), FOCUS_HALO)
        halo.setCosmetic(True)
        painter.setPen(halo)
        painter.drawRoundedRect(self._rect, radius, radius)
        line = QPen(FOCUS, FOCUS_LINE, Qt.PenStyle.CustomDashLine)
        line.setDashPattern([2.5, 1.5])
        line.setCosmetic(True)
        painter.setPen(line)
        painter.drawRoundedRect(self._rect, radius, radius)


class GameBoard(BoardView):
    """The template of a game's board (see the module docstring).

    What a game's board overrides:

    - :meth:`make_choices` (required): the game's choice model for a view and its legal
      actions;
    - :meth:`draw` (required), :meth:`lay_out`, :meth:`animate`: drawing a view;
    - :meth:`describe_refusal`: a refusal reason in the player's words (the game's
      ``describe_illegal``);
    - :meth:`target_name`: what a target is, in words (its accessible name);
    - :meth:`selection_changed`: redraw what shows the selection (a lifted card, the prompt);
    - :meth:`light`: the look of a target (default: the ``glow`` of the kit's items);
    - :meth:`shortcut` and :meth:`game_key`: the game's own keys;
    - :meth:`other_clicked`: clicks on items that are not choices (zoom buttons, …);
    - :meth:`texts_changed`: a language switch (invalidate the layers that hold text);
    - :meth:`banner_text`: the board's headline for screen readers ("" = none).

    What it keeps: :attr:`view`, :attr:`legal`, :attr:`names`, :attr:`events` (the last
    events the viewer may see), :attr:`recent`, :attr:`recent_seat` and :attr:`recent_began`
    (what happened since the viewer's last turn, from :meth:`set_recent`), :attr:`choices`, :attr:`selection` (the targets picked so far
    in this decision), :attr:`reasons` (``choices.targets(selection)``, or every target
    refused while the board does not take choices) and :attr:`focus_target`.
    """

    # The game's Chinese and Japanese terms that no line of text breaks inside (the
    # glossary's words the phrase models alone may split); given to
    # :func:`~farmhouse.app.board.linebreak.keep_terms` when the board is made.
    KEEP_WHOLE: tuple[str, ...] = ()

    # How the default :meth:`light` shows a target (see :class:`~.parts.look.Look`: hover
    # gold, dim the rest of a kind, a pointing hand, buttons' fill); default: the glow alone.
    LOOK = Look()

    # True on a board that only shows (see :meth:`set_read_only`); games read it in
    # :meth:`draw` and leave out what only a player who can move needs.
    read_only: bool = False

    # How to play with mouse and keys (see :meth:`set_help`): the board's tooltip while it
    # is not read-only.
    help_tip: str = ""
    _help: Callable[[], str] | None = None  # (what words it, if the board gave that)

    # The targets Return / Enter picks while no target has the keyboard focus: the first
    # of them that can be picked now (a question's one button: "Keep all", "Pass", "Go"),
    # as a dialog's default button. Space still needs a focused target.
    ENTER: tuple[Target, ...] = ()

    # A piece held over a grid of places (:class:`~.parts.carry.Carry`, set by a board that
    # lays tiles; what the kit asks of it: HeldPiece): the kit hands it the pointer, the
    # wheel, its keys and the keyboard focus.
    carry: HeldPiece | None = None

    # A question asked on the board before an action that cannot be undone
    # (:class:`~.parts.confirm.Confirmation`, set by a board that asks one: Wooly Bully's "Quit
    # now?"; what the kit asks of it: AskedQuestion): the kit answers its keys (the same key
    # again, Enter, Esc) and clicks (the ask target again, Cancel), and the shell's Esc waits
    # while it is shown (:attr:`answers_escape`).
    confirmation: AskedQuestion | None = None

    def __init__(
        self, scene_rect: QRectF, parent: QWidget | None = None, pan_zoom: bool = False
    ) -> None:
        super().__init__(scene_rect, parent, pan_zoom)
        keep_terms(self.KEEP_WHOLE)
        self.view: Any = None
        self.legal: list[Any] = []
        self.names: list[str] = []
        self.events: list[Event] = []
        self.choices: Choices[Any] | None = None
        self.selection: Selection = ()
        # choices.targets(selection), read lazily (a refusal is worked out when read), and
        # (that object, all of it as a dict) once :attr:`reasons` was read
        self._reasons = Reasons({}, lambda t: None)
        self._reasons_dict: tuple[Reasons, dict[Target, IllegalAction | None]] | None = None
        self.focus_target: Target | None = None
        self.recent: list[Event] = []
        self.recent_seat: int | None = None
        self.recent_began = False  # (no turn of recent_seat's yet: "Since the game began")
        self._bound: dict[Target, QGraphicsItem] = {}
        self._keyboard = False  # the last pick or move came from the keyboard
        # each selection a pick reached, with the one it was reached from (see step_back)
        self._picked_from: dict[Selection, Selection] = {}
        self._lit_animating = True  # the targets were last lit while an animation ran
        # the reason each refused target's item was last given: (item, the reasons)
        self._explained: dict[Target, tuple[QGraphicsItem, Reasons]] = {}
        # the last choices.targets() asked: ((id of the model, selection), its answer)
        self._asked: tuple[tuple[int, Selection], Reasons] | None = None
        self._lit_memo: dict[Any, Any] | None = None  # what lit_once worked out (lighting)
        self._hover_lit: tuple[str, Any] | None = None  # the hover the targets were lit for
        self.focus_ring = FocusRing()
        self.scene().addItem(self.focus_ring)
        self._paced: list[Event] = []  # the events given to stage() for the animation
        self._reached: list[Event] = []  # those of them its stages showed so far
        self._recent_all: list[Event] = []  # (recent, whole while a stage is drawn)
        self._stages = 0  # counts the animations made: a stage of an older one does nothing
        self._names_kept: list[str] | None = None  # the names name_seats last kept whole
        self._said: dict[tuple[str, str, tuple[str, ...]], str] = {}  # (see refusal_text)
        # the boxes shown over the board (the kit's choice panels join it when made)
        self.boxes: list[ShownBox] = []
        self._by_key = False  # a key press is being answered (see pick)

    # ------------------------------------------------------------------ hooks for games

    def make_choices(self, view: Any, legal: Sequence[Any]) -> Choices[Any]:
        """The game's choice model for ``view`` and the seat's ``legal`` actions in it
        (required; e.g. ``MyChoices(view, legal)``)."""
        raise NotImplementedError

    def lay_out(self, view: Any) -> None:
        """Work out where things lie for ``view`` (players, window shape) before
        :meth:`draw`; a board whose layout changed invalidates its layers here."""

    def draw(self, view: Any) -> None:
        """Draw ``view`` (refresh the layers and parts; bind the target items with
        :meth:`bind`). Required."""
        raise NotImplementedError

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """The animations of ``events`` (those the viewer may see, oldest first) on the scene
        just drawn, played one after another (Qt animations or None; see
        :class:`~farmhouse.app.board.animation.AnimationQueue`). Not called at speed 0."""
        return []

    def stage(self, view: Any, events: Sequence[Event] = (), now: bool = False) -> Any:
        """For :meth:`animate`: a step of no time that, when the animation reaches it, draws
        ``view``, a position between the last one and :attr:`view` (El Gaucho: before its
        final sales, then after each seat's), and emits ``stage_shown(events, view)``: the
        shell logs ``events``' lines then (and those of the events before them; every
        event given to a stage waits for it: :meth:`paced_events`) and shows ``view``'s
        totals. ``now``: draw it at once (the animation's first picture; the shell shows
        its totals with the move) and return None. When the animation ends or is skipped,
        :attr:`view` is drawn again; a stage of an animation already over draws nothing."""
        self._paced.extend(events)
        made = self._stages

        def reach() -> None:
            if made == self._stages and self.animations.running or now:
                self._reached.extend(events)
                self._draw_stage(view)
                self.stage_shown.emit(list(events), view)

        if now:
            reach()
            return None
        from PySide6.QtCore import QPauseAnimation

        step = QPauseAnimation(0)
        step.finished.connect(reach)
        return step

    def paced_events(self) -> list[Event]:
        """See BoardWidget: the events given to :meth:`stage` for the running animation."""
        return list(self._paced) if self.animations.running else []

    def _draw_stage(self, view: Any) -> None:
        """Draw ``view``, a stage, with :attr:`recent` ("since your last turn") without the
        move's events after the last one its stages showed so far (from the first of them
        while none was): also those given to no stage (El Gaucho: the game over)."""
        events = self.events
        shown = [events.index(e) for e in self._reached if e in events]
        paced = [events.index(e) for e in self._paced if e in events]
        later = events[max(shown) + 1 if shown else min(paced, default=len(events)) :]
        self.recent = [e for e in self._recent_all if e not in later]
        self.staged_view = view
        self.lay_out(view)
        self.draw(view)

    def describe_refusal(self, error: IllegalAction, /) -> str:
        """The game's reason ``error`` in the player's words (the game's ``describe_illegal``;
        the kit's own reasons are put in words before this is asked). A board may bind the
        game's function itself: ``describe_refusal = staticmethod(texts.describe_illegal)``."""
        return QCoreApplication.translate("GameBoard", "That move is not allowed now.")

    def target_name(self, target: Target) -> str:
        """What ``target`` is, in words ("Cow, in your hand (key 2)"): its accessible name.
        Default: the bound item's tooltip, or its text."""
        item = self._bound.get(target)
        if item is None:
            return ""
        return item.toolTip() or str(getattr(item, "text", "") or "")

    def selection_changed(self) -> None:
        """:attr:`selection` changed (a pick, Esc or a new view): redraw what shows it."""

    def light(self, target: Target, item: QGraphicsItem, state: str) -> None:
        """Show ``state`` on ``item``, the item bound to ``target``: ``"lit"`` (can be picked
        now), ``"picked"`` (in the selection) or ``""`` (neither). The default sets the
        ``glow`` of the kit's items (legal teal, picked gold) and repaints them only when it
        changed; with the options of :attr:`LOOK` also gold under the pointer, ``dimmed``
        while another target of its kind can be picked, a pointing hand, a button's ``fill``
        (see :func:`~.parts.look.look_of`)."""
        look, kind = self.LOOK, target[0]
        hovered = look.hover and self.hovered_target == target
        dim = look.dims(kind) and kind in self.lit_kinds()
        restyle(item, **look_of(look, str(kind), state, hovered, dim))
        if look.cursor:
            point_at(item, state == "lit")

    def lit_once(self, key: Any, work: Callable[[], _T]) -> _T:
        """``work()``, worked out once per lighting (:meth:`refresh_targets`, with
        :meth:`targets_refreshed`) under ``key``: for what :meth:`light` asks for every
        target (whose turn, the held piece). Outside a lighting it is worked out anew."""
        memo = self._lit_memo
        if memo is None:
            return work()
        if key not in memo:
            memo[key] = work()
        done: _T = memo[key]
        return done

    def lit_kinds(self) -> frozenset[Any]:
        """The kinds (first items) of the targets that can be picked now (once per
        lighting; empty while the board does not take choices)."""
        return self.lit_once("lit_kinds", lambda: frozenset(t[0] for t in self.pickable()))

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """The target one of the game's own keys stands for now (e.g. key 2: ``("hand",
        1)``), or None. The board picks it, or explains why it cannot be picked."""
        return None

    def game_key(self, event: QKeyEvent) -> bool:
        """A key the game handles itself before the kit (rotate a tile, …); True if handled."""
        return False

    def picked_again(self, target: Target) -> bool:
        """A click on ``target``, or its key, while it is in the selection already: True if
        the game took that as a step back (to before it, or it put back), else False (the
        default; a key then picks it as any key does, and the choice model says why not)."""
        return False

    def other_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """A click on a target item that is not bound to a choice (its own ``role``)."""

    def texts_changed(self) -> None:
        """The language changed: invalidate the layers that hold text (then the board draws
        the view again; :meth:`invalidate_layers` does it for every layer)."""

    def invalidate_layers(self) -> None:
        """Have every :class:`~farmhouse.app.board.layers.Layer` of the board's scene (pinned
        to the window too) drawn anew at its next refresh (a language switch)."""
        for layer in self.scene().items():
            if isinstance(layer, Layer):
                layer.invalidate()

    def name_seats(self, names: Sequence[str]) -> bool:
        """Take ``names`` as the seats' names (:attr:`names`; a board given none words its
        own, "Seat 1", … before calling this) and, when they changed since the last call,
        keep them whole wherever board text breaks into lines
        (:func:`~farmhouse.app.board.linebreak.keep_names`). True when they changed: text a
        board wrapped with the old names kept whole is to be wrapped again."""
        self.names = list(names)
        if self.names == self._names_kept:
            return False
        keep_names(self.names)
        self._names_kept = list(self.names)
        return True

    def seat_name(self, seat: int | None) -> str:
        """The name of ``seat`` (:attr:`names`), "?" for no seat or a seat without one."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    def spectated(self, seat: int | None) -> str | None:
        """The name a spectator's board (a replay: :attr:`spectator`) gives ``seat`` where
        the seat's own board says "you" ("Ann's hand"); None there, or for no seat."""
        return self.seat_name(seat) if self.spectator and seat is not None else None

    def banner_text(self) -> str:
        """The board's headline, for screen readers ("Ann to play", "Game over"), or ""."""
        return ""

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """The pieces a hint for ``action`` rings (see BoardView): by default the items of
        the targets on its path in the choice model (its ``hint_path`` if it has one, else
        ``path_of``, as a :class:`~farmhouse.core.choices.PathChoices` has it) that are on
        the board now. Boards with more to show (a tile's place and turn) override it."""
        items = [self.item_of(t) for t in self.hint_path(action)]
        return [HintSpot(item=i) for i in items if i is not None and i.isVisible()]

    def hint_path(self, action: Any) -> list[Any]:
        """The targets a player picks for ``action`` in the choice model (its ``hint_path``
        if it has one, else ``path_of``), or [] where it has neither or ``action`` has none."""
        path_of = getattr(self.choices, "hint_path", None) or getattr(self.choices, "path_of", None)
        if path_of is None:
            return []
        try:
            return list(path_of(action))
        except KeyError:
            return []

    def show_hint(self, action: Any, caption: str = "") -> bool:
        """Ring the pieces of ``action`` (see BoardView) and tell screen readers that its
        targets are described as suggested now."""
        shown = super().show_hint(action, caption)
        access.changed(self)
        return shown

    def clear_hint(self) -> None:
        """Take the hint's rings away (and its mark from the targets' descriptions)."""
        marked = self.hint_marks.action is not None
        super().clear_hint()
        if marked:
            access.changed(self)

    def hinted_targets(self) -> list[Any]:
        """The targets of the move a hint shown now suggests (:meth:`hint_path`, and those
        whose items a board's own :meth:`hint_spots` rings), or []: a screen reader's user
        hears them marked (:mod:`.access`)."""
        action = self.hint_marks.action
        if action is None:
            return []
        targets = self.hint_path(action)
        ringed = {id(spot.item) for spot in self.hint_spots(action) if spot.item is not None}
        if ringed:
            bound = self.bound_targets()
            targets += [t for t, item in bound.items() if t not in targets and id(item) in ringed]
        return targets

    def hint_label(self, target: Any) -> str:
        """The caption the hint shown now puts on ``target``'s piece ("then discard",
        "pay"), or "" (no hint, no caption, or not one of its pieces): a screen reader's user
        hears it with the mark (:mod:`.access`; session 24's tester, F17)."""
        action = self.hint_marks.action
        item = self._bound.get(target) if action is not None else None
        if item is None:
            return ""
        return next((s.label for s in self.hint_spots(action) if s.item is item and s.label), "")

    def begun_actions(self, legal: Sequence[Any]) -> list[Any]:
        """The actions of ``legal`` whose paths in the choice model (its ``paths``, else
        :meth:`hint_path`) go on from the :attr:`selection` (the move begun); all of ``legal``
        when nothing is selected or no action continues it."""
        picked = tuple(self.selection)
        if not picked:
            return list(legal)
        paths = getattr(self.choices, "paths", None) or (lambda a: [self.hint_path(a)])
        n = len(picked)
        begun = [a for a in legal if any(tuple(p)[:n] == picked for p in paths(a))]
        return begun or list(legal)

    # ------------------------------------------------------------------ the template

    def show_view(
        self,
        view: Any,
        legal: Sequence[Any],
        events: Sequence[Event] = (),
        names: Sequence[str] = (),
    ) -> None:
        """Draw ``view``, animate the ``events`` the viewer may see (then emit
        ``animations_finished``) and offer ``legal`` through the game's choice model (see the
        module docstring)."""
        self.animations.finish()  # an interrupted animation still reports that it ended
        seat = getattr(view, "seat", None)
        self.events = [e for e in events if e.visible_to(seat)]
        self.view = view
        self.legal = list(legal)
        if names:
            self.names = list(names)
        self.choices = self.make_choices(view, self.legal)
        self._asked = None
        self.selection = ()
        self.lay_out(view)
        self.draw(view)
        self.selection_changed()
        self._stages += 1
        self._paced, self._reached = [], []
        self.animations.play(self.animate(self.events) if self.animations.speed > 0 else [])
        if self.staged_view is not None:  # (its "since your last turn" without what waits)
            self._draw_stage(self.staged_view)
        if self.focus_target is not None and not self._keyboard:
            self.focus_target = None
        self.refresh_targets()
        access.changed(self)  # (its new name before the focus: a screen reader speaks it)
        if self.legal and self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the game's keys work at once

    def redraw(self) -> None:
        """Draw the current view again (after a resize that changed the layout, a turn mark,
        a language switch) and light the targets; while an animation shows a :meth:`stage`,
        that position."""
        view = self.view if self.staged_view is None else self.staged_view
        if view is None:
            return
        self.lay_out(view)
        self.draw(view)
        self.selection_changed()
        self.refresh_targets()

    def retranslate(self) -> None:
        """Draw every text again in the current language (the running animation's labels
        too: :meth:`~farmhouse.app.board.animation.AnimationQueue.reword`)."""
        self._said = {}  # (the refusals in the new language)
        if self._help is not None:
            self.set_help(self._help)  # (the how-to-play tooltip in the new language)
        self.texts_changed()
        self.animations.reword()
        self.redraw()

    def set_read_only(self, on: bool) -> None:
        """Make this a board that only shows (``on``; a replay, the look back) or a board
        to play on again: read-only, it draws no key line, no instructions addressed to a
        player who could move and no input buttons (what describes the position stays:
        scores, counts, "Since your last turn", whose turn it is). Draws the view again if
        one is shown. It does not stop input by itself (see ``set_interactive``). A
        read-only board's :meth:`follow` fits exactly what it follows (its positions may
        come in any order: stepping back, a smaller landscape is fitted again)."""
        self.follow_exactly = on
        if on == self.read_only:
            return
        self.read_only = on
        self.setToolTip("" if on else self.help_tip)
        self.redraw()

    def set_help(self, text: str | Callable[[], str]) -> None:
        """Keep ``text``, how to play this board with mouse and keys ("Click a tile of your
        hand…", in the current language), as the board's tooltip; a read-only board (see
        :meth:`set_read_only`) shows no tooltip, as nobody moves on it, and shows ``text``
        again when it is made a board to play on. ``text`` may be the function that words
        it (the game's ``texts.help_text``): asked again at every language switch
        (:meth:`retranslate`, before :meth:`texts_changed`), the board need not set it anew."""
        self._help = text if callable(text) else None
        words = text() if callable(text) else text
        self.help_tip = f"{words}\n{tab_keys_text()}" if words else ""
        self.setToolTip("" if self.read_only else self.help_tip)

    def set_spectator(self, on: bool) -> None:
        """See BoardWidget; when ``on`` changed, every text is worded and drawn again (as
        after a language switch: :meth:`retranslate`), so no layer keeps the other wording."""
        if on == self.spectator:
            return
        super().set_spectator(on)
        self.retranslate()

    def keep_view(self, view: Any, names: Sequence[str] = ()) -> None:
        """Keep ``view`` (no legal actions, no events) and ``names`` without drawing them
        (see BoardWidget): :attr:`view`, :attr:`names` and the choice model follow, the
        drawing stays the last one until the next :meth:`show_view` or :meth:`redraw`."""
        self.animations.finish()
        self.events, self.legal, self.view = [], [], view
        if names:
            self.names = list(names)
        self.choices = self.make_choices(view, self.legal)
        self._asked = None
        self.selection = ()

    def set_recent(
        self, events: Sequence[Event], seat: int | None = None, began: bool = False
    ) -> None:
        """Keep what happened since ``seat``'s last turn (see BoardWidget) for the next
        :meth:`show_view`: :attr:`recent`, :attr:`recent_seat` and :attr:`recent_began`
        (``began``: since the game began), which the game words and draws in :meth:`draw`
        with :class:`~farmhouse.app.board.parts.recent.RecentPanel`."""
        self.recent = self._recent_all = list(events)
        self.recent_seat = seat
        self.recent_began = began

    def recent_title(self) -> str:
        """The title of "Since your last turn" for :attr:`recent` on the view shown
        (:func:`~farmhouse.app.board.parts.recent.title_for`: "your" or the seat's name)."""
        you = None if self.view is None else self.addressed(self.view.seat)
        return title_for(self.recent_seat, you, self.names, self.recent_began)

    def set_turn(self, seat: int | None) -> None:
        """Keep the seat the shell's banner names (see BoardWidget) and draw the view again
        when it changed (boards mark that seat)."""
        changed = not self.turn_known or seat != self.turn_seat
        super().set_turn(seat)
        if changed:
            self.redraw()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """A new window size: the board's :meth:`lay_out` may choose another layout (then
        :meth:`draw` draws what changed) before the view fits the scene again."""
        self.redraw()
        super().resizeEvent(event)

    def bind(self, item: QGraphicsItem, target: Target) -> QGraphicsItem:
        """Make ``item`` the scene item of ``target`` (a later item for the same target
        replaces it): it is then lit, explained, clicked, focused and named as that target,
        and no longer the item of a target it stood for before (a zone's piece kept for
        another place). Returns ``item``."""
        piece: Any = item
        before = getattr(piece, "data_value", None)
        if before != target and isinstance(before, tuple) and self._bound.get(before) is item:
            del self._bound[before]
        piece.role = str(target[0])
        piece.data_value = target
        self._bound[target] = item
        return item

    def unbind(self, target: Target) -> None:
        """Make ``target``'s item no target any more (it keeps its role for clicks, which go
        to :meth:`other_clicked`): a board whose many places can be picked only on its
        player's turn binds them only then, so every other view lights fewer targets."""
        self._bound.pop(target, None)

    def item_of(self, target: Target) -> QGraphicsItem | None:
        """The scene item bound to ``target`` now (None if none is on the board); for the
        Cancel target of a question shown (:attr:`confirmation`), its Cancel button."""
        item = self._bound.get(target)
        question = self.confirmation
        if item is None and question is not None and target == question.cancel_target:
            item = question.cancel_item
        if item is None or item.scene() is None:
            return None
        return item

    def bound_targets(self) -> dict[Target, QGraphicsItem]:
        """Every target with an item on the board now (stale items dropped)."""
        self._bound = {t: i for t, i in self._bound.items() if i.scene() is not None}
        return dict(self._bound)

    @property
    def hovered_target(self) -> Target | None:
        """The bound target under the pointer, or None (for boards that show more on
        hover: override :meth:`hover_changed` and read it)."""
        value = self.hover[1] if self.hover is not None else None
        return value if isinstance(value, tuple) and value in self._bound else None

    def taking_choices(self) -> bool:
        """True while the human may pick: the board is interactive, no animation runs and
        the view has legal actions."""
        return self.interactive and not self.is_animating() and bool(self.legal)

    def refresh_targets(self) -> None:
        """Light the targets for the current selection (see the module docstring), move the
        focus ring and tell screen readers. Called after every change; cheap when nothing
        changed. Only what can be picked is asked of the choice model (its ``lit``, see
        :class:`~farmhouse.core.choices.LitChoices`); a refused target's reason is worked out
        when it is read: hovered, clicked, focused, or read by a screen reader."""
        self._lit_memo = {}
        try:
            self._light_targets()
        finally:
            self._lit_memo = None

    def _light_targets(self) -> None:
        self._hover_lit = self.hover
        reasons = self._model_reasons()
        self._lit_animating = self.is_animating()
        if not (self.interactive and not self.is_animating()):
            reasons = reasons.waiting(_WAIT)
        self._reasons = reasons
        picked = set(self.selection)
        explained = self._explained  # (an attribute set on a Qt item costs microseconds)
        bound = self.bound_targets()
        for gone in [t for t in explained if t not in bound]:
            del explained[gone]  # (keeps no item that left the board alive)
        for target, item in bound.items():
            lit = reasons.is_lit(target)
            piece: Any = item
            if piece.lit != lit:
                piece.lit = lit
            if not isinstance(item, TargetItem):
                reason = None if lit else self._refusal_words(reasons, target)
                if piece.why_not != reason:
                    piece.why_not = reason
            elif lit or target not in reasons:
                item.no_reason()
                explained.pop(target, None)
            else:
                given = explained.get(target)  # (by identity: comparing reasons works them out)
                if given is None or given[0] is not item or given[1] is not reasons:
                    item.explain_later(partial(self._refusal_words, reasons, target))
                    explained[target] = (item, reasons)
            self.light(target, item, "lit" if lit else "picked" if target in picked else "")
        if self.focus_target is not None and self.focus_target not in self.focus_order():
            self.focus_target = None
            if self._keyboard and self.hasFocus():
                order = self.focus_order()
                self.focus_target = order[0] if order else None
        self._place_ring()
        self.targets_refreshed()

    def _model_reasons(self) -> Reasons:
        """``choices.targets(selection)`` (lazily, see :func:`~farmhouse.core.choices.reasons_of`),
        asked once per choice model and selection."""
        if self.choices is None:
            return Reasons({}, lambda t: None)
        key = (id(self.choices), self.selection)
        if self._asked is not None and self._asked[0] == key:
            return self._asked[1]
        try:
            reasons = reasons_of(self.choices, self.selection)
        except IllegalAction:
            self.selection = ()
            self.selection_changed()
            reasons = reasons_of(self.choices, self.selection)
            key = (id(self.choices), self.selection)
        self._asked = (key, reasons)
        return reasons

    @property
    def reasons(self) -> dict[Target, IllegalAction | None]:
        """``choices.targets(selection)`` as the targets were last lit (every target refused
        with "not your turn" while the board does not take choices): every reason, worked
        out when this is first read after a refresh. The kit itself reads them one by one
        (:meth:`reason_of`, :meth:`pickable`)."""
        kept = self._reasons_dict
        if kept is None or kept[0] is not self._reasons:
            kept = self._reasons_dict = (self._reasons, self._reasons.whole())
        return kept[1]

    def offers(self, target: Target) -> bool:
        """True if the current step shows ``target`` (a key of :attr:`reasons`), pickable or
        not; no reason is worked out."""
        return target in self._reasons

    def reason_of(self, target: Target) -> IllegalAction | None:
        """``reasons.get(target)``, working out only this target's reason: None when it can
        be picked now or is not shown."""
        return self._reasons.get(target)

    def refusal_of(self, selection: Selection, target: Target) -> str | None:
        """Why ``target`` could not be picked after ``selection`` (a reachable one; ``()``:
        with nothing picked, as for a target that first puts back what is held), in the
        player's words (:meth:`refusal_text`); None when it could, or before any view."""
        choices = self.choices
        if isinstance(choices, LitChoices):  # (only this target's reason is worked out)
            reason = choices.reason(selection, target)
        else:
            reason = choices.targets(selection).get(target) if choices is not None else None
        return self.refusal_text(reason) if reason is not None else None

    def _refusal_words(self, reasons: Reasons, target: Target) -> str | None:
        """The reason ``reasons`` give ``target``, in the player's words (None: none)."""
        reason = reasons.get(target)
        return self.refusal_text(reason) if reason is not None else None

    def targets_refreshed(self) -> None:
        """The targets were lit anew (:attr:`reasons` is current): refresh what reads them
        (a prompt naming the choices)."""

    def refusal_text(self, error: IllegalAction) -> str:
        """``error`` in the player's words: the kit's own reasons, else the game's
        (:meth:`describe_refusal`). The choice model's "not your turn" while the viewer's own
        move is still being shown (:meth:`showing_own_move`) is "Please wait for the move to
        be shown." in every game. Kept per reason, its values, the seats' names and language
        (a board words the same few again at every lighting)."""
        if error.reason == NOT_YOUR_TURN and self.showing_own_move():
            return wait_for_move_text()
        key = (error.reason, repr(sorted(error.params.items())), tuple(self.names))
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = core_refusal_text(error) or self.describe_refusal(error)
        return said

    def showing_own_move(self) -> bool:
        """True while an animation shows a move and the turn (the seat the shell's banner
        names, :attr:`turn_seat`) is the viewer's own: the seat at the screen acted and waits
        for its move to be shown, it is not another seat's turn."""
        seat = getattr(self.view, "seat", None)
        return self.is_animating() and seat is not None and self.turn_seat == seat

    def pickable(self) -> list[Target]:
        """The targets that can be picked now, in the choice model's order."""
        return self._reasons.pickable()

    def _enter_target(self) -> Target | None:
        """The first of :attr:`ENTER` (then a :attr:`confirmation`'s confirm) that can be picked
        now, or None."""
        enter = (
            (*self.ENTER, self.confirmation.confirm)
            if self.confirmation is not None
            else self.ENTER
        )
        pickable = self.pickable() if enter and self.focus_target is None else ()
        return next((t for t in enter if t in pickable), None)

    def stuck_text(self) -> str:
        """Why nothing can be picked now though a choice is under way and the board takes
        the seat's choices (a held piece that goes nowhere as it is), and what to do, from
        the choice model (:class:`~farmhouse.core.choices.StuckChoices`): Tab and Enter say
        it and the focus stays on the board. "" if not stuck or the model cannot say."""
        choices = self.choices
        if not self.selection or not isinstance(choices, StuckChoices):
            return ""
        reason = choices.stuck(self.selection) if self.taking_choices() else None
        return self.refusal_text(reason) if reason is not None else ""

    def focus_order(self) -> list[Target]:
        """The targets keyboard focus goes through: those that can be picked now and have a
        visible item on the board that no box covers (:meth:`covered`: El Gaucho's End turn
        under its "Choose" box), in the choice model's order, then a question's Cancel
        while it is shown (:attr:`confirmation`: its confirm button was the only stop, and
        Cancel could not be reached by keys; session 20)."""
        out = []
        for t in self.pickable():
            item = self.item_of(t)
            if item is not None and item.isVisible() and not self.covered(item):
                out.append(t)
        question = self.confirmation
        cancel = question.cancel_item if question is not None else None
        if question is not None and cancel is not None and cancel.isVisible():
            out.append(question.cancel_target)
        return out

    # ------------------------------------------------------------------ picking

    def pick(self, target: Target) -> bool:
        """Pick ``target`` after the selection: extend the selection, or emit the complete
        action. A target that cannot be picked now is explained instead, and so is one a box
        covers, asked by a key (:meth:`covered`). Returns True if something was picked. A
        question's Cancel target (:attr:`confirmation`) cancels it. A box the pick opens takes
        the keyboard focus (:meth:`_focus_opened_box`), by mouse as by keys."""
        question = self.confirmation
        if question is not None and target == question.cancel_target:
            return question.cancel()
        if self.choices is None:
            return False
        item = self.item_of(target) if self._by_key else None
        if item is not None and self.covered(item):  # (a key: nothing under a box is picked)
            self.explain(box_first_text())
            return False
        shown = [box for box in self.boxes if box.frame is not None]
        reason = self.reason_of(target)
        if reason is None and not self.taking_choices():
            reason = _WAIT
        if reason is not None:
            self.refuse(reason)
            return False
        try:
            result = self.choices.pick(self.selection, target)
        except IllegalAction as error:  # (not offered at this step: what a click on it says)
            why = getattr(self.item_of(target), "why_not", None)
            if why:
                self.explain(why)
            else:
                self.refuse(error)
            return False
        longer = (*self.selection, target)
        if isinstance(result, tuple) and (result == longer or _is_selection(result, longer)):
            self._picked_from[result] = self.selection
            self.selection = result
            self.focus_target = None
            self.selection_changed()
            self.refresh_targets()
            access.picked(self, target)
            if self._keyboard:
                self._focus_first()
            self._focus_opened_box(shown)
            access.changed(self)
            self.picks_changed.emit()
            return True
        self.selection, self._picked_from = (), {}
        self.focus_target = None
        self.action_chosen.emit(result)
        return True

    def _focus_opened_box(self, shown: Sequence[ShownBox]) -> None:
        """A pick opened a box (one of :attr:`boxes` not among those ``shown`` before it): the
        keyboard focus goes to its default (``ShownBox.default_target``: the target Enter
        picks with nothing focused, if the box shows it, else its first choice), so that
        Enter picks in the box, not what lies under it. Esc steps back out of the box, and
        :meth:`step_back` gives the focus back to what was picked by keys."""
        opened = [box for box in self.boxes if box.frame is not None and box not in shown]
        if not opened:
            return
        question = self.confirmation
        enter = (*self.ENTER, *((question.confirm,) if question is not None else ()))
        order = self.focus_order()
        for box in opened:
            target = box.default_target(order, enter)
            if target is not None:
                self.set_focus_target(target)
                return

    def covered(self, item: QGraphicsItem) -> bool:
        """True if a box shown on the board (:attr:`boxes`: a choice panel) lies over the middle
        of ``item`` (which is not the box's own): keys do not reach it (Tab, the arrows,
        Enter, a game's key; session 23's tester, F16: Enter in El Gaucho's "Stand / Lie" box
        pressed the End turn button under it and threw the dice away)."""
        frames = [
            frame
            for box in self.boxes
            if (frame := box.frame) is not None
            and frame.isVisible()
            and frame.scene() is item.scene()
            and not box.layer.isAncestorOf(item)
        ]
        if not frames:
            return False
        middle = self.shown_rect(item).center().toPoint()
        frames = [frame for frame in frames if self.shown_rect(frame).contains(middle)]
        if not frames:
            return False
        for found in self.items(middle):  # (the topmost first: is a frame over the item?)
            if found is item:
                return False
            if any(found is frame for frame in frames):
                return True
        return True  # (nothing of the item at its middle: the frame is there)

    def refuse(self, error: IllegalAction) -> None:
        """Explain the refusal ``error`` to the player (and to screen readers)."""
        self.explain(self.refusal_text(error))

    def step_back(self) -> bool:
        """Undo the last pick of this decision (Esc): every target it added (a model's pick
        may add more than one: Wooly Bully's tile comes with its face, a Wolf button with
        the wolf and its face). True if there was one."""
        if not self.selection:
            return False
        before = self._picked_from.get(self.selection, self.selection[:-1])
        if before != self.selection[: len(before)] or len(before) >= len(self.selection):
            before = self.selection[:-1]  # (not reached by a pick that added to it: one back)
        last = self.selection[len(before)]  # (the focus goes back to what was picked first)
        self.selection = before
        self.selection_changed()
        self.refresh_targets()
        if self._keyboard and last in self.focus_order():
            self.set_focus_target(last)
        access.changed(self)
        self.picks_changed.emit()
        return True

    def unpick(self, target: Target) -> None:
        """Take ``target`` out of this decision's picks (a picked card put back, whatever
        was picked after it kept): the prompt, the lights and the listeners follow."""
        self.selection = tuple(t for t in self.selection if t != target)
        self.selection_changed()
        self.refresh_targets()
        access.changed(self)
        self.picks_changed.emit()

    def clear_selection(self) -> None:
        """Step back out of every pick of this decision (the kit's :meth:`step_back`, not a
        board's own): what is held is put back."""
        while self.selection:
            GameBoard.step_back(self)

    def target_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """A click: picks a bound target that is lit (a refused one was explained already)."""
        if isinstance(value, tuple) and self._bound.get(value) is item:
            self._keyboard = False
            self.set_focus_target(None)
            if getattr(item, "lit", False):
                self.pick(value)
            elif value in self.selection:
                self.picked_again(value)
            return
        if role == ZOOM:  # (the kit's zoom buttons: parts.overlay.zoom_buttons)
            self.zoom_clicked(value)
            return
        if self.confirmation is not None and self.confirmation.clicked(item):  # (its Cancel)
            return
        self.other_clicked(role, value, item)

    # ------------------------------------------------------------------ keyboard

    def set_focus_target(self, target: Target | None) -> None:
        """Put the keyboard focus on ``target`` (None: nowhere): the focus ring and the
        screen reader's focus follow; on another target, ``picks_changed`` (the shell
        withdraws a refusal). A held piece's ghost (:attr:`carry`) goes to a place focused."""
        if self.carry is not None:
            self.carry.focused(target)
        if target == self.focus_target:
            self._place_ring()
            return
        self.focus_target = target
        self._place_ring()
        item = self.item_of(target) if target is not None else None
        if item is not None and self.pan_zoom and not _pinned(item):
            self.ensureVisible(item.sceneBoundingRect(), 30, 30)
        if target is not None:
            access.focus_moved(self, target)
            self.picks_changed.emit()  # (a refusal said about another target no longer holds)

    def _place_ring(self) -> None:
        ring = getattr(self, "focus_ring", None)  # (the view scrolls once before it exists)
        if ring is None:
            return
        item = self.item_of(self.focus_target) if self.focus_target is not None else None
        if item is None or not self.hasFocus() or not item.isVisible():
            if ring.target is not None or ring.isVisible():  # (hidden already: nothing to do)
                ring.follow(None, QRectF(), self.zoom)
            return
        bounds = getattr(item, "ring_bounds", None)  # (see ring_with)
        rect = self.shown_rect(item)
        alone = bounds is None  # (the ring goes around the item alone)
        if bounds is not None:
            rect = item.deviceTransform(self.viewportTransform()).mapRect(bounds)
        for child in item.childItems():
            if child.data(RING_PART) and child.isVisible():
                rect, alone = rect.united(self.shown_rect(child)), False
        for part in getattr(item, "ring_parts", ()):  # (see ring_with)
            if part.scene() is item.scene() and part.isVisible():
                rect, alone = rect.united(self.shown_rect(part)), False
        for box in self.boxes if alone else ():  # (a button in a box: ringed on its edge,
            if box.frame is not None and box.layer.isAncestorOf(item):  # inside the frame)
                inside = FOCUS_GAP + FOCUS_HALO / 2 + 3
                frame = self.shown_rect(box.frame).adjusted(inside, inside, -inside, -inside)
                rect = rect.adjusted(FOCUS_GAP, FOCUS_GAP, -FOCUS_GAP, -FOCUS_GAP)
                rect = rect.intersected(frame) if rect.intersects(frame) else rect
                break
        shown = self.mapToScene(rect.toAlignedRect()).boundingRect()
        # a piece pinned to the window (a hand in the overlay) is ringed above the overlay
        ring.setZValue(self.overlay.zValue() + 1 if _pinned(item) else FOCUS_Z)
        gap = getattr(item, "ring_gap", None)  # (see ring_with)
        limit = getattr(item, "ring_limit", None)
        if limit is not None:  # (mapped as the bounds are, not rounded out)
            seen = item.deviceTransform(self.viewportTransform()).mapRect(limit)
            limit = self.viewportTransform().inverted()[0].mapRect(seen)
        ring.follow(item, shown, self.zoom, FOCUS_GAP if gap is None else gap, limit)

    def _pin_overlay(self) -> None:
        super()._pin_overlay()
        self._place_ring()  # the view scrolled or zoomed: the ring follows what it rings

    def shown_rect(self, item: QGraphicsItem) -> QRectF:
        """Where ``item`` is on the screen now, in viewport pixels (also for items pinned to
        the window, which ignore the view's zoom): for the focus ring, the arrow keys'
        geometry and screen readers."""
        t = item.deviceTransform(self.viewportTransform())
        return t.mapRect(item.boundingRect())

    def _focus_first(self) -> None:
        order = self.focus_order()
        self.set_focus_target(order[0] if order else None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        self._by_key = True  # (what a key picks is never under a box: see pick)
        try:
            self._key_pressed(event)
        finally:
            self._by_key = False

    def _key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if ctrl and key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # (out of the board)
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.leave(key == Qt.Key.Key_Tab and not shift)
            return
        if self.is_animating() and event.key() in _skip_keys():
            self.skip_animation()  # (as a click on the board does)
            return
        if self.carry is not None and self.carry.key(event):  # (R, F: turn a held piece)
            return
        question = self.confirmation  # (its key again answers it, before the game's keys)
        again = question.key_target(event) if question is not None else None
        if again is None and self.game_key(event):
            return
        target = again if again is not None else self.shortcut(event)
        if target is not None:
            self._keyboard = True
            if target not in self.selection or not self.picked_again(target):  # (as a click)
                self.pick(target)
            return
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._keyboard = True
            enter = self._enter_target() if key != Qt.Key.Key_Space else None
            if self.focus_target is not None:
                self.pick(self.focus_target)
            elif enter is not None:
                self.pick(enter)
            elif not self.taking_choices():
                self.refuse(_WAIT)
            elif self.stuck_text():
                self.explain(self.stuck_text())
            else:
                self.explain(
                    QCoreApplication.translate(
                        "GameBoard", "First move to a choice with Tab or the arrow keys."
                    )
                )
            return
        if key == Qt.Key.Key_Escape:
            if question is not None and question.cancel():  # (out of a question asked)
                return
            if self.step_back():
                return
            if self.focus_target is not None:
                self.set_focus_target(None)
                return
            super().keyPressEvent(event)
            return
        arrows = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        direction = arrows.get(Qt.Key(key)) if key in arrows else None
        if direction is not None and self.focus_order():
            self._keyboard = True
            self.move_focus(*direction)
            return
        super().keyPressEvent(event)  # pan/zoom keys, then the view's own

    def move_focus(self, dx: float, dy: float) -> bool:
        """Move the focus to the nearest pickable target in the direction (``dx``, ``dy``)
        (a unit step: left is (-1, 0)), by where the targets' centres lie; from no focus, to
        the first target. True if the focus moved."""
        order = self.focus_order()
        if not order:
            return False
        current = self.item_of(self.focus_target) if self.focus_target is not None else None
        if current is None:
            self.set_focus_target(order[0])
            return True
        here = self.shown_rect(current).center()
        best: tuple[float, Target] | None = None
        for target in order:
            if target == self.focus_target:
                continue
            item = self.item_of(target)
            if item is None:
                continue
            d = self.shown_rect(item).center() - here
            along = d.x() * dx + d.y() * dy
            across = abs(d.x() * dy - d.y() * dx)
            if along <= 1e-6:
                continue
            score = along + 2.0 * across
            if best is None or score < best[0]:
                best = (score, target)
        if best is None:
            return False
        self.set_focus_target(best[1])
        return True

    @property
    def answers_escape(self) -> bool:
        """True while Esc answers a question shown on the board (:attr:`confirmation`: "Esc
        cancels"): the shell's Esc (taking a hint away, a shortcut of the window) gives way
        to the board's while it has the keyboard focus (:meth:`event`)."""
        return self.confirmation is not None and self.confirmation.shown

    def event(self, event: QEvent) -> bool:
        """Before a shortcut of the window takes Esc (the shell's: take a hint away), the
        board claims it while its Esc answers a question shown on it
        (:attr:`answers_escape`; session 18's tester, W4: the first Esc took the hint away,
        the question said Esc cancels)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.answers_escape
        ):
            event.accept()
            return True
        return super().event(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt API)
        """Tab and Shift+Tab: the next or previous pickable target, round and round (past
        the last, the first again): while the board has targets to pick, Tab never leaves
        it; Ctrl+Tab and Ctrl+Shift+Tab do (:meth:`leave`, as in a text editor). Tab past
        the last target went on to the side panel's Take back, where Enter took back the
        player's move and the computer's after it, silently (session 19's tester, X1). With
        no target (not the player's turn, the game over, watching) Tab keeps the focus on
        the board and says why nothing can be picked, as Enter does: Tab then Enter while
        the computer played went to Take back and took the move back (session 19's second
        tester, Y1). On a board that only shows (:attr:`read_only`: a replay, the look back)
        Tab leaves the board as it leaves any widget."""
        order = self.focus_order() if self.hasFocus() else []
        stuck = self.stuck_text() if self.hasFocus() and not order else ""
        if stuck:  # (a choice under way that leads nowhere yet: say why, keep the focus)
            self._keyboard = True
            self.explain(stuck)
            return True
        if order:
            self._keyboard = True
            if self.focus_target not in order:
                self.set_focus_target(order[0] if next else order[-1])
                return True
            i = order.index(self.focus_target) + (1 if next else -1)
            self.set_focus_target(order[i % len(order)])
            return True
        if self.hasFocus() and not self.read_only:  # (a game under way: Ctrl+Tab leaves)
            self._keyboard = True
            self.refuse(_WAIT)  # (as Enter says: the computer moves, nothing to pick yet)
            return True
        return self.leave(next)

    def leave(self, next: bool) -> bool:  # noqa: A002 (as Qt's focusNextPrevChild)
        """Give the keyboard focus to the next (``next``) or previous widget of the window
        (Ctrl+Tab, Ctrl+Shift+Tab; Tab with no target); the focused target's ring goes.
        True if the focus found a widget."""
        self.focus_target = None
        self._place_ring()
        return bool(super().focusNextPrevChild(next))

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        reason = event.reason()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyboard = True
            order = self.focus_order()
            if order:
                last = reason == Qt.FocusReason.BacktabFocusReason
                self.set_focus_target(order[-1] if last else order[0])
        self._place_ring()
        access.board_focused(self)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        super().focusOutEvent(event)
        self._place_ring()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        """Hidden (the look back closed, a hand-over over the board, a replay left): screen
        readers read its children again, none now (see
        :func:`~farmhouse.app.board.access.not_shown`)."""
        super().hideEvent(event)
        if self.window().isVisible():
            access.changed(self)

    # ------------------------------------------------------------------ a held piece

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        carry, question = self.carry, self.confirmation
        if carry is not None or question is not None:
            found = self.target_at(event.position().toPoint())
            if question is not None and question.pressed(event, found):  # (ask again: confirm)
                return
            if carry is not None and carry.pressed(event, found):  # (turn it, fit it: Carry)
                return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        if self.carry is None or not self.carry.wheel(event):  # (Ctrl/Alt: turn, see Carry)
            super().wheelEvent(event)

    def pointer_moved(self, point: QPoint, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """The pointer moved (see :class:`~.view.BoardView`): a held piece's ghost follows
        it over the grid (:attr:`carry`)."""
        if self.carry is not None:
            self.carry.moved(point, found)

    # ------------------------------------------------------------------ refreshes

    def interactive_changed(self) -> None:
        """Light or dim the targets when the board starts or stops taking choices."""
        self.refresh_targets()

    def animations_done(self) -> None:
        """The move's animations ended: the targets can be picked again (lit anew only if
        they were last lit while an animation ran: a move shown without one is lit already).
        A position drawn by a :meth:`stage` gives way to :attr:`view` again."""
        if self.staged_view is not None:
            self.staged_view, self.recent = None, self._recent_all
            self.redraw()
        if self._lit_animating:
            self.refresh_targets()
        if self._keyboard and self.hasFocus() and self.focus_target is None:
            self._focus_first()

    def hover_changed(self) -> None:
        """The pointer moved to another item: with ``LOOK.hover`` the targets whose look
        depends on where it is are lit anew, as they were lit last (the same reasons and
        selection): those of the item it left and of the one it entered
        (:meth:`hover_targets`; all of them when one of these is an item that is no target),
        then :meth:`targets_refreshed` (a board that shows the pointer's place besides the
        targets' light does it there: Black Sheep lifts the card under it). Without
        ``LOOK.hover`` the targets keep their light (games that show more on hover override
        this)."""
        if not self.LOOK.hover:
            return
        left, entered = self.hover_targets(self._hover_lit), self.hover_targets(self.hover)
        if left is None or entered is None:
            self.refresh_targets()
            return
        self._hover_lit = self.hover
        self._lit_memo = {}
        try:
            picked = self.selection
            for target in dict.fromkeys([*left, *entered]):
                item = self.item_of(target)
                if item is not None:
                    lit = getattr(item, "lit", False)
                    self.light(target, item, "lit" if lit else "picked" if target in picked else "")
            self.targets_refreshed()
        finally:
            self._lit_memo = None

    def hover_targets(self, hover: tuple[str, Any] | None) -> Collection[Target] | None:
        """The targets whose look may change when the pointer comes to or leaves ``hover``
        (a value of :attr:`hover`: the (role, value) of an item, or None): the target of a
        target's item; None (every target) for an item that is no target, which a board may
        light a target for (Black Sheep's mat lights its side); override to name them."""
        if hover is None:
            return ()
        return (hover[1],) if isinstance(hover[1], tuple) else None

    # ------------------------------------------------------------------ for tests and access

    def accessible_items(self) -> list[tuple[QGraphicsItem, Target | None]]:
        """What a screen reader lists on the board (see :mod:`.access`): every bound target
        with a visible item (in the choice model's order, then the others, then a question's
        Cancel with its target: :attr:`confirmation`), then every other
        visible item with a tooltip (a piece a player may look at), top to bottom and left
        to right (those of one :data:`READING_GROUP` together, where its first falls, level
        by level for nested groups); none
        that only repeats the headline (:meth:`banner_text`: the prompt it reads) or is
        :data:`POINTER_ONLY`."""
        out: list[tuple[QGraphicsItem, Target | None]] = []
        seen: set[int] = set()
        bound = self.bound_targets()
        ordered = [t for t in self._reasons if t in bound]
        ordered += [t for t in bound if t not in self._reasons]
        question = self.confirmation  # (its Cancel: focused as a target, see focus_order)
        cancel = question.cancel_item if question is not None else None
        if question is not None and cancel is not None:
            ordered.append(question.cancel_target)
            bound[question.cancel_target] = cancel
        for target in ordered:
            item = bound[target]
            if item.isVisible():
                out.append((item, target))
                seen.add(id(item))
        banner = self.banner_text()
        others = [
            item
            for item in self.scene().items()
            if id(item) not in seen
            and item.isVisible()
            and item.toolTip()
            and item is not self.focus_ring
            and item.toolTip() != banner
            and not item.data(POINTER_ONLY)
        ]
        out.extend((item, None) for item in _in_reading_groups(others, self._reading_order))
        return out

    def _reading_order(self, item: QGraphicsItem) -> tuple[float, float]:
        r = self.shown_rect(item)
        return (round(r.top() / 20), r.left())

    def key_focus_rect(self) -> QRectF | None:
        """Where the focus ring is drawn (scene units), or None when it is hidden."""
        return self.focus_ring.ring_rect() if self.focus_ring.isVisible() else None


def _in_reading_groups(
    items: list[QGraphicsItem], place: Callable[[QGraphicsItem], tuple[float, float]]
) -> list[QGraphicsItem]:
    """``items`` in reading order (``place``: top band, left), those of one
    :data:`READING_GROUP` together where the first of them falls; a tuple value is a path of
    nested groups, outer level first: ``("pasture", 0, "left")`` is read with the rest of
    ``("pasture", 0)`` and, in it, with the other items of its own path. An item with no
    group of its own is in its nearest parent's (a layer marked once)."""
    order = {id(item): (place(item), i) for i, item in enumerate(items)}  # (i: none alike)
    paths: dict[int, tuple[Any, ...]] = {}
    first: dict[tuple[Any, ...], tuple[tuple[float, float], int]] = {}
    for item in items:
        node, group = item.parentItem(), item.data(READING_GROUP)
        while group is None and node is not None:
            node, group = node.parentItem(), node.data(READING_GROUP)
        path = () if group is None else group if isinstance(group, tuple) else (group,)
        paths[id(item)] = path
        for level in range(1, len(path) + 1):
            first[path[:level]] = min(first.get(path[:level], order[id(item)]), order[id(item)])
    return sorted(
        items,
        key=lambda i: [
            *(first[paths[id(i)][:k]] for k in range(1, len(paths[id(i)]) + 1)),
            order[id(i)],
        ],
    )


def _skip_keys() -> tuple[Qt.Key, ...]:
    """The keys that finish a running animation at once: Esc, Space, Enter."""
    return (Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _is_selection(result: tuple[Any, ...], longer: Selection) -> bool:
    """True if ``result``, what a choice model's ``pick`` returned after picking the last
    target of ``longer``, is a selection rather than an action: a shortcut of the model (a
    Wolf button that picks the wolf in the hand and its face at once) may lead to a
    selection other than ``longer``. A selection is a non-empty tuple of targets, each a
    non-empty tuple whose first item (its kind) is a string; no game's action is so shaped."""
    return bool(result) and all(
        isinstance(t, tuple) and t and isinstance(t[0], str) for t in result
    )


def _pinned(item: QGraphicsItem) -> bool:
    """True if ``item`` or a parent ignores the view's transformations (pinned to the
    window, as the overlay's items are)."""
    node: QGraphicsItem | None = item
    flag = QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations
    while node is not None:
        if node.flags() & flag:
            return True
        node = node.parentItem()
    return False
