"""Rules-core benchmark: prints medians, never asserts (shared machines are noisy).

Run: ``.venv/bin/python tests/benchmarks/bench_core.py`` (``--quick`` for a short run).

Figures: median microseconds per minimum-deadwood computation on random 10- and
11-card hands and on meld-rich hands (cards drawn from five adjacent ranks), the
11-card best-discard search, the hands per second of random full-hand play, and
the analyze tool's lines per second. Two baselines run in the same go on the same
hands: the previous search (branching on the lowest covered card, the core's own
until the set-choice and table search replaced it; kept here as it was) and a plain
search that tries every subset of the candidate melds. The ratio columns say how
many times faster the core's search is than each.
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
from gin_desktop.core.cards import VALUES, format_cards, mask_of
from gin_desktop.core.discards import discard_deadwood
from gin_desktop.core.melds import deadwood_of_mask, mask_points, meld_masks
from gin_desktop.tools.analyze import analyze_text
from gin_desktop.tools.lines import process_lines


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


def _previous_best_melded(melds: Sequence[int], avail: int) -> int:
    """The previous core search: largest value of disjoint melds within ``avail``."""
    usable = [m for m in melds if m & avail == m]
    if not usable:
        return 0
    union = 0
    total_bits = 0
    for m in usable:
        union |= m
        total_bits += m.bit_count()
    if union.bit_count() == total_bits:
        return mask_points(union)
    low = union & -union
    best = _previous_best_melded(usable, avail & ~low)
    for m in usable:
        if m & low:
            value = mask_points(m) + _previous_best_melded(usable, avail & ~m)
            if value > best:
                best = value
    return best


def previous_deadwood(hand: int) -> int:
    melds = meld_masks(hand)
    return mask_points(hand) - (_previous_best_melded(melds, hand) if melds else 0)


def previous_discard_deadwood(hand: int) -> dict[int, int]:
    """The previous best-discard search: every discard, each searched afresh."""
    melds = meld_masks(hand)
    total = mask_points(hand)
    out = {}
    m = hand
    while m:
        low = m & -m
        m ^= low
        out[low] = total - VALUES[low.bit_length() - 1] - (_previous_best_melded(melds, hand ^ low) if melds else 0)
    return out


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
    for hands in sets.values():  # the searches agree before they are timed
        for h in hands[:200]:
            assert deadwood_of_mask(h) == previous_deadwood(h) == baseline_deadwood(h)
    print(f"{'min deadwood':<22}{'search µs':>12}{'previous µs':>14}{'ratio':>8}{'subsets µs':>13}{'ratio':>8}")
    for name, hands in sets.items():
        fast = per_call_us(deadwood_of_mask, hands, repeats)
        prev = per_call_us(previous_deadwood, hands, repeats)
        base = per_call_us(baseline_deadwood, hands[: max(200, n // 10)], max(1, repeats // 2))
        print(f"{name:<22}{fast:>12.2f}{prev:>14.2f}{prev / fast:>7.1f}x{base:>13.2f}{base / fast:>7.1f}x")
    from gin_desktop.core.cards import cards_of

    for name in ("random 11 cards", "meld-rich 11 cards"):
        elevens = [cards_of(h) for h in sets[name]]
        us = per_call_us(lambda i, e=elevens: discard_deadwood(e[i]), range(len(elevens)), repeats)  # type: ignore[misc]
        prev = per_call_us(previous_discard_deadwood, sets[name], repeats)
        label = "best discard, " + name.replace(" 11 cards", "")
        print(f"{label:<22}{us:>12.2f}{prev:>14.2f}{prev / us:>7.1f}x")

    runs = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(sims):
            play_random_hand(rng, Rules())
        runs.append(sims / (time.perf_counter() - start))
    print(f"random full-hand simulation: {statistics.median(runs):,.0f} hands/s (median of 3 x {sims})")

    lines = "\n".join(format_cards(rng.sample(DECK, rng.choice((10, 11)))) for _ in range(n)) + "\n"
    start = time.perf_counter()
    process_lines(io.StringIO(lines), io.StringIO(), analyze_text)
    print(f"analyze tool core: {n / (time.perf_counter() - start):,.0f} lines/s (random 10- and 11-card lines)")


if __name__ == "__main__":
    main()
