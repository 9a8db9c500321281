"""Black Sheep display texts: names, game-log lines, refusals and the score breakdown.

Everything here is translated through ``QCoreApplication.translate("BlackSheep", …)`` and
follows the terms in ``shared/GLOSSARY.md``. The engine (``rules.py``) only reports keys and
parameters; this module turns them into sentences. Nothing a player reads is joined in code:
lists go through the translated separators (:func:`join`, :func:`join_and`, :func:`join_or`)
and a sentence with an optional part ("… and discards …") is a message of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from farmhouse.app.board.linebreak import spaced_names
from farmhouse.app.board.parts.prompt import turn_text
from farmhouse.app.board.text import with_board_exit
from farmhouse.app.game_about import count_word
from farmhouse.app.game_ui import GameUI, window_controls
from farmhouse.core.game import Event, IllegalAction, Outcome, places
from farmhouse.games.black_sheep.about import ABOUT
from farmhouse.games.black_sheep.about import blurb as blurb
from farmhouse.games.black_sheep.about import credit as credit
from farmhouse.games.black_sheep.about import title as title
from farmhouse.games.black_sheep.data import TASKS_BY_ID, Animal
from farmhouse.games.black_sheep.rules import Pass, Play, view_outcome


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in the "BlackSheep" context (``n`` selects a plural form)."""
    return QCoreApplication.translate("BlackSheep", text, disambiguation, n)


# The minus sign of a negative value or score (U+2212, as the rules write "−1 to −3"; the
# hyphen-minus is shorter and lets a wrapped line break after it).
MINUS = "\u2212"
# Between the values of a sum ("+3 +2 +1 = +6", "−1 −2 = −3"): a no-break space.
NBSP = "\u00a0"


def number(value: int) -> str:
    """``value`` as a player reads it: "3", or "−2" with a true minus (:data:`MINUS`)."""
    return str(value).replace("-", MINUS)


def signed(value: int) -> str:
    """``value`` with its sign, as figure values are written: "+3", "−2"."""
    return f"{value:+d}".replace("-", MINUS)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``, … in a translated ``template`` by ``args`` (highest first, so
    ``%1`` never eats the start of ``%10``)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


_ANIMAL_NAMES: dict[Animal, Callable[[], str]] = {
    Animal.HORSE: lambda: tr("horse"),
    Animal.COW: lambda: tr("cow"),
    Animal.PIG: lambda: tr("pig"),
    Animal.SHEEP: lambda: tr("sheep"),
    Animal.CHICKEN: lambda: tr("chicken"),
    Animal.BLACK_SHEEP: lambda: tr("black sheep"),
}


def animal_name(animal: Animal | str) -> str:
    """The translated name of an animal type (``Animal`` or its id such as ``"black_sheep"``)."""
    return _ANIMAL_NAMES[Animal(animal)]()


# An animal's cards counted, for a play of two of a kind (BS-3.2: at most two cards a play)
# or a draw (at most a hand, three): "2 cows" (real plurals); "2 sheep" (the English plural
# is the singular: no plural forms). %1 is the count as ``count_word`` says it (兩張馬:
# Chinese writes a small count before its counter as a word, and "把2 張馬" ran into 把).
_COUNTED_NAMES: dict[Animal, Callable[[int], str]] = {
    Animal.HORSE: lambda n: tr("%1 horse(s)", "counted cards", n),
    Animal.COW: lambda n: tr("%1 cow(s)", "counted cards", n),
    Animal.PIG: lambda n: tr("%1 pig(s)", "counted cards", n),
    Animal.SHEEP: lambda n: tr("%1 sheep", "counted cards"),
    Animal.CHICKEN: lambda n: tr("%1 chicken(s)", "counted cards", n),
    Animal.BLACK_SHEEP: lambda n: tr("%1 black sheep", "counted cards"),
}


def counted_figures(animals: Sequence[Animal | str]) -> str:
    """Figures (a pasture's two, won at its scoring) counted by animal, in their first order,
    as an "and" list: ("horse", "horse") → "2 horse figures", ("cow", "pig") → "1 cow figure
    and 1 pig figure" (never "horse and horse"). BS-5.6."""
    counts: dict[Animal, int] = {}
    for animal in animals:
        counts[Animal(animal)] = counts.get(Animal(animal), 0) + 1
    return join_and(
        [
            #: %1 the count (as the count word says it), %2 the animal: "2 horse figures".
            fill(tr("%1 %2 figure(s)", "counted figures", n), count_word(n), animal_name(a))
            for a, n in counts.items()
        ]
    )


def counted_animals(animals: Sequence[Animal | str]) -> str:
    """Animal names, each kind once and counted when repeated, in their first order, joined
    by the translated separator: ("sheep", "sheep") → "2 sheep", ("cow", "pig") → "cow, pig"
    (never "sheep, sheep")."""
    counts: dict[Animal, int] = {}
    for animal in animals:
        counts[Animal(animal)] = counts.get(Animal(animal), 0) + 1
    return join(
        [
            animal_name(a) if n == 1 else fill(_COUNTED_NAMES[a](n), count_word(n))
            for a, n in counts.items()
        ]
    )


def join(items: Sequence[str]) -> str:
    """``items`` joined by the translated list separator (", " in English, "、" in Chinese and
    Japanese)."""
    #: List separator, between the items of a list ("cow, pig"); 、 in Chinese and Japanese.
    return tr(", ").join(items)


def join_and(items: Sequence[str]) -> str:
    """``items`` as a translated "and" list: "Ann and Ben", "Ann, Ben and Cleo"."""
    if len(items) < 2:
        return "".join(items)
    #: The last two items of a list ("Ann and Ben"); %1 may itself be a list ("Ann, Ben").
    return fill(tr("%1 and %2"), join(items[:-1]), items[-1])


