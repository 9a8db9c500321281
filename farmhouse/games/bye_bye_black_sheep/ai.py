"""Bye-Bye Black Sheep AI players: ``easy``, ``normal`` and ``hard`` (DESIGN: AI).

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
- ``hard`` is the core search (:mod:`farmhouse.core.search`, SO-ISMCTS over the seat's view)
  with this game's hooks, :class:`ByeByeHooks` (:data:`SEARCH_HOOKS`): a cheap policy that
  weighs one more draw against its black sheep (BB-4.3, BB-5.1, BB-5.2) plays each playout
  to the next round start, where a win-chance estimate fitted on ``normal`` games values
  every seat's zoo and hand; the tree tries the policy's choice first. The same search gives
  the board's hints.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import attrs

from farmhouse.core import records
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, SearchHooks, Values
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.bye_bye_black_sheep.data import (
    BLACK_SHEEP_BASE,
    COPIES_PER_SPECIES,
    EAGLE,
    FIRST_SPECIES,
    JOKER,
    LAST_SPECIES,
    MAGPIE,
    MAX_PLAYERS,
    MOLE,
    MOTHER_SHEEP,
    PLACEMENT_DISCOUNT,
    SETUP,
    STALL_TURNS_PER_PLAYER,
    TRIPLET,
    WHITE_SHEEP,
    WOLF,
    is_black_sheep,
    species_in_use,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    EAGLE_ACTIONS,
    GAME,
    TRANSITIONS,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Phase,
    Place,
    State,
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


@records.define
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


@records.define
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


@records.define
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


# ----------------------------------------------------------------------------- hard


#: Players → the weights of a seat's winning logit (:meth:`ByeByeHooks.score`): per zoo
#: triplet, zoo pair, zoo single, species its hand completes, species its hand makes a pair
#: of, joker in hand, card in hand, and being the seat to move. Started from a fit (maximum
#: likelihood of the winner, softmax over the seats) on the turn starts of ``normal`` against
#: ``normal`` games (an earlier session's; 3 and 4 players in between), then changed where
#: the fit reads a correlation as a cause, which the search then exploits: the fit weighed
#: every card in hand negatively (the seats that drew black sheep hold more cards), and the
#: search stopped at once on turn after turn (D = 0) to keep its hand small; a card in hand
#: now counts only through what it can complete (0). Two players: a zoo single weighs
#: about a third of a pair (the fit had 0.29, nearly a pair's 0.32), as ``normal`` values
#: them.
EVAL_WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (0.8, 0.3, 0.1, 0.19, 0.05, 0.2, 0.0, 0.043),
    3: (0.86, 0.31, 0.1, 0.3, 0.06, 0.2, 0.0, 0.15),
    4: (0.93, 0.31, 0.05, 0.43, 0.11, 0.2, 0.0, 0.3),
    5: (1.01, 0.303, 0.003, 0.546, 0.162, 0.2, 0.0, 0.402),
}


class ByeByeHooks(SearchHooks):
    """How the ``hard`` search (:mod:`farmhouse.core.search`) plays Bye-Bye Black Sheep.

    The tree holds the decisions of the current turn only (:meth:`grows`: draw or stop,
    BB-4.1; Eagle, Mole, Magpie, White Sheep, BB-7; placements, BB-5.2), one subtree per
    decision due and drawn count (:meth:`observation`); candidates come best first by the
    cheap :meth:`policy`'s preference, without dominated actions (:meth:`candidates`), and a
    node considers more of them only as its visits grow (``widening``), so the first visits
    follow the policy. Playouts play the policy to the next round start
    (``playout_rounds``), where :meth:`evaluate` turns each seat's zoo and hand into its
    chance to win (BB-6.2, BB-6.3). States are the search's own full states (a sampled
    world, :meth:`ByeByeBlackSheep.sample_state`); actions are the game's.
    """

    #: Lower than the default 0.7: win chances of the alternatives differ by a few percent.
    exploration = 0.3
    widening = (1.0, 0.3)
    #: :meth:`candidates` of the seat to move looks at its own zoo and hand, the zoos, the
    #: hand sizes and the watering hole, all of which its view shows.
    root_candidates_from_view = True
    #: Actions a playout plays at most before it is valued by :meth:`evaluate`.
    playout_limit: int | None = 1000
    #: Turns a playout plays after the current one (None: to the end of the game).
    playout_turns: int | None = None
    #: Round starts a playout plays to (None: ``playout_turns`` decides).
    playout_rounds: int | None = 1
    #: The chance that the policy plays a random legal action instead of its choice.
    policy_noise = 0.1
    #: Whether the tree holds only the decisions of the current turn (:meth:`grows`).
    tree_turn_only = True
    #: Whether the tree keeps one subtree per watering-hole row (else per drawn count).
    observe_cards = False
    #: What one more drawn card may add to the placements, for the policy's draw rule.
    #: (Per player count 0.3-0.4 with 3-5 players made the policy as strong as ``normal``
    #: as a player, but not the search: see benchmarks/README.md, "Bye-Bye Black Sheep
    #: ``hard`` with four ``normal``".)
    policy_card = 0.05
    #: How much more one more draw must be worth than stopping, for the policy's draw rule.
    policy_margin = 0.0
    #: Players → weights of :meth:`score` (see :data:`EVAL_WEIGHTS`).
    weights: dict[int, tuple[float, ...]]

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.weights = dict(EVAL_WEIGHTS)

    def advance(self, state: State, action: Any) -> State:
        """The unchecked transition (:meth:`ByeByeBlackSheep.advance`)."""
        return GAME.advance(state, action)

    def advance_owned(self, state: State, action: Any) -> State:
        """The transition in place (:meth:`ByeByeBlackSheep.advance_in_place`): the tree's
        hooks read no knowledge (``known``, ``excluded``), which is all it leaves out, and
        draw from the state's generator as :meth:`advance` does from its copy."""
        GAME.advance_in_place(state, action)
        return state

    def grows(self, root: State, state: State) -> bool:
        """With ``tree_turn_only``: the tree holds only the decisions of the turn the search
        began in (the searching seat's draws, stop, specials and placements, and a White
        Sheep owner's answer in it, BB-3.2, BB-7.5); the other seats' turns are played by
        the policy. Measured: with the later seats in the tree, their exploring choices made
        stopping look several points better than drawing where playouts showed the
        opposite."""
        return not self.tree_turn_only or state.turns == root.turns

    def observation(self, state: State, action: Any) -> Hashable | None:
        """What everybody sees after ``action``: the decision now due (phase, active seat)
        and the watering-hole row (the card a draw turned up, an Eagle's answer). Without it
        the tree would mix, after one draw, the drawer's next decision with the next seat's
        (a black sheep ends the turn) under the same actions. With ``observe_cards`` False
        only the drawn count D stands for the row (fewer, better visited subtrees)."""
        if self.observe_cards:
            return (state.phase._value_, state.active, state.wh)
        return (state.phase._value_, state.active, len(state.wh))

    # -- values -----------------------------------------------------------------------------

    def score(self, s: State, seat: int, w: Sequence[float]) -> float:
        """The seat's winning prospects as a logit (see :data:`EVAL_WEIGHTS`): its zoo's
        triplets, pairs and singles (a joker as its declared species, BB-5.4, BB-6.2), the
        species its hand could complete or pair, its joker in hand, its hand size and
        whether it is the seat to move. ``w``: the 8 weights of the player count."""
        zoo, hand = _counts_of(s, seat)
        trip = pairs = singles = complete = hand_pairs = 0
        species = zip(zoo, hand, strict=True)
        next(species)  # index 0: the joker
        for z, h in species:
            if z >= TRIPLET:
                trip += 1
                continue
            zh = z + h
            if not zh:
                continue
            if z == 2:
                pairs += 1
            elif z == 1:
                singles += 1
            if zh >= TRIPLET:
                complete += 1
            elif zh == 2:
                hand_pairs += 1
        return (
            w[0] * trip
            + w[1] * pairs
            + w[2] * singles
            + w[3] * complete
            + w[4] * hand_pairs
            + w[5] * hand[JOKER]
            + w[6] * len(s.hands[seat])
            + (w[7] if seat == s.active else 0.0)
        )

    def evaluate(self, state: State) -> Values:
        """Each seat's chance to win: a softmax of :meth:`score` (weights fitted on
        ``normal`` games, :data:`EVAL_WEIGHTS`)."""
        n = state.players
        w = self.weights[n]
        logits = [self.score(state, p, w) for p in range(n)]
        top = max(logits)
        e = [math.exp(x - top) for x in logits]
        z = sum(e)
        wins = [x / z for x in e]
        return Values(wins, wins)

    # -- the playout policy -----------------------------------------------------------------

    def playout(self, state: State, rand: Callable[[], float]) -> Values:
        """Play on with :meth:`policy` for at most ``playout_limit`` actions, to the end of
        the game or, with ``playout_rounds``, to the start of a round (a turn start whose
        completed turns are a multiple of the players; the playout's own start counts if it
        is one), ``playout_rounds`` rounds ahead, or else ``playout_turns`` turns after the
        current one; then :meth:`values`. Round ends keep every playout of a search valued
        at the same point of the turn order (a playout that begins after the searching
        seat's stop and one that begins in its turn end at the same boundary)."""
        s = state
        s.rng = s.rng.copy()  # the state is ours, but its generator may be shared
        limit = self.playout_limit if self.playout_limit is not None else 100_000
        rounds = self.playout_rounds
        if rounds is not None:
            n = s.players
            at_start = s.phase is _DRAW and not s.wh
            first = -(-s.turns // n) * n if at_start else (s.turns // n + 1) * n
            stop_turn = first + (rounds - 1) * n
        else:
            more = self.playout_turns if self.playout_turns is not None else 10**6
            stop_turn = s.turns + 1 + more
        policy = self.policy
        transitions = TRANSITIONS  # GAME.advance_in_place, inlined
        for _ in range(limit):
            phase = s.phase
            if phase is _OVER or s.turns >= stop_turn:
                break
            action = policy(s, rand)
            s.step += 1
            transitions[phase._value_][type(action)](s, action, None)
        return self.values(s)

    def policy(self, s: State, rand: Callable[[], float]) -> Any:
        """A cheap rule for the seat to move in ``s``: the action of the best
        :meth:`scores`, or with chance ``policy_noise`` a random legal action. (To draw or
        stop, without the scores: the same choice, :meth:`_draw_choice`.)"""
        phase = s.phase
        if phase is _DRAW:  # Stop and a Draw per opponent: never one action
            if rand() < self.policy_noise:
                legal = GAME.legal_actions(s)
                return legal[math.floor(rand() * len(legal))]
            return self._draw_choice(s)
        if phase is _EAGLE:  # 64 questions with 5 players: neither a list nor scores
            if rand() < self.policy_noise:
                legal = GAME.legal_actions(s)
                return legal[math.floor(rand() * len(legal))]
            zoo, hand = _counts_of(s, s.active)
            for c in s.wh:
                if c <= LAST_SPECIES:
                    hand[c] += 1
            return _eagle_best(s, zoo, hand)
        legal = GAME.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        if rand() < self.policy_noise:
            return legal[math.floor(rand() * len(legal))]
        if phase is _PLACE:  # the most frequent decision after drawing: no list of scores
            return _place_choice(s, s.active, legal)
        scores = self.scores(s, legal)
        best = 0
        for i in range(1, len(scores)):
            if scores[i] > scores[best]:
                best = i
        return legal[best]

    def candidates(self, state: State, legal: Sequence[Any]) -> Sequence[Any]:
        """``legal`` ordered best first by :meth:`scores` (with ``widening`` the tree tries
        the policy's choice first), without dominated actions: a placement that wins now is
        the only candidate (BB-6.3: the game ends with it, whatever else the allowance could
        place), and a draw from a hand of one card, which can only be its black sheep
        (BB-2.8, BB-7.1), is never one (stopping is always legal and never worse, BB-4.1,
        BB-5.1). Without this the tree's exploration of the other placements (a wasted last
        placement) made stopping for a sure win look worse than another draw."""
        if len(legal) < 2:
            return legal
        phase = state.phase
        if phase is _PLACE or phase is _WHITE_SHEEP:
            win = _winning_place(state, legal)
            if win is not None:
                return [win]
        elif phase is _DRAW:
            hands = state.hands
            legal = [a for a in legal if type(a) is not Draw or len(hands[a.target]) > 1]
            if len(legal) < 2:
                return legal
        scores = self.scores(state, legal)
        # best first, equal scores in the order of legal (a reversed sort stays stable)
        order = sorted(range(len(legal)), key=scores.__getitem__, reverse=True)
        return [legal[i] for i in order]

    def scores(self, s: State, legal: Sequence[Any]) -> list[float]:
        """A quick preference for each of ``legal`` (higher is better) for the seat to move.

        - Draw or stop (BB-4.1): :meth:`_go_on` decides whether to draw (the risk of the
          black sheep against the placements it would cost); draws from larger hands first.
        - Eagle, Mole (BB-7.2, BB-7.3): the card the zoo and hand need most (one that makes
          a triplet possible first), from the largest hand; Magpie (BB-7.4c): the card that
          breaks a triplet, then the one needed most.
        - Placing (BB-5.2, BB-7.5): triplets first, then the species closest to one.
        """
        phase = s.phase
        if phase is _PLACE or phase is _WHITE_SHEEP:
            seat = s.active if phase is _PLACE else s.subject
            assert seat is not None
            return _place_scores(s, seat, legal)
        zoo, hand = _counts_of(s, s.active)
        for c in s.wh:
            if c <= LAST_SPECIES:
                hand[c] += 1
        if phase is _DRAW:
            return self._draw_scores(s, zoo, hand, legal)
        if phase is _EAGLE:
            return _eagle_scores(s, zoo, hand, legal)
        if phase is _MOLE:
            return [_need(zoo, hand, a.card) for a in legal]
        if phase is _MAGPIE:
            return _steal_scores(s, zoo, hand, legal)
        return [0.0] * len(legal)

    def _draw_scores(
        self, s: State, zoo: list[int], hand: list[int], legal: Sequence[Any]
    ) -> list[float]:
        hands = s.hands
        largest = max(len(hands[a.target]) for a in legal[1:])
        out = [0.0]  # Stop
        go = self._go_on(s, zoo, hand, largest)
        for a in legal[1:]:
            size = len(hands[a.target])
            out.append((1.0 if go else -1.0) + 0.01 * size if size > 1 else -2.0)
        return out

    def _draw_choice(self, s: State) -> Draw | Stop:
        """The best of :meth:`_draw_scores` in phase DRAW: a draw from the largest hand (the
        first in seat order) while :meth:`_go_on`, else stop (BB-4.1)."""
        hands = s.hands
        active = s.active
        target, largest = -1, 0
        for t in range(s.players):
            if t != active and len(hands[t]) > largest:
                target, largest = t, len(hands[t])
        # _go_on's answers that need no counts, as it gives them
        if largest <= 1:
            return _STOP
        if len(s.wh) <= PLACEMENT_DISCOUNT:
            return _DRAWS[target]
        zoo, hand = _counts_of(s, active)
        for c in s.wh:
            if c <= LAST_SPECIES:
                hand[c] += 1
        return _DRAWS[target] if self._go_on(s, zoo, hand, largest) else _STOP

    def _go_on(self, s: State, zoo: list[int], hand: list[int], largest: int) -> bool:
        """Whether the active seat should draw once more from a hand of ``largest`` cards
        (BB-4.1 to BB-4.3, BB-5.1, BB-5.2): always while the next draw cannot cost a
        placement (drawn count D ≤ 2), never when the placements win now (BB-6.3); else
        while the placements of one more card, at the risk of that hand's black sheep
        (1 / its size), are worth more than those of stopping: ``(1 - risk) * (V(a + 1) +
        policy_card) > V(a)``, where V(a) is the best ``a = D - 2`` placements' gains and
        ``policy_card`` what the drawn card may add. A placed card's gain: a species' cards
        up to its triplet share its rise in :data:`_WORTH` evenly; the joker adds what it
        adds to the best pair or single (BB-5.4, BB-6.2). (One pass over the species: this
        runs at most draw decisions of every playout.)"""
        d = len(s.wh)
        if largest <= 1:
            return False  # only a black sheep is left to draw
        if d <= PLACEMENT_DISCOUNT:
            return True  # a black sheep now costs no placement
        allowance = d - PLACEMENT_DISCOUNT
        worth = _WORTH
        shares = _SHARES
        jokers = hand[JOKER]
        trip = 0
        needs: list[int] = []  # cards short of a triplet, for species the hand completes
        pair_needs: list[int] = []  # the same with the joker, for species at two cards
        gains: list[float] = []
        joker = 0.0
        empty = False  # a species with no card in the zoo nor in hand
        pairs = zip(zoo, hand, strict=True)
        next(pairs)  # index 0: the joker
        # (The order of the species does not matter: needs are summed after sorting, gains
        # sorted, and the joker's gain is a maximum.)
        for z, h in pairs:
            if h:
                if z >= TRIPLET:
                    trip += 1
                    continue
                if z + h >= TRIPLET:
                    k = TRIPLET - z
                    needs.append(k)
                else:
                    k = h
                    if z + h == 2:
                        pair_needs.append(TRIPLET - z - 1)
                gains += shares[z][k]
                top = z + k
            elif z:
                if z >= TRIPLET:
                    trip += 1
                    continue
                top = z
                if z == 2:
                    pair_needs.append(0)
            else:
                empty = True
                continue
            if jokers and top < TRIPLET:
                joker = max(joker, worth[top + 1] - worth[top])
        if jokers and empty:
            joker = max(joker, worth[1] - worth[0])
        missing = SETUP[s.players].triplets_to_win - trip
        if jokers and len(needs) < missing:
            needs.extend(pair_needs)
        if len(needs) >= missing and sum(sorted(needs)[:missing]) <= allowance:
            return False  # the placements win now
        if jokers:
            gains.append(joker)
        gains.sort(reverse=True)
        now = sum(gains[:allowance])
        more = sum(gains[: allowance + 1]) + self.policy_card
        return (1.0 - 1.0 / largest) * more > now + self.policy_margin


#: A zoo species' worth with 0, 1, 2 and 3 cards, in triplets (for :meth:`ByeByeHooks._go_on`).
_WORTH = (0.0, 0.1, 0.35, 1.0)
#: ``_SHARES[z][k]``: the gains of placing ``k`` cards of a species with ``z`` in the zoo (z +
#: k ≤ 3), each the same share of the rise in :data:`_WORTH` (for :meth:`ByeByeHooks._go_on`).
_SHARES: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(
        ((_WORTH[z + k] - _WORTH[z]) / k,) * k if 0 < k <= TRIPLET - z else ()
        for k in range(TRIPLET + 1)
    )
    for z in range(TRIPLET)
)
#: The phases, looked up once (an enum member's lookup costs as much as a short function).
_DRAW, _PLACE, _WHITE_SHEEP, _EAGLE = Phase.DRAW, Phase.PLACE, Phase.WHITE_SHEEP, Phase.EAGLE
_MOLE, _MAGPIE, _OVER = Phase.MOLE, Phase.MAGPIE, Phase.OVER
_STOP = Stop()
_DRAWS: tuple[Draw, ...] = tuple(Draw(t) for t in range(MAX_PLAYERS))


