"""Whole games through the real main window, as a user plays them, offscreen.

    python tools/playthrough.py --out /tmp/play            # every game
    python tools/playthrough.py --out /tmp/play --game el_gaucho --lang en

Each game is played at its fewest and at its most players, hot-seat (every seat human, each
hand-over screen clicked away) and against the AI (seat 0 human, the others ``normal``). The
humans' moves are chosen by an AI from the seat's own view (``normal`` for even seats, ``easy``
for odd ones, so hot-seat humans do not all play alike) and sent through the board's
``action_chosen`` signal, as a click on the board sends them. Hot-seat and vs-AI games start
from different seeds, so the two are different games. After ``--save-at``
actions the game is saved, the window closed, a new 1920 × 1080 window opens the file, the
same position (digest) must come back, and the game is played to its end. Screenshots of the
start, a hand-over, the resumed game, the game over and its result dialog are written to
``--out``. Prints one line per game and exits with 1 if any failed. Data lives in a temporary
folder (``FARMHOUSE_DATA_DIR``), so nothing of the user's is touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: The language each game is played in unless ``--lang`` is given (CJK ones, to see them).
LANGS = {
    "black_sheep": "ja",
    "wooly_bully": "zh_TW",
    "el_gaucho": "zh_CN",
    "bye_bye_black_sheep": "ja",
}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--out", type=Path, required=True, help="folder for the screenshots")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--lang", help="play every game in this language")
    p.add_argument("--save-at", type=int, default=40, help="save and resume after N actions")
    p.add_argument("--limit", type=float, default=600, help="seconds a game may take")
    p.add_argument(
        "--level", default="normal", help="level of the computer seats (easy, normal, hard)"
    )
    p.add_argument(
        "--hints",
        type=int,
        default=0,
        help="ask for a hint on the humans' first N decisions (waits for it, then plays)",
    )
    p.add_argument("--vs-ai-only", action="store_true", help="skip the hot-seat games")
    return p


class Player:
    """Drives one main window: clicks hand-overs away and plays the humans' turns."""

    def __init__(self, app: Any, out: Path, tag: str, hints: int = 0) -> None:
        self.app = app
        self.out = out
        self.tag = tag
        self.ais: dict[int, Any] = {}
        self.handovers = 0
        self.hints_left = hints
        self.hints_shown = 0

    def settle(self, seconds: float = 0.05) -> None:
        from PySide6.QtCore import QEventLoop

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    def shot(self, widget: Any, name: str) -> None:
        widget.grab().save(str(self.out / f"{self.tag}_{name}.png"))

    def drive(self, window: Any, limit: float, stop_at: int | None = None) -> None:
        """Play until the game is over (or, with ``stop_at``, until that many actions are
        played and a human is to decide). Raises RuntimeError after ``limit`` seconds."""
        from farmhouse.core.ai import CancelToken, make_ai

        start = time.monotonic()
        while time.monotonic() - start < limit:
            self.settle(0.02)
            page = window.game_page
            controller = page.controller
            match = controller.match
            if match.is_over:
                return
            awaiting = controller._awaiting_human and not page.handover_shown
            if stop_at is not None and len(match.actions) >= stop_at and awaiting:
                return
            if page.handover_shown:
                self.handovers += 1
                if self.handovers == 2:
                    self.shot(window, "handover")
                page.hand_over.button.click()
                continue
            if controller._awaiting_human and not controller.board.is_animating():
                if self.hints_left > 0 and controller.can_hint():
                    self.hints_left -= 1
                    controller.request_hint()
                    deadline = time.monotonic() + 30
                    while controller.hint is None and time.monotonic() < deadline:
                        self.settle(0.05)
                    if controller.hint is None:
                        raise RuntimeError("a hint asked for did not come in 30 s")
                    self.hints_shown += 1
                    if self.hints_shown == 1:
                        self.shot(window, "hint")
                seat = match.to_move
                level = "easy" if seat % 2 else "normal"
                ai = self.ais.setdefault(seat, make_ai(match.game_id, level, 100 + seat))
                view = match.view(seat)
                legal = list(match.game.legal_actions_in_view(view))
                controller.board.action_chosen.emit(ai.choose(view, legal, 0.2, CancelToken()))
        raise RuntimeError(f"no game over after {limit:g} s ({len(match.actions)} actions)")


