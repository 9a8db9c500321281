"""Bye-Bye Black Sheep display texts: card names, game-log lines, refusals, option labels, the
side panel's seat line, the score breakdown and the rules for players.

Everything is translated through ``QCoreApplication.translate("ByeByeBlackSheep", …)`` and
follows the terms in ``shared/GLOSSARY.md`` (the seed's words in Japanese). The engine
(``rules.py``) only reports keys and parameters; this module turns them into sentences. No
sentence is glued together here: lists go through the translated list separator, optional
parts are messages of their own and counts use plural forms.
"""

from __future__ import annotations

import base64
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from farmhouse.app.board.parts.prompt import turn_text
from farmhouse.app.board.svg import tinted_svg
from farmhouse.app.game_ui import GameUI, window_controls
from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import Event, IllegalAction, Outcome, places
from farmhouse.games.bye_bye_black_sheep import data, rules
from farmhouse.games.bye_bye_black_sheep.about import ABOUT
from farmhouse.games.bye_bye_black_sheep.about import blurb as blurb
from farmhouse.games.bye_bye_black_sheep.about import credit as credit
from farmhouse.games.bye_bye_black_sheep.about import title as title
from farmhouse.games.bye_bye_black_sheep.data import SETUP, STALL_TURNS_PER_PLAYER
from farmhouse.paths import resources_dir

# Where the card pictures are (the rules page shows them).
ART = resources_dir() / "bye_bye_black_sheep"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in the "ByeByeBlackSheep" context (``n`` selects a plural form)."""
    return QCoreApplication.translate("ByeByeBlackSheep", text, disambiguation, n)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``, … in a translated ``template`` by ``args`` (highest first, so
    ``%1`` never eats the start of ``%10``)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


# ----------------------------------------------------------------------------- card names


def _species_names() -> tuple[str, ...]:
    return (
        tr("tiger"),
        tr("penguin"),
        tr("crocodile"),
        tr("goat"),
        tr("lion"),
        tr("elephant"),
        tr("giraffe"),
        tr("zebra"),
        tr("panda"),
        tr("koala"),
        tr("kangaroo"),
        tr("hippo"),
        tr("flamingo"),
        tr("camel"),
        tr("monkey"),
        tr("rabbit"),
    )


def _special_names() -> dict[int, str]:
    return {
        data.JOKER: tr("joker"),
        data.EAGLE: tr("Eagle"),
        data.MOLE: tr("Mole"),
        data.MAGPIE: tr("Thieving Magpie"),
        data.WHITE_SHEEP: tr("White Sheep"),
        data.MOTHER_SHEEP: tr("Mother Sheep"),
        data.WOLF: tr("Wolf"),
        data.BLACK_SHEEP_BASE: tr("black sheep"),
    }


# The card names in the language last asked for: (a few names that tell the languages
# apart, the species, the specials). A board names many cards on every move; translating
# all 23 names for each one it needed cost a sixth of a move's time.
_NAMES: tuple[tuple[str, ...], tuple[str, ...], dict[int, str]] | None = None


def _card_names() -> tuple[tuple[str, ...], dict[int, str]]:
    global _NAMES
    probe = (tr("crocodile"), tr("Thieving Magpie"), tr("White Sheep"))
    if _NAMES is None or _NAMES[0] != probe:
        _NAMES = (probe, _species_names(), _special_names())
    return _NAMES[1], _NAMES[2]


def species_name(species: int) -> str:
    """The translated name of species ``species`` (1–16, Table 1.2); "?" for anything else."""
    if isinstance(species, int) and 1 <= species <= 16:
        return _card_names()[0][species - 1]
    return "?"


def special_name(kind: int) -> str:
    """The translated name of a special card kind, the joker or a black sheep."""
    specials = _card_names()[1]
    if data.is_black_sheep(kind):
        return specials[data.BLACK_SHEEP_BASE]
    return specials.get(kind, "?")


def kind_name(kind: int) -> str:
    """The translated name of any card kind (a species, the joker, a special, a black sheep)."""
    if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
        return species_name(kind)
    return special_name(kind)


def card_name(card: str | int | None) -> str:
    """The translated name of a card given by its Table 1.1 id (``"set:4"``, ``"eagle"``,
    ``"black_sheep:2"`` …) or its kind; "?" for anything unknown."""
    if isinstance(card, int):
        return kind_name(card)
    try:
        return kind_name(data.kind_of(str(card)))
    except ValueError:
        return "?"


def list_text(items: Sequence[str]) -> str:
    """``items`` joined by the translated list separator ("tiger, goat")."""
    return tr(", ", "list separator").join(items)


def counted(name: str, count: int) -> str:
    """``name`` with a count when there is more than one ("tiger ×2")."""
    return name if count == 1 else fill(tr("%1 ×%2"), name, count)


def ordinal(number: Any) -> str:
    """``number`` as an ordinal ("1st", "2nd", "3rd", "11th"; "3" where a language writes
    the order round it, as 「3枚目」 and 「第 3 張」 do); "?" if it is no number."""
    if not isinstance(number, int):
        return "?"
    last = number % 10 if number % 100 not in (11, 12, 13) else 0
    # (only the form asked for is translated: the log's lines ask for dozens of ordinals)
    if last == 1:
        #: An ordinal number ending in 1 (not 11): "1st", "21st". Chinese and Japanese write
        #: the order round the number in the sentence itself, so this is only "%1" there.
        template = tr("%1st", "ordinal")
    elif last == 2:
        #: An ordinal number ending in 2 (not 12): "2nd", "22nd" (only "%1" in Chinese,
        #: Japanese).
        template = tr("%1nd", "ordinal")
    elif last == 3:
        #: An ordinal number ending in 3 (not 13): "3rd", "23rd" (only "%1" in Chinese,
        #: Japanese).
        template = tr("%1rd", "ordinal")
    else:
        #: Any other ordinal number: "4th", "11th", "12th" (only "%1" in Chinese, Japanese).
        template = tr("%1th", "ordinal")
    return fill(template, number)


def hand_total(view: Any, seat: int, names: Sequence[str], spectator: bool = False) -> str:
    """The line under the hand drawn at the bottom of the board: the viewer's own ("Your
    hand: 3 cards"), or, on a public view, whose hand is drawn face down there and how many
    cards it holds ("Ann's hand: 6 cards"); on a ``spectator``'s board (a replay, where
    nobody watching is the seat) the seat's own hand is named too."""
    if view.seat is not None and not spectator:
        return tr("Your hand: %n card(s)", "", len(view.hand))
    return fill(tr("%1's hand: %n card(s)", "", view.hand_sizes[seat]), name_of(names, seat))


def placing_preview(species: int, after: int, owner: str | None = None) -> str:
    """A hand card's tooltip while placing: what placing it makes of ``species`` in the
    viewer's zoo (``after``: how many cards of it the zoo then holds; ``owner``: the
    viewer's name on a spectator's board, a replay, where the zoo is named, not "your")."""
    name = species_name(species)
    if owner is not None:
        if after <= 1:
            #: A replay's board: a hand card's tooltip while its player (%2) places cards
            #: (%1: the animal).
            return fill(tr("Placing it starts a %1 column in %2's zoo."), name, owner)
        if after == data.TRIPLET:
            #: A replay's board: a hand card's tooltip while its player (%2) places cards
            #: (%1: the animal).
            return fill(tr("Placing it completes a triplet of %1 in %2's zoo."), name, owner)
        #: A replay's board: a hand card's tooltip while its player (%2) places cards
        #: (%1: the animal).
        return fill(tr("Placing it makes %n %1 card(s) in %2's zoo.", "", after), name, owner)
    if after <= 1:
        return fill(tr("Placing it starts a %1 column in your zoo."), name)
    if after == data.TRIPLET:
        return fill(tr("Placing it completes a triplet of %1 in your zoo."), name)
    return fill(tr("Placing it makes %n %1 card(s) in your zoo.", "", after), name)


