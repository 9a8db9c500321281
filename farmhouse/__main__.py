"""``python -m farmhouse``: start the desktop app (see :func:`farmhouse.app.main.main`).

This is also the PyInstaller bundle's entry point. The ``hard`` search's worker processes start
as this same program; the bundle's runtime hook (``packaging/rthook_multiprocessing.py``) runs
them before this module, and :func:`multiprocessing.freeze_support` here would divert one
otherwise, before the app (and Qt) is imported.

Diagnostic, not for players: ``--search-self-check`` makes one ``hard`` decision in worker
processes, prints one line and exits (0 when it worked); the packaging test runs it in the
built app (:func:`farmhouse.core.search_pool.self_check`).

The cyclic garbage collector waits until the first window is painted (from here, before Qt is
imported; :func:`farmhouse.app.main.main` turns it back on).
"""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False) and sys.argv[1:2] == ["--multiprocessing-fork"]:
        # a search worker of a frozen app (the bundle's runtime hook runs it before this:
        # packaging/rthook_multiprocessing.py); the app itself spares the import
        import multiprocessing

        multiprocessing.freeze_support()
    if sys.argv[1:] == ["--search-self-check"]:
        from farmhouse.core.search_pool import self_check

        raise SystemExit(self_check())
    import gc

    gc.disable()  # until the first window is painted (see farmhouse.app.main.main)
    from farmhouse.app.qt_import import skip_feature_imports

    skip_feature_imports()
    from farmhouse.app.main import main

    raise SystemExit(main())