def play(app: Any, args: argparse.Namespace, game_id: str, players: int, hot_seat: bool) -> str:
    """One whole game, saved and resumed halfway; returns its report line. Raises on failure."""
    from farmhouse.app.main import open_window
    from farmhouse.core import registry, saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    game = registry.get_game(game_id)
    tag = f"{game_id}_{players}p_{'hotseat' if hot_seat else 'vsai'}"
    lang = args.lang or LANGS.get(game_id, "en")
    player = Player(app, args.out, tag, args.hints)
    seats = [
        Seat(f"Ann{i}", "human") if hot_seat or i == 0 else Seat(f"Bot{i}", "ai", args.level)
        for i in range(players)
    ]
    window = open_window(lang)
    try:
        window.resize(1280, 800)
        window.show()
        window.set_ai_speed("instant")
        window.start_match(Match.new(game_id, seats, None, 11 + players + 50 * hot_seat))
        player.settle(0.5)
        player.shot(window, "start")
        player.drive(window, args.limit, stop_at=args.save_at)
        match = window.game_page.controller.match
        middle, digest = len(match.actions), match.digest()
        path = Path(os.environ["FARMHOUSE_DATA_DIR"]) / f"{tag}.farmhouse"
        saves.save_match(match, path)
        window.game_page.controller.shutdown()
        window.close()
        player.settle(0.2)
        window = open_window(lang)
        window.resize(1920, 1080)
        window.set_ai_speed("instant")
        window.show()
        player.settle(0.3)
        if not window.open_path(path):
            raise RuntimeError("the saved game did not open")
        player.settle(1.0)
        resumed = window.game_page.controller.match
        if len(resumed.actions) != middle or resumed.digest() != digest:
            raise RuntimeError("the resumed game is not the saved one")
        player.shot(window, "resumed")
        player.drive(window, args.limit)
        player.settle(1.0)
        player.shot(window, "over")
        for top in app.topLevelWidgets():
            if top.isVisible() and top is not window and top.windowTitle():
                player.shot(top, "result")
                top.close()
        match = window.game_page.controller.match
        scores = game.outcome(match.state).scores
        hints = f", {player.hints_shown} hints shown" if args.hints else ""
        return f"{tag}: {len(match.actions)} actions, resumed at {middle}, scores {scores}{hints}"
    finally:
        try:
            window.game_page.controller.shutdown()
        except Exception:  # (no game page yet)
            pass
        window.close()
        player.settle(0.2)


def main(argv: list[str] | None = None) -> int:
    """Play the games ``argv`` asks for; 0 if all finished, 1 otherwise."""
    args = _parser().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FARMHOUSE_DATA_DIR"] = tempfile.mkdtemp(prefix="farmhouse-playthrough-")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.board import paint_on_one_thread
    from farmhouse.core import registry

    paint_on_one_thread()
    QCoreApplication.setApplicationName("Farmhouse")
    app = QApplication.instance() or QApplication(["farmhouse"])
    args.out.mkdir(parents=True, exist_ok=True)
    failures = []
    for game_id in args.game or registry.game_ids():
        counts = registry.get_game(game_id).player_counts
        for players in sorted({min(counts), max(counts)}):
            for hot_seat in (False,) if args.vs_ai_only else (True, False):
                try:
                    print("OK", play(app, args, game_id, players, hot_seat), flush=True)
                except Exception as err:
                    failures.append(f"{game_id} {players}p")
                    print(f"FAIL {game_id} {players}p hot-seat={hot_seat}: {err!r}", flush=True)
    print(f"{len(failures)} failed" if failures else "all finished")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
