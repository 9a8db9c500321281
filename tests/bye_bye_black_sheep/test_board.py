"""GUI tests of the Bye-Bye Black Sheep board: drawing, highlights, clicks, keys, every
prompt, explanations, "Since your last turn", animations, and whole games played through the
board's own clicks.

Positions come from ``positions.position`` (forced draws make the specials appear); clicks go
through the real viewport at the items' mapped positions.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, QTranslator
from PySide6.QtGui import QColor

from farmhouse.app.board import access, palette
from farmhouse.app.board.game_board import FOCUS_HALO
from farmhouse.app.board.svg import SVG_CACHE
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event, Seat
from farmhouse.core.match import Match
from farmhouse.games.bye_bye_black_sheep import positions as P
from farmhouse.games.bye_bye_black_sheep import texts as board_texts
from farmhouse.games.bye_bye_black_sheep.board import create_board, layout
from farmhouse.games.bye_bye_black_sheep.choices import ByeByeChoices
from farmhouse.games.bye_bye_black_sheep.data import (
    FIRST_SPECIES,
    JOKER,
    LAST_SPECIES,
    SPECIES,
    kind_of,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Phase,
    Place,
    Steal,
    Stop,
    draw_risks,
)
from tests.app.keyplay import focus_by_keys, key_number_of

from . import board_hooks as hooks
from .conftest import (
    NAMES,
    apply,
    eagle_state,
    five_players,
    magpie_state,
    place_state,
    white_sheep_state,
)

pytestmark = pytest.mark.gui

SEATS = [Seat(name) for name in NAMES]


def k(name: str) -> int:
    return kind_of(name)


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(958, 733)  # the board's size in a 1280 × 800 window
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def click(qtbot, board, item) -> None:
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def show(board, state, seat=0, events=(), names=NAMES):
    """Show ``state`` as ``seat`` sees it, with its legal actions if it is that seat's turn;
    ``events`` (those ``seat`` may see) are also what happened since its last turn."""
    legal = GAME.legal_actions(state) if GAME.to_move(state) == seat else []
    seen = [e for e in events if e.visible_to(seat)]
    board.set_recent(seen, seat)  # (the shell's: Match.since_last_decision)
    board.show_view(GAME.view(state, seat), legal, seen, names)
    return legal


def texts(board) -> str:
    """Every text on the board in one string (wrapped lines joined again by spaces)."""
    return " ".join(board.texts_on_board())


def choice(board, role, value):
    kind = {"eagle_player": "hand", "mole_card": "mole"}.get(role, role)
    return next(i for i in hooks.choice_items(board) if i.data_value == (kind, value))


# ---------------------------------------------------------------- drawing


def test_renders_every_element(board):
    state = five_players()
    show(board, state, seat=2)  # Cleo watches Ann's turn
    shown = texts(board)
    for name in NAMES:
        assert name in board.texts_on_board()
    # every zoo's sign carries its owner's symbol in the owner's colour (the name stays in
    # the panel's head: once on the board)
    from PySide6.QtWidgets import QGraphicsPathItem

    from farmhouse.app.board.seats import seat_qcolour

    for seat in range(5):
        signs = [
            item
            for item in board.seats.layers[seat]["zoo_art"].childItems()
            if isinstance(item, QGraphicsPathItem)
        ]
        assert [item.brush().color() for item in signs] == [seat_qcolour(seat)], seat
    assert board.texts_on_board().count("Cleo") == 1
    assert board.texts_on_board().count("Ann") == 1
    assert "Pile: " in shown and "Goal: 3 triplet(s)" in shown
    assert shown.count("★ 1/3") == 2 and "Triplets 0/3" in shown  # Ann and Dai have one
    assert "Since your last turn" in shown and "Waiting for Ann…" in shown
    assert set(board.drawn.hands) == {3, 4, 0, 1}  # the others, clockwise after Cleo
    assert set(hooks.hand_cards(board)) == set(state.hands[2])
    # the own zoo shows every card; another's each kind once, with its count (tiger ×3)
    assert len(hooks.zoo_card_items(board, 0)) == 2 and len(hooks.zoo_card_items(board, 2)) == 1
    tiger = next(
        i for i in hooks.zoo_card_items(board, 0) if i.data_value == ("zoo", 0, k("tiger"))
    )
    assert tiger.badge[0] == str(k("tiger"))  # its number
    assert [c.text for c in tiger.childItems() if isinstance(c, Box)] == ["×3"]
    # the risk of each other hand: exactly one black sheep in it
    for risk in draw_risks(GAME.view(state, 2)):
        if risk is not None:
            assert f"black sheep: 1 in {risk.cards}" in shown
            assert f"{round(100 / risk.cards)}%" in shown


def test_whose_turn_is_marked_on_the_board(board):
    state = five_players()
    show(board, state, seat=0)
    assert "▶ your turn" in texts(board) and "▶ to play" not in texts(board)
    show(board, state, seat=3)
    assert "▶ to play" in texts(board) and "▶ your turn" not in texts(board)


def test_drawing_lights_the_other_hands_and_a_click_draws(qtbot, board):
    state = five_players()
    show(board, state)
    hands = board.drawn.hands
    lit = board.highlighted_items()
    assert set(hands.values()) <= set(lit)
    assert not any(i in lit for i in hooks.hand_cards(board).values())
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, hands[3])
    assert blocker.args == [Draw(3)]


@pytest.mark.parametrize(("key", "action"), [(Qt.Key.Key_1, Draw(1)), (Qt.Key.Key_4, Draw(4))])
def test_number_keys_draw_from_the_numbered_hands(qtbot, board, key, action):
    show(board, five_players())
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, key)
    assert blocker.args == [action]


def test_stop_by_button_and_key(qtbot, board):
    state, _ = apply(P.with_draws(five_players(), "camel"), Draw(1))
    show(board, state)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, hooks.button_item(board, "stop"))
    assert blocker.args == [Stop()]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_S)
    assert blocker.args == [Stop()]


def test_the_buttons_and_key_line_stay_as_the_draws_go_on(qtbot, board):
    """Between two draws of the same turn the Stop button is kept (not drawn anew) and
    still stops, by click and by key; the line of keys and the title of "Since your last
    turn" are not drawn again."""
    state, _ = apply(P.with_draws(five_players(), "camel", "koala"), Draw(1))
    show(board, state)
    stop = hooks.button_item(board, "stop")
    assert stop is not None
    keys = board.prompt.keys_layer.redraws
    state, events = apply(state, Draw(1))
    assert state.phase is Phase.DRAW and GAME.view(state, 0).drawn == 2
    show(board, state, events=events)
    assert hooks.button_item(board, "stop") is stop and stop.scene() is board.scene()
    assert stop.text == "Stop (S)" and stop.lit
    assert board.prompt.keys_layer.redraws == keys
    line = "Tab/arrows move · Enter picks · S stop · Esc back · Ctrl+Tab side panel"
    assert line in texts(board)  # (no N while drawing: it does nothing then)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, stop)
    assert blocker.args == [Stop()]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_S)
    assert blocker.args == [Stop()]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_3)  # the keys 1–9 still draw
    assert blocker.args == [Draw(3)]


def test_tab_moves_the_focus_ring_too(qtbot, board):
    """The kit's keyboard play: Tab goes through the lit targets in the choice model's order
    (the other hands clockwise, then Stop), the focus ring round the focused one; Space
    picks it."""
    show(board, five_players())
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("hand", 1)
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(board.drawn.hands[1].sceneBoundingRect().center())
    for _ in range(4):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("stop",)
    qtbot.keyClick(board, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert board.focus_target == ("hand", 4)
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Space)
    assert blocker.args == [Stop()]


def test_arrow_keys_and_enter_choose_the_focused_target(qtbot, board):
    show(board, five_players())
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # (no focus yet: the first hand)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.focus_target == ("hand", 2)  # the second hand, right of the first
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [Draw(2)]


def test_the_drawn_count_and_allowance_are_shown(board):
    state = P.with_draws(five_players(), "camel", "goat", "koala")
    state, _ = apply(state, Draw(1), Draw(2))
    show(board, state)
    assert "Drawn: 2 · you place nothing unless you draw 3 or more." in texts(board)
    state, _ = apply(state, Draw(1))
    show(board, state)
    assert "Drawn: 3 · stop now to place 1 card(s)." in texts(board)
    assert [i.path.name for i in board.drawn.wh] == [
        "card_camel.svg",
        "card_goat.svg",
        "card_koala.svg",
    ]
    assert [i.glow for i in board.drawn.wh] == [None, None, None]  # no move shown yet


