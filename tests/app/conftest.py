"""Fixtures of the app's tests."""

from __future__ import annotations

import pytest

from farmhouse.app import style


@pytest.fixture
def styled_app(qapp):
    """The app's look as ``open_window`` gives it (fonts, stylesheet: the bold primary
    buttons included), restored afterwards."""
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "en")
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)
