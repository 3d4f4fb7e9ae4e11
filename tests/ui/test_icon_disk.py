"""The window icon's pixels kept on disk (ui/icon_disk.py, issue 26): a later launch gives its windows
the icon without loading QtSvg, at every size X11 is given the very pixels the SVG's icon engine
draws; a changed SVG is drawn anew; a missing or cut-short file means the SVG as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QApplication

from gin_desktop.entry.app import install_icon
from gin_desktop.ui.assets import asset_path
from gin_desktop.ui.icon_disk import SIZES, keep_icon, kept_name, load_icon, usable

ROOT = Path(__file__).resolve().parents[2]


def pixels(icon: QIcon, side: int) -> bytes:
    image = icon.pixmap(QSize(side, side), 1.0).toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert (image.width(), image.height()) == (side, side)
    return bytes(image.constBits())


def test_the_kept_icon_is_the_svgs_drawing_at_every_size(qapp: QApplication, tmp_path: Path) -> None:
    source = asset_path("icon.svg")
    assert load_icon(tmp_path, source) is None  # (nothing kept yet)
    assert keep_icon(tmp_path, source)
    kept = load_icon(tmp_path, source)
    assert kept is not None
    assert sorted(s.width() for s in kept.availableSizes()) == list(SIZES)
    drawn = QIcon(str(source))
    for side in SIZES:
        assert pixels(kept, side) == pixels(drawn, side)


def test_a_changed_svg_is_drawn_anew_and_the_older_file_goes(qapp: QApplication, tmp_path: Path) -> None:
    source = tmp_path / "icon.svg"
    source.write_bytes(asset_path("icon.svg").read_bytes())
    folder = tmp_path / "icon"
    assert keep_icon(folder, source)
    old = kept_name(source)
    os.utime(source, ns=(1_000_000_000, 1_000_000_000))  # (an update of the game brought another icon)
    assert load_icon(folder, source) is None
    assert keep_icon(folder, source)
    assert [p.name for p in folder.iterdir()] == [kept_name(source)] != [old]
    assert load_icon(folder, source) is not None


def test_a_cut_short_or_missing_file_means_the_svg(qapp: QApplication, tmp_path: Path) -> None:
    source = asset_path("icon.svg")
    assert keep_icon(tmp_path, source)
    name = kept_name(source)
    assert name is not None
    data = (tmp_path / name).read_bytes()
    (tmp_path / name).write_bytes(data[:-4])
    assert load_icon(tmp_path, source) is None
    assert load_icon(tmp_path, tmp_path / "gone.svg") is None and not keep_icon(tmp_path, tmp_path / "gone.svg")
    qapp.setWindowIcon(QIcon())
    assert install_icon(qapp, kept=tmp_path)  # (from the SVG)
    assert qapp.windowIcon().availableSizes() == []  # (the SVG's engine: scalable, no fixed sizes)


def test_only_x11_and_offscreen_at_ratio_one_take_it(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    assert usable(qapp)  # (the tests run offscreen at 1)
    monkeypatch.setattr(QApplication, "devicePixelRatio", lambda self: 2.0)
    assert not usable(qapp)
    monkeypatch.setattr(QApplication, "devicePixelRatio", lambda self: 1.0)
    monkeypatch.setattr(QApplication, "platformName", lambda *_: "wayland")
    assert not usable(qapp)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_a_later_launch_sets_the_icon_without_loading_qtsvg(tmp_path: Path) -> None:
    """The memory this saves: QtSvg and its icon plugin are not loaded for the icon once it is kept
    (the first launch keeps it at close: ``entry/app.py``)."""
    script = """
import sys
from pathlib import Path
from gin_desktop.qt.widgets import QApplication
from gin_desktop.entry.app import install_icon
app = QApplication([])
folder = Path(sys.argv[1])
if sys.argv[2] == "keep":
    from gin_desktop.ui.assets import asset_path
    from gin_desktop.ui.icon_disk import keep_icon
    print(keep_icon(folder, asset_path("icon.svg")))
else:
    print(install_icon(app, kept=folder), len(app.windowIcon().availableSizes()),
          "libQt6Svg" in Path("/proc/self/maps").read_text())
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}

    def run(what: str) -> list[str]:
        done = subprocess.run([sys.executable, "-c", script, str(tmp_path), what], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
        return done.stdout.split() or [done.stderr[-2000:]]

    assert run("install") == ["True", "0", "True"]  # (nothing kept: the SVG, with QtSvg)
    assert run("keep") == ["True"]
    assert run("install") == ["True", str(len(SIZES)), "False"]
