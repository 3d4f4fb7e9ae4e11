"""The coach's accuracy scale, measured: the points each computer level loses per decision
when the review grades its play (the level in the player's seat against Hard, seeded hands).

Run: ``.venv/bin/python tests/benchmarks/calibrate_review.py [--hands 10]`` (about a minute a
level on 2 cores). Prints, per level, the points lost per decision and the accuracy figure.
"""

from __future__ import annotations

import argparse
import random

from gin_desktop.ai import make_player
from gin_desktop.ai.review import review_hand
from gin_desktop.core import Match, Rules, view_of
from gin_desktop.reviews import HandRecord, accuracy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10)
    args = parser.parse_args()
    for level in ("easy", "medium", "hard", "expert"):
        lost, decisions = 0.0, 0
        for seed in range(args.hands):
            rng = random.Random(seed)
            match = Match(Rules(), rng.randrange(2))
            match.deal_random(rng)
            hand = match.hand
            assert hand is not None
            players = (make_player(level, seed=1), make_player("hard", seed=2))
            while not hand.is_over:
                seat = hand.current
                match.apply(players[seat].choose(view_of(hand, seat, match)))
            record = HandRecord(None, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(hand.history))
            review = review_hand(record, guesses=False)
            lost += review.points_lost
            decisions += len(review.decisions)
        figure = accuracy(lost, decisions)
        print(f"{level}: {lost / max(1, decisions):.2f} points lost per decision over {decisions} decisions, "
              f"accuracy {figure:.0f}" if figure is not None else f"{level}: no decisions", flush=True)


if __name__ == "__main__":
    main()
