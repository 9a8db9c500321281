"""The screen reader's side of ``tools/atspi/check.sh`` (system Python with pyatspi): the
app's accessible tree as AT-SPI shows it (role | name | description, focused/selected), and
the announcement and focus events it sends.

    /usr/bin/python3 tools/atspi/dump.py SECONDS
"""

from __future__ import annotations

import sys

import pyatspi
from gi.repository import GLib

APP = "farmhouse-atspi"


def walk(node, depth=0):
    if node is None or depth > 16:
        return
    try:
        states = node.getState().getStates()
        flags = [
            s for s in ("focused", "selected") if getattr(pyatspi, "STATE_" + s.upper()) in states
        ]
        if node.name or node.description:
            print(
                "  " * depth
                + f"{node.getRoleName()} | {node.name} | {node.description} {' '.join(flags)}"
            )
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), depth + 1)
    except Exception as error:  # a piece gone while being read
        print("  " * depth + f"(gone: {error})")


def dump():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == APP:
            print("== tree")
            walk(app)
    return False


def event(e):
    text = e.any_data if isinstance(e.any_data, str) else ""
    print(f"EVENT {e.type} | {text} | {e.source.name if e.source else ''}", flush=True)


seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 12
pyatspi.Registry.registerEventListener(event, "object:announcement")
pyatspi.Registry.registerEventListener(event, "object:state-changed:focused")
GLib.timeout_add((seconds - 3) * 1000, dump)
GLib.timeout_add((seconds - 1) * 1000, lambda: (pyatspi.Registry.stop(), False)[1])
pyatspi.Registry.start()
