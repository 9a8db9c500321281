"""Black Sheep matches survive save and load: same state, same legal actions, same views."""

from __future__ import annotations

import json

import pytest

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.rules import Options


def random_match(players: int, seed: int, moves: int | None = None, options=None) -> Match:
    seats = [
        Seat(f"P{i}", "human" if i == 0 else "ai", None if i == 0 else "easy")
        for i in range(players)
    ]
    match = Match.new("black_sheep", seats, options, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and (moves is None or len(match.actions) < moves):
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_game_round_trip(tmp_path, players):
    match = random_match(players, seed=players * 11)
    assert match.is_over
    path = tmp_path / "bs.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.outcome() == match.outcome()
    assert loaded.actions == match.actions
    assert saves.read_info(path).finished is True


@pytest.mark.parametrize(
    "options", [Options(), Options(task_cards=True, values_hidden_until_end=True)]
)
def test_mid_game_round_trip_keeps_legal_actions_and_views(tmp_path, options):
    match = random_match(4, seed=5, moves=17, options=options)
    path = tmp_path / "mid.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.options == options
    assert loaded.digest() == match.digest()
    assert loaded.legal_actions() == match.legal_actions()
    assert loaded.to_move == match.to_move
    for seat in (None, 0, 1, 2, 3):
        assert loaded.view(seat) == match.view(seat)
    # Both continue identically.
    for action in match.legal_actions()[:1]:
        assert loaded.apply(action) == match.apply(action)
    assert loaded.digest() == match.digest()


def test_changed_card_in_a_black_sheep_save_is_caught(tmp_path):
    match = random_match(2, seed=3, moves=12)
    path = tmp_path / "bs.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    first = next(i for i, a in enumerate(data["actions"]) if a["type"] == "Play")
    data["actions"][first]["pasture"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    assert info.value.problem == "bad_action"
    assert f"action #{first}" in str(info.value) and str(path) in str(info.value)


def test_black_sheep_autosave_and_continue():
    match = random_match(3, seed=8, moves=9)
    saves.autosave(match)
    latest = saves.latest_autosave()
    assert latest is not None and latest.match_id == match.match_id and latest.moves == 9
    assert saves.load_match(latest.path).legal_actions() == match.legal_actions()
