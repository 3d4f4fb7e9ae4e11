"""The statistics' cache: each finished game's summary kept with a digest of its rows, so a
game is replayed once, not at every opening of the statistics (see :meth:`GameStore.stats`)."""

from __future__ import annotations

import sqlite3
from typing import Final

KEEP_SUMMARY: Final = "INSERT OR REPLACE INTO game_summaries (game_id, digest, summary) VALUES (?, ?, ?)"


def stored_summaries(conn: sqlite3.Connection) -> dict[int, tuple[object, object]]:
    """game id → (digest of the rows the summary was made from, summary text)."""
    try:
        rows = conn.execute("SELECT game_id, digest, summary FROM game_summaries").fetchall()
    except (sqlite3.Error, UnicodeError):
        return {}  # only a cache: the games are replayed instead
    return {row[0]: (row[1], row[2]) for row in rows if type(row[0]) is int}


def row_digests(conn: sqlite3.Connection, game_id: int | None = None) -> dict[int, str]:
    """A digest of each game's rows (of one game, or of all), as stored now.

    SQLite does the per-row work: each game's actions come back as their texts
    joined, plus position-weighted sums of the number columns (so a changed seat,
    hand number or sequence shows) and a count of rows whose values all have the
    right types, and its hands and ``games`` row as quoted text;
    Python hashes a few values per game. Should a join ever come out in another
    order, the digest only misses and the game is replayed: never a wrong summary.
    """
    import hashlib

    one = game_id is not None
    where = (" WHERE {} = ?", (game_id,)) if one else ("", ())
    queries = (
        "SELECT id, * FROM games" + where[0].format("id"),
        "SELECT game_id, group_concat(quote(number) || ',' || quote(dealer) || ',' || quote(deck) || ',' || "
        "quote(secret), char(10)) FROM hands" + where[0].format("game_id") + " GROUP BY game_id",
        "SELECT game_id, count(*), min(seq), max(seq), sum(seq), sum(seq * seat), sum(seq * hand_number), "
        "sum(typeof(seq) = 'integer' AND typeof(seat) = 'integer' AND typeof(hand_number) = 'integer' "
        "AND typeof(action) = 'text'), total(length(action)), group_concat(action, char(10)) "
        "FROM actions" + where[0].format("game_id")
        + " GROUP BY game_id",
    )
    parts: dict[object, list[str]] = {}
    try:
        for table, sql in enumerate(queries):
            for row in conn.execute(sql, where[1]):
                parts.setdefault(row[0], ["", "", ""])[table] = repr(row[1:])
    except (sqlite3.Error, UnicodeError, OverflowError):
        return {}
    return {
        key: hashlib.blake2b("\x00".join(texts).encode(), digest_size=16).hexdigest()
        for key, texts in parts.items()
        if type(key) is int
    }
