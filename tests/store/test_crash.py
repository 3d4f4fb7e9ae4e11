"""Crash test: a saving process is killed with SIGKILL at random moments, over and over.

After every kill the store must open cleanly, pass ``PRAGMA quick_check`` and resume
to the replay of exactly the committed actions: every record the driver announced
is there, and at most one more (the one in flight when the kill came).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gin_desktop.store import GameStore, ResumeCheck
from gin_desktop.store.sealing import is_sealed, load_key, open_sealed

from .fixtures.make_fixtures import HERE as FIXTURES
from .helpers import action_log

ROOT = Path(__file__).resolve().parents[2]
KILLS_WANTED = 210
TIME_BUDGET = 240.0  # a ceiling for slow machines; the loop stops at KILLS_WANTED (~35 s here)
Record = list[object]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)"),
]


def db_records(data_dir: Path) -> tuple[list[Record], dict[int, list[str]], dict[int, str]]:
    """Games, deals and actions in commit order; card arrangements; statuses (read with plain SQL)."""
    db = data_dir / "games.sqlite"
    if not db.exists():
        return [], {}, {}
    conn = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    try:
        records: list[Record] = []
        statuses = {}
        for gid, rules, level, human, first, status in conn.execute(
            "SELECT id, rules, ai_level, human_seat, first_dealer, status FROM games ORDER BY id"
        ):
            statuses[gid] = status
            records.append(["G", gid, rules, level, human, first])
            actions = conn.execute(
                "SELECT seq, hand_number, seat, action FROM actions WHERE game_id = ? ORDER BY seq", (gid,)
            ).fetchall()
            for number, dealer, deck in conn.execute(
                "SELECT number, dealer, deck FROM hands WHERE game_id = ? ORDER BY number", (gid,)
            ):
                if is_sealed(deck):  # a hand in progress: read with the folder's key, as the store does
                    deck = open_sealed(load_key(data_dir, create=False).key, gid, number, deck)[0]
                records.append(["D", gid, number, dealer, json.loads(deck)])
                records += [["A", gid, s, h, seat, a] for s, h, seat, a in actions if h == number]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        orders = {}
        if "hand_order" in tables:
            orders = {g: json.loads(c) for g, c in conn.execute("SELECT game_id, cards FROM hand_order")}
        return records, orders, statuses
    finally:
        conn.close()


class Worker:
    """Kills drivers on one data directory and checks the store after each kill."""

    def __init__(self, data_dir: Path, seed: int) -> None:
        self.data_dir = data_dir
        self.rng = random.Random(seed)
        self.snapshot, self.orders, _ = db_records(data_dir)
        self.kills = 0
        self.actions_seen = 0
        self.in_flight_seen = 0
        self.error: BaseException | None = None

    def run(self, deadline: float, kills: int) -> None:
        zygote = subprocess.Popen(
            [sys.executable, "-m", "tests.store.crash_driver", "--zygote"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        try:
            while self.kills < kills and time.monotonic() < deadline:
                self.cycle(zygote)
        except BaseException as exc:  # reported by the test thread
            self.error = exc
        finally:
            zygote.communicate("", timeout=30)

    def cycle(self, zygote: subprocess.Popen[str]) -> None:
        assert zygote.stdin is not None and zygote.stdout is not None
        out_path = self.data_dir.parent / f"{self.data_dir.name}-out.txt"
        out_path.write_text("")  # a driver killed before it opens its output announced nothing
        zygote.stdin.write(f"run {self.data_dir} {self.rng.getrandbits(32)} {out_path}\n")
        zygote.stdin.flush()
        pid = int(zygote.stdout.readline().split()[1])
        try:
            # from the fork on: opening (and maybe migrating) the store, resuming, then saving moves
            time.sleep(self.rng.uniform(0.0, 0.02) if self.rng.random() < 0.1 else self.rng.uniform(0.02, 0.2))
        finally:
            os.kill(pid, signal.SIGKILL)
            zygote.stdin.write(f"wait {pid}\n")
            zygote.stdin.flush()
            status = int(zygote.stdout.readline().split()[1])
        err = Path(f"{out_path}.err")
        assert status == -signal.SIGKILL, f"driver ended by itself ({status}): {err.read_text()[-2000:]}"
        self.kills += 1
        text = out_path.read_text()
        lines = text.split("\n")[:-1]  # a line without its newline was never announced
        self.verify([json.loads(line) for line in lines if line != '["ready"]'])

    def verify(self, printed: list[Record]) -> None:
        db = self.data_dir / "games.sqlite"
        if db.exists():
            conn = sqlite3.connect(db)
            try:
                assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
            finally:
                conn.close()
        committed = [r for r in printed if r[0] in ("G", "D", "A")]
        records, orders, statuses = db_records(self.data_dir)
        expected = self.snapshot + committed
        assert records[: len(expected)] == expected, "an announced record is missing or changed"
        extra = len(records) - len(expected)
        assert extra in (0, 1), f"{extra} records were committed but never announced"
        for record in printed:
            if record[0] == "O":
                self.orders[int(record[1])] = list(record[2])  # type: ignore[call-overload]
        # A deal or a move commits the player's new card order with it, so the commit in flight
        # may hold one record and one order, or an order alone (a rearrangement).
        changed_orders = 0
        for gid, cards in orders.items():
            if self.orders.get(gid) != cards:  # only the commit in flight may be unannounced
                changed_orders += 1
                self.orders[gid] = cards
        assert changed_orders <= 1, "more than the one change in flight was committed unannounced"
        self.in_flight_seen += max(extra, changed_orders)
        self.actions_seen += sum(1 for r in committed if r[0] == "A")
        self.check_resume(records, statuses)
        self.snapshot = records

    def check_resume(self, records: list[Record], statuses: dict[int, str]) -> None:
        with GameStore.open(self.data_dir) as store:
            assert store.saving and store.report.notices == (), store.report
            # (as the app resumes: from the stored position, then the log's replay, which must agree)
            game = store.resume(deferred_check=True)
            assert game is None or store.check_resumed(game) is ResumeCheck.AGREES
            assert store.take_notices() == []
            active = [g for g, s in statuses.items() if s == "active"]
            if not active:
                assert game is None
                return
            assert game is not None and game.id == max(active)
            mine = [r for r in records if r[1] == game.id]
            decks = [r[4] for r in mine if r[0] == "D"]
            actions = [(r[3], r[4], r[5]) for r in mine if r[0] == "A"]
            assert [[c.code for c in h.deck] for h in game.match.hands] == decks
            assert len(action_log(game.match)) == len(actions) == game.action_count
            replayed = [(n, seat) for n, seat, _ in action_log(game.match)]
            assert replayed == [(n, seat) for n, seat, _ in actions]


def test_kill_at_random_moments(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh"
    migrating = tmp_path / "migrating"  # starts from a version-1 file: early kills hit the migration
    migrating.mkdir()
    shutil.copy(FIXTURES / "v1.sqlite", migrating / "games.sqlite")
    workers = [Worker(fresh, 1), Worker(migrating, 2)]
    deadline = time.monotonic() + TIME_BUDGET
    threads = [threading.Thread(target=w.run, args=(deadline, KILLS_WANTED // len(workers) + 1)) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for w in workers:
        if w.error is not None:
            raise w.error
    kills = sum(w.kills for w in workers)
    actions = sum(w.actions_seen for w in workers)
    print(f"{kills} kills, {actions} announced actions, {sum(w.in_flight_seen for w in workers)} in flight")
    assert kills >= 200
    assert actions > 1000  # the drivers really were saving when killed
    assert os.path.exists(fresh / "games.sqlite")
