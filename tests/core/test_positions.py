"""Every game's ``positions`` module speaks the same API: ``position()`` builds a validated
state, ``describe(state)`` writes it as one line starting with the game id, ``parse(line)``
reads it back to an equal state (the game's digest), ``check(state)`` names what no game
could reach, and everything refused is an :class:`InvalidPosition` (a ValueError). Each
game's own tests cover its notation and each kind of impossible position."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from farmhouse.core import registry
from farmhouse.core.game import InvalidPosition
from farmhouse.core.rng import Rng

GAMES = [g for g in registry.game_ids() if registry.module_name(g, "positions")]


def _positions(game_id: str) -> Any:
    name = registry.module_name(game_id, "positions")
    assert name is not None
    return importlib.import_module(name)


def test_every_game_has_a_positions_module():
    assert GAMES == registry.game_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_one_api_in_every_game(game_id):
    positions = _positions(game_id)
    for name in ("position", "describe", "parse", "check"):
        assert callable(getattr(positions, name)), name
    game = registry.get_game(game_id)
    built = positions.position()
    positions.check(built)
    line = positions.describe(built)
    assert line.startswith(game_id + " ") and "\n" not in line
    assert game.digest(positions.parse(line)) == game.digest(built)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seeded_game_round_trips_and_plays_on(game_id):
    """Every 7th state of a seeded random game (3 players) reads back from its line and
    plays on to the same end: the generator's state came along."""
    positions = _positions(game_id)
    game = registry.get_game(game_id)
    state = game.setup(3, game.Options(), 11)
    rng = Rng.from_seed(5)
    step = 0
    while game.to_move(state) is not None:
        if step % 7 == 0:
            line = positions.describe(state)
            again = positions.parse(line)
            assert game.digest(again) == game.digest(state), line
            action = game.legal_actions(state)[0]
            assert game.digest(game.apply(again, action)[0]) == game.digest(
                game.apply(state, action)[0]
            ), line
        state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
        step += 1
    assert game.digest(positions.parse(positions.describe(state))) == game.digest(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_another_games_line_or_junk_is_refused(game_id):
    positions = _positions(game_id)
    for other in GAMES:
        if other != game_id:
            line = _positions(other).describe(_positions(other).position())
            with pytest.raises(InvalidPosition, match=f"starts with '{game_id}'"):
                positions.parse(line)
    for junk in ("", "   ", game_id, f"{game_id} players=3 =", f"{game_id} players"):
        with pytest.raises(InvalidPosition):
            positions.parse(junk)
    assert issubclass(InvalidPosition, ValueError)
