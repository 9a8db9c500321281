"""Wooly Bully's choice model (farmhouse.games.wooly_bully.choices) as plain tests: every
legal action is reached by picking its path of targets, every target the board shows can be
picked exactly when the rules allow it, and every refusal is the rules' own reason (what
apply says, or what the rules' checks say of a tile, a face, a button). The worked examples
and what the board's GUI tests of picking and refusing asserted, without a window."""

from __future__ import annotations

import pytest

from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import rules
from farmhouse.games.wooly_bully.choices import (
    BUTTONS,
    CELL,
    CONFIRM,
    END,
    FACE,
    HAND,
    QUIT,
    REVEAL,
    LaidSince,
    WoolyBullyChoices,
    field_marks,
    others_laid,
    placed_cells,
    same_turn,
    selection_of,
)
from farmhouse.games.wooly_bully.positions import (
    BOARD_A,
    BOARD_B,
    hunter,
    place,
    position,
    reveal,
    tile,
)
from farmhouse.games.wooly_bully.rules import (
    GAME,
    ILLEGAL_REASONS,
    Discard,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    State,
    Wolf,
)

from .conftest import random_game


def choices_of(state: State, seat: int | None = None) -> WoolyBullyChoices:
    """The choice model of ``seat`` (default: the seat to move) in ``state``."""
    seat = GAME.to_move(state) if seat is None else seat
    legal = GAME.legal_actions(state) if GAME.to_move(state) == seat else []
    return WoolyBullyChoices(GAME.view(state, seat), legal)


def reason(err: IllegalAction | None) -> str | None:
    return None if err is None else err.reason


def apply_reason(state: State, action: object) -> str | None:
    try:
        GAME.apply(state, action)
    except IllegalAction as err:
        return err.reason
    return None


CONFIGS = [
    Options(),
    Options(reaction_windows=True, forced_extra_placement=True, hand_size=3),
    Options(wolf_may_cover_hunter=True, hunter_protects_merged_forest=False),
]


def states(count: int = 3, every: int = 4):
    """Decisions of random games (3 players; every ``every``-th action, and every decision
    of the rarer phases)."""
    for n, options in enumerate(CONFIGS[:count]):
        for k, (before, _action, _after, _events) in enumerate(random_game(3, options, 70 + n)):
            if k % every == 0 or before.phase != rules.ACT or before.responding:
                yield before


# ----------------------------------------------------------------------------- paths


def test_every_legal_action_is_picked_along_its_path():
    """Picking the targets of an action's path, each listed as pickable, makes exactly that
    action; different actions have different paths, and no path is the start of another."""
    checked = 0
    for state in states():
        ch = choices_of(state)
        paths = {}
        for action in ch.legal:
            path = ch.path_of(action)
            selection: tuple = ()
            for target in path[:-1]:
                assert ch.targets(selection)[target] is None, (action, selection, target)
                selection = ch.pick(selection, target)
                assert selection[-1] == target
            assert ch.targets(selection)[path[-1]] is None
            assert ch.pick(selection, path[-1]) == action
            paths[path] = action
            checked += 1
        assert len(paths) == len(ch.legal)
        assert not any(p[: len(q)] == q for p in paths for q in paths if p != q)
    assert checked > 2000


def test_every_shown_target_is_pickable_exactly_when_the_rules_allow_it():
    """At the start (the hand and the buttons), after a tile (its faces and turns) and after
    a face (every open cell): a target is pickable iff a legal action continues with it;
    every other one carries a reason of the rules' table, and a place's reason is the one
    apply gives for that very action."""
    rng = Rng.from_seed(3)
    places = 0
    for state in states():
        ch = choices_of(state)
        start = ch.targets()
        assert [t for t in start if t[0] != HAND] == list(BUTTONS)
        for target, why in start.items():
            assert (why is None) == ch.can_pick((), target), target
            if why is not None:
                assert why.reason in ILLEGAL_REASONS, why
        hand = [t for t in start if t[0] == HAND and start[t] is None]
        if state.phase == rules.DISCARD or not hand:
            continue
        chosen = rng.choice(hand)
        faces = ch.targets((chosen,))
        for face, why in faces.items():
            assert (why is None) == bool(ch.next_targets((chosen, face)))
            if why is not None:
                assert why.reason in ILLEGAL_REASONS
            for cell, why_cell in ch.targets((chosen, face)).items() if why is None else ():
                action = ch.action_at((chosen, face), cell[1:])
                assert reason(why_cell) == apply_reason(state, action), (action, why_cell)
                places += 1
    assert places > 500


