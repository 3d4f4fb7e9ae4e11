"""Store benchmark: prints medians, never asserts (shared machines and disks are noisy).

Run: ``.venv/bin/python tests/benchmarks/bench_store.py`` (``--quick`` for a short run,
``--dir PATH`` to measure on another disk; the default is a temporary folder).

Figures:

* commit of one action: the median time of ``SavedGame.apply`` (the rules core's
  apply plus the committed transaction) over the same recorded actions, with the
  store's real setting (NORMAL, FULL at sync points), with FULL on every commit,
  and with synchronous=OFF, the floor: the same work without waiting for the disk.
  Target: ≤ 5 ms. Sync points (hand ends) are shown apart.
* resume of a game of 10 finished hands plus a hand in progress: open + resume +
  close, and resume alone, against replaying the same actions through a bare
  ``Match`` (the core's share of the work). Target: ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import hashlib  # noqa: F401 (as in the app once its table is painted: the seals use OpenSSL's SHA-256)
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from gin_desktop.core import Action, BigGin, Card, Discard, Hand, Knock, Match, Phase, Rules
from gin_desktop.store import GameStore, writing
from gin_desktop.store.sealing import is_sealed, load_key, open_sealed, seal

Recorded = tuple[int, list[tuple[list[Card], list[Action]]]]  # first dealer, [(deck, actions of the hand)]


def choose(hand: Hand, rng: random.Random) -> Action:
    """Plausible play: go out when possible, else discard the card leaving the least deadwood."""
    legal = hand.legal_actions()
    outs = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if outs:
        return outs[0]
    if hand.phase is Phase.DISCARD and len(hand.hands[hand.current]) == 11:
        options = hand.discard_options()
        discards = [a for a in legal if isinstance(a, Discard)]
        return min(discards, key=lambda a: (options.get(a.card, 99), a.card.index))
    return rng.choice(legal)


def record(rules: Rules, seed: int, hands: int, extra_actions: int) -> Recorded:
    """A match of ``hands`` finished hands, then ``extra_actions`` into the next one (not over)."""
    rng = random.Random(seed)
    match = Match(rules, 0)
    out: list[tuple[list[Card], list[Action]]] = []
    while len(out) <= hands:
        hand = match.deal_random(rng)
        actions: list[Action] = []
        while not hand.is_over and not (len(out) == hands and len(actions) == extra_actions):
            action = choose(hand, rng)
            match.apply(action)
            actions.append(action)
        out.append((list(hand.deck), actions))
        if match.is_over:
            raise ValueError("the match ended early; try another seed")
    return 0, out


def replay_into_store(store: GameStore, rules: Rules, recorded: Recorded, timings: dict[str, list[float]]) -> None:
    first, hands = recorded
    game = store.new_game(rules, "medium", 0, first)
    clock = time.perf_counter
    for deck, actions in hands:
        hand = game.deal(deck)
        for action in actions:
            start = clock()
            game.apply(action)
            timings["sync" if hand.is_over else "move"].append(clock() - start)


def set_sync(normal: str, point: str) -> None:
    writing.SYNCHRONOUS = normal  # type: ignore[misc]
    writing.SYNC_POINT = point  # type: ignore[misc]


def commit_figures(base: Path, rules: Rules, recorded: Recorded, rounds: int) -> dict[str, dict[str, float]]:
    settings = {"store (NORMAL + FULL at hand ends)": ("NORMAL", "FULL"), "FULL on every commit": ("FULL", "FULL"),
                "floor: synchronous=OFF": ("OFF", "OFF")}
    figures: dict[str, dict[str, list[float]]] = {name: {"move": [], "sync": []} for name in settings}
    for r in range(rounds):  # interleaved, so a slow spell of the disk hits every setting alike
        for name, (normal, point) in settings.items():
            folder = base / f"commit-{r}-{len(figures[name]['move'])}"
            set_sync(normal, point)
            try:
                with GameStore.open(folder) as store:
                    store._conn.execute(f"PRAGMA synchronous = {normal}")
                    replay_into_store(store, rules, recorded, figures[name])
            finally:
                set_sync("NORMAL", "FULL")
                shutil.rmtree(folder, ignore_errors=True)
    return {n: {k: statistics.median(v) * 1000 for k, v in f.items() if v} for n, f in figures.items()}


def median_ms(fn: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def stats_figures(folder: Path, games: int) -> None:
    """Open the statistics of ``games`` finished games: the first count replays every game
    once (and keeps its summary), later counts (a new session) read the summaries."""
    rng = random.Random(9)
    with GameStore.open(folder) as store:
        for _ in range(games):
            game = store.new_game(Rules(), "medium", 0, rng.randrange(2))
            while not game.match.is_over:
                hand = game.match.hand
                if hand is None or hand.is_over:
                    game.deal_random(rng)
                else:
                    game.apply(choose(hand, rng))

    def first() -> None:
        with GameStore.open(folder) as store:
            store._conn.execute("DELETE FROM game_summaries")  # as a file from before version 5 would be
            assert len(store.stats().finished) == games

    def later() -> None:
        with GameStore.open(folder) as store:
            assert len(store.stats().finished) == games

    replayed, kept = median_ms(first, 3), median_ms(later, 5)
    print(f"\n{'statistics of ' + str(games) + ' finished games':<38}{'ms':>9}{'vs first':>10}")
    print(f"{'first count: every game replayed':<38}{replayed:>9.1f}{1.0:>9.1f}x")
    print(f"{'later counts: the kept summaries':<38}{kept:>9.1f}{kept / replayed:>9.3f}x")


def reseal(conn: sqlite3.Connection, folder: Path, old: int, new: int) -> None:
    """The sealed hand of game ``old``, now numbered ``new``, sealed again for its new row (a seal names its
    game and hand, so a moved one does not open)."""
    key = load_key(folder, create=False).key
    assert key is not None
    for number, text in conn.execute("SELECT number, deck FROM hands WHERE game_id = ?", (new,)).fetchall():
        if is_sealed(text):
            deck, secret = open_sealed(key, old, number, text)
            conn.execute("UPDATE hands SET deck = ? WHERE game_id = ? AND number = ?",
                         (seal(key, new, number, deck, secret), new, number))
    conn.commit()


def history_figures(base: Path, rules: Rules, recorded: Recorded, many: int, repeats: int) -> None:
    """Start (open + resume + close) with the game to resume alone, and with ``many`` earlier games beside
    it (each a header and a dealt hand, written straight into the file: playing them would take hours)."""
    folders = {}
    for count in (1, many):
        folder = base / f"history-{count}"
        with GameStore.open(folder) as store:
            replay_into_store(store, rules, recorded, {"move": [], "sync": []})
        if count > 1:
            conn = sqlite3.connect(folder / "games.sqlite")
            conn.executescript(f"""
                BEGIN;
                UPDATE games SET id = {count} WHERE id = 1; UPDATE hands SET game_id = {count};
                UPDATE actions SET game_id = {count}; UPDATE hand_order SET game_id = {count};
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count - 1})
                INSERT INTO games (id, created_at, rules, ai_level, human_seat, first_dealer, status)
                    SELECT i, created_at, rules, ai_level, human_seat, first_dealer, 'abandoned'
                    FROM n, games WHERE games.id = {count};
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count - 1})
                INSERT INTO hands (game_id, number, dealer, deck)
                    SELECT i, 1, dealer, deck FROM n, hands WHERE hands.game_id = {count} AND hands.number = 1;
                COMMIT;""")
            reseal(conn, folder, 1, count)
            conn.close()
        folders[count] = folder

    def start(folder: Path) -> Callable[[], None]:
        def once() -> None:
            with GameStore.open(folder) as store:
                assert store.resume() is not None
        return once

    times = {count: median_ms(start(folder), repeats) for count, folder in folders.items()}
    size = (folders[many] / "games.sqlite").stat().st_size / 1e6
    print(f"\n{'start: open + resume + close (median)':<38}{'ms':>9}{'vs 1 game':>11}")
    for count, ms in times.items():
        print(f"{str(count) + ' game(s) stored':<38}{ms:>9.2f}{ms / times[1]:>10.2f}x")
    print(f"target: {many} games within 1.2x of one ({size:.0f} MB file)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--dir", type=Path, help="measure in this folder (default: a new temporary folder)")
    args = parser.parse_args()
    rounds, repeats = (1, 10) if args.quick else (3, 40)
    base = Path(tempfile.mkdtemp(prefix="bench-store-", dir=args.dir))
    rules = Rules(target=500)
    try:
        recorded = record(rules, seed=5, hands=10, extra_actions=7)
        total = sum(len(a) for _, a in recorded[1])
        print(f"python {sys.version.split()[0]}; folder {base}")
        print(f"a game of 10 finished hands + 7 actions of the 11th: {total} actions")
        figures = commit_figures(base, rules, recorded, rounds)
        floor = figures["floor: synchronous=OFF"]["move"]
        print(f"\n{'commit one action (median)':<38}{'move ms':>9}{'hand end ms':>13}{'vs floor':>10}")
        for name, f in figures.items():
            print(f"{name:<38}{f['move']:>9.3f}{f.get('sync', 0.0):>13.3f}{f['move'] / floor:>9.1f}x")
        print("target: <= 5 ms per action")

        folder = base / "resume"
        with GameStore.open(folder) as store:
            replay_into_store(store, rules, recorded, {"move": [], "sync": []})

        def open_resume_close() -> None:
            with GameStore.open(folder) as store:
                assert store.resume() is not None

        def core_replay() -> None:
            match = Match(rules, recorded[0])
            for deck, actions in recorded[1]:
                match.deal(deck)
                for action in actions:
                    match.apply(action)

        def open_position_close() -> None:
            with GameStore.open(folder) as store:
                assert store.resume(deferred_check=True) is not None

        def position_then_check(store: GameStore) -> Callable[[], None]:
            def once() -> None:
                game = store.resume(deferred_check=True)
                assert game is not None and game.unchecked and store.check_resumed(game).value == "agrees"
            return once

        full = median_ms(open_resume_close, repeats)
        shown = median_ms(open_position_close, repeats)
        with GameStore.open(folder) as store:
            alone = median_ms(store.resume, repeats)
            position = median_ms(lambda: store.resume(deferred_check=True), repeats)
            checked = median_ms(position_then_check(store), repeats)
        core = median_ms(core_replay, repeats)
        print(f"\n{'resume (median of ' + str(repeats) + ')':<38}{'ms':>9}{'vs core':>10}")
        print(f"{'open + resume + close':<38}{full:>9.2f}{full / core:>9.1f}x")
        print(f"{'open + resume from the position + close':<38}{shown:>9.2f}{shown / core:>9.1f}x")
        print(f"{'resume alone (store already open)':<38}{alone:>9.2f}{alone / core:>9.1f}x")
        print(f"{'resume alone, from the stored position':<38}{position:>9.2f}{position / core:>9.1f}x")
        print(f"{'that + the check after the paint':<38}{checked:>9.2f}{checked / core:>9.1f}x")
        print(f"{'baseline: replay in a bare Match':<38}{core:>9.2f}{1.0:>9.1f}x")
        print("target: <= 50 ms to resume")
        stats_figures(base / "stats", 20 if args.quick else 200)
        history_figures(base, rules, recorded, 2_000 if args.quick else 200_000, repeats)
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
