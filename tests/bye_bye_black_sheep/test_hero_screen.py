"""tools/bye_bye_hero_screen.py: its games are the arena's (the reference ``normal`` and the
``hard`` variant play them action for action, so its figures compare with the arena's), its
peeking searches search the true state, and its statistics by place in the turn order count
what they say."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from farmhouse import arena
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.search import search
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.bye_bye_black_sheep import ai
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Options, Phase, copy_state

_PATH = Path(__file__).parents[2] / "tools" / "bye_bye_hero_screen.py"
_spec = importlib.util.spec_from_file_location("bye_bye_hero_screen", _PATH)
assert _spec is not None and _spec.loader is not None
screen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(screen)

GAME_ID = "bye_bye_black_sheep"


def test_the_reference_hero_plays_the_arenas_game():
    """Hero ``normal`` in a 4-player screen game = the arena's game of four ``normal``s."""
    mine = screen.play("normal", 2, 7, 4, 100)
    seed = arena.game_seeds(7, 3)[2]
    theirs = arena.play_game(GAME_ID, ["normal"] * 4, seed, index=2, ai_factory=make_ai)
    assert mine["scores"] == list(theirs.scores)
    assert mine["winners"] == list(theirs.winners)
    assert mine["turns"] == theirs.match.state.turns
    assert mine["hero"] == arena.seat_levels(["hard"] + ["normal"] * 3, 2).index("hard")
    assert mine["order"] == (mine["hero"] - theirs.match.state.start_player) % 4
    assert mine["decisions"] == 0


def test_the_hard_hero_plays_the_arenas_game_with_one_worker(monkeypatch):
    """Hero ``hard`` at N iterations = ``python -m farmhouse.arena --iterations N --workers 1``:
    the same actions in the same game."""
    index, seed, iterations = 1, 3, 25
    levels = arena.seat_levels(["hard", "normal", "normal"], index)
    game_seed = arena.game_seeds(seed, index + 1)[index]
    theirs_actions = []
    with SearchPool(1) as pool:

        def factory(game_id, level, ai_seed):
            player = make_ai(game_id, level, ai_seed, iterations=iterations, pool=pool)
            if level == "hard":
                choose = player.choose

                def recording(view, legal, budget_s, cancel):
                    action = choose(view, legal, budget_s, cancel)
                    theirs_actions.append(action)
                    return action

                player.choose = recording
            return player

        theirs = arena.play_game(GAME_ID, levels, game_seed, index=index, ai_factory=factory)
    actions = []
    original = screen.Hero.choose

    def recording(self, view, legal, budget_s):
        action = original(self, view, legal, budget_s)
        actions.append(action)
        return action

    monkeypatch.setattr(screen.Hero, "choose", recording)
    mine = screen.play("hard", index, seed, 3, iterations)
    assert len(actions) > 5
    assert actions == theirs_actions
    assert mine["winners"] == list(theirs.winners)
    assert mine["decisions"] > 3
    assert screen.Hero("hard", 0, 1).hooks is not ai.SEARCH_HOOKS  # each hero has its own


def test_a_variant_sets_its_own_search_hooks():
    """``hard:NAME=VALUE,...`` sets those attributes of the hero's own copy of the hooks
    (numbers, words, None); the game's hooks stay as they are; a name the hooks do not have
    is refused, and so is an unknown variant."""
    hero = screen.Hero("hard:exploration=0.2,playout_rounds=2,policy_noise=0.05", 1, 10)
    assert hero.hooks.exploration == 0.2
    assert hero.hooks.playout_rounds == 2 and isinstance(hero.hooks.playout_rounds, int)
    assert hero.hooks.policy_noise == 0.05
    assert screen.Hero("hard:playout_rounds=none", 1, 10).hooks.playout_rounds is None
    assert ai.SEARCH_HOOKS.exploration == ai.ByeByeHooks.exploration
    with pytest.raises(ValueError, match="no 'loudness'"):
        screen.Hero("hard:loudness=11", 1, 10)
    with pytest.raises(ValueError, match="unknown variant"):
        screen.Hero("psychic", 1, 10)


