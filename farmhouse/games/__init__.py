"""One sub-package per game; each has ``rules.py`` and ``ai.py`` (no Qt) and ``board.py`` (Qt)."""
