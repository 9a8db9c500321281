"""Wooly Bully figures for ``python -m benchmarks --game wooly_bully``.

- Legal-placement generation as the board does it on every pointer move: for a hand of 8
  tiles on a landscape of 60+ tiles, every (tile, face, rotation, cell) that fits
  (``landscape.placements``), and the whole ``GAME.legal_actions`` of such states.
- The targets of the Wooly Bully issue, measured here on the demanding cases: uniformly
  random full games with 4 players (≥ 20/s; also as a search's rollouts, the same games), ``normal`` AI decisions on landscapes of 60+
  tiles and every ``normal`` move of whole games against ``easy`` (p95 ≤ 200 ms each), save and load of a finished 4-player game (≤ 20 ms each). Each is
  printed with PASS or FAIL.
- The board on landscapes of 60+ tiles (the common "board" line plays random games, which
  end early): a move's scene update and update + paint (p95 ≤ 16 ms, one frame), in wall
  time and in CPU time of the process (steadier on a busy machine), and the pointer moving
  over the landscape with a tile chosen (the ghost and the lit places: p95 ≤ 16 ms).
"""

from __future__ import annotations

import argparse
import copyreg
import io
import pickle
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import attrs

from farmhouse import arena
from farmhouse.core import game as core_game
from farmhouse.core import saves
from farmhouse.core.ai import CancelToken
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.core.search import SearchHooks
from farmhouse.games.wooly_bully import ai
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import STANDARD, Catalogue
from farmhouse.games.wooly_bully.rules import GAME, Options, Quit, State, place_options

TARGETS = {
    "board_paint_p95_ms": 16.0,
    "pointer_p95_ms": 16.0,
    "placements_median_ms": 5.0,
    "placements_p95_ms": 16.0,
    "random_games_4p_per_s": 20.0,
    "normal_p95_ms": 200.0,
    "save_ms": 20.0,
    "load_ms": 20.0,
}


