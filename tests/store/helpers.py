"""Shared helpers of the store tests: a quick, plausible player, game builders, and
reading or changing a save file behind the store's back."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

from gin_desktop.core import Action, BigGin, Discard, Hand, Knock, Match, Phase, Rules
from gin_desktop.store import GameStore, SavedGame


def choose(hand: Hand, rng: random.Random) -> Action:
    """Mostly sensible play (go out when possible, discard the worst card), with some randomness."""
    legal = hand.legal_actions()
    outs = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if outs and rng.random() < 0.9:
        return rng.choice(outs)
    if hand.phase is Phase.DISCARD and len(hand.hands[hand.current]) == 11:
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards and rng.random() < 0.85:
            options = hand.discard_options()
            return min(discards, key=lambda a: (options.get(a.card, 99), a.card.index))
    return rng.choice(legal)


def play_hand(target: Match | SavedGame, rng: random.Random, max_actions: int = 10_000) -> int:
    """Play the current hand of a match or saved game to its end (or ``max_actions``); return actions played."""
    match = target.match if isinstance(target, SavedGame) else target
    hand = match.hand
    assert hand is not None
    count = 0
    while not hand.is_over and count < max_actions:
        target.apply(choose(hand, rng))
        count += 1
    return count


def play_game(game: SavedGame, rng: random.Random, hands: int | None = None) -> None:
    """Deal and play hands until the match ends (or ``hands`` more hands were dealt)."""
    dealt = 0
    while not game.match.is_over and (hands is None or dealt < hands):
        if game.match.needs_deal:
            game.deal_random(rng)
            dealt += 1
        play_hand(game, rng)


def build_store(data_dir: Path, seed: int = 7) -> None:
    """A store with a finished game, an abandoned one and an active one with a saved card order."""
    rng = random.Random(seed)
    with GameStore.open(data_dir) as store:
        play_game(store.new_game(Rules(), "medium", 0, 1), rng)
        abandoned = store.new_game(Rules.from_json("classic"), "easy", 1, 0)
        play_game(abandoned, rng, hands=1)
        active = store.new_game(Rules(knock_limit=8, target=150), "hard", 0, 0)
        play_game(active, rng, hands=2)
        if active.match.needs_deal:
            active.deal_random(rng)
        hand = active.match.hand
        assert hand is not None and not active.match.is_over
        for _ in range(3):
            if not hand.is_over:
                active.apply(choose(hand, rng))
        active.set_hand_order(sorted(hand.hands[0], key=lambda c: (c.rank, c.suit)))


def copy_key(built_db: Path, data_dir: Path) -> None:
    """Copy the key beside ``built_db`` (the seal of its hand in progress) into ``data_dir``, as moving the
    whole data folder would: a copy of the database alone cannot resume a sealed hand."""
    shutil.copy(built_db.with_name("games.key"), data_dir / "games.key")


def action_log(match: Match) -> list[tuple[int, int, str]]:
    """(hand number, seat, action text) of every action of a match, in order."""
    return [(n, seat, str(action)) for n, hand in enumerate(match.hands, 1) for seat, action in hand.history]


def rows(db: Path, sql: str, *params: object) -> list[tuple[object, ...]]:
    """The rows ``sql`` reads from the file ``db`` (its own connection, closed after)."""
    conn = sqlite3.connect(db)
    try:
        return [tuple(r) for r in conn.execute(sql, params)]
    finally:
        conn.close()


def edit_file(db: Path, *statements: str) -> None:
    """Run ``statements`` on the file ``db`` and commit: a change the store did not make."""
    conn = sqlite3.connect(db)
    try:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()
