"""Take a screenshot of the real Farmhouse window playing a game, offscreen.

    python tools/screenshot.py --game black_sheep --players 4 --size 1280x800 --lang ja \
        --moves 20 --seed 3 --out /tmp/shot.png

Seat 0 is a human (``--humans N``: the first N seats), the others AI ``normal``. The match is
advanced by ``--moves`` actions chosen by the seats' AI players (humans use the ``normal`` AI
too), then stopped at the next decision of a human seat (unless ``--no-wait-human``) and shown
in the main window; the window is grabbed after ``--settle`` seconds of event processing.
``--handover`` keeps the hand-over screen a second human gets. ``--discard`` opens the
discard prompt (a single card played where a discard is allowed, if the hand has one).
``--rules`` grabs the rules dialog (F1). ``--start`` grabs the start page instead.
``--names long`` names every seat with the longest name the new-game dialog takes (24
characters, in the script of ``--lang``; each seat's last character changed), ``--names
Ann,Bob`` with the names given (seats beyond them keep theirs). ``--hint`` shows a hint of the
position's three longest-worded legal moves (no search: what the side panel makes of it).
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


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--game", default="black_sheep")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--humans", type=int, default=1)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--lang", default="en")
    p.add_argument("--moves", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--settle", type=float, default=1.0)
    p.add_argument("--scale", type=float, default=1.0, help="QT_SCALE_FACTOR")
    p.add_argument("--no-wait-human", action="store_true")
    p.add_argument("--handover", action="store_true", help="grab the hand-over screen")
    p.add_argument("--start", action="store_true", help="grab the start page")
    p.add_argument("--discard", action="store_true", help="open the discard prompt")
    p.add_argument("--tasks", action="store_true", help="play with task cards")
    p.add_argument("--rules", action="store_true", help="grab the rules dialog")
    p.add_argument("--finish", action="store_true", help="play to the end (game-over dialog)")
    p.add_argument("--names", default="", help="'long', or names separated by commas")
    p.add_argument("--hint", action="store_true", help="show a long hint in the side panel")
    p.add_argument("--out", default="/tmp/farmhouse.png")
    return p


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv``, take the screenshot, print where it went."""
    args = _parser().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    tmp = tempfile.mkdtemp(prefix="farmhouse-shot-")
    os.environ["FARMHOUSE_DATA_DIR"] = tmp

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.main import open_window
    from farmhouse.core.ai import CancelToken, make_ai
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    QCoreApplication.setApplicationName("Farmhouse")
    app = QApplication.instance() or QApplication(["farmhouse"])
    window = open_window(args.lang)
    width, height = (int(v) for v in args.size.lower().split("x"))
    window.resize(width, height)

    def settle(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            time.sleep(0.01)

    if not args.start:
        seats = [
            Seat(f"Player {i + 1}") if i < args.humans else Seat(f"Bot {i + 1}", "ai", "normal")
            for i in range(args.players)
        ]
        for i, name in enumerate(_names(args)[: args.players]):
            seats[i] = Seat(name, seats[i].kind, seats[i].level)
        options = None
        if args.tasks:
            from farmhouse.core import registry

            options = registry.get_game(args.game).Options(task_cards=True)
        match = Match.new(args.game, seats, options, args.seed)
        players = {i: make_ai(args.game, "normal", 1000 + i) for i in range(args.players)}
        moves = 10**9 if args.finish else args.moves
        done = 0
        while not match.is_over and (done < moves or not _human_next(match, args)):
            seat = match.to_move
            view = match.view(seat)
            legal = list(match.game.legal_actions_in_view(view))
            match.apply(players[seat].choose(view, legal, 1.0, CancelToken()))
            done += 1
        window.set_ai_speed("instant")
        window.start_match(match)
        if args.humans > 1 and not args.handover and window.game_page.handover_shown:
            window.game_page.hand_over.button.click()
    settle(args.settle)
    if args.hint:
        _show_long_hint(window.game_page.controller)
        settle(0.5)
    if args.discard:
        _open_discard_prompt(window.game_page.board)
        settle(0.3)
    if args.rules:
        window.show_rules()
        settle(0.5)
        window.rules_dialog.grab().save(args.out)
        print(args.out)
        return 0
    target = window
    if args.finish and window.game_over_dialog is not None:
        settle(0.5)
        shot = window.grab()
        dialog = window.game_over_dialog.grab()
        from PySide6.QtGui import QPainter

        painter = QPainter(shot)
        painter.drawPixmap(
            (shot.width() - dialog.width()) // 2, (shot.height() - dialog.height()) // 2, dialog
        )
        painter.end()
        shot.save(args.out)
    else:
        target.grab().save(args.out)
    print(args.out)
    QTimer.singleShot(0, app.quit)
    return 0


def _open_discard_prompt(board: object) -> None:
    """Choose a single card that may be followed by a discard, and its pasture (a kit board
    with Black Sheep's targets)."""
    for action in getattr(board, "legal", []):
        if getattr(action, "discard", None) is not None and len(action.cards) == 1:
            board.pick(("hand", board.view.hand.index(action.cards[0])))  # type: ignore[attr-defined]
            board.pick(("side", action.pasture))  # type: ignore[attr-defined]
            offered = [t for t in board.pickable() if t[0] == "discard"]  # type: ignore[attr-defined]
            print(f"discard prompt: {len(offered)} cards", file=sys.stderr)
            return
    print("no discard possible in this position", file=sys.stderr)


#: The longest names the new-game dialog takes (24 characters), in each language's script.
LONG_NAMES = {
    "en": "Maximiliana Wolfgangsdot",
    "ja": "ながいなまえのプレイヤーさんですよろしくおねがい",
    "zh_CN": "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕",
    "zh_TW": "歐陽慕容司馬諸葛上官東方皇甫尉遲公孫長孫宇文軒轅",
}


def _names(args: argparse.Namespace) -> list[str]:
    """The seats' names ``--names`` asks for (see the module docstring)."""
    if args.names == "long":
        name = LONG_NAMES.get(args.lang, LONG_NAMES["en"])
        return [name] + [name[:-1] + str(i) for i in range(1, args.players)]
    return [n for n in args.names.split(",") if n]


def _show_long_hint(controller: Any) -> None:
    """Show a hint for the seat to move of its three longest-worded legal moves."""
    from farmhouse.app.hints import Hint, HintMove

    match = controller.match
    seat = match.to_move
    view = match.view(seat)
    names = controller.kept_names
    ui = controller.ui
    legal = sorted(match.legal_actions(), key=lambda a: -len(ui.describe_action(a, view, names)))
    moves = tuple(HintMove(a, 0.55 - 0.1 * i, 40 - i) for i, a in enumerate(legal[:3]))
    controller._hint_at = len(match.actions)
    controller._on_hint_found(Hint(seat, moves, 4321))


def _human_next(match: object, args: argparse.Namespace) -> bool:
    if args.no_wait_human:
        return True
    seat = match.to_move  # type: ignore[attr-defined]
    return seat is not None and seat < args.humans


if __name__ == "__main__":
    raise SystemExit(main())
