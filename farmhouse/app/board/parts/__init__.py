"""The board kit's parts: pieces of a board every game has in some form, each drawing,
laying out, lighting and animating its own items on a
:class:`~farmhouse.app.board.game_board.GameBoard`.

- :mod:`.zone` — :class:`~.zone.Zone`, a row, column or pile of pieces (a pasture's side, a
  discard pile, a seat's cards) and :class:`~.zone.Piece`, one piece it shows;
- :mod:`.hand` — :class:`~.hand.Hand`, the seat's own cards or tiles: a zone along the
  bottom that numbers its pieces for their keys and lifts the picked ones;
- :mod:`.prompt` — :class:`~.prompt.PromptBar`, the line that says what to do now, with the
  buttons of the choices that are no piece (pass, keep all, go);
- :mod:`.recent` — :class:`~.recent.RecentPanel`, "Since your last turn" with its one title in
  every game (:func:`~.recent.recent_title`), what the shell's ``set_recent`` gives;
- :mod:`.buttons` — :func:`~.buttons.button` and :func:`~.buttons.button_row`, buttons whose
  one-line labels fit (shrunk, then shortened with the whole label as tooltip);
- :mod:`.pile` — :class:`~.pile.Pile`, a deck, bag or supply: its pictures and its count
  under them, named by the count for screen readers;
- :mod:`.plate` — :class:`~.plate.SeatPlate`, a seat's name plate: its colour and symbol,
  the name kept whole, the turn badge, count lines; lit while it is that seat's turn;
- :mod:`.final` — :class:`~.final.FinalRows`, the end-of-game rows: place, seat symbol,
  name kept whole, score and its breakdown (figures and words);
- :mod:`.choice_panel` — :class:`~.choice_panel.ChoicePanel`, a numbered choice panel (a
  title, the choices as pieces or buttons with their numbers and keys 1–9, Keep/Pass).
- :mod:`.overlay` — a pan/zoom board's parts pinned to the window (panels, backing bands,
  header chips, zoom buttons) and badges that keep their size in pixels on the scene;
- :mod:`.grid` — :class:`~.grid.SquareGrid`, a landscape of square cells, and
  :class:`~.grid.PlaceMark`, a place a piece may go on it;
- :mod:`.look` — :class:`~.look.Look`, how the template's ``light`` shows targets (hover
  gold, the rest of a kind dimmed, a pointing hand, buttons' fill), and
  :func:`~.look.restyle`, an item's look changed and repainted only when it changed.

A board composes them (it owns its parts; a part never reaches into the board beyond the
GameBoard interface). See ``farmhouse/app/board/README.md``.
"""
