"""The Game contract every game implements, and the small types it speaks in.

A game is a stateless object (see :class:`Game`); all that changes lives in its *state*,
an attrs instance that carries its own seeded :class:`~farmhouse.core.rng.Rng`. The engine
never builds display text: it reports :class:`Event` keys and parameters that the app
translates.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

import attrs

from farmhouse.core import records
from farmhouse.core.rng import Rng

S = TypeVar("S")  # state
A = TypeVar("A")  # action
V = TypeVar("V")  # view
O = TypeVar("O", contravariant=True)  # options  # noqa: E741


class IllegalAction(ValueError):
    """Raised by :meth:`Game.apply` for an action that is not legal now.

    ``reason`` is an event-style message key (e.g. ``"bs.illegal.side_full"``) and
    ``params`` its parameters, so the app can explain the refusal in the player's language.
    """

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(f"{reason} {params}" if params else reason)
        self.reason = reason
        self.params: dict[str, Any] = params


class InvalidPosition(ValueError):
    """Raised by a game's ``positions`` module (``position``, ``parse``) for a position no
    game could reach or a text that is not a position.

    The message names what is wrong: the part of the position (``"pasture II"``, ``"seat 1's
    hand"``, ``"bag"``) and why (more components than the rules list, a counter the rules
    cannot reach, money or tiles no history could produce, or where a text fails to parse).
    A ``ValueError``, so callers that caught the builders' ``ValueError`` keep working.
    """


#: The default of ``Event(params=...)``: a new empty dict for each event.
_NO_PARAMS: Any = attrs.NOTHING


@records.frozen(slots=False, init=False)
class Event:
    """Something that happened, for the log and the animations.

    ``key`` is a dotted message key (``"bs.scored"``); ``params`` holds JSON-compatible
    values (ints, strings, lists, dicts). ``seat`` is the seat the event concerns, if any.
    ``private_to`` names the only seat allowed to see the event (e.g. which card it drew),
    or is ``None`` when the event is public.
    """

    key: str
    params: Mapping[str, Any] = attrs.field(factory=dict)
    seat: int | None = None
    private_to: int | None = None

    # Games make events by the hundred per game and searches will make them by the million,
    # so the instance keeps a dict and this __init__ (same signature and defaults as the one
    # attrs would write) fills it directly: about a third faster than attrs' frozen one.
    def __init__(
        self,
        key: str,
        params: Mapping[str, Any] = _NO_PARAMS,
        seat: int | None = None,
        private_to: int | None = None,
    ) -> None:
        d = self.__dict__
        d["key"] = key
        d["params"] = {} if params is _NO_PARAMS else params
        d["seat"] = seat
        d["private_to"] = private_to

    def visible_to(self, seat: int | None) -> bool:
        """True if ``seat`` may see this event (``None`` = a spectator who sees public events)."""
        return self.private_to is None or self.private_to == seat


@records.frozen
class Outcome:
    """The result of a finished game.

    - ``scores``: one total per seat (index = seat).
    - ``ranking``: seats from first to last place; tied seats share a place, so it is a
      tuple of tuples of seats (``((2,), (0, 1))`` = seat 2 first, seats 0 and 1 tied second).
    - ``winners``: the seats that won (several only when the win is shared).
    - ``tie_break``: message key of the tie-break that decided the winner, or ``None``.
    - ``breakdown``: per seat, an ordered mapping of score-part key → points (or a nested
      structure the game documents), for the game-over screen.
    - ``ended_by``: message key of how the game ended (``"bb.end.stall"``, …) for games that
      end in more than one way, or ``None`` (the default) when the game does not say.
    """

    scores: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    tie_break: str | None = None
    breakdown: tuple[Mapping[str, Any], ...] = ()
    ended_by: str | None = None


def places(ranking: Sequence[Sequence[int]]) -> dict[int, int]:
    """Seat → its place in ``ranking`` (groups of tied seats, first place first): 1 + the
    number of seats ranked ahead of it, so tied seats share a place and the next place skips
    as many (1, 2, 2, 4: the usual numbering). The game-over dialog and the statistics both
    number places so (issue 18, tester 23's F8: the statistics said 1, 2, 2, 3)."""
    result: dict[int, int] = {}
    ahead = 0
    for group in ranking:
        for seat in group:
            result[seat] = ahead + 1
        ahead += len(group)
    return result


#: Longest name a player types for a seat, in characters: the new-game dialog's name fields
#: and Statistics → Rename take the same (issue 18: 24 in one, 64 in the other, so that a
#: name renamed in the statistics could never be typed for a new game). A save may hold
#: longer ones (up to ``saves.MAX_NAME_CHARS``), which are read as they are.
MAX_TYPED_NAME = 24


@records.frozen
class Seat:
    """A seat at the table: a display ``name``, or ``None`` when none was given (the app then
    shows "Player N" in the language of the moment, N = the seat's index + 1); ``kind`` is
    ``"human"`` or ``"ai"``; ``level`` is the AI level (``"easy"``, ``"normal"``, later
    ``"hard"``) or ``None`` for humans."""

    name: str | None
    kind: str = "human"
    level: str | None = None

    @property
    def is_human(self) -> bool:
        """True for a person at the computer."""
        return self.kind == "human"


@runtime_checkable
class Game(Protocol[S, A, V, O]):
    """What every game provides (DESIGN: The Game contract).

    Implementations are stateless singletons; every method is a pure function of its
    arguments except that :meth:`apply` may consume the state's generator (it works on
    a copy and never mutates its input).

    The abilities a game may or may not have (undo steps, a fast rollout, which events are
    the mover's own, a pass) are methods too, with defaults in :class:`GameBase`, the class
    every game's rules class derives from: :meth:`reversible`, :meth:`rollout`,
    :meth:`own_events`, :meth:`is_pass`, :meth:`turn_of`.
    """

    id: ClassVar[str]
    player_counts: ClassVar[range]
    Options: ClassVar[type[Any]]
    Action: ClassVar[Any]  # the action type (a class or a Union of classes)
    undoable: ClassVar[bool]  # some steps may be taken back (see GameBase.undoable)

    def setup(self, players: int, options: O, seed: int) -> S:
        """A new game for ``players`` seats. ValueError if the count is not allowed."""
        ...

    def to_move(self, state: S) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""
        ...

    def legal_actions(self, state: S) -> Sequence[A]:
        """Every distinct legal action of the seat to move (empty when the game is over)."""
        ...

    def apply(self, state: S, action: A) -> tuple[S, list[Event]]:
        """The state after ``action`` and the events it caused. Raises IllegalAction."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """The final result, or ``None`` while the game goes on."""
        ...

    def view(self, state: S, seat: int | None) -> V:
        """Exactly what ``seat`` may see (``None``: a spectator who sees only public facts)."""
        ...

    def legal_actions_in_view(self, view: V) -> Sequence[A]:
        """The legal actions of the view's own seat when it is to move, else empty; equal to
        :meth:`legal_actions` of any state consistent with the view."""
        ...

    def sample_state(self, view: V, rng: Rng) -> S:
        """A full state consistent with ``view`` with hidden parts filled in at random."""
        ...

    def digest(self, state: S) -> str:
        """A hex digest of the full state, equal for equal states (used by save files)."""
        ...

    def reversible(self, state: S, action: A) -> bool:
        """True if applying the legal ``action`` to ``state`` may be taken back (undo)."""
        ...

    def rollout(self, state: S, rand: Callable[[], float]) -> tuple[S, int]:
        """``state`` played to its end with uniformly random legal actions (see :func:`rollout`)."""
        ...

    def own_events(self, events: Sequence[Event]) -> int:
        """How many of one action's events, from the first, are the mover's own doing."""
        ...

    def is_pass(self, action: A) -> bool:
        """True for a pass: an action that only gives the turn on."""
        ...

    def turn_of(self, state: S) -> int | None:
        """The seat whose turn it is (may differ from :meth:`to_move`)."""
        ...


class GameBase(Generic[S, A, V, O]):
    """The defaults of a game's optional abilities, for every game's rules class to derive from
    (``class BlackSheep(GameBase[State, Action, View, Options])``); a game overrides what it has.

    Derived classes provide the rest of :class:`Game` (``setup`` … ``digest``); the defaults
    here use only :meth:`Game.to_move`, :meth:`Game.legal_actions` and :meth:`Game.apply`.
    """

    #: True for a game some of whose steps :meth:`reversible` lets be taken back: the app
    #: offers undo (its button) only for such a game. Default: no undo.
    undoable: ClassVar[bool] = False

    # (given by the derived class; declared here for the defaults' use)
    def to_move(self, state: S) -> int | None:
        raise NotImplementedError

    def legal_actions(self, state: S) -> Sequence[A]:
        raise NotImplementedError

    def apply(self, state: S, action: A) -> tuple[S, list[Event]]:
        raise NotImplementedError

    def sample_state(self, view: V, rng: Rng) -> S:
        raise NotImplementedError

    def reversible(self, state: S, action: A) -> bool:
        """True if the legal ``action`` applied to ``state`` may be taken back (undo in
        :class:`~farmhouse.core.match.Match`): only for a step inside the mover's own turn
        that does not end the turn, consumes no chance and reveals nothing to anyone (DESIGN:
        undo limited to what reveals nothing). Default: never."""
        return False

    def sampler(self, view: V) -> Callable[[Rng], S]:
        """:meth:`Game.sample_state` for one ``view`` as a function of the generator:
        ``sampler(view)(rng)`` must give ``sample_state(view, rng)``'s state and use ``rng``
        the same way. A search samples a world per iteration from one view, so a game may
        work out here, once per decision, what depends on the view alone. Default: a call
        of ``sample_state`` each time."""
        return functools.partial(self.sample_state, view)

    def rollout(self, state: S, rand: Callable[[], float]) -> tuple[S, int]:
        """``state`` played to its end with uniformly random legal actions, as a search's
        playout: ``(final state, actions taken)``; ``rand`` returns floats in [0, 1). The
        default plays through :meth:`legal_actions` and :meth:`apply`
        (:func:`rollout_by_apply`). A game's own faster one plays the very same game without
        events or what only views need (what each seat knows): its final state is then fit
        for :meth:`Game.outcome` and :meth:`Game.to_move` only."""
        return rollout_by_apply(self, state, rand)

    def own_events(self, events: Sequence[Event]) -> int:
        """How many of the ``events`` of one action, from the first, are the mover's own
        doing; the rest happened by itself (a new round, a refill, a drive) and is news to
        the mover too ("since your last turn", :func:`~farmhouse.core.match.since_last_decision`).
        Default: all of them."""
        return len(events)

    def is_pass(self, action: A) -> bool:
        """True if ``action`` is a pass, an action that only gives the turn on: when it is the
        only legal action (:func:`is_forced_pass`) the app plays it for the seat, and it is
        no decision ("since your last turn" reaches back past it). Default: the game has none."""
        return False

    def turn_of(self, state: S) -> int | None:
        """The seat whose turn it is in ``state``: usually the seat to move (the default), but
        a game where another seat decides inside someone's turn (a White Sheep's owner in
        Bye-Bye Black Sheep) names the seat whose turn that is. ``None`` once over."""
        return self.to_move(state)


def is_forced_pass(game: Game[Any, A, Any, Any], legal: Sequence[A]) -> bool:
    """True if ``legal`` (a seat's legal actions) is one pass and nothing else: the seat
    cannot play and the app passes for it (no decision)."""
    return len(legal) == 1 and game.is_pass(legal[0])


def is_reversible(game: Game[S, A, Any, Any], state: S, action: A) -> bool:
    """True if ``game`` says that applying the legal ``action`` to ``state`` may be taken back
    (:meth:`GameBase.reversible`)."""
    return bool(game.reversible(state, action))


def rollout(game: Game[S, Any, Any, Any], state: S, rand: Callable[[], float]) -> tuple[S, int]:
    """Play ``state`` to the end with uniformly random legal actions, as a search's playout.

    Each decision takes ``legal_actions(s)[int(rand() * len(legal))]``; ``rand`` returns
    floats in [0, 1) (e.g. ``random.Random(seed).random``), and chance comes from the
    state's own generator as in :meth:`Game.apply`. ``state`` is not changed.

    Returns the final state and the number of actions taken; ``game.outcome(final)`` is
    the result. Plays the game's own :meth:`GameBase.rollout` (the apply loop by default).
    """
    return game.rollout(state, rand)


def rollout_by_apply(game: Any, state: Any, rand: Callable[[], float]) -> tuple[Any, int]:
    """:func:`rollout` played through :meth:`Game.legal_actions` and :meth:`Game.apply`,
    events and all: ``(final state, actions taken)``. What a game's own rollout must match
    (the same final state, but for the parts it says it leaves out)."""
    actions = 0
    to_move, legal_actions, apply = game.to_move, game.legal_actions, game.apply
    floor = math.floor  # = int for these non-negative floats, and about twice as fast
    while to_move(state) is not None:
        legal = legal_actions(state)
        state, _ = apply(state, legal[floor(rand() * len(legal))])
        actions += 1
    return state, actions


def rollout_mismatches(game: Any, players: int, options: Any, seeds: Iterable[int]) -> int:
    """How many of ``seeds`` give a game whose own :meth:`Game.rollout` from the start
    (``game.setup(players, options, seed)``, drawing from ``random.Random(seed)``) ends
    elsewhere than :func:`rollout_by_apply` with the same draws: other actions taken or
    another final digest. 0 when the fast rollout plays the game the rules play; for a
    game's tests, and for anyone writing a fast rollout."""
    import random  # only checks need it: kept off the app's start path

    bad = 0
    for seed in seeds:
        start = game.setup(players, options, seed)
        final, actions = game.rollout(start, random.Random(seed).random)
        expected, expected_actions = rollout_by_apply(game, start, random.Random(seed).random)
        if actions != expected_actions or game.digest(final) != game.digest(expected):
            bad += 1
    return bad
