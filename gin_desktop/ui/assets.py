"""Where the bundled assets (card SVGs) live, for source runs and frozen builds.

From a source tree (or an editable install) the assets are the project's top-level
``assets/`` folder, next to the ``gin_desktop`` package. A regular (wheel) install
puts the card deck under ``<prefix>/share/gin-desktop/assets`` (``data-files`` in
pyproject.toml). A PyInstaller build unpacks its data files under ``sys._MEIPASS``;
bundle the folder as ``assets`` there (``datas=[("assets", "assets")]``).
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The folder holding ``cards/`` and any other bundled assets."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "assets"
    source = Path(__file__).resolve().parent.parent.parent / "assets"
    if (source / "cards").is_dir():
        return source
    return Path(sys.prefix) / "share" / "gin-desktop" / "assets"


def asset_path(*parts: str) -> Path:
    """``asset_path("cards", "AS.svg")``: the path of one bundled asset (it may not exist)."""
    return assets_root().joinpath(*parts)
