"""Bye-Bye Black Sheep rules: state, actions, views and the Game implementation.

Rule ids refer to ``shared/rules/bye_bye_black_sheep.md`` (BB-x.y). No Qt here.

Cards are the small-int kinds of :mod:`~farmhouse.games.bye_bye_black_sheep.data` (0 joker,
1–16 species, 17–22 specials, 23 + seat black sheep). Hands and zoos are sorted tuples of
kinds; the draw pile is a tuple, top card first.

**A turn as a chain of decisions.** The active seat is asked, in phase ``DRAW``, to
:class:`Stop` or to :class:`Draw` from an opponent (it picks a hand, not a card: which card of
the hidden hand comes out is chance from the state's generator, BB-4.2). A drawn special may
open a follow-up decision: ``EAGLE`` (:class:`AskEagle` or :class:`Decline`), ``MOLE``
(:class:`MolePick`), ``MAGPIE`` (:class:`Steal` or :class:`Decline`) and ``WHITE_SHEEP``, an
out-of-turn decision of the White Sheep's owner (:class:`Place` or :class:`Decline`;
:meth:`ByeByeBlackSheep.to_move` names that seat). After a voluntary end the active seat
places its allowance one card at a time in phase ``PLACE`` (:class:`Place`, or
:class:`Decline` to stop placing). The turn end (BB-5), refill (BB-8) and stall check
(BB-9.3) then run by themselves.

**What a seat knows.** The state keeps, for every observer (each seat, and the public), the
multiset of cards it knows to be in each hand: cards that entered the hand face up (the
watering hole, the Wolf's covered cards, the Magpie), the whole hand seen with a Mole, and
always the owner's black sheep. A card leaving a hand is always public (it goes face up, or
it is the black sheep that comes straight back), so known cards are removed as they leave.
After an Eagle's "no" everybody knows that the hand's unknown cards hold no card of that
species until the hand next gets cards from the pile. :meth:`ByeByeBlackSheep.view` shows a
seat its own knowledge and the public knowledge; :meth:`ByeByeBlackSheep.sample_state` deals
the unseen cards consistently with it; :func:`draw_risks` tells a board how risky each hand
is.

**Forcing draws.** ``State.forced_draws`` (empty in real games) lists the card kinds the next
draws must take, for worked examples and tests (``FORCE_BLACK_SHEEP`` stands for the
target's black sheep); :mod:`~farmhouse.games.bye_bye_black_sheep.positions` sets it.

The message keys the engine emits are listed in :data:`EVENT_KEYS` and :data:`ILLEGAL_REASONS`.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from itertools import compress
from operator import eq
from typing import Any, ClassVar, NoReturn

from farmhouse.core import records
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.rng import Rng
from farmhouse.core.serial import digest_of
from farmhouse.games.bye_bye_black_sheep.data import (
    ADVANCED_POOL,
    BLACK_SHEEP_BASE,
    CARD_IDS,
    EAGLE,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    MAGPIE_SPECIES,
    MAX_PLAYERS,
    MOLE,
    MOTHER_SHEEP,
    PLACEMENT_DISCOUNT,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TRIPLET,
    TURN_LIMIT_PER_PLAYER,
    WHITE_SHEEP,
    WOLF,
    black_sheep,
    card_id,
    is_black_sheep,
    species_in_use,
    universe,
)

# ----------------------------------------------------------------------------- message keys

#: Every event key the engine emits → its parameters. Seats are ints (0 = P1), cards are
#: Table 1.1 ids (``"set:4"``, ``"joker"``, ``"eagle"``, ``"black_sheep:2"``), species are
#: numbers 1–16, ``drawn`` is the drawn count D after the event (BB-4.4). Events not marked
#: private are public.
EVENT_KEYS: dict[str, str] = {
    "bb.drew": "seat, source: the seat drawn from, card, drawn (BB-4.2, BB-4.3)",
    "bb.drew_black_sheep": (
        "seat, source, card: 'black_sheep:<source>', drawn: D (unchanged); the black sheep "
        "goes straight back to source and a forced end follows (BB-4.3, BB-5.1, BB-7.1)"
    ),
    "bb.eagle_declined": "seat: the active seat does not ask (BB-7.2a)",
    "bb.eagle_asked": (
        "seat, target, species, answered: bool, card: the card put into the watering hole or "
        "None, drawn (BB-7.2b; answered False: the turn ends as a voluntary end, BB-7.2c)"
    ),
    "bb.mole_looked": "seat, target, cards: int (the size of the hand seen) (BB-7.3a)",
    "bb.mole_saw": "seat, target, cards: [card]; private_to=seat (BB-7.3a)",
    "bb.mole_found_nothing": "seat, target: the hand seen holds no set card (BB-7.3b)",
    "bb.mole_picked": "seat, target, card, drawn (BB-7.3b)",
    "bb.magpie_nothing": "seat: no other zoo holds a card, the Magpie takes nothing (BB-7.4c)",
    "bb.magpie_declined": "seat (BB-7.4c: taking a card is optional)",
    "bb.magpie_stole": (
        "seat, victim, card, species: its species (a joker's declared one), drawn, "
        "triplets: the victim's triplets after the theft (BB-7.4c, BB-7.4d)"
    ),
    "bb.white_sheep_offered": "seat: the owner X, who decides next; active (BB-7.5)",
    "bb.white_sheep_nothing": "seat: X, active: X holds no set card to place (BB-7.5)",
    "bb.white_sheep_declined": "seat: X, active (BB-7.5)",
    "bb.mother_sheep": (
        "seat, card: the pile's top card or None (pile empty), drawn, pile: size after (BB-7.6)"
    ),
    "bb.wolf": "seat, victim, covered: [card] now face down under the Wolf, drawn: 1 (BB-7.7a)",
    "bb.turn_end": (
        "seat, end: 'stop' | 'eagle_no' (voluntary, BB-5.2) | 'black_sheep' (forced, BB-5.1), "
        "drawn: D, allowance: cards that may be placed (0 after a forced end)"
    ),
    "bb.covered_returned": "seat: the Wolf's victim, cards: [card] (BB-7.7c, BB-5.1.2, BB-5.2.1)",
    "bb.wh_taken": "seat, cards: [card] into the active hand, hand: size after (BB-5.1.3, BB-5.2.2)",
    "bb.placed": (
        "seat, card, species (a joker's declared one), via: 'turn' | 'white_sheep', count: "
        "cards of that species in the zoo, triplets, placements_left (BB-5.2.3, BB-5.4, "
        "BB-6.2, BB-7.5)"
    ),
    "bb.triplet": "seat, species, triplets: the zoo's triplets now (a species reached 3, BB-6.2)",
    "bb.magpie_taken": (
        "seat, reasons: ['third_species' and/or 'shared_species'], species: the placed "
        "card's (BB-7.4b; once per game)"
    ),
    "bb.placing_done": "seat, unused: int (the allowance left unused, BB-5.3)",
    "bb.refilled": "seat, count: cards drawn, wanted: cards short of the target, pile (BB-8)",
    "bb.refill_cards": "seat, cards: [card]; private_to=seat (BB-8.1)",
    "bb.turn_over": (
        "seat: the seat whose turn ended, turn: turns completed, idle: bool, stall: counter, "
        "stall_limit: 2n, turn_limit: 100n (BB-9.3)"
    ),
    "bb.next": "seat: the next active seat, turn: its turn number from 0 (BB-3.1)",
    "bb.won": "seat, triplets, target, active: whose turn it was (BB-6.3, BB-9.1)",
    "bb.stall_end": "reason: 'stall' | 'turn_limit', stall, turns (BB-9.3)",
    "bb.game_over": "winners: [seat], scores: triplets by seat, ended_by, tie_break (BB-9)",
}

#: Every ``IllegalAction.reason`` key → its parameters.
ILLEGAL_REASONS: dict[str, str] = {
    "bb.illegal.game_over": "no params: the game is over",
    "bb.illegal.not_your_turn": "seat, to_move",
    "bb.illegal.unknown_action": "action: class name",
    "bb.illegal.wrong_phase": "action: class name, phase: the decision that is due (see Phase)",
    "bb.illegal.no_such_seat": "seat",
    "bb.illegal.draw_from_self": "seat (BB-4.1: draw from an opponent)",
    "bb.illegal.ask_self": "seat (BB-7.2a: ask a player other than yourself)",
    "bb.illegal.eagle_needs_player": "no params: an Eagle question names a player (BB-7.2a)",
    "bb.illegal.eagle_needs_species": "target: the Eagle question to target names a species (BB-7.2a)",
    "bb.illegal.species_not_in_use": "species (Table 1.3)",
    "bb.illegal.mole_must_pick": "target: a set card must be chosen (BB-7.3b)",
    "bb.illegal.mole_not_in_hand": "card, target (BB-7.3b)",
    "bb.illegal.mole_not_set_card": "card (BB-7.3b: only set cards or the joker)",
    "bb.illegal.steal_own_zoo": "seat (BB-7.4c: another player's zoo)",
    "bb.illegal.steal_not_in_zoo": "victim, card (BB-7.4c)",
    "bb.illegal.not_in_hand": "card",
    "bb.illegal.not_placeable": "card (BB-5.3: special cards are never placed)",
    "bb.illegal.joker_needs_species": "no params: a joker is placed with a declared species (BB-5.4)",
    "bb.illegal.declare_only_joker": "card: only a joker takes a declared species",
}

#: :attr:`Outcome.ended_by` keys.
END_TRIPLETS = "bb.end.triplets"
END_STALL = "bb.end.stall"
END_TURN_LIMIT = "bb.end.turn_limit"
#: :attr:`Outcome.tie_break` keys (BB-9.4).
TIEBREAK_ZOO_CARDS = "bb.tiebreak.zoo_cards"
TIEBREAK_SHARED = "bb.tiebreak.shared"

#: In ``State.forced_draws``: "the target's black sheep".
FORCE_BLACK_SHEEP = -1


@records.frozen
class Options:
    """Rule options (reference section 11); the defaults are the published base game.

    - ``advanced``: the special pool of Table 1.4 with White Sheep, Mother Sheep and Wolf
      (BB-2.6, BB-7.5 to BB-7.7).
    - ``joker``: one joker in the set deck (BB-2.2, BB-5.4, BB-7.8).
    """

    advanced: bool = False
    joker: bool = False


class Phase(Enum):
    """The decision that is due (serialises as its value)."""

    DRAW = "draw"  # the active seat stops or draws (BB-4.1)
    EAGLE = "eagle"  # the active seat asks with the Eagle or declines (BB-7.2)
    MOLE = "mole"  # the active seat picks a set card from the hand it sees (BB-7.3)
    MAGPIE = "magpie"  # the active seat steals from a zoo or declines (BB-7.4c)
    WHITE_SHEEP = "white_sheep"  # the White Sheep's owner places a card or declines (BB-7.5)
    PLACE = "place"  # the active seat places its allowance (BB-5.2.3)
    OVER = "over"


# Reading an Enum member off its class runs Python code (3.11); the engine uses these names.
_DRAW = Phase.DRAW
_EAGLE = Phase.EAGLE
_MOLE = Phase.MOLE
_MAGPIE = Phase.MAGPIE
_WHITE_SHEEP = Phase.WHITE_SHEEP
_PLACE = Phase.PLACE
_OVER = Phase.OVER


# ----------------------------------------------------------------------------- actions


@records.frozen
class Draw:
    """Draw one card at random from seat ``target``'s hidden hand (BB-4.1, BB-4.2)."""

    target: int


