"""Schema versions: every earlier version's file opens, migrates step by step and resumes."""

from __future__ import annotations

import hashlib
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import CURRENT_VERSION, GameStore, NoticeKind, SaveStatus, StoreMode, schema
from gin_desktop.store.schema import MIGRATIONS, expected_schema, migrate, schema_problem
from gin_desktop.store.stats import summarize
from gin_desktop.text.store_text import notice_text

from .fixtures.make_fixtures import DDL, GAMES, HERE, ORDER_GAME, expected_matches, expected_order
from .helpers import action_log, choose, edit_file

OLD_VERSIONS = list(range(1, CURRENT_VERSION))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def copy_fixture(version: int, tmp_path: Path) -> Path:
    data_dir = tmp_path / f"v{version}"
    data_dir.mkdir()
    shutil.copy(HERE / f"v{version}.sqlite", data_dir / "games.sqlite")
    return data_dir


def test_one_migration_per_step_and_a_fixture_for_every_earlier_version() -> None:
    assert sorted(MIGRATIONS) == list(range(CURRENT_VERSION))
    assert CURRENT_VERSION >= 3
    for version in OLD_VERSIONS:
        assert (HERE / f"v{version}.sqlite").is_file(), f"add a fixture for schema version {version}"
        assert version in DDL


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_fixture_ddl_is_exactly_that_version(version: int) -> None:
    conn = sqlite3.connect(":memory:")
    for statement in DDL[version]:
        conn.execute(statement)
    assert schema_problem(conn, version) is None
    file = sqlite3.connect(HERE / f"v{version}.sqlite")
    try:
        assert file.execute("PRAGMA user_version").fetchone()[0] == version
        assert schema_problem(file, version) is None
    finally:
        file.close()


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_old_file_migrates_and_resumes(version: int, tmp_path: Path) -> None:
    data_dir = copy_fixture(version, tmp_path)
    expected = expected_matches()
    with GameStore.open(data_dir) as store:
        assert store.mode is StoreMode.SAVING
        assert store.report.notices == () and store.report.found_version == version
        conn = store._conn
        assert conn.execute("PRAGMA user_version").fetchone()[0] == CURRENT_VERSION
        assert schema_problem(conn, CURRENT_VERSION) is None
        game = store.resume()
        assert game is not None and game.id == ORDER_GAME
        assert action_log(game.match) == action_log(expected[ORDER_GAME])
        hand = game.match.hand
        assert hand is not None
        if version >= 2:
            assert [c.code for c in game.hand_order()] == expected_order(expected[ORDER_GAME], game.human_seat)
        else:
            assert game.hand_order() == hand.hands[game.human_seat]
        statuses = {g.id: g.status for g in store.games()}
        assert statuses == {g[0]: g[5] for g in GAMES}
        stats = store.stats()
        assert [f.id for f in stats.finished] == [1]
        assert stats.finished[0].sheet == summarize(expected[1]).lines
        assert store.take_notices() == []
        assert game.apply(choose(hand, random.Random(1))) is SaveStatus.SAVED
        log = action_log(game.match)
    with GameStore.open(data_dir) as store:
        again = store.resume()
        assert again is not None and action_log(again.match) == log


def test_fresh_and_migrated_schemas_are_identical(tmp_path: Path) -> None:
    for version in OLD_VERSIONS:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        for statement in DDL[version]:
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version}")
        migrate(conn, version)
        assert schema.user_version(conn) == CURRENT_VERSION
        assert schema_problem(conn, CURRENT_VERSION) is None
    assert expected_schema(CURRENT_VERSION)[0]  # not empty


def test_failed_migration_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = copy_fixture(2, tmp_path)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN damage TEXT")
        if conn.execute("PRAGMA database_list").fetchone()[2]:  # the file, not a copy in memory
            raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setitem(MIGRATIONS, 2, broken)
    with GameStore.open(data_dir) as store:
        assert store.mode is StoreMode.READ_ONLY
        (notice,) = store.report.notices
        assert notice.kind is NoticeKind.CANNOT_SAVE and "could not be updated" in notice_text(notice)
        game = store.resume()  # still readable: a migrated copy in memory
        assert game is not None and game.id == ORDER_GAME
    conn = sqlite3.connect(data_dir / "games.sqlite")
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
        assert "damage" not in [r[1] for r in conn.execute("PRAGMA table_info(games)")]
    finally:
        conn.close()


def test_read_only_open_migrates_only_in_memory(tmp_path: Path) -> None:
    data_dir = copy_fixture(1, tmp_path)
    before = digest(data_dir / "games.sqlite")
    with GameStore.open(data_dir, read_only=True) as store:
        assert store.mode is StoreMode.READ_ONLY
        game = store.resume()
        assert game is not None and game.match.hand is not None
        assert game.apply(choose(game.match.hand, random.Random(2))) is SaveStatus.NOT_SAVED
    assert digest(data_dir / "games.sqlite") == before


def test_newer_version_is_left_untouched_and_nothing_is_saved(built_store: Path, tmp_path: Path) -> None:
    data_dir = tmp_path / "newer"
    data_dir.mkdir()
    db = data_dir / "games.sqlite"
    shutil.copy(built_store, db)
    edit_file(db, f"PRAGMA user_version = {CURRENT_VERSION + 1}")
    before, mtime = digest(db), db.stat().st_mtime_ns
    with GameStore.open(data_dir) as store:
        assert store.mode is StoreMode.NO_SAVE
        (notice,) = store.report.notices
        assert notice.kind is NoticeKind.NEWER_VERSION
        text = notice_text(notice)
        assert str(db) in text and "newer version" in text and "nothing will be saved" in text
        assert store.resume() is None
        game = store.new_game(Rules(), "medium", 0, 0)
        assert game.last_status is SaveStatus.NOT_SAVED
        game.deal_random()
        assert game.last_status is SaveStatus.NOT_SAVED
    assert digest(db) == before and db.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in data_dir.iterdir()) == ["games.lock", "games.sqlite"]