def _winning_place(s: State, legal: Sequence[Any]) -> Place | None:
    """The placement of ``legal`` that wins at once (its species' third card in a zoo one
    triplet short of the target, BB-6.2, BB-6.3), if there is one."""
    seat = s.active if s.phase is _PLACE else s.subject
    assert seat is not None
    zoo, _ = _counts_of(s, seat)
    if sum(1 for z in zoo if z >= TRIPLET) < SETUP[s.players].triplets_to_win - 1:
        return None
    for a in legal:
        if type(a) is Place:
            sp = a.declare if a.card == JOKER else a.card
            if sp is not None and zoo[sp] == TRIPLET - 1:
                return a
    return None


def _counts_of(s: State, seat: int) -> tuple[list[int], list[int]]:
    """Per species (index 0: the joker in hand) the seat's zoo cards (a joker counted as its
    declared species) and hand set cards."""
    zoo = [0] * (LAST_SPECIES + 1)
    for c in s.zoos[seat]:
        zoo[c] += 1
    if zoo[JOKER]:  # (zoos are sorted: the joker, kind 0, comes first)
        zoo[s.joker_species] += zoo[JOKER]
        zoo[JOKER] = 0
    hand = [0] * _KINDS
    for c in s.hands[seat]:
        hand[c] += 1
    del hand[LAST_SPECIES + 1 :]  # set cards and the joker only
    return zoo, hand


