"""A second running copy of the app must never write to (or corrupt) the first one's saves."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SaveStatus, StoreMode
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, choose, play_game

ROOT = Path(__file__).resolve().parents[2]

# Opens the store, tries to play one action, reports, then holds the store until stdin closes.
COPY = """
import json, sys
from gin_desktop.store import GameStore
store = GameStore.open(sys.argv[1])
game = store.resume()
status = None
if game is not None and game.match.hand is not None and not game.match.hand.is_over:
    status = game.apply(game.match.hand.legal_actions()[0]).value
report = {"mode": store.mode.value, "notices": [n.kind.value for n in store.report.notices], "status": status}
print(json.dumps(report), flush=True)
sys.stdin.read()
store.close()
"""


def start_copy(data_dir: Path) -> tuple[subprocess.Popen[str], dict[str, object]]:
    proc = subprocess.Popen(
        [sys.executable, "-c", COPY, str(data_dir)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, "the second copy did not start"
    return proc, json.loads(line)


def stop(proc: subprocess.Popen[str]) -> None:
    proc.communicate("", timeout=30)
    assert proc.returncode == 0


def action_count(data_dir: Path) -> int:
    conn = sqlite3.connect(data_dir / "games.sqlite")
    try:
        return int(conn.execute("SELECT count(*) FROM actions").fetchone()[0])
    finally:
        conn.close()


def test_second_store_in_the_same_process_is_read_only(tmp_path: Path) -> None:
    rng = random.Random(1)
    first = GameStore.open(tmp_path)
    game = first.new_game(Rules(), "medium", 0, 1)
    play_game(game, rng, hands=1)
    second = GameStore.open(tmp_path)
    assert second.mode is StoreMode.READ_ONLY
    (notice,) = second.report.notices
    assert notice.kind is NoticeKind.OTHER_COPY and "will not save" in notice_text(notice)
    seen = second.resume()  # the first copy's game can be looked at ...
    assert seen is not None and action_log(seen.match) == action_log(game.match)
    if seen.match.needs_deal:
        seen.deal_random(rng)
        assert seen.last_status is SaveStatus.NOT_SAVED  # ... but nothing it does is written
    before = action_count(tmp_path)
    hand = seen.match.hand
    assert hand is not None
    assert seen.apply(choose(hand, rng)) is SaveStatus.NOT_SAVED
    assert action_count(tmp_path) == before
    assert second.new_game(Rules(), "easy", 1, 1).last_status is SaveStatus.NOT_SAVED
    # the first copy keeps saving, and the second copy sees it
    if game.match.needs_deal:
        game.deal_random(rng)
    game_hand = game.match.hand
    assert game_hand is not None
    assert game.apply(choose(game_hand, rng)) is SaveStatus.SAVED
    latest = second.resume()
    assert latest is not None and latest.action_count == game.action_count
    second.close()
    first.close()
    with GameStore.open(tmp_path) as third:
        assert third.saving
        assert [g.id for g in third.games()] == [game.id]


def test_second_process_cannot_write_while_the_first_runs(tmp_path: Path) -> None:
    rng = random.Random(2)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)
        play_game(game, rng, hands=1)
        game.deal_random(rng)
        before = action_count(tmp_path)
        proc, report = start_copy(tmp_path)
        stop(proc)
        assert report == {"mode": "read_only", "notices": ["other_copy"], "status": "not_saved"}
        assert action_count(tmp_path) == before
        hand = game.match.hand
        assert hand is not None
        assert game.apply(choose(hand, rng)) is SaveStatus.SAVED
    proc, report = start_copy(tmp_path)  # the first copy has quit: the next one saves
    stop(proc)
    assert report == {"mode": "saving", "notices": [], "status": "saved"}


def test_first_process_holds_the_lock_until_it_ends(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        store.new_game(Rules(), "medium", 0, 1).deal_random(random.Random(3))
    proc, report = start_copy(tmp_path)
    try:
        assert report["mode"] == "saving"
        with GameStore.open(tmp_path) as second:
            assert second.mode is StoreMode.READ_ONLY
            (notice,) = second.report.notices
            assert notice.kind is NoticeKind.OTHER_COPY and f"process {proc.pid}" in notice_text(notice)
    finally:
        stop(proc)
    with GameStore.open(tmp_path) as again:
        assert again.saving
        game = again.resume()
        assert game is not None and game.action_count == 1
    assert sqlite3.connect(tmp_path / "games.sqlite").execute("PRAGMA quick_check").fetchone()[0] == "ok"
