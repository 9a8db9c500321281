"""Wooly Bully: lay square landscape tiles and fence in the best meadow of a secret sheep
colour (rules reference ``shared/rules/wooly_bully.md``, rule ids WB-x.y)."""

#: The levels of the game's AI (its ``ai`` module's ``LEVELS``), declared here so that a save's
#: seats can be checked without loading the AI (``farmhouse.core.ai.game_levels``).
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
