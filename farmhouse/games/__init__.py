"""One sub-package per game: ``rules.py`` and ``ai.py`` (no Qt), ``about.py`` (what the start
page shows before the game is loaded), ``ui.py`` with ``texts.py`` and the ``board`` package
(Qt)."""
