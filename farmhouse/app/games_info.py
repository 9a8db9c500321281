"""Translated names, descriptions, pictures and option labels of the registered games.

Everything here is display text for the shell; the games' rules and ids live in
:mod:`farmhouse.core.registry`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from farmhouse.core import registry
from farmhouse.paths import resources_dir


def game_title(game_id: str) -> str:
    """The translated title of ``game_id`` (the id itself for an unknown game)."""
    if game_id == "black_sheep":
        return QCoreApplication.translate("Games", "Black Sheep")
    if game_id == "wooly_bully":
        return QCoreApplication.translate("Games", "Wooly Bully")
    if game_id == "el_gaucho":
        return QCoreApplication.translate("Games", "El Gaucho")
    if game_id == "bye_bye_black_sheep":
        return QCoreApplication.translate("Games", "Bye-Bye Black Sheep")
    return game_id


def game_blurb(game_id: str) -> str:
    """A one- or two-sentence translated description for the start page."""
    if game_id == "black_sheep":
        return QCoreApplication.translate(
            "Games",
            "Play animal cards to three pastures and win the best herds, "
            "but watch out for the black sheep.",
        )
    if game_id == "wooly_bully":
        return QCoreApplication.translate(
            "Games",
            "Lay square tiles to fence in the biggest meadow of your secret sheep colour, "
            "safe from the wolves.",
        )
    if game_id == "el_gaucho":
        return QCoreApplication.translate(
            "Games", "Pick dice to send your gauchos after cattle and sell the finest herds."
        )
    if game_id == "bye_bye_black_sheep":
        return QCoreApplication.translate(
            "Games",
            "Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep "
            "ends your turn.",
        )
    return ""


def is_playable(game_id: str) -> bool:
    """True if ``game_id`` can be played in the app: its rules and its board exist."""
    return registry.is_playable(game_id) and registry.module_name(game_id, "board") is not None


def player_counts(game_id: str) -> range:
    """The allowed numbers of players of ``game_id``."""
    if registry.is_playable(game_id):
        return registry.get_game(game_id).player_counts
    return range(2, 6) if game_id == "bye_bye_black_sheep" else range(2, 5)


def players_text(game_id: str) -> str:
    """E.g. "2–4 players", translated."""
    counts = player_counts(game_id)
    return (
        QCoreApplication.translate("Games", "%1–%2 players")
        .replace("%1", str(counts.start))
        .replace("%2", str(counts[-1]))
    )


def cover_path(game_id: str) -> Path | None:
    """The game's cover picture ``resources/<game_id>/cover.svg``, or None if not drawn yet."""
    path = resources_dir() / game_id / "cover.svg"
    return path if path.is_file() else None


def option_label(game_id: str, name: str) -> str:
    """The translated label of rule option ``name`` of ``game_id`` (its name if unknown)."""
    if game_id == "black_sheep":
        if name == "task_cards":
            return QCoreApplication.translate("Games", "Task cards (variant, reconstructed deck)")
        if name == "values_hidden_until_end":
            return QCoreApplication.translate("Games", "Figure values hidden until the end")
    return name.replace("_", " ").capitalize()


def option_tooltip(game_id: str, name: str) -> str:
    """A longer translated explanation of rule option ``name`` ("" if none)."""
    if game_id == "black_sheep":
        if name == "task_cards":
            return QCoreApplication.translate(
                "Games",
                "Play with task cards instead of bonus cards (BS-10). The printed task deck "
                "is not public: Farmhouse uses its own reconstruction.",
            )
        if name == "values_hidden_until_end":
            return QCoreApplication.translate(
                "Games",
                "Nobody may look at the values of their own figures before the end (BS-11.1).",
            )
    return ""


def level_label(level: str) -> str:
    """The translated name of AI level ``level``."""
    if level == "easy":
        return QCoreApplication.translate("Games", "Easy")
    if level == "normal":
        return QCoreApplication.translate("Games", "Normal")
    if level == "hard":
        return QCoreApplication.translate("Games", "Hard")
    return level
