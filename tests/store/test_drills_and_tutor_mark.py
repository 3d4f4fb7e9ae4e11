"""Schema 8: the drills (the player's practice of their own mistakes) are kept in the saves, survive
a reopen with their place in the schedule, skip damaged rows, and migrate in from a schema-7 file;
a game played with the tutor is marked and its accuracy kept apart."""

from __future__ import annotations

import random
import shutil
import sqlite3
from datetime import date, timedelta
from pathlib import Path

from gin_desktop.core import Rules
from gin_desktop.store import CURRENT_VERSION, GameStore
from gin_desktop.values.drills import Drill
from gin_desktop.values.reviews import DecisionKind

from .fixtures.make_fixtures import HERE
from .helpers import play_game

TODAY = date(2026, 12, 3)


def test_drills_are_kept_and_their_schedule_survives_a_reopen(tmp_path: Path) -> None:
    new = [Drill(1, 2, 6, DecisionKind.DISCARD, 4.5), Drill(1, 3, 2, DecisionKind.DRAW, 2.75)]
    with GameStore.open(tmp_path) as store:
        store.drills.add(new)
        store.drills.add([Drill(1, 2, 6, DecisionKind.DISCARD, 9.0)])  # the same decision again: kept as it was
        answered = new[0].answered(True, TODAY)
        store.drills.save(answered)
    with GameStore.open(tmp_path) as store:
        kept = store.drills.all()
    assert kept == [answered, new[1]]
    assert kept[0].box == 1 and kept[0].due == TODAY + timedelta(days=1) and kept[0].loss == 4.5


def test_damaged_drill_rows_are_skipped_not_trusted(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        store.drills.add([Drill(1, 1, 4, DecisionKind.DISCARD, 3.0)])
        database = store.database
    conn = sqlite3.connect(database)
    with conn:
        conn.execute("INSERT INTO drills VALUES (1, 1, 5, 'no such kind', 1.0, 0, '2026-12-03', 0, 0)")
        conn.execute("INSERT INTO drills VALUES (1, 1, 6, 'discard', 1.0, 0, 'yesterday', 0, 0)")
        conn.execute("INSERT INTO drills VALUES (1, 1, 7, 'discard', 1.0, 99, '2026-12-03', 0, 0)")
        conn.execute("INSERT INTO drills VALUES (1, 1, 8, 'discard', 'a lot', 0, '2026-12-03', 0, 0)")
    conn.close()
    with GameStore.open(tmp_path) as store:
        assert [d.step for d in store.drills.all()] == [4]


def test_a_schema_7_file_migrates_with_no_drills_and_no_tutor_marks(tmp_path: Path) -> None:
    shutil.copy(HERE / "v7.sqlite", tmp_path / "games.sqlite")
    with GameStore.open(tmp_path) as store:
        assert store.saving, store.report.notices
        assert store.drills.all() == []
        assert not any(header.tutored for header in store.games())
        store.drills.add([Drill(1, 1, 3, DecisionKind.UPCARD, 6.0)])
        assert len(store.drills.all()) == 1
    conn = sqlite3.connect(tmp_path / "games.sqlite")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == CURRENT_VERSION == 8
    conn.close()


def test_a_game_played_with_the_tutor_is_marked_and_kept_apart(tmp_path: Path) -> None:
    rng = random.Random(5)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=50), "easy", 0, 0)
        assert not game.tutored
        game.mark_tutored()
        game.mark_tutored()  # (once is enough)
        play_game(game, rng)
        plain = store.new_game(Rules(target=50), "easy", 0, 0)
        play_game(plain, rng)
    with GameStore.open(tmp_path) as store:
        assert {h.id: h.tutored for h in store.games()} == {game.id: True, plain.id: False}
        finished = {g.id: g.tutored for g in store.stats().finished}
    assert finished == {game.id: True, plain.id: False}


def test_each_reviewed_decision_is_kept_with_its_hand_and_read_back(tmp_path: Path) -> None:
    from gin_desktop.values.reviews import Grade
    from gin_desktop.values.skill import DecisionMark

    marks = [DecisionMark(2, "draw", Grade.BEST, 0.0), DecisionMark(3, "knock", Grade.MISTAKE, 3.5, "late")]
    with GameStore.open(tmp_path) as store:
        store.keep_review(4, 1, 2, 3.5, marks)
        store.keep_review(4, 2, 1, 0.0, [DecisionMark(5, "discard", Grade.GOOD, 0.25)])
        database = store.database
    conn = sqlite3.connect(database)
    with conn:
        conn.execute("INSERT INTO review_decisions VALUES (4, 1, 9, 'juggling', 'best', 0.0, '')")
        conn.execute("INSERT INTO review_decisions VALUES (4, 1, 10, 'draw', 'superb', 0.0, '')")
        conn.execute("INSERT INTO review_decisions VALUES (4, 1, 11, 'draw', 'best', -1.0, '')")
    conn.close()
    with GameStore.open(tmp_path) as store:
        kept = store.review_marks()
        assert store.reviews() == {4: {1: (2, 3.5), 2: (1, 0.0)}}
    assert kept == {4: {1: marks, 2: [DecisionMark(5, "discard", Grade.GOOD, 0.25)]}}


def test_every_statement_a_change_can_hold_has_a_name_in_the_spill_file() -> None:
    """A change the disk refuses is kept in the spill file by its statements' names: a statement without
    one would break the spill (the moves after it then only in memory)."""
    import importlib
    import pkgutil

    import gin_desktop.store as package
    from gin_desktop.store.summaries import KEEP_SUMMARY
    from gin_desktop.store.writing import STATEMENTS

    named = set(STATEMENTS.values()) | {KEEP_SUMMARY}  # (the statistics' cache: written in its own transaction,
    missing = []                                        # never through the backlog, so never spilled)
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"gin_desktop.store.{info.name}")
        for name, value in vars(module).items():
            writes = isinstance(value, str) and value.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))
            if writes and value not in named:
                missing.append(f"{info.name}.{name}")
    assert missing == []
