"""tools/black_sheep_hero_screen.py: its reference variant is ``normal`` and its games are the
arena's (so the screens' figures compare with the arena's)."""

from __future__ import annotations

import importlib.util
import json
import math
import random
from pathlib import Path

import pytest

from farmhouse import arena
from farmhouse.core.ai import make_ai
from farmhouse.games.black_sheep import ai
from farmhouse.games.black_sheep.rules import GAME, Options, Play

_PATH = Path(__file__).parents[2] / "tools" / "black_sheep_hero_screen.py"
_spec = importlib.util.spec_from_file_location("black_sheep_hero_screen", _PATH)
assert _spec is not None and _spec.loader is not None
screen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(screen)


def test_the_estimate_without_peeking_or_risk_is_normals():
    rand = random.Random(3).random
    state = GAME.setup(4, Options(), 3)
    checked = 0
    while state.to_move is not None:
        legal = GAME.legal_actions(state)
        view = GAME.view(state, state.to_move)
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) > 1 and state.turn % 4 == 0:
            mine = screen.estimate(view, plays, ai._decision_rng(5, view), 16)
            normal = ai._standings(view, plays, ai._decision_rng(5, view), 16, math.inf, None)
            assert mine == normal
            risky = screen.estimate(view, plays, ai._decision_rng(5, view), 16, risk=0.3)
            assert risky != normal
            checked += 1
        state, _ = GAME.apply(state, legal[int(rand() * len(legal))])
    assert checked > 5


def test_the_reference_hero_plays_the_arenas_game():
    """Hero ``normal`` in a 3-player screen game = the arena's game of three ``normal``s."""
    mine = screen.play("normal", 1, 7, 3, 600)
    seed = arena.game_seeds(7, 2)[1]
    theirs = arena.play_game(
        "black_sheep", ["normal"] * 3, seed, index=1, budget_s=30.0, ai_factory=make_ai
    )
    assert mine["scores"] == list(theirs.scores)
    assert mine["winners"] == list(theirs.winners)
    assert mine["hero"] == arena.seat_levels(["hard", "normal", "normal"], 1).index("hard")


def test_a_hard_variant_sets_the_search_hooks(monkeypatch):
    """``hard:NAME=VALUE,...`` sets those attributes of the game's search hooks (numbers,
    words, ``a/b`` pairs); an attribute the hooks do not have is refused."""
    hooks = ai.SEARCH_HOOKS
    for name in ("exploration", "root_width", "reward", "horizon"):
        monkeypatch.setattr(hooks, name, getattr(hooks, name))  # restored after the test
    screen.Hero("hard:exploration=0.3,root_width=5/0,reward=rank,horizon=4", 1, 10)
    assert hooks.exploration == 0.3
    assert hooks.root_width == (5, 0)
    assert hooks.reward == "rank"
    assert hooks.horizon == 4 and isinstance(hooks.horizon, int)
    with pytest.raises(ValueError, match="no 'loudness'"):
        screen.Hero("hard:loudness=11", 1, 10)


@pytest.mark.parametrize("variant", ["clairvoyant", "true-hands"])
def test_the_peeking_searches_search_worlds_with_the_true_hands(monkeypatch, variant):
    """``clairvoyant`` searches the true state itself and ``true-hands`` worlds with the other
    seats' true hands: every world the search walks from has them (the search samples through
    the game's ``sampler``, which the tool must replace, not ``sample_state``)."""
    state = GAME.setup(4, Options(), 8)
    rand = random.Random(8).random
    for _ in range(9):
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, legal[int(rand() * len(legal))])
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = list(GAME.legal_actions_in_view(view))
    hero = screen.Hero(variant, 5, 40)
    hero.true_state = state
    hands = []
    considered = ai.SEARCH_HOOKS.candidates

    def recording(world, actions):
        if world.turn == state.turn:
            hands.append(world.hands)
        return considered(world, actions)

    monkeypatch.setattr(ai.SEARCH_HOOKS, "candidates", recording)
    hero.choose(view, legal, 1.0)
    assert len(hands) >= 40
    assert all(h == state.hands for h in hands)


def test_a_run_writes_its_games_and_compare_reads_them(tmp_path, capsys):
    """The command line: a run of ``normal`` appends one JSON line a game, a second run
    adds to the same file, and ``--compare`` gives the hero's wins with their interval and,
    against a second file, the games both have (the screens' shared part,
    ``tools/hero_screens.py``)."""
    out = tmp_path / "normal.jsonl"
    assert screen.main(["normal", "--games", "2", "--players", "3", "--out", str(out)]) == 0
    assert (
        screen.main(["normal", "--first", "2", "--games", "1", "--players", "3", "--out", str(out)])
        == 0
    )
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["i"] for r in records] == [0, 1, 2]
    wins = sum(1 / len(r["winners"]) for r in records if r["hero"] in r["winners"])
    other = tmp_path / "other.jsonl"
    other.write_text("\n".join(json.dumps(r) for r in records[1:]) + "\n")
    capsys.readouterr()
    assert screen.main(["--compare", str(out), str(other)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith(f"{out}: {wins:g}/3 = {100 * wins / 3:.1f}% (")
    assert printed[2].startswith(f"  {other} vs {out} on 2 common games: wins ")
    assert "only it 0, only the reference 0; margin difference +0.00 +- 0.00" in printed[2]
