"""Black Sheep component data (rules reference section 3), kept in one place so that a
different printing means changing data, not code."""

from __future__ import annotations

from enum import Enum

from farmhouse.core import records


class Animal(Enum):
    """An animal type (Table 3.1). Serialises as its lower-case id."""

    HORSE = "horse"
    COW = "cow"
    PIG = "pig"
    SHEEP = "sheep"
    CHICKEN = "chicken"
    BLACK_SHEEP = "black_sheep"

    # Members are singletons compared by identity, so the identity hash (in C) is a valid
    # hash; Enum's own runs Python code (hash of the name) and was most of what a rules
    # cache lookup keyed by cards cost. Nothing orders by these hashes.
    __hash__ = object.__hash__

    @property
    def rank(self) -> int:
        """Rank for combinations: horse 6 (highest) … black_sheep 1 (lowest)."""
        return RANK[self]


#: Types from highest to lowest rank (Table 3.1).
ANIMALS: tuple[Animal, ...] = (
    Animal.HORSE,
    Animal.COW,
    Animal.PIG,
    Animal.SHEEP,
    Animal.CHICKEN,
    Animal.BLACK_SHEEP,
)
RANK: dict[Animal, int] = {a: 6 - i for i, a in enumerate(ANIMALS)}

#: Figure values per type (Table 3.1, [decision] data ``figure_values``).
FIGURE_VALUES: dict[Animal, tuple[int, ...]] = {
    Animal.HORSE: (1, 1, 2, 2, 3, 3),
    Animal.COW: (1, 1, 2, 2, 3, 3),
    Animal.PIG: (1, 1, 2, 2, 3, 3),
    Animal.SHEEP: (1, 1, 2, 2, 3, 3),
    Animal.CHICKEN: (1, 1, 2, 2, 3, 3),
    Animal.BLACK_SHEEP: (-1, -1, -2, -2, -3, -3),
}
#: Animal cards per type (Table 3.1).
CARDS_PER_TYPE = 14
HAND_SIZE = 3
SIDE_SIZE = 3
PASTURES = 3
BONUS_POINTS = 6

#: Combination ids by strength (Table 3.4): index + 1 = strength.
COMBINATIONS: tuple[str, ...] = (
    "all_different",
    "one_pair",
    "two_pairs",
    "three_of_a_kind",
    "full_house",
    "four_of_a_kind",
    "five_of_a_kind",
)


@records.frozen
class TaskCard:
    """A task card (Table 3.5, [decision] reconstruction, data ``task_deck``).

    ``kind`` is ``"scale"`` (most of ``animals[0]``), ``"combination"`` (``points`` per copy of
    ``animals[0]`` + ``animals[1]``) or ``"black_sheep"`` (all six black sheep win outright).
    """

    id: str
    kind: str
    animals: tuple[Animal, ...]
    points: int


TASK_DECK: tuple[TaskCard, ...] = (
    *(TaskCard(f"T0{i + 1}", "scale", (a,), 5) for i, a in enumerate(ANIMALS)),
    TaskCard("T07", "combination", (Animal.HORSE, Animal.COW), 3),
    TaskCard("T08", "combination", (Animal.PIG, Animal.SHEEP), 3),
    TaskCard("T09", "combination", (Animal.CHICKEN, Animal.HORSE), 3),
    TaskCard("T10", "combination", (Animal.COW, Animal.PIG), 3),
    TaskCard("T11", "combination", (Animal.SHEEP, Animal.CHICKEN), 3),
    TaskCard("T12", "black_sheep", (Animal.BLACK_SHEEP,), 0),
)
TASKS_BY_ID: dict[str, TaskCard] = {t.id: t for t in TASK_DECK}

#: (secret cards per player, face-up cards) by player count (Table 3.3).
TASK_DEAL: dict[int, tuple[int, int]] = {2: (2, 2), 3: (1, 3), 4: (1, 2)}

#: Seat colours (cosmetic, [decision]).
SEAT_COLOURS: tuple[str, ...] = ("red", "yellow", "purple", "blue")
