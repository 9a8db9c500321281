"""Arena: seat rotation, fixed seeds, fractional wins, error capture, recording, CLI."""

from __future__ import annotations

import json

import attrs
import pytest

from farmhouse import arena
from farmhouse.core import saves
from farmhouse.core.rng import Rng

from .toygame import Step, View


@attrs.define
class RandomAI:
    """Picks a uniformly random legal action; records every view it was given."""

    level: str
    seed: int
    seen: list = attrs.field(factory=list)

    def choose(self, view, legal, budget_s, cancel):
        self.seen.append(view)
        return Rng.from_seed(self.seed + len(self.seen)).choice(legal)


class CrashingAI(RandomAI):
    def choose(self, view, legal, budget_s, cancel):
        if len(self.seen) >= 2:
            raise ZeroDivisionError("thinking too hard")
        return super().choose(view, legal, budget_s, cancel)


class CheatingAI(RandomAI):
    def choose(self, view, legal, budget_s, cancel):
        return Step(5)


def factory_with(**special):
    made: list[RandomAI] = []

    def factory(game_id, level, seed):
        if level not in ("rand", "rand2", *special):
            raise ValueError(f"unknown AI level {level!r}")
        ai = special.get(level, RandomAI)(level, seed)
        made.append(ai)
        return ai

    factory.made = made
    return factory


def test_seat_rotation_puts_every_level_in_every_seat():
    levels = ["normal", "easy", "easy"]
    assert arena.seat_levels(levels, 0) == ("normal", "easy", "easy")
    assert arena.seat_levels(levels, 1) == ("easy", "easy", "normal")
    seats_of_normal = sorted(arena.seat_levels(levels, i).index("normal") for i in range(3))
    assert seats_of_normal == [0, 1, 2]


def test_seeds_are_fixed_by_the_run_seed():
    assert arena.game_seeds(1, 5) == arena.game_seeds(1, 5)
    assert arena.game_seeds(1, 5) != arena.game_seeds(2, 5)
    assert len(set(arena.game_seeds(1, 50))) == 50
    assert all(0 <= s < 2**63 for s in arena.game_seeds(3, 20))
    assert arena.ai_seed(10, 0) != arena.ai_seed(10, 1)


def test_runs_repeat_exactly(toy):
    def run():
        results = arena.run_arena("toy_dice", ["rand", "rand2"], 6, 4, ai_factory=factory_with())
        return [(r.seed, r.levels, r.scores, r.winners, r.moves) for r in results]

    assert run() == run()


def test_a_run_resumed_at_a_game_plays_the_rest_of_the_whole_run(toy, tmp_path):
    def key(results):
        return [(r.index, r.seed, r.levels, r.scores, r.winners, r.moves) for r in results]

    whole = arena.run_arena("toy_dice", ["rand", "rand2"], 7, 4, ai_factory=factory_with())
    rest = arena.run_arena(
        "toy_dice", ["rand", "rand2"], 7, 4, ai_factory=factory_with(), first=4, record=tmp_path
    )
    assert key(rest) == key(whole)[4:]
    assert sorted(p.name.split("-")[1] for p in tmp_path.iterdir()) == ["0004", "0005", "0006"]
    with pytest.raises(ValueError, match="first game 7"):
        arena.run_arena("toy_dice", ["rand"] * 2, 7, 4, ai_factory=factory_with(), first=7)


def test_each_ai_sees_only_its_own_view(toy):
    factory = factory_with()
    arena.run_arena("toy_dice", ["rand", "rand2", "rand"], 3, 1, ai_factory=factory)
    assert factory.made
    for ai in factory.made:
        for view in ai.seen:
            assert isinstance(view, View)
            assert view.to_move == view.seat
            hidden = [b is None for s, b in enumerate(view.bonuses) if s != view.seat]
            assert all(hidden) and view.bonuses[view.seat] is not None


