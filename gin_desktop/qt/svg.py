"""QtSvg: the card faces' renderer (loaded with the card pixmaps, not before).

Re-exported from ``PySide6.QtSvg`` through :mod:`gin_desktop.qt` (see there): the rest of the
package imports Qt from here, never from PySide6."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtSvg import (
        QSvgRenderer as QSvgRenderer,
    )
else:
    from gin_desktop.qt import reexport

    __getattr__ = reexport("PySide6.QtSvg", globals())
