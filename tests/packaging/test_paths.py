"""farmhouse.paths finds resources/ and i18n/ in a source checkout and in a PyInstaller bundle."""

import sys
from pathlib import Path

from farmhouse import paths

REPO = Path(__file__).resolve().parents[2]


def test_source_checkout_points_at_the_repository_folders():
    assert paths.resources_dir() == REPO / "resources"
    assert paths.i18n_dir() == REPO / "i18n"
    assert (paths.resources_dir() / "icons" / "farmhouse.svg").is_file()
    assert sorted(paths.i18n_dir().glob("farmhouse_*.ts"))


def test_frozen_bundle_uses_meipass(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.bundle_root() == tmp_path.resolve()
    assert paths.resources_dir() == tmp_path.resolve() / "resources"
    assert paths.i18n_dir() == tmp_path.resolve() / "i18n"