def test_wins_are_fractional_and_add_up(toy):
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 30, 9, ai_factory=factory_with())
    summary = {s.level: s for s in arena.summarise(["rand", "rand2"], results)}
    assert summary["rand"].wins + summary["rand2"].wins == pytest.approx(30)
    assert summary["rand"].seat_games == 30
    shared = [r for r in results if len(r.winners) > 1]
    assert shared, "seed 9 was chosen because it has a shared win"
    assert sum(arena.seat_win_rates(results, 2)) == pytest.approx(1)


def test_summary_counts_wins_per_level_by_hand():
    levels = ("a", "b", "b")
    results = [
        arena.GameResult(0, 1, levels, (5, 3, 5), (0, 2), 4, ((0.1,), (0.2,), (0.3,)), None, None),
        arena.GameResult(1, 2, ("b", "b", "a"), (1, 9, 2), (1,), 4, ((), (), ()), None, None),
    ]
    a, b = arena.summarise(["a", "b", "b"], results)
    assert (a.level, a.seats, a.seat_games, a.wins) == ("a", 1, 2, 0.5)
    assert (b.seats, b.seat_games, b.wins) == (2, 4, 1.5)
    assert a.avg_score == 3.5 and b.avg_score == pytest.approx((3 + 5 + 1 + 9) / 4)
    assert a.decisions == 1 and b.decisions == 2


def test_percentile():
    assert arena.percentile([], 50) == 0.0
    assert arena.percentile([3, 1, 2], 50) == 2
    assert arena.percentile(list(range(101)), 95) == 95
    assert arena.percentile([0, 10], 25) == 2.5


def test_ai_exception_is_caught_and_summarised(toy):
    factory = factory_with(crash=CrashingAI)
    results = arena.run_arena("toy_dice", ["crash", "rand"], 4, 1, ai_factory=factory)
    errors = [r.error for r in results if r.error is not None]
    assert len(errors) == 4
    assert {e.kind for e in errors} == {"ai_exception"}
    assert {e.level for e in errors} == {"crash"}
    assert "ZeroDivisionError: thinking too hard" in errors[0].summary
    assert "in choose" in errors[0].where
    groups = arena.error_groups(results)
    assert len(groups) == 1 and groups[0]["count"] == 4
    assert "ZeroDivisionError" in groups[0]["traceback"]


def test_illegal_action_is_an_error(toy):
    results = arena.run_arena(
        "toy_dice", ["cheat", "rand"], 2, 1, ai_factory=factory_with(cheat=CheatingAI)
    )
    error = results[0].error
    assert error is not None and error.kind == "illegal_action"
    assert "Step(n=5)" in error.summary and error.level == "cheat"


def test_recorded_games_open_as_saves(toy, tmp_path):
    # Real level names: a save whose AI level its game does not know is refused on loading.
    results = arena.run_arena(
        "toy_dice",
        ["easy", "normal"],
        3,
        2,
        record=tmp_path,
        ai_factory=factory_with(easy=RandomAI, normal=CrashingAI),
    )
    files = sorted(tmp_path.glob("*.farmhouse"))
    assert len(files) == 3
    for result, path in zip(results, files, strict=True):
        assert str(result.seed) in path.name
        assert path.name.endswith("-error.farmhouse") == (result.error is not None)
        loaded = saves.load_match(path)
        assert loaded.digest() == result.match.digest()
        assert [s.level for s in loaded.seats] == list(result.levels)


def test_cli_json_and_exit_codes(toy, capsys):
    code = arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2,rand", "--games", "6", "--json"],
        ai_factory=factory_with(),
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert data["games"] == 6 and data["errors"] == 0
    assert set(data["levels"]) == {"rand", "rand2"}
    assert data["levels"]["rand"]["seat_games"] == 12
    code = arena.main(
        ["--game", "toy_dice", "--seats", "crash,rand", "--games", "2"],
        ai_factory=factory_with(crash=CrashingAI),
    )
    out = capsys.readouterr().out
    assert code == 1
    assert "2x ai_exception [crash] ZeroDivisionError: thinking too hard" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "toy_dice", "--seats", "rand"],
        ["--game", "nope", "--seats", "rand,rand"],
        ["--game", "toy_dice", "--seats", "rand,genius"],
        ["--game", "toy_dice", "--seats", "rand,rand", "--games", "0"],
        ["--game", "toy_dice", "--seats", "rand,rand", "--options", "{bad"],
        ["--game", "toy_dice", "--seats", "rand,rand", "--games", "3", "--first", "3"],
        ["--game", "toy_dice", "--seats", "rand,rand", "--first", "-1"],
    ],
)
def test_cli_bad_arguments_exit_2(toy, args, capsys):
    with pytest.raises(SystemExit) as info:
        arena.main(args, ai_factory=factory_with())
    assert info.value.code == 2
    assert "error" in capsys.readouterr().err


