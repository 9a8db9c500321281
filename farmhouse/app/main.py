"""Start the Farmhouse desktop app: ``farmhouse [--lang LANG] [SAVEFILE]``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCommandLineOption, QCommandLineParser, QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from farmhouse import __version__
from farmhouse.app.i18n import LANGUAGES

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


def main(argv: list[str] | None = None) -> int:
    """Run the app; ``argv`` includes the program name (default ``sys.argv``). Returns the exit
    status: 0 after a normal quit or ``--help``/``--version``, 2 for bad arguments.

    With ``FARMHOUSE_EXIT_AFTER_SHOW=1`` in the environment the app quits as soon as its main
    window is shown (benchmarks, packaging smoke test).
    """
    args = list(sys.argv if argv is None else argv) or ["farmhouse"]
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

    app = QApplication.instance() or QApplication(args)
    window = open_window(lang, Path(positional[0]) if positional else None)
    if os.environ.get("FARMHOUSE_EXIT_AFTER_SHOW") == "1":
        QTimer.singleShot(0, app.quit)
    status = app.exec()
    del window  # kept alive until the event loop ends
    return status


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
    window = MainWindow(settings, translations)
    # CJK fallback fonts follow the language (Japanese, Simplified or Traditional glyph shapes).
    language_font = LanguageFont(app, lambda: translations.language, bundled, window)
    language_font.applied = language
    window.installEventFilter(language_font)
    window.show()
    if savefile is not None:
        window.open_path(savefile)
    return window


if __name__ == "__main__":
    raise SystemExit(main())