def join_or(items: Sequence[str]) -> str:
    """``items`` as a translated "or" list: "1 or 2"."""
    if len(items) < 2:
        return "".join(items)
    #: The last two items of a list of choices ("1 or 2"); %1 may itself be a list.
    return fill(tr("%1 or %2"), join(items[:-1]), items[-1])


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
        return fill(
            tr("Most %1 figures: %n point(s)", "", task.points), animal_name(task.animals[0])
        )
    if task.kind == "combination":
        return fill(
            tr("%1 + %2: %n point(s) per pair", "", task.points),
            animal_name(task.animals[0]),
            animal_name(task.animals[1]),
        )
    return tr("All six black sheep: wins the game")


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    #: A player who has no name: %1 is the seat's number (1, 2, …).
    return fill(tr("Seat %1"), (seat + 1) if isinstance(seat, int) else "?")


def _cards(params: Mapping[str, Any], key: str = "cards") -> str:
    # (two of a kind counted, as the hints say them: "2 pigs", never "pig, pig")
    return counted_animals(params.get(key, ()))


# Each describer gets (params, names) and returns a log line or None.
_Describer = Callable[[Mapping[str, Any], Sequence[str]], str | None]


def _pasture(params: Mapping[str, Any]) -> str:
    return pasture_name(int(params["pasture"]))


