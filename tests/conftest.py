"""Shared test setup: Qt runs offscreen, every test gets its own empty user data folder, and
translators a test installs are removed afterwards; the ``state_snapshot`` fixture.

A window kept alive by Qt after its test would otherwise leave its language installed, and
later tests (every game's ``test_texts``) would see English plural forms ("2 tiles") instead of
the untranslated source texts ("2 tile(s)") they expect.
"""

import atexit
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # A 1920 × 1080 screen (offscreen's own is 800 × 600): the window's first size is bounded
    # to the screen (F18), and the tests expect the usual first window, 1280 × 800. (Inherited
    # by the tests' subprocesses; a test wanting another screen gives its own configfile.)
    _screen = Path(tempfile.gettempdir()) / f"farmhouse-tests-screen-{os.getpid()}.json"
    _screen.write_text(
        json.dumps({"screens": [{"name": "t", "x": 0, "y": 0, "width": 1920, "height": 1080}]}),
        encoding="utf-8",
    )
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"
    atexit.register(_screen.unlink, missing_ok=True)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    """Keep saves, autosaves and settings of each test in a fresh temporary folder."""
    monkeypatch.setenv("FARMHOUSE_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def _remove_installed_translators(monkeypatch):
    """Remove, after the test, every translator it installed."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    installed: list[QTranslator] = []
    install = QCoreApplication.installTranslator

    def tracking_install(translator: QTranslator) -> bool:
        installed.append(translator)
        return install(translator)

    monkeypatch.setattr(QCoreApplication, "installTranslator", tracking_install)
    yield
    monkeypatch.undo()
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _line_breaking_reset():
    """Restore, after the test, the board kit's line-breaking settings (the app's language,
    the players' names and the game's terms kept whole), which a window or board of an earlier test sets for the
    whole process, and Qt's default locale (which language's phrases the kit's ``wrap_lines``
    breaks between): without it a test's wrapping depended on the tests run before it."""
    from PySide6.QtCore import QLocale

    from farmhouse.app.board import linebreak

    language, names, locale = linebreak.language(), linebreak.kept_names(), QLocale()
    terms = linebreak.kept_terms()
    yield
    linebreak.set_language(language)
    linebreak.keep_names(names)
    linebreak.keep_terms(terms)
    QLocale.setDefault(locale)


@pytest.fixture
def translations():
    """The app's translations, in English for the test and again after it (the window tests'
    :class:`~farmhouse.app.i18n.Translations`; a test may switch its language)."""
    from farmhouse.app.i18n import Translations

    tr = Translations()
    tr.set_language("en")
    yield tr
    tr.set_language("en")


@pytest.fixture
def styled(qapp):
    """``styled(lang)`` gives the app the fonts, style sheet and translations a player of
    ``lang`` sees (what the app does at start); all put back after the test."""
    from farmhouse.app import style
    from farmhouse.app.i18n import Translations

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    bundled = style.register_fonts()
    translations = Translations()
    yield lambda lang: (
        style.apply_style(qapp, bundled, lang),
        translations.set_language(lang),
    )
    translations.set_language("en")
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def _state_snapshot(state: Any) -> tuple[Any, ...]:
    """Every field of an attrs game ``state``, lists as tuples (their items are immutable),
    and its generator's position: equal before and after iff the state was left untouched."""
    import attrs

    values = attrs.astuple(state, recurse=False)
    return (*(tuple(v) if isinstance(v, list) else v for v in values), state.rng.state)


@pytest.fixture
def state_snapshot() -> Callable[[Any], tuple[Any, ...]]:
    """A function giving a snapshot of a game state (tests that ``apply`` leaves its input
    untouched compare two)."""
    return _state_snapshot
