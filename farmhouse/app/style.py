"""The app's look: a warm farm palette (cream, straw, barn red, meadow green) and fonts."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo, QFontMetricsF, QPalette
from PySide6.QtWidgets import QApplication

from farmhouse.paths import resources_dir

CREAM = "#fbf5e6"
STRAW = "#f1e2bd"
WOOD = "#7a5230"
BARN = "#b5462f"
BARN_DARK = "#8e3421"
MEADOW = "#6e8b3d"
INK = "#3b2a1a"
MUTED = "#8a7660"
#: Hints: the violet the boards ring a suggested move with (``farmhouse.app.board.hint``).
HINT = "#7a3fd1"
#: The focus ring of a button on wood (the hand-over screen): light, unlike the ink ring on cream.
FOCUS_ON_WOOD = "#ffe9a8"
#: The keyboard focus ring of buttons and the game log on cream and straw: the boards' focus
#: ink (``farmhouse.app.board.game_board.FOCUS``), clear on every light background.
FOCUS_RING = "#1B3A8C"
#: The light line inside the focus ring of a barn-red primary button: the navy alone is weak
#: against the red (1.9:1; issue 18), so the ring is navy outside, this white inside
#: (:data:`PRIMARY_FOCUS`, 5.4:1 against the red).
FOCUS_INNER = "#FFFFFF"
#: The focus ring of a primary button: a 9-slice border image, :data:`FOCUS_RING` 3 px,
#: :data:`FOCUS_INNER` 2 px, then :data:`BARN` (its colours are these constants; a test
#: holds them so). Style sheets cannot draw two borders.
PRIMARY_FOCUS = resources_dir() / "ui" / "focus_primary.svg"
#: A spin box's arrows (the number of players, the rules' numbers), in :data:`INK`: a spin box
#: styled like the drop-down boxes (its frame, its navy focus ring) draws no arrows of its own.
SPIN_UP = resources_dir() / "ui" / "spin_up.svg"
SPIN_DOWN = resources_dir() / "ui" / "spin_down.svg"
#: ... in :data:`DISABLED` where the number can go no further that way (or the box is off).
SPIN_UP_OFF = resources_dir() / "ui" / "spin_up_off.svg"
SPIN_DOWN_OFF = resources_dir() / "ui" / "spin_down_off.svg"
#: The selected row of a table that has the keyboard focus (the Statistics page's): barn red
#: under white text (5.4:1).
SELECTION_FOCUSED = BARN
#: The selected row of a table without the focus: a muted straw under ink (9.3:1). Both tables
#: of the Statistics page showed their row in the same red, and nothing told which one had the
#: focus (session 19's second tester, Y9); the focused table's frame is :data:`FOCUS_RING` too.
SELECTION_UNFOCUSED = "#e8d3a2"
#: Text of what cannot be used now (menu items, buttons, fields, labels): clearly paler than
#: :data:`INK`, on cream, straw and white alike.
DISABLED = "#b5a58c"


def seat_colour(seat: int) -> str:
    """The hex colour of seat ``seat`` (0-based, cycling), the same as on every board."""
    from farmhouse.app.board.seats import SEAT_HEX  # the board kit: not on the first screen

    return SEAT_HEX[seat % len(SEAT_HEX)]


def text_colour_on(background: str) -> str:
    """White or dark ink, whichever reads better on the hex colour ``background``."""
    colour = QColor(background)
    luminance = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return INK if luminance > 150 else "white"


STYLESHEET = f"""
QMainWindow, QDialog {{ background: {CREAM}; }}
QWidget {{ color: {INK}; }}
QWidget:disabled {{ color: {DISABLED}; }}
QMenu {{ background: {CREAM}; border: 1px solid #d9c393; }}
QMenu::item {{ padding: 4px 24px 4px 20px; color: {INK}; background: transparent; }}
QMenu::item:selected {{ background: #e8d3a2; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QMenu::item:disabled:selected {{ background: #f4ecd9; }}
QMenu::separator {{ height: 1px; background: #e3d3ae; margin: 4px 8px; }}
QMenuBar::item:disabled {{ color: {DISABLED}; }}
QLabel#title {{ font-size: 26pt; font-weight: 700; color: {BARN_DARK}; }}
QLabel#subtitle {{ color: {MUTED}; font-size: 11pt; }}
QLabel#sectionTitle {{ font-size: 14pt; font-weight: 700; color: {WOOD}; }}
QLabel#muted {{ color: {MUTED}; }}
QLabel#error {{ color: {BARN_DARK}; }}
QFrame#card {{
    background: white; border: 1px solid #e3d3ae; border-radius: 14px;
}}
QFrame#card[playable="false"] {{ background: #f6efdc; }}
QFrame#panel {{ background: {STRAW}; border-radius: 12px; }}
QFrame#panel[drawer="true"] {{ border: 2px solid {WOOD}; }}
QLabel#cardTitle {{ font-size: 15pt; font-weight: 700; color: {INK}; }}
QLabel#badge {{
    background: {MUTED}; color: white; border-radius: 8px; padding: 2px 8px; font-size: 9pt;
}}
QLabel#turn {{
    font-size: 17pt; font-weight: 700; border-radius: 10px; padding: 8px 12px;
}}
QFrame#thinkingSign[floating="true"] {{ background: {STRAW}; }}
QLabel#thinking {{ color: {WOOD}; font-style: italic; }}
QProgressBar#thinkingBar {{ border: none; background: #e8d3a2; border-radius: 3px; }}
QProgressBar#thinkingBar::chunk {{ background: {MEADOW}; border-radius: 3px; }}
QFrame#hintPanel {{
    background: white; border: 2px solid {HINT}; border-radius: 10px;
}}
QLabel#hintTitle {{ color: {HINT}; font-weight: 700; font-size: 12pt; }}
QLabel#hintFooter {{ color: {MUTED}; font-size: 10pt; }}
QPushButton#hintClose {{
    padding: 0px; border: none; background: transparent; color: {HINT}; font-size: 16pt;
}}
QPushButton#hintClose:hover {{ background: #efe6fb; }}
QPushButton {{
    background: {STRAW}; border: 1px solid #d9c393; border-radius: 8px; padding: 7px 16px;
}}
QPushButton:hover {{ background: #f6e9c9; }}
QPushButton:disabled {{ color: {DISABLED}; background: #f4ecd9; }}
QPushButton#primary {{
    background: {BARN}; color: white; border: 1px solid {BARN_DARK}; font-weight: 700;
}}
QPushButton#primary:hover {{ background: #c4543b; }}
QPushButton#primary:disabled {{ background: #d7a89c; border-color: #d7a89c; }}
QPushButton:focus {{ border: 3px solid {FOCUS_RING}; padding: 5px 14px; }}
QPushButton#primary:focus {{
    border-width: 8px; border-radius: 0px; background: transparent; padding: 0px 9px;
    border-image: url({PRIMARY_FOCUS.as_posix()}) 8 8 8 8 stretch stretch;
}}
QPushButton#foldButton, QPushButton#foldResult, QPushButton#foldHurry {{
    padding: 0px 10px; border-radius: 4px; }}
