"""Fuzzing the loader: truncated, bit-flipped, random and hostile files never crash it.

Every damaged input takes a damaged path with a notice: the file is renamed aside
(unreadable file), or the one game is set aside (hostile rows), and nothing is lost.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gin_desktop.core import GinError, Rules, parse_cards
from gin_desktop.core.actions import action_from_json
from gin_desktop.store import GameStore, NoticeKind, SaveStatus, StoreMode
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, copy_key, edit_file

# The fuzz tests check the loader's logic, not the disk: a RAM disk (when there is one) spares them
# the fsyncs of every example's sync points.
FAST_TMP = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
HEADER = b"SQLite format 3\x00"


@dataclass
class Outcome:
    mode: StoreMode
    notices: list[NoticeKind] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    moved: Path | None = None
    resumed: int | None = None
    resumed_log: list[tuple[int, int, str]] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)


def exercise(data_dir: Path) -> Outcome:
    """Everything the app does with a store at start-up, then a new saved game."""
    with GameStore.open(data_dir) as store:
        notices = store.report.notices
        out = Outcome(store.mode, [n.kind for n in notices], [notice_text(n) for n in notices])
        out.moved = store.report.moved_to
        game = store.resume()
        if game is not None:
            out.resumed, out.resumed_log = game.id, action_log(game.match)
        store.games()
        out.finished = [f.id for f in store.stats().finished]
        for notice in store.take_notices():
            out.notices.append(notice.kind)
            out.texts.append(notice_text(notice))
        fresh = store.new_game(Rules(), "medium", 0, 0)
        fresh.deal_random()
        expected = SaveStatus.SAVED if store.saving else SaveStatus.NOT_SAVED
        assert fresh.last_status is expected or (store.saving and fresh.last_status is SaveStatus.PENDING)
    return out


def run_on(content: bytes) -> tuple[Outcome, bytes | None]:
    with tempfile.TemporaryDirectory(dir=FAST_TMP) as tmp:
        data_dir = Path(tmp)
        (data_dir / "games.sqlite").write_bytes(content)
        out = exercise(data_dir)
        kept = out.moved.read_bytes() if out.moved is not None else None
        if kept is None and NoticeKind.DAMAGED_FILE not in out.notices:
            exercise(data_dir)  # a file that opened must open again just as well
        return out, kept


def assert_damaged_file(out: Outcome, kept: bytes | None, content: bytes) -> None:
    assert out.mode is StoreMode.SAVING and NoticeKind.DAMAGED_FILE in out.notices
    assert kept == content  # renamed aside intact, never deleted
    assert out.moved is not None and any(str(out.moved) in t for t in out.texts)


@FUZZ
@given(content=st.binary(max_size=20_000))
def test_random_bytes(content: bytes) -> None:
    assume(not content.startswith(HEADER))
    out, kept = run_on(content)
    assert_damaged_file(out, kept, content)


@FUZZ
@given(tail=st.binary(min_size=0, max_size=9000))
def test_random_bytes_behind_a_sqlite_header(tail: bytes) -> None:
    out, kept = run_on(HEADER + tail)
    assert out.mode in (StoreMode.SAVING, StoreMode.NO_SAVE)
    if out.mode is StoreMode.SAVING:
        assert_damaged_file(out, kept, HEADER + tail)


@FUZZ
@given(data=st.data())
def test_truncated_file(built_store: Path, data: st.DataObject) -> None:
    content = built_store.read_bytes()
    cut = data.draw(st.integers(0, len(content) - 1), label="length")
    out, kept = run_on(content[:cut])
    assert_damaged_file(out, kept, content[:cut])


@settings(FUZZ, max_examples=400)
@given(data=st.data())
def test_bit_flips(built_store: Path, data: st.DataObject) -> None:
    content = bytearray(built_store.read_bytes())
    flips = data.draw(st.lists(st.tuples(st.integers(0, len(content) - 1), st.integers(0, 7)), min_size=1, max_size=8))
    for offset, bit in flips:
        content[offset] ^= 1 << bit
    out, kept = run_on(bytes(content))
    if out.moved is not None:
        assert_damaged_file(out, kept, bytes(content))
    # otherwise the flips hit unused space or a value that still makes sense (no checksums in SQLite
    # pages), or made the file "newer", or set one game aside: all paths that keep running


# -- hostile rows in an otherwise valid file --------------------------------------------------------

@dataclass(frozen=True)
class RawText:
    """Bytes stored as TEXT (not BLOB) by the UPDATE: typically not valid UTF-8."""

    data: bytes


JUNK = st.one_of(
    st.binary(min_size=1, max_size=40).map(RawText),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.sampled_from([2**63 - 1, -(2**63), 10**18, 2, -1, 0.5, 1e300]),
    st.floats(allow_nan=False),
    st.binary(max_size=40),
    st.text(max_size=40),
    st.sampled_from(["", "x" * 100_000, "[" * 20_000, '{"a":' * 5000, "null", "[]", "{}", "1e999999", "9" * 5000]),
)
IMPOSSIBLE_CARDS = st.sampled_from(
    [
        json.dumps(["AS"] * 52),
        json.dumps([c.code for c in parse_cards("AS 2S 3S")] * 17 + ["4S"]),
        json.dumps(["ZZ"] * 52),
        json.dumps(list(range(52))),
        json.dumps([[]] * 52),
        json.dumps({"deck": "AS"}),
        "[" + ",".join(['"AS"'] * 5000) + "]",
    ]
)


def _is_text_and(pred: Callable[[str], bool]) -> Callable[[object], bool]:
    return lambda v: isinstance(v, str) and pred(v)


def _core_accepts(parse: Callable[[object], object]) -> Callable[[object], bool]:
    def check(value: object) -> bool:
        if not isinstance(value, str):
            return False
        try:
            parse(json.loads(value))
        except (ValueError, TypeError, RecursionError, GinError):
            return False
        return True

    return check


def _deck_ok(value: object) -> object:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise TypeError
    return parse_cards(value, count=52)


# column → a test that the stored value could still be valid data (then it proves nothing)
COULD_BE_VALID: dict[tuple[str, str], Callable[[object], bool]] = {
    ("games", "rules"): _core_accepts(Rules.from_json),
    ("games", "ai_level"): _is_text_and(lambda v: 0 < len(v) <= 64),
    ("games", "human_seat"): lambda v: type(v) is int and v in (0, 1),
    ("games", "status"): lambda v: v in ("active", "finished", "abandoned", "damaged"),
    ("games", "created_at"): _is_text_and(lambda v: len(v) <= 64),
    ("games", "finished_at"): _is_text_and(lambda v: len(v) <= 64),
    ("games", "used_undo"): lambda v: type(v) is int and v in (0, 1),
    ("hands", "deck"): _core_accepts(_deck_ok),
    ("hands", "secret"): lambda v: v is None or _is_text_and(lambda t: 0 < len(t) <= 128 and t.isascii()
                                                             and t.isprintable())(v),
    ("actions", "action"): _core_accepts(action_from_json),
}
COLUMNS = {
    "games": ("rules", "ai_level", "human_seat", "first_dealer", "status", "created_at", "used_undo"),
    "finished": ("winner", "total0", "total1", "finished_at"),
    "hands": ("deck", "dealer", "number", "secret"),
    "actions": ("action", "seat", "seq", "hand_number"),
}


def _row(conn: sqlite3.Connection, table: str, game: int, pick: int) -> tuple[str, tuple[int, ...]]:
    key = {"games": "id", "hands": "number", "actions": "seq"}[table]
    if table == "games":
        return "id = ?", (game,)
    keys = [r[0] for r in conn.execute(f"SELECT {key} FROM {table} WHERE game_id = ? ORDER BY {key}", (game,))]
    return f"game_id = ? AND {key} = ?", (game, keys[pick % len(keys)])


def _values(conn: sqlite3.Connection, table: str, column: str, game: int) -> Counter[tuple[str, object]]:
    """The values of one column of one game, by type and value (1, 1.0 and "1" differ)."""
    where = "id = ?" if table == "games" else "game_id = ?"
    conn.text_factory = lambda b: b.decode("utf-8", errors="replace")
    rows = conn.execute(f"SELECT {column} FROM {table} WHERE {where}", (game,)).fetchall()
    return Counter((type(r[0]).__name__, r[0]) for r in rows)


@FUZZ
@given(data=st.data())
def test_hostile_values_set_one_game_aside(built_store: Path, data: st.DataObject) -> None:
    game = data.draw(st.sampled_from([1, 3]), label="game")  # finished / active
    tables = ["games", "hands", "actions"] + (["finished"] if game == 1 else [])
    group = data.draw(st.sampled_from(tables), label="table")
    column = data.draw(st.sampled_from(COLUMNS[group]), label="column")
    table = "games" if group == "finished" else group
    value = data.draw(IMPOSSIBLE_CARDS | JUNK if column == "deck" else JUNK, label="value")
    pick = data.draw(st.integers(0, 10_000), label="row")
    with tempfile.TemporaryDirectory(dir=FAST_TMP) as tmp:
        data_dir = Path(tmp)
        db = data_dir / "games.sqlite"
        db.write_bytes(built_store.read_bytes())
        copy_key(built_store, data_dir)
        conn = sqlite3.connect(db)
        where, params = _row(conn, table, game, pick)
        before = _values(conn, table, column, game)
        try:
            if isinstance(value, RawText):
                conn.execute(f"UPDATE {table} SET {column} = CAST(? AS TEXT) WHERE {where}", (value.data, *params))
            else:
                conn.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (value, *params))
        except sqlite3.IntegrityError:
            assume(False)  # NOT NULL or a duplicate key: SQLite itself refuses it
        stored = _values(conn, table, column, game) - before  # the value as SQLite stored it
        conn.commit()
        counts = [conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("games", "hands", "actions")]
        conn.close()
        check = COULD_BE_VALID.get((table, column))
        assume(stored and (check is None or not any(check(v) for _t, v in stored)))
        out = exercise(data_dir)
        assert out.mode is StoreMode.SAVING and NoticeKind.DAMAGED_FILE not in out.notices
        assert NoticeKind.DAMAGED_GAME in out.notices
        assert any(f"game {game}" in t for t in out.texts)
        if game == 3:
            assert out.resumed is None and out.finished == [1]
        else:
            assert out.resumed == 3 and out.finished == []
        conn = sqlite3.connect(db)
        after = [conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("games", "hands", "actions")]
        status = conn.execute("SELECT status FROM games WHERE id = ?", (game,)).fetchone()[0]
        conn.close()
        assert after[0] == counts[0] + 1 and after[1:] == [counts[1] + 1, counts[2]]  # + the new game and deal
        assert status == "damaged"


@pytest.mark.parametrize(
    ("sql", "game"),
    [
        ("DELETE FROM actions WHERE game_id = 3 AND seq = 20", 3),
        ("UPDATE actions SET seq = seq + 1000000 WHERE game_id = 3 AND seq = (SELECT max(seq) FROM actions "
         "WHERE game_id = 3)", 3),
        ("INSERT INTO hands SELECT game_id, number + 1, dealer, deck, secret FROM hands WHERE game_id = 3 "
         "ORDER BY number DESC LIMIT 1", 3),
        ("INSERT INTO hands SELECT game_id, number + 1, 1 - dealer, deck, secret FROM hands WHERE game_id = 1 "
         "ORDER BY number DESC LIMIT 1", 1),
        ("INSERT INTO actions SELECT game_id, seq + 1, hand_number, seat, action FROM actions WHERE game_id = 1 "
         "ORDER BY seq DESC LIMIT 1", 1),
        ("UPDATE hands SET number = 9223372036854775807 WHERE game_id = 3 AND number = 1", 3),
        ("UPDATE actions SET hand_number = -9223372036854775808 WHERE game_id = 3 AND seq = 1", 3),
        ("UPDATE games SET total0 = total0 + 1 WHERE id = 1", 1),
        ("UPDATE games SET status = 'finished', winner = 0, total0 = 100, total1 = 0 WHERE id = 3", 3),
        ("UPDATE games SET status = 'active' WHERE id = 1", 1),
        ("UPDATE games SET rules = json_set(rules, '$.target', 5000) WHERE id = 3", 3),
        ("UPDATE games SET rules = json_set(rules, '$.oklahoma', 1) WHERE id = 1", 1),
        ("UPDATE games SET used_undo = 2 WHERE id = 3", 3),
        ("UPDATE games SET used_undo = 'yes' WHERE id = 1", 1),
        ("UPDATE hands SET secret = 'a' || char(10) || 'b' WHERE game_id = 3 AND number = 1", 3),
        ("UPDATE hands SET secret = x'00ff' WHERE game_id = 1 AND number = 2", 1),
        ("UPDATE hands SET secret = '' WHERE game_id = 3 AND number = 2", 3),
    ],
)
def test_hostile_rows(built_store: Path, tmp_path: Path, sql: str, game: int) -> None:
    db = tmp_path / "games.sqlite"
    db.write_bytes(built_store.read_bytes())
    copy_key(built_store, tmp_path)
    edit_file(db, sql)
    out = exercise(tmp_path)
    assert out.mode is StoreMode.SAVING and out.notices == [NoticeKind.DAMAGED_GAME]
    assert f"game {game}" in out.texts[0]
    assert (out.resumed, out.finished) == ((None, [1]) if game == 3 else (3, []))


def test_huge_game_id_does_not_crash(built_store: Path, tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    db.write_bytes(built_store.read_bytes())
    copy_key(built_store, tmp_path)
    edit_file(db, "UPDATE games SET id = 9223372036854775807 WHERE id = 2")
    with GameStore.open(tmp_path) as store:
        assert store.resume() is not None
        game = store.new_game(Rules(), "medium", 0, 0)  # no id is left above the largest one
        assert game.last_status in (SaveStatus.SAVED, SaveStatus.PENDING)
