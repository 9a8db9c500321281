"""How a game presents itself in the app, found through the registry.

Each game's package has a ``texts`` module (``farmhouse.games.<id>.texts``: its display texts,
in the game's translation context) that ends with one declaration,
``UI = GameUI.from_texts(__name__, about=ABOUT, …)``: its title, start-page blurb and cover,
option labels, the rules text, its board (the package's ``board``, loaded only to play), log
lines, refusals, the score breakdown and the side panel's seat lines, taken from the texts
module's functions of those names (:meth:`GameUI.from_texts`). The shell asks
:func:`load_game_ui` and never names a game itself. Loading it loads the game's texts and
rules; what the start page shows of a game without loading it (title, players, blurb, cover)
is in :mod:`farmhouse.app.game_about`.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from farmhouse.app.board.base import BoardWidget
from farmhouse.app.game_about import name_list as name_list  # (asked of this module before)
from farmhouse.app.game_about import seat_name as seat_name
from farmhouse.app.game_about import seat_names as seat_names
from farmhouse.core import records, registry
from farmhouse.core.game import Event, IllegalAction, Outcome

if TYPE_CHECKING:
    from farmhouse.app.game_about import GameAbout


class DescribeEvent(Protocol):
    """A game's ``describe_event(event, names, spectator=False)``: the game-log line of
    ``event`` (``names``: the seats' names by seat), or None for an event the log skips.
    ``spectator``: the reader is not the seat a private event is for (a replay with
    everything shown), so a private line names its seat in the third person ("Ann draws
    cow, pig.") rather than speaking to its only reader ("You draw …")."""

    def __call__(
        self, event: Event, names: Sequence[str], spectator: bool = False
    ) -> str | None: ...


class DescribeEvents(Protocol):
    """A game's ``describe_events(events, names, spectator=False)``: the log lines of
    ``events`` (those one reader may see; with ``spectator``, any seats' private ones too,
    worded as :class:`DescribeEvent` says)."""

    def __call__(
        self, events: Sequence[Event], names: Sequence[str], spectator: bool = False
    ) -> list[str]: ...


# A game's ``recent_entries(events, names)``: the lines of "Since your last turn", each with
# whose move it tells (a seat, or None).
RecentEntries = Callable[[Sequence[Event], Sequence[str]], list[tuple[str, Hashable | None]]]


def _no_event_text(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    return None


def _generic_refusal(error: IllegalAction) -> str:
    return QCoreApplication.translate("GameUI", "That move is not allowed now.")


def _any_action(action: Any, view: Any, names: Sequence[str]) -> str:
    return QCoreApplication.translate("GameUI", "this move")


def _no_breakdown(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    return []


def _option_name(name: str) -> str:
    return name.replace("_", " ").capitalize()


# The GameUI fields GameUI.from_texts takes from a game's texts module, and
# the name of the texts module's function for each (a function it lacks keeps the default).
TEXTS_FUNCTIONS: dict[str, str] = {
    "describe_event": "describe_event",
    "describe_events": "describe_events",
    "describe_illegal": "describe_illegal",
    "describe_action": "action_text",
    "breakdown_rows": "breakdown_rows",
    "seat_summary": "seat_summary",
    "setup_lines": "setup_lines",
    "drawn_start": "drawn_start",
    "recent_lines": "recent_lines",
    "recent_entries": "recent_entries",
    "score_text": "score_text",
    "option_label": "option_label",
    "option_tooltip": "option_tooltip",
    "choice_label": "choice_label",
    "rules_html": "rules_html",
}


def lazy_board(module: str) -> Callable[[QWidget | None], BoardWidget]:
    """A ``create_board`` that imports ``module`` (a game's ``board`` package) only when the
    first board is made, and calls its ``create_board(parent)``: the board loads only to play.
    """

    def create_board(parent: QWidget | None) -> BoardWidget:
        board: BoardWidget = importlib.import_module(module).create_board(parent)
        return board

    return create_board


@records.frozen(kw_only=True)
class GameUI:
    """Everything the shell shows of one game. Every text is translated when called.

    - ``title()``, ``blurb()``: the game's name and a one- or two-sentence start-page text.
    - ``credit()``: who designed and published the game (the About box), or "".
    - ``cover``: the cover picture (an SVG path), or None.
    - ``player_counts``: allowed numbers of players for a game whose rules are not there yet
      (announced); otherwise the game's own ``player_counts`` are used.
    - ``create_board(parent)``: a new board widget, or None while the game is announced only.
    - ``describe_event(event, names, spectator=False)``: one game-log line for an engine
      event, or None; a private event is worded for its only reader ("You draw …"), or with
      ``spectator`` for someone watching every seat, who is not that seat ("Ann draws …",
      :class:`DescribeEvent`).
    - ``describe_events(events, names, spectator=False)``: the log lines of events one seat
      may see (those of one move, or of several; with ``spectator`` every seat's), for games
      that word some events together, e.g. say a draw once in the viewer's terms when the
      viewer sees both its private and its public event; None (the default):
      ``describe_event`` of each. Read it through :meth:`log_lines`.
    - ``describe_illegal(error)``: the reason for a refused action, in the player's words.
    - ``describe_action(action, view, names)``: one legal action of the seat whose ``view``
      this is, in the game's words and addressed to that player ("play cow and pig to
      pasture II"), for hints; it reveals nothing the view does not show. Default: "this
      move" (the board's marks show it).
    - ``breakdown_rows(outcome, names)``: per seat in ranking order a heading and the lines
      saying what each point came from (the game-over screen).
    - ``seat_summary(view, seat)``: a short line about a seat for the side panel ("" = none).
    - ``recent_lines(events, names)``: the lines of "Since your last turn" for ``events``
      (public ones), as the game's board words them there (a summary: "Ann draws 4 cards and
      stops."): the hot-seat hand-over lists the same (:meth:`since_lines`); None (the
      default): the game-log lines.
    - ``recent_entries(events, names)``: those lines with whose move each tells (a seat, None
      for the others): each seat's latest is kept whole there and on the hand-over (issue
      18: :meth:`since_entries`); None (the default): nobody's.
    - ``setup_lines(view, names)``: the game log's first lines, what the setup decided that
      every player should know (a public ``view``); none by default. Read them, after the
      line that says who starts, through :meth:`first_lines`.
    - ``drawn_start(view)``: the seat that the setup drew at random to start the game,
      from the public ``view`` of the game's start; None (the default) where the game did
      not draw it (an option named the start player, or the rules do not draw one).
    - ``seat_colours``: whether the shell may show seats in their colours (side panel, turn
      banner). False for a game whose own colours a seat colour could be taken for (Wooly
      Bully's sheep colours): seats are then told apart by their shapes, drawn in ink.
    - ``hands``: whether each seat holds a hand the others must not see (the hot-seat
      hand-over says "show my hand"). False for a game whose seats hold nothing hidden most
      of the time (El Gaucho: only an opening draw and a look with Hidden cattle are
      private): the hand-over then speaks of what only that player may see.
    - ``score_text(score)``: a score with its unit ("146 pesos"), or None for "… points".
    - ``option_label(name)``, ``option_tooltip(name)``: a rule option's label and explanation.
    - ``choice_label(name, value)``: the label of one value of a rule option with choices.
    - ``rules_html(options)``: the whole rules for players, as HTML (``options``: the rules of
      the game on screen, or None for the defaults).
    """

    title: Callable[[], str]
    blurb: Callable[[], str] = lambda: ""
    credit: Callable[[], str] = lambda: ""
    cover: Path | None = None
    player_counts: range | None = None
    create_board: Callable[[QWidget | None], BoardWidget] | None = None
    describe_event: DescribeEvent = _no_event_text
    describe_events: DescribeEvents | None = None
    describe_illegal: Callable[[IllegalAction], str] = _generic_refusal
    describe_action: Callable[[Any, Any, Sequence[str]], str] = _any_action
    breakdown_rows: Callable[[Outcome, Sequence[str]], list[tuple[str, list[str]]]] = _no_breakdown
    seat_summary: Callable[[Any, int], str] = lambda view, seat: ""
    setup_lines: Callable[[Any, Sequence[str]], list[str]] = lambda view, names: []
    drawn_start: Callable[[Any], int | None] = lambda view: None
    recent_lines: Callable[[Sequence[Event], Sequence[str]], list[str]] | None = None
    recent_entries: RecentEntries | None = None
    seat_colours: bool = True
    hands: bool = True
    score_text: Callable[[int], str] | None = None
    option_label: Callable[[str], str] = _option_name
    option_tooltip: Callable[[str], str] = lambda name: ""
    choice_label: Callable[[str, Any], str] = lambda name, value: str(value)
    rules_html: Callable[[Any], str] = lambda options: ""

    @classmethod
    def from_texts(cls, texts: str, about: GameAbout | None = None, **overrides: Any) -> GameUI:
        """The presentation of the game whose texts module is named ``texts`` (a game's
        ``texts.py`` passes its ``__name__`` in its last line, once its functions exist):

        - ``title``, ``blurb``, ``credit``, ``cover`` from ``about`` (the game's
          :class:`~farmhouse.app.game_about.GameAbout`; None: the texts module's ``title``,
          or one given in ``overrides``);
        - ``create_board`` from the ``board`` package beside the texts module, loaded when
          the first board is made (:func:`lazy_board`);
        - the fields of :data:`TEXTS_FUNCTIONS` from the texts module's functions of those
          names (``describe_action`` from ``action_text``), the defaults where it has none;
        - ``overrides``: any field given outright (``seat_colours=False``, a function of
          another name or signature), which wins.

        Raises KeyError if ``texts`` is not an imported module.
        """
        module = vars(sys.modules[texts])
        package = texts.rpartition(".")[0]
        fields: dict[str, Any] = {
            field: module[name] for field, name in TEXTS_FUNCTIONS.items() if name in module
        }
        if about is not None:
            fields.update(
                title=about.title, blurb=about.blurb, credit=about.credit, cover=about.cover
            )
        elif "title" in module:
            fields["title"] = module["title"]
        fields["create_board"] = lazy_board(f"{package}.board")
        fields.update(overrides)
        return cls(**fields)

    def first_lines(self, view: Any, names: Sequence[str]) -> list[str]:
        """The game log's first lines, before any move: who starts, if the setup drew it at
        random (:attr:`drawn_start`: "Cho starts (drawn at random)."; session 24's tester,
        F5: the log was empty, and nobody was told why Cho, not Ann, began), then the game's
        :attr:`setup_lines`. ``view``: the public view of the game's start (the start
        player of a game may change during it)."""
        lines = []
        seat = self.drawn_start(view)
        if seat is not None and 0 <= seat < len(names):
            #: The game log's first line: %1 (a player's name) makes the game's first move,
            #: chosen at random by the app (the rulebooks' ways of choosing, such as "whoever
            #: moos loudest", cannot be asked of a computer).
            line = QCoreApplication.translate("GameUI", "%1 starts (drawn at random).")
            lines.append(line.replace("%1", names[seat]))
        return lines + list(self.setup_lines(view, names))

    def log_lines(
        self, events: Sequence[Event], names: Sequence[str], spectator: bool = False
    ) -> list[str]:
        """The game-log lines of ``events`` (all of them visible to the reader), in order.
        ``spectator``: the reader watches every seat and is none of them (a replay with
        everything shown): ``events`` may hold any seat's private events, each worded in the
        third person ("Ann draws lion."), never as if the reader had drawn it."""
        if self.describe_events is not None:
            return list(self.describe_events(events, names, spectator))
        lines = []
        for event in events:
            text = self.describe_event(event, names, spectator)
            if text:
                lines.append(text)
        return lines

    def since_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The lines of "Since your last turn" for ``events`` (public ones, oldest first), as
        the board lists them (``recent_lines``), else the game-log lines: the hand-over
        screen lists what the board's panel lists (issue 18, F21: it listed a White Sheep
        decision the board's panel called "Nothing new")."""
        if self.recent_lines is not None:
            return list(self.recent_lines(events, names))
        return self.log_lines(events, names)

    def since_entries(
        self, events: Sequence[Event], names: Sequence[str]
    ) -> list[tuple[str, Hashable | None]]:
        """:meth:`since_lines` with whose move each line tells (``recent_entries``; None:
        nobody's, for every line of a game without them): the hand-over keeps each seat's
        latest whole, as the board's panel does."""
        if self.recent_entries is not None:
            return list(self.recent_entries(events, names))
        return [(line, None) for line in self.since_lines(events, names)]


def load_game_ui(game_id: str) -> GameUI:
    """The presentation of ``game_id`` (its package's ``texts.UI``).

    Raises ImportError if the game is unknown or has no ``texts`` module, or if that module
    fails to import (e.g. files missing from the installation).
    """
    name = registry.module_name(game_id, "texts")
    if name is None:
        raise ImportError(f"no presentation for game {game_id!r}")
    ui = importlib.import_module(name).UI
    if not isinstance(ui, GameUI):
        raise ImportError(f"{name}.UI is not a GameUI")
    return ui


def game_ui_or_none(game_id: str) -> GameUI | None:
    """:func:`load_game_ui`, or None if the game cannot be presented."""
    try:
        return load_game_ui(game_id)
    except ImportError:
        return None


def level_label(level: str) -> str:
    """The translated name of AI level ``level`` (the level itself if unknown)."""
    names = {
        "easy": QCoreApplication.translate("GameUI", "Easy"),
        "normal": QCoreApplication.translate("GameUI", "Normal"),
        "hard": QCoreApplication.translate("GameUI", "Hard"),
    }
    return names.get(level, level)


def level_tooltip(level: str) -> str:
    """What AI level ``level`` plays like, translated ("" if unknown)."""
    tips = {
        "easy": QCoreApplication.translate("GameUI", "Plays legal moves with a little sense."),
        "normal": QCoreApplication.translate("GameUI", "Plays the best move it sees this turn."),
        "hard": QCoreApplication.translate(
            "GameUI",
            "Plays many games on in its head before each move (as long as View → Hard AI "
            "thinking time allows), seeing only what its seat sees.",
        ),
    }
    return tips.get(level, "")


def window_controls() -> list[str]:
    """The keys of the window that every game shares, translated, for the "Controls" section
    of each game's rules (after the board's own): the hint and Move now, taking back, the
    game log and its look back, the menus (session 24's tester, F4: the rules named New,
    Open, Save and Full screen but not T, Ctrl+Z or Ctrl+L)."""
    return [
        QCoreApplication.translate(
            "GameUI",
            "Hint (T): the computer suggests a good move for the player whose turn it is, and "
            "why; Esc puts the hint away. Move now (M): a computer player that is thinking "
            "moves at once.",
        ),
        QCoreApplication.translate(
            "GameUI",
            "Ctrl+Z takes back your last step of this turn, until something random or hidden "
            "is revealed. Playing alone against the computer, it takes your last move back, "
            "with the computer's moves after it (View menu: “Allow take-backs against the "
            "computer”).",
        ),
        QCoreApplication.translate(
            "GameUI",
            "Ctrl+L goes to the game log. Click a line of the log, or choose it with ↑/↓ and "
            "press Enter, to look back at the board as it was after that move: ←/→ step, Esc "
            "returns to the game.",
        ),
        QCoreApplication.translate(
            "GameUI",
            "Game menu: New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S). View menu: Full screen "
            "(F11), language, AI speed. Help: these rules (F1). Every move is saved by itself: "
            "Continue on the start page carries on.",
        ),
    ]
