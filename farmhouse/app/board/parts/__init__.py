"""Board kit parts: pieces of a board that every game draws the same way (see each module)."""