@records.frozen
class Stop:
    """End the drawing step voluntarily (BB-4.1, BB-5.2); legal before the first draw too."""


@records.frozen
class AskEagle:
    """Ask seat ``target`` for a card of ``species`` (1–16, in use) with the Eagle (BB-7.2)."""

    target: int
    species: int


@records.frozen
class MolePick:
    """Put the set card ``card`` (a species 1–16, or 0 for the joker) from the hand seen with
    the Mole into the watering hole (BB-7.3b)."""

    card: int


@records.frozen
class Steal:
    """With the Magpie, take ``card`` (a species, or 0 for the joker) from seat ``victim``'s
    zoo into the watering hole (BB-7.4c)."""

    victim: int
    card: int


@records.frozen
class Place:
    """Place ``card`` (a species 1–16, or 0 for the joker with ``declare`` = a species in
    use) from the own hand into the own zoo: one of the allowance (BB-5.2.3) or the White
    Sheep's placement (BB-7.5). ``declare`` is ``None`` for any other card (BB-5.4)."""

    card: int
    declare: int | None = None


@records.frozen
class Decline:
    """Leave the optional part of the current decision: do not ask with the Eagle
    (BB-7.2a), take nothing with the Magpie (BB-7.4c), do not place with the White Sheep
    (BB-7.5), or place no more cards (BB-5.3)."""


Action = Draw | Stop | AskEagle | MolePick | Steal | Place | Decline

# ----------------------------------------------------------------------------- state


@records.define
class State:
    """The full state of a game.

    - ``hands[s]``/``zoos[s]``: sorted card kinds; ``joker_species`` is the declared species
      of the joker while it lies in a zoo, else 0 (BB-5.4, BB-7.4d).
    - ``pile``: the draw pile, top first; ``removed``: advanced specials removed unseen at
      setup (BB-2.6); ``magpie_beside``: the Magpie still lies beside the pile (BB-2.7).
    - ``known[o * players + s]``: the cards observer ``o`` knows to be in seat ``s``'s hand
      (``o == players`` is the public; the entry for ``o == s`` is unused and empty);
      ``excluded[s]``: species that ``s``'s unknown cards cannot hold (an Eagle's "no").
    - Turn: ``active`` seat, ``phase``; ``wh`` the face-up watering-hole row (D = its
      length, BB-4.4); ``covered`` the cards under the Wolf, ``wolf_victim`` whose they are
      (BB-7.7); ``subject`` the seat whose hand a Mole saw or whose White Sheep was drawn;
      ``placements_left`` in phase PLACE.
    - Stall (BB-9.3): ``pile_at_start`` is the pile size when the turn began, ``zoo_grew``
      whether any card entered a zoo this turn, ``stall`` the idle-turn counter, ``turns`` the
      turns completed. ``step`` counts applied actions.
    - End: ``winner`` (a triplet win) and ``ended_by`` (an ``END_*`` key) once over.
    - ``forced_draws``: card kinds the next draws must take (tests only; see the module doc).
    """

    players: int
    options: Options
    rng: Rng
    hands: list[tuple[int, ...]]
    zoos: list[tuple[int, ...]]
    pile: tuple[int, ...]
    removed: tuple[int, ...]
    known: list[tuple[int, ...]]
    excluded: list[tuple[int, ...]]
    start_player: int
    active: int
    phase: Phase = Phase.DRAW
    joker_species: int = 0
    magpie_beside: bool = True
    wh: tuple[int, ...] = ()
    covered: tuple[int, ...] = ()
    wolf_victim: int | None = None
    subject: int | None = None
    placements_left: int = 0
    pile_at_start: int = 0
    zoo_grew: bool = False
    stall: int = 0
    turns: int = 0
    step: int = 0
    winner: int | None = None
    ended_by: str | None = None
    forced_draws: tuple[int, ...] = ()


# ----------------------------------------------------------------------------- views


@records.frozen
class View:
    """What seat ``seat`` may see (reference section 10); ``seat`` is ``None`` for a spectator.

    ``hand`` is the seat's own hand (empty for a spectator). ``known[s]`` is what the seat
    knows to be in seat ``s``'s hand (its own: the whole hand; a spectator: the public
    knowledge), ``public_known[s]`` what everybody knows, ``excluded[s]`` the species that
    ``s``'s unknown cards cannot hold. ``covered`` lists the cards under the Wolf (face
    down, but each was face up first). ``removed`` shows the advanced specials removed at
    setup once the game is over (empty before; ``removed_count`` is always public). The
    other fields mirror :class:`State`; ``target``
    is the triplets to win and ``hand_target`` the refill target (Table 1.3).
    """

    seat: int | None
    players: int
    options: Options
    phase: Phase
    to_move: int | None
    active: int
    start_player: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    public_known: tuple[tuple[int, ...], ...]
    excluded: tuple[tuple[int, ...], ...]
    zoos: tuple[tuple[int, ...], ...]
    joker_species: int
    magpie_beside: bool
    wh: tuple[int, ...]
    covered: tuple[int, ...]
    wolf_victim: int | None
    subject: int | None
    placements_left: int
    pile_size: int
    removed_count: int
    removed: tuple[int, ...]
    pile_at_start: int
    zoo_grew: bool
    stall: int
    turns: int
    step: int
    winner: int | None
    ended_by: str | None
    target: int
    hand_target: int

    @property
    def game_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    @property
    def drawn(self) -> int:
        """The drawn count D of the current turn (BB-4.4)."""
        return len(self.wh)


@records.frozen
class HandRisk:
    """How risky a draw from one hand is, from what the viewing seat knows (BB-4.2, BB-7.1).

    ``cards``: the hand size; ``black_sheep``: how many of those cards can be a black sheep
    (known black sheep plus, were any black sheep unaccounted for, the unknown cards; in a
    real game always 1: the owner's); ``known``: the cards the viewer knows are there;
    ``unknown``: cards it cannot name; ``p_black_sheep``: the chance that one draw is a black
    sheep (at most ``black_sheep / cards``, exact when ``black_sheep`` cards are black sheep
    for sure).
    """

    seat: int
    cards: int
    black_sheep: int
    known: tuple[int, ...]
    unknown: int
    p_black_sheep: float


def draw_risks(view: View) -> tuple[HandRisk | None, ...]:
    """Per seat, the risk of drawing from that hand as the view's seat sees it (``None`` for
    the viewing seat itself, who never draws from its own hand). Pure: depends only on the
    view (BB-4.2, BB-7.1; the reference's visibility table, section 10)."""
    unseen_black = view.players - sum(
        1 for row in view.known for c in row if is_black_sheep(c)
    )  # 0 in every real game: each owner's black sheep is public knowledge
    risks: list[HandRisk | None] = []
    for s in range(view.players):
        if s == view.seat:
            risks.append(None)
            continue
        known = view.known[s]
        size = view.hand_sizes[s]
        unknown = size - len(known)
        sure = sum(1 for c in known if is_black_sheep(c))
        possible = sure + (min(unknown, unseen_black) if unseen_black > 0 else 0)
        risks.append(HandRisk(s, size, possible, known, unknown, sure / size if size else 0.0))
    return tuple(risks)


def unseen_cards(view: View) -> Counter[int]:
    """The cards the view's seat has not seen, by kind: every card of the game (Table 1.1)
    minus its own hand, the zoos, the watering hole, the Wolf's covered cards, the removed
    specials once shown, the Magpie beside the pile and what it knows of other hands. They
    are the other hands' unknown cards, the pile and the removed specials (section 10). A
    negative count means the view shows more than the game has (only a broken view)."""
    unseen = Counter(universe(view.players, view.options.advanced, view.options.joker))
    visible: list[int] = list(view.hand)
    for z in view.zoos:
        visible.extend(z)
    visible.extend(view.wh)
    visible.extend(view.covered)
    visible.extend(view.removed)
    if view.magpie_beside:
        visible.append(MAGPIE)
    for s in range(view.players):
        if s != view.seat:
            visible.extend(view.known[s])
    unseen.subtract(visible)
    return unseen


