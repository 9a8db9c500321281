"""Whole games of the four registered games, played by their ``easy`` AIs through a
:class:`~farmhouse.core.match.Match` (each AI sees only its own view), for the replay and
take-back tests."""

from __future__ import annotations

from farmhouse.core import registry
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, replay

#: Every game with its most players (the most hidden hands).
GAMES = {
    game_id: registry.get_game(game_id).player_counts.stop - 1 for game_id in registry.game_ids()
}


def seats(kinds: str) -> list[Seat]:
    """One seat per letter: ``H`` a person (named), ``A`` an easy AI."""
    return [
        Seat(f"P{i + 1}") if kind == "H" else Seat(None, "ai", "easy")
        for i, kind in enumerate(kinds)
    ]


def play(match: Match, until: int | None = None, seed: int = 0) -> Match:
    """``match`` played on by ``easy`` AIs for every seat (people too) until it is over or
    holds ``until`` actions; returns it."""
    ais = [make_ai(match.game_id, "easy", seed + i) for i in range(len(match.seats))]
    while not match.is_over and (until is None or len(match.actions) < until):
        seat = match.to_move
        assert seat is not None
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[seat].choose(view, legal, 1.0, CancelToken()))
    return match


def new_game(game_id: str, kinds: str | None = None, seed: int = 7) -> Match:
    """A new match of ``game_id`` (``kinds`` as :func:`seats`; default all AIs, most players)."""
    return Match.new(game_id, seats(kinds or "A" * GAMES[game_id]), None, seed)


def finished(game_id: str, seed: int = 7) -> Match:
    """A whole game of ``game_id`` at its most players."""
    return play(new_game(game_id, seed=seed), seed=seed)


def plain_states(match: Match) -> list[object]:
    """The states of ``match`` from the deal on, by a plain apply loop."""
    game = match.game
    state = game.setup(len(match.seats), match.options, match.seed)
    states = [state]
    for action in match.actions:
        state, _ = game.apply(state, action)
        states.append(state)
    return states


def prefix(match: Match, count: int) -> Match:
    """``match`` as it stood after its first ``count`` actions (rebuilt by replay)."""
    return replay(match.game_id, match.seats, match.options, match.seed, match.actions[:count])