def test_black_sheep_arena_runs_cleanly(tmp_path):
    results = arena.run_arena("black_sheep", ["normal", "easy"], 2, 1, record=tmp_path)
    assert [r.error for r in results] == [None, None]
    assert all(sum(1 for _ in r.winners) >= 1 for r in results)
    for path in tmp_path.glob("*.farmhouse"):
        assert saves.load_match(path).is_over


def test_python_dash_m_entry_point():
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [sys.executable, "-m", "farmhouse.arena", "--seats", "easy,easy", "--games", "2", "--json"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["game"] == "black_sheep" and data["finished_games"] == 2


def test_view_and_state_disagreeing_on_legal_actions_is_an_error(toy, monkeypatch):
    monkeypatch.setattr(type(toy), "legal_actions_in_view", lambda self, view: [Step(1)])
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 1, 1, ai_factory=factory_with())
    error = results[0].error
    assert error is not None and error.kind == "view_mismatch" and error.level is not None


def test_rules_exception_is_an_error(toy, monkeypatch):
    def broken(self, state, action):
        raise KeyError("pasture 9")

    monkeypatch.setattr(type(toy), "apply", broken)
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 1, 1, ai_factory=factory_with())
    error = results[0].error
    assert error is not None and error.kind == "rules_exception"
    assert "KeyError" in error.summary and "in broken" in error.where


def test_endless_game_is_stopped(toy, monkeypatch):
    monkeypatch.setattr(arena, "MAX_ACTIONS", 3)
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 1, 1, ai_factory=factory_with())
    error = results[0].error
    assert error is not None and error.kind == "too_long" and results[0].moves == 3


def test_outcome_ended_by_defaults_to_none():
    from farmhouse.core.game import Outcome

    assert Outcome(scores=(1, 0), ranking=((0,), (1,)), winners=(0,)).ended_by is None
    assert Outcome((1,), ((0,),), (0,), ended_by="x.end.y").ended_by == "x.end.y"


def test_games_that_do_not_say_how_they_ended_count_as_unspecified(toy, capsys):
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 4, 3, ai_factory=factory_with())
    assert [r.ended_by for r in results] == [None] * 4
    assert arena.ended_by_counts(results) == {arena.ENDED_BY_UNSPECIFIED: 4}
    code = arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2", "--games", "4"], ai_factory=factory_with()
    )
    assert code == 0
    assert "ended by" not in capsys.readouterr().out  # nothing to say for such a game


def test_report_counts_games_by_how_they_ended(toy, monkeypatch, capsys):
    plain = type(toy).outcome

    def outcome(self, state):
        result = plain(self, state)
        if result is None:
            return None
        # A long game (many turns) "stalls", a short one "finishes".
        return attrs.evolve(result, ended_by="toy.end.stall" if state.turn > 8 else "toy.end.goal")

    monkeypatch.setattr(type(toy), "outcome", outcome)
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 12, 5, ai_factory=factory_with())
    expected = {"toy.end.stall": 0, "toy.end.goal": 0}
    for r in results:
        expected["toy.end.stall" if r.match.state.turn > 8 else "toy.end.goal"] += 1
    assert all(expected.values()), "seed 5 was chosen to give both endings"
    assert [r.ended_by for r in results] == [
        "toy.end.stall" if r.match.state.turn > 8 else "toy.end.goal" for r in results
    ]
    counts = arena.ended_by_counts(results)
    assert counts == expected and sum(counts.values()) == 12
    assert list(counts.values()) == sorted(counts.values(), reverse=True)
    code = arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2", "--games", "12", "--seed", "5", "--json"],
        ai_factory=factory_with(),
    )
    assert code == 0
    assert json.loads(capsys.readouterr().out)["ended_by"] == expected
    arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2", "--games", "12", "--seed", "5"],
        ai_factory=factory_with(),
    )
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("ended by: "))
    assert line == "ended by: " + ", ".join(f"{k} {v}" for k, v in counts.items())


