"""What exactly is wrong with a saved game that cannot be opened, in the player's language.

:mod:`farmhouse.core.saves` names each refusal's cause by a reason key and its parameters
(:attr:`SaveError.reason <farmhouse.core.saves.SaveError.reason>`, ``params``, listed in
:data:`~farmhouse.core.saves.REASONS`); :func:`detail_text` words it here (context
``SaveDetails``). Seat and move numbers are shown counting from 1. The English ``detail`` of
the error stays for logs and bug reports.
"""

from __future__ import annotations

import errno
import re

from PySide6.QtCore import QCoreApplication

from farmhouse.core.saves import SaveError


def _templates() -> dict[str, str]:
    """Each reason's template in the current language; ``%1``, ``%2``, … are its parameters in
    the order of :data:`~farmhouse.core.saves.REASONS`. (Built when a detail is shown: a few
    dozen catalogue look-ups.)"""
    return {
        "not_regular_file": QCoreApplication.translate(
            "SaveDetails", "it is a folder, a device or a pipe, not a file"
        ),
        "file_size": QCoreApplication.translate(
            "SaveDetails", "it has %1 bytes, and a saved game has at most %2"
        ),
        "not_utf8": QCoreApplication.translate("SaveDetails", "its text is not UTF-8 at byte %1"),
        "empty": QCoreApplication.translate("SaveDetails", "the file is empty"),
        "truncated": QCoreApplication.translate(
            "SaveDetails", "the file ends too early: it was cut off"
        ),
        "json_syntax": QCoreApplication.translate(
            "SaveDetails", "its text is not valid JSON at line %1, column %2"
        ),
        "json_values": QCoreApplication.translate(
            "SaveDetails", "its text holds an impossible number or is nested too deeply"
        ),
        "text_too_long": QCoreApplication.translate(
            "SaveDetails", "%1: a text of %2 characters is too long"
        ),
        "not_unicode": QCoreApplication.translate(
            "SaveDetails", "%1: the text is not valid Unicode"
        ),
        "number_too_large": QCoreApplication.translate("SaveDetails", "%1: a number is too large"),
        "not_finite": QCoreApplication.translate("SaveDetails", "%1: a number is not finite"),
        "too_deep": QCoreApplication.translate("SaveDetails", "%1: nested too deeply"),
        "too_many_items": QCoreApplication.translate("SaveDetails", "%1: %2 entries are too many"),
        "no_format": QCoreApplication.translate(
            "SaveDetails", "the field “format” does not say “farmhouse-save”"
        ),
        "bad_version": QCoreApplication.translate(
            "SaveDetails", "the format version “%1” is not a version number"
        ),
        "too_new": QCoreApplication.translate(
            "SaveDetails",
            "it was saved in format version %1, and this version of Farmhouse reads up to "
            "version %2",
        ),
        "no_upgrade": QCoreApplication.translate(
            "SaveDetails", "it cannot be upgraded from format version %1"
        ),
        "unknown_field": QCoreApplication.translate(
            "SaveDetails", "it has a field “%1” that saved games do not have"
        ),
        "missing_field": QCoreApplication.translate("SaveDetails", "the field “%1” is missing"),
        "field_type": QCoreApplication.translate(
            "SaveDetails", "the field “%1” holds the wrong kind of value"
        ),
        "field_value": QCoreApplication.translate(
            "SaveDetails", "the field “%1” holds an impossible value: %2"
        ),
        "seat_not_object": QCoreApplication.translate(
            "SaveDetails", "player %1: the entry is damaged"
        ),
        "seat_unknown_field": QCoreApplication.translate(
            "SaveDetails", "player %1: a field “%2” that players do not have"
        ),
        "seat_missing_field": QCoreApplication.translate(
            "SaveDetails", "player %1: the field “%2” is missing"
        ),
        "seat_value": QCoreApplication.translate(
            "SaveDetails", "player %1: the field “%2” holds an impossible value: %3"
        ),
        "name_not_text": QCoreApplication.translate(
            "SaveDetails", "player %1: the name is not text"
        ),
        "name_empty": QCoreApplication.translate("SaveDetails", "player %1: the name is empty"),
        "name_too_long": QCoreApplication.translate(
            "SaveDetails", "player %1: the name is longer than %2 characters"
        ),
        "name_control": QCoreApplication.translate(
            "SaveDetails", "player %1: the name holds control characters"
        ),
        "unknown_level": QCoreApplication.translate(
            "SaveDetails", "player %1: the computer level “%2” is unknown"
        ),
        "unknown_game": QCoreApplication.translate("SaveDetails", "the game “%1” is not available"),
        "setup_refused": QCoreApplication.translate(
            "SaveDetails", "the game cannot be set up with these players and rules"
        ),
        "illegal_move": QCoreApplication.translate("SaveDetails", "move %1 cannot be played"),
        "move_damaged": QCoreApplication.translate("SaveDetails", "move %1 is damaged"),
        "move_type": QCoreApplication.translate(
            "SaveDetails", "move %1: “%2” is no kind of move of this game"
        ),
        "move_unknown_field": QCoreApplication.translate(
            "SaveDetails", "move %1: a field “%2” that this move does not have"
        ),
        "move_missing_field": QCoreApplication.translate(
            "SaveDetails", "move %1: the field “%2” is missing"
        ),
        "move_value": QCoreApplication.translate(
            "SaveDetails", "move %1: the field “%2” holds an impossible value: %3"
        ),
        "foreign_moves": QCoreApplication.translate(
            "SaveDetails", "the first move is not a move of this game: %1"
        ),
        "says_ended": QCoreApplication.translate(
            "SaveDetails", "the file says the game has ended, but it goes on"
        ),
        "says_goes_on": QCoreApplication.translate(
            "SaveDetails", "the file says the game goes on, but it has ended"
        ),
        "option_unknown": QCoreApplication.translate(
            "SaveDetails", "this game has no rule option “%1”"
        ),
        "option_value": QCoreApplication.translate(
            "SaveDetails", "the rule option “%1” holds an impossible value: %2"
        ),
        "options_unreadable": QCoreApplication.translate(
            "SaveDetails", "the rule options cannot be read"
        ),
        "options_clash": QCoreApplication.translate(
            "SaveDetails", "the rule options do not go together"
        ),
    }


