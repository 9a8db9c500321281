"""Opening a save loads no more than it needs (issue 18, a save's start): no ``datetime``
(the dates the app writes are checked without it, exactly as :func:`saves.check_date` judges
them), in a new interpreter; the field types of its actions' classes found without compiling
their annotations where they are names of classes, exactly as ``typing`` finds them."""

from __future__ import annotations

import json
import random
import textwrap
import typing
from pathlib import Path
from typing import Generic

import pytest

from farmhouse.core import registry, saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.scripts import run_script

#: Run in a new interpreter: open the saves given, print the modules then loaded (JSON).
OPEN = textwrap.dedent(
    """
    import json, sys
    from farmhouse.core import saves
    for path in sys.argv[1:]:
        saves.load_match(path)
    print(json.dumps(sorted(sys.modules)))
    """
)


def saves_of_each_game(folder: Path) -> list[Path]:
    """A save of each game in ``folder``: Ann and a ``normal`` AI, 12 actions in (or over)."""
    paths = []
    for game_id in registry.game_ids():
        match = Match.new(game_id, [Seat("Ann"), Seat(None, "ai", "normal")], None, 5)
        while len(match.actions) < 12 and not match.is_over:
            match.apply(match.legal_actions()[0])
        paths.append(folder / f"{game_id}.farmhouse")
        saves.save_match(match, paths[-1])
    return paths


def test_opening_a_save_imports_no_datetime(tmp_path):
    paths = saves_of_each_game(tmp_path)
    loaded = json.loads(run_script(OPEN, *map(str, paths)))
    assert "farmhouse.games.el_gaucho.rules" in loaded
    assert "datetime" not in loaded and "_datetime" not in loaded


def _judged(text: str) -> bool:
    try:
        saves.check_date(text)
    except ValueError:
        return False
    return True


def _written(parts: tuple[int, ...], micro: str) -> str:
    year, month, day, hour, minute, second = parts
    return f"{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}{micro}+00:00"


def test_written_dates_are_judged_as_check_date_judges():
    rand = random.Random(18)
    edges = {
        "year": [0, 1, 1999, 2000, 2001, 2024, 2100, 2400, 2999, 3000, 9999],
        "month": [0, 1, 2, 9, 12, 13, 99],
        "day": [0, 1, 28, 29, 30, 31, 32, 99],
        "hour": [0, 23, 24, 99],
        "minute": [0, 59, 60, 99],
        "second": [0, 59, 60, 61, 99],
    }
    texts = []
    for _ in range(6000):
        parts = tuple(rand.choice(values) for values in edges.values())
        texts.append(_written(parts, rand.choice(["", ".000000", ".123456"])))
    for year in (1900, 2000, 2023, 2024, 2100, 2400, 2999):  # (every day of a leap year or not)
        for month in range(1, 13):
            for day in range(27, 33):
                texts.append(_written((year, month, day, 12, 0, 0), ""))
    accepted = 0
    for text in texts:
        fast = saves._written_date(text)
        assert fast == _judged(text), text
        accepted += fast
    assert 300 < accepted < len(texts) - 300  # (both answers, many times)


@pytest.mark.parametrize(
    "text",
    [
        "2024-05-06T07:08:09.123+00:00",  # (other shapes: check_date judges them)
        "2024-05-06T07:08:09",
        "2024-05-06 07:08:09.123456+00:00",
        "2024-05-06T07:08:09.123456Z",
        "2024-05-06T07:08:09.123456+01:00",
        "20240506T070809",
        "２０２４-05-06T07:08:09+00:00",
        "2024-05-06T07:08:09.123456+00:00 ",
        "",
    ],
)
def test_other_texts_are_left_to_check_date(text):
    assert not saves._written_date(text)


def _header_texts() -> list[str]:
    """Texts near and far from a game id, a match id, a digest and a written date: every
    length around the limits, each character class at each place, non-ASCII digits and
    letters, upper case, spaces and line ends."""
    rand = random.Random(22)
    alphabet = "0123456789abcdefgxyzAFZ_-.:T+ \n\u0663\uff11\u00e9\u0131\u212a"
    texts = ["", "a", "_", "0", "a" * 64, "a" * 65, "f" * 16, "f" * 15, "0" * 128, "0" * 129]
    texts += ["0" * 32, "0" * 31, "0" * 33, "0" * 32 + "\n", " " + "0" * 31, "A" * 32]
    for size in (*range(0, 40), 63, 64, 65, 127, 128, 129):
        for _ in range(40):
            texts.append("".join(rand.choice(alphabet) for _ in range(size)))
            base = rand.choice(["abcdef0123", "black_sheep", "0123456789abcdef"]) * 13
            text = list(base[:size])
            if text:  # (a near miss: one character changed)
                text[rand.randrange(len(text))] = rand.choice(alphabet)
            texts.append("".join(text))
    written = "2024-05-06T07:08:09.123456+00:00"
    for index in range(len(written)):
        for char in "0a.:-T+\u0663\uff11 ":
            for text in (written, written[:19] + written[26:]):
                if index < len(text):
                    texts.append(text[:index] + char + text[index + 1 :])
    return texts


