"""``python -m farmhouse``: start the desktop app (see :func:`farmhouse.app.main.main`).

This is also the PyInstaller bundle's entry point, so :func:`multiprocessing.freeze_support`
comes first: the ``hard`` search's worker processes start as this same program and are diverted
there, before the app (and Qt) is imported.

Diagnostic, not for players: ``--search-self-check`` makes one ``hard`` decision in worker
processes, prints one line and exits (0 when it worked); the packaging test runs it in the
built app (:func:`farmhouse.core.search_pool.self_check`).

The cyclic garbage collector waits until the first window is painted (from here, before Qt is
imported; :func:`farmhouse.app.main.main` turns it back on).
"""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # (only a frozen app needs it: spare others the import)
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
