"""Rng: seeded, reproducible, uniform enough, and strict about bad arguments."""

from __future__ import annotations

import pytest

from farmhouse.core.rng import Rng


def test_same_seed_same_sequence_and_different_seeds_differ():
    a, b, c = Rng.from_seed(7), Rng.from_seed(7), Rng.from_seed(8)
    seq_a = [a.next_u64() for _ in range(20)]
    assert seq_a == [b.next_u64() for _ in range(20)]
    assert seq_a != [c.next_u64() for _ in range(20)]


def test_known_splitmix64_output():
    # Reference value of SplitMix64 seeded with 0 (first output).
    assert Rng.from_seed(0).next_u64() == 0xE220A8397B1DCDAF


def test_copy_is_independent_and_state_round_trips():
    rng = Rng.from_seed(123)
    rng.next_u64()
    twin = rng.copy()
    assert [rng.randbelow(100) for _ in range(10)] == [twin.randbelow(100) for _ in range(10)]
    restored = Rng(state=rng.state)
    assert restored.next_u64() == rng.next_u64()


def test_seed_is_reduced_modulo_2_64():
    assert Rng.from_seed(-1).state == 2**64 - 1
    assert Rng.from_seed(2**64 + 5).state == 5


def test_randbelow_is_roughly_uniform():
    rng = Rng.from_seed(2024)
    n, draws = 6, 60_000
    counts = [0] * n
    for _ in range(draws):
        counts[rng.randbelow(n)] += 1
    expected = draws / n
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 < 20.5  # p ≈ 0.001 for 5 degrees of freedom


def test_random_float_range_and_mean():
    rng = Rng.from_seed(5)
    xs = [rng.random() for _ in range(20_000)]
    assert all(0.0 <= x < 1.0 for x in xs)
    assert abs(sum(xs) / len(xs) - 0.5) < 0.01


@pytest.mark.parametrize("n", [0, -3])
def test_randbelow_rejects_empty_ranges(n):
    with pytest.raises(ValueError, match="n >= 1"):
        Rng.from_seed(1).randbelow(n)


def test_randbelow_one_is_always_zero():
    rng = Rng.from_seed(9)
    assert {rng.randbelow(1) for _ in range(50)} == {0}


def test_choice_and_shuffle():
    rng = Rng.from_seed(3)
    with pytest.raises(IndexError):
        rng.choice([])
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
    again = list(range(30))
    Rng.from_seed(3).shuffle(again)
    assert again == items


def test_spawn_advances_parent_and_gives_new_stream():
    parent = Rng.from_seed(11)
    before = parent.state
    child = parent.spawn()
    assert parent.state != before
    assert child.state != parent.state


# ----------------------------------------------------------------------------- derived seeds


def test_derived_seeds_are_fixed_in_range_and_unrelated():
    from farmhouse.core.rng import derive_seed

    assert derive_seed(12345, "ai", 1) == derive_seed(12345, "ai", 1)
    seeds = {derive_seed(s, p, i) for s in range(50) for p in ("ai", "other") for i in range(4)}
    assert len(seeds) == 50 * 2 * 4  # match seed, purpose and index all matter
    assert all(0 <= s < 2**63 for s in seeds)


def test_ai_seeds_are_one_way_not_an_arithmetic_mix_of_the_match_seed():
    """DESIGN: Seeds. The old seed, ``match_seed * 0x9E3779B1 + 7919 * (seat + 1)`` mod 2**63,
    could be solved for the match seed (and so the deal) by any AI knowing its own seed."""
    import hashlib

    from farmhouse.core.ai import ai_seed

    def old(match_seed, seat):
        return (match_seed * 0x9E3779B1 + 7919 * (seat + 1)) % (1 << 63)

    inverse = pow(0x9E3779B1, -1, 1 << 63)
    for match_seed in (0, 1, 2024, 2**40 + 7):
        # What an AI could have done with the old derivation ...
        assert (old(match_seed, 2) - 7919 * 3) * inverse % (1 << 63) == match_seed
        # ... does not give the match seed back any more.
        assert (ai_seed(match_seed, 2) - 7919 * 3) * inverse % (1 << 63) != match_seed
        key = f"farmhouse-seed|ai|2|{match_seed}".encode()
        expected = int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big") >> 1
        assert ai_seed(match_seed, 2) == expected
    # Neighbouring match seeds give unrelated AI seeds (no constant step to exploit).
    steps = {ai_seed(s + 1, 0) - ai_seed(s, 0) for s in range(20)}
    assert len(steps) == 20


