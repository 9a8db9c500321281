"""Fixtures of the app's tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from farmhouse.app import style


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test():
    """Delete every top-level widget a test leaves behind (pytest-qt only closes them).
    With earlier tests' closed windows still alive, re-applying the app's style sheet
    (``open_window`` in the next test) crashed inside Qt's repolish in about one run in four
    of ``test_start_page_saves.py`` followed by ``test_start_page_fit.py``; the app itself
    applies its style once and deletes its closed dialogs."""
    yield
    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def styled_app(qapp):
    """The app's look as ``open_window`` gives it (fonts, stylesheet: the bold primary
    buttons included), restored afterwards."""
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "en")
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


@pytest.fixture
def start_window(qtbot):
    """The main window on its start page, in English, shown, with no import of past games
    into the statistics (the start page's tests count the files read); English again
    afterwards."""
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings

    tr = Translations()
    tr.set_language("en")
    w = MainWindow(Settings(), tr)
    w.stats.started = True
    qtbot.addWidget(w)
    w.show()
    yield w
    tr.set_language("en")


@pytest.fixture
def heard():
    """What the screen-reader listeners of the kit's access module are told while the test
    runs: ``(kind, text)`` pairs, in order."""
    from farmhouse.app.board import access

    said: list[tuple[str, str]] = []

    def listen(kind, obj, text):
        said.append((kind, text))

    access.LISTENERS.append(listen)
    yield said
    access.LISTENERS.remove(listen)
