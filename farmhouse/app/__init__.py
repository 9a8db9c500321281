"""The Qt shell: main window, pages, dialogs, settings, translations and the AI worker.

Importing this package (as every board module does through ``board_base``) first applies
the PySide6 work-around in :mod:`farmhouse.app.qt_fixes`.
"""

from farmhouse.app.qt_fixes import immortalise_singletons

immortalise_singletons()
