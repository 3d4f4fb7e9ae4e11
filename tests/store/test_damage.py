"""Damaged, foreign and unusable files: the player is told, play continues, nothing is deleted."""

from __future__ import annotations

import os
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SaveStatus, StoreMode
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, choose, edit_file, play_game

DAMAGED_NAME = re.compile(r"^games\.sqlite\.damaged-\d{8}-\d{6}(-\d+)?$")


def assert_moved_aside(store: GameStore, original: bytes) -> Path:
    """The damaged-file path: a notice naming the kept file, which holds the old bytes; a fresh store."""
    report = store.report
    assert report.mode is StoreMode.SAVING
    (notice,) = [n for n in report.notices if n.kind is NoticeKind.DAMAGED_FILE]
    moved = report.moved_to
    assert moved is not None and DAMAGED_NAME.match(moved.name), moved
    assert str(moved) in notice_text(notice)
    assert moved.read_bytes() == original
    assert store.games() == [] and store.resume() is None
    game = store.new_game(Rules(), "medium", 0, 0)
    assert game.last_status is SaveStatus.SAVED
    return moved


@pytest.mark.parametrize(
    "content",
    [b"", b"hello, this is not a database\n" * 40, os.urandom(4096), b"SQLite format 3\x00" + bytes(84)],
    ids=["empty", "text", "random", "bare-header"],
)
def test_unreadable_file_is_renamed_aside_and_a_new_store_starts(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "games.sqlite").write_bytes(content)
    with GameStore.open(tmp_path) as store:
        moved = assert_moved_aside(store, content)
    with GameStore.open(tmp_path) as store:  # the new file is fine, the old one still there
        assert store.report.notices == () and len(store.games()) == 1
    assert moved.read_bytes() == content


