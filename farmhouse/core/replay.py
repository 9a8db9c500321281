"""Replays: a finished or saved game stepped through action by action (DESIGN: Replays).

A :class:`Timeline` is a read-only snapshot of a :class:`~farmhouse.core.match.Match` (or of
a save file, loaded with every check of :func:`farmhouse.core.saves.load_match`). Its
*positions* are numbered ``0 … last``: position ``p`` is the game after its first ``p``
actions (0 = the deal, ``last`` = where the match stood). *Step* ``p`` (``1 ≤ p ≤ last``) is
action ``p - 1``, the one that led from position ``p - 1`` to ``p``.

Whose eyes (:meth:`Timeline.viewers`, the one rule for every game):

- a **finished** game may be watched from any seat's view (``0 … seats - 1``), from the
  public view (``None``: a spectator) or with everything shown (:data:`EVERYTHING`);
- an **unfinished** game only from the public view, so that a player of a hot-seat game
  cannot learn another's hand from it, but for the seat of the person at the screen of a game
  in progress when the caller names it (``at_screen``: the in-game look back at the board as
  it was, from that seat's own view).

A view is exactly what the viewer could see *at that moment*: ``game.view(state_p, seat)``,
and the events of a step are those the viewer could see then (:meth:`Event.visible_to`).

States are worked out lazily from the seed: every :data:`CHECKPOINT_EVERY` positions a
checkpoint is kept once reached, and the positions of the last blocks visited are kept whole,
so that stepping backwards costs about what stepping forwards does (one ``apply`` per step,
plus ``CHECKPOINT_EVERY - 1`` when a block is entered from its end). Opening a save never
writes to it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, Literal

from farmhouse.core import records
from farmhouse.core.game import Event, Game, Outcome, Seat
from farmhouse.core.match import (
    Match,
    ReplayError,
    last_decision,
    longest_waiting,
    since_last_decision,
)

#: The viewer that sees everything (every hand, the whole state's views): finished games only.
EVERYTHING: Final = "everything"

#: Who looks: a seat (0-based), ``None`` for the public view, or :data:`EVERYTHING`.
Viewer = int | None | Literal["everything"]

#: Positions between two kept checkpoints.
CHECKPOINT_EVERY: Final = 16
#: Whole blocks of positions kept (the current one and the one before it, so that stepping
#: back and forth across a block's edge costs one ``apply``).
BLOCKS_KEPT: Final = 2


class HiddenView(ValueError):
    """Raised for a viewer a timeline may not be watched by (see :meth:`Timeline.viewers`):
    a seat's view or everything shown of an unfinished game, or a seat the game does not
    have. ``reason`` is the message key ``"core.replay.hidden_view"`` (the shell words it;
    no text exists for it yet) and ``viewer`` the viewer asked for."""

    def __init__(self, viewer: object) -> None:
        super().__init__(f"this replay cannot be watched by {viewer!r}")
        self.reason = "core.replay.hidden_view"
        self.viewer = viewer


@records.frozen
class AllViews:
    """What :data:`EVERYTHING` sees at a position: the public view (``public``, what the
    board draws for the table) and every seat's own view (``seats[i]`` for seat ``i``: its
    hand, its secret cards). The game's own ``View`` type in both."""

    public: Any
    seats: tuple[Any, ...]


@records.frozen
class StepInfo:
    """Step ``position`` (``1 ≤ position ≤ last``): its action was chosen by seat ``mover``
    in the turn of seat ``turn`` (never ``None`` for a step), turn number ``turn_number``
    (0-based, see :attr:`Timeline.turn_starts`). The action itself is not given: it may hold
    what other seats could not see (a secret choice); what a viewer may know of it are the
    events of :meth:`Timeline.events_at`."""

    position: int
    mover: int
    turn: int | None
    turn_number: int


