"""``referee``: one of our levels against OpenSpiel's simple bot, in OpenSpiel's engine.

The arena of :mod:`gin_desktop.tools.arena`, with OpenSpiel's gin_rummy engine dealing
and checking every move: each deal is played twice with the seats swapped (the chance
outcomes forced from one deck order), each finished hand scored under our standard
rules by our core (ties are undercuts, the defender's best lay-offs, gin 25,
undercut 25), and the same figures: side A's points per hand with a 95% interval
over deals, its share of 100-point games with a bootstrap interval (hands chained in
random orders, :mod:`..arena_stats`), decision times, and any illegal action counted.
``--b`` is ``simple`` (OpenSpiel's bot, the default) or one of our levels, so the
engine can cross-check our own arena.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from gin_desktop.ai import make_player
from gin_desktop.core import shuffled_deck
from gin_desktop.entry.arguments import count

from ..arena import timing
from ..arena_stats import duplicate_figures
from .engine import REFERENCE_RULES, VERSION
from .play import SIMPLE, play_hand, seat_for, shared_game


@dataclass
class DealOutcome:
    net_a: int = 0  # A's points minus B's over the deal's two hands
    winners: list[str] = field(default_factory=list)  # "a", "b" or "dead", per hand
    points: list[int] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)  # our result kind with its side, e.g. "a gin"
    ends: list[str] = field(default_factory=list)  # "knock", "wall", "limit"
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    illegal: list[str] = field(default_factory=list)


def play_deal(job: tuple[str, str, int, str]) -> DealOutcome:
    """Both hands of deal ``index``: A as OpenSpiel's player 0 (the non-dealer), then as player 1."""
    a_level, b_level, index, seed = job
    deck = shuffled_deck(rng=random.Random(f"{seed}:{index}"))
    a, b = seat_for(a_level, seed, "a"), seat_for(b_level, seed, "b")
    out = DealOutcome()
    for seats in ({0: a, 1: b}, {0: b, 1: a}):
        record = play_hand(deck, seats, shared_game())
        for side in ("a", "b"):
            out.times[side] += record.times[side]
        out.illegal += record.illegal
        out.ends.append(record.end)
        result = record.result
        if result.winner is None:
            out.winners.append("dead")
            out.points.append(0)
            out.kinds.append("dead")
            continue
        side = seats[result.winner].side
        out.winners.append(side)
        out.points.append(result.points)
        out.kinds.append(f"{side} {result.kind}")
        out.net_a += result.points if side == "a" else -result.points
    return out


def check_sides(a: str, b: str) -> None:
    """Fail fast, before any worker starts: on an unknown level, and on a missing OpenSpiel."""
    for level in (a, b):
        if level != SIMPLE:
            make_player(level)
    shared_game()


def run_referee(a: str, b: str, deals: int, seed: str, jobs: int, progress: TextIO | None) -> dict[str, Any]:
    check_sides(a, b)
    work = [(a, b, i, seed) for i in range(deals)]
    outcomes: list[DealOutcome] = []
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for out in pool.map(play_deal, work, chunksize=4):
                outcomes.append(out)
                _progress(progress, len(outcomes), deals, start)
    else:
        for job in work:
            outcomes.append(play_deal(job))
            _progress(progress, len(outcomes), deals, start)
    return summarize(a, b, seed, outcomes, time.perf_counter() - start)