def test_truncated_file_is_renamed_aside(store_copy: Path) -> None:
    db = store_copy / "games.sqlite"
    data = db.read_bytes()[: db.stat().st_size // 2]
    db.write_bytes(data)
    with GameStore.open(store_copy) as store:
        assert_moved_aside(store, data)


def test_corrupt_page_is_found_by_quick_check(store_copy: Path) -> None:
    db = store_copy / "games.sqlite"
    data = bytearray(db.read_bytes())
    page = 4096
    assert len(data) >= 6 * page
    data[3 * page : 4 * page] = bytes(range(256)) * 16  # a b-tree page turned into nonsense
    db.write_bytes(bytes(data))
    with GameStore.open(store_copy) as store:
        assert_moved_aside(store, bytes(data))


def test_log_is_moved_with_the_damaged_file(store_copy: Path) -> None:
    db = store_copy / "games.sqlite"
    (store_copy / "games.sqlite-wal").write_bytes(b"stale log")
    db.write_bytes(b"garbage" * 100)
    with GameStore.open(store_copy) as store:
        moved = assert_moved_aside(store, b"garbage" * 100)
    assert Path(str(moved) + "-wal").read_bytes() == b"stale log"


def test_orphan_log_never_meets_a_new_file(tmp_path: Path) -> None:
    (tmp_path / "games.sqlite-wal").write_bytes(b"a log without its database")
    (tmp_path / "games.sqlite.creating").write_bytes(b"half-made by a crashed start")
    with GameStore.open(tmp_path) as store:
        assert store.saving and store.report.notices == ()
        store.new_game(Rules(), "easy", 0, 0)
    orphans = [p for p in tmp_path.iterdir() if ".orphan-" in p.name]
    assert len(orphans) == 1 and orphans[0].read_bytes() == b"a log without its database"


@pytest.mark.parametrize(
    "sql",
    [
        "CREATE TRIGGER wipe AFTER INSERT ON actions BEGIN DELETE FROM games; END",
        "CREATE VIEW v AS SELECT * FROM games",
        "CREATE TABLE extra (x)",
        "DROP TABLE hand_order",
    ],
)
def test_unexpected_schema_is_damage_and_nothing_in_it_runs(store_copy: Path, sql: str) -> None:
    db = store_copy / "games.sqlite"
    edit_file(db, sql)
    original = db.read_bytes()
    with GameStore.open(store_copy) as store:
        moved = assert_moved_aside(store, original)
    conn = sqlite3.connect(moved)
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 3  # the trigger never fired
    conn.close()


def test_game_that_does_not_replay_is_set_aside(store_copy: Path) -> None:
    db = store_copy / "games.sqlite"
    conn = sqlite3.connect(db)
    conn.execute("UPDATE actions SET action = '{\"type\":\"discard\",\"card\":\"AS\"}' WHERE game_id = 3 AND seq = 40")
    conn.commit()
    counts = [conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("games", "hands", "actions")]
    conn.close()
    with GameStore.open(store_copy) as store:
        assert store.report.notices == ()
        assert store.resume() is None
        (notice,) = store.take_notices()
        assert notice.kind is NoticeKind.DAMAGED_GAME
        text = notice_text(notice)
        assert "game 3" in text and "move 40" in text and "nothing was deleted" in text
        header = next(g for g in store.games() if g.id == 3)
        assert header.status == "damaged" and header.damage and "move 40" in header.damage
        assert [f.id for f in store.stats().finished] == [1]  # the rest is still there
        assert store.take_notices() == []  # told once
    conn = sqlite3.connect(db)
    assert [conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("games", "hands", "actions")] == counts
    conn.close()
    with GameStore.open(store_copy) as store:
        assert store.resume() is None and store.take_notices() == []


def test_unreadable_card_arrangement_is_ignored_with_a_notice(store_copy: Path) -> None:
    edit_file(store_copy / "games.sqlite", "UPDATE hand_order SET cards = '[\"AS\",\"AS\"]'")
    with GameStore.open(store_copy) as store:
        game = store.resume()
        assert game is not None and game.match.hand is not None
        assert game.hand_order() == game.match.hand.hands[game.human_seat]
        (notice,) = store.take_notices()
        assert notice.kind is NoticeKind.DAMAGED_ORDER and "dealt" in notice_text(notice)


class FaultyConnection:
    """Wraps a connection; while ``failing``, every INSERT/UPDATE raises the given OperationalError."""

    def __init__(self, conn: sqlite3.Connection, message: str) -> None:
        self._conn = conn
        self.message = message
        self.failing = True
        self.calls = 0

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        if self.failing and sql.lstrip().upper().startswith(("INSERT", "UPDATE")):
            self.calls += 1
            raise sqlite3.OperationalError(self.message)
        return self._conn.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


@pytest.mark.parametrize(
    ("message", "said"),
    [("database or disk is full", "disk is full"), ("attempt to write a readonly database", "read-only")],
)
def test_refused_writes_wait_in_memory_and_are_saved_later(tmp_path: Path, message: str, said: str) -> None:
    rng = random.Random(8)
    db = tmp_path / "games.sqlite"
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", 0, 1)
    game.deal_random(rng)
    hand = game.match.hand
    assert hand is not None
    game.apply(choose(hand, rng))
    faulty = FaultyConnection(store._conn, message)
    store._conn = faulty  # type: ignore[assignment]
    statuses = [game.apply(choose(hand, rng)) for _ in range(5)]
    assert statuses == [SaveStatus.PENDING] * 5 and store.pending_count == 5
    (warning,) = store.take_notices()  # warned once, not five times
    assert warning.kind is NoticeKind.SAVE_FAILED and said in notice_text(warning)
    assert "Play continues" in notice_text(warning)
    assert not store.retry_pending()
    assert store.take_notices() == []
    check = sqlite3.connect(db)
    assert check.execute("SELECT count(*) FROM actions").fetchone()[0] == 1
    faulty.failing = False
    assert game.apply(choose(hand, rng)) is SaveStatus.SAVED and store.pending_count == 0
    (resumed,) = store.take_notices()
    assert resumed.kind is NoticeKind.SAVE_RESUMED and "6 waiting" in notice_text(resumed)
    seqs = [r[0] for r in check.execute("SELECT seq FROM actions ORDER BY seq")]
    assert seqs == list(range(1, 8))
    check.close()
    log = action_log(game.match)
    assert store.close() == 0
    with GameStore.open(tmp_path) as again:
        back = again.resume()
        assert back is not None and action_log(back.match) == log


def test_real_full_disk_via_page_limit(tmp_path: Path) -> None:
    rng = random.Random(9)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=500), "medium", 0, 1)
        pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
        store._conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite now answers SQLITE_FULL
        statuses = []
        for _ in range(300):
            if game.match.needs_deal:
                game.deal_random(rng)
            hand = game.match.hand
            assert hand is not None
            statuses.append(game.apply(choose(hand, rng)))
        assert SaveStatus.PENDING in statuses
        kinds = [n.kind for n in store.take_notices()]
        assert kinds == [NoticeKind.SAVE_FAILED]
        store._conn.execute("PRAGMA max_page_count = 1000000")
        assert store.retry_pending() and store.pending_count == 0
        assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_RESUMED]
        log = action_log(game.match)
    with GameStore.open(tmp_path) as again:
        back = again.resume()
        assert back is not None and action_log(back.match) == log


def test_close_says_how_many_changes_were_lost(tmp_path: Path) -> None:
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", 0, 1)
    store._writer.spill.close()  # no spill file to keep the refused change on the disk
    store._conn = FaultyConnection(store._conn, "disk I/O error")  # type: ignore[assignment]
    game.deal_random(random.Random(1))
    assert game.last_status is SaveStatus.PENDING and store.unsaved_count == 1
    assert store.close() == 1


