"""A folder that cannot be written when the game starts loses nothing: the store reads what
it can, keeps every change in memory, in order, tries again, and saves the backlog once
writing works; a relaunch then shows every move.

The tests run as any user (root included, whom ``chmod`` does not stop): the folder is
made unwritable by a file where the folder should be, or a folder where the lock file
should be.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SaveStatus, StoreMode
from gin_desktop.store import writing as store_writing
from gin_desktop.text.store_text import notice_text, words

from .helpers import action_log, build_store, choose, play_hand


@pytest.fixture(autouse=True)
def _retry_at_every_write(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_writing, "REOPEN_EVERY", 0.0)


def test_a_file_where_the_folder_should_be_keeps_the_moves_until_the_folder_can_be_made(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    rng = random.Random(3)
    store = GameStore.open(folder)
    assert store.mode is StoreMode.WAITING and store.waiting
    (note,) = store.report.notices
    assert note.kind is NoticeKind.CANNOT_SAVE and "kept" in notice_text(note) and str(folder) in notice_text(note)
    problem = words(store.problem() or "")
    assert problem.startswith("Not saving:") and str(folder) in problem
    game = store.new_game(Rules(), "hard", 0, 1)
    game.deal_random(rng)
    assert game.last_status is SaveStatus.PENDING
    hand = game.match.hand
    assert hand is not None
    for _ in range(6):
        assert game.apply(choose(hand, rng)) is SaveStatus.PENDING
    assert store.pending_count == 8 and not store.retry_pending()

    folder.unlink()  # the folder can be made now
    folder.mkdir()
    assert store.retry_pending() and store.mode is StoreMode.SAVING and not store.waiting
    assert store.problem() is None
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_RESUMED]
    assert game.apply(choose(hand, rng)) is SaveStatus.SAVED
    played = action_log(game.match)
    store.close()

    with GameStore.open(folder) as again:
        resumed = again.resume()
        assert resumed is not None and resumed.id == game.id
        assert action_log(resumed.match) == played and len(played) == 7


def test_existing_saves_are_read_and_the_new_moves_saved_after_them(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    build_store(folder)
    (folder / "games.lock").unlink()
    (folder / "games.lock").mkdir()  # the lock cannot be taken: the folder "cannot be written"
    rng = random.Random(5)
    store = GameStore.open(folder)
    assert store.mode is StoreMode.WAITING
    game = store.resume()
    assert game is not None  # the saved game is shown
    before = action_log(game.match)
    hand = game.match.hand
    assert hand is not None
    play_hand(game, rng)
    assert store.waiting and store.pending_count > 0
    played = action_log(game.match)
    assert len(played) > len(before)

    (folder / "games.lock").rmdir()
    assert not store.waiting or store.retry_pending()
    if game.match.needs_deal and not game.match.is_over:
        game.deal_random(rng)  # the next write after the folder came back saves the backlog with it
        assert game.last_status is SaveStatus.SAVED
    assert not store.waiting
    expected = action_log(game.match)
    hands = len(game.match.hands)
    store.close()
    with GameStore.open(folder) as again:
        resumed = again.resume() or again.load_game(game.id)
        assert resumed is not None and resumed.id == game.id
        assert action_log(resumed.match)[: len(expected)] == expected and len(resumed.match.hands) == hands


def waiting_store(tmp_path: Path) -> tuple[Path, GameStore]:
    """A store opened with a file where its folder should be, holding a new game's deal in memory."""
    folder = tmp_path / "data"
    folder.write_text("x")
    store = GameStore.open(folder)
    store.new_game(Rules(), "easy", 0, 0).deal_random(random.Random(1))
    return folder, store


def writable_again(folder: Path) -> None:
    folder.unlink()
    folder.mkdir()


def test_the_backlog_is_saved_at_close_if_the_folder_came_back(tmp_path: Path) -> None:
    folder, store = waiting_store(tmp_path)
    writable_again(folder)
    assert store.close() == 0  # nothing lost
    with GameStore.open(folder) as again:
        resumed = again.resume()
        assert resumed is not None and len(resumed.match.hands) == 1


def test_saves_written_meanwhile_by_another_copy_are_never_mixed_with_the_waiting_moves(tmp_path: Path) -> None:
    folder, waiting = waiting_store(tmp_path)
    writable_again(folder)
    with GameStore.open(folder) as other:  # another copy starts, plays, and quits first
        theirs = other.new_game(Rules(), "hard", 0, 1)
        theirs.deal_random(random.Random(2))
        expected = action_log(theirs.match)
    assert not waiting.retry_pending()
    assert waiting.mode is StoreMode.NO_SAVE
    (note,) = waiting.take_notices()
    assert "another copy" in notice_text(note).lower()
    waiting.close()
    with GameStore.open(folder) as again:
        games = again.games()
        assert [g.ai_level for g in games] == ["hard"]  # only the other copy's game, untouched
        resumed = again.resume()
        assert resumed is not None and action_log(resumed.match) == expected


def test_a_folder_that_stays_unwritable_keeps_waiting_and_says_so(tmp_path: Path) -> None:
    folder, store = waiting_store(tmp_path)
    for _ in range(3):
        assert not store.retry_pending()
    problem = words(store.problem() or "")
    assert "(2 waiting.)" in problem and "cannot be made (File exists)" in problem
    assert store.close() == 2  # reported as not saved, and the file in the way is left alone
    assert folder.read_text() == "x"
