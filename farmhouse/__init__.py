"""Farmhouse: animal board games against friends and AI opponents.

The package is layered: :mod:`farmhouse.core` (game-agnostic model, no Qt),
:mod:`farmhouse.games` (one folder per game: ``rules``/``ai`` without Qt, ``board`` with Qt)
and :mod:`farmhouse.app` (the Qt shell).
"""

__version__ = "0.1.0"
