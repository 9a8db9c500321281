"""Start the Farmhouse desktop app: ``farmhouse [--lang LANG] [SAVEFILE]``."""

from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCommandLineOption,
    QCommandLineParser,
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QWidget

from farmhouse import __version__
from farmhouse.app.board import paint_on_one_thread
from farmhouse.app.i18n import LANGUAGES
from farmhouse.app.qt_import import skip_feature_imports

if TYPE_CHECKING:
    from farmhouse.app.main_window import MainWindow


def _parser() -> tuple[
    QCommandLineParser, QCommandLineOption, QCommandLineOption, QCommandLineOption
]:
    parser = QCommandLineParser()
    parser.setApplicationDescription(
        "Farmhouse: play Black Sheep and other animal board games against friends and AI."
    )
    help_option = parser.addHelpOption()
    version_option = parser.addVersionOption()
    lang_option = QCommandLineOption(
        ["lang"], f"User interface language: {', '.join(LANGUAGES)}.", "LANG"
    )
    parser.addOption(lang_option)
    parser.addPositionalArgument("SAVEFILE", "A saved game (.farmhouse) to open.", "[SAVEFILE]")
    return parser, help_option, version_option, lang_option


def help_text(parser: QCommandLineParser) -> str:
    """``parser``'s help with the command's name "farmhouse" in its usage line (Qt writes
    "<executable_name>" without a QCoreApplication, or the interpreter's name under Python)."""
    text = parser.helpText()
    first, newline, rest = text.partition("\n")
    start = first.find(" ") + 1
    end = first.find(" [options]")
    if 0 < start <= end:
        first = first[:start] + "farmhouse" + first[end:]
    return first + newline + rest


#: What to do without a screen, said with every "cannot open a window" message.
OFFSCREEN_HINT = "To run without a screen, set QT_QPA_PLATFORM=offscreen."


def no_display_reason(env: dict[str, str] | None = None, platform: str | None = None) -> str | None:
    """Why no window can be opened, known before Qt tries, or None: on Linux and the BSDs,
    neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` is set and no ``QT_QPA_PLATFORM`` was chosen.
    ``env``/``platform`` default to ``os.environ`` and ``sys.platform``."""
    env = dict(os.environ) if env is None else env
    platform = sys.platform if platform is None else platform
    if env.get("QT_QPA_PLATFORM"):
        return None
    if platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            return "no display was found (DISPLAY and WAYLAND_DISPLAY are not set)"
    return None


def create_application(args: list[str]) -> QApplication:
    """The QApplication for ``args``. If Qt cannot open its display (a failure Qt itself turns
    into an abort with a core dump), print one line saying so and how to run offscreen, and
    exit the process with status 1 instead."""
    paint_on_one_thread()  # before Qt paints anything (it reads the setting once)
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    held: list[str] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            detail = next((m for m in held if "could not connect" in m), None)
            reason = (
                f"Qt could not connect to the display ({os.environ.get('DISPLAY', '')})"
                if detail
                else "Qt could not start its display plugin (a system library may be missing: "
                "see the README, or run with QT_DEBUG_PLUGINS=1)"
            )
            print(f"Farmhouse cannot open a window: {reason}. {OFFSCREEN_HINT}", file=sys.stderr)
            sys.stderr.flush()
            os._exit(1)
        held.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        app = QApplication(args)
    finally:
        qInstallMessageHandler(previous)
    for message in held:  # what Qt said on the way, as it would have said it
        print(message, file=sys.stderr)
    return app


def main(argv: list[str] | None = None) -> int:
    """Run the app; ``argv`` includes the program name (default ``sys.argv``). Returns the exit
    status: 0 after a normal quit or ``--help``/``--version``, 1 when no window can be opened
    (one line on stderr says why and how to run offscreen), 2 for bad arguments.
    ``--search-self-check`` alone runs the search's diagnostic, as ``python -m farmhouse``
    does (:func:`farmhouse.core.search_pool.self_check`), and returns its status.

    With ``FARMHOUSE_EXIT_AFTER_SHOW=1`` in the environment the app quits as soon as its main
    window has been painted, or, with a SAVEFILE that opens, its board (benchmarks, packaging
    smoke test; see :class:`QuitWhenPainted`).
    """
    if getattr(sys, "frozen", False) and sys.argv[1:2] == ["--multiprocessing-fork"]:
        import multiprocessing  # a frozen app's search workers divert here (the app: no import)

        multiprocessing.freeze_support()
    skip_feature_imports()
    args = list(sys.argv if argv is None else argv) or ["farmhouse"]
    if args[1:] == ["--search-self-check"]:  # the diagnostic, as ``python -m farmhouse`` runs it
        from farmhouse.core.search_pool import self_check

        return self_check()
    QCoreApplication.setApplicationName("Farmhouse")
    QCoreApplication.setOrganizationName("Farmhouse")
    QCoreApplication.setApplicationVersion(__version__)
    parser, help_option, version_option, lang_option = _parser()
    if not parser.parse(args):
        print(parser.errorText(), file=sys.stderr)
        return 2
    if parser.isSet(help_option):
        print(help_text(parser))
        return 0
    if parser.isSet(version_option):
        print(f"Farmhouse {__version__}")
        return 0
    lang = parser.value(lang_option) if parser.isSet(lang_option) else None
    if lang is not None and lang not in LANGUAGES:
        print(f"Unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}.", file=sys.stderr)
        return 2
    positional = parser.positionalArguments()
    if len(positional) > 1:
        print("Give at most one SAVEFILE.", file=sys.stderr)
        return 2

    reason = no_display_reason()
    if reason is not None:
        print(f"Farmhouse cannot open a window: {reason}. {OFFSCREEN_HINT}", file=sys.stderr)
        return 1
    gc.disable()  # (already, when started as ``python -m farmhouse`` or the bundle)
    window = None
    try:
        app = create_application(args)
        window = open_window(lang, Path(positional[0]) if positional else None)
    finally:
        resume_collection(window)
    quitter = None
    if os.environ.get("FARMHOUSE_EXIT_AFTER_SHOW") == "1":
        board = window.game_page.board if window.match is not None else None
        quitter = QuitWhenPainted(board.viewport() if board is not None else window, app)
    status = app.exec()
    del window, quitter  # kept alive until the event loop ends
    return status


