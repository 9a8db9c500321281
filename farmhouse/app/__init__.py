"""The Qt shell: main window, pages, dialogs, settings, translations and the AI worker."""