def _played(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who, cards, pasture = _name(n, p["seat"]), _cards(p), _pasture(p)
    if p.get("discard"):
        return fill(
            tr("%1 plays %2 to pasture %3 and discards %4."),
            who,
            cards,
            pasture,
            animal_name(p["discard"]),
        )
    return fill(tr("%1 plays %2 to pasture %3."), who, cards, pasture)


def _drew(p: Mapping[str, Any], n: Sequence[str], spectator: bool = False) -> str:
    # private: only the drawer reads it; named like every public line, with the reason why
    # the cards are named (a hot-seat log is read by one player at a time); a spectator (a
    # replay with everything shown) reads it in the third person, as any public line
    if spectator:
        #: The log of a replay with everything shown: which cards (%2) a player (%1) drew,
        #: which only that player saw during the game (the watcher sees every hand).
        return fill(tr("%1 draws %2.", "cards seen by a spectator"), _name(n, p["seat"]), _cards(p))
    cards = list(p.get("cards", ()))
    #: A private log line: only the drawing player (%1) sees what they drew (%2: cards or
    #: tiles).
    template = tr("%1 draws %2 (only you see them).", "", len(cards))
    return fill(template, _name(n, p["seat"]), _cards(p))


def _scored(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winner = p["winner"]
    combo = next((c["combo"] for c in p.get("combos", ()) if c.get("seat") == winner), "")
    return fill(
        tr("Pasture %1 scores: %2 wins %3 with %4."),
        _pasture(p),
        _name(n, winner),
        counted_figures(p.get("figures", ())),
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
        score = int(scores[w]) if w < len(scores) else 0
        return fill(
            tr("Game over: %1 wins with %2 point(s).", "", abs(score)), _name(n, w), number(score)
        )
    return fill(tr("Game over: a shared win for %1."), join_and([_name(n, w) for w in winners]))


def _describers() -> dict[str, _Describer]:
    return {
        "bs.played": _played,
        "bs.side_completed": lambda p, n: fill(
            tr("%1 completes their side of pasture %2 (completion number %3)."),
            _name(n, p["seat"]),
            _pasture(p),
            p["completion"],
        ),
        "bs.drew": _drew,
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


# Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).
DESCRIBED_EVENT_KEYS = frozenset(_describers())


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or ``None``
    for events the log skips (the ordinary clockwise ``bs.next``, an empty flip). Every line
    names its seat; a private event (``bs.drew``, BS-4.2) also tells its only reader that
    nobody else sees it ("Ann draws cow (only you see it)."), or with ``spectator`` (a
    reader who is not that seat: a replay with everything shown) just says it ("Ann draws
    cow, pig."). Unknown keys give ``None``."""
    if event.key == "bs.drew":
        return _drew(event.params, names, spectator)
    describer = _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names)


def describe_events(
    events: Sequence[Event], names: Sequence[str], spectator: bool = False
) -> list[str]:
    """The log lines of ``events`` that one reader may see: :func:`describe_event` of each,
    except that a draw is said once: whoever sees the private ``bs.drew`` ("Ann draws horse
    (only you see it).") is its drawer and does not also read its public twin
    ``bs.drew_count`` ("Ann draws 1 card."); nor does a ``spectator`` (every seat's events,
    the private ones in the third person: "Ann draws horse.").

    Every line names the seat it is about, also to that seat's own player: in a hot-seat
    game one screen and one log serve several players, and a line reads the same on the
    hand-over screen, under "Last moves" and in each player's log. Only a private line
    (what the reader alone may see) speaks to the reader, and says so."""
    own_draws = {e.seat for e in events if e.key == "bs.drew"}
    lines = []
    for event in events:
        if event.key == "bs.drew_count" and event.seat in own_draws:
            continue
        text = describe_event(event, names, spectator)
        if text:
            lines.append(text)
    return lines


def _illegal_texts() -> dict[str, str]:
    return {
        "bs.illegal.game_over": tr("The game is over."),
        "bs.illegal.not_your_turn": tr("It is not your turn."),
        "core.illegal.not_your_turn": tr("It is not your turn."),  # (the choice model's)
        "bs.illegal.unknown_action": tr("That is not a Black Sheep move."),
        "bs.illegal.too_many_cards": tr("You may play at most two cards in one turn."),
        "bs.illegal.no_such_pasture": tr("There is no such pasture."),
        "bs.illegal.pasture_retired": tr("Pasture %(pasture)s is turned over and takes no cards."),
        "bs.illegal.side_full": tr("Your side of pasture %(pasture)s already holds 3 cards."),
        "bs.illegal.wrong_card_count": "",  # (numerus: see _wrong_count_text)
        "bs.choices.pick_cards_first": tr("Choose one or two cards from your hand first."),
        "bs.illegal.cards_not_in_hand": tr("You do not hold %(cards)s."),
        "bs.illegal.discard_after_two": tr("You may discard only after playing a single card."),
        "bs.illegal.discard_not_in_hand": tr("You do not hold the %(card)s you want to discard."),
        "bs.illegal.must_play": tr("You can play, so you may not pass."),
    }


def describe_illegal(err: IllegalAction) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is one of
    ``rules.ILLEGAL_REASONS`` or the choice model's ``core.illegal.not_your_turn``; its
    parameters are filled in; any other reason: "That move is not allowed now.")."""
    text = _illegal_texts().get(err.reason)
    if text is None:
        return tr("That move is not allowed now.")
    params: dict[str, Any] = dict(err.params)
    if err.reason == "bs.illegal.wrong_card_count":
        text = _wrong_count_text(params)
    if isinstance(params.get("pasture"), int):
        params["pasture"] = pasture_name(params["pasture"])
    if isinstance(params.get("allowed"), list):
        params["allowed"] = join_or([str(a) for a in params["allowed"]])
    if "cards" in params:
        params["cards"] = counted_animals(params["cards"])
    if "card" in params:
        params["card"] = animal_name(params["card"])
    for key, value in params.items():
        text = text.replace(f"%({key})s", str(value))
    return text


def _wrong_count_text(params: dict[str, Any]) -> str:
    """The numerus text of ``bs.illegal.wrong_card_count`` (BS-3.2): plural forms for the
    cards the side holds (``on_side``) and for those it may take (``allowed``, by the most)."""
    on_side, allowed = int(params.get("on_side", 0)), list(params.get("allowed", [1]))
    most = max(allowed, default=1)
    if len(allowed) == 2:  # (an empty side, BS-3.2: Japanese puts the counter by each count)
        text = tr("%1 or %2 card(s)", "may be played: 1 or 2 cards", most)
        params["allowed"] = text.replace("%1", str(allowed[0])).replace("%2", str(allowed[1]))
    else:
        text = tr("%1 card(s)", "may be played: 1 or 2 cards", most)
        params["allowed"] = text.replace("%1", join_or([str(a) for a in allowed]))
    return tr(
        "Your side of pasture %(pasture)s holds %n card(s): you may play %(allowed)s there, "
        "not %(played)s.",
        "",
        on_side,
    )


def describe_action(action: Play | Pass, names: Sequence[str], seat: int) -> str:
    """A short translated text for ``action`` by ``seat`` ("Ann: cow, pig to pasture II",
    "Ann: 2 pigs to pasture III": two of a kind counted); BS-3.1, BS-3.2."""
    who = _name(names, seat)
    if isinstance(action, Pass):
        return fill(tr("%1 passes"), who)
    cards, pasture = counted_animals(action.cards), pasture_name(action.pasture)
    if action.discard is not None:
        return fill(
            tr("%1: %2 to pasture %3, discards %4"),
            who,
            cards,
            pasture,
            animal_name(action.discard),
        )
    return fill(tr("%1: %2 to pasture %3"), who, cards, pasture)


def action_text(action: Play | Pass, view: Any = None, names: Sequence[str] = ()) -> str:
    """``action`` addressed to the player who may make it, for hints ("play cow, pig to
    pasture II", "play 2 sheep to pasture III", "play pig to pasture I and discard sheep",
    "pass"); BS-3.1, BS-3.2, BS-4.1. A play of one card that discards nothing, when the seat
    (``view.hand``, its cards before the play) could have discarded one after it (BS-4.1),
    says that it keeps the rest ("play pig to pasture I and keep the rest"): otherwise it
    reads like the same play with a discard, listed beside it in a hint."""
    if isinstance(action, Pass):
        return tr("pass", "hint: the move")
    cards, pasture = counted_animals(action.cards), pasture_name(action.pasture)
    if action.discard is not None:
        return fill(
            tr("play %1 to pasture %2 and discard %3", "hint: the move"),
            cards,
            pasture,
            animal_name(action.discard),
        )
    if len(action.cards) == 1 and len(getattr(view, "hand", ())) > 1:
        #: A hint's move: one card played, the other cards of the hand kept (not discarded).
        return fill(tr("play %1 to pasture %2 and keep the rest", "hint: the move"), cards, pasture)
    return fill(tr("play %1 to pasture %2", "hint: the move"), cards, pasture)


def tie_break_text(key: str | None) -> str | None:
    """The translated name of an ``Outcome.tie_break`` key (BS-9.2, BS-9.3, BS-10.6)."""
    texts = {
        "bs.tiebreak.most_figures": tr("tied on points: most figures wins"),
        "bs.tiebreak.shared": tr("tied on points and figures: the win is shared"),
        "bs.tiebreak.all_black_sheep": tr(
            "all six black sheep win outright (task card “All six black sheep”)"
        ),
    }
    return texts.get(key) if key else None


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 22 points (winner)") and lines saying
    where each point came from: each figure's value by animal, the majority and complete-set
    bonus cards (BS-8) or the task cards (BS-10), and the total.

    Reads ``outcome.breakdown[seat]`` as written by ``rules.final_breakdown``.
    """
    rows: list[tuple[str, list[str]]] = []
    place_of = places(outcome.ranking)  # (1, 2, 2, 4)
    for seats in outcome.ranking:
        for seat in seats:
            place = place_of[seat]
            score = outcome.scores[seat]
            heading = fill(
                tr("%1. %2 — %3 point(s)", "", abs(score)), place, _name(names, seat), number(score)
            )
            if seat in outcome.winners:
                heading = fill(tr("%1 (winner)"), heading)
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            lines = _breakdown_lines(part, outcome.scores[seat])
            tie = tie_break_text(outcome.tie_break)
            if tie and seat in outcome.winners:
                lines.append(tie)
            rows.append((heading, lines))
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
                    NBSP.join(signed(v) for v in values),
                    signed(sum(values)),
                )
            )
    if not by_animal:
        lines.append(tr("No figures"))
    else:
        points = int(part.get("figure_points", 0))
        lines.append(fill(tr("Figures: %1 point(s)", "", abs(points)), number(points)))
    for animal in part.get("majorities", ()):
        lines.append(fill(tr("Majority card (%1): +6"), animal_name(animal)))
    if part.get("sets"):
        lines.append(fill(tr("Complete sets: %1 × 6 = +%2"), part["sets"], part["set_points"]))
    secret = set(part.get("secret_tasks", ()))
    for task_id, points in part.get("tasks", ()):
        if points:
            template = (
                tr("Task card “%1”: +%2 (own secret task)")
                if task_id in secret
                else tr("Task card “%1”: +%2")
            )
            lines.append(fill(template, task_text(task_id), points))
    lines.append(fill(tr("Total: %1"), number(total)))
    return lines


# ----------------------------------------------------------------------------- presentation


def option_label(name: str) -> str:
    """The new-game dialog's label of rule option ``name`` (rules.Options)."""
    labels = {
        "task_cards": tr("Task cards instead of bonus cards (variant)"),
        "values_hidden_until_end": tr("Figure values hidden until the end"),
    }
    return labels.get(name, name)


def option_tooltip(name: str, in_rules: bool = False) -> str:
    """A longer explanation of rule option ``name`` ("" if none); ``in_rules``: in the rules
    themselves, which list the task cards a few paragraphs up (not "see Help → Rules")."""
    tips = {
        "task_cards": tr(
            "No bonus cards: six task cards are in play instead, some face up and one or two "
            "secret per player; at the end every player scores each task they meet. "
            "Farmhouse has its own set of twelve task cards (listed above)."
        )
        if in_rules
        else tr(
            "No bonus cards: six task cards are in play instead, some face up and one or two "
            "secret per player; at the end every player scores each task they meet. "
            "Farmhouse has its own set of twelve task cards (see Help → Rules)."
        ),
        "values_hidden_until_end": tr(
            "Nobody may look at the values of their own figures before the end: the winner "
            "stays a surprise until the last pasture has scored."
        ),
    }
    return tips.get(name, "")


def final_score_text(score: int, label: bool = False) -> str:
    """A seat's final score, shown once the game is over: "final score: 21 points" in the
    side panel's seat line, "Final score: 21 points" as a ``label`` on the board."""
    if label:
        return fill(tr("Final score: %1 point(s)", "", abs(score)), number(score))
    return fill(tr("final score: %1 point(s)", "", abs(score)), number(score))


def bonus_cards_text(part: Mapping[str, Any], glue: str = " ") -> str:
    """The bonus cards a seat earned (BS-8.2, BS-8.3), from its ``Outcome.breakdown`` part:
    "bonus cards: cow, pig, 1 complete set" (a majority card is named by its animal), or
    "no bonus cards". The spaces inside each card's name and the heading become ``glue``
    (a no-break space keeps them on one line; the list breaks between cards)."""
    cards = [animal_name(a) for a in part.get("majorities", ())]
    sets = int(part.get("sets", 0))
    if sets:
        cards.append(fill(tr("%n complete set(s)", "", sets)))
    if not cards:
        return tr("no bonus cards").replace(" ", glue)
    #: The bonus cards a seat earned at the end; %1 is a list ("cow, pig, 1 complete set").
    heading = tr("bonus cards: %1").replace(" ", glue)
    return fill(heading, join([c.replace(" ", glue) for c in cards]))


def choice_hint(picked: int, side_next: bool) -> str:
    """The prompt line while the viewer builds a play (BS-3, BS-4): ``picked`` cards picked
    so far; ``side_next``: a side of the viewer's takes them now."""
    if not picked:
        return tr("Your turn: choose 1 or 2 cards, then your side of a pasture.")
    if side_next:
        return tr("Now click your side of a lit pasture (A · S · D).")
    return tr("Choose one more card: no side of yours takes this card alone.")


def prompt_text(
    view: Any,
    waiting_for: str | None,
    playing: Sequence[Animal],
    pasture: int | None,
    must_pass: bool,
    hint: str,
    read_only: bool = False,
) -> str:
    """The prompt line over the hand: the game is over; whom the board waits for
    (``waiting_for``: a name, None when it is the viewer's turn; on a ``read_only`` board,
    a replay's, whose turn it is: :func:`turn_text`); the discard question for the cards
    ``playing`` to ``pasture`` (BS-4.1); a pass to make (BS-2.2); else ``hint``
    (:func:`choice_hint`)."""
    if view.game_over:
        return tr("The game is over.")
    if waiting_for is not None:
        return turn_text(waiting_for) if read_only else fill(tr("Waiting for %1…"), waiting_for)
    if pasture is not None:
        return fill(
            tr("You are playing %1 to pasture %2. Discard one of your other cards? (optional)"),
            counted_animals(playing),
            pasture_name(pasture),
        )
    return tr("You have no legal play and must pass.") if must_pass else hint


def step_text(must_pass: bool, asking: bool, picked: int, hint: str) -> str:
    """Why a target the current step does not offer cannot be picked: the step to take
    first (a pass to make, the discard question to answer, cards to pick; else ``hint``)."""
    if must_pass:
        return tr("You have no legal play: you must pass.")
    if asking:
        return tr("First answer the discard question (or press Esc).")
    return hint if picked else tr("Choose one or two cards from your hand first.")


# Events summarised under "Last moves" on the board (the app's log shows every event).
SUMMARY_KEYS = frozenset(
    "bs." + key
    for key in (
        "played side_completed drew reshuffled scored end_triggered retired passed stalled next"
        " game_over"
    ).split()
)


def summary_line(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """The line of ``event`` under "Since your last turn" (None: it has none there; the game
    log shows every event); ``spectator``: as :func:`describe_event`."""
    return describe_event(event, names, spectator) if event.key in SUMMARY_KEYS else None


def recent_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The lines of "Since your last turn" for ``events`` (:func:`summary_line` of each):
    the board's panel and the hot-seat hand-over list the same (``GameUI.recent_lines``)."""
    return [line for event in events if (line := summary_line(event, names))]


# A seat's own moves: "Since your last turn" keeps each seat's latest whole (issue 18, F19).
MOVE_KEYS = frozenset({"bs.played", "bs.passed"})


def recent_entries(events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, int | None]]:
    """:func:`recent_lines` with the seat of each one's own move (:data:`MOVE_KEYS`), None for
    the others: the hand-over keeps each seat's latest, as the board's panel does."""
    lines = [(e, line) for e in events if (line := summary_line(e, names))]
    return [(line, e.seat if e.key in MOVE_KEYS else None) for e, line in lines]


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture "
        "(keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you "
        "may discard one of your other cards (press its number) or keep all (K or Enter). "
        "Esc goes back one step."
    )


