"""The table as the player left it, shown before the game has loaded (issue 26).

A relaunch spends most of its wait importing and building the game (the rules core, the store,
the table's scene and its widgets), none of which changes what the first frame shows: the window
the player closed. So when the window closes, its picture is kept (``cache/table.still`` in the
saves' folder, the pixels as they are in memory, as the card cache keeps cards); the next launch
shows that picture in a window of the same place and size as soon as Qt is up, then builds the
live table behind it and closes the picture once the table has painted. Firefox's "skeleton UI"
and the launch snapshots of phone operating systems do the same.

The picture must never show anything but the game as it is saved. It is written after the store
has closed, with a *fingerprint* of what it shows: the size and modification time of the
database, its write-ahead log and ``settings.ini``, the language asked for and the system's
window colour. A launch shows it only when all of these are the same now, no other copy holds
the saves' lock, and the window would open at the size the picture was taken at; after a crash,
a move made by another copy or any setting changed, the picture does not match and the table is
painted the usual way. A damaged or unreadable file only means the same. The picture holds no
more than the player's screen did (the hand is the player's own; the computer's cards are backs).

This module is imported before the first paint: it uses Qt and the standard library only.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from gin_desktop.qt.core import QByteArray, QEventLoop, QRect, QSettings, QSize, QTimer
from gin_desktop.qt.gui import QGuiApplication, QIcon, QImage, QPainter, QPalette, QPixmap
from gin_desktop.qt.widgets import QWidget
from gin_desktop.store.lock import FileLock
from gin_desktop.store.paths import DB_NAME, LOCK_NAME
from gin_desktop.ui import kept_look
from gin_desktop.ui.first_paint import FirstPaint
from gin_desktop.ui.kept_look import KeptLook

if TYPE_CHECKING:  # (Qt's namespace alone takes 13 ms to make its enums: the picture needs none of it)
    from gin_desktop.qt.gui import QCloseEvent, QPaintEvent

NAME = "table.still"
MAGIC = b"gin-rummy still 3\n"  # (2: the window icon's pixels follow the picture's; 3: then the controls' kept looks)
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MOST_BYTES = 64 * 1024 * 1024  # (a picture larger than an 8K screen's is not ours)
ICON_SIZE = 128  # the window icon kept with the picture (logical pixels; the title bar's is smaller)
MOST_LOOK_SIDE = 4096  # (device pixels: a kept look is one control's)
PAINT_WAIT_MS = 400  # the most the start waits for the picture to be painted before it goes on
# The platforms where a window's pixels stay on the screen once flushed (the X server or the window
# manager holds them; an expose asks for a repaint): there the picture's window may let its backing store
# go. On Wayland the compositor may read a buffer again later, and macOS shows the store's own surface.
SHOWN_WITHOUT_STORE = frozenset({"xcb", "windows", "offscreen"})


def still_path(data_dir: Path) -> Path:
    return data_dir / "cache" / NAME


def fingerprint(data_dir: Path, language: str, desktop: str | None = None) -> str:
    """What a picture of the table is true for: the saves and the settings as they are on disk now,
    the language asked for and the system's colours (a window following them looks different):
    ``desktop``, the desktop's window colour, where the game has put its own palette over it (a dark
    theme at close; a launch reads it before any theme is applied)."""
    parts = []
    for name in (DB_NAME, f"{DB_NAME}-wal", "settings.ini"):
        try:
            st = (data_dir / name).stat()
        except OSError:
            parts.append("-")
        else:
            parts.append(f"{st.st_size}:{st.st_mtime_ns}")
    window = desktop or QGuiApplication.palette().color(QPalette.ColorRole.Window).name()
    return "|".join([*parts, language, window])


@dataclass(frozen=True)
class Still:
    """A picture of the window, with what it is true for."""

    image: QImage  # (its device pixel ratio is the picture's: see :attr:`ratio`)
    title: str
    state: str  # "normal", "maximized" or "full"
    logical: QSize
    print: str  # the fingerprint (see :func:`fingerprint`)
    pixels: bytes = b""  # the file's bytes the image reads its pixels from (kept while it lives: not copied)
    icon: QImage | None = None  # the window's icon as it showed (the SVG one needs QtSvg, loaded later)
    looks: tuple[KeptLook, ...] = ()  # controls' resting looks, handed on when the picture shows (kept_look.py)

    @property
    def ratio(self) -> float:
        """Device pixels per logical pixel."""
        return self.image.devicePixelRatio()

    def write(self, out: BinaryIO) -> None:
        """The header, then the pixels straight from the image (no copy of them is made)."""
        image = self.image if self.image.format() == FORMAT else self.image.convertToFormat(FORMAT)
        icon = None if self.icon is None or self.icon.isNull() else self.icon.convertToFormat(FORMAT)
        fields = {
            "width": str(image.width()), "height": str(image.height()), "stride": str(image.bytesPerLine()),
            "ratio": repr(self.ratio), "title": self.title, "state": self.state,
            "logical": f"{self.logical.width()}x{self.logical.height()}", "print": self.print,
            "icon": "0x0" if icon is None else f"{icon.width()}x{icon.height()}",
        }
        looks = [(look, look.image.convertToFormat(kept_look.FORMAT)) for look in self.looks]
        for n, (look, pixels) in enumerate(looks):
            fields[f"look.{n}"] = "\t".join((
                look.name, f"{look.hint.width()}x{look.hint.height()}", f"{pixels.width()}x{pixels.height()}",
                repr(pixels.devicePixelRatio()), look.key, look.hint_key))
        head = "".join(f"{key}={value.replace(chr(10), ' ')}\n" for key, value in fields.items()) + "\n"
        out.write(MAGIC + head.encode("utf-8"))
        out.write(memoryview(image.constBits()))
        if icon is not None:
            out.write(memoryview(icon.constBits()))  # (32-bit pixels: its lines need no padding)
        for _look, pixels in looks:
            out.write(memoryview(pixels.constBits()))

    @classmethod
    def from_bytes(cls, data: bytes) -> Still | None:
        """The picture in ``data``, or None where it is not a whole one of ours."""
        if not data.startswith(MAGIC):
            return None
        end = data.find(b"\n\n", len(MAGIC))
        if end < 0:
            return None
        try:
            lines = data[len(MAGIC):end].decode("utf-8").split("\n")
            fields = dict(line.split("=", 1) for line in lines)
            width, height, stride = int(fields["width"]), int(fields["height"]), int(fields["stride"])
            ratio = float(fields["ratio"])
            logical_w, logical_h = (int(n) for n in fields["logical"].split("x"))
            title, state, printed = fields["title"], fields["state"], fields["print"]
            icon_w, icon_h = (int(n) for n in fields["icon"].split("x"))
            heads = [_look_head(fields[f"look.{n}"]) for n in range(len(fields)) if f"look.{n}" in fields]
        except (UnicodeDecodeError, ValueError, KeyError):
            return None
        start, size = end + 2, stride * height
        looks_size = sum(4 * w * h for _name, _hint, (w, h), _ratio, _key, _hint_key in heads)
        if (not 0 < width <= 16384 or not 0 < height <= 16384 or stride < 4 * width
                or not 0 <= icon_w <= 1024 or not 0 <= icon_h <= 1024 or (icon_w == 0) != (icon_h == 0)
                or len(data) - start != size + 4 * icon_w * icon_h + looks_size
                or not 0.5 <= ratio <= 8 or state not in ("normal", "maximized", "full")):
            return None
        image = QImage(memoryview(data)[start:start + size], width, height, stride, FORMAT)  # (no copy: ``pixels``)
        image.setDevicePixelRatio(ratio)
        # The icon and the looks are copied (small): they outlive the picture (the windows' icon until the game's
        # own replaces it), and a view would keep the whole file's bytes (the picture's pixels) alive with them.
        at = start + size + 4 * icon_w * icon_h
        icon = QImage(memoryview(data)[start + size:at], icon_w, icon_h, 4 * icon_w, FORMAT).copy() if icon_w else None
        looks = []
        for name, hint, (w, h), look_ratio, key, hint_key in heads:
            pixels = QImage(memoryview(data)[at:at + 4 * w * h], w, h, 4 * w, kept_look.FORMAT).copy()
            pixels.setDevicePixelRatio(look_ratio)
            looks.append(KeptLook(name, key, hint_key, hint, pixels))
            at += 4 * w * h
        return cls(image, title, state, QSize(logical_w, logical_h), printed, data, icon, tuple(looks))


def _look_head(field: str) -> tuple[str, QSize, tuple[int, int], float, str, str]:
    """A kept look's line of the header: its name, hint, pixel size, ratio, key and hint's key."""
    name, hint, pixels, ratio, key, hint_key = field.split("\t")
    hint_w, hint_h = (int(n) for n in hint.split("x"))
    w, h = (int(n) for n in pixels.split("x"))
    if not (0 < w <= MOST_LOOK_SIDE and 0 < h <= MOST_LOOK_SIDE and 0.5 <= float(ratio) <= 8):
        raise ValueError(field)
    return name, QSize(hint_w, hint_h), (w, h), float(ratio), key, hint_key


def take_still(window: QWidget, looks: tuple[KeptLook, ...] = ()) -> Still | None:
    """The picture of ``window`` as it shows now (None when it is not shown), with the resting ``looks``
    of its controls that draw through the style (``kept_look.py``)."""
    if not window.isVisible() or window.isMinimized():
        return None
    pixmap = window.grab()
    state = "full" if window.isFullScreen() else "maximized" if window.isMaximized() else "normal"
    image = pixmap.toImage()
    del pixmap  # (one copy of the pixels at a time)
    shown = window.windowIcon()
    icon = None if shown.isNull() else shown.pixmap(ICON_SIZE, ICON_SIZE).toImage()
    return Still(image, window.windowTitle(), state, window.size(), "", icon=icon, looks=looks)


def keep_still(still: Still, data_dir: Path, language: str, desktop: str | None = None) -> bool:
    """Write ``still`` for the next launch, with the fingerprint of the saves as they are now (call it
    once the store and the settings are closed; ``desktop``: see :func:`fingerprint`). False when the
    folder cannot be written."""
    path = still_path(data_dir)
    stamped = replace(still, print=fingerprint(data_dir, language, desktop))
    temp = path.with_suffix(".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with temp.open("wb") as out:
            stamped.write(out)
        os.replace(temp, path)  # (whole or not at all: a crash mid-write leaves the old one or none)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        return False
    return True


def forget_still(data_dir: Path) -> None:
    """No picture for the next launch (the window closed without one: an older one must not show)."""
    with contextlib.suppress(OSError):
        still_path(data_dir).unlink()


def read_still(data_dir: Path, language: str) -> Still | None:
    """The kept picture when it is true for the saves as they are now, else None."""
    still = read_kept(data_dir)
    if still is None or still.print != fingerprint(data_dir, language):
        return None
    return still


def read_kept(data_dir: Path) -> Still | None:
    """The kept picture whatever it is true for (None when there is no whole one)."""
    path = still_path(data_dir)
    try:
        if path.stat().st_size > MOST_BYTES:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return Still.from_bytes(data)


def saves_free(data_dir: Path) -> bool:
    """True when no other copy of the game holds these saves (that copy is brought to the front
    instead, and no picture may show meanwhile)."""
    lock = FileLock(data_dir / LOCK_NAME)
    try:
        if not (data_dir / LOCK_NAME).exists():
            return True
        taken = lock.acquire()
    except OSError:
        return False
    lock.release()
    return taken


class StillWindow(QWidget):
    """A window that shows a kept picture of the table until the live one has painted."""

    def __init__(self, still: Still, again: Callable[[], Still | None] | None = None) -> None:
        """``again`` reads the picture again: given it, the window lets its pixels go once they are
        painted (its backing store holds them; a later repaint, rare in the moment it shows, reads
        them again), so the picture does not add its size to the live table's peak memory."""
        super().__init__()
        self.still: Still | None = still
        self.again = again
        self.done = False
        self.setWindowTitle(still.title)
        if still.icon is not None and QGuiApplication.windowIcon().isNull():
            # The icon the window showed, for every window of this launch until the game's own (drawn
            # from its SVG, after the live table's first paint) replaces it: no window without one.
            QGuiApplication.setWindowIcon(QIcon(QPixmap.fromImage(still.icon)))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.done:
            return
        still = self.still or (self.again() if self.again is not None else None)
        painter = QPainter(self)
        if still is None:  # (the file went since: the window's colour, for the moment it shows)
            painter.fillRect(self.rect(), self.palette().window())
        elif self.size() == still.logical:
            painter.drawImage(0, 0, still.image)
        else:  # (the window manager chose another size: the picture stretched, for the moment it shows)
            painter.drawImage(QRect(0, 0, self.width(), self.height()), still.image)
        painter.end()
        self.still = None if self.again is not None else still

    def let_go(self) -> None:
        """Once painted, drop the window's copy of the picture too (its backing store, the size of the
        window: the live table's window makes its own), where the platform keeps what a window showed
        without it; a repaint, rare in the moment the picture shows, makes it again."""
        if self.again is None or QGuiApplication.platformName() not in SHOWN_WITHOUT_STORE:
            return
        store = self.backingStore()
        if store is not None:
            store.resize(QSize(1, 1))  # (the next paint resizes it back to the window's size)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.done:
            super().closeEvent(event)
        else:
            event.ignore()  # (closing the picture would not stop the game starting: its window does that)

    def finish(self) -> None:
        """The live table has painted: go."""
        self.done = True
        self.close()
        self.deleteLater()
        self.still = None  # (its pixels go now, not when the start-up's variables do)


