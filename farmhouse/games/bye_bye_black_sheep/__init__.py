"""Bye-Bye Black Sheep: pull cards from rivals' hidden hands into the watering hole and fill a
zoo with triplets (rules reference ``shared/rules/bye_bye_black_sheep.md``, rule ids BB-x.y)."""

#: The levels of the game's AI (its ``ai`` module's ``LEVELS``), declared here so that a save's
#: seats can be checked without loading the AI (``farmhouse.core.ai.game_levels``).
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