# ----------------------------------------------------------------------------- zoo helpers


def species_counts(zoo: Iterable[int], joker_species: int = 0) -> dict[int, int]:
    """Species → cards of it in ``zoo``, a joker counting as ``joker_species`` (BB-6.1,
    BB-6.2). A joker with no declared species (0) counts under 0."""
    counts: dict[int, int] = {}
    for c in zoo:
        sp = joker_species if c == JOKER else c
        counts[sp] = counts.get(sp, 0) + 1
    return counts


def triplets(zoo: Iterable[int], joker_species: int = 0) -> int:
    """The number of species with at least 3 cards in ``zoo`` (BB-6.2): a joker counts as its
    declared species, a 4th or 5th card adds nothing."""
    return len(_triplet_set(zoo, joker_species))


def triplet_species(zoo: Iterable[int], joker_species: int = 0) -> list[int]:
    """The species that form a triplet in ``zoo``, ascending (BB-6.2)."""
    return sorted(_triplet_set(zoo, joker_species))


def _triplet_set(zoo: Iterable[int], joker_species: int) -> set[int]:
    # Sorted, a species has a triplet where a card equals the card TRIPLET - 1 places on
    # (every step in C: this runs on each placement). An undeclared joker (0) is no species.
    cards = sorted(zoo)
    if cards and cards[0] == JOKER:
        cards = sorted(joker_species if c == JOKER else c for c in cards)
    found = set(compress(cards, map(eq, cards, cards[TRIPLET - 1 :])))
    found.discard(0)
    return found


def final_outcome(
    zoos: Sequence[Sequence[int]],
    joker_species: int,
    target: int,
    winner: int | None,
    ended_by: str,
) -> Outcome:
    """The result of a finished game (BB-6.3, BB-9.1, BB-9.4).

    ``scores`` are the triplets per seat. After a triplet win (``winner`` given) the winner
    ranks first alone. After a stall or the turn limit (``winner`` ``None``) the most
    triplets win; on a tie the most zoo cards (a joker counts as 1, ``tie_break`` =
    ``"bb.tiebreak.zoo_cards"``); still tied, a shared win (``"bb.tiebreak.shared"``). The
    other seats rank by (triplets, zoo cards), tied seats sharing a place. ``breakdown[s]``:
    ``triplets``, ``triplet_species`` ([species]), ``zoo_cards``, ``species`` ({species as
    str: cards}), ``target`` and ``won_by_triplets``.
    """
    sets = [_triplet_set(z, joker_species) for z in zoos]
    trips, ranking, tie_break = _ranking(zoos, joker_species, winner, tuple(map(len, sets)))
    sizes = [len(z) for z in zoos]
    breakdown = tuple(
        {
            "triplets": trips[s],
            "triplet_species": sorted(sets[s]),
            "zoo_cards": sizes[s],
            "species": {str(sp): n for sp, n in sorted(species_counts(z, joker_species).items())},
            "target": target,
            "won_by_triplets": winner == s,
        }
        for s, z in enumerate(zoos)
    )
    return Outcome(
        scores=trips,
        ranking=ranking,
        winners=ranking[0],
        tie_break=tie_break,
        breakdown=breakdown,
        ended_by=ended_by,
    )


def _ranking(
    zoos: Sequence[Sequence[int]],
    joker_species: int,
    winner: int | None,
    trips: tuple[int, ...] | None = None,
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], str | None]:
    """The scores (triplets per seat, unless given), the ranking and the tie-break key of
    :func:`final_outcome`, without its breakdown (the ``bb.game_over`` event needs no more)."""
    if trips is None:
        trips = tuple(triplets(z, joker_species) for z in zoos)
    sizes = [len(z) for z in zoos]
    order = sorted(range(len(zoos)), key=lambda s: (-trips[s], -sizes[s], s))
    if winner is not None:
        order.remove(winner)
    places: dict[tuple[int, int], list[int]] = {}
    for s in order:
        places.setdefault((trips[s], sizes[s]), []).append(s)
    ranking = [tuple(g) for g in places.values()]
    tie_break: str | None = None
    if winner is not None:
        ranking.insert(0, (winner,))
    else:
        best = trips[ranking[0][0]]
        if sum(1 for t in trips if t == best) > 1:
            tie_break = TIEBREAK_ZOO_CARDS if len(ranking[0]) == 1 else TIEBREAK_SHARED
    return trips, tuple(ranking), tie_break


# ----------------------------------------------------------------------------- engine helpers

# The transitions below change a state they own in place and report into ``events``. In a
# rollout (:meth:`ByeByeBlackSheep.rollout`) ``events`` is None: they build no events, keep
# no knowledge (``known``, ``excluded``) and draw from a generator the rollout owns.

_NEW = object.__new__
_IDS = CARD_IDS