def card_list(cards: Sequence[str | int]) -> str:
    """Cards (ids or kinds) as a translated list, equal cards counted ("tiger ×2, Eagle")."""
    kinds: list[int] = []
    for card in cards:
        try:
            kinds.append(card if isinstance(card, int) else data.kind_of(str(card)))
        except ValueError:
            continue
    counts = Counter(kinds)
    return list_text([counted(kind_name(k), counts[k]) for k in sorted(counts)])


# ----------------------------------------------------------------------------- log lines


def name_of(names: Sequence[str], seat: Any) -> str:
    """The name of ``seat`` in ``names`` ("Player 3" where they do not say)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return fill(tr("Player %1"), (seat + 1) if isinstance(seat, int) else "?")


def _species(card: Any) -> int:
    try:
        return data.kind_of(str(card))
    except ValueError:
        return -1


_Describer = Callable[[Mapping[str, Any], Sequence[str]], str | None]


def _drew(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who, source, drawn = name_of(n, p["seat"]), name_of(n, p["source"]), ordinal(p.get("drawn"))
    kind = _species(p.get("card"))
    special = _DREW_SPECIAL.get(kind)  # (only the line asked for is translated)
    if special is not None:
        return fill(special(), who, source, drawn)
    return fill(
        tr("%1 draws %4 from %2 (%3 card this turn)."), who, source, drawn, species_name(kind)
    )


_DREW_SPECIAL: dict[int, Callable[[], str]] = {
    data.JOKER: lambda: tr("%1 draws the joker from %2 (%3 card this turn)."),
    data.EAGLE: lambda: tr("%1 draws the Eagle from %2 (%3 card this turn)."),
    data.MOLE: lambda: tr("%1 draws the Mole from %2 (%3 card this turn)."),
    data.MAGPIE: lambda: tr("%1 draws the Thieving Magpie from %2 (%3 card this turn)."),
    data.WHITE_SHEEP: lambda: tr("%1 draws the White Sheep from %2 (%3 card this turn)."),
    data.MOTHER_SHEEP: lambda: tr("%1 draws the Mother Sheep from %2 (%3 card this turn)."),
    data.WOLF: lambda: tr("%1 draws the Wolf from %2 (%3 card this turn)."),
}


def _eagle_asked(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who, target = name_of(n, p["seat"]), name_of(n, p["target"])
    species = species_name(p["species"])
    if p.get("answered"):
        return fill(
            tr("%1 asks %2 for %3 with the Eagle: %2 hands one over (%4 card this turn)."),
            who,
            target,
            species,
            ordinal(p.get("drawn")),
        )
    return fill(
        tr("%1 asks %2 for %3 with the Eagle: %2 has none, so the turn ends."),
        who,
        target,
        species,
    )


def _magpie_stole(p: Mapping[str, Any], n: Sequence[str]) -> str:
    kind = _species(p.get("card"))
    name = tr("the joker") if kind == data.JOKER else species_name(kind)
    return fill(
        tr(
            "%1 takes %3 from %2's zoo with the Magpie (%4 card this turn); %2 now has %n triplet(s).",
            "",
            int(p.get("triplets", 0)),
        ),
        name_of(n, p["seat"]),
        name_of(n, p["victim"]),
        name,
        ordinal(p.get("drawn")),
    )


def _mother_sheep(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("card") is None:
        return tr("The pile is empty: the Mother Sheep brings nothing.")
    return fill(
        tr("The Mother Sheep brings %1 from the pile (%2 card this turn)."),
        card_name(p["card"]),
        ordinal(p.get("drawn")),
    )


def _wolf(p: Mapping[str, Any], n: Sequence[str]) -> str:
    covered = len(p.get("covered", ()))
    if not covered:
        return tr("The Wolf covers nothing: the watering hole was empty.")
    return fill(
        tr(
            "The Wolf covers %n card(s): they go to %1 at the end of the turn.",
            "",
            covered,
        ),
        name_of(n, p["victim"]),
    )


def _turn_end(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    who = name_of(n, p["seat"])
    drawn = int(p.get("drawn", 0))
    allowance = int(p.get("allowance", 0))
    end = p.get("end")
    if end == "black_sheep":
        return None  # the black sheep's own line says it all
    if end == "eagle_no":
        if allowance:
            return fill(tr("%1's turn ends: %n card(s) may be placed.", "", allowance), who)
        return fill(tr("%1's turn ends with nothing to place."), who)
    if drawn == 0:
        return fill(tr("%1 stops without drawing."), who)
    if allowance == 0:
        return fill(tr("%1 stops after %n card(s): too few to place any.", "", drawn), who)
    return fill(tr("%1 stops after %2 cards and may place %n card(s).", "", allowance), who, drawn)


def _placed(p: Mapping[str, Any], n: Sequence[str]) -> str:
    who = name_of(n, p["seat"])
    species = species_name(p.get("species", 0))
    count = p.get("count", "?")
    joker = p.get("card") == "joker"
    if p.get("via") == "white_sheep":
        if joker:
            template = tr("With the White Sheep, %1 places the joker as %2 in their zoo (now %3).")
        else:
            template = tr("With the White Sheep, %1 places %2 in their zoo (now %3).")
    elif joker:
        template = tr("%1 places the joker as %2 in their zoo (now %3).")
    else:
        template = tr("%1 places %2 in their zoo (now %3).")
    return fill(template, who, species, count)


def _magpie_taken(p: Mapping[str, Any], n: Sequence[str]) -> str:
    reasons = set(p.get("reasons", ()))
    who = name_of(n, p["seat"])
    if reasons >= {"third_species", "shared_species"}:
        template = tr(
            "%1 takes the Thieving Magpie: a third species in their zoo, and %2 is in "
            "another zoo too."
        )
    elif "third_species" in reasons:
        template = tr("%1 takes the Thieving Magpie: a third species in their zoo.")
    else:
        template = tr("%1 takes the Thieving Magpie: %2 is in another zoo too.")
    return fill(template, who, species_name(p.get("species", 0)))


def _refilled(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    who = name_of(n, p["seat"])
    count, wanted = int(p.get("count", 0)), int(p.get("wanted", 0))
    if wanted <= 0:
        return None
    if count == 0:
        return fill(tr("The pile is empty: %1 gets no cards."), who)
    if count < wanted:
        return fill(tr("%1 draws the last %n card(s) of the pile.", "", count), who)
    return fill(tr("%1 refills their hand with %n card(s) from the pile.", "", count), who)


def _turn_over(p: Mapping[str, Any], n: Sequence[str]) -> str | None:
    if not p.get("idle") or int(p.get("stall", 0)) <= 0:
        return None
    return fill(
        #: A turn that counts towards the end by stall (BB-9.3): %1 such turns in a row so
        #: far, %2 end the game. Cards may have moved between hands (not counted).
        tr(
            "No card entered a zoo and the pile did not shrink: %1 of the %2 such turns in a "
            "row that end the game."
        ),
        p["stall"],
        p.get("stall_limit", "?"),
    )


def _stall_end(p: Mapping[str, Any], n: Sequence[str]) -> str:
    if p.get("reason") == "turn_limit":
        return fill(tr("The game ends after %1 turns."), p.get("turns", "?"))
    return fill(tr("Nothing has moved for %1 turns: the game ends."), p.get("stall", "?"))


def _game_over(p: Mapping[str, Any], n: Sequence[str]) -> str:
    winners = list(p.get("winners", ()))
    scores = list(p.get("scores", ()))
    if len(winners) == 1:
        w = winners[0]
        score = int(scores[w]) if isinstance(w, int) and w < len(scores) else 0
        return fill(tr("Game over: %1 wins with %n triplet(s).", "", score), name_of(n, w))
    return fill(tr("Game over: a shared win for %1."), list_text([name_of(n, w) for w in winners]))


def _describers() -> dict[str, _Describer]:
    return {
        "bb.drew": _drew,
        "bb.drew_black_sheep": lambda p, n: fill(
            tr("%1 draws %2's black sheep: a forced end, nothing is placed."),
            name_of(n, p["seat"]),
            name_of(n, p["source"]),
        ),
        "bb.eagle_declined": lambda p, n: fill(
            tr("%1 does not ask with the Eagle."), name_of(n, p["seat"])
        ),
        "bb.eagle_asked": _eagle_asked,
        "bb.mole_looked": lambda p, n: fill(
            tr("%1 looks at %2's hand with the Mole (%n card(s)).", "", int(p.get("cards", 0))),
            name_of(n, p["seat"]),
            name_of(n, p["target"]),
        ),
        "bb.mole_saw": lambda p, n: fill(
            #: A private log line: only the player (%1) sees what another player's (%2)
            #: hand holds (%3: the cards) with the Mole (named as every line is, for a
            #: hot-seat log: Black Sheep's wording).
            tr("%1 sees %2's hand: %3 (only you see it)."),
            name_of(n, p["seat"]),
            name_of(n, p["target"]),
            card_list(p.get("cards", ())),
        ),
        "bb.mole_found_nothing": lambda p, n: fill(
            tr("%1's hand holds no set card: the Mole finds nothing."), name_of(n, p["target"])
        ),
        "bb.mole_picked": lambda p, n: fill(
            tr("%1 takes %3 from %2's hand with the Mole (%4 card this turn)."),
            name_of(n, p["seat"]),
            name_of(n, p["target"]),
            card_name(p.get("card")),
            ordinal(p.get("drawn")),
        ),
        "bb.magpie_nothing": lambda p, n: tr(
            "No other zoo holds a card: the Magpie takes nothing."
        ),
        "bb.magpie_declined": lambda p, n: fill(
            tr("%1 takes nothing with the Magpie."), name_of(n, p["seat"])
        ),
        "bb.magpie_stole": _magpie_stole,
        "bb.white_sheep_offered": lambda p, n: fill(
            tr("%1 may place a card from their hand with the White Sheep."), name_of(n, p["seat"])
        ),
        "bb.white_sheep_nothing": lambda p, n: fill(
            tr("%1 holds no set card to place with the White Sheep."), name_of(n, p["seat"])
        ),
        "bb.white_sheep_declined": lambda p, n: fill(
            tr("%1 places nothing with the White Sheep."), name_of(n, p["seat"])
        ),
        "bb.mother_sheep": _mother_sheep,
        "bb.wolf": _wolf,
        "bb.turn_end": _turn_end,
        "bb.covered_returned": lambda p, n: fill(
            tr("%n card(s) from under the Wolf go to %1.", "", len(p.get("cards", ()))),
            name_of(n, p["seat"]),
        ),
        "bb.wh_taken": lambda p, n: fill(
            tr("%1 takes %n card(s) from the watering hole.", "", len(p.get("cards", ()))),
            name_of(n, p["seat"]),
        ),
        "bb.placed": _placed,
        "bb.triplet": lambda p, n: fill(
            tr("%1 completes a triplet of %2: %n triplet(s) now.", "", int(p["triplets"])),
            name_of(n, p["seat"]),
            species_name(p.get("species", 0)),
        ),
        "bb.magpie_taken": _magpie_taken,
        "bb.placing_done": lambda p, n: (
            fill(
                tr("%1 leaves %n placement(s) unused.", "", int(p["unused"])),
                name_of(n, p["seat"]),
            )
            if int(p.get("unused", 0)) > 0
            else None
        ),
        "bb.refilled": _refilled,
        "bb.refill_cards": lambda p, n: fill(
            #: A private log line: only the player (%1) sees which cards (%2) they drew.
            tr("%1 draws %2 from the pile (only you see them).", "", len(p.get("cards", ()))),
            name_of(n, p["seat"]),
            card_list(p.get("cards", ())),
        ),
        "bb.turn_over": _turn_over,
        "bb.next": lambda p, n: None,  # the turn banner and the board say whose turn it is
        "bb.won": lambda p, n: fill(
            tr("%1 has %n triplet(s) and wins!", "", int(p.get("triplets", 0))),
            name_of(n, p["seat"]),
        ),
        "bb.stall_end": _stall_end,
        "bb.game_over": _game_over,
    }


# Event keys this module can describe (tests compare it with ``rules.EVENT_KEYS``).
DESCRIBED_EVENT_KEYS = frozenset(_describers())


def _spectator_describers() -> dict[str, _Describer]:
    # the private events as someone watching every seat reads them (a replay with
    # everything shown): in the third person, like every public line
    return {
        "bb.mole_saw": lambda p, n: fill(
            #: The log of a replay with everything shown: what a player (%1) saw of another
            #: player's (%2) hand with the Mole (%3: the cards), which nobody else saw.
            tr("%1 sees %2's hand: %3."),
            name_of(n, p["seat"]),
            name_of(n, p["target"]),
            card_list(p.get("cards", ())),
        ),
        "bb.refill_cards": lambda p, n: fill(
            #: The log of a replay with everything shown: which cards (%2) a player (%1)
            #: drew from the pile, which only that player saw.
            tr("%1 draws %2 from the pile."),
            name_of(n, p["seat"]),
            card_list(p.get("cards", ())),
        ),
    }


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """One translated game-log line for ``event`` (``names``: seat names by seat), or
    ``None`` for events the log skips (the turn change, a turn that was not idle, the turn
    end after a black sheep, an unneeded refill). Private events (``bb.mole_saw``, BB-7.3a;
    ``bb.refill_cards``, BB-8.1) name their seat as every line does and tell their only
    reader that nobody else sees them ("Ann sees Ben's hand: tiger (only you see it)."), as
    Black Sheep's, or with ``spectator`` (a reader who is not that seat: a replay with
    everything shown) just say it ("Ann sees Ben's hand: tiger."). Unknown keys give
    ``None``."""
    describer = (_spectator_describers() if spectator else {}).get(event.key)
    describer = describer or _describers().get(event.key)
    if describer is None:
        return None
    return describer(event.params, names)


def describe_events(
    events: Sequence[Event], names: Sequence[str], spectator: bool = False
) -> list[str]:
    """The log lines of ``events``: :func:`describe_event` of each, except that whoever
    reads a seat's private ``bb.refill_cards`` (the drawer, "Ann draws lion, zebra from the
    pile (only you see them)."; a ``spectator``, who reads every seat's, "Ann draws lion,
    zebra from the pile.") does not also read its public twin ``bb.refilled`` when that
    says nothing more ("Ann refills their hand with 2 cards from the pile."): the drawer
    reads one line, as in Black Sheep, the others the public one (session 19's second
    tester, Y6). "The last cards of the pile" is still said. BB-8.1."""
    named = {e.params.get("seat") for e in events if e.key == "bb.refill_cards"}
    lines = []
    for event in events:
        p = event.params
        if (
            event.key == "bb.refilled"
            and p.get("seat") in named
            and int(p.get("count", 0)) == int(p.get("wanted", 0))
        ):
            continue
        text = describe_event(event, names, spectator)
        if text:
            lines.append(text)
    return lines


# ----------------------------------------------------------------------------- turn summaries

# Events of the active seat's drawing step (``seat`` is the active seat): the first one
# seen opens a turn in a summary.
_TURN_EVENTS = frozenset(
    {
        "bb.drew",
        "bb.drew_black_sheep",
        "bb.eagle_declined",
        "bb.eagle_asked",
        "bb.mole_looked",
        "bb.mole_picked",
        "bb.magpie_declined",
        "bb.magpie_stole",
        "bb.magpie_nothing",
        "bb.mother_sheep",
        "bb.wolf",
        "bb.turn_end",
    }
)
# Events that get a line of their own in a turn summary (worded as in the game log): the
# White Sheep owner's decision too, out of turn (issue 18, F21: the hand-over listed it, the
# board's "since your last turn" said "Nothing new.")
_SUMMARY_EXTRAS = frozenset(
    {
        "bb.magpie_stole",
        "bb.magpie_taken",
        "bb.triplet",
        "bb.won",
        "bb.white_sheep_declined",
        "bb.white_sheep_nothing",
    }
)


def _turn_line(turn: Mapping[str, Any], names: Sequence[str]) -> str | None:
    who = name_of(names, turn["seat"])
    drawn = int(turn["drawn"])
    end = turn["end"]
    if end == "black_sheep":
        owner = name_of(names, turn["source"])
        if drawn == 0:
            return fill(tr("%1 draws %2's black sheep at once: nothing is placed."), who, owner)
        return fill(
            tr("%1 draws %n card(s), then %2's black sheep: nothing is placed.", "", drawn),
            who,
            owner,
        )
    if end == "eagle_no":
        if "target" not in turn:
            return None  # the question came before the events at hand (a resumed game)
        return fill(
            tr("%1 draws %n card(s), then asks %2 for %3 with the Eagle in vain.", "", drawn),
            who,
            name_of(names, turn["target"]),
            species_name(turn["species"]),
        )
    if end == "stop":
        if drawn == 0:
            return fill(tr("%1 stops without drawing."), who)
        return fill(tr("%1 draws %n card(s) and stops.", "", drawn), who)
    return None  # the turn is still going on: the watering hole shows it


def turn_summaries(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Short lines saying what happened in ``events`` (oldest first), one or a few per turn:
    how the turn went ("Ann draws 4 cards and stops."), what was placed, and the Magpie,
    triplets, White Sheep decisions and the win, in order; public events only (what every
    player may see). A turn still going on gets no turn line (the watering hole shows it).
    For "Since your last turn" on the board and on the hot-seat hand-over (``recent_lines``:
    the same lines on both)."""
    return [line for line, _ in summary_entries(events, names)]


