"""El Gaucho: draft dice to send gauchos after cattle and sell rising or falling herds (rules
reference ``shared/rules/el_gaucho.md``, rule ids EG-x.y)."""

#: The levels of the game's AI (its ``ai`` module's ``LEVELS``), declared here so that a save's
#: seats can be checked without loading the AI (``farmhouse.core.ai.game_levels``).
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