#: Card kinds there are (every index of a hand's counts before :func:`_counts_of` cuts them).
_KINDS = BLACK_SHEEP_BASE + MAX_PLAYERS


def _need(zoo: list[int], hand: list[int], card: int) -> float:
    """How much one more ``card`` helps a zoo and hand (a joker: as much as the best
    species)."""
    if card == JOKER:
        return 3.0
    z = zoo[card]
    if z >= TRIPLET:
        return -1.0
    zh = z + hand[card]
    return 2.5 if zh == 2 else (1.0 + 0.1 * zh if zh < 2 else 0.5)


def _place_scores(s: State, seat: int, legal: Sequence[Any]) -> list[float]:
    zoo, hand = _counts_of(s, seat)
    return [_place_score(zoo, hand, a) if type(a) is Place else 0.0 for a in legal]


def _place_score(zoo: list[int], hand: list[int], a: Place) -> float:
    """The policy's preference for the placement ``a`` (see :meth:`ByeByeHooks.scores`)."""
    card = a.card
    if card == JOKER:
        sp = a.declare
        assert sp is not None
        z = zoo[sp]
        if z >= TRIPLET:
            return 0.05
        zh = z + hand[sp] + 1
        v = (3.0 if z == 2 else 0.0) + (zh if zh < TRIPLET else TRIPLET) + 0.5 * z
        return v - 2.5 if z < 2 else v  # keep the joker for a pair
    z = zoo[card]
    if z >= TRIPLET:
        return 0.05
    zh = z + hand[card]
    return (3.0 if z == 2 else 0.0) + (zh if zh < TRIPLET else TRIPLET) + 0.5 * z


