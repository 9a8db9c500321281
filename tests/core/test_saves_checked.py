"""Options are checked at the boundary against the game's Options class, and check_save makes
every check opening makes (what a list of saves needs to show damaged files as damaged)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]


def saved(tmp_path: Path, game: str, moves: int = 4) -> Path:
    match = Match.new(game, [Seat("Ann"), Seat("Bob")], None, 7)
    while len(match.actions) < moves and not match.is_over:
        match.apply(match.legal_actions()[0])
    path = tmp_path / f"{game}.farmhouse"
    saves.save_match(match, path)
    return path


def rewrite(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def refused(path: Path, problem: str) -> saves.SaveError:
    for call in (saves.load_match, saves.check_save):
        with pytest.raises(saves.SaveError) as caught:
            call(path)
        assert caught.value.problem == problem, str(caught.value)
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_an_option_of_the_wrong_type_is_refused_naming_the_file_and_the_option(tmp_path, game):
    path = saved(tmp_path, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    for name, value in data["options"].items():
        wrong = "yes" if not isinstance(value, str) else 3
        rewrite(path, lambda d, name=name, wrong=wrong: d["options"].update({name: wrong}))
        err = refused(path, "bad_option")
        assert err.option == name and err.game == game
        assert path.name in str(err) and f"options.{name}" in str(err)
        rewrite(path, lambda d, name=name, value=value: d["options"].update({name: value}))
    assert saves.load_match(path).game_id == game  # the original options load again


def test_task_cards_yes_in_an_el_gaucho_save_is_refused_as_an_unknown_option(tmp_path):
    path = saved(tmp_path, "el_gaucho")
    rewrite(path, lambda d: d["options"].update(task_cards="yes"))
    err = refused(path, "bad_option")
    assert "task_cards" in err.detail and err.option == ""  # not an option of El Gaucho


def test_a_number_written_as_text_is_not_a_number(tmp_path):
    path = saved(tmp_path, "el_gaucho")
    rewrite(path, lambda d: d["options"].update(fill_threshold="20"))
    assert refused(path, "bad_option").option == "fill_threshold"


def test_the_options_own_problems_are_checked(tmp_path):
    path = saved(tmp_path, "el_gaucho")
    rewrite(path, lambda d: d["options"].update(fill_threshold=500))
    assert refused(path, "bad_option").option == "fill_threshold"
    path = saved(tmp_path, "wooly_bully")
    rewrite(path, lambda d: d["options"].update(hand_size=9))
    assert refused(path, "bad_option").option == "hand_size"


def test_check_save_finds_what_only_opening_found_before(tmp_path):
    """read_info checks the header only; check_save replays like load_match."""
    cases = {
        "digest": (lambda d: d.update(final_state_digest="0" * 64), "digest_mismatch"),
        "unknown": (lambda d: d.update(game="chess"), "unknown_game"),
        "other": (lambda d: d.update(game="el_gaucho", options={}), "foreign_moves"),
        "illegal": (lambda d: d["actions"].insert(0, d["actions"][1]), "bad_action"),
    }
    for name, (change, problem) in cases.items():
        path = saved(tmp_path / name, "black_sheep")
        rewrite(path, change)
        assert saves.read_info(path).path == path  # the header alone looks fine
        refused(path, problem)
    good = saved(tmp_path, "black_sheep")
    info = saves.check_save(good)
    assert info == saves.read_info(good) and info.moves == 4


@pytest.mark.parametrize("game", GAMES)
def test_checking_a_saves_actions_works_out_each_class_and_annotation_once(
    tmp_path, game, monkeypatch
):
    """Issue 18: the checks of a save's actions (fields, annotated types, enum values) are
    worked out once per class and annotation, not once per action: loading the same save a
    second time asks ``typing`` and ``attrs`` nothing about them. (It still checks every
    action: the refusals above.)"""
    import typing

    import attrs

    path = saved(tmp_path, game, moves=30)
    saves.load_match(path)
    asked: list[str] = []
    from farmhouse.core import serial

    patched = ((typing, "get_args"), (serial, "get_args"), (typing, "get_origin"))
    for module, name in (*patched, (attrs, "fields_dict")):
        real = getattr(module, name)
        monkeypatch.setattr(
            module, name, lambda *a, real=real, name=name: asked.append(name) or real(*a)
        )
    saves.load_match(path)
    assert asked == []


def test_an_enum_field_takes_only_its_members_values_of_the_same_type():
    """``_fits`` against an Enum (worked out once per Enum): a member's value of the member's
    own type fits; the same number as a bool, text for a number, a list or an object do not."""
    import enum

    class Size(enum.Enum):
        ONE = 1
        TWO = "two"

    assert saves._fits(1, Size) and saves._fits("two", Size)
    for value in (True, 1.0, "1", 2, "TWO", [1], {"a": 1}, None):
        assert not saves._fits(value, Size), value
