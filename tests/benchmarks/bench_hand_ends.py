"""Where a level's hands against the simple bot end: who goes out, how, and what the level's knocks were.

A diagnostic for issue 22 (Expert's games against OpenSpiel's simple bot), not a strength figure: the
level plays our ``baseline`` (OpenSpiel's simple bot decision for decision, tests/ai/test_openspiel_conformance.py)
in our own engine under the rules the referee shares with OpenSpiel (standard scoring, the ``last_discard``
wall, no big gin), each deal twice with the seats swapped (the arena's deals of seed 1). Prints how the
hands end (the bot going out, undercut or not; the level's knocks and gins), the hands in which the level
passed up a legal knock, and the hands in which it never had one, each group with its share and the
level's mean points a hand (95% interval over hands):

    .venv/bin/python tests/benchmarks/bench_hand_ends.py --level expert --deals 300
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gin_desktop.ai import make_player
from gin_desktop.core import BigGin, Hand, Knock, shuffled_deck, view_of
from gin_desktop.core.rules import PRESETS


@dataclass(frozen=True)
class Ending:
    net: int  # the level's points (minus the bot's) in the hand
    how: str  # "bot knock", "bot gin", "undercut by level", "level knock", "level gin", "level undercut", "dead"
    passed: int  # legal knocks the level passed up in the hand


def play(level: str, index: int) -> list[Ending]:
    """Deal ``index`` of seed 1 (the arena's), both seatings."""
    rules = PRESETS["standard"].with_options(wall="last_discard", big_gin=False)
    rng = random.Random(f"1:{index}")
    deck = shuffled_deck(rng=rng)
    dealer = rng.randrange(2)
    out = []
    for seat in (0, 1):
        me, bot = make_player(level, "1:a"), make_player("baseline", "1:b")
        hand = Hand(rules, deck, dealer)
        passed = 0
        while not hand.is_over:
            view = view_of(hand, hand.current)
            action = (me if hand.current == seat else bot).choose(view)
            if hand.current == seat and not isinstance(action, (Knock, BigGin)):
                passed += any(isinstance(a, Knock) for a in view.legal_actions)
            hand.apply(action)
        result = hand.result
        assert result is not None
        if result.winner is None:
            out.append(Ending(0, "dead", passed))
            continue
        net = result.points if result.winner == seat else -result.points
        who = "level" if result.knocker == seat else "bot"
        kind = str(result.kind)
        how = f"undercut by {'bot' if who == 'level' else 'level'}" if kind == "undercut" else f"{who} {kind}"
        out.append(Ending(net, how, passed))
    return out


def summary(name: str, group: list[Ending], total: int) -> str:
    if not group:
        return f"{name}: none"
    nets = [e.net for e in group]
    mean = statistics.fmean(nets)
    half = 1.96 * statistics.stdev(nets) / math.sqrt(len(nets)) if len(nets) > 1 else 0.0
    return (f"{name}: {len(group)} of {total} hands ({len(group) / total:.1%}), the level's mean {mean:+.2f} "
            f"a hand (95% {mean - half:+.2f} … {mean + half:+.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first deal (default 0)")
    args = parser.parse_args()
    ends = [e for i in range(args.first, args.first + args.deals) for e in play(args.level, i)]
    total = len(ends)
    print(summary(f"all hands ({args.level} against the simple bot)", ends, total))
    for how, n in Counter(e.how for e in ends).most_common():
        print(f"  ended by {how}: {n} ({n / total:.1%})")
    print(summary("hands in which the level passed up a legal knock", [e for e in ends if e.passed], total))
    print(summary("hands in which it never did", [e for e in ends if not e.passed], total))
    never = [e for e in ends if not e.passed and not e.how.startswith("level")]
    print(summary("of those, hands the level did not end itself", never, total))


if __name__ == "__main__":
    main()
