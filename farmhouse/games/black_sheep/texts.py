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
    """ "I", "II" or "III" for pasture index 0, 1 or 2 (roman numerals are not translated);
    any other index (a refused bad action) is shown as a plain number."""
    return ("I", "II", "III")[index] if 0 <= index < 3 else str(index)


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


# Each describer gets (params, names) and returns a log line or None.
_Describer = Callable[[Mapping[str, Any], Sequence[str]], str | None]


def _pasture(params: Mapping[str, Any]) -> str:
    return pasture_name(int(params["pasture"]))


def _played(p: Mapping[str, Any], n: Sequence[str]) -> str:
    text = fill(tr("%1 plays %2 to pasture %3."), _name(n, p["seat"]), _cards(p), _pasture(p))
    if p.get("discard"):
        text += " " + fill(tr("%1 discards %2."), _name(n, p["seat"]), animal_name(p["discard"]))
    return text


def _scored(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winner = p["winner"]
    combo = next((c["combo"] for c in p.get("combos", ()) if c.get("seat") == winner), "")
    return fill(
        tr("Pasture %1 scores: %2 wins %3 with %4."),
        _pasture(p),
        _name(n, winner),
        tr(" and ").join(animal_name(a) for a in p.get("figures", ())),
        combination_name(combo),
    )


def _refill_flip(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("search"):
        return fill(
            tr("Searching for a figure for pasture %1: %2 turned up."), _pasture(p), _cards(p)
        )
    return fill(tr("Refilling pasture %1: %2 turned up."), _pasture(p), _cards(p))


def _end_triggered(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("reason") == "search_impossible":
        return fill(tr("No figure can be found for pasture %1: the end is triggered."), _pasture(p))
    return fill(tr("The supply has no figure for pasture %1: the end is triggered."), _pasture(p))


def _retired(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("reason") == "after_trigger":
        return fill(tr("Pasture %1 is turned over: it is not refilled any more."), _pasture(p))
    return fill(tr("Pasture %1 is turned over."), _pasture(p))


def _next(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    if p.get("reason") == "pasture_winner":
        return fill(tr("%1 won the pasture and plays next."), _name(n, p["seat"]))
    return None  # the ordinary clockwise turn needs no log line


def _game_over(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winners = list(p.get("winners", ()))
    scores = list(p.get("scores", ()))
    if len(winners) == 1:
        w = winners[0]
        return fill(
            tr("Game over: %1 wins with %2 points."),
            _name(n, w),
            scores[w] if w < len(scores) else "?",
        )
    return fill(
        tr("Game over: a shared win for %1."), tr(" and ").join(_name(n, w) for w in winners)
    )


def _describers() -> dict[str, _Describer]:
    return {
        "bs.played": _played,
        "bs.side_completed": lambda p, n: fill(
            tr("%1 completes their side of pasture %2 (completion number %3)."),
            _name(n, p["seat"]),
            _pasture(p),
            p["completion"],
        ),
        "bs.drew": lambda p, n: fill(tr("You drew %1."), _cards(p)),
        "bs.drew_count": lambda p, n: fill(
            tr("%1 draws %n card(s).", "", int(p["count"])), _name(n, p["seat"])
        ),
        "bs.reshuffled": lambda p, n: fill(
            tr("The discard pile is shuffled into a new deck of %1 cards."), p["count"]
        ),
        "bs.scored": _scored,
        "bs.refill_flip": _refill_flip,
        "bs.figure_placed": lambda p, n: fill(
            tr("A %1 figure goes onto pasture %2."), animal_name(p["animal"]), _pasture(p)
        ),
        "bs.figure_returned": lambda p, n: fill(
            tr("The %1 figure on pasture %2 goes back to the supply."),
            animal_name(p["animal"]),
            _pasture(p),
        ),
        "bs.flip_discarded": lambda p, n: (
            fill(tr("%n turned-up card(s) go to the discard pile.", "", len(p["cards"])))
            if p.get("cards")
            else None
        ),
        "bs.end_triggered": _end_triggered,
        "bs.retired": _retired,
        "bs.passed": lambda p, n: fill(tr("%1 cannot play and passes."), _name(n, p["seat"])),
        "bs.stalled": lambda p, n: tr("Nobody can play any more: the game ends."),
        "bs.next": _next,
        "bs.game_over": _game_over,
    }


#: Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).
DESCRIBED_EVENT_KEYS = frozenset(_describers())


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or ``None``
    for events the log skips (the ordinary clockwise ``bs.next``, an empty flip). A private
    event (``bs.drew``) is worded for its only viewer ("You drew …"). Unknown keys give
    ``None``."""
    describer = _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names)


def _illegal_texts() -> dict[str, str]:
    return {
        "bs.illegal.game_over": tr("The game is over."),
        "bs.illegal.not_your_turn": tr("It is not your turn."),
        "bs.illegal.unknown_action": tr("That is not a Black Sheep move."),
        "bs.illegal.no_such_pasture": tr("There is no such pasture."),
        "bs.illegal.pasture_retired": tr("Pasture %(pasture)s is turned over and takes no cards."),
        "bs.illegal.side_full": tr("Your side of pasture %(pasture)s already holds 3 cards."),
        "bs.illegal.wrong_card_count": tr(
            "Your side of pasture %(pasture)s holds %(on_side)s card(s): you may play "
            "%(allowed)s card(s) there, not %(played)s."
        ),
        "bs.illegal.cards_not_in_hand": tr("You do not hold %(cards)s."),
        "bs.illegal.discard_after_two": tr("You may discard only after playing a single card."),
        "bs.illegal.discard_not_in_hand": tr("You do not hold the %(card)s you want to discard."),
        "bs.illegal.must_play": tr("You can play, so you may not pass."),
    }


def describe_illegal(err: IllegalAction) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is one of
    ``rules.ILLEGAL_REASONS``; its parameters are filled in)."""
    text = _illegal_texts().get(err.reason)
    if text is None:
        return fill(tr("That move is not allowed (%1)."), err.reason)
    params: dict[str, Any] = dict(err.params)
    if isinstance(params.get("pasture"), int):
        params["pasture"] = pasture_name(params["pasture"])
    if "allowed" in params:
        params["allowed"] = tr(" or ").join(str(a) for a in params["allowed"])
    if "cards" in params:
        params["cards"] = animal_list(params["cards"])
    if "card" in params:
        params["card"] = animal_name(params["card"])
    for key, value in params.items():
        text = text.replace(f"%({key})s", str(value))
    return text


def describe_action(action: Play | Pass, names: Sequence[str], seat: int) -> str:
    """A short translated text for ``action`` by ``seat`` ("Ann: cow, pig → II, discard pig")."""
    who = _name(names, seat)
    if isinstance(action, Pass):
        return fill(tr("%1 passes"), who)
    text = fill(
        tr("%1: %2 to pasture %3"), who, animal_list(action.cards), pasture_name(action.pasture)
    )
    if action.discard is not None:
        text += fill(tr(", discards %1"), animal_name(action.discard))
    return text


def tie_break_text(key: str | None) -> str | None:
    """The translated name of an ``Outcome.tie_break`` key (BS-9.2, BS-9.3, BS-10.6)."""
    texts = {
        "bs.tiebreak.most_figures": tr("tied on points: most figures wins"),
        "bs.tiebreak.shared": tr("tied on points and figures: the win is shared"),
        "bs.tiebreak.all_black_sheep": tr("all six black sheep win outright (task T12)"),
    }
    return texts.get(key) if key else None


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 22 points (winner)") and lines saying
    where each point came from: each figure's value by animal, the majority and complete-set
    bonus cards (BS-8) or the task cards (BS-10), and the total.

    Reads ``outcome.breakdown[seat]`` as written by ``rules.final_breakdown``.
    """
    rows: list[tuple[str, list[str]]] = []
    place = 1
    for seats in outcome.ranking:
        for seat in seats:
            heading = fill(
                tr("%1. %2 — %3 points"), place, _name(names, seat), outcome.scores[seat]
            )
            if seat in outcome.winners:
                heading += " " + tr("(winner)")
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            lines = _breakdown_lines(part, outcome.scores[seat])
            tie = tie_break_text(outcome.tie_break)
            if tie and seat in outcome.winners:
                lines.append(tie)
            rows.append((heading, lines))
        place += len(seats)
    return rows


def _breakdown_lines(part: Mapping[str, Any], total: int) -> list[str]:
    lines: list[str] = []
    by_animal: dict[str, list[int]] = {}
    for animal, value in part.get("figures", ()):
        by_animal.setdefault(animal, []).append(int(value))
    for animal in Animal:
        values = sorted(by_animal.get(animal.value, ()), reverse=True)
        if values:
            lines.append(
                fill(
                    tr("%1: %2 = %3"),
                    animal_name(animal),
                    " ".join(f"{v:+d}" for v in values),
                    f"{sum(values):+d}",
                )
            )
    if not by_animal:
        lines.append(tr("No figures"))
    else:
        lines.append(fill(tr("Figures: %1 points"), part.get("figure_points", 0)))
    for animal in part.get("majorities", ()):
        lines.append(fill(tr("Majority card (%1): +6"), animal_name(animal)))
    if part.get("sets"):
        lines.append(fill(tr("Complete sets: %1 × 6 = +%2"), part["sets"], part["set_points"]))
    secret = set(part.get("secret_tasks", ()))
    for task_id, points in part.get("tasks", ()):
        if points:
            line = fill(tr("Task %1 (%2): +%3"), task_id, task_text(task_id), points)
            if task_id in secret:
                line += " " + tr("(own secret task)")
            lines.append(line)
    lines.append(fill(tr("Total: %1"), total))
    return lines


# ----------------------------------------------------------------------------- presentation


def title() -> str:
    """The game's name."""
    return tr("Black Sheep")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Play animal cards to three pastures and win the best herds, "
        "but watch out for the black sheep."
    )


def option_label(name: str) -> str:
    """The new-game dialog's label of rule option ``name`` (rules.Options)."""
    labels = {
        "task_cards": tr("Task cards (variant, reconstructed deck)"),
        "values_hidden_until_end": tr("Figure values hidden until the end"),
    }
    return labels.get(name, name)


def option_tooltip(name: str) -> str:
    """A longer explanation of rule option ``name`` ("" if none)."""
    tips = {
        "task_cards": tr(
            "Play with task cards instead of bonus cards (BS-10). The printed task deck "
            "is not public: Farmhouse uses its own reconstruction."
        ),
        "values_hidden_until_end": tr(
            "Nobody may look at the values of their own figures before the end (BS-11.1)."
        ),
    }
    return tips.get(name, "")


def seat_summary(view: Any, seat: int) -> str:
    """The side panel's line about ``seat``: figures in its corral, the points of those whose
    values the view shows, and its hand size."""
    parts: list[str] = []
    figures = view.corrals[seat]
    parts.append(fill(tr("%n figure(s)", "", len(figures)), len(figures)))
    known = [f.value for f in figures if f.value is not None]
    if known:
        parts.append(fill(tr("%1 points known"), f"{sum(known):+d}"))
    parts.append(fill(tr("%n card(s) in hand", "", view.hand_sizes[seat]), view.hand_sizes[seat]))
    return " · ".join(parts)


def rules_html(options: Any = None) -> str:
    """How to play, as HTML, for the rules dialog; with task-card ``options`` (BS-10) their
    scoring replaces the bonus cards (BS-8)."""
    task_cards = bool(getattr(options, "task_cards", False))
    items = [
        tr(
            "Three pastures each hold two animal figures. Every figure hides a value: "
            "+1 to +3 for ordinary animals, −1 to −3 for black sheep."
        ),
        tr(
            "On your turn, play cards to your own side of a pasture, which holds three: on "
            "an empty side one or two cards, on a side with one card exactly two, on a side "
            "with two cards exactly one. After playing a single card you may discard one "
            "card. Then draw back up to three cards."
        ),
        tr(
            "When every side of a pasture is full, each player's three cards and the "
            "pasture's two figures make a five-animal combination, like poker: five of a "
            "kind, four of a kind, 3+2, three of a kind, 2+2, one pair, all different."
        ),
        tr(
            "The best combination takes both figures into its corral and plays next; between "
            "identical combinations, whoever completed their side first wins. The pasture "
            "is refilled from the supply."
        ),
        tr("If you cannot play any card, you pass."),
        tr(
            "Task-card variant (this game): there are no bonus cards. Six task cards are "
            "in play, some face up and one or two secret per player. When the supply can "
            "no longer refill the pastures, they close one by one. At the end, add up the "
            "values of your figures plus the points of every task card in play that you "
            "meet, whoever held it."
        )
        if task_cards
        else tr(
            "When the supply can no longer refill the pastures, they close one by one. "
            "At the end, add up the values of your figures plus 6 points for each animal "
            "you have strictly the most of and 6 for each complete set of all six animals."
        ),
        tr("The highest total wins; on a tie, the player with more figures."),
    ]
    body = "".join(f"<li style='margin-bottom:6px'>{item}</li>" for item in items)
    return f"<ul>{body}</ul>"
