"""Black Sheep display texts: names, game-log lines, refusals and the score breakdown.

Everything here is translated through ``QCoreApplication.translate("BlackSheep", …)`` and
follows the terms in ``shared/GLOSSARY.md``. The engine (``rules.py``) only reports keys and
parameters; this module turns them into sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from farmhouse.core.game import Event, IllegalAction, Outcome
from farmhouse.games.black_sheep.data import TASKS_BY_ID, Animal
from farmhouse.games.black_sheep.rules import Pass, Play


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in the "BlackSheep" context (``n`` selects a plural form)."""
    return QCoreApplication.translate("BlackSheep", text, disambiguation, n)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``, … in a translated ``template`` by ``args`` (highest first, so
    ``%1`` never eats the start of ``%10``)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


def animal_name(animal: Animal | str) -> str:
    """The translated name of an animal type (``Animal`` or its id such as ``"black_sheep"``)."""
    names = {
        Animal.HORSE: tr("horse"),
        Animal.COW: tr("cow"),
        Animal.PIG: tr("pig"),
        Animal.SHEEP: tr("sheep"),
        Animal.CHICKEN: tr("chicken"),
        Animal.BLACK_SHEEP: tr("black sheep"),
    }
    return names[Animal(animal)]


def animal_list(animals: Sequence[Animal | str]) -> str:
    """Animal names joined by a translated separator ("cow, pig")."""
    return tr(", ").join(animal_name(a) for a in animals)


def combination_name(combination: str) -> str:
    """The translated name of a combination id from ``data.COMBINATIONS`` (Table 3.4)."""
    names = {
        "five_of_a_kind": tr("five of a kind"),
        "four_of_a_kind": tr("four of a kind"),
        "full_house": tr("full house (3+2)"),
        "three_of_a_kind": tr("three of a kind"),
        "two_pairs": tr("two pairs (2+2)"),
        "one_pair": tr("one pair"),
        "all_different": tr("all different"),
    }
    return names.get(combination, combination)


def pasture_name(index: int) -> str:
    """"I", "II" or "III" for pasture index 0, 1 or 2 (roman numerals are not translated)."""
    return ("I", "II", "III")[index]


def seat_colour_name(seat: int) -> str:
    """The translated seat colour (red, yellow, purple, blue for seats 0–3)."""
    return (tr("red"), tr("yellow"), tr("purple"), tr("blue"))[seat]


def task_text(task_id: str) -> str:
    """A translated one-line description of task card ``task_id`` (Table 3.5)."""
    task = TASKS_BY_ID[task_id]
    if task.kind == "scale":
        return fill(tr("Most %1: %2 points"), animal_name(task.animals[0]), task.points)
    if task.kind == "combination":
        return fill(
            tr("%1 + %2: %3 points per pair"),
            animal_name(task.animals[0]),
            animal_name(task.animals[1]),
            task.points,
        )
    return tr("All six black sheep: wins the game")


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return fill(tr("Seat %1"), (seat + 1) if isinstance(seat, int) else "?")


def _cards(params: Mapping[str, Any], key: str = "cards") -> str:
    return animal_list(params.get(key, ()))


# Each describer gets (params, names, seat of the event) and returns a log line or None.
_Describer = Callable[[Mapping[str, Any], Sequence[str], Any], str | None]


