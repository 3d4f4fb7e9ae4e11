"""Card art benchmark: prints figures, never asserts.

Run: ``.venv/bin/python tests/benchmarks/bench_card_art.py`` (offscreen; ``--runs N``,
``--baseline REV``: the deck to compare with, read from git, by default the last commit
with the first-generation art).

* the table's card size in a first-launch window (1180×780) at 100 % and 80 % card size;
* the time to render all 52 faces at the 100 % size (each SVG parsed and drawn, as on a
  first paint, and drawn again from parsed renderers, as after a resize), for the
  baseline deck, the classic deck and the large-index deck, interleaved in one run:
  medians and ratios against the baseline;
* the corner index at the 80 % size: the rank glyph's height in pixels (median and least
  over the 52 faces) and how far right the index reaches, next to the 22 % of the card's
  width that a tightly fanned hand shows;
* the size of each deck: bytes, and on disk (whole blocks, as the frozen build counts it;
  the large-index faces are made in memory by the generator and have no files).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
BASELINE = "83c94b2"  # the last commit with the first-generation deck


def baseline_deck(rev: str, out: Path) -> Path:
    """The faces and backs of ``rev``'s deck, written into ``out``."""
    names = subprocess.run(["git", "ls-tree", "--name-only", f"{rev}:assets/cards"], capture_output=True, text=True,
                           check=True, cwd=ROOT).stdout.split()
    for name in names:
        if name.endswith(".svg"):
            data = subprocess.run(["git", "show", f"{rev}:assets/cards/{name}"], capture_output=True, check=True,
                                  cwd=ROOT).stdout
            (out / name).write_bytes(data)
    return out


def table_card_sizes() -> dict[int, tuple[int, int]]:
    """Card size (w, h) in the real window at its first-launch size, per card-size setting."""
    from PySide6.QtCore import QSettings

    from gin_desktop.control.controller import GameController
    from gin_desktop.core import Rules
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.ui.table.layout import card_size

    folder = tempfile.mkdtemp()
    store = GameStore.open(folder)
    session = GameSession.new(store, Rules(), "medium", rng=random.Random(3))
    controller = GameController(session, ai_delay_ms=0)
    window = MainWindow(controller, QSettings(folder + "/s.ini", QSettings.Format.IniFormat))
    window.resize(1180, 780)
    window.show()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    view = window.table.viewport().size()
    sizes = {}
    for scale in (100, 80):
        w, h = card_size(view.width(), view.height(), scale / 100)
        sizes[scale] = (round(w), round(h))
    window.close()
    controller.shutdown()
    store.close()
    return sizes


def render_all(deck: tuple[Path, str], width: int, height: int, parsed: object | None = None) -> tuple[float, object]:
    """Seconds to draw the 52 faces of ``folder`` (parsing them first unless ``parsed`` holds them)."""
    from PySide6.QtCore import QSize

    from gin_desktop.core.cards import DECK
    from gin_desktop.ui.card_pixmaps import CardPixmaps

    pixmaps = parsed if isinstance(parsed, CardPixmaps) else CardPixmaps(deck[0], deck=deck[1])
    pixmaps.clear()
    size = QSize(width, height)
    start = time.perf_counter()
    for card in DECK:
        pixmaps.face(card, size, 1.0)
    return time.perf_counter() - start, pixmaps


