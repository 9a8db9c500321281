"""``labels.text_box``, the wrapped text's box the side panel fits its seat lines with: the
same text, font and width are laid out once (the panel measures the same summaries again at
every fit: 52 measures of 8 boxes before a saved game's board is first painted, issue 18),
and every box is the one Qt measures for that text, font (fallback families included) and
width."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from farmhouse.app import labels

TEXTS = ("Corral: 3 sheep, 2 rams\nHand: 5", "羊 3 头 · 公羊 2 头\n手牌 5 张", "ひつじ 3 · 手札 5")


def measured(text: str, font: QFont, width: int) -> QRect:
    return QFontMetrics(font).boundingRect(
        QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text
    )


def test_the_same_text_font_and_width_are_laid_out_once(qapp, monkeypatch):
    made = []

    class Counting(QFontMetrics):
        def __init__(self, font: QFont) -> None:
            made.append(font)
            super().__init__(font)

    monkeypatch.setattr(labels, "QFontMetrics", Counting)
    font = QFont(qapp.font())
    font.setPointSizeF(11.5)  # (a size no other test measured)
    first = labels.text_box("Corral: 3 sheep, 2 rams", font, 117)
    first.setWidth(1)  # (a new rectangle each time: changing it changes no later box)
    again = labels.text_box("Corral: 3 sheep, 2 rams", QFont(font), 117)
    assert len(made) == 1
    assert again == measured("Corral: 3 sheep, 2 rams", font, 117)
    labels.text_box("Corral: 3 sheep, 2 rams", font, 118)
    assert len(made) == 2


def test_every_box_is_the_one_qt_measures(qapp):
    base = QFont(qapp.font())
    variants = []
    for families in (
        ["DejaVu Sans"],
        ["DejaVu Sans", "Noto Sans CJK JP"],
        ["DejaVu Sans", "Noto Sans CJK SC"],
        ["Noto Serif CJK TC"],
    ):
        for size in (9.0, 10.5, 14.0):
            font = QFont(base)
            font.setFamilies(families)
            font.setPointSizeF(size)
            variants.append(font)
    for _ in range(2):  # (measured, then kept)
        for font in variants:
            for text in TEXTS:
                for width in (40, 120, 252):
                    assert labels.text_box(text, font, width) == measured(text, font, width)
