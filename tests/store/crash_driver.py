"""Crash-test driver: plays random legal actions through Match + GameStore until it is killed.

Run as ``python -m tests.store.crash_driver DATA_DIR SEED``, or with ``--zygote`` to
start drivers quickly: the zygote imports everything once, then for each input
line ``run DATA_DIR SEED OUT_FILE`` forks a driver writing to OUT_FILE (errors to
OUT_FILE.err) and answers ``pid N``; ``wait N`` answers ``status S`` once it ended
(S is -9 after SIGKILL). So a kill can land anywhere from opening the store on,
not in Python's start-up. After each commit a driver prints
the record it just committed, as one JSON line, flushed, so the test knows every
action that was saved before the kill (at most the one in flight is unannounced):

    ["ready"]                                   store open, game resumed
    ["G", id, rules, ai_level, human_seat, first_dealer]
    ["D", id, hand_number, dealer, [52 card codes]]
    ["A", id, seq, hand_number, seat, action_json]
    ["O", id, [card codes]]                     the player's card arrangement
"""

from __future__ import annotations

import json
import os
import random
import sys

from gin_desktop.core import Rules
from gin_desktop.core.actions import action_to_json
from gin_desktop.store import GameStore, SavedGame, SaveStatus
from gin_desktop.store.game import compact_json

from .helpers import choose

RULES = (
    Rules(target=60),
    Rules.from_json("classic").with_options(target=80),
    Rules(opening="eleven", target=50),
    Rules(wall="last_discard", next_dealer="winner", target=50),
    Rules(oklahoma=True, target=70),
    Rules(straight_gin=True, big_gin=True, target=50),
)
LEVELS = ("easy", "medium", "hard", "expert")


def emit(*record: object) -> None:
    sys.stdout.write(json.dumps(record) + "\n")
    sys.stdout.flush()


def check(status: SaveStatus) -> None:
    if status is not SaveStatus.SAVED:
        sys.exit(f"not saved: {status}")


def new_game(store: GameStore, rng: random.Random) -> SavedGame:
    rules = rng.choice(RULES)
    game = store.new_game(rules, rng.choice(LEVELS), rng.randrange(2), rng.randrange(2))
    check(game.last_status)
    emit("G", game.id, compact_json(rules.to_json()), game.ai_level, game.human_seat, game.match.first_dealer)
    return game


def main(data_dir: str, seed: int) -> None:
    rng = random.Random(seed)
    store = GameStore.open(data_dir)
    if not store.saving or store.report.notices:
        sys.exit(f"store did not open cleanly: {store.report}")
    game = store.resume()
    if store.take_notices():
        sys.exit("damaged game found on resume")
    emit("ready")
    while True:
        if game is None or game.match.is_over or rng.random() < 0.002:
            game = new_game(store, rng)
        elif game.match.needs_deal:
            hand = game.deal_random(rng)
            check(game.last_status)
            emit("D", game.id, len(game.match.hands), hand.dealer, [c.code for c in hand.deck])
            emit("O", game.id, [c.code for c in game.hand_order()])  # committed with the deal
        else:
            hand = game.match.hand
            assert hand is not None
            seat = hand.current
            action = choose(hand, rng)
            before = game.hand_order()
            check(game.apply(action))
            emit("A", game.id, game.action_count, len(game.match.hands), seat, compact_json(action_to_json(action)))
            if game.hand_order() != before:
                emit("O", game.id, [c.code for c in game.hand_order()])  # committed with the move
            if not hand.is_over and rng.random() < 0.1:
                order = list(hand.hands[game.human_seat])
                rng.shuffle(order)
                check(game.set_hand_order(order))
                emit("O", game.id, [c.code for c in order])


def zygote() -> None:
    for line in sys.stdin:
        command, *args = line.split()
        if command == "run":
            data_dir, seed, out_path = args
            sys.stdout.flush()
            pid = os.fork()
            if pid == 0:  # the driver: its own output files, then play until killed
                try:
                    for fd, path in ((1, out_path), (2, out_path + ".err")):
                        new = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                        os.dup2(new, fd)
                        os.close(new)
                    main(data_dir, int(seed))
                finally:
                    os._exit(3)
            print(f"pid {pid}", flush=True)
        elif command == "wait":
            _, status = os.waitpid(int(args[0]), 0)
            print(f"status {os.waitstatus_to_exitcode(status)}", flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--zygote"]:
        zygote()
    else:
        main(sys.argv[1], int(sys.argv[2]))
