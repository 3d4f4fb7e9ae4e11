"""What knowing the opponent's hand would be worth to Expert: a bound for issue 22, not a strength figure.

Expert plays our ``baseline`` (OpenSpiel's simple bot decision for decision) in our engine under the rules
the referee shares with OpenSpiel, each deal of seed 1 twice with the seats swapped (as
``bench_hand_ends.py``), in one of these modes:

* ``search``: Expert as it is;
* ``told``: every world of its search holds the opponent's real hand (the stock order is still sampled):
  a cheat, to see how much of a hand's points hang on what the knowledge model cannot know;
* ``told-knock``, ``told-discard``, ``told-draw``: told only at that kind of decision (a discard with a
  knock allowed, a discard without, the draw or the upcard);
* ``told-but-N``: the real hand with N of its unseen cards swapped, in each world, for unseen cards
  drawn at random: how the worth falls as the knowledge gets less than exact.

Prints each mode's points a hand (95% interval over deals) and its paired difference from ``search`` on
the same deals:

    .venv/bin/python tests/benchmarks/bench_information.py --deals 200 --jobs 2 \\
        --modes search,told,told-knock,told-discard,told-draw,told-but-3
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gin_desktop.ai import evaluate, make_player
from gin_desktop.core import DrawStock, Hand, Knock, Pass, PlayerView, shuffled_deck, view_of
from gin_desktop.core.cards import mask_of
from gin_desktop.core.rules import PRESETS

RULES = PRESETS["standard"].with_options(wall="last_discard", big_gin=False)
REAL = evaluate.HandSampler.draw


def decision_kind(view: PlayerView) -> str:
    acts = view.legal_actions
    if any(isinstance(a, Knock) for a in acts):
        return "knock"
    if any(isinstance(a, (DrawStock, Pass)) for a in acts):
        return "draw"
    return "discard"


def _teller(mode: str, truth: list[int], told: list[bool]) -> Callable[[evaluate.HandSampler, random.Random], int]:
    """A stand-in for :meth:`HandSampler.draw` that hands out the real hand (or a blurred one) when told."""
    swaps = int(mode.rsplit("-", 1)[1]) if mode.startswith("told-but-") else 0

    def draw(self: evaluate.HandSampler, rng: random.Random) -> int:
        if not told[0]:
            return REAL(self, rng)
        hand = truth[0]
        if swaps:
            hidden = [1 << i for i in range(52) if hand >> i & 1 and not self.known >> i & 1]
            others = [m for m in self.masks if not hand & m]
            k = min(swaps, len(hidden), len(others))
            for bit in rng.sample(hidden, k):
                hand ^= bit
            for bit in rng.sample(others, k):
                hand |= bit
        return hand

    return draw


def play(job: tuple[str, int]) -> list[int]:
    """Deal ``index`` of seed 1, both seatings: Expert's net points in each hand."""
    mode, index = job
    truth, told = [0], [False]
    evaluate.HandSampler.draw = REAL if mode == "search" else _teller(mode, truth, told)  # type: ignore[method-assign,assignment]
    rng = random.Random(f"1:{index}")
    deck = shuffled_deck(rng=rng)
    dealer = rng.randrange(2)
    nets = []
    for seat in (0, 1):
        me, bot = make_player("expert", "1:a"), make_player("baseline", "1:b")
        hand = Hand(RULES, deck, dealer)
        while not hand.is_over:
            view = view_of(hand, hand.current)
            if hand.current == seat:
                truth[0] = mask_of(hand.hands[1 - seat])
                told[0] = mode in ("told", "told-" + decision_kind(view)) or mode.startswith("told-but-")
            hand.apply((me if hand.current == seat else bot).choose(view))
        result = hand.result
        assert result is not None
        nets.append(0 if result.winner is None else result.points if result.winner == seat else -result.points)
    return nets


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:+.2f} ({mean - half:+.2f} … {mean + half:+.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--modes", default="search,told")
    args = parser.parse_args()
    modes = args.modes.split(",")
    if "search" not in modes:
        modes.insert(0, "search")
    deals = range(args.first, args.first + args.deals)
    jobs = [(m, i) for m in modes for i in deals]
    with Pool(args.jobs) as pool:
        nets = pool.map(play, jobs, chunksize=1)
    per_deal = {m: [sum(nets[k * len(deals) + j]) / 2 for j in range(len(deals))] for k, m in enumerate(modes)}
    base = per_deal["search"]
    print(f"Expert against the simple bot, deals {deals.start}-{deals.stop - 1} of seed 1, points a hand (95%):")
    for m in modes:
        line = f"  {m}: {interval(per_deal[m])}"
        if m != "search":
            line += f"; against search, paired {interval([a - b for a, b in zip(per_deal[m], base, strict=True)])}"
        print(line)


if __name__ == "__main__":
    main()
