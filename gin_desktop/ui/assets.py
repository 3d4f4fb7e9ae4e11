"""Where the bundled assets (card SVGs) live, for source runs and frozen builds.

From a source tree (or an editable install) the assets are the project's top-level
``assets/`` folder, next to the ``gin_desktop`` package. A PyInstaller build unpacks
its data files under ``sys._MEIPASS``; bundle the folder as ``assets`` there
(``datas=[("assets", "assets")]``) and :func:`asset_path` finds it.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The folder holding ``cards/`` and any other bundled assets."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """``asset_path("cards", "AS.svg")``: the path of one bundled asset (it may not exist)."""
    return assets_root().joinpath(*parts)
