"""Shared test setup: Qt runs offscreen and every test gets its own empty user data folder."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    """Keep saves, autosaves and settings of each test in a fresh temporary folder."""
    monkeypatch.setenv("FARMHOUSE_DATA_DIR", str(tmp_path / "data"))