def _describers() -> dict[str, _Describer]:
    return {
        "bs.setup": lambda p, n, s: fill(
            tr("A new game of Black Sheep with %1 players."), p.get("players", len(n))
        ),
        "bs.pasture_filled": lambda p, n, s: fill(
            tr("Pasture %1 gets %2."), pasture_name(p["pasture"]), _cards(p, "animals")
        ),
        "bs.dealt": lambda p, n, s: None,
        "bs.start_player": lambda p, n, s: fill(tr("%1 starts."), _name(n, s)),
        "bs.played": lambda p, n, s: fill(
            tr("%1 plays %2 to pasture %3."), _name(n, s), _cards(p), pasture_name(p["pasture"])
        ),
        "bs.discarded": lambda p, n, s: fill(
            tr("%1 discards %2."), _name(n, s), animal_name(p["card"])
        ),
        "bs.drew": lambda p, n, s: (
            fill(tr("%1 draws %2."), _name(n, s), _cards(p))
            if p.get("cards")
            else fill(tr("%1 draws %n card(s).", "", p.get("count", 0)), _name(n, s))
        ),
        "bs.reshuffled": lambda p, n, s: fill(
            tr("The discard pile is shuffled into a new deck of %1 cards."), p.get("count", "")
        ),
        "bs.side_completed": lambda p, n, s: fill(
            tr("%1 completes their side of pasture %2 (number %3)."),
            _name(n, s),
            pasture_name(p["pasture"]),
            p.get("completion", ""),
        ),
        "bs.scored": lambda p, n, s: fill(
            tr("Pasture %1 scores: %2 wins %3 with %4."),
            pasture_name(p["pasture"]),
            _name(n, p.get("winner")),
            _cards(p, "figures"),
            combination_name(p.get("combinations", {}).get(str(p.get("winner")), "")),
        ),
        "bs.flipped": lambda p, n, s: fill(
            tr("Turned up for the refill: %1."), _cards(p)
        ),
        "bs.end_triggered": lambda p, n, s: fill(
            tr("The supply cannot refill pasture %1: the end of the game is near."),
            pasture_name(p["pasture"]),
        ),
        "bs.retired": lambda p, n, s: fill(
            tr("Pasture %1 is retired."), pasture_name(p["pasture"])
        ),
        "bs.passed": lambda p, n, s: fill(tr("%1 cannot play and passes."), _name(n, s)),
        "bs.game_over": lambda p, n, s: tr("The game is over."),
    }


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or ``None``
    for events the log skips (such as the private deal). Unknown keys give ``None``."""
    describer = _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names, event.seat)


def _illegal_texts() -> dict[str, str]:
    return {
        "bs.illegal.not_your_turn": tr("It is not your turn."),
        "bs.illegal.game_over": tr("The game is over."),
        "bs.illegal.no_such_pasture": tr("There is no such pasture."),
        "bs.illegal.pasture_retired": tr("Pasture %(pasture)s is retired and takes no cards."),
        "bs.illegal.side_full": tr("Your side of pasture %(pasture)s already holds 3 cards."),
        "bs.illegal.card_count": tr(
            "Your side of pasture %(pasture)s needs exactly %(need)s card(s) now."
        ),
        "bs.illegal.not_in_hand": tr("You do not hold those cards."),
        "bs.illegal.discard_after_two": tr("You may discard only after playing a single card."),
        "bs.illegal.discard_not_in_hand": tr("You do not hold the card you want to discard."),
        "bs.illegal.must_play": tr("You can play, so you may not pass."),
        "bs.illegal.must_pass": tr("You have no legal play: you must pass."),
        "bs.illegal.bad_action": tr("That is not a Black Sheep action."),
    }


def describe_illegal(err: IllegalAction) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is a
    ``bs.illegal.*`` key; parameters such as ``pasture`` are filled in)."""
    text = _illegal_texts().get(err.reason)
    if text is None:
        return fill(tr("That move is not allowed (%1)."), err.reason)
    params = dict(err.params)
    if isinstance(params.get("pasture"), int):
        params["pasture"] = pasture_name(params["pasture"])
    for key, value in params.items():
        text = text.replace(f"%({key})s", str(value))
    return text


def describe_action(action: Play | Pass, names: Sequence[str], seat: int) -> str:
    """A short translated text for ``action`` by ``seat`` ("Ann: cow, pig → II, discard pig")."""
    who = _name(names, seat)
    if isinstance(action, Pass):
        return fill(tr("%1 passes"), who)
    text = fill(tr("%1: %2 to pasture %3"), who, animal_list(action.cards), pasture_name(action.pasture))
    if action.discard is not None:
        text += fill(tr(", discards %1"), animal_name(action.discard))
    return text


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 22 points") and lines saying where each
    point came from (figures with values, bonus or task cards, total).

    Reads ``outcome.breakdown[seat]`` as documented by rules.py.
    """
    rows: list[tuple[str, list[str]]] = []
    for place, seats in enumerate(outcome.ranking, start=1):
        for seat in seats:
            heading = fill(
                tr("%1. %2 — %3 points"), place, _name(names, seat), outcome.scores[seat]
            )
            if seat in outcome.winners:
                heading += tr(" (winner)")
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            rows.append((heading, _breakdown_lines(part, outcome.scores[seat])))
    return rows


def _breakdown_lines(part: Mapping[str, Any], total: int) -> list[str]:
    lines: list[str] = []
    for figure in part.get("figures", ()):
        lines.append(fill(tr("%1: %2"), animal_name(figure["animal"]), f"{figure['value']:+d}"))
    for animal in part.get("majorities", ()):
        lines.append(fill(tr("Majority card %1: +6"), animal_name(animal)))
    if part.get("sets"):
        lines.append(fill(tr("Complete sets × %1: +%2"), part["sets"], 6 * part["sets"]))
    for task in part.get("tasks", ()):
        lines.append(fill(tr("Task %1 (%2): +%3"), task["id"], task_text(task["id"]), task["points"]))
    lines.append(fill(tr("Total: %1"), total))
    return lines
