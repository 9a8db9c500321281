"""The tile catalogue (rules reference section 3): the generated landscape tiles, the fixed
tiles, the geometry of segments and rotations, and the generator's reproducibility."""

from __future__ import annotations

import json
import random
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from farmhouse.games.wooly_bully import data, make_tiles
from farmhouse.games.wooly_bully.data import (
    COLOURS,
    FACING,
    PAIRS,
    STANDARD,
    face_from_code,
    load_landscape,
)

ROOT = Path(__file__).resolve().parents[2]

#: Section 3.3's table: code stem → copies per colour / per pair / in total.
PER_COLOUR = {"M3": 2, "DMF": 4, "DMV": 3, "HMF": 3, "HMV": 2, "CMF": 2, "CMV": 1}
PER_PAIR = {"DMM": 2, "HMM": 2}
PLAIN = {"F": 16, "V": 12}


def landscape_faces() -> list[data.Face]:
    return [f for t in STANDARD.landscape for f in STANDARD.tiles[t].faces]


def test_the_catalogue_holds_every_component_of_section_3_1():
    kinds = Counter(t.kind for t in STANDARD.tiles)
    assert kinds == {
        "village_square": 1,
        "shepherd": 4,
        "wolf": 4,
        "hunter": 4,
        "landscape": 60,
        "marker": 4,
    }
    assert len(STANDARD) == data.COMPONENTS == 77
    assert [t.id for t in STANDARD.tiles] == list(range(77))
    assert len(STANDARD.bag_tiles) == data.BAG_TILES == 68
    assert [STANDARD.tiles[t].name for t in STANDARD.landscape] == [f"L{k}" for k in range(1, 61)]
    for c in COLOURS:
        assert STANDARD.tile(f"SHEPHERD-{c}").faces[0].code == "?"
        assert not STANDARD.tile(f"SHEPHERD-{c}").faces[0].placeable
        for kind in ("SHEPHERD", "WOLF", "HUNTER"):
            assert STANDARD.tile(f"{kind}-{c}").faces[1].code == f"M4-{c}"
        assert STANDARD.tile(f"WOLF-{c}").faces[0].wolf
        assert STANDARD.tile(f"HUNTER-{c}").faces[0].hunter
    vs = STANDARD.tiles[STANDARD.village_square]
    assert vs.name == "VS" and [f.labels for f in vs.faces] == ["VVVVVVVV"] * 2


def test_codes_per_shape_follow_section_3_3():
    codes = Counter(f.code for f in landscape_faces())
    assert sum(codes.values()) == 120
    expected = Counter()
    for stem, n in PER_COLOUR.items():
        for c in COLOURS:
            expected[f"{stem}-{c}"] = n
    for stem, n in PER_PAIR.items():
        for p in PAIRS:
            expected[f"{stem}-{p}"] = n
    expected.update(PLAIN)
    assert codes == expected
    shapes = Counter(f.shape for f in landscape_faces())
    assert shapes == {"FULL": 8 + 16 + 12, "DIAG": 16 + 12 + 12, "HALF": 12 + 8 + 12, "CORNER": 12}


def test_sheep_per_colour_45_on_landscape_and_57_overall():
    per_colour = Counter()
    for f in landscape_faces():
        per_colour.update(f.sheep)
    assert per_colour == {c: data.LANDSCAPE_SHEEP_PER_COLOUR for c in COLOURS}
    for t in STANDARD.tiles:
        if t.kind in ("shepherd", "wolf", "hunter"):
            per_colour.update(t.faces[1].sheep)
    assert per_colour == {c: data.SHEEP_PER_COLOUR for c in COLOURS}


def test_both_pairing_constraints_hold():
    for t in STANDARD.landscape:
        a, b = STANDARD.tiles[t].faces
        assert a.code != b.code  # constraint 1
        for face, other in ((a, b), (b, a)):
            if face.code == "F":
                assert other.has_meadow, STANDARD.tiles[t].name  # constraint 2
    # No face mixes village and forest (section 3.3).
    for f in landscape_faces():
        assert not {"V", "F"} <= {r.terrain for r in f.regions}


