"""Paired strength of two versions of a level on the same duplicate deals.

A change to a computer level is judged by playing the old and the new version on the *same*
deals against the same opponent and taking the difference deal by deal: most of a deal's
luck is shared, so the paired interval is several times narrower than the two separate ones.
Run the same command in two checkouts (``git worktree add ../old main``), then compare:

  python tests/benchmarks/bench_paired.py run expert challenger 0 1000 new.json
  (cd ../old && python tests/benchmarks/bench_paired.py run expert challenger 0 1000 /tmp/old.json)
  python tests/benchmarks/bench_paired.py compare new.json /tmp/old.json

The opponent is ``simple`` (OpenSpiel's simple bot in its own engine, the referee's deals: the
``reference`` extra) or any level of the arena (``challenger``, ``hard``, ...: the arena's deals,
standard rules). Deals are numbered as the two tools number them with seed 1, so a run of deals
0..1999 is the deals ``referee``/``arena --hands 2000 --seed 1`` play. Points are side A's per
hand (a deal's two hands one sample); the interval is normal, 95%.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _player(level: str, opponent: str) -> Callable[[int], Any]:
    if opponent == "simple":
        from gin_desktop.tools.referee.arena import play_deal as referee_deal

        return lambda i: referee_deal((level, "simple", i, "1"))
    from gin_desktop.core.rules import PRESETS
    from gin_desktop.tools.arena import play_deal as arena_deal

    spec = json.dumps(PRESETS["standard"].to_json())
    return lambda i: arena_deal((level, opponent, i, "1", spec))


def run(level: str, opponent: str, start: int, count: int, out: Path) -> None:
    play = _player(level, opponent)
    nets: dict[str, int] = {}
    hands: dict[str, list[tuple[str, int]]] = {}  # per deal, its hands' (winner, points) in play order
    times: list[float] = []
    began = time.perf_counter()
    for i in range(start, start + count):
        deal = play(i)
        nets[str(i)] = deal.net_a
        hands[str(i)] = list(zip(deal.winners, deal.points, strict=True))
        times += deal.times["a"]
        if (i - start + 1) % 50 == 0:
            print(f"{i - start + 1}/{count} deals, {time.perf_counter() - began:.0f} s, "
                  f"{statistics.fmean(nets.values()) / 2:+.2f} a hand", file=sys.stderr, flush=True)
    times.sort()
    out.write_text(json.dumps({
        "level": level, "opponent": opponent, "nets": nets, "hands": hands,
        "median_ms": 1000 * statistics.median(times), "p95_ms": 1000 * times[math.ceil(0.95 * len(times)) - 1],
        "max_ms": 1000 * times[-1], "seconds": round(time.perf_counter() - began, 1)}))


def compare(a_path: Path, b_path: Path) -> str:
    a, b = (json.loads(p.read_text()) for p in (a_path, b_path))
    keys = sorted(set(a["nets"]) & set(b["nets"]), key=int)
    if len(keys) < 2:
        raise SystemExit("the two runs share fewer than two deals")
    diffs = [(a["nets"][k] - b["nets"][k]) / 2 for k in keys]
    mean, half = statistics.fmean(diffs), 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    mean_a = statistics.fmean(a["nets"][k] / 2 for k in keys)
    mean_b = statistics.fmean(b["nets"][k] / 2 for k in keys)
    out = (f"{len(keys)} deals: A {mean_a:+.2f}, B {mean_b:+.2f} points a hand; A - B {mean:+.2f} "
           f"(95% CI {mean - half:+.2f} … {mean + half:+.2f}); decisions p95 A {a['p95_ms']:.0f} ms, "
           f"B {b['p95_ms']:.0f} ms; max A {a['max_ms']:.0f} ms, B {b['max_ms']:.0f} ms")
    if "hands" in a and "hands" in b:
        out += "\n" + games_gap([a["hands"][k] for k in keys], [b["hands"][k] for k in keys])
    return out


def _share(deals: list[list[tuple[str, int]]], picks: list[int], rng: random.Random, chains: int) -> float:
    """A's share of the games to 100 of the deals ``picks`` (indices), their hands chained ``chains`` times."""
    from gin_desktop.tools.arena_stats import chain_games

    won = played = 0
    for _ in range(chains):
        hands = [(w, p) for i in picks for w, p in deals[i]]
        rng.shuffle(hands)
        games = chain_games(hands, 100)
        won, played = won + games["a"], played + games["a"] + games["b"]
    return won / max(1, played)


def games_gap(a: list[list[tuple[str, int]]], b: list[list[tuple[str, int]]], rounds: int = 300) -> str:
    """The paired difference in the share of games to 100 (A - B): a bootstrap over deals that draws the same
    deals for both runs each round, both sides' hands then chained in the same random orders (a deal's hands in
    the same places), 10 orders a round."""
    rng = random.Random("games-gap")
    every = list(range(len(a)))
    order = rng.random()
    point = _share(a, every, random.Random(order), 100) - _share(b, every, random.Random(order), 100)
    gaps = []
    for _ in range(rounds):
        picks = [rng.randrange(len(a)) for _ in every]
        order = rng.random()
        gaps.append(_share(a, picks, random.Random(order), 10) - _share(b, picks, random.Random(order), 10))
    gaps.sort()
    low, high = gaps[int(0.025 * rounds)], gaps[int(0.975 * rounds) - 1]
    return f"games to 100: A - B {point:+.1%} (paired bootstrap over deals, 95% CI {low:+.1%} … {high:+.1%})"


def figures(paths: list[Path]) -> str:
    """The figures ``referee``/``arena --seed 1`` print for the deals of one or more runs (e.g. two halves):
    points a hand and the share of games to 100, with their intervals."""
    from gin_desktop.tools.arena_stats import duplicate_figures

    nets: dict[str, int] = {}
    hands: dict[str, list[tuple[str, int]]] = {}
    for path in paths:
        run_ = json.loads(path.read_text())
        if "hands" not in run_:
            raise SystemExit(f"{path}: made before runs kept their hands; run it again")
        nets.update(run_["nets"])
        hands.update({k: [(w, p) for w, p in v] for k, v in run_["hands"].items()})
    keys = sorted(nets, key=int)
    out = duplicate_figures([nets[k] for k in keys], [hands[k] for k in keys], 100, "1")
    games = out["games"]
    points = out["ci95_points_per_hand_a"]
    assert isinstance(games, dict) and isinstance(points, list)
    low, high = points
    glow, ghigh = games["ci95_a_share"]
    return (f"{len(keys)} deals: {out['mean_points_per_hand_a']:+.2f} points a hand (95% CI {low:+.2f} … "
            f"{high:+.2f}); games to 100 won {games['a_share']:.1%} (95% CI {glow:.1%} … {ghigh:.1%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="play LEVEL against OPPONENT on deals START..START+COUNT-1")
    r.add_argument("level")
    r.add_argument("opponent")
    r.add_argument("start", type=int)
    r.add_argument("count", type=int)
    r.add_argument("out", type=Path)
    c = sub.add_parser("compare", help="the paired difference A - B over the deals both runs played")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    f = sub.add_parser("figures", help="the referee's/arena's figures (points a hand, games to 100) of runs")
    f.add_argument("runs", type=Path, nargs="+")
    args = parser.parse_args()
    if args.command == "run":
        run(args.level, args.opponent, args.start, args.count, args.out)
    elif args.command == "figures":
        print(figures(args.runs))
    else:
        print(compare(args.a, args.b))


if __name__ == "__main__":
    main()
