"""The start page's list of saved games: every file is checked as opening would check it (in
small steps, the page stays responsive), a file that would be refused shows as damaged with its
reason and can be deleted, an autosave and a saved copy of one game look different, and the
messages for bad options and long names say what is wrong."""

from __future__ import annotations

import json
import os
import types
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QStyle, QStyleOptionButton

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    tr = Translations()
    tr.set_language("en")
    w = MainWindow(Settings(), tr)
    w.stats.started = True  # no import of past games: these tests count the headers read
    qtbot.addWidget(w)
    w.show()
    yield w
    tr.set_language("en")


def a_match(game: str = "black_sheep", moves: int = 4) -> Match:
    match = Match.new(game, [Seat("Ann"), Seat("Bob")], None, 9)
    while len(match.actions) < moves:
        match.apply(match.legal_actions()[0])
    return match


def rewrite(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def lines(window) -> list[str]:
    page = window.start_page
    return [page.saved.item(i).text() for i in range(page.saved.count())]


def checked(qtbot, window) -> list[str]:
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=10_000)
    return lines(window)


def test_saves_that_only_fail_on_opening_are_listed_as_damaged(qtbot, window):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    changes = {
        "digest": lambda d: d.update(final_state_digest="0" * 64),
        "other_game": lambda d: d.update(game="el_gaucho", options={}),
        "no_game": lambda d: d.update(game="chess"),
        "illegal": lambda d: d["actions"].insert(0, d["actions"][1]),
    }
    for name, change in changes.items():
        saves.save_match(a_match(), folder / f"{name}.farmhouse")
        rewrite(folder / f"{name}.farmhouse", change)
    saves.save_match(a_match("el_gaucho"), folder / "good.farmhouse")
    before = (folder / "good.farmhouse").read_bytes()
    texts = checked(qtbot, window)
    assert len(texts) == 5
    damaged = {name: [t for t in texts if f"“{name}”" in t] for name in [*changes, "good"]}
    assert all(len(found) == 1 for found in damaged.values()), texts
    for name in changes:
        assert damaged[name][0].startswith("⚠") and "damaged file" in damaged[name][0]
    assert "do not lead to the saved position" in damaged["digest"][0]
    assert "move that is not allowed" in damaged["illegal"][0]
    assert "not a saved El Gaucho game" in damaged["other_game"][0]
    assert "not available" in damaged["no_game"][0]
    assert not damaged["good"][0].startswith("⚠") and "El Gaucho" in damaged["good"][0]
    assert (folder / "good.farmhouse").read_bytes() == before


def test_the_checks_run_a_file_at_a_time_and_are_remembered(qtbot, window, monkeypatch):
    folder = saves.saves_dir()
    for i in range(3):
        saves.save_match(a_match(), folder / f"g{i}.farmhouse")
    calls: list[Path] = []
    real = saves.check_save
    monkeypatch.setattr(saves, "check_save", lambda p: calls.append(p) or real(p))
    page = window.start_page
    page.refresh()
    assert calls == [] and page.checking  # the page is shown before any replay
    qtbot.waitUntil(lambda: not page.checking, timeout=10_000)
    assert len(calls) == 3
    page.refresh()
    assert not page.checking and len(calls) == 3  # unchanged files are not replayed again


def test_a_damaged_latest_autosave_is_not_offered_by_continue(qtbot, window):
    old = a_match(moves=2)
    saves.autosave(old)
    new = a_match(moves=4)
    new.match_id = "f" * 32
    path = saves.autosave(new)
    rewrite(path, lambda d: d.update(final_state_digest="0" * 64))
    checked(qtbot, window)
    page = window.start_page
    assert page.continue_button.isEnabled()
    assert page._latest is not None and page._latest.match_id == old.match_id


def test_an_autosave_and_a_saved_copy_of_one_game_look_different(qtbot, window):
    match = a_match()
    saves.autosave(match)
    saves.save_match(match, saves.saves_dir() / "Friday night.farmhouse")
    texts = checked(qtbot, window)
    assert len(texts) == 2 and texts[0] != texts[1]
    assert sum(t.startswith("Autosave · Black Sheep") for t in texts) == 1
    assert sum(t.startswith("“Friday night” · Black Sheep") for t in texts) == 1


