"""UI benchmark: prints figures, never asserts.

Run: ``.venv/bin/python tests/benchmarks/bench_ui.py`` (offscreen; ``--runs N``).

* start-up: wall time from launching a fresh process to its first painted window,
  for the real entry point (``gin-rummy --startup-probe``) finding its saves in the
  platform folders and resuming a game mid-hand, next to a bare PySide6 window that
  does nothing (same interpreter, same run, interleaved); medians over the runs; and two
  references: a card table in Qt alone, and that table with our core resuming the game;
* peak memory (max RSS) of those same processes;
* one frame of a full table (the player's 11 cards, the opponent's hand, piles)
  rendered at 1920×1080: the median time of ``QGraphicsView.render`` into an image;
* memory after resizes: the real window resized 100 times (repainted each time), the
  pixmaps cached and the peak memory, with the bounded cache and, in the same run, with
  the bound lifted (how the cache behaved before it had one).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[2])

PROBE = """
import resource, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):  # the app's --startup-probe does the same (gin_desktop/ui/first_paint.py)
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False

def painted():
    print(f"first-paint {time.monotonic():.6f}", flush=True)
    app.quit()
"""
"""The first-paint probe the reference programs share (their ``canvas`` is the widget watched)."""

BARE = PROBE + """
from PySide6.QtWidgets import QWidget
app = QApplication([])
canvas = QWidget(); canvas.resize(1180, 780)
probe = FirstPaint(canvas); canvas.installEventFilter(probe)
canvas.show()
app.exec()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

QT_TABLE = PROBE + """
import glob, sys
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QLabel,
                               QMainWindow, QPushButton, QVBoxLayout, QWidget, QHBoxLayout)

app = QApplication([])
w = QMainWindow(); w.resize(1180, 780)
scene = QGraphicsScene(); view = QGraphicsView(scene); canvas = QWidget(); view.setViewport(canvas)
panel = QWidget(); box = QVBoxLayout(panel)
for text in ("You 0", "Computer 0", "Deadwood: 37"):
    box.addWidget(QLabel(text))
for text in ("Pass", "Knock", "Hint"):
    box.addWidget(QPushButton(text))
central = QWidget(); row = QHBoxLayout(central); row.addWidget(view, 1); row.addWidget(panel)
w.setCentralWidget(central)
for i, name in enumerate(sorted(glob.glob(sys.argv[1] + "/*.svg"))[:13]):
    renderer = QSvgRenderer(QByteArray(open(name, "rb").read()))
    pixmap = QPixmap(100, 140); pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap); renderer.render(painter, QRectF(0, 0, 100, 140)); painter.end()
    for row_y in (0, 300):
        item = QGraphicsPixmapItem(pixmap); item.setPos(i * 45, row_y); scene.addItem(item)
w.menuBar().addMenu("Game"); w.statusBar().showMessage("Your turn")
probe = FirstPaint(canvas); canvas.installEventFilter(probe)
w.show()
app.exec()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
"""Reference: a PySide6 card table with no game behind it (main window, graphics view with
26 card pixmaps rendered from 13 of our SVGs, a panel of labels and buttons, menu and
status bars). What the Qt side of a table like ours costs before any code of ours runs."""

FLOOR = QT_TABLE.replace("app = QApplication([])", """app = QApplication([])
from gin_desktop.store import GameStore
from gin_desktop.services.session import GameSession
from gin_desktop.core import Rules
store = GameStore.open(sys.argv[2] if len(sys.argv) > 2 else None)
session = GameSession.resume_or_new(store, Rules(), "medium")
assert session.game.action_count > 0, "the saved game was not resumed"
""")
"""The least any table built on our rules core and store must do: the Qt-only card table
plus importing the core, the store and the session, opening the saves and replaying the
saved game (found the way the app finds it), with no UI code of ours."""

APP = """
import resource, sys
from gin_desktop.entry.app import main
main(sys.argv[1:] + ["--startup-probe"])
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
"""The real entry point (``gin-rummy --startup-probe``), resuming the saved game."""


QPA = "offscreen"
"""The Qt platform of the measured processes (see :func:`desktop_screen`)."""


def desktop_screen(root: str) -> str:
    """An offscreen platform with one 1920×1080 screen (offscreen's own is 800×800), so
    every program opens its window at the size it would on a desktop monitor."""
    path = os.path.join(root, "screen.json")
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080, '
                  '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
    return f"offscreen:configfile={path}"


