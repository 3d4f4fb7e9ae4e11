"""packaging/make_icons.py: the icon files rendered from assets/icon.svg, and the ICO and
ICNS containers it writes by hand, checked byte by byte."""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from tests.packaging.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_icons.py"
APP_ID = "org.gindesktop.GinRummy"


mi = load_script("make_icons")


@pytest.fixture(scope="module")
def icons(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    written: dict[str, Path] = mi.make_icons(tmp_path_factory.mktemp("icons"))
    return written


def test_source_svg_is_square_and_valid(qapp: Any) -> None:
    renderer = QSvgRenderer(str(mi.SOURCE))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() > 0


def test_hicolor_pngs(icons: dict[str, Path]) -> None:
    for size in mi.HICOLOR_SIZES:
        path = icons[f"png{size}"]
        assert path.relative_to(path.parents[3]).as_posix() == f"hicolor/{size}x{size}/apps/{APP_ID}.png"
        data = path.read_bytes()
        assert data.startswith(mi.PNG_SIGNATURE)
        assert mi.png_size(data) == (size, size)
        image = QImage(str(path))
        assert image.width() == size and image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0, "transparent corners"
        assert image.pixelColor(size // 2, size // 2).alpha() == 255, "opaque middle"
    assert set(mi.HICOLOR_SIZES) >= {16, 32, 48, 64, 128, 256, 512}


def test_scalable_svg_is_the_source(icons: dict[str, Path]) -> None:
    assert icons["svg"].name == f"{APP_ID}.svg" and icons["svg"].parent.name == "apps"
    assert icons["svg"].parent.parent.name == "scalable"
    assert icons["svg"].read_bytes() == mi.SOURCE.read_bytes()


def test_ico_structure(icons: dict[str, Path]) -> None:
    data = icons["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(mi.ICO_SIZES))
    sizes, end = [], 6 + 16 * count
    for i in range(count):
        width, height, colours, zero, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = width or 256
        assert height == width and (colours, zero, planes, bits) == (0, 0, 1, 32)
        assert offset == end, "images follow the directory, in order, without gaps"
        png = data[offset : offset + length]
        assert png.startswith(mi.PNG_SIGNATURE) and mi.png_size(png) == (size, size)
        sizes.append(size)
        end = offset + length
    assert end == len(data)
    assert sizes == sorted(mi.ICO_SIZES) and {16, 32, 48, 256} <= set(sizes)


def test_icns_structure(icons: dict[str, Path]) -> None:
    data = icons["icns"].read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    found: dict[bytes, int] = {}
    pos = 8
    while pos < len(data):
        ostype, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        assert length > 8 and pos + length <= len(data)
        png = data[pos + 8 : pos + length]
        assert png.startswith(mi.PNG_SIGNATURE)
        width, height = mi.png_size(png)
        assert width == height
        found[ostype] = width
        pos += length
    assert pos == len(data)
    assert found == dict(mi.ICNS_TYPES)
    assert {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}.items() <= found.items()


def test_containers_from_synthetic_pngs() -> None:
    def fake_png(size: int) -> bytes:
        head = struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", size, size) + b"\x08\x06\0\0\0"
        return b"\x89PNG\r\n\x1a\n" + head

    ico = mi.ico_bytes({256: fake_png(256), 16: fake_png(16)})
    assert struct.unpack_from("<HHH", ico, 0) == (0, 1, 2)
    assert ico[6] == 16 and ico[6 + 16] == 0, "sorted; 256 is written as 0"
    with pytest.raises(ValueError):
        mi.ico_bytes({512: fake_png(512)})
    with pytest.raises(ValueError):
        mi.png_size(b"GIF89a" + bytes(30))


def test_command_line(qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert mi.main(["--out", str(tmp_path)]) == 0
    assert (tmp_path / mi.ICO_NAME).exists() and (tmp_path / mi.ICNS_NAME).exists()
    assert "icons:" in capsys.readouterr().out
