"""The board kit: what every game's board is built from (no game is named here).

- :mod:`.base` — :class:`BoardWidget`, the interface the shell drives (show a view, choose
  actions, animate, retranslate).
- :mod:`.view` — :class:`BoardView`, a BoardWidget that fits its scene to the window or, for
  boards that need it, pans (drag, scroll bars, arrow keys) and zooms (wheel, +/−, 0 = fit);
  it finds the :mod:`target <.targets>` under the pointer, lights legal ones and explains
  refusals.
- :mod:`.layers` — :class:`Layer`, a group of scene items redrawn only when the part of the
  view it shows changes, so a move updates the scene instead of rebuilding it.
- :mod:`.svg` — SVG art rendered per device pixel ratio and zoom, cached.
- :mod:`.targets` — clickable boxes and the glow of a legal choice.
- :mod:`.text` — text that fits its room (shrunk or elided) and wrapped text blocks.
- :mod:`.seats` — seat colours with a shape per seat (colour-blind safe).
- :mod:`.animation` — an animation queue that honours the AI-speed setting and reports when
  it is done.
- :mod:`.palette` — the board colours shared by every game.
"""
