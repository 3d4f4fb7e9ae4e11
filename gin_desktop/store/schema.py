"""Schema versions and migrations: ``PRAGMA user_version`` holds the version.

Each step from version ``n`` to ``n + 1`` is one small function in
:data:`MIGRATIONS`; a new file is built by running every step from 0, so a fresh
database and a migrated old one have the same schema by construction. Each step
runs in its own transaction together with the version bump, so a crash or a full
disk in the middle leaves the file at the old version, intact.

Version history:

1. ``games`` (rules, AI level, seats, status, final result), ``hands`` (deck order
   and dealer of each hand), ``actions`` (the append-only action log).
2. ``hand_order``: the player's own arrangement of the cards in hand, one row a game.
3. ``games.damage``: why a game that can no longer be loaded was set aside.
4. ``hands.secret``: the random secret behind each hand's deck fingerprint (NULL for
   hands dealt before; see :mod:`gin_desktop.values.fairness`), and ``games.used_undo``: 1
   once a move of the game was taken back.
5. ``game_summaries``: what the statistics need of a finished or abandoned game (its
   score sheet lines and result, JSON) and a digest of the game's rows it was made
   from, written when the game ends (or, for an abandoned game, when the statistics
   first count it), so that it is never replayed for them again. Only a cache: a row
   that cannot be read, or whose game's rows have changed since, is made again from
   the replay (which also finds a game damaged since).
6. ``games.practice``: 1 for a practice game (a deal played again from the review: never
   counted in the statistics), and ``hand_reviews``: what the coach's review of each hand
   found (the player's graded decisions and the expected points they lost), worked out once
   per hand and added up into the game's accuracy.
7. ``positions``: the position the table shows after a game's latest move (its scores and the hand in
   progress, sealed like the deck: :mod:`.position`), written in the same commit as the move, so a resume
   paints from one row; the full replay checks it after the first paint. A game without a row (saved
   before) resumes by the replay, as before.
8. ``drills``: the player's practice of their own mistakes (a settled mistake or blunder of a
   reviewed hand, and where it stands in the practice schedule: :mod:`gin_desktop.values.drills`),
   ``games.tutored``: 1 once the tutor judged a move of the game (such games are kept apart in
   the statistics' accuracy: the player had help), and ``review_decisions``: each reviewed decision's
   topic, grade and loss (the rating of "your strength" and its weakest topic,
   :mod:`gin_desktop.values.skill`).
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from typing import Final


def _v0_to_v1(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            rules TEXT NOT NULL,
            ai_level TEXT NOT NULL,
            human_seat INTEGER NOT NULL,
            first_dealer INTEGER NOT NULL,
            status TEXT NOT NULL,
            finished_at TEXT,
            winner INTEGER,
            total0 INTEGER,
            total1 INTEGER
        )"""
    )
    conn.execute(
        """CREATE TABLE hands (
            game_id INTEGER NOT NULL,
            number INTEGER NOT NULL,
            dealer INTEGER NOT NULL,
            deck TEXT NOT NULL,
            PRIMARY KEY (game_id, number)
        ) WITHOUT ROWID"""
    )
    conn.execute(
        """CREATE TABLE actions (
            game_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            hand_number INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID"""
    )


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE hand_order (
            game_id INTEGER PRIMARY KEY,
            cards TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )"""
    )


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN damage TEXT")


def _v3_to_v4(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE hands ADD COLUMN secret TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN used_undo INTEGER NOT NULL DEFAULT 0")


Migration = Callable[[sqlite3.Connection], None]

def _v4_to_v5(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE game_summaries (
            game_id INTEGER PRIMARY KEY,
            digest TEXT NOT NULL,
            summary TEXT NOT NULL
        )"""
    )


def _v5_to_v6(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        """CREATE TABLE hand_reviews (
            game_id INTEGER NOT NULL,
            number INTEGER NOT NULL,
            decisions INTEGER NOT NULL,
            points_lost REAL NOT NULL,
            PRIMARY KEY (game_id, number)
        ) WITHOUT ROWID"""
    )


