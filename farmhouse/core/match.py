"""One game being played: the game, its seats, its seed and the actions applied so far.

A :class:`Match` is the unit the app, the arena and the save files work with. Because all
chance lives in the game state (DESIGN: State), ``game_id + seats + options + seed + actions``
rebuild a match exactly; :func:`replay` does that and :mod:`farmhouse.core.saves` relies on it.

What happened since a seat's last turn (:meth:`Match.since_last_decision`, the one rule for
every game's "since your last turn" and the hot-seat hand-over) is read from the recorded
events, movers and turns with the rules' own :meth:`~farmhouse.core.game.GameBase.own_events`.

Undo: a game whose ``reversible(state_before, action)`` (see
:meth:`~farmhouse.core.game.GameBase.reversible`) says so lets the seat to move take back its own latest
reversible steps (:meth:`Match.can_undo`, :meth:`Match.undo`). The match keeps the states
before the trailing run of reversible actions only, so memory stays small; an undone action
is removed from ``actions`` (a save then holds only the remaining ones), and since replay
goes through :meth:`Match.apply`, a loaded match can undo exactly what the original could.

Take-backs against the computer (issue 20): when exactly one seat is a person and every
other an AI (:meth:`Match.take_back_seat`), that person may go back to their previous
decision, undoing the AI moves after it (:meth:`Match.can_take_back`,
:meth:`Match.take_back`). The match is rebuilt by :func:`replay` of the actions before that
decision from the seed, so the state, its generator included, is exactly the one the
decision was first made in: playing the same move again gives the same draw. The player has
seen what the move revealed, though, and may choose another move instead (a take-back can
dodge a bad draw once seen; the same move cannot draw differently): take-backs are counted
per seat (``take_backs``, saved with the match like ``hints``), and the app can turn them
off. With two or more people, undo stays
what it was (the reversible steps above).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from farmhouse.core import records, registry
from farmhouse.core.game import Event, Game, IllegalAction, Outcome, Seat, is_forced_pass


def utc_now_iso() -> str:
    """The current UTC time as an ISO 8601 string with microseconds and ``+00:00``."""
    from datetime import UTC, datetime  # (here: a save opened has its times, and needs none)

    return datetime.now(UTC).isoformat()


class ReplayError(ValueError):
    """Raised by :func:`replay` when action number ``index`` (0-based) cannot be applied.

    ``action`` is the offending action and ``cause`` the :class:`IllegalAction` (or other
    exception) the game raised for it.
    """

    def __init__(self, index: int, action: Any, cause: Exception) -> None:
        super().__init__(f"action #{index} ({action!r}) cannot be applied: {cause}")
        self.index = index
        self.action = action
        self.cause = cause


def new_match_id() -> str:
    """A new ``match_id``: ``uuid.uuid4().hex``, 32 lowercase hex digits (``uuid`` is imported
    here: a save opened has its id, and the start spares the import)."""
    import uuid

    return uuid.uuid4().hex


@records.define(eq=False)
class Match:
    """A game in progress (or finished) with everything needed to continue, save or replay it.

    - ``game_id``/``game``: the registry id and the :class:`~farmhouse.core.game.Game` object.
    - ``options``: the game's ``Options`` instance; ``seats``: one :class:`Seat` per player.
    - ``seed``: the seed given to ``game.setup``; ``state``: the current full state.
    - ``actions``: every action applied so far, in order; ``turn_events[i]`` holds the events
      that ``actions[i]`` caused (``len(turn_events) == len(actions)``), ``movers[i]`` the
      seat that chose it and ``turns[i]`` the seat whose turn it was then
      (:meth:`~farmhouse.core.game.GameBase.turn_of`: the mover but for a decision made
      inside another seat's turn).
    - ``match_id``: a uuid4 hex string that stays the same across saves and loads (it names
      the autosave file); ``created_at``: when the match was created (UTC ISO 8601).
    - ``hints[seat]``: how many hints that seat's player has asked for (saved with the match;
      add one with :meth:`record_hint`). Not part of the game: replay and undo leave it alone.
    - ``take_backs[seat]``: how many take-backs that seat's player has used
      (:meth:`take_back`; saved with the match). Like ``hints``, replay and undo leave it alone.
    - ``play_seconds``: how long the match has been played, in seconds, over every session
      (time on screen; the app adds each session's time before it saves), or None when
      unknown (a file from before save format 4). Replay, undo and take-backs leave it alone.

    Create matches with :meth:`new` or :func:`replay`; change them only through :meth:`apply`.
    """

    game_id: str
    game: Game[Any, Any, Any, Any]
    options: Any
    seats: list[Seat]
    seed: int
    state: Any
    actions: list[Any] = attrs.field(factory=list)
    turn_events: list[list[Event]] = attrs.field(factory=list)
    movers: list[int] = attrs.field(factory=list)
    turns: list[int | None] = attrs.field(factory=list)
    match_id: str = attrs.field(factory=new_match_id)
    created_at: str = attrs.field(factory=utc_now_iso)
    hints: list[int] = attrs.field(factory=list)
    take_backs: list[int] = attrs.field(factory=list)
    play_seconds: float | None = 0.0
    # (mover, state before) of the trailing run of reversible actions, oldest first.
    _undo: list[tuple[int, Any]] = attrs.field(factory=list, init=False, repr=False)
    # indices into ``actions`` of the forced passes (no decision: see is_forced_pass)
    _forced: set[int] = attrs.field(factory=set, init=False, repr=False)

    def __attrs_post_init__(self) -> None:
        for name in ("hints", "take_backs"):
            counts = getattr(self, name)
            if not counts:
                setattr(self, name, [0] * len(self.seats))
            elif len(counts) != len(self.seats):
                raise ValueError(f"{len(counts)} {name} counts for {len(self.seats)} seats")

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        options: Any = None,
        seed: int = 0,
        *,
        match_id: str | None = None,
        created_at: str | None = None,
    ) -> Match:
        """A new match of ``game_id`` for ``seats`` (``options`` ``None`` = the game's defaults).

        ``match_id``/``created_at`` are given when a saved match is rebuilt; otherwise they are
        new. Raises :class:`~farmhouse.core.registry.UnknownGame` for an unknown game and
        ValueError when the number of seats is not one the game allows.
        """
        game = registry.get_game(game_id)
        if len(seats) not in game.player_counts:
            raise ValueError(
                f"{game_id} is played by {game.player_counts.start}-"
                f"{game.player_counts.stop - 1} players, not {len(seats)}"
            )
        if options is None:
            options = game.Options()
        state = game.setup(len(seats), options, seed)
        return cls(
            game_id,
            game,
            options,
            list(seats),
            seed,
            state,
            match_id=match_id or new_match_id(),
            created_at=created_at or utc_now_iso(),
        )

    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""
        return self.game.to_move(self.state)

    @property
    def is_over(self) -> bool:
        """True once the game has ended (nobody is to move)."""
        return self.to_move is None

    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to move (empty when the game is over)."""
        return list(self.game.legal_actions(self.state))

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to move and return the events it caused.

        Raises :class:`IllegalAction` (the game's reason, or ``"core.illegal.game_over"`` once
        the game has ended); the match is then exactly as it was before the call.
        """
        mover = self.to_move
        if mover is None:
            raise IllegalAction("core.illegal.game_over")
        before = self.state
        new_state, events = self.game.apply(before, action)
        turn = self.game.turn_of(before)
        if self.game.reversible(before, action):
            if self._undo and self._undo[-1][0] != mover:
                self._undo.clear()
            self._undo.append((mover, before))
        else:
            self._undo.clear()
        if self.game.is_pass(action) and is_forced_pass(self.game, self.game.legal_actions(before)):
            self._forced.add(len(self.actions))
        self.state = new_state
        self.actions.append(action)
        self.turn_events.append(list(events))
        self.movers.append(mover)
        self.turns.append(turn)
        return list(events)

    def can_undo(self) -> bool:
        """True if the seat to move may take back the last action: it was that seat's own
        and the game called it reversible (same turn, no chance used, nothing revealed)."""
        return bool(self._undo) and self._undo[-1][0] == self.to_move

    def undo(self) -> Any:
        """Take back the last action (see :meth:`can_undo`) and return it. The state becomes
        exactly the one before it (its generator included, so chance comes out as before);
        the action and its events are dropped from ``actions`` and ``turn_events``.

        Raises :class:`IllegalAction` ``"core.illegal.cannot_undo"`` when nothing may be
        undone; the match is then unchanged.
        """
        if not self.can_undo():
            raise IllegalAction("core.illegal.cannot_undo")
        _, before = self._undo.pop()
        self.state = before
        self.turn_events.pop()
        self.movers.pop()
        self.turns.pop()
        self._forced.discard(len(self.actions) - 1)
        return self.actions.pop()

    def take_back_seat(self) -> int | None:
        """The seat whose player may take back (:meth:`take_back`): the only person's seat
        when exactly one seat is a person and every other an AI; ``None`` otherwise (two or
        more people: they have undo, :meth:`can_undo`; no person: nobody to ask)."""
        people = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return people[0] if len(people) == 1 else None

    def take_back_point(self) -> int | None:
        """How many actions :meth:`take_back` would keep: the index in ``actions`` of the
        :meth:`take_back_seat` player's previous decision (their latest action that was not
        a forced pass), or ``None`` when there is none to go back to or no take-back is
        allowed (see :meth:`can_take_back`). Cheap: no replay."""
        seat = self.take_back_seat()
        if seat is None or self.is_over:
            return None
        for index in range(len(self.actions) - 1, -1, -1):
            if self.movers[index] == seat and index not in self._forced:
                return index
        return None

    def can_take_back(self) -> bool:
        """True if :meth:`take_back` may be used now: exactly one seat is a person and every
        other an AI, the game is not over, and that person has made a decision to go back
        to. Whether the app offers it (a setting, an AI still thinking) is the app's
        business."""
        return self.take_back_point() is not None

    def take_back(self) -> list[Any]:
        """Go back to the previous decision of the one person at the table (see
        :meth:`take_back_point`), undoing every action after it, that person's and the AIs';
        that person is then to move, in exactly the state they decided in first (rebuilt by
        :func:`replay` of the kept actions from the seed: the generator included, so the same
        move draws the same chance again). Counts one take-back for that seat
        (``take_backs``) and returns the actions taken back, oldest first. ``match_id``,
        ``created_at`` and ``hints`` stay; undo (:meth:`can_undo`) is what the kept actions
        allow.

        Raises :class:`IllegalAction` ``"core.illegal.cannot_take_back"`` when
        :meth:`can_take_back` is False (the match is then unchanged; the key has no text in
        the app yet). What a caller must do first: cancel any AI thinking or hint search on
        the old state, whose answers no longer fit; afterwards show the new state (the log
        and "since your last turn" are rebuilt from ``turn_events``) and autosave. When
        :meth:`can_undo` is true as well, the last action is a step of the person's own turn
        that used no chance and revealed nothing: :meth:`undo` takes it back without counting
        a take-back, and a caller offering both on one key (Ctrl+Z) should prefer it.
        """
        point = self.take_back_point()
        seat = self.take_back_seat()
        if point is None or seat is None:
            raise IllegalAction("core.illegal.cannot_take_back")
        kept = replay(
            self.game_id,
            self.seats,
            self.options,
            self.seed,
            self.actions[:point],
            match_id=self.match_id,
            created_at=self.created_at,
        )
        taken = self.actions[point:]
        self.state = kept.state
        self.actions = kept.actions
        self.turn_events = kept.turn_events
        self.movers = kept.movers
        self.turns = kept.turns
        self._undo = kept._undo
        self._forced = kept._forced
        self.take_backs[seat] += 1
        return taken

    def since_last_decision(self, seat: int, viewer: int | None) -> list[Event]:
        """What happened since ``seat``'s last turn, as ``viewer`` may see it (``None``: only
        public events): see :func:`since_last_decision`."""
        return since_last_decision(
            self.game,
            self.actions,
            self.movers,
            self.turns,
            self.turn_events,
            seat,
            viewer,
            self.game.turn_of(self.state),
        )

    def has_decided(self, seat: int) -> bool:
        """True if ``seat`` has made a decision before its current turn (:func:`last_decision`):
        False until its first turn is over, when what :meth:`since_last_decision` lists is
        everything since the game began."""
        return (
            last_decision(
                self.game,
                self.actions,
                self.movers,
                self.turns,
                seat,
                self.game.turn_of(self.state),
            )
            >= 0
        )

    def longest_waiting(self) -> int | None:
        """The seat whose "since … last turn" holds the most (:func:`longest_waiting`)."""
        return longest_waiting(
            self.game,
            self.actions,
            self.movers,
            self.turns,
            len(self.seats),
            self.game.turn_of(self.state),
        )

    def record_hint(self, seat: int) -> int:
        """Count one more hint asked for by ``seat``'s player and return that seat's total.
        Raises IndexError for a seat the match does not have."""
        if not 0 <= seat < len(self.hints):
            raise IndexError(f"no seat {seat} in a match of {len(self.hints)} seats")
        self.hints[seat] += 1
        return self.hints[seat]

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may see now (``None``: a spectator); see :meth:`Game.view`."""
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        """The final result, or ``None`` while the game goes on."""
        return self.game.outcome(self.state)

    def digest(self) -> str:
        """The game's hex digest of the current full state (see :meth:`Game.digest`)."""
        return self.game.digest(self.state)


