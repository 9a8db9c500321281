"""The game-over dialog: ranking, what each point came from, Play again / Back to start."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.linebreak import keep_name, keep_phrases, keep_words
from farmhouse.app.game_ui import GameUI, name_list
from farmhouse.app.i18n import system_language
from farmhouse.app.key_guard import KeyGuard
from farmhouse.app.labels import elided, fit_name, plain_label, two_lines_height
from farmhouse.core.game import Outcome, places

PLAY_AGAIN = 2
BACK_TO_START = 3
# The dialog's result for "Watch the game": the replay page (issue 20).
WATCH = 4
# Widest a player name may be (pixels, in each label's font) before it is elided: in the
# ranking, and in the headline (one whole line of the dialog at its narrowest).
NAME_WIDTH = 320
HEADLINE_NAME_WIDTH = 480
# The headline's smallest font (points) for a long winner's name, before it is shortened.
HEADLINE_SMALLEST_PT = 16.0


class GameOverDialog(QDialog):
    """Shows ``outcome``; ``exec()`` returns :data:`PLAY_AGAIN`, :data:`BACK_TO_START`,
    :data:`WATCH` or ``Rejected`` (closed: stay on the final board). ``hints`` and
    ``take_backs``: per seat, how many hints its player used and how many moves they took back
    against the computer (a line under the ranking names each seat that used any).

    The harmless choice is the default: Enter, Space (the focus starts on *Close*) and Escape
    close the dialog and leave the final board in sight. A new game or the start page only by
    an explicit click, or Tab to the button and Enter or Space (Enter presses the button that
    has the focus): the key that confirmed the last move must not throw the final board away. In the first moments after the dialog shows, its keys and
    clicks are ignored (:attr:`guard`, a :class:`~farmhouse.app.key_guard.KeyGuard`), and
    a held key's repeats always: a key pressed again to skip the last animation does not
    close the result before it is read.
    """

    def __init__(
        self,
        outcome: Outcome,
        names: Sequence[str],
        ui: GameUI,
        parent: QWidget | None = None,
        hints: Sequence[int] = (),
        take_backs: Sequence[int] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumSize(520, 600)
        layout = QVBoxLayout(self)
        headline = plain_label()
        headline.setObjectName("title")
        headline.setWordWrap(True)
        if len(outcome.winners) == 1:
            # the winner's name whole: the headline gets smaller first if it must
            text, points = fit_name(
                keep_words(self.tr("%1 wins!")),
                names[outcome.winners[0]],
                headline,
                HEADLINE_NAME_WIDTH,
                two_lines_height(headline.font(), HEADLINE_NAME_WIDTH),
                HEADLINE_SMALLEST_PT,
            )
            if points < headline.font().pointSizeF():
                headline.setStyleSheet(f"font-size: {points:g}pt;")
            headline.setText(text)
        else:
            winners = [
                keep_name(elided(names[s], headline, HEADLINE_NAME_WIDTH)) for s in outcome.winners
            ]
            headline.setText(
                keep_words(self.tr("Shared win: %1")).replace("%1", name_list(winners))
            )
        self.headline = headline
        layout.addWidget(headline)

        self.ranking = plain_label()
        self.ranking.setObjectName("sectionTitle")
        rows = []
        place_of = places(outcome.ranking)  # (1, 2, 2, 4: as the statistics number them)
        for group in outcome.ranking:
            for seat in group:
                name = elided(names[seat], self.ranking, NAME_WIDTH)
                score = outcome.scores[seat]
                if ui.score_text is not None:  # the game's own unit ("146 pesos")
                    row = self.tr("%1. %2 — %3").replace("%3", ui.score_text(score))
                else:
                    row = self.tr("%1. %2 — %3 point(s)", "", abs(score)).replace("%3", str(score))
                rows.append(row.replace("%2", name).replace("%1", str(place_of[seat])))
        self.ranking.setText("\n".join(rows))
        layout.addWidget(self.ranking)
        self.hints = plain_label()
        self.hints.setObjectName("muted")
        self.hints.setWordWrap(True)
        used = [
            self.tr("%1 used %n hint(s).", "", count).replace(
                "%1", elided(names[seat], self.hints, NAME_WIDTH)
            )
            for seat, count in enumerate(hints)
            if count > 0 and seat < len(names)
        ]
        used += [
            self.tr("%1 took back %n move(s).", "", count).replace(
                "%1", elided(names[seat], self.hints, NAME_WIDTH)
            )
            for seat, count in enumerate(take_backs)
            if count > 0 and seat < len(names)
        ]
        self.hints.setText("\n".join(keep_words(line) for line in used))
        self.hints.setVisible(bool(used))
        layout.addWidget(self.hints)

        details = QWidget()
        details_layout = QVBoxLayout(details)
        kept = [keep_name(name) for name in names]  # wrapped labels: no name broken
        for heading, lines in ui.breakdown_rows(outcome, kept):
            title = plain_label()
            title.setStyleSheet("font-weight: 700;")
            title.setWordWrap(True)
            title.setText(keep_words(heading))
            details_layout.addWidget(title)
            language = system_language(QLocale())  # (running text: never inside a word)
            body = plain_label("\n".join(f"• {keep_phrases(line, language)}" for line in lines))
            body.setWordWrap(True)
            body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            details_layout.addWidget(body)
        details_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(details)
        layout.addWidget(scroll, 1)

        buttons = QHBoxLayout()
        self.back = QPushButton(self.tr("Back to start"))
        self.again = QPushButton(self.tr("Play again"))
        self.watch = QPushButton(self.tr("Watch the game"))
        self.watch.setToolTip(self.tr("Step through this game again, from any player's view."))
        #: The game-over dialog's default button: closes it and keeps the final board in sight.
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this window and keep looking at the board."))
        for button in (self.back, self.again, self.watch, self.close_button):
            # Enter presses the button that has the focus, as on any desktop (it closed the
            # dialog from "Watch the game": session 19's tester, X2); the focus starts on
            # Close, the default (never Play again), and the guard ignores the first moment
            button.setAutoDefault(True)
        self.close_button.setDefault(True)
        self.back.clicked.connect(lambda: self.done(BACK_TO_START))
        self.again.clicked.connect(lambda: self.done(PLAY_AGAIN))
        self.watch.clicked.connect(lambda: self.done(WATCH))
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.back)
        buttons.addWidget(self.again)
        buttons.addWidget(self.watch)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.close_button.setFocus()
        self.guard = KeyGuard(self)
