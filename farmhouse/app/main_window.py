"""The main window: menus, the start page and the game page, saving and loading.

The window shows the start page first and builds the rest when it is first used: the game
page (with the board kit, the match controller and the AI) when a game starts, the dialogs
when they open, and a game's rules, texts and board when that game is played or its rules
are read. Nothing on the way to the first window loads a game or the save-file machinery
(``python -m benchmarks.startup`` times it; ``tests/app/test_start_fast.py`` guards it).
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QMargins, QRect, QSize, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from farmhouse import __version__
from farmhouse.app.first_paint import after_first_paint
from farmhouse.app.flow_layout import CurrentPageStack
from farmhouse.app.game_about import game_about, game_title, is_playable, players_text
from farmhouse.app.game_lock import GameLock, file_key, game_key, lock_game
from farmhouse.app.i18n import LANGUAGE_NAMES, LANGUAGES, Translations
from farmhouse.app.settings import AI_SPEEDS, HARD_TIMES, Settings, WindowPlacement
from farmhouse.core import registry
from farmhouse.paths import resources_dir

if TYPE_CHECKING:  # the rest is imported where it is first used (see the module docstring)
    from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

    from farmhouse.app.game_over import GameOverDialog
    from farmhouse.app.game_page import GamePage
    from farmhouse.app.game_ui import GameUI
    from farmhouse.app.new_game import GameSetup, NewGameDialog
    from farmhouse.app.replay_page import ReplayPage
    from farmhouse.app.rules_dialog import RulesDialog
    from farmhouse.app.start_page import StartPage
    from farmhouse.app.stats_keeper import StatsKeeper
    from farmhouse.app.stats_page import StatsPage


def _load_game_ui(game_id: str) -> GameUI:
    """:func:`farmhouse.app.game_ui.load_game_ui` (the game's presentation: its texts and
    rules), imported when a game is first played or its rules are read."""
    from farmhouse.app.game_ui import load_game_ui as load

    return load(game_id)


def _make_ai(game_id: str, level: str, seed: int, **kwargs: Any) -> Any:
    """:func:`farmhouse.core.ai.make_ai`, imported when a computer player is first needed.

    Keyword arguments (``pool``, ``iterations``) are passed on."""
    from farmhouse.core.ai import make_ai as make

    return make(game_id, level, seed, **kwargs)


def _autosave(match: Any) -> Path:
    """:func:`farmhouse.core.saves.autosave`, imported when a game is first autosaved."""
    from farmhouse.core import saves

    return saves.autosave(match)


class _ListedGameUI:
    """A game in a dialog's list of games (New game, Rules), standing for its
    :class:`~farmhouse.app.game_ui.GameUI`: its title comes from the game's ``about`` module;
    anything else loads the game's presentation (its texts and rules) through ``loader`` the
    first time it is asked for, i.e. when the game is picked in the list."""

    def __init__(self, game_id: str, loader: Callable[[str], GameUI]) -> None:
        self.game_id = game_id
        self._loader = loader
        self._ui: GameUI | None = None

    def title(self) -> str:
        """The game's translated title (the list shows it)."""
        return game_title(self.game_id)

    def __getattr__(self, name: str) -> Any:
        if self._ui is None:
            self._ui = self._loader(self.game_id)
        return getattr(self._ui, name)