def summary_entries(events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, int | None]]:
    """:func:`turn_summaries` with whose turn each line tells: ``(line, seat)`` for a turn's
    own line ("Ann draws 4 cards and stops."), ``(line, None)`` for the others (what was
    placed, the Magpie, …): the board's panel keeps each seat's latest turn line whole
    (issue 18: with five players it showed two of the four opponents' turns in English)."""
    lines: list[tuple[str, int | None]] = []
    turn: dict[str, Any] = {}
    entries: list[list[Any]] = []  # ["placed", seat, [cards]] or ["line", text]

    def close() -> None:
        if turn:
            lines.append((_turn_line(turn, names) or "", turn["seat"]))
        for entry in entries:
            if entry[0] == "placed":
                who = name_of(names, entry[1])
                placed = fill(tr("%1 places %2 in their zoo."), who, card_list(entry[2]))
                lines.append((placed, None))
            else:
                lines.append((entry[1], None))
        turn.clear()
        entries.clear()

    for event in events:
        if event.private_to is not None:
            continue
        p = event.params
        key = event.key
        if key in _TURN_EVENTS and not turn:
            turn.update(seat=p["seat"], drawn=0, end=None)
        if "drawn" in p and turn:
            turn["drawn"] = int(p["drawn"])
        if key == "bb.drew_black_sheep":
            turn.update(end="black_sheep", source=p["source"])
        elif key == "bb.turn_end" and p.get("end") != "black_sheep":
            turn["end"] = p.get("end")
        elif key == "bb.eagle_asked" and not p.get("answered"):
            turn.update(target=p["target"], species=p["species"])
        elif key == "bb.placed" and p.get("via") == "turn":
            if entries and entries[-1][0] == "placed" and entries[-1][1] == p["seat"]:
                entries[-1][2].append(p.get("card"))
            else:
                entries.append(["placed", p["seat"], [p.get("card")]])
        elif key == "bb.placed" or key in _SUMMARY_EXTRAS:
            entries.append(["line", describe_event(event, names) or ""])
        elif key == "bb.turn_over":
            close()
    close()
    return [(line, seat) for line, seat in lines if line]