def test_lit_and_reason_answer_as_targets_does():
    """The board lights from ``lit`` and asks ``reason`` one target at a time (LitChoices):
    both agree with ``targets`` for every seat, reachable selection and shown target (the
    shortcuts included), in the same order."""
    checked = 0
    for state in states(count=2, every=6):
        for seat in range(len(state.hands)):
            choices = choices_of(state, seat)
            selections: list[tuple] = [()]
            for first in choices.next_targets(()):
                selections.append((first,))
                selections += [(first, t) for t in choices.next_targets((first,))]
            for selection in selections:
                targets = choices.targets(selection)
                lit = choices.lit(selection)
                assert list(lit) == list(targets)
                for target, why in targets.items():
                    assert lit[target] == (why is None), (selection, target)
                    got = choices.reason(selection, target)
                    assert (reason(got), getattr(got, "params", None)) == (
                        reason(why),
                        getattr(why, "params", None),
                    ), (selection, target)
                    checked += 1
    assert checked > 1000


def test_the_rules_checks_agree_with_the_legal_actions():
    """check_piece (a face, in one turn or any), check_tile (a tile), check_special (the
    wolf and hunter buttons) and check_reveal refuse exactly when no legal action exists of
    that kind, in every decision of random games."""
    count = 0
    for state in states(every=2):
        count += 1
        d = rules._decision(state)
        legal = GAME.legal_actions(state)
        tiles = state.catalogue.tiles
        for t in state.hands[state.actor]:
            for face in (0, 1):
                mine = [
                    a
                    for a in legal
                    if (isinstance(a, Place) and (a.tile, a.face) == (t, face))
                    or (isinstance(a, Wolf | Hunter) and a.tile == t and face == 0)
                ]
                for rotation in (None, *tiles[t].faces[face].rotations):
                    wanted = [a for a in mine if rotation in (None, getattr(a, "rotation", 0))]
                    try:
                        rules.check_piece(d, t, face, rotation)
                        refused = None
                    except IllegalAction as err:
                        refused = err
                    assert (refused is None) == bool(wanted), (t, face, rotation, refused)
            try:
                rules.check_tile(d, t)
                refused = None
            except IllegalAction as err:
                refused = err
            usable = any(getattr(a, "tile", None) == t for a in legal)
            assert (refused is None) == usable, (t, refused)
        for kind, cls in (("wolf", Wolf), ("hunter", Hunter)):
            try:
                rules.check_special(d, kind)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == any(isinstance(a, cls) for a in legal)
        try:
            rules.check_reveal(d)
            ok = True
        except IllegalAction:
            ok = False
        assert ok == any(isinstance(a, rules.Reveal) for a in legal)
    assert count > 200


def test_the_turn_shown_is_the_face_s_own_distinct_turn():
    """A full face looks the same every way round (turn 0); a half face has four turns."""
    state = position(2, hands={0: ["T=HMV-K/F", "F/V"]}, bag=10)
    cat = state.catalogue
    half, full = cat.face(tile(state, "T"), 0), cat.face(tile(state, "F/V"), 0)
    assert [same_turn(half, r) for r in range(6)] == [0, 1, 2, 3, 0, 1]
    assert [same_turn(full, r) for r in range(4)] == [0, 0, 0, 0]
    ch = choices_of(state)
    shown = list(ch.targets(((HAND, tile(state, "F/V")),)))
    assert shown == [(FACE, 0, 0), (FACE, 1, 0)]


# ----------------------------------------------------------------------------- worked examples


def test_choices_WB_EX_1_half_segments():
    """HMV-K beside the Village Square at (1, 0) fits in r2 only: after the tile and that
    turn the place is pickable; in r1 it is refused because the west side shows meadow."""
    state = position(2, hands={0: ["T=HMV-K/F", "F/V", "V/F", "F/M3-B"]}, bag=20)
    ch = choices_of(state)
    t = (HAND, tile(state, "T"))
    assert ch.targets()[t] is None
    assert ch.pick(ch.pick((t,), (FACE, 0, 2)), (CELL, 1, 0)) == place(
        state, "T", "HMV-K", 2, (1, 0)
    )
    why = ch.targets((t, (FACE, 0, 1)))[(CELL, 1, 0)]
    assert why is not None and why.reason == "WB.illegal.mismatch"
    assert why.params["sides"] == ["W"] and why.params["expected"] == {"W": "VV"}
    with pytest.raises(IllegalAction) as err:
        ch.pick((t, (FACE, 0, 1)), (CELL, 1, 0))
    assert err.value.reason == "WB.illegal.mismatch"


