"""The store's normal life: create, save every change at once, resume by replay, history."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import platformdirs
import pytest

from gin_desktop.core import DrawStock, IllegalActionError, Rules
from gin_desktop.store import CURRENT_VERSION, ENV_VAR, GameStore, SaveStatus, StoreMode, resolve_data_dir

from .helpers import action_log, choose, play_game


def count(db: Path, sql: str) -> int:
    """A query through a separate connection: what another process would see on disk."""
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute(sql).fetchone()[0])
    finally:
        conn.close()


def test_data_dir_argument_then_environment_then_platform(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_data_dir(None) == Path(platformdirs.user_data_dir("GinRummy", appauthor=False))
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert resolve_data_dir(None) == tmp_path / "env"
    assert resolve_data_dir(tmp_path / "arg") == tmp_path / "arg"
    with GameStore.open() as store:
        assert store.report.data_dir == tmp_path / "env"
        assert (tmp_path / "env" / "games.sqlite").exists()


def test_new_store_is_wal_durable_and_current(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        assert store.mode is StoreMode.SAVING and store.report.notices == ()
        conn = store._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL; FULL at sync points
        assert conn.execute("PRAGMA user_version").fetchone()[0] == CURRENT_VERSION
    assert not (tmp_path / "games.sqlite.creating").exists()


def test_every_change_is_on_disk_when_the_call_returns(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    rng = random.Random(1)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)
        assert count(db, "SELECT count(*) FROM games WHERE status = 'active'") == 1
        game.deal_random(rng)
        assert count(db, "SELECT count(*) FROM hands") == 1
        hand = game.match.hand
        assert hand is not None
        for n in range(1, 30):
            if hand.is_over:
                break
            assert game.apply(choose(hand, rng)) is SaveStatus.SAVED
            assert count(db, "SELECT count(*) FROM actions") == n == game.action_count


def test_resume_replays_exactly_what_was_played(tmp_path: Path) -> None:
    rng = random.Random(2)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=200, wall="last_discard"), "hard", 1, 0)
        play_game(game, rng, hands=3)
        game.deal_random(rng)
        hand = game.match.hand
        assert hand is not None
        game.apply(choose(hand, rng))
        before = (action_log(game.match), [h.deck for h in game.match.hands], list(game.match.scores), hand.phase)
    with GameStore.open(tmp_path) as store:
        resumed = store.resume()
        assert resumed is not None and resumed.id == game.id
        assert (resumed.ai_level, resumed.human_seat, resumed.rules) == ("hard", 1, game.rules)
        match = resumed.match
        assert hand is not None and match.hand is not None
        after = (action_log(match), [h.deck for h in match.hands], list(match.scores), match.hand.phase)
        assert after == before
        assert resumed.action_count == len(before[0])
        assert store.take_notices() == []


def test_illegal_action_raises_and_writes_nothing(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 0)
        with pytest.raises(IllegalActionError):
            game.apply(DrawStock())  # nothing dealt yet
        game.deal_random(random.Random(3))
        with pytest.raises(IllegalActionError):
            game.apply(DrawStock())  # the upcard must be taken or passed first
        assert game.action_count == 0
        assert count(tmp_path / "games.sqlite", "SELECT count(*) FROM actions") == 0


def test_hand_order_is_saved_and_follows_the_cards(tmp_path: Path) -> None:
    rng = random.Random(4)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)  # seat 0 is the non-dealer: acts first
        hand = game.deal_random(rng)
        mine = list(reversed(hand.hands[0]))
        assert game.set_hand_order(mine) is SaveStatus.SAVED
        with pytest.raises(ValueError, match="different cards"):
            game.set_hand_order([mine[0], mine[0]])
    with GameStore.open(tmp_path) as store:
        game2 = store.resume()
        assert game2 is not None and game2.hand_order() == mine
        hand2 = game2.match.hand
        assert hand2 is not None
        while hand2.current != 0 or hand2.phase.value != "discard":
            game2.apply(choose(hand2, rng))
        held = hand2.hands[0]
        order = game2.hand_order()
        assert sorted(order) == sorted(held)
        assert order[: len([c for c in mine if c in held])] == [c for c in mine if c in held]


def test_finished_game_is_history_and_new_game_abandons_the_old(tmp_path: Path) -> None:
    rng = random.Random(5)
    with GameStore.open(tmp_path) as store:
        done = store.new_game(Rules(), "medium", 0, 0)
        play_game(done, rng)
        assert done.match.result is not None
        assert store.resume() is None  # nothing unfinished
        unfinished = store.new_game(Rules.from_json("classic"), "easy", 1, 1)
        unfinished.deal_random(rng)
        latest = store.new_game(Rules(), "hard", 0, 1)
        statuses = {g.id: g.status for g in store.games()}
        assert statuses == {done.id: "finished", unfinished.id: "abandoned", latest.id: "active"}
        header = next(g for g in store.games() if g.id == done.id)
        assert header.totals == done.match.result.totals and header.winner == done.match.result.winner
        again = store.load_game(done.id)
        assert again is not None and action_log(again.match) == action_log(done.match)
        resumed = store.resume()
        assert resumed is not None and resumed.id == latest.id


def test_new_game_checks_its_arguments(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        for args in (("", 0, 0), ("x" * 100, 0, 0), ("easy", 2, 0), ("easy", 0, -1)):
            with pytest.raises(ValueError):
                store.new_game(Rules(), *args)  # type: ignore[arg-type]


def test_close_releases_the_lock(tmp_path: Path) -> None:
    first = GameStore.open(tmp_path)
    assert first.close() == 0
    with GameStore.open(tmp_path) as second:
        assert second.saving



class RecordingConnection:
    """Passes everything through and remembers the SQL executed."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.sql: list[str] = []

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        self.sql.append(sql)
        return self._conn.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def synced(sql: list[str]) -> bool:
    """Whether the statements are one commit run under synchronous=FULL (reads before it aside)."""
    sql = [s for s in sql if not s.startswith("SELECT ")]
    return sql[0] == "PRAGMA synchronous = FULL" and sql[-1] == "PRAGMA synchronous = NORMAL" and "COMMIT" in sql


def test_games_deals_and_hand_ends_are_sync_points(tmp_path: Path) -> None:
    rng = random.Random(6)
    with GameStore.open(tmp_path) as store:
        recorder = RecordingConnection(store._conn)
        store._conn = recorder  # type: ignore[assignment]
        game = store.new_game(Rules(), "medium", 0, 1)
        assert synced(recorder.sql)
        recorder.sql.clear()
        hand = game.deal_random(rng)
        assert synced(recorder.sql)
        while not hand.is_over:
            recorder.sql.clear()
            game.apply(choose(hand, rng))
            assert synced(recorder.sql) == hand.is_over  # ordinary moves: NORMAL, no fsync
            assert recorder.sql.count("COMMIT") == 1