def test_a_damaged_save_can_be_deleted_and_the_others_are_unharmed(qtbot, window):
    folder = saves.saves_dir()
    saves.save_match(a_match(), folder / "bad.farmhouse")
    rewrite(folder / "bad.farmhouse", lambda d: d.update(final_state_digest="0" * 64))
    saves.save_match(a_match(), folder / "good.farmhouse")
    good = (folder / "good.farmhouse").read_bytes()
    window.settings.add_recent(folder / "bad.farmhouse")
    texts = checked(qtbot, window)
    page = window.start_page
    row = next(i for i, t in enumerate(texts) if "bad" in t)
    assert not page.delete_button.isEnabled() or page.saved.currentRow() >= 0
    page.saved.setCurrentRow(row)
    assert page.delete_button.isEnabled()
    page.delete_button.click()
    box = page.delete_box
    assert box is not None and box.isVisible() and "bad.farmhouse" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert not (folder / "bad.farmhouse").exists()
    assert (folder / "good.farmhouse").read_bytes() == good
    assert window.settings.recent_files == []
    assert len(lines(window)) == 1 and "good" in lines(window)[0]
    # "No" keeps the file.
    page.saved.setCurrentRow(0)
    page.ask_delete()
    page.delete_box.button(QMessageBox.StandardButton.No).click()
    assert (folder / "good.farmhouse").exists()


def test_an_option_of_the_wrong_type_is_refused_naming_the_option(qtbot, window, tmp_path):
    path = tmp_path / "gaucho.farmhouse"
    saves.save_match(a_match("el_gaucho"), path)
    rewrite(path, lambda d: d["options"].update(wish_in_diceless_round="yes"))
    assert window.open_path(path) is False
    text = window.message_box.text()
    assert "gaucho.farmhouse" in text and "rule option" in text
    assert "Wish" in text and "wish_in_diceless_round" not in text  # the game's own label
    window.message_box.accept()
    rewrite(path, lambda d: d["options"].update(wish_in_diceless_round=False, task_cards="yes"))
    assert window.open_path(path) is False
    assert "a rule option in the file has a value that is not allowed" in window.message_box.text()
    window.message_box.accept()


def test_a_long_player_name_is_refused_as_a_long_name(qtbot, window, tmp_path):
    for length in (saves.MAX_NAME_CHARS + 1, 1000):
        path = tmp_path / f"name{length}.farmhouse"
        saves.save_match(a_match(), path)
        rewrite(path, lambda d, n=length: d["seats"][0].update(name="W" * n))
        assert window.open_path(path) is False
        text = window.message_box.text()
        assert "a player's name is too long" in text and "too large" not in text
        window.message_box.accept()


