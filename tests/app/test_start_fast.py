"""The app's first window loads no game: a game's rules, texts, AI and board load when that game
is chosen or opened, and the start page shows every game from the little it declares in its
``about`` module (issue 18, "Start fast"). How fast is measured in ``benchmarks/startup.py``,
never asserted here: these tests check what is imported, in a new interpreter each time."""

from __future__ import annotations

import json
import os
import textwrap
from pathlib import Path

import pytest

from farmhouse.app.game_about import game_about
from farmhouse.app.i18n import source_files
from farmhouse.core import registry
from tests.scripts import run_script

ROOT = Path(__file__).resolve().parents[2]

#: The modules of a game that must not be loaded before the game is chosen.
HEAVY_PARTS = ("rules", "texts", "ai", "board", "data", "positions", "choices")

#: Run in a new interpreter: start the app as ``python -m farmhouse`` does (offscreen, in the
#: data folder given), note the modules loaded when its first window has been painted, then
#: choose a game on the start page (its "New game…" button), then start it; print the three
#: module lists as JSON (and which costly Qt Python types were made by the first paint).
PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication
    from farmhouse.app.main import create_application, open_window

    app = create_application(["farmhouse"])
    seen = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and "painted" not in seen:
                seen["painted"] = sorted(sys.modules)
                # PySide makes a Qt class's Python type (and all its enums) when first read
                seen["qt_types"] = [n for n in ("Qt",) if n in vars(sys.modules["PySide6.QtCore"])]
            return False

    probe = FirstPaint()
    QApplication.instance().installEventFilter(probe)  # sees every widget's paint first
    window = open_window("en")
    while "painted" not in seen:
        app.processEvents()
    app.removeEventFilter(probe)
    card = next(c for c in window.start_page.cards if c.game_id == sys.argv[1])
    card.button.click()  # New game… of that game: its dialog opens
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.game_id == sys.argv[1]
    seen["chosen"] = sorted(sys.modules)
    dialog.accept()  # the game starts: its board is shown
    app.processEvents()
    assert window.match is not None and window.match.game_id == sys.argv[1]
    seen["started"] = sorted(sys.modules)
    print(json.dumps(seen))
    window.game_page.controller.shutdown()
    """
)


def run_probe(game_id: str, data_dir: Path) -> dict[str, list[str]]:
    out = run_script(PROBE, game_id, data_dir=data_dir)
    return json.loads(out.strip().splitlines()[-1])


def game_modules(modules: list[str], game_id: str) -> set[str]:
    """The heavy modules of ``game_id`` (its rules, texts, board, …) among ``modules``."""
    package = registry.package(game_id)
    return {
        m
        for m in modules
        if any(
            m == f"{package}.{part}" or m.startswith(f"{package}.{part}.") for part in HEAVY_PARTS
        )
    }


def write_saves() -> None:
    """A saved game of every game and an autosave in the data folder (the test's own, see
    conftest), which the start page lists and checks (replaying them with the games' rules)
    once the window is shown."""
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    for game_id in registry.game_ids():
        match = Match.new(game_id, [Seat("Ann"), Seat("Bob")], None, 5)
        while len(match.actions) < 6 and not match.is_over:
            match.apply(match.legal_actions()[-1])
        saves.save_match(match, folder / f"{game_id}.farmhouse")
    saves.autosave(match)


#: Run in a new interpreter: start the app as ``python -m farmhouse`` does and print which of
#: the costly Qt Python types PySide had made when its window was painted (as the benchmark
#: counts: watched as ``QuitWhenPainted`` watches, not by an application-wide event filter,
#: which would make QStyle's types itself when handed the style's objects), or "-".
PAINTED_TYPES = textwrap.dedent(
    """
    import PySide6.QtCore, PySide6.QtWidgets
    from farmhouse.app.main import QuitWhenPainted, create_application, open_window

    app = create_application(["farmhouse"])
    window = open_window("en")
    made = []

    class Painted(QuitWhenPainted):
        def _quit(self):
            made.append(
                [n for n in ("Qt",) if n in vars(PySide6.QtCore)]
                + [
                    n
                    for n in ("QStyle", "QStyleOptionButton", "QDialogButtonBox")
                    if n in vars(PySide6.QtWidgets)
                ]
            )

    probe = Painted(window, app)
    while not made:
        app.processEvents()
    print(" ".join(made[0]) or "-")
    """
)


def test_the_first_window_is_painted_without_the_qt_namespace_or_qstyle_types():
    """PySide makes a Qt class's Python type and all its enums when the class is first read:
    the ``Qt`` namespace (93 enums, ~115M instructions) and QStyle (11 enums, ~50M) would be
    a third of the first window over a bare one. The start page's Continue button (its
    text fitted to its room) knows a text fits without QStyle's measure when it surely does
    (issue 18). Nor is ``QDialogButtonBox`` made (3 enums, ~4M), which only dialogs show:
    the dialogs' button box is a module of its own, not one of the labels'."""
    write_saves()  # (an autosave: Continue is shown)
    assert run_script(PAINTED_TYPES).split() == ["-"]


@pytest.mark.parametrize("game_id", ["black_sheep", "bye_bye_black_sheep"])
def test_the_first_window_loads_no_game_and_a_game_loads_when_chosen(game_id):
    write_saves()
    seen = run_probe(game_id, Path(os.environ["FARMHOUSE_DATA_DIR"]))
    painted = seen["painted"]
    for other in registry.game_ids():
        # every card is drawn from the game's about module alone
        assert f"{registry.package(other)}.about" in painted, other
        assert game_modules(painted, other) == set(), other
    # nor the save-file machinery (the list is read after the first paint), the board kit,
    # the game page, the dialogs or the AI
    for name in (
        "farmhouse.core.saves",
        "farmhouse.core.game",
        "farmhouse.core.ai",
        "farmhouse.app.game_ui",
        "farmhouse.app.game_page",
        "farmhouse.app.controller",
        "farmhouse.app.new_game",
        "farmhouse.app.rules_dialog",
        "farmhouse.app.board.view",
        "attrs",
        "cattrs",
        "html.entities",  # (a large table: only the rules' markup needs it)
    ):
        assert name not in painted, name
    # nor the ``Qt`` namespace's ~90 Python enums (~115M instructions): the start page and
    # its labels (the Continue button, elided) read ``QtCore.Qt`` only where used
    assert seen["qt_types"] == []

    chosen = seen["chosen"]
    package = registry.package(game_id)
    assert {f"{package}.rules", f"{package}.texts"} <= set(chosen)
    assert not any(m.startswith(f"{package}.board") for m in chosen)  # not before it is played
    started = seen["started"]
    assert f"{package}.board" in started

    # the other games' presentation is not loaded by choosing or playing this one (their
    # rules may be: the start page checks the saves by replaying them)
    for other in registry.game_ids():
        if other != game_id:
            loaded = {m.rsplit(".", 1)[-1] for m in game_modules(started, other)}
            assert loaded.isdisjoint({"texts", "board"}), (other, loaded)


def test_every_game_declares_its_card_as_its_rules_and_texts_say():
    from farmhouse.app.game_ui import load_game_ui

    assert registry.game_ids()
    for game_id in registry.game_ids():
        about = game_about(game_id)
        assert about is not None, game_id
        assert about.players == registry.get_game(game_id).player_counts, game_id
        assert about.cover is not None and about.cover.is_file(), game_id
        ui = load_game_ui(game_id)
        assert (ui.title, ui.blurb, ui.credit, ui.cover) == (
            about.title,
            about.blurb,
            about.credit,
            about.cover,
        )
        assert about.title() and about.blurb() and about.credit()


def test_the_about_modules_are_translated_and_import_nothing_of_their_game():
    files = {p.resolve() for p in source_files()}
    for game_id in registry.game_ids():
        name = registry.module_name(game_id, "about")
        assert name is not None, game_id
        path = ROOT / Path(*name.split(".")).with_suffix(".py")
        assert path.resolve() in files, path  # lupdate reads it (Qt Linguist)
        source = path.read_text("utf-8")
        imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
        assert all(registry.package(game_id) not in line for line in imports), imports


def test_a_game_without_an_about_module_is_described_by_its_ui_and_rules():
    registry.register("toy_dice", "tests.core.toygame")
    try:
        about = game_about("toy_dice")
        assert about is not None
        assert about.title() == "Dice Race" and about.players == range(2, 5)
    finally:
        registry.unregister("toy_dice")


def test_a_rendered_cover_is_kept_and_rendered_again_when_its_picture_changes(qtbot, tmp_path):
    import shutil

    from farmhouse.app import start_page
    from farmhouse.core.folders import cache_dir

    about = game_about("black_sheep")
    assert about is not None and about.cover is not None
    picture = tmp_path / "black_sheep" / "cover.svg"
    picture.parent.mkdir()
    shutil.copy(about.cover, picture)
    fake = about._replace(cover=picture)
    renders = []
    real_keep = start_page._keep

    def keep(pixmap, file):
        renders.append(file)
        real_keep(pixmap, file)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(start_page, "game_about", lambda game_id: fake)
        patch.setattr(start_page, "_keep", keep)
        first = start_page.cover_pixmap("black_sheep", start_page.COVER_SIZE, 2.0)
        kept = sorted((cache_dir() / "covers").iterdir())
        assert [p.suffix for p in kept] == [".png"] and renders == kept  # no temporary file
        again = start_page.cover_pixmap("black_sheep", start_page.COVER_SIZE, 2.0)
        assert len(renders) == 1  # read back, not rendered
        assert again.toImage() == first.toImage() and again.devicePixelRatio() == 2.0
        assert again.deviceIndependentSize().toSize() == start_page.COVER_SIZE
        picture.write_text(picture.read_text("utf-8").replace("<svg", "<svg ", 1), "utf-8")
        start_page.cover_pixmap("black_sheep", start_page.COVER_SIZE, 2.0)
        assert len(renders) == 2  # the picture changed: rendered again