recent_lines = turn_summaries  # (GameUI.recent_lines: the hand-over lists what the board does)
recent_entries = summary_entries  # (GameUI.recent_entries: and keeps each seat's latest turn)


# ----------------------------------------------------------------------------- refusals


def phase_hint(phase: str) -> str:
    """What the seat to move has to do now, by ``rules.Phase`` value."""
    hints = {
        "draw": tr("Now draw a card from another player's hand, or stop."),
        "eagle": tr("First decide on the Eagle: ask a player for a species, or do not ask."),
        "mole": tr("First choose the card the Mole takes."),
        "magpie": tr("First decide on the Magpie: take a card from another zoo, or nothing."),
        "white_sheep": tr("First the White Sheep's owner decides whether to place a card."),
        "place": tr("Now place cards into your zoo, or finish placing."),
        "over": tr("The game is over."),
    }
    return hints.get(phase, tr("That is not possible now."))


def _illegal_texts() -> dict[str, str]:
    return {
        "bb.illegal.game_over": tr("The game is over."),
        "bb.illegal.not_your_turn": tr("It is not your turn."),
        "bb.illegal.unknown_action": tr("That is not a Bye-Bye Black Sheep move."),
        "bb.illegal.no_such_seat": tr("There is no such player."),
        "bb.illegal.draw_from_self": tr("Draw from another player's hand, not your own."),
        "bb.illegal.ask_self": tr("Ask another player with the Eagle, not yourself."),
        "bb.illegal.eagle_needs_player": tr("First choose whom to ask."),
        "bb.illegal.eagle_needs_species": tr(
            "First choose the species to ask for (Esc: another player)."
        ),
        "bb.illegal.species_not_in_use": tr("That species is not in this game."),
        "bb.illegal.mole_must_pick": tr(
            "With the Mole you must choose one set card from the hand you see."
        ),
        "bb.illegal.mole_not_in_hand": tr("That card is not in the hand you see."),
        "bb.illegal.mole_not_set_card": tr(
            "The Mole takes only a set card: an animal or the joker."
        ),
        "bb.illegal.steal_own_zoo": tr("The Magpie takes from another player's zoo, not your own."),
        "bb.illegal.steal_not_in_zoo": tr("That zoo holds no such card."),
        "bb.illegal.not_in_hand": tr("You do not hold that card."),
        "bb.illegal.not_placeable": tr("Special cards are never placed in a zoo."),
        "bb.illegal.joker_needs_species": tr("Choose the species the joker stands for."),
        "bb.illegal.declare_only_joker": tr("Only the joker is declared as a species."),
    }