def keys_text(discards: Sequence[int] = (), board_exit: bool = True) -> str:
    """The key hints under the viewer's hand; at the discard question (BS-4.1) the numbers of
    the cards it offers (hand positions ``discards``, from 0) and K, no pasture's key. Both end
    with Ctrl+Tab, the way to the side panel (:func:`with_board_exit`), unless not
    ``board_exit``."""
    if discards:
        #: At the discard question: %1 the keys of the cards that may be discarded ("2 3").
        text = tr("%1 discard · K keep all · Tab/arrows move · Enter picks · Esc back")
        text = fill(text, " ".join(str(i + 1) for i in discards))
    else:
        #: The key line under the hand (the other games' wording: "Tab/arrows move"); it and
        #: the way to the side panel after it must fit two lines under the three cards.
        text = tr("1 2 3 cards · A S D pastures · Tab/arrows move · Enter picks · Esc back")
    return with_board_exit(text) if board_exit else text


def hand_card_tip(animal: Animal, owner: str | None = None, key: int = 0) -> str:
    """A hand card's tooltip (its accessible name): in the viewer's hand, with its ``key``
    (1–3; 0: none), or in ``owner``'s hand (a replay's board, the replay's holdings: the name
    spaced in Chinese, :func:`~farmhouse.app.board.linebreak.spaced_names`)."""
    name, rank = animal_name(animal), animal.rank
    if owner is not None:
        #: A card in a player's hand on a replay's board (%1 the animal, %2 its rank,
        #: %3 the player).
        tip = fill(tr("%1 (rank %2), in %3's hand"), name, rank, owner)
        return spaced_names(tip, names=(owner,))
    if key:
        return fill(tr("%1 (rank %2), in your hand — key %3"), name, rank, key)
    return fill(tr("%1 (rank %2), in your hand"), name, rank)


