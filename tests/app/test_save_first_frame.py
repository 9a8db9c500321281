"""A save's first frame is the settled one (issue 18, session 22's finding): opened from the
command line (``farmhouse SAVEFILE``) or from the start page (Continue, the saved games'
list), the first frame put on screen drew the side panel's "Players" lines squeezed over each
other (Black Sheep, four players: the seats' area 60 px high at the board's first paint, 214 px
one turn of the event loop later), because the seat lines, added to a shown list, were shown
and laid out only by events handled after that paint, and the page set the players' names
after its last fit of the seats.

``QWidget.grab()`` paints the window anew, as it is by then: these tests take what the first
paint put on screen, the window's backing store (the offscreen platform's ``grabWindow``), in
the turn of the event loop right after the board's first paint, and compare the side panel's
seats there with the same place once the window has settled."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.scripts import run_script

#: In a new interpreter: open the save argv[1] in language argv[2], from the command line
#: (argv[3] "command") or from the start page once it is idle ("start"); in the turn after the
#: board's first paint note the seats' and their lines' heights and take the backing store's
#: picture of the seats' area, then the same once the window has settled; print them as JSON.
FRAMES = """
import hashlib, json, sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import QApplication
from farmhouse.app.main import create_application, open_window

path, language, way = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
app = create_application(["farmhouse"])
window = open_window(language, path if way == "command" else None)
found = {}


def picture(widget):
    corner = widget.mapTo(window, widget.rect().topLeft())
    shot = window.screen().grabWindow(window.winId()).toImage()  # (the backing store)
    shot = shot.copy(corner.x(), corner.y(), widget.width(), widget.height())
    bits = shot.convertToFormat(shot.Format.Format_RGB32).constBits().tobytes()
    return hashlib.sha1(bits).hexdigest()


def note(when):
    page = window.game_page
    log = page.log
    view = log.viewport()
    bottom = log.cursorForPosition(QPoint(8, view.height() - 8)).block().text()
    found[when] = {
        "seats": page.seats_area.height(),
        "lines": [line.height() for line in page._seat_lines],
        "needed": [line.heightForWidth(line.width()) for line in page._seat_lines],
        "picture": picture(page.seats_area),
        "log_bottom": bottom,
        "log_last": log.document().lastBlock().text(),
        "log_picture": picture(view),
    }


def settled():
    note("settled")
    print(json.dumps(found))
    window.game_page.controller.shutdown()
    app.quit()


def first_frame():
    note("first")
    QTimer.singleShot(800, window, settled)


class BoardPainted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, window, first_frame)
        return False


painted = BoardPainted()


def watch():
    assert window.match is not None, "the save did not open"
    window.game_page.board.viewport().installEventFilter(painted)


def open_from_start():
    if window.start_page.checking or not window.isVisible():
        QTimer.singleShot(50, window, open_from_start)
        return
    window.start_page.open_file.emit(path)  # (what Continue and a saved game's line send)
    watch()


if way == "command":
    watch()
else:
    QTimer.singleShot(300, window, open_from_start)
app.exec()
"""

#: The most players of each game.
MOST = {"black_sheep": 4, "wooly_bully": 4, "el_gaucho": 4, "bye_bye_black_sheep": 5}


#: How many moves a save has been played (most players, two players): a late game, whose log
#: is long (Qt lays a long text out in steps).
MOVES = {
    "black_sheep": (80, 40),
    "wooly_bully": (40, 24),
    "el_gaucho": (150, 60),
    "bye_bye_black_sheep": (120, 40),
}


def write_save(game_id: str, players: int, folder: Path) -> Path:
    """A save of ``game_id``: Ann against ``players - 1`` ``normal`` AIs, her turn, late in
    the game (:data:`MOVES`), so her board is shown, with no hand-over screen."""
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    moves = MOVES[game_id][0 if players == MOST[game_id] else 1]
    names = ("Bob", "Cy", "Dee", "Eve")[: players - 1]
    seats = [Seat("Ann"), *(Seat(name, "ai", "normal") for name in names)]
    for seed in range(50):  # (the first deal whose random game lasts that long)
        rng = Rng.from_seed(seed)
        match = Match.new(game_id, seats, None, 11 + seed)
        while not match.is_over and (len(match.actions) < moves or match.to_move != 0):
            legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
            match.apply(rng.choice(legal or match.legal_actions()))
        if not match.is_over:
            break
    assert not match.is_over
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game_id}-{players}.farmhouse"
    saves.save_match(match, path)
    return path


def frames(path: Path, language: str, way: str, data: Path) -> dict:
    """The seats at the first frame and settled (see :data:`FRAMES`)."""
    screen = {"QT_QPA_PLATFORM": os.environ["QT_QPA_PLATFORM"]}  # (the 1920 × 1080 screen)
    out = run_script(FRAMES, str(path), language, way, data_dir=data, env=screen)
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize("game_id", list(MOST))
@pytest.mark.parametrize(
    ("most", "language", "way"),
    [(True, "en", "command"), (False, "ja", "start"), (True, "ja", "start")],
)
def test_a_saves_first_frame_shows_the_players_as_settled(game_id, most, language, way, tmp_path):
    path = write_save(game_id, MOST[game_id] if most else 2, tmp_path / "saves")
    seen = frames(path, language, way, tmp_path / "data")
    first, settled = seen["first"], seen["settled"]
    # every line as high as it asks to be: none squeezed over the next
    assert first["lines"] == first["needed"], first["lines"]
    assert (first["seats"], first["lines"]) == (settled["seats"], settled["lines"])
    # and what the first paint put on screen is what the settled window shows there
    assert first["picture"] == settled["picture"], "the seats were drawn otherwise at first"
    # the game log at its newest line from the first frame on (from the start page it showed
    # its middle, where Qt's layout of the whole log had come to)
    assert first["log_bottom"] == first["log_last"] == settled["log_last"], first["log_bottom"]
    # and it does not move after: from the command line it was ended Qt's way in the first
    # frame (its top line cut) and moved by up to a line to end at an entry in the next
    assert first["log_picture"] == settled["log_picture"], "the log moved after"


def test_a_hot_seat_save_from_the_start_page_gets_its_whole_log(qtbot, tmp_path):
    """A save opened from the start page gets its log's last lines until its first paint
    (see above), the whole log right after; where a hand-over screen covers the board (two
    humans), that screen's paint is the first: the whole log comes then, not only once the
    board is shown."""
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    rng = Rng.from_seed(3)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Ben"), Seat("Cleo")], None, 4)
    while len(match.actions) < 60:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply(rng.choice(legal or match.legal_actions()))
    assert not match.is_over
    path = tmp_path / "hot seat.farmhouse"
    saves.save_match(match, path)
    tr = Translations()
    tr.set_language("en")
    window = MainWindow(Settings(), tr)
    window.stats.started = True
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    window.start_page.open_file.emit(path)  # (what Continue and a saved game's line send)
    page = window.game_page
    assert page.handover_shown
    lines = page.log_lines()
    assert page.log.document().blockCount() < len(lines)  # (its last lines, until painted)
    qtbot.waitUntil(lambda: page.log.document().blockCount() >= len(lines), timeout=3000)
    assert page.handover_shown  # (the board still covered)
    page.controller.shutdown()