def action_text(action: Any, view: Any = None, names: Sequence[str] = ()) -> str:
    """``action`` addressed to the player who may make it, for hints ("draw a card from
    Ann's hand", "stop drawing", "place lion in your zoo"). BB-4.1, BB-5.2, BB-7.2, BB-7.3b,
    BB-7.4c, BB-5.2.3, BB-5.3."""
    if isinstance(action, rules.Draw):
        return fill(
            tr("draw a card from %1's hand", "hint: the move"), name_of(names, action.target)
        )
    if isinstance(action, rules.Stop):
        if view is not None and not view.wh:  # (D = 0: nothing drawn yet, BB-4.1, BB-5.2)
            #: A hint's move at the start of a Bye-Bye Black Sheep turn, nothing drawn yet:
            #: stopping then ends the turn with an empty watering hole, nothing to place.
            return tr("stop without drawing (nothing to take or place)", "hint: the move")
        return tr("stop drawing and take the watering hole", "hint: the move")
    if isinstance(action, rules.AskEagle):
        return fill(
            tr("ask %1 for %2 with the Eagle", "hint: the move"),
            name_of(names, action.target),
            species_name(action.species),
        )
    if isinstance(action, rules.MolePick):
        return fill(tr("put %1 into the watering hole", "hint: the move"), kind_name(action.card))
    if isinstance(action, rules.Steal):
        return fill(
            tr("take %1 from %2's zoo with the Thieving Magpie", "hint: the move"),
            kind_name(action.card),
            name_of(names, action.victim),
        )
    if isinstance(action, rules.Place):
        if action.declare is not None:
            return fill(
                tr("place the joker in your zoo as %1", "hint: the move"),
                species_name(action.declare),
            )
        return fill(tr("place %1 in your zoo", "hint: the move"), kind_name(action.card))
    if isinstance(action, rules.Decline):
        phase = getattr(getattr(view, "phase", None), "value", None)
        return {
            "eagle": tr("do not ask", "hint: the move"),
            "magpie": tr("take nothing", "hint: the move"),
            "white_sheep": tr("do not place a card", "hint: the move"),
        }.get(phase or "", tr("place no more cards", "hint: the move"))
    return type(action).__name__


def describe_illegal(err: IllegalAction, names: Sequence[str] = ()) -> str:
    """A translated explanation of why an action was refused (``err.reason`` is one of
    ``rules.ILLEGAL_REASONS``, or the core's :data:`~farmhouse.core.choices.NOT_YOUR_TURN`
    while a board takes no choices); a wrong-phase refusal says what is due instead, or
    where the move belongs (placing after the drawing, zoo cards with the Magpie, stopping
    while drawing). With ``names``, "not your turn" says who decides (BB-4.1, BB-5.3,
    BB-7.1, BB-7.4c)."""
    reason, params = err.reason, err.params
    if reason == "bb.illegal.wrong_phase":
        action, phase = params.get("action"), str(params.get("phase", ""))
        if action == "Steal":
            return tr("Cards in a zoo can only be taken with the Thieving Magpie.")
        if action == "Place" and phase == "draw":
            return tr("You place cards after you stop drawing: two fewer than the cards you drew.")
        if action == "Stop":
            return tr("You can stop only while drawing cards on your turn.")
        return phase_hint(phase)
    if reason == "bb.illegal.not_placeable" and str(params.get("card", "")).startswith(
        "black_sheep"
    ):
        return tr("Your black sheep stays in your hand: it is never placed.")
    if reason == "bb.illegal.not_your_turn" and names and params.get("to_move") is not None:
        return fill(tr("Please wait: %1 decides now."), name_of(names, int(params["to_move"])))
    if reason == NOT_YOUR_TURN:
        return tr("Please wait: it is not your turn to choose.")
    text = _illegal_texts().get(reason)
    if text is None:
        return fill(tr("That move is not allowed (%1)."), reason)
    return text


# ----------------------------------------------------------------------------- the result


def score_text(score: int) -> str:
    """A score as the game-over ranking shows it: "3 triplets"."""
    return tr("%n triplet(s)", "", int(score))


def tie_break_text(key: str | None) -> str | None:
    """The translated meaning of an ``Outcome.tie_break`` key (BB-9.4)."""
    texts = {
        "bb.tiebreak.zoo_cards": tr("Tied on triplets: the most cards in the zoo win."),
        "bb.tiebreak.shared": tr("Tied on triplets and zoo cards: the win is shared."),
    }
    return texts.get(key) if key else None


def ended_by_text(key: str | None, players: int) -> str | None:
    """How the game ended, for the game-over screen (``None`` after an ordinary win)."""
    if key == "bb.end.stall":
        return fill(
            tr("Nothing moved for %1 turns in a row, so the game ended."),
            STALL_TURNS_PER_PLAYER * players,
        )
    if key == "bb.end.turn_limit":
        return tr("The game reached its turn limit and ended.")
    return None


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Per seat in ranking order: a heading ("1. Ann — 3 triplets (winner)") and lines
    saying what the score came from: the triplets by species, the zoo's cards by species,
    the goal reached, and for the winners how a tie was broken or how the game ended.

    Reads ``outcome.breakdown[seat]`` as written by ``rules.final_outcome``.
    """
    rows: list[tuple[str, list[str]]] = []
    players = len(outcome.scores)
    place_of = places(outcome.ranking)  # (1, 2, 2, 4)
    for seats in outcome.ranking:
        for seat in seats:
            place = place_of[seat]
            score = int(outcome.scores[seat])
            if seat in outcome.winners:
                heading = fill(
                    tr("%1. %2 — %n triplet(s) (winner)", "", score), place, name_of(names, seat)
                )
            else:
                heading = fill(tr("%1. %2 — %n triplet(s)", "", score), place, name_of(names, seat))
            part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
            lines = _breakdown_lines(part)
            if seat in outcome.winners:
                tie = tie_break_text(outcome.tie_break)
                if tie:
                    lines.append(tie)
                ended = ended_by_text(outcome.ended_by, players)
                if ended:
                    lines.append(ended)
            rows.append((heading, lines))
    return rows


def _breakdown_lines(part: Mapping[str, Any]) -> list[str]:
    lines: list[str] = []
    trip = [int(s) for s in part.get("triplet_species", ())]
    if trip:
        lines.append(fill(tr("Triplets: %1"), list_text([species_name(s) for s in trip])))
    else:
        lines.append(tr("No triplet"))
    species = {int(k): int(v) for k, v in dict(part.get("species", {})).items()}
    cards = int(part.get("zoo_cards", sum(species.values())))
    if cards:
        listed = list_text([counted(species_name(s), c) for s, c in sorted(species.items()) if s])
        lines.append(fill(tr("Zoo, %n card(s): %1", "", cards), listed))
    else:
        lines.append(tr("Empty zoo"))
    if part.get("won_by_triplets"):
        lines.append(tr("Reached the goal of %n triplet(s) first.", "", int(part.get("target", 0))))
    return lines


# ----------------------------------------------------------------------------- presentation


def option_label(name: str) -> str:
    """The new-game dialog's label of rule option ``name`` (rules.Options)."""
    labels = {
        "advanced": tr("Advanced game: White Sheep, Mother Sheep and Wolf"),
        "joker": tr("Joker"),
    }
    return labels.get(name, name)


def option_tooltip(name: str) -> str:
    """A longer explanation of rule option ``name`` ("" if none)."""
    tips = {
        "advanced": tr(
            "Each player is dealt one of eight special cards instead of an Eagle or a Mole: "
            "three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf."
        ),
        "joker": tr(
            "One joker joins the animal cards: when you place it, it counts as the species "
            "you choose and can complete a triplet."
        ),
    }
    return tips.get(name, "")


