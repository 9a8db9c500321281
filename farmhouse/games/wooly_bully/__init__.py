"""Wooly Bully: lay square landscape tiles and fence in the best meadow of a secret sheep
colour (rules reference ``shared/rules/wooly_bully.md``, rule ids WB-x.y)."""
