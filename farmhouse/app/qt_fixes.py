"""Work-arounds for bugs in the PySide6 version we run on, applied once at import.

PySide6 6.12.0 (CPython 3.11) returns the result of ``SignalInstance.emit`` without a new
reference: every ``signal.emit(...)`` from Python lowers the reference count of ``True``
until CPython aborts with "Fatal Python error: bool_dealloc". :func:`patch_signal_emit`
detects the fault and gives the missing reference back; on a fixed PySide6 it does nothing.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance


class _Probe(QObject):
    ping = Signal()


def emit_leaks_a_reference() -> bool:
    """True if ``emit`` on this PySide6 drops a reference to its bool result."""
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    return sys.getrefcount(True) < before


def patch_signal_emit() -> bool:
    """Install the fix if this PySide6 needs it. Returns True if it was installed."""
    if getattr(SignalInstance.emit, "_farmhouse_fixed", False) or not emit_leaks_a_reference():
        return False
    original = SignalInstance.emit
    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]
    incref.restype = None

    def emit(self: SignalInstance, *args: Any) -> Any:
        result = original(self, *args)
        incref(result)
        return result

    emit._farmhouse_fixed = True  # type: ignore[attr-defined]
    SignalInstance.emit = emit  # type: ignore[method-assign]
    return True
