"""Translations: the four app languages, finding or building ``.qm`` files, switching at run time.

The Qt Linguist sources are ``i18n/farmhouse_<lang>.ts``. The ``.qm`` shipped next to them
(built by ``--build`` at build or install time) is used when it is at least as new as its
``.ts``. Otherwise the app compiles the ``.ts`` with ``pyside6-lrelease`` into the user cache
folder, under a name that holds a hash of the ``.ts`` (so installs of different versions never
use each other's files). The app never writes into ``i18n/`` at run time.

``python -m farmhouse.app.i18n --build`` compiles every language (CI and packaging);
``python -m farmhouse.app.i18n --update`` refreshes the ``.ts`` files with ``pyside6-lupdate``
(sources: every module of ``farmhouse/app`` and of each game's presentation — ``about.py``,
``texts.py``, ``board.py`` or the ``board/`` package).

Contexts: ``self.tr()`` in a class uses the class name; ``QCoreApplication.translate("Ctx",
"text")`` needs literal arguments for lupdate to see it. A game module's module-level helper
``tr(text)`` must translate in the context :func:`game_context` names (``dice_race`` →
``DiceRace``): lupdate files such calls under no context and ``--update`` moves them there.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from farmhouse.app.board.language import system_language as system_language
from farmhouse.app.board.linebreak import set_language as set_line_language
from farmhouse.paths import i18n_dir

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

# Compiling and updating translations (subprocess, hashlib, XML) is imported where it is done:
# the app's start loads a shipped .qm and needs none of it.

#: Language codes the app offers, in menu order.
LANGUAGES: tuple[str, ...] = ("en", "zh_TW", "zh_CN", "ja")

#: Each language's name in that language (never translated).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "zh_TW": "繁體中文",
    "zh_CN": "简体中文",
    "ja": "日本語",
}


def _tool(name: str) -> list[str] | None:
    """The command line of a Qt Linguist tool (``lrelease``/``lupdate``), or None if missing."""
    try:
        import PySide6

        exe = Path(PySide6.__file__).parent / (name + (".exe" if os.name == "nt" else ""))
        if exe.is_file():
            return [str(exe)]
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    found = shutil.which(f"pyside6-{name}")
    return [found] if found else None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` into ``qm`` with lrelease. Returns False if the tool is missing or fails."""
    import subprocess

    tool = _tool("lrelease")
    if tool is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        [*tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True
    )
    return result.returncode == 0 and qm.is_file()


def _cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("Farmhouse")) / "i18n"


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime)


def _cached_qm(lang: str, ts: Path) -> Path:
    """Where the user cache keeps the compiled ``ts``: ``farmhouse_<lang>-<hash of ts>.qm``."""
    from farmhouse.core.hashes import blake2b  # (not hashlib: no OpenSSL before the paint)

    digest = blake2b(ts.read_bytes(), digest_size=8).hexdigest()
    return _cache_dir() / f"farmhouse_{lang}-{digest}.qm"


