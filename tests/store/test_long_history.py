"""A start that does not grow with history, and the game-length limits: the start reads only
the game to resume (not every header), and a large file's whole-file check runs after the
first paint, still setting a damaged file aside at the next start.

Before the fix every start parsed every game header (200,000 games: 12.5 s) and ran
``quick_check`` over the whole file on the start's path; ``tests/benchmarks/bench_store.py``
prints the start with 1 game and with 200,000.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, StoreMode, checks, loading, opening
from gin_desktop.text.store_text import notice_text

from .helpers import build_store, play_game


def test_long_history_start_reads_no_other_game_header(store_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[object] = []
    real = loading.read_header

    def counting(row: object) -> object:
        read.append(row)
        return real(row)  # type: ignore[arg-type]

    monkeypatch.setattr("gin_desktop.store.reading.read_header", counting)
    with GameStore.open(store_copy) as store:
        game = store.resume()
        assert game is not None and game.id == 3
        assert len(read) == 1  # the game resumed, not the finished and abandoned ones
        assert store.load_game(1) is not None and len(read) == 2


def test_long_history_damaged_newest_active_game_falls_back_to_the_next(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        older = store.new_game(Rules(), "easy", 0, 0)
        older.deal_random(random.Random(1))
    conn = sqlite3.connect(tmp_path / "games.sqlite")
    conn.execute("UPDATE games SET status = 'active'")
    conn.execute("INSERT INTO games (id, created_at, rules, ai_level, human_seat, first_dealer, status) "
                 "VALUES (9, 'x', 'not json', 'easy', 0, 0, 'active')")
    conn.commit()
    conn.close()
    with GameStore.open(tmp_path) as store:
        game = store.resume()
        assert game is not None and game.id == older.id
        assert NoticeKind.DAMAGED_GAME in [n.kind for n in store.take_notices()]


def test_long_history_large_file_is_checked_after_the_first_paint(store_copy: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "CHECK_AT_START_BYTES", 1024)  # (every file is "large" here)
    db = store_copy / "games.sqlite"
    data = bytearray(db.read_bytes())
    data[3 * 4096: 4 * 4096] = bytes(range(256)) * 16  # a b-tree page turned into nonsense
    db.write_bytes(bytes(data))
    store = GameStore.open(store_copy)
    assert store.report.check_deferred and store.mode is StoreMode.SAVING  # the start did not read it all
    notice = store.check_file()
    assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE and "next start" in notice_text(notice)
    assert store.check_file() is None  # once
    store.close()
    assert (store_copy / checks.CHECK_FAILED_NAME).exists()
    with GameStore.open(store_copy) as again:  # checked in full before use now: set aside, nothing deleted
        assert again.report.moved_to is not None and again.report.moved_to.read_bytes() == bytes(data)
        assert not again.report.check_deferred
    assert not (store_copy / checks.CHECK_FAILED_NAME).exists()


def test_long_history_intact_large_file_passes_the_deferred_check(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "CHECK_AT_START_BYTES", 1024)
    build_store(tmp_path)
    with GameStore.open(tmp_path) as store:
        assert store.report.check_deferred and store.check_file() is None
        game = store.new_game(Rules(), "easy", 0, 0)
        play_game(game, random.Random(2), hands=1)
