"""Save format version 2: seats without a given name, hints per seat, the 1 → 2 upgrade step
and rule options added to a game later (``OPTIONS_ADDED``)."""

from __future__ import annotations

import json
import shutil
import typing
from pathlib import Path

import attrs
import pytest

from farmhouse.core import migrations, registry, saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

from . import toygame_later
from .toygame import Roll, Step

FIXTURES = Path(__file__).parent / "fixtures"


def copied(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    return path


# ----------------------------------------------------------------------------- 1 → 2


def test_version_1_fixture_loads_with_default_names_as_not_given(toy, tmp_path):
    """The fixture's seats are "Player 1", "プレイヤー2", "Player 1" (third seat) and "玩家 4":
    the default names of their own numbers become "not given"; the third keeps its name."""
    path = copied(tmp_path, "toy_dice_v1.farmhouse")
    match = saves.load_match(path)
    assert [s.name for s in match.seats] == [None, None, "Player 1", None]
    assert [s.kind for s in match.seats] == ["human", "ai", "ai", "human"]
    assert match.hints == [0, 0, 0, 0]
    assert match.actions == [Step(2), Roll(), Step(1), Roll(), Step(2), Step(2)]
    assert saves.read_info(path).seat_names == (None, None, "Player 1", None)


def test_version_1_upgrade_step():
    old = json.loads((FIXTURES / "toy_dice_v1.farmhouse").read_text(encoding="utf-8"))
    new = migrations.MIGRATIONS[1](old)
    assert new["format_version"] == 2
    assert [s["name"] for s in new["seats"]] == [None, None, "Player 1", None]
    assert [s["hints"] for s in new["seats"]] == [0, 0, 0, 0]
    assert old["seats"][0]["name"] == "Player 1"  # the step does not change its input
    assert {k: v for k, v in new.items() if k not in ("seats", "format_version")} == {
        k: v for k, v in old.items() if k not in ("seats", "format_version")
    }


def test_the_version_1_names_pattern_is_compiled_only_to_upgrade(toy, tmp_path):
    """Opening a save of the current format compiles no pattern of version 1's default names
    (issue 18: ~2M instructions of every save opened); upgrading a version-1 file does."""
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bob")], None, 3)
    match.apply(Step(1))
    saves.save_match(match, tmp_path / "now.farmhouse")
    migrations._v1_default.cache_clear()
    saves.load_match(tmp_path / "now.farmhouse")
    assert migrations._v1_default.cache_info().currsize == 0
    saves.load_match(copied(tmp_path, "toy_dice_v1.farmhouse"))
    assert migrations._v1_default.cache_info().currsize == 1


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("Player 3", 3),
        ("プレイヤー3", 3),
        ("プレイヤー 3", 3),
        ("玩家 3", 3),
        ("玩家3", 3),
        ("Player 12", 12),
        ("Player 03", None),
        ("player 3", None),
        ("Player  3", None),
        ("Player 3 ", None),
        ("Ann", None),
        ("Player", None),
        (None, None),
        (3, None),
    ],
)
def test_default_names_of_version_1(name, number):
    assert migrations.v1_default_name_number(name) == number


def test_the_default_names_are_those_the_translations_wrote():
    """Every language's translation of the new-game dialog's "Player %1" in the .ts files of
    this checkout is one of the names the upgrade recognises."""
    i18n = Path(__file__).resolve().parents[2] / "i18n"
    seen = set()
    for ts in i18n.glob("farmhouse_*.ts"):
        text = ts.read_text(encoding="utf-8")
        for part in text.split("<source>Player %1</source>")[1:]:
            translation = part.split("<translation")[1].split(">", 1)[1].split("<")[0]
            seen.add(translation or "Player %1")
    assert seen
    for template in seen:
        assert migrations.v1_default_name_number(template.replace("%1", "4")) == 4, template


def test_a_version_1_file_with_a_seat_that_is_no_object_is_refused(toy, tmp_path):
    path = copied(tmp_path, "toy_dice_v1.farmhouse")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1] = "Player 2"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    assert err.value.problem == "bad_field" and "seat #1" in err.value.detail


# ----------------------------------------------------------------------------- names, hints


def test_a_seat_without_a_name_is_saved_as_null_and_loads_as_none(toy, tmp_path):
    match = Match.new("toy_dice", [Seat(None), Seat("Bo", "ai", "easy")], None, 3)
    match.apply(Step(1))
    path = tmp_path / "g.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seats"][0] == {
        "name": None,
        "kind": "human",
        "level": None,
        "hints": 0,
        "take_backs": 0,
    }
    loaded = saves.load_match(path)
    assert loaded.seats == match.seats
    assert saves.read_info(path).seat_names == (None, "Bo")


