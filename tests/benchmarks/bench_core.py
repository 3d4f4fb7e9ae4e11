"""Rules-core benchmark: prints medians, never asserts (shared machines are noisy).

Run: ``.venv/bin/python tests/benchmarks/bench_core.py`` (``--quick`` for a short run).

Figures: median microseconds per minimum-deadwood computation on random 10- and
11-card hands and on meld-rich hands (cards drawn from five adjacent ranks), the
11-card best-discard search, the hands per second of random full-hand play, and
the analyze tool's lines per second. The baseline, run in the same go on the same
hands, is a plain search that tries every subset of the candidate melds; the ratio
column says how many times faster the real search is.
"""

from __future__ import annotations

import argparse
import io
import itertools
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from gin_desktop.core import DECK, Hand, Knock, Rules, shuffled_deck
from gin_desktop.core.cards import format_cards, mask_of
from gin_desktop.core.melds import deadwood_of_mask, discard_deadwood, mask_points, meld_masks
from gin_desktop.tools.analyze import analyze_line


def baseline_deadwood(hand: int) -> int:
    """Every subset of candidate melds, keep the disjoint one with most value."""
    melds = meld_masks(hand)
    best = 0
    for k in range(1, len(melds) + 1):
        for combo in itertools.combinations(melds, k):
            used = 0
            for m in combo:
                if used & m:
                    break
                used |= m
            else:
                best = max(best, mask_points(used))
    return mask_points(hand) - best


def per_call_us(fn: Callable[[int], object], hands: Sequence[int], repeats: int) -> float:
    """Median over ``repeats`` passes of the mean microseconds per call."""
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for h in hands:
            fn(h)
        runs.append((time.perf_counter() - start) / len(hands) * 1e6)
    return statistics.median(runs)


def random_hands(rng: random.Random, size: int, count: int, pool: Sequence[object] = DECK) -> list[int]:
    return [mask_of(rng.sample(pool, size)) for _ in range(count)]  # type: ignore[arg-type]


def play_random_hand(rng: random.Random, rules: Rules) -> None:
    hand = Hand(rules, shuffled_deck(rng=rng), rng.randrange(2))
    while not hand.is_over:
        actions = hand.legal_actions()
        knocks = [a for a in actions if isinstance(a, Knock)]
        hand.apply(knocks[0] if knocks else rng.choice(actions))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    n, repeats, sims = (2000, 3, 100) if args.quick else (20000, 7, 1000)
    rng = random.Random(2026)
    rich_pool = [c for c in DECK if 5 <= c.rank <= 9]
    sets = {
        "random 10 cards": random_hands(rng, 10, n),
        "random 11 cards": random_hands(rng, 11, n),
        "meld-rich 10 cards": random_hands(rng, 10, n, rich_pool),
        "meld-rich 11 cards": random_hands(rng, 11, n, rich_pool),
    }
    print(f"python {sys.version.split()[0]}; {n} hands per set; median of {repeats} passes")
    print(f"{'min deadwood':<22}{'search µs':>12}{'baseline µs':>14}{'ratio':>8}")
    for name, hands in sets.items():
        fast = per_call_us(deadwood_of_mask, hands, repeats)
        base = per_call_us(baseline_deadwood, hands[: max(200, n // 10)], max(1, repeats // 2))
        print(f"{name:<22}{fast:>12.2f}{base:>14.2f}{base / fast:>7.1f}x")
    from gin_desktop.core.cards import cards_of

    elevens = [cards_of(h) for h in sets["random 11 cards"]]
    us = per_call_us(lambda i: discard_deadwood(elevens[i]), range(len(elevens)), repeats)  # type: ignore[arg-type]
    print(f"{'best discard, 11 cards':<22}{us:>12.2f}")

    runs = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(sims):
            play_random_hand(rng, Rules())
        runs.append(sims / (time.perf_counter() - start))
    print(f"random full-hand simulation: {statistics.median(runs):,.0f} hands/s (median of 3 x {sims})")

    lines = "\n".join(format_cards(rng.sample(DECK, rng.choice((10, 11)))) for _ in range(n)) + "\n"
    start = time.perf_counter()
    out = io.StringIO()
    for line in io.StringIO(lines):
        out.write(str(analyze_line(line.strip())))
    print(f"analyze tool core: {n / (time.perf_counter() - start):,.0f} lines/s")


if __name__ == "__main__":
    main()