def test_a_refused_change_kept_in_the_spill_is_saved_at_the_next_start(tmp_path: Path) -> None:
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", 0, 1)
    store._conn = FaultyConnection(store._conn, "disk I/O error")  # type: ignore[assignment]
    game.deal_random(random.Random(1))
    assert game.last_status is SaveStatus.PENDING and store.pending_count == 1 and store.unsaved_count == 0
    assert store.close() == 0  # (the retry at close fails too: the change stays in the spill)
    with GameStore.open(tmp_path) as again:
        back = again.resume()
        assert back is not None and back.id == game.id and back.match.hand is not None
        assert back.match.hand.deck == game.match.hand.deck  # type: ignore[union-attr]
        assert [n.kind for n in again.take_notices()] == [NoticeKind.SAVE_RESUMED]


NOT_ROOT = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user (root ignores file modes)"
)


@NOT_ROOT
def test_read_only_folder_shows_the_games_and_keeps_the_moves_until_it_is_writable(store_copy: Path) -> None:
    os.chmod(store_copy, 0o555)
    try:
        store = GameStore.open(store_copy)
        assert store.mode is StoreMode.WAITING
        (notice,) = store.report.notices
        assert notice.kind is NoticeKind.CANNOT_SAVE and "kept" in notice_text(notice)
        game = store.resume()
        assert game is not None and game.id == 3 and game.match.hand is not None
        assert game.apply(choose(game.match.hand, random.Random(1))) is SaveStatus.PENDING
    finally:
        os.chmod(store_copy, 0o755)
    log = action_log(game.match)
    assert store.close() == 0
    with GameStore.open(store_copy) as again:
        back = again.resume()
        assert back is not None and action_log(back.match) == log


@NOT_ROOT
def test_read_only_files_keep_moves_until_they_are_writable(store_copy: Path) -> None:
    rng = random.Random(2)
    for path in store_copy.iterdir():
        os.chmod(path, 0o444)
    store = GameStore.open(store_copy)
    game = store.resume()
    assert store.saving and game is not None and game.match.hand is not None
    assert game.apply(choose(game.match.hand, rng)) is SaveStatus.PENDING
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_FAILED]
    for path in store_copy.iterdir():  # SQLite gave its -wal and -shm the file's mode: fix them all
        os.chmod(path, 0o644)
    assert game.apply(choose(game.match.hand, rng)) is SaveStatus.SAVED
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_RESUMED]
    log = action_log(game.match)
    assert store.close() == 0
    with GameStore.open(store_copy) as again:
        back = again.resume()
        assert back is not None and action_log(back.match) == log


def test_a_connection_that_became_read_only_is_reopened(tmp_path: Path) -> None:
    rng = random.Random(3)
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", 0, 1)
    hand = game.deal_random(rng)
    original = store._conn
    store._conn = sqlite3.connect(f"{(tmp_path / 'games.sqlite').as_uri()}?mode=ro", uri=True, isolation_level=None)
    original.close()
    assert game.apply(choose(hand, rng)) is SaveStatus.PENDING  # a real SQLITE_READONLY
    assert game.apply(choose(hand, rng)) is SaveStatus.SAVED  # retried on a new read-write connection
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_FAILED, NoticeKind.SAVE_RESUMED]
    log = action_log(game.match)
    store.close()
    with GameStore.open(tmp_path) as again:
        back = again.resume()
        assert back is not None and action_log(back.match) == log


def test_unusable_folder_means_play_with_the_moves_kept_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    with GameStore.open(blocker / "saves") as store:
        assert store.mode is StoreMode.WAITING
        (notice,) = store.report.notices
        assert notice.kind is NoticeKind.CANNOT_SAVE and "kept" in notice_text(notice)
        game = store.new_game(Rules(), "medium", 0, 0)
        play_game(game, random.Random(3), hands=1)
        assert game.last_status is SaveStatus.PENDING and game.action_count > 0
        assert store.pending_count == game.action_count + 2  # the new game and the deal too
    assert blocker.read_text() == "a file where the folder should be"


def test_damaged_file_in_a_folder_that_cannot_be_renamed_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "games.sqlite").write_bytes(b"garbage" * 50)

    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    with GameStore.open(tmp_path) as store:
        assert store.mode is StoreMode.NO_SAVE
        (notice,) = store.report.notices
        assert "could not be set aside" in notice_text(notice) and "left as it is" in notice_text(notice)
    assert (tmp_path / "games.sqlite").read_bytes() == b"garbage" * 50
