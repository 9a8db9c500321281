"""Replays (``farmhouse.core.replay``): a timeline gives the states a plain replay gives, in
any order of steps; who may watch (a finished game from any seat or with everything shown,
an unfinished one from the public view only); what each viewer sees is what that seat could
see at that moment, no more; save files are opened with every check and never changed."""

from __future__ import annotations

import json
import os
import random

import attrs
import pytest

from farmhouse.core import saves
from farmhouse.core.replay import EVERYTHING, AllViews, HiddenView, Timeline

from .played import GAMES, finished, new_game, plain_states, play, prefix

GAME_IDS = list(GAMES)


@pytest.fixture(scope="module")
def games():
    """game id → a whole game at its most players (played once per module)."""
    return {game_id: finished(game_id) for game_id in GAME_IDS}


def secret_fields(game, state, players):
    """``{(seat, field): value}``: the fields of seat ``seat``'s own view of ``state`` that
    differ from the public view (its hand, its secret cards, what it alone knows)."""
    public = game.view(state, None)
    found = {}
    for seat in range(players):
        own = game.view(state, seat)
        for field in attrs.fields(type(own)):
            if field.name == "seat":
                continue
            value = getattr(own, field.name)
            if value != getattr(public, field.name):
                found[seat, field.name] = value
    return found


def shown_secrets(view, secrets, game, state, viewer):
    """The secrets of ``secrets`` (see :func:`secret_fields`) of seats other than ``viewer``
    that ``view`` shows where ``viewer`` itself could not see them (its own view of ``state``
    has another value there)."""
    own = game.view(state, viewer)
    return [
        (seat, name)
        for (seat, name), value in secrets.items()
        if seat != viewer and getattr(view, name) == value and getattr(own, name) != value
    ]


# ----------------------------------------------------------------------------- states


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("every", [16, 5])
def test_forward_backward_and_jumps_give_the_plain_replay_states(games, game_id, every):
    match = games[game_id]
    game = match.game
    expected = [game.digest(s) for s in plain_states(match)]
    assert len(expected) > 90
    timeline = Timeline.from_match(match, every=every)
    assert timeline.last == len(match.actions)
    forward = [game.digest(timeline.state_at(p)) for p in range(timeline.last + 1)]
    assert forward == expected
    backward = Timeline.from_match(match, every=every)
    assert [game.digest(backward.state_at(p)) for p in range(backward.last, -1, -1)] == expected[
        ::-1
    ]
    jumping = Timeline.from_match(match, every=every)
    rng = random.Random(game_id)
    for _ in range(120):
        p = rng.randrange(jumping.last + 1)
        assert game.digest(jumping.state_at(p)) == expected[p], p
    with pytest.raises(IndexError):
        timeline.state_at(timeline.last + 1)
    with pytest.raises(IndexError):
        timeline.state_at(-1)
    for odd in (1.0, True, "3"):
        with pytest.raises(IndexError):
            timeline.view_at(odd, None)


def test_stepping_back_costs_about_what_stepping_forward_does(games):
    """Counted in ``apply`` calls: to the end and back again one by one, after one jump to
    the end, at most about two applies per step either way."""
    match = games["el_gaucho"]
    calls = [0]

    class Counting:
        def __getattr__(self, name):
            return getattr(match.game, name)

        def apply(self, state, action):
            calls[0] += 1
            return match.game.apply(state, action)

    timeline = Timeline.from_match(match)
    timeline.game = Counting()
    timeline.state_at(timeline.last)
    for p in range(timeline.last, -1, -1):
        timeline.state_at(p)
    back = calls[0]
    calls[0] = 0
    for p in range(timeline.last + 1):
        timeline.state_at(p)
    forward = calls[0]
    assert forward <= timeline.last
    assert back <= 2 * timeline.last + 16