def side_tip(pasture: int, owner: str | None = None) -> str:
    """The tooltip of the viewer's side of ``pasture`` (``owner``: the seat's name on a
    replay's board)."""
    if owner is None:
        return fill(tr("Your side of pasture %1 (key %2)"), pasture_name(pasture), "ASD"[pasture])
    #: A replay's board: a player's (%1) side of a pasture (%2).
    return fill(tr("%1's side of pasture %2"), owner, pasture_name(pasture))


def on_side_text(
    piece: str, pasture: int, owner: str | None = None, place: tuple[int, int] = (1, 1)
) -> str:
    """``piece`` on the viewer's (``owner`` None) or ``owner``'s side of ``pasture``;
    ``place``: (its place from 1, how many) among the side's cards, said when there are more
    than one (a screen reader tells three chickens on one side apart)."""
    if place[1] > 1:
        #: A card on a side of a pasture: %1 the card ("chicken"), %2 its place, %3 how many.
        piece = fill(tr("%1, card %2 of %3"), piece, *place)
    if owner is None:
        return fill(tr("%1, your side of pasture %2"), piece, pasture_name(pasture))
    return fill(tr("%1, %2's side of pasture %3"), piece, owner, pasture_name(pasture))


def corral_tip(animal: Animal, count: int, owner: str | None, values: Sequence[int]) -> str:
    """The tooltip of a corral's ``count`` figures of ``animal`` (``owner`` None: the
    viewer's) with the ``values`` the view shows."""
    name = animal_name(animal)
    if owner is None:
        tip = fill(tr("%1 ×%2, your corral"), name, count)
    else:
        tip = fill(tr("%1 ×%2, %3's corral"), name, count, owner)
    return fill(tr("%1: %2"), tip, NBSP.join(signed(v) for v in values)) if values else tip


def own_side_only(seat: int) -> str:
    """Why a click on another seat's side of a pasture plays nothing (BS-3.1)."""
    text = tr("You can only play to your own side: the %1 edge of a pasture, nearest to you.")
    return fill(text, seat_colour_name(seat))


def no_card_text(playing: bool) -> str:
    """Why a number key picks nothing: no such card, or (``playing``) the card being
    played at the discard question (BS-4.1)."""
    if not playing:
        return tr("You have no such card.")
    return tr(
        "That is the card you are playing. Press the number of another card to discard it, "
        "or K to keep all."
    )


def pile_texts(deck_size: int, discarded: int) -> tuple[str, str]:
    """The counts under the deck and the discard pile."""
    return fill(tr("Deck: %1"), deck_size), fill(tr("Discard: %1"), discarded)


def discard_tip(count: str, top: Animal | None) -> str:
    """The discard pile's tooltip (its accessible name): its ``count`` (:func:`pile_texts`)
    and the animal of its top card (BS-4.1: discarded face up)."""
    #: The discard pile: %1 its count ("Discard: 8"), %2 the animal of the card on top.
    return count if top is None else fill(tr("%1, %2 on top"), count, animal_name(top))


def hand_count_tip(owner: str, count: int) -> str:
    """The tooltip of another seat's hand count (its accessible name): whose hand it is."""
    return fill(tr("%1's hand: %n card(s)", "", count), owner)