def _remove(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _insert(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = bisect.bisect_right(cards, card)
    return cards[:i] + (card,) + cards[i:]


def _merge(cards: tuple[int, ...], more: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted((*cards, *more)))


def copy_state(s: State) -> State:
    """``s`` copied for a transition to change (BB-4 to BB-9 work on such a copy; the search's
    rollouts and the positions builder use it too): a copy sharing only immutable parts
    (tuples, options) and the generator, which a transition replaces with a copy of its own
    before it draws (only :func:`_do_draw` does). Built slot by slot (``list.copy`` is cheaper than ``[:]``): several times faster than
    ``State(...)``."""
    c: State = _NEW(State)
    c.players = s.players
    c.options = s.options
    c.rng = s.rng
    c.hands = s.hands.copy()
    c.zoos = s.zoos.copy()
    c.pile = s.pile
    c.removed = s.removed
    c.known = s.known.copy()
    c.excluded = s.excluded.copy()
    c.start_player = s.start_player
    c.active = s.active
    c.phase = s.phase
    c.joker_species = s.joker_species
    c.magpie_beside = s.magpie_beside
    c.wh = s.wh
    c.covered = s.covered
    c.wolf_victim = s.wolf_victim
    c.subject = s.subject
    c.placements_left = s.placements_left
    c.pile_at_start = s.pile_at_start
    c.zoo_grew = s.zoo_grew
    c.stall = s.stall
    c.turns = s.turns
    c.step = s.step
    c.winner = s.winner
    c.ended_by = s.ended_by
    c.forced_draws = s.forced_draws
    return c


#: players → seat → (the index ``players * players + seat`` of the public's knowledge of the
#: seat's hand in ``State.known``, the indices ``o * players + seat`` of every other seat's).
_KNOWERS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {
    n: tuple(
        (n * n + seat, tuple(o * n + seat for o in range(n) if o != seat)) for seat in range(n)
    )
    for n in SETUP
}


# Knowledge is shared by identity: every observer that knows exactly what the public knows of
# a hand holds the public's tuple itself (each observer's knowledge contains the public's), so
# the updates below work out the public's once and hand it on. A state rebuilt from a save
# holds equal tuples instead: the same updates, one observer at a time, and shared again after.


def _leave_hand(s: State, seat: int, card: int, know: bool = True) -> None:
    """``card`` leaves ``seat``'s hand face up: every observer that knew of it forgets one
    (unless ``know`` is False: a rollout keeps no knowledge)."""
    hand = s.hands[seat]
    i = hand.index(card)
    s.hands[seat] = hand[:i] + hand[i + 1 :]
    if not know:
        return
    known = s.known
    pub, privates = _KNOWERS[s.players][seat]
    old = known[pub]
    if card in old:
        i = old.index(card)
        new = known[pub] = old[:i] + old[i + 1 :]
    else:
        new = old
    for idx in privates:
        k = known[idx]
        if k is old:
            known[idx] = new
        elif card in k:
            i = k.index(card)
            k = k[:i] + k[i + 1 :]
            known[idx] = new if k == new else k


def _enter_hand_face_up(s: State, seat: int, cards: tuple[int, ...], know: bool = True) -> None:
    """``cards`` enter ``seat``'s hand in plain sight: every observer knows them (unless
    ``know`` is False: a rollout keeps no knowledge)."""
    if not cards:
        return
    s.hands[seat] = tuple(sorted(s.hands[seat] + cards))
    if not know:
        return
    known = s.known
    pub, privates = _KNOWERS[s.players][seat]
    old = known[pub]
    new = known[pub] = tuple(sorted(old + cards))
    for idx in privates:
        k = known[idx]
        if k is old:
            known[idx] = new
        else:
            k = tuple(sorted(k + cards))
            known[idx] = new if k == new else k


def _zoo_species(zoo: tuple[int, ...], joker_species: int) -> set[int]:
    return {joker_species if c == JOKER else c for c in zoo}


def _placeable(hand: tuple[int, ...]) -> bool:
    return bool(hand) and hand[0] <= LAST_SPECIES


# Every action the engine offers is built once; hands and zoos are sorted, so their set
# cards (and the joker, kind 0, first) come first, each kind's copies together.
_DECLINE = Decline()
#: players → active seat → its draw decision (BB-4.1).
_DRAW_ACTIONS: dict[int, tuple[tuple[Stop | Draw, ...], ...]] = {
    n: tuple((Stop(), *(Draw(t) for t in range(n) if t != a)) for a in range(n)) for n in SETUP
}
#: Every Eagle decision of the active seat, built once: players (2–5) → active seat → the
#: tuple ``(Decline(), AskEagle(t, sp) for each other seat t and each species sp in use)``,
#: in that order (BB-7.2: ask one other player for one species, or decline). The legal list
#: of the Eagle phase (:meth:`ByeByeBlackSheep.legal_actions`) and the AI's playout policy
#: (``ai.py``, which takes ``[0]`` for the decline) read it; never changed.
EAGLE_ACTIONS: dict[int, tuple[tuple[Decline | AskEagle, ...], ...]] = {
    n: tuple(
        (
            Decline(),
            *(AskEagle(t, sp) for t in range(n) if t != a for sp in species_in_use(n)),
        )
        for a in range(n)
    )
    for n in SETUP
}
_MOLE_PICKS: tuple[MolePick, ...] = tuple(MolePick(c) for c in range(LAST_SPECIES + 1))
_PLACES: tuple[Place, ...] = tuple(Place(c) for c in range(LAST_SPECIES + 1))
#: players → a joker's placements, by declared species (BB-5.4).
_JOKER_PLACES: dict[int, tuple[Place, ...]] = {
    n: tuple(Place(JOKER, sp) for sp in species_in_use(n)) for n in SETUP
}
_STEALS: tuple[tuple[Steal, ...], ...] = tuple(
    tuple(Steal(v, c) for c in range(LAST_SPECIES + 1)) for v in range(MAX_PLAYERS)
)


def _mole_actions(hand: tuple[int, ...]) -> list[MolePick]:
    """A pick per set-card kind of the (sorted) hand seen, ascending (BB-7.3b)."""
    out: list[MolePick] = []
    last = -1
    for c in hand:
        if c > LAST_SPECIES:
            break
        if c != last:
            out.append(_MOLE_PICKS[c])
            last = c
    return out


def _place_actions(hand: tuple[int, ...], players: int) -> list[Decline | Place]:
    """Decline, a placement per species of the (sorted) hand, ascending, then the joker's
    placements by declared species (BB-5.3, BB-5.4)."""
    out: list[Decline | Place] = [_DECLINE]
    if not hand or hand[0] > LAST_SPECIES:
        return out
    joker = hand[0] == JOKER
    last = JOKER  # the joker gets its own placements below
    for c in hand:
        if c > LAST_SPECIES:
            break
        if c != last:
            out.append(_PLACES[c])
            last = c
    if joker:
        out.extend(_JOKER_PLACES[players])
    return out


def _steal_actions(zoos: Sequence[tuple[int, ...]], active: int) -> list[Decline | Steal]:
    """Decline, then a theft per kind of each other (sorted) zoo, by seat (BB-7.4c)."""
    out: list[Decline | Steal] = [_DECLINE]
    for v, zoo in enumerate(zoos):
        if v != active and zoo:
            steals = _STEALS[v]
            last = -1
            for c in zoo:
                if c != last:
                    out.append(steals[c])
                    last = c
    return out


def _finish_game(s: State, ended_by: str, events: list[Event] | None) -> None:
    s.phase = _OVER
    s.ended_by = ended_by
    if events is not None:
        scores, ranking, tie_break = _ranking(s.zoos, s.joker_species, s.winner)  # as outcome's
        events.append(
            Event(
                "bb.game_over",
                {
                    "winners": list(ranking[0]),
                    "scores": list(scores),
                    "ended_by": ended_by,
                    "tie_break": tie_break,
                },
            )
        )


def _place(
    s: State, seat: int, card: int, declare: int | None, via: str, events: list[Event] | None
) -> bool:
    """Move ``card`` from ``seat``'s hand into its zoo, then the Magpie check (BB-7.4b) and
    the win check (BB-6.3), in the order of BB-5.5. True if the game is now over."""
    _leave_hand(s, seat, card, events is not None)
    before = s.zoos[seat]
    before_joker = s.joker_species
    if card == JOKER:
        assert declare is not None
        s.joker_species = declare
        species = declare
    else:
        species = card
    zoo = _insert(before, card)
    s.zoos[seat] = zoo
    s.zoo_grew = True
    joker_species = s.joker_species
    # Cards that count as the species: its own, and the joker when declared as it (BB-5.4).
    count = zoo.count(species) + (zoo[0] == JOKER and joker_species == species)
    # Only a species' third card adds a triplet (BB-6.2), and the zoo had fewer than the
    # target before (or the game would be over), so a rollout counts them only then.
    trips = triplets(zoo, joker_species) if count == TRIPLET or events is not None else 0
    if events is not None:
        events.append(
            Event(
                "bb.placed",
                {
                    "seat": seat,
                    "card": _IDS[card],
                    "species": species,
                    "via": via,
                    "count": count,
                    "triplets": trips,
                    "placements_left": max(0, s.placements_left - 1) if via == "turn" else 0,
                },
                seat,
            )
        )
    if count == TRIPLET:
        if events is not None:
            events.append(
                Event("bb.triplet", {"seat": seat, "species": species, "triplets": trips}, seat)
            )
    if s.magpie_beside:
        reasons: list[str] = []
        had = _zoo_species(before, before_joker)
        if len(had) == MAGPIE_SPECIES - 1 and species not in had:
            reasons.append("third_species")
        for other, z in enumerate(s.zoos):  # a card of the species, or the joker declared so
            if other != seat and (species in z or (joker_species == species and JOKER in z)):
                reasons.append("shared_species")
                break
        if reasons:
            s.magpie_beside = False
            _enter_hand_face_up(s, seat, (MAGPIE,), events is not None)
            if events is not None:
                events.append(
                    Event(
                        "bb.magpie_taken",
                        {"seat": seat, "reasons": reasons, "species": species},
                        seat,
                    )
                )
    target = SETUP[s.players].triplets_to_win
    if trips >= target:
        s.winner = seat
        if events is not None:
            events.append(
                Event(
                    "bb.won",
                    {"seat": seat, "triplets": trips, "target": target, "active": s.active},
                    seat,
                )
            )
        _finish_game(s, END_TRIPLETS, events)
        return True
    return False


def _collect(s: State, events: list[Event] | None) -> None:
    """The Wolf's covered cards go to its victim, the watering hole to the active seat
    (BB-5.1.2-3, BB-5.2.1-2, BB-7.7c)."""
    covered = s.covered
    if covered:
        victim = s.wolf_victim
        assert victim is not None
        _enter_hand_face_up(s, victim, covered, events is not None)
        if events is not None:
            events.append(
                Event(
                    "bb.covered_returned",
                    {"seat": victim, "cards": [_IDS[c] for c in covered]},
                    victim,
                )
            )
        s.covered = ()
    s.wolf_victim = None
    s.subject = None
    wh = s.wh
    if wh:
        a = s.active
        _enter_hand_face_up(s, a, wh, events is not None)
        if events is not None:
            events.append(
                Event(
                    "bb.wh_taken",
                    {"seat": a, "cards": [_IDS[c] for c in wh], "hand": len(s.hands[a])},
                    a,
                )
            )
        s.wh = ()


def _voluntary_end(s: State, end: str, events: list[Event] | None) -> None:
    """BB-5.2: collect, then the placement step (or the rest of the turn if nothing can be
    placed)."""
    drawn = len(s.wh)
    allowance = drawn - PLACEMENT_DISCOUNT if drawn > PLACEMENT_DISCOUNT else 0
    a = s.active
    if events is not None:
        events.append(
            Event("bb.turn_end", {"seat": a, "end": end, "drawn": drawn, "allowance": allowance}, a)
        )
    _collect(s, events)
    hand = s.hands[a]
    if allowance > 0 and hand and hand[0] <= LAST_SPECIES:
        s.phase = _PLACE
        s.placements_left = allowance
    else:
        _finish_turn(s, events)


def _forced_end(s: State, events: list[Event] | None) -> None:
    """BB-5.1: the black sheep is already back; collect and place nothing."""
    a = s.active
    if events is not None:
        events.append(
            Event(
                "bb.turn_end",
                {"seat": a, "end": "black_sheep", "drawn": len(s.wh), "allowance": 0},
                a,
            )
        )
    _collect(s, events)
    _finish_turn(s, events)


#: players → (refill target, stall limit, turn limit) (Table 1.3, BB-8.1, BB-9.3).
_LIMITS: dict[int, tuple[int, int, int]] = {
    n: (row.hand_target, STALL_TURNS_PER_PLAYER * n, TURN_LIMIT_PER_PLAYER * n)
    for n, row in SETUP.items()
}
#: players → active seat → the other seats in turn order after it (BB-8.2).
_AFTER: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((a + k) % n for k in range(1, n)) for a in range(n)) for n in SETUP
}


def _finish_turn(s: State, events: list[Event] | None) -> None:
    """Refill (BB-8), the stall check (BB-9.3) and the next seat (BB-3.1, BB-3.2)."""
    n = s.players
    a = s.active
    goal, stall_limit, turn_limit = _LIMITS[n]
    hands = s.hands
    pile = s.pile
    # With the pile empty the loop only reports; a rollout, which reports nothing, skips it.
    for seat in _AFTER[n][a] if pile or events is not None else ():
        hand = hands[seat]
        wanted = goal - len(hand)
        if wanted <= 0:
            continue  # BB-8.3: nobody discards
        take = pile[:wanted]
        if take:
            pile = pile[len(take) :]
            hands[seat] = tuple(sorted(hand + take))
            s.excluded[seat] = ()  # new unknown cards: an Eagle's "no" no longer holds
            if events is not None:
                events.append(
                    Event(
                        "bb.refill_cards",
                        {"seat": seat, "cards": [_IDS[c] for c in take]},
                        seat,
                        seat,
                    )
                )
        if events is not None:
            events.append(
                Event(
                    "bb.refilled",
                    {"seat": seat, "count": len(take), "wanted": wanted, "pile": len(pile)},
                    seat,
                )
            )
    s.pile = pile
    idle = not s.zoo_grew and len(pile) == s.pile_at_start
    stall = s.stall + 1 if idle else 0
    s.stall = stall
    turns = s.turns + 1
    s.turns = turns
    if events is not None:
        events.append(
            Event(
                "bb.turn_over",
                {
                    "seat": a,
                    "turn": turns,
                    "idle": idle,
                    "stall": stall,
                    "stall_limit": stall_limit,
                    "turn_limit": turn_limit,
                },
                a,
            )
        )
    s.phase = _DRAW
    s.placements_left = 0
    s.subject = None
    if stall >= stall_limit or turns >= turn_limit:
        reason = "stall" if stall >= stall_limit else "turn_limit"
        if events is not None:
            events.append(Event("bb.stall_end", {"reason": reason, "stall": stall, "turns": turns}))
        _finish_game(s, END_STALL if reason == "stall" else END_TURN_LIMIT, events)
        return
    nxt = a + 1 if a + 1 < n else 0
    s.active = nxt
    s.pile_at_start = len(pile)
    s.zoo_grew = False
    if events is not None:
        events.append(Event("bb.next", {"seat": nxt, "turn": turns}, nxt))


