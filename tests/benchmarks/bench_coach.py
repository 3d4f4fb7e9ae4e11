"""The coach's trustworthiness, measured: prints figures, never asserts (shared machines are noisy).

Run: ``.venv/bin/python tests/benchmarks/bench_coach.py [--hands 40] [--only agreement] [--jobs 2]``.

* **agreement**: the same seeded hands (Hard's play in the player's seat against Hard) reviewed
  with two different engine seeds: the share of decisions with the same grade (a close call
  agrees with either band next to it), the share that flips between best/good and
  mistake/blunder, and the share of close calls;
* **levels**: the points lost per decision when the review grades each level's play (random,
  Easy, Medium, Hard, Expert in the player's seat against Hard) with 95% intervals over hands;
* **hints**: hands played by following every hint, then reviewed: the share of those
  decisions graded inaccuracy or worse;
* **time**: the median time to review a hand of 30 turns or more.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from gin_desktop.ai import Player, engine, make_player
from gin_desktop.ai.hints import hint
from gin_desktop.ai.review import review_hand
from gin_desktop.core import Action, DrawDiscard, DrawStock, Match, PlayerView, Rules, view_of
from gin_desktop.values.reviews import Grade, HandRecord, HandReview

_T = TypeVar("_T")
_A = TypeVar("_A")
ORDER = (Grade.BEST, Grade.GOOD, Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)
FINE = {Grade.BEST, Grade.GOOD}
BAD = {Grade.MISTAKE, Grade.BLUNDER}


class RandomPlayer(Player):
    name = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return rng.choice(view.legal_actions)


def play(seed: int, mine: Callable[[PlayerView], Action], opponent: str = "hard") -> HandRecord:
    """One seeded hand, the player's seat (0) choosing with ``mine``."""
    rng = random.Random(seed)
    match = Match(Rules(), rng.randrange(2))
    match.deal_random(rng)
    hand = match.hand
    assert hand is not None
    other = make_player(opponent, seed=2)
    while not hand.is_over:
        seat = hand.current
        view = view_of(hand, seat, match)
        match.apply(mine(view) if seat == 0 else other.choose(view))
    return HandRecord(None, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(hand.history))


def _with(review: HandReview) -> dict[tuple[int, str], tuple[Grade, tuple[float, float] | None]]:
    return {(d.step, d.kind.value): (d.grade, d.interval) for d in review.decisions}


def _neighbours(close: tuple[float, float] | None) -> set[Grade]:
    """The bands a close call's interval touches."""
    if close is None:
        return set()
    from gin_desktop.values.reviews import band_of

    low, high = close
    bands = ORDER[1:]
    lo_i, hi_i = bands.index(band_of(max(0.0, low))), bands.index(band_of(high))
    return set(bands[lo_i:hi_i + 1])


def agree(a: tuple[Grade, tuple[float, float] | None], b: tuple[Grade, tuple[float, float] | None]) -> bool:
    if a[0] is b[0]:
        return True
    if a[0] is Grade.CLOSE:
        return b[0] in _neighbours(a[1]) or (b[0] is Grade.BEST and Grade.GOOD in _neighbours(a[1]))
    if b[0] is Grade.CLOSE:
        return agree(b, a)
    return False


def flips(a: tuple[Grade, tuple[float, float] | None], b: tuple[Grade, tuple[float, float] | None]) -> bool:
    return (a[0] in FINE and b[0] in BAD) or (a[0] in BAD and b[0] in FINE)


JOBS = 1  # worker processes for the hands (--jobs)


def _map(job: Callable[[_A], _T], seeds: list[_A], what: str) -> list[_T]:
    """``job`` over ``seeds`` (in worker processes with --jobs), with progress on stderr."""
    out: list[_T] = []
    start = time.perf_counter()
    if JOBS > 1:
        with ProcessPoolExecutor(JOBS) as pool:
            for item in pool.map(job, seeds):
                out.append(item)
                _progress(what, len(out), len(seeds), start)
    else:
        for seed in seeds:
            out.append(job(seed))
            _progress(what, len(out), len(seeds), start)
    return out


def _progress(what: str, done: int, total: int, start: float) -> None:
    print(f"\r{what}: {done}/{total} hands, {time.perf_counter() - start:.0f} s", end="\n" if done == total else "",
          file=sys.stderr, flush=True)


def _agreement_of(args: tuple[int, str]) -> list[tuple[tuple[Grade, tuple[float, float] | None], ...]]:
    seed, level = args
    record = play(seed, make_player(level, seed=1).choose)
    one, two = _with(review_hand(record, "first", guesses=False)), _with(review_hand(record, "second", guesses=False))
    return [(grade, two[key]) for key, grade in one.items()]


