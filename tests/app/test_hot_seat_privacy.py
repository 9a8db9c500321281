"""Hot-seat privacy with computer players in between, in each of the four games: while an AI
plays between two people's turns, the board shows the public view and the log only public
lines, so the next person never sees the last one's hand or private lines; before anybody
has played, the public view is seen from the first person's seat (the table does not turn
with each AI)."""

from __future__ import annotations

import threading

import pytest

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import registry
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

#: Seats per game: people and AIs alternating, at the most players (every game has private
#: information: hands, secret colours, hidden bonuses).
SEATS = {
    "black_sheep": "HAHA",
    "wooly_bully": "HAHA",
    "el_gaucho": "HAHA",
    "bye_bye_black_sheep": "AHAAH",
}


class GatedAI:
    """The game's ``easy`` AI, which answers once for each time ``gate`` is set; ``thinking``
    is set while it waits (the test looks at the screen then) and ``answered`` counts the
    answers given."""

    level = "easy"
    answered = [0]

    def __init__(self, game_id: str, seed: int, gate: threading.Event, thinking: threading.Event):
        self.ai = make_ai(game_id, "easy", seed)
        self.gate = gate
        self.thinking = thinking

    def choose(self, view, legal, budget_s, cancel):
        self.thinking.set()
        while not self.gate.wait(0.005):
            cancel.check()
        self.gate.clear()
        self.thinking.clear()
        GatedAI.answered[0] += 1
        return self.ai.choose(view, legal, budget_s, cancel)


def seats(game_id: str) -> list[Seat]:
    return [
        Seat(f"Human {i + 1}") if kind == "H" else Seat(None, "ai", "easy")
        for i, kind in enumerate(SEATS[game_id])
    ]


def public_log(window) -> list[str]:
    """The log every player may read: the setup lines and each event visible to all."""
    controller = window.game_page.controller
    match = window.match
    names = controller.kept_names  # (as the log shows them: never broken)
    lines = list(controller.first_lines(names))
    for events in match.turn_events:
        lines += controller.ui.log_lines([e for e in events if e.visible_to(None)], names)
    return lines


@pytest.mark.parametrize("game_id", list(SEATS))
def test_no_private_information_is_shown_while_an_ai_plays_between_two_people(qtbot, game_id):
    assert set(SEATS) == set(registry.game_ids())
    translations = Translations()
    translations.set_language("en")
    gate, thinking = threading.Event(), threading.Event()
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(
        settings,
        translations,
        ai_factory=lambda g, level, seed: GatedAI(g, seed, gate, thinking),
    )
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    humans_ai = {i: make_ai(game_id, "easy", 50 + i) for i in range(len(SEATS[game_id]))}
    match = Match.new(game_id, seats(game_id), None, 11)
    window.start_match(match)
    page = window.game_page
    controller = page.controller
    board = page.board
    first_human = SEATS[game_id].index("H")
    checked_after_a_person = 0
    checked_before_anybody = 0
    someone_played = False
    try:
        for _ in range(400):
            qtbot.waitUntil(
                lambda: (
                    page.handover_shown
                    or controller._awaiting_human
                    or thinking.is_set()
                    or match.is_over
                ),
                timeout=10_000,
            )
            if match.is_over:
                break
            if page.handover_shown:
                page.hand_over.button.click()
                continue
            if controller._awaiting_human:
                seat = match.to_move
                view = match.view(seat)
                legal = list(match.game.legal_actions_in_view(view))
                board.action_chosen.emit(humans_ai[seat].choose(view, legal, 1.0, CancelToken()))
                someone_played = True
                continue
            # an AI thinks: nothing on screen may be private
            qtbot.wait(10)
            view = page._shown_view  # the view last drawn
            assert view.seat is None, f"the AI's turn shows seat {view.seat}'s view"
            assert board.viewpoint == first_human
            assert page.log_lines() == public_log(window)
            if someone_played:
                checked_after_a_person += 1
            else:
                checked_before_anybody += 1
                if game_id == "bye_bye_black_sheep":
                    assert board._viewer() == first_human  # the table does not turn
            if checked_after_a_person >= 12:
                break
            before = GatedAI.answered[0]
            gate.set()
            qtbot.waitUntil(lambda before=before: GatedAI.answered[0] > before, timeout=5000)
        assert checked_after_a_person >= 6, checked_after_a_person
        if game_id == "bye_bye_black_sheep":
            assert checked_before_anybody >= 1
    finally:
        gate.set()
        window.close()
        translations.set_language("en")