def completion_tip(number: int, pasture: int, owner: str | None) -> str:
    """A completion token's tooltip: its number and side (BS-3.4; the viewer's with ``owner``
    None), then what it decides (BS-5.5). Its first line is its accessible name."""
    name = on_side_text(fill(tr("completion number %1"), number), pasture, owner)
    return name + "\n" + tr("Completion number: on identical combinations the lower one wins.")


def badge_texts(score: int | None, you: bool) -> tuple[str, str]:
    """A seat plate's badge, in full and short: "your turn" (``you``) or "to play" while on
    turn, the final ``score`` once the game is over."""
    if score is None:
        return (tr("▶ your turn") if you else tr("▶ to play")), "▶"
    brief = fill(tr("%1 point(s)", "", abs(score)), number(score))
    return final_score_text(score, label=True), brief


def task_icons(task_id: str) -> list[Animal]:
    """The figures a task card's row shows: every animal of a combination, else the first."""
    task = TASKS_BY_ID[task_id]
    return [Animal(a) for a in (task.animals if task.kind == "combination" else task.animals[:1])]


def task_rows(view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
    """The task cards to show: ``(task id, tag)``, a secret one's tag saying whose it is."""
    tasks: list[tuple[str, str]] = [(t, "") for t in view.face_up_tasks]
    tasks += [(t, tr("secret")) for t in view.secret_tasks]
    for seat, ids in enumerate(view.revealed_secret_tasks or ()):
        if seat != view.seat:
            tasks += [(t, fill(tr("%1's secret"), _name(names, seat))) for t in ids]
    return tasks


def bonus_row(part: Mapping[str, Any]) -> tuple[list[Animal], str, tuple[str, ...]]:
    """A seat's row of bonus cards won (BS-8.2, BS-8.3), from its ``Outcome.breakdown``
    part: its majority cards' animals, their points with the sets' ("+12", "0") and the
    words after the figures (its complete sets, or "no bonus cards")."""
    won = [Animal(a) for a in part.get("majorities", ())]
    sets = int(part.get("sets", 0))
    words = (fill(tr("%n complete set(s)", "", sets)),) if sets else ()
    points = int(part.get("majority_points", 0)) + int(part.get("set_points", 0))
    return won, f"+{points}" if points else "0", words or (() if won else (tr("no bonus cards"),))


def known_points(view: Any, seat: int) -> str:
    """The points of ``seat``'s figures whose values the view shows, in play ("" if none
    or once the game is over)."""
    known = [f.value for f in view.corrals[seat] if f.value is not None]
    if view.game_over or not known:
        return ""
    return fill(tr("known points: %1"), signed(sum(known)))


def seat_summary(view: Any, seat: int) -> str:
    """The side panel's line about ``seat``: figures in its corral, the points of those whose
    values the view shows, and its hand size (each part kept on one line); once the game is
    over, its final score and (without task cards) the bonus cards it earned instead of the
    in-game hints."""
    # a wrapped line breaks between the parts, never inside one ("3 cards / in hand")
    nbsp = "\u00a0"
    parts: list[str] = []
    figures = view.corrals[seat]
    parts.append(fill(tr("%n figure(s)", "", len(figures)), len(figures)).replace(" ", nbsp))
    outcome = view_outcome(view) if getattr(view, "game_over", False) else None
    if outcome is not None:
        parts.append(final_score_text(outcome.scores[seat]).replace(" ", nbsp))
        if not view.options.task_cards:
            parts.append(bonus_cards_text(outcome.breakdown[seat], nbsp))
    else:
        known = [f.value for f in figures if f.value is not None]
        if known:
            total = sum(known)
            known_text = fill(tr("%1 point(s) known", "", abs(total)), signed(total))
            parts.append(known_text.replace(" ", nbsp))
        hand = fill(tr("%n card(s) in hand", "", view.hand_sizes[seat]), view.hand_sizes[seat])
        parts.append(hand.replace(" ", nbsp))
    return tr(" · ", "between parts of a seat line").join(parts)


# Example combinations for the rules (five animals each), best first, with Table 3.4's ids.
_COMBINATION_EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("five_of_a_kind", ("cow",) * 5),
    ("four_of_a_kind", ("pig",) * 4 + ("horse",)),
    ("full_house", ("sheep",) * 3 + ("chicken",) * 2),
    ("three_of_a_kind", ("horse",) * 3 + ("cow", "black_sheep")),
    ("two_pairs", ("cow", "cow", "pig", "pig", "sheep")),
    ("one_pair", ("chicken", "chicken", "horse", "pig", "sheep")),
    ("all_different", ("horse", "cow", "pig", "sheep", "black_sheep")),
)


def _art(name: str) -> Any:
    from farmhouse.paths import resources_dir

    return resources_dir() / "black_sheep" / f"{name}.svg"


def _escape(text: str, quote: bool = True) -> str:
    """``html.escape``, imported at first use (its entity table costs ~10M instructions, and
    only the rules dialog's texts need it)."""
    import html

    return html.escape(text, quote)


def _img(name: str, width: int, height: int, title: str = "") -> str:
    from farmhouse.app.board.svg import svg_data_uri

    uri = svg_data_uri(_art(name), width, height)
    alt = _escape(title, quote=True)
    return f'<img src="{uri}" width="{width}" height="{height}" alt="{alt}" title="{alt}">'


def _combination_descriptions() -> dict[str, str]:
    return {
        "five_of_a_kind": tr("five of one animal"),
        "four_of_a_kind": tr("four of one animal"),
        "full_house": tr("three of one animal and two of another"),
        "three_of_a_kind": tr("three of one animal"),
        "two_pairs": tr("two of one animal and two of another"),
        "one_pair": tr("two of one animal"),
        "all_different": tr("five different animals"),
    }


