"""The game-over dialog: ranking, what each point came from, Play again / Back to start."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.game_ui import GameUI
from farmhouse.app.labels import elided, elided_words, plain_label
from farmhouse.core.game import Outcome

PLAY_AGAIN = 2
BACK_TO_START = 3
#: Widest a player name may be (pixels, in each label's font) before it is elided.
NAME_WIDTH = 320


class GameOverDialog(QDialog):
    """Shows ``outcome``; ``exec()`` returns :data:`PLAY_AGAIN`, :data:`BACK_TO_START` or
    ``Rejected`` (closed: stay on the final board)."""

    def __init__(
        self, outcome: Outcome, names: Sequence[str], ui: GameUI, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumSize(520, 600)
        layout = QVBoxLayout(self)
        headline = plain_label()
        headline.setObjectName("title")
        headline.setWordWrap(True)
        winners = [elided_words(names[s], headline, NAME_WIDTH) for s in outcome.winners]
        headline.setText(
            self.tr("%1 wins!").replace("%1", winners[0])
            if len(winners) == 1
            else self.tr("Shared win: %1").replace("%1", ", ".join(winners))
        )
        self.headline = headline
        layout.addWidget(headline)

        self.ranking = plain_label()
        self.ranking.setObjectName("sectionTitle")
        rows = []
        place = 1
        for group in outcome.ranking:
            for seat in group:
                score = outcome.scores[seat]
                if ui.score_text is None:
                    row = self.tr("%1. %2 — %3 points").replace("%3", str(score))
                else:  # the game's own words for its score ("3 triplets")
                    row = self.tr("%1. %2 — %3", "place. name — score").replace(
                        "%3", ui.score_text(score)
                    )
                rows.append(
                    row.replace("%1", str(place)).replace(
                        "%2", elided(names[seat], self.ranking, NAME_WIDTH)
                    )
                )
            place += len(group)
        self.ranking.setText("\n".join(rows))
        layout.addWidget(self.ranking)

        details = QWidget()
        details_layout = QVBoxLayout(details)
        for heading, lines in ui.breakdown_rows(outcome, names):
            title = plain_label()
            title.setStyleSheet("font-weight: 700;")
            title.setWordWrap(True)
            title.setText(heading)
            details_layout.addWidget(title)
            body = plain_label("\n".join(f"• {line}" for line in lines))
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
        self.again.setObjectName("primary")
        self.again.setDefault(True)
        self.back.clicked.connect(lambda: self.done(BACK_TO_START))
        self.again.clicked.connect(lambda: self.done(PLAY_AGAIN))
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        buttons.addWidget(self.again)
        layout.addLayout(buttons)