class _PlainRng:
    """The straightforward SplitMix64 methods (as Rng had them before they were inlined)."""

    def __init__(self, state: int) -> None:
        self.state = state % 2**64

    def next_u64(self) -> int:
        mask = 2**64 - 1
        self.state = (self.state + 0x9E3779B97F4A7C15) & mask
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        if n < 1:
            raise ValueError(f"randbelow needs n >= 1, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, seq):
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]


#: Small n, n around the cached limits, and huge n where rejections are frequent.
_NS = [1, 2, 3, 5, 6, 7, 10, 64, 100, 255, 256, 257, 1000, 10**6, 2**63 + 1, 3 * 2**62, 2**64 - 1]


@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2**64 - 1, 0xDEADBEEF])
def test_inlined_methods_match_the_plain_splitmix64_methods(seed):
    rng, plain = Rng.from_seed(seed), _PlainRng(seed)
    for _ in range(3):
        for n in _NS:
            assert [rng.randbelow(n) for _ in range(40)] == [plain.randbelow(n) for _ in range(40)]
            assert rng.state == plain.state
            if n <= 2**62:  # len() of a range holds 63 bits
                seq = list(range(n)) if n <= 1000 else range(n)
                assert [rng.choice(seq) for _ in range(40)] == [
                    plain.choice(seq) for _ in range(40)
                ]
                assert rng.state == plain.state
        for size in (0, 1, 2, 3, 17, 64, 300, 1000):
            a, b = list(range(size)), list(range(size))
            rng.shuffle(a)
            plain.shuffle(b)
            assert a == b and rng.state == plain.state
        assert rng.next_u64() == plain.next_u64()


def test_huge_ranges_reject_as_the_plain_method_does():
    # With n = 3 * 2**62 a quarter of all outputs are rejected: the draws and the state after
    # them match the plain method, rejections included.
    n = 3 * 2**62
    rng, plain = Rng.from_seed(99), _PlainRng(99)
    draws = 2000
    assert [rng.randbelow(n) for _ in range(draws)] == [plain.randbelow(n) for _ in range(draws)]
    assert rng.state == plain.state
    assert rng.state != (99 + draws * 0x9E3779B97F4A7C15) % 2**64, "no rejection happened"


def test_shuffle_of_an_immutable_sequence_fails_like_the_plain_method():
    rng, plain = Rng.from_seed(4), _PlainRng(4)
    with pytest.raises(TypeError):
        rng.shuffle((1, 2, 3))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        plain.shuffle((1, 2, 3))
    assert rng.state == plain.state


def _packed_reference(rng: Rng, items: list[int]) -> None:
    """``Rng.shuffle_packed`` written plainly: Fisher–Yates from the top, the indices of
    consecutive swaps the mixed-radix digits of one output below the largest multiple of
    their ranges' product (at most 2**48), drawn again above it."""
    i = len(items) - 1
    while i > 0:
        ranges: list[int] = []
        product = 1
        while i - len(ranges) > 0 and product * (i - len(ranges) + 1) <= 1 << 48:
            product *= i - len(ranges) + 1
            ranges.append(i - len(ranges) + 1)
        limit = (1 << 64) - (1 << 64) % product
        z = rng.next_u64()
        while z >= limit:
            z = rng.next_u64()
        for n in ranges:
            j = z % n
            z //= n
            items[n - 1], items[j] = items[j], items[n - 1]
        i -= len(ranges)


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 20, 41, 55, 64, 300])
def test_shuffle_packed_is_the_plain_mixed_radix_shuffle(length):
    for seed in range(30):
        a, b = Rng.from_seed(seed), Rng.from_seed(seed)
        got, expected = list(range(length)), list(range(length))
        a.shuffle_packed(got)
        _packed_reference(b, expected)
        assert got == expected and a.state == b.state
        assert sorted(got) == list(range(length))


def test_shuffle_packed_orders_are_equally_likely_and_differ_from_shuffle():
    rng = Rng.from_seed(17)
    counts: dict[tuple[int, ...], int] = {}
    draws = 24_000
    for _ in range(draws):
        items = [0, 1, 2, 3]
        rng.shuffle_packed(items)
        counts[tuple(items)] = counts.get(tuple(items), 0) + 1
    assert len(counts) == 24
    expected = draws / 24
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 49.7  # p ≈ 0.001 for 23 degrees of freedom
    a, b = list(range(40)), list(range(40))
    Rng.from_seed(3).shuffle(a)
    Rng.from_seed(3).shuffle_packed(b)
    assert a != b  # another stream: a game's deal keeps shuffle


def test_shuffle_packed_uses_fewer_outputs():
    rng = Rng.from_seed(4)
    twin = rng.copy()
    rng.shuffle_packed(list(range(55)))
    steps = 0
    while twin.state != rng.state:
        twin.next_u64()
        steps += 1
    assert steps <= 10  # shuffle: 54