def test_choices_WB_EX_9_hunter_limits_and_cover():
    """Board A plus a wolf at (-4, 0): the hunter button leads to the hunter; covering the
    wolf and (-1, 2) are pickable, the five places joining the wolf's forest are refused
    with the rules' reason; a wolf facing village at (0, 1) is refused (WB-EX-7)."""
    state = position(
        2,
        board={**BOARD_A, (-4, 0): "WOLF-R"},
        hands={0: ["HUNTER-B", "WOLF-K", "F/V", "V/F"]},
        bag=20,
    )
    ch = choices_of(state)
    sel = ch.pick((), ("hunter",))
    assert sel == ((HAND, tile(state, "HUNTER-B")), (FACE, 0, 0))
    cells = ch.targets(sel)
    assert cells[(CELL, -4, 0)] is None and cells[(CELL, -1, 2)] is None
    for cell in [(-4, 1), (-3, -1), (-2, -1), (-2, 2), (-3, 2)]:
        assert reason(cells[(CELL, *cell)]) == "WB.illegal.hunter_meets_wolf", cell
    assert ch.pick(sel, (CELL, -4, 0)) == hunter(state, "HUNTER-B", (-4, 0))
    wolf = ch.pick((), ("wolf",))
    assert reason(ch.why_not(wolf, (CELL, 0, 1))) == "WB.illegal.mismatch"
    assert set(ch.next_targets(wolf)) == {(CELL, *a.cell) for a in ch.legal if isinstance(a, Wolf)}


def test_choices_WB_EX_10_reveal():
    """Board B, red unrevealed: the shepherd goes where every side it touches is red."""
    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"]}, colours="RB", bag=30)
    ch = choices_of(state)
    assert ch.targets()[(REVEAL,)] is None
    sel = ch.pick((), (REVEAL,))
    assert ch.pick(sel, (CELL, 2, 0)) == reveal((2, 0))
    assert reason(ch.targets(sel)[(CELL, 0, 1)]) == "WB.illegal.mismatch"
    state, _ = GAME.apply(state, reveal((2, 0)))
    assert reason(choices_of(state).targets()[(REVEAL,)]) == "WB.illegal.already_revealed"


def test_choices_WB_EX_11_obligation():
    """No landscape face fits and no forest takes the hunter: the turn may end, the hunter
    is refused (no room), the forest-and-meadow tiles fit nowhere, and the hunter tile is
    played only by its M4 back, at the three places of the example. With a DMV-Y that fits,
    ending is refused: a tile must be laid first."""
    state = position(
        2, board=BOARD_B, colours="KR", hands={0: ["F/CMF-Y", "F/HMF-B", "HUNTER-R"]}, bag=10
    )
    ch = choices_of(state)
    start = ch.targets()
    assert start[(END,)] is None and ch.pick((), (END,)) == EndTurn()
    hunter_button = start[("hunter",)]
    assert hunter_button is not None and hunter_button.reason == "WB.illegal.fits_nowhere"
    assert hunter_button.params["kind"] == "hunter"
    assert reason(start[("wolf",)]) == "WB.illegal.none_held"
    stuck = start[(HAND, tile(state, "F/CMF-Y"))]
    assert stuck is not None and stuck.reason == "WB.illegal.tile_fits_nowhere"
    h = (HAND, tile(state, "HUNTER-R"))
    assert start[h] is None and ch.faces_playable(h[1]) == (False, True)
    assert reason(ch.targets((h,))[(FACE, 0, 0)]) == "WB.illegal.fits_nowhere"
    assert set(ch.next_targets((h, (FACE, 1, 0)))) == {(CELL, 2, 0), (CELL, -1, -1), (CELL, 0, -2)}
    more = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["F/CMF-Y", "F/HMF-B", "HUNTER-R", "DMV-Y/F"]},
        bag=10,
    )
    assert reason(choices_of(more).targets()[(END,)]) == "WB.illegal.placement_compulsory"


# ----------------------------------------------------------------------------- the board's asks


