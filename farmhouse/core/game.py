"""The Game contract every game implements, and the small types it speaks in.

A game is a stateless object (see :class:`Game`); all that changes lives in its *state*,
an attrs instance that carries its own seeded :class:`~farmhouse.core.rng.Rng`. The engine
never builds display text: it reports :class:`Event` keys and parameters that the app
translates.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

import attrs

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


@attrs.frozen(slots=False, init=False)
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


@attrs.frozen
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


@attrs.frozen
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

    Optional: ``reversible(state_before, action) -> bool`` enables undo in
    :class:`~farmhouse.core.match.Match` (see :func:`is_reversible`);
    ``rollout(state, rand) -> (final_state, actions)`` is a faster way to play a uniformly
    random game to its end for searches (see :func:`rollout`).
    """

    id: ClassVar[str]
    player_counts: ClassVar[range]
    Options: ClassVar[type[Any]]
    Action: ClassVar[Any]  # the action type (a class or a Union of classes)

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


def is_reversible(game: Any, state: Any, action: Any) -> bool:
    """True if ``game`` says that applying the legal ``action`` to ``state`` may be taken back.

    A game opts in to undo with an optional method ``reversible(state_before, action) ->
    bool``: True only for a step inside the mover's own turn that does not end the turn,
    consumes no chance and reveals nothing to anyone (DESIGN: undo limited to what reveals
    nothing). Games without the method never allow undo.
    """
    method = getattr(game, "reversible", None)
    return bool(method(state, action)) if method is not None else False


def rollout(game: Any, state: Any, rand: Callable[[], float]) -> tuple[Any, int]:
    """Play ``state`` to the end with uniformly random legal actions, as a search's playout.

    Each decision takes ``legal_actions(s)[int(rand() * len(legal))]``; ``rand`` returns
    floats in [0, 1) (e.g. ``random.Random(seed).random``), and chance comes from the
    state's own generator as in :meth:`Game.apply`. ``state`` is not changed.

    Returns the final state and the number of actions taken; ``game.outcome(final)`` is
    the result. A game may offer a method ``rollout(state, rand) -> (final_state, actions)``
    that plays the very same game without events or what only views need (what each seat
    knows); its final state is then fit for :meth:`Game.outcome` and :meth:`Game.to_move`
    only. Without one, the game is played through :meth:`Game.legal_actions` and
    :meth:`Game.apply`.
    """
    fast = getattr(game, "rollout", None)
    if fast is not None:
        final, actions = fast(state, rand)
        return final, actions
    return rollout_by_apply(game, state, rand)


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
