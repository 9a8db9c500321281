"""The "Since your last turn" panel, the same in every game, and its texts.

What it lists is the match's own (:meth:`farmhouse.core.match.Match.since_last_decision`):
the shell gives a board the events with every view (:meth:`BoardWidget.set_recent
<farmhouse.app.board.base.BoardWidget.set_recent>`); the game words them (its log lines or
its own summaries) and this part draws them: a framed panel with :func:`recent_title` and the
newest lines that fit, each wrapped only between words and never inside a player's name. The
hand-over screen between two humans uses the same title, the same choice of lines
(:func:`newest`) and the same notice of the lines left out (:func:`left_out_text`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence, Set
from functools import partial
from typing import overload

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QTextLayout
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.linebreak import fit_names, language, whole_names
from farmhouse.app.board.palette import INK, MUTED, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    UNWRAPPED,
    elided,
    line_pitch,
    set_block_text,
    text_block,
    text_item,
    text_width,
    wrap_lines,
)
from farmhouse.core.game import Event

# The frame's colour around the panel's paper.
FRAME = QColor("#B9A886")
# The bullet before each line.
BULLET = "• "


def recent_title(name: str | None = None, began: bool = False) -> str:
    """The panel's title, one text in every game: "Since your last turn" for the viewer's own
    list, "Since <name>'s last turn" for another seat's (a public view: the seat to move);
    ``began``: that seat has had no turn yet (``Match.has_decided``), so the list is all
    that happened since the game began, and the title says so, for whoever's list it is
    (issue 18: a player's very first hand-over said "Since your last turn")."""
    if began:
        #: The title of "Since your last turn" before the player's first turn is over: the
        #: list then holds everything that happened since the game began.
        return QCoreApplication.translate("RecentPanel", "Since the game began")
    if name is None:
        return QCoreApplication.translate("RecentPanel", "Since your last turn")
    #: %1: a player's name (the panel on a board everybody may see: whose turn comes next)
    return QCoreApplication.translate("RecentPanel", "Since %1's last turn").replace("%1", name)


def title_for(
    seat: int | None, viewer: int | None, names: Sequence[str], began: bool = False
) -> str:
    """:func:`recent_title` for a list of ``seat``'s (``BoardWidget.set_recent``) shown on
    ``viewer``'s view: the viewer's own ("your"), else the seat named by ``names``;
    ``began``: that seat has had no turn yet ("Since the game began")."""
    if seat is None or seat == viewer or not 0 <= seat < len(names):
        return recent_title(began=began)
    return recent_title(names[seat], began)


def nothing_text() -> str:
    """What the panel says when nothing happened since that turn (or before a first one)."""
    return QCoreApplication.translate("RecentPanel", "Nothing new.")


def left_out_text(count: int, short: bool = False) -> str:
    """The notice for ``count`` older lines left out, as a "Since your last turn" panel says
    it (:meth:`RecentPanel.earlier_text`: "… 4 more lines in the log (Ctrl+L)"; ``short``:
    "… 4 more lines (Ctrl+L)"): for the hand-over screen, whose summary leaves lines out as
    the boards' panel does (session 20's tester, A5: it showed a bare "…" there)."""
    return RecentPanel().earlier_text(count, short)


def newest(lines: Sequence[str], most: int, keep: Sequence[bool] = ()) -> tuple[list[str], bool]:
    """The newest ``most`` of ``lines`` (oldest first) and whether others were left out; with
    ``keep`` (per line, whether it must be shown where it can: :func:`latest_of_each`), those
    first, newest first, then the newest others, all in their order (the hand-over keeps
    each seat's latest move as the boards' panel does: issue 18)."""
    if len(keep) != len(lines) or not any(keep):
        shown = list(lines[-most:]) if most > 0 else []
        return shown, len(shown) < len(lines)
    order = sorted(range(len(lines)), key=lambda i: (not keep[i], -i))[: max(0, most)]
    return [lines[i] for i in sorted(order)], len(order) < len(lines)


def latest_of_each(owners: Sequence[Hashable | None]) -> list[bool]:
    """Per line, whether it is the latest of its owner (``owners``: whose move each line
    tells, None: nobody's): the lines "Since your last turn" keeps whole where it can (each
    seat's latest move or turn: issue 18)."""
    last = {owner: i for i, owner in enumerate(owners) if owner is not None}
    return [last.get(owner) == i for i, owner in enumerate(owners)]


class RecentPanel:
    """The panel drawn into ``parent`` (a :class:`~farmhouse.app.board.layers.Layer` or any
    item) in ``rect`` (scene units): a paper box with a frame, the title in bold and, below,
    the newest of the lines that fit, each after a bullet, in ``size`` scene units (at least
    12 px at 1280 × 800 on every board that uses the kit sizes). Wrapped lines are kept per
    text, so a list that changes by one line measures one line. The lines are drawn
    :func:`~farmhouse.app.board.text.line_pitch` apart in every language, so the room holds
    as many of them in Chinese and Japanese as in English (issue 19).
    """

    def __init__(self, size: float = 16.0, title_size: float | None = None) -> None:
        self.size = size
        self.title_size = title_size if title_size is not None else size + 1
        self._wrapped: dict[tuple[str, float], list[str]] = {}
        self.block: QGraphicsTextItem | None = None
        self.shown: list[str] = []  # the lines on the panel now (the newest that fit)
        self.given: list[str] = []  # the lines last given (the shown ones are the newest)
        self.left_out = 0  # how many of them (the oldest) are not shown
        self.rect = QRectF()  # where the panel was drawn last (scene units)
        self._title = ""
        self._top = 0.0  # where the lines start, under the title (scene units)
        self._nothing: QGraphicsItem | None = None  # "Nothing new." while there are no lines
        # per line given, whether it must be shown whole where any can (a seat's own move:
        # :func:`plan_kept`); set by the board before :meth:`show`, empty: none
        self.keep: Sequence[bool] = ()
        self.layer: Layer | None = None  # (where :meth:`show` drew it last)
        self._worded: dict[int, tuple[Event, str | None]] = {}  # (:meth:`worded`, by event)

    def keep_latest(self, owners: Sequence[Hashable | None]) -> None:
        """Keep whole, where any can be, the latest line of each owner in ``owners`` (per
        line given, whose move it tells, None: nobody's): each seat's latest move or turn,
        before newer lines of other kinds (:func:`plan_kept`; issue 18, F19)."""
        self.keep = latest_of_each(owners)

    def owned(self, entries: Sequence[tuple[str, Hashable | None]]) -> list[str]:
        """The lines of ``entries`` (``(line, whose move it tells or None)``, oldest first),
        each owner's latest kept whole (:meth:`keep_latest`): for :meth:`show`."""
        self.keep_latest([owner for _, owner in entries])
        return [line for line, _ in entries]

    def worded(
        self, events: Sequence[Event], word: Callable[[Event], str | None], moves: Set[str]
    ) -> list[str]:
        """The lines of ``events`` (``word(event)``; None: it has none), each event worded
        once while it is listed (a move words only its own events; :meth:`forget` when the
        names or the language change), each seat's latest event of a key in ``moves`` (its
        own move) kept whole (:meth:`owned`)."""
        old = self._worded
        self._worded = {id(e): old.get(id(e)) or (e, word(e)) for e in events}
        lines = [(e, text) for e in events if (text := self._worded[id(e)][1])]
        return self.owned([(text, e.seat if e.key in moves else None) for e, text in lines])

    def forget(self) -> None:
        """Word every line again (the seats' names or the language changed)."""
        self._worded = {}

    def place(self, rect: QRectF) -> None:
        """Show the title and lines last shown again in ``rect`` (a board that gives part of
        the panel's room to another part for a while: Bye-Bye Black Sheep's choices)."""
        if self.layer is not None:
            self.show(self.layer, rect, self._title, self.given)

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """``text`` translated in the panel's context ("RecentPanel"; ``n``: a plural's
        count). A method, so that lupdate marks a plural message as one."""
        return QCoreApplication.translate("RecentPanel", text, disambiguation, n)

    def earlier_text(self, count: int, short: bool = False) -> str:
        """The line that stands for ``count`` older lines the panel left out (first, above
        the newest): "… 4 more lines in the log (Ctrl+L)" (issue X6: at 1280 × 720 the
        panel showed the newest two of six with no sign of the others); ``short``: "… 4
        more lines (Ctrl+L)", for a panel where the whole notice takes two lines (session 20: a
        line more for the newest, El Gaucho's panel in every language)."""
        if short:
            #: The first line of the "Since your last turn" panel when it cannot show every
            #: line and "… %n more line(s) in the log (Ctrl+L)" does not fit on one line
            #: there: %n older lines were left out; Ctrl+L moves the keyboard focus to the
            #: game log, which lists them all. Keep it short: it must fit where that did not.
            return self.tr("… %n more line(s) (Ctrl+L)", "", count)
        #: The first line of the "Since your last turn" panel when it cannot show every line:
        #: %n older lines were left out; "the log" is the game log; Ctrl+L moves the keyboard
        #: focus to the game log, which lists them all.
        return self.tr("… %n more line(s) in the log (Ctrl+L)", "", count)

    def notice(self, count: int, width: float) -> str:
        """:meth:`earlier_text` for ``count`` as the panel shows it in lines ``width`` units
        wide: whole where it fits on one line or its short form takes as many lines, else
        the short form."""
        whole = self.earlier_text(count)
        lines = len(wrap_lines(whole, self.size, width))
        if lines > 1:
            short = self.earlier_text(count, short=True)
            if len(wrap_lines(short, self.size, width)) < lines:
                return short
        return whole

    def wrap(self, line: str, width: float) -> list[str]:
        """``line`` with its bullet, wrapped to ``width`` (remembered)."""
        key = (line, width)
        wrapped = self._wrapped.get(key)
        if wrapped is None:
            if len(self._wrapped) > 400:
                self._wrapped.clear()
            wrapped = self._wrapped[key] = wrap_lines(BULLET + line, self.size, width)
        return wrapped

    def draw(
        self, parent: QGraphicsItem, rect: QRectF, title: str, lines: Sequence[str]
    ) -> QGraphicsTextItem | None:
        """Draw the panel into ``parent``: ``title`` and the newest of ``lines`` (oldest first)
        that fit in ``rect``; :func:`nothing_text` when ``lines`` is empty. Returns the block
        of lines (None when empty); :attr:`shown` holds the lines it shows."""
        self._title = title
        self.rect = QRectF(rect)
        box = Box(rect, PAPER, FRAME, 10, parent=parent)
        box.setZValue(-1)
        pad = 10.0
        label = text_item(
            parent,
            title,
            QPointF(rect.left() + pad, rect.top() + 6),
            self.title_size,
            True,
            INK,
            "left",
            rect.width() - 2 * pad,
            min(self.size, self.title_size),
        )
        heading: QGraphicsItem = label
        if label.text() != title:  # (cut short: too wide at the lines' size, a long name)
            # the title on two lines, as large as the lines (issue 18: "Since Player 1's
            # last turn" in Japanese, shrunk to fit one line, was 10.6 px at 1280 × 720)
            if heading.scene() is not None:
                heading.scene().removeItem(heading)
            margin = 4.0  # (a text block's document margin)
            size, shown = self._title_fit(title, rect.width() - 2 * pad - 1)
            heading = text_block(
                parent,
                shown,
                QPointF(rect.left() + pad - margin, rect.top() + 6 - margin),
                rect.width() - 2 * pad + 2 * margin,
                size,
                INK,
                True,
                words=False,  # (between phrases: a Japanese title has no spaces)
            )
            height = heading.boundingRect().height() - 2 * margin
        else:
            height = ink_height(label) * label.scale()
        # the lines start under the title as drawn: its height in the font that draws it (a
        # Chinese or Japanese title, in its taller fallback font, is 25 units high for 17,
        # not the board font's 20; counted in the board font, the first line touched it),
        # down to the foot of its letters (ink_height: that font's line has 2 units of room
        # under them, which cost Chinese and Japanese a line of El Gaucho's panel that
        # English has, and the newest line was cut there: session 20's tester, A2)
        self._top = rect.top() + 6 + height + 4
        self.block = self._nothing = None
        self._body(parent, rect, self._top, lines)
        return self.block

    def _title_fit(self, title: str, room: float) -> tuple[float, str]:
        """The size (scene units) and text of a ``title`` wrapped to lines ``room`` wide: a
        player's name in it never breaks (「Bartholomew Longna / me-Sheさんの…」 in Japanese:
        session 21's tester, S4): the title as large as it is while the name and what holds
        on to it (「さんの」) fit a line, else smaller down to the lines' size, else at that
        size with the name elided (:func:`~farmhouse.app.board.linebreak.fit_names`; the
        panel's tooltip has it whole)."""
        kept, size = whole_names(title), self.title_size
        least = min(self.size, self.title_size)
        while True:
            shown = fit_names(kept, room, partial(text_width, size=size, bold=True), language())
            if shown == kept or size - 0.5 < least:
                return size, shown
            size -= 0.5

    def show(self, layer: Layer, rect: QRectF, title: str, lines: Sequence[str]) -> bool:
        """Keep the panel up to date on ``layer`` (a :class:`~farmhouse.app.board.layers.Layer`
        of its own): the frame and the title are drawn anew (:meth:`draw`) only when ``rect``
        or ``title`` changed; otherwise new ``lines`` only change the text of the kept block
        (a move lays out one text). Returns True if it drew anew."""
        self.layer = layer
        if layer.refresh((rect.getRect(), title), self.draw, rect, title, lines):
            return True
        top = self._top  # (under the title drawn by :meth:`draw`)
        if bool(lines) != (self.block is not None):  # from "Nothing new." to lines or back
            self._body(layer, rect, top, lines)
        elif lines and list(lines) != self.given:
            self._fill(rect, top, lines)
        return False

    def _body(self, parent: QGraphicsItem, rect: QRectF, top: float, lines: Sequence[str]) -> None:
        """Under the title, in place of what was there: the block of ``lines``, or
        :func:`nothing_text` when there are none."""
        for old in (self._nothing, self.block):
            if old is not None and old.scene() is not None:
                old.scene().removeItem(old)
        self.block = self._nothing = None
        if not lines:
            self.shown = self.given = []
            self.left_out = 0
            self._nothing = text_item(
                parent, nothing_text(), QPointF(rect.left() + 10, top), self.size, False, MUTED
            )
            # (heard by screen readers with the panel's title, as the lines are)
            self._nothing.setToolTip(f"{self._title}\n{nothing_text()}")
            return
        self.block = text_block(
            parent,
            "",
            QPointF(rect.left() + 10 - 4, top),
            -1,
            self.size,
            words=False,  # wrapped already, between words (wrap_lines)
            pitch=line_pitch(self.size),  # as many lines in every language
        )
        self._fill(rect, top, lines)

    def _fill(self, rect: QRectF, top: float, lines: Sequence[str]) -> None:
        """Set the block's text: the newest of ``lines`` that fit between ``top`` and the
        bottom of ``rect`` (:func:`plan_lines`), under the notice of the older ones left out."""
        block = self.block
        assert block is not None
        self.given = list(lines)
        width = rect.width() - 20.0  # (10 units of padding each side)
        # the block's lines are drawn line_pitch apart in every language (a Chinese or
        # Japanese line in its taller fallback font too: measured at its own height, the
        # room held a line fewer than in English and an older two-line entry gave way)
        margin = block.document().documentMargin()
        holds = int((rect.bottom() - top - 2 * margin) / line_pitch(self.size) + 1e-6)

        def notice(count: int) -> list[str]:
            return wrap_lines(self.notice(count, width), self.size, width)

        # (each line wrapped when plan_lines reads it, newest first: of a long list only the
        # newest few fit, El Gaucho's save showed 1 of 21 lines, and wrapping the other 20
        # was ~20M instructions of its first paint)
        wrapped = _Wrapped(lines, lambda line: self.wrap(line, width))

        def mark(line: str) -> str:  # (a cut line's "…" within the width, as wrapped)
            return elided(line + "…", self.size, width)

        left_out, parts = plan_lines(wrapped, holds, notice, mark)
        shown = list(lines[left_out:])
        keep = list(self.keep) if len(self.keep) == len(lines) else []
        if any(keep[: left_out + 1]):  # (a kept line left out, or maybe cut short)
            kept = plan_kept(wrapped, keep, holds, notice)
            if kept is not None and kept[1] != parts:
                shown, parts = [lines[i] for i in kept[0]], kept[1]
                left_out = len(lines) - len(shown)
        set_block_text(block, "\n".join(parts))
        self.shown = shown
        self.left_out = left_out
        shown = [self.notice(left_out, width)] if left_out else []
        block.setData(UNWRAPPED, "\n".join([*shown, *(BULLET + line for line in self.shown)]))
        more = [self.earlier_text(left_out)] if left_out else []  # (the whole notice)
        block.setToolTip("\n".join([self._title, *more, *self.shown]))


class _Wrapped(Sequence[list[str]]):
    """``lines``, each as ``wrap`` gives it, worked out when first read (and kept)."""

    def __init__(self, lines: Sequence[str], wrap: Callable[[str], list[str]]) -> None:
        self._lines = lines
        self._wrap = wrap
        self._done: dict[int, list[str]] = {}

    def __len__(self) -> int:
        return len(self._lines)

    @overload
    def __getitem__(self, index: int) -> list[str]: ...

    @overload
    def __getitem__(self, index: slice) -> list[list[str]]: ...

    def __getitem__(self, index: int | slice) -> list[str] | list[list[str]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        found = self._done.get(index)
        if found is None:
            found = self._done[index] = self._wrap(self._lines[index])
        return found


def ink_height(item: QGraphicsSimpleTextItem) -> float:
    """How far below the top of the one-line ``item`` (units of the item, unscaled) its text
    reaches: the foot of its lowest letter, rounded up to a whole unit, at most the item's
    height. The same as the height for a Latin line with a descender ("y": 20 units for a
    17-unit bold title); 23, not 25, for a Chinese or Japanese one, drawn in its fallback
    font, whose line has more room under the letters than the board font's."""
    text, font = item.text(), item.font()
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    foot = line.ascent() + QFontMetricsF(font).tightBoundingRect(text).bottom()
    return min(item.boundingRect().height(), float(math.ceil(foot - 1e-6)))


def plan_lines(
    entries: Sequence[Sequence[str]],
    holds: int,
    notice: Callable[[int], Sequence[str]],
    mark: Callable[[str], str] = lambda line: line + "…",
) -> tuple[int, list[str]]:
    """What a :class:`RecentPanel` with room for ``holds`` lines shows of ``entries`` (each
    entry's wrapped lines, oldest first): ``(how many of the oldest are left out, the lines
    to draw)``. Every entry that fits whole, newest first; when one is left out, the lines of
    ``notice(count)`` ("… 4 more lines in the log (Ctrl+L)") come first and older entries
    give way to them; room left over under the notice shows the next older entry's first
    lines, the last ending in "…". An entry is never left out without the notice counting it (session
    19's tester, Y3: under El Gaucho's final-rounds banner the panel showed the newest line
    cut short and left eight out unsaid): the newest entry taller than the room left under
    the notice shows its first lines, the last ending in "…" (the tooltip has it whole), and
    where not even one of its lines fits there, the notice alone counts it too. A single
    entry taller than the whole room is cut so, with no notice (nothing else is left out).
    ``mark`` ends the last line of a cut entry ("…", kept within the panel's width)."""
    count, used = len(entries), 0
    shown = 0
    while shown < count and used + len(entries[count - 1 - shown]) <= holds:
        used += len(entries[count - 1 - shown])
        shown += 1
    if shown == count:
        return 0, [part for entry in entries for part in entry]
    if count == 1:  # (one entry, taller than the room: its first lines)
        return 0, cut_short(entries[0], holds, mark)
    note = list(notice(count - shown))
    while shown and used + len(note) > holds:  # (older entries give way to the notice)
        shown -= 1
        used -= len(entries[count - 1 - shown])
        note = list(notice(count - shown))
    if shown:
        newest = [part for entry in entries[count - shown :] for part in entry]
        # the room left under the notice and the newest (the next older entry is taller):
        # that entry's first lines, cut short, rather than blank lines (issue 18: Black
        # Sheep's 3–4 player panel showed the notice and one line, a line's room free)
        # (only while the notice stays: it tells where the whole lines are, Ctrl+L)
        left = count - shown - 1
        note_after = list(notice(left)) if left else []
        room = holds - used - len(note_after)
        if left and room > 0:
            return left, [*note_after, *cut_short(entries[left], room, mark), *newest]
        return count - shown, [*note, *newest]
    note = list(notice(count - 1))
    if holds > len(note):  # the newest cut short under the notice
        return count - 1, [*note, *cut_short(entries[-1], holds - len(note), mark)]
    return count, list(notice(count))  # (the notice alone: it beats a half-cut line)


def plan_kept(
    entries: Sequence[Sequence[str]],
    keep: Sequence[bool],
    holds: int,
    notice: Callable[[int], Sequence[str]],
) -> tuple[list[int], list[str]] | None:
    """What a :class:`RecentPanel` with room for ``holds`` lines shows of ``entries`` (each
    entry's wrapped lines, oldest first) where those marked in ``keep`` must be read whole
    (each seat's own move: issue 18, F19, with three opponents the newest lines that fit
    left the first ones' moves out): the kept entries, newest first, that fit under the
    notice, then the others, newest first, that fit as well, all in their order under the
    notice counting those left out. ``(the indices of the entries shown, the lines to
    draw)``; None where not even one kept entry fits (:func:`plan_lines` then)."""
    count, chosen, used = len(entries), list[int](), 0
    for kept in (True, False):
        for i in reversed(range(count)):
            if keep[i] == kept:
                left = count - len(chosen) - 1
                if used + len(entries[i]) + (len(notice(left)) if left else 0) <= holds:
                    chosen.append(i)
                    used += len(entries[i])
        if not chosen:
            return None
    chosen.sort()
    left = count - len(chosen)
    parts = list(notice(left)) if left else []
    return chosen, parts + [part for i in chosen for part in entries[i]]


def cut_short(
    entry: Sequence[str], holds: int, mark: Callable[[str], str] = lambda line: line + "…"
) -> list[str]:
    """The first ``holds`` (at least one) of an entry's wrapped lines, the last ending in
    "…" (``mark``) when any is left out."""
    if len(entry) <= holds:
        return list(entry)
    kept = list(entry[: max(1, holds)])
    return [*kept[:-1], mark(kept[-1])]