class Timeline:
    """A game's positions from the deal to where its match stood, to step through and watch.

    Build it with :meth:`from_match` (a match being played or just finished: the timeline is
    a snapshot, later actions of the match are not in it; build a new one to see them) or
    :meth:`from_save`. All positions are ints ``0 ≤ p ≤ last``; an int outside raises
    IndexError. Viewers are checked against :meth:`viewers` (HiddenView otherwise).

    What a caller must do: draw only what :meth:`view_at` and :meth:`events_at` return, for
    a viewer the player chose among :meth:`viewers`; :meth:`state_at` is the full state with
    every secret in it (for tests and core code, never for a board).
    """

    def __init__(
        self,
        match: Match,
        *,
        at_screen: int | None = None,
        every: int = CHECKPOINT_EVERY,
    ) -> None:
        """See :meth:`from_match`."""
        if every < 1:
            raise ValueError(f"checkpoints every {every} positions")
        if at_screen is not None and not 0 <= at_screen < len(match.seats):
            raise ValueError(f"no seat {at_screen} in a match of {len(match.seats)} seats")
        self.game: Game[Any, Any, Any, Any] = match.game
        self.game_id: str = match.game_id
        self.seats: tuple[Seat, ...] = tuple(match.seats)
        self.options: Any = match.options
        self.seed: int = match.seed
        # the actions (with any secret choices in them): never handed out
        self._actions: tuple[Any, ...] = tuple(match.actions)
        self._events: tuple[tuple[Event, ...], ...] = tuple(tuple(e) for e in match.turn_events)
        self.movers: tuple[int, ...] = tuple(match.movers)
        self.turns: tuple[int | None, ...] = tuple(match.turns)
        self.finished: bool = match.is_over
        self.at_screen: int | None = None if self.finished else at_screen
        self._every = every
        self._checkpoints: dict[int, Any] = {
            0: self.game.setup(len(self.seats), self.options, self.seed),
            self.last: match.state,
        }
        # block start -> the states of that block from its start, as far as computed
        self._blocks: OrderedDict[int, list[Any]] = OrderedDict()
        starts = [p for p in range(self.last) if p == 0 or self.turns[p] != self.turns[p - 1]]
        self.turn_starts: tuple[int, ...] = tuple(starts)
        """Position at which each turn starts (the position before its first action), in
        order: ``turn_starts[k]`` for turn number ``k``. A turn is a run of steps made in the
        same seat's turn (``Match.turns``); two turns of one seat in a row count as one. Empty
        when the timeline has no step."""

    @classmethod
    def from_match(
        cls, match: Match, *, at_screen: int | None = None, every: int = CHECKPOINT_EVERY
    ) -> Timeline:
        """The timeline of ``match`` as it stands now (its actions are copied; the match is
        not changed and may go on). ``at_screen``: for a game in progress only, the seat of
        the person at the screen, which may then look back from its own view (the shell
        passes the seat whose hand is shown now, after any hand-over; ignored once the game
        is over). ``every``: positions between checkpoints (≥ 1).

        Costs one ``game.setup``; no action is replayed until a position is asked for.
        Raises ValueError for an ``at_screen`` seat the match does not have or ``every`` < 1.
        """
        return cls(match, at_screen=at_screen, every=every)

    @classmethod
    def from_save(cls, path: Path | str, *, every: int = CHECKPOINT_EVERY) -> Timeline:
        """The timeline of the save file at ``path``, loaded and checked exactly as
        :func:`farmhouse.core.saves.load_match` does (the replay and its digest included).
        The file is only read, never written. Raises that function's
        :class:`~farmhouse.core.saves.SaveError` (naming the file and its problem) for a
        damaged, hostile or foreign file, and nothing else."""
        from farmhouse.core import saves  # saves imports much more: only when a file is opened

        return cls(saves.load_match(path), every=every)

    # ------------------------------------------------------------------------- shape

    @property
    def last(self) -> int:
        """The last position: the number of actions (0 for a game nobody has played yet)."""
        return len(self._actions)

    def outcome(self) -> Outcome | None:
        """The result of a finished game (scores, ranking, breakdown: public once over), or
        ``None`` for an unfinished one."""
        return self.game.outcome(self._checkpoints[self.last]) if self.finished else None

    def viewers(self) -> tuple[Viewer, ...]:
        """Who may watch, in the order a seat chooser lists them: for a finished game
        ``(None, 0, 1, …, EVERYTHING)``; for an unfinished one ``(None,)``, and the
        ``at_screen`` seat after it if one was given."""
        if self.finished:
            return (None, *range(len(self.seats)), EVERYTHING)
        return (None,) if self.at_screen is None else (None, self.at_screen)

    def may_view(self, viewer: object) -> bool:
        """True if ``viewer`` is one of :meth:`viewers` (False for anything else, e.g. a
        seat number as text, a float or a bool)."""
        if not (viewer is None or viewer == EVERYTHING or type(viewer) is int):
            return False
        return viewer in self.viewers()

    def _check(self, position: int, viewer: object) -> None:
        if not self.may_view(viewer):
            raise HiddenView(viewer)
        self._check_position(position)

    def _check_position(self, position: int) -> None:
        if type(position) is not int or not 0 <= position <= self.last:
            raise IndexError(f"position {position!r} is not in 0..{self.last}")

    # ------------------------------------------------------------------------- states

    def state_at(self, position: int) -> Any:
        """The full state at ``position`` (every secret in it: never draw it for a player;
        use :meth:`view_at`). The game's states are never changed in place, so the same
        object may be returned again. Raises IndexError for a position outside
        ``0..last``, :class:`~farmhouse.core.match.ReplayError` if the game fails to
        replay an action it replayed before (a bug in the game)."""
        self._check_position(position)
        known = self._checkpoints.get(position)
        if known is not None:
            return known
        start = position - position % self._every
        block = self._blocks.get(start)
        if block is None:
            block = [self._checkpoint(start)]
            self._blocks[start] = block
            while len(self._blocks) > BLOCKS_KEPT:
                self._blocks.popitem(last=False)
        else:
            self._blocks.move_to_end(start)
        while len(block) <= position - start:
            block.append(self._apply(block[-1], start + len(block) - 1))
        return block[position - start]

    def _checkpoint(self, start: int) -> Any:
        """The state at ``start`` (a multiple of the checkpoint spacing), from the nearest
        checkpoint before it, keeping every checkpoint passed on the way."""
        if start in self._checkpoints:
            return self._checkpoints[start]
        base = max(p for p in self._checkpoints if p <= start)
        state = self._checkpoints[base]
        for block_start, block in self._blocks.items():  # a kept block may end nearer
            end = block_start + len(block) - 1
            if base < end <= start:
                base, state = end, block[-1]
        for index in range(base, start):
            state = self._apply(state, index)
            if (index + 1) % self._every == 0:
                self._checkpoints[index + 1] = state
        return state

    def _apply(self, state: Any, index: int) -> Any:
        action = self._actions[index]
        try:
            return self.game.apply(state, action)[0]
        except Exception as err:  # the match played it: only a game bug gets here
            raise ReplayError(index, action, err) from err

    # ------------------------------------------------------------------------- what is seen

    def view_at(self, position: int, viewer: Viewer) -> Any:
        """What ``viewer`` saw at ``position``: the game's ``View`` of that seat
        (``game.view(state, seat)``; ``None``: the public view), or for :data:`EVERYTHING`
        an :class:`AllViews`. Raises HiddenView for a viewer not among :meth:`viewers`,
        IndexError for a position outside ``0..last``."""
        self._check(position, viewer)
        state = self.state_at(position)
        if viewer == EVERYTHING:
            view = self.game.view
            return AllViews(
                view(state, None), tuple(view(state, s) for s in range(len(self.seats)))
            )
        return self.game.view(state, viewer)

    def events_at(self, position: int, viewer: Viewer) -> list[Event]:
        """The events of step ``position`` (those of action ``position - 1``) that ``viewer``
        could see when it happened, in order: public events and those private to that seat
        (public ones only for ``None``, all for :data:`EVERYTHING`); empty at position 0.
        The game's event keys and parameters, for the shell's log lines and animations.
        Raises HiddenView or IndexError as :meth:`view_at`."""
        self._check(position, viewer)
        if position == 0:
            return []
        events = self._events[position - 1]
        if viewer == EVERYTHING:
            return list(events)
        return [e for e in events if e.visible_to(viewer)]

    def log_to(self, position: int, viewer: Viewer) -> list[tuple[int, list[Event]]]:
        """The log as ``viewer`` saw it at ``position``: ``(step, events)`` for every step
        ``1 … position`` with at least one event it could see (:meth:`events_at`), oldest
        first. A clicked log line maps back to its step, a position to jump to."""
        self._check(position, viewer)
        log = []
        for step in range(1, position + 1):
            events = self.events_at(step, viewer)
            if events:
                log.append((step, events))
        return log

    def since_last_decision_at(self, position: int, seat: int, viewer: Viewer) -> list[Event]:
        """What happened between ``seat``'s last decision and ``position``, as ``viewer``
        could see it then: the "since your last turn" list of
        :func:`farmhouse.core.match.since_last_decision` (the mover's own part of its own
        actions left out, :meth:`GameBase.own_events`) for the game as it stood at
        ``position``: public events only for ``None``, and for :data:`EVERYTHING` what
        ``seat`` itself saw (its panel). Raises HiddenView or IndexError as :meth:`view_at`,
        IndexError for a seat the game does not have."""
        self._check(position, viewer)
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise IndexError(f"no seat {seat!r} in a game of {len(self.seats)} seats")
        return since_last_decision(
            self.game,
            self._actions[:position],
            self.movers[:position],
            self.turns[:position],
            self._events[:position],
            seat,
            seat if viewer == EVERYTHING else viewer,
            self.game.turn_of(self.state_at(position)),
        )

    def longest_waiting_at(self, position: int) -> int | None:
        """The seat whose "since … last turn" held the most at ``position``
        (:func:`farmhouse.core.match.longest_waiting`). IndexError for a position the game
        does not have."""
        self._check_position(position)
        return longest_waiting(
            self.game,
            self._actions[:position],
            self.movers[:position],
            self.turns[:position],
            len(self.seats),
            self.game.turn_of(self.state_at(position)),
        )

    def has_decided_at(self, position: int, seat: int) -> bool:
        """True if ``seat`` had made a decision before its turn at ``position``
        (:func:`farmhouse.core.match.last_decision`, as :meth:`since_last_decision_at` counts
        from it): False before its first turn is over. IndexError for a position or seat the
        game does not have."""
        self._check_position(position)
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise IndexError(f"no seat {seat!r} in a game of {len(self.seats)} seats")
        return (
            last_decision(
                self.game,
                self._actions[:position],
                self.movers[:position],
                self.turns[:position],
                seat,
                self.game.turn_of(self.state_at(position)),
            )
            >= 0
        )

    # ------------------------------------------------------------------------- steps, turns

    def step(self, position: int) -> StepInfo:
        """Who moved at step ``position``, in whose turn (``1 ≤ position ≤ last``; IndexError
        otherwise); see :class:`StepInfo`."""
        if type(position) is not int or not 1 <= position <= self.last:
            raise IndexError(f"step {position!r} is not in 1..{self.last}")
        index = position - 1
        return StepInfo(
            position,
            self.movers[index],
            self.turns[index],
            self.turn_number(position),
        )

    def turn_number(self, position: int) -> int:
        """The turn (0-based index into :attr:`turn_starts`) that step ``position`` belongs
        to, i.e. the turn that led to ``position`` (0 at position 0; -1 when the timeline has
        no step at all). Raises IndexError outside ``0..last``."""
        self._check_position(position)
        return bisect_right(self.turn_starts, max(position - 1, 0)) - 1

    def next_turn(self, position: int) -> int:
        """The position where the turn after the one at ``position`` starts (the first turn
        start after ``position``), or :attr:`last` if none is left."""
        self._check_position(position)
        k = bisect_right(self.turn_starts, position)
        return self.turn_starts[k] if k < len(self.turn_starts) else self.last

    def previous_turn(self, position: int) -> int:
        """The position where the turn before ``position`` starts (the last turn start
        before ``position``), or 0."""
        self._check_position(position)
        k = bisect_right(self.turn_starts, position - 1) - 1
        return self.turn_starts[k] if k >= 0 else 0

    def turn_positions(self) -> Sequence[int]:
        """Positions a "by turn" stepper stops at: every turn start and :attr:`last`."""
        return sorted({*self.turn_starts, self.last})
