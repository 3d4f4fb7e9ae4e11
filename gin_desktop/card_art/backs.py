"""Card backs: the diamond lattice in three colours and the fine rosette lattice in green."""

from __future__ import annotations

import math
from typing import Final

from .common import HEIGHT, WIDTH, blank, n, path, suit, svg

BACKS: Final = ("blue", "red", "purple", "green")
_LATTICE_COLOURS: Final = {
    # name: (field, lattice, frame)
    "blue": ("#1d4e8f", "#2c64ad", "#e8eef7"),
    "red": ("#9e1c2a", "#bb3441", "#f7e9ea"),
    "purple": ("#4b2a73", "#62408f", "#efe9f6"),
}
_GREEN: Final = ("#1d4a35", "#3d7a5b", "#d8c58c", "#e9f0ea")  # field, fine lines, rosettes, frame


def back_svg(name: str) -> str:
    """The SVG text of one back (one of :data:`BACKS`)."""
    if name == "green":
        return _rosette_back()
    return _lattice_back(name)


def _lattice_back(name: str) -> str:
    """A lattice field in a white border with a four-suit medallion."""
    field, lattice, frame = _LATTICE_COLOURS[name]
    x0, y0 = 11.0, 11.0
    x1, y1 = WIDTH - 11.0, HEIGHT - 11.0
    parts = [
        blank(),
        f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="8" fill="{field}"/>',
    ]
    # the lattice: rows of small diamonds, every other row offset by half a step
    step_x, step_y, dw, dh = 16.0, 12.0, 6.5, 5.0
    cx0, cy0 = WIDTH / 2, HEIGHT / 2
    cells = []
    rows = math.ceil((y1 - y0) / step_y) + 2
    cols = math.ceil((x1 - x0) / step_x) + 2
    for j in range(-rows // 2, rows // 2 + 1):
        for i in range(-cols // 2, cols // 2 + 1):
            x = cx0 + (i + (0.5 if j % 2 else 0.0)) * step_x
            y = cy0 + j * step_y
            if x0 + 9 <= x - dw and x + dw <= x1 - 9 and y0 + 9 <= y - dh and y + dh <= y1 - 9:
                # relative steps round the diamond: a third shorter than absolute points
                cells.append(f"M{n(x)} {n(y - dh)}l{n(dw)} {n(dh)} {n(-dw)} {n(dh)} {n(-dw)} {n(-dh)}z")
    parts.append(f'<path fill="{lattice}" d="{"".join(cells)}"/>')
    parts.append(
        f'<rect x="{n(x0 + 5)}" y="{n(y0 + 5)}" width="{n(x1 - x0 - 10)}" height="{n(y1 - y0 - 10)}" rx="5" '
        f'fill="none" stroke="{frame}" stroke-width="2"/>'
    )
    parts += _medallion(cx0, cy0, field, frame)
    return svg(f"card back, {name}", parts)


def _medallion(cx: float, cy: float, field: str, frame: str) -> list[str]:
    """A ring with the four suits in a diamond."""
    r = 50.0
    parts = [
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{field}" stroke="{frame}" stroke-width="3"/>',
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r - 7)}" fill="none" stroke="{frame}" stroke-width="1"/>',
    ]
    d = 21.0
    for suit_no, (dx, dy) in zip((3, 2, 0, 1), ((0, -d), (d, 0), (0, d), (-d, 0)), strict=True):
        parts.append(suit(suit_no, cx + dx, cy + dy, 25, colour=frame))
    return parts


