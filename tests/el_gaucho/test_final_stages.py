"""``rules.final_stages``: the positions El Gaucho's board shows the final sales (EG-8.4 step
2) from, seat after seat, so that the game log and the side panel's totals can follow them."""

from __future__ import annotations

import random

import attrs
import pytest

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.el_gaucho.data import BREEDS
from farmhouse.games.el_gaucho.rules import Options, final_stages


def last_events(players: int, seed: int) -> tuple[Match, list]:
    """A random game played to its end and the events of its last action."""
    rng = random.Random(seed)
    match = Match.new("el_gaucho", [Seat(f"P{i}") for i in range(players)], Options(), seed)
    events: list = []
    while not match.is_over:
        events = match.apply(rng.choice(list(match.legal_actions())))
    return match, events


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8), (4, 5), (4, 11)])
def test_eg_8_4_final_stages_undo_the_final_sales_seat_after_seat(players, seed):
    match, events = last_events(players, seed)
    view = match.view(0)
    sales = [e for e in events if e.key == "EG.sale" and e.params["kind"] == "final"]
    stages = final_stages(view, events)
    assert sales and len(stages) >= 2
    assert stages[0][0] == [] and [e for group, _ in stages for e in group] == sales
    first = stages[0][1]
    assert first.phase == "final" and not first.game_over
    for sale in sales:  # every sold herd is back before the sales, as it was sold
        p = sale.params
        herd = first.herds[p["seat"]][BREEDS.index(p["breed"])]
        assert len(herd) == p["count"] and max(herd) == p["highest"]
    for (_, shown), (group, after) in zip(stages, stages[1:], strict=False):
        seat = group[0].params["seat"]
        assert {e.params["seat"] for e in group} == {seat}  # one seat's sales at a time
        won = [after.money[s] - shown.money[s] for s in range(players)]
        assert won == [
            sum(e.params["pesos"] for e in group) if s == seat else 0 for s in range(players)
        ]
        assert all(not after.herds[seat][BREEDS.index(e.params["breed"])] for e in group)
        assert len(after.ledger[seat]) == len(shown.ledger[seat]) + len(group)
    assert attrs.evolve(stages[-1][1], phase="over") == view  # the last: the end, not yet over


def test_final_stages_are_none_before_the_end_or_without_final_sales():
    match, events = last_events(2, 3)
    assert final_stages(match.view(0), [e for e in events if e.key != "EG.sale"]) == []
    assert final_stages(None, events) == []
    fresh = Match.new("el_gaucho", [Seat("A"), Seat("B")], Options(), 1)
    assert final_stages(fresh.view(0), events) == []