# ----------------------------------------------------------------------------- the game

#: Events that happen by themselves at the end of a turn (refills, the next turn, the stall
#: end): from the first of them on, an action's events are news to the seat that chose it
#: (:meth:`ByeByeBlackSheep.own_events`).
AUTOMATIC_KEYS = frozenset(
    {"bb.refill_cards", "bb.refilled", "bb.turn_over", "bb.stall_end", "bb.next"}
)


_Options = Options  # the class attribute ``ByeByeBlackSheep.Options`` shadows the name


class ByeByeBlackSheep(GameBase[State, Action, View, Options]):
    """The Bye-Bye Black Sheep game (implements :class:`farmhouse.core.game.Game`)."""

    id: ClassVar[str] = "bye_bye_black_sheep"
    player_counts: ClassVar[range] = range(2, 6)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[object] = Action

    # -- setup ------------------------------------------------------------------------------

    def setup(self, players: int, options: _Options, seed: int) -> State:
        """A new game (BB-2.1 to BB-2.9). ValueError unless 2 ≤ players ≤ 5.

        Order of chance, all from ``Rng.from_seed(seed)``: shuffle the set deck (species in
        use × 4, plus the joker with option ``joker``), deal ``dealt`` cards to each seat from
        the top in seat order (the rest is the pile, top first), shuffle the special pool
        (Table 1.3's eagles and moles, or Table 1.4) and deal one to each seat in seat order
        (advanced: the rest is removed unseen), then choose the start player.
        """
        if players not in self.player_counts:
            raise ValueError(f"Bye-Bye Black Sheep needs 2 to 5 players, got {players}")
        row = SETUP[players]
        rng = Rng.from_seed(seed)
        deck = [sp for sp in species_in_use(players) for _ in range(4)]
        if options.joker:
            deck.append(JOKER)
        rng.shuffle(deck)
        d = row.dealt
        hands = [deck[i * d : (i + 1) * d] for i in range(players)]
        pile = tuple(deck[players * d :])
        if options.advanced:
            specials = list(ADVANCED_POOL)
        else:
            specials = [EAGLE] * row.eagles + [MOLE] * row.moles
        rng.shuffle(specials)
        for seat, hand in enumerate(hands):
            hand.extend((black_sheep(seat), specials[seat]))
        removed = tuple(sorted(specials[players:]))
        start = rng.randbelow(players)
        return State(
            players=players,
            options=options,
            rng=rng,
            hands=[tuple(sorted(h)) for h in hands],
            zoos=[() for _ in range(players)],
            pile=pile,
            removed=removed,
            known=initial_knowledge(players),
            excluded=[() for _ in range(players)],
            start_player=start,
            active=start,
            pile_at_start=len(pile),
        )

    # -- queries ----------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        """The seat that decides now: the White Sheep's owner in phase WHITE_SHEEP (an
        out-of-turn decision, BB-7.5), else the active seat; ``None`` when over."""
        phase = state.phase
        if phase is _OVER:
            return None
        if phase is _WHITE_SHEEP:
            return state.subject
        return state.active

    def own_events(self, events: Sequence[Event]) -> int:
        """How many of one action's ``events``, from the first, are the mover's own doing: up
        to the first of :data:`AUTOMATIC_KEYS`; the rest happened by itself (refills, the end of the turn, the next turn) and is
        news to the mover too ("since your last turn")."""
        for k, event in enumerate(events):
            if event.key in AUTOMATIC_KEYS:
                return k
        return len(events)

    def turn_of(self, state: State) -> int | None:
        """The active seat, whose turn it is, also while a White Sheep's owner decides in it
        (BB-7.5: that decision is out of turn); ``None`` once the game is over."""
        return None if state.phase is _OVER else state.active

    def legal_actions(self, state: State) -> list[Any]:
        """Every distinct legal action of the seat to move, in a fixed order:

        - DRAW: ``Stop()``, then ``Draw(t)`` for each opponent in seat order (BB-4.1);
        - EAGLE: ``Decline()``, then ``AskEagle(t, species)`` by seat, then species (BB-7.2);
        - MOLE: ``MolePick(card)`` for each set-card kind in the seen hand (BB-7.3b);
        - MAGPIE: ``Decline()``, then ``Steal(victim, card)`` by seat, then kind (BB-7.4c);
        - WHITE_SHEEP / PLACE: ``Decline()``, then ``Place(species)`` by species, then
          ``Place(0, declare)`` for a joker by declared species (BB-5.3, BB-5.4, BB-7.5);
        - ``[]`` when the game is over.
        """
        phase = state.phase
        if phase is _DRAW:
            return [*_DRAW_ACTIONS[state.players][state.active]]
        if phase is _PLACE:
            return _place_actions(state.hands[state.active], state.players)
        if phase is _EAGLE:
            return [*EAGLE_ACTIONS[state.players][state.active]]
        if phase is _MOLE:
            assert state.subject is not None
            return _mole_actions(state.hands[state.subject])
        if phase is _MAGPIE:
            return _steal_actions(state.zoos, state.active)
        if phase is _WHITE_SHEEP:
            assert state.subject is not None
            return _place_actions(state.hands[state.subject], state.players)
        return []

    def legal_actions_in_view(self, view: View) -> list[Any]:
        """The same list as :meth:`legal_actions`, from the view of the seat to move (the
        Mole's hand is in that seat's knowledge); ``[]`` if the view's seat is not to move."""
        seat = view.seat
        if seat is None or view.to_move != seat:
            return []
        phase = view.phase
        if phase is _DRAW:
            return list(_DRAW_ACTIONS[view.players][view.active])
        if phase is _PLACE or phase is _WHITE_SHEEP:
            return _place_actions(view.hand, view.players)
        if phase is _EAGLE:
            return list(EAGLE_ACTIONS[view.players][view.active])
        if phase is _MOLE:
            assert view.subject is not None
            return _mole_actions(view.known[view.subject])
        if phase is _MAGPIE:
            return _steal_actions(view.zoos, view.active)
        return []

    # -- apply ------------------------------------------------------------------------------

    def apply(
        self, state: State, action: Any, seat: int | None = None
    ) -> tuple[State, list[Event]]:
        """The state after the seat to move takes ``action`` (a copy; ``state`` is untouched)
        and the events it caused, in order. If ``seat`` is given it must be the seat to move.

        Raises :class:`IllegalAction` with a ``"bb.illegal.*"`` reason (see
        :data:`ILLEGAL_REASONS`), and ValueError if ``state.forced_draws`` names a card the
        target does not hold (a broken test position).
        """
        phase = state.phase
        if phase is _OVER:
            raise IllegalAction("bb.illegal.game_over")
        if seat is not None and seat != self.to_move(state):
            raise IllegalAction("bb.illegal.not_your_turn", seat=seat, to_move=self.to_move(state))
        entry = _DISPATCH[phase._value_].get(type(action))
        if entry is None:
            _refuse_kind(phase, action, state.subject)
        check, transition = entry
        if check is not None:
            check(state, action)  # validates; raises IllegalAction
        s = copy_state(state)
        s.step += 1
        events: list[Event] = []
        transition(s, action, events)
        return s, events

    def rollout(self, state: State, rand: Callable[[], float]) -> tuple[State, int]:
        """Play ``state`` to the end with uniformly random legal actions, for searches (see
        :func:`farmhouse.core.game.rollout`): each decision takes
        ``legal_actions(s)[int(rand() * len(legal))]`` and chance comes from the state's own
        generator, so the game is the one the :meth:`apply` loop plays, card for card.

        Returns ``(final state, actions taken)``; ``state`` is untouched. Faster than the
        loop: one copy instead of one per action, no validation (every action comes from the
        legal list), no events, and no knowledge: the final state's ``known`` and
        ``excluded`` are left as they were, so it is fit for :meth:`outcome` and
        :meth:`to_move`, not for :meth:`view`, :meth:`sample_state` or :meth:`digest`.
        """
        s = copy_state(state)
        s.rng = state.rng.copy()
        transitions = TRANSITIONS
        legal_actions = self.legal_actions
        n = s.players
        draws = _DRAW_ACTIONS[n]  # per active seat: Stop(), then a Draw per opponent
        draw, stop, floor = _do_draw, _voluntary_end, math.floor  # floor = int, twice as fast
        actions = 0
        for actions in itertools.count():  # noqa: B007 (the count is the result)
            phase = s.phase
            if phase is _DRAW:  # most decisions, as legal_actions lists them: n choices
                i = floor(rand() * n)
                if i:
                    draw(s, draws[s.active][i], None)  # type: ignore[arg-type]  # i > 0: a Draw
                else:
                    stop(s, "stop", None)  # = _do_stop
            elif phase is _OVER:
                break
            else:
                legal = legal_actions(s)
                action = legal[floor(rand() * len(legal))]
                transitions[phase._value_][type(action)](s, action, None)
        s.step += actions
        return s, actions

    def advance(self, state: State, action: Any) -> State:
        """The state after the legal ``action`` (a copy; ``state`` is untouched), for searches
        (the ``hard`` level's :meth:`~farmhouse.core.search.SearchHooks.advance`): exactly
        :meth:`apply`'s state (every field, knowledge and generator included; the tests
        compare them on random games of every option) without its checks and with its events
        dropped. ``action`` must be one of :meth:`legal_actions`: an illegal one is not
        detected and may leave a broken state, so nothing that comes from a player or a save
        goes through here (:class:`~farmhouse.core.match.Match` and the saves use
        :meth:`apply`). Implements the same rules as :meth:`apply` (BB-4 to BB-9)."""
        s = copy_state(state)
        s.step += 1
        TRANSITIONS[s.phase._value_][type(action)](s, action, [])
        return s

    def advance_in_place(self, state: State, action: Any) -> None:
        """The legal ``action`` applied to ``state`` itself, the way :meth:`rollout` plays:
        unchecked, no events, no knowledge kept (``known`` and ``excluded`` are left as they
        were, except that a refill clears ``excluded``) and chance from ``state.rng`` itself.
        For a search's playout, which owns its state: every list in it and its generator
        (give it a copy of a state whose generator it has copied). The state after it equals
        :meth:`apply`'s in everything but ``known``, ``excluded`` and the generator object's
        identity (the tests check that); fit for :meth:`to_move`, :meth:`legal_actions`,
        :meth:`outcome` and further calls, not for :meth:`view`, :meth:`sample_state` or
        :meth:`digest`. Never used on a match's state (BB-4 to BB-9 as in :meth:`apply`)."""
        state.step += 1
        TRANSITIONS[state.phase._value_][type(action)](state, action, None)

    # -- result -----------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        """The final result (see :func:`final_outcome`), or ``None`` while the game goes on."""
        if state.phase is not Phase.OVER:
            return None
        assert state.ended_by is not None
        return final_outcome(
            state.zoos,
            state.joker_species,
            SETUP[state.players].triplets_to_win,
            state.winner,
            state.ended_by,
        )

    # -- views ------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (section 10; ``None`` = spectator): its own hand, every
        hand's size, what it knows of each hand (section 10 and the module doc), everything
        public. Never: other hands' unknown cards, the pile's contents and order, the
        generator, ``forced_draws``, nor before the end the removed specials. ValueError for
        a seat not at the table."""
        n = state.players
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"no seat {seat} in a {n}-player game")
        known = state.known
        public = tuple(known[n * n + s] for s in range(n))
        if seat is None:
            mine = public
            hand: tuple[int, ...] = ()
        else:
            hand = state.hands[seat]
            mine = tuple(hand if s == seat else known[seat * n + s] for s in range(n))
        row = SETUP[n]
        return View(
            seat=seat,
            players=n,
            options=state.options,
            phase=state.phase,
            to_move=self.to_move(state),
            active=state.active,
            start_player=state.start_player,
            hand=hand,
            hand_sizes=tuple(len(h) for h in state.hands),
            known=mine,
            public_known=public,
            excluded=tuple(state.excluded),
            zoos=tuple(state.zoos),
            joker_species=state.joker_species,
            magpie_beside=state.magpie_beside,
            wh=state.wh,
            covered=state.covered,
            wolf_victim=state.wolf_victim,
            subject=state.subject,
            placements_left=state.placements_left,
            pile_size=len(state.pile),
            removed_count=len(state.removed),
            removed=state.removed if state.phase is Phase.OVER else (),
            pile_at_start=state.pile_at_start,
            zoo_grew=state.zoo_grew,
            stall=state.stall,
            turns=state.turns,
            step=state.step,
            winner=state.winner,
            ended_by=state.ended_by,
            target=row.triplets_to_win,
            hand_target=row.hand_target,
        )

    def sample_state(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view`` (``view(sample, view.seat) == view``, same
        legal actions), a determinisation for search players.

        The cards the seat has not seen (all cards minus its hand, the zoos, the watering
        hole, the Wolf's covered cards, the Magpie beside the pile and every card it knows
        in other hands) are dealt at random: specials to other hands' unknown slots or to
        the removed cards (advanced), set cards to the unknown slots or the pile, never a
        species into a hand whose unknown cards an Eagle's "no" excluded. Other observers
        are given the public knowledge (what they saw privately with a Mole is unknown to
        this seat), except that during a Mole the active seat knows the hand it sees. The
        sample's generator is spawned from ``rng`` (which advances); ``forced_draws`` is
        empty. Raises ValueError if no deal fits the view.
        """
        return self.sampler(view)(rng)

    def sampler(self, view: View) -> Callable[[Rng], State]:
        """:meth:`sample_state` for one ``view`` as a function of the generator:
        ``sampler(view)(rng)`` is ``sample_state(view, rng)`` (the same state, the same use of
        ``rng``). What depends on the view alone (its unseen cards, the unknown hand slots,
        the knowledge of every observer) is worked out once, here, so a search that samples
        a world per iteration pays for it once per decision. Raises ValueError as
        :meth:`sample_state` does: here for a view whose cards do not add up, at a call if
        no deal fits the view."""
        n = view.players
        me = view.seat
        unseen = unseen_cards(view)
        cards = sorted(unseen.elements())
        if any(v < 0 for v in unseen.values()):
            raise ValueError("the view shows more cards than the game has")
        if any(is_black_sheep(c) for c in cards):
            raise ValueError("a black sheep is missing from the view's knowledge")
        all_specials = [c for c in cards if c > LAST_SPECIES]
        all_sets = [c for c in cards if c <= LAST_SPECIES]
        hidden_removed = view.removed_count - len(view.removed)
        if len(all_specials) < hidden_removed:
            raise ValueError("the view removes more specials than are unseen")
        shown_removed = view.removed
        all_owners: list[int] = []
        for s in range(n):
            if s == me:
                continue
            free = view.hand_sizes[s] - len(view.known[s])
            if free < 0:
                raise ValueError(f"seat {s} is known to hold more cards than it has")
            all_owners.extend([s] * free)
        if len(all_owners) + view.pile_size != len(all_specials) - hidden_removed + len(all_sets):
            raise ValueError("the view's card counts do not add up")
        view_known = view.known
        known_of_me: list[tuple[int, ...]] = []
        for o in range(n + 1):
            for s in range(n):
                if o == s:
                    known_of_me.append(())
                elif o == me:
                    known_of_me.append(view_known[s])
                else:
                    known_of_me.append(view.public_known[s])
        mole_known = -1
        if view.phase is Phase.MOLE and view.active != me:
            assert view.subject is not None
            mole_known = view.active * n + view.subject
        excluded = view.excluded
        # Without an Eagle's "no" for a seat with unknown cards, every card fits every slot:
        # the deal is the shuffled cards in slot order (what _deal_unknown finds then).
        plain = not any(excluded[s] for s in set(all_owners))
        slots = len(all_owners)
        options, zoos, phase = view.options, view.zoos, view.phase
        hand, subject = view.hand, view.subject

        def sample(rng: Rng) -> State:
            specials = all_specials.copy()
            rng.shuffle_packed(specials)
            if hidden_removed:
                removed = tuple(sorted((*shown_removed, *specials[:hidden_removed])))
                specials = specials[hidden_removed:]
            else:
                removed = tuple(sorted(shown_removed))
            sets = all_sets.copy()
            rng.shuffle_packed(sets)
            owners = all_owners.copy()
            if plain:
                if len(specials) > slots:
                    raise ValueError("more unseen specials than unknown hand cards")
                rng.shuffle_packed(owners)
                deal = specials + sets
                dealt: dict[int, list[int]] = {}
                for slot, seat in enumerate(owners):
                    got = dealt.get(seat)
                    if got is None:
                        dealt[seat] = [deal[slot]]
                    else:
                        got.append(deal[slot])
                pile = deal[slots:]
            else:
                dealt, pile = _deal_unknown(rng, owners, excluded, specials, sets)
            hands: list[tuple[int, ...]] = []
            for s in range(n):
                if s == me:
                    hands.append(hand)
                else:
                    hands.append(_merge(view_known[s], dealt.get(s, ())))
            known = known_of_me.copy()
            if mole_known >= 0:
                assert subject is not None
                known[mole_known] = hands[subject]
            st: State = _NEW(State)
            st.players = n
            st.options = options
            st.rng = rng.spawn()
            st.hands = hands
            st.zoos = list(zoos)
            st.pile = tuple(pile)
            st.removed = removed
            st.known = known
            st.excluded = list(excluded)
            st.start_player = view.start_player
            st.active = view.active
            st.phase = phase
            st.joker_species = view.joker_species
            st.magpie_beside = view.magpie_beside
            st.wh = view.wh
            st.covered = view.covered
            st.wolf_victim = view.wolf_victim
            st.subject = subject
            st.placements_left = view.placements_left
            st.pile_at_start = view.pile_at_start
            st.zoo_grew = view.zoo_grew
            st.stall = view.stall
            st.turns = view.turns
            st.step = view.step
            st.winner = view.winner
            st.ended_by = view.ended_by
            st.forced_draws = ()
            return st

        return sample

    def digest(self, state: State) -> str:
        """SHA-256 hex digest of the full state's canonical JSON (for save files)."""
        return digest_of(state)