def choice_label(name: str, value: Any) -> str:
    """The label of one value of a rule option with choices (this game has none)."""
    return str(value)


def seat_summary(view: Any, seat: int) -> str:
    """The side panel's line about ``seat``: triplets towards the goal, hand and zoo sizes,
    and whether it is known to hold the Magpie."""
    from farmhouse.games.bye_bye_black_sheep.rules import triplets

    trips = triplets(view.zoos[seat], view.joker_species)
    hand, zoo = view.hand_sizes[seat], len(view.zoos[seat])
    if data.MAGPIE in view.public_known[seat]:
        template = tr("Triplets %1/%2 · hand %3 · zoo %4\nholds the Thieving Magpie")
    else:
        template = tr("Triplets %1/%2 · hand %3 · zoo %4")
    return fill(template, trips, view.target, hand, zoo)


# ----------------------------------------------------------------------------- rules


# The frame colour of the black sheep on the rules page (on the board: its owner's colour).
RULES_BLACK_SHEEP_TINT = "#6B5B45"


def _img(name: str, width: int = 50) -> str:
    path = ART / f"{name}.svg"
    height = round(width * 1.4)
    src = path.as_uri()
    if name == "card_black_sheep":  # seat-coloured art: give the placeholder frame a colour
        try:
            svg = tinted_svg(path.read_bytes(), RULES_BLACK_SHEEP_TINT)
            src = "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
        except OSError:
            pass
    return f'<img src="{src}" width="{width}" height="{height}">'


def _escape(text: str, quote: bool = True) -> str:
    """``html.escape``, imported at first use (its entity table costs ~10M instructions, and
    only the rules dialog's texts need it)."""
    import html

    return html.escape(text, quote)


def _heading(text: str) -> str:
    return f"<h3>{_escape(text)}</h3>"


def _para(text: str) -> str:
    return f"<p>{_escape(text)}</p>"


def _card_row(names: Sequence[str], width: int = 46) -> str:
    return "<p>" + "&nbsp;".join(_img(n, width) for n in names) + "</p>"


def _special_table(rows: Sequence[tuple[str, str, str]]) -> str:
    cells = "".join(
        f"<tr><td valign='top' style='padding:4px 10px 8px 0'>{_img(picture, 56)}</td>"
        f"<td valign='top' style='padding:4px 0 8px 0'><b>{_escape(name)}</b><br>"
        f"{_escape(text)}</td></tr>"
        for picture, name, text in rows
    )
    return f"<table cellspacing='0'>{cells}</table>"


def _goal_table() -> str:
    titles = (tr("Players"), tr("Species"), tr("Hand"), tr("Triplets to win"))
    head = "".join(
        f"<th style='padding:2px 14px 2px 0' align='left'>{_escape(t)}</th>" for t in titles
    )
    body = "".join(
        "<tr>"
        + "".join(
            f"<td style='padding:2px 14px 2px 0'>{cell}</td>"
            for cell in (n, f"1–{row.species}", row.hand_target, row.triplets_to_win)
        )
        + "</tr>"
        for n, row in sorted(SETUP.items())
    )
    return f"<table cellspacing='0'><tr>{head}</tr>{body}</table>"


def rules_html(options: Any = None) -> str:
    """The whole game for players, as HTML with pictures of the cards: goal, setup, a turn,
    every special card, placing, the refill, the end, the options and the controls. With
    ``options`` (the game on screen) a line says which options are in play."""
    parts: list[str] = []
    if options is not None:
        advanced, joker = bool(options.advanced), bool(options.joker)
        if advanced and joker:
            line = tr("This game: advanced game with the joker.")
        elif advanced:
            line = tr("This game: advanced game, without the joker.")
        elif joker:
            line = tr("This game: base game with the joker.")
        else:
            line = tr("This game: base game, without the joker.")
        parts.append(f"<p><i>{_escape(line)}</i></p>")
    parts.append(_heading(tr("Goal")))
    parts.append(
        _para(
            tr(
                "Collect triplets in your zoo: three cards of one species. The first player "
                "with enough triplets wins at once."
            )
        )
    )
    parts.append(_card_row(["card_tiger", "card_tiger", "card_tiger", "card_goat", "card_lion"]))
    parts.append(_goal_table())
    parts.append(_heading(tr("Setup")))
    parts.append(
        _para(
            tr(
                "Each player is dealt 5 animal cards (6 with 2 players), their own black sheep "
                "and one special card: an Eagle or a Mole. The other animal cards are the "
                "face-down pile. The Thieving Magpie lies face up beside the pile. The start "
                "player is chosen at random."
            )
        )
    )
    parts.append(_card_row(["card_back", "card_black_sheep", "card_eagle", "card_mole"]))
    parts.append(_heading(tr("Your turn: draw cards")))
    parts.append(
        _para(
            tr(
                "Click another player's hand to draw one of their hidden cards at random. It "
                "goes face up into the watering hole in the middle. Then draw again, from the "
                "same player or another, as often as you dare, or stop."
            )
        )
    )
    parts.append(
        _para(
            tr(
                "Every hand holds one black sheep. If you draw one, your turn ends at once: "
                "a forced end. The black sheep goes back to its owner, you take the "
                "watering-hole cards into your hand and you place nothing this turn."
            )
        )
    )
    parts.append(
        _para(
            tr(
                "Each player's panel shows how many cards they hold and the chance that the "
                "next card drawn from them is their black sheep: 1 in 7 is safer than 1 in 3."
            )
        )
    )
    parts.append(_heading(tr("Stop and place")))
    parts.append(
        _para(
            tr(
                "When you stop, take every card of the watering hole into your hand. Then you "
                "may place two cards fewer than you drew into your zoo: draw 3 to place 1, 4 "
                "to place 2, and so on. Choose any animal cards from your whole hand, one at "
                "a time. Special cards are never placed."
            )
        )
    )
    parts.append(
        _para(
            tr(
                "Your zoo is sorted by species. Three cards of one species are a triplet; a "
                "fourth or fifth card of it adds nothing."
            )
        )
    )
    parts.append(_heading(tr("Special cards")))
    parts.append(
        _para(
            tr(
                "Every drawn card except a black sheep counts towards the cards you drew, "
                "and so do the cards an Eagle, a Mole, the Magpie or the Mother Sheep adds."
            )
        )
    )
    parts.append(
        _special_table(
            [
                (
                    "card_black_sheep",
                    tr("Black sheep"),
                    tr("Ends your turn at once: it goes back to its owner and you place nothing."),
                ),
                (
                    "card_eagle",
                    tr("Eagle"),
                    tr(
                        "You may ask one player for a species. If they hold one, it goes into "
                        "the watering hole and your turn goes on; if not, your turn ends as if "
                        "you had stopped. You may also not ask."
                    ),
                ),
                (
                    "card_mole",
                    tr("Mole"),
                    tr(
                        "You see the hand of the player you drew it from and choose one animal "
                        "card of it for the watering hole."
                    ),
                ),
                (
                    "card_magpie",
                    tr("Thieving Magpie"),
                    tr(
                        "It starts beside the pile. The first player who places a third species "
                        "in their zoo, or a species another zoo already has, takes it into "
                        "their hand. Whoever draws it from a hand may take one card from "
                        "another player's zoo into the watering hole, which can break a triplet."
                    ),
                ),
            ]
        )
    )
    parts.append(_heading(tr("After the turn")))
    parts.append(
        _para(
            tr(
                "Everybody except the player whose turn it was refills their hand from the "
                "pile to 7 cards (8 with 2 players), starting with the next player. When the "
                "pile is empty, play goes on with smaller hands. Then the next player "
                "clockwise takes a turn."
            )
        )
    )
    parts.append(_heading(tr("End of the game")))
    parts.append(
        _para(
            tr(
                "The first player to reach the number of triplets needed wins at once, even "
                "in the middle of placing, or with the White Sheep during someone else's turn."
            )
        )
    )
    parts.append(
        _para(
            tr(
                "If nothing moves for two turns per player in a row (no card enters a zoo "
                "and the pile does not shrink), the game ends: the most triplets win, then "
                "the most cards in the zoo; if still tied, the win is shared."
            )
        )
    )
    parts.append(_heading(tr("Options")))
    parts.append(
        _para(
            tr(
                "Advanced game: the special cards dealt are three Eagles, two Moles, the White "
                "Sheep, the Mother Sheep and the Wolf, one per player; the others are put away "
                "unseen."
            )
        )
    )
    parts.append(
        _special_table(
            [
                (
                    "card_white_sheep",
                    tr("White Sheep"),
                    tr(
                        "When someone draws it from you, you may at once place one animal card "
                        "from your hand into your zoo, even though it is not your turn."
                    ),
                ),
                (
                    "card_mother_sheep",
                    tr("Mother Sheep"),
                    tr("The top card of the pile joins the watering hole as well."),
                ),
                (
                    "card_wolf",
                    tr("Wolf"),
                    tr(
                        "Every card already in the watering hole goes face down under the Wolf "
                        "and stops counting. The player you drew the Wolf from gets those "
                        "cards at the end of the turn."
                    ),
                ),
                (
                    "card_joker",
                    tr("Joker (option)"),
                    tr(
                        "One joker joins the animal cards. When you place it, choose the "
                        "species it counts as. It never answers an Eagle."
                    ),
                ),
            ]
        )
    )
    parts.append(_heading(tr("Controls")))
    controls = [
        tr("Draw: click another player's hand, or press the number on their panel."),
        tr("Stop: click Stop, or press S."),
        tr(
            "Choices (the Eagle's player and species, the Mole's card, the Magpie's card, "
            "the joker's species, the cards to place): click a lit card or button, or move "
            "between them with the arrow keys or Tab and press Enter."
        ),
        tr(
            "N answers no: do not ask with the Eagle, take nothing with the Magpie, place "
            "nothing with the White Sheep, finish placing. Esc goes back one step."
        ),
        tr(
            "Point at a card to see its name. A choice that is not lit tells you why when you "
            "point at it or click it."
        ),
        tr(
            "“Since your last turn” on the board lists what the others did, and the cards "
            "they just placed are marked in gold."
        ),
        *window_controls(),
    ]
    parts.append("<ul>" + "".join(f"<li>{_escape(c)}</li>" for c in controls) + "</ul>")
    return "".join(parts)


