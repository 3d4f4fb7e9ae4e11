"""How often each kind of opponent shows Expert that it knocks when it can (ai/opponent_style.py).

Each opponent plays Hard in our engine under the standard rules, deals ``0 .. N-1`` of seed 1 both ways
(the arena's deals). Prints, for each opponent, the share of hands in which it knocked late (after its
fifth draw of the hand) with deadwood, which is what turns Expert's graded rule on for the rest of the
game, the chance that a game's first ``k`` hands show it, and its knocks by turn and by deadwood:

    .venv/bin/python tests/benchmarks/bench_opponent_style.py --deals 200 --opponents baseline,challenger,hard
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gin_desktop.ai import make_player
from gin_desktop.ai.opponent_style import LATE
from gin_desktop.core import Hand, KnockSeen, Rules, knocks_by, shuffled_deck, view_of


def knocks(opponent: str, deals: int) -> tuple[int, list[KnockSeen]]:
    """(hands played, the opponent's knocks) over ``deals`` deals, both seatings."""
    seen: list[KnockSeen] = []
    hands = 0
    for index in range(deals):
        rng = random.Random(f"1:{index}")
        deck = shuffled_deck(rng=rng)
        dealer = rng.randrange(2)
        for seat in (0, 1):  # the opponent's seat
            players = {seat: make_player(opponent, "1:b"), 1 - seat: make_player("hard", "1:a")}
            hand = Hand(Rules(), deck, dealer)
            while not hand.is_over:
                hand.apply(players[hand.current].choose(view_of(hand, hand.current)))
            seen += knocks_by([hand])[seat]
            hands += 1
    return hands, seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--opponents", default="baseline,challenger,hard")
    args = parser.parse_args()
    for opponent in args.opponents.split(","):
        hands, seen = knocks(opponent, args.deals)
        late = sum(1 for k in seen if k.turns > LATE and k.deadwood > 0) / hands
        shown = ", ".join(f"{k}: {1 - (1 - late) ** k:.0%}" for k in (1, 2, 3))
        print(f"{opponent} against hard, {hands} hands: knocked in {len(seen) / hands:.0%}, "
              f"late with deadwood in {late:.0%} (shown within a game's first hands {shown})")
        print(f"  by turn: {sorted(Counter(k.turns for k in seen).items())}")
        print(f"  by deadwood: {sorted(Counter(k.deadwood for k in seen).items())}")


if __name__ == "__main__":
    main()
