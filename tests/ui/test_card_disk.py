"""Rendered cards kept on disk (ui/card_disk.py): a later launch loads them instead of drawing
their SVG, pixel for pixel the same; a changed picture is drawn anew; one size is kept; a folder
that cannot be written costs nothing but the drawing."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from gin_desktop.core.cards import Card
from gin_desktop.ui.card_disk import CardDisk
from gin_desktop.ui.card_pixmaps import CardPixmaps, cards_dir

SIZE = QSize(120, 168)
CODES = ("QC", "7S", "AH")


def pixels(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return bytes(image.constBits())


def kept_pixmaps(folder: Path, art: Path | None = None) -> CardPixmaps:
    pixmaps = CardPixmaps(art)
    pixmaps.disk = CardDisk(folder)
    return pixmaps


def test_a_later_launch_loads_the_kept_cards_without_drawing_them(qapp: QApplication, tmp_path: Path) -> None:
    first = kept_pixmaps(tmp_path)
    drawn = {code: pixels(first.face(Card.parse(code), SIZE, 1.0)) for code in CODES}
    back = pixels(first.back("blue", SIZE, 1.0))
    assert first.keep_on_disk() == len(CODES) + 1
    assert first.keep_on_disk() == 0  # (nothing new since)

    later = kept_pixmaps(tmp_path)
    for code in CODES:
        face = later.face(Card.parse(code), SIZE, 1.0)
        assert (face.width(), face.height(), face.devicePixelRatio()) == (SIZE.width(), SIZE.height(), 1.0)
        assert pixels(face) == drawn[code]
    assert pixels(later.back("blue", SIZE, 1.0)) == back
    assert not later._renderers  # no SVG was parsed
    assert later.keep_on_disk() == 0  # (all came from the disk)


def test_the_kept_cards_are_per_ratio(qapp: QApplication, tmp_path: Path) -> None:
    first = kept_pixmaps(tmp_path)
    first.face(Card.parse("QC"), SIZE, 2.0)
    first.keep_on_disk()
    later = kept_pixmaps(tmp_path)
    assert later.face(Card.parse("QC"), SIZE, 1.0).width() == SIZE.width()  # drawn: not the 2x one
    assert later._renderers
    sharp = later.face(Card.parse("QC"), SIZE, 2.0)
    assert (sharp.width(), sharp.devicePixelRatio()) == (2 * SIZE.width(), 2.0)


def test_a_changed_picture_is_drawn_anew(qapp: QApplication, tmp_path: Path) -> None:
    art = tmp_path / "art"
    shutil.copytree(cards_dir(), art)
    first = kept_pixmaps(tmp_path / "kept", art)
    first.face(Card.parse("QC"), SIZE, 1.0)
    first.keep_on_disk()
    svg = art / "QC.svg"
    svg.write_bytes(svg.read_bytes().replace(b"#1a1a1a", b"#0a7d32"))  # clubs now green
    st = svg.stat()
    os.utime(svg, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))

    later = kept_pixmaps(tmp_path / "kept", art)
    later.face(Card.parse("QC"), SIZE, 1.0)
    assert ("QC", False) in later._renderers  # the kept file was not the picture's


def test_one_size_is_kept(qapp: QApplication, tmp_path: Path) -> None:
    pixmaps = kept_pixmaps(tmp_path)
    pixmaps.face(Card.parse("QC"), SIZE, 1.0)
    pixmaps.keep_on_disk()
    pixmaps.face(Card.parse("QC"), QSize(100, 140), 1.0)  # the window was made smaller
    pixmaps.keep_on_disk()
    assert [p.name.split("-")[1] for p in tmp_path.iterdir()] == ["100x140"]


def test_a_folder_that_cannot_be_written_is_no_error(qapp: QApplication, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    pixmaps = kept_pixmaps(blocked / "cards")
    pixmaps.face(Card.parse("QC"), SIZE, 1.0)
    assert pixmaps.keep_on_disk() == 0
    assert pixmaps.face(Card.parse("QC"), SIZE, 1.0).width() == SIZE.width()


def test_only_the_caches_own_files_are_ever_removed(qapp: QApplication, tmp_path: Path) -> None:
    # A file the player (or anything else) put in the folder stays; a torn write of ours goes.
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "QC-1x1-1-2-0-0.argb.tmp").write_bytes(b"torn")
    pixmaps = kept_pixmaps(tmp_path)
    pixmaps.face(Card.parse("QC"), SIZE, 1.0)
    pixmaps.keep_on_disk()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert "notes.txt" in names and not any(n.endswith(".tmp") for n in names)
    assert sum(n.endswith(".argb") for n in names) == 1