def last_decision(
    game: Game[Any, Any, Any, Any],
    actions: Sequence[Any],
    movers: Sequence[int],
    turns: Sequence[int | None],
    seat: int,
    turn_now: int | None,
) -> int:
    """The index in ``actions`` of ``seat``'s last decision before its current turn, by the
    rule of :func:`since_last_decision` (its latest action made in its own turn and not a
    pass, before the trailing run of its current turn while ``turn_now == seat``); -1 if it
    has made none yet (its first turn, or the others' turns before it: its "since your last
    turn" is then everything since the game began)."""
    count = min(len(actions), len(movers), len(turns))
    run = count
    while turn_now == seat and run > 0 and turns[run - 1] == seat:
        run -= 1
    last = run - 1
    while last >= 0 and not (
        movers[last] == seat and turns[last] == seat and not game.is_pass(actions[last])
    ):
        last -= 1
    return last


def longest_waiting(
    game: Game[Any, Any, Any, Any],
    actions: Sequence[Any],
    movers: Sequence[int],
    turns: Sequence[int | None],
    seats: int,
    turn_now: int | None,
) -> int | None:
    """The seat whose last decision (:func:`last_decision`) is the oldest, the first such on
    a tie: the one whose "since … last turn" holds the most. A public view follows it at
    the end of a game no person played (issue 18, tester 23's F7: the replay of a game of
    two AIs ended on "Since your last turn — Nothing new."). None without seats."""
    if seats <= 0:
        return None
    return min(range(seats), key=lambda s: last_decision(game, actions, movers, turns, s, turn_now))


