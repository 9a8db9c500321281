"""Fuzzing the save loader with mutants of real saves: every field removed or retyped (every
odd value at every place), truncations, flipped bits and bytes, huge values, and hypothesis'
arbitrary JSON anywhere. Loading either gives a valid Match or raises SaveError with a known
problem key — never another exception, never a hang, never a huge message."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng

from .toygame import Roll, Step

#: Slowest a single load may be (a 150-action Black Sheep save takes about 6 ms).
#: A freeze guard, not a speed test (the figures are in benchmarks/): far above any real load.
MAX_SECONDS = 10.0

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    3,
    2**63,
    2**64,
    -(2**70),
    10**300,
    1.5,
    -0.0,
    1e308,
    "",
    "x",
    "\ud800",
    "a\udfffb",
    "\u0000",
    "../../x",
    "/tmp/farmhouse-fuzz",
    "0001-01-01T00:00:00",
    "0001-01-01T00:00:00+23:59",
    "9999-12-31T23:59:59-23:59",
    "grandmaster",
    "Pass",
    "W" * 300,
    [],
    [None],
    [1, 2, 3],
    {},
    {"type": "Pass"},
    {"type": "Play", "pasture": 0, "cards": ["horse"]},
    [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]],
]


def bs_match(players: int, seed: int, moves: int) -> Match:
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)]
    match = Match.new("black_sheep", seats, None, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and len(match.actions) < moves:
        match.apply(rng.choice(match.legal_actions()))
    return match


def toy_match(moves: int) -> Match:
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo", "ai", "easy")], None, 7)
    for i in range(moves):
        if match.is_over:
            break
        match.apply(Roll() if i % 2 else Step(2))
    return match


def text_of(match: Match) -> str:
    return saves.dumps(saves.match_to_data(match))


def paths(value: Any, trail: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON value (dict keys and list indexes), parents first."""
    yield trail
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*trail, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*trail, i))


def _parent(data: Any, trail: tuple) -> Any:
    for step in trail[:-1]:
        data = data[step]
    return data


def replaced(data: Any, trail: tuple, value: Any) -> Any:
    if not trail:
        return value
    new = json.loads(json.dumps(data))
    _parent(new, trail)[trail[-1]] = value
    return new


def removed(data: Any, trail: tuple) -> Any:
    new = json.loads(json.dumps(data))
    del _parent(new, trail)[trail[-1]]
    return new


