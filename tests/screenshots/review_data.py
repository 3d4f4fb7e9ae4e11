"""Saves for the README's review screenshot: a game against Hard whose first hand is over,
the player's seat played by Medium (so it has decisions worth explaining).

Run: ``.venv/bin/python -m tests.screenshots.review_data DIR [SEED]`` (the README's shot: seed 6),
then ``gin-rummy --data-dir DIR``, close the walkthrough and press R.
"""

from __future__ import annotations

import random
import sys

from gin_desktop.ai import make_player
from gin_desktop.core import Rules, view_of
from gin_desktop.session import GameSession
from gin_desktop.store import GameStore


def main(path: str, seed: int) -> None:
    with GameStore.open(path) as store:
        session = GameSession.new(store, Rules(), "hard", random.Random(seed))
        hand = session.deal()
        me = make_player("medium", seed=seed)
        while not hand.is_over:
            seat = hand.current
            player = me if seat == session.human else session.computer
            session.apply(seat, player.choose(view_of(hand, seat, session.match)))
        print(f"hand 1: {len(hand.history)} actions, {hand.result.kind if hand.result else 'dead'}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 6)