def rules_html(options: Any = None) -> str:
    """The whole game for players, as HTML for the rules dialog: goal, setup, a turn, the
    combinations (with pictures), scoring with bonus cards or, with task-card ``options``
    (BS-10), task cards, the end, every option (marked when this game uses it) and the
    controls. Pictures are the game's own art, embedded as PNG data."""
    task_cards = bool(getattr(options, "task_cards", False))
    hidden = bool(getattr(options, "values_hidden_until_end", False))

    def h(text: str) -> str:
        return f"<h3 style='color:#8e3421; margin-top:16px; margin-bottom:4px'>{text}</h3>"

    def para(text: str) -> str:
        return f"<p style='margin-top:2px; margin-bottom:6px'>{text}</p>"

    def items(entries: Sequence[str], ordered: bool = False) -> str:
        tag = "ol" if ordered else "ul"
        body = "".join(f"<li style='margin-bottom:5px'>{e}</li>" for e in entries)
        return f"<{tag} style='margin-top:2px'>{body}</{tag}>"

    out: list[str] = []
    if options is not None:  # the game on screen; else the published rules of any game
        in_game = [
            option_label("task_cards") if task_cards else tr("Bonus cards (the published rules)"),
        ]
        if hidden:
            in_game.append(option_label("values_hidden_until_end"))
        out.append(
            "<p style='background:#f1e2bd; padding:6px'>"
            + fill(tr("This game: %1."), join(in_game))
            + "</p>"
        )
    out.append(h(tr("Goal")))
    out.append(
        para(
            tr(
                "You are farmers herding animals from three shared pastures into your own "
                "corral. Every animal figure hides a value: +1 to +3 for ordinary animals, "
                "−1 to −3 for black sheep. Whoever has the most points at the end wins."
            )
        )
    )
    out.append(h(tr("The animals")))
    out.append(para(tr("From highest to lowest rank (for cards and figures alike):")))
    cells = "".join(
        "<td align='center' style='padding:2px 8px'>"
        + _img(f"figure_{a.value}", 44, 44, animal_name(a))
        + "<br>"
        + _escape(animal_name(a))
        + "<br><span style='color:#6b5b45'>"
        #: Under an animal in the rules' list of animals: its rank, the number printed in
        #: the corner of its cards (horse 6 … black sheep 1).
        + fill(tr("rank %1"), a.rank)
        + "</span></td>"
        for a in Animal
    )
    out.append(f"<table cellspacing='0'><tr>{cells}</tr></table>")
    out.append(h(tr("Setup")))
    out.append(
        items(
            [
                tr(
                    "Each of the three pastures (I, II, III) starts with two animal figures. "
                    "The other figures wait in the supply: six of each animal, their values "
                    "hidden underneath."
                ),
                tr(
                    "The deck holds 84 animal cards, 14 of each animal. Everybody gets three "
                    "cards, and a random player starts."
                ),
                tr(
                    "Every player has a side on each pasture, the edge in their colour: on "
                    "the board your own side is always the bottom edge."
                ),
            ]
        )
    )
    out.append(h(tr("Your turn")))
    cards = "".join(_img(f"card_{a}", 40, 56, animal_name(a)) + " " for a in ("cow", "cow", "pig"))
    out.append(
        items(
            [
                tr(
                    "<b>Play cards</b> to your own side of one pasture. A side holds three "
                    "cards: on an empty side play one or two cards, on a side with one card "
                    "exactly two, on a side with two cards exactly one. A full side takes no "
                    "more, and two cards always go to the same side."
                ),
                tr(
                    "<b>Discard</b> (optional): if you played a single card, you may put one "
                    "of your other two cards on the discard pile, never both."
                ),
                tr(
                    "<b>Draw</b> back up to three cards. When the deck runs out, the discard "
                    "pile is shuffled into a new deck."
                ),
                tr(
                    "<b>Scoring</b>: if every player's side of that pasture now holds three "
                    "cards, the pasture scores (see below)."
                ),
                tr(
                    "The next player clockwise plays; after a scoring, the winner of the "
                    "pasture plays next."
                ),
            ],
            ordered=True,
        )
    )
    notes = para(tr("Cards on the sides stay face up until their pasture scores.")) + para(
        tr("If no side of yours can take a card, you pass: you play, discard and draw nothing.")
    )
    out.append(
        "<table cellspacing='0'><tr>"
        f"<td valign='middle' style='padding-right:10px'>{cards}</td>"
        f"<td valign='middle'>{notes}</td></tr></table>"
    )
    out.append(h(tr("Scoring a pasture")))
    out.append(
        para(
            tr(
                "Each player's combination is five animals: the pasture's two figures plus "
                "the three cards on their side. The best combination wins, as in poker:"
            )
        )
    )
    descriptions = _combination_descriptions()
    rows = []
    for i, (combo, animals) in enumerate(_COMBINATION_EXAMPLES):
        pictures = "".join(_img(f"figure_{a}", 30, 30, animal_name(a)) for a in animals)
        rows.append(
            f"<tr><td valign='middle' style='padding:3px 6px' align='right'>{i + 1}.</td>"
            f"<td valign='middle' style='padding:3px 14px 3px 0'>"
            f"<b>{_escape(combination_name(combo))}</b>"
            f"<br><span style='color:#6b5b45'>{descriptions[combo]}</span></td>"
            f"<td valign='middle' style='padding:3px 0'>{pictures}</td></tr>"
        )
    out.append(f"<table cellspacing='0'>{''.join(rows)}</table>")
    out.append(
        items(
            [
                tr(
                    "Between two combinations of the same kind, the animals decide: first "
                    "the biggest group (the four, the three, the higher pair), then the next "
                    "group, then the single animals, each by rank from horse down to black "
                    "sheep. Three horses and two black sheep beat three pigs and two chickens."
                ),
                tr(
                    "If two combinations are made of exactly the same animals, the side that "
                    "was completed first wins: the small number beside each full side shows "
                    "the order."
                ),
                tr(
                    "The winner takes both figures into their corral. All cards on the "
                    "pasture go to the discard pile, and two cards are turned up from the "
                    "deck: the animals they show come from the supply onto the pasture. If "
                    "the supply has none of one of them, cards are turned up one at a time "
                    "until one shows an animal the supply still has."
                ),
            ]
        )
    )
    out.append(h(tr("The end of the game")))
    out.append(
        para(
            tr(
                "If the supply has no figure for either of the two cards turned up, that "
                "pasture is turned over: it takes no more cards. From then on every pasture "
                "that scores is turned over instead of refilled. The game ends when the last "
                "pasture has scored; cards and figures left over count for nobody."
            )
        )
    )
    out.append(h(tr("Final scoring")))
    scoring = [tr("Add up the values of the figures in your corral; black sheep count negative.")]
    if task_cards:
        scoring.append(
            tr(
                "Add the points of every task card in play that you meet, whoever held it "
                "(see Task cards below). There are no bonus cards."
            )
        )
    else:
        scoring.append(
            tr(
                "<b>Bonus cards</b>, 6 points each. Most of an animal: whoever has strictly "
                "more figures of an animal than every other player (at least one) gets that "
                "animal's card; on a tie nobody gets it. Complete set: 6 points for each set "
                "of all six animals in your corral."
            )
        )
    scoring.append(
        tr(
            "The highest total wins. On a tie, the tied player with more figures wins; if "
            "that is equal too, they share the win."
        )
    )
    out.append(items(scoring))
    tasks = [
        tr(
            "<b>Most of an animal</b> (six cards, one per animal): 5 points to every player "
            "with the most figures of that animal (at least one); tied players each score "
            "the 5 points."
        ),
        tr(
            "<b>Two animals</b> (five cards: horse + cow, pig + sheep, chicken + horse, "
            "cow + pig, sheep + chicken): 3 points for each pair of those two animals in "
            "your corral."
        ),
        tr(
            "<b>All six black sheep</b>: whoever has all six black sheep wins the game, "
            "whatever the points."
        ),
    ]
    out.append(h(tr("Task cards (in this game)") if task_cards else tr("Task cards (an option)")))
    out.append(
        para(
            tr(
                "With task cards there are no bonus cards. The list of task cards printed in "
                "the original game is not public, so Farmhouse has its own deck of twelve:"
            )
        )
    )
    out.append(items(tasks))
    out.append(
        para(
            tr(
                "Each player gets one secret task card (two each in a two-player game), and "
                "more are turned face up until six are in play; the rest stay unused. At the "
                "end the secret cards are shown, and each card in play scores for every "
                "player who meets it."
            )
        )
    )
    out.append(h(tr("Figure values")))
    out.append(
        para(
            tr(
                "In this game nobody sees any figure's value before the end, not even in "
                "their own corral."
            )
            if hidden
            else tr(
                "You may look at the values of the figures in your own corral at any time: "
                "the board shows them. The other values stay hidden until the end."
            )
        )
    )
    out.append(h(tr("Options of a new game")))
    if options is not None:
        marks = {True: tr("in this game"), False: tr("not in this game")}
    else:  # no game on screen: the published rules
        marks = {True: tr("on in the published rules"), False: tr("off in the published rules")}
    #: An option in the rules: its name (bold), whether this game uses it, what it does.
    option_line = tr("%1 (%2): %3", "option in the rules")
    out.append(
        items(
            [
                fill(
                    option_line,
                    f"<b>{option_label(name)}</b>",
                    marks[used],
                    option_tooltip(name, in_rules=True),
                )
                for name, used in (
                    ("task_cards", task_cards),
                    ("values_hidden_until_end", hidden),
                )
            ]
        )
    )
    out.append(h(tr("Controls")))
    out.append(
        items(
            [
                tr(
                    "Click one or two cards in your hand (or press 1, 2, 3), then your side "
                    "of a pasture or the pasture itself (or press A, S, D for I, II, III, or "
                    "←/→ and Enter). Only choices that lead to a legal play light up; the "
                    "status bar says why anything else is not allowed."
                ),
                tr(
                    "After a single card you are asked about the discard: click the card to "
                    "discard (or press its number), or Keep all (K or Enter). Esc goes back "
                    "one step."
                ),
                tr("When you cannot play, click Pass (or press P or Enter)."),
                tr(
                    "Several players at one computer: before each turn a screen asks the "
                    "others to look away and lists what happened since that player's last "
                    "turn."
                ),
                *(_escape(line) for line in window_controls()),
            ]
        )
    )
    return "".join(out)


