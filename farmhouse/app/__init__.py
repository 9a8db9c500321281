"""The Qt shell: main window, pages, dialogs, settings, translations and the AI worker.

Importing this package (as every board module does through ``board_base``) first applies
the PySide6 work-arounds in :mod:`farmhouse.app.qt_fixes`.
"""

from farmhouse.app.qt_fixes import patch_signal_emit

patch_signal_emit()