def _place_choice(s: State, seat: int, legal: Sequence[Any]) -> Any:
    """The first action of ``legal`` with the best :func:`_place_scores` (Decline, 0.0,
    comes first). (:func:`_place_score` inlined for a placement of a set card: this runs at
    every placement of every playout.)"""
    zoo, hand = _counts_of(s, seat)
    best = legal[0]
    best_score = _place_score(zoo, hand, best) if type(best) is Place else 0.0
    for a in legal:
        if type(a) is Place:
            card = a.card
            if card == JOKER:
                v = _place_score(zoo, hand, a)
            else:
                z = zoo[card]
                if z >= TRIPLET:
                    v = 0.05
                else:
                    zh = z + hand[card]
                    v = (3.0 if z == 2 else 0.0) + (zh if zh < TRIPLET else TRIPLET) + 0.5 * z
            if v > best_score:
                best, best_score = a, v
        elif best_score < 0.0:
            best, best_score = a, 0.0
    return best


def _eagle_scores(s: State, zoo: list[int], hand: list[int], legal: Sequence[Any]) -> list[float]:
    need, bonus = _eagle_needs(s, zoo, hand)
    out: list[float] = []
    for act in legal:
        if type(act) is not AskEagle:
            out.append(0.0)
            continue
        n = need[act.species]
        out.append(-1.0 if n is None else n + bonus[act.target])
    return out


