"""The app side of ``tools/atspi/check.sh``: the real main window, a game started (seat 0
human, the others AI), keyboard moves after a while, then quit.

    python tools/atspi/app.py GAME_ID LANG SECONDS [--toy]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from farmhouse.app.i18n import Translations  # noqa: E402
from farmhouse.app.main_window import MainWindow  # noqa: E402
from farmhouse.app.settings import Settings  # noqa: E402
from farmhouse.core import registry  # noqa: E402
from farmhouse.core.game import Seat  # noqa: E402
from farmhouse.core.match import Match  # noqa: E402


def main() -> int:
    game, lang, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if "--toy" in sys.argv:
        registry.register(game, "tests.core.toygame")
    app = QApplication(sys.argv[:1])
    app.setApplicationName("farmhouse-atspi")
    translations = Translations()
    translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    window.resize(1280, 720)
    window.show()
    window.activateWindow()

    def start() -> None:
        counts = registry.get_game(game).player_counts
        seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, counts[0])]
        window.start_match(Match.new(game, seats, None, 7))

    def keys() -> None:
        board = window.game_page.board
        if board is not None:
            board.setFocus()
            QTest.keyClick(board, Qt.Key.Key_Tab)
            QTest.keyClick(board, Qt.Key.Key_Tab)
            print("keys sent; focus:", getattr(board, "focus_target", None), flush=True)

    QTimer.singleShot(3000, start)
    QTimer.singleShot(6000, keys)
    QTimer.singleShot(seconds * 1000, app.quit)
    app.exec()
    print("app exited cleanly", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