QPushButton#foldButton:checked {{ background: #e8d3a2; }}
QPushButton#foldButton:focus, QPushButton#foldResult:focus, QPushButton#foldHurry:focus {{
    padding: 0px 8px; }}
QWidget#handOver QPushButton#primary:focus {{
    border-image: none; border: 3px solid {FOCUS_ON_WOOD}; border-radius: 8px;
    background: {BARN}; padding: 5px 14px;
}}
QListWidget, QTextBrowser#gameLog {{
    background: white; border: 1px solid #e3d3ae; border-radius: 8px;
}}
QTextBrowser#gameLog {{ padding: 4px; }}
QTextBrowser#gameLog:focus {{ border: 2px solid {FOCUS_RING}; padding: 3px; }}
QTableView#statsTable {{ border: 1px solid #d9c393; padding: 1px; }}
QTableView#statsTable:focus {{ border: 2px solid {FOCUS_RING}; padding: 0px; }}
QListWidget#savedGames {{ padding: 1px; }}
QListWidget#savedGames:focus {{ border: 2px solid {FOCUS_RING}; padding: 0px; }}
QListWidget::item {{ margin: 0px; }}
QListWidget::item:selected {{ background: {STRAW}; color: {INK}; }}
QGroupBox {{
    border: 1px solid #e3d3ae; border-radius: 10px; margin-top: 14px; padding: 10px;
    background: white;
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; color: {WOOD}; font-weight: 700; }}
QLineEdit, QComboBox, QSpinBox {{
    background: white; border: 1px solid #d9c393; border-radius: 6px; padding: 4px 6px;
}}
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled {{
    color: {DISABLED}; background: #f4ecd9; border-color: #e8dcc0;
}}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{
    border: 2px solid {FOCUS_RING}; padding: 3px 5px;
}}
QSpinBox {{ padding: 2px 22px 2px 6px; }}
QSpinBox:focus {{ padding: 1px 21px 1px 5px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: padding; width: 20px; border: none; background: transparent;
}}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {STRAW}; }}
QSpinBox::up-arrow {{ image: url({SPIN_UP.as_posix()}); width: 10px; height: 6px; }}
QSpinBox::down-arrow {{ image: url({SPIN_DOWN.as_posix()}); width: 10px; height: 6px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off {{ image: url({SPIN_UP_OFF.as_posix()}); }}
QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{
    image: url({SPIN_DOWN_OFF.as_posix()});
}}
QStatusBar {{ background: {STRAW}; }}
QMenuBar {{ background: {STRAW}; }}
QMenuBar::item:selected {{ background: #e8d3a2; }}
QWidget#handOver {{ background: {WOOD}; }}
QLabel#handOverText {{ color: white; font-size: 22pt; font-weight: 700; }}
QLabel#handOverHint {{ color: #f1e2bd; font-size: 12pt; }}
QFrame#handOverSummary {{ background: #6a4527; border: 1px solid #9b7448; border-radius: 10px; }}
QLabel#handOverSummaryTitle {{ color: white; font-size: 12pt; font-weight: 700; }}
QLabel#handOverSummaryText {{ color: #f6ead0; font-size: 11pt; }}
"""


#: Installed CJK font families preferred for each UI language, best first (Linux, macOS,
#: Windows). Chinese and Japanese share code points but not glyph shapes, so Japanese text
#: needs a Japanese font and Simplified Chinese a Simplified one. The bundled "Farmhouse CJK"
#: (Traditional Chinese shapes) only comes after these.
SYSTEM_CJK_FAMILIES: dict[str, tuple[str, ...]] = {
    "ja": (
        "Noto Sans CJK JP",
        "Noto Sans JP",
        "Source Han Sans JP",
        "Source Han Sans",
        "Hiragino Sans",
        "Hiragino Kaku Gothic ProN",
        "Yu Gothic UI",
        "Yu Gothic",
        "Meiryo UI",
        "Meiryo",
    ),
    "zh_TW": (
        "Noto Sans CJK TC",
        "Noto Sans TC",
        "Source Han Sans TC",
        "Source Han Sans TW",
        "PingFang TC",
        "Microsoft JhengHei UI",
        "Microsoft JhengHei",
    ),
    "zh_CN": (
        "Noto Sans CJK SC",
        "Noto Sans SC",
        "Source Han Sans SC",
        "Source Han Sans CN",
        "PingFang SC",
        "Microsoft YaHei UI",
        "Microsoft YaHei",
    ),
}


#: Installed Latin UI families to fall back on when the platform's UI font turns out to be a
#: CJK one (whose quotes and dashes are full width), best first.
LATIN_FAMILIES = (
    "Noto Sans",
    "DejaVu Sans",
    "Liberation Sans",
    "Segoe UI",
    "Helvetica Neue",
    "Helvetica",
    "Arial",
)


def has_latin_quotes(family: str) -> bool:
    """True if ``family`` draws “ ” as Latin (narrow) quotes, not as full-width CJK ones: its
    left quote is well under the width of its "M" (a full-width quote is a whole em)."""
    font = QFont(family)
    font.setPixelSize(40)
    metrics = QFontMetricsF(font)
    return 0 < metrics.horizontalAdvance("“") < 0.75 * metrics.horizontalAdvance("M")


def latin_family(base: str) -> str:
    """The installed family Latin text is drawn in when ``base`` is asked for: ``base`` as the
    system resolves it (a generic name such as "Sans Serif", which the offscreen and bare X11
    platforms give, is no family, and Qt would skip it and draw everything, English quotes
    included, in the next family of the list: the bundled CJK font), or, when that has CJK
    punctuation, the first of :data:`LATIN_FAMILIES` installed that has Latin quotes."""
    resolved = QFontInfo(QFont(base)).family() or base
    if has_latin_quotes(resolved):
        return resolved
    installed = set(QFontDatabase.families())
    return next((f for f in LATIN_FAMILIES if f in installed and has_latin_quotes(f)), resolved)


def register_fonts() -> list[str]:
    """Register bundled fonts (``resources/fonts/*.otf|ttf``); returns the families added."""
    families: list[str] = []
    folder = resources_dir() / "fonts"
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() in (".otf", ".ttf", ".ttc"):
                font_id = QFontDatabase.addApplicationFont(str(path))
                if font_id >= 0:
                    families += QFontDatabase.applicationFontFamilies(font_id)
    return families


def font_families(base: str, language: str, bundled: Sequence[str]) -> list[str]:
    """The app font's family list for UI ``language`` (a code of ``i18n.LANGUAGES``): the UI
    font ``base`` first (give a real family: :func:`latin_family`), then the installed
    :data:`SYSTEM_CJK_FAMILIES` of that language, then the ``bundled`` families as the last
    fallback (English: ``base`` and ``bundled`` only)."""
    installed = set(QFontDatabase.families())
    system = [f for f in SYSTEM_CJK_FAMILIES.get(language, ()) if f in installed and f != base]
    return [base, *system, *(f for f in bundled if f != base and f not in system)]


def apply_language_font(app: QApplication, language: str, bundled: Sequence[str]) -> None:
    """Give ``app`` the font fallbacks of :func:`font_families` for ``language``, keeping the
    UI font (the first family, resolved to the installed Latin family it stands for by
    :func:`latin_family`, so that Latin letters and punctuation never come from a CJK font)
    and the size."""
    font = QFont(app.font())
    was = font.families()
    base = latin_family((was or [font.family()])[0])
    font.setFamilies(font_families(base, language, bundled))
    if len(was) > 1 and font.families() != was:
        # Qt keeps the font engines it made for the UI font (its first family) with the
        # fallbacks of the language they were made in, whatever families are asked later:
        # after Traditional Chinese, Japanese text led by Latin letters drew its 「・」 and
        # its kanji with the Chinese font ("CPU•むずかしい", session 17, F3). A switch of
        # the fallbacks drops them (QFont.cleanup: Qt's font engine cache for this thread;
        # fonts in use make theirs again, with the new fallbacks, when next drawn).
        QFont.cleanup()
    app.setFont(font)
    # Qt tells only the windows of a new app font, and with a style sheet their children
    # keep the fonts it gave them when polished: after a switch from English to Japanese the
    # side panel still drew with English's fallbacks (「・」 from another font). Each widget
    # is told, and takes the new fallbacks (its own size and weight kept).
    change = QEvent(QEvent.Type.ApplicationFontChange)
    for widget in app.allWidgets():
        QCoreApplication.sendEvent(widget, change)


class LanguageFont(QObject):
    """Keeps the app font's CJK fallback in step with the UI language.

    Install it as an event filter on the main window: Qt delivers ``LanguageChange`` to a
    window before its children, so the font is switched before any child retranslates and
    redraws. ``language`` returns the current UI language code.
    """

    def __init__(
        self,
        app: QApplication,
        language: Callable[[], str],
        bundled: Sequence[str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._app = app
        self._language = language
        self._bundled = list(bundled)
        self.applied: str | None = None

    def update(self) -> None:
        """Apply the fallbacks for the current language if they changed."""
        language = self._language()
        if language != self.applied:
            apply_language_font(self._app, language, self._bundled)
            self.applied = language

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.update()
        return False


def apply_style(app: QApplication, extra_families: list[str], language: str = "en") -> None:
    """Give ``app`` the farm palette, stylesheet and a readable font whose CJK fallbacks suit
    ``language`` (:func:`apply_language_font`; the bundled ``extra_families`` come last)."""
    palette = app.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(CREAM))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    palette.setColor(QPalette.ColorRole.Button, QColor(STRAW))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(BARN))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    # setColor(role, colour) sets every colour group, the disabled one too: give back what
    # cannot be used now its paler text (widgets the stylesheet does not colour)
    disabled = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(disabled, role, QColor(DISABLED))
    palette.setColor(disabled, QPalette.ColorRole.Light, QColor(CREAM))  # no etched shadow
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 10.5))
    app.setFont(font)
    apply_language_font(app, language, extra_families)
    app.setStyleSheet(STYLESHEET)
