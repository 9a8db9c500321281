"""Bye-Bye Black Sheep AI players: ``easy`` and ``normal`` (DESIGN: AI).

Both see only their seat's :class:`~farmhouse.games.bye_bye_black_sheep.rules.View` and
legal actions; what they remember (cards seen with a Mole, cards that went into a hand face
up, an Eagle's "no") is what the view keeps. Their randomness comes from the player's seed
and public facts of the view, so a choice is a pure function of (seed, view, legal actions).

- ``easy`` draws from a large hand until a drawn count it picks at random each turn (2–5),
  asks the Eagle for a species it collects, steals and picks at random among good cards and
  places the species it holds most of.
- ``normal`` is a one-turn heuristic built on a value of its own position: each card in its
  zoo is worth its share of a triplet (a triplet 1, a pair that can still be completed 0.35,
  a single 0.08, less when the other copies lie in other zoos), cards in hand a fraction of
  what they would add if placed, a win far more than anything. The value of ending the turn
  now places the best cards the allowance D − 2 permits (a small knapsack over species,
  BB-5.2, with the joker as a wildcard). Before each draw it compares that with the expected
  value of one more draw from each opponent: the chance of that hand's black sheep (1 / its
  size, BB-4.2) loses the placements; every other card the hand can hold (from what the seat
  knows of it and the unseen cards) adds itself and one to the allowance, a Wolf takes the
  watering hole away (BB-7.7). It draws from the best hand while that beats stopping. With
  the Eagle it weighs each question by the chance of a "yes" from what it knows; it picks
  with the Mole the card that helps it most and hurts the hand's owner; it steals with the
  Magpie the card whose loss hurts the leading zoo most (BB-7.4c). When an idle turn would
  end the game by the stall rule and it would not win that end (BB-9.3, BB-9.4), it counts
  the idle outcomes as a loss and so draws from a hand that will need refilling, or places.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.bye_bye_black_sheep.data import (
    COPIES_PER_SPECIES,
    EAGLE,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    MOLE,
    MOTHER_SHEEP,
    PLACEMENT_DISCOUNT,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TRIPLET,
    WHITE_SHEEP,
    WOLF,
    is_black_sheep,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Phase,
    Place,
    Steal,
    Stop,
    View,
    species_counts,
    triplets,
    unseen_cards,
)

#: AI levels of this game, easiest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

# ----------------------------------------------------------------------------- shared helpers


def _seat(view: View) -> int:
    if view.seat is None:
        raise ValueError("an AI needs a seated view, not a spectator's")
    return view.seat


def _decision_rng(seed: int, view: View) -> Rng:
    """A generator that depends only on the AI seed and public facts of the view."""
    return Rng.from_seed(seed * 0x9E3779B1 + view.step * 1_000_003 + _seat(view) * 7919)


def draw_odds(view: View, unseen: Counter[int] | None = None) -> list[dict[int, float]]:
    """Per seat, the chance of each card kind for one draw from that hand, from what the
    view's seat knows (empty for its own seat). Known cards count as themselves; an unknown
    card is a special with the share the unseen specials not removed have among all unknown
    hand cards, else a set card in proportion to the unseen set cards (never a species an
    Eagle's "no" excluded)."""
    me = _seat(view)
    unseen = +unseen_cards(view) if unseen is None else unseen
    specials = {c: n for c, n in unseen.items() if c > LAST_SPECIES and not is_black_sheep(c)}
    sets = {c: n for c, n in unseen.items() if c <= LAST_SPECIES}
    n_special = sum(specials.values())
    slots = sum(view.hand_sizes[s] - len(view.known[s]) for s in range(view.players) if s != me)
    in_hands = max(0, n_special - (view.removed_count - len(view.removed)))
    share_special = min(1.0, in_hands / slots) if slots else 0.0
    result: list[dict[int, float]] = []
    for s in range(view.players):
        if s == me:
            result.append({})
            continue
        size = view.hand_sizes[s]
        odds: dict[int, float] = {}
        for c in view.known[s]:
            odds[c] = odds.get(c, 0.0) + 1 / size
        unknown = size - len(view.known[s])
        if unknown > 0:
            allowed = {c: n for c, n in sets.items() if c not in view.excluded[s]}
            total_sets = sum(allowed.values())
            spec_share = share_special if total_sets else (1.0 if n_special else 0.0)
            if n_special:
                for c, n in specials.items():
                    odds[c] = odds.get(c, 0.0) + unknown / size * spec_share * n / n_special
            if total_sets:
                for c, n in allowed.items():
                    odds[c] = odds.get(c, 0.0) + unknown / size * (1 - spec_share) * n / total_sets
        result.append(odds)
    return result


# ----------------------------------------------------------------------------- easy


@attrs.define
class EasyPlayer:
    """Light heuristics with noise (level ``easy``); see the module docstring."""

    seed: int
    level: str = "easy"

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """One of ``legal``; raises :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        rng = _decision_rng(self.seed, view)
        me = _seat(view)
        mine = Counter(species_counts(view.zoos[me], view.joker_species))
        held = Counter(c for c in view.hand if 0 < c <= LAST_SPECIES)
        phase = view.phase
        if phase is Phase.DRAW:
            turn_rng = Rng.from_seed(self.seed * 31 + view.turns * 977 + me)
            goal = 2 + turn_rng.randbelow(4)  # this turn's drawn count: 2-5
            if view.drawn >= goal:
                return legal[0]  # Stop
            draws = [a for a in legal if isinstance(a, Draw)]
            draws.sort(key=lambda a: -(view.hand_sizes[a.target] + rng.random() * 2))
            return draws[0]
        if phase is Phase.EAGLE:
            if rng.random() < 0.4:
                return Decline()
            wanted = [sp for sp, _ in (mine + held).most_common(3)]
            asks = [a for a in legal if isinstance(a, AskEagle) and a.species in wanted]
            return rng.choice(asks) if asks else Decline()
        if phase is Phase.MOLE:
            picks = sorted(legal, key=lambda a: -(mine[a.card] + held[a.card] + rng.random()))
            return picks[0]
        if phase is Phase.MAGPIE:
            steals = [a for a in legal if isinstance(a, Steal)]
            return rng.choice(steals)
        # PLACE / WHITE_SHEEP: the species it holds most of; jokers where they count most.
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return legal[0]

        def score(a: Place) -> float:
            sp = a.declare if a.card == JOKER else a.card
            assert sp is not None
            return mine[sp] * 2 + held[sp] + rng.random()

        return max(places, key=score)


# ----------------------------------------------------------------------------- normal

#: Value of a zoo species with 1, 2, 3+ cards, in triplets (a completable pair / single).
_PAIR = 0.35
_SINGLE = 0.08
#: The same when the species cannot reach 3 any more (its other copies lie in other zoos).
_DEAD_PAIR = 0.1
_DEAD_SINGLE = 0.02
#: A card in hand is worth this share of what it adds once placed.
_HAND_SHARE = 0.3
#: A win is worth far more than any progress.
_WIN = 100.0
#: Bonus for specials whose follow-up the one-step look-ahead does not model.
_EAGLE_BONUS = 0.06
_WHITE_SHEEP_COST = 0.05
#: Weight of hurting the zoo of a seat in proportion to its progress (Magpie, Mole).
_DENIAL = 0.6


@attrs.define
class _Position:
    """The normal player's picture of its own prospects in one decision."""

    species: range
    target: int
    zoo: list[int]  # per species, cards in the own zoo (index = species)
    live: list[bool]  # per species: can still reach 3 (copies outside other zoos)
    triplets: int
    cache: dict[tuple[tuple[int, ...], int, int], float] = attrs.field(factory=dict)

    def g(self, sp: int, n: int) -> float:
        if n >= TRIPLET:
            return 1.0
        if n == 2:
            return _PAIR if self.live[sp] else _DEAD_PAIR
        if n == 1:
            return _SINGLE if self.live[sp] else _DEAD_SINGLE
        return 0.0

    def value(self, hand: tuple[int, ...], jokers: int, allowance: int) -> float:
        """The value after placing the best ``allowance`` cards of ``hand`` (per species
        counts) plus ``jokers`` (0 or 1) into the zoo; the rest of the hand counts as
        potential. ``_WIN`` if the placement can reach the target (BB-6.3)."""
        key = (hand, jokers, allowance)
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        result = self._value(hand, jokers, allowance)
        self.cache[key] = result
        return result

    def _value(self, hand: tuple[int, ...], jokers: int, allowance: int) -> float:
        zoo = self.zoo
        g = self.g
        base = 0.0
        potential = 0.0
        needs: list[int] = []  # cards short of a triplet, for species the hand can complete
        joker_needs: list[int] = []  # the same for species that need the joker too
        best_joker = 0.0
        neg = -math.inf
        # dp[j][c]: best gain with capacity c and j jokers used.
        dp = [[0.0] * (allowance + 1), [neg] * (allowance + 1)]
        for sp in self.species:
            z = zoo[sp]
            h = hand[sp]
            gz = g(sp, z)
            base += gz
            potential += g(sp, z + h)
            if jokers:
                best_joker = max(best_joker, g(sp, z + h + 1) - g(sp, z + h))
            if z < TRIPLET and z + h >= TRIPLET:
                needs.append(TRIPLET - z)
            elif jokers and z < TRIPLET and z + h + 1 >= TRIPLET:
                joker_needs.append(TRIPLET - z)
            top = min(h, TRIPLET - z)
            if allowance == 0 or (top <= 0 and not jokers) or z >= TRIPLET:
                continue
            options = [(k, 0, g(sp, z + k) - gz) for k in range(1, top + 1)]
            if jokers:
                options += [
                    (k + 1, 1, g(sp, z + k + 1) - gz) for k in range(0, min(h, TRIPLET - z - 1) + 1)
                ]
            new0 = dp[0][:]
            new1 = dp[1][:]
            for c in range(1, allowance + 1):
                for k, j, gain in options:
                    if k > c:
                        continue
                    if j == 0:
                        cand = dp[0][c - k] + gain
                        if cand > new0[c]:
                            new0[c] = cand
                        cand = dp[1][c - k] + gain
                        if cand > new1[c]:
                            new1[c] = cand
                    else:
                        cand = dp[0][c - k] + gain
                        if cand > new1[c]:
                            new1[c] = cand
            dp = [new0, new1]
        placed = max(max(dp[0]), max(dp[1]))
        value = (1 - _HAND_SHARE) * (base + placed) + _HAND_SHARE * (potential + best_joker)
        if allowance > 0:
            done = _completable(needs, allowance)
            if joker_needs:
                first = min(joker_needs)
                if first <= allowance:
                    done = max(done, 1 + _completable(needs, allowance - first))
            if self.triplets + done >= self.target:
                value += _WIN
        return value


def _completable(needs: list[int], allowance: int) -> int:
    """How many species of ``needs`` (cards each lacks for a triplet) the allowance can
    complete."""
    done = 0
    for need in sorted(needs):
        if need <= allowance:
            allowance -= need
            done += 1
    return done


def _position(view: View) -> _Position:
    me = _seat(view)
    species = range(1, SETUP[view.players].species + 1)
    size = LAST_SPECIES + 1
    zoo = [0] * size
    elsewhere = [0] * size
    for s, z in enumerate(view.zoos):
        for sp, n in species_counts(z, view.joker_species).items():
            if s == me:
                zoo[sp] += n
            else:
                elsewhere[sp] += n
    live = [COPIES_PER_SPECIES - elsewhere[sp] >= TRIPLET for sp in range(size)]
    trip = sum(1 for sp in species if zoo[sp] >= TRIPLET)
    return _Position(species, view.target, zoo, live, trip)


def _counts(cards: Sequence[int]) -> tuple[tuple[int, ...], int]:
    counts = [0] * (LAST_SPECIES + 1)
    jokers = 0
    for c in cards:
        if c == JOKER:
            jokers = 1
        elif c <= LAST_SPECIES:
            counts[c] += 1
    return tuple(counts), jokers


def _plus(counts: tuple[int, ...], card: int) -> tuple[int, ...]:
    c = list(counts)
    c[card] += 1
    return tuple(c)


def _progress(view: View, seat: int) -> float:
    """A seat's zoo progress towards the target (a pair counts 0.3 of a triplet), 0–1+."""
    counts = species_counts(view.zoos[seat], view.joker_species)
    pairs = sum(1 for n in counts.values() if n == 2)
    return (triplets(view.zoos[seat], view.joker_species) + 0.3 * pairs) / view.target


def _stall_stake(view: View) -> float:
    """What an idle end of this turn costs the seat when it would end the game by the stall
    rule (BB-9.3): −_WIN if the seat would not win on triplets and zoo cards (BB-9.4), else 0
    (it does not force a stall it would win: that ended games early and won no more arena
    games). Also 0 when this turn's end cannot be a stall end or the turn is already not
    idle (a card entered a zoo, the pile shrank, or the refill will take cards)."""
    n = view.players
    if view.stall < STALL_TURNS_PER_PLAYER * n - 1:
        return 0.0
    if not _idle_so_far(view):
        return 0.0
    me = _seat(view)
    score = [(triplets(z, view.joker_species), len(z)) for z in view.zoos]
    best = max(score)
    return 0.0 if score[me] == best else -_WIN


def _idle_so_far(view: View) -> bool:
    """True while nothing has made this turn non-idle (BB-9.3): no card entered a zoo, the
    pile has not shrunk and, as the hands stand, the refill would take no card."""
    if view.zoo_grew or view.pile_size < view.pile_at_start:
        return False
    return not _refill_takes(view, view.hand_sizes)


def _refill_takes(view: View, sizes: Sequence[int]) -> bool:
    """True if the refill after this turn would take a card from the pile, for hand
    ``sizes`` before the watering hole and the Wolf's cards are handed out (BB-8.1)."""
    if view.pile_size == 0:
        return False
    for s in range(view.players):
        if s == view.active:
            continue
        size = sizes[s] + (len(view.covered) if s == view.wolf_victim else 0)
        if size < view.hand_target:
            return True
    return False


@attrs.define
class NormalPlayer:
    """One-turn expected-value heuristic (level ``normal``); see the module docstring."""

    seed: int
    level: str = "normal"

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """The legal action with the best estimated value; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        pos = _position(view)
        phase = view.phase
        if phase is Phase.PLACE or phase is Phase.WHITE_SHEEP:
            return self._place(view, pos, legal, cancel)
        hand, jokers = _counts((*view.hand, *view.wh))
        if phase is Phase.DRAW:
            stop = self._stop_value(view, pos, hand, jokers)
            best, target = self._best_draw(view, pos, hand, jokers, cancel)
            return Draw(target) if best > stop + 1e-9 else Stop()
        if phase is Phase.EAGLE:
            return self._eagle(view, pos, hand, jokers, legal, cancel)
        if phase is Phase.MOLE:
            return self._mole(view, pos, hand, jokers, legal)
        if phase is Phase.MAGPIE:
            return self._magpie(view, pos, hand, jokers, legal)
        return legal[0]

    # -- the draw ---------------------------------------------------------------------------

    def _stop_value(self, view: View, pos: _Position, hand: tuple[int, ...], jokers: int) -> float:
        """The value of stopping now (BB-5.2), counting a lost stall end this would cause:
        with an allowance the seat may still place (not idle)."""
        allowance = max(0, view.drawn - PLACEMENT_DISCOUNT)
        value = pos.value(hand, jokers, allowance)
        stake = _stall_stake(view)
        if stake == 0.0:
            return value
        idle = pos.value(hand, jokers, 0) + stake
        return max(value, idle) if allowance > 0 and _placeable(hand, jokers) else idle

    def _best_draw(
        self,
        view: View,
        pos: _Position,
        hand: tuple[int, ...],
        jokers: int,
        cancel: CancelToken,
    ) -> tuple[float, int]:
        """The best expected value of one more draw, and from whom (BB-4.2, BB-7)."""
        me = _seat(view)
        odds = draw_odds(view)
        own, own_jokers = _counts(view.hand)
        stake = _stall_stake(view)
        best = -math.inf
        target = (me + 1) % view.players
        for s in range(view.players):
            if s == me:
                continue
            cancel.check()
            # After a card (not the black sheep) leaves s's hand, is the turn still idle?
            sizes = list(view.hand_sizes)
            sizes[s] -= 1
            still_idle = stake != 0.0 and not _refill_takes(view, sizes)
            total = 0.0
            for card, p in odds[s].items():
                value = self._after_draw(view, pos, hand, jokers, own, own_jokers, card)
                if stake != 0.0 and (is_black_sheep(card) or still_idle):
                    value += stake  # a one-step look-ahead ends the turn idle here
                total += p * value
            # Drawing from a seat close to winning takes cards it needs: a small tie-break.
            total += 0.01 * _progress(view, s)
            if total > best:
                best, target = total, s
        return best, target

    def _after_draw(
        self,
        view: View,
        pos: _Position,
        hand: tuple[int, ...],
        jokers: int,
        own: tuple[int, ...],
        own_jokers: int,
        card: int,
    ) -> float:
        """The value of ending the turn right after drawing ``card`` (a one-step look-ahead)."""
        drawn = view.drawn
        allowance = max(0, drawn + 1 - PLACEMENT_DISCOUNT)
        if is_black_sheep(card):  # forced end: everything to the hand, nothing placed
            return pos.value(hand, jokers, 0)
        if card == JOKER:
            return pos.value(hand, 1, allowance)
        if card <= LAST_SPECIES:
            return pos.value(_plus(hand, card), jokers, allowance)
        if card == WOLF:  # the watering hole goes under the Wolf and to its victim
            return pos.value(own, own_jokers, 0)
        if card == EAGLE:
            return pos.value(hand, jokers, allowance) + _EAGLE_BONUS
        if card in (MOLE, MAGPIE):  # one more card follows
            extra = card == MOLE or any(z for s, z in enumerate(view.zoos) if s != view.seat)
            return pos.value(hand, jokers, allowance + int(extra))
        if card == MOTHER_SHEEP:
            return pos.value(hand, jokers, allowance + (1 if view.pile_size else 0))
        if card == WHITE_SHEEP:
            return pos.value(hand, jokers, allowance) - _WHITE_SHEEP_COST
        return pos.value(hand, jokers, allowance)

    # -- specials ---------------------------------------------------------------------------

    def _eagle(
        self,
        view: View,
        pos: _Position,
        hand: tuple[int, ...],
        jokers: int,
        legal: Sequence[Any],
        cancel: CancelToken,
    ) -> Any:
        """Ask where a 'yes' is likely and worth it (BB-7.2), else decline.

        Declining keeps the value of going on, C = max(stop now, best draw). A 'yes' adds
        the card and one to the drawn count, worth about C plus what that card adds to the
        value of stopping; a 'no' ends the turn now (BB-7.2c)."""
        drawn = view.drawn
        stop = pos.value(hand, jokers, max(0, drawn - PLACEMENT_DISCOUNT))
        go_on, _ = self._best_draw(view, pos, hand, jokers, cancel)
        decline = max(stop, go_on)
        odds = draw_odds(view)
        best_value, best = decline, legal[0]
        allowance = max(0, drawn + 1 - PLACEMENT_DISCOUNT)
        for action in legal:
            if not isinstance(action, AskEagle):
                continue
            sp = action.species
            yes = _p_holds(view, odds, action.target, sp)
            if yes <= 0:
                continue
            gain = pos.value(_plus(hand, sp), jokers, allowance) - stop
            value = yes * (decline + gain) + (1 - yes) * stop
            if value > best_value + 1e-9:
                best_value, best = value, action
        return best

    def _mole(
        self,
        view: View,
        pos: _Position,
        hand: tuple[int, ...],
        jokers: int,
        legal: Sequence[Any],
    ) -> Any:
        """The card from the seen hand that helps most and hurts its owner (BB-7.3b)."""
        assert view.subject is not None
        allowance = max(0, view.drawn + 1 - PLACEMENT_DISCOUNT)
        owner = Counter(species_counts(view.zoos[view.subject], view.joker_species))
        threat = _progress(view, view.subject)

        def score(a: MolePick) -> float:
            if a.card == JOKER:
                own = pos.value(hand, 1, allowance)
                hurt = 1.0
            else:
                own = pos.value(_plus(hand, a.card), jokers, allowance)
                hurt = min(owner[a.card], 2) / 2
            return own + _DENIAL * threat * hurt * 0.3

        return max(legal, key=score)

    def _magpie(
        self,
        view: View,
        pos: _Position,
        hand: tuple[int, ...],
        jokers: int,
        legal: Sequence[Any],
    ) -> Any:
        """Steal what helps most and hurts the leading zoo most (BB-7.4c)."""
        allowance = max(0, view.drawn + 1 - PLACEMENT_DISCOUNT)
        decline = pos.value(hand, jokers, max(0, view.drawn - PLACEMENT_DISCOUNT))
        best_value, best = decline, legal[0]
        for action in legal:
            if not isinstance(action, Steal):
                continue
            zoo = Counter(species_counts(view.zoos[action.victim], view.joker_species))
            sp = view.joker_species if action.card == JOKER else action.card
            n = zoo[sp]
            loss = 1.0 if n == TRIPLET else (0.3 if n == 2 else 0.05)
            if action.card == JOKER:
                own = pos.value(hand, 1, allowance)
            else:
                own = pos.value(_plus(hand, action.card), jokers, allowance)
            value = own + _DENIAL * loss * (0.2 + _progress(view, action.victim))
            if value > best_value + 1e-9:
                best_value, best = value, action
        return best

    # -- placing ----------------------------------------------------------------------------

    def _place(self, view: View, pos: _Position, legal: Sequence[Any], cancel: CancelToken) -> Any:
        """Place the card that keeps the best value for the rest of the allowance; stop when
        placing adds nothing (BB-5.2.3, BB-7.5)."""
        hand, jokers = _counts(view.hand)
        left = view.placements_left if view.phase is Phase.PLACE else 1
        best_value = pos.value(hand, jokers, 0)
        if view.phase is Phase.PLACE:
            best_value += _stall_stake(view)  # declining now may end the game by stall
        best = legal[0]  # Decline
        for action in legal:
            if not isinstance(action, Place):
                continue
            cancel.check()
            sp = action.declare if action.card == JOKER else action.card
            assert sp is not None
            zoo = list(pos.zoo)
            zoo[sp] += 1
            after = _Position(
                pos.species,
                pos.target,
                zoo,
                pos.live,
                sum(1 for s in pos.species if zoo[s] >= TRIPLET),
            )
            if after.triplets >= pos.target:
                return action  # BB-6.3: it wins at once
            if action.card == JOKER:
                value = after.value(hand, 0, left - 1)
            else:
                rest = list(hand)
                rest[sp] -= 1
                value = after.value(tuple(rest), jokers, left - 1)
            if value > best_value + 1e-9:
                best_value, best = value, action
        return best


def _placeable(hand: tuple[int, ...], jokers: int) -> bool:
    return jokers > 0 or any(hand)


def _p_holds(view: View, odds: list[dict[int, float]], seat: int, species: int) -> float:
    """The chance that ``seat`` holds at least one card of ``species`` (an Eagle's 'yes')."""
    if species in view.known[seat]:
        return 1.0
    if species in view.excluded[seat]:
        return 0.0
    size = view.hand_sizes[seat]
    unknown = size - len(view.known[seat])
    if unknown <= 0:
        return 0.0
    per_card = odds[seat].get(species, 0.0) * size / unknown  # one unknown card's chance
    return 1.0 - (1.0 - min(1.0, per_card)) ** unknown


# ----------------------------------------------------------------------------- factory


def make_player(
    level: str, seed: int, *, iterations: int | None = None, pool: SearchPool | None = None
) -> EasyPlayer | NormalPlayer | HardPlayer:
    """The AI player of ``level`` (one of :data:`LEVELS`) whose randomness comes from ``seed``.

    ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this game's
    hooks; ``iterations`` (fixed iterations per decision instead of the time budget) and
    ``pool`` (worker processes to search in) are for it only. Raises ValueError for an
    unknown level.
    """
    if level == "hard":
        return HardPlayer("bye_bye_black_sheep", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    raise ValueError(f"unknown Bye-Bye Black Sheep AI level {level!r}")
