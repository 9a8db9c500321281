"""What the Bye-Bye Black Sheep board tests read of the board, through its public parts
(``board.drawn``, what its parts drew where). These were methods of the board that only the
tests used."""

from __future__ import annotations

from typing import Any


def zoo_card_items(board: Any, seat: int) -> list[Any]:
    """The cards of ``seat``'s zoo."""
    return [i for (s, _), group in board.drawn.zoo.items() if s == seat for i in group]


def choice_items(board: Any) -> list[Any]:
    """The targets of the Eagle, Mole or joker panels (players, species, cards)."""
    panels = (board.prompt.players, board.prompt.species, board.prompt.mole)
    return [item for panel in panels for item in panel.items.values()]


def button_item(board: Any, name: str) -> Any:
    """The button ``name`` ("stop", "decline") if shown, else None."""
    return board.prompt.bar.buttons.get((name,))


def hand_mark(card: Any, text: str) -> Any:
    """The badge on a card of the viewer's hand whose text starts with ``text`` ("×" its
    count, "★" the star of a card completing a triplet), or None."""
    marks = [c for c in card.childItems() if str(getattr(c, "text", "")).startswith(text)]
    return marks[0] if marks else None


def hand_row(board: Any, seat: int) -> tuple[Any, Any, Any]:
    """Another player's hand row: its risk percentage, the risk bar (its frame) and the
    "black sheep: 1 in 7" line."""
    items = board.seats.layers[seat]["hand"].childItems()
    texts = [i for i in items if hasattr(i, "text") and callable(i.text)]
    percent = next(i for i in texts if i.text().endswith("%"))
    risk = next(i for i in texts if i.text().startswith("black sheep"))
    bar = next(i for i in items if getattr(i, "border", None) is not None and not i.text)
    return percent, bar, risk


def hand_cards(board: Any) -> dict[int, Any]:
    """The cards of the viewer's hand (the kit Hand's items), by kind."""
    pieces = zip(board.hand.pieces, board.hand.items, strict=True)
    return {piece.target[1]: item for piece, item in pieces if piece.target}
