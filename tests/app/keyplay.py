"""Playing a game on a kit board with key events only, for every game's keyboard test.

:func:`pick_by_keys` makes one decision: for each target on the action's path in the
board's choice model it moves the focus there with Tab or Shift+Tab (through the targets
that can be picked now, in the model's order) and presses Enter. :func:`play_by_keys` plays
the humans' decisions of a match in the real window that way until the game ends.
Nothing is clicked and no board method picks: a target the keys cannot reach fails the test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings


@contextmanager
def real_window(
    qtbot: Any, lang: str = "en", size: tuple[int, int] = (1280, 720), speed: str = "instant"
) -> Iterator[MainWindow]:
    """The app's main window in ``lang``, ``size`` pixels, shown, exposed and active, with AI
    moves at ``speed`` (at once by default); its AI is shut down afterwards (the keyboard
    tests' window, and the window tests')."""
    translations = Translations()
    translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = speed
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    try:
        yield window
    finally:
        if window.game_page.controller is not None:
            window.game_page.controller.shutdown()


@contextmanager
def styled_window(
    qtbot: Any,
    qapp: Any,
    lang: str = "en",
    size: tuple[int, int] = (1280, 720),
    speed: str = "instant",
) -> Iterator[MainWindow]:
    """:func:`real_window` with the app's own fonts, sizes and style sheet for ``lang`` (as
    ``open_window`` styles the app); the app's look and English come back afterwards."""
    from farmhouse.app import style

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), lang)
    try:
        with real_window(qtbot, lang, size, speed) as window:
            yield window
            window.translations.set_language("en")
    finally:
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)


def _press(board: GameBoard, key: Qt.Key, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(board, key, modifier)


def focus_by_keys(board: GameBoard, target: tuple[Any, ...]) -> None:
    """Move the keyboard focus to ``target`` with Tab / Shift+Tab (AssertionError if it
    cannot be reached: it is not pickable now, or has no item on the board)."""
    order = board.focus_order()
    assert target in order, f"{target!r} is not among the pickable targets {order!r}"
    want = order.index(target)
    if board.focus_target not in order:
        _press(board, Qt.Key.Key_Tab)  # the focus comes to the first target
    here = order.index(board.focus_target) if board.focus_target in order else 0
    for _ in range(abs(want - here)):
        if want > here:
            _press(board, Qt.Key.Key_Tab)
        else:
            _press(board, Qt.Key.Key_Backtab, shift=True)
    assert board.focus_target == target, (board.focus_target, target)


def key_number_of(board: GameBoard, item: Any, number: str) -> Any:
    """The visible key number ``number`` drawn under ``item`` (a text item on the board's
    scene whose centre is above ``item``'s width, the nearest one below its centre)."""
    box = item.sceneBoundingRect()
    found = [
        t
        for t in board.scene().items()
        if isinstance(t, QGraphicsSimpleTextItem)
        and t.isVisible()
        and t.text() == number
        and box.left() <= t.sceneBoundingRect().center().x() <= box.right()
        and t.sceneBoundingRect().top() >= box.center().y()
    ]
    assert found, f"no key number {number!r} under {item!r}"
    return min(found, key=lambda t: t.sceneBoundingRect().top())


def pick_by_keys(board: GameBoard, path: Sequence[tuple[Any, ...]]) -> None:
    """Pick the targets of ``path`` one after another with Tab / Shift+Tab and Enter."""
    assert board.hasFocus(), "the board must have the keyboard focus"
    for target in path:
        focus_by_keys(board, target)
        _press(board, Qt.Key.Key_Return)


def path_of(board: GameBoard, action: Any) -> tuple[tuple[Any, ...], ...]:
    """The targets picked to make ``action`` (the model's ``path_of``)."""
    choices: Any = board.choices
    return tuple(choices.path_of(action))


def play_by_keys(
    qtbot: Any,
    window: Any,
    choose: Callable[[Sequence[Any]], Any] = lambda legal: legal[0],
    max_decisions: int = 500,
    timeout_ms: int = 10000,
) -> int:
    """Play the humans' decisions of ``window``'s match with keys only until the game is
    over: ``choose(legal)`` says which legal action to make. Returns how many decisions
    were made by keys."""
    made = 0
    while window.outcome is None:
        board = window.game_page.board
        qtbot.waitUntil(
            lambda b=board: window.outcome is not None or b.taking_choices(), timeout=timeout_ms
        )
        if window.outcome is not None:
            break
        if not board.hasFocus():
            board.setFocus(Qt.FocusReason.OtherFocusReason)
            qtbot.waitUntil(board.hasFocus, timeout=2000)
        action = choose(board.legal)
        done = len(window.match.actions)
        pick_by_keys(board, path_of(board, action))
        qtbot.waitUntil(lambda d=done: len(window.match.actions) > d, timeout=timeout_ms)
        made += 1
        assert made <= max_decisions, "the game did not end"
    return made
