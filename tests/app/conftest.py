"""App test setup: translators a test installs are removed afterwards.

A window kept alive by Qt after its test would otherwise leave its language installed, and
later tests (e.g. ``tests/black_sheep``) would see English plural forms ("2 cards") instead of
the untranslated source texts ("2 card(s)") they expect.
"""

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator


@pytest.fixture(autouse=True)
def _remove_installed_translators(monkeypatch):
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