def _midgame(seed: int, steps: int):
    state = GAME.setup(5, Options(), seed)
    rand = random.Random(seed).random
    for _ in range(steps):
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[int(rand() * len(legal))])[0]
    while len(GAME.legal_actions(state)) < 2:
        state = GAME.apply(state, GAME.legal_actions(state)[0])[0]
    return state


@pytest.mark.parametrize("variant", ["clairvoyant", "omniscient"])
def test_the_peeking_searches_search_the_true_state(monkeypatch, variant):
    """``clairvoyant`` and ``omniscient`` search worlds that are the true state (hands, pile,
    removed cards) in every iteration; only ``omniscient``'s worlds have the game's own
    generator (the search samples through the game's ``sampler``, which the hero replaces
    for its decision and gives back)."""
    state = _midgame(4, 30)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = list(GAME.legal_actions_in_view(view))
    hero = screen.Hero(variant, 5, 40)
    hero.true_state = state
    worlds = []
    considered = hero.hooks.candidates

    def recording(world, actions):
        if world.step == state.step:
            worlds.append(copy_state(world))
        return considered(world, actions)

    monkeypatch.setattr(hero.hooks, "candidates", recording)
    monkeypatch.setattr(hero.hooks, "root_candidates_from_view", False)
    hero.choose(view, legal, 1.0)
    assert len(worlds) == 40
    for world in worlds:
        assert world.hands == state.hands and world.pile == state.pile
        assert world.removed == state.removed
        assert (world.rng.state == state.rng.state) is (variant == "omniscient")
    assert "sampler" not in vars(GAME)  # the game's own sampler again


def test_the_hard_hero_searches_sampled_worlds(monkeypatch):
    """The plain ``hard`` hero never sees the true state: its worlds are sampled from the
    view (some differ from the true hands)."""
    state = _midgame(4, 30)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = list(GAME.legal_actions_in_view(view))
    hero = screen.Hero("hard", 5, 40)
    hero.true_state = state
    hands = []
    considered = hero.hooks.candidates

    def recording(world, actions):
        if world.step == state.step:
            hands.append(world.hands)
        return considered(world, actions)

    monkeypatch.setattr(hero.hooks, "candidates", recording)
    monkeypatch.setattr(hero.hooks, "root_candidates_from_view", False)
    hero.choose(view, legal, 1.0)
    assert any(h != state.hands for h in hands)
    assert all(h[seat] == state.hands[seat] for h in hands)


def test_positions_counts_wins_and_early_ends_by_place(tmp_path, capsys):
    """``--positions``: wins by place in the turn order over every seat, and a seat counted
    as beaten before its 2nd (3rd) turn when another seat won on an earlier turn."""
    records = [
        # 3 players, start 1: places 0, 1, 2 are seats 1, 2, 0; seat 2 wins on turn 1
        {"i": 0, "hero": 0, "start": 1, "order": 2, "scores": [0, 0, 3], "winners": [2],
         "turns": 1, "ended_by": "bb.end.triplets", "decisions": 0, "cpu": 0.1},
        # start 0: seat 0 (place 0) wins on turn 6 (its 3rd turn)
        {"i": 1, "hero": 1, "start": 0, "order": 1, "scores": [3, 0, 0], "winners": [0],
         "turns": 6, "ended_by": "bb.end.triplets", "decisions": 0, "cpu": 0.1},
    ]  # fmt: skip
    path = tmp_path / "normal.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    screen.positions([str(path)])
    out = capsys.readouterr().out
    assert "  0: 1/2 = 50.0%" in out  # seat 0 of game 1
    assert "  1: 1/2 = 50.0%" in out  # seat 2 of game 0
    assert "  2: 0/2 = 0.0%" in out
    # game 0, turn 1: beaten before the 2nd turn are place 0 (seat 1, its 2nd turn is turn
    # 3) and place 2 (seat 0, whose 1st turn is turn 2); game 1, turn 6: places 1 and 2 are
    # beaten before their 3rd turn (turns 7 and 8), not before their 2nd
    lines = out.splitlines()
    start = lines.index("won by another seat before the seat's 2nd turn / 3rd turn, by place:")
    assert lines[start + 1].startswith("  0: 1/2 = 50.0%") and lines[start + 1].endswith(
        "/ 1/2 = 50.0% (9.5-90.5%)"
    )
    assert lines[start + 2].startswith("  1: 0/2 = 0.0%") and "/ 1/2" in lines[start + 2]
    assert lines[start + 3].startswith("  2: 1/2 = 50.0%") and "/ 2/2" in lines[start + 3]