def since_last_decision(
    game: Game[Any, Any, Any, Any],
    actions: Sequence[Any],
    movers: Sequence[int],
    turns: Sequence[int | None],
    turn_events: Sequence[Sequence[Event]],
    seat: int,
    viewer: int | None,
    turn_now: int | None,
) -> list[Event]:
    """The events of "since your last turn" for ``seat``, those ``viewer`` may see (``None``:
    public ones only), oldest first: what the other seats did and what happened by itself
    since ``seat``'s last turn, never ``seat``'s own doings.

    ``actions[i]`` was chosen by ``movers[i]`` in the turn of ``turns[i]`` and caused
    ``turn_events[i]`` (as :class:`Match` records them); ``turn_now`` is the seat whose turn
    it is now (:meth:`GameBase.turn_of`). The rule, the same for every game:

    - While it is ``seat``'s turn (``turn_now == seat``), its *current turn* is the trailing
      run of actions made in it (``turns[i] == seat``); its *last decision* is its latest
      action before that run, made in its own turn and not a pass (:meth:`GameBase.is_pass`:
      a forced pass is no decision); none before its first turn.
    - Listed: from the last decision on, every action's events, less the mover's own part
      (:meth:`GameBase.own_events`) of each action ``seat`` chose, so what its own actions
      set off by itself (a new round, a drive, a refill) is listed too. While its turn goes
      on the list thus stays what it was when the turn began, plus what others decide in it.
    """
    count = min(len(actions), len(movers), len(turns), len(turn_events))
    last = last_decision(game, actions[:count], movers, turns, seat, turn_now)
    since: list[Event] = []
    for i in range(max(last, 0), count):
        events = turn_events[i]
        since += events[game.own_events(events) :] if movers[i] == seat else events
    return [e for e in since if e.visible_to(viewer)]


def replay(
    game_id: str,
    seats: Sequence[Seat],
    options: Any,
    seed: int,
    actions: Iterable[Any],
    *,
    match_id: str | None = None,
    created_at: str | None = None,
) -> Match:
    """Rebuild a match by applying ``actions`` one by one to a new match (see :meth:`Match.new`).

    Raises :class:`ReplayError` naming the 0-based index of the first action that cannot be
    applied (illegal, or the game raised another error for it), plus the errors of
    :meth:`Match.new`.
    """
    match = Match.new(game_id, seats, options, seed, match_id=match_id, created_at=created_at)
    for index, action in enumerate(actions):
        try:
            match.apply(action)
        except Exception as err:  # a game bug is reported like an illegal action
            raise ReplayError(index, action, err) from err
    return match