def index_figures(deck: tuple[Path, str], width: int, height: int, strip: float,
                  reach_strip: float) -> tuple[float, int, int]:
    """(median, least) rank glyph height in px and the rightmost inked x of the index at this size,
    looking at the left ``strip`` of the card for the rank's rows (only the index is drawn there) and
    at the left ``reach_strip`` of the number cards for its reach."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage

    from gin_desktop.core.cards import DECK
    from gin_desktop.ui.card_pixmaps import CardPixmaps

    pixmaps = CardPixmaps(deck[0], deck=deck[1])
    heights, reach = [], 0
    for card in DECK:
        img = pixmaps.face(card, QSize(width, height), 1.0).toImage().convertToFormat(QImage.Format.Format_ARGB32)

        def inked(x: int, y: int, img: QImage = img) -> bool:
            c = img.pixelColor(x, y)
            return c.alpha() == 255 and c.lightness() < 160

        column = range(1, int(width * reach_strip))
        rows = [any(inked(x, y) for x in range(1, int(width * strip))) for y in range(1, height // 2)]
        start = rows.index(True)
        run = rows[start:].index(False)
        heights.append(run)
        band = range(start + 1, start + 1 + run)  # the rank's rows: how far right does it reach?
        if card.rank <= 10:  # (a court's frame starts within the strip)
            reach = max(reach, max(x for y in band for x in column if inked(x, y)) + 1)
    return statistics.median(heights), min(heights), reach


def deck_bytes(folder: Path) -> tuple[int, int]:
    """(bytes, bytes on disk in whole blocks) of the SVG files in ``folder``."""
    files = [p.stat() for p in folder.glob("*.svg")]
    return sum(f.st_size for f in files), sum(f.st_blocks * 512 for f in files)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--baseline", default=BASELINE, help="git revision whose assets/cards is the baseline deck")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    cards = ROOT / "assets" / "cards"
    try:
        old = baseline_deck(args.baseline, Path(tempfile.mkdtemp(prefix="gin-old-cards-")))
    except (OSError, subprocess.CalledProcessError):  # no git, or a shallow clone without that commit
        print(f"(the baseline deck {args.baseline} is not in this clone: the new classic deck stands in for it)")
        old = cards
    decks = {"first-generation": (old, "classic"), "classic (new)": (cards, "classic"),
             "large-index": (cards, "large-index")}
    sizes = table_card_sizes()
    (w, h), (w80, h80) = sizes[100], sizes[80]
    print(f"table cards in a 1180x780 window: {w}x{h} px at 100 %, {w80}x{h80} px at 80 %")

    cold: dict[str, list[float]] = {name: [] for name in decks}
    warm: dict[str, list[float]] = {name: [] for name in decks}
    parsed: dict[str, object] = {}
    for deck in decks.values():  # warm-up: files in the OS cache
        render_all(deck, w, h)
    for _ in range(args.runs):  # interleaved, so a busy spell hits all alike
        for name, deck in decks.items():
            seconds, parsed[name] = render_all(deck, w, h)
            cold[name].append(seconds)
            warm[name].append(render_all(deck, w, h, parsed[name])[0])
    base_cold = statistics.median(cold["first-generation"])
    base_warm = statistics.median(warm["first-generation"])
    print(f"all 52 faces at {w}x{h}, ratio 1, median of {args.runs} (interleaved):")
    for name in decks:
        c, r = statistics.median(cold[name]), statistics.median(warm[name])
        print(f"  {name:17} parse + draw {c * 1000:7.1f} ms ({c / base_cold:4.2f} x)   "
              f"draw only {r * 1000:7.1f} ms ({r / base_warm:4.2f} x)")

    print(f"corner index at 80 % ({w80}x{h80} px; 22 % of the width = {0.22 * w80:.1f} px):")
    for name, deck in decks.items():
        strips = (0.34, 0.34) if name == "large-index" else (0.22, 0.26)
        median, least, reach = index_figures(deck, w80, h80, *strips)
        print(f"  {name:17} rank glyph {median:4.1f} px tall (least {least} px), reaches x = {reach} px")
    print("size (bytes; on disk in whole blocks):")
    for name, folder in (("first-generation", old), ("classic (new)", cards)):
        size, disk = deck_bytes(folder)
        backs = len(list(folder.glob("back-*.svg")))
        print(f"  {name:17} {size / 1024:6.1f} KB; {disk / 1024:6.1f} KB on disk (52 faces, {backs} backs)")
    print("  large-index         none: made in memory by the generator")
    del app


if __name__ == "__main__":
    main()
