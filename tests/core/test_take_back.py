"""Take-backs against the computer (``Match.take_back``, issue 20): only when exactly one
seat is a person and the others AIs; back to that person's previous decision by replay from
the seed, so that the same move draws the same chance again (each game's state carries its
own generator); counted per seat and saved (format 3, upgraded from format 2)."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from farmhouse.core import migrations, saves
from farmhouse.core.game import IllegalAction
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng

from .played import GAMES, new_game, plain_states, play, prefix, seats

GAME_IDS = list(GAMES)
FIXTURES = Path(__file__).parent / "fixtures"


def one_person(game_id: str) -> str:
    return "H" + "A" * (GAMES[game_id] - 1)


@pytest.fixture(scope="module")
def against_ais():
    """game id → a whole game of one person (seat 0, played by an easy AI here) against
    easy AIs, and its states from the deal on (plain apply loop)."""
    found = {}
    for game_id in GAME_IDS:
        match = play(new_game(game_id, one_person(game_id), seed=3), seed=3)
        found[game_id] = (match, plain_states(match))
    return found


def draws(game, state, action, seat: int, after) -> bool:
    """True if what ``seat`` sees after ``action`` could have been otherwise for all it knew
    before: applied to states sampled from its view (other deals, other generators), the
    action leads at least once to another view than ``after`` (a card, a tile, a die)."""
    view = game.view(state, seat)
    expected = game.view(after, seat)
    for k in range(8):
        sample = game.sample_state(view, Rng.from_seed(k))
        if game.view(game.apply(sample, action)[0], seat) != expected:
            return True
    return False


def decisions(match: Match, seat: int) -> list[int]:
    """Indices of ``seat``'s actions in ``match`` that were decisions (not forced passes)."""
    return [i for i, m in enumerate(match.movers) if m == seat and i not in match._forced]


# ----------------------------------------------------------------------------- the generator


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_state_carries_its_own_seeded_generator(against_ais, game_id):
    """The same state and action give the same result whatever Python's global generator
    holds, and apply leaves its input (its generator included) as it was."""
    match, states = against_ais[game_id]
    game = match.game
    assert isinstance(states[0].rng, Rng)
    other = game.setup(len(match.seats), match.options, match.seed + 1)
    assert states[0].rng != other.rng and game.digest(states[0]) != game.digest(other)
    for i in range(0, len(match.actions), 7):
        before = game.digest(states[i])
        random.seed(i)
        first = game.apply(states[i], match.actions[i])
        random.seed(i + 1000)
        second = game.apply(states[i], match.actions[i])
        assert game.digest(first[0]) == game.digest(second[0]) == game.digest(states[i + 1])
        assert first[1] == second[1] == match.turn_events[i]
        assert game.digest(states[i]) == before


