"""The window icon drawn from ``assets/icon.svg``, kept on disk between launches as the cards are
(:mod:`.card_disk`): a later launch gives its windows the icon from these pixels instead of loading
QtSvg and its icon plugin for it, 1.2 MB of the live table's peak memory (issue 26). QtSvg then loads
when a card not kept on disk is first drawn.

Where it is used: on X11 (and offscreen) at a device pixel ratio of 1. There the window system is
given the icon at 16, 32, 64 and 128 pixels (what Qt's xcb plugin asks a scalable icon for), so the
file holds Qt's SVG icon engine's own drawing at exactly those sizes, premultiplied ARGB32 in this
machine's byte order, one after the other: the window manager gets the same pixels as from the SVG.
Elsewhere (Windows, macOS, Wayland, another ratio), which sizes are asked for is the platform's
choice, and the SVG is used as before.

The file is named by the modification time and size of the SVG: a changed icon is drawn from the
SVG again, and kept when the app closes (:func:`keep_icon`). A file that cannot be read or written
only means the SVG is used as before.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Final

from gin_desktop.qt.core import QSize
from gin_desktop.qt.gui import QGuiApplication, QIcon, QImage, QPixmap

SIZES: Final = (16, 32, 64, 128)
"""The sizes Qt's xcb plugin draws a scalable window icon at (pixels, at a ratio of 1)."""
PLATFORMS: Final = frozenset({"xcb", "offscreen"})
"""Where the kept icon is used (see above)."""
FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
PREFIX: Final = "icon-"
SUFFIX: Final = ".argb"


def usable(app: QGuiApplication) -> bool:
    """Whether this run's windows may take the kept icon (see above)."""
    return app.platformName() in PLATFORMS and app.devicePixelRatio() == 1


def kept_name(source: Path) -> str | None:
    """The file name of ``source`` drawn (None when the source cannot be read)."""
    try:
        st = source.stat()
    except OSError:
        return None
    return f"{PREFIX}{st.st_mtime_ns:x}-{st.st_size:x}{SUFFIX}"


def load_icon(folder: Path, source: Path) -> QIcon | None:
    """The icon kept in ``folder`` for ``source``, or None when there is none whole."""
    name = kept_name(source)
    if name is None:
        return None
    try:
        data = (folder / name).read_bytes()
    except OSError:
        return None
    if len(data) != sum(4 * side * side for side in SIZES):
        return None  # (cut short: drawn anew, and written again at close)
    icon = QIcon()
    start = 0
    for side in SIZES:
        end = start + 4 * side * side
        image = QImage(data[start:end], side, side, 4 * side, FORMAT).copy()  # (its own pixels: ``data`` goes)
        icon.addPixmap(QPixmap.fromImage(image))
        start = end
    return icon


def keep_icon(folder: Path, source: Path) -> bool:
    """Draw ``source`` at :data:`SIZES` and keep it in ``folder`` (older kept icons go); nothing is
    drawn when it is kept already. False when it cannot be kept."""
    name = kept_name(source)
    if name is None:
        return False
    final = folder / name
    if final.is_file():
        return True
    icon = QIcon(str(source))  # (QtSvg's icon engine: the drawing the windows would get from it)
    parts = []
    for side in SIZES:
        image = icon.pixmap(QSize(side, side), 1.0).toImage().convertToFormat(FORMAT)
        if image.width() != side or image.height() != side or image.bytesPerLine() != 4 * side:
            return False
        parts.append(bytes(image.constBits()))
    temporary = final.with_name(final.name + ".tmp")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for entry in os.scandir(folder):
            if entry.name.startswith(PREFIX) and entry.name != name:  # (an older icon, a torn write)
                with contextlib.suppress(OSError):
                    os.remove(entry.path)
        temporary.write_bytes(b"".join(parts))
        os.replace(temporary, final)  # (whole or not at all)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    return True
