"""Game-agnostic model: the Game contract, seeded chance, serialisation, saves, AI, arena.

Nothing in this package imports Qt (checked by import-linter, see ``pyproject.toml``).
"""
