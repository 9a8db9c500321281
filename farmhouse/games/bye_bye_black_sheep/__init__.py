"""Bye-Bye Black Sheep: pull cards from rivals' hidden hands into the watering hole and fill a
zoo with triplets (rules reference ``shared/rules/bye_bye_black_sheep.md``, rule ids BB-x.y)."""
