"""Render every app icon file from the one source, ``assets/icon.svg`` (the app also sets it as its window icon).

    python packaging/make_icons.py [--out DIR]      (default: build/icons)

writes into DIR:

- ``hicolor/<N>x<N>/apps/org.gindesktop.GinRummy.png`` for N in 16 … 512, and
  ``hicolor/scalable/apps/org.gindesktop.GinRummy.svg`` (the source itself): the Linux
  freedesktop icon theme layout;
- ``GinRummy.ico`` (Windows): PNG-compressed entries 16 … 256 px;
- ``GinRummy.icns`` (macOS): PNG entries 16 … 1024 px (``icp4``–``icp6``, ``ic07``–``ic14``).

The PNGs are drawn with QtSvg (already a dependency); the ICO and ICNS containers are
written here from the PNG data, so no image library is needed. The output is build
output: it is made at build time (``packaging/build.py`` and the spec run this) and is
not kept in git.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "assets" / "icon.svg"
APP_ID = "org.gindesktop.GinRummy"
"""Reverse-DNS id: the icon name, the .desktop file name, the AppStream id, the macOS bundle id."""

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (  # (OSType, pixel size): PNG-capable types, macOS 10.7+
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512x512@2x
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
)
ICO_NAME = "GinRummy.ico"
ICNS_NAME = "GinRummy.icns"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _ensure_gui() -> None:
    """QPainter on a QImage wants a QGuiApplication; reuse any running one (a QApplication in tests)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _ensure_gui.app = QGuiApplication([sys.argv[0] if sys.argv else "make_icons"])  # type: ignore[attr-defined]


def render_pngs(sizes: tuple[int, ...] | list[int], source: Path = SOURCE) -> dict[int, bytes]:
    """PNG bytes of the SVG drawn at each size (square, transparent corners, antialiased)."""
    _ensure_gui()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise ValueError(f"{source}: not a valid SVG")
    out: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes; PySide6 takes str
            raise RuntimeError(f"could not encode the {size} px PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def png_size(png: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding each PNG as a PNG-compressed entry (Windows Vista and later).

    ICONDIR (reserved 0, type 1, count), then one 16-byte ICONDIRENTRY per image
    (width, height — 0 means 256 —, colours 0, reserved 0, planes 1, 32 bits per pixel,
    byte size, offset), then the PNG data; all little-endian.
    """
    sizes = sorted(pngs)
    if any(not 1 <= s <= 256 for s in sizes):
        raise ValueError("ICO entries are 1 to 256 px")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        dim = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: ``icns`` + big-endian total length, then (OSType, length incl. 8-byte header, PNG) entries."""
    chunks = [ostype + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for ostype, size in ICNS_TYPES]
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, source: Path = SOURCE) -> dict[str, Path]:
    """Write every icon file into ``out``; returns the main ones by name (ico, icns, svg, png<N>)."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(sorted(sizes), source)
    written: dict[str, Path] = {}
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written[f"png{size}"] = path
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, scalable)
    written["svg"] = scalable
    written["ico"] = out / ICO_NAME
    written["ico"].write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written["icns"] = out / ICNS_NAME
    written["icns"].write_bytes(icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the app icons from assets/icon.svg.")
    parser.add_argument("--out", type=Path, default=HERE.parent / "build" / "icons", help="output folder")
    parser.add_argument("--source", type=Path, default=SOURCE, help="the SVG to render")
    args = parser.parse_args(argv)
    written = make_icons(args.out, args.source)
    print(f"icons: {len(written)} files in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
