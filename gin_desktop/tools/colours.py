"""``colours``: the table's outline colours as people with colour-vision deficiencies see them.

``gin-rummy-tools colours`` prints, for normal vision, protanopia, deuteranopia and tritanopia,
the closest two meld colours and the closest two of all the marks (melds, lay-off, hint), as
CIEDE2000 differences (over 20: clearly different; under 5: easily confused), against the
palette the table used before issue 16. ``--simulate VISION IN.png OUT.png`` writes a picture as
seen with that vision (the player guide's deuteranopia screenshot).
"""

from __future__ import annotations

import argparse
from typing import TextIO

from gin_desktop.ui.table.layout import MELD_TINTS, TINT_RGB, Tint
from gin_desktop.values.colour_vision import RGB, Vision, closest_pair, simulate_pixels

BEFORE: dict[Tint, RGB] = {  # the palette before issue 16 (for the comparison)
    Tint.MELD0: (46, 160, 67), Tint.MELD1: (33, 118, 199), Tint.MELD2: (156, 80, 182), Tint.MELD3: (214, 51, 132),
    Tint.LAYOFF: (230, 184, 0), Tint.HINT: (0, 200, 255),
}


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("colours", help="the table's colours under simulated colour-vision deficiencies")
    p.add_argument("--simulate", nargs=3, metavar=("VISION", "IN", "OUT"),
                   help=f"write IN (a PNG) as seen with VISION ({', '.join(v.value for v in Vision)}) to OUT")


def table(palette: dict[Tint, RGB]) -> list[tuple[Vision, float, str, float, str]]:
    """Per vision: the closest meld pair (difference, names) and the closest pair of all tints."""
    melds = [palette[t] for t in MELD_TINTS[:4]]  # (a hand's melds; 5 and 6 only at a showdown, marked apart)
    tints = list(palette)
    rows = []
    for vision in Vision:
        dm, i, j = closest_pair(melds, vision)
        da, k, m = closest_pair([palette[t] for t in tints], vision)
        rows.append((vision, dm, f"{MELD_TINTS[i]}/{MELD_TINTS[j]}", da, f"{tints[k]}/{tints[m]}"))
    return rows


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.simulate:
        vision, source, target = args.simulate
        return _simulate(vision, source, target, stdout)
    stdout.write(f"{'vision':<14}{'melds now':>10}  {'closest':<14}{'all now':>8}  {'closest':<14}"
                 f"{'melds before':>13}{'all before':>11}\n")
    for now, before in zip(table(TINT_RGB), table(BEFORE), strict=True):
        stdout.write(f"{now[0].value:<14}{now[1]:>10.1f}  {now[2]:<14}{now[3]:>8.1f}  {now[4]:<14}"
                     f"{before[1]:>13.1f}{before[3]:>11.1f}\n")
    return 0


def _simulate(vision_name: str, source: str, target: str, stdout: TextIO) -> int:
    from gin_desktop.qt.gui import QImage

    try:
        vision = Vision(vision_name)
    except ValueError:
        stdout.write(f"unknown vision {vision_name!r}: one of {', '.join(v.value for v in Vision)}\n")
        return 2
    image = QImage(source)
    if image.isNull():
        stdout.write(f"cannot read the picture {source}\n")
        return 1
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    out = QImage(image.width(), image.height(), QImage.Format.Format_ARGB32)
    for y in range(image.height()):
        row = [image.pixel(x, y) for x in range(image.width())]
        for x, value in enumerate(simulate_pixels(row, vision)):
            out.setPixel(x, y, value)
    if not out.save(target):
        stdout.write(f"cannot write {target}\n")
        return 1
    return 0