# ----------------------------------------------------------------------------- the board


def board_help() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices "
        "light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes "
        "back one step."
    )


def asked_player(view: Any, selection: Sequence[Any]) -> int | None:
    """The player the Eagle asks once picked (the selection's first target), else None."""
    if view.phase is rules.Phase.EAGLE and selection and selection[0][0] == "hand":
        return int(selection[0][1])
    return None


def declaring(selection: Sequence[Any]) -> bool:
    """True while the joker's species is due (BB-5.4): the joker picked from the hand."""
    return bool(selection) and tuple(selection[0]) == ("own", data.JOKER)


def prompt_text(
    view: Any, legal: bool, names: Sequence[str], selection: Sequence[Any], read_only: bool = False
) -> str:
    """The instruction over the viewer's hand (``legal``: the viewer has a decision;
    ``selection``: the targets picked so far; ``read_only``: a board that only shows, a
    replay's, which says whose turn it is, even the viewer's (:func:`turn_text`), never
    whom the game waits for nor what to do)."""
    phase = view.phase
    if view.game_over:
        return tr("The game is over.")
    if view.seat is None:
        return ""
    if read_only or (not legal and view.to_move != view.seat):  # (own move animates: as due)
        if view.to_move is None:
            return ""
        if phase is rules.Phase.WHITE_SHEEP:
            return fill(
                tr("%1 may place a card with the White Sheep…"), name_of(names, view.to_move)
            )
        if read_only:
            return turn_text(name_of(names, view.to_move))
        return fill(tr("Waiting for %1…"), name_of(names, view.to_move))
    if declaring(selection):
        return tr("Joker: choose the species it counts as in your zoo.")
    if phase is rules.Phase.DRAW:
        # (the number keys of the hands' badges: they were only in the tooltip, session 19's
        # tester, X5)
        if view.drawn == 0:
            return tr(
                "Your turn: click another player's hand, or press the number on it, to draw a card."
            )
        return tr(
            "Draw another card from a hand (click it or press the number on it), or stop (S) "
            "and take the watering hole."
        )
    if phase is rules.Phase.EAGLE:
        asked = asked_player(view, selection)
        if asked is None:
            return tr("Eagle: choose a player to ask for a species, or do not ask.")
        return fill(
            tr("Eagle: which species do you ask %1 for? (Esc: another player)"),
            name_of(names, asked),
        )
    if phase is rules.Phase.MOLE:
        return fill(
            tr("Mole: choose a set card from %1's hand for the watering hole."),
            name_of(names, view.subject if view.subject is not None else 0),
        )
    if phase is rules.Phase.MAGPIE:
        return tr(
            "Thieving Magpie: click a card in another player's zoo to take it, or take nothing."
        )
    if phase is rules.Phase.WHITE_SHEEP:
        return fill(
            tr("%1 drew your White Sheep: you may place one card from your hand in your zoo."),
            name_of(names, view.active),
        )
    if phase is rules.Phase.PLACE:
        return fill(
            tr("Place up to %n card(s) from your hand into your zoo.", "", view.placements_left)
        )
    return ""


def button_label(name: str, phase: Any) -> str:
    """The label of the board's button ``name`` ("stop", "cancel", "decline") in ``phase``."""
    if name == "stop":
        return tr("Stop (S)")
    if name == "cancel":
        return tr("Back (Esc)")
    return {
        rules.Phase.EAGLE: tr("Don't ask (N)"),
        rules.Phase.MAGPIE: tr("Take nothing (N)"),
        rules.Phase.WHITE_SHEEP: tr("Don't place (N)"),
        rules.Phase.PLACE: tr("Done placing (N)"),
    }.get(phase, tr("No (N)"))


def keys_text(phase: Any) -> str:
    """The line of keys under the prompt for the viewer's decision in ``phase`` (a
    ``rules.Phase``; None: none of theirs now): S and N named by what they do there, as the
    buttons beside the prompt say it (N is "Done placing (N)" while placing: the line said
    "N no" beside it, issue 18); the board adds Ctrl+Tab."""
    #: The keys of the board while the player draws (S: stop drawing).
    lines = {rules.Phase.DRAW: tr("Tab/arrows move · Enter picks · S stop · Esc back")}
    #: The keys while the player decides on the Eagle (N: do not ask, the button's words).
    lines[rules.Phase.EAGLE] = tr("Tab/arrows move · Enter picks · N don't ask · Esc back")
    #: The keys while the player decides on the Magpie (N: take nothing, the button's words).
    lines[rules.Phase.MAGPIE] = tr("Tab/arrows move · Enter picks · N take nothing · Esc back")
    #: The keys of the White Sheep's owner deciding (N: do not place, the button's words).
    lines[rules.Phase.WHITE_SHEEP] = tr("Tab/arrows move · Enter picks · N don't place · Esc back")
    #: The keys while the player places cards (N: done placing, the button's words).
    lines[rules.Phase.PLACE] = tr("Tab/arrows move · Enter picks · N done placing · Esc back")
    #: The keys where neither S nor N does anything (the Mole's pick; another's turn).
    return lines.get(phase) or tr("Tab/arrows move · Enter picks · Esc back")