def initial_knowledge(players: int) -> list[tuple[int, ...]]:
    """What each observer knows of each hand at the deal, indexed ``observer * players +
    seat`` for observers ``0..players`` (the last: the public): everybody knows that each
    hand holds its owner's black sheep (section 10); observers of a hand share one tuple
    (see :func:`_leave_hand`)."""
    own = [(black_sheep(s),) for s in range(players)]
    return [() if o == s else own[s] for o in range(players + 1) for s in range(players)]


def _deal_unknown(
    rng: Rng,
    owners: list[int],
    excluded: Sequence[tuple[int, ...]],
    specials: list[int],
    sets: list[int],
) -> tuple[dict[int, list[int]], list[int]]:
    """Fill the unknown hand slots (``owners[i]`` = the seat of slot i): every special goes
    to a slot; set cards fill the rest, never a species excluded for that seat; unused set
    cards form the pile (in their shuffled order). An augmenting-path matching, so a deal is
    found whenever one exists; ValueError otherwise."""
    rng.shuffle_packed(owners)
    cards = specials + sets
    if len(specials) > len(owners):
        raise ValueError("more unseen specials than unknown hand cards")
    slot_card = [-1] * len(owners)
    card_slot = [-1] * len(cards)
    for k in range(len(specials)):
        slot_card[k] = k
        card_slot[k] = k

    def allowed(ci: int, slot: int) -> bool:
        c = cards[ci]
        return c > LAST_SPECIES or c not in excluded[owners[slot]]

    free = list(range(len(specials), len(cards)))
    for slot in range(len(specials), len(owners)):
        for pos, ci in enumerate(free):
            if allowed(ci, slot):
                slot_card[slot] = ci
                card_slot[ci] = slot
                del free[pos]
                break

    def augment(slot: int, seen: set[int]) -> bool:
        for ci in range(len(cards)):
            if ci in seen or not allowed(ci, slot):
                continue
            seen.add(ci)
            if card_slot[ci] == -1 or augment(card_slot[ci], seen):
                card_slot[ci] = slot
                slot_card[slot] = ci
                return True
        return False

    for slot in range(len(owners)):
        if slot_card[slot] == -1 and not augment(slot, set()):
            raise ValueError("no deal of the unseen cards fits the view")
    dealt: dict[int, list[int]] = {}
    for slot, ci in enumerate(slot_card):
        dealt.setdefault(owners[slot], []).append(cards[ci])
    pile = [cards[ci] for ci in range(len(specials), len(cards)) if card_slot[ci] == -1]
    return dealt, pile