def agreement(hands: int, level: str = "hard") -> None:
    same = flipped = close = total = 0
    for pairs in _map(_agreement_of, [(1000 + seed, level) for seed in range(hands)], f"agreement ({level})"):
        for grade, other in pairs:
            total += 1
            same += agree(grade, other)
            flipped += flips(grade, other)
            close += (grade[0] is Grade.CLOSE) + (other[0] is Grade.CLOSE)
    print(f"agreement ({level}'s play) over {hands} hands, {total} decisions: same grade {same / total:.1%}, "
          f"best/good <-> mistake/blunder flips {flipped / total:.2%}, close calls {close / (2 * total):.1%} "
          f"({close} of {2 * total} gradings)",
          flush=True)


def _interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def _lost_of(args: tuple[int, str]) -> tuple[float, int] | None:
    seed, level = args
    player = RandomPlayer(seed=1) if level == "random" else make_player(level, seed=1)
    review = review_hand(play(seed, player.choose), guesses=False)
    return (review.points_lost / len(review.decisions), len(review.decisions)) if review.decisions else None


LEVELS = ("random", "easy", "medium", "hard", "expert")


def levels(hands: int, which: tuple[str, ...] = LEVELS) -> None:
    for level in which:
        rows = [r for r in _map(_lost_of, [(2000 + seed, level) for seed in range(hands)], level) if r is not None]
        mean, low, high = _interval([r[0] for r in rows])
        print(f"{level}: {mean:.3f} points lost per decision (95% CI {low:.3f} … {high:.3f}) over {len(rows)} "
              f"hands, {sum(r[1] for r in rows)} decisions", flush=True)


def _hinted_of(seed: int) -> tuple[int, int]:
    review = review_hand(play(seed, lambda view: hint(view).action), guesses=False)
    bad = sum(1 for d in review.decisions if d.grade in (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER))
    return bad, len(review.decisions)


def hints(hands: int) -> None:
    rows = _map(_hinted_of, [3000 + seed for seed in range(hands)], "hints")
    bad, total = sum(r[0] for r in rows), sum(r[1] for r in rows)
    print(f"hints followed over {hands} hands: {bad} of {total} decisions graded inaccuracy or worse "
          f"({bad / max(1, total):.1%})", flush=True)


def timing(runs: int, opponent: str = "hard", settings: str = "this") -> None:
    """The first hand of 30 turns or more (else the longest of 60) of Medium against ``opponent``, reviewed
    ``runs`` times; ``settings="race"`` reviews it as before the review's own schedule (the player's choice
    settled at the race's z and cap), for a paired comparison in fresh processes."""
    if settings == "race":
        engine.KEEP_CAP, engine.BAND_Z = engine.CAP, engine.Z
    record, turns = None, 0
    for seed in range(60):
        candidate = play(seed, make_player("medium", seed=1).choose, opponent)
        length = sum(1 for _, a in candidate.history if isinstance(a, (DrawStock, DrawDiscard)))
        if length > turns:
            record, turns = candidate, length
        if turns >= 30:
            break
    assert record is not None
    times = []
    for run in range(runs):
        start = time.perf_counter()
        review_hand(record, f"time{run}", guesses=False)
        times.append(time.perf_counter() - start)
    print(f"review of a {turns}-turn hand: median {statistics.median(times):.2f} s over {runs} runs "
          f"(min {min(times):.2f}, max {max(times):.2f})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", choices=("agreement", "levels", "hints", "time"))
    parser.add_argument("--levels", default=",".join(LEVELS), help="with --only levels: which (comma-separated)")
    parser.add_argument("--player", default="hard", help="the level whose play the agreement run reviews")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the hands")
    parser.add_argument("--opponent", default="hard", help="the computer's level in the timed hand")
    parser.add_argument("--settings", choices=("this", "race"), default="this",
                        help="race: the player's choice settled at the race's z and cap (the earlier review)")
    args = parser.parse_args()
    global JOBS
    JOBS = max(1, args.jobs)
    chosen = tuple(args.levels.split(","))
    jobs = {"agreement": lambda: agreement(args.hands, args.player), "levels": lambda: levels(args.hands, chosen),
            "hints": lambda: hints(args.hands), "time": lambda: timing(args.runs, args.opponent, args.settings)}
    for name, job in jobs.items():
        if args.only in (None, name):
            job()


if __name__ == "__main__":
    main()