def test_a_save_relabelled_as_another_game_says_its_moves_are_another_games(
    qtbot, window, tmp_path
):
    """A Wooly Bully save whose game was changed to Bye-Bye Black Sheep: its first move is not
    a Bye-Bye Black Sheep move at all, so the message says whose save it is not, in players'
    words, instead of "a move that is not allowed"."""
    match = Match.new("wooly_bully", [Seat("Ann"), Seat("Bob")], None, 9)
    for _ in range(3):
        match.apply(next(a for a in match.legal_actions() if type(a).__name__ != "Quit"))
    path = saves.saves_dir() / "woolly.farmhouse"
    saves.save_match(match, path)
    rewrite(path, lambda d: d.update(game="bye_bye_black_sheep", options={}, seats=d["seats"] * 2))
    assert window.open_path(path) is False
    text = window.message_box.text()
    assert "woolly.farmhouse" in text
    assert "is not a saved Bye-Bye Black Sheep game: its moves belong to another game" in text
    assert "not allowed" not in text
    window.message_box.accept()
    line = next(t for t in checked(qtbot, window) if "“woolly”" in t)
    assert line.startswith("⚠") and "its moves belong to another game" in line


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_game_cards_line_up_however_low_the_window(qtbot, window, language):
    """Every card's cover is the same size at the same place and every title starts at the
    same height, in a roomy window and in one too low for the cards' whole texts (the cards
    used to be squeezed each by what its texts allowed: some titles 4 px lower, or over the
    cover)."""
    window.translations.set_language(language)
    page = window.start_page
    for wanted in (1000, 800, 760, 720, 640):
        QApplication.processEvents()
        height = max(wanted, window.minimumSizeHint().height())  # a window is never lower
        window.resize(1280, height)
        qtbot.waitUntil(lambda h=height: window.height() == h)
        settle(page)
        covers = {
            (c.picture.geometry().getRect(), c.picture.pixmap().size().toTuple())
            for c in page.cards
        }
        assert len(covers) == 1, (height, covers)
        tops = {c.title.mapTo(page, c.title.rect().topLeft()).y() for c in page.cards}
        assert len(tops) == 1, (height, tops)
        for card in page.cards:
            assert card.title.y() >= card.picture.geometry().bottom(), height
            # a title is shown whole (never cut off), and its card's button too
            assert card.title.height() >= card.title.sizeHint().height()
            assert card.button.geometry().bottom() < card.height()


def settle(widget, rounds: int = 20) -> None:
    """Run the event loop until the geometry of ``widget``'s children stops changing (a
    layout request travels one level a turn: card, cards, page, scroll area)."""
    from PySide6.QtWidgets import QWidget

    def shape():
        return [c.geometry().getRect() for c in widget.findChildren(QWidget)]

    before = None
    for _ in range(rounds):
        QApplication.processEvents()
        now = shape()
        if now == before:
            return
        before = now


def many_saves(count: int, folder: Path | None = None) -> list[Path]:
    """``count`` saves of one short game, the i-th saved i minutes after the first, but each
    file's modification time the other way round (the order of the list before the headers
    are read is then the opposite of the final one). Returns the paths, oldest save first."""
    folder = folder or saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    data = saves.match_to_data(a_match())
    start = datetime(2026, 1, 1, tzinfo=UTC)
    paths = []
    for i in range(count):
        data["saved_at"] = (start + timedelta(minutes=i)).isoformat()
        path = folder / f"game {i:03}.farmhouse"
        path.write_text(saves.dumps(data), encoding="utf-8")
        mtime = 2_000_000_000_000_000_000 - i * 1_000_000_000
        os.utime(path, ns=(mtime, mtime))
        paths.append(path)
    return paths


def counting(monkeypatch, name: str, clock: list[float] | None = None) -> list[Path]:
    """The paths ``saves.<name>`` is called with from now on (each call moves ``clock[0]``
    on by 1 ms, if given)."""
    calls: list[Path] = []
    real = getattr(saves, name)

    def call(p):
        calls.append(Path(p))
        if clock is not None:
            clock[0] += 0.001
        return real(p)

    monkeypatch.setattr(saves, name, call)
    return calls