def test_quitting_is_asked_once_more():
    state = position(2, board=BOARD_B, hands={0: ["F/V"]}, colours="RB", bag=30)
    ch = choices_of(state)
    sel = ch.pick((), (QUIT,))
    assert sel == ((QUIT,),) and list(ch.targets(sel)) == [(CONFIRM,)]
    assert ch.pick(sel, (CONFIRM,)) == Quit()


def test_a_discard_is_one_pick_and_the_buttons_wait():
    """While discarding (forced_extra_placement) a tile of the hand is the whole decision;
    the buttons say how many tiles are still to discard."""
    state = position(
        2,
        board=BOARD_B,
        hands={0: ["F/CMF-Y", "F/HMF-B", "V/F", "F/V", "F/M3-B"]},
        bag=10,
        phase="discard",
        options=Options(forced_extra_placement=True),
    )
    ch = choices_of(state)
    third = state.hands[0][2]
    assert ch.pick((), (HAND, third)) == Discard(third)
    for button in BUTTONS:
        why = ch.targets()[button]
        assert why is not None and why.reason == "WB.illegal.discard_due", button
        assert why.params["count"] == 1


def test_nothing_can_be_picked_out_of_turn_or_after_the_end():
    """Another seat's view, and a board that waits (no legal actions): every target says
    why, from the rules (not your turn, game over) or the core (the board waits)."""
    state = position(2, board=BOARD_B, hands={0: ["F/V"], 1: ["V/F"]}, colours="RB", bag=30)
    other = choices_of(state, 1)
    assert {reason(r) for r in other.targets().values()} == {NOT_YOUR_TURN}
    assert reason(other.why_not((), (END,))) == "WB.illegal.not_your_turn"
    assert reason(other.closed()) == "WB.illegal.not_your_turn"
    assert choices_of(state, 0).closed() is None
    waiting = WoolyBullyChoices(GAME.view(state, 0), [])
    assert reason(waiting.why_not((), (HAND, state.hands[0][0]))) == NOT_YOUR_TURN
    assert reason(waiting.closed()) == NOT_YOUR_TURN
    over = position(2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", bag=0, phase="over")
    done = choices_of(over, 0)
    assert done.targets() == {} and reason(done.why_not((), (END,))) == "WB.illegal.game_over"
    assert reason(done.closed()) == "WB.illegal.game_over"


def test_clicks_that_cannot_work_get_the_rules_reason():
    """What the board's clicks are told (its GUI test checked these through the window): a
    taken place, a place far from every tile, ending while a tile fits, a hunter not held,
    and a face that does not match a place, side by side."""
    state = position(
        2,
        board=BOARD_B,
        hands={0: ["T1=DMV-R/F", "T3=M3-R/V", "T4=F/CMF-Y", "WOLF-K"]},
        colours="RB",
        bag=30,
    )
    ch = choices_of(state)
    t1 = ch.pick((), (HAND, tile(state, "T1")))
    held = (*t1, (FACE, 0, 0))
    assert reason(ch.why_not(held, (CELL, 0, 0))) == "WB.illegal.cell_occupied"
    assert reason(ch.why_not(held, (CELL, 5, 0))) == "WB.illegal.not_adjacent"
    assert reason(ch.why_not((), (END,))) == "WB.illegal.placement_compulsory"
    assert reason(ch.why_not((), ("hunter",))) == "WB.illegal.none_held"
    # a face that fits nowhere still gets, for each place, which side does not match
    forest = ((HAND, tile(state, "T4")), (FACE, 0, 0))
    assert reason(ch.why_not((), forest[0])) == "WB.illegal.tile_fits_nowhere"
    assert reason(ch.why_not(forest[:1], forest[1])) == "WB.illegal.fits_nowhere"
    with pytest.raises(IllegalAction):
        ch.targets(forest[:1])  # (nothing follows a tile that fits nowhere)
    why = ch.why_not(forest, (CELL, 0, 1))
    assert why is not None and why.reason == "WB.illegal.mismatch"
    assert why.params["sides"] == ["S"] and why.params["expected"] == {"S": "VV"}


NAMES = ["HUNTER-R", "WOLF-R", "F/V", "V/F"]
#: Which faces of NAMES (A, B) can be played on board B (face A shown in the tray).
PLAYABLE = {
    "HUNTER-R": (False, True),
    "WOLF-R": (False, True),
    "F/V": (False, True),
    "V/F": (True, False),
}


def test_a_face_shown_is_playable_or_its_other_face_is():
    """Board B: no forest has room, so a hunter or wolf cannot go down as such, but their
    red meadow sides fit; the forest face of F/V fits nowhere, its village side does (what
    the board's hand tray lights, marks "flip to lay" or dims)."""
    state = position(2, board=BOARD_B, hands={0: NAMES}, colours="RB", bag=20)
    ch = choices_of(state)
    playable = {name: ch.faces_playable(tile(state, name)) for name in NAMES}
    assert playable == PLAYABLE
    hunter_face = ch.targets(((HAND, tile(state, "HUNTER-R")),))[(FACE, 0, 0)]
    assert hunter_face is not None and hunter_face.params["kind"] == "hunter"
    stuck = position(2, board=BOARD_B, hands={0: ["HUNTER-K", "V/F"]}, colours="RB", bag=20)
    why = choices_of(stuck).targets()[(HAND, tile(stuck, "HUNTER-K"))]
    assert why is not None and why.reason == "WB.illegal.tile_fits_nowhere"
    assert why.params["kind"] == "hunter"


def test_a_turn_that_fits_nowhere_says_so_when_another_turn_fits():
    """DMV-R of T1 fits at (1, -1) only in r1 (WB-EX-10): its other turns are refused as
    turns (another one fits), not as a face that fits nowhere."""
    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"]}, colours="RB", bag=30)
    ch = choices_of(state)
    t1 = (HAND, tile(state, "T1"))
    faces = ch.targets((t1,))
    picked = [f for f, why in faces.items() if why is None and f[1] == 0]
    assert picked, faces
    refused = [why for f, why in faces.items() if why is not None and f[1] == 0]
    for why in refused:
        assert why.reason == "WB.illegal.fits_nowhere" and why.params["turns"]


def test_the_held_piece_and_its_places_come_from_the_legal_actions():
    """HeldChoices (the model the board offers): a tile picked from the hand comes with the
    face and turn the tray shows; where a held piece fits (in which turns) is the legal
    placements of that tile and face (WB-3.3); "turn" where only another turn fits."""
    from farmhouse.games.wooly_bully.choices import PLACE, HeldChoices, Piece, fitting_turns

    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"]}, colours="RB", bag=30)
    legal = GAME.legal_actions(state)
    t1 = tile(state, "T1")
    faces = {t1: (0, 1)}
    model = HeldChoices(GAME.view(state, 0), legal, faces)
    picked = model.pick((), (HAND, t1))
    face_shown = model.view.catalogue.tiles[t1].faces[0]
    assert picked == ((HAND, t1), (FACE, 0, same_turn(face_shown, 1)))
    piece = model.held(picked)
    assert piece == Piece(PLACE, t1, 0, 1)
    lays = [a for a in legal if isinstance(a, Place) and a.tile == t1 and a.face == 0]
    places = model.places(piece)
    assert places == {
        c: tuple(a.rotation for a in lays if a.cell == c) for c in {a.cell for a in lays}
    }
    for cell, turns in places.items():
        wanted = "fit" if same_turn(face_shown, 1) in turns else "turn"
        assert model.fits(piece, cell) == wanted
        if wanted == "turn":  # (a click there turns the tile to the first turn that fits)
            assert same_turn(face_shown, fitting_turns(turns, face_shown, 1)[0]) in turns
    assert {model.fits(piece, c) for c in places} == {"fit", "turn"}
    assert model.fits(piece, (40, 40)) == "" and model.places(None) == {}
    other = {a.cell for a in legal if isinstance(a, Place) and a.tile == t1 and a.face == 1}
    assert set(model.places(piece, 1)) == other


def test_field_marks_outline_enclosed_and_scored_fields():
    """What the board outlines (WB-1.4, WB-9.2): both enclosed black fields with their sheep,
    and at the end Ann's biggest qualifying field as her scored one; no prowling wolf."""
    over = position(2, board=BOARD_A, colours="KB", bag=0, phase="over", quit_order=[1])
    marks = field_marks(GAME.view(over, None))
    assert [(c, n, spoiled) for c, n, _, spoiled in marks.enclosed] == [
        ("K", 4, False),
        ("K", 8, False),
    ]
    big = ((-2, 0), 0), ((-2, 1), 0), ((-1, 0), 0), ((-1, 1), 0)
    assert marks.scored == ((0, "K", 8, big),)
    assert marks.forests == marks.spoiled == ()
    mid = position(2, board=BOARD_A, colours="KB", bag=9)
    assert field_marks(GAME.view(mid, 0)).scored == ()  # (scored only at the end)


def test_the_tiles_laid_since_a_seat_last_moved_are_marked_by_their_placer():
    """Ann lays a tile: it is the newest, and marked hers until she moves; Bea then lays one:
    Ann's next view marks it Bea's and it is the newest. After a load (recent events given)
    the tiles those events laid are marked."""
    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"], 1: ["V/F"]})
    laid = LaidSince()
    laid.note(GAME.view(state, 0), [])
    assert laid.marks == {} and laid.newest == []
    laid.moved(GAME.view(state, 0))
    state, events = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    assert placed_cells(events) == [(1, -1)]
    laid.note(GAME.view(state, 0), events)
    assert laid.newest == [(1, -1)] and laid.marks == {(1, -1): 0}
    laid.moved(GAME.view(state, 0))
    state, more = GAME.apply(state, EndTurn())
    bea = next(a for a in GAME.legal_actions(state) if isinstance(a, Place))
    state, last = GAME.apply(state, bea)
    laid.note(GAME.view(state, 0), more + last)
    assert laid.newest == [bea.cell] and laid.marks == {bea.cell: 1}
    loaded = LaidSince()
    loaded.recent(more + last)
    loaded.note(GAME.view(state, 0), [])
    assert loaded.newest == [bea.cell] and loaded.marks == {bea.cell: 1}
    # the board brings other seats' new tiles into view: Bea's, not Ann's nor the square
    view = GAME.view(state, 0)
    assert others_laid(view, [(0, 0), (1, -1), bea.cell]) == [bea.cell]
    assert others_laid(GAME.view(state, 1), [(1, -1), bea.cell]) == [(1, -1)]


def test_what_the_tray_and_buttons_show_comes_from_the_model():
    """Board B (as above): the tray shows V/F lit, F/V (forest up) and the hunter "flip to
    lay"; revealing and the wolf are worth pressing (when they can be), ending the turn is not
    while a tile can be laid; T1 turns, a full face does not; a held T1 away from where it
    fits shows the sides that do not match; T3's other face fits where its meadow does not."""
    from farmhouse.games.wooly_bully.choices import PLACE, HeldChoices, Piece

    hand = ["T1=DMV-R/F", "T3=M3-R/V", *NAMES]
    state = position(2, board=BOARD_B, hands={0: hand}, colours="RB", bag=20)
    model = HeldChoices(GAME.view(state, 0), GAME.legal_actions(state), {})
    looks = {name: model.tile_look(tile(state, name)) for name in NAMES}
    assert looks == PLAYABLE  # (the face shown, or only the other)
    assert model.worth(REVEAL) and model.worth("wolf") and not model.worth(END)
    assert model.next_special(None) is None
    t1 = Piece(PLACE, tile(state, "T1"), 0, 0)
    assert model.turns(t1) and not model.turns(Piece(PLACE, tile(state, "V/F"), 0, 0))
    assert model.turn_buttons(t1) == {"rotate": True, "flip": True}
    shepherd = Piece(REVEAL, model.view.catalogue.shepherds["R"], 1, 0)
    assert (
        model.turn_buttons(shepherd)
        == model.turn_buttons(None)
        == dict.fromkeys(("rotate", "flip"), False)
    )
    turn = next(c for c in model.places(t1) if model.fits(t1, c) == "turn")
    assert model.bad_sides(t1, turn) and model.bad_sides(t1, (0, 0)) == ()
    fit = next(c for c in model.places(t1) if model.fits(t1, c) == "fit")
    assert model.bad_sides(t1, fit) == ()
    t3 = Piece(PLACE, tile(state, "T3"), 0, 0)  # (its village face fits where M3-R does not)
    assert [model.flips_to(t3, c) for c in [(-1, 0), (0, 1), (1, 1), (2, 0)]] == [
        True,
        True,
        True,
        False,
    ]
    assert not any(model.flips_to(t1, c) for c in model.places(t1))  # (T1's forest: nowhere)
    # flipping is advised where a side does not match (WB-1.1) and the other face fits
    mismatch = model.why_not(selection_of(t3, model.face(t3)), (CELL, -1, 0))
    assert mismatch is not None and mismatch.reason == "WB.illegal.mismatch"
    assert model.flip_advised(t3, (-1, 0), mismatch)
    assert not model.flip_advised(t3, (-1, 0), None) and not model.flip_advised(
        t3, (2, 0), mismatch
    )


def test_w_again_steps_through_the_wolves_of_the_hand():
    """Two wolves that can be played as such (WB-5.1): the next after each is the other."""
    from farmhouse.games.wooly_bully.choices import WOLF_PIECE, HeldChoices, Piece

    state = position(2, board=BOARD_A, hands={0: ["WOLF-K", "WOLF-B"]}, colours="KB", bag=20)
    model = HeldChoices(GAME.view(state, 0), GAME.legal_actions(state), {})
    wolves = model.special_tiles("wolf")
    assert len(wolves) == 2
    assert model.next_special(Piece(WOLF_PIECE, wolves[0], 0, 0)) == wolves[1]
    assert model.next_special(Piece(WOLF_PIECE, wolves[1], 0, 0)) == wolves[0]
    assert model.worth("wolf")


def test_turning_flipping_and_turning_to_fit_come_from_the_model():
    """R turns the held tile a quarter clockwise (Shift+R back, round past 3), F turns it
    over as it lies (WB-3.3); a click on a place where it fits when turned turns it clockwise
    to the first turn that fits there; the ghost stays where the piece may go, else goes to
    the first place in reading order; a place is lit "fit" when pickable, "turn" (dashed)
    where the piece fits when turned."""
    from farmhouse.games.wooly_bully.choices import PLACE, HeldChoices, Piece, reading_order

    hand = ["T1=DMV-R/F", "T3=M3-R/V", *NAMES]
    state = position(2, board=BOARD_B, hands={0: hand}, colours="RB", bag=20)
    model = HeldChoices(GAME.view(state, 0), GAME.legal_actions(state), {})
    t1 = Piece(PLACE, tile(state, "T1"), 0, 3)
    assert model.turned(t1) == (0, 0) and model.turned(t1, -1) == (0, 2)
    assert model.turned(t1, flip=True) == (1, 3)
    places = model.places(t1)
    turning = [c for c in places if model.fits(t1, c) == "turn"]
    assert turning
    for cell in turning:
        face, rotation = model.turned_to_fit(t1, cell)
        turned = Piece(PLACE, t1.tile, face, rotation)
        assert face == 0 and model.fits(turned, cell) == "fit"
        between = [(t1.rotation + k) % 4 for k in range(1, (rotation - t1.rotation) % 4)]
        assert all(model.fits(Piece(PLACE, t1.tile, 0, r), cell) != "fit" for r in between)
        assert model.place_state(t1, cell, False) == "turn"
        assert model.place_state(t1, cell, True) == "fit"
    first = min(places, key=reading_order)
    assert model.ghost_cell(t1, (9, 9)) == first and model.ghost_cell(t1, None) == first
    assert model.ghost_cell(t1, first) == first and model.ghost_cell(None, (9, 9)) == (9, 9)
    assert model.place_state(None, first, False) == ""
    wolves = position(2, board=BOARD_A, hands={0: ["WOLF-K", "WOLF-B"]}, colours="KB", bag=20)
    model = HeldChoices(GAME.view(wolves, 0), GAME.legal_actions(wolves), {})
    held = Piece("wolf", model.special_tiles("wolf")[0], 0, 0)
    assert model.next_special(held, "wolf") == model.special_tiles("wolf")[1]
    assert model.next_special(held, "hunter") is None  # (H with a wolf held: no next)


def test_a_hint_rings_the_tile_and_a_wolf_s_button_not_its_face():
    """A hint on a placement rings the hand's tile (its place is drawn apart); on a wolf also
    the W button (WB-5.1); on ending the turn the End button; never the face picked."""
    state = position(2, board=BOARD_A, hands={0: ["WOLF-K", "F/V"]}, colours="KB", bag=20)
    model = choices_of(state)
    legal = GAME.legal_actions(state)
    wolf = next(a for a in legal if isinstance(a, Wolf))
    lay = next(a for a in legal if isinstance(a, Place))
    assert model.hint_path(wolf) == [(HAND, wolf.tile), ("wolf",)]
    assert model.hint_path(lay) == [(HAND, lay.tile)]
    assert model.hint_path(Quit()) == [(QUIT,), (CONFIRM,)]


def test_holding_keeps_faces_and_what_cancel_gives_back():
    """The board's Holding: a tile picked up keeps the face and turn it was held in (the
    next model picks it up so); a tile turned or stepped to is picked up as given; putting
    back before a pick says whether that pick was what was held; before Quit what was held
    is kept for Cancel (WB-7.1), given back only while the question is asked, and forgotten
    once anything else is picked."""
    from farmhouse.games.wooly_bully.choices import PLACE, HeldChoices, Holding, Piece

    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"]}, colours="RB", bag=30)
    view, legal, t1 = GAME.view(state, 0), GAME.legal_actions(state), tile(state, "T1")
    holding = Holding()
    model = holding.choices(view, legal)
    assert isinstance(model, HeldChoices) and model.faces is holding.faces
    held = model.pick((), (HAND, t1))
    holding.picked(held, model.held(held))
    assert holding.faces == {t1: (0, 0)}
    assert holding.hold(t1, (0, 3)) == (HAND, t1) and holding.faces[t1] == (0, 3)
    again = holding.choices(view, legal).pick((), (HAND, t1))
    assert holding.choices(view, legal).held(again) == Piece(PLACE, t1, 0, 3)
    assert holding.put_back(again, (HAND, t1))  # (its own number: only put back)
    assert not holding.put_back(again, (HAND, tile(state, "T3")))
    assert holding.cancel(((QUIT,),)) == ()
    assert not holding.put_back(again, (QUIT,))
    holding.picked(((QUIT,),), None)  # (the question is asked: kept)
    assert holding.cancel(((QUIT,),)) == again and holding.cancel(again) == ()
    holding.picked(again, model.held(again))  # (something else picked: forgotten)
    assert holding.cancel(((QUIT,),)) == ()
    holding.picked(((REVEAL,),), Piece(REVEAL, 99, 1, 0))  # (the shepherd keeps no face)
    assert 99 not in holding.faces


def test_buttons_ghost_covers_and_prompt_come_from_the_model():
    """Board B (a tile can be laid): Reveal can be pressed and is worth it, gold while the
    shepherd is held; End cannot be pressed while a tile is owed (WB-3.5); the ghost shows on an
    open cell and on no laid tile; with a hunter held the active wolf it may cover is a
    place on a laid tile, where its ghost shows (WB-5.1). What the line saying what to do
    now depends on: the piece held, the question before quitting, a tile to lay, where the
    held face fits."""
    from farmhouse.games.wooly_bully.choices import HUNTER_PIECE, PLACE, HeldChoices, Piece

    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", *NAMES]}, colours="RB", bag=20)
    model = HeldChoices(GAME.view(state, 0), GAME.legal_actions(state), {})
    shepherd = model.held(((REVEAL,),))
    assert model.button_look(None, (REVEAL,)) == (True, False, True)
    assert model.button_look(shepherd, (REVEAL,)) == (True, True, True)
    assert model.button_look(shepherd, (END,)) == (False, False, False)  # (a tile owed)
    t1 = Piece(PLACE, tile(state, "T1"), 0, 0)
    laid = next(iter(model.view.board.cells))
    fit = next(c for c in model.places(t1) if model.fits(t1, c) == "fit")
    assert model.ghost_shown(t1, fit) and model.ghost_shown(t1, (40, 40))
    assert not model.ghost_shown(t1, laid) and not model.ghost_shown(None, fit)
    assert not model.ghost_shown(t1, None) and model.covers(t1) == ()
    now = model.prompting((), True)
    assert now.held is None and now.can_lay and now.taking and not now.confirming
    assert now.flip_marked  # (the hunter and F/V show the "flip to lay" mark)
    assert model.prompting(((QUIT,),), True).confirming
    assert not model.prompting((), False).can_lay and not model.prompting((), False).flip_marked
    held = model.pick((), (HAND, t1.tile))
    assert model.prompting(held, True)[::5] == (PLACE, True)  # (held, fits somewhere)
    wolf = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"}, hands={0: ["HUNTER-B"]}, bag=20)
    model = HeldChoices(GAME.view(wolf, 0), GAME.legal_actions(wolf), {})
    hunter_held = Piece(HUNTER_PIECE, tile(wolf, "HUNTER-B"), 0, 0)
    assert model.covers(hunter_held) == ((-4, 0),) and model.ghost_shown(hunter_held, (-4, 0))
    assert model.button_look(model.held(model.pick((), ("hunter",))), ("hunter",))[1]