class Checker:
    """Loads mutants and checks that each either loads validly or is refused cleanly."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "mutant.farmhouse"
        self.outcomes: dict[str, int] = {}
        self.reasons: set[str] = set()
        self.slowest = 0.0

    def data(self, data: Any) -> None:
        self.raw(json.dumps(data).encode())

    def raw(self, raw: bytes) -> None:
        self.path.write_bytes(raw)
        for call in (saves.read_info, saves.load_match):
            start = time.perf_counter()
            try:
                result = call(self.path)
            except saves.SaveError as err:
                key = err.problem
                assert key in saves.PROBLEMS, str(err)
                assert err.path == self.path and str(self.path) in str(err)
                assert len(str(err)) < 600, str(err)[:200]
                # what the app words in the player's language: a known reason, its parameters
                assert err.reason in saves.REASONS, str(err)
                assert set(err.params) == set(saves.REASONS[err.reason]), (err.reason, err.params)
                self.reasons.add(err.reason)
            else:
                key = "loaded"
                if isinstance(result, Match):
                    self.valid_match(result)
            self.slowest = max(self.slowest, time.perf_counter() - start)
            assert self.slowest < MAX_SECONDS, raw[:300]
            self.outcomes[key] = self.outcomes.get(key, 0) + 1

    def valid_match(self, match: Match) -> None:
        """A loaded match is one the app can show, play on, autosave and load again."""
        data = json.loads(self.path.read_text(encoding="utf-8-sig"))
        assert match.digest() == data["final_state_digest"]
        assert match.is_over == data["finished"]
        assert saves.MATCH_ID.fullmatch(match.match_id)
        saves.check_date(match.created_at)
        for seat in match.seats:
            assert seat.kind in ("human", "ai")
            assert seat.name is None or 0 < len(seat.name) <= saves.MAX_NAME_CHARS
        again = self.path.with_name("again.farmhouse")
        saves.save_match(match, again)  # no UnicodeEncodeError, no odd path
        assert saves.load_match(again).digest() == match.digest()


@pytest.fixture
def checker(tmp_path):
    return Checker(tmp_path)


def every_field_mutant(data: dict, values: list[Any]) -> Iterator[Any]:
    for trail in paths(data):
        if trail:
            yield removed(data, trail)
        for value in values:
            yield replaced(data, trail, value)
    for trail in paths(data):  # an extra field in every object
        target = _parent(data, (*trail, None))
        if isinstance(target, dict):
            yield replaced(data, (*trail, "extra"), "surprise")


def test_every_field_of_a_toy_save_removed_or_retyped(toy, checker):
    for moves, values in ((3, ODD_VALUES), (40, [])):  # mid-game; finished: removals only
        data = json.loads(text_of(toy_match(moves)))
        for mutant in every_field_mutant(data, values):
            checker.data(mutant)
    assert checker.outcomes["loaded"] > 0 and len(checker.outcomes) >= 5, checker.outcomes


def test_every_field_of_a_black_sheep_save_removed_or_retyped(checker):
    data = json.loads(text_of(bs_match(3, seed=5, moves=8)))
    rng = random.Random(1)
    for mutant in every_field_mutant(data, []):
        checker.data(mutant)
    for trail in paths(data):  # every place gets a third of the odd values, in turn
        for value in rng.sample(ODD_VALUES, len(ODD_VALUES) // 3):
            checker.data(replaced(data, trail, value))
    assert {"loaded", "bad_field", "bad_action", "digest_mismatch"} <= set(checker.outcomes)


def test_truncations_flipped_bits_and_garbage(checker):
    raw = text_of(bs_match(4, seed=9, moves=30)).encode()
    rng = random.Random(2)
    for cut in sorted({0, 1, len(raw) - 1, *rng.sample(range(len(raw)), 120)}):
        checker.raw(raw[:cut])
    for _ in range(250):
        flipped = bytearray(raw)
        flipped[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        checker.raw(bytes(flipped))
    for _ in range(80):
        damaged = bytearray(raw)
        at = rng.randrange(len(raw))
        damaged[at : at + rng.randrange(1, 20)] = rng.randbytes(rng.randrange(0, 20))
        checker.raw(bytes(damaged))
    assert checker.outcomes.get("damaged", 0) > 100, checker.outcomes


def test_huge_and_odd_files(checker, toy):
    data = json.loads(text_of(bs_match(2, seed=3, moves=6)))
    action = data["actions"][0]
    checker.data({**data, "actions": [action] * (saves.MAX_ACTIONS + 1)})
    checker.data({**data, "actions": [action] * saves.MAX_ACTIONS})
    checker.data({**data, "actions": [{"type": "Play", "cards": ["x" * 1_000_000]}]})
    checker.data({**data, "seats": [{"name": "W" * 1_000_000, "kind": "human", "level": None}] * 2})
    checker.data({**data, "options": {"task_cards": "\ud800"}})
    checker.raw(
        json.dumps(data, ensure_ascii=False)
        .replace("Ann", "\ud800")
        .encode("utf-8", "surrogatepass")
    )
    checker.raw(json.dumps({**data, "seed": float("nan")}).encode())
    checker.raw(b'{"format": "farmhouse-save", "seed": ' + b"9" * 100_000 + b"}")
    checker.raw(b"[" * 200_000 + b"]" * 200_000)
    checker.raw(b'{"format": "farmhouse-save", "x": ' + b"[" * 200_000 + b"]" * 200_000 + b"}")
    checker.raw(b'{"format": "farmhouse-save"' + b', "k": 1' * 300_000 + b"}")
    checker.raw(b'{"format": "farmhouse-save", "format_version": 0, "moves": "abc"}')
    checker.raw(b'{"format": "farmhouse-save", "format_version": 0}')
    assert "loaded" in checker.outcomes


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(st.characters(codec=None), max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)
BS_DATA = None


@settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(value=json_values, place=st.integers(min_value=0), remove=st.booleans())
def test_arbitrary_json_anywhere(checker, value, place, remove):
    global BS_DATA
    if BS_DATA is None:
        BS_DATA = json.loads(text_of(bs_match(3, seed=11, moves=6)))
    trails = list(paths(BS_DATA))
    trail = trails[place % len(trails)]
    if remove and trail:
        checker.data(removed(BS_DATA, trail))
    else:
        checker.data(replaced(BS_DATA, trail, value))
