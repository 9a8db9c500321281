"""Hints that explain: the ``hard`` search's best moves for the human whose turn it is, with
the chance of winning after each, in words a player understands.

The controller asks an :class:`Advisor` (on the AI's worker thread, through the same
:class:`~farmhouse.app.ai_worker.AIRunner` machinery) and gets a :class:`Hint`: the moves
the search tried most, each with its estimated win chance; a chance resting on fewer than
:data:`MIN_GAMES` imagined games is not told as a number, the hint says there were too few
games to tell. The best, marked on the board, is the move the search trusts: the one it
tried in the most games, the move ``hard`` itself plays (a chance from fewer games swings
more: session 24's tester saw a move from 90 games at 53% marked over one from 174 at 48%).
The hint's words never contradict its numbers (:func:`in_order`, :func:`hint_lines`): the
other moves stand in the order of the chances shown, highest first, a move with a chance
too few games to tell last; one whose chance reads higher than the best's is "maybe better,
less sure", one that reads the same as the best's "just as
good", one that reads the same as the line above it "also" that line's rank. The search
sees only the asking seat's view (what it
could see on the screen anyway), so a hint never tells anything hidden from that seat. The
page words it with the game's own description of each move (``GameUI.describe_action``),
and the board marks the best move's pieces. A hint never plays by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import derive_seed

# How many moves a hint explains (the best and the next two).
HINT_MOVES = 3
# The fewest imagined games a move's chance of winning is told from: below it the estimate
# swings by a third or more from one game to the next (two games: 0%, 50% or 100%), so the
# hint says there were too few games to tell instead of a number.
MIN_GAMES = 20


def hint_seed(match_seed: int, actions: int) -> int:
    """The search seed of a hint asked after ``actions`` actions of a match seeded
    ``match_seed`` (one-way, as the AI's seeds: the same position gets the same advice)."""
    return derive_seed(match_seed, "hint", actions)


@attrs.frozen
class HintMove:
    """One suggested move: ``action``, ``win`` (the estimated chance, 0–1, that the seat wins
    if it plays it; None when it was not estimated: the only legal move) and ``visits`` (how
    many of the search's imagined games began with it)."""

    action: Any
    win: float | None
    visits: int

    @property
    def told(self) -> bool:
        """True when its chance is told as a number: estimated, from at least
        :data:`MIN_GAMES` games."""
        return self.win is not None and self.visits >= MIN_GAMES


def in_order(moves: Sequence[HintMove]) -> tuple[HintMove, ...]:
    """``moves`` (in the search's order, most tried first) as a hint tells them: the first
    (the move the search trusts, which ``hard`` plays) stays first; the others follow with
    the moves whose chance is told first, highest chance as shown (a whole percentage)
    first, then those with too few games to tell; equal ones keep the search's order.
    (Test20's Z3: "Best … 35%" above "Second best … 38%" read as a contradiction: such a
    line is now "maybe better, less sure", :func:`hint_lines`; session 24's tester: a
    best chosen by its chance alone was often a move from a few dozen games.)"""
    if not moves:
        return ()
    rest = sorted(range(1, len(moves)), key=lambda i: (-_shown(moves[i]), i))
    return (moves[0], *(moves[i] for i in rest))


def _shown(move: HintMove) -> int:
    """The chance of ``move`` as a hint shows it (a whole percentage), -1 when not told."""
    return percent(move.win) if move.told and move.win is not None else -1


@attrs.frozen
class Hint:
    """The advice for ``seat``: ``moves`` best first (at least one), put in the order a hint
    tells them (:func:`in_order`) whatever order they are given in; ``games``: how many games
    the search imagined in all (0 when the only legal move was not searched); ``only``: the
    seat had one legal move (nothing to weigh)."""

    seat: int
    moves: tuple[HintMove, ...] = attrs.field(converter=in_order)
    games: int
    only: bool = False

    @property
    def best(self) -> HintMove:
        """The move the hint suggests."""
        return self.moves[0]

    @property
    def only_move(self) -> bool:
        """True when the seat had a single legal move (nothing to weigh)."""
        return self.only

    def caption(self) -> str:
        """The board's tag on the suggested move: "Hint · 62%" (or "Hint": the chance is not
        known, or from too few games)."""
        if self.best.win is None or not self.best.told:  # (None: for the type checker)
            #: The board's tag on the move a hint suggests, when its chance of winning is unknown.
            return QCoreApplication.translate("Hint", "Hint")
        #: The board's tag on the move a hint suggests, with the chance of winning after it.
        return QCoreApplication.translate("Hint", "Hint · %1%").replace(
            "%1", str(percent(self.best.win))
        )


def percent(win: float) -> int:
    """``win`` (0–1) as a whole percentage, never 0 or 100 unless it is exactly that (an
    estimate from imagined games is "almost never", not "never")."""
    value = round(win * 100)
    if value == 0 and win > 0:
        return 1
    if value == 100 and win < 1:
        return 99
    return int(value)


def chance_text(win: float) -> str:
    """How often the seat wins after a move, for the hint: "you win about 62% of games from
    here" ("about 1%" when the search saw it win, however seldom); when it won all or none of
    the games the search played on, it says so instead of "100%" or "0%"."""
    if win >= 1.0:
        return QCoreApplication.translate(
            "Hint", "you won every game the computer played out from here"
        )
    if win <= 0.0:
        return QCoreApplication.translate(
            "Hint", "you won none of the games the computer played out from here"
        )
    return QCoreApplication.translate("Hint", "you win about %1% of games from here").replace(
        "%1", str(percent(win))
    )


def too_few_text(games: int) -> str:
    """Said instead of a chance known from only ``games`` (< :data:`MIN_GAMES`) imagined
    games: "too few games to tell (only 2 games began with it)"."""
    #: A hint's words instead of a chance of winning the computer could not tell: %n is how
    #: many of its imagined games began with that move (fewer than 20).
    return QCoreApplication.translate(
        "Hint", "too few games to tell (only %n game(s) began with it)", "", games
    )


def hint_lines(hint: Hint, describe: Callable[[Any], str]) -> list[str]:
    """The hint in words, one line per move, best first: "Best, marked on the board: <move> —
    you win about 62% of games from here.", "Second best: <move> — 48%.", … (``describe``:
    the game's words for a move; where a move goes that words cannot say, as a tile's place,
    the board's marks of the best move show it); a move tried in fewer than :data:`MIN_GAMES`
    games: "— too few games to tell (…)" instead of its chance. The moves stand in the
    hint's order (:func:`in_order`: highest chance first), the first three that the words
    tell apart; a move whose chance reads higher than the best's (from fewer games: the best
    is the most tried) is "Maybe better, less sure: <move> — about 53%.", one whose chance reads the same as the best's "Just as good" (never "second
    best" at the same chance as the best), one that reads the same as a lower line's "Also
    second best" (that line's rank again), and the next lower one takes the next rank. The
    only legal move: "Your only possible move: <move>."."""
    if hint.only_move:
        return [
            QCoreApplication.translate("Hint", "Your only possible move: %1.").replace(
                "%1", describe(hint.best.action)
            )
        ]
    #: A hint's lines: %1 is the move in the game's words, %2 the chance of winning after it.
    rank = [
        QCoreApplication.translate("Hint", "Best, marked on the board: %1 — %2."),
        QCoreApplication.translate("Hint", "Second best: %1 — %2."),
        QCoreApplication.translate("Hint", "Third best: %1 — %2."),
    ]
    chosen: list[tuple[HintMove, str]] = []
    said: set[str] = set()
    for move in hint.moves:
        if len(chosen) == len(rank):
            break
        words = describe(move.action)
        if words in said:
            # the same words for another move (a tile laid elsewhere or turned: the board
            # shows only the best one's place): the next move that says something new
            continue
        said.add(words)
        chosen.append((move, words))
    #: A hint's line for a move whose chance of winning reads the same as the best move's:
    #: %1 is the move in the game's words, %2 its chance.
    same = QCoreApplication.translate("Hint", "Just as good: %1 — %2.")
    #: A hint's line for a move whose chance of winning reads the same as the line above's,
    #: which is the second best: %1 is the move in the game's words, %2 its chance.
    also = QCoreApplication.translate("Hint", "Also second best: %1 — %2.")
    #: A hint's line for a move whose chance of winning reads higher than the best move's,
    #: from fewer of the computer's imagined games (so less sure): %1 is the move in the
    #: game's words, %2 its chance ("about 53%").
    unsure = QCoreApplication.translate("Hint", "Maybe better, less sure: %1 — %2.")
    best = chosen[0][0]
    lines: list[str] = []
    place = 0  # the rank told last (0: best), which a tie keeps
    for i, (move, words) in enumerate(chosen):
        above = i > 0 and move.told and best.told and _shown(move) > _shown(best)
        tied = i > 0 and not above and move.told and _shown(move) == _shown(chosen[i - 1][0])
        place += 1 if i and not tied and not above else 0
        chance = (
            too_few_text(move.visits)
            if not move.told
            else chance_text(move.win or 0.0)
            if i == 0
            else QCoreApplication.translate("Hint", "about %1%").replace(
                "%1", str(percent(move.win or 0.0))
            )
        )
        # (a tie below the best keeps the rank of the line above, said with "also": "Just
        # as good" after "Second best" read as good as the best, session 22's tester, 11;
        # "Second best" twice read as a slip, session 24's tester, F12)
        template = (
            unsure
            if above
            else same
            if tied and place == 0
            else also
            if tied and place == 1
            else rank[place]
        )
        lines.append(template.replace("%1", words).replace("%2", chance))
    return lines


class Advisor:
    """Finds a :class:`Hint` for ``seat`` of ``game_id`` with the ``hard`` search in ``pool``
    (a :class:`~farmhouse.core.search_pool.SearchPool`, or None to search in the calling
    thread), seeded ``seed``. Used like an AI player (:meth:`choose`) on the AI's thread."""

    level = "hint"

    def __init__(self, game_id: str, seat: int, seed: int, pool: Any) -> None:
        self.game_id = game_id
        self.seat = seat
        self.seed = seed
        self.pool = pool

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Hint:
        """The hint for ``view`` among ``legal`` within ``budget_s`` seconds (hurried: with
        what the search found so far). The only legal move is returned unsearched. Raises
        Cancelled when ``cancel`` is cancelled."""
        cancel.check()
        if len(legal) == 1:
            return Hint(self.seat, (HintMove(legal[0], None, 0),), 0, only=True)
        from farmhouse.core.search import run_search  # the search loads with the first hint

        result = run_search(
            self.game_id,
            view,
            legal,
            seed=self.seed,
            budget_s=budget_s,
            pool=self.pool,
            cancel=cancel,
            hint=True,
        )
        # the moves the search tried most, in its order (the first is the move it trusts:
        # the one ``hard`` plays; a chance from a few games is no reason to put one first),
        # then reserves for when two of them read the same (hint_lines); the Hint puts them
        # in the order of their chances told (in_order)
        tried = [s for s in result.ranked() if s.visits][: HINT_MOVES * 4]
        moves = tuple(HintMove(s.action, s.win, s.visits) for s in tried)
        if not moves:  # hurried before the first imagined game ended
            raise RuntimeError("the search was stopped before it tried a move")
        return Hint(self.seat, moves, result.iterations)
