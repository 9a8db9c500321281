"""The readable-text check, for every board: nothing a player must read is smaller than
:data:`MIN_PIXELS` on the screen, no two texts overlap, no text lies partly under something
drawn from elsewhere on the board, none is cut short with "…", no player's name is broken
over two lines, and none is cut by the board's edge.

The boards draw their text through the board kit, which reports what it drew, where and at
what size (:meth:`BoardView.shown_texts <farmhouse.app.board.view.BoardView.shown_texts>`: the
labels, the lines of text blocks, the text of boxes and the lettering inside SVG pictures, in
viewport pixels). :func:`problems` turns that into a list of what a player would stumble
over; :func:`late_game_match` gives the positions the check is run on (the test is
``tests/app/test_readable_text.py``).

Text wholly under opaque pixels drawn above it (a card's value in a stack, under the next
card) is not shown, so it is not checked. Text marked decorative
(:func:`farmhouse.app.board.text.decorative`, with its reason) is not checked either.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform, qAlpha
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
)

from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.linebreak import plain
from farmhouse.app.board.text import UNWRAPPED, kept_names
from farmhouse.app.board.view import BoardView, ShownText
from farmhouse.core import registry
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

#: Nothing a player must read is smaller than this on the screen (pixels; the issue's rule:
#: 12 px at 1280 × 800, planned for a 1280 × 720 window).
MIN_PIXELS = 12.0
#: Two texts overlap when their letters share more than this many pixels across and down.
OVERLAP_SLACK = 1.0
#: The room a line of text keeps above and below its letters, in font sizes (a line box is
#: 1.15–1.5 font sizes high, Chinese and Japanese lines the highest; the letters take about
#: 0.9–1.0 of them).
LINE_ROOM = 0.12
#: A text is hidden (not shown, not checked) when this share of its letters lies under opaque
#: pixels drawn above it, and partly covered (a problem) when more than :data:`PARTLY` of
#: it lies under opaque pixels of another layer.
HIDDEN, PARTLY = 0.9, 0.1
#: How far through a whole game (in actions) the late-game position is taken.
LATE = 0.8


def shown_window(qtbot: Any, size: tuple[int, int], lang: str) -> Any:
    """The app's main window in ``lang``, ``size`` px, shown (exposed), its computer players
    at the "instant" speed: nothing on it yet."""
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings

    translations = Translations()
    assert translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def watching_finished(
    qtbot: Any, game_id: str, lang: str, size: tuple[int, int], names: Sequence[str] = ()
) -> tuple[Any, Any]:
    """:func:`shown_window` watching a finished game of ``game_id`` (the most players,
    ``names`` as :func:`late_game_match` takes them), from its game-over dialog: the window
    and its replay page."""
    from farmhouse.core.replay import Timeline

    window = shown_window(qtbot, size, lang)
    match = late_game_match(game_id, over=True, names=names)
    window.start_match(match)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    window.game_over_dialog.reject()
    assert window.watch(Timeline.from_match(match))
    return window, window.replay_page


def most_players(game_id: str) -> int:
    """The most seats ``game_id`` allows."""
    return max(registry.get_game(game_id).player_counts)


def late_game_match(
    game_id: str,
    over: bool = False,
    seed: int = 5,
    players: int | None = None,
    options: Any = None,
    names: Sequence[str] = (),
) -> Match:
    """A match of ``game_id`` with ``players`` seats (default: the most), seat 0 human and
    the others the ``easy`` AI: about :data:`LATE` of the way through a whole game and then
    on to seat 0's turn, or (``over``) played to its end. Every seat is played by the ``easy``
    AI; where an AI would quit the game while it could play on, it plays on (a long game).
    ``options``: the game's options (default: the published rules); ``names``: the seats'
    names (default "Player 1", "Bot 2", …)."""
    players = players or most_players(game_id)
    names = list(names) or ["Player 1"] + [f"Bot {i + 1}" for i in range(1, players)]
    seats = [Seat(names[0])] + [Seat(names[i], "ai", "easy") for i in range(1, players)]
    ais = [make_ai(game_id, "easy", 100 + i) for i in range(players)]
    match = Match.new(game_id, seats, options, seed)
    actions = []
    while not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        action = ais[match.to_move].choose(view, legal, 0.05, CancelToken())
        if type(action).__name__ == "Quit" and len(legal) > 1:
            action = next(a for a in legal if type(a).__name__ != "Quit")
        match.apply(action)
        actions.append(action)
    if over:
        return match
    late = Match.new(game_id, seats, options, seed)
    done = int(len(actions) * LATE)
    for action in actions[:done]:
        late.apply(action)
    while late.to_move != 0 and done < len(actions) - 1:
        late.apply(actions[done])
        done += 1
    assert late.to_move == 0 and not late.is_over
    return late


def _opaque(item: QGraphicsItem, rect: QRectF, transform: QTransform) -> QImage | None:
    """The pixels of viewport ``rect`` that ``item`` alone paints opaque (alpha > 200) as a
    mask image, or None if it paints nothing there. ``transform``: the view's."""
    if (
        not item.isVisible()
        or item.effectiveOpacity() < 0.8
        or item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
        or isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
    ):
        return None
    to_device = item.deviceTransform(transform)
    if not to_device.mapRect(item.boundingRect()).intersects(rect):
        return None
    size = rect.size().toSize()
    image = QImage(max(1, size.width()), max(1, size.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setTransform(to_device * QTransform.fromTranslate(-rect.left(), -rect.top()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _coverage(masks: list[QImage]) -> float:
    """The share of the pixels that at least one of ``masks`` (all the same size) paints
    opaque."""
    if not masks:
        return 0.0
    width, height = masks[0].width(), masks[0].height()
    covered = 0
    for y in range(height):
        for x in range(width):
            if any(qAlpha(mask.pixel(x, y)) > 200 for mask in masks):
                covered += 1
    return covered / (width * height)


def _root(item: QGraphicsItem) -> QGraphicsItem:
    """The topmost ancestor of ``item`` (the layer or group it belongs to)."""
    while item.parentItem() is not None:
        item = item.parentItem()
    return item


def _related(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    """True if ``a`` is ``b`` or one of its ancestors (a panel under its own label)."""
    node: QGraphicsItem | None = b
    while node is not None:
        if node is a:
            return True
        node = node.parentItem()
    return False


def sorted_texts(
    board: BoardView,
) -> tuple[list[ShownText], list[tuple[ShownText, QGraphicsItem]]]:
    """The board's texts a player can see now, and those of them that something of another
    layer lies partly over.

    Texts marked decorative are left out. A text whose letters are (nearly) all under
    opaque pixels drawn above it (a card's value under the next card of a stack, a prompt
    under a chooser that opened over it) is not shown: it is in neither list. A text of which
    more than :data:`PARTLY` of the letters lie under opaque pixels of another layer (a badge,
    a figure or a card from elsewhere on the board half over it) is in both lists, the second
    with the item over it: the player sees a piece of it."""
    transform = board.viewportTransform()
    items = board.items_top_first()
    position = {id(item): i for i, item in enumerate(items)}
    visible: list[ShownText] = []
    partly: list[tuple[ShownText, QGraphicsItem]] = []
    for piece in board.shown_texts():
        if piece.decorative is not None:
            continue
        rect = _letters(piece).toAlignedRect()
        root = _root(piece.item)
        mine, others, first_other = [], [], None
        for item in items[: position[id(piece.item)]]:
            if _related(item, piece.item):
                continue
            mask = _opaque(item, QRectF(rect), transform)
            if mask is None:
                continue
            if _root(item) is root:
                mine.append(mask)
            else:
                others.append(mask)
                first_other = first_other or item
        if _coverage(mine + others) >= HIDDEN:
            continue
        visible.append(piece)
        if first_other is not None and _coverage(others) > PARTLY:
            partly.append((piece, first_other))
    return visible, partly


def visible_texts(board: BoardView) -> list[ShownText]:
    """The board's texts a player can see now (see :func:`sorted_texts`)."""
    return sorted_texts(board)[0]


def _letters(piece: ShownText) -> QRectF:
    """Where the letters of ``piece`` are (viewport pixels): its line box without the room a
    font keeps above and below its letters (:data:`LINE_ROOM` of the font's size each), so
    two lines set close together, whose letters do not touch, do not count as overlapping."""
    room = LINE_ROOM * piece.pixels
    rect = piece.rect
    if rect.height() <= 2 * room + 1:
        return QRectF(rect)
    return rect.adjusted(0, room, 0, -room)


def _describe(piece: ShownText) -> str:
    r = piece.rect
    return f"{piece.text!r} {piece.pixels:.1f} px at ({r.x():.0f}, {r.y():.0f}, {r.width():.0f} × {r.height():.0f})"


def problems(board: BoardView, min_pixels: float = MIN_PIXELS) -> list[str]:
    """What a player would stumble over on ``board`` now: texts smaller than ``min_pixels``,
    texts hidden under a picture or panel of another layer, pairs of texts that overlap,
    texts cut short with "…" (:func:`_elided`), players' names broken over two lines
    (:func:`broken_names`), and texts the board's edge cuts (a fitted board only; a
    board that pans shows the rest when panned). Empty when all is well."""
    texts, hidden = sorted_texts(board)
    found = [f"too small: {_describe(p)}" for p in texts if p.pixels < min_pixels - 0.05]
    found += [
        f"partly under a {type(cover).__name__} of another layer: {_describe(p)}"
        for p, cover in hidden
    ]
    found += [f"overlap: {_describe(a)} and {_describe(b)}" for a, b in overlaps(texts)]
    found += [f"cut short: {_describe(p)}" for p in texts if _elided(p)]
    found += [f"a name broken over two lines: {a!r} / {b!r}" for a, b in broken_names(board)]
    if not board.pan_zoom:
        viewport = QRectF(board.viewport().rect()).adjusted(-1, -1, 1, 1)
        found += [
            f"cut by the edge: {_describe(p)}" for p in texts if not viewport.contains(p.rect)
        ]
    return found


def _elided(piece: ShownText) -> bool:
    """True if ``piece`` shows its text cut short with "…": a kit label whose full text
    (:func:`farmhouse.app.board.text.text_item` keeps it) or whose item's tooltip is longer
    than what it shows and goes on where the "…" is (not the "…" line over a list whose
    older lines were left out: it cuts no text)."""
    shown = plain(piece.text).rstrip()
    if not shown.endswith("…"):
        return False
    head = shown[:-1].rstrip()
    item = piece.item
    marked = item.data(UNWRAPPED)
    if not head and isinstance(marked, str) and marked.startswith("…\n"):
        return False  # (the mark over a list cut short, "Since your last turn": no text cut)
    fulls = [plain(item.toolTip())]
    if isinstance(item, QGraphicsSimpleTextItem) and isinstance(item.data(DataKey.LABEL_TEXT), str):
        fulls.append(plain(item.data(DataKey.LABEL_TEXT)))
    return any(len(full) > len(shown) and full.startswith(head) for full in fulls)


def broken_names(board: BoardView) -> list[tuple[str, str]]:
    """Pairs of consecutive lines of one text item (a wrapped block) between which a
    player's name is broken (the names the kit keeps whole: :func:`kept_names
    <farmhouse.app.board.text.kept_names>`): the end of the first line and the start of the
    next one read as a name only together."""
    names = kept_names()
    by_item: dict[int, list[str]] = {}
    for piece in board.shown_texts():
        by_item.setdefault(id(piece.item), []).append(plain(piece.text))
    out = []
    for lines in by_item.values():
        for first, second in zip(lines, lines[1:], strict=False):
            a, b = first.rstrip(), second.lstrip()
            for name in names:
                for glue in ("", " "):
                    joined = a + glue + b
                    start = joined.find(name, max(0, len(a) - len(name) + 1))
                    if 0 <= start < len(a) < start + len(name) and name not in (a, b):
                        out.append((first, second))
    return out


def overlaps(texts: Iterable[ShownText]) -> list[tuple[ShownText, ShownText]]:
    """The pairs of ``texts`` (of different items) whose letters (:func:`_letters`) share
    more than :data:`OVERLAP_SLACK` pixels both across and down."""
    pieces = sorted(texts, key=lambda p: p.rect.left())
    out = []
    for i, a in enumerate(pieces):
        for b in pieces[i + 1 :]:
            if b.rect.left() >= a.rect.right() - OVERLAP_SLACK:
                break
            if a.item is b.item:
                continue
            common = _letters(a).intersected(_letters(b))
            if common.width() > OVERLAP_SLACK and common.height() > OVERLAP_SLACK:
                out.append((a, b))
    return out


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; 4.5 is the least for body text,
    7 the enhanced level)."""

    def luminance(colour: QColor) -> float:
        channels = []
        for c in (colour.redF(), colour.greenF(), colour.blueF()):
            channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