def _v6_to_v7(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE positions (
            game_id INTEGER PRIMARY KEY,
            actions INTEGER NOT NULL,
            position TEXT NOT NULL
        )"""
    )


def _v7_to_v8(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN tutored INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        """CREATE TABLE drills (
            game_id INTEGER NOT NULL,
            hand_number INTEGER NOT NULL,
            step INTEGER NOT NULL,
            kind TEXT NOT NULL,
            loss REAL NOT NULL,
            box INTEGER NOT NULL,
            due TEXT NOT NULL,
            tries INTEGER NOT NULL,
            correct INTEGER NOT NULL,
            PRIMARY KEY (game_id, hand_number, step)
        ) WITHOUT ROWID"""
    )
    conn.execute(
        """CREATE TABLE review_decisions (
            game_id INTEGER NOT NULL,
            hand_number INTEGER NOT NULL,
            step INTEGER NOT NULL,
            topic TEXT NOT NULL,
            grade TEXT NOT NULL,
            loss REAL NOT NULL,
            way TEXT NOT NULL,
            PRIMARY KEY (game_id, hand_number, step)
        ) WITHOUT ROWID"""
    )


MIGRATIONS: Final[dict[int, Migration]] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5,
                                           5: _v5_to_v6, 6: _v6_to_v7, 7: _v7_to_v8}
"""Step from version ``key`` to ``key + 1``."""

CURRENT_VERSION: Final = len(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def migrate(conn: sqlite3.Connection, from_version: int, to_version: int = CURRENT_VERSION) -> None:
    """Run the steps ``from_version → to_version``, each in its own transaction.

    ``conn`` must be in autocommit mode (``isolation_level=None``).
    """
    for version in range(from_version, to_version):
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1:d}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise


Objects = frozenset[tuple[str, str, str]]  # (type, name, table) rows of sqlite_master
Columns = dict[str, tuple[tuple[object, ...], ...]]  # table → PRAGMA table_info rows


def _objects(conn: sqlite3.Connection) -> Objects:
    rows = conn.execute(
        "SELECT type, name, tbl_name FROM sqlite_master "
        "WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\' AND name != 'sqlite_sequence'"
    ).fetchall()
    return frozenset((str(t), str(n), str(tb)) for t, n, tb in rows)


@functools.cache
def expected_schema(version: int) -> tuple[Objects, Columns]:
    """The objects and table columns of a database at ``version``, built by the migrations."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, 0, version)
        objects = _objects(conn)
        columns = {
            name: tuple(tuple(r) for r in conn.execute(f'PRAGMA table_info("{name}")'))
            for kind, name, _t in objects
            if kind == "table"
        }
        return objects, columns
    finally:
        conn.close()


def schema_problem(conn: sqlite3.Connection, version: int) -> str | None:
    """Why the schema of ``conn`` is not exactly that of ``version`` (None when it is).

    Views, triggers, virtual tables and unknown objects are refused: loading a save
    must never run anything stored in the file.
    """
    if not 1 <= version <= CURRENT_VERSION:
        return f"it has no known format version ({version})"
    want_objects, want_columns = expected_schema(version)
    objects = _objects(conn)
    if objects != want_objects:
        extra = sorted(f"{t} {n}" for t, n, _ in objects - want_objects)
        missing = sorted(f"{t} {n}" for t, n, _ in want_objects - objects)
        parts = ([f"unexpected {', '.join(extra)}"] if extra else []) + (
            [f"missing {', '.join(missing)}"] if missing else []
        )
        return "its tables are not those of a Gin Rummy save (" + "; ".join(parts)[:200] + ")"
    for table, want in want_columns.items():
        sql = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
        if sql is None or not str(sql[0]).upper().startswith("CREATE TABLE"):
            return f"table {table} is not a plain table"
        got = tuple(tuple(r) for r in conn.execute(f'PRAGMA table_info("{table}")'))
        if got != want:
            return f"the columns of table {table} are not those of a Gin Rummy save"
    return None
