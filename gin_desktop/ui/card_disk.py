"""Rendered cards kept on disk between launches, as KPat keeps its card cache: a later start
loads the table's cards at the size it shows them, instead of parsing their SVG and rendering
it (about 0.6 ms and 170 KB a card, 13 cards for a resumed table's first frame, and QtSvg need
not be loaded before it).

A file holds the card's pixels as they are in memory (premultiplied ARGB32, this machine's byte
order: the cache never leaves it), not a PNG: reading a PNG makes Qt look through its image
format plugins first, which cost more than the drawing saved.

A file is named by the card, its size, the device pixel ratio, the colour scheme and the
modification time and size of the SVG it was drawn from, so a changed picture is drawn anew.
Only the classic deck's faces and the backs are kept (the large-index faces are drawn from
code, not files). Written when the app closes (:meth:`CardPixmaps.keep_on_disk`), for the size
the table was shown at last; other sizes' files go then, so the folder holds one table's
worth. A folder that cannot be read or written only means cards are drawn as before.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from gin_desktop.qt.gui import QImage, QPixmap

SUFFIX = ".argb"
FORMAT = QImage.Format.Format_ARGB32_Premultiplied


class CardDisk:
    """The folder of rendered cards (created when first written)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def name(self, stem: str, source: Path, width: int, height: int, dpr: float, four_colour: bool) -> str | None:
        """The file name of ``stem`` drawn from ``source`` at this size, or None when the source
        cannot be read (nothing is kept for it)."""
        try:
            st = source.stat()
        except OSError:
            return None
        scheme = "4" if four_colour else "2"
        return f"{stem}-{width}x{height}-{dpr:g}-{scheme}-{st.st_mtime_ns:x}-{st.st_size:x}{SUFFIX}"

    def load(self, name: str, device_width: int, device_height: int) -> QPixmap | None:
        """The kept picture, if there is one of that size in device pixels."""
        try:
            data = (self.folder / name).read_bytes()
        except OSError:
            return None
        if len(data) != device_width * device_height * 4:
            return None  # (cut short: drawn anew, and written again at close)
        image = QImage(data, device_width, device_height, device_width * 4, FORMAT)
        return QPixmap.fromImage(image.copy())  # (copied into Qt's own memory: the pixmap may share an
        # image's pixels, and these bytes go when this returns)

    def keep(self, pictures: dict[str, QPixmap], size_tag: str) -> int:
        """Write ``pictures`` (file name -> pixmap) and remove the other files: other sizes than
        ``size_tag`` (the ``-<w>x<h>-<dpr>-`` part of their names), other kinds; how many were written."""
        written = 0
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            for entry in os.scandir(self.folder):
                ours = entry.name.endswith((SUFFIX, SUFFIX + ".tmp"))  # (only our own files ever go)
                if ours and not (entry.name.endswith(SUFFIX) and size_tag in entry.name):  # other sizes, torn writes
                    with contextlib.suppress(OSError):
                        os.remove(entry.path)
            for name, pixmap in pictures.items():
                final = self.folder / name
                temporary = final.with_name(final.name + ".tmp")
                image = pixmap.toImage().convertToFormat(FORMAT)
                if image.bytesPerLine() != image.width() * 4:
                    continue
                temporary.write_bytes(bytes(image.constBits()))
                os.replace(temporary, final)  # (whole or not at all: a reader never sees half a file)
                written += 1
        return written


def size_tag(width: int, height: int, dpr: float) -> str:
    """The part of a kept file's name that says its size (see :meth:`CardDisk.name`)."""
    return f"-{width}x{height}-{dpr:g}-"
