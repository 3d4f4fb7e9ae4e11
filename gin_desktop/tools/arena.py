"""``arena``: two computer players over duplicate deals, with a JSON summary.

Each deal is played twice with the seats swapped, so both sides get the same cards
and luck cancels out. The summary has the hands played, the wins of each side, the
mean points per hand of side A with a 95% confidence interval (over deals, each
deal's two hands together: one sample), the share of games to the target side A
would win with a bootstrap 95% interval, from the hands chained in random orders
(:mod:`.arena_stats`; chaining them in play order would put each deal's twin in the
same game, where its luck cancels), and each side's decision time (median, p95,
max). Any illegal action is counted (and must stay zero).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from gin_desktop.ai import Player, make_player
from gin_desktop.core import GinError, Hand, Rules, shuffled_deck, view_of
from gin_desktop.core.rules import PRESETS
from gin_desktop.entry.arguments import count, rules_text

from .arena_stats import duplicate_figures

MAX_ACTIONS = 400  # a hand has at most ~70 actions; more means a player is stuck


@dataclass
class DealOutcome:
    net_a: int  # A's points minus B's over the deal's two hands
    winners: list[str]  # "a", "b" or "dead", per hand in play order
    points: list[int]
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    illegal: list[str] = field(default_factory=list)


def random_rules(rng: random.Random) -> Rules:
    """A random valid combination of every rule option (for coverage runs)."""
    base = rng.choice(list(PRESETS.values()))
    opening = rng.choice(["upcard", "eleven"])
    return base.with_options(
        knock_limit=rng.choice([10, 10, 7, 5, 1, 0]),
        big_gin=rng.random() < 0.7,
        big_gin_bonus=rng.choice([0, 0, 6, 25]),
        next_dealer=rng.choice(["alternate", "winner"]),
        opening=opening,
        wall=rng.choice(["cancel", "last_discard"]),
        oklahoma=opening == "upcard" and rng.random() < 0.3,
        straight_gin=rng.random() < 0.15,
        shutout=rng.choice(["double_bonus", "double_score"]),
    )


def play_hand(hand: Hand, seats: dict[int, tuple[str, Player]], out: DealOutcome) -> None:
    steps = 0
    while not hand.is_over:
        steps += 1
        side, player = seats[hand.current]
        view = view_of(hand, hand.current)
        start = time.perf_counter()
        action = player.choose(view)
        out.times[side].append(time.perf_counter() - start)
        try:
            hand.apply(action)
        except GinError as exc:
            out.illegal.append(f"{side} ({player.name}): {exc}")
            hand.apply(hand.legal_actions()[0])  # keep the hand going to finish the run
        if steps > MAX_ACTIONS:
            raise RuntimeError(f"hand did not end after {MAX_ACTIONS} actions: {hand!r}")


def play_deal(job: tuple[str, str, int, str, str]) -> DealOutcome:
    a_level, b_level, index, seed, rules_spec = job
    rng = random.Random(f"{seed}:{index}")
    rules = random_rules(rng) if rules_spec == "all" else Rules.from_json(json.loads(rules_spec))
    deck = shuffled_deck(rng=rng)
    dealer = rng.randrange(2)
    a = make_player(a_level, f"{seed}:a")
    b = make_player(b_level, f"{seed}:b")
    out = DealOutcome(0, [], [])
    for seats in ({0: ("a", a), 1: ("b", b)}, {0: ("b", b), 1: ("a", a)}):
        hand = Hand(rules, deck, dealer)
        play_hand(hand, seats, out)
        result = hand.result
        assert result is not None
        if result.winner is None:
            out.winners.append("dead")
            out.points.append(0)
        else:
            side = seats[result.winner][0]
            out.winners.append(side)
            out.points.append(result.points)
            out.net_a += result.points if side == "a" else -result.points
    return out


def timing(values: list[float]) -> dict[str, float]:
    if not values:
        return {"median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 3),
        "p95_ms": round(p95 * 1000, 3),
        "max_ms": round(ordered[-1] * 1000, 3),
    }


def run_arena(a: str, b: str, deals: int, seed: str, rules: str, jobs: int, progress: TextIO | None) -> dict[str, Any]:
    make_player(a)  # fail fast on an unknown level
    make_player(b)
    spec = "all" if rules == "all" else json.dumps(_rules_arg(rules).to_json())
    work = [(a, b, i, seed, spec) for i in range(deals)]
    outcomes: list[DealOutcome] = []
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for out in pool.map(play_deal, work, chunksize=8):
                outcomes.append(out)
                _progress(progress, len(outcomes), deals, start)
    else:
        for job in work:
            outcomes.append(play_deal(job))
            _progress(progress, len(outcomes), deals, start)
    winners = [w for o in outcomes for w in o.winners]
    target = 100 if rules == "all" else _rules_arg(rules).target
    deal_hands = [list(zip(o.winners, o.points, strict=True)) for o in outcomes]
    illegal = [msg for o in outcomes for msg in o.illegal]
    return {
        "a": a,
        "b": b,
        "rules": rules,
        "seed": seed,
        "deals": deals,
        "hands_played": len(winners),
        "wins": {"a": winners.count("a"), "b": winners.count("b"), "dead": winners.count("dead")},
        **duplicate_figures([o.net_a for o in outcomes], deal_hands, target, seed),
        "decision_time": {"a": timing([t for o in outcomes for t in o.times["a"]]),
                          "b": timing([t for o in outcomes for t in o.times["b"]])},
        "illegal_actions": len(illegal),
        "illegal_examples": illegal[:5],
        "seconds": round(time.perf_counter() - start, 1),
    }


def _rules_option(text: str) -> str:
    return text if text == "all" else rules_text(text)


def _rules_arg(text: str) -> Rules:
    text = text.strip()
    return Rules.from_json(json.loads(text) if text.startswith("{") else text)


def _progress(stream: TextIO | None, done: int, total: int, start: float) -> None:
    if stream is not None and (done % 50 == 0 or done == total):
        rate = done / max(1e-9, time.perf_counter() - start)
        stream.write(f"\rarena: {done}/{total} deals, {rate:.1f} deals/s")
        if done == total:
            stream.write("\n")
        stream.flush()


def add_parser(sub: Any) -> None:
    p = sub.add_parser("arena", help="play two levels over duplicate deals and print a JSON summary")
    p.add_argument("--a", default="hard", help="level of side A (easy, medium, hard, expert; or baseline, challenger)")
    p.add_argument("--b", default="baseline", help="level of side B")
    p.add_argument("--hands", type=count(1), default=200, help="number of deals; each is played twice, seats swapped")
    p.add_argument("--seed", default="1")
    p.add_argument("--rules", type=_rules_option, default="standard",
                   help="preset name, JSON options, or 'all' for random options")
    p.add_argument("--jobs", type=count(1), default=1, help="worker processes")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    summary = run_arena(args.a, args.b, args.hands, str(args.seed), args.rules, args.jobs,
                        None if args.quiet else sys.stderr)
    stdout.write(json.dumps(summary, indent=2) + "\n")
    return 0 if summary["illegal_actions"] == 0 else 1
