"""Animation benchmark: prints figures, never asserts.

Run: ``.venv/bin/python tests/benchmarks/bench_frames.py [--hands 3] [--size 1920x1080]`` (offscreen).

Plays whole hands in the real window with the real animations (cards dealt, drawn, discarded,
the computer's moves, the showdown's lay-offs flying one by one and the result panel counting
up): the player's seat by the Medium level's choices, each made once the table has settled.
Every paint of the table's viewport is timed (from its paint event's start to its end, so the
whole of the view's drawing: cloth, shadows, cards, texts) and its area counted, for each of the
view's update modes in turn on the same deals: ``full`` repaints the whole viewport for any
change (the table's mode before issue 26), ``minimal`` only the rectangle of what changed.
Prints per mode the number of paints, the share of the viewport they covered on average, and
the median, 95th percentile and maximum milliseconds of a paint (target ≤ 8 ms a step).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

SHOWDOWN_S = 4.0  # how long a finished hand is left to animate before the next is dealt
ROOT = str(Path(__file__).resolve().parents[2])
sys.path.insert(0, ROOT)


def play(mode: str, hands: int, size: tuple[int, int], seed: int) -> tuple[list[float], list[float]]:
    """Milliseconds of each viewport paint and the share of the viewport each covered."""
    from PySide6.QtCore import QElapsedTimer, QSettings
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication, QGraphicsView

    import gin_desktop.ui.main_window as main_window
    from gin_desktop.ai import make_player
    from gin_desktop.control.controller import GameController
    from gin_desktop.core import Rules
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore
    from gin_desktop.ui.table.view import TableView

    app = QApplication.instance() or QApplication([])
    times: list[float] = []
    shares: list[float] = []

    class TimedView(TableView):
        def viewportEvent(self, event: object) -> bool:
            if not isinstance(event, QPaintEvent):
                return super().viewportEvent(event)  # type: ignore[arg-type]
            clock = QElapsedTimer()
            clock.start()
            done = super().viewportEvent(event)
            times.append(clock.nsecsElapsed() / 1e6)
            area = sum(r.width() * r.height() for r in event.region())
            shares.append(area / max(1, self.viewport().width() * self.viewport().height()))
            return done

    main_window.TableView = TimedView  # type: ignore[misc]
    folder = tempfile.mkdtemp()
    store = GameStore.open(folder)
    session = GameSession.new(store, Rules(), "medium", rng=random.Random(seed))
    controller = GameController(session, ai_delay_ms=100, auto_review=False)
    window = main_window.MainWindow(controller, QSettings(folder + "/s.ini", QSettings.Format.IniFormat))
    window.table.setViewportUpdateMode(
        QGraphicsView.ViewportUpdateMode.FullViewportUpdate if mode == "full"
        else QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
    window.resize(size[0] + window.panel.width(), size[1] + 60)
    window.show()
    moving = [False]
    window.scene.animating.connect(lambda: moving.__setitem__(0, True))
    window.scene.settled.connect(lambda: moving.__setitem__(0, False))
    controller.start()
    me = make_player("medium", seed)
    played, over_at = 0, 0.0
    deadline = time.monotonic() + 600
    while played < hands and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.002)
        hand = session.hand
        if moving[0] or hand is None:
            continue
        if hand.is_over:
            over_at = over_at or time.monotonic()
            if time.monotonic() - over_at < SHOWDOWN_S:  # the lay-offs fly, the result panel counts up
                continue
            over_at = 0.0
            played += 1
            if played < hands and not session.game.match.is_over:
                controller.next_hand()
            continue
        if session.to_act() == session.human:
            view = controller.view()
            if view is not None:
                controller.act(me.choose(view))
    controller.shutdown()
    window.close()
    store.close()
    main_window.TableView = TableView  # type: ignore[misc]
    return times, shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    width, height = (int(n) for n in args.size.split("x"))
    print(f"whole hands ({args.hands}, seed {args.seed}) at {width}x{height}, every paint of the table timed:")
    for mode in ("full", "minimal"):
        times, shares = play(mode, args.hands, (width, height), args.seed)
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        print(f"  {mode:8} {len(times):5} paints, {100 * statistics.mean(shares):5.1f}% of the view each on average; "
              f"a paint median {statistics.median(times):5.2f} ms, p95 {p95:5.2f} ms, max {ordered[-1]:5.2f} ms")


if __name__ == "__main__":
    main()
