"""UI benchmark: prints figures, never asserts.

Run: ``.venv/bin/python tests/benchmarks/bench_ui.py`` (offscreen; ``--runs N``).

* start-up: wall time from launching a fresh process to the first painted window,
  for the real app resuming a saved game mid-hand, next to a bare PySide6 window
  that does nothing (same interpreter, same run); medians over the runs;
* peak memory (max RSS) of those same processes;
* one frame of a full table (the player's 11 cards, the opponent's hand, piles)
  rendered at 1920×1080: the median time of ``QGraphicsView.render`` into an image.
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

BARE = """
import resource, sys, time
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
w = QWidget(); w.resize(1180, 780); w.show()
while not w.isVisible() or w.grab().isNull():
    app.processEvents()
app.processEvents()
w.grab()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

APP = """
import resource, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from gin_desktop.controller import GameController
from gin_desktop.core import Rules
from gin_desktop.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.ui.main_window import MainWindow
app = QApplication([])
store = GameStore.open(sys.argv[1])
settings = QSettings(sys.argv[1] + "/settings.ini", QSettings.Format.IniFormat)
session = GameSession.resume_or_new(store, Rules(), "medium")
controller = GameController(session, ai_delay_ms=0)
window = MainWindow(controller, settings)
window.show()
app.processEvents()
window.grab()
assert session.game.action_count > 0
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
store.close()
"""


def prepare_saves(folder: str) -> None:
    """A saved game with three finished hands and one in progress."""
    from gin_desktop.ai import make_player
    from gin_desktop.core import Phase, Rules, view_of
    from gin_desktop.store import GameStore

    store = GameStore.open(folder)
    game = store.new_game(Rules(), "medium", 0, 0)
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


def timed(code: str, *args: str) -> tuple[float, int]:
    """Wall time of a fresh process running ``code`` and the max RSS (KB) it prints.

    Bytecode caching is left on (PYTHONDONTWRITEBYTECODE removed) and the caller makes a
    warm-up run first, as a player's second start would be: an installed app has its
    ``.pyc`` files, and compiling ~50 modules from source on every start is not what a
    player sees (nor what the bare window, whose PySide6 modules are compiled, pays).
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - start, int(out.stdout.strip().splitlines()[-1])


def frame_ms(repeats: int) -> float:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from gin_desktop.controller import GameController
    from gin_desktop.core import DrawStock, Pass, Rules
    from gin_desktop.session import GameSession
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="gin-bench-")
    prepare_saves(folder)
    timed(BARE)  # warm-up runs: bytecode caches written, files in the OS cache
    timed(APP, folder)
    bare = [timed(BARE) for _ in range(args.runs)]
    app = [timed(APP, folder) for _ in range(args.runs)]
    bare_t = statistics.median(t for t, _ in bare)
    app_t = statistics.median(t for t, _ in app)
    bare_m = max(m for _, m in bare) / 1024
    app_m = max(m for _, m in app) / 1024
    print(f"start-up to first painted window, median of {args.runs} fresh processes:")
    print(f"  bare PySide6 window      {bare_t * 1000:7.0f} ms   peak memory {bare_m:6.1f} MB")
    print(f"  app, resumed mid-hand    {app_t * 1000:7.0f} ms   peak memory {app_m:6.1f} MB")
    print(f"  ratio                    {app_t / bare_t:7.2f} x              {app_m / bare_m:6.2f} x")
    print(f"one frame of a full table at 1920x1080: {frame_ms(30):.2f} ms (median of 30)")


if __name__ == "__main__":
    main()
