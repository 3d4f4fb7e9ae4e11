"""Schema 6: practice games are kept but never counted; each hand's review is kept once and
adds up into the finished game's accuracy (the statistics and, from them, the CSV)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore
from gin_desktop.values.reviews import accuracy

from .fixtures.make_fixtures import HERE
from .helpers import play_game


def test_practice_games_are_saved_but_not_in_the_statistics(tmp_path: Path) -> None:
    rng = random.Random(3)
    with GameStore.open(tmp_path) as store:
        real = store.new_game(Rules(target=50), "easy", 0, 0)
        play_game(real, rng)
        practice = store.new_game(Rules(target=50), "easy", 1, 0, practice=True)
        play_game(practice, rng)
        assert practice.practice and not real.practice
        stats = store.stats()
        assert [g.id for g in stats.finished] == [real.id]
        assert stats.overall.games_played == 1
        assert stats.overall.hands_played == len(real.match.hands)
    with GameStore.open(tmp_path) as store:
        assert {g.id: g.practice for g in store.games()} == {real.id: False, practice.id: True}
        again = store.load_game(practice.id)
        assert again is not None and again.practice and again.match.is_over


def test_reviews_add_up_into_the_game_accuracy(tmp_path: Path) -> None:
    rng = random.Random(4)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=50), "easy", 0, 1)
        play_game(game, rng)
        assert len(game.match.hands) >= 2
        assert store.stats().finished[0].accuracy is None  # nothing reviewed yet
        store.keep_review(game.id, 1, 12, 3.5)
        store.keep_review(game.id, 2, 8, 0.5)
        store.keep_review(game.id, 2, 8, 1.5)  # reviewed again: replaces the row
        store.keep_review(game.id, 99, 5, 50.0)  # not a hand of the game: not counted
        with pytest.raises(ValueError):
            store.keep_review(game.id, 1, -1, 0.0)
    with GameStore.open(tmp_path) as store:
        (finished,) = store.stats().finished
        assert finished.reviewed_hands == 2
        assert finished.points_lost == pytest.approx(5.0)
        assert finished.accuracy == pytest.approx(accuracy(5.0, 20))


def test_a_bad_review_row_is_skipped(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 1)
        store.keep_review(game.id, 1, 10, 2.0)
    conn = sqlite3.connect(tmp_path / "games.sqlite")
    with conn:
        conn.execute("INSERT INTO hand_reviews VALUES (?, 2, 'x', 1.0)", (game.id,))
    conn.close()
    with GameStore.open(tmp_path) as store:
        assert store.reviews() == {game.id: {1: (10, 2.0)}}


def test_the_previous_schema_fixture_migrates_with_no_practice_and_no_reviews(tmp_path: Path) -> None:
    import shutil

    data_dir = tmp_path / "v5"
    data_dir.mkdir()
    shutil.copy(HERE / "v5.sqlite", data_dir / "games.sqlite")
    with GameStore.open(data_dir) as store:
        assert store.report.found_version == 5
        assert all(not g.practice for g in store.games())
        assert store.reviews() == {}
        stats = store.stats()
        assert [f.id for f in stats.finished] == [1] and stats.finished[0].accuracy is None
        store.keep_review(1, 1, 9, 1.0)
        assert store.stats().finished[0].reviewed_hands == 1
