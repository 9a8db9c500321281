"""Boards that only draw (issue 19), held by their measures: every game's ``board/`` folder
builds no ``IllegalAction`` (the refusals are the rules' own, through its choice model), holds
no ``type: ignore`` and no mixin classes sharing ``self``, and stays within its line limit.

The counts are read from the source files, so a change that breaks one fails here, naming the
file and line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import farmhouse.games

GAMES_DIR = Path(farmhouse.games.__file__).parent
GAMES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "board").is_dir())

#: Lines a game may have in ``board/`` (issue 19): every game, Wooly Bully too (its
#: allowance of 1,510 went in session 19, its question before quitting the kit's).
LIMIT = 1500


def _board_files(game: str) -> list[Path]:
    return sorted((GAMES_DIR / game / "board").glob("*.py"))


def test_every_game_has_a_board() -> None:
    assert GAMES == ["black_sheep", "bye_bye_black_sheep", "el_gaucho", "wooly_bully"]


@pytest.mark.parametrize("game", GAMES)
def test_board_lines_within_the_limit(game: str) -> None:
    counts = {f.name: len(f.read_text(encoding="utf-8").splitlines()) for f in _board_files(game)}
    assert sum(counts.values()) <= LIMIT, (game, sum(counts.values()), LIMIT, counts)


@pytest.mark.parametrize("game", GAMES)
def test_board_builds_no_illegal_action_and_ignores_no_types(game: str) -> None:
    found = []
    for path in _board_files(game):
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            if "type: ignore" in line or "TYPE_CHECKING" in line:
                found.append(f"{path.name}:{number}: {line.strip()}")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name == "IllegalAction":
                    found.append(f"{path.name}:{node.lineno}: IllegalAction built")
    assert not found, found


@pytest.mark.parametrize("game", GAMES)
def test_board_classes_are_not_mixins(game: str) -> None:
    """No class in ``board/`` is named a mixin or has more than one base of the board's own
    (a Qt item that is also a kit target has two bases, one of them Qt's: that is allowed)."""
    found = []
    for path in _board_files(game):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [getattr(b, "id", getattr(b, "attr", "")) for b in node.bases]
            own = [b for b in bases if not b.startswith("Q")]
            if "mixin" in node.name.lower() or any("Mixin" in b for b in bases) or len(own) > 1:
                found.append(f"{path.name}:{node.lineno}: class {node.name}({', '.join(bases)})")
    assert not found, found
