"""Help → Rules: a short translated summary of how to play Black Sheep."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from farmhouse.app.games_info import game_title


class RulesDialog(QDialog):
    """A rules summary (the full reference is ``shared/rules/black_sheep.md``); with
    ``task_cards`` (the current game plays the task-card variant, BS-10) its scoring replaces
    the bonus cards (BS-8)."""

    def __init__(self, parent: QWidget | None = None, task_cards: bool = False) -> None:
        super().__init__(parent)
        self.task_cards = task_cards
        self.setWindowTitle(self.tr("Rules: Black Sheep"))
        self.resize(620, 560)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setOpenExternalLinks(False)
        text.setHtml(self.rules_html())
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def rules_html(self) -> str:
        """The summary as HTML, in the current language."""
        items = [
            self.tr(
                "Three pastures each hold two animal figures. Every figure hides a value: "
                "+1 to +3 for ordinary animals, −1 to −3 for black sheep."
            ),
            self.tr(
                "On your turn, play cards to your own side of a pasture, which holds three: on "
                "an empty side one or two cards, on a side with one card exactly two, on a side "
                "with two cards exactly one. After playing a single card you may discard one "
                "card. Then draw back up to three cards."
            ),
            self.tr(
                "When every side of a pasture is full, each player's three cards and the "
                "pasture's two figures make a five-animal combination, like poker: five of a "
                "kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different."
            ),
            self.tr(
                "The best combination takes both figures into its corral and plays next; between "
                "identical combinations, whoever completed their side first wins. The pasture "
                "is refilled from the supply."
            ),
            self.tr("If you cannot play any card, you pass."),
            self.tr(
                "Task-card variant (this game): there are no bonus cards. Six task cards are "
                "in play, some face up and one or two secret per player. When the supply can "
                "no longer refill the pastures, they close one by one. At the end, add up the "
                "values of your figures plus the points of every task card in play that you "
                "meet, whoever held it."
            )
            if self.task_cards
            else self.tr(
                "When the supply can no longer refill the pastures, they close one by one. "
                "At the end, add up the values of your figures plus 6 points for each animal "
                "you have strictly the most of and 6 for each complete set of all six animals."
            ),
            self.tr("The highest total wins; on a tie, the player with more figures."),
        ]
        body = "".join(f"<li style='margin-bottom:6px'>{item}</li>" for item in items)
        return f"<h2>{game_title('black_sheep')}</h2><ul>{body}</ul>"