# ----------------------------------------------------------------------------- validation


def check_in_view(view: View, action: Any) -> None:
    """Raise the :class:`IllegalAction` that :meth:`ByeByeBlackSheep.apply` would raise if
    ``view.seat`` took ``action`` now, from the view alone (the same checks, run on what
    the seat sees: its own hand, the hand its Mole shows, the zoos); return if it would be
    accepted. For the choice model (:mod:`~farmhouse.games.bye_bye_black_sheep.choices`),
    which tells a player why a target cannot be picked in the rules' own words.

    Reasons, in the order apply checks them: ``bb.illegal.game_over``,
    ``bb.illegal.not_your_turn`` (``seat``, ``to_move``), the wrong kind of action for the
    decision due (:func:`_refuse_kind`), then the action's own check (BB-4.1, BB-5.3,
    BB-5.4, BB-7.2a, BB-7.3b, BB-7.4c).
    """
    check_turn(view)
    phase = view.phase
    kind = type(action)
    if kind not in _DISPATCH[phase._value_]:
        _refuse_kind(phase, action, view.subject)
    if kind is Draw:
        check_draw(view.players, view.active, action)
    elif kind is AskEagle:
        check_ask(view.players, view.active, action.target, action.species)
    elif kind is MolePick:
        assert view.subject is not None
        check_mole(view.known[view.subject], view.subject, action)
    elif kind is Steal:
        check_steal(view.players, view.active, view.zoos, action)
    elif kind is Place:
        check_place(view.hand, view.players, action)


def check_turn(view: View) -> None:
    """Raise unless ``view.seat`` decides now: ``bb.illegal.game_over``, else
    ``bb.illegal.not_your_turn`` (``seat``, ``to_move``) as :meth:`ByeByeBlackSheep.apply`
    raises them (the White Sheep's owner decides in another's turn, BB-7.5)."""
    if view.phase is _OVER:
        raise IllegalAction("bb.illegal.game_over")
    if view.seat is None or view.seat != view.to_move:
        raise IllegalAction("bb.illegal.not_your_turn", seat=view.seat, to_move=view.to_move)


def _refuse_kind(phase: Phase, action: Any, subject: int | None) -> NoReturn:
    """Raise why ``action``'s kind is not a move of the decision ``phase``:
    ``bb.illegal.unknown_action`` (not a move of this game), ``bb.illegal.mole_must_pick``
    (the Mole's choice is due, BB-7.3b), else ``bb.illegal.wrong_phase`` (``action``: its
    class name, ``phase``: the decision due)."""
    if type(action) not in _ACTION_TYPES:
        raise IllegalAction("bb.illegal.unknown_action", action=type(action).__name__)
    if phase is _MOLE:
        raise IllegalAction("bb.illegal.mole_must_pick", target=subject)
    raise IllegalAction("bb.illegal.wrong_phase", action=type(action).__name__, phase=phase.value)


def _check_seat(players: int, seat: Any) -> None:
    if not isinstance(seat, int) or not 0 <= seat < players:
        raise IllegalAction("bb.illegal.no_such_seat", seat=seat)


def check_draw(players: int, active: int, action: Draw) -> None:
    """Raise unless ``action`` names an opponent of ``active`` (BB-4.1)."""
    _check_seat(players, action.target)
    if action.target == active:
        raise IllegalAction("bb.illegal.draw_from_self", seat=action.target)


def check_ask(players: int, active: int, target: int | None, species: int | None) -> None:
    """Raise unless an Eagle question to ``target`` for ``species`` names another player
    and a species in use (BB-7.2a): ``bb.illegal.eagle_needs_player`` when it names nobody
    yet (``target`` None), ``bb.illegal.eagle_needs_species`` when it names no species yet
    (``species`` None; a board asks for the player first, then the species)."""
    if target is None:
        raise IllegalAction("bb.illegal.eagle_needs_player")
    _check_seat(players, target)
    if target == active:
        raise IllegalAction("bb.illegal.ask_self", seat=target)
    if species is None:
        raise IllegalAction("bb.illegal.eagle_needs_species", target=target)
    if species not in species_in_use(players):
        raise IllegalAction("bb.illegal.species_not_in_use", species=species)


def check_mole(seen: tuple[int, ...], subject: int, action: MolePick) -> None:
    """Raise unless ``action`` picks a set card (or the joker) of the hand ``seen`` with
    the Mole, seat ``subject``'s (BB-7.3b)."""
    card = action.card
    if not isinstance(card, int) or not 0 <= card <= LAST_SPECIES:
        raise IllegalAction("bb.illegal.mole_not_set_card", card=_safe_id(card))
    if card not in seen:
        raise IllegalAction("bb.illegal.mole_not_in_hand", card=card_id(card), target=subject)


def check_steal(players: int, active: int, zoos: Sequence[tuple[int, ...]], action: Steal) -> None:
    """Raise unless ``action`` takes a card that lies in another player's zoo (BB-7.4c)."""
    _check_seat(players, action.victim)
    if action.victim == active:
        raise IllegalAction("bb.illegal.steal_own_zoo", seat=action.victim)
    if action.card not in zoos[action.victim]:
        raise IllegalAction(
            "bb.illegal.steal_not_in_zoo", victim=action.victim, card=_safe_id(action.card)
        )


def check_place(hand: tuple[int, ...], players: int, action: Place) -> None:
    """Raise unless ``action`` places a set card of ``hand`` (the deciding seat's), a joker
    with a declared species in use and nothing else declared (BB-5.3, BB-5.4)."""
    card = action.card
    if not isinstance(card, int) or card not in hand:
        raise IllegalAction("bb.illegal.not_in_hand", card=_safe_id(card))
    if card > LAST_SPECIES:
        raise IllegalAction("bb.illegal.not_placeable", card=card_id(card))
    if card == JOKER:
        if action.declare is None:
            raise IllegalAction("bb.illegal.joker_needs_species")
        if action.declare not in species_in_use(players):
            raise IllegalAction("bb.illegal.species_not_in_use", species=action.declare)
    elif action.declare is not None:
        raise IllegalAction("bb.illegal.declare_only_joker", card=card_id(card))


# The checks on a state, as apply's dispatch calls them (state, action).


def _check_draw(state: State, action: Draw) -> None:
    check_draw(state.players, state.active, action)


def _check_none(state: State, action: Any) -> None:
    return None


def _check_ask(state: State, action: AskEagle) -> None:
    check_ask(state.players, state.active, action.target, action.species)


def _check_mole(state: State, action: MolePick) -> None:
    assert state.subject is not None
    check_mole(state.hands[state.subject], state.subject, action)


def _check_steal(state: State, action: Steal) -> None:
    check_steal(state.players, state.active, state.zoos, action)


def _check_place(state: State, action: Place) -> None:
    seat = state.subject if state.phase is _WHITE_SHEEP else state.active
    assert seat is not None
    check_place(state.hands[seat], state.players, action)


def _safe_id(card: Any) -> Any:
    try:
        return card_id(card)
    except (ValueError, TypeError):
        return card if isinstance(card, int | str) else repr(card)


# ----------------------------------------------------------------------------- transitions


def _do_stop(s: State, action: Stop, events: list[Event] | None) -> None:
    _voluntary_end(s, "stop", events)