def show_still(data_dir: Path, language: str, settings_file: Path,
               on_paint: Callable[[], object] | None = None) -> StillWindow | None:
    """Show the kept picture of the table when it is true for these saves and this window, and
    return once it has painted (or after :data:`PAINT_WAIT_MS`); None where there is none to show."""
    still = read_still(data_dir, language)
    if still is None or not saves_free(data_dir):
        return None
    window = StillWindow(still, lambda: read_kept(data_dir))
    geometry = QSettings(str(settings_file), QSettings.Format.IniFormat).value("window/geometry")
    if not isinstance(geometry, QByteArray) or geometry.isEmpty() or not window.restoreGeometry(geometry):
        return None
    screen = window.screen()
    if screen is None or abs(screen.devicePixelRatio() - still.ratio) > 1e-6:
        return None
    shown = "full" if window.isFullScreen() else "maximized" if window.isMaximized() else "normal"
    if shown != still.state or (shown == "normal" and window.size() != still.logical):
        return None  # (the window opens at another size than the picture's: the table is painted as usual)
    loop = QEventLoop()
    painted = FirstPaint(window, loop.quit)
    if on_paint is not None:
        FirstPaint(window, on_paint)
    QTimer.singleShot(PAINT_WAIT_MS, loop.quit)
    window.show()
    loop.exec()
    painted.deleteLater()
    if painted.seen:
        window.let_go()
    kept_look.hand_on(still.looks)  # (the table behind the picture is built next: its controls take theirs)
    return window


__all__ = ["NAME", "Still", "StillWindow", "forget_still", "keep_still", "read_kept", "read_still", "show_still",
           "still_path", "take_still"]

