"""One wording per concept, for a menu item and the button that does the same (issue Z5: the
Japanese thinking sign said 「すぐ打たせる」 and the Game menu 「すぐに打たせる(M)」 for the same
"Move now"): a message whose English is a menu item's without its ``&`` reads, in every
language, as that menu item without its accelerator."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from farmhouse.app.i18n import i18n_dir


def without_accelerator(text: str) -> str:
    """``text`` without its Qt accelerator: "&Move now" → "Move now", 「ヒント(&H)」 → 「ヒント」."""
    text = re.sub(r"\s*\(&\w\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def translations(lang: str) -> dict[str, set[str]]:
    """Every source of ``lang``'s file (plural messages left out) → its translations."""
    root = ET.parse(i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    found: dict[str, set[str]] = {}
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.findall("numerusform"):
            continue
        found.setdefault(message.findtext("source") or "", set()).add(translation.text or "")
    return found


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_a_menu_item_reads_as_the_button_that_does_the_same(lang):
    found = translations(lang)
    pairs = {
        source: without_accelerator(source)
        for source in found
        if "&" in source and without_accelerator(source) in found
    }
    assert "&Move now" in pairs  # (the Game menu's, and the thinking sign's Move now)
    differing = {
        source: ({without_accelerator(t) for t in found[source]}, found[plain])
        for source, plain in pairs.items()
        if {without_accelerator(t) for t in found[source]} != found[plain]
    }
    assert differing == {}
