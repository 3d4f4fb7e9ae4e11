"""The tutor's delay (issue 23): how long the tutor holds a move up, from the drop to the move applied
or the warning shown, when the turn started ``--think`` seconds before the drop (a player's usual
think: 2 s). The real :class:`~gin_desktop.control.tutor.TutorDesk` and its worker thread; the
player's moves are the Medium level's (so some are warned about); every decision of seeded hands
against Hard, the tutor at "inaccuracy" (it must judge every move).

Prints the median, p95 and maximum delay, how many moves it stayed silent on (the answer not ready
within its budget), and how many it warned about — and checks each verdict against the review's
grade of the same move (they must agree: the tutor is the review's rule, run early).

    .venv/bin/python tests/benchmarks/bench_tutor.py --decisions 200
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gin_desktop.ai import make_player
from gin_desktop.ai.review import decision_kind, grade_decision
from gin_desktop.control.tutor import WAIT_S, TutorDesk
from gin_desktop.core import Hand, LayOut, Rules, view_of
from gin_desktop.core.cards import shuffled_deck
from gin_desktop.qt.core import QCoreApplication
from gin_desktop.values.reviews import Grade


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=200, help="player decisions to time (default 200)")
    parser.add_argument("--think", type=float, default=2.0, help="seconds from the turn's start to the drop")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    desk = TutorDesk()
    desk.set_threshold(Grade.INACCURACY)
    rules = Rules()
    delays: list[float] = []
    agree = judged = 0
    seed = args.seed
    while len(delays) < args.decisions:
        hand = Hand(rules, shuffled_deck(f"tutor-bench|{seed}"), seed % 2)
        players = [make_player("medium", seed), make_player("hard", seed + 1)]
        while not hand.is_over and len(delays) < args.decisions:
            seat = hand.current
            view = view_of(hand, seat)
            action = players[seat].choose(view)
            if seat == 0 and decision_kind(hand.phase) is not None and LayOut() not in view.legal_actions:
                desk.turn(view)
                time.sleep(args.think)
                before = (desk.log.silent, desk.log.warned)
                started = time.perf_counter()
                verdict = desk.judge(view, action)
                delays.append(time.perf_counter() - started)
                if desk.log.silent == before[0]:  # (judged in time: check it against the review)
                    graded = grade_decision(view, action, decision_kind(hand.phase))  # type: ignore[arg-type]
                    if graded:
                        judged += 1
                        review_warns = graded[0].grade in (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)
                        agree += (verdict is not None) == review_warns
                desk.stop()
            hand.apply(action)
        seed += 1
    app.processEvents()
    ms = sorted(d * 1000 for d in delays)
    p95 = ms[max(0, round(0.95 * len(ms)) - 1)]
    print(f"tutor delay over {len(ms)} decisions (think {args.think:.1f} s, budget {WAIT_S * 1000:.0f} ms): "
          f"median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms")
    print(f"silent (answer not ready in time): {desk.log.silent} of {len(ms)} ({100 * desk.log.silent / len(ms):.1f}%)")
    print(f"warned: {desk.log.warned}; the review agrees on warn / no warn: {agree} of {judged}")


if __name__ == "__main__":
    main()