def _big_states(count: int, min_tiles: int = 60) -> list[State]:
    """Late states of long random games (quits are avoided) with ``min_tiles`` or more."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        rng = Rng.from_seed(seed)
        state = GAME.setup(4, Options(), 9000 + seed)
        while GAME.to_move(state) is not None:
            legal = [a for a in GAME.legal_actions(state) if not isinstance(a, Quit)]
            if not legal:
                legal = list(GAME.legal_actions(state))
            if len(state.board.cells) >= min_tiles and len(found) < count:
                found.append(state)
            state, _ = GAME.apply(state, rng.choice(legal))
        seed += 1
    return found


def _percentile(values: list[float], q: float) -> float:
    return arena.percentile(values, q)


def placements(repeat: int = 200) -> dict[str, Any]:
    """Time legal-placement generation for hands of 8 on landscapes of 60+ tiles."""
    states = _big_states(8)
    rng = Rng.from_seed(7)
    times: list[float] = []
    found: list[int] = []
    legal_times: list[float] = []
    for i in range(repeat):
        state = states[i % len(states)]
        on_board = set(state.board.tiles())
        pool = [t for t in state.catalogue.bag_tiles if t not in on_board]
        rng.shuffle(pool)
        hand = sorted(pool[:8])
        options = place_options(state.catalogue, hand)
        start = time.perf_counter()
        result = ls.placements(state.board, options)
        times.append(time.perf_counter() - start)
        found.append(len(result))
    for state in states:
        start = time.perf_counter()
        GAME.legal_actions(state)
        legal_times.append(time.perf_counter() - start)
    return {
        "landscape_tiles": [len(s.board.cells) for s in states],
        "open_cells": round(statistics.fmean(len(s.board.open_cells) for s in states), 1),
        "hand": 8,
        "calls": repeat,
        "placements_found": round(statistics.fmean(found), 1),
        "median_ms": round(statistics.median(times) * 1000, 3),
        "p95_ms": round(_percentile(times, 95) * 1000, 3),
        "legal_actions_median_ms": round(statistics.median(legal_times) * 1000, 3),
    }


def random_games_4p(seconds: float) -> dict[str, Any]:
    """Uniformly random full 4-player games (as benchmarks/run.py plays them), both ways:
    through ``legal_actions`` + ``apply`` (events and all) and as a search plays them out
    (``WoolyBully.rollout``: the same games without events, copies or checks). Both play the
    same seeds with the same choices (``random.Random``), in alternating rounds of 40 games,
    so a drift of the machine's speed counts against both; a round of each goes first,
    untimed."""
    spent = {"apply": 0.0, "rollout": 0.0}
    games = actions = 0
    ways = {
        "apply": lambda st, rand: core_game.rollout_by_apply(GAME, st, rand),
        "rollout": GAME.rollout,
    }

    def play(way: str, first: int) -> int:
        count = 0
        for seed in range(first, first + 40):
            count += ways[way](GAME.setup(4, Options(), seed), random.Random(seed).random)[1]
        return count

    play("apply", 0)
    play("rollout", 0)
    first = 40
    while games < 80 or sum(spent.values()) < seconds:
        for way in ways:
            start = time.process_time()
            played = play(way, first)
            spent[way] += time.process_time() - start
        actions += played
        games += 40
        first += 40
    apply_rate = games / spent["apply"]
    rollout_rate = games / spent["rollout"]
    return {
        "games": games,
        "actions": actions,
        "games_per_s": round(apply_rate, 1),
        "rollout_games_per_s": round(rollout_rate, 1),
        "rollout_ratio": round(rollout_rate / apply_rate, 2),
    }


def _with_big_hand(state: State, size: int) -> State:
    """``state`` with the seat to move holding ``size`` tiles: the missing ones are taken
    from the bag, then from the other hands (every tile stays accounted for)."""
    s = attrs.evolve(state, hands=[list(h) for h in state.hands], bag=list(state.bag))
    hand = s.hands[s.actor]
    for source in [s.bag, *(h for i, h in enumerate(s.hands) if i != s.actor)]:
        while len(hand) < size and source:
            hand.append(source.pop())
    hand.sort()
    return s


def normal_on_big_landscapes(decisions: int = 40) -> dict[str, Any]:
    """``normal`` decision times on landscapes of 60+ tiles, the seat to move holding 12
    tiles (the demanding case: many placements to weigh)."""
    states = [_with_big_hand(s, 12) for s in _big_states(decisions)]
    player = ai.make_player("normal", 1)
    times: list[float] = []
    legal_counts: list[int] = []
    for state in states:
        seat = GAME.to_move(state)
        assert seat is not None
        view = GAME.view(state, seat)
        legal = GAME.legal_actions_in_view(view)
        legal_counts.append(len(legal))
        start = time.perf_counter()
        player.choose(view, legal, 1.0, CancelToken())
        times.append(time.perf_counter() - start)
    return {
        "decisions": len(times),
        "legal_actions_mean": round(statistics.fmean(legal_counts), 1),
        "p50_ms": round(_percentile(times, 50) * 1000, 2),
        "p95_ms": round(_percentile(times, 95) * 1000, 2),
        "max_ms": round(max(times) * 1000, 2),
    }


def normal_in_games(games: int = 6) -> dict[str, Any]:
    """``normal`` decision times over whole arena games against ``easy`` (half with 2
    players, half with 4): every move it makes, median and p95."""
    times: list[float] = []
    for g in range(games):
        levels = ["normal", "easy"] if g % 2 == 0 else ["normal", "easy", "easy", "easy"]
        seed = 5000 + g
        result = arena.play_game("wooly_bully", arena.seat_levels(levels, g), seed, index=g)
        for s, level in enumerate(result.levels):
            if level == "normal":
                times.extend(result.times[s])
    return {
        "games": games,
        "decisions": len(times),
        "p50_ms": round(_percentile(times, 50) * 1000, 2),
        "p95_ms": round(_percentile(times, 95) * 1000, 2),
        "max_ms": round(max(times) * 1000, 2),
    }


def save_and_load(repeat: int = 10) -> dict[str, Any]:
    """Median save and load (replay + digest check) of a finished 4-player game whose
    players avoid quitting (a long game)."""
    seats = [Seat(f"P{i}", "ai", "easy") for i in range(4)]
    match = Match.new("wooly_bully", seats, None, 77)
    rng = Rng.from_seed(77)
    while not match.is_over:
        legal = [
            a for a in match.legal_actions() if not isinstance(a, Quit)
        ] or match.legal_actions()
        match.apply(rng.choice(legal))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "wb.farmhouse"
        save, load = [], []
        for _ in range(repeat):
            start = time.perf_counter()
            saves.save_match(match, path)
            save.append(time.perf_counter() - start)
            start = time.perf_counter()
            saves.load_match(path)
            load.append(time.perf_counter() - start)
        size = path.stat().st_size
    return {
        "actions": len(match.actions),
        "tiles": len(match.state.board.cells),
        "file_bytes": size,
        "save_ms": round(statistics.median(save) * 1000, 2),
        "load_ms": round(statistics.median(load) * 1000, 2),
    }


def board_big(min_tiles: int = 60, games: int = 2) -> dict[str, Any] | None:
    """Board timings of long 4-player games (quits avoided) once the landscape holds
    ``min_tiles`` tiles, seen by seat 0 at 1500 × 1000 (offscreen, no animations); None if Qt
    cannot start."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtCore import QPoint
        from PySide6.QtWidgets import QApplication

        from benchmarks.board import pointer_move
        from farmhouse.app.board import paint_on_one_thread
        from farmhouse.app.board.svg import SVG_CACHE
        from farmhouse.games.wooly_bully.board import create_board
        from farmhouse.games.wooly_bully.board.layout import cell_centre
    except ImportError:
        return None
    paint_on_one_thread()  # as the app does
    app = QApplication.instance() or QApplication(["farmhouse-benchmarks"])
    board = create_board(None)
    board.resize(1500, 1000)
    board.set_animation_speed(0.0)
    board.show()
    app.processEvents()
    rng = Rng.from_seed(11)
    wall: list[float] = []
    cpu: list[float] = []
    update: list[float] = []
    pointer: list[float] = []
    pointer_cpu: list[float] = []
    tiles: list[int] = []
    for g in range(games):
        seats = [Seat(f"P{i + 1}") for i in range(4)]
        match = Match.new("wooly_bully", seats, None, 31 + g)
        names = [s.name for s in match.seats]
        while not match.is_over:
            legal = [a for a in match.legal_actions() if not isinstance(a, Quit)]
            events = match.apply(rng.choice(legal or match.legal_actions()))
            legal = match.legal_actions() if match.to_move == 0 else []
            seen = [e for e in events if e.visible_to(0)]
            SVG_CACHE.warm()  # the pause between moves, as in benchmarks/board.py
            start, start_cpu = time.perf_counter(), time.process_time()
            board.show_view(match.view(0), legal, seen, names)
            shown = time.perf_counter()
            app.processEvents()
            app.processEvents()
            if len(match.state.board.cells) < min_tiles:
                continue
            update.append((shown - start) * 1000)
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            tiles.append(len(match.state.board.cells))
            if legal and board.tray_items and len(pointer) < 400:
                board.pick(("hand", match.view(0).hand[0]))  # (the first tile taken up)
                for cell in list(match.state.board.open_cells)[:20]:
                    point = board.mapFromScene(cell_centre(cell))
                    began, began_cpu = time.perf_counter(), time.process_time()
                    pointer_move(board, point)
                    app.processEvents()
                    pointer.append((time.perf_counter() - began) * 1000)
                    pointer_cpu.append((time.process_time() - began_cpu) * 1000)
                while board.selection:  # (put back)
                    board.step_back()
                pointer_move(board, QPoint(5, 5))
    board.close()
    board.deleteLater()
    app.processEvents()
    if not wall:
        return None
    return {
        "moves": len(wall),
        "tiles": f"{min(tiles)}-{max(tiles)}",
        "update_p95_ms": round(_percentile(update, 95), 2),
        "paint_p50_ms": round(statistics.median(wall), 2),
        "paint_p95_ms": round(_percentile(wall, 95), 2),
        "paint_cpu_p50_ms": round(statistics.median(cpu), 2),
        "paint_cpu_p95_ms": round(_percentile(cpu, 95), 2),
        "pointer_moves": len(pointer),
        "pointer_p50_ms": round(statistics.median(pointer), 2) if pointer else 0.0,
        "pointer_p95_ms": round(_percentile(pointer, 95), 2) if pointer else 0.0,
        "pointer_cpu_p95_ms": round(_percentile(pointer_cpu, 95), 2) if pointer else 0.0,
    }


