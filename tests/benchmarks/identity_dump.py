"""The engine's full outputs on seeded hands, for proving that a speed-up changed no result (issue 22).

Run it from two checkouts and compare the files byte for byte::

    .venv/bin/python tests/benchmarks/identity_dump.py /tmp/a.txt      # in one checkout
    .venv/bin/python tests/benchmarks/identity_dump.py /tmp/b.txt      # in the other
    cmp /tmp/a.txt /tmp/b.txt

It writes, over three rule sets: every decision of Expert against Hard and of Hard against Medium
(``--expert-hands``, ``--hard-hands``), each with the ``repr`` of every verdict the engine gave for it
(:class:`~gin_desktop.ai.engine.Analysis`: the pick, each choice's mean, worlds, gap and interval) and
the action played; then the ``repr`` of the whole :class:`~gin_desktop.values.reviews.HandReview` of
``--reviews`` seeded hands (grades, expected values, intervals, facts, the computer's guesses). The
Expert level's safety stop (the only clock in a verdict) is switched off, so the file depends on the
code alone. The defaults (30, 10, 20) take about five minutes on the 2-core machine.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from gin_desktop.ai import engine, expert, make_player
from gin_desktop.ai.review import review_hand
from gin_desktop.core import Match, Rules, view_of
from gin_desktop.values.reviews import HandRecord

RULES = (Rules(), Rules(wall="last_discard", big_gin_bonus=25), Rules(oklahoma=True, knock_limit=7))


def decisions(out: Any, level: str, other: str, hands: int) -> int:
    """Every decision of ``hands`` seeded hands of ``level`` against ``other``, with the engine's verdicts."""
    verdicts: list[str] = []
    real = engine.analyse

    def spy(*args: Any, **kwargs: Any) -> engine.Analysis | None:
        result = real(*args, **kwargs)
        verdicts.append(repr(result))
        return result

    engine.analyse = spy  # (the levels call it through the module)
    count = 0
    try:
        for s in range(hands):
            rng = random.Random(1000 + s)
            match = Match(RULES[s % len(RULES)], rng.randrange(2))
            match.deal_random(rng)
            hand = match.hand
            assert hand is not None
            players = [make_player(level, seed=s), make_player(other, seed=7)]
            while not hand.is_over:
                seat = hand.current
                verdicts.clear()
                action = players[seat].choose(view_of(hand, seat, match))
                count += seat == 0
                out.write(f"{level} {s} {len(hand.history)} {seat} {action!r} {len(verdicts)}\n")
                out.writelines(f"  {v}\n" for v in verdicts)
                match.apply(action)
    finally:
        engine.analyse = real
    return count


def record_of(seed: int, level: str, rules: Rules) -> HandRecord:
    rng = random.Random(seed)
    match = Match(rules, rng.randrange(2))
    match.deal_random(rng)
    hand = match.hand
    assert hand is not None
    players = [make_player(level, seed=seed), make_player("medium", seed=seed + 1)]
    while not hand.is_over:
        seat = hand.current
        match.apply(players[seat].choose(view_of(hand, seat, match)))
    return HandRecord(None, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(hand.history))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--reviews", type=int, default=20)
    parser.add_argument("--expert-hands", type=int, default=30)
    parser.add_argument("--hard-hands", type=int, default=10)
    args = parser.parse_args()
    expert.TIME_CAP = 1e9  # the safety stop is the only clock in a verdict: off
    start = time.perf_counter()
    with open(args.out, "w", encoding="utf-8") as out:
        n = decisions(out, "expert", "hard", args.expert_hands) + decisions(out, "hard", "medium", args.hard_hands)
        print(f"decisions of the searching seat: {n} in {time.perf_counter() - start:.1f} s", file=sys.stderr)
        for s in range(args.reviews):
            record = record_of(500 + s, ("medium", "hard", "easy")[s % 3], RULES[s % len(RULES)])
            review = review_hand(record, f"chk{s}", guesses=s % 2 == 0)
            out.write(f"review {s} {len(record.history)}\n  {review!r}\n")
    print(f"and {args.reviews} reviews: {time.perf_counter() - start:.1f} s in all", file=sys.stderr)


if __name__ == "__main__":
    main()
