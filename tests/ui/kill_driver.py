"""A real game window that plays, for the ``kill -9`` test: after every change of the player's
card order it prints the order shown (``order AS,2S,…``) and waits for a line on stdin, so
the test can kill it with SIGKILL at a moment whose table it knows.

Run: ``python -m tests.ui.kill_driver DATA_DIR SEED`` (offscreen).
"""

from __future__ import annotations

import random
import sys
import time

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from gin_desktop.ai.players import LevelPlayer
from gin_desktop.control.controller import GameController
from gin_desktop.core import DrawDiscard, DrawStock
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.settings_store import load_settings
from gin_desktop.values.hand_order import SortMode

MOVER = LevelPlayer("hard", seed="hint")


def main(data_dir: str, seed: int) -> None:
    app = QApplication(sys.argv[:1])
    rng = random.Random(seed)
    store = GameStore.open(data_dir)
    settings = QSettings(f"{data_dir}/settings.ini", QSettings.Format.IniFormat)
    settings.setValue("help/walkthrough_shown", "true")
    prefs, _ = load_settings(settings)
    session = GameSession.resume_or_new(store, prefs.rules, "medium", rng=rng)
    controller = GameController(session, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    window.look.confirm_knock = False
    window.scene.anim_ms = 0
    window.show()
    controller.start()
    shown: list[str] = []

    def report() -> None:
        order = [c.code for c in window.scene.hand_cards()]
        if order != shown:
            shown[:] = order
            print("order " + ",".join(order), flush=True)
            if not sys.stdin.readline():  # the test has what it needs: wait to be killed
                time.sleep(3600)

    while True:
        app.processEvents()
        report()
        view = controller.view()
        if view is None:
            continue
        if session.match.needs_deal and not session.match.is_over:
            window.commands.next_hand_or_game()
            continue
        if session.match.is_over:
            window.commands.next_hand_or_game()
            continue
        if not view.my_turn or controller.is_thinking():
            time.sleep(0.002)
            continue
        roll = rng.random()
        if roll < 0.15:  # the player sorts, or moves a card along the hand
            sort = window.panel.sort
            sort.setCurrentIndex(sort.findData(rng.choice(list(SortMode))))
        elif roll < 0.3 and len(view.hand) > 1:
            cards = window.scene.hand_cards()
            card = cards.pop(rng.randrange(len(cards)))
            cards.insert(rng.randrange(len(cards) + 1), card)
            window.look.reordered(cards)
        else:
            action = MOVER.choose(view)  # (the Hard level: a move, fast, as the hint was before the engine)
            at = rng.randrange(len(view.hand) + 1) if rng.random() < 0.6 else None
            if isinstance(action, DrawStock):
                controller.draw_stock(at)
            elif isinstance(action, DrawDiscard):
                controller.draw_discard(at)
            else:
                controller.act(action)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
