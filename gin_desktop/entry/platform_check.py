"""Before the application is made: can Qt's X11 platform plugin load? (no Qt here)

On a stock Debian 12 the Play command failed on two missing xcb libraries, and Qt's own message
("could not load the Qt platform plugin xcb") blamed a third that was installed. The game now
looks first: on Linux, when Qt is to use X11 (``xcb``: not ``offscreen``, ``wayland`` and the
like), it loads each system library the plugin needs (``libqxcb.so`` and ``libQt6XcbQpa.so.6``
and the Qt GUI they stand on, as ``readelf -d`` lists them: Qt's own libraries and the C runtime
left out) and, when any is missing, says which, with the install line for Debian/Ubuntu and for
Fedora, and the game exits with :data:`EXIT_MISSING`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from typing import Final

EXIT_MISSING: Final = 3
"""The exit status when the platform plugin's libraries are missing."""

XCB_LIBRARIES: Final[tuple[tuple[str, str, str], ...]] = (
    # (library, Debian/Ubuntu package, Fedora package)
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    ("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libX11.so.6", "libx11-6", "libX11"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
    ("libEGL.so.1", "libegl1", "libglvnd-egl"),
    ("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    ("libfreetype.so.6", "libfreetype6", "freetype"),
    ("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    ("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    ("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)
"""What Qt's xcb plugin and the Qt GUI under it load from the system (PySide6 6.x on x86-64)."""


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will start on X11 here: Linux, and ``QT_QPA_PLATFORM`` unset (outside a Wayland
    session, where Qt picks Wayland first) or naming ``xcb``."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(":")[0].split(";")[0].strip().lower() == "xcb"
    return environ.get("XDG_SESSION_TYPE", "").lower() != "wayland"


def _loads(name: str) -> bool:
    import ctypes  # (only where X11 is checked: ctypes and libffi are 0.3 MB of memory elsewhere)

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries(loads: Callable[[str], bool] = _loads) -> list[tuple[str, str, str]]:
    """The plugin's libraries that cannot be loaded, with their packages."""
    return [entry for entry in XCB_LIBRARIES if not loads(entry[0])]


def problem(environ: Mapping[str, str] | None = None, platform: str = sys.platform,
            loads: Callable[[str], bool] = _loads) -> str | None:
    """What to print when Qt's X11 plugin cannot load here (None: it can, or X11 is not used).

    Said in English, on the terminal: no translation can be loaded before Qt is."""
    if not uses_xcb(os.environ if environ is None else environ, platform):
        return None
    missing = missing_libraries(loads)
    if not missing:
        return None
    names = ", ".join(name for name, _debian, _fedora in missing)
    debian = " ".join(dict.fromkeys(deb for _name, deb, _fedora in missing))
    fedora = " ".join(dict.fromkeys(fed for _name, _deb, fed in missing))
    return (f"Gin Rummy cannot open its window: the X11 (xcb) platform of Qt needs libraries that are "
            f"not installed: {names}.\n"
            f"Install them, then start the game again:\n"
            f"  Debian, Ubuntu: sudo apt install {debian}\n"
            f"  Fedora:         sudo dnf install {fedora}\n"
            f"(Or run it on Wayland, where there is one: QT_QPA_PLATFORM=wayland.)")