#: The garbage collector comes back this many ms after the start at the latest (if the first
#: window is never exposed: a minimised start, a platform that does not say).
RESUME_COLLECTION_MS = 2000


def resume_collection(window: QWidget | None) -> None:
    """Turn Python's cyclic garbage collector back on once ``window`` has been painted (at
    the latest after :data:`RESUME_COLLECTION_MS`; at once without a window).

    The app starts with it off: the start makes some 100 000 objects that all stay (modules,
    classes, Qt's enums, the window's widgets), and the collector walked them 40-80 times on
    the way to the first window, for nothing (10 ms of the first window's CPU time, 20-25 ms
    of a save's board; a bare PySide window spends 13 ms in it, most of it importing PySide).
    Nothing is left uncollected: the first collection after it comes back sees everything."""
    if window is None:
        gc.enable()
        return
    from farmhouse.app.first_paint import after_first_paint

    after_first_paint(window, gc.enable)
    QTimer.singleShot(RESUME_COLLECTION_MS, gc.enable)


class QuitWhenPainted(QObject):
    """What ``FARMHOUSE_EXIT_AFTER_SHOW=1`` does: quits ``app`` in the first turn of the event
    loop after ``widget`` (the main window, or the board of the game opened from the command
    line) was first painted, saying so first on standard output (if there is one) with the
    line :data:`PAINTED_LINE` followed by `` cpu=<seconds>``, the CPU time the process has
    used so far. ``python -m benchmarks.startup`` times new processes until that line, against
    a bare window that says the same.

    It waits for the first exposure of the widget's native window: Qt paints the whole window
    (a board on it included) while it handles that event and puts it on screen before the
    event loop turns again. Installed last, its filter is asked first (Qt asks an object's
    filters newest first), so it speaks in that next turn before the work that waits for the
    first paint (:func:`~farmhouse.app.first_paint.after_first_paint`: the start page reading
    the saved games, the window's icon). A board not painted in that exposure (covered by
    another page) is waited for: the line comes in the turn after its first paint."""

    def __init__(self, widget: QWidget, app: QApplication) -> None:
        super().__init__(widget)
        self._app = app
        self._board = None if widget.isWindow() else widget
        self._board_painted = self._board is None
        self._window = widget.window().windowHandle()
        # exposed, and the board is still to be painted (or no native window to wait for)
        self._waiting = self._window is None
        self._watched = [w for w in (self._window, self._board) if w is not None]
        for watched in self._watched:
            watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is self._board and kind == QEvent.Type.Paint and not self._board_painted:
            self._board_painted = True
            if self._waiting:
                self._stop_watching()
                QTimer.singleShot(0, self._quit)
        elif (
            watched is self._window
            and kind == QEvent.Type.Expose
            and self._window is not None
            and self._window.isExposed()
        ):
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._after_exposure)  # (queued before the others' timers)
        return False

    def _after_exposure(self) -> None:
        if self._board_painted:
            self._stop_watching()
            self._quit()
        else:
            self._waiting = True

    def _stop_watching(self) -> None:
        for watched in self._watched:
            watched.removeEventFilter(self)
        self._watched = []

    def _quit(self) -> None:
        if sys.stdout is not None:  # a windowed app on Windows has none
            print(f"{PAINTED_LINE} cpu={time.process_time():.4f}", flush=True)
        self._app.quit()


#: What :class:`QuitWhenPainted` prints when the window (or board) it waits for is painted.
PAINTED_LINE = "farmhouse: painted"


def open_window(lang: str | None = None, savefile: Path | None = None) -> MainWindow:
    """Style the running QApplication, load settings and translations (``lang`` overrides the
    remembered language for this session), show the main window and open ``savefile`` if given.
    """
    # Imported here so that --help and --version need no display and stay fast.
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.app.style import LanguageFont, apply_style, register_fonts

    app = QApplication.instance()
    assert isinstance(app, QApplication), "create the QApplication first"
    settings = Settings()
    translations = Translations()
    language = lang or settings.language
    bundled = register_fonts()
    apply_style(app, bundled, language)
    translations.set_language(language)
    # a saved game to open: its board is the first thing drawn (the start page only if it fails)
    window = MainWindow(settings, translations, start=savefile is None)
    # CJK fallback fonts follow the language (Japanese, Simplified or Traditional glyph shapes).
    language_font = LanguageFont(app, lambda: translations.language, bundled, window)
    language_font.applied = language
    window.installEventFilter(language_font)
    window.show()
    if savefile is not None and not window.open_path(savefile):
        window.show_start()
    return window


if __name__ == "__main__":
    raise SystemExit(main())
