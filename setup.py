"""Build hook: the wheel carries the art, fonts and translations.

In the repository ``resources/`` and ``i18n/`` sit at the top level (DESIGN: layers), beside
the ``farmhouse`` package. A regular (not editable) build copies them into the package as
``farmhouse/resources`` and ``farmhouse/i18n``, where :mod:`farmhouse.paths` finds them in an
installed app. Everything else about the build is in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: Top-level folder -> file patterns copied into the package.
DATA = {"resources": ("**/*",), "i18n": ("*.ts", "*.qm")}


class BuildPyWithData(build_py):
    """``build_py`` that also copies :data:`DATA` into ``<build_lib>/farmhouse/``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the folders from the checkout
        for folder, patterns in DATA.items():
            target = Path(self.build_lib) / "farmhouse" / folder
            for pattern in patterns:
                for source in sorted((ROOT / folder).glob(pattern)):
                    if source.is_file():
                        dest = target / source.relative_to(ROOT / folder)
                        dest.parent.mkdir(parents=True, exist_ok=True)
                        shutil.copy2(source, dest)


setup(cmdclass={"build_py": BuildPyWithData})
