"""What the start spares itself until its first window (or a save's board) is on screen (issue
18, "Start fast"; ``python -m benchmarks.startup`` measures the time, these tests check the
behaviour): Python's cyclic garbage collector waits for the first paint and then comes back,
and PySide's ``__feature__`` layer stays off the import statement."""

from __future__ import annotations

import builtins
import gc
import importlib
import sys

from PySide6.QtWidgets import QWidget

from farmhouse.app.main import RESUME_COLLECTION_MS, resume_collection
from farmhouse.app.qt_import import skip_feature_imports


def test_the_collector_comes_back_once_the_window_is_painted(qtbot):
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        window = QWidget()
        qtbot.addWidget(window)
        window.resize(200, 100)
        resume_collection(window)
        qtbot.wait(50)
        assert not gc.isenabled(), "the collector came back before the window was shown"
        window.show()
        # well before the fallback timer: it is the first paint that brings it back
        qtbot.waitUntil(gc.isenabled, timeout=RESUME_COLLECTION_MS // 2)
    finally:
        if was_enabled:
            gc.enable()


def test_the_collector_comes_back_at_once_without_a_window():
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        resume_collection(None)
        assert gc.isenabled()
    finally:
        if not was_enabled:
            gc.disable()


def test_modules_imported_after_qt_are_not_read_for_pyside_features(tmp_path, monkeypatch):
    wrapped = getattr(builtins, "__feature_import__", None)
    assert wrapped is not None, "PySide6 no longer wraps the import statement: drop the skip"
    feature = sys.modules["shibokensupport.feature"]
    before = builtins.__import__
    try:
        builtins.__import__ = wrapped  # as importing PySide6.QtCore leaves it
        skip_feature_imports()
        assert builtins.__import__ is builtins.__orig_import__  # type: ignore[attr-defined]
        (tmp_path / "farmhouse_probe_module.py").write_text("VALUE = 1\n")
        monkeypatch.syspath_prepend(str(tmp_path))
        exec("import farmhouse_probe_module", {"__name__": "probe"})
        assert "farmhouse_probe_module" not in feature.pyside_feature_dict
        assert importlib.import_module("farmhouse_probe_module").VALUE == 1
    finally:
        builtins.__import__ = before
        sys.modules.pop("farmhouse_probe_module", None)


def test_a_log_set_before_the_first_paint_shows_its_end_then_all_of_it(qtbot):
    from farmhouse.app.game_page import GamePage

    lines = [f"Player {i % 4 + 1} drew card {i}" for i in range(400)]
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1000, 700)
    page.show()  # shown, not yet painted (the event loop has not turned)
    page._on_log_reset(lines)
    page._on_log_appended(["a line after it"])
    first = page.log.toPlainText().splitlines()
    assert len(first) < len(lines) / 2, "the whole log was laid out before the first paint"
    assert first == [*lines, "a line after it"][-len(first) :]
    bar = page.log.verticalScrollBar()
    assert bar.value() == bar.maximum()  # its end in sight
    qtbot.waitUntil(lambda: page.log.document().blockCount() == len(lines) + 1, timeout=2000)
    assert page.log_lines() == [*lines, "a line after it"]
    assert page.log.toPlainText().splitlines() == page.log_lines()
    assert bar.value() == bar.maximum()
    whole = GamePage()  # the same document as a log set at once
    qtbot.addWidget(whole)
    whole._on_log_reset(lines)
    whole._on_log_appended(["a line after it"])
    assert whole.log.toHtml() == page.log.toHtml()


def test_a_log_set_after_the_first_paint_is_whole_at_once(qtbot):
    from farmhouse.app.game_page import GamePage

    lines = [f"line {i}" for i in range(400)]
    page = GamePage()
    qtbot.addWidget(page)
    with qtbot.waitExposed(page):
        page.show()
    page._on_log_reset(lines)
    assert page.log.toPlainText().splitlines() == lines


def test_a_reader_scrolled_back_before_the_whole_log_keeps_the_line_read(qtbot):
    from farmhouse.app.game_page import GamePage

    lines = [f"line {i}" for i in range(400)]
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 700)  # (narrower, the side panel folds away: side_fold)
    page.show()
    page._on_log_reset(lines)
    bar = page.log.verticalScrollBar()
    bar.setValue(0)  # the first line shown of the log's end
    first = page.log.toPlainText().splitlines()[0]
    qtbot.waitUntil(lambda: page.log.document().blockCount() == len(lines), timeout=2000)
    top = page.log.cursorForPosition(page.log.viewport().rect().topLeft()).block().text()
    assert top == first and bar.value() > 0


#: The modules on the way to the first window or a save's board that define named tuples.
NAMED_TUPLE_MODULES = (
    "farmhouse.app.board.base",
    "farmhouse.app.board.parts.choice_panel",
    "farmhouse.app.board.parts.final",
    "farmhouse.app.board.parts.plate",
    "farmhouse.app.board.text",
    "farmhouse.app.board.view",
    "farmhouse.app.game_about",
    "farmhouse.app.settings",
)


def test_named_tuples_on_the_way_compile_no_annotation():
    """``typing.NamedTuple`` turns every annotation given as a string (as ``from __future__
    import annotations`` gives them all) into a ``ForwardRef``, compiling it (42 of them,
    ~2.3M instructions, on Black Sheep's way to its board): these modules' named tuples
    have their annotations as types."""
    import typing

    found = []
    for name in NAMED_TUPLE_MODULES:
        module = importlib.import_module(name)
        tuples = [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, tuple)
            and hasattr(value, "_fields")
            and value.__module__ == name
        ]
        assert tuples, f"{name} defines no named tuple now: take it off the list"
        for cls in tuples:
            refs = [f for f, t in cls.__annotations__.items() if isinstance(t, typing.ForwardRef)]
            if refs:
                found.append(f"{name}.{cls.__name__}: {', '.join(refs)}")
    assert not found, found