def test_the_newest_drawn_card_is_outlined(board):
    state = P.with_draws(five_players(), "camel", "goat")
    state, _ = apply(state, Draw(1))
    state, events = apply(state, Draw(2))
    show(board, state, events=events)
    assert [i.glow for i in board.drawn.wh] == [None, palette.GOLD]


def test_clicks_and_keys_that_are_not_allowed_are_explained(qtbot, board):
    """A refused click or key is explained in the choice model's words (the reasons
    themselves are plain tests in ``test_choices.py``)."""
    state = five_players()
    show(board, state)
    with (
        qtbot.assertNotEmitted(board.action_chosen),
        qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker,
    ):
        click(qtbot, board, hooks.hand_cards(board)[k("goat")])
    assert "after you stop drawing" in blocker.args[0]
    show(board, state, seat=1)  # not Ben's turn
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        click(qtbot, board, board.drawn.hands[2])
    assert blocker.args[0] == "Please wait: Ann decides now."
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_S)
    assert blocker.args[0] == "Please wait: Ann decides now."


def _board_targets(board):
    items = list(board.drawn.hands.values()) + list(hooks.hand_cards(board).values())
    for seat in range(5):
        items += hooks.zoo_card_items(board, seat)
    items += hooks.choice_items(board)
    items += [
        hooks.button_item(board, n) for n in ("stop", "decline") if hooks.button_item(board, n)
    ]
    return items


@pytest.mark.parametrize(
    "scene",
    ["draw", "waiting", "eagle", "asking", "mole", "magpie", "place", "joker", "white_sheep"],
)
def test_every_target_is_lit_and_explained_as_the_choice_model_says(qtbot, board, scene):
    """Each target on the board is lit exactly when the choice model lets it be picked and
    otherwise carries the model's reason, in the player's words, as its why-not."""
    seat, selection, events = 0, (), ()
    if scene in ("draw", "waiting"):
        state = five_players()
        seat = 1 if scene == "waiting" else 0
    elif scene in ("eagle", "asking"):
        state, events = eagle_state()
    elif scene == "mole":
        state, events = apply(P.with_draws(five_players(), "mole"), Draw(2))
    elif scene == "magpie":
        state, events = magpie_state()
    elif scene == "white_sheep":
        state, events = white_sheep_state()
        seat = 2
    else:
        state, events = place_state(joker=scene == "joker")
    show(board, state, seat=seat, events=events)
    if scene == "asking":
        click(qtbot, board, choice(board, "eagle_player", 2))
        selection = (("hand", 2),)
    if scene == "joker":
        click(qtbot, board, hooks.hand_cards(board)[JOKER])
        selection = (("own", JOKER),)
    view = GAME.view(state, seat)
    model = ByeByeChoices(view, GAME.legal_actions_in_view(view))
    items = _board_targets(board)
    assert len(items) > 5
    for item in items:
        target = item.data_value
        reason = model.reason(selection, target)
        assert item.lit == (reason is None), (scene, target)
        want = None if reason is None else board_texts.describe_illegal(reason, NAMES)
        assert item.why_not == want, (scene, target)


def test_nothing_lights_up_while_the_board_is_not_interactive(qtbot, board):
    show(board, five_players())
    board.set_interactive(False)
    assert board.highlighted_items() == []
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000):
        click(qtbot, board, board.drawn.hands[1])
    board.set_interactive(True)
    assert board.highlighted_items()


# ---------------------------------------------------------------- the special cards


def test_eagle_asks_a_player_for_a_species(qtbot, board):
    state, events = eagle_state()
    assert state.phase is Phase.EAGLE
    show(board, state, events=events)
    assert "Eagle: choose a player to ask for a species, or do not ask." in texts(board)
    species = [i for i in hooks.choice_items(board) if i.role == "species"]
    assert len(species) == 16 and not any(i.lit for i in species)  # whom first
    click(qtbot, board, choice(board, "eagle_player", 2))
    assert "which species do you ask Cleo for?" in texts(board)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, choice(board, "species", k("goat")))
    assert blocker.args == [AskEagle(2, k("goat"))]


def test_eagle_by_keys_and_a_hand_click(qtbot, board):
    state, events = eagle_state()
    show(board, state, events=events)
    qtbot.keyClick(board, Qt.Key.Key_2)  # Cleo, the second panel
    assert "ask Cleo for" in texts(board)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # back: choose another player
    assert "choose a player to ask" in texts(board)
    click(qtbot, board, board.drawn.hands[4])  # Eve's hand means Eve
    assert "ask Eve for" in texts(board)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [AskEagle(4, 1)]  # the first species


@pytest.mark.parametrize("by_key", [False, True])
def test_eagle_can_be_declined(qtbot, board, by_key):
    state, events = eagle_state()
    show(board, state, events=events)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        if by_key:
            qtbot.keyClick(board, Qt.Key.Key_N)
        else:
            click(qtbot, board, hooks.button_item(board, "decline"))
    assert blocker.args == [Decline()]


def test_eagle_marks_what_is_known_of_the_hand(qtbot, board):
    state = P.with_draws(five_players(public_known={2: ["goat"]}), "eagle")
    state, events = apply(state, Draw(3))
    show(board, state, events=events)

    def marks():
        return {
            i.data_value[1]: [c.text for c in i.childItems() if getattr(c, "text", "")]
            for i in hooks.choice_items(board)
            if i.role == "species"
        }

    click(qtbot, board, choice(board, "eagle_player", 2))
    assert "✓" in marks()[k("goat")]  # Cleo is known to hold a goat
    assert all("✓" not in m for sp, m in marks().items() if sp != k("goat"))
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # another player
    click(qtbot, board, choice(board, "eagle_player", 1))
    assert all("✓" not in m for m in marks().values())  # nothing known of Ben's


def test_eagle_keeps_its_cards_and_players_as_the_asked_player_changes(qtbot, board):
    """The Eagle's species cards and player chips are kept (not drawn anew) while the player
    to ask changes: each still shows its own card, tooltip and target, with the marks of the
    hand now asked, and keys and clicks still choose them."""
    state = P.with_draws(five_players(public_known={2: ["goat"]}), "eagle")
    state, events = apply(state, Draw(3))
    show(board, state, events=events)
    before = hooks.choice_items(board)
    species = {i.data_value[1]: i for i in before if i.role == "species"}
    chips = {i.data_value[1]: i for i in before if i.role == "hand"}
    assert len(species) == 16 and set(chips) == {1, 2, 3, 4}

    def marks():
        return {
            sp: [card.badge[0]] + [c.text for c in card.childItems() if getattr(c, "text", "")]
            for sp, card in species.items()
        }

    qtbot.keyClick(board, Qt.Key.Key_2)  # Cleo
    assert hooks.choice_items(board) == before  # the same items, in the same order
    for sp, card in species.items():
        assert card.scene() is board.scene()
        assert card.path == layout.card_path(sp)
        assert card.toolTip().startswith(board_texts.kind_name(sp) + " — ")
        assert (card.role, card.data_value) == ("species", ("species", sp))
        assert card.lit  # now a choice
        assert marks()[sp] == ([str(sp), "✓"] if sp == k("goat") else [str(sp)])
    assert chips[2].fill == QColor("#FFEFC4") and chips[1].fill == palette.PAPER
    assert "✓ known in that hand · × that hand has none" in texts(board)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # back: another player
    assert hooks.choice_items(board) == before
    assert all(not card.lit for card in species.values())
    assert all(m == [str(sp)] for sp, m in marks().items())  # nothing asked: no marks
    assert all(chip.fill == palette.PAPER for chip in chips.values())
    assert "✓ known in that hand" not in texts(board)
    click(qtbot, board, chips[1])  # Ben: nothing known of his hand
    assert hooks.choice_items(board) == before
    assert all(m == [str(sp)] for sp, m in marks().items())
    assert chips[1].fill == QColor("#FFEFC4") and chips[2].fill == palette.PAPER
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, species[k("lion")])
    assert blocker.args == [AskEagle(1, k("lion"))]
    # the same step shown again (as after an undo) keeps them too, the asked player forgotten
    show(board, state, events=events)
    assert hooks.choice_items(board) == before
    assert all(m == [str(sp)] for sp, m in marks().items())
    assert all(chip.fill == palette.PAPER for chip in chips.values())
    # other players to ask (here: other names) draw them anew
    show(board, state, events=events, names=["Ann", "Bo", "Cy", "Di", "Ed"])
    assert all(card.scene() is None for card in species.values())
    fresh = {i.data_value[1]: i for i in hooks.choice_items(board) if i.role == "species"}
    assert len(fresh) == 16 and fresh[k("lion")].path == layout.card_path(k("lion"))