def test_every_face_labels_all_8_segments_in_exactly_one_region():
    faces = [f for t in STANDARD.tiles for f in t.faces if f.placeable]
    assert len(faces) == 120 + 2 + 4 + 8 + 8  # landscape, VS, shepherd M4, wolves, hunters
    for f in faces:
        segments = sorted(s for r in f.regions for s in r.segments)
        assert segments == list(range(8)), f.code
        assert len(f.labels) == 8
        for r in f.regions:
            assert all(f.labels[s] == r.label for s in r.segments)
    with pytest.raises(ValueError):
        data.Face("bad", "FULL", (data.Region("V", None, 0, (0, 1, 2, 3, 4, 5, 6)),))
    with pytest.raises(ValueError):
        data.Face("bad", "HALF", (data.Region("M", None, 2, tuple(range(8))),))


def test_regenerating_reproduces_the_committed_file():
    path = ROOT / "farmhouse" / "games" / "wooly_bully" / "tiles.json"
    assert make_tiles.render() == path.read_text(encoding="utf-8")
    assert make_tiles.main(["--check"]) == 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    # The recipe: table order, Random(2002) shuffles, next seeds while a constraint fails.
    codes = make_tiles.face_codes()
    assert codes[:4] == ["M3-K", "M3-K", "M3-B", "M3-B"] and codes[-1] == "V"
    for seed in range(make_tiles.FIRST_SEED, doc["seed"]):
        shuffled = list(codes)
        random.Random(seed).shuffle(shuffled)
        pairs = zip(shuffled[::2], shuffled[1::2], strict=True)
        assert not all(make_tiles.pairing_ok(a, b) for a, b in pairs), seed
    shuffled = list(codes)
    random.Random(doc["seed"]).shuffle(shuffled)
    assert [[f["code"] for f in t["faces"]] for t in doc["tiles"]] == [
        [shuffled[2 * k], shuffled[2 * k + 1]] for k in range(60)
    ]


def test_json_faces_equal_the_code_table():
    for name, faces in load_landscape():
        for f in faces:
            assert f == face_from_code(f.code), (name, f.code)


def test_tiles_json_is_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert (
        "tiles.json" in config["tool"]["setuptools"]["package-data"]["farmhouse.games.wooly_bully"]
    )


