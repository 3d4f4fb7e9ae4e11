"""Hand review benchmark: prints medians, never asserts (shared machines are noisy).

Run: ``.venv/bin/python tests/benchmarks/bench_review.py`` (``--runs 1`` for a short run).

The hand: the longest of the first 60 seeded deals played by Medium (the player's seat)
against Hard, so at least 30 turns (both seats' draws). Figures: the median time of
:func:`gin_desktop.ai.review.review_hand` over ``--runs`` runs (the target is 5 s on a
2-core machine), and in the same run the baseline: the same review with every legal choice
played in all the worlds (no screening), and the ratio between them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from gin_desktop.ai import make_player
from gin_desktop.ai import review as engine
from gin_desktop.core import Action, DrawDiscard, DrawStock, Match, Rules, view_of
from gin_desktop.reviews import HandRecord


def long_hand(seeds: int = 60) -> tuple[HandRecord, int]:
    """The record of the seeded hand with most turns, and its turn count."""
    best: tuple[HandRecord, int] | None = None
    for seed in range(seeds):
        rng = random.Random(seed)
        match = Match(Rules(), rng.randrange(2))
        match.deal_random(rng)
        hand = match.hand
        assert hand is not None
        players = (make_player("medium", seed=1), make_player("hard", seed=2))
        history: list[tuple[int, Action]] = []
        while not hand.is_over:
            seat = hand.current
            action = players[seat].choose(view_of(hand, seat, match))
            history.append((seat, action))
            match.apply(action)
        turns = sum(1 for _, a in history if isinstance(a, (DrawStock, DrawDiscard)))
        if best is None or turns > best[1]:
            best = (HandRecord(None, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(history)), turns)
    assert best is not None
    return best


def timed(record: HandRecord, runs: int) -> tuple[float, int]:
    times = []
    decisions = 0
    for _ in range(runs):
        start = time.perf_counter()
        review = engine.review_hand(record)
        times.append(time.perf_counter() - start)
        decisions = len(review.decisions)
    return statistics.median(times), decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    record, turns = long_hand()
    mine = sum(1 for seat, _ in record.history if seat == record.human)
    print(f"hand: {turns} turns, {len(record.history)} actions, {mine} of them the player's")
    ours, decisions = timed(record, args.runs)
    screen = engine.SCREEN_WORLDS
    engine.SCREEN_WORLDS = engine.FULL_WORLDS  # type: ignore[misc]  # the baseline: no screening
    try:
        base, _ = timed(record, max(1, args.runs // 2))
    finally:
        engine.SCREEN_WORLDS = screen  # type: ignore[misc]
    print(f"review of a long hand ({decisions} graded decisions): median {ours:.2f} s over {args.runs} runs "
          f"(target 5 s)")
    print(f"baseline, every choice in all {engine.FULL_WORLDS} worlds: median {base:.2f} s; "
          f"the review is {base / ours:.2f}x faster")


if __name__ == "__main__":
    main()
