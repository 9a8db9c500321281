"""The statistics database (issue 20, farmhouse.core.stats): recording, figures, players,
damaged databases, migrations, import from saves."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from farmhouse.core import saves, stats
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.stats import NameTaken, NotFinished, Stats, StatsError

from . import played, toygame
from .toygame.rules import Step

ANN = Seat("Ann")
BOB = Seat("Bob")
EASY = Seat(None, "ai", "easy")
NORMAL = Seat("Computer", "ai", "normal")


def toy_match(seats: list[Seat], ranking: tuple[tuple[int, ...], ...], seed0: int = 0) -> Match:
    """A finished toy game (every move Step(2)) of ``seats`` whose outcome ranks the seats as
    ``ranking``: the first seed from ``seed0`` on that gives it."""
    for seed in range(seed0, seed0 + 500):
        match = Match.new(toygame.GAME_ID, seats, None, seed)
        while not match.is_over:
            match.apply(Step(2))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.ranking == ranking:
            return match
    raise AssertionError(f"no seed gives {ranking}")


def day(n: int) -> str:
    return f"2026-01-{n:02d}T12:00:00+00:00"


def open_stats() -> Stats:
    return Stats.open()


# ----------------------------------------------------------------------------- recording


def test_a_finished_game_is_recorded_with_its_seats(toy):
    match = toy_match([ANN, EASY, NORMAL], ((2,), (0,), (1,)))
    match.hints[0] = 3
    match.take_backs[0] = 2
    with open_stats() as db:
        assert db.record(match, saves.saves_dir() / "ann.farmhouse", finished_at=day(2))
        [game] = db.games()
    outcome = match.outcome()
    assert game.match_id == match.match_id and game.game_id == toygame.GAME_ID
    assert game.options == {"goal": 12}
    assert game.moves == len(match.actions)
    assert game.save_name == "ann.farmhouse"  # the name only, never the folder
    assert game.finished_at == day(2)
    assert [s.rank for s in game.seats] == [2, 3, 1]
    assert [s.score for s in game.seats] == list(outcome.scores)
    ann, easy, normal = game.seats
    assert (ann.name, ann.kind, ann.level, ann.hints, ann.take_backs) == (
        "Ann",
        "human",
        None,
        3,
        2,
    )
    assert ann.player_id is not None
    assert (easy.name, easy.kind, easy.level, easy.player_id) == (None, "ai", "easy", None)
    assert (normal.name, normal.level, normal.player_id) == ("Computer", "normal", None)


def test_recording_is_idempotent_per_match_id(toy):
    match = toy_match([ANN, BOB], ((0,), (1,)))
    with open_stats() as db:
        assert db.record(match, finished_at=day(1)) is True
        assert db.record(match, finished_at=day(5)) is False
        assert db.is_recorded(match.match_id)
        assert len(db.games()) == 1
        assert db.figures()[0].games == 1


def test_an_unfinished_game_is_refused(toy):
    match = Match.new(toygame.GAME_ID, [ANN, BOB], None, 1)
    match.apply(Step(1))
    with open_stats() as db:
        with pytest.raises(NotFinished):
            db.record(match)
        assert db.games() == [] and db.players() == []


def test_a_batch_is_one_transaction_and_each_record_stays_whole(toy):
    wins = [toy_match([ANN, EASY], ((0,), (1,)), seed0=20 * n) for n in range(3)]
    unfinished = Match.new(toygame.GAME_ID, [ANN, BOB], None, 1)
    with open_stats() as db, open_stats() as other:
        with db.batch():
            db.record(wins[0], finished_at=day(1))
            with pytest.raises(NotFinished):
                db.record(unfinished)
            db.record(wins[1], finished_at=day(2))
            assert other.games() == []  # not written before the batch ends
        assert len(other.games()) == 2
        with pytest.raises(KeyError), db.batch():
            db.record(wins[2], finished_at=day(3))
            raise KeyError("the caller failed")
        assert len(other.games()) == 2 and not db.is_recorded(wins[2].match_id)
        with db.batch(), pytest.raises(RuntimeError):
            db.import_saves()


def test_duration_defaults_to_creation_to_finish_without_a_play_time(toy):
    match = toy_match([ANN, BOB], ((0,), (1,)))
    match.created_at = "2026-01-01T11:30:00+00:00"
    match.play_seconds = None  # from a file older than save format 4
    with open_stats() as db:
        db.record(match, finished_at=day(1))
        assert db.games()[0].duration_s == 1800.0


# ----------------------------------------------------------------------------- figures


def known_games(db: Stats) -> list[Match]:
    """Ann's toy games, in finish order: W W L W(tie) W W L W(tie) against easy/normal AIs,
    and Bob in some of them."""
    plan = [
        ([ANN, EASY], ((0,), (1,))),  # W
        ([ANN, NORMAL], ((0,), (1,))),  # W
        ([ANN, EASY], ((1,), (0,))),  # L
        ([ANN, BOB], ((0, 1),)),  # W (shared first place: both win)
        ([BOB, ANN, EASY], ((1,), (2,), (0,))),  # W, Bob last, behind the AI
        ([ANN, NORMAL, EASY], ((0,), (2,), (1,))),  # W
        ([ANN, NORMAL], ((1,), (0,))),  # L
        ([EASY, ANN], ((0, 1),)),  # W, tied with the AI: not ahead of it
    ]
    matches = []
    for n, (seats, ranking) in enumerate(plan):
        match = toy_match(seats, ranking, seed0=10 * n)
        match.hints = [n] * len(seats)  # Ann: 0 + 1 + … + 7 = 28; Bob: 3 + 4 = 7
        match.take_backs = [n % 2] * len(seats)  # Ann: 4; Bob: 1 + 0 = 1
        db.record(match, finished_at=day(n + 1))
        matches.append(match)
    return matches


def test_figures_on_a_known_set_of_games(toy):
    with open_stats() as db:
        matches = known_games(db)
        ann_scores = [m.outcome().scores[[s.name for s in m.seats].index("Ann")] for m in matches]
        ann, bob = db.figures()
    assert (ann.name, ann.games, ann.wins, ann.longest_streak) == ("Ann", 8, 6, 3)
    assert ann.win_rate == pytest.approx(6 / 8)
    assert ann.average_score == pytest.approx(sum(ann_scores) / 8)
    assert ann.best_score == max(ann_scores)
    assert ann.game_id is None
    assert (ann.hints, ann.take_backs, bob.hints, bob.take_backs) == (28, 4, 7, 1)
    by_level = {r.level: (r.games, r.wins, r.ahead) for r in ann.against}
    # easy: games 1, 3, 5, 6, 8 (won 1, 5, 6, 8; ahead of it in 1, 5, 6);
    # normal: games 2, 6, 7 (won 2, 6)
    assert by_level == {"easy": (5, 4, 3), "normal": (3, 2, 2)}
    assert [r.level for r in ann.against] == ["easy", "normal"]  # easiest first
    assert (bob.games, bob.wins, bob.longest_streak) == (2, 1, 1)
    assert [(r.level, r.games, r.wins, r.ahead) for r in bob.against] == [("easy", 1, 0, 0)]


def test_results_over_time_for_a_chart(toy):
    with open_stats() as db:
        matches = known_games(db)
        ann = db.player_id("ann")
        results = db.results(ann)
    assert [r.rank for r in results] == [1, 1, 2, 1, 1, 1, 2, 1]
    assert [r.finished_at for r in results] == [day(n) for n in range(1, 9)]
    assert [r.match_id for r in results] == [m.match_id for m in matches]
    assert [r.seats for r in results] == [2, 2, 2, 2, 3, 3, 2, 2]


def test_filters_by_game_and_by_player(toy):
    with open_stats() as db:
        known_games(db)
        real = played.play(played.new_game("black_sheep", "HA", seed=5), seed=5)
        assert real.seats[0].name == "P1"
        db.record(real, finished_at=day(20))
        assert db.game_ids() == ["black_sheep", toygame.GAME_ID]
        assert db.game_counts() == {"black_sheep": 1, toygame.GAME_ID: 8}
        assert [f.name for f in db.figures("black_sheep")] == ["P1"]
        assert [f.name for f in db.figures(toygame.GAME_ID)] == ["Ann", "Bob"]
        bob = db.player_id("Bob")
        assert [f.name for f in db.figures(player_id=bob)] == ["Bob"]
        assert len(db.games(toygame.GAME_ID)) == 8
        assert [g.game_id for g in db.games()][0] == "black_sheep"  # newest first
        assert [g.finished_at for g in db.games(player_id=bob)] == [day(5), day(4)]
        assert len(db.games(limit=3)) == 3
        per_game = db.figures(per_game=True)
        assert [(f.name, f.game_id, f.games) for f in per_game] == [
            ("Ann", toygame.GAME_ID, 8),
            ("Bob", toygame.GAME_ID, 2),
            ("P1", "black_sheep", 1),
        ]


def test_tied_places_are_numbered_as_the_game_over_dialog_numbers_them(toy):
    """Issue 18, tester 23's F8: three seats tied second of four were recorded 1, 2, 2, 3 while
    the game-over dialog said 1, 2, 2, 4; both now number them 1, 2, 2, 4."""
    match = toy_match([ANN, BOB, EASY, NORMAL], ((2,), (0, 1), (3,)))
    with open_stats() as db:
        db.record(match, finished_at=day(1))
        [game] = db.games()
        assert [s.rank for s in game.seats] == [2, 2, 1, 4]
        [result] = db.results(db.player_id("Ann"))
        assert (result.rank, result.seats) == (2, 4)


def test_ties_recorded_the_old_way_are_renumbered_once_when_the_database_is_opened(toy):
    """A database whose ranks an earlier version numbered 1, 2, 2, 3 reads 1, 2, 2, 4 once
    opened; ranks already so numbered stay as they are."""
    with open_stats() as db:
        db.record(toy_match([ANN, BOB, EASY, NORMAL], ((2,), (0, 1), (3,))), finished_at=day(1))
        db.record(toy_match([ANN, BOB], ((0,), (1,))), finished_at=day(2))
    conn = sqlite3.connect(stats.default_path())
    with conn:  # as an earlier version recorded the first game and left the database
        conn.execute("UPDATE seats SET rank = 3 WHERE rank = 4")
        conn.execute("DELETE FROM meta WHERE key = 'places'")
    conn.close()
    with open_stats() as db:
        first, second = sorted(db.games(), key=lambda g: g.finished_at)
        assert [s.rank for s in first.seats] == [2, 2, 1, 4]
        assert [s.rank for s in second.seats] == [1, 2]
    with open_stats() as db:  # (and so it stays)
        first, _ = sorted(db.games(), key=lambda g: g.finished_at)
        assert [s.rank for s in first.seats] == [2, 2, 1, 4]


@pytest.mark.parametrize("game_id", sorted(played.GAMES))
def test_real_games_are_recorded_as_their_rules_rank_them(game_id):
    match = played.play(played.new_game(game_id, "H" + "A" * (played.GAMES[game_id] - 1)))
    outcome = match.outcome()
    with open_stats() as db:
        db.record(match)
        [game] = db.games()
        [figures] = db.figures()
    # (tied seats share a place, and the next place skips as many: 1, 2, 2, 4)
    ranks = {
        seat: 1 + sum(len(ahead) for ahead in outcome.ranking[:place])
        for place, group in enumerate(outcome.ranking)
        for seat in group
    }
    assert [s.rank for s in game.seats] == [ranks[i] for i in range(len(match.seats))]
    assert [s.score for s in game.seats] == list(outcome.scores)
    assert figures.wins == (0 in outcome.winners)
    assert figures.against[0].games == 1 and figures.against[0].level == "easy"


# ----------------------------------------------------------------------------- players


def test_the_same_name_is_the_same_player_across_games(toy):
    with open_stats() as db:
        db.record(toy_match([ANN, EASY], ((0,), (1,))), finished_at=day(1))
        db.record(toy_match([Seat(" ann"), BOB], ((1,), (0,))), finished_at=day(2))
        players = db.players()
    assert [(p.name, p.games) for p in players] == [("Ann", 2), ("Bob", 1)]


def test_names_differing_only_in_case_at_one_table_are_two_players(toy):
    """ "Ann" and "ann" in one hot-seat game are two people: both seats count, each for its
    own player (the losing one does not vanish into the winner's figures); later games of
    "ann" count for that second player, of "ANN" for Ann. The same name twice stays one
    player, counted once with the better seat."""
    with open_stats() as db:
        db.record(toy_match([ANN, Seat("ann")], ((0,), (1,))), finished_at=day(1))
        figures = {f.name: (f.games, f.wins) for f in db.figures()}
        assert figures == {"Ann": (1, 1), "ann": (1, 0)}
        [game] = db.games()
        assert game.seats[0].player_id != game.seats[1].player_id
        db.record(toy_match([Seat("ann"), EASY], ((0,), (1,)), seed0=50), finished_at=day(2))
        db.record(toy_match([Seat("ANN"), EASY], ((1,), (0,)), seed0=100), finished_at=day(3))
        figures = {f.name: (f.games, f.wins) for f in db.figures()}
        assert figures == {"Ann": (2, 1), "ann": (2, 1)}
        db.record(toy_match([BOB, Seat(" Bob ")], ((1,), (0,)), seed0=150), finished_at=day(4))
        assert {f.name: (f.games, f.wins) for f in db.figures()}["Bob"] == (1, 1)
        # the two can still be made one on the page
        db.merge_players(db.players()[1].id, db.players()[0].id)
        assert [(p.name, p.games) for p in db.players()][0] == ("Ann", 3)


def test_figures_per_game_with_totals_in_one_query(toy):
    with open_stats() as db:
        known_games(db)
        real = played.play(played.new_game("black_sheep", "HA", seed=5), seed=5)
        real.seats[0] = Seat("Ann")
        db.record(real, finished_at=day(20))
        both = db.figures(per_game=True, totals=True)
        per_game = db.figures(per_game=True)
        totals = db.figures()
        assert sorted(both, key=repr) == sorted(per_game + totals, key=repr)
        assert [(f.name, f.game_id) for f in both] == [
            ("Ann", None),
            ("Ann", "black_sheep"),
            ("Ann", toygame.GAME_ID),
            ("Bob", None),
            ("Bob", toygame.GAME_ID),
        ]


def test_rename_keeps_the_old_name_for_later_games(toy):
    with open_stats() as db:
        db.record(toy_match([ANN, EASY], ((0,), (1,))), finished_at=day(1))
        ann = db.player_id("Ann")
        db.rename_player(ann, "Annie")
        assert [p.name for p in db.players()] == ["Annie"]
        db.record(toy_match([ANN, EASY], ((0,), (1,)), seed0=100), finished_at=day(2))
        assert [(p.id, p.name, p.games) for p in db.players()] == [(ann, "Annie", 2)]
        assert db.player_id("annie") == ann
        db.rename_player(ann, "ANNIE")  # its own name, other case: allowed
        with pytest.raises(ValueError):
            db.rename_player(ann, "  ")
        with pytest.raises(ValueError):
            db.rename_player(ann, "a\nb")
        with pytest.raises(stats.UnknownPlayer):
            db.rename_player(ann + 100, "Zed")


def test_a_rename_to_another_players_name_is_refused_and_merge_joins_them(toy):
    with open_stats() as db:
        db.record(toy_match([ANN, EASY], ((0,), (1,))), finished_at=day(1))
        db.record(toy_match([Seat("Anne"), EASY], ((0,), (1,))), finished_at=day(2))
        ann, anne = db.player_id("Ann"), db.player_id("Anne")
        with pytest.raises(NameTaken) as taken:
            db.rename_player(anne, "ann")
        assert taken.value.player_id == ann
        assert [p.name for p in db.players()] == ["Ann", "Anne"]
        db.merge_players(anne, ann)
        assert [(p.name, p.games) for p in db.players()] == [("Ann", 2)]
        [figures] = db.figures()
        assert (figures.games, figures.wins, figures.longest_streak) == (2, 2, 2)
        db.record(toy_match([Seat("Anne"), EASY], ((0,), (1,)), seed0=50), finished_at=day(3))
        assert [(p.name, p.games) for p in db.players()] == [("Ann", 3)]
        with pytest.raises(ValueError):
            db.merge_players(ann, ann)
        with pytest.raises(stats.UnknownPlayer):
            db.merge_players(anne, ann)


# ----------------------------------------------------------------------------- damage


def _a_save() -> tuple[Path, bytes]:
    match = played.play(played.new_game("black_sheep", "HA", seed=2), seed=2)
    path = saves.saves_dir() / "kept.farmhouse"
    saves.save_match(match, path)
    return path, path.read_bytes()


def _database_with_a_game(toy_path: Path) -> None:
    with Stats.open(toy_path) as db:
        db.record(toy_match([ANN, EASY], ((0,), (1,))), finished_at=day(1))


def _edit(path: Path, *statements: str) -> None:
    """Run ``statements`` on the database at ``path`` with plain sqlite3, committed."""
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def _wrong_schema(path: Path) -> None:
    _edit(path, "CREATE TABLE games (id INTEGER PRIMARY KEY, what TEXT)", "PRAGMA user_version = 1")


def _no_version_but_tables(path: Path) -> None:
    _edit(path, "CREATE TABLE notes (text TEXT)")


def _wrong_type(path: Path) -> None:
    """A score edited by hand into text (SQLite itself would store it)."""
    _database_with_a_game(path)
    _edit(
        path,
        "PRAGMA ignore_check_constraints = ON",
        "UPDATE seats SET score = 'lots' WHERE seat = 0",
    )


def _no_checks(path: Path) -> None:
    """Our tables and columns, without their checks."""
    with Stats.open(path):
        pass
    _edit(
        path,
        "PRAGMA writable_schema = ON",
        "UPDATE sqlite_master SET sql = replace(sql, 'AND rank >= 1', '') WHERE name = 'seats'",
    )


def _newer(path: Path) -> None:
    _database_with_a_game(path)
    _edit(path, f"PRAGMA user_version = {stats.SCHEMA_VERSION + 1}")


def _garbage(path: Path) -> None:
    path.write_bytes(b"\x00garbage, not a database\xff" * 500)


def _orphan_pages(path: Path) -> None:
    """An index forgotten by the schema, its pages left in the file (only a check of the
    whole file finds it)."""
    _database_with_a_game(path)
    _edit(
        path,
        "PRAGMA writable_schema = ON",
        "DELETE FROM sqlite_master WHERE name = 'games_finished'",
    )


def _torn_pages(path: Path) -> None:
    _database_with_a_game(path)
    data = bytearray(path.read_bytes())
    for at in range(4096, len(data), 4096):  # every page but the header's
        data[at : at + 64] = b"\xa5" * 64
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (_garbage, "damaged"),
        (_torn_pages, "damaged"),
        (_orphan_pages, "damaged"),
        (_wrong_type, "damaged"),
        (_no_checks, "foreign"),
        (_wrong_schema, "foreign"),
        (_no_version_but_tables, "foreign"),
        (_newer, "newer"),
    ],
)
def test_a_damaged_database_is_moved_aside_once_and_saves_are_untouched(toy, spoil, reason):
    save, save_bytes = _a_save()
    path = stats.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    spoil(path)
    spoiled = path.read_bytes()
    with Stats.open() as db:
        assert db.recovered is not None
        assert db.recovered.reason == reason
        assert db.is_new and db.needs_import
        moved = db.recovered.moved_to
        assert moved.parent == path.parent and f"-{reason}-" in moved.name
        assert moved.read_bytes() == spoiled  # kept, as it was
        assert db.games() == []
        db.record(toy_match([ANN, EASY], ((0,), (1,))), finished_at=day(1))
    with Stats.open() as db:  # told once: the new database is fine
        assert db.recovered is None and not db.is_new
        assert len(db.games()) == 1
    assert save.read_bytes() == save_bytes
    assert sorted(p.name for p in path.parent.iterdir() if p.suffix == ".sqlite3") == sorted(
        [path.name, moved.name]
    )


def test_a_locked_database_is_not_moved_aside(toy, monkeypatch):
    path = stats.default_path()
    _database_with_a_game(path)
    monkeypatch.setattr(stats, "BUSY_TIMEOUT_S", 0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StatsError) as err:
            Stats.open()
        assert err.value.problem == "busy"
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert [p.name for p in path.parent.iterdir() if "sqlite3" in p.name] == [path.name]
    with Stats.open() as db:
        assert db.recovered is None and len(db.games()) == 1


def test_an_empty_file_is_a_new_database():
    path = stats.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    with Stats.open() as db:
        assert db.recovered is None and db.is_new
        assert db.games() == []
    with Stats.open() as db:
        assert not db.is_new
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION
    conn.close()


def test_migrations_run_in_order_and_keep_the_games(toy, monkeypatch):
    path = stats.default_path()
    _database_with_a_game(path)
    ran: list[int] = []

    def v1_to_v2(conn: sqlite3.Connection) -> None:
        if conn.execute("PRAGMA database_list").fetchone()[2]:  # not the in-memory model
            ran.append(1)
        conn.execute("ALTER TABLE games ADD COLUMN note TEXT")

    monkeypatch.setattr(stats, "SCHEMA_VERSION", 2)
    monkeypatch.setitem(stats.MIGRATIONS, 1, v1_to_v2)
    with Stats.open() as db:
        assert db.recovered is None and ran == [1]
        assert len(db.games()) == 1
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert "note" in [c[1] for c in conn.execute("PRAGMA table_info(games)")]
    conn.close()
    with Stats.open() as db:  # already at 2: nothing runs again
        assert ran == [1] and db.recovered is None


def test_a_failing_migration_changes_nothing(toy, monkeypatch):
    path = stats.default_path()
    _database_with_a_game(path)
    before = path.read_bytes()

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN note TEXT")
        raise RuntimeError("step failed")

    monkeypatch.setattr(stats, "SCHEMA_VERSION", 2)
    monkeypatch.setitem(stats.MIGRATIONS, 1, broken)
    with pytest.raises(RuntimeError):
        Stats.open()
    assert path.read_bytes() == before


# ----------------------------------------------------------------------------- import


def _write(match: Match, name: str, folder: Path | None = None) -> Path:
    path = (folder or saves.saves_dir()) / name
    saves.save_match(match, path)
    return path


def test_import_records_finished_saves_and_lists_damaged_ones(toy):
    first = toy_match([ANN, EASY], ((0,), (1,)))
    second = toy_match([BOB, ANN], ((0,), (1,)), seed0=40)
    unfinished = Match.new(toygame.GAME_ID, [ANN, BOB], None, 3)
    unfinished.apply(Step(1))
    _write(first, "a.farmhouse")
    _write(second, "b.farmhouse", saves.autosave_dir())
    _write(second, "b-copy.farmhouse")  # the same game twice: recorded once
    _write(unfinished, "c.farmhouse")
    (saves.saves_dir() / "d.farmhouse").write_bytes(b"{not json")
    tampered = _write(toy_match([ANN, BOB], ((1,), (0,)), seed0=70), "e.farmhouse")
    data = json.loads(tampered.read_text())
    data["final_state_digest"] = "0" * 64
    tampered.write_text(json.dumps(data))
    calls: list[tuple[int, int]] = []
    with open_stats() as db:
        assert db.needs_import
        report = db.import_saves(progress=lambda done, total: calls.append((done, total)))
        assert (report.recorded, report.known, report.unfinished) == (2, 1, 1)
        assert sorted(report.damaged) == [
            ("d.farmhouse", "not_json"),
            ("e.farmhouse", "digest_mismatch"),
        ]
        assert not report.cancelled and not db.needs_import
        assert calls[0] == (calls[0][0], 6) and calls[-1] == (6, 6)
        names = {g.match_id: g.save_name for g in db.games()}
        assert names == {first.match_id: "a.farmhouse", second.match_id: "b-copy.farmhouse"}
        assert [(p.name, p.games) for p in db.players()] == [("Ann", 2), ("Bob", 1)]
        # the recorded name finds the file; a name is never used as a path
        assert stats.find_save("a.farmhouse") == saves.saves_dir() / "a.farmhouse"
        assert stats.find_save("../saves/a.farmhouse") is None
        again = db.import_saves()
        assert (again.recorded, again.known) == (0, 3)


def test_import_can_be_cancelled_and_resumed(toy):
    for n in range(3):
        _write(toy_match([ANN, EASY], ((0,), (1,)), seed0=20 * n), f"g{n}.farmhouse")
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 1

    with open_stats() as db:
        report = db.import_saves(cancel=cancel)
        assert report.cancelled and report.recorded == 1
        with open_stats() as other:  # what was recorded stays, committed
            assert other.needs_import and len(other.games()) == 1
        assert db.import_saves().recorded == 2
        assert not db.needs_import


def test_rebuild_from_saves_and_a_cancelled_rebuild_changes_nothing(toy):
    kept = toy_match([ANN, EASY], ((0,), (1,)))
    _write(kept, "kept.farmhouse")
    with open_stats() as db:
        db.record(toy_match([BOB, EASY], ((0,), (1,)), seed0=30), finished_at=day(1))
        db.rename_player(db.player_id("Bob"), "Robert")
        report = db.rebuild(cancel=lambda: True)
        assert report.cancelled
        assert len(db.games()) == 1 and db.games()[0].seats[0].name == "Bob"
        report = db.rebuild()
        assert report.recorded == 1 and not report.cancelled
        assert [g.match_id for g in db.games()] == [kept.match_id]
        db.record(toy_match([BOB, EASY], ((0,), (1,)), seed0=60), finished_at=day(2))
        assert "Robert" in [p.name for p in db.players()]  # names survive a rebuild
