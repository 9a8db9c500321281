"""Black Sheep (Reiner Knizia, 2008): rules (``rules``), AI (``ai``) and board (``board``)."""

#: The levels of the game's AI (its ``ai`` module's ``LEVELS``), declared here so that a save's
#: seats can be checked without loading the AI (``farmhouse.core.ai.game_levels``).
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