def decision_cost(repeat: int = 20) -> dict[str, Any]:
    """What a ``hard`` decision costs outside its search, in the process that asks (the GUI's):
    the decision key (:meth:`WoolyBullyHooks.decision_key` against the core's default, a
    digest of the view's ``repr``) and the pickle the search pool sends its workers, the
    ``(view, legal)`` of the decision, with the standard catalogue by reference (as it is
    pickled now) and by value (as before: its tiles and fit cache), on late 4-player views
    (60+ tiles, a hand of 12). CPU ms per decision, sizes in bytes; the ratios are old/new."""
    views = []
    for state in _big_states(6):
        state = _with_big_hand(state, 12)
        seat = GAME.to_move(state)
        if seat is None:
            continue
        view = GAME.view(state, seat)
        views.append((view, GAME.legal_actions_in_view(view)))
    hooks = ai.SEARCH_HOOKS
    default = SearchHooks(GAME)

    def by_value(obj: Any) -> bytes:
        buffer = io.BytesIO()
        pickler = pickle.Pickler(buffer, pickle.HIGHEST_PROTOCOL)
        pickler.dispatch_table = copyreg.dispatch_table.copy()
        pickler.dispatch_table[Catalogue] = lambda c: (
            _catalogue_by_value,
            (c.tiles, c.fingerprint, c.fit_cache),
        )
        pickler.dump(obj)
        return buffer.getvalue()

    def cpu_ms(work: Any) -> float:
        start = time.process_time()
        for _ in range(repeat):
            for view, legal in views:
                work(view, legal)
        return (time.process_time() - start) * 1000 / (repeat * len(views))

    new_key = cpu_ms(lambda v, _l: hooks.decision_key(v))
    old_key = cpu_ms(lambda v, _l: default.decision_key(v))
    new_pickle = cpu_ms(lambda v, a: pickle.loads(pickle.dumps((v, a), pickle.HIGHEST_PROTOCOL)))
    old_pickle = cpu_ms(lambda v, a: pickle.loads(by_value((v, a))))
    new_bytes = [len(pickle.dumps(d, pickle.HIGHEST_PROTOCOL)) for d in views]
    old_bytes = [len(by_value(d)) for d in views]
    return {
        "views": len(views),
        "key_ms": round(new_key, 3),
        "default_key_ms": round(old_key, 3),
        "key_ratio": round(old_key / new_key, 1) if new_key else None,
        "pickle_bytes_max": max(new_bytes),
        "by_value_bytes_max": max(old_bytes),
        "pickle_round_trip_ms": round(new_pickle, 3),
        "by_value_round_trip_ms": round(old_pickle, 3),
        "pickle_ratio": round(old_pickle / new_pickle, 1) if new_pickle else None,
    }


