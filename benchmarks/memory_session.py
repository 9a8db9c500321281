"""Memory over a long session in the real window: does the app give back what it used?

``python -m benchmarks.memory_session [--rounds R] [--decisions D] [--seed S] [--root PATH]``
opens the real main window offscreen (1280 × 800, AI speed instant, a fresh data folder) and
plays R rounds. Each round plays a game of each of the four games at its most players
(seat 0 a person against ``normal`` and ``easy`` AIs; every other round two people at the
screen, so hand-overs come too) for up to D of the people's decisions, and on the way does
what a player does at random:

- moves the pointer over the board, clicks at random places and presses random keys (arrows,
  Tab, Escape, digits, Ctrl+Z), then plays a random legal action (the board's own signal);
- opens Help › Rules and closes it, opens Game › New… and cancels, opens About, opens the
  Load dialog and cancels it;
- saves the game to a file and opens that file again (a new board), and at the end of a game
  opens the result again after closing it;
- switches the language at the start of each round (en → ja → zh_TW → zh_CN → …).

The resident set size (RSS, from ``/proc/self/statm``) is printed when the window is first
shown (the start page: "fresh"), after a warm-up (a game of each game, then a short game in
each language: every module, board, AI and CJK font the session uses is loaded once), after
each round, and at the end, each after ``gc.collect()`` and Qt's pending deletions, with the
live Qt widgets and Python objects. The ratios end / warm-up and end / fresh follow. What a
session needs once (the four games' code, boards and pictures, a CJK font per language: about
70 MB above the bare start page) is the warm-up's; what grows beyond it with every round is a
leak. Goal: end / warm-up at most 1.5 however many rounds are played.

``--root PATH`` imports ``farmhouse`` from another checkout (for a before/after comparison in
the same run: the same session on both).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
MOST = {"black_sheep": 4, "wooly_bully": 4, "el_gaucho": 4, "bye_bye_black_sheep": 5}
LANGS = ["en", "ja", "zh_TW", "zh_CN"]


def rss_mb() -> float:
    """The process's resident set size in MB (Linux ``/proc``; peak RSS elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1e6 if sys.platform == "darwin" else 1e3)


