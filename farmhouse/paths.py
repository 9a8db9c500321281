"""Where Farmhouse finds the files it ships with: art and fonts (``resources/``) and
translations (``i18n/``).

This module is the single source for those locations. It never imports Qt, so the core,
the arena and the tools may use it too.

- Source checkout (also an editable ``pip install -e .``): both folders sit at the repository
  root, next to the ``farmhouse`` package.
- Installed package (``pip install .``): the build (``setup.py``) copies both into the
  package, as ``farmhouse/resources`` and ``farmhouse/i18n``.
- PyInstaller bundle: ``packaging/farmhouse.spec`` copies them, with the same names, into the
  bundle's data folder, which PyInstaller announces as ``sys._MEIPASS``.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path


def bundle_root() -> Path:
    """The folder that holds ``resources/`` and ``i18n/`` (an absolute path).

    ``sys._MEIPASS`` when running frozen by PyInstaller; the ``farmhouse`` package folder of
    an installed package that carries them; otherwise the repository root (the parent of the
    ``farmhouse`` package folder).
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen).resolve()
    package = Path(__file__).resolve().parent
    if (package / "resources").is_dir():
        return package
    return package.parent


def resources_dir() -> Path:
    """The ``resources/`` folder: SVG art per game (``resources/<game_id>/``), ``icons/`` and
    ``fonts/``."""
    return bundle_root() / "resources"


def i18n_dir() -> Path:
    """The ``i18n/`` folder: Qt Linguist sources ``farmhouse_<lang>.ts`` and, once compiled,
    ``farmhouse_<lang>.qm``."""
    return bundle_root() / "i18n"


def art_folder(game: str) -> Callable[[str], Path]:
    """``name -> resources_dir() / game / name``: a game's picture by its file name, one Path
    object a file (made once, its hash kept: a board names the same pictures at every draw,
    and the SVG cache looks each up by it at every paint; a new Path is parsed and hashed in
    Python)."""
    return functools.cache((resources_dir() / game).joinpath)
