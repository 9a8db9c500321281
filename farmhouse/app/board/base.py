"""BoardWidget: the interface the shell drives on every game's board.

A game's board is created by its presentation (``GameUI.create_board``, see
:mod:`farmhouse.app.game_ui`). Boards normally derive from
:class:`farmhouse.app.board.view.BoardView`, which implements the parts every board shares.
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

import shiboken6
from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsView

from farmhouse.core.game import Event

#: Shown boards without a parent widget, kept from Python's garbage collector (see
#: :class:`BoardWidget`), by ``id``.
_SHOWN_TOP_LEVEL: "dict[int, BoardWidget]" = {}


class Held(NamedTuple):
    """One thing a seat holds in secret, as a replay's holdings strip draws it compactly
    (:meth:`BoardWidget.holdings_held`): a small picture with no lettering (``art``, an SVG
    ``aspect`` = width / height wide, recoloured with ``tint`` as ``SvgItem`` does; None:
    the text alone) and ``text``, what a player reads of it (a card's number and how many,
    "8 ×2"), drawn by the strip at a size readable at 1280 × 720 (never under 12 px) under
    the picture, or right of it when ``beside`` (a line: a secret colour); ``tip`` names it
    whole (the tooltip, the accessible name)."""

    art: Path | None
    text: str
    tip: str
    aspect: float = 1.0
    tint: str | None = None
    beside: bool = False


class BoardWidget(QGraphicsView):
    """Base class of every game board: a QGraphicsView the app drives.

    A board shown as a window of its own (no parent widget: tests, tools, screenshots) keeps
    itself alive until it is hidden or closed. Python alone owns such a board, and a board
    is always part of reference cycles (its items' callbacks and helpers refer back to it),
    so when its owner drops it only the cyclic garbage collector frees it — at whatever
    allocation starts a collection, also one in an item's Python ``paint`` while Qt paints
    this very board: Qt would then delete the view and its scene mid-paint and write into
    the freed device-coordinate caches of its items (a crash; "QPaintDevice: Cannot destroy
    paint device that is being painted"). A board inside a window is owned by its parent
    (Qt deletes it, e.g. by ``deleteLater``), so this does not concern it.

    Signals:
    - ``action_chosen(object)``: the human picked a complete legal action.
    - ``illegal_attempt(str)``: a translated explanation of an attempt that was refused.
    - ``animations_finished()``: every animation started by :meth:`show_view` has ended.
    - ``picks_changed()``: the human's picks of the decision under way changed (a pick taken
      that does not complete the action yet, a step back), or the keyboard focus moved on to
      another target (Tab, the arrows): a refusal said before no longer holds (the shell
      withdraws it).
    - ``stage_shown(list, object)``: the running animation reached a stage (see
      ``GameBoard.stage``): the events it shows now (the shell logs their lines, and those of
      the events before them) and the position the board draws now (the side panel's
      totals follow it).
    """

    action_chosen = Signal(object)
    illegal_attempt = Signal(str)
    animations_finished = Signal()
    picks_changed = Signal()
    stage_shown = Signal(object, object)
    #: The position drawn now while an animation shows the last move in stages (None: the
    #: view last given to :meth:`show_view`, or no stage).
    staged_view: Any = None

    def paced_events(self) -> list[Event]:
        """The events of the last :meth:`show_view` whose game-log lines wait until the
        animation reaches them (``stage_shown``); the shell logs the others at once, and
        any still waiting when the animation ends. Default: none."""
        return []

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        for key, board in list(_SHOWN_TOP_LEVEL.items()):
            if not shiboken6.isValid(board):  # deleted by Qt while shown
                del _SHOWN_TOP_LEVEL[key]
        if self.parentWidget() is None:
            _SHOWN_TOP_LEVEL[id(self)] = self

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        super().hideEvent(event)
        _SHOWN_TOP_LEVEL.pop(id(self), None)

    turn_seat: int | None = None
    turn_known: bool = False
    viewpoint: int | None = None
    #: True on a board watched by someone who is none of the seats (a replay): see
    #: :meth:`set_spectator`.
    spectator: bool = False
    #: True on a board the player pans and zooms (Wooly Bully's landscape: its text keeps
    #: its size in any room); a fitted board (False) is scaled to its room. See
    #: :class:`~farmhouse.app.board.view.BoardView`.
    pan_zoom: bool = False
    #: True while the viewer's holdings are drawn apart from this board: see
    #: :meth:`set_holdings_apart`.
    holdings_apart: bool = False

    def show_view(
        self,
        view: Any,
        legal: Sequence[Any],
        events: Sequence[Event] = (),
        names: Sequence[str] = (),
    ) -> None:
        """Draw ``view`` (what the seat at the screen may see), animate ``events`` that led
        to it, and let the human choose among ``legal`` (empty: not their decision)."""
        raise NotImplementedError

    def set_interactive(self, enabled: bool) -> None:
        """Allow or forbid the human to choose actions (False while an AI thinks)."""
        raise NotImplementedError

    def set_turn(self, seat: int | None) -> None:
        """The seat whose turn the shell's banner shows now, or None (nobody: the game is
        over). A board that marks whose turn it is marks this seat: while an AI's move is
        still animating it is the AI that made it, not yet the view's seat to move. The controller calls it before the view it applies
        to is shown; boards keep it in :attr:`turn_seat` (None until first set)."""
        self.turn_seat = seat
        self.turn_known = True

    def turn_mark(self, to_move: int | None, game_over: bool) -> int | None:
        """The seat to mark as on turn for a view whose seat to move is ``to_move``: the one
        the shell's banner names (:meth:`set_turn`: while an AI's move animates, the AI that
        made it), or ``to_move`` while the shell has not said; None once the game is
        over."""
        if game_over:
            return None
        return self.turn_seat if self.turn_known else to_move

    def set_viewpoint(self, seat: int | None) -> None:
        """The seat a public (spectator) view is seen from: where the people at the screen sit
        (the shell gives the first human's seat; None without humans). A board that turns the
        table towards its viewer turns a public view towards this seat (when it is not None)
        rather than towards the seat on turn, so that the table does not turn with each AI.
        Kept in :attr:`viewpoint`; the next :meth:`show_view` uses it."""
        self.viewpoint = seat

    def set_spectator(self, on: bool) -> None:
        """Make this a board watched by someone who is none of the seats (``on``: a replay,
        its holdings strip) or the board of the seat at the screen again. A spectator's board
        speaks to nobody: it names the seat whose view it draws where it would say "you"
        ("Ann's turn", "Ann's sheep: blue", "Ann's hand: 6 cards", "Since Ann's last
        turn") and words that seat's private lines in the third person
        (``GameUI.describe_event(…, spectator=True)``). Kept in :attr:`spectator`; the next
        :meth:`show_view` uses it."""
        self.spectator = on

    def set_holdings_apart(self, on: bool) -> None:
        """Whether the viewer's secret holdings are drawn apart from this board (``on``: a
        replay with everything shown, whose holdings strip draws every seat's beside it), so
        that the board need not repeat them (Wooly Bully leaves out its hand's tray and its
        own colour; a board may ignore it). Kept in :attr:`holdings_apart`; the next
        :meth:`show_view` uses it."""
        self.holdings_apart = on

    def addressed(self, view_seat: int | None) -> int | None:
        """The seat this board speaks to as "you" on a view of ``view_seat``: that seat, or
        None on a spectator's board (:meth:`set_spectator`), where every seat is named."""
        return None if self.spectator else view_seat

    def set_recent(
        self, events: Sequence[Event], seat: int | None = None, began: bool = False
    ) -> None:
        """What happened since ``seat``'s last turn, as the viewer of the next
        :meth:`show_view` may see it (``Match.since_last_decision``, oldest first): the shell
        gives it before every :meth:`show_view`, for the board's "since your last turn"
        (:mod:`farmhouse.app.board.parts.recent`) and its marks of what is new. ``seat`` is
        the viewer's own seat, or on a public view the seat whose last turn it follows (None:
        nobody's); ``began``: that seat has had no turn yet (``Match.has_decided``), so the
        events are all since the game began ("Since the game began"). These events are not
        animated. Boards without such a summary ignore it."""

    def set_animation_speed(self, factor: float) -> None:
        """Scale animation durations: 1.0 normal, 0 instant, 2.0 twice as slow."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Redraw any text after a language switch."""
        raise NotImplementedError

    def show_hint(self, action: Any, caption: str = "") -> bool:
        """Mark the pieces of ``action`` (one of the legal actions last shown), the move the
        hint suggests, with ``caption`` beside them (e.g. "Hint · 62%"), until
        :meth:`clear_hint`. Returns True if the board marked something; the default marks
        nothing (the shell's hint text still names the move)."""
        return False

    def clear_hint(self) -> None:
        """Take away the marks of :meth:`show_hint` (the default has none)."""

    def hint_rects(self) -> list[QRectF]:
        """Where the marks of :meth:`show_hint` lie now (each ring and its tag), in viewport
        pixels: the game page opens its folded panel away from them. The default: none."""
        return []

    def begun_actions(self, legal: Sequence[Any]) -> list[Any]:
        """The actions of ``legal`` that finish the move the player has begun on the board
        (a card and a pasture picked, a tile taken): a hint asked then answers for that move
        (session 23, F1). All of ``legal`` when nothing is begun (the default)."""
        return list(legal)

    def holdings_rect(self) -> QRectF | None:
        """Where the last :meth:`show_view` drew what its viewer holds in secret (the hand,
        tiles set aside), in viewport pixels (``GameBoard.shown_rect`` of its items: also
        right for items pinned to the window), or None where it drew none (a public view,
        a game whose secrets lie elsewhere). Optional: the default is None. A replay with
        everything shown shows, beside its board, each seat's own board cut to this
        rectangle (:mod:`farmhouse.app.replay_holdings`), so every seat's secrets are
        seen at once (a seat whose board gives None is named there, nothing drawn)."""
        return None

    def holdings_rects(self) -> list[QRectF]:
        """:meth:`holdings_rect` for holdings that lie apart (a secret colour in one corner,
        the hand at the bottom): each place, in viewport pixels, in the order to show them
        (the hand last). Optional: the default is :meth:`holdings_rect` alone (none when
        it is None)."""
        rect = self.holdings_rect()
        return [] if rect is None else [rect]

    def holdings_held(self) -> list[Held]:
        """What the last :meth:`show_view`'s viewer holds in secret, drawn compactly
        (:class:`Held`: a picture and its values in readable text) by a replay with everything
        shown, before the pictures of :meth:`holdings_rects`: a board whose holdings carry
        lettering (numbers, counts) gives them here rather than as a place of its drawing,
        which the strip would shrink below a readable size. Optional: the default is none."""
        return []

    def holdings_source(self, view: Any) -> Any:
        """What of ``view`` (its seat's own) the places of :meth:`holdings_rects` are drawn
        from (a hand, its seat): a replay's holdings strip draws a seat's board again only
        when this changed, and otherwise only keeps the new view (:meth:`keep_view`), which
        :meth:`holdings_held` reads. Optional: the default is the whole view (drawn whenever
        it changed) on a board that pictures places (its own :meth:`holdings_rect` or
        :meth:`holdings_rects`), None on one that pictures none (all its holdings held)."""
        board = type(self)
        pictures = BoardWidget.holdings_rect, BoardWidget.holdings_rects
        return view if (board.holdings_rect, board.holdings_rects) != pictures else None

    def keep_view(self, view: Any, names: Sequence[str] = ()) -> None:
        """Take ``view`` (and the seats' ``names``) as the one shown without drawing it: a
        board out of sight whose drawing nobody needs now (the replay strip's, when its
        :meth:`holdings_source` did not change). The default draws it
        (:meth:`show_view` with no legal actions and no events)."""
        self.show_view(view, [], [], names)

    def animation_remaining_ms(self) -> int:
        """How long the animations started by the last :meth:`show_view` still run (0 if
        none): the controller waits at least this long for ``animations_finished``."""
        return 0

    def skip_animation(self) -> bool:
        """Finish the running animation at once (a player asked to skip it: Esc, a click on
        the board); ``animations_finished`` then comes as at its end. False when none runs
        (the default: a board that does not animate)."""
        return False