def test_header_texts_are_judged_as_their_patterns_judge():
    """The game id, match id and digest of a header, and a written date, judged without
    compiling the patterns they were matched with: the same answer as each pattern's
    fullmatch, on texts near and far from them."""
    import re

    game_id = re.compile(r"[a-z][a-z0-9_]{0,63}")
    digest = re.compile(r"[0-9a-f]{16,128}")
    date = re.compile(saves._WRITTEN_DATE)
    assert saves.MATCH_ID.pattern == r"[0-9a-f]{32}"
    texts = _header_texts()
    for text in texts:
        assert saves.is_match_id(text) == bool(saves.MATCH_ID.fullmatch(text)), repr(text)
        assert saves._is_game_id(text) == bool(game_id.fullmatch(text)), repr(text)
        assert saves._is_digest(text) == bool(digest.fullmatch(text)), repr(text)
        if not date.fullmatch(text):
            assert not saves._written_date(text), repr(text)
    assert sum(map(saves._is_game_id, texts)) > 100
    assert sum(map(saves.is_match_id, texts)) > 5
    assert sum(map(saves._is_digest, texts)) > 100


def test_opening_a_save_compiles_no_pattern(tmp_path):
    """Loading a save of each game compiles no regular expression of the saves module."""
    paths = saves_of_each_game(tmp_path)
    script = textwrap.dedent(
        """
        import json, re, sys
        from farmhouse.core import saves
        compiled = []
        real = re.compile
        re.compile = lambda *args: compiled.append(args) or real(*args)
        for path in sys.argv[1:]:
            saves.load_match(path)
        print(json.dumps(saves._pattern.cache_info().currsize))
        """
    )
    assert json.loads(run_script(script, *map(str, paths))) == 0


# ----------------------------------------------------------------------------- field types

#: Names the classes below use (annotations are strings here: ``from __future__``): a
#: module-level class, one a class body shadows, a value that is no class.
Shadowed = int
NOT_A_CLASS = 3


class _Named:
    a: Shadowed
    b: str
    c: Seat


class _Shadowing:
    Shadowed = str  # (the module's name comes first: typing looks there first)
    a: Shadowed


class _Later(_Named):
    d: bytes


class _NotAClass:
    a: NOT_A_CLASS


class _Missing:
    a: Nowhere  # noqa: F821 (a name found nowhere)


class _Complex:
    a: tuple[int, ...]
    b: tuple[tuple[int, ...], ...]
    c: Seat | None
    d: None | str | int
    e: frozenset[Shadowed]
    f: dict[str, tuple[Seat, int]]
    g: list[int | None]
    h: set[str]
    i: tuple[int, str]
    j: tuple[int]


#: Annotations :func:`serial._plain_hint` leaves to typing (each alone in a class).
LEFT_TO_TYPING = [
    "None",
    "typing.Any",
    "Sequence[int]",
    "tuple[None]",
    "tuple[int, ..., str]",
    "tuple[..., int]",
    "tuple[...]",
    "tuple[int,]",
    "tuple[int",
    "tuple[int]]",
    "tuple[]",
    "int | NOT_A_CLASS",
    "int | Nowhere",
    "int[str]",
    "None | None",
    "'int'",
    "int()",
    "list[int][str]",
    "int |",
    " int",
    "| int",
    "",
]


class _Keyword:
    a: None


class _Refused:
    a: Generic


def _attrs_classes() -> list[type]:
    import importlib

    import attrs

    found = []
    for game_id in registry.game_ids():
        for part in ("rules", "data", "ai"):
            module = importlib.import_module(f"{registry.package(game_id)}.{part}")
            found += [v for v in vars(module).values() if isinstance(v, type) and attrs.has(v)]
    return found


def test_field_types_by_name_are_those_typing_gives():
    """Every attrs class of the games whose annotations are all class names, or such names in
    unions and subscripted builtins (``tuple[int, ...]``, ``str | None``), gets exactly what
    ``typing.get_type_hints`` gives, found without compiling; any other is left to typing."""
    from farmhouse.core import serial

    named = 0
    for cls in _attrs_classes():
        found = serial._named_hints(cls)
        if found is not None:
            named += 1
            assert found == typing.get_type_hints(cls), cls
        assert serial.field_hints(cls) == typing.get_type_hints(cls), cls
    assert named >= 60
    assert serial._named_hints(_Named) == {"a": int, "b": str, "c": Seat}
    assert serial._named_hints(_Shadowing) == typing.get_type_hints(_Shadowing) == {"a": int}
    assert serial._named_hints(_Later) == typing.get_type_hints(_Later)
    found = serial._named_hints(_Complex)
    assert found == typing.get_type_hints(_Complex) and len(found) == 10
    assert [type(v) for v in found.values()] == [
        type(v) for v in typing.get_type_hints(_Complex).values()
    ]
    for cls in (_NotAClass, _Missing, _Keyword):
        assert serial._named_hints(cls) is None, cls
    spaced = {"a": "list[int|None]", "b": "set[  str  ]", "c": "tuple[ int ,  ... ] "}
    cls = type("_Spaced", (), {"__annotations__": spaced, "__module__": __name__})
    assert serial._named_hints(cls) == typing.get_type_hints(cls)
    for text in LEFT_TO_TYPING:
        cls = type("_Left", (), {"__annotations__": {"a": text}, "__module__": __name__})
        assert serial._named_hints(cls) is None, text
    assert serial._named_hints(_Refused) is None  # (a class typing refuses)
    with pytest.raises(TypeError):
        typing.get_type_hints(_Refused)
    assert serial.field_hints(_Refused) == {}
