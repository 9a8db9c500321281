"""Seeded chance that lives inside a game state.

Every shuffle, draw and die roll of a game comes from one :class:`Rng` stored in the
game's state, so a seed plus the list of actions replays a game exactly (DESIGN: State).
The generator is SplitMix64: its whole state is one 64-bit integer, which makes it
trivial to copy, serialise and digest.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import attrs

from farmhouse.core import records
from farmhouse.core.hashes import blake2b

T = TypeVar("T")

_MASK = (1 << 64) - 1


def derive_seed(seed: int, purpose: str, index: int = 0) -> int:
    """A seed for ``purpose`` (``"ai"``, …) and ``index`` (a seat, …) derived one-way from the
    match ``seed``: the first 8 bytes of BLAKE2b over all three, shifted to 0 ≤ n < 2**63.

    Unlike an arithmetic mix, the match seed (and with it the deal) cannot be computed back
    from a derived seed, so an AI seeded this way learns nothing about hidden cards from its
    own seed (DESIGN: Seeds). Different purposes or indexes give unrelated seeds. Note that a
    small seed space can still be searched: the one-way property protects a seed only as far
    as the seed itself is hard to guess.
    """
    key = f"farmhouse-seed|{purpose}|{index}|{seed}".encode()
    return int.from_bytes(blake2b(key, digest_size=8).digest(), "big") >> 1


def _u64(value: int) -> int:
    return int(value) & _MASK


def _limit(n: int) -> int:
    """The rejection limit of ``randbelow(n)``: the largest multiple of ``n`` ≤ 2**64."""
    return (1 << 64) - ((1 << 64) % n)


#: ``_limit(n)`` for the small n that games use all the time.
_LIMITS: dict[int, int] = {n: _limit(n) for n in range(1, 257)}
#: The same as a tuple indexed by n (0 unused), for :meth:`Rng.shuffle`'s loop.
_TABLE_SIZE = 257
_LIMIT_TABLE: tuple[int, ...] = (0, *(_LIMITS[n] for n in range(1, _TABLE_SIZE)))


#: The largest product of swap ranges one output of :meth:`Rng.shuffle_packed` serves.
_PACK = 1 << 48


def _pack_plan(length: int) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """:meth:`Rng.shuffle_packed`'s steps for ``length`` items: per generator output its
    rejection limit (the largest multiple of the product of its swaps' ranges ≤ 2**64) and
    its swaps ``(i, n)``: position ``i`` swaps with the index below ``n = i + 1`` read from
    the output."""
    plan: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    i = length - 1
    while i > 0:
        product = 1
        swaps: list[tuple[int, int]] = []
        while i > 0 and product * (i + 1) <= _PACK:
            product *= i + 1
            swaps.append((i, i + 1))
            i -= 1
        plan.append((_limit(product), tuple(swaps)))
    return tuple(plan)


#: length → :func:`_pack_plan` (made on first use).
_PLANS: dict[int, tuple[tuple[int, tuple[tuple[int, int], ...]], ...]] = {}


@records.define
class Rng:
    """A SplitMix64 generator whose complete state is the integer ``state`` (0 ≤ state < 2**64).

    Mutating methods advance ``state`` in place; copy the owning game state first
    (``Rng(state=rng.state)``) when the original must stay untouched.
    """

    # Converted once on construction; next_u64 keeps it in range itself, so assignments skip
    # the converter (it was ~15% of a random game).
    state: int = attrs.field(converter=_u64, on_setattr=attrs.setters.NO_OP)

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A generator for ``seed`` (any int; reduced modulo 2**64)."""
        return cls(state=seed)

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        return Rng(state=self.state)

    def next_u64(self) -> int:
        """The next raw 64-bit output (0 ≤ n < 2**64)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    # randbelow, choice and shuffle inline next_u64 and look the rejection limit up: they run
    # on every chance step of a game and every random move of a benchmark or a search. They
    # give exactly the outputs of the plain versions (tests/core/test_rng.py compares).

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``range(n)``. Raises ValueError if ``n < 1``."""
        # Rejection sampling keeps the draw exactly uniform: outputs at or above the largest
        # multiple of n below 2**64 are drawn again.
        limit = _LIMITS.get(n)
        if limit is None:
            if n < 1:
                raise ValueError(f"randbelow needs n >= 1, got {n}")
            limit = _limit(n)
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 bits of precision."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        """A uniformly chosen element of the non-empty ``seq`` (IndexError if empty)."""
        n = len(seq)
        if not n:
            raise IndexError("choice from an empty sequence")
        limit = _LIMITS.get(n)
        if limit is None:
            limit = _limit(n)
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return seq[z % n]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        state = self.state
        limits = _LIMIT_TABLE
        try:
            for i in range(len(items) - 1, 0, -1):
                n = i + 1
                limit = limits[n] if n < _TABLE_SIZE else _limit(n)
                while True:
                    state = (state + 0x9E3779B97F4A7C15) & _MASK
                    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                    z ^= z >> 31
                    if z < limit:
                        break
                j = z % n
                items[i], items[j] = items[j], items[i]
        finally:  # the generator is written back once (and as far as it got, if a swap fails)
            self.state = state

    def shuffle_packed(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates, every order exactly equally likely) with
        several swaps per 64-bit output, for searches that shuffle a world's unseen cards
        at every iteration: the indices of consecutive swaps, ranges ``n, n - 1, …`` while
        their product ``P`` stays at most 2**48, are the digits of one output below the
        largest multiple of ``P`` (an output at or above it, a chance below 2**-16, is drawn
        again) read in mixed radix. An eighth of :meth:`shuffle`'s generator steps or less for
        20-60 items (a step costs a dozen operations on 64-bit Python ints). Not the same
        orders as :meth:`shuffle` from the same state: a game's deal, which saves replay,
        keeps :meth:`shuffle`."""
        plan = _PLANS.get(len(items))
        if plan is None:
            plan = _PLANS[len(items)] = _pack_plan(len(items))
        state = self.state
        try:
            for limit, swaps in plan:
                while True:
                    state = (state + 0x9E3779B97F4A7C15) & _MASK
                    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                    z ^= z >> 31
                    if z < limit:
                        break
                for i, n in swaps:
                    j = z % n
                    z //= n
                    items[i], items[j] = items[j], items[i]
        finally:  # the generator is written back once (and as far as it got, if a swap fails)
            self.state = state

    def spawn(self) -> Rng:
        """A new generator seeded from this one (advances this one by one step)."""
        return Rng(state=self.next_u64())