def _eagle_choice(s: State, zoo: list[int], hand: list[int], legal: Sequence[Any]) -> Any:
    """The first action of ``legal`` with the best :func:`_eagle_scores`."""
    need, bonus = _eagle_needs(s, zoo, hand)
    best: Any = None
    best_score = -math.inf
    for act in legal:
        if type(act) is not AskEagle:
            v = 0.0
        else:
            n = need[act.species]
            v = -1.0 if n is None else n + bonus[act.target]
        if v > best_score:
            best, best_score = act, v
    return best


def _eagle_best(s: State, zoo: list[int], hand: list[int]) -> Any:
    """:func:`_eagle_choice` of phase EAGLE's legal actions (Decline, then ``AskEagle(t,
    sp)`` by seat, then species in use, BB-7.2) without going through them: a question's
    score is its species' need plus its hand's bonus, so the best is the first species of
    the highest need asked of the first largest other hand; Decline when no species may be
    asked for (every question -1.0, Decline 0.0). (Needs are 0.5 or more and differ by 0.1
    or more, bonuses are below 1: adding a bonus keeps their order, so this is the first
    best of the scores, exactly.)"""
    need, _ = _eagle_needs(s, zoo, hand)
    n = s.players
    best_sp = -1
    best_need = -math.inf
    for sp in species_in_use(n):
        v = need[sp]
        if v is not None and v > best_need:
            best_sp, best_need = sp, v
    actions = EAGLE_ACTIONS[n][s.active]
    if best_sp < 0:
        return actions[0]  # Decline
    hands = s.hands
    active = s.active
    k = best_t = largest = -1
    for t in range(n):
        if t != active:
            k += 1
            if len(hands[t]) > largest:
                best_t, largest = k, len(hands[t])
    species = SETUP[n].species
    return actions[1 + best_t * species + best_sp - FIRST_SPECIES]


