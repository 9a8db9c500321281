"""Black Sheep rules: state, actions, views and the Game implementation.

Rule ids refer to ``shared/rules/black_sheep.md`` (BS-x.y). No Qt here.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from farmhouse.core.game import Event, IllegalAction, Outcome  # noqa: F401
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import Animal


@attrs.frozen
class Options:
    """Rule options (rules reference section 6); the defaults are the published rules.

    - ``task_cards``: play the task-card variant (BS-10) instead of bonus cards (BS-8).
    - ``values_hidden_until_end``: owners cannot see their own figures' values before the end
      (BS-11.1).
    """

    task_cards: bool = False
    values_hidden_until_end: bool = False


# ----------------------------------------------------------------------------- actions


def _sorted_cards(cards: tuple[Animal, ...] | list[Animal]) -> tuple[Animal, ...]:
    return tuple(sorted((Animal(c) for c in cards), key=lambda a: -a.rank))


@attrs.frozen
class Play:
    """Play ``cards`` (1 or 2 animal types, highest rank first) to the own side of pasture
    ``pasture`` (0 = I, 1 = II, 2 = III), then optionally discard one card of type ``discard``
    (allowed only after playing exactly one card). BS-3.1, BS-3.2, BS-4.1."""

    pasture: int
    cards: tuple[Animal, ...] = attrs.field(converter=_sorted_cards)
    discard: Animal | None = None


@attrs.frozen
class Pass:
    """The only legal action when the seat has no legal play (BS-2.2)."""


Action = Play | Pass

# ----------------------------------------------------------------------------- state


@attrs.define
class PastureState:
    """One pasture mat. ``figures``: figure ids on it (0–2); ``sides[seat]``: cards on that
    seat's side in play order; ``completion[seat]``: the completion number the side got when it
    reached 3 cards (BS-3.4) or ``None``; ``active`` is False once retired (BS-7.1)."""

    active: bool
    figures: list[int]
    sides: list[list[Animal]]
    completion: list[int | None]


@attrs.define
class State:
    """The full state of a Black Sheep game.

    Figures are numbered 0–35; ``figure_types[i]``/``figure_values[i]`` give figure i's type
    and hidden value. The deck is ordered top first (``deck[0]`` is drawn next). ``rng`` drives
    every shuffle (BS-1.1). ``to_move`` is ``None`` once the game is over.
    """

    players: int
    options: Options
    rng: Rng
    figure_types: list[Animal]
    figure_values: list[int]
    supply: list[int]
    pastures: list[PastureState]
    corrals: list[list[int]]
    hands: list[list[Animal]]
    deck: list[Animal]
    discard: list[Animal]
    to_move: int | None
    start_player: int
    completion_counter: int = 0
    end_triggered: bool = False
    passes_in_row: int = 0
    turn: int = 0
    secret_tasks: list[list[str]] = attrs.field(factory=list)
    face_up_tasks: list[str] = attrs.field(factory=list)
    unused_tasks: list[str] = attrs.field(factory=list)


# ----------------------------------------------------------------------------- views


@attrs.frozen
class FigureView:
    """A figure as a seat sees it: ``value`` is ``None`` when hidden from that seat."""

    id: int
    animal: Animal
    value: int | None


@attrs.frozen
class PastureView:
    """A pasture as everybody sees it (all of it is public)."""

    index: int
    active: bool
    figures: tuple[FigureView, ...]
    sides: tuple[tuple[Animal, ...], ...]
    completion: tuple[int | None, ...]


@attrs.frozen
class View:
    """What seat ``seat`` may see (section 5); ``seat`` is ``None`` for a spectator.

    ``hand`` is the seat's own hand (empty for a spectator); ``hand_sizes`` are public.
    ``supply`` gives the public count per type. ``secret_tasks`` holds only the own secret
    task ids until the end, when ``revealed_secret_tasks`` shows everybody's.
    """

    seat: int | None
    players: int
    options: Options
    to_move: int | None
    start_player: int
    hand: tuple[Animal, ...]
    hand_sizes: tuple[int, ...]
    pastures: tuple[PastureView, ...]
    corrals: tuple[tuple[FigureView, ...], ...]
    supply: tuple[tuple[Animal, int], ...]
    deck_size: int
    discard: tuple[Animal, ...]
    completion_counter: int
    end_triggered: bool
    passes_in_row: int
    turn: int
    secret_tasks: tuple[str, ...]
    face_up_tasks: tuple[str, ...]
    revealed_secret_tasks: tuple[tuple[str, ...], ...] | None
    game_over: bool


class BlackSheep:
    """The Black Sheep game (implements :class:`farmhouse.core.game.Game`)."""

    id: ClassVar[str] = "black_sheep"
    player_counts: ClassVar[range] = range(2, 5)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[object] = Action


GAME = BlackSheep()
