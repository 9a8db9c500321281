"""The keys of the data the kit and the boards keep on graphics items
(``QGraphicsItem.setData(key, value)``), numbered in this one place so that no two can ever
share a number (``text.PITCH`` and ``game_board.POINTER_ONLY`` were both 5: a block drawn at
a fixed pitch, the "since your last turn" panel's, was left out of what screen readers hear).

Every key is a member of :class:`DataKey`, its number given by ``auto()``; ``@unique`` refuses
a number written by hand that another member has. The modules that first named a key keep
the name as an alias (``text.PITCH is DataKey.PITCH``). Qt takes a member where it takes an
``int``. A test reads every ``setData``/``data`` call of the code: none passes a bare number.
"""

from __future__ import annotations

from enum import IntEnum, auto, unique


@unique
class DataKey(IntEnum):
    """The item data keys (values: any Python object, stored by Qt as given)."""

    #: ``text_item``: where the label is anchored ("left", "centre" or "right").
    LABEL_ALIGN = auto()
    #: ``text_item``: the label's whole text (it may show it shrunk or elided; a board that
    #: fits a label itself keeps its whole text here too, for the readable-text checks).
    LABEL_TEXT = auto()
    #: ``text_item``: the least font size (scene units) the label is shrunk to, or None.
    LABEL_LEAST = auto()
    #: ``text_block``: True if lines break only between words, False between phrases.
    BLOCK_WORDS = auto()
    #: ``text_block``: every line's pitch (scene units), or None.
    PITCH = auto()
    #: ``wrapped_block`` and the kit's wrapped texts: the text before wrapping.
    UNWRAPPED = auto()
    #: ``decorative``: why the item's text need not be read (a short English phrase).
    DECORATIVE = auto()
    #: ``game_board``: a child of a target's item inside its focus ring (True).
    RING_PART = auto()
    #: ``game_board``: the tooltip only repeats a piece listed already (True): screen
    #: readers do not hear it.
    POINTER_ONLY = auto()
    #: ``game_board``: the item's reading group for screen readers (a value, or a tuple:
    #: a path of nested groups).
    READING_GROUP = auto()
    #: Free for a test's own marks on items (no kit or board code reads it).
    TEST_MARK = auto()
