"""How Bye-Bye Black Sheep presents itself in the app (see :class:`farmhouse.app.game_ui.GameUI`)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from farmhouse.app.board.base import BoardWidget
from farmhouse.app.game_ui import GameUI
from farmhouse.games.bye_bye_black_sheep import texts
from farmhouse.games.bye_bye_black_sheep.about import ABOUT


def _create_board(parent: QWidget | None) -> BoardWidget:
    from farmhouse.games.bye_bye_black_sheep.board import create_board  # loads only to play

    return create_board(parent)


UI = GameUI(
    title=ABOUT.title,
    blurb=ABOUT.blurb,
    credit=ABOUT.credit,
    cover=ABOUT.cover,
    create_board=_create_board,
    describe_event=texts.describe_event,
    describe_illegal=texts.describe_illegal,
    describe_action=texts.action_text,
    breakdown_rows=texts.breakdown_rows,
    seat_summary=texts.seat_summary,
    option_label=texts.option_label,
    option_tooltip=texts.option_tooltip,
    choice_label=texts.choice_label,
    rules_html=texts.rules_html,
    score_text=texts.score_text,
)