def status_text(view: Any, names: Sequence[str], spectator: bool = False) -> str:
    """The line under the watering hole: cards drawn and what stopping now would allow
    (BB-5.2); on a ``spectator``'s board (a replay) the active seat is named, never "you"."""
    if view.game_over:
        return ""
    me, active = None if spectator else view.seat, view.active
    if view.phase is rules.Phase.PLACE:
        left = view.placements_left
        if active == me:
            return fill(tr("You may place %n more card(s).", "", left))
        return fill(tr("%1 is placing: %n more card(s) allowed.", "", left), name_of(names, active))
    drawn = view.drawn
    allowance = max(0, drawn - data.PLACEMENT_DISCOUNT)
    if drawn == 0:
        return tr("No card drawn yet this turn.")
    if active == me:
        if allowance == 0:
            return fill(tr("Drawn: %1 · you place nothing unless you draw 3 or more."), drawn)
        return fill(tr("Drawn: %1 · stop now to place %n card(s).", "", allowance), drawn)
    if allowance == 0:
        return fill(tr("Drawn: %1 · nothing to place yet."), drawn)
    return fill(
        tr("Drawn: %1 · %2 may place %n card(s) if they stop.", "", allowance),
        drawn,
        name_of(names, active),
    )


def turn_label(state: str, spectator: bool = False) -> str:
    """The badge on a seat's zoo sign for its ``state`` (see ``board.layers.turn_state``);
    on a ``spectator``'s board (a replay) the seat's own turn is worded as anyone's."""
    if spectator:
        state = {"you": "to_move", "you_decide": "deciding"}.get(state, state)
    return {
        "you": tr("▶ your turn"),
        "to_move": tr("▶ to play"),
        "you_decide": tr("▶ you decide"),
        "deciding": tr("▶ deciding"),
        "active": tr("their turn"),
    }[state]


def placed_since(tip: str, whose: str | None) -> str:
    """A zoo card's tooltip ``tip`` marked as placed since the viewer's last turn, or, on a
    spectator's board (a replay), since the last turn of ``whose`` (the seat it follows)."""
    if whose is None:
        return fill(tr("%1 (placed since your last turn)"), tip)
    #: A replay's board: a card's tooltip (%1) on a card placed since the last turn of the
    #: player (%2) whose view the board shows.
    return fill(tr("%1 (placed since %2's last turn)"), tip, whose)


def own_card_tip(kind: int, key: str, held: int, owner: str | None = None, after: int = 0) -> str:
    """The tooltip of a card of the viewer's hand (``kind``, ``held`` of it; ``key``: its
    key, "" on a read-only board): "tiger — your hand (key 2)" and how many are held; with
    ``owner`` (a spectator's board, a replay) the hand is that seat's, named; with ``after``
    (placing a species card, BB-6) what placing it makes (:func:`placing_preview`)."""
    if owner is not None:
        where = fill(tr("%1's hand"), owner)
        #: A replay's board: how many cards of a kind a player (%1) holds.
        hold = fill(tr("%1 holds %n card(s) of this kind.", "", held), owner)
    else:
        where = fill(tr("your hand (key %1)"), key) if key else tr("your hand")
        hold = tr("You hold %n card(s) of this kind.", "", held)
    tip = placed(kind_name(kind), where) + "\n" + hold
    return tip + "\n" + placing_preview(kind, after, owner) if after else tip


def placed(what: str, where: str) -> str:
    """A piece's name with where it lies ("tiger — Ann's zoo"): its tooltip, which is also
    its name for screen readers."""
    return fill(tr("%1 — %2", "a card, then where it lies"), what, where)


def zoo_place(seat: int, viewer: int | None, name: str, spectator: bool = False) -> str:
    """Where a zoo card lies: "your zoo" (the viewer's, but on a ``spectator``'s board, a
    replay) or "Ann's zoo"."""
    return tr("your zoo") if seat == viewer and not spectator else fill(tr("%1's zoo"), name)


def hand_tip(name: str, key: int, count: int, risk: Any) -> str:
    """Another player's hand row: whose it is and its key (0: none, a read-only board), how
    many cards it holds and which are known (``risk``: its ``rules.HandRisk`` or None)."""
    where = fill(tr("%1's hand (key %2)"), name, key) if key else fill(tr("%1's hand"), name)
    if risk is None or not count:
        return where
    known = [c for c in risk.known if not data.is_black_sheep(c)]
    if known:
        tip = fill(
            tr("%1 holds %n card(s).\nKnown to be in this hand: %2", "", count),
            name,
            card_list(known),
        )
    else:
        tip = fill(tr("%1 holds %n card(s).", "", count), name)
    return where + "\n" + tip


def why_not(place: str) -> str:
    """Why the pile, the Magpie beside it or the watering hole is no choice."""
    if place == "pile":
        return tr(
            "Nobody draws from the pile during a turn: after each turn it refills the other "
            "players' hands."
        )
    if place == "magpie":
        return tr(
            "The Thieving Magpie goes to the first player who places a third species in "
            "their zoo, or a species that another zoo already has."
        )
    return tr(
        "The cards in the watering hole go into the hand of the player whose turn it is "
        "when the turn ends."
    )


# Events random games seldom produce (a win by triplets, the Magpie with nothing to take) or
# produce only with the advanced cards (White Sheep, Mother Sheep, Wolf), with the engine's
# parameters: with those of real games they let the language tests render every key of
# ``rules.EVENT_KEYS`` (tests/app/test_cjk_text.py).
SAMPLE_EVENTS: tuple[Event, ...] = (
    Event("bb.won", {"seat": 1, "triplets": 3, "target": 3, "active": 1}, seat=1),
    Event("bb.won", {"seat": 2, "triplets": 4, "target": 4, "active": 0}, seat=2),
    Event("bb.magpie_nothing", {"seat": 0}, seat=0),
    Event("bb.mole_found_nothing", {"seat": 1, "target": 2}, seat=1),
    Event("bb.white_sheep_offered", {"seat": 2, "active": 0}, seat=2),
    Event("bb.white_sheep_nothing", {"seat": 2, "active": 0}, seat=2),
    Event("bb.white_sheep_declined", {"seat": 2, "active": 0}, seat=2),
    Event("bb.mother_sheep", {"seat": 0, "card": "set:7", "drawn": 2, "pile": 31}, seat=0),
    Event("bb.mother_sheep", {"seat": 0, "card": None, "drawn": 1, "pile": 0}, seat=0),
    Event("bb.wolf", {"seat": 1, "victim": 3, "covered": ["set:4", "set:4"], "drawn": 1}, seat=1),
    Event("bb.wolf", {"seat": 1, "victim": 0, "covered": ["set:9"], "drawn": 1}, seat=1),
    Event("bb.covered_returned", {"seat": 3, "cards": ["set:4", "set:4"]}, seat=3),
    Event("bb.covered_returned", {"seat": 0, "cards": ["set:9"]}, seat=0),
)


def drawn_start(view: Any) -> int | None:
    """The seat the setup drew at random to start (BB-2.9: always), from the public view of
    the game's start: the game log's first line says so."""
    return int(view.start_player)


# How the game presents itself in the app (read by farmhouse.app.game_ui.load_game_ui): this
# module's texts, the title, blurb and cover of .about and the board package.
UI = GameUI.from_texts(__name__, about=ABOUT)