def test_mole_shows_the_hand_to_pick_from(qtbot, board):
    state = P.with_draws(five_players(), "mole")
    state, events = apply(state, Draw(2))
    assert state.phase is Phase.MOLE
    show(board, state, events=events)
    assert "Mole: choose a set card from Cleo's hand for the watering hole." in texts(board)
    cards = {i.data_value[1]: i for i in hooks.choice_items(board) if i.role == "mole"}
    assert set(cards) == set(state.hands[2])
    lit = {v for v, i in cards.items() if i.lit}
    assert lit == {c for c in state.hands[2] if c <= 16}
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, cards[k("rabbit")])
    assert blocker.args == [MolePick(k("rabbit"))]


def test_mole_by_number_key(qtbot, board):
    state = P.with_draws(five_players(), "mole")
    state, events = apply(state, Draw(2))
    show(board, state, events=events)
    first = sorted(set(state.hands[2]))[0]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_1)
    assert blocker.args == [MolePick(first)]


def test_magpie_takes_a_card_from_another_zoo(qtbot, board):
    state, events = magpie_state()
    assert state.phase is Phase.MAGPIE
    show(board, state, events=events)
    assert "click a card in another player's zoo" in texts(board)
    others = hooks.zoo_card_items(board, 3)
    assert others and all(i.lit for i in others)
    own = hooks.zoo_card_items(board, 0)
    assert own and not any(i.lit for i in own)
    hippo = next(i for i in others if i.data_value == ("zoo", 3, k("hippo")))
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, hippo)
    assert blocker.args == [Steal(3, k("hippo"))]


def test_magpie_can_take_nothing(qtbot, board):
    state, events = magpie_state()
    show(board, state, events=events)
    assert hooks.button_item(board, "decline").text == "Take nothing (N)"
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_N)
    assert blocker.args == [Decline()]


def test_white_sheep_lets_its_owner_place_out_of_turn(qtbot, board):
    state, events = white_sheep_state()
    assert state.phase is Phase.WHITE_SHEEP and GAME.to_move(state) == 2
    show(board, state, seat=2, events=events)
    assert "Ann drew your White Sheep: you may place one card from your hand in your zoo." in texts(
        board
    )
    cards = hooks.hand_cards(board)
    assert cards[k("goat")].lit and not cards[25].lit  # not Cleo's black sheep
    assert hooks.hand_mark(cards[k("goat")], "★") is not None  # placing it makes a triplet
    assert cards[k("goat")].toolTip() == (
        "goat — your hand (key 2)\nYou hold 1 card(s) of this kind.\n"
        "Placing it completes a triplet of goat in your zoo."
    )
    assert hooks.hand_mark(cards[k("tiger")], "★") is None
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, cards[k("goat")])
    assert blocker.args == [Place(k("goat"))]
    assert hooks.button_item(board, "decline").text == "Don't place (N)"
    assert "▶ you decide" in texts(board) and "their turn" in texts(board)  # Ann's turn
    show(board, state, seat=0)  # the active player waits for the owner
    assert "Cleo may place a card with the White Sheep…" in texts(board)
    assert "▶ deciding" in texts(board) and "▶ your turn" not in texts(board)


def test_a_read_only_board_shows_the_hand_without_keys(qtbot, board):
    """Last session's find: a replay or the look back (read-only) still showed the hand's
    key caps and tooltips naming keys ("goat — your hand (key 2)"). Read-only, the hand has
    no key caps and nothing names a key; playing on, they are back."""
    state, events = place_state()
    show(board, state, events=events)
    kinds = sorted(set(state.hands[0]))
    assert [c.text for c in board.hand.tags] == list(layout.HAND_KEYS[: len(kinds)])
    assert "(key 2)" in hooks.hand_cards(board)[kinds[1]].toolTip()
    board.set_read_only(True)
    assert board.hand.tags == []
    for card in hooks.hand_cards(board).values():
        assert "key" not in card.toolTip(), card.toolTip()
        assert not [c for c in card.childItems() if getattr(c, "text", "") in layout.HAND_KEYS]
    assert not [n for _, n, _, _ in access.accessible_tree(board) if "(key" in n]
    board.set_read_only(False)
    assert len(board.hand.tags) == len(kinds)


def test_the_focus_ring_on_a_hand_card_leaves_its_key_cap_readable(qtbot, board):
    """Last session's find: the focus ring round the first hand card ran over its key cap
    "1". The ring goes round the card and its cap (the card's face, not its glow; where the
    gap to the next card has no room for the ring, on the card's own edge: tester 23's F5)."""
    state, events = place_state()
    show(board, state, events=events)
    first = min(hooks.hand_cards(board))
    board.set_focus_target(("own", first))
    ring = board.key_focus_rect()
    cap = board.hand.tags[0]
    assert cap.text == "1" and ring is not None
    assert ring.contains(cap.sceneBoundingRect())
    card = hooks.hand_cards(board)[first]
    edge = FOCUS_HALO / 2 / board.zoom
    face = card.mapRectToScene(QRectF(0, 0, *card.size))
    assert ring.contains(face.adjusted(edge, 0, -edge, 0))


def test_placing_lights_the_set_cards_of_the_hand(qtbot, board):
    state, events = place_state()
    assert state.phase is Phase.PLACE and state.placements_left == 2
    show(board, state, events=events)
    assert "Place up to 2 card(s) from your hand into your zoo." in texts(board)
    cards = hooks.hand_cards(board)
    assert cards[k("lion")].lit and cards[k("goat")].lit and not cards[k("eagle")].lit
    assert not cards[23].lit  # Ann's black sheep
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, cards[k("lion")])
    assert blocker.args == [Place(k("lion"))]
    assert hooks.button_item(board, "decline").text == "Done placing (N)"
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_D)
    assert blocker.args == [Decline()]


def test_the_key_line_says_what_s_and_n_do_in_each_phase(qtbot, board):
    """Issue 18: the key line said "S stop · N no" in every phase, "N no" beside the "Done
    placing (N)" button while placing. Now it names N by the button's words (placing: "N
    done placing"), S only while drawing, and neither on another player's turn."""
    end = "Esc back · Ctrl+Tab side panel"
    state, events = place_state()
    show(board, state, events=events)
    assert hooks.button_item(board, "decline").text == "Done placing (N)"
    assert f"Tab/arrows move · Enter picks · N done placing · {end}" in texts(board)
    assert not any("S stop" in text or "N no" in text for text in texts(board))
    show(board, five_players())
    assert f"Tab/arrows move · Enter picks · S stop · {end}" in texts(board)
    show(board, five_players(), seat=3)  # (Ann draws: nothing of the viewer's to decide)
    assert f"Tab/arrows move · Enter picks · {end}" in texts(board)


def test_placing_by_number_key(qtbot, board):
    state, events = place_state()
    show(board, state, events=events)
    kinds = sorted(set(state.hands[0]))
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_1)
    assert blocker.args == [Place(kinds[0])]


def test_the_joker_asks_for_its_species(qtbot, board):
    state, events = place_state(joker=True)
    show(board, state, events=events)
    click(qtbot, board, hooks.hand_cards(board)[JOKER])
    assert "Joker: choose the species it counts as in your zoo." in texts(board)
    lion = choice(board, "species", k("lion"))
    assert [c.text for c in lion.childItems() if getattr(c, "text", "") == "★"] == ["★"]
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert hooks.choice_items(board) == []
    click(qtbot, board, hooks.hand_cards(board)[JOKER])
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, choice(board, "species", k("lion")))
    assert blocker.args == [Place(JOKER, k("lion"))]


# ---------------------------------------------------------------- what happened