def _catalogue_by_value(tiles: Any, fingerprint: str, fit_cache: Any) -> Any:
    """What unpickling a catalogue by value did before it pickled by reference (for
    :func:`decision_cost`'s comparison): the tiles and cache loaded, then the module's."""
    del tiles, fingerprint, fit_cache
    return STANDARD


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """Every Wooly Bully figure (see the module docstring)."""
    seconds = float(getattr(args, "seconds", 5.0))
    result = {
        "placements": placements(),
        "random_games_4p": random_games_4p(min(seconds, 5.0)),
        "normal_big": normal_on_big_landscapes(),
        "normal_games": normal_in_games(),
        "save_load": save_and_load(),
        "board_big": board_big(),
        "decision_cost": decision_cost(),
    }
    p, r, n, s = (
        result["placements"],
        result["random_games_4p"],
        result["normal_big"],
        result["save_load"],
    )
    result["checks"] = {
        "placements_median_ms": p["median_ms"] <= TARGETS["placements_median_ms"],
        "placements_p95_ms": p["p95_ms"] <= TARGETS["placements_p95_ms"],
        "random_games_4p_per_s": r["games_per_s"] >= TARGETS["random_games_4p_per_s"],
        "normal_p95_ms": n["p95_ms"] <= TARGETS["normal_p95_ms"],
        "normal_games_p95_ms": result["normal_games"]["p95_ms"] <= TARGETS["normal_p95_ms"],
        "save_ms": s["save_ms"] <= TARGETS["save_ms"],
        "load_ms": s["load_ms"] <= TARGETS["load_ms"],
    }
    b = result["board_big"]
    if b is not None:
        # CPU time: what the board itself costs, whatever else the machine is doing
        result["checks"]["board_paint_p95_ms"] = (
            b["paint_cpu_p95_ms"] <= TARGETS["board_paint_p95_ms"]
        )
        result["checks"]["pointer_p95_ms"] = b["pointer_cpu_p95_ms"] <= TARGETS["pointer_p95_ms"]
    return result


