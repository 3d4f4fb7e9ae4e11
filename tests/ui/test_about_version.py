"""Help > About shows the version from pyproject.toml (the one --version prints and the changelog names)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from tests.ui.conftest import Builder

ROOT = Path(__file__).resolve().parents[2]


def test_about_shows_the_release_version(build: Builder) -> None:
    with open(ROOT / "pyproject.toml", "rb") as f:
        version = tomllib.load(f)["project"]["version"]
    window = build().window
    window.commands.about_action.trigger()
    (box,) = [b for b in window.findChildren(QMessageBox) if b.objectName() == "about" and b.isVisible()]
    assert box.text().splitlines()[0] == f"Gin Rummy {version}"
