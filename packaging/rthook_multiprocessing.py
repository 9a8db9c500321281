# Runtime hook of the Farmhouse bundle (packaging/farmhouse.spec), in place of PyInstaller's
# own multiprocessing hook (pyi_rth_multiprocessing), which imports multiprocessing at every
# start: about 10 ms of the first window, which needs no other process. This one imports it
# only in the processes that multiprocessing starts as this same program, and there does
# what they need before the app's code runs:
#
# - a worker of the hard AI's search pool ("spawn" start method): started with
#   "--multiprocessing-fork" and its parameters; multiprocessing.spawn runs it and exits;
# - a helper that multiprocessing starts with the interpreter's flags and "-c <code>" (its
#   resource tracker, a fork server): the code is one of multiprocessing's own entry points;
#   it is run here and the process exits.
#
# The app process itself imports multiprocessing when it starts its search pool
# (farmhouse.core.search_pool), which then clears multiprocessing.process.ORIGINAL_DIR in a
# frozen app: a worker must not try to run the bundle's main script as a file.
# tests/packaging/test_frozen_app.py builds the app and has it decide with its workers.


def _farmhouse_rthook() -> None:
    import sys

    argv = sys.argv
    if "--multiprocessing-fork" in argv[1:2]:
        import multiprocessing.spawn

        multiprocessing.process.ORIGINAL_DIR = None
        multiprocessing.spawn.freeze_support()  # runs the worker, then exits
        return
    if "-c" not in argv:
        return
    at = argv.index("-c")
    from subprocess import _args_from_interpreter_flags

    if at + 1 >= len(argv) or set(argv[1:at]) != set(_args_from_interpreter_flags()):
        return
    code = argv[at + 1]
    entry_points = (
        "from multiprocessing.resource_tracker import main",
        "from multiprocessing.forkserver import main",
        "import sys; from multiprocessing.forkserver import main",
    )
    if code.startswith(entry_points):
        import multiprocessing  # noqa: F401 (the helper's code imports from it)

        exec(code)  # noqa: S102 (multiprocessing's own entry point, checked above)
        sys.exit()


_farmhouse_rthook()
del _farmhouse_rthook
