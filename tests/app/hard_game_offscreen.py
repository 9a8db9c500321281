"""A Farmhouse window running a ``hard`` against ``hard`` game offscreen, for
``test_search_pool_lifecycle``: once an AI has been thinking for a moment it prints one JSON
line ``{"app": pid, "workers": [pid, ...]}`` (once the workers run their loop) and plays
on until it is killed.

Run as a script (``python tests/app/hard_game_offscreen.py GAME``); the main guard matters:
the search's worker processes are spawned, and they import this file as their main module.
"""

from __future__ import annotations

import json
import os
import sys


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from farmhouse.app.controller import MatchController
    from farmhouse.app.main import create_application, open_window
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    game = sys.argv[1] if len(sys.argv) > 1 else "black_sheep"
    app = create_application([sys.argv[0]])
    window = open_window("en")
    window.settings.ai_speed = "instant"
    # a long think (30 s): the kill comes in its middle, and a worker that only noticed the
    # end of its search, not the death of the window, would outlive the test's wait
    MatchController.budget_for = lambda self, level: 30.0  # type: ignore[method-assign]
    seats = [Seat("Bot 1", "ai", "hard"), Seat("Bot 2", "ai", "hard")]
    window.start_match(Match.new(game, seats, None, 1))
    controller = window.game_page.controller

    def watching(pid: int) -> bool:
        """True once worker ``pid`` runs its loop: its thread that watches this process has
        started (Linux: a second task; elsewhere assumed). Before that it is still starting,
        which at load (its share of a core a few per cent, 10 nice steps down) took seconds:
        the kill came then, not mid-search (issue 18)."""
        tasks = f"/proc/{pid}/task"
        return not os.path.isdir("/proc/self/task") or len(os.listdir(tasks)) >= 2

    def report() -> None:
        pool = controller.search.running
        thinking = controller.ai_thinking and controller.thinking_elapsed() > 0.3
        if pool is not None and thinking and all(watching(p) for p in pool.pids):
            print(json.dumps({"app": os.getpid(), "workers": pool.pids}), flush=True)
            return
        QTimer.singleShot(20, report)

    QTimer.singleShot(0, report)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