def summarize(a: str, b: str, seed: str, outcomes: list[DealOutcome], seconds: float) -> dict[str, Any]:
    winners = [w for o in outcomes for w in o.winners]
    target = REFERENCE_RULES.target
    deal_hands = [list(zip(o.winners, o.points, strict=True)) for o in outcomes]
    illegal = [msg for o in outcomes for msg in o.illegal]
    kinds: dict[str, int] = {}
    for kind in sorted(k for o in outcomes for k in o.kinds):
        kinds[kind] = kinds.get(kind, 0) + 1
    ends = [e for o in outcomes for e in o.ends]
    return {
        "a": a,
        "b": b,
        "engine": f"OpenSpiel {VERSION} gin_rummy (knock card 10, no big gin, the wall offer)",
        "scoring": "our core, standard rules: gin 25, undercut 25, ties undercut, the defender's best lay-offs",
        "seed": seed,
        "deals": len(outcomes),
        "hands_played": len(winners),
        "wins": {"a": winners.count("a"), "b": winners.count("b"), "dead": winners.count("dead")},
        "results": kinds,
        "ends": {e: ends.count(e) for e in ("knock", "wall", "limit")},
        **duplicate_figures([o.net_a for o in outcomes], deal_hands, target, seed),
        "decision_time": {"a": timing([t for o in outcomes for t in o.times["a"]]),
                          "b": timing([t for o in outcomes for t in o.times["b"]])},
        "illegal_actions": len(illegal),
        "illegal_examples": illegal[:5],
        "seconds": round(seconds, 1),
    }


def _progress(stream: TextIO | None, done: int, total: int, start: float) -> None:
    if stream is not None and (done % 25 == 0 or done == total):
        rate = done / max(1e-9, time.perf_counter() - start)
        stream.write(f"\rreferee: {done}/{total} deals, {rate:.2f} deals/s")
        if done == total:
            stream.write("\n")
        stream.flush()


def add_parser(sub: Any) -> None:
    p = sub.add_parser("referee", help="a level against OpenSpiel's simple bot in OpenSpiel's engine (JSON summary)")
    p.add_argument("--a", default="hard", help="our level for side A (easy, medium, hard, expert, baseline, ...)")
    p.add_argument("--b", default=SIMPLE, help=f"side B: {SIMPLE} (OpenSpiel's simple_gin_rummy_bot) or one of ours")
    p.add_argument("--hands", type=count(1), default=200, help="number of deals; each is played twice, seats swapped")
    p.add_argument("--seed", default="1")
    p.add_argument("--jobs", type=count(1), default=1, help="worker processes")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.add_argument("--games", type=count(1), default=None, metavar="N",
                   help="play N pairs of whole games to 100 instead (the players see the score; --hands ignored)")
    p.add_argument("--first-game", type=count(0), default=0, metavar="G", help="with --games: the first game's number")
    p.add_argument("--hide-score", action="store_true",
                   help="with --games: the players see every hand at 0-0 (what seeing the score changes)")
    p.add_argument("--merge", nargs="+", metavar="JSON", default=None,
                   help="print one summary of these --games runs (other game numbers, the same sides and seed)")
    p.add_argument("--paired", nargs=2, metavar=("NEW", "OLD"), default=None,
                   help="two --games runs (or merges) on the same game numbers: the paired gain of NEW's side A")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from .engine import ReferenceMissing

    progress = None if args.quiet else sys.stderr
    if args.merge or args.paired:
        from pathlib import Path

        from .games import merge_summaries, paired_summary

        try:
            runs = [json.loads(Path(name).read_text(encoding="utf-8")) for name in args.merge or args.paired]
            summary = merge_summaries(runs) if args.merge else paired_summary(*runs)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            sys.stderr.write(f"referee: cannot {'merge' if args.merge else 'pair'}: {exc}\n")
            return 2
        stdout.write(json.dumps(summary, indent=2) + "\n")
        return 0
    try:
        if args.games is not None:
            from .games import run_games

            check_sides(args.a, args.b)
            summary = run_games(args.a, args.b, args.games, str(args.seed), args.jobs, progress, args.first_game,
                                args.hide_score)
        else:
            summary = run_referee(args.a, args.b, args.hands, str(args.seed), args.jobs, progress)
    except (ReferenceMissing, ValueError) as exc:  # (ValueError: an unknown level, from check_sides)
        sys.stderr.write(f"referee: {exc}\n")
        return 2
    stdout.write(json.dumps(summary, indent=2) + "\n")
    return 0 if summary["illegal_actions"] == 0 else 1