def _do_draw(s: State, action: Draw, events: list[Event] | None) -> None:
    a = s.active
    t = action.target
    hand = s.hands[t]
    if s.forced_draws:
        card = s.forced_draws[0]
        s.forced_draws = s.forced_draws[1:]
        if card == FORCE_BLACK_SHEEP:
            card = black_sheep(t)
        if card not in hand:
            raise ValueError(f"forced draw {card_id(card)} is not in seat {t}'s hand")
        i = hand.index(card)
    else:
        if events is not None:  # a rollout owns its generator; else the copy shares it
            rng: Rng = _NEW(Rng)
            rng.state = s.rng.state
            s.rng = rng
        i = s.rng.randbelow(len(hand))
        card = hand[i]
    if card >= BLACK_SHEEP_BASE:  # BB-4.3, BB-7.1: it goes straight back to its owner
        if events is not None:
            events.append(
                Event(
                    "bb.drew_black_sheep",
                    {"seat": a, "source": t, "card": _IDS[card], "drawn": len(s.wh)},
                    a,
                )
            )
        _forced_end(s, events)
        return
    if events is None:  # a rollout keeps no knowledge: the card just leaves the hand
        s.hands[t] = hand[:i] + hand[i + 1 :]
    else:
        _leave_hand(s, t, card)
    wh = s.wh + (card,)
    s.wh = wh
    if events is not None:
        events.append(
            Event("bb.drew", {"seat": a, "source": t, "card": _IDS[card], "drawn": len(wh)}, a)
        )
    if card <= LAST_SPECIES:
        return
    if card == EAGLE:
        s.phase = _EAGLE
    elif card == MOLE:
        n = s.players
        seen = s.hands[t]
        if events is not None:
            s.known[a * n + t] = seen
            events.append(Event("bb.mole_looked", {"seat": a, "target": t, "cards": len(seen)}, a))
            events.append(
                Event(
                    "bb.mole_saw",
                    {"seat": a, "target": t, "cards": [_IDS[c] for c in seen]},
                    a,
                    a,
                )
            )
        if _placeable(seen):
            s.phase = _MOLE
            s.subject = t
        else:
            if events is not None:
                events.append(Event("bb.mole_found_nothing", {"seat": a, "target": t}, a))
    elif card == MAGPIE:
        if any(z for v, z in enumerate(s.zoos) if v != a):
            s.phase = _MAGPIE
        else:
            if events is not None:
                events.append(Event("bb.magpie_nothing", {"seat": a}, a))
    elif card == WHITE_SHEEP:
        if _placeable(s.hands[t]):
            s.phase = _WHITE_SHEEP
            s.subject = t
            if events is not None:
                events.append(Event("bb.white_sheep_offered", {"seat": t, "active": a}, t))
        else:
            if events is not None:
                events.append(Event("bb.white_sheep_nothing", {"seat": t, "active": a}, t))
    elif card == MOTHER_SHEEP:
        top: int | None = None
        if s.pile:
            top = s.pile[0]
            s.pile = s.pile[1:]
            s.wh += (top,)
        if events is not None:
            events.append(
                Event(
                    "bb.mother_sheep",
                    {
                        "seat": a,
                        "card": None if top is None else _IDS[top],
                        "drawn": len(s.wh),
                        "pile": len(s.pile),
                    },
                    a,
                )
            )
    elif card == WOLF:
        s.covered = s.covered + wh[:-1]
        s.wh = (WOLF,)
        s.wolf_victim = t
        if events is not None:
            events.append(
                Event(
                    "bb.wolf",
                    {"seat": a, "victim": t, "covered": [_IDS[c] for c in s.covered], "drawn": 1},
                    a,
                )
            )


def _do_eagle_decline(s: State, action: Decline, events: list[Event] | None) -> None:
    s.phase = _DRAW
    if events is not None:
        events.append(Event("bb.eagle_declined", {"seat": s.active}, s.active))


def _do_ask(s: State, action: AskEagle, events: list[Event] | None) -> None:
    a = s.active
    t = action.target
    sp = action.species
    answered = sp in s.hands[t]  # BB-7.2d: only a real card of the species answers
    if answered:
        _leave_hand(s, t, sp, events is not None)
        s.wh += (sp,)
    elif events is not None:  # a rollout keeps no knowledge
        s.excluded[t] = tuple(sorted({*s.excluded[t], sp}))
    if events is not None:
        events.append(
            Event(
                "bb.eagle_asked",
                {
                    "seat": a,
                    "target": t,
                    "species": sp,
                    "answered": answered,
                    "card": _IDS[sp] if answered else None,
                    "drawn": len(s.wh),
                },
                a,
            )
        )
    s.phase = _DRAW
    if not answered:
        _voluntary_end(s, "eagle_no", events)


def _do_mole(s: State, action: MolePick, events: list[Event] | None) -> None:
    t = s.subject
    assert t is not None
    _leave_hand(s, t, action.card, events is not None)
    s.wh += (action.card,)
    s.phase = _DRAW
    s.subject = None
    if events is not None:
        events.append(
            Event(
                "bb.mole_picked",
                {"seat": s.active, "target": t, "card": _IDS[action.card], "drawn": len(s.wh)},
                s.active,
            )
        )


def _do_magpie_decline(s: State, action: Decline, events: list[Event] | None) -> None:
    s.phase = _DRAW
    if events is not None:
        events.append(Event("bb.magpie_declined", {"seat": s.active}, s.active))


def _do_steal(s: State, action: Steal, events: list[Event] | None) -> None:
    v = action.victim
    card = action.card
    species = s.joker_species if card == JOKER else card
    s.zoos[v] = _remove(s.zoos[v], card)
    if card == JOKER:
        s.joker_species = 0  # BB-7.4d
    s.wh += (card,)
    s.phase = _DRAW
    if events is not None:
        events.append(
            Event(
                "bb.magpie_stole",
                {
                    "seat": s.active,
                    "victim": v,
                    "card": _IDS[card],
                    "species": species,
                    "drawn": len(s.wh),
                    "triplets": triplets(s.zoos[v], s.joker_species),
                },
                s.active,
            )
        )


def _do_white_decline(s: State, action: Decline, events: list[Event] | None) -> None:
    x = s.subject
    s.phase = _DRAW
    s.subject = None
    if events is not None:
        events.append(Event("bb.white_sheep_declined", {"seat": x, "active": s.active}, x))


def _do_white_place(s: State, action: Place, events: list[Event] | None) -> None:
    x = s.subject
    assert x is not None
    if _place(s, x, action.card, action.declare, "white_sheep", events):
        return
    s.phase = _DRAW
    s.subject = None


def _do_place(s: State, action: Place, events: list[Event] | None) -> None:
    a = s.active
    if _place(s, a, action.card, action.declare, "turn", events):
        return
    s.placements_left -= 1
    if s.placements_left == 0 or not _placeable(s.hands[a]):
        _placing_done(s, events)


def _do_place_decline(s: State, action: Decline, events: list[Event] | None) -> None:
    _placing_done(s, events)


def _placing_done(s: State, events: list[Event] | None) -> None:
    a = s.active
    if events is not None:
        events.append(Event("bb.placing_done", {"seat": a, "unused": s.placements_left}, a))
    _finish_turn(s, events)


_ACTION_TYPES = (Draw, Stop, AskEagle, MolePick, Steal, Place, Decline)

#: (phase, action type) → validator (raises IllegalAction; reads the unchanged state).
_HANDLERS: dict[tuple[Phase, type], Any] = {
    (Phase.DRAW, Stop): _check_none,
    (Phase.DRAW, Draw): _check_draw,
    (Phase.EAGLE, Decline): _check_none,
    (Phase.EAGLE, AskEagle): _check_ask,
    (Phase.MOLE, MolePick): _check_mole,
    (Phase.MAGPIE, Decline): _check_none,
    (Phase.MAGPIE, Steal): _check_steal,
    (Phase.WHITE_SHEEP, Decline): _check_none,
    (Phase.WHITE_SHEEP, Place): _check_place,
    (Phase.PLACE, Decline): _check_none,
    (Phase.PLACE, Place): _check_place,
}

#: (phase, action type) → transition (mutates the copy, appends events).
_APPLY: dict[tuple[Phase, type], Any] = {
    (Phase.DRAW, Stop): _do_stop,
    (Phase.DRAW, Draw): _do_draw,
    (Phase.EAGLE, Decline): _do_eagle_decline,
    (Phase.EAGLE, AskEagle): _do_ask,
    (Phase.MOLE, MolePick): _do_mole,
    (Phase.MAGPIE, Decline): _do_magpie_decline,
    (Phase.MAGPIE, Steal): _do_steal,
    (Phase.WHITE_SHEEP, Decline): _do_white_decline,
    (Phase.WHITE_SHEEP, Place): _do_white_place,
    (Phase.PLACE, Decline): _do_place_decline,
    (Phase.PLACE, Place): _do_place,
}

#: Phase value → action type → (validator or None when there is nothing to check,
#: transition); keyed by the phase's str value because hashing an Enum member runs Python code.
_DISPATCH: dict[str, dict[type, tuple[Any, Any]]] = {p.value: {} for p in Phase}
for (_phase, _type), _check in _HANDLERS.items():
    _DISPATCH[_phase.value][_type] = (
        None if _check is _check_none else _check,
        _APPLY[(_phase, _type)],
    )

GAME = ByeByeBlackSheep()

#: The unchecked transitions: :class:`Phase` value → action type → ``transition(state,
#: action, events)``, which applies a legal action to ``state`` in place (appending to
#: ``events``, or recording none when it is None): BB-4 the drawing step, BB-5 the end of
#: the turn (placing), BB-6 triplets and the win, BB-7 the special cards (the White Sheep's
#: placement out of turn: BB-7.5), BB-8 the refill, BB-9 the end of the game.
#: It is :data:`_DISPATCH` without the validators, for callers whose actions come from the
#: legal list: :meth:`ByeByeBlackSheep.advance_in_place`, :meth:`~ByeByeBlackSheep.rollout`
#: and the AI's playouts (``ai.py``). Never changed (a test may wrap its entries).
TRANSITIONS: dict[str, dict[type, Any]] = {
    phase: {kind: transition for kind, (_, transition) in entries.items()}
    for phase, entries in _DISPATCH.items()
}