def test_the_rules_read_tiles_json_beside_their_module_without_importlib_resources():
    """The catalogue is read from the file beside ``data.py`` (where the package data and the
    bundle put it), without importlib.resources (~18M instructions of opening a save)."""
    import os
    import subprocess
    import sys

    probe = (
        "import sys, farmhouse.games.wooly_bully.rules, farmhouse.games.wooly_bully.data as d;"
        "print(len(d.STANDARD), 'importlib.resources' in sys.modules)"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["77", "False"]
    assert data.TILES_JSON == make_tiles.TILES_PATH and data.TILES_JSON.is_file()


def test_faces_with_the_same_regions_are_turned_once(monkeypatch):
    """A face's four orientations are worked out once per list of regions (the standard
    catalogue's 146 faces have 47), the same as worked out anew; bad regions are refused
    every time."""
    assert len({f.regions for t in STANDARD.tiles for f in t.faces}) == 47
    turned = []
    orient = data._orient
    monkeypatch.setattr(data, "_orient", lambda regions, r: turned.append(r) or orient(regions, r))
    monkeypatch.setattr(data, "_TURNED", {})
    first = face_from_code("DMM-KB")
    again = data.Face("other", first.shape, first.regions)
    assert turned == [0, 1, 2, 3]  # once, for both
    assert again.orientations == tuple(orient(first.regions, r) for r in range(4))
    assert again.rotations == first.rotations == (0, 1, 2, 3)
    bad = (data.Region("M", None, 1, tuple(range(8))),)  # a meadow without a colour
    for _ in range(2):
        with pytest.raises(ValueError):
            data.Face("bad", "FULL", bad)


def test_geometry_facing_and_rotation():
    """Section 3.2: facing(i) = ((i + 4) mod 8) XOR 1; rotation r moves label i to i + 2r."""
    assert FACING == (5, 4, 7, 6, 1, 0, 3, 2)
    assert all(FACING[FACING[i]] == i for i in range(8))
    assert all(FACING[i] // 2 == (i // 2 + 2) % 4 for i in range(8))  # the opposite side
    patterns = {"FULL": "AAAAAAAA", "DIAG": "AABBBBAA", "HALF": "ABBBBAAA", "CORNER": "BAABBBBB"}
    for shape, regions in data.SHAPES.items():
        text = "".join("AB"[next(i for i, r in enumerate(regions) if s in r)] for s in range(8))
        assert text == patterns[shape]
    face = face_from_code("CMV-K")
    assert [o.labels for o in face.orientations] == ["VKKVVVVV", "VVVKKVVV", "VVVVVKKV", "KVVVVVVK"]
    for r, o in enumerate(face.orientations):
        assert o.labels == face.labels[-2 * r :] + face.labels[: -2 * r] if r else face.labels
        assert o.sides == (o.labels[0:2], o.labels[2:4], o.labels[4:6], o.labels[6:8])
    assert face_from_code("F").rotations == (0,)
    assert face_from_code("DMM-KB").rotations == (0, 1, 2, 3)


@pytest.mark.parametrize("code", ["DMM-BK", "M3", "M3-KB", "XYZ-K", "DMF-Q", "HMM-KK"])
def test_bad_codes_are_refused(code):
    with pytest.raises(ValueError):
        face_from_code(code)


def test_a_catalogue_needs_the_fixed_tiles():
    rows = data.special_rows()
    with pytest.raises(ValueError):
        data.make_catalogue(rows[1:])  # no Village Square
    with pytest.raises(ValueError):
        data.make_catalogue([r for r in rows if r[0] != "SHEPHERD-Y"])
    with pytest.raises(ValueError):
        data.make_catalogue(rows + [rows[5]])  # a name twice
    cat = data.make_catalogue(rows)
    assert cat == data.make_catalogue(data.special_rows()) and cat != STANDARD
    assert cat.fingerprint != STANDARD.fingerprint


def test_the_standard_catalogue_is_built_without_encoding_its_faces(monkeypatch):
    """Its fingerprint is the recorded one (``STANDARD_FINGERPRINT``, which a save's digest
    hashes), the same as worked out from its tiles; building it encodes no face for that
    (~10M instructions of opening a Wooly Bully save), while any other catalogue's fingerprint
    is worked out from its tiles."""
    worked_out = data._fingerprint(STANDARD.tiles)
    assert STANDARD.fingerprint == worked_out == data.STANDARD_FINGERPRINT
    encoded: list[str] = []
    to_json = data.Face.to_json

    def counting(face: data.Face) -> dict[str, object]:
        encoded.append(face.code)
        return to_json(face)

    monkeypatch.setattr(data.Face, "to_json", counting)
    again = data.standard_catalogue()
    assert encoded == []
    assert again == STANDARD and again.fingerprint == worked_out
    other = data.make_catalogue(data.special_rows() + data.marker_rows())
    assert encoded and other.fingerprint == data._fingerprint(other.tiles) != worked_out


def test_a_landscape_face_is_found_by_its_code():
    """The in-app rules picture faces by their section 3.3 codes: the first landscape tile
    with such a face, and which face it is; no tile has an unknown code."""
    name, face = STANDARD.landscape_face("DMV-K")
    tile = STANDARD.tile(name)
    assert tile.kind == "landscape" and tile.faces[face].code == "DMV-K"
    with pytest.raises(KeyError):
        STANDARD.landscape_face("XYZ")
