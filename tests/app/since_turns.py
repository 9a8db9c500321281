"""What the "Since your last turn" tests of the boards share (issue 18): games of Player 1
against easy AIs replayed to Player 1's turns, and the panels' text without the marks that
keep words whole."""

from __future__ import annotations

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, replay


def bare(text: str) -> str:
    """``text`` without the marks that keep words whole (word joiners, no-break spaces)."""
    return text.replace("\u2060", "").replace("\xa0", " ")


def player_1_turns(
    game_id: str, players: int, seed: int, turns: int, *, step: int = 1, after_others: bool = False
) -> list[Match]:
    """Player 1 against ``players`` − 1 easy AIs (seeded 100 + seat) in ``game_id``, each
    a match of its own replayed to the start of one of Player 1's decisions after its first:
    ``turns`` of them, every ``step``-th; with ``after_others`` only decisions right after
    another seat's (the first of Player 1's turn)."""
    seats = [Seat("Player 1")] + [Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)]
    match = Match.new(game_id, seats, None, seed)
    ais = {i: make_ai(game_id, "easy", 100 + i) for i in range(players)}
    at: list[int] = []
    while not match.is_over and len(at) < step * turns:
        if match.to_move == 0 and match.has_decided(0):
            if not after_others or match.movers[-1] != 0:
                at.append(len(match.actions))
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
    return [replay(game_id, seats, None, seed, match.actions[:n]) for n in at[::step]]