class Session:
    """Drives one main window through the session (see the module docstring)."""

    def __init__(self, app: Any, window: Any, rng: random.Random, decisions: int) -> None:
        self.app = app
        self.window = window
        self.rng = rng
        self.decisions = decisions
        self.files = Path(tempfile.mkdtemp(prefix="farmhouse-memory-"))

    # ------------------------------------------------------------------ event loop

    def settle(self, seconds: float = 0.02) -> None:
        from PySide6.QtCore import QEventLoop

        end = time.monotonic() + seconds
        while True:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
            if time.monotonic() >= end:
                return
            time.sleep(0.002)

    def close_dialogs(self) -> None:
        """Close every open dialog (message boxes, rules, result, file dialog…)."""
        from PySide6.QtWidgets import QDialog

        for widget in self.app.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        self.settle()

    def collect(self) -> None:
        """Run Python's collector and Qt's pending deletions, twice (one frees the other)."""
        from PySide6.QtCore import QCoreApplication, QEvent

        for _ in range(2):
            gc.collect()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            self.settle(0.05)

    # ------------------------------------------------------------------ random input

    def poke(self, board: Any) -> None:
        """Random pointer moves, clicks and key presses on the board."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        viewport = board.viewport()
        size = viewport.size()
        for _ in range(self.rng.randint(2, 6)):
            point = QPoint(
                self.rng.randrange(max(size.width(), 1)), self.rng.randrange(max(size.height(), 1))
            )
            QTest.mouseMove(viewport, point)
            if self.rng.random() < 0.4:
                QTest.mouseClick(
                    viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
                )
        keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
                Qt.Key.Key_Escape, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3]  # fmt: skip
        for _ in range(self.rng.randint(0, 4)):
            QTest.keyClick(board, self.rng.choice(keys))
        if self.rng.random() < 0.2:
            QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def side_trips(self) -> None:
        """Rules, New game, About, the Load dialog: opened and closed."""
        from PySide6.QtCore import QTimer

        window = self.window
        trip = self.rng.randrange(4)
        if trip == 0:
            window.show_rules()
        elif trip == 1:
            window.new_game(window.match.game_id if window.match is not None else None)
        elif trip == 2:
            window.show_about()
        else:  # (a blocking dialog in some versions: closed from the event loop)
            QTimer.singleShot(150, self.close_dialogs)
            window.open_dialog()
        self.settle(0.05)
        self.close_dialogs()

    # ------------------------------------------------------------------ games

    def play(self, game_id: str, people: int, seed: int) -> None:
        """One game of ``game_id``, ``people`` people and AIs, up to ``decisions`` decisions."""
        from farmhouse.app.new_game import GameSetup
        from farmhouse.core import registry, saves
        from farmhouse.core.game import Seat

        window = self.window
        players = MOST[game_id]
        seats = [Seat(f"Person {i + 1}") for i in range(people)]
        seats += [
            Seat(f"Bot {i + 1}", "ai", "normal" if i % 2 == 0 else "easy")
            for i in range(people, players)
        ]
        options = registry.get_game(game_id).Options()
        window.start_setup(GameSetup(game_id, seats, options, seed))
        made = 0
        saved = False
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            self.settle()
            page = window.game_page
            controller = page.controller
            match = window.match
            if match is None or match.is_over:
                break
            if page.handover_shown:
                page.hand_over.button.click()
                continue
            if not controller._awaiting_human:
                continue
            if made >= self.decisions:
                break
            board = page.board
            self.poke(board)
            self.settle()
            if not controller._awaiting_human or match.is_over:
                continue
            seat = match.to_move
            legal = list(match.game.legal_actions_in_view(match.view(seat)))
            quits = [a for a in legal if type(a).__name__ != "Quit"]
            board.action_chosen.emit(self.rng.choice(quits or legal))
            made += 1
            if made % 6 == 0:
                self.side_trips()
            if made == self.decisions // 2 and not saved:
                path = self.files / f"{game_id}-{seed}.farmhouse"
                saves.save_match(window.match, path)
                self.close_dialogs()
                window.open_path(path)
                saved = True
        if window.match is not None and window.match.is_over:
            self.settle(0.1)
            self.close_dialogs()
            window.show_result()
            self.settle(0.05)
            self.close_dialogs()
        window.show_start()
        self.close_dialogs()


def main(argv: list[str] | None = None) -> int:
    """Run the session and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=4, help="rounds of the four games")
    parser.add_argument("--decisions", type=int, default=24, help="people's decisions a game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root.resolve()))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FARMHOUSE_DATA_DIR"] = tempfile.mkdtemp(prefix="farmhouse-memory-data-")

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QWidget

    import farmhouse
    from farmhouse.app.main import open_window

    QCoreApplication.setApplicationName("Farmhouse")
    app = QApplication.instance() or QApplication(["farmhouse"])
    window = open_window("en")
    window.resize(1280, 800)
    window.set_ai_speed("instant")
    rng = random.Random(args.seed)
    session = Session(app, window, rng, args.decisions)
    session.settle(0.3)
    print(f"farmhouse from {Path(farmhouse.__file__).parent}")
    session.collect()
    fresh = rss_mb()
    print(f"fresh (the start page): RSS {fresh:.0f} MB")
    started = time.monotonic()
    for index, game_id in enumerate(GAMES):  # warm-up: every game once, every language
        session.play(game_id, 1, 1000 + index)
    decisions, session.decisions = session.decisions, 4
    for index, lang in enumerate(LANGS[1:] + LANGS[:1]):
        window.set_language(lang)
        session.play(GAMES[index], 1, 2000 + index)
    session.decisions = decisions
    session.collect()
    start = rss_mb()
    print(f"warm (a game of each game, a short game in each language): RSS {start:.0f} MB")
    for round_ in range(args.rounds):
        window.set_language(LANGS[(round_ + 1) % len(LANGS)])
        for index, game_id in enumerate(GAMES):
            session.play(game_id, 1 + round_ % 2, args.seed * 100 + round_ * 10 + index)
        session.collect()
        widgets = sum(1 for w in app.allWidgets() if isinstance(w, QWidget))
        print(
            f"round {round_ + 1}: RSS {rss_mb():.0f} MB, {widgets} widgets, "
            f"{len(gc.get_objects())} Python objects"
        )
    window.set_language("en")
    session.close_dialogs()
    session.collect()
    end = rss_mb()
    minutes = (time.monotonic() - started) / 60
    print(
        f"end after {args.rounds} rounds ({4 * args.rounds} games, {minutes:.1f} min): "
        f"RSS {end:.0f} MB; end / warm = {end / start:.2f} (goal: at most 1.5), "
        f"end / fresh = {end / fresh:.2f}"
    )
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