# Events random games seldom produce, with the engine's parameters: with those of real games
# they let the language tests render every key of ``rules.EVENT_KEYS``
# (tests/app/test_cjk_text.py; a game with a texts module lists its own).
SAMPLE_EVENTS: tuple[Event, ...] = (
    Event("bs.played", {"seat": 1, "pasture": 2, "cards": ["cow"], "discard": "pig"}, seat=1),
    Event("bs.figure_returned", {"pasture": 1, "animal": "pig", "figure": 7}),
    Event("bs.end_triggered", {"pasture": 0, "reason": "search_impossible"}),
    Event("bs.end_triggered", {"pasture": 2, "reason": "no_figure"}),
    Event("bs.retired", {"pasture": 1, "reason": "after_trigger"}),
    Event("bs.passed", {"seat": 1}, seat=1),
    Event("bs.stalled"),
    Event("bs.retired", {"pasture": 1, "reason": "stalled"}),
    Event("bs.next", {"seat": 2, "reason": "pasture_winner"}, seat=2),
    Event(
        "bs.game_over",
        {"scores": [20, 20, 20, 9], "winners": [0, 1, 2], "tie_break": "bs.tiebreak.shared"},
    ),
)


def drawn_start(view: Any) -> int | None:
    """The seat the setup drew at random to start (BS-1.7: always), from the public view of
    the game's start: the game log's first line says so."""
    return int(view.start_player)


# How the game presents itself in the app (read by farmhouse.app.game_ui.load_game_ui): this
# module's texts, the title, blurb and cover of .about and the board package.
UI = GameUI.from_texts(__name__, about=ABOUT)
