"""``selfplay``: computer-vs-computer games through the app's own controller and store.

``gin-rummy-tools selfplay --data-dir D --games N --level L`` starts each game the
way the app does (a :class:`~gin_desktop.services.session.GameSession` saved in the store,
driven by the Qt :class:`~gin_desktop.control.controller.GameController` on a Qt event
loop without a window), plays the human's seat with another computer player
through the controller's intents, and prints a JSON summary. For crash testing
and soak runs: every move is committed exactly as in the app.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, TextIO

from gin_desktop.entry.arguments import count, rules_of, rules_text
from gin_desktop.text.store_text import notice_text
from gin_desktop.values.levels import LEVELS


def add_parser(sub: Any) -> None:
    p = sub.add_parser("selfplay", help="computer-vs-computer games through the app's controller and store")
    p.add_argument("--data-dir", help="the save folder (default: GIN_RUMMY_DATA_DIR or the platform data folder)")
    p.add_argument("--games", type=count(1), default=1)
    p.add_argument("--level", default="medium", choices=LEVELS,
                   help="the computer's level (the other seat plays the same level)")
    p.add_argument("--rules", type=rules_text, default="standard", help="preset name or JSON options")
    p.add_argument("--seed", type=int, default=None, help="make the deals and decisions repeatable")
    p.set_defaults(command="selfplay")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from gin_desktop.ai import make_player
    from gin_desktop.control.controller import GameController
    from gin_desktop.qt.core import QCoreApplication, QEventLoop
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore

    text = args.rules.strip()
    rules = rules_of(text)
    app = QCoreApplication.instance() or QCoreApplication([])
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    notices: list[str] = []
    with GameStore.open(args.data_dir) as store:
        notices += [notice_text(n) for n in store.report.notices]
        for number in range(args.games):
            rng = random.Random(args.seed * 1000 + number) if args.seed is not None else None
            session = GameSession.new(store, rules, args.level, rng=rng)
            stand_in = make_player(args.level, seed=f"selfplay-{args.seed}-{number}")
            controller = GameController(session, ai_delay_ms=0)
            controller.notice.connect(notices.append)
            controller.start()
            while not session.match.is_over:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
                if session.match.needs_deal:
                    controller.next_hand()
                    continue
                view = controller.view()
                if view is not None and view.my_turn and not controller.is_thinking():
                    controller.act(stand_in.choose(view))
            controller.shutdown()
            result = session.match.result
            assert result is not None
            results.append({
                "game": session.game.id,
                "hands": len(session.match.hands),
                "actions": session.game.action_count,
                "totals": list(result.totals),
                "winner": result.winner,
            })
        summary = {
            "games": len(results),
            "hands": sum(r["hands"] for r in results),
            "actions": sum(r["actions"] for r in results),
            "seconds": round(time.perf_counter() - start, 2),
            "saving": store.saving,
            "unsaved_changes": store.pending_count,
            "notices": notices,
            "results": results,
        }
    stdout.write(json.dumps(summary, indent=2) + "\n")
    return 0