def test_errored_games_are_not_counted_by_ending(toy):
    results = arena.run_arena(
        "toy_dice", ["crash", "rand"], 3, 1, ai_factory=factory_with(crash=CrashingAI)
    )
    assert all(r.error is not None and r.ended_by is None for r in results)
    assert arena.ended_by_counts(results) == {}


def test_wilson_interval():
    # reference values of the Wilson score interval at z = 1.96
    assert arena.wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert arena.wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert arena.wilson_interval(130, 200) == pytest.approx((0.5816, 0.7127), abs=1e-4)
    assert arena.wilson_interval(10, 10)[1] == 1.0
    assert arena.wilson_interval(2.5, 10) == pytest.approx((0.0809, 0.5578), abs=1e-4)
    assert arena.wilson_interval(0, 0) == (0.0, 1.0)


def test_report_gives_an_interval_with_every_win_rate(toy, capsys):
    code = arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2", "--games", "20", "--json"],
        ai_factory=factory_with(),
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    for s in data["levels"].values():
        assert (s["win_low"], s["win_high"]) == pytest.approx(
            arena.wilson_interval(s["wins"], s["seat_games"])
        )
        assert s["win_low"] <= s["win_rate"] <= s["win_high"] and s["max_ms"] >= s["p95_ms"]
    assert len(data["seat_win_intervals"]) == 2
    arena.main(
        ["--game", "toy_dice", "--seats", "rand,rand2", "--games", "20"], ai_factory=factory_with()
    )
    out = capsys.readouterr().out
    assert "95% interval" in out and "max ms" in out
    rand = data["levels"]["rand"]
    assert f"{rand['win_low']:.1%}–{rand['win_high']:.1%}" in out


def test_decisions_with_one_legal_action_are_not_timed(toy, monkeypatch):
    from .toygame.rules import GAME

    monkeypatch.setattr(type(GAME), "legal_actions_in_view", lambda self, view: [Step(1)])
    monkeypatch.setattr(type(GAME), "legal_actions", lambda self, state: [Step(1)])
    results = arena.run_arena("toy_dice", ["rand", "rand2"], 1, 1, ai_factory=factory_with())
    assert results[0].error is None and results[0].times == ((), ())


@pytest.mark.parametrize(
    "game_id", ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
)
def test_hard_plays_whole_arena_games_in_every_game(game_id, capsys):
    code = arena.main(
        [
            "--game", game_id, "--seats", "hard,easy", "--games", "2",
            "--iterations", "3", "--workers", "2", "--json",
        ]
    )  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["errors"] == 0, data["error_groups"]
    assert data["levels"]["hard"]["decisions"] > 0
    assert (data["iterations"], data["workers"]) == (3, 2)
    assert (data["levels"]["hard"]["iterations_p50"], data["levels"]["easy"]["iterations_p50"]) == (
        3,
        0,
    )


@pytest.mark.parametrize(
    "game_id", ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
)
def test_hard_arena_runs_repeat_exactly_for_iterations_and_workers(game_id):
    # Each run starts new worker processes, each with its own random string-hash seed: the
    # games and the search must not depend on it.
    def moves() -> list[list[object]]:
        results = arena.run_arena(game_id, ["hard", "easy"], 1, 3, iterations=4, workers=2)
        assert all(r.error is None for r in results)
        return [list(r.match.actions) for r in results]

    assert moves() == moves()
