"""The .ts files: placeholders survive translation, and the shell is fully translated."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from farmhouse.app.i18n import LANGUAGES, i18n_dir

PLACEHOLDER = re.compile(r"%(?:\d|n)")
#: Contexts of the game modules; every other context belongs to the shell (farmhouse/app).
GAME_CONTEXTS = {"BlackSheep"}


def messages(lang: str):
    root = ET.parse(i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    for context in root.findall("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(lang):
    for context, message in messages(lang):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for text in forms:
            if text:
                assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (
                    f"{lang} {context}: {source!r} -> {text!r}"
                )


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_shell_is_fully_translated(lang):
    missing = [
        (context, message.findtext("source"))
        for context, message in messages(lang)
        if context not in GAME_CONTEXTS and message.find("translation").get("type") == "unfinished"
    ]
    assert missing == []