def test_since_your_last_turn_tells_what_the_others_did(board):
    state = P.position(
        3,
        hands={0: ["goat"], 1: ["tiger", "tiger", "lion"], 2: ["hippo", "koala", "panda"]},
        hand_sizes=6,
        zoos={1: ["tiger"]},
        active=0,
    )
    state = P.with_draws(state, "black_sheep", "hippo", "koala", "panda")
    match = Match("bye_bye_black_sheep", GAME, state.options, SEATS[:3], 0, state)
    history = match.apply(Draw(1))  # Ann draws Ben's black sheep
    for action in (Draw(2), Draw(2), Draw(2), Stop(), Place(k("tiger"))):
        history += match.apply(action)  # Ben: 3 cards, places a tiger
    state = match.state

    def show_as_the_shell(seat):
        board.set_recent(match.since_last_decision(seat, seat), seat)
        board.show_view(match.view(seat), [], [e for e in history if e.visible_to(seat)], NAMES)

    show_as_the_shell(0)
    shown = texts(board)
    assert "Ben draws 3 card(s) and stops." in shown
    assert "Ben places tiger in their zoo." in shown
    assert "Ann drew Ben's black sheep" not in shown  # Ann's own turn ended before
    glowing = [i for i in hooks.zoo_card_items(board, 1) if i.glow == palette.GOLD]
    assert len(glowing) == 1  # the tiger placed since Ann's last turn
    show_as_the_shell(2)  # Cleo saw everything: her last turn was before Ann's
    assert "Ann draws Ben's black sheep at once: nothing is placed." in texts(board)


def test_animations_run_and_leave_nothing_behind(qtbot, board):
    board.set_animation_speed(0.3)
    state = P.with_draws(five_players(), "camel", "black_sheep")
    state, events = apply(state, Draw(1))
    with qtbot.waitSignal(board.animations_finished, timeout=3000):
        show(board, state, events=events)
        assert board.is_animating()
    state, events = apply(state, Draw(2))  # Cleo's black sheep: a forced end
    assert any(e.key == "bb.drew_black_sheep" for e in events)
    with qtbot.waitSignal(board.animations_finished, timeout=5000):
        show(board, state, events=events)
        assert board.is_animating()
    assert not board.is_animating()
    assert all(i.opacity() == 1.0 for i in board.drawn.wh)
    scene_cards = [
        i
        for i in board.scene().items()
        if i.zValue() >= 30 and i not in (board.overlay, board.focus_ring)
    ]
    assert scene_cards == []  # the flying cards are gone


def test_a_new_view_ends_a_running_animation_and_reports_it(qtbot, board):
    board.set_animation_speed(1)
    state = P.with_draws(five_players(), "camel")
    state, events = apply(state, Draw(1))
    seen: list[bool] = []
    board.animations_finished.connect(lambda: seen.append(True))
    show(board, state, events=events)
    assert board.is_animating()
    show(board, state)
    assert seen == [True]
    qtbot.waitUntil(lambda: seen == [True, True], timeout=1000)


# ---------------------------------------------------------------- pictures, texts, sizes


@pytest.mark.parametrize(
    "name",
    [
        *(f"card_{s}.svg" for s in SPECIES),
        *(
            f"card_{n}.svg"
            for n in (
                "joker",
                "eagle",
                "mole",
                "magpie",
                "white_sheep",
                "mother_sheep",
                "wolf",
                "black_sheep",
                "back",
            )
        ),
        "watering_hole.svg",
        "zoo.svg",
        "pile.svg",
        "cover.svg",
    ],
)
def test_every_picture_renders(board, name):
    path = layout.ART / name
    assert path.is_file()
    image = SVG_CACHE.pixmap(path, 64, 64, 1.0).toImage()
    painted = sum(
        image.pixelColor(x, y).alpha() > 0 for x in range(0, 64, 4) for y in range(0, 64, 4)
    )
    assert painted > 40


def test_every_card_kind_has_its_picture(board):
    for kind in range(0, 28):
        assert layout.card_path(kind).is_file(), kind
    assert layout.card_path(None).name == "card_back.svg"


class MarkingTranslator(QTranslator):
    """Translates every ByeByeBlackSheep text (and the kit's "since your last turn" panel's)
    to "«text»", to see which texts are translated."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context in ("ByeByeBlackSheep", "RecentPanel") else None

    def isEmpty(self):  # noqa: N802 (Qt API)
        return False


def test_retranslate_redraws_the_texts(board):
    show(board, five_players())
    assert "Since your last turn" in board.texts_on_board()
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        board.retranslate()
        shown = board.texts_on_board()
        assert "«Since your last turn»" in shown and "Since your last turn" not in shown
        assert board.toolTip().startswith("«Click another player's hand")
        # every part's layers: the hand's count, a hand row's risk, the goal, a zoo, a plate
        for text in ("«Your hand: 5 card(s)»", "«black sheep: 1 in 7»", "«Goal: 3 triplet(s)»"):
            assert text in shown, text
        assert "«empty zoo»" in shown and "«★ 1/3»" in shown
    finally:
        QCoreApplication.removeTranslator(translator)
    board.retranslate()
    assert "Since your last turn" in board.texts_on_board()


def test_a_long_name_gives_way_in_its_panels_head_and_never_moves_the_triplets(board):
    """Issue 19: in another player's narrow panel (five players) a long name pushed the
    "★ 0/3" down into the hand's box. The triplets stay at the right of the panel's head, over
    the hand's box; the name is set smaller, then elided (whole in its tooltip), never cut
    while it fits: a shorter name, and the long one in the viewer's wide panel, are whole."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from tests.app.readable import problems

    def head(seat):  # the name's labels, the triplets' label, the hand's box
        labels = board.seats.plates[seat].layer.childItems()
        names = [i for i in labels if isinstance(i, QGraphicsSimpleTextItem)]
        (trips,) = board.seats.layers[seat]["trips"].childItems()
        return names, trips, board.seats.targets[seat].sceneBoundingRect()

    board.resize(*SMALL_WINDOW)
    for name in ("Bartholomew Longname", "Maximiliana Wolkenstein-Ferreira Y Santos"):
        board.show_view(GAME.view(five_players(), 1), [], (), [name, *NAMES[1:]])
        names, trips, box = head(0)  # seat 0 is another player's panel for seat 1
        assert trips.text() == "★ 1/3" and trips.toolTip().startswith("Triplets: 1 of")
        shown = trips.sceneBoundingRect()
        assert shown.bottom() <= box.top() and shown.top() >= layout.TOP_BAND.top()
        assert [n.text().count("…") for n in names] == [1] and names[0].toolTip() == name
        assert not names[0].sceneBoundingRect().intersects(shown)
        assert all(head(s)[1].sceneBoundingRect().top() == shown.top() for s in (2, 3, 4))
    board.show_view(GAME.view(five_players(), 1), [], (), ["Bartholomew", *NAMES[1:]])
    assert "Bartholomew" in board.texts_on_board()
    assert problems(board) == []
    board.show_view(GAME.view(five_players(), 0), [], (), ["Bartholomew Longname", *NAMES[1:]])
    assert "Bartholomew Longname" in board.texts_on_board()  # the own, wide panel


def test_spectator_sees_no_hand(board):
    state = five_players()
    board.set_recent([], 1)  # a public view: since the last turn of the seat to move
    board.show_view(GAME.view(state, None), [], (), NAMES)
    assert hooks.hand_cards(board) == {}
    assert "Since Ben's last turn" in board.texts_on_board()
    # The face-down hand at the bottom is named by its owner, not "Your hand: 0 cards".
    view = GAME.view(state, None)
    bottom = int(view.active)
    assert not any(t.startswith("Your hand") for t in board.texts_on_board())
    assert f"{NAMES[bottom]}'s hand: {view.hand_sizes[bottom]} card(s)" in board.texts_on_board()


# ---------------------------------------------------------------- whole games


def choose(rng, state, legal):
    """A plausible player: draws to 3–5 cards, asks the Eagle about species it collects,
    places what it has most of."""
    phase = state.phase
    me = GAME.to_move(state)
    zoo = state.zoos[me]
    if phase is Phase.DRAW:
        if len(state.wh) >= rng.choice((3, 3, 4, 5)):
            return Stop()
        return rng.choice([a for a in legal if isinstance(a, Draw)])
    if phase is Phase.EAGLE:
        asks = [a for a in legal if isinstance(a, AskEagle)]
        hand = state.hands[me]
        wanted = [a for a in asks if a.species in hand or a.species in zoo]
        return rng.choice(wanted or asks) if rng.random() < 0.8 else Decline()
    if phase in (Phase.PLACE, Phase.WHITE_SHEEP):
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return Decline()
        return max(
            places, key=lambda a: (zoo.count(a.card), state.hands[me].count(a.card), rng.random())
        )
    return rng.choice(legal)