class MainWindow(QMainWindow):
    """The app window. ``ui_loader``, ``ai_factory`` and ``autosave`` can be replaced (tests).

    It shows the start page, unless ``start`` is False: a saved game from the command line is
    about to be opened, and the start page is built only when it is first needed (if the game
    cannot be opened, :meth:`show_start`), not on the way to the game's board."""

    def __init__(
        self,
        settings: Settings,
        translations: Translations,
        ui_loader: Callable[[str], GameUI] = _load_game_ui,
        ai_factory: Callable[..., Any] = _make_ai,
        autosave: Callable[[Any], Path] | None = None,
        parent: QWidget | None = None,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        self._ui_loader = ui_loader
        self._ai_factory = ai_factory
        self._autosave = autosave or _autosave
        self.match: Any = None
        self.current_path: Path | None = None
        self.last_setup: GameSetup | None = None
        # the locks on the game on screen (its autosave, its file): no second window plays
        # it meanwhile (issue 18, F1; farmhouse.app.game_lock)
        self._lock: GameLock | None = None
        # the game on screen's autosave as this window last saw it (_file_stamp): written by
        # another hand since (a window the locks could not keep out), it is not written over
        self._autosave_seen: tuple[Path, tuple[int, int, int] | None] | None = None
        self.changed_box: QMessageBox | None = None
        self.message_box: QMessageBox | None = None
        self.autosave_box: QMessageBox | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.about_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        self.outcome: Any = None  # the Outcome of the finished match on screen, else None
        self.stats_box: QMessageBox | None = None
        self._stats: StatsKeeper | None = None  # made when first needed (see stats)
        # the match put on screen before the keeper was made, when (time.monotonic()) and
        # whether it was over then
        self._started_before_stats: tuple[Any, float, bool] | None = None
        self._stats_page: StatsPage | None = None
        self._stats_from: QWidget | None = None  # the game page Statistics goes back to
        self.setWindowTitle("Farmhouse")
        # the icon (an SVG the window system wants at several sizes) once the window is shown
        after_first_paint(self, self._set_icon)
        # the statistics (and the import of past games) once the first window is painted
        after_first_paint(self, lambda: self.stats.start())
        # a save opened before the first paint: its id is checked right after it (see open_path)
        self._painted = False
        self._unchecked_id: tuple[Any, int] | None = None
        after_first_paint(self, self._first_painted)

        # sized by the page on screen: a wide page once shown holds no least width afterwards
        self.stack: QStackedWidget = CurrentPageStack()
        self._start_page: StartPage | None = None  # built when first shown (see start_page)
        self._game_page: GamePage | None = None  # built when a game is first played
        self._replay_page: ReplayPage | None = None  # built when a game is first watched
        self._replay_from: QWidget | None = None  # the page a replay goes back to
        self.setCentralWidget(self.stack)
        self.stack.currentChanged.connect(self._show_page_fold_bar)
        self.statusBar()  # created now so that the first message does not shift the page
        self._refusal: str | None = None  # a refusal in the status bar, true until the game changes
        self._step_status: str | None = None  # what Undo did, true until the next step
        self._skip_hint: str | None = None  # how to skip the animation, true while it plays
        # the status line shown by show_status: its text, how to make it again in another
        # language (None: it cannot be) and when it goes (time.monotonic(); None: stays)
        self._status: tuple[str, Callable[[], str] | None, float | None] | None = None

        self._build_menus()
        self.retranslate()
        # the saved place and where it was put with the frame guessed (_restore_placement),
        # until the real frame is known (_fit_frame)
        self._placed: tuple[QRect, QRect] | None = None
        self._restore_placement()
        if self._placed is not None:
            after_first_paint(self, lambda: self._fit_frame(10))
        if start:
            self.show_start()

    @property
    def start_page(self) -> StartPage:
        """The start page, built the first time it is asked for (at once, unless the window
        was made to open a saved game)."""
        if self._start_page is None:
            from farmhouse.app.start_page import StartPage

            page = StartPage(self.settings)
            self.stack.insertWidget(0, page)
            page.new_game.connect(self.new_game)
            page.open_file.connect(self.open_path)
            page.load_requested.connect(self.open_dialog)
            page.watch_file.connect(self.watch_path)
            page.watch_requested.connect(self.watch_dialog)
            page.statistics_requested.connect(self.show_statistics)
            self._start_page = page
            if self._stats is not None:
                self._on_stats_progress()
        return self._start_page

    def _set_icon(self) -> None:
        from PySide6.QtGui import QIcon

        icon = resources_dir() / "icons" / "farmhouse.svg"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))

    @property
    def game_page(self) -> GamePage:
        """The game page, built (with the board kit, the controller and the AI worker) the
        first time it is asked for."""
        if self._game_page is None:
            from farmhouse.app.game_page import GamePage

            page = GamePage()
            self.stack.addWidget(page)
            page.status_message.connect(lambda text: self.show_status(text, 8000))
            page.refusal_message.connect(self.show_refusal)
            page.skip_hint.connect(self.show_skip_hint)
            page.game_changed.connect(self.withdraw_refusal)
            page.game_over.connect(self._on_game_over)
            page.result_requested.connect(self.show_result)
            self._add_fold_bar(page.fold_bar)
            self._game_page = page
        return self._game_page

    def _add_fold_bar(self, fold_bar: QWidget) -> None:
        """Give ``fold_bar`` (a page's :class:`~farmhouse.app.side_fold.FoldBar`: whose turn
        and the button that opens the side panel once it folds away in a narrow window) its
        place: right of the menus (a menu bar of the system's own, outside the window, shows
        no widget: then at the status bar's right end). The menu bar has one such corner: it
        holds the bar of the page shown (:meth:`_show_page_fold_bar`)."""
        bar = self.menuBar()
        if bar.isNativeMenuBar():
            self.statusBar().addPermanentWidget(fold_bar)
        else:
            bar.setCornerWidget(fold_bar)

    def _show_page_fold_bar(self) -> None:
        """The page shown now has a fold bar (the game page, the replay page): the menu bar's
        corner holds it (the other page's, hidden with its page, stays the menu bar's)."""
        fold_bar = getattr(self.stack.currentWidget(), "fold_bar", None)
        bar = self.menuBar()
        if (
            fold_bar is not None
            and not bar.isNativeMenuBar()
            and bar.cornerWidget() is not fold_bar
        ):
            bar.setCornerWidget(fold_bar)

    def _controller(self) -> Any:
        """The controller of the match on the game page, or None (the page is not built for
        asking)."""
        return self._game_page.controller if self._game_page is not None else None

    # ------------------------------------------------------------------ menus

    def _action(
        self,
        menu: QMenu,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
        slot: Callable[[], Any],
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            # the same as setShortcut(QKeySequence(shortcut)), whose overloads make PySide
            # create the ``Qt`` namespace (15 ms) before the first window is shown
            action.setShortcuts([QKeySequence(shortcut)])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, QKeySequence.StandardKey.New, self.new_game)
        self.open_action = self._action(
            self.game_menu, QKeySequence.StandardKey.Open, self.open_dialog
        )
        self.save_action = self._action(self.game_menu, QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(self.game_menu, "Ctrl+Shift+S", self.save_as)
        self.undo_action = self._action(
            self.game_menu, QKeySequence.StandardKey.Undo, lambda: self.game_page.undo()
        )
        self.undo_action.setEnabled(False)
        # Ctrl+Z while Undo is greyed out says why instead of doing nothing (the shortcut is
        # live only while the action is disabled, so the two never compete)
        self.undo_refusal = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_refusal.activated.connect(self.explain_no_undo)
        self.undo_action.changed.connect(
            lambda: self.undo_refusal.setEnabled(not self.undo_action.isEnabled())
        )
        # T and M: letters no board uses (checked in the tests against every board's keys)
        self.hint_action = self._action(self.game_menu, "T", lambda: self.game_page.request_hint())
        self.hint_action.setEnabled(False)
        self.move_now_action = self._action(self.game_menu, "M", lambda: self.game_page.move_now())
        self.move_now_action.setEnabled(False)
        # Esc takes a hint away; the boards keep Esc (a step back) whenever none is shown, and
        # a board whose Esc answers a question on it claims Esc first (answers_escape)
        self.hint_escape = QShortcut(QKeySequence("Esc"), self)
        self.hint_escape.activated.connect(lambda: self.game_page.dismiss_hint())
        self.hint_escape.setEnabled(False)
        self.watch_action = self._action(self.game_menu, None, self.watch_dialog)
        self.recent_menu = self.game_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.result_action = self._action(self.game_menu, None, self.show_result)
        self.stats_action = self._action(self.game_menu, None, self.show_statistics)
        self.game_menu.addSeparator()
        self.start_action = self._action(self.game_menu, None, self.show_start)
        self.quit_action = self._action(self.game_menu, "Ctrl+Q", self.close)

        self.view_menu = bar.addMenu("")
        self.full_screen_action = self._action(self.view_menu, "F11", self.toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        # The choices of these three submenus are made once the window is painted (no first
        # picture shows them: 2.3M instructions of opening a save), or when first asked for
        # (:meth:`_fill_choice_menus`).
        self.language_menu = self.view_menu.addMenu("")
        self._language_actions: dict[str, QAction] = {}
        self.speed_menu = self.view_menu.addMenu("")
        self._speed_actions: dict[str, QAction] = {}
        self.hard_time_menu = self.view_menu.addMenu("")
        self._hard_time_actions: dict[float, QAction] = {}
        after_first_paint(self, self._fill_choice_menus)
        self.view_menu.aboutToShow.connect(self._fill_choice_menus)  # (should that be sooner)
        self.take_backs_action = self._action(self.view_menu, None, self._take_backs_toggled)
        self.take_backs_action.setCheckable(True)
        self.take_backs_action.setChecked(self.settings.take_backs)

        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(
            self.help_menu, QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self.about_action = self._action(self.help_menu, None, self.show_about)

    def _fill_choice_menus(self) -> None:
        """Make the choices of View › Language, AI speed and Hard AI thinking time (checkable
        actions, the current setting checked), once: right after the window's first paint
        (see :meth:`__init__`), or before, when :attr:`language_actions`,
        :attr:`speed_actions` or :attr:`hard_time_actions` are first asked for."""
        if self._language_actions:
            return
        self.language_group = QActionGroup(self)
        for lang in LANGUAGES:
            action = QAction(self, checkable=True)  # (with a text first, PySide makes QIcon)
            action.setText(LANGUAGE_NAMES[lang])
            action.setChecked(lang == self.translations.language)
            action.triggered.connect(lambda _=False, code=lang: self.set_language(code))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self._language_actions[lang] = action
        self.speed_group = QActionGroup(self)
        for speed in AI_SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(speed == self.settings.ai_speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_ai_speed(s))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self._speed_actions[speed] = action
        self.hard_time_group = QActionGroup(self)
        for seconds in HARD_TIMES:
            action = QAction(self, checkable=True)
            action.setChecked(seconds == self.settings.hard_time)
            action.triggered.connect(lambda _=False, t=seconds: self.set_hard_time(t))
            self.hard_time_group.addAction(action)
            self.hard_time_menu.addAction(action)
            self._hard_time_actions[seconds] = action
        self._retranslate_choices()

    @property
    def language_actions(self) -> dict[str, QAction]:
        """View › Language's actions by language code (made now if not yet)."""
        self._fill_choice_menus()
        return self._language_actions

    @property
    def speed_actions(self) -> dict[str, QAction]:
        """View › AI speed's actions by speed name (made now if not yet)."""
        self._fill_choice_menus()
        return self._speed_actions

    @property
    def hard_time_actions(self) -> dict[float, QAction]:
        """View › Hard AI thinking time's actions by seconds (made now if not yet)."""
        self._fill_choice_menus()
        return self._hard_time_actions

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.settings.recent_files if p.exists()]
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not recent:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), self.settings.clear_recent)

    def undo_refusal_text(self) -> str:
        """Why Undo cannot be used now (the status line's answer to Ctrl+Z)."""
        if self.match is None:
            return self.tr("Nothing to undo: no game is being played.")
        if self.match.take_back_seat() is not None:  # one person against the computer
            if self.match.is_over:
                return self.tr("Nothing to undo: the game is over.")
            if not self.settings.take_backs:
                return self.tr(
                    "Nothing to undo: taking moves back is turned off (View › Allow "
                    "take-backs against the computer)."
                )
            if not self.match.can_take_back():
                return self.tr("Nothing to undo: you have not made a move yet.")
        if not self.match.game.undoable:
            if sum(seat.is_human for seat in self.match.seats) >= 2:  # (hot-seat: no take-backs)
                return self.tr(
                    "Nothing to undo: when two or more people play, only steps of your own "
                    "turn that reveal nothing can be taken back, and this game has no such steps."
                )
            return self.tr("Nothing to undo: moves cannot be taken back in this game.")
        return self.tr(
            "Nothing to undo: only your own steps of this turn can be taken back, until "
            "something random or hidden is revealed."
        )

    def explain_no_undo(self) -> None:
        """Ctrl+Z with Undo unavailable: say why in the status line."""
        self.show_refusal(self.undo_refusal_text())

    def show_refusal(self, text: str) -> None:
        """Say in the status bar why what the player tried is not possible now; the message
        goes when the game changes (:meth:`withdraw_refusal`) or after 8 s."""
        from farmhouse.app.board.linebreak import spaced_names

        self._refusal = text = spaced_names(text)
        self.show_status(text, 8000)

    def show_step_status(self, text: str) -> None:
        """Say in the status bar what Undo or a take-back did (the controller's
        ``step_status``); the message goes when the next action is applied or undone
        (:meth:`_withdraw_step_status`) or after 8 s: El Gaucho's "Took back your last step of
        this turn." stayed through the turn's later steps (session 21's tester, S4)."""
        self.show_status(text, 8000)
        self._step_status = self.statusBar().currentMessage()

    def _withdraw_step_status(self) -> None:
        """An action was applied or undone: what Undo said before no longer holds (another
        message shown since stays)."""
        if self._step_status is not None and self.statusBar().currentMessage() == self._step_status:
            self.statusBar().clearMessage()
        self._step_status = None

    def show_skip_hint(self, text: str) -> None:
        """How to skip the animation now playing (``text``): the status bar shows it for as
        long as the animation plays; "" when it ended (played out or skipped): it goes, unless
        another message took its place meanwhile."""
        bar = self.statusBar()
        if text:
            self._skip_hint = text
            bar.showMessage(text)
            return
        if self._skip_hint is not None and bar.currentMessage() == self._skip_hint:
            bar.clearMessage()
        self._skip_hint = None

    def show_status(
        self,
        text: str | Callable[[], str],
        timeout_ms: int = 0,
        remake: Callable[[], str] | None = None,
    ) -> None:
        """Show a message in the status bar for ``timeout_ms`` (0: until another replaces
        it). ``text``: the message, or a callable making it in the current language, which
        (like ``remake``) makes it again when the language changes; a message that cannot be
        made again goes then (:meth:`_retranslate_status`), rather than stay in the old
        language. In Chinese the players' names in it are spaced from the Chinese around
        them (:func:`~farmhouse.app.board.linebreak.spaced_names`)."""
        import time

        from farmhouse.app.board.linebreak import spaced_names

        if callable(text):
            remake, text = text, text()
        text = spaced_names(text)  # (「Bot 2 無法出牌，跳過。」: the players' names spaced)
        deadline = time.monotonic() + timeout_ms / 1000 if timeout_ms > 0 else None
        self._status = (text, remake, deadline)
        self.statusBar().showMessage(text, timeout_ms)

    def _retranslate_status(self) -> None:
        """The language changed: the status bar's message in the new language, for the time
        it had left, or gone when it cannot be made again (the refusals, the game's lines:
        they come as text) or was not shown by :meth:`show_status`."""
        import time

        bar = self.statusBar()
        shown = bar.currentMessage()
        if not shown:
            return
        status, self._status = self._status, None
        text, remake, deadline = status if status is not None else ("", None, None)
        if text != shown or remake is None:
            if shown == self._refusal:
                self._refusal = None
            if shown == self._skip_hint:
                self._skip_hint = None
            bar.clearMessage()
            return
        left = 0 if deadline is None else round((deadline - time.monotonic()) * 1000)
        if deadline is not None and left <= 0:
            bar.clearMessage()
            return
        self.show_status(remake, max(left, 0))

    def withdraw_refusal(self) -> None:
        """The game changed: a refusal still in the status bar no longer holds, remove it
        (another message shown since stays)."""
        if self._refusal is not None and self.statusBar().currentMessage() == self._refusal:
            self.statusBar().clearMessage()
        self._refusal = None

    def retranslate(self) -> None:
        """Set every text of the window's own widgets in the current language."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New…"))
        self.open_action.setText(self.tr("&Open…"))
        self.watch_action.setText(self.tr("&Watch a game…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self._undo_changed(self.undo_action.isEnabled())
        self.hint_action.setText(self.tr("&Hint"))
        self.move_now_action.setText(self.tr("&Move now"))
        self.recent_menu.setTitle(self.tr("&Recent games"))
        self.result_action.setText(self.tr("R&esult…"))
        self.stats_action.setText(self.tr("Stat&istics"))
        self.start_action.setText(self.tr("&Back to start"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("AI &speed"))
        self.hard_time_menu.setTitle(self.tr("&Hard AI thinking time"))
        self._retranslate_choices()
        self.take_backs_action.setText(self.tr("Allow &take-backs against the computer"))
        self.take_backs_action.setToolTip(
            self.tr(
                "When you play alone against computer players, Undo (Ctrl+Z) takes your last "
                "move back, with the computer's moves after it."
            )
        )
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Farmhouse"))

    def _retranslate_choices(self) -> None:
        """The texts of the AI speed and Hard AI thinking time choices, once they are made
        (the languages are named in their own language)."""
        if not self._speed_actions:
            return
        speed_names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        for speed, action in self._speed_actions.items():
            action.setText(speed_names[speed])
        for seconds, action in self._hard_time_actions.items():
            action.setText(self.hard_time_text(seconds))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Return and Enter press the focused button on every page (see
        :func:`~farmhouse.app.key_guard.press_focused_button`; imported here: its module
        makes Qt's key enums, which the first paint need not)."""
        from farmhouse.app.key_guard import press_focused_button

        if not press_focused_button(self, event):
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._retranslate_status()
            self._on_stats_progress()  # the start page's import line, in the new language
            dialog = self.game_over_dialog
            if dialog is not None and dialog.isVisible():  # made anew in the new language
                dialog.close()
                QTimer.singleShot(0, self, lambda: self.show_result() if self.isVisible() else None)
        super().changeEvent(event)

    # ------------------------------------------------------------------ pages

    def show_start(self) -> None:
        """Leave any game (it stays autosaved) and show the start page."""
        self.withdraw_refusal()
        controller = self._controller()
        if controller is not None:
            controller.stop()
        self._record_unshown_end()
        if self._stats is not None or self._started_before_stats is not None:
            self.stats.match_left()
        self.match = None
        self.outcome = None
        self.current_path = None
        self._hold(None)  # (the game left may be opened in another window now)
        self.start_page.refresh_after_paint()  # the first window does not wait for the list
        self.stack.setCurrentWidget(self.start_page)
        self.start_page.focus_first()  # (Continue's, the game just left being autosaved)
        self._update_actions()

    def _hint_shown(self, shown: bool) -> None:
        """A hint is (no longer) shown or looked for: Esc takes it away, M shows it now."""
        self.hint_escape.setEnabled(shown)
        c = self._controller()
        self.move_now_action.setEnabled(c is not None and (c.hint_searching or c.ai_thinking))

    def _update_actions(self) -> None:
        in_game = self.match is not None
        if not in_game:
            self.undo_action.setEnabled(False)
            self.hint_action.setEnabled(False)
            self.move_now_action.setEnabled(False)
            self.hint_escape.setEnabled(False)
        self.save_action.setEnabled(in_game)
        self.save_as_action.setEnabled(in_game)
        self.start_action.setEnabled(in_game)
        self.result_action.setEnabled(in_game and self.outcome is not None)

    def start_match(
        self, match: Any, path: Path | None = None, lock: GameLock | None = None
    ) -> None:
        """Play ``match`` on the game page (``path``: the file it came from, for Save).
        ``lock``: the locks on the game taken already (:meth:`_lock_for`); else they are
        taken now (a new game: no other window has it)."""
        ui = self._ui_loader(match.game_id)
        if ui.create_board is None:
            raise ImportError(f"{match.game_id} has no board yet")
        board = ui.create_board(None)
        keys = self._lock_keys(match, None)
        if lock is None or not set(keys) <= lock.keys():  # (new, or given a new match_id)
            taken = lock_game(keys, lock or self._lock) or GameLock()
            if lock is not None:
                lock.release(keep=taken.keys() | (self._lock.keys() if self._lock else set()))
            lock = taken
        self._hold(lock)
        self._autosave_seen = _autosave_stamp(match)
        from farmhouse.app.controller import MatchController

        controller = MatchController(board, ui, self._autosave_timed, self._ai_factory, self)
        controller.hard_time_s = self.settings.hard_time
        controller.action_applied.connect(self._update_actions)
        controller.action_applied.connect(self._withdraw_step_status)
        controller.step_status.connect(self.show_step_status)
        controller.take_backs_on = self.settings.take_backs
        controller.undo_available.connect(self._undo_changed)
        controller.hint_available.connect(self.hint_action.setEnabled)
        controller.thinking_changed.connect(self.move_now_action.setEnabled)
        controller.hint_started.connect(lambda _budget: self._hint_shown(True))
        controller.hint_ready.connect(lambda _hint: self._hint_shown(True))
        controller.hint_cleared.connect(lambda: self._hint_shown(False))
        controller.ai_failed.connect(
            lambda message: self._warn(
                self.tr("The computer player failed"),
                self.tr("The AI could not choose a move: %1").replace("%1", message),
            )
        )
        controller.autosave_failed.connect(self._on_autosave_failed)
        self.game_page.set_controller(controller)
        self.withdraw_refusal()
        self._record_unshown_end()
        self.match = match
        self.outcome = None
        self.current_path = path
        self._apply_speed()
        self.stack.setCurrentWidget(self.game_page)
        self._update_actions()
        if self._stats is None and not self._painted:
            # (a save opened as the app starts: the keeper, its module and its database come
            # after the first paint, and the match's clock runs from now: see stats)
            self._started_before_stats = (match, time.monotonic(), bool(match.is_over))
        else:
            self.stats.match_started(match)
        self.game_page.start(match)

    @staticmethod
    def _lock_keys(match: Any, path: Path | None) -> list[str]:
        """The keys of the locks a window playing ``match`` holds: its autosave's, and
        ``path``'s (the file it saved the game to, None for none). A file opened is locked
        once the window saves to it (:meth:`_save_to`): opening a save costs one lock (each
        lock file is written and fsynced: 1-4 ms), and two windows on one file that play
        apart (:meth:`_settle_match_id` gave them their own autosaves) lose nothing until
        one saves over the other, which the lock then refuses."""
        match_id = getattr(match, "match_id", None)  # (a test's stand-in may have none)
        keys = [game_key(match_id)] if isinstance(match_id, str) else []
        if path is not None:
            keys.append(file_key(path))
        return keys

    def _locked_file(self) -> Path | None:
        """The file the window saved the game to and holds the lock of, or None."""
        path = self.current_path
        if path is None or self._lock is None or file_key(path) not in self._lock.keys():
            return None
        return path

    def _hold(self, lock: GameLock | None) -> None:
        """Hold ``lock`` (the game on screen's), letting go of every other lock held."""
        if self._lock is not None:
            self._lock.release(keep=lock.keys() if lock is not None else None)
        self._lock = lock

    def _open_elsewhere(self, match: Any) -> bool:
        """Say that ``match`` is open in another Farmhouse window already, and so is not
        opened here. False."""
        from farmhouse.app.game_about import name_list, seat_names

        names = name_list(seat_names([seat.name for seat in match.seats]))
        #: A game the player asked to open (Continue, the list, the command line) is played
        #: in another Farmhouse window already; %1 is the game's title, %2 its players'
        #: names ("Black Sheep with Ann, Bot 1").
        text = self.tr(
            "This game is already open in another Farmhouse window: %1 with %2.\n\n"
            "Go on playing it in that window. Played in two windows at once, the moves "
            "made in one of them would be lost."
        )
        parts = [game_title(match.game_id), names]
        self._warn(self.tr("Game already open"), _fill(text, parts))
        return False

    def _first_painted(self) -> None:
        from PySide6.QtWidgets import QApplication

        from farmhouse.app.tooltips import break_tooltips  # (no tooltip before the first paint)

        self._painted = True
        self._settle_match_id()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            break_tooltips(app)  # (every tooltip broken between phrases, never inside a word)

    def _settle_match_id(self) -> None:
        """Give the match opened from a save a new ``match_id`` if its autosave would replace
        a file that is not an earlier state of it (:func:`farmhouse.core.saves.autosave_conflict`,
        judged on the match as it was opened), once: right after the first paint, or before
        anything uses the id (an autosave, a save, the statistics' record of its end)."""
        pending = self._unchecked_id
        if pending is None:
            return
        self._unchecked_id = None
        from farmhouse.core import saves

        match, opened = pending
        if saves.autosave_conflict(match, opened):
            import uuid

            match.match_id = uuid.uuid4().hex
            if match is self.match:  # (the lock of its own autosave)
                keys = self._lock_keys(match, self._locked_file())
                self._hold(lock_game(keys, self._lock) or GameLock())

    def _autosave_timed(self, match: Any) -> Path:
        """Autosave ``match`` with its play time so far (:meth:`StatsKeeper.add_play_time`),
        never over an autosave changed since this window last wrote or read it
        (:meth:`_part_from_changed_autosave`)."""
        self._settle_match_id()
        if match is self.match:
            self._part_from_changed_autosave(match)
        self.stats.add_play_time(match)
        path = self._autosave(match)
        if match is self.match:
            self._autosave_seen = _autosave_stamp(match)
        return path

    def _part_from_changed_autosave(self, match: Any) -> None:
        """If ``match``'s autosave was changed since this window last wrote or read it
        (another window played the game too: one the locks could not keep out, as on a
        shared folder), give the match a new ``match_id``, so that its autosaves go to a file
        of their own and the other line of play stays as it is, and say so (issue 18, F1: the
        last window to move erased the other's moves). A deleted autosave is written anew."""
        seen = self._autosave_seen
        now = _autosave_stamp(match)
        if seen is None or now is None or seen[0] != now[0] or now[1] is None or seen == now:
            return
        import uuid

        match.match_id = uuid.uuid4().hex
        keys = self._lock_keys(match, self._locked_file())
        self._hold(lock_game(keys, self._lock) or GameLock())
        self._autosave_seen = _autosave_stamp(match)
        self._tell_game_parted()

    def _tell_game_parted(self) -> None:
        """Say, without blocking the game, that its autosave was changed elsewhere and that
        this window's game goes on as a game of its own."""
        from PySide6.QtWidgets import QMessageBox

        self._notice(
            "changed_box",
            QMessageBox.Icon.Warning,
            self.tr("Game changed in another window"),
            self.tr(
                "This game was played on in another Farmhouse window too: its autosave "
                "changed while you played here. So that neither line of play is lost, "
                "this window's game is autosaved as a game of its own from now on; the "
                "start page lists both."
            ),
        )

    def _notice(self, name: str, icon: Any, title: str, text: str) -> None:
        """Show ``text`` (plain) in a message box titled ``title`` with ``icon`` that blocks
        nothing, kept as the attribute ``name`` until it closes (:meth:`_keep`)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from farmhouse.app.labels import message_text

        box = QMessageBox(icon, title, message_text(text), QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self._keep(name, box)
        box.show()

    # ------------------------------------------------------------------ statistics

    @property
    def stats(self) -> StatsKeeper:
        """The statistics keeper (:mod:`farmhouse.app.stats_keeper`), made when first needed
        (the database opens after the first paint, or when a game ends before that)."""
        if self._stats is None:
            from farmhouse.app.stats_keeper import StatsKeeper

            keeper = StatsKeeper(parent=self)
            keeper.status.connect(
                lambda text: self.show_status(text, 8000, keeper.remake_status(text))
            )
            keeper.moved_aside.connect(self._on_stats_moved_aside)
            keeper.progress.connect(self._on_stats_progress)
            keeper.import_finished.connect(self._on_stats_progress)
            self._stats = keeper
            if self._started_before_stats is not None:  # (its clock from when it was shown)
                match, since, was_over = self._started_before_stats
                self._started_before_stats = None
                keeper.match_started(match, since, was_over)
        return self._stats

    @property
    def stats_page(self) -> StatsPage:
        """The Statistics page, built when first shown."""
        if self._stats_page is None:
            from farmhouse.app.stats_page import StatsPage

            page = StatsPage(self.stats)
            self.stack.addWidget(page)
            page.back_requested.connect(self.close_statistics)
            page.status_message.connect(lambda text: self.show_status(text, 8000))
            # a finished game in the list opens its replay where the window has a replay page
            watch = getattr(self, "watch_path", None)
            if callable(watch):
                page.watch_requested.connect(watch)
                page.set_watch_enabled(True)
            self._stats_page = page
        return self._stats_page

    def show_statistics(self) -> None:
        """Show the Statistics page. From a game on screen, its Back button ("Back to the
        game") and Esc return to the game (which stays as it was, the AIs playing on);
        from anywhere else a game is left (it stays autosaved) and they go to the start.
        The focus starts on Back (the first widget in Tab's order is Rename…, whose Enter
        would ask for a new name)."""
        came_from = self.stack.currentWidget()
        in_game = self.match is not None and came_from is self._game_page
        if self.match is not None and not in_game:
            self.show_start()
        self._stats_from = came_from if in_game else None
        self.stats_page.set_back_to_game(in_game)
        self.stats_page.refresh()
        self.stack.setCurrentWidget(self.stats_page)
        self.stats_page.back_button.setFocus()

    def close_statistics(self) -> None:
        """Leave the Statistics page (Back, Esc) for the game it was opened from, else the
        start page."""
        back, self._stats_from = self._stats_from, None
        page = self._game_page
        if back is None or self.match is None or page is None or back is not page:
            self.show_start()
            return
        self.stack.setCurrentWidget(page)
        if page.board is not None:
            page.board.setFocus()

    def _on_stats_progress(self, *_: object) -> None:
        """The start page's line about the import of past games (none when none runs)."""
        if self._start_page is not None and self._stats is not None:
            from farmhouse.app.stats_page import import_note

            self._start_page.set_stats_note(import_note(self._stats))

    def _on_stats_moved_aside(self, recovery: Any) -> None:
        """Say once, without blocking anything, that the statistics were set aside."""
        from PySide6.QtWidgets import QMessageBox

        self._notice(
            "stats_box",
            QMessageBox.Icon.Information,
            self.tr("Statistics started anew"),
            self.stats.moved_aside_text(recovery),
        )

    # ------------------------------------------------------------------ game actions

    def new_game(self, game_id: str | None = None) -> None:
        """Ask for the game, seats and options of a new game: ``game_id`` first (default: the
        current or first playable game); the dialog's "Game:" list offers every playable game."""
        if not isinstance(game_id, str):
            game_id = self.match.game_id if self.match is not None else None
        if game_id is None:
            game_id = next(g for g in registry.game_ids() if is_playable(g))
        previous = (
            self.last_setup if self.last_setup and self.last_setup.game_id == game_id else None
        )
        ui = self._ui_loader(game_id)
        choices: list[tuple[str, Any]] = []
        for other in registry.game_ids():
            if other == game_id:
                choices.append((other, ui))
            elif is_playable(other):  # the others load when they are picked
                choices.append((other, _ListedGameUI(other, self._ui_loader)))
        from farmhouse.app.new_game import NewGameDialog

        remembered = None if previous is not None else self.settings.last_setup(game_id)
        dialog = NewGameDialog(game_id, self, previous, ui, choices, remembered)
        self._keep("new_game_dialog", dialog)
        dialog.accepted.connect(lambda: self.start_setup(dialog.setup()))
        dialog.open()

    def start_setup(self, setup: GameSetup) -> None:
        """Create and start the match ``setup`` describes."""
        from farmhouse.core.match import Match

        self.last_setup = setup
        match = Match.new(setup.game_id, list(setup.seats), setup.options, setup.seed)
        self._remember_setup(setup)
        self.start_match(match)

    def _remember_setup(self, setup: GameSetup) -> None:
        """Remember ``setup``'s seats and rule options (not its seed) for the next new game
        of its game, also after a restart (issue 18, F8: every new game began again from two
        players, "Player 1" and "Player 2")."""
        from farmhouse.core import serial

        try:
            options = serial.unstructure(setup.options) if setup.options is not None else {}
        except Exception:  # (a game's options that do not unstructure: seats only)
            options = {}
        seats = [{"name": s.name, "kind": s.kind, "level": s.level} for s in setup.seats]
        self.settings.remember_setup(
            setup.game_id, seats, options if isinstance(options, dict) else {}
        )

    def play_again(self) -> None:
        """The same seats and options as the finished match, with a new seed."""
        from farmhouse.app.new_game import GameSetup, random_seed

        if self.match is None:
            return
        m = self.match
        self.start_setup(GameSetup(m.game_id, list(m.seats), m.options, random_seed()))

    def open_dialog(self) -> None:
        """Ask for a saved game to open (the dialog opens on the saves folder, or the nearest
        folder that exists; the game opens when a file is chosen)."""
        from farmhouse.app.file_dialog import saved_game_dialog

        dialog = saved_game_dialog(
            self, self.tr("Open saved game"), self._file_filter(), save=False
        )
        dialog.fileSelected.connect(lambda name: self.open_path(Path(name)) if name else None)
        self._keep("file_dialog", dialog)
        dialog.open()

    def open_path(self, path: Path) -> bool:
        """Open the saved game at ``path``; a damaged file gets a message (what exactly is
        wrong under *Show Details…*, in the player's language) and changes nothing."""
        from farmhouse.core import ai, saves

        def refuse(problem: str, detail: str = "", reason: str = "") -> bool:
            return self._cannot_open(path, problem, detail, reason)

        try:
            match = saves.load_match(path)
        except saves.SaveError as err:
            return self._save_refused(path, err)
        if not all(s.is_human for s in match.seats) and ai.game_levels(match.game_id) is None:
            return refuse("unknown_level")
        own_file = None if _is_autosave(path) else path
        # no second window on one game: its moves and this one's would overwrite each other
        lock = lock_game(self._lock_keys(match, None), self._lock)
        if lock is None:
            return self._open_elsewhere(match)
        if own_file is not None:
            # its autosaves must not replace another game's (_settle_match_id): checked now,
            # or, before the window's first paint, right after it (it re-reads the autosave)
            self._unchecked_id = (match, len(match.actions))
            if self._painted:
                self._settle_match_id()
        try:
            self.start_match(match, own_file, lock)
        except ImportError:  # the game's board module is missing from this installation
            self._unchecked_id = None
            lock.release(keep=self._lock.keys() if self._lock is not None else set())
            return refuse("unknown_game")
        if not _is_autosave(path):
            self.settings.add_recent(path)
        elif match.is_over:
            self.stats.ended_unrecorded(match)
        return True

    def _cannot_open(self, path: Path, problem: str, detail: str = "", reason: str = "") -> bool:
        """Say that the saved game at ``path`` cannot be opened: ``reason`` (else the words of
        ``problem``, a SaveError problem key), ``detail`` under *Show Details…*. False."""
        from farmhouse.app.start_page import problem_text  # (only on failure: its Qt types)

        self._warn(
            self.tr("Cannot open saved game"),
            self.tr("“%1” cannot be opened: %2.")
            .replace("%1", str(path))
            .replace("%2", reason or problem_text(problem)),
            detail,
        )
        return False

    def _save_refused(self, path: Path, err: Any) -> bool:
        """:meth:`_cannot_open` for the SaveError ``err`` of ``path`` (the list of saves is
        refreshed: it shows the file as damaged). False."""
        from farmhouse.app.save_details import details as save_details
        from farmhouse.app.start_page import error_text

        self._cannot_open(path, err.problem, save_details(err), error_text(err))
        self.start_page.refresh()
        return False

    # ------------------------------------------------------------------ replays (issue 20)

    @property
    def replay_page(self) -> ReplayPage:
        """The replay page, built the first time a game is watched."""
        if self._replay_page is None:
            from farmhouse.app.replay_page import ReplayPage

            page = ReplayPage()
            self.stack.addWidget(page)
            page.closed.connect(self.close_replay)
            page.status_message.connect(lambda text: self.show_status(text, 8000))
            self._add_fold_bar(page.fold_bar)
            self._replay_page = page
        return self._replay_page

    def watch_dialog(self) -> None:
        """Ask for a saved game to watch (Game → Watch a game…, the start page's button)."""
        from farmhouse.app.file_dialog import saved_game_dialog

        dialog = saved_game_dialog(
            self, self.tr("Watch a saved game"), self._file_filter(), save=False
        )
        dialog.fileSelected.connect(lambda name: self.watch_path(Path(name)) if name else None)
        self._keep("file_dialog", dialog)
        dialog.open()

    def watch_path(self, path: Path) -> bool:
        """Watch the saved game at ``path`` (only read, never written); a damaged file gets
        the message opening it would get and changes nothing. False if it cannot be watched."""
        from farmhouse.core import saves
        from farmhouse.core.replay import Timeline

        try:
            timeline = Timeline.from_save(path)
        except saves.SaveError as err:
            return self._save_refused(path, err)
        return self.watch(timeline) or self._cannot_open(path, "unknown_game")

    def watch_current(self) -> bool:
        """Watch the match on the game page (the game-over dialog's "Watch the game")."""
        if self.match is None:
            return False
        from farmhouse.core.replay import Timeline

        return self.watch(Timeline.from_match(self.match))

    def watch(self, timeline: Any) -> bool:
        """Show ``timeline`` (a :class:`~farmhouse.core.replay.Timeline`) on the replay page,
        at its end; Back and Esc return to the page shown now. False if the game has no board
        in this installation."""
        try:
            ui = self._ui_loader(timeline.game_id)
            if ui.create_board is None:
                return False
            board = ui.create_board(None)
        except ImportError:
            return False
        came_from = self.stack.currentWidget()
        if came_from is not self._replay_page:
            self._replay_from = came_from
        page = self.replay_page
        delay, factor = AI_SPEEDS[self.settings.ai_speed]
        page.set_speed(delay, factor)
        self.stack.setCurrentWidget(page)
        page.open(timeline, ui, board)
        page.setFocus()
        return True

    def close_replay(self) -> None:
        """Leave the replay page for the page the player came from."""
        back = self._replay_from
        self._replay_from = None
        if back is None or back is self._replay_page:
            self.show_start()
            return
        self.stack.setCurrentWidget(back)
        if back is self._game_page and self._game_page is not None:
            board = self._game_page.board
            if board is not None:
                board.setFocus()

    def save(self) -> bool:
        """Save to the file the game came from or was last saved to (else ask for one)."""
        if self.match is None:
            return False
        if self.current_path is None:
            return self.save_as()
        return self._save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file name and save the game there."""
        from PySide6.QtWidgets import QDialog

        from farmhouse.app.file_dialog import (
            free_game_file,
            game_file,
            saved_game_dialog,
            start_folder,
        )

        if self.match is None:
            return False
        start = self.current_path or free_game_file(
            start_folder(), game_title(self.match.game_id), self._numbered_name
        )
        dialog = saved_game_dialog(
            self, self.tr("Save game"), self._file_filter(), save=True, start=start
        )
        self._keep("file_dialog", dialog, on_close=False)  # (exec() would delete it unread)
        chosen = dialog.selectedFiles() if dialog.exec() == QDialog.DialogCode.Accepted else []
        dialog.deleteLater()
        if not chosen:
            return False
        return self._save_to(game_file(Path(chosen[0])))  # (the name the dialog asked about)

    def _numbered_name(self, name: str, number: int) -> str:
        """``name`` with ``number`` (2, 3, …): the file name Save as… proposes when ``name``
        is taken ("Black Sheep 2")."""
        #: A file name Save as… proposes when a saved game has the name %1 already: the
        #: name and a number (%2 = 2, 3, …), as "Black Sheep 2". No "/" or other character a
        #: file name cannot hold.
        return (
            self.tr("%1 %2", "file name: a taken name, a number")
            .replace("%1", name)
            .replace("%2", str(number))
        )

    def _save_to(self, path: Path) -> bool:
        from farmhouse.core import saves

        self._settle_match_id()
        # a file another window plays is not written over (issue 18, F1)
        lock = lock_game(self._lock_keys(self.match, path), self._lock)
        if lock is None:
            self._warn(
                self.tr("Cannot save"),
                self.tr(
                    "“%1” is open in another Farmhouse window, and was not saved over. "
                    "Save this game under another name (Game → Save As…)."
                ).replace("%1", str(path)),
            )
            return False
        self.stats.add_play_time(self.match)
        try:
            saves.save_match(self.match, path)
        except OSError as err:
            self._warn(
                self.tr("Cannot save"),
                self.tr("The game could not be saved to “%1”: %2")
                .replace("%1", str(path))
                .replace("%2", err.strerror or str(err)),
            )
            lock.release(keep=self._lock.keys() if self._lock is not None else set())
            return False
        self._hold(lock)
        self.current_path = path
        self.settings.add_recent(path)
        self.show_status(lambda: self.tr("Saved to %1").replace("%1", str(path)), 6000)
        return True

    def _file_filter(self) -> str:
        from farmhouse.app.file_dialog import FILE_SUFFIX  # (saves.SUFFIX, with the dialog)

        return self.tr("Farmhouse games (*%1)").replace("%1", FILE_SUFFIX)

    def _warn(self, title: str, text: str, details: str = "") -> None:
        # Qt's enums and the message boxes are imported when needed (PySide6 creates their
        # Python enums when first asked for: not on the way to the first window)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from farmhouse.app.labels import message_text

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message_text(text), QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names are shown as they are
        if details:
            box.setDetailedText(message_text(details))  # (broken between phrases too)
        box.setModal(True)
        self._keep("message_box", box)
        box.open()

    def _on_autosave_failed(self, err: OSError) -> None:
        """Say once per match, without blocking the game, that autosaving does not work."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from farmhouse.app.labels import message_text
        from farmhouse.core import saves

        folder = Path(err.filename).parent if err.filename else saves.autosave_dir()
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Autosave failed"),
            message_text(
                self.tr(
                    "The game could not be autosaved in “%1”: %2\n\nThe game goes on, but it "
                    "is not saved after each move. Use Game → Save As… to keep it."
                )
                .replace("%1", str(folder))
                .replace("%2", err.strerror or str(err))
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self._keep("autosave_box", box)
        box.show()

    def _record_unshown_end(self) -> None:
        """Record the game on screen if it has ended but its end was not shown yet (the window
        closes, or the player leaves, while the last move still plays): it ended all the
        same, and its autosave, finished, would never be counted when opened again."""
        if self.match is not None and self.match.is_over and self.outcome is None:
            self._settle_match_id()
            self.stats.game_over(self.match, self.current_path)

    def _on_game_over(self, outcome: Any) -> None:
        self.statusBar().clearMessage()  # "X cannot play and passes." is over too
        self.outcome = outcome
        self._update_actions()
        self._settle_match_id()
        self.stats.game_over(self.match, self.current_path)
        self.show_result()

    def show_result(self) -> None:
        """Open the game-over dialog of the finished match on screen (again)."""
        controller = self._controller()
        if self.outcome is None or controller is None:
            return
        if self.game_over_dialog is not None and self.game_over_dialog.isVisible():
            self.game_over_dialog.raise_()
            return
        from farmhouse.app.game_over import BACK_TO_START, PLAY_AGAIN, WATCH, GameOverDialog

        hints, take_backs = list(self.match.hints), list(self.match.take_backs)
        dialog = GameOverDialog(
            self.outcome, controller.names, controller.ui, self, hints, take_backs
        )
        self._keep("game_over_dialog", dialog)

        def finished(result: int) -> None:
            if result == PLAY_AGAIN:
                QTimer.singleShot(0, self, self.play_again)
            elif result == BACK_TO_START:
                QTimer.singleShot(0, self, self.show_start)
            elif result == WATCH:
                QTimer.singleShot(0, self, self.watch_current)

        dialog.finished.connect(finished)
        dialog.open()

    # ------------------------------------------------------------------ view / help

    def set_language(self, lang: str) -> None:
        """Switch the whole app to ``lang`` now and remember it."""
        self.settings.language = lang
        if not self.translations.set_language(lang):
            self.show_status(
                lambda: self.tr("The translation for %1 is not available.").replace(
                    "%1", LANGUAGE_NAMES[lang]
                ),
                8000,
            )
        self.language_actions[lang].setChecked(True)

    def hard_time_text(self, seconds: float) -> str:
        """A thinking time in the Hard AI menu: "Quick: half a second", "Normal: 1 second",
        "Thorough: 3 seconds"."""
        if seconds == 0.5:
            return self.tr("Quick: half a second")
        if seconds == 1.0:
            return self.tr("Normal: 1 second")
        return self.tr("Thorough: %n second(s)", "", round(seconds))

    def set_hard_time(self, seconds: float) -> None:
        """Set and remember the ``hard`` AI's thinking time per decision (and per hint)."""
        self.settings.hard_time = seconds
        self.hard_time_actions[seconds].setChecked(True)
        controller = self._controller()
        if controller is not None:
            controller.hard_time_s = seconds

    def _undo_changed(self, available: bool) -> None:
        """Undo became (un)available: enable it; its name says what it does: "Take back
        move" where it takes moves back against the AIs, greyed too (the controller's
        ``takes_back_moves``; session 24's tester, F3), but "Undo step" there while Ctrl+Z
        takes back only a step of the person's turn (``back_kind``: a card chosen, the turn
        not finished; issue 18), and "Undo" in a game of people (steps only)."""
        self.undo_action.setEnabled(available)
        controller = self._controller()
        if controller is not None and controller.takes_back_moves():
            if available and controller.back_kind() == "undo":
                #: Game menu, against the computer: Ctrl+Z takes back only the last step of
                #: this turn now (a card chosen, the turn not finished), not a whole move.
                self.undo_action.setText(self.tr("&Undo step"))
            else:
                self.undo_action.setText(self.tr("Ta&ke back move"))
        else:
            self.undo_action.setText(self.tr("&Undo"))

    def _take_backs_toggled(self) -> None:
        """View → Allow take-backs: remember it and tell the game being played."""
        on = self.take_backs_action.isChecked()
        self.settings.take_backs = on
        controller = self._controller()
        if controller is not None:
            controller.take_backs_on = on
            controller.refresh_undo()

    def set_ai_speed(self, speed: str) -> None:
        """Set and remember the AI speed (pause after AI moves, animation speed)."""
        self.settings.ai_speed = speed
        self.speed_actions[speed].setChecked(True)
        self._apply_speed()

    def _apply_speed(self) -> None:
        delay, factor = AI_SPEEDS[self.settings.ai_speed]
        controller = self._controller()
        if controller is not None:
            controller.ai_delay_ms = delay
            controller.board.set_animation_speed(factor)
        if self._replay_page is not None:
            self._replay_page.set_speed(delay, factor)

    def toggle_full_screen(self) -> None:
        """Switch between full screen and a normal window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def show_rules(self) -> None:
        """Show the rules of the game on screen (with its options); on the start page, where no
        game is played, the rules of every playable game, chosen in the dialog."""
        from farmhouse.app.rules_dialog import RulesDialog

        if self.rules_dialog is not None:
            self.rules_dialog.close()  # one at a time (and it is deleted)
        if self.match is not None:
            ui = self._ui_loader(self.match.game_id)
            dialog = RulesDialog(ui, self.match.options, self)
        else:
            # the first game's rules are shown (and loaded) at once, the others when picked
            choices: list[Any] = [
                _ListedGameUI(game_id, self._ui_loader)
                for game_id in registry.game_ids()
                if is_playable(game_id)
            ]
            dialog = RulesDialog(choices[0], None, self, choices)
        self._keep("rules_dialog", dialog)
        dialog.open()

    def about_html(self) -> str:
        """The About text: the version, every playable game with its players and who made it."""
        import html

        rows = []
        for game_id in registry.game_ids():
            if not is_playable(game_id):
                continue
            about = game_about(game_id)  # the game itself is not loaded
            if about is None:
                continue
            parts = [html.escape(about.title()), html.escape(players_text(game_id))]
            parts.append(html.escape(about.credit()))
            #: A game in the About box: its title (bold), its players ("2–4 players"), who
            #: designed and published it.
            row = self.tr("<b>%1</b> (%2): %3")
            rows.append(_fill(row, parts))
        games = "".join(f"<li>{row}</li>" for row in rows)
        return (
            self.tr(
                "<h3>Farmhouse %1</h3><p>Animal board games against friends and the computer.</p>"
            ).replace("%1", __version__)
            + f"<ul>{games}</ul>"
            + self.tr(
                "<p>Farmhouse is an unofficial fan-made program; all its pictures were drawn "
                "for it.</p>"
            )
        )

    def show_about(self) -> None:
        """The About box (:meth:`about_html`), its Chinese and Japanese lines broken between
        phrases (Qt broke them inside words)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from farmhouse.app.board.linebreak import keep_html_phrases, language

        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            self.tr("About Farmhouse"),
            keep_html_phrases(self.about_html(), language()),  # (never inside a word)
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.RichText)
        icon = self.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        self._keep("about_box", box)
        box.open()

    def placement(self) -> WindowPlacement:
        """Where the window is now: its frame's top-left corner and the size of its contents
        in the normal state (also while maximized or full screen), and whether it is
        maximized."""
        normal = self.normalGeometry() if self.isMaximized() or self.isFullScreen() else None
        if normal is not None and normal.isValid():
            # the frame's corner of the normal window: its contents' corner less the frame
            frame = self.frameGeometry().topLeft() - self.geometry().topLeft()
            corner = normal.topLeft() + frame
            return WindowPlacement(corner.x(), corner.y(), normal.width(), normal.height(), True)
        return WindowPlacement(self.x(), self.y(), self.width(), self.height(), self.isMaximized())

    def _restore_placement(self) -> None:
        """Put the window where it was last closed (:meth:`placement`), kept on a screen that
        shows it now: at most as large as that screen's free area less its frame, and
        inside it, frame included (:func:`fit_on_screen`: :attr:`FRAME_ALLOWANCE` for the
        frame until it is known, then the real one, :meth:`_fit_frame`). Unlike
        ``restoreGeometry``, which assumes a title bar above a window it puts at the top of
        the screen, and so moved a window shown without a window manager (offscreen, a bare
        X server) 25 px down at each start, the frame's corner goes back exactly where it
        was. Without a saved place: what an earlier version saved, or :meth:`_first_placement`."""
        place = self.settings.placement
        if place is None:
            geometry = self.settings.geometry
            if geometry is None or not self.restoreGeometry(geometry):
                self._first_placement()
            return
        from PySide6.QtGui import QGuiApplication

        rect = QRect(place.x, place.y, place.width, place.height)
        screen = QGuiApplication.screenAt(rect.center()) or QGuiApplication.primaryScreen()
        if screen is not None:
            # the frame included (issue 18: 1920 × 1050 saved on a large screen came back
            # as high as a 1280 × 720 screen, its status bar a title bar's height below the
            # screen's bottom): its size is not known before the window is shown, so
            # FRAME_ALLOWANCE stands for it now, and the real frame once it is known
            # (_fit_frame)
            saved = QRect(rect)
            rect = fit_on_screen(saved, screen.availableGeometry(), None)
            if not place.maximized:
                self._placed = (saved, rect)
        self.resize(rect.size())
        self.move(rect.topLeft())
        if place.maximized:
            from PySide6.QtCore import Qt

            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _fit_frame(self, tries: int) -> None:
        """Once the window manager has given the window its frame (:meth:`frame_margins`:
        asked again every 100 ms, ``tries`` times more), the place restored with
        :attr:`FRAME_ALLOWANCE` for it is worked out again with the real frame
        (:func:`fit_on_screen`, from the saved place: no creeping) and the window moved or
        resized if that differs (issue 18, F15: a thin frame lost the rest of the 40 px, a
        thick one put the status bar under the screen's bottom). Without a frame (offscreen,
        no window manager) the first placement stands."""
        placed, self._placed = self._placed, None
        if placed is None or self.isMaximized() or self.isFullScreen():
            return
        saved, guessed = placed
        if (self.pos(), self.size()) != (guessed.topLeft(), guessed.size()):
            return  # (moved or resized since: the user's place wins)
        frame = self.frame_margins()
        if frame is None:
            if tries > 0:
                self._placed = placed
                QTimer.singleShot(100, self, lambda: self._fit_frame(tries - 1))
            return
        screen = self.screen()
        if screen is None:
            return
        fitted = fit_on_screen(saved, screen.availableGeometry(), frame)
        if fitted != guessed:
            self.resize(fitted.size())
            self.move(fitted.topLeft())

    def frame_margins(self) -> QMargins | None:
        """The window frame's margins around the contents (title bar, borders), or None
        while the window has none known (not shown yet, offscreen, no window manager)."""
        handle = self.windowHandle()
        if handle is None or not self.isVisible():
            return None
        margins = handle.frameMargins()
        return None if margins.isNull() else margins

    #: Room kept beside and above the window (at the first start, and when a saved place is
    #: restored on a smaller screen) for a window manager's frame
    #: and title bar (px): a window as high as the free area would put its bottom edge off the
    #: screen. None beside it: the game page is 800 px wide at least, to fit an 800 px screen.
    FRAME_ALLOWANCE = (0, 40)

    def _first_placement(self) -> None:
        """The first start's size and place: 1280 × 800, but never larger than the primary
        screen's free area less :attr:`FRAME_ALLOWANCE` (an 800 × 600 screen, a 1366 × 768
        laptop, 1280 × 800 at 150 % scaling), so that a small screen gets a window that fits
        it, and folds its side panel, rather than one with the hand below the screen's bottom;
        centred in that free area."""
        from PySide6.QtCore import QSize
        from PySide6.QtGui import QGuiApplication

        size = QSize(1280, 800)
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(size)
            return
        free = screen.availableGeometry()
        frame_w, frame_h = self.FRAME_ALLOWANCE
        if size.width() > free.width() - frame_w or size.height() > free.height() - frame_h:
            size = size.boundedTo(QSize(free.width() - frame_w, free.height() - frame_h))
        size = size.expandedTo(self.minimumSize())
        self.resize(size)
        self.move(
            free.left() + max(0, (free.width() - size.width() - frame_w) // 2),
            free.top() + max(0, (free.height() - size.height() - frame_h) // 2),
        )

    def _keep(self, name: str, dialog: QDialog, on_close: bool = True) -> None:
        """Remember ``dialog`` as the attribute ``name`` while it exists: it is deleted when it
        closes (every Help › Rules or game over would otherwise keep a dialog of a few MB
        alive), and the attribute becomes None then. A dialog run with ``exec()`` is kept with
        ``on_close=False`` and deleted by its caller once its answer is read: ``exec()``
        deletes a dialog that deletes itself on close before it returns."""
        from PySide6.QtCore import Qt

        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, on_close)
        setattr(self, name, dialog)

        def forget() -> None:
            if getattr(self, name, None) is dialog:
                setattr(self, name, None)

        dialog.destroyed.connect(forget)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        controller = self._controller()
        if controller is not None:
            controller.shutdown()
        if "farmhouse.app.search_host" in sys.modules:  # a search pool was ever started
            from farmhouse.app.search_host import join_closed

            join_closed()  # no search worker outlives the window
        self._record_unshown_end()
        self._hold(None)  # (another window may open the game now)
        if self._stats is not None:
            self._stats.shutdown()  # an import running stops (what it recorded stays)
        self.settings.placement = self.placement()
        self.settings.sync()
        super().closeEvent(event)


def fit_on_screen(rect: QRect, free: QRect, frame: QMargins | None) -> QRect:
    """Where a window saved at ``rect`` (its frame's top-left corner and the size of its
    contents) goes on a screen whose free area is ``free``, with a frame of margins
    ``frame`` around the contents (None: not known, :attr:`MainWindow.FRAME_ALLOWANCE`
    stands for it): contents too large for the free area less the frame shrink to it, and
    the corner moves where the whole frame fits. A place that fits is kept as it was; with
    no frame known only a shrunk window keeps room for one (offscreen or with no window
    manager a window at the screen's bottom stays there)."""
    if frame is None:
        frame_w, frame_h = MainWindow.FRAME_ALLOWANCE
    else:
        frame_w, frame_h = frame.left() + frame.right(), frame.top() + frame.bottom()
    room = QSize(free.width() - frame_w, free.height() - frame_h)
    placed = QRect(rect)
    shrunk = rect.width() > room.width() or rect.height() > room.height()
    if frame is None and not shrunk:
        frame_w = frame_h = 0
    placed.setSize(rect.size().boundedTo(room))
    right = free.right() + 1 - placed.width() - frame_w
    bottom = free.bottom() + 1 - placed.height() - frame_h
    placed.moveLeft(max(free.left(), min(rect.left(), right)))
    placed.moveTop(max(free.top(), min(rect.top(), bottom)))
    return placed


def _fill(template: str, parts: list[str]) -> str:
    """``template`` with %1, %2, … replaced by ``parts`` in one pass (a part holding "%2"
    stays as it is)."""

    def part(m: re.Match[str]) -> str:
        return parts[int(m.group(1)) - 1]

    return re.sub(r"%([1-9])", part, template)


def _autosave_stamp(match: Any) -> tuple[Path, tuple[int, int, int] | None] | None:
    """``match``'s autosave file and its state (modification time in ns, size, inode; None
    while there is no such file), or None for a match whose id names no autosave."""
    import os

    from farmhouse.core import saves

    try:
        path = saves.autosave_path(getattr(match, "match_id", None))  # type: ignore[arg-type]
    except ValueError:
        return None
    try:
        info = os.stat(path)
    except OSError:
        return path, None
    return path, (info.st_mtime_ns, info.st_size, info.st_ino)


def _is_autosave(path: Path) -> bool:
    from farmhouse.core import saves

    try:
        return Path(path).resolve().parent == saves.autosave_dir().resolve()
    except OSError:
        return False
