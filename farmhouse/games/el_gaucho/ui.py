"""How El Gaucho presents itself in the app (see :class:`farmhouse.app.game_ui.GameUI`)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from farmhouse.app.board.base import BoardWidget
from farmhouse.app.game_ui import GameUI
from farmhouse.games.el_gaucho import texts
from farmhouse.games.el_gaucho.about import ABOUT


def _create_board(parent: QWidget | None) -> BoardWidget:
    from farmhouse.games.el_gaucho.board import create_board  # the board loads only to play

    return create_board(parent)


UI = GameUI(
    title=ABOUT.title,
    blurb=ABOUT.blurb,
    credit=ABOUT.credit,
    cover=ABOUT.cover,
    create_board=_create_board,
    describe_event=texts.describe_event,
    describe_illegal=texts.describe_illegal,
    describe_action=lambda action, view, names: texts.describe_action(action, view),
    breakdown_rows=texts.breakdown_rows,
    seat_summary=texts.seat_summary,
    setup_lines=texts.setup_lines,
    score_text=texts.pesos_text,
    option_label=texts.option_label,
    option_tooltip=texts.option_tooltip,
    choice_label=texts.choice_label,
    rules_html=texts.rules_html,
)