def do_by_board(qtbot, board, action, keys: bool):
    """Make ``action`` on the board the way a person would (clicks, or keys where there are
    keys); returns what the board emitted."""
    with qtbot.waitSignal(board.action_chosen, timeout=2000) as blocker:
        if isinstance(action, Draw):
            click(qtbot, board, board.drawn.hands[action.target])
        elif isinstance(action, Stop):
            if keys:
                qtbot.keyClick(board, Qt.Key.Key_S)
            else:
                click(qtbot, board, hooks.button_item(board, "stop"))
        elif isinstance(action, Decline):
            if keys:
                qtbot.keyClick(board, Qt.Key.Key_N)
            else:
                click(qtbot, board, hooks.button_item(board, "decline"))
        elif isinstance(action, AskEagle):
            click(qtbot, board, choice(board, "eagle_player", action.target))
            click(qtbot, board, choice(board, "species", action.species))
        elif isinstance(action, MolePick):
            click(qtbot, board, choice(board, "mole_card", action.card))
        elif isinstance(action, Steal):
            item = next(
                i
                for i in hooks.zoo_card_items(board, action.victim)
                if i.data_value == ("zoo", action.victim, action.card)
            )
            click(qtbot, board, item)
        elif isinstance(action, Place):
            click(qtbot, board, hooks.hand_cards(board)[action.card])
            if action.declare is not None:
                click(qtbot, board, choice(board, "species", action.declare))
    return blocker.args[0]


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 11, Options()), (5, 4, Options(advanced=True, joker=True))],
)
def test_a_whole_game_played_through_the_board(qtbot, board, players, seed, options):
    """Hot-seat through the real engine: every decision is made with the board's own clicks
    (and keys), including Eagle or Mole decisions and forced ends, until the game ends."""
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    board.set_animation_speed(0.01)  # real animations, just quick
    events: list[Event] = []
    decisions = {"special": 0, "forced": 0}
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        legal = list(GAME.legal_actions(state))
        with qtbot.waitSignal(board.animations_finished, timeout=3000):
            board.show_view(view, legal, [e for e in events if e.visible_to(seat)], NAMES)
        action = choose(rng, state, legal)
        if state.phase in (Phase.EAGLE, Phase.MOLE):
            decisions["special"] += 1
        assert do_by_board(qtbot, board, action, keys=rng.random() < 0.3) == action
        state, events = GAME.apply(state, action)
        decisions["forced"] += sum(e.key == "bb.drew_black_sheep" for e in events)
    assert decisions["special"] >= 1 and decisions["forced"] >= 1, decisions
    assert any(t.endswith("Esc back · Ctrl+Tab side panel") for t in board.texts_on_board())
    final = GAME.view(state, 0)
    board.show_view(final, [], events, NAMES)
    assert "The game is over." in board.texts_on_board()
    assert not any(t.startswith("Keys:") for t in board.texts_on_board())  # nothing to press


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, Options(joker=True)),
        (3, Options(advanced=True)),
        (5, Options(advanced=True, joker=True)),
    ],
)
def test_every_view_of_a_random_game_draws(board, players, options):
    """Random games shown move by move to a random seat (or a spectator), with the history
    cut anywhere a window may start: the board never fails, and every decision that is
    offered lights at least one choice."""
    rng = random.Random(players)
    state = GAME.setup(players, options, players)
    while GAME.to_move(state) is not None:
        legal = list(GAME.legal_actions(state))
        draws = [a for a in legal if isinstance(a, Draw)]
        if draws and (len(state.wh) < 3 or rng.random() < 0.5):
            action = rng.choice(draws)
        else:
            action = rng.choice(legal)
        state, events = GAME.apply(state, action)
        viewer = rng.choice([*range(players), None])
        offered = GAME.legal_actions(state) if GAME.to_move(state) == viewer else []
        board.show_view(
            GAME.view(state, viewer), offered, [e for e in events if e.visible_to(viewer)], NAMES
        )
        if offered:
            assert board.highlighted_items(), state.phase


# ---------------------------------------------------------------- a crowded hand

SPECIALS = ["joker", "eagle", "mole", "magpie", "white_sheep", "mother_sheep", "wolf"]


def crowded_placing(players, size, distinct=False):
    """Ann placing with a hand of ``size`` cards: crocodile and panda three times each (or,
    ``distinct``, one card of every kind there is), then other kinds one each; the last
    three cards she drew (tiger, goat, lion) are in it."""
    species = [s for s in SPECIES[: P.SETUP[players].species] if s not in ("tiger", "goat", "lion")]
    others = [s for s in species if s not in ("crocodile", "panda")]
    specials = SPECIALS if players == 5 else SPECIALS[:4]  # two players: fewer specials
    if distinct:
        listed = ["crocodile", "panda", *specials, *others]
    else:
        listed = ["crocodile"] * 3 + ["panda"] * 3 + specials + others
    listed = listed[: size - 4]  # with the black sheep and the three cards drawn
    state = P.position(
        players,
        options=Options(advanced=players == 5, joker=True),
        hands={0: listed, 1: ["tiger", "goat", "lion"]},
        hand_sizes={1: 7},
        magpie_beside=False if "magpie" in listed else None,
        active=0,
    )
    state = P.with_draws(state, "tiger", "goat", "lion")
    state, events = apply(state, Draw(1), Draw(1), Draw(1), Stop())
    assert state.phase is Phase.PLACE and len(state.hands[0]) == size
    return state, events


def covering(board, item, part=None):
    """The visible items drawn over ``item``'s own rectangle (or ``part`` of it, in its own
    coordinates; not its own children)."""
    rect = item.mapRectToScene((part or item.rect).adjusted(1, 1, -1, -1))
    above = []
    for other in board.scene().items(
        rect, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
    ):
        if other is item:
            return above
        if other.isVisible() and not item.isAncestorOf(other):
            above.append(other)
    raise AssertionError("the item is not in the scene")