# ----------------------------------------------------------------------------- who may watch


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_from_each_seat_shows_that_seat_s_secrets_and_no_other(games, game_id):
    match = games[game_id]
    game, players = match.game, len(match.seats)
    timeline = Timeline.from_match(match)
    assert timeline.viewers() == (None, *range(players), EVERYTHING)
    assert timeline.outcome() == match.outcome() is not None
    states = plain_states(match)
    others_secrets = 0
    for p in range(0, timeline.last + 1, 3):
        secrets = secret_fields(game, states[p], players)
        for seat in range(players):
            view = timeline.view_at(p, seat)
            assert view == game.view(states[p], seat)
            assert shown_secrets(view, secrets, game, states[p], seat) == []
            others_secrets += sum(s != seat for s, _ in secrets)
            events = timeline.events_at(p, seat)
            assert all(e.private_to in (None, seat) for e in events)
            if p:
                assert events == [e for e in match.turn_events[p - 1] if e.visible_to(seat)]
    assert others_secrets > 50  # there were other seats' secrets to keep


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_with_everything_shown(games, game_id):
    match = games[game_id]
    game, players = match.game, len(match.seats)
    timeline = Timeline.from_match(match)
    p = timeline.last // 2
    state = plain_states(match)[p]
    everything = timeline.view_at(p, EVERYTHING)
    assert isinstance(everything, AllViews)
    assert everything.public == game.view(state, None)
    assert everything.seats == tuple(game.view(state, s) for s in range(players))
    assert timeline.events_at(p, EVERYTHING) == match.turn_events[p - 1]
    assert timeline.view_at(p, None) == game.view(state, None)
    for odd in (players, -1, "0", True, 0.0, 1.0, "all"):
        assert not timeline.may_view(odd)
        with pytest.raises(HiddenView):
            timeline.view_at(p, odd)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unfinished_game_shows_the_public_view_only(games, game_id):
    """No seat's hand, secret card or private event appears at any position of an unfinished
    game, and asking for a seat's view (or everything) is refused."""
    whole = games[game_id]
    match = play(new_game(game_id), until=len(whole.actions) * 2 // 3)
    assert not match.is_over
    game, players = match.game, len(match.seats)
    timeline = Timeline.from_match(match)
    assert timeline.viewers() == (None,)
    assert timeline.outcome() is None
    states = plain_states(match)
    secrets_kept = private_kept = 0
    for p in range(timeline.last + 1):
        view = timeline.view_at(p, None)
        assert view == game.view(states[p], None)
        secrets = secret_fields(game, states[p], players)
        assert shown_secrets(view, secrets, game, states[p], None) == []
        secrets_kept += len(secrets)
        events = timeline.events_at(p, None)
        assert all(e.private_to is None for e in events)
        if p:
            private_kept += sum(e.private_to is not None for e in match.turn_events[p - 1])
            assert events == [e for e in match.turn_events[p - 1] if e.private_to is None]
        for viewer in (*range(players), EVERYTHING):
            with pytest.raises(HiddenView):
                timeline.view_at(p, viewer)
            with pytest.raises(HiddenView):
                timeline.events_at(p, viewer)
    assert secrets_kept > 50 and private_kept > 0
    for p, events in timeline.log_to(timeline.last, None):
        assert all(e.private_to is None for e in events) and 1 <= p <= timeline.last
    for odd in (players, -1, "0", True, 0.0):
        assert not timeline.may_view(odd)
        with pytest.raises(HiddenView):
            timeline.view_at(0, odd)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_person_at_the_screen_may_look_back_from_its_own_seat_only(games, game_id):
    match = play(new_game(game_id), until=len(games[game_id].actions) // 2)
    game = match.game
    timeline = Timeline.from_match(match, at_screen=1)
    assert timeline.viewers() == (None, 1)
    p = timeline.last // 2
    assert timeline.view_at(p, 1) == game.view(plain_states(match)[p], 1)
    with pytest.raises(HiddenView):
        timeline.view_at(p, 0)
    with pytest.raises(ValueError):
        Timeline.from_match(match, at_screen=len(match.seats))


def test_a_timeline_is_a_snapshot(games):
    match = play(new_game("black_sheep"), until=20)
    timeline = Timeline.from_match(match)
    digest = match.game.digest(timeline.state_at(20))
    play(match, until=30)
    assert timeline.last == 20
    assert match.game.digest(timeline.state_at(20)) == digest


# ----------------------------------------------------------------------------- turns


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_turn_boundaries_follow_the_turns_of_the_match(games, game_id):
    match = games[game_id]
    timeline = Timeline.from_match(match)
    starts = timeline.turn_starts
    assert starts[0] == 0 and list(starts) == sorted(set(starts))
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else timeline.last
        assert {match.turns[i] for i in range(start, end)} == {match.turns[start]}
        if k:
            assert match.turns[start] != match.turns[start - 1]
        for p in range(start + 1, end + 1):
            assert timeline.turn_number(p) == k
            assert timeline.step(p).turn_number == k
            assert timeline.step(p).mover == match.movers[p - 1]
        assert timeline.next_turn(start) == end
        assert timeline.previous_turn(end) == start
    assert timeline.next_turn(timeline.last) == timeline.last
    assert timeline.previous_turn(0) == 0
    assert timeline.turn_positions()[-1] == timeline.last
    with pytest.raises(IndexError):
        timeline.step(0)


def test_a_game_nobody_has_played_yet():
    timeline = Timeline.from_match(new_game("black_sheep"))
    assert timeline.last == 0 and timeline.turn_starts == ()
    assert timeline.view_at(0, None) == timeline.game.view(timeline.state_at(0), None)
    assert timeline.events_at(0, None) == [] and timeline.log_to(0, None) == []
    assert timeline.next_turn(0) == 0 and timeline.turn_number(0) == -1


# ----------------------------------------------------------------------------- save files


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_opens_as_its_timeline_and_is_never_changed(games, game_id, tmp_path):
    match = games[game_id]
    path = tmp_path / "game.farmhouse"
    saves.save_match(match, path)
    os.utime(path, (1_000_000_000, 1_000_000_000))
    before = path.read_bytes()
    timeline = Timeline.from_save(path)
    assert timeline.finished and timeline.last == len(match.actions)
    expected = [match.game.digest(s) for s in plain_states(match)]
    assert [match.game.digest(timeline.state_at(p)) for p in range(timeline.last, -1, -1)] == (
        expected[::-1]
    )
    timeline.view_at(timeline.last, 0)
    assert path.read_bytes() == before
    assert path.stat().st_mtime == 1_000_000_000
    assert sorted(os.listdir(tmp_path)) == ["game.farmhouse"]


def test_an_unfinished_save_is_watched_from_the_public_view(tmp_path):
    match = play(new_game("bye_bye_black_sheep"), until=60)
    path = tmp_path / "g.farmhouse"
    saves.save_match(match, path)
    timeline = Timeline.from_save(path)
    assert not timeline.finished and timeline.viewers() == (None,)
    with pytest.raises(HiddenView):
        timeline.view_at(10, 0)


def _edit(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("problem", "damage"),
    [
        (
            "digest_mismatch",
            lambda p: _edit(p, lambda d: d.__setitem__("final_state_digest", "0" * 64)),
        ),
        ("bad_action", lambda p: _edit(p, lambda d: d["actions"].insert(3, d["actions"][0]))),
        ("bad_field", lambda p: _edit(p, lambda d: d.__setitem__("match_id", "../../etc"))),
        ("damaged", lambda p: p.write_bytes(p.read_bytes()[:200])),
        ("not_json", lambda p: p.write_bytes(b"\x00\xff" * 50)),
        ("unreadable", lambda p: p.unlink()),
    ],
)
def test_a_damaged_or_hostile_save_gives_the_save_error(games, tmp_path, problem, damage):
    """The same clear error as opening the save to play (SaveError naming the file)."""
    path = tmp_path / "bad.farmhouse"
    saves.save_match(games["black_sheep"], path)
    damage(path)
    with pytest.raises(saves.SaveError) as err:
        Timeline.from_save(path)
    assert err.value.problem == problem and err.value.path == path
    with pytest.raises(saves.SaveError) as loading:
        saves.load_match(path)
    assert (loading.value.problem, loading.value.reason) == (problem, err.value.reason)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_whether_a_seat_has_had_a_turn_as_it_was_then(games, game_id):
    """Issue 18 (session 22's tester, 4): "since your last turn" before a seat's first turn
    is over is everything since the game began, and the app titles it so. A seat has decided
    (``Match.has_decided``, ``Timeline.has_decided_at``) once it made a move in its own turn
    that was not a pass, and that turn is over; the timeline says so as the match did then."""
    match = games[game_id]
    players = len(match.seats)
    timeline = Timeline.from_match(match)
    assert not any(timeline.has_decided_at(0, seat) for seat in range(players))
    for p in range(0, timeline.last, max(timeline.last // 12, 1)):
        then = prefix(match, p)
        for seat in range(players):
            decided = then.has_decided(seat)
            assert timeline.has_decided_at(p, seat) == decided
            own = [
                i
                for i in range(p)
                if then.movers[i] == seat
                and then.turns[i] == seat
                and not then.game.is_pass(then.actions[i])
            ]
            if then.game.turn_of(then.state) == seat:  # (its turn now does not count)
                run = p
                while run > 0 and then.turns[run - 1] == seat:
                    run -= 1
                own = [i for i in own if i < run]
            assert decided == bool(own)
    assert all(match.has_decided(seat) for seat in range(players))  # (a long game)
    with pytest.raises(IndexError):
        timeline.has_decided_at(3, players)
    with pytest.raises(IndexError):
        timeline.has_decided_at(timeline.last + 1, 0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_since_the_last_decision_as_it_was_then(games, game_id):
    """The "since your last turn" list at a position is the one the match showed when it
    stood there, for each seat and viewer (public: no private event)."""
    match = games[game_id]
    players = len(match.seats)
    timeline = Timeline.from_match(match)
    shown_private = 0
    for p in range(5, timeline.last, max(timeline.last // 6, 1)):
        then = prefix(match, p)
        for seat in range(players):
            mine = timeline.since_last_decision_at(p, seat, seat)
            assert mine == then.since_last_decision(seat, seat)
            shown_private += sum(e.private_to == seat for e in mine)
            public = timeline.since_last_decision_at(p, seat, None)
            assert public == then.since_last_decision(seat, None)
            assert all(e.private_to is None for e in public)
            assert timeline.since_last_decision_at(p, seat, EVERYTHING) == mine
    if game_id == "bye_bye_black_sheep":  # here others' actions bring a seat private news
        assert shown_private > 0
    unfinished = Timeline.from_match(prefix(match, timeline.last // 2))
    with pytest.raises(HiddenView):
        unfinished.since_last_decision_at(3, 0, 0)
    with pytest.raises(IndexError):
        timeline.since_last_decision_at(3, players, None)