def print_text(result: dict[str, Any]) -> None:
    """Print :func:`measure`'s figures with their targets."""
    p = result["placements"]
    r = result["random_games_4p"]
    n = result["normal_big"]
    s = result["save_load"]
    g = result["normal_games"]
    ok = result["checks"]

    def mark(key: str) -> str:
        return "PASS" if ok[key] else "FAIL"

    print("  Wooly Bully:")
    print(
        f"    legal placements, hand of {p['hand']} on {min(p['landscape_tiles'])}-"
        f"{max(p['landscape_tiles'])} tiles ({p['open_cells']} open cells, "
        f"{p['placements_found']} placements found): median {p['median_ms']:.3f} ms "
        f"[{mark('placements_median_ms')} ≤ {TARGETS['placements_median_ms']}], p95 "
        f"{p['p95_ms']:.3f} ms [{mark('placements_p95_ms')} ≤ {TARGETS['placements_p95_ms']}]; "
        f"whole legal_actions median {p['legal_actions_median_ms']:.3f} ms"
    )
    print(
        f"    uniformly random 4-player games ({r['games']} games, {r['actions']} actions, CPU "
        f"time): through apply {r['games_per_s']} games/s "
        f"[{mark('random_games_4p_per_s')} ≥ {TARGETS['random_games_4p_per_s']}]; as search "
        f"rollouts {r['rollout_games_per_s']} games/s ({r['rollout_ratio']}×)"
    )
    print(
        f"    normal on 60+ tile landscapes, hand of 12 ({n['decisions']} decisions, "
        f"{n['legal_actions_mean']} legal actions): p50 {n['p50_ms']} ms, p95 {n['p95_ms']} ms "
        f"[{mark('normal_p95_ms')} ≤ {TARGETS['normal_p95_ms']}], max {n['max_ms']} ms"
    )
    print(
        f"    normal per move in whole games against easy ({g['games']} games, "
        f"{g['decisions']} moves): median {g['p50_ms']} ms, p95 {g['p95_ms']} ms "
        f"[{mark('normal_games_p95_ms')} ≤ {TARGETS['normal_p95_ms']}], max {g['max_ms']} ms"
    )
    print(
        f"    save {s['save_ms']} ms [{mark('save_ms')}], load {s['load_ms']} ms "
        f"[{mark('load_ms')}] (long game: {s['actions']} actions, {s['tiles']} tiles, "
        f"{s['file_bytes']} bytes)"
    )
    d = result["decision_cost"]
    print(
        f"    hard decision outside its search ({d['views']} late 4-player views, CPU): "
        f"decision key {d['key_ms']} ms (the default repr digest {d['default_key_ms']} ms, "
        f"{d['key_ratio']}x); (view, legal) pickle {d['pickle_bytes_max']} bytes at most "
        f"(catalogue by value {d['by_value_bytes_max']}), round trip "
        f"{d['pickle_round_trip_ms']} ms ({d['by_value_round_trip_ms']} ms, {d['pickle_ratio']}x)"
    )
    b = result.get("board_big")
    if b is not None:
        print(
            f"    board on {b['tiles']} tiles ({b['moves']} moves, 4 players, 1500x1000): update "
            f"p95 {b['update_p95_ms']} ms; update + paint p50 {b['paint_p50_ms']} ms, p95 "
            f"{b['paint_p95_ms']} ms wall; CPU p50 {b['paint_cpu_p50_ms']} ms, p95 "
            f"{b['paint_cpu_p95_ms']} ms [{mark('board_paint_p95_ms')} ≤ "
            f"{TARGETS['board_paint_p95_ms']}]; pointer move with a tile chosen "
            f"({b['pointer_moves']}): p50 {b['pointer_p50_ms']} ms, p95 {b['pointer_p95_ms']} ms "
            f"wall, CPU p95 {b['pointer_cpu_p95_ms']} ms [{mark('pointer_p95_ms')} ≤ "
            f"{TARGETS['pointer_p95_ms']}]"
        )
