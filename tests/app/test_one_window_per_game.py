"""One window per game (issue 18, F1): a second window on a game open elsewhere is refused
with a clear message, never left to overwrite the other's autosave; a lock of a killed
process does not keep the game from opening."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from farmhouse.app.game_lock import game_key, lock_game
from farmhouse.app.main_window import MainWindow
from farmhouse.app.new_game import GameSetup
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.black_sheep.rules import Options

from .fakes import FirstLegal

pytestmark = pytest.mark.gui


def make_window(qtbot, translations) -> MainWindow:
    settings = Settings()
    settings.ai_speed = "instant"
    w = MainWindow(settings, translations, ai_factory=lambda g, level, seed: FirstLegal())
    w.stats.started = True
    qtbot.addWidget(w)
    w.show()
    return w


def hot_seat_save(tmp_path, name="ann_bob.farmhouse"):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], Options(), 11)
    match.apply(match.legal_actions()[0])
    path = tmp_path / name
    saves.save_match(match, path)
    return match, path


def refused_as_open_elsewhere(window: MainWindow) -> None:
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Game already open"
    assert "already open in another Farmhouse window" in box.text()
    assert "Black Sheep with Ann, Bob" in box.text()
    box.accept()


def test_the_same_save_opened_in_a_second_window_is_refused(qtbot, translations, tmp_path):
    match, path = hot_seat_save(tmp_path)
    first = make_window(qtbot, translations)
    second = make_window(qtbot, translations)
    assert first.open_path(path)
    assert second.open_path(path) is False
    refused_as_open_elsewhere(second)
    assert second.match is None and second.stack.currentWidget() is second.start_page
    # The first window leaves the game: now the second may open it.
    first.show_start()
    assert second.open_path(path)
    assert second.match.actions == match.actions


def test_continue_in_a_second_window_does_not_take_the_first_ones_game(
    qtbot, translations, tmp_path
):
    """Two starts pressing Continue: the second is refused, and the first window's moves
    are what the autosave keeps."""
    first = make_window(qtbot, translations)
    first.start_setup(GameSetup("black_sheep", [Seat("Ann"), Seat("Bob")], Options(), 5))
    first.game_page.board.set_animation_speed(0)
    match = first.match
    first.game_page.controller.confirm_handover()
    first.game_page.controller.on_action_chosen(match.legal_actions()[0])
    autosave = saves.autosave_path(match.match_id)
    qtbot.waitUntil(lambda: autosave.exists() and saves.read_info(autosave).moves == 1)
    second = make_window(qtbot, translations)
    page = second.start_page
    page.refresh()
    qtbot.waitUntil(lambda: page.continue_button.isEnabled(), timeout=5000)
    page.continue_button.click()
    refused_as_open_elsewhere(second)
    assert second.match is None
    assert saves.read_info(autosave).moves == 1
    # The first window closed: its game opens in the second one.
    first.close()
    page.continue_button.click()
    assert second.match is not None and second.match.match_id == match.match_id


def test_save_as_onto_a_file_open_in_another_window_is_refused(qtbot, translations, tmp_path):
    _, path = hot_seat_save(tmp_path)
    first = make_window(qtbot, translations)
    assert first.open_path(path) and first.save()  # (saved to: the file is its own now)
    before = path.read_bytes()
    second = make_window(qtbot, translations)
    second.start_setup(GameSetup("black_sheep", [Seat("Cy"), Seat("Di")], Options(), 8))
    assert second._save_to(path) is False
    box = second.message_box
    assert box is not None and "is open in another Farmhouse window" in box.text()
    box.accept()
    assert path.read_bytes() == before
    # The window's own file it saves to, again and again.
    other = tmp_path / "cy_di.farmhouse"
    assert second._save_to(other) and second._save_to(other)


def test_a_lock_left_by_a_killed_process_lets_the_game_open(qtbot, translations, tmp_path):
    """A Farmhouse killed (kill -9) while it had a game open leaves its lock file; the game
    is refused while that process lives and opens once it is gone."""
    match, path = hot_seat_save(tmp_path)
    holder = textwrap.dedent(
        f"""
        import sys, time
        from PySide6.QtCore import QCoreApplication
        from farmhouse.app.game_lock import lock_game, game_key
        app = QCoreApplication([])
        lock = lock_game([game_key({match.match_id!r})])
        print("held" if lock is not None and all(lock.held.values()) else "not held", flush=True)
        time.sleep(60)
        """
    )
    process = subprocess.Popen(
        [sys.executable, "-c", holder], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "held"
        window = make_window(qtbot, translations)
        assert window.open_path(path) is False  # (a live process holds it)
        refused_as_open_elsewhere(window)
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        lock_file = saves.data_dir() / "locks" / f"{game_key(match.match_id)}.lock"
        assert lock_file.exists()  # (killed: nothing removed it)
        assert window.open_path(path)
        assert window.match.actions == match.actions
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def test_a_game_goes_on_unlocked_where_no_lock_can_be_made(qtbot, translations, tmp_path):
    _, path = hot_seat_save(tmp_path)
    saves.data_dir().mkdir(parents=True, exist_ok=True)
    (saves.data_dir() / "locks").write_text("not a folder", encoding="utf-8")
    assert lock_game([game_key("0" * 32)]) is not None
    window = make_window(qtbot, translations)
    assert window.open_path(path)


def test_an_autosave_changed_under_the_window_is_not_written_over(qtbot, translations):
    """Where the locks cannot keep a second window out (a folder shared between two
    computers), a window that finds its game's autosave changed since it last wrote it keeps
    its own line as a game of its own, tells the player, and the other line stays."""
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], Options(), 11)
    match.apply(match.legal_actions()[0])
    autosave = saves.autosave(match)
    window = make_window(qtbot, translations)
    assert window.open_path(autosave)
    # Another window (elsewhere) plays the game on: its move is in the autosave now.
    theirs = saves.load_match(autosave)
    theirs.apply(theirs.legal_actions()[-1])
    saves.autosave(theirs)
    their_actions = list(theirs.actions)
    # This window's move: written to an autosave of its own, the other one untouched.
    controller = window.game_page.controller
    controller.confirm_handover()
    mine = window.match.legal_actions()[0]
    assert [*match.actions, mine] != their_actions
    controller.on_action_chosen(mine)
    qtbot.waitUntil(lambda: window.changed_box is not None, timeout=5000)
    assert window.changed_box.isVisible()
    assert "autosaved as a game of its own" in window.changed_box.text()
    assert saves.load_match(autosave).actions == their_actions
    assert window.match.match_id != match.match_id
    own = saves.autosave_path(window.match.match_id)
    qtbot.waitUntil(own.exists, timeout=5000)
    assert saves.load_match(own).actions == [*match.actions, mine]
    # Its next moves go on in its own file, without another word.
    window.changed_box.accept()
    qtbot.waitUntil(lambda: window.changed_box is None, timeout=5000)
    window.game_page.board.set_animation_speed(0)
    qtbot.waitUntil(
        lambda: controller.pending_handover is not None or controller._awaiting_human,
        timeout=10_000,
    )
    controller.confirm_handover()
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10_000)
    controller.on_action_chosen(window.match.legal_actions()[0])
    qtbot.waitUntil(lambda: len(saves.load_match(own).actions) == len(match.actions) + 2)
    assert window.changed_box is None
    assert saves.load_match(autosave).actions == their_actions