# The reasons whose one parameter is a count, worded by :func:`_counted` (plural messages).
COUNTED = ("seat_count", "digest")


def _counted(reason: str, n: int) -> str | None:
    """The template of a reason whose one parameter is a count ``n``, as a plural message
    (``%n``: "1 player", "3 players"; issue 18: "the game cannot be played by 1 players"),
    the count filled in; None for other reasons."""
    if reason == "seat_count":
        return QCoreApplication.translate(
            "SaveDetails", "the game cannot be played by %n player(s)", "", n
        )
    if reason == "digest":
        return QCoreApplication.translate(
            "SaveDetails", "after its %n move(s) the game is not where the file says", "", n
        )
    return None


# The parameters shown counting from 1 (0-based in the error).
_ONE_BASED = ("seat", "index")


def _os_error(code: int, message: str) -> str:
    if code == errno.ENOENT:
        return QCoreApplication.translate("SaveDetails", "the file does not exist")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("SaveDetails", "Farmhouse is not allowed to read it")
    if code == errno.EISDIR:
        return QCoreApplication.translate(
            "SaveDetails", "it is a folder, a device or a pipe, not a file"
        )
    #: A file that cannot be read for a reason the system gives in its own words (%1).
    return QCoreApplication.translate("SaveDetails", "the system reports: %1").replace(
        "%1", message
    )


def detail_text(err: SaveError) -> str:
    """What exactly is wrong with the file of ``err``, translated (its parameters filled in,
    seats and moves counted from 1); the English ``detail`` if the reason is not known here,
    "" if there is none."""
    from farmhouse.core.saves import REASONS

    params = err.params
    if err.reason == "os_error":
        return _os_error(int(params.get("errno", 0) or 0), str(params.get("message", "")))
    names = REASONS.get(err.reason, ())
    count = params.get(names[0]) if len(names) == 1 else None
    if isinstance(count, int) and not isinstance(count, bool):
        counted = _counted(err.reason, count)
        if counted is not None:
            return counted
    template = _templates().get(err.reason)
    if template is None or err.reason not in REASONS:
        return err.detail
    values: list[str] = []
    for name in REASONS[err.reason]:
        value = params.get(name, "")
        if name in _ONE_BASED and isinstance(value, int):
            value += 1
        values.append(str(value))

    def fill(found: re.Match[str]) -> str:  # one pass: a value holding "%2" stays as it is
        number = int(found.group(1))
        return values[number - 1] if number <= len(values) else found.group(0)

    return re.sub(r"%([1-9])", fill, template)


def details(err: SaveError) -> str:
    """The "Show details" text of a refused file: its path, then :func:`detail_text`."""
    detail = detail_text(err)
    return f"{err.path}\n{detail}" if detail else str(err.path)
