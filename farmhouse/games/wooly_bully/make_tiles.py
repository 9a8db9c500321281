"""Generate the 60 landscape tiles of Wooly Bully (rules reference section 3.3) into
``tiles.json`` beside this file.

Run once from the repository root (the result is committed as the game's tile data)::

    python -m farmhouse.games.wooly_bully.make_tiles          # writes tiles.json
    python -m farmhouse.games.wooly_bully.make_tiles --check  # exit 1 if tiles.json differs

The recipe is the reference's: list the 120 landscape faces in table order (colours K, B, R,
Y; pairs KB, KR, KY, BR, BY, RY; copies next to each other), shuffle the list with
``random.Random(2002)`` and pair positions 2k and 2k+1 into tile L(k+1). If a pairing
constraint fails (a tile's two faces share a code, or an F face is paired with a face without
meadow), the next seed is tried (2003, 2004, ...). Only the standard library is used, so the
output does not depend on Farmhouse's own generator.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

#: Where the generated catalogue lives (package data, see pyproject.toml).
TILES_PATH = Path(__file__).with_name("tiles.json")

COLOURS = ("K", "B", "R", "Y")
PAIRS = ("KB", "KR", "KY", "BR", "BY", "RY")
FIRST_SEED = 2002

#: Regions of each shape at rotation 0, as segment lists (section 3.2).
SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {
    "FULL": ((0, 1, 2, 3, 4, 5, 6, 7),),
    "DIAG": ((6, 7, 0, 1), (2, 3, 4, 5)),
    "HALF": ((5, 6, 7, 0), (1, 2, 3, 4)),
    "CORNER": ((1, 2), (0, 3, 4, 5, 6, 7)),
}

#: Section 3.3 in table order: (code stem, shape, region A, region B, how copies are made,
#: copies). A region is (terrain, sheep) with terrain "M" (meadow of the code's colour; for
#: two meadows the first and second colour of the pair), "F" or "V". "c" = per colour,
#: "p" = per pair, "-" = no colour.
TABLE: tuple[tuple[str, str, tuple[str, int], tuple[str, int] | None, str, int], ...] = (
    ("M3", "FULL", ("M", 3), None, "c", 2),
    ("DMF", "DIAG", ("M", 2), ("F", 0), "c", 4),
    ("DMV", "DIAG", ("M", 2), ("V", 0), "c", 3),
    ("HMF", "HALF", ("M", 2), ("F", 0), "c", 3),
    ("HMV", "HALF", ("M", 2), ("V", 0), "c", 2),
    ("CMF", "CORNER", ("M", 1), ("F", 0), "c", 2),
    ("CMV", "CORNER", ("M", 1), ("V", 0), "c", 1),
    ("DMM", "DIAG", ("M", 1), ("M", 1), "p", 2),
    ("HMM", "HALF", ("M", 1), ("M", 1), "p", 2),
    ("F", "FULL", ("F", 0), None, "-", 16),
    ("V", "FULL", ("V", 0), None, "-", 12),
)


def face_codes() -> list[str]:
    """The 120 landscape face codes in table order, copies next to each other."""
    codes: list[str] = []
    for stem, _shape, _a, _b, kind, copies in TABLE:
        if kind == "c":
            for c in COLOURS:
                codes += [f"{stem}-{c}"] * copies
        elif kind == "p":
            for pair in PAIRS:
                codes += [f"{stem}-{pair}"] * copies
        else:
            codes += [stem] * copies
    return codes


def face_spec(code: str) -> dict[str, Any]:
    """The JSON description of a landscape face: code, shape and regions (terrain, colour,
    sheep, segments at rotation 0). KeyError for a code not in the table."""
    stem, _, colours = code.partition("-")
    for t_stem, shape, a, b, _kind, _copies in TABLE:
        if t_stem != stem:
            continue
        regions = []
        meadows = 0
        specs = [a] if b is None else [a, b]
        for (terrain, sheep), segments in zip(specs, SHAPES[shape], strict=True):
            colour = None
            if terrain == "M":
                colour = colours[meadows]
                meadows += 1
            regions.append(
                {"terrain": terrain, "colour": colour, "sheep": sheep, "segments": list(segments)}
            )
        return {"code": code, "shape": shape, "regions": regions}
    raise KeyError(code)


def has_meadow(code: str) -> bool:
    """True if the face ``code`` carries a meadow region."""
    return any(r["terrain"] == "M" for r in face_spec(code)["regions"])


def pairing_ok(a: str, b: str) -> bool:
    """The two pairing constraints of section 3.3 for a tile with faces ``a`` and ``b``."""
    if a == b:
        return False
    if a == "F" and not has_meadow(b):
        return False
    return not (b == "F" and not has_meadow(a))


def pair_faces() -> tuple[int, list[tuple[str, str]]]:
    """(seed used, the 60 (face A, face B) pairs) by the section 3.3 recipe."""
    codes = face_codes()
    seed = FIRST_SEED
    while True:
        shuffled = list(codes)
        random.Random(seed).shuffle(shuffled)
        pairs = [(shuffled[2 * k], shuffled[2 * k + 1]) for k in range(len(shuffled) // 2)]
        if all(pairing_ok(a, b) for a, b in pairs):
            return seed, pairs
        seed += 1


def build() -> dict[str, Any]:
    """The whole JSON document written to ``tiles.json``."""
    seed, pairs = pair_faces()
    return {
        "format": "farmhouse-wooly-bully-tiles",
        "version": 1,
        "source": "shared/rules/wooly_bully.md section 3.3 (Farmhouse's own tile set)",
        "generator": "farmhouse/games/wooly_bully/make_tiles.py",
        "first_seed": FIRST_SEED,
        "seed": seed,
        "segments": "0-7 clockwise from the west half of the north side, at rotation 0",
        "tiles": [
            {"name": f"L{k + 1}", "faces": [face_spec(a), face_spec(b)]}
            for k, (a, b) in enumerate(pairs)
        ],
    }


def render() -> str:
    """``build()`` as the exact text of ``tiles.json`` (one tile per line, newline at the
    end), so a re-run can be compared byte for byte."""
    data = build()
    tiles = data.pop("tiles")
    head = json.dumps(data, indent=2, ensure_ascii=True)[:-2]  # drop the closing "\n}"
    lines = [json.dumps(t, separators=(",", ":"), ensure_ascii=True) for t in tiles]
    body = ",\n    ".join(lines)
    return f'{head},\n  "tiles": [\n    {body}\n  ]\n}}\n'


def main(argv: list[str] | None = None) -> int:
    """Write ``tiles.json`` (or, with ``--check``, compare it); returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        same = TILES_PATH.exists() and TILES_PATH.read_text(encoding="utf-8") == text
        print("tiles.json is up to date" if same else "tiles.json differs from the recipe")
        return 0 if same else 1
    TILES_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {TILES_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
