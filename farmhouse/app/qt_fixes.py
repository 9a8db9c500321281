"""Work-around for a reference-counting fault of the PySide6 build we run on, applied at import.

PySide6 6.12.0 on CPython 3.11 hands back ``None`` (from every void method such as
``QLabel.setText`` and from methods returning a null object) and ``True`` (from
``SignalInstance.emit``) without taking a new reference. Each call lowers the reference count
of that singleton until CPython aborts with "Fatal Python error: none_dealloc" (or
``bool_dealloc``) — after a few thousand Qt calls, i.e. minutes into a game. The binding
assumes the immortal singletons of CPython 3.12+. :func:`immortalise_singletons` gives
``None``, ``True`` and ``False`` the same immortality on 3.11 by raising their reference count
far beyond reach; on 3.12+ it does nothing.
"""

from __future__ import annotations

import ctypes
import sys

#: Reference count given to the singletons: no program lives long enough to use it up.
_IMMORTAL = 1 << 60


def immortalise_singletons() -> bool:
    """Make ``None``, ``True`` and ``False`` immortal on CPython < 3.12. True if it changed them."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for obj in (None, True, False):
        # ob_refcnt is the first field of every CPython 3.11 object.
        ctypes.c_ssize_t.from_address(id(obj)).value = _IMMORTAL
    return True