@pytest.mark.parametrize("window", [(958, 733), (1598, 1013)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize(
    ("players", "size", "distinct"),
    [(2, 11, False), (2, 19, False), (5, 11, False), (5, 19, False), (5, 23, False), (5, 23, True)],
)
def test_every_count_in_a_crowded_hand_is_visible(board, window, players, size, distinct):
    """With 11 to 23 cards the hand cards overlap; each card's "×N" badge, its species
    number and (while placing) its triplet star lie in the strip no other card covers, at
    a readable size (the second tester saw crocodile ×3 and panda ×3 as single cards)."""
    board.resize(*window)
    state, events = crowded_placing(players, size, distinct)
    show(board, state, events=events)
    cards = hooks.hand_cards(board)
    held = Counter(state.hands[0])
    assert set(cards) == set(held)
    scale = board.transform().m11()
    assert layout.MIN_TEXT * scale >= 11  # px
    for kind, card in cards.items():
        badge = hooks.hand_mark(card, "×")
        assert badge is not None and badge.text == f"×{held[kind]}", kind
        assert covering(board, badge) == [], (kind, covering(board, badge))
        assert badge.mapRectToScene(badge.rect).width() * scale >= 16  # px: room for "×3"
        star = hooks.hand_mark(card, "★")
        assert star is None or covering(board, star) == [], kind
        if FIRST_SPECIES <= kind <= LAST_SPECIES:  # its number, painted in its corner
            assert card.badge[0] == str(kind)
            assert covering(board, card, QRectF(2, 3, 26, 22)) == [], kind
    assert hooks.hand_mark(cards[k("crocodile")], "×").text == ("×1" if distinct else "×3")


@pytest.mark.parametrize(("players", "size"), [(2, 11), (5, 19), (5, 23)])
def test_each_key_cap_lies_under_the_card_its_key_places(qtbot, board, players, size):
    """The digit keys are drawn as key caps right under the uncovered strip of the card
    they choose (under an overlapping hand they used to sit under a later card, so key 3
    seemed to pick the card marked 6), and pressing one places exactly that card."""
    state, events = crowded_placing(players, size)
    show(board, state, events=events)
    kinds = sorted(set(state.hands[0]))
    caps = board.hand.tags
    assert [c.text for c in caps] == list(layout.HAND_KEYS[: min(20, len(kinds))])
    for n, cap in enumerate(caps, 1):
        assert cap.border == palette.INK and cap.childItems()  # a key cap with its edge
        centre = cap.mapRectToScene(cap.rect).center()
        probe = centre - QPointF(0, 60)  # on the cards, just above the cap
        top = next(i for i in board.scene().items(probe) if getattr(i, "role", "") == "own")
        assert top.data_value == ("own", kinds[n - 1]), (n, top.data_value)
    legal_keys = [
        n for n, kind in enumerate(kinds[:20], 1) if Place(kind) in GAME.legal_actions(state)
    ]
    n = legal_keys[-1]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, getattr(Qt.Key, f"Key_{layout.HAND_KEYS[n - 1]}"))
    assert blocker.args == [Place(kinds[n - 1])]


def test_since_your_last_turn_leaves_out_the_seats_own_doings():
    """The rule behind "Since your last turn" (``core.match.since_last_decision`` with this
    game's own ``own_events`` and turns): from the end of the seat's last turn, what the
    others did; during the seat's own turn it ends where that turn began; a White Sheep
    placement the seat made in another's turn is not listed, one another seat makes in the
    seat's turn is."""
    from farmhouse.core.match import since_last_decision

    def ev(key, seat, **params):
        return Event(key, {"seat": seat, **params}, seat)

    # (mover, turn, events) of each action
    history = [
        (0, 0, [ev("bb.drew", 0, source=1, card="set:1", drawn=1)]),
        (
            0,
            0,
            [
                ev("bb.turn_end", 0, end="stop", drawn=1, allowance=0),
                ev("bb.turn_over", 0, turn=1),
                ev("bb.next", 1, turn=1),
            ],
        ),
        (
            1,
            1,
            [
                ev("bb.drew", 1, source=0, card="white_sheep", drawn=1),
                ev("bb.white_sheep_offered", 0, active=1),
            ],
        ),
        (0, 1, [ev("bb.placed", 0, card="set:4", species=4, via="white_sheep", count=1)]),
        (1, 1, [ev("bb.drew", 1, source=0, card="set:2", drawn=2)]),
        (
            1,
            1,
            [
                ev("bb.turn_end", 1, end="stop", drawn=2, allowance=0),
                ev("bb.turn_over", 1, turn=2),
                ev("bb.next", 0, turn=2),
            ],
        ),
    ]

    def since(actions, seat, turn_now):
        return since_last_decision(
            GAME,
            [Draw(0)] * len(actions),
            [m for m, _, _ in actions],
            [t for _, t, _ in actions],
            [e for _, _, e in actions],
            seat,
            seat,
            turn_now,
        )

    flat = [e for _, _, events in history for e in events]
    # seat 0's end of turn: its own part ends where the turn is over
    others = [*flat[2:6], *flat[7:]]
    assert since(history, 0, turn_now=0) == others
    mine = [(0, 0, [ev("bb.drew", 0, source=1, card="set:3", drawn=1)])]
    assert since(history + mine, 0, turn_now=0) == others  # steady
    ben = [(1, 0, [ev("bb.placed", 1, card="set:5", species=5, via="white_sheep", count=1)])]
    assert since(history + mine + ben, 0, turn_now=0) == [*others, *ben[0][2]]
    assert since(history + mine, 1, turn_now=0) == [*flat[-2:], *mine[0][2]]
    assert since(mine, 0, turn_now=0) == []  # the game's first turn
    assert since(mine, 1, turn_now=0) == mine[0][2]


def test_a_loaded_game_remembers_what_happened_since_your_last_turn(board):
    """After a load the board lists the other players' last turns at once (what the shell
    gives it with the first view: ``set_recent``)."""
    state = P.position(2, hands={0: ["goat"], 1: ["tiger", "lion"]}, hand_sizes={1: 6}, active=1)
    state = P.with_draws(state, "goat", "lion", "tiger")
    batches = []
    for action in (Draw(0), Stop()):
        state, events = GAME.apply(state, action)
        batches.append(events)
    show(board, state, seat=0, events=[e for events in batches for e in events])
    assert "Ben draws 1 card(s) and stops." in texts(board)


def test_since_your_last_turn_never_runs_out_of_its_box(board):
    """Chinese and Japanese lines are set in a taller fallback font than the board font the
    list first counts in: the oldest lines give way until the newest fit inside the box
    (seen in Japanese: the last line of a winning turn hung below the box)."""
    from PySide6.QtWidgets import QGraphicsTextItem

    from farmhouse.app.board.text import UNWRAPPED

    RECENT_RECT = layout.RECENT_RECT
    show(board, five_players())
    lines = (
        "Bot 2がドロボウカササギを受け取りました（動物園に3種類目の動物を置いたため）。",
        "Bot 2がキリン、ウサギ×3を動物園に置きました。",
        "Bot 2がウサギの3枚組を完成させました（これで3組）。",
        "Bot 2が3枚組を3組そろえて勝ちました！",
    )
    for shown in (lines, lines[1:], ("Ann drew a card.",) * 12, lines * 3):
        layer = board.table.recent_layer
        board.table.recent.show(layer, RECENT_RECT, "Since your last turn", shown)
        (block,) = [i for i in layer.childItems() if isinstance(i, QGraphicsTextItem)]
        bottom = block.mapRectToScene(block.boundingRect()).bottom()
        assert bottom <= RECENT_RECT.bottom(), shown
        assert shown[-1] in block.data(UNWRAPPED)  # the newest line stays


# ---------------------------------------------------------------- readable at 1280 × 720

#: The board's size in a 1280 × 720 window.
SMALL_WINDOW = (958, 659)
#: zoo.svg's fence (its own units, 420 × 220): the posts and rails end at x 16 and 404, the
#: top rail at y 26 (the sign above it), the bottom rail begins at y 206.
FENCE_INSIDE = QRectF(16, 26, 388, 180)


def inside_the_fence(rect: QRectF) -> QRectF:
    sx, sy = rect.width() / 420, rect.height() / 220
    return QRectF(
        rect.left() + FENCE_INSIDE.left() * sx,
        rect.top() + FENCE_INSIDE.top() * sy,
        FENCE_INSIDE.width() * sx,
        FENCE_INSIDE.height() * sy,
    )


def many_zoos():
    """Ann (seat 0) placing, with zoos from one species to six, stacks and triplets."""
    return five_players(
        zoos={
            0: ["tiger", "tiger", "tiger", "goat", "lion"],
            1: ["lion", "lion", "crocodile", "panda"],
            2: ["panda"],
            3: ["zebra", "zebra", "zebra", "hippo", "giraffe", "camel", "koala", "rabbit"],
            4: ["elephant", "elephant", "monkey", "flamingo"],
        }
    )


def test_zoo_cards_lie_inside_the_fence_clear_of_the_turn_badge(board):
    """The tester's find: zoo cards lay over the zoo's top fence and under the "your turn"
    badge on its sign. Every zoo card, in every zoo, lies inside the fence, and no card is
    under the badge."""
    board.resize(*SMALL_WINDOW)
    show(board, many_zoos())
    badges = [
        b
        for plate in board.seats.plates.values()
        for b in plate.badge_layer.childItems()
        if isinstance(b, Box) and b.text
    ]
    assert [b.text for b in badges] == ["▶ your turn"]
    badge = badges[0].mapRectToScene(badges[0].rect)
    for seat in range(5):
        fence = inside_the_fence(board.drawn.zoo_rects[seat])
        cards = hooks.zoo_card_items(board, seat)
        assert cards
        for card in cards:
            rect = card.mapRectToScene(QRectF(0, 0, *card.size))
            assert fence.contains(rect), (seat, card.data_value, rect, fence)
            assert not rect.intersects(badge), (seat, card.data_value)


def test_other_players_zoos_are_readable_with_five_players_in_a_small_window(board):
    """The tester's find: with five players at 1280 wide the others' zoo cards were stacks
    of about 30 × 45 px, numbers nowhere. Each species of another's zoo shows once, its
    number at least 12 px, its count beside it ("×2") where there are more, and the cards
    are as large as the zoo allows: a zoo of up to four species shows cards at least 40 px
    wide."""
    from tests.app.readable import problems, visible_texts

    board.resize(*SMALL_WINDOW)
    state = many_zoos()
    show(board, state)
    shown = visible_texts(board)
    scale = board.transform().m11()
    for seat in range(1, 5):
        zoo = state.zoos[seat]
        counts = Counter(zoo)
        cards = hooks.zoo_card_items(board, seat)
        assert sorted(c.data_value[2] for c in cards) == sorted(counts)  # each kind once
        for card in cards:
            species = card.data_value[2]
            rect = board.mapFromScene(card.mapRectToScene(QRectF(0, 0, *card.size)))
            on_card = [
                p.text
                for p in shown
                if rect.boundingRect().contains(p.rect.center().toPoint()) and p.pixels >= 12
            ]
            assert str(species) in on_card, (seat, species, on_card)
            if counts[species] > 1:
                assert f"×{counts[species]}" in on_card, (seat, species, on_card)
            if len(counts) <= 4:
                assert card.size[0] * scale >= 40, (seat, card.size[0] * scale)
    assert problems(board) == []


def test_a_joker_in_another_s_zoo_leaves_its_species_count_in_sight(board):
    """Session 24's tester, F1: in another player's zoo (each kind shown once, its count on
    it) the joker lay over its species' card and hid that card's "×3": a player could not
    tell from the board how many rabbits the zoo held. The joker lies under its species'
    card now; the count is readable (12 px at least, under nothing), and so is the joker's
    card, its column a triplet in gold."""
    from tests.app.readable import problems, visible_texts

    board.resize(*SMALL_WINDOW)
    zoo = ["joker:rabbit", "crocodile", "crocodile", "lion", "rabbit", "rabbit", "rabbit"]
    state = five_players(zoos={1: zoo}, options=Options(advanced=True, joker=True))
    show(board, state)
    shown = visible_texts(board)
    rabbit, joker = board.drawn.zoo[(1, k("rabbit"))], board.drawn.zoo[(1, JOKER)]
    assert len(rabbit) == len(joker) == 1
    rect = board.mapFromScene(rabbit[0].mapRectToScene(QRectF(0, 0, *rabbit[0].size)))
    on_card = [
        p.text
        for p in shown
        if rect.boundingRect().contains(p.rect.center().toPoint()) and p.pixels >= 12
    ]
    assert "×3" in on_card and str(k("rabbit")) in on_card, on_card
    # the joker's card shows (a strip of it above the rabbit's), named in its tooltip
    assert joker[0].zValue() < rabbit[0].zValue()
    top = joker[0].mapRectToScene(QRectF(0, 0, *joker[0].size))
    assert rabbit[0].mapRectToScene(QRectF(0, 0, *rabbit[0].size)).top() - top.top() >= 20
    assert "joker" in joker[0].toolTip() and "rabbit" in joker[0].toolTip()
    assert problems(board) == []


@pytest.mark.parametrize("columns", [10, 14])
def test_a_crowded_zoo_keeps_its_counts_readable_and_apart(board, columns):
    """Last session's find: at game over another player's zoo of about ten columns crowded
    its "×2" badges (each wider than its card, over the next column's). The columns take
    two rows where that shows the cards larger; each count lies on its own card at the
    least text size, apart from the others ("2" where "×2" is wider than the card; its
    tooltip says it in full), and every card lies inside the fence."""
    board.resize(*SMALL_WINDOW)
    many = ["tiger", "penguin", "crocodile", "giraffe", "zebra", "panda", "hippo", "flamingo"]
    many += ["lion", "elephant", "camel", "koala", "rabbit", "monkey"]
    show(board, five_players(zoos={1: [s for s in many[:columns] for _ in (0, 1)]}))
    cards = hooks.zoo_card_items(board, 1)
    assert len(cards) == columns
    fence, scale = inside_the_fence(board.drawn.zoo_rects[1]), board.transform().m11()
    rects = []
    for card in cards:
        badges = [c for c in card.childItems() if isinstance(c, Box) and c.text in ("×2", "2")]
        assert len(badges) == 1, card.data_value
        badge = badges[0]
        assert badge.font_size >= layout.MIN_TEXT
        assert "holds 2 card(s)" in badge.toolTip()
        rect, own = badge.mapRectToScene(badge.rect), card.mapRectToScene(QRectF(0, 0, *card.size))
        assert own.left() <= rect.left() and rect.right() <= own.right(), card.data_value
        assert fence.contains(own) and own.width() * scale >= 18, (card.data_value, own)
        rects.append(rect)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_a_hand_of_more_than_nine_kinds_is_reached_by_keys(qtbot, board):
    """The tester's find: a hand of ten kinds or more could not be reached by keys 1–9.
    After 9 come 0 and Q…P, each on the key cap under its card."""
    state, events = crowded_placing(5, 19, distinct=True)
    show(board, state, events=events)
    kinds = sorted(set(state.hands[0]))
    assert len(kinds) >= 12
    # (the key caps under the cards name the keys past 9: the key line names no digits)
    assert "".join(c.text for c in board.hand.tags).startswith("1234567890QW")
    legal = GAME.legal_actions(state)
    tried = 0
    for n in range(10, min(20, len(kinds)) + 1):
        if Place(kinds[n - 1]) not in legal or kinds[n - 1] == JOKER:
            continue
        key = "1234567890QWERTYUIOP"[n - 1]
        cap = board.hand.tags[n - 1]
        assert cap.isVisible() and cap.text == key
        with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
            qtbot.keyClick(board, getattr(Qt.Key, f"Key_{key}"))
        assert blocker.args == [Place(kinds[n - 1])]
        show(board, state, events=events)  # (the same decision again)
        tried += 1
    assert tried >= 2


def test_the_risk_percentage_sits_beside_its_bar(board):
    """The tester's find: the black-sheep percentage sat below its bar. Its digits are
    centred on the bar's height, right of it, clear of the line above."""
    from PySide6.QtGui import QFontMetricsF

    board.resize(*SMALL_WINDOW)
    show(board, five_players())
    rows = {seat: hooks.hand_row(board, seat) for seat in range(1, 5)}
    for seat, (percent, bar_item, risk_item) in rows.items():
        assert percent.isVisible() and percent.text().endswith("%")
        bar = bar_item.mapRectToScene(bar_item.rect)
        metrics = QFontMetricsF(percent.font())
        ink = metrics.tightBoundingRect(percent.text()).translated(
            percent.scenePos() + QPointF(0, metrics.ascent())
        )
        assert abs(ink.center().y() - bar.center().y()) <= 1.5, (seat, ink, bar)
        assert ink.left() >= bar.right()
        risk = risk_item.sceneBoundingRect()
        assert ink.top() > risk.top() + metrics.ascent() * 0.9, (seat, ink, risk)


def test_the_focus_ring_on_a_mole_card_leaves_its_key_number_readable(qtbot, board):
    """Kit focus ring: a card seen with the Mole, focused by Tab, is ringed together with
    its key number drawn under it (the ring never covers the number; BB-7.3)."""
    state = P.with_draws(five_players(), "mole")
    state, events = apply(state, Draw(2))
    show(board, state, events=events)
    board.setFocus()
    first = sorted(set(state.hands[2]))[0]
    focus_by_keys(board, ("mole", first))
    card = board.item_of(("mole", first))
    number = key_number_of(board, card, "1")
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(number.sceneBoundingRect())


def test_the_eagles_legend_lies_clear_of_the_species_cards(qtbot, board):
    """With 5 players the Eagle's species are two rows of cards; its legend ("✓ known in that
    hand · × that hand has none") ran under the second row. The cards are sized to the room
    above the legend."""
    import attrs
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    state, events = eagle_state()
    excluded = list(state.excluded)
    excluded[2] = (k("tiger"),)  # an earlier Eagle's "no": Cleo has no tiger (a × mark)
    show(board, attrs.evolve(state, excluded=excluded), events=events)
    click(qtbot, board, choice(board, "eagle_player", 2))
    legend = [
        i
        for i in board.scene().items()
        if isinstance(i, QGraphicsSimpleTextItem) and "known in that hand" in i.text()
    ]
    assert legend, "the legend is drawn"
    cards = [i for i in hooks.choice_items(board) if i.role == "species"]
    assert len(cards) == 16
    box = legend[0].sceneBoundingRect()
    drawn = {c.data_value: c.mapRectToScene(QRectF(0, 0, *c.size)) for c in cards}
    assert not [v for v, rect in drawn.items() if rect.intersects(box)]


def test_the_game_ends_with_every_seat_ranked_over_the_watering_hole(qtbot, board):
    """Kit end-of-game rows: at the end each seat's place, name, triplets and of which
    species lie over the watering hole, the name's tooltip saying the whole row."""
    from farmhouse.app.board.parts.final import ranked

    from .conftest import random_game

    *_, (_, _, state, events) = random_game(4, Options(), 3)
    show(board, state, seat=0, events=events)
    outcome = GAME.outcome(state)
    layer = board.prompt.final_layer
    drawn = [i.text() for i in layer.childItems() if hasattr(i, "text") and callable(i.text)]
    for place, seat in ranked(outcome, NAMES[:4]):
        score = board_texts.score_text(outcome.scores[seat])
        assert {f"{place}.", NAMES[seat], score} <= set(drawn), (place, seat, drawn)
        name = next(
            i for i in layer.childItems() if getattr(i, "text", None) and i.text() == NAMES[seat]
        )
        assert name.toolTip().startswith(f"{place}. {NAMES[seat]} — {score}")
    assert board.hand.tags == []  # no key caps: nothing to press any more
    assert not [c for c in hooks.hand_cards(board).values() if "key" in c.toolTip()]
    assert not [h for h in board.drawn.hands.values() if "key" in h.toolTip()]  # nor theirs
    show(board, five_players())  # a game going on: no rows
    assert layer.childItems() == [] and board.hand.tags


def test_a_japanese_log_line_never_breaks_inside_a_word_the_phrases_split():
    """「少なすぎて」 is one word, but BudouX puts a phrase break in it (「（少な|すぎて置けません）」,
    seen in the game log at 1280 × 720): the game keeps it whole (KEEP_WHOLE)."""
    from farmhouse.app.board.linebreak import break_points
    from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE

    text = "Annが2枚引いて自主終了しました（少なすぎて置けません）。"
    start = text.index("少なすぎて")
    inside = set(range(start + 1, start + len("少なすぎて")))
    assert not inside & set(break_points(text, KEEP_WHOLE, lang="ja"))


def test_a_hand_that_lost_a_card_rests_pixel_for_pixel_where_a_fresh_board_draws_it(qtbot, board):
    """Test 11 (fix11c): after another player drew from the viewer's hand the kept cards moved
    along (Zone keeps their items) but sat a pixel right of where a fresh board draws them,
    their "×1" badges a pixel off the cards: a moved item's device-coordinate cache kept the
    sub-pixel phase of where it lay. The moved cards are drawn anew where they rest."""
    import attrs

    fresh = create_board(None)
    qtbot.addWidget(fresh)
    fresh.resize(board.size())
    fresh.show()
    qtbot.waitExposed(fresh)
    fresh.set_animation_speed(0)
    for shown in (board, fresh):  # (the pointer off the cards: none lit under it)
        qtbot.mouseMove(shown.viewport(), QPoint(2, 2))
    before = GAME.view(five_players(), 0)
    hand = list(before.hand)
    hand.remove(k("lion"))  # (the lion goes: the cards right of it move left)
    sizes = (len(hand), *before.hand_sizes[1:])
    after = attrs.evolve(
        before, hand=tuple(hand), hand_sizes=sizes, known=(tuple(hand), *before.known[1:])
    )
    board.show_view(before, [], [], NAMES)
    board.viewport().grab()  # (the hand's cards cached where they lay)
    board.show_view(after, [], [], NAMES)
    fresh.show_view(after, [], [], NAMES)
    fresh.viewport().grab()  # (a board's first paint is drawn without caches)
    moved, drawn = board.viewport().grab().toImage(), fresh.viewport().grab().toImage()
    assert [i.pos() for i in board.hand.items] == [i.pos() for i in fresh.hand.items]
    assert moved == drawn


#: The longest names the new-game dialog takes (24 characters; tools/screenshot.py's).
LONG_NAMES = {
    "en": "Maximiliana Wolfgangsdot",
    "ja": "ながいなまえのプレイヤーさんですよろしくおねがい",
    "zh_CN": "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕",
    "zh_TW": "歐陽慕容司馬諸葛上官東方皇甫尉遲公孫長孫宇文軒轅",
}


def won_by_ann(others_triplets: int):
    """Five seats, the game over: Ann (seat 0) won with three triplets, each other seat has
    ``others_triplets`` (0 or 2) in its zoo."""
    from farmhouse.games.bye_bye_black_sheep.rules import END_TRIPLETS

    species = iter(s for s in SPECIES if s not in ("tiger", "lion", "rabbit"))
    zoos = {0: [s for s in ("tiger", "lion") for _ in range(3)]}
    for seat in range(1, 5):
        zoos[seat] = [s for _ in range(others_triplets) for s in [next(species)] * 3]
    state = five_players(zoos=zoos, hands={}, hand_sizes=5, magpie_beside=None)
    state.zoos[0] = tuple(sorted((*state.zoos[0], *[k("rabbit")] * 3)))  # (the winning one)
    state.phase, state.winner, state.ended_by = Phase.OVER, 0, END_TRIPLETS
    return state


@pytest.mark.parametrize("lang", ["en", "ja", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("others_triplets", [0, 2])
def test_the_final_table_lies_inside_its_box_with_five_long_names(
    board, styled, lang, others_triplets
):
    """Issue 18: at the end of a five-seat game with 24-character Japanese names the final
    table's rows (each long name on a line of its own, the triplets under it) ran out of
    the box: the last seat's "3枚組なし" lay over the viewer's zoo panel. Every text of the
    table lies inside its box, none over another, none under 12 px in a 1280 × 720 window;
    the names stand whole beside the triplets, and where even that is too tall (Chinese
    and Japanese, two triplets a seat) they give up their last characters, whole in their
    tooltips."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from tests.app.readable import overlaps

    styled(lang)
    board.resize(*SMALL_WINDOW)
    name = LONG_NAMES[lang]
    names = [name] + [name[:-1] + str(i) for i in range(1, 5)]
    show(board, won_by_ann(others_triplets), names=names)
    layer = board.prompt.final_layer
    (frame,) = [i for i in layer.childItems() if isinstance(i, Box)]
    box = board.mapFromScene(frame.sceneBoundingRect()).boundingRect().adjusted(2, 2, -2, -2)
    shown = [t for t in board.shown_texts() if t.item.parentItem() is layer]
    assert len(shown) >= 15  # (places, names, scores and triplets of five seats)
    for piece in shown:
        assert box.contains(piece.rect.toAlignedRect()), (piece.text, piece.rect, box)
        assert piece.pixels >= 12, (piece.text, piece.pixels)
    assert overlaps(shown) == []
    labels = [i for i in layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    for place, whole in zip("12222", names, strict=True):
        tipped = [i for i in labels if i.toolTip().startswith(f"{place}. {whole} — ")]
        (label,) = [i for i in tipped if i.text() == whole or i.text().endswith("…")]
        if others_triplets and lang.startswith("zh"):  # (in ja they stand whole)
            assert label.text()[-1] == "…" and whole.startswith(label.text()[:-1])
            assert len(label.text()) >= 18, label.text()  # (most of it)
        else:
            assert label.text() == whole


def magpie_beside_the_pile(scene: str):
    """Five seats, nobody holds the Magpie (it lies beside the pile): Ann has drawn Dai's
    Eagle (``eagle``) or Cleo's Mole (``mole``), or the game is over (``over``)."""
    from farmhouse.games.bye_bye_black_sheep.rules import END_STALL

    hands = {
        0: ["goat", "goat", "lion", "kangaroo"],
        1: ["camel", "koala"],
        2: ["goat", "rabbit", "mole"],
        3: ["eagle", "kangaroo"],
        4: ["elephant", "monkey"],
    }
    state = five_players(magpie_beside=True, hands=hands)
    if scene == "over":
        state.phase, state.winner, state.ended_by = Phase.OVER, None, END_STALL
        return state, []
    return apply(P.with_draws(state, scene), Draw(3 if scene == "eagle" else 2))


@pytest.mark.parametrize("lang", ["en", "ja", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("scene", ["eagle", "mole", "over"])
def test_the_magpie_beside_the_pile_keeps_its_name_clear_of_the_panels_over_the_pond(
    board, styled, lang, scene
):
    """U4 (issue 18): the Magpie's name under its card beside the pile, in Japanese
    「ドロボウカササギ」 (152 units on one line), ran under the panels laid over the watering
    hole (the end-of-game scores, the Eagle's and the Mole's choices from x = 250): a player
    read 「ドロボウカササ」. The name stays in its room, in two even lines where one does not fit,
    and nothing on the board is hidden, cut or overlapping (1280 × 720)."""
    from farmhouse.games.bye_bye_black_sheep.texts import tr
    from tests.app.readable import problems

    styled(lang)
    board.resize(*SMALL_WINDOW)
    state, events = magpie_beside_the_pile(scene)
    show(board, state, events=events)
    assert board.view.magpie_beside and board.view.game_over == (scene == "over")
    name = tr("Magpie")
    centre = board.table.parts["centre"].childItems()
    shown = [t for t in board.shown_texts() if t.text and t.text in name and t.item in centre]
    shown.sort(key=lambda t: t.rect.top())
    assert "".join(t.text for t in shown) == name
    for piece in shown:
        rect = piece.item.sceneBoundingRect()
        assert layout.PILE_RECT.right() < rect.left(), (piece.text, rect)
        assert rect.right() < layout.PROMPT_RECT.left(), (piece.text, rect)
    assert problems(board) == []