def _compile_into_cache(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` into ``qm`` by way of a temporary file, so that another Farmhouse never
    loads a half-written one. False if lrelease is missing or fails or the cache is read-only."""
    tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
    try:
        if not compile_ts(ts, tmp):
            return False
        os.replace(tmp, qm)
    except OSError:
        return False
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
    return True


def qm_path(lang: str) -> Path | None:
    """A compiled translation for ``lang``: the shipped ``i18n/farmhouse_<lang>.qm`` if it is
    up to date, else one compiled into the user cache (built now if needed). If none can be
    built (no lrelease, e.g. in a frozen app), an older ``.qm`` still beats none. None if there
    is no translation at all. Never writes into :func:`i18n_dir`."""
    ts = i18n_dir() / f"farmhouse_{lang}.ts"
    shipped = i18n_dir() / f"farmhouse_{lang}.qm"
    if _fresh(shipped, ts):
        return shipped
    if ts.is_file():
        try:
            cached = _cached_qm(lang, ts)
        except OSError:
            cached = None
        if cached is not None and (cached.is_file() or _compile_into_cache(ts, cached)):
            return cached
    if shipped.is_file():
        return shipped
    try:
        older = list(_cache_dir().glob(f"farmhouse_{lang}-*.qm"))
    except OSError:
        older = []
    return max(older, key=lambda p: p.stat().st_mtime, default=None)


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own translations (``qtbase_<lang>.qm``: file dialog, message boxes, standard
    buttons) may be: the folder Qt reports, then PySide6's ``Qt/translations`` (a pip install)
    and the copy a frozen app keeps next to it."""
    from PySide6.QtCore import QLibraryInfo  # (Qt's catalogues are not loaded for English)

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        import PySide6

        package = Path(PySide6.__file__).parent
        dirs += [package / "Qt" / "translations", package / "translations"]
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs += [Path(frozen) / "PySide6" / "Qt" / "translations"]
    seen: list[Path] = []
    for folder in dirs:
        if folder not in seen and folder.is_dir():
            seen.append(folder)
    return seen


def app_locale(lang: str) -> QLocale:
    """The locale of app language ``lang``: the system's when it speaks that language (its
    date and number habits), else the language's own (``ja``, ``zh_TW``, ``zh_CN``, ``en``)."""
    system = QLocale.system()
    speaks = system.language() in (
        QLocale.Language.English,
        QLocale.Language.Japanese,
        QLocale.Language.Chinese,
    )
    if speaks and system_language(system) == lang:
        return system
    return QLocale(lang)


class Translations:
    """Installs the app's and Qt's own translators for one language at a time: Qt's
    ``qtbase`` catalogue (the texts of Qt's dialogs and standard buttons) and the app's own,
    which also fills what Qt's lacks (:mod:`farmhouse.app.qt_texts`)."""

    def __init__(self) -> None:
        self.language = "en"
        self._installed: list[QTranslator] = []

    def set_language(self, lang: str) -> bool:
        """Switch every translated text to ``lang`` (one of :data:`LANGUAGES`).

        Removing or installing a translator makes Qt send ``QEvent.LanguageChange`` to every
        widget, which retranslates itself in ``changeEvent``. The default QLocale becomes the
        language's (:func:`app_locale`): dates, sizes and numbers Qt writes follow it. Returns False if the app's translation file for
        ``lang`` could not be loaded (texts then stay in English).
        """
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
        self._installed = []
        self.language = lang
        QLocale.setDefault(app_locale(lang))  # numbers, dates and sizes in the language
        set_line_language(lang)  # and lines break between its phrases
        ok = True
        if lang != "en":
            qt_base = QTranslator()
            if any(qt_base.load(f"qtbase_{lang}", str(d)) for d in qt_translation_dirs()):
                self._installed.append(qt_base)
        app_tr = QTranslator()  # installed last, so searched first (see farmhouse.app.qt_texts)
        qm = qm_path(lang)
        if qm is not None and app_tr.load(str(qm)):
            self._installed.append(app_tr)
        else:
            ok = lang == "en"
        for tr in self._installed:
            QCoreApplication.installTranslator(tr)
        return ok


def source_files() -> list[Path]:
    """The Python files whose strings go into the ``.ts`` files."""
    root = Path(__file__).resolve().parents[2]  # the checkout (lupdate runs there only)
    files = sorted((root / "farmhouse" / "app").rglob("*.py"))
    for game in sorted((root / "farmhouse" / "games").iterdir()):
        for name in ("about.py", "texts.py", "board.py"):
            if (game / name).is_file():
                files.append(game / name)
        if (game / "board").is_dir():
            files += sorted((game / "board").rglob("*.py"))
    return files


def game_context(game_id: str) -> str:
    """The translation context of a game's module-level ``tr()`` helper: the game id in
    CamelCase (``dice_race`` → ``DiceRace``)."""
    return "".join(part.capitalize() for part in game_id.split("_"))


def assign_game_contexts(ts: Path) -> int:
    """Move messages lupdate left without a context (module-level ``tr()`` calls) into their
    game's context (see :func:`game_context`), keeping translations made earlier, and drop
    obsolete messages. Returns the number of messages moved."""
    import copy as copy_module
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {c.findtext("name") or "": c for c in root.findall("context")}
    unnamed = contexts.get("")
    moved = 0
    if unnamed is not None:
        filename = ""  # lupdate omits a location's file name when it repeats
        for message in list(unnamed.findall("message")):
            by_game: dict[str, list[ET.Element]] = {}
            for location in message.findall("location"):
                filename = location.get("filename", filename)
                location.set("filename", filename)
                parts = Path(filename).parts
                if "games" in parts and parts.index("games") + 1 < len(parts) - 1:
                    game = game_context(parts[parts.index("games") + 1])
                    by_game.setdefault(game, []).append(location)
            if not by_game:
                continue
            unnamed.remove(message)
            for game, locations in by_game.items():
                # a text several games use is translated in each game's own context
                copy = copy_module.deepcopy(message) if len(by_game) > 1 else message
                for location in copy.findall("location"):
                    copy.remove(location)
                for k, location in enumerate(locations):
                    copy.insert(k, copy_module.deepcopy(location))
                target = contexts.get(game)
                if target is None:
                    target = ET.SubElement(root, "context")
                    ET.SubElement(target, "name").text = game
                    contexts[game] = target
                if not _keep_old_translation(target, copy) and len(by_game) > 1:
                    translation = copy.find("translation")
                    if translation is not None and translation.get("type") is None:
                        translation.set("type", "unfinished")  # another game's words: review
                target.append(copy)
                moved += 1
        if not unnamed.findall("message"):
            root.remove(unnamed)
    for context in root.findall("context"):
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                context.remove(message)
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")
    return moved


def _keep_old_translation(context: ET.Element, message: ET.Element) -> bool:
    """If ``context`` holds an obsolete copy of ``message`` with a translation, reuse it (and
    return True)."""
    key = (message.findtext("source"), message.findtext("comment"))
    for old in context.findall("message"):
        old_tr = old.find("translation")
        if (old.findtext("source"), old.findtext("comment")) != key or old_tr is None:
            continue
        if old_tr.get("type") in ("vanished", "obsolete") and (old_tr.text or len(old_tr)):
            new_tr = message.find("translation")
            if new_tr is not None:
                message.remove(new_tr)
            del old_tr.attrib["type"]
            context.remove(old)
            message.append(old_tr)
            return True
    return False


def update_ts() -> int:
    """Refresh every ``.ts`` file from the sources with lupdate. Returns the exit status.

    Messages of a game's module-level ``tr()`` helper get the game's context
    (:func:`assign_game_contexts`)."""
    import subprocess

    tool = _tool("lupdate")
    if tool is None:
        print("pyside6-lupdate not found", file=sys.stderr)
        return 1
    files = [str(p) for p in source_files()]
    status = 0
    for lang in LANGUAGES:
        ts = i18n_dir() / f"farmhouse_{lang}.ts"
        cmd = [*tool, "-locations", "absolute", *files, "-ts", str(ts)]
        if lang == "en":
            cmd[1:1] = ["-source-language", "en", "-target-language", "en"]
        else:
            cmd[1:1] = ["-target-language", lang]
        status |= subprocess.run(cmd).returncode
        if ts.is_file():
            assign_game_contexts(ts)
    return status


def build_all() -> int:
    """Compile every ``.ts`` into a ``.qm`` next to it. Returns the exit status (0 = all built)."""
    status = 0
    for lang in LANGUAGES:
        ts = i18n_dir() / f"farmhouse_{lang}.ts"
        qm = ts.with_suffix(".qm")
        if compile_ts(ts, qm):
            print(f"built {qm}")
        else:
            print(f"FAILED to build {qm}", file=sys.stderr)
            status = 1
    return status


def main(argv: list[str] | None = None) -> int:
    """Command line: ``--build`` compiles all translations, ``--update`` refreshes the sources."""
    parser = argparse.ArgumentParser(prog="python -m farmhouse.app.i18n", description=__doc__)
    parser.add_argument("--build", action="store_true", help="compile i18n/*.ts into .qm files")
    parser.add_argument("--update", action="store_true", help="refresh i18n/*.ts with lupdate")
    args = parser.parse_args(argv)
    if not (args.build or args.update):
        parser.print_help()
        return 2
    status = update_ts() if args.update else 0
    if args.build:
        status |= build_all()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