def _petals(x: float, y: float, r: float, count: int = 4, turn: float = 0.0) -> str:
    """A rosette of ``count`` pointed petals, ``r`` units long, centred at (x, y)."""
    d = ""
    w = r * 0.42
    for k in range(count):
        a = math.radians(turn + k * 360 / count)
        ux, uy = math.sin(a), -math.cos(a)  # along the petal
        px, py = -uy, ux  # across it
        tip = (x + ux * r, y + uy * r)
        c1 = (x + ux * r * 0.5 + px * w, y + uy * r * 0.5 + py * w)
        c2 = (x + ux * r * 0.5 - px * w, y + uy * r * 0.5 - py * w)
        d += (f"M{n(x)} {n(y)}Q{n(c1[0])} {n(c1[1])} {n(tip[0])} {n(tip[1])}"
              f"Q{n(c2[0])} {n(c2[1])} {n(x)} {n(y)}Z")
    return d


def _rosette_back() -> str:
    """A classic fine lattice: thin diagonal lines both ways, a small rosette at every other
    crossing, a framed border and a large rosette medallion in the middle."""
    field, line, rosette, frame = _GREEN
    x0, y0, x1, y1 = 11.0, 11.0, WIDTH - 11.0, HEIGHT - 11.0
    ix0, iy0, ix1, iy1 = x0 + 9, y0 + 9, x1 - 9, y1 - 9  # the lattice stays inside the inner frame
    cx, cy = WIDTH / 2, HEIGHT / 2
    step = 14.0
    d = ""
    # Lines y = x - c and y = -x + c through the centre's grid, each cut to the inner rectangle.
    reach = int((ix1 - ix0 + iy1 - iy0) / step) + 2
    for k in range(-reach, reach + 1):
        c = (cy - cx) + k * step  # y = x + c
        lo, hi = max(ix0, iy0 - c), min(ix1, iy1 - c)
        if hi - lo > 0.5:
            d += f"M{n(lo)} {n(lo + c)}L{n(hi)} {n(hi + c)}"
        c2 = (cy + cx) + k * step  # y = -x + c2
        lo, hi = max(ix0, c2 - iy1), min(ix1, c2 - iy0)
        if hi - lo > 0.5:
            d += f"M{n(lo)} {n(c2 - lo)}L{n(hi)} {n(c2 - hi)}"
    # one rosette, drawn once and used at each place
    rosettes = [f'<defs><path id="rosette" fill="{rosette}" d="{_petals(0, 0, 4.6)}"/></defs>']
    half = step / 2
    # crossings lie at (cx + i*half, cy + j*half) with i + j even; a rosette on every other one
    for j in range(-30, 31):
        for i in range(-20, 21):
            if (i + j) % 4 != 0 or (i % 2):
                continue
            x, y = cx + i * half, cy + j * half
            if ix0 + 5 <= x <= ix1 - 5 and iy0 + 5 <= y <= iy1 - 5 and math.hypot(x - cx, y - cy) > 58:
                rosettes.append(f'<use xlink:href="#rosette" x="{n(x)}" y="{n(y)}"/>')
    parts = [
        blank(),
        f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="8" fill="{field}"/>',
        path("none", d, line, 1.1),
        *rosettes,
        f'<rect x="{n(x0 + 5)}" y="{n(y0 + 5)}" width="{n(x1 - x0 - 10)}" height="{n(y1 - y0 - 10)}" rx="5" '
        f'fill="none" stroke="{frame}" stroke-width="2"/>',
        f'<rect x="{n(x0 + 9)}" y="{n(y0 + 9)}" width="{n(x1 - x0 - 18)}" height="{n(y1 - y0 - 18)}" rx="3" '
        f'fill="none" stroke="{rosette}" stroke-width="0.8"/>',
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="54" fill="{field}" stroke="{frame}" stroke-width="3"/>',
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="47" fill="none" stroke="{rosette}" stroke-width="1"/>',
        path(rosette, _petals(cx, cy, 40, 8, 22.5)),
        path(field, _petals(cx, cy, 27, 8, 22.5)),
        path(frame, _petals(cx, cy, 22, 8)),
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="6" fill="{rosette}" stroke="{field}" stroke-width="1.5"/>',
    ]
    return svg("card back, green", parts)
