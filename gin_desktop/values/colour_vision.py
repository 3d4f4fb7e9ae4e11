"""How colours look to people with colour-vision deficiencies, and how far apart two colours are.

Pure Python, no Qt: the simulation of Machado, Oliveira and Fernandes (2009, severity 1.0:
protanopia, deuteranopia, tritanopia), applied in linear sRGB, and the CIEDE2000 colour
difference. The table's tints (``gin_desktop.ui.table.layout.TINT_RGB``) are checked with it:
the outlines of different melds must stay apart for every kind of vision
(``tests/ui/test_colour_vision.py``, ``gin-rummy-tools colours``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from enum import StrEnum

RGB = tuple[int, int, int]


class Vision(StrEnum):
    NORMAL = "normal"
    PROTANOPIA = "protanopia"  # no red cones
    DEUTERANOPIA = "deuteranopia"  # no green cones (the most common)
    TRITANOPIA = "tritanopia"  # no blue cones (rare)


_MATRICES: dict[Vision, tuple[tuple[float, float, float], ...]] = {
    Vision.PROTANOPIA: ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                        (-0.003882, -0.048116, 1.051998)),
    Vision.DEUTERANOPIA: ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                          (-0.011820, 0.042940, 0.968881)),
    Vision.TRITANOPIA: ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                        (0.004733, 0.691367, 0.303900)),
}


def _to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate(rgb: RGB, vision: Vision) -> RGB:
    """``rgb`` as seen with ``vision`` (unchanged for normal vision)."""
    if vision is Vision.NORMAL:
        return rgb
    lin = [_to_linear(c) for c in rgb]
    m = _MATRICES[vision]
    r, g, b = (sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))
    return (_to_srgb(r), _to_srgb(g), _to_srgb(b))


def to_lab(rgb: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_to_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: RGB, b: RGB) -> float:
    """CIEDE2000 difference of two sRGB colours (about 2: just noticeable; over 20: clearly different)."""
    return delta_e_lab(to_lab(a), to_lab(b))


def delta_e_lab(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIEDE2000 difference of two L*a*b* colours (Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cm = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cm**7 / (cm**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lm, cmp_ = (l1 + l2) / 2, (c1p + c2p) / 2
    hm = h1p + h2p
    if c1p * c2p:
        if abs(h1p - h2p) > 180:
            hm = (hm + 360) / 2 if hm < 360 else (hm - 360) / 2
        else:
            hm /= 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc = 1 + 0.045 * cmp_
    sh = 1 + 0.015 * cmp_ * t
    rt = -2 * math.sqrt(cmp_**7 / (cmp_**7 + 25**7)) * math.sin(math.radians(60 * math.exp(-(((hm - 275) / 25) ** 2))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def closest_pair(colours: Sequence[RGB], vision: Vision) -> tuple[float, int, int]:
    """The smallest difference between two of ``colours`` as seen with ``vision``, and which two."""
    seen = [simulate(c, vision) for c in colours]
    best = (math.inf, -1, -1)
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            d = delta_e(seen[i], seen[j])
            if d < best[0]:
                best = (d, i, j)
    return best


def simulate_pixels(pixels: Iterable[int], vision: Vision) -> list[int]:
    """0xAARRGGBB pixel values (a ``QImage.Format_ARGB32`` row) as seen with ``vision``; alpha kept."""
    cache: dict[int, int] = {}
    out = []
    for p in pixels:
        q = cache.get(p)
        if q is None:
            r, g, b = simulate(((p >> 16) & 255, (p >> 8) & 255, p & 255), vision)
            q = cache[p] = (p & 0xFF000000) | (r << 16) | (g << 8) | b
        out.append(q)
    return out