def test_phase_noise_hooks_set_the_policy_s_noise_per_phase():
    """:class:`PhaseNoiseHooks` with every phase's noise at the default searches exactly as
    the game's hooks do; with no noise at draw-or-stop decisions the policy there is always
    the draw rule's choice, with noise 1 it is a random legal action."""
    state = _midgame(6, 12)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = list(GAME.legal_actions_in_view(view))
    plain = screen.make_hooks("")
    same = screen.make_hooks("draw_noise=0.1,eagle_noise=0.1,other_noise=0.1")
    assert type(plain) is ai.ByeByeHooks and isinstance(same, screen.PhaseNoiseHooks)
    runs = [search(GAME, h, view, legal, seed=4, iterations=150) for h in (plain, same)]
    assert runs[0].stats == runs[1].stats
    quiet = screen.make_hooks("draw_noise=0,other_noise=0.5")
    loud = screen.make_hooks("draw_noise=1,other_noise=0")
    draw_state = _midgame(6, 0)
    assert draw_state.phase is Phase.DRAW
    rand = random.Random(1).random
    rule = quiet._draw_choice(draw_state)
    assert all(quiet.policy(draw_state, rand) == rule for _ in range(50))
    assert any(loud.policy(draw_state, rand) != rule for _ in range(50))


def test_the_hands_hero_is_normal_with_the_true_hands_in_its_view():
    """``hands``: ``normal``'s choice at the view in which the seat knows every hand whole,
    which is not its choice at the true view (some decision differs in a game)."""
    hero = screen.Hero("hands", 3, 1)
    normal = make_ai(GAME_ID, "normal", 3)
    state = GAME.setup(5, Options(), 12)
    seen = []

    class Recording:
        def choose(self, v, *rest):
            seen.append(v)
            return normal.choose(v, *rest)

    hero.normal = Recording()
    differs = 0
    for _ in range(120):
        seat = GAME.to_move(state)
        if seat is None:
            break
        view = GAME.view(state, seat)
        legal = list(GAME.legal_actions_in_view(view))
        hero.true_state = state
        seen.clear()
        action = hero.choose(view, legal, 1.0)
        if len(legal) > 1:
            assert seen[0].known == tuple(state.hands)
            assert seen[0].hand == view.hand
            differs += action != normal.choose(view, legal, 1.0, CancelToken())
        state = GAME.apply(state, action)[0]
    assert differs > 0


def test_hard_with_fixed_worlds_searches_only_those(monkeypatch):
    """``hard:worlds=K`` deals K worlds from the view once per decision and searches only
    them (each with its own chance), where ``hard`` deals a new world every iteration; the
    setting is for ``hard`` only."""
    state = _midgame(4, 30)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = list(GAME.legal_actions_in_view(view))
    seen = {}
    for variant in ("hard", "hard:worlds=3"):
        hero = screen.Hero(variant, 5, 60)
        hands = seen[variant] = []
        considered = hero.hooks.candidates

        def recording(world, actions, hands=hands, considered=considered):
            if world.step == state.step:
                hands.append(tuple(world.hands))
            return considered(world, actions)

        monkeypatch.setattr(hero.hooks, "candidates", recording)
        monkeypatch.setattr(hero.hooks, "root_candidates_from_view", False)
        hero.choose(view, legal, 1.0)
    assert len(seen["hard"]) == len(seen["hard:worlds=3"]) == 60
    assert len(set(seen["hard:worlds=3"])) == 3
    assert len(set(seen["hard"])) > 30
    assert "sampler" not in vars(GAME)
    with pytest.raises(ValueError, match="for hard only"):
        screen.Hero("clairvoyant:worlds=2", 1, 10)