def player_folders(root: str) -> tuple[str, list[str]]:
    """Where the saves go and the app's arguments, as a player's launch would have them.

    On Linux the XDG variables point the platform folders (platformdirs) into ``root``
    and the app is started without ``--data-dir``, so it finds its saves and log folder
    the way it does for a player. Elsewhere those variables mean nothing and the real
    user folders must not be touched, so ``--data-dir`` is given instead.
    """
    if sys.platform.startswith("linux"):
        for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            os.environ[name] = os.path.join(root, name.lower())
        os.environ.pop("GIN_RUMMY_DATA_DIR", None)
        import platformdirs

        return platformdirs.user_data_dir("GinRummy", appauthor=False), []
    return os.path.join(root, "data"), ["--data-dir", os.path.join(root, "data")]


def prepare_saves(folder: str) -> None:
    """A saved game with three finished hands and one in progress."""
    from gin_desktop.ai import make_player
    from gin_desktop.core import Phase, Rules, view_of
    from gin_desktop.store import GameStore

    store = GameStore.open(folder)
    game = store.new_game(Rules(), "medium", 0, 0)
    with open(os.path.join(folder, "settings.ini"), "w", encoding="utf-8") as ini:
        ini.write("[help]\nwalkthrough_shown=true\n")  # a later launch: no first-game walkthrough
    players = [make_player("baseline", 1), make_player("baseline", 2)]
    rng = random.Random(5)
    while len(game.match.hands) < 4 or (game.match.hand is not None and game.match.hand.phase != Phase.DISCARD):
        hand = game.match.hand
        if hand is None or hand.is_over:
            if len(game.match.hands) == 4 or game.match.is_over:
                break
            game.deal_random(rng)
            continue
        game.apply(players[hand.current].choose(view_of(hand, hand.current, game.match)))
    store.close()


@dataclass(frozen=True)
class Run:
    """One measured launch: seconds to the first paint and to the live table (the same moment
    unless the app showed its picture of the table first), the whole run, and the peak memory (KB)
    by the first paint and by the end."""

    paint: float
    live: float
    whole: float
    paint_kb: int
    kb: int


def timed(code: str, *args: str, pythonpath: str | None = None) -> Run:
    """Launch a fresh process running ``code`` and time it to its first paint, to its live table,
    and to its exit, with the max RSS it prints.

    The child prints ``first-paint <time.monotonic()>`` when the live table (or the reference's
    window) has painted; the app prints ``still-paint <time.monotonic()> rss <KB>`` before that when
    it showed the picture of the table kept at the last close (``ui/still_frame.py``). The monotonic
    clock is shared by all processes, so the difference to our own reading before the launch is the wait.

    Bytecode caching is left on (PYTHONDONTWRITEBYTECODE removed) and the caller makes a
    warm-up run first, as a player's second start would be: an installed app has its
    ``.pyc`` files, and compiling ~50 modules from source on every start is not what a
    player sees (nor what the bare window, whose PySide6 modules are compiled, pays).
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = QPA
    if pythonpath is not None:  # another version of the app (--against)
        env["PYTHONPATH"] = pythonpath
    start = time.monotonic()
    # (-c puts the working folder first on sys.path: the other version must be run from its own)
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=True,
                         cwd=pythonpath)
    whole = time.monotonic() - start
    lines = out.stdout.split("\n")
    probe = next(line.split() for line in lines if line.startswith("first-paint "))
    if code is APP and (len(probe) < 6 or int(probe[5]) == 0):
        raise SystemExit(f"the app did not resume the saved game: {' '.join(probe)}")
    live = float(probe[1]) - start
    # (the app's probe says its peak memory when the live table has painted; the references' is at their end)
    kb = int(probe[7]) if len(probe) > 7 and probe[6] == "rss" else int(out.stdout.strip().splitlines()[-1])
    still = next((line.split() for line in lines if line.startswith("still-paint ")), None)
    if still is None:
        return Run(live, live, whole, kb, kb)
    return Run(float(still[1]) - start, live, whole, int(still[3]), kb)


def frame_ms(repeats: int) -> float:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from gin_desktop.control.controller import GameController
    from gin_desktop.core import DrawStock, Pass, Rules
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore
    from gin_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp()
    store = GameStore.open(folder)
    session = GameSession.new(store, Rules(), "medium", rng=random.Random(3))
    controller = GameController(session, ai_delay_ms=0)
    window = MainWindow(controller, QSettings(folder + "/s.ini", QSettings.Format.IniFormat))
    window.scene.anim_ms = 0
    window.resize(1920 + window.panel.width(), 1080 + 60)
    window.show()
    controller.start()
    hand = session.hand
    assert hand is not None
    while session.to_act() != session.human or hand.current != session.human:
        app.processEvents()
    for action in (Pass(), Pass(), DrawStock()):
        if controller.view() and action in controller.view().legal_actions:  # type: ignore[union-attr]
            controller.act(action)
        app.processEvents()
    view = window.table
    view.resize(1920, 1080)
    app.processEvents()
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(repeats):
        window.scene.invalidate()
        start = time.perf_counter()
        painter = QPainter(image)
        view.render(painter)
        painter.end()
        times.append((time.perf_counter() - start) * 1000)
    controller.shutdown()
    store.close()
    return statistics.median(times)


RESIZES = """
import random, resource, sys, tempfile
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from gin_desktop.control.controller import GameController
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.core import Rules
from gin_desktop.ui import card_pixmaps
from gin_desktop.ui.main_window import MainWindow
if sys.argv[1] == "unbounded":
    card_pixmaps.MAX_SIZES = 10_000  # as before the cache had a bound