def test_a_page_with_200_saves_shows_its_lines_at_once_and_stays_responsive(
    qtbot, window, monkeypatch
):
    """Showing the page lists every file at once but reads only some headers; the rest are
    read, then every file checked, over many turns of the event loop (headers a few at a time,
    at most one file checked per turn); then the list is newest first (by the time saved in the
    file, not the file's own), and the line chosen meanwhile is still chosen. How long a turn
    takes is measured in benchmarks/start_page.py, not asserted here."""
    from farmhouse.app import start_page

    paths = many_saves(200)
    # The page's clock is one that every header read or check moves on by 1 ms, whatever
    # the machine: a turn's budget of 3 ms then holds two or three files, on any machine.
    clock = [0.0]
    monkeypatch.setattr(start_page, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(start_page, "STEP_SECONDS", 0.003)
    reads = counting(monkeypatch, "read_info", clock)
    checks = counting(monkeypatch, "check_save", clock)
    page = window.start_page
    page.refresh()
    assert checks == []  # no file is checked before its header is read
    assert 0 < len(reads) < 200  # some headers only
    assert page.saved.count() == 200 and page.loading and page.checking
    assert "“game 000” · Black Sheep · Ann, Bob ·" in lines(window)[0]  # its first lines
    assert lines(window)[-1] == "“game 199” · …"  # a line for each file, header still unread
    page.saved.setCurrentRow(0)
    chosen = page._selected_entry()
    assert chosen is not None and chosen.path == paths[0]
    turns = loading_turns = 0
    most = 0  # the most files read or checked in one turn
    while page.checking:
        loading_turns += any(t.endswith("…") for t in lines(window))
        before = len(reads) + len(checks)
        QApplication.processEvents()  # returns between steps: the page stays responsive
        most = max(most, len(reads) + len(checks) - before)
        turns += 1
        assert turns < 2000
    assert loading_turns >= 2 and turns > loading_turns + 2
    assert sorted(reads) == sorted(paths)  # each header read once
    assert sorted(checks) == sorted(paths)  # each file checked once
    assert 1 <= most <= 3  # a turn stops when its 3 ms are spent (or would be by the next file)
    texts = lines(window)
    assert [int(t[6:9]) for t in texts] == list(range(199, -1, -1))  # newest first
    assert texts[0].startswith("“game 199” · Black Sheep") and "…" not in "".join(texts)
    assert page._selected_entry() == page.entries[199] and page.entries[199].path == paths[0]
    assert page.saved.currentRow() == 199


def test_coming_back_reads_nothing_and_a_changed_file_is_read_again(qtbot, window, monkeypatch):
    paths = many_saves(3)
    page = window.start_page
    checked(qtbot, window)
    reads = counting(monkeypatch, "read_info")
    checks = counting(monkeypatch, "check_save")
    before = lines(window)
    window.show_start()  # coming back: nothing changed, nothing is read again
    assert not page.checking and reads == [] and checks == [] and lines(window) == before
    # A file changed in place, of the same size, with its modification time put back: read
    # and checked again, and shown as it is now.
    stat = paths[1].stat()
    rewrite_keeping_size(paths[1], "Ann", "Zoe")
    os.utime(paths[1], ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert paths[1].stat().st_size == stat.st_size
    assert paths[1].stat().st_mtime_ns == stat.st_mtime_ns
    texts = checked(qtbot, window)
    assert reads == [paths[1]] and checks == [paths[1]]
    assert "Zoe, Bob" in texts[1] and "Ann, Bob" in texts[0] and "Ann, Bob" in texts[2]
    # A file damaged afterwards is checked again and shown damaged.
    rewrite(paths[2], lambda d: d.update(final_state_digest="0" * 64))
    texts = checked(qtbot, window)
    # (after the games that open: issue 18)
    assert texts[-1].startswith("⚠ “game 002”") and "do not lead to the saved position" in texts[-1]
    assert not texts[0].startswith("⚠") and not texts[1].startswith("⚠")


def rewrite_keeping_size(path: Path, old: str, new: str) -> None:
    assert len(old.encode()) == len(new.encode())
    text = path.read_text(encoding="utf-8")
    assert text.count(f'"{old}"') == 1
    path.write_text(text.replace(f'"{old}"', f'"{new}"'), encoding="utf-8")


def test_continue_never_offers_an_older_autosave_while_the_list_is_read(qtbot, window, monkeypatch):
    """The autosaves' headers are read before the other files', and until all are read
    Continue offers none rather than one that may not be the newest (a guard: the headers
    used to be read all at once)."""
    many_saves(80)
    autosaves = many_saves(3, saves.autosave_dir())
    reads = counting(monkeypatch, "read_info")
    page = window.start_page
    page.refresh()
    offered: set[str] = set()
    while True:
        offered.add(page.continue_button.full_text() if page.continue_button.isEnabled() else "")
        if not page.checking:
            break
        QApplication.processEvents()
    assert sorted(reads[:3]) == sorted(autosaves)
    assert page._latest is not None and page._latest.path == autosaves[-1]
    newest = page.continue_button.full_text()
    assert newest.startswith("Continue: Black Sheep · Ann, Bob ·")
    assert offered <= {"", newest}
    texts = lines(window)
    autosaved = [t for t in texts if t.startswith("Autosave")]  # among the others, by time
    assert len(autosaved) == 3 and autosaved == sorted(autosaved, reverse=True)


def test_checking_saves_waits_while_a_game_is_played(qtbot, window):
    from farmhouse.app.new_game import GameSetup
    from farmhouse.games.black_sheep.rules import Options

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    for i in range(30):
        saves.save_match(a_match(), folder / f"game{i}.farmhouse")
    page = window.start_page
    page.refresh()
    assert page.checking
    window.start_setup(GameSetup("black_sheep", [Seat("Ann"), Seat("Ben")], Options(), 5))
    assert not page.isVisible()
    left = len(page._pending) + len(page._unread)
    qtbot.wait(300)  # the game page is shown: no checking goes on behind it
    assert len(page._pending) + len(page._unread) == left and page.checking
    window.show_start()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)  # and it goes on after
    assert len(lines(window)) >= 30


def text_room(button) -> int:
    """The width in px the button's style leaves for its text (padding and border off)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    return (
        button.style()
        .subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        .width()
    )


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW"])
def test_the_continue_button_shows_its_text_whole_or_elided_in_the_middle(
    qtbot, styled_app, window, lang
):
    """At 1280×720 with every button of the row shown, Continue names the newest unfinished
    game ("Continue: Black Sheep · Ann, Bob · 2026-12-05 23:04 · 13 moves"): its text fits the
    button (it was cut at both ends, "ontinue: … 13 move"), shortened in the middle with "…"
    (or the date without its year) if it must be, its first and last characters shown, the
    whole text in its tooltip."""
    from farmhouse.app.start_page import short_date

    window.set_language(lang)
    window.resize(1280, 720)
    saves.autosave(a_match(moves=13))
    checked(qtbot, window)
    button = window.start_page.continue_button
    QApplication.processEvents()
    assert button.isEnabled() and button.isVisible()
    full = button.full_text()
    assert full.endswith(("13 moves", "13手", "13 步")), full
    shown = button.text()
    assert button.fontMetrics().horizontalAdvance(shown) <= text_room(button), shown
    assert shown[0] == full[0] and shown[-1] == full[-1]
    if shown != full:
        short = short_date(full.split(" · ")[2])
        assert ("…" in shown or short in shown) and button.toolTip() == full
        assert shown.startswith(full.split(" · ")[0] + " · "), shown
    window.resize(1024, 720)  # (a narrower window: elided where it must be, never cut)
    QApplication.processEvents()
    shown = button.text()
    if button.width() < button.sizeHint().width():
        assert shown != full and button.toolTip() == full
        assert "…" in shown or short_date(full.split(" · ")[2]) in shown
    assert button.fontMetrics().horizontalAdvance(shown) <= text_room(button), shown
    assert shown[0] == full[0] and shown[-1] in (full[-1], "…"), shown
    assert shown.startswith(full.split(" · ")[0] + " · "), shown  # (the game's title whole)


#: The tester's Continue (zh_TW, Bye-Bye): game · players · date · moves, and its names.
LONG_CONTINUE = "繼續：掰掰黑羊 · 王小明、李大華、Bartholomew · 2026/12/05 下午11:04 · 18 步"
CONTINUE_NAMES = ("王小明", "李大華", "Bartholomew")


def room_for(button, text: str) -> None:
    """Make ``button`` exactly wide enough for ``text``."""
    need = button.fontMetrics().horizontalAdvance(text)
    button.setFixedWidth(button.width() + need - button.text_room())


def test_continue_keeps_as_much_as_fits_and_never_cuts_a_name(qtbot, styled_app):
    """「繼續：掰掰黑羊 · … · 18 步」 on a 654-px button (a tester): Continue dropped whole parts
    (the date first, then the players) where a shorter cut would do. It keeps as much as
    fits: the players give way first, from the last, whole names only, never inside one
    (F13: it cut the date, "… · 2026-12-06 20… · 5手", while the names stayed whole), then
    the date is cut within; the text fits and starts and ends as the whole does."""
    from farmhouse.app import style
    from farmhouse.app.labels import ElidedButton

    style.apply_language_font(styled_app, "zh_TW", style.register_fonts())
    try:
        button = ElidedButton()
        qtbot.addWidget(button)
        button.setObjectName("primary")
        button.set_full_text(LONG_CONTINUE, keep=CONTINUE_NAMES)
        button.show()
        head, names, date, tail = LONG_CONTINUE.split(" · ")
        room_for(button, f"{head} · 王小明、李大華、… · {date} · {tail}")
        assert button.text() == f"{head} · 王小明、李大華、… · {date} · {tail}"
        room_for(button, f"{head} · 王小明、… · {date} · {tail}")
        assert button.text() == f"{head} · 王小明、… · {date} · {tail}"
        room_for(button, f"{head} · … · {date} · {tail}")
        assert button.text() == f"{head} · … · {date} · {tail}"
        room_for(button, f"{head} · … · {date[:5]}… · {tail}")
        assert button.text() == f"{head} · … · {date[:5]}… · {tail}"
        for width in range(120, 700, 7):
            button.setFixedWidth(width)
            shown = button.text()
            assert button.fontMetrics().horizontalAdvance(shown) <= button.text_room(), shown
            assert shown[0] == LONG_CONTINUE[0] and shown[-1] == LONG_CONTINUE[-1], shown
            for name in CONTINUE_NAMES:
                cut = [name[:k] + "…" for k in range(1, len(name))]
                assert not [c for c in cut if c in shown], (width, shown)
            assert button.toolTip() == (LONG_CONTINUE if shown != LONG_CONTINUE else "")
    finally:
        style.apply_language_font(styled_app, "en", style.register_fonts())


@pytest.mark.parametrize("name", ["primary", ""])
def test_the_continue_button_knows_a_whole_text_fits_only_when_the_style_says_so(
    qtbot, styled_app, name
):
    """ElidedButton shows a whole text it knows fits without asking the style
    (``fits_surely``: the style's measure makes PySide create QStyle's Python types, ~50M
    instructions of the first window) only when the style's own room holds it too, at every
    width, for Latin and CJK texts, with the primary buttons' bold style and without; and the
    text it then shows is the one the style's measure gives (the whole text, no tooltip)."""
    from farmhouse.app.labels import ElidedButton

    button = ElidedButton()
    qtbot.addWidget(button)
    button.setObjectName(name)
    button.show()
    texts = [
        "Continue: Black Sheep · Ann, Bob · 2026-12-05 23:04 · 13 moves",
        "続きから：ひつじ · 花子、太郎 · 2026-12-05 23:04 · 13手",
        "Continue",
        "Go",
    ]
    sure = 0
    for text in texts:
        button.set_full_text(text)
        for width in range(40, 700, 7):
            button.resize(width, 40)
            QApplication.processEvents()
            fits = button.fontMetrics().horizontalAdvance(text) <= button.text_room()
            if button.fits_surely():
                sure += 1
                assert fits, (text, width)
                assert button.text() == text and button.toolTip() == ""
            elif not fits:
                assert button.text() != text  # (shortened: by its parts, else Qt's elision)
    assert sure > 50  # (the bound is not idle: most widths that fit are known to)


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW"])
def test_the_continue_button_shows_the_whole_date_where_the_row_has_room(
    qtbot, styled, window, lang
):
    """At 1280 × 720 Continue cut the date ("2026-1… · 5 moves", 「2026-12-06 15:… · 5手」)
    while the row had room left beside it (a tester, Black Sheep: Ann, Bot 1, Bot 2, 5
    moves): its size hint was a few pixels short of what its own fit measures, so it was
    given less than its whole text needs. Where the row has room, the whole text shows."""
    from PySide6.QtWidgets import QPushButton

    styled(lang)
    window.set_language(lang)
    window.resize(1280, 720)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bot 1"), Seat("Bot 2")], None, 9)
    while len(match.actions) < 5:
        match.apply(match.legal_actions()[0])
    saves.autosave(match)
    checked(qtbot, window)
    page = window.start_page
    button = page.continue_button
    for _ in range(3):
        QApplication.processEvents()
    row = [b for b in page.findChildren(QPushButton) if b.y() == button.y() and b.isVisible()]
    row.sort(key=lambda b: b.x())
    spare = row[-1].x() - row[-2].geometry().right() - 1  # (the stretch before Delete…)
    spacing = button.parentWidget().layout().spacing()
    # the whole text, unless the row has no room left (its stretch got nothing)
    assert button.text() == button.full_text() or spare <= spacing, (lang, spare, button.text())


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_continue_shows_a_readable_date_at_1280_by_720(qtbot, styled, window, lang):
    """Session 23: at 1280 × 720, Continue for Bye-Bye Black Sheep with five players named
    by default kept the players and left the date out, "Continue: Bye-Bye Black Sheep · Player
    1, Player 2, … · …", 「続きから：バイバイブラックシープ · プレイヤー1、プレイヤー2、… · … · 18手」.
    The players give way first: the date shows, whole or without its year, with the moves."""
    styled(lang)
    window.set_language(lang)
    window.resize(1280, 720)
    seats = [Seat(None), *(Seat(None, "ai", "normal") for _ in range(4))]
    match = Match.new("bye_bye_black_sheep", seats, None, 9)
    while len(match.actions) < 18:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply((legal or match.legal_actions())[-1])
    assert not match.is_over
    saves.autosave(match)
    checked(qtbot, window)
    button = window.start_page.continue_button
    for _ in range(3):
        QApplication.processEvents()
    assert window.size().toTuple() == (1280, 720) and button.isVisible()
    _head, _listed, date, moves = button.full_text().split(" · ")
    shown = button.text()
    assert button.fontMetrics().horizontalAdvance(shown) <= button.text_room(), shown
    short = date[len("2026-") :]  # (this year's save: its date without the year)
    assert shown.endswith((f" · {date} · {moves}", f" · {short} · {moves}")), shown


def test_the_short_date_leaves_out_this_years_year_else_the_time():
    from farmhouse.app.start_page import short_date

    assert short_date("2026-12-07 17:50", 2026) == "12-07 17:50"
    assert short_date("2025-12-07 17:50", 2026) == "2025-12-07"
    assert short_date("2026-12-07T17:50:00+00:00", 2026) == "2026-12-07T17:50:00+00:00"


def test_the_start_page_tab_stops_are_all_named(qtbot, window):
    """The start page's first Tab stop was its scroll area, which a screen reader announced
    with no name: Tab now goes from the first game's button on, and every stop has a name
    (the scroll area is no stop; it scrolls to the control focused)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible
    from PySide6.QtTest import QTest

    window.resize(1280, 720)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    checked(qtbot, window)
    page = window.start_page
    first = page.cards[0].button
    seen = [QApplication.focusWidget()]
    for _ in range(12):
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen[0] is first or seen[1] is first, seen[:2]
    for widget in seen:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face.text(QAccessible.Text.Name), widget
    assert page.scroller not in seen


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_continue_never_cuts_inside_a_word_and_keeps_the_title_whole_longest(
    qtbot, styled, window, lang
):
    """Issue 18 (a tester, ja at 1024 px): once every name was dropped, Continue cut the date
    inside its time (「続きから：ウーリー・ブリー · … · 2026-12-06 23:… · 6手」); issue 18 (en at
    1280 px): it cut the game's title inside a word and left out the players while the date
    stayed whole ("Continue: Bye-Bye Black Shee… · 2026-12-07 11:37 · 15 moves"). At every
    width the title stays whole as long as "Continue: title · …" fits, then gives way at its
    spaces only; the players show whole or as whole names and "…"; the date shows whole, as
    without its year (session 23), or not at all; the moves whole or not at all; "Continue"
    stays whole."""
    from farmhouse.app.start_page import short_date

    styled(lang)
    window.set_language(lang)
    window.resize(1280, 720)
    names = ["ながいなまえのプレイヤーさんですよろしくおねがい", "Maximiliana Wolfgangsdottir"]
    match = Match.new("black_sheep", [Seat(n) for n in names], None, 9)
    while len(match.actions) < 6:
        match.apply(match.legal_actions()[0])
    saves.autosave(match)
    checked(qtbot, window)
    button = window.start_page.continue_button
    full = button.full_text()
    head, listed, date, moves = full.split(" · ")
    continue_word = window.start_page.tr("Continue: %1").split("%1")[0]
    title = head[len(continue_word) :]
    assert head.startswith(continue_word) and len(date) == len("2026-12-06 23:26")
    metrics = button.fontMetrics()
    day = short_date(date)
    assert day != date and len(day) == len("12-06 23:26")
    names_shown = {listed, "…", f"{names[0]}{listed[len(names[0]) : -len(names[1])]}…"}
    seen = []
    widest = metrics.horizontalAdvance(full)
    least = metrics.horizontalAdvance(f"{continue_word}…")
    for room in range(widest + 1, least - 1, -3):
        button.setFixedWidth(button.width() + room - button.text_room())
        shown = button.text()
        seen.append(shown)
        assert metrics.horizontalAdvance(shown) <= button.text_room(), shown
        assert shown.startswith(continue_word), (room, shown)
        first, *rest = shown.split(" · ")
        if metrics.horizontalAdvance(f"{head} · …") <= room:
            assert first == head, (room, shown)  # (the title whole)
        else:
            assert first.endswith("…") and not rest, (room, shown)
            cut = first[len(continue_word) : -1]
            assert title.startswith(cut) and (not cut or title[len(cut)] == " "), shown
            continue
        assert rest, shown
        if rest[0] != "…":
            assert rest[0] in names_shown, (room, shown)
        assert all(part in {listed, date, day, moves, "…"} | names_shown for part in rest), shown
        if shown != full:
            assert button.toolTip() == full
    assert f"{head} · … · {date} · {moves}" in seen  # (the long names gave way first)
    assert f"{head} · … · {day} · {moves}" in seen  # (then the year)
    assert f"{head} · …" in seen
    assert f"{continue_word}…" in seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_in_a_page_with_the_cards_two_by_two_continue_has_a_row_of_its_own(
    qtbot, styled, window, lang
):
    """Session 17's second tester (U1): below ~1000 px, beside Load…, Watch…, Statistics and
    Delete, Continue kept so little room that it read "Continu…0 moves" (10 moves) at 800 px
    and 「続きから：バイ…… · 10手」 in Bye-Bye. There it stands alone above the other buttons, its date
    and moves whole; in a wide page it is the first of the row again."""
    styled(lang)
    window.set_language(lang)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Ben")], None, 9)
    while len(match.actions) < 10:
        match.apply(match.legal_actions()[0])
    saves.autosave(match)
    page = window.start_page
    button = page.continue_button
    for width, height in ((800, 600), (990, 700), (1280, 720), (800, 600)):
        window.resize(width, height)
        checked(qtbot, window)
        for _ in range(3):
            QApplication.processEvents()
        two_by_two = page.cards[2].y() > page.cards[0].y()
        assert two_by_two == (width < 1000), width
        load = page.load_button
        if two_by_two:
            assert button.geometry().bottom() < load.y(), width  # (a row above)
            _head, _listed, date, moves = button.full_text().split(" · ")
            assert button.text().endswith(f"{date} · {moves}"), (width, button.text())
        else:
            assert button.y() == load.y() and button.x() < load.x(), width