def test_hints_are_counted_per_seat_and_saved(toy, tmp_path):
    match = Match.new("toy_dice", [Seat("Ann"), Seat(None), Seat("Cy", "ai", "easy")], None, 3)
    assert match.hints == [0, 0, 0]
    assert match.record_hint(1) == 1
    assert match.record_hint(1) == 2
    assert match.record_hint(0) == 1
    assert match.hints == [1, 2, 0]
    with pytest.raises(IndexError):
        match.record_hint(3)
    with pytest.raises(IndexError):
        match.record_hint(-1)
    path = tmp_path / "h.farmhouse"
    saves.save_match(match, path)
    assert saves.load_match(path).hints == [1, 2, 0]


def test_hints_stay_counted_as_the_game_goes_on(toy):
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo")], None, 3)
    seat = match.to_move
    match.record_hint(seat)
    match.apply(Step(1))
    match.apply(Step(1))
    assert match.hints[seat] == 1 and sum(match.hints) == 1


def test_a_hint_count_that_does_not_fit_the_seats_is_refused(toy):
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo")])
    with pytest.raises(ValueError):
        attrs.evolve(match, hints=[0])


# ----------------------------------------------------------------------------- OPTIONS_ADDED


@pytest.fixture
def later_toy():
    """The later dice race (an option added in format version 2) in place of the toy game."""
    registry.register(toygame_later.GAME_ID, toygame_later.__name__)
    yield toygame_later.GAME
    registry.unregister(toygame_later.GAME_ID)


@pytest.mark.parametrize("fixture", ["toy_dice_v0.farmhouse", "toy_dice_v1.farmhouse"])
def test_an_option_added_later_takes_its_old_value_in_older_files(later_toy, tmp_path, fixture):
    """A file from before ``long_step`` existed replays with it off (the rules it was played
    with), although the option is on by default now; its digest matches."""
    path = copied(tmp_path, fixture)
    match = saves.load_match(path)
    assert match.options.long_step is False
    assert Step(3) not in match.legal_actions()
    assert saves.check_save(path).moves == len(match.actions)


def test_without_the_declaration_older_files_would_not_replay(later_toy, tmp_path, monkeypatch):
    """What the mechanism is for: with the new default, the old game is another game."""
    monkeypatch.setattr(toygame_later.rules, "OPTIONS_ADDED", {})
    path = copied(tmp_path, "toy_dice_v1.farmhouse")
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    assert err.value.problem == "digest_mismatch"


def test_an_older_file_that_holds_the_option_keeps_its_value(later_toy, tmp_path):
    path = copied(tmp_path, "toy_dice_v1.farmhouse")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"]["long_step"] = False
    path.write_text(json.dumps(data), encoding="utf-8")
    assert saves.load_match(path).options.long_step is False
    data["options"]["long_step"] = True  # another game than the one digested
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    assert err.value.problem == "digest_mismatch"


def test_a_current_file_without_the_option_gets_todays_default(later_toy, tmp_path):
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo")], None, 5)
    match.apply(Step(3))
    path = tmp_path / "new.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["options"] == {"goal": 12, "long_step": True}
    del data["options"]["long_step"]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.load_match(path)
    assert loaded.options.long_step is True and loaded.actions == [Step(3)]


def test_fill_added_options_fills_only_what_an_older_file_could_not_hold(later_toy):
    fill = migrations.fill_added_options
    assert fill("toy_dice", {"goal": 9}, 1) == {"goal": 9, "long_step": False}
    assert fill("toy_dice", {"goal": 9}, 0) == {"goal": 9, "long_step": False}
    assert fill("toy_dice", {"goal": 9}, 2) == {"goal": 9}
    assert fill("toy_dice", {"long_step": True}, 1) == {"long_step": True}
    assert fill("no_such_game", {"goal": 9}, 0) == {"goal": 9}


@pytest.mark.parametrize(
    "declared",
    [[], {"long_step": 2}, {"long_step": (2,)}, {"long_step": (0, False)}, {"long_step": (99, 1)}],
)
def test_a_malformed_declaration_is_a_program_error(later_toy, monkeypatch, declared):
    monkeypatch.setattr(toygame_later.rules, "OPTIONS_ADDED", declared)
    with pytest.raises(TypeError):
        migrations.options_added("toy_dice")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_declares_its_added_options_well(game_id):
    """Each option a game declares as added later is one of its options, introduced by a format
    version this program knows, with an old value of the option's type."""
    game = registry.get_game(game_id)
    fields = attrs.fields_dict(game.Options)
    hints = typing.get_type_hints(game.Options)
    for option, (version, old_value) in migrations.options_added(game_id).items():
        assert option in fields, option
        assert 1 <= version <= migrations.FORMAT_VERSION
        assert saves._fits(old_value, hints[option]), (option, old_value)
