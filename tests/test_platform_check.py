"""The first start's check (issue 24, point 6): before the application is made, on Linux with X11,
the libraries Qt's xcb plugin needs are loaded; a missing one is named with the install lines and
the game exits non-zero, before Qt is asked for anything."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import PySide6
import pytest

from gin_desktop.entry.platform_check import EXIT_MISSING, XCB_LIBRARIES, problem, uses_xcb

ROOT = Path(__file__).resolve().parents[1]
QT_OWN = ("libQt6", "libicu", "libc.so", "libm.so", "libstdc++", "libgcc_s", "ld-linux", "libz.so", "libzstd")


@pytest.mark.parametrize(("environ", "platform", "expected"), [
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen:configfile=/tmp/screens.json"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb", "XDG_SESSION_TYPE": "wayland"}, "linux", True),
    ({"XDG_SESSION_TYPE": "x11"}, "linux", True),
    ({}, "linux", True),
    ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),  # (Qt picks Wayland there)
    ({}, "darwin", False),
    ({}, "win32", False),
])
def test_only_x11_on_linux_is_checked(environ: dict[str, str], platform: str, expected: bool) -> None:
    assert uses_xcb(environ, platform) is expected


def test_missing_libraries_are_named_with_the_install_lines() -> None:
    gone = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    text = problem({"QT_QPA_PLATFORM": "xcb"}, "linux", lambda name: name not in gone)
    assert text is not None
    assert "libxcb-cursor.so.0, libxkbcommon-x11.so.0" in text
    assert "sudo apt install libxcb-cursor0 libxkbcommon-x11-0" in text
    assert "sudo dnf install xcb-util-cursor libxkbcommon-x11" in text
    assert problem({"QT_QPA_PLATFORM": "xcb"}, "linux", lambda name: True) is None
    assert problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", lambda name: False) is None


def test_the_game_exits_before_qt_when_a_library_is_missing(tmp_path: Path) -> None:
    """The real start-up in a child process whose dynamic loader cannot find libxcb-cursor.so.0."""
    script = textwrap.dedent("""
        import ctypes, sys
        real = ctypes.CDLL
        class Missing(real):
            def __init__(self, name, *args, **kwargs):
                if name == "libxcb-cursor.so.0":
                    raise OSError(name + ": cannot open shared object file: No such file or directory")
                super().__init__(name, *args, **kwargs)
        ctypes.CDLL = Missing
        from gin_desktop.entry.app import main
        status = main(["--data-dir", sys.argv[1]])
        print("qt-made", "PySide6.QtWidgets" in sys.modules and
              sys.modules["PySide6.QtWidgets"].QApplication.instance() is not None)
        sys.exit(status)
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == EXIT_MISSING, done.stderr
    assert "libxcb-cursor.so.0" in done.stderr and "libxcb-cursor0" in done.stderr
    assert "qt-made False" in done.stdout  # no application was made
    assert not list(tmp_path.iterdir())  # nothing written: no store, no settings


def test_the_list_holds_every_system_library_the_plugin_needs() -> None:
    readelf = shutil.which("readelf")
    qt = Path(PySide6.__file__).parent / "Qt"
    files = [qt / "plugins" / "platforms" / "libqxcb.so",
             *(qt / "lib" / name for name in ("libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libQt6DBus.so.6"))]
    if readelf is None or not all(f.exists() for f in files):
        pytest.skip("needs readelf and PySide6's Linux plugin")
    needed = set()
    for f in files:
        out = subprocess.run([readelf, "-d", str(f)], capture_output=True, text=True, check=True).stdout
        needed |= {line.split("[")[1].split("]")[0] for line in out.splitlines() if "(NEEDED)" in line}
    system = {name for name in needed if not name.startswith(QT_OWN)}
    listed = {name for name, _debian, _fedora in XCB_LIBRARIES}
    assert system - listed == set()


def test_ctypes_is_loaded_only_where_x11_is_checked() -> None:
    """ctypes (and libffi under it) is 0.3 MB of the start's memory: not imported where the check
    does not run (offscreen, Wayland, Windows, macOS)."""
    script = ("import sys; from gin_desktop.entry.platform_check import problem; "
              "problem({'QT_QPA_PLATFORM': 'offscreen'}); print('ctypes' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.stdout.split() == ["False"], done.stderr