def _eagle_needs(
    s: State, zoo: list[int], hand: list[int]
) -> tuple[list[float | None], list[float]]:
    """For :func:`_eagle_scores`: per species its need (None: no use asking for it), per
    seat the bonus of its hand's size."""
    seen = [0] * (LAST_SPECIES + 1)
    for z in s.zoos:
        for c in z:
            seen[c] += 1
    # (index 0, the joker, is never asked for)
    need: list[float | None] = [
        None
        if zoo[sp] >= TRIPLET or seen[sp] + hand[sp] >= COPIES_PER_SPECIES
        else _need(zoo, hand, sp)
        for sp in range(LAST_SPECIES + 1)
    ]
    return need, [0.01 * len(h) for h in s.hands]


def _steal_scores(s: State, zoo: list[int], hand: list[int], legal: Sequence[Any]) -> list[float]:
    out: list[float] = []
    for act in legal:
        if not isinstance(act, Steal):
            out.append(-2.0)
            continue
        victim = s.zoos[act.victim]
        sp = s.joker_species if act.card == JOKER else act.card
        count = sum(1 for c in victim if c == act.card) + (
            1 if act.card != JOKER and s.joker_species == sp and JOKER in victim else 0
        )
        out.append(_need(zoo, hand, act.card) + (3.0 if count == TRIPLET else 0.0))
    return out


#: The hooks of this game's ``hard`` level (found by :func:`farmhouse.core.search.hooks_for`).
SEARCH_HOOKS = ByeByeHooks(GAME)


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