app = QApplication([])
folder = tempfile.mkdtemp()
store = GameStore.open(folder)
session = GameSession.resume_or_new(store, Rules(), "medium", rng=random.Random(1))
controller = GameController(session, ai_delay_ms=0)
window = MainWindow(controller, QSettings(folder + "/settings.ini", QSettings.Format.IniFormat))
window.show()
controller.start()
for i in range(100):
    window.resize(700 + (i * 37) % 900, 560 + (i * 23) % 400)
    app.processEvents()
    window.table.viewport().repaint()
print(window.pixmaps.pixmap_count, len(window.pixmaps.sizes), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def resize_memory(mode: str) -> tuple[int, int, float]:
    """(pixmaps cached, sizes cached, peak MB) after 100 resizes of the real window."""
    out = subprocess.run([sys.executable, "-c", RESIZES, mode], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, cwd=ROOT)
    count, sizes, rss = out.stdout.split()[-3:]
    return int(count), int(sizes), int(rss) / 1024


def compare(other: str, runs: int) -> None:
    """Start-up (first paint) and one frame of this version and of the checkout ``other``,
    interleaved in one run; the other's frame through its own benchmark script.

    Each version resumes saves made by its own code (an older version cannot read a newer
    schema: it would start afresh instead of resuming), both given by ``--data-dir``."""
    other = os.path.abspath(other)
    root = tempfile.mkdtemp(prefix="gin-bench-against-")
    folders = {who: os.path.join(root, who) for who in ("ours", "theirs")}
    for who, checkout in (("ours", ROOT), ("theirs", other)):
        os.makedirs(folders[who])
        subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import bench_ui; "
                        "bench_ui.prepare_saves(sys.argv[2])", os.path.join(checkout, "tests", "benchmarks"),
                        folders[who]], check=True, cwd=checkout, env={**os.environ, "PYTHONPATH": checkout})
    ours_args, theirs_args = ("--data-dir", folders["ours"]), ("--data-dir", folders["theirs"])
    timed(APP, *theirs_args, pythonpath=other)  # warm-up
    timed(APP, *ours_args)
    ours, theirs, ours_kb, theirs_kb, ours_live, theirs_live = [], [], [], [], [], []
    for _ in range(runs):
        run = timed(APP, *theirs_args, pythonpath=other)
        theirs.append(run.paint)
        theirs_kb.append(run.paint_kb)
        theirs_live.append(run.kb)
        run = timed(APP, *ours_args)
        ours.append(run.paint)
        ours_kb.append(run.paint_kb)
        ours_live.append(run.kb)
    frame_code = ("import sys; sys.path.insert(0, sys.argv[1]); import bench_ui; print(bench_ui.frame_ms(30))")
    frames: dict[str, list[float]] = {"ours": [], "theirs": []}
    for _ in range(3):
        for who, root in (("theirs", other), ("ours", ROOT)):
            out = subprocess.run([sys.executable, "-c", frame_code, os.path.join(root, "tests", "benchmarks")],
                                 capture_output=True, text=True, check=True, cwd=root,
                                 env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": root})
            frames[who].append(float(out.stdout.split()[-1]))
    o, t = statistics.median(ours), statistics.median(theirs)
    fo, ft = statistics.median(frames["ours"]), statistics.median(frames["theirs"])
    print(f"against {other} (interleaved, medians of {runs} start-ups and of 3 x 30 frames):")
    print(f"  start-up   this {o * 1000:6.0f} ms   other {t * 1000:6.0f} ms   ratio {o / t:5.2f}")
    print(f"  one frame  this {fo:6.2f} ms   other {ft:6.2f} ms   ratio {fo / ft:5.2f}")
    mo, mt = statistics.median(ours_kb) / 1024, statistics.median(theirs_kb) / 1024
    print(f"  peak memory this {mo:5.1f} MB  other {mt:5.1f} MB  ratio {mo / mt:5.2f}  (to the first paint)")
    lo, lt = statistics.median(ours_live) / 1024, statistics.median(theirs_live) / 1024
    print(f"  peak memory this {lo:5.1f} MB  other {lt:5.1f} MB  ratio {lo / lt:5.2f}  (to the live table)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--against", metavar="DIR",
                        help="a checkout of another version (git worktree): its start-up and frame measured "
                             "in the same run, interleaved, for a ratio")
    args = parser.parse_args()
    global QPA
    root = tempfile.mkdtemp(prefix="gin-bench-")
    QPA = desktop_screen(root)
    folder, app_args = player_folders(root)
    os.makedirs(folder, exist_ok=True)
    prepare_saves(folder)
    timed(BARE)  # warm-up runs: bytecode caches written, files in the OS cache
    timed(APP, *app_args)
    cards = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets", "cards")
    timed(QT_TABLE, cards)
    # The floor resumes a copy of the saves: opening them leaves its write-ahead log behind (it never
    # closes the store), which would make the app's kept picture of the table not match its saves.
    floor_saves = os.path.join(root, "floor-saves")
    shutil.copytree(folder, floor_saves)
    floor_args = (cards, floor_saves)
    timed(FLOOR, *floor_args)
    bare, table, floor, app = [], [], [], []
    for _ in range(args.runs):  # interleaved, so a busy spell hits all alike
        bare.append(timed(BARE))
        table.append(timed(QT_TABLE, cards))
        floor.append(timed(FLOOR, *floor_args))
        app.append(timed(APP, *app_args))
    def median(runs: list[Run], field: str) -> float:
        return statistics.median(getattr(run, field) for run in runs)

    def peak(runs: list[Run], field: str = "kb") -> float:
        return max(getattr(run, field) for run in runs) / 1024

    bare_t, bare_m = median(bare, "paint"), peak(bare)
    print(f"start-up to the first painted window, median of {args.runs} fresh processes each:")
    print(f"  bare PySide6 window      {bare_t * 1000:7.0f} ms   (whole run {median(bare, 'whole') * 1000:4.0f} ms)"
          f"   peak memory {bare_m:6.1f} MB")
    for label, runs, note in (("Qt-only card table", table, "reference: no game code"),
                              ("+ our core resuming", floor, "floor: no UI code of ours")):
        t = median(runs, "paint")
        print(f"  {label:24} {t * 1000:7.0f} ms   (whole run {median(runs, 'whole') * 1000:4.0f} ms)"
              f"   peak memory {peak(runs):6.1f} MB   ({t / bare_t:.2f} x, {note})")
    app_t, app_live = median(app, "paint"), median(app, "live")
    stills = sum(1 for run in app if run.paint < run.live)
    print(f"  gin-rummy, resumed game  {app_t * 1000:7.0f} ms   (whole run {median(app, 'whole') * 1000:4.0f} ms)"
          f"   peak memory {peak(app, 'paint_kb'):6.1f} MB   (the first paint: the table as left, "
          f"{stills} of {len(app)} runs)")
    print(f"    its live table         {app_live * 1000:7.0f} ms"
          f"                         peak memory {peak(app):6.1f} MB   ({app_live / bare_t:.2f} x)")
    print(f"  ratio                    {app_t / bare_t:7.2f} x                           "
          f"{peak(app, 'paint_kb') / bare_m:6.2f} x  (to the first paint; {peak(app) / bare_m:.2f} x to the live one)")
    # (in a process of its own, as every figure here: a child's max RSS as the kernel reports it, ru_maxrss,
    # starts from its parent's own peak when it is launched (the parent's memory is its until the exec), so
    # a table rendered in this process would be the peak of every launch after it: the --against rounds
    # and the resizes below printed ~100 MB for any version before)
    frames = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import bench_ui; "
                             "print(bench_ui.frame_ms(30))", os.path.dirname(os.path.abspath(__file__))],
                            capture_output=True, text=True, check=True, cwd=ROOT,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    print(f"one frame of a full table at 1920x1080: {float(frames.stdout.split()[-1]):.2f} ms (median of 30)")
    if args.against:
        compare(args.against, args.runs)
    print("after 100 window resizes (repainted each time):")
    for mode in ("bounded", "unbounded"):
        count, sizes, peak = resize_memory(mode)
        label = "bounded cache" if mode == "bounded" else "no bound (as before)"
        print(f"  {label:22} {count:5d} pixmaps at {sizes:3d} sizes   peak memory {peak:6.1f} MB")


if __name__ == "__main__":
    main()
