"""One sub-package per game: ``rules.py`` and ``ai.py`` (no Qt), ``about.py`` (what the start
page shows before the game is loaded), ``texts.py`` (display texts, ending in the game's one
``UI`` declaration) and the ``board`` package (Qt)."""
