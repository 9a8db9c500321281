"""The board kit: what every game's board is built from (no game is named here).

- :mod:`.base` — :class:`BoardWidget`, the interface the shell drives (show a view, choose
  actions, animate, retranslate).
- :mod:`.game_board` — :class:`GameBoard`, the template a game's board subclasses: it owns
  the show_view → lay_out → draw → animate → targets sequence, reads the game's choice model
  (lit targets, refusals, picks, Esc) and gives every game the same keyboard play;
  ``README.md`` beside this file shows how a board is composed.
- :mod:`.parts` — :class:`~.parts.zone.Zone`, :class:`~.parts.hand.Hand` and
  :class:`~.parts.prompt.PromptBar`, the pieces of a board every game has in some form.
- :mod:`.access` — the board's scene for screen readers (a child per target and readable
  piece, focus and announcement events).
- :mod:`.view` — :class:`BoardView`, a BoardWidget that fits its scene to the window or, for
  boards that need it, pans (drag, arrow keys, Shift+wheel) and zooms (wheel, +/−, 0 = fit);
  it finds the :mod:`target <.targets>` under the pointer, lights legal ones and explains
  refusals.
- :mod:`.layers` — :class:`Layer`, a group of scene items redrawn only when the part of the
  view it shows changes, so a move updates the scene instead of rebuilding it.
- :mod:`.svg` — SVG art rendered per device pixel ratio and zoom, cached.
- :mod:`.painting` — helpers for a board's own paint methods (a pixel, an SVG picture,
  drawings kept per device size).
- :mod:`.targets` — clickable boxes and the glow of a legal choice.
- :mod:`.text` — text that fits its room (shrunk or elided) and wrapped text blocks.
- :mod:`.seats` — seat colours with a shape per seat (colour-blind safe).
- :mod:`.animation` — an animation queue that honours the AI-speed setting and reports when
  it is done.
- :mod:`.palette` — the board colours shared by every game.

:func:`paint_on_one_thread` is called by the app before its QApplication exists (and by the
board benchmark): Qt's raster engine would otherwise hand every fill of 96 or more pixel rows
to a thread pool and wait for it, which on a board (many small pictures drawn through the
clip of the parts that changed) costs more than the fills themselves.
"""

from __future__ import annotations

import os

#: The variable that keeps Qt's raster fills on the painting thread (read once by Qt, the
#: first time it would use its GUI thread pool).
SERIAL_FILLS_VARIABLE = "QT_NO_GUI_THREADPOOL"


def paint_on_one_thread() -> None:
    """Have Qt paint boards on the calling thread, without its GUI thread pool (see the module
    docstring). Must run before Qt paints anything in the process; a value already set in the
    environment is kept. Measured on the boards of every game (``benchmarks/board.py``): a
    move's update + paint took a quarter less CPU time, and the painting thread itself less
    time too (it no longer waits for the pool)."""
    os.environ.setdefault(SERIAL_FILLS_VARIABLE, "1")
