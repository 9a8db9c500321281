"""A question asked on the board before an action that cannot be undone ("Quit now for a
bonus of 6 points?"): :class:`Confirmation`.

The choice model asks it: picking the question's ``ask`` target (a Quit button) leads to its
``confirm`` target, whose pick is the action. While the selection ends with ``ask`` the
question is asked, and the board shows it in the kit's
:class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`: its title, a confirm button
(bound to ``confirm``: lit, focused by Tab, named like every target) and a Cancel button
beside it. Cancel is no choice of the model, but the keyboard reaches it as a target: the kit
focuses :data:`CANCEL` (its :attr:`Confirmation.cancel_item`) after the confirm button (Tab,
Shift+Tab, the arrow keys), rings it and names it to screen readers, and picking it (Enter,
Space) cancels. Only the confirm button was a stop of Tab, and a keyboard player could not
reach Cancel (session 20). The kit's :class:`~farmhouse.app.board.game_board.GameBoard`
answers the question while its
:attr:`~farmhouse.app.board.game_board.GameBoard.confirmation` is set:

- confirm: a click on the confirm button, Enter on it or with no target focused, the
  question's key again (Q after Q) or a click on the ``ask`` target again;
- cancel: Esc, the Cancel button clicked or Enter on it step back out of the question and pick
  again what was picked before it was asked (``restore``: a held tile put back when Quit was
  pressed);
- the shell's Esc (taking a hint away) waits while the question is shown
  (:attr:`~farmhouse.app.board.game_board.GameBoard.answers_escape`): the question says that
  Esc cancels.

The part translates nothing: the board words the title and the buttons' labels and says where
the panel goes (:meth:`Confirmation.show`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.parts.choice_panel import ChoicePanel
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import Selection, Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The keyboard's target for a question's Cancel button (no choice of any game's model: the
#: kit focuses it and picking it cancels; see the module docstring).
CANCEL: Target = ("question.cancel",)


class Confirmation:
    """The question asked on ``board`` by picking ``ask``, answered by picking ``confirm`` (see
    the module docstring). ``key``: the key that asked it (Q), which confirms it when pressed
    again (None: none). ``restore(selection)``: what to pick again after cancelling the
    question asked by ``selection`` (default: nothing; the kit steps back its last pick).

    Its panel (:attr:`panel`, a :class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`
    in a layer of its own at ``z``, under ``parent`` if given: the board's ``overlay`` pins it
    to the window): the title at ``title_size``, then the confirm button and Cancel, each
    ``button`` (width, height) scene units, ``gap`` apart, centred across the frame and on a
    row ``row`` units high under the title."""

    def __init__(
        self,
        board: GameBoard,
        ask: Target,
        confirm: Target,
        key: Qt.Key | None = None,
        *,
        restore: Callable[[Selection], Selection] | None = None,
        parent: QGraphicsItem | None = None,
        z: float = 19.0,
        button: tuple[float, float] = (180.0, 40.0),
        gap: float = 18.0,
        row: float = 64.0,
        title_size: float = 15.0,
    ) -> None:
        self.board, self.ask, self.confirm, self.key = board, ask, confirm, key
        self.cancel_target: Target = CANCEL
        self._restore = restore
        self.panel = ChoicePanel(
            board, QSizeF(0, row), z=z, gap=gap, button=button, title_size=title_size
        )
        if parent is not None:
            self.panel.layer.setParentItem(parent)

    @property
    def asked(self) -> bool:
        """True while the question is asked: the board's selection ends with ``ask``."""
        selection = self.board.selection
        return bool(selection) and selection[-1] == self.ask

    @property
    def shown(self) -> bool:
        """True while the question is asked and its panel is on the board."""
        return self.asked and not self.panel.rect.isEmpty()

    @property
    def buttons(self) -> list[Box]:
        """The panel's confirm and Cancel buttons while it is shown, else []."""
        cancel = [self.panel.cancel] if self.panel.cancel is not None else []
        return [*self.panel.buttons.values(), *cancel]

    @property
    def cancel_item(self) -> Box | None:
        """The Cancel button while the question is shown (the item of
        :attr:`cancel_target`), else None."""
        return self.panel.cancel if self.shown else None

    def show(self, rect: QRectF, title: str, confirm: str, cancel: str) -> bool:
        """Show the question in the frame ``rect`` (the board's scene units, or its overlay's
        pixels under ``parent``): ``title`` (its tooltip too: screen readers list it), the
        confirm button labelled ``confirm`` (bound to the ``confirm`` target) and the Cancel
        button labelled ``cancel`` (its tooltip too). Drawn anew only when something given
        changed; True if it drew."""
        panel = self.panel
        pair = 2 * panel.button.width() + panel.gap  # (both buttons, centred across the frame)
        left = rect.width() / 2 - panel.pad - pair / 2
        buttons = [(self.confirm, confirm)]
        drew = panel.show(rect, [], title=title, buttons=buttons, key=(), left=left, cancel=cancel)
        if panel.cancel is not None:
            panel.cancel.lit = True  # (it can be pressed: a button to screen readers, pressed
            # under the pointer as the confirm button is)
        return drew

    def clear(self) -> None:
        """Take the question's panel off the board (it is no longer asked)."""
        self.panel.clear()

    def cancel(self) -> bool:
        """Step back out of the question (Esc, Cancel) and pick again what ``restore`` says
        was picked before it. False (nothing done) while it is not asked."""
        board = self.board
        if not self.asked:
            return False
        again = self._restore(board.selection) if self._restore is not None else ()
        board.step_back()
        for target in again:  # (a pick may add more than one target: those in already)
            if target not in board.selection and not board.pick(target):
                break
        return True

    def clicked(self, item: QGraphicsItem) -> bool:
        """A click on ``item``, which is no target: the Cancel button cancels the question.
        True if the click was taken."""
        if self.panel.cancel is None or item is not self.panel.cancel:
            return False
        self.cancel()
        return True

    def key_target(self, event: QKeyEvent) -> Target | None:
        """``confirm`` when ``event`` is the question's key pressed again while it is asked
        (the board picks it as a shortcut), else None."""
        if self.key is None or event.key() != self.key or not self.asked:
            return None
        return self.confirm

    def pressed(self, event: QMouseEvent, found: tuple[str, Any, QGraphicsItem] | None) -> bool:
        """A mouse press over ``found`` (the target under it, or None): a left click on the
        ``ask`` target while the question is asked confirms it (as its key again). True if
        the press was taken."""
        if event.button() != Qt.MouseButton.LeftButton or found is None:
            return False
        if found[1] != self.ask or not self.asked:
            return False
        self.board.pick(self.confirm)
        return True
