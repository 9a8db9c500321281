"""Screenshots of what a player sees, through the real main window, offscreen.

    python tools/player_shots.py --out /tmp/shots --lang ja --lang zh_TW \
        --size 1280x720 --size 1920x1080

For each language and window size: the start page; for each game at its most players (two
people, named in the language and in Latin letters, the others computer seats, one of them
named ``Bot 4``, the rest unnamed) a late-game board (a few moves before the end of a seeded
game), the hand-over screen in front of it, the game-over dialog, and the window after Enter
was pressed on that dialog (it must close and keep the final board). Prints one line per
picture and what the window said; exits with 1 if Enter did anything but close the dialog.
Data lives in a temporary folder (``FARMHOUSE_DATA_DIR``), so nothing of the user's is
touched.
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

#: The first person's name in each language (the second is always a long Latin name).
NAMES = {"ja": "ゆうこ", "zh_TW": "王小明", "zh_CN": "王小明", "en": "Ann"}
#: Moves before the seeded game's end at which the late-game board is shown.
BEFORE_END = 8


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--lang", action="append")
    p.add_argument("--size", action="append")
    p.add_argument("--game", action="append")
    p.add_argument("--seed", type=int, default=7)
    return p


def settle(app: Any, seconds: float) -> None:
    from PySide6.QtCore import QEventLoop

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)


def seats_for(game_id: str, lang: str) -> list[Any]:
    from farmhouse.core import registry
    from farmhouse.core.game import Seat

    n = max(registry.get_game(game_id).player_counts)
    out = [Seat(NAMES.get(lang, "Ann")), Seat(None, "ai", "easy"), Seat("Annabelle Fitzgerald")]
    out += [Seat("Bot 4", "ai", "easy"), Seat(None, "ai", "easy")]
    return out[:n]


def late_match(game_id: str, seats: list[Any], seed: int) -> Any:
    """The seeded game replayed to a person's decision about ``BEFORE_END`` moves from its end."""
    from farmhouse.core.ai import CancelToken, make_ai
    from farmhouse.core.match import Match

    match = Match.new(game_id, seats, None, seed)
    ais = {i: make_ai(game_id, "easy", 50 + i) for i in range(len(seats))}
    while not match.is_over:
        seat = match.to_move
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[seat].choose(view, legal, 0.1, CancelToken()))
    actions = list(match.actions)
    humans = {i for i, s in enumerate(seats) if s.kind == "human"}
    replay = Match.new(game_id, seats, None, seed)
    best = 0
    probe = Match.new(game_id, seats, None, seed)
    for k, action in enumerate(actions):
        if k <= len(actions) - BEFORE_END and probe.to_move in humans:
            best = k
        probe.apply(action)
    for action in actions[:best]:
        replay.apply(action)
    return replay


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FARMHOUSE_DATA_DIR"] = tempfile.mkdtemp(prefix="farmhouse-shots-")
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.board import paint_on_one_thread
    from farmhouse.app.main import open_window
    from farmhouse.core import registry
    from farmhouse.core.ai import CancelToken, make_ai

    paint_on_one_thread()
    QCoreApplication.setApplicationName("Farmhouse")
    app = QApplication.instance() or QApplication(["farmhouse"])
    args.out.mkdir(parents=True, exist_ok=True)
    failures = 0
    for lang in args.lang or ["ja", "zh_TW"]:
        for size in args.size or ["1280x720", "1920x1080"]:
            width, height = (int(v) for v in size.split("x"))
            window = open_window(lang)
            window.resize(width, height)
            window.show()
            settle(app, 0.5)

            def save(widget: Any, name: str, lang: str = lang, size: str = size) -> None:
                path = args.out / f"{lang}_{size}_{name}.png"
                widget.grab().save(str(path))
                print(path, flush=True)

            save(window, "start")
            window.set_ai_speed("instant")
            for game_id in args.game or registry.game_ids():
                seats = seats_for(game_id, lang)
                match = late_match(game_id, seats, args.seed)
                window.start_match(match)
                settle(app, 1.0)
                page = window.game_page
                if page.handover_shown:
                    save(window, f"{game_id}_handover")
                    QTest.keyClick(page.hand_over.button, Qt.Key.Key_Return)
                    settle(app, 1.0)
                save(window, f"{game_id}_late")
                ais: dict[int, Any] = {}
                start = time.monotonic()
                while not page.controller.match.is_over and time.monotonic() - start < 120:
                    settle(app, 0.05)
                    controller = page.controller
                    if page.handover_shown:
                        page.hand_over.button.click()
                        continue
                    if controller._awaiting_human and not controller.board.is_animating():
                        m = controller.match
                        seat = m.to_move
                        ai = ais.setdefault(seat, make_ai(game_id, "easy", 70 + seat))
                        view = m.view(seat)
                        legal = list(m.game.legal_actions_in_view(view))
                        controller.board.action_chosen.emit(
                            ai.choose(view, legal, 0.1, CancelToken())
                        )
                settle(app, 1.5)
                dialog = window.game_over_dialog
                if dialog is None:
                    print(f"{lang} {size} {game_id}: no game-over dialog", flush=True)
                    failures += 1
                    continue
                shot = window.grab()
                painter = QPainter(shot)
                x = dialog.geometry().x() - window.geometry().x()
                y = dialog.geometry().y() - window.geometry().y()
                if not (0 <= x < width and 0 <= y < height):
                    x, y = (width - dialog.width()) // 2, (height - dialog.height()) // 2
                painter.drawPixmap(x, y, dialog.grab())
                painter.end()
                path = args.out / f"{lang}_{size}_{game_id}_gameover.png"
                shot.save(str(path))
                print(path, flush=True)
                finished = page.controller.match
                QTest.keyClick(dialog, Qt.Key.Key_Return)
                settle(app, 1.0)
                kept = window.game_over_dialog is None and window.match is finished
                print(
                    f"{lang} {size} {game_id}: Enter closed the dialog and kept the board: {kept}"
                )
                failures += not kept
                save(window, f"{game_id}_after_enter")
            page.controller.shutdown()
            window.close()
            settle(app, 0.3)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
