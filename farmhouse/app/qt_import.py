"""PySide6 imported, without its ``__feature__`` layer on Python's import statement
(:func:`skip_feature_imports`). ``python -m farmhouse`` imports this first, so that the
modules of the start are imported by Python's own import."""

from __future__ import annotations

import PySide6.QtCore  # noqa: F401 (it wraps the import statement: see below)


def skip_feature_imports() -> None:
    """Take PySide6's ``__feature__`` layer off Python's import statement (the app uses none
    of its features: ``snake_case``, ``true_property``).

    Importing ``PySide6.QtCore`` wraps ``builtins.__import__`` so that a module may write
    ``from __feature__ import …``; the wrapper then runs Python code on every import statement
    of the process and, for each module imported after Qt, reads the module's source text to
    see whether it names PySide6. That is about a tenth of the CPU time of opening a save
    from the command line (some 160 modules: attrs, cattrs, a game's rules and board), and 5 ms
    of the start page. PySide keeps the import it wrapped as ``builtins.__orig_import__``
    (PySide's own lazy import of Qt's types): it is put back. Nothing changes if PySide ever
    stops wrapping the import this way. Call it once PySide6.QtCore is imported."""
    import builtins

    wrapped = getattr(builtins, "__orig_import__", None)
    feature_import = getattr(builtins, "__feature_import__", None)
    if wrapped is not None and feature_import is not None and builtins.__import__ is feature_import:
        builtins.__import__ = wrapped