# ----------------------------------------------------------------------------- take back


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_take_back_returns_to_the_person_s_previous_decision(against_ais, game_id):
    whole, states = against_ais[game_id]
    game = whole.game
    mine = decisions(whole, 0)
    assert len(mine) >= 4
    i, j = mine[len(mine) // 2], mine[len(mine) // 2 + 1]
    match = prefix(whole, j)  # the person is to decide again
    assert match.to_move == 0 and match.can_take_back() and match.take_back_point() == i
    hints = list(match.hints)
    taken = match.take_back()
    assert taken == whole.actions[i:j]
    assert len(match.actions) == len(match.turn_events) == len(match.movers) == i
    assert match.to_move == 0
    assert match.digest() == game.digest(states[i])
    assert match.view(0) == game.view(states[i], 0)
    assert match.take_backs == [1] + [0] * (len(match.seats) - 1)
    assert match.hints == hints
    # the next one goes back further, to the decision before
    match.take_back()
    assert len(match.actions) == mine[len(mine) // 2 - 1]
    assert match.take_backs[0] == 2


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_move_after_a_take_back_draws_the_same_chance(against_ais, game_id):
    """A person who takes back a move that drew (cards, tiles, dice) and plays it again gets
    the very same draw, and the AIs answer with the very same moves: no fishing for a better
    card or a kinder reply."""
    whole, states = against_ais[game_id]
    game = whole.game
    mine = decisions(whole, 0)
    drawing = [
        (i, j)
        for i, j in zip(mine, mine[1:], strict=False)
        if draws(game, states[i], whole.actions[i], 0, states[i + 1])
    ]
    assert len(drawing) >= 3, "the person hardly drew"
    for i, j in drawing[:3]:
        match = prefix(whole, j)
        match.take_back()
        assert len(match.actions) == i
        random.seed(j)  # whatever Python's own generator holds
        events = match.apply(whole.actions[i])
        assert events == whole.turn_events[i]
        assert match.digest() == game.digest(states[i + 1])
        assert match.state.rng == states[i + 1].rng
        # and the computer answers as before (its choices are functions of seed and view)
        play(match, until=j, seed=3)
        assert match.actions == whole.actions[:j]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_save_after_a_take_back_loads_to_the_same_state(against_ais, game_id, tmp_path):
    whole, _ = against_ais[game_id]
    mine = decisions(whole, 0)
    match = prefix(whole, mine[-1])
    match.take_back()
    path = tmp_path / "t.farmhouse"
    saves.save_match(match, path)
    assert [s["take_backs"] for s in json.loads(path.read_text())["seats"]][0] == 1
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.actions == match.actions
    assert loaded.take_backs == match.take_backs
    assert loaded.to_move == 0 and loaded.can_take_back() == match.can_take_back()


def test_a_forced_pass_is_no_decision_to_go_back_to():
    """Black Sheep seed 1: the person (seat 0) had to pass at action 45; a take-back from
    after it goes back past the pass to the play before."""
    whole = play(new_game("black_sheep", "HAAA", seed=1), seed=1)
    assert 45 in whole._forced and whole.movers[45] == 0
    match = prefix(whole, 47)
    assert match._forced == {45}
    state = prefix(whole, 45).state
    assert len(match.game.legal_actions(state)) == 1
    point = match.take_back_point()
    assert point is not None and point < 45
    assert point == max(i for i in range(45) if match.movers[i] == 0)
    match.take_back()
    assert len(match.actions) == point and match._forced == set()


# ----------------------------------------------------------------------------- when not


@pytest.mark.parametrize(
    ("kinds", "reason"),
    [
        ("HHAA", "two people: they have undo"),
        ("HAHA", "two people"),
        ("AAAA", "nobody"),
        ("HHHH", "all people"),
    ],
)
def test_only_one_person_against_ais_may_take_back(kinds, reason):
    match = play(Match.new("black_sheep", seats(kinds), None, 5), until=30)
    assert match.take_back_seat() is None, reason
    assert not match.can_take_back()
    before = (list(match.actions), match.digest())
    with pytest.raises(IllegalAction) as err:
        match.take_back()
    assert err.value.reason == "core.illegal.cannot_take_back"
    assert (match.actions, match.digest()) == before
    assert match.take_backs == [0, 0, 0, 0]


def test_nothing_to_take_back_before_the_first_decision_nor_after_the_end(against_ais):
    match = Match.new("el_gaucho", seats("AHAA"), None, 2)
    assert match.take_back_seat() == 1
    play(match, until=1)
    assert match.movers == [0] and not match.can_take_back()
    with pytest.raises(IllegalAction):
        match.take_back()
    whole, _ = against_ais["el_gaucho"]
    over = prefix(whole, len(whole.actions))
    assert over.is_over and not over.can_take_back()


def test_take_backs_are_counted_per_seat_and_checked():
    match = new_game("black_sheep", "HAAA")
    assert match.take_backs == [0, 0, 0, 0]
    game, options, state = match.game, match.options, match.state
    with pytest.raises(ValueError):
        Match("black_sheep", game, options, match.seats, 7, state, take_backs=[0])
    assert (
        Match(
            "black_sheep", game, options, match.seats, 7, state, take_backs=[0, 3, 0, 0]
        ).take_backs[1]
        == 3
    )


# ----------------------------------------------------------------------------- format 3


def test_version_2_fixture_loads_with_no_take_backs(toy, tmp_path):
    path = tmp_path / "toy_dice_v2.farmhouse"
    shutil.copy(FIXTURES / "toy_dice_v2.farmhouse", path)
    before = path.read_bytes()
    match = saves.load_match(path)
    assert match.take_backs == [0, 0, 0]
    assert match.hints == [2, 0, 1]
    assert [s.name for s in match.seats] == ["Ann", None, None]
    assert len(match.actions) == 5 and match.match_id == "fedcba9876543210fedcba9876543210"
    assert path.read_bytes() == before  # loading never rewrites the file
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == migrations.FORMAT_VERSION == 4
    assert [s["take_backs"] for s in data["seats"]] == [0, 0, 0]


def test_version_2_upgrade_step():
    old = json.loads((FIXTURES / "toy_dice_v2.farmhouse").read_text(encoding="utf-8"))
    new = migrations.MIGRATIONS[2](old)
    assert new["format_version"] == 3
    assert [s["take_backs"] for s in new["seats"]] == [0, 0, 0]
    assert "take_backs" not in old["seats"][0]  # the step does not change its input
    assert [{k: v for k, v in s.items() if k != "take_backs"} for s in new["seats"]] == old["seats"]
    assert {k: v for k, v in new.items() if k not in ("seats", "format_version")} == {
        k: v for k, v in old.items() if k not in ("seats", "format_version")
    }
    odd = dict(old, seats="nobody")
    assert migrations.MIGRATIONS[2](odd)["seats"] == "nobody"  # left for the checks
