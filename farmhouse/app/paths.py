"""Where the app finds its bundled files (art, fonts, translations).

In a source checkout they live at the repository root; in a PyInstaller bundle they sit
under ``sys._MEIPASS`` with the same relative layout (``resources/``, ``i18n/``).
"""

from __future__ import annotations

import sys
from pathlib import Path


def bundle_root() -> Path:
    """The folder that holds ``resources/`` and ``i18n/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def resource_dir() -> Path:
    """The ``resources/`` folder (SVG art, fonts)."""
    return bundle_root() / "resources"


def i18n_dir() -> Path:
    """The ``i18n/`` folder with the ``.ts`` sources (and, once built, ``.qm`` files)."""
    return bundle_root() / "i18n"
